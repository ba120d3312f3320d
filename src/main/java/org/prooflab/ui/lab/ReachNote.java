package org.prooflab.ui.lab;

import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.othello.Othello;

/**
 * What Solve says of a position the lab's solvers will almost surely not finish: an Othello position far from its end.
 * The lab opened Othello at its start (60 empty squares) and offered random positions of 26 moves (34), and every solve
 * of either ran to its limit without a word of why. Measured with {@code prooflab experiment --game othello
 * --random-moves M --count 4 --seed 1 --algorithms pns,ppns --max-nodes 1000000 --max-seconds 30} (the lab's defaults):
 * none concluded at 40 moves (20 empty squares); at 44 (16) PNS concluded 3 of 4 and PPNS 4 of 4, and at 48 both all.
 * At 44 a review found MCPNS, pure MCTS and product propagation 4 of 4 too, and the UCT solver 1 of 4: "most of them".
 */
final class ReachNote {
    /** Empty squares up to which the note says nothing. */
    static final int EMPTY_SQUARES = 18;
    /** Random moves from the start that leave a position the lab's solvers usually finish: the Othello default. */
    static final int OTHELLO_RANDOM_MOVES = 44;

    private ReachNote() {
    }

    /** The note for {@code state}, or "" where a solve may well conclude. */
    static String of(GameState state) {
        if (!(state instanceof Othello o) || o.isTerminal()) {
            return "";
        }
        int empty = 64 - Long.bitCount(o.black() | o.white());
        if (empty <= EMPTY_SQUARES) {
            return "";
        }
        // Without the count, which changed at every move and had a screen reader say the note again each time.
        return "More than " + EMPTY_SQUARES + " empty squares: at the default limits the solvers seldom finish such an Othello "
                + "position, so a solve will most likely stop at a limit. Random position with Random moves at "
                + OTHELLO_RANDOM_MOVES + " draws a position with " + (64 - 4 - OTHELLO_RANDOM_MOVES)
                + " empty squares, which most of them finish.";
    }
}
