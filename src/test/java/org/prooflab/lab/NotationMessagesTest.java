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

    @Test
    void a_long_othello_move_list_is_told_in_moves_and_a_short_board_in_squares() {
        // A whole game is 120 characters of moves: the first 64 of them used to decide, and a move list that long was
        // judged as squares ("Square a2: e3 is not legal").
        org.prooflab.engine.game.GameKind othello = org.prooflab.engine.game.GameKind.OTHELLO;
        Othello game = new Othello();
        StringBuilder moves = new StringBuilder();
        java.util.Random random = new java.util.Random(3);
        int[] legal = new int[64];
        while (moves.length() < 70 && !game.isTerminal()) {
            int n = game.legalMoves(legal);
            int move = legal[random.nextInt(n)];
            game.play(move);
            if (move != Othello.PASS) {
                moves.append((char) ('a' + move % 8)).append((char) ('1' + move / 8));
            }
        }
        assertThat(othello.parse(moves.toString()).notation()).isEqualTo(game.notation());
        String wrong = moves + "a1";
        assertThat(describe(othello, wrong)).startsWith("Move " + (moves.length() / 2 + 1) + " (a1): ");
        String spaced = moves.toString().replaceAll("(..)", "$1 ").trim();
        assertThat(othello.parse(spaced).notation()).isEqualTo(game.notation());

        // Passes written out are moves, however many.
        assertThat(describe(othello, "pass pass pass pass")).startsWith("Move 1 (pa): a pass is allowed only when");
        // 63 squares and the side to move, typed into the Moves field: a board with a square missing, not a pass.
        assertThat(describe(othello, "-".repeat(63) + " X"))
                .isEqualTo("Square h8: a board is 64 squares, a1 to h8, then a space and X or O to move; this has 63");
        assertThat(describe(othello, "-".repeat(20))).startsWith("Square e3: a board is 64 squares").endsWith("this has 20");
        assertThat(describe(othello, "XO" + "-".repeat(62) + " Z")).startsWith("Side to move: 'Z' is not a side to move");
    }
}
