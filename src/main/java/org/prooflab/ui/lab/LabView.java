package org.prooflab.ui.lab;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinSession;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.lab.SolveJob;
import org.prooflab.lab.SolveService;

/**
 * The solver lab: a position, one or several solvers, and their real searches streamed live from
 * the worker pool through server push. {@code /lab/connect4?position=4453} links a position.
 */
@Route("lab/:game?")
@PageTitle("Solver lab | ProofLab")
@Menu(order = 3, icon = "vaadin:flask", title = "Solver lab")
final class LabView extends Div implements BeforeEnterObserver {
    private final SolveService solves;
    private final Select<GameKind> game = new Select<>();
    private final PositionEditor editor = new PositionEditor(this::positionChanged);
    private final CheckboxGroup<Algorithm> algorithms = new CheckboxGroup<>("Solvers");
    private final IntegerField maxNodes = new IntegerField("Max nodes");
    private final NumberField maxSeconds = new NumberField("Max seconds");
    private final ParameterForm parameters = new ParameterForm();
    private final Checkbox fullValue = new Checkbox("Full value (win / draw / loss: a second search when the first is disproved)");
    private final Button solve = new Button("Solve");
    private final Div race = new Div();
    private final List<SolvePanel> panels = new ArrayList<>();
    private GameState parsed;
    private String pendingPosition;

    LabView(SolveService solves) {
        this.solves = solves;
        addClassName("lab");
        add(new H2("Solver lab"));
        add(new Paragraph("Pick a game and a position, choose solvers and limits, and press Solve. Each solver runs on "
                + "the server and reports here several times a second. PROVED means the player to move wins."));

        game.setLabel("Game");
        game.setItems(GameKind.values());
        game.setItemLabelGenerator(GameKind::displayName);
        game.addValueChangeListener(e -> {
            if (e.getValue() != null) {
                editor.setGame(e.getValue(), pendingPosition == null ? "" : pendingPosition);
                pendingPosition = null;
                parameters.reset(e.getValue());
            }
        });

        algorithms.setItems(EnumSet.complementOf(EnumSet.of(Algorithm.EXACT)));
        algorithms.setItemLabelGenerator(Algorithm::displayName);
        algorithms.setValue(Set.of(Algorithm.PPNS));
        maxNodes.setValue(1_000_000);
        maxNodes.setMin(1);
        maxNodes.setMax((int) solves.maximum().maxNodes());
        maxNodes.setHelperText("at most " + String.format("%,d", solves.maximum().maxNodes()));
        maxSeconds.setValue(30.0);
        maxSeconds.setMin(0.1);
        maxSeconds.setMax(solves.maximum().maxMillis() / 1000.0);
        maxSeconds.setHelperText("at most " + solves.maximum().maxMillis() / 1000 + " s");

        solve.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        solve.addClickListener(e -> startSolves());
        Button cancelAll = new Button("Cancel all", e -> panels.forEach(p -> p.job().cancel()));

        HorizontalLayout limits = new HorizontalLayout(maxNodes, maxSeconds, fullValue);
        limits.setAlignItems(FlexComponent.Alignment.BASELINE);
        limits.setWrap(true);
        HorizontalLayout actions = new HorizontalLayout(solve, cancelAll);
        actions.setAlignItems(FlexComponent.Alignment.BASELINE);
        race.addClassName("race");
        add(game, editor, algorithms, limits, parameters, actions, race);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        GameKind kind = GameKind.CONNECT4;
        String id = event.getRouteParameters().get("game").orElse(null);
        if (id != null) {
            try {
                kind = GameKind.byId(id);
            } catch (IllegalArgumentException e) {
                Notification.show(e.getMessage() + "; showing Connect Four");
            }
        }
        List<String> p = event.getLocation().getQueryParameters().getParameters().get("position");
        pendingPosition = p != null && !p.isEmpty() ? p.get(0) : null;
        if (game.getValue() == kind) {
            editor.setGame(kind, pendingPosition == null ? "" : pendingPosition);
            pendingPosition = null;
        } else {
            game.setValue(kind);
        }
    }

    private void positionChanged(GameState state) {
        parsed = state;
        solve.setEnabled(state != null && !state.isTerminal());
    }

    private void startSolves() {
        if (parsed == null || algorithms.getValue().isEmpty()) {
            Notification.show(parsed == null ? "Fix the position first." : "Choose at least one solver.");
            return;
        }
        if (maxNodes.isInvalid() || maxNodes.getValue() == null || maxSeconds.isInvalid() || maxSeconds.getValue() == null) {
            Notification.show("The limits must be numbers within their ranges: nodes 1.." + solves.maximum().maxNodes()
                    + ", seconds 0.1.." + solves.maximum().maxMillis() / 1000);
            return;
        }
        Limits limits = new Limits(maxNodes.getValue(), Long.MAX_VALUE, Math.max(1, Math.round(maxSeconds.getValue() * 1000)));
        SearchParameters params;
        try {
            params = parameters.read();
        } catch (IllegalArgumentException e) {
            parameters.setOpened(true);
            Notification.show(e.getMessage());
            return;
        }
        String session = session();
        race.removeAll();
        panels.clear();
        for (Algorithm a : sorted(algorithms.getValue())) {
            try {
                SolveJob job = solves.submit(session, this, parsed, a, params, limits, fullValue.getValue(), null);
                addPanel(job);
            } catch (IllegalStateException e) {
                Notification.show(e.getMessage());
                break;
            }
        }
    }

    private static List<Algorithm> sorted(Set<Algorithm> set) {
        List<Algorithm> list = new ArrayList<>(set);
        list.sort(null);
        return list;
    }

    private void addPanel(SolveJob job) {
        SolvePanel panel = new SolvePanel(job);
        panels.add(panel);
        race.add(panel);
        UI ui = UI.getCurrent();
        job.listen(update -> ui.access(() -> {
            panel.show(update.progress(), update.result());
            if (update.result() != null && update.result().outcome() == org.prooflab.engine.search.Outcome.PROVED
                    && parsed != null && parsed.notation().equals(job.position().notation())) {
                editor.showBestMove(update.result().bestMove());
            }
            panels.forEach(p -> p.showQueued(solves.queuePosition(p.job())));
        }));
        panel.showQueued(solves.queuePosition(job));
    }

    /** A reload (or a return to the lab within the grace) finds the solves of the page it replaced still reporting. */
    @Override
    protected void onAttach(AttachEvent event) {
        if (panels.isEmpty()) {
            solves.adopt(session(), this).forEach(this::addPanel);
        }
    }

    /** This page is gone: its solves are cancelled after the grace unless a reloaded page adopts them. */
    @Override
    protected void onDetach(DetachEvent event) {
        panels.forEach(p -> p.job().listen(null));
        panels.clear();
        race.removeAll();
        solves.pageGone(session(), this);
    }

    private static String session() {
        return VaadinSession.getCurrent().getSession().getId();
    }
}
