package org.prooflab.ui.lesson;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Tag;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.function.DoubleConsumer;
import org.prooflab.engine.game.Notation;

/**
 * A native range input for a win rate 0..1, reporting while it is dragged; and the rule a win rate
 * slid or typed beside it follows ({@link #rate}).
 */
@Tag("input")
final class RateSlider extends Component {
    /** What the field beside the slider says under itself: the order of {@link #rate}'s two steps. */
    static final String HELP = "rounded to 0.01, then 0 to 1";
    /** What it says over a rate finer than 0.01 that came with the tree (a link, a lesson), which it shows as it is. */
    static final String HELP_FINER = "as the tree gave it; a typed rate is rounded to 0.01, then 0 to 1";

    /** The field's helper under {@code shown}, the rate it holds (null: none). */
    static String help(Double shown) {
        return shown != null && !shown.equals(rate(shown)) ? HELP_FINER : HELP;
    }
    /**
     * The least and the greatest number {@link #rate} takes: the typed field's min and max, so that it
     * refuses exactly what the rule refuses (1.004 is taken as 1, 1.005 refused as 1.01).
     */
    static final double LEAST_TYPED = Math.nextUp(-0.005);
    static final double MOST_TYPED = Math.nextDown(1.005);

    RateSlider(String label, DoubleConsumer onChange) {
        getElement().setAttribute("type", "range");
        getElement().setAttribute("min", "0");
        getElement().setAttribute("max", "1");
        getElement().setAttribute("step", "0.01");
        getElement().setAttribute("aria-label", label);
        getElement().setAttribute("class", "rate-slider");
        getElement().addEventListener("input", e -> onChange.accept(e.getEventData().get("element.value").asDouble()))
                .addEventData("element.value").debounce(120);
    }

    /**
     * The win rate a leaf takes for {@code r}, slid or typed: rounded half up to 0.01, the slider's step, as
     * written (0.555 is 0.56, not the 0.55 its binary double would give), then checked to be 0..1. Null when the
     * rounded rate is outside 0..1 (1.005 is 1.01; 1.0000001 is 1, taken).
     */
    static Double rate(double r) {
        if (!Double.isFinite(r)) {
            return null;
        }
        double rounded = BigDecimal.valueOf(r).setScale(2, RoundingMode.HALF_UP).doubleValue();
        return rounded >= 0 && rounded <= 1 ? rounded : null;
    }

    /** A rate as the field writes it: 0, 0.5, 0.56, 1. */
    static String text(double rate) {
        return Notation.plain(rate);
    }

    void setValue(double v) {
        getElement().setProperty("value", String.valueOf(v));
    }

    void setEnabled(boolean enabled) {
        getElement().setEnabled(enabled);
        if (enabled) {
            getElement().removeAttribute("disabled");
        } else {
            getElement().setAttribute("disabled", true);
        }
    }
}
