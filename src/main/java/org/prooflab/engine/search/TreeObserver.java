package org.prooflab.engine.search;

/**
 * A test hook: sees the whole tree after every iteration of a tree-building solver, so that tests
 * can hold each algorithm's numbers to a naive implementation of its paper's rules. The public
 * entry, which sees the root's numbers, is {@link IterationObserver}. A solver without an
 * observer pays one null check an iteration and allocates nothing for it.
 */
interface TreeObserver {
    /**
     * @param iteration iterations done so far
     * @param store     the search tree (read only)
     * @param selected  the node this iteration selected: the most-proving node it expanded
     *                  (best-first) or the new node it evaluated (MCTS solvers)
     */
    void afterIteration(long iteration, NodeStore store, int selected);
}
