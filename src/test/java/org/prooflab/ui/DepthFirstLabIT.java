package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/** df-pn and df-PPNS in the lab: listed from the engine's algorithms, solving with progress, and no tree to explore. */
class DepthFirstLabIT extends BrowserTestBase {

    private Locator panel(String algorithm) {
        return page.locator(".solve-panel[data-algorithm='" + algorithm + "']");
    }

    private void check(String solver, boolean on) {
        page.getByLabel(solver, new Page.GetByLabelOptions().setExact(true)).setChecked(on);
    }

    @Test
    void df_pn_and_df_ppns_solve_an_othello_endgame_like_pns_and_say_there_is_no_tree() {
        String position = "c4c5d6e3f5g5b4b6e6c3b5d7a7c6d2b2f6a4a1g6f2e2c7e7a6f4e8d3f3f1g3b3h6h4h3e1f7b1g4h5d1g7a2c8d8f8";
        open("/lab/othello?position=" + position);
        page.waitForSelector(".othello-board .oth-cell.legal");
        check("PPN-search", false);
        check("PN-search", true);
        check("df-pn", true);
        check("df-PPN-search", true);
        page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Solve")).first().click();
        for (String a : new String[] {"pns", "dfpn", "dfppns"}) {
            panel(a).locator(".verdict[data-state='PROVED'], .verdict[data-state='DISPROVED']")
                    .waitFor(new Locator.WaitForOptions().setTimeout(120_000));
        }
        String truth = panel("pns").locator(".verdict").getAttribute("data-state");
        for (String a : new String[] {"dfpn", "dfppns"}) {
            assertThat(panel(a).locator(".verdict").getAttribute("data-state")).as(a).isEqualTo(truth);
            assertThat(panel(a).locator(".counters").textContent()).as(a).containsPattern("iterations [1-9]").contains("nodes ");
            assertThat(panel(a).locator(".explorer-note").textContent()).as(a)
                    .startsWith("No search tree to explore").contains("transposition table");
            // (the chart's data table is a disclosure too)
            assertThat(panel(a).locator("vaadin-details-summary").filter(new Locator.FilterOptions().setHasText("Search tree explorer"))
                    .count()).as(a + ": no explorer").isZero();
        }
        assertThat(panel("dfpn").locator(".counters").textContent()).contains("root pn ").contains("dn ");
        assertThat(panel("dfppns").locator(".counters").textContent()).contains("root p ");
        screenshot("lab-depth-first");
        for (String a : new String[] {"pns", "dfpn", "dfppns"}) {
            panel(a).scrollIntoViewIfNeeded();
            panel(a).screenshot(new Locator.ScreenshotOptions().setPath(Paths.get("target", "screenshots", "lab-depth-first-" + a + ".png")));
        }
    }
}
