package org.prooflab.engine.search;

/**
 * The papers' node rules, once: the solvers, the lessons and the UI call these and write none of
 * them again. Values are the ones the solvers keep: pn and dn (Allis 1994; Saito et al. 2007),
 * log-odds of the probability of a proof (Song et al. 2019; Stern et al. 2007, combined by
 * {@link LogOdds#combine}), or the mean result for the prover (MCTS solvers).
 */
public final class AndOrRules {
    /** Exact status of a node: not known yet. */
    public static final byte UNKNOWN = NodeStore.UNKNOWN;
    /** Exact status: the prover reaches the goal. */
    public static final byte PROVED = NodeStore.PROVED;
    /** Exact status: the prover cannot reach the goal. */
    public static final byte DISPROVED = NodeStore.DISPROVED;

    private AndOrRules() {
    }

    /**
     * The exact status of a node from its children's {@code status[from..to)}: an OR node is proved
     * when a child is and disproved when all are; an AND node the other way round.
     */
    public static byte combineStatus(boolean or, byte[] status, int from, int to) {
        byte all = or ? DISPROVED : PROVED;
        byte any = or ? PROVED : DISPROVED;
        boolean allSame = true;
        for (int c = from; c < to; c++) {
            byte s = status[c];
            if (s == any) {
                return any;
            }
            if (s != all) {
                allSame = false;
            }
        }
        return allSame ? all : UNKNOWN;
    }

    /** {@link #minSum(boolean, double[], double[], int, int, double[], double[], int)} into {@code pn[node]}, {@code dn[node]}. */
    public static void minSum(boolean or, double[] pn, double[] dn, int from, int to, int node) {
        minSum(or, pn, dn, from, to, pn, dn, node);
    }

    /**
     * MIN/SUM (Allis 1994): writes the node's pn and dn into {@code pnOut[at]}, {@code dnOut[at]}
     * from the children's {@code pn[from..to)}, {@code dn[from..to)}. OR: pn = min pn, dn = sum dn.
     * AND: pn = sum pn, dn = min dn.
     */
    public static void minSum(boolean or, double[] pn, double[] dn, int from, int to,
                              double[] pnOut, double[] dnOut, int at) {
        double[] minOf = or ? pn : dn;
        double[] sumOf = or ? dn : pn;
        double min = Double.POSITIVE_INFINITY;
        double sum = 0;
        for (int c = from; c < to; c++) {
            min = Math.min(min, minOf[c]);
            sum += sumOf[c];
        }
        (or ? pnOut : dnOut)[at] = min;
        (or ? dnOut : pnOut)[at] = sum;
    }

    /**
     * MCPNS leaf (Saito et al. 2007, read as Song et al. 2019 do: pn the non-winning rate, dn the
     * winning rate), with +1 smoothing so that no unsolved leaf looks proved or disproved:
     * pn = (N- + 1) / (N + 2), dn = (N+ + 1) / (N + 2). {@code wins} may be a rate times N.
     */
    public static double mcpnsProofNumber(double wins, int playouts) {
        return (playouts - wins + 1.0) / (playouts + 2.0);
    }

    /** The MCPNS leaf's disproof number; see {@link #mcpnsProofNumber}. */
    public static double mcpnsDisproofNumber(double wins, int playouts) {
        return (wins + 1.0) / (playouts + 2.0);
    }

    /** PPNS leaf (Song et al. 2019): the win rate R, but 1 - theta when every playout won and theta when none did. */
    public static double ppnsLeaf(double winRate, double theta) {
        return winRate >= 1 ? 1 - theta : winRate <= 0 ? theta : winRate;
    }

    /**
     * How much a child is preferred at its parent, larger first. Every solver keeps the FIRST of
     * equally preferred children (a strict comparison in move order), as Allis's PNS is usually
     * written; Primanita et al. 2020's Algorithm 1 compares with {@code >=} and so takes the LAST,
     * which on P-game trees, where ties are common early on, explores the children in the other order. Proof numbers: the smallest pn at OR, the
     * smallest dn at AND. Probability: the largest log-odds at OR, the smallest at AND. Mean (of results
     * for the prover, 0..1): the largest mean for the player to move, 1 - mean at AND.
     */
    public static double preference(Algorithm algorithm, boolean or, double a, double b) {
        return switch (algorithm) {
            case PNS, MCPNS, DFPN -> or ? -a : -b;
            case PPNS, PP, DFPPNS -> or ? a : -a;
            case UCT, MCTS, EXACT -> or ? a : 1 - a;
        };
    }

    /**
     * The value the MCTS solvers show for a node: 1 once it is proved and 0 once disproved (Winands et
     * al. 2008's solver backs up proofs, not averages: a proved node is a win whatever the mean of its
     * playouts), else the mean result for the prover of its {@code visits} playouts; NaN before the first.
     */
    public static double shownMean(boolean proved, boolean disproved, double sum, double visits) {
        return proved || disproved ? solvedMean(proved) : visits == 0 ? Double.NaN : sum / visits;
    }

    /** What {@link #shownMean} shows for a solved node: 1 proved, 0 disproved. */
    public static double solvedMean(boolean proved) {
        return proved ? 1 : 0;
    }

    /**
     * UCT's exploration term (Kocsis and Szepesvári 2006, as Winands et al. 2008's UCT solver uses
     * it): {@code sqrt(C ln n_parent / n_child)}, added to the child's mean for the player to move.
     */
    public static double uctBonus(double c, double parentVisits, double childVisits) {
        return uctBonusOfLog(c, Math.log(parentVisits), childVisits);
    }

    /** {@link #uctBonus} with {@code ln n_parent} given, for a selection loop that takes the log once for all children. */
    public static double uctBonusOfLog(double c, double logParentVisits, double childVisits) {
        return Math.sqrt(c * logParentVisits / childVisits);
    }
}
