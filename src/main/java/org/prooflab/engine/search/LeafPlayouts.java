package org.prooflab.engine.search;

import java.util.Arrays;
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
 * <p>What crosses between cores. Every cache line one core writes and the other then reads passes
 * between them, and on these virtual machines a pass costs as much as a few Connect Four playouts
 * (how much varied from minute to minute in our measurements). So a job carries as little as it
 * can: the moves from the search's root to the node (a few dozen bytes), the node's creation
 * number and the playout count. Each helper keeps its own copy of the position, made once from the root, and
 * brings it to the job's node by taking back and replaying the moves where the paths differ
 * (consecutive expansions share most of their path); it finds the node's children itself, with the
 * search's own rule ({@link #findLeaves}: the non-terminal ones, in the order of the legal moves, the
 * {@code i}-th move's child being node {@code firstOrdinal + i}), and cuts them into the same chunks
 * the caller cuts.
 * Neither side copies a position or the leaves' moves for the other.
 *
 * <p>The frontiers. The caller alone writes its frontier (how many chunks it took from the front)
 * and takes its share of the chunks between the frontiers at once, so it reads the helpers' count
 * a few times a job; helpers alone count the chunks taken from the back, and also take their share
 * of the gap at once, leaving the last chunk to the caller once it is at work on the job (so that it
 * seldom waits for a chunk a helper has just begun; with several helpers two may still both take
 * one, which costs time, not results); each count has a cache
 * line of its own, and each side writes its results where only it writes, with a release store
 * (except a chunk the caller takes over from a late helper: both may then write its slots in the
 * job, the same values). At the meeting point both sides may take the same chunk: it is played
 * twice, with the same result, and each chunk is counted once ({@link #gather}). With one counter
 * that every thread took from, and flags and results both wrote, sixteen chunks a thread made two
 * threads slower than one (0.81x).
 *
 * <p>A job owns what a helper writes (the wins and finished flags of its chunks), so a helper that
 * finishes a chunk after the caller moved on writes into a job nobody reads any more.
 *
 * <p>Speculation. Between two expansions the caller backs the values up and selects the next node
 * alone (a fifth of a Connect Four PPNS search), and helpers would idle. So the search may name,
 * before an expansion's playouts, the node it will probably expand after it ({@link #speculate}):
 * helpers that run out of the expansion's chunks go on to that node and start its children's
 * playouts while the caller backs up and selects. When the caller then asks for exactly that node
 * (the same path, node and creation numbers) it joins the job and finds part of it done; otherwise
 * the job is dropped. The playouts' seeds depend only on (seed, creation number, index), so a
 * speculation changes when a playout is played, never its result: the search stays the same to the
 * node.
 */
final class LeafPlayouts implements AutoCloseable {
    /** How long a helper spins for new work before it parks. */
    private static final long SPIN_NANOS = 1_000_000;
    /** How long the caller waits for a chunk a helper holds before it plays the chunk itself. */
    static final long TAKE_OVER_NANOS = 200_000;
    private static final int CHUNKS_PER_THREAD = 4;
    /** Where the counts lie in {@link Job#frontiers}: 64 bytes apart and from the array's ends, so no other data shares their cache lines. */
    private static final int FRONT = 16;
    private static final int TAKEN = 32;
    private static final int FRONTIERS_LENGTH = 48;

    private final int threads;
    private final long seed;
    private final Goal goal;
    private final int prover;
    private final int maxMoves;
    private final long takeOverNanos;
    /** The search's root position, never changed: each helper copies it once. */
    private final GameState root;
    /** The most chunks a job can have, and so the size of its result arrays beside the leaves. */
    private final int maxChunks;
    /** The calling thread's lane. */
    private final PlayoutLane lane;
    private Helper[] helpers;
    /** The only fields of this object helpers read in their loops, on cache lines of their own. */
    private final Mailbox mailbox = new Mailbox();
    /** The caller's fields: the speculation the next {@link #play} links after its own job, and the one it may use. */
    private Job nextGuess;
    private Job speculation;
    /** The caller's results of its own chunks, laid out as {@link Job#won}. */
    private final int[] callerWon;
    /** {@link #playNode}'s one leaf: its creation number and wins. */
    private final long[] nodeOrdinal = new long[1];
    private final int[] nodeWins = new int[1];
    private long published;
    private long speculations;
    private long speculationsUsed;
    /** Chunks whose wins came from a helper (tests: that the helpers' results are used at all). */
    private long helperChunks;

    /**
     * @param root the position the search starts from: every {@link #play} names its position by the
     *             moves from it. Copied.
     */
    LeafPlayouts(int threads, long seed, Goal goal, int prover, GameState root) {
        this(threads, seed, goal, prover, root, TAKE_OVER_NANOS);
    }

    /** With the caller's wait for a helper's chunk before it plays the chunk itself (0 in tests: it never waits). */
    LeafPlayouts(int threads, long seed, Goal goal, int prover, GameState root, long takeOverNanos) {
        this.takeOverNanos = takeOverNanos;
        this.threads = Math.max(1, threads);
        this.seed = seed;
        this.goal = goal;
        this.prover = prover;
        this.root = root.copy();
        this.maxMoves = root.maxMoves();
        this.maxChunks = this.threads * CHUNKS_PER_THREAD;
        this.callerWon = new int[maxMoves + maxChunks];
        this.lane = new PlayoutLane(seed, goal, prover, maxMoves);
    }

    /**
     * The newest job and the closing flag, which helpers poll. The caller writes several fields of
     * its own at every expansion; were these beside them, every such write would take the line
     * from a polling helper, and the caller's next read of it would wait for the line to come back.
     * A precaution: measured against fields beside the caller's, it changed nothing we could see.
     * The JVM lays out a superclass's fields first, so the padding classes put 64 bytes on either side.
     */
    @SuppressWarnings("unused")
    private static class MailboxPaddingBefore {
        int p0;
        long p1, p2, p3, p4, p5, p6, p7, p8;
    }

    private static class MailboxFields extends MailboxPaddingBefore {
        volatile Job current;
        volatile boolean closed;
    }

    @SuppressWarnings("unused")
    private static final class Mailbox extends MailboxFields {
        long q1, q2, q3, q4, q5, q6, q7, q8;
    }

    /**
     * Playouts a chunk holds, for {@code units} (leaf, playout) pairs: enough for about four chunks a
     * thread. The caller and every helper cut a job with this and {@link #chunkCount}, each from the
     * leaves it knows, and must cut it alike.
     */
    private static int chunkSize(int units, int threads) {
        return Math.max(1, (units + threads * CHUNKS_PER_THREAD - 1) / (threads * CHUNKS_PER_THREAD));
    }

    /** The chunks of {@code units} pairs cut {@code chunkSize} at a time, the last one maybe shorter. */
    private static int chunkCount(int units, int chunkSize) {
        return (units + chunkSize - 1) / chunkSize;
    }

    /**
     * One expansion's playouts, or one node's: unit u is playout u % count of leaf u / count. The
     * leaves are the non-terminal children of the node at {@code path}, child i being node number
     * {@code firstOrdinal + i}, or, for a node's own playouts ({@code self}), that node, number
     * {@code firstOrdinal}. Everything here is written before the job is published and never after,
     * except the counts, the results and the flags below them.
     */
    private static final class Job {
        final int[] path;
        final boolean self;
        final long firstOrdinal;
        final int count;
        final int maxPlies;
        /** The node the caller named: its index in the search's tree (-1 for a node's own playouts). */
        final int key;
        /** Chunks the job has, when the caller knows its leaves; -1 for a speculation, whose helpers find out. */
        final int chunks;
        /** 1 once a chunk's results are written (a release that publishes them). */
        final AtomicIntegerArray finished;
        /**
         * The helpers' wins of each run of one leaf's playouts inside one chunk: at {@code won[j]} for
         * the run that starts at leaf j's first playout, at {@code won[maxMoves + c]} for chunk c's
         * first run when the chunk starts inside a leaf. The caller writes its own chunks' runs into
         * an array of its own ({@link LeafPlayouts#callerWon}), laid out the same way.
         */
        final int[] won;
        /**
         * The two counts, each on a cache line of its own: at {@link #FRONT} the end of the chunks the
         * caller took, set before it plays them (written by the caller only), at {@link #TAKEN} how
         * many chunks helpers took from the back (a helper takes chunks {@code chunks - 1 - k} down to
         * {@code chunks - k - n} by adding n to it from k, and plays each unless it lies below the
         * caller's frontier).
         */
        final AtomicIntegerArray frontiers = new AtomicIntegerArray(FRONTIERS_LENGTH);
        /** The order jobs were published in: a helper takes each job once, newest last. */
        long id;
        /** The speculation helpers go on to when this job's chunks are all taken. */
        volatile Job then;
        /** The caller expanded another node: helpers stop taking chunks. */
        volatile boolean abandoned;
        volatile Throwable failure;

        /** With room for {@code maxLeaves} leaves and {@code maxChunks} chunks. */
        Job(int[] path, boolean self, long firstOrdinal, int count, int maxPlies, int key, int chunks, int maxLeaves, int maxChunks) {
            this.path = path;
            this.self = self;
            this.firstOrdinal = firstOrdinal;
            this.count = count;
            this.maxPlies = maxPlies;
            this.key = key;
            this.chunks = chunks;
            this.won = new int[maxLeaves + maxChunks];
            this.finished = new AtomicIntegerArray(maxChunks);
        }

        /** A speculation that turned out to be the caller's next expansion: same node, same path, same numbers. */
        boolean isFor(int node, int[] path, int pathLength, long firstOrdinal, int count, int maxPlies) {
            return key == node && !self && this.firstOrdinal == firstOrdinal && this.count == count
                    && this.maxPlies == maxPlies && Arrays.equals(this.path, 0, this.path.length, path, 0, pathLength);
        }
    }

    /**
     * Plays {@code count} playouts of at most {@code maxPlies} plies from each of {@code leaves}
     * children of the node {@code node}, which is {@code state}, reached from the root by
     * {@code path[0..pathLength)}. The leaves are its non-terminal children in the order of its legal
     * moves, leaf {@code j} being {@code state} after {@code moves[j]}, created as node number
     * {@code ordinals[j]}, which is {@code firstOrdinal} plus the move's index among the legal moves
     * (helpers find the leaves that way themselves). Writes leaf {@code j}'s wins to {@code wins[j]}.
     * {@code state} is left as it was, and the arrays may be reused by the caller as soon as this
     * returns. When a pending {@link #speculate} named exactly this node, the playouts helpers
     * already played are not played again.
     */
    void playChildren(GameState state, int[] path, int pathLength, int[] moves, long[] ordinals, int leaves,
            long firstOrdinal, int count, int maxPlies, int[] wins, int node) {
        assert threads == 1 || positionAt(path, pathLength).equals(state.notation()) : "the path does not lead to the state";
        assert threads == 1 || leavesAgree(state, moves, ordinals, leaves, firstOrdinal) : "the leaves are not the node's children";
        play(state, path, pathLength, false, moves, ordinals, leaves, firstOrdinal, count, maxPlies, wins, node);
    }

    /**
     * How many of {@code count} playouts of at most {@code maxPlies} plies from {@code state} itself
     * (reached from the root by {@code path[0..pathLength)}, created as node number {@code ordinal})
     * reach the goal. {@code state} is left as it was.
     */
    int playNode(GameState state, int[] path, int pathLength, long ordinal, int count, int maxPlies) {
        assert threads == 1 || positionAt(path, pathLength).equals(state.notation()) : "the path does not lead to the state";
        nodeOrdinal[0] = ordinal;
        play(state, path, pathLength, true, null, nodeOrdinal, 1, ordinal, count, maxPlies, nodeWins, -1);
        return nodeWins[0];
    }

    private void play(GameState state, int[] path, int pathLength, boolean self, int[] moves, long[] ordinals, int leaves,
            long firstOrdinal, int count, int maxPlies, int[] wins, int node) {
        Job spec = speculation;
        Job guess = nextGuess;
        speculation = guess;
        nextGuess = null;
        int units = leaves * count;
        boolean used = spec != null && units >= 2 && !self
                && spec.isFor(node, path, pathLength, firstOrdinal, count, maxPlies);
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
        int chunkSize = chunkSize(units, threads);
        int chunks = chunkCount(units, chunkSize);
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
            job = new Job(Arrays.copyOf(path, pathLength), self, firstOrdinal, count, maxPlies, node, chunks, maxMoves, chunks);
            job.id = ++published;
            if (guess != null) {
                guess.id = ++published;
                job.then = guess;
            }
            publish(job);
        }
        // This thread takes chunks from the front, on the caller's own position (left as it was after each),
        // until it meets the helpers' frontier: each time its share of the chunks between the two
        // frontiers, so that it reads the helpers' count a few times a job, not once a chunk.
        int front = 0;
        for (int back = chunks - job.frontiers.get(TAKEN); front < back; back = chunks - job.frontiers.get(TAKEN)) {
            int end = front + Math.max(1, (back - front) / threads);
            job.frontiers.lazySet(FRONT, end);
            for (; front < end; front++) {
                runChunk(front, chunkSize, units, count, moves, ordinals, maxPlies, state, lane, callerWon, maxMoves);
            }
        }
        // The chunks helpers hold: wait a little, then play what is still missing here.
        long deadline = System.nanoTime() + takeOverNanos;
        for (int c = front; c < chunks; c++) {
            while (job.finished.get(c) == 0 && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            if (job.finished.get(c) == 0) {
                runChunk(c, chunkSize, units, count, moves, ordinals, maxPlies, state, lane, job.won, maxMoves);
                job.finished.lazySet(c, 1);
            } else {
                helperChunks++;
            }
        }
        Throwable failure = job.failure;
        if (failure != null) {
            throw new IllegalStateException("a playout failed", failure);
        }
        gather(job, front, leaves, chunkSize, chunks, count, wins);
    }

    /**
     * Each leaf's wins: chunks before {@code front} are the caller's ({@link #callerWon}), the rest the
     * helpers' ({@link Job#won}). A leaf's first run is in the chunk where the leaf starts; a chunk that
     * starts inside a leaf adds its first run to that leaf.
     */
    private void gather(Job job, int front, int leaves, int chunkSize, int chunks, int count, int[] wins) {
        for (int j = 0; j < leaves; j++) {
            wins[j] = (j * count) / chunkSize < front ? callerWon[j] : job.won[j];
        }
        for (int c = 0; c < chunks; c++) {
            int from = c * chunkSize;
            if (from % count != 0) {
                wins[from / count] += c < front ? callerWon[maxMoves + c] : job.won[maxMoves + c];
            }
        }
    }

    /**
     * Names the node the search will probably expand after the next {@link #playChildren}, so that
     * helpers go on to its children's playouts when they run out of that play's chunks: the node
     * {@code node}, reached from the root by {@code path[0..length)}, whose children will be created
     * as nodes number {@code firstOrdinal} on, each non-terminal one getting {@code count} playouts of
     * at most {@code maxPlies} plies. The play after next uses what they played if it is for exactly
     * that node, path and numbers, and drops it otherwise. Nothing on one thread.
     */
    void speculate(int[] path, int length, long firstOrdinal, int count, int maxPlies, int node) {
        if (threads == 1) {
            return;
        }
        startHelpers();
        speculations++;
        // Room for as many chunks as the node's children can need (a chunk holds a playout at least), so that many
        // threads and few playouts (df-PPNS's single leaves) do not allocate a slot a thread for every job.
        int room = (int) Math.min(maxChunks, (long) maxMoves * count);
        nextGuess = new Job(Arrays.copyOf(path, length), false, firstOrdinal, count, maxPlies, node, -1, maxMoves, room);
    }

    /** Speculations made, and those the next expansion used. */
    long[] speculationCounts() {
        return new long[] {speculations, speculationsUsed};
    }

    /** Chunks whose wins a helper played (the caller found them finished). */
    long helperChunks() {
        return helperChunks;
    }

    private void publish(Job job) {
        mailbox.current = job;
        for (Helper h : helpers) {
            if (h.parked) {
                LockSupport.unpark(h.thread);
            }
        }
    }

    /** The root after {@code path}: a check that caller and helpers mean the same position. */
    private String positionAt(int[] path, int length) {
        GameState s = root.copy();
        for (int i = 0; i < length; i++) {
            s.play(path[i]);
        }
        return s.notation();
    }

    /** The leaves a helper would find at {@code state} are exactly the caller's. */
    private boolean leavesAgree(GameState state, int[] moves, long[] ordinals, int leaves, long firstOrdinal) {
        int[] found = new int[maxMoves];
        long[] foundOrdinals = new long[maxMoves];
        int n = findLeaves(state, firstOrdinal, new int[maxMoves], found, foundOrdinals);
        return n == leaves && Arrays.equals(found, 0, n, moves, 0, leaves)
                && Arrays.equals(foundOrdinals, 0, n, ordinals, 0, leaves);
    }

    /**
     * The rule for which children of a node playouts value, and what they are numbered: of the
     * {@code n} legal moves {@code legal} at {@code s} (left as it was), those whose position is not
     * terminal, into {@code moves} and {@code ordinals} in the order of the legal moves, the child
     * of {@code legal[i]} being node number {@code firstOrdinal + i}. Their number. The search
     * ({@link BestFirstSearch#expand}) and every helper call this, so they cannot disagree.
     */
    static int findLeaves(GameState s, int[] legal, int n, long firstOrdinal, int[] moves, long[] ordinals) {
        int leaves = 0;
        for (int i = 0; i < n; i++) {
            s.play(legal[i]);
            if (!s.isTerminal()) {
                moves[leaves] = legal[i];
                ordinals[leaves] = firstOrdinal + i;
                leaves++;
            }
            s.undo();
        }
        return leaves;
    }

    /** {@link #findLeaves(GameState, int[], int, long, int[], long[])} of every legal move at {@code s}, using {@code buffer}. */
    private static int findLeaves(GameState s, long firstOrdinal, int[] buffer, int[] moves, long[] ordinals) {
        return findLeaves(s, buffer, s.isTerminal() ? 0 : s.legalMoves(buffer), firstOrdinal, moves, ordinals);
    }

    /**
     * The playouts of chunk {@code chunk} from {@code s} (the node, left as it was), their results
     * into {@code won}, laid out as {@link Job#won} with chunks' slots from {@code chunkSlots}; {@code moves}
     * null for a node's own playouts.
     */
    private static void runChunk(int chunk, int chunkSize, int units, int count, int[] moves, long[] ordinals, int maxPlies,
            GameState s, PlayoutLane lane, int[] won, int chunkSlots) {
        int from = chunk * chunkSize;
        int to = Math.min(units, from + chunkSize);
        for (int u = from; u < to; ) {
            int j = u / count;
            int end = Math.min(to, (j + 1) * count);
            int w = lane.leafWins(s, moves, ordinals, j, u - j * count, end - j * count, maxPlies);
            won[u % count == 0 ? j : chunkSlots + chunk] = w;
            u = end;
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
            // Made on this thread, so that two threads never write to the same cache line.
            Replica replica = new Replica(root, new PlayoutLane(seed, goal, prover, maxMoves), threads);
            Mailbox mailbox = LeafPlayouts.this.mailbox;
            long done = 0;
            long idleSince = System.nanoTime();
            while (!mailbox.closed) {
                Job job = mailbox.current;
                if (job == null || job.id <= done) {
                    if (System.nanoTime() - idleSince < SPIN_NANOS) {
                        Thread.onSpinWait();
                        continue;
                    }
                    // Park: the caller unparks a parked helper after it publishes a job; both flags are volatile.
                    parked = true;
                    if (mailbox.current == job && !mailbox.closed) {
                        LockSupport.park(this);
                    }
                    parked = false;
                    idleSince = System.nanoTime();
                    continue;
                }
                // This job, then the speculation linked after it, and so on while they are newer.
                while (job != null && job.id > done && !mailbox.closed) {
                    done = job.id;
                    help(job, replica);
                    job = job.then;
                }
                idleSince = System.nanoTime();
            }
        }

        /** Takes chunks of {@code job} until none is left, bringing the helper's position to the job's node first. */
        private void help(Job job, Replica r) {
            try {
                // A dropped guess is not worth moving the position for, nor is a caller's job whose chunks are
                // all taken (a caller's job says how many it has).
                if (job.abandoned || job.chunks >= 0 && job.frontiers.get(TAKEN) >= job.chunks - job.frontiers.get(FRONT)) {
                    return;
                }
                r.cursor.moveTo(job.path);
                int leaves;
                if (job.self) {
                    r.ordinals[0] = job.firstOrdinal;
                    leaves = 1;
                } else {
                    leaves = findLeaves(r.cursor.position(), job.firstOrdinal, r.lane.buffer(), r.moves, r.ordinals);
                }
                int units = leaves * job.count;
                if (units < 2) {
                    return;
                }
                int chunkSize = chunkSize(units, r.threads);
                int chunks = chunkCount(units, chunkSize);
                // From the back, until the caller's frontier: a chunk the caller took meanwhile is
                // played twice at most, with the same result.
                // Each time its share of the gap between the frontiers, as the caller does; the last chunk is
                // the caller's once it is at work on the job, so that it never waits for a chunk just begun.
                while (!job.abandoned) {
                    int front = job.frontiers.get(FRONT);
                    int gap = chunks - job.frontiers.get(TAKEN) - front;
                    if (gap <= 0 || gap == 1 && front > 0) {
                        break;
                    }
                    int k = Math.max(1, gap / r.threads);
                    int top = chunks - 1 - job.frontiers.getAndAdd(TAKEN, k);
                    for (int c = top; c > top - k && c >= job.frontiers.get(FRONT) && !job.abandoned; c--) {
                        runChunk(c, chunkSize, units, job.count, job.self ? null : r.moves, r.ordinals, job.maxPlies,
                                r.cursor.position(), r.lane, job.won, r.moves.length);
                        job.finished.lazySet(c, 1);
                    }
                }
            } catch (RuntimeException | Error e) {
                // The caller plays the unfinished chunk again and reports the failure if it sees it.
                // A failure in a chunk the caller also played (below its frontier) may come too late
                // to be seen: the caller's own play of it is complete, so its wins are still right.
                job.failure = e;
                r.cursor.reset();
            }
        }
    }

    /**
     * What a helper plays with: its own position ({@link PositionCursor}), its lane, and the leaves it finds
     * at each job's node. Only its helper thread touches it.
     */
    private static final class Replica {
        final PositionCursor cursor;
        final PlayoutLane lane;
        final int threads;
        final int[] moves;
        final long[] ordinals;

        Replica(GameState root, PlayoutLane lane, int threads) {
            this.cursor = new PositionCursor(root);
            this.lane = lane;
            this.threads = threads;
            this.moves = new int[root.maxMoves()];
            this.ordinals = new long[root.maxMoves()];
        }
    }

    @Override
    public void close() {
        mailbox.closed = true;
        mailbox.current = null;
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
