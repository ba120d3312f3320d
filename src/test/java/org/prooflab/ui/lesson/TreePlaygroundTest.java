package org.prooflab.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.prooflab.lesson.AndOrTree;
import org.prooflab.lesson.Lessons;
import org.prooflab.lesson.RuleSet;
import org.prooflab.lesson.TreeCodec;

/** The playground read without a browser: the root line and the table of every rule set. */
class TreePlaygroundTest {

    private static Stream<Component> descendants(Component c) {
        return Stream.concat(Stream.of(c), c.getChildren().flatMap(TreePlaygroundTest::descendants));
    }

    private static TreePlayground lesson5Tree(RuleSet first) {
        AndOrTree tree = TreeCodec.decode("O(.6,.6)");
        return new TreePlayground("t0", tree, tree, List.of(first), Lessons.taughtIn(5), t -> { });
    }

    private static String comparison(TreePlayground p) {
        return descendants(p).filter(c -> c.hasClassName("rule-comparison")).findFirst().orElseThrow()
                .getChildren().findFirst().orElseThrow().getElement().getProperty("innerHTML");
    }

    private static String summary(TreePlayground p) {
        return descendants(p).filter(c -> c instanceof Span s && s.hasClassName("root-summary")).findFirst().orElseThrow()
                .getElement().getText();
    }

    @Test
    void the_selection_column_is_named_for_every_row_and_the_mcts_average_has_no_most_proving_node() {
        TreePlayground mcts = lesson5Tree(RuleSet.MCTS);
        assertThat(comparison(mcts)).contains("<th scope='col'>node selected next</th>", "MCTS average")
                .doesNotContain("most-proving");
        assertThat(summary(mcts)).endsWith("node selected next: 0");
        assertThat(summary(lesson5Tree(RuleSet.PPNS))).endsWith("most-proving node: 0");
    }
}
