package org.prooflab.engine.game.pgame;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.game.NotationException;
import org.prooflab.engine.game.PositionKey;
import org.prooflab.engine.game.Rng;

/**
 * A P-game tree (Kocsis and Szepesvari 2006), generated exactly as {@code shared/pgame-spec.md}
 * says, so that a tree is named by its branching {@code b}, depth {@code d} and 64-bit seed.
 *
 * <p>Rules: MAX (player 0) moves at even depths, MIN (player 1) at odd depths. A move into child
 * {@code c} is worth {@code key(c) >>> 57} (0..127), added for MAX and subtracted for MIN. At depth
 * {@code d} the game ends: a positive sum is a MAX win, zero a draw, negative a MIN win.
 *
 * <p>Moves are child indices {@code 0 .. b-1}, left to right. Notation:
 * {@code pgame:b=2,d=20,seed=17}, optionally followed by {@code ,path=0.1.1} to name a node
 * below the root by the child indices that lead to it.
 */
public final class PGame implements GameState {
    /** The position the notation's messages give as an example. */
    public static final String EXAMPLE = "pgame:b=2,d=20,seed=17";
    /** What every P-game notation starts with; its fields follow as name=value, separated by commas. */
    private static final String PREFIX = "pgame:";
    /** The names of a tree's fields in the notation. */
    private static final List<String> FIELDS = List.of("b", "d", "seed", "path");
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
            throw new NotationException(-1, "P-game branching b=" + branching + " is out of range: b must be 1.." + MAX_BRANCHING);
        }
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new NotationException(-1, "P-game depth d=" + depth + " is out of range: d must be 1.." + MAX_DEPTH);
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
        throw new NotationException(0, "'" + move + "' is not a child index: allowed are 0.." + (branching - 1));
    }

    @Override
    public String notation() {
        return "pgame:b=" + branching + ",d=" + depthLimit + ",seed=" + Long.toUnsignedString(seed)
                + (depth > 0 ? ",path=" + pathText() : "");
    }

    /** The child indices from the root to the current node, in order; empty at the root. */
    public int[] path() {
        int[] steps = new int[depth];
        for (int i = 0; i < depth; i++) {
            steps[i] = path[i];
        }
        return steps;
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

    /** Reads {@code pgame:b=2,d=20,seed=17[,path=0.1]}; every problem is named with its place. */
    public static PGame parse(String text) {
        if (!text.startsWith(PREFIX)) {
            throw new NotationException(0, "a P-game position starts with 'pgame:', as in " + EXAMPLE);
        }
        Integer b = null;
        Integer d = null;
        Long seed = null;
        String path = null;
        int pathPos = -1;
        Set<String> named = new HashSet<>();
        int pos = PREFIX.length();
        String[] parts = text.substring(PREFIX.length()).split(",", -1);
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i];
            int eq = part.indexOf('=');
            if (eq < 0) {
                String grouped = seedInGroups(parts, i);
                throw new NotationException(pos, "expected name=value, found '" + part + "': "
                        + (grouped != null ? grouped : "allowed names are b, d, seed, path"));
            }
            String name = part.substring(0, eq).trim();
            String value = part.substring(eq + 1).trim();
            int valuePos = pos + eq + 1;
            // A second value was read over the first without a word.
            if (FIELDS.contains(name) && !named.add(name)) {
                throw new NotationException(pos, name + " is given twice: a P-game names each of b, d, seed and path once");
            }
            switch (name) {
                case "b" -> b = parseInt(value, valuePos, "b", 1, MAX_BRANCHING);
                case "d" -> d = parseInt(value, valuePos, "d", 1, MAX_DEPTH);
                case "seed" -> seed = parseSeed(value, valuePos);
                case "path" -> {
                    path = value;
                    pathPos = valuePos + part.substring(eq + 1).indexOf(value);
                }
                default -> throw new NotationException(pos, "unknown field '" + name + "': allowed are b, d, seed, path");
            }
            pos += part.length() + 1;
        }
        if (b == null || d == null || seed == null) {
            throw new NotationException(-1, "a P-game needs b, d and seed, as in " + EXAMPLE);
        }
        PGame game = new PGame(b, d, seed);
        for (int move : path(path == null ? "" : path, b, d, pathPos)) {
            game.play(move);
        }
        return game;
    }

    /**
     * What to say of {@code parts[i]}, a part without '=', when it is digits that follow a seed field,
     * as the 000 of seed=1,000: most likely the seed written in thousands groups, which the notation
     * cannot take, since its comma ends the field. Null for any other part.
     */
    private static String seedInGroups(String[] parts, int i) {
        int eq = i == 0 ? -1 : parts[i - 1].indexOf('=');
        if (eq < 0 || !parts[i - 1].substring(0, eq).trim().equals("seed") || !Notation.isPlainDigits(parts[i].trim())) {
            return null;
        }
        StringBuilder written = new StringBuilder(parts[i - 1].substring(eq + 1).trim());
        StringBuilder plain = new StringBuilder(written);
        for (int j = i; j < parts.length && Notation.isPlainDigits(parts[j].trim()); j++) {
            written.append(',').append(parts[j].trim());
            plain.append(parts[j].trim());
        }
        return "commas separate the fields of a P-game, so its seed is " + Rng.SEED_RANGE
                + ", written in plain digits, without commas or underscores: seed=" + plain + ", not seed=" + written;
    }

    /**
     * The child indices a path names in a tree of branching {@code b} and depth {@code d}:
     * {@code 0.1.1} is child 0 of the root, its child 1, and that node's child 1; the empty path is
     * the root. A {@link NotationException} names the first wrong step, at its place in
     * {@code path}, and what a step may be.
     */
    public static int[] path(String path, int b, int d) {
        return path(path, b, d, 0);
    }

    /** As {@link #path(String, int, int)}, with {@code path} found at {@code offset} of the text read. */
    private static int[] path(String path, int b, int d, int offset) {
        if (path.isEmpty()) {
            return new int[0];
        }
        String[] steps = path.split("\\.", -1);
        int[] moves = new int[steps.length];
        String allowed = b == 1 ? "0 (b=1: one child)" : "a whole number from 0 to " + (b - 1) + " (b=" + b + ")";
        int at = offset;
        for (int i = 0; i < steps.length; i++) {
            String step = steps[i];
            String which = "step " + (i + 1) + " of the path";
            if (i == d) {
                throw new NotationException(at, "the path is longer than the tree is deep: it has " + steps.length
                        + " steps, and a tree of depth d=" + d + " allows at most " + d);
            }
            if (step.isEmpty()) {
                throw new NotationException(at, which + " is empty: the steps are child indices separated by single dots, as in 0.1.1");
            }
            if (!Notation.isPlainDigits(step)) {
                throw new NotationException(at, which + ", '" + step + "', is not a child index: a step is " + allowed
                        + ", and the steps are separated by dots, as in 0.1.1");
            }
            if (step.length() > 9 || Integer.parseInt(step) >= b) {
                throw new NotationException(at, which + ", " + step + ", is past the last child: a step is " + allowed);
            }
            moves[i] = Integer.parseInt(step);
            at += step.length() + 1;
        }
        return moves;
    }

    /**
     * The fields P-game text names, each value as written and whatever it is, for a form that shows
     * a tree {@link #parse} refused field by field ({@code pgame:b=2,d=0,seed=1} names b 2, d 0 and
     * seed 1). The prefix may be missing; a part without '=' is skipped, and a name given twice keeps
     * its first value.
     */
    public static Map<String, String> fieldsAsWritten(String text) {
        Map<String, String> named = new HashMap<>();
        for (String part : parts(text)) {
            int eq = part.indexOf('=');
            if (eq > 0) {
                named.putIfAbsent(part.substring(0, eq).trim(), part.substring(eq + 1).trim());
            }
        }
        return named;
    }

    /**
     * The parts of P-game text that {@link #fieldsAsWritten} does not take as a field of the tree, as
     * written: a name other than b, d, seed and path, a name given again, a part without '='. Empty
     * parts are not counted.
     */
    public static List<String> partsNotFields(String text) {
        List<String> left = new ArrayList<>();
        Set<String> named = new HashSet<>();
        for (String part : parts(text)) {
            int eq = part.indexOf('=');
            String name = eq > 0 ? part.substring(0, eq).trim() : null;
            if (!part.isBlank() && (name == null || !FIELDS.contains(name) || !named.add(name))) {
                left.add(part.trim());
            }
        }
        return left;
    }

    /** The comma-separated parts of P-game text, the prefix left off when it is there. */
    private static String[] parts(String text) {
        String t = text.trim();
        return (t.startsWith(PREFIX) ? t.substring(PREFIX.length()) : t).split(",");
    }

    /**
     * A seed as the notation writes it: plain digits only, not grouped as a seed field takes them (1,000 or
     * 1_000), since a comma here ends the field and a tree keeps one notation, the one notation() writes.
     */
    private static long parseSeed(String value, int pos) {
        if (Notation.isPlainDigits(value)) {
            try {
                return Long.parseUnsignedLong(value);
            } catch (NumberFormatException e) {
                // past 2^64 - 1: reported below
            }
        }
        throw new NotationException(pos, "seed '" + value + "' is not allowed: it must be " + Rng.SEED_RANGE
                + ", in plain digits (a comma here starts the next field)");
    }

    private static int parseInt(String value, int pos, String name, int min, int max) {
        if (Notation.isPlainDigits(value)) {
            try {
                int v = Integer.parseInt(value);
                if (v >= min && v <= max) {
                    return v;
                }
            } catch (NumberFormatException e) {
                // past Integer.MAX_VALUE: reported below
            }
        }
        throw new NotationException(pos, name + " '" + value + "' is not allowed: it must be a whole number " + min + ".." + max);
    }
}
