package org.prooflab.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.prooflab.lesson.AndOrTree;
import org.prooflab.lesson.Lesson;
import org.prooflab.lesson.Lessons;
import org.prooflab.lesson.RuleSet;
import org.prooflab.lesson.TreeCodec;

/** Exported drawings are saved under the lesson's and the tree's names, so that saving several keeps each. */
class ExportNamesTest {

    private static Stream<Component> descendants(Component c) {
        return Stream.concat(Stream.of(c), c.getChildren().flatMap(ExportNamesTest::descendants));
    }

    private static List<String> canvasNames(Component c) {
        return descendants(c).filter(TreeCanvas.class::isInstance).map(x -> ((TreeCanvas) x).exportName()).toList();
    }

    @Test
    void a_lesson_tree_is_named_after_its_lesson_and_its_name_and_no_two_in_a_lesson_alike() {
        assertThat(LessonView.exportName(3, "tree (a)")).isEqualTo("lesson-3-tree-a");
        assertThat(LessonView.exportName(1, "the tree")).isEqualTo("lesson-1-tree");
        assertThat(LessonView.exportName(3, "the AND node with two leaves of 0.6")).isEqualTo("lesson-3-and-node-with-two-leaves-of-0-6");
        assertThat(LessonView.exportName(4, "the AND tree (a) (Figure 4)")).isEqualTo("lesson-4-and-tree-a-figure-4");
        for (Lesson lesson : Lessons.all()) {
            List<String> names = lesson.liveTrees().stream().map(t -> LessonView.exportName(lesson.number(), t.name())).toList();
            assertThat(names).as("lesson " + lesson.number()).doesNotHaveDuplicates()
                    .allSatisfy(n -> assertThat(n).matches("lesson-" + lesson.number() + "-[a-z0-9]+(-[a-z0-9]+)*"));
        }
    }

    @Test
    void a_tree_and_its_step_mode_export_under_the_tree_s_name() {
        AndOrTree tree = TreeCodec.decode("O(.6,.6)");
        TreePlayground playground = new TreePlayground("lesson-5-tree-a", tree, tree, List.of(RuleSet.MCTS), Lessons.taughtIn(5), t -> { });
        assertThat(canvasNames(playground)).containsExactly("lesson-5-tree-a");
        descendants(playground).filter(c -> c instanceof Button b && b.getText().startsWith("Step through")).map(Button.class::cast)
                .findFirst().orElseThrow().click();
        assertThat(canvasNames(playground)).containsExactly("lesson-5-tree-a", "lesson-5-tree-a-search-step");
        StepperPanel pgame = new StepperPanel(StepperPanel.SMALL_EXAMPLE, solved -> { });
        pgame.setExportName("lesson-7-search-step");
        assertThat(canvasNames(pgame)).containsExactly("lesson-7-search-step");
    }
}
