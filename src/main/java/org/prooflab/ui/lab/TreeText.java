package org.prooflab.ui.lab;

import org.prooflab.engine.game.pgame.PGame;

/**
 * A small P-game tree drawn as indented text: each move with its value, each leaf with its score,
 * and the node a position below the root is (its notation's path) marked.
 */
final class TreeText {
    /** After the line of the node the position is. */
    static final String MARK = "  ◀ the position";

    private TreeText() {
    }

    /** The whole tree of {@code position}, from its root; the node {@code position} is marked when it is not the root. */
    static String of(PGame position) {
        StringBuilder sb = new StringBuilder("root (MAX to move)\n");
        draw(new PGame(position.branching(), position.depthLimit(), position.seed()), sb, "", position.path(), true);
        return sb.toString();
    }

    /**
     * Where in its tree a position below the root is, for the line under the tree's size: " The
     * position is the node at path 0.1, depth 2: MAX to move."; empty at the root.
     */
    static String where(PGame position) {
        if (position.depth() == 0) {
            return "";
        }
        if (position.isTerminal()) {
            int score = position.score();
            return " The position is the leaf at path " + position.pathText() + ": score " + score + ", "
                    + (score > 0 ? "MAX wins." : score < 0 ? "MIN wins." : "a draw.");
        }
        return " The position is the node at path " + position.pathText() + ", depth " + position.depth() + ": "
                + (position.currentPlayer() == 0 ? "MAX" : "MIN") + " to move.";
    }

    /** @param onPath whether {@code node} lies on the way to the node at {@code path} */
    private static void draw(PGame node, StringBuilder sb, String indent, int[] path, boolean onPath) {
        int[] moves = new int[node.maxMoves()];
        int n = node.legalMoves(moves);
        int depth = node.depth();
        for (int i = 0; i < n; i++) {
            boolean along = onPath && depth < path.length && path[depth] == moves[i];
            node.play(moves[i]);
            sb.append(indent).append(i == n - 1 ? "└─ " : "├─ ").append(moves[i]).append(" (").append(node.lastMoveValueText()).append(')');
            if (node.isTerminal()) {
                sb.append("  leaf ").append(node.score()).append(node.score() > 0 ? "  MAX wins" : node.score() < 0 ? "  MIN wins" : "  draw");
            }
            if (along && depth + 1 == path.length) {
                sb.append(MARK);
            }
            sb.append('\n');
            draw(node, sb, indent + (i == n - 1 ? "   " : "│  "), path, along);
            node.undo();
        }
    }
}
