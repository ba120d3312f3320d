package org.prooflab.lesson;

import static org.prooflab.lesson.AndOrTree.Status.TRUE;
import static org.prooflab.lesson.AndOrTree.Status.UNKNOWN;

import java.util.List;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.ValueText;
import org.prooflab.lesson.Lesson.Check;
import org.prooflab.lesson.Lesson.Link;
import org.prooflab.lesson.Lesson.LiveTree;
import org.prooflab.lesson.Lesson.Stepper;
import org.prooflab.lesson.Lesson.Text;

/**
 * The seven lessons, from AND/OR trees to why PPNS beats PNS on balanced trees. The example trees
 * are drawn after the papers' figures, whose drawings are lost in the text: where the text gives a
 * value it is used, and the rest is completed so that each figure makes its point.
 */
public final class Lessons {
    private static final List<Lesson> ALL = List.of(andOrTrees(), proofNumbers(), monteCarlo(), probability(),
            mcts(), productPropagation(), tryIt());

    private Lessons() {
    }

    public static List<Lesson> all() {
        return ALL;
    }

    /** Lesson {@code n} (1..7). */
    public static Lesson get(int n) {
        if (n < 1 || n > ALL.size()) {
            throw new IllegalArgumentException("there is no lesson " + n + ": lessons are 1 to " + ALL.size());
        }
        return ALL.get(n - 1);
    }

    /**
     * The rule sets taught up to lesson {@code n}, in teaching order: a lesson shows no numbers of a
     * rule it has not taught yet. Lesson 1 teaches statuses only.
     */
    public static List<RuleSet> taughtIn(int n) {
        List<RuleSet> order = List.of(RuleSet.PNS, RuleSet.MCPNS, RuleSet.PPNS, RuleSet.MCTS, RuleSet.PP);
        return order.subList(0, Math.max(0, Math.min(order.size(), n - 1)));
    }

    private static AndOrTree tree(String code) {
        return TreeCodec.decode(code);
    }

    private static Evaluation eval(AndOrTree t, RuleSet r) {
        return r.evaluate(t);
    }

    static Lesson andOrTrees() {
        return new Lesson(1, "AND/OR trees", "Attacker and defender, OR and AND nodes, TRUE, FALSE and UNKNOWN.", List.of(
                new Text(null, "To solve a game position is to find out, for sure, whether the player to move can force a win. "
                        + "We call that player the attacker (or prover) and the other the defender. The search builds a tree of "
                        + "positions: at the root the attacker moves, below it the defender answers, and so on."),
                new Text("OR nodes and AND nodes", "Where the attacker moves, one good move is enough: such a node is an OR node, "
                        + "drawn as a square. Where the defender moves, every reply must be answered: an AND node, drawn as a circle. "
                        + "A draw counts as no win for the attacker."),
                new Text("What we know of a node", "A finished game is TRUE (the attacker won) or FALSE, and a node "
                        + "known to be TRUE is called proved, one known to be FALSE disproved. An OR node is TRUE as soon "
                        + "as one child is TRUE, and FALSE only when all are FALSE. An AND node is FALSE as soon as one child is FALSE, "
                        + "and TRUE only when all are TRUE. Everything else is UNKNOWN: that is where search must go on. "
                        + "The tree below follows Stern, Herbrich and Graepel (2007), Figure 1. Click a leaf to set it to TRUE, "
                        + "FALSE or UNKNOWN and watch the statuses above it change."),
                new LiveTree("the tree", tree("O(A(T,.6),A(F,T),A(.5,.5))"), List.of(RuleSet.PNS)),
                new Text("Why it matters", "Every solver in ProofLab keeps this exact status apart from its guesses. A guess "
                        + "may say \"probably a win\"; only TRUE at the root says \"proved\".")),
                new Check("Make the root TRUE: change leaves so that the attacker has a move that wins against every reply.",
                        in -> eval(in.trees().get(0), RuleSet.PNS).root().exact() == TRUE,
                        "The root is proved: one child of the OR root has all its replies TRUE."));
    }

    static Lesson proofNumbers() {
        return new Lesson(2, "Proof-number search", "pn and dn, MIN/SUM, the most-proving node, one iteration by hand.", List.of(
                new Text(null, "Proof-number search (Allis, 1994) asks of every node: how many leaves at least must still be "
                        + "proved to prove it (its proof number pn), and how many to disprove it (its disproof number dn)? "
                        + "An unknown leaf has pn = dn = 1; a TRUE leaf pn = 0 and dn = ∞; a FALSE leaf the other way round."),
                new Text("MIN and SUM", "An OR node needs one child proved, so its pn is the smallest pn of its children; to "
                        + "disprove it every child must be disproved, so its dn is the sum of theirs. An AND node is the mirror "
                        + "image: pn is the sum, dn the minimum."),
                new Text("The most-proving node", "From the root, go to the child with the smallest pn at OR nodes and the "
                        + "smallest dn at AND nodes, down to a leaf. That leaf is the most-proving node: proving it lowers the "
                        + "root's pn, and disproving it lowers the root's dn. PNS expands it, gives its new children their "
                        + "numbers, and updates the numbers on the way back up: that is one iteration. The highlighted path "
                        + "below is the way PNS would go now (after Stern et al. 2007, Figure 2). The root's children are named a, b and c "
                        + "on the tree."),
                new LiveTree("the tree", tree("O({a}A(.5,.5),{b}A(.5,O(.5,.5)),{c}A(T,.5,.5))"), List.of(RuleSet.PNS)),
                new Text("One iteration by hand", "Add two children to the most-proving leaf (select it and press \"Add child\"), "
                        + "as if PNS had expanded it, and follow how the numbers change up to the root. Then set one of the new "
                        + "leaves to TRUE: what happens to the pn of every node on the path? \"Step through a search on this tree\" replays "
                        + "PNS on it from the root alone, one iteration at a time; its quiz asks you to pick each most-proving node "
                        + "before it is shown.")),
                new Check("Make the most-proving node lie under the root's third child, c.",
                        in -> {
                            List<Integer> p = eval(in.trees().get(0), RuleSet.PNS).mostProvingPath();
                            return !p.isEmpty() && p.get(0) == 2;
                        },
                        "PNS now goes to the third child: its proof number is the smallest of the three."));
    }

    static Lesson monteCarlo() {
        return new Lesson(3, "Monte-Carlo PNS", "Playouts give leaves their numbers, and what MIN/SUM throws away.", List.of(
                new Text(null, "Plain PNS treats every unknown leaf alike. Monte-Carlo PNS (Saito et al., 2007) plays a few "
                        + "random games from each new leaf first. If N+ of its N games are won and N- are not, the leaf gets pn from "
                        + "the non-winning rate and dn from the winning rate (Song et al. 2019's reading), each kept away from 0 "
                        + "as ProofLab's solver does: pn = (N- + 1) / (N + 2), dn = (N+ + 1) / (N + 2), here with N = 10, so a win "
                        + "rate r gives pn = (10 (1 - r) + 1) / 12. A leaf whose playouts mostly win is cheap "
                        + "to prove, so search goes there first. Set a leaf's win rate with its slider."),
                new Text("Two trees, one number (Figure 1)", "Song, Iida and van den Herik (2019), Figure 1, drawn below: tree (a) "
                        + "has three leaves with win rates 0.8, 0.8 and 0.7 under an OR root (pn 0.25, 0.25 and 0.33), tree (b) one "
                        + "leaf of 0.8 (named g) and two poor ones. MIN gives both roots pn 0.25, yet (a) has three good ways to win "
                        + "and (b) only one. In the paper tree (a)'s leaves have pn 0.2, 0.2 and 0.3 and both roots 0.2; "
                        + "here each pn comes from its leaf's win rate by the rule above, and the point is the same."),
                new LiveTree("tree (a)", tree("O(.8,.8,.7)"), List.of(RuleSet.MCPNS)),
                new LiveTree("tree (b)", tree("O({g}.8,.2,.2)"), List.of(RuleSet.MCPNS)),
                new Text("SUM at AND nodes (Figure 3)", "Figure 3 makes its point with two AND nodes whose children's pn add "
                        + "up to the same root pn; its leaves' numbers did not survive in the paper's text, so the two below are "
                        + "ProofLab's, with the same point. At an AND node SUM adds the pn of the children. Tree (a) has two "
                        + "leaves of win rate 0.5 (pn 0.5 each), tree (b) one of 0.86 (pn 0.2) and one of 0.14 (pn 0.8): both "
                        + "roots get pn 1, the same \"difficulty\", yet (b) has a leaf that is very likely disproved, and one "
                        + "disproved child disproves an AND node."),
                new LiveTree("the AND tree (a)", tree("A(.5,.5)"), List.of(RuleSet.MCPNS)),
                new LiveTree("the AND tree (b)", tree("A(.86,.14)"), List.of(RuleSet.MCPNS)),
                new Text("What is lost", "MIN keeps only the best child and SUM adds numbers that are not counts any more: "
                        + "the information in the other children's win rates is thrown away. The next lesson shows a rule that "
                        + "keeps it.")),
                new Check("Make tree (b)'s root pn smaller than tree (a)'s.",
                        in -> eval(in.trees().get(1), RuleSet.MCPNS).root().a() < eval(in.trees().get(0), RuleSet.MCPNS).root().a(),
                        "MIN looks at the best child only: one better leaf in (b) outweighs the three good leaves of (a)."));
    }

    static Lesson probability() {
        return new Lesson(4, "Probability-based PNS", "The OR and AND probability rules, theta, and why one number suffices.", List.of(
                new Text(null, "PPN-search (Song, Iida and van den Herik, 2019) keeps one number a node: the probability p that "
                        + "it is proved. A new leaf gets the win rate of its playouts. An OR node is proved if any child is: "
                        + "p = 1 - (1 - p1)(1 - p2)... An AND node needs all children: p = p1 p2 ... A proved node has p = 1, a "
                        + "disproved one p = 0."),
                new Text("Theta", "A leaf whose playouts all win is not proved: it gets 1 - theta, and one whose playouts all "
                        + "lose gets theta (here theta = 0.01). Set a leaf to win rate 1 and see 0.99 appear."),
                new Text("Figure 2", "The trees (a) and (b) of the last lesson under the probability rules: tree (a), three "
                        + "good options, now beats tree (b), p 0.988 against 0.872."),
                new LiveTree("tree (a)", tree("O(.8,.8,.7)"), List.of(RuleSet.PPNS, RuleSet.MCPNS)),
                new LiveTree("tree (b)", tree("O({g}.8,.2,.2)"), List.of(RuleSet.PPNS, RuleSet.MCPNS)),
                new Text("Figure 4", "The AND trees of the last lesson under the AND rule: tree (a), two leaves of 0.5, gets "
                        + "p = 0.25, tree (b) only 0.12 (0.86 x 0.14), where SUM gave both pn 1: the rule keeps what SUM lost."),
                new LiveTree("the AND tree (a) (Figure 4)", tree("A(.5,.5)"), List.of(RuleSet.PPNS, RuleSet.MCPNS)),
                new LiveTree("the AND tree (b) (Figure 4)", tree("A(.86,.14)"), List.of(RuleSet.PPNS, RuleSet.MCPNS)),
                new Text("Why one number suffices", "pn and dn of MCPNS are two views of the same win rate. A probability "
                        + "carries both: selection goes to the largest p at OR nodes and the smallest at AND nodes, which is "
                        + "where a proof, or a refutation, is cheapest.")),
                new Check("Give one of the two AND trees (Figure 4) at least three children and a root probability above 0.5.",
                        in -> in.trees().subList(2, 4).stream().anyMatch(t ->
                                !t.isOr() && t.children().size() >= 3 && eval(t, RuleSet.PPNS).root().a() > 0.5),
                        "Every child of an AND node must hold, so each has to be very likely for their product to stay above 0.5."));
    }

    static Lesson mcts() {
        return new Lesson(5, "MCTS solvers", "Averaging against probability; UCT; proved values in MCTS.", List.of(
                new Text(null, "Monte-Carlo tree search grows a tree one node an iteration, plays random games (playouts) from "
                        + "the new node, " + RuleSet.PLAYOUTS + " of them in Song et al. and in the trees of these lessons "
                        + "(the lab's Playouts a leaf sets how many a solver plays), and keeps at each node the mean result "
                        + "of the games through it. The pure MCTS solver then follows the "
                        + "child with the best mean; the UCT solver adds sqrt(C ln n_parent / n_child), which favours children "
                        + "tried less often (C = sqrt 2 in Song et al.)."),
                new Text("Averaging against probability", "Song et al. 2019, Figures 5 and 6: tree (a) has two middling "
                        + "children under an OR root; tree (b) one child with win rate 0.9 (named g) and a poor one. Their means "
                        + "are equal, but at an OR node one good move is enough: the probability rule ranks (b) higher. Averaging asks "
                        + "\"how good is a random move here\", proof search asks \"is there a good move\". Open \"Step through a "
                        + "search on this tree\" and pick the UCT or the pure MCTS solver: each step shows the node selected, its "
                        + "playouts, and v and n backed up; the quiz asks where each iteration's selection stops."),
                new LiveTree("tree (a)", tree("O(.6,.6)"), List.of(RuleSet.MCTS, RuleSet.PPNS)),
                new LiveTree("tree (b)", tree("O({g}.9,.3)"), List.of(RuleSet.MCTS, RuleSet.PPNS)),
                new Text("Proved values in MCTS", "The MCTS solver (Winands et al., 2008) also backs up proofs: a node whose "
                        + "child is a proved win for the player to move is a proved win; a node all of whose children are proved "
                        + "losses is a proved loss. A proved node is then worth a win, v 1, whatever the average of its children: "
                        + "set a leaf to TRUE above and the root reads v 1 and proved, not an average. Set leaves to TRUE or FALSE "
                        + "to see the status move up, as it does in ProofLab's solvers.")),
                new Check("Make tree (a) better than tree (b) under averaging, but worse under PPNS.",
                        in -> {
                            AndOrTree a = in.trees().get(0);
                            AndOrTree b = in.trees().get(1);
                            return eval(a, RuleSet.MCTS).root().a() > eval(b, RuleSet.MCTS).root().a()
                                    && eval(a, RuleSet.PPNS).root().a() < eval(b, RuleSet.PPNS).root().a();
                        },
                        "A better average is not a better chance of a proof: one strong move outweighs two middling ones."));
    }

    static Lesson productPropagation() {
        return new Lesson(6, "Product propagation and precision", "Log-odds, underflow, the prolonged search and the precision rate.",
                List.of(
                new Text(null, "Product propagation (Stern, Herbrich and Graepel, 2007) uses PPNS's rules with a prior at each "
                        + "leaf instead of playouts, learned from earlier searches (0.5 when nothing is known). A prior is never 0 or 1, which would be a proof "
                        + "no search has made (the lab refuses both): a leaf set to 0 or 1 counts here as 0.01 or 0.99. Deep trees "
                        + "multiply many probabilities: the products fall below the smallest number a computer holds (underflow) "
                        + "or round to exactly 1. Stern et al. therefore compute in log-odds, L = ln(p / (1 - p)), where both "
                        + "ends keep their precision. Tick \"log-odds\" to see them."),
                new Text("A real underflow", precisionExample()),
                new LiveTree("the tree", tree("O(A(O(.5,.5),O(.5,.5)),A(O(.5,.5),O(.5,.5)))"), List.of(RuleSet.PP, RuleSet.PPNS)),
                new Text("The prolonged search", "Primanita, Khalid and Iida (2020) saw PPNS search on and on while the root "
                        + "probability sat a hair from 0 or 1: the root of the tree above, with every leaf raised to 0.95, reads 0.99 and more "
                        + "while nothing in it is proved. They added a precision rate pr: stop when the "
                        + "root probability is within pr of 0 or 1. In their Table 1, theta = 0.001 with pr = 0.001 was fastest."),
                new Text("A conclusion is not a proof", "A root at 0.999 is very likely proved, but it is not proved: some "
                        + "leaf below may still refute it. ProofLab reports a pr stop as a conclusion, apart from PROVED, and "
                        + "the 2020 authors' code, which called such stops \"solved\", was wrong on some positions.")),
                new Check("Bring the root's probability to 0.99 or more while the root is still not proved (pr = 0.01 would stop here).",
                        in -> {
                            Evaluation e = eval(in.trees().get(0), RuleSet.PP);
                            return e.root().a() >= 0.99 && e.root().exact() == UNKNOWN;
                        },
                        "pr would stop the search here and conclude \"win\", but nothing is proved yet."));
    }

    /** Plain products against log-odds, computed here with doubles as a solver would: {plain AND, L of AND, plain OR, L of OR, p of the three 0.97}. */
    static double[] precisionNumbers() {
        int k = 170;
        double p = 0.01;
        double plainAnd = 1;
        for (int i = 0; i < k; i++) {
            plainAnd *= p;
        }
        double[] l = new double[k];
        double[] r = new double[k];
        java.util.Arrays.fill(l, org.prooflab.engine.search.LogOdds.of(p));
        java.util.Arrays.fill(r, org.prooflab.engine.search.LogOdds.remainder(l[0]));
        double andL = org.prooflab.engine.search.LogOdds.combine(false, l, r, 0, k);
        int n = 20;
        double q = 0.9;
        double none = 1;
        for (int i = 0; i < n; i++) {
            none *= 1 - q;
        }
        double plainOr = 1 - none;
        double[] lo = new double[n];
        double[] ro = new double[n];
        java.util.Arrays.fill(lo, org.prooflab.engine.search.LogOdds.of(q));
        java.util.Arrays.fill(ro, org.prooflab.engine.search.LogOdds.remainder(lo[0]));
        double orL = org.prooflab.engine.search.LogOdds.combine(true, lo, ro, 0, n);
        double[] l3 = new double[3];
        double[] r3 = new double[3];
        java.util.Arrays.fill(l3, org.prooflab.engine.search.LogOdds.of(0.97));
        java.util.Arrays.fill(r3, org.prooflab.engine.search.LogOdds.remainder(l3[0]));
        double three = org.prooflab.engine.search.LogOdds.probability(org.prooflab.engine.search.LogOdds.combine(true, l3, r3, 0, 3));
        return new double[] {plainAnd, andL, plainOr, orL, three};
    }

    private static String precisionExample() {
        double[] x = precisionNumbers();
        long power = (long) Math.floor(x[1] / Math.log(10));
        return "An AND node with 170 children, each with p = 0.01: its probability is 0.01 multiplied 170 times, 10 to the "
                + "power -340. Multiplied plainly in a computer's double, the product falls below the smallest number a double "
                + "holds and becomes exactly " + ValueText.number(x[0]) + ": the node would read as disproved, though no child is. "
                + "In log-odds the same node keeps L = " + ValueText.number(Math.round(x[1] * 100) / 100.0) + ", a probability of "
                + "about 10 to the power " + power + ", still above 0. At the other end, an OR node with 20 children of p = 0.9 "
                + "is proved unless all 20 fail: 1 - 0.1 to the power 20, which plainly rounds to exactly " + ValueText.number(x[2])
                + " and would read as proved; log-odds keep L = " + ValueText.number(Math.round(x[3] * 100) / 100.0) + ". Nearer "
                + "the middle nothing is lost: an OR node over three children of 0.97 has p = " + ValueText.probability(x[4], Outcome.OUT) + ".";
    }

    static Lesson tryIt() {
        return new Lesson(7, "Try it", "Step through a real search, then solve P-game, Connect Four and Othello positions.", List.of(
                new Text(null, "Everything so far ran on trees you drew. Below, a real search runs on a small P-game tree "
                        + "(Kocsis and Szepesvári 2006): each move gets a random value, and MAX, the attacker, moves first and wants a positive sum. Step through it "
                        + "one iteration at a time: the path is the selection, new nodes are the expansion, their values come "
                        + "from playouts (MCPNS, PPNS) or the prior (PP), and the values change on the way back up."),
                new Stepper("pgame:b=2,d=6,seed=7"),
                new Text("On to real games", "The solver lab runs the same algorithms on full positions, on the server, and "
                        + "shows them live. Each position below is solved by both solvers it names well within the lab's limits "
                        + "(a million nodes, 30 seconds). Try these:"),
                new Link("A 2 x 20 P-game tree: PN-search against PPN-search", "lab/pgame?position=pgame:b=2,d=20,seed=0&solvers=pns,ppns"),
                // Fourteen plies: after eighteen, PN-search proved the win in 37 iterations, too soon to watch anything.
                new Link("A Connect Four position after fourteen random plies: PN-search against PPN-search",
                        "lab/connect4?position=35116235224331&solvers=pns,ppns"),
                new Link("An Othello endgame with twelve empty squares: PN-search against PPN-search",
                        "lab/othello?position=c4c3c2d6e6f6d7e3f5b2g6h7e2b4g5d2a1d3c1f7a4h5h6b1h8b3g8d8c8g7e8b5h4d1c5e7c6e1a2b6a6a3f4f3g2a7g3g4"
                        + "&solvers=pns,ppns")),
                new Check("Step the search until its root is proved or disproved.",
                        Lesson.CheckInput::stepperRootSolved,
                        "Solved: from here on, no iteration can change the root's status."));
    }
}
