package org.prooflab.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.Aggregates;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.TaskResult;

/** Thirty pages on one experiment read and compute its results once a change, not thirty times. */
class SharedResultsTest {
    private static final ExperimentDefinition.Compiled COMPILED = new ExperimentDefinition("shared", "pgame",
            ExperimentDefinition.PositionSet.pgame(2, 6, 3, 5),
            List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("ppns")),
            new ExperimentDefinition.LimitSpec(10_000, 5, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);

    private static Experiment experiment(String id, int done) {
        return new Experiment(id, "shared", COMPILED.definition(), "hash", null, ExperimentStatus.RUNNING, 0, 3, 2, done, done > 0,
                Instant.EPOCH);
    }

    private static TaskResult result(int p, int c, long nodes) {
        return new TaskResult(p, c, COMPILED.positions().get(p), "PROVED", null, null, null, "1", 10, nodes, nodes / 2, 0, 3,
                0.0, "0:1 10:0", nodes / 4.0);
    }

    @Test
    void each_number_of_finished_solves_is_read_and_computed_once_and_the_figures_are_those_of_the_results() {
        List<TaskResult> stored = new ArrayList<>(List.of(result(0, 0, 40), result(0, 1, 10)));
        AtomicInteger reads = new AtomicInteger();
        SharedResults shared = new SharedResults(id -> {
            reads.incrementAndGet();
            return List.copyOf(stored);
        });
        SharedResults.View first = shared.of(experiment("exp00001", 2), COMPILED);
        for (int page = 0; page < 30; page++) {
            assertThat(shared.of(experiment("exp00001", 2), COMPILED)).isSameAs(first);
        }
        // A page that read the experiment a moment earlier gets the newer view, not an older one made again.
        assertThat(shared.of(experiment("exp00001", 1), COMPILED)).isSameAs(first);
        assertThat(reads).hasValue(1);
        assertThat(first.results()).isEqualTo(stored);
        assertThat(first.checks()).isEqualTo(Aggregates.checksOf(stored));
        assertThat(first.comparison()).isEqualTo(Comparison.of(COMPILED, stored));
        assertThat(first.aggregates()).isEqualTo(Aggregates.of(COMPILED, stored));

        stored.add(result(1, 0, 30));
        SharedResults.View next = shared.of(experiment("exp00001", 3), COMPILED);
        assertThat(next.results()).hasSize(3);
        assertThat(reads).hasValue(2);
    }

    @Test
    void it_keeps_a_bounded_number_of_experiments() {
        SharedResults shared = new SharedResults(id -> List.of());
        for (int i = 0; i < 100; i++) {
            shared.of(experiment(String.format("exp%05d", i), 0), COMPILED);
        }
        AtomicInteger reads = new AtomicInteger();
        SharedResults counting = new SharedResults(id -> {
            reads.incrementAndGet();
            return List.of();
        });
        for (int i = 0; i < 100; i++) {
            counting.of(experiment(String.format("exp%05d", i), 0), COMPILED);
            counting.of(experiment(String.format("exp%05d", i), 0), COMPILED);
        }
        assertThat(reads).as("the one just made stays").hasValue(100);
    }
}
