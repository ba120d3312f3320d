package org.prooflab.ui.classroom;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableBody;
import com.vaadin.flow.component.html.NativeTableCell;
import com.vaadin.flow.component.html.NativeTableHeader;
import com.vaadin.flow.component.html.NativeTableHeaderCell;
import com.vaadin.flow.component.html.NativeTableRow;
import java.util.List;

/**
 * A plain HTML table of figures, the text beside or under each chart: a few columns that wrap and
 * shrink on a phone instead of a wide grid that scrolls sideways. Every cell is set as text.
 */
final class ResultTable extends Div {
    private final NativeTable table = new NativeTable();
    private final NativeTableBody body = new NativeTableBody();

    /** One cell: its text and, if not null, a class ({@code bad} for a contradiction, {@code label}). */
    record Cell(String text, String className) {
        static Cell of(Object text) {
            return new Cell(String.valueOf(text), null);
        }

        static Cell marked(Object text, String className) {
            return new Cell(String.valueOf(text), className);
        }
    }

    ResultTable(String className, String caption) {
        addClassName("result-table-box");
        table.addClassNames("result-table", className);
        table.getElement().setAttribute("aria-label", caption);
        table.add(body);
        add(table);
    }

    /** Sets the headings (the first one names the rows) and the rows, replacing what was shown. */
    void show(List<String> headings, List<List<Cell>> rows) {
        table.removeAll();
        NativeTableHeader head = new NativeTableHeader();
        NativeTableRow headRow = new NativeTableRow();
        for (String h : headings) {
            NativeTableHeaderCell th = new NativeTableHeaderCell();
            th.setText(h);
            th.getElement().setAttribute("scope", "col");
            headRow.add(th);
        }
        head.add(headRow);
        body.removeAll();
        for (List<Cell> row : rows) {
            NativeTableRow tr = new NativeTableRow();
            boolean first = true;
            for (Cell c : row) {
                if (first) {
                    NativeTableHeaderCell th = new NativeTableHeaderCell();
                    th.setText(c.text());
                    th.getElement().setAttribute("scope", "row");
                    if (c.className() != null) {
                        th.addClassName(c.className());
                    }
                    tr.add(th);
                    first = false;
                } else {
                    NativeTableCell td = new NativeTableCell();
                    td.setText(c.text());
                    if (c.className() != null) {
                        td.addClassName(c.className());
                    }
                    tr.add(td);
                }
            }
            body.add(tr);
        }
        table.add(head, body);
    }
}
