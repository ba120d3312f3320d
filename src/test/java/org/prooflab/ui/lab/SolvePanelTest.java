package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.Progress;

class SolvePanelTest {
    private static Progress at(long nodes, long millis) {
        return new Progress(1, nodes, 1, 0, millis * 1_000_000, 1, 1, null, 1_000_000, 30_000);
    }

    @Test
    void the_limit_note_names_the_nearer_limit_and_never_a_bare_zero_once_started() {
        assertThat(SolvePanel.limitText(at(120_000, 100))).isEqualTo("12% of the node limit");
        assertThat(SolvePanel.limitText(at(1_000, 15_000))).isEqualTo("50% of the time limit");
        assertThat(SolvePanel.limitText(at(2_000, 10))).isEqualTo("under 1% of the node limit");
        assertThat(SolvePanel.limitText(at(0, 0))).isEqualTo("0% of the node limit");
    }

    @Test
    void a_solve_shorter_than_a_tenth_of_a_second_has_no_rate() {
        // The same 4,390-node search read 96,276/s once and 4,321,738/s the next time, at "elapsed 0.0 s".
        assertThat(SolvePanel.rateText(99_999_999L, 4_321_738)).isEmpty();
        assertThat(SolvePanel.rateText(100_000_000L, 43_900)).isEqualTo("  (43,900/s)");
    }

    @Test
    void the_root_probability_reads_1_only_once_proved() {
        assertThat(SolvePanel.rootText(Algorithm.PPNS, 0.9999996, Double.NaN, Outcome.OUT)).as("was 1.000000").isEqualTo("root p 0.9999996");
        assertThat(SolvePanel.rootText(Algorithm.DFPPNS, 1, Double.NaN, Outcome.OUT)).isEqualTo("root p above 0.999999999999");
        assertThat(SolvePanel.rootText(Algorithm.PP, 1, Double.NaN, Outcome.PROVED)).isEqualTo("root p 1");
        assertThat(SolvePanel.rootText(Algorithm.PNS, 1234, 3, Outcome.OUT)).isEqualTo("root pn 1,234  dn 3");
        assertThat(SolvePanel.rootText(Algorithm.UCT, 0.65, 20, Outcome.OUT)).isEqualTo("root v 0.65  n 20");
    }
}
