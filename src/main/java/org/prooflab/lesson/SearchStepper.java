package org.prooflab.lesson;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.SearchListener;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.SearchTree;
import org.prooflab.engine.search.Solvers;
import org.prooflab.engine.game.GameKind;

/**
 * Step mode: a real best-first search (PNS, MCPNS, PPNS or PP) on a small P-game tree, shown one
 * iteration at a time. A seeded search repeats to the node, so iteration k is the search stopped
 * after k iterations; comparing it with k - 1 shows the four phases: selection (the path to the
 * expanded node), expansion (its new children), evaluation (their values) and backpropagation
 * (the values that changed on the path). Not thread-safe: each step-mode panel owns its stepper.
 */
public final class SearchStepper implements Stepping {
    /** Iterations at most, so a step is always quick to recompute. */
    public static final int MAX_ITERATIONS = 2_000;
    /** Nodes at most in a tree step mode accepts. */
    public static final long MAX_TREE_NODES = 4_095;

    /** One step: the tree to draw, what happened, and the counters. */
    public record Step(int iteration, DisplayNode tree, String description, long nodes, long solvedNodes, Outcome root) {
    }

    private final PGame game;
    private final Algorithm algorithm;
    private final SearchParameters params;
    private final int lastIteration;
    /** The last few trees computed: stepping forward needs iteration k - 1, which the step before made. */
    private final Map<Integer, SearchTree> recent = new LinkedHashMap<>(4, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, SearchTree> eldest) {
            return size() > 3;
        }
    };

    public SearchStepper(PGame game, Algorithm algorithm) {
        if (algorithm == Algorithm.EXACT) {
            throw new IllegalArgumentException("step mode runs PNS, MCPNS, PPNS, PP, the UCT or the pure MCTS solver, not "
                    + algorithm.displayName());
        }
        if (game.treeSize() > MAX_TREE_NODES) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "step mode draws trees of at most %,d nodes; ", MAX_TREE_NODES)
                    + game.notation() + " has " + (game.treeSize() == Long.MAX_VALUE ? "far more" : String.format(Locale.ROOT, "%,d", game.treeSize())));
        }
        this.game = game;
        this.algorithm = algorithm;
        this.params = SearchParameters.defaults(GameKind.PGAME);
        this.lastIteration = (int) Math.min(MAX_ITERATIONS, run(MAX_ITERATIONS).iterations());
    }

    @Override
    public Algorithm algorithm() {
        return algorithm;
    }

    /** The iteration at which the root is solved (or the step limit). */
    @Override
    public int lastIteration() {
        return lastIteration;
    }

    private SearchResult run(long iterations) {
        SearchControl control = new SearchControl(SearchListener.NONE, 60_000, false, true);
        return Solvers.create(algorithm, params).solve(game, Goal.WIN, new Limits(MAX_TREE_NODES * 2, iterations, 60_000), control);
    }

    private SearchTree treeAfter(int k) {
        return recent.computeIfAbsent(k, i -> run(i).tree());
    }

    /** The search after {@code iteration} iterations (clamped to 0 .. {@link #lastIteration()}). */
    @Override
    public Step at(int iteration) {
        int k = Math.max(0, Math.min(iteration, lastIteration));
        SearchTree now = treeAfter(k);
        Map<String, String> previous = previous(k);
        String expanded = selectedBy(k, previous);
        List<String> changes = new ArrayList<>();
        PGame state = (PGame) game.copy();
        DisplayNode tree = display(now, 0, "", state, previous, expanded, changes);
        long solved = countSolved(now, 0);
        String description = describe(k, now, expanded, changes);
        return new Step(k, tree, description, now.size(), solved, now.status(0));
    }

    /** Every node's values after iteration {@code k - 1} (a "+" when it had children); empty for k = 0. */
    private Map<String, String> previous(int k) {
        Map<String, String> previous = new HashMap<>();
        if (k > 0) {
            collect(treeAfter(k - 1), 0, "", previous);
        }
        return previous;
    }

    /** The node iteration {@code k} selected (expanded, or valued by the MCTS solvers), or null for k = 0. */
    private String selectedBy(int k, Map<String, String> previous) {
        SearchTree now = treeAfter(k);
        return k == 0 ? null : mcts() ? findVisited(now, 0, "", previous) : findExpanded(now, 0, "", previous);
    }

    // ---- what the quiz reads ----------------------------------------------------------------

    @Override
    public String ending() {
        SearchTree t = treeAfter(lastIteration);
        return t.status(0) == Outcome.OUT ? "The step limit of " + MAX_ITERATIONS + " iterations is reached."
                : t.status(0) == Outcome.PROVED ? "The root is proved: MAX wins." : "The root is disproved: MAX cannot win.";
    }

    @Override
    public String answer(int k) {
        return k < 0 || k >= lastIteration ? null : selectedBy(k + 1, previous(k + 1));
    }

    @Override
    public DisplayNode plainTree(int k) {
        int at = Math.max(0, Math.min(k, lastIteration));
        return display(treeAfter(at), 0, "", (PGame) game.copy(), Map.of(), null, new ArrayList<>());
    }

    /** pn and dn, the probability, or the mean result and visits, as the search holds them. */
    @Override
    public Evaluation.Values values(int k, String key) {
        SearchTree t = treeAfter(Math.max(0, Math.min(k, lastIteration)));
        int node = 0;
        for (int i : TreeStepper.path(key)) {
            if (i >= t.childCount(node)) {
                return null;
            }
            node = t.child(node, i);
        }
        return nodeValues(t, node);
    }

    @Override
    public String nodeName(String key) {
        return key.isEmpty() ? "the root" : "node " + key;
    }

    /** The engine's MCTS solvers draw among the unvisited children at random. */
    @Override
    public boolean unvisitedAtRandom() {
        return mcts();
    }

    private void collect(SearchTree t, int node, String key, Map<String, String> out) {
        out.put(key, values(t, node) + (t.childCount(node) > 0 ? "+" : ""));
        for (int i = 0; i < t.childCount(node); i++) {
            collect(t, t.child(node, i), child(key, i), out);
        }
    }

    private boolean mcts() {
        return algorithm == Algorithm.UCT || algorithm == Algorithm.MCTS;
    }

    /** MCTS solvers: the deepest node visited for the first time (its playouts are this iteration's). */
    private String findVisited(SearchTree t, int node, String key, Map<String, String> previous) {
        for (int i = 0; i < t.childCount(node); i++) {
            String found = findVisited(t, t.child(node, i), child(key, i), previous);
            if (found != null) {
                return found;
            }
        }
        boolean visitedNow = t.secondary(node) > 0;
        String was = previous.get(key);
        boolean visitedBefore = was != null && !was.replace("+", "").endsWith(" 0");
        return visitedNow && !visitedBefore ? key : null;
    }

    private String findExpanded(SearchTree t, int node, String key, Map<String, String> previous) {
        if (t.childCount(node) > 0 && previous.containsKey(key) && !previous.get(key).endsWith("+")) {
            return key;
        }
        for (int i = 0; i < t.childCount(node); i++) {
            String found = findExpanded(t, t.child(node, i), child(key, i), previous);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private DisplayNode display(SearchTree t, int node, String key, PGame state, Map<String, String> previous,
                                String expanded, List<String> changes) {
        boolean onPath = expanded != null && (key.isEmpty() || expanded.equals(key) || expanded.startsWith(key + "."));
        List<String> lines = new ArrayList<>(List.of(values(t, node).split("\\|")));
        String was = previous.get(key);
        if (onPath && was != null && !was.replace("+", "").equals(values(t, node))) {
            lines.add("was " + was.replace("+", "").replace("|", " "));
            changes.add((key.isEmpty() ? "root" : key) + ": " + was.replace("+", "").replace("|", " ") + " → "
                    + values(t, node).replace("|", " "));
        }
        List<DisplayNode> kids = new ArrayList<>();
        for (int i = 0; i < t.childCount(node); i++) {
            int c = t.child(node, i);
            state.play(t.move(c));
            String value = state.lastMoveValueText();
            DisplayNode d = display(t, c, child(key, i), state, previous, expanded, changes);
            kids.add(new DisplayNode(d.key(), d.or(), d.exact(), d.lines(), t.moveText(c) + " (" + value + ")",
                    d.onPath(), d.mostProving(), !previous.isEmpty() && !previous.containsKey(d.key()), d.leaf(), d.children()));
            state.undo();
        }
        AndOrTree.Status exact = nodeValues(t, node).exact();
        if (state.isTerminal()) {
            lines.add("score " + state.score());
        }
        return new DisplayNode(key, state.depth() % 2 == 0, exact, lines, null, onPath, key.equals(expanded), false,
                kids.isEmpty(), kids);
    }

    private String values(SearchTree t, int node) {
        return String.join("|", Evaluation.valueLines(algorithm, nodeValues(t, node)));
    }

    /**
     * A node's numbers and exact status, unrounded: the writing picks the places, and a probability
     * of 0.9996 rounded to three places read as "p 1", a proved node's value.
     */
    private static Evaluation.Values nodeValues(SearchTree t, int node) {
        AndOrTree.Status exact = switch (t.status(node)) {
            case PROVED -> AndOrTree.Status.TRUE;
            case DISPROVED -> AndOrTree.Status.FALSE;
            case OUT -> AndOrTree.Status.UNKNOWN;
        };
        return new Evaluation.Values(t.value(node), t.secondary(node), exact);
    }

    private long countSolved(SearchTree t, int node) {
        long n = t.status(node) == Outcome.OUT ? 0 : 1;
        for (int i = 0; i < t.childCount(node); i++) {
            n += countSolved(t, t.child(node, i));
        }
        return n;
    }

    private String describe(int k, SearchTree t, String expanded, List<String> changes) {
        if (k == 0) {
            return "Iteration 0: only the root exists" + (algorithm == Algorithm.PNS || algorithm == Algorithm.PP || mcts() ? "." 
                    : ", valued by " + params.playouts() + " random playouts.");
        }
        StringBuilder sb = new StringBuilder("Iteration " + k + ". Selection: ");
        // Each step by the node's name, as the quiz and the tree name it ("root → 0 → 0.1"), not by its move alone.
        sb.append(expanded == null || expanded.isEmpty() ? "the root itself"
                : "root → " + String.join(" → ", TreeStepper.pathKeys(expanded).stream().skip(1).toList()));
        sb.append(mcts() ? ". Expansion: the node is reached for the first time (a node's children are created when the search "
                + "first passes through it). Evaluation: " : ". Expansion: its children are created. Evaluation: ");
        sb.append(switch (algorithm) {
            case PNS -> "each new leaf gets pn = dn = 1, or 0 / ∞ if it ends the game";
            case MCPNS -> params.playouts() + " random playouts each give pn and dn";
            case PPNS -> params.playouts() + " random playouts each give the probability";
            // A new node that ends the game plays none: its known result counts as that many playouts, so n at the root
            // can exceed the playouts played (it read "n counts the playouts", and 550 stood beside 440 played).
            case UCT, MCTS -> "the new node gets " + params.playouts() + " random playouts (one that ends the game counts its "
                    + "known result " + params.playouts() + " times instead); n counts the playouts through a node and v their "
                    + "mean result";
            default -> "each new leaf gets the prior " + params.prior();
        });
        sb.append(". Backpropagation: ").append(changes.isEmpty() ? "no value changed above." : String.join("; ", changes) + ".");
        if (t.status(0) != Outcome.OUT) {
            sb.append(" The root is ").append(t.status(0) == Outcome.PROVED ? "proved: MAX wins." : "disproved: MAX cannot win.");
        }
        return sb.toString();
    }

    private static String child(String key, int i) {
        return key.isEmpty() ? "" + i : key + "." + i;
    }
}
