package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.connectfour.ConnectFour;
import org.prooflab.engine.game.othello.Othello;
import org.prooflab.engine.game.pgame.PGame;

/** Priors learned from earlier searches (Stern et al. 2007): counting, reading back, and staying exact. */
class PatternPriorsTest {

    @Test
    void unseen_patterns_give_the_fixed_prior() {
        PatternPriors priors = new PatternPriors();
        assertThat(priors.prior(ConnectFour.parse("4"), true, 0.5)).isEqualTo(0.5);
        assertThat(priors.prior(new ConnectFour(), true, 0.3)).isEqualTo(0.3);
    }

    @Test
    void every_solved_node_counts_for_the_patterns_of_its_move() {
        PatternPriors priors = new PatternPriors();
        SearchControl keep = new SearchControl(SearchListener.NONE, 1000, false, true);
        PGame tree = new PGame(2, 6, 11);
        SearchResult r = Solvers.productPropagation(SearchParameters.defaults(GameKind.PGAME), priors)
                .solve(tree, Goal.WIN, Limits.DEFAULT, keep);
        assertThat(r.outcome()).isNotEqualTo(Outcome.OUT);
        priors.learn(r.tree());
        assertThat(priors.size()).isPositive();
        long solvedChildren = 0;
        long counted = 0;
        for (int i = 0; i < r.tree().childCount(0); i++) {
            int c = r.tree().child(0, i);
            if (r.tree().status(c) != Outcome.OUT) {
                solvedChildren++;
            }
            PGame child = (PGame) tree.copy();
            child.play(r.tree().move(c));
            long[] counts = priors.counts(child.lastMovePatterns()[2], true);
            counted = Math.max(counted, counts[0] + counts[1]);
        }
        assertThat(counted).as("root children are counted under the coarsest pattern").isGreaterThanOrEqualTo(solvedChildren > 0 ? 1 : 0);
        // A pattern seen only as proved reads back above one half, and moves of the two sides are kept apart.
        PGame proved = null;
        for (int i = 0; i < r.tree().childCount(0) && proved == null; i++) {
            int c = r.tree().child(0, i);
            if (r.tree().status(c) == Outcome.PROVED) {
                proved = (PGame) tree.copy();
                proved.play(r.tree().move(c));
            }
        }
        if (proved != null) {
            long[] counts = priors.counts(proved.lastMovePatterns()[0], true);
            assertThat(counts[0]).isPositive();
            assertThat(priors.prior(proved, true, 0.5)).isEqualTo((counts[0] + 1.0) / (counts[0] + counts[1] + 2.0));
        }
    }

    @Test
    void product_propagation_with_learned_priors_still_agrees_with_the_reference() {
        PatternPriors priors = new PatternPriors();
        SearchControl keep = new SearchControl(SearchListener.NONE, 1000, false, true);
        Solver learning = Solvers.productPropagation(SearchParameters.defaults(GameKind.CONNECT4), priors);
        for (int i = 0; i < 120; i++) {
            GameState s = GameKind.randomPosition(new ConnectFour(i % 2 == 0 ? 4 : 5, 4), 6, GameKind.positionSeed(77, i));
            SearchResult r = learning.solve(s, Goal.WIN, new Limits(5_000_000, Long.MAX_VALUE, 60_000), keep);
            boolean truth = Reference.proverReaches(s.copy(), Goal.WIN);
            assertThat(r.outcome()).as(s.notation()).isEqualTo(truth ? Outcome.PROVED : Outcome.DISPROVED);
            priors.learn(r.tree());
        }
        assertThat(priors.size()).isGreaterThan(10);
    }

    @Test
    void move_patterns_see_the_board_around_the_move_from_the_mover_s_side() {
        // The same local shape at the left edge for either player gives the same pattern.
        long[] first = ConnectFour.parse("1").lastMovePatterns();
        long[] second = ConnectFour.parse("71").lastMovePatterns();
        assertThat(second).containsExactly(first);
        assertThat(ConnectFour.parse("4").lastMovePatterns()).doesNotContain(first[0]);
        assertThat(new ConnectFour().lastMovePatterns()).isEmpty();
        long[] othello = Othello.parse("f5").lastMovePatterns();
        assertThat(othello).hasSize(2).doesNotHaveDuplicates();
        assertThat(new PGame(2, 4, 1).lastMovePatterns()).isEmpty();
    }
}
