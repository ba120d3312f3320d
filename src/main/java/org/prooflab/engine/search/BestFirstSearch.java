package org.prooflab.engine.search;

import java.util.Arrays;

/**
 * The loop every best-first solver shares (Allis 1994; Song et al. 2019; Stern et al. 2007):
 * select the most-proving node from the root, expand it (all children), value the new leaves,
 * back the values up. The {@link BestFirstRule} decides the numbers; this class keeps the exact
 * proof status of every node apart from them, so "proved" always means proved.
 *
 * <p>Backpropagation stops at the first ancestor whose values and status did not change, and the
 * next selection starts there: its ancestors did not change either, so the most-proving path
 * from the root still runs through it (Allis's current-node enhancement). The state is kept at
 * that node, so a search replays only the moves below it.
 */
final class BestFirstSearch extends SearchBase {
    private final Algorithm algorithm;
    private final BestFirstRule rule;
    private int[] path;
    private int pathLength;
    /** The moves from the root along the path: {@code pathMoves[i]} leads to {@code path[i + 1]}. */
    private int[] pathMoves;
    private int[] moves;
    /** The playout-valued leaves of one expansion: their moves, nodes, creation numbers and wins. */
    private int[] leafMoves;
    private int[] leafNodes;
    private long[] leafOrdinals;
    private int[] leafWins;
    private LeafPlayouts leafPlayouts;
    /** The moves from the root to the node helpers start on next. */
    private int[] speculation = new int[64];

    BestFirstSearch(Algorithm algorithm, BestFirstRule rule, SearchParameters params) {
        super(params);
        this.algorithm = algorithm;
        this.rule = rule;
    }

    @Override
    public Algorithm algorithm() {
        return algorithm;
    }

    @Override
    protected StopReason search() {
        try {
            return bestFirst(newTree());
        } finally {
            leafPlayouts.close();
        }
    }

    private StopReason bestFirst(int root) {
        if (store.status(root) != NodeStore.UNKNOWN) {
            return StopReason.SOLVED;
        }
        while (store.status(root) == NodeStore.UNKNOWN) {
            StopReason stop = checkLimits();
            if (stop != null) {
                return stop;
            }
            // Not before the first expansion: Algorithm 6 (Primanita et al. 2020) creates the root and expands it
            // before its probability means anything, and the root's own playouts are a guess, not a search.
            if (iterations > 0 && precisionRateReached()) {
                return StopReason.PRECISION_RATE;
            }
            int mpn = selectMostProvingNode();
            selected = mpn;
            if (!expand(mpn)) {
                return StopReason.NODES;
            }
            iterations++;
            backPropagate();
            afterIteration();
        }
        return StopReason.SOLVED;
    }

    /** A new tree of the root alone, valued (solved if the root is terminal); the path holds the root. */
    int newTree() {
        store = new NodeStore(limits.maxNodes());
        int max = state.maxMoves();
        moves = new int[max];
        leafMoves = new int[max];
        leafNodes = new int[max];
        leafOrdinals = new long[max];
        leafWins = new int[max];
        if (leafPlayouts != null) {
            leafPlayouts.close();
        }
        leafPlayouts = new LeafPlayouts(threads, params.seed(), goal, prover, state);
        path = new int[64];
        pathMoves = new int[64];
        int root = store.allocate(1);
        nodes = 1;
        path[0] = root;
        pathLength = 1;
        if (state.isTerminal()) {
            solveLeaf(root);
        } else if (rule.leafPlayouts() > 0) {
            rule.evaluateLeafByPlayouts(store, root, countWinningPlayouts(0, rule.leafPlayouts(), rule.leafPlayoutLength()));
        } else {
            rule.evaluateLeaf(store, root, true, this);
        }
        return root;
    }

    /** Walks from the current node down to an unexpanded node, playing the moves on the way. */
    int selectMostProvingNode() {
        int node = path[pathLength - 1];
        while (store.isExpanded(node)) {
            int child = rule.select(store, node, state.currentPlayer() == prover);
            state.play(store.move(child));
            if (pathLength == path.length) {
                path = Arrays.copyOf(path, pathLength * 2);
                pathMoves = Arrays.copyOf(pathMoves, pathLength * 2);
            }
            pathMoves[pathLength - 1] = store.move(child);
            path[pathLength++] = child;
            node = child;
        }
        return node;
    }

    /** Creates all children of {@code node} and values them; false if they do not fit under the node limit. */
    boolean expand(int node) {
        int n = state.legalMoves(moves);
        if (!store.hasRoomFor(n)) {
            return false;
        }
        int first = store.allocate(n);
        long firstOrdinal = nodes;
        nodes += n;
        expanded++;
        store.setChildren(node, first, n);
        if (rule.leafPlayouts() == 0) {
            for (int i = 0; i < n; i++) {
                int child = first + i;
                store.setMove(child, moves[i]);
                state.play(moves[i]);
                if (state.isTerminal()) {
                    solveLeaf(child);
                } else {
                    rule.evaluateLeaf(store, child, state.currentPlayer() == prover, this);
                }
                state.undo();
            }
            return true;
        }
        // The children playouts value, by the one rule helpers find them with; the others are terminal.
        int leaves = LeafPlayouts.findLeaves(state, moves, n, firstOrdinal, leafMoves, leafOrdinals);
        for (int i = 0, j = 0; i < n; i++) {
            int child = first + i;
            store.setMove(child, moves[i]);
            if (j < leaves && leafOrdinals[j] == firstOrdinal + i) {
                leafNodes[j++] = child;
            } else {
                state.play(moves[i]);
                solveLeaf(child);
                state.undo();
            }
        }
        if (leaves > 0) {
            int count = rule.leafPlayouts();
            speculateOnNext(node);
            leafPlayouts.playChildren(state, pathMoves, pathLength - 1, leafMoves, leafOrdinals, leaves, firstOrdinal, count,
                    rule.leafPlayoutLength(), leafWins, node);
            playouts += (long) leaves * count;
            for (int j = 0; j < leaves; j++) {
                rule.evaluateLeafByPlayouts(store, leafNodes[j], leafWins[j]);
            }
        }
        return true;
    }

    /**
     * With helper threads, names the node the next iteration will probably expand, so that helpers
     * go on to its children's playouts once this expansion's are shared out, and play them while
     * this thread backs up and selects ({@link LeafPlayouts#speculate}). The guess: the best sibling
     * of the node being expanded, and down from it as selection goes; none of those values change
     * before the next selection unless the parent's preference does. In a Connect Four PPNS search
     * it is right about seven times in ten: the new values usually make the parent prefer another
     * child. The state is at {@code expanded}. Every move of these games, a pass included, hands the
     * turn to the other side, so the sibling's side is the expanded node's; were it not so, the
     * guess would only be wrong more often, never the search.
     */
    private void speculateOnNext(int expanded) {
        if (threads == 1 || rule.leafPlayouts() == 0 || pathLength < 2) {
            return;
        }
        boolean or = state.currentPlayer() == prover;
        int node = rule.selectExcept(store, path[pathLength - 2], !or, expanded);
        if (node < 0) {
            return;
        }
        // From the root: the path to the expanded node's parent, then down from the sibling.
        int length = pathLength - 2;
        if (speculation.length <= length) {
            speculation = Arrays.copyOf(speculation, 2 * length);
        }
        System.arraycopy(pathMoves, 0, speculation, 0, length);
        speculation[length++] = store.move(node);
        while (store.isExpanded(node)) {
            node = rule.select(store, node, or);
            or = !or;
            if (length == speculation.length) {
                speculation = Arrays.copyOf(speculation, length * 2);
            }
            speculation[length++] = store.move(node);
        }
        leafPlayouts.speculate(speculation, length, nodes, rule.leafPlayouts(), rule.leafPlayoutLength(), node);
    }

    private void solveLeaf(int node) {
        boolean proved = goal.reachedBy(state.winner(), prover);
        store.setStatus(node, proved ? NodeStore.PROVED : NodeStore.DISPROVED);
        rule.setSolved(store, node, proved);
    }

    /** Updates the path bottom-up until a node's values and status stay the same. */
    void backPropagate() {
        for (int i = pathLength - 1; ; i--) {
            int node = path[i];
            boolean or = state.currentPlayer() == prover;
            double oldA = store.a(node);
            double oldB = store.b(node);
            byte status = store.combinedStatus(node, or);
            if (status != NodeStore.UNKNOWN) {
                store.setStatus(node, status);
                rule.setSolved(store, node, status == NodeStore.PROVED);
            } else {
                rule.update(store, node, or);
            }
            boolean unchanged = status == NodeStore.UNKNOWN && oldA == store.a(node) && oldB == store.b(node);
            if (unchanged || i == 0) {
                pathLength = i + 1;
                return;
            }
            state.undo();
        }
    }

    /** PPNS with pr > 0: the root probability is within pr of 0 or 1 (Primanita et al. 2020, Algorithm 6). */
    private boolean precisionRateReached() {
        double pr = params.precisionRate();
        if (algorithm != Algorithm.PPNS || pr <= 0) {
            return false;
        }
        // Compared in log-odds: p <= pr or p >= 1 - pr, without rounding p near 0 or 1.
        double bound = -LogOdds.of(pr);
        return store.a(0) <= -bound || store.a(0) >= bound;
    }

    @Override
    protected Outcome precisionConclusion() {
        return store.a(0) >= 0 ? Outcome.PROVED : Outcome.DISPROVED;
    }

    /**
     * How many of {@code count} playouts of at most {@code maxPlies} plies from the current state
     * reach the goal, the state being node number {@code ordinal} of the search ({@link LeafPlayouts}).
     */
    int countWinningPlayouts(long ordinal, int count, int maxPlies) {
        playouts += count;
        return leafPlayouts.playNode(state, pathMoves, pathLength - 1, ordinal, count, maxPlies);
    }

    @Override
    protected double rootValue() {
        return rule.rootValue(store);
    }

    @Override
    protected double rootSecondary() {
        return rule.rootSecondary(store);
    }

    /** A proved child when the root is proved; none when disproved; else the child selection would take. */
    @Override
    protected int bestMove() {
        if (!store.isExpanded(0) || store.status(0) == NodeStore.DISPROVED) {
            return -1;
        }
        int first = store.firstChild(0);
        if (store.status(0) == NodeStore.PROVED) {
            for (int c = first; c < first + store.childCount(0); c++) {
                if (store.status(c) == NodeStore.PROVED) {
                    return store.move(c);
                }
            }
        }
        return store.move(rule.select(store, 0, true));
    }

}
