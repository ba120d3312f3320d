package org.prooflab.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.Aggregates;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.TaskResult;

/** The classroom's figures and drill-down addresses, without a browser. */
class FiguresTest {
    private static final ExperimentDefinition.Compiled C = new ExperimentDefinition("f", "connect4",
            ExperimentDefinition.PositionSet.list(List.of("44", "4453")),
            List.of(ExperimentDefinition.AlgorithmSpec.of("pns"),
                    ExperimentDefinition.AlgorithmSpec.of("ppns").with("theta", 0.001).with("pr", 0.00001),
                    ExperimentDefinition.AlgorithmSpec.of("mcpns").with("playout-length", 30).with("playouts", 20)),
            new ExperimentDefinition.LimitSpec(50_000, 2.5, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);

    private static Map<String, String> query(String address) {
        Map<String, String> q = new LinkedHashMap<>();
        for (String pair : URI.create("http://x/" + address).getRawQuery().split("&")) {
            String[] kv = pair.split("=", 2);
            q.put(URLDecoder.decode(kv[0], StandardCharsets.UTF_8), URLDecoder.decode(kv[1], StandardCharsets.UTF_8));
        }
        return q;
    }

    @Test
    void the_cactus_plots_say_in_words_that_nothing_was_concluded_until_a_first_position_is() {
        List<TaskResult> results = new java.util.ArrayList<>();
        assertThat(Figures.nothingToPlot(Aggregates.of(C, results), false))
                .isEqualTo("No position concluded yet: each configuration's line starts at the first position it concludes.");
        results.add(new TaskResult(0, 0, "44", "OUT", null, null, "nodes", "4", 9, 50_000, 45, 0, 3, 0.5, "0:1"));
        assertThat(Figures.nothingToPlot(Aggregates.of(C, results), false)).startsWith("No position concluded yet");
        assertThat(Figures.nothingToPlot(Aggregates.of(C, results), true)).isEqualTo("No position was concluded: there is no line to draw.");
        results.add(new TaskResult(0, 1, "44", "PROVED", null, null, null, "4", 7, 70, 35, 700, 2, 1.0, "0:0.5 7:1"));
        assertThat(Figures.nothingToPlot(Aggregates.of(C, results), false)).isNull();
        assertThat(Figures.nothingToPlot(Aggregates.of(C, results), true)).isNull();
    }

    @Test
    void a_solve_opens_in_the_lab_with_its_position_configuration_and_limits() {
        String ppns = Figures.labAddress(C, 1, "4453");
        assertThat(ppns).startsWith("lab/connect4?");
        assertThat(query(ppns)).containsOnly(Map.entry("position", "4453"), Map.entry("solvers", "ppns"),
                Map.entry("nodes", "50000"), Map.entry("seconds", "2.5"), Map.entry("theta", "0.001"),
                Map.entry("pr", "0.00001"));
        // the lab calls the playout length "la"
        assertThat(query(Figures.labAddress(C, 2, "44"))).containsEntry("solvers", "mcpns").containsEntry("la", "30")
                .containsEntry("playouts", "20").doesNotContainKey("playout-length");
        assertThat(query(Figures.labAddress(C, 0, "<img src=x onerror=alert(1)>&solvers=uct")))
                .containsEntry("position", "<img src=x onerror=alert(1)>&solvers=uct").containsEntry("solvers", "pns");
    }

    @Test
    void a_lab_link_writes_a_large_seed_as_the_lab_reads_it_and_leaves_out_what_the_lab_has_no_field_for() {
        ExperimentDefinition.Compiled c = new ExperimentDefinition("s", "connect4",
                ExperimentDefinition.PositionSet.list(List.of("44")),
                List.of(ExperimentDefinition.AlgorithmSpec.of("ppns").with("seed", -1L),
                        ExperimentDefinition.AlgorithmSpec.of("dfpn").with("table-bytes", 1L << 20)),
                new ExperimentDefinition.LimitSpec(50_000, 2.5, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
        // 2^64 - 1, held as the long -1: the lab refuses "-1"
        assertThat(query(Figures.labAddress(c, 0, "44"))).containsEntry("seed", "18446744073709551615");
        // the lab has no transposition-table field, and would name table-bytes as not read
        assertThat(query(Figures.labAddress(c, 1, "44"))).doesNotContainKey("table-bytes").containsEntry("solvers", "dfpn");
    }

    @Test
    void cactus_steps_and_budgets_follow_the_concluded_solves() {
        List<TaskResult> rs = List.of(
                new TaskResult(0, 0, "44", "PROVED", null, null, null, "4", 5, 120, 60, 0, 0, 0, ""),
                new TaskResult(1, 0, "4453", "PROVED", null, null, null, "4", 5, 120, 60, 0, 30, 0, ""),
                new TaskResult(1, 2, "4453", "PROVED", null, null, null, "4", 5, 4000, 60, 0, 1200, 0, ""));
        Aggregates a = Aggregates.of(C, rs);
        List<ComparisonChart.Series> byNodes = Figures.concludedByNodes(a);
        assertThat(byNodes).extracting(ComparisonChart.Series::label)
                .containsExactly("PNS", "PPNS (theta 0.001, pr 0.00001)", "MCPNS (playouts 20, playout-length 30)");
        assertThat(byNodes.get(0).points()).hasSize(1);
        assertThat(byNodes.get(0).points().get(0)).containsExactly(120, 2);
        List<ComparisonChart.Series> byTime = Figures.concludedByTime(a);
        assertThat(byTime.get(0).points()).extracting(p -> p[0] + ":" + p[1]).containsExactly("0.001:1.0", "0.03:2.0");
        assertThat(Figures.budgets(a, true, 50_000, 5)).containsExactly(100L, 1000L, 10_000L, 50_000L);
        assertThat(Figures.budgets(a, true, 50_000, 2)).containsExactly(10_000L, 50_000L);
        assertThat(Figures.budgets(a, false, 2500, 5)).containsExactly(1L, 10L, 100L, 1000L, 2500L);
        assertThat(Figures.budget(2500, false)).isEqualTo("≤\u00a02.5\u00a0s");
        assertThat(Figures.budget(10_000, true)).isEqualTo("≤\u00a010,000 nodes");
    }

    @Test
    void counts_agree_with_their_nouns() {
        assertThat(ExperimentForm.count(1, "position")).isEqualTo("1 position");
        assertThat(ExperimentForm.count(2000, "solve")).isEqualTo("2,000 solves");
    }
}
