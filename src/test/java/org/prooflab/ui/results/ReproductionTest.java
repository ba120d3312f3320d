package org.prooflab.ui.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ReproductionTest {
    private final Reproduction r = Reproduction.load();

    @Test
    void every_number_of_the_papers_is_shown_beside_a_prooflab_cell() {
        assertThat(r.unshownPaperValues()).as("paper-values.csv rows whose table, row or column matches no cell").isEmpty();
    }

    @Test
    void docs_reproduction_md_shows_the_same_tables_as_the_page() throws Exception {
        String doc = Files.readString(Path.of("docs", "reproduction.md"));
        for (Reproduction.Table t : r.tables()) {
            assertThat(doc).as("docs/reproduction.md holds table " + t.id() + " as the runs give it "
                    + "(refresh with: java -cp target/classes:... org.prooflab.ui.results.Reproduction)")
                    .contains("<!-- table " + t.id() + " -->\n" + Reproduction.markdown(t));
        }
    }

    @Test
    void every_table_has_a_prooflab_value_in_each_cell_and_the_command_that_repeats_it() {
        assertThat(r.tables()).extracting(Reproduction.Table::id)
                .containsExactly("song-2x20", "song-8x8", "song-error", "figure4", "table1", "othello");
        for (Reproduction.Table t : r.tables()) {
            assertThat(t.rows()).as(t.id()).isNotEmpty();
            for (Reproduction.Row row : t.rows()) {
                assertThat(row.cells()).as(t.id() + " " + row.label()).hasSameSizeAs(t.columns());
            }
            assertThat(t.runs()).as(t.id()).isNotEmpty().allSatisfy(run -> {
                assertThat(run.command()).startsWith("java -jar target/prooflab.jar ");
                assertThat(Files.exists(Path.of("docs", "reproduction", run.file()))).as(run.file()).isTrue();
            });
        }
        for (Reproduction.Figure f : r.figures()) {
            assertThat(f.curves()).as(f.id()).isNotEmpty().allSatisfy(c -> assertThat(c.points()).as(f.id() + " " + c.label()).isNotEmpty());
        }
    }
}
