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
        // 150 / 20 = 7.5, written to three figures.
        assertThat(text).contains("7.5 (p 0.0625)");
        // Two decimals made a bootstrap's lower end of 0.00003 "0.00".
        assertThat(Stream.of(0.0000312, 15.234, 5.5234, 1851.7, 999.4, 999.6, 123_456.0, 3.4e20)
                .map(org.prooflab.engine.game.Notation::ratio).toList())
                .containsExactly("0.0000312", "15.2", "5.52", "1,850", "999", "1,000", "123,000", "340,000,000,000,000,000,000");
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
    void what_a_solve_cost_averages_every_solve_as_table_1_does_and_what_a_conclusion_cost_the_concluded_ones() {
        // PNS concludes both positions with 100 nodes; PPNS concludes the first with 10 and runs out on the second at
        // 1,000: a conclusion cost it 10 nodes, a solve 505. Over its conclusions alone PPNS looked ten times cheaper.
        ExperimentDefinition.Compiled two = new ExperimentDefinition("t", "connect4",
                ExperimentDefinition.PositionSet.list(List.of("1", "2")),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("ppns")),
                new ExperimentDefinition.LimitSpec(1_000, 1, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
        List<TaskResult> results = List.of(
                new TaskResult(0, 0, two.positions().get(0), "PROVED", null, null, null, "4", 10, 100, 5, 0, 4, 0, "", 10),
                new TaskResult(1, 0, two.positions().get(1), "PROVED", null, null, null, "4", 10, 100, 5, 0, 4, 0, "", 10),
                new TaskResult(0, 1, two.positions().get(0), "PROVED", null, null, null, "4", 10, 10, 5, 0, 2, 0, "", 10),
                new TaskResult(1, 1, two.positions().get(1), "OUT", null, null, "nodes", null, 10, 1_000, 5, 0, 40, 0, "", 10));
        ComparisonFigures figures = new ComparisonFigures();
        figures.show(two, results, Aggregates.checksOf(results), Comparison.of(two, results), Aggregates.of(two, results), ExperimentStatus.DONE, true);
        java.util.function.Function<String, String> table = name -> all(figures).filter(c -> c.getElement().getClassList().contains(name))
                .findFirst().orElseThrow().getElement().getTextRecursively();
        assertThat(table.apply("solve-costs")).contains("SolvesMean nodesMean time").contains("PNS2100").contains("PPNS2505");
        assertThat(table.apply("costs")).contains("PNS100100").contains("PPNS1010");
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
        assertThat(unchecked(results)).isEqualTo("Not checked: PPNS (pr 0.001) 1, on position 3 (the exact reference ran out "
                + "and no configuration proved or disproved it).");
        // Two configurations: one sentence, the reason once (a sentence each made a wall of text); a conclusion on
        // position 1, which PNS proved, is not counted.
        List<TaskResult> more = new ArrayList<>(results);
        more.add(new TaskResult(2, 0, C.positions().get(2), "OUT", "PROVED", "OUT", "pr", "4", 20, 40, 13, 400, 3, 0.999, "", 20));
        more.add(HandResults.pr(C, 0, "PROVED", "OUT", 40, 3));
        assertThat(Comparison.uncheckedSentence(more, List.of("PNS", "PPNS (pr 0.001)"))).isEqualTo("Not checked: PNS 1 and "
                + "PPNS (pr 0.001) 1, on position 3 (the exact reference ran out and no configuration proved or disproved it).");
        // Above, the conclusions counted: the exact check settled the first, nothing the second.
        assertThat(Comparison.prSentence(results)).isEqualTo("2 precision-rate conclusions: 1 confirmed by a proof or an "
                + "exact check of its position and 1 not checked (nothing exact on its position), none contradicted; the exact "
                + "solver's own check settled 1 (it runs within the solve's limits).");
        // A conclusion a proof confirms, with the exact check out, and one the exact check contradicts.
        List<TaskResult> two = List.of(proved(0, 0), HandResults.pr(C, 0, "PROVED", "OUT", 40, 3),
                HandResults.pr(C, 1, "PROVED", "DISPROVED", 40, 3));
        assertThat(Comparison.prSentence(two)).isEqualTo("2 precision-rate conclusions: 1 confirmed by a proof or an exact "
                + "check of its position and 1 contradicted by one; the exact solver's own check settled 1 (it runs within the "
                + "solve's limits).");
        // Only another pr conclusion differs: not checked, as the line under it counts it, not contradicted.
        List<TaskResult> prs = List.of(HandResults.pr(C, 0, "PROVED", "OUT", 40, 3),
                new TaskResult(0, 0, C.positions().get(0), "OUT", "DISPROVED", "OUT", "pr", "4", 20, 40, 13, 400, 3, 0.001, "", 20));
        assertThat(Comparison.prSentence(prs)).isEqualTo("2 precision-rate conclusions: 2 not checked (nothing exact on their "
                + "position), none contradicted; the exact solver's own check settled none of them (it runs within the solve's limits).");
        assertThat(Comparison.prSentence(List.of(proved(0, 0)))).isNull();
    }
}
