package org.prooflab.classroom;

import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.ExperimentJson;
import org.prooflab.classroom.domain.ResultExport;
import org.prooflab.classroom.domain.TaskResult;
import org.prooflab.classroom.domain.Words;
import org.prooflab.engine.game.Notation;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * The classroom over HTTP, for scripts and researchers: make an experiment from its JSON definition,
 * read its progress, download its results (CSV, JSON), pause, resume or cancel it. Changing an
 * experiment needs the creator's token in the {@value #TOKEN_HEADER} header; a new experiment made
 * without one gets a fresh token in the answer. What it refuses, {@link ApiErrors} answers, in words.
 */
@ApiController
@RequestMapping("/api/experiments")
class ExperimentApi {
    static final String TOKEN_HEADER = "X-ProofLab-Token";

    private final ClassroomService classroom;

    ExperimentApi(ClassroomService classroom) {
        this.classroom = classroom;
    }

    // The body's type and the Accept header are the mapping's conditions: a request that fails them is refused by ApiPaths
    // before anything is made (an Accept leaving JSON out made the experiment, then failed to answer it).
    @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE, produces = MediaType.APPLICATION_JSON_VALUE)
    ResponseEntity<Map<String, Object>> create(jakarta.servlet.http.HttpServletRequest request,
                                               @RequestHeader(value = TOKEN_HEADER, required = false) String token)
            throws java.io.IOException {
        // Every problem at once: what could not be read and the checks of what could (README: API).
        ExperimentDefinition definition = classroom.check(ExperimentJson.reading(body(request))).definition();
        String creator = CreatorTokens.wellFormed(token) ? token : CreatorTokens.newToken();
        Experiment e = classroom.create(definition, creator, null);
        Map<String, Object> answer = summary(e);
        if (!creator.equals(token)) {
            answer.put("token", creator);
        }
        return ResponseEntity.created(URI.create("/classroom/" + e.id())).body(answer);
    }

    /** The most a definition's body may hold: the largest the server takes, pasted positions and all, is far less. */
    static final int MAX_BODY_BYTES = 1 << 20;

    /**
     * The request's body as text, read up to {@link #MAX_BODY_BYTES}: one larger is refused before it is read whole (it
     * was read into memory whatever its size, so one request of hundreds of megabytes could take the server's heap).
     */
    static String body(jakarta.servlet.http.HttpServletRequest request) throws java.io.IOException {
        long declared = request.getContentLengthLong();
        byte[] read = declared > MAX_BODY_BYTES ? null : request.getInputStream().readNBytes(MAX_BODY_BYTES + 1);
        if (read == null || read.length > MAX_BODY_BYTES) {
            throw new ApiProblem(HttpStatus.CONTENT_TOO_LARGE, "definition", "is larger than " + (MAX_BODY_BYTES >> 20)
                    + " MB, far more than any definition this server takes: send the definition alone");
        }
        if (read.length == 0) {
            throw new ApiProblem(HttpStatus.BAD_REQUEST, "definition", "is missing: " + ApiErrors.SEND_JSON + ", in the request's body");
        }
        // The charset the Content-Type names, as @RequestBody read it; the request's own encoding is Spring Boot's forced
        // UTF-8 whatever was sent. One Java does not know was refused with the Content-Type, before this (ApiErrors).
        java.nio.charset.Charset charset = request.getContentType() == null ? null
                : MediaType.parseMediaType(request.getContentType()).getCharset();
        return new String(read, charset == null ? java.nio.charset.StandardCharsets.UTF_8 : charset);
    }

    /**
     * A page of the server's experiments, or of the caller's own ({@code whose=mine}, with the creator's token), as the
     * classroom's lists show them: {@code find} in names (or an id or address), in {@code order}, {@code limit} of them
     * from the {@code offset}-th on, and how many there are in all. Each parameter is checked and refused in words.
     */
    @GetMapping(produces = MediaType.APPLICATION_JSON_VALUE)
    Map<String, Object> list(@RequestParam(defaultValue = "") String find, @RequestParam(defaultValue = "newest") String order,
                             @RequestParam(defaultValue = "0") String offset, @RequestParam(defaultValue = "20") String limit,
                             @RequestParam(defaultValue = "all") String whose,
                             @RequestHeader(value = TOKEN_HEADER, required = false) String token,
                             jakarta.servlet.http.HttpServletRequest request) {
        // Given twice, Spring joins the values: "limit=1&limit=2" was refused as '1,2', which nobody typed.
        request.getParameterMap().forEach((name, given) -> {
            if (given.length > 1) {
                throw new ApiProblem(HttpStatus.BAD_REQUEST, name, name + " is given " + given.length + " times ("
                        + String.join(", ", given) + "): give it once");
            }
        });
        ListOrder by = ListOrder.named(order).orElseThrow(() -> new ApiProblem(HttpStatus.BAD_REQUEST, "order", "'" + order
                + "' is no order: allowed are " + Words.all(java.util.Arrays.stream(ListOrder.values()).map(ListOrder::id).toList())));
        Listing listing = switch (whose.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "all" -> Listing.ALL;
            case "mine" -> {
                if (!CreatorTokens.wellFormed(token)) {
                    throw new ApiProblem(HttpStatus.BAD_REQUEST, TOKEN_HEADER, "whose=mine lists the experiments of the creator "
                            + "whose token this header holds: send the token an experiment's creation answered");
                }
                yield Listing.CREATED;
            }
            default -> throw new ApiProblem(HttpStatus.BAD_REQUEST, "whose", "'" + whose + "' is not whose experiments to list: "
                    + "allowed are all (everyone's) and mine (with the header " + TOKEN_HEADER + ")");
        };
        int from = whole("offset", offset, 0, Integer.MAX_VALUE);
        int size = whole("limit", limit, 1, ClassroomService.MAX_PAGE);
        ClassroomService.ListPage page = classroom.list(listing, token, find, by, from, size);
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("total", page.total());
        answer.put("offset", from);
        answer.put("limit", size);
        answer.put("experiments", page.experiments().stream().map(ExperimentApi::summary).toList());
        return answer;
    }

    /** A query parameter that must be a whole number from {@code min} to {@code max}, in plain digits. */
    private static int whole(String name, String text, int min, int max) {
        String t = text.strip();
        long v = t.length() <= 10 && Notation.isPlainDigits(t) ? Long.parseLong(t) : -1;
        if (v < min || v > max) {
            throw new ApiProblem(HttpStatus.BAD_REQUEST, name, "'" + text + "' is not allowed: " + name + " is a whole number from "
                    + String.format(java.util.Locale.ROOT, "%,d to %,d", min, max) + ", in plain digits");
        }
        return (int) v;
    }

    @GetMapping(value = "/{id}", produces = MediaType.APPLICATION_JSON_VALUE)
    ResponseEntity<Map<String, Object>> get(@PathVariable String id) {
        return classroom.find(id).map(e -> ResponseEntity.ok(summary(e))).orElseThrow(() -> new MissingExperiment(id));
    }

    @GetMapping("/{id}/results.csv")
    ResponseEntity<String> csv(@PathVariable String id) {
        return classroom.find(id).map(e -> {
            StringBuilder out = new StringBuilder();
            ResultExport.csv(compiled(e), classroom.results(id), out);
            return download(out.toString(), "text/csv", e, "csv");
        }).orElseThrow(() -> new MissingExperiment(id));
    }

    @GetMapping("/{id}/results.json")
    ResponseEntity<String> json(@PathVariable String id) {
        return classroom.find(id).map(e -> {
            ExperimentDefinition.Compiled c = compiled(e);
            List<TaskResult> results = classroom.results(id);
            return download(ResultExport.json(c, results, Comparison.of(c, results)), "application/json", e, "json");
        }).orElseThrow(() -> new MissingExperiment(id));
    }

    @PostMapping(value = "/{id}/{action:pause|resume|cancel}", produces = MediaType.APPLICATION_JSON_VALUE)
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
                throw new ApiProblem(HttpStatus.CONFLICT, "status",
                        "this experiment is " + now.stateWord().toLowerCase(java.util.Locale.ROOT) + ": " + act.allowed);
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
    private static final class MissingExperiment extends ApiProblem {
        MissingExperiment(String id) {
            super(HttpStatus.NOT_FOUND, "id", "there is no experiment '" + id + "' here: it may have been deleted, or the address was cut short");
        }
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
        m.put("createdAt", e.createdAt().toString());
        m.put("url", "/classroom/" + e.id());
        return m;
    }

    private static ResponseEntity<String> download(String body, String type, Experiment e, String extension) {
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, disposition(e.asciiFileName(extension), e.fileName(extension)))
                .contentType(MediaType.parseMediaType(type + ";charset=UTF-8")).body(body);
    }

    /**
     * An attachment's header with both names (RFC 6266): the plain {@code filename} in ASCII for clients that read no
     * other, and {@code filename*} in UTF-8, which browsers prefer. Spring's own fallback wrote each letter of another
     * script as '_' ("____-week-1-....csv").
     */
    static String disposition(String ascii, String name) {
        // Every character but the unreserved ones of a URI percent-encoded in UTF-8, a subset of what RFC 5987 allows.
        return ContentDisposition.attachment().filename(ascii).build() + "; filename*=UTF-8''"
                + org.springframework.web.util.UriUtils.encode(name, java.nio.charset.StandardCharsets.UTF_8);
    }
}
