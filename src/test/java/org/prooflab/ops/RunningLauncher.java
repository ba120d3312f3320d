package org.prooflab.ops;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * {@code ./prooflab run} started from the project directory as a child process, with its combined
 * output kept (and written to {@code target/launcher-it/}). Closing it stops the launcher and every
 * process it started (the java child above all), however the test ended: a JVM left listening would
 * outlive the build. Its processes are known as its descendants and, should the launcher die and
 * leave its java child to another parent, by the data directory in their command line, which is
 * this run's own.
 */
final class RunningLauncher implements AutoCloseable {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    final int port;
    private final Process process;
    /** In the command line of the launcher and of the app it starts, and of nothing else. */
    private final String marker;
    private final List<String> lines = new CopyOnWriteArrayList<>();
    /** The launcher's descendants seen so far: the java child stays known after the launcher is gone. */
    private final Set<ProcessHandle> children = ConcurrentHashMap.newKeySet();
    private final Thread reader;
    /** Set when the output has been read to its end (every process of the run has closed it). */
    private volatile boolean outputRead;

    private RunningLauncher(int port, Process process, String marker, Path log) {
        this.port = port;
        this.process = process;
        this.marker = marker;
        this.reader = Thread.ofPlatform().daemon().name("launcher-output").start(() -> copyOutput(log));
    }

    /**
     * {@code PORT=<free port> ./prooflab run --prooflab.data-dir=<dataDir>}, once the jar is known to
     * be fresh (the launcher would rebuild it).
     *
     * @param dataDir a directory of this run's own
     */
    static RunningLauncher start(Path dataDir) throws IOException {
        Path project = Path.of("").toAbsolutePath();
        Path jar = project.resolve("target/prooflab.jar");
        if (!Files.exists(jar)) {
            throw new IllegalStateException("target/prooflab.jar is missing: this test runs after 'package' (mvn verify)");
        }
        List<Path> newer = newerThan(jar, project);
        if (!newer.isEmpty()) {
            throw new IllegalStateException("./prooflab run would rebuild target/prooflab.jar: these files are newer than it "
                    + "(the launcher's jar_stale looks at pom.xml, .mvn, src/main and frontend): " + newer);
        }
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        String dataArgument = "--prooflab.data-dir=" + dataDir.toAbsolutePath();
        ProcessBuilder builder = new ProcessBuilder("./prooflab", "run", dataArgument).directory(project.toFile()).redirectErrorStream(true);
        builder.environment().put("PORT", String.valueOf(port));
        Path log = project.resolve("target/launcher-it/prooflab-run.log");
        Files.createDirectories(log.getParent());
        return new RunningLauncher(port, builder.start(), dataArgument, log);
    }

    /** What the launcher's {@code jar_stale} finds: files under its sources newer than the jar (the first ten). */
    static List<Path> newerThan(Path jar, Path project) throws IOException {
        FileTime built = Files.getLastModifiedTime(jar);
        List<Path> newer = new ArrayList<>();
        for (String root : List.of("pom.xml", ".mvn", "src/main", "frontend")) {
            Path start = project.resolve(root);
            if (!Files.exists(start)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(start)) {
                files.filter(Files::isRegularFile).filter(f -> modified(f).compareTo(built) > 0).limit(10).forEach(newer::add);
            }
        }
        return newer;
    }

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void copyOutput(Path log) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
             Writer out = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lines.add(line);
                out.write(line + "\n");
                out.flush();
            }
            outputRead = true;
        } catch (IOException e) {
            lines.add("(reading the launcher's output failed: " + e + ")");
        }
    }

    /** Waits for the launcher's "is up" line; fails, with the output, if it exits, starts a build, or is not up in time. */
    void awaitUp(Duration within) throws InterruptedException {
        String up = "ProofLab is up: http://localhost:" + port;
        long deadline = System.nanoTime() + within.toNanos();
        while (lines.stream().noneMatch(l -> l.contains(up))) {
            noteChildren();
            if (lines.stream().anyMatch(l -> l.startsWith("prooflab: building"))) {
                throw new AssertionError("./prooflab run began to rebuild the jar that package had just built:\n" + output());
            }
            if (!process.isAlive()) {
                throw new AssertionError("./prooflab run exited with " + process.exitValue() + " before its \"" + up + "\" line:\n" + output());
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("./prooflab run printed no \"" + up + "\" line within " + within.toSeconds() + " s:\n" + output());
            }
            Thread.sleep(200);
        }
        noteChildren();
    }

    private void noteChildren() {
        process.descendants().forEach(children::add);
    }

    /** Every process of this run seen so far or still running: descendants, and whatever has the marker in its command line. */
    private Set<ProcessHandle> ours() {
        noteChildren();
        ProcessHandle.allProcesses().filter(p -> p.info().commandLine().filter(c -> c.contains(marker)).isPresent())
                .forEach(children::add);
        return Set.copyOf(children);
    }

    String url() {
        return "http://localhost:" + port;
    }

    int status(String path) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url() + path)).timeout(Duration.ofSeconds(60)).GET().build();
        return HTTP.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    /** The output's lines so far (the launcher's messages and the app's log). */
    List<String> lines() {
        return List.copyOf(lines);
    }

    String output() {
        return String.join("\n", lines);
    }

    /**
     * SIGTERM to the launcher, as Ctrl+C or a service manager sends it, then waits for it and every
     * process it started to end; fails if any is still running after {@code within}.
     *
     * @return the launcher's exit code
     */
    int terminate(Duration within) throws InterruptedException {
        noteChildren();
        long deadline = System.nanoTime() + within.toNanos();
        // Not Process.destroy: that also closes this end of the output pipe, and the stop's log would be lost.
        process.toHandle().destroy();
        if (!process.waitFor(within.toNanos(), TimeUnit.NANOSECONDS)) {
            throw new AssertionError("./prooflab run did not exit within " + within.toSeconds() + " s of a SIGTERM:\n" + output());
        }
        for (ProcessHandle child : ours()) {
            if (!ends(child, Math.max(0, deadline - System.nanoTime()))) {
                throw new AssertionError("./prooflab run exited but left " + describe(child) + " running:\n" + output());
            }
        }
        reader.join(TimeUnit.SECONDS.toMillis(5));
        if (!outputRead) {
            throw new AssertionError("the output of ./prooflab run was not read to its end:\n" + output());
        }
        return process.exitValue();
    }

    /** Whether {@code p} has ended within {@code nanos}. */
    private static boolean ends(ProcessHandle p, long nanos) throws InterruptedException {
        try {
            p.onExit().get(nanos, TimeUnit.NANOSECONDS);
            return true;
        } catch (TimeoutException | ExecutionException e) {
            return !p.isAlive();
        }
    }

    private static String describe(ProcessHandle p) {
        return "pid " + p.pid() + " (" + p.info().commandLine().orElse("?") + ")";
    }

    /** Whatever happened: the launcher and all it started are stopped, politely first. */
    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            noteChildren();
            process.destroy();
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
        for (ProcessHandle child : ours()) {
            if (child.isAlive()) {
                child.destroy();
                if (!ends(child, TimeUnit.SECONDS.toNanos(20))) {
                    child.destroyForcibly();
                }
            }
        }
    }
}
