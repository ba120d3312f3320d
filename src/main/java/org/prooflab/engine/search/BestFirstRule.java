package org.prooflab.engine.search;

/**
 * The rule set a best-first search plugs in: how a new leaf is valued, how a node's values follow
 * from its children's, and which child is most promising. Exact proof status is not the rule's
 * business: {@link BestFirstSearch} keeps it apart, in {@link NodeStore#status}.
 */
interface BestFirstRule {
    /**
     * Values of a new leaf that is not terminal, for a rule whose leaves need no playouts
     * ({@link #leafPlayouts()} 0); {@code search} gives the position.
     */
    void evaluateLeaf(NodeStore store, int node, boolean or, BestFirstSearch search);

    /** Random playouts that value a new leaf (0: none, {@link #evaluateLeaf} values it). */
    default int leafPlayouts() {
        return 0;
    }

    /** The most plies a leaf's playout plays; one that has not ended by then does not reach the goal. */
    default int leafPlayoutLength() {
        return Integer.MAX_VALUE;
    }

    /** Values of a new leaf that is not terminal from the {@code wins} of its {@link #leafPlayouts()} playouts. */
    default void evaluateLeafByPlayouts(NodeStore store, int node, int wins) {
        throw new UnsupportedOperationException("this rule values leaves without playouts");
    }

    /** Values of a node whose exact status is now known. */
    void setSolved(NodeStore store, int node, boolean proved);

    /** Recomputes an unsolved, expanded node's values from its children's. */
    void update(NodeStore store, int node, boolean or);

    /**
     * The most promising child among those whose status is unknown (the caller guarantees one
     * exists): the child on the way to the most-proving node.
     */
    default int select(NodeStore store, int node, boolean or) {
        return selectExcept(store, node, or, -1);
    }

    /** {@link #select} passing over child {@code excluded} too (-1: none); -1 when no other child qualifies. */
    int selectExcept(NodeStore store, int node, boolean or, int excluded);

    /** The root value reported in progress, for the root's player (an OR node). */
    double rootValue(NodeStore store);

    double rootSecondary(NodeStore store);
}
