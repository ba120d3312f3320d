package org.prooflab.ui.lesson;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Tag;
import java.util.function.DoubleConsumer;

/** A native range input for a win rate 0..1, reporting while it is dragged. */
@Tag("input")
final class RateSlider extends Component {

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
