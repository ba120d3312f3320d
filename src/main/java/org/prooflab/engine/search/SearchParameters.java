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
 */
public record SearchParameters(long seed, int playouts, int playoutLength, double theta, double precisionRate,
                               double prior, double explorationC, double finalMoveA) {

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

    public SearchParameters {
        check(playouts >= 1 && playouts <= 10_000, "playouts " + playouts + " is not allowed: it must be 1..10000");
        check(playoutLength >= 1 && playoutLength <= 10_000,
                "playout length " + playoutLength + " is not allowed: it must be 1..10000 plies");
        check(theta > 0 && theta < 0.5, "theta " + theta + " is not allowed: it must be above 0 and below 0.5");
        check(precisionRate >= 0 && precisionRate < 0.5,
                "pr " + precisionRate + " is not allowed: it must be 0 (off) or above 0 and below 0.5");
        check(prior > 0 && prior < 1, "prior " + prior + " is not allowed: it must be above 0 and below 1");
        check(explorationC >= 0 && explorationC <= 1e6, "c " + explorationC + " is not allowed: it must be 0..1000000");
        check(finalMoveA >= 0 && finalMoveA <= 1e6, "a " + finalMoveA + " is not allowed: it must be 0..1000000");
    }

    private static void check(boolean ok, String message) {
        if (!ok) {
            throw new IllegalArgumentException(message);
        }
    }

    /** The papers' defaults for a game. */
    public static SearchParameters defaults(GameKind game) {
        boolean pgame = game == GameKind.PGAME;
        return new SearchParameters(1, pgame ? 10 : 60, pgame ? 64 : 60, 0.001, 0, 0.5, UCT_C, 1.0);
    }

    public SearchParameters withSeed(long s) {
        return new SearchParameters(s, playouts, playoutLength, theta, precisionRate, prior, explorationC, finalMoveA);
    }

    public SearchParameters withPlayouts(int n) {
        return new SearchParameters(seed, n, playoutLength, theta, precisionRate, prior, explorationC, finalMoveA);
    }

    public SearchParameters withPlayoutLength(int la) {
        return new SearchParameters(seed, playouts, la, theta, precisionRate, prior, explorationC, finalMoveA);
    }

    public SearchParameters withTheta(double t) {
        return new SearchParameters(seed, playouts, playoutLength, t, precisionRate, prior, explorationC, finalMoveA);
    }

    public SearchParameters withPrecisionRate(double pr) {
        return new SearchParameters(seed, playouts, playoutLength, theta, pr, prior, explorationC, finalMoveA);
    }

    public SearchParameters withPrior(double p) {
        return new SearchParameters(seed, playouts, playoutLength, theta, precisionRate, p, explorationC, finalMoveA);
    }

    public SearchParameters withExplorationC(double c) {
        return new SearchParameters(seed, playouts, playoutLength, theta, precisionRate, prior, c, finalMoveA);
    }

    public SearchParameters withFinalMoveA(double a) {
        return new SearchParameters(seed, playouts, playoutLength, theta, precisionRate, prior, explorationC, a);
    }

    /** The parameters {@code algorithm} reads, by their command-line names, for reports. */
    public Map<String, Object> relevantTo(Algorithm algorithm) {
        Map<String, Object> m = new LinkedHashMap<>();
        switch (algorithm) {
            case MCPNS -> {
                m.put("playouts", playouts);
                m.put("playout-length", playoutLength);
            }
            case PPNS -> {
                m.put("playouts", playouts);
                m.put("theta", theta);
                m.put("pr", precisionRate);
            }
            case PP -> m.put("prior", prior);
            case UCT -> {
                m.put("playouts", playouts);
                m.put("c", explorationC);
                m.put("a", finalMoveA);
            }
            case MCTS -> {
                m.put("playouts", playouts);
                m.put("a", finalMoveA);
            }
            default -> { }
        }
        if (algorithm.isRandomized()) {
            m.put("seed", seed);
        }
        return m;
    }
}
