package org.prooflab.classroom.domain;

/**
 * What one solve of an experiment found: one (position, algorithm configuration) pair.
 *
 * @param positionIndex the position's index in the experiment (from 0)
 * @param configIndex   the configuration's index (from 0)
 * @param position      the position in the game's notation
 * @param outcome       {@code PROVED}, {@code DISPROVED} (exact) or {@code OUT}
 * @param prConclusion  PPNS with a precision rate: {@code PROVED} or {@code DISPROVED} when it stopped on pr
 *                      (a conclusion, not a proof); else null
 * @param exactOutcome  the exact reference's answer for a pr conclusion ({@code PROVED}, {@code DISPROVED}, or
 *                      {@code OUT} when it could not reach one within the same limits); else null
 * @param limit         the limit that stopped an {@code OUT} solve ({@code nodes}, {@code time}, {@code iterations},
 *                      {@code memory}, {@code cancelled}, {@code pr}, or {@link #FAILED}); null when solved
 * @param bestMove      the move the solver would play, in the game's notation; null if none
 * @param iterations    iterations (best-first: expansions; MCTS: playouts from new nodes)
 * @param nodes         nodes created
 * @param expanded      nodes expanded ("visited" in Primanita et al. 2020)
 * @param playouts      random playouts
 * @param timeMs        wall time in milliseconds, to the microsecond (results stored before: whole milliseconds)
 * @param rootValue     the root's main value at the end (pn, probability, or mean)
 * @param trace         the down-sampled root value over iterations, as {@code iteration:value} pairs separated
 *                      by spaces (Primanita et al. 2020, Figure 5)
 * @param pnIterations  PN-equivalent iterations (Song et al. 2019 count b MCTS iterations as one PN iteration; the
 *                      best-first solvers' own iterations); NaN when not known (results stored before it was kept)
 */
public record TaskResult(int positionIndex, int configIndex, String position, String outcome, String prConclusion,
                         String exactOutcome, String limit, String bestMove, long iterations, long nodes, long expanded,
                         long playouts, double timeMs, double rootValue, String trace, double pnIterations) {

    /** The {@link #limit} of a solve that failed with an error on the server instead of ending. */
    public static final String FAILED = "error";

    /**
     * Task ({@code positionIndex}, {@code configIndex}) on {@code position}, which failed with an error instead of
     * ending: OUT, stopped by {@link #FAILED}, with nothing counted. Recorded, so that its experiment ends and says so.
     */
    public static TaskResult failed(int positionIndex, int configIndex, String position) {
        return new TaskResult(positionIndex, configIndex, position, "OUT", null, null, FAILED, null, 0, 0, 0, 0, 0, Double.NaN,
                null, Double.NaN);
    }

    /**
     * A wall time in milliseconds to the microsecond, as results keep it: a small tree's solve takes a fraction of a
     * millisecond, and whole milliseconds made it 0 in the files and every mean of them.
     */
    public static double millis(long nanos) {
        return Math.round(nanos / 1e3) / 1e3;
    }

    /** A result whose PN-equivalent iterations are not known. */
    public TaskResult(int positionIndex, int configIndex, String position, String outcome, String prConclusion,
                      String exactOutcome, String limit, String bestMove, long iterations, long nodes, long expanded,
                      long playouts, double timeMs, double rootValue, String trace) {
        this(positionIndex, configIndex, position, outcome, prConclusion, exactOutcome, limit, bestMove, iterations, nodes,
                expanded, playouts, timeMs, rootValue, trace, Double.NaN);
    }

    /** True when the solve failed with an error on the server ({@link #FAILED}): no measure of its solver. */
    public boolean failed() {
        return FAILED.equals(limit);
    }

    /** True when the solve reached an answer: proved, disproved, or concluded on the precision rate. */
    public boolean concluded() {
        return !"OUT".equals(outcome) || prConclusion != null;
    }

    /** The answer the solve gives: its exact outcome, else its pr conclusion, else {@code OUT}. */
    public String answer() {
        return !"OUT".equals(outcome) ? outcome : prConclusion != null ? prConclusion : "OUT";
    }

    /** True when a pr conclusion was checked against the exact reference and is wrong. */
    public boolean falseConclusion() {
        return prConclusion != null && exactOutcome != null && !"OUT".equals(exactOutcome) && !prConclusion.equals(exactOutcome);
    }
}
