package org.prooflab.cli;

import java.math.BigInteger;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.prooflab.classroom.domain.Words;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.search.Parameter;

/** {@code --name value} and {@code --flag} options, checked against what a verb allows. */
final class Options {
    /** The options whose empty value means something: {@code --position ""} is the start. */
    private static final Set<String> MAY_BE_EMPTY = Set.of("position");
    private final Map<String, String> values = new LinkedHashMap<>();

    Options(String[] args, int from, Set<String> withValue, Set<String> flags) {
        for (int i = from; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--")) {
                throw new UsageException("unexpected argument '" + arg + "': options start with --");
            }
            String name = optionName(arg);
            int eq = arg.indexOf('=');
            String inline = eq >= 0 ? arg.substring(eq + 1) : null;
            if (values.containsKey(name)) {
                // The lab's address names a second value too; here the last one was used without a word.
                throw new UsageException("--" + name + " is given twice: keep one");
            }
            if (flags.contains(name)) {
                if (inline != null) {
                    // A flag is on by being there: --json=false printed JSON.
                    throw new UsageException("--" + name + " takes no value: write --" + name + " to turn it on, or leave it out");
                }
                values.put(name, "true");
            } else if (withValue.contains(name)) {
                if (inline == null) {
                    if (i + 1 < args.length && isOption(args[i + 1], withValue, flags)) {
                        // "--out --json" wrote the CSV to a file named "--json": the value was left out. A value that
                        // is no option of this command stays a value (--position -- is an Othello pass).
                        throw new UsageException("--" + name + " needs a value before " + args[i + 1]);
                    } else if (i + 1 < args.length) {
                        inline = args[++i];
                    } else if (MAY_BE_EMPTY.contains(name)) {
                        throw new UsageException(needsValue(name));
                    } else {
                        // Last on the line with nothing after it: as --max-nodes= is, refused where it is read, with
                        // what it allows ("needs a value" alone left the range to be looked up).
                        inline = "";
                    }
                }
                values.put(name, inline);
            } else {
                throw new UsageException("unknown option --" + name + ": allowed are " + describe(withValue, flags));
            }
        }
    }

    /** The name an argument starting with "--" gives: {@code --max-nodes=5} and {@code --max-nodes} name "max-nodes". */
    private static String optionName(String arg) {
        int eq = arg.indexOf('=');
        return arg.substring(2, eq >= 0 ? eq : arg.length());
    }

    /** Whether {@code arg} names one of the command's options, with or without "=value". */
    private static boolean isOption(String arg, Set<String> withValue, Set<String> flags) {
        return arg.startsWith("--") && (withValue.contains(optionName(arg)) || flags.contains(optionName(arg)));
    }

    /** Every option a command takes, in alphabetical order: "--algorithm, --c, --game, ...". */
    private static String describe(Set<String> withValue, Set<String> flags) {
        java.util.TreeSet<String> all = new java.util.TreeSet<>(withValue);
        all.addAll(flags);
        return all.stream().map(s -> "--" + s).collect(java.util.stream.Collectors.joining(", "));
    }

    /**
     * Refuses the options of {@code unread} that were given, naming them, where a mode of the command reads none of them
     * ({@code why}: "--error-trace writes only the error-rate curve"), instead of dropping them without a word.
     */
    void refuseUnread(String why, Collection<String> unread) {
        // In the order typed, as the user reads them back.
        List<String> given = values.keySet().stream().filter(unread::contains).map(n -> "--" + n).toList();
        if (!given.isEmpty()) {
            throw new UsageException(why + ": drop " + Words.all(given));
        }
    }

    boolean has(String name) {
        return values.containsKey(name);
    }

    private static String needsValue(String name) {
        return "--" + name + " needs a value";
    }

    /**
     * The value given for {@code name}, or null. An empty or blank one ({@code --max-nodes=}) is no value and is
     * refused as a missing one is, followed by {@code allowed} (": it must be ..."): quoted, it read
     * "--max-nodes  is not allowed".
     */
    String given(String name, String allowed) {
        String v = values.get(name);
        if (v != null && v.isBlank() && !MAY_BE_EMPTY.contains(name)) {
            throw new UsageException(needsValue(name) + allowed);
        }
        return v;
    }

    String get(String name, String fallback) {
        String v = given(name, "");
        return v == null ? fallback : v;
    }

    String require(String name, String example) {
        String v = given(name, ", as in --" + name + " " + example);
        if (v == null) {
            throw new UsageException("--" + name + " is required, as in --" + name + " " + example);
        }
        return v;
    }

    long getLong(String name, long fallback, long min, long max) {
        // No limit above is no range to quote: 9,223,372,036,854,775,807 tells a reader nothing.
        String allowed = max == Long.MAX_VALUE ? ", " + Notation.grouped(min) + " or more"
                : " from " + Notation.grouped(min) + " to " + Notation.grouped(max);
        return getLong(name, fallback, min, max, "a whole number" + allowed);
    }

    /** As {@link #getLong(String, long, long, long)}, saying what is allowed in the caller's words. */
    long getLong(String name, long fallback, long min, long max, String allowed) {
        String v = given(name, ": it must be " + allowed);
        if (v == null) {
            return fallback;
        }
        // The rule for every whole number typed by hand: 1000000, 1,000,000 or 1_000_000; not +5, 10.0 or 1e3.
        Long x = Notation.wholeLong(v);
        if (x != null && x >= min && x <= max) {
            return x;
        }
        BigInteger typed = Notation.whole(v);
        if (typed != null && typed.compareTo(BigInteger.valueOf(max)) > 0 && !allowed.contains(Notation.grouped(max))) {
            // "1 or more" read as nonsense beside 99999999999999999999: say where "more" ends.
            throw new UsageException("--" + name + " " + v + " is too large: it must be " + allowed
                    + ", at most " + Notation.grouped(max));
        }
        throw new UsageException("--" + name + " " + v + " is not allowed: it must be " + allowed);
    }

    /** An unsigned 64-bit seed, read as the lab and the classroom read it ({@link Parameter#seedOf}). */
    long getSeed(String name, long fallback) {
        String v = given(name, ": it must be " + Parameter.SEED.range());
        if (v == null) {
            return fallback;
        }
        Long seed = Parameter.seedOf(v);
        if (seed == null) {
            throw new UsageException("--" + name + " " + v + " is not allowed: it must be " + Parameter.SEED.range());
        }
        return seed;
    }

    double getDouble(String name, double fallback, double min, double max) {
        String allowed = "a number from " + Notation.limit(min) + " to " + Notation.limit(max);
        String v = given(name, ": it must be " + allowed);
        if (v == null) {
            return fallback;
        }
        // A decimal number as people write one, as the lab reads it (Notation#decimal): not 5d, 0x1p3 or NaN.
        Double x = Notation.decimal(v);
        if (x != null && x >= min && x <= max) {
            return x;
        }
        throw new UsageException("--" + name + " " + v + " is not allowed: " + decimalMustBe(v) + allowed);
    }

    /** How a decimal flag's refusal goes on: "it must be ", after the comma's hint when a decimal comma is what is wrong. */
    static String decimalMustBe(String written) {
        String comma = Notation.decimalCommaHint(written);
        return comma != null ? comma + ". It must be " : "it must be ";
    }
}
