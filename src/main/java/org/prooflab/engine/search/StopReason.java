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

    /**
     * How every page and the command line write this reason beside OUT: "node limit", "time limit", "cancelled",
     * "precision rate pr" (which concluded: no limit). One phrase, so that the lab, the classroom and the CLI say the
     * same thing; {@link #isLimit()} tells the limits from the rest.
     */
    public String phrase() {
        return switch (this) {
            case NODES -> "node limit";
            case ITERATIONS -> "iteration limit";
            case TIME -> "time limit";
            case MEMORY -> "memory limit";
            case PRECISION_RATE -> "precision rate pr";
            case SOLVED, CANCELLED -> id;
        };
    }

    /** True for a limit (nodes, iterations, time, memory): raising it may let the search finish. */
    public boolean isLimit() {
        return this == NODES || this == ITERATIONS || this == TIME || this == MEMORY;
    }

    /** {@link #phrase()} of the reason stored as {@code id}; an id no reason has is written as it is. */
    public static String phraseOf(String id) {
        for (StopReason r : values()) {
            if (r.id.equals(id)) {
                return r.phrase();
            }
        }
        return id;
    }
}
