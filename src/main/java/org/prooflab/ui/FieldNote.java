package org.prooflab.ui;

import com.vaadin.flow.component.textfield.AbstractNumberField;
import com.vaadin.flow.shared.Registration;
import java.io.Serializable;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What our number fields ({@link ExactIntegerField}, {@link ExactNumberField}) say besides Vaadin's
 * own checks: a message of the page's own ({@link #note}), and the text a page address gave that
 * the field could not take ({@link #showAsWritten}).
 *
 * <p>Text from an address is shown in the box exactly as written where a browser's number box can
 * hold it ({@code 2.5}, {@code 1e6}, {@code 2147483648}); other text ({@code abc}) the box shows as
 * nothing, as it refuses it when typed, so the message quotes it. Either way the text is kept for the
 * page to write back into its address until the visitor types in the field: an address that opened
 * the lab with {@code nodes=2.5} keeps saying so.
 */
public final class FieldNote implements Serializable {
    /** Text a browser's number box holds as written: HTML's "valid floating-point number". It empties any other. */
    private static final Pattern BOX_HOLDS = Pattern.compile("-?(\\d+(\\.\\d+)?|\\.\\d+)([eE][-+]?\\d+)?");
    /** The most of a quoted text a message shows; the address keeps all of it. */
    private static final int QUOTED = 60;
    /** Puts the text into the box once the field is ready (its module may load after the first response). */
    private static final String SHOW = """
            const box = this, text = $0;
            customElements.whenDefined(box.localName).then(() => box.updateComplete).then(() => {
              if (box.inputElement) { box.inputElement.value = text; }
            });""";

    /**
     * Passes each text the visitor commits in the box (Enter, or leaving a changed box) to the field as a
     * {@code text-commit} event. Vaadin's number boxes fire no event of their own when one text that is no value gives
     * way to another (an emptied box, then 2.5): their value stays empty, and their {@code change} stops at the input.
     */
    private static final String COMMITS = """
            const box = this;
            customElements.whenDefined(box.localName).then(() => box.updateComplete).then(() => {
              const input = box.inputElement;
              if (input && !input.__textCommit) {
                input.__textCommit = true;
                input.addEventListener('change', () => box.dispatchEvent(new CustomEvent('text-commit')), true);
              }
            });""";

    private final AbstractNumberField<?, ?> field;
    private final Runnable validate;
    /** A message of the page's own, shown until the field's next check. */
    private String note;
    /** The text an address gave that the field does not hold as a right value, or null. */
    private String asWritten;
    private Registration typing;

    /**
     * @param field    the field this note belongs to
     * @param validate the field's own check, run when the visitor starts typing over address text
     */
    FieldNote(AbstractNumberField<?, ?> field, Runnable validate) {
        this.field = field;
        this.validate = validate;
        field.addValueChangeListener(e -> forget());
    }

    /** Marks the field with {@code message} until its next check (see {@link NotedField#note}). */
    void note(String message) {
        note = message;
        field.setErrorMessage(message);
        field.setInvalid(true);
    }

    /** Before the field's own check: a note of the page's gives way to it. */
    void checking() {
        if (note != null) {
            note = null;
            field.setErrorMessage(null);
        }
    }

    /**
     * Keeps {@code text}, which an address gave and which the field cannot take as a right value, and
     * shows it in the box when the box can hold it. Call after the field's value and mark are set: a
     * value change forgets the text.
     */
    void showAsWritten(String text) {
        asWritten = text;
        String t = text.trim();
        if (holds(t) && !t.isEmpty()) {
            field.getElement().executeJs(SHOW, t);
        }
        if (typing == null) {
            // The visitor's first key in the box: the text is theirs now, and the field judges it as typed.
            typing = field.getElement().addEventListener("input", e -> {
                forget();
                validate.run();
            });
        }
    }

    /**
     * Calls {@code listener} whenever what the box shows may have changed: at each new value, and at each text the
     * visitor commits ({@link #COMMITS}), also when typed text that is no value gives way to other such text (an
     * emptied box then {@code 2.5}; {@code 1e12} then an emptied box), where the value stays empty and Vaadin fires
     * nothing. The page's address followed only the values, so it kept the first of those texts.
     */
    Registration addShownListener(Runnable listener) {
        Registration value = field.addValueChangeListener(e -> listener.run());
        // Only while the field holds no number: a number committed comes as a value change too (after this event,
        // which the input's own change precedes), and ran the listener twice, first on the old value.
        Registration text = field.getElement().addEventListener("text-commit", e -> {
            if (holdsNoNumber()) {
                listener.run();
            }
        }).synchronizeProperty("_inputElementValue");
        Registration attach = field.addAttachListener(e -> field.getElement().executeJs(COMMITS));
        if (field.isAttached()) {
            field.getElement().executeJs(COMMITS);
        }
        return () -> {
            value.remove();
            text.remove();
            attach.remove();
        };
    }

    /** The text an address gave that the field still shows, or null. */
    String asWritten() {
        return asWritten;
    }

    /**
     * What the box shows, for the page to write into its address, while the field holds no number it can write
     * itself: the text an address gave ({@link #asWritten}), else what was typed that is no number or no finite one
     * ({@code 1e9} in a whole-number box, {@code 1e400} in a decimal one; nothing, for an emptied box). Null while the
     * field holds a number, right or out of range, which the page writes. The address held a typed {@code 0} but
     * left {@code 1e9} out, and a reload showed the default in its place.
     */
    String shownText() {
        if (asWritten != null) {
            return asWritten;
        }
        if (!holdsNoNumber()) {
            return null;
        }
        String typed = field.getElement().getProperty("_inputElementValue", "").trim();
        return holds(typed) ? typed : "";
    }

    /** True while the field holds no number the page can write: none, or one past any double (1e400). */
    private boolean holdsNoNumber() {
        Object value = field.getValue();
        return value == null || value instanceof Double d && !Double.isFinite(d);
    }

    private void forget() {
        asWritten = null;
        if (typing != null) {
            typing.remove();
            typing = null;
        }
    }

    /** True when a number box shows {@code text} (trimmed) as it is; an empty box holds the empty text. */
    static boolean holds(String text) {
        return text.isEmpty() || BOX_HOLDS.matcher(text).matches();
    }

    /**
     * {@code message} for text from an address: as it is when the box shows the text, else after a
     * quote of it, which the box cannot show ("The address gave “abc”: enter a whole number ...").
     */
    public static String quoting(String text, String message) {
        String t = text.trim();
        if (holds(t)) {
            return message;
        }
        String quoted = t.codePointCount(0, t.length()) > QUOTED ? t.substring(0, t.offsetByCodePoints(0, QUOTED)) + "…" : t;
        return "The address gave “" + quoted + "”: " + message.substring(0, 1).toLowerCase(Locale.ENGLISH) + message.substring(1);
    }
}
