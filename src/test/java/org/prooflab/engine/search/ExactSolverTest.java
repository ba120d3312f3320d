package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.connectfour.ConnectFour;

class ExactSolverTest {
    private static SearchResult exact(String position, long nodes) {
        Solver exact = Solvers.create(Algorithm.EXACT, SearchParameters.defaults(GameKind.CONNECT4));
        return exact.solve(ConnectFour.parse(position), Goal.WIN, new Limits(nodes, Long.MAX_VALUE, 60_000), SearchControl.none());
    }

    @Test
    void a_win_in_one_is_found_before_any_other_move_is_searched() {
        // Red has 3, 4 and 5 on the bottom row: column 2 or 6 wins at once. In column order the reference searched
        // column 1 to the end first and ran out of 2,000,000 nodes; PNS proves it with 8.
        SearchResult r = exact("334455", 100);
        assertThat(r.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(r.bestMoveText()).isIn("2", "6");
        assertThat(r.nodes()).isLessThanOrEqualTo(3);
    }

    @Test
    void a_threat_the_side_to_move_cannot_stop_is_seen_one_move_down() {
        // Red has 2, 3 and 4 with both ends open and Yellow to move: Yellow cannot block both, so Yellow does not win
        // (disproved for the side to move), found without searching the game to its end.
        SearchResult r = exact("22334", 20_000);
        assertThat(r.outcome()).isEqualTo(Outcome.DISPROVED);
    }

    @Test
    void its_memory_is_its_capped_table_not_a_tree_of_the_node_limit() {
        // The command line refused "--algorithm exact --max-nodes 200,000,000" on a 4 GB heap for a 4.6 GB tree it
        // never builds; its table holds at most TABLE_CAPACITY entries.
        SearchParameters params = SearchParameters.defaults(GameKind.CONNECT4);
        assertThat(Solvers.memoryBytes(Algorithm.EXACT, params, new Limits(Limits.MAX_NODES, Long.MAX_VALUE, 1000)))
                .isEqualTo(ExactSolver.TABLE_CAPACITY * ExactSolver.ENTRY_BYTES);
        assertThat(Solvers.memoryBytes(Algorithm.EXACT, params, new Limits(1000, Long.MAX_VALUE, 1000)))
                .isEqualTo(1000 * ExactSolver.ENTRY_BYTES);
        assertThat(Solvers.memoryBytes(Algorithm.PNS, params, new Limits(Limits.MAX_NODES, Long.MAX_VALUE, 1000)))
                .isEqualTo(Solvers.treeBytes(Limits.MAX_NODES));
    }
}
