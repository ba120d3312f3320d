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
 * A Chart.js line chart of several series ({@code frontend/comparison-chart.js}); the server sends
 * the whole figure as JSON, written by Jackson, and the element redraws it.
 */
@Tag("comparison-chart")
@NpmPackage(value = "chart.js", version = "4.5.1")
@JsModule("./comparison-chart.js")
public final class ComparisonChart extends Component implements HasSize {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** One line: a label and its (x, y) points. */
    public record Series(String label, List<double[]> points) {
    }

    public ComparisonChart(String description) {
        getElement().setAttribute("aria-label", description);
        setWidthFull();
        setHeight("18rem");
    }

    public void show(String xTitle, String yTitle, boolean xLog, boolean stepped, Double yMin, Double yMax, List<Series> series) {
        Map<String, Object> figure = new LinkedHashMap<>();
        figure.put("xTitle", xTitle);
        figure.put("yTitle", yTitle);
        figure.put("xLog", xLog);
        figure.put("stepped", stepped);
        figure.put("yMin", yMin);
        figure.put("yMax", yMax);
        List<Map<String, Object>> lines = new ArrayList<>();
        for (Series s : series) {
            List<double[]> finite = s.points().stream().filter(p -> Double.isFinite(p[0]) && Double.isFinite(p[1])).toList();
            lines.add(Map.of("label", s.label(), "points", finite));
        }
        figure.put("series", lines);
        getElement().callJsFunction("setFigure", JSON.writeValueAsString(figure));
    }
}
