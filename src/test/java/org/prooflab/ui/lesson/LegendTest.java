package org.prooflab.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.lesson.RuleSet;

class LegendTest {
    @Test
    void a_leafs_r_is_its_prior_under_product_propagation_which_plays_no_playouts() {
        assertThat(Legend.numbers(List.of(RuleSet.PPNS))).contains("r a leaf's playout win rate;");
        // Lesson 6 teaches PP beside PPNS: its legend said "playout win rate" alone.
        assertThat(Legend.numbers(List.of(RuleSet.PP, RuleSet.PPNS))).contains("r a leaf's playout win rate, or its prior under "
                + "product propagation");
        assertThat(Legend.numbers(List.of(RuleSet.PP))).contains("r a leaf's prior (product propagation plays no playouts)");
    }

    @Test
    void log_odds_are_named_once_lesson_6_teaches_them() {
        // Lesson 4 (PPNS) named L, and offered its box, two lessons before any page said what log-odds are.
        assertThat(Legend.numbers(org.prooflab.lesson.Lessons.taughtIn(4))).contains("p probability of a proof")
                .doesNotContain("log-odds");
        assertThat(Legend.numbers(org.prooflab.lesson.Lessons.taughtIn(6))).contains("L log-odds ln(p / (1 - p))");
    }
}
