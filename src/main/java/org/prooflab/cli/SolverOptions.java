package org.prooflab.cli;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.Parameter;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.Solvers;

/** The options every verb shares: algorithm parameters and limits, read and checked in one place. */
final class SolverOptions {
    static final Set<String> PARAMETER_OPTIONS = parameterOptions();
    static final Set<String> LIMIT_OPTIONS = Set.of("max-nodes", "max-seconds", "max-iterations");

    private SolverOptions() {
    }

    private static Set<String> parameterOptions() {
        Set<String> names = new LinkedHashSet<>();
        for (Parameter p : Parameter.values()) {
            names.add(p.id());
        }
        return Set.copyOf(names);
    }

    static Set<String> with(Set<String> own) {
        Set<String> all = new LinkedHashSet<>(own);
        all.addAll(LIMIT_OPTIONS);
        all.addAll(PARAMETER_OPTIONS);
        return all;
    }

    static GameKind game(Options o) {
        try {
            return GameKind.byId(o.require("game", "connect4"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    static List<Algorithm> algorithms(String list) {
        return algorithms(list, List.of(Algorithm.values()));
    }

    /** The algorithms named in {@code list}, each one of {@code allowed}. */
    static List<Algorithm> algorithms(String list, List<Algorithm> allowed) {
        List<Algorithm> result = new ArrayList<>();
        for (String id : list.split(",", -1)) {
            if (id.isBlank()) {
                // "pns," and "pns,,ppns" were read as pns and as pns,ppns, unsaid.
                throw new UsageException("an algorithm is missing in '" + Notation.visible(Notation.abbreviated(list))
                        + "': write the names separated by single commas, such as pns,ppns");
            }
            Algorithm a;
            try {
                a = Algorithm.byId(id, allowed);
            } catch (IllegalArgumentException e) {
                if (isExactReference(id)) {
                    // The exact reference, in an experiment: said as the classroom says it, not called unknown.
                    throw new UsageException("'" + id.trim() + "' is the exact reference, which checks results; it is not compared: "
                            + "allowed are " + String.join(", ", allowed.stream().map(Algorithm::id).toList()));
                }
                throw new UsageException(e.getMessage());
            }
            result.add(a);
        }
        return result;
    }

    private static boolean isExactReference(String id) {
        try {
            return Algorithm.byId(id) == Algorithm.EXACT;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The parameters, each read and checked against its engine {@link Parameter} range. */
    static SearchParameters parameters(Options o, GameKind game) {
        try {
            return new SearchParameters(
                    o.getSeed(Parameter.SEED.id(), (long) Parameter.SEED.defaultFor(game)),
                    (int) value(o, Parameter.PLAYOUTS, game),
                    (int) value(o, Parameter.PLAYOUT_LENGTH, game),
                    value(o, Parameter.THETA, game),
                    value(o, Parameter.PRECISION_RATE, game),
                    value(o, Parameter.PRIOR, game),
                    value(o, Parameter.EXPLORATION_C, game),
                    value(o, Parameter.FINAL_MOVE_A, game),
                    (long) value(o, Parameter.TABLE_BYTES, game));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /**
     * Refuses a parameter none of {@code algorithms} reads ({@code --theta} for PN-search), which was ignored without a
     * word; {@code exempt} names options the command reads for itself (the experiment's {@code --seed} draws positions).
     */
    static void checkRead(Options o, List<Algorithm> algorithms, Set<String> exempt) {
        for (Parameter p : Parameter.values()) {
            if (o.has(p.id()) && !exempt.contains(p.id()) && algorithms.stream().noneMatch(p::isReadBy)) {
                throw new UsageException("--" + org.prooflab.classroom.domain.AlgorithmConfig.unread(p, algorithms));
            }
        }
    }

    private static double value(Options o, Parameter p, GameKind game) {
        String text = o.given(p.id(), ": it must be " + p.range() + ". " + p.help());
        if (text == null) {
            return p.defaultFor(game);
        }
        // A whole number is read as every whole-number flag is (Notation#wholeLong): 10.0, 1e1 and +10 are none; any
        // other number as the decimal flags and the lab read one (Notation#decimal): 0.5d, 0x1p-3 and NaN are none.
        // (Number, so that the ?: does not unbox a Long and a Double, null for text that is no number.)
        Number x = p.kind() == Parameter.Kind.WHOLE ? (Number) Notation.wholeLong(text) : Notation.decimal(text);
        if (x != null && p.allows(x.doubleValue())) {
            return x.doubleValue();
        }
        throw new UsageException("--" + p.id() + " " + text + " is not allowed: "
                + (p.kind() == Parameter.Kind.WHOLE ? "it must be " : Options.decimalMustBe(text)) + p.range() + ". " + p.help());
    }

    /**
     * Checks that {@code threads} searches of {@code perSearch} bytes each ({@link Solvers#memoryBytes})
     * fit in this JVM's heap, so that an absurd limit is refused up front instead of running out of
     * memory later.
     */
    static void checkMemory(Limits limits, int threads, long perSearch) {
        long need = perSearch * threads;
        long max = Runtime.getRuntime().maxMemory();
        if (need > max * 0.8) {
            throw new UsageException(String.format("--max-nodes %,d with %d thread(s) needs about %,d MB for the search trees "
                    + "or tables, but Java may use only %,d MB: lower --max-nodes, --table-bytes or --threads, or give Java "
                    + "more heap (java -Xmx...)", limits.maxNodes(), threads, need >> 20, max >> 20));
        }
    }

    /**
     * {@code --threads}: threads one solve's new-leaf playouts run on (MCPNS and PPNS; the result
     * is the same for every count), 1 unless given.
     */
    static int threads(Options o) {
        return (int) o.getLong("threads", 1, 1, Solvers.MAX_THREADS);
    }

    /** The longest time limit the command line takes: a year. */
    static final double MAX_SECONDS = 31_536_000;

    /**
     * A time limit in seconds, as every verb takes one ({@code --max-seconds}, bench's {@code --seconds}): from
     * {@link Limits#MIN_SECONDS}, one millisecond, to a year; a search counts it as {@link Limits#millisOf}.
     */
    static double seconds(Options o, String name, double fallback) {
        return o.getDouble(name, fallback, Limits.MIN_SECONDS, MAX_SECONDS);
    }

    /**
     * The node and time limits of a solve, and of an experiment given by flags, that sets none: a small position's solve
     * ends well within them, and a large one stops in a minute instead of running for hours.
     */
    static final long DEFAULT_NODES = 1_000_000;
    static final double DEFAULT_SECONDS = 60;

    /** A solve's limits from its flags, {@link #DEFAULT_NODES} and {@link #DEFAULT_SECONDS} where none is given. */
    static Limits limits(Options o) {
        long nodes = o.getLong("max-nodes", DEFAULT_NODES, 1, Limits.MAX_NODES);
        double seconds = seconds(o, "max-seconds", DEFAULT_SECONDS);
        long iterations = o.getLong("max-iterations", Long.MAX_VALUE, 1, Long.MAX_VALUE);
        return new Limits(nodes, iterations, Limits.millisOf(seconds));
    }
}
