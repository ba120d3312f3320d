package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.prooflab.ui.ExactIntegerField;
import org.prooflab.ui.ExactNumberField;

class FieldRangesTest {
    private static final String HOSTILE = "<img src=x onerror=alert(1)>";

    /** Max nodes as the lab sets it up; {@link #typed} sends it text as the browser does. */
    private static final class Nodes extends ExactIntegerField {
        Nodes() {
            super("Max nodes");
            FieldRanges.apply(this, new FieldRanges.Range(1, 5_000_000, true), "help");
            setValue(1_000_000);
        }

        /** What the field says of {@code text} typed by hand (Vaadin reads it with Integer.parseInt, or as nothing). */
        String typed(String text) {
            Integer read;
            try {
                read = Integer.parseInt(text);
            } catch (NumberFormatException e) {
                read = null;
            }
            getElement().setProperty("_inputElementValue", text);
            setModelValue(read, true);
            return isInvalid() ? getErrorMessage() : null;
        }
    }

    /** theta as the lab sets it up; {@link #typed} sends it text as the browser does. */
    private static final class Theta extends ExactNumberField {
        Theta() {
            super("theta");
            FieldRanges.apply(this, FieldRanges.of("theta"), "help");
        }

        /** What the field says of {@code text} typed by hand: a box holding no number sends nothing and "NaN" as its text. */
        String typed(String text) {
            Double read = read(text);
            getElement().setProperty("value", read == null ? "" : text);
            getElement().setProperty("_inputElementValue", read == null ? "NaN" : text);
            setModelValue(read, true);
            return isInvalid() ? getErrorMessage() : null;
        }
    }

    @Test
    void a_whole_number_from_an_address_is_judged_as_typed_and_kept_as_written() {
        // The box shows these as written, and the field says what it says of them typed.
        for (String text : new String[] {"2.5", "1e6", "2147483648", "0", "-3", "", "99999999"}) {
            Nodes fromAddress = new Nodes();
            FieldRanges.fill(fromAddress, text);
            assertThat(fromAddress.isInvalid()).as(text).isTrue();
            assertThat(fromAddress.getErrorMessage()).as(text).isEqualTo(new Nodes().typed(text));
            assertThat(fromAddress.asWritten()).as(text).isEqualTo(text);
        }
        Nodes nodes = new Nodes();
        FieldRanges.fill(nodes, "2.5");
        assertThat(nodes.getErrorMessage()).isEqualTo("Enter a whole number from 1 to 5,000,000, without a point or an exponent");
        assertThat(nodes.getValue()).isNull();
        FieldRanges.fill(nodes, "2147483648");
        assertThat(nodes.getErrorMessage()).isEqualTo("Too large: it must be at most 5,000,000");
    }

    @Test
    void an_address_number_is_read_by_the_rule_for_whole_numbers() {
        // Grouped digits are the number they group; a sign, a point or another script's digits are no whole number.
        for (String text : new String[] {"200,000", "200_000", "200000"}) {
            Nodes nodes = new Nodes();
            FieldRanges.fill(nodes, text);
            assertThat(nodes.getValue()).as(text).isEqualTo(200_000);
            assertThat(nodes.isInvalid()).as(text).isFalse();
        }
        for (String text : new String[] {"+5", "\u0665", "2,00", "5.0"}) {
            Nodes nodes = new Nodes();
            FieldRanges.fill(nodes, text);
            assertThat(nodes.getValue()).as(text).isNull();
            assertThat(nodes.isInvalid()).as(text).isTrue();
            // The range, and what is wrong only where the text has it: a point or an exponent.
            assertThat(nodes.getErrorMessage()).as(text).containsIgnoringCase("enter a whole number from 1 to 5,000,000");
            assertThat(nodes.getErrorMessage().endsWith(", without a point or an exponent")).as(text).isEqualTo(text.contains("."));
        }
    }

    @Test
    void text_a_number_box_cannot_show_is_quoted_before_the_fields_message() {
        Nodes nodes = new Nodes();
        FieldRanges.fill(nodes, "ten");
        assertThat(nodes.getErrorMessage()).isEqualTo("The address gave “ten”: enter a whole number from 1 to 5,000,000");
        assertThat(nodes.asWritten()).isEqualTo("ten");
        Theta theta = new Theta();
        FieldRanges.fill(theta, HOSTILE);
        assertThat(theta.getErrorMessage()).isEqualTo("The address gave “" + HOSTILE + "”: enter a number above 0 and below 0.5");
        assertThat(theta.asWritten()).isEqualTo(HOSTILE);
        // A long text is cut in the message; the address keeps all of it.
        String lots = "x".repeat(500);
        FieldRanges.fill(theta, lots);
        assertThat(theta.getErrorMessage()).startsWith("The address gave “" + "x".repeat(60) + "…”: enter a number");
        assertThat(theta.asWritten()).isEqualTo(lots);
    }

    @Test
    void a_number_from_an_address_is_read_as_the_field_reads_it_typed_not_as_java_does() {
        // Double.parseDouble read these as numbers: "5d" was 5 and "NaN" passed every range check; new BigDecimal read
        // other scripts' digits: "٠.٠١" was 0.01.
        for (String text : new String[] {"5d", "NaN", "Infinity", "0x1p-3", "1,5", "1e", "\u0660.\u0660\u0661", "0.\uFF11"}) {
            Theta theta = new Theta();
            FieldRanges.fill(theta, text);
            assertThat(theta.getValue()).as(text).isNull();
            assertThat(theta.isInvalid()).as(text).isTrue();
            assertThat(theta.getErrorMessage()).as(text).endsWith("nter a number above 0 and below 0.5");
            assertThat(theta.asWritten()).as(text).isEqualTo(text);
        }
        for (String text : new String[] {"0", "1", "1e400", "-.5"}) {
            Theta fromAddress = new Theta();
            FieldRanges.fill(fromAddress, text);
            assertThat(fromAddress.getErrorMessage()).as(text).isEqualTo(new Theta().typed(text));
            assertThat(fromAddress.asWritten()).as(text).isEqualTo(text);
        }
    }

    @Test
    void a_right_value_opens_as_before_and_a_change_forgets_the_text_as_written() {
        Nodes nodes = new Nodes();
        FieldRanges.fill(nodes, "200000");
        assertThat(nodes.getValue()).isEqualTo(200_000);
        assertThat(nodes.isInvalid()).isFalse();
        assertThat(nodes.asWritten()).isNull();
        Theta theta = new Theta();
        FieldRanges.fill(theta, "1e-6");
        assertThat(theta.getValue()).isEqualTo(0.000001);
        assertThat(theta.asWritten()).isNull();
        FieldRanges.fill(nodes, "2.5");
        nodes.setValue(300);
        assertThat(nodes.asWritten()).isNull();
        assertThat(nodes.isInvalid()).isFalse();
    }

    @Test
    void a_limit_above_the_servers_maximum_is_lowered_to_it_with_a_plain_note() {
        FieldRanges.Lowered nodes = FieldRanges.lowered("50000000", 1_500_000, true, "nodes");
        assertThat(nodes.value()).isEqualTo(1_500_000);
        assertThat(nodes.note()).isEqualTo("This server allows at most 1,500,000 nodes a lab solve; set to 1,500,000 nodes.");
        FieldRanges.Lowered seconds = FieldRanges.lowered("600", 300, false, "s");
        assertThat(seconds.value()).isEqualTo(300);
        assertThat(seconds.note()).isEqualTo("This server allows at most 300 s a lab solve; set to 300 s.");
        assertThat(FieldRanges.lowered("6e2", 300, false, "s").value()).as("seconds typed with an exponent are a number").isEqualTo(300);
        // beyond what an int field holds, too: the classroom's limits are longs
        assertThat(FieldRanges.lowered("99999999999", 1_500_000, true, "nodes").value()).isEqualTo(1_500_000);
        // by the one rule for whole numbers the field reads: grouped digits are lowered, a '+' is no whole number
        assertThat(FieldRanges.lowered("50,000,000", 1_500_000, true, "nodes").value()).isEqualTo(1_500_000);
        assertThat(FieldRanges.lowered("50_000_000", 1_500_000, true, "nodes").value()).isEqualTo(1_500_000);
        assertThat(FieldRanges.lowered("+50000000", 1_500_000, true, "nodes")).isNull();
    }

    @Test
    void a_limit_within_the_maximum_or_unreadable_is_left_for_the_field_to_judge() {
        assertThat(FieldRanges.lowered("1500000", 1_500_000, true, "nodes")).isNull();
        assertThat(FieldRanges.lowered("0", 1_500_000, true, "nodes")).isNull();
        assertThat(FieldRanges.lowered("lots", 1_500_000, true, "nodes")).isNull();
        assertThat(FieldRanges.lowered(null, 1_500_000, true, "nodes")).isNull();
        // Typed, 1e12 nodes is no whole number without an exponent: the field says so, rather than a note that it was lowered.
        assertThat(FieldRanges.lowered("1e12", 1_500_000, true, "nodes")).isNull();
        assertThat(FieldRanges.lowered("NaN", 300, false, "s")).isNull();
        assertThat(FieldRanges.lowered("900d", 300, false, "s")).isNull();
    }

    @Test
    void the_address_keeps_what_the_box_shows_typed_when_it_is_no_number_the_page_can_write() {
        Nodes nodes = new Nodes();
        assertThat(nodes.shownText()).as("a right number is the page's to write").isNull();
        nodes.typed("0");
        assertThat(nodes.shownText()).as("a number out of range too").isNull();
        // 1e9 typed was left out of the address, and a reload showed 1,000,000 in its place.
        assertThat(nodes.typed("1e9")).isEqualTo("Enter a whole number from 1 to 5,000,000, without a point or an exponent");
        assertThat(nodes.shownText()).isEqualTo("1e9");
        nodes.typed("");
        assertThat(nodes.shownText()).as("an emptied box").isEmpty();
        Theta theta = new Theta();
        assertThat(theta.typed("1e400")).startsWith("Too large");
        assertThat(theta.shownText()).isEqualTo("1e400");
        // an address's text the field could not take is kept as written
        Nodes fromAddress = new Nodes();
        FieldRanges.fill(fromAddress, "1e9");
        assertThat(fromAddress.shownText()).isEqualTo("1e9");
    }
}
