package org.prooflab.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What the classroom's search takes from what a visitor typed: the letters of a name, and an id when it holds one. */
class ClassroomSearchTest {

    @Test
    void blank_finds_every_experiment() {
        assertThat(ClassroomService.search(null)).isEqualTo(ExperimentStore.Search.ALL);
        assertThat(ClassroomService.search(" \t ")).isEqualTo(ExperimentStore.Search.ALL);
    }

    @Test
    void words_are_searched_in_names_stripped_and_only_an_ids_shape_is_also_an_id() {
        assertThat(ClassroomService.search("  week 3 ")).isEqualTo(new ExperimentStore.Search("week 3", null));
        assertThat(ClassroomService.search("a9f2qaes")).isEqualTo(new ExperimentStore.Search("a9f2qaes", "a9f2qaes"));
        assertThat(ClassroomService.search("A9F2QAES")).isEqualTo(new ExperimentStore.Search("A9F2QAES", null));
        assertThat(ClassroomService.search("a9f2qae")).isEqualTo(new ExperimentStore.Search("a9f2qae", null));
    }

    @Test
    void a_pasted_address_finds_its_experiment_with_or_without_its_host_query_or_fragment() {
        for (String typed : new String[] {"http://localhost:8080/classroom/a9f2qaes", "https://lab.example/classroom/a9f2qaes/",
                "classroom/a9f2qaes?x=1", "/classroom/a9f2qaes#results", " localhost:8080/classroom/a9f2qaes "}) {
            assertThat(ClassroomService.search(typed).id()).as(typed).isEqualTo("a9f2qaes");
        }
        assertThat(ClassroomService.search("the classroom").id()).isNull();
    }

    @Test
    void the_id_a_search_names_says_whether_it_came_from_an_address_or_may_be_part_of_a_name() {
        assertThat(ClassroomService.searchedId("http://host/classroom/abcd2345"))
                .contains(new ClassroomService.SearchedId("abcd2345", true));
        assertThat(ClassroomService.searchedId("/classroom/zzzzzzzz")).contains(new ClassroomService.SearchedId("zzzzzzzz", true));
        assertThat(ClassroomService.searchedId(" zzzzzzzz ")).contains(new ClassroomService.SearchedId("zzzzzzzz", false));
        assertThat(ClassroomService.searchedId("week 3")).isEmpty();
        assertThat(ClassroomService.searchedId(null)).isEmpty();
    }
}
