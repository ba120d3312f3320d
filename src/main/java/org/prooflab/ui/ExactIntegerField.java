package org.prooflab.ui;

import com.vaadin.flow.component.textfield.IntegerField;

/**
 * A whole-number field that keeps what was typed.
 *
 * <p>Vaadin's {@link IntegerField} lets only digits and signs into the box: typing {@code 1e12}
 * left {@code 112} there, and {@code 2.5} became {@code 25}, without a word, and a solve ran with
 * a limit nobody typed. This field lets an exponent, a decimal point and a comma into the box
 * and keeps the text as typed: a fraction, an exponent or other text is bad input, answered beside the
 * field ("Enter a whole number from 1 to 5,000,000, in digits"), and a whole number past the
 * field's range answers with the range's message ("Too large: it must be at most 5,000,000").
 */
public class ExactIntegerField extends IntegerField {
    public ExactIntegerField(String label) {
        super(label);
        getElement().setProperty("allowedCharPattern", "[-+\\d.,eE]");
        // Emptied (or typed as letters, which the box refuses), it says so at once, not at the next click.
        setRequiredIndicatorVisible(true);
        setI18n(new IntegerFieldI18n().setBadInputErrorMessage(IN_DIGITS).setRequiredErrorMessage(IN_DIGITS));
    }

    /** What the field says of text that is no whole number, unless a range says more. */
    public static final String IN_DIGITS = "Enter a whole number in digits, such as 1000000";
}
