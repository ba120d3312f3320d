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

    private static NumberField rateField(TreePlayground p) {
        return descendants(p).filter(NumberField.class::isInstance).map(NumberField.class::cast).findFirst().orElseThrow();
    }

    /**
     * {@code text} typed into the leaf's rate field and read as {@code typed}, as the browser sends it: a value change
     * when the number is new, and the browser's change event, after which the page looks at the text
     * ({@link TreePlayground#showRateAsTaken}, run before the response). The number the field then holds.
     */
    private static double typeRate(TreePlayground p, String text, double typed) {
        NumberField rate = rateField(p);
        double before = rate.getValue();
        rate.getElement().setProperty("value", text);
        if (Double.compare(before, typed) != 0) {
            rate.setValue(typed);
            rate.getElement().setProperty("value", text);
            ComponentUtil.fireEvent(rate, new ComponentValueChangeEvent<>(rate, rate, before, true));
        }
        p.showRateAsTaken();
        return rate.getValue();
    }

    @Test
    void a_typed_rate_is_shown_as_the_leaf_took_it_even_when_the_leaf_had_it_already() {
        AndOrTree tree = TreeCodec.decode("O(0,.6)");
        TreePlayground p = new TreePlayground("t0", tree, tree, List.of(RuleSet.PPNS), Lessons.taughtIn(5), t -> { });
        p.select("0");
        // "-0" over a leaf of 0: the browser reads the number the field holds, so no value change comes.
        typeRate(p, "-0", 0.0);
        assertThat(rateField(p).getElement().getProperty("value")).isEqualTo("0");
        typeRate(p, ".5", 0.5);
        assertThat(rateField(p).getElement().getProperty("value")).isEqualTo("0.5");
        assertThat(p.tree().at(List.of(0)).winRate()).isEqualTo(0.5);
        typeRate(p, ".5", 0.5);
        assertThat(rateField(p).getElement().getProperty("value")).isEqualTo("0.5");
        assertThat(typeRate(p, "0.555", 0.555)).isEqualTo(0.56);
        assertThat(rateField(p).getElement().getProperty("value")).isEqualTo("0.56");
        assertThat(p.tree().at(List.of(0)).winRate()).isEqualTo(0.56);
    }
}
