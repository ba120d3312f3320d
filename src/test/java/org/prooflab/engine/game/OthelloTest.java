package org.prooflab.engine.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.othello.Othello;

class OthelloTest {

    private static long perft(GameState s, int depth, int[][] buffers) {
        if (depth == 0) {
            return 1;
        }
        int n = s.legalMoves(buffers[depth]);
        long total = 0;
        for (int i = 0; i < n; i++) {
            s.play(buffers[depth][i]);
            total += perft(s, depth - 1, buffers);
            s.undo();
        }
        return total;
    }

    @Test
    void perft_from_the_start() {
        long[] expected = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};
        int[][] buffers = new int[10][64];
        Othello start = new Othello();
        for (int depth = 1; depth <= 9; depth++) {
            assertThat(perft(start, depth, buffers)).as("perft " + depth).isEqualTo(expected[depth]);
        }
        assertThat(start.boardNotation()).isEqualTo(new Othello().boardNotation());
    }

    @Test
    void the_start_is_drawn_with_its_four_legal_moves() {
        // Row 1 at the top, as Othello's diagrams draw it: white on d4 and e5, black's moves d3, c4, f5 and e6.
        assertThat(new Othello().toString()).isEqualTo("""
                  abcdefgh
                1 ........
                2 ........
                3 ...*....
                4 ..*OX...
                5 ...XO*..
                6 ....*...
                7 ........
                8 ........
                black (X) to move
                """);
    }

    @Test
    void a_side_without_moves_passes_and_the_game_ends_when_neither_can_move() {
        // Black has a1, white b1: black plays c1 and wipes white out; nothing is left to play.
        Othello g = Othello.parse("XO" + "-".repeat(62) + " X");
        assertThat(g.isTerminal()).isFalse();
        g.play(g.parseMove("c1"));
        assertThat(g.isTerminal()).isTrue();
        assertThat(g.winner()).isEqualTo(0);
        // White to move with no move while black has one: the only move is a pass.
        Othello pass = Othello.parse("XO-" + "-".repeat(61) + " O");
        int[] moves = new int[64];
        assertThat(pass.legalMoves(moves)).isEqualTo(1);
        assertThat(moves[0]).isEqualTo(Othello.PASS);
        pass.play(Othello.PASS);
        assertThat(pass.currentPlayer()).isEqualTo(0);
        pass.undo();
        assertThat(pass.currentPlayer()).isEqualTo(1);
    }

    @Test
    void equal_disc_counts_are_a_draw() {
        Othello g = Othello.parse("XX" + "-".repeat(60) + "OO X");
        assertThat(g.isTerminal()).isTrue();
        assertThat(g.winner()).isEqualTo(GameState.DRAW);
    }

    @Test
    void a_move_list_is_read_in_either_case_and_a_wrong_square_is_quoted_as_typed() {
        assertThat(Othello.parse("F5D6c3").notation()).isEqualTo("f5d6c3");
        // "İ" lowers to two characters: the list was cut at the wrong place and threw an index error, not a notation one.
        assertThatThrownBy(() -> Othello.parse("f5\u0130x")).isInstanceOf(NotationException.class)
                .hasMessageContaining("'\u0130x' is not a square");
        assertThatThrownBy(() -> Othello.parse("f5XX")).isInstanceOf(NotationException.class)
                .hasMessage("at character 3: 'XX' is not a square: write a column a to h and a row 1 to 8, as in f5");
    }

    @Test
    void move_lists_and_boards_round_trip() {
        Othello g = Othello.parse("f5d6c3");
        assertThat(g.notation()).isEqualTo("f5d6c3");
        Othello board = Othello.parse(g.boardNotation());
        assertThat(board.boardNotation()).isEqualTo(g.boardNotation());
        assertThat(board.currentPlayer()).isEqualTo(1);
    }

    @Test
    void passes_are_written_in_the_move_list_and_read_back_with_the_right_side_to_move() {
        // After these eight moves black has no legal move while white has.
        Othello stuck = Othello.parse("d3c3b3b2f5a3a1c1");
        assertThat(stuck.isTerminal()).isFalse();
        assertThat(stuck.legalMoveMask()).isZero();
        assertThat(stuck.currentPlayer()).isEqualTo(0);

        // A trailing pass is kept: white is to move, and the move list says so.
        Othello passed = Othello.parse("d3c3b3b2f5a3a1c1--");
        assertThat(passed.currentPlayer()).isEqualTo(1);
        assertThat(passed.notation()).isEqualTo("d3c3b3b2f5a3a1c1--");
        Othello again = Othello.parse(passed.notation());
        assertThat(again.key()).isEqualTo(passed.key());
        assertThat(again.currentPlayer()).isEqualTo(1);
        assertThat(Othello.parse("d3c3b3b2f5a3a1c1pass").key()).isEqualTo(passed.key());

        // A pass played as a move is written too, and a move list that left it out reads the same.
        stuck.play(Othello.PASS);
        assertThat(stuck.notation()).isEqualTo("d3c3b3b2f5a3a1c1--");
        int[] moves = new int[65];
        stuck.legalMoves(moves);
        String white = stuck.formatMove(moves[0]);
        stuck.play(moves[0]);
        assertThat(stuck.notation()).isEqualTo("d3c3b3b2f5a3a1c1--" + white);
        assertThat(Othello.parse("d3c3b3b2f5a3a1c1" + white).notation()).isEqualTo(stuck.notation());
    }

    @Test
    void every_position_of_random_games_reads_back_from_its_move_list() {
        int passes = 0;
        for (long seed = 1; seed <= 200; seed++) {
            Othello g = new Othello();
            java.util.Random rng = new java.util.Random(seed);
            int[] moves = new int[65];
            while (!g.isTerminal()) {
                g.play(moves[rng.nextInt(g.legalMoves(moves))]);
                passes += g.notation().endsWith(Othello.PASS_TOKEN) ? 1 : 0;
                Othello read = Othello.parse(g.notation());
                assertThat(read.key()).as(g.notation()).isEqualTo(g.key());
                assertThat(read.notation()).isEqualTo(g.notation());
            }
        }
        assertThat(passes).as("positions just after a pass among those read back").isPositive();
    }

    @Test
    void a_pass_is_refused_where_the_side_to_move_has_a_move() {
        assertThatThrownBy(() -> Othello.parse("f5--")).hasMessageContaining("a pass is allowed only when")
                .hasMessageContaining("white can play");
        assertThatThrownBy(() -> Othello.parse("--")).hasMessageContaining("black can play");
    }

    @Test
    void bad_moves_and_boards_are_explained() {
        assertThatThrownBy(() -> Othello.parse("f5d6c")).hasMessageContaining("incomplete");
        assertThatThrownBy(() -> Othello.parse("f5z9")).hasMessageContaining("at character 3")
                .hasMessageContaining("column a to h and a row 1 to 8");
        assertThatThrownBy(() -> Othello.parse("a1")).hasMessageContaining("not legal for black")
                .hasMessageContaining("allowed are d3 c4 f5 e6");
        assertThatThrownBy(() -> Othello.parse("f5f5")).hasMessageContaining("taken");
        assertThatThrownBy(() -> Othello.parse("Q".repeat(64) + " X")).hasMessageContaining("'Q'");
        assertThatThrownBy(() -> Othello.parse("-".repeat(64) + " Z")).hasMessageContaining("side to move");
    }

    /**
     * The same playout through the public rules: {@link Othello#legalMoves} and {@link Othello#play},
     * one random number per placed disc (none for a forced pass), the k-th legal move in square order.
     */
    static int playoutByTheRules(GameState g, Rng rng, int maxPlies) {
        int[] moves = new int[64];
        int plies = 0;
        int played = 0;
        int result;
        while (true) {
            if (g.isTerminal()) {
                result = g.winner();
                break;
            }
            int n = g.legalMoves(moves);
            if (n == 1 && g.isPass(moves[0])) {
                g.play(moves[0]);
            } else {
                if (plies == maxPlies) {
                    result = GameState.NO_RESULT;
                    break;
                }
                g.play(moves[rng.nextInt(n)]);
                plies++;
            }
            played++;
        }
        for (int i = 0; i < played; i++) {
            g.undo();
        }
        return result;
    }

    @Test
    void random_playouts_play_exactly_the_legal_moves_of_the_real_rules() {
        // The fast playout works on bitboards; the slow one plays only moves legalMoves lists. Any move
        // the fast one could pick that the rules forbid (or a legal move it could not pick) shifts the
        // choices and, over hundreds of games, the results.
        int cut = 0;
        for (int i = 0; i < 300; i++) {
            GameState start = GameKind.randomPosition(new Othello(), i % 50, GameKind.positionSeed(12, i));
            String before = ((Othello) start).boardNotation();
            int maxPlies = i % 3 == 0 ? 8 : Integer.MAX_VALUE;
            int fast = start.randomPlayout(new Rng(i), maxPlies, new int[64]);
            int slow = playoutByTheRules(start, new Rng(i), maxPlies);
            assertThat(fast).as(before + " seed " + i).isEqualTo(slow);
            assertThat(((Othello) start).boardNotation()).isEqualTo(before);
            cut += fast == GameState.NO_RESULT ? 1 : 0;
        }
        assertThat(cut).as("some playouts are cut short by the ply limit").isPositive();
        Othello start = new Othello();
        assertThat(start.randomPlayout(new Rng(3), Integer.MAX_VALUE, new int[64]))
                .isEqualTo(start.randomPlayout(new Rng(3), Integer.MAX_VALUE, new int[64])).isIn(0, 1, GameState.DRAW);
    }

    @Test
    void a_game_over_with_empty_squares_is_won_on_discs_alone() {
        // Black a1 b1, white f8 g8 h8: no disc touches the other colour, so neither side can move, with 59 squares
        // empty. White has more discs and wins, whoever is to move; a playout from here says the same.
        long black = 0b11L;
        long white = (1L << 61) | (1L << 62) | (1L << 63);
        for (int toMove = 0; toMove < 2; toMove++) {
            Othello o = new Othello(black, white, toMove);
            assertThat(o.isTerminal()).isTrue();
            assertThat(o.winner()).as("to move " + toMove).isEqualTo(1);
            assertThat(o.randomPlayout(new Rng(1), Integer.MAX_VALUE, new int[64])).as("playout, to move " + toMove).isEqualTo(1);
        }
    }
}
