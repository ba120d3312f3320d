package org.prooflab.ui.lesson;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import org.prooflab.lesson.RuleSet;

/**
 * What every shape, colour and number in a tree drawing means, as far as the page has taught it:
 * a lesson's legend names only the numbers of the rule sets taught so far (lesson 1 none).
 */
final class Legend extends Div {

    /** The legend of a page that shows every rule set: the playground. */
    Legend() {
        this(List.of(RuleSet.values()));
    }

    Legend(List<RuleSet> taught) {
        addClassName("legend");
        getElement().setAttribute("aria-label", "legend");
        item("<rect x='3' y='3' width='14' height='14' rx='2' class='shape'/>", "OR node: the attacker moves, one good move suffices");
        item("<circle cx='10' cy='10' r='7' class='shape'/>", "AND node: the defender moves, every reply must be answered");
        item("<rect x='3' y='3' width='14' height='14' rx='2' class='shape proved'/><text x='10' y='14' class='mark'>T</text>",
                "proved (TRUE, marked T)");
        item("<rect x='3' y='3' width='14' height='14' rx='2' class='shape disproved'/><text x='10' y='14' class='mark'>F</text>",
                "disproved (FALSE, marked F)");
        if (!taught.isEmpty()) {
            item("<line x1='0' y1='10' x2='20' y2='10' class='path-line'/>", "the path to the most-proving node (thick outline)"
                    + (taught.contains(RuleSet.MCTS) ? "; under the MCTS average, to the " + RuleSet.MCTS.selectedNodeName() : ""));
        }
        item("<rect x='3' y='3' width='14' height='14' rx='2' class='shape fresh'/>", "created in this step (step mode)");
        item("<text x='10' y='15' class='name-mark'>a</text>", "a node's name, as the text calls it");
        item("<rect x='4' y='4' width='12' height='12' rx='2' class='fold'/><text x='10' y='14' class='fold-mark'>−</text>",
                "fold or unfold the subtree under a node (+ shows how many nodes are hidden)");
        item("<text x='10' y='15' class='name-mark'>?</text>", "a number hidden in the quiz: work it out");
        Span numbers = new Span(numbers(taught));
        numbers.addClassName("legend-numbers");
        // The texts name nodes by these paths ("most-proving node: 0.1"); a reader met them unexplained.
        Span paths = new Span(PATHS);
        paths.addClassName("legend-paths");
        add(numbers, paths);
    }

    /** How the texts name a node. */
    static final String PATHS = "Node paths: the texts call the root \"root\" and any other node by its path from the root, "
            + "children counted from 0, left to right: 0.1 is the second child of the root's first child.";

    /** The numbers line: those of the taught rule sets, and step mode's "was". */
    static String numbers(List<RuleSet> taught) {
        List<String> parts = new ArrayList<>();
        boolean probability = taught.stream().anyMatch(RuleSet::probability);
        if (taught.stream().anyMatch(RuleSet::proofNumbers)) {
            parts.add("pn / dn proof and disproof numbers");
        }
        if (probability) {
            parts.add("p probability of a proof");
        }
        if (taught.contains(RuleSet.MCTS)) {
            parts.add("v mean result; n playouts through the node");
        }
        if (taught.stream().anyMatch(RuleSet::readsWinRate)) {
            // Product propagation plays no playouts: its leaves' r is their prior (it read "playout win rate" there too).
            boolean onlyPrior = taught.stream().filter(RuleSet::readsWinRate).allMatch(r -> r == RuleSet.PP);
            parts.add(onlyPrior ? "r a leaf's prior (product propagation plays no playouts)"
                    : taught.contains(RuleSet.PP) ? "r a leaf's playout win rate, or its prior under product propagation"
                    : "r a leaf's playout win rate");
        }
        // Log-odds are lesson 6's (product propagation): lesson 4 offered them before any page said what they are.
        if (taught.contains(RuleSet.PP)) {
            parts.add("L log-odds ln(p / (1 - p))");
        }
        if (parts.isEmpty()) {
            return "Numbers: none yet, this page is about statuses (proof numbers come in lesson 2). In step mode, "
                    + "\"was\" marks the values before the step shown.";
        }
        return "Numbers: " + String.join("; ", parts) + "; \"was\" the values before the step shown.";
    }

    private void item(String svg, String text) {
        // The icon gets an element of its own: innerHTML on the row would replace the words beside it.
        // Only these constant drawings go through innerHTML, never text a visitor typed.
        Span icon = new Span();
        icon.addClassName("legend-icon");
        icon.getElement().setProperty("innerHTML", "<svg width='20' height='20' aria-hidden='true'>" + svg + "</svg>");
        Div row = new Div(icon, new Span(text));
        row.addClassName("legend-item");
        add(row);
    }
}
