package org.prooflab.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.Experiment;
import org.prooflab.classroom.ExperimentStatus;
import org.prooflab.engine.game.GameKind;

/** The words for an experiment's state and time, shared by its page and the classroom's lists. */
class ExperimentTextTest {
    private static Experiment experiment(ExperimentStatus status, int done) {
        return new Experiment("abc", "Song 2x20", null, "", null, status, 0, 3, 2, done, done > 0, Instant.parse("2026-11-26T14:05:59Z"));
    }

    @Test
    void the_list_says_the_state_in_the_words_of_the_experiments_page() {
        assertThat(ExperimentText.progress(experiment(ExperimentStatus.DONE, 6))).isEqualTo("Finished, 6 of 6 solves");
        assertThat(ExperimentText.progress(experiment(ExperimentStatus.RUNNING, 0))).isEqualTo("Queued, 0 of 6 solves");
        // a worker has begun its first solve: Running before anything is finished
        assertThat(ExperimentText.progress(new Experiment("abc", "Song 2x20", null, "", null, ExperimentStatus.RUNNING, 0, 3, 2, 0,
                true, Instant.EPOCH))).isEqualTo("Running, 0 of 6 solves");
        assertThat(ExperimentText.progress(experiment(ExperimentStatus.RUNNING, 2))).isEqualTo("Running, 2 of 6 solves");
        assertThat(ExperimentText.progress(experiment(ExperimentStatus.PAUSED, 2))).isEqualTo("Paused, 2 of 6 solves");
        assertThat(ExperimentText.progress(experiment(ExperimentStatus.CANCELLED, 2))).isEqualTo("Cancelled, 2 of 6 solves");
    }

    @Test
    void a_p_game_tree_shows_its_seed_first_and_other_positions_are_shown_as_written() {
        assertThat(ExperimentText.position(GameKind.PGAME, "pgame:b=2,d=20,seed=17")).isEqualTo("seed 17 (2 x 20)");
        assertThat(ExperimentText.position(GameKind.PGAME, "pgame:b=2,d=20,seed=18446744073709551615,path=0.1"))
                .isEqualTo("seed 18446744073709551615, path 0.1 (2 x 20)");
        // a position that cannot be read (stored before a rule) is shown as it was written
        assertThat(ExperimentText.position(GameKind.PGAME, "pgame:b=0")).isEqualTo("pgame:b=0");
        assertThat(ExperimentText.position(GameKind.CONNECT4, "4453")).isEqualTo("4453");
    }

    @Test
    void trees_of_one_size_are_told_apart_by_their_seeds_alone_and_anything_else_keeps_its_whole_position() {
        List<String> roots = List.of("pgame:b=2,d=8,seed=18446744073709551615", "pgame:b=2,d=8,seed=17");
        assertThat(ExperimentText.sharedTreeShape(GameKind.PGAME, roots)).contains("branching 2 and depth 8");
        assertThat(ExperimentText.seed(roots.getFirst())).isEqualTo("18446744073709551615");
        // another size, a node below a root, a position that cannot be read, another game: nothing shared to say once
        assertThat(ExperimentText.sharedTreeShape(GameKind.PGAME, List.of(roots.get(1), "pgame:b=2,d=9,seed=17"))).isEmpty();
        assertThat(ExperimentText.sharedTreeShape(GameKind.PGAME, List.of(roots.get(1), "pgame:b=2,d=8,seed=17,path=0"))).isEmpty();
        assertThat(ExperimentText.sharedTreeShape(GameKind.PGAME, List.of(roots.get(1), "pgame:b=0"))).isEmpty();
        assertThat(ExperimentText.sharedTreeShape(GameKind.CONNECT4, List.of("4453"))).isEmpty();
        assertThat(ExperimentText.sharedTreeShape(GameKind.PGAME, List.of())).isEmpty();
    }

    @Test
    void a_moment_is_written_with_its_date_its_minute_and_its_zone() {
        assertThat(ExperimentText.when(Instant.parse("2026-11-26T14:05:59Z"))).isEqualTo("26 Nov 2026, 14:05 UTC");
        assertThat(ExperimentText.when(Instant.parse("2027-01-03T00:00:00Z"))).isEqualTo("3 Jan 2027, 00:00 UTC");
    }

    @Test
    void a_solve_s_limits_name_the_iteration_limit_where_there_is_one() {
        // Every solve was "OUT (iteration limit)" under a header that named nodes and seconds only.
        assertThat(ExperimentText.limits(new org.prooflab.engine.search.Limits(200_000, Long.MAX_VALUE, 500)))
                .isEqualTo("200,000 nodes and 0.5 s");
        assertThat(ExperimentText.limits(new org.prooflab.engine.search.Limits(200_000, 50, 2_000)))
                .isEqualTo("200,000 nodes, 50 iterations and 2 s");
    }

    @Test
    void positions_sort_their_numbers_by_value() {
        List<String> positions = new java.util.ArrayList<>(List.of("pgame:b=2,d=12,seed=17911839290282890590",
                "pgame:b=2,d=12,seed=8196980753821780235", "pgame:b=2,d=12,seed=8196980753821780235,path=0.10",
                "pgame:b=2,d=12,seed=8196980753821780235,path=0.9"));
        positions.sort(ExperimentText.POSITION_ORDER);
        assertThat(positions).containsExactly("pgame:b=2,d=12,seed=8196980753821780235",
                "pgame:b=2,d=12,seed=8196980753821780235,path=0.9", "pgame:b=2,d=12,seed=8196980753821780235,path=0.10",
                "pgame:b=2,d=12,seed=17911839290282890590");
        assertThat(ExperimentText.POSITION_ORDER.compare("pgame:b=10,d=2,seed=1", "pgame:b=9,d=2,seed=1")).isPositive();
        assertThat(ExperimentText.POSITION_ORDER.compare("seed=007", "seed=7")).isZero();
    }
}
