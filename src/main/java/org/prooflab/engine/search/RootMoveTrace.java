package org.prooflab.engine.search;

import java.util.Arrays;

/**
 * The move a search would play at the root after each iteration, stored as the iterations where
 * it changed. Song et al. 2019 (Figures 9 and 12) plot the error rate of this move against the
 * iterations; {@link #moveAfter(long)} gives it for any iteration.
 */
public final class RootMoveTrace {
    private long[] iterations = new long[16];
    private int[] moves = new int[16];
    private int size;

    void record(long iteration, int move) {
        if (size > 0 && moves[size - 1] == move) {
            return;
        }
        if (size == iterations.length) {
            iterations = Arrays.copyOf(iterations, size * 2);
            moves = Arrays.copyOf(moves, size * 2);
        }
        iterations[size] = iteration;
        moves[size++] = move;
    }

    /** The move after {@code iteration} iterations, or -1 if none was chosen by then. */
    public int moveAfter(long iteration) {
        int lo = 0;
        int hi = size - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (iterations[mid] <= iteration) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found < 0 ? -1 : moves[found];
    }

    /** Number of changes recorded. */
    public int changes() {
        return size;
    }
}
