package org.prooflab.classroom;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import tools.jackson.databind.json.JsonMapper;

/**
 * A request the JSON API refuses: the status, the one field (or header, or part of the address) it is about, and a
 * message that says what to send instead. {@code ApiErrors} answers it as {@code {"problems": [{"field", "message"}]}}.
 */
public class ApiProblem extends RuntimeException {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private final HttpStatus status;
    private final String field;

    public ApiProblem(HttpStatus status, String field, String message) {
        super(message);
        this.status = status;
        this.field = field;
    }

    public HttpStatus status() {
        return status;
    }

    public String field() {
        return field;
    }

    /** The API's one shape for a refusal: {@code {"problems": [...]}}, each as {@link #entry} makes it. */
    public static Map<String, Object> body(List<Map<String, String>> problems) {
        return Map.of("problems", problems);
    }

    /** One problem: the field first, as README writes it (Map.of's order changed from one start to the next). */
    public static Map<String, String> entry(String field, String message) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("field", field);
        p.put("message", message);
        return p;
    }

    /**
     * The shape with one problem, as JSON text, for answers written where Spring's converters do not run (a servlet
     * filter, the server's own error report): the same shape from the same code, escaped by the JSON library.
     */
    public static String json(String field, String message) {
        return JSON.writeValueAsString(body(List.of(entry(field, message))));
    }
}
