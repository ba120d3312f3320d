package org.prooflab.lesson;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.AndOrRules;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.ValueText;

/**
 * Step mode on a tree a student sees (a lesson's tree or their playground tree): the drawn tree is
 * the game, and a search grows its own tree inside it one iteration at a time, for every solver.
 *
 * <ul>
 *   <li>Best-first (PNS, MCPNS, PPNS, PP): the search starts from the root alone. Each iteration
 *       selects the most-proving node of the tree built so far by {@link Evaluation} (the lessons'
 *       one home of the rules), reveals its children as the drawn tree has them, values them and
 *       backs the values up. A new node that is a drawn leaf keeps its TRUE, FALSE or win rate; a
 *       new node whose subtree is drawn is valued by random playouts through that subtree, whose
 *       expected result is the mean over its children (a drawn leaf counts its win rate, TRUE 1 and
 *       FALSE 0). The search stops when the root is solved, or when the most-proving node is a drawn
 *       leaf that is neither TRUE nor FALSE: the drawn tree does not say what lies below it.</li>
 *   <li>UCT and pure MCTS solvers, as the engine's {@code MctsSolver}: select among the children
 *       whose status is unknown, unvisited ones first (here the first from the left; the engine draws
 *       one at random), else the largest mean for the player to move, plus UCT's
 *       {@link AndOrRules#uctBonus} term; the node reached is valued by N = {@value RuleSet#PLAYOUTS}
 *       playouts, counted at their expected result; visits, results and proofs are backed up.</li>
 * </ul>
 * Not thread-safe: each panel owns its stepper.
 */
public final class TreeStepper implements Stepping {
    /** Iterations at most. */
    public static final int MAX_ITERATIONS = 200;

    private final AndOrTree tree;
    private final Algorithm algorithm;
    private final RuleSet rules;
    private final double explorationC = SearchParameters.UCT_C;
    private final List<State> states = new ArrayList<>();
    private String ending;

    /** What the search knows after some iterations. */
    private record State(Set<String> revealed, Map<String, double[]> stats, Map<String, AndOrTree.Status> status,
                         String selected, List<String> selectedPath) {
    }

    public TreeStepper(AndOrTree tree, Algorithm algorithm) {
        if (algorithm == Algorithm.EXACT) {
            throw new IllegalArgumentException("step mode runs PNS, MCPNS, PPNS, PP, the UCT or the pure MCTS solver");
        }
        this.tree = tree;
        this.algorithm = algorithm;
        this.rules = switch (algorithm) {
            case PNS -> RuleSet.PNS;
            case MCPNS -> RuleSet.MCPNS;
            case PPNS -> RuleSet.PPNS;
            case PP -> RuleSet.PP;
            default -> null;
        };
        states.add(new State(Set.of(), Map.of(), Map.of(), null, List.of()));
        while (states.size() <= MAX_ITERATIONS) {
            State next = bestFirst() ? nextBestFirst(states.getLast()) : nextMcts(states.getLast());
            if (next == null) {
                break;
            }
            states.add(next);
        }
        if (ending == null) {
            ending = "The step limit of " + MAX_ITERATIONS + " iterations is reached.";
        }
    }

    @Override
    public Algorithm algorithm() {
        return algorithm;
    }

    @Override
    public int lastIteration() {
        return states.size() - 1;
    }

    @Override
    public String ending() {
        return ending;
    }

    private boolean bestFirst() {
        return rules != null;
    }

    // ---- best-first ---------------------------------------------------------------------------

    /** The tree the search has built: revealed nodes with their children, the others as leaves. */
    private AndOrTree partial(AndOrTree t, String key, Set<String> revealed) {
        if (t.isLeaf()) {
            return t;
        }
        if (!revealed.contains(key)) {
            AndOrTree leaf = AndOrTree.leaf(t.isOr(), playoutRate(t));
            return t.name() == null ? leaf : leaf.withName(t.name());
        }
        List<AndOrTree> kids = new ArrayList<>();
        for (int i = 0; i < t.children().size(); i++) {
            kids.add(partial(t.children().get(i), child(key, i), revealed));
        }
        AndOrTree node = AndOrTree.node(t.isOr(), kids);
        return t.name() == null ? node : node.withName(t.name());
    }

    /**
     * The expected result of a random playout from {@code t} through the drawn tree: a drawn leaf's
     * win rate (TRUE 1, FALSE 0), an inner node's the mean over its children, each move equally likely.
     */
    static double playoutRate(AndOrTree t) {
        if (t.isLeaf()) {
            return switch (t.status()) {
                case TRUE -> 1;
                case FALSE -> 0;
                case UNKNOWN -> t.winRate();
            };
        }
        double sum = 0;
        for (AndOrTree c : t.children()) {
            sum += playoutRate(c);
        }
        return sum / t.children().size();
    }

    private Evaluation evaluation(State s) {
        return rules.evaluate(partial(tree, "", s.revealed()));
    }

    private State nextBestFirst(State s) {
        Evaluation e = evaluation(s);
        String mpn = e.mostProvingNode();
        if (mpn == null) {
            ending = "The root is " + (e.root().exact() == AndOrTree.Status.TRUE ? "proved: the attacker wins." : "disproved: the attacker cannot win.");
            return null;
        }
        if (tree.at(path(mpn)).isLeaf()) {
            // Said of the next selection, which the drawing does not mark (its path is this iteration's), and true
            // under every rule set: PNS gives such a leaf pn 1 and dn 1, the others value its win rate.
            ending = "The search stops here: its next most-proving node would be " + nodeName(mpn) + ", a leaf of the drawn "
                    + "tree that is neither TRUE nor FALSE, and the drawn tree does not say what lies below it. Give it "
                    + "children or set it TRUE or FALSE to let the search go on.";
            return null;
        }
        Set<String> revealed = new HashSet<>(s.revealed());
        revealed.add(mpn);
        return new State(revealed, Map.of(), Map.of(), mpn, pathKeys(mpn));
    }

    // ---- MCTS solvers -------------------------------------------------------------------------

    private State nextMcts(State s) {
        AndOrTree.Status rootStatus = s.status().getOrDefault("", AndOrTree.Status.UNKNOWN);
        if (tree.isLeaf()) {
            ending = tree.status() == AndOrTree.Status.UNKNOWN ? "The root is a leaf of the drawn tree: there is nothing to search."
                    : "The root is a solved leaf.";
            return null;
        }
        if (rootStatus != AndOrTree.Status.UNKNOWN) {
            ending = "The root is " + (rootStatus == AndOrTree.Status.TRUE ? "proved: the attacker wins." : "disproved: the attacker cannot win.");
            return null;
        }
        Set<String> revealed = new HashSet<>(s.revealed());
        Map<String, double[]> stats = new HashMap<>();
        s.stats().forEach((k, v) -> stats.put(k, v.clone()));
        Map<String, AndOrTree.Status> status = new HashMap<>(s.status());
        List<String> path = new ArrayList<>(List.of(""));
        String key = "";
        while (true) {
            AndOrTree node = tree.at(path(key));
            revealed.add(key);
            key = choose(key, node, stats, status);
            path.add(key);
            AndOrTree c = tree.at(path(key));
            if (visits(stats, key) == 0 || c.isLeaf()) {
                break;
            }
        }
        AndOrTree reached = tree.at(path(key));
        double wins = RuleSet.PLAYOUTS * playoutRate(reached);
        if (reached.isLeaf() && reached.status() != AndOrTree.Status.UNKNOWN) {
            status.put(key, reached.status());
        }
        for (int i = path.size() - 1; i >= 0; i--) {
            String k = path.get(i);
            double[] v = stats.computeIfAbsent(k, x -> new double[2]);
            v[0] += wins;
            v[1] += RuleSet.PLAYOUTS;
            if (i < path.size() - 1) {
                status.put(k, combinedStatus(k, status));
            }
        }
        return new State(revealed, stats, status, key, path);
    }

    /** The child of {@code key} the solver selects: unvisited first, else the best score. */
    private String choose(String key, AndOrTree node, Map<String, double[]> stats, Map<String, AndOrTree.Status> status) {
        String best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < node.children().size(); i++) {
            String c = child(key, i);
            if (status.getOrDefault(c, AndOrTree.Status.UNKNOWN) != AndOrTree.Status.UNKNOWN) {
                continue;
            }
            if (visits(stats, c) == 0) {
                return c;
            }
            double score = mctsScore(key, c, node.isOr(), stats);
            if (best == null || score > bestScore) {
                best = c;
                bestScore = score;
            }
        }
        return best;
    }

    private double mctsScore(String parent, String c, boolean or, Map<String, double[]> stats) {
        double mean = stats.get(c)[0] / stats.get(c)[1];
        double score = AndOrRules.preference(algorithm, or, mean, 0);
        if (algorithm == Algorithm.UCT) {
            score += AndOrRules.uctBonus(explorationC, visits(stats, parent), visits(stats, c));
        }
        return score;
    }

    private AndOrTree.Status combinedStatus(String key, Map<String, AndOrTree.Status> status) {
        AndOrTree node = tree.at(path(key));
        byte[] s = new byte[node.children().size()];
        for (int i = 0; i < s.length; i++) {
            s[i] = switch (status.getOrDefault(child(key, i), AndOrTree.Status.UNKNOWN)) {
                case TRUE -> AndOrRules.PROVED;
                case FALSE -> AndOrRules.DISPROVED;
                case UNKNOWN -> AndOrRules.UNKNOWN;
            };
        }
        byte combined = AndOrRules.combineStatus(node.isOr(), s, 0, s.length);
        return combined == AndOrRules.PROVED ? AndOrTree.Status.TRUE
                : combined == AndOrRules.DISPROVED ? AndOrTree.Status.FALSE : AndOrTree.Status.UNKNOWN;
    }

    private static double visits(Map<String, double[]> stats, String key) {
        double[] v = stats.get(key);
        return v == null ? 0 : v[1];
    }

    // ---- drawing and describing ---------------------------------------------------------------

    @Override
    public SearchStepper.Step at(int iteration) {
        int k = Math.max(0, Math.min(iteration, lastIteration()));
        State s = states.get(k);
        State before = k == 0 ? null : states.get(k - 1);
        List<String> changes = new ArrayList<>();
        DisplayNode drawn = draw(s, before, s.selected(), changes);
        long[] counts = new long[2];
        count(drawn, counts);
        AndOrTree.Status root = drawn.exact();
        Outcome outcome = root == AndOrTree.Status.TRUE ? Outcome.PROVED : root == AndOrTree.Status.FALSE ? Outcome.DISPROVED : Outcome.OUT;
        return new SearchStepper.Step(k, drawn, describe(k, s, changes), counts[0], counts[1], outcome);
    }

    private static void count(DisplayNode n, long[] counts) {
        counts[0]++;
        if (n.exact() != AndOrTree.Status.UNKNOWN) {
            counts[1]++;
        }
        n.children().forEach(c -> count(c, counts));
    }

    private DisplayNode draw(State s, State before, String pathTo, List<String> changes) {
        DisplayNode plain;
        Map<String, String> was = new HashMap<>();
        if (bestFirst()) {
            Evaluation e = evaluation(s);
            plain = DisplayNode.of(partial(tree, "", s.revealed()), e, pathTo, false);
            if (before != null) {
                Evaluation b = evaluation(before);
                for (String k : s.selectedPath()) {
                    if (b.at(k) != null && !b.label(k).equals(e.label(k))) {
                        was.put(k, b.label(k));
                    }
                }
            }
        } else {
            plain = drawMcts(tree, "", s, pathTo);
            if (before != null) {
                for (String k : s.selectedPath()) {
                    // The node valued is new (its evaluation says what it got); those above it change, even from no visit.
                    if (visits(before.stats(), k) > 0 || !k.equals(s.selected())) {
                        String then = mctsLabel(before, k);
                        if (!then.equals(mctsLabel(s, k))) {
                            was.put(k, then);
                        }
                    }
                }
            }
        }
        Set<String> old = new HashSet<>();
        if (before != null) {
            keys(bestFirst() ? DisplayNode.of(partial(tree, "", before.revealed()), evaluation(before), null, false)
                    : drawMcts(tree, "", before, null), old);
        }
        for (String k : s.selectedPath()) {
            if (was.containsKey(k)) {
                AndOrTree.Status now = bestFirst() ? evaluation(s).at(k).exact() : s.status().getOrDefault(k, AndOrTree.Status.UNKNOWN);
                changes.add(nodeName(k) + ": " + was.get(k) + " → " + (bestFirst() ? evaluation(s).label(k) : mctsLabel(s, k))
                        + (now == AndOrTree.Status.UNKNOWN ? "" : now == AndOrTree.Status.TRUE ? " (proved)" : " (disproved)"));
            }
        }
        return decorate(plain, before == null ? Set.of() : old, was);
    }

    private static void keys(DisplayNode n, Set<String> out) {
        out.add(n.key());
        n.children().forEach(c -> keys(c, out));
    }

    /** Marks new nodes and adds what changed values were. */
    private DisplayNode decorate(DisplayNode n, Set<String> old, Map<String, String> was) {
        List<DisplayNode> kids = new ArrayList<>();
        for (DisplayNode c : n.children()) {
            kids.add(decorate(c, old, was));
        }
        List<String> lines = new ArrayList<>(n.lines());
        if (was.containsKey(n.key())) {
            lines.add("was " + was.get(n.key()).replace(" / ", " "));
        }
        boolean fresh = !old.isEmpty() && !old.contains(n.key());
        return new DisplayNode(n.key(), n.or(), n.exact(), List.copyOf(lines), n.edgeLabel(), n.onPath(), n.mostProving(), fresh,
                n.leaf(), kids, n.name());
    }

    private DisplayNode drawMcts(AndOrTree t, String key, State s, String pathTo) {
        List<DisplayNode> kids = new ArrayList<>();
        if (s.revealed().contains(key)) {
            for (int i = 0; i < t.children().size(); i++) {
                kids.add(drawMcts(t.children().get(i), child(key, i), s, pathTo));
            }
        }
        List<String> lines = new ArrayList<>(mctsLines(s, key));
        if (t.isLeaf() && t.status() == AndOrTree.Status.UNKNOWN) {
            lines.add("r " + ValueText.fraction(t.winRate()));
        }
        boolean onPath = pathTo != null && (key.isEmpty() || pathTo.equals(key) || pathTo.startsWith(key + "."));
        return new DisplayNode(key, t.isOr(), s.status().getOrDefault(key, AndOrTree.Status.UNKNOWN), lines, null, onPath,
                key.equals(pathTo), false, kids.isEmpty(), kids, t.name());
    }

    private List<String> mctsLines(State s, String key) {
        double n = visits(s.stats(), key);
        AndOrTree.Status st = s.status().getOrDefault(key, AndOrTree.Status.UNKNOWN);
        // A proved node is worth a win (1), a disproved one 0: the solver backs up proofs, not averages.
        double v = AndOrRules.shownMean(st == AndOrTree.Status.TRUE, st == AndOrTree.Status.FALSE, n == 0 ? 0 : s.stats().get(key)[0], n);
        return Evaluation.valueLines(algorithm, new Evaluation.Values(v, n, st));
    }

    private String mctsLabel(State s, String key) {
        return String.join(" / ", mctsLines(s, key));
    }

    private String describe(int k, State s, List<String> changes) {
        StringBuilder sb = new StringBuilder();
        if (k == 0) {
            sb.append("Iteration 0: the search knows only the root.");
        } else {
            sb.append("Iteration ").append(k).append(". Selection: ");
            sb.append(s.selected().isEmpty() ? "the root itself"
                    : "root → " + String.join(" → ", s.selectedPath().subList(1, s.selectedPath().size()).stream().map(this::nodeName).toList()));
            sb.append(" (").append(algorithm.preferredChild().replaceAll("\\.$", "")).append(")"); // one full stop, after the bracket
            if (bestFirst()) {
                AndOrTree node = tree.at(path(s.selected()));
                sb.append(". Expansion: its ").append(node.children().size()).append(" children are added. Evaluation: ");
                sb.append(switch (rules) {
                    case PNS -> "each new leaf gets pn = dn = 1, or pn 0 / dn ∞ if it is TRUE and pn ∞ / dn 0 if FALSE";
                    case MCPNS -> "each new leaf gets pn and dn from the win rate r of its " + RuleSet.PLAYOUTS + " playouts";
                    case PPNS -> "each new leaf gets p = r, the win rate of its playouts (1 - theta or theta when they all agree)";
                    default -> "each new leaf gets its prior r as p";
                });
                if (rules != RuleSet.PNS) {
                    sb.append(" (a new node with a drawn subtree gets r, the mean result of random playouts through it)");
                }
            } else {
                AndOrTree reached = tree.at(path(s.selected()));
                sb.append(". Expansion and evaluation: ").append(nodeName(s.selected()));
                sb.append(reached.isLeaf() && reached.status() != AndOrTree.Status.UNKNOWN
                        ? " ends the game: it counts " + RuleSet.PLAYOUTS + " playouts " + (reached.status() == AndOrTree.Status.TRUE ? "won" : "lost")
                        + " and is " + (reached.status() == AndOrTree.Status.TRUE ? "proved" : "disproved")
                        : " gets " + RuleSet.PLAYOUTS + " playouts, won at rate " + ValueText.number(Math.round(playoutRate(reached) * 1000) / 1000.0));
            }
            // The root valued itself has nothing above it: "no value changed above" read as if its new values were not there.
            sb.append(". Backpropagation: ").append(s.selected().isEmpty() && !bestFirst() ? "the root is the node valued; nothing is above it."
                    : changes.isEmpty() ? "no value changed above." : String.join("; ", changes) + ".");
        }
        if (k == lastIteration()) {
            sb.append(' ').append(ending);
        }
        return sb.toString();
    }

    // ---- what the quiz reads ----------------------------------------------------------------

    @Override
    public String answer(int k) {
        return k + 1 < states.size() ? states.get(k + 1).selected() : null;
    }

    @Override
    public DisplayNode plainTree(int k) {
        State s = states.get(Math.max(0, Math.min(k, lastIteration())));
        return draw(s, null, null, new ArrayList<>());
    }

    /** Best-first: the rule set's values on the tree built so far; MCTS: the mean result (as counted) and the visits. */
    @Override
    public Evaluation.Values values(int k, String key) {
        State s = states.get(Math.max(0, Math.min(k, lastIteration())));
        if (bestFirst()) {
            return evaluation(s).at(key);
        }
        double[] v = s.stats().get(key);
        AndOrTree.Status st = s.status().getOrDefault(key, AndOrTree.Status.UNKNOWN);
        return v == null ? new Evaluation.Values(Double.NaN, 0, st) : new Evaluation.Values(v[0] / v[1], v[1], st);
    }

    /** "the root", "node 0.1", or "node b (0.1)" when it has a name. */
    @Override
    public String nodeName(String key) {
        String name = tree.at(path(key)).name();
        if (key.isEmpty()) {
            return name == null ? "the root" : "the root " + name;
        }
        return name == null ? "node " + key : "node " + name + " (" + key + ")";
    }

    static List<Integer> path(String key) {
        if (key.isEmpty()) {
            return List.of();
        }
        List<Integer> p = new ArrayList<>();
        for (String part : key.split("\\.")) {
            p.add(Integer.parseInt(part));
        }
        return p;
    }

    /** The keys from the root to {@code key}, both included. */
    static List<String> pathKeys(String key) {
        List<String> out = new ArrayList<>(List.of(""));
        if (key.isEmpty()) {
            return out;
        }
        String[] parts = key.split("\\.");
        StringBuilder sb = new StringBuilder();
        for (String part : parts) {
            sb.append(sb.isEmpty() ? "" : ".").append(part);
            out.add(sb.toString());
        }
        return out;
    }

    private static String child(String key, int i) {
        return key.isEmpty() ? "" + i : key + "." + i;
    }
}
