package org.prooflab.ui.classroom;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.component.dependency.NpmPackage;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleFunction;
import java.util.function.Supplier;
import org.prooflab.ui.ChartTable;
import tools.jackson.databind.json.JsonMapper;

/**
 * A Chart.js chart of several series ({@code frontend/comparison-chart.js}): lines of (x, y) points, or
 * bars over categories (grouped or stacked). The server sends the whole figure as JSON, written by
 * Jackson, and the element redraws it; every chart of the classroom has a table beside or under it.
 *
 * <p>Its own numbers, as a table, are in {@link #table()}, which the page puts directly under the chart: built from
 * the series this chart was last given (the finite points it draws), with the headings and number writers set by
 * {@link #columns} and {@link #rowsNamed}.
 */
@Tag("comparison-chart")
@NpmPackage(value = "chart.js", version = "4.5.1")
@JsModule("./comparison-chart.js")
public final class ComparisonChart extends Component implements HasSize {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private boolean yCounts;
    private boolean xIterations;
    private final String description;
    private String rowHeading = "Series";
    private String xHeading;
    private String yHeading;
    private DoubleFunction<String> xText = ComparisonChart::number;
    private DoubleFunction<String> yText = ComparisonChart::number;
    private Supplier<ChartTable.Data> data = () -> ChartTable.Data.EMPTY;
    private ChartTable table;

    /**
     * One line: a label, its (x, y) points, and a group (null for none): lines of one group share a colour, as the
     * paper's and ProofLab's line of one solver do, and are told apart by their dashes.
     */
    public record Series(String label, List<double[]> points, String group) {
        public Series(String label, List<double[]> points) {
            this(label, points, null);
        }
    }

    /**
     * One set of bars: a label, an optional colour ({@code #rrggbb}, null for the next of the palette), a value per
     * category, and optionally an interval per category ({low, high}, or null for none), drawn over its bar.
     */
    public record Bars(String label, String color, List<Double> values, List<double[]> intervals) {
        public Bars(String label, String color, List<Double> values) {
            this(label, color, values, null);
        }
    }

    public ComparisonChart(String description) {
        this.description = description;
        getElement().setAttribute("aria-label", description);
        setWidthFull();
        // On a phone each legend entry takes a line of its own: the stylesheet gives the chart room for them
        // (--legend-extra, from --legend-items), so that its plot keeps its height and no entry is cut off.
        setPlotHeight("18rem");
    }

    /** Its height where the legend takes one line (a wide screen); on a phone it grows by a line for each entry. */
    void setPlotHeight(String height) {
        getStyle().set("height", "calc(" + height + " + var(--legend-extra, 0rem))");
    }

    /** How many entries the legend has: a phone's chart grows with them. */
    private void legendItems(int n) {
        getStyle().set("--legend-items", String.valueOf(n));
    }

    /**
     * Marks the y axis as a count (of positions): its ticks are whole numbers. Chart.js steps by
     * halves when the counts are small, and half a position means nothing.
     */
    public ComparisonChart countsOnY() {
        yCounts = true;
        return this;
    }

    /**
     * Marks the x axis as iterations: it starts at 0 and its ticks are whole numbers. A solve of one
     * iteration drew its one point on an axis from 0.94 to 1.06.
     */
    public ComparisonChart iterationsOnX() {
        xIterations = true;
        return this;
    }

    /**
     * The table's columns for a line chart: the x and y headings with their units (null: the axis's title) and how
     * their numbers are written, as the page writes them elsewhere (a time as {@link org.prooflab.ui.Durations}
     * does, a share as a percentage).
     */
    public ComparisonChart columns(String x, DoubleFunction<String> xNumber, String y, DoubleFunction<String> yNumber) {
        xHeading = x;
        yHeading = y;
        xText = xNumber;
        yText = yNumber;
        return this;
    }

    /** The heading of the table's first column: what its rows are (a configuration, a stage); "Series" by default. */
    public ComparisonChart rowsNamed(String heading) {
        rowHeading = heading;
        return this;
    }

    /** The disclosure with this chart's numbers as a table, to be put directly under the chart; one per chart. */
    public ChartTable table() {
        if (table == null) {
            table = new ChartTable(() -> data.get()).named(description);
        }
        return table;
    }

    private void tableChanged(Supplier<ChartTable.Data> next) {
        data = next;
        if (table != null) {
            table.refreshNow();
        }
    }

    public void show(String xTitle, String yTitle, boolean xLog, boolean stepped, Double yMin, Double yMax, List<Series> series) {
        Map<String, Object> figure = new LinkedHashMap<>();
        figure.put("xTitle", xTitle);
        figure.put("yTitle", yTitle);
        figure.put("xLog", xLog);
        figure.put("stepped", stepped);
        figure.put("yMin", yMin);
        figure.put("yMax", yMax);
        figure.put("yCounts", yCounts);
        figure.put("xIterations", xIterations);
        List<Map<String, Object>> lines = new ArrayList<>();
        List<Series> drawn = new ArrayList<>();
        for (Series s : series) {
            List<double[]> finite = s.points().stream().filter(p -> Double.isFinite(p[0]) && Double.isFinite(p[1])).toList();
            drawn.add(new Series(s.label(), finite, s.group()));
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("label", s.label());
            line.put("points", finite);
            if (s.group() != null) {
                line.put("group", s.group());
            }
            lines.add(line);
        }
        figure.put("series", lines);
        legendItems(lines.size());
        getElement().callJsFunction("setFigure", JSON.writeValueAsString(figure));
        String caption = ChartTable.caption(description);
        String x = xHeading != null ? xHeading : xTitle;
        String y = yHeading != null ? yHeading : yTitle;
        DoubleFunction<String> xs = xText;
        DoubleFunction<String> ys = yText;
        String rows = rowHeading;
        tableChanged(() -> lineData(caption, rows, x, xs, y, ys, drawn));
    }

    /**
     * A line chart's table: one row a point drawn, headed by its line's name, with its x and y; a chart of more than
     * {@link ChartTable#MAX_ROWS} points shows each line thinned alike, and the caption says how many of how many.
     */
    static ChartTable.Data lineData(String caption, String rowHeading, String xHeading, DoubleFunction<String> x,
                                    String yHeading, DoubleFunction<String> y, List<Series> drawn) {
        int total = drawn.stream().mapToInt(s -> s.points().size()).sum();
        List<ChartTable.Row> rows = new ArrayList<>();
        for (Series s : drawn) {
            int size = s.points().size();
            // each line keeps its share of the rows, its first and last point at least
            int max = total <= ChartTable.MAX_ROWS ? size : Math.max(2, (int) ((long) ChartTable.MAX_ROWS * size / total));
            for (int i : ChartTable.thin(size, max)) {
                double[] p = s.points().get(i);
                rows.add(new ChartTable.Row(s.label(), List.of(x.apply(p[0]), y.apply(p[1]))));
            }
        }
        return new ChartTable.Data(caption + ChartTable.thinned(rows.size(), total), List.of(rowHeading, xHeading, yHeading), rows);
    }

    /**
     * A bar chart's table: one row a category, one column a set of bars, each value with its interval when it has one
     * ("40% (25% – 57%)"); a value not drawn reads "–".
     */
    static ChartTable.Data barData(String caption, String rowHeading, DoubleFunction<String> y, List<String> categories,
                                   List<Bars> series) {
        List<String> headings = new ArrayList<>(List.of(rowHeading));
        series.forEach(b -> headings.add(b.label()));
        List<ChartTable.Row> rows = new ArrayList<>();
        for (int c = 0; c < categories.size(); c++) {
            List<String> cells = new ArrayList<>();
            for (Bars b : series) {
                Double v = c < b.values().size() ? b.values().get(c) : null;
                double[] interval = b.intervals() == null || c >= b.intervals().size() ? null : b.intervals().get(c);
                String text = v == null || !Double.isFinite(v) ? "–" : y.apply(v);
                if (!text.equals("–") && interval != null && Double.isFinite(interval[0]) && Double.isFinite(interval[1])) {
                    text += " (" + y.apply(interval[0]) + " – " + y.apply(interval[1]) + ")";
                }
                cells.add(text);
            }
            rows.add(new ChartTable.Row(categories.get(c), cells));
        }
        return new ChartTable.Data(caption, headings, rows);
    }

    /**
     * A number as the classroom's tables write one: whole ones and those from 100 on grouped (1,234), others to three
     * significant figures without an exponent (0.000123, 2.35).
     */
    public static String number(double v) {
        if (!Double.isFinite(v)) {
            return "–";
        }
        if (v == Math.rint(v) || Math.abs(v) >= 100) {
            return String.format(Locale.ROOT, "%,.0f", v);
        }
        return new BigDecimal(v).round(new MathContext(3)).stripTrailingZeros().toPlainString();
    }

    /** Bars over {@code categories}, one set per series; NaN values are left out (drawn as no bar). */
    void showBars(String yTitle, boolean yLog, boolean stacked, List<String> categories, List<Bars> series) {
        showBars(yTitle, yLog, stacked, null, null, categories, series);
    }

    /** {@link #showBars(String, boolean, boolean, List, List)} with the y axis's ends fixed (null: from the data). */
    void showBars(String yTitle, boolean yLog, boolean stacked, Double yMin, Double yMax, List<String> categories, List<Bars> series) {
        Map<String, Object> figure = new LinkedHashMap<>();
        figure.put("kind", "bar");
        figure.put("yTitle", yTitle);
        figure.put("yLog", yLog);
        figure.put("yMin", yMin);
        figure.put("yMax", yMax);
        figure.put("yCounts", yCounts);
        figure.put("stacked", stacked);
        figure.put("categories", categories);
        List<Map<String, Object>> sets = new ArrayList<>();
        for (Bars b : series) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("label", b.label());
            m.put("color", b.color());
            m.put("values", b.values().stream().map(v -> v == null || !Double.isFinite(v) ? null : v).toList());
            if (b.intervals() != null) {
                m.put("intervals", b.intervals().stream().map(i -> i == null || !Double.isFinite(i[0]) || !Double.isFinite(i[1]) ? null : i)
                        .toList());
            }
            sets.add(m);
        }
        figure.put("series", sets);
        legendItems(series.size());
        getElement().callJsFunction("setFigure", JSON.writeValueAsString(figure));
        // the caption names what the values count, as the axis does, without the axis's scale
        String caption = ChartTable.caption(description) + "; " + yTitle.replace(" (log scale)", "");
        DoubleFunction<String> ys = yText;
        String rows = rowHeading;
        tableChanged(() -> barData(caption, rows, ys, categories, series));
    }
}
