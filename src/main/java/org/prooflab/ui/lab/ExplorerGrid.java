package org.prooflab.ui.lab;

import com.vaadin.flow.component.grid.ColumnTextAlign;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.treegrid.TreeGrid;
import java.util.List;
import java.util.Locale;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.ValueText;
import org.prooflab.lab.ExplorerNode;

/**
 * The top of a finished search tree: expand nodes, read their values, follow the principal line
 * (marked ★). The move column widens as deeper rows are opened, so a move is never cut by its
 * indentation; a click on a move's toggle picks the node as a click elsewhere on its row does.
 */
final class ExplorerGrid extends TreeGrid<ExplorerNode> {
    /** The indentation of one level of the tree toggle, in the cell's em, and the toggle and cell padding beside the text. */
    private static final double LEVEL_EM = 2.0;
    private static final double TOGGLE_EM = 3.0;

    private final ExplorerNode root;
    private final Grid.Column<ExplorerNode> move;
    private boolean userSized;

    ExplorerGrid(ExplorerNode root, Algorithm algorithm) {
        this.root = root;
        addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES);
        move = addHierarchyColumn(ExplorerGrid::moveText).setHeader("Move").setFlexGrow(0).setResizable(true);
        addColumn(n -> n.status() == Outcome.OUT ? "unknown" : n.status().name().toLowerCase(Locale.ROOT)).setHeader("Status").setAutoWidth(true);
        addColumn(n -> valueText(algorithm, n)).setHeader(algorithm.valueName()).setTextAlign(ColumnTextAlign.END)
                .setAutoWidth(true);
        if (algorithm.secondaryName() != null) {
            addColumn(n -> format(n.secondary())).setHeader(algorithm.secondaryName()).setTextAlign(ColumnTextAlign.END).setAutoWidth(true);
        }
        addColumn(ExplorerGrid::childrenText).setHeader("Children").setAutoWidth(true);
        setItems(List.of(root), ExplorerNode::children);
        expand(root);
        fitMoveColumn();
        // A width the visitor dragged is theirs: opening rows no longer resets it.
        addColumnResizeListener(e -> userSized |= e.getResizedColumn() == move);
        addExpandListener(e -> toggled(e.getItems(), e.isFromClient()));
        addCollapseListener(e -> toggled(e.getItems(), e.isFromClient()));
        setAllRowsVisible(false);
        setHeight("16rem");
        getElement().setAttribute("aria-label", "search tree explorer");
    }

    /** A row opened or closed: the move column fits the rows now visible, and a visitor's click picks the node. */
    private void toggled(java.util.Collection<ExplorerNode> items, boolean fromClient) {
        fitMoveColumn();
        if (fromClient) {
            items.stream().findFirst().ifPresent(this::select);
        }
    }

    static String moveText(ExplorerNode n) {
        return (n.principal() ? "★ " : "") + n.move() + (n.or() ? "  (OR)" : "  (AND)");
    }

    /** "7", "7 (not shown)" when none of the node's children was kept, "7 (1 shown)" when some were. */
    static String childrenText(ExplorerNode n) {
        int shown = n.children().size();
        if (n.childCount() == 0) {
            return "";
        }
        return n.childCount() + (shown == n.childCount() ? "" : shown == 0 ? " (not shown)" : " (" + shown + " shown)");
    }

    /** Widens the move column to its widest visible row: the row's indentation and its text. */
    private void fitMoveColumn() {
        if (userSized) {
            return;
        }
        Row w = widest(root, 0, new Row(0, 0));
        move.setWidth(String.format(Locale.ROOT, "calc(%.1fem + %dch)", w.level() * LEVEL_EM + TOGGLE_EM, w.chars()));
    }

    /** A row's level of indentation and the length of its text; a character taken as about half an em to compare rows. */
    private record Row(int level, int chars) {
        double em() {
            return level * LEVEL_EM + chars * 0.55;
        }
    }

    /** The wider of {@code best} and every visible row under {@code n}, which is at {@code level}. */
    private Row widest(ExplorerNode n, int level, Row best) {
        Row here = new Row(level, moveText(n).length());
        Row found = here.em() > best.em() ? here : best;
        if (isExpanded(n)) {
            for (ExplorerNode c : n.children()) {
                found = widest(c, level + 1, found);
            }
        }
        return found;
    }

    /** A node's main value: a proof number as the grid writes numbers, a probability or mean as {@link ValueText} does. */
    static String valueText(Algorithm algorithm, ExplorerNode n) {
        return algorithm.usesProofNumbers() || Double.isNaN(n.value()) ? format(n.value()) : ValueText.value(algorithm, n.value(), n.status());
    }

    private static String format(double v) {
        if (Double.isNaN(v)) {
            return "";
        }
        if (Double.isInfinite(v)) {
            return "∞";
        }
        return v == Math.rint(v) && Math.abs(v) < 1e12 ? String.format("%,.0f", v) : String.format("%.4f", v);
    }
}
