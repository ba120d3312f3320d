package org.prooflab.lab;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.othello.Othello;

class NotationMessagesTest {
    @Test
    void the_othello_board_field_answers_in_squares_not_moves() {
        assertThat(NotationMessages.othelloBoard("xx")).isEqualTo("Square a1 ('x'): a square is X (black), O (white) or - (empty)");
        assertThat(NotationMessages.othelloBoard("f5d6")).isEqualTo("These are moves, not a board: type them in the Moves field");
        assertThat(NotationMessages.othelloBoard("XO-")).isEqualTo("A board is 64 squares, a1 to h8, then a space and X or O to move; this has 3 squares");
        String start = new Othello().boardNotation();
        assertThat(NotationMessages.othelloBoard(start)).isNull();
        assertThat(NotationMessages.othelloBoard(start.substring(0, 64))).as("the parser names the missing side").isNull();
        assertThat(NotationMessages.othelloBoard(start.substring(0, 10) + "*" + start.substring(11)))
                .startsWith("Square c2 ('*')");
    }
}
