package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/**
 * Play against a proof whose kept part ends at once (two nodes): every reply after the first
 * comes from a fresh solve of the position reached, on the lab's pool, and the proof still wins.
 */
@TestPropertySource(properties = "prooflab.lab.proof-nodes=2")
class ProofPlayResolveIT extends BrowserTestBase {
    private static final String POSITION = "1713734274537146512747";

    @Test
    void where_the_kept_proof_ends_the_position_is_solved_again_and_the_proof_still_wins() {
        open("/lab/connect4?position=" + POSITION + "&solvers=pns");
        page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Solve")).first().click();
        Locator panel = page.locator(".solve-panel[data-algorithm='pns']");
        panel.locator(".verdict[data-state='PROVED']").waitFor();
        panel.locator(".play-proof").click();
        Locator game = page.locator(".proof-play");
        Locator why = page.locator(".proof-why").first();
        int userMoves = 0;
        page.waitForCondition(() -> "user".equals(game.getAttribute("data-state")) || "over".equals(game.getAttribute("data-state")));
        while ("user".equals(game.getAttribute("data-state"))) {
            Locator drop = page.locator(".proof-play .c4-drop:not([disabled])").first();
            String column = drop.getAttribute("data-column");
            int stepsBefore = page.locator(".proof-steps li").count();
            drop.click();
            userMoves++;
            page.waitForCondition(() -> page.locator(".proof-steps li").count() > stepsBefore + 1
                    || "over".equals(game.getAttribute("data-state")));
            if (!"over".equals(game.getAttribute("data-state"))) {
                assertThat(why.textContent()).startsWith("Your move " + column + " leaves the part of the proof that was kept")
                        .contains("The proof, solved afresh from here, has ");
            }
            if (userMoves == 2) {
                game.screenshot(new Locator.ScreenshotOptions().setPath(Paths.get("/tmp/shots-proofplay", "resolved-1280.png")));
            }
        }
        assertThat(userMoves).as("state %s, end %s, why %s", game.getAttribute("data-state"),
                page.locator(".proof-end").first().textContent(), why.textContent()).isGreaterThanOrEqualTo(3);
        assertThat(page.locator(".proof-end").first().textContent()).isEqualTo("The proof wins. Red has won: four in a row.");
        assertThat(page.locator(".proof-end").first().getAttribute("data-result")).isEqualTo("proof");
    }
}
