package org.prooflab.engine.search;

import org.prooflab.engine.game.Notation;

/**
 * Resource limits of one search. The node limit also bounds memory: a search never holds more
 * than {@code maxNodes} nodes of {@link NodeStore#BYTES_PER_NODE} bytes.
 *
 * @param maxNodes      nodes created at most (1 .. {@link #MAX_NODES})
 * @param maxIterations iterations at most (0 .. Long.MAX_VALUE; 0 evaluates the root only)
 * @param maxMillis     wall time at most, in milliseconds (1 .. Long.MAX_VALUE)
 */
public record Limits(long maxNodes, long maxIterations, long maxMillis) {
    /** The largest node limit: int-indexed node arrays, about 5 GB at 23 bytes a node. */
    public static final long MAX_NODES = 200_000_000L;
    public static final Limits DEFAULT = new Limits(1_000_000, Long.MAX_VALUE, 60_000);
    /**
     * The smallest time limit a person may ask for, in seconds (the lab, the classroom and the
     * command line alike): one millisecond, the unit the search counts time in.
     */
    public static final double MIN_SECONDS = 0.001;

    /** A time limit given in seconds as the milliseconds a search counts: rounded, and at least one. */
    public static long millisOf(double seconds) {
        return Math.max(1, Math.round(seconds * 1000));
    }

    public Limits {
        if (maxNodes < 1 || maxNodes > MAX_NODES) {
            throw new IllegalArgumentException("max nodes " + maxNodes + " is not allowed: it must be from 1 to " + Notation.grouped(MAX_NODES));
        }
        if (maxIterations < 0) {
            throw new IllegalArgumentException("max iterations " + maxIterations + " is not allowed: it must be at least 0");
        }
        if (maxMillis < 1) {
            throw new IllegalArgumentException("max time " + maxMillis + " ms is not allowed: it must be at least 1 ms");
        }
    }

    public static Limits nodes(long maxNodes) {
        return new Limits(maxNodes, Long.MAX_VALUE, Long.MAX_VALUE);
    }

    public Limits withMaxNodes(long n) {
        return new Limits(n, maxIterations, maxMillis);
    }

    public Limits withMaxIterations(long n) {
        return new Limits(maxNodes, n, maxMillis);
    }

    public Limits withMaxMillis(long ms) {
        return new Limits(maxNodes, maxIterations, ms);
    }
}
