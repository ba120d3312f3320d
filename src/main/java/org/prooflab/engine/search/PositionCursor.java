package org.prooflab.engine.search;

import java.util.Arrays;
import org.prooflab.engine.game.GameState;

/**
 * A position made once from a root and moved from node to node, each named by the moves from the
 * root: it takes back the moves where the new path parts from the one it keeps a record of, then
 * plays the rest. Consecutive jobs share most of their path, so a move costs a few undos and plays.
 */
final class PositionCursor {
    private final GameState root;
    private GameState position;
    /** The moves that led from the root to the position; small at first, so that tests going a few plies deep grow it. */
    private int[] path = new int[8];
    private int length;

    PositionCursor(GameState root) {
        this.root = root;
        this.position = root.copy();
    }

    GameState position() {
        return position;
    }

    /** Brings the position to the root after {@code to}: back to where the paths part, then forward. */
    void moveTo(int[] to) {
        int common = 0;
        int shorter = Math.min(length, to.length);
        while (common < shorter && path[common] == to[common]) {
            common++;
        }
        for (; length > common; length--) {
            position.undo();
        }
        if (path.length < to.length) {
            path = Arrays.copyOf(path, Math.max(to.length, 2 * path.length));
        }
        for (; length < to.length; length++) {
            position.play(to[length]);
            path[length] = to[length];
        }
    }

    /** After a failure, which may leave the position anywhere: the root again. */
    void reset() {
        position = root.copy();
        length = 0;
    }
}
