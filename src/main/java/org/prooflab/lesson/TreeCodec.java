package org.prooflab.lesson;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes an AND/OR tree as a short text that fits in a page address, and reads it back with
 * errors that name the place: {@code O(A(.8,.3),A(T,.5))}. {@code O(...)} is an OR node and
 * {@code A(...)} an AND node with its children; a leaf is its win rate ({@code .8}, {@code 0.25}),
 * {@code T} (proved) or {@code F} (disproved); a leaf's type follows from its parent's, and a lone
 * leaf root is OR, or AND when prefixed {@code a:}. A node may be named by a prefix in braces,
 * {@code {a}O(...)} or {@code {b}.8}: the name is drawn beside it.
 */
public final class TreeCodec {
    private TreeCodec() {
    }

    public static String encode(AndOrTree t) {
        StringBuilder sb = new StringBuilder();
        if (t.isLeaf() && !t.isOr()) {
            sb.append("a:");
        }
        write(t, sb);
        return sb.toString();
    }

    private static void write(AndOrTree t, StringBuilder sb) {
        if (t.name() != null) {
            sb.append('{').append(t.name()).append('}');
        }
        if (t.isLeaf()) {
            switch (t.status()) {
                case TRUE -> sb.append('T');
                case FALSE -> sb.append('F');
                default -> sb.append(rate(t.winRate()));
            }
            return;
        }
        sb.append(t.isOr() ? 'O' : 'A').append('(');
        for (int i = 0; i < t.children().size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            write(t.children().get(i), sb);
        }
        sb.append(')');
    }

    /**
     * A win rate as exactly as the tree holds it, in as few digits as read it back: a link rounded to four places made
     * .00001 a 0, and the reloaded tree's values all different.
     */
    private static String rate(double r) {
        String s = java.math.BigDecimal.valueOf(r).stripTrailingZeros().toPlainString();
        return s.startsWith("0.") ? s.substring(1) : s;
    }

    public static AndOrTree decode(String text) {
        String s = text.trim();
        if (s.isEmpty()) {
            // "the tree ends too early, after \"\"" was said of an address's empty tree=.
            throw new IllegalArgumentException("the tree is empty (write O(...) for OR, A(...) for AND, and leaves as a win rate "
                    + "from 0 to 1, T or F)");
        }
        boolean rootOr = true;
        int start = 0;
        if (s.startsWith("a:")) {
            rootOr = false;
            start = 2;
        }
        Reader r = new Reader(s, start);
        AndOrTree t = r.node(rootOr);
        if (r.pos != s.length()) {
            throw r.error("unexpected '" + s.charAt(r.pos) + "' after the tree's end");
        }
        if (t.size() > AndOrTree.MAX_NODES) {
            throw new IllegalArgumentException("the tree has " + t.size() + " nodes: at most " + AndOrTree.MAX_NODES + " are allowed");
        }
        return t;
    }

    private static final class Reader {
        final String s;
        int pos;
        int count;

        Reader(String s, int pos) {
            this.s = s;
            this.pos = pos;
        }

        /**
         * A problem in the words of someone who may never have typed the text (a shared link): the
         * text where it is, quoted, not a character count.
         */
        IllegalArgumentException error(String what) {
            String where = pos >= s.length()
                    ? "after \"" + (s.length() > 12 ? "..." : "") + s.substring(Math.max(0, s.length() - 12)) + "\""
                    : "at \"" + s.substring(pos, Math.min(s.length(), pos + 12)) + (pos + 12 < s.length() ? "..." : "") + "\"";
            return new IllegalArgumentException(what + ", " + where
                    + " (write O(...) for OR, A(...) for AND, and leaves as a win rate from 0 to 1, T or F)");
        }

        AndOrTree node(boolean or) {
            if (++count > AndOrTree.MAX_NODES) {
                throw error("more than " + AndOrTree.MAX_NODES + " nodes: at most " + AndOrTree.MAX_NODES + " are allowed");
            }
            if (pos >= s.length()) {
                throw error("the tree ends too early");
            }
            String name = null;
            if (s.charAt(pos) == '{') {
                int close = s.indexOf('}', pos);
                if (close < 0) {
                    throw error("a node name opened with { is not closed with }");
                }
                name = s.substring(pos + 1, close);
                if (name.indexOf('{') >= 0) {
                    // Said where it is, as every other mistake in the text is.
                    pos += 1 + name.indexOf('{');
                    throw error("a node name cannot contain { or }");
                }
                if (name.length() > AndOrTree.MAX_NAME) {
                    throw error("a node name has at most " + AndOrTree.MAX_NAME + " characters");
                }
                pos = close + 1;
                if (pos >= s.length()) {
                    throw error("the tree ends too early");
                }
            }
            AndOrTree t = unnamed(or);
            return name == null ? t : t.withName(name);
        }

        private AndOrTree unnamed(boolean or) {
            char c = s.charAt(pos);
            if (c == 'O' || c == 'A') {
                boolean nodeOr = c == 'O';
                pos++;
                expect('(');
                List<AndOrTree> kids = new ArrayList<>();
                kids.add(node(!nodeOr));
                while (pos < s.length() && s.charAt(pos) == ',') {
                    pos++;
                    kids.add(node(!nodeOr));
                }
                expect(')');
                return AndOrTree.node(nodeOr, kids);
            }
            if (c == 'T' || c == 'F') {
                pos++;
                return AndOrTree.solved(or, c == 'T');
            }
            int begin = pos;
            // A sign is read with the number, so that -1 and -0 are refused as win rates, not as strange characters.
            if (c == '-' || c == '+') {
                pos++;
            }
            while (pos < s.length() && (Character.isDigit(s.charAt(pos)) || s.charAt(pos) == '.')) {
                pos++;
            }
            if (begin == pos || pos == begin + 1 && (c == '-' || c == '+')) {
                pos = begin;
                throw error("expected a node, found '" + c + "'");
            }
            try {
                double v = Double.parseDouble(s.substring(begin, pos));
                if (c == '-' && v == 0 || c == '+' && v <= 1) {
                    String text = s.substring(begin, pos);
                    pos = begin;
                    throw error("a win rate is written without a sign, not " + text);
                }
                if (v < 0 || v > 1) {
                    String text = s.substring(begin, pos);
                    pos = begin;
                    throw error("a win rate must be from 0 to 1, not " + text);
                }
                return AndOrTree.leaf(or, v);
            } catch (NumberFormatException e) {
                String text = s.substring(begin, pos);
                pos = begin;
                throw error("'" + text + "' is not a number");
            }
        }

        void expect(char c) {
            if (pos >= s.length() || s.charAt(pos) != c) {
                throw error("expected '" + c + "'");
            }
            pos++;
        }
    }
}
