package org.prooflab.classroom.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition.AlgorithmSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.Caps;
import org.prooflab.classroom.domain.ExperimentDefinition.LimitSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.PositionSet;

/** Definitions as JSON: both ways, and every way a hand-written file can be wrong. */
class ExperimentJsonTest {
    private static final String VALID = """
            {"name": "x", "game": "connect4",
             "positions": {"kind": "random", "count": 3, "seed": 1, "plies": 12, "branching": 0, "depth": 0, "lines": []},
             "algorithms": [{"algorithm": "ppns", "parameters": {"theta": 0.001, "pr": 0.001, "playouts": 20}}],
             "limits": {"maxNodes": 1000, "maxSeconds": 2.5, "maxIterations": 0}}""";

    private static Problem problem(String json) {
        InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class, () -> ExperimentJson.read(json));
        assertThat(e).as("refused: " + json).isNotNull();
        assertThat(e.problems()).hasSize(1);
        return e.problems().getFirst();
    }

    @Test
    void definitions_of_every_kind_survive_json_both_ways() {
        List<ExperimentDefinition> ds = List.of(
                new ExperimentDefinition("<b>\"odd\", name\nnext</b>", "connect4", PositionSet.list(List.of("4453", "44")),
                        List.of(AlgorithmSpec.of("pns"), AlgorithmSpec.of("ppns").with("theta", 0.001).with("pr", 0.001)
                                .with("playouts", 20).with("seed", 7L)),
                        new LimitSpec(1000, 2.5, 0)),
                new ExperimentDefinition("trees", "pgame", PositionSet.pgame(8, 8, 20, -3), List.of(AlgorithmSpec.of("uct")
                        .with("c", 2)), new LimitSpec(10, 0.5, 99)),
                new ExperimentDefinition(null, "othello", null, null, null),
                new ExperimentDefinition("othello", "othello", PositionSet.random(26, 5, 1L << 62), List.of(AlgorithmSpec.of("mcts")),
                        new LimitSpec(8_000_000, 600, 0)));
        for (ExperimentDefinition d : ds) {
            String json = ExperimentJson.write(d);
            assertThat(ExperimentJson.read(json)).isEqualTo(d);
            assertThat(ExperimentJson.write(ExperimentJson.read(json))).isEqualTo(json);
        }
        assertThat(ExperimentJson.write(ds.getFirst())).contains("\n  \"name\"");
        for (Preset p : Presets.all()) {
            assertThat(ExperimentJson.read(ExperimentJson.write(p.full()))).isEqualTo(p.full());
        }
        assertThat(ExperimentJson.read(VALID).algorithms().getFirst().parameters()).containsEntry("playouts", 20L);
    }

    @Test
    void an_empty_definition_is_told_every_missing_part_at_once() {
        // Positions and algorithms were checked only once a game was known: a second try found two more problems.
        InvalidDefinitionException e = org.assertj.core.api.Assertions.catchThrowableOfType(InvalidDefinitionException.class,
                () -> ExperimentJson.read("{}").compile(ExperimentDefinition.Caps.COMMAND_LINE));
        assertThat(e.problems()).extracting(Problem::field).containsExactly("name", "game", "positions", "algorithms", "limits");
        assertThat(e.problems().get(1).message()).isEqualTo("choose a game: pgame, connect4 or othello");
    }

    @Test
    void a_configuration_without_an_algorithm_is_asked_for_one_not_told_null_is_none() {
        String json = """
                {"name": "n", "game": "connect4", "positions": {"kind": "list", "lines": ["4453"]},
                 "algorithms": [{"parameters": {}}, {"algorithm": " "}, {"algorithm": "pns"}],
                 "limits": {"maxNodes": 1000, "maxSeconds": 1, "maxIterations": 0}}""";
        InvalidDefinitionException e = org.assertj.core.api.Assertions.catchThrowableOfType(InvalidDefinitionException.class,
                () -> ExperimentJson.read(json).compile(ExperimentDefinition.Caps.COMMAND_LINE));
        assertThat(e.problems()).extracting(Problem::field).containsExactly("algorithms[0].algorithm", "algorithms[1].algorithm");
        assertThat(e.problems()).extracting(Problem::message)
                .allMatch(m -> m.startsWith("choose an algorithm: pns, mcpns, ppns"), "asks for an algorithm");
    }

    @Test
    void the_positions_seed_is_written_and_read_as_a_whole_number_from_0_to_2_to_the_64_minus_1() {
        ExperimentDefinition largest = new ExperimentDefinition("x", "pgame", PositionSet.pgame(2, 6, 3, -1L),
                List.of(AlgorithmSpec.of("pns")), new LimitSpec(10, 1, 0));
        String json = ExperimentJson.write(largest);
        assertThat(json).contains("\"seed\" : 18446744073709551615").doesNotContain("-1");
        assertThat(ExperimentJson.read(json)).isEqualTo(largest);
        assertThat(ExperimentJson.read(VALID.replace("\"seed\": 1", "\"seed\": 18446744073709551615")).positions().seed())
                .isEqualTo(-1L);
        assertThat(ExperimentJson.read(VALID.replace("\"seed\": 1", "\"seed\": 0")).positions().seed()).isZero();

        String allowed = "must be a whole number from 0 to 18,446,744,073,709,551,615, not ";
        for (String no : new String[] {"-1", "18446744073709551616", "1.5", "-9223372036854775808"}) {
            assertThat(problem(VALID.replace("\"seed\": 1", "\"seed\": " + no))).isEqualTo(new Problem("positions.seed", allowed + no));
        }
        assertThat(problem(VALID.replace("\"seed\": 1", "\"seed\": \"1\"")))
                .isEqualTo(new Problem("positions.seed", "must be a whole number, not \"1\""));
        // reported with the other fields that cannot be read
        InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class, () -> ExperimentJson.read(VALID
                .replace("\"seed\": 1", "\"seed\": -1").replace("\"count\": 3", "\"count\": \"abc\"")));
        assertThat(e.problems()).containsExactly(new Problem("positions.seed", allowed + "-1"),
                new Problem("positions.count", "must be a whole number, not \"abc\""));
    }

    @Test
    void a_stored_definition_keeps_a_negative_positions_seed_written_before_as_the_same_64_bits() {
        // as the database holds a definition made before seeds were written unsigned
        String kept = VALID.replace("\"seed\": 1", "\"seed\": -3");
        ExperimentDefinition stored = ExperimentJson.readStored(kept);
        assertThat(stored.positions().seed()).isEqualTo(-3L);
        assertThat(stored).isEqualTo(ExperimentJson.read(VALID.replace("\"seed\": 1", "\"seed\": 18446744073709551613")));
        ExperimentDefinition asMade = new ExperimentDefinition("x", "connect4", PositionSet.random(12, 3, -3L),
                stored.algorithms(), stored.limits());
        assertThat(stored.compileStored().positions()).isEqualTo(asMade.compile(Caps.COMMAND_LINE).positions()).hasSize(3);
        assertThat(ExperimentJson.write(stored)).contains("\"seed\" : 18446744073709551613");
        // fresh input is held to the rule; a stored seed still to 64 bits
        assertThat(problem(kept).field()).isEqualTo("positions.seed");
        for (String no : new String[] {"-9223372036854775809", "18446744073709551616", "1.5"}) {
            InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class,
                    () -> ExperimentJson.readStored(VALID.replace("\"seed\": 1", "\"seed\": " + no)));
            assertThat(e).as(no).isNotNull();
            assertThat(e.problems()).extracting(Problem::field).containsExactly("positions.seed");
        }
    }

    @Test
    void an_algorithms_seed_is_written_and_read_as_a_whole_number_from_0_to_2_to_the_64_minus_1() {
        ExperimentDefinition largest = new ExperimentDefinition("x", "connect4", PositionSet.list(List.of("4453")),
                List.of(AlgorithmSpec.of("ppns").with("playouts", 20).with("seed", -1L)), new LimitSpec(10, 1, 0));
        String json = ExperimentJson.write(largest);
        assertThat(json).contains("\"seed\" : 18446744073709551615").doesNotContain("-1");
        assertThat(ExperimentJson.read(json)).isEqualTo(largest);
        assertThat(ExperimentJson.write(ExperimentJson.read(json))).isEqualTo(json);
        assertThat(largest.compile(Caps.COMMAND_LINE).configs().getFirst().parameters().seed()).isEqualTo(-1L);

        String seeded = VALID.replace("\"playouts\": 20", "\"playouts\": 20, \"seed\": 1");
        assertThat(ExperimentJson.read(seeded.replace("\"seed\": 1}", "\"seed\": 1e9}"))
                .algorithms().getFirst().parameters()).containsEntry("seed", 1_000_000_000L);
        String allowed = "must be a whole number from 0 to 18,446,744,073,709,551,615, not ";
        for (String no : new String[] {"-1", "18446744073709551616", "1.5", "-9223372036854775808"}) {
            assertThat(problem(seeded.replace("\"seed\": 1}", "\"seed\": " + no + "}")))
                    .isEqualTo(new Problem("algorithms[0].seed", allowed + no));
        }
        assertThat(problem(seeded.replace("\"seed\": 1}", "\"seed\": \"1\"}")))
                .isEqualTo(new Problem("algorithms[0].seed", "must be a number, not \"1\""));
        // reported with the positions' seed and the other fields that cannot be read
        InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class, () -> ExperimentJson.read(seeded
                .replace("\"seed\": 1}", "\"seed\": -1}").replace("\"seed\": 1,", "\"seed\": -2,")
                .replace("\"count\": 3", "\"count\": \"abc\"")));
        assertThat(e.problems()).containsExactly(new Problem("positions.seed", allowed + "-2"),
                new Problem("algorithms[0].seed", allowed + "-1"), new Problem("positions.count", "must be a whole number, not \"abc\""));
    }

    @Test
    void a_stored_definition_keeps_a_negative_algorithm_seed_written_before_as_the_same_64_bits() {
        // as the database holds a definition made before seeds were written unsigned
        String kept = VALID.replace("\"playouts\": 20", "\"playouts\": 20, \"seed\": -1");
        ExperimentDefinition stored = ExperimentJson.readStored(kept);
        assertThat(stored.algorithms().getFirst().parameters()).containsEntry("seed", -1L);
        assertThat(stored).isEqualTo(ExperimentJson.read(kept.replace("-1", "18446744073709551615")));
        assertThat(stored.compileStored().configs().getFirst().parameters().seed()).isEqualTo(-1L);
        assertThat(ExperimentJson.write(stored)).contains("\"seed\" : 18446744073709551615");
        assertThat(problem(kept)).isEqualTo(new Problem("algorithms[0].seed",
                "must be a whole number from 0 to 18,446,744,073,709,551,615, not -1"));
        // a seed kept that is none (1.5 was once read as 1) opens as kept; compiling it names it, as before
        ExperimentDefinition fraction = ExperimentJson.readStored(kept.replace("-1", "1.5"));
        assertThat(fraction.algorithms().getFirst().parameters()).containsEntry("seed", 1.5);
        InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class, fraction::compileStored);
        assertThat(e.problems()).extracting(Problem::field).containsExactly("algorithms[0].seed");
    }

    @Test
    void a_wrong_type_names_the_field_and_the_value_found() {
        assertThat(problem(VALID.replace("\"maxNodes\": 1000", "\"maxNodes\": \"abc\"")))
                .isEqualTo(new Problem("limits.maxNodes", "must be a whole number, not \"abc\""));
        assertThat(problem(VALID.replace("\"maxNodes\": 1000", "\"maxNodes\": 2.5")))
                .isEqualTo(new Problem("limits.maxNodes", "must be a whole number, not 2.5"));
        // As a person writes it, and why: it read "not 1.0E9".
        assertThat(problem(VALID.replace("\"maxNodes\": 1000", "\"maxNodes\": 1e9")))
                .isEqualTo(new Problem("limits.maxNodes", "must be a whole number, not 1000000000 written with a point or an "
                        + "exponent: write it in digits alone"));
        assertThat(problem(VALID.replace("\"maxNodes\": 1000", "\"maxNodes\": 1000.0")).message()).endsWith(
                "not 1000 written with a point or an exponent: write it in digits alone");
        assertThat(problem(VALID.replace("\"maxNodes\": 1000", "\"maxNodes\": \"1000\"")))
                .isEqualTo(new Problem("limits.maxNodes", "must be a whole number, not \"1000\""));
        assertThat(problem(VALID.replace("\"maxNodes\": 1000", "\"maxNodes\": 99999999999999999999")).message())
                .startsWith("must be a whole number, not 99999999999999999999");
        // An algorithm's whole-number parameters as a limit: playouts of 20.0 or 2e1 were taken, and written back as 20.0.
        assertThat(problem(VALID.replace("\"playouts\": 20", "\"playouts\": 20.0")))
                .isEqualTo(new Problem("algorithms[0].playouts", "must be a whole number, not 20 written with a point or an "
                        + "exponent: write it in digits alone"));
        assertThat(problem(VALID.replace("\"playouts\": 20", "\"playouts\": 2e1")).field()).isEqualTo("algorithms[0].playouts");
        assertThat(problem(VALID.replace("\"playouts\": 20", "\"playouts\": 2.5")))
                .isEqualTo(new Problem("algorithms[0].playouts", "must be a whole number, not 2.5"));
        assertThat(problem(VALID.replace("\"name\": \"x\"", "\"name\": 7")))
                .isEqualTo(new Problem("name", "must be text in quotes, not 7"));
        // Digits alone are the fix for a whole number only: a name of 7.0 was told to write it so.
        assertThat(problem(VALID.replace("\"name\": \"x\"", "\"name\": 7.0")))
                .isEqualTo(new Problem("name", "must be text in quotes, not 7"));
        assertThat(problem(VALID.replace("\"count\": 3", "\"count\": null")))
                .isEqualTo(new Problem("positions.count", "is null: give a value or leave count out"));
        assertThat(problem(VALID.replace("\"lines\": []", "\"lines\": \"4453\"")))
                .isEqualTo(new Problem("positions.lines", "must be a list [ ... ], not \"4453\""));
        assertThat(problem(VALID.replace("\"theta\": 0.001", "\"theta\": \"big\"")))
                .isEqualTo(new Problem("algorithms[0].theta", "must be a number, not \"big\""));
        assertThat(problem(VALID.replace("\"theta\": 0.001", "\"theta\": null")))
                .isEqualTo(new Problem("algorithms[0].theta", "is null: give a value or leave theta out"));
        // the parameters object itself keeps its name; only a parameter is named as the form and the flags name it
        assertThat(problem(VALID.replace("{\"theta\": 0.001, \"pr\": 0.001, \"playouts\": 20}", "7")).field())
                .isEqualTo("algorithms[0].parameters");
        assertThat(problem(VALID.replace("{\"maxNodes\"", "[{\"maxNodes\"").replace("\"maxIterations\": 0}", "\"maxIterations\": 0}]")))
                .isEqualTo(new Problem("limits", "must be an object { ... }, not a list [ ... ]"));
    }

    @Test
    void every_field_that_cannot_be_read_is_reported_at_once() {
        InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class, () -> ExperimentJson.read(VALID
                .replace("\"name\": \"x\"", "\"name\": 7, \"colour\": 1").replace("\"count\": 3", "\"count\": \"abc\"")
                .replace("\"plies\": 12", "\"plies\": 2.5").replace("\"maxSeconds\": 2.5", "\"maxSeconds\": true")));
        assertThat(e.problems()).containsExactlyInAnyOrder(
                new Problem("name", "must be text in quotes, not 7"),
                new Problem("colour", "'colour' is not a field here: allowed are algorithms, game, limits, name, positions"),
                new Problem("positions.count", "must be a whole number, not \"abc\""),
                new Problem("positions.plies", "must be a whole number, not 2.5"),
                new Problem("limits.maxSeconds", "must be a number, not true"));
    }

    private static List<Problem> checked(String json) {
        InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class,
                () -> ExperimentJson.reading(json).compile(Caps.COMMAND_LINE));
        assertThat(e).as("refused: " + json).isNotNull();
        return e.problems();
    }

    @Test
    void the_fields_that_cannot_be_read_are_reported_with_the_checks_of_the_fields_that_can() {
        // as README says: every problem in the file at once, not the unreadable one first and the rest on the next try
        assertThat(checked(VALID.replace("\"maxNodes\": 1000", "\"maxNodes\": \"abc\"").replace("\"name\": \"x\"", "\"name\": \"\"")
                .replace("\"count\": 3", "\"count\": -2")
                .replace("[{\"algorithm\": \"ppns\", \"parameters\": {\"theta\": 0.001, \"pr\": 0.001, \"playouts\": 20}}]", "[]")))
                .containsExactly(new Problem("limits.maxNodes", "must be a whole number, not \"abc\""),
                        new Problem("name", "give the experiment a name"),
                        new Problem("positions.count", "-2 is not a number of positions: choose 1 to 100,000"),
                        new Problem("algorithms", "choose at least one algorithm"));
        // below zero a count is no count: said so, not "-1 random moves is too few"
        assertThat(checked(VALID.replace("\"plies\": 12", "\"plies\": -1").replace("\"maxIterations\": 0", "\"maxIterations\": -5")))
                .containsExactly(new Problem("positions.plies", "-1 is not a number of random moves: choose 0 to 41 for Connect Four"),
                        new Problem("limits.maxIterations", "-5 is not a number of iterations: choose 0 (no iteration limit) or more, up to 9,223,372,036,854,775,807"));
        // two identical configurations cannot be told apart: refused, naming the one repeated; another seed differs
        String twice = "[{\"algorithm\": \"pns\"}, {\"algorithm\": \"ppns\"}, {\"algorithm\": \"ppns\"}]";
        assertThat(checked(VALID.replace("[{\"algorithm\": \"ppns\", \"parameters\": {\"theta\": 0.001, \"pr\": 0.001, \"playouts\": 20}}]", twice)))
                .containsExactly(new Problem("algorithms[2]", "configuration 3 is the same as configuration 2 (PPNS): change one "
                        + "of its parameters, such as its seed, or remove it"));
        assertThat(ExperimentJson.reading(VALID.replace("[{\"algorithm\": \"ppns\", \"parameters\": {\"theta\": 0.001, \"pr\": 0.001, "
                + "\"playouts\": 20}}]", "[{\"algorithm\": \"ppns\"}, {\"algorithm\": \"ppns\", \"parameters\": {\"seed\": 2}}]"))
                .compile(Caps.COMMAND_LINE).configs()).hasSize(2);
        // too many, and repeats among them: both said at once, not the repeats only after one was removed
        List<ExperimentDefinition.AlgorithmSpec> thirteen = new java.util.ArrayList<>();
        for (int i = 0; i < 13; i++) {
            thirteen.add(ExperimentDefinition.AlgorithmSpec.of("ppns").with("seed", i < 11 ? i : 0));
        }
        ExperimentDefinition many = new ExperimentDefinition("many", "connect4", ExperimentDefinition.PositionSet.random(4, 2, 1),
                thirteen, new ExperimentDefinition.LimitSpec(1000, 1, 0));
        InvalidDefinitionException manyRefused = catchThrowableOfType(InvalidDefinitionException.class,
                () -> many.compile(new Caps(10, 12, 10_000, 10)));
        assertThat(manyRefused.problems()).extracting(Problem::field).containsExactly("algorithms", "algorithms[11]", "algorithms[12]");
        assertThat(manyRefused.problems().get(0).message()).isEqualTo("13 algorithm configurations is too many: choose at most 12 here");
        // Far too many are not each checked: 50,000 in one request were answered with 50,000 problems.
        ExperimentDefinition flood = new ExperimentDefinition("flood", "connect4", ExperimentDefinition.PositionSet.random(4, 2, 1),
                java.util.Collections.nCopies(50_000, ExperimentDefinition.AlgorithmSpec.of("pns")), new ExperimentDefinition.LimitSpec(1000, 1, 0));
        assertThat(catchThrowableOfType(InvalidDefinitionException.class, () -> flood.compile(new Caps(10, 12, 10_000, 10))).problems())
                .hasSizeLessThanOrEqualTo(25);
        // PNS reads nothing: a second one is the same PNS
        String pnsTwice = "[{\"algorithm\": \"pns\"}, {\"algorithm\": \"pns\"}]";
        String ppnsOne = "[{\"algorithm\": \"ppns\", \"parameters\": {\"theta\": 0.001, \"pr\": 0.001, \"playouts\": 20}}]";
        assertThat(checked(VALID.replace(ppnsOne, pnsTwice))).containsExactly(new Problem("algorithms[1]",
                "configuration 2 is the same as configuration 1 (PNS): remove it"));
        // a stored experiment made before the rule still opens, with both
        assertThat(ExperimentJson.reading(VALID.replace(ppnsOne, twice)).definition().compileStored().configs()).hasSize(3);
        // a field that cannot be read is named once, not again as the 0 or nothing it was read as
        assertThat(checked(VALID.replace("\"count\": 3", "\"count\": \"abc\"").replace("\"game\": \"connect4\"", "\"game\": \"chess\"")))
                .extracting(Problem::field).containsExactly("positions.count", "game");
        assertThat(checked(VALID.replace("\"kind\": \"random\"", "\"kind\": 5").replace("\"name\": \"x\"", "\"name\": \"\"")))
                .extracting(Problem::field).containsExactly("positions.kind", "name");
        assertThat(checked(VALID.replace("\"count\": 3", "\"count\": null").replace("\"maxNodes\": 1000", "\"maxNodes\": 0")))
                .extracting(Problem::field).containsExactly("positions.count", "limits.maxNodes");
        // read whole, a definition is only checked
        assertThat(ExperimentJson.reading(VALID).compile(Caps.COMMAND_LINE).positions()).hasSize(3);
        assertThat(checked("{not json")).extracting(Problem::field).containsExactly("definition");
    }

    @Test
    void a_parameter_the_algorithm_does_not_read_is_refused_and_a_stored_one_kept_out_of_its_label() {
        // Taken and dropped, theta named a plain PN-search "PNS (theta 0.1)" in every table, the CSV and its lab links.
        String ppnsOne = "[{\"algorithm\": \"ppns\", \"parameters\": {\"theta\": 0.001, \"pr\": 0.001, \"playouts\": 20}}]";
        String unread = "[{\"algorithm\": \"pns\", \"parameters\": {\"theta\": 0.1, \"seed\": 2}}, "
                + "{\"algorithm\": \"dfpn\", \"parameters\": {\"c\": 2, \"table-bytes\": 2000000}}]";
        assertThat(checked(VALID.replace(ppnsOne, unread))).containsExactly(
                new Problem("algorithms[0].theta", "theta is not read by pns: it is for ppns and dfppns; remove it here"),
                new Problem("algorithms[0].seed", "seed is not read by pns: it is for mcpns, ppns, uct, mcts and dfppns; remove it here"),
                new Problem("algorithms[1].c", "c is not read by dfpn: it is for uct; remove it here"));
        // An experiment stored before the rule still opens; what its algorithm does not read stays out of its label.
        ExperimentDefinition stored = ExperimentJson.reading(VALID.replace(ppnsOne, unread)).definition();
        assertThat(stored.compileStored().configs()).extracting(AlgorithmConfig::label)
                .containsExactly("PNS", "df-pn (table-bytes 2000000)");
    }

    @Test
    void a_limit_or_a_count_left_out_is_said_to_be_missing_not_refused_as_0() {
        String noLimits = VALID.replace("\"maxNodes\": 1000, \"maxSeconds\": 2.5, ", "");
        assertThat(checked(noLimits)).containsExactly(
                new Problem("limits.maxNodes", "is missing: give the most nodes each solve may create"),
                new Problem("limits.maxSeconds", "is missing: give the most seconds each solve may take"));
        assertThat(checked(VALID.replace("\"count\": 3, ", ""))).containsExactly(
                new Problem("positions.count", "is missing: give how many positions to draw"));
        // README documents no default for plies: left out, it read as 0 random moves (the start, drawn count times)
        assertThat(checked(VALID.replace("\"plies\": 12, ", ""))).containsExactly(
                new Problem("positions.plies", "is missing: give how many random moves from the start, 0 or more"));
        assertThat(checked("""
                {"name": "trees", "game": "pgame", "positions": {"kind": "pgame", "count": 2},
                 "algorithms": [{"algorithm": "pns"}], "limits": {"maxNodes": 1000, "maxSeconds": 1}}""")).containsExactly(
                new Problem("positions.branching", "is missing: give the trees' branching b"),
                new Problem("positions.depth", "is missing: give the trees' depth d"));
        // maxIterations left out is no iteration limit (README); a list needs no count
        assertThat(ExperimentJson.read(VALID.replace(", \"maxIterations\": 0", "")).limits().maxIterations()).isZero();
    }

    @Test
    void numbers_left_out_are_zero_so_a_pasted_list_needs_only_its_lines() {
        ExperimentDefinition d = ExperimentJson.read("""
                {"name": "mine", "game": "connect4", "positions": {"kind": "list", "lines": ["4453", "44"]},
                 "algorithms": [{"algorithm": "pns"}], "limits": {"maxNodes": 1000, "maxSeconds": 1}}""");
        assertThat(d.positions()).isEqualTo(PositionSet.list(List.of("4453", "44")));
        assertThat(d.limits().maxIterations()).isZero();
        assertThat(d.algorithms().getFirst().parameters()).isEmpty();
        assertThat(d.compile(ExperimentDefinition.Caps.COMMAND_LINE).positions()).hasSize(2);
    }

    @Test
    void a_positions_set_is_written_with_the_fields_its_kind_reads_and_no_others() {
        assertThat(positionsJson(PositionSet.list(List.of("4453", "44")))).isEqualTo("{\"kind\":\"list\",\"lines\":[\"4453\",\"44\"]}");
        assertThat(positionsJson(PositionSet.random(12, 5, 3))).isEqualTo("{\"kind\":\"random\",\"count\":5,\"seed\":3,\"plies\":12}");
        assertThat(positionsJson(PositionSet.pgame(2, 8, 4, 0))).isEqualTo("{\"kind\":\"pgame\",\"count\":4,\"seed\":0,\"branching\":2,\"depth\":8}");
        // A kind that is none of these (refused when checked) keeps every field, so that nothing given is lost.
        assertThat(positionsJson(new PositionSet("dice", 1, 2, 3, 4, 5, List.of("x"))))
                .isEqualTo("{\"kind\":\"dice\",\"count\":1,\"seed\":2,\"plies\":3,\"branching\":4,\"depth\":5,\"lines\":[\"x\"]}");
        // Written before with every field: read as the same set.
        assertThat(ExperimentJson.read(VALID.replaceFirst("\"positions\": \\{[^}]*}", """
                "positions": {"kind": "list", "count": 0, "seed": 0, "plies": 0, "branching": 0, "depth": 0, "lines": ["44"]}""")).positions())
                .isEqualTo(PositionSet.list(List.of("44")));
    }

    /** The positions part of a definition's JSON, on one line. */
    private static String positionsJson(PositionSet set) {
        String json = ExperimentJson.write(new ExperimentDefinition("n", "connect4", set, List.of(AlgorithmSpec.of("pns")), new LimitSpec(10, 1, 0)));
        tools.jackson.databind.JsonNode positions = ExperimentJson.MAPPER.readTree(json).get("positions");
        return positions.toString();
    }

    @Test
    void unknown_or_repeated_fields_and_broken_json_are_refused() {
        assertThat(problem(VALID.replace("\"game\"", "\"colour\": 3, \"game\"")))
                .isEqualTo(new Problem("colour", "'colour' is not a field here: allowed are algorithms, game, limits, name, positions"));
        assertThat(problem(VALID.replace("\"parameters\"", "\"params\"")).field()).isEqualTo("algorithms[0].params");
        assertThat(problem(VALID.replace("\"game\"", "\"name\": \"y\", \"game\"")))
                .satisfies(p -> assertThat(p.message()).isEqualTo("\"name\" is given twice at line 1, column 21: keep one"));
        assertThat(problem("{\"name\": ")).satisfies(p -> {
            assertThat(p.field()).isEqualTo("definition");
            assertThat(p.message()).startsWith("is not valid JSON at line 1");
        });
        assertThat(problem(VALID + " {}").message()).startsWith("is not valid JSON");
        assertThat(problem("[1, 2]")).isEqualTo(new Problem("definition", "must be an object { ... }, not a list [ ... ]"));
        assertThat(problem("null").field()).isEqualTo("definition");
        assertThat(problem("  ").field()).isEqualTo("definition");
    }

    @Test
    void broken_json_is_told_in_words_without_the_readers_internals() {
        // The reader's own words leaked: "(start marker at [Source: REDACTED (`StreamReadFeature...", "(code 120)".
        java.util.Map<String, String> cases = new java.util.LinkedHashMap<>();
        cases.put("{", "is not valid JSON at line 1, column 2: the text ends before every quote, { and [ is closed");
        cases.put("{\"name\": \"\\x\"}", "is not valid JSON at line 1, column 12: \\x is not an escape: after a backslash write \", \\, /, "
                + "b, f, n, r, t, or u and four hex digits");
        cases.put("{\"name\": 1, \"name\": 2}", "\"name\" is given twice at line 1, column 19: keep one");
        cases.put("{name: 1}", "is not valid JSON at line 1, column 2: 'n' was not expected here: a field's name must be in double quotes");
        cases.put("{\"name\": [1,]}", "is not valid JSON at line 1, column 13: ']' was not expected here: a comma may not come just "
                + "before ]");
        cases.put("{\"name\": }", "is not valid JSON at line 1, column 10: '}' was not expected here: a value was expected: text in "
                + "double quotes, a number, a list [ ], an object { }, true, false or null");
        cases.put("{\"name\": abc}", "is not valid JSON at line 1, column 10: abc is not a value: text must be in double quotes, and a number "
                + "written with digits");
        cases.put("{\"name\" 1}", "is not valid JSON at line 1, column 9: '1' was not expected here: a colon must follow a field's name");
        cases.put("{\"count\": 01}", "is not valid JSON at line 1, column 12: a number may not start with 0 (write 7, not 07)");
        cases.put("{\"name\": \"a\nb\"}", "is not valid JSON at line 1, column 12: a line break or tab inside quotes must be written \\n or \\t");
        // What a paste from elsewhere brings: curly quotes, comments, a comma before the end, a plus sign, a no-break space.
        cases.put("{\u201cname\u201d: 1}", "is not valid JSON at line 1, column 2: \u201c is a curly quote (as word processors write "
                + "them): JSON needs straight double quotes \"");
        cases.put("{\"name\": \"x\" // why\n}", "is not valid JSON at line 1, column 14: '/' was not expected here: JSON has no "
                + "comments: take out the // or /* */ part");
        cases.put("{\"name\": \"x\", }", "is not valid JSON at line 1, column 15: '}' was not expected here: a comma may not come "
                + "just before }");
        cases.put("{\"count\": +1}", "is not valid JSON at line 1, column 12: a number may not start with +");
        cases.put("{\"name\":\u00a0\"x\"}", "is not valid JSON at line 1, column 9: an invisible character (U+00A0) was not expected "
                + "here: a value was expected: text in double quotes, a number, a list [ ], an object { }, true, false or null");
        cases.forEach((json, message) -> assertThat(problem(json)).as(json).isEqualTo(new Problem("definition", message)));
    }

    @Test
    void a_number_too_small_for_a_double_reads_as_the_smallest_one_not_as_zero() {
        // As the lab's boxes and the command line's flags read it: a pr of 1e-400 read as 0 switched pr off.
        ExperimentDefinition d = ExperimentJson.read(VALID.replace("\"theta\": 0.001, \"pr\": 0.001", "\"theta\": 1e-400, \"pr\": 1E-400"));
        assertThat(d.algorithms().get(0).parameters()).containsEntry("theta", Double.MIN_VALUE).containsEntry("pr", Double.MIN_VALUE);
        d.compile(ExperimentDefinition.Caps.COMMAND_LINE);
        assertThat(ExperimentJson.read(VALID.replace("\"pr\": 0.001", "\"pr\": 0e-400")).algorithms().get(0).parameters())
                .containsEntry("pr", 0.0);
        assertThat(ExperimentJson.read(VALID).algorithms().get(0).parameters()).containsEntry("theta", 0.001).containsEntry("playouts", 20L);
        assertThat(ExperimentJson.read(VALID).limits().maxSeconds()).isEqualTo(2.5);
    }
}
