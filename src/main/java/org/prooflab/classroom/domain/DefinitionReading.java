package org.prooflab.classroom.domain;

import java.util.ArrayList;
import java.util.List;

/**
 * A definition as far as it could be read (from the web form or a JSON file) and the fields that
 * could not be. {@link #compile} reports both together: what could not be read, and the checks of
 * everything that could, so that a person fixes every problem in one go instead of one a round.
 *
 * @param definition what was read, a field that could not be read left out (0 or null); null when
 *                   nothing could be read (not JSON, not an object)
 * @param unreadable the fields that could not be read, each with what belongs there
 */
public record DefinitionReading(ExperimentDefinition definition, List<Problem> unreadable) {
    public DefinitionReading {
        unreadable = List.copyOf(unreadable);
        if (definition == null && unreadable.isEmpty()) {
            throw new IllegalArgumentException("a reading without a definition says why");
        }
    }

    /** A definition read whole: a preset's, the command line flags'. */
    public static DefinitionReading of(ExperimentDefinition definition) {
        return new DefinitionReading(definition, List.of());
    }

    /**
     * Checks what was read against {@code caps} ({@link ExperimentDefinition#compile}).
     *
     * @throws InvalidDefinitionException with the unreadable fields first, then every check's problem
     *                                    that is not about one of them (an unread count would be
     *                                    "0 positions is too few" besides, unread random moves
     *                                    "these 3 draws of 0 random moves give one position only")
     */
    public ExperimentDefinition.Compiled compile(ExperimentDefinition.Caps caps) {
        List<Problem> problems = new ArrayList<>(unreadable.size());
        for (Problem u : unreadable) {
            problems.add(withAllowed(u, caps));
        }
        if (definition != null) {
            try {
                ExperimentDefinition.Compiled compiled = definition.compile(caps);
                if (problems.isEmpty()) {
                    return compiled;
                }
            } catch (InvalidDefinitionException e) {
                boolean drawsUnread = unreadable.stream().anyMatch(u -> u.field().equals("positions.plies")
                        || u.field().equals("positions.seed"));
                e.problems().stream().filter(p -> unreadable.stream().noneMatch(u -> related(u.field(), p.field())))
                        // draws of the 0 that stood in for unread random moves or seed repeat, or not, by chance
                        .filter(p -> !(drawsUnread && ExperimentDefinition.isRepeatedDraws(p)))
                        .forEach(problems::add);
            }
        }
        throw new InvalidDefinitionException(problems);
    }

    /**
     * The problems of a number that could not be read, as the form words them (FormReading): what was typed, quoted,
     * and nothing after (a hint, "a comma only groups thousands", is followed by no range), or a request for one.
     */
    private static final java.util.regex.Pattern UNREAD_NUMBER = java.util.regex.Pattern.compile(
            "'.*' is (not a whole number|not a number|far too large|far too small)|enter a (whole )?number", java.util.regex.Pattern.DOTALL);

    /**
     * An unread number's problem, which quotes what was typed or asks for a number, with what its field allows after
     * it ({@link ExperimentDefinition#allowed}): "'abc' is not a whole number: choose 1 to 400 here". Kept as it is when
     * it says what is allowed already, is of another kind ("is missing: ..."), or the field has no such range.
     */
    private Problem withAllowed(Problem u, ExperimentDefinition.Caps caps) {
        if (definition == null || !UNREAD_NUMBER.matcher(u.message()).matches()) {
            return u;
        }
        String allowed = definition.allowed(u.field(), caps);
        return allowed == null ? u : new Problem(u.field(), u.message() + ": " + allowed);
    }

    /** The same field, or one inside the other: {@code positions} and {@code positions.kind}, {@code algorithms[0]} and {@code algorithms[0].theta}. */
    static boolean related(String a, String b) {
        return a.equals(b) || inside(a, b) || inside(b, a);
    }

    private static boolean inside(String inner, String outer) {
        return inner.startsWith(outer + ".") || inner.startsWith(outer + "[");
    }
}
