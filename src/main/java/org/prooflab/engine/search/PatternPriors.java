package org.prooflab.engine.search;

import java.util.concurrent.ConcurrentHashMap;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Rng;

/**
 * Priors for product propagation learned from earlier searches (Stern, Herbrich and Graepel 2007):
 * a Beta(alpha, beta) count of proofs and disproofs for each pattern of the move that made a node
 * ({@link GameState#lastMovePatterns()}, kept apart for moves by the prover and by the opponent).
 * After a search, every solved node adds 1 to alpha (proved) or beta (disproved) of its patterns;
 * a new leaf's prior is alpha / (alpha + beta) of its largest pattern seen before, with alpha and
 * beta starting at 1, or the fixed prior when no pattern was seen. Thread-safe.
 *
 * <p>Over-fitting is the known risk: priors learned on one kind of position can mislead on
 * another. The priors only order the search; proofs are still exact.
 */
public final class PatternPriors {
    /** Nodes read at most when learning from one search tree. */
    static final int MAX_LEARN_NODES = 2_000_000;
    private final ConcurrentHashMap<Long, long[]> counts = new ConcurrentHashMap<>();

    private static long key(long pattern, boolean proverMoved) {
        return Rng.mix(pattern ^ (proverMoved ? 0x5DEECE66DL : 0));
    }

    /** The prior of a new leaf reached by the last move of {@code state}, or {@code fallback}. */
    public double prior(GameState state, boolean proverMoved, double fallback) {
        for (long pattern : state.lastMovePatterns()) {
            long[] c = counts.get(key(pattern, proverMoved));
            if (c != null) {
                synchronized (c) {
                    return (c[0] + 1.0) / (c[0] + c[1] + 2.0);
                }
            }
        }
        return fallback;
    }

    /** Number of patterns with counts. */
    public int size() {
        return counts.size();
    }

    /** Proofs and disproofs counted for {@code pattern} of a move by the prover or not: {alpha - 1, beta - 1}. */
    public long[] counts(long pattern, boolean proverMoved) {
        long[] c = counts.get(key(pattern, proverMoved));
        if (c == null) {
            return new long[2];
        }
        synchronized (c) {
            return c.clone();
        }
    }

    /** Learns from every solved node of a finished search's tree (a result kept with its tree). */
    public void learn(SearchTree tree) {
        GameState state = tree.rootState();
        int[] budget = {MAX_LEARN_NODES};
        learn(tree, 0, state, true, budget);
    }

    private void learn(SearchTree tree, int node, GameState state, boolean or, int[] budget) {
        for (int i = 0; i < tree.childCount(node) && budget[0] > 0; i++) {
            int child = tree.child(node, i);
            budget[0]--;
            state.play(tree.move(child));
            Outcome status = tree.status(child);
            if (status != Outcome.OUT) {
                for (long pattern : state.lastMovePatterns()) {
                    long[] c = counts.computeIfAbsent(key(pattern, or), k -> new long[2]);
                    synchronized (c) {
                        c[status == Outcome.PROVED ? 0 : 1]++;
                    }
                }
            }
            learn(tree, child, state, !or, budget);
            state.undo();
        }
    }
}
