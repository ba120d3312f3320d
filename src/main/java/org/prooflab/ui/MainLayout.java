package org.prooflab.ui;

import com.vaadin.flow.component.HasElement;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.component.applayout.DrawerToggle;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.Icon;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.page.ColorScheme;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.sidenav.SideNav;
import com.vaadin.flow.component.sidenav.SideNavItem;
import com.vaadin.flow.router.AfterNavigationEvent;
import com.vaadin.flow.router.AfterNavigationObserver;
import com.vaadin.flow.router.Layout;
import com.vaadin.flow.router.NavigationTrigger;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.menu.MenuConfiguration;

/** The app shell: a header, and a side navigation built from the views' {@code @Menu} entries. */
@Layout
public final class MainLayout extends AppLayout implements AfterNavigationObserver {
    private static final String SCHEME = "prooflab.colorScheme";
    /** The id of the page shown, inside the layout. */
    static final String MAIN_ID = "main-content";
    /** The path of the page shown, to tell a new page from a change of its query. */
    private String shownPath;

    MainLayout() {
        DrawerToggle toggle = new DrawerToggle();
        toggle.setAriaLabel("Menu");
        // The site's name, not a heading: each page's one h1 is its own title (Headings), so that a screen reader's
        // list of headings, or its jump to the h1, says which page this is.
        Span title = new Span("ProofLab");
        title.addClassName("site-name");
        title.getStyle().set("font-size", "var(--lumo-font-size-l)").set("font-weight", "600");
        Span tagline = new Span("solving games with AND/OR trees");
        tagline.getStyle().set("color", "var(--lumo-secondary-text-color)").set("font-size", "var(--lumo-font-size-s)");
        HorizontalLayout header = new HorizontalLayout(toggle, title, tagline);
        header.setAlignItems(HorizontalLayout.Alignment.BASELINE);
        header.getStyle().set("padding", "var(--lumo-space-s) var(--lumo-space-m)");
        tagline.addClassName("tagline");
        Select<ColorScheme.Value> scheme = new Select<>();
        scheme.setItems(ColorScheme.Value.LIGHT_DARK, ColorScheme.Value.LIGHT, ColorScheme.Value.DARK);
        scheme.setItemLabelGenerator(v -> switch (v) {
            case LIGHT -> "Light";
            case DARK -> "Dark";
            default -> "System";
        });
        scheme.setAriaLabel("Colour scheme");
        scheme.setWidth("8rem");
        scheme.addClassName("scheme-select");
        ColorScheme.Value chosen = (ColorScheme.Value) VaadinSession.getCurrent().getAttribute(SCHEME);
        scheme.setValue(chosen == null ? ColorScheme.Value.LIGHT_DARK : chosen);
        scheme.addValueChangeListener(e -> {
            VaadinSession.getCurrent().setAttribute(SCHEME, e.getValue());
            UI.getCurrent().getPage().setColorScheme(e.getValue());
        });
        if (chosen != null) {
            UI.getCurrent().getPage().setColorScheme(chosen);
        }
        Div spacer = new Div();
        spacer.getStyle().set("flex-grow", "1");
        HorizontalLayout bar = new HorizontalLayout(header, spacer, scheme);
        bar.setWidthFull();
        bar.setAlignItems(HorizontalLayout.Alignment.CENTER);
        bar.getStyle().set("padding-right", "var(--lumo-space-m)");
        addToNavbar(skipLink(), bar);

        SideNav nav = new SideNav();
        nav.setLabel("Parts of ProofLab");
        MenuConfiguration.getMenuEntries().forEach(entry -> {
            SideNavItem item = new SideNavItem(entry.title(), entry.path());
            // A lesson (lessons/3) or an experiment's page is in its part: the part stays marked there. Not the home
            // page, whose empty path every address continues.
            item.setMatchNested(!entry.path().isEmpty() && !"/".equals(entry.path()));
            if (entry.icon() != null) {
                item.setPrefixComponent(new Icon(entry.icon()));
            }
            nav.addItem(item);
        });
        addToDrawer(nav);
        setPrimarySection(Section.DRAWER);
    }

    /**
     * The first stop of the Tab key, shown only while focused: it takes the focus past the menu, the colour scheme
     * and the side navigation (eight stops) to the page itself.
     */
    private static Anchor skipLink() {
        Anchor skip = new Anchor("#" + MAIN_ID, "Skip to the page");
        skip.addClassName("skip-link");
        // The router would take a link to a fragment for a navigation: the focus is moved here instead.
        skip.getElement().executeJs("this.addEventListener('click', e => { e.preventDefault();"
                + " const main = document.getElementById($0); const target = main && (main.querySelector('h1') || main);"
                + " if (target) { target.setAttribute('tabindex', '-1'); target.focus(); } });", MAIN_ID);
        return skip;
    }

    /**
     * Each page is the main landmark (a screen reader's jump to the main part), and the skip link goes to its title.
     * No tabindex on the page itself: a Vaadin layout is a shadow host, and Tab skips every control inside a shadow
     * host whose tabindex is negative (the classroom's and the results' pages could not be reached by Tab at all).
     */
    @Override
    public void showRouterLayoutContent(HasElement content) {
        super.showRouterLayoutContent(content);
        if (content != null) {
            content.getElement().setAttribute("role", "main").setAttribute("id", MAIN_ID);
        }
    }

    /**
     * A new page opens at its top, with the focus on its title. The router swaps the content in place, and the
     * window kept the last page's scroll: "Run it", at the foot of a long form, opened the experiment half-way
     * down, its title, state and Cancel out of view. Back and forward keep what the browser restores.
     */
    @Override
    public void afterNavigation(AfterNavigationEvent event) {
        String path = event.getLocation().getPath();
        boolean newPage = shownPath != null && !shownPath.equals(path);
        shownPath = path;
        if (newPage && event.getLocationChangeEvent().getTrigger() != NavigationTrigger.HISTORY) {
            // The layout's content part is what scrolls (the window does not). The focus goes to the new page's
            // title, as a screen reader expects of a new page: it stayed on the link or button that led here, or
            // fell to the body when that was gone ("Run it" opened the experiment with nothing said).
            // On a phone the menu is a drawer over the page, and closing it gives the focus back to the Menu button when
            // its transition ends, which on a slow phone is after this ran: for two seconds, the title takes the focus
            // back from the Menu button (whenever the drawer's closing ends), not at fixed delays.
            getElement().executeJs("const c = this.shadowRoot && this.shadowRoot.querySelector('[part=content]');"
                    + " if (c) { c.scrollTop = 0; } window.scrollTo(0, 0);"
                    + " const title = () => { const main = document.getElementById('" + MAIN_ID + "');"
                    + " const h = main && main.querySelector('h1');"
                    + " if (h) { h.setAttribute('tabindex', '-1'); h.focus({preventScroll: true}); }"
                    + " else if (main) { main.focus({preventScroll: true}); } };"
                    + " title();"
                    + " const toggle = this.overlay && this.querySelector('vaadin-drawer-toggle');"
                    + " if (toggle) { const back = () => title(); toggle.addEventListener('focus', back);"
                    + " setTimeout(() => toggle.removeEventListener('focus', back), 2000);"
                    + " if (document.activeElement === toggle) { title(); } }");
        }
    }
}
