package org.prooflab.engine.search;

import org.prooflab.engine.game.GameState;

/**
 * A game-tree solver: answers a binary {@link Goal} for the player to move in {@code root}.
 * A solver object runs one search at a time; {@code root} itself is never changed.
 */
public interface Solver {
    Algorithm algorithm();

    SearchResult solve(GameState root, Goal goal, Limits limits, SearchControl control);
}
