package org.prooflab.engine.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.connectfour.ConnectFour;
import org.prooflab.engine.game.othello.Othello;
import org.prooflab.engine.game.pgame.PGame;

/** {@link GameState#plies()}: the moves from the start, passes not counted, as the experiments' stages count them. */
class PliesTest {

    @Test
    void connect_four_counts_every_move_and_undo_takes_one_back() {
        GameState g = GameKind.CONNECT4.parse("4453");
        assertThat(g.plies()).isEqualTo(4);
        g.play(0);
        assertThat(g.plies()).isEqualTo(5);
        g.undo();
        g.undo();
        assertThat(g.plies()).isEqualTo(3);
        assertThat(new ConnectFour().plies()).isZero();
    }

    @Test
    void othello_does_not_count_a_pass_and_reads_a_board_as_its_moves() {
        assertThat(new Othello().plies()).isZero();
        Othello moves = Othello.parse("f5d6c3");
        assertThat(moves.plies()).isEqualTo(3);
        assertThat(Othello.parse(moves.boardNotation()).plies()).isEqualTo(3);
        Othello passed = Othello.parse("d3c3b3b2f5a3a1c1--");
        assertThat(passed.plies()).isEqualTo(8);
        assertThat(Othello.parse("d3c3b3b2f5a3a1c1").plies()).isEqualTo(8);
    }

    @Test
    void pgame_counts_the_depth_of_the_node() {
        PGame root = new PGame(2, 4, 17);
        assertThat(root.plies()).isZero();
        root.play(1);
        root.play(0);
        assertThat(root.plies()).isEqualTo(2);
        assertThat(GameKind.PGAME.parse("pgame:b=2,d=4,seed=17,path=1.0.1").plies()).isEqualTo(3);
    }

    @Test
    void a_random_position_of_n_plies_has_n_plies_in_every_game() {
        for (GameKind kind : GameKind.values()) {
            GameState start = kind == GameKind.PGAME ? new PGame(3, 12, 5) : kind.start();
            for (long seed = 1; seed <= 20; seed++) {
                int n = kind == GameKind.OTHELLO ? 22 : 6;
                assertThat(GameKind.randomPosition(start, n, seed).plies()).as(kind + " seed " + seed).isEqualTo(n);
            }
        }
    }
}
