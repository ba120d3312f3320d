package org.prooflab.cli;

import org.prooflab.engine.game.Notation;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.prooflab.classroom.domain.ResultExport;
import org.prooflab.classroom.domain.TaskResult;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.ErrorRate;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.Parameter;
import org.prooflab.engine.search.PatternPriors;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.StopReason;
import org.prooflab.engine.search.Solvers;
import org.prooflab.engine.search.Value;

/** {@code solve}: one algorithm on one position or a file of positions, as text or JSON lines. */
final class SolveCommand {
    private static final Set<String> OPTIONS = SolverOptions.with(Set.of("game", "position", "positions", "algorithm", "value",
            "trace-every", "threads"));
    static final String LEARN_PRIORS = "learn-priors";
    static final String ERROR_TRACE = "error-trace";
    static final String TRACE = "trace";

    private SolveCommand() {
    }

    static int run(String[] args, PrintStream out) {
        Options o = new Options(args, 1, OPTIONS, Set.of("json", LEARN_PRIORS, ERROR_TRACE, TRACE));
        GameKind game = SolverOptions.game(o);
        List<Algorithm> named = SolverOptions.algorithms(o.require("algorithm", "pns"));
        if (named.size() > 1) {
            // It solved with the first and dropped the others, unsaid.
            throw new UsageException("solve takes one algorithm, not " + named.size() + " (--algorithm "
                    + o.get("algorithm", "") + "): to compare several on the same positions, use experiment --algorithms");
        }
        Algorithm algorithm = named.get(0);
        SearchParameters params = SolverOptions.parameters(o, game);
        SolverOptions.checkRead(o, List.of(algorithm), Set.of());
        Limits limits = SolverOptions.limits(o);
        SolverOptions.checkMemory(limits, 1, Solvers.memoryBytes(algorithm, params, limits));
        int threads = SolverOptions.threads(o);
        String valueMode = o.get("value", "binary");
        if (!valueMode.equals("binary") && !valueMode.equals("full")) {
            throw new UsageException("--value " + valueMode + " is not allowed: allowed are binary and full");
        }
        if (o.has(ERROR_TRACE)) {
            return errorTrace(o, game, algorithm, params, limits, out);
        }
        if (o.has(TRACE)) {
            return rootTrace(o, game, algorithm, params, limits, valueMode, out);
        }
        if (o.has("trace-every")) {
            throw new UsageException("--trace-every is for --trace");
        }
        PatternPriors priors = learnedPriors(o, algorithm);
        if (priors != null && valueMode.equals("full")) {
            throw new UsageException("--learn-priors with --value full is not supported: the priors are learned from one "
                    + "\"win?\" search a position; drop --value full, or --learn-priors");
        }
        List<GameState> positions = positions(o, game);
        for (GameState position : positions) {
            Map<String, Object> row = solve(game, position, algorithm, params, limits, valueMode.equals("full"), priors,
                    SearchControl.none(), threads);
            out.println(o.has("json") ? Json.object(row) : text(row, o));
        }
        return 0;
    }

    /**
     * {@code --error-trace}: Song et al. 2019's error rate of the selected move after each iteration
     * over the positions, as CSV: iteration, PN-equivalent iteration, error rate.
     */
    private static int errorTrace(Options o, GameKind game, Algorithm algorithm, SearchParameters params, Limits limits,
                                  PrintStream out) {
        // One "win?" search a position, single-threaded, written as CSV: the rest was dropped without a word.
        o.refuseUnread("--error-trace writes only the error-rate curve", List.of("json", TRACE, "trace-every", "value",
                LEARN_PRIORS, "threads"));
        if (!o.has("max-iterations") || limits.maxIterations() > 1_000_000) {
            throw new UsageException("--error-trace needs --max-iterations N (1 to 1,000,000): the curve's length");
        }
        if (algorithm == Algorithm.EXACT) {
            throw new UsageException("--error-trace compares a solver with the exact solver: choose another --algorithm");
        }
        List<GameState> positions = positions(o, game);
        ErrorRate.Curve curve;
        try {
            curve = ErrorRate.perIteration(algorithm, params, positions, Goal.WIN, limits,
                    new Limits(Limits.MAX_NODES, Long.MAX_VALUE, limits.maxMillis()));
        } catch (ErrorRate.ExactRanOut e) {
            throw ErrorCurves.exactRanOut(e, limits.maxMillis(), "--max-seconds");
        }
        out.println("iteration,pnIteration,errorRate");
        for (int k = 1; k <= curve.rate().length; k++) {
            out.println(k + "," + Notation.compact(k * curve.pnRatio()) + "," + Notation.compact(curve.rate()[k - 1]));
        }
        return 0;
    }

    /**
     * {@code --trace}: the root's numbers after every iteration of the "win?" search (Primanita et
     * al. 2020, Figure 5), every {@code --trace-every} iterations and the last; CSV by default, or
     * in the {@code trace} field of each {@code --json} line.
     */
    private static int rootTrace(Options o, GameKind game, Algorithm algorithm, SearchParameters params, Limits limits,
                                 String valueMode, PrintStream out) {
        if (algorithm == Algorithm.EXACT) {
            throw new UsageException("--trace follows a search tree's root; the exact solver keeps none: choose another --algorithm");
        }
        List<String> drop = new java.util.ArrayList<>();
        if (o.has(ERROR_TRACE)) {
            drop.add("--" + ERROR_TRACE);
        }
        if (o.has(LEARN_PRIORS)) {
            drop.add("--" + LEARN_PRIORS);
        }
        if (valueMode.equals("full")) {
            drop.add("--value full");
        }
        if (!drop.isEmpty()) {
            // Only what was given: it named all three whatever came.
            throw new UsageException("--trace traces one \"win?\" search a position: drop " + org.prooflab.classroom.domain.Words.all(drop));
        }
        long every = o.getLong("trace-every", 1, 1, Long.MAX_VALUE);
        List<GameState> positions = positions(o, game);
        boolean json = o.has("json");
        if (!json) {
            out.println(String.join(",", RootTrace.csvHeader(algorithm)));
        }
        for (GameState position : positions) {
            RootTrace trace = json ? RootTrace.gathering(algorithm, position, every) : RootTrace.csv(algorithm, position, every, out);
            Map<String, Object> row = solve(game, position, algorithm, params, limits, false, null,
                    SearchControl.none().observing(trace), SolverOptions.threads(o));
            trace.finish();
            if (json) {
                row.put("trace", trace.json());
                out.println(Json.object(row));
            }
        }
        return 0;
    }

    private static List<GameState> positions(Options o, GameKind game) {
        if (o.has("position") == o.has("positions")) {
            throw new UsageException("give exactly one of --position P and --positions FILE; a position looks like " + game.notationHelp());
        }
        List<GameState> result = new ArrayList<>();
        if (o.has("position")) {
            result.add(parse(game, o.get("position", ""), null));
            return result;
        }
        Path file = Path.of(o.get("positions", ""));
        List<String> lines = CliFiles.read(file, "the positions file").lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (!line.isBlank() && !line.startsWith("#")) {
                result.add(parse(game, line, file + " line " + (i + 1)));
            }
        }
        if (result.isEmpty()) {
            throw new UsageException("positions file " + file + " holds no position (one a line, # for comments)");
        }
        return result;
    }

    private static GameState parse(GameKind game, String text, String where) {
        String named = (where == null ? "" : where + ": ") + game.displayName() + " position '" + text.trim() + "': ";
        GameState state;
        try {
            state = game.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException(named + e.getMessage() + " (positions look like " + game.notationHelp() + ")");
        }
        // As the lab and the classroom refuse it: a finished game was answered "DISPROVED best - 0 iterations 1 nodes".
        if (state.isTerminal()) {
            throw new UsageException(named + "the game is over in this position, so there is nothing to solve; "
                    + (where == null ? "give a position where the game goes on" : "leave it out"));
        }
        return state;
    }

    /** A prior model when {@code --learn-priors} is given, for product propagation only; else null. */
    static PatternPriors learnedPriors(Options o, Algorithm algorithm) {
        if (!o.has(LEARN_PRIORS)) {
            return null;
        }
        if (algorithm != Algorithm.PP) {
            throw new UsageException("--learn-priors is for product propagation: use it with --algorithm pp");
        }
        return new PatternPriors();
    }

    static Map<String, Object> solve(GameKind game, GameState position, Algorithm algorithm, SearchParameters params,
                                     Limits limits, boolean full, PatternPriors priors, SearchControl control, int threads) {
        List<SearchResult> searches = new ArrayList<>();
        Value value;
        if (priors != null && algorithm == Algorithm.PP) {
            // Priors learned from the positions before this one; this search's solved nodes teach the next.
            SearchControl keep = new SearchControl(null, 60_000, false, true);
            SearchResult r = Solvers.productPropagation(params, priors).solve(position, Goal.WIN, limits, keep);
            priors.learn(r.tree());
            searches.add(r);
            value = r.outcome() == Outcome.PROVED ? Value.WIN : null;
        } else if (full) {
            Solvers.FullSolve f = Solvers.solveFull(algorithm, params, threads, position, limits, SearchControl.none());
            searches.add(f.win());
            if (f.notLose() != null) {
                searches.add(f.notLose());
            }
            value = f.value();
        } else {
            SearchResult r = Solvers.create(algorithm, params, threads).solve(position, Goal.WIN, limits, control);
            searches.add(r);
            value = r.outcome() == Outcome.PROVED ? Value.WIN : null;
        }
        SearchResult win = searches.get(0);
        SearchResult deciding = searches.get(searches.size() - 1);
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("game", game.id());
        row.put("position", position.notation());
        row.put("algorithm", algorithm.id());
        row.put("parameters", params.relevantTo(algorithm));
        row.put("outcome", win.outcome().name());
        row.put("limit", deciding.outcome() == Outcome.OUT ? deciding.stopReason().id() : null);
        row.put("value", value == null ? null : value.name());
        row.put("bestMove", deciding.bestMoveText());
        row.put("iterations", searches.stream().mapToLong(SearchResult::iterations).sum());
        row.put("pnIterations", searches.stream().mapToDouble(SearchResult::pnIterations).sum());
        row.put("nodes", searches.stream().mapToLong(SearchResult::nodes).sum());
        row.put("playouts", searches.stream().mapToLong(SearchResult::playouts).sum());
        row.put("timeMs", ResultExport.millis(TaskResult.millis(searches.stream().mapToLong(SearchResult::elapsedNanos).sum())));
        row.put("rootValue", win.rootValue());
        if (priors != null) {
            row.put("learnedPatterns", priors.size());
        }
        if (Parameter.PRECISION_RATE.isReadBy(algorithm) && params.precisionRate() > 0) {
            row.put("prConclusion", win.prConclusion() == null ? null : win.prConclusion().name());
        }
        return row;
    }

    /**
     * The limit that stopped a search, as the pages say it; a default limit the user did not set says so and which flag
     * raises it, so that "OUT (node limit)" is not a limit from nowhere. (Text only: --json keeps its "limit" id.)
     */
    private static String limitWords(String limit, Options o) {
        String phrase = StopReason.phraseOf(limit);
        if (limit.equals(StopReason.NODES.id()) && !o.has("max-nodes")) {
            return phrase + ": " + Notation.grouped(SolverOptions.DEFAULT_NODES) + " by default; raise it with --max-nodes";
        }
        if (limit.equals(StopReason.TIME.id()) && !o.has("max-seconds")) {
            return phrase + ": " + Notation.limit(SolverOptions.DEFAULT_SECONDS) + " s by default; raise it with --max-seconds";
        }
        return phrase;
    }

    private static String text(Map<String, Object> row, Options o) {
        StringBuilder sb = new StringBuilder();
        sb.append(row.get("position").toString().isEmpty() ? "(start)" : row.get("position")).append("  ")
                .append(row.get("algorithm")).append("  ").append(row.get("outcome"));
        if (row.get("limit") != null) {
            sb.append(" (").append(limitWords((String) row.get("limit"), o)).append(")");
        }
        if (row.get("value") != null) {
            sb.append("  value ").append(row.get("value"));
        }
        if (row.get("prConclusion") != null) {
            sb.append("  pr concludes ").append(row.get("prConclusion")).append(" (not a proof)");
        }
        sb.append("  best ").append(row.get("bestMove") == null ? "-" : row.get("bestMove"));
        sb.append(String.format("  %,d iterations  %,d nodes  %,d playouts  %s ms",
                (Long) row.get("iterations"), (Long) row.get("nodes"), (Long) row.get("playouts"), row.get("timeMs")));
        return sb.toString();
    }
}
