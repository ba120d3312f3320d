package org.prooflab.ui.lab;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.progressbar.ProgressBar;
import java.util.Locale;
import java.util.function.Consumer;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.connectfour.ConnectFour;
import org.prooflab.engine.game.othello.Othello;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.Progress;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.StopReason;
import org.prooflab.engine.search.ValueText;
import org.prooflab.lab.SolveJob;
import org.prooflab.ui.Durations;

/**
 * One running or finished solve: a bar against the nearest limit, live counters, a chart of the
 * root value (with the counters and a table of its points as its text alternative), the verdict, and the tree explorer.
 */
final class SolvePanel extends Div {
    private final SolveJob job;
    private final ProgressBar bar = new ProgressBar(0, 1);
    private final H2 title = new H2();
    private final Span verdict = new Span("waiting for a worker");
    private final Span ended = new Span();
    private final Span counters = new Span();
    /** What the bar measures, in words: a bar alone after a proof read as "30% proved". */
    private final Span limitNote = new Span();
    /**
     * Shown while the position above is not the one this card solved (a line played from the explorer, a column
     * clicked): the card's counters and move still read as if of the board shown.
     */
    private final Paragraph positionNote = new Paragraph();
    private boolean resultShown;
    private final Button cancel = new Button("Cancel");
    private final RootValueChart chart;
    private final Consumer<GameState> onPlayLine;
    private final Consumer<SolveJob> onPlayProof;
    private int updates;

    SolvePanel(SolveJob job, Consumer<GameState> onPlayLine, Consumer<SolveJob> onPlayProof) {
        this.job = job;
        this.onPlayLine = onPlayLine;
        this.onPlayProof = onPlayProof;
        addClassName("solve-panel");
        getElement().setAttribute("data-algorithm", job.algorithm().id());
        Algorithm a = job.algorithm();
        verdict.addClassName("verdict");
        verdict.getElement().setAttribute("data-state", "QUEUED");
        // A screen reader hears how a solve ended, once: the verdict itself also says "waiting" and "running" and the
        // queue place, which changes as others finish; a live line of its own gets only the end.
        ended.addClassName("sr-only");
        ended.getElement().setAttribute("aria-live", "polite");
        counters.addClassName("counters");
        limitNote.addClassName("limit-note");
        bar.getElement().setAttribute("aria-label", "progress of " + a.displayName() + " against its nearest limit");
        cancel.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_ERROR);
        // Focus goes to the card's title: the button it was on is disabled and then hidden, and focus fell to the
        // page's top, where a keyboard user started over. The verdict, a live region, then says what happened
        // (focused itself, it was read twice).
        title.getElement().setAttribute("tabindex", "-1");
        cancel.addClickListener(e -> {
            cancel();
            focusTitle();
        });
        positionNote.addClassName("position-note");
        positionNote.setVisible(false);
        // Each chart with what its line is, in words: a chart of one series draws no legend and no y-axis title.
        Span chartCaption;
        if (a.usesProofNumbers()) {
            chart = new RootValueChart("root pn|root dn", true, "root proof and disproof numbers over iterations", a);
            chartCaption = new Span("The root's pn and dn by iteration (log scale; 0 at its foot)");
        } else if (a == Algorithm.UCT || a == Algorithm.MCTS) {
            chart = new RootValueChart("root mean result", false, "root value over iterations", a);
            // n counts the results backed up through the root: the playouts', and N for each terminal node reached
            // (its known result counts as N playouts), so it runs ahead of the playouts counter.
            chartCaption = new Span("The root's mean result v by iteration (1 once proved, 0 once disproved). Its n counts "
                    + "the playouts through it, a terminal position reached counting as N playouts of its known result "
                    + "(N: the playouts a new node gets)");
        } else {
            chart = new RootValueChart("root probability of a proof", false, "root value over iterations", a);
            chartCaption = new Span("The root's probability of a proof, p, by iteration");
        }
        chartCaption.addClassName("chart-caption");
        title.setText(a.displayName());
        add(title, positionNote, verdict, ended, bar, limitNote, counters, chartCaption, chart, chart.table(), cancel);
        for (double[] point : job.progressTrace()) {
            chart.addPoint((long) point[0], point[1], point[2]);
        }
        show(job.lastProgress(), job.result());
    }

    SolveJob job() {
        return job;
    }

    /** Cancels this card's solve, as its Cancel button does: the card says so at once if it was still waiting. */
    void cancel() {
        cancel.setEnabled(false);
        job.cancel();
        show(job.lastProgress(), job.result());
    }

    /**
     * Puts the focus on the card's title: where a cancel leaves it, since the button it was on is disabled and then
     * hidden, and from there the next Tab goes on in the card.
     */
    void focusTitle() {
        title.getElement().callJsFunction("focus");
    }

    /**
     * Says which position this card is of while {@code shown} (the position above; null while the fields hold none
     * that can be read) is another, and nothing once it is this card's again. In words: the card looks the same.
     */
    void showPositionShown(GameState shown) {
        boolean other = !BoardMarks.isOf(job, shown);
        positionNote.setText(other ? otherPositionText(job.position(), shown) : "");
        positionNote.setVisible(other);
        getElement().getClassList().set("other-position", other);
    }

    /**
     * "For the earlier position 4453, not the one shown now."; a start position and a board set square by square in
     * words; and the game, where the one shown is another ("For the Connect Four start position, not the P-game tree
     * position shown now."): a P-game card under an empty Connect Four board said "the earlier position"; a P-game
     * tree by its node and the fields' b, d and seed.
     */
    static String otherPositionText(GameState solved, GameState shown) {
        String n = solved.notation();
        boolean otherGame = shown != null && shown.kind() != solved.kind();
        String game = otherGame ? solved.kind().displayName() + " " : "";
        String which;
        if (n.isEmpty()) {
            which = "the " + game + "start position";
        } else if (n.endsWith(":")) {
            // Connect Four on another board with no move played: "5x4:".
            which = "the start position of a " + n.substring(0, n.length() - 1) + " " + game + "board";
        } else if (solved instanceof PGame tree) {
            // In the fields' words, not the machine's "pgame:b=2,d=20,seed=17,path=0.1".
            which = "the " + (otherGame ? game : "earlier ") + "position, " + tree.inWords();
        } else if (solved instanceof Othello && n.contains(" ")) {
            which = "the " + (otherGame ? game : "earlier ") + "position with the board " + PositionEditor.rowsApart(n);
        } else {
            which = "the " + (otherGame ? game : "earlier ") + "position " + n;
        }
        return "For " + which + ", not the " + (otherGame ? shown.kind().displayName() + " position" : "one") + " shown now.";
    }

    /**
     * Shows a snapshot, or the result when there is one. Call on the UI thread. A snapshot the solver
     * thread sent just before the job finished can arrive after the job has finished: it then shows
     * the result, not "cancelled before it started" (which would hide the result's counts), and once
     * the result is shown nothing changes it.
     */
    void show(Progress p, SearchResult result) {
        if (resultShown) {
            return;
        }
        SearchResult r = result != null ? result : job.result();
        if (r != null) {
            showResult(r);
            resultShown = true;
            return;
        }
        if (job.state() == SolveJob.State.FINISHED) {
            showEnd("cancelled before it started");
            verdict.getElement().setAttribute("data-state", "CANCELLED");
            verdict.getElement().setAttribute("data-stop", "cancelled");
            cancel.setVisible(false);
            bar.setVisible(false);
            limitNote.setVisible(false);
            chart.setVisible(false);
            chart.table().setVisible(false);
            return;
        }
        if (p == null) {
            return;
        }
        updates++;
        verdict.getElement().removeAttribute("data-place");
        verdict.setText("running");
        verdict.getElement().setAttribute("data-state", "RUNNING");
        getElement().setAttribute("data-updates", String.valueOf(updates));
        bar.setValue(p.limitFraction());
        limitNote.setText(limitText(p) + " used");
        valueText(limitNote.getText());
        counters.setText(describe(p.iterations(), p.nodes(), p.playouts(), p.elapsedNanos(), p.nodesPerSecond(),
                rootText(job.algorithm(), p.rootValue(), p.rootSecondary(), Outcome.OUT), p.bestMove(), "move now", "no move yet"));
        chart.addPoint(p.iterations(), p.rootValue(), p.rootSecondary());
    }

    void showQueued(int place) {
        if (job.state() == SolveJob.State.QUEUED && place > 0) {
            verdict.setText("waiting for a worker: place " + place + " in the queue");
            verdict.getElement().setAttribute("data-place", String.valueOf(place));
        } else if (job.state() == SolveJob.State.RUNNING && placeShown() && updates == 0 && !resultShown) {
            // Started, before its first report: it kept "place 1 in the queue" beside the next card's "place 1" (for
            // up to a second on a busy server).
            verdict.getElement().removeAttribute("data-place");
            verdict.setText("starting");
        }
    }

    /** True while the card says a place in the queue. */
    boolean placeShown() {
        return verdict.getElement().hasAttribute("data-place");
    }

    private void showResult(SearchResult r) {
        // Who is to move, by name ("Red, to move,"): "the player to move" left the reader to work out which.
        String mover = TurnText.player(job.position(), job.position().currentPlayer()) + ", to move,";
        boolean cancelled = r.stopReason() == StopReason.CANCELLED;
        String text = switch (r.outcome()) {
            // A P-game move is a child's index: "with move 1", as the game against the proof writes it;
            // a Connect Four move is a column, counted from 1 as the Moves field counts it.
            case PROVED -> "PROVED: " + mover + " wins" + (r.bestMoveText() == null ? ""
                    : " with " + (job.position() instanceof PGame ? "move " : job.position() instanceof ConnectFour ? "column " : "")
                    + r.bestMoveText());
            case DISPROVED -> "DISPROVED: " + mover + " does not win (a draw or a loss)";
            // Cancelled is said as such: "OUT" is what a limit does (the classroom's word), and no limit stopped it.
            case OUT -> (cancelled ? "CANCELLED: stopped before an answer"
                    : r.stopReason().isLimit() ? "OUT: the " + r.stopReason().phrase() + " stopped it"
                    : "OUT: no proof; the " + r.stopReason().phrase() + " ended the search")
                    + (r.prConclusion() == null ? "" : "; pr concludes " + (r.prConclusion() == Outcome.PROVED ? "a win" : "no win")
                    + " (a conclusion, not a proof)");
        };
        if (job.fullValue()) {
            text += job.value() == null ? " · full value unknown (a limit stopped a search)" : " · value " + job.value();
        }
        showEnd(text);
        verdict.removeClassNames("proved", "disproved", "out");
        verdict.addClassName(r.outcome().name().toLowerCase());
        verdict.getElement().setAttribute("data-state", r.outcome().name());
        verdict.getElement().setAttribute("data-stop", r.stopReason().id());
        if (r.bestMoveText() != null) {
            verdict.getElement().setAttribute("data-best-move", r.bestMoveText());
        }
        String stop = r.stopReason().id();
        if (r.outcome() == Outcome.OUT && (stop.equals("nodes") || stop.equals("time"))) {
            bar.setValue(1);
            limitNote.setText("the " + r.stopReason().phrase() + " reached");
            valueText(limitNote.getText());
        } else {
            // The result's counts against the limits, read as a last snapshot would read them.
            Progress end = new Progress(r.iterations(), r.nodes(), r.expanded(), r.playouts(), r.elapsedNanos(),
                    r.rootValue(), r.rootSecondary(), r.bestMoveText(), job.limits().maxNodes(), job.limits().maxMillis());
            bar.setValue(end.limitFraction());
            limitNote.setText(switch (r.outcome()) {
                case PROVED -> "proved with ";
                case DISPROVED -> "disproved with ";
                case OUT -> cancelled ? "cancelled after " : "stopped after ";
            } + limitText(end));
            valueText(limitNote.getText());
        }
        counters.setText(describe(r.iterations(), r.nodes(), r.playouts(), r.elapsedNanos(), r.nodesPerSecond(),
                rootText(job.algorithm(), r.rootValue(), r.rootSecondary(), r.outcome()), r.bestMoveText(),
                switch (r.outcome()) {
                    // The move is the solver's when it ended, not "now": a cancelled card's "move now 4" read as if it
                    // still stood on the board, which marks the moves of running and limit-stopped solves only.
                    case PROVED -> "winning move";
                    case DISPROVED -> "best move (none wins)";
                    case OUT -> cancelled ? "move when cancelled" : "move when stopped";
                }, switch (r.outcome()) {
                    case PROVED -> "winning move not named";
                    case DISPROVED -> "no move wins";
                    case OUT -> cancelled ? "no move when cancelled" : "no move when stopped";
                }));
        chart.setTrace(r.trace(), r.outcome());
        cancel.setVisible(false);
        if (job.proof() != null && getChildren().noneMatch(c -> c.hasClassName("play-proof"))) {
            Button play = new Button("Play against the proof", e -> onPlayProof.accept(job));
            play.addClassName("play-proof");
            play.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_PRIMARY);
            add(play);
        }
        if (job.explorer() != null && job.explorer().childCount() > 0) {
            Details details = new Details("Search tree explorer", new ExplorerPanel(job.explorer(), job.algorithm(), job.position(), onPlayLine));
            details.setWidthFull();
            // Opened, the panel takes the whole row of the race (styles.css), so that every column of the grid is in view.
            details.addClassName("explorer-details");
            add(details);
        } else if (job.algorithm().isDepthFirst()) {
            Paragraph note = new Paragraph("No search tree to explore" + (r.outcome() != Outcome.OUT ? ", and no proof to play "
                    + "against" : "") + ": " + job.algorithm().displayName()
                    + " keeps a transposition table of positions within a memory budget, not a tree.");
            note.addClassName("explorer-note");
            add(note);
        }
    }

    /** The verdict at the end, said once to a screen reader with the solver's name. */
    private void showEnd(String text) {
        verdict.setText(text);
        ended.setText(job.algorithm().displayName() + ": " + text);
    }

    /** What a screen reader says of the bar: the note beside it ("12% of the node limit used"), not the fraction 0.12. */
    private void valueText(String text) {
        bar.getElement().setAttribute("aria-valuetext", text);
    }

    /** "12% of the node limit" or of the time limit, whichever is nearer; "under 1%" rather than a bare 0% at the start. */
    static String limitText(Progress p) {
        double percent = 100 * p.limitFraction();
        return (percent > 0 && percent < 0.5 ? "under 1%" : String.format(Locale.ROOT, "%.0f%%", percent)) + " of the "
                + (p.timeLimitNearer() ? "time" : "node") + " limit";
    }

    private String describe(long iterations, long nodes, long playouts, long nanos, double rate, String root, String best,
                            String moveWord, String noMove) {
        // Only the algorithms that play random playouts count them; "playouts 0" beside PNS said nothing.
        String played = job.algorithm().isRandomized() ? String.format(Locale.ROOT, "%nplayouts %,d", playouts) : "";
        return String.format(Locale.ROOT, "iterations %,d%nnodes %,d%s%s%nelapsed %s%n%s%n%s",
                iterations, nodes, rateText(nanos, rate), played, Durations.text(nanos / 1e6), root,
                moveLine(moveWord, noMove, best, TurnText.mustPass(job.position())));
    }

    /**
     * The card's last line: the move the solver names ({@code best}) after {@code moveWord}; a side that must pass
     * has only the pass; with no move named, {@code noMove} says so in words ("best move (none wins) none" before).
     */
    static String moveLine(String moveWord, String noMove, String best, boolean mustPass) {
        return best != null ? moveWord + " " + best : mustPass ? moveWord + " pass" : noMove;
    }

    /** A rate over less than a tenth of a second is the clock's noise (one solve read 96,276/s, the same again 4,321,738/s): none. */
    static String rateText(long nanos, double rate) {
        return nanos < 100_000_000L ? "" : String.format(Locale.ROOT, "  (%,.0f/s)", rate);
    }

    /**
     * "root p 0.9996", "root pn 12  dn 3": a probability or mean as the lessons write it ({@link ValueText}),
     * so an unproved root never reads p 1 (it read "1.000000" at 0.9999996).
     */
    static String rootText(Algorithm algorithm, double value, double secondary, Outcome status) {
        return "root " + algorithm.valueName() + " " + (algorithm.usesProofNumbers() ? proofNumberText(value) : ValueText.value(algorithm, value, status))
                + (algorithm.secondaryName() == null ? "" : "  " + algorithm.secondaryName() + " " + proofNumberText(secondary));
    }

    /** A proof number, or the MCTS solvers' playouts through the root, as a card and its chart's description write it: 12,345, 0.833, ∞. */
    static String proofNumberText(double v) {
        if (Double.isInfinite(v)) {
            return "∞";
        }
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.3f", v);
    }
}
