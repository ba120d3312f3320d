package org.prooflab.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.ExperimentJson;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;

/**
 * What the API refuses is answered in its own shape and words, whatever was wrong: the method, the address, the body's
 * type, a missing body, the Accept header, a list's parameters. Never Spring's bare error or Vaadin's HTML page; the pages
 * keep theirs.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ApiErrorsIT {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    @org.springframework.beans.factory.annotation.Autowired
    ExperimentStore store;

    /** {@code headers} are name, value pairs. */
    private HttpResponse<String> send(String method, String path, String body, String... headers) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (headers.length > 0) {
            b.headers(headers);
        }
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The answer, head and body, to {@code requestLine} sent as it is, with a Host header. */
    private String raw(String requestLine) throws IOException {
        try (java.net.Socket socket = new java.net.Socket("localhost", port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write((requestLine + "\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                    .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            return new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    /** The one problem of an answer in the API's shape, after checking it is JSON with that status. */
    private static JsonNode problem(HttpResponse<String> r, int status) {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
        assertThat(r.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
        JsonNode problems = ProofLabProcess.JSON.readTree(r.body()).get("problems");
        assertThat(problems).as(r.body()).hasSize(1);
        return problems.get(0);
    }

    private static String definition() {
        return ExperimentJson.write(new ExperimentDefinition("refused", "pgame", ExperimentDefinition.PositionSet.pgame(2, 4, 1, 1),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns")), new ExperimentDefinition.LimitSpec(100, 1, 0)));
    }

    @Test
    void a_method_an_address_does_not_take_is_a_405_that_names_the_methods_it_does() throws Exception {
        HttpResponse<String> delete = send("DELETE", "/api/experiments", null);
        JsonNode problem = problem(delete, 405);
        assertThat(String.join(",", delete.headers().allValues("Allow"))).isEqualTo("GET,POST");
        assertThat(problem.get("field").asString()).isEqualTo("method");
        assertThat(problem.get("message").asString()).isEqualTo("DELETE is not answered at /api/experiments: this address takes GET or POST");

        HttpResponse<String> get = send("GET", "/api/experiments/nothere1/pause", null);
        assertThat(problem(get, 405).get("message").asString())
                .isEqualTo("GET is not answered at /api/experiments/nothere1/pause: this address takes POST");
        assertThat(get.headers().allValues("Allow")).containsExactly("POST");

        HttpResponse<String> post = send("POST", "/api/reproduction/connect4.json", null);
        assertThat(problem(post, 405).get("message").asString()).endsWith("this address takes GET");
        assertThat(post.headers().allValues("Allow")).containsExactly("GET");
    }

    @Test
    void an_unknown_address_under_api_is_a_404_in_words_that_lists_what_the_api_offers() throws Exception {
        for (String path : List.of("/api/nothing", "/api/experiments/nothere1/nothing", "/api")) {
            JsonNode problem = problem(send("GET", path, null), 404);
            assertThat(problem.get("field").asString()).isEqualTo("path");
            assertThat(problem.get("message").asString()).as(path).startsWith("there is nothing at " + path + ": the API answers "
                    + "GET and POST /api/experiments, GET /api/experiments/{id}").contains("GET /api/reproduction/{file}", "README",
                    // read from the mappings themselves: a new address is listed without a sentence to keep in step
                    "GET /api/experiments/{id}/results.csv", "POST /api/experiments/{id}/{pause|resume|cancel}");
        }
        assertThat(problem(send("DELETE", "/api/nothing", null), 404).get("field").asString()).isEqualTo("path");
        // Elsewhere an unknown address is still the pages' not-found view.
        HttpResponse<String> page = send("GET", "/no/such/page", null, "Accept", "text/html");
        assertThat(page.statusCode()).isEqualTo(404);
        assertThat(page.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("text/html"));
    }

    @Test
    void an_address_the_server_cannot_read_is_refused_in_the_api_s_shape_under_api_and_with_a_page_elsewhere() throws Exception {
        // Refused by the server before the application is asked: it answered the pages' HTML under /api too.
        for (String path : List.of("/api/experiments/%00", "/api/reproduction/%2e%2e%2fapplication.properties")) {
            JsonNode problem = problem(send("GET", path, null), 400);
            assertThat(problem.get("field").asString()).as(path).isEqualTo("path");
            assertThat(problem.get("message").asString()).as(path).startsWith("the server could not read this request: most often "
                    + "its address, where a % must begin two hex digits (write a % itself as %25) and a path may not hold an escaped /, "
                    + "\\ or NUL");
        }
        // What no client library sends: a % with no hex digits, and a first line that is no request at all.
        assertThat(raw("GET /api/experiments/a%zz HTTP/1.1")).startsWith("HTTP/1.1 400").contains("application/json")
                .contains("\"field\":\"path\"");
        assertThat(raw("HELLO")).startsWith("HTTP/1.1 400");
        HttpResponse<String> page = send("GET", "/classroom/a%00", null);
        assertThat(page.statusCode()).isEqualTo(400);
        assertThat(page.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("text/html"));
        assertThat(page.body()).contains("This address could not be read");
    }

    @Test
    void a_reproduction_file_the_build_did_not_ship_is_a_404_in_words() throws Exception {
        JsonNode problem = problem(send("GET", "/api/reproduction/nothing.csv", null), 404);
        assertThat(problem.get("field").asString()).isEqualTo("file");
        assertThat(problem.get("message").asString()).startsWith("there is no reproduction file 'nothing.csv' here: the Results page");
    }

    @Test
    void a_definition_not_sent_as_json_is_a_415_that_says_what_to_send() throws Exception {
        for (String[] headers : List.of(new String[] {"Content-Type", "text/plain"}, new String[] {"Content-Type", "bogus"},
                new String[0])) {
            JsonNode problem = problem(send("POST", "/api/experiments", headers.length == 0 ? null : definition(), headers), 415);
            assertThat(problem.get("field").asString()).isEqualTo("Content-Type");
            assertThat(problem.get("message").asString()).as(String.join(": ", headers))
                    .isEqualTo("send the definition as JSON, with the header Content-Type: application/json");
        }
    }

    @Test
    void a_json_request_without_a_body_is_a_400_that_says_the_definition_is_missing() throws Exception {
        JsonNode problem = problem(send("POST", "/api/experiments", null, "Content-Type", "application/json"), 400);
        assertThat(problem.get("field").asString()).isEqualTo("definition");
        assertThat(problem.get("message").asString())
                .isEqualTo("is missing: send the definition as JSON, with the header Content-Type: application/json, in the request's body");
    }

    @Test
    void a_body_larger_than_any_definition_is_a_413_read_no_further_and_nothing_is_made() throws Exception {
        int before = store.count(Listing.ALL, null, ExperimentStore.Search.ALL);
        // Its length declared: refused before a byte of it is read (1.5 MB, within what Tomcat swallows unread, so that
        // the client reads the answer rather than a reset).
        String huge = "{\"name\": \"" + "x".repeat(3 << 19) + "\"}";
        JsonNode declared = problem(send("POST", "/api/experiments", huge, "Content-Type", "application/json"), 413);
        assertThat(declared.get("field").asString()).isEqualTo("definition");
        assertThat(declared.get("message").asString()).startsWith("is larger than 1 MB");
        // Sent in chunks, its length unsaid: read up to the limit and no further.
        HttpRequest chunked = HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/api/experiments"))
                .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(huge.getBytes(java.nio.charset.StandardCharsets.UTF_8))))
                .build();
        assertThat(problem(HTTP.send(chunked, HttpResponse.BodyHandlers.ofString()), 413).get("message").asString()).startsWith("is larger than 1 MB");
        // A charset nobody knows is refused with the Content-Type, before the body is read: a 415, not a 500.
        JsonNode charset = problem(send("POST", "/api/experiments", "{}", "Content-Type", "application/json; charset=klingon"), 415);
        assertThat(charset.get("message").asString()).isEqualTo("send the definition as JSON, with the header Content-Type: application/json");
        assertThat(store.count(Listing.ALL, null, ExperimentStore.Search.ALL)).isEqualTo(before);
    }

    @Test
    void an_accept_header_without_json_is_a_406_that_says_what_is_answered_and_nothing_is_made() throws Exception {
        String token = CreatorTokens.newToken();
        JsonNode problem = problem(send("POST", "/api/experiments", definition(), "Content-Type", "application/json",
                "Accept", "text/csv", "X-ProofLab-Token", token), 406);
        assertThat(problem.get("field").asString()).isEqualTo("Accept");
        assertThat(problem.get("message").asString())
                .isEqualTo("this address answers application/json: ask with the header Accept: application/json (or */*), "
                        + "or with no Accept header");
        assertThat(store.activeCount(CreatorTokens.hash(token))).as("refused before the experiment was made").isZero();
        // A bad definition asked for as HTML was a 500 (Spring's page, the JSON answer being unacceptable).
        assertThat(problem(send("POST", "/api/experiments", "{not json", "Content-Type", "application/json", "Accept", "text/html"), 406)
                .get("field").asString()).isEqualTo("Accept");
        assertThat(problem(send("GET", "/api/experiments/nothere1", null, "Accept", "application/xml"), 406)
                .get("field").asString()).isEqualTo("Accept");
    }

    @Test
    void a_list_is_a_page_of_the_experiments_a_search_finds_and_each_wrong_parameter_is_refused_in_words() throws Exception {
        String token = CreatorTokens.newToken();
        List<String> ids = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++) {
            String id = CreatorTokens.newExperimentId();
            store.create(id, new ExperimentDefinition("listed " + i + " of the API test", "pgame", ExperimentDefinition.PositionSet.pgame(2, 4, 1, 1),
                    List.of(ExperimentDefinition.AlgorithmSpec.of("pns")), new ExperimentDefinition.LimitSpec(100, 1, 0))
                    .compile(ExperimentDefinition.Caps.COMMAND_LINE), CreatorTokens.hash(token), null);
            ids.add(id);
        }
        try {
            HttpResponse<String> r = send("GET", "/api/experiments?find=OF+THE+API+TEST&order=name&offset=1&limit=1&whose=mine", null,
                    "X-ProofLab-Token", token);
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            JsonNode page = ProofLabProcess.JSON.readTree(r.body());
            assertThat(page.get("total").asInt()).isEqualTo(3);
            assertThat(page.get("offset").asInt()).isEqualTo(1);
            assertThat(page.get("limit").asInt()).isEqualTo(1);
            assertThat(page.get("experiments")).hasSize(1);
            JsonNode one = page.get("experiments").get(0);
            assertThat(one.get("name").asString()).isEqualTo("listed 1 of the API test");
            assertThat(one.get("id").asString()).isEqualTo(ids.get(1));
            assertThat(one.get("url").asString()).isEqualTo("/classroom/" + ids.get(1));
            assertThat(java.time.Instant.parse(one.get("createdAt").asString())).isBeforeOrEqualTo(java.time.Instant.now());
            // everyone's: the same three among the server's
            JsonNode all = ProofLabProcess.JSON.readTree(send("GET", "/api/experiments?find=of%20the%20api%20test", null).body());
            assertThat(all.get("total").asInt()).isEqualTo(3);

            String[][] wrong = {{"order=biggest", "order", "'biggest' is no order: allowed are newest, oldest, name and unfinished"},
                    {"offset=-1", "offset", "'-1' is not allowed: offset is a whole number from 0 to 2,147,483,647, in plain digits"},
                    {"limit=0", "limit", "'0' is not allowed: limit is a whole number from 1 to 100, in plain digits"},
                    {"limit=1e3", "limit", "'1e3' is not allowed: limit is a whole number from 1 to 100, in plain digits"},
                    // Spring joined the two values and refused '1,2', which nobody typed.
                    {"limit=1&limit=2", "limit", "limit is given 2 times (1, 2): give it once"},
                    {"whose=theirs", "whose", "'theirs' is not whose experiments to list: allowed are all (everyone's) and mine "
                            + "(with the header X-ProofLab-Token)"},
                    {"whose=mine", "X-ProofLab-Token", "whose=mine lists the experiments of the creator whose token this header "
                            + "holds: send the token an experiment's creation answered"}};
            for (String[] w : wrong) {
                JsonNode problem = problem(send("GET", "/api/experiments?" + w[0], null), 400);
                assertThat(problem.get("field").asString()).as(w[0]).isEqualTo(w[1]);
                assertThat(problem.get("message").asString()).as(w[0]).isEqualTo(w[2]);
            }
        } finally {
            ids.forEach(store::delete);
        }
    }
}
