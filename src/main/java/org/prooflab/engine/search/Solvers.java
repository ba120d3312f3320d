package org.prooflab.engine.search;

import org.prooflab.engine.game.GameState;

/** Creates solvers by algorithm, and runs the two-search full-value solve. */
public final class Solvers {
    private Solvers() {
    }

    /** The most threads one solve may use. */
    public static final int MAX_THREADS = 256;

    /**
     * A new solver for {@code algorithm} whose new leaves' playouts run on {@code threads} threads
     * (leaf parallelism: MCPNS, PPNS and df-PPNS; the other algorithms run on one). The result is the same
     * to the node for every thread count.
     */
    public static Solver create(Algorithm algorithm, SearchParameters params, int threads) {
        Solver solver = create(algorithm, params);
        if (solver instanceof SearchBase base) {
            base.threads(threads);
        }
        return solver;
    }

    /** A new solver for {@code algorithm} that reads its parameters from {@code params}. */
    public static Solver create(Algorithm algorithm, SearchParameters params) {
        return switch (algorithm) {
            case PNS -> new BestFirstSearch(algorithm, ProofNumberRule.pns(), params);
            case MCPNS -> new BestFirstSearch(algorithm, ProofNumberRule.mcpns(params.playouts(), params.playoutLength()), params);
            case PPNS -> new BestFirstSearch(algorithm, ProbabilityRule.ppns(params.playouts(), params.theta()), params);
            case PP -> new BestFirstSearch(algorithm, ProbabilityRule.productPropagation(params.prior()), params);
            case UCT -> new MctsSolver(true, params);
            case MCTS -> new MctsSolver(false, params);
            case DFPN, DFPPNS -> new DepthFirstSearch(algorithm, params);
            case EXACT -> new ExactSolver(params);
        };
    }

    /**
     * Product propagation whose leaves take priors learned from earlier searches (Stern et al. 2007).
     * Keep the tree ({@link SearchControl#keepTree()}) and pass the result to {@link PatternPriors#learn}
     * to learn from this search too.
     */
    public static Solver productPropagation(SearchParameters params, PatternPriors priors) {
        return new BestFirstSearch(Algorithm.PP, ProbabilityRule.productPropagation(params.prior(), priors), params);
    }

    /** Bytes a node of the search tree costs (the exact solver's table is bounded separately). */
    public static int bytesPerNode() {
        return NodeStore.BYTES_PER_NODE;
    }

    /**
     * Bytes the tree of a search with at most {@code maxNodes} nodes may take: the node store grows
     * in whole chunks, so this is {@link #bytesPerNode()} a node rounded up to whole chunks.
     */
    public static long treeBytes(long maxNodes) {
        return NodeStore.bytesFor(maxNodes);
    }

    /**
     * Bytes one search of {@code algorithm} may hold at most under {@code limits}: the tree of the node
     * limit for the tree-building solvers, the transposition table's budget for df-pn and df-PPNS, and
     * the exact solver's table, which is capped whatever the node limit.
     */
    public static long memoryBytes(Algorithm algorithm, SearchParameters params, Limits limits) {
        if (algorithm == Algorithm.EXACT) {
            return ExactSolver.memoryBytes(limits);
        }
        return algorithm.isDepthFirst() ? DepthFirstSearch.tableBudget(params, limits) : treeBytes(limits.maxNodes());
    }

    /**
     * The full value (win, draw or loss for the player to move) by two binary searches: "does the
     * player to move win?", then, if not, "does the player to move avoid losing?". Each search gets
     * the whole of {@code limits}. The value is null when a search ran out.
     */
    public static FullSolve solveFull(Algorithm algorithm, SearchParameters params, GameState root, Limits limits,
                                      SearchControl control) {
        return solveFull(algorithm, params, 1, root, limits, control);
    }

    /** {@link #solveFull(Algorithm, SearchParameters, GameState, Limits, SearchControl)} on {@code threads} threads. */
    public static FullSolve solveFull(Algorithm algorithm, SearchParameters params, int threads, GameState root, Limits limits,
                                      SearchControl control) {
        return solveFull(algorithm, params, threads, root, limits, control, r -> r);
    }

    /**
     * As {@link #solveFull(Algorithm, SearchParameters, int, GameState, Limits, SearchControl)}; the "win?" search's
     * result passes through {@code afterWin} before the "not lose?" search starts, so that a caller who keeps search
     * trees can take what it needs from the first and let it go: else both trees are held at once, twice the memory
     * the node limit was sized for.
     */
    public static FullSolve solveFull(Algorithm algorithm, SearchParameters params, int threads, GameState root, Limits limits,
                                      SearchControl control, java.util.function.UnaryOperator<SearchResult> afterWin) {
        Solver solver = create(algorithm, params, threads);
        SearchResult win = afterWin.apply(solver.solve(root, Goal.WIN, limits, control));
        if (win.outcome() != Outcome.DISPROVED || control.isCancelled()) {
            return new FullSolve(win.outcome() == Outcome.PROVED ? Value.WIN : null, win, null);
        }
        SearchResult notLose = solver.solve(root, Goal.NOT_LOSE, limits, control);
        Value value = switch (notLose.outcome()) {
            case PROVED -> Value.DRAW;
            case DISPROVED -> Value.LOSS;
            case OUT -> null;
        };
        return new FullSolve(value, win, notLose);
    }

    /**
     * The result of a full-value solve.
     *
     * @param value   WIN, DRAW or LOSS for the player to move, or null if a search ran out
     * @param win     the "win?" search
     * @param notLose the "not lose?" search, run only when the first was disproved; else null
     */
    public record FullSolve(Value value, SearchResult win, SearchResult notLose) {
        /** The search whose outcome decided the value (the last one run). */
        public SearchResult deciding() {
            return notLose != null ? notLose : win;
        }
    }
}
