package org.prooflab.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.PatternPriors;
import org.prooflab.engine.search.SearchParameters;

/**
 * {@code experiment}: many seeded random positions, several algorithms, on a pool of threads; a
 * CSV of every solve, a progress bar on stderr, and a summary like Primanita et al.'s Table 2.
 */
final class ExperimentCommand {
    private static final Set<String> OPTIONS = SolverOptions.with(
            Set.of("game", "random-moves", "tree", "count", "algorithms", "threads", "out"));
    private static final String[] CSV_COLUMNS = {"index", "position", "algorithm", "outcome", "limit", "bestMove",
        "iterations", "nodes", "playouts", "timeMs", "prConclusion"};

    private ExperimentCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        Options o = new Options(args, 1, OPTIONS, Set.of(SolveCommand.LEARN_PRIORS));
        GameKind game = SolverOptions.game(o);
        int count = (int) o.getLong("count", 200, 1, 100_000);
        long seed = o.getSeed("seed", 1);
        List<Algorithm> algorithms = SolverOptions.algorithms(o.get("algorithms", "pns,mcpns,ppns"));
        SearchParameters params = SolverOptions.parameters(o, game);
        Limits limits = SolverOptions.limits(o, 1_000_000, 60);
        int threads = (int) o.getLong("threads", Math.max(1, Runtime.getRuntime().availableProcessors()), 1, 256);
        PatternPriors priors = null;
        if (o.has(SolveCommand.LEARN_PRIORS)) {
            if (!algorithms.contains(Algorithm.PP)) {
                throw new UsageException("--learn-priors is for product propagation: include pp in --algorithms");
            }
            // Learning is sequential: each position's search learns from the ones before it, in order.
            priors = new PatternPriors();
            threads = 1;
        }
        SolverOptions.checkMemory(limits, threads);
        List<GameState> positions = positions(o, game, count, seed);
        Path csv = o.has("out") ? Path.of(o.get("out", "")) : null;

        List<Map<String, Object>> rows = solveAll(game, positions, algorithms, params, limits, threads, priors, err);
        if (csv != null) {
            writeCsv(csv, rows);
        }
        out.println(Summary.table(rows, algorithms, count));
        if (csv != null) {
            out.println("results: " + csv.toAbsolutePath());
        }
        return 0;
    }

    private static List<GameState> positions(Options o, GameKind game, int count, long seed) {
        List<GameState> positions = new ArrayList<>();
        if (game == GameKind.PGAME) {
            String tree = o.get("tree", "2x20");
            String[] bd = tree.split("x");
            int b;
            int d;
            try {
                b = Integer.parseInt(bd[0]);
                d = Integer.parseInt(bd[1]);
            } catch (RuntimeException e) {
                throw new UsageException("--tree " + tree + " is not allowed: write BRANCHINGxDEPTH, as in --tree 2x20");
            }
            for (int i = 0; i < count; i++) {
                try {
                    positions.add(new PGame(b, d, GameKind.positionSeed(seed, i)));
                } catch (IllegalArgumentException e) {
                    throw new UsageException("--tree " + tree + ": " + e.getMessage());
                }
            }
            return positions;
        }
        int moves = (int) o.getLong("random-moves", game == GameKind.OTHELLO ? 26 : 12, 0, 60);
        for (int i = 0; i < count; i++) {
            try {
                positions.add(GameKind.randomPosition(game.start(), moves, GameKind.positionSeed(seed, i)));
            } catch (IllegalArgumentException e) {
                throw new UsageException("--random-moves " + moves + ": " + e.getMessage());
            }
        }
        return positions;
    }

    private static List<Map<String, Object>> solveAll(GameKind game, List<GameState> positions, List<Algorithm> algorithms,
                                                      SearchParameters params, Limits limits, int threads,
                                                      PatternPriors priors, PrintStream err) {
        int total = positions.size() * algorithms.size();
        AtomicInteger done = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<Map<String, Object>>> futures = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) {
            int index = i;
            for (Algorithm algorithm : algorithms) {
                futures.add(pool.submit(() -> {
                    Map<String, Object> row = SolveCommand.solve(game, positions.get(index), algorithm, params, limits, false, priors);
                    row.put("index", index);
                    progress(err, done.incrementAndGet(), total);
                    return row;
                }));
            }
        }
        List<Map<String, Object>> rows = new ArrayList<>();
        try {
            for (Future<Map<String, Object>> f : futures) {
                rows.add(f.get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
        err.println();
        return rows;
    }

    private static synchronized void progress(PrintStream err, int done, int total) {
        int width = 40;
        int filled = (int) ((long) done * width / total);
        err.print("\r[" + "#".repeat(filled) + ".".repeat(width - filled) + "] " + done + "/" + total + " solves");
        err.flush();
    }

    private static void writeCsv(Path path, List<Map<String, Object>> rows) {
        StringBuilder sb = new StringBuilder(String.join(",", CSV_COLUMNS)).append('\n');
        for (Map<String, Object> row : rows) {
            for (int i = 0; i < CSV_COLUMNS.length; i++) {
                Object v = row.get(CSV_COLUMNS[i]);
                sb.append(i > 0 ? "," : "").append(csvField(v == null ? "" : v.toString()));
            }
            sb.append('\n');
        }
        try {
            Files.writeString(path, sb.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + path + ": " + e.getMessage(), e);
        }
    }

    private static String csvField(String s) {
        return s.contains(",") || s.contains("\"") || s.contains(" ") ? '"' + s.replace("\"", "\"\"") + '"' : s;
    }
}
