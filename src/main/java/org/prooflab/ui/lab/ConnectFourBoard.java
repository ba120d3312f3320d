package org.prooflab.ui.lab;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.prooflab.engine.game.connectfour.ConnectFour;

/**
 * A Connect Four board that takes clicks: a drop button above each column (keyboard reachable),
 * and the cells themselves. The column of a proved winning move is marked. The elements are made
 * once per board size and updated in place, so fast clicks never land on a replaced element.
 * {@link #picture} makes one that only shows a position: no buttons, one image read as its columns.
 */
final class ConnectFourBoard extends Div {
    private final IntConsumer onDrop;
    private Button[] drops = new Button[0];
    private Div[][] cells = new Div[0][0];
    private ConnectFour current;

    ConnectFourBoard(IntConsumer onDrop) {
        this.onDrop = onDrop;
        addClassName("c4-board");
        getElement().setAttribute("role", "group");
        getElement().setAttribute("aria-label", "Connect Four board");
    }

    /**
     * A board that shows {@code state} and takes no clicks (the explorer's small board): drop buttons there were
     * reached by Tab and did nothing. A screen reader reads it as one image, column by column.
     */
    static ConnectFourBoard picture(ConnectFour state) {
        ConnectFourBoard board = new ConnectFourBoard(null);
        board.getElement().setAttribute("role", "img");
        board.render(state, -1);
        board.getElement().setAttribute("aria-label", pictureText(state));
        return board;
    }

    /** What a screen reader says of a {@link #picture}: the side to move or the result, then each column. */
    static String pictureText(ConnectFour state) {
        List<String> columns = new ArrayList<>();
        for (int c = 0; c < state.width(); c++) {
            columns.add("C" + columnContents(state, c).substring(1) + ".");
        }
        return "Connect Four board. " + TurnText.of(state) + " " + String.join(" ", columns);
    }

    private void build(int w, int h) {
        removeAll();
        getStyle().set("grid-template-columns", "repeat(" + w + ", var(--c4-cell))");
        cells = new Div[w][h];
        drops = new Button[onDrop == null ? 0 : w];
        for (int c = 0; c < drops.length; c++) {
            int col = c;
            Button drop = new Button(current.formatMove(c));
            drop.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
            drop.addClassName("c4-drop");
            drop.getElement().setAttribute("data-column", current.formatMove(c));
            drop.addClickListener(e -> play(col));
            drops[c] = drop;
            add(drop);
        }
        for (int r = h - 1; r >= 0; r--) {
            for (int c = 0; c < w; c++) {
                int col = c;
                Div cell = new Div();
                cell.addClassName("c4-cell");
                cell.getElement().setAttribute("data-cell", current.formatMove(c) + (r + 1));
                if (onDrop != null) {
                    cell.addClickListener(e -> play(col));
                }
                cells[c][r] = cell;
                add(cell);
            }
        }
    }

    private void play(int col) {
        if (current != null && !current.isTerminal() && current.canPlay(col)) {
            onDrop.accept(col);
        }
    }

    /**
     * Dims the board drawn, which is not the position typed (that one cannot be read): its columns are off and a screen
     * reader is told why. They stayed in the Tab order, announced "drop a disc", and did nothing. The next
     * {@link #render} of a position read brings them back.
     */
    void stale() {
        addClassName("stale");
        for (com.vaadin.flow.component.button.Button drop : drops) {
            drop.setEnabled(false);
        }
        getElement().setAttribute("aria-description", PositionEditor.STALE_BOARD);
    }

    /** Draws {@code state}; {@code bestColumn} (0-based) is marked as the proved move, -1 for none. */
    void render(ConnectFour state, int bestColumn) {
        removeClassName("stale");
        getElement().removeAttribute("aria-description");
        boolean resized = current == null || current.width() != state.width() || current.height() != state.height();
        current = state;
        if (resized) {
            build(state.width(), state.height());
        }
        for (int c = 0; c < drops.length; c++) {
            drops[c].setEnabled(!state.isTerminal() && state.canPlay(c));
            drops[c].setAriaLabel(columnText(state, c));
            drops[c].getClassNames().set("best", c == bestColumn);
        }
        for (int c = 0; c < state.width(); c++) {
            for (int r = 0; r < state.height(); r++) {
                Div cell = cells[c][r];
                int disc = state.discAt(c, r);
                cell.getClassNames().set("best", c == bestColumn);
                cell.getClassNames().set("x", disc == 0);
                cell.getClassNames().set("o", disc == 1);
            }
        }
    }

    /**
     * What a screen reader says of a column's button: its discs from the bottom up, by side, and what is left, so
     * that the position can be followed without seeing it ("column 4: Red, Yellow; 4 free: drop a disc").
     */
    static String columnText(ConnectFour state, int c) {
        return columnContents(state, c) + (state.isTerminal() || !state.canPlay(c) ? "" : ": drop a disc");
    }

    /** A column's discs from the bottom up and the cells left ("column 4: Red, Yellow; 4 free"), for its button and the picture. */
    private static String columnContents(ConnectFour state, int c) {
        List<String> discs = new ArrayList<>();
        for (int r = 0; r < state.height() && state.discAt(c, r) >= 0; r++) {
            discs.add(TurnText.player(state, state.discAt(c, r)));
        }
        int free = state.height() - discs.size();
        return "column " + state.formatMove(c) + ": " + (discs.isEmpty() ? "empty" : String.join(", ", discs))
                + (free == 0 ? "; full" : "; " + free + " free");
    }

    /** Marks the columns some running solver would play now (0-based); an empty set clears the marks. */
    void markNow(java.util.Set<Integer> columns) {
        for (int c = 0; c < drops.length; c++) {
            drops[c].getClassNames().set("now", columns.contains(c));
        }
    }
}
