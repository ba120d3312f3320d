package org.prooflab.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.TaskResult;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;

/** What the pages watching an experiment are told, poll by poll, on a real store. */
class LiveExperimentsTest {
    private final DataSource ds = Databases.h2();
    private final ExperimentStore store = new ExperimentStore(JdbcClient.create(ds), new JdbcTemplate(ds));
    private final LiveExperiments live = new LiveExperiments(store);

    private void create(String id) {
        store.create(id, new ExperimentDefinition(id, "pgame", ExperimentDefinition.PositionSet.pgame(2, 4, 2, 1),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns")), new ExperimentDefinition.LimitSpec(100, 1, 0))
                .compile(ExperimentDefinition.Caps.COMMAND_LINE), "hash", null);
    }

    /** What one experiment's watcher was told: its state words, or "gone". */
    private List<String> told(String id) {
        List<String> told = new ArrayList<>();
        live.watch(id, now -> told.add(now.map(e -> e.stateWord() + " " + e.done()).orElse("gone")));
        return told;
    }

    @Test
    void a_watcher_is_told_each_change_once_a_start_a_result_and_the_end() {
        create("live0001");
        List<String> told = told("live0001");
        live.poll();
        live.poll();
        assertThat(told).containsExactly("Queued 0");
        store.markStarted("live0001");
        live.poll();
        live.poll();
        assertThat(told).containsExactly("Queued 0", "Running 0");
        for (int p = 0; p < 2; p++) {
            store.record("live0001", new TaskResult(p, 0, store.taskPosition("live0001", p), "PROVED", null, null, null, "0", 3, 7, 3,
                    0, 1, 1.0, "0:1"), "t");
            live.poll();
        }
        live.poll();
        assertThat(told).containsExactly("Queued 0", "Running 0", "Running 1", "Finished 2");
        store.delete("live0001");
        live.poll();
        live.poll();
        assertThat(told).containsExactly("Queued 0", "Running 0", "Running 1", "Finished 2", "gone");
    }

    @Test
    void one_deleted_before_its_first_poll_is_told_gone_once() {
        // A page opened just before a teacher deleted it kept showing it, as if it were there.
        create("live0002");
        List<String> told = told("live0002");
        store.delete("live0002");
        live.poll();
        live.poll();
        assertThat(told).containsExactly("gone");
        assertThat(store.find("live0002")).isEqualTo(Optional.empty());
    }

    @Test
    void a_watcher_that_throws_does_not_keep_the_others_from_hearing() {
        // A tab whose session ended throws from its UI's access: the tabs after it missed the change.
        create("live0003");
        List<String> told = told("live0003");
        // Ten of them, so that some come before the one that listens whatever order the set keeps.
        for (int i = 0; i < 10; i++) {
            String tab = "tab " + i; // captured: ten watchers, not one lambda ten times
            live.watch("live0003", now -> {
                throw new IllegalStateException(tab + "'s UI is detached");
            });
        }
        live.poll();
        store.markStarted("live0003");
        live.poll();
        assertThat(told).containsExactly("Queued 0", "Running 0");
    }
}
