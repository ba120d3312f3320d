package org.prooflab.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The classroom's list of presets, read without a browser. */
class ClassroomViewTest {
    @Test
    void a_preset_card_never_parts_a_time_from_its_unit() {
        assertThat(ClassroomView.keepUnits("10 of 100 positions, 1,000 of 5,000 nodes and 3 of 420 s a solve: at most 1 min 05 s"))
                .isEqualTo("10 of 100 positions, 1,000 of 5,000 nodes and 3 of 420\u00a0s a solve: at most 1\u00a0min 05\u00a0s");
        assertThat(ClassroomView.keepUnits("solves")).isEqualTo("solves");
    }
}
