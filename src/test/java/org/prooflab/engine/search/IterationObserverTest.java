package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;

class IterationObserverTest {
    private static final Limits LIMITS = new Limits(1_000_000, 400, 60_000);

    /**
     * The public observer sees every iteration once, in order, with the numbers the search itself
     * traces and the move it records: the same loop, not a copy.
     */
    @ParameterizedTest
    @EnumSource(value = Algorithm.class, names = {"PNS", "MCPNS", "PPNS", "PP", "UCT", "MCTS"})
    void the_observer_sees_each_iteration_s_root_numbers_as_the_search_records_them(Algorithm algorithm) {
        GameState tree = GameKind.PGAME.parse("pgame:b=3,d=7,seed=5");
        List<long[]> counts = new ArrayList<>();
        List<double[]> values = new ArrayList<>();
        List<Integer> moves = new ArrayList<>();
        SearchControl control = new SearchControl(null, 60_000, true, false).observing((it, nodes, v, second, best) -> {
            counts.add(new long[] {it, nodes});
            values.add(new double[] {v, second});
            moves.add(best);
        });
        SearchResult r = Solvers.create(algorithm, SearchParameters.defaults(GameKind.PGAME)).solve(tree, Goal.WIN, LIMITS, control);

        assertThat(r.iterations()).as("the search must take several iterations to test anything").isGreaterThan(20);
        assertThat(counts).hasSize((int) r.iterations());
        for (int i = 0; i < counts.size(); i++) {
            assertThat(counts.get(i)[0]).isEqualTo(i + 1);
            assertThat(moves.get(i)).as("move after iteration " + (i + 1)).isEqualTo(r.rootMoves().moveAfter(i + 1));
        }
        assertThat(counts.get(counts.size() - 1)[1]).isEqualTo(r.nodes());
        // Fewer than ValueTrace.CAPACITY iterations: the search's own trace holds each one.
        assertThat(r.iterations()).isLessThan(ValueTrace.CAPACITY);
        long[] traced = r.trace().iterations();
        double[] tracedValues = r.trace().values();
        double[] tracedSecond = r.trace().secondary();
        for (int j = 0; j < traced.length; j++) {
            if (traced[j] == 0) {
                continue;
            }
            double[] seen = values.get((int) traced[j] - 1);
            assertThat(seen[0]).as("value after iteration " + traced[j]).isEqualTo(tracedValues[j]);
            assertThat(Double.valueOf(seen[1])).as("second value after iteration " + traced[j]).isEqualTo(Double.valueOf(tracedSecond[j]));
        }
        assertThat(values.get(values.size() - 1)[0]).isEqualTo(r.rootValue());
    }

    @Test
    void observing_adds_the_observer_to_a_copy_and_keeps_the_rest() {
        SearchControl plain = SearchControl.none();
        SearchControl watched = plain.observing((it, nodes, v, second, best) -> { });
        assertThat(plain.iterationObserver()).isNull();
        assertThat(watched.iterationObserver()).isNotNull();
        assertThat(watched.recordRootMoves()).isEqualTo(plain.recordRootMoves());
        assertThat(watched.keepTree()).isEqualTo(plain.keepTree());
    }
}
