package org.prooflab.engine.search;

/**
 * How the outside world steers a running search: a cancel flag checked every iteration, a
 * progress listener called at most once per interval, and what to record. Thread-safe to cancel.
 */
public final class SearchControl {
    private volatile boolean cancelled;
    private final SearchListener listener;
    private final long progressIntervalNanos;
    private final boolean recordRootMoves;
    private final boolean keepTree;
    private final IterationObserver iterationObserver;

    public SearchControl(SearchListener listener, long progressIntervalMillis, boolean recordRootMoves, boolean keepTree) {
        this(listener, Math.max(1, progressIntervalMillis) * 1_000_000L, recordRootMoves, keepTree, null);
    }

    private SearchControl(SearchListener listener, long progressIntervalNanos, boolean recordRootMoves, boolean keepTree,
                          IterationObserver iterationObserver) {
        this.listener = listener == null ? SearchListener.NONE : listener;
        this.progressIntervalNanos = progressIntervalNanos;
        this.recordRootMoves = recordRootMoves;
        this.keepTree = keepTree;
        this.iterationObserver = iterationObserver;
    }

    /** A new control like this one (not cancelled) whose searches tell {@code observer} the root's numbers every iteration. */
    public SearchControl observing(IterationObserver observer) {
        return new SearchControl(listener, progressIntervalNanos, recordRootMoves, keepTree, observer);
    }

    /** No listener, nothing recorded. */
    public static SearchControl none() {
        return new SearchControl(SearchListener.NONE, 1000, false, false);
    }

    /** Asks the search to stop; it does within one iteration and reports {@link StopReason#CANCELLED}. */
    public void cancel() {
        cancelled = true;
    }

    public boolean isCancelled() {
        return cancelled;
    }

    SearchListener listener() {
        return listener;
    }

    long progressIntervalNanos() {
        return progressIntervalNanos;
    }

    /** Record the move the search would play at the root after every iteration (Song 2019, Figures 9 and 12). */
    public boolean recordRootMoves() {
        return recordRootMoves;
    }

    /** The observer of every iteration's root numbers, or null. */
    IterationObserver iterationObserver() {
        return iterationObserver;
    }

    /** Keep the search tree in the result, for an explorer. */
    public boolean keepTree() {
        return keepTree;
    }
}
