package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Outcome;
import org.prooflab.ui.ChartTable;
import org.prooflab.ui.ChartTableTest;

/** The lab's chart keeps the points its element draws, and its table shows them as the card writes numbers. */
class RootValueChartTest {
    @Test
    void the_kept_points_follow_the_elements_rule_a_repeated_iteration_replaces_and_past_400_every_other_goes() {
        List<double[]> series = new ArrayList<>();
        RootValueChart.add(series, 0, 1);
        RootValueChart.add(series, 0, 2);
        RootValueChart.add(series, 1, Double.POSITIVE_INFINITY);
        assertThat(series).hasSize(1);
        assertThat(series.getFirst()).containsExactly(0, 2);
        for (int i = 1; i <= 400; i++) {
            RootValueChart.add(series, i, i);
        }
        // 401 points: the even ones and the last, as root-value-chart.js keeps them
        assertThat(series).hasSize(201);
        assertThat(series.get(1)[0]).isEqualTo(2);
        assertThat(series.getLast()[0]).isEqualTo(400);
    }

    @Test
    void a_row_an_iteration_a_column_a_series_and_a_dash_where_nothing_is_drawn() {
        List<List<double[]>> pnDn = List.of(
                List.of(new double[] {0, 1}, new double[] {1500, 3}, new double[] {2431, 0}),
                List.of(new double[] {0, 1}, new double[] {1500, 12345}));
        RootValueChart chart = new RootValueChart("root pn|root dn", true, "root proof and disproof numbers over iterations", Algorithm.PNS);
        ChartTable.Data d = RootValueChart.data("root proof and disproof numbers over iterations", new String[] {"root pn", "root dn"},
                pnDn, Outcome.PROVED, (v, status) -> SolvePanel.proofNumberText(v));
        assertThat(d.headings()).containsExactly("iteration", "root pn", "root dn");
        assertThat(d.rows()).extracting(r -> r.heading() + ": " + String.join(", ", r.cells()))
                .containsExactly("0: 1, 1", "1,500: 3, 12,345", "2,431: 0, –");
        assertThat(d.caption()).isEqualTo("Root proof and disproof numbers over iterations, the whole search as its trace keeps it"
                + "; – where the chart draws no point (∞ is not drawn)");
        assertThat(chart.table().getSummaryText()).isEqualTo("The chart's data as a table");
    }

    @Test
    void a_probability_reads_1_only_at_the_last_point_of_a_proved_search() {
        RootValueChart chart = new RootValueChart("root probability of a proof", false, "root value over iterations", Algorithm.PPNS);
        chart.addPoint(0, 0.5, Double.NaN);
        chart.addPoint(10, 1.0, Double.NaN);
        chart.table().setOpened(true);
        assertThat(ChartTableTest.rendered(chart.table())).containsExactly(
                "Root value over iterations, so far (while the search runs, brought up to date at most once a second)",
                "iteration | root probability of a proof", "0 | 0.5", "10 | above 0.999999999999");
        List<List<double[]>> p = List.of(List.of(new double[] {0, 0.5}, new double[] {10, 1.0}, new double[] {20, 1.0}));
        ChartTable.Data d = RootValueChart.data("root value over iterations", new String[] {"p"}, p, Outcome.PROVED,
                (v, status) -> org.prooflab.engine.search.ValueText.value(Algorithm.PPNS, v, status));
        assertThat(d.rows()).extracting(r -> r.cells().getFirst()).containsExactly("0.5", "above 0.999999999999", "1");
    }
}
