package org.prooflab.engine.search;

import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Rng;

/**
 * What one thread plays playouts with: its generator and move buffer, and its own copies of the
 * search's seed, goal and prover. Each thread makes its lane, so a lane and the generator it
 * writes at every random number lie among that thread's objects, not beside fields another
 * thread reads (a shared cache line costs a miss at every write that follows the other's read).
 */
final class PlayoutLane {
    // Padding: whatever was allocated just before a lane stays off the line of the generator it writes.
    @SuppressWarnings("unused")
    private final long[] before = new long[16];
    private final long seed;
    private final Goal goal;
    private final int prover;
    private final Rng rng = new Rng(0);
    private final int[] buffer;

    PlayoutLane(long seed, Goal goal, int prover, int maxMoves) {
        this.seed = seed;
        this.goal = goal;
        this.prover = prover;
        this.buffer = new int[maxMoves];
    }

    /** A move buffer of the lane's thread, for whatever else it generates moves for between playouts. */
    int[] buffer() {
        return buffer;
    }

    /**
     * How many of playouts {@code [from, to)} of leaf {@code j} reach the goal: the leaf is {@code s}
     * after {@code moves[j]} ({@code s} itself when {@code moves} is null), created as node number
     * {@code ordinals[j]}. {@code s} is left as it was.
     */
    int leafWins(GameState s, int[] moves, long[] ordinals, int j, int from, int to, int maxPlies) {
        if (moves != null) {
            s.play(moves[j]);
        }
        long family = Rng.family(seed, ordinals[j]);
        int won = 0;
        for (int i = from; i < to; i++) {
            rng.reseed(Rng.member(family, i));
            int winner = s.randomPlayout(rng, maxPlies, buffer);
            if (winner != GameState.NO_RESULT && goal.reachedBy(winner, prover)) {
                won++;
            }
        }
        if (moves != null) {
            s.undo();
        }
        return won;
    }
}
