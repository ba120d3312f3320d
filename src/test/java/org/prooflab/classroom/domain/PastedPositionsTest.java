package org.prooflab.classroom.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition.AlgorithmSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.Caps;
import org.prooflab.classroom.domain.ExperimentDefinition.LimitSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.PositionSet;

/** Pasted positions that cannot be read, or cannot be solved: each line named in the lab's words, the format said once. */
class PastedPositionsTest {
    private static List<Problem> problems(List<String> lines) {
        ExperimentDefinition d = new ExperimentDefinition("pasted", "connect4", PositionSet.list(lines), List.of(AlgorithmSpec.of("pns")),
                new LimitSpec(1000, 1, 0));
        InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class, () -> d.compile(Caps.COMMAND_LINE));
        assertThat(e).isNotNull();
        return e.problems();
    }

    private static int count(String text, String part) {
        return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }

    @Test
    void each_wrong_line_is_named_and_the_format_is_said_once_after_the_last() {
        List<Problem> ps = problems(List.of("4453", "44444444", "1x2", "9"));
        assertThat(ps).extracting(Problem::field).containsOnly("positions.lines");
        assertThat(ps).hasSize(3);
        String all = String.join("; ", ps.stream().map(Problem::message).toList());
        assertThat(all).startsWith("line 2 ('44444444'): move 7 (4): column 4 is full: allowed are the columns with room; line 3 ('1x2'): move 2 (x): ");
        assertThat(count(all, "position looks like")).isEqualTo(1);
        assertThat(ps.getLast().message()).startsWith("line 4 ('9'): ").contains("; a Connect Four position looks like ");
    }

    @Test
    void the_format_is_said_with_the_article_the_game_s_name_takes() {
        // "a Othello position looks like f5d6c3" ended every Othello line that could not be read.
        ExperimentDefinition d = new ExperimentDefinition("pasted", "othello", PositionSet.list(List.of("z9")),
                List.of(AlgorithmSpec.of("pns")), new LimitSpec(1000, 1, 0));
        InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class, () -> d.compile(Caps.COMMAND_LINE));
        assertThat(e.problems().getLast().message()).contains("; an Othello position looks like f5d6c3");
        assertThat(org.prooflab.engine.game.GameKind.CONNECT4.aPosition()).isEqualTo("a Connect Four position");
        assertThat(org.prooflab.engine.game.GameKind.PGAME.aPosition()).isEqualTo("a P-game tree position");
    }

    @Test
    void a_tab_in_a_line_is_named_and_shown_drawn_and_spaces_around_a_line_are_no_mistake() {
        // "4453" and a tab was taken as 4453 without a word; a tab inside one was quoted as a raw tab.
        List<Problem> ps = problems(List.of("  4453 ", "44\t53", "4453\t"));
        assertThat(ps).extracting(Problem::message).satisfiesExactly(
                m -> assertThat(m).startsWith("line 2 ('44\u240953'): character 3 is a tab (U+0009"),
                m -> assertThat(m).startsWith("line 3 ('4453\u2409'): character 5 is a tab (U+0009"));
        ExperimentDefinition spaced = new ExperimentDefinition("pasted", "connect4", PositionSet.list(List.of("  4453 ", "\u00a0445\u00a0")),
                List.of(AlgorithmSpec.of("pns")), new LimitSpec(1000, 1, 0));
        assertThat(spaced.compile(Caps.COMMAND_LINE).positions()).containsExactly("4453", "445");
        // One stored before tabs were named keeps the reading it was made under: its page and its solves still open it.
        ExperimentDefinition kept = new ExperimentDefinition("pasted", "connect4", PositionSet.list(List.of("4453\t", "\t445", "44\r")),
                List.of(AlgorithmSpec.of("pns")), new LimitSpec(1000, 1, 0));
        assertThat(kept.compileStored().positions()).containsExactly("4453", "445", "44");
    }

    @Test
    void past_five_wrong_lines_the_rest_are_given_by_number_and_past_thirty_more_counted() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            lines.add(i == 8 ? "4453" : "x" + i);
        }
        List<Problem> ps = problems(lines);
        assertThat(ps).hasSize(ExperimentDefinition.MOST_LINES_NAMED + 1);
        // "6 more lines cannot be read" left them to be found one by one.
        assertThat(ps.getLast().message()).startsWith("6 more lines cannot be read: lines 6, 7, 8, 10, 11 and 12; a Connect Four position looks like ");
        // a summary counts it as the six problems it stands for
        assertThat(ps.stream().mapToInt(ExperimentDefinition::count).sum()).isEqualTo(11);
        lines.subList(6, 12).clear();
        assertThat(problems(lines).getLast().message()).startsWith("1 more line cannot be read: line 6;");
        // thirty-one more: every one by its number, not "and 1 others"
        for (int i = 0; i < 30; i++) {
            lines.add("z" + i);
        }
        assertThat(problems(lines).getLast().message()).startsWith("31 more lines cannot be read: lines 6, 7, ").contains(", 35 and 36;");
        lines.subList(6, lines.size()).clear();
        for (int i = 0; i < 2_000; i++) {
            lines.add("y" + i);
        }
        assertThat(problems(lines).getLast().message()).startsWith("2,001 more lines cannot be read: lines 6, 7, 8, ")
                .contains(", 34, 35 and 1,971 others;");
    }

    @Test
    void a_finished_game_is_refused_as_the_lab_refuses_to_solve_it() {
        // 1212121: the first player's fourth disc in column 1 ends the game. It would count as concluded in one node.
        assertThat(problems(List.of("4453", "1212121", "121212"))).extracting(Problem::message)
                .containsExactly("line 2: the game is over in this position, so there is nothing to solve; leave it out");
        List<String> lines = new ArrayList<>(List.of("4453"));
        for (int i = 0; i < 7; i++) {
            lines.add("1212121");
        }
        assertThat(problems(lines)).extracting(Problem::message)
                .containsExactly("lines 2, 3, 4, 5, 6 and 2 more: the game is over in these positions, so there is nothing to solve; leave them out");
        assertThat(problems(List.of("1212121", "#", "2121212"))).extracting(Problem::message)
                .containsExactly("lines 1 and 3: the game is over in these positions, so there is nothing to solve; leave them out");
    }

    @Test
    void the_kinds_of_problem_come_in_the_order_of_their_first_lines() {
        // Line 4 repeats line 1, line 5 is a finished game, line 6 cannot be read: said in that order (the finished game
        // came first, before the line 4 above it).
        List<Problem> ps = problems(List.of("4453", "4226411353737661", "5x4:3321", "4453", "1212121", "9x"));
        assertThat(ps).extracting(Problem::message).first().asString().startsWith("line 4 is the same position as line 1");
        assertThat(ps.get(1).message()).startsWith("line 5: the game is over");
        assertThat(ps.get(2).message()).startsWith("line 6 ('9x'): ");
        // Reversed: the unreadable line first.
        List<Problem> reversed = problems(List.of("9x", "1212121", "4453", "4453"));
        assertThat(reversed).extracting(Problem::message).map(m -> m.substring(0, 6))
                .containsExactly("line 1", "line 2", "line 4");
    }

    @Test
    void a_position_pasted_twice_or_reached_by_another_move_order_is_named_with_its_first_line() {
        // 4453 and 5344 put the same discs on the board with the same side to move.
        assertThat(problems(List.of("4453", "44", "5344"))).extracting(Problem::message)
                .containsExactly("line 3 is the same position as line 1, so it would count twice; leave it out");
        assertThat(problems(List.of("4453", "44", "#", "44", "4453", "1"))).extracting(Problem::message)
                .containsExactly("lines 4 (as line 2) and 5 (as line 1) repeat the positions of earlier lines, so they would count twice; leave them out");
        // 45 and 54 differ: the same columns, other owners.
        ExperimentDefinition d = new ExperimentDefinition("pasted", "connect4", PositionSet.list(List.of("45", "54")),
                List.of(AlgorithmSpec.of("pns")), new LimitSpec(1000, 1, 0));
        assertThat(d.compile(Caps.COMMAND_LINE).positions()).hasSize(2);
    }
}
