package org.prooflab.ui.lesson;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.tabs.Tab;
import com.vaadin.flow.component.tabs.Tabs;
import com.vaadin.flow.component.textfield.NumberField;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;
import org.prooflab.lesson.AndOrTree;
import org.prooflab.lesson.DisplayNode;
import org.prooflab.lesson.Evaluation;
import org.prooflab.lesson.RuleSet;
import org.prooflab.ui.ExactNumberField;

/**
 * An editable AND/OR tree under switchable rule sets: click a node to select it; a leaf's status
 * and win rate are edited with buttons, a number field or a slider; the shape with add, remove and
 * switch; undo, redo and reset. Every edit recomputes every rule set and redraws at once. A table
 * under the tree compares the root under all rule sets, side by side.
 */
final class TreePlayground extends Div {
    /** The name its exports are saved under ("lesson-3-tree-a"), also its {@code data-tree} attribute. */
    private final String name;
    private final AndOrTree original;
    private final List<RuleSet> rules;
    /** The rule sets taught so far: the comparison shows only these; none means statuses only (lesson 1). */
    private final List<RuleSet> taught;
    private final Consumer<AndOrTree> onChange;
    private final com.vaadin.flow.component.textfield.TextField nodeName = new com.vaadin.flow.component.textfield.TextField("Name");
    private final Button stepMode = small("Step through a search on this tree", this::toggleStepMode);
    private StepperPanel stepper;
    private final TreeCanvas canvas = new TreeCanvas(this::select);
    private final Tabs tabs = new Tabs();
    private Consumer<RuleSet> onRulesChange = r -> { };
    private final Checkbox logOdds = new Checkbox("log-odds");
    private final Span rootSummary = new Span();
    private final Div comparison = new Div();
    private final Span selectedLabel = new Span();
    private final RadioButtonGroup<AndOrTree.Status> status = new RadioButtonGroup<>("Leaf status");
    private final NumberField rate = new ExactNumberField("Win rate r");
    /** The rate field's arrow and page keys, on the field itself (once per element), ahead of the browser's own stepping. */
    private static final String STEP_KEYS = """
            if (this.__rateKeys) { return; }
            this.__rateKeys = true;
            const steps = {ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10};
            this.addEventListener('keydown', e => {
              const by = steps[e.key];
              if (!by || this.disabled || this.readonly) { return; }
              e.preventDefault();
              e.stopPropagation();
              const now = parseFloat(this.inputElement.value);
              const hundredths = Math.round((isFinite(now) ? now : 0.5) * 100) + by;
              const next = Math.min(100, Math.max(0, hundredths)) / 100;
              this.inputElement.value = String(next);
              this.value = String(next);
              this.dispatchEvent(new Event('change', {bubbles: true}));
            }, true);""";
    private final RateSlider slider = new RateSlider("win rate of the selected leaf", this::setRate);
    private final Button addChild = small("Add child", this::addChild);
    private final Button remove = small("Remove subtree", this::removeSubtree);
    private final Button toggle = small("Switch OR/AND", this::toggleType);
    private final Button undo = small("Undo", this::undo);
    private final Button redo = small("Redo", this::redo);
    private final Deque<AndOrTree> past = new ArrayDeque<>();
    private final Deque<AndOrTree> future = new ArrayDeque<>();
    private AndOrTree tree;
    private RuleSet shown;
    private String selected;
    private boolean quiet;

    /** Shows the values of rule set {@code r}, as if its tab were clicked (a rule set this playground lacks is ignored). */
    void showRules(RuleSet r) {
        int i = rules.indexOf(r);
        if (i >= 0) {
            tabs.setSelectedIndex(i);
            // On a phone the last tabs start beyond the right edge: bring the chosen one into the tab strip.
            // Once the tab is in the page and laid out: on the first render this runs before either.
            tabs.getSelectedTab().getElement().executeJs("const tab = this; let frames = 60; const bring = () => {"
                    + " if (tab.isConnected && tab.offsetWidth > 0) { tab.scrollIntoView({block: 'nearest', inline: 'nearest'}); }"
                    + " else if (frames-- > 0) { requestAnimationFrame(bring); } }; requestAnimationFrame(bring);");
        }
    }

    /** Calls {@code listener} with the rule set shown whenever a tab is chosen (the playground page keeps it in its address). */
    void onRulesChange(Consumer<RuleSet> listener) {
        onRulesChange = listener;
    }

    TreePlayground(String name, AndOrTree start, AndOrTree original, List<RuleSet> rules, List<RuleSet> taught,
                   Consumer<AndOrTree> onChange) {
        this.name = name;
        this.original = original;
        this.rules = rules;
        this.taught = taught;
        this.onChange = onChange;
        this.tree = start;
        this.shown = rules.get(0);
        addClassName("tree-playground");
        getElement().setAttribute("data-tree", name);

        for (RuleSet r : rules) {
            Tab tab = new Tab(r.title());
            tab.getElement().setAttribute("data-rules", r.name());
            tab.getElement().setAttribute("title", r.rule());
            tabs.add(tab);
        }
        tabs.addSelectedChangeListener(e -> {
            shown = rules.get(tabs.getSelectedIndex());
            refresh(false);
            onRulesChange.accept(shown);
        });
        logOdds.addValueChangeListener(e -> refresh(false));
        rootSummary.addClassName("root-summary");
        rootSummary.getElement().setAttribute("aria-live", "polite");
        comparison.addClassName("rule-comparison");

        status.setItems(AndOrTree.Status.UNKNOWN, AndOrTree.Status.TRUE, AndOrTree.Status.FALSE);
        status.setItemLabelGenerator(s -> switch (s) {
            case UNKNOWN -> "unknown";
            case TRUE -> "TRUE (proved)";
            case FALSE -> "FALSE (disproved)";
        });
        status.addValueChangeListener(e -> {
            if (e.isFromClient() && e.getValue() != null) {
                editLeaf(e.getValue(), currentLeafRate());
            }
        });
        // A typed rate follows the slider's rule (RateSlider.rate): rounded to 0.01, the slider's step, then 0..1. The
        // field's range is what rounds into 0..1, so 1.0000001 is taken as 1, as 0.555 is as 0.56 (it was refused).
        rate.setMin(RateSlider.LEAST_TYPED);
        rate.setMax(RateSlider.MOST_TYPED);
        // No step on the field: a step of 0.01 checked in binary fractions rejects 0.79 (0.79 / 0.01 is not a whole
        // number in doubles). So its arrow keys step as the slider's do (0.01, Page Up and Down 0.1), held to 0..1:
        // without a step the browser's went by 1, from 0.3 to the top and from 0.7 nowhere.
        rate.addAttachListener(e -> rate.getElement().executeJs(STEP_KEYS));
        rate.setWidth("9rem");
        // No message set by hand: it would stand over the range messages below (Vaadin keeps a message it did not set).
        rate.setHelperText(RateSlider.HELP);
        // Emptied, the field says so (the leaf keeps its rate until a new one is typed); it stayed blank and silent.
        rate.setRequiredIndicatorVisible(true);
        rate.setI18n(new NumberField.NumberFieldI18n().setBadInputErrorMessage("Type a number from 0 to 1, such as 0.79.")
                .setRequiredErrorMessage("Type a win rate from 0 to 1, such as 0.79; the leaf keeps its rate until then.")
                .setMinErrorMessage("Rounded to 0.01, a win rate is at least 0.").setMaxErrorMessage("Rounded to 0.01, a win rate is at most 1."));
        nodeName.setMaxLength(AndOrTree.MAX_NAME);
        // Wide enough for most of a 40-character name (9rem showed only its last 17 characters).
        nodeName.setWidth("18rem");
        nodeName.getStyle().set("max-width", "100%");
        nodeName.setHelperText("drawn under the node, up to " + AndOrTree.MAX_NAME + " characters");
        nodeName.setValueChangeMode(com.vaadin.flow.data.value.ValueChangeMode.ON_CHANGE);
        nodeName.addValueChangeListener(e -> {
            if (e.isFromClient() && selected != null) {
                try {
                    apply(tree.replace(path(selected), tree.at(path(selected)).withName(e.getValue())));
                    nodeName.setInvalid(false);
                } catch (IllegalArgumentException ex) {
                    nodeName.setErrorMessage("A name has at most " + AndOrTree.MAX_NAME + " characters and no { or }.");
                    nodeName.setInvalid(true);
                }
            }
        });
        rate.addValueChangeListener(e -> {
            if (e.isFromClient() && e.getValue() != null && !rate.isInvalid()) {
                setRate(e.getValue());
            }
        });
        // The field shows the rate the leaf took as the page writes it (-0 as 0, .5 as 0.5), also when the number did
        // not change: "-0" typed over 0 is no new value, so no value change comes, only the browser's change event.
        // Looked at once the round trip's other listeners are done (a new rate has redrawn the field by then).
        rate.getElement().addEventListener("change", e -> rate.getUI().ifPresent(ui -> ui.beforeClientResponse(rate, c -> showRateAsTaken())));
        Button reset = small("Reset", () -> apply(original));
        HorizontalLayout header = new HorizontalLayout(tabs, logOdds);
        // On a phone the rule sets scroll inside the card: the strip is no wider than its row.
        tabs.setMaxWidth("100%");
        header.setAlignItems(FlexComponent.Alignment.CENTER);
        header.setWrap(true);
        HorizontalLayout leafEditor = new HorizontalLayout(status, rate, slider, nodeName);
        // Before a rule that reads win rates is taught (lesson 1, and lesson 2's PNS), the editor offers none.
        boolean rates = taught.stream().anyMatch(RuleSet::readsWinRate);
        rate.setVisible(rates);
        slider.setVisible(rates);
        leafEditor.setAlignItems(FlexComponent.Alignment.BASELINE);
        leafEditor.setWrap(true);
        HorizontalLayout shapeEditor = new HorizontalLayout(addChild, remove, toggle, undo, redo, reset, stepMode);
        shapeEditor.setWrap(true);
        Div editor = new Div(selectedLabel, leafEditor, shapeEditor);
        editor.addClassName("node-editor");
        add(header, rootSummary, treeSkip(), canvas, editor, comparison);
        canvas.setExportName(name);
        if (taught.isEmpty()) {
            // Statuses only: no rule set has been taught yet, so no search to step through either (it showed pn and dn).
            header.setVisible(false);
            comparison.setVisible(false);
            stepMode.setVisible(false);
        }
        // Which node is selected is said as it changes, for a reader who does not see the outline move.
        selectedLabel.getElement().setAttribute("aria-live", "polite");
        select(null);
    }

    AndOrTree tree() {
        return tree;
    }

    /**
     * Names this playground after the tree the page calls it by ("tree (b)"): its drawing and its group of controls,
     * so that a screen reader tells a page's trees, and their Reset and status controls, apart.
     */
    void nameTree(String title) {
        canvas.setTreeName(title);
        getElement().setAttribute("role", "group");
        getElement().setAttribute("aria-label", title);
    }

    private static Button small(String text, Runnable action) {
        Button b = new Button(text, e -> action.run());
        b.addThemeVariants(ButtonVariant.LUMO_SMALL);
        return b;
    }

    private static List<Integer> path(String key) {
        return key.isEmpty() ? List.of() : Arrays.stream(key.split("\\.")).map(Integer::parseInt).toList();
    }

    /** Writes the field's text as the page writes the rate it holds, when the browser shows it otherwise ("-0", ".5"). */
    void showRateAsTaken() {
        Double v = rate.getValue();
        Double taken = v == null || rate.isInvalid() ? null : RateSlider.rate(v);
        if (taken != null && !RateSlider.text(taken).equals(rate.getElement().getProperty("value", ""))) {
            rate.getElement().setProperty("value", RateSlider.text(taken));
        }
    }

    /** Selects the node at {@code key} (child indexes joined by dots, "" the root), as a click on it does. */
    void select(String key) {
        selected = key;
        refresh(false);
    }

    private double currentLeafRate() {
        return tree.at(path(selected)).winRate();
    }

    private void setRate(double r) {
        Double taken = RateSlider.rate(r);
        if (taken != null) {
            editLeaf(AndOrTree.Status.UNKNOWN, taken);
        }
    }

    private void editLeaf(AndOrTree.Status s, double r) {
        if (selected == null) {
            return;
        }
        AndOrTree node = tree.at(path(selected));
        if (node.isLeaf()) {
            apply(tree.replace(path(selected), node.withLeaf(s, r)));
        }
    }

    /**
     * A link the Tab key reaches before the drawing, shown only while focused: it takes the focus past the drawing's
     * tools and the drawing (one stop, whose arrow keys go through the nodes) to the node editor's first control that is on.
     */
    private static com.vaadin.flow.component.html.Anchor treeSkip() {
        com.vaadin.flow.component.html.Anchor skip = new com.vaadin.flow.component.html.Anchor("#", "Skip the tree to the node editor");
        skip.addClassName("tree-skip");
        // The router would take the link for a navigation: the focus is moved instead.
        skip.getElement().executeJs("this.addEventListener('click', e => { e.preventDefault();"
                + " const ed = this.parentElement.querySelector('.node-editor'); if (!ed) { return; }"
                + " const on = [...ed.querySelectorAll('vaadin-select, vaadin-number-field, vaadin-text-field, vaadin-button')]"
                + ".find(c => !c.hasAttribute('disabled') && c.offsetParent !== null);"
                + " if (on) { on.focus(); } else { ed.setAttribute('tabindex', '-1'); ed.focus(); } });");
        return skip;
    }

    private void addChild() {
        if (selected == null) {
            return;
        }
        if (tree.size() >= AndOrTree.MAX_NODES) {
            selectedLabel.setText("The tree has " + tree.size() + " nodes, the most a tree here may have: remove a subtree "
                    + "to add nodes elsewhere.");
            return;
        }
        apply(tree.replace(path(selected), tree.at(path(selected)).withNewChild()));
    }

    private void removeSubtree() {
        if (selected == null || selected.isEmpty()) {
            return;
        }
        List<Integer> p = path(selected);
        if (p.isEmpty()) {
            return;
        }
        List<Integer> parent = p.subList(0, p.size() - 1);
        selected = String.join(".", parent.stream().map(String::valueOf).toList());
        apply(tree.replace(parent, tree.at(parent).withoutChild(p.get(p.size() - 1))));
    }

    private void toggleType() {
        if (selected == null) {
            return;
        }
        apply(tree.replace(path(selected), tree.at(path(selected)).toggled()));
    }

    private void undo() {
        if (!past.isEmpty()) {
            future.push(tree);
            tree = past.pop();
            afterEdit();
        }
    }

    private void redo() {
        if (!future.isEmpty()) {
            past.push(tree);
            tree = future.pop();
            afterEdit();
        }
    }

    private void apply(AndOrTree next) {
        if (next.equals(tree)) {
            return;
        }
        past.push(tree);
        future.clear();
        tree = next;
        afterEdit();
    }

    private void afterEdit() {
        try {
            if (selected != null) {
                tree.at(path(selected));
            }
        } catch (IllegalArgumentException e) {
            selected = null;
        }
        refresh(true);
    }

    private void toggleStepMode() {
        if (stepper == null) {
            stepper = StepperPanel.forTree(() -> tree, shown.algorithm(),
                    taught.stream().flatMap(r -> r.solvers().stream()).toList());
            stepper.setExportName(name + "-search-step");
            add(stepper);
            stepMode.setText("Close step mode");
        } else {
            remove(stepper);
            stepper = null;
            stepMode.setText("Step through a search on this tree");
        }
    }

    /** Lesson 1: the statuses alone, no numbers and no most-proving path (taught in lesson 2). */
    private static DisplayNode statusesOnly(DisplayNode n) {
        return new DisplayNode(n.key(), n.or(), n.exact(), List.of(), n.edgeLabel(), false, false, n.fresh(), n.leaf(),
                n.children().stream().map(TreePlayground::statusesOnly).toList(), n.name());
    }

    private void refresh(boolean changed) {
        Evaluation e = shown.evaluate(tree);
        DisplayNode drawing = DisplayNode.of(tree, e, logOdds.getValue());
        canvas.setSelectionName(shown.selectedNodeName());
        canvas.show(taught.isEmpty() ? statusesOnly(drawing) : drawing, selected);
        if (changed && stepper != null) {
            stepper.rebuild();
        }
        // Once lesson 6 has said what log-odds are (product propagation computes in them), not before.
        logOdds.setVisible(shown.probability() && taught.contains(RuleSet.PP));
        String mpn = e.mostProvingNode();
        String rootStatus = switch (e.root().exact()) {
            case TRUE -> "the root is proved";
            case FALSE -> "the root is disproved";
            case UNKNOWN -> "the root is unknown";
        };
        rootSummary.setText(taught.isEmpty() ? "Root: " + rootStatus.replace("the root is ", "")
                : "Root under " + shown.title() + ": " + e.label("") + "   ·   "
                + (mpn == null ? rootStatus : shown.selectedNodeName() + ": " + named(mpn, e.mostProvingPath())));
        rootSummary.getElement().setAttribute("data-status", e.root().exact().name());
        rootSummary.getElement().setAttribute("data-root", e.label(""));
        rootSummary.getElement().setAttribute("data-mpn", mpn == null ? "none" : mpn);
        showComparison(e);
        showEditor();
        undo.setEnabled(!past.isEmpty());
        redo.setEnabled(!future.isEmpty());
        if (changed && !quiet) {
            onChange.accept(tree);
        }
    }

    /** The root under every rule set; {@code shownEvaluation} is the one already computed for the tab shown. */
    private void showComparison(Evaluation shownEvaluation) {
        comparison.removeAll();
        // Built as elements with text, never as markup: a tree's numbers and paths are the app's today, but a tree
        // arrives by address, and text set as text cannot become markup whatever it holds.
        Element body = new Element("tbody");
        for (RuleSet r : taught) {
            Evaluation e = r == shown ? shownEvaluation : r.evaluate(tree);
            body.appendChild(new Element("tr").appendChild(
                    cell("th", r.title()).setAttribute("scope", "row"),
                    cell("td", e.label("")),
                    cell("td", e.mostProvingNode() == null ? "solved" : e.mostProvingNode().isEmpty() ? "root" : e.mostProvingNode())));
        }
        // The last column holds where each row's selection goes: the most-proving node, or the MCTS average's next node.
        Element head = new Element("tr");
        for (String title : List.of("rule set", "root", "node selected next")) {
            head.appendChild(cell("th", title).setAttribute("scope", "col"));
        }
        Div table = new Div();
        table.getElement().appendChild(new Element("table").appendChild(cell("caption", "The root under every rule set"),
                new Element("thead").appendChild(head), body));
        comparison.add(table);
    }

    private static Element cell(String tag, String text) {
        Element cell = new Element(tag);
        cell.setText(text);
        return cell;
    }

    /**
     * A node's key ("0.0", at child indices {@code steps}) with the name the lesson's text calls it by:
     * its own ("0.0, d"), or the nearest named node above it ("0.0, below a"), since the lessons name
     * some nodes and not others.
     */
    private String named(String path, List<Integer> steps) {
        if (steps.isEmpty()) {
            return "the root";
        }
        for (int depth = steps.size(); depth > 0; depth--) {
            String name = tree.at(steps.subList(0, depth)).name();
            if (name != null && !name.isBlank()) {
                return path + (depth == steps.size() ? ", " : ", below ") + name;
            }
        }
        return path;
    }

    private void showEditor() {
        if (selected == null) {
            selectedLabel.setText("Click a node in the tree to edit it.");
            status.setEnabled(false);
            rate.setEnabled(false);
            slider.setEnabled(false);
            nodeName.setEnabled(false);
            for (Button b : new Button[] {addChild, remove, toggle}) {
                b.setEnabled(false);
            }
            return;
        }
        // At the most nodes a tree may have, Add child is off; the line under the tree says why (addChild).
        addChild.setEnabled(tree.size() < AndOrTree.MAX_NODES);
        AndOrTree node = tree.at(path(selected));
        // A leaf below the root takes its type from its parent (the other player moves there): switching it did
        // nothing, unsaid. The button is off there, and says why.
        boolean fixedType = node.isLeaf() && !selected.isEmpty();
        toggle.setEnabled(!fixedType);
        toggle.setTooltipText(fixedType ? "A leaf's type follows its parent's: switch the parent, or add children to this node first" : null);
        String where = selected.isEmpty() ? "the root" : "node " + selected;
        // Said in the line a screen reader reads too: a disabled button's tooltip is never focused, so never heard.
        boolean full = tree.size() >= AndOrTree.MAX_NODES;
        selectedLabel.setText("Selected: " + where + " (" + (node.isOr() ? "OR" : "AND") + (node.isLeaf() ? " leaf" : "") + ")."
                + (fixedType ? " Its type follows its parent's: switch the parent" + (full ? "." : ", or add children to it first.") : "")
                + (full ? " The tree has " + tree.size() + " nodes, the most a tree here may have." : ""));
        boolean leaf = node.isLeaf();
        status.setEnabled(leaf);
        rate.setEnabled(leaf && node.status() == AndOrTree.Status.UNKNOWN);
        slider.setEnabled(leaf && node.status() == AndOrTree.Status.UNKNOWN);
        quiet = true;
        status.setValue(leaf ? node.status() : null);
        // A TRUE or FALSE leaf's rate is kept for when it is unknown again, but read by no rule: the field is empty.
        rate.setValue(leaf && node.status() == AndOrTree.Status.UNKNOWN ? node.winRate() : null);
        // "rounded to 0.01" over 0.00001 from a link read as if the field had failed to round it.
        rate.setHelperText(RateSlider.help(rate.getValue()));
        rate.setInvalid(false);
        nodeName.setEnabled(true);
        nodeName.setValue(node.name() == null ? "" : node.name());
        slider.setValue(leaf ? node.winRate() : 0.5);
        quiet = false;
        remove.setEnabled(!selected.isEmpty());
    }
}
