package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ExactNumberFieldTest {
    /** The field after the browser sent {@code typed}, which Vaadin's own reading turned into {@code vaadinRead}. */
    private static ExactNumberField typed(String typed, Double vaadinRead) {
        ExactNumberField f = new ExactNumberField("Max seconds");
        f.setMin(0.1);
        f.setMax(600);
        f.getElement().setProperty("value", typed);
        f.setModelValue(vaadinRead, true);
        return f;
    }

    @Test
    void an_exponent_is_read_as_written_and_its_range_is_checked() {
        ExactNumberField f = typed("1e9", 1.0);
        assertThat(f.getValue()).isEqualTo(1e9);
        assertThat(f.isInvalid()).isTrue();
        assertThat(typed("7.9E-1", 7.9).getValue()).isEqualTo(0.79);
        assertThat(typed("2e1", 2.0).isInvalid()).isFalse();
    }

    @Test
    void a_number_past_any_double_is_infinite_and_never_in_range() {
        assertThat(typed("1e2147483648", 1.0).getValue()).as("an exponent past an int").isInfinite();
        ExactNumberField f = typed("1e400", 1.0);
        assertThat(f.getValue()).isInfinite();
        assertThat(f.isInvalid()).isTrue();
    }

    @Test
    void plain_numbers_and_empty_text_are_read_as_before() {
        assertThat(typed("12.5", 12.5).getValue()).isEqualTo(12.5);
        assertThat(typed("", null).getValue()).isNull();
        ExactNumberField set = new ExactNumberField("x");
        set.setValue(3.0);
        assertThat(set.getValue()).isEqualTo(3.0);
    }
}
