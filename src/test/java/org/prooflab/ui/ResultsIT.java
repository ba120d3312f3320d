package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ResultExport;

/** The Results page shows the run CSVs of docs/reproduction, paper beside ProofLab. */
class ResultsIT extends BrowserTestBase {
    private static final Path DOCS = Path.of("docs", "reproduction");

    private static List<CSVRecord> csv(String file) throws Exception {
        try (Reader in = Files.newBufferedReader(DOCS.resolve(file))) {
            // The classroom's own reading: run CSVs start with '#' lines (definition, seed, commit).
            return ResultExport.READ.parse(in).getRecords();
        }
    }

    /** As the page writes a share: "k of n (x.y%)". */
    private static String share(long k, int n) {
        return String.format(Locale.ROOT, "%d of %d (%.1f%%)", k, n, 100.0 * k / n);
    }

    private Locator cell(String table, String row, String column, String side) {
        return page.locator("[data-table='" + table + "'] tr[data-row='" + row + "'] td[data-column='" + column
                + "'][data-side='" + side + "']");
    }

    @Test
    void each_cell_shows_the_paper_beside_the_numbers_of_the_run_csv() throws Exception {
        open("/results");
        page.waitForSelector("[data-table='song-2x20']");
        assertThat(page.title()).isEqualTo("Results | ProofLab");
        assertThat(page.locator("vaadin-side-nav-item", new com.microsoft.playwright.Page.LocatorOptions().setHasText("Results"))
                .count()).isEqualTo(1);

        // ProofLab's mean nodes of PPN-search on the 200 trees 2 x 20, from the run's CSV.
        double sum = 0;
        int n = 0;
        for (CSVRecord r : csv("song-2x20.csv")) {
            if (r.get("config").equals("PPNS")) {
                sum += Long.parseLong(r.get("nodes"));
                n++;
            }
        }
        assertThat(n).isEqualTo(200);
        assertThat(cell("song-2x20", "PPNS", "mean nodes", "prooflab").textContent())
                .isEqualTo(String.format(Locale.ROOT, "%,.0f", sum / n));

        // The files a command reads are offered beside it, and download from the server as shipped.
        com.microsoft.playwright.Locator definition = page.locator(".results-scale a[download][href='/api/reproduction/connect4.json']").first();
        assertThat(definition.textContent()).isEqualTo("connect4.json");
        com.microsoft.playwright.APIResponse file = page.request().get("http://localhost:" + port + "/api/reproduction/connect4.json");
        assertThat(file.status()).isEqualTo(200);
        assertThat(file.text()).isEqualTo(java.nio.file.Files.readString(java.nio.file.Path.of("docs/reproduction/connect4.json")));

        // Figure 4: PNS's solved count from the Connect Four run, and the paper's 122 concluded.
        long solved = csv("connect4.csv").stream().filter(r -> r.get("config").equals("PNS") && r.get("answer").equals("PROVED")).count();
        assertThat(cell("figure4", "PNS", "solved", "prooflab").textContent()).isEqualTo(String.valueOf(solved));
        assertThat(cell("figure4", "PNS", "concluded", "paper").textContent()).isEqualTo("122 of 200 (61.0%)");
        // The Connect Four sweep holds all 200 of the paper's positions; the page shows its share of them.
        List<CSVRecord> prRows = csv("connect4.csv").stream().filter(r -> r.get("config").equals("PPNS (theta 0.001, pr 0.001)")).toList();
        assertThat(prRows).hasSize(200);
        assertThat(cell("figure4", "PPNS (theta 0.001, pr 0.001)", "concluded", "prooflab").textContent())
                .isEqualTo(share(prRows.stream().filter(r -> !r.get("answer").equals("OUT")).count(), 200));

        // Othello: 30 positions a stage; PPNS's completion at 40 moves from its run's CSV.
        List<CSVRecord> stage40 = csv("othello-40.csv").stream().filter(r -> r.get("algorithm").equals("ppns")).toList();
        assertThat(stage40).hasSize(30);
        assertThat(cell("othello", "40 moves, PPNS", "completion", "prooflab").textContent())
                .isEqualTo(share(stage40.stream().filter(r -> !r.get("answer").equals("OUT")).count(), 30));

        // Table 1: the paper's number comes from paper-values.csv.
        String paperNodes = csv("paper-values.csv").stream().filter(r -> r.get("table").equals("table1")
                && r.get("row").equals("PPNS (theta 0.001, pr 0.001)") && r.get("column").equals("mean nodes"))
                .findFirst().orElseThrow().get("paper");
        assertThat(cell("table1", "PPNS (theta 0.001, pr 0.001)", "mean nodes", "paper").textContent()).isEqualTo(paperNodes);

        // Where ProofLab differs from the paper is said on the page, open, under the table that shows it, and what
        // differs everywhere ends the page: read from docs/reproduction.md, which says it once.
        Locator songNotes = page.locator("[data-table='song-8x8'] + details.results-notes");
        assertThat(songNotes.getAttribute("open")).isNotNull();
        assertThat(songNotes.locator("summary").textContent()).isEqualTo("How this compares with the paper");
        assertThat(songNotes.locator(".results-lead", new Locator.LocatorOptions().setHasText("One difference: the pure MCTS solver."))
                .isVisible()).isTrue();
        assertThat(songNotes.textContent()).doesNotContain("**");
        assertThat(page.locator(".results-general h2").allTextContents())
                .containsExactly("What the 2020 authors' own code did differently", "Other differences that hold everywhere");
        assertThat(cell("othello", "32 moves, PPNS", "false conclusions", "prooflab").textContent())
                .isEqualTo("0 false of 2 checked; 12 of 14 pr conclusions unchecked");

        // Every figure is drawn: each one's chart element holds a canvas that Chart.js has sized.
        page.waitForFunction("() => { const f = [...document.querySelectorAll('[data-figure]')];"
                + " return f.length > 0 && f.every(d => { const c = d.querySelector('comparison-chart canvas'); return c && c.width > 0; }); }");
        assertThat(page.locator("[data-figure]").count()).isEqualTo(4);
        // Figures 7 and 8: a solver's line in the paper and in ProofLab share a colour (six colours for three solvers before).
        String[] colors = page.locator("[data-figure='othello-completion'] comparison-chart").getAttribute("data-colors").split("\\|");
        assertThat(colors).hasSize(6);
        assertThat(List.of(colors).subList(0, 3)).doesNotHaveDuplicates().containsExactlyElementsOf(List.of(colors).subList(3, 6));
        // ... and the paper's lines share one dash, ProofLab's are solid (PNS's paper line was dashed, MCPNS's dotted).
        assertThat(page.locator("[data-figure='othello-completion'] comparison-chart").getAttribute("data-dashes"))
                .isEqualTo("8,4|8,4|8,4|solid|solid|solid");

        // Under each figure, its numbers as a table (closed at first): Figures 7 and 8's points as the chart draws
        // them, completion to one place as the Othello table writes it ...
        Locator othelloChart = page.locator("[data-figure='othello-completion'] comparison-chart");
        @SuppressWarnings("unchecked")
        List<List<Object>> drawn = (List<List<Object>>) othelloChart.evaluate(
                "c => c.chart.data.datasets.flatMap(d => d.data.map(p => [d.label, p.x, p.y]))");
        assertThat(tableRows(chartTable(othelloChart))).hasSize(drawn.size()).isEqualTo(drawn.stream().map(p -> p.get(0) + " | "
                + String.format(Locale.ROOT, "%,.0f", ((Number) p.get(1)).doubleValue()) + " | "
                + String.format(Locale.ROOT, "%.1f%%", ((Number) p.get(2)).doubleValue())).toList());
        // ... and Figure 5's long traces evenly thinned to 500 rows, from the first point to the last, which the caption says.
        Locator figure5 = page.locator("[data-figure='figure5'] comparison-chart");
        Locator figure5Table = chartTable(figure5);
        int traced = csv("figure5-trace.csv").size();
        @SuppressWarnings("unchecked")
        List<List<Object>> ends = (List<List<Object>>) figure5.evaluate("c => { const s = c.chart.data.datasets;"
                + " const a = s[0].data[0], b = s.at(-1).data.at(-1); return [[s[0].label, a.x, a.y], [s.at(-1).label, b.x, b.y]]; }");
        List<String> rows5 = tableRows(figure5Table);
        // each trace keeps its share of the 500 rows
        assertThat(rows5.size()).isBetween(490, 500);
        assertThat(figure5Table.locator("caption").textContent()).isEqualTo("Figure 5: the root's probability of a proof against the "
                + String.format(Locale.ROOT, "iterations; %d of its %,d points, evenly spaced with the first and last", rows5.size(), traced));
        assertThat(List.of(rows5.getFirst(), rows5.getLast())).isEqualTo(ends.stream().map(p -> p.get(0) + " | "
                + String.format(Locale.ROOT, "%,.0f", ((Number) p.get(1)).doubleValue()) + " | "
                + org.prooflab.engine.search.ValueText.probability(((Number) p.get(2)).doubleValue(),
                org.prooflab.engine.search.Outcome.OUT)).toList());
        screenshots(page, "results-chart-table", figure5Table);

        Path shots = Paths.get("/tmp/shots-repro");
        Files.createDirectories(shots);
        page.screenshot(new com.microsoft.playwright.Page.ScreenshotOptions().setPath(shots.resolve("results.png")).setFullPage(true));
        for (String id : List.of("song-2x20-error", "song-8x8-error", "figure5", "othello-completion")) {
            page.locator("[data-figure='" + id + "']").screenshot(new Locator.ScreenshotOptions().setPath(shots.resolve(id + ".png")));
        }
        page.locator("[data-table='table1']").screenshot(new Locator.ScreenshotOptions().setPath(shots.resolve("table1.png")));
        page.setViewportSize(390, 844);
        page.screenshot(new com.microsoft.playwright.Page.ScreenshotOptions().setPath(shots.resolve("results-phone.png")));
        screenshot("results");
    }

    /** The tables whose content is wider than their box, with both widths. */
    private static final String TABLES_WIDER_THAN_THEIR_BOX = "() => [...document.querySelectorAll('[data-table] .results-scroll')]"
            + ".filter(s => s.scrollWidth > s.clientWidth + 1)"
            + ".map(s => s.parentElement.dataset.table + ' ' + s.scrollWidth + ' in ' + s.clientWidth)";

    @Test
    void a_setting_in_the_address_the_page_does_not_read_is_named_as_text() {
        // "/results?x=1" said nothing, where every other page names what it does not read.
        open("/results?x=1&" + java.net.URLEncoder.encode("<img src=x onerror=alert(1)>", java.nio.charset.StandardCharsets.UTF_8) + "=2");
        Locator note = page.locator(".address-note");
        note.waitFor();
        assertThat(note.textContent()).contains("“x=1” (the results page has no setting called “x”)")
                .contains("<img src=x onerror=alert(1)>");
        assertThat(note.locator("img").count()).isZero();
        open("/results");
        page.waitForSelector("[data-table='song-2x20']");
        assertThat(page.locator(".address-note").isVisible()).isFalse();
    }

    @Test
    void on_a_phone_each_table_row_is_a_card_that_shows_every_value_with_its_column() {
        page.setViewportSize(390, 844);
        open("/results");
        page.waitForSelector("[data-table='song-2x20']");
        // Scrolled sideways in its box, the error-rate table showed one of its 18 value columns at a time.
        assertThat((List<?>) page.evaluate(TABLES_WIDER_THAN_THEIR_BOX)).as("tables that scroll sideways at 390 px").isEmpty();
        assertThat(((Number) page.evaluate("() => document.documentElement.scrollWidth")).intValue()).isLessThanOrEqualTo(390);
        // Every value is on the screen, named by its column: the paper's cell carries the column's name.
        Locator paper = cell("table1", "PPNS (theta 0.001, pr 0.001)", "mean nodes", "paper");
        Locator ours = cell("table1", "PPNS (theta 0.001, pr 0.001)", "mean nodes", "prooflab");
        ours.scrollIntoViewIfNeeded();
        for (Locator c : List.of(paper, ours)) {
            var box = c.boundingBox();
            assertThat(box.x).isGreaterThanOrEqualTo(0);
            assertThat(box.x + box.width).isLessThanOrEqualTo(390);
        }
        assertThat(paper.evaluate("c => getComputedStyle(c, '::before').content")).isEqualTo("\"mean nodes\"");
        assertThat(page.locator("[data-table='song-error'] tr[data-row='Pure MCTS'] th[scope='row']")
                .evaluate("h => getComputedStyle(h, '::after').content")).isEqualTo("\"ProofLab\"");
        // The error-rate table's paper has no number at a checkpoint: ProofLab's value stands alone in
        // the column, named like the others, under the card's ProofLab heading.
        assertThat(cell("song-error", "Pure MCTS", "8x8 after 5,000", "paper").count()).isZero();
        Locator alone = cell("song-error", "Pure MCTS", "8x8 after 5,000", "prooflab");
        alone.scrollIntoViewIfNeeded();
        assertThat(alone.evaluate("c => getComputedStyle(c, '::before').content")).isEqualTo("\"8x8 after 5,000\"");
        var heading = page.locator("[data-table='song-error'] tr[data-row='Pure MCTS'] th[scope='row']")
                .evaluate("h => { const r = h.getBoundingClientRect(); return r.left + r.width * 2 / 3; }");
        var value = alone.locator("span").boundingBox();
        assertThat(value.x).as("the lone value's left edge, against the ProofLab heading's column")
                .isGreaterThanOrEqualTo(((Number) heading).doubleValue() - 40);
        assertThat(value.x + value.width).isLessThanOrEqualTo(390);
        screenshots(page, "results-cards", page.locator("[data-table='song-error']"));
        // Laid out as cards, a table keeps its roles for a screen reader (Safari drops the implicit ones with the
        // table's display): every row, header and cell says what it is.
        Locator table1 = page.locator("[data-table='table1'] table");
        assertThat(table1.getAttribute("role")).isEqualTo("table");
        assertThat((List<?>) table1.evaluate("t => [...t.querySelectorAll('tr, th, td, thead, tbody')]"
                + ".filter(e => !e.getAttribute('role')).map(e => e.tagName)")).as("table parts without an explicit role").isEmpty();
        // A desktop keeps the tables: the head row is shown and the narrower tables fit their box.
        page.setViewportSize(1280, 900);
        page.waitForCondition(() -> "table".equals(page.locator("[data-table='song-2x20'] table").evaluate("t => getComputedStyle(t).display")));
        assertThat(page.locator("[data-table='song-2x20'] thead").boundingBox().height).isGreaterThan(20);
        // and every table fits beside the menu (the error-rate table, with a dashed paper column at each
        // of its nine checkpoints, was 1,345 px in 992).
        assertThat((List<?>) page.evaluate(TABLES_WIDER_THAN_THEIR_BOX)).as("tables that scroll sideways at 1280 px").isEmpty();
    }
}
