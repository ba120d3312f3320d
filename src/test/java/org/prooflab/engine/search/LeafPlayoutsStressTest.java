package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.search.LeafPlayoutsTest.Expansion;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.PositionKey;
import org.prooflab.engine.game.Rng;

/**
 * Leaf parallelism under a hostile schedule: helpers (and sometimes the caller) are
 * paused at random inside a chunk, so the frontiers meet at every place, helpers finish chunks long
 * after the caller moved on, and (in the failing variant) a helper dies in the middle of a chunk.
 * Every play must return exactly the single-thread wins, or (only when a helper failed) throw
 * IllegalStateException: never wrong wins.
 */
class LeafPlayoutsStressTest {

    /** A real position whose playouts sometimes stall (or throw) on chosen threads; results unchanged. */
    static final class Jittery implements GameState {
        static volatile double helperPause;
        static volatile double callerPause;
        static volatile double helperThrow;
        static final AtomicLong thrown = new AtomicLong();
        final GameState d;

        Jittery(GameState d) {
            this.d = d;
        }

        private static boolean onHelper() {
            return Thread.currentThread().getName().startsWith("leaf-playouts-");
        }

        /** On a helper, now and then: a failure before the call changes anything. */
        private static void mayFail(double rate) {
            if (onHelper() && ThreadLocalRandom.current().nextDouble() < rate) {
                thrown.incrementAndGet();
                throw new IllegalArgumentException("injected helper failure");
            }
        }

        @Override
        public int randomPlayout(Rng rng, int maxPlies, int[] buffer) {
            boolean helper = onHelper();
            ThreadLocalRandom r = ThreadLocalRandom.current();
            mayFail(helperThrow);
            double p = helper ? helperPause : callerPause;
            if (p > 0 && r.nextDouble() < p) {
                if (r.nextBoolean()) {
                    LockSupport.parkNanos(r.nextLong(20_000, 400_000));
                } else {
                    Thread.yield();
                }
            }
            return d.randomPlayout(rng, maxPlies, buffer);
        }

        @Override public int currentPlayer() { return d.currentPlayer(); }
        @Override public boolean isTerminal() { return d.isTerminal(); }
        @Override public int winner() { return d.winner(); }
        // Helpers also move their own positions and find leaves: failures there too, less often (these run more).
        @Override public int legalMoves(int[] moves) { mayFail(helperThrow / 4); return d.legalMoves(moves); }
        @Override public int maxMoves() { return d.maxMoves(); }
        @Override public void play(int move) { mayFail(helperThrow / 8); d.play(move); }
        @Override public void undo() { mayFail(helperThrow / 8); d.undo(); }
        @Override public int plies() { return d.plies(); }
        @Override public long hash() { return d.hash(); }
        @Override public PositionKey key() { return d.key(); }
        @Override public GameState copy() { return new Jittery(d.copy()); }
        @Override public String formatMove(int move) { return d.formatMove(move); }
        @Override public int parseMove(String move) { return d.parseMove(move); }
        @Override public String notation() { return d.notation(); }
        @Override public GameKind kind() { return d.kind(); }
    }

    @Test
    void exact_wins_with_stalled_helpers_and_caller_at_3_and_8_threads_with_speculation() {
        run(false);
    }

    @Test
    void a_failing_helper_never_yields_wrong_wins() {
        run(true);
    }

    private static void run(boolean failing) {
        long failures = 0;
        List<String> errors = new ArrayList<>();
        try {
            for (GameKind kind : new GameKind[] {GameKind.CONNECT4, GameKind.OTHELLO}) {
                int max = kind.start().maxMoves();
                Jittery start = new Jittery(kind.start());
                List<Expansion> expansions = LeafPlayoutsTest.expansions(start, 250, 11, k -> 1 + (k * 5) % 37);
                for (int threads : new int[] {2, 3, 8}) {
                    for (long takeOver : new long[] {0, 50_000, LeafPlayouts.TAKE_OVER_NANOS}) {
                        Jittery.helperPause = 0.02;
                        Jittery.callerPause = 0.01;
                        Jittery.helperThrow = failing ? 0.002 : 0;
                        try (LeafPlayouts many = new LeafPlayouts(threads, 42, Goal.WIN, 0, start, takeOver)) {
                            int[] moves = new int[max];
                            long[] ordinals = new long[max];
                            int[] wins = new int[max];
                            for (int e = 0; e < expansions.size(); e++) {
                                Expansion x = expansions.get(e);
                                Expansion after = e + 1 < expansions.size() ? expansions.get(e + 1) : null;
                                if (after != null && x.walkMove() >= 0 && e % 4 != 3) {
                                    // Right most of the time, sometimes the wrong node.
                                    int node = e % 7 == 5 ? e + 9 : e + 1;
                                    int[] path = x.nextPath();
                                    many.speculate(path, path.length, after.firstOrdinal(), after.count(), Integer.MAX_VALUE, node);
                                }
                                int leaves = x.moves().length;
                                System.arraycopy(x.moves(), 0, moves, 0, leaves);
                                System.arraycopy(x.ordinals(), 0, ordinals, 0, leaves);
                                try {
                                    many.playChildren(x.position(), x.path(), x.path().length, moves, ordinals, leaves,
                                            x.firstOrdinal(), x.count(), Integer.MAX_VALUE, wins, e);
                                    if (!Arrays.equals(Arrays.copyOf(wins, leaves), x.wins())) {
                                        errors.add(kind + " t=" + threads + " takeOver=" + takeOver + " e=" + e + " got "
                                                + Arrays.toString(Arrays.copyOf(wins, leaves)) + " want " + Arrays.toString(x.wins()));
                                    }
                                } catch (IllegalStateException ise) {
                                    if (!failing) {
                                        throw ise;
                                    }
                                    failures++;
                                }
                                Arrays.fill(moves, -1);
                                Arrays.fill(ordinals, -1);
                                Arrays.fill(wins, -1);
                            }
                            // A right guess is used whatever the helpers did with it: the match is on node, path and numbers.
                            assertThat(many.speculationCounts()[1]).as(kind + " t=" + threads + ": speculations used").isPositive();
                        }
                    }
                }
            }
        } finally {
            Jittery.helperPause = 0;
            Jittery.callerPause = 0;
            Jittery.helperThrow = 0;
        }
        assertThat(errors).isEmpty();
        if (failing) {
            assertThat(failures).as("helper failures the caller reported").isPositive();
        }
    }
}
