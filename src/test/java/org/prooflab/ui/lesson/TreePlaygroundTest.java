package org.prooflab.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.AbstractField.ComponentValueChangeEvent;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.textfield.NumberField;
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

    /** A rate typed into the leaf's field, as the browser sends it; what the field shows afterwards. */
    private static double typeRate(TreePlayground p, double typed) {
        NumberField rate = descendants(p).filter(NumberField.class::isInstance).map(NumberField.class::cast).findFirst().orElseThrow();
        double before = rate.getValue();
        rate.setValue(typed);
        ComponentUtil.fireEvent(rate, new ComponentValueChangeEvent<>(rate, rate, before, true));
        return rate.getValue();
    }

    @Test
    void a_typed_rate_is_shown_as_the_leaf_took_it_even_when_the_leaf_had_it_already() {
        AndOrTree tree = TreeCodec.decode("O(0,.6)");
        TreePlayground p = new TreePlayground("t0", tree, tree, List.of(RuleSet.PPNS), Lessons.taughtIn(5), t -> { });
        p.select("0");
        double shown = typeRate(p, -0.0);
        assertThat(Double.doubleToRawLongBits(shown)).as("-0 typed on a leaf of 0").isEqualTo(Double.doubleToRawLongBits(0.0));
        assertThat(typeRate(p, 0.555)).isEqualTo(0.56);
        assertThat(p.tree().at(List.of(0)).winRate()).isEqualTo(0.56);
    }
}
