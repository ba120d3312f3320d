package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Rng;
import org.prooflab.engine.game.pgame.PGame;

/** A helper's position, moved along paths of moves: after every move it is the root after the path, wherever the path jumps. */
class CursorTest {

    @Test
    void each_path_leads_to_its_own_position_however_far_the_paths_jump() {
        // Two moves a node: paths often agree at first on zeros, where a record that lost its moves would too.
        check(new PGame(2, 60, 3), 3000, 60);
        check(GameKind.CONNECT4.start(), 2000, 40);
        check(GameKind.OTHELLO.start(), 1000, 60);
    }

    /**
     * {@code n} paths from {@code root}: from the last one, back a random number of moves (all of them
     * now and then) and on at random, to a random length.
     */
    private static void check(GameState root, int n, int deepest) {
        PositionCursor cursor = new PositionCursor(root);
        Rng rng = new Rng(root.hash());
        int[] buffer = new int[root.maxMoves()];
        int[] path = new int[0];
        for (int k = 0; k < n; k++) {
            GameState s = root.copy();
            int keep = path.length == 0 ? 0 : rng.nextInt(path.length + 1);
            for (int i = 0; i < keep; i++) {
                s.play(path[i]);
            }
            int[] next = Arrays.copyOf(path, keep);
            int length = rng.nextInt(deepest + 1);
            while (next.length < length && !s.isTerminal()) {
                int move = buffer[rng.nextInt(s.legalMoves(buffer))];
                s.play(move);
                next = Arrays.copyOf(next, next.length + 1);
                next[next.length - 1] = move;
            }
            if (k % 7 == 0) {
                // A new cursor now and then: its record of moves grows with the first deep paths it meets.
                cursor = new PositionCursor(root);
            }
            cursor.moveTo(next);
            assertThat(cursor.position().notation()).as("path %d, %s", k, Arrays.toString(next)).isEqualTo(s.notation());
            path = next;
            if (k % 97 == 96) {
                cursor.reset();
                assertThat(cursor.position().notation()).isEqualTo(root.notation());
            }
        }
    }
}
