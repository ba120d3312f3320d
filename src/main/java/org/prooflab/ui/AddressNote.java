package org.prooflab.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.List;

/**
 * What a page's address held that the page could not read or open, said at the top of the page, as
 * text (a visitor may have typed it), until dismissed: the lab's unknown solvers were a notification
 * that went after five seconds, and a classroom link to a deleted experiment opened a blank form
 * without a word. A note, not an error: the visitor did not type into the page.
 */
public final class AddressNote extends Div {
    private final String lead;

    /** @param lead what the listed items are, as in {@code "Not read from this address: "} */
    public AddressNote(String lead) {
        this.lead = lead;
        addClassName("address-note");
        getElement().setAttribute("role", "status");
        setVisible(false);
    }

    /** Names {@code items} after the lead, one after the other, or hides the note when there are none. */
    public void show(List<String> items) {
        removeAll();
        setVisible(!items.isEmpty());
        if (!items.isEmpty()) {
            Button dismiss = new Button("Dismiss", e -> setVisible(false));
            dismiss.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
            add(new Span(lead + String.join("; ", items) + "."), dismiss);
        }
    }
}
