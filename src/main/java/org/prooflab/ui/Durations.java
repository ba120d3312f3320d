package org.prooflab.ui;

import java.math.BigDecimal;
import java.util.Locale;
import org.prooflab.engine.game.Notation;

/**
 * How long a solve took, as every page writes it: the lab's cards while a solve runs and the classroom's
 * tables once it is done. The number and its unit are joined by no-break spaces, so a narrow column
 * never breaks "27 ms" after the number.
 */
public final class Durations {
    private Durations() {
    }

    /**
     * "< 1 ms", "27 ms" below a second, then seconds to three figures ("2.35 s", "12.3 s") and whole
     * seconds from 100 s ("1,234 s"); "–" for a time not known (NaN, or what no time is: below 0, infinite).
     */
    public static String text(double millis) {
        if (!(millis >= 0) || Double.isInfinite(millis)) {
            return "–";
        }
        if (millis < 1) {
            // Short: the classroom's tables are as narrow as a phone allows ("under 1 ms" made one scroll sideways).
            return "<\u00a01\u00a0ms";
        }
        long ms = Math.round(millis);
        if (ms < 1000) {
            return ms + "\u00a0ms";
        }
        double s = millis / 1000;
        String format = s < 9.995 ? "%.2f\u00a0s" : s < 99.95 ? "%.1f\u00a0s" : "%,.0f\u00a0s";
        return String.format(Locale.ROOT, format, s);
    }

    /**
     * The same, but a time under a millisecond to two figures ("0.068 ms"), where one time is named against others
     * that a table writes alike: "UCT was the quickest (mean < 1 ms)" beside three configurations all "< 1 ms".
     */
    public static String fine(double millis) {
        if (millis > 0 && millis < 1) {
            return Notation.figures(millis, 2) + "\u00a0ms";
        }
        return text(millis);
    }

    /**
     * A time budget of whole milliseconds as a column heading: "≤ 10 ms" below a second, then seconds as exact as
     * the budget ("≤ 2.5 s", "≤ 604,800 s"), never broken between the number and its unit.
     */
    public static String budget(long millis) {
        if (millis < 1000) {
            return "≤\u00a0" + millis + "\u00a0ms";
        }
        BigDecimal seconds = BigDecimal.valueOf(millis).movePointLeft(3).stripTrailingZeros();
        String text = seconds.scale() <= 0 ? Notation.grouped(seconds.longValueExact()) : seconds.toPlainString();
        return "≤\u00a0" + text + "\u00a0s";
    }
}
