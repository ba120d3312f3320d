package org.prooflab.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.proof.ProofGame;
import org.prooflab.engine.proof.ProofTree;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.Solvers;

/** The proof under the position a move reached, drawn as the lessons draw trees. */
class ProofSubtreeTest {

    private static ProofGame game(GameKind kind, String position) {
        GameState s = kind.parse(position);
        SearchResult r = Solvers.create(Algorithm.PNS, SearchParameters.defaults(kind)).solve(s, Goal.WIN,
                new Limits(2_000_000, Long.MAX_VALUE, 60_000), new SearchControl(null, 1000, false, true));
        return new ProofGame(ProofTree.of(r, 50_000));
    }

    private static int lines(DisplayNode n) {
        return Integer.parseInt(n.lines().get(0).replaceAll("[^0-9]", ""));
    }

    @Test
    void the_drawing_shows_the_proofs_reply_then_every_answer_with_the_longest_resistance_first() {
        ProofGame game = game(GameKind.CONNECT4, "1713734274537146512747");
        game.reply();
        int[] moves = new int[7];
        GameState afterReply = game.position();
        int answers = afterReply.legalMoves(moves);
        game.play(moves[0]);
        ProofGame.Why why = game.why();
        DisplayNode root = ProofSubtree.of(game.proof(), game.proofNode(), game.position());

        assertThat(root.or()).isTrue();
        assertThat(root.onPath()).isTrue();
        assertThat(root.lines().get(0)).isEqualTo(String.format("%,d nodes", why.proofNodes()));
        assertThat(root.children()).hasSize(1);
        DisplayNode reply = root.children().get(0);
        assertThat(reply.edgeLabel()).isEqualTo(why.reply());
        assertThat(reply.onPath()).isTrue();
        assertThat(reply.or()).isFalse();
        // every answer of the user is drawn, or counted in "+N more"
        GameState s = game.position();
        s.play(s.parseMove(why.reply()));
        int userMoves = s.legalMoves(moves);
        List<DisplayNode> drawn = reply.children();
        int counted = 0;
        long sizes = 0;
        List<Integer> order = new ArrayList<>();
        for (DisplayNode d : drawn) {
            if (d.edgeLabel() == null) {
                assertThat(d.lines().get(0)).matches("\\+\\d+ more");
                counted += Integer.parseInt(d.lines().get(0).replaceAll("[^0-9]", ""));
                sizes += Integer.parseInt(d.lines().get(1).replaceAll("[^0-9]", ""));
            } else {
                counted++;
                sizes += lines(d);
                order.add(lines(d));
                assertThat(d.children()).as("the proof's reply to each answer").hasSizeLessThanOrEqualTo(1);
                assertThat(d.children().stream().allMatch(c -> c.children().isEmpty())).as("three plies deep").isTrue();
            }
        }
        assertThat(counted).isEqualTo(userMoves);
        assertThat(drawn.size()).isLessThanOrEqualTo(ProofSubtree.ANSWERS + 1);
        assertThat(order).isSortedAccordingTo((a, b) -> Integer.compare(b, a));
        assertThat(1 + sizes).as("the reply's proof is its answers' proofs and itself").isEqualTo(lines(reply));
        assertThat(answers).isPositive();
        assertThat(TreeSvg.render(root, null)).contains("class=\"edge path\"");
        assertThat(TreeSvg.columnOf(root)).as("columns as narrow as the lessons' trees: five fit a phone").isEqualTo(TreeSvg.COLUMN);
    }

    @Test
    void a_small_tree_is_drawn_whole_with_the_end_of_the_game_named() {
        ProofGame game = game(GameKind.PGAME, "pgame:b=2,d=3,seed=1");
        DisplayNode root = ProofSubtree.of(game.proof(), game.proofNode(), game.position());
        // three plies: the reply, both answers, the reply to each, which ends the game
        assertThat(root.children()).hasSize(1);
        assertThat(root.children().get(0).children()).hasSize(2);
        for (DisplayNode answer : root.children().get(0).children()) {
            assertThat(answer.children()).hasSize(1);
            assertThat(answer.children().get(0).lines()).containsExactly("1 node", "won");
        }
    }
}
