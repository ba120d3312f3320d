package org.prooflab.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasText;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.search.Algorithm;

/** Step mode and its quiz read without a browser, on the lesson 7 tree (LessonIT clicks the same in a browser). */
class StepperPanelTest {
    private final StepperPanel panel = new StepperPanel(StepperPanel.SMALL_EXAMPLE, solved -> { });

    private static Stream<Component> descendants(Component c) {
        return Stream.concat(Stream.of(c), c.getChildren().flatMap(StepperPanelTest::descendants));
    }

    private <T extends Component> T part(Class<T> type, Predicate<T> which) {
        return descendants(panel).filter(type::isInstance).map(type::cast).filter(which).findFirst().orElseThrow();
    }

    private Button button(String startsWith) {
        return part(Button.class, b -> b.getText().startsWith(startsWith));
    }

    private String text(String className) {
        return part(Component.class, c -> c.hasClassName(className) && c instanceof HasText).getElement().getText();
    }

    private boolean shown(String className) {
        return part(Component.class, c -> c.hasClassName(className)).isVisible();
    }

    @SuppressWarnings("unchecked")
    private Select<Algorithm> algorithm() {
        return part(Select.class, s -> "Algorithm".equals(s.getLabel()));
    }

    private String iteration() {
        return part(Component.class, c -> c.hasClassName("stepper-counters")).getElement().getAttribute("data-iteration");
    }

    @Test
    void a_question_is_asked_and_counted_once_however_the_student_steps_back_and_forth() {
        part(Checkbox.class, c -> c.getLabel().startsWith("Quiz")).setValue(true);
        assertThat(text("quiz-prompt")).startsWith("Question 1: click the node iteration 1 selects");
        panel.clicked("");
        button("Next question").click();
        // PN-search takes the first of two children tied at pn 1: node 1 is wrong.
        assertThat(text("quiz-prompt")).startsWith("Question 2: click the node iteration 2 selects");
        panel.clicked("1");
        assertThat(text("quiz-score")).isEqualTo("Score: 1 of 2");
        assertThat(iteration()).isEqualTo("2");

        // Back to the step asked about: shown as it happened, with the answer that led to it, not asked again.
        button("◀ Back").click();
        assertThat(iteration()).isEqualTo("1");
        assertThat(shown("quiz-prompt")).isFalse();
        assertThat(text("quiz-feedback")).isEqualTo("Question 1, answered before: ✓ Right: the root.");
        button("Step").click();
        assertThat(iteration()).isEqualTo("2");
        assertThat(text("quiz-prompt")).startsWith("Question 3: click the node iteration 3 selects");
        button("◀ Back").click();
        panel.clicked("0");
        assertThat(text("quiz-score")).as("a click on a step already answered").isEqualTo("Score: 1 of 2");

        // Another algorithm is another search: a fresh quiz.
        algorithm().setValue(Algorithm.PPNS);
        assertThat(iteration()).isEqualTo("0");
        assertThat(text("quiz-prompt")).startsWith("Question 1: click the node iteration 1 selects");
        assertThat(text("quiz-score")).isEqualTo("Score: 0 of 0");
    }

    @Test
    void a_refused_tree_leaves_nothing_of_the_last_one_to_see_or_step() {
        button("Step").click();
        TextField field = part(TextField.class, f -> "P-game tree".equals(f.getLabel()));
        field.setValue("pgame:b=2,d=20,seed=7");
        assertThat(field.isInvalid()).isTrue();
        assertThat(field.getErrorMessage()).isEqualTo("Step mode draws trees of at most 4,095 nodes; pgame:b=2,d=20,seed=7 has 2,097,151");
        assertThat(part(TreeCanvas.class, c -> true).isVisible()).as("the old tree's drawing").isFalse();
        assertThat(text("stepper-counters")).isEmpty();
        assertThat(button("Step").isEnabled()).isFalse();
        assertThat(button("◀ Back").isEnabled()).isFalse();
        assertThat(button("Run").isEnabled()).isFalse();

        field.setValue("pgame:b=2,d=4,seed=3");
        assertThat(field.isInvalid()).isFalse();
        assertThat(part(TreeCanvas.class, c -> true).isVisible()).isTrue();
        assertThat(text("stepper-counters")).startsWith("iteration 0 of ");
        assertThat(button("Step").isEnabled()).isTrue();
        assertThat(button("Run").isEnabled()).isTrue();
    }

    @Test
    void at_the_last_step_run_says_it_starts_again() {
        Button run = part(Button.class, b -> b.getText().startsWith("Run"));
        assertThat(run.getText()).isEqualTo("Run");
        Button step = button("Step");
        while (step.isEnabled()) {
            step.click();
        }
        assertThat(run.getText()).isEqualTo("Run again");
        button("◀ Back").click();
        assertThat(run.getText()).isEqualTo("Run");
    }
}
