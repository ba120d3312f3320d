package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitForSelectorState;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The solver lab in a real browser: positions by clicking, live progress through push, races, cancel, errors. */
class LabIT extends BrowserTestBase {

    private Locator panel(String algorithm) {
        return page.locator(".solve-panel[data-algorithm='" + algorithm + "']");
    }

    private void check(String solver, boolean on) {
        page.getByLabel(solver, new Page.GetByLabelOptions().setExact(true)).setChecked(on);
    }

    private Locator field(String label) {
        return page.getByLabel(label, new Page.GetByLabelOptions().setExact(true));
    }

    /** The Vaadin field element ({@code tag}) around the input labelled {@code label}: its invalid state, messages and help. */
    private Locator fieldBox(String tag, String label) {
        return page.locator(tag).filter(new Locator.FilterOptions().setHas(field(label)));
    }

    private void setField(String label, String value) {
        Locator input = field(label);
        input.fill(value);
        input.press("Tab");
    }

    /** Opens the "Algorithm parameters" section of the form. */
    private void openAlgorithmParameters() {
        page.locator("vaadin-details").filter(new Locator.FilterOptions().setHasText("Algorithm parameters"))
                .locator("vaadin-details-summary").click();
    }

    private void solve() {
        page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Solve")).first().click();
    }

    @Test
    void two_tabs_opened_at_one_instant_in_a_fresh_browser_both_see_their_solves_end() {
        // Both first requests carry no session cookie, so the server makes two sessions and the browser keeps one
        // cookie: the other tab reloads into that session, and the tab it joined got no push any more. Its solve ran
        // to the end on the server while its card said "waiting for a worker".
        String address = "http://localhost:" + port + "/lab/connect4?position=44&solvers=pns&seconds=2";
        List<Page> tabs = tabsOfNewBrowser(2);
        for (Page p : tabs) {
            p.evaluate("u => { location.href = u; }", address);
        }
        for (Page p : tabs) {
            p.waitForSelector(".c4-board");
            p.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Solve")).first().click();
        }
        for (Page p : tabs) {
            p.locator(".solve-panel[data-algorithm='pns'] .verdict").filter(new Locator.FilterOptions().setHasText("OUT"))
                    .waitFor(new Locator.WaitForOptions().setTimeout(20_000));
        }
    }

    @Test
    void the_home_page_says_what_prooflab_is_and_links_the_lab() {
        open("/");
        assertThat(page.title()).isEqualTo("ProofLab");
        assertThat(page.locator("h1").first().textContent()).contains("ProofLab");
        assertThat(page.locator("a.lead-start").getAttribute("href")).isEqualTo("lessons/1");
        // Every part has its card on the page itself, not only in the menu (folded on a phone).
        for (String part : new String[] {"lessons/1", "playground", "lab", "classroom", "results"}) {
            assertThat(page.locator(".home .card a[href='" + part + "']").count()).as("a card linking " + part).isEqualTo(1);
        }
        screenshot("home");
        page.locator("a[href='lab']").first().click();
        page.waitForSelector(".c4-board");
        assertThat(page.title()).isEqualTo("Solver lab | ProofLab");
    }

    @Test
    void a_connect_four_position_set_by_clicking_is_proved_by_ppns_with_live_progress() {
        open("/lab/connect4");
        page.waitForSelector(".c4-board");
        String moves = "4226411353737661";
        for (char c : moves.toCharArray()) {
            page.locator(".c4-drop[data-column='" + c + "']").click();
        }
        page.waitForCondition(() -> field("Moves").inputValue().equals(moves));
        assertThat(page.locator(".c4-cell.x, .c4-cell.o").count()).isEqualTo(moves.length());
        openAlgorithmParameters();
        setField("Playouts a leaf", "60"); // about a second: long enough to watch live
        solve();
        Locator verdict = panel("ppns").locator(".verdict");
        Set<String> seen = new LinkedHashSet<>();
        long deadline = System.currentTimeMillis() + 120_000;
        while (System.currentTimeMillis() < deadline) {
            String state = verdict.getAttribute("data-state");
            if (!"RUNNING".equals(state) && !"QUEUED".equals(state)) {
                break;
            }
            seen.add(panel("ppns").locator(".counters").textContent());
            page.waitForTimeout(100);
        }
        assertThat(verdict.getAttribute("data-state")).isEqualTo("PROVED");
        assertThat(seen).as("distinct progress snapshots before the end").hasSizeGreaterThanOrEqualTo(3);
        String best = verdict.getAttribute("data-best-move");
        assertThat(best).isNotNull();
        page.waitForSelector(".c4-drop.best[data-column='" + best + "']");
        assertThat(panel("ppns").locator("root-value-chart").getAttribute("data-points")).isNotEqualTo("0");
        // the probability axis is labelled from 0 to 1 in one style, not '0' under '1.0'
        assertThat(panel("ppns").locator("root-value-chart").getAttribute("data-y-ticks")).isEqualTo("0|0.2|0.4|0.6|0.8|1");
        screenshot("lab-connect4-proved");
        // The explorer: a node picked in the tree shows its line from the root and its position.
        panel("ppns").locator("vaadin-details-summary", new Locator.LocatorOptions().setHasText("Search tree explorer")).click();
        // The root's proved child (the winning move) is the second row with the status "proved".
        panel("ppns").locator("vaadin-grid-cell-content:text-is('proved')").nth(1).click();
        Locator line = panel("ppns").locator(".explorer-line");
        page.waitForCondition(() -> line.textContent().startsWith("Line from the root: "));
        assertThat(line.textContent()).isEqualTo("Line from the root: " + best);
        assertThat(panel("ppns").locator(".explorer-board .c4-board.mini .c4-cell.x, .explorer-board .c4-board.mini .c4-cell.o")
                .count()).isEqualTo(moves.length() + 1);
        // A picture of the position: nothing in it for Tab to reach, one text for a screen reader.
        Locator mini = panel("ppns").locator(".explorer-board .c4-board.mini");
        assertThat(mini.getAttribute("role")).isEqualTo("img");
        assertThat(mini.getAttribute("aria-label")).startsWith("Connect Four board. ").contains("Column " + best + ": ");
        assertThat(mini.locator("vaadin-button, [tabindex]").count()).as("what Tab reaches in the small board").isZero();
        screenshot("lab-explorer");
        panel("ppns").locator("vaadin-button", new Locator.LocatorOptions().setHasText("Play this line on the board")).click();
        page.waitForCondition(() -> field("Moves").inputValue().equals(moves + best));
        assertThat(page.locator(".position-editor .c4-cell.x, .position-editor .c4-cell.o").count()).isEqualTo(moves.length() + 1);
        assertThat(page.locator(".c4-drop.best").count()).as("the winning move of the position before").isZero();
        // Back at the position proved, its winning move is marked again (it stayed unmarked).
        button("Undo").click();
        page.waitForCondition(() -> field("Moves").inputValue().equals(moves));
        page.waitForSelector(".c4-drop.best[data-column='" + best + "']");
    }

    @Test
    void a_finished_card_says_which_position_it_was_for_while_the_board_shows_another_and_not_once_it_is_back() {
        // A line played from the explorer showed 44535 under a card still reading "move when stopped 5", with nothing
        // to say that card was of 4453.
        open("/lab/connect4?position=4453&solvers=ppns&nodes=20000");
        page.waitForSelector(".c4-board");
        solve();
        Locator verdict = panel("ppns").locator(".verdict");
        panel("ppns").locator(".verdict[data-state='OUT']").waitFor(new Locator.WaitForOptions().setTimeout(60_000));
        String best = verdict.getAttribute("data-best-move");
        Locator note = panel("ppns").locator(".position-note");
        Locator now = page.locator(".move-now");
        page.waitForCondition(() -> now.textContent().equals("Moves when the solvers stopped (marked on the board): PPN-search " + best));
        page.locator(".c4-drop.now[data-column='" + best + "']").waitFor();
        assertThat(note.isVisible()).as("the card's own position is shown").isFalse();

        panel("ppns").locator("vaadin-details-summary", new Locator.LocatorOptions().setHasText("Search tree explorer")).click();
        panel("ppns").locator("vaadin-grid-cell-content").filter(new Locator.FilterOptions()
                .setHasText(java.util.regex.Pattern.compile("^★ " + best + "\\s"))).first().click();
        Locator line = panel("ppns").locator(".explorer-line");
        page.waitForCondition(() -> line.textContent().equals("Line from the root: " + best));
        panel("ppns").locator("vaadin-button", new Locator.LocatorOptions().setHasText("Play this line on the board")).click();
        page.waitForCondition(() -> field("Moves").inputValue().equals("4453" + best));
        page.waitForCondition(note::isVisible);
        assertThat(note.textContent()).isEqualTo("For the earlier position 4453, not the one shown now.");
        // The card's move is of 4453: neither marked nor named under 4453's successor.
        assertThat(now.textContent()).isEmpty();
        assertThat(page.locator(".c4-drop.now").count()).isZero();
        screenshots(page, "lab-card-of-another-position", panel("ppns"));

        // Undo: the card's position is shown again, the note goes and its move is marked again.
        button("Undo").click();
        page.waitForCondition(() -> field("Moves").inputValue().equals("4453"));
        page.waitForCondition(() -> !note.isVisible());
        page.locator(".c4-drop.now[data-column='" + best + "']").waitFor();
        // A column played on the board leaves the card's position too.
        page.locator(".position-editor .c4-drop[data-column='1']").click();
        page.waitForCondition(() -> field("Moves").inputValue().equals("44531"));
        page.waitForCondition(note::isVisible);
        // Othello chosen, the Connect Four card's line goes back to Connect Four (it was written into Othello's moves).
        chooseGame("Othello");
        page.waitForSelector(".position-editor .othello-board");
        panel("ppns").locator("vaadin-button", new Locator.LocatorOptions().setHasText("Play this line on the board")).click();
        page.waitForSelector(".position-editor .c4-board");
        page.waitForCondition(() -> field("Moves").inputValue().equals("4453" + best));
        assertThat(page.locator(".position-editor").textContent()).doesNotContain("is not a square");
        assertThat(page.url()).contains("/lab/connect4");
    }

    @Test
    void the_note_that_foretells_a_limit_goes_when_a_solve_of_the_position_concludes() {
        // 61 empty squares, and black takes white's one disc: over in one move, though "seldom finished" by its size.
        String board = "XO" + "-".repeat(62) + " X";
        Locator panel = solvedByPns("/lab/othello?solvers=pns&position=" + board.replace(" ", "%20"), "PROVED");
        assertThat(panel.isVisible()).isTrue();
        page.waitForCondition(() -> page.locator(".solve-note").textContent().isEmpty());
        // Back to that position (Undo after a move, or typed again) beside its proof: it did say it again.
        setField("Board", "XOX" + "-".repeat(61) + " O");
        page.waitForCondition(() -> page.locator(".solve-note").textContent().startsWith("More than 18 empty squares"));
        setField("Board", board);
        page.waitForCondition(() -> page.locator(".solve-note").textContent().isEmpty());
        // Another position of that size says it again.
        setField("Board", "XO" + "-".repeat(61) + "O X");
        page.waitForCondition(() -> page.locator(".solve-note").textContent().startsWith("More than 18 empty squares"));
    }

    @Test
    void pns_and_ppns_race_on_an_othello_position_and_agree() {
        String position = "c4c5d6e3f5g5b4b6e6c3b5d7a7c6d2b2f6a4a1g6f2e2c7e7a6f4e8d3f3f1g3b3h6h4h3e1f7b1g4h5d1g7a2c8d8f8";
        open("/lab/othello?position=" + position);
        page.waitForSelector(".othello-board .oth-cell.legal");
        check("PN-search", true);
        solve();
        for (String a : new String[] {"pns", "ppns"}) {
            panel(a).locator(".verdict[data-state='PROVED'], .verdict[data-state='DISPROVED']")
                    .waitFor(new Locator.WaitForOptions().setTimeout(120_000));
        }
        assertThat(panel("pns").locator(".verdict").getAttribute("data-state"))
                .isEqualTo(panel("ppns").locator(".verdict").getAttribute("data-state"));
        // The bar says in words what it measured; only a solver that plays playouts counts them.
        for (String a : new String[] {"pns", "ppns"}) {
            assertThat(panel(a).locator(".limit-note").textContent()).matches("(proved|disproved) with \\d+% of the (node|time) limit");
        }
        assertThat(panel("pns").locator(".counters").textContent()).doesNotContain("playouts");
        assertThat(panel("ppns").locator(".counters").textContent()).contains("playouts");
        // The charts' x axes end at the last iteration drawn, not at the round number past it, and the
        // proof numbers' log axis is labelled 1, 2 and 5 times a power of ten, written plainly.
        for (String a : new String[] {"pns", "ppns"}) {
            Locator chart = panel(a).locator("root-value-chart");
            page.waitForCondition(() -> !"0".equals(chart.getAttribute("data-points")));
            String[] end = chart.getAttribute("data-x-end").split("\\|");
            assertThat(Double.parseDouble(end[0])).as(a + "'s x axis end against its last point").isEqualTo(Double.parseDouble(end[1]));
            // labelled at round numbers only, steps of the same size from 0 (not the last point's 143,859)
            List<Long> ticks = java.util.Arrays.stream(chart.getAttribute("data-x-ticks").split("\\|"))
                    .map(t -> Long.parseLong(t.replace(",", ""))).toList();
            assertThat(ticks).as(a + "'s x ticks").hasSizeGreaterThanOrEqualTo(3).startsWith(0L)
                    .allMatch(t -> t % ticks.get(1) == 0);
        }
        String[] proofNumberTicks = panel("pns").locator("root-value-chart").getAttribute("data-y-ticks").split("\\|");
        // Both searches concluded: one of the root's numbers reached 0, drawn at the foot of the axis and labelled 0.
        assertThat(proofNumberTicks[0]).as("PNS's log axis at its foot").isEqualTo("0");
        assertThat(java.util.Arrays.copyOfRange(proofNumberTicks, 1, proofNumberTicks.length)).as("PNS's log axis").isNotEmpty()
                .allMatch(t -> t.matches("0\\.0*[125]|[125](,?0)*"));
        assertThat(proofNumberTicks[proofNumberTicks.length - 1]).as("PNS's log axis ends at a power of ten").matches("1(,?0)*");
        // Nothing runs any more: nothing to cancel.
        page.waitForCondition(() -> button("Cancel all").getAttribute("disabled") != null);
        screenshot("lab-othello-race");
    }

    /** Starts a solve that runs for minutes, PPNS with 60 playouts a leaf from the start of Othello, and waits until it runs. */
    private void startALongSolve() {
        open("/lab/othello");
        page.waitForSelector(".othello-board");
        setField("Max seconds", "300");
        setField("Max nodes", "5000000");
        solve();
        panel("ppns").locator(".verdict[data-state='RUNNING']").waitFor();
    }

    /** Cancels the long solve and waits until it says so, with the focus on the card's title (the button is gone). */
    private void cancelTheLongSolve() {
        panel("ppns").locator("vaadin-button", new Locator.LocatorOptions().setHasText("Cancel")).click();
        panel("ppns").locator(".verdict[data-stop='cancelled']").waitFor(new Locator.WaitForOptions().setTimeout(5_000));
        page.waitForCondition(() -> (Boolean) page.evaluate("() => document.activeElement.tagName === 'H2'"
                + " && document.activeElement.closest('.solve-panel').dataset.algorithm === 'ppns'"));
    }

    /** The points the lab's chart element draws, as its table writes them: "iteration | p". */
    @SuppressWarnings("unchecked")
    private static List<String> drawnProbabilities(Locator chart) {
        List<List<Number>> points = (List<List<Number>>) chart.evaluate("c => c.chart.data.datasets[0].data.map(p => [p.x, p.v])");
        return points.stream().map(p -> String.format(java.util.Locale.ROOT, "%,d", p.get(0).longValue()) + " | "
                + org.prooflab.engine.search.ValueText.value(org.prooflab.engine.search.Algorithm.PPNS, p.get(1).doubleValue(),
                org.prooflab.engine.search.Outcome.OUT)).toList();
    }

    @Test
    void the_root_value_charts_table_follows_a_running_solve_and_ends_with_the_points_drawn() {
        startALongSolve();
        Locator chart = panel("ppns").locator("root-value-chart");
        Locator table = chartTable(chart);
        Locator caption = table.locator("caption");
        assertThat(caption.textContent()).startsWith("Root value over iterations, so far");
        assertThat(table.locator("thead").textContent()).isEqualTo("iterationroot probability of a proof");
        assertThat(table.locator("tbody th[scope='row']").count()).isPositive();
        // open, it is brought up to date while the solve runs
        String last = table.locator("tbody tr").last().locator("th").textContent();
        page.waitForCondition(() -> !last.equals(table.locator("tbody tr").last().locator("th").textContent()));
        cancelTheLongSolve();
        // at the end, at once: the whole trace the chart draws, row for point
        page.waitForCondition(() -> caption.textContent().contains("the whole search"));
        List<String> rows = tableRows(table);
        assertThat(rows).hasSize(Integer.parseInt(chart.getAttribute("data-points"))).isEqualTo(drawnProbabilities(chart));
        screenshots(page, "lab-chart-table", table);
    }

    @Test
    void a_long_solve_survives_a_reload_and_is_cancelled_and_stops() {
        startALongSolve();
        Locator verdict = panel("ppns").locator(".verdict");
        // A reload finds the solve still running and reporting.
        page.reload();
        panel("ppns").locator(".verdict[data-state='RUNNING']").waitFor();
        String before = panel("ppns").getAttribute("data-updates");
        page.waitForCondition(() -> !java.util.Objects.equals(before, panel("ppns").getAttribute("data-updates")));
        cancelTheLongSolve();
        assertThat(verdict.textContent()).startsWith("CANCELLED: stopped before an answer");
    }

    @Test
    void a_running_solve_fits_a_phone_360_px_wide_with_its_progress_bar_inside_its_panel() {
        page.setViewportSize(360, 740);
        startALongSolve();
        Locator bar = panel("ppns").locator("vaadin-progress-bar");
        page.waitForCondition(() -> panel("ppns").getAttribute("data-updates") != null);
        bar.scrollIntoViewIfNeeded();
        screenshot("lab-running-360");
        // Nothing is wider than the window: the page does not scroll sideways, and nothing in a solve's panel (its
        // progress bar first) reaches past the panel's content into its padding or beyond the window's right edge.
        assertThat((Boolean) page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1")).isTrue();
        String beyond = "() => [...document.querySelectorAll('.solve-panel')].flatMap(p => {"
                + " const s = getComputedStyle(p);"
                + " const edge = Math.min(window.innerWidth, p.getBoundingClientRect().right - parseFloat(s.paddingRight)"
                + " - parseFloat(s.borderRightWidth));"
                + " return [...p.querySelectorAll('*')].filter(e => e.getBoundingClientRect().right > edge + 1)"
                + ".map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right) + ' > ' + Math.round(edge)); })";
        assertThat((List<?>) page.evaluate(beyond)).as("elements of a solve beyond its panel or the window at 360 px").isEmpty();
        assertThat(bar.boundingBox().width).as("the progress bar's width").isGreaterThan(200);
        cancelTheLongSolve();
    }

    @Test
    void flip_sides_undo_and_random_positions_keep_board_and_moves_in_sync() {
        open("/lab/connect4?position=1123");
        page.waitForSelector(".c4-board");
        page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Mirror the board")).click();
        page.waitForCondition(() -> field("Moves").inputValue().equals("7765"));
        assertThat(page.locator(".c4-cell[data-cell='71'].x").count()).isEqualTo(1);
        page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Undo")).click();
        page.waitForCondition(() -> field("Moves").inputValue().equals("776"));
        page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Random position")).click();
        page.waitForCondition(() -> field("Moves").inputValue().length() == 12);
        assertThat(page.locator(".c4-cell.x, .c4-cell.o").count()).isEqualTo(12);
    }

    @Test
    void a_wrong_random_position_request_is_named_beside_its_own_field_in_the_boards_range() {
        open("/lab/connect4?position=44");
        page.waitForSelector(".c4-board");
        Locator plies = fieldBox("vaadin-integer-field", "Random moves");
        Locator seed = fieldBox("vaadin-text-field", "Seed");
        Locator random = button("Random position");
        setField("Random moves", "999");
        random.click();
        page.waitForCondition(() -> plies.getAttribute("invalid") != null);
        assertThat(plies.locator("[slot='error-message']").textContent()).isEqualTo("Too large: it must be at most 41");
        assertThat(seed.getAttribute("invalid")).isNull();
        assertThat(field("Moves").inputValue()).isEqualTo("44");
        // The range is the board's: a 5 x 4 board is full after 20 moves. A value checked on the larger board is
        // checked again (it was played, and "every random game ended before 30 moves" was the answer).
        setField("Random moves", "30");
        setField("Moves", "5x4:33");
        page.waitForCondition(() -> plies.locator("[slot='helper']").textContent().startsWith("0 to 19 "));
        random.click();
        page.waitForCondition(() -> "Too large: it must be at most 19".equals(plies.locator("[slot='error-message']").textContent()));
        assertThat(field("Moves").inputValue()).isEqualTo("5x4:33");
        setField("Random moves", "25");
        page.waitForCondition(() -> "Too large: it must be at most 19".equals(plies.locator("[slot='error-message']").textContent()));
        setField("Random moves", "10");
        setField("Seed", "x1");
        random.click();
        page.waitForCondition(() -> seed.getAttribute("invalid") != null);
        assertThat(seed.locator("[slot='error-message']").textContent()).isEqualTo("'x1' is not a seed: it must be a whole number from 0 to 18,446,744,073,709,551,615");
        assertThat(plies.getAttribute("invalid")).isNull();
        screenshots(page, "lab-random-position-errors", page.locator(".position-editor"));
        setField("Seed", "3");
        random.click();
        page.waitForCondition(() -> field("Moves").inputValue().equals("5x4:" + field("Moves").inputValue().substring(4))
                && field("Moves").inputValue().length() == 14);
        assertThat(seed.getAttribute("invalid")).isNull();
    }

    @Test
    void a_position_that_cannot_be_read_leaves_the_last_board_dimmed_beside_its_error() {
        // From an address: the board is the start, dimmed, not a dot.
        open("/lab/connect4?position=44x");
        Locator moves = fieldBox("vaadin-text-field", "Moves");
        page.waitForCondition(() -> moves.getAttribute("invalid") != null);
        assertThat(page.locator(".position-editor .c4-board.stale .c4-cell").count()).isEqualTo(42);
        screenshots(page, "lab-bad-address-position", page.locator(".position-editor"));
        setField("Moves", "44");
        page.waitForCondition(() -> page.locator(".position-editor .c4-board:not(.stale) .c4-cell.x").count() == 1);
        // A first move that cannot be played shows the start, dimmed, where "allowed are 1 to 7" is checked, not the last
        // position read.
        setField("Moves", "8");
        page.waitForCondition(() -> moves.getAttribute("invalid") != null);
        page.waitForCondition(() -> page.locator(".position-editor .c4-board.stale .c4-cell").count() == 42
                && page.locator(".position-editor .c4-board .c4-cell.x, .position-editor .c4-board .c4-cell.o").count() == 0);
        setField("Moves", "44");
        page.waitForCondition(() -> page.locator(".position-editor .c4-board:not(.stale) .c4-cell.x").count() == 1);
        // A finished game: Solve is off, and says why beside it.
        open("/lab/connect4?position=1212121");
        page.waitForSelector(".c4-board");
        Locator solveButton = button("Solve");
        page.waitForCondition(() -> page.locator(".solve-note").textContent().equals("The game is over in this position: there is nothing to solve."));
        assertThat(solveButton.getAttribute("disabled")).isNotNull();
        // Othello's board field answers in squares, not moves.
        open("/lab/othello?position=f5");
        page.waitForSelector(".othello-board:not(.stale)");
        setField("Board", "zz");
        Locator board = fieldBox("vaadin-text-area", "Board");
        page.waitForCondition(() -> board.getAttribute("invalid") != null);
        assertThat(board.locator("[slot='error-message']").textContent())
                .isEqualTo("Square a1 ('z'): a square is X (black), O (white) or - (empty)");
        assertThat(page.locator(".position-editor .othello-board.stale").count()).isEqualTo(1);
        screenshots(page, "lab-othello-board-error", page.locator(".position-editor"));
        // A first move that cannot be played: the start, dimmed, and the Board field says it, not the f5 read before.
        setField("Moves", "z9");
        Locator othelloMoves = fieldBox("vaadin-text-field", "Moves");
        page.waitForCondition(() -> othelloMoves.getAttribute("invalid") != null);
        page.waitForCondition(() -> field("Board").inputValue().equals("-------- -------- -------- ---OX--- ---XO--- -------- -------- -------- X"));
        assertThat(board.getAttribute("invalid")).isNull();
    }

    @Test
    void othellos_board_text_shows_all_its_squares_on_a_phone_and_reads_a_board_typed_over_lines() {
        page.setViewportSize(390, 844);
        open("/lab/othello");
        page.waitForSelector(".othello-board:not(.stale)");
        Locator text = field("Board");
        // The rows set apart by spaces, where the field wraps (it broke the 64 squares anywhere, mid-row).
        assertThat(text.inputValue()).isEqualTo("-------- -------- -------- ---OX--- ---XO--- -------- -------- -------- X");
        // Every square inside the field, none hidden past its right edge (a text field cut them at about 40).
        assertThat((Boolean) text.evaluate("t => t.scrollWidth <= t.clientWidth && t.scrollHeight <= t.clientHeight + 1"))
                .as("the board text fits its field on a phone").isTrue();
        assertThat(text.boundingBox().x + text.boundingBox().width).isLessThanOrEqualTo(390);
        // Rows on lines of their own (Enter pressed, or a board pasted so) read as the same squares.
        open("/lab/othello?position=f5");
        page.waitForSelector(".othello-board:not(.stale)");
        String f5 = field("Board").inputValue();
        open("/lab/othello");
        page.waitForSelector(".othello-board:not(.stale)");
        StringBuilder rows = new StringBuilder();
        for (int r = 0; r < 8; r++) {
            rows.append(f5, 9 * r, 9 * r + 8).append(r < 7 ? "\n" : "");
        }
        setField("Board", rows.append(f5.substring(71)).toString());
        page.waitForCondition(() -> page.locator(".position-editor .turn").textContent().startsWith("White to move. Discs: black 4, white 1"));
        assertThat(fieldBox("vaadin-text-area", "Board").getAttribute("invalid")).isNull();
        screenshot("lab-othello-board-phone");
    }

    @Test
    void a_link_whose_position_ends_a_script_shows_it_as_text_in_the_field() {
        // The first render travels inside an inline script: "</script>" in a shared link ended it early.
        String hostile = "</script><img src=x onerror=alert(1)><!--";
        open("/lab/connect4?position=" + java.net.URLEncoder.encode(hostile, java.nio.charset.StandardCharsets.UTF_8));
        Locator moves = fieldBox("vaadin-text-field", "Moves");
        page.waitForCondition(() -> moves.getAttribute("invalid") != null);
        assertThat(moves.locator("input").inputValue()).isEqualTo(hostile);
        assertThat(moves.locator("[slot='error-message']").textContent()).startsWith("Move 1 (<): '<' is not a column");
        assertThat(page.locator("img[src='x']").count()).isZero();
        assertThat(dialogs).isEmpty();
    }

    /** Chooses {@code name} in the Game menu ({@link BrowserTestBase#choose}). */
    private void chooseGame(String name) {
        choose(page.locator("vaadin-select").filter(new Locator.FilterOptions().setHas(page.locator("label:text-is('Game')"))), name);
    }

    @Test
    void a_game_chosen_is_a_page_for_back_and_each_game_keeps_the_position_it_had() {
        open("/lab/connect4");
        page.waitForSelector(".c4-board");
        setField("Moves", "4453");
        page.waitForCondition(() -> address().contains("position=4453"));
        chooseGame("Othello");
        page.waitForSelector(".position-editor .othello-board");
        page.waitForCondition(() -> address().contains("/lab/othello"));
        setField("Moves", "f5d6");
        page.waitForCondition(() -> address().contains("position=f5d6"));

        // Back to Connect Four from the menu: its moves were gone, the start in their place.
        chooseGame("Connect Four");
        page.waitForSelector(".position-editor .c4-board");
        page.waitForCondition(() -> field("Moves").inputValue().equals("4453"));
        assertThat(page.locator(".c4-cell.x, .c4-cell.o").count()).isEqualTo(4);
        page.waitForCondition(() -> address().contains("/lab/connect4?position=4453"));
        chooseGame("Othello");
        page.waitForCondition(() -> field("Moves").inputValue().equals("f5d6"));
        page.waitForCondition(() -> address().contains("/lab/othello?position=f5d6"));
        int entries = ((Number) page.evaluate("history.length")).intValue();

        // Back goes to the game before, as the address had it, and Forward returns; Back left the lab.
        settled();
        page.goBack();
        page.waitForSelector(".position-editor .c4-board");
        page.waitForCondition(() -> field("Moves").inputValue().equals("4453"));
        assertThat(address()).contains("/lab/connect4?").contains("position=4453");
        settled();
        page.goBack();
        page.waitForSelector(".position-editor .othello-board");
        page.waitForCondition(() -> field("Moves").inputValue().equals("f5d6"));
        settled();
        page.goForward();
        page.waitForSelector(".position-editor .c4-board");
        page.waitForCondition(() -> field("Moves").inputValue().equals("4453"));
        // Moves typed revise the entry shown; only a game chosen makes a new one.
        setField("Moves", "445");
        page.waitForCondition(() -> address().contains("position=445&"));
        assertThat(((Number) page.evaluate("history.length")).intValue()).isEqualTo(entries);
        assertThat(consoleErrors).isEmpty();
    }

    @Test
    void back_to_an_address_of_a_game_s_start_shows_the_start_not_the_position_the_game_had_since() {
        open("/lab/othello");
        page.waitForSelector(".position-editor .othello-board");
        chooseGame("Connect Four");
        page.waitForSelector(".position-editor .c4-board");
        chooseGame("Othello");
        page.waitForSelector(".position-editor .othello-board");
        setField("Moves", "f5d6");
        page.waitForCondition(() -> address().contains("position=f5d6"));
        settled();
        page.goBack();
        page.waitForSelector(".position-editor .c4-board");
        settled();
        page.goBack();
        page.waitForSelector(".position-editor .othello-board");
        // It showed f5d6, remembered for Othello, under an address that names the start.
        page.waitForCondition(() -> field("Moves").inputValue().isEmpty());
        assertThat(address()).contains("/lab/othello").doesNotContain("position=");
        assertThat(page.locator(".position-editor .oth-cell.black, .position-editor .oth-cell.white").count()).isEqualTo(4);
    }

    @Test
    void a_malformed_move_string_shows_its_error_in_the_field() {
        open("/lab/connect4");
        page.waitForSelector(".c4-board");
        setField("Moves", "44x3");
        Locator moves = fieldBox("vaadin-text-field", "Moves");
        page.waitForCondition(() -> moves.getAttribute("invalid") != null);
        assertThat(moves.locator("[slot='error-message']").textContent())
                .startsWith("Move 3 (x)").contains("allowed are 1 to 7").doesNotContain("at character");
        Locator solve = page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Solve")).first();
        assertThat(solve.getAttribute("disabled")).isNotNull();
        screenshot("lab-bad-input");
        page.locator(".c4-board").waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.VISIBLE));
    }

    /** The mean of a CSS rgb() or rgba() colour's red, green and blue. */
    private static double brightness(String rgb) {
        String[] parts = rgb.replaceAll("[^0-9.,]", "").split(",");
        return (Double.parseDouble(parts[0]) + Double.parseDouble(parts[1]) + Double.parseDouble(parts[2])) / 3;
    }

    private String address() {
        return java.net.URLDecoder.decode(page.url(), java.nio.charset.StandardCharsets.UTF_8);
    }

    private Locator button(String text) {
        return page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText(text)).first();
    }

    @Test
    void the_address_holds_position_solvers_and_limits_and_reopening_it_restores_them() {
        open("/lab/connect4");
        page.waitForSelector(".c4-board");
        for (char c : "4453".toCharArray()) {
            page.locator(".c4-drop[data-column='" + c + "']").click();
        }
        page.waitForCondition(() -> address().contains("position=4453"));
        check("PN-search", true);
        setField("Max nodes", "200000");
        setField("Max seconds", "12.5");
        openAlgorithmParameters();
        setField("theta", "0.000002");
        page.waitForCondition(() -> address().contains("theta=0.000002"));
        String shared = page.url();
        page.waitForCondition(() -> address().contains("seconds=12.5"));
        assertThat(address()).contains("/lab/connect4?").contains("solvers=pns,ppns").contains("nodes=200000");

        page.navigate("http://localhost:" + port + "/");
        page.waitForSelector("vaadin-app-layout h1");
        page.navigate(shared);
        page.waitForSelector(".c4-board");
        page.waitForCondition(() -> field("Moves").inputValue().equals("4453"));
        assertThat(page.locator(".c4-cell.x, .c4-cell.o").count()).isEqualTo(4);
        assertThat(field("PN-search").isChecked()).isTrue();
        assertThat(field("PPN-search").isChecked()).isTrue();
        assertThat(field("UCT solver").isChecked()).isFalse();
        assertThat(field("Max nodes").inputValue()).isEqualTo("200000");
        assertThat(field("Max seconds").inputValue()).isEqualTo("12.5");
        assertThat(field("theta").inputValue()).isEqualTo("0.000002");
        assertThat(page.locator(".turn").textContent()).isEqualTo("Red to move.");
        screenshots(page, "lab-restored-from-address", null);
    }

    @Test
    void an_othello_pass_is_announced_played_from_the_board_and_kept_in_the_moves() {
        open("/lab/othello?position=d3c3b3b2f5a3a1c1");
        page.waitForSelector(".othello-board");
        Locator turn = page.locator(".turn");
        page.waitForCondition(() -> turn.textContent().startsWith("Black must pass"));
        assertThat(page.locator(".othello-board .oth-cell.legal").count()).isZero();
        screenshots(page, "lab-othello-must-pass", null);
        button("Pass").click();
        page.waitForCondition(() -> field("Moves").inputValue().equals("d3c3b3b2f5a3a1c1--"));
        assertThat(turn.textContent()).startsWith("White to move");
        page.waitForCondition(() -> address().contains("position=d3c3b3b2f5a3a1c1--"));
        assertThat(button("Pass").isVisible()).isFalse();

        // Played from the board, the pass that follows c1 is made by itself and written down.
        open("/lab/othello?position=d3c3b3b2f5a3a1");
        page.waitForSelector(".othello-board .oth-cell.legal");
        page.locator(".oth-cell[data-square='c1']").click();
        page.waitForCondition(() -> field("Moves").inputValue().equals("d3c3b3b2f5a3a1c1--"));
        // Said, or White seemed to move twice.
        assertThat(turn.textContent()).startsWith("Black has no move and passes. White to move");
        // Undo takes back the move and the pass it caused.
        button("Undo").click();
        page.waitForCondition(() -> field("Moves").inputValue().equals("d3c3b3b2f5a3a1"));
    }

    @Test
    void a_solve_a_limit_stopped_keeps_its_move_marked_and_a_short_solves_axis_counts_whole_iterations() {
        open("/lab/connect4?position=4453&solvers=mcpns&nodes=2000");
        page.waitForSelector(".c4-board");
        solve();
        panel("mcpns").locator(".verdict[data-state='OUT']").waitFor(new Locator.WaitForOptions().setTimeout(60_000));
        // The move MCPNS would play when the limit stopped it stays named and marked on the board.
        Locator now = page.locator(".move-now");
        page.waitForCondition(() -> now.textContent().startsWith("Moves when the solvers stopped (marked on the board): MCPN-search "));
        String column = now.textContent().substring(now.textContent().lastIndexOf(' ') + 1);
        assertThat(page.locator(".c4-board .now").count()).isPositive();
        assertThat(column).matches("[1-7]");

        // Three iterations are labelled 0, 1, 2, 3 on the chart's axis, not 0, 0.5 ... 3.
        open("/lab/pgame?position=pgame:b=2,d=4,seed=3,path=0.1&solvers=pns");
        solve();
        panel("pns").locator(".verdict[data-state='PROVED'], .verdict[data-state='DISPROVED']").waitFor();
        Locator chart = panel("pns").locator("root-value-chart");
        page.waitForCondition(() -> !"0".equals(chart.getAttribute("data-points")));
        assertThat(chart.getAttribute("data-x-ticks").split("\\|")).isNotEmpty().allMatch(t -> t.matches("[0-9,]+"));
    }

    @Test
    void a_finished_game_says_who_won() {
        open("/lab/connect4?position=1212121");
        page.waitForSelector(".c4-board");
        page.waitForCondition(() -> page.locator(".turn").textContent().equals("Red has won: four in a row."));
    }

    @Test
    void cancel_takes_a_waiting_solve_out_at_once_and_cancel_all_keeps_the_running_one_s_move_marked_with_the_focus_on_its_card() {
        open("/lab/othello");
        page.waitForSelector(".othello-board");
        assertThat(button("Cancel all").getAttribute("disabled")).as("nothing to cancel before a solve").isNotNull();
        check("UCT solver", true);
        setField("Max seconds", "120");
        solve();
        // One solve a visitor runs at a time: PPNS (60 playouts a leaf from the start: minutes) runs, UCT waits.
        panel("ppns").locator(".verdict[data-state='RUNNING']").waitFor();
        // The page says so, and how long the last may wait at this time limit.
        assertThat(page.locator(".queue-note").textContent()).startsWith("These 2 solves run one at a time (each visitor's "
                + "share of the server, so that a class is served fairly): the last one starts after at most 2 min 00 s at "
                + "this time limit");
        // The move PPNS would play now is named and marked on the board while it runs.
        Locator now = page.locator(".move-now");
        page.waitForCondition(() -> now.textContent().startsWith("Move now (marked on the board): PPN-search "));
        String move = now.textContent().substring(now.textContent().lastIndexOf(' ') + 1);
        page.locator(".othello-board .oth-cell.now[data-square='" + move + "']").waitFor();
        Locator waiting = panel("uct").locator(".verdict");
        page.waitForCondition(() -> waiting.textContent().startsWith("waiting for a worker"));
        panel("uct").locator("vaadin-button", new Locator.LocatorOptions().setHasText("Cancel")).click();
        panel("uct").locator(".verdict[data-state='CANCELLED']").waitFor(new Locator.WaitForOptions().setTimeout(5_000));
        assertThat(waiting.textContent()).isEqualTo("cancelled before it started");
        assertThat(panel("uct").locator("vaadin-button:visible").count()).isZero();
        assertThat(panel("ppns").locator(".verdict").getAttribute("data-state")).isEqualTo("RUNNING");
        screenshots(page, "lab-waiting-cancelled", panel("uct"));
        // From the keyboard: the focus went nowhere useful (it stayed on the button, disabled, and Tab went back to Solve).
        button("Cancel all").focus();
        page.keyboard().press("Enter");
        panel("ppns").locator(".verdict[data-stop='cancelled']").waitFor(new Locator.WaitForOptions().setTimeout(5_000));
        page.waitForCondition(() -> (Boolean) page.evaluate("() => document.activeElement.tagName === 'H2'"
                + " && document.activeElement.closest('.solve-panel').dataset.algorithm === 'ppns'"));
        // Nothing waits any more: the note goes.
        page.waitForCondition(() -> !page.locator(".queue-note").isVisible());
        page.waitForCondition(() -> button("Cancel all").getAttribute("disabled") != null);
        assertThat(panel("ppns").locator(".limit-note").textContent()).startsWith("cancelled after ");
        assertThat(panel("ppns").locator(".verdict").textContent()).startsWith("CANCELLED: stopped before an answer");
        // The move it named when cancelled is marked, as a limit-stopped solve's is, and named as cancelled (the card said
        // "move when cancelled d7" while the board marked nothing).
        String cancelledMove = panel("ppns").locator(".verdict").getAttribute("data-best-move");
        assertThat(panel("ppns").locator(".counters").textContent()).endsWith("move when cancelled " + cancelledMove);
        page.waitForCondition(() -> now.textContent().equals("Moves when the solvers were cancelled (marked on the board): PPN-search "
                + cancelledMove));
        assertThat(page.locator(".oth-cell.now").count()).isEqualTo(1);
        page.locator(".othello-board .oth-cell.now[data-square='" + cancelledMove + "']").waitFor();
        // The next Tab goes on in the card, not back to Solve.
        page.keyboard().press("Tab");
        assertThat((Boolean) page.evaluate("() => document.activeElement.closest('.race') !== null")).as("the focus after Tab").isTrue();
    }

    @Test
    void wrong_limits_and_parameters_are_each_named_beside_their_field_before_solving() {
        open("/lab/connect4");
        page.waitForSelector(".c4-board");
        openAlgorithmParameters();
        setField("Max nodes", "99999999");
        setField("theta", "0");
        setField("pr", "0.5");
        // The browser's number input takes an exponent; Vaadin's own reading stopped at the e and made 1e9 seconds one.
        setField("Max seconds", "1e9");
        Locator nodes = fieldBox("vaadin-integer-field", "Max nodes");
        Locator seconds = fieldBox("vaadin-number-field", "Max seconds");
        Locator theta = fieldBox("vaadin-number-field", "theta");
        Locator pr = fieldBox("vaadin-number-field", "pr");
        page.waitForCondition(() -> nodes.getAttribute("invalid") != null && theta.getAttribute("invalid") != null
                && pr.getAttribute("invalid") != null && seconds.getAttribute("invalid") != null);
        assertThat(seconds.locator("[slot='error-message']").textContent()).startsWith("Too large: it must be at most ");
        page.waitForCondition(() -> address().contains("seconds=1000000000"));
        assertThat(nodes.locator("[slot='error-message']").textContent()).isEqualTo("Too large: it must be at most 5,000,000");
        assertThat(theta.locator("[slot='error-message']").textContent()).isEqualTo("Too small: it must be above 0");
        assertThat(pr.locator("[slot='error-message']").textContent()).isEqualTo("Too large: it must be below 0.5");
        assertThat(theta.locator("[slot='helper']").textContent()).contains("1 - theta");
        solve();
        // Said beside Solve (a notification at the page's foot covered the button).
        page.waitForCondition(() -> page.locator(".solve-note").textContent().startsWith("Fix the fields marked in red: "));
        assertThat(page.locator(".solve-note").textContent()).isEqualTo("Fix the fields marked in red: Max nodes, Max seconds, theta, pr.");
        assertThat(page.locator(".solve-panel").count()).isZero();
        screenshot("lab-field-errors");
        // The smallest time limit is the classroom's and the command line's: one millisecond.
        setField("Max seconds", "0.0005");
        page.waitForCondition(() -> seconds.locator("[slot='error-message']").textContent().startsWith("Too small"));
        assertThat(seconds.locator("[slot='error-message']").textContent()).isEqualTo("Too small: it must be at least 0.001");
        setField("Max seconds", "0.001");
        page.waitForCondition(() -> seconds.getAttribute("invalid") == null);
        // A decimal comma is typed as a point, in sight (the browser dropped it: 0,5 became 05, five seconds).
        field("Max seconds").fill("");
        field("Max seconds").pressSequentially("0,5");
        assertThat(field("Max seconds").inputValue()).isEqualTo("0.5");
        field("Max seconds").press("Tab");
        page.waitForCondition(() -> address().contains("seconds=0.5"));
        assertThat(seconds.getAttribute("invalid")).isNull();
        // A comma between groups of three groups thousands, as every message here writes numbers: 1,000 is a
        // thousand seconds (too many), not 1.000, one second (it was, without a word).
        field("Max seconds").fill("");
        field("Max seconds").pressSequentially("1,000");
        field("Max seconds").press("Tab");
        page.waitForCondition(() -> seconds.getAttribute("invalid") != null);
        assertThat(field("Max seconds").inputValue()).isEqualTo("1000");
        assertThat(seconds.locator("[slot='error-message']").textContent()).startsWith("Too large: it must be at most ");
        field("Max seconds").fill("");
        field("Max seconds").pressSequentially("1,000,000");
        assertThat(field("Max seconds").inputValue()).isEqualTo("1000000");
        // Grouped, then the decimals: the point typed after the groups is kept (it was lost: 1.0005).
        field("Max seconds").fill("");
        field("Max seconds").pressSequentially("1,000.5");
        assertThat(field("Max seconds").inputValue()).isEqualTo("1000.5");
        // A whole-number box takes the groups, and a comma that groups nothing as a point it calls bad input
        // (the browser dropped it: 1,5 nodes were 15).
        Locator maxNodes = fieldBox("vaadin-integer-field", "Max nodes");
        field("Max nodes").fill("");
        field("Max nodes").pressSequentially("1,5");
        field("Max nodes").press("Tab");
        page.waitForCondition(() -> maxNodes.getAttribute("invalid") != null);
        assertThat(field("Max nodes").inputValue()).isEqualTo("1.5");
        field("Max nodes").fill("");
        field("Max nodes").pressSequentially("100,000");
        field("Max nodes").press("Tab");
        page.waitForCondition(() -> maxNodes.getAttribute("invalid") == null);
        assertThat(field("Max nodes").inputValue()).isEqualTo("100000");
        // And a decimal comma still reads as a point, in the same visit to the box.
        field("Max seconds").fill("");
        field("Max seconds").pressSequentially("2,5");
        field("Max seconds").press("Tab");
        page.waitForCondition(() -> address().contains("seconds=2.5"));
        assertThat(field("Max seconds").inputValue()).isEqualTo("2.5");
        assertThat(seconds.getAttribute("invalid")).isNull();
    }

    @Test
    void the_note_beside_solve_follows_the_fields_and_a_parameter_no_chosen_solver_reads_holds_nothing_up() {
        open("/lab/connect4?position=4453&solvers=pns&nodes=2000&seconds=5");
        page.waitForSelector(".c4-board");
        setField("Max seconds", "");
        solve();
        page.waitForCondition(() -> page.locator(".solve-note").textContent().equals("Fix the fields marked in red: Max seconds."));
        // Right again: the note goes with the mark (it once stayed).
        setField("Max seconds", "5");
        page.waitForCondition(() -> page.locator(".solve-note").textContent().isEmpty());
        // UCT's C is wrong, but PN-search does not read it: the solve runs with PN-search's own numbers.
        openAlgorithmParameters();
        setField("UCT C", "-1");
        Locator c = fieldBox("vaadin-number-field", "UCT C");
        page.waitForCondition(() -> c.getAttribute("invalid") != null);
        solve();
        page.waitForCondition(() -> page.locator(".solve-panel").count() == 1);
        assertThat(page.locator(".solve-note").textContent()).isEmpty();
    }

    @Test
    void the_address_follows_each_text_a_number_box_shows_also_from_one_wrong_text_to_another() {
        // Vaadin fires nothing while a box's value stays empty: an emptied Max nodes then 2.5 kept "nodes" empty in
        // the address, 1e12 then an emptied box kept 1e12, and a b of 1e12 after an emptied box kept "b=".
        open("/lab/connect4");
        page.waitForSelector(".c4-board");
        Locator nodes = field("Max nodes");
        nodes.fill("");
        nodes.press("Tab");
        page.waitForCondition(() -> address().matches(".*[?&]nodes(&.*|$)"));
        nodes.pressSequentially("2.5");
        nodes.press("Enter");
        page.waitForCondition(() -> address().contains("nodes=2.5"));
        nodes.fill("");
        nodes.pressSequentially("1e12");
        nodes.press("Tab");
        page.waitForCondition(() -> address().contains("nodes=1e12"));
        // Letters: the box refuses them and shows nothing, and so does the address.
        nodes.fill("");
        nodes.pressSequentially("abc");
        nodes.press("Tab");
        page.waitForCondition(() -> address().matches(".*[?&]nodes(&.*|$)"));
        nodes.pressSequentially("2.5");
        nodes.press("Tab");
        page.waitForCondition(() -> address().contains("nodes=2.5"));
        page.reload();
        page.waitForCondition(() -> field("Max nodes").inputValue().equals("2.5"));
        assertThat(fieldBox("vaadin-integer-field", "Max nodes").getAttribute("invalid")).isNotNull();

        open("/lab/pgame");
        Locator b = field("Branching b");
        b.waitFor();
        b.fill("");
        b.press("Tab");
        page.waitForCondition(() -> address().contains("position=pgame:b=,"));
        b.pressSequentially("1e12");
        b.press("Tab");
        page.waitForCondition(() -> address().contains("position=pgame:b=1e12,"));
        page.reload();
        page.waitForCondition(() -> field("Branching b").inputValue().equals("1e12"));
        assertThat(fieldBox("vaadin-integer-field", "Branching b").getAttribute("invalid")).isNotNull();
    }

    @Test
    void a_whole_number_field_keeps_what_was_typed_and_says_what_it_takes() {
        // Typed key by key, as a visitor does: Vaadin's integer box dropped the e and the point (1e12 became 112, 2.5 became 25).
        open("/lab/connect4");
        page.waitForSelector(".c4-board");
        openAlgorithmParameters();
        Locator nodes = fieldBox("vaadin-integer-field", "Max nodes");
        Locator playouts = fieldBox("vaadin-integer-field", "Playouts a leaf");
        for (String[] typed : new String[][] {{"Max nodes", "1e12"}, {"Playouts a leaf", "2.5"}}) {
            field(typed[0]).fill("");
            field(typed[0]).pressSequentially(typed[1]);
            field(typed[0]).press("Tab");
        }
        page.waitForCondition(() -> nodes.getAttribute("invalid") != null && playouts.getAttribute("invalid") != null);
        assertThat(field("Max nodes").inputValue()).isEqualTo("1e12");
        assertThat(nodes.locator("[slot='error-message']").textContent()).isEqualTo("Enter a whole number from 1 to 5,000,000, without a point or an exponent");
        assertThat(field("Playouts a leaf").inputValue()).isEqualTo("2.5");
        assertThat(playouts.locator("[slot='error-message']").textContent()).startsWith("Enter a whole number from 1 to ");
        // The address keeps what the box shows, so that a reload shows it again with its message, not the default
        // (a parameter's, such as playouts=2.5, was left out).
        page.waitForCondition(() -> address().contains("nodes=1e12") && address().contains("playouts=2.5"));
        // Digits past what a Java int holds are too large, not "without a point or an exponent", and stay so at Solve.
        setField("Max nodes", "1000000000000");
        page.waitForCondition(() -> nodes.locator("[slot='error-message']").textContent().startsWith("Too large"));
        solve();
        page.waitForCondition(() -> page.locator(".solve-note").textContent().startsWith("Fix the fields marked in red: "));
        assertThat(nodes.locator("[slot='error-message']").textContent()).isEqualTo("Too large: it must be at most 5,000,000");
        // Emptied, it says so at once (letters are kept out of the box, so typing them empties it too).
        setField("Max nodes", "200000");
        page.waitForCondition(() -> nodes.getAttribute("invalid") == null);
        setField("Max nodes", "");
        page.waitForCondition(() -> "Enter a whole number from 1 to 5,000,000".equals(nodes.locator("[slot='error-message']").textContent()));
    }

    @Test
    void limits_above_the_servers_maximum_in_an_address_are_lowered_with_a_note_not_an_error() {
        // What a classroom result's "Lab" link carries when its experiment allowed more than this lab does.
        open("/lab/connect4?position=4453&solvers=pns&nodes=50000000&seconds=86400");
        page.waitForSelector(".c4-board");
        Locator nodes = fieldBox("vaadin-integer-field", "Max nodes");
        Locator seconds = fieldBox("vaadin-number-field", "Max seconds");
        page.waitForCondition(() -> field("Max nodes").inputValue().equals("5000000"));
        assertThat(nodes.getAttribute("invalid")).isNull();
        assertThat(seconds.getAttribute("invalid")).isNull();
        assertThat(nodes.locator("[slot='helper']").textContent())
                .isEqualTo("This server allows at most 5,000,000 nodes a lab solve; set to 5,000,000 nodes.");
        String most = seconds.locator("[slot='helper']").textContent().replaceAll("This server allows at most (.*) s a lab solve.*", "$1");
        assertThat(seconds.locator("[slot='helper']").textContent()).isEqualTo("This server allows at most " + most
                + " s a lab solve; set to " + most + " s.");
        assertThat(field("Max seconds").inputValue()).isEqualTo(most.replace(",", ""));
        page.waitForCondition(() -> address().contains("nodes=5000000"));
        screenshots(page, "lab-limits-lowered", nodes);
        // The field is the visitor's again once they change it: its usual help comes back.
        setField("Max nodes", "200000");
        page.waitForCondition(() -> nodes.locator("[slot='helper']").textContent().startsWith("Nodes the search tree may grow to"));
        // Typed, 1e9 stays in the address as typed (it was left out, and a reload showed the default in its place),
        // and a reload shows it again with its message.
        setField("Max nodes", "1e9");
        page.waitForCondition(() -> address().contains("nodes=1e9"));
        page.reload();
        page.waitForCondition(() -> field("Max nodes").inputValue().equals("1e9"));
        assertThat(fieldBox("vaadin-integer-field", "Max nodes").locator("[slot='error-message']").textContent())
                .isEqualTo("Enter a whole number from 1 to 5,000,000, without a point or an exponent");
        setField("Max nodes", "200000");
        // Nothing is wrong: Solve starts.
        solve();
        panel("pns").locator(".verdict").waitFor();
    }
    @Test
    void wrong_limits_and_parameters_in_an_address_open_as_written_marked_as_if_typed_and_stay_in_the_address() {
        // The lab opened these with the default in the field (2.5, 5d) or an empty box (2147483648), and the address lost them.
        String hostile = "<img src=x onerror=alert(1)>";
        open("/lab/connect4?position=4453&solvers=ppns,uct&nodes=2.5&seconds=5d&playouts=2147483648&theta=0&c="
                + java.net.URLEncoder.encode(hostile, java.nio.charset.StandardCharsets.UTF_8));
        page.waitForSelector(".c4-board");
        Locator nodes = fieldBox("vaadin-integer-field", "Max nodes");
        Locator seconds = fieldBox("vaadin-number-field", "Max seconds");
        Locator playouts = fieldBox("vaadin-integer-field", "Playouts a leaf");
        Locator theta = fieldBox("vaadin-number-field", "theta");
        Locator c = fieldBox("vaadin-number-field", "UCT C");
        page.waitForCondition(() -> field("Max nodes").inputValue().equals("2.5") && field("Playouts a leaf").inputValue().equals("2147483648"));
        assertThat(nodes.getAttribute("invalid")).isNotNull();
        assertThat(nodes.locator("[slot='error-message']").textContent()).isEqualTo("Enter a whole number from 1 to 5,000,000, without a point or an exponent");
        assertThat(playouts.locator("[slot='error-message']").textContent()).startsWith("Too large: it must be at most ");
        assertThat(field("theta").inputValue()).isEqualTo("0");
        assertThat(theta.locator("[slot='error-message']").textContent()).isEqualTo("Too small: it must be above 0");
        // A number box cannot hold letters, typed or not: the message quotes them, as text.
        assertThat(field("Max seconds").inputValue()).isEmpty();
        assertThat(seconds.getAttribute("invalid")).isNotNull();
        assertThat(seconds.locator("[slot='error-message']").textContent()).startsWith("The address gave “5d”: enter a number from 0.001 to ");
        assertThat(c.getAttribute("invalid")).isNotNull();
        assertThat(c.locator("[slot='error-message']").textContent()).startsWith("The address gave “" + hostile + "”: enter a number ");
        assertThat(page.locator("img[src='x']").count()).isZero();
        assertThat(dialogs).isEmpty();
        screenshots(page, "lab-address-values-as-written", nodes);
        solve();
        page.waitForCondition(() -> page.locator(".solve-note").textContent().startsWith("Fix the fields marked in red: "));
        assertThat(page.locator(".solve-note").textContent()).contains("Max nodes", "Max seconds", "Playouts a leaf", "theta", "UCT C");
        assertThat(nodes.locator("[slot='error-message']").textContent()).isEqualTo("Enter a whole number from 1 to 5,000,000, without a point or an exponent");
        // Typed over, the field is the visitor's: its value goes into the address, where the others stay as written.
        setField("Max nodes", "200000");
        page.waitForCondition(() -> address().contains("nodes=200000"));
        assertThat(nodes.getAttribute("invalid")).isNull();
        assertThat(address()).contains("seconds=5d").contains("playouts=2147483648").contains("theta=0").contains("c=" + hostile);
    }

    @Test
    void what_an_address_holds_that_no_field_shows_is_named_at_the_top_and_a_bad_position_stays_in_the_address() {
        // Unknown solvers were a notification gone after five seconds; unknown names, second values and full=yes went without a word.
        String hostile = "<img src=x onerror=alert(1)>";
        open("/lab/connect4?position=44x3&solvers=pns,chess&node=5000&full=yes&nodes=5000&nodes=6000&foo="
                + java.net.URLEncoder.encode(hostile, java.nio.charset.StandardCharsets.UTF_8));
        Locator note = page.locator(".address-note");
        note.waitFor();
        assertThat(note.locator("> span").textContent()).isEqualTo("Not read from this address: “foo=" + hostile
                + "” (the lab has no setting called “foo”); “node=5000” (the lab has no setting called “node”); "
                + "“nodes=6000” (nodes is given twice: the first, “nodes=5000”, is read); solver “chess” (the lab's solvers are "
                + "pns, mcpns, ppns, pp, uct, mcts, dfpn, dfppns); “full=yes” (full is 1, for the full value: win, draw or loss, or 0).");
        assertThat(page.locator("img[src='x']").count()).isZero();
        assertThat(dialogs).isEmpty();
        // What was read is read: the first nodes, PN-search, and the position that cannot be read, marked in its field.
        assertThat(field("Max nodes").inputValue()).isEqualTo("5000");
        assertThat(field("PN-search").isChecked()).isTrue();
        assertThat(field("Moves").inputValue()).isEqualTo("44x3");
        assertThat(fieldBox("vaadin-text-field", "Moves").getAttribute("invalid")).isNotNull();
        // Once the page writes its address, the position stays in it as shown (it was dropped); what the note names goes.
        check("UCT solver", true);
        page.waitForCondition(() -> address().contains("solvers=pns,uct"));
        assertThat(address()).contains("position=44x3").contains("nodes=5000").doesNotContain("foo").doesNotContain("chess");
        screenshots(page, "lab-address-left-out", note);
        // Still there a while later (no timed notification), until dismissed.
        page.waitForTimeout(6000);
        assertThat(note.isVisible()).isTrue();
        note.locator("vaadin-button").click();
        page.waitForCondition(() -> !note.isVisible());
    }

    @Test
    void an_opened_explorer_shows_every_column_of_its_grid_beside_two_other_solvers() {
        open("/lab/connect4?position=4226411353737661&solvers=pns,ppns,mcpns");
        page.waitForSelector(".c4-board");
        solve();
        panel("ppns").locator(".verdict[data-state='PROVED']").waitFor(new Locator.WaitForOptions().setTimeout(60_000));
        panel("ppns").locator("vaadin-details-summary", new Locator.LocatorOptions().setHasText("Search tree explorer")).click();
        Locator grid = panel("ppns").locator("vaadin-grid");
        Locator children = grid.locator("vaadin-grid-cell-content:text-is('Children')");
        children.waitFor();
        page.waitForTimeout(300); // the panel moving to a row of its own
        // Each header's right edge against the grid's: a column scrolled out of view lies beyond it.
        Object hidden = grid.evaluate("g => { const right = g.getBoundingClientRect().right; return [...g.querySelectorAll('vaadin-grid-cell-content')]"
                + ".filter(c => ['Move', 'Status', 'p', 'Children'].includes(c.innerText.trim()))"
                + ".map(c => c.innerText.trim() + (c.getBoundingClientRect().right > right + 1 ? ' hidden' : ' in view')).join(', '); }");
        assertThat(hidden).isEqualTo("Move in view, Status in view, p in view, Children in view");
        // On a phone the last columns are past the edge, which a line above the grid says (phones hide scroll bars).
        Locator wideHint = panel("ppns").locator(".explorer-wide-hint");
        assertThat(wideHint.isVisible()).isFalse();
        page.setViewportSize(390, 844);
        page.waitForCondition(wideHint::isVisible);
        assertThat(wideHint.textContent()).isEqualTo("The table goes on sideways: swipe it to see every column.");
        page.setViewportSize(1280, 900);
        screenshots(page, "lab-explorer-open", grid);
        // Down the principal line: a click on a starred move's toggle opens its row and picks its node, and the move
        // column widens with the indentation, so no move is cut.
        Locator line = panel("ppns").locator(".explorer-line");
        for (int depth = 1; depth <= 4; depth++) {
            grid.locator("vaadin-grid-tree-toggle:not([expanded]):not([leaf])", new Locator.LocatorOptions().setHasText("★")).first().click();
            int moves = depth;
            page.waitForCondition(() -> line.textContent().startsWith("Line from the root: ")
                    && line.textContent().substring("Line from the root: ".length()).split(" ").length == moves);
        }
        page.waitForTimeout(300);
        Object cut = grid.evaluate("g => [...g.querySelectorAll('vaadin-grid-cell-content')]"
                + ".filter(c => c.querySelector('vaadin-grid-tree-toggle') && c.scrollWidth > c.clientWidth + 1).map(c => c.innerText.trim()).join(', ')");
        assertThat(cut).as("moves cut by the column's edge").isEqualTo("");
        // Below the copied depth a starred node keeps only its principal child: one of its children is shown.
        assertThat(grid.locator("vaadin-grid-cell-content").allTextContents()).anyMatch(t -> t.matches("\\d+ \\(1 shown\\)"));
        screenshots(page, "lab-explorer-principal-line", grid);
        // PN-search's proof numbers: the root's pn reaches 0 at the proof, drawn at the foot of the log axis and labelled 0.
        panel("pns").locator(".verdict[data-state='PROVED']").waitFor(new Locator.WaitForOptions().setTimeout(60_000));
        Locator pnChart = panel("pns").locator("root-value-chart");
        page.waitForCondition(() -> String.valueOf(pnChart.getAttribute("data-y-ticks")).startsWith("0|"));
        // Its labels follow the colour scheme: dark text on the light page, light text on the dark one.
        String light = pnChart.getAttribute("data-text-color");
        page.locator("vaadin-select.scheme-select").click();
        page.locator("vaadin-select-item").filter(new Locator.FilterOptions().setHasText("Dark")).click();
        page.waitForCondition(() -> !light.equals(pnChart.getAttribute("data-text-color")));
        assertThat(brightness(pnChart.getAttribute("data-text-color"))).isGreaterThan(brightness(light) + 100);
        screenshots(page, "lab-pns-proof-dark", pnChart);
    }
    @Test
    void a_proof_in_one_iteration_ends_its_log_axis_at_the_zero() {
        // The root's pn goes from 1 to 0 in one iteration: the axis ran on below its '0' to 0.05, 0.02 and 0.01.
        open("/lab/connect4?position=4512334325671651241461&solvers=pns");
        page.waitForSelector(".c4-board");
        solve();
        panel("pns").locator(".verdict[data-state='PROVED']").waitFor();
        Locator chart = panel("pns").locator("root-value-chart");
        page.waitForCondition(() -> !"0".equals(chart.getAttribute("data-points")));
        assertThat(chart.getAttribute("data-y-ticks")).isEqualTo("0|1");
    }

    @Test
    void a_p_game_address_that_cannot_be_read_opens_the_lab_with_the_wrong_field_marked_in_its_words() {
        // It was a whole 404 page ("D '0' is not allowed"), where a bad Connect Four or Othello position opens the lab.
        com.microsoft.playwright.Response response = page.navigate("http://localhost:" + port + "/lab/pgame?position=pgame:b%3D2,d%3D0,seed%3D1");
        assertThat(response.status()).isEqualTo(200);
        Locator depth = fieldBox("vaadin-integer-field", "Depth d");
        depth.waitFor();
        page.waitForCondition(() -> depth.getAttribute("invalid") != null);
        assertThat(depth.locator("[slot='error-message']").textContent()).isEqualTo("Too small: it must be at least 1");
        assertThat(List.of(field("Branching b").inputValue(), field("Depth d").inputValue(), field("Tree seed").inputValue()))
                .containsExactly("2", "0", "1");
        Locator branching = fieldBox("vaadin-integer-field", "Branching b");
        assertThat(branching.getAttribute("invalid")).isNull();
        assertThat(fieldBox("vaadin-text-field", "Tree seed").getAttribute("invalid")).isNull();
        assertThat(page.locator(".solve-note").textContent()).isEqualTo("Solve waits for a position that can be read (see the field above).");
        screenshots(page, "lab-pgame-address-error", depth);
        // Typed, digits past what a Java int holds are too large, as any b above 64 is.
        setField("Branching b", "2147483648");
        page.waitForCondition(() -> branching.getAttribute("invalid") != null);
        assertThat(branching.locator("[slot='error-message']").textContent()).isEqualTo("Too large: it must be at most 64");
    }

    @Test
    void a_p_game_address_with_a_path_opens_that_node_with_its_path_in_the_editor_and_a_wrong_path_is_named_beside_it() {
        // The lab read b, d and the seed of such an address and opened the root: the path was dropped.
        java.util.function.Function<String, String> encoded = text -> java.net.URLEncoder.encode(text, java.nio.charset.StandardCharsets.UTF_8);
        open("/lab/pgame?solvers=pns&position=" + encoded.apply("pgame:b=2,d=3,seed=17,path=0.1"));
        Locator editor = page.locator(".position-editor");
        Locator path = fieldBox("vaadin-text-field", "Path");
        page.waitForCondition(() -> editor.textContent().contains("The tree has 15 nodes"));
        assertThat(field("Path").inputValue()).isEqualTo("0.1");
        assertThat(path.getAttribute("invalid")).isNull();
        assertThat(editor.locator(".tree-info").textContent())
                .isEqualTo("The tree has 15 nodes and 8 leaves; MAX moves first. The position is the node at path 0.1, depth 2: MAX to move.");
        assertThat(editor.locator("pre.board").textContent()).contains("│  └─ 1 (-101)  ◀ the position\n");
        screenshots(page, "lab-pgame-path", editor);
        // Its two leaves (16 and 36) are MAX wins: the node is proved, where the root of this tree is too but by another line.
        solve();
        panel("pns").locator(".verdict[data-state='PROVED']").waitFor();
        // A leaf: nothing to solve, and the address follows the path.
        setField("Path", "1.1.0");
        page.waitForCondition(() -> address().contains("position=pgame:b=2,d=3,seed=17,path=1.1.0"));
        assertThat(editor.locator(".tree-info").textContent()).endsWith("The position is the leaf at path 1.1.0: score 148, MAX wins.");
        assertThat(page.locator(".solve-note").textContent()).isEqualTo("The game is over in this position: there is nothing to solve.");
        // A wrong path is named beside it, with what a step may be, and stays in the address.
        for (String[] wrong : new String[][] {
            {"0.5", "Step 2 of the path, 5, is past the last child: a step is a whole number from 0 to 1 (b=2)"},
            {"0.0.0.0", "The path is longer than the tree is deep: it has 4 steps, and a tree of depth d=3 allows at most 3"}}) {
            setField("Path", wrong[0]);
            page.waitForCondition(() -> path.getAttribute("invalid") != null
                    && wrong[1].equals(path.locator("[slot='error-message']").textContent()));
        }
        assertThat(editor.locator(".tree-info").textContent()).isEmpty();
        assertThat(page.locator(".solve-note").textContent()).isEqualTo("Solve waits for a position that can be read (see the field above).");
        page.waitForCondition(() -> address().contains("path=0.0.0.0"));

        // From an address: a path with letters is shown as text and named; a part no field holds is named at the top.
        String hostile = "<img src=x onerror=alert(1)>";
        open("/lab/pgame?position=" + encoded.apply("pgame:b=2,d=3,seed=17,path=0." + hostile + ",x=1"));
        page.waitForCondition(() -> path.getAttribute("invalid") != null);
        assertThat(field("Path").inputValue()).isEqualTo("0." + hostile);
        assertThat(path.locator("[slot='error-message']").textContent()).isEqualTo("Step 2 of the path, '" + hostile
                + "', is not a child index: a step is a whole number from 0 to 1 (b=2), and the steps are separated by dots, as in 0.1.1");
        assertThat(page.locator(".address-note > span").textContent())
                .isEqualTo("Not read from this address: “x=1” in the position (a P-game tree has b, d, seed and path, each once).");
        assertThat(page.locator("img[src='x']").count()).isZero();
        assertThat(dialogs).isEmpty();
        screenshots(page, "lab-pgame-path-error", path);
    }

    @Test
    void a_p_game_depth_out_of_range_is_named_beside_the_depth_and_no_tree_size_is_claimed() {
        open("/lab/pgame");
        Locator editor = page.locator(".position-editor");
        page.waitForCondition(() -> editor.textContent().contains("The tree has 2,097,151 nodes"));
        setField("Depth d", "99");
        Locator depth = fieldBox("vaadin-integer-field", "Depth d");
        Locator seed = fieldBox("vaadin-text-field", "Tree seed");
        page.waitForCondition(() -> depth.getAttribute("invalid") != null);
        assertThat(depth.locator("[slot='error-message']").textContent()).isEqualTo("Too large: it must be at most 64");
        assertThat(seed.getAttribute("invalid")).as("the seed is fine").isNull();
        assertThat(editor.textContent()).doesNotContain("The tree has");
        // A wrong seed is named at once, beside itself, while d is still wrong (it waited for b and d).
        setField("Tree seed", "-1");
        page.waitForCondition(() -> seed.getAttribute("invalid") != null);
        assertThat(seed.locator("[slot='error-message']").textContent()).isEqualTo("'-1' is not a seed: it must be a whole number from 0 to 18,446,744,073,709,551,615");
        setField("Tree seed", "17");
        page.waitForCondition(() -> seed.getAttribute("invalid") == null);
        screenshots(page, "lab-pgame-depth-error", depth);
        setField("Depth d", "6");
        page.waitForCondition(() -> editor.textContent().contains("The tree has 127 nodes"));
        assertThat(depth.getAttribute("invalid")).isNull();
        // A tree this small is drawn as text: under the sentence on its size, and on a phone within the screen.
        page.setViewportSize(390, 844);
        Locator tree = editor.locator("pre.board");
        tree.waitFor();
        page.waitForTimeout(300); // the layout at the new width
        assertThat(tree.boundingBox().y).as("the tree under the sentence").isGreaterThanOrEqualTo(
                editor.locator(".tree-info").boundingBox().y + editor.locator(".tree-info").boundingBox().height - 1);
        assertThat(tree.boundingBox().x + tree.boundingBox().width).as("the tree's right edge on a phone").isLessThanOrEqualTo(390);
        screenshots(page, "lab-pgame-small-tree", tree);
    }
}
