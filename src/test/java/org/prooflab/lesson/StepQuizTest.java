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
}
