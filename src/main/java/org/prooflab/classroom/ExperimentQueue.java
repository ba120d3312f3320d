package org.prooflab.classroom;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.IntSupplier;
import org.jobrunr.jobs.states.StateName;
import org.jobrunr.scheduling.JobRequestScheduler;
import org.jobrunr.storage.BackgroundJobServerStatus;
import org.jobrunr.storage.JobNotFoundException;
import org.jobrunr.storage.StorageProvider;
import org.prooflab.classroom.domain.TaskResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Hands a running experiment's tasks to JobRunr a few at a time, so that experiments take turns on the workers.
 *
 * <p>JobRunr runs enqueued jobs oldest first. Queued all at once, an experiment of 2,000 solves kept an experiment made
 * a minute later waiting for all of them, and a pause or a cancel left its thousands of jobs to drain as no-ops before
 * anyone else's. Here an experiment has at most {@link #window()} tasks queued or running; each job, when it ends,
 * queues the experiment's next task behind everything queued meanwhile ({@link #topUp}), so running experiments
 * alternate, and a pause leaves at most a window of jobs behind.
 *
 * <p>Nothing is lost to a crash: a task's job has an id made from (experiment, epoch, position, configuration), and
 * JobRunr ignores a job whose id it already holds, so the jobs are queued before the queue's position is moved, and a
 * worker that dies between the two only makes the next top-up queue them again, to no effect. A job that dies with
 * its worker is run again by JobRunr (and ends with its own top-up). What no job's end repairs, {@link #watch} does
 * once a minute: a job JobRunr gave up on after its retries (the database away for a minute, say) held its place in
 * the window for ever, and two of them stopped an experiment; and a server that stopped between keeping a new or
 * resumed experiment and queueing its first tasks left it with none.
 */
@Component
public class ExperimentQueue {
    private static final Logger LOG = LoggerFactory.getLogger(ExperimentQueue.class);
    /** How long the workers' count, read from JobRunr's servers, is taken as it is. */
    private static final long WINDOW_MILLIS = 10_000;
    /** Most tasks one experiment has queued at once, however many workers there are. */
    static final int MAX_WINDOW = 64;

    private final ExperimentStore store;
    private final JobRequestScheduler jobs;
    private final StorageProvider storage;
    private final IntSupplier window;

    @Autowired
    ExperimentQueue(ExperimentStore store, JobRequestScheduler jobs, StorageProvider storage, ClassroomProperties properties) {
        this(store, jobs, storage, properties.getQueuedPerExperiment() > 0 ? properties::getQueuedPerExperiment
                : new WorkersWindow(storage));
    }

    ExperimentQueue(ExperimentStore store, JobRequestScheduler jobs, StorageProvider storage, IntSupplier window) {
        this.store = store;
        this.jobs = jobs;
        this.storage = storage;
        this.window = window;
    }

    /**
     * Queues tasks of the experiment until it has a window's worth pending among those queued in {@code epoch}, or none
     * is left to queue. Does nothing when the experiment no longer runs in that epoch (paused, cancelled, finished,
     * deleted or resumed since).
     */
    public void topUp(String id, int epoch) {
        // Two workers ending jobs of one experiment at once read the same position: the one that moves it first wins,
        // the other reads again (the jobs it queued meanwhile were the winner's too, or are queued once more, in vain).
        for (int attempt = 0; attempt < 5; attempt++) {
            Optional<int[]> state = store.queueState(id, epoch);
            if (state.isEmpty()) {
                return;
            }
            int configs = state.get()[0];
            int queuedTo = state.get()[1];
            int wanted = window() - store.pendingTasksBefore(id, configs, queuedTo).size();
            if (wanted <= 0) {
                return;
            }
            List<int[]> next = store.pendingFrom(id, configs, queuedTo, wanted);
            if (next.isEmpty()) {
                return;
            }
            for (int[] t : next) {
                jobs.enqueue(jobId(id, epoch, t[0], t[1]), new ExperimentTask(id, epoch, t[0], t[1]));
            }
            int[] last = next.getLast();
            if (store.advanceQueue(id, epoch, queuedTo, last[0] * configs + last[1] + 1)) {
                return;
            }
        }
        LOG.warn("experiment={} epoch={} queue not moved after five attempts; the next job to end tries again", id, epoch);
    }

    /**
     * Looks at every running experiment's queued tasks, on every instance (what two instances do twice is done once):
     * a task whose job JobRunr gave up on after its retries, or that was deleted, is recorded as failed (OUT, stopped by
     * {@code error}, as a solve that fails is), and a task whose job is not there is queued again; then the experiment's
     * window is filled.
     */
    @Scheduled(fixedDelayString = "${prooflab.classroom.queue-watch-millis:60000}", initialDelayString = "${prooflab.classroom.queue-watch-millis:60000}")
    public void watch() {
        for (ExperimentStore.Queue q : store.runningQueues()) {
            try {
                watch(q);
            } catch (RuntimeException e) {
                LOG.warn("experiment={} queue not watched this time: {}", q.id(), e.toString());
            }
        }
    }

    private void watch(ExperimentStore.Queue q) {
        for (int[] t : store.pendingTasksBefore(q.id(), q.configs(), q.queuedTo())) {
            UUID job = jobId(q.id(), q.epoch(), t[0], t[1]);
            StateName state;
            try {
                state = storage.getJobById(job).getState();
            } catch (JobNotFoundException e) {
                state = null;
            }
            if (state == null) {
                LOG.warn("experiment={} position={} config={} had no job; queued again", q.id(), t[0], t[1]);
                jobs.enqueue(job, new ExperimentTask(q.id(), q.epoch(), t[0], t[1]));
            } else if (state == StateName.FAILED || state == StateName.DELETED || state == StateName.SUCCEEDED) {
                // Its job is over and the task has no result: none will come. (A job that ended meanwhile recorded it,
                // and this changes nothing: a task's result is written once.)
                // In the epoch read: after a pause and a resume meanwhile, an ended job of the old epoch says nothing.
                boolean written = store.record(q.id(), q.epoch(), TaskResult.failed(t[0], t[1], store.taskPosition(q.id(), t[0])),
                        "queue watch");
                if (written) {
                    LOG.error("experiment={} position={} config={} recorded as OUT (error): its job ended {} without a result",
                            q.id(), t[0], t[1], state);
                }
            }
        }
        topUp(q.id(), q.epoch());
    }

    /** Most tasks one experiment has queued or running at once. */
    int window() {
        return Math.clamp(window.getAsInt(), 1, MAX_WINDOW);
    }

    /** The id of the job that runs a task in an epoch: the same every time it is queued, so JobRunr keeps it once. */
    static UUID jobId(String id, int epoch, int positionIndex, int configIndex) {
        return UUID.nameUUIDFromBytes(("prooflab-experiment-task:" + id + ":" + epoch + ":" + positionIndex + ":" + configIndex)
                .getBytes(StandardCharsets.UTF_8));
    }

    /**
     * One task more than the workers of every running JobRunr server on the database, at least two: each worker has a
     * task to start when it ends one, with none waiting for the database in between.
     */
    static final class WorkersWindow implements IntSupplier {
        private final StorageProvider storage;
        private volatile int value = 2;
        private volatile long readAt = Long.MIN_VALUE;

        WorkersWindow(StorageProvider storage) {
            this.storage = storage;
        }

        @Override
        public int getAsInt() {
            long now = System.currentTimeMillis();
            if (readAt == Long.MIN_VALUE || now - readAt > WINDOW_MILLIS) {
                try {
                    value = of(storage.getBackgroundJobServers());
                } catch (RuntimeException e) {
                    LOG.warn("JobRunr's servers could not be read; an experiment keeps {} tasks queued: {}", value, e.toString());
                }
                readAt = now;
            }
            return value;
        }

        static int of(List<BackgroundJobServerStatus> servers) {
            int workers = servers.stream().filter(BackgroundJobServerStatus::isRunning)
                    .mapToInt(BackgroundJobServerStatus::getWorkerPoolSize).sum();
            return Math.clamp(workers + 1L, 2, MAX_WINDOW);
        }
    }
}
