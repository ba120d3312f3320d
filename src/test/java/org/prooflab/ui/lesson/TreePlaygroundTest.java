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
                .getChildren().findFirst().orElseThrow().getElement().getOuterHTML();
    }

    private static String summary(TreePlayground p) {
        return descendants(p).filter(c -> c instanceof Span s && s.hasClassName("root-summary")).findFirst().orElseThrow()
                .getElement().getText();
    }

    @Test
    void the_selection_column_is_named_for_every_row_and_the_mcts_average_has_no_most_proving_node() {
        TreePlayground mcts = lesson5Tree(RuleSet.MCTS);
        assertThat(comparison(mcts)).contains("<th scope=\"col\">node selected next</th>", "<th scope=\"row\">MCTS average</th>")
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

    @Test
    void a_rate_finer_than_the_fields_step_that_came_with_the_tree_is_not_said_to_be_rounded() {
        AndOrTree tree = TreeCodec.decode("O(.00001,.6)");
        TreePlayground p = new TreePlayground("t0", tree, tree, List.of(RuleSet.PPNS), Lessons.taughtIn(5), t -> { });
        p.select("0");
        assertThat(rateField(p).getValue()).isEqualTo(0.00001);
        assertThat(rateField(p).getHelperText()).isEqualTo("as the tree gave it; a typed rate is rounded to 0.01, then 0 to 1");
        p.select("1");
        assertThat(rateField(p).getHelperText()).isEqualTo("rounded to 0.01, then 0 to 1");
        p.select("0");
        typeRate(p, ".5", 0.5);
        assertThat(rateField(p).getHelperText()).isEqualTo("rounded to 0.01, then 0 to 1");
    }

    @SuppressWarnings("unchecked")
    private static com.vaadin.flow.component.radiobutton.RadioButtonGroup<AndOrTree.Status> statusField(TreePlayground p) {
        return descendants(p).filter(com.vaadin.flow.component.radiobutton.RadioButtonGroup.class::isInstance)
                .map(com.vaadin.flow.component.radiobutton.RadioButtonGroup.class::cast).findFirst().orElseThrow();
    }

    private static void chooseStatus(TreePlayground p, AndOrTree.Status s) {
        var field = statusField(p);
        AndOrTree.Status before = field.getValue();
        field.setValue(s);
        ComponentUtil.fireEvent(field, new ComponentValueChangeEvent<>(field, field, before, true));
    }

    @Test
    void a_leaf_set_true_or_false_and_back_to_unknown_has_its_rate_again() {
        AndOrTree tree = TreeCodec.decode("O({g}.8,.2,.2)");
        TreePlayground p = new TreePlayground("t0", tree, tree, List.of(RuleSet.MCPNS), Lessons.taughtIn(3), t -> { });
        p.select("0");
        chooseStatus(p, AndOrTree.Status.FALSE);
        assertThat(p.tree().at(List.of(0)).status()).isEqualTo(AndOrTree.Status.FALSE);
        // Read by no rule while the leaf is solved, so not shown as its rate either.
        assertThat(rateField(p).getValue()).isNull();
        chooseStatus(p, AndOrTree.Status.UNKNOWN);
        assertThat(p.tree().at(List.of(0)).winRate()).isEqualTo(0.8);
        assertThat(rateField(p).getValue()).isEqualTo(0.8);
        assertThat(summary(p)).startsWith("Root under MCPNS: pn 0.25 / dn 1.25");
        chooseStatus(p, AndOrTree.Status.TRUE);
        chooseStatus(p, AndOrTree.Status.UNKNOWN);
        assertThat(p.tree().at(List.of(0)).winRate()).isEqualTo(0.8);
    }

    private static Component stepModeButton(TreePlayground p) {
        return descendants(p).filter(c -> c instanceof com.vaadin.flow.component.button.Button b
                && b.getText().startsWith("Step through")).findFirst().orElseThrow();
    }

    @Test
    void step_mode_offers_only_the_solvers_a_lesson_has_taught_and_none_in_lesson_1() {
        AndOrTree tree = TreeCodec.decode("O(A(T,.6),A(F,T),A(.5,.5))");
        TreePlayground first = new TreePlayground("t0", tree, tree, List.of(RuleSet.PNS), Lessons.taughtIn(1), t -> { });
        assertThat(stepModeButton(first).isVisible()).as("lesson 1 teaches statuses, no search").isFalse();
        TreePlayground third = new TreePlayground("t0", tree, tree, List.of(RuleSet.MCPNS), Lessons.taughtIn(3), t -> { });
        ((com.vaadin.flow.component.button.Button) stepModeButton(third)).click();
        assertThat(offered(third)).containsExactly(org.prooflab.engine.search.Algorithm.PNS, org.prooflab.engine.search.Algorithm.MCPNS);
        TreePlayground fifth = new TreePlayground("t0", tree, tree, List.of(RuleSet.MCTS), Lessons.taughtIn(5), t -> { });
        ((com.vaadin.flow.component.button.Button) stepModeButton(fifth)).click();
        assertThat(offered(fifth)).containsExactly(org.prooflab.engine.search.Algorithm.PNS, org.prooflab.engine.search.Algorithm.MCPNS,
                org.prooflab.engine.search.Algorithm.PPNS, org.prooflab.engine.search.Algorithm.UCT, org.prooflab.engine.search.Algorithm.MCTS);
    }

    @SuppressWarnings("unchecked")
    private static List<org.prooflab.engine.search.Algorithm> offered(TreePlayground p) {
        var select = descendants(p).filter(c -> c instanceof com.vaadin.flow.component.select.Select<?> s && "Algorithm".equals(s.getLabel()))
                .map(c -> (com.vaadin.flow.component.select.Select<org.prooflab.engine.search.Algorithm>) c).findFirst().orElseThrow();
        return select.getListDataView().getItems().toList();
    }

    @Test
    void a_named_tree_is_named_to_a_screen_reader_with_its_selection_and_the_rule_set_s_word_for_it() {
        TreePlayground mcts = lesson5Tree(RuleSet.MCTS);
        mcts.nameTree("tree (a)");
        assertThat(mcts.getElement().getAttribute("aria-label")).isEqualTo("tree (a)");
        assertThat(mcts.getElement().getAttribute("role")).isEqualTo("group");
        mcts.select("0");
        String svg = descendants(mcts).filter(c -> c.hasClassName("tree-drawing")).findFirst().orElseThrow()
                .getElement().getProperty("innerHTML");
        assertThat(svg).contains("aria-label=\"tree (a)\"", "node 0, AND, v 0.6, r 0.6, node selected next, selected\"")
                .doesNotContain("most-proving");
        TreePlayground ppns = lesson5Tree(RuleSet.PPNS);
        ppns.select("0");
        assertThat(descendants(ppns).filter(c -> c.hasClassName("tree-drawing")).findFirst().orElseThrow()
                .getElement().getProperty("innerHTML")).contains(", most-proving node, selected\"");
    }

    private static String editorLine(TreePlayground p) {
        return descendants(p).filter(c -> c.hasClassName("node-editor")).findFirst().orElseThrow().getElement().getTextRecursively();
    }

    private static com.vaadin.flow.component.button.Button button(TreePlayground p, String text) {
        return descendants(p).filter(c -> c instanceof com.vaadin.flow.component.button.Button b && text.equals(b.getText()))
                .map(com.vaadin.flow.component.button.Button.class::cast).findFirst().orElseThrow();
    }

    @Test
    void why_a_leaf_keeps_its_type_and_why_no_child_can_be_added_are_said_in_words_not_only_in_a_tooltip() {
        TreePlayground p = lesson5Tree(RuleSet.PNS);
        p.select("0");
        assertThat(button(p, "Switch OR/AND").isEnabled()).isFalse();
        assertThat(editorLine(p)).contains("Selected: node 0 (AND leaf). Its type follows its parent's: switch the parent, "
                + "or add children to it first.");
        // At the most nodes a tree may have: Add child is off, and the line says why.
        AndOrTree full = TreeCodec.decode("O(" + ".5,".repeat(AndOrTree.MAX_NODES - 2) + ".5)");
        TreePlayground big = new TreePlayground("t0", full, full, List.of(RuleSet.PNS), Lessons.taughtIn(5), t -> { });
        big.select("");
        assertThat(button(big, "Add child").isEnabled()).isFalse();
        assertThat(editorLine(big)).contains("The tree has 200 nodes, the most a tree here may have.");
    }
}
