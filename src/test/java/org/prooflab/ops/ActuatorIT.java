package org.prooflab.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * What the public port shows of the actuator with the default settings: health (liveness, and
 * readiness with the database) and info (version, commit); nothing else. The operators' metrics
 * are recorded all the same.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        // Shows which checks readiness is made of; the status codes do not depend on it.
        properties = "management.endpoint.health.group.readiness.show-components=always")
class ActuatorIT {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();

    @LocalServerPort
    int port;

    @Autowired
    MeterRegistry registry;

    @Test
    void health_with_liveness_and_readiness_including_the_database_is_public() throws Exception {
        assertThat(json("/actuator/health").path("status").asString()).isEqualTo("UP");
        assertThat(json("/actuator/health/liveness").path("status").asString()).isEqualTo("UP");
        JsonNode readiness = json("/actuator/health/readiness");
        assertThat(readiness.path("status").asString()).isEqualTo("UP");
        assertThat(names(readiness.path("components"))).containsExactlyInAnyOrder("db", "readinessState");
    }

    @Test
    void the_probes_answer_at_livez_and_readyz_on_the_app_port_in_the_default_profile() throws Exception {
        // ./prooflab run waits for /readyz: a light answer, where a page makes Vaadin render index.html.
        assertThat(json("/livez").path("status").asString()).isEqualTo("UP");
        assertThat(json("/readyz").path("status").asString()).isEqualTo("UP");
    }

    @Test
    void info_shows_the_version_and_the_commit() throws Exception {
        JsonNode info = json("/actuator/info");
        assertThat(info.path("build").path("version").asString()).isNotBlank().isNotEqualTo("null");
        assertThat(info.path("build").path("artifact").asString()).isEqualTo("prooflab");
        if (Files.exists(Path.of(".git"))) {
            // Built from a git checkout: the commit is known.
            assertThat(info.path("git").path("commit").path("id").asString()).matches("[0-9a-f]{7,40}");
        }
    }

    @Test
    void only_health_and_info_are_listed() throws Exception {
        assertThat(names(json("/actuator").path("_links"))).containsExactlyInAnyOrder("self", "health", "health-path", "info");
    }

    @Test
    void metrics_prometheus_and_env_are_not_reachable_on_the_public_port() throws Exception {
        // Unknown paths reach Vaadin, which answers with its page: what matters is that no
        // actuator content comes back.
        for (String path : List.of("/actuator/metrics", "/actuator/metrics/prooflab.lab.solves",
                "/actuator/prometheus", "/actuator/env", "/actuator/configprops", "/actuator/beans")) {
            HttpResponse<String> response = get(path);
            String type = response.headers().firstValue("Content-Type").orElse("");
            assertThat(response.statusCode() != 200 || type.startsWith("text/html"))
                    .as("%s answered %d %s", path, response.statusCode(), type).isTrue();
            assertThat(response.body()).as(path).doesNotContain("jvm.memory", "prooflab_", "\"propertySources\":", "\"beans\":{");
        }
    }

    @Test
    void the_operators_metrics_are_recorded() {
        assertThat(registry.find("prooflab.lab.solves").gauges()).hasSize(2);
        assertThat(registry.get("prooflab.lab.nodes").functionCounter().count()).isZero();
        assertThat(registry.get("prooflab.lab.tree.memory").gauge().value()).isZero();
        // A real JobRunr on the test's H2 database, with no experiment submitted.
        assertThat(registry.get("prooflab.experiments.jobs.pending").gauge().value()).isZero();
    }

    private JsonNode json(String path) throws IOException, InterruptedException {
        HttpResponse<String> response = get(path);
        assertThat(response.statusCode()).as(path).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Accept", "application/json").build(), HttpResponse.BodyHandlers.ofString());
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.propertyNames().forEach(names::add);
        return names;
    }
}
