package org.prooflab.ui.lab;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.component.dependency.NpmPackage;
import org.prooflab.engine.game.Notation;
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

    private final String description;
    /** The chart draws proof and disproof numbers (the only charts on a log scale). */
    private final boolean proofNumbers;

    RootValueChart(String series, boolean logScale, String description) {
        this.description = description;
        this.proofNumbers = logScale;
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
        getElement().setAttribute("aria-label", description + summary(trace));
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
