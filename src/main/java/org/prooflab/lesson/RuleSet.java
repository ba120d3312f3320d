package org.prooflab.lesson;

import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.AndOrRules;
import org.prooflab.engine.search.LogOdds;

/**
 * The backpropagation rules a lesson can show on the same tree. Each turns a leaf's win rate r
 * (or its TRUE/FALSE status) into numbers, combines children into their parent, and picks the
 * child on the way to the most-proving node. The engine's solvers follow the same rules.
 */
public enum RuleSet {
    /** Allis 1994: unknown leaf pn = dn = 1; OR min/sum, AND sum/min. */
    PNS("PNS", "pn / dn, MIN/SUM"),
    /** Saito et al.: leaf pn = (N(1 - r) + 1) / (N + 2), dn = (N r + 1) / (N + 2), N = 10; then MIN/SUM as PNS. */
    MCPNS("MCPNS", "pn / dn from win rates, MIN/SUM"),
    /** Song et al. 2019: p = r (theta when all playouts agree); OR 1 - prod(1 - p), AND prod p. */
    PPNS("PPNS", "probability, OR = 1 - prod(1 - p), AND = prod p"),
    /** Winands et al. 2008 as Song et al. compare it: a node's value is the mean of its children's. */
    MCTS("MCTS average", "mean of children"),
    /** Stern et al. 2007: PPNS's rules with the leaf value a prior, computed in log-odds. */
    PP("Product propagation", "probability in log-odds");

    /** Theta of the lessons: a leaf whose playouts all win counts 1 - theta, all lose theta. */
    public static final double THETA = 0.01;
    /**
     * Playouts behind a lesson leaf's win rate r, for the MCPNS leaf rule with the engine's
     * smoothing: N = 10 as Song et al. 2019 use, N+ = r N.
     */
    public static final int PLAYOUTS = 10;

    private final String title;
    private final String rule;

    RuleSet(String title, String rule) {
        this.title = title;
        this.rule = rule;
    }

    public String title() {
        return title;
    }

    public String rule() {
        return rule;
    }

    /** True for the rules whose nodes carry pn and dn. */
    public boolean proofNumbers() {
        return this == PNS || this == MCPNS;
    }

    /** True for the rules whose nodes carry a probability of a proof, with its log-odds. */
    public boolean probability() {
        return this == PPNS || this == PP;
    }

    /** True for the rules that value an unknown leaf from its playout win rate r ({@link #leafA}): all but PNS. */
    public boolean readsWinRate() {
        return this != PNS;
    }

    /**
     * What the node its selection goes to is called: the most-proving node of the proof-search rules;
     * for the MCTS average, which proves nothing by it, the node selected next.
     */
    public String selectedNodeName() {
        return this == MCTS ? "node selected next" : "most-proving node";
    }

    /** The solvers that search by this rule set, as step mode offers them: the MCTS average is both MCTS solvers'. */
    public java.util.List<Algorithm> solvers() {
        return this == MCTS ? java.util.List.of(Algorithm.UCT, Algorithm.MCTS) : java.util.List.of(algorithm());
    }

    /** The rule set {@code solver} searches by (step mode names its selected node by it). */
    public static RuleSet searchedBy(Algorithm solver) {
        return java.util.Arrays.stream(values()).filter(r -> r.solvers().contains(solver)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(solver.displayName() + " has no rule set in the lessons"));
    }

    /** Evaluates the whole tree under this rule set. */
    public Evaluation evaluate(AndOrTree tree) {
        return Evaluation.of(tree, this);
    }

    /** The solver whose rules this rule set shows; the MCTS average is the MCTS solvers' mean. */
    public Algorithm algorithm() {
        return switch (this) {
            case PNS -> Algorithm.PNS;
            case MCPNS -> Algorithm.MCPNS;
            case PPNS -> Algorithm.PPNS;
            case MCTS -> Algorithm.MCTS;
            case PP -> Algorithm.PP;
        };
    }

    /** The first value of a leaf: pn, probability or mean, by the engine's leaf rules. */
    double leafA(AndOrTree leaf) {
        double r = leaf.winRate();
        return switch (leaf.status()) {
            case TRUE -> proofNumbers() ? 0 : 1;
            case FALSE -> proofNumbers() ? Double.POSITIVE_INFINITY : 0;
            case UNKNOWN -> switch (this) {
                case PNS -> 1;
                case MCPNS -> AndOrRules.mcpnsProofNumber(r * PLAYOUTS, PLAYOUTS);
                case PPNS -> AndOrRules.ppnsLeaf(r, THETA);
                case MCTS -> r;
                // A prior is a probability strictly between 0 and 1 (the engine's Parameter.PRIOR refuses both ends: a
                // prior of 0 read as a disproof with L = -infinity beside "p below 10^-12"); the slider's 0 and 1 are
                // read as its nearest steps inside, the same numbers theta gives PPNS here.
                case PP -> Math.clamp(r, THETA, 1 - THETA);
            };
        };
    }

    /** The second value of a leaf: dn, or log-odds for the probability rules, NaN for MCTS. */
    double leafB(AndOrTree leaf) {
        return switch (this) {
            case PNS, MCPNS -> switch (leaf.status()) {
                case TRUE -> Double.POSITIVE_INFINITY;
                case FALSE -> 0;
                case UNKNOWN -> this == PNS ? 1 : AndOrRules.mcpnsDisproofNumber(leaf.winRate() * PLAYOUTS, PLAYOUTS);
            };
            case PPNS, PP -> LogOdds.of(leafA(leaf));
            case MCTS -> Double.NaN;
        };
    }

    /** Combines children values {@code a[i], b[i]} into the parent's {a, b}, by the engine's rules. */
    double[] combine(boolean or, double[] a, double[] b) {
        int n = a.length;
        switch (this) {
            case PNS, MCPNS -> {
                double[] pn = java.util.Arrays.copyOf(a, n + 1);
                double[] dn = java.util.Arrays.copyOf(b, n + 1);
                AndOrRules.minSum(or, pn, dn, 0, n, n);
                return new double[] {pn[n], dn[n]};
            }
            case PPNS, PP -> {
                double[] remainders = new double[n];
                for (int i = 0; i < n; i++) {
                    remainders[i] = LogOdds.remainder(b[i]);
                }
                double logOdds = LogOdds.combine(or, b, remainders, 0, n);
                return new double[] {LogOdds.probability(logOdds), logOdds};
            }
            default -> {
                // The MCTS solvers' mean with every leaf weighed alike, as in Song et al.'s Figures 5 and 6.
                double sum = 0;
                for (double v : a) {
                    sum += v;
                }
                return new double[] {sum / n, Double.NaN};
            }
        }
    }

    /** A child's preference at an OR ({@code or}) or AND node, larger first: the engine's order. */
    double selectionScore(boolean or, double a, double b) {
        return AndOrRules.preference(algorithm(), or, probability() ? b : a, b);
    }
}
