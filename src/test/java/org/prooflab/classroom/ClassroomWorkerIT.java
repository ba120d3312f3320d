package org.prooflab.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.ExperimentJson;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DriverManagerDataSource;
import tools.jackson.databind.JsonNode;

/**
 * The README's "adding worker machines", as written: a web instance that runs no jobs of its own
 * ({@code --prooflab.classroom.run-jobs=false}) and a worker-only instance
 * ({@code --spring.profiles.active=postgres,worker}) on one PostgreSQL. The worker starts without a
 * web server and solves every job of an experiment made on the web instance.
 */
class ClassroomWorkerIT {
    static final ExperimentDefinition SMALL = new ExperimentDefinition("worker", "pgame",
            ExperimentDefinition.PositionSet.pgame(2, 8, 4, 7),
            List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("ppns")),
            new ExperimentDefinition.LimitSpec(100_000, 10, 0));

    @Test
    void a_worker_only_instance_solves_the_jobs_of_a_web_instance_that_runs_none() throws Exception {
        String db = "worker" + System.nanoTime();
        JdbcClient.create(Databases.postgresAdmin()).sql("CREATE DATABASE " + db).update();
        String url = Databases.postgresUrl(db);
        Path logs = Path.of("target/worker-logs");
        String[] common = {"--spring.datasource.url=" + url, "--spring.datasource.username=postgres",
            "--spring.datasource.password="};
        try (ProofLabProcess web = ProofLabProcess.start(logs, "web", with(common, "--spring.profiles.active=postgres",
                "--prooflab.classroom.run-jobs=false"));
             ProofLabProcess worker = ProofLabProcess.startWorker(logs, "worker", with(common,
                     "--spring.profiles.active=postgres,worker", "--prooflab.classroom.job-workers=1",
                     "--server.port=" + freePort()))) {
            assertThat(worker.isAlive()).isTrue();
            JsonNode created = ProofLabProcess.JSON.readTree(web.post("/api/experiments", ExperimentJson.write(SMALL), null).body());
            String id = created.get("id").asString();
            JsonNode done = ClassroomCrashIT.waitUntil(web, id, e -> "DONE".equals(e.get("status").asString()),
                    Duration.ofSeconds(120));
            assertThat(done.get("done").asInt()).isEqualTo(8);
            JdbcClient sql = JdbcClient.create(new DriverManagerDataSource(url, "postgres", ""));
            List<String> workers = sql.sql("SELECT DISTINCT worker FROM experiment_task WHERE experiment_id = ?").param(id)
                    .query(String.class).list();
            assertThat(workers).as("the worker solved them all").singleElement().asString().startsWith(worker.pid() + "@");
            assertThat(worker.log).content().doesNotContain("Tomcat started");
        }
    }

    private static String[] with(String[] common, String... more) {
        String[] all = java.util.Arrays.copyOf(common, common.length + more.length);
        System.arraycopy(more, 0, all, common.length, more.length);
        return all;
    }

    private static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
