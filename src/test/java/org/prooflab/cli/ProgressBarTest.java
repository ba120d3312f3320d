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
        // The share of the count shown, rounded down; it was the tenth just passed: 1/3 read 30%, 2/15 10%.
        assertThat(written(3, false).lines()).containsExactly("1/3 solves (33%)", "2/3 solves (66%)", "3/3 solves (100%)");
        assertThat(written(15, false).lines()).startsWith("2/15 solves (13%)", "3/15 solves (20%)", "5/15 solves (33%)");
    }

    @Test
    void a_bar_cleared_for_other_output_leaves_a_blank_line_on_a_terminal_and_nothing_in_a_file() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ProgressBar bar = new ProgressBar(new PrintStream(bytes, true, StandardCharsets.UTF_8), 2, "positions", true);
        bar.show(1);
        bar.clear();
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertThat(text).endsWith("\r" + " ".repeat(text.indexOf("positions") - 1 + "positions".length()) + "\r");
        bar.finish();
        assertThat(bytes.toString(StandardCharsets.UTF_8)).as("no empty line after a cleared bar").isEqualTo(text);
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        ProgressBar toFile = new ProgressBar(new PrintStream(file, true, StandardCharsets.UTF_8), 2, "positions", false);
        toFile.show(1);
        toFile.clear();
        assertThat(file.toString(StandardCharsets.UTF_8)).isEqualTo("1/2 positions (50%)" + System.lineSeparator());
    }

    @Test
    void on_a_terminal_one_bar_is_redrawn_in_place_and_ended_once() {
        String text = written(4, true);
        assertThat(text).startsWith("\r[##########").endsWith("[########################################] 4/4 solves" + System.lineSeparator());
        assertThat(text.chars().filter(c -> c == '\r')).hasSize(4);
    }
}
