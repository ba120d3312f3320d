package org.prooflab.ui.results;

import java.io.IOException;
import java.io.InputStream;
import java.util.regex.Pattern;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * The reproduction's files, as the build ships them (docs/reproduction on the classpath): the runs' CSVs, the
 * definitions and positions their commands read, and the summaries they printed, so that the Results page's
 * commands can be run again by someone without the repository. Only plain names of the shipped kinds are served.
 */
@RestController
class ReproductionFiles {
    /** Where the page links a file. */
    static final String PATH = "/api/reproduction/";
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]*\\.(csv|json|txt)");

    @GetMapping(PATH + "{name}")
    ResponseEntity<byte[]> file(@PathVariable String name) throws IOException {
        if (!NAME.matcher(name).matches()) {
            return ResponseEntity.notFound().build();
        }
        try (InputStream in = ReproductionFiles.class.getResourceAsStream(Reproduction.BASE + name)) {
            if (in == null) {
                return ResponseEntity.notFound().build();
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

    /** Whether the build shipped {@code name}. */
    static boolean shipped(String name) {
        return NAME.matcher(name).matches() && ReproductionFiles.class.getResource(Reproduction.BASE + name) != null;
    }
}
