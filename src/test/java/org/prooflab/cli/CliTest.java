package org.prooflab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CliTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void solve_prints_one_json_object_with_the_documented_fields() {
        assertThat(run("solve", "--game", "pgame", "--position", "pgame:b=2,d=20,seed=0", "--algorithm", "pns", "--json")).isZero();
        assertThat(out()).startsWith("{\"game\":\"pgame\",\"position\":\"pgame:b=2,d=20,seed=0\",\"algorithm\":\"pns\"")
                .contains("\"outcome\":\"PROVED\"", "\"limit\":null", "\"value\":\"WIN\"", "\"bestMove\":\"0\"",
                        "\"iterations\":", "\"nodes\":", "\"playouts\":0", "\"timeMs\":");
        assertThat(out().lines()).hasSize(1);
    }

    @Test
    void a_full_value_solve_finds_a_draw() {
        // 3x3 boards cannot hold four in a row: every game is a draw.
        assertThat(run("solve", "--game", "connect4", "--position", "3x3:1", "--algorithm", "ppns", "--value", "full", "--json")).isZero();
        assertThat(out()).contains("\"outcome\":\"DISPROVED\"", "\"value\":\"DRAW\"");
    }

    @Test
    void ppns_with_a_precision_rate_reports_its_conclusion_apart() {
        assertThat(run("solve", "--game", "pgame", "--position", "pgame:b=2,d=20,seed=1", "--algorithm", "ppns", "--pr", "0.05",
                "--theta", "0.05", "--json")).isZero();
        // pgame:b=2,d=20,seed=1 is not a MAX win (pgame-spec.md): the search stops at pr, unproved, and
        // concludes what the exact solver proves.
        assertThat(out()).contains("\"outcome\":\"OUT\"", "\"limit\":\"pr\"", "\"prConclusion\":\"DISPROVED\"");
    }

    @Test
    void a_positions_file_is_solved_in_order_and_its_errors_name_the_line(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("positions.txt");
        Files.writeString(file, "# two trees\npgame:b=2,d=6,seed=1\npgame:b=2,d=6,seed=2\n");
        assertThat(run("solve", "--game", "pgame", "--positions", file.toString(), "--algorithm", "exact", "--json")).isZero();
        assertThat(out().lines()).hasSize(2);
        assertThat(out().lines().toList().get(0)).contains("seed=1");
        Files.writeString(file, "pgame:b=2,d=6,seed=1\npgame:b=2,d=66,seed=2\n");
        assertThat(run("solve", "--game", "pgame", "--positions", file.toString(), "--algorithm", "exact")).isEqualTo(2);
        assertThat(err()).contains("line 2").contains("1..64");
    }

    @Test
    void bad_input_exits_2_with_one_line_saying_what_is_allowed() {
        assertThat(run("solve", "--game", "chess", "--position", "e4", "--algorithm", "pns")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--position", "4458", "--algorithm", "pns")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--position", "44", "--algorithm", "pns", "--max-seconds", "-1")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--position", "44", "--algorithm", "pns", "--bogus", "1")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--algorithm", "pns")).isEqualTo(2);
        assertThat(err().lines()).hasSize(5);
        assertThat(err()).contains("allowed are pgame, connect4, othello", "'8' is not a column", "must be a number",
                "unknown option --bogus", "exactly one of --position");
        assertThat(err()).doesNotContain("Exception", "\tat ");
    }

    @Test
    void product_propagation_learns_priors_from_one_position_to_the_next(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("trees.txt");
        Files.writeString(file, "pgame:b=2,d=8,seed=1\npgame:b=2,d=8,seed=2\npgame:b=2,d=8,seed=3\n");
        assertThat(run("solve", "--game", "pgame", "--positions", file.toString(), "--algorithm", "pp", "--learn-priors", "--json")).isZero();
        assertThat(out().lines().toList().get(2)).containsPattern("\"learnedPatterns\":[1-9]");
        assertThat(run("solve", "--game", "pgame", "--positions", file.toString(), "--algorithm", "pns", "--learn-priors")).isEqualTo(2);
        assertThat(err()).contains("--learn-priors is for product propagation");
        assertThat(run("solve", "--game", "pgame", "--positions", file.toString(), "--algorithm", "pp", "--learn-priors",
                "--value", "full")).isEqualTo(2);
        assertThat(err()).contains("--learn-priors with --value full is not supported");
    }

    @Test
    void parameter_ranges_are_the_engine_s_and_are_explained() {
        assertThat(run("solve", "--game", "pgame", "--position", "pgame:b=2,d=4,seed=1", "--algorithm", "ppns", "--theta", "0.5")).isEqualTo(2);
        assertThat(run("solve", "--game", "pgame", "--position", "pgame:b=2,d=4,seed=1", "--algorithm", "ppns", "--playouts", "2.5")).isEqualTo(2);
        assertThat(run("solve", "--game", "pgame", "--position", "pgame:b=2,d=4,seed=1", "--algorithm", "pp", "--prior", "1")).isEqualTo(2);
        assertThat(err()).contains("--theta 0.5 is not allowed: it must be a number above 0 and below 0.5. PPNS:",
                "--playouts 2.5 is not allowed: it must be a whole number 1..10000", "--prior 1 is not allowed");
        // The largest allowed values are accepted.
        assertThat(run("solve", "--game", "pgame", "--position", "pgame:b=2,d=4,seed=1", "--algorithm", "ppns", "--theta", "0.4999",
                "--json")).isZero();
        assertThat(out()).contains("\"theta\":0.4999");
    }

    @Test
    void the_error_trace_prints_song_s_error_rate_after_each_iteration(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("trees.txt");
        // seed=0: MAX wins only by move 0; seed=1: MAX cannot win (pgame-spec.md).
        Files.writeString(file, "pgame:b=2,d=20,seed=0\npgame:b=2,d=20,seed=1\n");
        assertThat(run("solve", "--game", "pgame", "--positions", file.toString(), "--algorithm", "mcts", "--error-trace",
                "--max-iterations", "30")).isZero();
        List<String> rows = out().lines().toList();
        assertThat(rows).hasSize(31);
        assertThat(rows.get(0)).isEqualTo("iteration,pnIteration,errorRate");
        assertThat(rows.get(2)).startsWith("2,1,");
        for (String row : rows.subList(1, rows.size())) {
            double rate = Double.parseDouble(row.split(",")[2]);
            // One tree can be wrong at most: the lost one never is.
            assertThat(rate).as(row).isIn(0.0, 0.5);
        }
        assertThat(run("solve", "--game", "pgame", "--positions", file.toString(), "--algorithm", "mcts", "--error-trace")).isEqualTo(2);
        assertThat(err()).contains("--error-trace needs --max-iterations");
    }

    @Test
    void mcts_solvers_report_pn_equivalent_iterations_and_their_playouts_a_node() {
        assertThat(run("solve", "--game", "pgame", "--position", "pgame:b=8,d=8,seed=2", "--algorithm", "uct", "--max-iterations", "80",
                "--json")).isZero();
        assertThat(out()).contains("\"playouts\":10,", "\"c\":1.4142135623730951", "\"iterations\":80,", "\"pnIterations\":10,",
                "\"playouts\":800");
    }

    @Test
    void limits_beyond_the_heap_are_refused_before_any_search() {
        assertThat(run("experiment", "--game", "othello", "--count", "2", "--max-nodes", "200000000", "--threads", "256")).isEqualTo(2);
        assertThat(err()).contains("needs about").contains("lower --max-nodes");
    }

    @Test
    void an_experiment_writes_a_csv_and_a_summary_table(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("results.csv");
        assertThat(run("experiment", "--game", "connect4", "--random-moves", "12", "--count", "4", "--seed", "1",
                "--algorithms", "pns,ppns", "--max-nodes", "20000", "--max-seconds", "5", "--threads", "2",
                "--playouts", "4", "--out", csv.toString())).isZero();
        assertThat(Files.readAllLines(csv)).hasSize(1 + 8);
        assertThat(out()).contains("algorithm", "solved", "unsolved", "completion", "pns", "ppns");
        assertThat(err()).contains("8/8 solves");
    }

    @Test
    void bench_prints_one_json_row_per_set_and_algorithm() {
        assertThat(run("bench", "--seconds", "0.05", "--sets", "c4-12ply", "--algorithms", "pns,ppns", "--json")).isZero();
        assertThat(out().lines()).hasSize(2);
        assertThat(out()).contains("\"set\":\"c4-12ply\"", "\"bytesPerNode\":23");
        List<String> rows = out().lines().toList();
        assertThat(rows.get(0)).contains("\"algorithm\":\"pns\"", "\"playoutsPerSecond\":0,").containsPattern("\"nodesPerSecond\":[1-9]");
        assertThat(rows.get(1)).contains("\"algorithm\":\"ppns\"").containsPattern("\"nodesPerSecond\":[1-9]")
                .containsPattern("\"playoutsPerSecond\":[1-9]");
    }
}
