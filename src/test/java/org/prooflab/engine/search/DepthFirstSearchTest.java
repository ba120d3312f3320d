package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Rng;
import org.prooflab.engine.game.PositionKey;
import org.prooflab.engine.game.connectfour.ConnectFour;
import org.prooflab.engine.game.othello.Othello;
import org.prooflab.engine.game.pgame.PGame;

/**
 * df-pn and df-PPNS beyond the agreement matrix of {@link SolverAgreementTest}: df-pn's visits and
 * thresholds against Nagai's MID written plainly, df-PPNS's expansions against best-first PPNS's, the table's budget and replacement policy,
 * transpositions, a table far too small, and df-PPNS's precision-rate stop.
 */
class DepthFirstSearchTest {
    private static final Limits LIMITS = new Limits(2_000_000, Long.MAX_VALUE, 120_000);

    /** One MID call: the node (its 64-bit key), its depth and its thresholds. */
    record Visit(long node, int depth, double thpn, double thdn) {
    }

    /**
     * Nagai 2002's MID in OR/AND form with an unbounded map as its table, written without the engine's
     * helpers. On P-game trees (no transpositions, a node is its path's key) df-pn must make exactly the
     * same calls with the same thresholds.
     */
    static final class NaiveDfpn {
        final Map<Long, double[]> table = new HashMap<>();
        final List<Visit> visits = new ArrayList<>();
        final int prover;
        final Goal goal;

        NaiveDfpn(GameState root, Goal goal) {
            this.prover = root.currentPlayer();
            this.goal = goal;
        }

        double[] mid(GameState s, int depth, double thpn, double thdn) {
            visits.add(new Visit(s.hash(), depth, thpn, thdn));
            boolean or = s.currentPlayer() == prover;
            int[] moves = new int[s.maxMoves()];
            int n = s.legalMoves(moves);
            double[][] kids = new double[n][];
            while (true) {
                for (int i = 0; i < n; i++) {
                    s.play(moves[i]);
                    if (s.isTerminal()) {
                        kids[i] = goal.reachedBy(s.winner(), prover) ? new double[] {0, Double.POSITIVE_INFINITY}
                                : new double[] {Double.POSITIVE_INFINITY, 0};
                    } else {
                        kids[i] = table.getOrDefault(s.hash(), new double[] {1, 1});
                    }
                    s.undo();
                }
                double pn = or ? Double.POSITIVE_INFINITY : 0;
                double dn = or ? 0 : Double.POSITIVE_INFINITY;
                for (double[] k : kids) {
                    pn = or ? Math.min(pn, k[0]) : pn + k[0];
                    dn = or ? dn + k[1] : Math.min(dn, k[1]);
                }
                if (pn == 0 || dn == 0 || pn >= thpn || dn >= thdn) {
                    table.put(s.hash(), new double[] {pn, dn});
                    return new double[] {pn, dn};
                }
                int index = or ? 0 : 1;
                int best = -1;
                for (int i = 0; i < n; i++) {
                    if (best < 0 || kids[i][index] < kids[best][index]) {
                        best = i;
                    }
                }
                double second = Double.POSITIVE_INFINITY;
                for (int i = 0; i < n; i++) {
                    if (i != best) {
                        second = Math.min(second, kids[i][index]);
                    }
                }
                double childPn = or ? Math.min(thpn, second + 1) : thpn - pn + kids[best][0];
                double childDn = or ? thdn - dn + kids[best][1] : Math.min(thdn, second + 1);
                s.play(moves[best]);
                mid(s, depth + 1, childPn, childDn);
                s.undo();
            }
        }
    }

    /**
     * Runs the naive MID and then df-pn on {@code root}, checking each of df-pn's calls as it is made against the
     * naive one's (a table that loses positions would otherwise search on until the heap is gone), then their
     * number, the root's numbers and the outcome. The naive search, for its visits.
     */
    private static NaiveDfpn sameCalls(GameState root, Goal goal, SearchParameters params) {
        NaiveDfpn naive = new NaiveDfpn(root, goal);
        double[] naiveRoot = naive.mid(root.copy(), 0, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY);
        DepthFirstSearch engine = (DepthFirstSearch) Solvers.create(Algorithm.DFPN, params);
        String what = root.notation() + " " + goal;
        int[] made = {0};
        engine.observeVisits((state, depth, thA, thB) -> {
            Visit visit = new Visit(state.hash(), depth, thA, thB);
            int v = made[0]++;
            if (v >= naive.visits.size() || !visit.equals(naive.visits.get(v))) {
                throw new AssertionError(what + " visit " + v + ": " + visit + ", the naive MID's: "
                        + (v < naive.visits.size() ? naive.visits.get(v) : "none"));
            }
        });
        SearchResult r = engine.solve(root, goal, LIMITS, SearchControl.none());
        assertThat(made[0]).as(what + " visits").isEqualTo(naive.visits.size());
        assertThat(r.iterations()).as(what).isEqualTo(naive.visits.size());
        assertThat(r.rootValue()).as(what + " root pn").isEqualTo(naiveRoot[0]);
        assertThat(r.rootSecondary()).as(what + " root dn").isEqualTo(naiveRoot[1]);
        assertThat(r.outcome()).as(what).isEqualTo(naiveRoot[0] == 0 ? Outcome.PROVED : Outcome.DISPROVED);
        return naive;
    }

    @Test
    void df_pn_makes_nagai_s_calls_with_nagai_s_thresholds_on_p_game_trees() {
        int[][] shapes = {{2, 4}, {3, 3}, {2, 6}, {4, 3}, {3, 5}, {2, 8}, {5, 3}, {2, 10}};
        long compared = 0;
        for (int i = 0; i < 120; i++) {
            int[] shape = shapes[i % shapes.length];
            PGame root = new PGame(shape[0], shape[1], GameKind.positionSeed(1102, i));
            for (Goal goal : Goal.values()) {
                NaiveDfpn naive = sameCalls(root, goal, SearchParameters.defaults(GameKind.PGAME));
                compared += naive.visits.size();
            }
        }
        assertThat(compared).as("visits compared").isGreaterThan(2_000);
    }

    /**
     * Where positions recur (Connect Four on small boards, a table large enough to keep everything): the engine's
     * table, keyed by the position and the side to move, must give MID what the naive MID's map keyed by the
     * position gives, so the calls are the same. (A sibling's numbers cannot change during another child's search
     * in these games: every move but a pass adds a disc, and a pass is a position's only move. Re-reading them is
     * for correctness elsewhere and no test here can see it.)
     */
    @Test
    void df_pn_makes_nagai_s_calls_where_positions_recur() {
        String[] boards = {"4x4:", "4x4:2", "4x4:13", "4x5:22", "5x4:33", "5x4:313", "4x5:14"};
        long compared = 0;
        long recurring = 0;
        for (String board : boards) {
            ConnectFour root = ConnectFour.parse(board);
            for (Goal goal : Goal.values()) {
                NaiveDfpn naive = sameCalls(root, goal, SearchParameters.defaults(GameKind.CONNECT4).withTableBytes(64L << 20));
                compared += naive.visits.size();
                recurring += naive.visits.size() - naive.visits.stream().map(Visit::node).distinct().count();
            }
        }
        assertThat(compared).as("visits compared").isGreaterThan(100_000);
        assertThat(recurring).as("visits of a position visited before (by another way, or again)").isGreaterThan(10_000);
    }

    /**
     * df-PPNS is PPNS depth first: on P-game trees (no transpositions, a table large enough) it expands
     * the nodes best-first PPNS expands, in the same order, with the same playouts, and ends the same.
     */
    @Test
    void df_ppns_expands_what_ppns_expands_in_the_same_order() {
        int[][] shapes = {{2, 6}, {3, 4}, {4, 4}, {2, 8}, {5, 3}, {8, 3}, {3, 6}};
        long compared = 0;
        for (int i = 0; i < 70; i++) {
            int[] shape = shapes[i % shapes.length];
            PGame root = new PGame(shape[0], shape[1], GameKind.positionSeed(2022, i));
            SearchParameters params = SearchParameters.defaults(GameKind.PGAME).withPlayouts(3 + i % 5).withTheta(0.05)
                    .withSeed(i);
            BestFirstSearch ppns = (BestFirstSearch) Solvers.create(Algorithm.PPNS, params);
            List<Long> expected = new ArrayList<>();
            ppns.observe((iteration, store, selected) -> {
                GameState s = root.copy();
                for (int move : DifferentialTest.pathTo(store, selected)) {
                    s.play(move);
                }
                expected.add(s.hash());
            });
            SearchResult best = ppns.solve(root, Goal.WIN, LIMITS, SearchControl.none());
            DepthFirstSearch engine = (DepthFirstSearch) Solvers.create(Algorithm.DFPPNS, params);
            List<Long> expansions = new ArrayList<>();
            Set<Long> seen = new HashSet<>();
            engine.observeVisits((state, depth, lo, hi) -> {
                if (seen.add(state.hash())) {
                    expansions.add(state.hash());
                }
            });
            SearchResult r = engine.solve(root, Goal.WIN, LIMITS, SearchControl.none());
            String what = root.notation() + " playouts " + params.playouts();
            assertThat(expansions).as(what).isEqualTo(expected);
            assertThat(r.outcome()).as(what).isEqualTo(best.outcome()).isNotEqualTo(Outcome.OUT);
            assertThat(r.playouts()).as(what + " playouts drawn").isEqualTo(best.playouts());
            compared += expected.size();
        }
        assertThat(compared).as("expansions compared").isGreaterThan(1_000);
    }

    /**
     * The root value df-PPNS reports while deep in the tree is the one PPNS has after the same
     * expansions: the stack's nodes are combined again up to the root (for progress and the trace).
     */
    @Test
    void df_ppns_reports_the_root_value_ppns_has_after_the_same_expansions() {
        int checked = 0;
        for (int i = 0; i < 30; i++) {
            PGame root = new PGame(3 + i % 3, 7, GameKind.positionSeed(77, i));
            SearchParameters params = SearchParameters.defaults(GameKind.PGAME).withPlayouts(5).withTheta(0.05).withSeed(i);
            for (int k : new int[] {3, 11, 40}) {
                SearchResult best = Solvers.create(Algorithm.PPNS, params).solve(root, Goal.WIN, LIMITS.withMaxIterations(k),
                        SearchControl.none());
                if (best.outcome() != Outcome.OUT) {
                    continue;
                }
                DepthFirstSearch engine = (DepthFirstSearch) Solvers.create(Algorithm.DFPPNS, params);
                SearchControl control = SearchControl.none();
                Set<Long> expanded = new HashSet<>();
                engine.observeVisits((state, depth, lo, hi) -> {
                    if (expanded.add(state.hash()) && expanded.size() == k) {
                        control.cancel();
                    }
                });
                SearchResult r = engine.solve(root, Goal.WIN, LIMITS, control);
                assertThat(r.stopReason()).isEqualTo(StopReason.CANCELLED);
                assertThat(r.rootValue()).as(root.notation() + " after " + k + " expansions")
                        .isCloseTo(best.rootValue(), offset(1e-12));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(40);
    }

    @Test
    void the_table_keeps_its_budget_and_prefers_the_entry_with_more_work() {
        TranspositionTable table = new TranspositionTable(64 * TranspositionTable.BYTES_PER_ENTRY);
        for (long k = 0; k < 10_000; k++) {
            table.store(k, ~k, (int) (k & 1), k, -k, NodeStore.UNKNOWN, k % 7);
            assertThat(table.bytes()).isLessThanOrEqualTo(64L * TranspositionTable.BYTES_PER_ENTRY);
        }
        assertThat(table.capacity()).isEqualTo(64);
        assertThat(table.size()).isLessThanOrEqualTo(64);
        // One bucket: slot 0 keeps the entry with more work, slot 1 takes the rest.
        TranspositionTable small = new TranspositionTable(2L * TranspositionTable.BYTES_PER_ENTRY);
        assertThat(small.capacity()).isEqualTo(2);
        small.store(1, 0, 0, 1, 1, NodeStore.UNKNOWN, 1_000);
        for (long k = 100; k < 1_000; k++) {
            small.store(k, 0, 0, 1, 1, NodeStore.UNKNOWN, k % 10);
            assertThat(small.find(1, 0, 0)).as("the entry with more work").isTrue();
            assertThat(small.find(k, 0, 0)).as("the newest entry").isTrue();
        }
        small.store(2, 0, 0, 1, 1, NodeStore.UNKNOWN, 2_000);
        assertThat(small.find(2, 0, 0)).isTrue();
        assertThat(small.find(1, 0, 0)).as("pushed down to slot 1").isTrue();
        small.store(3, 0, 0, 1, 1, NodeStore.UNKNOWN, 0);
        assertThat(small.find(1, 0, 0)).isFalse();
        assertThat(small.find(2, 0, 0)).isTrue();
        assertThat(small.find(3, 0, 0)).isTrue();
        assertThat(small.size()).isEqualTo(2);
        // An entry is found only by its whole key: same words, other side to move, is another position.
        small.store(7, 7, 1, 3, 4, NodeStore.PROVED, 5_000);
        assertThat(small.find(7, 7, 0)).isFalse();
        assertThat(small.find(7, 7, 1)).isTrue();
        assertThat(small.status()).isEqualTo(NodeStore.PROVED);
        assertThat(small.a()).isEqualTo(3);
        assertThat(small.b()).isEqualTo(4);
        // As much work as slot 0's is enough to push it down (the newer values are the better ones): a later
        // entry with less work then replaces the older of the two.
        small.store(8, 0, 0, 1, 1, NodeStore.UNKNOWN, 5_000);
        small.store(9, 0, 0, 1, 1, NodeStore.UNKNOWN, 0);
        assertThat(small.find(8, 0, 0)).as("the newer of two entries with equal work").isTrue();
        assertThat(small.find(7, 7, 1)).as("the older, pushed down and then replaced").isFalse();
        assertThat(small.find(9, 0, 0)).isTrue();
    }

    @Test
    void the_table_grows_up_to_its_budget_and_no_further() {
        TranspositionTable table = new TranspositionTable(1L << 20);
        for (long k = 0; k < 200_000; k++) {
            table.store(k, k * 31, 0, k, k, NodeStore.UNKNOWN, 1);
        }
        assertThat(table.bytes()).isLessThanOrEqualTo(1L << 20).isGreaterThan(1L << 19);
        int found = 0;
        for (long k = 199_000; k < 200_000; k++) {
            found += table.find(k, k * 31, 0) ? 1 : 0;
        }
        assertThat(found).as("the newest entries are there").isGreaterThan(900);
    }

    @Test
    void a_large_budget_grows_the_table_with_its_entries_not_with_each_full_bucket() {
        // With a budget of gigabytes (the bench's node limit times 23 bytes), the table doubled whenever a new
        // entry's bucket of two was full: 50,000 entries took 2.5 GB, and df-pn spent its time allocating.
        TranspositionTable table = new TranspositionTable(4L << 30);
        Rng rng = new Rng(11);
        long[] keys = new long[300_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = rng.nextLong();
            table.store(keys[i], ~keys[i], i & 1, i, -i, NodeStore.UNKNOWN, i % 5);
            if (table.size() >= 1_000) {
                // Doubling at three quarters full: the table is at least three eighths full after a doubling.
                assertThat(table.capacity()).as("capacity at %d entries", table.size()).isLessThanOrEqualTo(table.size() * 8 / 3 + 2);
            }
        }
        // Nothing is replaced before the budget: every entry is found, with its own values.
        assertThat(table.size()).isEqualTo(keys.length);
        for (int i = 0; i < keys.length; i++) {
            assertThat(table.find(keys[i], ~keys[i], i & 1)).isTrue();
            assertThat(table.a()).isEqualTo(i);
        }
        assertThat(table.find(keys[0], ~keys[0], 1)).isFalse();
    }

    @Test
    void the_last_doubling_keeps_every_entry_and_only_later_ones_replace() {
        // A budget of 4,096 buckets: the table doubles from 1,024 to 2,048 to 4,096 and then stays.
        long budget = 4_096L * 2 * TranspositionTable.BYTES_PER_ENTRY;
        TranspositionTable table = new TranspositionTable(budget);
        Rng rng = new Rng(5);
        List<long[]> stored = new ArrayList<>();
        while (table.capacity() < 8_192) {
            long k = rng.nextLong();
            table.store(k, ~k, 0, stored.size(), 0, NodeStore.UNKNOWN, 1);
            stored.add(new long[] {k, stored.size()});
        }
        // Put back with their own buckets only, the last doubling lost about a sixteenth of them.
        assertThat(table.size()).isEqualTo(stored.size());
        for (long[] e : stored) {
            assertThat(table.find(e[0], ~e[0], 0)).isTrue();
            assertThat(table.a()).isEqualTo(e[1]);
        }
        // At its last size, new entries fill it and then replace; whatever is found is found with its own values.
        for (int i = 0; i < 20_000; i++) {
            long k = rng.nextLong();
            table.store(k, ~k, 0, -i - 1, 0, NodeStore.UNKNOWN, 0);
            assertThat(table.find(k, ~k, 0)).isTrue();
            assertThat(table.a()).isEqualTo(-i - 1);
        }
        assertThat(table.capacity()).isEqualTo(8_192);
        assertThat(table.size()).isLessThanOrEqualTo(8_192);
        for (long[] e : stored) {
            if (table.find(e[0], ~e[0], 0)) {
                assertThat(table.a()).isEqualTo(e[1]);
            }
        }
    }

    @Test
    void connect_four_transpositions_share_one_entry() {
        ConnectFour a = new ConnectFour(5, 4);
        ConnectFour b = new ConnectFour(5, 4);
        for (int m : new int[] {0, 1, 2}) {
            a.play(m);
        }
        for (int m : new int[] {2, 1, 0}) {
            b.play(m);
        }
        PositionKey ka = a.key();
        PositionKey kb = b.key();
        TranspositionTable table = new TranspositionTable(1 << 16);
        table.store(ka.first(), ka.second(), ka.player(), 5, 6, NodeStore.UNKNOWN, 1);
        assertThat(table.find(kb.first(), kb.second(), kb.player())).isTrue();
        assertThat(table.a()).isEqualTo(5);
    }

    @Test
    void the_table_saves_work_on_connect_four_where_positions_recur() {
        GameState s = GameKind.randomPosition(new ConnectFour(4, 4), 4, GameKind.positionSeed(7, 1));
        SearchParameters big = SearchParameters.defaults(GameKind.CONNECT4).withTableBytes(1 << 24);
        SearchParameters tiny = big.withTableBytes(2L * TranspositionTable.BYTES_PER_ENTRY);
        SearchResult withTable = Solvers.create(Algorithm.DFPN, big).solve(s, Goal.WIN, LIMITS, SearchControl.none());
        SearchResult without = Solvers.create(Algorithm.DFPN, tiny).solve(s, Goal.WIN, LIMITS, SearchControl.none());
        assertThat(withTable.outcome()).isEqualTo(without.outcome()).isNotEqualTo(Outcome.OUT);
        assertThat(withTable.iterations()).isLessThan(without.iterations());
    }

    /**
     * df-pn with a table of two entries, df-PPNS with 512 (less than these positions need): only what is
     * on the search stack is sure to be kept, yet the values are exact. (df-PPNS needs more: a leaf valued again draws new
     * playouts, so with two entries its values wander instead of settling.)
     */
    @Test
    void a_tiny_table_still_gives_the_exact_values() {
        Solver exact = Solvers.create(Algorithm.EXACT, SearchParameters.defaults(GameKind.CONNECT4));
        for (Algorithm algorithm : new Algorithm[] {Algorithm.DFPN, Algorithm.DFPPNS}) {
            for (int i = 0; i < 30; i++) {
                GameState s = i % 3 == 2 ? GameKind.randomPosition(new Othello(), 54, GameKind.positionSeed(33, i))
                        : GameKind.randomPosition(new ConnectFour(4, 4), 5 + i % 3, GameKind.positionSeed(32, i));
                SearchParameters p = SearchParameters.defaults(s.kind()).withPlayouts(4)
                        .withTableBytes((algorithm == Algorithm.DFPN ? 2L : 512L) * TranspositionTable.BYTES_PER_ENTRY);
                SearchResult r = Solvers.create(algorithm, p).solve(s, Goal.WIN, LIMITS, SearchControl.none());
                SearchResult truth = exact.solve(s, Goal.WIN, LIMITS, SearchControl.none());
                assertThat(r.outcome()).as(algorithm + " " + s.notation()).isEqualTo(truth.outcome());
            }
        }
    }

    @Test
    void df_ppns_stops_at_the_precision_rate_with_a_conclusion() {
        int stopped = 0;
        for (int i = 0; i < 40; i++) {
            GameState s = new PGame(4, 8, GameKind.positionSeed(55, i));
            SearchParameters p = SearchParameters.defaults(GameKind.PGAME).withPrecisionRate(0.05);
            SearchResult r = Solvers.create(Algorithm.DFPPNS, p).solve(s, Goal.WIN, LIMITS, SearchControl.none());
            if (r.stopReason() == StopReason.PRECISION_RATE) {
                stopped++;
                assertThat(r.outcome()).isEqualTo(Outcome.OUT);
                assertThat(r.rootValue() <= 0.05 || r.rootValue() >= 0.95).as("root p " + r.rootValue()).isTrue();
                assertThat(r.prConclusion()).isEqualTo(r.rootValue() >= 0.5 ? Outcome.PROVED : Outcome.DISPROVED);
            } else {
                assertThat(r.stopReason()).isEqualTo(StopReason.SOLVED);
            }
        }
        assertThat(stopped).as("searches stopped by pr").isPositive();
    }

    @Test
    void df_ppns_repeats_a_run_to_the_node_with_the_same_seed() {
        GameState s = GameKind.randomPosition(new ConnectFour(5, 4), 5, GameKind.positionSeed(9, 9));
        SearchParameters p = SearchParameters.defaults(GameKind.CONNECT4).withPlayouts(5).withSeed(42);
        SearchResult one = Solvers.create(Algorithm.DFPPNS, p).solve(s, Goal.WIN, LIMITS, SearchControl.none());
        SearchResult two = Solvers.create(Algorithm.DFPPNS, p).solve(s, Goal.WIN, LIMITS, SearchControl.none());
        assertThat(two.nodes()).isEqualTo(one.nodes());
        assertThat(two.iterations()).isEqualTo(one.iterations());
        assertThat(two.playouts()).isEqualTo(one.playouts()).isPositive();
    }

    @Test
    void an_update_with_less_work_keeps_the_work_recorded_before() {
        // One bucket of two: A is stored with work 1,000, searched again for 1, then B (500) and C (0) come. A keeps
        // its 1,000 (the most work a position ever cost), so it stays where the replacement policy keeps work.
        TranspositionTable t = new TranspositionTable(2L * TranspositionTable.BYTES_PER_ENTRY);
        t.store(1, 0, 0, 1, 1, NodeStore.UNKNOWN, 1_000);
        t.store(1, 0, 0, 2, 2, NodeStore.UNKNOWN, 1);
        assertThat(t.find(1, 0, 0)).isTrue();
        assertThat(t.work()).isEqualTo(1_000);
        t.store(2, 0, 0, 1, 1, NodeStore.UNKNOWN, 500);
        t.store(3, 0, 0, 1, 1, NodeStore.UNKNOWN, 0);
        assertThat(t.find(1, 0, 0)).as("the entry with 1,000 work stays").isTrue();
        assertThat(t.a()).as("with its newest values").isEqualTo(2);
    }

    @Test
    void a_solved_position_is_kept_as_the_most_work() {
        // A solved position never needs searching again, whatever its subtree cost: it must outrank any unsolved one.
        GameState root = ConnectFour.parse("4x4:2");
        DepthFirstSearch dfpn = (DepthFirstSearch) Solvers.create(Algorithm.DFPN,
                SearchParameters.defaults(GameKind.CONNECT4).withTableBytes(64L << 20));
        dfpn.solve(root, Goal.WIN, Limits.DEFAULT, SearchControl.none());
        int[] solved = {0};
        visit(root.copy(), 4, dfpn.table(), solved);
        assertThat(solved[0]).as("solved positions found in the table").isGreaterThan(10);
    }

    /** Every position within {@code depth} plies that the table holds solved must hold the most work. */
    private static void visit(GameState s, int depth, TranspositionTable table, int[] solved) {
        PositionKey key = s.key();
        if (table.find(key == null ? s.hash() : key.first(), key == null ? 0 : key.second(), s.currentPlayer())
                && table.status() != NodeStore.UNKNOWN) {
            solved[0]++;
            assertThat(table.work()).as(s.notation()).isEqualTo(Long.MAX_VALUE >>> 8);
        }
        if (depth == 0 || s.isTerminal()) {
            return;
        }
        int[] moves = new int[s.maxMoves()];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            visit(s, depth - 1, table, solved);
            s.undo();
        }
    }
}
