package org.prooflab.classroom.domain;

/**
 * Solve results made by hand for the tests of what is computed from them (the aggregates, the command line's
 * summary): the fields a figure reads as given, the others derived alike, so that both tests read the same rows.
 */
public final class HandResults {
    private HandResults() {
    }

    /**
     * Configuration 1 of {@code c} stopped on its precision rate at position {@code p}, concluding {@code conclusion}
     * where the exact check says {@code exact}; half as many iterations, a third as many visited, ten playouts a node.
     */
    public static TaskResult pr(ExperimentDefinition.Compiled c, int p, String conclusion, String exact, long nodes, long ms) {
        return new TaskResult(p, 1, c.positions().get(p), "OUT", conclusion, exact, "pr", "4", nodes / 2, nodes, nodes / 3,
                nodes * 10, ms, 0.999, "", nodes / 2);
    }

    /** Configuration {@code config} stopped by {@code limit} without an answer at position {@code p}. */
    public static TaskResult out(ExperimentDefinition.Compiled c, int p, int config, String limit, long nodes, long ms) {
        return new TaskResult(p, config, c.positions().get(p), "OUT", null, null, limit, null, nodes, nodes, nodes / 2, 0, ms, 0.5,
                "", nodes);
    }
}
