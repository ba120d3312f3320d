package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.othello.Othello;

/** "Play against the proof" saves its drawing under the game's and the position's names, not proof.svg for every position. */
class ProofExportNameTest {
    private static final String SAFE = "proof-(connect4|othello|pgame)-[a-z0-9]+(-[a-z0-9]+)*";

    private static String name(GameKind game, String position) {
        return ProofPlayPanel.exportName(game.parse(position));
    }

    @Test
    void a_proof_drawing_is_named_after_its_game_and_position() {
        assertThat(name(GameKind.CONNECT4, "4453")).isEqualTo("proof-connect4-4453");
        assertThat(name(GameKind.CONNECT4, "")).isEqualTo("proof-connect4-start");
        assertThat(name(GameKind.CONNECT4, "5x4:3321")).isEqualTo("proof-connect4-5x4-3321");
        assertThat(name(GameKind.OTHELLO, "f5d6c3")).isEqualTo("proof-othello-f5d6c3");
        assertThat(name(GameKind.OTHELLO, "")).isEqualTo("proof-othello-start");
        assertThat(name(GameKind.PGAME, "pgame:b=2,d=20,seed=17")).isEqualTo("proof-pgame-b2-d20-seed17");
        assertThat(name(GameKind.PGAME, "pgame:b=2,d=20,seed=17,path=0.1.1")).isEqualTo("proof-pgame-b2-d20-seed17-path0-1-1");
    }

    @Test
    void a_long_position_keeps_its_start_and_its_last_moves_and_every_position_of_a_game_its_own_name() {
        GameState s = new Othello();
        List<String> names = new ArrayList<>(List.of(ProofPlayPanel.exportName(s)));
        int[] moves = new int[s.maxMoves()];
        for (int ply = 0; ply < 40 && !s.isTerminal(); ply++) {
            int n = s.legalMoves(moves);
            s.play(moves[ply % n]);
            names.add(ProofPlayPanel.exportName(s));
        }
        String notation = s.notation();
        assertThat(notation.length()).isGreaterThan(60);
        String last = names.get(names.size() - 1);
        assertThat(last).startsWith("proof-othello-" + notation.substring(0, 16))
                .endsWith("-" + notation.substring(notation.length() - 16))
                .hasSizeLessThanOrEqualTo("proof-othello-".length() + 40);
        assertThat(names).doesNotHaveDuplicates().allSatisfy(n -> assertThat(n).matches(SAFE).hasSizeLessThanOrEqualTo(54));
        // The 64-square board form: letters, digits and '-' only, and short.
        Othello board = Othello.parse(((Othello) s).boardNotation());
        assertThat(ProofPlayPanel.exportName(board)).matches(SAFE).hasSizeLessThanOrEqualTo(54);
    }
}
