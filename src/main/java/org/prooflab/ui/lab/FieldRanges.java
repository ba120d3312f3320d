package org.prooflab.ui.lab;

import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import java.math.BigInteger;
import java.util.function.Function;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.search.Parameter;
import org.prooflab.ui.ExactIntegerField;
import org.prooflab.ui.ExactNumberField;
import org.prooflab.ui.FieldNote;

/**
 * The allowed range of every algorithm parameter the lab's form asks for, and the field messages
 * written from it in the user's words ("Too large: it must be below 0.5").
 *
 * <p>The ranges are the engine's own ({@link Parameter}), which the command line and
 * {@code SearchParameters} check too, so the three cannot disagree. The keys are the form's (and
 * the page address's) parameter names.
 */
final class FieldRanges {
    /** An allowed range; {@code whole} for counts; an open end excludes its bound. */
    record Range(double min, double max, boolean minIncluded, boolean maxIncluded, boolean whole) {
        Range(double min, double max, boolean whole) {
            this(min, max, true, true, whole);
        }

        /** The least value a field accepts: the bound itself, or the next number above an open one. */
        double fieldMin() {
            return minIncluded ? min : Math.nextUp(min);
        }

        /** The greatest value a field accepts. */
        double fieldMax() {
            return maxIncluded ? max : Math.nextDown(max);
        }

        String low() {
            return (minIncluded ? "at least " : "above ") + text(min);
        }

        String high() {
            return (maxIncluded ? "at most " : "below ") + text(max);
        }

        /** "from 1 to 10,000", "above 0 and below 0.5". */
        String words() {
            return minIncluded && maxIncluded ? "from " + text(min) + " to " + text(max) : low() + " and " + high();
        }

        boolean allows(double v) {
            return (!whole || v == Math.rint(v)) && (minIncluded ? v >= min : v > min) && (maxIncluded ? v <= max : v < max);
        }
    }

    private FieldRanges() {
    }

    /** The form's name of a parameter to the engine's: the form and its addresses say "la". */
    static Parameter parameter(String name) {
        return Parameter.byId("la".equals(name) ? Parameter.PLAYOUT_LENGTH.id() : name);
    }

    static Range of(String name) {
        Parameter p = parameter(name);
        return new Range(p.min(), p.max(), p.minIncluded(), p.maxIncluded(), p.kind() == Parameter.Kind.WHOLE);
    }

    /** A number as a person writes it: 0.000001, not 1.0E-6; 10,000 with a thousands separator ({@link Notation#limit}). */
    static String text(double value) {
        return Notation.limit(value);
    }

    /** Sets the range, the help under the field and its error messages. */
    static void apply(IntegerField f, Range r, String help) {
        f.setMin((int) Math.ceil(r.fieldMin()));
        f.setMax((int) Math.floor(r.fieldMax()));
        f.setHelperText(help);
        String range = "Enter a whole number " + r.words();
        f.setI18n(new IntegerField.IntegerFieldI18n().setBadInputErrorMessage(range + ", without a point or an exponent").setRequiredErrorMessage(range)
                .setMinErrorMessage("Too small: it must be " + r.low())
                .setMaxErrorMessage("Too large: it must be " + r.high()));
    }

    /** Sets the range, the help under the field and its error messages. */
    static void apply(NumberField f, Range r, String help) {
        f.setMin(r.fieldMin());
        f.setMax(r.fieldMax());
        // Marked required as the whole-number fields are (ExactIntegerField): emptied, it says so at once.
        f.setRequiredIndicatorVisible(true);
        f.setHelperText(help);
        String range = "Enter a number " + r.words();
        f.setI18n(new NumberField.NumberFieldI18n().setBadInputErrorMessage(range).setRequiredErrorMessage(range)
                .setMinErrorMessage("Too small: it must be " + r.low())
                .setMaxErrorMessage("Too large: it must be " + r.high()));
    }

    /**
     * Sets a field from text in an address, judged as if typed there: the box shows the text as
     * written and the field says what it would say of it typed by hand ("Too small: it must be at
     * least 1" for 0, "Enter a whole number from 1 to 5,000,000, without a point or an exponent" for 2.5); text a number
     * box cannot show ({@code abc}) is quoted before that message. A wrong text is kept for the
     * address ({@link ExactIntegerField#asWritten}), and its mark gives way at the field's next check.
     * Returns false when there was no text.
     */
    static boolean fill(ExactIntegerField f, String text) {
        // By the rule for every whole number typed by hand (Notation#whole): 1000000, 1,000,000 or 1_000_000; a
        // fraction, an exponent, "+5" and other scripts' digits are bad input.
        return fill(f, text, Notation::whole);
    }

    /**
     * As {@link #fill(ExactIntegerField, String)}, for a number of a position in an address (a P-game's b and d):
     * the position is the notation, so the number is read as the engine reads it, in plain digits only
     * ({@link Notation#isPlainDigits}); other text, "+2", "-2" and "٢" among it, is bad input.
     */
    static boolean fillFromNotation(ExactIntegerField f, String text) {
        return fill(f, text, t -> Notation.isPlainDigits(t) ? Notation.whole(t) : null);
    }

    /**
     * {@code whole} reads the text (trimmed) as a whole number, judged against the field's range, or gives null for
     * bad input.
     */
    private static boolean fill(ExactIntegerField f, String text, Function<String, BigInteger> whole) {
        if (text == null) {
            return false;
        }
        String t = text.trim();
        BigInteger n = whole.apply(t);
        String past = n == null ? null : f.pastIntMessage(n);
        if (n != null && past == null) {
            f.setValue(n.intValueExact());
        } else {
            f.clear();
            // The range alone for text with no point or exponent in it ("+2", "ten"): the bad-input words name those.
            f.note(FieldNote.quoting(t, past != null ? past
                    : t.isEmpty() || !t.matches(".*([.]|[0-9][eE][-+]?[0-9]).*") ? f.getI18n().getRequiredErrorMessage() : f.getI18n().getBadInputErrorMessage()));
        }
        if (f.isInvalid()) {
            f.showAsWritten(text);
        }
        return true;
    }

    /** As {@link #fill(ExactIntegerField, String)}, for a number, read as the field reads it typed ({@link ExactNumberField#read}). */
    static boolean fill(ExactNumberField f, String text) {
        if (text == null) {
            return false;
        }
        String t = text.trim();
        Double v = ExactNumberField.read(t);
        if (v != null) {
            f.setValue(v);
        } else {
            f.clear();
            f.note(FieldNote.quoting(t, t.isEmpty() ? f.getI18n().getRequiredErrorMessage() : f.getI18n().getBadInputErrorMessage()));
        }
        if (f.isInvalid()) {
            f.showAsWritten(text);
        }
        return true;
    }

    /**
     * A limit written in an address (a shared lab link, or a classroom result's, whose experiment
     * may allow more than this server's lab does), brought down to {@code max} where it is above.
     * Null when there is no text or it is above nothing: a number not above {@code max}, and text
     * the field would not read as a number typed ({@code 1e12} for a whole number), is left as
     * written, for the field to judge.
     *
     * @param whole whether the limit is a whole number, read by {@link Notation#whole}
     * @param unit  how the note names the limit's unit: "nodes", "s"
     * @return the lowered value and the note that says so, or null
     */
    static Lowered lowered(String text, double max, boolean whole, String unit) {
        // A whole number by the one rule the field reads it by (Notation#whole: 50,000,000 is lowered, +5 is not read).
        BigInteger wholeNumber = text == null || !whole ? null : Notation.whole(text);
        if (text == null || whole && wholeNumber == null) {
            return null;
        }
        Double v = whole ? (Double) wholeNumber.doubleValue() : ExactNumberField.read(text);
        if (v == null || !(v > max)) {
            return null;
        }
        String most = text(max) + ("s".equals(unit) ? " s" : " " + unit);
        return new Lowered(max, "This server allows at most " + most + " a lab solve; set to " + most + ".");
    }

    /** A limit brought down to the server's maximum, and the note shown beside its field. */
    record Lowered(double value, String note) {
    }
}
