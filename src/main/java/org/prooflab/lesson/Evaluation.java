package org.prooflab.lesson;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.AndOrRules;
import org.prooflab.engine.search.ValueText;

/**
 * One rule set's values on every node of a tree, the exact status of every node, and the path
 * from the root to the most-proving node. Nodes are keyed by their path ({@code "0.2"}; {@code ""}
 * for the root).
 */
public final class Evaluation {
    /** A node's numbers: pn and dn, probability and log-odds, or mean; and its exact status. */
    public record Values(double a, double b, AndOrTree.Status exact) {
    }

    private final RuleSet rules;
    private final Map<String, Values> values = new HashMap<>();
    private final List<Integer> mostProvingPath = new ArrayList<>();

    private Evaluation(RuleSet rules) {
        this.rules = rules;
    }

    static Evaluation of(AndOrTree tree, RuleSet rules) {
        Evaluation e = new Evaluation(rules);
        e.visit(tree, "");
        e.select(tree);
        return e;
    }

    private Values visit(AndOrTree t, String path) {
        Values v;
        if (t.isLeaf()) {
            v = new Values(rules.leafA(t), rules.leafB(t), t.status());
        } else {
            int n = t.children().size();
            double[] a = new double[n];
            double[] b = new double[n];
            byte[] status = new byte[n];
            for (int i = 0; i < n; i++) {
                Values c = visit(t.children().get(i), path.isEmpty() ? "" + i : path + "." + i);
                a[i] = c.a();
                b[i] = c.b();
                status[i] = switch (c.exact()) {
                    case TRUE -> AndOrRules.PROVED;
                    case FALSE -> AndOrRules.DISPROVED;
                    case UNKNOWN -> AndOrRules.UNKNOWN;
                };
            }
            byte combined = AndOrRules.combineStatus(t.isOr(), status, 0, n);
            AndOrTree.Status exact = combined == AndOrRules.PROVED ? AndOrTree.Status.TRUE
                    : combined == AndOrRules.DISPROVED ? AndOrTree.Status.FALSE : AndOrTree.Status.UNKNOWN;
            double[] ab = rules.combine(t.isOr(), a, b);
            if (rules == RuleSet.MCTS && exact != AndOrTree.Status.UNKNOWN) {
                // The MCTS solver backs up a proof, not an average (Winands et al. 2008): a proved
                // node is worth a win, 1, and a disproved one 0, whatever its children's mean.
                ab[0] = AndOrRules.solvedMean(exact == AndOrTree.Status.TRUE);
            }
            v = new Values(ab[0], ab[1], exact);
        }
        values.put(path, v);
        return v;
    }

    /** Walks from the root to the most-proving node, never into a solved child. */
    private void select(AndOrTree tree) {
        AndOrTree t = tree;
        String path = "";
        if (values.get(path).exact() != AndOrTree.Status.UNKNOWN) {
            return;
        }
        while (!t.isLeaf()) {
            int best = -1;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < t.children().size(); i++) {
                String childPath = path.isEmpty() ? "" + i : path + "." + i;
                Values c = values.get(childPath);
                if (c.exact() != AndOrTree.Status.UNKNOWN) {
                    continue;
                }
                double score = rules.selectionScore(t.isOr(), c.a(), c.b());
                if (best < 0 || score > bestScore) {
                    best = i;
                    bestScore = score;
                }
            }
            mostProvingPath.add(best);
            path = path.isEmpty() ? "" + best : path + "." + best;
            t = t.children().get(best);
        }
    }

    public RuleSet rules() {
        return rules;
    }

    public Values at(String path) {
        return values.get(path);
    }

    public Values root() {
        return values.get("");
    }

    /** Child indices from the root to the most-proving node; empty when the root is solved. */
    public List<Integer> mostProvingPath() {
        return List.copyOf(mostProvingPath);
    }

    /** The most-proving path written as a node key ({@code "1.0"}), or null when the root is solved. */
    public String mostProvingNode() {
        if (root().exact() != AndOrTree.Status.UNKNOWN) {
            return null;
        }
        StringBuilder sb = new StringBuilder();
        for (int i : mostProvingPath) {
            sb.append(sb.isEmpty() ? "" : ".").append(i);
        }
        return sb.toString();
    }

    /** The values of a node as text, the way the lessons print them under a node. */
    public String label(String path) {
        return String.join(" / ", valueLines(rules.algorithm(), values.get(path)));
    }

    /**
     * A node's values as lines ("pn 2", "dn 3"; "p 0.84"; "v 0.6", "n 20"), named as the engine's
     * {@link Algorithm} names them and written by {@link ValueText}, which writes "p 1" and "p 0" only
     * for a proved or disproved node: the one way lessons, step mode and the playground write numbers. A NaN second value is left out.
     */
    public static List<String> valueLines(Algorithm algorithm, Values v) {
        List<String> lines = new ArrayList<>();
        lines.add(algorithm.valueName() + " " + ValueText.value(algorithm, v.a(), v.exact().outcome()));
        if (algorithm.secondaryName() != null && !Double.isNaN(v.b())) {
            lines.add(algorithm.secondaryName() + " " + ValueText.number(v.b()));
        }
        return lines;
    }
}
