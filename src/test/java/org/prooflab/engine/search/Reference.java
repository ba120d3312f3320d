package org.prooflab.engine.search;

import org.prooflab.engine.game.GameState;

/** A plain minimax over the whole tree, without tables or cut-offs tricks: the slowest, simplest truth. */
final class Reference {
    private Reference() {
    }

    /** Does the player to move in {@code s} reach {@code goal}? */
    static boolean proverReaches(GameState s, Goal goal) {
        return reaches(s, goal, s.currentPlayer());
    }

    static boolean reaches(GameState s, Goal goal, int prover) {
        if (s.isTerminal()) {
            return goal.reachedBy(s.winner(), prover);
        }
        int[] moves = new int[s.maxMoves()];
        int n = s.legalMoves(moves);
        boolean or = s.currentPlayer() == prover;
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            boolean r = reaches(s, goal, prover);
            s.undo();
            if (r == or) {
                return or;
            }
        }
        return !or;
    }

    static Value fullValue(GameState s) {
        if (proverReaches(s, Goal.WIN)) {
            return Value.WIN;
        }
        return proverReaches(s, Goal.NOT_LOSE) ? Value.DRAW : Value.LOSS;
    }

    /** True if playing {@code move} keeps the prover (the player to move now) on course to {@code goal}. */
    static boolean isWinningMove(GameState s, int move, Goal goal) {
        int prover = s.currentPlayer();
        s.play(move);
        boolean r = reaches(s, goal, prover);
        s.undo();
        return r;
    }
}
