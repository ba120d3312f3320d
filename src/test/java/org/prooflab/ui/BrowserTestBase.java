package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.ConsoleMessage;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Starts the app on a random port and drives it in Chromium through Playwright. The browser is the
 * system's Chromium ({@code PROOFLAB_CHROMIUM} or the {@code prooflab.chromium} property, default
 * {@code /usr/bin/chromium}); Playwright's own browsers are used when neither exists. Screenshots
 * go to {@code target/screenshots}. Console errors and uncaught script errors, on every visitor's
 * page, fail the test.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
public abstract class BrowserTestBase {
    private static Playwright playwright;
    private static Browser browser;
    protected Page page;
    protected final List<String> consoleErrors = new ArrayList<>();
    /** The messages of dialogs a script opened on any visitor's page (dismissed): text a visitor typed that ran as script. */
    protected final List<String> dialogs = new ArrayList<>();
    private final List<Page> others = new ArrayList<>();

    @LocalServerPort
    protected int port;

    @BeforeAll
    static void launch() {
        playwright = newPlaywright();
        browser = chromium(playwright);
    }

    /** Playwright, told not to download browsers of its own (it cannot here). */
    public static Playwright newPlaywright() {
        return Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    }

    /** A headless Chromium: the configured one (see above), else Playwright's own. */
    public static Browser chromium(Playwright playwright) {
        String configured = System.getProperty("prooflab.chromium", System.getenv().getOrDefault("PROOFLAB_CHROMIUM", "/usr/bin/chromium"));
        BrowserType.LaunchOptions options = new BrowserType.LaunchOptions().setHeadless(true)
                .setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync", "--no-first-run",
                        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost"));
        if (Files.isExecutable(Paths.get(configured))) {
            options.setExecutablePath(Paths.get(configured));
        }
        return playwright.chromium().launch(options);
    }

    @AfterAll
    static void close() {
        if (browser != null) {
            browser.close();
        }
        if (playwright != null) {
            playwright.close();
        }
    }

    @BeforeEach
    void openPage() {
        page = browser.newPage(new Browser.NewPageOptions().setViewportSize(1280, 900));
        page.setDefaultTimeout(30_000);
        page.onResponse(r -> {
            if (r.status() >= 400) {
                consoleErrors.add(r.status() + " for " + r.url());
            }
        });
        watch(page);
    }

    /** Console errors and uncaught script errors of {@code p} fail the test (a chart that throws draws nothing). */
    private void watch(Page p) {
        p.onConsoleMessage((ConsoleMessage m) -> {
            if ("error".equals(m.type())) {
                consoleErrors.add(m.text());
            }
        });
        p.onPageError(error -> consoleErrors.add("uncaught: " + error));
        p.onDialog(d -> {
            dialogs.add(d.message());
            d.dismiss();
        });
    }

    @AfterEach
    void closePage() {
        others.forEach(p -> p.context().close());
        others.clear();
        page.context().close();
        if (!consoleErrors.isEmpty()) {
            throw new AssertionError("browser console errors: " + consoleErrors);
        }
    }

    /** A second visitor: a page in a new browser context, with its own cookies. Closed with the test. */
    protected Page newVisitor() {
        Page other = browser.newPage(new Browser.NewPageOptions().setViewportSize(1280, 900));
        other.setDefaultTimeout(30_000);
        watch(other);
        others.add(other);
        return other;
    }

    /**
     * {@code n} tabs of one new browser, sharing its cookies as a visitor's tabs do; not watched for console errors (a
     * tab that reloads into another's session logs its lost first connection). Closed with the test.
     */
    protected List<Page> tabsOfNewBrowser(int n) {
        com.microsoft.playwright.BrowserContext context = browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 900));
        List<Page> tabs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Page tab = context.newPage();
            tab.setDefaultTimeout(30_000);
            tabs.add(tab);
        }
        others.add(tabs.get(0));
        return tabs;
    }

    protected void open(String path) {
        page.navigate("http://localhost:" + port + path);
        page.waitForSelector("vaadin-app-layout");
    }

    /**
     * Waits until the page has no round trip to the server in flight: before Back, so that an answer still on its way
     * (an address revised after a field's change) cannot land after the history step and undo it.
     */
    protected void settled() {
        page.waitForFunction("() => !(window.Vaadin && window.Vaadin.Flow && window.Vaadin.Flow.clients)"
                + " || Object.values(window.Vaadin.Flow.clients).every(c => !c.isActive || !c.isActive())");
    }

    /**
     * Chooses the item that reads {@code item}, exactly, in {@code select}, opened when no round trip is in flight and
     * no menu is still opening or closing. A click on a menu while it closed from the last choice (about 0.1 s, longer
     * on a loaded machine) landed on its closing list and opened nothing, and the item then waited 30 s to show (twice
     * in one fresh-machine CI, and here). Opened again, each retry printed, if the item cannot be clicked within 5 s.
     */
    protected void choose(Locator select, String item) {
        // By role and exact name: the menus' hidden items are left out, and "PPN-search" is not "df-PPN-search".
        Locator option = page.getByRole(com.microsoft.playwright.options.AriaRole.OPTION,
                new Page.GetByRoleOptions().setName(item).setExact(true));
        for (int attempt = 1; ; attempt++) {
            settled();
            page.waitForFunction("() => !document.querySelector('vaadin-select[closing], vaadin-select[opening]')");
            select.click();
            try {
                option.click(new Locator.ClickOptions().setTimeout(5_000));
                return;
            } catch (com.microsoft.playwright.TimeoutError e) {
                if (attempt == 3) {
                    throw e;
                }
                System.err.println(getClass().getSimpleName() + ": the menu did not let '" + item + "' be chosen after click "
                        + attempt + " (opened: " + select.getAttribute("opened") + "); opening it again");
                page.keyboard().press("Escape");
            }
        }
    }

    /**
     * Opens the lab at {@code address} (its solvers PN-search alone), presses Solve and waits until PN-search's card
     * says {@code state} (PROVED, DISPROVED); that card.
     */
    protected Locator solvedByPns(String address, String state) {
        open(address);
        page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Solve")).first().click();
        Locator panel = page.locator(".solve-panel[data-algorithm='pns']");
        panel.locator(".verdict[data-state='" + state + "']").waitFor();
        return panel;
    }

    /**
     * Screenshots of {@code p} at 1280 and at 390 pixels wide ({@code name-1280.png}, {@code name-390.png}),
     * each with {@code focus} scrolled into view (the layout scrolls inside itself, so a full-page
     * picture shows only what is in view), then the page back at its own size: every screen is
     * looked at on a desktop and on a phone.
     *
     * @param focus what the picture is of, or null for the top of the page
     */
    protected static void screenshots(Page p, String name, Locator focus) {
        com.microsoft.playwright.options.ViewportSize before = p.viewportSize();
        Path dir = Paths.get("target", "screenshots");
        int[][] sizes = {{1280, 900}, {390, 844}};
        for (int[] size : sizes) {
            p.setViewportSize(size[0], size[1]);
            if (focus != null) {
                focus.scrollIntoViewIfNeeded();
            }
            p.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(name + "-" + size[0] + ".png")));
        }
        p.setViewportSize(before.width, before.height);
    }

    protected void screenshot(String name) {
        Path dir = Paths.get("target", "screenshots");
        page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(name + ".png")).setFullPage(true));
    }

    /**
     * The table of {@code chart}'s data, in the disclosure directly under it ("The chart's data as a table"), which
     * must be closed at first: opened by a click on its summary, as a visitor opens it.
     */
    protected static Locator chartTable(Locator chart) {
        Locator details = chart.locator("xpath=following-sibling::*[1]");
        assertThat(details.evaluate("d => d.localName + ' ' + d.classList.contains('chart-table')")).isEqualTo("vaadin-details true");
        assertThat(details.getAttribute("opened")).as("the table's disclosure, closed at first").isNull();
        assertThat(details.locator("vaadin-details-summary").textContent()).isEqualTo("The chart's data as a table");
        // Heard with its chart's name: every disclosure of a page had the same one.
        String name = "The chart's data as a table: " + chart.getAttribute("aria-label");
        assertThat(details.getByRole(com.microsoft.playwright.options.AriaRole.BUTTON,
                new Locator.GetByRoleOptions().setName(name).setExact(true)).count()).as("disclosures named " + name).isEqualTo(1);
        details.locator("vaadin-details-summary").click();
        Locator table = details.locator("table.chart-data");
        table.waitFor();
        return table;
    }

    /** Each body row of {@code table}: its heading cell and cells, joined by " | ". */
    protected static List<String> tableRows(Locator table) {
        @SuppressWarnings("unchecked")
        List<String> rows = (List<String>) table.evaluate(
                "t => [...t.tBodies[0].rows].map(r => [...r.cells].map(c => c.textContent).join(' | '))");
        return rows;
    }
}
