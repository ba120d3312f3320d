package org.prooflab.ui.lab;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.component.dependency.NpmPackage;
import org.prooflab.engine.search.ValueTrace;

/**
 * A Chart.js line chart of the root value over iterations, as a small in-project component: the
 * custom element {@code frontend/root-value-chart.js} owns the canvas, the server adds points.
 * Proof numbers are drawn on a logarithmic scale, probabilities and means on 0..1.
 */
@Tag("root-value-chart")
@NpmPackage(value = "chart.js", version = "4.5.1")
@JsModule("./root-value-chart.js")
final class RootValueChart extends Component implements HasSize {

    RootValueChart(String series, boolean logScale, String description) {
        getElement().setAttribute("series", series);
        getElement().setAttribute("scale", logScale ? "log" : "linear");
        getElement().setAttribute("aria-label", description);
        setHeight("10rem");
        setWidthFull();
    }

    /** Adds a point; values that are not finite (inf proof numbers, NaN) are left out. */
    void addPoint(long iteration, double value, double secondary) {
        getElement().callJsFunction("addPoint", (double) iteration, finite(value), finite(secondary));
    }

    /** Replaces the points with a finished search's whole trace, which starts at iteration 0. */
    void setTrace(ValueTrace trace) {
        long[] iterations = trace.iterations();
        double[] values = trace.values();
        double[] secondary = trace.secondary();
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < iterations.length; i++) {
            json.append(i > 0 ? "," : "").append('[').append(iterations[i]).append(',').append(number(values[i]))
                    .append(',').append(number(secondary[i])).append(']');
        }
        getElement().callJsFunction("setTrace", json.append(']').toString());
    }

    private static String number(double v) {
        return Double.isFinite(v) ? Double.toString(v) : "null";
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }
}
