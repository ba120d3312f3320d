package org.prooflab.classroom.domain;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Parameter;
import org.prooflab.engine.search.SearchParameters;

/**
 * One algorithm configuration of an experiment, as the engine runs it.
 *
 * @param label      what tables and charts call it: the algorithm's name and the parameters that
 *                   differ from the defaults, e.g. {@code PPNS (theta 0.001, pr 0.001)}
 * @param algorithm  the algorithm
 * @param parameters its parameters, the papers' defaults for the game with the spec's changes
 */
public record AlgorithmConfig(String label, Algorithm algorithm, SearchParameters parameters) {

    /** The configuration {@code spec} names, or null after adding its problems (prefixed by {@code field}). */
    static AlgorithmConfig of(GameKind game, ExperimentDefinition.AlgorithmSpec spec, String field, List<Problem> problems) {
        return of(game, spec, field, problems, false);
    }

    /**
     * The same; {@code stored}, a definition made before parameters the algorithm does not read were refused keeps them
     * unread, out of its label ("PNS (theta 0.1)" was plain PN-search).
     */
    static AlgorithmConfig of(GameKind game, ExperimentDefinition.AlgorithmSpec spec, String field, List<Problem> problems,
                              boolean stored) {
        if (spec.algorithm() == null || spec.algorithm().isBlank()) {
            // A configuration without one was "'null' is not an algorithm here".
            problems.add(new Problem(field + ".algorithm", "choose an algorithm: " + comparable()));
            return null;
        }
        Algorithm algorithm;
        try {
            algorithm = Algorithm.byId(spec.algorithm());
        } catch (IllegalArgumentException e) {
            problems.add(new Problem(field + ".algorithm", "'" + spec.algorithm()
                    + "' is not an algorithm here: choose " + comparable()));
            return null;
        }
        if (!Algorithm.compared().contains(algorithm)) {
            problems.add(new Problem(field + ".algorithm", "the exact reference checks results; it is not compared: "
                    + "choose " + comparable()));
            return null;
        }
        SearchParameters p = SearchParameters.defaults(game);
        boolean ok = true;
        Map<String, Number> read = new LinkedHashMap<>();
        for (Map.Entry<String, Number> e : spec.parameters().entrySet()) {
            String name = e.getKey();
            Number v = e.getValue();
            Parameter known = ExperimentDefinition.PARAMETER_NAMES.contains(name) ? Parameter.byId(name) : null;
            if (known != null && !known.isReadBy(algorithm)) {
                // Taken and dropped, it named the configuration ("PNS (theta 0.1)") and the lab links of its solves.
                if (!stored) {
                    problems.add(new Problem(field + "." + name, unread(known, algorithm)));
                    ok = false;
                }
                continue;
            }
            read.put(name, v);
            try {
                p = switch (name) {
                    case "playouts" -> p.withPlayouts(intValue(name, v));
                    case "playout-length" -> p.withPlayoutLength(intValue(name, v));
                    case "theta" -> p.withTheta(v.doubleValue());
                    case "pr" -> p.withPrecisionRate(v.doubleValue());
                    case "prior" -> p.withPrior(v.doubleValue());
                    case "c" -> p.withExplorationC(v.doubleValue());
                    case "a" -> p.withFinalMoveA(v.doubleValue());
                    case "seed" -> p.withSeed(seedValue(v));
                    case "table-bytes" -> p.withTableBytes((long) Parameter.TABLE_BYTES.check(v.doubleValue()));
                    default -> throw new IllegalArgumentException("'" + name + "' is not a parameter: allowed are "
                            + String.join(", ", ExperimentDefinition.PARAMETER_NAMES));
                };
            } catch (IllegalArgumentException ex) {
                problems.add(new Problem(field + "." + name, ex.getMessage()));
                ok = false;
            }
        }
        if (!ok) {
            return null;
        }
        return new AlgorithmConfig(label(algorithm, read), algorithm, p);
    }

    /** "theta is not read by pns: it is for ppns and dfppns; remove it here". */
    static String unread(Parameter parameter, Algorithm algorithm) {
        return unread(parameter, List.of(algorithm)) + "; remove it here";
    }

    /**
     * "theta is not read by pns: it is for ppns and dfppns", of a parameter none of {@code algorithms} reads: one sentence
     * for a definition, the API and the command line's flags (which put "--" before it).
     */
    public static String unread(Parameter parameter, List<Algorithm> algorithms) {
        List<String> readers = Algorithm.compared().stream().filter(parameter::isReadBy).map(Algorithm::id).toList();
        return parameter.id() + " is not read by " + Words.all(algorithms.stream().map(Algorithm::id).toList())
                + (readers.isEmpty() ? "" : ": it is for " + Words.all(readers));
    }

    /** The algorithms an experiment compares, by id: "pns, mcpns, ... or dfppns". */
    private static String comparable() {
        return Words.either(Algorithm.compared().stream().map(Algorithm::id).toList());
    }

    /**
     * A seed: 64 bits, written as a whole number 0..2^64 - 1 ({@link Parameter#seedOf(Number)}); a long is taken
     * as the 64 bits it holds, as a spec holds a seed above 2^63 - 1. A fraction or a number out of that range is
     * refused: 1.5 was read as 1 and 1e23 as the largest long, unsaid.
     */
    private static long seedValue(Number v) {
        if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            return v.longValue();
        }
        Long seed = Parameter.seedOf(v);
        if (seed == null) {
            throw new IllegalArgumentException("seed " + written(v) + " is not allowed: it must be " + Parameter.SEED.range());
        }
        return seed;
    }

    /** A number as it was written, 1e23 in full: 100000000000000000000000; NaN and Infinity as they are. */
    private static String written(Number v) {
        try {
            return new java.math.BigDecimal(v.toString()).stripTrailingZeros().toPlainString();
        } catch (NumberFormatException e) {
            return v.toString();
        }
    }

    private static int intValue(String name, Number v) {
        if (!Double.isFinite(v.doubleValue()) && !(v instanceof java.math.BigInteger)) {
            throw new IllegalArgumentException(name + " " + v + " is not allowed: it must be " + Parameter.byId(name).range());
        }
        String written = written(v);
        if (v.doubleValue() != Math.rint(v.doubleValue())) {
            throw new IllegalArgumentException(name + " " + written + " is not allowed: it must be a whole number");
        }
        if (Math.abs(v.doubleValue()) > Integer.MAX_VALUE) {
            // "playouts 100000000000000000000000 is not allowed: it must be a whole number from 1 to 10,000", not "1.0E23 ... whole number"
            throw new IllegalArgumentException(name + " " + written + " is not allowed: it must be " + Parameter.byId(name).range());
        }
        return v.intValue();
    }

    private static String label(Algorithm algorithm, Map<String, Number> changed) {
        String name = algorithm.shortName();
        if (changed.isEmpty()) {
            return name;
        }
        return name + " (" + ExperimentDefinition.PARAMETER_NAMES.stream().filter(changed::containsKey)
                .map(k -> k + " " + Parameter.byId(k).text(changed.get(k))).collect(Collectors.joining(", ")) + ")";
    }
}
