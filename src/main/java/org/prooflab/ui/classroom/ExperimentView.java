package org.prooflab.ui.classroom;

import static org.prooflab.ui.Headings.pageTitle;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.grid.ColumnTextAlign;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.progressbar.ProgressBar;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.data.renderer.LitRenderer;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteParameters;
import com.vaadin.flow.router.RouterLink;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.prooflab.classroom.ClassroomService;
import org.prooflab.classroom.CreatorTokens;
import org.prooflab.classroom.Experiment;
import org.prooflab.classroom.ExperimentStatus;
import org.prooflab.classroom.LiveExperiments;
import org.prooflab.ui.PushFallback;
import org.prooflab.classroom.domain.Aggregates;
import org.prooflab.classroom.domain.AlgorithmConfig;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.TaskResult;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.search.Parameter;
import org.prooflab.engine.search.StopReason;
import org.prooflab.ui.Durations;

/**
 * One experiment at {@code /classroom/{id}}: anyone with the address watches it fill live (results
 * are read from the database, whichever instance computed them), compares the algorithms as the
 * papers do, drills down to one solve and downloads everything. Its creator may pause, resume,
 * cancel, rename and delete it.
 */
@Route("classroom/:id")
public final class ExperimentView extends VerticalLayout implements BeforeEnterObserver, HasDynamicTitle {

    private final ClassroomService classroom;
    private final LiveExperiments live;
    private String token;
    private Experiment experiment;
    private ExperimentDefinition.Compiled compiled;
    /** What all its positions share when they are P-game trees' roots of one size ("branching 2 and depth 8"): said once, not in every row. */
    private Optional<String> treeShape = Optional.empty();
    /** The experiment this one was made from, looked up once when entered (not at every live update); empty if none or deleted. */
    private Optional<Experiment> parent = Optional.empty();
    private int shownDone = -1;
    /** The state the figures were drawn for. */
    private ExperimentStatus shownFigures;
    private Runnable stopWatching;

    private final H1 title = pageTitle("");
    private final Span status = new Span();
    private final Paragraph about = new Paragraph();
    private final ProgressBar progress = new ProgressBar();
    private final Span progressText = new Span();
    private ExperimentActions actions;
    private final ComparisonFigures figures = new ComparisonFigures();
    private final Map<TaskResult, Aggregates.Check> checks = new IdentityHashMap<>();
    private final Select<String> configFilter = new Select<>();
    private final Grid<TaskResult> results = new Grid<>();
    private int rowsMeasured = -1;
    /** The details of the solve chosen in the grid, under it, and that solve (null: none chosen). */
    private final Div solveDetails = new Div();
    /** A row with the keyboard's focus in the grid of solves, which Enter opens. */
    private TaskResult focusedRow;
    /** What a screen reader says when a solve's details open under the grid (they are too long to be read out whole). */
    private final Span detailsSaid = new Span();
    private TaskResult detailed;
    private List<TaskResult> allResults = List.of();
    /** The shared results and figures shown, or null before the first show. */
    private ClassroomService.ResultsView view;

    public ExperimentView(ClassroomService classroom, LiveExperiments live) {
        this.classroom = classroom;
        this.live = live;
        addClassName("experiment");
        setMaxWidth("80rem");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        String id = event.getRouteParameters().get("id").orElse("");
        Optional<Experiment> found = classroom.find(id);
        if (found.isEmpty()) {
            String lower = id.toLowerCase(Locale.ROOT);
            if (!lower.equals(id) && classroom.find(lower).isPresent()) {
                // Ids are written in small letters: /classroom/MNP6CJRA, typed from a slide, is that experiment.
                event.forwardTo(ExperimentView.class, new RouteParameters("id", lower));
                return;
            }
            event.rerouteToError(NotFoundException.class, "There is no experiment '" + Notation.abbreviated(id) + "' here: "
                    + (CreatorTokens.idShaped(lower) ? "it may have been deleted, or the link was mistyped."
                    : "an experiment's id is 8 letters and digits, as in /classroom/abcd2345: the link may have been mistyped or cut short."));
            return;
        }
        token = Creator.token();
        experiment = found.get();
        compiled = experiment.definition().compileStored();
        treeShape = ExperimentText.sharedTreeShape(compiled.game(), compiled.positions());
        about.addClassName("experiment-about");
        parent = experiment.parentId() == null ? Optional.empty() : classroom.find(experiment.parentId());
        classroom.visited(token, experiment);
        // the same view may be entered again for another experiment
        shownDone = -1;
        shownFigures = null;
        build();
        show(experiment);
    }

    @Override
    public String getPageTitle() {
        return (experiment == null ? "Experiment" : experiment.name()) + " | ProofLab classroom";
    }

    @Override
    protected void onAttach(AttachEvent event) {
        UI ui = event.getUI();
        // Come from the form, whose last mistake (put right since) is still in the live region: it is not this page's.
        ui.getPage().executeJs(CLEAR_ANNOUNCEMENT);
        if (experiment != null) {
            PushFallback.pollWhile(ui, experiment.status() == ExperimentStatus.RUNNING);
            stopWatching = live.watch(experiment.id(), now -> ui.access(() -> {
                if (now.isEmpty()) {
                    removeAll();
                    add(pageTitle("This experiment was deleted"), new Anchor("classroom", "Back to the classroom"));
                } else {
                    show(now.get());
                }
            }));
        }
    }

    @Override
    protected void onDetach(DetachEvent event) {
        // The UI outlives the view (the next page is shown in it): its poll ends with the page.
        PushFallback.pollWhile(event.getUI(), false);
        if (stopWatching != null) {
            stopWatching.run();
            stopWatching = null;
        }
    }

    private void build() {
        removeAll();
        title.addClassName("experiment-name");
        status.addClassName("status");
        HorizontalLayout head = new HorizontalLayout(title, status);
        head.addClassName("experiment-head");
        head.setAlignItems(FlexComponent.Alignment.BASELINE);
        progress.setWidth("20rem");
        progress.getElement().setAttribute("aria-label", "solves finished");
        progressText.addClassName("progress-text");
        progress.setMaxWidth("100%");
        HorizontalLayout progressRow = new HorizontalLayout(progress, progressText);
        progressRow.setAlignItems(FlexComponent.Alignment.CENTER);
        progressRow.setWrap(true);
        progressRow.setWidthFull();
        actions = new ExperimentActions(classroom, token, experiment, this::show);

        configFilter.setLabel("Configuration");
        List<String> labels = new ArrayList<>(List.of("All"));
        compiled.configs().stream().map(AlgorithmConfig::label).forEach(labels::add);
        configFilter.setItems(labels);
        configFilter.setValue("All");
        configFilter.addValueChangeListener(e -> filterResults());

        results.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES);
        results.addClassName("results");
        // A few solves take the rows they need (28rem left an empty box under six); many scroll in 28rem.
        if ((long) compiled.positions().size() * compiled.configs().size() <= 12) {
            results.setAllRowsVisible(true);
        } else {
            results.setHeight("28rem");
        }
        // Every column as wide as its texts (the grid's 100 px a column cut "DISPROVED" and the
        // configurations short and pushed the last columns out of view), but the position, which may be
        // 64 squares long: it is cut, and written whole in its title (shown on hover) and the row's details.
        // A P-game tree shows its seed first (ExperimentText.position): its notation's start is the same for every tree.
        Grid.Column<TaskResult> number = results.addColumn(r -> r.positionIndex() + 1).setHeader(sortable("#")).setAutoWidth(true)
                .setSortable(true);
        // The position opens in the lab with the row's configuration and the experiment's limits.
        Grid.Column<TaskResult> position = results.addComponentColumn(r -> {
            String shown = treeShape.isPresent() ? ExperimentText.seed(r.position()) : ExperimentText.position(compiled.game(), r.position());
            Anchor lab = new Anchor(Figures.labAddress(compiled, r.configIndex(), r.position()), shown);
            lab.addClassName("lab-link");
            // The whole position on hover, by the link's own title: the grid's tooltip generator threw in the browser
            // ("Cannot destructure property 'gridtooltips' of 'item'") on every load of the page.
            lab.getElement().setAttribute("title", r.position());
            // The name starts with the text shown (the moves, a tree's seed), as a screen reader's user hears and a voice
            // user says it.
            lab.getElement().setAttribute("aria-label", shown + ": open position " + (r.positionIndex() + 1) + " with "
                    + label(r.configIndex()) + " in the lab");
            return lab;
        }).setHeader(sortable(treeShape.isPresent() ? "Tree seed" : "Position")).setWidth("7rem")
                .setComparator((a, b) -> compiled.game() == GameKind.PGAME ? ExperimentText.POSITION_ORDER.compare(a.position(), b.position())
                        : a.position().compareTo(b.position()));
        // A name with parameters wraps in a column of its own width ("PPNS (theta 0.001, pr 0.001)" on two lines): sized
        // to it, the column pushed Time and Best move past the right edge at 1280 px. Lit writes the name as text.
        Grid.Column<TaskResult> configuration = results.addColumn(LitRenderer.<TaskResult>of(
                        "<span class=\"configuration-name\">${item.name}</span>").withProperty("name", r -> label(r.configIndex())))
                .setHeader(sortable("Configuration")).setComparator(r -> label(r.configIndex()));
        if (compiled.configs().stream().anyMatch(c -> c.label().length() > WRAPPED_NAME)) {
            configuration.setWidth("9rem");
            configuration.getElement().setAttribute("data-wrapped", true);
        } else {
            configuration.setAutoWidth(true);
        }
        // What stopped a solve that did not conclude is its answer's note ("OUT (time)"): a column of its
        // own, blank on every concluded row, pushed Time and Best move out of view at 1280 px.
        Grid.Column<TaskResult> answer = results.addColumn(ExperimentView::answerText)
                .setHeader(sortable("Answer")).setAutoWidth(true).setSortable(true);
        results.addComponentColumn(r -> {
            Span check = new Span(SolveDetails.checkWord(r, check(r)));
            check.addClassNames("check", SolveDetails.checkClass(r, check(r)));
            return check;
        }).setHeader("Cross-check").setAutoWidth(true);
        results.addColumn(r -> String.format(Locale.ROOT, "%,d", r.nodes())).setHeader(sortable("Nodes")).setAutoWidth(true)
                .setComparator(TaskResult::nodes).setTextAlign(ColumnTextAlign.END);
        results.addColumn(r -> String.format(Locale.ROOT, "%,d", r.expanded())).setHeader(sortable("Visited")).setAutoWidth(true)
                .setComparator(TaskResult::expanded).setTextAlign(ColumnTextAlign.END);
        results.addColumn(r -> String.format(Locale.ROOT, "%,d", r.iterations())).setHeader(sortable("Iterations")).setAutoWidth(true)
                .setComparator(TaskResult::iterations).setTextAlign(ColumnTextAlign.END);
        results.addColumn(r -> String.format(Locale.ROOT, "%,d", r.playouts())).setHeader(sortable("Playouts")).setAutoWidth(true)
                .setComparator(TaskResult::playouts).setTextAlign(ColumnTextAlign.END);
        results.addColumn(r -> Durations.text(r.timeMs())).setHeader(sortable("Time")).setAutoWidth(true)
                .setComparator(TaskResult::timeMs).setTextAlign(ColumnTextAlign.END);
        results.addColumn(r -> r.bestMove() == null ? "" : r.bestMove()).setHeader("Best move").setAutoWidth(true);
        // The room the columns' texts leave goes to the position, where a long one or a tree's 20-digit seed is cut: it
        // was shared by every column (the grid's flex-grow 1), so the numbers' columns were wider than their numbers
        // while a seed was cut even on a wide screen.
        results.getColumns().forEach(c -> c.setFlexGrow(c == position ? 1 : 0));
        // A contradicted answer's whole row is red: on a phone the Cross-check column is out of view, to the right, and a
        // wrong "DISPROVED (pr)" looked like the right ones around it.
        results.setPartNameGenerator(r -> check(r) == Aggregates.Check.CONTRADICTED ? "contradicted" : null);
        // A row's details show under the grid, not inside it: in the grid's 28rem box, or on a phone, a
        // chart opened inside pushed the rows out and was cut at the box's edge.
        results.asSingleSelect().addValueChangeListener(e -> {
            if (e.isFromClient()) {
                showDetails(e.getValue());
            }
        });
        // Enter on a row opens its details as a click or Space does (it did nothing): the grid tells which row has
        // the keyboard's focus, and Enter selects it.
        results.addCellFocusListener(e -> focusedRow = e.getItem().orElse(null));
        results.getElement().addEventListener("keydown", e -> {
            if (focusedRow != null && !focusedRow.equals(detailed)) {
                results.select(focusedRow);
                showDetails(focusedRow);
            }
        // On a cell, not inside one: Enter on the Position cell's link follows the link (the grid's interaction mode).
        }).setFilter("event.key === 'Enter' && event.composedPath()[0].localName === 'td'");
        detailsSaid.addClassName("sr-only");
        detailsSaid.getElement().setAttribute("aria-live", "polite");
        solveDetails.addClassName("solve-details-panel");
        solveDetails.setVisible(false);
        solveDetails.setWidthFull();
        // On a phone the grid keeps the number, the configuration and the answer: the other columns
        // pushed the answer past the right edge. A click on a row opens its details, which write them all.
        List<Grid.Column<TaskResult>> secondary = new ArrayList<>(results.getColumns());
        secondary.removeAll(List.of(number, configuration, answer));
        secondary.forEach(c -> c.getElement().setAttribute("data-secondary", true));
        configuration.getElement().setAttribute("data-wraps", true);
        results.addAttachListener(e -> results.getElement().executeJs(PHONE_COLUMNS, results.getElement()));

        Anchor csv = download("results.csv", "Download CSV");
        Anchor json = download("results.json", "Download JSON");
        HorizontalLayout downloads = new HorizontalLayout(csv, json);

        add(head, about, progressRow, actions,
                figures,
                new H2("Every solve"), new Paragraph("Click a row for its details under the table: every number of the solve, "
                        + "its root-value curve, and a link that opens the position in the lab with that configuration and the "
                        + "experiment's node and time limits" + iterationsLeftOut() + tableLeftOut() + ". " + bestMoveWords()),
                configFilter, results, detailsSaid, solveDetails, downloads);
    }

    /**
     * A sortable column's header. The grid sizes a column to its header and cells but leaves out the
     * sort arrows (vaadin/flow-components#1457), so short numbers cut their header to "No…": the
     * padding holds the arrows' room while the width is measured.
     */
    private static Span sortable(String text) {
        Span header = new Span(text);
        header.addClassName("sortable-header");
        return header;
    }

    private Anchor download(String file, String text) {
        Anchor a = new Anchor("/api/experiments/" + experiment.id() + "/" + file, text);
        a.setRouterIgnore(true);
        a.getElement().setAttribute("download", true);
        a.addClassName("download");
        return a;
    }

    private void show(Experiment e) {
        experiment = e;
        if (!e.name().equals(title.getText())) {
            title.setText(e.name());
            // Every watcher's tab follows a rename, not only the renaming teacher's.
            getUI().ifPresent(ui -> ui.getPage().setTitle(getPageTitle()));
        }
        status.setText(e.stateWord());
        status.getElement().setAttribute("data-status", e.status().name());
        getUI().ifPresent(ui -> PushFallback.pollWhile(ui, e.status() == ExperimentStatus.RUNNING));
        // Trees of one size say it here once; the table of every solve then shows each by its seed alone.
        about.setText(String.format(Locale.ROOT, "%s, %s x %s, limits %s a solve.%s "
                        + "Made %s.", treeShape.isPresent() ? "P-game" : compiled.game().displayName(),
                ExperimentForm.count(e.positions(), treeShape.isPresent() ? "tree" : "position"),
                ExperimentForm.count(e.configs(), "configuration"), ExperimentText.limits(compiled.limits()),
                treeShape.map(shape -> (e.positions() == 1 ? " The tree has " : " Every tree has ") + shape + ".").orElse(""), ExperimentText.when(e.createdAt())));
        if (e.parentId() != null) {
            // The experiment it was made from, by name and linked (its bare id said nothing), or said gone.
            about.add(new Text(" "));
            parent.ifPresentOrElse(from -> {
                RouterLink link = new RouterLink(ExperimentView.class, new RouteParameters("id", from.id()));
                link.setText(from.name());
                link.addClassName("experiment-parent");
                about.add(new Text("A variant of “"), link, new Text("”."));
            }, () -> about.add(new Text("A variant of an experiment since deleted.")));
        }
        progress.setValue(e.progress());
        progressText.setText(String.format(Locale.ROOT, "%,d of %,d solves finished", e.done(), e.tasks()));
        progress.getElement().setAttribute("aria-valuetext", progressText.getText());
        actions.show(e);
        boolean newResults = e.done() != shownDone;
        if (newResults) {
            shownDone = e.done();
            // Read and computed once for every page watching this experiment (ClassroomService#resultsView).
            view = classroom.resultsView(e, compiled);
            allResults = view.results();
            checks.clear();
            for (int i = 0; i < allResults.size(); i++) {
                checks.put(allResults.get(i), view.checks().get(i));
            }
        }
        // A cancel changes no result but what the figures say of them: "so far" no longer, as a finished run's page says.
        if (view != null && (newResults || e.status() != shownFigures)) {
            shownFigures = e.status();
            figures.show(compiled, allResults, view.checks(), view.comparison(), view.aggregates(), e.status(), e.done() >= e.tasks());
        }
        if (newResults) {
            filterResults();
        }
    }

    private Aggregates.Check check(TaskResult r) {
        return checks.getOrDefault(r, Aggregates.Check.UNCHECKED);
    }

    /**
     * Empties the live region in which the components say a field's error to a screen reader (a clipped div at the end
     * of the page's body, made by Vaadin's announce()). It keeps its last words after the error is gone: a rename that
     * failed and then succeeded left "Give the experiment a name" in the page, which a screen reader's reading of the
     * page still found, as did the form's last mistake on the page of the experiment it made.
     */
    static final String CLEAR_ANNOUNCEMENT = "[...document.body.children].filter(e => e.localName === 'div'"
            + " && (e.hasAttribute('aria-live') || e.getAttribute('role') === 'alert') && e.style.position === 'fixed'"
            + " && e.style.clip).forEach(e => e.textContent = '')";

    private void filterResults() {
        String chosen = configFilter.getValue();
        List<TaskResult> shown = chosen == null || "All".equals(chosen) ? allResults
                : allResults.stream().filter(r -> label(r.configIndex()).equals(chosen)).toList();
        results.setItems(shown);
        // The rows may have moved under the focus: Enter opens a row only after the focus lands on one again.
        focusedRow = null;
        // New rows came in: the solve whose details show stays chosen (its details are kept as they are).
        if (detailed != null) {
            // ... unless the configuration filter hides it: then its details go too.
            shown.stream().filter(r -> r.positionIndex() == detailed.positionIndex() && r.configIndex() == detailed.configIndex())
                    .findFirst().ifPresentOrElse(results::select, () -> showDetails(null));
        }
        // The columns' widths follow their texts: measured again as rows come in (a "DISPROVED" or an
        // "OUT (pr)" may arrive after the first rows were measured).
        if (shown.size() != rowsMeasured) {
            rowsMeasured = shown.size();
            results.getElement().executeJs(MEASURE_WHEN_LOADED, results.getElement());
        }
    }

    /**
     * Measures the columns again as the rows reach the browser, at a few moments after the update: the grid
     * fetches its rows after the call that brings them, and measured at once (Grid#recalculateColumnWidths)
     * a visitor opening a finished experiment had the columns sized before the rows came, the answers cut to
     * "OUT (n…". A newer update's measurements replace the ones still waiting (a live run updates at every
     * finished solve); a grid still loading its rows measures once they are in.
     */
    private static final String MEASURE_WHEN_LOADED = """
            const g = $0;
            (g.measureTimers || []).forEach(clearTimeout);
            g.measureTimers = [0, 150, 500, 1500].map(delay => setTimeout(() => g.recalculateColumnWidths(), delay));
            """;

    /**
     * While the screen is a phone's (the stylesheet's 600 px): hides the grid's columns marked
     * data-secondary, and lets the configuration (data-wraps) wrap in a column that takes the room
     * left, so the answer beside a long "PPNS (theta 0.001, pr 0.001)" is not cut at the edge.
     */
    private static final String PHONE_COLUMNS = """
            const g = $0; const phone = matchMedia('(max-width: 600px)');
            const wraps = g.querySelector('vaadin-grid-column[data-wraps]');
            const apply = () => {
              g.querySelectorAll('vaadin-grid-column[data-secondary]').forEach(c => c.hidden = phone.matches);
              const theme = new Set((g.getAttribute('theme') || '').split(' ').filter(t => t));
              if (phone.matches) { theme.add('wrap-cell-content'); } else { theme.delete('wrap-cell-content'); }
              g.setAttribute('theme', [...theme].join(' '));
              const wrapped = wraps.hasAttribute('data-wrapped');
              wraps.autoWidth = !phone.matches && !wrapped; wraps.flexGrow = phone.matches ? 1 : 0;
              wraps.width = phone.matches ? '6rem' : wrapped ? '9rem' : wraps.width;
              g.recalculateColumnWidths();
            };
            apply();
            if (!g.phoneColumns) { g.phoneColumns = true; phone.addEventListener('change', apply); }
            """;

    /** Shows {@code r}'s details under the grid, or none; on a phone the page scrolls to them. */
    private void showDetails(TaskResult r) {
        detailed = r;
        solveDetails.removeAll();
        solveDetails.setVisible(r != null);
        if (r != null) {
            solveDetails.add(SolveDetails.of(compiled, r, check(r)));
            solveDetails.getElement().executeJs("this.scrollIntoView({block: 'nearest'})");
        }
        detailsSaid.setText(r == null ? "" : "Details of position " + (r.positionIndex() + 1) + " with " + label(r.configIndex())
                + " under the grid");
    }

    /** The answer, with what the solve concluded on (the precision rate) or what stopped it when it did not conclude. */
    private static String answerText(TaskResult r) {
        if (r.prConclusion() != null) {
            return r.answer() + " (pr)";
        }
        return r.limit() == null ? r.answer() : r.answer() + " (" + StopReason.phraseOf(r.limit()) + ")";
    }

    /** Configuration names longer than this wrap in the table of every solve, in a column 9rem wide. */
    private static final int WRAPPED_NAME = 20;

    private String label(int configIndex) {
        return compiled.configs().get(configIndex).label();
    }

    /** What the Best move column holds, in the notation of the experiment's game. */
    private String bestMoveWords() {
        return "Best move: the move at the root the solver would play when it stopped (on a proved win, a winning move), "
                + switch (compiled.game()) {
                    case CONNECT4 -> "a column, counted from 1 at the left.";
                    case OTHELLO -> "a square, a1 to h8 (-- for a pass).";
                    case PGAME -> "a child of the root, counted from 0.";
                };
    }

    /** The lab has no field for a transposition table's size: said when a configuration sets one, which its link leaves out. */
    private String tableLeftOut() {
        boolean sets = compiled.definition().algorithms().stream()
                .anyMatch(a -> a.parameters().containsKey(Parameter.TABLE_BYTES.id()));
        return sets ? "; a depth-first solver there keeps the lab's own transposition table size, not this experiment's table-bytes" : "";
    }

    /** The lab has no iteration limit: said where a link to it would otherwise promise this experiment's. */
    private String iterationsLeftOut() {
        long iterations = compiled.limits().maxIterations();
        return iterations == Long.MAX_VALUE ? "" : String.format(Locale.ROOT,
                " (not its limit of %,d %s: the lab has none)", iterations, iterations == 1 ? "iteration" : "iterations");
    }
}
