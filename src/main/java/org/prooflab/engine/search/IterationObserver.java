package org.prooflab.engine.search;

/**
 * Sees the root's numbers after every iteration of a tree-building solver: the curve of Primanita
 * et al. 2020, Figure 5 (the root's probability of a proof against the iterations), and its
 * analogues for the other solvers, with no down-sampling. Given to a search through
 * {@link SearchControl#observing(IterationObserver)}; it is called on the search's own thread, once
 * an iteration, so keep it quick. The exact solver, which keeps no tree, never calls it.
 */
@FunctionalInterface
public interface IterationObserver {
    /**
     * @param iteration     iterations done so far (1 after the first)
     * @param nodes         nodes created so far
     * @param rootValue     the root's main value, as {@link Algorithm#valueName()} names it: pn, p or v
     * @param rootSecondary the second value, as {@link Algorithm#secondaryName()} names it (dn or n),
     *                      NaN when the algorithm has none
     * @param bestMove      the move the solver would play at the root now, or -1 for none
     */
    void afterIteration(long iteration, long nodes, double rootValue, double rootSecondary, int bestMove);
}
