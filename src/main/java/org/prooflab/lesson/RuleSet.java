package org.prooflab.lesson;

import org.prooflab.engine.search.LogOdds;

/**
 * The backpropagation rules a lesson can show on the same tree. Each turns a leaf's win rate r
 * (or its TRUE/FALSE status) into numbers, combines children into their parent, and picks the
 * child on the way to the most-proving node. The engine's solvers follow the same rules.
 */
public enum RuleSet {
    /** Allis 1994: unknown leaf pn = dn = 1; OR min/sum, AND sum/min. */
    PNS("PNS", "pn / dn, MIN/SUM"),
    /** Saito et al.: leaf pn = 1 - r, dn = r (Song et al.'s reading); then MIN/SUM as PNS. */
    MCPNS("MCPNS", "pn / dn from win rates, MIN/SUM"),
    /** Song et al. 2019: p = r (theta when all playouts agree); OR 1 - prod(1 - p), AND prod p. */
    PPNS("PPNS", "probability, OR = 1 - prod(1 - p), AND = prod p"),
    /** Winands et al. 2008 as Song et al. compare it: a node's value is the mean of its children's. */
    MCTS("MCTS average", "mean of children"),
    /** Stern et al. 2007: PPNS's rules with the leaf value a prior, computed in log-odds. */
    PP("Product propagation", "probability in log-odds");

    /** Theta of the lessons: a leaf whose playouts all win counts 1 - theta, all lose theta. */
    public static final double THETA = 0.01;

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

    /** Evaluates the whole tree under this rule set. */
    public Evaluation evaluate(AndOrTree tree) {
        return Evaluation.of(tree, this);
    }

    /** The first value of a leaf: pn, probability or mean. */
    double leafA(AndOrTree leaf) {
        double r = leaf.winRate();
        return switch (leaf.status()) {
            case TRUE -> proofNumbers() ? 0 : 1;
            case FALSE -> proofNumbers() ? Double.POSITIVE_INFINITY : 0;
            case UNKNOWN -> switch (this) {
                case PNS -> 1;
                case MCPNS -> 1 - r;
                case PPNS -> r >= 1 ? 1 - THETA : r <= 0 ? THETA : r;
                case MCTS, PP -> r;
            };
        };
    }

    /** The second value of a leaf: dn, or log-odds for the probability rules, NaN for MCTS. */
    double leafB(AndOrTree leaf) {
        return switch (this) {
            case PNS -> leaf.status() == AndOrTree.Status.TRUE ? Double.POSITIVE_INFINITY
                    : leaf.status() == AndOrTree.Status.FALSE ? 0 : 1;
            case MCPNS -> leaf.status() == AndOrTree.Status.TRUE ? Double.POSITIVE_INFINITY
                    : leaf.status() == AndOrTree.Status.FALSE ? 0 : leaf.winRate();
            case PPNS, PP -> LogOdds.of(leafA(leaf));
            case MCTS -> Double.NaN;
        };
    }

    /** Combines children values {@code a[i], b[i]} into the parent's {a, b}. */
    double[] combine(boolean or, double[] a, double[] b) {
        int n = a.length;
        switch (this) {
            case PNS, MCPNS -> {
                double min = Double.POSITIVE_INFINITY;
                double sum = 0;
                for (int i = 0; i < n; i++) {
                    min = Math.min(min, or ? a[i] : b[i]);
                    sum += or ? b[i] : a[i];
                }
                return or ? new double[] {min, sum} : new double[] {sum, min};
            }
            case PPNS, PP -> {
                double sum = 0;
                for (int i = 0; i < n; i++) {
                    sum += LogOdds.childTerm(or, b[i], LogOdds.remainder(b[i]));
                }
                double logOdds = LogOdds.ofParent(or, sum);
                return new double[] {LogOdds.probability(logOdds), logOdds};
            }
            default -> {
                double sum = 0;
                for (double v : a) {
                    sum += v;
                }
                return new double[] {sum / n, Double.NaN};
            }
        }
    }

    /** A child's attractiveness for selection at an OR ({@code or}) or AND node: larger is chosen. */
    double selectionScore(boolean or, double a, double b) {
        return switch (this) {
            case PNS, MCPNS -> or ? -a : -b;
            case PPNS, PP -> or ? b : -b;
            case MCTS -> or ? a : -a;
        };
    }
}
