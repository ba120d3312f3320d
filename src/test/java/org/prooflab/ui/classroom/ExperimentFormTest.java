package org.prooflab.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.vaadin.flow.component.AbstractField.ComponentValueChangeEvent;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.textfield.TextField;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.DefinitionReading;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.Problem;

/** The classroom form read without a browser: what it takes from a field and what it says is wrong. */
class ExperimentFormTest {
    private static Stream<Component> descendants(Component c) {
        return Stream.concat(Stream.of(c), c.getChildren().flatMap(ExperimentFormTest::descendants));
    }

    private static TextField field(ExperimentForm form, String label) {
        return descendants(form).filter(c -> c instanceof TextField t && label.equals(t.getLabel())).map(TextField.class::cast)
                .findFirst().orElseThrow();
    }

    private static ExperimentForm form() {
        ExperimentForm form = new ExperimentForm();
        form.set(new ExperimentDefinition("seeds", "connect4", ExperimentDefinition.PositionSet.random(8, 4, 1),
                List.of(ExperimentDefinition.AlgorithmSpec.of("ppns")), new ExperimentDefinition.LimitSpec(1000, 1, 0)));
        return form;
    }

    @Test
    void a_seed_that_is_none_is_named_in_the_labs_words_and_a_grouped_one_is_taken_as_the_lab_takes_it() {
        ExperimentForm form = form();
        TextField seed = field(form, "Seed");
        for (String no : List.of("99999999999999999999999", "x1", "-1", "1.5")) {
            seed.setValue(no);
            // The text quoted, as the form's other fields quote theirs.
            assertThat(form.read().unreadable()).as("'" + no + "'")
                    .containsExactly(new Problem("positions.seed", "'" + no + "' is not a seed: it must be a whole number from 0 to 18,446,744,073,709,551,615"));
        }
        seed.setValue("");
        assertThat(form.read().unreadable())
                .containsExactly(new Problem("positions.seed", "Enter a whole number from 0 to 18,446,744,073,709,551,615"));
        seed.setValue("18,446,744,073,709,551,615");
        org.prooflab.classroom.domain.DefinitionReading largest = form.read();
        assertThat(largest.unreadable()).isEmpty();
        assertThat(largest.definition().positions().seed()).isEqualTo(-1L);
        // and kept as the number typed, not as the long that holds it
        assertThat(org.prooflab.classroom.domain.ExperimentJson.write(largest.definition()))
                .contains("\"seed\" : 18446744073709551615").doesNotContain("-1");
        // An algorithm's playout seed is read the same way.
        TextField playoutSeed = field(form, "Playout seed");
        playoutSeed.setValue("1.5");
        assertThat(form.read().unreadable())
                .containsExactly(new Problem("algorithms[0].seed", "'1.5' is not a seed: it must be a whole number from 0 to 18,446,744,073,709,551,615"));
        playoutSeed.setValue("1_000");
        assertThat(form.read().definition().algorithms().getFirst().parameters()).containsEntry("seed", 1000L);
    }

    @Test
    void a_pasted_list_keeps_its_lines_but_not_the_blank_ones_after_the_last() {
        ExperimentForm form = new ExperimentForm();
        form.set(new ExperimentDefinition("pasted", "connect4", ExperimentDefinition.PositionSet.list(List.of("4453")),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns")), new ExperimentDefinition.LimitSpec(1000, 1, 0)));
        com.vaadin.flow.component.textfield.TextArea lines = descendants(form)
                .filter(c -> c instanceof com.vaadin.flow.component.textfield.TextArea).map(com.vaadin.flow.component.textfield.TextArea.class::cast)
                .findFirst().orElseThrow();
        // A blank line inside stays (a problem's line number is the line the visitor sees); the ones after the last go.
        lines.setValue("4453\n\n44\n\n  \n");
        assertThat(form.read().definition().positions().lines()).containsExactly("4453", "", "44");
    }

    @Test
    void whole_numbers_and_decimals_are_read_by_the_rules_the_lab_and_the_command_line_use() {
        ExperimentForm form = form();
        TextField nodes = field(form, "Max nodes a solve");
        TextField count = field(form, "How many");
        TextField seconds = field(form, "Max seconds a solve");
        TextField playouts = field(form, "Playouts a leaf");
        TextField theta = field(form, "theta");
        // What the fields allow is said before anything is wrong; the parameters default as the lab's do.
        assertThat(field(form, "Random moves").getHelperText()).isEqualTo("moves from the start, 0 to 41 for Connect Four");
        assertThat(playouts.getHelperText()).isEqualTo("default 60");
        // A default whose number does not say what it does says it: pr's 0 is off.
        assertThat(field(form, "pr").getHelperText()).isEqualTo("default 0: off");
        nodes.setValue("1,000,000");
        count.setValue("1_0");
        seconds.setValue("2.5");
        playouts.setValue("20");
        theta.setValue("1e-3");
        DefinitionReading read = form.read();
        assertThat(read.unreadable()).isEmpty();
        assertThat(read.definition().limits().maxNodes()).isEqualTo(1_000_000);
        assertThat(read.definition().positions().count()).isEqualTo(10);
        assertThat(read.definition().algorithms().getFirst().parameters()).containsEntry("playouts", 20L).containsEntry("theta", 0.001);
        // Long.parseLong read "+5" and other scripts' digits, Double.parseDouble "5d" and "0x1p3".
        nodes.setValue("+5");
        count.setValue("\u0665");
        seconds.setValue("2,5");
        playouts.setValue("2.0");
        theta.setValue("0x1p-3");
        assertThat(form.read().unreadable()).containsExactlyInAnyOrder(
                new Problem("limits.maxNodes", "'+5' is not a whole number"),
                new Problem("positions.count", "'\u0665' is not a whole number"),
                new Problem("limits.maxSeconds", "'2,5' is not a number: a comma only groups thousands (1,000); write 2.5"),
                new Problem("algorithms[0].playouts", "'2.0' is not a whole number"),
                new Problem("algorithms[0].theta", "'0x1p-3' is not a number"));
        nodes.setValue("1000");
        playouts.setValue("99999999999999999999");
        assertThat(form.read().unreadable()).contains(new Problem("algorithms[0].playouts", "'99999999999999999999' is far too large"));
        // Checked, each says what its field allows, as a number in range but wrong does: "far too large" named no range.
        assertThatThrownBy(() -> form.read().compile(new ExperimentDefinition.Caps(100, 8, 1_000_000, 60)))
                .isInstanceOfSatisfying(org.prooflab.classroom.domain.InvalidDefinitionException.class, e -> assertThat(e.problems())
                        .contains(new Problem("algorithms[0].playouts", "'99999999999999999999' is far too large: it must be from 1 to "
                                        + org.prooflab.engine.game.Notation.limit(org.prooflab.engine.search.Parameter.byId("playouts").max())),
                                new Problem("positions.count", "'\u0665' is not a whole number: choose 1 to 100 here"),
                                new Problem("algorithms[0].theta", "'0x1p-3' is not a number: "
                                        + org.prooflab.engine.search.Parameter.byId("theta").allowedBounds())));
    }

    @Test
    void a_parameters_check_reads_beside_its_field_with_the_value_first() {
        // "A 99,999,999,999 is not allowed" beside "Final move A" read as an article; "C -3" beside "UCT C" as a stray letter.
        assertThat(ExperimentForm.beside(new Problem("algorithms[1].a", "a 99,999,999,999 is not allowed: it must be a number from 0 to 1,000,000")))
                .isEqualTo("99,999,999,999 is not allowed: it must be a number from 0 to 1,000,000");
        assertThat(ExperimentForm.beside(new Problem("algorithms[0].table-bytes", "table-bytes -3 is not allowed: it must be x")))
                .isEqualTo("-3 is not allowed: it must be x");
        // Other problems are as they are: an unread number, a parameter of another name, a field of the form's own.
        for (Problem kept : List.of(new Problem("algorithms[0].c", "'abc' is not a number: it must be y"),
                new Problem("algorithms[0].c", "theta 2 is not allowed: it must be z"),
                new Problem("limits.maxNodes", "0 nodes is too few: choose 1 to 5 here"))) {
            assertThat(ExperimentForm.beside(kept)).isEqualTo(kept.message());
        }
    }

    @Test
    void a_p_game_trees_branching_and_depth_are_each_marked_on_their_own_field() {
        ExperimentForm form = new ExperimentForm();
        form.set(new ExperimentDefinition("trees", "pgame", ExperimentDefinition.PositionSet.pgame(2, 5, 3, 1),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns")), new ExperimentDefinition.LimitSpec(1000, 1, 0)));
        TextField branching = field(form, "Branching b");
        TextField depth = field(form, "Depth d");
        branching.setValue("x");
        assertThat(form.read().unreadable()).containsExactly(new Problem("positions.branching", "'x' is not a whole number"));
        depth.setValue("y");
        assertThat(form.read().unreadable()).extracting(Problem::field).containsExactly("positions.branching", "positions.depth");

        assertThat(branching.getHelperText()).isEqualTo("children a node, 1 to 64");
        assertThat(depth.getHelperText()).isEqualTo("moves to a leaf, 1 to 64");
        form.showProblems(List.of(new Problem("positions.branching", "branching b must be a whole number from 1 to 64, not 0")));
        assertThat(branching.isInvalid()).isTrue();
        assertThat(branching.getErrorMessage()).isEqualTo("Branching b must be a whole number from 1 to 64, not 0");
        assertThat(depth.isInvalid()).as("d, which is right").isFalse();
        form.showProblems(List.of(new Problem("positions.depth", "depth d must be a whole number from 1 to 64, not 65")));
        assertThat(branching.isInvalid()).isFalse();
        assertThat(depth.getErrorMessage()).isEqualTo("Depth d must be a whole number from 1 to 64, not 65");
    }

    @Test
    void the_fields_marked_are_named_in_the_forms_order_top_to_bottom() {
        ExperimentForm form = form();
        // In the domain's order: limits, a configuration's parameter, then the name.
        List<String> named = form.showProblems(List.of(new Problem("limits.maxNodes", "0 nodes is too few"),
                new Problem("algorithms[0].theta", "theta 2 is not allowed"), new Problem("name", "give the experiment a name"),
                new Problem("name", "again")));
        assertThat(named).containsExactly("Name", "theta of configuration 1", "Max nodes a solve");
        // Two fields of one configuration's row are both named (the second was dropped).
        assertThat(form.showProblems(List.of(new Problem("algorithms[0].theta", "theta 2 is not allowed"),
                new Problem("algorithms[0].pr", "pr 2 is not allowed"))))
                .containsExactly("theta of configuration 1", "pr of configuration 1");
        // Named as they stand in the row, left to right, whatever order the checks came in: pr was named before playouts.
        assertThat(form.showProblems(List.of(new Problem("algorithms[0].pr", "pr 2 is not allowed"),
                new Problem("algorithms[0].playouts", "0 is not allowed"), new Problem("algorithms[0]", "the same as configuration 1"))))
                .containsExactly("Algorithm of configuration 1", "Playouts a leaf of configuration 1", "pr of configuration 1");
        assertThat(NewExperimentView.fixText(4, named))
                .isEqualTo("Fix the 4 problems marked in red, in Name, theta of configuration 1 and Max nodes a solve.");
        assertThat(NewExperimentView.fixText(1, form.showProblems(List.of(new Problem("name", "give the experiment a name")))))
                .isEqualTo("Fix the field marked in red: Name.");
        // Three problems in one field: said as such.
        assertThat(NewExperimentView.fixText(3, List.of("Positions, one a line")))
                .isEqualTo("Fix the 3 problems marked in red, in Positions, one a line.");
    }

    @Test
    void a_problem_beside_its_field_reads_as_a_sentence_as_the_pages_other_messages_do() {
        ExperimentForm form = form();
        TextField name = field(form, "Name");
        TextField count = field(form, "How many");
        // as the domain words them for the command line's "field: message" lines
        form.showProblems(List.of(new Problem("name", "give the experiment a name"),
                new Problem("positions.count", "0 positions is too few: choose 1 to 400 here"),
                new Problem("positions.count", "another")));
        assertThat(name.getErrorMessage()).isEqualTo("Give the experiment a name");
        assertThat(count.getErrorMessage()).isEqualTo("0 positions is too few: choose 1 to 400 here; another");
        assertThat(Problem.sentence("'x' is not a whole number")).isEqualTo("'x' is not a whole number");
        assertThat(Problem.sentence("")).isEmpty();
        // A parameter written as a symbol keeps its case, as its field's label writes it; a word does not.
        assertThat(Problem.sentence("pr -5 is not allowed")).isEqualTo("pr -5 is not allowed");
        assertThat(Problem.sentence("theta 0 is not allowed")).isEqualTo("theta 0 is not allowed");
        assertThat(Problem.sentence("playouts 0 is not allowed")).isEqualTo("Playouts 0 is not allowed");
        assertThat(Problem.sentence("branching b must be")).isEqualTo("Branching b must be");
    }

    @Test
    void the_name_field_says_how_long_a_name_may_be_and_refuses_a_longer_one_without_cutting_it() {
        TextField name = field(form(), "Name");
        assertThat(name.getHelperText()).isEqualTo("at most 200 characters");
        // No maxlength: the browser cut a pasted 230-character name to 200 without a word.
        assertThat(name.getMaxLength()).isZero();
        String pasted = "n".repeat(230);
        name.setValue(pasted);
        assertThat(name.getValue()).isEqualTo(pasted);
        assertThat(name.isInvalid()).isTrue();
        assertThat(name.getErrorMessage()).isEqualTo("The name is 230 characters long: at most 200 are allowed");
        name.setValue("n".repeat(200));
        assertThat(name.isInvalid()).isFalse();
        // Spaces around it are not part of the name, as the form reads it.
        name.setValue("n".repeat(199) + "   ");
        assertThat(name.isInvalid()).isFalse();
    }

    /** {@code text} typed into {@code f} and the field left, as the browser sends it. */
    private static void type(TextField f, String text) {
        String before = f.getValue();
        f.setValue(text);
        ComponentUtil.fireEvent(f, new ComponentValueChangeEvent<>(f, f, before, true));
    }

    @Test
    void a_number_out_of_its_range_is_said_on_leaving_its_field_and_an_emptied_name_waits_for_check() {
        ExperimentForm form = form();
        form.showCaps(new ExperimentDefinition.Caps(100, 8, 1_000_000, 60));
        TextField count = field(form, "How many");
        type(count, "1,000");
        assertThat(count.isInvalid()).isTrue();
        assertThat(count.getErrorMessage()).isEqualTo("1,000 positions is too many: choose 1 to 100 here");
        type(count, "zero");
        assertThat(count.getErrorMessage()).isEqualTo("'zero' is not a whole number: choose 1 to 100 here");
        // A number past any field's says the field's range too: it said only "far too large".
        type(count, "99999999999");
        assertThat(count.getErrorMessage()).isEqualTo("'99999999999' is far too large: choose 1 to 100 here");
        type(count, "50");
        assertThat(count.isInvalid()).isFalse();
        // A field's own problem stays on it while another field is edited, and never lands on the other one.
        type(count, "1,000");
        TextField nodes = field(form, "Max nodes a solve");
        type(nodes, "2,000,000");
        assertThat(nodes.isInvalid()).isTrue();
        assertThat(nodes.getErrorMessage()).isEqualTo("2,000,000 nodes is too many: choose 1 to 1,000,000 here");
        assertThat(count.isInvalid()).isTrue();
        assertThat(count.getErrorMessage()).isEqualTo("1,000 positions is too many: choose 1 to 100 here");
        type(count, "50");
        type(nodes, "1000");
        // A name emptied while filling in is not marked yet.
        TextField name = field(form, "Name");
        type(name, "");
        assertThat(name.isInvalid()).isFalse();
        TextField playouts = field(form, "Playouts a leaf");
        type(playouts, "0");
        assertThat(playouts.isInvalid()).isTrue();
        assertThat(playouts.getErrorMessage()).contains("from 1 to 10,000");
    }

    @Test
    void fixing_one_field_takes_away_the_mark_it_caused_on_another() {
        ExperimentForm form = form();
        form.showCaps(new ExperimentDefinition.Caps(100, 8, 1_000_000, 60));
        TextField count = field(form, "How many");
        TextField plies = field(form, "Random moves");
        type(plies, "0");
        type(count, "3");
        assertThat(count.isInvalid()).as("three draws of no random moves are one position").isTrue();
        assertThat(count.getErrorMessage()).contains("0 random moves");
        type(plies, "8");
        assertThat(plies.isInvalid()).isFalse();
        assertThat(count.isInvalid()).as("its problem is solved by the random moves").isFalse();
    }

    @Test
    void pasted_positions_lose_the_blanks_after_them_however_many_but_a_tab() {
        // A spreadsheet column brings thousands of empty rows: a pattern overflowed the stack on 2,000.
        assertThat(ExperimentForm.withoutTrailingBlanks("4453\n" + " \r\n".repeat(200_000))).isEqualTo("4453");
        assertThat(ExperimentForm.withoutTrailingBlanks("4453\t\n\n")).isEqualTo("4453\t");
        assertThat(ExperimentForm.withoutTrailingBlanks("")).isEmpty();
    }

    @Test
    void a_configuration_past_the_cap_cannot_be_added_and_the_reason_is_said_beside_the_button() {
        ExperimentForm form = form();
        form.showCaps(new ExperimentDefinition.Caps(100, 3, 1_000_000, 60));
        com.vaadin.flow.component.button.Button add = descendants(form)
                .filter(c -> c instanceof com.vaadin.flow.component.button.Button b && "Add a configuration".equals(b.getText()))
                .map(com.vaadin.flow.component.button.Button.class::cast).findFirst().orElseThrow();
        com.vaadin.flow.component.html.Paragraph reason = descendants(form)
                .filter(c -> c instanceof com.vaadin.flow.component.html.Paragraph p && p.hasClassName("add-limit"))
                .map(com.vaadin.flow.component.html.Paragraph.class::cast).findFirst().orElseThrow();
        add.click();
        assertThat(add.isEnabled()).isTrue();
        assertThat(reason.isVisible()).isFalse();
        add.click();
        assertThat(form.read().definition().algorithms()).hasSize(3);
        assertThat(add.isEnabled()).isFalse();
        assertThat(reason.isVisible()).isTrue();
        assertThat(reason.getText()).isEqualTo("3 configurations are the most an experiment holds here; remove one to add another.");
        // A removed row gives the button back.
        descendants(form).filter(c -> c instanceof com.vaadin.flow.component.button.Button b && b.getText().startsWith("Remove"))
                .map(com.vaadin.flow.component.button.Button.class::cast).findFirst().orElseThrow().click();
        assertThat(add.isEnabled()).isTrue();
        assertThat(reason.isVisible()).isFalse();
        // A stored experiment with more than this server allows opens with all its rows, and the button off.
        form.set(new ExperimentDefinition("four", "connect4", ExperimentDefinition.PositionSet.random(8, 4, 1),
                List.of("pns", "ppns", "mcpns", "uct").stream().map(ExperimentDefinition.AlgorithmSpec::of).toList(),
                new ExperimentDefinition.LimitSpec(1000, 1, 0)));
        assertThat(add.isEnabled()).isFalse();
        assertThat(reason.getText()).isEqualTo("3 configurations are the most an experiment holds here; this one has 4: remove one before Check.");
        assertThat(ExperimentForm.limitText(1, 1)).isEqualTo("1 configuration is the most an experiment holds here; remove one to add another.");
        assertThat(ExperimentForm.limitText(2, 5)).endsWith("this one has 5: remove 3 before Check.");
    }
}
