package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The app's one stylesheet is edited by every feature: a rule block left open swallows every rule
 * after it into the open block, and the browser drops them without a word (a merge once did this to
 * the classroom's figure rows). Checked here, so the build says where.
 */
class StylesheetTest {
    private static final Path STYLES = Path.of("src/main/resources/META-INF/resources/styles.css");

    @Test
    void every_rule_block_closes_and_rules_start_at_the_top_level_or_inside_a_media_or_container_query() throws IOException {
        // comments blanked out, their line breaks kept so that line numbers stay right
        String css = java.util.regex.Pattern.compile("(?s)/\\*.*?\\*/").matcher(Files.readString(STYLES))
                .replaceAll(match -> match.group().replaceAll("[^\\n]", " "));
        List<String> problems = new ArrayList<>();
        int depth = 0;
        boolean inMedia = false;
        String[] lines = css.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            for (char c : line.toCharArray()) {
                if (c == '{') {
                    if (depth == 1 && !inMedia) {
                        problems.add("line " + (i + 1) + ": a rule opens inside another rule: " + line.strip());
                    }
                    if (depth == 0) {
                        inMedia = line.strip().startsWith("@media") || line.strip().startsWith("@container");
                    }
                    depth++;
                } else if (c == '}') {
                    depth--;
                    if (depth < 0) {
                        problems.add("line " + (i + 1) + ": a '}' closes nothing");
                        depth = 0;
                    }
                }
            }
        }
        if (depth != 0) {
            problems.add("the file ends with " + depth + " block(s) open");
        }
        assertThat(problems).isEmpty();
    }
}
