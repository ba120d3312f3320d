package org.prooflab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ProgressBarTest {

    /** What a bar over {@code total} solves writes when each finishes in turn and the run ends. */
    private static String written(int total, boolean inPlace) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ProgressBar bar = new ProgressBar(new PrintStream(bytes, true, StandardCharsets.UTF_8), total, "solves", inPlace);
        for (int done = 1; done <= total; done++) {
            bar.show(done);
        }
        bar.finish();
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void to_a_file_a_thousand_solves_write_ten_lines_without_carriage_returns() {
        String text = written(1000, false);
        assertThat(text).doesNotContain("\r");
        assertThat(text.lines()).hasSize(10).startsWith("100/1,000 solves (10%)").endsWith("1,000/1,000 solves (100%)");
    }

    @Test
    void a_run_of_three_solves_says_each_tenth_it_passes_and_its_end() {
        assertThat(written(3, false).lines()).containsExactly("1/3 solves (30%)", "2/3 solves (60%)", "3/3 solves (100%)");
    }

    @Test
    void on_a_terminal_one_bar_is_redrawn_in_place_and_ended_once() {
        String text = written(4, true);
        assertThat(text).startsWith("\r[##########").endsWith("[########################################] 4/4 solves" + System.lineSeparator());
        assertThat(text.chars().filter(c -> c == '\r')).hasSize(4);
    }
}
