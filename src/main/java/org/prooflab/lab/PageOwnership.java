package org.prooflab.lab;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Which page shows each of a visitor's solves, for {@link SolveService}: a page that opens takes
 * over the solves of a page that is gone and whose grace still runs (a reload), finished ones included; a
 * page that goes hands all its solves to the visitor's most recently opened page still open when that one opened
 * after it, at most {@link #RELOAD_WINDOW_NANOS} before (a reload reported late), and else they are cancelled after
 * {@link LabProperties#getDetachGrace()}, unless a page took them over meanwhile.
 * <p>
 * It takes no lock of its own: its maps are concurrent, and the one step that must not race the
 * service's shutdown, scheduling a grace, is done by the service under its lock ({@link Grace}).
 */
final class PageOwnership {
    /** Runs a grace's end later, under the service's lock, unless the service is closed. */
    @FunctionalInterface
    interface Grace {
        /** @return false, having scheduled nothing, when the service is closed (no timer runs any more) */
        boolean scheduleUnlessClosed(Runnable end, long millis);
    }

    private final LabProperties properties;
    private final Function<String, List<SolveJob>> jobsOf;
    private final Grace grace;
    /** The open pages of each visitor that show solves, oldest first. */
    private final Map<String, List<OpenPage>> openPages = new ConcurrentHashMap<>();
    /** Pages reported gone whose grace still runs (compared by identity, as the tokens are). */
    private final Set<Object> gonePages = Collections.newSetFromMap(Collections.synchronizedMap(new IdentityHashMap<>()));

    /**
     * @param jobsOf the visitor's solves, newest last ({@link SolveService#jobsOf})
     * @param grace  schedules the end of a grace; the grace's length is read from {@code properties} each time
     */
    PageOwnership(LabProperties properties, Function<String, List<SolveJob>> jobsOf, Grace grace) {
        this.properties = properties;
        this.jobsOf = jobsOf;
        this.grace = grace;
    }

    /**
     * How long before a page is reported gone a page opened after it may have opened and still be its reload: a
     * reload's new page opens as the old one unloads, a second or so apart. A page opened earlier, or longer before,
     * is another tab, and a closed tab's solves are not its business: they were handed to it, cards of another game
     * on its board, and ran on to their limits.
     */
    static final long RELOAD_WINDOW_NANOS = java.util.concurrent.TimeUnit.SECONDS.toNanos(10);

    /** The clock pages are opened and reported gone by; a test's own in tests. */
    private java.util.function.LongSupplier clock = System::nanoTime;

    void clock(java.util.function.LongSupplier clock) {
        this.clock = clock;
    }

    /** See {@link SolveService#pageOpened}. */
    List<SolveJob> pageOpened(String session, Object page, Consumer<List<SolveJob>> heir) {
        openPages.computeIfAbsent(session, k -> new CopyOnWriteArrayList<>()).add(new OpenPage(page, heir, clock.getAsLong()));
        return adopt(session, page);
    }

    /** See {@link SolveService#adopt}. */
    List<SolveJob> adopt(String session, Object page) {
        List<SolveJob> jobs = new ArrayList<>();
        for (SolveJob j : jobsOf.apply(session)) {
            // A gone page's finished solves too: a reload shows every card of the run it replaced, not only the
            // solves still running (a PN-search that had ended vanished when the page was reloaded).
            if (gonePages.contains(j.page()) || j.page() == null && j.state() != SolveJob.State.FINISHED) {
                j.page(page);
                jobs.add(j);
            }
        }
        return jobs;
    }

    /** See {@link SolveService#pageGone}. */
    void pageGone(String session, Object page) {
        if (page == null) {
            return;
        }
        List<OpenPage> open = openPages.computeIfAbsent(session, k -> new CopyOnWriteArrayList<>());
        java.util.OptionalLong goneOpened = open.stream().filter(p -> p.page() == page).mapToLong(OpenPage::opened).findFirst();
        open.removeIf(p -> p.page() == page);
        List<SolveJob> orphans = jobsOf.apply(session).stream().filter(j -> j.page() == page).toList();
        // Finished ones too: a reload reported after its new page opened, with every solve ended, lost them all.
        OpenPage heir = open.isEmpty() ? null : open.get(open.size() - 1);
        long now = clock.getAsLong();
        // Opened after the gone page (when this one knew it open) and moments ago: its reload. nanoTime's values are
        // compared by their difference, as they may wrap.
        boolean reload = heir != null && (goneOpened.isEmpty() || heir.opened() - goneOpened.getAsLong() > 0)
                && now - heir.opened() <= RELOAD_WINDOW_NANOS;
        if (reload && !orphans.isEmpty()) {
            orphans.forEach(j -> j.page(heir.page()));
            heir.heir().accept(orphans);
            return;
        }
        gonePages.add(page);
        Runnable cancel = () -> {
            gonePages.remove(page);
            jobsOf.apply(session).stream()
                    .filter(j -> j.page() == page && j.state() != SolveJob.State.FINISHED)
                    .forEach(SolveJob::cancel);
        };
        long millis = properties.getDetachGrace().toMillis();
        if (millis > 0 && grace.scheduleUnlessClosed(cancel, millis)) {
            return;
        }
        // No grace, or the server is stopping (no reload will come): cancel now.
        cancel.run();
    }

    /** True when {@code page} shows solves of the visitor's: open, or gone with its grace running (a reload coming). */
    boolean shows(String session, Object page) {
        return page != null && (gonePages.contains(page)
                || openPages.getOrDefault(session, List.of()).stream().anyMatch(p -> p.page() == page));
    }

    /** The visitor's session ended: none of its pages is open any more. */
    void sessionEnded(String session) {
        openPages.remove(session);
    }

    private record OpenPage(Object page, Consumer<List<SolveJob>> heir, long opened) {
    }
}
