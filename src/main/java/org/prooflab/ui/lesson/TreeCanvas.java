package org.prooflab.ui.lesson;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import java.util.function.Consumer;
import org.prooflab.lesson.DisplayNode;
import org.prooflab.lesson.TreeSvg;

/**
 * An AND/OR tree drawn as SVG, with zoom, scrolling for wide trees, and a callback with the key of
 * the node clicked (or chosen with Enter). The SVG is written on the server by {@link TreeSvg}.
 */
final class TreeCanvas extends Div {
    private static final String NODE_KEY = "event.target.closest('[data-node]') ? event.target.closest('[data-node]').getAttribute('data-node') : '-'";
    private final Div drawing = new Div();
    private double zoom = 1;

    TreeCanvas(Consumer<String> onNode) {
        addClassName("tree-canvas");
        drawing.addClassName("tree-drawing");
        Button in = zoomButton("+", "zoom in", 1.25);
        Button out = zoomButton("−", "zoom out", 0.8);
        Span hint = new Span("click a node to select it");
        hint.addClassName("hint");
        HorizontalLayout tools = new HorizontalLayout(out, in, hint);
        tools.setAlignItems(HorizontalLayout.Alignment.CENTER);
        tools.setSpacing(true);
        add(tools, drawing);
        drawing.getElement().addEventListener("click", e -> {
            String key = e.getEventData().get(NODE_KEY).asString();
            if (!"-".equals(key)) {
                onNode.accept(key);
            }
        }).addEventData(NODE_KEY);
        drawing.getElement().addEventListener("keydown", e -> {
            String key = e.getEventData().get(NODE_KEY).asString();
            if (!"-".equals(key)) {
                onNode.accept(key);
            }
        }).addEventData(NODE_KEY).setFilter("event.key === 'Enter' || event.key === ' '");
    }

    private Button zoomButton(String text, String label, double factor) {
        Button b = new Button(text, e -> {
            zoom = Math.max(0.4, Math.min(2.5, zoom * factor));
            drawing.getStyle().set("--tree-zoom", String.valueOf(zoom));
        });
        b.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
        b.setAriaLabel(label);
        return b;
    }

    /** Draws {@code root}, outlining the node {@code selected} (or none). */
    void show(DisplayNode root, String selected) {
        drawing.getElement().setProperty("innerHTML", TreeSvg.render(root, selected));
    }
}
