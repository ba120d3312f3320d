package org.prooflab.ui.lesson;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;
import org.prooflab.lesson.DisplayNode;
import org.prooflab.lesson.TreeSvg;

/**
 * An AND/OR tree drawn as SVG: it fits the width by default, but never shrinks below a size whose
 * numbers can be read (a wider tree scrolls sideways inside its box, kept on the current path, and
 * says so), zooms in and out with scrolling kept on the current path, folds subtrees
 * with the "−" beside a node, exports as SVG and PNG, and reports the key of the node clicked (or
 * chosen with Enter). The SVG is written on the server by {@link TreeSvg}; every text in it is escaped.
 */
public final class TreeCanvas extends Div {
    private static final String NODE_KEY = "event.target.closest('[data-node]') ? event.target.closest('[data-node]').getAttribute('data-node') : '-'";
    /** True for a fold that − or + pressed on a node asked for ({@link #KEYS}). */
    private static final String FOLD_FROM_NODE = "event.foldFromNode === true";
    private static final String TOGGLE_KEY = "event.target.closest('[data-toggle]') ? event.target.closest('[data-toggle]').getAttribute('data-toggle') : '-'";
    /** Saves a file the server made: SVG as it is, PNG drawn from the SVG onto a canvas at twice its size. */
    private static final String DOWNLOAD = """
            const [svg, name, png] = [$0, $1, $2];
            const save = (blob) => { const a = document.createElement('a'); a.href = URL.createObjectURL(blob); a.download = name;
              document.body.appendChild(a); a.click(); setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000); };
            const svgBlob = new Blob([svg], {type: 'image/svg+xml'});
            if (!png) { save(svgBlob); return; }
            const img = new Image();
            img.onload = () => { const c = document.createElement('canvas'); c.width = img.width * 2; c.height = img.height * 2;
              const g = c.getContext('2d'); g.fillStyle = '#fff'; g.fillRect(0, 0, c.width, c.height); g.scale(2, 2); g.drawImage(img, 0, 0);
              c.toBlob(save, 'image/png'); };
            img.src = URL.createObjectURL(svgBlob);
            """;
    /** Whether the drawing is wider than its box: {@code data-wide} shows the hint that it scrolls sideways. */
    private static final String MARK_WIDE = "d => d.toggleAttribute('data-wide', d.scrollWidth > d.clientWidth + 1)";
    /**
     * Marks a drawing wider than its box and scrolls it to the node a visitor follows: the selected
     * node, else the end of the current path, else the root. The root and that node are shown
     * together when they fit; when they do not, the node goes to the side that faces the root, so as
     * much of the path as fits is seen. A node already in view is left where it is: a tree that moved
     * under the finger after every click could not be worked on.
     */
    private static final String SCROLL_TO_PATH = "const mark = " + MARK_WIDE + ";" + """
            const d = $0; mark(d);
            const root = d.querySelector('g.node[data-node=""]'); if (!root) return;
            const n = d.querySelector('g.node.selected') || d.querySelector('g.node.mpn') || root;
            const c = d.getBoundingClientRect(), a = root.getBoundingClientRect(), b = n.getBoundingClientRect();
            const left = Math.min(a.left, b.left), right = Math.max(a.right, b.right);
            if (right - left <= c.width) {
              if (left < c.left - 1 || right > c.right + 1) d.scrollLeft += (left + right) / 2 - (c.left + c.width / 2);
            } else if (b.left < c.left - 1 || b.right > c.right + 1) {
              d.scrollLeft += b.left < a.left ? b.right - c.right + 8 : b.left - c.left - 8;
            }
            d.scrollTop += Math.max(0, (b.bottom - c.bottom) + 40);
            """;
    /** Marks the drawing again when its box changes width (a phone turned, a window resized). */
    private static final String WATCH_WIDTH = "const mark = " + MARK_WIDE + ";" + """
            const d = $0; if (!d.wideObserver) { d.wideObserver = new ResizeObserver(() => mark(d)); d.wideObserver.observe(d); }
            """;

    /**
     * The keys inside the drawing, which is one Tab stop (the selected node, else the root): Up goes to a node's parent,
     * Down to its first child, Left and Right to the node beside it in its row (across subtrees, as drawn), Home to the
     * root; − folds the subtree of the node (or its fold box) that has the focus and + unfolds it, as a click on the box
     * does. The focus moves in the browser alone; Enter and Space select, as before, on the server.
     */
    private static final String KEYS = """
            const d = $0; if (d.treeKeys) return; d.treeKeys = true;
            d.addEventListener('keydown', e => {
              // Ctrl and + or -, the browser's zoom, Alt and Left, its Back: left to the browser.
              if (e.altKey || e.ctrlKey || e.metaKey) return;
              const at = e.target.closest && e.target.closest('g[data-node], g[data-toggle]'); if (!at) return;
              const key = at.hasAttribute('data-node') ? at.getAttribute('data-node') : at.getAttribute('data-toggle');
              const nodes = [...d.querySelectorAll('g[data-node]')];
              const byKey = k => nodes.find(n => n.getAttribute('data-node') === k);
              const parts = key === '' ? [] : key.split('.');
              if (e.key === '-' || e.key === '+') {
                const box = [...d.querySelectorAll('g[data-toggle]')].find(t => t.getAttribute('data-toggle') === key);
                const folded = box && box.textContent.trim() === '+';
                if (box && folded === (e.key === '+')) {
                  // Pressed on a node, the node keeps the focus (the server gave it to the box, as after a click there).
                  const click = new MouseEvent('click', {bubbles: true});
                  click.foldFromNode = at.hasAttribute('data-node');
                  box.dispatchEvent(click);
                }
                e.preventDefault();
                return;
              }
              let next;
              if (e.key === 'ArrowUp') { next = parts.length ? byKey(parts.slice(0, -1).join('.')) : null; }
              else if (e.key === 'ArrowDown') { next = byKey(parts.concat('0').join('.')); }
              else if (e.key === 'Home') { next = byKey(''); }
              else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
                const depth = k => k === '' ? 0 : k.split('.').length;
                const row = nodes.filter(n => depth(n.getAttribute('data-node')) === parts.length);
                const i = row.findIndex(n => n.getAttribute('data-node') === key);
                next = i < 0 ? null : row[i + (e.key === 'ArrowLeft' ? -1 : 1)];
              } else { return; }
              e.preventDefault();
              if (!next) return;
              nodes.forEach(n => n.setAttribute('tabindex', '-1'));
              next.setAttribute('tabindex', '0');
              next.focus({preventScroll: true});
              next.scrollIntoView({block: 'nearest', inline: 'nearest'});
            });
            // A drawing written anew (a step of Run, a pushed update) took the focus from its node to the page's body at
            // every step: the node of the same key in the new drawing takes it back, else the drawing's Tab stop.
            d.addEventListener('focusout', e => {
              const g = e.target.closest && e.target.closest('g[data-node], g[data-toggle]'); if (!g) return;
              const attribute = g.hasAttribute('data-node') ? 'data-node' : 'data-toggle', key = g.getAttribute(attribute);
              queueMicrotask(() => {
                if (g.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
                const again = [...d.querySelectorAll('g[' + attribute + ']')].find(n => n.getAttribute(attribute) === key)
                  || d.querySelector('g[data-node][tabindex="0"]');
                if (again) { again.focus({preventScroll: true}); }
              });
            });
            """;

    private final Div drawing = new Div();
    private final Span hint = new Span();
    private final Span wideHint = new Span("The tree goes on sideways: swipe or scroll, or press Whole tree to see all of it.");
    private final Set<String> collapsed = new HashSet<>();
    private final Button fit;
    private final Button whole;
    private double zoom = 1;
    private boolean fitted = true;
    private DisplayNode shown;
    private String selected;
    /** While a node or toggle is being acted on: the element that should have the focus in the drawing written next. */
    private Focus refocus;

    /** A node or toggle of the drawing: the group whose {@code attribute} (data-node, data-toggle) is {@code key}. */
    private record Focus(String attribute, String key) {
    }
    private String exportName = "tree";
    private String treeName = "AND/OR tree";
    private String selectionName = TreeSvg.MOST_PROVING;
    private final Consumer<String> onNode;

    /** A canvas that hands the key of a node clicked to {@code onNode}. */
    public TreeCanvas(Consumer<String> onNode) {
        this.onNode = onNode;
        addClassName("tree-canvas");
        drawing.addClassName("tree-drawing");
        drawing.addClassName("fit");
        Button in = zoomButton("+", "zoom in", 1.25);
        Button out = zoomButton("−", "zoom out", 0.8);
        fit = new Button("Fit", e -> setFitted(true));
        fit.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
        fit.setAriaLabel("fit the tree to the width");
        // Fitting keeps the numbers readable, so a wide tree scrolls; its shape at a glance (a class
        // shown a P-game search after many steps) is one press away, not eight of −.
        whole = new Button("Whole tree", e -> setWhole());
        whole.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
        whole.setAriaLabel("show the whole tree in the width, however small");
        Button svg = new Button("Export SVG", e -> export(false));
        Button png = new Button("Export PNG", e -> export(true));
        for (Button b : new Button[] {svg, png}) {
            b.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
            b.addClassName("export");
        }
        hint.setText(hint("click a node to select it", "selects"));
        hint.addClassName("hint");
        HorizontalLayout tools = new HorizontalLayout(out, in, fit, whole, svg, png, hint);
        tools.setAlignItems(HorizontalLayout.Alignment.CENTER);
        tools.setSpacing(true);
        tools.setWrap(true);
        tools.addClassName("tree-tools");
        // Phones hide scroll bars until a finger moves, so a tree that goes on past the edge must say so in words.
        wideHint.addClassName("wide-hint");
        add(tools, wideHint, drawing);
        addAttachListener(e -> {
            drawing.getElement().executeJs(WATCH_WIDTH, drawing.getElement());
            drawing.getElement().executeJs(KEYS, drawing.getElement());
        });
        drawing.getElement().addEventListener("click", e -> activate(e.getEventData().get(TOGGLE_KEY).asString(),
                e.getEventData().get(NODE_KEY).asString(), e.getEventData().get(FOLD_FROM_NODE).asBoolean()))
                .addEventData(NODE_KEY).addEventData(TOGGLE_KEY).addEventData(FOLD_FROM_NODE);
        drawing.getElement().addEventListener("keydown", e -> activate(e.getEventData().get(TOGGLE_KEY).asString(),
                e.getEventData().get(NODE_KEY).asString())).addEventData(NODE_KEY).addEventData(TOGGLE_KEY)
                .setFilter("event.key === 'Enter' || event.key === ' '");
        fit.setEnabled(false);
    }

    /**
     * A fold toggle or a node clicked or chosen with Enter ("-" for none). The drawing is written anew after it,
     * which took the focus from the node to the page's top: a keyboard user started over at the first node. The
     * node or toggle of the same key in the new drawing takes it back ({@link #redraw}).
     */
    private void activate(String toggle, String key) {
        activate(toggle, key, false);
    }

    /** As {@link #activate(String, String)}; {@code fromNode}: a fold by key on the node, which keeps the focus. */
    private void activate(String toggle, String key, boolean fromNode) {
        try {
            if (!"-".equals(toggle)) {
                refocus = new Focus(fromNode ? "data-node" : "data-toggle", toggle);
                toggle(toggle);
            } else if (!"-".equals(key)) {
                refocus = new Focus("data-node", key);
                onNode.accept(key);
            }
        } finally {
            // Whatever happened, a later drawing (a Run tick, a pushed update) must not take the focus.
            refocus = null;
        }
    }

    private Button zoomButton(String text, String label, double factor) {
        Button b = new Button(text, e -> {
            // Down to 0.1: fitting no longer shrinks a tree below a readable size, so a wide tree (a
            // P-game search after many steps) may need it between readable and whole.
            zoom = Math.max(0.1, Math.min(2.5, (fitted ? 1 : zoom) * factor));
            drawing.getStyle().set("--tree-zoom", String.valueOf(zoom));
            setFitted(false);
        });
        b.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
        b.setAriaLabel(label);
        return b;
    }

    private void setFitted(boolean f) {
        fitted = f;
        drawing.getElement().getClassList().set("fit", f);
        drawing.getElement().getClassList().set("whole", false);
        fit.setEnabled(!f);
        whole.setEnabled(true);
        scrollToPath();
    }

    private void setWhole() {
        setFitted(false);
        drawing.getElement().getClassList().set("whole", true);
        whole.setEnabled(false);
    }

    private void toggle(String key) {
        if (!collapsed.remove(key)) {
            collapsed.add(key);
        }
        redraw();
    }

    /** What a screen reader calls the drawing: two trees on a page ("AND/OR tree" both) were told apart by nothing. */
    public void setTreeName(String name) {
        treeName = name;
        if (shown != null) {
            redraw();
        }
    }

    /**
     * What the node the search goes to next is called ({@link org.prooflab.lesson.RuleSet#selectedNodeName()}), from the
     * next {@link #show} on.
     */
    public void setSelectionName(String name) {
        selectionName = name;
    }

    /**
     * The line beside the tools, for a drawing where a click on a node does {@code click} ("click a node to select it")
     * and Enter {@code enter} ("selects"); both null where a node does nothing when chosen. The folding and the keys
     * are said alike on every drawing.
     */
    public static String hint(String click, String enter) {
        return (click == null ? "" : click + "; ") + "− beside a node folds its subtree; keys: arrows move between nodes, "
                + (enter == null ? "" : "Enter " + enter + ", ") + "minus and plus fold";
    }

    /** The line beside the tools that says what clicking does ({@link #hint}). */
    public void setHint(String text) {
        hint.setText(text);
    }

    /** The file name exports get, without extension: named after what is drawn, so that saving several keeps each. */
    public void setExportName(String name) {
        exportName = name;
    }

    String exportName() {
        return exportName;
    }

    private void export(boolean png) {
        if (shown == null) {
            return;
        }
        drawing.getElement().executeJs(DOWNLOAD, TreeSvg.standalone(shown), exportName + (png ? ".png" : ".svg"), png);
    }

    /** Draws {@code root}, outlining the node {@code selected} (or none). */
    public void show(DisplayNode root, String select) {
        this.shown = root;
        this.selected = select;
        // A fold whose node is gone (an edit removed it) is forgotten.
        collapsed.removeIf(k -> root.find(k) == null);
        redraw();
    }

    private void redraw() {
        drawing.getElement().setProperty("innerHTML", TreeSvg.render(shown, selected, collapsed, false, treeName, selectionName));
        // The stylesheet keeps a fitted tree at least 0.9 of this width (see .tree-drawing.fit svg).
        drawing.getStyle().set("--tree-width", Math.round(TreeSvg.width(shown, collapsed)) + "px");
        scrollToPath();
        if (refocus != null) {
            // The key is compared as text, not put into the selector, whatever characters it holds.
            drawing.getElement().executeJs("const [d, attribute, key] = [$0, $1, $2];"
                    + " const g = [...d.querySelectorAll('g[' + attribute + ']')].find(e => e.getAttribute(attribute) === key);"
                    + " if (g) { g.focus({preventScroll: true}); }", drawing.getElement(), refocus.attribute(), refocus.key());
        }
    }

    private void scrollToPath() {
        drawing.getElement().executeJs(SCROLL_TO_PATH, drawing.getElement());
    }
}
