package org.prooflab.engine.search;

import java.util.Arrays;

/**
 * The MCTS solver and the UCT solver (Winands, Bjornsson and Saito 2008, as Song et al. 2019 use
 * them). Each iteration selects down the tree, adds one node, plays N random games from it to the
 * end (N = {@link SearchParameters#playouts()}: Song et al. use 10 for each expanded leaf, for all
 * four Monte-Carlo solvers alike), and backs the N results up. Field {@code a} of a node is the
 * number of playouts through it that reached the prover's goal, {@code b} the number of playouts
 * through it; a terminal new node counts as N playouts with its known result.
 *
 * <ul>
 *   <li>Selection, among children whose status is unknown, unvisited children first: the pure MCTS
 *       solver takes the largest simulation value v (the mean result for the player to move);
 *       the UCT solver the largest {@code v_i + sqrt(C ln n_p / n_i)}.</li>
 *   <li>Proved values back up as in an AND/OR tree (negamax for the two players): a node is won for
 *       its player to move as soon as one child is, lost when every child is. Exact status is kept
 *       apart from the means, and selection never enters a solved child.</li>
 *   <li>Final move: a proved winning child if there is one, else the unsolved child that maximises
 *       {@code v + A / sqrt(n)} ("secure child").</li>
 * </ul>
 */
final class MctsSolver extends SearchBase {
    private final boolean uct;
    private int[] path;
    private int[] moves;
    /** Nodes given children so far, for the mean branching of {@link #pnEquivalentIterations()}. */
    private long expansions;

    MctsSolver(boolean uct, SearchParameters params) {
        super(params);
        this.uct = uct;
    }

    @Override
    public Algorithm algorithm() {
        return uct ? Algorithm.UCT : Algorithm.MCTS;
    }

    @Override
    protected StopReason search() {
        store = new NodeStore(limits.maxNodes());
        moves = new int[state.maxMoves()];
        path = new int[64];
        store.allocate(1);
        nodes = 1;
        expansions = 0;
        if (state.isTerminal()) {
            store.setStatus(0, goal.reachedBy(state.winner(), prover) ? NodeStore.PROVED : NodeStore.DISPROVED);
            return StopReason.SOLVED;
        }
        while (store.status(0) == NodeStore.UNKNOWN) {
            StopReason stop = checkLimits();
            if (stop != null) {
                return stop;
            }
            int length = 1;
            int node = 0;
            double result;
            while (true) {
                if (!store.isExpanded(node) && !expand(node)) {
                    rewind(length);
                    return StopReason.NODES;
                }
                node = select(node, state.currentPlayer() == prover);
                state.play(store.move(node));
                if (length == path.length) {
                    path = Arrays.copyOf(path, length * 2);
                }
                path[length++] = node;
                if (store.b(node) == 0) {
                    result = evaluateNewNode(node);
                    break;
                }
            }
            iterations++;
            selected = node;
            backPropagate(length, result);
            afterIteration();
        }
        return StopReason.SOLVED;
    }

    private boolean expand(int node) {
        int n = state.legalMoves(moves);
        if (!store.hasRoomFor(n)) {
            return false;
        }
        int first = store.allocate(n);
        nodes += n;
        expansions++;
        store.setChildren(node, first, n);
        for (int i = 0; i < n; i++) {
            store.setMove(first + i, moves[i]);
        }
        return true;
    }

    /** The node's first visit: N times its terminal value, or the wins of N random games to the end. */
    private double evaluateNewNode(int node) {
        expanded++;
        int n = params.playouts();
        if (state.isTerminal()) {
            boolean proved = goal.reachedBy(state.winner(), prover);
            store.setStatus(node, proved ? NodeStore.PROVED : NodeStore.DISPROVED);
            return proved ? n : 0;
        }
        int wins = 0;
        for (int i = 0; i < n; i++) {
            if (playoutReachesGoal(Integer.MAX_VALUE)) {
                wins++;
            }
        }
        return wins;
    }

    /** Iterations over the mean branching of the expanded nodes: b of them make one PN iteration. */
    @Override
    protected double pnEquivalentIterations() {
        return expansions == 0 ? iterations : iterations / ((nodes - 1.0) / expansions);
    }

    private void backPropagate(int length, double result) {
        path[0] = 0;
        boolean statusChanged = store.status(path[length - 1]) != NodeStore.UNKNOWN;
        for (int i = length - 1; i >= 0; i--) {
            int node = path[i];
            store.add(node, result, params.playouts());
            if (statusChanged && i < length - 1) {
                byte s = store.combinedStatus(node, state.currentPlayer() == prover);
                store.setStatus(node, s);
                statusChanged = s != NodeStore.UNKNOWN;
            }
            if (i > 0) {
                state.undo();
            }
        }
    }

    private void rewind(int length) {
        for (int i = 1; i < length; i++) {
            state.undo();
        }
    }

    private int select(int node, boolean or) {
        int first = store.firstChild(node);
        int n = store.childCount(node);
        int offset = rng.nextInt(n);
        for (int k = 0; k < n; k++) {
            int c = first + (offset + k) % n;
            if (store.b(c) == 0 && store.status(c) == NodeStore.UNKNOWN) {
                return c;
            }
        }
        double logParent = uct ? Math.log(store.b(node)) : 0;
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int c = first; c < first + n; c++) {
            if (store.status(c) != NodeStore.UNKNOWN) {
                continue;
            }
            double mean = store.a(c) / store.b(c);
            double score = AndOrRules.preference(algorithm(), or, mean, 0);
            if (uct) {
                score += AndOrRules.uctBonusOfLog(params.explorationC(), logParent, store.b(c));
            }
            if (best < 0 || score > bestScore) {
                best = c;
                bestScore = score;
            }
        }
        return best;
    }

    /** The mean result for the prover over all playouts through the root, 1 or 0 once solved. */
    @Override
    protected double rootValue() {
        return shownMean(store, 0);
    }

    /** What a node of an MCTS solver's store shows: {@link AndOrRules#shownMean} of its status, result sum and visits. */
    static double shownMean(NodeStore store, int node) {
        return AndOrRules.shownMean(store.status(node) == NodeStore.PROVED, store.status(node) == NodeStore.DISPROVED,
                store.a(node), store.b(node));
    }

    @Override
    protected double rootSecondary() {
        return store.b(0);
    }

    @Override
    protected int bestMove() {
        if (!store.isExpanded(0) || store.status(0) == NodeStore.DISPROVED) {
            return -1;
        }
        int first = store.firstChild(0);
        int end = first + store.childCount(0);
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int c = first; c < end; c++) {
            if (store.status(c) == NodeStore.PROVED) {
                return store.move(c);
            }
            if (store.status(c) == NodeStore.UNKNOWN && store.b(c) > 0) {
                double score = store.a(c) / store.b(c) + params.finalMoveA() / Math.sqrt(store.b(c));
                if (score > bestScore) {
                    best = c;
                    bestScore = score;
                }
            }
        }
        return best < 0 ? -1 : store.move(best);
    }

}
