package org.prooflab.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.Solvers;

/**
 * {@code bench}: single-threaded speed on fixed position sets (the ones the 2020 authors' C++ code
 * was measured on), each position for S seconds or until solved; prints the median over the set.
 */
final class BenchCommand {
    private static final Set<String> OPTIONS = Set.of("seconds", "sets", "algorithms");

    /** The bench position sets, named as in the issue that fixed them. */
    static final Map<String, List<String>> SETS = new LinkedHashMap<>();

    static {
        SETS.put("c4-12ply", List.of("577713147446", "721417445771", "367251311165", "326274314756"));
        SETS.put("othello-26", List.of(
                "d3e3f2c4c5b5e6f7a5e2f5g1f3d6e7g2g8f6d2c7f1f8h3c1d1e1",
                "e6f6c4d6f5f4g5h6f7e7h5e3f3g8d3h4g7d2c6d7f8g2e2b7b6e1",
                "e6f6c4c5d6e7e8f8g7c3d7g5f7g8h4c6h8g6b3d8c7c8d3c2h6a4",
                "e6f6d3d6f5e3g7c5f3f2e7f4f1h8c4g3b5c6b6a7g5h5b7c7c8e1",
                "c4c5f6c3b6d3b4g7e2a7d6a5h8e7d7f5c6e6b2g5f7e8b7g6d8a1"));
        SETS.put("othello-40", List.of(
                "d3c3f5e3d2c5f3d1c4f4g4f6d6d7b5e6f7b6b3g7c1b1h7f8e7g6b7g8h5g2g3b4g1e2a4c2b2g5d8h3",
                "e6d6c7f5c6f4f3b8c8e3d7e7f8e8g5b6g3h6f7g8c5d8a7a5h5f6h7b7g7b5c3c4f2a6b4g6a8d2a3h4",
                "f5f6c4c5e6f4g4f3e2e3d3c2g7f1g3d6b5h3c6g5h2a5g2g1c3h1b1b7a6f2b4e7d2d1e1b2a1a2c1a7",
                "c4c3d3e3f4g5b2d6e2e1f1a1f5b4d7g1a4c5c6d2g3c7b7d8c1b6a7f6b3g4h3a2f7a6c8g2b1g6h4e6",
                "e6f6f5f4g4d6c4h3h4g3g7e3d7c3g2f1b2b4h2c2a4e7f2c6c1d3c5e8c8e2b6g1d8g5f8b7h5a7f3h8"));
    }

    private BenchCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        Options o = new Options(args, 1, OPTIONS, Set.of("json"));
        double seconds = o.getDouble("seconds", 10, 0.01, 3600);
        List<String> sets = Arrays.asList(o.get("sets", String.join(",", SETS.keySet())).split(","));
        for (String set : sets) {
            if (!SETS.containsKey(set)) {
                throw new UsageException("unknown bench set '" + set + "': allowed are " + String.join(", ", SETS.keySet()));
            }
        }
        List<Algorithm> algorithms = SolverOptions.algorithms(o.get("algorithms", "pns,mcpns,ppns,pp,uct,mcts"));
        // Leave room in the heap: nodes are bounded by what 60% of the maximum heap holds.
        long nodeCap = Math.min(Limits.MAX_NODES, (long) (Runtime.getRuntime().maxMemory() * 0.6 / Solvers.bytesPerNode()));
        Limits limits = new Limits(nodeCap, Long.MAX_VALUE, Math.round(seconds * 1000));
        if (!o.has("json")) {
            out.printf("%-11s %-6s %14s %16s %11s%n", "set", "alg", "nodes/s", "playouts/s", "bytes/node");
        }
        for (String set : sets) {
            GameKind game = set.startsWith("c4") ? GameKind.CONNECT4 : GameKind.OTHELLO;
            for (Algorithm algorithm : algorithms) {
                SearchParameters params = SearchParameters.defaults(game);
                List<String> positions = SETS.get(set);
                double[] nodeRates = new double[positions.size()];
                double[] playoutRates = new double[positions.size()];
                for (int i = 0; i < positions.size(); i++) {
                    GameState s = game.parse(positions.get(i));
                    err.print("\rbench " + set + " " + algorithm.id() + " " + (i + 1) + "/" + positions.size() + "   ");
                    SearchResult r = Solvers.create(algorithm, params).solve(s, Goal.WIN, limits, SearchControl.none());
                    double secs = Math.max(1e-9, r.elapsedNanos() / 1e9);
                    nodeRates[i] = r.nodes() / secs;
                    playoutRates[i] = r.playouts() / secs;
                }
                err.print("\r" + " ".repeat(60) + "\r");
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("set", set);
                row.put("algorithm", algorithm.id());
                row.put("nodesPerSecond", Math.round(median(nodeRates)));
                row.put("playoutsPerSecond", Math.round(median(playoutRates)));
                row.put("bytesPerNode", algorithm == Algorithm.EXACT || algorithm.isDepthFirst() ? null : Solvers.bytesPerNode());
                if (o.has("json")) {
                    out.println(Json.object(row));
                } else {
                    out.printf("%-11s %-6s %,14d %,16d %11s%n", set, algorithm.id(), row.get("nodesPerSecond"),
                            row.get("playoutsPerSecond"), row.get("bytesPerNode") == null ? "-" : row.get("bytesPerNode"));
                }
                out.flush();
            }
        }
        return 0;
    }

    static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
}
