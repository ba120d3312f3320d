package org.prooflab.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.Solvers;
import org.prooflab.lab.LabProperties;
import org.prooflab.lab.SolveJob;
import org.prooflab.lab.SolveService;

class LabMetricsTest {
    private final SolveService solves = new SolveService(LabProperties.defaults());
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final List<String> sessions = new ArrayList<>();
    /** Held here: Micrometer's gauges keep only a weak reference to the object they read. */
    private final LabMetrics metrics = new LabMetrics(solves);

    @AfterEach
    void cancelEverything() {
        sessions.forEach(solves::endSession);
    }

    @Test
    void running_and_queued_solves_their_nodes_and_tree_memory_are_measured() throws InterruptedException {
        metrics.bindTo(registry);
        assertThat(gauge("prooflab.lab.solves", "running")).isZero();
        assertThat(counter()).isZero();

        // More long solves than worker threads: some run, the rest wait. MCPNS on the empty Connect
        // Four board needs far longer than the 300 s limit, so nothing finishes during the test, however
        // slow the machine (the sessions are ended after it).
        int submitted = Runtime.getRuntime().availableProcessors() + 2;
        List<SolveJob> jobs = new ArrayList<>();
        for (int i = 0; i < submitted; i++) {
            sessions.add("metrics-" + i);
            jobs.add(solves.submit("metrics-" + i, GameKind.CONNECT4.start(), Algorithm.MCPNS,
                    SearchParameters.defaults(GameKind.CONNECT4), new Limits(5_000_000, Long.MAX_VALUE, 300_000), u -> { }));
        }
        awaitTrue(() -> jobs.stream().filter(j -> j.state() == SolveJob.State.RUNNING)
                .allMatch(j -> j.lastProgress() != null && j.lastProgress().nodes() > 0)
                && jobs.stream().anyMatch(j -> j.state() == SolveJob.State.RUNNING));

        // The gauges and the jobs' states are read at two instants: a solve that starts between them (a pool
        // thread taking the next queued job) made CI read 3 running beside 4 jobs running. The assertions take
        // one reading in which both agree.
        java.util.concurrent.atomic.AtomicReference<double[]> reading = new java.util.concurrent.atomic.AtomicReference<>();
        awaitTrue(() -> {
            double[] r = {gauge("prooflab.lab.solves", "running"), gauge("prooflab.lab.solves", "queued"),
                    jobs.stream().filter(j -> j.state() == SolveJob.State.RUNNING).count(),
                    jobs.stream().filter(j -> j.state() == SolveJob.State.QUEUED).count()};
            reading.set(r);
            return r[0] == r[2] && r[1] == r[3];
        });
        double running = reading.get()[0];
        double queued = reading.get()[1];
        assertThat(running + queued).isEqualTo(submitted);
        assertThat(running).isPositive();
        assertThat(queued).isPositive();

        // Live gauges, read at another instant than the states above: on a loaded machine the solves
        // seen running may have moved on by then (CI once read 0 here), so wait for a reading.
        awaitTrue(() -> registry.get("prooflab.lab.tree.memory").gauge().value() > 0
                && registry.get("prooflab.lab.nodes.rate").gauge().value() > 0);
        double memory = registry.get("prooflab.lab.tree.memory").gauge().value();
        assertThat(memory % Solvers.bytesPerNode()).isZero();

        double before = counter();
        assertThat(before).isPositive();
        awaitTrue(() -> counter() > before);

        // Ended sessions cancel their solves and the lab forgets them: the gauges fall to zero, but
        // the nodes already created stay counted.
        double beforeEnd = counter();
        sessions.forEach(solves::endSession);
        assertThat(gauge("prooflab.lab.solves", "running")).isZero();
        assertThat(gauge("prooflab.lab.solves", "queued")).isZero();
        assertThat(registry.get("prooflab.lab.tree.memory").gauge().value()).isZero();
        assertThat(counter()).isGreaterThanOrEqualTo(beforeEnd);
    }

    private double gauge(String name, String state) {
        return registry.get(name).tag("state", state).gauge().value();
    }

    private double counter() {
        return registry.get("prooflab.lab.nodes").functionCounter().count();
    }

    private static void awaitTrue(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("condition still false after 15 s").isLessThan(deadline);
            Thread.sleep(20);
        }
    }
}
