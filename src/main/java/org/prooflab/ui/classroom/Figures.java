package org.prooflab.ui.classroom;

import java.util.ArrayList;
import java.util.List;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.TaskResult;

/** The classroom's figures, computed from the results: plain functions, tested without a browser. */
final class Figures {
    private Figures() {
    }

    /**
     * For each configuration, how many positions it concluded within n nodes, as a step curve over n
     * (the papers' "solved positions against node budget" comparison).
     */
    static List<ComparisonChart.Series> concludedByNodes(ExperimentDefinition.Compiled compiled, List<TaskResult> results) {
        List<ComparisonChart.Series> series = new ArrayList<>();
        for (int c = 0; c < compiled.configs().size(); c++) {
            int config = c;
            long[] nodes = results.stream().filter(r -> r.configIndex() == config && r.concluded())
                    .mapToLong(r -> Math.max(1, r.nodes())).sorted().toArray();
            List<double[]> points = new ArrayList<>();
            for (int i = 0; i < nodes.length; i++) {
                if (i + 1 < nodes.length && nodes[i + 1] == nodes[i]) {
                    continue; // one point per distinct budget, at the highest count
                }
                points.add(new double[] {nodes[i], i + 1});
            }
            series.add(new ComparisonChart.Series(compiled.configs().get(c).label(), points));
        }
        return series;
    }

    /** A stored trace ({@code iteration:value} pairs separated by spaces) as points; bad pairs are skipped. */
    static List<double[]> trace(String trace) {
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
                // an unreadable pair is left out of the curve
            }
        }
        return points;
    }
}
