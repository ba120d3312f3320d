package org.prooflab.ui.lab;

import static org.prooflab.ui.Headings.pageTitle;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.HasHelper;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Location;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinSession;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.lab.SolveJob;
import org.prooflab.lab.SolveService;
import org.prooflab.lab.proofplay.ProofPlayService;
import org.prooflab.ui.PushFallback;
import org.prooflab.ui.ExactNumberField;
import org.prooflab.ui.NotedField;
import org.prooflab.ui.AddressNote;
import org.prooflab.ui.ExactIntegerField;

/**
 * The solver lab: a position, one or several solvers, and their real searches streamed live from
 * the worker pool through server push. {@code /lab/connect4?position=4453} links a position.
 */
@Route("lab/:game?")
@PageTitle("Solver lab | ProofLab")
@Menu(order = 3, icon = "vaadin:flask", title = "Solver lab")
final class LabView extends Div implements BeforeEnterObserver {
    private final SolveService solves;
    private final ProofPlayService proofPlayService;
    private final Select<GameKind> game = new Select<>();
    private final PositionEditor editor = new PositionEditor(this::positionChanged);
    private final CheckboxGroup<Algorithm> algorithms = new CheckboxGroup<>("Solvers");
    private final ExactIntegerField maxNodes = new ExactIntegerField("Max nodes");
    private final ExactNumberField maxSeconds = new ExactNumberField("Max seconds");
    private final ParameterForm parameters = new ParameterForm();
    private final Checkbox fullValue = new Checkbox("Full value (win / draw / loss: a second search when the first is disproved)");
    private final Button solve = new Button("Solve");
    private final Span solveNote = new Span();
    /** What the page's address held that no field shows, and why it was not read. */
    private final AddressNote addressNote = new AddressNote("Not read from this address: ");
    private final Div race = new Div();
    /** How the solves just started share the visitor's place on the server: one at a time by default. */
    private final QueueNote queueNote = new QueueNote();
    private final Div proofPlay = new Div();
    /** Asked when Solve would end a game against the proof under way ({@link #solvePressed}). */
    private final Div endGame = new Div();
    private final Paragraph endGameText = new Paragraph();
    private final Button keepPlaying = new Button("Keep playing");
    private final List<SolvePanel> panels = new ArrayList<>();
    /** The id of the session this page was attached in, kept for its detach. */
    private String attachedSession;
    /** Stops this page's watching of the queue ({@link SolveService#watchQueue}); null while detached. */
    private Runnable stopWatchingQueue;
    /** Enabled while a solve of this page waits or runs. */
    private final Button cancelAll = new Button("Cancel all");
    private static final int DEFAULT_NODES = 1_000_000;
    private static final double DEFAULT_SECONDS = 30.0;
    private static final String FIX_FIELDS = "Fix the fields marked in red: ";
    private static final String CHOOSE_A_SOLVER = "Choose at least one solver.";
    private GameState parsed;
    private String pendingPosition;
    /**
     * The position each game left showed, as its field held it: switching back to a game brings it back (it was
     * the start again, whatever had been typed).
     */
    private final Map<GameKind, String> positionsLeft = new EnumMap<>(GameKind.class);
    /** The next address is a new history entry (a game chosen), not a revision of the one shown. */
    private boolean newHistoryEntry;
    /** The address this page pushed and shows already, until the router enters it. */
    private String entered;
    /** True while the view is being set up from its address: no address updates then. */
    private boolean restoring;
    private final String nodesHelp;
    private final String secondsHelp;

    LabView(SolveService solves, ProofPlayService proofPlay) {
        this.solves = solves;
        this.proofPlayService = proofPlay;
        addClassName("lab");
        add(pageTitle("Solver lab"));
        add(new Paragraph("Pick a game and a position, choose solvers and limits, and press Solve. Each solver runs on "
                + "the server and reports here several times a second. PROVED means the player to move wins; where several "
                + "moves win, two solvers may each name a different one."));
        add(addressNote);

        game.setLabel("Game");
        game.setItems(GameKind.values());
        game.setItemLabelGenerator(GameKind::displayName);
        game.addValueChangeListener(e -> {
            if (e.getValue() != null) {
                if (e.getOldValue() != null) {
                    positionsLeft.put(e.getOldValue(), editor.notationShown());
                }
                // Another game is another page for Back: every change replaced the one history entry, and Back left
                // the lab. Set before the editor reports its new position, whose address is the first of the new entry.
                newHistoryEntry = e.isFromClient();
                // A game against a proof is of the game left: its link would name its moves in the new one's address.
                this.proofPlay.removeAll();
                endGame.setVisible(false);
                editor.setGame(e.getValue(), pendingPosition != null ? pendingPosition : positionsLeft.getOrDefault(e.getValue(), ""));
                pendingPosition = null;
                parameters.reset(e.getValue());
                updateAddress();
            }
        });

        algorithms.setItems(Algorithm.compared());
        algorithms.setItemLabelGenerator(Algorithm::displayName);
        algorithms.setValue(Set.of(Algorithm.PPNS));
        nodesHelp = "Nodes the search tree may grow to; the server allows at most " + FieldRanges.text(solves.maximum().maxNodes());
        FieldRanges.apply(maxNodes, new FieldRanges.Range(1, solves.maximum().maxNodes(), true), nodesHelp);
        maxNodes.setValue(DEFAULT_NODES);
        secondsHelp = "Wall time for each solver; the server allows at most " + FieldRanges.text(solves.maximum().maxMillis() / 1000.0) + " s";
        FieldRanges.apply(maxSeconds, new FieldRanges.Range(Limits.MIN_SECONDS, solves.maximum().maxMillis() / 1000.0, false), secondsHelp);
        maxSeconds.setValue(DEFAULT_SECONDS);
        algorithms.addValueChangeListener(e -> {
            updateAddress();
            reviseSolveNote();
        });
        maxNodes.addValueChangeListener(e -> {
            if (e.isFromClient()) {
                note(maxNodes, null, nodesHelp);
            }
        });
        maxSeconds.addValueChangeListener(e -> {
            if (e.isFromClient()) {
                note(maxSeconds, null, secondsHelp);
            }
        });
        // At each value and each text that is none: an emptied box then 2.5 left the address empty.
        for (NotedField limit : new NotedField[] {maxNodes, maxSeconds}) {
            limit.addShownListener(() -> {
                updateAddress();
                reviseSolveNote();
            });
        }
        fullValue.addValueChangeListener(e -> updateAddress());
        parameters.addChangeListener(() -> {
            updateAddress();
            reviseSolveNote();
        });

        solve.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        solve.addClickListener(e -> solvePressed());
        cancelAll.addClickListener(e -> {
            List<SolvePanel> ending = panels.stream().filter(p -> p.job().state() != SolveJob.State.FINISHED).toList();
            ending.forEach(SolvePanel::cancel);
            // As a card's own Cancel does: the first card cancelled takes the focus. It stayed on this button, disabled
            // once nothing runs, and the next Tab went back to Solve.
            if (!ending.isEmpty()) {
                ending.getFirst().focusTitle();
            }
            updateCancelAll();
        });
        cancelAll.setEnabled(false);

        HorizontalLayout limits = new HorizontalLayout(maxNodes, maxSeconds, fullValue);
        limits.setAlignItems(FlexComponent.Alignment.BASELINE);
        limits.setWrap(true);
        solveNote.addClassName("solve-note");
        solveNote.getElement().setAttribute("aria-live", "polite");
        HorizontalLayout actions = new HorizontalLayout(solve, cancelAll, solveNote);
        actions.setAlignItems(FlexComponent.Alignment.BASELINE);
        // The question goes with the game: the focus goes to Solve, not to the page's body.
        Button endAndSolve = new Button("Solve and end the game", e -> {
            startSolves();
            solve.focus();
        });
        endAndSolve.addThemeVariants(ButtonVariant.LUMO_ERROR);
        Runnable keep = () -> {
            endGame.setVisible(false);
            proofGame().ifPresent(g -> g.getElement().callJsFunction("focus"));
        };
        keepPlaying.addClickListener(e -> keep.run());
        keepPlaying.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        endGameText.addClassName("end-game-text");
        // Heard with the question when the focus lands on Keep playing.
        endGameText.setId("end-game-text");
        keepPlaying.getElement().setAttribute("aria-describedby", "end-game-text");
        endGame.add(endGameText, new HorizontalLayout(keepPlaying, endAndSolve));
        endGame.addClassName("end-game");
        endGame.getElement().setAttribute("role", "group");
        // Escape answers as Keep playing does.
        endGame.getElement().addEventListener("keydown", e -> keep.run()).setFilter("event.key === 'Escape'");
        endGame.getElement().setAttribute("aria-label", "End your game against the proof?");
        endGame.setVisible(false);
        race.addClassName("race");
        add(game, editor, algorithms, limits, parameters, actions, endGame, this.proofPlay, queueNote, race);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        String shown = entered;
        entered = null;
        if (event.getLocation().getPathWithQueryParameters().equals(shown)) {
            return;
        }
        GameKind kind = GameKind.CONNECT4;
        String id = event.getRouteParameters().get("game").orElse(null);
        if (id != null) {
            try {
                kind = GameKind.byId(id);
            } catch (IllegalArgumentException e) {
                event.rerouteToError(NotFoundException.class, "The lab has no game called '" + id + "'. Its games are "
                        + String.join(", ", java.util.Arrays.stream(GameKind.values()).map(k -> k.displayName() + " (/lab/" + k.id() + ")").toList())
                        + ".");
                return;
            }
        }
        // A P-game tree that cannot be read opens the lab as a board that cannot be read does, each wrong
        // field of the tree marked beside itself (PGameEditor); it was a whole 404 page.
        restoring = true;
        try {
            restore(kind, event.getLocation().getQueryParameters().getParameters());
        } finally {
            restoring = false;
        }
        updateAddress();
    }

    /** Sets up the game, position, solvers, limits and parameters an address names ({@link LabAddress}). */
    private void restore(GameKind kind, Map<String, List<String>> query) {
        LabAddress address = LabAddress.read(query, ParameterForm.NAMES);
        // An address without a position names the start: not the position this page remembers for the game, which
        // Back to such an entry showed while the address said the start.
        pendingPosition = address.position() == null ? "" : address.position();
        if (game.getValue() == kind) {
            editor.setGame(kind, pendingPosition);
            parameters.reset(kind);
            pendingPosition = null;
        } else {
            game.setValue(kind);
        }
        if (!address.solvers().isEmpty()) {
            algorithms.setValue(address.solvers());
        }
        List<String> leftOut = new ArrayList<>(address.leftOut());
        leftOut.addAll(editor.leftOut());
        addressNote.show(leftOut);
        FieldRanges.Lowered nodes = FieldRanges.lowered(address.nodes(), solves.maximum().maxNodes(), true, "nodes");
        FieldRanges.Lowered seconds = FieldRanges.lowered(address.seconds(), solves.maximum().maxMillis() / 1000.0, false, "s");
        if (nodes == null) {
            FieldRanges.fill(maxNodes, address.nodes());
        } else {
            maxNodes.setValue((int) nodes.value());
        }
        if (seconds == null) {
            FieldRanges.fill(maxSeconds, address.seconds());
        } else {
            maxSeconds.setValue(seconds.value());
        }
        note(maxNodes, nodes, nodesHelp);
        note(maxSeconds, seconds, secondsHelp);
        fullValue.setValue(address.full());
        parameters.apply(query);
    }

    /**
     * Beside a limit the address asked more of than this server allows: the plain note that it was
     * lowered (not an error: the visitor did not type it), until the field is changed; else its help.
     */
    private static void note(HasHelper field, FieldRanges.Lowered lowered, String help) {
        field.setHelperText(lowered == null ? help : lowered.note());
        ((Component) field).getElement().getClassList().set("limit-lowered", lowered != null);
    }

    /**
     * Writes the setup into the page address, so that it can be shared: a new history entry when a game was
     * just chosen, else a revision of the entry shown.
     */
    private void updateAddress() {
        if (restoring || game.getValue() == null || getUI().isEmpty()) {
            return;
        }
        // A position that cannot be read stays in the address as it is shown, as the wrong limits do.
        Location address = location(editor.notationShown());
        if (newHistoryEntry) {
            newHistoryEntry = false;
            // Through the router, which otherwise does not know the entry and ignores Back to it. It enters this page
            // at the address the page already shows: beforeEnter lets that one pass.
            entered = address.getPathWithQueryParameters();
            try {
                getUI().get().navigate(address.getPath(), address.getQueryParameters());
            } finally {
                // Had the router not entered the page, a later visit to this address would be skipped.
                entered = null;
            }
        } else {
            getUI().get().getPage().getHistory().replaceState(null, address);
        }
    }

    /** This page's address with {@code notation} as its position: the game, solvers, limits and parameters as they are. */
    private Location location(String notation) {
        // A limit stays in it as its box shows it, right or wrong (FieldNote#shownText): 1e9 typed in Max nodes was
        // left out, and a reload showed the default in its place.
        Integer nodes = maxNodes.getValue();
        Double seconds = maxSeconds.getValue();
        String nodesShown = maxNodes.shownText();
        String secondsShown = maxSeconds.shownText();
        LabAddress address = new LabAddress(notation, algorithms.getValue(), List.of(),
                nodesShown != null ? nodesShown : nodes == DEFAULT_NODES ? null : String.valueOf(nodes),
                secondsShown != null ? secondsShown : seconds == DEFAULT_SECONDS ? null : Notation.plain(seconds),
                fullValue.getValue());
        Map<String, String> query = address.toQuery();
        query.putAll(parameters.toQuery());
        return new Location("lab/" + game.getValue().id(), QueryParameters.simple(query));
    }

    private void positionChanged(GameState state) {
        parsed = state;
        solve.setEnabled(state != null && !state.isTerminal());
        // Why Solve is off, beside it: the button was grey with no reason given.
        solveNote.setText(state == null ? "Solve waits for a position that can be read (see the field above)."
                : state.isTerminal() ? "The game is over in this position: there is nothing to solve." : reachNote(state));
        panels.forEach(p -> p.showPositionShown(state));
        showMovesNow();
        updateAddress();
    }

    /**
     * Solve, asked first while a game against a proof is under way: the game goes with the cards, and its moves were lost
     * without a word. Asked in the page beside Solve, not in a dialog (the lab's bundle chunk has none); the way back,
     * "Keep playing", takes the focus, so that Enter at once does no harm.
     */
    private void solvePressed() {
        java.util.Optional<ProofPlayPanel> playing = proofGame().filter(ProofPlayPanel::inProgress);
        if (playing.isEmpty()) {
            startSolves();
            return;
        }
        int moves = playing.get().userMoves();
        endGameText.setText("Solve replaces the solves' cards, and your game against the proof goes with them: "
                + (moves == 1 ? "the move you played in it is not kept." : "the " + moves + " moves you played in it are not kept."));
        endGame.setVisible(true);
        keepPlaying.focus();
    }

    /** The game against a proof open above the cards, if any. */
    private java.util.Optional<ProofPlayPanel> proofGame() {
        return proofPlay.getChildren().filter(ProofPlayPanel.class::isInstance).map(ProofPlayPanel.class::cast).findFirst();
    }

    private void startSolves() {
        endGame.setVisible(false);
        if (parsed == null || algorithms.getValue().isEmpty()) {
            // Beside Solve, where the visitor looks: a notification at the foot of the page covered the button.
            solveNote.setText(parsed == null ? "Fix the position first." : CHOOSE_A_SOLVER);
            return;
        }
        List<String> wrong = wrongFields();
        if (!wrong.isEmpty()) {
            if (!parameters.invalidFields(algorithms.getValue()).isEmpty()) {
                parameters.setOpened(true);
            }
            solveNote.setText(FIX_FIELDS + String.join(", ", wrong) + ".");
            return;
        }
        // What the position's size says stays while its solves run (ReachNote); the errors go.
        solveNote.setText(reachNote(parsed));
        Limits limits = new Limits(maxNodes.getValue(), Long.MAX_VALUE, Limits.millisOf(maxSeconds.getValue()));
        SearchParameters params = parameters.read(algorithms.getValue());
        updateAddress();
        // Solve again cancels this page's solves still waiting or running, as their cards go: left
        // running out of sight, they held the visitor's worker and places in the queue.
        List<SolveJob> jobs;
        try {
            jobs = solves.replace(session(), this, parsed, sorted(algorithms.getValue()), params, limits, fullValue.getValue());
        } catch (IllegalStateException e) {
            solveNote.setText(e.getMessage());
            return;
        }
        clearRace();
        // A game against a proof goes with the card whose proof it plays (its solve from a position
        // reached is cancelled as it goes).
        proofPlay.removeAll();
        jobs.forEach(this::addPanel);
        // The visitor's solves of another tab (or a game against a proof) take the same share of the server first.
        // Not this page's solves that Solve again just cancelled: they stop at once, though some still read RUNNING.
        List<Long> elsewhere = solves.jobsOf(session()).stream().filter(j -> !jobs.contains(j) && !j.isCancelled()
                && j.state() != SolveJob.State.FINISHED).map(j -> QueueNote.longestMillis(j.limits().maxMillis(), j.fullValue())).toList();
        queueNote.show(jobs.size(), QueueNote.longestMillis(solves.cap(limits).maxMillis(), fullValue.getValue()), elsewhere,
                solves.properties().getRunningPerVisitor(), fullValue.getValue(), !ReachNote.of(parsed).isEmpty());
    }

    /**
     * What the position's size says of a solve ({@link ReachNote}), unless a card on the page concluded a solve of this
     * very position: then nothing (the note said "seldom finished" beside a proof, and came back with Undo).
     */
    private String reachNote(GameState state) {
        boolean concluded = panels.stream().map(SolvePanel::job).anyMatch(j -> j.result() != null
                && j.result().outcome() != Outcome.OUT && j.position().identity().equals(state.identity()));
        return concluded ? "" : ReachNote.of(state);
    }

    /** Takes the cards off the page; their solves no longer report to it. */
    private void clearRace() {
        queueNote.setVisible(false);
        panels.forEach(p -> p.job().listen(null));
        panels.clear();
        race.removeAll();
        updateCancelAll();
    }

    /** The labels of the fields that hold the chosen solvers up, each then marked with its error. */
    private List<String> wrongFields() {
        List<String> wrong = new ArrayList<>();
        // An empty field not marked yet says what it takes; a marked one keeps its own words ("Too large: ..." for 2147483648).
        if (maxNodes.getValue() == null || maxNodes.isInvalid()) {
            maxNodes.setErrorMessage(maxNodes.isInvalid() ? maxNodes.getErrorMessage() : maxNodes.getI18n().getRequiredErrorMessage());
            maxNodes.setInvalid(true);
            wrong.add(maxNodes.getLabel());
        }
        if (maxSeconds.getValue() == null || maxSeconds.isInvalid()) {
            maxSeconds.setErrorMessage(maxSeconds.isInvalid() ? maxSeconds.getErrorMessage() : maxSeconds.getI18n().getRequiredErrorMessage());
            maxSeconds.setInvalid(true);
            wrong.add(maxSeconds.getLabel());
        }
        wrong.addAll(parameters.invalidFields(algorithms.getValue()));
        return wrong;
    }

    /**
     * After a change, a note beside Solve that named what held a solve up says what still does, or
     * goes: it once stayed after every field was right again.
     */
    private void reviseSolveNote() {
        String text = solveNote.getText();
        if (!text.startsWith(FIX_FIELDS) && !text.equals(CHOOSE_A_SOLVER)) {
            return;
        }
        if (algorithms.getValue().isEmpty()) {
            solveNote.setText(CHOOSE_A_SOLVER);
            return;
        }
        List<String> wrong = wrongFields();
        solveNote.setText(wrong.isEmpty() ? reachNote(parsed) : FIX_FIELDS + String.join(", ", wrong) + ".");
    }

    private static List<Algorithm> sorted(Set<Algorithm> set) {
        List<Algorithm> list = new ArrayList<>(set);
        list.sort(null);
        return list;
    }

    private void addPanel(SolveJob job) {
        SolvePanel panel = new SolvePanel(job, this::playLine, this::playAgainstProof);
        panels.add(panel);
        race.add(panel);
        // A card adopted after a reload may be of a position other than the one the address opened.
        panel.showPositionShown(parsed);
        UI ui = UI.getCurrent();
        job.listen(update -> ui.access(() -> {
            // (Places in the queue are not shown again here, at every progress snapshot of a running solve: they move only
            // when the queue does, which watchQueue tells, this page's own solves' starts and cancels included.)
            panel.show(update.progress(), update.result());
            showMovesNow();
            updateCancelAll();
            // A solve of the position shown concluded: the note that foretold a limit (ReachNote goes by the empty
            // squares alone) is not true of it, and goes. An Othello position with one disc left to take stayed "seldom
            // finished" beside its proof.
            String foretold = parsed == null ? "" : ReachNote.of(parsed);
            if (!foretold.isEmpty() && solveNote.getText().equals(foretold)) {
                solveNote.setText(reachNote(parsed));
            }
            // Once none waits any more (the last started, or all were cancelled), the note is no longer true.
            if (panels.stream().noneMatch(p -> p.job().state() == SolveJob.State.QUEUED)) {
                queueNote.setVisible(false);
            }
        }));
        panel.showQueued(solves.queuePosition(job));
        updateCancelAll();
    }

    private void updateCancelAll() {
        boolean running = panels.stream().anyMatch(p -> p.job().state() != SolveJob.State.FINISHED);
        cancelAll.setEnabled(running);
        getUI().ifPresent(ui -> PushFallback.pollWhile(ui, running));
    }

    /**
     * Puts a line from a card's explorer on the board, in the card's game: a Connect Four card's line, played while
     * Othello was chosen, was written into Othello's moves ("'57' is not a square").
     */
    private void playLine(GameState position) {
        if (position.kind() == game.getValue()) {
            editor.show(position.notation());
        } else {
            pendingPosition = position.notation();
            game.setValue(position.kind());
        }
    }

    /** Opens a game against the proof of a finished solve above the solves (one game at a time, closed by Solve). */
    private void playAgainstProof(SolveJob solved) {
        ProofPlayPanel game = new ProofPlayPanel(proofPlayService, solved, session(),
                position -> location(position.notation()).getPathWithQueryParameters(),
                // Closed, the game gives the focus back to the card whose proof it played.
                () -> panels.stream().filter(p -> p.job() == solved).findFirst().ifPresent(SolvePanel::focusTitle));
        // A question about the game before, or about this one after a move, no longer holds.
        endGame.setVisible(false);
        game.onChange(() -> endGame.setVisible(false));
        proofPlay.removeAll();
        proofPlay.add(game);
        game.scrollIntoView();
        game.getElement().callJsFunction("focus");
    }

    /**
     * Marks the move each solver of the position shown would play: now, while it runs, and the move it named when a
     * limit stopped it or the visitor cancelled it; and a proof's winning move. Drawn again at each change of position,
     * so that a card's moves are marked on its own position only, and again when the board comes back to it (Undo
     * after a line played from the explorer left a proved position without its winning move).
     */
    private void showMovesNow() {
        BoardMarks marks = BoardMarks.of(panels.stream().map(SolvePanel::job).toList(), parsed);
        editor.showMovesNow(marks.now(), marks.stopped(), marks.cancelled());
        editor.showBestMove(marks.provedMove());
    }

    /**
     * A reload (or a return to the lab within the grace) finds the solves of the page it replaced
     * still reporting, also when the old page is reported gone just after this one opened. Another
     * lab tab of the visitor's does not take the solves of one that closes.
     */
    @Override
    protected void onAttach(AttachEvent event) {
        UI ui = event.getUI();
        attachedSession = session();
        List<SolveJob> adopted = solves.pageOpened(attachedSession, this, jobs -> ui.access(() -> jobs.forEach(this::addPanel)));
        if (panels.isEmpty()) {
            adopted.forEach(this::addPanel);
        }
        // Other visitors' solves move this page's places in the queue: shown again at each change, while one waits.
        // The cards are read on the page's own thread, under its lock (the watcher runs on whoever's thread changed the queue).
        stopWatchingQueue = solves.watchQueue(() -> ui.access(() -> {
            // Also a card that still says its place though its solve has just started.
            if (panels.stream().anyMatch(p -> p.job().state() == SolveJob.State.QUEUED || p.placeShown())) {
                showQueuePlaces();
            }
        }));
    }

    private void showQueuePlaces() {
        panels.forEach(p -> p.showQueued(solves.queuePosition(p.job())));
    }

    /** This page is gone: its solves are cancelled after the grace unless a reloaded page adopts them. */
    @Override
    protected void onDetach(DetachEvent event) {
        if (stopWatchingQueue != null) {
            stopWatchingQueue.run();
            stopWatchingQueue = null;
        }
        // Also ends the page's poll (the UI outlives the view: the next page is shown in it).
        clearRace();
        // The id it was attached in: when the HTTP session ends (expired, or the server stopping) the page is detached
        // after the session is gone, and asking for its id then threw (a NullPointerException in a solver's thread).
        solves.pageGone(attachedSession, this);
    }

    private static String session() {
        return VaadinSession.getCurrent().getSession().getId();
    }
}
