package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.search.Outcome;
import org.prooflab.lab.ExplorerNode;

class ExplorerGridTest {
    private static ExplorerNode node(String move, int childCount, ExplorerNode... kept) {
        return new ExplorerNode(move, true, Outcome.OUT, 1, 1, false, List.of(kept), childCount);
    }

    @Test
    void children_says_how_many_of_them_the_explorer_kept() {
        assertThat(ExplorerGrid.childrenText(node("1", 0))).isEmpty();
        assertThat(ExplorerGrid.childrenText(node("1", 7))).isEqualTo("7 (not shown)");
        assertThat(ExplorerGrid.childrenText(node("1", 7, node("3", 7)))).isEqualTo("7 (1 shown)");
        assertThat(ExplorerGrid.childrenText(node("1", 2, node("3", 7), node("4", 7)))).isEqualTo("2");
    }
}
