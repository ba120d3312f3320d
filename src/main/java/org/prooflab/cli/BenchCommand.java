package org.prooflab.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hipparchus.stat.descriptive.rank.Median;
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
 * It first prints how it ran (JVM, collector, heap, processors, the CPUs it may run on, load).
 *
 * <p>{@code --pin} is for runs pinned to one core ({@code taskset -c 1 java ... bench --pin}):
 * settings that do not depend on the collector or the heap the JVM picked, so runs under
 * different collectors or machines compare. Each algorithm is first warmed up (the set's first
 * position, not counted), every position starts after a full collection, and the node limit is
 * fixed ({@link #PINNED_NODES}) instead of sized from the heap.
 */
final class BenchCommand {
    private static final Set<String> OPTIONS = Set.of("seconds", "sets", "algorithms", "threads");
    /** The node limit of a {@code --pin} run: 10,000,000 nodes, about 230 MB of tree. */
    static final long PINNED_NODES = 10_000_000;

    /** The bench position sets ({@link BenchSets#SETS}). */
    static final Map<String, List<String>> SETS = BenchSets.SETS;

    private BenchCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        Options o = new Options(args, 1, OPTIONS, Set.of("json", "pin"));
        boolean pinned = o.has("pin");
        int threads = SolverOptions.threads(o);
        // Taken and turned into milliseconds as every verb's time limit is: at least one millisecond.
        double seconds = SolverOptions.seconds(o, "seconds", 10);
        List<String> sets = Arrays.asList(o.get("sets", String.join(",", SETS.keySet())).split(","));
        for (String set : sets) {
            if (!SETS.containsKey(set)) {
                throw new UsageException("unknown bench set '" + set + "': allowed are " + String.join(", ", SETS.keySet()));
            }
        }
        List<Algorithm> algorithms = SolverOptions.algorithms(o.get("algorithms", "pns,mcpns,ppns,pp,uct,mcts"));
        long heap = Runtime.getRuntime().maxMemory();
        long nodeCap;
        if (pinned) {
            nodeCap = PINNED_NODES;
            if (Solvers.treeBytes(nodeCap) > heap * 0.6) {
                throw new UsageException(String.format("--pin needs about %,d MB of heap for its %,d-node trees, but Java may use "
                        + "only %,d MB: give Java more heap (java -Xmx1g ...)", (long) (Solvers.treeBytes(nodeCap) / 0.6) >> 20,
                        nodeCap, heap >> 20));
            }
        } else {
            // Leave room in the heap: nodes are bounded by what 60% of the maximum heap holds.
            nodeCap = Math.min(Limits.MAX_NODES, (long) (heap * 0.6 / Solvers.bytesPerNode()));
            while (nodeCap > 1 && Solvers.treeBytes(nodeCap) > heap * 0.6) {
                nodeCap -= nodeCap / 50 + 1;
            }
        }
        Limits limits = new Limits(nodeCap, Long.MAX_VALUE, Limits.millisOf(seconds));
        Map<String, Object> environment = environment(pinned, nodeCap, seconds);
        environment.put("threadsPerSolve", threads);
        if (o.has("json")) {
            out.println(Json.object(Map.of("environment", environment)));
        } else {
            environment.forEach((k, v) -> out.println("# " + k + ": " + v));
            if (pinned && Runtime.getRuntime().availableProcessors() > 1) {
                out.println("# warning: --pin but " + Runtime.getRuntime().availableProcessors()
                        + " processors are available: run it under taskset -c 1");
            }
            out.printf("%-11s %-6s %14s %16s %11s %14s%n", "set", "alg", "nodes/s", "playouts/s", "bytes/node", "nodes/cpu-s");
        }
        // One bar over every position the bench solves, as the experiment's over its solves: to a pipe or a file a
        // line at each tenth, not a carriage return a position.
        ProgressBar progress = ProgressBar.on(err, sets.stream().mapToInt(set -> SETS.get(set).size()).sum() * algorithms.size(),
                "positions");
        int done = 0;
        for (String set : sets) {
            GameKind game = BenchSets.game(set);
            for (Algorithm algorithm : algorithms) {
                SearchParameters params = SearchParameters.defaults(game);
                List<String> positions = SETS.get(set);
                double[] nodeRates = new double[positions.size()];
                double[] playoutRates = new double[positions.size()];
                double[] cpuRates = new double[positions.size()];
                if (pinned) {
                    Solvers.create(algorithm, params, threads).solve(game.parse(positions.get(0)), Goal.WIN,
                            limits.withMaxMillis(Math.min(1000, limits.maxMillis())), SearchControl.none());
                }
                for (int i = 0; i < positions.size(); i++) {
                    GameState s = game.parse(positions.get(i));
                    if (pinned) {
                        System.gc();
                    }
                    long cpuBefore = processCpuNanos();
                    SearchResult r = Solvers.create(algorithm, params, threads).solve(s, Goal.WIN, limits, SearchControl.none());
                    double secs = Math.max(1e-9, r.elapsedNanos() / 1e9);
                    nodeRates[i] = r.nodes() / secs;
                    playoutRates[i] = r.playouts() / secs;
                    long cpu = processCpuNanos() - cpuBefore;
                    cpuRates[i] = cpuBefore < 0 ? Double.NaN : r.nodes() / Math.max(1e-9, cpu / 1e9);
                    progress.show(++done);
                }
                // The row goes to stdout, perhaps the same terminal: not after the bar on its line.
                progress.clear();
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("set", set);
                row.put("algorithm", algorithm.id());
                row.put("nodesPerSecond", Math.round(new Median().evaluate(nodeRates)));
                row.put("playoutsPerSecond", Math.round(new Median().evaluate(playoutRates)));
                row.put("bytesPerNode", algorithm == Algorithm.EXACT || algorithm.isDepthFirst() ? null : Solvers.bytesPerNode());
                double cpuRate = new Median().evaluate(cpuRates);
                row.put("nodesPerCpuSecond", Double.isNaN(cpuRate) ? null : Math.round(cpuRate));
                if (o.has("json")) {
                    out.println(Json.object(row));
                } else {
                    out.printf("%-11s %-6s %,14d %,16d %11s %,14d%n", set, algorithm.id(), row.get("nodesPerSecond"),
                            row.get("playoutsPerSecond"), row.get("bytesPerNode") == null ? "-" : row.get("bytesPerNode"),
                            row.get("nodesPerCpuSecond") == null ? -1 : row.get("nodesPerCpuSecond"));
                }
                out.flush();
            }
        }
        progress.finish();
        return 0;
    }

    /** How this run was made: JVM, collectors, heap, processors and the CPUs the process may use, load, mode. */
    static Map<String, Object> environment(boolean pinned, long nodeCap, double seconds) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("jvm", System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version")
                + " (" + System.getProperty("java.vm.vendor") + ")");
        List<String> collectors = new ArrayList<>();
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            collectors.add(gc.getName());
        }
        m.put("gc", String.join(", ", collectors));
        m.put("maxHeapMB", Runtime.getRuntime().maxMemory() >> 20);
        m.put("availableProcessors", Runtime.getRuntime().availableProcessors());
        m.put("cpusAllowed", procStatus("Cpus_allowed_list"));
        m.put("cpu", cpuModel());
        m.put("loadAverage", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        m.put("mode", pinned ? "pin (warm-up, full GC before each position, fixed node limit)" : "default (node limit from the heap)");
        m.put("nodeLimit", nodeCap);
        m.put("secondsPerPosition", seconds);
        return m;
    }

    /**
     * CPU time of the whole process (every thread: the search, the collector, the compiler), or -1
     * when the JVM cannot tell. On a shared machine nodes a CPU-second vary less than nodes a second.
     */
    private static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    /** A field of /proc/self/status (Linux), or "unknown". */
    private static String procStatus(String field) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith(field + ":")) {
                    return line.substring(field.length() + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or not readable
        }
        return "unknown";
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or not readable
        }
        return System.getProperty("os.arch");
    }

}
