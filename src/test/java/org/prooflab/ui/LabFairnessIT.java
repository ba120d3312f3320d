package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/**
 * Two visitors share one worker: the second waits, and when the first closes the tab, the first's
 * solve is cancelled after the grace and the second's starts.
 */
@TestPropertySource(properties = {"prooflab.lab.workers=1", "prooflab.lab.detach-grace=1s"})
class LabFairnessIT extends BrowserTestBase {

    private static void startLongSolve(Page p, String url) {
        p.navigate(url);
        p.waitForSelector(".othello-board");
        Locator seconds = p.getByLabel("Max seconds", new Page.GetByLabelOptions().setExact(true));
        seconds.fill("120");
        seconds.press("Tab");
        p.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Solve")).first().click();
    }

    @Test
    void a_closed_tabs_solve_is_cancelled_and_another_visitors_solve_starts() {
        String url = "http://localhost:" + port + "/lab/othello";
        startLongSolve(page, url);
        page.locator(".solve-panel[data-algorithm='ppns'] .verdict[data-state='RUNNING']").waitFor();

        // A second visitor: a browser context of its own is a session of its own.
        BrowserContext other = page.context().browser().newContext();
        try {
            Page second = other.newPage();
            startLongSolve(second, url);
            Locator verdict = second.locator(".solve-panel[data-algorithm='ppns'] .verdict");
            second.waitForCondition(() -> "1".equals(verdict.getAttribute("data-place")));
            assertThat(verdict.textContent()).isEqualTo("waiting for a worker: place 1 in the queue");
            screenshots(second, "lab-second-visitor-waiting", verdict);
            // A third visitor waits behind the second.
            Page third = other.browser().newContext().newPage();
            startLongSolve(third, url);
            Locator thirdVerdict = third.locator(".solve-panel[data-algorithm='ppns'] .verdict");
            third.waitForCondition(() -> "2".equals(thirdVerdict.getAttribute("data-place")));

            // The first visitor closes the tab: after the grace, the second's solve runs.
            page.close(new Page.CloseOptions().setRunBeforeUnload(true));
            second.locator(".solve-panel[data-algorithm='ppns'] .verdict[data-state='RUNNING']")
                    .waitFor(new Locator.WaitForOptions().setTimeout(20_000));
            // The third's place follows, though its own solve, still waiting, has said nothing (it stayed at place 2).
            third.waitForCondition(() -> "1".equals(thirdVerdict.getAttribute("data-place")));
            assertThat(thirdVerdict.textContent()).isEqualTo("waiting for a worker: place 1 in the queue");
            third.context().close();
            screenshots(second, "lab-second-visitor-running", verdict);
            second.locator(".solve-panel[data-algorithm='ppns'] vaadin-button", new Page.LocatorOptions().setHasText("Cancel")).click();
            second.locator(".solve-panel[data-algorithm='ppns'] .verdict[data-stop='cancelled']").waitFor();
        } finally {
            other.close();
        }
    }
}
