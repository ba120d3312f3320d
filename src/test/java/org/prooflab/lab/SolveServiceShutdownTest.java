package org.prooflab.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.StopReason;

/**
 * Stopping the server (the bean's {@code @PreDestroy}) with solves running, waiting, and pages
 * that the web server reports gone only afterwards, when it expires its sessions: nothing is
 * handed to a stopped executor, every solve ends and its listener hears it, and new work is
 * refused with a message the lab shows.
 */
class SolveServiceShutdownTest {
    private static final GameState START = GameKind.OTHELLO.start();
    private static final SearchParameters PARAMS = SearchParameters.defaults(GameKind.OTHELLO);
    private static final Limits LONG = new Limits(5_000_000, Long.MAX_VALUE, 60_000);

    private SolveService service;
    /** Exceptions that escaped a solver thread (a job handed to a stopped pool, say). */
    private final List<Throwable> escaped = new CopyOnWriteArrayList<>();
    private Thread.UncaughtExceptionHandler previous;

    @BeforeEach
    void watchSolverThreads() {
        previous = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
            if (t.getName().startsWith("solver-")) {
                escaped.add(e);
            } else if (previous != null) {
                previous.uncaughtException(t, e);
            }
        });
    }

    @AfterEach
    void stop() {
        if (service != null) {
            service.shutdown();
        }
        Thread.setDefaultUncaughtExceptionHandler(previous);
    }

    private static LabProperties properties(int workers, Duration grace) {
        LabProperties p = LabProperties.defaults();
        p.setWorkers(workers);
        p.setDetachGrace(grace);
        return p;
    }

    /** A solve with a latch counted down at its first progress snapshot and a count of the ends its listener heard. */
    private record Watched(SolveJob job, CountDownLatch running, AtomicInteger ends) {
        void awaitRunning() throws InterruptedException {
            assertThat(running.await(10, TimeUnit.SECONDS)).as(job.algorithm() + " of " + job.owner() + " runs").isTrue();
        }
    }

    private Watched submit(String visitor, Object page) {
        CountDownLatch running = new CountDownLatch(1);
        AtomicInteger ends = new AtomicInteger();
        SolveJob job = service.submit(visitor, page, START, Algorithm.PPNS, PARAMS, LONG, false, u -> {
            if (u.job().state() == SolveJob.State.FINISHED) {
                ends.incrementAndGet();
            } else {
                running.countDown();
            }
        });
        return new Watched(job, running, ends);
    }

    @Test
    void shutdown_ends_every_solve_tells_every_listener_and_starts_none_of_the_waiting() throws Exception {
        service = new SolveService(properties(2, Duration.ofSeconds(30)));
        List<Watched> all = new ArrayList<>();
        for (String visitor : List.of("a", "b", "c", "d", "e")) {
            for (int i = 0; i < 3; i++) {
                all.add(submit(visitor, new Object()));
            }
        }
        all.get(0).awaitRunning();
        all.get(3).awaitRunning();
        List<Watched> wereRunning = all.stream().filter(w -> w.job().state() == SolveJob.State.RUNNING).toList();
        assertThat(wereRunning).hasSize(2);

        service.shutdown();

        assertThat(service.runningCount()).isZero();
        assertThat(service.queuedCount()).isZero();
        for (Watched w : all) {
            assertThat(w.job().state()).as("%s's solve has ended when shutdown returns", w.job().owner()).isEqualTo(SolveJob.State.FINISHED);
            assertThat(w.ends().get()).as("%s's listener heard the end once", w.job().owner()).isEqualTo(1);
            if (wereRunning.contains(w)) {
                // A running solve stops cleanly and keeps what it found.
                assertThat(w.job().result()).isNotNull();
                assertThat(w.job().result().stopReason()).isEqualTo(StopReason.CANCELLED);
            } else {
                assertThat(w.job().cancelledBeforeStart()).as("a waiting solve never starts once the server stops").isTrue();
            }
        }
        assertThat(service.activeCount()).isZero();
        assertThat(escaped).as("exceptions that escaped a solver thread").isEmpty();
    }

    @Test
    void a_solve_asked_for_while_the_server_stops_is_refused_with_a_message_the_lab_shows() {
        service = new SolveService(properties(1, Duration.ofSeconds(30)));
        service.shutdown();
        // The lab and the proof game show an IllegalStateException's message beside their button.
        assertThatThrownBy(() -> submit("late", new Object()))
                .isInstanceOf(IllegalStateException.class).hasMessage(SolveService.SHUTTING_DOWN);
        assertThat(service.jobsOf("late")).isEmpty();
        assertThat(service.activeCount()).isZero();
    }

    @Test
    void a_page_reported_gone_after_shutdown_has_its_solves_cancelled_at_once_without_the_grace_timer() throws Exception {
        // The web server expires its sessions (so Vaadin detaches the lab pages) only after the
        // beans are destroyed: the grace timer is stopped by then.
        service = new SolveService(properties(1, Duration.ofSeconds(30)));
        Object tab = new Object();
        service.pageOpened("s", tab, jobs -> { });
        Watched w = submit("s", tab);
        w.awaitRunning();
        service.shutdown();
        assertThatCode(() -> service.pageGone("s", tab)).doesNotThrowAnyException();
        assertThatCode(() -> service.pageGone("s", new Object())).doesNotThrowAnyException();
        assertThatCode(() -> service.endSession("s")).doesNotThrowAnyException();
        assertThat(w.job().state()).isEqualTo(SolveJob.State.FINISHED);
        assertThat(w.ends().get()).isEqualTo(1);
    }

    @Test
    void shutdown_twice_is_harmless() {
        service = new SolveService(properties(1, Duration.ofSeconds(30)));
        service.shutdown();
        assertThatCode(service::shutdown).doesNotThrowAnyException();
    }
}
