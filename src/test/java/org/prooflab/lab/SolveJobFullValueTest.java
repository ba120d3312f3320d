package org.prooflab.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.Solvers;
import org.prooflab.engine.search.Value;

/** A full-value solve in the lab: a draw, its proof from the second search, the explorer of the first. */
class SolveJobFullValueTest {
    private final SolveService service = new SolveService(LabProperties.defaults());
    /** An empty 4x4 Connect Four board: a draw, so both searches run. */
    private static final GameState DRAWN = GameKind.CONNECT4.parse("4x4:");
    private static final Limits LIMITS = new Limits(1_000_000, Long.MAX_VALUE, 30_000);

    @AfterEach
    void stop() {
        service.shutdown();
    }

    @Test
    void the_first_search_s_tree_is_let_go_before_the_second_grows_and_its_explorer_is_kept() throws Exception {
        // Both trees were held at once, twice the memory the lab's node limit was sized for.
        List<SearchResult> kept = new ArrayList<>();
        Solvers.FullSolve f = Solvers.solveFull(Algorithm.PNS, SearchParameters.defaults(GameKind.CONNECT4), 1, DRAWN, LIMITS,
                new SearchControl(null, 60_000, false, true), win -> {
                    assertThat(win.goal()).isEqualTo(Goal.WIN);
                    assertThat(win.tree()).isNotNull();
                    kept.add(SolveJob.withoutTree(win));
                    return kept.getFirst();
                });
        assertThat(f.win()).as("what the caller kept of the first search, and no more").isSameAs(kept.getFirst());
        assertThat(f.notLose().goal()).isEqualTo(Goal.NOT_LOSE);
        assertThat(f.value()).isEqualTo(Value.DRAW);

        SolveJob job = service.submit("visitor", DRAWN, Algorithm.PNS, SearchParameters.defaults(GameKind.CONNECT4), LIMITS, true, null);
        long deadline = System.currentTimeMillis() + 30_000;
        while (job.state() != SolveJob.State.FINISHED && System.currentTimeMillis() < deadline) {
            Thread.sleep(5);
        }
        assertThat(job.value()).isEqualTo(Value.DRAW);
        SearchResult shown = job.result();
        assertThat(shown.goal()).as("the card shows the win search").isEqualTo(Goal.WIN);
        assertThat(shown.tree()).isNull();
        assertThat(job.explorer()).as("the first search's explorer, taken before its tree went").isNotNull();
        assertThat(job.proof()).as("the draw's proof, from the second search").isNotNull();
    }
}
