package org.prooflab.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.search.Algorithm;

/** The step-mode quiz: what it asks, and how it keeps the score. */
class StepQuizTest {

    @Test
    void each_question_is_scored_once_and_keeps_its_first_answer() {
        StepQuiz quiz = new StepQuiz(new SearchStepper(new PGame(2, 6, 7), Algorithm.PNS));
        StepQuiz.Answer first = quiz.answer(1, "1");
        assertThat(first.verdict().right()).isFalse();
        assertThat(quiz.answer(1, "0")).isEqualTo(first);
        assertThat(quiz.answer(0, "").number()).isEqualTo(2);
        assertThat(quiz.asked()).isEqualTo(2);
        assertThat(quiz.right()).isEqualTo(1);
        assertThat(quiz.answered(2)).isNull();
    }

    @Test
    void the_mcts_solvers_are_asked_where_selection_stops_from_the_first_step_on() {
        AndOrTree lesson5 = Lessons.get(5).liveTrees().get(1).tree(); // O({g}.9,.3)
        for (Algorithm a : java.util.List.of(Algorithm.UCT, Algorithm.MCTS)) {
            TreeStepper steps = new TreeStepper(lesson5, a);
            StepQuiz quiz = new StepQuiz(steps);
            // The first step adds the root's children and values the first: only the root is drawn to click.
            assertThat(steps.answer(0)).isEqualTo("0");
            assertThat(quiz.asks(0)).as(a.displayName()).isTrue();
            assertThat(quiz.prompt(0)).contains("where the " + a.displayName() + "'s selection stops in the tree shown");
            assertThat(quiz.check(0, "").explanation()).isEqualTo("✓ Right: the root. The root is a leaf of the tree built so far: the "
                    + a.displayName() + " adds its children and values node g (0) with playouts, the first from the left.");
        }
        // On a P-game tree every step is asked, the steps that expand a node too.
        SearchStepper pgame = new SearchStepper(new PGame(2, 6, 7), Algorithm.UCT);
        StepQuiz quiz = new StepQuiz(pgame);
        for (int k = 0; k < pgame.lastIteration(); k++) {
            assertThat(quiz.asks(k)).as("after %d iterations", k).isTrue();
        }
        assertThat(pgame.answer(2)).isEqualTo("0.0");
        assertThat(quiz.isRight(2, "0")).isTrue();
        assertThat(quiz.explain(2, "0")).endsWith("Node 0 is a leaf of the tree built so far: the UCT solver adds its children and "
                + "values node 0.0 with playouts, drawn at random among them.");
    }
}
