package org.prooflab.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** What a screen reader says of a drawn node: its place, its kind, its status and its values, and nothing dangling. */
class TreeSvgLabelTest {
    private static final Pattern NODE_LABEL = Pattern.compile("role=\"button\" aria-label=\"([^\"]*)\"");

    private static List<String> labels(String svg) {
        Matcher m = NODE_LABEL.matcher(svg);
        List<String> labels = new java.util.ArrayList<>();
        while (m.find()) {
            labels.add(m.group(1));
        }
        return labels;
    }

    @Test
    void a_node_without_values_ends_on_its_kind_and_one_with_values_lists_them() {
        DisplayNode leaf = new DisplayNode("0", false, AndOrTree.Status.UNKNOWN, List.of(), "a", false, false, false, true, List.of());
        DisplayNode valued = new DisplayNode("1", false, AndOrTree.Status.FALSE, List.of("pn 1", "dn 2"), "b", false, true, false, true,
                List.of());
        DisplayNode root = new DisplayNode("", true, AndOrTree.Status.UNKNOWN, List.of(""), null, false, false, false, false,
                List.of(leaf, valued));
        // "root, OR, " was said of a node without values: a trailing comma read aloud as a pause before nothing.
        assertThat(labels(TreeSvg.standalone(root))).containsExactly("root, OR", "node 0, reached by move a, AND",
                "node 1, reached by move b, AND, disproved, pn 1, dn 2, most-proving node");
    }

    private static final Pattern STOP = Pattern.compile("data-(node|toggle)=\"([^\"]*)\" (?:role=\"button\" )?tabindex=\"(-?\\d+)\"");

    /** Every node's and fold box's key with its tabindex: "node:0.1=-1", "toggle:=-1". */
    private static List<String> stops(String svg) {
        Matcher m = STOP.matcher(svg);
        List<String> stops = new java.util.ArrayList<>();
        while (m.find()) {
            stops.add(m.group(1) + ":" + m.group(2) + "=" + m.group(3));
        }
        return stops;
    }

    @Test
    void the_drawing_is_one_tab_stop_the_selected_node_when_it_is_drawn_and_else_the_root() {
        AndOrTree tree = TreeCodec.decode("O(A(.5,.5),A(.5,T))");
        DisplayNode shown = DisplayNode.of(tree, RuleSet.PNS.evaluate(tree), false);
        List<String> selected = stops(TreeSvg.render(shown, "1.0", java.util.Set.of(), false, "t"));
        assertThat(selected).hasSize(10).filteredOn(t -> !t.endsWith("=-1")).containsExactly("node:1.0=0");
        // none selected, or the selected one folded away: the root
        assertThat(stops(TreeSvg.render(shown, null, java.util.Set.of(), false, "t"))).filteredOn(t -> !t.endsWith("=-1"))
                .containsExactly("node:=0");
        List<String> folded = stops(TreeSvg.render(shown, "1.0", java.util.Set.of("1"), false, "t"));
        assertThat(folded).filteredOn(t -> !t.endsWith("=-1")).containsExactly("node:=0");
        assertThat(folded).contains("toggle:1=-1").doesNotContain("node:1.0=-1");
    }

    @Test
    void a_node_reached_by_a_move_says_the_move_and_the_move_is_not_read_apart() {
        DisplayNode child = new DisplayNode("0", false, AndOrTree.Status.TRUE, List.of("12 nodes"), "4", false, false, false, true, List.of());
        DisplayNode step = new DisplayNode("1", false, AndOrTree.Status.UNKNOWN, List.of(), "move 2 (+17)", false, false, false, true, List.of());
        DisplayNode root = new DisplayNode("", true, AndOrTree.Status.TRUE, List.of(), null, false, false, false, false, List.of(child, step));
        String svg = TreeSvg.standalone(root);
        assertThat(labels(svg)).containsExactly("root, OR, proved", "node 0, reached by move 4, AND, proved, 12 nodes",
                "node 1, reached by move 2 (+17), AND");
        assertThat(svg).contains("class=\"edge-label\" text-anchor=\"end\" aria-hidden=\"true\">4</text>");
    }
}
