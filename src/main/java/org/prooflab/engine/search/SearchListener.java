package org.prooflab.engine.search;

/** Receives progress snapshots from a running search, on the search's own thread. Keep it quick. */
@FunctionalInterface
public interface SearchListener {
    SearchListener NONE = p -> { };

    void onProgress(Progress progress);
}
