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
    /** The length of the bar last drawn in place, which {@link #clear} blanks out. */
    private int drawn;

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
            String bar = String.format(Locale.ROOT, "[%s%s] %d/%d %s", "#".repeat(filled), ".".repeat(WIDTH - filled), done, total, unit);
            err.print("\r" + bar);
            drawn = bar.length();
        } else {
            int tenths = (int) ((long) done * 10 / total);
            if (tenths <= tenthsShown) {
                return;
            }
            tenthsShown = tenths;
            // The share of the count shown, rounded down: 2/15 is 13%, not the 10% of the tenth just passed.
            err.println(String.format(Locale.ROOT, "%,d/%,d %s (%d%%)", done, total, unit, (long) done * 100 / total));
        }
        err.flush();
    }

    /**
     * Takes a bar drawn in place off its line, so that what the command prints on stdout to the same terminal starts on
     * a clean line; the next {@link #show} draws it again. The lines written to a file stay.
     */
    synchronized void clear() {
        if (inPlace && drawn > 0) {
            err.print("\r" + " ".repeat(drawn) + "\r");
            err.flush();
            drawn = 0;
        }
    }

    /** Ends the bar's line on a terminal (unless {@link #clear} took it away); the lines written to a file are ended already. */
    synchronized void finish() {
        if (inPlace && drawn > 0) {
            err.println();
            drawn = 0;
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
