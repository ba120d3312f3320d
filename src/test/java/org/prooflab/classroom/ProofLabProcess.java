package org.prooflab.classroom;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The packaged jar started as a real separate process, as an operator starts it, for crash and scale-out tests. */
final class ProofLabProcess implements AutoCloseable {
    static final JsonMapper JSON = JsonMapper.builder().build();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    final int port;
    private final Process process;
    final Path log;

    private ProofLabProcess(int port, Process process, Path log) {
        this.port = port;
        this.process = process;
        this.log = log;
    }

    /** Starts {@code target/prooflab.jar} with these extra arguments and waits until it is healthy. */
    static ProofLabProcess start(Path logDir, String name, String... args) throws IOException, InterruptedException {
        Path jar = Path.of("target/prooflab.jar");
        if (!Files.exists(jar)) {
            throw new IllegalStateException("target/prooflab.jar is missing: these tests run after 'package' (mvn verify)");
        }
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-Xmx512m", "-jar", jar.toString(), "--server.port=" + port,
                "--jobrunr.background-job-server.poll-interval-in-seconds=5"));
        command.addAll(List.of(args));
        Files.createDirectories(logDir);
        Path log = logDir.resolve(name + ".log");
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        ProofLabProcess app = new ProofLabProcess(port, p, log);
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        while (System.nanoTime() < deadline) {
            if (!p.isAlive()) {
                throw new IllegalStateException("ProofLab stopped at start-up; its log: " + Files.readString(log));
            }
            try {
                if (app.get("/actuator/health").statusCode() == 200) {
                    return app;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        app.kill();
        throw new IllegalStateException("ProofLab did not become healthy in 90 s; its log: " + Files.readString(log));
    }

    /**
     * Starts {@code target/prooflab.jar} as a worker-only instance (no web server, so no health address)
     * with these extra arguments, and waits until its log says it started.
     */
    static ProofLabProcess startWorker(Path logDir, String name, String... args) throws IOException, InterruptedException {
        Path jar = Path.of("target/prooflab.jar");
        if (!Files.exists(jar)) {
            throw new IllegalStateException("target/prooflab.jar is missing: these tests run after 'package' (mvn verify)");
        }
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-Xmx512m", "-jar", jar.toString(),
                "--jobrunr.background-job-server.poll-interval-in-seconds=5"));
        command.addAll(List.of(args));
        Files.createDirectories(logDir);
        Path log = logDir.resolve(name + ".log");
        Files.deleteIfExists(log);
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        ProofLabProcess app = new ProofLabProcess(-1, p, log);
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        while (System.nanoTime() < deadline) {
            if (!p.isAlive()) {
                throw new IllegalStateException("the worker stopped at start-up; its log: " + Files.readString(log));
            }
            if (Files.exists(log) && Files.readString(log).contains("Started Application")) {
                return app;
            }
            Thread.sleep(250);
        }
        app.kill();
        throw new IllegalStateException("the worker did not start in 90 s; its log: " + Files.readString(log));
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** The process id: the results' {@code worker} column starts with it ({@code pid@host}). */
    long pid() {
        return process.pid();
    }

    HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).timeout(Duration.ofSeconds(20))
                .GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> post(String path, String json, String token) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .timeout(Duration.ofSeconds(20)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json));
        if (token != null) {
            b.header("X-ProofLab-Token", token);
        }
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    JsonNode experiment(String id) {
        try {
            return JSON.readTree(get("/api/experiments/" + id).body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** {@code kill -9}: no shutdown hook, no clean close of the database. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(20, java.util.concurrent.TimeUnit.SECONDS)) {
                kill();
            }
        }
    }
}
