package org.prooflab.engine.search;

import org.prooflab.engine.game.GameState;

/**
 * A read-only view of a finished search's tree, for explorers: node 0 is the root, children are
 * listed in move order, and values are read as the algorithm that built the tree means them.
 */
public final class SearchTree {
    private final NodeStore store;
    private final GameState root;
    private final Algorithm algorithm;

    SearchTree(NodeStore store, GameState root, Algorithm algorithm) {
        this.store = store;
        this.root = root;
        this.algorithm = algorithm;
    }

    public Algorithm algorithm() {
        return algorithm;
    }

    /** A copy of the root position. */
    public GameState rootState() {
        return root.copy();
    }

    /** Nodes in the tree. Node numbers are not all below it (the store's chunks may leave gaps): walk from the root. */
    public int size() {
        return store.size();
    }

    /** One more than the largest node number: an array indexed by node needs this length (not {@link #size()}). */
    public int nodeBound() {
        return store.idBound();
    }

    public int childCount(int node) {
        return store.isExpanded(node) ? store.childCount(node) : 0;
    }

    public int child(int node, int i) {
        return store.firstChild(node) + i;
    }

    /** The move that leads into {@code node} (not for the root). */
    public int move(int node) {
        return store.move(node);
    }

    public String moveText(int node) {
        return root.formatMove(store.move(node));
    }

    /** PROVED, DISPROVED, or OUT for a node whose status is not known. */
    public Outcome status(int node) {
        return switch (store.status(node)) {
            case NodeStore.PROVED -> Outcome.PROVED;
            case NodeStore.DISPROVED -> Outcome.DISPROVED;
            default -> Outcome.OUT;
        };
    }

    /** pn (proof-number family), probability of a proof (PPNS, PP), or mean result (MCTS solvers, 1 or 0 once solved). */
    public double value(int node) {
        return switch (algorithm) {
            case PNS, MCPNS, DFPN -> store.a(node);
            case PPNS, PP, DFPPNS -> LogOdds.probability(store.a(node));
            case UCT, MCTS -> MctsSolver.shownMean(store, node);
            case EXACT -> Double.NaN;
        };
    }

    /** dn (proof-number family) or visits (MCTS solvers); NaN for the others. */
    public double secondary(int node) {
        return switch (algorithm) {
            case PNS, MCPNS, DFPN, UCT, MCTS -> store.b(node);
            default -> Double.NaN;
        };
    }
}
