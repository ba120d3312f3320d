package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.othello.Othello;

class ReachNoteTest {
    @Test
    void an_othello_position_far_from_its_end_is_said_to_be_beyond_the_lab_s_limits() {
        assertThat(ReachNote.of(GameKind.OTHELLO.parse(""))).isEqualTo("More than 18 empty squares: at the default limits the "
                + "solvers seldom finish such an Othello position, so a solve will most likely stop at a limit. Random position "
                + "with Random moves at 44 draws a position with 16 empty squares, which most of them finish.");
        // The same words a move later: a screen reader does not say them again at every move.
        assertThat(ReachNote.of(GameKind.OTHELLO.parse("f5"))).isEqualTo(ReachNote.of(GameKind.OTHELLO.parse("")));
    }

    @Test
    void nothing_is_said_from_eighteen_empty_squares_down_nor_of_other_games() {
        assertThat(ReachNote.of(othelloWithEmpty(19))).startsWith("More than 18 empty squares");
        assertThat(ReachNote.of(othelloWithEmpty(18))).isEmpty();
        assertThat(ReachNote.of(othelloWithEmpty(10))).isEmpty();
        assertThat(ReachNote.of(GameKind.CONNECT4.parse(""))).isEmpty();
        assertThat(ReachNote.of(GameKind.PGAME.parse("pgame:b=2,d=20,seed=17"))).isEmpty();
    }

    /** A board of {@code empty} empty squares (the rest alternately black and white, black to move), as the lab reads it. */
    private static GameState othelloWithEmpty(int empty) {
        StringBuilder board = new StringBuilder();
        for (int sq = 0; sq < 64; sq++) {
            board.append(sq < empty ? '-' : sq % 2 == 0 ? 'X' : 'O');
        }
        GameState s = GameKind.OTHELLO.parse(board + " X");
        assertThat(s).isInstanceOf(Othello.class);
        return s;
    }
}
