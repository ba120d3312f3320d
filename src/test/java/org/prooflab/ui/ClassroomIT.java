package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The classroom in a browser: a teacher makes an experiment, a student with its address watches it
 * fill live, what the teacher typed is shown as text, only the teacher may change it, and a form
 * with mistakes says what is wrong beside each field before anything runs.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ClassroomIT extends BrowserTestBase {
    private static final String HOSTILE = "</script><img src=x onerror=alert(1)>";

    @org.springframework.beans.factory.annotation.Autowired
    org.prooflab.classroom.ExperimentStore store;

    private static Locator field(Page p, String label) {
        return p.getByLabel(label, new Page.GetByLabelOptions().setExact(true));
    }

    private static void set(Page p, String label, String value) {
        Locator input = field(p, label);
        input.fill(value);
        input.press("Tab");
    }

    private static void click(Page p, String text) {
        p.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText(text)).first().click();
    }

    /** Sets the form's limits, checks it (the verdict must read {@code verdict}) and runs it: the page moves to the experiment. */
    private void runWithLimits(String nodes, String seconds, String verdict) {
        set(page, "Max nodes a solve", nodes);
        set(page, "Max seconds a solve", seconds);
        click(page, "Check");
        page.waitForCondition(() -> page.locator(".verdict-line").textContent().contains(verdict));
        page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Run it")).first().scrollIntoViewIfNeeded();
        assertThat(contentScroll()).as("the form scrolls to Run it").isPositive();
        click(page, "Run it");
        page.waitForCondition(() -> page.url().matches(".*/classroom/[a-z0-9]{8}$"));
        // The experiment opens at its top (its name, state and Cancel), not at the form's scroll, Run it at its foot.
        page.locator(".experiment-name").waitFor();
        page.waitForCondition(() -> contentScroll() == 0);
    }

    /** How far the app layout's content, which scrolls in place of the window, is scrolled down. */
    private int contentScroll() {
        return ((Number) page.evaluate("document.querySelector('vaadin-app-layout').shadowRoot"
                + ".querySelector('[part=content]').scrollTop")).intValue();
    }

    /**
     * The P-game positions of a grid whose seed's first {@code digits} digits (the script's argument) are not in view
     * in their cell, each said with its text; none when every one is. In view: before the cell's padding, and before
     * the ellipsis drawn over the end of a text that does not fit.
     */
    private static final String SEEDS_CUT = "(g, digits) => [...g.querySelectorAll('a.lab-link')].map(a => {"
            + " const seed = /seed=(\\d+)/.exec(a.title)[1]; const text = a.textContent; const at = text.indexOf(seed);"
            + " if (at < 0) { return 'no seed ' + seed + ' in ' + text; }"
            + " const r = document.createRange(); r.setStart(a.firstChild, at); r.setEnd(a.firstChild, at + Math.min(digits, seed.length));"
            + " const cell = a.closest('vaadin-grid-cell-content');"
            + " let end = cell.getBoundingClientRect().right - parseFloat(getComputedStyle(cell).paddingRight);"
            + " if (cell.scrollWidth > cell.clientWidth) { const e = document.createElement('span'); e.textContent = '\u2026';"
            + " a.appendChild(e); end -= e.getBoundingClientRect().width; e.remove(); }"
            + " return r.getBoundingClientRect().right <= end + 0.5 ? '' : text + ' cut at ' + Math.round(end); })"
            + ".filter(x => x)";

    /** Whether a cell of the grid (its script's argument) holds the keyboard's focus. */
    private static final String FOCUS_ON_CELL = "g => g.shadowRoot.activeElement?.localName === 'td'";

    @Test
    void a_teachers_experiment_fills_live_for_a_student_with_the_link_and_shows_names_as_text() {
        open("/classroom/new");
        set(page, "Name", HOSTILE);
        page.locator("vaadin-select.game-select").click();
        page.getByRole(AriaRole.OPTION, new Page.GetByRoleOptions().setName("P-game tree")).click();
        page.waitForCondition(() -> field(page, "Branching b").isVisible());
        set(page, "How many", "3");
        set(page, "Seed", "5");
        set(page, "Branching b", "3");
        set(page, "Depth d", "6");
        runWithLimits("200000", "20", "3 positions x 2 configurations = 6 solves");
        String address = page.url();
        assertThat(address).matches(".*/classroom/[a-z0-9]{8}$");
        // Copy link puts the address on the clipboard (localhost is a secure context), or shows it to copy by hand.
        page.context().grantPermissions(java.util.List.of("clipboard-read", "clipboard-write"));
        click(page, "Copy link");
        Locator copied = page.locator("vaadin-notification-card").filter(new Locator.FilterOptions().setHasText("link"));
        copied.first().waitFor();
        if (copied.first().textContent().startsWith("Link copied")) {
            assertThat(page.evaluate("() => navigator.clipboard.readText()")).isEqualTo(address);
        } else {
            assertThat(copied.first().textContent()).isEqualTo("Copy this link to share it: " + address);
        }

        Page student = newVisitor();
        student.navigate(address);
        Locator name = student.locator(".experiment-name");
        name.waitFor();
        assertThat(name.textContent()).isEqualTo(HOSTILE);
        assertThat(name.locator("img").count()).isZero();
        student.waitForCondition(() -> student.locator(".progress-text").textContent().startsWith("6 of 6"),
                new Page.WaitForConditionOptions().setTimeout(90_000));
        assertThat(student.locator(".status").getAttribute("data-status")).isEqualTo("DONE");
        assertThat(student.locator(".summary").textContent()).contains("PPNS");
        assertThat(student.locator(".figure-column comparison-chart").first().getAttribute("data-series")).isEqualTo("2");
        // Counts of positions are ticked in whole numbers (Chart.js stepped three positions by halves:
        // 0.5, 1.5 ...), and the log axes label 1, 2 and 5 times a power of ten plainly: the fast solves'
        // time axis read '0.00100', '0.00110', '0.00120' ... turned aslant.
        Locator outcomesChart = student.locator("comparison-chart[aria-label^='wins, no wins and out']");
        student.waitForCondition(() -> outcomesChart.getAttribute("data-y-ticks") != null);
        assertThat(outcomesChart.getAttribute("data-y-ticks").split("\\|")).as("outcome chart's y ticks")
                .allMatch(t -> t.matches("\\d+"));
        for (String cactus : new String[] {"time", "nodes"}) {
            Locator chart = student.locator("comparison-chart[aria-label='positions concluded against " + cactus
                    + ", one line per configuration']");
            assertThat(chart.getAttribute("data-y-ticks")).as(cactus + " cactus's y ticks").isEqualTo("0|1|2|3");
            assertThat(chart.getAttribute("data-x-ticks").split("\\|")).as(cactus + " cactus's x ticks")
                    .hasSizeLessThanOrEqualTo(10).allMatch(t -> t.matches("0\\.0*[125]|[125](,?0)*"));
        }
        assertThat(student.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Delete")).count()).isZero();
        assertThat(student.locator("a.download").count()).isEqualTo(2);
        // Every solve's answer and configuration read whole at 1280 px: none cut to "DISPRO…".
        student.waitForCondition(() -> student.locator("vaadin-grid.results vaadin-grid-cell-content:text-matches('^(DIS)?PROVED$')").count() == 6);
        student.waitForTimeout(300); // the columns measured again after the last rows
        assertThat((List<?>) student.locator("vaadin-grid.results").evaluate("g => [...g.querySelectorAll('vaadin-grid-cell-content')]"
                + ".filter(c => /^(PROVED|DISPROVED|OUT|PNS|PPNS)/.test(c.textContent.trim()) && c.scrollWidth > c.clientWidth + 1)"
                + ".map(c => c.textContent)")).as("texts cut short in the table of every solve").isEmpty();
        // and so do the sortable headers for a visitor who opens the finished experiment (the grid then sizes
        // its columns with every row there, and cut "Nodes" to "No…" beside its sort arrows): a header's
        // text must fit its part, and the arrows must not be drawn over it.
        Page late = newVisitor();
        late.navigate(address);
        Locator lateGrid = late.locator("vaadin-grid.results");
        late.waitForCondition(() -> late.locator("vaadin-grid.results vaadin-grid-cell-content:text-matches('^(DIS)?PROVED$')").count() == 6);
        late.waitForTimeout(300);
        // A P-game tree's position shows its seed, the one thing that tells the trees apart, at the start of the
        // column: "pgame:b=3,d=6,seed=…" hid it past the column's edge. The whole notation is the link's title.
        assertThat((List<?>) lateGrid.evaluate(SEEDS_CUT, 20)).as("P-game positions whose seed is cut at 1280 px").isEmpty();
        assertThat(late.locator("a.lab-link").first().getAttribute("title")).matches("pgame:b=3,d=6,seed=\\d+");
        // Trees of one size are told apart by their seeds alone, under "Tree seed"; their size is said once above.
        assertThat(late.locator("a.lab-link").first().textContent()).matches("\\d+");
        assertThat(late.locator("vaadin-grid.results vaadin-grid-sorter").nth(1).textContent().trim()).isEqualTo("Tree seed");
        assertThat(late.locator(".experiment-about").textContent()).startsWith("P-game, 3 trees x 2 configurations, ")
                .contains(" a solve. Every tree has branching 3 and depth 6. Made ");
        lateGrid.screenshot(new Locator.ScreenshotOptions().setPath(java.nio.file.Paths.get("target/screenshots/classroom-grid-1280.png")));
        // The columns are measured with the rows, not before they came: no answer or configuration cut short.
        assertThat((List<?>) lateGrid.evaluate("g => [...g.querySelectorAll('vaadin-grid-cell-content')]"
                + ".filter(c => /^(PROVED|DISPROVED|OUT|PNS|PPNS)/.test(c.textContent.trim()) && c.scrollWidth > c.clientWidth + 1)"
                + ".map(c => c.textContent)")).as("texts cut short for a visitor who opens the finished experiment").isEmpty();
        assertThat((List<?>) lateGrid.evaluate("g => [...g.querySelectorAll('vaadin-grid-sorter')]"
                + ".filter(s => { const c = s.shadowRoot.querySelector('[part=content]'); const text = document.createRange();"
                + " text.selectNodeContents(s.firstElementChild ?? s); const arrows = s.shadowRoot.querySelector('[part=indicators]').getBoundingClientRect();"
                + " return c.scrollWidth > c.clientWidth + 1 || text.getBoundingClientRect().right > arrows.left + 0.5; })"
                + ".map(s => s.textContent.trim())")).as("sortable headers cut short or under their arrows").isEmpty();
        // Every column is in view at 1280 px beside the menu: Time and Best move were past the right edge.
        assertThat((String) lateGrid.evaluate("g => { const t = g.shadowRoot.querySelector('#table'); "
                + "return t.scrollWidth <= t.clientWidth + 1 ? 'fits' : t.scrollWidth + ' px in ' + t.clientWidth; }"))
                .as("the table of every solve at 1280 px").isEqualTo("fits");
        // Six solves take the rows they need, not a 28rem box that is mostly empty.
        assertThat(lateGrid.boundingBox().height).as("the table of six solves' height").isLessThan(16 * 22);
        // On a wide screen the position's column takes the room the others leave: a tree's whole seed is in view.
        late.setViewportSize(1920, 900);
        late.waitForCondition(() -> ((Number) late.evaluate("() => window.innerWidth")).intValue() == 1920);
        late.waitForTimeout(300);
        assertThat((List<?>) lateGrid.evaluate(SEEDS_CUT, 20)).as("P-game positions whose seed is cut at 1920 px").isEmpty();
        lateGrid.screenshot(new Locator.ScreenshotOptions().setPath(java.nio.file.Paths.get("target/screenshots/classroom-grid-1920.png")));
        late.close();
        // On a phone the grid keeps the number, the configuration and the answer, all inside it (the other
        // columns pushed the answer past the edge); a row's details write the values of the hidden columns.
        Locator grid = student.locator("vaadin-grid.results");
        student.setViewportSize(390, 844);
        student.waitForCondition(() -> (Boolean) grid.evaluate("g => [...g.querySelectorAll('vaadin-grid-column[data-secondary]')].every(c => c.hidden)"));
        student.waitForTimeout(300); // the columns measured again
        assertThat(((Number) grid.evaluate("g => { const t = g.shadowRoot.querySelector('#table'); return t.scrollWidth - t.clientWidth; }"))
                .intValue()).as("the grid scrolls sideways at 390 px").isLessThanOrEqualTo(1);
        grid.locator("vaadin-grid-cell-content").filter(new Locator.FilterOptions().setHasText("PPNS")).first().click();
        student.waitForCondition(() -> student.locator(".solve-details").count() > 0
                && student.locator(".solve-details").first().textContent().contains("Nodes "));
        assertThat(student.locator(".solve-details").first().textContent()).contains("iterations", "playouts", "time",
                "The root's p at the end: ");
        // The details show under the grid, whole: inside it, a chart pushed the rows out and was cut at the box's edge.
        var gridBox = grid.boundingBox();
        var chartBox = student.locator(".solve-details comparison-chart").first().boundingBox();
        assertThat(chartBox.y).as("the chart's top against the grid's bottom").isGreaterThanOrEqualTo(gridBox.y + gridBox.height - 1);
        assertThat(chartBox.x + chartBox.width).as("the chart's right edge").isLessThanOrEqualTo(390);
        // the details name the tree in words and write its whole notation after them, inside the phone's width
        assertThat(student.locator(".solve-details p").first().textContent())
                .containsPattern("Position \\d: (the root|node [0-9.]+) of the tree with b = 3, d = 6 and seed (\\d+) \\(pgame:b=3,d=6,seed=\\2\\)\\.");
        assertThat((Boolean) student.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1"))
                .as("the page fits 390 px with a solve's details open").isTrue();
        student.screenshot(new Page.ScreenshotOptions().setPath(java.nio.file.Paths.get("target/screenshots/classroom-grid-390.png")));
        student.setViewportSize(1280, 900);
        student.waitForCondition(() -> (Boolean) grid.evaluate("g => [...g.querySelectorAll('vaadin-grid-column[data-secondary]')].every(c => !c.hidden)"));
        // The keyboard: the next row and Enter open that row's details (Enter did nothing), and a screen reader is told.
        // (A click first: the grid drew its rows again when the window widened, and the cell clicked above lost the focus.)
        // The grid draws its rows again, in frames after the widening, so a click may land on a cell that is then
        // replaced and the focus is lost (CI saw ArrowDown and Enter do nothing): it clicks until a cell holds the focus
        // and the clicked row's details are the ones shown, so what the keys change is read from there.
        Locator said = student.locator(".sr-only[aria-live]").first();
        for (int attempt = 0; ; attempt++) {
            grid.locator("vaadin-grid-cell-content").filter(new Locator.FilterOptions().setHasText(java.util.regex.Pattern.compile("^PNS$")))
                    .first().click();
            try {
                student.waitForCondition(() -> said.textContent().endsWith(" with PNS under the grid")
                        && (Boolean) grid.evaluate(FOCUS_ON_CELL), new Page.WaitForConditionOptions().setTimeout(3_000));
                break;
            } catch (com.microsoft.playwright.TimeoutError e) {
                if (attempt == 3) {
                    throw e;
                }
            }
        }
        String shownFirst = student.locator(".solve-details").first().textContent();
        student.keyboard().press("ArrowDown");
        student.keyboard().press("Enter");
        student.waitForCondition(() -> !student.locator(".solve-details").first().textContent().equals(shownFirst));
        assertThat(student.locator(".sr-only[aria-live]").first().textContent()).startsWith("Details of position ").endsWith(" under the grid");
        // P-game trees: Song et al.'s averages, a row per configuration, and no stage table
        assertThat(student.locator("table.song tbody tr").count()).isEqualTo(2);
        assertThat(student.locator(".stage-section").isVisible()).isFalse();
        student.locator(".song-section").screenshot(new Locator.ScreenshotOptions()
                .setPath(java.nio.file.Paths.get("target/screenshots/classroom-song.png")));
        screenshot("classroom-experiment-teacher");
        student.screenshot(new Page.ScreenshotOptions().setPath(java.nio.file.Paths.get("target/screenshots/classroom-experiment.png"))
                .setFullPage(true));

        // The teacher's page filled too, and only the teacher may delete.
        page.waitForCondition(() -> page.locator(".progress-text").textContent().startsWith("6 of 6"));
        assertThat(page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Delete")).count()).isEqualTo(1);

        // The student's list has it under "opened from a link", the teacher's under their own.
        student.navigate("http://localhost:" + port + "/classroom");
        student.locator(".experiment-row").first().waitFor();
        assertThat(student.locator(".experiment-row").first().textContent()).contains(HOSTILE);
        open("/classroom");
        page.locator(".experiment-row").first().waitFor();
        assertThat(page.locator(".experiment-row a").first().textContent()).isEqualTo(HOSTILE);

        // A newcomer without the link finds it among the server's recent experiments, with its progress, as text.
        Page newcomer = newVisitor();
        newcomer.navigate("http://localhost:" + port + "/classroom");
        Locator recent = newcomer.locator(".recent-experiments .experiment-row").first();
        recent.waitFor();
        assertThat(recent.locator("a").textContent()).isEqualTo(HOSTILE);
        assertThat(recent.locator("img").count()).isZero();
        // In the experiment's page's words, and when it was made: runs of one setup share a name.
        assertThat(recent.locator(".experiment-state").textContent()).isEqualTo("Finished, 6 of 6 solves");
        assertThat(recent.locator(".experiment-made").textContent()).matches("made \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} UTC");
        assertThat(recent.locator("vaadin-progress-bar").count()).isEqualTo(1);
        assertThat(newcomer.locator(".experiment-row").count()).as("nothing under their own or opened lists").isEqualTo(
                newcomer.locator(".recent-experiments .experiment-row").count());
        assertThat(dialogs).as("scripts that a visitor's text ran, on any of the pages").isEmpty();
    }

    @Test
    void cancel_asks_first_and_keep_it_running_keeps_it_running() {
        open("/classroom/new");
        set(page, "Name", "cancel me");
        set(page, "How many", "20");
        runWithLimits("2000000", "30", "20 positions x 2 configurations = 40 solves");
        Locator status = page.locator(".status");
        page.waitForCondition(() -> "RUNNING".equals(status.getAttribute("data-status")));
        // A finished solve changes the page, not the creator's buttons and rename field: made anew at each,
        // they lost a click that landed while they were replaced, and what the creator was typing.
        Locator cancelButton = page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Cancel")).first();
        cancelButton.evaluate("b => b.dataset.probe = 'kept'");
        Locator rename = field(page, "Name");
        rename.fill("renamed while running");
        String progressBefore = page.locator(".progress-text").textContent();
        page.waitForCondition(() -> !page.locator(".progress-text").textContent().equals(progressBefore),
                new Page.WaitForConditionOptions().setTimeout(90_000));
        assertThat(rename.inputValue()).as("the rename field after a solve finished").isEqualTo("renamed while running");
        assertThat(cancelButton.getAttribute("data-probe")).as("the Cancel button after a solve finished").isEqualTo("kept");
        // What the dialog shows is in its light DOM (slotted into the overlay).
        Locator dialog = page.locator("vaadin-confirm-dialog");
        click(page, "Cancel");
        page.waitForCondition(() -> dialog.count() == 1 && dialog.textContent().contains("Cancel this experiment?"));
        assertThat(dialog.textContent()).contains("finished ones are kept");
        // The way back has the focus: Enter at once keeps the experiment.
        page.waitForCondition(() -> "Keep the experiment".equals(page.evaluate("document.activeElement.textContent.trim()")));
        page.keyboard().press("Enter");
        // No open dialog, counted in one query: reading the attribute after the count waited 30 s for a dialog
        // that closed between the two.
        page.waitForCondition(() -> page.locator("vaadin-confirm-dialog[opened]").count() == 0);
        click(page, "Cancel");
        page.waitForCondition(() -> dialog.count() == 1 && dialog.getAttribute("opened") != null);
        // The server has the Enter by now (a page's events reach it in order, and the dialog opened after it): the
        // page read at once could show RUNNING before a wrong cancel arrived.
        String id = page.url().replaceAll(".*/classroom/([^/?#]+).*", "$1");
        assertThat(apiGet("/api/experiments/" + id)).as("the experiment kept").contains("\"status\":\"RUNNING\"");
        dialog.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Cancel the experiment")).click();
        page.waitForCondition(() -> "CANCELLED".equals(status.getAttribute("data-status")));
        // The cancel makes the buttons again (no Pause, no Cancel), not the rename field with what was typed in it.
        page.waitForCondition(() -> page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Pause")).count() == 0);
        assertThat(rename.inputValue()).as("the rename field after the cancel").isEqualTo("renamed while running");
        // On a phone the Rename button goes under its field: beside it, it ran off the screen, out of reach.
        page.setViewportSize(390, 844);
        Locator renameButton = page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Rename"));
        renameButton.scrollIntoViewIfNeeded();
        page.waitForCondition(() -> {
            var box = renameButton.boundingBox();
            return box != null && box.x >= 0 && box.x + box.width <= 390;
        });
        page.setViewportSize(1280, 900);

        // Delete asks too, its way back focused: Escape keeps the experiment, and Delete in the dialog deletes it.
        String address = page.url();
        click(page, "Delete");
        page.waitForCondition(() -> dialog.count() == 1 && dialog.textContent().contains("Delete this experiment?"));
        page.waitForCondition(() -> "Keep the experiment".equals(page.evaluate("document.activeElement.textContent.trim()")));
        screenshot("classroom-delete-dialog");
        page.keyboard().press("Escape");
        page.waitForCondition(() -> page.locator("vaadin-confirm-dialog[opened]").count() == 0);
        assertThat(page.url()).isEqualTo(address);
        click(page, "Delete");
        page.waitForCondition(() -> dialog.count() == 1 && dialog.getAttribute("opened") != null);
        assertThat(apiGet("/api/experiments/" + id)).as("the experiment kept").contains("\"status\":\"CANCELLED\"");
        dialog.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Delete")).click();
        page.waitForCondition(() -> page.url().endsWith("/classroom"));
        page.navigate(address);
        page.waitForCondition(() -> page.locator("body").textContent().contains("it may have been deleted"));
        consoleErrors.removeIf(e -> e.startsWith("404 for ") || e.contains("status of 404"));
    }

    /** The body of the API's answer to a GET of {@code path}, which must be 200. */
    private String apiGet(String path) {
        com.microsoft.playwright.APIResponse response = page.request().get("http://localhost:" + port + path);
        assertThat(response.status()).as("GET " + path).isEqualTo(200);
        return response.text();
    }

    @Test
    void a_form_with_mistakes_says_what_is_wrong_beside_each_field_before_running() {
        open("/classroom/new");
        // What this server allows, said before anything is wrong.
        assertThat(page.locator("vaadin-text-field").filter(new Locator.FilterOptions().setHasText("Max seconds a solve"))
                .locator("[slot=helper]").textContent()).matches("0\\.001 to [0-9,.]+ here");
        set(page, "Name", "");
        set(page, "How many", "zero");
        // Text that cannot be read as a number is said on leaving the field, before Check.
        Locator howMany = page.locator("vaadin-text-field").filter(new Locator.FilterOptions().setHas(field(page, "How many")));
        page.waitForCondition(() -> howMany.getAttribute("invalid") != null);
        assertThat(howMany.locator("[slot=error-message]").textContent()).isEqualTo("'zero' is not a whole number: choose 1 to 400 here");
        set(page, "Seed", "99999999999999999999999");
        set(page, "Max nodes a solve", "99999999999999999999999");
        click(page, "Check");
        page.waitForCondition(() -> page.locator(".verdict-line").textContent().contains("Fix the 4 problems"));
        // The verdict names the fields top to bottom, and the focus goes to the first (on a phone, three screens up).
        assertThat(page.locator(".verdict-line").textContent())
                .isEqualTo("Fix the 4 problems marked in red: Name, How many, Seed and Max nodes a solve.");
        page.waitForCondition(() -> (Boolean) page.evaluate("() => document.activeElement?.closest?.('vaadin-text-field')"
                + "?.label === 'Name' || document.activeElement?.label === 'Name'"));
        assertThat(page.locator("vaadin-text-field[invalid]").count()).isEqualTo(4);
        String errors = String.join(" | ", page.locator("vaadin-text-field[invalid] [slot=error-message]").allTextContents());
        assertThat(errors).contains("Give the experiment a name", "'zero' is not a whole number",
                "'99999999999999999999999' is far too large",
                "'99999999999999999999999' is not a seed: it must be a whole number from 0 to 18,446,744,073,709,551,615");
        assertThat(errors).doesNotContain("E+", "E-", "at character");
        screenshot("classroom-form-errors");
        // A mark and the verdict are about the form as it was checked: editing a field takes its mark away and
        // says the verdict is old; a field the form hides loses its mark with it (it would come back stale).
        set(page, "How many", "3");
        page.waitForCondition(() -> page.locator("vaadin-text-field[invalid]").count() == 3);
        assertThat(page.locator(".verdict-line").textContent()).isEqualTo("Changed since the last check: press Check again, or Run it (it checks first).");
        page.locator("vaadin-radio-button").filter(new Locator.FilterOptions().setHasText("Pasted positions")).click();
        field(page, "Positions, one a line").waitFor();
        page.locator("vaadin-radio-button").filter(new Locator.FilterOptions().setHasText("Random positions")).click();
        field(page, "Seed").waitFor();
        page.waitForCondition(() -> page.locator("vaadin-text-field[invalid]").count() == 2);
        assertThat(String.join(" | ", page.locator("vaadin-text-field[invalid] [slot=error-message]").allTextContents()))
                .contains("Give the experiment a name", "'99999999999999999999999' is far too large").doesNotContain("from 0 to");
    }

    @Test
    void a_wrong_pasted_position_is_named_as_the_lab_names_it_by_move_not_by_character() {
        open("/classroom/new");
        set(page, "Name", "pasted");
        page.locator("vaadin-radio-button").filter(new Locator.FilterOptions().setHasText("Pasted positions")).click();
        Locator lines = field(page, "Positions, one a line");
        lines.waitFor();
        lines.fill("4453\n44444444\n1x2");
        lines.press("Tab");
        click(page, "Check");
        page.waitForCondition(() -> page.locator(".verdict-line").textContent().contains("Fix the 2 problems"));
        String error = page.locator("vaadin-text-area[invalid] [slot=error-message]").textContent();
        assertThat(error).startsWith("Line 2 ('44444444'): move 7 (4): column 4 is full").contains("line 3 ('1x2'): move 2 (x): ")
                .doesNotContain("at character");
        // A long paste scrolls inside the box, its error near its label: 5,000 lines made the box 110,000 px tall.
        lines.fill("4453\n".repeat(2_000));
        lines.press("Tab");
        assertThat(((Number) lines.evaluate("t => t.closest('vaadin-text-area').getBoundingClientRect().height")).doubleValue())
                .as("the positions box's height after a 2,000-line paste").isLessThan(700);
    }

    @Test
    void the_papers_setups_open_as_a_filled_form() {
        open("/classroom");
        Locator presets = page.locator(".preset");
        presets.first().waitFor();
        assertThat(presets.count()).isGreaterThanOrEqualTo(4);
        for (int width : new int[] {1280, 390}) {
            page.setViewportSize(width, 900);
            page.waitForCondition(() -> ((Number) page.evaluate("() => window.innerWidth")).intValue() == width);
            // a card wider than the page cuts its text off at the right (the long commands must scroll inside it)
            assertThat((List<?>) page.evaluate("() => [...document.querySelectorAll('.preset')]"
                    + ".filter(c => c.getBoundingClientRect().right > document.documentElement.clientWidth + 1)"
                    + ".map(c => c.dataset.preset + ' ends at ' + Math.round(c.getBoundingClientRect().right))"))
                    .as("setups wider than the page at " + width + " px").isEmpty();
            screenshot("classroom-" + width);
        }
        // A full size above this server's caps says which limit, as the card writes numbers: 600 s, never "600.0 seconds".
        assertThat(page.locator(".preset[data-preset='song-2x20']").textContent())
                .contains("(600 seconds is too long: choose 0.001 to").doesNotContain("600.0");
        // How to run the refused full sizes on a group of machines is written once, each card pointing there
        // (ten copies of the same commands made a wall of text), with caps that admit every setup.
        assertThat(page.locator("pre", new Page.LocatorOptions().setHasText("postgres,worker")).count()).isEqualTo(1);
        assertThat(page.locator("#full-sizes pre").textContent()).contains("--prooflab.classroom.max-nodes=35000000",
                "--prooflab.classroom.max-seconds=600");
        Locator toFullSizes = page.locator(".preset[data-preset='song-2x20'] a[href='classroom#full-sizes']");
        assertThat(toFullSizes.count()).isEqualTo(1);
        // followed, it stays on this page and brings the section into view (a bare "#full-sizes" went to the home page)
        toFullSizes.click();
        page.waitForCondition(() -> page.url().endsWith("/classroom#full-sizes"));
        page.waitForCondition(() -> (Boolean) page.evaluate("() => { const r = document.getElementById('full-sizes')"
                + ".getBoundingClientRect(); return r.top >= 0 && r.top < window.innerHeight; }"));
        presets.first().locator("vaadin-button").first().click();
        page.waitForCondition(() -> page.url().contains("/classroom/new?") && page.url().contains("preset=")
                && page.url().contains("size=classroom"));
        page.waitForCondition(() -> page.locator(".verdict-line").textContent().contains("solves"));
        assertThat(field(page, "Name").inputValue()).isNotBlank();
    }

    /** What runs past the right edge of the page or of its own box, in words; empty when all fits. */
    private static final String OVERFLOW = "([e, box]) => { const page = document.documentElement.clientWidth;"
            + " const r = e.getBoundingClientRect(), b = box.getBoundingClientRect(); return ["
            + " e.scrollWidth > e.clientWidth + 1 ? 'text ' + e.scrollWidth + ' px wide in ' + e.clientWidth : '',"
            + " r.right > b.right + 1 ? 'ends at ' + Math.round(r.right) + ', its box at ' + Math.round(b.right) : '',"
            + " b.right > page + 1 ? 'its box ends at ' + Math.round(b.right) + ' of ' + page : ''].filter(x => x).join('; '); }";

    /** A new creator token, which this browser now holds as its cookie. */
    private String creatorCookie() {
        String token = org.prooflab.classroom.CreatorTokens.newToken();
        page.context().addCookies(List.of(new com.microsoft.playwright.options.Cookie("prooflab-creator", token)
                .setUrl("http://localhost:" + port)));
        return token;
    }

    /** Keeps a one-solve experiment named {@code name} made by {@code token}, without jobs: its page and the lists are what is looked at. Its id. */
    private String keptWithoutJobs(String name, String token) {
        String id = org.prooflab.classroom.CreatorTokens.newExperimentId();
        store.create(id, new org.prooflab.classroom.domain.ExperimentDefinition(name, "pgame",
                org.prooflab.classroom.domain.ExperimentDefinition.PositionSet.pgame(2, 4, 1, 1),
                List.of(org.prooflab.classroom.domain.ExperimentDefinition.AlgorithmSpec.of("pns")),
                new org.prooflab.classroom.domain.ExperimentDefinition.LimitSpec(100, 1, 0))
                .compile(org.prooflab.classroom.domain.ExperimentDefinition.Caps.COMMAND_LINE),
                org.prooflab.classroom.CreatorTokens.hash(token), null);
        return id;
    }

    @Test
    void a_long_name_without_spaces_breaks_inside_its_place_on_a_phone_and_on_a_desktop() {
        String token = creatorCookie();
        String name = "<script>alert(2)</script>" + "x".repeat(175);
        String id = keptWithoutJobs(name, token);
        try {
            for (int width : new int[] {390, 1280}) {
                page.setViewportSize(width, 900);
                open("/classroom/" + id);
                Locator title = page.locator(".experiment-name");
                title.waitFor();
                assertThat(title.textContent()).isEqualTo(name);
                Locator head = page.locator(".experiment-head");
                assertThat((String) page.evaluate(OVERFLOW, List.of(title.elementHandle(), head.elementHandle())))
                        .as("the title at " + width + " px").isEmpty();
                Locator status = page.locator(".experiment-head .status");
                assertThat(status.isVisible()).isTrue();
                assertThat((String) page.evaluate(OVERFLOW, List.of(status.elementHandle(), head.elementHandle())))
                        .as("the status beside the title at " + width + " px").isEmpty();
                screenshot("classroom-long-name-" + width);

                open("/classroom");
                Locator link = page.locator(".experiment-row a").filter(new Locator.FilterOptions().setHasText(name)).first();
                link.waitFor();
                Locator row = page.locator(".experiment-row").filter(new Locator.FilterOptions().setHasText(name)).first();
                assertThat((String) page.evaluate(OVERFLOW, List.of(link.elementHandle(), row.elementHandle())))
                        .as("the list's link at " + width + " px").isEmpty();
            }
            assertThat(dialogs).isEmpty();
        } finally {
            store.delete(id);
        }
    }

    @Test
    void a_long_list_comes_a_page_at_a_time_and_is_searched_and_ordered_from_its_address() {
        String token = creatorCookie();
        // 24 runs of a setup and one hostile name, made in that order.
        List<String> ids = new java.util.ArrayList<>();
        for (int i = 1; i <= 25; i++) {
            ids.add(keptWithoutJobs(i == 25 ? HOSTILE : String.format("run %02d of week %d", i, 1 + i % 2), token));
        }
        try {
            open("/classroom");
            Locator mine = page.locator(".my-experiments");
            Locator rows = mine.locator(".experiment-row");
            rows.first().waitFor();
            assertThat(rows.count()).isEqualTo(20);
            assertThat(mine.locator(".list-summary").textContent()).isEqualTo("20 of 25 shown");
            // newest first: the hostile name, as text
            assertThat(rows.first().locator("a").textContent()).isEqualTo(HOSTILE);
            assertThat(rows.first().locator("img").count()).isZero();
            Locator more = mine.locator("vaadin-button.list-more");
            assertThat(more.textContent()).isEqualTo("Show 5 more");
            // One more is made while the page is open: the next page neither repeats the last row shown nor skips one.
            ids.add(keptWithoutJobs("made while the page was open", token));
            more.click();
            page.waitForCondition(() -> rows.count() == 26);
            assertThat(rows.locator("a").allTextContents()).doesNotHaveDuplicates().contains("made while the page was open", "run 01 of week 2");
            assertThat(mine.locator(".list-summary").textContent()).isEqualTo("26 experiments");
            assertThat(more.isVisible()).isFalse();
            // the keyboard lands on the first row after those shown before: run 05, not the new one at the top
            page.waitForCondition(() -> "run 05 of week 2".equals(page.evaluate("() => document.activeElement.textContent")));

            // A search narrows every list, letter case aside, and the address keeps it.
            Locator find = page.getByLabel("Find an experiment");
            find.fill("WEEK 1");
            page.waitForCondition(() -> rows.count() == 12);
            assertThat(mine.locator(".list-summary").textContent()).isEqualTo("12 experiments");
            assertThat(rows.first().locator("a").textContent()).isEqualTo("run 24 of week 1");
            page.waitForCondition(() -> page.url().endsWith("/classroom?find=WEEK+1") || page.url().endsWith("/classroom?find=WEEK%201"));
            // Ordered oldest first, and the address says so too; a reload shows the same.
            page.locator("vaadin-select.list-order").click();
            page.getByRole(AriaRole.OPTION, new Page.GetByRoleOptions().setName("Oldest first")).click();
            page.waitForCondition(() -> "run 02 of week 1".equals(rows.first().locator("a").textContent()));
            page.waitForCondition(() -> page.url().contains("order=oldest"));
            page.reload();
            rows.first().waitFor();
            assertThat(rows.first().locator("a").textContent()).isEqualTo("run 02 of week 1");
            assertThat(rows.count()).isEqualTo(12);
            assertThat(page.getByLabel("Find an experiment").inputValue()).isEqualTo("WEEK 1");
            assertThat(page.locator(".address-note").isVisible()).isFalse();
            // An order there is not, and a setting the list has not, are named at the top; the newest come first.
            page.navigate("http://localhost:" + port + "/classroom?order=bogus&find=WEEK+1&size=9");
            page.locator(".address-note").waitFor();
            assertThat(page.locator(".address-note > span").textContent()).isEqualTo("Not read from this address: “order=bogus” "
                    + "(the orders are newest, oldest, name and unfinished; the newest are shown first); “size=9” (the list has "
                    + "no setting called “size”).");
            page.waitForCondition(() -> "run 24 of week 1".equals(rows.first().locator("a").textContent()));

            // A pasted address finds its experiment, whatever its name.
            page.getByLabel("Find an experiment").fill("http://localhost:" + port + "/classroom/" + ids.get(6));
            page.waitForCondition(() -> rows.count() == 1);
            assertThat(rows.first().locator("a").textContent()).isEqualTo("run 07 of week 2");

            // An address or an id that no experiment here has is said to be that, not a name nothing has: in each
            // list, whether it is an address of this server or another's.
            for (String address : List.of("http://localhost:" + port + "/classroom/abcd2345", "http://host/classroom/abcd2345",
                    "/classroom/abcd2345")) {
                searchFor(mine, address);
                assertThat(mine.locator("p").textContent()).as(address)
                        .isEqualTo("No experiment on this server has the id \u201cabcd2345\u201d.");
                assertThat(page.locator(".recent-experiments p").textContent()).isEqualTo(mine.locator("p").textContent());
            }
            // Text shaped like an id is searched in names too, and both are said.
            searchFor(mine, "zzzzzzzz");
            assertThat(mine.locator("p").textContent())
                    .isEqualTo("No experiment on this server has the id \u201czzzzzzzz\u201d, and none here has it in its name.");
            // Someone else's experiment is on this server: not among this visitor's own, but found among everyone's.
            String others = keptWithoutJobs("someone else's", org.prooflab.classroom.CreatorTokens.newToken());
            ids.add(others);
            searchFor(mine, "http://localhost:" + port + "/classroom/" + others);
            page.waitForCondition(() -> page.locator(".recent-experiments .experiment-row").count() == 1);
            assertThat(mine.locator("p").textContent()).isEqualTo("The experiment with the id \u201c" + others
                    + "\u201d is on this server, but not in this list.");

            // What finds nothing says so, the typed text shown as text.
            searchFor(mine, HOSTILE + "x");
            assertThat(mine.locator("p").textContent()).isEqualTo("No experiment here has \u201c" + HOSTILE + "x\u201d in its name.");
            assertThat(page.locator(".recent-experiments p").textContent()).contains(HOSTILE);
            // a list with nothing in it at all says that, not that nothing matched
            assertThat(page.locator(".opened-experiments p").textContent()).startsWith("None yet: an experiment someone shares");
            assertThat(page.locator("img").count()).isZero();
            screenshot("classroom-list-search");
            assertThat(dialogs).isEmpty();
        } finally {
            ids.forEach(store::delete);
        }
    }

    /** True when the page's text, hidden parts included, holds {@code words}. */
    private boolean pageHolds(String words) {
        return ((String) page.evaluate("() => document.body.textContent")).contains(words);
    }

    @Test
    void a_mistake_put_right_leaves_no_word_of_it_in_the_page_after_a_run_or_a_rename() {
        String mistake = "Give the experiment a name";
        open("/classroom/new");
        set(page, "Name", "");
        set(page, "How many", "1");
        click(page, "Check");
        page.waitForCondition(() -> page.locator(".verdict-line").textContent().contains("Fix the"));
        // The field's error is said to a screen reader by the components' own live region, at the end of the page.
        page.waitForCondition(() -> (Boolean) page.evaluate("w => [...document.body.children].some(e => "
                + "e.textContent.includes(w) && !e.querySelector('vaadin-text-field'))", mistake));
        set(page, "Name", "named once");
        runWithLimits("1000", "1", "= 2 solves");
        String id = page.url().substring(page.url().lastIndexOf('/') + 1);
        try {
            page.waitForTimeout(500);
            assertThat(pageHolds(mistake)).as("the form's mistake in the experiment's page").isFalse();

            // Finished first: the creator's buttons and rename field are made anew when the state changes.
            page.waitForCondition(() -> "DONE".equals(page.locator(".status").getAttribute("data-status")),
                    new Page.WaitForConditionOptions().setTimeout(90_000));
            Locator name = field(page, "Name");
            name.fill("");
            click(page, "Rename");
            Locator renameField = page.locator("vaadin-text-field").filter(new Locator.FilterOptions().setHas(name));
            page.waitForCondition(() -> renameField.getAttribute("invalid") != null);
            assertThat(renameField.locator("[slot=error-message]").textContent()).isEqualTo(mistake);
            page.waitForCondition(() -> (Boolean) page.evaluate("w => [...document.body.children].some(e => "
                    + "e.textContent.includes(w) && !e.querySelector('vaadin-text-field'))", mistake));
            name.fill("named twice");
            click(page, "Rename");
            page.waitForCondition(() -> "named twice".equals(page.locator(".experiment-name").textContent()));
            page.waitForCondition(() -> renameField.getAttribute("invalid") == null);
            page.waitForTimeout(500);
            assertThat(pageHolds(mistake)).as("the rename's mistake once the rename succeeded").isFalse();
        } finally {
            store.delete(id);
        }
    }

    /** Types {@code text} in the search box, from a box emptied first, and waits until {@code list} says it found nothing. */
    private void searchFor(Locator list, String text) {
        Locator find = page.getByLabel("Find an experiment");
        find.fill("");
        page.waitForCondition(() -> list.locator(".experiment-row").count() > 0);
        find.fill(text);
        page.waitForCondition(() -> list.locator(".experiment-row").count() == 0 && list.locator("p").count() == 1);
    }

    @Test
    void a_running_experiments_page_polls_and_the_poll_ends_when_the_visitor_leaves_it() {
        String id = keptWithoutJobs("polled while it runs", creatorCookie());
        try {
            List<String> uidl = new java.util.concurrent.CopyOnWriteArrayList<>();
            page.onRequest(r -> {
                if (r.url().contains("v-r=uidl")) {
                    uidl.add(r.url());
                }
            });
            open("/classroom/" + id);
            page.locator(".experiment-name").waitFor();
            // Running (no job of its own here, so nothing changes): the page asks for news every 3 s all the same.
            int before = uidl.size();
            page.waitForCondition(() -> uidl.size() >= before + 2, new Page.WaitForConditionOptions().setTimeout(10_000));
            // Left by the menu (the same UI shows the next page): the poll ends with the page.
            page.locator("vaadin-side-nav-item").filter(new Locator.FilterOptions().setHasText("Results")).click();
            page.waitForCondition(() -> page.url().endsWith("/results"));
            page.waitForTimeout(1000);
            int after = uidl.size();
            page.waitForTimeout(7000);
            assertThat(uidl.size() - after).as("requests in 7 s on the Results page").isZero();
        } finally {
            store.delete(id);
        }
    }

    @Test
    void the_classroom_list_follows_an_unfinished_experiment_live_and_shows_experiments_made_or_deleted_since() {
        String token = creatorCookie();
        open("/classroom");
        Locator mine = page.locator(".my-experiments");
        page.waitForCondition(() -> mine.textContent().contains("None yet"));
        // Made after the list was opened (by this visitor in another tab): it appears without a reload.
        String id = keptWithoutJobs("followed from the list <img src=x onerror=alert(1)>", token);
        try {
            Locator row = mine.locator(".experiment-row").first();
            Locator state = row.locator(".experiment-state");
            page.waitForCondition(() -> state.count() == 1 && state.textContent().equals("Queued, 0 of 1 solves"));
            assertThat(mine.locator(".list-summary").textContent()).isEqualTo("1 experiment");
            // A worker begins its solve: the list says so without a reload, as the experiment's page does.
            store.markStarted(id);
            page.waitForCondition(() -> state.textContent().equals("Running, 0 of 1 solves"));
            store.record(id, new org.prooflab.classroom.domain.TaskResult(0, 0, store.taskPosition(id, 0), "PROVED", null, null,
                    null, "0", 3, 7, 3, 0, 1, 1.0, "0:1"), "t");
            page.waitForCondition(() -> state.textContent().equals("Finished, 1 of 1 solves"));
            assertThat(row.locator("vaadin-progress-bar").getAttribute("aria-valuetext")).isEqualTo("Finished, 1 of 1 solves");
            assertThat(row.locator("a").textContent()).isEqualTo("followed from the list <img src=x onerror=alert(1)>");
            assertThat(row.locator("img").count()).isZero();
        } finally {
            store.delete(id);
        }
        // Deleted while listed: it goes, and the list says it holds none again.
        page.waitForCondition(() -> mine.locator(".experiment-row").count() == 0 && mine.textContent().contains("None yet"));
        assertThat(dialogs).isEmpty();
    }
}
