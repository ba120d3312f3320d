package org.prooflab.ui.lab;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.component.dependency.NpmPackage;

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

    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }
}
