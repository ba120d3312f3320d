package org.prooflab.engine.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** One position however it was reached or written; not two positions whose keys happen to agree. */
class SamePositionTest {

    @Test
    void connect_four_moves_in_another_order_are_the_same_position_and_another_board_size_is_not() {
        GameState played = GameKind.CONNECT4.parse("4453");
        assertThat(played.samePosition(GameKind.CONNECT4.parse("5344"))).isTrue();
        assertThat(played.samePosition(GameKind.CONNECT4.parse("5443"))).as("column 4's discs the other way up").isFalse();
        assertThat(played.samePosition(GameKind.CONNECT4.parse("44535"))).isFalse();
        // Both empty, with equal keys (no disc, Red to move), on boards of different sizes.
        GameState empty = GameKind.CONNECT4.parse("");
        GameState small = GameKind.CONNECT4.parse("5x4:");
        assertThat(empty.key()).isEqualTo(small.key());
        assertThat(empty.samePosition(small)).isFalse();
    }

    @Test
    void othello_moves_and_the_board_they_lead_to_are_the_same_position() {
        GameState played = GameKind.OTHELLO.parse("f5d6");
        GameState board = GameKind.OTHELLO.parse(((org.prooflab.engine.game.othello.Othello) played).boardNotation());
        assertThat(board.notation()).isNotEqualTo(played.notation());
        assertThat(played.samePosition(board)).isTrue();
        assertThat(board.samePosition(played)).isTrue();
        assertThat(played.samePosition(GameKind.OTHELLO.parse("f5f6"))).isFalse();
        assertThat(played.samePosition(GameKind.CONNECT4.parse(""))).isFalse();
        assertThat(played.samePosition(null)).isFalse();
    }

    @Test
    void p_game_positions_compare_their_notation() {
        GameState tree = GameKind.PGAME.parse("pgame:b=2,d=4,seed=7");
        assertThat(tree.key()).isNull();
        assertThat(tree.samePosition(GameKind.PGAME.parse("pgame:b=2,d=4,seed=7"))).isTrue();
        assertThat(tree.samePosition(GameKind.PGAME.parse("pgame:b=2,d=4,seed=8"))).isFalse();
    }
}
