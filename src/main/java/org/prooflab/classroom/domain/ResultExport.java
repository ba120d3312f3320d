package org.prooflab.classroom.domain;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.search.Algorithm;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.SerializationFeature;

/**
 * An experiment's results for spreadsheets and scripts: CSV (a header block of {@code #} comment lines: the
 * definition with its seeds, ProofLab's version and commit, the Java version and the cores; a header row;
 * then one row per solve, with its cross-check; no trace) and JSON (the definition, the environment it ran in,
 * the configurations with every parameter, every solve with its root-value trace and cross-check, the
 * summaries, the pair tests and the {@link Aggregates}). The web page's downloads and the command line write
 * the same files.
 */
public final class ResultExport {
    /**
     * The CSV columns, in order. A position is numbered from 1, as on the experiment's page ("#");
     * files written before numbered them from 0 as {@code position_index}, which {@link #readCsv} still reads.
     */
    public static final List<String> COLUMNS = List.of("position_number", "position", "config_index", "config", "algorithm",
            "outcome", "pr_conclusion", "exact_outcome", "answer", "stopped_by", "best_move", "iterations", "pn_iterations",
            "nodes", "visited",
            "playouts", "time_ms", "root_value", "cross_check");

    /** The CSV's comment marker: the header block's lines start with it (read the CSV with it as comment marker). */
    public static final char COMMENT = '#';

    /** How to read the CSV back: the header block skipped as comments, the column names from the header row. */
    public static final CSVFormat READ = CSVFormat.DEFAULT.builder().setCommentMarker(COMMENT).setHeader()
            .setSkipHeaderRecord(true).get();

    private ResultExport() {
    }

    // What the columns a reader may not know hold, said alike in the CSV's header block and the JSON's "notes".
    // Said for every game: a fractional count on Connect Four or Othello looked like an error.
    private static final String PN_ITERATIONS = "PN-equivalent iterations (Song et al. 2019): a best-first solver's own "
            + "iterations; the UCT and pure MCTS solvers' iterations over the mean branching of the positions they expanded "
            + "(exactly b on a P-game tree), so a fraction on Connect Four and Othello";
    private static final String ANSWER = "outcome: what the search proved: PROVED (the player to move wins), DISPROVED "
            + "(does not) or OUT (it stopped before either); pr_conclusion: PPNS's conclusion on its precision rate pr, no "
            + "proof (its outcome is then OUT and stopped_by pr); exact_outcome: the exact solver's check of that conclusion "
            + "(OUT where it ran out too); answer: the outcome, else the pr conclusion, what the pages count as wins and no "
            + "wins (filter on answer, not outcome, to keep the pr conclusions); stopped_by: what stopped a solve that proved "
            + "nothing (nodes, iterations, time, memory, cancelled, pr; error for a solve that failed on the server)";
    private static final String OUTCOMES = "solved and unsolved are the paper's words (Primanita et al. 2020, Figure 4) "
            + "for the pages' wins and no win: answers, proofs or pr conclusions, that the player to move wins or does not; "
            + "out: solves a limit stopped";
    private static final String TIME_MS = "the solve's wall time in milliseconds, to the microsecond (the first solve of "
            + "each algorithm on each game in a process follows an untimed warm-up, so that it does not time a cold start)";
    private static final String VISITED = "the nodes expanded (their children made) by the best-first searches, the nodes "
            + "valued for the first time by the UCT and MCTS solvers";
    private static final String CROSS_CHECK = "agrees: another exact answer on the position (a proof, a disproof or "
            + "an exact check) is the same; contradicted: one differs; unchecked: nothing exact to compare with (a pr "
            + "conclusion nothing exact checked, the only proof of its position, or a solve that gave no answer; the "
            + "experiment's page shows the last two as \"only proof\" and a dash)";
    private static final String ROOT_VALUE = "the root's main value when the solve ended, named by its configuration's "
            + "rootValueName: pn (a proof number, PNS, MCPNS and df-pn), p (a probability of a proof, PPNS, PP and df-PPNS) "
            + "or v (a mean playout result, the UCT and pure MCTS solvers); null where it is infinite (the pn of a "
            + "disproved root: JSON has no infinity) or was not recorded";

    public static void csv(ExperimentDefinition.Compiled c, List<TaskResult> results, Appendable out) {
        List<Aggregates.Check> checks = Aggregates.checksOf(results);
        Map<String, Object> env = environment();
        ObjectWriter oneLine = ExperimentJson.MAPPER.writer().without(SerializationFeature.INDENT_OUTPUT);
        String[] header = {
            "ProofLab classroom experiment: one row per position and algorithm configuration",
            "definition: " + oneLine.writeValueAsString(c.definition()),
            "positions seed: " + Long.toUnsignedString(c.definition().positions().seed()) + " (" + c.definition().positions().kind() + ")",
            // The definition leaves out what it does not change; these are the values each configuration ran with.
            "parameters used, defaults included: " + c.configs().stream().map(config -> config.label() + " "
                    + oneLine.writeValueAsString(config.parameters().relevantTo(config.algorithm()))).collect(Collectors.joining("; ")),
            "ProofLab version: " + env.get("prooflabVersion") + ", commit " + env.get("commit"),
            "Java: " + env.get("javaVersion") + " (" + env.get("javaVendor") + "), cores: " + env.get("cores"),
            // One column, several quantities: pn for PNS, p for PPNS, v for MCTS; said once per configuration.
            "root_value: the root's main value when the solve ended, by configuration: " + c.configs().stream()
                    .map(config -> config.label() + " " + config.algorithm().valueName()).collect(Collectors.joining("; ")),
            ANSWER,
            "pn_iterations: " + PN_ITERATIONS,
            "time_ms: " + TIME_MS + "; visited: " + VISITED,
            "cross_check: " + CROSS_CHECK,
        };
        try (CSVPrinter printer = CSVFormat.DEFAULT.builder().setCommentMarker(COMMENT).setHeaderComments(header)
                .setHeader(COLUMNS.toArray(String[]::new)).get().print(out)) {
            for (int i = 0; i < results.size(); i++) {
                TaskResult r = results.get(i);
                AlgorithmConfig config = c.configs().get(r.configIndex());
                printer.printRecord(r.positionIndex() + 1, r.position(), r.configIndex(), config.label(), config.algorithm().id(),
                        r.outcome(), blank(r.prConclusion()), blank(r.exactOutcome()), r.answer(), blank(r.limit()),
                        blank(r.bestMove()), r.iterations(),
                        !Double.isFinite(r.pnIterations()) ? "" : Notation.compact(r.pnIterations()), r.nodes(), r.expanded(),
                        r.playouts(), millis(r.timeMs()).toPlainString(),
                        Double.isNaN(r.rootValue()) ? "" : Notation.compact(r.rootValue()), checks.get(i).word());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads back a CSV that {@link #csv} wrote (with or without its header block and PN-equivalent
     * iterations, which older files lack): every solve (without its trace, which the CSV does
     * not hold), and each configuration's label and algorithm id by index.
     *
     * @throws IllegalArgumentException when a column is missing or a number cannot be read
     */
    public static ReadBack readCsv(Reader in) throws IOException {
        List<TaskResult> results = new ArrayList<>();
        Map<Integer, String[]> configs = new java.util.TreeMap<>();
        for (CSVRecord r : READ.parse(in)) {
            int config = Integer.parseInt(r.get("config_index"));
            configs.putIfAbsent(config, new String[] {currentLabel(r.get("config"), r.get("algorithm")), r.get("algorithm")});
            int position = r.isMapped("position_number") ? Integer.parseInt(r.get("position_number")) - 1
                    : Integer.parseInt(r.get("position_index"));
            results.add(new TaskResult(position, config, r.get("position"), r.get("outcome"),
                    nullIfBlank(r.get("pr_conclusion")), nullIfBlank(r.get("exact_outcome")), nullIfBlank(r.get("stopped_by")),
                    nullIfBlank(r.get("best_move")), Long.parseLong(r.get("iterations")), Long.parseLong(r.get("nodes")),
                    Long.parseLong(r.get("visited")), Long.parseLong(r.get("playouts")), Double.parseDouble(r.get("time_ms")),
                    r.get("root_value").isBlank() ? Double.NaN : Double.parseDouble(r.get("root_value")), "",
                    r.isMapped("pn_iterations") && !r.get("pn_iterations").isBlank() ? Double.parseDouble(r.get("pn_iterations"))
                            : Double.NaN));
        }
        return new ReadBack(configs.values().stream().map(c -> c[0]).toList(), configs.values().stream().map(c -> c[1]).toList(),
                List.copyOf(results));
    }

    /**
     * A configuration's label as {@link AlgorithmConfig} writes it now: files written before df-pn was
     * called by its name say "DFPN (table-bytes 2000000)", the constant's name, and those written before the pure
     * MCTS solver was "Pure MCTS" say "MCTS".
     */
    public static String currentLabel(String label, String algorithmId) {
        Algorithm algorithm;
        try {
            algorithm = Algorithm.byId(algorithmId);
        } catch (IllegalArgumentException e) {
            return label;
        }
        String old = algorithm.name();
        return label.equals(old) || label.startsWith(old + " ") ? algorithm.shortName() + label.substring(old.length()) : label;
    }

    private static String nullIfBlank(String s) {
        return s == null || s.isBlank() ? null : s;
    }

    /**
     * A results CSV read back.
     *
     * @param labels     each configuration's label, by index
     * @param algorithms each configuration's algorithm id, by index
     * @param results    every solve, in the file's order
     */
    public record ReadBack(List<String> labels, List<String> algorithms, List<TaskResult> results) {
    }

    /** What the JSON's {@code summary} means average over: two sets, which the page's two cost tables name. */
    static final String SUMMARY = "per configuration; meanNodes, medianNodes, meanExpanded (visited), meanIterations, "
            + "meanTimeMs and meanPlayouts are over the solves it concluded, which differ from one configuration to the next; "
            + "solveMeanNodes and solveMeanTimeMs are over every solve it finished, concluded or not (a solve a limit stopped "
            + "counts what it spent), as Primanita et al. 2020's Table 1 averages; NaN is written as null";

    public static String json(ExperimentDefinition.Compiled c, List<TaskResult> results, Comparison comparison) {
        List<Aggregates.Check> checks = Aggregates.checksOf(results);
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("definition", c.definition());
        doc.put("environment", environment());
        Map<String, String> notes = new LinkedHashMap<>();
        notes.put("rootValue", ROOT_VALUE);
        notes.put("timeMs", TIME_MS);
        notes.put("visited", VISITED);
        notes.put("pnIterations", PN_ITERATIONS);
        notes.put("outcome", ANSWER.replace("pr_conclusion", "prConclusion").replace("exact_outcome", "exactOutcome")
                .replace("stopped_by", "stoppedBy"));
        notes.put("aggregates.outcomes", OUTCOMES);
        notes.put("summary", SUMMARY);
        notes.put("crossCheck", CROSS_CHECK);
        doc.put("notes", notes);
        List<Map<String, Object>> configs = new ArrayList<>();
        for (int i = 0; i < c.configs().size(); i++) {
            AlgorithmConfig config = c.configs().get(i);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("index", i);
            m.put("label", config.label());
            m.put("algorithm", config.algorithm().id());
            m.put("parameters", config.parameters().relevantTo(config.algorithm()));
            // What its results' rootValue is: it was said nowhere in the file (the CSV says it in its header block).
            m.put("rootValueName", config.algorithm().valueName());
            configs.add(m);
        }
        doc.put("configurations", configs);
        List<Map<String, Object>> solves = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            TaskResult r = results.get(i);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("positionIndex", r.positionIndex());
            m.put("positionNumber", r.positionIndex() + 1);
            m.put("position", r.position());
            m.put("configIndex", r.configIndex());
            m.put("outcome", r.outcome());
            m.put("prConclusion", r.prConclusion());
            m.put("exactOutcome", r.exactOutcome());
            m.put("answer", r.answer());
            m.put("stoppedBy", r.limit());
            m.put("bestMove", r.bestMove());
            m.put("iterations", r.iterations());
            m.put("nodes", r.nodes());
            m.put("visited", r.expanded());
            m.put("playouts", r.playouts());
            m.put("timeMs", millis(r.timeMs()));
            m.put("rootValue", Double.isFinite(r.rootValue()) ? r.rootValue() : null);
            m.put("pnIterations", Double.isFinite(r.pnIterations()) ? r.pnIterations() : null);
            m.put("crossCheck", checks.get(i).word());
            m.put("trace", StoredTrace.json(r.trace(), c.configs().get(r.configIndex()).algorithm()));
            solves.add(m);
        }
        doc.put("results", solves);
        doc.put("summary", comparison.configs().stream().map(ResultExport::finite).toList());
        doc.put("pairs", comparison.pairs().stream().map(ResultExport::finite).toList());
        doc.put("aggregates", plain(Aggregates.of(c, results)));
        return ExperimentJson.MAPPER.writeValueAsString(doc);
    }

    /**
     * Where the numbers were measured: ProofLab's version (from the jar's manifest; {@code development} when run
     * from classes), the Java runtime and the processors this JVM may use.
     */
    public static Map<String, Object> environment() {
        Map<String, Object> m = new LinkedHashMap<>();
        String version = ResultExport.class.getPackage().getImplementationVersion();
        m.put("prooflabVersion", version == null ? "development" : version);
        m.put("commit", commit());
        m.put("javaVersion", Runtime.version().toString());
        m.put("javaVendor", System.getProperty("java.vendor"));
        m.put("cores", Runtime.getRuntime().availableProcessors());
        return m;
    }

    /** The commit the build was made from (git.properties, written by the build), or {@code unknown}. */
    static String commit() {
        try (InputStream in = ResultExport.class.getResourceAsStream("/git.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            String id = p.getProperty("git.commit.id.abbrev", "unknown");
            return "true".equals(p.getProperty("git.dirty")) ? id + " (with uncommitted changes)" : id;
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** A record's components as a map, with NaN and infinities written as null (JSON has no NaN). */
    private static Map<String, Object> finite(Record r) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (var component : r.getClass().getRecordComponents()) {
            try {
                m.put(component.getName(), plain(component.getAccessor().invoke(r)));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return m;
    }

    /** Records as maps, lists element by element, enums by their word, numbers as the CSV writes them, NaN as null: what JSON can hold. */
    private static Object plain(Object v) {
        return switch (v) {
            case Double d when !Double.isFinite(d) -> null;
            // 222 rather than 222.0, as the CSV writes it (Notation#compact).
            case Double d -> new java.math.BigDecimal(Notation.compact(d));
            case Record r -> finite(r);
            case List<?> l -> l.stream().map(ResultExport::plain).toList();
            case Aggregates.Check check -> check.word();
            case null, default -> v;
        };
    }

    /**
     * A wall time in milliseconds as the files write it: to the microsecond, no trailing zeros, never with an exponent
     * (0.412, 12, 2500): a number for the JSON, {@link BigDecimal#toPlainString} for the CSV.
     */
    public static BigDecimal millis(double ms) {
        BigDecimal m = BigDecimal.valueOf(ms).setScale(3, RoundingMode.HALF_EVEN).stripTrailingZeros();
        // stripTrailingZeros writes 2500 as 2.5E+3
        return m.scale() < 0 ? m.setScale(0) : m;
    }

    private static String blank(String s) {
        return s == null ? "" : s;
    }
}
