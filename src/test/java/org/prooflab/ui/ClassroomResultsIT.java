package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.jobrunr.server.BackgroundJobServer;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.ClassroomService;
import org.prooflab.classroom.Experiment;
import org.prooflab.classroom.ExperimentStatus;
import org.prooflab.classroom.ExperimentStore;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.ResultExport;
import org.prooflab.classroom.domain.TaskResult;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * A finished comparison in a browser: a small Connect Four experiment fills live on two pages, its
 * tables and charts show the numbers the database holds and the CSV says, the CSV downloads with its
 * header block and cross-check column, and a hostile experiment name stays text.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ClassroomResultsIT extends BrowserTestBase {
    private static final String HOSTILE = "</script><img src=x onerror=alert(1)>";
    private static final int POSITIONS = 6;
    private static final int SOLVES = 3 * POSITIONS;

    @Autowired
    ClassroomService classroom;

    @Autowired
    ExperimentStore store;

    @Autowired
    BackgroundJobServer jobServer;

    private static void set(Page p, String label, String value) {
        fill(p.getByLabel(label, new Page.GetByLabelOptions().setExact(true)), value);
    }

    private static void set(Locator within, String label, String value) {
        fill(within.getByLabel(label, new Locator.GetByLabelOptions().setExact(true)), value);
    }

    private static void fill(Locator input, String value) {
        input.fill(value);
        input.press("Tab");
    }

    private static void click(Page p, String text) {
        p.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText(text)).first().click();
    }

    private static List<String> row(Locator table, int row) {
        return table.locator("tbody tr").nth(row).locator("th, td").allTextContents();
    }

    /**
     * The points a line chart's element draws, as its table writes them: "series | x | y", x written by {@code x} and y
     * (a count, a proof number) as a whole number grouped in threes.
     */
    @SuppressWarnings("unchecked")
    private static List<String> drawnLines(Locator chart, java.util.function.DoubleFunction<String> x) {
        List<List<Object>> points = (List<List<Object>>) chart.evaluate(
                "c => c.chart.data.datasets.flatMap(d => d.data.map(p => [d.label, p.x, p.y]))");
        return points.stream().map(p -> p.get(0) + " | " + x.apply(((Number) p.get(1)).doubleValue()) + " | "
                + String.format(java.util.Locale.ROOT, "%,.0f", ((Number) p.get(2)).doubleValue())).toList();
    }

    /** The bars a bar chart's element draws, as its table writes them: "category | value (low – high) | ...". */
    @SuppressWarnings("unchecked")
    private static List<String> drawnBars(Locator chart, java.util.function.DoubleFunction<String> v) {
        List<List<String>> cells = (List<List<String>>) chart.evaluate("c => c.chart.data.labels.map((label, i) => [label,"
                + " ...c.chart.data.datasets.map(d => d.data[i] === null ? null : [d.data[i], ...(d.intervals && d.intervals[i] || [])].join(' '))])");
        return cells.stream().map(r -> r.getFirst() + r.stream().skip(1).map(c -> {
            if (c == null) {
                return " | –";
            }
            String[] n = c.split(" ");
            String text = v.apply(Double.parseDouble(n[0]));
            return " | " + (n.length == 3 ? text + " (" + v.apply(Double.parseDouble(n[1])) + " – " + v.apply(Double.parseDouble(n[2])) + ")" : text);
        }).collect(java.util.stream.Collectors.joining())).toList();
    }

    @Test
    void a_finished_comparison_shows_the_numbers_the_database_and_the_csv_hold() throws Exception {
        open("/classroom/new");
        set(page, "Name", HOSTILE);
        set(page, "How many", Integer.toString(POSITIONS));
        set(page, "Seed", "3");
        set(page, "Random moves", "16");
        set(page, "Max nodes a solve", "50000");
        set(page, "Max seconds a solve", "3");
        // PNS and PPNS are there; a third: PPNS with a precision rate, whose conclusions the exact solver checks (the
        // form adds an algorithm it has not got, MCPNS: a second default PPNS would be refused as the same as the first)
        click(page, "Add a configuration");
        Locator third = page.locator(".algorithm-row").nth(2);
        third.waitFor();
        assertThat(third.locator("vaadin-select-value-button").textContent().strip()).isEqualTo("MCPN-search");
        choose(third.locator("vaadin-select"), "PPN-search");
        third.getByLabel("pr, configuration 3").waitFor();
        // Each box named with its configuration for a screen reader: "theta, configuration 3".
        set(third, "theta, configuration 3", "0.001");
        set(third, "pr, configuration 3", "0.001");
        click(page, "Check");
        page.waitForCondition(() -> page.locator(".verdict-line").textContent()
                .contains(POSITIONS + " positions x 3 configurations = " + SOLVES + " solves"));
        // The job server holds the solves until the student's page is watching: on a fast machine all 18 could
        // otherwise finish before that page opens, and it would have nothing live to show.
        jobServer.pauseProcessing();
        Page student;
        try {
            click(page, "Run it");
            page.waitForCondition(() -> page.url().matches(".*/classroom/[a-z0-9]{8}$"));
            student = newVisitor();
            student.navigate(page.url());
            student.locator(".experiment-name").waitFor();
            // The student's page notes each progress line it shows.
            student.evaluate("() => { const t = document.querySelector('.progress-text'); window.seen = [t.textContent];"
                    + " new MutationObserver(() => window.seen.push(t.textContent))"
                    + ".observe(t, {childList: true, characterData: true, subtree: true}); }");
            assertThat((String) student.evaluate("() => window.seen[0]")).startsWith("0 of " + SOLVES);
        } finally {
            jobServer.resumeProcessing();
        }
        String address = page.url();
        String id = address.substring(address.lastIndexOf('/') + 1);
        assertThat(student.locator(".experiment-name").textContent()).isEqualTo(HOSTILE);
        assertThat(student.locator(".experiment-name img").count()).isZero();

        // Both pages fill without a reload: the server pushes each new result.
        String done = SOLVES + " of " + SOLVES;
        for (Page p : List.of(page, student)) {
            p.waitForCondition(() -> p.locator(".progress-text").textContent().startsWith(done),
                    new Page.WaitForConditionOptions().setTimeout(120_000));
            p.waitForCondition(() -> "DONE".equals(p.locator(".status").getAttribute("data-status")));
        }

        List<?> seen = (List<?>) student.evaluate("() => [...new Set(window.seen)]");
        assertThat(seen).as("progress lines the student's page showed, pushed live").hasSizeGreaterThanOrEqualTo(2)
                .last().asString().startsWith(done);

        List<TaskResult> stored = classroom.results(id);
        assertThat(stored).hasSize(SOLVES);
        long pnsConcluded = stored.stream().filter(r -> r.configIndex() == 0 && r.concluded()).count();
        long pnsSolved = stored.stream().filter(r -> r.configIndex() == 0 && "PROVED".equals(r.answer())).count();
        long ppnsOut = stored.stream().filter(r -> r.configIndex() == 1 && !r.concluded()).count();

        // The outcomes table (Primanita Figure 4) says what the database holds, on both pages.
        for (Page p : List.of(page, student)) {
            Locator outcomes = p.locator("table.summary");
            p.waitForCondition(() -> outcomes.locator("tbody tr").count() == 3
                    && row(outcomes, 0).get(5).startsWith(pnsConcluded + " of " + POSITIONS + " ("));
            assertThat(row(outcomes, 0).get(0)).isEqualTo("PNS");
            assertThat(row(outcomes, 0).get(1)).isEqualTo(Long.toString(pnsSolved));
            assertThat(row(outcomes, 1).get(4)).isEqualTo(Long.toString(ppnsOut));
        }
        Locator outcomesChart = student.locator("comparison-chart").first();
        assertThat(outcomesChart.getAttribute("data-kind")).isEqualTo("bar");
        assertThat(outcomesChart.getAttribute("data-series")).isEqualTo("3");
        Locator nodesChart = student.locator(".figure-column comparison-chart").first();
        assertThat(nodesChart.getAttribute("data-series")).isEqualTo("3");
        // the cactus table's last column (the node limit) counts every concluded position
        List<String> cactusPns = row(student.locator("table.cactus-nodes"), 0);
        assertThat(cactusPns.getLast()).isEqualTo(Long.toString(pnsConcluded));
        assertThat(student.locator("table.stages thead").textContent()).contains("16 moves (" + POSITIONS + " positions)");
        // The stage chart is a share: its axis runs 0 to 100 (it ended at the tallest bar's round number), and each
        // configuration's bar carries the Wilson interval its table gives.
        Locator stageChart = student.locator(".stage-section comparison-chart");
        assertThat(stageChart.getAttribute("data-y-ticks")).startsWith("0|").endsWith("|100");
        assertThat(stageChart.getAttribute("data-whiskers")).isEqualTo("3");
        // The cactus lines are dashed each their own way: two configurations with the same steps still show both.
        assertThat(nodesChart.getAttribute("data-dashes")).isEqualTo("3,3|8,4|solid");
        // The legend draws each series' own dash (Chart.js drew every swatch solid).
        student.waitForCondition(() -> "3,3|8,4|solid".equals(nodesChart.getAttribute("data-legend-dashes")));
        // Under each chart, its numbers as a table (closed at first): the very points and bars the chart draws.
        assertThat(tableRows(chartTable(nodesChart))).isEqualTo(drawnLines(nodesChart,
                x -> String.format(java.util.Locale.ROOT, "%,.0f", x)));
        assertThat(tableRows(chartTable(student.locator(".figure-column comparison-chart").nth(1))))
                .isEqualTo(drawnLines(student.locator(".figure-column comparison-chart").nth(1), s -> Durations.text(1000 * s)));
        List<String> outcomeRows = tableRows(chartTable(outcomesChart));
        assertThat(outcomeRows).isEqualTo(drawnBars(outcomesChart, v -> String.format(java.util.Locale.ROOT, "%.0f", v)));
        // and the bars are the outcomes table's wins, no wins and outs
        List<String> pnsRow = row(student.locator("table.summary"), 0);
        assertThat(outcomeRows.getFirst()).isEqualTo(String.join(" | ", pnsRow.get(0), pnsRow.get(1), pnsRow.get(2), pnsRow.get(4)));
        assertThat(tableRows(chartTable(stageChart))).isEqualTo(drawnBars(stageChart, v -> String.format(java.util.Locale.ROOT, "%.0f%%", v)))
                .allMatch(r -> r.startsWith("16 moves | ") && r.contains("% ("));
        assertThat(student.locator("table.song").isVisible()).as("Song's averages are for P-game trees").isFalse();
        String verdict = student.locator(".cross-check-verdict").textContent();
        assertThat(verdict).matches("No disagreement.*|\\d+ disagreements?: .*");
        if (!verdict.startsWith("No disagreement")) {
            assertThat(student.locator(".cross-check-verdict.bad").count()).isEqualTo(1);
        }

        // Drill down: a solve's row opens its root-value curve, and its Lab link carries the configuration.
        Locator lab = student.locator("a.lab-link").first();
        lab.waitFor();
        assertThat(lab.getAttribute("href")).startsWith("lab/connect4?").contains("solvers=").contains("nodes=50000")
                .contains("seconds=3");
        student.locator("vaadin-grid.results vaadin-grid-cell-content").filter(new Locator.FilterOptions().setHasText("PNS"))
                .first().click();
        Locator trace = student.locator(".solve-details comparison-chart");
        trace.waitFor();
        student.waitForCondition(() -> trace.getAttribute("data-points") != null
                && Integer.parseInt(trace.getAttribute("data-points")) > 0);
        // the solve's curve as a table: a row an iteration drawn, the root's pn as the facts above write it
        List<String> traceRows = tableRows(chartTable(trace));
        assertThat(traceRows).hasSize(Integer.parseInt(trace.getAttribute("data-points")))
                .isEqualTo(drawnLines(trace, x -> String.format(java.util.Locale.ROOT, "%,.0f", x)));
        assertThat(trace.locator("xpath=following-sibling::*[1]").locator("thead").textContent()).isEqualTo("Configurationiterationroot pn");

        // The CSV downloads: the header block, one row per solve, the same answers, a cross-check for each.
        Download download = page.waitForDownload(() -> page.locator("a.download")
                .filter(new Locator.FilterOptions().setHasText("Download CSV")).click());
        String csv = Files.readString(download.path());
        assertThat(csv).startsWith("# ProofLab classroom experiment").contains("# definition: {").contains("# Java: ");
        List<CSVRecord> records = ResultExport.READ.parse(new StringReader(csv)).getRecords();
        assertThat(records).hasSize(SOLVES);
        assertThat(records.stream().filter(r -> "0".equals(r.get("config_index")) && !"OUT".equals(r.get("answer"))).count())
                .isEqualTo(pnsConcluded);
        assertThat(records).allSatisfy(r -> assertThat(r.get("cross_check")).isIn("agrees", "contradicted", "unchecked"));
        assertThat(csv).contains(HOSTILE); // as data in the definition line, for a spreadsheet, never for a page

        // The lab opens a PPNS-with-pr solve with its position, limits and parameters.
        Locator prLink = student.locator("a.lab-link").nth(2);
        assertThat(prLink.getAttribute("href")).contains("solvers=ppns").contains("pr=0.001").contains("theta=0.001");
        Page lab2 = newVisitor();
        lab2.navigate("http://localhost:" + port + "/" + prLink.getAttribute("href"));
        Locator prField = lab2.getByLabel("pr", new Page.GetByLabelOptions().setExact(true));
        prField.waitFor(new Locator.WaitForOptions().setState(com.microsoft.playwright.options.WaitForSelectorState.ATTACHED));
        lab2.waitForCondition(() -> "0.001".equals(prField.inputValue()));
        assertThat(lab2.getByLabel("Max nodes", new Page.GetByLabelOptions().setExact(true)).inputValue()).isEqualTo("50000");

        // The page scrolls inside the app layout: a viewport as tall as the view shows all of it.
        Path shots = Paths.get("target", "screenshots");
        whole(student, 1280, shots.resolve("classroom-result-student.png"));
        // "PPNS (theta 0.001, pr 0.001)" wraps in its column, and every column of the table of every solve is in view
        // at 1280 px beside the menu (the name on one line pushed Time and Best move past the right edge).
        Locator grid = student.locator("vaadin-grid.results");
        String fit = "g => { const t = g.shadowRoot.querySelector('#table'); "
                + "return t.scrollWidth <= t.clientWidth + 1 ? 'fits' : t.scrollWidth + ' px in ' + t.clientWidth + ': ' + "
                + "[...g.querySelectorAll('vaadin-grid-column')].map(c => c.offsetWidth || c.width).join(','); }";
        try {
            student.waitForCondition(() -> "fits".equals(grid.evaluate(fit)), new Page.WaitForConditionOptions().setTimeout(10_000));
        } catch (com.microsoft.playwright.TimeoutError e) {
            // the columns' widths, said
        }
        assertThat((String) grid.evaluate(fit)).as("the table of every solve at 1280 px").isEqualTo("fits");
        Locator longName = grid.locator(".configuration-name").filter(new Locator.FilterOptions().setHasText("PPNS (theta 0.001, pr 0.001)")).first();
        assertThat(longName.boundingBox().height).as("the long name, on two lines").isGreaterThan(30);
        assertThat((Boolean) longName.evaluate("n => { const c = n.closest('vaadin-grid-cell-content'); return c.scrollWidth <= c.clientWidth + 1; }"))
                .as("the long name within its cell").isTrue();
        grid.screenshot(new Locator.ScreenshotOptions().setPath(shots.resolve("classroom-grid-long-names-1280.png")));
        // A phone: the tables wrap instead of scrolling the page sideways.
        student.setViewportSize(390, 844);
        student.waitForCondition(() -> (Boolean) student.evaluate(
                "() => document.documentElement.scrollWidth <= window.innerWidth + 1"));
        // nothing sticks out of the window either (the grid of every solve and a wide table scroll inside
        // their own box, which itself stays inside the window)
        String beyond = "() => [...document.querySelectorAll('.experiment *')]"
                + ".filter(e => !e.parentElement.closest('vaadin-grid, .result-table-box, .chart-table-box')"
                + " && e.getBoundingClientRect().right > window.innerWidth + 1)"
                + ".map(e => e.tagName + '.' + e.className)";
        try {
            student.waitForCondition(() -> ((List<?>) student.evaluate(beyond)).isEmpty(),
                    new Page.WaitForConditionOptions().setTimeout(5_000));
        } catch (com.microsoft.playwright.TimeoutError e) {
            // which ones is said below
        }
        assertThat((List<?>) student.evaluate(beyond)).as("elements beyond the window's right edge at 390 px").isEmpty();

        // The teacher renames it (the picture in the README shows the teacher's page after this).
        String plain = "Connect Four, 16 random moves: PNS, PPNS, PPNS with pr";
        // Another tab of the teacher's: a page of its own with the teacher's cookie (a page's own context takes no second page).
        Page secondTab = newVisitor();
        secondTab.context().addCookies(page.context().cookies());
        secondTab.navigate("http://localhost:" + port + "/classroom/" + id);
        Locator secondName = secondTab.getByLabel("Name", new Page.GetByLabelOptions().setExact(true));
        String before = secondName.inputValue();
        Locator rename = page.getByLabel("Name", new Page.GetByLabelOptions().setExact(true));
        rename.fill(plain);
        click(page, "Rename");
        page.waitForCondition(() -> plain.equals(page.locator(".experiment-name").textContent()));
        // The whole name in view in its field at 1280 px (16rem cut a preset's name at "(c").
        page.setViewportSize(1280, 900);
        assertThat((Boolean) rename.evaluate("i => i.scrollWidth <= i.clientWidth")).as("the name fits its field").isTrue();
        // The teacher's other tab shows the new name in its rename field too (it kept the old one, ready to undo it).
        secondTab.waitForCondition(() -> plain.equals(secondName.inputValue()));
        assertThat(before).isNotEqualTo(plain);
        // The tab and the exports follow the new name (the stored definition kept the old one).
        page.waitForCondition(() -> page.title().equals(plain + " | ProofLab classroom"));
        assertThat(page.request().get("http://localhost:" + port + "/api/experiments/" + id + "/results.csv").text())
                .contains("# definition: {\"name\":\"" + plain + "\"");
        whole(page, 1280, shots.resolve("classroom-result.png"));
        whole(student, 390, shots.resolve("classroom-result-390.png"));
        assertThat((List<?>) student.evaluate("() => [...document.querySelectorAll('.result-table-box')]"
                + ".filter(b => b.offsetParent && b.scrollWidth > b.clientWidth + 1)"
                + ".map(b => b.firstElementChild.className + ' ' + b.scrollWidth + ' > ' + b.clientWidth)"))
                .as("tables that scroll sideways at 390 px").isEmpty();
        assertThat(dialogs).as("scripts that a visitor's text ran, on any of the pages").isEmpty();
    }

    @Test
    void disagreements_are_counted_and_shown_in_red() {
        // Results written straight to the database (no solve runs): PNS proves position 1 and PPNS disproves it;
        // on position 2 a pr conclusion says "wins" and the exact check says it does not.
        ExperimentDefinition.Compiled c = new ExperimentDefinition("disagreeing", "connect4",
                ExperimentDefinition.PositionSet.list(List.of("44", "4453")),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns"),
                        ExperimentDefinition.AlgorithmSpec.of("ppns").with("theta", 0.001).with("pr", 0.001)),
                new ExperimentDefinition.LimitSpec(10_000, 1, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
        String id = "dis" + Long.toString(System.nanoTime() % 100_000, 36);
        id = (id + "00000000").substring(0, 8);
        store.create(id, c, "nobody", null);
        store.record(id, new TaskResult(0, 0, "44", "PROVED", null, null, null, "4", 9, 90, 45, 0, 1, 0.0, "0:1 9:0"), "t");
        store.record(id, new TaskResult(0, 1, "44", "DISPROVED", null, null, null, "4", 7, 70, 35, 700, 2, 0.0, "0:0.5 7:0"), "t");
        store.record(id, new TaskResult(1, 0, "4453", "OUT", null, null, "nodes", "4", 9, 10_000, 45, 0, 3, 5.0, "0:1"), "t");
        store.record(id, new TaskResult(1, 1, "4453", "OUT", "PROVED", "DISPROVED", "pr", "4", 7, 70, 35, 700, 4, 0.999, "0:0.5"),
                "t");

        open("/classroom/" + id);
        Locator verdict = page.locator(".cross-check-verdict");
        page.waitForCondition(() -> verdict.textContent().startsWith("2 disagreements"));
        assertThat(verdict.textContent()).isEqualTo("2 disagreements: 3 answers contradicted.");
        assertThat(verdict.getAttribute("class")).contains("bad");
        assertThat(verdict.evaluate("e => getComputedStyle(e).color")).isNotEqualTo(
                page.locator("h2").first().evaluate("e => getComputedStyle(e).color"));
        Locator rows = page.locator("table.disagreements tbody tr");
        assertThat(rows.count()).isEqualTo(2);
        assertThat(row(page.locator("table.disagreements"), 0)).containsExactly("#1", "44",
                "PNS: PROVED; PPNS (theta 0.001, pr 0.001): DISPROVED");
        assertThat(row(page.locator("table.disagreements"), 1).get(2)).isEqualTo(
                "PPNS (theta 0.001, pr 0.001) (pr conclusion): PROVED; exact check of PPNS (theta 0.001, pr 0.001): DISPROVED");
        Locator outcomes = page.locator("table.summary");
        assertThat(row(outcomes, 0).get(3)).isEqualTo("1");
        assertThat(row(outcomes, 1).get(3)).isEqualTo("2");
        assertThat(outcomes.locator("tbody tr").nth(1).locator("td.bad").count()).isEqualTo(1);
        // The bars show each solve once, a contradicted answer as its own part: wins, no win, contradicted, out.
        Locator outcomesChart = page.locator("comparison-chart").first();
        assertThat(outcomesChart.getAttribute("data-series")).isEqualTo("4");
        assertThat(tableRows(chartTable(outcomesChart))).containsExactly("PNS | 0 | 0 | 1 | 1",
                "PPNS (theta 0.001, pr 0.001) | 0 | 0 | 2 | 0");
        assertThat(page.locator("vaadin-grid.results .check-contradicted").count()).isEqualTo(3);
        // PNS's solve that gave no answer has nothing to check: a dash, not "unchecked".
        assertThat(page.locator("vaadin-grid.results .check-none").allTextContents()).containsExactly("–");
        // Their rows are red, so that on a phone, where the Cross-check column is out of view, they still stand out.
        Locator grid = page.locator("vaadin-grid.results");
        assertThat(grid.evaluate("g => new Set([...g.shadowRoot.querySelectorAll('[part~=\"contradicted\"]')]"
                + ".map(c => c.parentElement)).size")).isEqualTo(3);
        assertThat(grid.evaluate("g => { const bad = g.shadowRoot.querySelector('[part~=\"contradicted\"]');"
                + " const ok = [...g.shadowRoot.querySelectorAll('tbody td')].find(c => !c.part.contains('contradicted'));"
                + " return getComputedStyle(bad).color !== getComputedStyle(ok).color; }")).isEqualTo(true);
        // On a phone a chart grows by a line for each legend entry past two (wins, no win, contradicted, out: two
        // lines, 3rem), so that no entry is cut off and the bars keep their height; not on a wide screen.
        assertThat(outcomesChart.boundingBox().height).isEqualTo(14 * 16.0);
        page.setViewportSize(390, 844);
        page.waitForCondition(() -> outcomesChart.boundingBox().height == 17 * 16.0);
        page.setViewportSize(1280, 900);
        page.locator("table.disagreements").screenshot(new Locator.ScreenshotOptions()
                .setPath(Paths.get("target", "screenshots", "classroom-disagreements.png")));
    }

    /** Keeps a running experiment of PNS and PPNS on two Connect Four positions, without jobs (its results are written here). Its id. */
    private String keptWithoutJobs(String name) {
        ExperimentDefinition.Compiled c = new ExperimentDefinition(name, "connect4",
                ExperimentDefinition.PositionSet.list(List.of("44", "4453")),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("ppns")),
                new ExperimentDefinition.LimitSpec(10_000, 1, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
        String id = org.prooflab.classroom.CreatorTokens.newExperimentId();
        store.create(id, c, "nobody", null);
        return id;
    }

    private static TaskResult out(int position, int config) {
        return new TaskResult(position, config, position == 0 ? "44" : "4453", "OUT", null, null, "nodes", "4", 9, 10_000, 45, 0,
                3, 0.5, "0:1");
    }

    /** The cactus plots' place: their words, or their charts (with their tables), never both. */
    private static void cactusSays(Page p, String words) {
        Locator said = p.locator(".cactus-empty");
        Locator nodes = p.locator("comparison-chart[aria-label^='positions concluded against nodes']");
        Locator time = p.locator("comparison-chart[aria-label^='positions concluded against time']");
        if (words == null) {
            p.waitForCondition(() -> nodes.isVisible() && time.isVisible());
            assertThat(said.isVisible()).isFalse();
        } else {
            p.waitForCondition(() -> said.isVisible() && words.equals(said.textContent()));
            assertThat(nodes.isVisible()).as("the nodes' empty chart").isFalse();
            assertThat(time.isVisible()).as("the time's empty chart").isFalse();
            assertThat(p.locator("table.cactus-nodes").isVisible()).as("the nodes' budgets, all 0").isFalse();
            for (Locator chart : List.of(nodes, time)) {
                assertThat(chart.locator("xpath=following-sibling::*[1]").isVisible()).as("an empty chart's table").isFalse();
            }
        }
    }

    private static final String YET = "No position concluded yet: each configuration's line starts at the first position it concludes.";
    private static final String OVER = "No position was concluded: there is no line to draw.";

    /** The first sentence "In short" says, and its heading. */
    private static String inShort(Page p) {
        return p.locator(".in-short h2").textContent() + ": " + p.locator(".in-short p").first().textContent();
    }

    @Test
    void an_experiment_that_concluded_nothing_says_so_as_it_runs_and_as_it_ends() {
        String running = keptWithoutJobs("nothing concluded yet");
        String growing = keptWithoutJobs("a first conclusion comes");
        String done = keptWithoutJobs("nothing concluded, done");
        try {
            // Running, two solves of four finished, both stopped by the node limit: so far, and yet.
            store.record(running, out(0, 0), "t");
            store.record(running, out(0, 1), "t");
            open("/classroom/" + running);
            page.waitForCondition(() -> page.locator(".in-short p").count() > 0);
            assertThat(inShort(page)).isEqualTo("In short, so far: No configuration has concluded a position: every solve so far "
                    + "was stopped by a limit.");
            cactusSays(page, YET);

            // Cancelled while the page is open: nothing more will come, and the page says it in the past.
            store.changeStatus(running, ExperimentStatus.CANCELLED, ExperimentStatus.RUNNING);
            page.waitForCondition(() -> "CANCELLED".equals(page.locator(".status").getAttribute("data-status")));
            page.waitForCondition(() -> !inShort(page).contains("so far"));
            assertThat(inShort(page)).isEqualTo("In short: No configuration concluded a position: every solve it ran before it was "
                    + "cancelled was stopped by a limit.");
            cactusSays(page, OVER);

            // Finished, every solve stopped by a limit.
            for (int p = 0; p < 2; p++) {
                for (int k = 0; k < 2; k++) {
                    store.record(done, out(p, k), "t");
                }
            }
            open("/classroom/" + done);
            page.waitForCondition(() -> "DONE".equals(page.locator(".status").getAttribute("data-status")));
            page.waitForCondition(() -> page.locator(".in-short p").count() > 0);
            assertThat(inShort(page)).isEqualTo("In short: No configuration concluded a position: every solve was stopped by a limit.");
            cactusSays(page, OVER);
            page.locator(".figure-row").first().scrollIntoViewIfNeeded();
            screenshots(page, "classroom-nothing-concluded", page.locator(".cactus-empty"));

            // A first conclusion while the page is open: the charts come, with their tables, and the words go.
            store.record(growing, out(0, 0), "t");
            open("/classroom/" + growing);
            cactusSays(page, YET);
            store.record(growing, new TaskResult(0, 1, "44", "PROVED", null, null, null, "4", 7, 70, 35, 700, 2, 1.0, "0:0.5 7:1"), "t");
            cactusSays(page, null);
            Locator nodesChart = page.locator("comparison-chart[aria-label^='positions concluded against nodes']");
            page.waitForCondition(() -> "2".equals(nodesChart.getAttribute("data-series")));
            assertThat(tableRows(chartTable(nodesChart))).containsExactly("PPNS | 70 | 1");
            assertThat(row(page.locator("table.cactus-nodes"), 1).getLast()).isEqualTo("1");
        } finally {
            List.of(running, growing, done).forEach(store::delete);
        }
    }

    @Test
    void a_false_precision_rate_conclusion_in_a_real_run_is_counted_and_shown_in_red() {
        // Nothing planted: both solves run as jobs. Found with `experiment --game connect4 --random-moves 12
        // --count 20 --seed 3 --algorithms pns,ppns --pr 0.2`: on 761465341534 PPNS with the loose precision
        // rate 0.2 (seed 3) concludes "the player to move wins" after 8 nodes, and PNS disproves it.
        Experiment e = classroom.create(new ExperimentDefinition("a real false conclusion", "connect4",
                ExperimentDefinition.PositionSet.list(List.of("761465341534")),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns"),
                        ExperimentDefinition.AlgorithmSpec.of("ppns").with("pr", 0.2).with("seed", 3)),
                new ExperimentDefinition.LimitSpec(300_000, 60, 0)), "false-conclusion-test", null);

        open("/classroom/" + e.id());
        Locator verdict = page.locator(".cross-check-verdict");
        page.waitForCondition(() -> "DONE".equals(page.locator(".status").getAttribute("data-status")),
                new Page.WaitForConditionOptions().setTimeout(120_000));
        page.waitForCondition(() -> verdict.textContent().startsWith("1 disagreement"));
        assertThat(verdict.textContent()).isEqualTo("1 disagreement: 1 answer contradicted.");
        assertThat(verdict.getAttribute("class")).contains("bad");
        List<String> disagreement = row(page.locator("table.disagreements"), 0);
        assertThat(disagreement.subList(0, 2)).containsExactly("#1", "761465341534");
        assertThat(disagreement.get(2)).contains("PNS: DISPROVED", "PPNS (seed 3, pr 0.2) (pr conclusion): PROVED");
        Locator outcomes = page.locator("table.summary");
        assertThat(row(outcomes, 0).get(3)).as("PNS's proof is not contradicted").isEqualTo("0");
        assertThat(row(outcomes, 1).get(3)).as("PPNS's conclusion is").isEqualTo("1");
        assertThat(outcomes.locator("tbody tr").nth(1).locator("td.bad").count()).isEqualTo(1);
        assertThat(page.locator("vaadin-grid.results .check-contradicted").count()).isEqualTo(1);
    }

    private static void whole(Page p, int width, Path file) {
        int height = ((Number) p.evaluate("() => document.querySelector('.experiment').scrollHeight")).intValue();
        p.setViewportSize(width, height + 80);
        p.waitForCondition(() -> ((Number) p.evaluate("() => window.innerHeight")).intValue() == height + 80);
        p.screenshot(new Page.ScreenshotOptions().setPath(file));
    }
}
