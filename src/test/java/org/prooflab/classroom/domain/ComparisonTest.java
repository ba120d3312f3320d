package org.prooflab.classroom.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The comparison's statistics against values worked out by hand. */
class ComparisonTest {

    private static final ExperimentDefinition.Compiled TWO = new ExperimentDefinition("t", "pgame",
            ExperimentDefinition.PositionSet.pgame(2, 4, 10, 1),
            List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("ppns")),
            new ExperimentDefinition.LimitSpec(1000, 1, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);

    private static TaskResult solve(int p, int c, boolean concluded, long nodes) {
        return new TaskResult(p, c, "x", concluded ? "PROVED" : "OUT", null, null, concluded ? null : "nodes", null,
                nodes, nodes, nodes / 2, 0, nodes, 0.5, "");
    }

    @Test
    void wilson_interval_matches_the_formula_for_8_of_10() {
        // p = 0.8, z = 1.959964: centre (0.8 + z^2/20) / (1 + z^2/10) = 0.71673,
        // half-width z / (1 + z^2/10) * sqrt(0.8 * 0.2 / 10 + z^2 / 400) = 0.22658
        double[] w = Comparison.wilson(10, 8);
        assertThat(w[0]).isCloseTo(0.4902, within(1e-4));
        assertThat(w[1]).isCloseTo(0.9433, within(1e-4));
        assertThat(Comparison.wilson(5, 0)[0]).isZero();
        assertThat(Comparison.wilson(5, 5)[1]).isEqualTo(1.0);
    }

    @Test
    void the_signed_rank_test_asks_whether_a_is_lower_and_leaves_out_positions_where_they_are_equal() {
        // Five positions, a lower on every one, all differences distinct: one of the 2^5 sign patterns is as extreme.
        assertThat(Comparison.lowerP(new double[] {1, 2, 3, 4, 5}, new double[] {2, 4, 6, 8, 10})).isCloseTo(1 / 32.0, within(1e-12));
        // The other way round: a is higher everywhere, so nothing says it is lower.
        assertThat(Comparison.lowerP(new double[] {2, 4, 6, 8, 10}, new double[] {1, 2, 3, 4, 5})).isCloseTo(1.0, within(1e-12));
        // Lower by a little on eleven positions, higher by much on one: the ranks weigh the one, but not the mean.
        double[] a = new double[12];
        double[] b = new double[12];
        for (int i = 0; i < 12; i++) {
            a[i] = 1 + i / 8.0;
            b[i] = a[i] + (i + 1) / 64.0;
        }
        a[11] = b[11] + 9;
        assertThat(Comparison.lowerP(b, a)).as("b, of the larger mean, is no lower").isGreaterThan(0.5);
        assertThat(Comparison.lowerP(a, b)).as("a, of the higher mean, is lower on 11 of 12").isLessThan(0.05);
        // Equal on twenty positions, one apart: that one alone says nothing (the library, ranking the equal ones, said
        // "lower beyond chance", and past 15 equal ones gave NaN).
        double[] same = new double[21];
        double[] oneOff = new double[21];
        java.util.Arrays.fill(same, 3);
        java.util.Arrays.fill(oneOff, 3);
        oneOff[20] = 4;
        assertThat(Comparison.lowerP(same, oneOff)).isCloseTo(0.5, within(1e-12));
        assertThat(Comparison.lowerP(new double[] {1, 2}, new double[] {1, 2})).isEqualTo(1.0);
    }

    @Test
    void the_exact_signed_rank_p_is_the_library_s_where_no_differences_tie_and_a_count_of_sign_patterns_where_they_do() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int n = 1; n <= 20; n++) {
            for (int trial = 0; trial < 20; trial++) {
                double[] a = new double[n];
                double[] b = new double[n];
                for (int i = 0; i < n; i++) {
                    a[i] = random.nextDouble(100);
                    b[i] = random.nextDouble(100) + (trial % 3 - 1) * 20;
                }
                double library = org.apache.commons.statistics.inference.WilcoxonSignedRankTest.withDefaults()
                        .with(org.apache.commons.statistics.inference.AlternativeHypothesis.LESS_THAN)
                        .with(org.apache.commons.statistics.inference.PValueMethod.EXACT).test(a, b).getPValue();
                assertThat(Comparison.lowerP(a, b)).as("n " + n).isCloseTo(library, within(1e-12));
                assertThat(Comparison.lowerP(a, b)).isCloseTo(bySignPatterns(a, b), within(1e-12));
            }
        }
        // Whole milliseconds tie: five differences of 1 ms, all one way, are 1 of the 32 sign patterns (the library's
        // normal approximation gave 0.018), and two-sided 1/16.
        double[] quick = {1, 2, 3, 4, 5};
        double[] slow = {2, 3, 4, 5, 6};
        assertThat(Comparison.lowerP(quick, slow)).isCloseTo(1 / 32.0, within(1e-12));
        assertThat(Comparison.quickerP(quick, slow)).isCloseTo(1 / 16.0, within(1e-12));
        // The lower mean by one long time, the other quicker by 1 ms on the 11 other positions: the p in the direction
        // of the means is 1 (the pages say so); a textbook two-sided p, twice the smaller tail, is 2 * 68/4096 = 0.033
        // (the eleven tied ranks are 6 each, the long one 12: the empty set, 11 singles, 55 pairs and {12} reach 12 at most).
        double[] lowerMean = new double[12];
        double[] higherMean = new double[12];
        for (int i = 0; i < 11; i++) {
            lowerMean[i] = 10 + i + 1;
            higherMean[i] = 10 + i;
        }
        higherMean[11] = 1000;
        lowerMean[11] = 10;
        assertThat(Comparison.quickerP(lowerMean, higherMean)).isEqualTo(1.0);
        assertThat(2 * Comparison.lowerP(higherMean, lowerMean)).isCloseTo(2 * 68 / 4096.0, within(1e-12));
        for (int trial = 0; trial < 200; trial++) {
            int n = 1 + random.nextInt(14);
            double[] a = new double[n];
            double[] b = new double[n];
            for (int i = 0; i < n; i++) {
                a[i] = random.nextInt(6);
                b[i] = random.nextInt(6);
                if (a[i] == b[i]) {
                    b[i] += 1;
                }
            }
            assertThat(Comparison.lowerP(a, b)).isCloseTo(bySignPatterns(a, b), within(1e-12));
        }
        // Past the exact count: the library's approximation, close to what the count would say.
        double[] many = new double[60];
        double[] more = new double[60];
        for (int i = 0; i < 60; i++) {
            many[i] = i;
            more[i] = i + (i % 4 == 0 ? -0.5 : 1 + i / 100.0);
        }
        assertThat(Comparison.lowerP(many, more)).isLessThan(0.001);
    }

    /**
     * The naive rule: every one of the 2^n ways to sign the ranks of |a - b| (ties given their mean rank, counted by
     * comparing every pair), the share whose sum of positive ranks is at most the one observed.
     */
    private static double bySignPatterns(double[] a, double[] b) {
        int n = a.length;
        double[] rank = new double[n];
        for (int i = 0; i < n; i++) {
            double below = 0;
            double equal = 0;
            for (int j = 0; j < n; j++) {
                double di = Math.abs(a[i] - b[i]);
                double dj = Math.abs(a[j] - b[j]);
                below += dj < di ? 1 : 0;
                equal += dj == di ? 1 : 0;
            }
            rank[i] = below + (equal + 1) / 2;
        }
        double observed = 0;
        for (int i = 0; i < n; i++) {
            observed += a[i] > b[i] ? rank[i] : 0;
        }
        int atMost = 0;
        for (int pattern = 0; pattern < 1 << n; pattern++) {
            double w = 0;
            for (int i = 0; i < n; i++) {
                w += (pattern >> i & 1) == 1 ? rank[i] : 0;
            }
            atMost += w <= observed + 1e-9 ? 1 : 0;
        }
        return (double) atMost / (1 << n);
    }

    @Test
    void mcnemar_is_the_exact_two_sided_binomial_on_the_discordant_positions() {
        assertThat(Comparison.mcnemar(0, 6)).isCloseTo(0.03125, within(1e-12)); // 2 * (1/2)^6
        assertThat(Comparison.mcnemar(6, 0)).isCloseTo(0.03125, within(1e-12));
        assertThat(Comparison.mcnemar(1, 4)).isCloseTo(0.375, within(1e-12)); // 2 * (1 + 5) / 32
        assertThat(Comparison.mcnemar(0, 0)).isEqualTo(1.0);
    }

    @Test
    void summaries_count_conclusions_and_average_over_concluded_solves_and_over_every_solve() {
        List<TaskResult> rs = new ArrayList<>();
        for (int p = 0; p < 10; p++) {
            rs.add(solve(p, 0, p < 8, 100 * (p + 1)));   // PNS concludes 8 of 10
            rs.add(solve(p, 1, p < 2, 10 * (p + 1)));    // PPNS concludes 2 of 10
        }
        Comparison c = Comparison.of(TWO, rs);
        Comparison.ConfigSummary pns = c.configs().get(0);
        assertThat(pns.finished()).isEqualTo(10);
        assertThat(pns.concluded()).isEqualTo(8);
        assertThat(pns.concludedRate()).isEqualTo(0.8);
        assertThat(pns.meanNodes()).isEqualTo(450.0); // (100 + ... + 800) / 8
        assertThat(pns.medianNodes()).isEqualTo(450.0);
        // Every solve, as Primanita et al.'s Table 1 averages: (100 + ... + 1,000) / 10, and the solve's time is its nodes here.
        assertThat(pns.solveMeanNodes()).isEqualTo(550.0);
        assertThat(pns.solveMeanTimeMs()).isEqualTo(550.0);
        // PPNS concluded the 2 cheapest positions: 15 nodes a conclusion against PNS's 450, but 55 a solve.
        assertThat(c.configs().get(1).meanNodes()).isEqualTo(15.0);
        assertThat(c.configs().get(1).solveMeanNodes()).isEqualTo(55.0);
        assertThat(pns.wilsonLow()).isCloseTo(0.4902, within(1e-4));

        Comparison.PairTest pair = c.pairs().get(0);
        assertThat(pair.bothFinished()).isEqualTo(10);
        assertThat(pair.onlyA()).isEqualTo(6);
        assertThat(pair.onlyB()).isZero();
        assertThat(pair.mcnemarP()).isCloseTo(0.03125, within(1e-12));
        assertThat(pair.bothConcluded()).isEqualTo(2);
        assertThat(pair.nodeRatio()).isCloseTo((100 + 200) / 30.0, within(1e-12));
        assertThat(pair.ratioLow()).isLessThanOrEqualTo(pair.nodeRatio());
        assertThat(pair.ratioHigh()).isGreaterThanOrEqualTo(pair.nodeRatio());
        // Times (here the nodes) on the two positions both concluded: 100 and 200 against 10 and 20.
        assertThat(pair.timeRatio()).isCloseTo(10.0, within(1e-12));
        // PPNS, the quicker, on both: 1 of 4 sign patterns as extreme each way, two-sided 0.5.
        assertThat(pair.timeP()).isCloseTo(0.5, within(1e-12));
        assertThat(Comparison.of(TWO, rs)).as("the bootstrap is seeded: same data, same interval").isEqualTo(c);
    }

    @Test
    void a_running_experiment_with_nothing_finished_has_no_numbers_yet() {
        Comparison c = Comparison.of(TWO, List.of(solve(0, 0, true, 10)));
        assertThat(c.configs().get(1).finished()).isZero();
        assertThat(c.configs().get(1).concludedRate()).isNaN();
        assertThat(c.configs().get(1).meanNodes()).isNaN();
        assertThat(c.configs().get(1).solveMeanNodes()).isNaN();
        assertThat(c.pairs().get(0).bothFinished()).isZero();
        assertThat(c.pairs().get(0).mcnemarP()).isEqualTo(1.0);
        assertThat(c.pairs().get(0).nodeRatio()).isNaN();
        assertThat(c.pairs().get(0).timeRatio()).isNaN();
        assertThat(c.pairs().get(0).timeP()).isNaN();
    }

    @Test
    void a_pair_tests_the_times_of_the_quicker_on_average_against_the_others_whichever_comes_first() {
        // Six positions both concluded. B is quicker on five by 1 to 5 ms and slower on one by 30: A has the lower mean
        // (35 ms against 37.5) yet is slower on five of six, so the one-sided test of A being lower says little.
        double[] a = {10, 20, 30, 40, 50, 60};
        double[] b = {9, 18, 27, 36, 45, 90};
        Comparison.PairTest pair = Comparison.of(TWO, timed(a, b)).pairs().get(0);
        assertThat(pair.timeRatio()).isCloseTo(210.0 / 225.0, within(1e-12));
        // Differences -1 -2 -3 -4 -5 +30: W+ = 6, and 54 of the 64 sign patterns have W+ at most 6 (one-sided 0.84):
        // twice that is past 1.
        assertThat(Comparison.lowerP(a, b)).isCloseTo(54 / 64.0, within(1e-12));
        assertThat(pair.timeP()).isEqualTo(1.0);
        // Swapped, B's mean is the higher one: the test is still of A's times against B's, now the second column.
        Comparison.PairTest other = Comparison.of(TWO, timed(b, a)).pairs().get(0);
        assertThat(other.timeRatio()).isCloseTo(225.0 / 210.0, within(1e-12));
        assertThat(other.timeP()).isEqualTo(pair.timeP());
    }

    /** Both configurations conclude every position, the first in {@code first} ms, the second in {@code second}. */
    private static List<TaskResult> timed(double[] first, double[] second) {
        List<TaskResult> rs = new ArrayList<>();
        for (int p = 0; p < first.length; p++) {
            rs.add(new TaskResult(p, 0, "x", "PROVED", null, null, null, null, 10, 10, 5, 0, first[p], 0.5, ""));
            rs.add(new TaskResult(p, 1, "x", "PROVED", null, null, null, null, 10, 10, 5, 0, second[p], 0.5, ""));
        }
        return rs;
    }

    @Test
    void all_concluded_on_both_sides_leaves_nothing_discordant() {
        List<TaskResult> rs = new ArrayList<>();
        for (int p = 0; p < 5; p++) {
            rs.add(solve(p, 0, true, 100));
            rs.add(solve(p, 1, true, 50));
        }
        Comparison c = Comparison.of(TWO, rs);
        assertThat(c.configs().get(0).concludedRate()).isEqualTo(1.0);
        // Wilson for 5 of 5: low = 5 / (5 + z^2) = 0.5655, high exactly 1
        assertThat(c.configs().get(0).wilsonLow()).isCloseTo(5 / (5 + 1.959964 * 1.959964), within(1e-6));
        assertThat(c.configs().get(0).wilsonHigh()).isEqualTo(1.0);
        Comparison.PairTest pair = c.pairs().get(0);
        assertThat(pair.onlyA() + pair.onlyB()).isZero();
        assertThat(pair.mcnemarP()).isEqualTo(1.0);
        assertThat(pair.bothConcluded()).isEqualTo(5);
        assertThat(pair.nodeRatio()).isEqualTo(2.0);
        assertThat(pair.ratioLow()).as("every resample has the same ratio").isEqualTo(2.0);
        assertThat(pair.ratioHigh()).isEqualTo(2.0);
    }

    @Test
    void a_task_delivered_twice_counts_once_and_order_does_not_matter() {
        List<TaskResult> rs = new ArrayList<>();
        for (int p = 0; p < 6; p++) {
            rs.add(solve(p, 0, true, 10L * (p + 1)));
            rs.add(solve(p, 1, p % 2 == 0, 7L * (p + 3)));
        }
        List<TaskResult> twice = new ArrayList<>(rs);
        twice.addAll(rs.subList(0, 4));
        java.util.Collections.reverse(twice);
        assertThat(Comparison.of(TWO, twice)).isEqualTo(Comparison.of(TWO, rs));
        assertThat(Comparison.of(TWO, rs).configs().get(0).finished()).isEqualTo(6);
    }

    @Test
    void a_conclusion_contradicted_by_another_solvers_proof_is_counted_false() {
        TaskResult proof = solve(0, 0, true, 10);  // PNS proves position 0
        TaskResult wrong = new TaskResult(0, 1, "x", "OUT", "DISPROVED", "OUT", "pr", null, 5, 5, 2, 50, 1, 0.0, "");
        TaskResult right = new TaskResult(1, 1, "x", "OUT", "PROVED", "OUT", "pr", null, 5, 5, 2, 50, 1, 1.0, "");
        Comparison c = Comparison.of(TWO, List.of(proof, wrong, right, solve(1, 0, false, 10)));
        assertThat(c.configs().get(1).concluded()).isEqualTo(2);
        assertThat(c.configs().get(1).falseConclusions()).isEqualTo(1);
        assertThat(c.configs().get(0).falseConclusions()).isZero();
        TaskResult checked = new TaskResult(2, 1, "x", "OUT", "PROVED", "DISPROVED", "pr", null, 5, 5, 2, 50, 1, 1.0, "");
        assertThat(Comparison.of(TWO, List.of(checked)).configs().get(1).falseConclusions()).isEqualTo(1);
    }

    @Test
    void the_bootstrap_interval_takes_each_end_outward_at_the_2_5_and_97_5_percentiles_of_its_resamples() {
        // PNS's nodes rise with the position, so the pairs are resampled in position order.
        long[] pns = {100, 200, 300, 400, 500, 600, 700, 800, 900, 1000};
        long[] ppns = {37, 91, 45, 120, 66, 150, 58, 203, 99, 170};
        List<TaskResult> rs = new ArrayList<>();
        for (int p = 0; p < pns.length; p++) {
            rs.add(solve(p, 0, true, pns[p]));
            rs.add(solve(p, 1, true, ppns[p]));
        }
        Comparison.PairTest pair = Comparison.of(TWO, rs).pairs().get(0);

        // The resamples, drawn as the comparison draws them: 2,000 of 10 positions with replacement from the
        // fixed seed, each the ratio of the sums of the nodes of the positions drawn.
        java.util.SplittableRandom random = new java.util.SplittableRandom(20190101L);
        double[] ratios = new double[2000];
        for (int s = 0; s < ratios.length; s++) {
            long a = 0;
            long b = 0;
            for (int i = 0; i < pns.length; i++) {
                int k = random.nextInt(pns.length);
                a += pns[k];
                b += ppns[k];
            }
            ratios[s] = (double) a / b;
        }
        java.util.Arrays.sort(ratios);
        // 2.5% and 97.5% of the way along the 2,000 sorted ratios (indices 0 to 1,999) fall at 0.025 * 1999 = 49.975
        // and 0.975 * 1999 = 1949.025; each end is taken outward, never inside the interval: indices 49 and 1950.
        assertThat(pair.ratioLow()).isEqualTo(ratios[49]);
        assertThat(pair.ratioHigh()).isEqualTo(ratios[1950]);
        // the ratios around both ends differ, so an end one place off would not pass
        assertThat(ratios[48]).isLessThan(ratios[49]);
        assertThat(ratios[49]).isLessThan(ratios[50]);
        assertThat(ratios[1949]).isLessThan(ratios[1950]);
        assertThat(ratios[1950]).isLessThan(ratios[1951]);
    }
}
