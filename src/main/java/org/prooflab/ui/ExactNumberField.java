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
        // A comma typed or pasted is read as the rest of ProofLab reads one (Notation#decimal): between groups of three
        // digits it groups thousands, 1,000 being a thousand, as every message writes it; any other comma is a decimal
        // comma and becomes a point, in sight (the browser's number input dropped it: 0,5 became 05, five). As it is
        // typed, a comma cannot be told apart yet, so it is shown as a point, and when the box is left a number whose
        // points all came from commas and stand between groups of three loses them: 1,000 reads 1000, not 1.000.
        addAttachListener(e -> getElement().executeJs("""
                if (!this.__decimalComma) {
                  this.__decimalComma = true;
                  this.__commas = 0;
                  const grouped = /^-?[1-9][0-9]{0,2}([.][0-9]{3})+$/;
                  this.addEventListener('keydown', ev => {
                    if (ev.key === ',') {
                      ev.preventDefault();
                      const input = this.inputElement;
                      if (this.__commas > 0 && grouped.test(input.value)) {
                        // A second comma after a group of three: the first grouped thousands too (1,000,000).
                        input.value = input.value.replaceAll('.', '');
                        input.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
                        this.__commas = 0;
                        this.__grouping = true;
                      } else if (!(this.__grouping && /^-?[1-9][0-9]{3,}$/.test(input.value))) {
                        this.__commas++;
                        document.execCommand('insertText', false, '.');
                      }
                    }
                  });
                  this.addEventListener('paste', ev => {
                    const text = ev.clipboardData ? ev.clipboardData.getData('text').trim() : '';
                    if (text.includes(',')) {
                      ev.preventDefault();
                      const thousands = /^-?[1-9][0-9]{0,2}(,[0-9]{3})+([.][0-9]*)?$/.test(text);
                      document.execCommand('insertText', false, thousands ? text.replaceAll(',', '') : text.replaceAll(',', '.'));
                    }
                  });
                  // Before the field and the server read the change (capture): the typed commas that grouped thousands go.
                  this.addEventListener('change', () => {
                    const input = this.inputElement;
                    const points = (input.value.match(/[.]/g) || []).length;
                    if (this.__commas > 0 && points === this.__commas && grouped.test(input.value)) {
                      input.value = input.value.replaceAll('.', '');
                      input.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
                    }
                    this.__commas = 0;
                    this.__grouping = false;
                  }, true);
                }"""));
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
