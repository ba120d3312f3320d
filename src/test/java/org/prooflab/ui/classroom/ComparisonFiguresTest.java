package org.prooflab.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Paragraph;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.ExperimentStatus;
import org.prooflab.classroom.domain.Aggregates;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.HandResults;
import org.prooflab.classroom.domain.TaskResult;

class ComparisonFiguresTest {
    private static final ExperimentDefinition.Compiled C = new ExperimentDefinition("pr", "connect4",
            ExperimentDefinition.PositionSet.list(List.of("44", "4453", "4455")),
            List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("ppns").with("pr", 0.001)),
            new ExperimentDefinition.LimitSpec(10_000, 1, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);

    private static TaskResult proved(int p, int c) {
        return new TaskResult(p, c, C.positions().get(p), "PROVED", null, null, null, "4", 10, 10, 5, 0, 1, 0, "", 10);
    }

    private static Stream<Component> all(Component c) {
        return Stream.concat(Stream.of(c), c.getChildren().flatMap(ComparisonFiguresTest::all));
    }

    private static String unchecked(List<TaskResult> results) {
        ComparisonFigures figures = new ComparisonFigures();
        figures.show(C, results, Aggregates.checksOf(results), Comparison.of(C, results), Aggregates.of(C, results), ExperimentStatus.DONE, true);
        Paragraph note = all(figures).filter(c -> c.hasClassName("cross-check-unchecked")).map(Paragraph.class::cast)
                .findFirst().orElseThrow();
        return note.isVisible() ? note.getText() : null;
    }

    @Test
    void the_pairs_table_gives_the_time_ratio_and_the_signed_rank_p_that_in_short_speaks_of() {
        // Five positions both concluded: PNS takes 10 to 50 ms, PPNS 2 to 6, quicker on every one: two-sided p = 2/32.
        ExperimentDefinition.Compiled five = new ExperimentDefinition("t", "connect4",
                ExperimentDefinition.PositionSet.list(List.of("1", "2", "3", "4", "5")),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("ppns")),
                new ExperimentDefinition.LimitSpec(10_000, 1, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 5; p++) {
            results.add(new TaskResult(p, 0, five.positions().get(p), "PROVED", null, null, null, "4", 10, 10, 5, 0, 10 * (p + 1), 0, "", 10));
            results.add(new TaskResult(p, 1, five.positions().get(p), "PROVED", null, null, null, "4", 10, 10, 5, 0, p + 2, 0, "", 10));
        }
        ComparisonFigures figures = new ComparisonFigures();
        figures.show(five, results, Aggregates.checksOf(results), Comparison.of(five, results), Aggregates.of(five, results), ExperimentStatus.DONE, true);
        com.vaadin.flow.dom.Element table = all(figures).filter(c -> c.getElement().getClassList().contains("pairs"))
                .findFirst().orElseThrow().getElement();
        String text = table.getTextRecursively();
        assertThat(text).contains("Only A / only B concluded (McNemar p)", "Time A / B (Wilcoxon p)");
        // None concluded by one alone: McNemar's p is 1.
        assertThat(text).contains("0 / 0 (p 1.00)");
        // 150 / 20 = 7.5, written to two decimals.
        assertThat(text).contains("7.50 (p 0.0625)");
        // Means below 100 to a tenth, as In short writes them: 7.5 and 7.67 nodes were both "8".
        List<TaskResult> halves = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            halves.add(new TaskResult(p, 0, five.positions().get(p), "PROVED", null, null, null, "4", 10, 7 + p, 5, 0, 1, 0, "", 10));
            halves.add(new TaskResult(p, 1, five.positions().get(p), "PROVED", null, null, null, "4", 10, 8, 5, 0, 1, 0, "", 10));
        }
        figures.show(five, halves, Aggregates.checksOf(halves), Comparison.of(five, halves), Aggregates.of(five, halves), ExperimentStatus.DONE, true);
        String costs = all(figures).filter(c -> c.getElement().getClassList().contains("costs")).findFirst().orElseThrow()
                .getElement().getTextRecursively();
        assertThat(costs).contains("PNS7.57.5").contains("PPNS88");
    }

    @Test
    void a_pr_conclusion_nothing_exact_checked_is_said_under_the_cross_checks_verdict_as_the_command_line_says_it() {
        List<TaskResult> results = new ArrayList<>(List.of(proved(0, 0), proved(0, 1), proved(1, 0)));
        // Position 1: pr concluded a win, the exact check agrees (PNS proved it); position 2: pr concluded, nothing exact.
        results.add(HandResults.pr(C, 1, "PROVED", "PROVED", 40, 3));
        assertThat(unchecked(results)).isNull();
        results.add(HandResults.pr(C, 2, "PROVED", "OUT", 40, 3));
        results.add(HandResults.out(C, 2, 0, "nodes", 10_000, 90));
        // It said "No disagreement: 2 answers compared, all agree." and nothing of the conclusion no one checked.
        assertThat(unchecked(results)).isEqualTo("PPNS (pr 0.001): 1 pr conclusion not checked (the exact reference ran out "
                + "and no configuration proved or disproved the position).");
    }
}
