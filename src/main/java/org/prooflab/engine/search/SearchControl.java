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

    public SearchControl(SearchListener listener, long progressIntervalMillis, boolean recordRootMoves, boolean keepTree) {
        this.listener = listener == null ? SearchListener.NONE : listener;
        this.progressIntervalNanos = Math.max(1, progressIntervalMillis) * 1_000_000L;
        this.recordRootMoves = recordRootMoves;
        this.keepTree = keepTree;
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

    /** Keep the search tree in the result, for an explorer. */
    public boolean keepTree() {
        return keepTree;
    }
}
