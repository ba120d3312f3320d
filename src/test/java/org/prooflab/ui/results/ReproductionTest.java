package org.prooflab.ui.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.ApiProblem;
import org.prooflab.classroom.domain.ResultExport;
import org.prooflab.classroom.domain.TaskResult;

class ReproductionTest {
    private static final Path DOCS = Path.of("docs", "reproduction");
    /** The Primanita et al. 2020 runs that may have a {@code -checks} run beside them. */
    private static final List<String> PRIMANITA_RUNS = List.of("connect4", "othello-18", "othello-22", "othello-26",
            "othello-32", "othello-36", "othello-40");

    private final Reproduction r = Reproduction.load();

    private static List<TaskResult> solves(String file) throws Exception {
        try (Reader in = Files.newBufferedReader(DOCS.resolve(file))) {
            return ResultExport.readCsv(in).results();
        }
    }

    private static Set<String> positions(List<TaskResult> solves) {
        Set<String> p = new HashSet<>();
        solves.forEach(t -> p.add(t.position()));
        return p;
    }

    /**
     * Each reading of the error-rate table is a point its run kept, recomputed here from the CSV: the column "after 10"
     * showed the point at iteration 1, the last kept (every 25th) at or before 10.
     */
    @Test
    void the_error_rate_table_reads_points_the_runs_kept() throws Exception {
        Reproduction.Table t = r.tables().stream().filter(x -> x.id().equals("song-error")).findFirst().orElseThrow();
        int checked = 0;
        for (String file : List.of("song-2x20-error.csv", "song-8x8-error.csv")) {
            String tree = file.contains("2x20") ? "2x20" : "8x8";
            List<CSVRecord> rows;
            try (Reader in = Files.newBufferedReader(Path.of("docs", "reproduction", file))) {
                rows = CSVFormat.DEFAULT.builder().setHeader().setCommentMarker('#').get().parse(in).getRecords();
            }
            for (int c = 0; c < t.columns().size(); c++) {
                String column = t.columns().get(c);
                if (!column.startsWith(tree + " after ")) {
                    continue;
                }
                double at = Double.parseDouble(column.substring((tree + " after ").length()).replace(",", ""));
                for (Reproduction.Row row : t.rows()) {
                    CSVRecord kept = rows.stream().filter(x -> org.prooflab.classroom.domain.ResultExport.currentLabel(x.get("config"), x.get("algorithm")).equals(row.label())
                            && Double.parseDouble(x.get("pn_iteration")) == at).findFirst().orElse(null);
                    assertThat(kept).as(file + " keeps " + row.label() + " at " + at).isNotNull();
                    assertThat(row.cells().get(c).prooflab()).as(row.label() + ", " + column)
                            .isEqualTo(String.format(java.util.Locale.ROOT, "%.1f%%", 100 * Double.parseDouble(kept.get("error_rate"))));
                    checked++;
                }
            }
        }
        assertThat(checked).as("readings checked: four a tree size, five solvers").isEqualTo(2 * 4 * 5);
    }

    @Test
    void false_conclusions_are_counted_against_the_checked_ones() {
        assertThat(Reproduction.checkedText(0, 14, 12)).isEqualTo("0 false of 2 checked; 12 of 14 pr conclusions unchecked");
        assertThat(Reproduction.checkedText(1, 73, 0)).isEqualTo("1 false of 73 pr conclusions, all checked");
        assertThat(Reproduction.checkedText(0, 5, 5)).isEqualTo("5 pr conclusions, none checked");
    }

    @Test
    void every_number_of_the_papers_is_shown_beside_a_prooflab_cell() {
        assertThat(r.unshownPaperValues()).as("paper-values.csv rows whose table, row or column matches no cell").isEmpty();
    }

    @Test
    void docs_reproduction_md_shows_the_same_tables_as_the_page() throws Exception {
        String doc = Files.readString(Path.of("docs", "reproduction.md"));
        for (Reproduction.Table t : r.tables()) {
            assertThat(doc).as("docs/reproduction.md holds table " + t.id() + " as the runs give it "
                    + "(refresh with: java -cp target/classes:... org.prooflab.ui.results.Reproduction)")
                    .contains("<!-- table " + t.id() + " -->\n" + Reproduction.markdown(t));
        }
    }

    @Test
    void every_table_has_a_prooflab_value_in_each_cell_and_the_command_that_repeats_it() {
        assertThat(r.tables()).extracting(Reproduction.Table::id)
                .containsExactly("song-2x20", "song-8x8", "song-error", "figure4", "table1", "othello");
        for (Reproduction.Table t : r.tables()) {
            assertThat(t.rows()).as(t.id()).isNotEmpty();
            for (Reproduction.Row row : t.rows()) {
                assertThat(row.cells()).as(t.id() + " " + row.label()).hasSameSizeAs(t.columns());
            }
            assertThat(t.runs()).as(t.id()).isNotEmpty().allSatisfy(run -> {
                assertThat(run.command()).startsWith("java -jar target/prooflab.jar ");
                assertThat(Files.exists(Path.of("docs", "reproduction", run.file()))).as(run.file()).isTrue();
            });
        }
        for (Reproduction.Figure f : r.figures()) {
            assertThat(f.curves()).as(f.id()).isNotEmpty().allSatisfy(c -> assertThat(c.points()).as(f.id() + " " + c.label()).isNotEmpty());
        }
    }

    /**
     * The {@code -checks} runs give exactly the positions whose pr conclusions nothing in their run
     * proved or disproved (the exact reference ran out and no configuration proved the position) a
     * PNS and a df-pn solve at the paper's 8,000,000 nodes (df-pn's table gets the same memory); a run
     * that leaves none unchecked has no checks run.
     */
    @Test
    void each_checks_run_solves_exactly_the_positions_whose_pr_conclusions_its_run_left_unchecked() throws Exception {
        for (String name : PRIMANITA_RUNS) {
            List<TaskResult> run = solves(name + ".csv");
            Set<String> exact = new HashSet<>();
            for (TaskResult t : run) {
                for (String o : new String[] {t.outcome(), t.exactOutcome()}) {
                    if ("PROVED".equals(o) || "DISPROVED".equals(o)) {
                        exact.add(t.position());
                    }
                }
            }
            Set<String> unchecked = new TreeSet<>();
            run.stream().filter(t -> t.prConclusion() != null && !exact.contains(t.position())).forEach(t -> unchecked.add(t.position()));
            Path checks = DOCS.resolve(name + "-checks.csv");
            if (unchecked.isEmpty()) {
                assertThat(checks).as(name + " leaves no pr conclusion unchecked").doesNotExist();
                continue;
            }
            assertThat(checks).as(name + " leaves " + unchecked.size() + " positions' pr conclusions unchecked").exists();
            List<TaskResult> checked = solves(name + "-checks.csv");
            for (int config = 0; config < 2; config++) {
                int c = config;
                assertThat(checked.stream().filter(t -> t.configIndex() == c).map(TaskResult::position))
                        .as(name + "-checks.csv, configuration " + c).containsExactlyElementsOf(unchecked);
            }
            assertThat(checked).extracting(TaskResult::configIndex).as(name + "-checks.csv: two configurations").containsOnly(0, 1);
            assertThat(Files.readAllLines(checks)).as(name + "-checks.csv: PNS and df-pn at 8,000,000 nodes")
                    .anySatisfy(l -> assertThat(l).startsWith("# definition:")
                            .contains("\"algorithms\":[{\"algorithm\":\"pns\",\"parameters\":{}},{\"algorithm\":\"dfpn\",\"parameters\":{}}]")
                            .contains("\"maxNodes\":8000000"));
        }
    }

    /** runs.csv's scale text, which the Results page shows, names as many positions as the run's CSV holds. */
    @Test
    void the_scale_text_of_each_primanita_run_states_the_positions_its_csv_holds() throws Exception {
        List<CSVRecord> runs;
        try (Reader in = Files.newBufferedReader(DOCS.resolve("runs.csv"))) {
            runs = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(in).getRecords();
        }
        List<String> seen = new ArrayList<>();
        for (CSVRecord run : runs) {
            String file = run.get("file");
            String name = file.replace(".csv", "");
            if (PRIMANITA_RUNS.contains(name)) {
                int n = positions(solves(file)).size();
                assertThat(run.get("scale")).as(file).startsWith(n + " positions")
                        .contains(n == 200 ? n + " positions, the paper's count" : n + " positions (the paper has 200 a stage)");
                seen.add(name);
            } else if (name.endsWith("-checks") && PRIMANITA_RUNS.contains(name.replace("-checks", ""))) {
                int n = positions(solves(file)).size();
                assertThat(run.get("scale")).as(file).contains("on the " + n + " positions of " + name.replace("-checks", ".csv"));
                seen.add(name);
            }
        }
        assertThat(seen).as("runs.csv describes every Primanita run").containsAll(PRIMANITA_RUNS);
    }

    @Test
    void every_file_a_runs_command_reads_is_offered_beside_it_and_served() throws Exception {
        // The commands read definitions and positions the page did not offer: without the repository they could not run.
        List<String> offered = new ArrayList<>();
        List<Reproduction.Run> runs = new ArrayList<>();
        r.tables().forEach(t -> runs.addAll(t.runs()));
        r.figures().forEach(f -> runs.addAll(f.runs()));
        assertThat(runs).isNotEmpty();
        for (Reproduction.Run run : runs) {
            List<String> names = ResultsView.companions(run).stream().map(f -> f[0]).toList();
            offered.addAll(names);
            for (String word : run.command().split("\\s+")) {
                if (word.endsWith(".json") || word.endsWith(".txt") && !word.equals(run.file())) {
                    assertThat(names).as(run.command()).contains(word);
                }
            }
            assertThat(ReproductionFiles.shipped(run.file())).as(run.file()).isTrue();
        }
        assertThat(offered).contains("connect4.json", "figure5-positions.txt", "song-2x20.txt");
        ReproductionFiles files = new ReproductionFiles();
        var csv = files.file("song-2x20.csv");
        assertThat(csv.getStatusCode().value()).isEqualTo(200);
        assertThat(new String(csv.getBody(), java.nio.charset.StandardCharsets.UTF_8))
                .isEqualTo(Files.readString(DOCS.resolve("song-2x20.csv")));
        assertThat(csv.getHeaders().getContentDisposition().getFilename()).isEqualTo("song-2x20.csv");
        for (String refused : List.of("..%2Fpom.xml", "../reproduction.md", "reproduction.md", "nothing.csv", "Song.csv")) {
            assertThatThrownBy(() -> files.file(refused)).as(refused).isInstanceOfSatisfying(ApiProblem.class,
                    e -> assertThat(e.status().value()).isEqualTo(404));
        }
    }
}
