package org.prooflab.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.prooflab.classroom.domain.Aggregates;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.DefinitionReading;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.ExperimentDefinition.Caps;
import org.prooflab.classroom.domain.ExperimentDefinition.Compiled;
import org.prooflab.classroom.domain.ExperimentJson;
import org.prooflab.classroom.domain.InvalidDefinitionException;
import org.prooflab.classroom.domain.Preset;
import org.prooflab.classroom.domain.Presets;
import org.prooflab.classroom.domain.Problem;
import org.prooflab.classroom.domain.ResultExport;
import org.prooflab.classroom.domain.TaskResult;
import org.prooflab.classroom.domain.TaskRunner;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.PatternPriors;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.Solvers;

/**
 * {@code experiment}: a classroom comparison run headless. The experiment comes from a JSON
 * definition ({@code --definition}), one of the papers' presets ({@code --preset}), or the flags
 * ({@code --game}, {@code --count}, ...), which are turned into the same definition; every
 * (position, configuration) task is solved by {@link TaskRunner} on a pool of {@code --threads},
 * as the web server's jobs solve them, so the same definition gives the same outcomes, nodes and
 * iterations. Prints a progress bar on stderr and the {@link Comparison} as tables; {@code --out}
 * and {@code --json} write the web page's CSV and JSON exports.
 */
final class ExperimentCommand {
    private static final Set<String> SOURCE_OPTIONS = Set.of("definition", "preset", "size");
    private static final Set<String> FLAG_MODE_OPTIONS = FlagDefinition.OPTIONS;
    private static final Set<String> OPTIONS = with(FLAG_MODE_OPTIONS, SOURCE_OPTIONS, Set.of("threads", "out", "json", "error-trace", "error-every"));
    static final String LIST_PRESETS = "list-presets";
    /** The options that name a file the command reads, which no output may overwrite. */
    private static final List<String> INPUTS = List.of("definition");

    private ExperimentCommand() {
    }

    private static Set<String> with(Set<String> a, Set<String> b, Set<String> c) {
        Set<String> all = new java.util.LinkedHashSet<>(a);
        all.addAll(b);
        all.addAll(c);
        return all;
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        Options o = new Options(args, 1, OPTIONS, Set.of(SolveCommand.LEARN_PRIORS, LIST_PRESETS));
        if (o.has(LIST_PRESETS)) {
            o.refuseUnread("--list-presets only lists the presets", with(OPTIONS, Set.of(SolveCommand.LEARN_PRIORS), Set.of()));
            listPresets(out);
            return 0;
        }
        Compiled compiled;
        try {
            compiled = definition(o).compile(Caps.COMMAND_LINE);
        } catch (InvalidDefinitionException e) {
            err.println("prooflab experiment: the experiment cannot run (" + e.problems().size()
                    + (e.problems().size() == 1 ? " problem):" : " problems):"));
            boolean flags = !o.has("definition") && !o.has("preset");
            for (Problem p : e.problems()) {
                err.println((flags ? FlagDefinition.flagOf(p.field()) : p.field()) + ": " + p.message());
            }
            return 2;
        }
        if (o.has("error-trace")) {
            return errorTrace(o, compiled, out, err);
        }
        if (o.has("error-every")) {
            throw new UsageException("--error-every is for --error-trace");
        }
        PatternPriors priors = null;
        int threads = (int) o.getLong("threads", Math.max(1, Runtime.getRuntime().availableProcessors()), 1, 256);
        if (o.has(SolveCommand.LEARN_PRIORS)) {
            if (compiled.configs().stream().noneMatch(c -> c.algorithm() == Algorithm.PP)) {
                throw new UsageException("--learn-priors is for product propagation: include pp in the algorithms");
            }
            // Learning is sequential: each position's search learns from the ones before it, in order.
            priors = new PatternPriors();
            threads = 1;
        }
        SolverOptions.checkMemory(compiled.limits(), threads, largestSearch(compiled));
        Map<String, Path> outputs = CliFiles.outputs(o, List.of("out", "json"), INPUTS);
        Path csv = outputs.get("out");
        Path json = outputs.get("json");

        List<TaskResult> results = solveAll(compiled, threads, priors, err);
        Comparison comparison = Comparison.of(compiled, results);
        if (csv != null) {
            StringBuilder sb = new StringBuilder();
            ResultExport.csv(compiled, results, sb);
            CliFiles.write(csv, sb.toString());
        }
        if (json != null) {
            CliFiles.write(json, ResultExport.json(compiled, results, comparison));
        }
        out.println(Summary.table(compiled, comparison, results));
        if (csv != null) {
            out.println("results: " + csv.toAbsolutePath());
        }
        if (json != null) {
            out.println("results and comparison: " + json.toAbsolutePath());
        }
        return 0;
    }

    /** Bytes the most memory-hungry configuration's search may hold ({@link Solvers#memoryBytes}). */
    private static long largestSearch(Compiled compiled) {
        return compiled.configs().stream()
                .mapToLong(c -> Solvers.memoryBytes(c.algorithm(), c.parameters(), compiled.limits())).max().orElse(0);
    }

    /**
     * {@code --error-trace N}: instead of the comparison, Song et al. 2019's error rate of the
     * selected move after each of N PN-equivalent iterations, averaged over the positions, for every
     * configuration, as CSV on stdout or in {@code --out}.
     */
    private static int errorTrace(Options o, Compiled compiled, PrintStream out, PrintStream err) {
        long n = o.getLong("error-trace", 0, 1, 1_000_000);
        long every = o.getLong("error-every", 1, 1, n);
        // The curves are computed on one thread, without learning, and written as CSV only.
        o.refuseUnread("--error-trace writes only the error-rate curves", List.of("json", SolveCommand.LEARN_PRIORS, "threads"));
        SolverOptions.checkMemory(compiled.limits(), 1, largestSearch(compiled));
        Path csv = CliFiles.outputs(o, List.of("out"), INPUTS).get("out");
        StringBuilder sb = new StringBuilder();
        ErrorCurves.write(compiled, n, every, sb, err, timeLimitSource(o));
        if (csv != null) {
            CliFiles.write(csv, sb.toString());
            out.println("error-rate curves: " + csv.toAbsolutePath());
        } else {
            out.print(sb);
        }
        return 0;
    }

    /** What raises the experiment's time limit, where the experiment came from. */
    private static String timeLimitSource(Options o) {
        return o.has("definition") ? "limits.maxSeconds in " + o.get("definition", "")
                : o.has("preset") ? "limits.maxSeconds in a definition file of your own (a preset's limits are its own)"
                : "--max-seconds";
    }

    /** The definition the options name: a JSON file (as far as it could be read), a preset, or the flags. */
    static DefinitionReading definition(Options o) {
        int sources = (o.has("definition") ? 1 : 0) + (o.has("preset") ? 1 : 0);
        List<String> flags = FLAG_MODE_OPTIONS.stream().filter(o::has).map(f -> "--" + f).toList();
        if (sources > 1) {
            throw new UsageException("give either --definition FILE or --preset ID, not both");
        }
        if (sources == 1 && !flags.isEmpty()) {
            throw new UsageException(String.join(", ", flags) + " cannot be combined with --"
                    + (o.has("definition") ? "definition: the file sets the experiment" : "preset: the preset sets the experiment")
                    + " (write a definition file to change it)");
        }
        if (o.has("size") && !o.has("preset")) {
            throw new UsageException("--size is for --preset");
        }
        if (o.has("definition")) {
            return ExperimentJson.reading(CliFiles.read(Path.of(o.get("definition", "")), "the definition"));
        }
        if (o.has("preset")) {
            String id = o.get("preset", "");
            Preset preset = Presets.byId(id).orElseThrow(() -> new UsageException("--preset " + id
                    + " is not a preset: allowed are " + String.join(", ", Presets.all().stream().map(Preset::id).toList())
                    + " (see --list-presets)"));
            return switch (o.get("size", "classroom")) {
                case "classroom" -> DefinitionReading.of(preset.classroom());
                case "full" -> DefinitionReading.of(preset.full());
                default -> throw new UsageException("--size " + o.get("size", "") + " is not allowed: choose classroom or full");
            };
        }
        if (!o.has("game")) {
            // "--game is required" named one of the three ways to give an experiment.
            throw new UsageException("give the experiment: --preset ID (see --list-presets), --definition FILE, or --game G with"
                    + " its flags, as in --game connect4 --count 20");
        }
        return DefinitionReading.of(FlagDefinition.of(o));
    }

    private static void listPresets(PrintStream out) {
        for (Preset p : Presets.all()) {
            out.println(p.id() + "  " + p.title() + " (" + p.source() + ")");
            out.println("    " + p.classroom().algorithms().size() + " configurations; classroom size: " + p.scaling());
        }
        out.println("Run one with: experiment --preset ID [--size classroom|full] [--threads N] [--out results.csv]");
    }

    private static List<TaskResult> solveAll(Compiled c, int threads, PatternPriors priors, PrintStream err) {
        int total = c.taskCount();
        AtomicInteger done = new AtomicInteger();
        ProgressBar progress = ProgressBar.on(err, total, "solves");
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<TaskResult>> futures = new ArrayList<>();
        for (int p = 0; p < c.positions().size(); p++) {
            for (int k = 0; k < c.configs().size(); k++) {
                int position = p;
                int config = k;
                futures.add(pool.submit(() -> {
                    TaskResult r = TaskRunner.run(c, position, config, SearchControl.none(), priors);
                    progress.show(done.incrementAndGet());
                    return r;
                }));
            }
        }
        List<TaskResult> results = new ArrayList<>();
        try {
            for (Future<TaskResult> f : futures) {
                results.add(f.get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            // An Error (out of memory above all) goes on as itself, to the command line's one-line answer for it; wrapped,
            // it came out as a stack trace.
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
        progress.finish();
        return results;
    }
}
