package org.prooflab.engine.search;

import java.util.LinkedHashMap;
import java.util.Map;
import org.prooflab.engine.game.GameKind;

/**
 * Every algorithm's parameters, with the papers' defaults. Each algorithm reads only its own:
 *
 * @param seed           seed of the search's random generator: the same seed repeats a run to the node
 * @param playouts       random playouts a new leaf or node (PPNS, MCPNS, UCT and pure MCTS solvers):
 *                       10 on P-game trees (Song et al. 2019 use 10 for all four Monte-Carlo solvers),
 *                       60 on Connect Four and Othello (the 2020 authors' code)
 * @param playoutLength  MCPNS playout length la in plies (Saito et al. 2007 tune 8..25; Primanita uses 60);
 *                       a playout that has not ended by then counts as not reaching the goal
 * @param theta          PPNS: a leaf whose playouts all win gets 1 - theta, all lose theta (Song et al. 2019)
 * @param precisionRate  PPNS pr: stop when root ppn <= pr or >= 1 - pr (Primanita et al. 2020,
 *                       Algorithm 6); 0 turns it off. Such a stop is a conclusion, not a proof
 * @param prior          product propagation: the probability a new leaf starts with (Stern et al. 2007)
 * @param explorationC   UCT solver: child value v + sqrt(C ln n_p / n_i); default sqrt 2, see {@link #UCT_C}
 * @param finalMoveA     MCTS solvers: final move maximises v + A / sqrt(n) (Winands et al. 2008), A = 1
 * @param tableBytes     df-pn and df-PPNS: the transposition table's memory budget in bytes; 0 gives it
 *                       the memory of the node limit's tree ({@link Parameter#TABLE_BYTES})
 */
public record SearchParameters(long seed, int playouts, int playoutLength, double theta, double precisionRate,
                               double prior, double explorationC, double finalMoveA, long tableBytes) {

    /** The largest transposition table budget: 64 GiB. */
    public static final long MAX_TABLE_BYTES = 1L << 36;

    /** The parameters before the depth-first solvers' table budget, with the default budget. */
    public SearchParameters(long seed, int playouts, int playoutLength, double theta, double precisionRate,
                            double prior, double explorationC, double finalMoveA) {
        this(seed, playouts, playoutLength, theta, precisionRate, prior, explorationC, finalMoveA, 0);
    }

    /**
     * The UCT solver's C in Song et al. 2019's selection value v_i + sqrt(C ln n_p / n_i): sqrt 2.
     * Their text extracts as "only show one of them with parameter" and then, alone on the next
     * line, "2 in the figures" (lines 575-576). Plain numbers in that text stay inline ("set to 1",
     * "2 branches"); a line break before a lone number is what the extraction leaves where a math
     * symbol was lost, as the root sign of "A / sqrt(n)" was lost two columns earlier ("A" and "n"
     * on lines of their own in the raw copy, a square root in the clean copy of that page). So the
     * figure's parameter was written with a symbol before the 2: sqrt 2, UCT's usual constant.
     */
    public static final double UCT_C = Math.sqrt(2);

    /** Checks every value against its {@link Parameter} range, the one the command line and forms show. */
    public SearchParameters {
        Parameter.PLAYOUTS.check(playouts);
        Parameter.PLAYOUT_LENGTH.check(playoutLength);
        Parameter.THETA.check(theta);
        Parameter.PRECISION_RATE.check(precisionRate);
        Parameter.PRIOR.check(prior);
        Parameter.EXPLORATION_C.check(explorationC);
        Parameter.FINAL_MOVE_A.check(finalMoveA);
        Parameter.TABLE_BYTES.check(tableBytes);
    }

    /** The papers' defaults for a game ({@link Parameter#defaultFor}). */
    public static SearchParameters defaults(GameKind game) {
        return new SearchParameters((long) Parameter.SEED.defaultFor(game), (int) Parameter.PLAYOUTS.defaultFor(game),
                (int) Parameter.PLAYOUT_LENGTH.defaultFor(game), Parameter.THETA.defaultFor(game),
                Parameter.PRECISION_RATE.defaultFor(game), Parameter.PRIOR.defaultFor(game),
                Parameter.EXPLORATION_C.defaultFor(game), Parameter.FINAL_MOVE_A.defaultFor(game),
                (long) Parameter.TABLE_BYTES.defaultFor(game));
    }

    /** The value of {@code p} in these parameters. */
    public Object get(Parameter p) {
        return switch (p) {
            case SEED -> seed;
            case PLAYOUTS -> playouts;
            case PLAYOUT_LENGTH -> playoutLength;
            case THETA -> theta;
            case PRECISION_RATE -> precisionRate;
            case PRIOR -> prior;
            case EXPLORATION_C -> explorationC;
            case FINAL_MOVE_A -> finalMoveA;
            case TABLE_BYTES -> tableBytes;
        };
    }

    public SearchParameters withSeed(long s) {
        return new SearchParameters(s, playouts, playoutLength, theta, precisionRate, prior, explorationC, finalMoveA, tableBytes);
    }

    public SearchParameters withPlayouts(int n) {
        return new SearchParameters(seed, n, playoutLength, theta, precisionRate, prior, explorationC, finalMoveA, tableBytes);
    }

    public SearchParameters withPlayoutLength(int la) {
        return new SearchParameters(seed, playouts, la, theta, precisionRate, prior, explorationC, finalMoveA, tableBytes);
    }

    public SearchParameters withTheta(double t) {
        return new SearchParameters(seed, playouts, playoutLength, t, precisionRate, prior, explorationC, finalMoveA, tableBytes);
    }

    public SearchParameters withPrecisionRate(double pr) {
        return new SearchParameters(seed, playouts, playoutLength, theta, pr, prior, explorationC, finalMoveA, tableBytes);
    }

    public SearchParameters withPrior(double p) {
        return new SearchParameters(seed, playouts, playoutLength, theta, precisionRate, p, explorationC, finalMoveA, tableBytes);
    }

    public SearchParameters withExplorationC(double c) {
        return new SearchParameters(seed, playouts, playoutLength, theta, precisionRate, prior, c, finalMoveA, tableBytes);
    }

    public SearchParameters withFinalMoveA(double a) {
        return new SearchParameters(seed, playouts, playoutLength, theta, precisionRate, prior, explorationC, a, tableBytes);
    }

    public SearchParameters withTableBytes(long bytes) {
        return new SearchParameters(seed, playouts, playoutLength, theta, precisionRate, prior, explorationC, finalMoveA, bytes);
    }

    /** The parameters {@code algorithm} reads, by their command-line names, the seed last, for reports. */
    public Map<String, Object> relevantTo(Algorithm algorithm) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (Parameter p : Parameter.values()) {
            if (p != Parameter.SEED && p.isReadBy(algorithm)) {
                m.put(p.id(), get(p));
            }
        }
        if (Parameter.SEED.isReadBy(algorithm)) {
            // As every seed is written: 0 to 2^64 - 1, never the negative long that holds the upper half.
            m.put(Parameter.SEED.id(), seed >= 0 ? (Object) seed : new java.math.BigInteger(Long.toUnsignedString(seed)));
        }
        return m;
    }
}
