package org.prooflab.bench;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import org.hipparchus.stat.descriptive.rank.Median;
import org.prooflab.cli.BenchSets;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.Solvers;

/**
 * Leaf parallelism's speedup on fixed work: the same searches (a set's positions, a fixed number of
 * iterations each) on 1 and then N threads, alternating, in one JVM, so that both see the same
 * compiled code. A search is the same to the node on any thread count, so the time ratio is the
 * speedup; the process CPU time shows what the extra threads spent. The time-based {@code bench}
 * compares runs of different JVMs, whose compilation and memory layout differ from run to run.
 * Each round also runs N copies of the one-thread run side by side, sharing nothing: what the
 * machine allows, against which the speedup is read.
 *
 * <pre>
 * taskset -c 0,1 java -Xmx3g -cp target/test-classes:target/classes:$(cat cp.txt) \
 *   org.prooflab.bench.LeafParallelismBenchmark ppns c4-12ply 100000 2 6
 * </pre>
 * Arguments: algorithm, bench set, iterations a position, threads, rounds (the first is a warm-up).
 */
public final class LeafParallelismBenchmark {
    private LeafParallelismBenchmark() {
    }

    public static void main(String[] args) {
        if (args.length != 5) {
            System.err.println("usage: LeafParallelismBenchmark ALGORITHM SET ITERATIONS THREADS ROUNDS");
            System.exit(2);
        }
        Algorithm algorithm = Algorithm.byId(args[0]);
        GameState[] positions = BenchSets.positions(args[1]);
        long iterations = Long.parseLong(args[2]);
        int threads = Integer.parseInt(args[3]);
        int rounds = Integer.parseInt(args[4]);
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        SearchControl quiet = new SearchControl(null, 60_000, false, false);
        Limits limits = new Limits(Limits.MAX_NODES, iterations, 3_600_000);
        List<Double> speedups = new ArrayList<>();
        List<Double> cpuRatios = new ArrayList<>();
        List<Double> ceilings = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            double[] wall = new double[2];
            double[] cpu = new double[2];
            long[] nodes = new long[2];
            for (int k = 0; k < 2; k++) {
                int n = k == 0 ? 1 : threads;
                long cpu0 = os.getProcessCpuTime();
                long t0 = System.nanoTime();
                nodes[k] = solveAll(algorithm, positions, limits, quiet, n);
                wall[k] = (System.nanoTime() - t0) / 1e9;
                cpu[k] = (os.getProcessCpuTime() - cpu0) / 1e9;
                System.out.printf("round %d, %d thread(s): %.3f s wall, %.3f s CPU, %,d nodes, %,.0f nodes/s%n",
                        round, n, wall[k], cpu[k], nodes[k], nodes[k] / wall[k]);
            }
            if (nodes[0] != nodes[1]) {
                throw new IllegalStateException("the searches differ: " + nodes[0] + " against " + nodes[1] + " nodes");
            }
            double sideBySide = sideBySide(algorithm, positions, limits, quiet, threads);
            double ceiling = threads * wall[0] / sideBySide;
            System.out.printf("round %d, %d independent one-thread runs side by side: %.3f s wall, so the machine allows %.2fx%n",
                    round, threads, sideBySide, ceiling);
            if (round > 0) {
                speedups.add(wall[0] / wall[1]);
                cpuRatios.add(cpu[1] / cpu[0]);
                ceilings.add(ceiling);
            }
        }
        System.out.printf("%s on %s, %d threads against 1: speedups %s, median %.2f; CPU time %.2fx one thread's (median);"
                + " independent runs side by side: %s, median %.2f%n",
                algorithm.id(), args[1], threads, format(speedups), median(speedups), median(cpuRatios), format(ceilings), median(ceilings));
    }

    /**
     * The control: {@code threads} copies of the one-thread run at once, each on its own thread,
     * sharing nothing but the machine. Its wall time against one run alone is the speedup this
     * machine allows for work that needs no hand-over at all (cores that slow each other down,
     * the JVM's own threads, a busy neighbour on the host all show here).
     */
    private static double sideBySide(Algorithm algorithm, GameState[] positions, Limits limits, SearchControl quiet, int threads) {
        Thread[] runs = new Thread[threads];
        long t0 = System.nanoTime();
        for (int t = 0; t < threads; t++) {
            runs[t] = new Thread(() -> solveAll(algorithm, positions, limits, quiet, 1), "side-by-side-" + t);
            runs[t].start();
        }
        for (Thread run : runs) {
            try {
                run.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        return (System.nanoTime() - t0) / 1e9;
    }

    /** Solves every position of the set on {@code threads} threads, seed 1; the nodes they created. */
    private static long solveAll(Algorithm algorithm, GameState[] positions, Limits limits, SearchControl quiet, int threads) {
        long nodes = 0;
        for (GameState p : positions) {
            SearchParameters params = SearchParameters.defaults(p.kind()).withSeed(1);
            SearchResult r = Solvers.create(algorithm, params, threads).solve(p.copy(), Goal.WIN, limits, quiet);
            nodes += r.nodes();
        }
        return nodes;
    }

    private static double median(List<Double> values) {
        return new Median().evaluate(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    private static String format(List<Double> values) {
        return values.stream().map(v -> String.format("%.2f", v)).toList().toString();
    }
}
