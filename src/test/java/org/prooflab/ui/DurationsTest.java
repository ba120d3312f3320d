package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** One way to write how long a solve took, in the lab and in the classroom. */
class DurationsTest {
    private static String text(double millis) {
        return Durations.text(millis).replace('\u00a0', ' ');
    }

    @Test
    void a_time_named_against_others_is_written_to_two_figures_below_a_millisecond() {
        assertThat(Durations.fine(0.0684)).isEqualTo("0.068\u00a0ms");
        assertThat(Durations.fine(0.611)).isEqualTo("0.61\u00a0ms");
        assertThat(Durations.fine(0.995)).isEqualTo("0.99\u00a0ms");
        assertThat(Durations.fine(0)).as("no time measured").isEqualTo(Durations.text(0));
        assertThat(Durations.fine(27.4)).isEqualTo(Durations.text(27.4));
    }

    @Test
    void milliseconds_below_a_second_then_three_figures_of_seconds_then_whole_seconds() {
        assertThat(text(0)).isEqualTo("< 1 ms");
        assertThat(text(0.4)).isEqualTo("< 1 ms");
        assertThat(text(1)).isEqualTo("1 ms");
        assertThat(text(4.6)).isEqualTo("5 ms");
        assertThat(text(999.4)).isEqualTo("999 ms");
        // 999.6 ms would round to "1000 ms": it is a second.
        assertThat(text(999.6)).isEqualTo("1.00 s");
        assertThat(text(2346)).isEqualTo("2.35 s");
        assertThat(text(9996)).isEqualTo("10.0 s");
        assertThat(text(12_340)).isEqualTo("12.3 s");
        assertThat(text(99_960)).isEqualTo("100 s");
        assertThat(text(1_234_400)).isEqualTo("1,234 s");
        assertThat(text(Double.NaN)).isEqualTo("–");
        assertThat(text(-1)).isEqualTo("–");
        assertThat(text(Double.POSITIVE_INFINITY)).isEqualTo("–");
        // The number never parts from its unit.
        assertThat(Durations.text(27)).isEqualTo("27\u00a0ms");
    }

    @Test
    void a_budget_is_written_in_the_units_of_the_times_beside_it() {
        assertThat(Durations.budget(10)).as("was ≤ 0.01 s").isEqualTo("≤\u00a010\u00a0ms");
        assertThat(Durations.budget(1000)).isEqualTo("≤\u00a01\u00a0s");
        assertThat(Durations.budget(2500)).isEqualTo("≤\u00a02.5\u00a0s");
        assertThat(Durations.budget(604_800_000L)).isEqualTo("≤\u00a0604,800\u00a0s");
    }
}
