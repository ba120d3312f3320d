package org.prooflab.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.ui.ChartTable;
import org.prooflab.ui.ChartTableTest;
import org.prooflab.ui.Durations;

/** A comparison chart's table holds the points and bars the chart was given, written as the classroom writes them. */
class ComparisonChartTest {
    @Test
    void a_line_charts_table_has_a_row_a_point_drawn_with_the_columns_units() {
        ComparisonChart chart = new ComparisonChart("positions concluded against time, one line per configuration")
                .rowsNamed("Configuration").columns("time", s -> Durations.text(1000 * s), "positions concluded", ComparisonChart::number);
        List<double[]> pns = List.of(new double[] {0.001, 1}, new double[] {2.5, 2}, new double[] {Double.NaN, 3});
        chart.show("seconds", "positions concluded", true, true, 0.0, 3.0,
                List.of(new ComparisonChart.Series("PNS", pns), new ComparisonChart.Series("<b>x</b>", List.of(new double[] {1234.5, 1}))));
        chart.table().setOpened(true);
        // the point the chart leaves out (NaN) is not in the table either
        assertThat(ChartTableTest.rendered(chart.table())).containsExactly(
                "Positions concluded against time, one line per configuration",
                "Configuration | time | positions concluded",
                "PNS | 1\u00a0ms | 1", "PNS | 2.50\u00a0s | 2", "<b>x</b> | 1,234,500\u00a0s | 1".replace("1,234,500\u00a0s", Durations.text(1_234_500)));
        // shown again, the open table follows
        chart.show("seconds", "positions concluded", true, true, 0.0, 3.0, List.of(new ComparisonChart.Series("PNS", pns.subList(0, 1))));
        assertThat(ChartTableTest.rendered(chart.table())).endsWith("PNS | 1\u00a0ms | 1").hasSize(3);
    }

    @Test
    void a_long_figure_is_thinned_alike_in_each_line_and_the_caption_says_so() {
        List<double[]> a = new ArrayList<>();
        List<double[]> b = new ArrayList<>();
        for (int i = 0; i < 900; i++) {
            a.add(new double[] {i, i});
            if (i < 300) {
                b.add(new double[] {i, 2 * i});
            }
        }
        ChartTable.Data d = ComparisonChart.lineData("Figure", "Series", "x", ComparisonChart::number, "y", ComparisonChart::number,
                List.of(new ComparisonChart.Series("a", a), new ComparisonChart.Series("b", b)));
        assertThat(d.rows()).hasSize(500);
        assertThat(d.rows().stream().filter(r -> r.heading().equals("a")).count()).isEqualTo(375);
        assertThat(d.rows().getFirst().cells()).containsExactly("0", "0");
        assertThat(d.rows().stream().filter(r -> r.heading().equals("b")).toList().getLast().cells()).containsExactly("299", "598");
        assertThat(d.caption()).isEqualTo("Figure; 500 of its 1,200 points, evenly spaced with the first and last");
    }

    @Test
    void a_bar_charts_table_has_a_row_a_category_and_a_column_a_set_of_bars_with_its_intervals() {
        ChartTable.Data d = ComparisonChart.barData("Completion by stage; % concluded", "Stage", v -> Math.round(v) + "%",
                List.of("18 moves", "22 moves"),
                List.of(new ComparisonChart.Bars("PNS", null, List.of(40.0, Double.NaN), List.of(new double[] {25, 57}, new double[] {0, 0})),
                        new ComparisonChart.Bars("PPNS", null, Arrays.asList(100.0, null))));
        assertThat(d.headings()).containsExactly("Stage", "PNS", "PPNS");
        assertThat(d.rows()).extracting(r -> r.heading() + ": " + String.join(", ", r.cells()))
                .containsExactly("18 moves: 40% (25% – 57%), 100%", "22 moves: –, –");
    }

    @Test
    void numbers_are_grouped_when_whole_and_written_to_three_figures_otherwise() {
        assertThat(ComparisonChart.number(12345)).isEqualTo("12,345");
        assertThat(ComparisonChart.number(2.3456)).isEqualTo("2.35");
        assertThat(ComparisonChart.number(0.000123456)).isEqualTo("0.000123");
        assertThat(ComparisonChart.number(1234.56)).isEqualTo("1,235");
        assertThat(ComparisonChart.number(Double.POSITIVE_INFINITY)).isEqualTo("–");
    }
}
