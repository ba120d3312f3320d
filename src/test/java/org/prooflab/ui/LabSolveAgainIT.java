package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.lab.SolveJob;
import org.prooflab.lab.SolveService;
import org.springframework.beans.factory.annotation.Autowired;

/** Solve pressed again on a lab page: the page's earlier solves give way to the new ones. */
class LabSolveAgainIT extends BrowserTestBase {
    @Autowired
    private SolveService solves;

    private void solve() {
        button(page, "Solve").click();
    }

    private Locator button(String text) {
        return button(page, text);
    }

    private static Locator button(Page p, String text) {
        return p.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText(text)).first();
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
            }, new Page.WaitForConditionOptions().setTimeout(10_000));
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

    @Test
    void solve_pressed_again_closes_the_game_against_the_proof_of_a_card_it_takes_away() {
        // 22 plies in: Red to move wins; PNS proves it with a few thousand nodes (as in ProofPlayIT).
        open("/lab/connect4?position=1713734274537146512747&solvers=pns");
        page.waitForSelector(".c4-board");
        solve();
        Locator first = page.locator(".solve-panel[data-algorithm='pns']");
        first.locator(".verdict[data-state='PROVED']").waitFor();
        first.locator(".play-proof").click();
        Locator game = page.locator(".proof-play");
        page.waitForCondition(() -> "user".equals(game.getAttribute("data-state")));
        // The user plays on (the proof moved first), on the game's own board: the lab keeps the position its card solved.
        int stepsBefore = page.locator(".proof-steps li").count();
        page.locator(".proof-play .c4-drop:not([disabled])").first().click();
        page.waitForCondition(() -> page.locator(".proof-steps li").count() > stepsBefore + 1);
        Locator moves = page.getByLabel("Moves", new Page.GetByLabelOptions().setExact(true));
        String position = "1713734274537146512747";
        assertThat(moves.inputValue()).isEqualTo(position);
        List<SolveJob> before = visitorsSolves();

        // Solve again: asked first, beside Solve, since the game is under way; then the card whose proof the game plays goes,
        // and the game with it; the lab's position is solved.
        solve();
        Locator ask = page.locator(".end-game");
        page.waitForCondition(() -> ask.isVisible());
        assertThat(visitorsSolves()).isEqualTo(before);
        ask.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Solve and end the game")).click();
        page.waitForCondition(() -> visitorsSolves().stream().anyMatch(j -> !before.contains(j)));
        page.waitForCondition(() -> !ask.isVisible());
        // The focus goes to Solve, not to the page's body.
        page.waitForCondition(() -> "Solve".equals(page.evaluate("() => document.activeElement.textContent.trim()")));
        page.waitForCondition(() -> game.count() == 0);
        SolveJob newest = visitorsSolves().get(visitorsSolves().size() - 1);
        assertThat(newest.position().notation()).isEqualTo(position);
        assertThat(page.locator(".solve-panel").count()).isEqualTo(1);
        assertThat(moves.inputValue()).isEqualTo(position);
        assertThat(page.locator(".solve-note").textContent()).isEmpty();
    }

    @Test
    void every_solver_the_form_offers_runs_from_one_press() {
        // The tester's steps: all eight solvers ticked on a P-game node; df-pn and df-PPNS got no card.
        open("/lab/pgame?position=pgame:b=2,d=20,seed=17,path=0.1.1&solvers=pns,mcpns,ppns,pp,uct,mcts,dfpn,dfppns");
        page.waitForCondition(() -> page.locator(".tree-info").textContent().contains("the node at path 0.1.1"));
        solve();
        for (Algorithm a : Algorithm.compared()) {
            page.locator(".solve-panel[data-algorithm='" + a.id() + "']").waitFor();
        }
        assertThat(page.locator(".solve-panel").count()).isEqualTo(Algorithm.compared().size());
        assertThat(page.locator(".solve-note").textContent()).isEmpty();
        // Most of these finish within a second, often before a click could reach Cancel all: cancel the rest here.
        visitorsSolves().forEach(SolveJob::cancel);
        page.waitForCondition(() -> button("Cancel all").getAttribute("disabled") != null);
    }

    @Test
    void a_solve_that_does_not_fit_beside_another_tabs_starts_none_keeps_the_cards_and_says_how_many_fit() {
        // One tab of the visitor runs a solve of minutes: PPNS from the start of Othello.
        open("/lab/othello?seconds=120");
        page.waitForSelector(".othello-board");
        solve();
        page.locator(".solve-panel[data-algorithm='ppns'] .verdict[data-state='RUNNING']").waitFor();
        // Another tab of the same visitor: its session cookie makes it the same session.
        BrowserContext second = page.context().browser().newContext();
        try {
            second.addCookies(page.context().cookies());
            Page tab = second.newPage();
            tab.navigate("http://localhost:" + port + "/lab/othello?seconds=120&solvers=pns");
            tab.waitForSelector(".othello-board");
            button(tab, "Solve").click();
            Locator pns = tab.locator(".solve-panel[data-algorithm='pns'] .verdict");
            tab.waitForCondition(() -> "1".equals(pns.getAttribute("data-place")));
            // The tab says what it waits for, and for how long at most: the first tab's solve of up to 120 s.
            assertThat(tab.locator(".queue-note").textContent()).isEqualTo("Your other solve still running or waiting "
                    + "(another tab of the lab, or a game against a proof) takes the same places, as a visitor's solves run one at "
                    + "a time (each visitor's share of the server, so that a class is served fairly): this page's solve starts "
                    + "after at most 2 min 00 s at their time limits, longer when the server is busy. Fewer solvers or a lower Max "
                    + "seconds shorten the wait, and so does cancelling the others.");
            // Beside Solve, what the start's empty squares mean for a solve (ReachNote), before a refusal takes its place.
            assertThat(tab.locator(".solve-note").textContent()).startsWith("More than 18 empty squares: at the default limits");
            for (Algorithm a : Algorithm.compared()) {
                tab.getByLabel(a.displayName(), new Page.GetByLabelOptions().setExact(true)).setChecked(true);
            }
            button(tab, "Solve").click();
            Locator note = tab.locator(".solve-note");
            tab.waitForCondition(() -> note.textContent().startsWith("You already"));
            assertThat(note.textContent()).isEqualTo("You already have 1 solve waiting or running elsewhere (another lab tab, or a "
                    + "game against a proof); with these 8 that makes 9, and at most 8 are allowed. Choose at most 7 solvers, or "
                    + "wait for those to finish or cancel them.");
            assertThat(tab.locator(".solve-panel").count()).as("nothing started, the card stays").isEqualTo(1);
            assertThat(pns.getAttribute("data-state")).isEqualTo("QUEUED");
            screenshots(tab, "lab-solve-does-not-fit", note);

            // The first tab's solve cancelled, Solve again runs all eight and the refusal goes.
            button("Cancel all").click();
            page.locator(".solve-panel[data-algorithm='ppns'] .verdict[data-stop='cancelled']").waitFor();
            button(tab, "Solve").click();
            tab.waitForCondition(() -> tab.locator(".solve-panel").count() == Algorithm.compared().size());
            // The refusal goes; what the position's size means stays.
            assertThat(note.textContent()).startsWith("More than 18 empty squares");
            button(tab, "Cancel all").click();
            tab.waitForCondition(() -> button(tab, "Cancel all").getAttribute("disabled") != null);
        } finally {
            second.close();
        }
    }
}
