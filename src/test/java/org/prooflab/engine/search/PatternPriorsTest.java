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

    /** Tallies every solved node of {@code tree} under each pattern of its move, by (pattern, prover moved). */
    private static void tally(SearchTree tree, int node, GameState state, boolean proverMoves,
                              java.util.Map<String, long[]> out) {
        for (int i = 0; i < tree.childCount(node); i++) {
            int c = tree.child(node, i);
            state.play(tree.move(c));
            if (tree.status(c) != Outcome.OUT) {
                for (long pattern : state.lastMovePatterns()) {
                    out.computeIfAbsent(pattern + "/" + proverMoves, k -> new long[2])[tree.status(c) == Outcome.PROVED ? 0 : 1]++;
                }
            }
            tally(tree, c, state, !proverMoves, out);
            state.undo();
        }
    }

    /**
     * The Beta mean (alpha / (alpha + beta), both from 1) of the largest pattern of {@code state}'s last move that the
     * tallies {@code expected} hold for its mover, the prover or not; null when none is known.
     */
    private static Double learnedPrior(GameState state, boolean proverMoved, java.util.Map<String, long[]> expected) {
        for (long pattern : state.lastMovePatterns()) {
            long[] n = expected.get(pattern + "/" + proverMoved);
            if (n != null) {
                return (n[0] + 1.0) / (n[0] + n[1] + 2.0);
            }
        }
        return null;
    }

    @Test
    void every_solved_node_counts_for_the_patterns_of_its_move_and_new_leaves_take_the_beta_mean() {
        PatternPriors priors = new PatternPriors();
        SearchControl keep = new SearchControl(SearchListener.NONE, 1000, false, true);
        GameState first = GameKind.randomPosition(new ConnectFour(5, 4), 6, 3);
        SearchResult r = Solvers.productPropagation(SearchParameters.defaults(GameKind.CONNECT4), priors)
                .solve(first, Goal.WIN, Limits.DEFAULT, keep);
        assertThat(r.outcome()).isNotEqualTo(Outcome.OUT);
        priors.learn(r.tree());
        java.util.Map<String, long[]> expected = new java.util.HashMap<>();
        tally(r.tree(), 0, first.copy(), true, expected);
        assertThat(expected).hasSizeGreaterThan(20);
        assertThat(priors.size()).isEqualTo(expected.size());
        for (var e : expected.entrySet()) {
            String[] key = e.getKey().split("/");
            assertThat(priors.counts(Long.parseLong(key[0]), Boolean.parseBoolean(key[1]))).as(e.getKey()).containsExactly(e.getValue());
        }
        // The next search's new leaves: alpha / (alpha + beta) of the largest pattern seen, alpha = beta = 1 to start.
        GameState next = GameKind.randomPosition(new ConnectFour(5, 4), 6, 4);
        SearchResult one = Solvers.productPropagation(SearchParameters.defaults(GameKind.CONNECT4).withPrior(0.37), priors)
                .solve(next, Goal.WIN, Limits.DEFAULT.withMaxIterations(1), keep);
        int learned = 0;
        for (int i = 0; i < one.tree().childCount(0); i++) {
            int c = one.tree().child(0, i);
            if (one.tree().status(c) != Outcome.OUT) {
                continue;
            }
            GameState child = next.copy();
            child.play(one.tree().move(c));
            Double prior = learnedPrior(child, true, expected);
            learned += prior == null ? 0 : 1;
            double want = prior == null ? 0.37 : prior;
            assertThat(one.tree().value(c)).as("child " + i).isCloseTo(want, org.assertj.core.api.Assertions.within(1e-12));
        }
        assertThat(learned).as("some new leaves take a learned prior").isPositive();
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

    @Test
    void a_leaf_the_opponent_moved_to_takes_the_opponent_s_counts() {
        // Learned from six searches; then two iterations of a new one: the root's children were made by the prover's
        // moves, its grandchildren by the opponent's, and those read the "opponent moved" counts of their patterns.
        PatternPriors priors = new PatternPriors();
        SearchControl keep = new SearchControl(SearchListener.NONE, 1000, false, true);
        java.util.Map<String, long[]> expected = new java.util.HashMap<>();
        for (int k = 0; k < 6; k++) {
            GameState first = GameKind.randomPosition(new ConnectFour(5, 4), 6, 3 + 10 * k);
            SearchResult r = Solvers.productPropagation(SearchParameters.defaults(GameKind.CONNECT4), priors)
                    .solve(first, Goal.WIN, Limits.DEFAULT, keep);
            priors.learn(r.tree());
            tally(r.tree(), 0, first.copy(), true, expected);
        }
        GameState next = GameKind.randomPosition(new ConnectFour(5, 4), 6, 4);
        SearchTree t = Solvers.productPropagation(SearchParameters.defaults(GameKind.CONNECT4).withPrior(0.37), priors)
                .solve(next, Goal.WIN, Limits.DEFAULT.withMaxIterations(2), keep).tree();
        int learned = 0;
        for (int i = 0; i < t.childCount(0); i++) {
            int c = t.child(0, i);
            for (int j = 0; j < t.childCount(c); j++) {
                int g = t.child(c, j);
                if (t.status(g) != Outcome.OUT) {
                    continue;
                }
                GameState s = next.copy();
                s.play(t.move(c));
                s.play(t.move(g));
                Double prior = learnedPrior(s, false, expected);
                learned += prior == null ? 0 : 1;
                double want = prior == null ? 0.37 : prior;
                assertThat(t.value(g)).as("grandchild " + i + "." + j).isCloseTo(want, org.assertj.core.api.Assertions.within(1e-12));
            }
        }
        assertThat(learned).as("grandchildren with a learned prior").isPositive();
    }
}
