package org.prooflab.engine.search;

/**
 * Thrown from deep inside a recursive search (the exact solver, df-pn, df-PPNS) when a limit is
 * reached or the search is cancelled, and caught at the top: no stack trace, it is not an error.
 */
final class SearchStop extends RuntimeException {
    final StopReason reason;

    SearchStop(StopReason reason) {
        super(null, null, false, false);
        this.reason = reason;
    }
}
