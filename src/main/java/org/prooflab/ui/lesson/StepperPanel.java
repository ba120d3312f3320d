package org.prooflab.ui.lesson;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.game.pgame.PGameNotation;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Outcome;
import java.util.function.Supplier;
import com.vaadin.flow.component.checkbox.Checkbox;
import org.prooflab.lab.NotationMessages;
import org.prooflab.lesson.AndOrTree;
import org.prooflab.lesson.SearchStepper;
import org.prooflab.lesson.StepQuiz;
import org.prooflab.lesson.Stepping;
import org.prooflab.lesson.RuleSet;
import org.prooflab.lesson.TreeStepper;

/**
 * Step mode: a search shown one iteration at a time, with step, back, run and pause, a speed, and a
 * timeline to scrub through the iterations. It runs on a small P-game tree (the engine's own
 * search, replayed) or on the tree a lesson or the playground shows ({@link TreeStepper}), with
 * every solver. On both, a quiz ({@link StepQuiz}) asks before each step which node the search
 * selects next; the numbers it would need are hidden, and each answer is scored and explained.
 */
final class StepperPanel extends Div {
    /** One timer thread for every stepper that runs: ticks are tiny, the work is done under the UI lock. */
    private static final ScheduledExecutorService TICKS = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "stepper-ticks");
        t.setDaemon(true);
        return t;
    });

    /** A P-game tree small enough for step mode: the playground opens on it, and the field's help and messages give it. */
    static final String SMALL_EXAMPLE = "pgame:b=2,d=6,seed=7";
    private final Consumer<Boolean> onSolved;
    private final TextField tree = new TextField("P-game tree");
    /** The drawn tree stepped on, or null for P-game step mode. */
    private final Supplier<AndOrTree> drawn;
    private final Checkbox quiz = new Checkbox("Quiz: predict each step");
    private final Paragraph prompt = new Paragraph();
    private final Paragraph feedback = new Paragraph();
    private final Span score = new Span();
    private boolean awaiting;
    private final Select<Algorithm> algorithm = new Select<>();
    private final Select<Integer> speed = new Select<>();
    private final Button back = button("◀ Back", () -> go(this.iteration - 1));
    private final Button step = button("Step ▶", this::stepForward);
    private final Button run = button("Run", this::toggleRun);
    private final RateTimeline timeline = new RateTimeline(this::go);
    private final Span counters = new Span();
    private final Paragraph description = new Paragraph();
    private final TreeCanvas canvas = new TreeCanvas(this::clicked);
    private Stepping stepper;
    /** The quiz on this search: a new search (algorithm, tree) starts a new one, at question 1. */
    private StepQuiz stepQuiz;
    private int iteration;
    /** The step after an answer is shown as it happened; Step then asks the next question. */
    private boolean reviewing;
    private ScheduledFuture<?> ticking;

    /** Every solver step mode can replay, in the order its list offers them. */
    static final List<Algorithm> ALL = List.of(Algorithm.PNS, Algorithm.MCPNS, Algorithm.PPNS, Algorithm.PP, Algorithm.UCT, Algorithm.MCTS);

    StepperPanel(String pgame, Consumer<Boolean> onSolved) {
        this(pgame, null, Algorithm.PNS, ALL, onSolved);
    }

    /**
     * Step mode and the quiz on a drawn tree, read from {@code tree} at each {@link #rebuild()}, with the solvers
     * {@code offered} (a lesson offers those it has taught), {@code first} chosen.
     */
    static StepperPanel forTree(Supplier<AndOrTree> tree, Algorithm first, List<Algorithm> offered) {
        return new StepperPanel(null, tree, first, offered, solved -> { });
    }

    private StepperPanel(String pgame, Supplier<AndOrTree> drawnTree, Algorithm first, List<Algorithm> offered,
                         Consumer<Boolean> onSolved) {
        this.onSolved = onSolved;
        this.drawn = drawnTree;
        addClassName("stepper");
        if (drawnTree != null) {
            addClassName("tree-stepper");
        }
        tree.setValue(pgame == null ? "" : pgame);
        tree.setWidth("22rem");
        tree.setHelperText(String.format(Locale.ROOT, "a small tree: at most %,d nodes, as in %s", SearchStepper.MAX_TREE_NODES, SMALL_EXAMPLE));
        tree.setValueChangeMode(ValueChangeMode.LAZY);
        tree.addValueChangeListener(e -> rebuild());
        algorithm.setLabel("Algorithm");
        algorithm.setItems(ALL.stream().filter(offered::contains).toList());
        algorithm.setItemLabelGenerator(Algorithm::displayName);
        algorithm.setValue(offered.contains(first) ? first : offered.get(0));
        algorithm.addValueChangeListener(e -> rebuild());
        speed.setLabel("Speed");
        speed.setItems(1, 2, 5, 10);
        speed.setItemLabelGenerator(s -> s + (s == 1 ? " step/s" : " steps/s"));
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
        // Each step's explanation and each question is said by a screen reader as it comes; not while Run plays
        // several steps a second, which would queue them faster than they can be heard (startRunning).
        description.getElement().setAttribute("aria-live", "polite");
        quiz.addValueChangeListener(e -> {
            // Ticked again, the quiz starts again.
            if (stepper != null) {
                stepQuiz = new StepQuiz(stepper);
            }
            go(iteration);
        });
        prompt.addClassName("quiz-prompt");
        prompt.getElement().setAttribute("aria-live", "polite");
        feedback.addClassName("quiz-feedback");
        feedback.getElement().setAttribute("aria-live", "polite");
        score.addClassName("quiz-score");
        HorizontalLayout setup = drawnTree == null ? new HorizontalLayout(tree, algorithm, speed, quiz) : new HorizontalLayout(algorithm, speed, quiz);
        setup.setWrap(true);
        setup.setAlignItems(FlexComponent.Alignment.BASELINE);
        HorizontalLayout controls = new HorizontalLayout(back, step, run, timeline);
        controls.setAlignItems(FlexComponent.Alignment.CENTER);
        controls.setWrap(true);
        H2 heading = new H2(drawnTree == null ? "Step mode" : "Step mode on this tree");
        add(heading, setup, controls, counters, description);
        if (drawnTree != null) {
            add(new Paragraph("The search starts from the root alone and grows its own tree inside the drawn one: each step "
                    + "selects a node, adds it or its children, values them and backs the values up."));
        }
        add(prompt, feedback, score);
        prompt.setVisible(false);
        score.setVisible(false);
        add(canvas);
        canvas.setExportName("search-step");
        canvas.setTreeName("the search's tree, step by step");
        rebuild();
    }

    /** The file name the drawing's exports get, without extension ("lesson-7-search-step"). */
    void setExportName(String name) {
        canvas.setExportName(name);
    }

    private void stepForward() {
        if (reviewing) {
            // After an answer the step is already shown: the next question is about the step after it.
            go(iteration);
        } else {
            go(iteration + 1);
        }
    }

    private static Button button(String text, Runnable action) {
        Button b = new Button(text, e -> action.run());
        b.addThemeVariants(ButtonVariant.LUMO_SMALL);
        return b;
    }

    /** Starts again from iteration 0 (on a drawn tree: the tree as it is drawn now). */
    void rebuild() {
        stopRunning();
        try {
            if (drawn != null) {
                stepper = new TreeStepper(drawn.get(), algorithm.getValue());
            } else {
                PGame game = (PGame) GameKind.PGAME.parse(tree.getValue());
                stepper = new SearchStepper(game, algorithm.getValue());
            }
            stepQuiz = new StepQuiz(stepper);
            canvas.setSelectionName(RuleSet.searchedBy(algorithm.getValue()).selectedNodeName());
            tree.setInvalid(false);
        } catch (IllegalArgumentException e) {
            // In the lab's words, with an example step mode draws (the notation's own is too large for it).
            tree.setErrorMessage(tree.getValue().isBlank() ? "Type a P-game tree, as in " + SMALL_EXAMPLE
                    : NotationMessages.describe(GameKind.PGAME, tree.getValue(), e).replace(PGameNotation.EXAMPLE, SMALL_EXAMPLE));
            tree.setInvalid(true);
            clear();
            return;
        }
        canvas.setVisible(true);
        run.setEnabled(true);
        timeline.getElement().setEnabled(true);
        timeline.setRange(stepper.lastIteration());
        go(0);
    }

    /**
     * No tree to step while the field is refused: nothing of the last tree stays on show or can be
     * stepped (its drawing and counters stood under a field that no longer said that tree, and Step
     * stepped it). A tree the field takes brings everything back through {@link #rebuild()}.
     */
    private void clear() {
        stepper = null;
        stepQuiz = null;
        awaiting = false;
        reviewing = false;
        iteration = 0;
        canvas.setVisible(false);
        counters.setText("");
        counters.getElement().removeAttribute("data-iteration");
        counters.getElement().removeAttribute("data-root");
        description.setText("");
        prompt.setVisible(false);
        score.setVisible(false);
        showVerdict(null);
        back.setEnabled(false);
        step.setEnabled(false);
        run.setEnabled(false);
        timeline.getElement().setEnabled(false);
        onSolved.accept(false);
    }

    private void go(int k) {
        reviewing = false;
        show(k);
    }

    /**
     * Shows iteration {@code k}. In the quiz the tree is shown as a question about the next step,
     * unless that question is answered, or the student has just answered the one before (then Step
     * asks it): then the step is shown as it happened, with the node they clicked for it outlined
     * and their verdict under it.
     */
    private void show(int k) {
        if (stepper == null) {
            return;
        }
        iteration = Math.max(0, Math.min(k, stepper.lastIteration()));
        SearchStepper.Step s = stepper.at(iteration);
        boolean quizzing = quiz.getValue() && !reviewing && stepQuiz.asks(iteration) && stepQuiz.answered(iteration) == null;
        awaiting = quizzing;
        prompt.setVisible(quizzing);
        score.setVisible(quiz.getValue());
        score.setText("Score: " + stepQuiz.right() + " of " + stepQuiz.asked());
        score.getElement().setAttribute("data-right", String.valueOf(stepQuiz.right()));
        score.getElement().setAttribute("data-asked", String.valueOf(stepQuiz.asked()));
        StepQuiz.Answer before = quiz.getValue() && !quizzing && iteration > 0 ? stepQuiz.answered(iteration - 1) : null;
        showVerdict(before);
        // A click or Enter answers a question; otherwise it does nothing here, and the hint does not offer it.
        canvas.setHint(quizzing ? TreeCanvas.hint("click the node the next iteration selects", "chooses") : TreeCanvas.hint(null, null));
        if (quizzing) {
            stopRunning();
            canvas.show(stepQuiz.question(iteration), null);
            prompt.setText("Question " + (stepQuiz.asked() + 1) + ": " + stepQuiz.prompt(iteration));
            description.setText("Iteration " + iteration + " done; what does the next one select?");
        } else {
            canvas.show(s.tree(), before == null ? null : before.clicked());
            description.setText(s.description());
        }
        // While a question is asked the prompt says it, and the description would say the same again; while Run
        // plays, steps come faster than they can be heard.
        description.getElement().setAttribute("aria-live", quizzing || ticking != null ? "off" : "polite");
        counters.setText(String.format("iteration %d of %d   ·   nodes %d   ·   solved nodes %d   ·   root %s", s.iteration(),
                stepper.lastIteration(), s.nodes(), s.solvedNodes(),
                s.root() == Outcome.OUT ? "unknown" : s.root() == Outcome.PROVED ? "PROVED" : "DISPROVED"));
        counters.getElement().setAttribute("data-iteration", String.valueOf(iteration));
        counters.getElement().setAttribute("data-root", s.root().name());
        timeline.setValue(iteration);
        back.setEnabled(iteration > 0);
        step.setEnabled(iteration < stepper.lastIteration());
        step.setText(reviewing ? "Next question ▶" : quizzing ? "Skip ▶" : "Step ▶");
        if (iteration >= stepper.lastIteration()) {
            stopRunning();
            // At the end Run starts the search again from its first step: said on the button (it read "Run", as if
            // it would go on).
            run.setText("Run again");
        } else if (ticking == null) {
            run.setText("Run");
        }
        onSolved.accept(s.root() != Outcome.OUT);
    }

    /** A node clicked: in the quiz, the student's answer for the step to come, then that step as it happened. */
    void clicked(String key) {
        if (!awaiting) {
            return;
        }
        stepQuiz.answer(iteration, key);
        reviewing = true;
        show(iteration + 1);
    }

    /**
     * The verdict on the answer that led to the step shown, or nothing (a question shown, or a step
     * not asked about). Seen again after stepping back, it says the question was answered already.
     */
    private void showVerdict(StepQuiz.Answer answer) {
        boolean shown = answer != null;
        feedback.setText(!shown ? "" : (reviewing ? "" : "Question " + answer.number() + ", answered before: ")
                + answer.verdict().explanation());
        if (shown) {
            feedback.getElement().setAttribute("data-correct", String.valueOf(answer.verdict().right()));
        } else {
            feedback.getElement().removeAttribute("data-correct");
        }
        feedback.getElement().getClassList().set("correct", shown && answer.verdict().right());
        feedback.getElement().getClassList().set("wrong", shown && !answer.verdict().right());
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
        description.getElement().setAttribute("aria-live", "off");
    }

    private void stopRunning() {
        if (ticking != null) {
            ticking.cancel(false);
            ticking = null;
        }
        run.setText("Run");
        description.getElement().setAttribute("aria-live", "polite");
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
