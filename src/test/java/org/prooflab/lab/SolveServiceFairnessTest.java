package org.prooflab.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.SearchParameters;

/** The worker pool's fairness rules, without Spring: caps, round-robin, cancel while waiting, pages gone. */
class SolveServiceFairnessTest {
    private static final GameState START = GameKind.OTHELLO.start();
    private static final SearchParameters PARAMS = SearchParameters.defaults(GameKind.OTHELLO);
    private static final Limits LONG = new Limits(5_000_000, Long.MAX_VALUE, 60_000);

    private SolveService service;

    @AfterEach
    void stop() {
        service.shutdown();
    }

    private static LabProperties properties(int workers, Duration grace) {
        LabProperties p = LabProperties.defaults();
        p.setWorkers(workers);
        p.setDetachGrace(grace);
        return p;
    }

    /** A job with latches: one counted down at its first progress snapshot (so it runs), one when it is finished. */
    private record Watched(SolveJob job, CountDownLatch running, CountDownLatch finished) {
        void awaitRunning() throws InterruptedException {
            assertThat(running.await(10, TimeUnit.SECONDS)).as(job.algorithm() + " of " + job.owner() + " runs").isTrue();
        }

        void awaitFinished() throws InterruptedException {
            assertThat(finished.await(10, TimeUnit.SECONDS)).as(job.algorithm() + " of " + job.owner() + " finishes").isTrue();
        }
    }

    private Watched submit(String visitor, Object page) {
        return watch(service.submit(visitor, page, START, Algorithm.PPNS, PARAMS, LONG, false, null));
    }

    private static Watched watch(SolveJob job) {
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch finished = new CountDownLatch(1);
        job.listen(u -> {
            if (u.result() != null || u.job().state() == SolveJob.State.FINISHED) {
                finished.countDown();
            } else {
                running.countDown();
            }
        });
        return new Watched(job, running, finished);
    }

    /** Solve pressed on {@code page}: the solvers' solves replace the page's earlier ones. */
    private List<Watched> replace(String visitor, Object page, Algorithm... solvers) {
        return service.replace(visitor, page, START, List.of(solvers), PARAMS, LONG, false).stream()
                .map(SolveServiceFairnessTest::watch).toList();
    }

    @Test
    void a_visitor_who_sends_one_solve_at_a_time_waits_behind_those_served_before_it() throws Exception {
        // C's last service was forgotten whenever it had nothing left: each of its solves counted as never served and
        // went ahead of B's, waiting longer, so C took half the worker from A and B.
        service = new SolveService(properties(1, Duration.ofSeconds(30)));
        Watched a1 = submit("a", new Object());
        a1.awaitRunning();
        Watched a2 = submit("a", new Object());
        Watched b1 = submit("b", new Object());
        Watched b2 = submit("b", new Object());
        a1.job().cancel();
        b1.awaitRunning();
        Watched c1 = submit("c", new Object());
        b1.job().cancel();
        c1.awaitRunning(); // never served: first
        c1.job().cancel();
        a2.awaitRunning(); // served before B
        Watched c2 = submit("c", new Object()); // C has nothing waiting or running until now
        a2.job().cancel();
        b2.awaitRunning(); // B was served before C's last
        assertThat(c2.job().state()).isEqualTo(SolveJob.State.QUEUED);
        b2.job().cancel();
        c2.awaitRunning();
        List.of("a", "b", "c").forEach(service::endSession);
    }

    @Test
    void solve_again_on_a_page_cancels_its_solves_still_waiting_or_running_and_no_other_pages() throws Exception {
        service = new SolveService(properties(1, Duration.ofSeconds(30)));
        Object tab = new Object();
        List<Watched> first = replace("a", tab, Algorithm.PNS, Algorithm.PPNS);
        first.get(0).awaitRunning();
        Watched otherTab = submit("a", new Object());
        List<Watched> again = replace("a", tab, Algorithm.UCT);
        assertThat(first.get(1).job().cancelledBeforeStart()).as("the waiting one is gone before replace returns").isTrue();
        first.get(0).awaitFinished();
        assertThat(first.get(0).job().isCancelled()).isTrue();
        assertThat(otherTab.job().isCancelled()).as("another tab's solve is not this page's").isFalse();
        // The visitor's solves keep their order: the other tab's, queued earlier, runs first.
        otherTab.awaitRunning();
        assertThat(again.get(0).job().state()).isEqualTo(SolveJob.State.QUEUED);
        otherTab.job().cancel();
        again.get(0).awaitRunning();
        assertThat(service.jobsOf("a")).filteredOn(j -> j.state() != SolveJob.State.FINISHED).containsExactly(again.get(0).job());
        service.endSession("a");
    }

    @Test
    void solve_again_that_does_not_fit_beside_the_visitors_other_solves_starts_none_and_keeps_the_old_ones() throws Exception {
        LabProperties p = properties(1, Duration.ofSeconds(30));
        service = new SolveService(p);
        int cap = p.getMaxPerVisitor();
        Object otherTab = new Object();
        for (int i = 0; i < cap - 2; i++) {
            submit("a", otherTab);
        }
        Object tab = new Object();
        Watched kept = replace("a", tab, Algorithm.PNS).get(0);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> replace("a", tab, Algorithm.PNS, Algorithm.MCPNS, Algorithm.PPNS))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("You already have " + (cap - 2) + " solves waiting or running elsewhere (another lab tab, or a game "
                        + "against a proof); with these 3 that makes " + (cap + 1) + ", and at most " + cap + " are allowed. "
                        + "Choose at most 2 solvers, or wait for those to finish or cancel them.");
        assertThat(kept.job().isCancelled()).as("a refused Solve leaves the page's solves alone").isFalse();
        assertThat(service.jobsOf("a")).hasSize(cap - 1);
        List<Watched> two = replace("a", tab, Algorithm.PNS, Algorithm.MCPNS);
        assertThat(kept.job().cancelledBeforeStart()).isTrue();
        assertThat(service.jobsOf("a")).filteredOn(j -> j.state() != SolveJob.State.FINISHED).hasSize(cap).containsAll(
                two.stream().map(Watched::job).toList());
        service.endSession("a");
    }

    @Test
    void a_watcher_of_the_queue_hears_each_solve_queued_started_or_cancelled_whoever_s_it_is() throws Exception {
        // A page showed its solves' places again only when its own solves reported: another visitor's solve leaving the
        // queue left two students both reading "place 2".
        service = new SolveService(properties(1, Duration.ofSeconds(30)));
        java.util.concurrent.atomic.AtomicInteger heard = new java.util.concurrent.atomic.AtomicInteger();
        // A watcher that fails (a page closed under it), told first, fails no solve, no cancel and no other watcher.
        Runnable stopFailing = service.watchQueue(() -> {
            throw new IllegalStateException("detached");
        });
        Runnable stop = service.watchQueue(heard::incrementAndGet);
        Watched running = submit("a", null);
        running.awaitRunning();
        int afterFirst = heard.get();
        assertThat(afterFirst).as("queued and started").isPositive();
        Watched b = submit("b", null);
        Watched c = submit("c", null);
        assertThat(service.queuePosition(c.job())).isEqualTo(2);
        int beforeCancel = heard.get();
        assertThat(beforeCancel).as("two more queued").isGreaterThan(afterFirst);
        b.job().cancel();
        assertThat(heard.get()).as("b's solve left the queue").isGreaterThan(beforeCancel);
        assertThat(service.queuePosition(c.job())).isEqualTo(1);
        int beforeStart = heard.get();
        running.job().cancel();
        c.awaitRunning();
        long deadline = System.currentTimeMillis() + 10_000;
        while (heard.get() == beforeStart && System.currentTimeMillis() < deadline) {
            Thread.sleep(5);
        }
        assertThat(heard.get()).as("c's solve started").isGreaterThan(beforeStart);
        stop.run();
        stopFailing.run();
        int stopped = heard.get();
        submit("d", null);
        assertThat(heard.get()).as("no longer watched").isEqualTo(stopped);
        service.endSession("c");
        service.endSession("d");
    }

    @Test
    void a_visitor_runs_one_solve_at_a_time_and_the_queue_goes_round_robin() throws Exception {
        service = new SolveService(properties(2, Duration.ofSeconds(30)));
        List<Watched> a = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            a.add(submit("a", null));
        }
        Watched b = submit("b", null);
        Watched c1 = submit("c", null);
        Watched c2 = submit("c", null);
        a.get(0).awaitRunning();
        b.awaitRunning();
        assertThat(service.runningCount()).isEqualTo(2);
        assertThat(service.queuedCount()).isEqualTo(4);
        // a's second solve waits although a's first holds only one of the two workers.
        assertThat(a.get(1).job().state()).isEqualTo(SolveJob.State.QUEUED);
        // Round-robin: c (never served) before a's second, then c's second, then a's third.
        assertThat(service.queuePosition(c1.job())).isEqualTo(1);
        assertThat(service.queuePosition(a.get(1).job())).isEqualTo(2);
        assertThat(service.queuePosition(c2.job())).isEqualTo(3);
        assertThat(service.queuePosition(a.get(2).job())).isEqualTo(4);
        // b ends: its worker goes to c's first solve, not to a's second, which came earlier.
        b.job().cancel();
        c1.awaitRunning();
        assertThat(a.get(1).job().state()).isEqualTo(SolveJob.State.QUEUED);
        // a's first ends: a's second is next (c runs one already), not c's second.
        a.get(0).job().cancel();
        a.get(1).awaitRunning();
        assertThat(c2.job().state()).isEqualTo(SolveJob.State.QUEUED);
        service.endSession("a");
        service.endSession("c");
    }

    @Test
    void over_time_one_worker_serves_two_visitors_in_turn_whoever_queued_first() throws Exception {
        service = new SolveService(properties(1, Duration.ofSeconds(30)));
        // Each solve tells, at its first progress snapshot, that it runs; the one worker runs one at a time.
        BlockingQueue<SolveJob> started = new LinkedBlockingQueue<>();
        for (String visitor : List.of("a", "a", "a", "b", "b", "b")) {
            SolveJob job = service.submit(visitor, null, START, Algorithm.PPNS, PARAMS, LONG, false, null);
            AtomicBoolean told = new AtomicBoolean();
            job.listen(u -> {
                if (u.result() == null && u.job().state() == SolveJob.State.RUNNING && told.compareAndSet(false, true)) {
                    started.add(job);
                }
            });
        }
        // a's first runs at once; as each solve ends, the worker goes to the visitor served longest ago, so a, who
        // queued all three first, does not get a second turn before b has had one, nor a third before b's second.
        List<String> served = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            SolveJob running = started.poll(10, TimeUnit.SECONDS);
            assertThat(running).as("solve " + i + " starts").isNotNull();
            assertThat(service.runningCount()).isEqualTo(1);
            served.add(running.owner());
            running.cancel();
        }
        assertThat(served).containsExactly("a", "b", "a", "b", "a", "b");
    }

    @Test
    void a_visitor_may_have_more_running_when_configured() throws Exception {
        LabProperties p = properties(2, Duration.ofSeconds(30));
        p.setRunningPerVisitor(2);
        service = new SolveService(p);
        Watched first = submit("a", null);
        Watched second = submit("a", null);
        first.awaitRunning();
        second.awaitRunning();
        assertThat(service.runningCount()).isEqualTo(2);
        service.endSession("a");
    }

    @Test
    void cancelling_a_waiting_solve_removes_it_at_once_and_tells_its_listener() throws Exception {
        service = new SolveService(properties(1, Duration.ofSeconds(30)));
        Watched first = submit("a", null);
        Watched second = submit("a", null);
        first.awaitRunning();
        assertThat(service.queuedCount()).isEqualTo(1);
        second.job().cancel();
        assertThat(second.finished().getCount()).as("the listener heard it before cancel returned").isZero();
        assertThat(second.job().state()).isEqualTo(SolveJob.State.FINISHED);
        assertThat(second.job().cancelledBeforeStart()).isTrue();
        assertThat(service.queuedCount()).isZero();
        assertThat(service.queuePosition(second.job())).isZero();
        assertThat(first.job().state()).isEqualTo(SolveJob.State.RUNNING);
        service.endSession("a");
    }

    @Test
    void a_gone_page_has_its_solves_cancelled_after_the_grace_and_another_visitor_starts() throws Exception {
        service = new SolveService(properties(1, Duration.ofMillis(300)));
        Object tab = new Object();
        Watched mine = submit("a", tab);
        Watched mineWaiting = submit("a", tab);
        Watched other = submit("b", new Object());
        mine.awaitRunning();
        service.pageGone("a", tab);
        assertThat(mine.job().state()).as("still running during the grace").isEqualTo(SolveJob.State.RUNNING);
        mine.awaitFinished();
        mineWaiting.awaitFinished();
        assertThat(mine.job().isCancelled()).isTrue();
        assertThat(mineWaiting.job().cancelledBeforeStart()).isTrue();
        other.awaitRunning();
        service.endSession("b");
    }

    @Test
    void a_reload_within_the_grace_keeps_the_solves() throws Exception {
        service = new SolveService(properties(2, Duration.ofMillis(200)));
        Object before = new Object();
        Watched kept = submit("c", before);
        kept.awaitRunning();
        service.pageGone("c", before);
        service.adopt("c", new Object());
        // The grace timer runs its tasks in order: once a later page's solve is cancelled, the
        // first page's grace has passed too.
        Object probePage = new Object();
        Watched probe = submit("probe", probePage);
        service.pageGone("probe", probePage);
        probe.awaitFinished();
        assertThat(kept.job().isCancelled()).isFalse();
        assertThat(kept.job().state()).isEqualTo(SolveJob.State.RUNNING);
        service.endSession("c");
    }

    @Test
    void a_page_reported_gone_after_its_reload_opened_hands_its_solves_to_the_new_page() throws Exception {
        service = new SolveService(properties(1, Duration.ofMillis(100)));
        Object old = new Object();
        service.pageOpened("d", old, jobs -> { });
        Watched kept = submit("d", old);
        kept.awaitRunning();
        Object reloaded = new Object();
        List<SolveJob> inherited = new ArrayList<>();
        assertThat(service.pageOpened("d", reloaded, inherited::addAll)).as("nothing to take over yet").isEmpty();
        service.pageGone("d", old);
        assertThat(inherited).containsExactly(kept.job());
        assertThat(kept.job().page()).isSameAs(reloaded);
        // The reloaded page goes too, with no page left: the solve is cancelled after the grace.
        service.pageGone("d", reloaded);
        kept.awaitFinished();
        assertThat(kept.job().isCancelled()).isTrue();
    }

    @Test
    void solve_in_one_tab_keeps_another_tab_s_finished_cards_for_its_reload() throws Exception {
        service = new SolveService(properties(2, Duration.ofSeconds(30)));
        Object tabA = new Object();
        Object tabB = new Object();
        service.pageOpened("f", tabA, jobs -> { });
        service.pageOpened("f", tabB, jobs -> { });
        Watched endedInB = replace("f", tabB, Algorithm.PNS).get(0);
        endedInB.job().cancel();
        endedInB.awaitFinished();
        // Tab A presses Solve: it dropped every finished solve of the visitor's, tab B's too.
        replace("f", tabA, Algorithm.PNS);
        // Tab B reloads: its new page opens, then the old one is reported gone and hands its solves over.
        Object reloadedB = new Object();
        List<SolveJob> inherited = new ArrayList<>();
        service.pageOpened("f", reloadedB, inherited::addAll);
        service.pageGone("f", tabB);
        assertThat(inherited).as("the reloaded tab B's cards").containsExactly(endedInB.job());
        // A finished solve no page shows goes at the next Solve, as before.
        Watched orphan = submit("f", new Object());
        orphan.job().cancel();
        orphan.awaitFinished();
        replace("f", tabA, Algorithm.PPNS);
        assertThat(service.jobsOf("f")).doesNotContain(orphan.job()).contains(endedInB.job());
        service.endSession("f");
    }

    @Test
    void a_closed_tab_s_solves_are_not_handed_to_another_tab_but_cancelled_after_the_grace() throws Exception {
        // Tab B, on another game, got the closed tab A's PPN-search card, which ran on to its time limit.
        service = new SolveService(properties(2, Duration.ofMillis(200)));
        long[] now = {0};
        service.pagesClock(() -> now[0]);
        Object tabA = new Object();
        Object tabB = new Object();
        List<SolveJob> toA = new ArrayList<>();
        List<SolveJob> toB = new ArrayList<>();
        service.pageOpened("g", tabA, toA::addAll);
        now[0] += 1_000_000_000L;
        service.pageOpened("g", tabB, toB::addAll); // opened after A, a second later: A's reload if A goes now
        now[0] += PageOwnership.RELOAD_WINDOW_NANOS + 1; // ... but A goes longer after that
        Watched inA = replace("g", tabA, Algorithm.PPNS).get(0);
        inA.awaitRunning();
        service.pageGone("g", tabA);
        inA.awaitFinished();
        assertThat(toB).as("nothing handed to the other tab").isEmpty();
        assertThat(inA.job().isCancelled()).isTrue();
        // A tab opened before the one that goes is no reload of it either, however recent.
        List<SolveJob> toC = new ArrayList<>();
        service.pageOpened("g", new Object(), toC::addAll);
        now[0] += 1_000_000L;
        Object tabD = new Object();
        service.pageOpened("g", tabD, jobs -> { });
        service.pageGone("g", tabB);
        Watched inD = replace("g", tabD, Algorithm.PPNS).get(0);
        inD.awaitRunning();
        now[0] += 1_000_000L;
        service.pageGone("g", tabD);
        inD.awaitFinished();
        assertThat(toC).isEmpty();
        service.endSession("g");
    }

    @Test
    void a_reload_keeps_the_finished_solves_of_its_run_beside_those_still_running_in_their_order() throws Exception {
        service = new SolveService(properties(2, Duration.ofSeconds(30)));
        // The reload reported gone first: the new page takes the run over.
        Object before = new Object();
        service.pageOpened("e", before, jobs -> { });
        List<Watched> run = replace("e", before, Algorithm.PNS, Algorithm.PPNS);
        Watched ended = run.get(0);
        Watched running = run.get(1);
        running.awaitRunning();
        ended.job().cancel();
        ended.awaitFinished();
        service.pageGone("e", before);
        Object reloaded = new Object();
        assertThat(service.pageOpened("e", reloaded, jobs -> { })).containsExactly(ended.job(), running.job());
        assertThat(ended.job().page()).isSameAs(reloaded);

        // The reload reported gone after the new page opened: the new page inherits the run, the ended solve too.
        Object newest = new Object();
        List<SolveJob> inherited = new ArrayList<>();
        assertThat(service.pageOpened("e", newest, inherited::addAll)).isEmpty();
        service.pageGone("e", reloaded);
        assertThat(inherited).containsExactly(ended.job(), running.job());

        // The same order with every solve ended: the new page still inherits the run's cards.
        running.job().cancel();
        running.awaitFinished();
        Object last = new Object();
        List<SolveJob> kept = new ArrayList<>();
        assertThat(service.pageOpened("e", last, kept::addAll)).isEmpty();
        service.pageGone("e", newest);
        assertThat(kept).containsExactly(ended.job(), running.job());
        service.endSession("e");
    }

    @Test
    void one_press_runs_every_solver_the_lab_offers_and_the_cap_cannot_be_set_below_them() throws Exception {
        service = new SolveService(properties(1, Duration.ofSeconds(30)));
        Object tab = new Object();
        Algorithm[] offered = Algorithm.compared().toArray(Algorithm[]::new);
        assertThat(replace("a", tab, offered)).hasSize(offered.length);
        // Pressed again at once, while the first press's running solve is still stopping.
        List<Watched> again = replace("a", tab, offered);
        again.get(0).awaitRunning();
        assertThat(service.jobsOf("a")).filteredOn(j -> j.state() != SolveJob.State.FINISHED).hasSize(offered.length);
        service.endSession("a");
        LabProperties fewer = LabProperties.defaults();
        fewer.setMaxPerVisitor(offered.length - 1);
        org.assertj.core.api.Assertions.assertThatThrownBy(fewer::validate).hasMessage("prooflab.lab.max-per-visitor must be at least "
                + offered.length + ", the solvers the lab offers, so that one press of Solve can run them all");
    }

    @Test
    void a_lab_solve_gets_the_threads_the_lab_property_gives_and_a_count_out_of_range_is_refused() throws Exception {
        LabProperties p = properties(1, Duration.ofSeconds(5));
        p.setSolveThreads(2);
        service = new SolveService(p);
        Watched w = submit("threads", null);
        assertThat(w.job().threads()).isEqualTo(2);
        w.awaitRunning();
        w.job().cancel();
        w.awaitFinished();
        LabProperties bad = LabProperties.defaults();
        bad.setSolveThreads(0);
        org.assertj.core.api.Assertions.assertThatThrownBy(bad::validate).hasMessageContaining("solve-threads must be from 1 to 256");
    }
}
