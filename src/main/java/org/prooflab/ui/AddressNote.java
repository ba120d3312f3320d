package org.prooflab.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

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

    /**
     * What of an address's query a page that reads only {@code names} leaves unread, each with the reason, in name
     * order (so that the note reads the same however the address was put together): a name the page has no setting
     * for, and each value after the first of a name given twice. {@code page} names the page: "the lab".
     */
    public static List<String> unread(Map<String, List<String>> query, Collection<String> names, String page) {
        List<String> unread = new ArrayList<>();
        new TreeMap<>(query).forEach((name, values) -> {
            if (!names.contains(name)) {
                values.forEach(v -> unread.add(written(name, v) + " (" + page + " has no setting called “" + name + "”)"));
            } else {
                values.stream().skip(1).forEach(v -> unread.add(written(name, v) + " (" + name + " is given twice: the first, "
                        + written(name, values.get(0)) + ", is read)"));
            }
        });
        return unread;
    }

    /** A query parameter as the address wrote it, quoted: “nodes=5”, or “verbose” alone. */
    public static String written(String name, String value) {
        return "“" + name + (value == null || value.isEmpty() ? "" : "=" + value) + "”";
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
