package org.prooflab.ui.lab;

import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.Locale;
import java.util.function.Function;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.connectfour.ConnectFour;
import org.prooflab.engine.game.othello.Othello;
import org.prooflab.engine.proof.ProofGame;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Outcome;
import org.prooflab.lab.SolveJob;
import org.prooflab.lab.proofplay.ProofPlayService;
import org.prooflab.lesson.DisplayNode;
import org.prooflab.lesson.ProofSubtree;
import org.prooflab.ui.lesson.TreeCanvas;

/**
 * The user plays the losing side against a solver's proof. Every reply comes from the proof; where
 * the kept proof ends, the position is solved again on the lab's pool (cancellable). After each
 * move it says why the move does not escape (or beat a proof of not losing): the proof under the position, its reply, and a line.
 * The game has a board of its own: the lab above keeps the position its solves are about. A link
 * opens the position reached in the lab, with the lab's solvers, limits and parameters as they are when
 * the move is made, to share or solve.
 */
final class ProofPlayPanel extends Div {
    private final ProofPlayService service;
    private final SolveJob origin;
    private final String session;
    private final Function<GameState, String> labAddress;
    private final Anchor reached = new Anchor();
    private final Span turn = new Span();
    private final ConnectFourBoard connectFour = new ConnectFourBoard(this::userMove);
    private final OthelloBoard othello = new OthelloBoard(this::userMove);
    private final Div treeMoves = new Div();
    private final Paragraph why = new Paragraph();
    private final Div proofTree = new Div();
    private final Paragraph proofTreeCaption = new Paragraph();
    private final TreeCanvas proofCanvas = new TreeCanvas(key -> { });
    private final Div solving = new Div();
    private final Span solvingText = new Span();
    private final Button cancelSolve = new Button("Cancel the solve");
    private final Paragraph end = new Paragraph();
    private final OrderedList steps = new OrderedList();
    private ProofGame game;
    private SolveJob resolving;
    /** The moves the visitor played in this game. */
    private int userMoves;
    /** Runs when the visitor plays, starts again or closes the game: what the page asked of the game before may no longer hold. */
    private Runnable changed = () -> { };

    /**
     * @param labAddress the lab's address of a position with this page's solvers, limits and parameters
     * @param onClose    runs once the game is closed: puts the focus back where the game was opened from (it fell to
     *                   the page's body)
     */
    ProofPlayPanel(ProofPlayService service, SolveJob origin, String session, Function<GameState, String> labAddress,
                   Runnable onClose) {
        this.service = service;
        this.origin = origin;
        this.session = session;
        this.labAddress = labAddress;
        addClassName("proof-play");
        getElement().setAttribute("role", "region");
        getElement().setAttribute("aria-label", "Play against the proof");
        // Its boards' buttons read as the lab board's do ("column 4: ... drop a disc"): their groups say whose they are.
        connectFour.getElement().setAttribute("aria-label", "Connect Four board of the game against the proof");
        othello.getElement().setAttribute("aria-label", "Othello board of the game against the proof");
        turn.addClassName("proof-turn");
        why.addClassName("proof-why");
        why.getElement().setAttribute("aria-live", "polite");
        end.addClassName("proof-end");
        end.getElement().setAttribute("aria-live", "polite");
        // Opened from a solve's card below, the game takes the focus, so that the keyboard is where the eyes are.
        getElement().setAttribute("tabindex", "-1");
        solving.addClassName("proof-solving");
        cancelSolve.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_ERROR);
        cancelSolve.addClickListener(e -> {
            if (resolving != null) {
                resolving.cancel();
            }
        });
        solving.add(solvingText, cancelSolve);
        proofTree.addClassName("proof-tree");
        proofTreeCaption.addClassName("proof-tree-caption");
        proofCanvas.setHint(TreeCanvas.hint(null, null));
        proofCanvas.setTreeName("the proof under this position");
        proofTree.add(proofTreeCaption, proofCanvas);
        proofTree.setVisible(false);
        treeMoves.addClassName("proof-moves");
        steps.addClassName("proof-steps");
        Button again = new Button("Start again", e -> start());
        Button close = new Button("Close the game", e -> {
            removeFromParent();
            changed.run();
            onClose.run();
        });
        reached.setText("Open this position in the lab (a new tab)");
        reached.addClassName("proof-position-link");
        reached.setTarget("_blank");
        HorizontalLayout actions = new HorizontalLayout(again, close, reached);
        actions.setAlignItems(FlexComponent.Alignment.BASELINE);
        actions.setWrap(true);
        actions.addClassName("proof-actions");
        add(new H2("Play against the proof"), new Paragraph(intro()), turn, connectFour, othello, treeMoves, solving, why, proofTree,
                end, steps, actions);
        start();
    }

    private String intro() {
        GameState root = origin.proof().rootState();
        int side = origin.proof().strategist();
        boolean win = origin.proof().goal() == Goal.WIN;
        String user = TurnText.player(root, 1 - side);
        // A win search that was disproved: its proof is the other side's, and the user takes the side that was to move.
        boolean disproof = !origin.fullValue() && origin.result() != null && origin.result().outcome() == Outcome.DISPROVED;
        // The game named: opened from a card of another game than the lab shows, "MAX wins from this position" stood
        // under an empty Connect Four board.
        String position = " from this " + root.kind().displayName() + " position";
        String claim = disproof
                ? origin.algorithm().displayName() + " disproved " + user + "'s win: " + TurnText.player(root, side)
                        + " does not lose (at least a draw)" + position + ". You play " + user + ": try to win anyway."
                : origin.algorithm().displayName() + " proved that " + TurnText.player(root, side)
                        + (win ? " wins" : " does not lose (at least a draw)") + position + ". You play " + user
                        + ": try to escape.";
        return claim + " Every reply comes from the proof; where the kept proof ends, the position is solved again with the same "
                + "solver and limits.";
    }

    /** The moves of a line with the side that plays each: "Red 4, Yellow 3, ...". */
    private static String line(GameState from, java.util.List<String> moves) {
        GameState s = from.copy();
        java.util.List<String> named = new java.util.ArrayList<>();
        for (String move : moves) {
            int m = s.parseMove(move);
            named.add(TurnText.player(s, s.currentPlayer()) + " " + move(s, m));
            s.play(m);
        }
        return String.join(", ", named);
    }

    /** A move as the text says it: "4", "f5", or "move 2" in a P-game tree (a child's number). */
    private static String move(GameState s, int m) {
        return s instanceof ConnectFour || s instanceof Othello ? s.formatMove(m) : "move " + s.formatMove(m);
    }

    /** The link to the lab follows the game's position. */
    private void positionReached() {
        reached.setHref(labAddress.apply(game.position()));
    }

    private void start() {
        cancelResolve();
        game = service.start(origin);
        userMoves = 0;
        changed.run();
        steps.removeAll();
        why.setText("");
        proofTree.setVisible(false);
        end.setText("");
        positionReached();
        proofTurn();
    }

    /** The proof moves (solving first where its kept part ends), then the user's forced passes are played. */
    private void proofTurn() {
        while (true) {
            if (game.isOver()) {
                finish();
                return;
            }
            if (game.userToMove()) {
                if (TurnText.mustPass(game.position())) {
                    game.play(Othello.PASS);
                    step(TurnText.player(game.position(), 1 - game.strategist()) + " (you) must pass");
                    // Said where the reasons are read too: two "under this position" in a row, without a word of the
                    // pass between them, read as one position, and the proof seemed to move twice.
                    why.setText((why.getText().isEmpty() ? "" : why.getText() + " ") + "You have no legal move and pass.");
                    positionReached();
                    continue;
                }
                render();
                return;
            }
            if (game.needsSolve()) {
                resolve();
                render();
                return;
            }
            ProofGame.Why reason = game.why();
            GameState before = game.position();
            drawProof(before, reason);
            int m = game.reply();
            String nodes = String.format("%,d", reason.proofNodes());
            String text = "The proof" + (reason.fresh() && game.solves() > 0 ? ", solved afresh from here," : "") + " has " + nodes
                    + (reason.proofNodes() == 1 ? " node" : " nodes") + " under this position and answers " + move(before, m)
                    + (reason.line().size() > 1 ? "; " + (reason.goesOn() ? "the first " + reason.line().size() + " moves of " : "")
                            + "a line it covers, with your longest resistance: " + line(before, reason.line()) : "") + ".";
            why.setText(steps.getChildren().findAny().isEmpty() ? text : why.getText() + " " + text);
            step(TurnText.player(before, game.strategist()) + " (proof) " + move(before, m) + " · " + nodes + " proof nodes");
            positionReached();
        }
    }

    /**
     * Draws the proof under the position reached (before its reply is played): the reply, every
     * answer the user has to it, and the proof's reply to each ({@link ProofSubtree}).
     */
    private void drawProof(GameState position, ProofGame.Why reason) {
        DisplayNode drawn = ProofSubtree.of(game.proof(), game.proofNode(), position);
        proofCanvas.show(drawn, null);
        proofCanvas.setExportName(exportName(position));
        proofTreeCaption.setText("The proof under this position: its reply " + move(position, position.parseMove(reason.reply()))
                + " (orange), then each answer you have to it, the longest resistance first (\"+N more\" counts the rest), then its "
                + "reply to each. Squares: the proof to move; circles: you to move; T: proved, as every node of a proof is (from there it reaches its goal whatever you answer); numbers: the "
                + "proof's nodes under each; \"won\" or \"draw\": the game ends there; \"re-solved\": the kept proof ends there and "
                + "the position is solved again.");
        proofTree.getElement().setAttribute("data-reply", reason.reply());
        proofTree.getElement().setAttribute("data-answers", String.valueOf(drawn.children().get(0).children().size()));
        proofTree.setVisible(true);
    }

    /** A position's notation longer than this is written as its start, its end and a short hash in an export's name. */
    private static final int NAME_POSITION_MAX = 40;
    private static final int NAME_POSITION_END = 16;

    /**
     * The file name (without extension) of the proof drawn under {@code position}: the game and the position,
     * in letters, digits and '-' only, so that saving the drawings of several positions keeps each:
     * {@code proof-connect4-4453}, {@code proof-othello-start}, {@code proof-pgame-b2-d20-seed17-path0-1}. A long
     * position (an Othello game 30 moves in, a board of 64 squares) keeps its first and last 16 characters, which
     * name where the game started and the moves just played, and a hash of the whole notation between them, so
     * that two positions alike at both ends still get two names.
     */
    static String exportName(GameState position) {
        String notation = position.notation();
        String text = notation.startsWith(position.kind().id() + ":") ? notation.substring(position.kind().id().length() + 1) : notation;
        String slug = text.toLowerCase(Locale.ROOT).replace("=", "").replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        if (slug.isEmpty()) {
            slug = "start";
        } else if (slug.length() > NAME_POSITION_MAX) {
            String hash = String.format(Locale.ROOT, "%06x", notation.hashCode() & 0xffffff);
            slug = trimDashes(slug.substring(0, NAME_POSITION_END)) + "-" + hash + "-"
                    + trimDashes(slug.substring(slug.length() - NAME_POSITION_END));
        }
        return "proof-" + position.kind().id() + "-" + slug;
    }

    private static String trimDashes(String s) {
        return s.replaceAll("^-+|-+$", "");
    }

    private void userMove(int move) {
        if (game == null || !game.userToMove() || resolving != null) {
            return;
        }
        GameState before = game.position();
        game.play(move);
        userMoves++;
        changed.run();
        String text = before.formatMove(move);
        step(TurnText.player(before, before.currentPlayer()) + " (you) " + move(before, move));
        positionReached();
        if (game.isOver()) {
            why.setText("Your move " + text + " ends the game.");
        } else if (game.needsSolve()) {
            why.setText("Your move " + text + " leaves the part of the proof that was kept: the position is solved again.");
        } else {
            // Against a win the user tries to escape; against "not lose" (a draw, or a disproof) to win.
            why.setText("Your move " + text + (game.goal() == Goal.WIN ? " does not escape." : " does not beat the proof."));
        }
        proofTurn();
    }

    /** {@code r} runs whenever the visitor plays, starts again or closes the game. */
    void onChange(Runnable r) {
        changed = r;
    }

    /** The moves the visitor played in this game. */
    int userMoves() {
        return userMoves;
    }

    /** True while the visitor has played in the game and it is not over: closing it would lose their moves. */
    boolean inProgress() {
        return userMoves > 0 && game != null && !game.isOver();
    }

    private void resolve() {
        UI ui = UI.getCurrent();
        solvingText.setText("Solving the position from here with " + origin.algorithm().displayName() + " (the lab's limits)… ");
        solving.setVisible(true);
        try {
            ProofGame current = game;
            resolving = service.resolve(session, this, current, origin, answer -> ui.access(() -> resolved(current, answer)));
        } catch (IllegalStateException e) {
            resolving = null;
            solving.setVisible(false);
            end.setText(e.getMessage());
            getElement().setAttribute("data-state", "stopped");
        }
    }

    private void resolved(ProofGame forGame, ProofPlayService.Resolved answer) {
        if (forGame != game) {
            return; // an answer for a game started again meanwhile
        }
        resolving = null;
        solving.setVisible(false);
        if (answer.proof() == null) {
            end.setText(answer.problem());
            render();
            getElement().setAttribute("data-state", "stopped");
            return;
        }
        game.resume(answer.proof());
        proofTurn();
    }

    private void cancelResolve() {
        if (resolving != null) {
            resolving.cancel();
            resolving = null;
        }
        solving.setVisible(false);
    }

    private void finish() {
        GameState s = game.position();
        String result = TurnText.of(s);
        if (result.isEmpty()) {
            result = s.winner() == GameState.DRAW ? "A draw." : TurnText.player(s, s.winner()) + " has won.";
        }
        // Two sentences: the game's own line has a colon of its own ("Red has won: four in a row.").
        end.setText((game.goalReached() ? (s.winner() == game.strategist() ? "The proof wins. " : "The proof does not lose. ")
                : "The proof failed (a solver error; please report it). ") + result);
        end.getElement().setAttribute("data-result", game.goalReached() ? "proof" : "user");
        // No position is left to draw a proof under: the last one drawn stayed, captioned "the proof under this position",
        // beneath the game's end. The steps keep every move.
        proofTree.setVisible(false);
        render();
        // The board's buttons are disabled now: focus left on one of them was lost. It goes to the game, whose live
        // result line says how it ended (focused itself, that line was read twice).
        getElement().callJsFunction("focus");
    }

    private void step(String text) {
        steps.add(new ListItem(text));
    }

    private void render() {
        GameState s = game.position();
        turn.setText(s.isTerminal() ? "" : game.userToMove() ? "Your move (" + TurnText.player(s, s.currentPlayer()) + ")." : "The proof's move.");
        turn.setVisible(!s.isTerminal());
        connectFour.setVisible(s instanceof ConnectFour);
        othello.setVisible(s instanceof Othello);
        treeMoves.setVisible(!(s instanceof ConnectFour || s instanceof Othello));
        // (At the end too, for the leaf's score.)
        if (s instanceof ConnectFour c) {
            connectFour.render(c, -1);
        } else if (s instanceof Othello o) {
            othello.render(o, -1);
        } else {
            treeMoves.removeAll();
            // A tree has no board: where the game is, and at a leaf its score, are said (only the moves' buttons showed).
            if (s instanceof org.prooflab.engine.game.pgame.PGame p) {
                Span at = new Span(s.isTerminal()
                        ? "The game ended at " + p.inWords() + ", a leaf of score " + p.score() + "."
                        : "At " + p.inWords() + (p.path().length == 0 ? "" : " (the moves so far: " + p.pathText() + ")") + ".");
                at.addClassName("proof-place");
                treeMoves.add(at);
            }
            if (game.userToMove()) {
                int[] moves = new int[s.maxMoves()];
                int n = s.legalMoves(moves);
                for (int i = 0; i < n; i++) {
                    int m = moves[i];
                    Button b = new Button("Move " + s.formatMove(m), e -> userMove(m));
                    b.getElement().setAttribute("data-move", s.formatMove(m));
                    treeMoves.add(b);
                }
            }
        }
        getElement().setAttribute("data-state", s.isTerminal() ? "over" : resolving != null ? "solving" : game.userToMove() ? "user" : "proof");
    }

    /** A closed game (or a page that is gone) stops its solve. */
    @Override
    protected void onDetach(DetachEvent event) {
        cancelResolve();
        super.onDetach(event);
    }
}
