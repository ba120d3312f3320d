package org.prooflab.ui;

import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.data.binder.ValidationResult;
import com.vaadin.flow.data.binder.Validator;
import java.math.BigInteger;
import java.util.Locale;
import org.prooflab.engine.game.Notation;

/**
 * A whole-number field that keeps what was typed.
 *
 * <p>Vaadin's {@link IntegerField} lets only digits and signs into the box: typing {@code 1e12}
 * left {@code 112} there, and {@code 2.5} became {@code 25}, without a word, and a solve ran with
 * a limit nobody typed. This field lets an exponent, a decimal point and a comma into the box
 * and keeps the text as typed: a fraction, an exponent or other text is bad input, answered beside the
 * field ("Enter a whole number from 1 to 5,000,000, without a point or an exponent"), and a whole number past the
 * field's range answers with the range's message ("Too large: it must be at most 5,000,000"),
 * however many digits it has: Vaadin reads digits past an {@code int} ({@code 2147483648}) as bad
 * input, so this field judges those itself ({@link #pastIntMessage}).
 */
public class ExactIntegerField extends IntegerField implements NotedField {
    private static final BigInteger INT_MAX = BigInteger.valueOf(Integer.MAX_VALUE);
    private static final BigInteger INT_MIN = BigInteger.valueOf(Integer.MIN_VALUE);
    /** A message of the page's own and text an address gave ({@link NotedField}). */
    private final FieldNote note = new FieldNote(this, this::validate);

    public ExactIntegerField(String label) {
        super(label);
        getElement().setProperty("allowedCharPattern", "[-\\d.,eE]");
        // A comma groups thousands (1,000,000); any other comma is bad input here, not dropped (1,5 was 15).
        TypedCommas.install(this);
        // Emptied (or typed as letters, which the box refuses), it says so at once, not at the next click.
        setRequiredIndicatorVisible(true);
        setI18n(new IntegerFieldI18n().setBadInputErrorMessage(IN_DIGITS).setRequiredErrorMessage(IN_DIGITS));
    }

    /** What the field says of text that is no whole number, unless a range says more. */
    public static final String IN_DIGITS = "Enter a whole number without a point or an exponent, such as 1000000";

    /** Vaadin's checks, but a box holding a whole number too long for an {@code int} is answered with the range's message. */
    @Override
    public Validator<Integer> getDefaultValidator() {
        Validator<Integer> vaadin = super.getDefaultValidator();
        return (value, context) -> {
            String past = value == null ? pastIntMessage(getElement().getProperty("_inputElementValue", "")) : null;
            return past != null ? ValidationResult.error(past) : vaadin.apply(value, context);
        };
    }

    /**
     * What the field says of {@code text} when it is a whole number in digits that no {@code int}
     * holds: its range's "Too large" (or "Too small") message. Null for any other text, which the
     * field reads or calls bad input as before.
     */
    public String pastIntMessage(String text) {
        BigInteger n = text == null ? null : Notation.whole(text);
        return n == null ? null : pastIntMessage(n);
    }

    /** {@link #pastIntMessage(String)} of a whole number already read. */
    public String pastIntMessage(BigInteger n) {
        if (n.compareTo(INT_MAX) > 0) {
            String message = getI18n() == null ? null : getI18n().getMaxErrorMessage();
            return message != null ? message : String.format(Locale.ENGLISH, "Too large: it must be at most %,d", getMax());
        }
        if (n.compareTo(INT_MIN) < 0) {
            String message = getI18n() == null ? null : getI18n().getMinErrorMessage();
            return message != null ? message : String.format(Locale.ENGLISH, "Too small: it must be at least %,d", getMin());
        }
        return null;
    }

    @Override
    public FieldNote fieldNote() {
        return note;
    }

    @Override
    protected void validate() {
        note.checking();
        super.validate();
    }
}
