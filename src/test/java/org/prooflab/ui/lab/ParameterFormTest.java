package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.textfield.TextField;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.search.Algorithm;

/** The lab's parameter form read without a browser. */
class ParameterFormTest {
    private static Stream<Component> descendants(Component c) {
        return Stream.concat(Stream.of(c), c.getChildren().flatMap(ParameterFormTest::descendants));
    }

    @Test
    void a_playout_seed_is_read_as_the_classroom_reads_it_and_written_plainly_to_the_address() {
        ParameterForm form = new ParameterForm();
        form.reset(GameKind.CONNECT4);
        TextField seed = descendants(form).filter(c -> c instanceof TextField t && "Playout seed".equals(t.getLabel()))
                .map(TextField.class::cast).findFirst().orElseThrow();
        // The largest seed as the field's own message writes it.
        seed.setValue("18,446,744,073,709,551,615");
        assertThat(form.read(Set.of(Algorithm.MCPNS)).seed()).isEqualTo(-1L);
        assertThat(form.toQuery()).containsEntry("seed", "18446744073709551615");
        seed.setValue("x1");
        assertThat(form.invalidFields(Set.of(Algorithm.MCPNS))).containsExactly("Playout seed");
        assertThat(seed.getErrorMessage()).isEqualTo("'x1' is not a seed: it must be a whole number from 0 to 18,446,744,073,709,551,615");
        assertThat(form.toQuery()).containsEntry("seed", "x1");
    }

    private static ParameterForm opened(Map<String, List<String>> query) {
        ParameterForm form = new ParameterForm();
        form.reset(GameKind.CONNECT4);
        form.apply(query);
        return form;
    }

    @Test
    void wrong_values_from_an_address_stay_in_it_as_written_and_hold_the_solve_up() {
        ParameterForm form = opened(Map.of("playouts", List.of("2.5"), "theta", List.of("abc"), "pr", List.of("0.5"),
                "c", List.of("NaN"), "seed", List.of("-1")));
        assertThat(form.toQuery()).containsEntry("playouts", "2.5").containsEntry("theta", "abc").containsEntry("pr", "0.5")
                .containsEntry("c", "NaN").containsEntry("seed", "-1");
        assertThat(form.invalidFields(EnumSet.of(Algorithm.PPNS, Algorithm.UCT)))
                .contains("Playouts a leaf", "theta", "pr", "UCT C", "Playout seed");
        assertThat(form.isOpened()).isTrue();
    }

    @Test
    void a_right_address_is_read_and_written_back_as_before() {
        ParameterForm form = opened(Map.of("theta", List.of("0.000002"), "playouts", List.of("20")));
        assertThat(form.toQuery()).containsExactly(Map.entry("playouts", "20"), Map.entry("theta", "0.000002"));
        assertThat(form.invalidFields()).isEmpty();
        assertThat(opened(Map.of()).toQuery()).isEmpty();
    }
}
