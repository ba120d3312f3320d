package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.lab.SolveJob;
import org.prooflab.lab.SolveService;
import org.springframework.beans.factory.annotation.Autowired;

/** Solve pressed again on a lab page: the page's earlier solves give way to the new ones. */
class LabSolveAgainIT extends BrowserTestBase {
    @Autowired
    private SolveService solves;

    private void solve() {
        page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Solve")).first().click();
    }

    private Locator button(String text) {
        return page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText(text)).first();
    }

    /** The server's solves of this browser's visitor (its HTTP session), newest last. */
    private List<SolveJob> visitorsSolves() {
        String session = page.context().cookies().stream().filter(c -> c.name.equals("JSESSIONID")).findFirst().orElseThrow().value;
        return solves.jobsOf(session);
    }

    @Test
    void solve_pressed_again_cancels_the_earlier_solves_and_the_new_one_runs_at_once() {
        // The tester's steps: a solve that runs for a minute, and Solve pressed six more times.
        open("/lab/connect4?solvers=ppns&nodes=5000000&seconds=60");
        page.waitForSelector(".c4-board");
        List<SolveJob> earlier = new ArrayList<>();
        for (int press = 1; press <= 7; press++) {
            solve();
            // Each press's solve runs within moments, every earlier one has stopped, and one card shows it.
            page.waitForCondition(() -> {
                List<SolveJob> jobs = visitorsSolves();
                SolveJob newest = jobs.isEmpty() ? null : jobs.get(jobs.size() - 1);
                return newest != null && !earlier.contains(newest) && newest.state() == SolveJob.State.RUNNING
                        && earlier.stream().allMatch(j -> j.state() == SolveJob.State.FINISHED);
            }, new com.microsoft.playwright.Page.WaitForConditionOptions().setTimeout(10_000));
            List<SolveJob> jobs = visitorsSolves();
            earlier.add(jobs.get(jobs.size() - 1));
            page.locator(".solve-panel[data-algorithm='ppns'] .verdict[data-state='RUNNING']").waitFor();
            assertThat(page.locator(".solve-panel").count()).isEqualTo(1);
        }
        assertThat(earlier.subList(0, 6)).allMatch(SolveJob::isCancelled);
        assertThat(page.locator(".solve-note").textContent()).isEmpty();
        assertThat(button("Cancel all").getAttribute("disabled")).isNull();
        button("Cancel all").click();
        page.locator(".solve-panel[data-algorithm='ppns'] .verdict[data-stop='cancelled']").waitFor();
    }
}
