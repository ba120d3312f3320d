package org.prooflab.lesson;

import java.util.List;
import java.util.function.Predicate;

/**
 * One lesson: text for students, live trees they edit, and a check they pass by interacting.
 *
 * @param number  1..7, also its address {@code /lessons/N}
 * @param title   the heading
 * @param summary one sentence for the lesson list
 * @param blocks  what the page shows, in order
 * @param check   the exercise at the end
 */
public record Lesson(int number, String title, String summary, List<Block> blocks, Check check) {

    /** A part of a lesson page. */
    public sealed interface Block permits Text, LiveTree, Stepper, Link {
    }

    /** A paragraph, with an optional heading above it. */
    public record Text(String heading, String body) implements Block {
    }

    /**
     * A tree the student edits, shown under the rule sets listed (the first is shown first).
     *
     * @param name    how the text refers to it ("tree (a)")
     * @param tree    its starting shape and leaf values
     * @param rules   the rule sets offered for it
     */
    public record LiveTree(String name, AndOrTree tree, List<RuleSet> rules) implements Block {
    }

    /** Step mode on a small P-game tree. */
    public record Stepper(String pgame) implements Block {
    }

    /** A link into another part of the app. */
    public record Link(String text, String href) implements Block {
    }

    /** What the check reads: the lesson's live trees as the student left them, and the stepper's state. */
    public record CheckInput(List<AndOrTree> trees, boolean stepperRootSolved) {
    }

    /**
     * The exercise.
     *
     * @param task    what to do
     * @param passes  whether the student's trees now do it
     * @param success what to say when they do
     */
    public record Check(String task, Predicate<CheckInput> passes, String success) {
    }

    /** The live trees of this lesson, in page order. */
    public List<LiveTree> liveTrees() {
        return blocks.stream().filter(LiveTree.class::isInstance).map(LiveTree.class::cast).toList();
    }
}
