package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Rng;
import org.prooflab.engine.game.pgame.PGame;

/** The playouts of one expansion shared out between threads: the same wins as on one thread, whoever plays them. */
class LeafPlayoutsTest {

    /**
     * One expansion: a position and the moves from the start to it, its non-terminal children's moves and
     * creation numbers, playouts a leaf, the wins, and the move the walk takes next (-1 where it starts again).
     */
    record Expansion(GameState position, int[] path, int[] moves, long[] ordinals, int count, int[] wins, long firstOrdinal,
                             int walkMove) {

        /** The moves from the start to the position the walk reaches next. */
        int[] nextPath() {
            int[] next = Arrays.copyOf(path, path.length + 1);
            next[path.length] = walkMove;
            return next;
        }
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
            try (LeafPlayouts many = new LeafPlayouts(3, 42, Goal.WIN, 0, kind.start(), 0)) {
                int[] moves = new int[max];
                long[] ordinals = new long[max];
                int[] wins = new int[max];
                for (int e = 0; e < expansions.size(); e++) {
                    Expansion x = expansions.get(e);
                    int leaves = x.moves().length;
                    System.arraycopy(x.moves(), 0, moves, 0, leaves);
                    System.arraycopy(x.ordinals(), 0, ordinals, 0, leaves);
                    String before = x.position().notation();
                    many.playChildren(x.position(), x.path(), x.path().length, moves, ordinals, leaves, x.firstOrdinal(),
                            x.count(), Integer.MAX_VALUE, wins, e);
                    String what = kind + " expansion " + e + " at " + before + ", " + leaves + " leaves x " + x.count();
                    assertThat(Arrays.copyOf(wins, leaves)).as(what).containsExactly(x.wins());
                    assertThat(x.position().notation()).as(what + ": the position is left as it was").isEqualTo(before);
                    // Scribble over the buffers, as the next expansion does.
                    Arrays.fill(moves, -1);
                    Arrays.fill(ordinals, -1);
                    Arrays.fill(wins, -1);
                }
                // Not vacuous: some wins were the helpers', played on their own copies of the position.
                assertThat(many.helperChunks()).as(kind + ": chunks the helpers' results were used for").isPositive();
            }
        }
    }

    /**
     * Before each expansion the caller names the next one, as a search does: right, or wrong (another
     * node's number, the right node with the wrong creation numbers, or the right node and numbers on
     * another path). Helpers start on it once this expansion's chunks are taken; the next expansion
     * uses their playouts only when it is exactly the node named. Every expansion must get the wins of
     * one thread, and both cases must occur.
     */
    @Test
    void a_speculation_is_used_only_for_the_node_it_names_and_never_changes_the_wins() {
        for (GameKind kind : new GameKind[] {GameKind.CONNECT4, GameKind.OTHELLO}) {
            int max = kind.start().maxMoves();
            List<Expansion> expansions = expansions(kind, 600);
            try (LeafPlayouts many = new LeafPlayouts(2, 42, Goal.WIN, 0, kind.start(), 0)) {
                int[] wins = new int[max];
                for (int e = 0; e < expansions.size(); e++) {
                    Expansion x = expansions.get(e);
                    Expansion after = e + 1 < expansions.size() ? expansions.get(e + 1) : null;
                    if (after != null && x.walkMove() >= 0) {
                        int[] path = x.nextPath();
                        // Of every five: another node; the right node with wrong numbers; the right node and
                        // numbers on another path (one move short); twice the right one, but every seventh of
                        // those names a sibling's path (as long, its last move another leaf's).
                        int node = e % 5 == 3 ? e + 7 : e + 1;
                        long first = after.firstOrdinal() + (e % 5 == 4 ? 1 : 0);
                        int length = e % 5 == 2 ? path.length - 1 : path.length;
                        if (e % 7 == 6 && x.moves().length > 1 && e % 5 < 2) {
                            path[path.length - 1] = x.moves()[x.moves()[0] == x.walkMove() ? 1 : 0];
                        }
                        many.speculate(path, length, first, after.count(), Integer.MAX_VALUE, node);
                    }
                    int leaves = x.moves().length;
                    String before = x.position().notation();
                    many.playChildren(x.position(), x.path(), x.path().length, x.moves().clone(), x.ordinals().clone(), leaves,
                            x.firstOrdinal(), x.count(), Integer.MAX_VALUE, wins, e);
                    String what = kind + " expansion " + e + " at " + before;
                    assertThat(Arrays.copyOf(wins, leaves)).as(what).containsExactly(x.wins());
                    assertThat(x.position().notation()).as(what + ": the position is left as it was").isEqualTo(before);
                }
                long[] counts = many.speculationCounts();
                assertThat(counts[1]).as(kind + ": speculations used").isPositive();
                assertThat(counts[0] - counts[1]).as(kind + ": speculations dropped").isPositive();
            }
        }
    }

    /**
     * The expansions in a shuffled order, so that each helper's position jumps across the tree (back
     * several moves and forward several others at once), with node playouts ({@link LeafPlayouts#playNode})
     * of the same positions between them; and Othello walks from late positions, where passes are
     * among the paths' moves and sometimes a node's only child; and binary P-game walks. Every result
     * must be one thread's.
     */
    @Test
    void helpers_follow_jumps_across_the_tree_node_playouts_and_passes() {
        for (GameKind kind : new GameKind[] {GameKind.CONNECT4, GameKind.OTHELLO}) {
            List<Expansion> expansions = new ArrayList<>(expansions(kind, 400));
            Collections.shuffle(expansions, new Random(5));
            checkWithHelpers(kind.start(), expansions, kind + " shuffled");
        }
        // Binary P-game trees, in walk order and shuffled, with enough playouts a job (two leaves a node)
        // that helpers take part on a busy machine too. CursorTest checks a helper's moves alone.
        GameState pgame = new PGame(2, 60, 11);
        List<Expansion> binary = expansions(pgame, 400, 13, k -> 40 + k % 13);
        checkWithHelpers(pgame, binary, "P-game b=2 d=60");
        List<Expansion> jumps = new ArrayList<>(binary);
        Collections.shuffle(jumps, new Random(6));
        checkWithHelpers(pgame, jumps, "P-game b=2 d=60 shuffled");
        GameState late = GameKind.randomPosition(GameKind.OTHELLO.start(), 46, 3);
        List<Expansion> endgame = expansions(late, 300, 9, k -> 1 + k % 9);
        long passes = endgame.stream().flatMapToInt(x -> Arrays.stream(x.path())).filter(m -> late.isPass(m)).count();
        assertThat(passes).as("passes on the late Othello walk's paths").isPositive();
        checkWithHelpers(late, endgame, "Othello from " + late.notation());
    }

    /**
     * {@link #checkAll}, and that some results were the helpers' (not vacuous): the caller never waits for a helper
     * here, so on a machine whose cores are busy with other work (a build beside the tests) it can take over every
     * chunk of a walk. Such a walk is played again, up to three times in all, before the test fails.
     */
    private static void checkWithHelpers(GameState root, List<Expansion> expansions, String what) {
        long helped = 0;
        for (int attempt = 0; attempt < 3 && helped == 0; attempt++) {
            helped = checkAll(root, expansions, what);
        }
        assertThat(helped).as(what + ": chunks the helpers' results were used for").isPositive();
    }

    /**
     * Each expansion's children and then its own node's playouts, on 2 and 5 threads, against one thread; the
     * chunks whose results came from a helper.
     */
    private static long checkAll(GameState root, List<Expansion> expansions, String what) {
        long helped = 0;
        int max = root.maxMoves();
        for (int threads : new int[] {2, 5}) {
            try (LeafPlayouts many = new LeafPlayouts(threads, 42, Goal.WIN, 0, root, 0);
                    LeafPlayouts one = new LeafPlayouts(1, 42, Goal.WIN, 0, root)) {
                int[] wins = new int[max];
                for (int e = 0; e < expansions.size(); e++) {
                    Expansion x = expansions.get(e);
                    int leaves = x.moves().length;
                    String at = what + ", " + threads + " threads, expansion " + e + " at " + x.position().notation();
                    many.playChildren(x.position(), x.path(), x.path().length, x.moves().clone(), x.ordinals().clone(), leaves,
                            x.firstOrdinal(), x.count(), Integer.MAX_VALUE, wins, e);
                    assertThat(Arrays.copyOf(wins, leaves)).as(at).containsExactly(x.wins());
                    long ordinal = x.firstOrdinal() + 999;
                    int count = 1 + e % 17;
                    assertThat(many.playNode(x.position(), x.path(), x.path().length, ordinal, count, Integer.MAX_VALUE))
                            .as(at + ": the node's own playouts").isEqualTo(one.playNode(x.position(), x.path(), x.path().length,
                                    ordinal, count, Integer.MAX_VALUE));
                }
                helped += many.helperChunks();
            }
        }
        return helped;
    }

    /** {@code n} expansions along a random walk from the start, with their wins on one thread. */
    private static List<Expansion> expansions(GameKind kind, int n) {
        return expansions(kind.start(), n, 7, k -> 1 + k % 13);
    }

    /**
     * {@code n} expansions along a random walk from {@code start} (its moves drawn from {@code walkSeed}),
     * the k-th with {@code countOf(k)} playouts a leaf, with their wins on one thread.
     */
    static List<Expansion> expansions(GameState start, int n, long walkSeed, IntUnaryOperator countOf) {
        int max = start.maxMoves();
        List<Expansion> list = new ArrayList<>();
        Rng walk = new Rng(walkSeed);
        GameState s = start.copy();
        int[] path = new int[0];
        int[] all = new int[max];
        try (LeafPlayouts one = new LeafPlayouts(1, 42, Goal.WIN, 0, start)) {
            while (list.size() < n) {
                int moves = s.isTerminal() || s.plies() - start.plies() > 20 ? 0 : s.legalMoves(all);
                // The children are nodes 1000 k + i, i counting terminal ones too, as a search numbers them.
                long first = 1000L * list.size();
                int[] leafMoves = new int[moves];
                long[] ordinals = new long[moves];
                int leaves = 0;
                for (int i = 0; i < moves; i++) {
                    s.play(all[i]);
                    if (!s.isTerminal()) {
                        ordinals[leaves] = first + i;
                        leafMoves[leaves++] = all[i];
                    }
                    s.undo();
                }
                if (leaves == 0) {
                    s = start.copy();
                    path = new int[0];
                    if (!list.isEmpty()) {
                        Expansion last = list.remove(list.size() - 1);
                        list.add(new Expansion(last.position(), last.path(), last.moves(), last.ordinals(), last.count(),
                                last.wins(), last.firstOrdinal(), -1));
                    }
                    continue;
                }
                leafMoves = Arrays.copyOf(leafMoves, leaves);
                ordinals = Arrays.copyOf(ordinals, leaves);
                int count = countOf.applyAsInt(list.size());
                int[] wins = new int[leaves];
                one.playChildren(s, path, path.length, leafMoves, ordinals, leaves, first, count, Integer.MAX_VALUE, wins, -1);
                int next = leafMoves[walk.nextInt(leaves)];
                Expansion x = new Expansion(s.copy(), path, leafMoves, ordinals, count, wins, first, next);
                list.add(x);
                path = x.nextPath();
                s.play(next);
            }
        }
        return list;
    }
}
