package org.prooflab.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.ExperimentJson;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * Two ProofLab processes on one real PostgreSQL, started at the same moment on an empty database:
 * both make it through the migrations, both take jobs of one experiment, either page shows the
 * other's results, and when one is killed the other finishes its work, nothing counted twice.
 */
class ClassroomScaleOutIT {
    /**
     * 24 solves that each run their full second (PNS and PPNS cannot settle a Connect Four position
     * four plies from the start in one second), so that the first instance cannot drain the queue
     * before the second one's first poll.
     */
    static final ExperimentDefinition SHARED = new ExperimentDefinition("shared", "connect4",
            ExperimentDefinition.PositionSet.random(4, 12, 3),
            List.of(ExperimentDefinition.AlgorithmSpec.of("ppns"), ExperimentDefinition.AlgorithmSpec.of("pns")),
            new ExperimentDefinition.LimitSpec(5_000_000, 1.0, 0));

    @Test
    void two_instances_share_an_experiment_and_one_survives_the_others_death() throws Exception {
        String db = "scale" + System.nanoTime();
        DataSource admin = Databases.postgresAdmin();
        JdbcClient.create(admin).sql("CREATE DATABASE " + db).update();
        String url = Databases.postgresUrl(db);
        Path logs = Path.of("target/scale-out-logs");
        String[] args = {"--spring.profiles.active=postgres", "--spring.datasource.url=" + url,
            "--spring.datasource.username=postgres", "--spring.datasource.password=", "--prooflab.classroom.job-workers=1",
            "--jobrunr.jobs.retry-back-off-time-seed=1"};
        CompletableFuture<ProofLabProcess> startA = CompletableFuture.supplyAsync(() -> start(logs, "a", args));
        CompletableFuture<ProofLabProcess> startB = CompletableFuture.supplyAsync(() -> start(logs, "b", args));
        try (ProofLabProcess a = startA.join(); ProofLabProcess b = startB.join()) {
            JsonNode created = ProofLabProcess.JSON.readTree(a.post("/api/experiments",
                    ExperimentJson.write(SHARED), null).body());
            String id = created.get("id").asString();
            JdbcClient sql = JdbcClient.create(new org.springframework.jdbc.datasource.DriverManagerDataSource(url, "postgres", ""));
            long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
            while (sql.sql("SELECT COUNT(DISTINCT worker) FROM experiment_task WHERE experiment_id = ? AND state = 'DONE'")
                    .param(id).query(Integer.class).single() < 2) {
                assertThat(System.nanoTime()).as("both instances took jobs; logs in " + logs).isLessThan(deadline);
                Thread.sleep(250);
            }
            assertThat(b.experiment(id).get("done").asInt()).as("B's page sees A's results too").isGreaterThanOrEqualTo(2);
            b.kill();

            JsonNode done = ClassroomCrashIT.waitUntil(a, id, e -> "DONE".equals(e.get("status").asString()), Duration.ofSeconds(150));
            assertThat(done.get("done").asInt()).isEqualTo(24);
            assertThat(ClassroomCrashIT.rows(a, id)).hasSize(24);
            List<Integer> perTask = sql.sql("SELECT COUNT(*) FROM experiment_task WHERE experiment_id = ? "
                    + "GROUP BY position_index, config_index").param(id).query(Integer.class).list();
            assertThat(perTask).hasSize(24).containsOnly(1);
        }
    }

    private static ProofLabProcess start(Path logs, String name, String[] args) {
        try {
            return ProofLabProcess.start(logs, name, args);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
