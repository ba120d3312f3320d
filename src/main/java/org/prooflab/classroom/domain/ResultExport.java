package org.prooflab.classroom.domain;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * An experiment's results for spreadsheets and scripts: CSV (a header row, then one row per solve;
 * no trace) and JSON (the definition with its seeds, the environment it ran in, the configurations
 * with every parameter, every solve with its root-value trace, the summaries and the pair tests). The web page's downloads
 * and the command line write the same files.
 */
public final class ResultExport {
    /** The CSV columns, in order. */
    public static final List<String> COLUMNS = List.of("position_index", "position", "config_index", "config", "algorithm",
            "outcome", "pr_conclusion", "exact_outcome", "answer", "stopped_by", "best_move", "iterations", "nodes", "visited",
            "playouts", "time_ms", "root_value");

    private ResultExport() {
    }

    public static void csv(ExperimentDefinition.Compiled c, List<TaskResult> results, Appendable out) {
        try (CSVPrinter printer = CSVFormat.DEFAULT.builder().setHeader(COLUMNS.toArray(String[]::new)).get().print(out)) {
            for (TaskResult r : results) {
                AlgorithmConfig config = c.configs().get(r.configIndex());
                printer.printRecord(r.positionIndex(), r.position(), r.configIndex(), config.label(), config.algorithm().id(),
                        r.outcome(), blank(r.prConclusion()), blank(r.exactOutcome()), r.answer(), blank(r.limit()),
                        blank(r.bestMove()), r.iterations(), r.nodes(), r.expanded(), r.playouts(), r.timeMs(),
                        Double.isNaN(r.rootValue()) ? "" : Double.toString(r.rootValue()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads back a CSV that {@link #csv} wrote: every solve (without its trace, which the CSV does
     * not hold), and each configuration's label and algorithm id by index.
     *
     * @throws IllegalArgumentException when a column is missing or a number cannot be read
     */
    public static ReadBack readCsv(Reader in) throws IOException {
        List<TaskResult> results = new ArrayList<>();
        Map<Integer, String[]> configs = new java.util.TreeMap<>();
        for (CSVRecord r : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(in)) {
            int config = Integer.parseInt(r.get("config_index"));
            configs.putIfAbsent(config, new String[] {r.get("config"), r.get("algorithm")});
            results.add(new TaskResult(Integer.parseInt(r.get("position_index")), config, r.get("position"), r.get("outcome"),
                    nullIfBlank(r.get("pr_conclusion")), nullIfBlank(r.get("exact_outcome")), nullIfBlank(r.get("stopped_by")),
                    nullIfBlank(r.get("best_move")), Long.parseLong(r.get("iterations")), Long.parseLong(r.get("nodes")),
                    Long.parseLong(r.get("visited")), Long.parseLong(r.get("playouts")), Long.parseLong(r.get("time_ms")),
                    r.get("root_value").isBlank() ? Double.NaN : Double.parseDouble(r.get("root_value")), ""));
        }
        return new ReadBack(configs.values().stream().map(c -> c[0]).toList(), configs.values().stream().map(c -> c[1]).toList(),
                List.copyOf(results));
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

    public static String json(ExperimentDefinition.Compiled c, List<TaskResult> results, Comparison comparison) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("definition", c.definition());
        doc.put("environment", environment());
        List<Map<String, Object>> configs = new ArrayList<>();
        for (int i = 0; i < c.configs().size(); i++) {
            AlgorithmConfig config = c.configs().get(i);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("index", i);
            m.put("label", config.label());
            m.put("algorithm", config.algorithm().id());
            m.put("parameters", config.parameters().relevantTo(config.algorithm()));
            configs.add(m);
        }
        doc.put("configurations", configs);
        List<Map<String, Object>> solves = new ArrayList<>();
        for (TaskResult r : results) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("positionIndex", r.positionIndex());
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
            m.put("timeMs", r.timeMs());
            m.put("rootValue", Double.isFinite(r.rootValue()) ? r.rootValue() : null);
            m.put("trace", r.trace());
            solves.add(m);
        }
        doc.put("results", solves);
        doc.put("summary", comparison.configs().stream().map(ResultExport::finite).toList());
        doc.put("pairs", comparison.pairs().stream().map(ResultExport::finite).toList());
        return ExperimentJson.MAPPER.writeValueAsString(doc);
    }

    /**
     * Where the numbers were measured: ProofLab's version (from the jar's manifest; {@code development} when run
     * from classes), the Java runtime and the processors this JVM may use.
     */
    static Map<String, Object> environment() {
        Map<String, Object> m = new LinkedHashMap<>();
        String version = ResultExport.class.getPackage().getImplementationVersion();
        m.put("prooflabVersion", version == null ? "development" : version);
        m.put("javaVersion", Runtime.version().toString());
        m.put("javaVendor", System.getProperty("java.vendor"));
        m.put("cores", Runtime.getRuntime().availableProcessors());
        return m;
    }

    /** A record's components as a map, with NaN and infinities written as null (JSON has no NaN). */
    private static Map<String, Object> finite(Record r) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (var component : r.getClass().getRecordComponents()) {
            try {
                Object v = component.getAccessor().invoke(r);
                m.put(component.getName(), v instanceof Double d && !Double.isFinite(d) ? null : v);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return m;
    }

    private static String blank(String s) {
        return s == null ? "" : s;
    }
}
