package org.prooflab.lab;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.proof.ProofTree;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.Progress;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.Solvers;
import org.prooflab.engine.search.Value;

/**
 * One solve on the worker pool: waiting, running, then finished with a result. Its listener is
 * called on the worker thread with every progress snapshot and once with the result; a UI
 * listener must hand that over to its own UI thread.
 */
public final class SolveJob implements Runnable {
    /** Where a job is. */
    public enum State { QUEUED, RUNNING, FINISHED }

    /** What a listener hears: a snapshot, and a result once finished. */
    public record Update(SolveJob job, Progress progress, SearchResult result) {
    }

    private final String owner;
    private final GameState position;
    private final Algorithm algorithm;
    private final SearchParameters parameters;
    private final Limits limits;
    private final SearchControl control;
    private volatile Consumer<Update> listener;
    private volatile State state = State.QUEUED;
    private volatile Progress lastProgress;
    private volatile SearchResult result;
    private volatile ExplorerNode explorer;
    private volatile ProofTree proof;
    private final List<double[]> trace = new CopyOnWriteArrayList<>();
    private final Runnable onFinish;
    private final boolean full;
    /** Nodes of the proof kept for playing against it; play beyond them re-solves. */
    private final int proofNodes;
    private volatile Value value;
    /** Threads the solve's new-leaf playouts run on ({@link LabProperties#getSolveThreads()}). */
    private volatile int threads = 1;
    private volatile Object page;
    private volatile boolean started;
    private volatile Consumer<SolveJob> onCancel = j -> { };
    private final java.util.concurrent.atomic.AtomicBoolean finished = new java.util.concurrent.atomic.AtomicBoolean();

    SolveJob(String owner, GameState position, Algorithm algorithm, SearchParameters parameters, Limits limits,
             boolean full, long progressMillis, int proofNodes, Consumer<Update> listener, Runnable onFinish) {
        this.full = full;
        this.proofNodes = proofNodes;
        this.owner = owner;
        this.position = position.copy();
        this.algorithm = algorithm;
        this.parameters = parameters;
        this.limits = limits;
        this.listener = listener;
        this.onFinish = onFinish;
        this.control = new SearchControl(this::progress, progressMillis, false, true);
    }

    /** Lets the solve's new-leaf playouts run on {@code n} threads (before it starts). */
    void threads(int n) {
        this.threads = n;
    }

    int threads() {
        return threads;
    }

    private void progress(Progress p) {
        lastProgress = p;
        trace.add(new double[] {p.iterations(), p.rootValue(), p.rootSecondary()});
        Consumer<Update> l = listener;
        if (l != null && state == State.RUNNING) {
            l.accept(new Update(this, p, null));
        }
    }

    @Override
    public void run() {
        if (control.isCancelled()) {
            finish(null);
            return;
        }
        started = true;
        state = State.RUNNING;
        SearchResult r = null;
        try {
            if (full) {
                // The "win?" search's proof and explorer are taken before the "not lose?" search grows its own tree,
                // and its tree let go: both were held at once, twice the memory the node limit was sized for.
                ProofTree[] winProof = new ProofTree[1];
                ExplorerNode[] winExplorer = new ExplorerNode[1];
                Solvers.FullSolve f = Solvers.solveFull(algorithm, parameters, threads, position, limits, control, win -> {
                    if (win.tree() == null) {
                        return win;
                    }
                    winProof[0] = win.outcome() == Outcome.PROVED ? ProofTree.of(win, proofNodes) : null;
                    winExplorer[0] = ExplorerNode.copy(win.tree(), EXPLORER_DEPTH, PRINCIPAL_LINE_DEPTH);
                    return withoutTree(win);
                });
                value = f.value();
                proof = f.value() == null ? null : f.value() == Value.WIN ? winProof[0] : ProofTree.of(f.notLose(), proofNodes);
                r = f.notLose() != null && f.notLose().outcome() == Outcome.OUT ? f.notLose() : f.win();
                explorer = r == f.win() ? winExplorer[0] : null;
            } else {
                r = Solvers.create(algorithm, parameters, threads).solve(position, Goal.WIN, limits, control);
                value = r.outcome() == Outcome.PROVED ? Value.WIN : null;
                // A disproof is a proof too: of the other side's "not lose", which the user, on the side to move, may
                // then try to beat.
                proof = ProofTree.of(r, proofNodes);
            }
            if (r.tree() != null) {
                explorer = ExplorerNode.copy(r.tree(), EXPLORER_DEPTH, PRINCIPAL_LINE_DEPTH);
                r = withoutTree(r);
            }
        } finally {
            finish(r);
        }
    }

    /** Levels of the search tree the explorer keeps, and how deep it follows the principal line. */
    static final int EXPLORER_DEPTH = 2;
    static final int PRINCIPAL_LINE_DEPTH = 16;

    static SearchResult withoutTree(SearchResult r) {
        return new SearchResult(r.algorithm(), r.goal(), r.outcome(), r.stopReason(), r.bestMove(), r.bestMoveText(),
                r.rootValue(), r.rootSecondary(), r.prConclusion(), r.iterations(), r.nodes(), r.expanded(), r.playouts(),
                r.elapsedNanos(), r.trace(), r.rootMoves(), null, r.pnIterations());
    }

    /** Ends a job that never started (cancelled while waiting): its listener hears it at once. */
    void finishUnstarted() {
        finish(null);
    }

    private void finish(SearchResult r) {
        if (!finished.compareAndSet(false, true)) {
            return;
        }
        result = r;
        state = State.FINISHED;
        onFinish.run();
        Consumer<Update> l = listener;
        if (l != null) {
            l.accept(new Update(this, lastProgress, r));
        }
    }

    /**
     * Stops the solve within one iteration; a waiting solve leaves the queue at once and is
     * finished (its listener hears it) before this returns.
     */
    public void cancel() {
        control.cancel();
        onCancel.accept(this);
    }

    void onCancel(Consumer<SolveJob> hook) {
        this.onCancel = hook;
    }

    /** The page (an opaque token of the view showing this job) that owns it; null for none. */
    public Object page() {
        return page;
    }

    void page(Object newPage) {
        this.page = newPage;
    }

    /** True for a job cancelled while it still waited: it never ran and has no result. */
    public boolean cancelledBeforeStart() {
        return state == State.FINISHED && !started;
    }

    public boolean isCancelled() {
        return control.isCancelled();
    }

    /**
     * Replaces the listener (a view listens after submitting, or after a reload). A job that has
     * already finished (a solve can end within a millisecond, before its view listens) tells the
     * new listener its result at once; one finishing meanwhile may tell it twice, never not at all.
     */
    public void listen(Consumer<Update> newListener) {
        this.listener = newListener;
        if (newListener != null && state == State.FINISHED) {
            newListener.accept(new Update(this, lastProgress, result));
        }
    }

    public String owner() {
        return owner;
    }

    public GameState position() {
        return position.copy();
    }

    public Algorithm algorithm() {
        return algorithm;
    }

    public Limits limits() {
        return limits;
    }

    public State state() {
        return state;
    }

    public Progress lastProgress() {
        return lastProgress;
    }

    /** WIN, DRAW or LOSS when known: WIN from a proof, DRAW or LOSS only from a full-value solve; else null. */
    public Value value() {
        return value;
    }

    /** True when the job asked for the full value. */
    public boolean fullValue() {
        return full;
    }

    /**
     * The proof of the value once finished with a known value (a win; with the full value also a
     * draw or loss, whose proof is the other side's), to play against; null otherwise.
     */
    public ProofTree proof() {
        return proof;
    }

    /** The solver's parameters. */
    public SearchParameters parameters() {
        return parameters;
    }

    /** The top of the search tree once finished; null before. */
    public ExplorerNode explorer() {
        return explorer;
    }

    /** Every progress snapshot's (iteration, root value, secondary), for a chart drawn after a reload. */
    public List<double[]> progressTrace() {
        return List.copyOf(trace);
    }

    /** The result once finished; null before, and null if cancelled while still queued. */
    public SearchResult result() {
        return result;
    }
}
