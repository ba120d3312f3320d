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
        assertThat(labels(TreeSvg.standalone(root))).containsExactly("root, OR", "node 0, AND", "node 1, AND, disproved, pn 1, dn 2, most-proving node");
    }
}
