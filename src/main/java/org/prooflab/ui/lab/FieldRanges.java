package org.prooflab.ui.lab;

import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import java.util.Map;

/**
 * The allowed range of every algorithm parameter the lab's form asks for, and the field messages
 * written from it in the user's words ("Too large: the most is 0.49").
 *
 * <p>{@link #RANGES} is the single source the form reads. When the engine publishes its own
 * parameter ranges, that one line is the change: build the map from the engine's source instead
 * of {@link #local()}. The keys are the form's (and the page address's) parameter names.
 */
final class FieldRanges {
    /** An allowed range; {@code whole} for counts. */
    record Range(double min, double max, boolean whole) {
    }

    static final Map<String, Range> RANGES = local();

    private FieldRanges() {
    }

    /** The ranges the engine's {@code SearchParameters} checks today, copied here until the engine publishes them. */
    private static Map<String, Range> local() {
        return Map.of(
                "playouts", new Range(1, 1000, true),
                "la", new Range(1, 10_000, true),
                "theta", new Range(0.000001, 0.49, false),
                "pr", new Range(0, 0.49, false),
                "prior", new Range(0.000001, 0.999999, false),
                "c", new Range(0, 1000, false),
                "a", new Range(0, 1000, false));
    }

    static Range of(String name) {
        Range r = RANGES.get(name);
        if (r == null) {
            throw new IllegalArgumentException("no range for " + name);
        }
        return r;
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
        f.setMin((int) r.min());
        f.setMax((int) r.max());
        f.setHelperText(help);
        String range = "Enter a whole number from " + text(r.min()) + " to " + text(r.max());
        f.setI18n(new IntegerField.IntegerFieldI18n().setBadInputErrorMessage(range).setRequiredErrorMessage(range)
                .setMinErrorMessage("Too small: the least is " + text(r.min()))
                .setMaxErrorMessage("Too large: the most is " + text(r.max())));
    }

    /** Sets the range, the help under the field and its error messages. */
    static void apply(NumberField f, Range r, String help) {
        f.setMin(r.min());
        f.setMax(r.max());
        f.setHelperText(help);
        String range = "Enter a number from " + text(r.min()) + " to " + text(r.max());
        f.setI18n(new NumberField.NumberFieldI18n().setBadInputErrorMessage(range).setRequiredErrorMessage(range)
                .setMinErrorMessage("Too small: the least is " + text(r.min()))
                .setMaxErrorMessage("Too large: the most is " + text(r.max())));
    }

    /**
     * Sets a field from text in an address; text that is no whole number leaves the field empty
     * and marked, with the message of its range. Returns false when there was no text.
     */
    static boolean fill(IntegerField f, String text) {
        if (text == null) {
            return false;
        }
        try {
            f.setValue(Integer.parseInt(text.trim()));
        } catch (NumberFormatException e) {
            f.clear();
            f.setErrorMessage(f.getI18n().getRequiredErrorMessage());
            f.setInvalid(true);
        }
        return true;
    }

    /** As {@link #fill(IntegerField, String)}, for a number. */
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
}
