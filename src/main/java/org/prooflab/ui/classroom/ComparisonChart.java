package org.prooflab.ui.classroom;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.component.dependency.NpmPackage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.json.JsonMapper;

/**
 * A Chart.js chart of several series ({@code frontend/comparison-chart.js}): lines of (x, y) points, or
 * bars over categories (grouped or stacked). The server sends the whole figure as JSON, written by
 * Jackson, and the element redraws it; every chart of the classroom has a table beside or under it.
 */
@Tag("comparison-chart")
@NpmPackage(value = "chart.js", version = "4.5.1")
@JsModule("./comparison-chart.js")
public final class ComparisonChart extends Component implements HasSize {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private boolean yCounts;
    private boolean xIterations;

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
        getElement().setAttribute("aria-label", description);
        setWidthFull();
        setHeight("18rem");
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
        for (Series s : series) {
            List<double[]> finite = s.points().stream().filter(p -> Double.isFinite(p[0]) && Double.isFinite(p[1])).toList();
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("label", s.label());
            line.put("points", finite);
            if (s.group() != null) {
                line.put("group", s.group());
            }
            lines.add(line);
        }
        figure.put("series", lines);
        getElement().callJsFunction("setFigure", JSON.writeValueAsString(figure));
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
        getElement().callJsFunction("setFigure", JSON.writeValueAsString(figure));
    }
}
