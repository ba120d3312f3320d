package org.prooflab.classroom;

import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.ExperimentJson;
import org.prooflab.classroom.domain.InvalidDefinitionException;
import org.prooflab.classroom.domain.ResultExport;
import org.prooflab.classroom.domain.TaskResult;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The classroom over HTTP, for scripts and researchers: make an experiment from its JSON definition,
 * read its progress, download its results (CSV, JSON), pause, resume or cancel it. Changing an
 * experiment needs the creator's token in the {@value #TOKEN_HEADER} header; a new experiment made
 * without one gets a fresh token in the answer.
 */
@RestController
@RequestMapping("/api/experiments")
class ExperimentApi {
    static final String TOKEN_HEADER = "X-ProofLab-Token";

    private final ClassroomService classroom;

    ExperimentApi(ClassroomService classroom) {
        this.classroom = classroom;
    }

    @PostMapping
    ResponseEntity<Map<String, Object>> create(@RequestBody String body,
                                               @RequestHeader(value = TOKEN_HEADER, required = false) String token,
                                               @RequestHeader(value = "Content-Type", required = false) String contentType) {
        // Checked here rather than by the mapping, whose refusal no handler of this controller would answer.
        if (!isJson(contentType)) {
            return notJson();
        }
        // Every problem at once: what could not be read and the checks of what could (README: API).
        ExperimentDefinition definition = classroom.check(ExperimentJson.reading(body)).definition();
        String creator = CreatorTokens.wellFormed(token) ? token : CreatorTokens.newToken();
        Experiment e = classroom.create(definition, creator, null);
        Map<String, Object> answer = summary(e);
        if (!creator.equals(token)) {
            answer.put("token", creator);
        }
        return ResponseEntity.created(URI.create("/classroom/" + e.id())).body(answer);
    }

    @GetMapping("/{id}")
    ResponseEntity<Map<String, Object>> get(@PathVariable String id) {
        return classroom.find(id).map(e -> ResponseEntity.ok(summary(e))).orElseThrow(() -> new MissingExperiment(id));
    }

    @GetMapping("/{id}/results.csv")
    ResponseEntity<String> csv(@PathVariable String id) {
        return classroom.find(id).map(e -> {
            StringBuilder out = new StringBuilder();
            ResultExport.csv(compiled(e), classroom.results(id), out);
            return download(out.toString(), "text/csv", e.fileName("csv"));
        }).orElseThrow(() -> new MissingExperiment(id));
    }

    @GetMapping("/{id}/results.json")
    ResponseEntity<String> json(@PathVariable String id) {
        return classroom.find(id).map(e -> {
            ExperimentDefinition.Compiled c = compiled(e);
            List<TaskResult> results = classroom.results(id);
            return download(ResultExport.json(c, results, Comparison.of(c, results)), "application/json", e.fileName("json"));
        }).orElseThrow(() -> new MissingExperiment(id));
    }

    @PostMapping("/{id}/{action:pause|resume|cancel}")
    ResponseEntity<Map<String, Object>> act(@PathVariable String id, @PathVariable String action,
                                            @RequestHeader(value = TOKEN_HEADER, required = false) String token) {
        Action act = Action.valueOf(action.toUpperCase(java.util.Locale.ROOT));
        return classroom.find(id).map(e -> {
            boolean changed = switch (act) {
                case PAUSE -> classroom.pause(e, token);
                case RESUME -> classroom.resume(e, token);
                case CANCEL -> classroom.cancel(e, token);
            };
            Experiment now = classroom.find(id).orElseThrow();
            // Asked again for what it already is: done. Asked for what its state does not allow (resume a finished
            // experiment): a 409 that says so; it answered 200 with the status unchanged.
            if (!changed && now.status() != act.wanted) {
                return ResponseEntity.status(HttpStatus.CONFLICT).body(Map.<String, Object>of("problems", List.of(Map.of("field", "status",
                        "message", "this experiment is " + now.stateWord().toLowerCase(java.util.Locale.ROOT) + ": " + act.allowed))));
            }
            return ResponseEntity.ok(summary(now));
        }).orElseThrow(() -> new MissingExperiment(id));
    }

    /** What a creator may ask of an experiment: the status it leads to, and in which states it may be asked. */
    private enum Action {
        PAUSE(ExperimentStatus.PAUSED, "only a running experiment can be paused"),
        RESUME(ExperimentStatus.RUNNING, "only a paused experiment can be resumed"),
        CANCEL(ExperimentStatus.CANCELLED, "only a running or paused experiment can be cancelled");

        final ExperimentStatus wanted;
        final String allowed;

        Action(ExperimentStatus wanted, String allowed) {
            this.wanted = wanted;
            this.allowed = allowed;
        }
    }

    /** An id no experiment has (deleted, or the link cut short): a 404 that says so in the API's shape. */
    private static final class MissingExperiment extends RuntimeException {
        MissingExperiment(String id) {
            super("there is no experiment '" + id + "' here: it may have been deleted, or the address was cut short");
        }
    }

    @ExceptionHandler(MissingExperiment.class)
    ResponseEntity<Map<String, Object>> missing(MissingExperiment e) {
        return ResponseEntity.status(HttpStatus.NOT_FOUND).contentType(MediaType.APPLICATION_JSON)
                .body(Map.of("problems", List.of(Map.of("field", "id", "message", e.getMessage()))));
    }

    private static boolean isJson(String contentType) {
        try {
            return contentType != null && MediaType.APPLICATION_JSON.isCompatibleWith(MediaType.parseMediaType(contentType));
        } catch (org.springframework.http.InvalidMediaTypeException e) {
            return false;
        }
    }

    /** A definition sent as anything but JSON: the API's shape, saying what to send, not Spring's default error. */
    private static ResponseEntity<Map<String, Object>> notJson() {
        return ResponseEntity.status(HttpStatus.UNSUPPORTED_MEDIA_TYPE).contentType(MediaType.APPLICATION_JSON)
                .body(Map.of("problems", List.of(Map.of("field", "Content-Type",
                        "message", "send the definition as JSON, with the header Content-Type: application/json"))));
    }

    @ExceptionHandler(InvalidDefinitionException.class)
    ResponseEntity<Map<String, Object>> invalid(InvalidDefinitionException e) {
        return ResponseEntity.badRequest().body(Map.of("problems", e.problems().stream()
                .map(p -> Map.of("field", p.field(), "message", p.message())).toList()));
    }

    @ExceptionHandler(ClassroomService.TooManyActiveException.class)
    ResponseEntity<Map<String, Object>> tooMany(ClassroomService.TooManyActiveException e) {
        return ResponseEntity.status(HttpStatus.TOO_MANY_REQUESTS).body(Map.of("problems",
                List.of(Map.of("field", TOKEN_HEADER, "message", e.getMessage()))));
    }

    @ExceptionHandler(ClassroomService.NotCreatorException.class)
    ResponseEntity<Map<String, Object>> forbidden(ClassroomService.NotCreatorException e) {
        return ResponseEntity.status(HttpStatus.FORBIDDEN).body(Map.of("problems",
                List.of(Map.of("field", TOKEN_HEADER, "message", e.getMessage()))));
    }

    private static ExperimentDefinition.Compiled compiled(Experiment e) {
        return e.definition().compileStored();
    }

    private static Map<String, Object> summary(Experiment e) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", e.id());
        m.put("name", e.name());
        m.put("status", e.status().name());
        // The pages' word beside the stored status: RUNNING before a first solve finished read as a contradiction
        // of a page saying Queued.
        m.put("state", e.stateWord());
        m.put("tasks", e.tasks());
        m.put("done", e.done());
        m.put("url", "/classroom/" + e.id());
        return m;
    }

    private static ResponseEntity<String> download(String body, String type, String filename) {
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment().filename(filename).build().toString())
                .contentType(MediaType.parseMediaType(type + ";charset=UTF-8")).body(body);
    }
}
