package org.prooflab.engine.search;

/**
 * What a search found and what it cost.
 *
 * @param algorithm     which solver ran
 * @param goal          the question it answered for the player to move at the root
 * @param outcome       PROVED or DISPROVED (exact), or OUT
 * @param stopReason    why it stopped ({@link StopReason#SOLVED} when the outcome is exact)
 * @param bestMove      the move it would play at the root (a proved winning move when PROVED), or -1
 * @param bestMoveText  the same in the game's notation, or null
 * @param rootValue     the root's main value at the end (see {@link Progress#rootValue()})
 * @param rootSecondary dn for the proof-number family, NaN for the others
 * @param prConclusion  PPNS with a precision rate: PROVED or DISPROVED when the root probability
 *                      crossed 1 - pr or pr. A conclusion, NOT a proof; null otherwise
 * @param iterations    iterations (best-first: expansions; MCTS: playouts from new nodes)
 * @param nodes         nodes created
 * @param expanded      nodes expanded (best-first) or visited (MCTS, exact)
 * @param playouts      random playouts
 * @param elapsedNanos  wall time
 * @param trace         down-sampled root value over iterations
 * @param rootMoves     the root move after each iteration, when asked for; else null
 * @param tree          the search tree, when asked for; else null
 * @param pnIterations  PN-equivalent iterations: the raw ones for the best-first solvers; for the
 *                      MCTS solvers the iterations divided by the tree's mean branching, since Song
 *                      et al. 2019 count b iterations of a solver that adds one node as one PN
 *                      iteration, which adds b (exactly b on a P-game tree)
 */
public record SearchResult(Algorithm algorithm, Goal goal, Outcome outcome, StopReason stopReason,
                           int bestMove, String bestMoveText, double rootValue, double rootSecondary,
                           Outcome prConclusion, long iterations, long nodes, long expanded, long playouts,
                           long elapsedNanos, ValueTrace trace, RootMoveTrace rootMoves, SearchTree tree,
                           double pnIterations) {

    public double elapsedMillis() {
        return elapsedNanos / 1e6;
    }

    public double nodesPerSecond() {
        return elapsedNanos <= 0 ? 0 : nodes * 1e9 / elapsedNanos;
    }
}
