package org.prooflab.ui.results;

import java.io.IOException;
import java.io.InputStream;
import java.util.regex.Pattern;
import org.prooflab.classroom.ApiController;
import org.prooflab.classroom.ApiProblem;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;

/**
 * The reproduction's files, as the build ships them (docs/reproduction on the classpath): the runs' CSVs, the
 * definitions and positions their commands read, and the summaries they printed, so that the Results page's
 * commands can be run again by someone without the repository. Only plain names of the shipped kinds are served; any
 * other name is a 404 in the API's words.
 */
@ApiController
class ReproductionFiles {
    /** Where the page links a file. */
    static final String PATH = "/api/reproduction/";
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]*\\.(csv|json|txt)");

    @GetMapping(PATH + "{file}")
    ResponseEntity<byte[]> file(@PathVariable("file") String name) throws IOException {
        if (!NAME.matcher(name).matches()) {
            throw missing(name);
        }
        try (InputStream in = ReproductionFiles.class.getResourceAsStream(Reproduction.BASE + name)) {
            if (in == null) {
                throw missing(name);
            }
            MediaType type = switch (name.substring(name.lastIndexOf('.') + 1)) {
                case "csv" -> new MediaType("text", "csv", java.nio.charset.StandardCharsets.UTF_8);
                case "json" -> MediaType.APPLICATION_JSON;
                default -> new MediaType("text", "plain", java.nio.charset.StandardCharsets.UTF_8);
            };
            return ResponseEntity.ok().contentType(type)
                    .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment().filename(name).build().toString())
                    .body(in.readAllBytes());
        }
    }

    /** A name the build did not ship (it was an empty 404). */
    private static ApiProblem missing(String name) {
        return new ApiProblem(HttpStatus.NOT_FOUND, "file", "there is no reproduction file '" + name
                + "' here: the Results page (/results) offers the files there are, beside each command");
    }

    /** Whether the build shipped {@code name}. */
    static boolean shipped(String name) {
        return NAME.matcher(name).matches() && ReproductionFiles.class.getResource(Reproduction.BASE + name) != null;
    }
}
