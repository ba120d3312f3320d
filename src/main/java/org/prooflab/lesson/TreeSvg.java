package org.prooflab.lesson;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Draws a tree as SVG in the papers' convention: OR nodes as squares, AND nodes as circles, values
 * under each node, proved nodes green and disproved red, the path to the most-proving node in
 * orange. Leaves take consecutive columns and a parent sits over the middle of its children, so
 * nothing overlaps however wide the tree. Every node carries {@code data-node} with its key, for
 * clicks, and an aria-label that says what it is.
 */
public final class TreeSvg {
    static final int COLUMN = 78;
    static final int ROW = 92;
    static final int HALF = 12;

    private TreeSvg() {
    }

    /** The SVG text; {@code selected} is the key of the node to outline, or null. */
    public static String render(DisplayNode root, String selected) {
        Map<String, double[]> at = new HashMap<>();
        double[] next = {0};
        int depth = layout(root, 0, next, at);
        double width = Math.max(1, next[0]) * COLUMN;
        double height = (depth + 1) * ROW;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"and-or-tree\" "
                + "viewBox=\"0 0 %.0f %.0f\" width=\"%.0f\" height=\"%.0f\" role=\"group\" aria-label=\"AND/OR tree\">",
                width, height, width, height));
        edges(root, at, sb);
        nodes(root, at, selected, sb);
        return sb.append("</svg>").toString();
    }

    private static int layout(DisplayNode n, int depth, double[] next, Map<String, double[]> at) {
        int deepest = depth;
        double x;
        if (n.children().isEmpty()) {
            x = (next[0]++ + 0.5) * COLUMN;
        } else {
            for (DisplayNode c : n.children()) {
                deepest = Math.max(deepest, layout(c, depth + 1, next, at));
            }
            double first = at.get(n.children().get(0).key())[0];
            double last = at.get(n.children().get(n.children().size() - 1).key())[0];
            x = (first + last) / 2;
        }
        at.put(n.key(), new double[] {x, depth * ROW + 22});
        return deepest;
    }

    private static void edges(DisplayNode n, Map<String, double[]> at, StringBuilder sb) {
        double[] p = at.get(n.key());
        for (DisplayNode c : n.children()) {
            double[] q = at.get(c.key());
            boolean path = n.onPath() && c.onPath();
            sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" class=\"edge%s\"/>",
                    p[0], p[1] + HALF, q[0], q[1] - HALF, path ? " path" : ""));
            if (c.edgeLabel() != null) {
                sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" class=\"edge-label\">%s</text>",
                        (p[0] + q[0]) / 2 + 4, (p[1] + q[1]) / 2, escape(c.edgeLabel())));
            }
            edges(c, at, sb);
        }
    }

    private static void nodes(DisplayNode n, Map<String, double[]> at, String selected, StringBuilder sb) {
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
        String label = (n.key().isEmpty() ? "root, " : "node " + n.key() + ", ") + (n.or() ? "OR" : "AND")
                + switch (n.exact()) {
                    case TRUE -> ", proved";
                    case FALSE -> ", disproved";
                    case UNKNOWN -> "";
                } + ", " + String.join(", ", n.lines()) + (n.mostProving() ? ", most-proving node" : "");
        sb.append(String.format(Locale.ROOT, "<g class=\"%s\" data-node=\"%s\" tabindex=\"0\" role=\"button\" aria-label=\"%s\">",
                cls, n.key(), escape(label)));
        // A transparent target over the node and its values, so a click anywhere on them selects it.
        sb.append(String.format(Locale.ROOT, "<rect class=\"hit\" x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\"/>",
                p[0] - COLUMN / 2.0 + 4, p[1] - HALF - 2, COLUMN - 8, 2 * HALF + 6 + 13 * n.lines().size()));
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
        for (String line : n.lines()) {
            sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" class=\"value\">%s</text>", p[0], y, escape(line)));
            y += 13;
        }
        sb.append("</g>");
        for (DisplayNode c : n.children()) {
            nodes(c, at, selected, sb);
        }
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
