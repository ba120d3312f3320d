package org.prooflab.engine.search;

/**
 * Probability arithmetic in log-odds, {@code L(p) = ln(p / (1 - p))}, as Stern et al. 2007 do
 * for product propagation: products of many probabilities near 0 or 1 neither underflow nor round
 * to 1. A proved node is {@code +Infinity}, a disproved one {@code -Infinity}.
 *
 * <p>With {@code ls(x) = ln(sigmoid(x))} the rules of Song et al. 2019 become:
 * AND: {@code ln p = sum ls(L_i)}; OR: {@code ln(1 - p) = sum ls(-L_i)}.
 */
public final class LogOdds {
    private LogOdds() {
    }

    public static double of(double p) {
        return Math.log(p) - Math.log1p(-p);
    }

    public static double probability(double logOdds) {
        return logOdds >= 0 ? 1 / (1 + Math.exp(-logOdds)) : Math.exp(logOdds) / (1 + Math.exp(logOdds));
    }

    /** ln(sigmoid(x)) = ln(1 / (1 + e^-x)), accurate for every x, -inf at -inf and 0 at +inf. */
    public static double logSigmoid(double x) {
        if (x == Double.POSITIVE_INFINITY) {
            return 0;
        }
        if (x == Double.NEGATIVE_INFINITY) {
            return Double.NEGATIVE_INFINITY;
        }
        return x >= 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x));
    }

    /**
     * r(L) = ln(1 + e^-|L|), 0 for an infinite L. With it both logs of a probability come without
     * cancellation: ln p = -r for L >= 0 and L - r below; ln(1 - p) = -L - r for L >= 0 and -r below.
     */
    public static double remainder(double logOdds) {
        return Double.isInfinite(logOdds) ? 0 : Math.log1p(Math.exp(-Math.abs(logOdds)));
    }

    /** ln p from log-odds L and its {@link #remainder}. */
    public static double logP(double logOdds, double remainder) {
        return logOdds >= 0 ? -remainder : logOdds - remainder;
    }

    /** ln(1 - p) from log-odds L and its {@link #remainder}. */
    public static double logQ(double logOdds, double remainder) {
        return logOdds >= 0 ? -logOdds - remainder : -remainder;
    }

    /**
     * A child's term in its parent's sum (Song et al. 2019's rules in logs): ln p for an AND parent,
     * ln(1 - p) for an OR parent, from the child's log-odds and {@link #remainder}.
     */
    public static double childTerm(boolean orParent, double logOdds, double remainder) {
        return orParent ? logQ(logOdds, remainder) : logP(logOdds, remainder);
    }

    /** The parent's log-odds from the sum of its children's {@link #childTerm}s. */
    public static double ofParent(boolean or, double sumOfTerms) {
        return or ? fromLogQ(sumOfTerms) : fromLogP(sumOfTerms);
    }

    /** ln(1 - e^a) for a <= 0, accurate near 0 and far below it (Maechler's log1mexp). */
    public static double log1mExp(double a) {
        if (a == 0) {
            return Double.NEGATIVE_INFINITY;
        }
        return a > -0.6931471805599453 ? Math.log(-Math.expm1(a)) : Math.log1p(-Math.exp(a));
    }

    /** Log-odds of a node from ln p (AND nodes). */
    public static double fromLogP(double logP) {
        return logP - log1mExp(logP);
    }

    /** Log-odds of a node from ln(1 - p) (OR nodes). */
    public static double fromLogQ(double logQ) {
        return log1mExp(logQ) - logQ;
    }
}
