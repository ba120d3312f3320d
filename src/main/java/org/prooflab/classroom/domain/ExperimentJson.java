package org.prooflab.classroom.domain;

import java.util.ArrayList;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.exc.UnrecognizedPropertyException;
import tools.jackson.databind.json.JsonMapper;

/**
 * An experiment's definition as JSON: what the database keeps, what {@code experiment --definition}
 * reads and what the HTTP API accepts. A file that cannot be read is refused with the field and
 * what was expected there, in the words a person who typed it would use.
 */
public final class ExperimentJson {
    static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            // A field another kind of position set needs may be left out: it reads as 0, and compile() says if it matters.
            .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .build();

    private ExperimentJson() {
    }

    public static String write(ExperimentDefinition definition) {
        return MAPPER.writeValueAsString(definition);
    }

    /**
     * Reads a definition (not yet checked: {@link ExperimentDefinition#compile} does that).
     *
     * @throws InvalidDefinitionException naming the field that could not be read
     */
    public static ExperimentDefinition read(String json) {
        if (json == null || json.isBlank()) {
            throw new InvalidDefinitionException(List.of(new Problem("definition", "is empty: expected a JSON object "
                    + "with name, game, positions, algorithms and limits")));
        }
        try {
            ExperimentDefinition d = MAPPER.readValue(json, ExperimentDefinition.class);
            if (d == null) {
                throw new InvalidDefinitionException(List.of(new Problem("definition", "expected a JSON object")));
            }
            return d;
        } catch (UnrecognizedPropertyException e) {
            throw new InvalidDefinitionException(List.of(new Problem(path(e), "'" + e.getPropertyName()
                    + "' is not a field here: allowed are " + String.join(", ", e.getKnownPropertyIds().stream()
                    .map(Object::toString).sorted().toList()))));
        } catch (MismatchedInputException e) {
            throw new InvalidDefinitionException(List.of(new Problem(path(e), "must be " + expected(e.getTargetType()))));
        } catch (JacksonException e) {
            String where = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ")";
            throw new InvalidDefinitionException(List.of(new Problem(path(e).isEmpty() ? "definition" : path(e),
                    "is not valid JSON" + where)));
        }
    }

    private static String path(JacksonException e) {
        List<String> parts = new ArrayList<>();
        for (JacksonException.Reference r : e.getPath()) {
            if (r.getPropertyName() != null) {
                parts.add((parts.isEmpty() ? "" : ".") + r.getPropertyName());
            } else if (r.getIndex() >= 0) {
                parts.add("[" + r.getIndex() + "]");
            }
        }
        return String.join("", parts);
    }

    private static String expected(Class<?> type) {
        if (type == null) {
            return "another kind of value";
        }
        if (type == int.class || type == long.class || type == Integer.class || type == Long.class) {
            return "a whole number";
        }
        if (type == double.class || type == Double.class || Number.class.isAssignableFrom(type)) {
            return "a number";
        }
        if (type == String.class) {
            return "text";
        }
        if (List.class.isAssignableFrom(type)) {
            return "a list [ ... ]";
        }
        return "an object { ... }";
    }
}
