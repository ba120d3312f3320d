package org.prooflab.ui;

/**
 * A number field of ours that says more than Vaadin's checks ({@link FieldNote}): a message of the
 * page's own, and text a page address gave that the field could not take.
 */
public interface NotedField {
    /** The field's note; the field runs {@link FieldNote#checking} before each of its own checks. */
    FieldNote fieldNote();

    /**
     * Marks the field with a message of the page's own, such as "every random game ended before 41
     * moves" or what is wrong with a value an address gave, which gives way to the field's own check
     * at its next value. (A message set on a Vaadin field stays over its range messages until it is
     * taken away, and taking it away in a value listener comes after the check has run.)
     */
    default void note(String text) {
        fieldNote().note(text);
    }

    /**
     * Keeps {@code text}, which a page address gave and which leaves the field empty or wrong, and
     * shows it in the box as written where a number box can hold it; the page writes it back into its
     * address ({@link #asWritten}) until the visitor types in the field. Call after setting the
     * field's value and mark.
     */
    default void showAsWritten(String text) {
        fieldNote().showAsWritten(text);
    }

    /** The text an address gave that the field still shows ({@link #showAsWritten}), or null. */
    default String asWritten() {
        return fieldNote().asWritten();
    }

    /** Calls {@code listener} whenever what the box shows may have changed, a value or text that is none ({@link FieldNote#addShownListener}). */
    default com.vaadin.flow.shared.Registration addShownListener(Runnable listener) {
        return fieldNote().addShownListener(listener);
    }

    /** What the box shows while the field holds no number the page can write, or null ({@link FieldNote#shownText}). */
    default String shownText() {
        return fieldNote().shownText();
    }
}
