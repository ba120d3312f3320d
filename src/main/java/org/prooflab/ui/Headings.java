package org.prooflab.ui;

import com.vaadin.flow.component.html.H1;

/**
 * A page's headings: one h1, its title (the site's name in the header is no heading, so that each page's h1 says
 * which page it is), its sections h2, what is inside them h3. styles.css draws the title and the sections at the
 * sizes the pages had before (Lumo's h2 and h3).
 */
public final class Headings {
    private Headings() {
    }

    /** The page's one h1. */
    public static H1 pageTitle(String text) {
        H1 title = new H1(text);
        title.addClassName("page-title");
        return title;
    }
}
