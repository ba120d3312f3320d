package org.prooflab.ui.lab;

import org.prooflab.engine.game.pgame.PGame;

/** A small P-game tree drawn as indented text: each move with its value, each leaf with its score. */
final class TreeText {
    private TreeText() {
    }

    static String of(PGame root) {
        StringBuilder sb = new StringBuilder("root (MAX to move)\n");
        draw((PGame) root.copy(), sb, "");
        return sb.toString();
    }

    private static void draw(PGame node, StringBuilder sb, String indent) {
        int[] moves = new int[node.maxMoves()];
        int n = node.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            int before = node.score();
            node.play(moves[i]);
            int value = node.score() - before;
            sb.append(indent).append(i == n - 1 ? "└─ " : "├─ ").append(moves[i]).append(String.format(" (%+d)", value));
            if (node.isTerminal()) {
                sb.append("  leaf ").append(node.score()).append(node.score() > 0 ? "  MAX wins" : node.score() < 0 ? "  MIN wins" : "  draw");
            }
            sb.append('\n');
            draw(node, sb, indent + (i == n - 1 ? "   " : "│  "));
            node.undo();
        }
    }
}
