package org.prooflab.lab;

import jakarta.annotation.PreDestroy;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.SearchResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Runs solves for the web app on a bounded pool of worker threads, never on a UI thread, and
 * shares the workers fairly between visitors (browser sessions):
 * <ul>
 *   <li>a visitor has at most {@link LabProperties#getRunningPerVisitor()} solves running; the rest wait;</li>
 *   <li>a free worker takes the next waiting solve round-robin by visitor: the visitor served
 *       longest ago goes first, so one visitor's many solves never hold back everyone else;</li>
 *   <li>cancelling a waiting solve takes it out of the queue at once;</li>
 *   <li>a page's new solves replace its earlier ones ({@link #replace}), which are cancelled;</li>
 *   <li>the solves of a page that is gone ({@link #pageGone}) are cancelled after
 *       {@link LabProperties#getDetachGrace()}, unless a reloaded page took them over ({@link #adopt});</li>
 *   <li>the server caps every solve's limits whatever a browser asks for, and how many solves one
 *       visitor may have waiting or running.</li>
 * </ul>
 * Only this class hands jobs to the pool, and only when a worker is free, so the pool's queue
 * never grows.
 * <p>
 * At shutdown ({@link #shutdown}) it closes first: it takes no new solve and starts no waiting
 * one, every waiting solve is finished unstarted and every running one cancelled (each listener
 * hears its end), and the running ones get a moment to stop before the pool goes. Pages reported
 * gone after that (sessions that end only after this bean is destroyed, as Tomcat ends them when
 * left to itself; the web app ends them before, see {@code org.prooflab.ui.PushShutdownOrder}) have
 * their solves cancelled at once instead of after a grace that no timer would run.
 */
@Service
public class SolveService {
    private static final Logger LOG = LoggerFactory.getLogger(SolveService.class);
    private final LabProperties properties;
    private final int workers;
    private final Limits maximum;
    private final ThreadPoolExecutor pool;
    private final ScheduledExecutorService timer;
    private final Map<String, List<SolveJob>> bySession = new ConcurrentHashMap<>();
    /** Which page shows each solve: hand-over on a reload, cancel after the grace. */
    private final PageOwnership pages;

    // Guarded by "this": waiting jobs by visitor (in order of arrival), and when each visitor was last served.
    private final LinkedHashMap<String, Deque<SolveJob>> waiting = new LinkedHashMap<>();
    private final Map<String, Integer> runningByVisitor = new HashMap<>();
    private final Map<String, Long> lastServed = new HashMap<>();
    private long ticks;
    private int running;
    /** Set once by {@link #shutdown} (guarded by "this"): nothing is dispatched or scheduled any more. */
    private boolean closed;

    /** Told whenever the waiting solves' order may have changed ({@link #watchQueue}). */
    private final List<Runnable> queueWatchers = new CopyOnWriteArrayList<>();

    public SolveService(LabProperties properties) {
        properties.validate();
        this.properties = properties;
        this.workers = properties.effectiveWorkers();
        this.maximum = new Limits(properties.effectiveMaxNodes(), Long.MAX_VALUE, properties.getMaxTime().toMillis());
        AtomicInteger n = new AtomicInteger();
        // dispatch() hands over a job only when a worker is free (or about to be: a finishing
        // worker dispatches the next job itself), so this queue never holds more than the workers.
        pool = new ThreadPoolExecutor(workers, workers, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "solver-" + n.incrementAndGet());
            t.setDaemon(true);
            t.setPriority(Thread.NORM_PRIORITY - 1);
            return t;
        });
        pool.prestartAllCoreThreads();
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "solve-grace");
            t.setDaemon(true);
            return t;
        });
        pages = new PageOwnership(properties, this::jobsOf, this::scheduleUnlessClosed);
    }

    public LabProperties properties() {
        return properties;
    }

    /** The most any solve may use: nodes and milliseconds. */
    public Limits maximum() {
        return maximum;
    }

    /** The requested limits, each cut to the server maximum. */
    public Limits cap(Limits requested) {
        return new Limits(Math.min(requested.maxNodes(), maximum.maxNodes()),
                Math.min(requested.maxIterations(), maximum.maxIterations()),
                Math.min(requested.maxMillis(), maximum.maxMillis()));
    }

    /**
     * Queues a solve for {@code session} with no page.
     *
     * @throws IllegalStateException when the session already has its maximum of solves waiting or running
     */
    public SolveJob submit(String session, GameState position, Algorithm algorithm, SearchParameters parameters,
                           Limits requested, Consumer<SolveJob.Update> listener) {
        return submit(session, null, position, algorithm, parameters, requested, false, listener);
    }

    /** As {@link #submit(String, GameState, Algorithm, SearchParameters, Limits, Consumer)}, with the full value when {@code full}. */
    public SolveJob submit(String session, GameState position, Algorithm algorithm, SearchParameters parameters,
                           Limits requested, boolean full, Consumer<SolveJob.Update> listener) {
        return submit(session, null, position, algorithm, parameters, requested, full, listener);
    }

    /**
     * Queues a solve for visitor {@code session}, owned by {@code page} (any token of the view
     * that shows it, or null): when that page is gone ({@link #pageGone}), the solve is cancelled
     * after the grace.
     *
     * @throws IllegalStateException when the visitor already has its maximum of solves waiting or running
     */
    public SolveJob submit(String session, Object page, GameState position, Algorithm algorithm, SearchParameters parameters,
                           Limits requested, boolean full, Consumer<SolveJob.Update> listener) {
        return queue(session, page, false, position, List.of(algorithm), parameters, requested, full, listener).get(0);
    }

    /**
     * Replaces the solves of {@code page} with one solve per algorithm, all or none: the page's
     * solves still waiting or running are cancelled (they no longer count against the visitor's
     * cap), and the new ones are queued only if they all fit under it beside the visitor's other
     * solves; if they do not, nothing changes. A page shows only its latest solves, so earlier ones
     * left running would hold the visitor's worker out of sight.
     *
     * @throws IllegalStateException when the visitor's other solves leave too little room, saying so
     */
    public List<SolveJob> replace(String session, Object page, GameState position, List<Algorithm> algorithms,
                                  SearchParameters parameters, Limits requested, boolean full) {
        if (algorithms.isEmpty()) {
            throw new IllegalArgumentException("no solver to run");
        }
        return queue(session, page, true, position, algorithms, parameters, requested, full, null);
    }

    private List<SolveJob> queue(String session, Object page, boolean replacing, GameState position, List<Algorithm> algorithms,
                                 SearchParameters parameters, Limits requested, boolean full, Consumer<SolveJob.Update> listener) {
        List<SolveJob> jobs = new ArrayList<>();
        for (Algorithm algorithm : algorithms) {
            jobs.add(newJob(session, page, position, algorithm, parameters, requested, full, listener));
        }
        List<SolveJob> mine = bySession.computeIfAbsent(session, k -> new CopyOnWriteArrayList<>());
        List<SolveJob> replaced = new ArrayList<>();
        List<SolveJob> unstarted = new ArrayList<>();
        synchronized (this) {
            if (closed) {
                throw new IllegalStateException(SHUTTING_DOWN);
            }
            // A finished solve goes with its page's next Solve, or once no page shows it. Another tab's stay: every
            // Solve dropped them all, and that tab, reloading meanwhile, came back without its cards.
            mine.removeIf(j -> j.state() == SolveJob.State.FINISHED && (j.page() == page || !pages.shows(session, j.page())));
            int held = 0;
            for (SolveJob j : mine) {
                if (replacing && j.page() == page) {
                    replaced.add(j);
                } else if (j.state() != SolveJob.State.FINISHED) {
                    held++;
                }
            }
            int cap = properties.getMaxPerVisitor();
            if (held + jobs.size() > cap) {
                throw new IllegalStateException(tooMany(held, jobs.size(), cap, replacing));
            }
            mine.addAll(jobs);
            waiting.computeIfAbsent(session, k -> new ArrayDeque<>()).addAll(jobs);
            // The replaced solves that wait leave the queue under the lock, so that no worker takes
            // one up; the new ones went in first, so the visitor keeps its turn in the rotation.
            for (SolveJob j : replaced) {
                if (takeOutOfQueue(j)) {
                    unstarted.add(j);
                }
            }
        }
        // Their listeners hear their end outside the lock, as with every cancel.
        replaced.forEach(SolveJob::cancel);
        unstarted.forEach(SolveJob::finishUnstarted);
        dispatch();
        return jobs;
    }

    private SolveJob newJob(String session, Object page, GameState position, Algorithm algorithm, SearchParameters parameters,
                            Limits requested, boolean full, Consumer<SolveJob.Update> listener) {
        SolveJob job = new SolveJob(session, position, algorithm, parameters, cap(requested), full,
                properties.getProgressInterval().toMillis(), properties.getProofNodes(), listener, () -> { });
        job.page(page);
        job.threads(properties.getSolveThreads());
        job.onCancel(this::dequeue);
        return job;
    }

    /**
     * Why a visitor's solves were refused: how many they hold, what they asked for and what is
     * allowed. {@code elsewhere}: the solves held are on other pages (a replacing page's own do not count).
     */
    static String tooMany(int held, int asked, int cap, boolean elsewhere) {
        if (held == 0) {
            return "At most " + cap + " solves may wait or run at once: choose at most " + cap + " solvers.";
        }
        String have = "You already have " + solves(held) + " waiting or running"
                + (elsewhere ? " elsewhere (another lab tab, or a game against a proof)" : "");
        if (!elsewhere && asked == 1) {
            return have + "; at most " + cap + " are allowed. Wait for one to finish or cancel one.";
        }
        int room = cap - held;
        return have + "; with " + (asked == 1 ? "this one" : "these " + asked) + " that makes " + (held + asked)
                + ", and at most " + cap + " are allowed. "
                + (room > 0 ? "Choose at most " + room + (room == 1 ? " solver" : " solvers") + ", or wait" : "Wait")
                + " for those to finish or cancel them.";
    }

    private static String solves(int n) {
        return n + (n == 1 ? " solve" : " solves");
    }

    /** What a visitor reads when a solve is asked for while the server stops. */
    static final String SHUTTING_DOWN = "The server is shutting down and takes no new solves; try again once it is back.";

    /**
     * Runs {@code onChange} whenever the waiting solves' places may have changed: one was queued, started or cancelled,
     * anyone's. A page shows its own solves' places, which other visitors' solves move: refreshed only when its own
     * solves reported, two students read "place 2" at once. Returns what stops the watching.
     */
    public Runnable watchQueue(Runnable onChange) {
        queueWatchers.add(onChange);
        return () -> queueWatchers.remove(onChange);
    }

    /** Hands waiting jobs to free workers, round-robin by visitor, within each visitor's running cap. */
    private void dispatch() {
        handOver();
        queueChanged();
    }

    /**
     * Tells the queue's watchers, outside the lock (a watcher asks for places, which takes it), each on its own: a page
     * closed under one (its UI detached) must not fail the solve, the cancel or the other pages that told it.
     */
    private void queueChanged() {
        for (Runnable watcher : queueWatchers) {
            try {
                watcher.run();
            } catch (RuntimeException e) {
                LOG.debug("a queue watcher failed", e);
            }
        }
    }

    private void handOver() {
        synchronized (this) {
            // Closed: the pool is shutting down and would refuse the job; shutdown() finishes the waiting ones.
            while (!closed && running < workers) {
                String visitor = null;
                for (String v : rotation()) {
                    if (runningByVisitor.getOrDefault(v, 0) < properties.getRunningPerVisitor()) {
                        visitor = v;
                        break;
                    }
                }
                if (visitor == null) {
                    break;
                }
                Deque<SolveJob> q = waiting.get(visitor);
                SolveJob job = q.pollFirst();
                if (q.isEmpty()) {
                    waiting.remove(visitor);
                }
                lastServed.put(visitor, ++ticks);
                running++;
                runningByVisitor.merge(visitor, 1, Integer::sum);
                String owner = visitor;
                // Handed over under the lock that shutdown() closes under, so never to a stopped
                // pool (execute only queues the task: the pool's queue is unbounded).
                pool.execute(() -> {
                    try {
                        job.run();
                    } finally {
                        finished(owner);
                        logFinished(job);
                    }
                });
            }
        }
    }

    /** Visitors with waiting jobs, served longest ago first (never served first of all), ties by arrival. */
    private List<String> rotation() {
        List<String> order = new ArrayList<>(waiting.keySet());
        order.sort(java.util.Comparator.comparingLong(v -> lastServed.getOrDefault(v, 0L)));
        return order;
    }

    /** One quiet line per solve that ran, with its figures, for whoever watches a class's server. */
    private static void logFinished(SolveJob job) {
        SearchResult r = job.result();
        if (r == null || !LOG.isInfoEnabled()) {
            return;
        }
        LOG.info("solve finished algorithm={} game={} outcome={} nodes={} iterations={} millis={} nodesPerSecond={} stop={}",
                job.algorithm().id(), job.position().kind().id(), r.outcome(), r.nodes(), r.iterations(),
                r.elapsedNanos() / 1_000_000, Math.round(r.nodesPerSecond()), r.stopReason().id());
    }

    private void finished(String visitor) {
        synchronized (this) {
            running--;
            runningByVisitor.merge(visitor, -1, Integer::sum);
            if (runningByVisitor.get(visitor) <= 0) {
                // Its last service is kept while idle: forgotten, a visitor who sent one solve at a time counted as
                // never served at each, went ahead of those waiting, and took half a worker from two others.
                runningByVisitor.remove(visitor);
            }
        }
        dispatch();
    }

    /** A cancelled job that still waits leaves the queue and is finished at once. */
    private void dequeue(SolveJob job) {
        boolean removed;
        synchronized (this) {
            removed = takeOutOfQueue(job);
        }
        if (removed) {
            job.finishUnstarted();
            queueChanged();
        }
    }

    /** Takes a job out of the waiting queue if it is there (guarded by "this"); true if it was. */
    private boolean takeOutOfQueue(SolveJob job) {
        Deque<SolveJob> q = waiting.get(job.owner());
        boolean removed = q != null && q.remove(job);
        if (q != null && q.isEmpty()) {
            waiting.remove(job.owner());
        }
        return removed;
    }

    /** Tests: the clock pages are opened and reported gone by ({@link PageOwnership#RELOAD_WINDOW_NANOS}). */
    void pagesClock(java.util.function.LongSupplier clock) {
        pages.clock(clock);
    }

    /** The session's solves, newest last, including finished ones not yet replaced. */
    public List<SolveJob> jobsOf(String session) {
        return new ArrayList<>(bySession.getOrDefault(session, List.of()));
    }

    /**
     * A page of {@code session} that shows solves is open: it takes over the visitor's solves, finished
     * or not, whose page is gone and whose grace still runs (a reload), and later inherits through
     * {@code heir} the solves of a page that goes moments after this one opened (a reload whose old page
     * is reported gone only after the new one opened). {@code heir} is called on the thread that reports
     * the page gone.
     *
     * @return the solves it took over now
     */
    public List<SolveJob> pageOpened(String session, Object page, Consumer<List<SolveJob>> heir) {
        return pages.pageOpened(session, page, heir);
    }

    /** A page's solves whose page is gone and whose grace still runs become {@code page}'s own; see {@link #pageOpened}. */
    public List<SolveJob> adopt(String session, Object page) {
        return pages.adopt(session, page);
    }

    /**
     * The page is gone (tab closed, reloaded, or the user left the lab). Its solves, finished or not, go
     * to the visitor's most recently opened page that is still open when it is the gone page's reload (opened
     * after it, moments ago); else, after the grace, those unfinished that no page has taken over
     * ({@link #adopt}) are cancelled: another tab does not take a closed tab's solves.
     */
    public void pageGone(String session, Object page) {
        pages.pageGone(session, page);
    }

    /** Schedules the end of a page's grace unless the service is closed; false if it did not. */
    private boolean scheduleUnlessClosed(Runnable end, long millis) {
        synchronized (this) {
            // Scheduled under the lock that shutdown() closes under, so never on a stopped timer.
            if (closed) {
                return false;
            }
            timer.schedule(end, millis, TimeUnit.MILLISECONDS);
            return true;
        }
    }

    /**
     * 1-based place of a waiting job in the order the workers will take the waiting jobs
     * (round-robin by visitor), or 0 if it is not waiting.
     */
    public synchronized int queuePosition(SolveJob job) {
        List<Deque<SolveJob>> rounds = new ArrayList<>();
        for (String v : rotation()) {
            rounds.add(new ArrayDeque<>(waiting.get(v)));
        }
        int place = 0;
        boolean any = true;
        while (any) {
            any = false;
            for (Deque<SolveJob> q : rounds) {
                SolveJob j = q.pollFirst();
                if (j != null) {
                    any = true;
                    place++;
                    if (j == job) {
                        return place;
                    }
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
        pages.sessionEnded(session);
        synchronized (this) {
            lastServed.remove(session); // kept for fairness while the session lasts; gone with it
        }
        List<SolveJob> jobs = bySession.remove(session);
        if (jobs != null) {
            jobs.forEach(SolveJob::cancel);
        }
    }

    /** Solves running or waiting, over all sessions. */
    public int activeCount() {
        return (int) bySession.values().stream().flatMap(List::stream).filter(j -> j.state() != SolveJob.State.FINISHED).count();
    }

    /** Solves running now (on a worker), over all visitors. */
    public synchronized int runningCount() {
        return running;
    }

    /** Solves waiting for a worker, over all visitors. */
    public synchronized int queuedCount() {
        return waiting.values().stream().mapToInt(Deque::size).sum();
    }

    /** The number of worker threads. */
    public int workerCount() {
        return workers;
    }

    /** How long {@link #shutdown} waits for the running solves to stop after cancelling them. */
    static final long STOP_WAIT_MILLIS = 5_000;

    /**
     * Closes the service: no new solve is taken ({@link #submit} refuses with an
     * {@link IllegalStateException}, which the views show), no waiting solve starts, grace timers
     * are dropped (their solves are cancelled here anyway), every waiting solve is finished
     * unstarted and every running one cancelled, so each listener hears its end. The running
     * solves stop within an iteration; they are waited for a moment (their results and the log
     * line of each are kept) before the pool is stopped.
     */
    @PreDestroy
    void shutdown() {
        List<SolveJob> unstarted = new ArrayList<>();
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            timer.shutdownNow();
            waiting.values().forEach(unstarted::addAll);
            waiting.clear();
        }
        unstarted.forEach(job -> {
            job.cancel();
            job.finishUnstarted();
        });
        allJobs().forEach(SolveJob::cancel);
        pool.shutdown();
        try {
            if (!pool.awaitTermination(STOP_WAIT_MILLIS, TimeUnit.MILLISECONDS)) {
                LOG.warn("{} lab solves did not stop within {} ms of being cancelled; stopping their threads", runningCount(), STOP_WAIT_MILLIS);
                pool.shutdownNow();
            }
        } catch (InterruptedException e) {
            pool.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }
}
