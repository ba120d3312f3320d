package org.prooflab.lab;

import java.util.ArrayList;
import java.util.List;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.SearchTree;

/**
 * A small, detached copy of the top of a search tree for the explorer: a finished solve keeps
 * this (a few hundred nodes) instead of its whole node store (up to millions).
 *
 * @param move      the move into this node, in the game's notation ("root" for the root)
 * @param or        true when the prover is to move here (OR node)
 * @param status    PROVED, DISPROVED, or OUT when not solved
 * @param value     pn, probability or mean, as the algorithm means it
 * @param secondary dn or visits, NaN when the algorithm has none
 * @param principal true on the principal line: the child the search would follow from each node
 * @param children  the children copied (none below the copied depth)
 * @param childCount how many children the node has in the search tree
 */
public record ExplorerNode(String move, boolean or, Outcome status, double value, double secondary, boolean principal,
                           List<ExplorerNode> children, int childCount) {

    /** Nodes are compared by identity: two different nodes may hold the same values (a tree grid needs them apart). */
    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    /** Copies {@code depth} levels below the root, and the principal line down to {@code lineDepth}. */
    public static ExplorerNode copy(SearchTree tree, int depth, int lineDepth) {
        return copy(tree, 0, "root", true, depth, lineDepth, true);
    }

    private static ExplorerNode copy(SearchTree tree, int node, String move, boolean or, int depth, int lineDepth,
                                     boolean principal) {
        int n = tree.childCount(node);
        int best = n == 0 ? -1 : bestChild(tree, node, or);
        List<ExplorerNode> children = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int c = tree.child(node, i);
            boolean onLine = principal && c == best;
            if (depth > 0 || (onLine && lineDepth > 0)) {
                children.add(copy(tree, c, tree.moveText(c), !or, depth - 1, lineDepth - 1, onLine));
            }
        }
        return new ExplorerNode(move, or, tree.status(node), tree.value(node), tree.secondary(node), principal, children, n);
    }

    /** The child the search would follow: a solved child that decides the node, else the most promising. */
    static int bestChild(SearchTree tree, int node, boolean or) {
        Outcome deciding = or ? Outcome.PROVED : Outcome.DISPROVED;
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < tree.childCount(node); i++) {
            int c = tree.child(node, i);
            if (tree.status(c) == deciding) {
                return c;
            }
            double score = score(tree, c, or);
            if (best < 0 || score > bestScore) {
                best = c;
                bestScore = score;
            }
        }
        return best;
    }

    private static double score(SearchTree tree, int c, boolean or) {
        return switch (tree.algorithm()) {
            case PNS, MCPNS, DFPN -> -(or ? tree.value(c) : tree.secondary(c));
            case PPNS, PP, DFPPNS -> or ? tree.value(c) : -tree.value(c);
            case UCT, MCTS -> Double.isNaN(tree.secondary(c)) ? 0 : tree.secondary(c);
            case EXACT -> 0;
        };
    }
}
