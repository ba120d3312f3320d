package org.prooflab.ui.lab;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.component.textfield.TextFieldBase;
import com.vaadin.flow.data.value.ValueChangeMode;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.function.Consumer;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.game.NotationException;
import org.prooflab.engine.game.connectfour.ConnectFour;
import org.prooflab.engine.game.othello.Othello;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.game.pgame.PGameNotation;
import org.prooflab.engine.search.Parameter;
import org.prooflab.lab.NotationMessages;
import org.prooflab.ui.ExactIntegerField;

/**
 * Sets up a position of one game: a clickable board and its move string kept in sync (Othello
 * also its 64-character board), undo and clear, seeded random positions; for P-game trees the
 * fields of {@link PGameEditor}. Bad input is answered in the field itself. Calls back with each
 * valid position, and with null while the fields hold none.
 */
final class PositionEditor extends Div {
    /** What a dimmed board tells a screen reader: it is not the position typed. */
    static final String STALE_BOARD = "An earlier position, dimmed: the one typed cannot be read, see the field above. It cannot be played.";

    private final Consumer<GameState> onChange;
    private final TextField moves = new TextField("Moves");
    /** A text area: on a phone the 66 characters wrap onto a second line instead of running out of the field. */
    private final TextArea boardText = new TextArea("Board");
    private final ConnectFourBoard connectFour = new ConnectFourBoard(this::play);
    private final OthelloBoard othello = new OthelloBoard(this::play);
    private final PGameEditor tree = new PGameEditor(this::treeRead);
    private final ExactIntegerField randomPlies = new ExactIntegerField("Random moves");
    private final TextField randomSeed = new TextField("Seed");
    private final Span status = new Span();
    private final Span now = new Span();
    private final Button pass = button("Pass", this::pass);
    private GameKind kind;
    private GameState state;
    private int bestMove = -1;
    /** The positions before each move or pass played on this board since a position was last typed or drawn, newest first. */
    private final java.util.Deque<String> played = new java.util.ArrayDeque<>();
    private boolean updating;
    /** A position an address gave with a control character in it, kept as it came for the address until the next one is read. */
    private String positionAsWritten;

    PositionEditor(Consumer<GameState> onChange) {
        this.onChange = onChange;
        addClassName("position-editor");
        moves.setWidth("100%");
        moves.setMaxWidth("30rem");
        moves.setClearButtonVisible(true);
        moves.setValueChangeMode(ValueChangeMode.LAZY);
        moves.addClassName("moves-text");
        moves.addValueChangeListener(e -> {
            if (!updating) {
                // The visitor's own text, no longer the dimmed board's.
                moves.removeClassName("stale");
                parse(moves, e.getValue());
            }
        });
        boardText.setWidth("100%");
        boardText.setMaxWidth("48rem");
        boardText.setHelperText("64 squares a1 to h8 (X black, O white, - empty), spaced or not, a row a line or not, then a space and X or O to move");
        boardText.addClassName("board-text");
        boardText.setValueChangeMode(ValueChangeMode.LAZY);
        boardText.addValueChangeListener(e -> {
            if (!updating) {
                // The visitor's own text, no longer the dimmed board's: shown plainly, right or wrong.
                boardText.removeClassName("stale");
                positionAsWritten = null;
                String text = boardOverLines(e.getValue());
                String wrong = NotationMessages.othelloBoard(text);
                if (wrong == null) {
                    parse(boardText, text);
                } else {
                    refuse(boardText, wrong);
                }
            }
        });
        randomPlies.setStepButtonsVisible(true);
        randomPlies.setWidth("9rem");
        randomSeed.setWidth("10rem");
        // One rule for both pages (GameKind.drawnPosition), so that a teacher can say "seed 1, 12 moves".
        randomSeed.setHelperText("The same seed and moves give position 1 of a classroom experiment");
        // Checked as it is typed, as every other field of the lab is, not only at the click.
        randomSeed.setValueChangeMode(ValueChangeMode.LAZY);
        randomSeed.addValueChangeListener(e -> checkedRandomSeed());
        // Not a live region: with several solvers it changes many times a second, and a screen reader read each.
        now.addClassName("move-now");
        status.addClassName("turn");
        status.getElement().setAttribute("aria-live", "polite");
        pass.addClassName("pass");
        pass.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
    }

    /** Switches to {@code game} with a position in its notation (an empty string is the start). */
    void setGame(GameKind game, String notation) {
        this.kind = game;
        played.clear();
        removeAll();
        bestMove = -1;
        switch (game) {
            case CONNECT4 -> {
                moves.setHelperText("columns from 1, as in 4453; 5x4:3321 for another board size");
                pliesRange(GameKind.mostRandomPlies(new ConnectFour()));
                randomPlies.setValue(12);
                // "Flip sides" read as swapping the players; the button mirrors the board, the same player to move.
                Button flip = button("Mirror the board", this::mirror);
                flip.getElement().setAttribute("aria-describedby", "flip-help");
                Span flipHelp = new Span("Mirror the board turns it left to right: the same position seen from the other "
                        + "side of the table, the same player to move, the same value.");
                flipHelp.setId("flip-help");
                flipHelp.addClassName("help");
                add(row(moves), status, now, connectFour, row(button("Undo", this::undo), button("Clear", this::clear), flip), flipHelp,
                        randomRow());
            }
            case OTHELLO -> {
                moves.setHelperText("moves from the start, as in f5d6c3; a pass is --");
                pliesRange(GameKind.mostRandomPlies(new Othello()));
                randomPlies.setValue(ReachNote.OTHELLO_RANDOM_MOVES);
                add(row(moves), row(boardText), row(status, pass), now, othello, row(button("Undo", this::undo), button("Clear", this::clear)),
                        randomRow());
            }
            case PGAME -> add(tree);
        }
        if (game == GameKind.PGAME) {
            // A tab or a line break alone is no blank position: it was the example tree, without a word.
            tree.show(notation.isBlank() && Notation.controlCharacter(notation) < 0 ? PGameNotation.EXAMPLE : notation);
        } else {
            // The start first: a position that cannot be read leaves a board to show, dimmed, beside its error.
            state = kind.start();
            render();
            // A control character from an address is shown drawn (␇), not as nothing, and named in the field's error;
            // the address keeps the text as it came until the visitor types (notationShown).
            setText(moves, Notation.visible(notation));
            parse(moves, notation);
            positionAsWritten = Notation.controlCharacter(notation) >= 0 ? notation : null;
        }
    }

    /**
     * What of a P-game tree the address gave that no field holds, each with the reason; empty for
     * the other games.
     */
    List<String> leftOut() {
        return kind == GameKind.PGAME ? tree.leftOut() : List.of();
    }

    /** The P-game editor read its fields: the node they name, or null while they name none. */
    private void treeRead(PGame p) {
        if (p != null) {
            accept(p, null);
        } else {
            state = null;
            onChange.accept(null);
        }
    }

    GameState position() {
        return state == null ? null : state.copy();
    }

    /**
     * The position in the game's notation; while it cannot be read, the text shown for it (the
     * move or board field in error, a P-game tree as its address wrote it or as its fields hold it),
     * so that the page address keeps what the visitor wrote.
     */
    String notationShown() {
        if (state != null) {
            return state.notation();
        }
        if (kind == GameKind.PGAME) {
            return tree.textShown();
        }
        if (positionAsWritten != null) {
            return positionAsWritten;
        }
        return boardText.isInvalid() ? boardText.getValue() : moves.getValue();
    }

    /** Marks a proved winning move on the board (-1 clears it); the board is drawn again only when the mark moves. */
    void showBestMove(int move) {
        if (move == bestMove) {
            return;
        }
        bestMove = move;
        render();
    }

    /**
     * Marks on the board the move each solver would play, solver name to move in the game's notation, for the
     * position shown: {@code now} of the running ones, {@code stopped} of those a limit stopped, {@code cancelled} of
     * those the visitor cancelled; all empty clear the marks.
     */
    void showMovesNow(Map<String, String> now, Map<String, String> stopped, Map<String, String> cancelled) {
        Set<Integer> marked = new HashSet<>();
        if (state != null) {
            for (Map<String, String> moves : List.of(now, stopped, cancelled)) {
                for (String move : moves.values()) {
                    try {
                        marked.add(state.parseMove(move));
                    } catch (IllegalArgumentException e) {
                        // A pass or a move of another position: nothing to mark.
                    }
                }
            }
        }
        switch (kind) {
            case CONNECT4 -> connectFour.markNow(marked);
            case OTHELLO -> othello.markNow(marked);
            case PGAME -> { }
        }
        this.now.setText(movesText(now, stopped, cancelled));
    }

    /**
     * The line over the board that names the moves marked: the running solvers' first, then those of the solves
     * that ended, each named for how it ended ("when stopped", "when cancelled"), as their cards name them.
     */
    static String movesText(Map<String, String> now, Map<String, String> stopped, Map<String, String> cancelled) {
        String whenCancelled = cancelled.isEmpty() ? "" : "when cancelled: " + named(cancelled);
        if (!now.isEmpty()) {
            return "Move now (marked on the board): " + named(now) + (stopped.isEmpty() ? "" : "; when stopped: " + named(stopped))
                    + (whenCancelled.isEmpty() ? "" : "; " + whenCancelled);
        }
        if (!stopped.isEmpty()) {
            return "Moves when the solvers stopped (marked on the board): " + named(stopped)
                    + (whenCancelled.isEmpty() ? "" : "; " + whenCancelled);
        }
        return cancelled.isEmpty() ? "" : "Moves when the solvers were cancelled (marked on the board): " + named(cancelled);
    }

    /** "PN-search 4, PPN-search 3". */
    private static String named(Map<String, String> moves) {
        return moves.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "));
    }

    /** Shows a position of the current game (from the explorer): the board and moves follow, a P-game node's path too. */
    void show(String notation) {
        if (kind == GameKind.PGAME) {
            tree.show(notation);
        } else {
            load(notation);
        }
    }

    /**
     * A board typed or pasted over several lines (a row a line, the side to move on a line of its own) or with tabs
     * between its squares, as the notation reads it: each line break and tab a space, which a board may have between
     * its squares ({@link Othello#isBoardSpacing}) but which, as control characters, no position may hold. One for one,
     * so that a message counts characters as the visitor typed them.
     */
    static String boardOverLines(String text) {
        return text.replace('\n', ' ').replace('\r', ' ').replace('\t', ' ');
    }

    /**
     * A board's notation with its rows set apart by spaces ("-------- -------- ---OX--- ... X"), as the field shows it:
     * the field wraps between rows, never inside one (it broke the 64 squares anywhere, the side to move after them on a
     * line of its own), and a row can be found by counting. The same board to the parser ({@link Othello#isBoardSpacing}).
     */
    static String rowsApart(String boardNotation) {
        if (boardNotation.length() != 66 || boardNotation.charAt(64) != ' ') {
            // No board notation (64 squares, a space, the side): left as it is.
            return boardNotation;
        }
        StringBuilder sb = new StringBuilder(boardNotation.length() + 8);
        for (int r = 0; r < 8; r++) {
            sb.append(boardNotation, 8 * r, 8 * r + 8).append(' ');
        }
        return sb.append(boardNotation.substring(65)).toString();
    }

    /** Shows {@code notation} in the move field and reads it, as if typed there. */
    private void load(String notation) {
        setText(moves, notation);
        parse(moves, notation);
    }

    /** Shows {@code notation}, a position this editor showed before, in every field, keeping the moves played before it. */
    private void restore(String notation) {
        positionAsWritten = null;
        accept(kind.parse(notation), null);
        moves.setInvalid(false);
    }

    private void parse(TextFieldBase<?, String> source, String text) {
        positionAsWritten = null;
        // A position typed, drawn or cleared starts a new line of moves: Undo goes back through its own.
        played.clear();
        try {
            accept(kind.parse(text), source);
            source.setInvalid(false);
        } catch (IllegalArgumentException e) {
            refuse(source, source == moves ? NotationMessages.moves(kind, text, e) : NotationMessages.describe(kind, text, e));
            showMovesBefore(source, text, e);
        }
    }

    /**
     * A move list that stops at a move that cannot be played: the board shows, dimmed, the position its moves
     * before that one reach, where the error's "allowed are c2 b3 ..." can be checked: the start when the first move is
     * wrong (it kept the last board read, another position). Nothing changes for a problem of the whole text (a board
     * size not allowed) or text that is no move list up to there.
     */
    private void showMovesBefore(TextFieldBase<?, String> source, String text, IllegalArgumentException e) {
        // Othello counts its characters from the trimmed text, Connect Four from the text as typed.
        String counted = kind == GameKind.OTHELLO ? text.trim() : text;
        if (source != moves || !(e instanceof NotationException n) || n.index() < 0 || n.index() > counted.length()) {
            return;
        }
        // A board size that cannot be read ("abc:3321") is no move: the board read last stays, as for any whole-text problem.
        int colon = counted.indexOf(':');
        if (kind == GameKind.CONNECT4 && colon >= 0 && n.index() < colon) {
            return;
        }
        GameState before;
        try {
            before = kind.parse(counted.substring(0, n.index()));
        } catch (IllegalArgumentException notEither) {
            return;
        }
        switch (kind) {
            case CONNECT4 -> {
                connectFour.render((ConnectFour) before, -1);
                connectFour.stale();
            }
            case OTHELLO -> {
                othello.render((Othello) before, -1);
                othello.stale();
                // The Board field says what the dimmed board shows, not the last position read (a third one).
                setText(boardText, rowsApart(((Othello) before).boardNotation()));
                boardText.setInvalid(false);
            }
            case PGAME -> { }
        }
    }

    /** {@code source}'s text is no position: its field says why, and the board dims. */
    private void refuse(TextFieldBase<?, String> source, String message) {
        source.setErrorMessage(message);
        source.setInvalid(true);
        state = null;
        // The board keeps the last position that could be read, dimmed: it is not the one typed.
        connectFour.stale();
        othello.stale();
        // Dimmed with it: while the moves are refused, the Board field holds no position of theirs either.
        if (source == moves) {
            boardText.addClassName("stale");
        } else if (source == boardText) {
            // And the other way: the moves still written are the dimmed board's ("f5d6" under a refused "XXXX").
            moves.addClassName("stale");
        }
        status.setText("");
        pass.setVisible(false);
        onChange.accept(null);
    }

    private void accept(GameState s, TextFieldBase<?, String> source) {
        state = s;
        bestMove = -1;
        if (source != moves && kind != GameKind.PGAME) {
            setText(moves, s.notation().contains(" ") ? "" : s.notation());
            moves.setInvalid(false);
        }
        if (kind == GameKind.CONNECT4) {
            pliesRange(GameKind.mostRandomPlies(s));
        }
        if (kind == GameKind.OTHELLO && source != boardText) {
            setText(boardText, rowsApart(((Othello) s).boardNotation()));
            boardText.setInvalid(false);
        }
        render();
        onChange.accept(s.copy());
    }

    private void render() {
        if (state == null) {
            status.setText("");
            pass.setVisible(false);
            return;
        }
        showStatus();
        boardText.removeClassName("stale");
        moves.removeClassName("stale");
        switch (kind) {
            case CONNECT4 -> connectFour.render((ConnectFour) state, bestMove);
            case OTHELLO -> othello.render((Othello) state, bestMove);
            // The P-game editor drew its tree when it read it.
            case PGAME -> { }
        }
    }

    /** Whose turn it is, who must pass, or who won. */
    private void showStatus() {
        pass.setVisible(TurnText.mustPass(state));
        status.setText(TurnText.of(state));
        status.getElement().setAttribute("data-to-move",
                state.isTerminal() || kind == GameKind.PGAME ? "" : TurnText.side(state, state.currentPlayer()).toLowerCase());
    }

    /** Othello: the side to move has no legal move and passes. */
    private void pass() {
        if (TurnText.mustPass(state)) {
            GameState next = state.copy();
            next.play(Othello.PASS);
            played.push(state.notation());
            accept(next, null);
        }
    }

    private void play(int move) {
        if (state == null || state.isTerminal()) {
            return;
        }
        GameState next = state.copy();
        next.play(move);
        String passed = null;
        if (kind == GameKind.OTHELLO && !next.isTerminal() && ((Othello) next).legalMoveMask() == 0) {
            passed = TurnText.side(next, next.currentPlayer());
            next.play(Othello.PASS);
        }
        played.push(state.notation());
        accept(next, null);
        if (passed != null) {
            // Said, or the same side seemed to move twice.
            status.setText(passed + " has no move and passes. " + status.getText());
        }
    }

    private void undo() {
        if (state == null) {
            return;
        }
        if (!played.isEmpty()) {
            // The position before the last move played here, whatever its notation: a board typed into the Board
            // field has no moves to take back, and Undo after a click on it did nothing.
            restore(played.pop());
            return;
        }
        String n = state.notation();
        if (kind == GameKind.CONNECT4 && !n.isEmpty() && !n.endsWith(":")) {
            load(n.substring(0, n.length() - 1));
        } else if (kind == GameKind.OTHELLO && !n.contains(" ") && n.length() >= 2) {
            // A pass the board played by itself goes with the move before it.
            String back = n.substring(0, n.length() - 2);
            if (n.endsWith(Othello.PASS_TOKEN) && back.length() >= 2) {
                back = back.substring(0, back.length() - 2);
            }
            load(back);
        }
    }

    /** Connect Four: the position mirrored left to right, as a move string (column c becomes w + 1 - c). */
    private void mirror() {
        if (!(state instanceof ConnectFour c)) {
            return;
        }
        String n = c.notation();
        int colon = n.indexOf(':');
        StringBuilder mirrored = new StringBuilder(n.substring(0, colon + 1));
        for (int i = colon + 1; i < n.length(); i++) {
            int col = ConnectFour.parseColumn(n.charAt(i));
            mirrored.append(c.formatMove(c.width() - 1 - col));
        }
        load(mirrored.toString());
    }

    private void clear() {
        String n = state == null ? "" : state.notation();
        int colon = n.indexOf(':');
        load(kind == GameKind.CONNECT4 && colon >= 0 ? n.substring(0, colon + 1) : "");
    }

    /** The random position's seed, or null after its field was told what is wrong with it (the one check typing and the button share). */
    private Long checkedRandomSeed() {
        Long seed = Parameter.seedOf(randomSeed.getValue());
        if (seed == null) {
            randomSeed.setErrorMessage(Parameter.seedProblem(randomSeed.getValue()));
        }
        randomSeed.setInvalid(seed == null);
        return seed;
    }

    /**
     * The fields that draw a random position, under a caption that says so: beside a position opened from a link,
     * "Random moves 12" read as a description of the position shown (one of 18 moves).
     */
    private Div randomRow() {
        randomSeed.setValue(randomSeed.getValue().isEmpty() ? "1" : randomSeed.getValue());
        Button go = button("Random position", () -> {
            GameState start = kind == GameKind.CONNECT4 && state instanceof ConnectFour c
                    ? new ConnectFour(c.width(), c.height()) : kind.start();
            Integer plies = randomPlies.getValue();
            // Each wrong field says so itself (the plies' range is the board's: pliesRange).
            boolean pliesRight = plies != null && !randomPlies.isInvalid() && plies <= randomPlies.getMax();
            if (plies != null && plies > randomPlies.getMax()) {
                // A smaller board came after the value was checked: the range moved under it.
                randomPlies.note("Too large: it must be at most " + randomPlies.getMax());
            }
            Long s = checkedRandomSeed();
            if (!pliesRight || s == null) {
                return;
            }
            try {
                GameState random = GameKind.drawnPosition(start, plies, s, 0);
                randomPlies.setInvalid(false);
                load(random.notation());
            } catch (IllegalArgumentException e) {
                randomPlies.note("Every random game ended before " + plies + " moves: choose fewer plies");
            }
        });
        Span caption = new Span("Or draw a random position: these moves played at random from the start, by this seed, "
                + "replace the board.");
        caption.addClassName("help");
        Div random = new Div(caption, row(randomPlies, randomSeed, go));
        random.addClassName("random-position");
        return random;
    }

    /** Sets the random plies' range, help and messages: {@code most} plies at the most (once for each board size). */
    private void pliesRange(int most) {
        if (randomPlies.getMax() == most) {
            return;
        }
        FieldRanges.apply(randomPlies, new FieldRanges.Range(0, most, true), "0 to " + most + " moves at random from the start");
    }

    /** A small button; PGameEditor's rows are made as these are. */
    static Button button(String text, Runnable action) {
        Button b = new Button(text, e -> action.run());
        b.addThemeVariants(ButtonVariant.LUMO_SMALL);
        return b;
    }

    static HorizontalLayout row(com.vaadin.flow.component.Component... parts) {
        HorizontalLayout row = new HorizontalLayout(parts);
        row.setWrap(true);
        row.setAlignItems(FlexComponent.Alignment.BASELINE);
        return row;
    }

    private void setText(TextFieldBase<?, String> field, String value) {
        updating = true;
        field.setValue(value);
        updating = false;
    }
}
