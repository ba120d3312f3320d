package org.prooflab.engine.search;

/** The game-theoretic value of a position for the player to move. */
public enum Value {
    WIN, DRAW, LOSS
}
