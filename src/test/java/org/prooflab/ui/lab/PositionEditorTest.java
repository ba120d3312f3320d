package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.TextField;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.game.pgame.PGameNotation;

/**
 * The lab's position editor read without a browser: the P-game tree's fields, the text the page
 * address keeps of them, and the positions they call back with. LabIT drives the same fields in a
 * browser for what only a browser shows.
 */
class PositionEditorTest {
    private final List<GameState> changes = new ArrayList<>();
    private final PositionEditor editor = new PositionEditor(changes::add);

    private static Stream<Component> descendants(Component c) {
        return Stream.concat(Stream.of(c), c.getChildren().flatMap(PositionEditorTest::descendants));
    }

    private <T extends Component> T part(Class<T> type, Predicate<T> which) {
        return descendants(editor).filter(type::isInstance).map(type::cast).filter(which).findFirst().orElseThrow();
    }

    private TextField text(String label) {
        return part(TextField.class, f -> label.equals(f.getLabel()));
    }

    private IntegerField number(String label) {
        return part(IntegerField.class, f -> label.equals(f.getLabel()));
    }

    private String treeInfo() {
        return part(Span.class, s -> s.hasClassName("tree-info")).getText();
    }

    private Pre treeText() {
        return part(Pre.class, p -> p.hasClassName("board"));
    }

    /** No tree is read or claimed, and the page address keeps the tree as {@code written}. */
    private void assertNoTreeAndKeptAsWritten(String written) {
        assertThat(editor.position()).isNull();
        assertThat(changes.getLast()).isNull();
        assertThat(editor.notationShown()).isEqualTo(written);
        assertThat(treeInfo()).isEmpty();
    }

    /** The discs the Connect Four board draws, as its cells' classes say. */
    private long discs() {
        return descendants(editor).filter(c -> c.hasClassName("c4-cell") && (c.hasClassName("x") || c.hasClassName("o"))).count();
    }

    @Test
    void a_move_list_that_stops_at_a_move_that_cannot_be_played_shows_the_moves_before_it_dimmed() {
        editor.setGame(GameKind.CONNECT4, "4458");
        assertThat(editor.position()).isNull();
        assertThat(text("Moves").isInvalid()).isTrue();
        // The three legal moves before column 8, dimmed, where the error's allowed columns can be checked.
        assertThat(discs()).isEqualTo(3);
        assertThat(part(ConnectFourBoard.class, b -> true).hasClassName("stale")).isTrue();
        // A wrong character after a move: the move before it.
        editor.setGame(GameKind.CONNECT4, "44");
        assertThat(discs()).isEqualTo(2);
        text("Moves").setValue("4x");
        assertThat(discs()).isEqualTo(1);
        // Wrong from the first character: the start, where "allowed are 1 to 7" is checked (the board read last stayed).
        text("Moves").setValue("x");
        assertThat(discs()).isZero();
        // The dimmed board is not played: its columns are off, and a screen reader is told why.
        ConnectFourBoard dimmed = part(ConnectFourBoard.class, b -> true);
        assertThat(descendants(dimmed).filter(com.vaadin.flow.component.button.Button.class::isInstance)
                .map(com.vaadin.flow.component.button.Button.class::cast).filter(com.vaadin.flow.component.button.Button::isEnabled)).isEmpty();
        assertThat(dimmed.getElement().getAttribute("aria-description")).startsWith("An earlier position, dimmed");
        // A board size that cannot be read is no move: the board shown stays (it became the 7x6 start).
        text("Moves").setValue("44");
        text("Moves").setValue("abc:3321");
        assertThat(discs()).isEqualTo(2);
        text("Moves").setValue("4444444");
        assertThat(discs()).as("column 4 holds six: the seventh is refused").isEqualTo(6);
        text("Moves").setValue("44");
        assertThat(dimmed.getElement().getAttribute("aria-description")).isNull();
        assertThat(descendants(dimmed).filter(com.vaadin.flow.component.button.Button.class::isInstance)
                .map(com.vaadin.flow.component.button.Button.class::cast).filter(com.vaadin.flow.component.button.Button::isEnabled)).hasSize(7);
        // Othello counts from the trimmed text: two spaces before the moves do not shift the position shown.
        editor.setGame(GameKind.OTHELLO, "  f5d6c3c3");
        assertThat(descendants(editor).filter(c -> c.hasClassName("oth-cell") && (c.hasClassName("black") || c.hasClassName("white")))
                .count()).isEqualTo(7);
    }

    @Test
    void a_tree_from_an_address_that_cannot_be_read_stays_as_written_until_a_field_of_it_is_edited() {
        String written = "pgame:b=2,d=3,seed=17,path=0.x,x=1";
        editor.setGame(GameKind.PGAME, written);
        assertNoTreeAndKeptAsWritten(written);
        assertThat(editor.leftOut()).containsExactly("“x=1” in the position (a P-game tree has b, d, seed and path, each once)");
        assertThat(text("Path").getValue()).isEqualTo("0.x");
        assertThat(text("Path").isInvalid()).isTrue();
        assertThat(text("Path").getErrorMessage()).startsWith("Step 2 of the path, 'x', is not a child index");

        // Spaces around the steps are read past, as the move fields read past theirs.
        text("Path").setValue(" 0 . 1 ");
        assertThat(text("Path").isInvalid()).isFalse();
        assertThat(editor.position().notation()).isEqualTo("pgame:b=2,d=3,seed=17,path=0.1");
        text("Path").setValue("0.1");
        assertThat(editor.position().notation()).isEqualTo("pgame:b=2,d=3,seed=17,path=0.1");
        assertThat(changes.getLast().notation()).isEqualTo("pgame:b=2,d=3,seed=17,path=0.1");
        assertThat(editor.leftOut()).isEmpty();
        assertThat(editor.notationShown()).isEqualTo("pgame:b=2,d=3,seed=17,path=0.1");
        assertThat(text("Path").isInvalid()).isFalse();
        assertThat(treeInfo())
                .isEqualTo("The tree has 15 nodes and 8 leaves; MAX moves first. The position is the node at path 0.1, depth 2: MAX to move.");
    }

    @Test
    void a_seed_an_address_wrote_in_thousands_groups_is_kept_as_written_and_refused_in_the_engine_s_words() {
        // It opened the tree of seed 1 and noted only "“000” in the position (a P-game tree has b, d, seed and path, each once)".
        String written = "pgame:b=2,d=20,seed=1,000";
        editor.setGame(GameKind.PGAME, written);
        assertNoTreeAndKeptAsWritten(written);
        assertThat(editor.leftOut()).isEmpty();
        assertThat(text("Tree seed").getValue()).isEqualTo("1,000");
        assertThat(text("Tree seed").isInvalid()).isTrue();
        assertThat(text("Tree seed").getErrorMessage()).isEqualTo("Commas separate the fields of a P-game, so its seed is a whole number "
                + "from 0 to 18,446,744,073,709,551,615, written in plain digits, without commas or underscores: seed=1000, not seed=1,000");

        // Edited, the seed is the visitor's, and read as every seed field of the lab reads one.
        text("Tree seed").setValue("1,001");
        assertThat(editor.position().notation()).isEqualTo("pgame:b=2,d=20,seed=1001");
        assertThat(text("Tree seed").isInvalid()).isFalse();
    }

    @Test
    void a_seed_an_address_joined_by_underscores_is_kept_as_written_and_refused_in_the_engine_s_words() {
        // The seed field read 1_000 as it reads it typed and opened the tree of seed 1000, while the engine refuses the address.
        String written = "pgame:b=2,d=20,seed=1_000";
        editor.setGame(GameKind.PGAME, written);
        assertNoTreeAndKeptAsWritten(written);
        assertThat(text("Tree seed").getValue()).isEqualTo("1_000");
        assertThat(text("Tree seed").isInvalid()).isTrue();
        assertThat(text("Tree seed").getErrorMessage()).isEqualTo("Seed '1_000' is not allowed: it must be a whole number "
                + "from 0 to 18,446,744,073,709,551,615, in plain digits (a comma here starts the next field)");
        // A seed that no seed field reads either is answered as before.
        editor.setGame(GameKind.PGAME, "pgame:b=2,d=20,seed=+1");
        assertThat(text("Tree seed").getErrorMessage()).isEqualTo("'+1' is not a seed: it must be a whole number from 0 to 18,446,744,073,709,551,615");

        // Edited, the seed is the visitor's, and read as every seed field of the lab reads one.
        text("Tree seed").setValue("1_001");
        assertThat(editor.position().notation()).isEqualTo("pgame:b=2,d=20,seed=1001");
        assertThat(text("Tree seed").isInvalid()).isFalse();
    }

    @Test
    void while_b_is_wrong_the_path_is_judged_by_its_form_alone_and_quotes_no_b() {
        // The path's error said "from 0 to 63 (b=64)" under a b field that said 0.
        editor.setGame(GameKind.PGAME, "pgame:b=64,d=8,seed=1");
        text("Path").setValue("x");
        number("Branching b").setValue(0);
        assertThat(number("Branching b").isInvalid()).isTrue();
        assertThat(text("Path").getErrorMessage()).contains("a step is a whole number below b (once b is right)")
                .doesNotContain("b=64");
        // A step past any b waits for b too; b right again, it is judged against it.
        text("Path").setValue("70");
        assertThat(text("Path").isInvalid()).isFalse();
        number("Branching b").setValue(2);
        assertThat(text("Path").getErrorMessage()).contains("is past the last child: a step is a whole number from 0 to 1 (b=2)");
    }

    @Test
    void b_and_d_from_an_address_are_read_as_the_notation_reads_them_in_plain_digits() {
        // The fields took "+2" as typed there (Integer.parseInt) and opened the tree of b=2, which the engine refuses.
        String written = "pgame:b=+2,d=3,seed=17";
        editor.setGame(GameKind.PGAME, written);
        assertNoTreeAndKeptAsWritten(written);
        assertThat(number("Branching b").isInvalid()).isTrue();
        assertThat(number("Branching b").getErrorMessage()).isEqualTo("The address gave “+2”: enter a whole number from 1 to 64");
        written = "pgame:b=2,d=\u0663,seed=17";
        editor.setGame(GameKind.PGAME, written);
        assertNoTreeAndKeptAsWritten(written);
        assertThat(number("Depth d").getErrorMessage()).isEqualTo("The address gave “\u0663”: enter a whole number from 1 to 64");
        // A sign is no part of the notation's numbers, a minus either (it was "Too small: it must be at least 1").
        editor.setGame(GameKind.PGAME, "pgame:b=-2,d=3,seed=17");
        assertThat(number("Branching b").getErrorMessage()).isEqualTo("Enter a whole number from 1 to 64");
        // Plain digits are judged against the range as before.
        editor.setGame(GameKind.PGAME, "pgame:b=2,d=0,seed=17");
        assertThat(number("Depth d").getErrorMessage()).isEqualTo("Too small: it must be at least 1");
        // Edited, the field is the visitor's.
        number("Depth d").setValue(3);
        assertThat(editor.position().notation()).isEqualTo("pgame:b=2,d=3,seed=17");
    }

    @Test
    void a_control_character_from_an_address_is_drawn_in_its_field_and_named_in_its_error() {
        // The fields showed it raw (a bell or a tab looks like nothing) beside an error that named it.
        String written = "pgame:b=2,d=3,seed=1\u00077";
        editor.setGame(GameKind.PGAME, written);
        assertNoTreeAndKeptAsWritten(written);
        assertThat(text("Tree seed").getValue()).isEqualTo("1\u24077");
        assertThat(text("Tree seed").isInvalid()).isTrue();
        assertThat(text("Tree seed").getErrorMessage()).isEqualTo("Character 2 is a bell (BEL) (U+0007, shown as \u2407): a seed holds no control characters");
        written = "pgame:b=2,d=3,seed=17,path=0.\t1";
        editor.setGame(GameKind.PGAME, written);
        assertNoTreeAndKeptAsWritten(written);
        assertThat(text("Path").getValue()).isEqualTo("0.\u24091");
        assertThat(text("Path").isInvalid()).isTrue();
        assertThat(text("Path").getErrorMessage()).isEqualTo("Character 3 is a tab (U+0009, shown as \u2409): a path holds no control characters");
        // Typed over, the field is the visitor's again.
        text("Path").setValue("0.1");
        assertThat(editor.position().notation()).isEqualTo("pgame:b=2,d=3,seed=17,path=0.1");
    }

    @Test
    void while_a_field_is_wrong_the_address_keeps_every_field_as_typed_and_no_tree_is_claimed() {
        editor.setGame(GameKind.PGAME, "");
        assertThat(editor.notationShown()).isEqualTo(PGameNotation.EXAMPLE);
        number("Depth d").setValue(99);
        text("Tree seed").setValue(" x1 ");
        text("Path").setValue("0.1");
        assertThat(editor.position()).isNull();
        assertThat(changes.getLast()).isNull();
        assertThat(editor.notationShown()).isEqualTo("pgame:b=2,d=99,seed=x1,path=0.1");
        assertThat(text("Tree seed").isInvalid()).isTrue();
        assertThat(text("Tree seed").getErrorMessage()).isEqualTo("'x1' is not a seed: it must be a whole number from 0 to 18,446,744,073,709,551,615");
        // The path is judged as far as b is known: its steps are right for b=2.
        assertThat(text("Path").isInvalid()).isFalse();
        assertThat(treeInfo()).isEmpty();
        assertThat(treeText().isVisible()).isFalse();
    }

    @Test
    void a_seed_typed_in_groups_is_read_and_written_to_the_address_in_plain_digits() {
        editor.setGame(GameKind.PGAME, "pgame:b=2,d=3,seed=17");
        text("Tree seed").setValue("18,446,744,073,709,551,615");
        assertThat(editor.notationShown()).isEqualTo("pgame:b=2,d=3,seed=18446744073709551615");
        text("Tree seed").setValue("1_000");
        assertThat(editor.notationShown()).isEqualTo("pgame:b=2,d=3,seed=1000");
        assertThat(text("Tree seed").isInvalid()).isFalse();
    }

    @Test
    void random_seed_draws_another_tree_of_the_same_shape_at_the_same_node() {
        editor.setGame(GameKind.PGAME, "pgame:b=3,d=4,seed=17,path=1");
        part(Button.class, b -> "Random seed".equals(b.getText())).click();
        PGame drawn = (PGame) editor.position();
        assertThat(text("Tree seed").getValue()).isEqualTo(Long.toUnsignedString(drawn.seed()));
        assertThat(drawn.seed()).isNotEqualTo(17L);
        assertThat(drawn.notation()).isEqualTo("pgame:b=3,d=4,seed=" + Long.toUnsignedString(drawn.seed()) + ",path=1");
    }

    @Test
    void a_node_shown_from_a_solver_or_the_explorer_sets_the_path_field() {
        editor.setGame(GameKind.PGAME, "pgame:b=2,d=3,seed=17");
        editor.show("pgame:b=2,d=3,seed=17,path=1.1.0");
        assertThat(text("Path").getValue()).isEqualTo("1.1.0");
        assertThat(changes.getLast().notation()).isEqualTo("pgame:b=2,d=3,seed=17,path=1.1.0");
        assertThat(treeInfo()).endsWith("The position is the leaf at path 1.1.0: score 148, MAX wins.");
    }

    @Test
    void only_a_small_tree_is_drawn_and_one_too_large_to_count_says_so() {
        editor.setGame(GameKind.PGAME, "pgame:b=2,d=6,seed=1");
        assertThat(treeInfo()).isEqualTo("The tree has 127 nodes and 64 leaves; MAX moves first.");
        assertThat(treeText().isVisible()).isTrue();
        assertThat(treeText().getText()).isNotEmpty();
        number("Depth d").setValue(7);
        assertThat(treeInfo()).startsWith("The tree has 255 nodes");
        assertThat(treeText().isVisible()).isFalse();
        editor.setGame(GameKind.PGAME, "pgame:b=64,d=64,seed=1");
        // 64^64 = 2^384 = 3.94e115 leaves; 64^65 / 63 nodes.
        assertThat(treeInfo()).isEqualTo("The tree has about 4.0e115 nodes and about 3.9e115 leaves; MAX moves first.");
    }

    @Test
    void a_tree_s_nodes_and_leaves_are_counted_exactly_past_what_a_double_holds() {
        // 7^20 = 79,792,266,297,612,001 (a double made it ...000); nodes (7^21 - 1) / 6.
        assertThat(PGameEditor.sizeText(7, 20)).isEqualTo("The tree has 93,090,977,347,214,001 nodes and 79,792,266,297,612,001 leaves; MAX moves first.");
        // 2^61 = 2,305,843,009,213,693,952 (a double wrote ...694,000); 2^62 - 1 nodes.
        assertThat(PGameEditor.sizeText(2, 61)).isEqualTo("The tree has 4,611,686,018,427,387,903 nodes and 2,305,843,009,213,693,952 leaves; MAX moves first.");
        assertThat(PGameEditor.sizeText(1, 5)).isEqualTo("The tree has 6 nodes and 1 leaf; MAX moves first.");
        // 2^64 = 18,446,744,073,709,551,616: past a long, still exact.
        assertThat(PGameEditor.sizeText(2, 64)).isEqualTo("The tree has 36,893,488,147,419,103,231 nodes and 18,446,744,073,709,551,616 leaves; MAX moves first.");
    }

    @Test
    void what_a_p_game_address_left_out_is_named_for_the_p_game_only() {
        editor.setGame(GameKind.PGAME, "pgame:b=2,d=3,seed=17,x=1");
        assertThat(editor.leftOut()).hasSize(1);
        editor.setGame(GameKind.CONNECT4, "4453");
        assertThat(editor.leftOut()).isEmpty();
        assertThat(editor.notationShown()).isEqualTo("4453");
    }

    @Test
    void othello_s_random_positions_are_drawn_where_the_lab_s_solvers_usually_finish() {
        // 26 moves (34 empty squares) it drew, which no solve finished at the lab's limits (ReachNote).
        editor.setGame(GameKind.OTHELLO, "");
        assertThat(number("Random moves").getValue()).isEqualTo(44);
        editor.setGame(GameKind.CONNECT4, "");
        assertThat(number("Random moves").getValue()).isEqualTo(12);
    }

    @Test
    void a_random_position_is_position_1_of_a_classroom_set_drawn_with_the_same_seed_and_moves() {
        editor.setGame(GameKind.CONNECT4, "");
        number("Random moves").setValue(12);
        text("Seed").setValue("1");
        part(Button.class, b -> "Random position".equals(b.getText())).click();
        ExperimentDefinition.Compiled classroom = new ExperimentDefinition("seed 1", "connect4",
                ExperimentDefinition.PositionSet.random(12, 3, 1),
                List.of(new ExperimentDefinition.AlgorithmSpec("pns", java.util.Map.of())),
                new ExperimentDefinition.LimitSpec(1000, 1, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
        assertThat(editor.position().notation()).isEqualTo(classroom.positions().getFirst());
    }

    @Test
    void a_board_over_several_lines_or_with_tabs_reads_as_the_board_it_is() {
        String start = new org.prooflab.engine.game.othello.Othello().boardNotation();
        StringBuilder rows = new StringBuilder();
        for (int r = 0; r < 8; r++) {
            rows.append(start, 8 * r, 8 * r + 8).append(r % 2 == 0 ? " \n" : "\r\n");
        }
        assertThat(board(rows + start.substring(65))).as("the side on a line of its own").isEqualTo(start);
        assertThat(board(rows.toString().stripTrailing() + " " + start.substring(65))).isEqualTo(start);
        assertThat(board(start.substring(0, 64).replaceAll("(.)", "$1\t") + "X")).as("tabs between squares").isEqualTo(start);
        // One for one, so that a message counts characters as the visitor typed them.
        assertThat(PositionEditor.boardOverLines("XO\r\nOX")).isEqualTo("XO  OX");
        assertThat(PositionEditor.boardOverLines(" " + start)).isEqualTo(" " + start);
    }

    @Test
    void the_board_field_shows_the_rows_apart_so_that_it_wraps_between_rows_and_reads_as_the_same_board() {
        editor.setGame(GameKind.OTHELLO, "f5");
        com.vaadin.flow.component.textfield.TextArea field = part(com.vaadin.flow.component.textfield.TextArea.class,
                f -> "Board".equals(f.getLabel()));
        // f5 by black: d4 O, e4 X, d5 X, e5 X, f5 X; white to move.
        assertThat(field.getValue()).isEqualTo("-------- -------- -------- ---OX--- ---XXX-- -------- -------- -------- O");
        String f5 = ((org.prooflab.engine.game.othello.Othello) GameKind.OTHELLO.parse("f5")).boardNotation();
        assertThat(board(field.getValue())).isEqualTo(f5);
        assertThat(PositionEditor.rowsApart(f5)).isEqualTo(field.getValue());
        assertThat(PositionEditor.rowsApart("f5d6")).as("no board notation: left as it is").isEqualTo("f5d6");
    }

    @Test
    void while_the_moves_are_refused_the_board_field_holds_the_dimmed_board_s_position_dimmed_too() {
        editor.setGame(GameKind.OTHELLO, "f5d6c3");
        com.vaadin.flow.component.textfield.TextArea field = part(com.vaadin.flow.component.textfield.TextArea.class,
                f -> "Board".equals(f.getLabel()));
        text("Moves").setValue("f5f5");
        assertThat(text("Moves").isInvalid()).isTrue();
        // The board drawn dims at the position after f5; the field said the earlier f5d6c3, a third position.
        String f5 = ((org.prooflab.engine.game.othello.Othello) GameKind.OTHELLO.parse("f5")).boardNotation();
        assertThat(field.getValue()).isEqualTo(PositionEditor.rowsApart(f5));
        assertThat(field.hasClassName("stale")).isTrue();
        // Typed into while dimmed: the visitor's own text is shown plainly, even before it is a board.
        field.setValue("XO");
        assertThat(field.hasClassName("stale")).isFalse();
        // and the other way: while the board typed is refused, the moves still written are the dimmed board's, dimmed
        assertThat(text("Moves").hasClassName("stale")).isTrue();
        text("Moves").setValue("f5d6");
        assertThat(text("Moves").hasClassName("stale")).isFalse();
        String f5d6 = ((org.prooflab.engine.game.othello.Othello) GameKind.OTHELLO.parse("f5d6")).boardNotation();
        assertThat(field.getValue()).isEqualTo(PositionEditor.rowsApart(f5d6));
        assertThat(field.hasClassName("stale")).isFalse();
        field.setValue("XO");
        field.setValue(PositionEditor.rowsApart(f5d6));
        assertThat(text("Moves").hasClassName("stale")).as("a board read again").isFalse();
    }

    @Test
    void undo_takes_back_a_move_played_on_a_board_that_was_typed_and_an_automatic_pass_is_said() {
        // Black to move; after c1 White has no move and passes. Undo after the click did nothing (a typed board has no
        // moves to take back), and nothing said why Black moved twice.
        String typed = "XO------" + "-".repeat(48) + "--OXO---" + " X";
        editor.setGame(GameKind.OTHELLO, typed);
        GameState before = editor.position();
        Div c1 = part(Div.class, d -> "c1".equals(d.getElement().getAttribute("data-square")));
        com.vaadin.flow.component.ComponentUtil.fireEvent(c1, new com.vaadin.flow.component.ClickEvent<>(c1));
        Span status = part(Span.class, sp -> sp.hasClassName("turn"));
        assertThat(status.getText()).startsWith("White has no move and passes. Black to move");
        assertThat(((org.prooflab.engine.game.othello.Othello) editor.position()).boardNotation()).startsWith("XXX-----");
        part(com.vaadin.flow.component.button.Button.class, b -> "Undo".equals(b.getText())).click();
        assertThat(editor.position().notation()).isEqualTo(before.notation());
        assertThat(changes.getLast().notation()).isEqualTo(before.notation());
        // Moves typed start anew: Undo goes back along them, not to the board before.
        text("Moves").setValue("f5d6");
        part(com.vaadin.flow.component.button.Button.class, b -> "Undo".equals(b.getText())).click();
        assertThat(editor.position().notation()).isEqualTo("f5");
    }

    private static String board(String typed) {
        return ((org.prooflab.engine.game.othello.Othello) GameKind.OTHELLO.parse(PositionEditor.boardOverLines(typed))).boardNotation();
    }

    @Test
    void a_position_with_a_control_character_from_an_address_is_shown_drawn_and_named_not_read_as_the_start() {
        // position=%07 was trimmed to nothing: the start position, without a word.
        for (GameKind kind : new GameKind[] {GameKind.CONNECT4, GameKind.OTHELLO}) {
            for (String written : new String[] {"\u0000", "\u0007", "\n", "\u001B", "\t"}) {
                editor.setGame(kind, written);
                assertThat(editor.position()).as(kind + " %s", (int) written.charAt(0)).isNull();
                assertThat(text("Moves").isInvalid()).isTrue();
                assertThat(text("Moves").getValue()).isEqualTo(String.valueOf((char) (0x2400 + written.charAt(0))));
                assertThat(text("Moves").getErrorMessage()).startsWith("Character 1 is ")
                        .endsWith(": a position holds no control characters; set moves apart with spaces or commas");
                // The address keeps what it gave, until the visitor types.
                assertThat(editor.notationShown()).isEqualTo(written);
            }
        }
        editor.setGame(GameKind.OTHELLO, "f5\u0007d6");
        assertThat(text("Moves").getValue()).isEqualTo("f5\u2407d6");
        assertThat(text("Moves").getErrorMessage())
                .isEqualTo("Character 3 is a bell (BEL) (U+0007, shown as \u2407): a position holds no control characters; set moves apart with spaces or commas");
        text("Moves").setValue("f5d6");
        assertThat(editor.position().notation()).isEqualTo("f5d6");
        assertThat(editor.notationShown()).isEqualTo("f5d6");
        editor.setGame(GameKind.CONNECT4, "44\t5");
        assertThat(text("Moves").getErrorMessage()).startsWith("Character 3 is a tab (U+0009, shown as \u2409)");
        editor.setGame(GameKind.PGAME, "\t");
        assertThat(editor.position()).as("a tab alone is no blank position: not the example tree").isNull();
    }

    /** The squares of the Othello board marked with a solver's move. */
    private List<String> markedSquares() {
        return descendants(editor).filter(c -> c.hasClassName("oth-cell") && c.hasClassName("now"))
                .map(c -> c.getElement().getAttribute("data-square")).sorted().toList();
    }

    @Test
    void a_cancelled_solve_s_move_is_marked_as_a_stopped_one_is_and_named_as_cancelled() {
        // Cancelled, the card said "move when cancelled d3" while the board marked nothing and its line named only the others.
        editor.setGame(GameKind.OTHELLO, "");
        Span line = part(Span.class, s -> s.hasClassName("move-now"));
        editor.showMovesNow(Map.of(), Map.of(), Map.of("PPN-search", "d3"));
        assertThat(line.getText()).isEqualTo("Moves when the solvers were cancelled (marked on the board): PPN-search d3");
        assertThat(markedSquares()).containsExactly("d3");
        editor.showMovesNow(Map.of(), Map.of("MCPN-search", "c4"), Map.of("PPN-search", "d3"));
        assertThat(line.getText()).isEqualTo("Moves when the solvers stopped (marked on the board): MCPN-search c4; when cancelled: PPN-search d3");
        assertThat(markedSquares()).containsExactly("c4", "d3");
        editor.showMovesNow(Map.of("UCT solver", "f5"), Map.of(), Map.of("PPN-search", "d3"));
        assertThat(line.getText()).isEqualTo("Move now (marked on the board): UCT solver f5; when cancelled: PPN-search d3");
        assertThat(markedSquares()).containsExactly("d3", "f5");
        editor.showMovesNow(Map.of(), Map.of(), Map.of());
        assertThat(line.getText()).isEmpty();
        assertThat(markedSquares()).isEmpty();
    }
}
