package org.prooflab.ui.lab;

import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import org.prooflab.engine.search.Parameter;
import org.prooflab.ui.ExactIntegerField;

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

    /** A number as a person writes it: 0.000001, not 1.0E-6; 10,000 with a thousands separator. */
    static String text(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return String.format(Locale.ENGLISH, "%,d", (long) value);
        }
        DecimalFormat f = new DecimalFormat("#,##0.##########", DecimalFormatSymbols.getInstance(Locale.ENGLISH));
        return f.format(BigDecimal.valueOf(value));
    }

    /** Sets the range, the help under the field and its error messages. */
    static void apply(IntegerField f, Range r, String help) {
        f.setMin((int) Math.ceil(r.fieldMin()));
        f.setMax((int) Math.floor(r.fieldMax()));
        f.setHelperText(help);
        String range = "Enter a whole number " + r.words();
        f.setI18n(new IntegerField.IntegerFieldI18n().setBadInputErrorMessage(range + ", in digits").setRequiredErrorMessage(range)
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
     * Sets a field from text in an address, judged as if typed: a whole number outside the range is
     * shown and marked with the range's message ("Too small: it must be at least 1"), and so is one
     * too long for the field to hold, which leaves it empty; other text leaves it empty and marked
     * with the message of its range. The mark gives way at the field's next check. Returns false
     * when there was no text.
     */
    static boolean fill(ExactIntegerField f, String text) {
        if (text == null) {
            return false;
        }
        try {
            f.setValue(Integer.parseInt(text.trim()));
        } catch (NumberFormatException e) {
            f.clear();
            String past = f.pastIntMessage(text);
            f.note(past != null ? past : f.getI18n().getRequiredErrorMessage());
        }
        return true;
    }

    /** As {@link #fill(ExactIntegerField, String)}, for a number. */
    static boolean fill(NumberField f, String text) {
        if (text == null) {
            return false;
        }
        try {
            f.setValue(Double.parseDouble(text.trim()));
        } catch (NumberFormatException e) {
            f.clear();
            f.setErrorMessage(f.getI18n().getRequiredErrorMessage());
            f.setInvalid(true);
        }
        return true;
    }

    /**
     * A limit written in an address (a shared lab link, or a classroom result's, whose experiment
     * may allow more than this server's lab does), brought down to {@code max} where it is above.
     * Null when there is no text or it is above nothing: a number not above {@code max} is left as
     * written, for the field to judge.
     *
     * @param unit how the note names the limit's unit: "nodes", "s"
     * @return the lowered value and the note that says so, or null
     */
    static Lowered lowered(String text, double max, String unit) {
        if (text == null) {
            return null;
        }
        double v;
        try {
            v = new BigDecimal(text.trim()).doubleValue();
        } catch (NumberFormatException e) {
            return null;
        }
        if (!(v > max)) {
            return null;
        }
        String most = text(max) + ("s".equals(unit) ? " s" : " " + unit);
        return new Lowered(max, "This server allows at most " + most + " a lab solve; set to " + most + ".");
    }

    /** A limit brought down to the server's maximum, and the note shown beside its field. */
    record Lowered(double value, String note) {
    }
}
