package org.prooflab.lesson;

import java.util.List;
import org.prooflab.engine.search.ValueText;

/**
 * A node as a tree drawing shows it, whether it comes from a lesson tree or from a real search.
 *
 * @param key         its path of child indices ({@code "0.1"}; {@code ""} for the root)
 * @param or          OR node (square) or AND node (circle)
 * @param exact       TRUE (proved), FALSE (disproved) or UNKNOWN
 * @param lines       the values written under it
 * @param edgeLabel   the move into it, or null
 * @param onPath      on the path to the most-proving node
 * @param mostProving the most-proving node itself
 * @param fresh       created in the step shown (step mode)
 * @param leaf        a leaf of the tree shown (it can be edited in lessons)
 * @param children    its children, left to right
 * @param name        the name texts use for it ("a"), drawn beside it; null when it has none
 */
public record DisplayNode(String key, boolean or, AndOrTree.Status exact, List<String> lines, String edgeLabel,
                          boolean onPath, boolean mostProving, boolean fresh, boolean leaf, List<DisplayNode> children,
                          String name) {

    /** A node without a name. */
    public DisplayNode(String key, boolean or, AndOrTree.Status exact, List<String> lines, String edgeLabel,
                       boolean onPath, boolean mostProving, boolean fresh, boolean leaf, List<DisplayNode> children) {
        this(key, or, exact, lines, edgeLabel, onPath, mostProving, fresh, leaf, children, null);
    }

    /** This node with other lines under it (quiz mode hides numbers; step mode adds what they were). */
    public DisplayNode withLines(List<String> newLines) {
        return new DisplayNode(key, or, exact, List.copyOf(newLines), edgeLabel, onPath, mostProving, fresh, leaf, children, name);
    }

    /** This node with other children (a collapsed subtree has none drawn). */
    public DisplayNode withChildren(List<DisplayNode> newChildren) {
        return new DisplayNode(key, or, exact, lines, edgeLabel, onPath, mostProving, fresh, leaf, List.copyOf(newChildren), name);
    }

    /** The node at {@code key} in this subtree, or null. */
    public DisplayNode find(String wanted) {
        if (key.equals(wanted)) {
            return this;
        }
        for (DisplayNode c : children) {
            if (wanted.equals(c.key) || wanted.startsWith(c.key + ".")) {
                return c.find(wanted);
            }
        }
        return null;
    }

    /** The drawing of a lesson tree under one rule set's evaluation. */
    public static DisplayNode of(AndOrTree tree, Evaluation e, boolean logOdds) {
        String mpn = e.mostProvingNode();
        return of(tree, e, "", mpn, logOdds);
    }

    /**
     * The drawing of a lesson tree under one rule set's evaluation, with the path to {@code pathTo}
     * marked (the node a search step selected), or no path when it is null.
     */
    public static DisplayNode of(AndOrTree tree, Evaluation e, String pathTo, boolean logOdds) {
        return of(tree, e, "", pathTo, logOdds);
    }

    private static DisplayNode of(AndOrTree t, Evaluation e, String key, String mpn, boolean logOdds) {
        List<DisplayNode> kids = new java.util.ArrayList<>();
        for (int i = 0; i < t.children().size(); i++) {
            kids.add(of(t.children().get(i), e, key.isEmpty() ? "" + i : key + "." + i, mpn, logOdds));
        }
        Evaluation.Values v = e.at(key);
        List<String> lines = new java.util.ArrayList<>();
        lines.addAll(Evaluation.valueLines(e.rules().algorithm(), v));
        if (logOdds && e.rules().probability()) {
            // A solved node's log-odds are infinite: rounded as a number they read as 19 digits.
            lines.add("L " + ValueText.number(Double.isInfinite(v.b()) ? v.b() : Math.round(v.b() * 100) / 100.0));
        }
        if (t.isLeaf() && t.status() == AndOrTree.Status.UNKNOWN && e.rules().readsWinRate()) {
            lines.add("r " + ValueText.fraction(t.winRate()));
        }
        boolean onPath = mpn != null && (mpn.equals(key) || key.isEmpty() || mpn.startsWith(key + "."));
        return new DisplayNode(key, t.isOr(), v.exact(), lines, null, onPath, key.equals(mpn), false, t.isLeaf(), kids, t.name());
    }
}
