package org.prooflab.engine.search;

import java.util.function.LongSupplier;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Rng;

/**
 * What every solver shares: the counters as the papers count them, the limit and cancel checks,
 * progress snapshots at a bounded rate, the root-value trace and the root-move trace. A solver
 * implements the loop in {@link #search()} and says what its root values are.
 */
abstract class SearchBase implements Solver {
    /** The most iterations between two reads of the clock, when iterations are quick. */
    private static final int CLOCK_EVERY = 16;
    /**
     * About how often the clock is read, whatever an iteration costs: a fixed 16 iterations let a search whose
     * iterations averaged 47 ms on a busy machine overrun a 3 s limit by 0.8 s.
     */
    private static final long CLOCK_NANOS = 1_000_000L;

    protected final SearchParameters params;
    protected GameState state;
    protected Goal goal;
    protected int prover;
    protected Limits limits;
    protected SearchControl control;
    protected Rng rng;
    protected long iterations;
    protected long nodes;
    protected long expanded;
    protected long playouts;
    protected int[] playoutBuffer;
    /** Threads the playouts of one expansion may use (leaf parallelism; MCPNS and PPNS). */
    protected int threads = 1;
    /** The search tree of the tree-building solvers; the exact solver keeps none. */
    protected NodeStore store;
    private long startNanos;
    private long deadlineNanos;
    private long nextProgressNanos;
    /** The iteration at which the clock is next read, and the iteration and time of the last read. */
    private long nextClockIteration;
    private long lastClockIteration;
    private long lastClockNanos;
    /** The clock: System.nanoTime, or a test's. */
    private LongSupplier clock = System::nanoTime;
    private ValueTrace trace;
    private RootMoveTrace rootMoves;
    /** The node the last iteration selected, for {@link TreeObserver}s. */
    protected int selected;
    private TreeObserver observer;

    SearchBase(SearchParameters params) {
        this.params = params;
    }

    @Override
    public final SearchResult solve(GameState root, Goal goal, Limits limits, SearchControl control) {
        begin(root, goal, limits, control);
        StopReason reason = search();
        long elapsed = clock.getAsLong() - startNanos;
        byte status = rootStatus();
        Outcome outcome = status == NodeStore.PROVED ? Outcome.PROVED
                : status == NodeStore.DISPROVED ? Outcome.DISPROVED : Outcome.OUT;
        if (outcome != Outcome.OUT) {
            reason = StopReason.SOLVED;
        }
        offerTrace();
        int best = bestMove();
        SearchResult result = new SearchResult(algorithm(), goal, outcome, reason, best,
                best < 0 ? null : root.formatMove(best), rootValue(), rootSecondary(),
                reason == StopReason.PRECISION_RATE ? precisionConclusion() : null,
                iterations, nodes, expanded, playouts, elapsed, trace, rootMoves,
                control.keepTree() ? tree(root) : null, pnEquivalentIterations());
        control.listener().onProgress(progress(elapsed, best));
        return result;
    }

    /** Sets up a search of {@code root}: counters, generator, clock (also for benchmarks of the parts). */
    final void begin(GameState root, Goal goal, Limits limits, SearchControl control) {
        this.state = root.copy();
        this.goal = goal;
        this.prover = root.currentPlayer();
        this.limits = limits;
        this.control = control;
        this.rng = new Rng(params.seed());
        this.iterations = 0;
        this.nodes = 0;
        this.expanded = 0;
        this.playouts = 0;
        this.playoutBuffer = new int[root.maxMoves()];
        this.trace = new ValueTrace();
        this.rootMoves = control.recordRootMoves() ? new RootMoveTrace() : null;
        this.startNanos = clock.getAsLong();
        this.deadlineNanos = limits.maxMillis() >= Long.MAX_VALUE / 1_000_000L ? Long.MAX_VALUE
                : startNanos + limits.maxMillis() * 1_000_000L;
        this.nextProgressNanos = startNanos + control.progressIntervalNanos();
        this.nextClockIteration = 0;
        this.lastClockIteration = 0;
        this.lastClockNanos = startNanos;
    }

    /** Tests only: the searches read {@code nanos} instead of System.nanoTime. */
    final void clock(LongSupplier nanos) {
        this.clock = nanos;
    }

    /** Lets the playouts of one expansion run on {@code n} threads (1 .. {@link Solvers#MAX_THREADS}). */
    final void threads(int n) {
        if (n < 1 || n > Solvers.MAX_THREADS) {
            throw new IllegalArgumentException("threads " + n + " is not allowed: it must be from 1 to " + Solvers.MAX_THREADS);
        }
        this.threads = n;
    }

    /** Tests only: {@code o} sees the tree after every iteration of the next searches (null for none). */
    final void observe(TreeObserver o) {
        this.observer = o;
    }

    /**
     * PN-equivalent iterations (Song et al. 2019 count b MCTS iterations as one PN iteration, a
     * PN iteration expanding b nodes): the raw iterations for the best-first solvers.
     */
    protected double pnEquivalentIterations() {
        return iterations;
    }

    /** The main loop; returns why it stopped (ignored when the root was solved). */
    protected abstract StopReason search();

    /** Exact status of the root: from the node store, unless a solver keeps it elsewhere. */
    protected byte rootStatus() {
        return store.status(0);
    }

    protected abstract double rootValue();

    protected double rootSecondary() {
        return Double.NaN;
    }

    /** The move the solver would play at the root now, or -1. */
    protected abstract int bestMove();

    protected Outcome precisionConclusion() {
        return null;
    }

    /** A read-only view of the node store, or null for a solver that keeps no tree. */
    protected SearchTree tree(GameState root) {
        return store == null ? null : new SearchTree(store, root.copy(), algorithm());
    }

    /**
     * Called before each iteration: a reason to stop, or null to go on. Reads the clock about every
     * millisecond (every iteration when they are slow, at most every {@value #CLOCK_EVERY} when they are quick),
     * and hands out a progress snapshot when one is due.
     */
    protected final StopReason checkLimits() {
        if (control.isCancelled()) {
            return StopReason.CANCELLED;
        }
        if (iterations >= limits.maxIterations()) {
            return StopReason.ITERATIONS;
        }
        if (nodes >= limits.maxNodes()) {
            return StopReason.NODES;
        }
        if (iterations >= nextClockIteration) {
            long now = clock.getAsLong();
            nextClockIteration = iterations + clockStride(iterations - lastClockIteration, now - lastClockNanos);
            lastClockIteration = iterations;
            lastClockNanos = now;
            if (now - deadlineNanos >= 0) {
                return StopReason.TIME;
            }
            if (now - nextProgressNanos >= 0) {
                nextProgressNanos = now + control.progressIntervalNanos();
                control.listener().onProgress(progress(now - startNanos, bestMove()));
            }
        }
        return null;
    }

    /**
     * Iterations until the next read of the clock, when the last {@code iterationsBetween} took {@code nanosBetween}:
     * as many as take about {@link #CLOCK_NANOS} at that pace, from 1 to {@link #CLOCK_EVERY}.
     */
    static long clockStride(long iterationsBetween, long nanosBetween) {
        if (nanosBetween <= 0) {
            return iterationsBetween == 0 ? 1 : CLOCK_EVERY;
        }
        return Math.clamp(iterationsBetween * CLOCK_NANOS / nanosBetween, 1, CLOCK_EVERY);
    }

    /**
     * Called after each iteration: traces the root value and, when asked, the root move, and tells
     * the control's {@link IterationObserver} and the tests' {@link TreeObserver}.
     */
    protected final void afterIteration() {
        IterationObserver watcher = control.iterationObserver();
        int best = rootMoves != null || watcher != null ? bestMove() : -1;
        if (rootMoves != null) {
            rootMoves.record(iterations, best);
        }
        double value = rootValue();
        double second = rootSecondary();
        trace.offer(iterations, value, second);
        if (watcher != null) {
            watcher.afterIteration(iterations, nodes, value, second, best);
        }
        if (observer != null) {
            observer.afterIteration(iterations, store, selected);
        }
    }

    private void offerTrace() {
        trace.offerFinal(iterations, rootValue(), rootSecondary());
    }

    private Progress progress(long elapsed, int best) {
        return new Progress(iterations, nodes, expanded, playouts, elapsed, rootValue(), rootSecondary(),
                best < 0 ? null : state.formatMove(best), limits.maxNodes(), limits.maxMillis());
    }

    /** One random playout from the current state: true if it reaches the goal for the prover. */
    protected final boolean playoutReachesGoal(int maxPlies) {
        playouts++;
        int winner = state.randomPlayout(rng, maxPlies, playoutBuffer);
        return winner != GameState.NO_RESULT && goal.reachedBy(winner, prover);
    }
}
