package org.prooflab.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.StopReason;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A bounded load test on loopback: 20 simulated UI clients (sessions) each start solves at once,
 * some asking for absurd limits. The server keeps answering pages, no solve runs past the server's
 * limits, every solve ends or is cancelled, and memory stays bounded.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SolveServiceLoadIT {
    private static final int CLIENTS = 20;
    private static final int SOLVES_EACH = 3;

    @Autowired
    SolveService solves;

    @LocalServerPort
    int port;

    @Test
    void twenty_clients_starting_solves_are_served_within_limits() throws Exception {
        Runtime rt = Runtime.getRuntime();
        System.gc();
        long usedBefore = rt.totalMemory() - rt.freeMemory();
        Algorithm[] algorithms = {Algorithm.PNS, Algorithm.PPNS, Algorithm.MCPNS, Algorithm.UCT, Algorithm.PP, Algorithm.MCTS};
        CountDownLatch finished = new CountDownLatch(CLIENTS * SOLVES_EACH);
        ConcurrentLinkedQueue<SearchResult> results = new ConcurrentLinkedQueue<>();
        List<SolveJob> jobs = new ArrayList<>();
        for (int client = 0; client < CLIENTS; client++) {
            String session = "load-" + client;
            for (int k = 0; k < SOLVES_EACH; k++) {
                GameState position = GameKind.randomPosition(GameKind.OTHELLO.start(), 20 + k, GameKind.positionSeed(client, k));
                Algorithm a = algorithms[(client + k) % algorithms.length];
                // Every third request asks for absurd limits: the server must cut them down.
                Limits asked = k == 2 ? new Limits(Limits.MAX_NODES, Long.MAX_VALUE, Long.MAX_VALUE)
                        : new Limits(200_000, Long.MAX_VALUE, 1_500);
                jobs.add(solves.submit(session, position, a, SearchParameters.defaults(GameKind.OTHELLO).withPlayouts(10), asked,
                        update -> {
                            if (update.result() != null || update.job().state() == SolveJob.State.FINISHED) {
                                if (update.result() != null) {
                                    results.add(update.result());
                                }
                                finished.countDown();
                            }
                        }));
            }
        }
        assertThat(solves.activeCount()).isLessThanOrEqualTo(CLIENTS * SOLVES_EACH);

        // The server keeps answering while the pool is saturated.
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        for (int i = 0; i < 5; i++) {
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/"))
                    .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(page.statusCode()).isEqualTo(200);
        }

        // Cancel the sessions' long solves after a while, as leaving browsers would.
        Thread.sleep(3_000);
        for (int client = 0; client < CLIENTS; client++) {
            solves.endSession("load-" + client);
        }
        assertThat(finished.await(120, TimeUnit.SECONDS)).as("every solve ended or was cancelled").isTrue();
        for (SearchResult r : results) {
            assertThat(r.nodes()).isLessThanOrEqualTo(solves.maximum().maxNodes());
            assertThat(r.elapsedMillis()).isLessThan(solves.maximum().maxMillis() + 5_000);
            if (r.stopReason() == StopReason.TIME) {
                assertThat(r.elapsedMillis()).isLessThan(1_500 + 2_000);
            }
        }
        for (SolveJob job : jobs) {
            assertThat(job.state()).isEqualTo(SolveJob.State.FINISHED);
            assertThat(job.limits().maxNodes()).isLessThanOrEqualTo(solves.maximum().maxNodes());
            assertThat(job.limits().maxMillis()).isLessThanOrEqualTo(solves.maximum().maxMillis());
        }
        assertThat(solves.activeCount()).isZero();
        System.gc();
        long usedAfter = rt.totalMemory() - rt.freeMemory();
        assertThat(usedAfter - usedBefore).as("heap kept after all solves ended").isLessThan(256L * 1024 * 1024);
    }

    @Test
    void a_session_cannot_start_more_than_its_cap() {
        GameState start = GameKind.OTHELLO.start();
        Limits long_ = new Limits(1_000_000, Long.MAX_VALUE, 60_000);
        for (int i = 0; i < solves.properties().getMaxPerVisitor(); i++) {
            solves.submit("greedy", start, Algorithm.PNS, SearchParameters.defaults(GameKind.OTHELLO), long_, null);
        }
        assertThatThrownBy(() -> solves.submit("greedy", start, Algorithm.PNS, SearchParameters.defaults(GameKind.OTHELLO), long_, null))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("at most " + solves.properties().getMaxPerVisitor());
        solves.endSession("greedy");
    }
}
