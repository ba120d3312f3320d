package org.prooflab.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.ExperimentJson;
import tools.jackson.databind.JsonNode;

/**
 * {@code kill -9} in the middle of an experiment, on the embedded H2 file: after a restart the
 * experiment goes on where it stopped, every result finished before the kill is still there and
 * unchanged, and every task is counted exactly once.
 */
class ClassroomCrashIT {

    static final ExperimentDefinition SLOW = new ExperimentDefinition("crash", "pgame",
            ExperimentDefinition.PositionSet.pgame(8, 8, 12, 7),
            List.of(ExperimentDefinition.AlgorithmSpec.of("ppns"), ExperimentDefinition.AlgorithmSpec.of("pns")),
            new ExperimentDefinition.LimitSpec(5_000_000, 0.4, 0));

    static Map<String, String> rows(ProofLabProcess app, String id) throws Exception {
        String csv = app.get("/api/experiments/" + id + "/results.csv").body();
        Map<String, String> byTask = new HashMap<>();
        for (CSVRecord r : org.prooflab.classroom.domain.ResultExport.READ.parse(new StringReader(csv))) {
            String key = r.get("position_number") + "/" + r.get("config");
            // what the solve stored; the cross-check is worked out from all results so far, so it may change
            String stored = String.join(",", org.prooflab.classroom.domain.ResultExport.COLUMNS.stream()
                    .filter(c -> !"cross_check".equals(c)).map(r::get).toList());
            assertThat(byTask.put(key, stored)).as("task %s appears once", key).isNull();
        }
        return byTask;
    }

    static JsonNode waitUntil(ProofLabProcess app, String id, java.util.function.Predicate<JsonNode> done, Duration atMost)
            throws Exception {
        long deadline = System.nanoTime() + atMost.toNanos();
        JsonNode e = app.experiment(id);
        while (!done.test(e)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("experiment " + id + " is " + e + " after " + atMost + "; log: " + app.log);
            }
            Thread.sleep(250);
            e = app.experiment(id);
        }
        return e;
    }

    @Test
    void a_server_killed_mid_experiment_loses_nothing_and_finishes_after_a_restart() throws Exception {
        Path data = Files.createTempDirectory(Path.of("target"), "crash-data");
        Path logs = Path.of("target/crash-logs");
        String[] args = {"--prooflab.data-dir=" + data.toAbsolutePath(), "--prooflab.classroom.job-workers=1",
            "--jobrunr.jobs.retry-back-off-time-seed=1"};
        String id;
        Map<String, String> beforeKill;
        try (ProofLabProcess first = ProofLabProcess.start(logs, "first", args)) {
            JsonNode created = ProofLabProcess.JSON.readTree(first.post("/api/experiments", ExperimentJson.write(SLOW), null).body());
            id = created.get("id").asString();
            waitUntil(first, id, e -> e.get("done").asInt() >= 4, Duration.ofSeconds(60));
            beforeKill = rows(first, id);
            first.kill();
        }
        assertThat(beforeKill.size()).isBetween(4, 23);

        try (ProofLabProcess second = ProofLabProcess.start(logs, "second", args)) {
            assertThat(second.experiment(id).get("done").asInt()).isGreaterThanOrEqualTo(beforeKill.size());
            JsonNode done = waitUntil(second, id, e -> "DONE".equals(e.get("status").asString()), Duration.ofSeconds(150));
            assertThat(done.get("done").asInt()).isEqualTo(24);
            Map<String, String> after = rows(second, id);
            assertThat(after).hasSize(24);
            assertThat(after).containsAllEntriesOf(beforeKill);
        }
    }
}
