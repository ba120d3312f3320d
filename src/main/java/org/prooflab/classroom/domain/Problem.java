package org.prooflab.classroom.domain;

import java.util.Arrays;
import org.prooflab.engine.search.Parameter;

/**
 * One thing wrong with what a user typed, named by the field it belongs to, in the user's words.
 *
 * @param field   the field, as the form and the JSON name it: {@code name}, {@code positions.count},
 *                {@code positions.lines}, {@code limits.maxNodes}; a parameter of an algorithm as
 *                {@code algorithms[1].theta}, though the JSON holds it in that algorithm's {@code parameters}
 * @param message what is wrong and what is allowed
 */
public record Problem(String field, String message) {
    /**
     * {@code message} as a sentence of its own, as the web pages show it beside its field or under a
     * button: with a capital letter. Messages start lower-case because the command line and the API
     * write them after their field ({@code name: give the experiment a name}); this is the one place
     * the pages make them sentences, as their other messages are.
     */
    public static String sentence(String message) {
        if (message == null || message.isEmpty()) {
            return "";
        }
        // A symbol keeps its case, as its field's label writes it: "pr -5 is not allowed", not "Pr".
        String first = message.split("[ ']", 2)[0];
        boolean symbol = !first.isEmpty() && Character.isLowerCase(first.charAt(0))
                && Arrays.stream(Parameter.values()).anyMatch(p -> p.label().equals(first));
        return symbol ? message : Character.toUpperCase(message.charAt(0)) + message.substring(1);
    }

    @Override
    public String toString() {
        return field + ": " + message;
    }
}
