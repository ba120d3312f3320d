package org.prooflab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.prooflab.classroom.domain.ExperimentDefinition.PositionSet;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.search.Algorithm;

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
    void a_solve_a_limit_stopped_names_the_limit_as_the_pages_do() {
        // The start of Connect Four is far beyond 50 nodes; the JSON keeps the stored id, the text the pages' phrase.
        assertThat(run("solve", "--game", "connect4", "--position", "", "--algorithm", "pns", "--max-nodes", "50")).isZero();
        assertThat(out()).contains("OUT (node limit)");
        out.reset();
        assertThat(run("solve", "--game", "connect4", "--position", "", "--algorithm", "pns", "--max-nodes", "50", "--json")).isZero();
        assertThat(out()).contains("\"outcome\":\"OUT\"", "\"limit\":\"nodes\"");
    }

    @Test
    void a_solve_stopped_by_a_default_limit_says_it_was_the_default_and_how_to_raise_it() {
        // "OUT (node limit)" came from a limit never typed, said nowhere.
        assertThat(run("solve", "--game", "connect4", "--position", "4453", "--algorithm", "pns")).isZero();
        assertThat(out()).contains("  pns  OUT (node limit: 1,000,000 by default; raise it with --max-nodes)  ");
        out.reset();
        // A limit the user set is theirs: named alone. JSON keeps its shape.
        assertThat(run("solve", "--game", "connect4", "--position", "4453", "--algorithm", "pns", "--max-nodes", "50")).isZero();
        assertThat(out()).contains("  pns  OUT (node limit)  ");
        out.reset();
        assertThat(run("solve", "--game", "connect4", "--position", "4453", "--algorithm", "pns", "--max-nodes", "1,000,000",
                "--max-seconds", "60", "--json")).isZero();
        assertThat(out()).contains("\"outcome\":\"OUT\",\"limit\":\"nodes\",").doesNotContain("default");
        out.reset();
        // and help says the defaults
        assertThat(run("help", "solve")).isZero();
        assertThat(out()).contains("[--max-nodes N] [--max-seconds S]  (without them: 1,000,000 nodes, 60 s)");
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
        // The search stops at pr, unproved: its conclusion (a guess from the root probability, which
        // a different playout stream may turn either way) is reported apart from the outcome.
        assertThat(out()).contains("\"outcome\":\"OUT\"", "\"limit\":\"pr\"")
                .containsPattern("\"rootValue\":0\\.9[5-9]\\d*,\"prConclusion\":\"PROVED\"|\"rootValue\":0\\.0[0-5]\\d*,\"prConclusion\":\"DISPROVED\"");
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
        assertThat(err()).contains("line 2").contains("from 1 to 64");
    }

    @Test
    void bad_input_exits_2_with_one_line_saying_what_is_allowed() {
        assertThat(run("solve", "--game", "chess", "--position", "e4", "--algorithm", "pns")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--position", "4458", "--algorithm", "pns")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--position", "44", "--algorithm", "pns", "--max-seconds", "-1")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--position", "44", "--algorithm", "pns", "--bogus", "1")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--algorithm", "pns")).isEqualTo(2);
        // A finished game, refused as the lab and the classroom refuse it (it was "DISPROVED ... 1 nodes").
        assertThat(run("solve", "--game", "connect4", "--position", "1212121", "--algorithm", "pns")).isEqualTo(2);
        assertThat(err().lines()).hasSize(6);
        assertThat(err()).contains("allowed are pgame, connect4, othello", "'8' is not a column", "must be a number",
                "unknown option --bogus", "exactly one of --position",
                "Connect Four position '1212121': the game is over in this position, so there is nothing to solve; give a position where "
                        + "the game goes on");
        assertThat(err()).doesNotContain("Exception", "\tat ");
    }

    @Test
    void a_seed_is_read_as_the_lab_and_the_classroom_read_it_and_refused_in_their_words() {
        String[] grouped = {"solve", "--game", "pgame", "--position", "pgame:b=2,d=8,seed=1", "--algorithm", "mcpns",
            "--max-iterations", "20", "--json", "--seed", "1,000"};
        assertThat(run(grouped)).isZero();
        String first = out().replaceAll("\"timeMs\":[\\d.]+", "");
        out.reset();
        grouped[grouped.length - 1] = "1000";
        assertThat(run(grouped)).isZero();
        assertThat(out().replaceAll("\"timeMs\":[\\d.]+", "")).isEqualTo(first);
        grouped[grouped.length - 1] = "-1";
        assertThat(run(grouped)).isEqualTo(2);
        assertThat(err()).contains("--seed -1 is not allowed: it must be a whole number from 0 to 18,446,744,073,709,551,615");
    }

    @Test
    void version_says_the_build_and_the_runtime_without_starting_the_web_app() {
        // --version starts with "--" as the web app's options do; it printed nothing and started a server.
        assertThat(Cli.isCliInvocation(new String[] {"--version"})).isTrue();
        for (String verb : new String[] {"version", "--version"}) {
            out.reset();
            assertThat(run(verb)).isZero();
            assertThat(out()).matches("ProofLab \\S+, commit .+; Java " + java.util.regex.Pattern.quote(Runtime.version().toString())
                    + " \\(.*\\), " + Runtime.getRuntime().availableProcessors() + " cores\\R");
        }
    }

    @Test
    void version_help_and_the_preset_list_refuse_what_they_do_not_read() {
        // Each printed its answer and dropped the rest without a word.
        assertThat(run("version", "--json")).isEqualTo(2);
        assertThat(run("--version", "--bogus", "x")).isEqualTo(2);
        assertThat(run("help", "solve", "--json")).isEqualTo(2);
        assertThat(run("help", "sovle")).isEqualTo(2);
        assertThat(run("experiment", "--list-presets", "--preset", "song-8x8", "--learn-priors")).isEqualTo(2);
        assertThat(err().lines()).containsExactly(
                "prooflab version: version takes nothing after it (it prints the build, Java and the cores): drop '--json'",
                "prooflab --version: --version takes nothing after it (it prints the build, Java and the cores): drop '--bogus'"
                        + " and 'x'",
                "prooflab help: help solve takes nothing after it (it shows one command's help): drop '--json'",
                "prooflab help: there is no command 'sovle' to help with: the commands are solve, experiment, bench, version and"
                        + " help; help alone shows them all",
                "prooflab experiment: --list-presets only lists the presets: drop --preset and --learn-priors");
        assertThat(out()).isEmpty();
        // help solve shows solve's usage, as solve --help does, and not the other commands'
        assertThat(run("help", "solve")).isZero();
        String solve = out();
        out.reset();
        assertThat(run("solve", "--help")).isZero();
        assertThat(out()).isEqualTo(solve);
        assertThat(solve).startsWith("ProofLab command line").contains("  solve       --game", "Positions:")
                .doesNotContain("experiment  ", "bench  ");
        out.reset();
        assertThat(run("help")).isZero();
        assertThat(out()).contains("  solve  ", "  experiment  ", "  bench  ", "  version  ", "  help  ", "Positions:");
    }

    @Test
    void a_misspelt_command_is_answered_not_taken_for_the_web_app() {
        // The web app takes options only: any other first word is a command, known or not.
        assertThat(Cli.isCliInvocation(new String[] {"sovle", "--game", "connect4"})).isTrue();
        assertThat(Cli.isCliInvocation(new String[] {"-h"})).isTrue();
        assertThat(Cli.isCliInvocation(new String[] {"--server.port=8090"})).isFalse();
        assertThat(Cli.isCliInvocation(new String[] {})).isFalse();
        assertThat(run("sovle", "--game", "connect4")).isEqualTo(2);
        assertThat(err().lines()).containsExactly("prooflab sovle: unknown command; the commands are solve, experiment, bench, version and help"
                + " (java -jar prooflab.jar with no command, or with --options only, starts the web app)");
        assertThat(run("-h")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("ProofLab command line");
        // an algorithm by the name the pages show, as well as by its id
        out.reset();
        assertThat(run("solve", "--game", "pgame", "--position", "pgame:b=2,d=4,seed=1", "--algorithm", "PN-search")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("  pns  ");
        // a command's --help is help, not an unknown option
        for (String command : new String[] {"solve", "experiment", "bench"}) {
            out.reset();
            assertThat(run(command, "--game", "connect4", "--help")).isZero();
            assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("ProofLab command line");
        }
        assertThat(err().lines()).hasSize(1);
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
        assertThat(run("solve", "--game", "pgame", "--position", "pgame:b=2,d=4,seed=1", "--algorithm", "uct", "--c", "1e9")).isEqualTo(2);
        assertThat(err()).contains("--c 1e9 is not allowed: it must be a number from 0 to 1,000,000. UCT solver:",
                "--theta 0.5 is not allowed: it must be a number above 0 and below 0.5. PPNS:",
                "--playouts 2.5 is not allowed: it must be a whole number from 1 to 10,000", "--prior 1 is not allowed");
        // The largest allowed values are accepted.
        assertThat(run("solve", "--game", "pgame", "--position", "pgame:b=2,d=4,seed=1", "--algorithm", "ppns", "--theta", "0.4999",
                "--json")).isZero();
        assertThat(out()).contains("\"theta\":0.4999");
    }

    /** Flags of the experiment's flag form, as typed after "experiment". */
    private static Options flags(String... args) {
        return new Options(args, 0, FlagDefinition.OPTIONS, java.util.Set.of());
    }

    @Test
    void a_whole_number_flag_is_plain_digits_as_its_message_says() {
        // Integer.parseInt and Long.parseLong also read "+2" and other scripts' digits ("٢"), and Double.parseDouble,
        // which read the parameters, "10.0", "1e1", "0xAp0" and "10d" too: --tree +2x20 ran 2x20 trees.
        for (String tree : List.of("+2x20", "2x+20", "\u0662x20", "2x\uFF12\uFF10", "2x20x5")) {
            assertThatThrownBy(() -> FlagDefinition.of(flags("--game", "pgame", "--tree", tree)))
                    .hasMessage("--tree " + tree + " is not allowed: write BRANCHINGxDEPTH, as in --tree 2x20");
        }
        for (String count : List.of("+3", "\u0663", "3.0")) {
            assertThatThrownBy(() -> FlagDefinition.of(flags("--game", "pgame", "--count", count)))
                    .hasMessage("--count " + count + " is not allowed: it must be a whole number from 1 to 100,000");
        }
        for (String playouts : List.of("+10", "\u0661\u0660", "10.0", "1e1", "0xAp0", "10d")) {
            assertThatThrownBy(() -> SolverOptions.parameters(flags("--playouts", playouts), GameKind.PGAME))
                    .hasMessageStartingWith("--playouts " + playouts + " is not allowed: it must be a whole number from 1 to 10,000. ");
        }
        // Plain digits, perhaps grouped in threes by commas or by underscores, as every whole number typed by hand
        // is read (the lab and the classroom too); leading zeros are read.
        assertThat(FlagDefinition.of(flags("--game", "pgame", "--tree", "02x8", "--count", "1_000")).positions())
                .isEqualTo(PositionSet.pgame(2, 8, 1000, 1));
        assertThat(FlagDefinition.of(flags("--game", "pgame", "--count", "1,000")).positions().count()).isEqualTo(1000);
        assertThat(SolverOptions.parameters(flags("--playouts", "1_0"), GameKind.PGAME).playouts()).isEqualTo(10);
        assertThatThrownBy(() -> FlagDefinition.of(flags("--game", "pgame", "--count", "1,00")))
                .hasMessage("--count 1,00 is not allowed: it must be a whole number from 1 to 100,000");
    }

    @Test
    void a_number_past_the_largest_says_where_more_ends_and_each_verb_quotes_its_own_range() {
        // "it must be a whole number, 1 or more" beside 99999999999999999999, which is more.
        assertThatThrownBy(() -> SolverOptions.limits(flags("--max-iterations", "99999999999999999999")))
                .hasMessage("--max-iterations 99999999999999999999 is too large: it must be a whole number, 1 or more,"
                        + " at most 9,223,372,036,854,775,807");
        assertThatThrownBy(() -> SolverOptions.limits(flags("--max-iterations", "0")))
                .hasMessage("--max-iterations 0 is not allowed: it must be a whole number, 1 or more");
        // A range that names its top says nothing more.
        assertThatThrownBy(() -> SolverOptions.limits(flags("--max-nodes", "99999999999999999999")))
                .hasMessage("--max-nodes 99999999999999999999 is not allowed: it must be a whole number from 1 to 200,000,000");
        // An experiment given by flags quotes the same node range as solve; it said "1 or more" and refused 300,000,000 later.
        for (String nodes : List.of("0", "300,000,000")) {
            assertThatThrownBy(() -> FlagDefinition.of(flags("--game", "pgame", "--max-nodes", nodes)))
                    .hasMessage("--max-nodes " + nodes + " is not allowed: it must be a whole number from 1 to 200,000,000");
        }
    }

    @Test
    void an_algorithm_is_named_by_its_id_or_any_name_the_pages_show_and_an_experiment_lists_only_what_it_compares() {
        for (Algorithm a : Algorithm.values()) {
            for (String name : List.of(a.id(), a.displayName(), a.shortName(), " " + a.shortName().toUpperCase(java.util.Locale.ROOT))) {
                assertThat(SolverOptions.algorithms(name)).as(name).containsExactly(a);
            }
        }
        // The tables' labels, copied back into a command.
        assertThat(SolverOptions.algorithms("Pure MCTS,df-PPNS,PPNS")).containsExactly(Algorithm.MCTS, Algorithm.DFPPNS, Algorithm.PPNS);
        // An experiment's unknown name listed exact among the allowed, then refused it.
        assertThatThrownBy(() -> FlagDefinition.of(flags("--game", "pgame", "--algorithms", "pns,alphabeta")))
                .hasMessage("unknown algorithm 'alphabeta': allowed are pns, mcpns, ppns, pp, uct, mcts, dfpn, dfppns");
        assertThatThrownBy(() -> FlagDefinition.of(flags("--game", "pgame", "--algorithms", "pns,exact")))
                .hasMessage("'exact' is the exact reference, which checks results; it is not compared: "
                        + "allowed are pns, mcpns, ppns, pp, uct, mcts, dfpn, dfppns");
        assertThatThrownBy(() -> SolverOptions.algorithms("alphabeta"))
                .hasMessage("unknown algorithm 'alphabeta': allowed are pns, mcpns, ppns, pp, uct, mcts, dfpn, dfppns, exact");
    }

    @Test
    void a_position_refused_is_quoted_and_then_the_reason_after_a_colon() {
        assertThat(run("solve", "--game", "connect4", "--position", "0x4:1", "--algorithm", "pns")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--position", "4458", "--algorithm", "pns")).isEqualTo(2);
        // It read "Connect Four position '0x4:1' a 0x4 board ...".
        assertThat(err().lines().toList())
                .anyMatch(l -> l.startsWith("prooflab solve: Connect Four position '0x4:1': a 0x4 board "))
                .anyMatch(l -> l.startsWith("prooflab solve: Connect Four position '4458': at character 4: '8' is not a column"));
    }

    @Test
    void an_empty_value_is_named_as_no_value_with_what_is_allowed() {
        // "--max-nodes=" was quoted as a value: "--max-nodes  is not allowed", two spaces around nothing.
        for (String empty : List.of("", " ")) {
            assertThatThrownBy(() -> SolverOptions.limits(flags("--max-nodes", empty)))
                    .hasMessage("--max-nodes needs a value: it must be a whole number from 1 to 200,000,000");
            assertThatThrownBy(() -> SolverOptions.limits(flags("--max-seconds", empty)))
                    .hasMessage("--max-seconds needs a value: it must be a number from 0.001 to 31,536,000");
            assertThatThrownBy(() -> SolverOptions.parameters(flags("--theta", empty), GameKind.PGAME))
                    .hasMessageStartingWith("--theta needs a value: it must be a number above 0 and below 0.5. PPNS: ");
            assertThatThrownBy(() -> FlagDefinition.of(flags("--game", empty))).hasMessage("--game needs a value, as in --game connect4");
            assertThatThrownBy(() -> FlagDefinition.of(flags("--game", "pgame", "--tree", empty))).hasMessage("--tree needs a value");
            assertThatThrownBy(() -> FlagDefinition.of(flags("--game", "pgame", "--seed", empty)))
                    .hasMessage("--seed needs a value: it must be a whole number from 0 to 18,446,744,073,709,551,615");
        }
        assertThat(run("solve", "--game", "connect4", "--position", "4453", "--algorithm", "pns", "--max-nodes=")).isEqualTo(2);
        assertThat(run("experiment", "--game", "pgame", "--out=")).isEqualTo(2);
        assertThat(run("bench", "--sets=")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--algorithm", "pns", "--position")).isEqualTo(2);
        // Last on the line with nothing after it, as with nothing after its '=': what it allows is said too.
        assertThat(run("solve", "--game", "connect4", "--position", "4453", "--algorithm", "pns", "--max-nodes")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--position", "4453", "--algorithm")).isEqualTo(2);
        assertThat(err().lines()).containsExactly(
                "prooflab solve: --max-nodes needs a value: it must be a whole number from 1 to 200,000,000",
                "prooflab experiment: --out needs a value", "prooflab bench: --sets needs a value", "prooflab solve: --position needs a value",
                "prooflab solve: --max-nodes needs a value: it must be a whole number from 1 to 200,000,000",
                "prooflab solve: --algorithm needs a value, as in --algorithm pns");
        // An empty position is the start of the game, a value.
        assertThat(run("solve", "--game", "connect4", "--position=", "--algorithm", "pns", "--max-nodes", "50")).isZero();
        assertThat(out()).startsWith("(start)  pns  OUT");
    }

    @Test
    void a_decimal_flag_is_a_decimal_number_in_plain_digits_as_the_lab_reads_one() {
        // Double.parseDouble read "5d", "5f" and "0x1p2" as 5, 5 and 4 seconds, and "0.1f" as theta 0.1.
        for (String bad : List.of("5d", "5f", "0x1p2", "0.1f", "Infinity", "NaN", "\u0665")) {
            assertThatThrownBy(() -> SolverOptions.limits(flags("--max-seconds", bad)))
                    .hasMessage("--max-seconds " + bad + " is not allowed: it must be a number from 0.001 to 31,536,000");
            assertThatThrownBy(() -> SolverOptions.parameters(flags("--theta", bad), GameKind.PGAME))
                    .hasMessageStartingWith("--theta " + bad + " is not allowed: it must be a number above 0 and below 0.5. ");
        }
        // A decimal comma is named as what is wrong.
        assertThatThrownBy(() -> SolverOptions.limits(flags("--max-seconds", "1,5"))).hasMessage("--max-seconds 1,5 is not "
                + "allowed: a comma only groups thousands (1,000); write 1.5. It must be a number from 0.001 to 31,536,000");
        assertThatThrownBy(() -> SolverOptions.parameters(flags("--theta", "0,1"), GameKind.PGAME)).hasMessageStartingWith("--theta 0,1 "
                + "is not allowed: a comma only groups thousands (1,000); write 0.1. It must be a number above 0 and below 0.5. ");
        // A sign, a point and an exponent are a number's, as in the lab's fields.
        assertThat(SolverOptions.limits(flags("--max-seconds", "+1.5e1")).maxMillis()).isEqualTo(15_000);
        assertThat(SolverOptions.parameters(flags("--theta", ".5e-1"), GameKind.PGAME).theta()).isEqualTo(0.05);
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
        java.util.List<String> rows = Files.readAllLines(csv).stream().filter(l -> !l.startsWith("#")).toList();
        assertThat(rows).hasSize(1 + 8);
        assertThat(rows.getFirst()).startsWith("position_number,position,config_index,config,algorithm,outcome");
        assertThat(Files.readAllLines(csv).getFirst()).startsWith("# ProofLab classroom experiment");
        assertThat(out()).contains("configuration", "wins", "no win", "completion", "95% interval", "contradicted", "PNS",
                "PPNS (playouts 4)", "PNS vs PPNS (playouts 4)", "McNemar p", "completion by stage", "12 moves",
                "cross-check:");
        assertThat(err()).contains("8/8 solves");
    }

    private static final String DEFINITION = """
            {"name": "two by two", "game": "connect4",
             "positions": {"kind": "random", "count": 4, "seed": 1, "plies": 12},
             "algorithms": [{"algorithm": "pns"}, {"algorithm": "ppns", "parameters": {"playouts": 4}}],
             "limits": {"maxNodes": 20000, "maxSeconds": 5}}""";

    @Test
    void a_definition_file_gives_the_same_solves_as_the_same_experiment_in_flags(@TempDir Path dir) throws Exception {
        Path definition = dir.resolve("definition.json");
        Files.writeString(definition, DEFINITION);
        Path fromFile = dir.resolve("file.csv");
        Path json = dir.resolve("file.json");
        assertThat(run("experiment", "--definition", definition.toString(), "--threads", "2", "--out", fromFile.toString(),
                "--json", json.toString())).isZero();
        Path fromFlags = dir.resolve("flags.csv");
        assertThat(run("experiment", "--game", "connect4", "--random-moves", "12", "--count", "4", "--seed", "1",
                "--algorithms", "pns,ppns", "--max-nodes", "20000", "--max-seconds", "5", "--threads", "1",
                "--playouts", "4", "--out", fromFlags.toString())).isZero();
        // Times differ from run to run; everything a solve found must not.
        assertThat(withoutTimes(fromFile)).hasSize(1 + 8).isEqualTo(withoutTimes(fromFlags));
        var tree = tools.jackson.databind.json.JsonMapper.builder().build().readTree(Files.readString(json));
        assertThat(tree.get("definition").get("name").asString()).isEqualTo("two by two");
        assertThat(tree.get("results")).hasSize(8);
        assertThat(tree.get("summary")).hasSize(2);
        assertThat(tree.get("pairs").get(0).get("bothFinished").asInt()).isEqualTo(4);
    }

    /** The rows without the header block (its definition names the source) and without the time column. */
    private static java.util.List<String> withoutTimes(Path csv) throws Exception {
        int time = org.prooflab.classroom.domain.ResultExport.COLUMNS.indexOf("time_ms");
        return Files.readAllLines(csv).stream().filter(l -> !l.startsWith("#")).map(line -> {
            java.util.List<String> fields = new java.util.ArrayList<>(java.util.List.of(line.split(",", -1)));
            fields.remove(time);
            return String.join(",", fields);
        }).toList();
    }

    @Test
    void a_bad_definition_exits_2_with_each_problem_on_its_own_line(@TempDir Path dir) throws Exception {
        Path definition = dir.resolve("bad.json");
        Files.writeString(definition, DEFINITION.replace("\"count\": 4", "\"count\": 0").replace("\"maxNodes\": 20000",
                "\"maxNodes\": 0").replace("\"pns\"", "\"alphabeta\""));
        assertThat(run("experiment", "--definition", definition.toString())).isEqualTo(2);
        assertThat(err().lines().toList()).hasSize(4).first().asString().contains("cannot run (3 problems)");
        assertThat(err().lines().skip(1).toList()).anySatisfy(l -> assertThat(l).startsWith("positions.count: 0 positions"))
                .anySatisfy(l -> assertThat(l).startsWith("algorithms[0].algorithm: 'alphabeta' is not an algorithm"))
                .anySatisfy(l -> assertThat(l).startsWith("limits.maxNodes: 0 nodes is too few"));
        assertThat(out()).isEmpty();

        err.reset();
        Files.writeString(definition, DEFINITION.replace("\"maxNodes\": 20000", "\"maxNodes\": \"abc\""));
        assertThat(run("experiment", "--definition", definition.toString())).isEqualTo(2);
        assertThat(err().lines().toList()).containsExactly("prooflab experiment: the experiment cannot run (1 problem):",
                "limits.maxNodes: must be a whole number, not \"abc\"");

        // what cannot be read and the checks of what can, all at once (README), and a limit left out is missing, not 0
        err.reset();
        Files.writeString(definition, DEFINITION.replace("\"maxNodes\": 20000, \"maxSeconds\": 5", "\"maxNodes\": \"abc\"")
                .replace("\"two by two\"", "\"\"").replace("\"count\": 4", "\"count\": -2")
                .replace("[{\"algorithm\": \"pns\"}, {\"algorithm\": \"ppns\", \"parameters\": {\"playouts\": 4}}]", "[]"));
        assertThat(run("experiment", "--definition", definition.toString())).isEqualTo(2);
        assertThat(err().lines().toList()).containsExactly("prooflab experiment: the experiment cannot run (5 problems):",
                "limits.maxSeconds: is missing: give the most seconds each solve may take",
                "limits.maxNodes: must be a whole number, not \"abc\"",
                "name: give the experiment a name",
                "positions.count: -2 is not a number of positions: choose 1 to 100,000",
                "algorithms: choose at least one algorithm");

        err.reset();
        Files.writeString(definition, DEFINITION.replace("\"seed\": 1", "\"seed\": -1"));
        assertThat(run("experiment", "--definition", definition.toString())).isEqualTo(2);
        assertThat(err().lines().toList()).containsExactly("prooflab experiment: the experiment cannot run (1 problem):",
                "positions.seed: must be a whole number from 0 to 18,446,744,073,709,551,615, not -1");

        err.reset();
        Files.writeString(definition, DEFINITION.replace("\"playouts\": 4", "\"playouts\": 4, \"seed\": -1"));
        assertThat(run("experiment", "--definition", definition.toString())).isEqualTo(2);
        assertThat(err().lines().toList()).containsExactly("prooflab experiment: the experiment cannot run (1 problem):",
                "algorithms[1].seed: must be a whole number from 0 to 18,446,744,073,709,551,615, not -1");

        err.reset();
        assertThat(run("experiment", "--definition", dir.resolve("missing.json").toString())).isEqualTo(2);
        assertThat(run("experiment", "--definition", definition.toString(), "--game", "othello")).isEqualTo(2);
        assertThat(run("experiment", "--preset", "song-2x20", "--size", "huge")).isEqualTo(2);
        assertThat(run("experiment", "--preset", "chess")).isEqualTo(2);
        assertThat(err().lines()).hasSize(4);
        assertThat(err()).contains("cannot read the definition " + dir.resolve("missing.json") + ": there is no such file",
                "--game cannot be combined with --definition",
                "--size huge is not allowed: choose classroom or full", "--preset chess is not a preset: allowed are song-2x20")
                .doesNotContain("Exception", "\tat ");
    }

    @Test
    void an_output_path_that_cannot_be_written_is_refused_before_any_solve_and_a_file_that_cannot_be_read_says_why(
            @TempDir Path dir) throws Exception {
        // The path was first tried after every solve had run: a typo in --out cost the whole experiment.
        String[] experiment = {"experiment", "--game", "pgame", "--tree", "2x4", "--count", "2", "--algorithms", "pns"};
        Path missing = dir.resolve("no-such-dir").resolve("x.csv");
        assertThat(run(concat(experiment, "--out", missing.toString()))).isEqualTo(2);
        assertThat(run(concat(experiment, "--json", dir.toString()))).isEqualTo(2);
        assertThat(run(concat(experiment, "--error-trace", "10", "--out", missing.toString()))).isEqualTo(2);
        assertThat(err().lines()).containsExactly(
                "prooflab experiment: --out " + missing + ": there is no directory " + missing.getParent(),
                "prooflab experiment: --json " + dir + ": it is a directory; name a file in it",
                "prooflab experiment: --out " + missing + ": there is no directory " + missing.getParent());
        assertThat(err()).doesNotContain("solves");

        err.reset();
        Path binary = dir.resolve("binary.txt");
        Files.write(binary, new byte[] {(byte) 0xC3, (byte) 0x28, 0, 1});
        assertThat(run("solve", "--game", "connect4", "--positions", binary.toString(), "--algorithm", "pns")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--positions", dir.resolve("none.txt").toString(), "--algorithm", "pns")).isEqualTo(2);
        assertThat(err().lines()).containsExactly(
                "prooflab solve: cannot read the positions file " + binary + ": it is not UTF-8 text",
                "prooflab solve: cannot read the positions file " + dir.resolve("none.txt") + ": there is no such file");
    }

    @Test
    void an_output_that_is_another_output_or_the_file_read_is_refused_before_any_solve(@TempDir Path dir) throws Exception {
        // --json def.json replaced the definition with the results; --out r.csv --json ./r.csv wrote the CSV, then the
        // JSON over it, and named both files.
        Path definition = dir.resolve("def.json");
        Files.writeString(definition, DEFINITION);
        String def = definition.toString();
        String sameDef = dir.resolve(".").resolve("def.json").toString();
        Path csv = dir.resolve("r.csv");
        String sameCsv = dir.resolve(".").resolve("r.csv").toString();
        Path link = Files.createSymbolicLink(dir.resolve("link"), dir);
        assertThat(run("experiment", "--definition", def, "--json", def)).isEqualTo(2);
        assertThat(run("experiment", "--definition", def, "--out", sameDef)).isEqualTo(2);
        assertThat(run("experiment", "--definition", def, "--error-trace", "3", "--out", link.resolve("def.json").toString())).isEqualTo(2);
        assertThat(run("experiment", "--definition", def, "--out", csv.toString(), "--json", sameCsv)).isEqualTo(2);
        // through a link to the directory, before the file is made and after
        assertThat(run("experiment", "--definition", def, "--out", csv.toString(), "--json", link.resolve("r.csv").toString()))
                .isEqualTo(2);
        Files.writeString(csv, "kept");
        assertThat(run("experiment", "--definition", def, "--out", link.resolve("r.csv").toString(), "--json", csv.toString()))
                .isEqualTo(2);
        assertThat(err().lines()).containsExactly(
                "prooflab experiment: --json " + def + " is the --definition file: writing there would replace it; name another file",
                "prooflab experiment: --out " + sameDef + " is the --definition file: writing there would replace it; name another file",
                "prooflab experiment: --out " + link.resolve("def.json") + " is the --definition file: writing there would replace it;"
                        + " name another file",
                "prooflab experiment: --out " + csv + " and --json " + sameCsv + " are the same file: the second would overwrite the"
                        + " first; give each its own file",
                "prooflab experiment: --out " + csv + " and --json " + link.resolve("r.csv") + " are the same file: the second would"
                        + " overwrite the first; give each its own file",
                "prooflab experiment: --out " + link.resolve("r.csv") + " and --json " + csv + " are the same file: the second would"
                        + " overwrite the first; give each its own file");
        assertThat(Files.readString(definition)).isEqualTo(DEFINITION);
        assertThat(Files.readString(csv)).isEqualTo("kept");
        assertThat(out()).isEmpty();
        // Two files of their own are written, as before.
        assertThat(run("experiment", "--definition", def, "--out", csv.toString(), "--json", dir.resolve("r.json").toString()))
                .isZero();
        assertThat(Files.readString(csv)).startsWith("# ProofLab classroom experiment");
    }

    @Test
    void an_on_off_flag_with_a_value_is_refused_not_taken_for_on() {
        // --json=false printed JSON, --trace=no traced and --learn-priors=off learned.
        String[] solve = {"solve", "--game", "pgame", "--position", "pgame:b=2,d=4,seed=3"};
        assertThat(run(concat(solve, "--algorithm", "pns", "--json=false"))).isEqualTo(2);
        assertThat(run(concat(solve, "--algorithm", "pns", "--trace=no"))).isEqualTo(2);
        assertThat(run(concat(solve, "--algorithm", "pp", "--learn-priors=off"))).isEqualTo(2);
        assertThat(run("bench", "--seconds", "0.05", "--sets", "c4-12ply", "--algorithms", "pns", "--json=")).isEqualTo(2);
        assertThat(run("experiment", "--list-presets=yes")).isEqualTo(2);
        assertThat(err().lines()).containsExactly(
                "prooflab solve: --json takes no value: write --json to turn it on, or leave it out",
                "prooflab solve: --trace takes no value: write --trace to turn it on, or leave it out",
                "prooflab solve: --learn-priors takes no value: write --learn-priors to turn it on, or leave it out",
                "prooflab bench: --json takes no value: write --json to turn it on, or leave it out",
                "prooflab experiment: --list-presets takes no value: write --list-presets to turn it on, or leave it out");
        assertThat(out()).isEmpty();
    }

    @Test
    void an_option_given_twice_is_refused_not_read_as_the_last() {
        assertThat(run("solve", "--game", "connect4", "--position", "44", "--algorithm", "pns", "--max-nodes", "10",
                "--max-nodes", "20")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--position", "44", "--algorithm=pns", "--algorithm", "ppns")).isEqualTo(2);
        assertThat(err().lines()).containsExactly("prooflab solve: --max-nodes is given twice: keep one",
                "prooflab solve: --algorithm is given twice: keep one");
    }

    @Test
    void a_parameter_the_algorithm_does_not_read_is_refused_not_ignored() {
        assertThat(run("solve", "--game", "connect4", "--position", "44", "--algorithm", "pns", "--theta", "0.1")).isEqualTo(2);
        assertThat(err().lines()).singleElement().asString().startsWith("prooflab solve: --theta is not read by pns: it is for ")
                .contains("ppns");
        err.reset();
        assertThat(run("solve", "--game", "connect4", "--position", "44", "--algorithm", "ppns", "--theta", "0.1", "--playouts", "4"))
                .isZero();
        assertThat(err()).isEmpty();
        // experiment's flags too: the flag none of its algorithms reads was dropped, and the run went on as plain PNS.
        assertThat(run("experiment", "--game", "pgame", "--tree", "2x6", "--count", "3", "--algorithms", "pns",
                "--max-nodes", "1000", "--max-seconds", "1", "--theta", "0.01")).isEqualTo(2);
        assertThat(err().lines()).singleElement().asString()
                .isEqualTo("prooflab experiment: --theta is not read by pns: it is for ppns and dfppns");
        err.reset();
        // Read by one of them, it goes to that one; --seed draws the positions whatever the algorithms.
        assertThat(FlagDefinition.of(flags("--game", "pgame", "--tree", "2x6", "--count", "3",
                "--algorithms", "pns,ppns", "--theta", "0.01", "--seed", "5")).compile(
                org.prooflab.classroom.domain.ExperimentDefinition.Caps.COMMAND_LINE).configs())
                .extracting(org.prooflab.classroom.domain.AlgorithmConfig::label).containsExactly("PNS", "PPNS (seed 5, theta 0.01)");
    }

    private static String[] concat(String[] first, String... more) {
        return java.util.stream.Stream.concat(java.util.Arrays.stream(first), java.util.Arrays.stream(more)).toArray(String[]::new);
    }

    @Test
    void a_flag_experiment_names_the_flag_that_is_wrong() {
        assertThat(run("experiment", "--game", "pgame", "--tree", "2x99", "--count", "3")).isEqualTo(2);
        assertThat(run("experiment", "--game", "connect4", "--random-moves", "50", "--count", "3")).isEqualTo(2);
        assertThat(run("experiment", "--game", "connect4", "--random-moves", "-1", "--count", "3")).isEqualTo(2);
        assertThat(run("experiment", "--game", "othello", "--random-moves", "many", "--count", "3")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--position", "4453", "--algorithm", "ppns", "--pr", "0,001")).isEqualTo(2);
        assertThat(run("solve", "--game", "connect4", "--position", "4453", "--algorithm", "pns", "--max-seconds", "2,5")).isEqualTo(2);
        assertThat(run("solve", "--game", "othello", "--position", "XXXX", "--algorithm", "pns")).isEqualTo(2);
        assertThat(run("solve", "--frobnicate")).isEqualTo(2);
        assertThat(run("experiment", "--game", "connect4", "--count", "3", "--max-iterations", "-5")).isEqualTo(2);
        // Both ends answered in the game's range, as the classroom's form and API answer them.
        assertThat(err().lines().toList()).contains("--random-moves: 50 random moves is too many: choose 0 to 41 for Connect Four")
                .contains("--random-moves: -1 is not a number of random moves: choose 0 to 41 for Connect Four")
                .contains("prooflab experiment: --random-moves many is not allowed: it must be a whole number of random moves,"
                        + " 0 to 59 for Othello")
                // Quoted as typed, not lowered and cut; the options in alphabetical order.
                .anyMatch(l -> l.contains("'XX' is not a square: write a column a to h"))
                .anyMatch(l -> l.startsWith("prooflab solve: unknown option --frobnicate: allowed are --a, --algorithm, --c, "
                        + "--error-trace, --game, --json, --learn-priors, --max-iterations"))
                .anyMatch(l -> l.startsWith("prooflab solve: --pr 0,001 is not allowed: a comma only groups thousands (1,000); "
                        + "write 0.001. It must be "))
                .anyMatch(l -> l.startsWith("prooflab solve: --max-seconds 2,5 is not allowed: a comma only groups thousands "
                        + "(1,000); write 2.5. It must be a number from"))
                .contains("prooflab experiment: --max-iterations -5 is not allowed: it must be a whole number, 0 or more")
                .contains("--tree: depth d must be a whole number from 1 to 64, not 99");
        assertThat(FlagDefinition.flagOf("algorithms[2].theta")).isEqualTo("--theta");
        assertThat(FlagDefinition.flagOf("algorithms[0].algorithm")).isEqualTo("--algorithms");
        assertThat(FlagDefinition.flagOf("limits.maxNodes")).isEqualTo("--max-nodes");
        assertThat(FlagDefinition.flagOf("positions.branching")).isEqualTo("--tree");
    }

    @Test
    void an_experiment_without_one_names_the_three_ways_to_give_it() {
        // "--game is required" named only the flags, not --preset or --definition.
        assertThat(run("experiment")).isEqualTo(2);
        assertThat(run("experiment", "--threads", "1")).isEqualTo(2);
        assertThat(err().lines()).hasSize(2).allMatch(l -> l.equals("prooflab experiment: give the experiment: --preset ID (see"
                + " --list-presets), --definition FILE, or --game G with its flags, as in --game connect4 --count 20"));
    }

    @Test
    void presets_are_listed_and_chosen_by_id_and_size() {
        assertThat(run("experiment", "--list-presets")).isZero();
        for (org.prooflab.classroom.domain.Preset p : org.prooflab.classroom.domain.Presets.all()) {
            assertThat(out()).contains(p.id() + "  " + p.title(), p.scaling());
        }
        Preset2 full = new Preset2("primanita-connect4", "full");
        assertThat(ExperimentCommand.definition(full.options()).definition())
                .isEqualTo(org.prooflab.classroom.domain.Presets.byId("primanita-connect4").orElseThrow().full());
        assertThat(ExperimentCommand.definition(new Preset2("song-8x8", null).options()).definition())
                .isEqualTo(org.prooflab.classroom.domain.Presets.byId("song-8x8").orElseThrow().classroom());
    }

    private record Preset2(String id, String size) {
        Options options() {
            String[] args = size == null ? new String[] {"experiment", "--preset", id}
                    : new String[] {"experiment", "--preset", id, "--size", size};
            return new Options(args, 1, java.util.Set.of("preset", "size"), java.util.Set.of());
        }
    }

    @Test
    void bench_prints_one_json_row_per_set_and_algorithm() {
        assertThat(run("bench", "--seconds", "0.05", "--sets", "c4-12ply", "--algorithms", "pns,ppns", "--json")).isZero();
        assertThat(out().lines()).hasSize(3);
        assertThat(out()).contains("\"set\":\"c4-12ply\"", "\"bytesPerNode\":23");
        List<String> lines = out().lines().toList();
        assertThat(lines.get(0)).startsWith("{\"environment\":{\"jvm\":").contains("\"gc\":", "\"maxHeapMB\":",
                "\"availableProcessors\":", "\"cpusAllowed\":");
        // stderr is no terminal here: a line at each tenth of the positions, as an experiment writes its solves, not a
        // carriage return a position ("1/2 configurations2/2 configurations" in a log).
        assertThat(err()).doesNotContain("\r").endsWith("/" + 2 * BenchSets.SETS.get("c4-12ply").size() + " positions (100%)"
                + System.lineSeparator());
        assertThat(err().lines()).hasSizeLessThanOrEqualTo(10);
        List<String> rows = lines.subList(1, 3);
        assertThat(rows.get(0)).contains("\"algorithm\":\"pns\"", "\"playoutsPerSecond\":0,").containsPattern("\"nodesPerSecond\":[1-9]");
        assertThat(rows.get(1)).contains("\"algorithm\":\"ppns\"").containsPattern("\"nodesPerSecond\":[1-9]")
                .containsPattern("\"playoutsPerSecond\":[1-9]");
    }

    @Test
    void bench_takes_its_seconds_as_the_other_verbs_take_their_time_limits() {
        for (String bad : List.of("0", "0.0004", "1e300", "NaN", "x")) {
            assertThat(run("solve", "--game", "connect4", "--position", "44", "--algorithm", "pns", "--max-seconds", bad)).isEqualTo(2);
            String solve = err().strip();
            err.reset();
            assertThat(run("bench", "--seconds", bad, "--sets", "c4-12ply", "--algorithms", "pns")).isEqualTo(2);
            assertThat(err().strip()).as(bad).isEqualTo(solve.replace("prooflab solve: --max-seconds", "prooflab bench: --seconds"));
            err.reset();
        }
        assertThat(run("bench", "--seconds", "0", "--sets", "c4-12ply", "--algorithms", "pns")).isEqualTo(2);
        assertThat(err().strip()).isEqualTo("prooflab bench: --seconds 0 is not allowed: it must be a number from 0.001 to 31,536,000");
        // The least every verb takes, one millisecond a position, is a bench too.
        assertThat(run("bench", "--seconds", "0.001", "--sets", "c4-12ply", "--algorithms", "pns", "--json")).isZero();
        assertThat(out()).contains("\"secondsPerPosition\":0.001").containsPattern("\"nodesPerSecond\":[1-9]");
    }

    @Test
    void bench_says_how_it_ran_and_pinned_mode_fixes_the_node_limit() {
        assertThat(run("bench", "--seconds", "0.05", "--sets", "c4-12ply", "--algorithms", "pns", "--pin")).isZero();
        assertThat(out()).contains("# jvm: ", "# gc: ", "# maxHeapMB: ", "# availableProcessors: ", "# cpusAllowed: ",
                "# mode: pin", "# nodeLimit: 10000000").containsPattern("(?m)^c4-12ply +pns +[1-9]");
    }

    @Test
    void a_solve_on_more_threads_gives_the_same_search_and_a_bad_thread_count_is_refused() {
        String[] args = {"solve", "--game", "connect4", "--position", "4453", "--algorithm", "ppns", "--max-iterations", "40", "--json"};
        assertThat(run(args)).isZero();
        String one = out().replaceAll("\"timeMs\":[\\d.]+", "");
        out.reset();
        String[] two = java.util.Arrays.copyOf(args, args.length + 2);
        two[args.length] = "--threads";
        two[args.length + 1] = "2";
        assertThat(run(two)).isZero();
        assertThat(out().replaceAll("\"timeMs\":[\\d.]+", "")).isEqualTo(one).contains("\"playouts\":");
        two[args.length + 1] = "0";
        assertThat(run(two)).isEqualTo(2);
        assertThat(err()).contains("--threads").contains("from 1 to 256");
    }

    @Test
    void solve_takes_one_algorithm_and_a_list_with_an_empty_name_is_refused() {
        assertThat(run("solve", "--game", "connect4", "--position", "4453", "--algorithm", "pns,ppns", "--max-nodes", "10")).isEqualTo(2);
        assertThat(err()).contains("solve takes one algorithm, not 2 (--algorithm pns,ppns)", "experiment --algorithms");
        assertThat(out()).isEmpty();
        err.reset();
        assertThat(run("solve", "--game", "connect4", "--position", "4453", "--algorithm", "pns,", "--max-nodes", "10")).isEqualTo(2);
        assertThat(err()).contains("an algorithm is missing in 'pns,'");
        err.reset();
        assertThat(run("experiment", "--game", "pgame", "--tree", "2x4", "--count", "2", "--algorithms", "pns,,ppns")).isEqualTo(2);
        assertThat(err()).contains("an algorithm is missing in 'pns,,ppns'");
    }

    @Test
    void an_option_left_without_its_value_does_not_take_the_next_option_as_it(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        String csv = dir.resolve("r.csv").toString();
        assertThat(run("experiment", "--game", "pgame", "--tree", "2x4", "--count", "2", "--algorithms", "pns", "--max-seconds", "1",
                "--out", "--json", csv)).isEqualTo(2);
        assertThat(err()).contains("--out needs a value before --json");
        assertThat(java.nio.file.Files.exists(java.nio.file.Path.of("--json"))).isFalse();
        err.reset();
        assertThat(run("solve", "--game", "--position", "pgame:b=2,d=4,seed=1", "--algorithm", "pns")).isEqualTo(2);
        assertThat(err()).contains("--game needs a value before --position");
        err.reset();
        // A value that is no option stays a value: "--" is an Othello pass, read as one (and refused at the start, where
        // Black has moves).
        run("solve", "--game", "othello", "--position", "--", "--algorithm", "pns", "--max-nodes", "10");
        assertThat(err()).contains("pass").doesNotContain("needs a value");
    }

    @Test
    void a_file_with_a_byte_order_mark_is_read_without_it(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path positions = dir.resolve("p.txt");
        java.nio.file.Files.writeString(positions, "\uFEFF4453\n44\n");
        assertThat(run("solve", "--game", "connect4", "--positions", positions.toString(), "--algorithm", "pns", "--max-nodes", "100"))
                .as(err()).isZero();
        assertThat(out().lines()).hasSize(2);
        assertThat(out()).startsWith("4453");
    }

    @Test
    void an_output_through_a_link_to_a_file_not_made_yet_is_the_file_it_leads_to(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path link = dir.resolve("dangling.csv");
        java.nio.file.Files.createSymbolicLink(link, java.nio.file.Path.of("nothere.csv"));
        assertThat(CliFiles.sameFile(link, dir.resolve("nothere.csv"))).isTrue();
        assertThat(CliFiles.sameFile(link, dir.resolve("other.csv"))).isFalse();
        assertThat(run("experiment", "--game", "pgame", "--tree", "2x4", "--count", "2", "--algorithms", "pns",
                "--out", link.toString(), "--json", dir.resolve("nothere.csv").toString())).isEqualTo(2);
        assertThat(java.nio.file.Files.exists(dir.resolve("nothere.csv"))).isFalse();
    }
}
