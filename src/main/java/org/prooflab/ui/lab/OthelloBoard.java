package org.prooflab.ui.lab;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.function.IntConsumer;
import org.prooflab.engine.game.othello.Othello;

/**
 * An Othello board that shows the legal moves of the side to move and plays one on click (or
 * Enter on a focused legal square). A proved winning move is marked. Squares are made once and
 * updated in place. {@link #picture} makes one that only shows a position: no square to play, one image read as its discs.
 */
final class OthelloBoard extends Div {
    private final IntConsumer onPlay;
    private final Div[] cells = new Div[64];
    private Othello current;

    OthelloBoard(IntConsumer onPlay) {
        this.onPlay = onPlay;
        addClassName("othello-board");
        // A group of squares, each named with what is on it (a grid would need rows and cells, which it had not:
        // a screen reader found the legal squares alone, and the discs nowhere).
        getElement().setAttribute("role", "group");
        getElement().setAttribute("aria-label", "Othello board");
        add(label(""));
        for (int c = 0; c < 8; c++) {
            add(label(String.valueOf((char) ('a' + c))));
        }
        // Row 1 at the top, as Othello's diagrams draw it (white on d4 and e5 at the start) and as the board's 64
        // characters list the squares (a1 to h8): drawn row 8 first, every position was upside down beside them.
        for (int r = 0; r < 8; r++) {
            add(label(String.valueOf(r + 1)));
            for (int c = 0; c < 8; c++) {
                int sq = r * 8 + c;
                Div cell = new Div();
                cell.addClassName("oth-cell");
                cell.getElement().setAttribute("data-square", "" + (char) ('a' + c) + (r + 1));
                if (onPlay != null) {
                    cell.addClickListener(e -> play(sq));
                    cell.getElement().addEventListener("keydown", e -> play(sq)).setFilter("event.key === 'Enter'");
                }
                cells[sq] = cell;
                add(cell);
            }
        }
    }

    /**
     * A board that shows {@code state} and takes no clicks (the explorer's small board): its legal squares were
     * reached by Tab, said "play here" and did nothing. A screen reader reads it as one image: who moves, then the discs.
     */
    static OthelloBoard picture(Othello state) {
        OthelloBoard board = new OthelloBoard(null);
        board.render(state, -1);
        board.getElement().setAttribute("role", "img");
        board.getElement().setAttribute("aria-label", pictureText(state));
        return board;
    }

    /** What a screen reader says of a {@link #picture}: the side to move or the result, the counts, then each side's squares. */
    static String pictureText(Othello state) {
        java.util.List<String> black = new java.util.ArrayList<>();
        java.util.List<String> white = new java.util.ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            if ((state.black() & (1L << sq)) != 0) {
                black.add(state.formatMove(sq));
            } else if ((state.white() & (1L << sq)) != 0) {
                white.add(state.formatMove(sq));
            }
        }
        return "Othello board. " + TurnText.of(state) + " Black on " + (black.isEmpty() ? "no square" : String.join(", ", black))
                + "; white on " + (white.isEmpty() ? "no square" : String.join(", ", white)) + ".";
    }

    private void play(int sq) {
        if (current != null && (current.legalMoveMask() & (1L << sq)) != 0) {
            onPlay.accept(sq);
        }
    }

    /** As {@link ConnectFourBoard#stale}: no square is offered to play, and a screen reader is told why. */
    void stale() {
        addClassName("stale");
        for (Div cell : cells) {
            cell.getClassNames().remove("legal");
            cell.getElement().setAttribute("role", "img");
            cell.getElement().removeAttribute("tabindex");
        }
        getElement().setAttribute("aria-description", PositionEditor.STALE_BOARD);
    }

    void render(Othello state, int bestSquare) {
        removeClassName("stale");
        getElement().removeAttribute("aria-description");
        current = state;
        long legal = state.legalMoveMask();
        for (int sq = 0; sq < 64; sq++) {
            long bit = 1L << sq;
            Div cell = cells[sq];
            String name = state.formatMove(sq);
            boolean black = (state.black() & bit) != 0;
            boolean white = (state.white() & bit) != 0;
            // A picture marks no square to play: a dot there invited a click that did nothing.
            boolean isLegal = onPlay != null && (legal & bit) != 0;
            cell.getClassNames().set("black", black);
            cell.getClassNames().set("white", white);
            cell.getClassNames().set("legal", isLegal);
            cell.getClassNames().set("best", sq == bestSquare);
            cell.getElement().setAttribute("aria-label", name + (black ? " black" : white ? " white" : isLegal ? ": play here" : " empty"));
            if (isLegal) {
                cell.getElement().setAttribute("role", "button");
                cell.getElement().setAttribute("tabindex", "0");
            } else {
                // An image with a name is read; a plain box's name was not.
                cell.getElement().setAttribute("role", "img");
                cell.getElement().removeAttribute("tabindex");
            }
        }
    }

    private static Span label(String text) {
        Span s = new Span(text);
        s.addClassName("oth-label");
        // Each square says its own name: the file and rank letters would be read between them.
        s.getElement().setAttribute("aria-hidden", "true");
        return s;
    }

    /** Marks the squares some running solver would play now; an empty set clears the marks. */
    void markNow(java.util.Set<Integer> squares) {
        for (int sq = 0; sq < 64; sq++) {
            cells[sq].getClassNames().set("now", squares.contains(sq));
        }
    }
}
