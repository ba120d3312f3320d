package org.prooflab.engine.search;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.locks.LockSupport;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Rng;

/**
 * The random playouts that value new leaves (MCPNS, PPNS), on one thread or several (leaf
 * parallelism). Playout {@code i} of the node created {@code k}-th in a search draws its random
 * numbers from a generator seeded by {@link Rng#derive}(seed, k, i), so a playout's result does not
 * depend on which thread plays it, and the whole search is the same to the node whatever the
 * thread count: the threads only share out the (leaf, playout) pairs of one expansion.
 *
 * <p>How the work is shared. An expansion's pairs are cut into a few chunks (about four a thread).
 * The calling thread publishes them as a {@link Job} and takes chunks itself; helper threads,
 * which spin between expansions (an expansion of a Connect Four PPNS search is a few tens of
 * microseconds: handing work to a parked thread would cost more than the work) and park only
 * after a quiet millisecond, take the others from the same counter. A chunk a helper took but has
 * not finished when the caller runs out of chunks is waited for briefly and then played again by
 * the caller (a helper may have been descheduled; its playouts are deterministic, so the result
 * is the same): the search never waits for a thread the operating system put aside.
 *
 * <p>A job owns everything a helper reads (a copy of the position, the leaves' moves and creation
 * numbers) and everything it writes (its wins), so a helper that finishes a chunk after
 * the caller moved on writes into a job nobody reads any more and never sees the next
 * expansion's half-written buffers.
 */
final class LeafPlayouts implements AutoCloseable {
    /** How long a helper spins for new work before it parks. */
    private static final long SPIN_NANOS = 1_000_000;
    /** How long the caller waits for a chunk a helper holds before it plays the chunk itself. */
    static final long TAKE_OVER_NANOS = 200_000;
    private static final int CHUNKS_PER_THREAD = 4;

    private final int threads;
    private final long seed;
    private final Goal goal;
    private final int prover;
    private final int maxMoves;
    private final long takeOverNanos;
    /** The calling thread's generator and move buffer. */
    private final Rng rng = new Rng(0);
    private final int[] buffer;
    private Helper[] helpers;
    private volatile Job current;
    private volatile boolean closed;

    LeafPlayouts(int threads, long seed, Goal goal, int prover, int maxMoves) {
        this(threads, seed, goal, prover, maxMoves, TAKE_OVER_NANOS);
    }

    /** With the caller's wait for a helper's chunk before it plays the chunk itself (0 in tests: it never waits). */
    LeafPlayouts(int threads, long seed, Goal goal, int prover, int maxMoves, long takeOverNanos) {
        this.takeOverNanos = takeOverNanos;
        this.threads = Math.max(1, threads);
        this.seed = seed;
        this.goal = goal;
        this.prover = prover;
        this.maxMoves = maxMoves;
        this.buffer = new int[maxMoves];
    }

    /** One expansion's playouts: unit u is playout u % count of leaf u / count. */
    private static final class Job {
        final GameState base;
        final int[] moves;
        final long[] ordinals;
        final int count;
        final int maxPlies;
        final int units;
        final int chunkSize;
        final int chunks;
        final AtomicInteger next = new AtomicInteger();
        /** 1 once a chunk's results are written (a release that publishes them). */
        final AtomicIntegerArray finished;
        /**
         * The wins of each run of one leaf's playouts inside one chunk: at {@code won[j]} for the run
         * that starts at leaf j's first playout, at {@code won[leaves + c]} for chunk c's first run
         * when the chunk starts inside a leaf. One write a run, not one a playout, so that two
         * threads do not pass a cache line back and forth at every playout (a Connect Four playout
         * takes about 70 ns), and little garbage an expansion.
         */
        final int[] won;
        volatile Throwable failure;

        Job(GameState base, int[] moves, long[] ordinals, int count, int maxPlies, int units, int chunkSize) {
            this.base = base;
            this.moves = moves;
            this.ordinals = ordinals;
            this.count = count;
            this.maxPlies = maxPlies;
            this.units = units;
            this.chunkSize = chunkSize;
            this.chunks = (units + chunkSize - 1) / chunkSize;
            this.finished = new AtomicIntegerArray(chunks);
            this.won = new int[ordinals.length + chunks];
        }
    }

    /**
     * Plays {@code count} playouts of at most {@code maxPlies} plies from each of {@code leaves}
     * leaves, leaf {@code j} being {@code state} after {@code moves[j]} ({@code state} itself when
     * {@code moves} is null, for the root), created as node number {@code ordinals[j]} of the
     * search; writes leaf {@code j}'s wins to {@code wins[j]}. {@code state} is left as it was, and
     * the arrays may be reused by the caller as soon as this returns.
     */
    void play(GameState state, int[] moves, long[] ordinals, int leaves, int count, int maxPlies, int[] wins) {
        int units = leaves * count;
        if (threads == 1 || units < 2) {
            for (int j = 0; j < leaves; j++) {
                wins[j] = leafWins(state, moves, ordinals, j, 0, count, maxPlies, rng, buffer);
            }
            return;
        }
        startHelpers();
        int chunkSize = Math.max(1, (units + threads * CHUNKS_PER_THREAD - 1) / (threads * CHUNKS_PER_THREAD));
        Job job = new Job(state.copy(), moves == null ? null : Arrays.copyOf(moves, leaves),
                Arrays.copyOf(ordinals, leaves), count, maxPlies, units, chunkSize);
        current = job;
        for (Helper h : helpers) {
            if (h.parked) {
                LockSupport.unpark(h.thread);
            }
        }
        // This thread takes chunks too, on the caller's own position (left as it was after each).
        for (int c = job.next.getAndIncrement(); c < job.chunks; c = job.next.getAndIncrement()) {
            runChunk(job, c, state, rng, buffer);
            job.finished.set(c, 1);
        }
        // The chunks helpers hold: wait a little, then play what is still missing here.
        long deadline = System.nanoTime() + takeOverNanos;
        for (int c = 0; c < job.chunks; c++) {
            while (job.finished.get(c) == 0 && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            if (job.finished.get(c) == 0) {
                runChunk(job, c, state, rng, buffer);
                job.finished.set(c, 1);
            }
        }
        Throwable failure = job.failure;
        if (failure != null) {
            throw new IllegalStateException("a playout failed", failure);
        }
        System.arraycopy(job.won, 0, wins, 0, leaves);
        for (int c = 0; c < job.chunks; c++) {
            int from = c * chunkSize;
            if (from % count != 0) {
                wins[from / count] += job.won[leaves + c];
            }
        }
    }

    /** The chunk's playouts from {@code s} (the job's position, left as it was), their results into the job. */
    private void runChunk(Job job, int chunk, GameState s, Rng rng, int[] buffer) {
        int from = chunk * job.chunkSize;
        int to = Math.min(job.units, from + job.chunkSize);
        int count = job.count;
        for (int u = from; u < to; ) {
            int j = u / count;
            int end = Math.min(to, (j + 1) * count);
            int w = leafWins(s, job.moves, job.ordinals, j, u - j * count, end - j * count, job.maxPlies, rng, buffer);
            job.won[u % count == 0 ? j : job.ordinals.length + chunk] = w;
            u = end;
        }
    }

    /**
     * How many of playouts {@code [from, to)} of leaf {@code j} reach the goal: the leaf is {@code s}
     * after {@code moves[j]} ({@code s} itself when {@code moves} is null), created as node number
     * {@code ordinals[j]}. {@code s} is left as it was.
     */
    private int leafWins(GameState s, int[] moves, long[] ordinals, int j, int from, int to, int maxPlies, Rng rng,
                         int[] buffer) {
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

    private void startHelpers() {
        if (helpers != null) {
            return;
        }
        helpers = new Helper[threads - 1];
        for (int t = 0; t < helpers.length; t++) {
            helpers[t] = new Helper();
            Thread thread = new Thread(helpers[t], "leaf-playouts-" + (t + 1));
            thread.setDaemon(true);
            helpers[t].thread = thread;
            thread.start();
        }
    }

    /** A helper thread: takes chunks of each new job, spins between jobs, parks when none came for a while. */
    private final class Helper implements Runnable {
        Thread thread;
        volatile boolean parked;

        @Override
        public void run() {
            // Created on this thread, so that two threads never write to the same cache line.
            Rng rng = new Rng(0);
            int[] buffer = new int[maxMoves];
            Job seen = null;
            long idleSince = System.nanoTime();
            while (!closed) {
                Job job = current;
                if (job == null || job == seen) {
                    if (System.nanoTime() - idleSince < SPIN_NANOS) {
                        Thread.onSpinWait();
                        continue;
                    }
                    // Park: the caller unparks a parked helper after it publishes a job; both flags are volatile.
                    parked = true;
                    if (current == seen && !closed) {
                        LockSupport.park(this);
                    }
                    parked = false;
                    idleSince = System.nanoTime();
                    continue;
                }
                seen = job;
                GameState s = null;
                try {
                    for (int c = job.next.getAndIncrement(); c < job.chunks; c = job.next.getAndIncrement()) {
                        if (s == null) {
                            s = job.base.copy();
                        }
                        runChunk(job, c, s, rng, buffer);
                        job.finished.set(c, 1);
                    }
                } catch (RuntimeException | Error e) {
                    // The caller plays the unfinished chunk again and reports the failure.
                    job.failure = e;
                }
                idleSince = System.nanoTime();
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        current = null;
        if (helpers != null) {
            for (Helper h : helpers) {
                LockSupport.unpark(h.thread);
            }
            helpers = null;
        }
    }
}
