package org.prooflab.engine.search;

/**
 * Probability arithmetic in log-odds, {@code L(p) = ln(p / (1 - p))}, as Stern et al. 2007 do
 * for product propagation: products of many probabilities near 0 or 1 neither underflow nor round
 * to 1. A proved node is {@code +Infinity}, a disproved one {@code -Infinity}.
 *
 * <p>With {@code ls(x) = ln(sigmoid(x))} the rules of Song et al. 2019 become:
 * AND: {@code ln p = sum ls(L_i)}; OR: {@code ln(1 - p) = sum ls(-L_i)}. {@link #combine} is the one
 * implementation of these rules that the engine and the lessons call; it never overflows: log-odds
 * far beyond the range where {@code e^-|L|} is a double are combined by log-sum-exp instead.
 */
public final class LogOdds {
    private LogOdds() {
    }

    public static double of(double p) {
        return Math.log(p) - log1p(-p);
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
        return x >= 0 ? -log1p(Math.exp(-x)) : x - log1p(Math.exp(x));
    }

    /**
     * r(L) = ln(1 + e^-|L|), 0 for an infinite L. With it both logs of a probability come without
     * cancellation: ln p = -r for L >= 0 and L - r below; ln(1 - p) = -L - r for L >= 0 and -r below.
     */
    public static double remainder(double logOdds) {
        return Double.isInfinite(logOdds) ? 0 : log1p(Math.exp(-Math.abs(logOdds)));
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

    /**
     * Beyond this |L| the fast path's remainder ln(1 + e^-|L|) would leave the normal doubles
     * (e^-708 is the smallest), so the children's terms would round to 0 and a node would saturate
     * to +-infinity: theta = 0.001 with every playout winning on an 8-ary tree gets there by level 6.
     */
    static final double FAST_LIMIT = 700;

    /**
     * A node's log-odds from its children's (Song et al. 2019, Eqs. 1 and 2): AND p = prod p_i,
     * OR 1 - p = prod(1 - p_i). {@code logOdds[from..to)} are the children's log-odds and
     * {@code remainders} their {@link #remainder}s. Exact at +-infinity (proved and disproved
     * children); finite children give a finite result however large they are.
     */
    public static double combine(boolean or, double[] logOdds, double[] remainders, int from, int to) {
        double sum = termSum(or, logOdds, remainders, from, to);
        return Double.isNaN(sum) ? ofLarge(or, logOdds, from, to) : ofParent(or, sum);
    }

    /**
     * {@link #combine} that also gives the result's {@link #remainder}, both written at {@code at}
     * of {@code logOddsOut} and {@code remaindersOut}: the remainder is -ln max(p, 1 - p), and both
     * logs are already at hand, so a node's update costs one exponential and one logarithm.
     */
    static void combineInto(boolean or, double[] logOdds, double[] remainders, int from, int to,
                            double[] logOddsOut, double[] remaindersOut, int at) {
        double sum = termSum(or, logOdds, remainders, from, to);
        if (Double.isNaN(sum)) {
            double l = ofLarge(or, logOdds, from, to);
            logOddsOut[at] = l;
            remaindersOut[at] = remainder(l);
            return;
        }
        double complement = log1mExp(sum);
        double logP = or ? complement : sum;
        double logQ = or ? sum : complement;
        logOddsOut[at] = logP - logQ;
        // + 0.0 turns -0.0 (a certain node) into the 0 that remainder gives there.
        remaindersOut[at] = -Math.max(logP, logQ) + 0.0;
    }

    /** The sum of the children's {@link #childTerm}s, NaN when a finite |L| is beyond {@link #FAST_LIMIT}. */
    private static double termSum(boolean or, double[] logOdds, double[] remainders, int from, int to) {
        double sum = 0;
        boolean fast = true;
        for (int c = from; c < to; c++) {
            double l = logOdds[c];
            fast &= !(Math.abs(l) > FAST_LIMIT && l != Double.POSITIVE_INFINITY && l != Double.NEGATIVE_INFINITY);
            sum += childTerm(or, l, remainders[c]);
        }
        return fast ? sum : Double.NaN;
    }

    /** {@link #combine} for children of any magnitude: OR of p_i is NOT(AND of NOT p_i), negated log-odds in, negated out. */
    private static double ofLarge(boolean or, double[] logOdds, int from, int to) {
        return or ? -andOfLarge(logOdds, from, to, -1) : andOfLarge(logOdds, from, to, 1);
    }

    /**
     * The AND rule on log-odds {@code sign * L_i} for any magnitudes: with T = -ln p = sum softplus(-L_i),
     * ln T by log-sum-exp of ln softplus(-L_i), and L = -T - ln(1 - e^-T), which is -ln T when T is tiny.
     */
    private static double andOfLarge(double[] logOdds, int from, int to, int sign) {
        double max = Double.NEGATIVE_INFINITY;
        for (int c = from; c < to; c++) {
            double u = logSoftplus(-sign * logOdds[c]);
            if (u == Double.POSITIVE_INFINITY) {
                return Double.NEGATIVE_INFINITY;
            }
            max = Math.max(max, u);
        }
        if (max == Double.NEGATIVE_INFINITY) {
            return Double.POSITIVE_INFINITY;
        }
        double total = 0;
        for (int c = from; c < to; c++) {
            total += Math.exp(logSoftplus(-sign * logOdds[c]) - max);
        }
        double logT = max + Math.log(total);
        if (logT < -37) {
            // 1 - e^-T = T (1 - T/2 + ...), and T/2 is below a double's precision of ln T.
            return -logT;
        }
        double t = Math.exp(logT);
        return -t - log1mExp(-t);
    }

    /** ln(ln(1 + e^y)), accurate for every y: y itself far below 0, -inf at -inf, +inf at +inf. */
    static double logSoftplus(double y) {
        if (y < -37) {
            return y;
        }
        return Math.log(y > 0 ? y + log1p(Math.exp(-y)) : log1p(Math.exp(y)));
    }

    /** ln(1 - e^a) for a <= 0, accurate near 0 and far below it (Maechler's log1mexp). */
    public static double log1mExp(double a) {
        if (a == 0) {
            return Double.NEGATIVE_INFINITY;
        }
        return a > -0.6931471805599453 ? Math.log(-expm1(a)) : log1p(-Math.exp(a));
    }

    /**
     * ln(1 + x) for x > -1 within a few ulps, from {@link Math#log} (Goldberg 1991, Theorem 4: the
     * rounding of 1 + x cancels in ln(u) / (u - 1)). {@code Math.log1p} is a software routine, several
     * times slower than the JIT's intrinsic logarithm, and back-propagation calls this at every level.
     */
    static double log1p(double x) {
        double u = 1.0 + x;
        if (u == 1.0) {
            return x;
        }
        return Math.log(u) * (x / (u - 1.0));
    }

    /** e^x - 1 within a few ulps, from {@link Math#exp} and {@link Math#log} (Kahan's formula), for x <= 0. */
    static double expm1(double x) {
        double u = Math.exp(x);
        if (u == 1.0) {
            return x;
        }
        double um1 = u - 1.0;
        if (um1 == -1.0) {
            return -1.0;
        }
        return um1 * (x / Math.log(u));
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
