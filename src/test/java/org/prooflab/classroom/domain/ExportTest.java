package org.prooflab.classroom.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

/** Results as CSV and JSON. */
class ExportTest {
    private static final String HOSTILE = "<img src=x onerror=alert(1)>, \"quoted\"\nnext line";

    private static ExperimentDefinition definition(String name) {
        return new ExperimentDefinition(name, "connect4", ExperimentDefinition.PositionSet.list(List.of("4453", "44")),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns"),
                        ExperimentDefinition.AlgorithmSpec.of("ppns").with("theta", 0.001).with("pr", 0.001)),
                new ExperimentDefinition.LimitSpec(1000, 2.5, 0));
    }

    @Test
    void csv_rows_read_back_whatever_the_text_holds() throws Exception {
        // Stored: a line break in a name is refused now, but experiments kept before hold them.
        ExperimentDefinition.Compiled c = definition(HOSTILE).compileStored();
        List<TaskResult> rs = List.of(
                new TaskResult(0, 1, "4453", "OUT", "PROVED", "DISPROVED", "pr", HOSTILE, 7, 70, 35, 420, 12, 0.999, "0:0.5 x 3:Infinity 4:0.75"),
                new TaskResult(1, 0, "44", "PROVED", null, null, null, "4", 3, 30, 15, 0, 1, Double.NaN, ""),
                new TaskResult(1, 1, HOSTILE + ",\r\n\"", "OUT", null, null, "time", null, 3, 30, 15, 0, 1, 0.25, "1:0.25"));
        StringBuilder out = new StringBuilder();
        ResultExport.csv(c, rs, out);
        List<CSVRecord> records = ResultExport.READ.parse(new StringReader(out.toString())).getRecords();
        assertThat(records).hasSize(3);
        assertThat(records.getFirst().getParser().getHeaderNames()).isEqualTo(ResultExport.COLUMNS);
        assertThat(records.get(2).get("position")).isEqualTo(HOSTILE + ",\r\n\"");
        assertThat(records.get(2).get("config_index")).isEqualTo("1");
        assertThat(records.get(2).get("algorithm")).isEqualTo("ppns");
        assertThat(records.get(2).get("stopped_by")).isEqualTo("time");
        assertThat(records.get(2).get("answer")).isEqualTo("OUT");
        assertThat(records).allSatisfy(r -> assertThat(r.size()).isEqualTo(ResultExport.COLUMNS.size()));
        assertThat(out.toString()).doesNotContain("1:0.25");
        assertThat(records.get(0).toMap()).containsEntry("best_move", HOSTILE).containsEntry("answer", "PROVED")
                .containsEntry("exact_outcome", "DISPROVED").containsEntry("config", "PPNS (theta 0.001, pr 0.001)")
                .containsEntry("visited", "35").containsEntry("root_value", "0.999");
        assertThat(records.get(1).toMap()).containsEntry("root_value", "").containsEntry("stopped_by", "");
        assertThat(rs.get(0).falseConclusion()).isTrue();
        // the cross-check: the exact check contradicts the pr conclusion; PNS's proof of "44" has nothing to compare
        assertThat(records).extracting(r -> r.get("cross_check")).containsExactly("contradicted", "unchecked", "unchecked");
        // the header block: definition (with the hostile name kept as data), seed, version and commit, Java, cores
        String[] lines = out.toString().split("\r\n");
        assertThat(lines[0]).startsWith("# ProofLab classroom experiment");
        assertThat(lines[1]).startsWith("# definition: {").contains("\"game\":\"connect4\"");
        assertThat(lines[2]).startsWith("# positions seed: ");
        // the values each configuration ran with, the defaults the definition leaves out included
        assertThat(lines[3]).isEqualTo("# parameters used, defaults included: PNS {}; PPNS (theta 0.001, pr 0.001) "
                + "{\"playouts\":60,\"theta\":0.001,\"pr\":0.001,\"seed\":1}"); // Connect Four's default: 60 playouts (Primanita 2020)
        assertThat(lines[4]).startsWith("# ProofLab version: ").contains(", commit ");
        assertThat(lines[5]).isEqualTo("# Java: " + Runtime.version() + " (" + System.getProperty("java.vendor") + "), cores: "
                + Runtime.getRuntime().availableProcessors());
        assertThat(lines[6]).isEqualTo("# root_value: the root's main value when the solve ended, by configuration: "
                + "PNS pn; PPNS (theta 0.001, pr 0.001) p");
        // the columns a reader may not know, for every game: which of the five outcome columns holds a pr conclusion
        assertThat(lines[7]).startsWith("# outcome: what the search proved: PROVED (the player to move wins)")
                .contains("pr_conclusion: PPNS's conclusion on its precision rate pr, no proof", "filter on answer, not outcome",
                        "stopped_by: ");
        assertThat(lines[8]).startsWith("# pn_iterations: PN-equivalent iterations").contains("a fraction on Connect Four and Othello");
        assertThat(lines[9]).startsWith("# time_ms: the solve's wall time in milliseconds, to the microsecond (the first solve of each "
                + "algorithm on each game in a process follows an untimed warm-up").contains("; visited: ");
        // What each word of cross_check means: filtering on "unchecked" found the solves that gave no answer too.
        assertThat(lines[10]).startsWith("# cross_check: agrees: another exact answer on the position").contains(
                "unchecked: nothing exact to compare with (a pr conclusion nothing exact checked, the only proof of its position, "
                        + "or a solve that gave no answer");
        assertThat(lines[11]).startsWith("position_number,position,");

        String json = ResultExport.json(c, rs, Comparison.of(c, rs));
        var tree = ExperimentJson.MAPPER.readTree(json);
        assertThat(tree.get("definition").get("name").asString()).isEqualTo(HOSTILE);
        // The trace as solve --trace --json writes its columns: lists, the value named as the algorithm names it, an
        // infinite value as null and a pair that cannot be read left out.
        assertThat(tree.get("results").get(0).get("trace").toString()).isEqualTo("{\"iteration\":[0,3,4],\"p\":[0.5,null,0.75]}");
        assertThat(tree.get("results").get(1).get("rootValue").isNull()).isTrue();
        // What rootValue is, and what its null means, said in the file (the CSV said it; the JSON did not).
        assertThat(tree.get("configurations").get(0).get("rootValueName").asString()).isEqualTo("pn");
        assertThat(tree.get("configurations").get(1).get("rootValueName").asString()).isEqualTo("p");
        assertThat(tree.get("notes").get("rootValue").asString()).contains("rootValueName").contains("null where it is infinite");
        assertThat(tree.get("notes").get("timeMs").asString()).startsWith("the solve's wall time in milliseconds, to the microsecond (the first solve of each algorithm");
        // The outcome columns by the JSON's own names, and the paper's "solved" and "unsolved" as the pages' wins and no win.
        assertThat(tree.get("notes").get("outcome").asString()).contains("prConclusion: PPNS's conclusion", "exactOutcome: ",
                "stoppedBy: ").doesNotContain("pr_conclusion", "stopped_by");
        assertThat(tree.get("notes").get("aggregates.outcomes").asString()).startsWith("solved and unsolved are the paper's words");
        assertThat(tree.get("notes").get("summary").asString()).contains("solveMeanNodes and solveMeanTimeMs are over every solve");
        assertThat(tree.get("notes").get("crossCheck").asString()).startsWith("agrees: another exact answer on the position");
        assertThat(tree.get("summary").get(0).has("solveMeanNodes")).isTrue();
        assertThat(tree.get("summary").get(1).get("falseConclusions").asInt()).isEqualTo(1);
        assertThat(tree.get("results")).hasSize(3);
        assertThat(tree.get("results").get(2).get("position").asString()).isEqualTo(HOSTILE + ",\r\n\"");
        assertThat(tree.get("pairs").get(0).get("bothFinished").asInt()).isEqualTo(1);
        assertThat(tree.get("environment").get("cores").asInt()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(tree.get("configurations").get(1).get("label").asString()).isEqualTo("PPNS (theta 0.001, pr 0.001)");
        assertThat(tree.get("environment").get("commit").asString()).isNotBlank();
        assertThat(tree.get("results").get(0).get("crossCheck").asString()).isEqualTo("contradicted");
        var aggregates = tree.get("aggregates");
        assertThat(aggregates.get("outcomes").get(1).get("contradicted").asInt()).isEqualTo(1);
        assertThat(aggregates.get("outcomes").get(1).get("out").asInt()).isEqualTo(1);
        assertThat(aggregates.get("crossCheck").get("disagreements").get(0).get("position").asString()).isEqualTo("4453");
        assertThat(aggregates.get("stages").get(0).get("plies").asInt()).isEqualTo(2);
        assertThat(aggregates.get("cactus").get(0).get("nodes").get(0).asInt()).isEqualTo(30);
        assertThat(aggregates.get("song").get(1).get("iterations").isNull()).as("NaN is written as null").isTrue();
    }

    /**
     * The CSV's columns and the JSON's names for them: each result's own field in {@code results[i]}, the
     * configuration's label and algorithm in {@code configurations[config_index]}.
     */
    private static final java.util.Map<String, String> JSON_NAMES = java.util.Map.ofEntries(
            java.util.Map.entry("position_number", "positionNumber"), java.util.Map.entry("position", "position"),
            java.util.Map.entry("config_index", "configIndex"), java.util.Map.entry("config", "label"),
            java.util.Map.entry("algorithm", "algorithm"), java.util.Map.entry("outcome", "outcome"),
            java.util.Map.entry("pr_conclusion", "prConclusion"), java.util.Map.entry("exact_outcome", "exactOutcome"),
            java.util.Map.entry("answer", "answer"), java.util.Map.entry("stopped_by", "stoppedBy"),
            java.util.Map.entry("best_move", "bestMove"), java.util.Map.entry("iterations", "iterations"),
            java.util.Map.entry("pn_iterations", "pnIterations"), java.util.Map.entry("nodes", "nodes"),
            java.util.Map.entry("visited", "visited"), java.util.Map.entry("playouts", "playouts"),
            java.util.Map.entry("time_ms", "timeMs"), java.util.Map.entry("root_value", "rootValue"),
            java.util.Map.entry("cross_check", "crossCheck"));

    /** A stopped by time, a pr conclusion with its exact check, a proof, and one stopped by nodes with nothing known. */
    private static List<TaskResult> fourEnds() {
        return List.of(
                new TaskResult(0, 0, "4453", "OUT", null, null, "time", "3", 11, 1100, 550, 0, 2500, 0.75, "0:1 11:0.75", 11),
                new TaskResult(0, 1, "4453", "OUT", "DISPROVED", "DISPROVED", "pr", "5", 22, 220, 73, 13200, 40, 0.0005,
                        "0:0.5 22:0.25", 2.2),
                new TaskResult(1, 0, "44", "PROVED", null, null, null, "4", 33, 330, 165, 0, 0.412, 0.0, "0:1 33:0", 33),
                new TaskResult(1, 1, "44", "OUT", null, null, "nodes", null, 44, 1000, 333, 60000, 600, Double.NaN, "",
                        Double.NaN));
    }

    @Test
    void each_json_result_holds_every_field_of_the_solve_it_came_from() throws Exception {
        ExperimentDefinition.Compiled c = definition("fields").compile(ExperimentDefinition.Caps.COMMAND_LINE);
        List<TaskResult> rs = fourEnds();
        var results = ExperimentJson.MAPPER.readTree(ResultExport.json(c, rs, Comparison.of(c, rs))).get("results");
        assertThat(results).hasSize(rs.size());
        List<String> checks = List.of("unchecked", "agrees", "unchecked", "unchecked");
        List<String> traces = List.of("{\"iteration\":[0,11],\"pn\":[1.0,0.75]}", "{\"iteration\":[0,22],\"p\":[0.5,0.25]}",
                "{\"iteration\":[0,33],\"pn\":[1.0,0.0]}", "{\"iteration\":[],\"p\":[]}");
        for (int i = 0; i < rs.size(); i++) {
            TaskResult r = rs.get(i);
            var j = results.get(i);
            assertThat(j.propertyNames()).as("result " + i).containsExactly("positionIndex", "positionNumber", "position",
                    "configIndex", "outcome", "prConclusion", "exactOutcome", "answer", "stoppedBy", "bestMove", "iterations",
                    "nodes", "visited", "playouts", "timeMs", "rootValue", "pnIterations", "crossCheck", "trace");
            assertThat(j.get("positionIndex").asInt()).isEqualTo(r.positionIndex());
            assertThat(j.get("positionNumber").asInt()).isEqualTo(r.positionIndex() + 1);
            assertThat(j.get("position").asString()).isEqualTo(r.position());
            assertThat(j.get("configIndex").asInt()).isEqualTo(r.configIndex());
            assertThat(j.get("outcome").asString()).isEqualTo(r.outcome());
            assertThat(text(j.get("prConclusion"))).as("prConclusion " + i).isEqualTo(r.prConclusion());
            assertThat(text(j.get("exactOutcome"))).as("exactOutcome " + i).isEqualTo(r.exactOutcome());
            assertThat(j.get("answer").asString()).isEqualTo(r.answer());
            assertThat(text(j.get("stoppedBy"))).as("stoppedBy " + i).isEqualTo(r.limit());
            assertThat(text(j.get("bestMove"))).as("bestMove " + i).isEqualTo(r.bestMove());
            assertThat(j.get("iterations").asLong()).isEqualTo(r.iterations());
            assertThat(j.get("nodes").asLong()).isEqualTo(r.nodes());
            assertThat(j.get("visited").asLong()).isEqualTo(r.expanded());
            assertThat(j.get("playouts").asLong()).isEqualTo(r.playouts());
            assertThat(j.get("timeMs").asDouble()).isEqualTo(r.timeMs());
            assertThat(number(j.get("rootValue"))).as("rootValue " + i).isEqualTo(Double.valueOf(r.rootValue()));
            assertThat(number(j.get("pnIterations"))).as("pnIterations " + i).isEqualTo(Double.valueOf(r.pnIterations()));
            assertThat(j.get("crossCheck").asString()).isEqualTo(checks.get(i));
            assertThat(j.get("trace").toString()).isEqualTo(traces.get(i));
        }
        assertThat(results).extracting(j -> text(j.get("stoppedBy"))).containsExactly("time", "pr", null, "nodes");
    }

    @Test
    void every_column_the_csv_and_the_json_share_holds_the_same_value_in_every_row() throws Exception {
        ExperimentDefinition.Compiled c = definition("both").compile(ExperimentDefinition.Caps.COMMAND_LINE);
        List<TaskResult> rs = new java.util.ArrayList<>(fourEnds());
        // A disproved PNS root: its pn is infinite, which the CSV writes and JSON cannot hold.
        rs.set(2, new TaskResult(1, 0, "44", "DISPROVED", null, null, null, null, 33, 330, 165, 0, 7, Double.POSITIVE_INFINITY, "0:1 33:1", 33));
        StringBuilder csv = new StringBuilder();
        ResultExport.csv(c, rs, csv);
        List<CSVRecord> rows = ResultExport.READ.parse(new StringReader(csv.toString())).getRecords();
        var json = ExperimentJson.MAPPER.readTree(ResultExport.json(c, rs, Comparison.of(c, rs)));
        assertThat(JSON_NAMES.keySet()).containsExactlyInAnyOrderElementsOf(ResultExport.COLUMNS);
        assertThat(rows).hasSize(rs.size());
        int infinities = 0;
        for (int i = 0; i < rows.size(); i++) {
            var result = json.get("results").get(i);
            var config = json.get("configurations").get(result.get("configIndex").asInt());
            for (String column : ResultExport.COLUMNS) {
                String name = JSON_NAMES.get(column);
                var value = column.equals("config") || column.equals("algorithm") ? config.get(name) : result.get(name);
                String cell = rows.get(i).get(column);
                if (value.isNumber()) {
                    // the CSV writes 0.0005 and 1100 as the JSON does, though perhaps with another number of digits
                    assertThat(new java.math.BigDecimal(cell)).as(column + " of row " + i).isEqualByComparingTo(value.decimalValue());
                } else if (value.isNull() && cell.endsWith("Infinity")) {
                    // an infinity, which JSON writes as null (as it writes NaN), the CSV as Java writes it
                    assertThat(column).as("row " + i).isEqualTo("root_value");
                    assertThat(Double.parseDouble(cell)).isEqualTo(rs.get(i).rootValue());
                    infinities++;
                } else {
                    // the CSV leaves empty what the JSON writes as null
                    assertThat(cell).as(column + " of row " + i).isEqualTo(value.isNull() ? "" : value.asString());
                }
            }
        }
        assertThat(infinities).as("the disproved root's pn, Infinity in the CSV and null in the JSON").isEqualTo(1);
    }

    @Test
    void a_time_is_kept_to_the_microsecond_in_both_files_and_read_back() throws Exception {
        // A small tree's solve takes a fraction of a millisecond: whole milliseconds wrote it as 0.
        assertThat(TaskResult.millis(412_345)).isEqualTo(0.412);
        assertThat(TaskResult.millis(2_500_000_000L)).isEqualTo(2500.0);
        assertThat(ResultExport.millis(0.412).toPlainString()).isEqualTo("0.412");
        assertThat(ResultExport.millis(2500.0).toString()).isEqualTo("2500");
        assertThat(ResultExport.millis(12_345_678.9).toString()).as("no exponent").isEqualTo("12345678.9");
        ExperimentDefinition.Compiled c = definition("times").compile(ExperimentDefinition.Caps.COMMAND_LINE);
        List<TaskResult> rs = fourEnds();
        StringBuilder csv = new StringBuilder();
        ResultExport.csv(c, rs, csv);
        assertThat(ResultExport.READ.parse(new StringReader(csv.toString())).getRecords())
                .extracting(r -> r.get("time_ms")).containsExactly("2500", "40", "0.412", "600");
        assertThat(ResultExport.readCsv(new StringReader(csv.toString())).results()).extracting(TaskResult::timeMs)
                .containsExactly(2500.0, 40.0, 0.412, 600.0);
        assertThat(ResultExport.json(c, rs, Comparison.of(c, rs))).contains("\"timeMs\" : 0.412,");
    }

    /** A JSON text, null for JSON's null. */
    private static String text(tools.jackson.databind.JsonNode node) {
        return node.isNull() ? null : node.asString();
    }

    /** A JSON number, NaN for JSON's null (which is how the export writes NaN), boxed: NaN equals NaN. */
    private static Double number(tools.jackson.databind.JsonNode node) {
        return node.isNull() ? Double.NaN : node.asDouble();
    }

    @Test
    void the_header_writes_a_seed_above_2_to_the_63_as_the_whole_number_it_is() {
        ExperimentDefinition d = new ExperimentDefinition("trees", "pgame", ExperimentDefinition.PositionSet.pgame(2, 4, 1, -1L),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns")), new ExperimentDefinition.LimitSpec(1000, 2.5, 0));
        StringBuilder out = new StringBuilder();
        ResultExport.csv(d.compile(ExperimentDefinition.Caps.COMMAND_LINE), List.of(), out);
        String[] lines = out.toString().split("\r\n");
        assertThat(lines[1]).contains("\"seed\":18446744073709551615");
        assertThat(lines[2]).isEqualTo("# positions seed: 18446744073709551615 (pgame)");
    }
}
