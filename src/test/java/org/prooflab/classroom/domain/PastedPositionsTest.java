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

/** Pasted positions that cannot be read: each line named in the lab's words, the format said once. */
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
    void past_five_wrong_lines_the_rest_are_counted() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            lines.add("x" + i);
        }
        List<Problem> ps = problems(lines);
        assertThat(ps).hasSize(ExperimentDefinition.MOST_LINES_NAMED + 1);
        assertThat(ps.getLast().message()).startsWith("7 more lines cannot be read; a Connect Four position looks like ");
    }
}
