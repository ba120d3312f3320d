package org.prooflab.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.TaskResult;
import org.prooflab.lab.LabProperties;
import org.prooflab.lab.SolveService;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;

/** A job's task, run by the handler on a real store: what it records, and what it does when the solve cannot run. */
class ExperimentTaskHandlerTest {

    /** A handler on {@code store}, queueing on JobRunr's tables in {@code ds}, beside a lab where nothing runs. */
    private static ExperimentTaskHandler handler(ExperimentStore store, DataSource ds, RunningTasks running) {
        // Its pool's threads are daemons, idle here: no lab solve runs, so the handler never waits for one.
        SolveService lab = new SolveService(LabProperties.defaults());
        org.jobrunr.storage.StorageProvider jobRunr = ExperimentQueueTest.jobRunr(ds);
        ExperimentQueue queue = new ExperimentQueue(store, new org.jobrunr.scheduling.JobRequestScheduler(jobRunr), jobRunr, () -> 2);
        return new ExperimentTaskHandler(store, running, new LabPriority(lab), queue);
    }

    @Test
    void a_task_that_fails_is_recorded_as_failed_so_its_experiment_ends_instead_of_running_for_ever() throws Exception {
        DataSource ds = Databases.h2();
        ExperimentStore store = new ExperimentStore(JdbcClient.create(ds), new JdbcTemplate(ds));
        ExperimentTaskHandler handler = handler(store, ds, new RunningTasks(store));
        ExperimentDefinition.Compiled c = new ExperimentDefinition("two tasks", "pgame", ExperimentDefinition.PositionSet.pgame(2, 4, 1, 3),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("ppns")),
                new ExperimentDefinition.LimitSpec(1000, 5, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
        store.create("fails001", c, "hash-a", null);
        // The first task runs as it should.
        handler.run(new ExperimentTask("fails001", 0, 0, 0));
        assertThat(store.results("fails001")).singleElement().satisfies(r -> assertThat(r.limit()).isNull());
        // A definition this version cannot run (kept by another, or damaged): every attempt would fail the same way.
        new JdbcTemplate(ds).update("UPDATE experiment SET definition = REPLACE(definition, '\"ppns\"', '\"nosuch\"') WHERE id = 'fails001'");
        ExperimentTaskHandler fresh = handler(store, ds, new RunningTasks(store));
        fresh.run(new ExperimentTask("fails001", 0, 0, 1));

        TaskResult failed = store.results("fails001").get(1);
        assertThat(failed.outcome()).isEqualTo("OUT");
        assertThat(failed.limit()).isEqualTo(TaskResult.FAILED);
        assertThat(failed.position()).isEqualTo(c.positions().get(0));
        assertThat(store.pendingTasks("fails001")).isEmpty();
        assertThat(store.status("fails001")).isEqualTo(ExperimentStatus.DONE);

        // A definition that cannot even be read (kept by a later version, or damaged): its tasks fail the same way.
        store.create("fails002", c, "hash-a", null);
        new JdbcTemplate(ds).update("UPDATE experiment SET definition = '{not json' WHERE id = 'fails002'");
        handler.run(new ExperimentTask("fails002", 0, 0, 0));
        handler.run(new ExperimentTask("fails002", 0, 0, 1));
        assertThat(new JdbcTemplate(ds).queryForList("SELECT stop_limit FROM experiment_task WHERE experiment_id = 'fails002'", String.class))
                .containsOnly(TaskResult.FAILED);
        assertThat(store.status("fails002")).isEqualTo(ExperimentStatus.DONE);
    }

    @Test
    void an_experiment_reads_queued_until_a_worker_begins_a_solve_then_running_while_its_first_solve_runs() throws Exception {
        DataSource ds = Databases.h2();
        ExperimentStore store = new ExperimentStore(JdbcClient.create(ds), new JdbcTemplate(ds));
        RunningTasks running = new RunningTasks(store);
        ExperimentTaskHandler handler = handler(store, ds, running);
        // A solve that runs until it is stopped: pure MCTS on a tree far too large to conclude, with a minute to spend.
        ExperimentDefinition.Compiled c = new ExperimentDefinition("long", "pgame", ExperimentDefinition.PositionSet.pgame(8, 40, 1, 3),
                List.of(ExperimentDefinition.AlgorithmSpec.of("mcts")),
                new ExperimentDefinition.LimitSpec(100_000_000, 60, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
        store.create("long0001", c, "hash-a", null);
        assertThat(store.find("long0001").orElseThrow().stateWord()).isEqualTo("Queued");

        Thread worker = Thread.ofPlatform().start(() -> {
            try {
                handler.run(new ExperimentTask("long0001", 0, 0, 0));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        // Its page said Queued for the whole of a first solve: nothing was finished yet. A solve begun is Running.
        long until = System.nanoTime() + 30_000_000_000L;
        while (!store.find("long0001").orElseThrow().started() && System.nanoTime() < until) {
            Thread.sleep(5);
        }
        Experiment during = store.find("long0001").orElseThrow();
        assertThat(during.done()).isZero();
        assertThat(during.stateWord()).isEqualTo("Running");

        running.stop("long0001");
        worker.join(30_000);
        assertThat(worker.isAlive()).isFalse();
        assertThat(store.pendingTasks("long0001")).hasSize(1);
    }
}
