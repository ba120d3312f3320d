package org.prooflab.ui.classroom;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.progressbar.ProgressBar;
import com.vaadin.flow.router.RouteParameters;
import com.vaadin.flow.router.RouterLink;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.prooflab.classroom.ClassroomService;
import org.prooflab.classroom.ClassroomService.ListPage;
import org.prooflab.classroom.Experiment;
import org.prooflab.classroom.ExperimentStatus;
import org.prooflab.classroom.LiveExperiments;
import org.prooflab.classroom.ListOrder;
import org.prooflab.engine.game.Notation;

/**
 * One of the classroom's lists of experiments, a page at a time: a row per experiment (its name as a link, its
 * progress, live while it runs, and when it was made), how many of how many it shows, and a button for the next page.
 * A class's server keeps hundreds; the list never drops one from view without saying so.
 */
final class ExperimentList extends VerticalLayout {
    /** Experiments a page adds. */
    static final int PAGE = 20;

    /** Where a list's pages come from: {@code limit} experiments from the {@code offset}-th on, and the total. */
    @FunctionalInterface
    interface Source {
        ListPage page(String search, ListOrder order, int offset, int limit);
    }

    private final Source source;
    private final String empty;
    private final Predicate<String> onServer;
    private final LiveExperiments live;
    private final VerticalLayout rows = new VerticalLayout();
    private final Span summary = new Span();
    private final Button more = new Button();
    private String search = "";
    private ListOrder order = ListOrder.NEWEST;
    private int shown;
    /** The ids of the rows shown, to find the first row a click on "more" added. */
    private final List<String> shownIds = new ArrayList<>();
    private int total;

    /**
     * @param empty    what the list says when it holds nothing at all
     * @param onServer whether this server has an experiment of a given id, in this list or not
     * @param live     what tells the rows of unfinished experiments how they go on
     */
    ExperimentList(Source source, String empty, Predicate<String> onServer, LiveExperiments live) {
        this.source = source;
        this.empty = empty;
        this.onServer = onServer;
        this.live = live;
        setPadding(false);
        setSpacing(false);
        rows.setPadding(false);
        summary.addClassName("list-summary");
        more.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        more.addClassName("list-more");
        more.addClickListener(e -> showMore(true));
        HorizontalLayout foot = new HorizontalLayout(summary, more);
        foot.setAlignItems(FlexComponent.Alignment.BASELINE);
        foot.addClassName("list-foot");
        add(rows, foot);
    }

    /** Shows the first page of what {@code search} finds, in {@code order}. */
    void show(String search, ListOrder order) {
        this.search = search == null ? "" : search.strip();
        this.order = order;
        shown = 0;
        shownIds.clear();
        showMore(true);
    }

    /**
     * Shows the list's first {@code shown + PAGE} rows as they are now, read again from the top. Pages read from
     * where the last one ended would show a row twice when an experiment is made (or one changes place, when
     * unfinished ones come first) between two clicks, and drop one when an experiment is deleted; the rows shown are
     * always the start of the list as it is.
     */
    private void showMore(boolean focusAdded) {
        Set<String> before = new HashSet<>(shownIds);
        shownIds.clear();
        List<Experiment> list = new ArrayList<>();
        int want = shown + PAGE;
        ListPage page;
        do {
            page = source.page(search, order, list.size(), Math.min(ClassroomService.MAX_PAGE, want - list.size()));
            list.addAll(page.experiments());
        } while (list.size() < want && !page.experiments().isEmpty() && list.size() < page.total());
        total = page.total();
        rows.removeAll();
        // Where the rows shown before end now: the row after the last of them is the first the click added.
        int next = 0;
        for (Experiment e : list) {
            rows.add(new Row(e, live));
            shownIds.add(e.id());
            if (before.contains(e.id())) {
                next = shownIds.size();
            }
        }
        shown = list.size();
        if (shown == 0) {
            // A list that holds nothing at all says so, searched or not.
            boolean none = search.isEmpty() || source.page("", order, 0, 0).total() == 0;
            rows.add(new Paragraph(none ? empty : nothingFound(search, onServer)));
        }
        summary.setText(shown == 0 ? "" : shown == total ? (total == 1 ? "1 experiment" : String.format(Locale.ROOT, "%,d experiments", total))
                : String.format(Locale.ROOT, "%,d of %,d shown", shown, total));
        int left = Math.min(PAGE, total - shown);
        more.setVisible(left > 0);
        more.setText(String.format(Locale.ROOT, "Show %,d more", left));
        // A keyboard user who asked for more lands on the first of them, not back at the top of the page.
        if (focusAdded && next > 0 && next < shown) {
            ((HorizontalLayout) rows.getComponentAt(next)).getComponentAt(0).getElement().callJsFunction("focus");
        }
    }

    /**
     * What a list that holds experiments says when {@code search} finds none of them. An address, or text shaped like
     * an id, looks for an experiment by its id: "no experiment here has 'http://…/classroom/abcd2345' in its name"
     * said nothing true of it. Whether the server has that id at all tells an experiment that is gone (or was never
     * here: a link to another server) from one that is only not in this list (someone else's, in "your experiments").
     */
    static String nothingFound(String search, Predicate<String> onServer) {
        Optional<ClassroomService.SearchedId> byId = ClassroomService.searchedId(search);
        if (byId.isEmpty()) {
            // Quoted abbreviated: 3,000 characters typed came back whole in the message.
            return "No experiment here has " + quoted(Notation.abbreviated(search)) + " in its name.";
        }
        String id = byId.get().id();
        // Text that may be an id may as well be part of a name: both were looked for.
        String end = byId.get().address() ? "." : ", and none here has it in its name.";
        return onServer.test(id) ? "The experiment with the id " + quoted(id) + " is on this server, but not in this list" + end
                : "No experiment on this server has the id " + quoted(id) + end;
    }

    private static String quoted(String text) {
        return "\u201c" + text + "\u201d";
    }

    /** Whether the list now holds another number of experiments than it shows: one was made or deleted since. */
    boolean totalChanged() {
        return source.page(search, order, 0, 0).total() != total;
    }

    /**
     * Shows as many rows as before (a page at least), read again: an experiment made since appears, one deleted goes, and
     * the count says so. The list kept saying "None yet" while a class's experiments ran.
     */
    void reload() {
        shown = Math.max(0, shown - PAGE);
        showMore(false);
    }

    /**
     * An experiment's row. While it is on a page and its experiment is not finished, it follows the experiment live, as
     * the experiment's own page does ({@link LiveExperiments}): a teacher's list of a class's experiments showed each
     * one's progress as it was when the list was opened, for as long as it stayed open.
     */
    static final class Row extends HorizontalLayout {
        private final RouterLink link = new RouterLink();
        private final ProgressBar bar = new ProgressBar(0, 1);
        private final Span state = new Span();
        private final LiveExperiments live;
        private Experiment shown;
        private Runnable unwatch;

        Row(Experiment e, LiveExperiments live) {
            this.live = live;
            link.setRoute(ExperimentView.class, new RouteParameters("id", e.id()));
            bar.setWidth("10rem");
            state.addClassName("experiment-state");
            // Runs of one setup share its name: when each was made tells them apart.
            Span made = new Span("made " + ExperimentText.when(e.createdAt()));
            made.addClassName("experiment-made");
            add(link, bar, state, made);
            setAlignItems(FlexComponent.Alignment.CENTER);
            addClassName("experiment-row");
            setWrap(true);
            show(Optional.of(e));
        }

        boolean running() {
            return shown != null && shown.status() == ExperimentStatus.RUNNING;
        }

        /** Shows the experiment as it is now; empty once it is deleted. */
        void show(Optional<Experiment> now) {
            if (now.isEmpty()) {
                state.setText("Deleted");
                bar.setVisible(false);
                // Its name stays, as text: a disabled link still led to the page that is gone.
                if (link.getParent().isPresent()) {
                    Span name = new Span(link.getText());
                    name.addClassName("experiment-deleted");
                    replace(link, name);
                }
                shown = null;
                stopWatching();
                return;
            }
            Experiment e = now.get();
            shown = e;
            link.setText(e.name());
            bar.setValue(e.progress());
            state.setText(ExperimentText.progress(e));
            bar.getElement().setAttribute("aria-label", "progress of " + e.name());
            bar.getElement().setAttribute("aria-valuetext", state.getText());
        }

        @Override
        protected void onAttach(AttachEvent event) {
            if (live != null && shown != null && shown.status() != ExperimentStatus.DONE && shown.status() != ExperimentStatus.CANCELLED) {
                UI ui = event.getUI();
                unwatch = live.watch(shown.id(), now -> ui.access(() -> show(now)));
            }
        }

        @Override
        protected void onDetach(DetachEvent event) {
            stopWatching();
        }

        /** Stops following the experiment: the row is gone, or the experiment is (it was read again every second). */
        private void stopWatching() {
            if (unwatch != null) {
                unwatch.run();
                unwatch = null;
            }
        }
    }
}
