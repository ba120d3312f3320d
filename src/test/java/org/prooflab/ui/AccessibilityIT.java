package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a keyboard and a screen reader get: a skip link and a main landmark, the focus where the work goes on (a tree
 * node chosen with Enter, a new page's title, a cancelled solve's verdict), boards that say what is on them, and
 * buttons and tables whose names tell them apart.
 */
class AccessibilityIT extends BrowserTestBase {

    private String focused() {
        return (String) page.evaluate("() => { const e = document.activeElement;"
                + " return e.tagName + '|' + (e.getAttribute('data-node') ?? '') + '|' + (e.id ?? '') + '|' + e.textContent.trim().slice(0, 40); }");
    }

    @Test
    void the_first_tab_stop_skips_to_the_page_which_is_the_main_landmark() {
        open("/lab");
        page.waitForSelector(".c4-board");
        page.keyboard().press("Tab");
        Locator skip = page.locator(".skip-link");
        assertThat(focused()).as("the first Tab stop").startsWith("A|").endsWith("Skip to the page");
        assertThat(skip.boundingBox().x).as("shown while focused").isGreaterThanOrEqualTo(0);
        page.keyboard().press("Enter");
        page.waitForCondition(() -> focused().startsWith("H1|"));
        assertThat((Boolean) page.evaluate("() => document.getElementById('main-content').contains(document.activeElement)")).isTrue();
        assertThat(page.locator("[role=main]").count()).isEqualTo(1);
        assertThat(page.locator("[role=main] h1").textContent()).isEqualTo("Solver lab");
        // The next Tab stop is the page's first control, not the menu again.
        page.keyboard().press("Tab");
        assertThat((Boolean) page.evaluate("() => document.getElementById('main-content').contains(document.activeElement)")).isTrue();
        screenshots(page, "a11y-skip-link", null);
    }

    @Test
    void tab_alone_goes_on_from_the_menu_into_every_page() {
        // The page a layout (a shadow host) with tabindex -1: Tab went round the menu and never into the classroom's pages.
        for (String path : java.util.List.of("/classroom", "/classroom/new", "/results", "/lab", "/lessons")) {
            open(path);
            page.waitForSelector("[role=main] h1");
            boolean reached = false;
            for (int i = 0; i < 25 && !reached; i++) {
                page.keyboard().press("Tab");
                reached = (Boolean) page.evaluate("() => { const m = document.getElementById('main-content');"
                        + " return !!m && m.contains(document.activeElement) && document.activeElement !== m; }");
            }
            assertThat(reached).as("a control of " + path + " reached by Tab alone").isTrue();
        }
    }

    @Test
    void a_tree_is_one_tab_stop_whose_nodes_the_arrow_keys_go_through_and_minus_and_plus_fold() {
        // Every node and fold box was a Tab stop of its own: a 200-node tree was 400 presses of Tab.
        open("/playground?tree=" + java.net.URLEncoder.encode("O(A(.5,.5,.5),A(.5,O(.5,.5)))", java.nio.charset.StandardCharsets.UTF_8));
        page.waitForSelector(".tree-playground svg");
        // The drawing's tools (zoom, export) come before it.
        page.locator(".tree-playground vaadin-button.export").last().focus();
        page.keyboard().press("Tab");
        assertThat(focused()).as("the drawing's one stop: the root, none being selected").startsWith("g||");
        String[][] moves = {{"ArrowDown", "0"}, {"ArrowDown", "0.0"}, {"ArrowRight", "0.1"}, {"ArrowRight", "0.2"},
            {"ArrowRight", "1.0"}, {"ArrowLeft", "0.2"}, {"ArrowUp", "0"}, {"ArrowRight", "1"}, {"ArrowDown", "1.0"},
            {"ArrowRight", "1.1"}, {"ArrowDown", "1.1.0"}, {"ArrowDown", "1.1.0"}, {"Home", ""}, {"ArrowUp", ""}};
        for (String[] move : moves) {
            page.keyboard().press(move[0]);
            assertThat(focused()).as("after " + move[0]).startsWith("g|" + move[1] + "|");
        }
        // The next Tab leaves the drawing at once, for the skip link's target and the editor beyond.
        page.keyboard().press("ArrowDown");
        page.keyboard().press("ArrowRight");
        page.keyboard().press("Tab");
        assertThat(focused()).as("after the drawing").doesNotStartWith("g|");
        page.keyboard().press("Shift+Tab");
        assertThat(focused()).as("back into the drawing: the node left last").startsWith("g|1|");
        // Enter selects the node that has the focus; it keeps the focus, and is the drawing's stop from then on.
        page.keyboard().press("Enter");
        page.waitForCondition(() -> page.locator(".tree-playground .tree-drawing g.node.selected[data-node='1']").count() > 0);
        page.waitForCondition(() -> focused().startsWith("g|1|"));
        // Ctrl and minus is the browser's zoom, not a fold.
        page.keyboard().press("Control+Minus");
        page.keyboard().press("Alt+ArrowLeft");
        assertThat(page.locator(".tree-playground .tree-drawing g.node[data-node='1.0']").count()).isEqualTo(1);
        assertThat(focused()).as("after Alt and Left").startsWith("g|1|");
        // − folds the subtree of the node that has the focus, + unfolds it; the node keeps the focus (it went to the
        // node's fold box, as after a click on the box, and the arrow keys then did nothing).
        page.keyboard().press("-");
        page.waitForCondition(() -> page.locator(".tree-playground .tree-drawing g.node[data-node='1.0']").count() == 0);
        page.waitForCondition(() -> focused().startsWith("g|1|"));
        page.keyboard().press("+");
        page.waitForCondition(() -> page.locator(".tree-playground .tree-drawing g.node[data-node='1.0']").count() == 1);
        page.waitForCondition(() -> focused().startsWith("g|1|"));
        page.keyboard().press("ArrowDown");
        assertThat(focused()).as("down from the node unfolded").startsWith("g|1.0|");
        assertThat(page.locator(".tree-playground .tree-drawing [tabindex='0']").count()).as("Tab stops in the drawing").isEqualTo(1);
    }

    @Test
    void a_tree_node_chosen_with_enter_keeps_the_focus_and_a_new_page_takes_it_to_its_title() {
        open("/lessons/2");
        Locator node = page.locator(".tree-drawing g.node[data-node='0.0']").first();
        node.focus();
        page.keyboard().press("Enter");
        page.waitForCondition(() -> page.locator(".tree-drawing g.node.selected[data-node='0.0']").count() > 0);
        page.waitForCondition(() -> focused().startsWith("g|0.0|"));
        // A fold toggle is a finger's target: 24 px at least, not the 12 px box drawn, also in a tree fitted to a phone.
        Locator toggle = page.locator(".tree-drawing g.toggle[data-toggle='0']").first();
        for (int width : new int[] {390, 1280}) {
            page.setViewportSize(width, 900);
            page.waitForCondition(() -> toggle.locator("rect.tap").boundingBox() != null);
            com.microsoft.playwright.options.BoundingBox tap = toggle.locator("rect.tap").boundingBox();
            assertThat(Math.min(tap.width, tap.height)).as("the fold target at " + width + " px").isGreaterThanOrEqualTo(24);
        }
        // A fold toggle chosen with Enter keeps the focus too.
        toggle.focus();
        page.keyboard().press("Enter");
        page.waitForCondition(() -> "g".equals(page.evaluate("() => document.activeElement.tagName"))
                && "0".equals(page.evaluate("() => document.activeElement.getAttribute('data-toggle')")));
        // A link to another page: the focus goes to that page's title, not back to the body.
        page.locator("vaadin-side-nav-item").filter(new Locator.FilterOptions().setHasText("Results")).click();
        page.waitForCondition(() -> focused().startsWith("H1|"));
        assertThat(focused()).endsWith(page.locator("[role=main] h1").textContent().strip().substring(0, Math.min(40,
                page.locator("[role=main] h1").textContent().strip().length())));
    }

    @Test
    void on_a_phone_a_page_chosen_from_the_menu_takes_the_focus_to_its_title_after_the_menu_closes() {
        // A walk-through on a busy machine saw the drawer's closing give the focus back to the Menu button after the title
        // had taken it (MainLayout.afterNavigation).
        page.setViewportSize(390, 844);
        open("/");
        page.waitForSelector("[role=main] h1");
        for (int i = 0; i < 5 && !focused().startsWith("VAADIN-DRAWER-TOGGLE|"); i++) {
            page.keyboard().press("Tab");
        }
        page.keyboard().press("Enter");
        page.waitForCondition(() -> "true".equals(String.valueOf(page.evaluate("() => document.querySelector('vaadin-app-layout').drawerOpened"))));
        // The open menu takes the focus into its own part once its opening has run (nothing in the page says when).
        page.waitForTimeout(500);
        // Tab to it, as a keyboard user does (the item's link is inside its shadow root).
        for (int i = 0; i < 10 && !focused().equals("VAADIN-SIDE-NAV-ITEM|||Playground"); i++) {
            page.keyboard().press("Tab");
        }
        assertThat(focused()).isEqualTo("VAADIN-SIDE-NAV-ITEM|||Playground");
        page.keyboard().press("Enter");
        page.waitForCondition(() -> page.url().endsWith("/playground"));
        page.waitForCondition(() -> focused().startsWith("H1|"));
        assertThat(focused()).endsWith("Playground");
        // On a slow phone the drawer's closing ends after the page took the focus, and gives it to the Menu button then:
        // done here by hand, the title takes it back.
        page.evaluate("() => document.querySelector('vaadin-drawer-toggle').focus()");
        page.waitForCondition(() -> focused().startsWith("H1|"));
        page.setViewportSize(1280, 800);
    }

    @Test
    void the_boards_say_what_is_on_each_column_and_square() {
        open("/lab/connect4?position=44");
        page.waitForSelector(".c4-board");
        assertThat(page.locator(".c4-drop[data-column='4']").getAttribute("aria-label")).isEqualTo("column 4: Red, Yellow; 4 free: drop a disc");
        assertThat(page.locator(".c4-drop[data-column='1']").getAttribute("aria-label")).isEqualTo("column 1: empty; 6 free: drop a disc");
        open("/lab/othello");
        page.waitForSelector(".othello-board:not(.stale)");
        Locator board = page.getByRole(com.microsoft.playwright.options.AriaRole.GROUP,
                new com.microsoft.playwright.Page.GetByRoleOptions().setName("Othello board"));
        String tree = board.ariaSnapshot();
        assertThat(tree).contains("img \"d5 black\"", "img \"e5 white\"", "img \"a1 empty\"", "button \"d3: play here\"");
        // The file and rank letters are not read between the squares.
        assertThat(page.locator(".othello-board .oth-label:not([aria-hidden='true'])").count()).isZero();
    }

    @Test
    void a_finished_solves_chart_says_where_its_line_starts_and_ends() {
        Locator panel = solvedByPns("/lab/connect4?position=1713734274537146512747&solvers=pns", "PROVED");
        page.waitForCondition(() -> panel.locator("root-value-chart").getAttribute("aria-label").contains(" after "));
        assertThat(panel.locator("root-value-chart").getAttribute("aria-label")).matches("root proof and disproof numbers over "
                + "iterations: pn \\d+ and dn \\d+ at the start, pn 0 and dn ∞ after [0-9,]+ iterations");
        assertThat(panel.locator("vaadin-progress-bar").getAttribute("aria-valuetext")).startsWith("proved with ");
        // How it ended is said once, in a live line of its own; the verdict, which also said "running", is not live.
        assertThat(panel.locator(".sr-only[aria-live]").textContent()).isEqualTo("PN-search: " + panel.locator(".verdict").textContent());
        assertThat(panel.locator(".verdict").getAttribute("aria-live")).isNull();
    }

    @Test
    void buttons_progress_bars_and_tables_have_names_that_tell_them_apart() {
        open("/classroom");
        page.waitForSelector(".preset");
        List<String> names = page.locator(".preset vaadin-button").evaluateAll("bs => bs.map(b => b.getAttribute('aria-label'))")
                instanceof List<?> l ? l.stream().map(String::valueOf).toList() : List.of();
        assertThat(names).isNotEmpty().doesNotHaveDuplicates().allMatch(n -> n.startsWith("Set up the"));
        open("/classroom/new");
        page.waitForSelector(".algorithm-row");
        page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Add a configuration")).click();
        page.waitForCondition(() -> page.locator(".algorithm-row").count() >= 2);
        assertThat(page.locator(".algorithm-row vaadin-button").evaluateAll("bs => bs.map(b => b.getAttribute('aria-label'))").toString())
                .contains("Remove configuration 1", "Remove configuration 2");
        // Each configuration's parameter boxes say whose they are: every one was "theta" or "pr" alike.
        List<?> boxes = (List<?>) page.locator(".algorithm-row vaadin-text-field input").evaluateAll("is => is.map(i => i.getAttribute('aria-label'))");
        assertThat(boxes).isNotEmpty().doesNotHaveDuplicates().allMatch(n -> String.valueOf(n).matches(".+, configuration \\d+"));
        open("/results");
        page.waitForSelector(".results-table table");
        List<?> unnamed = (List<?>) page.evaluate("() => [...document.querySelectorAll('.results-table table')]"
                + ".filter(t => !(t.getAttribute('aria-labelledby') && document.getElementById(t.getAttribute('aria-labelledby'))))"
                + ".map(t => t.closest('.results-table').dataset.table)");
        assertThat(unnamed).as("Results tables without a name").isEmpty();
    }
}
