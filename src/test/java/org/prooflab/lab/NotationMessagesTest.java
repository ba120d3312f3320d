package org.prooflab.lab;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.othello.Othello;

class NotationMessagesTest {
    @Test
    void moves_may_be_set_apart_and_a_wrong_one_is_counted_without_the_spaces() {
        assertThat(org.prooflab.engine.game.GameKind.OTHELLO.parse("f5 d6, c3").notation()).isEqualTo("f5d6c3");
        assertThat(org.prooflab.engine.game.GameKind.CONNECT4.parse(" 4 4 5 3 ").notation()).isEqualTo("4453");
        assertThat(describe(org.prooflab.engine.game.GameKind.OTHELLO, "f5 f6 z9")).startsWith("Move 3 (z9): ");
        assertThat(describe(org.prooflab.engine.game.GameKind.CONNECT4, "4 4 x")).startsWith("Move 3 (x): ");
        assertThat(NotationMessages.othelloBoard("f5 d6")).isEqualTo("These are moves, not a board: type them in the Moves field");
    }

    private static String describe(org.prooflab.engine.game.GameKind kind, String text) {
        try {
            kind.parse(text);
            throw new AssertionError(text + " was read");
        } catch (IllegalArgumentException e) {
            return NotationMessages.describe(kind, text, e);
        }
    }

    @Test
    void the_othello_board_field_answers_in_squares_not_moves() {
        assertThat(NotationMessages.othelloBoard("zz")).isEqualTo("Square a1 ('z'): a square is X (black), O (white) or - (empty)");
        // The squares the board parser reads, lowercase and dots too, are squares here as well.
        assertThat(NotationMessages.othelloBoard("xo.")).isEqualTo("A board is 64 squares, a1 to h8, then a space and X or O to move; this has 3 squares");
        assertThat(NotationMessages.othelloBoard("----")).as("dashes alone are empty squares, not passes").startsWith("A board is 64 squares");
        assertThat(NotationMessages.othelloBoard("f5d6")).isEqualTo("These are moves, not a board: type them in the Moves field");
        assertThat(NotationMessages.othelloBoard("XO-")).isEqualTo("A board is 64 squares, a1 to h8, then a space and X or O to move; this has 3 squares");
        String start = new Othello().boardNotation();
        assertThat(NotationMessages.othelloBoard(start)).isNull();
        assertThat(NotationMessages.othelloBoard(start.substring(0, 64))).as("the parser names the missing side").isNull();
        assertThat(NotationMessages.othelloBoard(start.substring(0, 10) + "z" + start.substring(11)))
                .startsWith("Square c2 ('z')");
        assertThat(NotationMessages.othelloBoard(start.replace('-', '.').toLowerCase())).isNull();
    }
}
