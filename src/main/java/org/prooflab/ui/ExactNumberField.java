package org.prooflab.ui;

import com.vaadin.flow.component.textfield.NumberField;
import org.prooflab.engine.game.Notation;

/**
 * A number field that reads what was typed as written, exponent included.
 *
 * <p>The browser's number input accepts {@code 1e9} and {@code 7.9e-1}, but Vaadin's
 * {@link NumberField} reads the text with a decimal format that stops at the {@code e}: {@code 1e9}
 * became 1 and a solve limited to a billion seconds stopped after one. This field reads the typed
 * text in full, so the field's range check sees the number the visitor wrote ("Too large: it must
 * be below 600"). Text too large for a double reads as infinity, which no range allows.
 */
public class ExactNumberField extends NumberField implements NotedField {
    /** A message of the page's own and text an address gave ({@link NotedField}). */
    private final FieldNote note = new FieldNote(this, this::validate);

    public ExactNumberField(String label) {
        super(label);
        // A comma is read as everywhere else: grouping thousands between groups of three, else a decimal comma.
        TypedCommas.install(this);
    }

    @Override
    protected void setModelValue(Double value, boolean fromClient) {
        super.setModelValue(fromClient && value != null ? read(getElement().getProperty("value", ""), value) : value, fromClient);
    }

    /**
     * The number {@code text} names as this field reads it when typed: a decimal number in plain digits,
     * exponent included ({@code 1e9}, {@code -.5}), as {@link Notation#decimal} reads it; null for anything
     * else ({@code NaN}, {@code 5d}, {@code 0x10}, {@code 1,5}, other scripts' digits), which the box would
     * not take as a number.
     */
    public static Double read(String text) {
        return read(text, null);
    }

    /** The number {@code text} names, exponent included; {@code parsed} when the text is no plain decimal number. */
    static Double read(String text, Double parsed) {
        Double read = Notation.decimal(text);
        return read != null ? read : parsed;
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
