package org.prooflab.ui.lab;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.connectfour.ConnectFour;
import org.prooflab.engine.game.othello.Othello;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.lab.ExplorerNode;

/**
 * The explorer of a finished search: the tree grid, and for the node picked in it the line of
 * moves from the root and (Connect Four, Othello) a small board of its position.
 */
final class ExplorerPanel extends Div {
    private final GameState root;
    private final Map<ExplorerNode, ExplorerNode> parents = new IdentityHashMap<>();
    private final Span line = new Span("Pick a node to see its line from the root and its position.");
    private final Div board = new Div();
    private final Button playLine = new Button("Play this line on the board");
    private final Consumer<GameState> onPlay;
    private GameState shown;

    /** {@code onPlay} receives the position of a picked node when the user plays its line on the board. */
    ExplorerPanel(ExplorerNode tree, Algorithm algorithm, GameState root, Consumer<GameState> onPlay) {
        this.root = root;
        this.onPlay = onPlay;
        playLine.addThemeVariants(ButtonVariant.LUMO_SMALL);
        playLine.setVisible(false);
        playLine.addClickListener(e -> {
            if (shown != null) {
                onPlay.accept(shown.copy());
            }
        });
        addClassName("explorer");
        index(tree);
        ExplorerGrid grid = new ExplorerGrid(tree, algorithm);
        // A click on a row picks its node; a click on its move's toggle, which opens or closes the row, picks it too (ExplorerGrid).
        grid.asSingleSelect().addValueChangeListener(e -> show(e.getValue()));
        grid.addItemClickListener(e -> show(e.getItem()));
        line.addClassName("explorer-line");
        board.addClassName("explorer-board");
        Div detail = new Div(line, board, playLine);
        detail.addClassName("explorer-detail");
        // On a phone the grid's last columns are past the edge, and phones hide scroll bars until a finger moves: dn
        // read "45" for 457 with nothing to say there was more (the stylesheet shows this on narrow screens only).
        Span wide = new Span("The table goes on sideways: swipe it to see every column.");
        wide.addClassName("explorer-wide-hint");
        add(wide, grid, detail);
    }

    private void index(ExplorerNode node) {
        for (ExplorerNode child : node.children()) {
            parents.put(child, node);
            index(child);
        }
    }

    /** The moves from the root to {@code node}, first move first. */
    List<String> lineTo(ExplorerNode node) {
        List<String> moves = new ArrayList<>();
        for (ExplorerNode n = node; parents.containsKey(n); n = parents.get(n)) {
            moves.addFirst(n.move());
        }
        return moves;
    }

    private void show(ExplorerNode node) {
        board.removeAll();
        shown = null;
        playLine.setVisible(false);
        if (node == null) {
            line.setText("");
            return;
        }
        List<String> moves = lineTo(node);
        line.setText(moves.isEmpty() ? "The root: the position solved." : "Line from the root: " + String.join(" ", moves));
        if (!(root instanceof ConnectFour) && !(root instanceof Othello)) {
            return;
        }
        GameState position = root.copy();
        for (String move : moves) {
            position.play(position.parseMove(move));
        }
        shown = position;
        playLine.setVisible(!moves.isEmpty());
        if (position instanceof ConnectFour c) {
            ConnectFourBoard mini = ConnectFourBoard.picture(c);
            mini.addClassName("mini");
            board.add(mini);
        } else if (position instanceof Othello o) {
            OthelloBoard mini = OthelloBoard.picture(o);
            mini.addClassName("mini");
            board.add(mini);
        }
    }
}
