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
        ExperimentDefinition.Compiled c = definition(HOSTILE).compile(ExperimentDefinition.Caps.COMMAND_LINE);
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
        assertThat(lines[3]).startsWith("# ProofLab version: ").contains(", commit ");
        assertThat(lines[4]).isEqualTo("# Java: " + Runtime.version() + " (" + System.getProperty("java.vendor") + "), cores: "
                + Runtime.getRuntime().availableProcessors());
        assertThat(lines[5]).isEqualTo("# root_value: the root's main value when the solve ended, by configuration: "
                + "PNS pn; PPNS (theta 0.001, pr 0.001) p");
        assertThat(lines[6]).startsWith("position_number,position,");

        String json = ResultExport.json(c, rs, Comparison.of(c, rs));
        var tree = ExperimentJson.MAPPER.readTree(json);
        assertThat(tree.get("definition").get("name").asString()).isEqualTo(HOSTILE);
        // The trace as solve --trace --json writes its columns: lists, the value named as the algorithm names it, an
        // infinite value as null and a pair that cannot be read left out.
        assertThat(tree.get("results").get(0).get("trace").toString()).isEqualTo("{\"iteration\":[0,3,4],\"p\":[0.5,null,0.75]}");
        assertThat(tree.get("results").get(1).get("rootValue").isNull()).isTrue();
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
