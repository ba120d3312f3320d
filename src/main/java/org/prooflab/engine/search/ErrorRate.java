package org.prooflab.engine.search;

import java.util.ArrayList;
import java.util.List;
import org.prooflab.engine.game.GameState;

/**
 * Song et al. 2019's error rate of the selected move (Figures 9 and 12): after each iteration, the
 * move the solver would play at the root is compared with the exact set of correct moves, and the
 * share of trees where it is not correct is plotted against the iterations.
 *
 * <p>Correct moves, for the binary goal the solvers answer: when the root reaches the goal, the
 * moves after which it still does (found by the exact solver, one search a move); when it does not,
 * no move is better than another for that goal, so every move, and "no move", is correct. Before
 * a won root's first iteration no move is chosen, which counts as wrong.
 */
public final class ErrorRate {
    private ErrorRate() {
    }

    /**
     * The correct root moves of {@code root} for {@code goal}, or null when the root does not reach
     * it (every move is as good). Throws {@link ExactRanOut} if the exact solver runs out of {@code limits}.
     */
    public static boolean[] correctMoves(GameState root, Goal goal, Limits limits) {
        Solver exact = Solvers.create(Algorithm.EXACT, SearchParameters.defaults(root.kind()));
        SearchResult whole = exact.solve(root, goal, limits, SearchControl.none());
        if (whole.outcome() == Outcome.OUT) {
            throw new ExactRanOut(new ExactRanOut.Where(root, false, whole.stopReason()));
        }
        if (whole.outcome() == Outcome.DISPROVED) {
            return null;
        }
        GameState s = root.copy();
        int[] moves = new int[s.maxMoves()];
        int n = s.legalMoves(moves);
        boolean[] correct = new boolean[256];
        // After the move the opponent is to move: the prover keeps WIN when the opponent cannot
        // avoid losing, and keeps NOT_LOSE when the opponent cannot win.
        Goal opponentGoal = goal == Goal.WIN ? Goal.NOT_LOSE : Goal.WIN;
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            SearchResult child = exact.solve(s, opponentGoal, limits, SearchControl.none());
            s.undo();
            if (child.outcome() == Outcome.OUT) {
                throw new ExactRanOut(new ExactRanOut.Where(root, true, child.stopReason()));
            }
            correct[moves[i]] = child.outcome() == Outcome.DISPROVED;
        }
        return correct;
    }

    /**
     * The exact solver stopped before it had the answer the correct moves need: {@link #where()} says on which position
     * and what stopped it, so that a caller can say which limit to raise.
     */
    public static final class ExactRanOut extends IllegalStateException {
        private final transient Where where;

        /**
         * @param position the root whose answer was wanted
         * @param ofChild  whether the exact solver ran out on a position one move after it
         * @param reason   the limit that stopped it
         */
        public record Where(GameState position, boolean ofChild, StopReason reason) {
        }

        ExactRanOut(Where where) {
            super("the exact solver ran out (" + where.reason().phrase() + ") on " + (where.ofChild() ? "a child of " : "")
                    + where.position().notation());
            this.where = where;
        }

        public Where where() {
            return where;
        }
    }

    /** One tree's answer: the truth, and the move after each iteration of a run. */
    private static boolean wrong(boolean[] correct, int move) {
        return correct != null && (move < 0 || !correct[move]);
    }

    /**
     * The error rate after iterations 1..{@code limits.maxIterations()} of {@code algorithm} over
     * {@code trees}: element k - 1 is the share of trees whose selected move after k iterations is
     * not correct. A search that ended earlier keeps its last move. Also returns, for the MCTS
     * solvers, the mean ratio of PN-equivalent to raw iterations, to draw the curve as Song does.
     *
     * @param exactLimits limits of each exact search for the correct moves
     */
    public static Curve perIteration(Algorithm algorithm, SearchParameters params, List<GameState> trees, Goal goal,
                                     Limits limits, Limits exactLimits) {
        return perIteration(algorithm, params, trees, correctMoves(trees, goal, exactLimits), goal, limits);
    }

    /** {@link #correctMoves(GameState, Goal, Limits)} of each tree, in order: compute once, use for every solver. */
    public static List<boolean[]> correctMoves(List<GameState> trees, Goal goal, Limits exactLimits) {
        List<boolean[]> correct = new ArrayList<>();
        for (GameState tree : trees) {
            correct.add(correctMoves(tree, goal, exactLimits));
        }
        return correct;
    }

    /**
     * As {@link #perIteration(Algorithm, SearchParameters, List, Goal, Limits, Limits)}, with each
     * tree's correct moves already known ({@link #correctMoves(List, Goal, Limits)}), so that several
     * solvers' curves cost one exact analysis.
     */
    public static Curve perIteration(Algorithm algorithm, SearchParameters params, List<GameState> trees,
                                     List<boolean[]> correctMoves, Goal goal, Limits limits) {
        if (correctMoves.size() != trees.size()) {
            throw new IllegalArgumentException(trees.size() + " trees but " + correctMoves.size() + " sets of correct moves");
        }
        int length = (int) Math.min(limits.maxIterations(), 10_000_000);
        long[] wrongCount = new long[length];
        double ratioSum = 0;
        List<SearchResult> results = new ArrayList<>();
        Solver solver = Solvers.create(algorithm, params);
        SearchControl control = new SearchControl(SearchListener.NONE, 60_000, true, false);
        for (int t = 0; t < trees.size(); t++) {
            boolean[] correct = correctMoves.get(t);
            SearchResult r = solver.solve(trees.get(t), goal, limits, control);
            results.add(r);
            for (int k = 1; k <= length; k++) {
                int move = r.rootMoves().moveAfter(Math.min(k, r.iterations()));
                if (wrong(correct, move)) {
                    wrongCount[k - 1]++;
                }
            }
            ratioSum += r.iterations() == 0 || Double.isNaN(r.pnIterations()) ? 1 : r.pnIterations() / r.iterations();
        }
        double[] rate = new double[length];
        for (int k = 0; k < length; k++) {
            rate[k] = trees.isEmpty() ? 0 : wrongCount[k] / (double) trees.size();
        }
        return new Curve(rate, trees.isEmpty() ? 1 : ratioSum / trees.size(), results);
    }

    /**
     * @param rate          error rate after iterations 1, 2, ...
     * @param pnRatio       mean PN-equivalent iterations per raw iteration (1 for best-first solvers,
     *                      1/b for the MCTS solvers on a P-game tree of branching b)
     * @param results       each tree's search, in order
     */
    public record Curve(double[] rate, double pnRatio, List<SearchResult> results) {
    }
}
