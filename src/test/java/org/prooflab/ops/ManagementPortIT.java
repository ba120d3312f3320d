package org.prooflab.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalManagementPort;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * The "management" profile: metrics and prometheus on a second port bound to 127.0.0.1, and only
 * the liveness and readiness probes left on the public port.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "management.server.port=0")
@ActiveProfiles("management")
class ManagementPortIT {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    @LocalManagementPort
    int managementPort;

    @Test
    void the_public_port_keeps_only_the_probes() throws Exception {
        assertThat(get(port, "/livez").statusCode()).isEqualTo(200);
        assertThat(get(port, "/readyz").statusCode()).isEqualTo(200);
        for (String path : new String[] {"/actuator/metrics", "/actuator/prometheus"}) {
            HttpResponse<String> response = get(port, path);
            assertThat(response.body()).as(path).doesNotContain("jvm.memory", "prooflab_");
        }
    }

    @Test
    void the_management_port_serves_the_operators_metrics() throws Exception {
        HttpResponse<String> metrics = get(managementPort, "/actuator/metrics");
        assertThat(metrics.statusCode()).isEqualTo(200);
        assertThat(metrics.body()).contains("\"prooflab.lab.solves\"", "\"prooflab.lab.nodes\"", "\"prooflab.lab.nodes.rate\"",
                "\"prooflab.lab.tree.memory\"", "\"prooflab.experiments.jobs.pending\"", "\"prooflab.experiments.solves.pending\"");

        HttpResponse<String> prometheus = get(managementPort, "/actuator/prometheus");
        assertThat(prometheus.statusCode()).isEqualTo(200);
        assertThat(prometheus.body()).contains("prooflab_lab_solves{state=\"queued\"}", "prooflab_experiments_jobs_pending ", "prooflab_experiments_solves_pending ", "prooflab_lab_nodes_total ", "prooflab_lab_tree_memory_bytes ");

        HttpResponse<String> health = get(managementPort, "/actuator/health");
        assertThat(health.statusCode()).isEqualTo(200);
        assertThat(health.body()).contains("\"db\"");
    }

    @Test
    void the_management_port_is_not_reachable_from_another_machine() throws Exception {
        Optional<InetAddress> outward = NetworkInterface.networkInterfaces()
                .flatMap(NetworkInterface::inetAddresses)
                .filter(a -> a instanceof Inet4Address && !a.isLoopbackAddress() && !a.isLinkLocalAddress())
                .findFirst();
        // The public port answers on the machine's own address; the management port does not.
        outward.ifPresent(address -> {
            assertThat(connects(address, port)).isTrue();
            assertThat(connects(address, managementPort)).isFalse();
        });
        assertThat(connects(InetAddress.getLoopbackAddress(), managementPort)).isTrue();
    }

    private static boolean connects(InetAddress address, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(address, port), 2000);
            return true;
        } catch (IOException refused) {
            return false;
        }
    }

    private static HttpResponse<String> get(int port, String path) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
