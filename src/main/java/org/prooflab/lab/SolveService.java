package org.prooflab.lab;

import jakarta.annotation.PreDestroy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.SearchParameters;
import org.springframework.stereotype.Service;

/**
 * Runs solves for the web app on a bounded pool of worker threads (one a core), never on a UI
 * thread. The server caps every solve's limits whatever a browser asks for, and caps how many
 * solves one session may have waiting or running.
 */
@Service
public class SolveService {
    /** The most any solve may use, whatever the request: 5,000,000 nodes (about 115 MB), 5 minutes. */
    public static final Limits SERVER_MAXIMUM = new Limits(5_000_000, Long.MAX_VALUE, 300_000);
    /** Solves one session may have queued or running at once. */
    public static final int PER_SESSION = 6;
    /** Progress snapshots a second, at most, per solve. */
    static final long PROGRESS_MILLIS = 150;

    private final ThreadPoolExecutor pool;
    private final Map<String, List<SolveJob>> bySession = new ConcurrentHashMap<>();
    private final List<SolveJob> queue = new CopyOnWriteArrayList<>();

    public SolveService() {
        int workers = Math.max(1, Runtime.getRuntime().availableProcessors());
        AtomicInteger n = new AtomicInteger();
        pool = new ThreadPoolExecutor(workers, workers, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "solver-" + n.incrementAndGet());
            t.setDaemon(true);
            t.setPriority(Thread.NORM_PRIORITY - 1);
            return t;
        });
    }

    /** The requested limits, each cut to the server maximum. */
    public static Limits clamp(Limits requested) {
        return new Limits(Math.min(requested.maxNodes(), SERVER_MAXIMUM.maxNodes()),
                Math.min(requested.maxIterations(), SERVER_MAXIMUM.maxIterations()),
                Math.min(requested.maxMillis(), SERVER_MAXIMUM.maxMillis()));
    }

    /**
     * Queues a solve for {@code session}.
     *
     * @throws IllegalStateException when the session already has {@link #PER_SESSION} solves waiting or running
     */
    public SolveJob submit(String session, GameState position, Algorithm algorithm, SearchParameters parameters,
                           Limits requested, Consumer<SolveJob.Update> listener) {
        return submit(session, position, algorithm, parameters, requested, false, listener);
    }

    /** As {@link #submit(String, GameState, Algorithm, SearchParameters, Limits, Consumer)}, with the full value when {@code full}. */
    public SolveJob submit(String session, GameState position, Algorithm algorithm, SearchParameters parameters,
                           Limits requested, boolean full, Consumer<SolveJob.Update> listener) {
        List<SolveJob> mine = bySession.computeIfAbsent(session, k -> new CopyOnWriteArrayList<>());
        mine.removeIf(j -> j.state() == SolveJob.State.FINISHED);
        if (mine.size() >= PER_SESSION) {
            throw new IllegalStateException("you already have " + mine.size() + " solves waiting or running; "
                    + "at most " + PER_SESSION + " are allowed: wait for one or cancel it");
        }
        SolveJob[] self = new SolveJob[1];
        self[0] = new SolveJob(session, position, algorithm, parameters, clamp(requested), full, PROGRESS_MILLIS, listener,
                () -> queue.remove(self[0]));
        mine.add(self[0]);
        queue.add(self[0]);
        pool.execute(self[0]);
        return self[0];
    }

    /** The session's solves, newest last, including finished ones not yet replaced. */
    public List<SolveJob> jobsOf(String session) {
        return new ArrayList<>(bySession.getOrDefault(session, List.of()));
    }

    /** 1-based place of a queued job among the jobs that wait, or 0 if it is not waiting. */
    public int queuePosition(SolveJob job) {
        int place = 0;
        for (SolveJob j : queue) {
            if (j.state() == SolveJob.State.QUEUED) {
                place++;
                if (j == job) {
                    return place;
                }
            }
        }
        return 0;
    }

    /** Every solve held, over all sessions: waiting, running, and finished ones not yet replaced. */
    public List<SolveJob> allJobs() {
        return bySession.values().stream().flatMap(List::stream).toList();
    }

    /** Cancels every solve of a session that ended. */
    public void endSession(String session) {
        List<SolveJob> jobs = bySession.remove(session);
        if (jobs != null) {
            jobs.forEach(SolveJob::cancel);
        }
    }

    /** Solves running or waiting, over all sessions. */
    public int activeCount() {
        return (int) bySession.values().stream().flatMap(List::stream).filter(j -> j.state() != SolveJob.State.FINISHED).count();
    }

    @PreDestroy
    void shutdown() {
        bySession.values().forEach(list -> list.forEach(SolveJob::cancel));
        pool.shutdownNow();
    }
}
