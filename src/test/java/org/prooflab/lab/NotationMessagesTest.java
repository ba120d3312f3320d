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
                .isEqualTo("Square h8: a board is 64 squares, a1 to h8, then a space and X or O to move; this has 63 squares and X to move; if that X is square h8, write a space and X or O after it");
        assertThat(describe(othello, "-".repeat(20))).startsWith("Square e3: a board is 64 squares").endsWith("this has 20 squares");
        assertThat(describe(othello, "XO" + "-".repeat(62) + " Z")).startsWith("Side to move: 'Z' is not a side to move");
    }

    @Test
    void an_othello_board_may_set_its_squares_apart_and_is_counted_in_squares() {
        org.prooflab.engine.game.GameKind othello = org.prooflab.engine.game.GameKind.OTHELLO;
        String start = new Othello().boardNotation();
        String squares = start.substring(0, 64);
        // As a book or another program writes a board: spaces between squares, rows on lines of their own or by '/'.
        String spaced = squares.replaceAll("(.)", "$1 ").trim();
        String rows = squares.replaceAll("(.{8})", "$1/").substring(0, 71);
        assertThat(((Othello) othello.parse(spaced + " X")).boardNotation()).isEqualTo(start);
        assertThat(((Othello) othello.parse(rows + " X")).boardNotation()).isEqualTo(start);
        assertThat(((Othello) othello.parse(squares.replaceAll("(.{8})", "$1 / ") + "O")).currentPlayer()).isEqualTo(1);
        assertThat(NotationMessages.othelloBoard(spaced + " X")).isNull();
        // A square short: counted without the spaces (it said "this has 1", of a board read a character a square).
        String short1 = spaced.substring(2) + " X";
        assertThat(describe(othello, short1))
                .isEqualTo("Square h8: a board is 64 squares, a1 to h8, then a space and X or O to move; this has 63 squares and X to move; if that X is square h8, write a space and X or O after it");
        assertThat(NotationMessages.othelloBoard(short1))
                .isEqualTo("A board is 64 squares, a1 to h8, then a space and X or O to move; this has 63 squares and X to move; if that X is square h8, write a space and X or O after it");
        // 64 squares set apart, the last one X, and no side written: the message says how to write the side
        // (it said "this has 63", the last square read as the side).
        String lastIsX = spaced.substring(0, spaced.length() - 1) + "X";
        assertThat(describe(othello, lastIsX)).endsWith("this has 63 squares and X to move; if that X is square h8, write a space and X or O after it");
        assertThat(((Othello) othello.parse(lastIsX + " O")).currentPlayer()).isEqualTo(1);
        assertThat(NotationMessages.othelloBoard("X O - X")).endsWith("this has 3 squares");
        // A wrong square is named by its place on the board, not its character in the text.
        String wrong = spaced.substring(0, 20) + "z" + spaced.substring(21) + " X";
        assertThat(describe(othello, wrong)).startsWith("Square c2: 'z' is not a square");
        assertThat(NotationMessages.othelloBoard(wrong)).startsWith("Square c2 ('z')");
        // After 64 squares set apart: the side, and only the side.
        assertThat(describe(othello, spaced)).startsWith("Side to move: after the 64 squares write a space and the side to move");
        assertThat(describe(othello, spaced + " - X")).startsWith("Side to move: after the 64 squares write a space and the side");
        assertThat(describe(othello, spaced + " Z")).startsWith("Side to move: 'Z' is not a side to move");
        assertThat(describe(othello, squares + "X")).startsWith("Side to move: after the 64 squares write a space and the side");
    }

    @Test
    void a_control_character_is_named_where_it_is_in_the_text_as_given() {
        org.prooflab.engine.game.GameKind othello = org.prooflab.engine.game.GameKind.OTHELLO;
        assertThat(describe(othello, "\u0007")).isEqualTo("Character 1 is a bell (BEL) (U+0007, shown as \u2407): "
                + "a position holds no control characters; set moves apart with spaces or commas");
        assertThat(describe(othello, " f5\n")).startsWith("Character 4 is a line break (U+000A, shown as \u240A)");
        assertThat(describe(org.prooflab.engine.game.GameKind.CONNECT4, "\u001B4")).startsWith("Character 1 is an escape (ESC)");
        assertThat(describe(org.prooflab.engine.game.GameKind.PGAME, "pgame:b=2,d=3,seed=1\u0000"))
                .startsWith("Character 21 is a null character (NUL) (U+0000, shown as \u2400)");
        assertThat(NotationMessages.othelloBoard("\u0000")).startsWith("Character 1 is a null character (NUL)");
    }

    @Test
    void text_typed_as_othello_moves_that_is_neither_moves_nor_a_board_says_how_both_are_written() {
        String hostile = "<script>alert(1)</script>";
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> org.prooflab.engine.game.GameKind.OTHELLO.parse(hostile));
        assertThat(NotationMessages.moves(org.prooflab.engine.game.GameKind.OTHELLO, hostile, e))
                .isEqualTo("Neither moves nor a board: moves are squares a1 to h8, as in f5d6, and a pass is --; a board is "
                        + "64 squares X, O or -, then the side to move");
        // Nothing is said of its first move: here it is one.
        String words = "c4 is my first move please";
        IllegalArgumentException w = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> org.prooflab.engine.game.GameKind.OTHELLO.parse(words));
        assertThat(NotationMessages.moves(org.prooflab.engine.game.GameKind.OTHELLO, words, w)).startsWith("Neither moves nor a board");
        // A board typed into the Moves field is answered as a board, as before.
        String board = "XO" + "-".repeat(61) + "Z X";
        IllegalArgumentException b = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> org.prooflab.engine.game.GameKind.OTHELLO.parse(board));
        assertThat(NotationMessages.moves(org.prooflab.engine.game.GameKind.OTHELLO, board, b))
                .isEqualTo(NotationMessages.describe(org.prooflab.engine.game.GameKind.OTHELLO, board, b));
    }
}
