package org.prooflab.engine.game.pgame;

import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.game.NotationException;
import org.prooflab.engine.game.PositionKey;
import org.prooflab.engine.game.Rng;

/**
 * A P-game tree (Kocsis and Szepesvári 2006), generated exactly as {@code shared/pgame-spec.md}
 * says, so that a tree is named by its branching {@code b}, depth {@code d} and 64-bit seed.
 *
 * <p>Rules: MAX (player 0) moves at even depths, MIN (player 1) at odd depths. A move into child
 * {@code c} is worth {@code key(c) >>> 57} (0..127), added for MAX and subtracted for MIN. At depth
 * {@code d} the game ends: a positive sum is a MAX win, zero a draw, negative a MIN win.
 *
 * <p>Moves are child indices {@code 0 .. b-1}, left to right. Notation ({@link PGameNotation}):
 * {@code pgame:b=2,d=20,seed=17}, optionally followed by {@code ,path=0.1.1} to name a node
 * below the root by the child indices that lead to it.
 */
public final class PGame implements GameState {
    public static final int MAX_BRANCHING = 64;
    public static final int MAX_DEPTH = 64;
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private final int branching;
    private final int depthLimit;
    private final long seed;
    private final long[] keys;
    private final int[] scores;
    private final byte[] path;
    private int depth;

    /** The root of tree {@code (b, d, seed)}. */
    public PGame(int branching, int depth, long seed) {
        if (branching < 1 || branching > MAX_BRANCHING) {
            throw new NotationException(-1, "P-game branching b=" + branching + " is out of range: b must be from 1 to " + MAX_BRANCHING);
        }
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new NotationException(-1, "P-game depth d=" + depth + " is out of range: d must be from 1 to " + MAX_DEPTH);
        }
        this.branching = branching;
        this.depthLimit = depth;
        this.seed = seed;
        this.keys = new long[depth + 1];
        this.scores = new int[depth + 1];
        this.path = new byte[depth];
        this.keys[0] = Rng.mix(seed);
    }

    private PGame(PGame other) {
        this.branching = other.branching;
        this.depthLimit = other.depthLimit;
        this.seed = other.seed;
        this.keys = other.keys.clone();
        this.scores = other.scores.clone();
        this.path = other.path.clone();
        this.depth = other.depth;
    }

    /** The key of child {@code i} of a node with key {@code parentKey}, as the spec defines it. */
    public static long childKey(long parentKey, int i) {
        return Rng.mix(parentKey + (i + 1) * GOLDEN);
    }

    /** The value of the move into a node with key {@code key}: 0..127 (sign by who moved). */
    public static int moveValue(long key) {
        return (int) (key >>> 57);
    }

    public int branching() {
        return branching;
    }

    public int depthLimit() {
        return depthLimit;
    }

    public long seed() {
        return seed;
    }

    /** Depth of the current node below the tree's root. */
    public int depth() {
        return depth;
    }

    /**
     * The value of the move that led here as the spec writes it: +v for MAX's moves and -v for MIN's, so that a
     * move of value 0 shows whose it is (-0 for MIN's; the score's change alone read +0).
     */
    public String lastMoveValueText() {
        if (depth == 0) {
            throw new IllegalStateException("the root has no move that led to it");
        }
        return ((depth - 1) & 1) == 0 ? "+" + moveValue(keys[depth]) : "-" + moveValue(keys[depth]);
    }

    /** Sum of the move values from the root to the current node. */
    public int score() {
        return scores[depth];
    }

    /** Number of nodes in the whole tree, or {@code Long.MAX_VALUE} if that overflows a long. */
    public long treeSize() {
        long total = 0;
        long level = 1;
        for (int i = 0; i <= depthLimit; i++) {
            total += level;
            if (total < 0 || (i < depthLimit && level > Long.MAX_VALUE / branching)) {
                return Long.MAX_VALUE;
            }
            level *= branching;
        }
        return total;
    }

    @Override
    public int plies() {
        return depth;
    }

    @Override
    public int currentPlayer() {
        return depth & 1;
    }

    @Override
    public boolean isTerminal() {
        return depth == depthLimit;
    }

    @Override
    public int winner() {
        int s = scores[depth];
        return s > 0 ? 0 : s < 0 ? 1 : DRAW;
    }

    @Override
    public int legalMoves(int[] moves) {
        if (depth == depthLimit) {
            return 0;
        }
        for (int i = 0; i < branching; i++) {
            moves[i] = i;
        }
        return branching;
    }

    @Override
    public int maxMoves() {
        return branching;
    }

    @Override
    public void play(int move) {
        long key = childKey(keys[depth], move);
        int v = moveValue(key);
        keys[depth + 1] = key;
        scores[depth + 1] = scores[depth] + ((depth & 1) == 0 ? v : -v);
        path[depth] = (byte) move;
        depth++;
    }

    @Override
    public void undo() {
        depth--;
    }

    @Override
    public int randomPlayout(Rng rng, int maxPlies, int[] buffer) {
        long key = keys[depth];
        int score = scores[depth];
        int d = depth;
        int end = (int) Math.min(depthLimit, (long) depth + maxPlies);
        while (d < end) {
            key = childKey(key, rng.nextInt(branching));
            int v = moveValue(key);
            score += (d & 1) == 0 ? v : -v;
            d++;
        }
        if (d < depthLimit) {
            return NO_RESULT;
        }
        return score > 0 ? 0 : score < 0 ? 1 : DRAW;
    }

    /**
     * P-game moves have no board around them; their patterns are what the mover knows: the value
     * of the move (in 16 and in 8 bands) with the plies still to go, and the value band alone.
     */
    @Override
    public long[] lastMovePatterns() {
        if (depth == 0) {
            return NO_PATTERNS;
        }
        int v = moveValue(keys[depth]);
        int togo = depthLimit - depth;
        return new long[] {3L << 60 | (long) (v >>> 3) << 8 | togo, 2L << 60 | (long) (v >>> 4) << 8 | Math.min(togo, 1),
            1L << 60 | v >>> 5};
    }

    @Override
    public long hash() {
        return keys[depth];
    }

    @Override
    public PositionKey key() {
        return null;
    }

    @Override
    public GameState copy() {
        return new PGame(this);
    }

    @Override
    public String formatMove(int move) {
        return Integer.toString(move);
    }

    @Override
    public int parseMove(String move) {
        String m = move.trim();
        // Past nine digits Integer.parseInt would overflow; the path's steps are read the same way.
        if (Notation.isPlainDigits(m) && m.length() <= 9 && Integer.parseInt(m) < branching && depth < depthLimit) {
            return Integer.parseInt(m);
        }
        if (depth == depthLimit) {
            throw new NotationException(-1, "the game is over at depth " + depth + ": no move is allowed");
        }
        throw new NotationException(0, "'" + move + "' is not a child index: allowed are 0 to " + (branching - 1));
    }

    @Override
    public String notation() {
        return PGameNotation.write(this);
    }

    /** The child indices from the root to the current node, in order; empty at the root. */
    public int[] path() {
        int[] steps = new int[depth];
        for (int i = 0; i < depth; i++) {
            steps[i] = path[i];
        }
        return steps;
    }

    /**
     * This node in words, as the pages name a tree: "node 0.1 of the tree with b = 2, d = 20 and seed 17", "the root of
     * the tree with ..." (the notation, {@code pgame:b=2,d=20,seed=17,path=0.1}, is the machine's).
     */
    public String inWords() {
        return (depth > 0 ? "node " + pathText() : "the root") + " of the tree with b = " + branching + ", d = " + depthLimit
                + " and seed " + Long.toUnsignedString(seed);
    }

    /** The current node's path as the notation writes it ({@code 0.1.1}); empty at the root. */
    public String pathText() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            sb.append(i > 0 ? "." : "").append(path[i]);
        }
        return sb.toString();
    }

    @Override
    public GameKind kind() {
        return GameKind.PGAME;
    }

    @Override
    public String toString() {
        return notation() + " (depth " + depth + ", " + (depth % 2 == 0 ? "MAX" : "MIN") + " to move, score " + score() + ")";
    }

    /**
     * Reads {@code pgame:b=2,d=20,seed=17[,path=0.1]}, as each game's class reads its notation; every
     * problem is named with its place ({@link PGameNotation}).
     */
    public static PGame parse(String text) {
        return PGameNotation.parse(text);
    }
}
