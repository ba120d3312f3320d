package org.prooflab.engine.search;

/**
 * A snapshot of a running search, handed to a {@link SearchListener} at a bounded rate.
 *
 * @param iterations    iterations so far
 * @param nodes         nodes created so far
 * @param expanded      nodes expanded (best-first) or visited (MCTS) so far
 * @param playouts      random playouts so far
 * @param elapsedNanos  wall time since the search started
 * @param rootValue     the root's main value: pn (PNS, MCPNS), probability of a proof (PPNS, PP),
 *                      mean result for the prover (MCTS solvers)
 * @param rootSecondary dn for the proof-number family, NaN for the others
 * @param bestMove      the move the search would play now, in the game's notation, or null
 * @param maxNodes      the node limit, for progress bars
 * @param maxMillis     the time limit, for progress bars
 */
public record Progress(long iterations, long nodes, long expanded, long playouts, long elapsedNanos,
                       double rootValue, double rootSecondary, String bestMove, long maxNodes, long maxMillis) {

    /** Nodes created per second of wall time so far. */
    public double nodesPerSecond() {
        return elapsedNanos <= 0 ? 0 : nodes * 1e9 / elapsedNanos;
    }

    /** The largest fraction, 0..1, of any limit used so far: how far the nearest limit is. */
    public double limitFraction() {
        return Math.min(1, Math.max(byNodes(), byTime()));
    }

    /** True when the time limit is nearer than the node limit (a larger share of it is used). */
    public boolean timeLimitNearer() {
        return byTime() > byNodes();
    }

    private double byNodes() {
        return maxNodes <= 0 ? 0 : (double) nodes / maxNodes;
    }

    private double byTime() {
        return maxMillis <= 0 || maxMillis == Long.MAX_VALUE ? 0 : elapsedNanos / 1e6 / maxMillis;
    }
}
