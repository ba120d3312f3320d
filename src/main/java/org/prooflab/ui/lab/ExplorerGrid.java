package org.prooflab.ui.lab;

import com.vaadin.flow.component.grid.ColumnTextAlign;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.treegrid.TreeGrid;
import java.util.List;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Outcome;
import org.prooflab.lab.ExplorerNode;

/** The top of a finished search tree: expand nodes, read their values, follow the principal line (marked ★). */
final class ExplorerGrid extends TreeGrid<ExplorerNode> {

    ExplorerGrid(ExplorerNode root, Algorithm algorithm) {
        addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES);
        addHierarchyColumn(n -> (n.principal() ? "★ " : "") + n.move() + (n.or() ? "  (OR)" : "  (AND)"))
                .setHeader("Move").setAutoWidth(true).setFlexGrow(0).setResizable(true);
        addColumn(n -> n.status() == Outcome.OUT ? "unknown" : n.status().name().toLowerCase()).setHeader("Status").setAutoWidth(true);
        addColumn(n -> format(n.value())).setHeader(algorithm.valueName()).setTextAlign(ColumnTextAlign.END)
                .setAutoWidth(true);
        if (algorithm.secondaryName() != null) {
            addColumn(n -> format(n.secondary())).setHeader(algorithm.secondaryName()).setTextAlign(ColumnTextAlign.END).setAutoWidth(true);
        }
        addColumn(n -> n.childCount() == 0 ? "" : n.childCount() + (n.children().size() < n.childCount() ? " (not shown)" : ""))
                .setHeader("Children").setAutoWidth(true);
        setItems(List.of(root), ExplorerNode::children);
        expand(root);
        setAllRowsVisible(false);
        setHeight("16rem");
        getElement().setAttribute("aria-label", "search tree explorer");
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
