package org.prooflab.ui.lesson;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Outcome;
import org.prooflab.lesson.SearchStepper;

/**
 * Step mode: a best-first search on a small P-game tree, one iteration at a time, with step,
 * back, run and pause, a speed, and a timeline to scrub through the iterations already made.
 */
final class StepperPanel extends Div {
    /** One timer thread for every stepper that runs: ticks are tiny, the work is done under the UI lock. */
    private static final ScheduledExecutorService TICKS = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "stepper-ticks");
        t.setDaemon(true);
        return t;
    });

    private final Consumer<Boolean> onSolved;
    private final TextField tree = new TextField("P-game tree");
    private final Select<Algorithm> algorithm = new Select<>();
    private final Select<Integer> speed = new Select<>();
    private final Button back = button("◀ Back", () -> go(this.iteration - 1));
    private final Button step = button("Step ▶", () -> go(this.iteration + 1));
    private final Button run = button("Run", this::toggleRun);
    private final RateTimeline timeline = new RateTimeline(this::go);
    private final Span counters = new Span();
    private final Paragraph description = new Paragraph();
    private final TreeCanvas canvas = new TreeCanvas(key -> { });
    private SearchStepper stepper;
    private int iteration;
    private ScheduledFuture<?> ticking;

    StepperPanel(String pgame, Consumer<Boolean> onSolved) {
        this.onSolved = onSolved;
        addClassName("stepper");
        tree.setValue(pgame);
        tree.setWidth("22rem");
        tree.setHelperText("a small tree: at most " + SearchStepper.MAX_TREE_NODES + " nodes, as in pgame:b=2,d=6,seed=7");
        tree.setValueChangeMode(ValueChangeMode.LAZY);
        tree.addValueChangeListener(e -> rebuild());
        algorithm.setLabel("Algorithm");
        algorithm.setItems(Algorithm.PNS, Algorithm.MCPNS, Algorithm.PPNS, Algorithm.PP);
        algorithm.setItemLabelGenerator(Algorithm::displayName);
        algorithm.setValue(Algorithm.PNS);
        algorithm.addValueChangeListener(e -> rebuild());
        speed.setLabel("Speed");
        speed.setItems(1, 2, 5, 10);
        speed.setItemLabelGenerator(s -> s + " steps/s");
        speed.setValue(2);
        speed.addValueChangeListener(e -> {
            if (ticking != null) {
                stopRunning();
                startRunning();
            }
        });
        run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        counters.addClassName("stepper-counters");
        description.addClassName("step-description");
        HorizontalLayout setup = new HorizontalLayout(tree, algorithm, speed);
        setup.setWrap(true);
        setup.setAlignItems(FlexComponent.Alignment.BASELINE);
        HorizontalLayout controls = new HorizontalLayout(back, step, run, timeline);
        controls.setAlignItems(FlexComponent.Alignment.CENTER);
        controls.setWrap(true);
        add(new H3("Step mode"), setup, controls, counters, description, canvas);
        rebuild();
    }

    private static Button button(String text, Runnable action) {
        Button b = new Button(text, e -> action.run());
        b.addThemeVariants(ButtonVariant.LUMO_SMALL);
        return b;
    }

    private void rebuild() {
        stopRunning();
        try {
            PGame game = (PGame) GameKind.PGAME.parse(tree.getValue());
            stepper = new SearchStepper(game, algorithm.getValue());
            tree.setInvalid(false);
        } catch (IllegalArgumentException e) {
            tree.setErrorMessage(e.getMessage());
            tree.setInvalid(true);
            return;
        }
        timeline.setRange(stepper.lastIteration());
        go(0);
    }

    private void go(int k) {
        if (stepper == null) {
            return;
        }
        iteration = Math.max(0, Math.min(k, stepper.lastIteration()));
        SearchStepper.Step s = stepper.at(iteration);
        canvas.show(s.tree(), null);
        description.setText(s.description());
        counters.setText(String.format("iteration %d of %d   ·   nodes %d   ·   solved nodes %d   ·   root %s", s.iteration(),
                stepper.lastIteration(), s.nodes(), s.solvedNodes(),
                s.root() == Outcome.OUT ? "unknown" : s.root() == Outcome.PROVED ? "PROVED" : "DISPROVED"));
        counters.getElement().setAttribute("data-iteration", String.valueOf(iteration));
        counters.getElement().setAttribute("data-root", s.root().name());
        timeline.setValue(iteration);
        back.setEnabled(iteration > 0);
        step.setEnabled(iteration < stepper.lastIteration());
        if (iteration >= stepper.lastIteration()) {
            stopRunning();
        }
        onSolved.accept(s.root() != Outcome.OUT);
    }

    private void toggleRun() {
        if (ticking != null) {
            stopRunning();
        } else {
            if (iteration >= stepper.lastIteration()) {
                go(0);
            }
            startRunning();
        }
    }

    private void startRunning() {
        UI ui = UI.getCurrent();
        long period = 1000L / speed.getValue();
        ticking = TICKS.scheduleAtFixedRate(() -> ui.access(() -> go(iteration + 1)), period, period, TimeUnit.MILLISECONDS);
        run.setText("Pause");
    }

    private void stopRunning() {
        if (ticking != null) {
            ticking.cancel(false);
            ticking = null;
        }
        run.setText("Run");
    }

    @Override
    protected void onDetach(DetachEvent event) {
        stopRunning();
    }

    @Override
    protected void onAttach(AttachEvent event) {
        run.setText("Run");
    }

    /** The timeline: a range input over the iterations, to scrub back and forth. */
    private static final class RateTimeline extends com.vaadin.flow.component.Component {
        RateTimeline(Consumer<Integer> onScrub) {
            super(new com.vaadin.flow.dom.Element("input"));
            getElement().setAttribute("type", "range");
            getElement().setAttribute("min", "0");
            getElement().setAttribute("aria-label", "timeline of iterations");
            getElement().setAttribute("class", "timeline");
            getElement().addEventListener("input", e -> onScrub.accept((int) e.getEventData().get("element.value").asDouble()))
                    .addEventData("element.value").debounce(80);
        }

        void setRange(int max) {
            getElement().setAttribute("max", String.valueOf(max));
        }

        void setValue(int v) {
            getElement().setProperty("value", String.valueOf(v));
        }
    }
}
