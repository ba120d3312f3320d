package org.prooflab.lesson;

import org.prooflab.engine.search.Algorithm;

/**
 * A search shown one iteration at a time: {@link SearchStepper} on a P-game tree, or
 * {@link TreeStepper} on the lesson or playground tree being shown. The second half is what the
 * quiz ({@link StepQuiz}) reads: which node the next iteration selects and the numbers it selects by.
 */
public interface Stepping {
    /** The solver whose steps these are. */
    Algorithm algorithm();

    /** The last iteration there is: the root is solved there, or the search cannot go on, or a limit. */
    int lastIteration();

    /** The search after {@code iteration} iterations (clamped to 0 .. {@link #lastIteration()}). */
    SearchStepper.Step at(int iteration);

    /** Why the search stops at the last iteration. */
    String ending();

    /**
     * The node iteration {@code k + 1} selects: the most-proving node (best-first solvers), or the
     * node the MCTS solvers reach and value with playouts; null after the last iteration.
     */
    String answer(int k);

    /** The tree after {@code k} iterations drawn plainly: no path, nothing marked new, no earlier values. */
    DisplayNode plainTree(int k);

    /**
     * A node's numbers after {@code k} iterations as its solver selects by them: pn and dn, the
     * probability, or the mean result and the visits (MCTS solvers); null for a node not in the tree.
     */
    Evaluation.Values values(int k, String key);

    /** How texts name a node: "the root", "node 0.1", "node b (0.1)". */
    String nodeName(String key);

    /**
     * True when the MCTS solver takes an unvisited child at random (the engine's), so any of them
     * is the right answer; false when it takes the first from the left.
     */
    default boolean unvisitedAtRandom() {
        return false;
    }
}
