package org.prooflab.classroom.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition.AlgorithmSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.Caps;
import org.prooflab.classroom.domain.ExperimentDefinition.LimitSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.PositionSet;
import org.prooflab.engine.search.SearchControl;

/** The results CSV read back (for the Results page), and the count of pr conclusions nothing exact checks. */
class ResultsReadBackTest {

    @Test
    void a_results_csv_reads_back_to_the_same_solves() throws Exception {
        ExperimentDefinition d = new ExperimentDefinition("read back", "pgame", PositionSet.pgame(2, 8, 4, 3),
                List.of(AlgorithmSpec.of("pns"), AlgorithmSpec.of("ppns").with("pr", 0.01)), new LimitSpec(100_000, 10, 0));
        ExperimentDefinition.Compiled c = d.compile(Caps.COMMAND_LINE);
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < c.positions().size(); p++) {
            for (int k = 0; k < c.configs().size(); k++) {
                results.add(TaskRunner.run(c, p, k, SearchControl.none()));
            }
        }
        StringBuilder csv = new StringBuilder();
        ResultExport.csv(c, results, csv);
        ResultExport.ReadBack back = ResultExport.readCsv(new StringReader(csv.toString()));
        assertThat(back.labels()).containsExactly("PNS", "PPNS (pr 0.01)");
        assertThat(back.algorithms()).containsExactly("pns", "ppns");
        assertThat(back.results()).hasSameSizeAs(results);
        for (int i = 0; i < results.size(); i++) {
            TaskResult a = results.get(i);
            TaskResult b = back.results().get(i);
            assertThat(b).usingRecursiveComparison().ignoringFields("trace", "rootValue").isEqualTo(a);
            assertThat(Double.valueOf(b.rootValue())).isEqualTo(Double.valueOf(a.rootValue()));
        }
        assertThat(results).as("the run must hold a pr conclusion to test its columns").anyMatch(r -> r.prConclusion() != null);
        // Positions are numbered from 1 in the file, as on the experiment's page.
        List<String> numbers = new ArrayList<>();
        ResultExport.READ.parse(new StringReader(csv.toString())).forEach(r -> numbers.add(r.get("position_number")));
        assertThat(numbers).startsWith("1", "1", "2", "2");
        // PN-equivalent iterations as written by hand: PNS's whole ones without a ".0".
        List<String> pnIterations = new ArrayList<>();
        ResultExport.READ.parse(new StringReader(csv.toString())).forEach(r -> {
            if ("0".equals(r.get("config_index"))) {
                pnIterations.add(r.get("pn_iterations"));
            }
        });
        assertThat(pnIterations).isNotEmpty().allMatch(t -> t.matches("\\d+"));
        // A file written before, with positions numbered from 0 as position_index, reads back to the same solves.
        StringBuilder old = new StringBuilder();
        java.util.regex.Pattern row = java.util.regex.Pattern.compile("(\\d+)(,.*)");
        for (String line : csv.toString().split("\r\n")) {
            java.util.regex.Matcher m = row.matcher(line);
            old.append(m.matches() ? (Integer.parseInt(m.group(1)) - 1) + m.group(2) : line.replace("position_number,", "position_index,"))
                    .append("\r\n");
        }
        assertThat(old.toString()).contains("\r\n0,");
        assertThat(ResultExport.readCsv(new StringReader(old.toString())).results()).usingRecursiveFieldByFieldElementComparatorIgnoringFields(
                "trace", "rootValue").isEqualTo(back.results());
    }

    @Test
    void df_pn_and_the_pure_mcts_solver_are_called_by_their_names_also_in_files_written_before_they_were() {
        assertThat(AlgorithmConfig.of(org.prooflab.engine.game.GameKind.CONNECT4, AlgorithmSpec.of("dfpn").with("table-bytes", 2_000_000),
                "algorithms[0]", new ArrayList<>()).label()).isEqualTo("df-pn (table-bytes 2000000)");
        assertThat(ResultExport.currentLabel("DFPN", "dfpn")).isEqualTo("df-pn");
        assertThat(ResultExport.currentLabel("DFPPNS (table-bytes 2000000)", "dfppns")).isEqualTo("df-PPNS (table-bytes 2000000)");
        assertThat(ResultExport.currentLabel("MCTS (playouts 5)", "mcts")).isEqualTo("Pure MCTS (playouts 5)");
        // Only the algorithm's own old name is replaced: a PNS label, an unknown algorithm and a label that merely starts alike stay.
        assertThat(ResultExport.currentLabel("PNS", "pns")).isEqualTo("PNS");
        assertThat(ResultExport.currentLabel("DFPNX", "dfpn")).isEqualTo("DFPNX");
        assertThat(ResultExport.currentLabel("DFPN", "nothing")).isEqualTo("DFPN");
    }

    private static TaskResult solve(int position, int config, String outcome, String pr, String exact) {
        return new TaskResult(position, config, "p" + position, outcome, pr, exact, "OUT".equals(outcome) ? "nodes" : null, null,
                10, 10, 5, 0, 1, 0.5, "");
    }

    @Test
    void a_pr_conclusion_is_unchecked_only_when_no_exact_result_for_its_position_exists() {
        List<TaskResult> rs = List.of(
                solve(0, 1, "OUT", "PROVED", "OUT"),        // exact ran out, nothing else: unchecked
                solve(1, 1, "OUT", "PROVED", "PROVED"),     // the exact reference checked it
                solve(2, 1, "OUT", "DISPROVED", "OUT"),     // checked by another configuration's proof
                solve(2, 0, "PROVED", null, null),
                solve(3, 0, "OUT", null, null),             // no pr conclusion at all
                solve(3, 1, "OUT", null, null));
        assertThat(Comparison.uncheckedConclusions(rs, 1)).isEqualTo(1);
        assertThat(Comparison.uncheckedConclusions(rs, 0)).isZero();
    }
}
