package org.prooflab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.ErrorRate;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.Solvers;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code solve --trace} (Primanita 2020, Figure 5) and {@code experiment --error-trace} (Song 2019, Figures 9 and 12). */
class TraceCommandsTest {
    private static final String TREE = "pgame:b=2,d=8,seed=12";
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        return Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private static List<CSVRecord> csv(String text) throws Exception {
        return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(new StringReader(text)).getRecords();
    }

    @Test
    void the_trace_gives_the_root_probability_after_every_iteration_of_the_same_search() throws Exception {
        assertThat(run("solve", "--game", "pgame", "--position", TREE, "--algorithm", "ppns", "--trace")).isZero();
        assertThat(out().lines().findFirst()).contains("position,iteration,nodes,p,best_move");
        List<CSVRecord> rows = csv(out());
        SearchResult engine = Solvers.create(Algorithm.PPNS, SearchParameters.defaults(GameKind.PGAME))
                .solve(GameKind.PGAME.parse(TREE), Goal.WIN, Limits.DEFAULT, SearchControl.none());
        assertThat(rows).hasSize((int) engine.iterations());
        long[] traced = engine.trace().iterations();
        double[] values = engine.trace().values();
        for (int j = 0; j < traced.length; j++) {
            if (traced[j] > 0) {
                CSVRecord row = rows.get((int) traced[j] - 1);
                assertThat(row.get("position")).isEqualTo(TREE);
                assertThat(Long.parseLong(row.get("iteration"))).isEqualTo(traced[j]);
                assertThat(Double.parseDouble(row.get("p"))).as("p after iteration " + traced[j]).isEqualTo(values[j]);
            }
        }
        assertThat(Long.parseLong(rows.get(rows.size() - 1).get("nodes"))).isEqualTo(engine.nodes());
    }

    @Test
    void pns_traces_pn_and_dn_every_nth_iteration_and_the_last_and_json_holds_the_same_columns() throws Exception {
        assertThat(run("solve", "--game", "pgame", "--position", TREE, "--algorithm", "pns", "--trace", "--trace-every", "7")).isZero();
        List<CSVRecord> rows = csv(out());
        assertThat(out().lines().findFirst()).contains("position,iteration,nodes,pn,dn,best_move");
        SearchResult engine = Solvers.create(Algorithm.PNS, SearchParameters.defaults(GameKind.PGAME))
                .solve(GameKind.PGAME.parse(TREE), Goal.WIN, Limits.DEFAULT, SearchControl.none());
        long last = engine.iterations();
        assertThat(last % 7).as("the last iteration must not be a multiple of 7 for this test").isNotZero();
        List<Long> its = rows.stream().map(r -> Long.parseLong(r.get("iteration"))).toList();
        assertThat(its).hasSize((int) (last / 7) + 1);
        assertThat(its.subList(0, its.size() - 1)).allMatch(i -> i % 7 == 0);
        assertThat(its.get(its.size() - 1)).isEqualTo(last);
        // Solved: one of pn and dn is 0 at the end, the other infinite.
        CSVRecord end = rows.get(rows.size() - 1);
        assertThat(List.of(end.get("pn"), end.get("dn"))).containsExactlyInAnyOrder("0", "Infinity");

        assertThat(run("solve", "--game", "pgame", "--position", TREE, "--algorithm", "pns", "--trace", "--trace-every", "7", "--json"))
                .isZero();
        JsonNode line = JsonMapper.builder().build().readTree(out());
        JsonNode trace = line.get("trace");
        assertThat(trace.get("iteration").size()).isEqualTo(its.size());
        assertThat(trace.get("pn").size()).isEqualTo(its.size());
        assertThat(trace.get("dn").size()).isEqualTo(its.size());
        assertThat(trace.get("iteration").get(0).asLong()).isEqualTo(7);
        assertThat(line.get("iterations").asLong()).isEqualTo(last);
    }

    @Test
    void a_trace_that_cannot_be_taken_is_refused_with_what_is_allowed() {
        assertThat(run("solve", "--game", "pgame", "--position", TREE, "--algorithm", "exact", "--trace")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("the exact solver keeps none");
        assertThat(run("solve", "--game", "pgame", "--position", TREE, "--algorithm", "ppns", "--trace", "--value", "full")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("drop --value full")
                .doesNotContain("--error-trace", "--learn-priors");
        assertThat(run("solve", "--game", "pgame", "--position", TREE, "--algorithm", "ppns", "--trace-every", "3")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--trace-every is for --trace");
        assertThat(run("solve", "--game", "pgame", "--position", TREE, "--algorithm", "ppns", "--trace", "--trace-every", "0")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--trace-every 0 is not allowed");
    }

    @Test
    void an_error_trace_refuses_the_options_it_does_not_read_as_the_experiment_s_does() {
        // solve took the error-trace branch before these were read: it exited 0 with plain CSV and dropped them all.
        assertThat(run("solve", "--game", "pgame", "--position", "pgame:b=2,d=4,seed=3", "--algorithm", "pns", "--error-trace",
                "--max-iterations", "2", "--trace-every", "5", "--json", "--value", "full", "--threads", "8")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).lines()).containsExactly("prooflab solve: --error-trace writes only the"
                + " error-rate curve: drop --trace-every, --json, --value and --threads");
        assertThat(run("solve", "--game", "pgame", "--position", "pgame:b=2,d=4,seed=3", "--algorithm", "pp", "--error-trace",
                "--max-iterations", "2", "--trace", "--learn-priors")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).lines()).containsExactly("prooflab solve: --error-trace writes only the"
                + " error-rate curve: drop --trace and --learn-priors");
        // The experiment's, in the same words; its curves are computed on one thread, so --threads was dropped too.
        assertThat(run("experiment", "--game", "pgame", "--tree", "2x4", "--count", "2", "--error-trace", "3", "--threads", "2"))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).lines()).containsExactly("prooflab experiment: --error-trace writes only"
                + " the error-rate curves: drop --threads");
        assertThat(out()).isEmpty();
    }

    @Test
    void an_exact_answer_out_of_time_names_the_position_the_limit_and_what_raises_it(@TempDir Path dir) throws Exception {
        // It read "the exact solver ran out on 371626522257": no limit, no flag, a position that looked like a number.
        assertThat(run("solve", "--game", "connect4", "--position", "4453", "--algorithm", "pns", "--error-trace",
                "--max-iterations", "3", "--max-seconds", "0.001")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).lines()).containsExactly("prooflab solve: the error rate needs the exact"
                + " answer of Connect Four 4453, but the exact solver ran out of time (its limit, 0.001 s): raise --max-seconds");
        assertThat(run("experiment", "--game", "connect4", "--count", "2", "--max-seconds", "0.001", "--error-trace", "3"))
                .isEqualTo(2);
        // Which exact solve runs out first, the position's own or one after a move, depends on the machine's speed: CI's
        // solved a generated position within the millisecond and ran out after one of its moves.
        assertThat(err.toString(StandardCharsets.UTF_8).lines()).singleElement().asString().matches("prooflab experiment: the error"
                + " rate needs the exact answer (of|after each move of) Connect Four \\d{12}, but the exact solver ran out of time"
                + " \\(its limit, 0.001 s\\): raise --max-seconds");
        Path definition = dir.resolve("def.json");
        Files.writeString(definition, """
                {"name": "quick", "game": "connect4", "positions": {"kind": "list", "lines": ["4453"]},
                 "algorithms": [{"algorithm": "pns"}], "limits": {"maxNodes": 1000, "maxSeconds": 0.001}}""");
        assertThat(run("experiment", "--definition", definition.toString(), "--error-trace", "3")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).lines()).containsExactly("prooflab experiment: the error rate needs the"
                + " exact answer of Connect Four 4453, but the exact solver ran out of time (its limit, 0.001 s): raise"
                + " limits.maxSeconds in " + definition);
    }

    @Test
    void an_experiment_s_error_trace_averages_song_s_error_rate_over_its_trees_for_every_configuration() throws Exception {
        assertThat(run("experiment", "--game", "pgame", "--tree", "2x10", "--count", "6", "--seed", "4",
                "--algorithms", "pns,ppns,uct", "--error-trace", "12")).isZero();
        List<CSVRecord> rows = csv(out());
        // Progress as the experiment's: to a pipe or a file a line at each tenth, no carriage return.
        assertThat(err.toString(StandardCharsets.UTF_8).lines()).containsExactly("1/3 configurations (33%)",
                "2/3 configurations (66%)", "3/3 configurations (100%)");
        Map<String, List<CSVRecord>> byConfig = rows.stream().collect(Collectors.groupingBy(r -> r.get("config")));
        assertThat(byConfig.get("PNS")).hasSize(12);
        assertThat(byConfig.get("PPNS (seed 4)")).hasSize(12);
        // UCT adds one node an iteration: 2 of its iterations are one PN iteration on a binary tree.
        assertThat(byConfig.get("UCT (seed 4)")).hasSize(24);
        assertThat(byConfig.get("UCT (seed 4)").get(23).get("pn_iteration")).isEqualTo("12");

        // The same curve as the engine's, over the experiment's own trees.
        List<GameState> trees = ExperimentCommand.definition(new Options(new String[] {"experiment", "--game", "pgame", "--tree", "2x10",
                "--count", "6", "--seed", "4", "--algorithms", "ppns"}, 1, FlagDefinition.OPTIONS, java.util.Set.of()))
                .compile(org.prooflab.classroom.domain.ExperimentDefinition.Caps.COMMAND_LINE).positions().stream()
                .map(GameKind.PGAME::parse).toList();
        ErrorRate.Curve curve = ErrorRate.perIteration(Algorithm.PPNS, SearchParameters.defaults(GameKind.PGAME).withSeed(4), trees,
                Goal.WIN, new Limits(1_000_000, 12, 60_000), new Limits(Limits.MAX_NODES, Long.MAX_VALUE, 60_000));
        for (int i = 0; i < 12; i++) {
            assertThat(Double.parseDouble(byConfig.get("PPNS (seed 4)").get(i).get("error_rate"))).isEqualTo(curve.rate()[i]);
        }
        assertThat(run("experiment", "--game", "pgame", "--tree", "2x10", "--count", "6", "--seed", "4",
                "--algorithms", "ppns,uct", "--error-trace", "12", "--error-every", "5")).isZero();
        List<CSVRecord> thinned = csv(out());
        assertThat(thinned.stream().map(r -> r.get("config") + " " + r.get("pn_iteration")).toList()).containsExactly(
                "PPNS (seed 4) 1", "PPNS (seed 4) 5", "PPNS (seed 4) 10", "UCT (seed 4) 0.5", "UCT (seed 4) 5", "UCT (seed 4) 10");
        assertThat(Double.parseDouble(thinned.get(1).get("error_rate"))).isEqualTo(curve.rate()[4]);
        assertThat(run("experiment", "--game", "pgame", "--tree", "2x10", "--count", "6", "--error-every", "5")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--error-every is for --error-trace");
        assertThat(java.util.Arrays.stream(curve.rate()).max().orElse(0)).as("a curve that is 0 throughout would not test the averaging").isPositive();
    }
}
