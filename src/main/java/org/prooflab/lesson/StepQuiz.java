package org.prooflab.lesson;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.AndOrRules;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.ValueText;

/**
 * Predict the next step: before each iteration of a {@link Stepping} search the student clicks
 * the node they think it selects (the most-proving node, or where the MCTS solvers' selection stops
 * in the tree shown); the backed-up numbers of inner nodes are hidden where the rule would give the
 * answer away. Each answer is scored and explained with the numbers at the node where the student's
 * way and the search's part. One quiz for step mode on drawn trees and on P-game trees.
 */
public final class StepQuiz {
    private final Stepping stepping;
    private final double explorationC = SearchParameters.UCT_C;

    /**
     * The answers given, by the iteration asked after: a question is asked and counted once in a
     * search, so stepping back to review a step does not score it again. A new search is a new quiz.
     */
    private final Map<Integer, Answer> answers = new HashMap<>();

    /** A scored answer: right or not, and why, in words with the numbers. */
    public record Verdict(boolean right, String explanation) {
    }

    /** The node a student clicked for one question, the question's number in this quiz, and its verdict. */
    public record Answer(String clicked, int number, Verdict verdict) {
    }

    public StepQuiz(Stepping stepping) {
        this.stepping = stepping;
    }

    /**
     * Scores {@code clicked} as the answer to the question after {@code k} iterations, the first time
     * it is answered; a question answered before keeps its first answer and is not counted again.
     */
    public Answer answer(int k, String clicked) {
        return answers.computeIfAbsent(k, i -> new Answer(clicked, answers.size() + 1, check(i, clicked)));
    }

    /** The answer given to the question after {@code k} iterations, or null while it is not answered. */
    public Answer answered(int k) {
        return answers.get(k);
    }

    /** Questions answered so far. */
    public int asked() {
        return answers.size();
    }

    /** Questions answered right so far. */
    public int right() {
        return (int) answers.values().stream().filter(a -> a.verdict().right()).count();
    }

    private boolean bestFirst() {
        return !mcts(stepping.algorithm());
    }

    private static boolean mcts(Algorithm a) {
        return a == Algorithm.UCT || a == Algorithm.MCTS;
    }

    /** True when there is a next step to ask about after {@code k} iterations. */
    public boolean asks(int k) {
        return target(k) != null;
    }

    /**
     * The node to click for the step after {@code k} iterations, or null after the last: the node
     * that step selects, or, where the MCTS solvers select a child not drawn yet (they reach a leaf
     * of the tree built so far, add its children and value one of them; the first step does so at
     * the root), the leaf where their selection stops in the tree drawn. Asking for the undrawn
     * child left those steps without a question, and the first one without a word.
     */
    String target(int k) {
        String selected = k < stepping.lastIteration() ? stepping.answer(k) : null;
        if (selected == null) {
            return null;
        }
        DisplayNode drawn = stepping.plainTree(k);
        String key = selected;
        while (!key.isEmpty() && drawn.find(key) == null) {
            key = parent(key);
        }
        return key;
    }

    /** What the student is asked before iteration {@code k + 1}. */
    public String prompt(int k) {
        Algorithm a = stepping.algorithm();
        return "click the node iteration " + (k + 1) + " selects: " + (mcts(a)
                ? "the node where the " + a.displayName() + "'s selection stops in the tree shown (it then values that node, "
                + "or one of its new children, with playouts)."
                : "the most-proving node. The numbers of inner nodes are hidden: work them out from the leaves.");
    }

    /** The tree after {@code k} iterations as the quiz shows it: no path, and backed-up proof numbers and probabilities hidden. */
    public DisplayNode question(int k) {
        return hide(stepping.plainTree(Math.max(0, Math.min(k, stepping.lastIteration()))));
    }

    private DisplayNode hide(DisplayNode n) {
        List<DisplayNode> kids = new ArrayList<>();
        for (DisplayNode c : n.children()) {
            kids.add(hide(c));
        }
        DisplayNode shown = n.withChildren(kids);
        return bestFirst() && !n.children().isEmpty() ? shown.withLines(List.of("?")) : shown;
    }

    /** Whether {@code clicked} is a node iteration {@code k + 1} may select. */
    public boolean isRight(int k, String clicked) {
        String right = target(k);
        if (right == null) {
            return false;
        }
        if (clicked.equals(right)) {
            return true;
        }
        // The engine's MCTS solvers draw among unvisited children at random: each of them is right.
        return stepping.unvisitedAtRandom() && !right.isEmpty() && parent(right).equals(clicked.isEmpty() ? null : parent(clicked))
                && unvisited(k, right) && unvisited(k, clicked);
    }

    private boolean unvisited(int k, String key) {
        Evaluation.Values v = stepping.values(k, key);
        return v != null && v.b() == 0 && v.exact() == AndOrTree.Status.UNKNOWN;
    }

    private static String parent(String key) {
        int dot = key.lastIndexOf('.');
        return dot < 0 ? "" : key.substring(0, dot);
    }

    /** Scores {@code clicked} as the answer for the step after {@code k} iterations, and explains it. */
    public Verdict check(int k, String clicked) {
        boolean right = isRight(k, clicked);
        return new Verdict(right, (right ? "✓ " : "✗ You chose " + stepping.nodeName(clicked) + ". ") + explain(k, clicked));
    }

    /**
     * Whether {@code clicked} is the node iteration {@code k + 1} selects, and why the right node is
     * preferred, citing the numbers at the node where the two ways part.
     */
    public String explain(int k, String clicked) {
        String right = target(k);
        if (right == null) {
            return "The search is over: " + stepping.ending();
        }
        List<String> rightPath = TreeStepper.pathKeys(right);
        if (isRight(k, clicked)) {
            String parent = rightPath.size() > 1 ? rightPath.get(rightPath.size() - 2) : null;
            String drawn = clicked.equals(right) ? "" : " (the engine drew " + stepping.nodeName(right) + " among them this time)";
            return "Right: " + (parent == null ? "the root." : stepping.nodeName(clicked) + ". " + reason(k, parent, clicked, null)) + drawn
                    + expansion(k, right);
        }
        List<String> clickedPath = TreeStepper.pathKeys(clicked);
        int i = 0;
        while (i < rightPath.size() && i < clickedPath.size() && rightPath.get(i).equals(clickedPath.get(i))) {
            i++;
        }
        if (i == rightPath.size()) {
            // Below the answer: only a node the page does not draw can be there.
            return "Not quite: selection stops at " + stepping.nodeName(right) + ", above " + stepping.nodeName(clicked) + "." + expansion(k, right);
        }
        String parent = rightPath.get(i - 1);
        if (i == clickedPath.size()) {
            return "Not quite: " + stepping.nodeName(clicked) + " is on the way, but selection goes on down to a "
                    + (bestFirst() ? "leaf of the tree built so far" : "node not visited yet, or a leaf of the tree shown") + ": the answer is "
                    + stepping.nodeName(right) + ". " + reason(k, parent, rightPath.get(i), null) + expansion(k, right);
        }
        return "Not quite: the answer is " + stepping.nodeName(right) + ". " + reason(k, parent, rightPath.get(i), clickedPath.get(i))
                + expansion(k, right);
    }

    /** Where the MCTS solvers' selection stops at a leaf of the tree built so far ({@link #target}): what they do there; else "". */
    private String expansion(int k, String target) {
        String selected = stepping.answer(k);
        if (selected.equals(target)) {
            return "";
        }
        String name = stepping.nodeName(target);
        return " " + Character.toUpperCase(name.charAt(0)) + name.substring(1) + " is a leaf of the tree built so far: the "
                + stepping.algorithm().displayName() + " adds its children and values " + stepping.nodeName(selected) + " with playouts"
                + (stepping.unvisitedAtRandom() ? ", drawn at random among them." : ", the first from the left.");
    }

    /** Why selection at {@code parent} goes to {@code right} rather than {@code wrong} (or the others). */
    private String reason(int k, String parent, String right, String wrong) {
        boolean or = stepping.plainTree(k).find(parent).or();
        String where = "At " + stepping.nodeName(parent) + " (" + (or ? "OR: the attacker moves" : "AND: the defender moves") + ") ";
        if (wrong != null) {
            Evaluation.Values w = stepping.values(k, wrong);
            if (w != null && w.exact() != AndOrTree.Status.UNKNOWN) {
                return where + stepping.nodeName(wrong) + " is already " + (w.exact() == AndOrTree.Status.TRUE ? "proved" : "disproved")
                        + ": selection never enters a solved node.";
            }
        }
        Algorithm a = stepping.algorithm();
        if (bestFirst()) {
            String text = where + a.displayName() + " takes " + preferredHere(or) + ": " + stepping.nodeName(right) + " has "
                    + label(k, right).replace(" / ", ", ");
            if (wrong != null) {
                text += "; " + stepping.nodeName(wrong) + " has " + label(k, wrong).replace(" / ", ", ");
                if (preference(k, or, right) == preference(k, or, wrong)) {
                    text += ": the same " + compared(or) + ", and the first from the left is taken";
                }
            }
            return text + ".";
        }
        if (unvisited(k, right)) {
            return where + stepping.nodeName(right) + " has not been visited yet, and unvisited children come first"
                    + (stepping.unvisitedAtRandom() ? " (the engine draws one of them at random)"
                    : wrong != null && unvisited(k, wrong) ? ", the first from the left" : "") + ".";
        }
        return where + a.displayName() + " takes " + preferredHere(or) + ": " + mctsReason(k, parent, right, or)
                + (wrong == null ? "" : "; " + mctsReason(k, parent, wrong, or)) + ".";
    }

    /** How much selection at an OR ({@code or}) or AND node prefers child {@code key}: {@link AndOrRules#preference}. */
    private double preference(int k, boolean or, String key) {
        Evaluation.Values v = stepping.values(k, key);
        return AndOrRules.preference(stepping.algorithm(), or, v.a(), v.b());
    }

    /** The number best-first selection compares at an OR or AND node, as the tree's labels name it. */
    private String compared(boolean or) {
        return switch (stepping.algorithm()) {
            case PNS, MCPNS -> or ? "pn" : "dn";
            default -> "p";
        };
    }

    private String label(int k, String key) {
        Evaluation.Values v = stepping.values(k, key);
        return String.join(" / ", Evaluation.valueLines(stepping.algorithm(), v));
    }

    private String mctsReason(int k, String parent, String c, boolean or) {
        Evaluation.Values v = stepping.values(k, c);
        if (v == null || v.b() == 0) {
            return stepping.nodeName(c) + " is not visited yet";
        }
        double own = AndOrRules.preference(stepping.algorithm(), or, v.a(), 0);
        String text = stepping.nodeName(c) + " has v " + ValueText.number(round(v.a())) + ", n " + ValueText.number(v.b())
                + (or ? "" : " (for the defender 1 - v = " + ValueText.number(round(own)) + ")");
        if (stepping.algorithm() == Algorithm.UCT) {
            double bonus = AndOrRules.uctBonus(explorationC, stepping.values(k, parent).b(), v.b());
            text += ", score " + ValueText.number(round(own)) + " + " + ValueText.number(round(bonus)) + " = " + ValueText.number(round(own + bonus));
        }
        return text;
    }

    private static double round(double x) {
        return Math.round(x * 1000) / 1000.0;
    }

    /** Which child selection takes at an OR or AND node, in words ({@link AndOrRules#preference} is the rule). */
    private String preferredHere(boolean or) {
        return switch (stepping.algorithm()) {
            case PNS, MCPNS -> "the child with the smallest " + compared(or);
            case PPNS, PP -> or ? "the child with the largest p" : "the child with the smallest p";
            case MCTS -> or ? "the child with the largest v" : "the child with the smallest v (the largest 1 - v for the defender)";
            default -> "the child with the largest score, " + (or ? "v" : "1 - v") + " + sqrt(C ln n_parent / n_child) with C = sqrt 2";
        };
    }
}
