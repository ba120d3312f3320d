package org.prooflab.classroom.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition.AlgorithmSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.Caps;
import org.prooflab.classroom.domain.ExperimentDefinition.Compiled;
import org.prooflab.engine.search.SearchControl;

/** The papers' setups: what they hold, and that a classroom size really runs. */
class PresetsTest {

    @Test
    void every_preset_compiles_in_both_sizes_and_the_classroom_size_is_the_papers_first_positions() {
        assertThat(Presets.all()).extracting(Preset::id).containsExactly("song-2x20", "song-8x8", "primanita-connect4",
                "primanita-table1", "primanita-othello-18", "primanita-othello-22", "primanita-othello-26",
                "primanita-othello-32", "primanita-othello-36", "primanita-othello-40");
        for (Preset p : Presets.all()) {
            Compiled small = p.classroom().compile(Caps.COMMAND_LINE);
            Compiled full = p.full().compile(Caps.COMMAND_LINE);
            assertThat(small.configs()).isEqualTo(full.configs());
            assertThat(full.positions()).hasSize(200);
            assertThat(full.positions().subList(0, small.positions().size())).as(p.id()).isEqualTo(small.positions());
            assertThat(small.positions().size()).isLessThan(full.positions().size());
            assertThat(small.limits().maxNodes()).isLessThanOrEqualTo(full.limits().maxNodes());
            assertThat(small.limits().maxMillis()).isLessThan(full.limits().maxMillis());
            assertThat(p.scaling()).startsWith(small.positions().size() + " of 200 ");
            assertThat(p.title()).isNotBlank();
            assertThat(p.source()).contains(p.id().startsWith("song") ? "Song" : "Primanita");
        }
        assertThat(Presets.byId("nothing")).isEmpty();
    }

    @Test
    void the_presets_use_the_papers_limits_and_parameters() {
        Compiled c4 = Presets.byId("primanita-connect4").orElseThrow().full().compile(Caps.COMMAND_LINE);
        assertThat(c4.limits().maxNodes()).isEqualTo(35_000_000);
        assertThat(c4.limits().maxMillis()).isEqualTo(420_000);
        assertThat(c4.configs()).extracting(AlgorithmConfig::label)
                .containsExactly("PNS", "MCPNS", "PPNS (theta 0.01)", "PPNS (theta 0.001, pr 0.001)");
        assertThat(Presets.byId("primanita-table1").orElseThrow().full().compile(Caps.COMMAND_LINE).configs())
                .extracting(AlgorithmConfig::label).containsExactly("PPNS (theta 0.01)",
                        "PPNS (theta 0.01, pr 0.001)", "PPNS (theta 0.01, pr 0.0001)", "PPNS (theta 0.01, pr 0.00001)",
                        "PPNS (theta 0.001, pr 0.001)", "PPNS (theta 0.001, pr 0.0001)", "PPNS (theta 0.001, pr 0.00001)", "PNS");
        Compiled othello = Presets.byId("primanita-othello-26").orElseThrow().full().compile(Caps.COMMAND_LINE);
        assertThat(othello.limits().maxNodes()).isEqualTo(8_000_000);
        assertThat(othello.limits().maxMillis()).isEqualTo(600_000);
        assertThat(othello.configs().get(2).parameters().precisionRate()).isEqualTo(0.00001);
        Compiled song = Presets.byId("song-8x8").orElseThrow().full().compile(Caps.COMMAND_LINE);
        assertThat(song.configs()).extracting(AlgorithmConfig::label).containsExactly("PNS", "MCPNS", "PPNS", "UCT", "MCTS");
        assertThat(song.configs()).allSatisfy(c -> assertThat(c.parameters().playouts()).isEqualTo(10));
        assertThat(song.limits().maxNodes()).as("the whole 8 x 8 tree").isEqualTo(19_173_961);
    }

    @Test
    void the_scaling_says_the_sizes_and_the_worst_case() {
        assertThat(Presets.byId("primanita-connect4").orElseThrow().scaling()).isEqualTo("20 of 200 positions, "
                + "1,000,000 of 35,000,000 nodes and 3 of 420 s a solve: 80 solves and up to 20 exact checks of their pr conclusions, "
                + "at most 5 min 00 s on one worker if every "
                + "solve ran to its time limit (most end far sooner)");
        assertThat(Presets.byId("song-2x20").orElseThrow().scaling()).startsWith("40 of 200 trees, the papers' 2,097,151 nodes and 2 of 600 s a solve");
    }

    @Test
    void the_worst_case_counts_every_solve_and_check_and_goes_to_hours() {
        // 20 positions, PNS and PPNS with pr: 40 solves and 20 checks of 10 s each.
        assertThat(ExperimentDefinition.prChecks(20, List.of(AlgorithmSpec.of("pns"),
                new AlgorithmSpec("ppns", Map.of("pr", 0.05))))).isEqualTo(20);
        assertThat(ExperimentDefinition.prChecks(20, List.of(new AlgorithmSpec("ppns", Map.of("pr", 0))))).isZero();
        assertThat(ExperimentDefinition.worstCase(60, 10)).startsWith("at most 10 min 00 s on one worker");
        assertThat(ExperimentDefinition.worstCase(400, 120)).startsWith("at most 13 h 20 min on one worker");
    }

    @Test
    void a_classroom_preset_runs_and_its_solvers_agree() {
        Compiled c = Presets.byId("song-2x20").orElseThrow().classroom().compile(Caps.COMMAND_LINE);
        List<TaskResult> results = new ArrayList<>();
        for (int p = 0; p < 3; p++) {
            for (int k = 0; k < c.configs().size(); k++) {
                results.add(TaskRunner.run(c, p, k, SearchControl.none()));
            }
        }
        assertThat(results).allSatisfy(r -> assertThat(r.concluded()).as(r.toString()).isTrue());
        Comparison comparison = Comparison.of(c, results);
        assertThat(comparison.configs()).allSatisfy(s -> {
            assertThat(s.finished()).isEqualTo(3);
            assertThat(s.falseConclusions()).as("solvers disagree on a tree").isZero();
        });
    }
}
