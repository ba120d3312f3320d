package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Rng;

/** The playouts of one expansion shared out between threads: the same wins as on one thread, whoever plays them. */
class LeafPlayoutsTest {

    /** One expansion: a position, its non-terminal children's moves and creation numbers, playouts a leaf, the wins. */
    private record Expansion(GameState position, int[] moves, long[] ordinals, int count, int[] wins) {
    }

    /**
     * A caller that never waits for a helper plays again every chunk a helper has not finished and
     * returns while helpers still play the old expansion; it then overwrites its move and ordinal
     * buffers and starts the next expansion at once. Every expansion must still get exactly the
     * wins of a single thread: what late helpers write must not reach the next expansion.
     */
    @Test
    void wins_match_one_thread_when_the_caller_replays_what_helpers_still_hold() {
        for (GameKind kind : new GameKind[] {GameKind.CONNECT4, GameKind.OTHELLO}) {
            int max = kind.start().maxMoves();
            List<Expansion> expansions = expansions(kind, 1000);
            try (LeafPlayouts many = new LeafPlayouts(3, 42, Goal.WIN, 0, max, 0)) {
                int[] moves = new int[max];
                long[] ordinals = new long[max];
                int[] wins = new int[max];
                for (int e = 0; e < expansions.size(); e++) {
                    Expansion x = expansions.get(e);
                    int leaves = x.moves().length;
                    System.arraycopy(x.moves(), 0, moves, 0, leaves);
                    System.arraycopy(x.ordinals(), 0, ordinals, 0, leaves);
                    String before = x.position().notation();
                    many.play(x.position(), moves, ordinals, leaves, x.count(), Integer.MAX_VALUE, wins);
                    String what = kind + " expansion " + e + " at " + before + ", " + leaves + " leaves x " + x.count();
                    assertThat(Arrays.copyOf(wins, leaves)).as(what).containsExactly(x.wins());
                    assertThat(x.position().notation()).as(what + ": the position is left as it was").isEqualTo(before);
                    // Scribble over the buffers, as the next expansion does.
                    Arrays.fill(moves, -1);
                    Arrays.fill(ordinals, -1);
                    Arrays.fill(wins, -1);
                }
            }
        }
    }

    /** {@code n} expansions along a random walk from the start, with their wins on one thread. */
    private static List<Expansion> expansions(GameKind kind, int n) {
        GameState start = kind.start();
        int max = start.maxMoves();
        List<Expansion> list = new ArrayList<>();
        Rng walk = new Rng(7);
        GameState s = start.copy();
        int[] all = new int[max];
        try (LeafPlayouts one = new LeafPlayouts(1, 42, Goal.WIN, 0, max)) {
            while (list.size() < n) {
                int moves = s.isTerminal() || s.plies() > 20 ? 0 : s.legalMoves(all);
                int[] leafMoves = new int[moves];
                int leaves = 0;
                for (int i = 0; i < moves; i++) {
                    s.play(all[i]);
                    if (!s.isTerminal()) {
                        leafMoves[leaves++] = all[i];
                    }
                    s.undo();
                }
                if (leaves == 0) {
                    s = start.copy();
                    continue;
                }
                leafMoves = Arrays.copyOf(leafMoves, leaves);
                long[] ordinals = new long[leaves];
                for (int j = 0; j < leaves; j++) {
                    ordinals[j] = 1000L * list.size() + j;
                }
                int count = 1 + list.size() % 13;
                int[] wins = new int[leaves];
                one.play(s, leafMoves, ordinals, leaves, count, Integer.MAX_VALUE, wins);
                list.add(new Expansion(s.copy(), leafMoves, ordinals, count, wins));
                s.play(leafMoves[walk.nextInt(leaves)]);
            }
        }
        return list;
    }
}
