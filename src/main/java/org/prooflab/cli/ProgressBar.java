package org.prooflab.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A long command's progress on stderr. On a terminal, one bar redrawn in place at every step; to a
 * file or a pipe ({@code 2> run.log}), where a carriage return redraws nothing, a line at every
 * tenth of the work, so that a log of a thousand solves holds ten lines, not a thousand bars.
 */
final class ProgressBar {
    private static final int WIDTH = 40;
    private final PrintStream err;
    private final int total;
    private final String unit;
    private final boolean inPlace;
    private int tenthsShown;

    ProgressBar(PrintStream err, int total, String unit, boolean inPlace) {
        this.err = err;
        this.total = total;
        this.unit = unit;
        this.inPlace = inPlace;
    }

    /** A bar on {@code err}, redrawn in place only when {@code err} is this process's stderr and that is a terminal. */
    static ProgressBar on(PrintStream err, int total, String unit) {
        return new ProgressBar(err, total, unit, err == System.err && stderrIsTerminal());
    }

    /** Shows {@code done} of the total finished. */
    synchronized void show(int done) {
        if (inPlace) {
            int filled = (int) ((long) done * WIDTH / total);
            err.print(String.format(Locale.ROOT, "\r[%s%s] %d/%d %s", "#".repeat(filled), ".".repeat(WIDTH - filled), done, total, unit));
        } else {
            int tenths = (int) ((long) done * 10 / total);
            if (tenths <= tenthsShown) {
                return;
            }
            tenthsShown = tenths;
            err.println(String.format(Locale.ROOT, "%,d/%,d %s (%d%%)", done, total, unit, tenths * 10));
        }
        err.flush();
    }

    /** Ends the bar's line on a terminal; the lines written to a file are ended already. */
    void finish() {
        if (inPlace) {
            err.println();
        }
    }

    /**
     * Whether stderr is a terminal: on Linux, what descriptor 2 points to; elsewhere, whether the JVM has a
     * console at all (which says nothing of stderr alone, so a redirected stderr may still get a bar there).
     */
    private static boolean stderrIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
    }
}
