package org.prooflab.engine.proof;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.SearchTree;

/**
 * The proof a finished search found, cut out of its tree and detached from it: a strategy for one
 * side, the <em>strategist</em>. At the strategist's turns it keeps one move, the solved child with
 * the smallest proof under it; at the opponent's turns it keeps every move. A proof (PROVED) is a
 * strategy for the player to move at the root with the search's goal; a disproof (DISPROVED) is one
 * for the other player with the opposite goal (not winning means the other side does not lose;
 * not avoiding a loss means the other side wins).
 *
 * <p>The copy is capped: it is taken breadth first, and a node whose moves did not fit is
 * {@link #isOpen open}; so is a solved node the search never expanded that is not the end of the
 * game. Play from an open node needs a fresh solve ({@link ProofGame#needsSolve()}).
 */
public final class ProofTree {
    /** {@link #childCount} of a node whose moves were not kept. */
    private static final int OPEN = -1;
    private final GameState root;
    private final int strategist;
    private final Goal goal;
    private final int[] move;
    private final int[] first;
    private final int[] count;
    private final long[] size;

    private ProofTree(GameState root, int strategist, Goal goal, int[] move, int[] first, int[] count, long[] size) {
        this.root = root;
        this.strategist = strategist;
        this.goal = goal;
        this.move = move;
        this.first = first;
        this.count = count;
        this.size = size;
    }

    /**
     * The proof of a finished search whose tree was kept, or null when the search did not solve its
     * root or kept no tree.
     *
     * @param maxNodes the most nodes the copy keeps (at least 1)
     */
    public static ProofTree of(SearchResult result, int maxNodes) {
        if (result == null || result.tree() == null || result.outcome() == Outcome.OUT) {
            return null;
        }
        return of(result.tree(), result.goal(), result.outcome(), maxNodes);
    }

    /** The proof in {@code tree}, searched with {@code goal}, whose root is {@code outcome} (PROVED or DISPROVED). */
    public static ProofTree of(SearchTree tree, Goal goal, Outcome outcome, int maxNodes) {
        if (outcome == Outcome.OUT) {
            throw new IllegalArgumentException("an unsolved root has no proof");
        }
        if (maxNodes < 1) {
            throw new IllegalArgumentException("maxNodes must be at least 1");
        }
        GameState rootState = tree.rootState();
        int prover = rootState.currentPlayer();
        boolean proved = outcome == Outcome.PROVED;
        int strategist = proved ? prover : 1 - prover;
        Goal strategistGoal = proved ? goal : goal == Goal.WIN ? Goal.NOT_LOSE : Goal.WIN;
        if (tree.status(0) != outcome) {
            throw new IllegalArgumentException("the tree's root is " + tree.status(0) + ", not " + outcome);
        }
        Extraction x = new Extraction(tree, outcome, strategist, rootState);
        x.proofSize(0, x.strategistAtRoot);
        return x.copy(maxNodes, strategistGoal);
    }

    /** Walks the search tree once for the smallest proof under each solved node, then copies it. */
    private static final class Extraction {
        private final SearchTree tree;
        private final Outcome deciding;
        private final boolean strategistAtRoot;
        private final GameState root;
        /** Smallest proof sizes, saturated at Integer.MAX_VALUE: 4 bytes a node of the search tree, for the walk only. */
        private final int[] sizes;

        Extraction(SearchTree tree, Outcome deciding, int strategist, GameState root) {
            this.tree = tree;
            this.deciding = deciding;
            this.strategistAtRoot = root.currentPlayer() == strategist;
            this.root = root;
            this.sizes = new int[tree.nodeBound()];
        }

        /**
         * Nodes of the smallest proof the tree holds under {@code node} (itself included): the
         * strategist's cheapest solved move, or all the opponent's moves. A node whose children do
         * not all decide it counts as one (it will be re-solved when reached).
         */
        long proofSize(int node, boolean strategistToMove) {
            long known = sizes[node];
            if (known > 0) {
                return known;
            }
            int n = tree.childCount(node);
            long total = 1;
            if (n > 0) {
                long best = Long.MAX_VALUE;
                long sum = 0;
                boolean allDecide = true;
                for (int i = 0; i < n; i++) {
                    int c = tree.child(node, i);
                    if (tree.status(c) != deciding) {
                        allDecide = false;
                        continue;
                    }
                    long s = proofSize(c, !strategistToMove);
                    best = Math.min(best, s);
                    sum = saturatedAdd(sum, s);
                }
                if (strategistToMove && best != Long.MAX_VALUE) {
                    total = saturatedAdd(1, best);
                } else if (!strategistToMove && allDecide) {
                    total = saturatedAdd(1, sum);
                }
            }
            sizes[node] = (int) Math.min(Integer.MAX_VALUE, total);
            return sizes[node];
        }

        /** The strategist's kept move at {@code node}: the solved child with the smallest proof, or -1. */
        int strategistChild(int node) {
            int best = -1;
            for (int i = 0; i < tree.childCount(node); i++) {
                int c = tree.child(node, i);
                if (tree.status(c) == deciding && (best < 0 || sizes[c] < sizes[best])) {
                    best = c;
                }
            }
            return best;
        }

        ProofTree copy(int maxNodes, Goal goal) {
            int cap = (int) Math.min(maxNodes, sizes[0]);
            int[] move = new int[cap];
            int[] first = new int[cap];
            int[] count = new int[cap];
            long[] size = new long[cap];
            int[] source = new int[cap];
            boolean[] strategistTurn = new boolean[cap];
            int used = 1;
            move[0] = -1;
            source[0] = 0;
            strategistTurn[0] = strategistAtRoot;
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            queue.add(0);
            while (!queue.isEmpty()) {
                int k = queue.poll();
                int node = source[k];
                size[k] = sizes[node];
                List<Integer> kept = new ArrayList<>();
                int n = tree.childCount(node);
                if (strategistTurn[k]) {
                    int c = strategistChild(node);
                    if (c >= 0) {
                        kept.add(c);
                    }
                } else {
                    for (int i = 0; i < n; i++) {
                        int c = tree.child(node, i);
                        if (tree.status(c) != deciding) {
                            kept = null;
                            break;
                        }
                        kept.add(c);
                    }
                }
                if (n == 0) {
                    count[k] = 0; // the end of the game, or a solved leaf: ProofGame tells them apart
                    continue;
                }
                if (kept == null || kept.isEmpty() || used + kept.size() > cap) {
                    count[k] = OPEN;
                    continue;
                }
                first[k] = used;
                count[k] = kept.size();
                for (int c : kept) {
                    move[used] = tree.move(c);
                    source[used] = c;
                    strategistTurn[used] = !strategistTurn[k];
                    queue.add(used);
                    used++;
                }
            }
            return new ProofTree(root, rootStrategist(), goal, Arrays.copyOf(move, used), Arrays.copyOf(first, used),
                    Arrays.copyOf(count, used), Arrays.copyOf(size, used));
        }

        private int rootStrategist() {
            return strategistAtRoot ? root.currentPlayer() : 1 - root.currentPlayer();
        }
    }

    private static long saturatedAdd(long a, long b) {
        long r = a + b;
        return r < 0 ? Long.MAX_VALUE : r;
    }

    /** A copy of the position the proof starts from. */
    public GameState rootState() {
        return root.copy();
    }

    /** The player the proof is a strategy for (0 or 1). */
    public int strategist() {
        return strategist;
    }

    /** What the strategist reaches: a win, or at least a draw. */
    public Goal goal() {
        return goal;
    }

    /** Nodes kept (at most the cap it was taken with). */
    public int keptNodes() {
        return move.length;
    }

    /** Node 0 is the root. */
    public int root() {
        return 0;
    }

    /** True when the node's moves were not kept: play on from it needs a fresh solve. */
    public boolean isOpen(int node) {
        return count[node] == OPEN;
    }

    /** Moves kept under the node: one at the strategist's turn, all at the opponent's; 0 at a leaf or open node. */
    public int childCount(int node) {
        return Math.max(0, count[node]);
    }

    public int child(int node, int i) {
        if (i < 0 || i >= childCount(node)) {
            throw new IndexOutOfBoundsException(i);
        }
        return first[node] + i;
    }

    /** The move into {@code node} (not for the root). */
    public int move(int node) {
        return move[node];
    }

    /** The kept child reached by {@code m}, or -1. */
    public int childByMove(int node, int m) {
        for (int i = 0; i < childCount(node); i++) {
            if (move[first[node] + i] == m) {
                return first[node] + i;
            }
        }
        return -1;
    }

    /**
     * Nodes of the proof under {@code node}, itself included, as the search tree held it (also
     * below the cap of the copy; a solved leaf the search never expanded counts as one; at most
     * Integer.MAX_VALUE).
     */
    public long proofSize(int node) {
        return size[node];
    }
}
