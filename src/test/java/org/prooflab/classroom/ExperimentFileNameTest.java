package org.prooflab.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** A download's file name tells a class's experiments apart by name, and is safe whatever the name. */
class ExperimentFileNameTest {
    private static String fileOf(String name) {
        return new Experiment("a9f2qaes", name, null, "", null, ExperimentStatus.DONE, 0, 1, 1, 1, true, Instant.EPOCH).fileName("csv");
    }

    @Test
    void the_name_in_plain_letters_then_the_id() {
        assertThat(fileOf("Minimax, C4 (week 3)")).isEqualTo("minimax-c4-week-3-a9f2qaes.csv");
        assertThat(fileOf("Élève: théorie")).isEqualTo("eleve-theorie-a9f2qaes.csv");
        assertThat(fileOf("İstanbul")).isEqualTo("istanbul-a9f2qaes.csv");
    }

    @Test
    void a_hostile_or_empty_name_leaves_only_safe_characters() {
        assertThat(fileOf("<img src=x onerror=alert(1)>")).isEqualTo("img-src-x-onerror-alert-1-a9f2qaes.csv");
        assertThat(fileOf("../../etc/passwd")).isEqualTo("etc-passwd-a9f2qaes.csv");
        assertThat(fileOf("???")).isEqualTo("experiment-a9f2qaes.csv");
        assertThat(fileOf("\u200B")).isEqualTo("experiment-a9f2qaes.csv");
    }

    @Test
    void a_name_in_another_script_keeps_its_letters_and_their_marks() {
        // They were dropped whole: "experiment-a9f2qaes.csv" for every Hebrew or Chinese name.
        assertThat(fileOf("进度")).isEqualTo("进度-a9f2qaes.csv");
        assertThat(fileOf("שלום week 1")).isEqualTo("שלום-week-1-a9f2qaes.csv");
        assertThat(fileOf("नमस्ते")).isEqualTo("नमस्ते-a9f2qaes.csv");
        // forty characters as a reader counts them, a character outside the first plane never cut in two, nor a letter
        // from its vowel sign
        assertThat(fileOf("\uD840\uDC00".repeat(45))).isEqualTo("\uD840\uDC00".repeat(40) + "-a9f2qaes.csv");
        assertThat(fileOf("\u0915\u093F".repeat(45))).isEqualTo("\u0915\u093F".repeat(40) + "-a9f2qaes.csv");
        // a mark with no letter before it goes
        assertThat(fileOf("\u0301abc a-\u0301b")).isEqualTo("abc-a-b-a9f2qaes.csv");
    }

    @Test
    void the_header_names_the_file_in_ascii_for_old_clients_and_in_utf_8_for_browsers() {
        Experiment e = new Experiment("a9f2qaes", "שלום week 1", null, "", null, ExperimentStatus.DONE, 0, 1, 1, 1, true, Instant.EPOCH);
        assertThat(e.asciiFileName("csv")).isEqualTo("week-1-a9f2qaes.csv");
        assertThat(ExperimentApi.disposition(e.asciiFileName("csv"), e.fileName("csv"))).isEqualTo("attachment; "
                + "filename=\"week-1-a9f2qaes.csv\"; filename*=UTF-8''%D7%A9%D7%9C%D7%95%D7%9D-week-1-a9f2qaes.csv");
    }

    @Test
    void a_long_name_is_cut_at_forty_characters_without_a_trailing_dash() {
        assertThat(fileOf("a".repeat(39) + " b".repeat(30))).isEqualTo("a".repeat(39) + "-a9f2qaes.csv");
    }
}
