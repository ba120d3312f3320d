package org.prooflab.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.ExperimentStatus;
import org.prooflab.classroom.domain.Aggregates;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.TaskResult;

class HeadlineTest {
    /** Six Connect Four positions, three configurations. */
    private static final ExperimentDefinition.Compiled C = new ExperimentDefinition("short", "connect4",
            ExperimentDefinition.PositionSet.list(List.of("4", "44", "444", "4444", "41", "42")),
            List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("mcpns"),
                    ExperimentDefinition.AlgorithmSpec.of("ppns")),
            new ExperimentDefinition.LimitSpec(100_000, 10, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);

    private static TaskResult proved(int p, int c, long nodes, long ms) {
        return new TaskResult(p, c, C.positions().get(p), "PROVED", null, null, null, "4", nodes, nodes, nodes / 2, 0, ms, 0, "", nodes);
    }

    private static TaskResult out(int p, int c) {
        return new TaskResult(p, c, C.positions().get(p), "OUT", null, null, "nodes", null, 100_000, 100_000, 50_000, 0, 900, 0.5, "",
                100_000);
    }

    private static List<String> said(List<TaskResult> results) {
        return said(results, ExperimentStatus.RUNNING);
    }

    private static List<String> said(List<TaskResult> results, ExperimentStatus status) {
        return Headline.sentences(C, Comparison.of(C, results), results, Aggregates.checksOf(results), status);
    }

    @Test
    void it_names_who_concluded_the_most_whether_the_test_tells_it_from_the_next_and_the_cheapest_on_common_positions() {
        List<TaskResult> results = new ArrayList<>();
        // PNS concludes all six; MCPNS positions 0 to 2; PPNS positions 0 to 4. Common to all: positions 0 to 2.
        for (int p = 0; p < 6; p++) {
            results.add(proved(p, 0, 1_000 * (p + 1), 10));
            results.add(p < 3 ? proved(p, 1, 300, 40) : out(p, 1));
            results.add(p < 5 ? proved(p, 2, 500 + p, 2) : out(p, 2));
        }
        // Next after PNS's 6 is PPNS's 5: one discordant position, McNemar's exact p = 1.
        // On positions 0 to 2: PNS 2,000 nodes and 10 ms on average, MCPNS 300 and 40 ms, PPNS 501 and 2 ms.
        assertThat(said(results)).containsExactly(
                "PNS concluded the most positions: 6 of 6; next, PPNS concluded 5, which McNemar's test cannot "
                        + "tell apart from it (p = 1.00).",
                "On the 3 positions every configuration concluded, MCPNS built the smallest trees (mean 300 nodes); "
                        + "PPNS was the quickest (mean 2\u00a0ms), though on fewer than 6 positions Wilcoxon's signed-rank test "
                        + "cannot tell its times from the others'.");
    }

    /** Twelve Connect Four positions, three configurations, each solved by all. */
    private static final ExperimentDefinition.Compiled TWELVE = new ExperimentDefinition("twelve", "connect4",
            ExperimentDefinition.PositionSet.list(List.of("1", "2", "3", "4", "5", "6", "7", "11", "22", "33", "44", "55")),
            List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("mcpns"),
                    ExperimentDefinition.AlgorithmSpec.of("ppns")),
            new ExperimentDefinition.LimitSpec(100_000, 10, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);

    private static TaskResult solved(int p, int c, long nodes, double ms) {
        return new TaskResult(p, c, TWELVE.positions().get(p), "PROVED", null, null, null, "4", nodes, nodes, nodes / 2, 0, ms, 0, "",
                nodes);
    }

    @Test
    void the_quickest_is_said_to_differ_from_the_others_by_more_than_chance_only_where_the_signed_rank_test_finds_it() {
        // PPNS the quicker on every one of twelve positions, by a few hundredths of a millisecond against MCPNS and over a
        // millisecond against PNS (differences all distinct, exact in binary): told apart, p = 1 / 2^12 one-sided.
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 12; p++) {
            double ppns = 0.25 + p / 8.0;
            results.add(solved(p, 0, 20, ppns + 1 + p / 64.0));
            results.add(solved(p, 1, 20, ppns + (p + 1) / 64.0));
            results.add(solved(p, 2, 20, ppns));
        }
        List<String> said = Headline.sentences(TWELVE, Comparison.of(TWELVE, results), results, Aggregates.checksOf(results), ExperimentStatus.DONE);
        assertThat(said.get(1)).isEqualTo("On the 12 positions every configuration concluded, all 3 configurations built trees of "
                + "the same mean size (20 nodes); PPNS was the quickest (mean 0.94\u00a0ms), a lead over each of the others that "
                + "Wilcoxon's signed-rank test finds unlikely to be chance (p < 0.001).");
        // Sub-millisecond means that cross from position to position, as a clock's noise does: PPNS's mean is the least,
        // by 0.002 ms, and the test cannot tell it from MCPNS's (it was named the quickest and nothing more).
        results.clear();
        for (int p = 0; p < 12; p++) {
            results.add(solved(p, 0, 20, 1.3 + p / 100.0));
            results.add(solved(p, 1, 20, 0.30 + (p % 2 == 0 ? 0.01 : -0.01) + (p == 0 ? 0.024 : 0)));
            results.add(solved(p, 2, 20, 0.30 + (p % 2 == 0 ? -0.01 : 0.01)));
        }
        said = Headline.sentences(TWELVE, Comparison.of(TWELVE, results), results, Aggregates.checksOf(results), ExperimentStatus.DONE);
        assertThat(said.get(1)).startsWith("On the 12 positions every configuration concluded, all 3 configurations built trees of "
                + "the same mean size (20 nodes); PPNS was the quickest (mean 0.3\u00a0ms), though Wilcoxon's signed-rank test cannot "
                + "tell its times from those of MCPNS (p = ").contains("; it finds its lead over PNS unlikely to be chance (p < 0.001)");
    }

    @Test
    void once_finished_it_names_who_spent_the_fewest_nodes_over_every_solve_as_table_1_averages() {
        // PNS concludes all twelve with 30 nodes; MCPNS the even ones with 10 and runs out on the others at 1,000; PPNS
        // runs out everywhere at 500. Over every solve: 30, 505 and 500. On the positions all concluded (none) nothing
        // could say that PNS costs least.
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 12; p++) {
            results.add(solved(p, 0, 30, 1));
            results.add(p % 2 == 0 ? solved(p, 1, 10, 1) : new TaskResult(p, 1, TWELVE.positions().get(p), "OUT", null, null,
                    "nodes", null, 1_000, 1_000, 500, 0, 9, 0.5, "", 1_000));
            results.add(new TaskResult(p, 2, TWELVE.positions().get(p), "OUT", null, null, "nodes", null, 500, 500, 250, 0, 9,
                    0.5, "", 500));
        }
        List<String> said = Headline.sentences(TWELVE, Comparison.of(TWELVE, results), results, Aggregates.checksOf(results), ExperimentStatus.DONE);
        assertThat(said.getLast()).isEqualTo("Over every solve, a stopped one counting what it spent, as Primanita et al. 2020 "
                + "average in their Table 1, PNS spent the fewest nodes (mean 30).");
        // While solves run, the configurations have finished different positions: not said.
        assertThat(Headline.sentences(TWELVE, Comparison.of(TWELVE, results), results, Aggregates.checksOf(results), ExperimentStatus.RUNNING))
                .noneMatch(t -> t.startsWith("Over every solve"));
    }

    @Test
    void some_configurations_alike_in_the_least_mean_are_named_the_smallest_and_the_quickest() {
        // "MCPNS and PPNS built trees of the same mean size" left out that PNS's were larger.
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 12; p++) {
            results.add(solved(p, 0, 30, 2 + p / 8.0));
            results.add(solved(p, 1, 10, 1 + p / 8.0));
            results.add(solved(p, 2, 10, 1 + p / 8.0));
        }
        List<String> said = Headline.sentences(TWELVE, Comparison.of(TWELVE, results), results, Aggregates.checksOf(results), ExperimentStatus.DONE);
        assertThat(said.get(1)).startsWith("On the 12 positions every configuration concluded, MCPNS and PPNS built "
                + "the smallest trees, of the same mean size (10 nodes) and were the quickest, in the same mean time (");
    }

    @Test
    void a_mean_pulled_down_by_one_position_does_not_make_a_lead_the_test_finds() {
        // PNS is the quicker on eleven positions by a little and the slower on one by 9 ms: MCPNS has the least mean,
        // and a two-sided test called it "quicker than PNS" (p = 0.03), the difference being the other way.
        List<TaskResult> results = new ArrayList<>();
        // In tens of milliseconds, so that the means read apart as written (18 and 25 ms; 1.9 and 2.4 ms both read "2 ms").
        for (int p = 0; p < 12; p++) {
            double pns = 10 * (1 + p / 8.0);
            double mcpns = pns + 10 * (p + 1) / 64.0;
            if (p == 11) {
                pns = mcpns + 90;
            }
            results.add(solved(p, 0, 20, pns));
            results.add(solved(p, 1, 20, mcpns));
            results.add(solved(p, 2, 20, pns + 20));
        }
        String said = Headline.sentences(TWELVE, Comparison.of(TWELVE, results), results, Aggregates.checksOf(results), ExperimentStatus.DONE).get(1);
        // PPNS, slower everywhere, is told apart and so not named; PNS is not.
        assertThat(said).contains("MCPNS was the quickest").contains(", though Wilcoxon's signed-rank test cannot tell its times "
                + "from those of PNS (p = ").doesNotContain("PPNS (p");
    }

    @Test
    void configurations_sharing_the_least_mean_lead_another_only_where_each_of_them_does() {
        // Six positions: PNS and MCPNS the same times, PPNS slower on all six (two-sided p = 2/64 for each).
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 6; p++) {
            results.add(solved(p, 0, 20, 1 + p));
            results.add(solved(p, 1, 20, 1 + p));
            results.add(solved(p, 2, 20, 2 + 2 * p));
        }
        ExperimentDefinition.Compiled six = TWELVE;
        List<TaskResult[]> common = new ArrayList<>();
        for (int p = 0; p < 6; p++) {
            common.add(new TaskResult[] {results.get(3 * p), results.get(3 * p + 1), results.get(3 * p + 2)});
        }
        assertThat(Headline.timesTested(six, common, List.of(0, 1)))
                .isEqualTo(", a lead over PPNS that Wilcoxon's signed-rank test finds unlikely to be chance (p = 0.0313)");
        // MCPNS's last time as slow as PPNS's: the two share no lead over it.
        common.set(5, new TaskResult[] {results.get(15), solved(5, 1, 20, 12), results.get(17)});
        assertThat(Headline.timesTested(six, common, List.of(0, 1)))
                .startsWith(", though Wilcoxon's signed-rank test cannot tell their times from those of PPNS (p = ");
    }

    @Test
    void of_two_configurations_one_is_the_smaller_and_the_quicker() {
        ExperimentDefinition.Compiled two = new ExperimentDefinition("two", "connect4",
                ExperimentDefinition.PositionSet.list(List.of("4", "44")),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("ppns")),
                new ExperimentDefinition.LimitSpec(100_000, 10, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            results.add(new TaskResult(p, 0, two.positions().get(p), "PROVED", null, null, null, "4", 8, 8, 4, 0, 0.2, 0, "", 8));
            results.add(new TaskResult(p, 1, two.positions().get(p), "PROVED", null, null, null, "4", 7, 7, 3, 0, 0.1, 0, "", 7));
        }
        assertThat(Headline.sentences(two, Comparison.of(two, results), results, Aggregates.checksOf(results), ExperimentStatus.DONE)).containsExactly(
                "Both configurations concluded every position: 2 of 2.",
                "On the 2 positions every configuration concluded, PPNS built the smaller trees (mean 7 nodes) and was the "
                        + "quicker (mean 0.1\u00a0ms), though on fewer than 6 positions Wilcoxon's signed-rank test cannot tell "
                        + "its times from the other's.");
    }

    @Test
    void a_mean_count_below_a_hundred_keeps_its_decimal() {
        assertThat(org.prooflab.engine.game.Notation.mean(7.5)).isEqualTo("7.5");
        assertThat(org.prooflab.engine.game.Notation.mean(8)).isEqualTo("8");
        assertThat(org.prooflab.engine.game.Notation.mean(1234.5)).isEqualTo("1,235");
        assertThat(org.prooflab.engine.game.Notation.mean(99.96)).isEqualTo("100");
        assertThat(org.prooflab.engine.game.Notation.mean(7.04)).isEqualTo("7");
    }

    @Test
    void configurations_tied_behind_the_best_are_all_named() {
        // PNS concludes positions 0 to 2; MCPNS and PPNS each 0 and 1: "next, MCPNS concluded 2" left PPNS's 2 out.
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 3; p++) {
            results.add(proved(p, 0, 100, 1));
            results.add(p < 2 ? proved(p, 1, 100, 1) : out(p, 1));
            results.add(p < 2 ? proved(p, 2, 100, 1) : out(p, 2));
        }
        assertThat(said(results, ExperimentStatus.DONE).getFirst()).isEqualTo("PNS concluded the most positions: 3 of 3; "
                + "next, MCPNS and PPNS concluded 2 each, which McNemar's test cannot tell apart from it (p = 1.00).");
        // "p \u2265 1.00" it read, a bound where both pairs' p are 1.
    }

    @Test
    void tied_configurations_with_different_p_are_given_the_bound() {
        // PNS concludes positions 0 to 4; MCPNS only 5 (discordant 5 and 1: p = 14 / 64) and PPNS only 0 (4 and 0: p = 2 / 16).
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 6; p++) {
            results.add(p < 5 ? proved(p, 0, 100, 1) : out(p, 0));
            results.add(p == 5 ? proved(p, 1, 100, 1) : out(p, 1));
            results.add(p == 0 ? proved(p, 2, 100, 1) : out(p, 2));
        }
        assertThat(said(results, ExperimentStatus.DONE).getFirst()).isEqualTo("PNS concluded the most positions: 5 of 6; "
                + "next, MCPNS and PPNS concluded 1 each, which McNemar's test cannot tell apart from it (p \u2265 0.125).");
    }

    @Test
    void the_quickest_under_a_millisecond_is_named_with_its_time_in_two_figures() {
        List<TaskResult> results = new ArrayList<>();
        for (int c = 0; c < 3; c++) {
            // PNS 0.6 ms, MCPNS 0.35 ms, PPNS 0.1 ms: every one "< 1 ms" in the tables.
            results.add(new TaskResult(0, c, C.positions().get(0), "PROVED", null, null, null, "4", 10 + c, 10 + c, 5, 0,
                    0.6 - 0.25 * c, 0, "", 10 + c));
        }
        assertThat(said(results, ExperimentStatus.DONE).get(1)).isEqualTo("On the one position every configuration concluded, "
                + "PNS built the smallest trees (mean 10 nodes); PPNS was the quickest (mean 0.1\u00a0ms), though on fewer than "
                + "6 positions Wilcoxon's signed-rank test cannot tell its times from the others'.");
    }

    @Test
    void a_configuration_that_finished_no_solve_is_not_compared_as_if_it_had_concluded_none() {
        // Cancelled after PNS's first solve and MCPNS's first: PPNS never ran.
        List<TaskResult> results = List.of(proved(0, 0, 10, 1), out(0, 1));
        assertThat(said(results, ExperimentStatus.CANCELLED).getFirst()).isEqualTo("PNS concluded the most positions: 1 of 1; "
                + "next, MCPNS concluded 0, which McNemar's test cannot tell apart from it (p = 1.00).");
        // Only PNS ran: the others are said to have finished no solve, not compared.
        assertThat(said(List.of(proved(0, 0, 10, 1)), ExperimentStatus.CANCELLED).getFirst())
                .isEqualTo("PNS concluded the most positions: 1 of 1; MCPNS and PPNS finished no solve.");
        assertThat(said(List.of(proved(0, 0, 10, 1), proved(1, 0, 10, 1)), ExperimentStatus.RUNNING).getFirst())
                .isEqualTo("PNS concluded the most positions: 2 of 2; MCPNS and PPNS finished no solve yet.");
    }

    @Test
    void a_tie_between_configurations_that_finished_different_numbers_says_each_one_s_count() {
        // Running: PNS finished two solves, MCPNS and PPNS one; each concluded one. It said "1 of 2" for all three.
        List<TaskResult> results = List.of(proved(0, 0, 10, 1), out(1, 0), proved(0, 1, 10, 1), proved(0, 2, 10, 1));
        assertThat(said(results).getFirst()).isEqualTo("All 3 configurations concluded the same number of positions, 1 each, "
                + "of the solves each finished: PNS 2, MCPNS 1 and PPNS 1.");
        List<TaskResult> two = List.of(proved(0, 0, 10, 1), out(1, 0), proved(0, 1, 10, 1), out(0, 2));
        assertThat(said(two).getFirst()).isEqualTo("PNS and MCPNS concluded the most positions, 1 each, of the solves each "
                + "finished: PNS 2 and MCPNS 1.");
    }

    @Test
    void a_solve_that_failed_on_the_server_is_left_out_of_the_figures_and_said() {
        // It counted as a solve its solver could not conclude: "PNS concluded the most: 2 of 2; next, MCPNS 1 of 2".
        List<TaskResult> results = new ArrayList<>(List.of(proved(0, 0, 10, 1), proved(1, 0, 10, 1), proved(0, 1, 10, 1),
                TaskResult.failed(1, 1, C.positions().get(1)), proved(0, 2, 10, 1), proved(1, 2, 10, 1)));
        List<TaskResult> withoutIt = results.stream().filter(r -> !r.failed()).toList();
        assertThat(Comparison.of(C, results)).isEqualTo(Comparison.of(C, withoutIt));
        assertThat(org.prooflab.classroom.domain.Aggregates.of(C, results)).isEqualTo(org.prooflab.classroom.domain.Aggregates.of(C, withoutIt));
        assertThat(said(results)).contains("1 solve failed with an error on the server (its log names the cause) and is left out "
                + "of these figures, as if not run; Every solve lists it as OUT (error).");
        assertThat(said(results).getFirst()).isEqualTo(said(withoutIt).getFirst());
    }

    @Test
    void with_no_position_two_configurations_concluded_nothing_is_said_to_be_compared_below() {
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 6; p++) {
            results.add(p == 0 ? proved(p, 0, 10, 1) : out(p, 0));
            results.add(p == 1 ? proved(p, 1, 10, 1) : out(p, 1));
            results.add(out(p, 2));
        }
        assertThat(said(results, ExperimentStatus.DONE)).element(1)
                .isEqualTo("No position was concluded by two configurations, so their costs cannot be compared.");
        assertThat(said(results.subList(0, 10))).element(1)
                .isEqualTo("No position was concluded by two configurations, so their costs cannot be compared yet.");
        // Cancelled, no more will come: no "yet".
        assertThat(said(results.subList(0, 10), ExperimentStatus.CANCELLED)).element(1)
                .isEqualTo("No position was concluded by two configurations, so their costs cannot be compared.");
        // One position that two concluded: that pair is compared below.
        results.set(1, proved(0, 1, 10, 1));
        assertThat(said(results, ExperimentStatus.DONE)).element(1)
                .isEqualTo("No position was concluded by every configuration, so their costs are compared in pairs below.");
    }

    @Test
    void ties_and_no_common_position_are_said_as_such() {
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 6; p++) {
            results.add(p % 3 == 0 ? proved(p, 0, 10, 1) : out(p, 0));
            results.add(p % 3 == 1 ? proved(p, 1, 10, 1) : out(p, 1));
            results.add(p % 3 == 2 ? proved(p, 2, 10, 1) : out(p, 2));
        }
        // Each position concluded by one configuration alone: no pair has a position to compare on (the Pairs table's
        // every row says so), where it said "compared in pairs below".
        assertThat(said(results, ExperimentStatus.DONE)).containsExactly("All 3 configurations concluded the same number of positions: 2 of 6.",
                "No position was concluded by two configurations, so their costs cannot be compared.");
        assertThat(said(List.of())).isEmpty();

        // Equal costs name every configuration that has them; nothing concluded is said as such.
        results.clear();
        for (int p = 0; p < 6; p++) {
            for (int c = 0; c < 3; c++) {
                results.add(proved(p, c, 10, 0));
            }
        }
        assertThat(said(results).get(0)).isEqualTo("All 3 configurations concluded every position: 6 of 6.");
        assertThat(said(results).get(1)).isEqualTo("On the 6 positions every configuration concluded, all 3 configurations built "
                + "trees of the same mean size (10 nodes) and took the same mean time (<\u00a01\u00a0ms).");
        results.replaceAll(r -> out(r.positionIndex(), r.configIndex()));
        assertThat(said(results).get(0)).isEqualTo("No configuration has concluded a position: every solve so far was stopped by a limit.");
    }

    @Test
    void nothing_concluded_is_said_so_far_only_while_solves_may_still_come() {
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            for (int c = 0; c < 3; c++) {
                results.add(out(p, c));
            }
        }
        assertThat(said(results, ExperimentStatus.RUNNING).get(0))
                .isEqualTo("No configuration has concluded a position: every solve so far was stopped by a limit.");
        assertThat(said(results, ExperimentStatus.PAUSED).get(0)).isEqualTo(said(results, ExperimentStatus.RUNNING).get(0));
        assertThat(said(results, ExperimentStatus.DONE).get(0))
                .isEqualTo("No configuration concluded a position: every solve was stopped by a limit.");
        assertThat(said(results, ExperimentStatus.CANCELLED).get(0))
                .isEqualTo("No configuration concluded a position: every solve it ran before it was cancelled was stopped by a limit.");
        // A configuration with no solve finished yet, beside others stopped by a limit: still every solve that finished.
        results.removeIf(r -> r.configIndex() == 0);
        assertThat(said(results, ExperimentStatus.RUNNING).get(0))
                .isEqualTo("No configuration has concluded a position: every solve so far was stopped by a limit.");
    }

    @Test
    void an_uneven_split_is_called_unlikely_to_be_chance_and_contradicted_answers_are_named() {
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 6; p++) {
            results.add(proved(p, 0, 10, 1));
            results.add(out(p, 1));
            results.add(out(p, 2));
        }
        // Six positions PNS concluded and MCPNS did not, none the other way: McNemar's exact p = 2 / 2^6 = 0.03125, written 0.0313 as the pairs' table writes it.
        // PPNS alike: both are named (MCPNS alone was).
        assertThat(said(results)).first().isEqualTo("PNS concluded the most positions: 6 of 6; next, MCPNS and PPNS concluded 0 "
                + "each, a difference McNemar's test finds unlikely to be chance for each (p = 0.0313).");
        // PPNS ahead of MCPNS by one: it alone is next, and five discordant positions are too few (p = 2 / 2^5).
        List<TaskResult> ppnsOne = new ArrayList<>(results);
        ppnsOne.set(2, proved(0, 2, 10, 1));
        assertThat(said(ppnsOne)).first().isEqualTo("PNS concluded the most positions: 6 of 6; next, PPNS concluded 1, which "
                + "McNemar's test cannot tell apart from it (p = 0.0625).");

        // Two proofs that disagree count against both: one of the solvers is wrong.
        results.set(1, new TaskResult(0, 1, C.positions().get(0), "DISPROVED", null, null, null, null, 5, 5, 2, 0, 1, 0, "", 5));
        assertThat(said(results).get(1)).isEqualTo("Answers the cross-check contradicts: PNS once, MCPNS once; see the cross-check below.");
    }

    @Test
    void costs_are_compared_without_the_positions_where_an_answer_is_contradicted_and_the_contradiction_follows_the_count() {
        // All three conclude every position; on position 0 MCPNS answers "no win" in 5 nodes against PNS's proof. A wrong
        // answer's cheap tree made MCPNS "the smallest", and the contradiction came last, after the costs.
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 6; p++) {
            results.add(proved(p, 0, 100, 10));
            results.add(p == 0 ? new TaskResult(0, 1, C.positions().get(0), "DISPROVED", null, null, null, null, 5, 5, 2, 0, 1, 0, "", 5)
                    : proved(p, 1, 300, 40));
            results.add(proved(p, 2, 500, 2));
        }
        assertThat(said(results)).containsExactly(
                "All 3 configurations concluded every position: 6 of 6.",
                "Answers the cross-check contradicts: PNS once, MCPNS once, PPNS once; see the cross-check below.",
                "On the 5 positions every configuration concluded (leaving out the one where the cross-check contradicts an answer), "
                        + "PNS built the smallest trees (mean 100 nodes); PPNS was the quickest (mean 2\u00a0ms), though on fewer than 6 "
                        + "positions Wilcoxon's signed-rank test cannot tell its times from the others'.");
        // Contradicted wherever all concluded: no costs compared at all.
        results.replaceAll(r -> r.configIndex() == 1 ? new TaskResult(r.positionIndex(), 1, r.position(), "DISPROVED", null, null, null,
                null, 5, 5, 2, 0, 1, 0, "", 5) : r);
        assertThat(said(results).get(2)).isEqualTo("On every position all configurations concluded, the cross-check contradicts an "
                + "answer, so their costs are not compared here.");
    }

    @Test
    void conclusions_resting_on_pr_alone_are_said_right_after_the_count_with_whose_they_are() {
        // PPNS concludes positions 0 to 2 on its precision rate, nothing else concludes them: it "concluded the most".
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 6; p++) {
            results.add(p == 5 ? proved(p, 0, 10, 1) : out(p, 0));
            results.add(out(p, 1));
            results.add(p < 3 ? new TaskResult(p, 2, C.positions().get(p), "OUT", "PROVED", null, "pr", null, 1, 15, 1, 10, 1, 0.99, "", 1)
                    : p == 5 ? proved(p, 2, 10, 1) : out(p, 2));
        }
        List<String> said = said(results, ExperimentStatus.DONE);
        assertThat(said.get(0)).startsWith("PPNS concluded the most positions: 4 of 6;");
        assertThat(said.get(1)).isEqualTo("Resting on the precision rate pr alone, no proof or exact check confirming them: 3 of the 4 "
                + "conclusions of PPNS; such a conclusion may be wrong, see the cross-check below.");
        // While solves run, "so far": the others may not have reached those positions yet.
        assertThat(said(results, ExperimentStatus.RUNNING).get(1)).startsWith("Resting on the precision rate pr alone, no proof or "
                + "exact check confirming them so far: 3 of the 4 conclusions of PPNS;");
        // One confirmed by a proof of the same position is no longer alone.
        results.set(0, proved(0, 0, 10, 1));
        assertThat(said(results, ExperimentStatus.DONE).get(1)).startsWith("Resting on the precision rate pr alone, no proof or exact "
                + "check confirming them: 2 of the 4 conclusions of PPNS;");
        // All of a configuration's conclusions, its only one, and several configurations' in one sentence.
        results.set(0, out(0, 0));
        results.set(results.size() - 1, out(5, 2));
        results.set(3 * 3 + 1, new TaskResult(3, 1, C.positions().get(3), "OUT", "DISPROVED", "OUT", "pr", null, 1, 15, 1, 10, 1, 0.01, "", 1));
        assertThat(said(results, ExperimentStatus.DONE).get(1)).isEqualTo("Resting on the precision rate pr alone, no proof or exact "
                + "check confirming them: the only conclusion of MCPNS and all 3 conclusions of PPNS; such a conclusion may be wrong, "
                + "see the cross-check below.");
        // None: nothing said.
        results.replaceAll(r -> r.prConclusion() != null ? proved(r.positionIndex(), 2, 10, 1) : r);
        assertThat(said(results, ExperimentStatus.DONE)).noneMatch(x -> x.contains("precision rate"));
    }

    @Test
    void the_quickest_s_mean_is_written_to_three_figures_so_that_it_reads_apart_from_the_tables_whole_milliseconds() {
        // Times 7.02 and 7.04 ms are both written 7 ms in the tables: "MCPNS was the quickest (mean 7 ms)" beside them.
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 6; p++) {
            results.add(proved(p, 0, 100, 20));
            results.add(new TaskResult(p, 1, C.positions().get(p), "PROVED", null, null, null, "4", 50, 50, 25, 0, 7.02, 0, "", 50));
            results.add(new TaskResult(p, 2, C.positions().get(p), "PROVED", null, null, null, "4", 60, 60, 30, 0, 7.04, 0, "", 60));
        }
        assertThat(said(results).get(1)).startsWith("On the 6 positions every configuration concluded, MCPNS built the smallest trees "
                + "(mean 50 nodes) and was the quickest (mean 7.02\u00a0ms), ");
        assertThat(Headline.meanTime(0.0683)).isEqualTo("0.068\u00a0ms");
        assertThat(Headline.meanTime(1.5)).isEqualTo("1.5\u00a0ms");
        assertThat(Headline.meanTime(245.4)).isEqualTo("245\u00a0ms");
        assertThat(Headline.meanTime(999.4)).isEqualTo("999\u00a0ms");
        assertThat(Headline.meanTime(2_450)).isEqualTo("2.45\u00a0s");
    }
}
