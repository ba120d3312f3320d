package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
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
}
