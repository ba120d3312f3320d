package org.prooflab.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.SearchParameters;

/**
 * A view submits a solve and then listens to it; a solve that ends within a millisecond may end in
 * between. Its card must still show the result (once seen in the lab: a proved card stuck on
 * "running" for good).
 */
class SolveJobListenTest {
    private final SolveService service = new SolveService(LabProperties.defaults());

    @AfterEach
    void stop() {
        service.shutdown();
    }

    @Test
    void a_listener_that_comes_after_the_end_hears_the_result() throws InterruptedException {
        // Red to move wins at once in column 4 (three in a column): a solve of a few nodes.
        GameState position = GameKind.CONNECT4.parse("414141");
        SolveJob job = service.submit("visitor", position, Algorithm.PNS, SearchParameters.defaults(GameKind.CONNECT4),
                new Limits(1_000_000, Long.MAX_VALUE, 10_000), null);
        long deadline = System.currentTimeMillis() + 10_000;
        while (job.state() != SolveJob.State.FINISHED && System.currentTimeMillis() < deadline) {
            Thread.sleep(5);
        }
        assertThat(job.state()).isEqualTo(SolveJob.State.FINISHED);

        List<SolveJob.Update> heard = new CopyOnWriteArrayList<>();
        job.listen(heard::add);
        assertThat(heard).hasSize(1);
        assertThat(heard.get(0).result()).isNotNull();
        assertThat(heard.get(0).result().outcome()).isEqualTo(Outcome.PROVED);
    }
}
