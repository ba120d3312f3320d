package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.pgame.PGame;

/** Song et al.'s error rate of the selected move, checked against plain minimax and stopped searches. */
class ErrorRateTest {
    private static final Limits EXACT = Limits.nodes(10_000_000);

    private static List<GameState> trees() {
        List<GameState> trees = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            trees.add(new PGame(i % 2 == 0 ? 2 : 3, i % 2 == 0 ? 8 : 5, GameKind.positionSeed(19, i)));
        }
        return trees;
    }

    @ParameterizedTest
    @EnumSource(value = Algorithm.class, names = {"PNS", "PPNS", "UCT", "MCTS"})
    void the_error_rate_after_k_iterations_counts_the_trees_whose_move_then_is_not_a_winning_one(Algorithm algorithm) {
        List<GameState> trees = trees();
        SearchParameters params = SearchParameters.defaults(GameKind.PGAME);
        ErrorRate.Curve curve = ErrorRate.perIteration(algorithm, params, trees, Goal.WIN, Limits.DEFAULT.withMaxIterations(60), EXACT);
        assertThat(curve.rate()).hasSize(60);
        int won = 0;
        for (GameState t : trees) {
            won += Reference.proverReaches(t, Goal.WIN) ? 1 : 0;
        }
        assertThat(won).isBetween(5, 25);
        for (int k : new int[] {1, 2, 5, 20, 60}) {
            int wrong = 0;
            for (GameState t : trees) {
                SearchResult stopped = Solvers.create(algorithm, params).solve(t, Goal.WIN, Limits.DEFAULT.withMaxIterations(k),
                        SearchControl.none());
                boolean winning = Reference.proverReaches(t, Goal.WIN);
                if (winning && (stopped.bestMove() < 0 || !Reference.isWinningMove(t.copy(), stopped.bestMove(), Goal.WIN))) {
                    wrong++;
                }
            }
            assertThat(curve.rate()[k - 1]).as(algorithm + " after " + k).isEqualTo(wrong / (double) trees.size());
        }
        assertThat(curve.rate()[0]).as("early on some moves are wrong").isPositive();
        if (algorithm == Algorithm.UCT || algorithm == Algorithm.MCTS) {
            assertThat(curve.pnRatio()).isStrictlyBetween(1 / 3.0 - 0.01, 1 / 2.0 + 0.01).isLessThan(1);
        } else {
            assertThat(curve.pnRatio()).isEqualTo(1.0);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Goal.class)
    void correct_moves_are_exactly_the_moves_that_keep_the_goal(Goal goal) {
        int checked = 0;
        for (int i = 0; i < 40; i++) {
            GameState t = new PGame(3, 4, GameKind.positionSeed(23, i));
            boolean[] correct = ErrorRate.correctMoves(t, goal, EXACT);
            if (!Reference.proverReaches(t, goal)) {
                assertThat(correct).isNull();
                continue;
            }
            for (int m = 0; m < 3; m++) {
                assertThat(correct[m]).as(t.notation() + " move " + m).isEqualTo(Reference.isWinningMove(t.copy(), m, goal));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(20);
    }
}
