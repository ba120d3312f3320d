package org.prooflab.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A win rate slid or typed: rounded to 0.01 first, then checked to be 0..1, at both ends alike. */
class RateSliderTest {

    @Test
    void a_rate_is_rounded_to_0_01_as_written_before_its_range_is_checked() {
        assertThat(RateSlider.rate(0.79)).isEqualTo(0.79);
        assertThat(RateSlider.rate(0.555)).isEqualTo(0.56);
        assertThat(RateSlider.rate(0.554)).isEqualTo(0.55);
        // the top: what rounds to 1 is taken, what rounds to 1.01 is not
        assertThat(RateSlider.rate(1.0000001)).isEqualTo(1.0);
        assertThat(RateSlider.rate(1.004)).isEqualTo(1.0);
        assertThat(RateSlider.rate(1.005)).isNull();
        // the foot alike, and never a negative zero
        assertThat(Double.doubleToRawLongBits(RateSlider.rate(-0.004))).isEqualTo(Double.doubleToRawLongBits(0.0));
        assertThat(RateSlider.rate(-0.005)).isNull();
        assertThat(RateSlider.rate(Double.NaN)).isNull();
        assertThat(RateSlider.rate(Double.POSITIVE_INFINITY)).isNull();
    }

    @Test
    void the_typed_fields_range_is_exactly_what_rounds_into_0_to_1() {
        assertThat(RateSlider.rate(RateSlider.LEAST_TYPED)).isEqualTo(0.0);
        assertThat(RateSlider.rate(Math.nextDown(RateSlider.LEAST_TYPED))).isNull();
        assertThat(RateSlider.rate(RateSlider.MOST_TYPED)).isEqualTo(1.0);
        assertThat(RateSlider.rate(Math.nextUp(RateSlider.MOST_TYPED))).isNull();
    }
}
