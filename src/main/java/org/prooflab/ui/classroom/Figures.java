package org.prooflab.ui.classroom;

import com.vaadin.flow.router.QueryParameters;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.prooflab.classroom.domain.Aggregates;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.search.Parameter;
import org.prooflab.ui.Durations;
import org.prooflab.ui.LabAddressNames;

/** The classroom's figures, computed from the aggregates: plain functions, tested without a browser. */
final class Figures {
    private Figures() {
    }

    /**
     * For each configuration, how many positions it concluded within n nodes, as a step curve over n
     * (the solver competitions' "cactus" plot, turned so that more is up).
     */
    static List<ComparisonChart.Series> concludedByNodes(Aggregates aggregates) {
        return aggregates.cactus().stream().map(c -> new ComparisonChart.Series(c.label(), steps(java.util.Arrays.stream(c.nodes()).asDoubleStream().toArray(), 1))).toList();
    }

    /**
     * The time axis's title. A log axis has no 0, and the axis starts at 1 ms: a solve under 1 ms is drawn at
     * 1 ms (see {@link #steps}), which the title says.
     */
    static final String TIME_AXIS = "seconds (log scale; under 1 ms drawn at 1 ms)";

    /** The same over time, in seconds. */
    static List<ComparisonChart.Series> concludedByTime(Aggregates aggregates) {
        return aggregates.cactus().stream().map(c -> new ComparisonChart.Series(c.label(), steps(c.timesMs(), 1000))).toList();
    }

    /**
     * What the cactus plots say instead of their charts when no configuration concluded a position ({@code over}: none
     * will come, the experiment finished or was cancelled), or null when there is a line to draw.
     */
    static String nothingToPlot(Aggregates aggregates, boolean over) {
        if (aggregates.cactus().stream().anyMatch(c -> c.nodes().length > 0)) {
            return null;
        }
        return over ? "No position was concluded: there is no line to draw."
                : "No position concluded yet: each configuration's line starts at the first position it concludes.";
    }

    /** Sorted costs as (cost / unit, positions concluded) points: one point per distinct cost, at the highest count. */
    static List<double[]> steps(double[] sorted, double unit) {
        List<double[]> points = new ArrayList<>();
        for (int i = 0; i < sorted.length; i++) {
            if (i + 1 < sorted.length && sorted[i + 1] == sorted[i]) {
                continue;
            }
            // a log axis has no 0: a node count is at least 1, and a time under 1 ms is drawn at 1 ms
            points.add(new double[] {Math.max(1, sorted[i]) / unit, i + 1});
        }
        return points;
    }

    /**
     * The budgets of a cactus table: powers of ten from the one below the cheapest conclusion up to
     * the limit (the limit itself last, when it is not a power of ten), at most {@code columns}, the
     * largest kept.
     */
    static List<Long> budgets(Aggregates aggregates, boolean nodes, long limit, int columns) {
        double cheapest = Double.POSITIVE_INFINITY;
        for (Aggregates.Cactus c : aggregates.cactus()) {
            if (c.nodes().length > 0) {
                cheapest = Math.min(cheapest, nodes ? c.nodes()[0] : c.timesMs()[0]);
            }
        }
        long first = 1;
        while (first * 10 <= cheapest && first <= Long.MAX_VALUE / 10) {
            first *= 10;
        }
        List<Long> budgets = new ArrayList<>();
        for (long b = first; b < limit && b <= Long.MAX_VALUE / 10; b *= 10) {
            budgets.add(b);
        }
        budgets.add(limit);
        return budgets.size() <= columns ? budgets : budgets.subList(budgets.size() - columns, budgets.size());
    }

    /** A budget as a column heading: {@code ≤ 1,000 nodes}, or a time as {@link Durations#budget} writes it. */
    static String budget(long b, boolean nodes) {
        return nodes ? String.format(Locale.ROOT, "≤\u00a0%,d node%s", b, b == 1 ? "" : "s") : Durations.budget(b);
    }

    /**
     * The lab's address for one solve: the game, the position, the configuration's solver, the experiment's
     * limits and the parameters the configuration changes, in the names the lab reads ({@code la} for the
     * playout length), so the lab opens with that very configuration.
     */
    static String labAddress(ExperimentDefinition.Compiled compiled, int configIndex, String position) {
        Map<String, String> q = new LinkedHashMap<>();
        q.put("position", position);
        q.put("solvers", compiled.configs().get(configIndex).algorithm().id());
        q.put("nodes", Long.toString(compiled.limits().maxNodes()));
        q.put("seconds", Notation.plain(compiled.limits().maxMillis() / 1000.0));
        Map<String, Number> changed = compiled.definition().algorithms().get(configIndex).parameters();
        // Only what the lab has a field for (no transposition-table size): it would say it cannot read the rest.
        LabAddressNames.all().forEach((p, name) -> {
            Number v = changed.get(p.id());
            if (v != null) {
                q.put(name, p == Parameter.SEED ? Long.toUnsignedString(v.longValue()) : v instanceof Double || v instanceof Float
                        ? Notation.plain(v.doubleValue()) : v.toString());
            }
        });
        return "lab/" + compiled.game().id() + "?" + QueryParameters.simple(q).getQueryString();
    }
}
