package org.prooflab.engine.search;

/** Why a search stopped. */
public enum StopReason {
    SOLVED("solved"),
    NODES("nodes"),
    ITERATIONS("iterations"),
    TIME("time"),
    MEMORY("memory"),
    CANCELLED("cancelled"),
    /** PPNS stopped on the precision rate pr (Primanita et al. 2020, Algorithm 6): not a proof. */
    PRECISION_RATE("pr");

    private final String id;

    StopReason(String id) {
        this.id = id;
    }

    /** The short name used in JSON and CSV output. */
    public String id() {
        return id;
    }
}
