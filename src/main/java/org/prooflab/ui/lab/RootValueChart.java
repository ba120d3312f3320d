package org.prooflab.ui.lab;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.component.dependency.NpmPackage;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.ValueText;
import org.prooflab.engine.search.ValueTrace;
import org.prooflab.ui.ChartTable;

/**
 * A Chart.js line chart of the root value over iterations, as a small in-project component: the
 * custom element {@code frontend/root-value-chart.js} owns the canvas, the server adds points.
 * Proof numbers are drawn on a logarithmic scale, probabilities and means on 0..1.
 *
 * <p>The points the chart draws are kept here too ({@link #points}), thinned by the element's own rule, so that
 * {@link #table()} shows them as numbers. While a solve runs the open table is built again at most once a second
 * (a card gets several points a second, and a closed table is not built at all); the finished trace shows at once.
 */
@Tag("root-value-chart")
@NpmPackage(value = "chart.js", version = "4.5.1")
@JsModule("./root-value-chart.js")
final class RootValueChart extends Component implements HasSize {

    private final String description;
    /** The chart draws proof and disproof numbers (the only charts on a log scale). */
    private final boolean proofNumbers;
    /** As {@code MAX_POINTS} in root-value-chart.js: a series past it drops every other point. */
    static final int MAX_POINTS = 400;
    private final String[] labels;
    private final Algorithm algorithm;
    /** Each series' points ({iteration, value}) as the element holds them, finite values only. */
    private final List<List<double[]>> points = new ArrayList<>();
    /** The finished search's outcome, once its trace is shown: the last point's status (a p of 1 is proved). */
    private Outcome finished;
    private final ChartTable table;

    RootValueChart(String series, boolean logScale, String description, Algorithm algorithm) {
        this.description = description;
        this.proofNumbers = logScale;
        this.algorithm = algorithm;
        this.labels = series.split("\\|");
        for (int i = 0; i < labels.length; i++) {
            points.add(new ArrayList<>());
        }
        this.table = new ChartTable(this::tableData).throttled(1000).named(description);
        getElement().setAttribute("series", series);
        getElement().setAttribute("scale", logScale ? "log" : "linear");
        getElement().setAttribute("aria-label", description);
        setHeight("10rem");
        setWidthFull();
    }

    /** The disclosure with this chart's points as a table, to be put directly under the chart. */
    ChartTable table() {
        return table;
    }

    /** Adds a point; values that are not finite (inf proof numbers, NaN) are left out. */
    void addPoint(long iteration, double value, double secondary) {
        getElement().callJsFunction("addPoint", (double) iteration, finite(value), finite(secondary));
        double[] both = {value, secondary};
        for (int i = 0; i < labels.length; i++) {
            add(points.get(i), iteration, both[i]);
        }
        table.refresh();
    }

    /**
     * What the element's {@code addPoint} does to one series, so that the table holds the points drawn: a value at the
     * last point's iteration replaces it, and past {@link #MAX_POINTS} every other point goes, the last kept.
     */
    static void add(List<double[]> series, long iteration, double v) {
        if (!Double.isFinite(v)) {
            return;
        }
        if (!series.isEmpty() && series.getLast()[0] == iteration) {
            series.getLast()[1] = v;
        } else {
            series.add(new double[] {iteration, v});
        }
        if (series.size() > MAX_POINTS) {
            List<double[]> kept = new ArrayList<>();
            for (int k = 0; k < series.size(); k++) {
                if (k % 2 == 0 || k == series.size() - 1) {
                    kept.add(series.get(k));
                }
            }
            series.clear();
            series.addAll(kept);
        }
    }

    private ChartTable.Data tableData() {
        return data(description, labels, points, finished, this::valueText);
    }

    /** A value as the card's counters write it: pn and dn whole and grouped, p and v as the lessons write them. */
    private String valueText(double v, Outcome status) {
        return proofNumbers ? SolvePanel.proofNumberText(v) : ValueText.value(algorithm, v, status);
    }

    /** How a value of the table is written, given the root's status at that point. */
    interface ValueWriter {
        String write(double value, Outcome status);
    }

    /**
     * The table of the points drawn: one row an iteration, one column a series; "–" where a series has no point there
     * (an infinite proof number is not drawn). Every point is unproved ({@link Outcome#OUT}) but a finished search's
     * last, which has the search's outcome ({@code finished}, null while it runs).
     */
    static ChartTable.Data data(String description, String[] labels, List<List<double[]>> series, Outcome finished,
                                ValueWriter writer) {
        TreeMap<Long, String[]> byIteration = new TreeMap<>();
        for (int i = 0; i < labels.length; i++) {
            for (double[] p : series.get(i)) {
                byIteration.computeIfAbsent((long) p[0], k -> new String[labels.length]);
            }
        }
        long last = byIteration.isEmpty() ? -1 : byIteration.lastKey();
        boolean gap = false;
        for (int i = 0; i < labels.length; i++) {
            for (double[] p : series.get(i)) {
                long at = (long) p[0];
                byIteration.get(at)[i] = writer.write(p[1], at == last && finished != null ? finished : Outcome.OUT);
            }
        }
        List<ChartTable.Row> all = new ArrayList<>();
        for (var e : byIteration.entrySet()) {
            List<String> cells = new ArrayList<>();
            for (String c : e.getValue()) {
                gap |= c == null;
                cells.add(c == null ? "–" : c);
            }
            all.add(new ChartTable.Row(Notation.grouped(e.getKey()), cells));
        }
        // every point drawn: at most a trace's 512, or 400 a series while it runs
        List<ChartTable.Row> rows = ChartTable.thin(all.size(), Math.max(ChartTable.MAX_ROWS, ValueTrace.CAPACITY)).stream()
                .map(all::get).toList();
        List<String> headings = new ArrayList<>(List.of("iteration"));
        headings.addAll(List.of(labels));
        String caption = ChartTable.caption(description)
                + (finished == null ? ", so far (while the search runs, brought up to date at most once a second)"
                : ", the whole search as its trace keeps it")
                + ChartTable.thinned(rows.size(), all.size()) + (gap ? "; – where the chart draws no point (∞ is not drawn)" : "");
        return new ChartTable.Data(caption, headings, rows);
    }

    /** Replaces the points with a finished search's whole trace, which starts at iteration 0, and its outcome. */
    void setTrace(ValueTrace trace, Outcome outcome) {
        long[] iterations = trace.iterations();
        double[] values = trace.values();
        double[] secondary = trace.secondary();
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < iterations.length; i++) {
            json.append(i > 0 ? "," : "").append('[').append(iterations[i]).append(',').append(number(values[i]))
                    .append(',').append(number(secondary[i])).append(']');
        }
        getElement().callJsFunction("setTrace", json.append(']').toString());
        getElement().setAttribute("aria-label", description + summary(trace));
        // the element's setTrace: each series the trace's finite values, all of them
        for (int s = 0; s < labels.length; s++) {
            List<double[]> series = points.get(s);
            series.clear();
            double[] v = s == 0 ? values : secondary;
            for (int i = 0; i < iterations.length; i++) {
                if (Double.isFinite(v[i])) {
                    series.add(new double[] {iterations[i], v[i]});
                }
            }
        }
        finished = outcome;
        table.refreshNow();
    }

    /**
     * The finished chart in words, for a screen reader, which cannot read the drawing: where the line starts and
     * ends (": pn 1 and dn 1 at the start, pn 0 and dn ∞ after 2,431 iterations").
     */
    private String summary(ValueTrace trace) {
        int n = trace.size();
        if (n == 0) {
            return "";
        }
        return ": " + point(trace, 0) + " at the start, " + point(trace, n - 1) + " after "
                + Notation.grouped(trace.iterations()[n - 1]) + " iterations";
    }

    private String point(ValueTrace trace, int i) {
        if (proofNumbers) {
            return "pn " + SolvePanel.proofNumberText(trace.values()[i]) + " and dn " + SolvePanel.proofNumberText(trace.secondary()[i]);
        }
        return String.format(java.util.Locale.ROOT, "%.3f", trace.values()[i]);
    }

    private static String number(double v) {
        return Double.isFinite(v) ? Double.toString(v) : "null";
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }
}
