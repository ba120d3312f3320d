package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.pgame.PGame;

class TreeTextTest {

    @Test
    void the_node_a_path_names_is_marked_in_the_whole_tree_and_the_root_is_drawn_as_before() {
        // The spec's check tree pgame:b=2,d=3,seed=17 (shared/pgame-spec.md).
        String root = TreeText.of(PGame.parse("pgame:b=2,d=3,seed=17"));
        assertThat(root).startsWith("root (MAX to move)\n├─ 0 (+25)\n│  ├─ 0 (-0)\n│  │  ├─ 0 (+43)  leaf 68  MAX wins\n")
                .doesNotContain(TreeText.MARK);
        String node = TreeText.of(PGame.parse("pgame:b=2,d=3,seed=17,path=0.1"));
        assertThat(node.lines().filter(l -> l.endsWith(TreeText.MARK))).containsExactly("│  └─ 1 (-101)" + TreeText.MARK);
        assertThat(node.replace(TreeText.MARK, "")).isEqualTo(root);
        String leaf = TreeText.of(PGame.parse("pgame:b=2,d=3,seed=17,path=1.1.0"));
        assertThat(leaf.lines().filter(l -> l.endsWith(TreeText.MARK))).containsExactly("      ├─ 0 (+70)  leaf 148  MAX wins" + TreeText.MARK);
    }

    @Test
    void a_position_below_the_root_says_where_it_is_and_who_moves() {
        assertThat(TreeText.where(PGame.parse("pgame:b=2,d=3,seed=17"))).isEmpty();
        assertThat(TreeText.where(PGame.parse("pgame:b=2,d=3,seed=17,path=0.1")))
                .isEqualTo(" The position is the node at path 0.1, depth 2: MAX to move.");
        assertThat(TreeText.where(PGame.parse("pgame:b=2,d=3,seed=17,path=1")))
                .isEqualTo(" The position is the node at path 1, depth 1: MIN to move.");
        assertThat(TreeText.where(PGame.parse("pgame:b=2,d=3,seed=17,path=1.1.0"))).isEqualTo(" The position is the leaf at path 1.1.0: score 148, MAX wins.");
    }
}
