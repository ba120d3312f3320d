package org.prooflab.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.ExperimentJson;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.Solvers;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;

/**
 * The classroom end to end in one instance: a definition posted over HTTP becomes JobRunr jobs, the
 * jobs' results land in the database, agree with the exact reference, and come back as CSV; only
 * the creator's token changes an experiment; a bad definition is answered field by field.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ClassroomApiIT {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    @org.springframework.beans.factory.annotation.Autowired
    ExperimentStore store;

    @org.springframework.beans.factory.annotation.Autowired
    ClassroomService classroom;

    @org.springframework.beans.factory.annotation.Autowired
    org.jobrunr.server.BackgroundJobServer jobServer;

    private HttpResponse<String> send(String method, String path, String body, String token) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            b.header("X-ProofLab-Token", token);
        }
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private JsonNode waitFor(String id, String status, Duration atMost) throws Exception {
        long deadline = System.nanoTime() + atMost.toNanos();
        JsonNode e;
        do {
            e = ProofLabProcess.JSON.readTree(send("GET", "/api/experiments/" + id, null, null).body());
            if (status.equals(e.get("status").asString())) {
                return e;
            }
            Thread.sleep(200);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("experiment " + id + " is " + e + ", not " + status + " after " + atMost);
    }

    @Test
    void a_posted_experiment_runs_as_jobs_and_its_answers_agree_with_the_exact_reference() throws Exception {
        ExperimentDefinition d = new ExperimentDefinition("api <b>check</b>", "pgame",
                ExperimentDefinition.PositionSet.pgame(3, 5, 4, 11),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("ppns"),
                        ExperimentDefinition.AlgorithmSpec.of("mcts")),
                new ExperimentDefinition.LimitSpec(100_000, 20, 0));
        HttpResponse<String> created = send("POST", "/api/experiments", ExperimentJson.write(d), null);
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        JsonNode answer = ProofLabProcess.JSON.readTree(created.body());
        String id = answer.get("id").asString();
        String token = answer.get("token").asString();
        assertThat(created.headers().firstValue("Location")).contains("/classroom/" + id);
        assertThat(answer.get("tasks").asInt()).isEqualTo(12);
        // the pages' word beside the stored status: nothing solved yet is Queued, as the experiment's page says
        assertThat(answer.get("status").asString()).isEqualTo("RUNNING");
        assertThat(answer.get("state").asString()).isEqualTo("Queued");

        JsonNode done = waitFor(id, "DONE", Duration.ofSeconds(60));
        assertThat(done.get("done").asInt()).isEqualTo(12);
        assertThat(done.get("state").asString()).isEqualTo("Finished");

        HttpResponse<String> csv = send("GET", "/api/experiments/" + id + "/results.csv", null, null);
        assertThat(csv.statusCode()).isEqualTo(200);
        assertThat(csv.headers().firstValue("Content-Disposition")).hasValue("attachment; filename=\"api-b-check-b-" + id
                + ".csv\"; filename*=UTF-8''api-b-check-b-" + id + ".csv");
        List<CSVRecord> rows = org.prooflab.classroom.domain.ResultExport.READ
                .parse(new StringReader(csv.body())).getRecords();
        assertThat(rows).hasSize(12);
        ExperimentDefinition.Compiled c = d.compile(ExperimentDefinition.Caps.COMMAND_LINE);
        for (CSVRecord row : rows) {
            String position = row.get("position");
            String exact = Solvers.create(Algorithm.EXACT, SearchParameters.defaults(GameKind.PGAME))
                    .solve(GameKind.PGAME.parse(position), Goal.WIN, Limits.DEFAULT, SearchControl.none()).outcome().name();
            assertThat(row.get("answer")).as("%s on %s", row.get("config"), position).isEqualTo(exact);
            assertThat(c.positions()).contains(position);
        }

        HttpResponse<String> json = send("GET", "/api/experiments/" + id + "/results.json", null, null);
        assertThat(json.statusCode()).isEqualTo(200);
        assertThat(ProofLabProcess.JSON.readTree(json.body()).toString()).contains("api <b>check</b>");

        assertThat(send("POST", "/api/experiments/" + id + "/cancel", null, CreatorTokens.newToken()).statusCode()).isEqualTo(403);
        assertThat(send("POST", "/api/experiments/" + id + "/cancel", null, null).statusCode()).isEqualTo(403);
        // The creator passes the token check; a finished experiment cannot be cancelled any more.
        assertThat(send("POST", "/api/experiments/" + id + "/cancel", null, token).statusCode()).isEqualTo(409);
        HttpResponse<String> missing = send("GET", "/api/experiments/nothere1/results.csv", null, null);
        assertThat(missing.statusCode()).isEqualTo(404);
        assertThat(ProofLabProcess.JSON.readTree(missing.body()).get("problems").get(0).get("message").asString())
                .isEqualTo("there is no experiment 'nothere1' here: it may have been deleted, or the address was cut short");
        assertThat(send("GET", "/api/experiments/nothere1", null, null).statusCode()).isEqualTo(404);
        // Sent as text, the definition is answered in the API's shape, saying what to send.
        HttpResponse<String> text = HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/api/experiments"))
                .header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString("x")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(text.statusCode()).isEqualTo(415);
        assertThat(ProofLabProcess.JSON.readTree(text.body()).get("problems").get(0).get("message").asString())
                .startsWith("send the definition as JSON");
    }

    @Test
    void a_paused_experiment_stops_taking_results_and_a_resume_finishes_it_without_counting_twice() throws Exception {
        ExperimentDefinition d = new ExperimentDefinition("pause", "pgame", ExperimentDefinition.PositionSet.pgame(8, 8, 6, 3),
                List.of(ExperimentDefinition.AlgorithmSpec.of("ppns")), new ExperimentDefinition.LimitSpec(5_000_000, 0.3, 0));
        String token = CreatorTokens.newToken();
        JsonNode e = ProofLabProcess.JSON.readTree(send("POST", "/api/experiments", ExperimentJson.write(d), token).body());
        String id = e.get("id").asString();
        assertThat(e.has("token")).as("a caller's own token is kept, not replaced").isFalse();
        assertThat(send("POST", "/api/experiments/" + id + "/pause", null, token).statusCode()).isEqualTo(200);
        int doneAtPause = waitFor(id, "PAUSED", Duration.ofSeconds(5)).get("done").asInt();
        Thread.sleep(7_000); // more than JobRunr's poll interval: queued jobs are taken and do nothing
        assertThat(waitFor(id, "PAUSED", Duration.ofSeconds(1)).get("done").asInt()).isEqualTo(doneAtPause);

        assertThat(send("POST", "/api/experiments/" + id + "/resume", null, token).statusCode()).isEqualTo(200);
        JsonNode done = waitFor(id, "DONE", Duration.ofSeconds(60));
        assertThat(done.get("done").asInt()).isEqualTo(6);

        // A finished experiment cannot be resumed, paused or cancelled: said, not answered 200 with nothing changed.
        for (String[] refused : new String[][] {{"resume", "only a paused experiment can be resumed"},
                {"pause", "only a running experiment can be paused"}, {"cancel", "only a running or paused experiment can be cancelled"}}) {
            var answer = send("POST", "/api/experiments/" + id + "/" + refused[0], null, token);
            assertThat(answer.statusCode()).as(refused[0]).isEqualTo(409);
            JsonNode problem = ProofLabProcess.JSON.readTree(answer.body()).get("problems").get(0);
            assertThat(problem.get("field").asString()).isEqualTo("status");
            assertThat(problem.get("message").asString()).isEqualTo("this experiment is finished: " + refused[1]);
        }
    }

    @Test
    void a_creator_at_the_limit_of_unfinished_experiments_is_told_so_not_that_a_field_is_wrong() throws Exception {
        String token = CreatorTokens.newToken();
        ExperimentDefinition d = new ExperimentDefinition("waiting", "pgame", ExperimentDefinition.PositionSet.pgame(2, 4, 1, 1),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns")), new ExperimentDefinition.LimitSpec(100, 1, 0));
        List<String> made = new java.util.ArrayList<>();
        try {
            // kept without jobs: they stay running for as long as the test needs them
            for (int i = 0; i < classroom.properties().getMaxActivePerCreator(); i++) {
                made.add(CreatorTokens.newExperimentId());
                store.create(made.getLast(), d.compile(ExperimentDefinition.Caps.COMMAND_LINE), CreatorTokens.hash(token), null);
            }
            HttpResponse<String> r = send("POST", "/api/experiments", ExperimentJson.write(d), token);
            assertThat(r.statusCode()).isEqualTo(429);
            JsonNode problem = ProofLabProcess.JSON.readTree(r.body()).get("problems").get(0);
            assertThat(problem.get("field").asString()).isEqualTo("X-ProofLab-Token");
            assertThat(problem.get("message").asString()).startsWith("you already have " + made.size() + " experiments running or paused");
        } finally {
            made.forEach(store::delete);
        }
    }

    @Test
    void a_body_in_the_charset_its_content_type_names_is_read_in_it() throws Exception {
        // Read by the request's own encoding, Spring Boot's forced UTF-8, "café" in Latin-1 was kept as "caf\uFFFD".
        ExperimentDefinition d = new ExperimentDefinition("caf\u00e9", "pgame", ExperimentDefinition.PositionSet.pgame(2, 4, 1, 1),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns")), new ExperimentDefinition.LimitSpec(100, 1, 0));
        HttpRequest latin1 = HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/api/experiments"))
                .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json; charset=ISO-8859-1")
                .POST(HttpRequest.BodyPublishers.ofByteArray(ExperimentJson.write(d).getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)))
                .build();
        HttpResponse<String> r = HTTP.send(latin1, HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        String id = ProofLabProcess.JSON.readTree(r.body()).get("id").asString();
        try {
            assertThat(store.find(id).orElseThrow().name()).isEqualTo("caf\u00e9");
        } finally {
            store.delete(id);
        }
    }

    @Test
    void parallel_requests_with_one_token_make_no_more_than_the_limit() throws Exception {
        // Each passed the count before any of them was kept: six at once made six.
        String token = CreatorTokens.newToken();
        ExperimentDefinition d = new ExperimentDefinition("parallel", "pgame", ExperimentDefinition.PositionSet.pgame(2, 4, 1, 1),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns")), new ExperimentDefinition.LimitSpec(100, 1, 0));
        int most = classroom.properties().getMaxActivePerCreator();
        java.util.concurrent.ExecutorService clients = java.util.concurrent.Executors.newFixedThreadPool(6);
        List<String> made = new java.util.ArrayList<>();
        // No job runs meanwhile: a finished experiment frees its place, and the tiny trees would finish at once.
        jobServer.pauseProcessing();
        try {
            java.util.concurrent.CyclicBarrier together = new java.util.concurrent.CyclicBarrier(6);
            List<java.util.concurrent.Future<HttpResponse<String>>> answers = new java.util.ArrayList<>();
            for (int i = 0; i < 6; i++) {
                answers.add(clients.submit(() -> {
                    together.await();
                    return send("POST", "/api/experiments", ExperimentJson.write(d), token);
                }));
            }
            int refused = 0;
            for (java.util.concurrent.Future<HttpResponse<String>> f : answers) {
                HttpResponse<String> r = f.get(60, java.util.concurrent.TimeUnit.SECONDS);
                if (r.statusCode() == 201) {
                    made.add(ProofLabProcess.JSON.readTree(r.body()).get("id").asString());
                } else {
                    assertThat(r.statusCode()).as(r.body()).isEqualTo(429);
                    refused++;
                }
            }
            assertThat(made).as("made at once with one token").hasSize(most);
            assertThat(refused).isEqualTo(6 - most);
        } finally {
            clients.shutdownNow();
            made.forEach(store::delete);
            jobServer.resumeProcessing();
        }
    }

    @Test
    void a_bad_definition_is_answered_field_by_field() throws Exception {
        String body = """
                {"name": "", "game": "chess", "positions": {"kind": "random", "count": 5, "seed": 1, "plies": 4},
                 "algorithms": [{"algorithm": "pns"}], "limits": {"maxNodes": 1000, "maxSeconds": 5, "maxIterations": 0}}
                """;
        HttpResponse<String> r = send("POST", "/api/experiments", body, null);
        assertThat(r.statusCode()).isEqualTo(400);
        JsonNode problems = ProofLabProcess.JSON.readTree(r.body()).get("problems");
        assertThat(problems.findValuesAsString("field")).contains("name", "game");
        assertThat(r.body()).contains("chess");

        HttpResponse<String> huge = send("POST", "/api/experiments", body.replace("\"\"", "\"x\"").replace("chess", "connect4")
                .replace("1000,", "900000000,"), null);
        assertThat(huge.statusCode()).isEqualTo(400);
        assertThat(huge.body()).contains("limits.maxNodes");

        // What cannot be read and the checks of what can, in one answer (README: every problem at once).
        HttpResponse<String> all = send("POST", "/api/experiments", body.replace("\"maxNodes\": 1000, \"maxSeconds\": 5",
                "\"maxNodes\": \"abc\"").replace("\"chess\"", "\"connect4\"").replace("\"count\": 5", "\"count\": -2")
                .replace("[{\"algorithm\": \"pns\"}]", "[]"), null);
        assertThat(all.statusCode()).isEqualTo(400);
        JsonNode allProblems = ProofLabProcess.JSON.readTree(all.body()).get("problems");
        assertThat(allProblems.findValuesAsString("field"))
                .containsExactly("limits.maxSeconds", "limits.maxNodes", "name", "positions.count", "algorithms");
        assertThat(allProblems.get(0).get("message").asString()).isEqualTo("is missing: give the most seconds each solve may take");

        HttpResponse<String> garbage = send("POST", "/api/experiments", "{not json", null);
        assertThat(garbage.statusCode()).isEqualTo(400);
        assertThat(garbage.body()).contains("problems");
    }
}
