package org.prooflab.lesson;

import org.prooflab.engine.search.Algorithm;

/**
 * A search shown one iteration at a time: {@link SearchStepper} on a P-game tree, or
 * {@link TreeStepper} on the lesson or playground tree being shown.
 */
public interface Stepping {
    /** The solver whose steps these are. */
    Algorithm algorithm();

    /** The last iteration there is: the root is solved there, or the search cannot go on, or a limit. */
    int lastIteration();

    /** The search after {@code iteration} iterations (clamped to 0 .. {@link #lastIteration()}). */
    SearchStepper.Step at(int iteration);
}
