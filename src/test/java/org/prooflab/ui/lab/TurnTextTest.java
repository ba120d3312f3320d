package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;

class TurnTextTest {

    @Test
    void connect_four_names_the_side_to_move_and_the_winner() {
        assertThat(TurnText.of(GameKind.CONNECT4.parse(""))).isEqualTo("Red to move.");
        assertThat(TurnText.of(GameKind.CONNECT4.parse("4"))).isEqualTo("Yellow to move.");
        assertThat(TurnText.of(GameKind.CONNECT4.parse("1212121"))).isEqualTo("Red has won: four in a row.");
        assertThat(TurnText.of(GameKind.CONNECT4.parse("12121252"))).isEqualTo("Yellow has won: four in a row.");
    }

    @Test
    void othello_says_who_must_pass_and_who_won_with_the_discs() {
        assertThat(TurnText.of(GameKind.OTHELLO.parse("f5"))).isEqualTo("White to move. Discs: black 4, white 1.");
        assertThat(TurnText.mustPass(GameKind.OTHELLO.parse("d3c3b3b2f5a3a1c1"))).isTrue();
        assertThat(TurnText.of(GameKind.OTHELLO.parse("d3c3b3b2f5a3a1c1"))).isEqualTo("Black must pass: no legal move. Discs: black 8, white 4.");
        assertThat(TurnText.of(GameKind.OTHELLO.parse("XO" + "-".repeat(62) + " O"))).startsWith("White must pass");
        assertThat(TurnText.of(GameKind.OTHELLO.parse("XXX" + "-".repeat(61) + " O"))).isEqualTo("Game over: Black has won. Discs: black 3, white 0.");
        assertThat(TurnText.of(GameKind.OTHELLO.parse("XX" + "-".repeat(60) + "OO X"))).isEqualTo("Game over: a draw. Discs: black 2, white 2.");
    }
}
