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
 * The calling thread publishes them as a {@link Job}; helper threads, which spin between
 * expansions (an expansion of a Connect Four PPNS search is a few tens of microseconds: handing
 * work to a parked thread would cost more than the work) and park only after a quiet millisecond,
 * take chunks from the back, the caller from the front, until they meet. A chunk a helper took but
 * has not finished when the caller runs out of chunks is waited for briefly and then played again
 * by the caller (a helper may have been descheduled; its playouts are deterministic, so the result
 * is the same): the search never waits for a thread the operating system put aside.
 *
 * <p>Why from both ends. A cache line that both cores write passes between them at every write,
 * and on these virtual machines a pass costs as much as a few Connect Four playouts. With one
 * counter of chunks that every thread took from, and finished flags and results that both wrote,
 * each chunk paid several passes and fences: at sixteen chunks a thread, two threads ran a Connect
 * Four PPNS search slower than one (0.81x). Now the caller alone writes its frontier and takes its
 * share of the chunks between the frontiers at once (so it reads the helpers' frontier a few times
 * a job), the helpers alone write theirs (a counter only helpers take from), each frontier on a
 * cache line of its own, and each side writes its results where only it writes, with a release
 * store and no fence (except a chunk the caller takes over from a late helper: both may then write
 * its slots in the job, the same values). At the meeting point both sides may take the same chunk:
 * it is played twice, with the same result, and each chunk is counted once ({@link #gather}).
 *
 * <p>A job owns everything a helper reads (a copy of the position, the leaves' moves and creation
 * numbers) and everything it writes (its wins), so a helper that finishes a chunk after
 * the caller moved on writes into a job nobody reads any more and never sees the next
 * expansion's half-written buffers.
 *
 * <p>Speculation. Between two expansions the caller backs the values up and selects the next node
 * alone (a fifth of a Connect Four PPNS search), and helpers would idle. So the search may name,
 * before an expansion's playouts, the node it will probably expand after it ({@link #speculate}):
 * helpers that run out of the expansion's chunks go on to that node, find its leaves and start
 * their playouts while the caller backs up and selects. When the caller then asks for exactly
 * those playouts (same node, same leaves, same creation numbers) it joins the job and finds part
 * of it done; otherwise the job is dropped. The playouts' seeds depend only on (seed, creation
 * number, index), so a speculation changes when a playout is played, never its result: the
 * search stays the same to the node.
 */
final class LeafPlayouts implements AutoCloseable {
    /** How long a helper spins for new work before it parks. */
    private static final long SPIN_NANOS = 1_000_000;
    /** How long the caller waits for a chunk a helper holds before it plays the chunk itself. */
    static final long TAKE_OVER_NANOS = 200_000;
    private static final int CHUNKS_PER_THREAD = 4;
    /** Where the frontiers lie in {@link Job#frontiers}: 64 bytes apart and from the array's ends, so no other data shares their cache lines. */
    private static final int FRONT = 16;
    private static final int BACK = 32;
    private static final int FRONTIERS_LENGTH = 48;
    private static final int[] NO_MOVES = {};

    private final int threads;
    private final long seed;
    private final Goal goal;
    private final int prover;
    private final int maxMoves;
    private final long takeOverNanos;
    /** The calling thread's lane. */
    private final Lane lane;
    private Helper[] helpers;
    private volatile Job current;
    private volatile boolean closed;
    /** The caller's fields: the speculation the next {@link #play} links after its own job, and the one it may use. */
    private Job nextGuess;
    private Job speculation;
    /** The caller's results of its own chunks, laid out as {@link Job#won}. */
    private int[] callerWon = new int[16];
    private long published;
    private long speculations;
    private long speculationsUsed;

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
        this.lane = new Lane(seed, goal, prover, maxMoves);
    }

    /**
     * One expansion's playouts: unit u is playout u % count of leaf u / count. A caller's job knows its
     * leaves from the start; a speculation's are found by the first helper that takes it, from
     * {@code base} after {@code back} moves taken back and {@code path} played, and published by
     * {@link #ready}.
     */
    private static final class Job {
        final GameState base;
        final int count;
        final int maxPlies;
        /** The node whose children these are, for a speculation; -1 for a caller's job. */
        final int key;
        final int back;
        final int[] path;
        final long firstOrdinal;
        int[] moves;
        long[] ordinals;
        int leaves;
        int units;
        int chunkSize;
        int chunks;
        /** 1 once a chunk's results are written (a release that publishes them). */
        AtomicIntegerArray finished;
        /**
         * The helpers' wins of each run of one leaf's playouts inside one chunk: at {@code won[j]} for
         * the run that starts at leaf j's first playout, at {@code won[leaves + c]} for chunk c's
         * first run when the chunk starts inside a leaf. The caller writes its own chunks' runs into
         * an array of its own ({@link LeafPlayouts#callerWon}), laid out the same way.
         */
        int[] won;
        /**
         * The two frontiers, each on a cache line of its own: at {@link #FRONT} the end of the chunks
         * the caller took, set before it plays them (written by the caller only), at {@link #BACK} the
         * last chunk helpers took (a helper takes chunk {@code back - 1} by decrementing it, and plays
         * it unless it lies below the caller's frontier; with one helper nobody else writes it).
         */
        final AtomicIntegerArray frontiers = new AtomicIntegerArray(FRONTIERS_LENGTH);
        /** The order jobs were published in: a helper takes each job once, newest last. */
        long id;
        /** The speculation helpers go on to when this job's chunks are all taken. */
        volatile Job then;
        /** The leaves and the arrays above are set (a release that publishes them). */
        volatile boolean ready;
        /** The caller expanded another node: helpers stop taking chunks. */
        volatile boolean abandoned;
        /** A speculation's leaves are being found by a helper; others wait for {@link #ready}. */
        final AtomicInteger claimed = new AtomicInteger();
        volatile Throwable failure;

        /** The caller's job: the leaves are known. */
        Job(GameState base, int[] moves, long[] ordinals, int leaves, int count, int maxPlies, int threads) {
            this.base = base;
            this.count = count;
            this.maxPlies = maxPlies;
            this.key = -1;
            this.back = 0;
            this.path = null;
            this.firstOrdinal = -1;
            setLeaves(moves, ordinals, leaves, threads);
            this.ready = true;
        }

        /** A speculation on node {@code key}: its position is {@code base} after {@code back} undos and {@code path}. */
        Job(GameState base, int back, int[] path, long firstOrdinal, int count, int maxPlies, int key) {
            this.base = base;
            this.count = count;
            this.maxPlies = maxPlies;
            this.key = key;
            this.back = back;
            this.path = path;
            this.firstOrdinal = firstOrdinal;
        }

        void setLeaves(int[] moves, long[] ordinals, int leaves, int threads) {
            this.moves = moves;
            this.ordinals = ordinals;
            this.leaves = leaves;
            this.units = leaves * count;
            this.chunkSize = Math.max(1, (units + threads * CHUNKS_PER_THREAD - 1) / (threads * CHUNKS_PER_THREAD));
            this.chunks = (units + chunkSize - 1) / chunkSize;
            this.finished = new AtomicIntegerArray(chunks);
            this.won = new int[leaves + chunks];
            frontiers.set(BACK, chunks);
        }

        /** A copy of the job's position: the base after {@code back} moves taken back and {@code path} played. */
        GameState position() {
            GameState s = base.copy();
            for (int i = 0; i < back; i++) {
                s.undo();
            }
            for (int m : path == null ? NO_MOVES : path) {
                s.play(m);
            }
            return s;
        }

        /** A speculation that turned out to be the caller's next expansion, leaf for leaf. */
        boolean isFor(int node, int[] moves, long[] ordinals, int leaves, int count, int maxPlies) {
            if (key != node || !ready || this.leaves != leaves || this.count != count || this.maxPlies != maxPlies) {
                return false;
            }
            for (int j = 0; j < leaves; j++) {
                if (this.moves[j] != moves[j] || this.ordinals[j] != ordinals[j]) {
                    return false;
                }
            }
            return true;
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
        play(state, moves, ordinals, leaves, count, maxPlies, wins, -1);
    }

    /**
     * {@link #play} for the children of node {@code node}, the node of a pending {@link #speculate}
     * when the search predicted right: then the playouts helpers already played are not played again.
     */
    void play(GameState state, int[] moves, long[] ordinals, int leaves, int count, int maxPlies, int[] wins, int node) {
        Job spec = speculation;
        Job guess = nextGuess;
        speculation = guess;
        nextGuess = null;
        int units = leaves * count;
        boolean used = spec != null && units >= 2 && moves != null && spec.isFor(node, moves, ordinals, leaves, count, maxPlies);
        if (spec != null && !used) {
            spec.abandoned = true;
        }
        if (threads == 1 || units < 2) {
            if (guess != null) {
                guess.id = ++published;
                publish(guess);
            }
            for (int j = 0; j < leaves; j++) {
                wins[j] = lane.leafWins(state, moves, ordinals, j, 0, count, maxPlies);
            }
            return;
        }
        Job job;
        if (used) {
            speculationsUsed++;
            job = spec;
            if (guess != null) {
                // Helpers still on this job go on to the guess by the link, those already past it by current.
                guess.id = ++published;
                job.then = guess;
                publish(guess);
            }
        } else {
            startHelpers();
            job = new Job(state.copy(), moves == null ? null : Arrays.copyOf(moves, leaves),
                    Arrays.copyOf(ordinals, leaves), leaves, count, maxPlies, threads);
            job.id = ++published;
            if (guess != null) {
                guess.id = ++published;
                job.then = guess;
            }
            publish(job);
        }
        int chunks = job.chunks;
        if (callerWon.length < leaves + chunks) {
            callerWon = new int[Math.max(leaves + chunks, 2 * callerWon.length)];
        }
        // This thread takes chunks from the front, on the caller's own position (left as it was after each),
        // until it meets the helpers' frontier: each time its share of the chunks between the two
        // frontiers, so that it reads the helpers' frontier a few times a job, not once a chunk.
        int front = 0;
        for (int back = job.frontiers.get(BACK); front < back; back = job.frontiers.get(BACK)) {
            int end = front + Math.max(1, (back - front) / threads);
            job.frontiers.lazySet(FRONT, end);
            for (; front < end; front++) {
                runChunk(job, front, state, lane, callerWon);
            }
        }
        // The chunks helpers hold: wait a little, then play what is still missing here.
        long deadline = System.nanoTime() + takeOverNanos;
        for (int c = front; c < chunks; c++) {
            while (job.finished.get(c) == 0 && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            if (job.finished.get(c) == 0) {
                runChunk(job, c, state, lane, job.won);
                job.finished.lazySet(c, 1);
            }
        }
        Throwable failure = job.failure;
        if (failure != null) {
            throw new IllegalStateException("a playout failed", failure);
        }
        gather(job, front, count, wins);
    }

    /**
     * Each leaf's wins: chunks before {@code front} are the caller's ({@link #callerWon}), the rest the
     * helpers' ({@link Job#won}). A leaf's first run is in the chunk where the leaf starts; a chunk that
     * starts inside a leaf adds its first run to that leaf.
     */
    private void gather(Job job, int front, int count, int[] wins) {
        int leaves = job.leaves;
        int chunkSize = job.chunkSize;
        for (int j = 0; j < leaves; j++) {
            wins[j] = (j * count) / chunkSize < front ? callerWon[j] : job.won[j];
        }
        for (int c = 0; c < job.chunks; c++) {
            int from = c * chunkSize;
            if (from % count != 0) {
                wins[from / count] += c < front ? callerWon[leaves + c] : job.won[leaves + c];
            }
        }
    }

    /**
     * Names the node the search will probably expand after the next {@link #play}, so that helpers
     * go on to its children's playouts when they run out of that play's chunks: the node is
     * {@code state} after {@code back} moves taken back and {@code path[0..length)} played, its
     * children will be created as nodes number {@code firstOrdinal} on, and each non-terminal one
     * gets {@code count} playouts of at most {@code maxPlies} plies. The play after next uses what
     * they played if it is for exactly that node and those leaves, and drops it otherwise. Nothing
     * on one thread. {@code state} is only copied.
     */
    void speculate(GameState state, int back, int[] path, int length, long firstOrdinal, int count, int maxPlies, int node) {
        if (threads == 1) {
            return;
        }
        startHelpers();
        speculations++;
        nextGuess = new Job(state.copy(), back, Arrays.copyOf(path, length), firstOrdinal, count, maxPlies, node);
    }

    /** Speculations made, and those the next expansion used. */
    long[] speculationCounts() {
        return new long[] {speculations, speculationsUsed};
    }

    private void publish(Job job) {
        current = job;
        for (Helper h : helpers) {
            if (h.parked) {
                LockSupport.unpark(h.thread);
            }
        }
    }

    /** A helper finds a speculation's leaves on {@code s}, the job's {@link Job#position}, left as it was. */
    private void findLeaves(Job job, GameState s, int[] buffer) {
        int n = s.isTerminal() ? 0 : s.legalMoves(buffer);
        int[] moves = new int[n];
        long[] ordinals = new long[n];
        int leaves = 0;
        for (int i = 0; i < n; i++) {
            s.play(buffer[i]);
            if (!s.isTerminal()) {
                moves[leaves] = buffer[i];
                ordinals[leaves] = job.firstOrdinal + i;
                leaves++;
            }
            s.undo();
        }
        job.setLeaves(moves, ordinals, leaves, threads);
        job.ready = true;
    }

    /** The chunk's playouts from {@code s} (the job's position, left as it was), their results into {@code won}, laid out as {@link Job#won}. */
    private static void runChunk(Job job, int chunk, GameState s, Lane lane, int[] won) {
        int from = chunk * job.chunkSize;
        int to = Math.min(job.units, from + job.chunkSize);
        int count = job.count;
        for (int u = from; u < to; ) {
            int j = u / count;
            int end = Math.min(to, (j + 1) * count);
            int w = lane.leafWins(s, job.moves, job.ordinals, j, u - j * count, end - j * count, job.maxPlies);
            won[u % count == 0 ? j : job.leaves + chunk] = w;
            u = end;
        }
    }

    /**
     * What one thread plays playouts with: its generator and move buffer, and its own copies of the
     * search's seed, goal and prover. Each thread makes its lane, so a lane and the generator it
     * writes at every random number lie among that thread's objects, not beside fields another
     * thread reads (a shared cache line costs a miss at every write that follows the other's read).
     */
    private static final class Lane {
        // Padding: the caller's lane is made right after the LeafPlayouts object, whose job field helpers poll.
        @SuppressWarnings("unused")
        private final long[] before = new long[16];
        private final long seed;
        private final Goal goal;
        private final int prover;
        private final Rng rng = new Rng(0);
        private final int[] buffer;

        Lane(long seed, Goal goal, int prover, int maxMoves) {
            this.seed = seed;
            this.goal = goal;
            this.prover = prover;
            this.buffer = new int[maxMoves];
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
            Lane lane = new Lane(seed, goal, prover, maxMoves);
            long done = 0;
            long idleSince = System.nanoTime();
            while (!closed) {
                Job job = current;
                if (job == null || job.id <= done) {
                    if (System.nanoTime() - idleSince < SPIN_NANOS) {
                        Thread.onSpinWait();
                        continue;
                    }
                    // Park: the caller unparks a parked helper after it publishes a job; both flags are volatile.
                    parked = true;
                    if (current == job && !closed) {
                        LockSupport.park(this);
                    }
                    parked = false;
                    idleSince = System.nanoTime();
                    continue;
                }
                // This job, then the speculation linked after it, and so on while they are newer.
                while (job != null && job.id > done && !closed) {
                    done = job.id;
                    help(job, lane);
                    job = job.then;
                }
                idleSince = System.nanoTime();
            }
        }

        /** Takes chunks of {@code job} until none is left (after finding its leaves first, for a speculation). */
        private void help(Job job, Lane lane) {
            GameState s = null;
            try {
                if (!job.ready) {
                    // A speculation: the first helper finds its leaves, the others wait for them.
                    if (job.claimed.getAndIncrement() == 0) {
                        s = job.position();
                        findLeaves(job, s, lane.buffer);
                    } else {
                        while (!job.ready && !job.abandoned && !closed) {
                            Thread.onSpinWait();
                        }
                        if (!job.ready) {
                            return;
                        }
                    }
                }
                // From the back, until the caller's frontier: a chunk the caller took meanwhile is
                // played twice at most, with the same result.
                for (int c = job.frontiers.decrementAndGet(BACK); c >= job.frontiers.get(FRONT) && !job.abandoned;
                        c = job.frontiers.decrementAndGet(BACK)) {
                    if (s == null) {
                        s = job.position();
                    }
                    runChunk(job, c, s, lane, job.won);
                    job.finished.lazySet(c, 1);
                }
            } catch (RuntimeException | Error e) {
                // The caller plays the unfinished chunk again and reports the failure if it sees it.
                // A failure in a chunk the caller also played (below its frontier) may come too late
                // to be seen: the caller's own play of it is complete, so its wins are still right.
                job.failure = e;
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        current = null;
        if (speculation != null) {
            speculation.abandoned = true;
            speculation = null;
        }
        nextGuess = null;
        if (helpers != null) {
            for (Helper h : helpers) {
                LockSupport.unpark(h.thread);
            }
            helpers = null;
        }
    }
}
