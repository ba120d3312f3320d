package org.prooflab.classroom.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.tuple;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition.AlgorithmSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.Caps;
import org.prooflab.classroom.domain.ExperimentDefinition.LimitSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.PositionSet;
import org.prooflab.engine.game.GameKind;

/**
 * A position drawn or pasted twice would count twice in every table, so a new definition is refused
 * with the repeats named; a stored one, made before the rule, keeps every position it was made with.
 */
class RepeatedPositionsTest {
    private static ExperimentDefinition random(int plies, int count, long seed) {
        return new ExperimentDefinition("draws", "connect4", PositionSet.random(plies, count, seed), List.of(AlgorithmSpec.of("pns")),
                new LimitSpec(1000, 1, 0));
    }

    private static List<Problem> problems(ExperimentDefinition d) {
        InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class, () -> d.compile(Caps.COMMAND_LINE));
        assertThat(e).as("refused").isNotNull();
        return e.problems();
    }

    @Test
    void random_draws_that_repeat_are_named_with_how_many_differ_and_what_to_change() {
        assertThat(problems(random(0, 2, 1))).extracting(Problem::field, Problem::message).containsExactly(tuple("positions.count",
                "position 2 is the same as position 1: these 2 draws of 0 random moves give one position only, and a repeat would "
                        + "count twice; ask for fewer positions, more random moves or another seed"));
        // One move of Connect Four reaches 7 positions: 12 draws repeat at least 5 times.
        String message = problems(random(1, 12, 3)).getFirst().message();
        List<String> drawn = random(1, 12, 3).compileStored().positions();
        long different = new HashSet<>(drawn).size();
        assertThat(different).isLessThanOrEqualTo(7);
        assertThat(message).startsWith("positions ").contains(" repeat earlier ones: these 12 draws of 1 random move give " + different
                + " different positions");
        // Each repeat named with the draw it repeats: the first draw of its position.
        int repeat = drawn.size() - 1;
        while (drawn.indexOf(drawn.get(repeat)) == repeat) {
            repeat--;
        }
        if (12 - different <= ExperimentDefinition.MOST_LINES_NAMED) {
            assertThat(message).contains((repeat + 1) + " (as " + (drawn.indexOf(drawn.get(repeat)) + 1) + ")");
        } else {
            assertThat(message).contains(" and " + (12 - different - ExperimentDefinition.MOST_LINES_NAMED) + " more");
        }
    }

    @Test
    void draws_that_differ_compile_to_the_same_positions_as_before() {
        ExperimentDefinition d = random(12, 40, 7);
        List<String> positions = d.compile(Caps.COMMAND_LINE).positions();
        assertThat(positions).hasSize(40).doesNotHaveDuplicates();
        for (int i = 0; i < 40; i++) {
            assertThat(positions.get(i)).isEqualTo(GameKind.randomPosition(GameKind.CONNECT4.start(), 12,
                    GameKind.positionSeed(7, i)).notation());
        }
        assertThat(d.compileStored().positions()).isEqualTo(positions);
    }

    @Test
    void a_stored_definition_keeps_its_repeats_in_their_places() {
        assertThat(random(0, 3, 1).compileStored().positions()).containsExactly("", "", "");
        ExperimentDefinition pasted = new ExperimentDefinition("pasted", "connect4", PositionSet.list(List.of("4453", "44", "5344", "44")),
                List.of(AlgorithmSpec.of("pns")), new LimitSpec(1000, 1, 0));
        assertThat(pasted.compileStored().positions()).hasSize(4).element(1).isEqualTo("44");
        assertThat(pasted.compileStored().positions().get(3)).isEqualTo("44");
    }

    @Test
    void the_same_discs_on_boards_of_two_sizes_are_two_positions() {
        // Their keys agree (a disc in the first cells, the same side to move): "line 2 repeats line 1" was said of 7 x 6 and 5 x 4.
        ExperimentDefinition two = new ExperimentDefinition("sizes", "connect4", PositionSet.list(List.of("1", "5x4:1", "11", "5x4:11")),
                List.of(AlgorithmSpec.of("pns")), new LimitSpec(1000, 1, 0));
        assertThat(two.compile(ExperimentDefinition.Caps.COMMAND_LINE).positions()).hasSize(4);
        // The same board reached by another order is still a repeat.
        ExperimentDefinition again = new ExperimentDefinition("again", "connect4", PositionSet.list(List.of("4453", "5344")),
                List.of(AlgorithmSpec.of("pns")), new LimitSpec(1000, 1, 0));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> again.compile(ExperimentDefinition.Caps.COMMAND_LINE))
                .isInstanceOf(InvalidDefinitionException.class);
    }
}
