package org.prooflab.engine.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.connectfour.ConnectFour;

class ConnectFourTest {

    private static ConnectFour play(String moves) {
        return ConnectFour.parse(moves);
    }

    @Test
    void vertical_win_at_the_left_edge() {
        ConnectFour g = play("1212121");
        assertThat(g.isTerminal()).isTrue();
        assertThat(g.winner()).isEqualTo(0);
    }

    @Test
    void horizontal_win_along_the_bottom_at_the_right_edge() {
        assertThat(play("716151").isTerminal()).isFalse();
        ConnectFour g = play("7161514");
        assertThat(g.isTerminal()).isTrue();
        assertThat(g.winner()).isEqualTo(0);
    }

    @Test
    void rising_and_falling_diagonals_win() {
        // X on a1 b2 c3 d4
        ConnectFour rising = play("12233444364");
        assertThat(rising.isTerminal()).isTrue();
        assertThat(rising.winner()).isEqualTo(0);
        // mirror image: X on g1 f2 e3 d4
        ConnectFour falling = play("76655444524");
        assertThat(falling.isTerminal()).isTrue();
        assertThat(falling.winner()).isEqualTo(0);
    }

    /** A plain two-dimensional checker, written independently of the bitboards. */
    private static int naiveWinner(int[][] cells, int w, int h, int[] found) {
        int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int c = 0; c < w; c++) {
            for (int r = 0; r < h; r++) {
                int p = cells[c][r];
                if (p < 0) {
                    continue;
                }
                for (int d = 0; d < 4; d++) {
                    int k = 1;
                    while (k < 4) {
                        int cc = c + dirs[d][0] * k;
                        int rr = r + dirs[d][1] * k;
                        if (cc < 0 || cc >= w || rr < 0 || rr >= h || cells[cc][rr] != p) {
                            break;
                        }
                        k++;
                    }
                    if (k == 4) {
                        int endC = c + dirs[d][0] * 3;
                        int endR = r + dirs[d][1] * 3;
                        boolean edge = c == 0 || endC == w - 1 || Math.min(r, endR) == 0 || Math.max(r, endR) == h - 1;
                        found[0] = d;
                        found[1] = edge ? 1 : 0;
                        return p;
                    }
                }
            }
        }
        return -1;
    }

    @Test
    void wins_agree_with_a_plain_checker_in_every_direction_on_several_board_sizes() {
        // Also the tall and the flat boards of 64 bits: a line's steps of 2 (height + 2) pass 63 on 1x62 or 2x30, and a
        // shift by 64 or more is taken mod 64 in Java (every solver answered 1x62 "WIN").
        int[][] sizes = {{7, 6}, {4, 4}, {5, 4}, {8, 7}, {6, 7}, {4, 12}, {1, 63}, {1, 62}, {2, 31}, {2, 30}, {3, 20}, {4, 15},
                {16, 3}, {21, 2}, {32, 1}};
        boolean[][] seen = new boolean[4][2];
        Rng rng = new Rng(42);
        for (int[] size : sizes) {
            int w = size[0];
            int h = size[1];
            for (int game = 0; game < 1500; game++) {
                ConnectFour g = new ConnectFour(w, h);
                int[][] cells = new int[w][h];
                for (int[] col : cells) {
                    Arrays.fill(col, -1);
                }
                int[] heights = new int[w];
                int[] moves = new int[w];
                int[] found = new int[2];
                while (!g.isTerminal()) {
                    int n = g.legalMoves(moves);
                    int col = moves[rng.nextInt(n)];
                    cells[col][heights[col]++] = g.currentPlayer();
                    g.play(col);
                    int naive = naiveWinner(cells, w, h, found);
                    if (naive >= 0) {
                        seen[found[0]][found[1]] = true;
                        assertThat(g.isTerminal()).as(g.toString()).isTrue();
                        assertThat(g.winner()).isEqualTo(naive);
                    } else {
                        boolean full = Arrays.stream(heights).allMatch(x -> x == h);
                        assertThat(g.isTerminal()).as(g.toString()).isEqualTo(full);
                        if (full) {
                            assertThat(g.winner()).isEqualTo(GameState.DRAW);
                        }
                    }
                }
            }
        }
        for (int d = 0; d < 4; d++) {
            assertThat(seen[d][0] && seen[d][1]).as("direction " + d + " seen at an edge and inside").isTrue();
        }
    }

    @Test
    void three_in_a_row_and_lines_across_columns_do_not_win() {
        ConnectFour g = play("121212");
        assertThat(g.isTerminal()).isFalse();
        // Vertical run of three at the top of a column plus one at the bottom of the next must not wrap.
        ConnectFour wrap = play("1111112222");
        assertThat(wrap.isTerminal()).isFalse();
    }

    @Test
    void a_full_board_without_four_is_a_draw() {
        // Four columns of height 1 filled X O X O: full, and no four of one colour.
        ConnectFour g = new ConnectFour(4, 1);
        for (int c = 0; c < 4; c++) {
            assertThat(g.isTerminal()).isFalse();
            g.play(c);
        }
        assertThat(g.isTerminal()).isTrue();
        assertThat(g.winner()).isEqualTo(GameState.DRAW);
        assertThat(ConnectFour.parse("4x1:1234").isTerminal()).isTrue();
        ConnectFour draw = ConnectFour.parse("3x3:123123123");
        assertThat(draw.isTerminal()).isTrue();
        assertThat(draw.winner()).isEqualTo(GameState.DRAW);
    }

    @Test
    void columns_are_read_from_one_and_letters_after_nine() {
        assertThat(ConnectFour.parseColumn('1')).isZero();
        assertThat(ConnectFour.parseColumn('9')).isEqualTo(8);
        assertThat(ConnectFour.parseColumn('a')).isEqualTo(9);
        assertThat(ConnectFour.parseColumn('0')).isEqualTo(-1);
        assertThat(new ConnectFour(12, 4).formatMove(10)).isEqualTo("b");
    }

    @Test
    void undo_restores_the_position() {
        ConnectFour g = play("4453");
        String before = g.toString();
        long hash = g.hash();
        g.play(3);
        g.play(3);
        g.undo();
        g.undo();
        assertThat(g.toString()).isEqualTo(before);
        assertThat(g.hash()).isEqualTo(hash);
        assertThat(g.notation()).isEqualTo("4453");
    }

    @Test
    void board_sizes_with_sixty_four_bits_work() {
        ConnectFour g = ConnectFour.parse("8x7:1212121");
        assertThat(g.isTerminal()).isTrue();
        assertThat(g.notation()).isEqualTo("8x7:1212121");
        assertThatThrownBy(() -> ConnectFour.parse("9x7:1")).hasMessageContaining("at most 64");
    }

    @Test
    void bad_move_strings_are_explained() {
        assertThatThrownBy(() -> ConnectFour.parse("44x3")).hasMessageContaining("at character 3")
                .hasMessageContaining("allowed are 1 to 7");
        assertThatThrownBy(() -> ConnectFour.parse("48")).hasMessageContaining("'8' is not a column");
        assertThatThrownBy(() -> ConnectFour.parse("1111111")).hasMessageContaining("at character 7")
                .hasMessageContaining("column 1 is full");
        assertThatThrownBy(() -> ConnectFour.parse("12121213")).hasMessageContaining("already over (Red, the first player, has four in a row)");
        assertThatThrownBy(() -> ConnectFour.parse("212121313")).hasMessageContaining("already over (Yellow, the second player, has four in a row)");
        assertThatThrownBy(() -> ConnectFour.parse("ax4:1")).hasMessageContaining("not a board size");
    }

    @Test
    void a_board_size_is_plain_digits_as_its_message_asks() {
        // Integer.parseInt read "+5" as 5 and "٤" (Arabic-Indic four) as 4: the board was 5x4.
        String asked = "is not a board size: write WIDTHxHEIGHT before ':', as in 5x4:3321";
        assertThatThrownBy(() -> ConnectFour.parse("+5x4:3321")).hasMessage("at character 1: '+5x4' " + asked);
        assertThatThrownBy(() -> ConnectFour.parse("5x+4:3321")).hasMessage("at character 1: '5x+4' " + asked);
        assertThatThrownBy(() -> ConnectFour.parse("5x\u0664:3321")).hasMessage("at character 1: '5x\u0664' " + asked);
        assertThatThrownBy(() -> ConnectFour.parse("\uff15x4:3321")).hasMessage("at character 1: '\uff15x4' " + asked);
        assertThatThrownBy(() -> ConnectFour.parse("5x99999999999:1")).hasMessage("at character 1: '5x99999999999' " + asked);
        // Leading zeros are read as before.
        assertThat(ConnectFour.parse("05x04:3321").notation()).isEqualTo("5x4:3321");
        // "a 8x8 board" read wrongly aloud.
        assertThatThrownBy(() -> ConnectFour.parse("8x8:1")).hasMessageContaining("an 8x8 board is not allowed");
        assertThatThrownBy(() -> ConnectFour.parse("9x9:1")).hasMessageContaining("a 9x9 board is not allowed");
    }

    @Test
    void random_positions_are_repeatable_and_never_finished() {
        for (int i = 0; i < 200; i++) {
            GameState a = GameKind.randomPosition(new ConnectFour(), 12, GameKind.positionSeed(7, i));
            GameState b = GameKind.randomPosition(new ConnectFour(), 12, GameKind.positionSeed(7, i));
            assertThat(a.notation()).isEqualTo(b.notation()).hasSize(12);
            assertThat(a.isTerminal()).isFalse();
        }
        assertThat(GameKind.randomPosition(new ConnectFour(), 12, 1).notation()).isEqualTo(
                GameKind.randomPosition(new ConnectFour(), 12, 1).notation());
    }

    @Test
    void random_playouts_play_exactly_the_legal_moves_of_the_real_rules() {
        int[][] sizes = {{7, 6}, {4, 4}, {5, 4}};
        int cut = 0;
        for (int i = 0; i < 600; i++) {
            int[] size = sizes[i % sizes.length];
            GameState start = GameKind.randomPosition(new ConnectFour(size[0], size[1]), i % 7, GameKind.positionSeed(13, i));
            String before = start.toString();
            int maxPlies = i % 4 == 0 ? 5 : Integer.MAX_VALUE;
            int fast = start.randomPlayout(new Rng(i), maxPlies, new int[size[0]]);
            // The public rules: legalMoves lists the open columns left to right; one random number a disc.
            int[] moves = new int[size[0]];
            int played = 0;
            Rng rng = new Rng(i);
            while (!start.isTerminal() && played < maxPlies) {
                start.play(moves[rng.nextInt(start.legalMoves(moves))]);
                played++;
            }
            int slow = start.isTerminal() ? start.winner() : GameState.NO_RESULT;
            for (int k = 0; k < played; k++) {
                start.undo();
            }
            assertThat(fast).as(before + " seed " + i).isEqualTo(slow);
            assertThat(start.toString()).isEqualTo(before);
            cut += fast == GameState.NO_RESULT ? 1 : 0;
        }
        assertThat(cut).isPositive();
    }
}
