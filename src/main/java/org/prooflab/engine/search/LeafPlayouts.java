package org.prooflab.engine.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Rng;

/**
 * The random playouts that value new leaves (MCPNS, PPNS), on one thread or several (leaf
 * parallelism). Playout {@code i} of the node created {@code k}-th in a search draws its random
 * numbers from a generator seeded by {@link Rng#derive}(seed, k, i), so a leaf's playouts, and
 * with them the whole search, are the same to the node whatever the thread count: the threads
 * only share out the (leaf, playout) pairs of one expansion, and the wins are added up.
 *
 * <p>With more than one thread, the calling thread does one share itself and the others run on a
 * pool of daemon threads that lives as long as this object ({@link #close}).
 */
final class LeafPlayouts implements AutoCloseable {
    private final int threads;
    private final long seed;
    private final Goal goal;
    private final int prover;
    private final Worker[] workers;
    private ExecutorService pool;
    private final List<Future<?>> pending = new ArrayList<>();

    /**
     * A share's own generator, move buffer and win counts. The thread that runs a share creates
     * them (and its copy of the position) itself, so that two threads never write to the same
     * cache line (a generator's state changes at every move of a playout).
     */
    private static final class Worker {
        final int maxMoves;
        Rng rng;
        int[] buffer;
        int[] wins = new int[0];

        Worker(int maxMoves) {
            this.maxMoves = maxMoves;
        }
    }

    LeafPlayouts(int threads, long seed, Goal goal, int prover, int maxMoves) {
        this.threads = Math.max(1, threads);
        this.seed = seed;
        this.goal = goal;
        this.prover = prover;
        this.workers = new Worker[this.threads];
        for (int t = 0; t < this.threads; t++) {
            workers[t] = new Worker(maxMoves);
        }
    }

    /**
     * Plays {@code count} playouts of at most {@code maxPlies} plies from each of {@code leaves}
     * leaves, leaf {@code j} being {@code state} after {@code moves[j]} ({@code state} itself when
     * {@code moves} is null, for the root), created as node number
     * {@code ordinals[j]} of the search; writes leaf {@code j}'s wins to {@code wins[j]}.
     * {@code state} is left as it was. An interrupt while other threads play ends the search with
     * an {@link IllegalStateException} (the lab and the CLI stop a solve by cancelling it instead).
     */
    void play(GameState state, int[] moves, long[] ordinals, int leaves, int count, int maxPlies, int[] wins) {
        int units = leaves * count;
        int shares = Math.min(threads, units);
        if (shares <= 1) {
            run(workers[0], state, moves, ordinals, leaves, count, maxPlies, 0, units);
            System.arraycopy(workers[0].wins, 0, wins, 0, leaves);
            return;
        }
        if (pool == null) {
            pool = Executors.newFixedThreadPool(threads - 1, r -> {
                Thread t = new Thread(r, "leaf-playouts");
                t.setDaemon(true);
                return t;
            });
        }
        // Every share, this thread's too, plays on its own copy: the position is only read until all are done.
        for (int t = 1; t < shares; t++) {
            Worker w = workers[t];
            int from = (int) ((long) units * t / shares);
            int to = (int) ((long) units * (t + 1) / shares);
            pending.add(pool.submit(() -> run(w, state.copy(), moves, ordinals, leaves, count, maxPlies, from, to)));
        }
        run(workers[0], state.copy(), moves, ordinals, leaves, count, maxPlies, 0, units / shares);
        System.arraycopy(workers[0].wins, 0, wins, 0, leaves);
        try {
            for (int t = 1; t < shares; t++) {
                pending.get(t - 1).get();
                int[] w = workers[t].wins;
                for (int j = 0; j < leaves; j++) {
                    wins[j] += w[j];
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while playouts ran", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a playout failed", e.getCause());
        } finally {
            // After a failure the search ends: stop the shares still running.
            for (Future<?> f : pending) {
                f.cancel(true);
            }
            pending.clear();
        }
    }

    /** Units {@code [from, to)}: unit u is playout u % count of leaf u / count. */
    private void run(Worker w, GameState s, int[] moves, long[] ordinals, int leaves, int count, int maxPlies, int from,
                     int to) {
        if (w.rng == null) {
            w.rng = new Rng(0);
            w.buffer = new int[w.maxMoves];
        }
        if (w.wins.length < leaves) {
            w.wins = new int[Math.max(leaves, 2 * w.wins.length)];
        }
        Arrays.fill(w.wins, 0, leaves, 0);
        Rng rng = w.rng;
        int[] buffer = w.buffer;
        int u = from;
        while (u < to) {
            // The leaf of unit u, and the rest of its playouts in [from, to).
            int j = u / count;
            int end = Math.min(to, (j + 1) * count);
            long family = Rng.family(seed, ordinals[j]);
            if (moves != null) {
                s.play(moves[j]);
            }
            int won = 0;
            for (int i = u - j * count; u < end; u++, i++) {
                rng.reseed(Rng.member(family, i));
                int winner = s.randomPlayout(rng, maxPlies, buffer);
                if (winner != GameState.NO_RESULT && goal.reachedBy(winner, prover)) {
                    won++;
                }
            }
            w.wins[j] += won;
            if (moves != null) {
                s.undo();
            }
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
            pool = null;
        }
    }
}
