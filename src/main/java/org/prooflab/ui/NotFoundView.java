package org.prooflab.ui;

import static org.prooflab.ui.Headings.pageTitle;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.ParentLayout;
import com.vaadin.flow.server.menu.MenuConfiguration;
import jakarta.servlet.http.HttpServletResponse;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * The page for an address where nothing is (an unknown path, a lesson or game that does not
 * exist), inside the app's layout so that its navigation leads on; answered with HTTP 404. A view
 * that finds nothing under its address reroutes here with a message in the user's words
 * ({@code event.rerouteToError(NotFoundException.class, "...")}). The address and the message are
 * shown as text, never as HTML.
 */
@ParentLayout(MainLayout.class)
@PageTitle("Not found | ProofLab")
public final class NotFoundView extends Div implements HasErrorParameter<NotFoundException> {
    private final Paragraph what = new Paragraph();
    private final Paragraph where = new Paragraph();

    public NotFoundView() {
        addClassName("not-found");
        what.addClassName("not-found-message");
        where.addClassName("not-found-address");
        // The same pages, in the same order, as the side navigation (MainLayout reads the same menu).
        Div links = new Div();
        MenuConfiguration.getMenuEntries().forEach(entry -> links.add(new Anchor(entry.path(), entry.title())));
        links.addClassName("not-found-links");
        add(pageTitle("Nothing here"), what, where, new Paragraph("Go on from one of these pages:"), links);
    }

    @Override
    public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<NotFoundException> parameter) {
        what.setText(parameter.hasCustomMessage() && !parameter.getCustomMessage().startsWith("Couldn't find route")
                ? parameter.getCustomMessage() : "ProofLab has no page at this address.");
        where.setText("Address: /" + readable(event.getLocation().getPathWithQueryParameters()));
        return HttpServletResponse.SC_NOT_FOUND;
    }

    /** The address as the visitor typed it (%3C shown as &lt;), or as it came when it is not well encoded. */
    private static String readable(String address) {
        try {
            return URLDecoder.decode(address, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return address;
        }
    }
}
