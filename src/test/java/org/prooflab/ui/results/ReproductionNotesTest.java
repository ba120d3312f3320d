package org.prooflab.ui.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReproductionNotesTest {
    @Test
    void prose_goes_under_the_last_table_or_figure_its_section_names_and_the_rest_ends_the_page() {
        ReproductionNotes.Notes notes = ReproductionNotes.parse("""
                # Title

                The introduction, which the page says itself.

                ## The runs, and how each was scaled

                | run | command |
                |---|---|

                Runs only.

                ## First
                <!-- table a -->
                | x |
                <!-- table b -->

                A paragraph
                over two lines with **bold**, *italics* and `code`.

                - an item
                  that goes on
                - another, 2 * 3 = 6 and *this* too
                - **A title.** Then the item.
                - *An italic title.* Then this one.
                ## Everywhere

                Said of all.
                """);
        assertThat(notes.of("a")).isNull();
        assertThat(notes.of("b").heading()).isEqualTo("First");
        assertThat(notes.of("b").blocks()).containsExactly(
                new ReproductionNotes.Block(false, "A paragraph over two lines with bold, italics and code."),
                new ReproductionNotes.Block(true, "an item that goes on"),
                new ReproductionNotes.Block(true, "another, 2 * 3 = 6 and this too"),
                new ReproductionNotes.Block(true, "A title.", "Then the item."),
                new ReproductionNotes.Block(true, "An italic title.", "Then this one."));
        assertThat(notes.general()).containsExactly(new ReproductionNotes.Section("Everywhere",
                List.of(new ReproductionNotes.Block(false, "Said of all."))));
    }

    @Test
    void every_section_of_the_shipped_document_about_a_table_or_figure_is_shown_with_one() throws Exception {
        ReproductionNotes.Notes notes = ReproductionNotes.parse(Files.readString(Path.of("docs", "reproduction.md")));
        Reproduction r = ResultsView.reproduction();
        List<String> ids = new java.util.ArrayList<>(r.tables().stream().map(Reproduction.Table::id).toList());
        ids.addAll(r.figures().stream().map(Reproduction.Figure::id).toList());
        assertThat(ids).containsAll(notes.byId().keySet());
        assertThat(notes.byId().keySet()).contains("song-8x8", "song-error", "figure4", "table1", "figure5", "othello");
        // the pure MCTS solver's lead over PPNS on P-game trees is said beside the tables that show it
        assertThat(notes.of("song-8x8").blocks()).anySatisfy(b -> assertThat(b.lead()).isEqualTo("One difference: the pure MCTS solver."));
        assertThat(notes.general()).extracting(ReproductionNotes.Section::heading)
                .contains("What the 2020 authors' own code did differently", "Other differences that hold everywhere");
        assertThat(notes.general().stream().flatMap(s -> s.blocks().stream()).map(ReproductionNotes.Block::text))
                .noneMatch(t -> t.contains("**") || t.contains("`"));
        assertThat(notes.general().stream().flatMap(s -> s.blocks().stream()).map(ReproductionNotes.Block::lead))
                .contains("\"Solved\" was a threshold, not a proof.");
        // shipped where the page reads it
        assertThat(ReproductionNotes.load().byId().keySet()).isEqualTo(notes.byId().keySet());
    }
}
