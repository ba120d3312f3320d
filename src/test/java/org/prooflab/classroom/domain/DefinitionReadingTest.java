package org.prooflab.classroom.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.search.Parameter;

/** What a definition read in part says of the numbers it could not read: what was wrong, and what the field allows. */
class DefinitionReadingTest {
    private static final ExperimentDefinition.Caps CAPS = new ExperimentDefinition.Caps(100, 8, 1_000_000, 60);

    private static List<Problem> problems(String game, Problem... unread) {
        ExperimentDefinition d = new ExperimentDefinition("read in part", game, ExperimentDefinition.PositionSet.random(8, 4, 1),
                List.of(ExperimentDefinition.AlgorithmSpec.of("dfpn")), new ExperimentDefinition.LimitSpec(1000, 1, 0));
        DefinitionReading reading = new DefinitionReading(d, List.of(unread));
        try {
            reading.compile(CAPS);
        } catch (InvalidDefinitionException e) {
            return e.problems();
        }
        throw new AssertionError("compiled despite " + List.of(unread));
    }

    @Test
    void an_unread_number_is_told_what_its_field_allows() {
        assertThat(problems("connect4",
                new Problem("positions.count", "'99999999999' is far too large"),
                new Problem("positions.plies", "'eight' is not a whole number"),
                new Problem("limits.maxNodes", "enter a whole number"),
                new Problem("limits.maxSeconds", "'soon' is not a number"),
                new Problem("limits.maxIterations", "'-99999999999999999999' is far too small"),
                new Problem("algorithms[0].table-bytes", "'lots' is not a whole number"))).containsExactly(
                new Problem("positions.count", "'99999999999' is far too large: choose 1 to 100 here"),
                new Problem("positions.plies", "'eight' is not a whole number: choose 0 to 41 for Connect Four"),
                new Problem("limits.maxNodes", "enter a whole number: choose 1 to 1,000,000 here"),
                new Problem("limits.maxSeconds", "'soon' is not a number: choose 0.001 to 60 here"),
                new Problem("limits.maxIterations", "'-99999999999999999999' is far too small: choose 0 (no iteration limit) or more, up to 9,223,372,036,854,775,807"),
                new Problem("algorithms[0].table-bytes", "'lots' is not a whole number: " + Parameter.byId("table-bytes").allowedBounds()));
    }

    @Test
    void a_problem_that_says_more_or_is_of_another_kind_is_kept_as_it_is() {
        List<Problem> kept = List.of(
                // a hint already says what to write
                new Problem("limits.maxSeconds", "'2,5' is not a number: a comma only groups thousands (1,000); write 2.5"),
                // what the user typed looks like a range's words: it is quoted, and the range follows all the same
                new Problem("positions.count", "'must be 5' is not a whole number"),
                // a seed says its range itself, and a missing field asks for it
                new Problem("positions.seed", "'x' is not a seed: it must be " + Parameter.SEED.range()),
                new Problem("algorithms", "is missing: choose at least one algorithm"));
        assertThat(problems("connect4", kept.toArray(Problem[]::new))).containsExactly(kept.get(0),
                new Problem("positions.count", "'must be 5' is not a whole number: choose 1 to 100 here"), kept.get(2), kept.get(3));
        // The positions of a game the definition does not name have no random-moves range to say.
        assertThat(problems("nosuchgame", new Problem("positions.plies", "'x' is not a whole number")))
                .contains(new Problem("positions.plies", "'x' is not a whole number"));
    }

    @Test
    void a_p_game_experiments_count_is_of_trees() {
        ExperimentDefinition d = new ExperimentDefinition("trees", "pgame", ExperimentDefinition.PositionSet.pgame(2, 6, 0, 1),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns")), new ExperimentDefinition.LimitSpec(1000, 1, 0));
        assertThatThrownBy(() -> d.compile(CAPS)).isInstanceOfSatisfying(InvalidDefinitionException.class, e -> assertThat(e.problems())
                .contains(new Problem("positions.count", "0 trees is too few: choose 1 to 100 here")));
    }

    @Test
    void the_checks_of_a_number_read_say_the_same_range() {
        ExperimentDefinition d = new ExperimentDefinition("out of range", "connect4", ExperimentDefinition.PositionSet.random(8, 500, 1),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns")), new ExperimentDefinition.LimitSpec(5_000_000, 600, 0));
        assertThatThrownBy(() -> d.compile(CAPS)).isInstanceOfSatisfying(InvalidDefinitionException.class, e -> assertThat(e.problems())
                .contains(new Problem("positions.count", "500 positions is too many: " + d.allowed("positions.count", CAPS)),
                        new Problem("limits.maxNodes", "5,000,000 nodes is too many: " + d.allowed("limits.maxNodes", CAPS)),
                        new Problem("limits.maxSeconds", "600 seconds is too long: " + d.allowed("limits.maxSeconds", CAPS))));
    }
}
