package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/** Play against the proof: the losing side of a proved Connect Four position, played out from the board, loses. */
class ProofPlayIT extends BrowserTestBase {
    /** 22 plies in: Red to move wins; PNS proves it with a few thousand nodes. */
    private static final String POSITION = "1713734274537146512747";

    private Locator game() {
        return page.locator(".proof-play");
    }

    /**
     * The screen as the player sees it, at the width the test runs at, with the proof drawn (while
     * playing) or the end of the game (when it is over) scrolled into view: the layout scrolls
     * inside itself, so neither a full-page nor an element picture shows the part below the fold.
     */
    private void shot(String name) {
        Locator focus = "over".equals(game().getAttribute("data-state")) ? game().locator(".proof-steps") : game().locator(".proof-tree");
        focus.scrollIntoViewIfNeeded();
        page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get("target", "screenshots", "proofplay-" + name + ".png")));
    }

    /**
     * The proof drawn under the position the user's move reached matches the proof that answered:
     * its node count is the one the text gives, its orange reply is the move the proof played, and
     * under the reply every answer the user now has is drawn (the longest resistance first) or
     * counted in one "+N more" node.
     */
    private void provenTreeMatches(String whyText, String proofStep) {
        Locator tree = game().locator(".proof-tree");
        assertThat(tree.isVisible()).isTrue();
        String reply = proofStep.replaceAll("^Red \\(proof\\) (\\d) · .*", "$1");
        String nodes = whyText.replaceAll(".*The proof has ([0-9,]+) nodes? under this position.*", "$1");
        assertThat(tree.getAttribute("data-reply")).isEqualTo(reply);
        Locator root = tree.locator("g.node[data-node='']");
        assertThat(root.locator("text.value").first().textContent()).isEqualTo(nodes + (nodes.equals("1") ? " node" : " nodes"));
        assertThat(tree.locator("text.edge-label").first().textContent()).isEqualTo(reply);
        assertThat(tree.locator("g.node[data-node='0']").getAttribute("class")).contains("on-path", "and", "proved");
        int answers = page.locator(".proof-play .c4-drop:not([disabled])").count();
        Object drawn = tree.locator("g.node").evaluateAll("ns => ns.filter(n => /^0\\.\\d+$/.test(n.getAttribute('data-node'))).length");
        Object more = tree.locator("g.node text.value").evaluateAll("ts => ts.filter(t => /^\\+\\d+ more$/.test(t.textContent))"
                + ".map(t => t.textContent)");
        if (answers <= 5) {
            assertThat(((Number) drawn).intValue()).isEqualTo(answers);
            assertThat(more.toString()).isEqualTo("[]");
        } else {
            assertThat(((Number) drawn).intValue()).isEqualTo(5);
            assertThat(more.toString()).isEqualTo("[+" + (answers - 4) + " more]");
        }
        assertThat(tree.locator("img, script").count()).isZero();
    }

    private void playOut(int width) {
        page.setViewportSize(width, width < 600 ? 844 : 900);
        Locator panel = solvedByPns("/lab/connect4?position=" + POSITION + "&solvers=pns", "PROVED");
        // Only the page's content scrolls: a card's spoken status, placed against the whole document, made the document
        // scroll too, 450 px past the page's end into blank space.
        assertThat(((Number) page.evaluate("() => document.scrollingElement.scrollHeight - document.scrollingElement.clientHeight"))
                .intValue()).as("the document's own scroll after a solve at " + width + " px").isLessThanOrEqualTo(1);
        panel.locator(".play-proof").click();
        Locator why = page.locator(".proof-play .proof-why").first();
        page.waitForCondition(() -> "user".equals(game().getAttribute("data-state")) || "over".equals(game().getAttribute("data-state")));
        assertThat(why.textContent()).startsWith("The proof has ").contains(" nodes under this position and answers ")
                .contains("a line it covers, with your longest resistance: Red ");
        // The game took the focus from the card's button below it: the keyboard is where the game is.
        assertThat((Boolean) page.evaluate("() => document.activeElement.classList.contains('proof-play')")).isTrue();
        // Its board's buttons are named as the lab board's are: the board's group says which board they are on.
        assertThat(page.getByRole(com.microsoft.playwright.options.AriaRole.GROUP, new com.microsoft.playwright.Page.GetByRoleOptions()
                .setName("Connect Four board of the game against the proof").setExact(true)).locator(".c4-drop").count()).isEqualTo(7);
        int userMoves = 0;
        String before = page.locator(".proof-steps li").allTextContents().toString();
        while ("user".equals(game().getAttribute("data-state"))) {
            if (width >= 600 && userMoves < 2) {
                // Each position's drawing exports under its own name, not proof.svg for every one.
                Locator export = game().locator(".proof-tree vaadin-button").filter(new Locator.FilterOptions().setHasText("Export SVG")).first();
                String file = page.waitForDownload(export::click).suggestedFilename();
                assertThat(file).startsWith("proof-connect4-" + POSITION).endsWith(".svg");
                if (userMoves == 0) {
                    assertThat(file).isEqualTo("proof-connect4-" + POSITION + ".svg");
                } else {
                    assertThat(file).isNotEqualTo("proof-connect4-" + POSITION + ".svg").matches("proof-connect4-[0-9]+\\.svg");
                }
            }
            if (userMoves == 1) {
                shot("playing-" + width);
                game().locator(".proof-tree").screenshot(new Locator.ScreenshotOptions()
                        .setPath(Paths.get("target", "screenshots", "proofplay-tree-" + width + ".png")));
            }
            Locator drop = page.locator(".proof-play .c4-drop:not([disabled])").first();
            String column = drop.getAttribute("data-column");
            int stepsBefore = page.locator(".proof-steps li").count();
            drop.click();
            userMoves++;
            page.waitForCondition(() -> page.locator(".proof-steps li").count() > stepsBefore + 1
                    || "over".equals(game().getAttribute("data-state")));
            assertThat(page.locator(".proof-steps li").nth(stepsBefore).textContent()).isEqualTo("Yellow (you) " + column);
            if (page.locator(".proof-steps li").count() > stepsBefore + 1) {
                assertThat(page.locator(".proof-steps li").nth(stepsBefore + 1).textContent()).startsWith("Red (proof) ").endsWith(" proof nodes");
            }
            if (!"over".equals(game().getAttribute("data-state"))) {
                assertThat(why.textContent()).startsWith("Your move " + column + " does not escape. The proof has ")
                        .contains(" under this position and answers ");
                provenTreeMatches(why.textContent(), page.locator(".proof-steps li").nth(stepsBefore + 1).textContent());
            }
        }
        assertThat(before).isNotEmpty();
        assertThat(userMoves).isGreaterThanOrEqualTo(3);
        Locator end = page.locator(".proof-end").first();
        assertThat(end.getAttribute("data-result")).isEqualTo("proof");
        assertThat(end.textContent()).isEqualTo("The proof wins. Red has won: four in a row.");
        // The game is over: no proof is drawn "under this position" any more.
        assertThat(game().locator(".proof-tree").isVisible()).isFalse();
        // The board's buttons are disabled: the focus is on the game, whose live line says the result, not lost on one of them.
        page.waitForCondition(() -> (Boolean) page.evaluate("() => document.activeElement.classList.contains('proof-play')"));
        // The game has its own board: the lab above keeps the position its cards solved, in its moves, its
        // board and its address; a link opens the position the game reached, to share or solve.
        String link = game().locator(".proof-position-link").getAttribute("href");
        assertThat(link).startsWith("lab/connect4?").contains("solvers=pns");
        String moves = link.replaceAll(".*position=([0-9]+).*", "$1");
        assertThat(moves).startsWith(POSITION).hasSize(POSITION.length() + 2 * userMoves + 1);
        assertThat(page.getByLabel("Moves", new Page.GetByLabelOptions().setExact(true)).inputValue()).isEqualTo(POSITION);
        assertThat(page.url()).contains("position=" + POSITION + "&");
        shot("won-" + width);
        page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Close the game")).click();
        page.waitForCondition(() -> game().count() == 0);
        // The focus goes back to the card whose proof was played (it fell to the page's body).
        page.waitForCondition(() -> (Boolean) page.evaluate("() => { const e = document.activeElement;"
                + " return e.localName === 'h2' && !!e.closest('.solve-panel'); }"));
        assertThat(page.getByLabel("Moves", new Page.GetByLabelOptions().setExact(true)).inputValue()).isEqualTo(POSITION);
        assertThat(page.locator(".lab .c4-cell.x, .lab .c4-cell.o").count()).isEqualTo(POSITION.length());
        // The link opens the game's position in the lab.
        open("/" + link);
        page.waitForCondition(() -> page.getByLabel("Moves", new Page.GetByLabelOptions().setExact(true)).inputValue().equals(moves));
    }

    @Test
    void the_losing_side_played_from_the_board_loses_to_the_proof_at_1280_px() {
        playOut(1280);
    }

    @Test
    void the_losing_side_loses_to_the_proof_on_a_phone() {
        playOut(390);
    }

    @Test
    void a_pgame_tree_is_played_with_move_buttons_and_the_proof_wins() {
        String tree = "pgame:b=3,d=5,seed=1";
        Locator panel = solvedByPns("/lab/pgame?position=" + tree + "&solvers=pns", "PROVED");
        // The winning move named as the game against the proof names it: "move 2", not a bare "2".
        assertThat(panel.locator(".verdict").textContent()).matches("PROVED: M(AX|IN), to move, wins with move \\d");
        panel.locator(".play-proof").click();
        assertThat(page.locator(".proof-play p").first().textContent())
                .startsWith("PN-search proved that MAX wins").contains("You play MIN");
        int userMoves = 0;
        boolean asked = false;
        page.waitForCondition(() -> !"proof".equals(game().getAttribute("data-state")));
        while ("user".equals(game().getAttribute("data-state"))) {
            Locator buttons = page.locator(".proof-moves vaadin-button");
            assertThat(buttons.count()).isEqualTo(3);
            // Where the game is, said: a tree has no board (only the buttons showed).
            assertThat(page.locator(".proof-place").textContent()).matches("At node \\d(\\.\\d)* of the tree with b = 3, d = 5 and "
                    + "seed 1 \\(the moves so far: \\d(\\.\\d)*\\)\\.");
            int stepsBefore = page.locator(".proof-steps li").count();
            buttons.last().click();
            userMoves++;
            page.waitForCondition(() -> page.locator(".proof-steps li").count() > stepsBefore);
            assertThat(page.locator(".proof-steps li").nth(stepsBefore).textContent()).isEqualTo("MIN (you) move 2");
            page.waitForCondition(() -> page.locator(".proof-steps li").count() > stepsBefore
                    && !"proof".equals(game().getAttribute("data-state")));
            if (userMoves == 1 && "user".equals(game().getAttribute("data-state"))) {
                // Solve asks first while the game is under way (it ended the game without a word); Enter keeps playing.
                page.getByRole(com.microsoft.playwright.options.AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Solve").setExact(true)).click();
                Locator ask = page.locator(".end-game");
                page.waitForCondition(() -> ask.isVisible());
                assertThat(ask.textContent()).contains("your game against the proof goes with them: the move you played in it is not kept");
                page.waitForCondition(() -> "Keep playing".equals(page.evaluate("document.activeElement.textContent.trim()")));
                page.keyboard().press("Enter");
                page.waitForCondition(() -> !ask.isVisible());
                assertThat(game().count()).as("the game kept").isEqualTo(1);
                assertThat(page.locator(".proof-steps li").count()).isEqualTo(stepsBefore + 2);
                // Asked again and left unanswered: the next move takes the question away (its count of moves is old).
                page.getByRole(com.microsoft.playwright.options.AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Solve").setExact(true)).click();
                page.waitForCondition(() -> ask.isVisible());
                asked = true;
            }
        }
        assertThat(asked).as("Solve was pressed while the game was under way").isTrue();
        page.waitForCondition(() -> !page.locator(".end-game").isVisible());
        assertThat(userMoves).isEqualTo(2);
        assertThat(page.locator(".proof-end").first().textContent()).isEqualTo("The proof wins. MAX has won.");
        // The leaf reached, and its score, which decided it.
        assertThat(page.locator(".proof-place").textContent())
                .matches("The game ended at node \\d(\\.\\d){4} of the tree with b = 3, d = 5 and seed 1, a leaf of score [1-9]\\d*\\.");
        shot("pgame-won-1280");
        assertThat(game().locator(".proof-position-link").getAttribute("href")).startsWith("lab/pgame?").containsAnyOf("path%3D", "path=");
        // Over, the game goes with the cards at Solve without a question.
        page.getByRole(com.microsoft.playwright.options.AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Solve").setExact(true)).click();
        page.waitForCondition(() -> game().count() == 0);
        assertThat(page.locator(".end-game").isVisible()).isFalse();
    }

    @Test
    void a_draw_proved_by_the_full_value_is_played_with_not_losing_as_the_goal() {
        Locator panel = solvedByPns("/lab/connect4?position=4x4:&solvers=pns&full=1", "DISPROVED");
        assertThat(panel.locator(".verdict").textContent()).contains("value DRAW");
        panel.locator(".play-proof").click();
        assertThat(page.locator(".proof-play p").first().textContent())
                .startsWith("PN-search proved that Red does not lose (at least a draw) from this Connect Four position. You play Yellow");
        page.waitForCondition(() -> !"proof".equals(game().getAttribute("data-state")));
        while ("user".equals(game().getAttribute("data-state"))) {
            int stepsBefore = page.locator(".proof-steps li").count();
            page.locator(".proof-play .c4-drop:not([disabled])").first().click();
            page.waitForCondition(() -> page.locator(".proof-steps li").count() > stepsBefore + 1
                    || "over".equals(game().getAttribute("data-state")));
        }
        // a draw, or a win where the user's moves let the proof do better than "not lose"
        assertThat(page.locator(".proof-end").first().textContent()).matches(
                "The proof does not lose. The board is full: a draw\\.|The proof wins. Red has won: four in a row\\.");
        assertThat(page.locator(".proof-end").first().getAttribute("data-result")).isEqualTo("proof");
        shot("draw-1280");
    }

    @Test
    void a_disproved_win_is_played_as_the_side_to_move_against_the_other_sides_disproof() {
        Locator panel = solvedByPns("/lab/connect4?position=4x4:&solvers=pns", "DISPROVED");
        panel.locator(".play-proof").click();
        assertThat(page.locator(".proof-play p").first().textContent())
                .startsWith("PN-search disproved Red's win: Yellow does not lose (at least a draw) from this Connect Four position. "
                        + "You play Red: try to win anyway.");
        page.waitForCondition(() -> "user".equals(game().getAttribute("data-state")));
        int userMoves = 0;
        while ("user".equals(game().getAttribute("data-state"))) {
            int stepsBefore = page.locator(".proof-steps li").count();
            Locator drop = page.locator(".proof-play .c4-drop:not([disabled])").first();
            String column = drop.getAttribute("data-column");
            drop.click();
            userMoves++;
            page.waitForCondition(() -> page.locator(".proof-steps li").count() > stepsBefore + 1
                    || "over".equals(game().getAttribute("data-state")));
            assertThat(page.locator(".proof-steps li").nth(stepsBefore).textContent()).isEqualTo("Red (you) " + column);
            if (!"over".equals(game().getAttribute("data-state")) && userMoves == 1) {
                assertThat(page.locator(".proof-play .proof-why").first().textContent())
                        .startsWith("Your move " + column + " does not beat the proof.");
            }
        }
        assertThat(userMoves).isGreaterThanOrEqualTo(4);
        assertThat(page.locator(".proof-end").first().textContent()).matches(
                "The proof does not lose. The board is full: a draw\\.|The proof wins. Yellow has won: four in a row\\.");
        assertThat(page.locator(".proof-end").first().getAttribute("data-result")).isEqualTo("proof");
        shot("disproof-1280");
    }

    @Test
    void an_othello_position_is_played_from_the_board_and_the_users_forced_passes_are_played_for_them() {
        String moves = "d3c5e6d2c3b4b2f7a5f5b6c4f4e3d6a7e2e1d1g4g6e7c7c2b5h7f2b1f6c6d7b7f3a6h6f1h5g3g5a3h2b3d8e8a2h4f8a1";
        open("/lab/othello?position=" + moves + "&solvers=pns");
        page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Solve")).first().click();
        Locator panel = page.locator(".solve-panel[data-algorithm='pns']");
        page.waitForCondition(() -> panel.count() > 0 && !"RUNNING".equals(panel.locator(".verdict").getAttribute("data-state"))
                && !"QUEUED".equals(panel.locator(".verdict").getAttribute("data-state")));
        assertThat(panel.locator(".verdict").textContent()).startsWith("PROVED");
        panel.locator(".play-proof").click();
        page.waitForCondition(() -> !"proof".equals(game().getAttribute("data-state")));
        int userMoves = 0;
        java.util.List<String> reasons = new java.util.ArrayList<>();
        while ("user".equals(game().getAttribute("data-state"))) {
            // the legal square with the lowest index (a1 = 0, b1 = 1, ... h8 = 63)
            String square = null;
            int lowest = Integer.MAX_VALUE;
            for (String sq : page.locator(".proof-play .oth-cell.legal").evaluateAll(
                    "cells => cells.map(c => c.getAttribute('data-square'))").toString().replaceAll("[\\[\\] ]", "").split(",")) {
                int index = (sq.charAt(1) - '1') * 8 + (sq.charAt(0) - 'a');
                if (index < lowest) {
                    lowest = index;
                    square = sq;
                }
            }
            int stepsBefore = page.locator(".proof-steps li").count();
            page.locator(".proof-play .oth-cell[data-square='" + square + "']").click();
            userMoves++;
            page.waitForCondition(() -> page.locator(".proof-steps li").count() > stepsBefore + 1
                    || "over".equals(game().getAttribute("data-state")));
            if (userMoves == 2) {
                shot("othello-playing-1280");
            }
            reasons.add(page.locator(".proof-play .proof-why").first().textContent());
        }
        assertThat(page.locator(".proof-steps li").allTextContents()).anyMatch(t -> t.matches("(Black|White) \\(you\\) must pass"));
        // The reasons say the pass too, between the proof's two answers.
        assertThat(reasons).anyMatch(t -> t.contains(" You have no legal move and pass. The proof has "));
        assertThat(page.locator(".proof-end").first().textContent()).matches("The proof wins. Game over: (Black|White) has won\\. Discs: .*");
        assertThat(page.locator(".proof-end").first().getAttribute("data-result")).isEqualTo("proof");
        shot("othello-won-1280");
    }
}
