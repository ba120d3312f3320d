package org.prooflab.classroom;

import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Map;
import org.prooflab.classroom.domain.InvalidDefinitionException;
import org.prooflab.classroom.domain.Words;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * What the JSON API refuses, in its one shape: {@code {"problems": [{"field", "message"}, ...]}}, a message in words
 * saying what to send instead. Its own refusals ({@link ApiProblem}, a definition's problems, a creator's token) and
 * Spring's (a method, body or Accept header the address does not take) alike, for the {@link ApiController}s only: the
 * pages keep Vaadin's. Always sent as JSON, also to a client whose Accept header leaves JSON out: a refusal in words
 * rather than a second refusal (it was a bare 500).
 */
@RestControllerAdvice(annotations = ApiController.class)
class ApiErrors {
    /** The only body the API reads is an experiment's definition (POST /api/experiments). */
    static final String SEND_JSON = "send the definition as JSON, with the header Content-Type: application/json";

    @ExceptionHandler(ApiProblem.class)
    ResponseEntity<Map<String, Object>> problem(ApiProblem e) {
        return answer(e.status(), HttpHeaders.EMPTY, List.of(problem(e.field(), e.getMessage())));
    }

    @ExceptionHandler(InvalidDefinitionException.class)
    ResponseEntity<Map<String, Object>> invalid(InvalidDefinitionException e) {
        return answer(HttpStatus.BAD_REQUEST, HttpHeaders.EMPTY,
                e.problems().stream().map(p -> problem(p.field(), p.message())).toList());
    }

    @ExceptionHandler(ClassroomService.TooManyActiveException.class)
    ResponseEntity<Map<String, Object>> tooMany(ClassroomService.TooManyActiveException e) {
        return answer(HttpStatus.TOO_MANY_REQUESTS, HttpHeaders.EMPTY, List.of(problem(ExperimentApi.TOKEN_HEADER, e.getMessage())));
    }

    @ExceptionHandler(ClassroomService.NotCreatorException.class)
    ResponseEntity<Map<String, Object>> forbidden(ClassroomService.NotCreatorException e) {
        return answer(HttpStatus.FORBIDDEN, HttpHeaders.EMPTY, List.of(problem(ExperimentApi.TOKEN_HEADER, e.getMessage())));
    }

    /** A method the address does not take: the methods it does, in the Allow header and in the sentence. */
    @ExceptionHandler(HttpRequestMethodNotSupportedException.class)
    ResponseEntity<Map<String, Object>> method(HttpRequestMethodNotSupportedException e, HttpServletRequest request) {
        HttpHeaders headers = new HttpHeaders();
        headers.setAllow(e.getSupportedHttpMethods());
        return answer(HttpStatus.METHOD_NOT_ALLOWED, headers, List.of(problem("method", e.getMethod() + " is not answered at "
                + request.getRequestURI() + ": this address takes " + Words.either(List.of(e.getSupportedMethods())))));
    }

    @ExceptionHandler(HttpMediaTypeNotSupportedException.class)
    ResponseEntity<Map<String, Object>> notJson(HttpMediaTypeNotSupportedException e) {
        return answer(HttpStatus.UNSUPPORTED_MEDIA_TYPE, HttpHeaders.EMPTY, List.of(problem(HttpHeaders.CONTENT_TYPE, SEND_JSON)));
    }

    /** A JSON request with nothing in its body (Spring reads a String body only to find it missing). */
    @ExceptionHandler(HttpMessageNotReadableException.class)
    ResponseEntity<Map<String, Object>> unreadable(HttpMessageNotReadableException e) {
        return answer(HttpStatus.BAD_REQUEST, HttpHeaders.EMPTY, List.of(problem("definition",
                "is missing: " + SEND_JSON + ", in the request's body")));
    }

    @ExceptionHandler(HttpMediaTypeNotAcceptableException.class)
    ResponseEntity<Map<String, Object>> notAcceptable(HttpMediaTypeNotAcceptableException e) {
        List<String> answered = e.getSupportedMediaTypes().stream().map(MediaType::toString).toList();
        String types = answered.isEmpty() ? MediaType.APPLICATION_JSON_VALUE : Words.either(answered);
        return answer(HttpStatus.NOT_ACCEPTABLE, HttpHeaders.EMPTY, List.of(problem(HttpHeaders.ACCEPT, "this address answers "
                + types + ": ask with the header Accept: " + types + " (or */*), or with no Accept header")));
    }

    /** The one shape ({@link ApiProblem#body}), sent as JSON whatever the request's Accept header asked for. */
    private static ResponseEntity<Map<String, Object>> answer(HttpStatus status, HttpHeaders headers, List<Map<String, String>> problems) {
        return ResponseEntity.status(status).headers(headers).contentType(MediaType.APPLICATION_JSON).body(ApiProblem.body(problems));
    }

    private static Map<String, String> problem(String field, String message) {
        return ApiProblem.entry(field, message);
    }
}
