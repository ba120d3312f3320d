package org.prooflab.engine.search;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * A solver's numbers as a person reads them: the one formatter for the lessons, the playground,
 * step mode, tree exports and the lab's probabilities.
 *
 * <p>A probability of a proof reads "0" or "1" only for a node that is disproved or proved. A double
 * reaches 0 or 1 long before the probability does (0.01 multiplied 170 times underflows to 0, and
 * 1 - 0.1^20 rounds to 1), so an unsolved node at exactly 0 or 1, or nearer than 10^-12 to either,
 * reads "below 0.000000000001" or "above 0.999999999999": "p 1" beside an unproved node is the error
 * lesson 6 warns about.
 */
public final class ValueText {
    /** Nearer than this to 0 or 1, a probability or mean is written as a bound, not as a decimal. */
    private static final double FINEST = 1e-12;
    static final String NEAR_ONE = "above 0.999999999999";
    static final String NEAR_ZERO = "below 0.000000000001";

    private ValueText() {
    }

    /** A node's main value as {@code algorithm} names it (pn, p or v), given the node's exact status. */
    public static String value(Algorithm algorithm, double value, Outcome exact) {
        return switch (algorithm) {
            case PNS, MCPNS, DFPN, EXACT -> number(value);
            case PPNS, PP, DFPPNS -> probability(value, exact);
            // A mean result of exactly 1 is what it says (every playout won), proved or not.
            case UCT, MCTS -> fraction(value);
        };
    }

    /**
     * A probability of a proof: "1" and "0" for a proved and a disproved node only; otherwise a plain
     * decimal with as many places as it takes to show how far it is from 0 or 1, or a bound when it is
     * nearer than 10^-12 to either (or reached it in rounding). NaN reads "–".
     */
    public static String probability(double p, Outcome exact) {
        if (p == 1 && exact == Outcome.PROVED || p == 0 && exact == Outcome.DISPROVED) {
            return number(p);
        }
        if (p == 0 || p == 1) {
            return p == 1 ? NEAR_ONE : NEAR_ZERO;
        }
        return fraction(p);
    }

    /**
     * A number in 0..1 as a student reads it: a plain decimal with as many places as it takes to show
     * how far it is from 0 or 1 (0.99997, 0.00003), never powers of ten; one nearer than 10^-12 to 0
     * or 1 without being exactly there reads as a bound. NaN reads "–".
     */
    public static String fraction(double p) {
        if (Double.isNaN(p)) {
            return "–";
        }
        if (p == 0 || p == 1) {
            return number(p);
        }
        double gap = Math.min(p, 1 - p);
        if (gap < FINEST) {
            return p > 0.5 ? NEAR_ONE : NEAR_ZERO;
        }
        // The first significant digit of the gap to the nearer end, at least three places. Half up, as a student rounds
        // by hand and as number() does: 0.75 x 0.75 = 0.5625 read 0.562.
        int places = Math.max(3, (int) Math.ceil(-Math.log10(gap)));
        String s = new BigDecimal(p).setScale(places, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
        if (s.equals("1") || s.equals("0")) {
            // Rounding reached an end the value does not: keep one more place.
            s = new BigDecimal(p).setScale(places + 1, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
        }
        return s;
    }

    /** A count or proof number: whole numbers plain, others to three places, infinity as ∞ (with its sign). */
    public static String number(double x) {
        if (Double.isInfinite(x)) {
            return x > 0 ? "∞" : "-∞";
        }
        if (x == Math.rint(x)) {
            return String.valueOf((long) x);
        }
        String s = String.format(Locale.ROOT, "%.3f", x).replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }
}
