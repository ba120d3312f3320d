package org.prooflab.ui;

import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.dom.Element;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * A chart's numbers as an HTML table, in a disclosure under the chart ("The chart's data as a table", closed at
 * first): a canvas is a picture that a screen reader cannot read, and its one-sentence label gives no number.
 * The rows come from the very object the chart was given (a {@link Supplier} of {@link Data} that the chart
 * builds from its own series), never from a second computation.
 *
 * <p>The table is built only while the disclosure is open: when it opens, and at {@link #refresh} after that. A
 * live chart (the lab's, pushed several times a second) sets a {@link #throttled least interval} between two
 * builds; {@link #refreshNow} (a solve's end) builds at once. Every caption, heading and cell is set as text.
 */
public final class ChartTable extends Details {
    /** The disclosure's words, the same under every chart. */
    public static final String SUMMARY = "The chart's data as a table";
    /** At most this many rows: a longer series is thinned evenly, and the caption says so. */
    public static final int MAX_ROWS = 500;

    /**
     * What the table shows: its caption (which says so when a long series was {@link #thin thinned}), the column
     * headings (the first one names the rows' heading cells) and the rows.
     */
    public record Data(String caption, List<String> headings, List<Row> rows) {
        public static final Data EMPTY = new Data("", List.of(), List.of());
    }

    /** One row: its heading cell (a series' name, a category, an iteration) and the cells after it. */
    public record Row(String heading, List<String> cells) {
    }

    private final Supplier<Data> data;
    private final Div box = new Div();
    private LongSupplier clock = System::nanoTime;
    private long leastNanos;
    private long builtAt;
    private boolean built;

    public ChartTable(Supplier<Data> data) {
        super(SUMMARY);
        this.data = data;
        addClassName("chart-table");
        setWidthFull();
        box.addClassName("chart-table-box");
        // A box that scrolls must be reachable by keyboard, and says what it holds.
        box.getElement().setAttribute("tabindex", "0").setAttribute("role", "region");
        add(box);
        addOpenedChangeListener(e -> {
            if (e.isOpened()) {
                build();
            }
        });
    }

    /**
     * Names the disclosure after its chart for a screen reader ("The chart's data as a table: wins, no wins and out by
     * configuration"); the words shown stay the same. Five disclosures of an experiment's page had one name, which a
     * list of its buttons could not tell apart.
     */
    public ChartTable named(String chart) {
        getElement().getChildren().filter(e -> "summary".equals(e.getAttribute("slot"))).findFirst()
                .ifPresent(summary -> summary.setAttribute("aria-label", SUMMARY + ": " + chart));
        return this;
    }

    /**
     * At most one build every {@code millis} milliseconds while open: the lab's chart gets a point at every push, and a
     * table of hundreds of rows rebuilt each time would cost more than the chart itself.
     */
    public ChartTable throttled(long millis) {
        leastNanos = millis * 1_000_000L;
        return this;
    }

    /** The clock of {@link #throttled} in nanoseconds (a test's own). */
    void clock(LongSupplier nanos) {
        clock = nanos;
    }

    /** The chart's data changed: the open table is built again (not before the least interval); a closed one waits. */
    public void refresh() {
        if (!isOpened()) {
            built = false;
            return;
        }
        if (!built || clock.getAsLong() - builtAt >= leastNanos) {
            build();
        }
    }

    /** The chart's data changed for good (a solve ended): the open table is built again at once. */
    public void refreshNow() {
        if (isOpened()) {
            build();
        } else {
            built = false;
        }
    }

    private void build() {
        Data d = data.get();
        Element table = new Element("table").setAttribute("class", "chart-data");
        table.appendChild(new Element("caption").setText(d.caption()));
        Element head = new Element("tr");
        for (String h : d.headings()) {
            head.appendChild(new Element("th").setAttribute("scope", "col").setText(h));
        }
        table.appendChild(new Element("thead").appendChild(head));
        Element body = new Element("tbody");
        for (Row r : d.rows()) {
            Element tr = new Element("tr").appendChild(new Element("th").setAttribute("scope", "row").setText(r.heading()));
            for (String c : r.cells()) {
                tr.appendChild(new Element("td").setText(c));
            }
            body.appendChild(tr);
        }
        table.appendChild(body);
        box.getElement().removeAllChildren();
        box.getElement().setAttribute("aria-label", d.caption());
        box.getElement().appendChild(table);
        builtAt = clock.getAsLong();
        built = true;
    }

    /** A chart's label ("root value over iterations") as its table's caption: the first letter a capital. */
    public static String caption(String description) {
        return description.isEmpty() ? description : Character.toUpperCase(description.charAt(0)) + description.substring(1);
    }

    /**
     * The indices of {@code size} points to show, at most {@code max}: all of them, or evenly spaced ones that keep the
     * first and the last (where a line starts and ends).
     */
    public static List<Integer> thin(int size, int max) {
        List<Integer> kept = new ArrayList<>();
        if (size <= max) {
            for (int i = 0; i < size; i++) {
                kept.add(i);
            }
            return kept;
        }
        for (int k = 0; k < max; k++) {
            int i = (int) Math.round((double) k * (size - 1) / (max - 1));
            if (kept.isEmpty() || kept.getLast() != i) {
                kept.add(i);
            }
        }
        return kept;
    }

    /** The caption's note on a thinned table: "; 500 of its 2,048 points, evenly spaced with the first and last". */
    public static String thinned(int shown, int total) {
        return shown == total ? "" : String.format(Locale.ROOT, "; %,d of its %,d points, evenly spaced with the first and last",
                shown, total);
    }
}
