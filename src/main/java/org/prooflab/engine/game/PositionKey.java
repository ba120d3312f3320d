package org.prooflab.engine.game;

/** An exact identity of a game position: two words of board plus the side to move. */
public record PositionKey(long first, long second, int player) {
}
