package org.prooflab.classroom;

import java.lang.management.ManagementFactory;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.jobrunr.jobs.lambdas.JobRequestHandler;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.TaskResult;
import org.prooflab.classroom.domain.TaskRunner;
import org.prooflab.engine.search.SearchControl;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Runs one experiment task on a JobRunr worker, in whichever instance claimed it. The task is
 * solved only while its experiment runs in the job's epoch and the task has no result yet; the
 * result is written once (see {@link ExperimentStore#record}). Each job then queues the experiment's
 * next task ({@link ExperimentQueue}).
 */
@Component
public class ExperimentTaskHandler implements JobRequestHandler<ExperimentTask> {
    private static final Logger LOG = LoggerFactory.getLogger(ExperimentTaskHandler.class);
    /** This instance, as the results' {@code worker} column names it. */
    static final String WORKER = ManagementFactory.getRuntimeMXBean().getName();

    private final ExperimentStore store;
    private final RunningTasks running;
    private final LabPriority labPriority;
    private final ExperimentQueue queue;
    private final Map<String, ExperimentDefinition.Compiled> compiled = recentEight();
    /** Experiments whose stored definition this instance could not compile, with why. */
    private final Map<String, RuntimeException> uncompiled = recentEight();
    /** The experiments whose failure was logged with its cause: once each, not once a task (thousands of traces). */
    private final java.util.Set<String> logged = Collections.newSetFromMap(new java.util.concurrent.ConcurrentHashMap<>());

    /** A map by experiment id that keeps the eight experiments used last. */
    private static <V> Map<String, V> recentEight() {
        return Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, V> eldest) {
                return size() > 8;
            }
        });
    }

    ExperimentTaskHandler(ExperimentStore store, RunningTasks running, LabPriority labPriority, ExperimentQueue queue) {
        this.store = store;
        this.running = running;
        this.labPriority = labPriority;
        this.queue = queue;
    }

    /**
     * Runs the task if it is due, then queues the experiment's next tasks, whatever happened ({@link ExperimentQueue}):
     * a job that fails to queue them fails too, and JobRunr's retry, finding its task recorded, queues them then.
     */
    @Override
    public void run(ExperimentTask task) throws InterruptedException {
        Throwable failed = null;
        try {
            solveIfDue(task);
        } catch (InterruptedException | RuntimeException | Error e) {
            failed = e;
            throw e;
        } finally {
            try {
                queue.topUp(task.experimentId(), task.epoch());
            } catch (RuntimeException e) {
                if (failed == null) {
                    throw e;
                }
                failed.addSuppressed(e);
            }
        }
    }

    private void solveIfDue(ExperimentTask task) throws InterruptedException {
        Optional<Experiment> found;
        try {
            found = store.find(task.experimentId());
        } catch (RuntimeException e) {
            // A stored definition this version cannot read: failed as one it cannot run is (below), not retried.
            if (store.pending(task.experimentId(), task.positionIndex(), task.configIndex())) {
                logOnce(task.experimentId(), e);
                store.record(task.experimentId(), TaskResult.failed(task.positionIndex(), task.configIndex(),
                        store.taskPosition(task.experimentId(), task.positionIndex())), WORKER);
            }
            return;
        }
        if (found.isEmpty() || found.get().status() != ExperimentStatus.RUNNING || found.get().epoch() != task.epoch()
                || !store.pending(task.experimentId(), task.positionIndex(), task.configIndex())) {
            return;
        }
        // A pause, cancel or resume while the lab went first leaves nothing for this job to do.
        if (labPriority.awaitTurn() && (!store.runningIn(task.experimentId(), task.epoch())
                || !store.pending(task.experimentId(), task.positionIndex(), task.configIndex()))) {
            return;
        }
        Experiment experiment = found.get();
        SearchControl control = SearchControl.none();
        running.add(experiment.id(), control);
        if (!experiment.started()) {
            // Its pages say Running from now on, not Queued (a first solve can take minutes); a pause from now on finds
            // this solve among the running ones. Only a word on its pages: the solve goes on if it cannot be written.
            try {
                store.markStarted(experiment.id());
            } catch (RuntimeException e) {
                LOG.warn("experiment={} could not be marked as started: {}", experiment.id(), e.toString());
            }
        }
        TaskResult r;
        String label;
        try {
            // Checked against the server's caps when it was made; a worker runs it whatever its own caps are. One that
            // cannot be compiled is compiled once: each of its tasks then fails at once (see logOnce).
            RuntimeException unrunnable = uncompiled.get(experiment.id());
            if (unrunnable != null) {
                throw unrunnable;
            }
            ExperimentDefinition.Compiled c;
            try {
                c = compiled.computeIfAbsent(experiment.id(), k -> experiment.definition().compileStored());
            } catch (RuntimeException e) {
                uncompiled.put(experiment.id(), e);
                throw e;
            }
            label = c.configs().get(task.configIndex()).label();
            r = TaskRunner.run(c, task.positionIndex(), task.configIndex(), control);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            // (A solve out of memory: its tree is gone with its frames. JobRunr would leave the job running for ever.)
            // The same task fails the same way again: a solve is computation alone. Retried by JobRunr and then failed,
            // it stayed pending, and its experiment showed Running for ever. Recorded as failed, the experiment ends.
            if (uncompiled.get(experiment.id()) == e) {
                logOnce(experiment.id(), e);
            } else {
                LOG.error("experiment={} position={} config={} failed; recorded as OUT (error)", experiment.id(),
                        task.positionIndex(), task.configIndex(), e);
            }
            r = TaskResult.failed(task.positionIndex(), task.configIndex(), store.taskPosition(experiment.id(), task.positionIndex()));
            label = "#" + task.configIndex();
        } finally {
            running.remove(experiment.id(), control);
        }
        if (control.isCancelled()) {
            return; // paused or cancelled: the task stays pending, for a resume
        }
        boolean written = store.record(experiment.id(), r, WORKER);
        LOG.info("experiment={} position={} config=\"{}\" answer={} limit={} nodes={} expanded={} iterations={} timeMs={}{}",
                experiment.id(), task.positionIndex(), label, r.answer(),
                r.limit() == null ? "-" : r.limit(), r.nodes(), r.expanded(), r.iterations(), r.timeMs(),
                written ? "" : " (already recorded; not counted again)");
    }

    private void logOnce(String experimentId, Throwable e) {
        if (logged.add(experimentId)) {
            LOG.error("experiment={} cannot be run by this version; each of its tasks is recorded as OUT (error)", experimentId, e);
        } else {
            LOG.warn("experiment={} task recorded as OUT (error): {}", experimentId, e.toString());
        }
    }
}
