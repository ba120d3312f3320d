package org.prooflab.ui.lab;

import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.connectfour.ConnectFour;
import org.prooflab.engine.game.othello.Othello;

/** The line over a board that says whose turn it is, who must pass, or who won. */
final class TurnText {
    private TurnText() {
    }

    /** True when the side to move in Othello has no legal move but the game goes on: it must pass. */
    static boolean mustPass(GameState state) {
        return state instanceof Othello o && !o.isTerminal() && o.legalMoveMask() == 0;
    }

    /** Player {@code p} as the lab names it: the colour in Connect Four and Othello, MAX or MIN in a P-game tree. */
    static String player(GameState state, int p) {
        return state instanceof ConnectFour || state instanceof Othello ? side(state, p) : p == 0 ? "MAX" : "MIN";
    }

    /** The line for {@code state}; empty for games without sides to show (P-game trees). */
    static String of(GameState state) {
        if (state instanceof ConnectFour c) {
            if (!c.isTerminal()) {
                return side(c, c.currentPlayer()) + " to move.";
            }
            return c.winner() == GameState.DRAW ? "The board is full: a draw." : side(c, c.winner()) + " has won: four in a row.";
        }
        if (state instanceof Othello o) {
            String board = o.boardNotation();
            String discs = String.format(" Discs: black %d, white %d.", board.chars().limit(64).filter(ch -> ch == 'X').count(),
                    board.chars().limit(64).filter(ch -> ch == 'O').count());
            if (o.isTerminal()) {
                return (o.winner() == GameState.DRAW ? "Game over: a draw." : "Game over: " + side(o, o.winner()) + " has won.") + discs;
            }
            String mover = side(o, o.currentPlayer());
            return (mustPass(o) ? mover + " must pass: no legal move." : mover + " to move.") + discs;
        }
        return "";
    }

    /** The player's colour: Connect Four red and yellow, Othello black and white (player 0 moves first in both). */
    static String side(GameState state, int player) {
        return state instanceof ConnectFour ? ConnectFour.colour(player) : Othello.colour(player);
    }
}
