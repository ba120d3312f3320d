package org.prooflab.engine.search;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.EnumSet;
import java.util.Set;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.game.Rng;

/**
 * Every algorithm parameter described once: its command-line name, a form's label for it, its range,
 * its default on each game and a sentence of help. {@link SearchParameters} validates with it, the command line reads
 * and explains with it, and a form can build its fields from it, so the three cannot disagree.
 */
public enum Parameter {
    SEED("seed", "Playout seed", Kind.SEED, 0, 0, false, false, 1, 1,
            "Seed of the random playouts: the same seed repeats a run to the node.",
            Algorithm.MCPNS, Algorithm.PPNS, Algorithm.UCT, Algorithm.MCTS, Algorithm.DFPPNS),
    PLAYOUTS("playouts", "Playouts a leaf", Kind.WHOLE, 1, 10_000, true, true, 10, 60,
            "Random playouts a new leaf or node: 10 on P-game trees for all four Monte-Carlo solvers (Song et al. 2019), "
                    + "60 on Connect Four and Othello (the 2020 authors' code).",
            Algorithm.MCPNS, Algorithm.PPNS, Algorithm.UCT, Algorithm.MCTS, Algorithm.DFPPNS),
    PLAYOUT_LENGTH("playout-length", "Playout length la", Kind.WHOLE, 1, 10_000, true, true, 64, 60,
            "MCPNS playout length la in plies (Saito et al. 2007 tune 8 to 25); a playout cut short has not reached the goal.",
            Algorithm.MCPNS),
    THETA("theta", "theta", Kind.NUMBER, 0, 0.5, false, false, 0.001, 0.001,
            "PPNS: a leaf whose playouts all win gets 1 - theta, all lose theta (Song et al. 2019).",
            Algorithm.PPNS, Algorithm.DFPPNS),
    PRECISION_RATE("pr", "pr", Kind.NUMBER, 0, 0.5, true, false, 0, 0,
            "PPNS precision rate: stop when the root probability is within pr of 0 or 1, a conclusion, not a proof "
                    + "(Primanita et al. 2020); 0 turns it off.",
            Algorithm.PPNS, Algorithm.DFPPNS),
    PRIOR("prior", "Prior", Kind.NUMBER, 0, 1, false, false, 0.5, 0.5,
            "Product propagation: the probability a new leaf starts with (Stern et al. 2007).",
            Algorithm.PP),
    EXPLORATION_C("c", "UCT C", Kind.NUMBER, 0, 1e6, true, true, SearchParameters.UCT_C, SearchParameters.UCT_C,
            "UCT solver: a child's value is v + sqrt(C ln n_p / n_i); sqrt 2 as in Song et al. 2019.",
            Algorithm.UCT),
    FINAL_MOVE_A("a", "Final move A", Kind.NUMBER, 0, 1e6, true, true, 1, 1,
            "MCTS solvers: the move played maximises v + A / sqrt(n) (Winands et al. 2008, A = 1).",
            Algorithm.UCT, Algorithm.MCTS),
    TABLE_BYTES("table-bytes", "Table bytes", Kind.WHOLE, 0, SearchParameters.MAX_TABLE_BYTES, true, true, 0, 0,
            "df-pn and df-PPNS: bytes the transposition table may use at most; 0 gives it the memory the node limit "
                    + "gives a best-first search (max nodes times 23 bytes).",
            Algorithm.DFPN, Algorithm.DFPPNS);

    /** Whole numbers, real numbers, or an unsigned 64-bit seed (any long). */
    public enum Kind { WHOLE, NUMBER, SEED }

    /**
     * What a seed field says when its text is no seed ({@link #seedOf}), the lab's and the classroom's
     * alike; the command line says the same range ({@link #range}).
     */
    public static final String SEED_MESSAGE = "Enter " + SEED.range();

    /**
     * What is wrong with a seed typed as {@code written}, in its field's words, or null when it is one
     * ({@link #seedOf}): the text quoted, as the pages' other fields quote it ("'-1' is not a seed: it must be a whole
     * number from 0 to ..."); an empty field is asked for one ({@link #SEED_MESSAGE}).
     */
    public static String seedProblem(String written) {
        if (seedOf(written) != null) {
            return null;
        }
        String t = written == null ? "" : written.strip();
        if (t.isEmpty()) {
            return SEED_MESSAGE;
        }
        String shown = Notation.visible(Notation.abbreviated(t));
        return "'" + shown + "' is not a seed: it must be " + SEED.range();
    }

    /** 2^64 - 1, the largest seed. */
    private static final BigDecimal LARGEST_SEED = new BigDecimal(Long.toUnsignedString(-1L));

    private final String id;
    private final String label;
    private final Kind kind;
    private final double min;
    private final double max;
    private final boolean minIncluded;
    private final boolean maxIncluded;
    private final double pgameDefault;
    private final double boardDefault;
    private final String help;
    private final Set<Algorithm> readBy;

    Parameter(String id, String label, Kind kind, double min, double max, boolean minIncluded, boolean maxIncluded,
              double pgameDefault, double boardDefault, String help, Algorithm... readBy) {
        this.id = id;
        this.label = label;
        this.kind = kind;
        this.min = min;
        this.max = max;
        this.minIncluded = minIncluded;
        this.maxIncluded = maxIncluded;
        this.pgameDefault = pgameDefault;
        this.boardDefault = boardDefault;
        this.help = help;
        this.readBy = EnumSet.of(readBy[0], readBy);
    }

    /** The command-line name, without dashes. */
    public String id() {
        return id;
    }

    /** The name a form's field gives it, the lab's and the classroom's alike ("Playouts a leaf", "UCT C"). */
    public String label() {
        return label;
    }

    /**
     * The papers' default on {@code game} as a form shows it: plain digits ("60", "0.001"), and sqrt 2, which no
     * decimal writes out, as "√2 ≈ 1.41421".
     */
    public String defaultText(GameKind game) {
        double d = defaultFor(game);
        return d == Math.sqrt(2) ? "√2 ≈ 1.41421" : Notation.plain(d);
    }

    /**
     * What the default means where its number alone does not say, for a field's helper text after the default ("default
     * 0: off"): pr's 0 turns its conclusions off, and a transposition table of 0 bytes takes its size from the node limit.
     */
    public String defaultMeaning(GameKind game) {
        if (defaultFor(game) != 0) {
            return "";
        }
        return switch (this) {
            case PRECISION_RATE -> ": off";
            case TABLE_BYTES -> ": from max nodes";
            default -> "";
        };
    }

    /** A value of this parameter as people read it: a seed as the 64 bits it is, 0 to 2^64 - 1; others as {@link Notation#plain}. */
    public String text(Number v) {
        return kind == Kind.SEED ? Long.toUnsignedString(v.longValue()) : Notation.plain(v.doubleValue());
    }

    public Kind kind() {
        return kind;
    }

    public double min() {
        return min;
    }

    public double max() {
        return max;
    }

    public boolean minIncluded() {
        return minIncluded;
    }

    public boolean maxIncluded() {
        return maxIncluded;
    }

    public String help() {
        return help;
    }

    /** The papers' default on {@code game}. */
    public double defaultFor(GameKind game) {
        return game == GameKind.PGAME ? pgameDefault : boardDefault;
    }

    /** True when {@code algorithm} reads this parameter. */
    public boolean isReadBy(Algorithm algorithm) {
        return readBy.contains(algorithm);
    }

    /** True when {@code value} is allowed. */
    public boolean allows(double value) {
        if (kind == Kind.SEED) {
            return true;
        }
        if (kind == Kind.WHOLE && value != Math.rint(value)) {
            return false;
        }
        return (minIncluded ? value >= min : value > min) && (maxIncluded ? value <= max : value < max);
    }

    /**
     * What is allowed, in words: "a whole number from 1 to 10,000", "a number above 0 and below 0.5"; for a seed
     * "a whole number from 0 to 18,446,744,073,709,551,615", its twenty digits grouped to be read.
     */
    public String range() {
        if (kind == Kind.SEED) {
            return Rng.SEED_RANGE;
        }
        return (kind == Kind.WHOLE ? "a whole number " : "a number ") + bounds();
    }

    /** The bounds alone: "from 1 to 10,000", "above 0 and below 0.5". */
    private String bounds() {
        // Each bound as the lab's fields and the command line's other ranges write a limit (Notation.limit): a whole one
        // grouped (10,000; --c's 1,000,000, which read 1000000), a fraction plain (0.5).
        if (minIncluded && maxIncluded) {
            return "from " + Notation.limit(min) + " to " + Notation.limit(max);
        }
        String low = (minIncluded ? "at least " : "above ") + Notation.limit(min);
        String high = (maxIncluded ? "at most " : "below ") + Notation.limit(max);
        return low + " and " + high;
    }

    /**
     * What is allowed, after a problem that already says what kind of number belongs ("'abc' is not a whole number"):
     * the bounds alone, "it must be from 1 to 10,000", not "a whole number" twice.
     */
    public String allowedBounds() {
        return kind == Kind.SEED ? allowed() : "it must be " + bounds() + offNote();
    }

    /** What is allowed, as a message says it after a colon: "it must be a number above 0 and below 0.5". */
    public String allowed() {
        return "it must be " + range() + offNote();
    }

    /** After pr's range: its 0 turns it off, which its bounds do not say. */
    private String offNote() {
        return this == PRECISION_RATE ? " (0 is off)" : "";
    }

    /** Throws IllegalArgumentException naming the parameter, the value and the range when not allowed. */
    public double check(double value) {
        if (!allows(value)) {
            throw new IllegalArgumentException(id + " " + Notation.limit(value) + " is not allowed: " + allowed());
        }
        return value;
    }

    /**
     * The seed {@code text} names, the one reading of a seed written by a person (the lab's fields, the
     * classroom's form, the command line's {@code --seed}): a whole number from 0 to 2^64 - 1, its digits
     * perhaps grouped with "," or "_" as the range itself is written ({@link #range}), read whole (a double
     * would round a large seed and make 1.5 one), its upper half held as a negative long. Null when it is
     * no such number; then {@link #SEED_MESSAGE} says what is allowed.
     */
    public static Long seedOf(String text) {
        // The rule for every whole number typed by hand (Notation#whole): "1,2", "+5" and other scripts' digits are none.
        BigInteger n = Notation.whole(text);
        return n == null || n.signum() < 0 || n.bitLength() > 64 ? null : n.longValue();
    }

    /**
     * The seed a number names when a file gives it as a number (an experiment definition's JSON), by the
     * rule of {@link #seedOf(String)}: a whole number from 0 to 2^64 - 1, read whole (1e9 is a seed, 1.5 is
     * not), its upper half held as a negative long. Null when it is a fraction, negative, past 2^64 - 1 or
     * not finite; then {@link #range} says what is allowed.
     */
    public static Long seedOf(Number number) {
        BigDecimal d;
        try {
            d = new BigDecimal(number.toString());
        } catch (NumberFormatException e) {
            return null;
        }
        // The size first: 1e999999999 is out of range, not a fraction to strip of its zeros.
        if (d.signum() < 0 || d.compareTo(LARGEST_SEED) > 0 || d.stripTrailingZeros().scale() > 0) {
            return null;
        }
        return d.toBigInteger().longValue();
    }

    /** The parameter with this command-line name. */
    public static Parameter byId(String id) {
        for (Parameter p : values()) {
            if (p.id.equals(id)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown parameter '" + id + "'");
    }
}
