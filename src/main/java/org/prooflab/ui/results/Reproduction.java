package org.prooflab.ui.results;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.prooflab.classroom.domain.AlgorithmConfig;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.ResultExport;
import org.prooflab.classroom.domain.TaskResult;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.SearchParameters;

/**
 * The reproduction of the papers' measurements, as tables of "paper beside ProofLab" cells and
 * figures, computed from the run CSVs in {@code docs/reproduction/}, which the build copies to
 * {@code /reproduction/} on the classpath: {@code paper-values.csv} (the papers' numbers and
 * claims, each with its source), {@code runs.csv} (each run's file, the command that repeats it
 * and how it was scaled down) and the runs' own results. No number is written in this class;
 * which rows and columns a table has is.
 *
 * <p>Counting follows the classroom's {@link Comparison} and {@link TaskResult}: solved = the
 * answer "the player to move wins" (a proof or a pr conclusion), unsolved = "does not win",
 * out = no answer; false conclusions are those an exact result on the same position contradicts.
 */
public final class Reproduction {
    static final String BASE = "/reproduction/";
    /**
     * Where the error-rate table reads the curves, in PN-equivalent iterations: points the runs kept (they keep
     * every 25th). It read "after 10" from the point at 1, the last one at or before 10.
     */
    private static final double[] ERROR_READINGS = {25, 100, 1000, 5000};
    private static final String NONE = "—";

    /** True unless {@code shown} is a cell side's mark for no value. */
    static boolean hasValue(String shown) {
        return shown != null && !shown.isBlank() && !NONE.equals(shown);
    }

    /** A cell: the paper's number or statement, and ProofLab's, as shown ("—" for none). */
    public record Cell(String paper, String prooflab) {
    }

    public record Row(String label, List<Cell> cells) {
    }

    /**
     * @param id      short name, used in the page's addresses and tests
     * @param source  the paper and the part of it reproduced
     * @param runs    the runs the ProofLab column comes from, each with its command and scaling
     */
    public record Table(String id, String title, String source, List<Run> runs, List<String> columns, List<Row> rows) {
    }

    /** One line of a figure; lines of one group (a solver: the paper's and ProofLab's) share a colour. */
    public record Curve(String label, List<double[]> points, String group) {
        public Curve(String label, List<double[]> points) {
            this(label, points, null);
        }
    }

    public record Figure(String id, String title, String source, List<Run> runs, String xTitle, String yTitle, boolean xLog,
                         List<Curve> curves) {
    }

    /** A run: its CSV, the exact command that repeats it, and how it was scaled from the paper's setup. */
    public record Run(String file, String command, String scale) {
    }

    private final Map<String, String> paper = new HashMap<>();
    /** The keys of paper-values.csv that some table or figure shows. */
    private final java.util.Set<String> shownPaperKeys = new java.util.HashSet<>();
    private final Map<String, Run> runs = new LinkedHashMap<>();
    private final List<Table> tables = new ArrayList<>();
    private final List<Figure> figures = new ArrayList<>();

    private Reproduction() {
    }

    public List<Table> tables() {
        return tables;
    }

    public List<Figure> figures() {
        return figures;
    }

    /** The rows of {@code paper-values.csv} that no table or figure shows (a label that matches nothing), as "table / row / column". */
    List<String> unshownPaperValues() {
        return paper.keySet().stream().filter(k -> !shownPaperKeys.contains(k)).map(k -> k.replace("\u0000", " / ")).sorted().toList();
    }

    /** The paper's value of (table, row, column), marked as shown; null when the paper gives none. */
    private String paperValue(String table, String row, String column) {
        String k = key(table, row, column);
        shownPaperKeys.add(k);
        return paper.get(k);
    }

    /** Reads the shipped CSVs and computes every table and figure. */
    public static Reproduction load() {
        Reproduction r = new Reproduction();
        for (CSVRecord rec : records("paper-values.csv")) {
            r.paper.put(key(rec.get("table"), rec.get("row"), rec.get("column")), rec.get("paper"));
        }
        for (CSVRecord rec : records("runs.csv")) {
            r.runs.put(rec.get("file"), new Run(rec.get("file"), rec.get("command"), rec.get("scale")));
        }
        r.song("song-2x20", "P-game trees 2 x 20: time and iterations",
                "Song, Iida and van den Herik 2019, series 1, Figures 7 and 8");
        r.song("song-8x8", "P-game trees 8 x 8: time and iterations",
                "Song, Iida and van den Herik 2019, series 2, Figures 10 and 11");
        r.songError();
        r.figure4();
        r.table1();
        r.figure5();
        r.othello();
        return r;
    }

    /**
     * One table as Markdown, "paper / ProofLab" in each cell, with its runs below: what
     * {@code docs/reproduction.md} holds, so that a test can see the page and the document agree.
     */
    public static String markdown(Table t) {
        StringBuilder sb = new StringBuilder();
        sb.append("| |");
        for (String c : t.columns()) {
            sb.append(' ').append(c).append(" (paper / ProofLab) |");
        }
        sb.append('\n').append("|---|");
        sb.append("---|".repeat(t.columns().size())).append('\n');
        for (Row row : t.rows()) {
            sb.append("| ").append(row.label()).append(" |");
            for (Cell c : row.cells()) {
                sb.append(' ').append(c.paper()).append(" / **").append(c.prooflab()).append("** |");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Prints every table as Markdown, for {@code docs/reproduction.md}. */
    public static void main(String[] args) {
        for (Table t : load().tables()) {
            System.out.println("<!-- table " + t.id() + " -->");
            System.out.println(markdown(t));
        }
    }

    // ---- Song et al. 2019 ----

    private void song(String id, String title, String source) {
        Results res = results(id + ".csv", GameKind.PGAME);
        List<Row> rows = new ArrayList<>();
        int configs = res.labels().size();
        double[] time = new double[configs];
        double[] iterations = new double[configs];
        for (int c = 0; c < configs; c++) {
            List<TaskResult> rs = res.of(c);
            time[c] = mean(rs, TaskResult::timeMs);
            int k = c;
            iterations[c] = rs.stream().mapToDouble(t -> pnIterations(res.algorithm(k), t)).average().orElse(Double.NaN);
        }
        for (int c = 0; c < configs; c++) {
            String label = res.labels().get(c);
            List<TaskResult> rs = res.of(c);
            long concluded = rs.stream().filter(TaskResult::concluded).count();
            String iterText = whole(iterations[c]) + " (rank " + rank(iterations, c) + ")";
            if (isOneNodeSolver(res.algorithm(c))) {
                iterText += "; raw " + whole(mean(rs, TaskResult::iterations));
            }
            rows.add(new Row(label, List.of(
                    cell(id, label, "solved + unsolved", concluded + " of " + rs.size() + " (" + count(rs, "PROVED") + " + "
                            + count(rs, "DISPROVED") + ")"),
                    cell(id, label, "mean time", String.format(Locale.ROOT, "%.1f ms (rank %d)", time[c], rank(time, c))),
                    cell(id, label, "mean iterations (PN-equivalent)", iterText),
                    cell(id, label, "mean nodes", whole(mean(rs, TaskResult::nodes))))));
        }
        tables.add(new Table(id, title, source, runsFor(id + ".csv"),
                List.of("solved + unsolved", "mean time", "mean iterations (PN-equivalent)", "mean nodes"), rows));
    }

    private static boolean isOneNodeSolver(Algorithm a) {
        return a == Algorithm.UCT || a == Algorithm.MCTS;
    }

    /**
     * Song's PN-equivalent iterations of one solve: the MCTS solvers add one node an iteration and
     * Song counts b of their iterations as one PN iteration (the engine's
     * {@code SearchResult.pnIterations}, which the results CSV does not hold; on a P-game tree b is
     * exactly the root's number of moves).
     */
    private static double pnIterations(Algorithm a, TaskResult t) {
        if (!isOneNodeSolver(a)) {
            return t.iterations();
        }
        GameState s = GameKind.PGAME.parse(t.position());
        return t.iterations() / (double) s.legalMoves(new int[s.maxMoves()]);
    }

    private void songError() {
        Map<String, List<CSVRecord>> wide = new LinkedHashMap<>();
        Map<String, List<CSVRecord>> deep = new LinkedHashMap<>();
        for (CSVRecord rec : records("song-2x20-error.csv")) {
            wide.computeIfAbsent(ResultExport.currentLabel(rec.get("config"), rec.get("algorithm")), k -> new ArrayList<>()).add(rec);
        }
        for (CSVRecord rec : records("song-8x8-error.csv")) {
            deep.computeIfAbsent(ResultExport.currentLabel(rec.get("config"), rec.get("algorithm")), k -> new ArrayList<>()).add(rec);
        }
        List<String> columns = new ArrayList<>();
        columns.add("error rate");
        for (double at : ERROR_READINGS) {
            columns.add("2x20 after " + whole(at));
        }
        for (double at : ERROR_READINGS) {
            columns.add("8x8 after " + whole(at));
        }
        List<Row> rows = new ArrayList<>();
        for (String label : wide.keySet()) {
            List<Cell> cells = new ArrayList<>();
            String claim = paperValue("song-error", label, "error rate");
            cells.add(new Cell(claim == null ? NONE : claim, NONE));
            for (double at : ERROR_READINGS) {
                cells.add(new Cell(NONE, percent(errorAt(wide.get(label), at))));
            }
            for (double at : ERROR_READINGS) {
                cells.add(new Cell(NONE, percent(errorAt(deep.getOrDefault(label, List.of()), at))));
            }
            rows.add(new Row(label, cells));
        }
        List<Run> both = new ArrayList<>(runsFor("song-2x20-error.csv"));
        both.addAll(runsFor("song-8x8-error.csv"));
        tables.add(new Table("song-error", "Error rate of the selected move (PN-equivalent iterations)",
                "Song, Iida and van den Herik 2019, Figures 9 and 12", both, columns, rows));
        figures.add(curves("song-2x20-error", "Figure 9: error rate, P-game trees 2 x 20",
                "Song, Iida and van den Herik 2019, Figure 9", wide));
        figures.add(curves("song-8x8-error", "Figure 12: error rate, P-game trees 8 x 8",
                "Song, Iida and van den Herik 2019, Figure 12", deep));
    }

    private Figure curves(String id, String title, String source, Map<String, List<CSVRecord>> byConfig) {
        List<Curve> lines = new ArrayList<>();
        for (Map.Entry<String, List<CSVRecord>> e : byConfig.entrySet()) {
            lines.add(new Curve(e.getKey(), e.getValue().stream()
                    .map(r -> new double[] {Double.parseDouble(r.get("pn_iteration")), Double.parseDouble(r.get("error_rate"))})
                    .toList()));
        }
        return new Figure(id, title, source, runsFor(id + ".csv"), "iterations (PN-equivalent)", "error rate", true, lines);
    }

    /** The error rate at PN-equivalent iteration {@code at} exactly; none (NaN) when the run did not keep that point. */
    private static double errorAt(List<CSVRecord> curve, double at) {
        for (CSVRecord r : curve) {
            if (Double.parseDouble(r.get("pn_iteration")) == at) {
                return Double.parseDouble(r.get("error_rate"));
            }
        }
        return Double.NaN;
    }

    // ---- Primanita et al. 2020 ----

    private Results connectFour() {
        return withChecks("connect4", GameKind.CONNECT4);
    }

    /**
     * A run {@code name.csv}, with the larger exact solves of {@code name-checks.csv} (when shipped:
     * PNS and df-pn at the paper's node limit) added as more configurations on the same positions:
     * they check the pr conclusions that no solve of the run proved or disproved (the exact reference
     * ran out within the run's limits).
     */
    private Results withChecks(String name, GameKind game) {
        Results sweep = results(name + ".csv", game);
        if (Reproduction.class.getResource(BASE + name + "-checks.csv") == null) {
            return sweep;
        }
        Results checks = results(name + "-checks.csv", game);
        Map<String, Integer> index = new HashMap<>();
        for (TaskResult t : sweep.all()) {
            index.putIfAbsent(t.position(), t.positionIndex());
        }
        int extra = sweep.labels().size();
        List<TaskResult> all = new ArrayList<>(sweep.all());
        for (TaskResult t : checks.all()) {
            Integer at = index.get(t.position());
            if (at == null) {
                throw new IllegalStateException(name + "-checks.csv solves " + t.position() + ", which " + name + ".csv does not hold");
            }
            all.add(new TaskResult(at, extra + t.configIndex(), t.position(), t.outcome(), t.prConclusion(), t.exactOutcome(), t.limit(),
                    t.bestMove(), t.iterations(), t.nodes(), t.expanded(), t.playouts(), t.timeMs(), t.rootValue(), t.trace()));
        }
        List<String> labels = new ArrayList<>(sweep.labels());
        List<String> algorithms = new ArrayList<>(sweep.algorithms());
        for (int c = 0; c < checks.labels().size(); c++) {
            labels.add(checks.labels().get(c) + " (check)");
            algorithms.add(checks.algorithms().get(c));
        }
        return new Results(game, new ResultExport.ReadBack(labels, algorithms, all));
    }

    private void figure4() {
        Results res = connectFour();
        Comparison comparison = res.comparison();
        List<Row> rows = new ArrayList<>();
        for (String label : List.of("PNS", "MCPNS", "PPNS (theta 0.01)", "PPNS (theta 0.001, pr 0.001)")) {
            int c = res.labels().indexOf(label);
            if (c < 0) {
                throw new IllegalStateException("connect4.csv has no configuration " + label);
            }
            List<TaskResult> rs = res.of(c);
            rows.add(new Row(label, List.of(
                    cell("figure4", label, "concluded", share(rs.stream().filter(TaskResult::concluded).count(), rs.size())),
                    cell("figure4", label, "solved", String.valueOf(count(rs, "PROVED"))),
                    cell("figure4", label, "unsolved", String.valueOf(count(rs, "DISPROVED"))),
                    cell("figure4", label, "out", String.valueOf(count(rs, "OUT"))),
                    cell("figure4", label, "out stopped by", stoppedBy(rs)),
                    cell("figure4", label, "false conclusions", falseAndUnchecked(comparison, res, c)))));
        }
        tables.add(new Table("figure4", "Connect Four, 12 random plies: positions concluded",
                "Primanita, Khalid and Iida 2020, Figure 4 (and Figure 6 for pr)", connectFourRuns(),
                List.of("concluded", "solved", "unsolved", "out", "out stopped by", "false conclusions"), rows));
    }

    private void table1() {
        Results res = connectFour();
        Comparison comparison = res.comparison();
        List<Row> rows = new ArrayList<>();
        for (int c = 0; c < res.labels().size(); c++) {
            String label = res.labels().get(c);
            if (!"ppns".equals(res.algorithms().get(c)) || res.labels().get(c).endsWith("(check)")) {
                continue;
            }
            List<TaskResult> rs = res.of(c);
            rows.add(new Row(label, List.of(
                    cell("table1", label, "mean time (s)", String.format(Locale.ROOT, "%.3f", mean(rs, TaskResult::timeMs) / 1000)),
                    cell("table1", label, "mean nodes", whole(mean(rs, TaskResult::nodes))),
                    cell("table1", label, "concluded", share(rs.stream().filter(TaskResult::concluded).count(), rs.size())),
                    cell("table1", label, "false conclusions", falseAndUnchecked(comparison, res, c)))));
        }
        tables.add(new Table("table1", "PPNS theta x pr on Connect Four: one sweep, every pr conclusion checked",
                "Primanita, Khalid and Iida 2020, Table 1 and Figure 6", connectFourRuns(),
                List.of("mean time (s)", "mean nodes", "concluded", "false conclusions"), rows));
    }

    private List<Run> connectFourRuns() {
        return runsWithChecks("connect4");
    }

    private List<Run> runsWithChecks(String name) {
        List<Run> both = new ArrayList<>(runsFor(name + ".csv"));
        if (Reproduction.class.getResource(BASE + name + "-checks.csv") != null) {
            both.addAll(runsFor(name + "-checks.csv"));
        }
        return both;
    }

    private void figure5() {
        Map<String, List<CSVRecord>> byPosition = new LinkedHashMap<>();
        for (CSVRecord rec : records("figure5-trace.csv")) {
            byPosition.computeIfAbsent(rec.get("position"), k -> new ArrayList<>()).add(rec);
        }
        List<Curve> lines = new ArrayList<>();
        for (Map.Entry<String, List<CSVRecord>> e : byPosition.entrySet()) {
            lines.add(new Curve("PPNS root p, position " + e.getKey(), e.getValue().stream()
                    .map(r -> new double[] {Double.parseDouble(r.get("iteration")), Double.parseDouble(r.get("p"))}).toList()));
        }
        figures.add(new Figure("figure5", "Figure 5: the root's probability of a proof against the iterations",
                "Primanita, Khalid and Iida 2020, Figure 5", runsFor("figure5-trace.csv"), "iteration", "root p", false, lines));
    }

    private void othello() {
        List<Row> rows = new ArrayList<>();
        Map<String, List<double[]>> paperCurves = new LinkedHashMap<>();
        Map<String, List<double[]>> ourCurves = new LinkedHashMap<>();
        List<Run> used = new ArrayList<>();
        for (int stage : new int[] {18, 22, 26, 32, 36, 40}) {
            Results res = withChecks("othello-" + stage, GameKind.OTHELLO);
            Comparison comparison = res.comparison();
            used.addAll(runsWithChecks("othello-" + stage));
            for (int c = 0; c < res.labels().size(); c++) {
                if (res.labels().get(c).endsWith("(check)")) {
                    continue;
                }
                String name = res.algorithm(c).name();
                String label = stage + " moves, " + name;
                List<TaskResult> rs = res.of(c);
                long concluded = rs.stream().filter(TaskResult::concluded).count();
                rows.add(new Row(label, List.of(
                        cell("othello", label, "solved", String.valueOf(count(rs, "PROVED"))),
                        cell("othello", label, "unsolved", String.valueOf(count(rs, "DISPROVED"))),
                        cell("othello", label, "out", String.valueOf(count(rs, "OUT"))),
                        cell("othello", label, "completion", share(concluded, rs.size())),
                        cell("othello", label, "false conclusions", falseAndUnchecked(comparison, res, c)))));
                ourCurves.computeIfAbsent(name + " (ProofLab)", k -> new ArrayList<>())
                        .add(new double[] {stage, 100.0 * concluded / rs.size()});
                String p = paperValue("othello", label, "completion");
                if (p != null) {
                    paperCurves.computeIfAbsent(name + " (paper)", k -> new ArrayList<>())
                            .add(new double[] {stage, Double.parseDouble(p.replace("%", ""))});
                }
            }
        }
        tables.add(new Table("othello", "Othello stages: completion", "Primanita, Khalid and Iida 2020, Tables 2 and 3",
                used, List.of("solved", "unsolved", "out", "completion", "false conclusions"), rows));
        List<Curve> lines = new ArrayList<>();
        // "PNS (paper)" and "PNS (ProofLab)" in one colour, told apart by their dashes: six colours for three solvers
        // made the reader match each line by its legend.
        paperCurves.forEach((k, v) -> lines.add(new Curve(k, v, k.substring(0, k.lastIndexOf(" (")))));
        ourCurves.forEach((k, v) -> lines.add(new Curve(k, v, k.substring(0, k.lastIndexOf(" (")))));
        figures.add(new Figure("othello-completion", "Figures 7 and 8: completion against the number of random moves",
                "Primanita, Khalid and Iida 2020, Figures 7 and 8, Tables 2 and 3", used, "random moves", "completion (%)",
                false, lines));
    }

    private static String falseAndUnchecked(Comparison comparison, Results res, int c) {
        int wrong = comparison.configs().get(c).falseConclusions();
        long pr = res.of(c).stream().filter(t -> t.prConclusion() != null).count();
        if (pr == 0) {
            return String.valueOf(wrong);
        }
        int unchecked = Comparison.uncheckedConclusions(res.all(), c);
        return checkedText(wrong, pr, unchecked);
    }

    /**
     * The false conclusions among {@code pr} precision-rate conclusions, of which {@code unchecked} nothing exact
     * checked: counted against the checked ones only ("0 false of 2 checked; 12 of 14 pr conclusions unchecked"), since a 0
     * beside mostly unchecked conclusions read as a verdict on all of them.
     */
    static String checkedText(int wrong, long pr, long unchecked) {
        if (unchecked == 0) {
            return wrong + " false of " + pr + " pr conclusions, all checked";
        }
        if (unchecked == pr) {
            return pr + (pr == 1 ? " pr conclusion, not checked" : " pr conclusions, none checked");
        }
        return wrong + " false of " + (pr - unchecked) + " checked; " + unchecked + " of " + pr + " pr conclusions unchecked";
    }

    private static String stoppedBy(List<TaskResult> rs) {
        Map<String, Long> by = rs.stream().filter(t -> !t.concluded() && t.limit() != null)
                .collect(Collectors.groupingBy(TaskResult::limit, LinkedHashMap::new, Collectors.counting()));
        if (by.isEmpty()) {
            return NONE;
        }
        return by.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "));
    }

    // ---- helpers ----

    private Cell cell(String table, String row, String column, String prooflab) {
        String p = paperValue(table, row, column);
        return new Cell(p == null ? NONE : p, prooflab);
    }

    static String key(String table, String row, String column) {
        return table + "\u0000" + row + "\u0000" + column;
    }

    private List<Run> runsFor(String file) {
        Run run = runs.get(file);
        if (run == null) {
            throw new IllegalStateException("runs.csv does not say how " + file + " was made");
        }
        return List.of(run);
    }

    private static long count(List<TaskResult> rs, String answer) {
        return rs.stream().filter(t -> answer.equals(t.answer())).count();
    }

    private static double mean(List<TaskResult> rs, java.util.function.ToDoubleFunction<TaskResult> f) {
        return rs.stream().mapToDouble(f).average().orElse(Double.NaN);
    }

    /** 1 for the smallest value. */
    private static int rank(double[] values, int i) {
        int r = 1;
        for (double v : values) {
            if (v < values[i]) {
                r++;
            }
        }
        return r;
    }

    private static String share(long k, int n) {
        return String.format(Locale.ROOT, "%d of %d (%.1f%%)", k, n, 100.0 * k / n);
    }

    private static String percent(double rate) {
        return Double.isNaN(rate) ? NONE : String.format(Locale.ROOT, "%.1f%%", 100 * rate);
    }

    private static String whole(double v) {
        return Double.isNaN(v) ? NONE : String.format(Locale.ROOT, "%,.0f", v);
    }

    private static List<CSVRecord> records(String file) {
        try (Reader in = reader(file)) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(in).getRecords();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Reader reader(String file) {
        InputStream in = Reproduction.class.getResourceAsStream(BASE + file);
        if (in == null) {
            throw new IllegalStateException("the reproduction file " + file + " is not on the classpath (docs/reproduction/)");
        }
        return new InputStreamReader(in, StandardCharsets.UTF_8);
    }

    private static Results results(String file, GameKind game) {
        try (Reader in = reader(file)) {
            return new Results(game, ResultExport.readCsv(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One run's solves, by configuration. */
    private record Results(GameKind game, ResultExport.ReadBack read) {
        List<String> labels() {
            return read.labels();
        }

        List<String> algorithms() {
            return read.algorithms();
        }

        Algorithm algorithm(int c) {
            return Algorithm.byId(read.algorithms().get(c));
        }

        List<TaskResult> all() {
            return read.results();
        }

        List<TaskResult> of(int c) {
            return read.results().stream().filter(t -> t.configIndex() == c).toList();
        }

        /** The classroom's comparison of these solves (its counts of false conclusions). */
        Comparison comparison() {
            List<AlgorithmConfig> configs = new ArrayList<>();
            for (int c = 0; c < labels().size(); c++) {
                configs.add(new AlgorithmConfig(labels().get(c), algorithm(c), SearchParameters.defaults(game)));
            }
            List<String> positions = read.results().stream().collect(Collectors.toMap(TaskResult::positionIndex,
                    TaskResult::position, (a, b) -> a, java.util.TreeMap::new)).values().stream().toList();
            ExperimentDefinition.Compiled compiled = new ExperimentDefinition.Compiled(null, game, positions, configs, null);
            return Comparison.of(compiled, read.results());
        }
    }
}
