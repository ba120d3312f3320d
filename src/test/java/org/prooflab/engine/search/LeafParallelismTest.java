package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;

/**
 * Leaf parallelism: the playouts of an expansion on 1, 2, 3 or 8 threads give the same search to the
 * node. Eight threads on a two-core machine keep helpers descheduled in the middle of a chunk, so the
 * caller plays their chunks again and moves on while they still run: what they write late must not
 * reach the next expansion.
 */
class LeafParallelismTest {
    private static final SearchControl KEEP = new SearchControl(null, 60_000, true, true);

    @ParameterizedTest
    @EnumSource(value = Algorithm.class, names = {"MCPNS", "PPNS", "DFPPNS"})
    void one_to_eight_threads_build_the_same_tree_with_the_same_numbers(Algorithm algorithm) {
        List<GameState> positions = List.of(GameKind.CONNECT4.parse("4453"), GameKind.CONNECT4.parse("44444"),
                GameKind.OTHELLO.parse("f5d6c3d3c4f4f6f3e6e7"), GameKind.PGAME.parse("pgame:b=3,d=12,seed=5"));
        for (GameState s : positions) {
            SearchParameters params = SearchParameters.defaults(s.kind()).withSeed(s.hash() ^ 3);
            Limits limits = new Limits(1_000_000, 150, 60_000);
            SearchResult one = Solvers.create(algorithm, params, 1).solve(s, Goal.WIN, limits, KEEP);
            String what = algorithm.id() + " on " + s.notation();
            assertThat(one.playouts()).as(what + " playouts").isPositive();
            // df-PPNS keeps no tree: its counts, value and move are compared
            List<String> reference = one.tree() == null ? null : describe(one.tree());
            for (int threads : new int[] {2, 3, 8}) {
                SearchResult r = Solvers.create(algorithm, params, threads).solve(s, Goal.WIN, limits, KEEP);
                String w = what + " on " + threads + " threads";
                assertThat(r.outcome()).as(w).isEqualTo(one.outcome());
                assertThat(r.iterations()).as(w).isEqualTo(one.iterations());
                assertThat(r.nodes()).as(w).isEqualTo(one.nodes());
                assertThat(r.playouts()).as(w).isEqualTo(one.playouts());
                assertThat(r.rootValue()).as(w).isEqualTo(one.rootValue());
                assertThat(r.bestMoveText()).as(w).isEqualTo(one.bestMoveText());
                if (reference != null) {
                    assertThat(describe(r.tree())).as(w + ": every node").isEqualTo(reference);
                }
            }
        }
    }

    /**
     * df-PPNS keeps no tree to compare, so its walk is compared instead: every node it visits, in
     * order, with the thresholds it gets there, must be the same on 2, 3 and 8 threads as on one (a
     * single leaf valued differently changes the thresholds of every visit after it).
     */
    @Test
    void df_ppns_visits_the_same_nodes_with_the_same_thresholds_on_any_thread_count() {
        List<GameState> positions = List.of(GameKind.CONNECT4.parse("4453"), GameKind.OTHELLO.parse("f5d6c3d3c4f4f6f3e6e7"),
                GameKind.PGAME.parse("pgame:b=3,d=12,seed=5"));
        for (GameState s : positions) {
            SearchParameters params = SearchParameters.defaults(s.kind()).withSeed(s.hash() ^ 7);
            Limits limits = new Limits(1_000_000, 400, 60_000);
            List<String> reference = dfVisits(s, params, 1, limits);
            assertThat(reference).as("df-PPNS visits on " + s.notation()).hasSizeGreaterThan(100);
            for (int threads : new int[] {2, 3, 8}) {
                List<String> visits = dfVisits(s, params, threads, limits);
                String w = "df-PPNS on " + s.notation() + " on " + threads + " threads";
                for (int v = 0; v < Math.min(visits.size(), reference.size()); v++) {
                    assertThat(visits.get(v)).as(w + ", visit " + v).isEqualTo(reference.get(v));
                }
                assertThat(visits).as(w).hasSameSizeAs(reference);
            }
        }
    }

    /** Every visit of a df-PPNS search: the position, its depth and its two thresholds. */
    private static List<String> dfVisits(GameState s, SearchParameters params, int threads, Limits limits) {
        DepthFirstSearch engine = (DepthFirstSearch) Solvers.create(Algorithm.DFPPNS, params, threads);
        List<String> visits = new ArrayList<>();
        engine.observeVisits((state, depth, thA, thB) -> visits.add(state.notation() + " " + depth + " " + thA + " " + thB));
        engine.solve(s, Goal.WIN, limits, SearchControl.none());
        return visits;
    }

    @Test
    void a_thread_count_outside_1_to_256_is_refused_with_the_range() {
        SearchParameters p = SearchParameters.defaults(GameKind.CONNECT4);
        assertThatThrownBy(() -> Solvers.create(Algorithm.PPNS, p, 0)).hasMessageContaining("from 1 to 256");
        assertThatThrownBy(() -> Solvers.create(Algorithm.PPNS, p, 257)).hasMessageContaining("from 1 to 256");
    }

    /** Every node in creation order: its move, status, value and second value, and its children's range. */
    private static List<String> describe(SearchTree t) {
        List<String> lines = new ArrayList<>();
        List<Integer> queue = new ArrayList<>(List.of(0));
        for (int k = 0; k < queue.size(); k++) {
            int node = queue.get(k);
            lines.add((node == 0 ? "root" : t.moveText(node)) + " " + t.status(node) + " " + t.value(node) + " "
                    + t.secondary(node) + " " + t.childCount(node));
            for (int i = 0; i < t.childCount(node); i++) {
                queue.add(t.child(node, i));
            }
        }
        return lines;
    }
}
