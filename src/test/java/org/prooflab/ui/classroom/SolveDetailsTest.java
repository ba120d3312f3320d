package org.prooflab.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.Aggregates;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.TaskResult;

/** One solve's details under the results grid, without a browser. */
class SolveDetailsTest {
    private static final ExperimentDefinition.Compiled C = new ExperimentDefinition("d", "connect4",
            ExperimentDefinition.PositionSet.list(List.of("44", "4453")),
            List.of(ExperimentDefinition.AlgorithmSpec.of("pns"),
                    ExperimentDefinition.AlgorithmSpec.of("ppns").with("theta", 0.001).with("pr", 0.00001),
                    ExperimentDefinition.AlgorithmSpec.of("mcts")),
            new ExperimentDefinition.LimitSpec(50_000, 2.5, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);

    private static TaskResult result(int config, String outcome, String pr, String limit, double rootValue) {
        return new TaskResult(1, config, "4453", outcome, pr, null, limit, "3", 120, 1_500, 400, 0, 27, rootValue, "0:1 120:" + rootValue);
    }

    @Test
    void the_details_say_every_column_and_the_root_s_proof_number_as_a_whole_number() {
        String facts = SolveDetails.facts(C, result(0, "OUT", null, "nodes", 66), Aggregates.Check.UNCHECKED);
        // A solve that gave no answer has nothing to check ("unchecked" said it was left unchecked).
        assertThat(facts).startsWith("Position 2: 4453. The root's pn at the end: 66. Cross-check: nothing to check, the "
                + "solve gave no answer. ")
                .contains("Nodes 1,500, visited 400, iterations 120, playouts 0, time 27\u00a0ms, stopped by the node limit, best move 3.");
        assertThat(SolveDetails.facts(C, result(0, "PROVED", null, null, 0), Aggregates.Check.AGREES))
                .contains("The root's pn at the end: 0. Cross-check: agrees.");
        // A proof nothing else repeats is not in doubt: "unchecked" read so, beside the pr conclusions it confirmed.
        assertThat(SolveDetails.facts(C, result(0, "DISPROVED", null, null, 0), Aggregates.Check.UNCHECKED))
                .contains("Cross-check: only proof, no other exact answer on this position to compare it with.");
        assertThat(List.of(SolveDetails.checkWord(result(0, "DISPROVED", null, null, 0), Aggregates.Check.UNCHECKED),
                SolveDetails.checkWord(result(1, "OUT", "PROVED", "pr", 0.99), Aggregates.Check.UNCHECKED),
                SolveDetails.checkWord(result(0, "OUT", null, "nodes", 66), Aggregates.Check.UNCHECKED),
                SolveDetails.checkWord(result(0, "PROVED", null, null, 0), Aggregates.Check.AGREES)))
                .containsExactly("only proof", "unchecked", "–", "agrees");
    }

    @Test
    void a_p_game_tree_is_named_in_words_with_its_notation_whole_to_copy() {
        ExperimentDefinition.Compiled trees = new ExperimentDefinition("t", "pgame",
                ExperimentDefinition.PositionSet.list(List.of("pgame:b=2,d=12,seed=7191089600892374487",
                        "pgame:b=2,d=12,seed=7,path=0.1")),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns")),
                new ExperimentDefinition.LimitSpec(50_000, 2.5, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
        TaskResult root = new TaskResult(0, 0, trees.positions().get(0), "PROVED", null, null, null, "0", 12, 40, 20, 0, 1, 0, "");
        assertThat(SolveDetails.facts(trees, root, Aggregates.Check.AGREES)).startsWith("Position 1: the root of the tree with "
                + "b = 2, d = 12 and seed 7191089600892374487 (pgame:b=2,d=12,seed=7191089600892374487). ");
        TaskResult node = new TaskResult(1, 0, trees.positions().get(1), "PROVED", null, null, null, "0", 12, 40, 20, 0, 1, 0, "");
        assertThat(SolveDetails.facts(trees, node, Aggregates.Check.AGREES)).startsWith("Position 2: node 0.1 of the tree with "
                + "b = 2, d = 12 and seed 7 (pgame:b=2,d=12,seed=7,path=0.1). ");
    }

    @Test
    void a_probability_reads_1_only_on_a_proved_root_and_never_on_a_precision_rate_conclusion() {
        // PPNS concluded on its precision rate: no proof, p a hair under 1 ("1.00000" with "%.6g").
        assertThat(SolveDetails.facts(C, result(1, "OUT", "PROVED", "pr", 0.9999996), Aggregates.Check.AGREES))
                .contains("The root's p at the end: 0.9999996. ");
        assertThat(SolveDetails.facts(C, result(1, "OUT", "DISPROVED", "pr", 0.0000004), Aggregates.Check.AGREES))
                .contains("The root's p at the end: 0.0000004. ");
        // A p a double rounded to 1 without a proof reads as a bound; a proved root reads 1.
        assertThat(SolveDetails.facts(C, result(1, "OUT", null, "nodes", 1.0), Aggregates.Check.UNCHECKED))
                .contains("The root's p at the end: above 0.999999999999. ");
        assertThat(SolveDetails.facts(C, result(1, "PROVED", null, null, 1.0), Aggregates.Check.AGREES))
                .contains("The root's p at the end: 1. ");
        assertThat(SolveDetails.facts(C, result(1, "DISPROVED", null, null, 0.0), Aggregates.Check.AGREES))
                .contains("The root's p at the end: 0. ");
        assertThat(SolveDetails.facts(C, result(1, "OUT", null, "time", 0.25), Aggregates.Check.UNCHECKED))
                .contains("The root's p at the end: 0.25. ");
        // A mean as the lab writes it.
        assertThat(SolveDetails.facts(C, result(2, "OUT", null, "nodes", 0.75), Aggregates.Check.UNCHECKED))
                .contains("The root's v at the end: 0.75. ");
    }

    @Test
    void the_exact_check_of_a_pr_conclusion_is_said_in_words_and_an_exact_solver_that_ran_out_is_said_not_to_have_checked_it() {
        TaskResult ranOut = new TaskResult(1, 1, "4453", "OUT", "PROVED", "OUT", "pr", "3", 120, 1_500, 400, 10, 27, 0.99, "");
        assertThat(SolveDetails.facts(C, ranOut, Aggregates.Check.UNCHECKED)).contains(". The exact solver that checks the pr "
                + "conclusion ran out of its limits, so it did not check it. Cross-check: unchecked.");
        TaskResult checked = new TaskResult(1, 1, "4453", "OUT", "PROVED", "DISPROVED", "pr", "3", 120, 1_500, 400, 10, 27, 0.99, "");
        assertThat(SolveDetails.facts(C, checked, Aggregates.Check.CONTRADICTED)).contains(". The exact solver that checks the pr "
                + "conclusion found: DISPROVED. Cross-check: contradicted.");
    }
}
