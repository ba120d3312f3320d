package org.prooflab.classroom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.jobrunr.jobs.Job;
import org.jobrunr.jobs.mappers.JobMapper;
import org.jobrunr.jobs.states.StateName;
import org.jobrunr.scheduling.JobRequestScheduler;
import org.jobrunr.storage.BackgroundJobServerStatus;
import org.jobrunr.storage.StorageProvider;
import org.jobrunr.storage.navigation.AmountRequest;
import org.jobrunr.storage.sql.common.SqlStorageProviderFactory;
import org.jobrunr.storage.StorageProviderUtils.DatabaseOptions;
import org.jobrunr.utils.mapper.jackson3.Jackson3JsonMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.TaskResult;
import org.prooflab.lab.LabProperties;
import org.prooflab.lab.SolveService;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Experiments take turns on the workers: each keeps only a window of tasks queued in JobRunr, on JobRunr's own tables in
 * the application's database (H2 and PostgreSQL), run here by a worker that takes the oldest job first, as JobRunr's do.
 */
class ExperimentQueueTest {
    private static final int WINDOW = 2;

    /** JobRunr's storage on {@code ds}, whose tables the application's migrations made. */
    static StorageProvider jobRunr(DataSource ds) {
        StorageProvider storage = SqlStorageProviderFactory.using(ds, null, DatabaseOptions.SKIP_CREATE);
        storage.setJobMapper(new JobMapper(new Jackson3JsonMapper()));
        return storage;
    }

    /** The store, JobRunr and the handler on one database, with one worker that runs the oldest enqueued job first. */
    private static final class Setup {
        final DataSource ds;
        final ExperimentStore store;
        final StorageProvider storage;
        final ExperimentQueue queue;
        final ExperimentTaskHandler handler;
        /** The tasks run, as "experiment position:config", in the order they ran. */
        final List<String> ran = new ArrayList<>();

        Setup(DataSource ds, int window) {
            this.ds = ds;
            store = new ExperimentStore(JdbcClient.create(ds), new JdbcTemplate(ds));
            storage = jobRunr(ds);
            queue = new ExperimentQueue(store, new JobRequestScheduler(storage), storage, () -> window);
            handler = new ExperimentTaskHandler(store, new RunningTasks(store), new LabPriority(new SolveService(LabProperties.defaults())),
                    queue);
        }

        void create(String id, ExperimentDefinition.Compiled c) {
            store.create(id, c, "hash-" + id, null);
            queue.topUp(id, 0);
        }

        long enqueued() {
            return storage.countJobs(StateName.ENQUEUED);
        }

        /** Where the experiment's queue stands: the ordinal of its first task not yet queued. */
        Integer queuedTo(String id) {
            return new JdbcTemplate(ds).queryForObject("SELECT queued_to FROM experiment WHERE id = ?", Integer.class, id);
        }

        /** The oldest enqueued job, the one a JobRunr worker takes next; null when none is left. */
        Job oldest() {
            List<Job> oldest = storage.getJobList(StateName.ENQUEUED, new AmountRequest("updatedAt:ASC", 1));
            return oldest.isEmpty() ? null : oldest.getFirst();
        }

        /** Runs the oldest enqueued job, as a JobRunr worker would; false when none is left. */
        boolean runOldest() throws InterruptedException {
            Job job = oldest();
            if (job == null) {
                return false;
            }
            ExperimentTask task = (ExperimentTask) job.getJobDetails().getJobParameters().getFirst().getObject();
            handler.run(task);
            // Done with, as a succeeded job is: JobRunr keeps it a while, under its id, in a state no worker takes.
            job.delete("ran");
            storage.save(job);
            ran.add(task.experimentId() + " " + task.positionIndex() + ":" + task.configIndex());
            return true;
        }

        void runAll() throws InterruptedException {
            while (runOldest()) {
                // the next
            }
        }

        /** The first letter of each run's experiment, in the order they ran: "AABB..." */
        String turns() {
            StringBuilder s = new StringBuilder();
            ran.forEach(r -> s.append(r.charAt(0)));
            return s.toString();
        }
    }

    /** A P-game experiment of {@code positions} small trees and two configurations (quick PNS and PPNS solves). */
    private static ExperimentDefinition.Compiled experiment(int positions) {
        return new ExperimentDefinition("turns", "pgame", ExperimentDefinition.PositionSet.pgame(2, 4, positions, 7),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("ppns")),
                new ExperimentDefinition.LimitSpec(10_000, 5, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.prooflab.classroom.ExperimentStoreTest#databases")
    void an_experiment_made_after_a_large_one_takes_turns_with_it_instead_of_waiting_for_all_its_tasks(String db,
                                                                                                 Supplier<DataSource> ds)
            throws InterruptedException {
        Setup s = new Setup(ds.get(), WINDOW);
        s.create("Aaaaaaaa", experiment(6)); // 12 tasks
        assertThat(s.enqueued()).as("jobs the large experiment has queued").isEqualTo(WINDOW);
        s.create("Bbbbbbbb", experiment(2)); // 4 tasks, made after
        s.runAll();
        // Each job that ends queues its experiment's next task behind what is queued: the two alternate, a window each.
        assertThat(s.turns()).isEqualTo("AABBAABBAAAAAAAA");
        assertThat(s.ran).as("every task run once").hasSize(16).doesNotHaveDuplicates();
        assertThat(s.store.status("Aaaaaaaa")).isEqualTo(ExperimentStatus.DONE);
        assertThat(s.store.status("Bbbbbbbb")).isEqualTo(ExperimentStatus.DONE);
        assertThat(s.store.results("Aaaaaaaa")).hasSize(12);
        assertThat(s.store.results("Bbbbbbbb")).hasSize(4);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.prooflab.classroom.ExperimentStoreTest#databases")
    void a_pause_leaves_at_most_a_window_of_jobs_and_a_resume_queues_the_tasks_left_from_the_first(String db, Supplier<DataSource> ds)
            throws InterruptedException {
        Setup s = new Setup(ds.get(), WINDOW);
        s.create("Aaaaaaaa", experiment(6));
        for (int i = 0; i < 3; i++) {
            s.runOldest();
        }
        assertThat(s.store.pendingSolves()).as("the backlog of running experiments").isEqualTo(9);
        assertThat(s.store.changeStatus("Aaaaaaaa", ExperimentStatus.PAUSED, ExperimentStatus.RUNNING)).isTrue();
        assertThat(s.store.pendingSolves()).as("a paused experiment's solves are no backlog").isZero();
        // A pause leaves the window behind, not the experiment's other nine tasks: they do nothing and queue nothing.
        assertThat(s.enqueued()).isEqualTo(WINDOW);
        s.runAll();
        assertThat(s.store.results("Aaaaaaaa")).hasSize(3);
        assertThat(s.enqueued()).isZero();
        // A resume queues a window from the first pending task, under the new epoch, and the experiment ends.
        assertThat(s.store.resume("Aaaaaaaa")).isTrue();
        // What holds of the old epoch's jobs alone (the watch's "its job ended without a result") is not recorded now.
        assertThat(s.store.record("Aaaaaaaa", 0, TaskResult.failed(1, 1, "pgame"), "queue watch")).isFalse();
        s.queue.topUp("Aaaaaaaa", 1);
        assertThat(s.enqueued()).isEqualTo(WINDOW);
        s.ran.clear();
        s.runAll();
        assertThat(s.ran).containsExactly("Aaaaaaaa 1:1", "Aaaaaaaa 2:0", "Aaaaaaaa 2:1", "Aaaaaaaa 3:0", "Aaaaaaaa 3:1",
                "Aaaaaaaa 4:0", "Aaaaaaaa 4:1", "Aaaaaaaa 5:0", "Aaaaaaaa 5:1");
        assertThat(s.store.results("Aaaaaaaa")).hasSize(12);
        assertThat(s.store.status("Aaaaaaaa")).isEqualTo(ExperimentStatus.DONE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.prooflab.classroom.ExperimentStoreTest#databases")
    void tasks_queued_again_after_a_worker_died_before_moving_the_queue_are_one_job_each(String db, Supplier<DataSource> ds)
            throws InterruptedException {
        Setup s = new Setup(ds.get(), WINDOW);
        s.create("Aaaaaaaa", experiment(3));
        // A worker that queued the first window and died before it moved the queue's position: the next top-up queues
        // the same tasks again, and JobRunr keeps the job it already has under the task's id.
        new JdbcTemplate(s.ds).update("UPDATE experiment SET queued_to = 0 WHERE id = 'Aaaaaaaa'");
        s.queue.topUp("Aaaaaaaa", 0);
        assertThat(s.enqueued()).isEqualTo(WINDOW);
        assertThat(s.queuedTo("Aaaaaaaa")).isEqualTo(WINDOW);
        s.runAll();
        assertThat(s.ran).hasSize(6).doesNotHaveDuplicates();
        assertThat(s.store.status("Aaaaaaaa")).isEqualTo(ExperimentStatus.DONE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.prooflab.classroom.ExperimentStoreTest#databases")
    void a_job_delivered_again_after_its_worker_died_having_recorded_its_task_queues_the_next(String db, Supplier<DataSource> ds)
            throws InterruptedException {
        Setup s = new Setup(ds.get(), WINDOW);
        s.create("Aaaaaaaa", experiment(2));
        // The worker took the job of task 0:0, recorded its result and died before it queued the next task: the window
        // is one short until JobRunr delivers that job again, which finds its task recorded and queues the next.
        Job taken = s.oldest();
        taken.delete("taken by a worker that died");
        s.storage.save(taken);
        assertThat(s.store.record("Aaaaaaaa", TaskResult.failed(0, 0, "pgame"), "gone")).isTrue();
        assertThat(s.enqueued()).isEqualTo(WINDOW - 1);
        s.handler.run(new ExperimentTask("Aaaaaaaa", 0, 0, 0));
        assertThat(s.enqueued()).isEqualTo(WINDOW);
        s.runAll();
        assertThat(s.store.results("Aaaaaaaa")).hasSize(4);
        assertThat(s.store.status("Aaaaaaaa")).isEqualTo(ExperimentStatus.DONE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.prooflab.classroom.ExperimentStoreTest#databases")
    void a_job_that_fails_still_queues_the_next_before_jobrunr_tries_it_again(String db, Supplier<DataSource> ds) {
        Setup s = new Setup(ds.get(), WINDOW);
        s.create("Aaaaaaaa", experiment(3));
        // The result is kept, and the connection breaks before the database's answer comes back: the job fails, for
        // JobRunr to retry in a few seconds, and the window is filled at once all the same.
        ExperimentStore failing = new ExperimentStore(JdbcClient.create(s.ds), new JdbcTemplate(s.ds)) {
            @Override
            public boolean record(String id, TaskResult r, String worker) {
                super.record(id, r, worker);
                throw new org.springframework.dao.DataAccessResourceFailureException("connection reset");
            }
        };
        ExperimentTaskHandler handler = new ExperimentTaskHandler(failing, new RunningTasks(failing),
                new LabPriority(new SolveService(LabProperties.defaults())), s.queue);
        assertThatThrownBy(() -> handler.run(new ExperimentTask("Aaaaaaaa", 0, 0, 0)))
                .isInstanceOf(org.springframework.dao.DataAccessResourceFailureException.class);
        assertThat(s.store.pending("Aaaaaaaa", 0, 0)).isFalse();
        // The window is 0:1 and 1:0: the failed job's end queued 1:0 (its own job 0:0, still enqueued in this test,
        // is what JobRunr would retry).
        assertThat(s.queuedTo("Aaaaaaaa")).isEqualTo(3);
        assertThat(s.store.pendingTasksBefore("Aaaaaaaa", 2, 3)).extracting(t -> t[0] + ":" + t[1]).containsExactly("0:1", "1:0");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.prooflab.classroom.ExperimentStoreTest#databases")
    void the_watch_records_a_task_whose_job_jobrunr_gave_up_on_and_the_experiment_goes_on(String db, Supplier<DataSource> ds)
            throws InterruptedException {
        Setup s = new Setup(ds.get(), WINDOW);
        s.create("Aaaaaaaa", experiment(3));
        // Both jobs of the window failed their every retry (the database away for a minute): JobRunr keeps them as
        // failed, under their tasks' ids, and no job is left to queue the rest.
        for (int i = 0; i < WINDOW; i++) {
            Job job = s.oldest();
            job.failed("the database was away", new IllegalStateException("connection refused"));
            s.storage.save(job);
        }
        assertThat(s.enqueued()).isZero();
        s.queue.watch();
        assertThat(s.store.results("Aaaaaaaa")).extracting(TaskResult::limit).containsExactly(TaskResult.FAILED, TaskResult.FAILED);
        assertThat(s.enqueued()).isEqualTo(WINDOW);
        s.runAll();
        assertThat(s.store.results("Aaaaaaaa")).hasSize(6);
        assertThat(s.store.status("Aaaaaaaa")).isEqualTo(ExperimentStatus.DONE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.prooflab.classroom.ExperimentStoreTest#databases")
    void the_watch_queues_an_experiment_kept_by_a_server_that_stopped_before_queueing_it(String db, Supplier<DataSource> ds)
            throws InterruptedException {
        Setup s = new Setup(ds.get(), WINDOW);
        s.store.create("Aaaaaaaa", experiment(2), "hash-a", null);
        assertThat(s.enqueued()).isZero();
        s.queue.watch();
        assertThat(s.enqueued()).isEqualTo(WINDOW);
        // A task below the queue's position with no job at all (its job deleted from JobRunr's table) is queued again.
        s.runOldest();
        Job next = s.oldest();
        s.storage.deletePermanently(next.getId());
        s.queue.watch();
        assertThat(s.enqueued()).isEqualTo(WINDOW);
        s.runAll();
        assertThat(s.ran).hasSize(4).doesNotHaveDuplicates();
        assertThat(s.store.status("Aaaaaaaa")).isEqualTo(ExperimentStatus.DONE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.prooflab.classroom.ExperimentStoreTest#emptyDatabases")
    void an_experiment_running_when_the_queue_came_keeps_the_jobs_it_has_and_queues_none_again(String db, Supplier<DataSource> empty)
            throws InterruptedException {
        // Made by the version before: every pending task queued at once (here, as JobRunr jobs of their own ids).
        DataSource ds = Databases.migratedTo(empty.get(), "1.2");
        new ExperimentStore(JdbcClient.create(ds), new JdbcTemplate(ds)).create("Oldoldol", experiment(3), "hash-a", null);
        Databases.migrated(ds);
        Setup s = new Setup(ds, WINDOW);
        JobRequestScheduler jobs = new JobRequestScheduler(s.storage);
        for (int[] t : s.store.pendingTasks("Oldoldol")) {
            jobs.enqueue(new ExperimentTask("Oldoldol", 0, t[0], t[1]));
        }
        s.runAll();
        assertThat(s.ran).as("each of the six jobs queued before, and no other").hasSize(6).doesNotHaveDuplicates();
        assertThat(s.store.status("Oldoldol")).isEqualTo(ExperimentStatus.DONE);
    }

    @Test
    void the_window_is_one_more_than_the_running_servers_workers_and_at_least_two() {
        assertThat(ExperimentQueue.WorkersWindow.of(List.of())).isEqualTo(2);
        assertThat(ExperimentQueue.WorkersWindow.of(List.of(server(1, true)))).isEqualTo(2);
        assertThat(ExperimentQueue.WorkersWindow.of(List.of(server(2, true), server(4, true), server(8, false)))).isEqualTo(7);
        assertThat(ExperimentQueue.WorkersWindow.of(List.of(server(500, true)))).isEqualTo(ExperimentQueue.MAX_WINDOW);
        // One server's workers read through the storage, and read again only after a while.
        StorageProvider storage = mock(StorageProvider.class);
        List<BackgroundJobServerStatus> three = List.of(server(3, true));
        when(storage.getBackgroundJobServers()).thenReturn(three);
        ExperimentQueue.WorkersWindow window = new ExperimentQueue.WorkersWindow(storage);
        assertThat(window.getAsInt()).isEqualTo(4);
        when(storage.getBackgroundJobServers()).thenThrow(new IllegalStateException("database gone"));
        assertThat(window.getAsInt()).as("read within ten seconds: the count kept").isEqualTo(4);
    }

    private static BackgroundJobServerStatus server(int workers, boolean running) {
        BackgroundJobServerStatus s = mock(BackgroundJobServerStatus.class);
        when(s.getWorkerPoolSize()).thenReturn(workers);
        when(s.isRunning()).thenReturn(running);
        return s;
    }
}
