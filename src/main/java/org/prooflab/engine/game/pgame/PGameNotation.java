package org.prooflab.engine.game.pgame;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.game.NotationException;
import org.prooflab.engine.game.Rng;

/**
 * The P-game notation, read and written: {@code pgame:b=2,d=20,seed=17}, the tree's branching, depth
 * and seed, optionally followed by {@code ,path=0.1.1}, the child indices from the root to the node
 * meant. Its numbers are plain digits ({@link Notation#isPlainDigits}); {@link PGame#notation()}
 * writes each tree one way, and every problem read is named with its place and what is allowed.
 */
public final class PGameNotation {
    /** The position the notation's messages give as an example. */
    public static final String EXAMPLE = "pgame:b=2,d=20,seed=17";
    /** What every P-game notation starts with; its fields follow as name=value, separated by commas. */
    private static final String PREFIX = "pgame:";
    /** The names of a tree's fields in the notation. */
    private static final List<String> FIELDS = List.of("b", "d", "seed", "path");

    private PGameNotation() {
    }

    /** The notation of {@code game}'s current node: its tree, and its path when it is below the root. */
    static String write(PGame game) {
        return PREFIX + "b=" + game.branching() + ",d=" + game.depthLimit() + ",seed=" + Long.toUnsignedString(game.seed())
                + (game.depth() > 0 ? ",path=" + game.pathText() : "");
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
                int groups = i == 0 ? 0 : seedGroups(parts, i - 1);
                throw new NotationException(pos, "expected name=value, found '" + part + "': "
                        + (groups > 0 ? seedInGroups(value(joined(parts, i - 1, groups))) : "allowed names are b, d, seed, path"));
            }
            String name = part.substring(0, eq).trim();
            String value = part.substring(eq + 1).trim();
            int valuePos = pos + eq + 1;
            // A second value was read over the first without a word.
            if (FIELDS.contains(name) && !named.add(name)) {
                throw new NotationException(pos, name + " is given twice: a P-game names each of b, d, seed and path once");
            }
            switch (name) {
                case "b" -> b = parseInt(value, valuePos, "branching b", 1, PGame.MAX_BRANCHING);
                case "d" -> d = parseInt(value, valuePos, "depth d", 1, PGame.MAX_DEPTH);
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
     * Refuses P-game text whose seed is written in thousands groups (seed=1,000), with the words
     * {@link #parse} has for it; does nothing for a seed written otherwise. For a form that shows the
     * text's seed as written ({@link #fieldsAsWritten} gives 1,000) and would read 1,000 typed there
     * as 1000: in the notation the comma separates the fields, so the text may as well mean seed 1 and
     * a stray 000. Only the first seed field counts, the one {@link #fieldsAsWritten} gives.
     */
    public static void refuseSeedInGroups(String text) {
        String[] parts = parts(text);
        for (int i = 0; i < parts.length; i++) {
            if (name(parts[i]).equals("seed")) {
                int groups = seedGroups(parts, i);
                if (groups > 0) {
                    throw new NotationException(-1, seedInGroups(value(joined(parts, i, groups))));
                }
                return;
            }
        }
    }

    /**
     * How many parts after {@code parts[i]} are digits only when {@code parts[i]} is a seed field, as the
     * 000 of seed=1,000: most likely its seed written in thousands groups, which the notation cannot
     * take, since its comma ends the field. 0 for any other part.
     */
    private static int seedGroups(String[] parts, int i) {
        int groups = 0;
        while (name(parts[i]).equals("seed") && i + groups + 1 < parts.length && Notation.isPlainDigits(parts[i + groups + 1].trim())) {
            groups++;
        }
        return groups;
    }

    /** What to say of a seed written in thousands groups, {@code written} as "1,000". */
    private static String seedInGroups(String written) {
        return "commas separate the fields of a P-game, so its seed is " + Rng.SEED_RANGE
                + ", written in plain digits, without commas or underscores: seed=" + written.replace(",", "") + ", not seed=" + written;
    }

    /**
     * The child indices a path names in a tree of branching {@code b} and depth {@code d}:
     * {@code 0.1.1} is child 0 of the root, its child 1, and that node's child 1; the empty path is
     * the root. A {@link NotationException} names the first wrong step, at its place in
     * {@code path}, and what a step may be.
     */
    public static int[] path(String path, int b, int d) {
        if (b < 1) {
            throw new IllegalArgumentException("b must be at least 1 to read a path against, not " + b);
        }
        return path(path, b, d, 0);
    }

    /**
     * The form of {@code path} alone, for a branching not known yet (a field that holds no b): its steps are checked as
     * child indices, none against a b. The lab's path field quoted "0 to 63 (b=64)" under a b field that said 0.
     */
    public static void pathForm(String path, int d) {
        path(path, 0, d, 0);
    }

    /** As {@link #path(String, int, int)}, with {@code path} found at {@code offset} of the text read. */
    private static int[] path(String path, int b, int d, int offset) {
        if (path.isEmpty()) {
            return new int[0];
        }
        String[] steps = path.split("\\.", -1);
        int[] moves = new int[steps.length];
        String allowed = b == 0 ? "a whole number below b (once b is right)" : b == 1 ? "0 (b=1: one child)"
                : "a whole number from 0 to " + (b - 1) + " (b=" + b + ")";
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
            if (b > 0 && (step.length() > 9 || Integer.parseInt(step) >= b)) {
                throw new NotationException(at, which + ", " + step + ", is past the last child: a step is " + allowed);
            }
            moves[i] = b > 0 ? Integer.parseInt(step) : 0;
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
        String[] parts = parts(text);
        for (int i = 0; i < parts.length; i++) {
            // A seed written in thousands groups is its seed as written, 1,000 (refuseSeedInGroups says why not).
            int groups = seedGroups(parts, i);
            if (parts[i].indexOf('=') > 0) {
                named.putIfAbsent(name(parts[i]), value(joined(parts, i, groups)));
            }
            i += groups;
        }
        return named;
    }

    /**
     * The parts of P-game text that {@link #fieldsAsWritten} does not take as a field of the tree, as
     * written: a name other than b, d, seed and path, a name given again, a part without '=' (but not the
     * groups of a seed written in thousands groups, which are the seed's). Empty parts are not counted.
     */
    public static List<String> partsNotFields(String text) {
        List<String> left = new ArrayList<>();
        Set<String> named = new HashSet<>();
        String[] parts = parts(text);
        for (int i = 0; i < parts.length; i++) {
            int groups = seedGroups(parts, i);
            String name = parts[i].indexOf('=') > 0 ? name(parts[i]) : null;
            if (!parts[i].isBlank() && (name == null || !FIELDS.contains(name) || !named.add(name))) {
                left.add(joined(parts, i, groups));
            }
            i += groups;
        }
        return left;
    }

    /** The comma-separated parts of P-game text, the prefix left off when it is there. */
    private static String[] parts(String text) {
        String t = text.trim();
        return (t.startsWith(PREFIX) ? t.substring(PREFIX.length()) : t).split(",");
    }

    /** {@code parts[i]} and the {@code more} parts after it, each trimmed, joined by their commas: "seed=1,000". */
    private static String joined(String[] parts, int i, int more) {
        return String.join(",", Arrays.stream(parts, i, i + more + 1).map(String::trim).toList());
    }

    /** The name of a name=value part, trimmed; empty when it has no '='. */
    private static String name(String part) {
        int eq = part.indexOf('=');
        return eq < 0 ? "" : part.substring(0, eq).trim();
    }

    /** The value of a name=value part, trimmed. */
    private static String value(String part) {
        return part.substring(part.indexOf('=') + 1).trim();
    }

    /**
     * The seed {@code value} names as {@link #parse} reads a seed field's value, for a form that shows a
     * tree's seed as written ({@link #fieldsAsWritten}): in plain digits only. A {@link NotationException}
     * says what is allowed, in parse's words.
     */
    public static long seed(String value) {
        return parseSeed(value.trim(), -1);
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
        Integer v = Notation.plainInt(value);
        if (v != null && v >= min && v <= max) {
            return v;
        }
        throw new NotationException(pos, name + " '" + value + "' is not allowed: it must be a whole number from " + min + " to " + max);
    }
}
