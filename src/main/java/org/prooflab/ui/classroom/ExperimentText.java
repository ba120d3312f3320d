package org.prooflab.ui.classroom;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.prooflab.classroom.Experiment;

/**
 * How the classroom's pages word an experiment's state and when it was made: the same on its own
 * page and in the lists on {@code /classroom}.
 */
final class ExperimentText {
    /** The server's clock in UTC, said as such: the pages know no visitor's time zone. */
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private ExperimentText() {
    }

    /** Its state and progress as a list shows it: "Finished, 6 of 6 solves". */
    static String progress(Experiment e) {
        return String.format(Locale.ROOT, "%s, %,d of %,d solves", e.stateWord(), e.done(), e.tasks());
    }

    /** A moment as the pages write it: "26 Nov 2026, 14:05 UTC". */
    static String when(Instant moment) {
        return WHEN.format(moment);
    }
}
