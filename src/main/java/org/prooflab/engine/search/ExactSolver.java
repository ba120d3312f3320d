package org.prooflab.engine.search;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.PositionKey;

/**
 * The exhaustive reference: a depth-first AND/OR search that looks at every move it must, with
 * a transposition table on exact position keys. At an OR node it stops at the first child that
 * reaches the goal, at an AND node at the first that does not: that is alpha-beta on a binary
 * value. Every other solver is checked against it in the tests.
 *
 * <p>Counters: every position visited is a node and an iteration.
 */
final class ExactSolver extends SearchBase {
    /** Entries kept at most; the table is cleared when full (it only caches, it never decides). */
    static final int TABLE_CAPACITY = 2_000_000;
    /**
     * Heap one table entry takes, about: a {@code HashMap} node (32 bytes) and its key (32) with compressed
     * references, and the bucket array's share at HashMap's load factor (up to 8), rounded up.
     */
    static final long ENTRY_BYTES = 80;

    /**
     * The most this solver holds under {@code limits}: a table entry per position visited, up to its capacity.
     * It keeps no tree, so the node limit counts visits, not the tree bytes of the other solvers.
     */
    static long memoryBytes(Limits limits) {
        return Math.min(limits.maxNodes(), TABLE_CAPACITY) * ENTRY_BYTES;
    }
    private final Map<PositionKey, Boolean> table = new HashMap<>();
    private byte rootStatus;
    private int rootMove;
    /** One move buffer a depth, so the recursion allocates nothing per node. */
    private int[][] moveBuffers = new int[0][];

    ExactSolver(SearchParameters params) {
        super(params);
    }

    @Override
    public Algorithm algorithm() {
        return Algorithm.EXACT;
    }

    @Override
    protected StopReason search() {
        table.clear();
        moveBuffers = new int[0][];
        rootStatus = NodeStore.UNKNOWN;
        rootMove = -1;
        try {
            boolean proved = prove(0);
            rootStatus = proved ? NodeStore.PROVED : NodeStore.DISPROVED;
            return StopReason.SOLVED;
        } catch (SearchStop stop) {
            return stop.reason;
        } finally {
            table.clear();
        }
    }

    private boolean prove(int depth) {
        StopReason stop = checkLimits();
        if (stop != null) {
            throw new SearchStop(stop);
        }
        nodes++;
        expanded++;
        iterations++;
        if (state.isTerminal()) {
            return goal.reachedBy(state.winner(), prover);
        }
        PositionKey key = depth > 0 ? state.key() : null;
        if (key != null) {
            Boolean known = table.get(key);
            if (known != null) {
                return known;
            }
        }
        boolean or = state.currentPlayer() == prover;
        if (depth >= moveBuffers.length) {
            moveBuffers = Arrays.copyOf(moveBuffers, Math.max(16, depth * 2));
        }
        if (moveBuffers[depth] == null) {
            moveBuffers[depth] = new int[state.maxMoves()];
        }
        int[] moves = moveBuffers[depth];
        int n = state.legalMoves(moves);
        boolean result = !or;
        // The moves that end the game first: a win in one, or a loss the opponent's move makes, decides the node
        // without a search below its other moves. Column order alone searched column 1 of a Connect Four position
        // that column 2 wins at once to the end, and ran out of 2,000,000 nodes (PNS proves it with 8). The value is
        // the same in any order (an OR node is won by any child, an AND node lost by any); only the work changes.
        int decisive = -1;
        for (int i = 0; i < n && decisive < 0; i++) {
            state.play(moves[i]);
            if (state.isTerminal()) {
                if (prove(depth + 1) == or) {
                    decisive = i;
                }
            }
            state.undo();
        }
        if (decisive >= 0) {
            result = or;
            if (depth == 0 && or) {
                rootMove = moves[decisive];
            }
        } else {
            for (int i = 0; i < n; i++) {
                state.play(moves[i]);
                // A move that ends the game was weighed above, and did not decide.
                boolean child = state.isTerminal() ? !or : prove(depth + 1);
                state.undo();
                if (child == or) {
                    result = or;
                    if (depth == 0 && or) {
                        rootMove = moves[i];
                    }
                    break;
                }
            }
        }
        if (key != null) {
            if (table.size() >= TABLE_CAPACITY) {
                table.clear();
            }
            table.put(key, result);
        }
        return result;
    }

    @Override
    protected byte rootStatus() {
        return rootStatus;
    }

    @Override
    protected double rootValue() {
        return rootStatus == NodeStore.PROVED ? 1 : rootStatus == NodeStore.DISPROVED ? 0 : Double.NaN;
    }

    @Override
    protected int bestMove() {
        return rootMove;
    }
}
