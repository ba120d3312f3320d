package org.prooflab.classroom;

import org.springframework.http.HttpStatus;

/**
 * A request the JSON API refuses: the status, the one field (or header, or part of the address) it is about, and a
 * message that says what to send instead. {@code ApiErrors} answers it as {@code {"problems": [{"field", "message"}]}}.
 */
public class ApiProblem extends RuntimeException {
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
}
