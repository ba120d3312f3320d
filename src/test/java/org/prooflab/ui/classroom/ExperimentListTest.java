package org.prooflab.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** What a classroom list says when a search finds nothing in it, read without a browser. */
class ExperimentListTest {
    /** This server's experiments: one, someone else's. */
    private static final Predicate<String> ON_SERVER = Set.of("q7wn3kxe")::contains;

    @Test
    void words_that_no_name_holds_are_said_to_be_in_no_name() {
        assertThat(ExperimentList.nothingFound("week 3", ON_SERVER)).isEqualTo("No experiment here has \u201cweek 3\u201d in its name.");
        // 3,000 characters typed came back whole.
        assertThat(ExperimentList.nothingFound("x".repeat(3000), ON_SERVER))
                .isEqualTo("No experiment here has \u201c" + "x".repeat(37) + "...\u201d in its name.");
    }

    @Test
    void an_address_or_an_id_this_server_does_not_have_is_said_to_be_no_experiments_id_here() {
        for (String typed : new String[] {"/classroom/zzzzzzzz", "http://host/classroom/abcd2345", "classroom/abcd2345?x=1"}) {
            String id = typed.contains("zzzz") ? "zzzzzzzz" : "abcd2345";
            assertThat(ExperimentList.nothingFound(typed, ON_SERVER)).as(typed)
                    .isEqualTo("No experiment on this server has the id \u201c" + id + "\u201d.");
        }
        // Text shaped like an id was looked for in the names too.
        assertThat(ExperimentList.nothingFound("zzzzzzzz", ON_SERVER))
                .isEqualTo("No experiment on this server has the id \u201czzzzzzzz\u201d, and none here has it in its name.");
    }

    @Test
    void an_experiment_of_this_server_that_is_not_in_the_list_is_said_to_be_elsewhere_not_gone() {
        assertThat(ExperimentList.nothingFound("http://localhost:8080/classroom/q7wn3kxe", ON_SERVER))
                .isEqualTo("The experiment with the id \u201cq7wn3kxe\u201d is on this server, but not in this list.");
        assertThat(ExperimentList.nothingFound("q7wn3kxe", ON_SERVER)).isEqualTo(
                "The experiment with the id \u201cq7wn3kxe\u201d is on this server, but not in this list, and none here has it in its name.");
    }
}
