package org.prooflab.classroom.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.Aggregates.Check;

/**
 * The aggregates against counts made by hand on a small hand-made result set: four Connect Four positions
 * (two of 2 plies, two of 4), PNS, PPNS with a precision rate, and MCPNS.
 *
 * <pre>
 *            PNS (0)                PPNS pr (1)                        MCPNS (2)
 * P0 "44"    PROVED  100 n 10 ms    pr PROVED, exact PROVED  40 n      PROVED    300 n 5 ms
 * P1 "4453"  DISPROVED 1000 n 100ms pr PROVED, exact OUT     20 n      OUT      5000 n
 * P2 "4455"  PROVED  200 n 20 ms    (not finished)                     DISPROVED 700 n 7 ms
 * P3 "12"    OUT (time) 9000 n      pr DISPROVED, exact PROVED 60 n    PROVED    400 n 4 ms
 * </pre>
 */
class AggregatesTest {
    static final ExperimentDefinition.Compiled C = new ExperimentDefinition("hand", "connect4",
            ExperimentDefinition.PositionSet.list(List.of("44", "4453", "4455", "12")),
            List.of(ExperimentDefinition.AlgorithmSpec.of("pns"),
                    ExperimentDefinition.AlgorithmSpec.of("ppns").with("theta", 0.001).with("pr", 0.001),
                    ExperimentDefinition.AlgorithmSpec.of("mcpns")),
            new ExperimentDefinition.LimitSpec(10_000, 1, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);

    private static TaskResult proof(int p, int c, String outcome, long nodes, double ms, long iterations) {
        return new TaskResult(p, c, C.positions().get(p), outcome, null, null, null, "4", iterations, nodes, nodes / 2, 0, ms,
                0.0, "", iterations);
    }

    private static TaskResult pr(int p, String conclusion, String exact, long nodes, long ms) {
        return HandResults.pr(C, p, conclusion, exact, nodes, ms);
    }

    private static TaskResult out(int p, int c, String limit, long nodes, long ms) {
        return HandResults.out(C, p, c, limit, nodes, ms);
    }

    static List<TaskResult> hand() {
        List<TaskResult> rs = new ArrayList<>();
        rs.add(proof(0, 0, "PROVED", 100, 10, 50));
        rs.add(pr(0, "PROVED", "PROVED", 40, 30));
        rs.add(proof(0, 2, "PROVED", 300, 5, 30));
        rs.add(proof(1, 0, "DISPROVED", 1000, 100, 500));
        rs.add(pr(1, "PROVED", "OUT", 20, 2));
        rs.add(out(1, 2, "nodes", 5000, 50));
        rs.add(proof(2, 0, "PROVED", 200, 20, 100));
        rs.add(proof(2, 2, "DISPROVED", 700, 7, 70));
        rs.add(out(3, 0, "time", 9000, 900));
        rs.add(pr(3, "DISPROVED", "PROVED", 60, 6));
        rs.add(proof(3, 2, "PROVED", 400, 4, 40));
        return rs;
    }

    @Test
    void outcomes_count_solved_unsolved_out_and_contradicted_per_configuration() {
        List<TaskResult> twice = new ArrayList<>(hand());
        twice.add(hand().getFirst()); // a job delivered twice counts once
        Aggregates a = Aggregates.of(C, twice);
        assertThat(a.outcomes()).extracting(Aggregates.Outcomes::finished).containsExactly(4, 3, 4);
        assertThat(a.outcomes()).extracting(Aggregates.Outcomes::solved).containsExactly(2, 2, 2);
        assertThat(a.outcomes()).extracting(Aggregates.Outcomes::unsolved).containsExactly(1, 1, 1);
        assertThat(a.outcomes()).extracting(Aggregates.Outcomes::out).containsExactly(1, 0, 1);
        assertThat(a.outcomes()).extracting(Aggregates.Outcomes::contradicted).containsExactly(1, 2, 1);
        // PNS's proof of P2 and PPNS's pr "wins" on P1 answer wins; PPNS's P3 and MCPNS's P2 no win. A stacked bar shows each
        // solve once: wins and no wins apart from the contradicted, which the table counts among them.
        assertThat(a.outcomes()).extracting(Aggregates.Outcomes::contradictedWins).containsExactly(1, 1, 0);
        assertThat(a.outcomes()).extracting(Aggregates.Outcomes::uncontradictedWins).containsExactly(1, 1, 2);
        assertThat(a.outcomes()).extracting(Aggregates.Outcomes::uncontradictedNoWins).containsExactly(1, 0, 0);
        assertThat(a.outcomes()).allSatisfy(o -> assertThat(o.uncontradictedWins() + o.uncontradictedNoWins() + o.contradicted() + o.out())
                .isEqualTo(o.finished()));
        Aggregates.Outcomes pns = a.outcomes().getFirst();
        assertThat(pns.rate()).isEqualTo(0.75);
        assertThat(pns.wilsonLow()).isEqualTo(Comparison.wilson(4, 3)[0]);
        assertThat(pns.wilsonHigh()).isEqualTo(Comparison.wilson(4, 3)[1]);
        assertThat(a.outcomes().get(1).wilsonHigh()).isEqualTo(1.0);
        // the comparison counts the same contradictions: one rule
        assertThat(Comparison.of(C, twice).configs()).extracting(Comparison.ConfigSummary::falseConclusions)
                .containsExactly(1, 2, 1);
    }

    @Test
    void completion_by_stage_groups_positions_by_their_plies() {
        Aggregates a = Aggregates.of(C, hand());
        assertThat(a.stages()).extracting(Aggregates.Stage::plies).containsExactly(2, 4);
        assertThat(a.stages()).extracting(Aggregates.Stage::positions).containsExactly(2, 2);
        Aggregates.Stage two = a.stages().get(0);
        assertThat(two.completion()).extracting(Aggregates.Completion::finished).containsExactly(2, 2, 2);
        assertThat(two.completion()).extracting(Aggregates.Completion::concluded).containsExactly(1, 2, 2);
        Aggregates.Stage four = a.stages().get(1);
        assertThat(four.completion()).extracting(Aggregates.Completion::finished).containsExactly(2, 1, 2);
        assertThat(four.completion()).extracting(Aggregates.Completion::concluded).containsExactly(2, 1, 1);
        assertThat(two.completion().getFirst().rate()).isEqualTo(0.5);
        assertThat(two.completion().getFirst().wilsonLow()).isEqualTo(Comparison.wilson(2, 1)[0]);
    }

    @Test
    void cactus_times_are_the_results_own_to_the_microsecond() {
        // Rounded to whole milliseconds, 20.4 ms counted within 20 ms and 0.3 ms was a time of 0.
        List<TaskResult> rs = List.of(proof(0, 0, "PROVED", 100, 20.4, 50), proof(2, 0, "PROVED", 10, 0.3, 5));
        Aggregates.Cactus pns = Aggregates.of(C, rs).cactus().getFirst();
        assertThat(pns.timesMs()).containsExactly(0.3, 20.4);
        assertThat(pns.withinMillis(20)).isEqualTo(1);
        assertThat(pns.withinMillis(20.4)).isEqualTo(2);
        assertThat(pns.withinMillis(0.2)).isZero();
    }

    @Test
    void cactus_lists_the_concluded_solves_nodes_and_times_in_order() {
        Aggregates a = Aggregates.of(C, hand());
        Aggregates.Cactus pns = a.cactus().getFirst();
        assertThat(pns.nodes()).containsExactly(100, 200, 1000);
        assertThat(pns.timesMs()).containsExactly(10, 20, 100);
        assertThat(pns.withinNodes(99)).isZero();
        assertThat(pns.withinNodes(199)).isEqualTo(1);
        assertThat(pns.withinNodes(200)).isEqualTo(2);
        assertThat(pns.withinNodes(1_000_000)).isEqualTo(3);
        assertThat(pns.withinMillis(20)).isEqualTo(2);
        assertThat(a.cactus().get(1).nodes()).containsExactly(20, 40, 60);
        assertThat(a.cactus().get(2).nodes()).containsExactly(300, 400, 700);
        assertThat(a.cactus().get(2).timesMs()).containsExactly(4, 5, 7);
        assertThat(a.cactus().get(2).withinMillis(5)).isEqualTo(2);
    }

    @Test
    void song_averages_are_over_the_solves_that_proved_or_disproved_the_root() {
        Aggregates a = Aggregates.of(C, hand());
        Aggregates.SongAverage pns = a.song().getFirst();
        assertThat(pns.proofs()).isEqualTo(3);
        assertThat(pns.iterations()).isCloseTo((50 + 500 + 100) / 3.0, within(1e-9));
        assertThat(pns.pnIterations()).isCloseTo((50 + 500 + 100) / 3.0, within(1e-9));
        assertThat(pns.timeMs()).isCloseTo((10 + 100 + 20) / 3.0, within(1e-9));
        assertThat(a.song().get(1).proofs()).isZero(); // pr conclusions are not proofs
        assertThat(a.song().get(1).iterations()).isNaN();
        assertThat(a.song().get(2).iterations()).isCloseTo((30 + 70 + 40) / 3.0, within(1e-9));
        List<TaskResult> unknown = new ArrayList<>(hand());
        unknown.set(0, new TaskResult(0, 0, "44", "PROVED", null, null, null, "4", 50, 100, 50, 0, 10, 0.0, ""));
        assertThat(Aggregates.of(C, unknown).song().getFirst().pnIterations()).as("not kept for one: not known").isNaN();
    }

    @Test
    void cross_check_lists_every_disagreement_with_its_answers() {
        Aggregates a = Aggregates.of(C, hand());
        Aggregates.CrossCheck x = a.crossCheck();
        assertThat(x.count()).isEqualTo(3);
        assertThat(x.disagreements()).extracting(Aggregates.Disagreement::positionIndex).containsExactly(1, 2, 3);
        assertThat(x.disagreements()).extracting(Aggregates.Disagreement::position).containsExactly("4453", "4455", "12");
        Aggregates.Disagreement p3 = x.disagreements().get(2);
        assertThat(p3.claims()).extracting(Aggregates.Claim::by, Aggregates.Claim::answer).containsExactly(
                org.assertj.core.groups.Tuple.tuple("PPNS (theta 0.001, pr 0.001) (pr conclusion)", "DISPROVED"),
                org.assertj.core.groups.Tuple.tuple("exact check of PPNS (theta 0.001, pr 0.001)", "PROVED"),
                org.assertj.core.groups.Tuple.tuple("MCPNS", "PROVED"));
        assertThat(x.agreeing()).isEqualTo(4);
        assertThat(x.contradicted()).isEqualTo(4);
        assertThat(x.compared()).isEqualTo(8);
    }

    @Test
    void each_answer_is_judged_by_answers_of_at_least_its_weight() {
        List<Check> checks = Aggregates.checksOf(hand());
        assertThat(checks).containsExactly(
                Check.AGREES, Check.AGREES, Check.AGREES,            // P0: all prove it, the exact check too
                Check.UNCHECKED, Check.CONTRADICTED, Check.UNCHECKED, // P1: a pr conclusion cannot overrule a proof
                Check.CONTRADICTED, Check.CONTRADICTED,               // P2: two proofs disagree: both counted
                Check.UNCHECKED, Check.CONTRADICTED, Check.AGREES);   // P3: the exact check overrules the pr conclusion
        // two pr conclusions that differ, with nothing exact on the position: both contradicted
        List<TaskResult> prOnly = List.of(pr(0, "PROVED", "OUT", 10, 1),
                new TaskResult(0, 2, "44", "OUT", "DISPROVED", "OUT", "pr", null, 1, 1, 1, 1, 1, 0.0, ""));
        assertThat(Aggregates.checksOf(prOnly)).containsExactly(Check.CONTRADICTED, Check.CONTRADICTED);
        // two alike, nothing exact: unchecked, not "agrees", as the summary says of them (they were "agrees")
        List<TaskResult> prAlike = List.of(pr(0, "PROVED", "OUT", 10, 1),
                new TaskResult(0, 2, "44", "OUT", "PROVED", "OUT", "pr", null, 1, 1, 1, 1, 1, 0.0, ""));
        assertThat(Aggregates.checksOf(prAlike)).containsExactly(Check.UNCHECKED, Check.UNCHECKED);
        assertThat(Aggregates.checksOf(List.of(proof(0, 0, "PROVED", 1, 1, 1)))).containsExactly(Check.UNCHECKED);
    }

    @Test
    void a_pr_conclusion_is_judged_by_the_exact_answer_when_there_is_one_not_by_another_pr_conclusion() {
        ExperimentDefinition.Compiled twoPr = new ExperimentDefinition("two pr", "connect4",
                ExperimentDefinition.PositionSet.list(List.of("44", "4453")),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns"),
                        ExperimentDefinition.AlgorithmSpec.of("ppns").with("theta", 0.001).with("pr", 0.001),
                        ExperimentDefinition.AlgorithmSpec.of("ppns").with("theta", 0.01).with("pr", 0.001)),
                new ExperimentDefinition.LimitSpec(10_000, 1, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
        // P0: PNS proves it; A (config 1) concludes PROVED, B (config 2) DISPROVED, their exact checks ran out.
        // P1: PNS runs out; A's exact check proves it; A concludes PROVED, B DISPROVED.
        List<TaskResult> rs = List.of(
                new TaskResult(0, 0, "44", "PROVED", null, null, null, "4", 10, 10, 5, 0, 1, 0.0, ""),
                new TaskResult(0, 1, "44", "OUT", "PROVED", "OUT", "pr", "4", 5, 5, 2, 50, 1, 0.999, ""),
                new TaskResult(0, 2, "44", "OUT", "DISPROVED", "OUT", "pr", "4", 5, 5, 2, 50, 1, 0.001, ""),
                new TaskResult(1, 0, "4453", "OUT", null, null, "nodes", null, 10, 10, 5, 0, 1, 0.5, ""),
                new TaskResult(1, 1, "4453", "OUT", "PROVED", "PROVED", "pr", "4", 5, 5, 2, 50, 1, 0.999, ""),
                new TaskResult(1, 2, "4453", "OUT", "DISPROVED", "OUT", "pr", "4", 5, 5, 2, 50, 1, 0.001, ""));
        // A agrees with the exact answer: B's differing pr conclusion weighs less and does not contradict it. PNS's proof
        // is unchecked: only A's pr conclusion is alike, and a pr conclusion confirms nothing (it was "agrees").
        assertThat(Aggregates.checksOf(rs)).containsExactly(
                Check.UNCHECKED, Check.AGREES, Check.CONTRADICTED,
                Check.UNCHECKED, Check.AGREES, Check.CONTRADICTED);
        assertThat(Comparison.of(twoPr, rs).configs()).extracting(Comparison.ConfigSummary::falseConclusions)
                .containsExactly(0, 0, 2);
        Aggregates a = Aggregates.of(twoPr, rs);
        assertThat(a.outcomes()).extracting(Aggregates.Outcomes::contradicted).containsExactly(0, 0, 2);
        assertThat(a.crossCheck().contradicted()).isEqualTo(2);
        assertThat(a.crossCheck().agreeing()).isEqualTo(2);
        // P0 alone: one false conclusion, B's
        assertThat(Comparison.of(twoPr, rs.subList(0, 3)).configs()).extracting(Comparison.ConfigSummary::falseConclusions)
                .containsExactly(0, 0, 1);
    }

    @Test
    void no_results_give_empty_figures_not_errors() {
        Aggregates a = Aggregates.of(C, List.of());
        assertThat(a.outcomes()).allSatisfy(o -> assertThat(o.rate()).isNaN());
        assertThat(a.stages()).hasSize(2);
        assertThat(a.crossCheck().count()).isZero();
        assertThat(a.cactus()).allSatisfy(c -> assertThat(c.nodes()).isEmpty());
    }
}
