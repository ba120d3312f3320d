package org.prooflab.classroom.domain;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.ValueTrace;

/**
 * A solve's root value over its iterations as a result keeps it (Primanita et al. 2020, Figure 5): the
 * engine's down-sampled {@link ValueTrace} as {@code iteration:value} pairs separated by spaces, the text
 * the database holds. The one place that writes and reads that text.
 */
public final class StoredTrace {
    private StoredTrace() {
    }

    /** The text of {@code trace}; empty for none. */
    static String write(ValueTrace trace) {
        if (trace == null) {
            return "";
        }
        long[] iterations = trace.iterations();
        double[] values = trace.values();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < iterations.length; i++) {
            sb.append(i == 0 ? "" : " ").append(iterations[i]).append(':').append(String.format(Locale.ROOT, "%.6g", values[i]));
        }
        return sb.toString();
    }

    /** The points ({iteration, value}) of a stored trace; a pair that cannot be read is left out. */
    public static List<double[]> points(String trace) {
        List<double[]> points = new ArrayList<>();
        if (trace == null || trace.isBlank()) {
            return points;
        }
        for (String pair : trace.trim().split("\\s+")) {
            int colon = pair.indexOf(':');
            if (colon <= 0) {
                continue;
            }
            try {
                points.add(new double[] {Double.parseDouble(pair.substring(0, colon)), Double.parseDouble(pair.substring(colon + 1))});
            } catch (NumberFormatException e) {
                // left out of the curve
            }
        }
        return points;
    }

    /**
     * A stored trace for a JSON export, as {@code solve --trace --json} writes its columns: lists of the
     * iterations and of the values, the values named as {@code algorithm} names its root value ({@code pn},
     * {@code p}, {@code v}); an infinite value (a proved node's dn, say) is null, which JSON has for it.
     */
    static Map<String, Object> json(String trace, Algorithm algorithm) {
        List<Long> iterations = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        for (double[] p : points(trace)) {
            iterations.add((long) p[0]);
            values.add(Double.isFinite(p[1]) ? p[1] : null);
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("iteration", iterations);
        m.put(algorithm.valueName(), values);
        return m;
    }
}
