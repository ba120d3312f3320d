package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Paragraph;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.othello.Othello;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.Progress;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.lab.LabProperties;
import org.prooflab.lab.SolveJob;
import org.prooflab.lab.SolveService;

class SolvePanelTest {
    private static Progress at(long nodes, long millis) {
        return new Progress(1, nodes, 1, 0, millis * 1_000_000, 1, 1, null, 1_000_000, 30_000);
    }

    @Test
    void the_limit_note_names_the_nearer_limit_and_never_a_bare_zero_once_started() {
        assertThat(SolvePanel.limitText(at(120_000, 100))).isEqualTo("12% of the node limit");
        assertThat(SolvePanel.limitText(at(1_000, 15_000))).isEqualTo("50% of the time limit");
        assertThat(SolvePanel.limitText(at(2_000, 10))).isEqualTo("under 1% of the node limit");
        assertThat(SolvePanel.limitText(at(0, 0))).isEqualTo("0% of the node limit");
    }

    @Test
    void a_card_without_a_move_says_so_in_words() {
        assertThat(SolvePanel.moveLine("best move (none wins)", "no move wins", "3", false)).isEqualTo("best move (none wins) 3");
        // It read "best move (none wins) none".
        assertThat(SolvePanel.moveLine("best move (none wins)", "no move wins", null, false)).isEqualTo("no move wins");
        assertThat(SolvePanel.moveLine("move now", "no move yet", null, true)).isEqualTo("move now pass");
    }

    @Test
    void a_solve_shorter_than_a_tenth_of_a_second_has_no_rate() {
        // The same 4,390-node search read 96,276/s once and 4,321,738/s the next time, at "elapsed 0.0 s".
        assertThat(SolvePanel.rateText(99_999_999L, 4_321_738)).isEmpty();
        assertThat(SolvePanel.rateText(100_000_000L, 43_900)).isEqualTo("  (43,900/s)");
    }

    @Test
    void the_root_probability_reads_1_only_once_proved() {
        assertThat(SolvePanel.rootText(Algorithm.PPNS, 0.9999996, Double.NaN, Outcome.OUT)).as("was 1.000000").isEqualTo("root p 0.9999996");
        assertThat(SolvePanel.rootText(Algorithm.DFPPNS, 1, Double.NaN, Outcome.OUT)).isEqualTo("root p above 0.999999999999");
        assertThat(SolvePanel.rootText(Algorithm.PP, 1, Double.NaN, Outcome.PROVED)).isEqualTo("root p 1");
        assertThat(SolvePanel.rootText(Algorithm.PNS, 1234, 3, Outcome.OUT)).isEqualTo("root pn 1,234  dn 3");
        assertThat(SolvePanel.rootText(Algorithm.UCT, 0.65, 20, Outcome.OUT)).isEqualTo("root v 0.65  n 20");
    }

    @Test
    void a_finished_card_says_which_position_it_was_for_while_the_board_shows_another_and_not_once_it_is_back() throws InterruptedException {
        // A card of 4453 read "move when stopped 5" under a board showing 44535, with nothing to say it was of 4453.
        SolveService service = new SolveService(LabProperties.defaults());
        SolveJob job = BoardMarksTest.finished(service, "visitor", GameKind.CONNECT4.parse("414141"), Algorithm.PNS, 1_000_000);
        SolvePanel panel = new SolvePanel(job, position -> { }, solved -> { });
        Paragraph note = descendants(panel).filter(c -> c.hasClassName("position-note")).map(Paragraph.class::cast)
                .findFirst().orElseThrow();
        panel.showPositionShown(GameKind.CONNECT4.parse("414141"));
        assertThat(note.isVisible()).as("the position it solved is shown").isFalse();
        panel.showPositionShown(GameKind.CONNECT4.parse("4141412"));
        assertThat(note.isVisible()).isTrue();
        assertThat(note.getText()).isEqualTo("For the earlier position 414141, not the one shown now.");
        // A position that cannot be read is not the card's either.
        panel.showPositionShown(null);
        assertThat(note.isVisible()).isTrue();
        // Back at its position (Undo), the note goes.
        panel.showPositionShown(GameKind.CONNECT4.parse("414141"));
        assertThat(note.isVisible()).isFalse();
    }

    @Test
    void a_start_position_and_a_board_set_square_by_square_are_named_in_words_in_a_card_of_another_position() {
        assertThat(SolvePanel.otherPositionText(GameKind.CONNECT4.parse(""), GameKind.CONNECT4.parse("4"))).isEqualTo("For the start position, not the one shown now.");
        assertThat(SolvePanel.otherPositionText(GameKind.CONNECT4.parse("5x4:"), null)).isEqualTo("For the start position of a 5x4 board, not the one shown now.");
        assertThat(SolvePanel.otherPositionText(GameKind.OTHELLO.parse("f5d6"), null)).isEqualTo("For the earlier position f5d6, not the one shown now.");
        String board = ((Othello) GameKind.OTHELLO.parse("f5d6")).boardNotation();
        assertThat(SolvePanel.otherPositionText(GameKind.OTHELLO.parse(board), null))
                .isEqualTo("For the earlier position with the board -------- -------- -------- ---OX--- ---OXX-- ---O---- -------- -------- X, not the one shown now.");
        assertThat(SolvePanel.otherPositionText(GameKind.PGAME.parse("pgame:b=2,d=3,seed=17,path=0.1"), GameKind.PGAME.parse("pgame:b=2,d=3,seed=17")))
                .isEqualTo("For the earlier position, node 0.1 of the tree with b = 2, d = 3 and seed 17, not the one shown now.");
        assertThat(SolvePanel.otherPositionText(GameKind.PGAME.parse("pgame:b=2,d=3,seed=18446744073709551615"), null))
                .isEqualTo("For the earlier position, the root of the tree with b = 2, d = 3 and seed 18446744073709551615, not the one shown now.");
    }

    @Test
    void a_card_whose_solve_has_started_no_longer_says_its_place_before_its_first_report() throws InterruptedException {
        // One at a time: the second solve waits at place 1 while the first runs, then starts.
        SolveService service = new SolveService(LabProperties.defaults());
        GameState start = GameKind.OTHELLO.parse("");
        Limits limits = new Limits(100_000_000, Long.MAX_VALUE, 60_000);
        SolveJob first = service.submit("visitor", start, Algorithm.PNS, SearchParameters.defaults(GameKind.OTHELLO), limits, null);
        SolveJob second = service.submit("visitor", start, Algorithm.PNS, SearchParameters.defaults(GameKind.OTHELLO), limits, null);
        SolvePanel panel = new SolvePanel(second, position -> { }, solved -> { });
        panel.showQueued(service.queuePosition(second));
        assertThat(panel.placeShown()).isTrue();
        first.cancel();
        long deadline = System.currentTimeMillis() + 30_000;
        while (second.state() != SolveJob.State.RUNNING && System.currentTimeMillis() < deadline) {
            Thread.sleep(5);
        }
        assertThat(second.state()).isEqualTo(SolveJob.State.RUNNING);
        // What the page does when the queue moves (no report of the solve has reached the card).
        panel.showQueued(service.queuePosition(second));
        assertThat(panel.placeShown()).isFalse();
        assertThat(descendants(panel).filter(c -> c.hasClassName("verdict")).map(c -> c.getElement().getText()).findFirst())
                .contains("starting");
        second.cancel();
    }

    @Test
    void a_card_of_another_game_names_both_games() {
        GameState connectFour = GameKind.CONNECT4.parse("");
        assertThat(SolvePanel.otherPositionText(GameKind.PGAME.parse("pgame:b=2,d=3,seed=17,path=0.1"), connectFour))
                .isEqualTo("For the P-game tree position, node 0.1 of the tree with b = 2, d = 3 and seed 17, not the Connect Four position shown now.");
        assertThat(SolvePanel.otherPositionText(connectFour, GameKind.OTHELLO.parse("")))
                .isEqualTo("For the Connect Four start position, not the Othello position shown now.");
        assertThat(SolvePanel.otherPositionText(GameKind.CONNECT4.parse("5x4:"), GameKind.OTHELLO.parse("f5")))
                .isEqualTo("For the start position of a 5x4 Connect Four board, not the Othello position shown now.");
        String board = ((Othello) GameKind.OTHELLO.parse("f5d6")).boardNotation();
        assertThat(SolvePanel.otherPositionText(GameKind.OTHELLO.parse(board), connectFour))
                .isEqualTo("For the Othello position with the board -------- -------- -------- ---OX--- ---OXX-- ---O---- -------- -------- X, not the Connect Four position shown now.");
    }

    private static Stream<Component> descendants(Component c) {
        return Stream.concat(Stream.of(c), c.getChildren().flatMap(SolvePanelTest::descendants));
    }
}
