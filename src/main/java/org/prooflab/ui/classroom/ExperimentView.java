package org.prooflab.ui.classroom;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.grid.ColumnTextAlign;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.progressbar.ProgressBar;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.renderer.ComponentRenderer;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.router.Route;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.prooflab.classroom.ClassroomService;
import org.prooflab.classroom.Experiment;
import org.prooflab.classroom.ExperimentStatus;
import org.prooflab.classroom.LiveExperiments;
import org.prooflab.classroom.domain.AlgorithmConfig;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.InvalidDefinitionException;
import org.prooflab.classroom.domain.TaskResult;

/**
 * One experiment at {@code /classroom/{id}}: anyone with the address watches it fill live (results
 * are read from the database, whichever instance computed them), compares the algorithms as the
 * papers do, drills down to one solve and downloads everything. Its creator may pause, resume,
 * cancel, rename and delete it.
 */
@Route("classroom/:id")
public final class ExperimentView extends VerticalLayout implements BeforeEnterObserver, HasDynamicTitle {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private final ClassroomService classroom;
    private final LiveExperiments live;
    private String token;
    private Experiment experiment;
    private ExperimentDefinition.Compiled compiled;
    private int shownDone = -1;
    private Runnable stopWatching;

    private final H2 title = new H2();
    private final Span status = new Span();
    private final Paragraph about = new Paragraph();
    private final ProgressBar progress = new ProgressBar();
    private final Span progressText = new Span();
    private final HorizontalLayout actions = new HorizontalLayout();
    private final Grid<Comparison.ConfigSummary> summary = new Grid<>();
    private final Grid<Comparison.PairTest> pairs = new Grid<>();
    private final ComparisonChart chart = new ComparisonChart("positions concluded against nodes, one line per configuration");
    private final Select<String> configFilter = new Select<>();
    private final Grid<TaskResult> results = new Grid<>();
    private List<TaskResult> allResults = List.of();

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
            event.rerouteToError(NotFoundException.class, "There is no experiment '" + id + "' here: it may have been deleted.");
            return;
        }
        token = Creator.token();
        experiment = found.get();
        compiled = experiment.definition().compile(ExperimentDefinition.Caps.COMMAND_LINE);
        classroom.visited(token, experiment);
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
        if (experiment != null) {
            stopWatching = live.watch(experiment.id(), now -> ui.access(() -> {
                if (now.isEmpty()) {
                    removeAll();
                    add(new H2("This experiment was deleted"), new Anchor("classroom", "Back to the classroom"));
                } else {
                    show(now.get());
                }
            }));
        }
    }

    @Override
    protected void onDetach(DetachEvent event) {
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
        head.setAlignItems(FlexComponent.Alignment.BASELINE);
        progress.setWidth("20rem");
        progressText.addClassName("progress-text");
        HorizontalLayout progressRow = new HorizontalLayout(progress, progressText);
        progressRow.setAlignItems(FlexComponent.Alignment.CENTER);
        actions.setWrap(true);

        summary.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_WRAP_CELL_CONTENT);
        summary.addClassName("summary");
        summary.setAllRowsVisible(true);
        summary.addColumn(Comparison.ConfigSummary::label).setHeader("Configuration").setFlexGrow(3);
        summary.addColumn(s -> s.finished() + " / " + compiled.positions().size()).setHeader("Finished");
        summary.addColumn(s -> s.concluded() + " (" + percent(s.concludedRate()) + ")").setHeader("Concluded");
        summary.addColumn(s -> Double.isNaN(s.wilsonLow()) ? "–" : percent(s.wilsonLow()) + " – " + percent(s.wilsonHigh()))
                .setHeader("95% interval");
        summary.addColumn(s -> s.proved() + " / " + s.disproved()).setHeader("Proved / disproved");
        summary.addColumn(Comparison.ConfigSummary::falseConclusions).setHeader("Wrong pr conclusions");
        summary.addColumn(s -> number(s.meanNodes())).setHeader("Mean nodes").setTextAlign(ColumnTextAlign.END);
        summary.addColumn(s -> number(s.medianNodes())).setHeader("Median nodes").setTextAlign(ColumnTextAlign.END);
        summary.addColumn(s -> number(s.meanExpanded())).setHeader("Mean visited").setTextAlign(ColumnTextAlign.END);
        summary.addColumn(s -> number(s.meanIterations())).setHeader("Mean iterations").setTextAlign(ColumnTextAlign.END);
        summary.addColumn(s -> Double.isNaN(s.meanTimeMs()) ? "–" : String.format(Locale.ROOT, "%.2f s", s.meanTimeMs() / 1000))
                .setHeader("Mean time").setTextAlign(ColumnTextAlign.END);

        pairs.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_WRAP_CELL_CONTENT);
        pairs.addClassName("pairs");
        pairs.setAllRowsVisible(true);
        pairs.addColumn(p -> label(p.a()) + "  vs  " + label(p.b())).setHeader("Pair").setFlexGrow(3);
        pairs.addColumn(p -> p.onlyA() + " / " + p.onlyB()).setHeader("Concluded by only one (A / B)");
        pairs.addColumn(p -> Double.isNaN(p.mcnemarP()) ? "–" : String.format(Locale.ROOT, "%.3g", p.mcnemarP()))
                .setHeader("McNemar p");
        pairs.addColumn(p -> Double.isNaN(p.nodeRatio()) ? "–" : String.format(Locale.ROOT, "%.2f (%.2f – %.2f)",
                p.nodeRatio(), p.ratioLow(), p.ratioHigh())).setHeader("Nodes A / B, both concluded (95% bootstrap)");
        pairs.addColumn(Comparison.PairTest::bothConcluded).setHeader("Both concluded");

        configFilter.setLabel("Configuration");
        List<String> labels = new ArrayList<>(List.of("All"));
        compiled.configs().stream().map(AlgorithmConfig::label).forEach(labels::add);
        configFilter.setItems(labels);
        configFilter.setValue("All");
        configFilter.addValueChangeListener(e -> filterResults());

        results.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES);
        results.addClassName("results");
        results.setHeight("28rem");
        results.addColumn(r -> r.positionIndex() + 1).setHeader("#").setWidth("4rem").setFlexGrow(0).setSortable(true);
        results.addColumn(TaskResult::position).setHeader("Position").setFlexGrow(2).setSortable(true);
        results.addColumn(r -> label(r.configIndex())).setHeader("Configuration").setFlexGrow(2).setSortable(true);
        results.addColumn(r -> r.answer() + (r.prConclusion() != null ? " (pr)" : "")).setHeader("Answer").setSortable(true);
        results.addColumn(r -> r.limit() == null ? "" : r.limit()).setHeader("Stopped by");
        results.addColumn(r -> String.format(Locale.ROOT, "%,d", r.nodes())).setHeader("Nodes")
                .setComparator(TaskResult::nodes).setTextAlign(ColumnTextAlign.END);
        results.addColumn(r -> String.format(Locale.ROOT, "%,d", r.expanded())).setHeader("Visited")
                .setComparator(TaskResult::expanded).setTextAlign(ColumnTextAlign.END);
        results.addColumn(r -> String.format(Locale.ROOT, "%,d", r.iterations())).setHeader("Iterations")
                .setComparator(TaskResult::iterations).setTextAlign(ColumnTextAlign.END);
        results.addColumn(r -> String.format(Locale.ROOT, "%,d", r.playouts())).setHeader("Playouts")
                .setComparator(TaskResult::playouts).setTextAlign(ColumnTextAlign.END);
        results.addColumn(r -> String.format(Locale.ROOT, "%.2f s", r.timeMs() / 1000.0)).setHeader("Time")
                .setComparator(TaskResult::timeMs).setTextAlign(ColumnTextAlign.END);
        results.addColumn(r -> r.bestMove() == null ? "" : r.bestMove()).setHeader("Best move");
        results.setItemDetailsRenderer(new ComponentRenderer<>(this::details));
        results.setDetailsVisibleOnClick(true);

        Anchor csv = download("results.csv", "Download CSV");
        Anchor json = download("results.json", "Download JSON");
        HorizontalLayout downloads = new HorizontalLayout(csv, json);

        add(head, about, progressRow, actions,
                new H3("Summary"), new Paragraph("Concluded: proved, disproved, or (PPNS with pr) concluded on the precision "
                        + "rate, checked against the exact solver. Means are over concluded positions. The interval is Wilson's "
                        + "95% score interval on the share concluded."),
                summary,
                new H3("Positions concluded within a node budget"), chart,
                new H3("Pairs"), new Paragraph("McNemar's exact test on the positions one configuration concluded and the "
                        + "other did not; the node ratio on positions both concluded, with a paired bootstrap interval."),
                pairs,
                new H3("Every solve"), new Paragraph("Click a row for its root-value curve and to open the position in the lab."),
                configFilter, results, downloads);
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
        title.setText(e.name());
        status.setText(statusText(e));
        status.getElement().setAttribute("data-status", e.status().name());
        about.setText(String.format(Locale.ROOT, "%s, %d positions x %d configurations, limits %,d nodes and %s s a solve. "
                        + "Made %s.%s", compiled.game().displayName(), e.positions(), e.configs(), compiled.limits().maxNodes(),
                seconds(compiled.limits().maxMillis()), WHEN.format(e.createdAt()),
                e.parentId() == null ? "" : " A variant of experiment " + e.parentId() + "."));
        progress.setValue(e.progress());
        progressText.setText(String.format(Locale.ROOT, "%,d of %,d solves finished", e.done(), e.tasks()));
        actions.removeAll();
        if (classroom.isCreator(e, token)) {
            if (e.status() == ExperimentStatus.RUNNING) {
                actions.add(button("Pause", () -> classroom.pause(experiment, token)));
            }
            if (e.status() == ExperimentStatus.PAUSED) {
                actions.add(button("Resume", () -> classroom.resume(experiment, token)));
            }
            if (!e.status().finished()) {
                Button cancel = button("Cancel", () -> classroom.cancel(experiment, token));
                cancel.addThemeVariants(ButtonVariant.LUMO_ERROR);
                actions.add(cancel);
            }
            actions.add(renameField(e));
            Button delete = new Button("Delete", ev -> confirmDelete());
            delete.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_TERTIARY);
            actions.add(delete);
        }
        Button duplicate = new Button("Duplicate and edit", ev -> UI.getCurrent().navigate(NewExperimentView.class,
                QueryParameters.of("from", e.id())));
        actions.add(duplicate);
        actions.setAlignItems(FlexComponent.Alignment.BASELINE);
        if (e.done() != shownDone) {
            shownDone = e.done();
            allResults = classroom.results(e.id());
            Comparison comparison = Comparison.of(compiled, allResults);
            summary.setItems(comparison.configs());
            pairs.setItems(comparison.pairs());
            pairs.setVisible(compiled.configs().size() > 1);
            chart.show("nodes (log scale)", "positions concluded", true, true, 0.0, (double) compiled.positions().size(),
                    Figures.concludedByNodes(compiled, allResults));
            filterResults();
        }
    }

    private HorizontalLayout renameField(Experiment e) {
        TextField name = new TextField();
        name.setAriaLabel("Name");
        name.setValue(e.name());
        name.setMaxLength(200);
        name.setWidth("16rem");
        Button save = new Button("Rename", ev -> {
            try {
                classroom.rename(experiment, token, name.getValue());
                name.setInvalid(false);
                show(classroom.find(experiment.id()).orElse(experiment));
            } catch (InvalidDefinitionException ex) {
                name.setErrorMessage(ex.problems().get(0).message());
                name.setInvalid(true);
            }
        });
        HorizontalLayout row = new HorizontalLayout(name, save);
        row.setSpacing(false);
        row.getStyle().set("gap", "var(--lumo-space-xs)");
        return row;
    }

    private void confirmDelete() {
        ConfirmDialog dialog = new ConfirmDialog();
        dialog.setHeader("Delete this experiment?");
        dialog.setText("Its results are deleted for everyone who has the link. This cannot be undone.");
        dialog.setCancelable(true);
        dialog.setConfirmText("Delete");
        dialog.setConfirmButtonTheme("error primary");
        dialog.addConfirmListener(ev -> {
            classroom.delete(experiment, token);
            UI.getCurrent().navigate("classroom");
        });
        dialog.open();
    }

    private Button button(String text, Runnable action) {
        return new Button(text, ev -> {
            try {
                action.run();
            } catch (ClassroomService.NotCreatorException ex) {
                Notification.show(ex.getMessage()).addThemeVariants(NotificationVariant.LUMO_ERROR);
            }
            classroom.find(experiment.id()).ifPresent(this::show);
        });
    }

    private void filterResults() {
        String chosen = configFilter.getValue();
        results.setItems(chosen == null || "All".equals(chosen) ? allResults
                : allResults.stream().filter(r -> label(r.configIndex()).equals(chosen)).toList());
    }

    private Div details(TaskResult r) {
        Div box = new Div();
        box.addClassName("solve-details");
        ComparisonChart trace = new ComparisonChart("root value over iterations of this solve");
        trace.setHeight("12rem");
        trace.show("iterations", "root value", false, false, null, null,
                List.of(new ComparisonChart.Series(label(r.configIndex()), Figures.trace(r.trace()))));
        String game = compiled.game().id();
        Anchor lab = new Anchor("lab/" + game + "?position=" + URLEncoder.encode(r.position(), StandardCharsets.UTF_8),
                "Open this position in the lab");
        Paragraph facts = new Paragraph(String.format(Locale.ROOT, "Root value at the end: %s. %s", rootValue(r.rootValue()),
                r.exactOutcome() == null ? "" : "Exact solver: " + r.exactOutcome() + "."));
        box.add(facts, trace, lab);
        return box;
    }

    private String label(int configIndex) {
        return compiled.configs().get(configIndex).label();
    }

    private static String statusText(Experiment e) {
        return switch (e.status()) {
            case RUNNING -> e.done() == 0 ? "Queued" : "Running";
            case PAUSED -> "Paused";
            case CANCELLED -> "Cancelled";
            case DONE -> "Finished";
        };
    }

    private static String percent(double rate) {
        return Double.isNaN(rate) ? "–" : String.format(Locale.ROOT, "%.0f%%", 100 * rate);
    }

    private static String number(double v) {
        return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%,.0f", v);
    }

    private static String rootValue(double v) {
        return Double.isNaN(v) ? "none" : String.format(Locale.ROOT, "%.6g", v);
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? Long.toString(millis / 1000) : String.format(Locale.ROOT, "%.3f", millis / 1000.0);
    }
}
