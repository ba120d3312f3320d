package org.prooflab.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.ExperimentJson;
import org.prooflab.classroom.domain.TaskResult;
import org.prooflab.classroom.domain.TaskRunner;
import org.prooflab.engine.search.SearchControl;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * A benchmark, not a test: it measures and prints, and fails only if the runs did not finish or
 * disagree. Run it on request, after {@code package} (it starts the packaged jar):
 *
 * <pre>
 * mvn -o package -DskipTests
 * mvn -o test -Dtest=ClassroomBenchmark -Dprooflab.benchmark=true
 * </pre>
 *
 * <p>One classroom-size experiment (Connect Four, {@link #POSITIONS} positions of 12 random plies,
 * MCPNS and PPNS, {@link #NODES} nodes a solve: about a second a job on one core) is solved four ways: the
 * processes each on a fresh JVM's cold start as a server meets it, the loops in this JVM after it has
 * solved the first position once:
 * <ol>
 * <li>a plain loop of {@link TaskRunner} in this JVM, on one thread and on two (what two cores
 *     give this work without a job engine: the ceiling for two processes);</li>
 * <li>one ProofLab process (embedded PostgreSQL) with one JobRunr worker: its overhead per job
 *     against the loop;</li>
 * <li>two ProofLab processes with one worker each on the same database: throughput against one.</li>
 * </ol>
 * Wall times run from the experiment's creation to its last result. The results go to stdout and
 * {@code target/benchmark/classroom.txt}.
 */
@EnabledIfSystemProperty(named = "prooflab.benchmark", matches = "true")
class ClassroomBenchmark {
    static final int POSITIONS = 24;
    /** Nodes a solve: classroom-size jobs of about a second each on this engine (0.3 s at 100,000). */
    static final long NODES = 400_000;
    static final ExperimentDefinition WORK = new ExperimentDefinition("benchmark", "connect4",
            ExperimentDefinition.PositionSet.random(12, POSITIONS, 1),
            List.of(ExperimentDefinition.AlgorithmSpec.of("mcpns"), ExperimentDefinition.AlgorithmSpec.of("ppns")),
            new ExperimentDefinition.LimitSpec(NODES, 120, 0));

    @Test
    void throughput_and_job_engine_overhead() throws Exception {
        ExperimentDefinition.Compiled c = WORK.compile(ExperimentDefinition.Caps.COMMAND_LINE);
        int jobs = c.taskCount();
        List<String> report = new ArrayList<>();
        report.add(String.format(Locale.ROOT, "ProofLab classroom benchmark: %d jobs (%d Connect Four positions x MCPNS, PPNS; "
                + "%,d nodes a solve), %d cores, Java %s", jobs, POSITIONS, NODES, Runtime.getRuntime().availableProcessors(),
                Runtime.version()));

        // Both loops run in this JVM: compile the solvers first, so that neither pays for it.
        for (int k = 0; k < c.configs().size(); k++) {
            TaskRunner.run(c, 0, k, SearchControl.none());
        }
        Loop loop = loop(c, 1);
        report.add(String.format(Locale.ROOT, "plain loop, 1 thread:            %7.2f s wall (solves %.2f s)", loop.seconds,
                loop.solveMs / 1000.0));
        // What two cores give this work without any job engine: the ceiling for two processes.
        Loop loop2 = loop(c, 2);
        report.add(String.format(Locale.ROOT, "plain loop, 2 threads:           %7.2f s wall (solves %.2f s)", loop2.seconds,
                loop2.solveMs / 1000.0));
        assertThat(loop2.answers).as("two threads found what one found").isEqualTo(loop.answers);

        Path logs = Path.of("target/benchmark");
        Files.createDirectories(logs);
        Run one = run(logs, 1, c);
        report.add(String.format(Locale.ROOT, "JobRunr, 1 process x 1 worker:   %7.2f s wall, %.2f s first start to last end "
                + "(solves %.2f s)", one.seconds, one.busy, one.solveMs / 1000.0));
        Run two = run(logs, 2, c);
        report.add(String.format(Locale.ROOT, "JobRunr, 2 processes x 1 worker: %7.2f s wall, %.2f s first start to last end "
                + "(solves %.2f s)", two.seconds, two.busy, two.solveMs / 1000.0));
        assertThat(one.answers).as("the jobs found what the loop found").isEqualTo(loop.answers);
        assertThat(two.answers).as("the jobs found what the loop found").isEqualTo(loop.answers);

        report.add(String.format(Locale.ROOT, "job engine overhead: %+.1f%% of the loop's wall time, %+.0f ms a job",
                100 * (one.seconds - loop.seconds) / loop.seconds, 1000 * (one.seconds - loop.seconds) / jobs));
        report.add(String.format(Locale.ROOT, "  without the wait for the first poll: %+.1f%%, %+.0f ms a job",
                100 * (one.busy - loop.seconds) / loop.seconds, 1000 * (one.busy - loop.seconds) / jobs));
        report.add(String.format(Locale.ROOT, "  time between solves inside the job engine, 1 process: %.0f ms a job (%.1f%% of the solves)",
                (one.busy * 1000 - one.solveMs) / jobs, 100 * (one.busy * 1000 - one.solveMs) / one.solveMs));
        report.add(String.format(Locale.ROOT, "throughput, 2 processes against 1: %.2fx wall, %.2fx first start to last end",
                one.seconds / two.seconds, one.busy / two.busy));
        report.add(String.format(Locale.ROOT, "  the same work in a plain loop, 2 threads against 1: %.2fx (this machine's ceiling for two "
                + "workers); two processes reach %.0f%% of it (first start to last end)", loop.seconds / loop2.seconds,
                100 * (one.busy / two.busy) / (loop.seconds / loop2.seconds)));
        report.add(String.format(Locale.ROOT, "load average at the end: %.1f (other work on this machine slows every run)",
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()));
        String text = String.join(System.lineSeparator(), report);
        System.out.println(text);
        Files.writeString(logs.resolve("classroom.txt"), text + System.lineSeparator());
    }

    /** A plain loop's wall time, summed solve times and answers in (position, configuration) order. */
    private record Loop(double seconds, long solveMs, List<String> answers) {
    }

    /**
     * Solves every task with {@link TaskRunner} on {@code threads} threads of this JVM, each taking
     * the next unsolved task (as JobRunr's workers take the next job): no database, no job engine.
     */
    private static Loop loop(ExperimentDefinition.Compiled c, int threads) throws Exception {
        int configs = c.configs().size();
        int tasks = c.taskCount();
        String[] answers = new String[tasks];
        double[] times = new double[tasks];
        AtomicInteger next = new AtomicInteger();
        long start = System.nanoTime();
        List<CompletableFuture<Void>> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            workers.add(CompletableFuture.runAsync(() -> {
                for (int i = next.getAndIncrement(); i < tasks; i = next.getAndIncrement()) {
                    TaskResult r = TaskRunner.run(c, i / configs, i % configs, SearchControl.none());
                    times[i] = r.timeMs();
                    answers[i] = (i / configs) + "/" + (i % configs) + " " + r.answer() + " " + r.nodes();
                }
            }, runnable -> new Thread(runnable, "benchmark-loop").start()));
        }
        CompletableFuture.allOf(workers.toArray(CompletableFuture[]::new)).get();
        return new Loop(seconds(start), Math.round(Arrays.stream(times).sum()), List.of(answers));
    }

    /**
     * @param seconds  from the experiment's creation to its last result, as a teacher waits for it
     * @param busy     from the first job's start to the last job's end (the database's clock): without
     *                 the wait for JobRunr's first poll (poll interval 5 s here)
     */
    private record Run(double seconds, double busy, long solveMs, List<String> answers) {
    }

    /** Starts {@code processes} ProofLab instances on a fresh database, runs the experiment, stops them. */
    private static Run run(Path logs, int processes, ExperimentDefinition.Compiled c) throws Exception {
        String db = "bench" + System.nanoTime();
        JdbcClient.create(Databases.postgresAdmin()).sql("CREATE DATABASE " + db).update();
        String url = Databases.postgresUrl(db);
        String[] args = {"--spring.profiles.active=postgres", "--spring.datasource.url=" + url,
            "--spring.datasource.username=postgres", "--spring.datasource.password=", "--prooflab.classroom.job-workers=1"};
        List<CompletableFuture<ProofLabProcess>> starting = new ArrayList<>();
        for (int i = 0; i < processes; i++) {
            String name = processes + "-" + i;
            starting.add(CompletableFuture.supplyAsync(() -> {
                try {
                    return ProofLabProcess.start(logs, name, args);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }));
        }
        List<ProofLabProcess> apps = starting.stream().map(CompletableFuture::join).toList();
        try {
            DataSource ds = new DriverManagerDataSource(url, "postgres", "");
            JdbcClient sql = JdbcClient.create(ds);
            long start = System.nanoTime();
            String id = ProofLabProcess.JSON.readTree(apps.getFirst().post("/api/experiments",
                    ExperimentJson.write(WORK), null).body()).get("id").asString();
            long deadline = System.nanoTime() + Duration.ofMinutes(10).toNanos();
            while (sql.sql("SELECT COUNT(*) FROM experiment_task WHERE experiment_id = ? AND state = 'DONE'").param(id)
                    .query(Integer.class).single() < c.taskCount()) {
                assertThat(System.nanoTime()).as("finished within 10 minutes; logs in " + logs).isLessThan(deadline);
                Thread.sleep(50);
            }
            double wall = seconds(start);
            long solveMs = Math.round(sql.sql("SELECT SUM(time_ms) FROM experiment_task WHERE experiment_id = ?").param(id)
                    .query(Double.class).single());
            List<long[]> spans = sql.sql("SELECT finished_at, time_ms FROM experiment_task WHERE experiment_id = ?").param(id)
                    .query((rs, row) -> new long[] {rs.getTimestamp(1).getTime() - Math.round(rs.getDouble(2)), rs.getTimestamp(1).getTime()})
                    .list();
            double busy = (spans.stream().mapToLong(x -> x[1]).max().orElseThrow()
                    - spans.stream().mapToLong(x -> x[0]).min().orElseThrow()) / 1000.0;
            List<String> answers = new ExperimentStore(sql, new JdbcTemplate(ds)).results(id).stream()
                    .map(r -> r.positionIndex() + "/" + r.configIndex() + " " + r.answer() + " " + r.nodes()).toList();
            return new Run(wall, busy, solveMs, answers);
        } finally {
            for (ProofLabProcess app : apps) {
                app.close();
            }
        }
    }

    private static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }
}
