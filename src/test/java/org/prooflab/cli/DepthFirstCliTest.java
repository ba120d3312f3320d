package org.prooflab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** df-pn and df-PPNS from the command line: solve, the table budget flag, and the precision rate. */
class DepthFirstCliTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void dfpn_and_dfppns_solve_as_the_exact_solver_does() {
        // The exact solver reads no table size (the option is refused there, not ignored).
        assertThat(run("solve", "--game", "connect4", "--position", "5x4:3321", "--algorithm", "exact", "--value", "full", "--json")).isZero();
        for (String algorithm : new String[] {"dfpn", "dfppns"}) {
            assertThat(run("solve", "--game", "connect4", "--position", "5x4:3321", "--algorithm", algorithm, "--value", "full",
                    "--table-bytes", "1000000", "--json")).isZero();
        }
        String[] lines = out.toString(StandardCharsets.UTF_8).lines().toArray(String[]::new);
        assertThat(lines).hasSize(3);
        String value = lines[0].replaceAll(".*\"value\":\"([A-Z]+)\".*", "$1");
        assertThat(value).isIn("WIN", "DRAW", "LOSS");
        assertThat(lines[1]).contains("\"algorithm\":\"dfpn\"", "\"parameters\":{\"table-bytes\":1000000}", "\"value\":\"" + value + "\"");
        assertThat(lines[2]).contains("\"algorithm\":\"dfppns\"", "\"table-bytes\":1000000", "\"value\":\"" + value + "\"");
    }

    @Test
    void dfppns_with_a_precision_rate_reports_its_conclusion_apart() {
        assertThat(run("solve", "--game", "pgame", "--position", "pgame:b=2,d=20,seed=1", "--algorithm", "dfppns", "--pr", "0.05",
                "--theta", "0.05", "--json")).isZero();
        // A stop at pr is no proof: the outcome stays OUT and the conclusion follows the root's side of pr.
        String line = out.toString(StandardCharsets.UTF_8);
        assertThat(line).contains("\"outcome\":\"OUT\"", "\"limit\":\"pr\"");
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("\"rootValue\":([0-9.Ee-]+),\"prConclusion\":\"(PROVED|DISPROVED)\"").matcher(line);
        assertThat(m.find()).as(line).isTrue();
        double root = Double.parseDouble(m.group(1));
        assertThat(m.group(2)).isEqualTo(root >= 1 - 0.05 ? "PROVED" : "DISPROVED");
        assertThat(root >= 1 - 0.05 || root <= 0.05).as("the root crossed pr").isTrue();
    }

    @Test
    void a_table_budget_that_is_not_a_whole_number_of_bytes_is_refused_with_its_range() {
        assertThat(run("solve", "--game", "connect4", "--position", "44", "--algorithm", "dfpn", "--table-bytes", "1.5")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--table-bytes 1.5 is not allowed: it must be a whole number from 0 to 68,719,476,736");
    }

    @Test
    void an_experiment_from_flags_gives_the_table_budget_to_the_depth_first_solvers_only() {
        assertThat(run("experiment", "--game", "connect4", "--random-moves", "10", "--count", "3", "--algorithms", "pns,dfpn,dfppns",
                "--table-bytes", "2000000", "--max-nodes", "200000", "--max-seconds", "5", "--threads", "1")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("PNS  ", "df-pn (table-bytes 2000000)", "df-PPNS (table-bytes 2000000)");
    }

    @Test
    void a_table_budget_beyond_the_heap_is_refused_before_solving() {
        assertThat(run("solve", "--game", "connect4", "--position", "44", "--algorithm", "dfpn", "--table-bytes",
                String.valueOf(1L << 36))).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("needs about").contains("--table-bytes");
    }
}
