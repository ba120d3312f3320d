package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class QueueNoteTest {
    @Test
    void solves_that_all_run_at_once_need_no_note() {
        assertThat(QueueNote.text(1, 30_000, List.of(), 1)).isNull();
        assertThat(QueueNote.text(2, 30_000, List.of(), 2)).isNull();
    }

    @Test
    void the_last_waits_for_the_others_at_their_limits() {
        assertThat(QueueNote.text(3, 30_000, List.of(), 1)).startsWith("These 3 solves run one at a time (each visitor's share "
                + "of the server, so that a class is served fairly): the last one starts after at most 1 min 00 s at this time "
                + "limit");
        // Two at a time: the two ahead of the last share the time.
        assertThat(QueueNote.text(3, 30_000, List.of(), 2)).contains("run 2 at a time").contains("after at most 30 s at this time limit");
    }

    @Test
    void places_that_free_sooner_take_the_next_solve() {
        // Two at a time, another tab's 60 s in one place: this page's first 5 s in the other, and the second after it.
        assertThat(QueueNote.lastStartMillis(2, 5_000, List.of(60_000L), 2)).isEqualTo(5_000);
        assertThat(QueueNote.lastStartMillis(3, 5_000, List.of(60_000L), 2)).isEqualTo(10_000);
        assertThat(QueueNote.lastStartMillis(1, 5_000, List.of(60_000L, 60_000L), 2)).isEqualTo(60_000);
        assertThat(QueueNote.lastStartMillis(4, 10_000, List.of(), 1)).isEqualTo(30_000);
        assertThat(QueueNote.text(2, 5_000, List.of(60_000L), 2)).contains("after at most 5 s at their time limits");
    }

    @Test
    void solves_of_another_tab_are_counted_and_said() {
        // It said "at most 5 s" and waited the other tab's 30 s.
        assertThat(QueueNote.text(2, 5_000, List.of(30_000L), 1)).isEqualTo("Your other solve still running or waiting "
                + "(another tab of the lab, or a game against a proof) takes the same places, as a visitor's solves run one at a "
                + "time (each visitor's share of the server, so that a class is served fairly): the last of this page's 2 starts "
                + "after at most 35 s at their time limits, longer when the server is busy. Most end far sooner; fewer solvers "
                + "or a lower Max seconds shorten the wait, and so does cancelling the others.");
        assertThat(QueueNote.text(1, 5_000, List.of(30_000L, 60_000L), 1)).startsWith("Your 2 other solves still running or waiting")
                .contains("take the same places").contains("this page's solve starts after at most 1 min 30 s");
        // Two at a time beside one solve elsewhere: the first of this page's starts at once, so the note does not say
        // they all wait for it.
        assertThat(QueueNote.text(2, 5_000, List.of(60_000L), 2)).doesNotContain("wait for");
    }

    @Test
    void a_full_value_may_take_two_searches_to_the_limit() {
        assertThat(QueueNote.longestMillis(30_000, false)).isEqualTo(30_000);
        assertThat(QueueNote.longestMillis(30_000, true)).isEqualTo(60_000);
    }

    @Test
    void a_full_value_and_a_position_beyond_the_limits_are_said() {
        assertThat(QueueNote.text(2, 60_000, List.of(), 1, true, false)).contains("after at most 1 min 00 s at this time limit "
                + "(a full value may search twice)").endsWith("Most end far sooner; fewer solvers, a lower Max seconds or no Full "
                + "value shorten the wait.");
        // Beside "a solve will most likely stop at a limit" (ReachNote), no "most end far sooner".
        assertThat(QueueNote.text(2, 30_000, List.of(), 1, false, true)).doesNotContain("far sooner")
                .endsWith("longer when the server is busy. Fewer solvers or a lower Max seconds shorten the wait.");
    }

    @Test
    void a_wait_under_a_second_is_rounded_up() {
        assertThat(QueueNote.text(2, 400, List.of(), 1)).contains("after at most 1 s");
    }
}
