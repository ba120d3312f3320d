package org.prooflab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.HandResults;
import org.prooflab.classroom.domain.TaskResult;

/**
 * The summary's rows, every figure of them, against a small hand-made result set: four Connect Four
 * positions, PNS and PPNS with a precision rate.
 *
 * <pre>
 *            PNS (0)                      PPNS pr (1)
 * P0 "44"    PROVED     1,000 n 10 ms     pr PROVED, exact PROVED      40 n 4 ms
 * P1 "4453"  DISPROVED  3,000 n 30 ms     pr PROVED, exact DISPROVED   90 n 9 ms
 * P2 "4455"  OUT (nodes) 50,000 n 500 ms  pr DISPROVED, exact OUT      60 n 6 ms
 * P3 "12"    PROVED     8,000 n 23 ms     OUT (time)                 2,000 n 90 ms
 * </pre>
 */
class SummaryTest {
    private static final ExperimentDefinition.Compiled C = new ExperimentDefinition("hand", "connect4",
            ExperimentDefinition.PositionSet.list(List.of("44", "4453", "4455", "12")),
            List.of(ExperimentDefinition.AlgorithmSpec.of("pns"),
                    ExperimentDefinition.AlgorithmSpec.of("ppns").with("theta", 0.001).with("pr", 0.001)),
            new ExperimentDefinition.LimitSpec(100_000, 1, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);

    private static TaskResult proof(int p, String outcome, long nodes, long ms) {
        return new TaskResult(p, 0, C.positions().get(p), outcome, null, null, null, "4", nodes / 2, nodes, nodes / 2, 0, ms,
                0.0, "", nodes / 2);
    }

    private static TaskResult pr(int p, String conclusion, String exact, long nodes, long ms) {
        return HandResults.pr(C, p, conclusion, exact, nodes, ms);
    }

    private static TaskResult out(int p, int c, String limit, long nodes, long ms) {
        return HandResults.out(C, p, c, limit, nodes, ms);
    }

    static List<TaskResult> hand() {
        return List.of(
                proof(0, "PROVED", 1_000, 10), pr(0, "PROVED", "PROVED", 40, 4),
                proof(1, "DISPROVED", 3_000, 30), pr(1, "PROVED", "DISPROVED", 90, 9),
                out(2, 0, "nodes", 50_000, 500), pr(2, "DISPROVED", "OUT", 60, 6),
                proof(3, "PROVED", 8_000, 23), out(3, 1, "time", 2_000, 90));
    }

    private static List<String> lines() {
        return Summary.table(C, Comparison.of(C, hand()), hand()).lines().toList();
    }

    @Test
    void a_configurations_row_says_its_wins_no_wins_outs_completion_and_costs() {
        // The first column is as wide as the longest label, "PPNS (theta 0.001, pr 0.001)": 28 characters.
        // PNS: wins 2 (P0, P3), no win 1 (P1), out 1 (P2): 4 finished - 3 concluded, not 4 - 2 wins.
        // Completion 3/4 = 75.0%. Wilson at 95%, z = 1.959964, z^2 = 3.841459, n = 4, p = 0.75:
        //   centre (0.75 + z^2/8) / (1 + z^2/4) = 1.230182 / 1.960365 = 0.627527,
        //   half-width z / (1 + z^2/4) * sqrt(0.75 * 0.25 / 4 + z^2 / 64) = 0.999796 * 0.326953 = 0.326886:
        //   [30.1%, 95.4%].
        // Contradicted 0: its disproof of P1 is what the exact check says; PPNS's pr conclusion there weighs less.
        // Every solve (Table 1's averages): nodes 1,000, 3,000, 50,000, 8,000: mean 15,500; ms 10, 30, 500, 23: mean 140.75.
        // Nodes of its conclusions 1,000, 3,000, 8,000: mean 4,000, median 3,000; ms 10, 30, 23: mean 21.
        assertThat(lines()).contains("PNS                               2       1      1       75.0%    [30.1%, 95.4%]"
                + "            0        15,500        141         4,000         3,000         21");
        // PPNS: wins 2 (pr conclusions on P0 and P1), no win 1 (P2), out 1 (P3); the same completion and interval.
        // Contradicted 1: P1, where the exact check disproves what it concluded proved.
        // Nodes 40, 90, 60: mean 63.3, median 60; ms 4, 9, 6: mean 6.3, as the experiment's page writes them (it read 63
        // and 6 here beside the page's 63.3 and 6.3).
        // Every solve: nodes 40, 90, 60, 2,000: mean 547.5; ms 4, 9, 6, 90: mean 27.25.
        assertThat(lines()).contains("PPNS (theta 0.001, pr 0.001)      2       1      1       75.0%    [30.1%, 95.4%]"
                + "            1           548       27.3          63.3            60        6.3");
    }

    @Test
    void a_pairs_row_says_the_discordant_positions_the_node_ratio_with_its_interval_and_the_times_tested() {
        // Both finished all 4. Only PNS concluded P3, only PPNS P2: McNemar on 1 of 2 discordant, p = 1.
        // Both concluded P0 and P1: nodes (1,000 + 3,000) / (40 + 90) = 30.77.
        // Two pairs resampled: both P0 gives 1,000 / 40 = 25, both P1 3,000 / 90 = 33.3, one of each 30.8, a
        // quarter, a quarter and half of the 2,000 resamples: the 2.5% and 97.5% ends are 25.0 and 33.3.
        // Times on P0 and P1: PNS 10 and 30 ms (mean 20), PPNS 4 and 9 (mean 6.5): 20 / 6.5 = 3.08. PPNS, the quicker on
        // average, is quicker on both: of the 4 sign patterns of two differences one is as extreme each way, p = 0.5.
        assertThat(lines()).contains("A vs B                                                       finished  only A  only B"
                + "  McNemar p concluded nodes A/B [95% interval]   time A/B Wilcoxon p");
        assertThat(lines()).contains("PNS vs PPNS (theta 0.001, pr 0.001)                                 4       1       1"
                + "      1.000         2          30.8 [25, 33.3]       3.08     0.5000");
    }

    @Test
    void a_mean_time_below_a_millisecond_keeps_three_figures() {
        // "mean ms 0" was printed beside the page's 0.2575 ms.
        assertThat(Summary.milliseconds(0.2575)).isEqualTo("0.258");
        assertThat(Summary.milliseconds(0)).isEqualTo("0");
        assertThat(Summary.milliseconds(6.33)).isEqualTo("6.3");
        assertThat(Summary.milliseconds(1234.4)).isEqualTo("1,234");
        assertThat(Summary.milliseconds(Double.NaN)).isEqualTo("-");
        assertThat(Summary.milliseconds(0.9996)).isEqualTo("1");
        assertThat(Summary.milliseconds(0.00001234)).isEqualTo("0.0000123");
    }
}
