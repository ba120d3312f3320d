package org.prooflab.classroom.domain;

/**
 * One thing wrong with what a user typed, named by the field it belongs to, in the user's words.
 *
 * @param field   the field, as the form and the JSON name it: {@code name}, {@code positions.count},
 *                {@code positions.lines}, {@code limits.maxNodes}; a parameter of an algorithm as
 *                {@code algorithms[1].theta}, though the JSON holds it in that algorithm's {@code parameters}
 * @param message what is wrong and what is allowed
 */
public record Problem(String field, String message) {
    @Override
    public String toString() {
        return field + ": " + message;
    }
}
