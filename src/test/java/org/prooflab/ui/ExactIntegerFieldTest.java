package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ExactIntegerFieldTest {
    /** The field as the browser's messages reach it. */
    private static final class Sent extends ExactIntegerField {
        Sent() {
            super("Max nodes");
        }

        void send(Integer read) {
            setModelValue(read, true);
        }
    }

    /** Max nodes as the lab sets it up, after the browser sent {@code typed} (Vaadin reads it with Integer.parseInt, or as nothing). */
    private static ExactIntegerField typed(String typed) {
        Sent f = new Sent();
        f.setMin(1);
        f.setMax(5_000_000);
        f.setI18n(new ExactIntegerField.IntegerFieldI18n().setBadInputErrorMessage("Enter a whole number from 1 to 5,000,000, without a point or an exponent")
                .setRequiredErrorMessage("Enter a whole number from 1 to 5,000,000")
                .setMinErrorMessage("Too small: it must be at least 1").setMaxErrorMessage("Too large: it must be at most 5,000,000"));
        f.setValue(1_000_000);
        Integer read;
        try {
            read = Integer.parseInt(typed);
        } catch (NumberFormatException e) {
            read = null;
        }
        f.getElement().setProperty("_inputElementValue", typed);
        f.getElement().setProperty("value", typed);
        f.send(read);
        return f;
    }

    private static String says(String typed) {
        ExactIntegerField f = typed(typed);
        assertThat(f.isInvalid()).as(typed + " is refused").isTrue();
        return f.getErrorMessage();
    }

    @Test
    void any_number_of_digits_past_the_range_is_too_large_or_too_small() {
        assertThat(says("2147483647")).isEqualTo("Too large: it must be at most 5,000,000");
        assertThat(says("2147483648")).isEqualTo("Too large: it must be at most 5,000,000");
        assertThat(says("1000000000000")).isEqualTo("Too large: it must be at most 5,000,000");
        assertThat(says("99999999999999999999999")).isEqualTo("Too large: it must be at most 5,000,000");
        assertThat(says("-2147483649")).isEqualTo("Too small: it must be at least 1");
        assertThat(says("0")).isEqualTo("Too small: it must be at least 1");
    }

    @Test
    void only_text_that_is_no_whole_number_is_asked_for_in_digits() {
        assertThat(says("1e12")).isEqualTo("Enter a whole number from 1 to 5,000,000, without a point or an exponent");
        assertThat(says("2.5")).isEqualTo("Enter a whole number from 1 to 5,000,000, without a point or an exponent");
        assertThat(says("")).isEqualTo("Enter a whole number from 1 to 5,000,000");
        assertThat(typed("200000").isInvalid()).isFalse();
    }

    @Test
    void without_range_messages_the_field_still_names_its_bounds() {
        ExactIntegerField f = new ExactIntegerField("b");
        f.setMin(1);
        f.setMax(64);
        assertThat(f.pastIntMessage("2147483648")).isEqualTo("Too large: it must be at most 64");
        assertThat(f.pastIntMessage("-2147483649")).isEqualTo("Too small: it must be at least 1");
        assertThat(f.pastIntMessage("65")).as("an int: the field's own range check answers").isNull();
        assertThat(f.pastIntMessage("1e12")).isNull();
    }

    @Test
    void a_note_gives_way_to_the_fields_own_check_at_its_next_value() {
        ExactIntegerField f = typed("200000");
        f.note("Every random game ended before 41 moves: choose fewer plies");
        assertThat(f.isInvalid()).isTrue();
        f.setValue(0);
        assertThat(f.getErrorMessage()).isEqualTo("Too small: it must be at least 1");
    }
}
