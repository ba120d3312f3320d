package org.prooflab.ops;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import java.io.IOException;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.prooflab.ui.BrowserTestBase;

/**
 * The README's quick start, {@code ./prooflab run}, as a user runs it: from the project directory,
 * with {@code PORT} set and a data directory of its own given as an app argument (never ./data),
 * on the jar that {@code package} has just built (a launcher that would rebuild it fails the test).
 * Every part of the app answers; a browser holds a push connection with a lab solve running; a
 * SIGTERM to the launcher stops the app, its java child included. From start to stop nothing is
 * logged as ERROR, and nothing as WARN during the stop (Atmosphere warned there when a page was
 * pushed to after its own shutdown hook had run, see PushShutdownOrder). No other test runs the
 * launcher.
 */
class LauncherIT {
    /** Generous: the jar starts in 8 s on two idle cores, and took 38 s on two cores shared by several builds. */
    private static final Duration UP_WITHIN = Duration.ofSeconds(120);
    private static final Duration STOPPED_WITHIN = Duration.ofSeconds(30);
    private static final Pattern ERROR = Pattern.compile("\\bERROR\\b");
    private static final Pattern WARN = Pattern.compile("\\bWARN(ING)?\\b");

    @Test
    void prooflab_run_serves_every_part_and_a_sigterm_stops_it_and_its_java_without_errors_or_warnings() throws Exception {
        Path data = Files.createTempDirectory(Path.of("target"), "launcher-data").toAbsolutePath();
        try (RunningLauncher launcher = RunningLauncher.start(data);
             Playwright playwright = BrowserTestBase.newPlaywright()) {
            // The browser starts while the app does.
            Browser browser = BrowserTestBase.chromium(playwright);
            launcher.awaitUp(UP_WITHIN);
            for (String path : List.of("/", "/lessons", "/lab", "/classroom", "/readyz")) {
                assertThat(launcher.status(path)).as("GET %s; the output:%n%s", path, launcher.output()).isEqualTo(200);
            }
            assertThat(data.resolve("prooflab.mv.db")).as("the database, in the data directory given").exists();
            watchASolveThroughPush(browser.newPage(), launcher.url());
            // A % typed into an address: the page opens with it, and nothing is logged as an error (two ERRORs a visit before).
            Page typed = browser.newPage();
            typed.navigate(launcher.url() + "/classroom?find=50%");
            typed.waitForCondition(() -> "50%".equals(typed.getByLabel("Find an experiment").inputValue()));

            int stopStart = launcher.lines().size();
            int exitCode = launcher.terminate(STOPPED_WITHIN);

            List<String> lines = launcher.lines();
            assertThat(matching(lines, ERROR)).as("ERROR lines from start to stop; the output:%n%s", launcher.output()).isEmpty();
            assertThat(matching(lines.subList(stopStart, lines.size()), WARN))
                    .as("WARN lines during the stop; the output:%n%s", launcher.output()).isEmpty();
            // A stop the user asked for ends well: the JVM's 143 (ended by the SIGTERM passed to it) is no failure.
            assertThat(exitCode).as("the launcher's exit code").isZero();
            assertThat(listening(launcher.port)).as("something still listens on port %d", launcher.port).isFalse();
        }
    }

    @Test
    void help_of_a_command_there_is_not_is_refused_as_the_command_line_refuses_it() throws Exception {
        // It printed the launcher's usage and ended well (exit 0), where the jar says there is no such command.
        Process bogus = new ProcessBuilder("./prooflab", "help", "bogus").redirectErrorStream(true).start();
        String said = new String(bogus.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(bogus.waitFor()).as(said).isEqualTo(2);
        assertThat(said).contains("prooflab help: there is no command 'bogus'");
        // The launcher's own commands are its usage's.
        Process run = new ProcessBuilder("./prooflab", "help", "run").redirectErrorStream(true).start();
        String usage = new String(run.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(run.waitFor()).as(usage).isZero();
        assertThat(usage).contains("Usage: ./prooflab COMMAND");
    }

    /** A lab page that solves from the start of Othello (minutes of work) and shows its progress as the server pushes it. */
    private static void watchASolveThroughPush(Page page, String url) {
        page.setDefaultTimeout(60_000);
        page.navigate(url + "/lab/othello?solvers=ppns&nodes=5000000&seconds=60");
        page.waitForSelector(".othello-board");
        page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Solve")).first().click();
        Locator panel = page.locator(".solve-panel[data-algorithm='ppns']");
        panel.locator(".verdict[data-state='RUNNING']").waitFor();
        String seen = panel.getAttribute("data-updates");
        page.waitForCondition(() -> !Objects.equals(seen, panel.getAttribute("data-updates")));
    }

    private static List<String> matching(List<String> lines, Pattern pattern) {
        return lines.stream().filter(l -> pattern.matcher(l).find()).toList();
    }

    private static boolean listening(int port) {
        try (Socket ignored = new Socket("localhost", port)) {
            return true;
        } catch (IOException refused) {
            return false;
        }
    }
}
