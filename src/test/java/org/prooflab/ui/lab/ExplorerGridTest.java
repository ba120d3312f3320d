package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.search.Algorithm;
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

    @Test
    void a_probability_reads_1_or_0_only_on_a_proved_or_disproved_node() {
        ExplorerNode unsolved = new ExplorerNode("1", true, Outcome.OUT, 1, Double.NaN, false, List.of(), 0);
        ExplorerNode proved = new ExplorerNode("1", true, Outcome.PROVED, 1, Double.NaN, false, List.of(), 0);
        ExplorerNode near = new ExplorerNode("1", true, Outcome.OUT, 0.99996, Double.NaN, false, List.of(), 0);
        assertThat(ExplorerGrid.valueText(Algorithm.PPNS, unsolved)).isEqualTo("above 0.999999999999");
        assertThat(ExplorerGrid.valueText(Algorithm.PPNS, proved)).isEqualTo("1");
        assertThat(ExplorerGrid.valueText(Algorithm.PP, near)).as("was 1.0000").isEqualTo("0.99996");
        assertThat(ExplorerGrid.valueText(Algorithm.PNS, node("1", 0))).isEqualTo("1");
    }
}
