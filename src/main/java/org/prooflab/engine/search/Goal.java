package org.prooflab.engine.search;

import org.prooflab.engine.game.GameState;

/**
 * The binary question a search answers for the prover, the player to move at the root. A draw is
 * not a win (Song et al. 2019 do the same); the full value takes a second search with
 * {@link #NOT_LOSE}.
 */
public enum Goal {
    /** "Does the player to move win?" */
    WIN,
    /** "Does the player to move avoid losing?" (a win or a draw). */
    NOT_LOSE;

    /** True when a finished game with this {@code winner} (0, 1 or DRAW) reaches the goal for {@code prover}. */
    public boolean reachedBy(int winner, int prover) {
        return winner == prover || (this == NOT_LOSE && winner == GameState.DRAW);
    }
}
