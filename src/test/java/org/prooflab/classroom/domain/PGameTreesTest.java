package org.prooflab.classroom.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition.AlgorithmSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.Caps;
import org.prooflab.classroom.domain.ExperimentDefinition.LimitSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.PositionSet;

/** P-game trees of an experiment: b and d are each checked beside their own field. */
class PGameTreesTest {
    private static List<Problem> problems(int branching, int depth) {
        ExperimentDefinition d = new ExperimentDefinition("trees", "pgame", PositionSet.pgame(branching, depth, 3, 1),
                List.of(AlgorithmSpec.of("pns")), new LimitSpec(1000, 1, 0));
        InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class, () -> d.compile(Caps.COMMAND_LINE));
        assertThat(e).as("%d x %d refused", branching, depth).isNotNull();
        return e.problems();
    }

    @Test
    void a_wrong_branching_is_named_under_b_and_a_wrong_depth_under_d_both_at_once() {
        assertThat(problems(0, 5)).containsExactly(
                new Problem("positions.branching", "branching b must be a whole number from 1 to 64, not 0"));
        assertThat(problems(65, 5)).containsExactly(
                new Problem("positions.branching", "branching b must be a whole number from 1 to 64, not 65"));
        assertThat(problems(2, 99)).containsExactly(
                new Problem("positions.depth", "depth d must be a whole number from 1 to 64, not 99"));
        assertThat(problems(0, 0)).containsExactly(
                new Problem("positions.branching", "branching b must be a whole number from 1 to 64, not 0"),
                new Problem("positions.depth", "depth d must be a whole number from 1 to 64, not 0"));
    }

    @Test
    void the_largest_tree_is_allowed() {
        ExperimentDefinition d = new ExperimentDefinition("trees", "pgame", PositionSet.pgame(64, 64, 2, 1),
                List.of(AlgorithmSpec.of("pns")), new LimitSpec(1000, 1, 0));
        assertThat(d.compile(Caps.COMMAND_LINE).positions()).hasSize(2).allMatch(p -> p.contains("b=64,d=64"));
    }
}
