package org.prooflab.lesson;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Draws a tree as SVG in the papers' convention: OR nodes as squares, AND nodes as circles, values
 * under each node, proved nodes green and disproved red, the path to the most-proving node in
 * orange. Leaves take consecutive columns, all of one width but for a node whose name is longer,
 * which widens its own column only, and a parent sits over the middle of its children, so nothing
 * overlaps however wide the tree. Every node carries {@code data-node} with its key, for
 * clicks, and an aria-label that says what it is.
 */
public final class TreeSvg {
    static final int COLUMN = 78;
    /** The column of a tree whose nodes carry no text (lesson 1's statuses): two nodes, a fold button and a gap. */
    static final int BARE_COLUMN = 56;
    static final int ROW = 92;
    static final int HALF = 12;

    private TreeSvg() {
    }

    /** Colours of a drawing that leaves the page (exported SVG and PNG), where the page's styles do not reach. */
    private static final String STANDALONE_STYLE = "<style>"
            + "svg{background:#fff;font-family:sans-serif}"
            + ".edge{stroke:#8a8f98;stroke-width:1.5}.edge.path{stroke:#f08c00;stroke-width:4}"
            + ".edge-label{font-size:10px;fill:#555}.hit,.tap{fill:none;stroke:none}"
            + ".node rect:not(.hit),.node circle{fill:#fff;stroke:#1a1a1a;stroke-width:1.5}"
            + ".node.proved rect:not(.hit),.node.proved circle{fill:#2f9e44}"
            + ".node.disproved rect:not(.hit),.node.disproved circle{fill:#e03131}"
            + ".node.fresh rect:not(.hit),.node.fresh circle{fill:#a5d8ff}"
            + ".node.on-path rect:not(.hit),.node.on-path circle{stroke:#f08c00;stroke-width:3}"
            + ".node.mpn rect:not(.hit),.node.mpn circle{stroke:#f08c00;stroke-width:5}"
            + "text.value{font-size:11px;text-anchor:middle;fill:#1a1a1a}"
            + "text.mark{font-size:12px;font-weight:bold;text-anchor:middle;fill:#fff}"
            + "text.name{font-size:12px;font-weight:bold;fill:#1864ab}.toggle{display:none}"
            + "</style>";

    /** The SVG text; {@code selected} is the key of the node to outline, or null. */
    public static String render(DisplayNode root, String selected) {
        return render(root, selected, java.util.Set.of(), false);
    }

    /** A drawing for slides: the same tree with its colours written in, so it reads outside the page. */
    public static String standalone(DisplayNode root) {
        return render(root, null, java.util.Set.of(), true);
    }

    /**
     * The SVG text, with the subtrees under the keys in {@code collapsed} folded into their root
     * (a "+" button beside it opens them again).
     */
    public static String render(DisplayNode full, String selected, java.util.Set<String> collapsed, boolean standalone) {
        return render(full, selected, collapsed, standalone, "AND/OR tree");
    }

    /** As {@link #render(DisplayNode, String, java.util.Set, boolean)}, named {@code name} for a screen reader. */
    public static String render(DisplayNode full, String selected, java.util.Set<String> collapsed, boolean standalone, String name) {
        return render(full, selected, collapsed, standalone, name, MOST_PROVING);
    }

    /** What a screen reader calls the node a search goes to next, unless a rule set calls it otherwise. */
    public static final String MOST_PROVING = RuleSet.PNS.selectedNodeName();

    /**
     * As {@link #render(DisplayNode, String, java.util.Set, boolean, String)}, with the node the search goes to next
     * called {@code selectionName} ({@link RuleSet#selectedNodeName()}: the MCTS average has no most-proving node).
     */
    public static String render(DisplayNode full, String selected, java.util.Set<String> collapsed, boolean standalone, String name,
                                String selectionName) {
        DisplayNode root = fold(full, collapsed);
        Map<String, double[]> at = new HashMap<>();
        double col = columnOf(root);
        Map<String, Double> spans = new HashMap<>();
        double width = span(root, col, spans);
        int depth = layout(root, 0, 0, spans, at, col);
        double height = (depth + 1) * ROW;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"and-or-tree\" "
                + "viewBox=\"0 0 %.0f %.0f\" width=\"%.0f\" height=\"%.0f\" role=\"group\" aria-label=\"%s\">",
                width, height, width, height, escape(name)));
        if (standalone) {
            sb.append(STANDALONE_STYLE);
        }
        edges(root, at, sb);
        // One Tab stop for the whole drawing: the selected node when it is drawn, else the root; the arrow keys go from
        // node to node (TreeCanvas). Every node a stop of its own made a 200-node tree 200 presses of Tab.
        String stop = selected != null && root.find(selected) != null ? selected : root.key();
        nodes(root, at, selected, stop, full, sb, col, selectionName);
        return sb.append("</svg>").toString();
    }

    /**
     * The width of {@link #render}'s drawing in its own pixels (its viewBox): the page needs it to
     * keep a wide tree from shrinking below a readable size.
     */
    public static double width(DisplayNode full, java.util.Set<String> collapsed) {
        DisplayNode root = fold(full, collapsed);
        return span(root, columnOf(root), new HashMap<>());
    }

    /** The width of a node's own column: the tree's, or more for a name longer than that. */
    private static double own(DisplayNode n, double column) {
        return n.name() == null ? column : Math.max(column, n.name().length() * NAME_CHAR + 14);
    }

    /**
     * The width {@code n}'s subtree takes, recorded in {@code spans} for each node: its leaves' columns
     * side by side, or its own column when that is wider. No two subtrees of one row share any width, so
     * a node's texts, kept inside its subtree's width, never reach a neighbour's.
     */
    private static double span(DisplayNode n, double column, Map<String, Double> spans) {
        double children = 0;
        for (DisplayNode c : n.children()) {
            children += span(c, column, spans);
        }
        double span = Math.max(own(n, column), children);
        spans.put(n.key(), span);
        return span;
    }

    /** The tree with the subtrees under {@code collapsed} keys cut off, their roots marked. */
    private static DisplayNode fold(DisplayNode n, java.util.Set<String> collapsed) {
        if (n.children().isEmpty()) {
            return n;
        }
        if (collapsed.contains(n.key())) {
            java.util.List<String> lines = new java.util.ArrayList<>(n.lines());
            lines.add("+" + (count(n) - 1) + " hidden");
            return n.withLines(lines).withChildren(java.util.List.of());
        }
        return n.withChildren(n.children().stream().map(c -> fold(c, collapsed)).toList());
    }

    private static int count(DisplayNode n) {
        int k = 1;
        for (DisplayNode c : n.children()) {
            k += count(c);
        }
        return k;
    }

    /** The width a move label beside a node takes, at its 10 px font, with room to spare. */
    static final double LABEL_CHAR = 6.0;
    /** The width a character of a node's name takes, at its 12 px bold font. */
    private static final double NAME_CHAR = 7.2;

    /**
     * The tree's column width: wide enough for the longest value line in the tree (narrower when no
     * node has any), and for two move labels facing each other between neighbouring nodes (one beside
     * each, see {@link #edges}), so texts never overlap and the outermost labels stay inside the drawing.
     * Names are left out: a long one widens its own node's column ({@link #own}), not every column, and
     * a name as short as the values takes no more than they do.
     */
    static double columnOf(DisplayNode n) {
        double longest = n.name() == null ? 0 : Math.min(n.name().length() * NAME_CHAR, COLUMN - 14);
        for (String line : n.lines()) {
            longest = Math.max(longest, line.length() * 6.4);
        }
        double col = longest == 0 ? BARE_COLUMN : Math.max(COLUMN, longest + 14);
        if (n.edgeLabel() != null) {
            col = Math.max(col, 2 * (HALF + 3 + n.edgeLabel().length() * LABEL_CHAR) + 6);
        }
        for (DisplayNode c : n.children()) {
            col = Math.max(col, columnOf(c));
        }
        return col;
    }

    /** Text lines under a node: its name (if any) and its values. */
    private static int textLines(DisplayNode n) {
        return n.lines().size() + (n.name() == null ? 0 : 1);
    }

    /** Places {@code n}'s subtree in its span ({@link #span}) from {@code left}; the deepest row it reaches. */
    private static int layout(DisplayNode n, int depth, double left, Map<String, Double> spans, Map<String, double[]> at, double col) {
        int deepest = depth;
        double span = spans.get(n.key());
        double x;
        if (n.children().isEmpty()) {
            x = left + span / 2;
        } else {
            double children = 0;
            for (DisplayNode c : n.children()) {
                children += spans.get(c.key());
            }
            // Under a node wider than its children's columns, they sit in the middle of its span.
            double next = left + (span - children) / 2;
            for (DisplayNode c : n.children()) {
                deepest = Math.max(deepest, layout(c, depth + 1, next, spans, at, col));
                next += spans.get(c.key());
            }
            double first = at.get(n.children().get(0).key())[0];
            double last = at.get(n.children().get(n.children().size() - 1).key())[0];
            // Over the middle of its children, as long as its own column stays inside its span.
            double half = own(n, col) / 2;
            x = Math.min(Math.max((first + last) / 2, left + half), left + span - half);
        }
        at.put(n.key(), new double[] {x, depth * ROW + 22});
        return deepest;
    }

    private static void edges(DisplayNode n, Map<String, double[]> at, StringBuilder sb) {
        double[] p = at.get(n.key());
        for (DisplayNode c : n.children()) {
            double[] q = at.get(c.key());
            boolean path = n.onPath() && c.onPath();
            // From below the parent's values, so no line crosses the numbers written under it.
            sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" class=\"edge%s\"/>",
                    p[0], p[1] + HALF + 4 + 13 * textLines(n), q[0], q[1] - HALF, path ? " path" : ""));
            if (c.edgeLabel() != null) {
                // Beside the child, on the side away from the edge coming in, so the label never sits on a line.
                boolean left = q[0] < p[0] - 1;
                // Said with the node it leads to (its label), not on its own: a screen reader read "3 4 2 3 4" apart.
                sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" class=\"edge-label\" text-anchor=\"%s\" aria-hidden=\"true\">%s</text>",
                        left ? q[0] - HALF - 3 : q[0] + HALF + 3, q[1] - HALF - 3, left ? "end" : "start", escape(c.edgeLabel())));
            }
            edges(c, at, sb);
        }
    }

    private static void nodes(DisplayNode n, Map<String, double[]> at, String selected, String stop, DisplayNode full, StringBuilder sb, double col,
                              String selectionName) {
        double[] p = at.get(n.key());
        StringBuilder cls = new StringBuilder("node ").append(n.or() ? "or" : "and")
                .append(switch (n.exact()) {
                    case TRUE -> " proved";
                    case FALSE -> " disproved";
                    case UNKNOWN -> "";
                });
        if (n.onPath()) {
            cls.append(" on-path");
        }
        if (n.mostProving()) {
            cls.append(" mpn");
        }
        if (n.fresh()) {
            cls.append(" fresh");
        }
        if (n.leaf()) {
            cls.append(" leaf");
        }
        if (n.key().equals(selected)) {
            cls.append(" selected");
        }
        String label = (n.key().isEmpty() ? "root, " : "node " + n.key() + ", ") + (n.edgeLabel() == null ? "" : "reached by " + (n.edgeLabel().startsWith("move") ? "" : "move ") + n.edgeLabel() + ", ")
                + (n.name() == null ? "" : "named " + n.name() + ", ") + (n.or() ? "OR" : "AND")
                + switch (n.exact()) {
                    case TRUE -> ", proved";
                    case FALSE -> ", disproved";
                    case UNKNOWN -> "";
                } + n.lines().stream().filter(line -> !line.isBlank()).map(line -> ", " + line).collect(Collectors.joining())
                + (n.mostProving() ? ", " + selectionName : "") + (n.key().equals(selected) ? ", selected" : "");
        sb.append(String.format(Locale.ROOT, "<g class=\"%s\" data-node=\"%s\" tabindex=\"%d\" role=\"button\" aria-label=\"%s\">",
                cls, n.key(), n.key().equals(stop) ? 0 : -1, escape(label)));
        // A transparent target over the node and its values, so a click anywhere on them selects it.
        sb.append(String.format(Locale.ROOT, "<rect class=\"hit\" x=\"%.1f\" y=\"%.1f\" width=\"%.0f\" height=\"%d\"/>",
                p[0] - own(n, col) / 2.0 + 4, p[1] - HALF - 2, own(n, col) - 8, 2 * HALF + 6 + 13 * textLines(n)));
        if (n.or()) {
            sb.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" rx=\"2\"/>",
                    p[0] - HALF, p[1] - HALF, 2 * HALF, 2 * HALF));
        } else {
            sb.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%d\"/>", p[0], p[1], HALF));
        }
        String mark = switch (n.exact()) {
            case TRUE -> "T";
            case FALSE -> "F";
            case UNKNOWN -> "";
        };
        if (!mark.isEmpty()) {
            sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" class=\"mark\">%s</text>", p[0], p[1] + 4, mark));
        }
        double y = p[1] + HALF + 13;
        if (n.name() != null) {
            // The name first under the node, in its own colour: never over an edge or a neighbour.
            sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" class=\"name\" text-anchor=\"middle\">%s</text>",
                    p[0], y, escape(n.name())));
            y += 13;
        }
        for (String line : n.lines()) {
            sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" class=\"value\">%s</text>", p[0], y, escape(line)));
            y += 13;
        }
        sb.append("</g>");
        DisplayNode original = full.find(n.key());
        if (original != null && !original.children().isEmpty()) {
            boolean folded = n.children().isEmpty();
            // The box is drawn 12 px wide; a transparent target around it, from the node's edge on, takes a finger's
            // tap (the box alone was missed, and the tap selected the node beside it). 27 px, so that a tree fitted to
            // a phone (shrunk to 0.9 at most) still gives it the 24 px a target needs; it ends 5 px short of the next
            // node in the narrowest column.
            sb.append(String.format(Locale.ROOT, "<g class=\"toggle\" data-toggle=\"%s\" role=\"button\" tabindex=\"-1\" aria-label=\"%s\">"
                    + "<rect class=\"tap\" x=\"%.1f\" y=\"%.1f\" width=\"27\" height=\"27\"/>"
                    + "<rect class=\"fold\" x=\"%.1f\" y=\"%.1f\" width=\"12\" height=\"12\" rx=\"2\"/><text x=\"%.1f\" y=\"%.1f\">%s</text></g>",
                    n.key(), (folded ? "show the subtree of " : "hide the subtree of ") + (n.key().isEmpty() ? "the root" : "node " + n.key()),
                    p[0] + HALF, p[1] - 12, p[0] + HALF + 3, p[1] - 6, p[0] + HALF + 9, p[1] + 4, folded ? "+" : "−"));
        }
        for (DisplayNode c : n.children()) {
            nodes(c, at, selected, stop, full, sb, col, selectionName);
        }
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
