package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.search.Algorithm;

class LabAddressTest {

    @Test
    void an_address_written_and_read_back_is_the_same_setup() {
        LabAddress written = new LabAddress("d3c3b3b2f5a3a1c1--", Set.of(Algorithm.PPNS, Algorithm.PNS), List.of(), "200000", "12.5", true);
        Map<String, String> query = written.toQuery();
        assertThat(query).containsExactly(Map.entry("position", "d3c3b3b2f5a3a1c1--"), Map.entry("solvers", "pns,ppns"),
                Map.entry("nodes", "200000"), Map.entry("seconds", "12.5"), Map.entry("full", "1"));
        LabAddress read = LabAddress.read(Map.of("position", List.of("d3c3b3b2f5a3a1c1--"), "solvers", List.of("pns,ppns"),
                "nodes", List.of("200000"), "seconds", List.of("12.5"), "full", List.of("1"), "theta", List.of("0.1")), ParameterForm.NAMES);
        assertThat(read).isEqualTo(written);
    }

    @Test
    void unknown_solvers_are_named_and_left_out_and_defaults_are_not_written() {
        LabAddress read = LabAddress.read(Map.of("solvers", List.of("uct,chess,,exact")), ParameterForm.NAMES);
        assertThat(read.solvers()).containsExactly(Algorithm.UCT);
        String solvers = "pns, mcpns, ppns, pp, uct, mcts, dfpn, dfppns";
        assertThat(read.leftOut()).containsExactly("solver “chess” (the lab's solvers are " + solvers + ")",
                "solver “exact” (the lab's solvers are " + solvers + ")");
        assertThat(read.position()).isNull();
        assertThat(read.full()).isFalse();
        assertThat(new LabAddress("", Set.of(), List.of(), null, null, false).toQuery()).isEmpty();
    }

    @Test
    void what_no_field_shows_is_named_with_its_reason_and_nothing_else_is() {
        LabAddress read = LabAddress.read(Map.of("node", List.of("5000"), "verbose", List.of(""), "nodes", List.of("5", "6"),
                "full", List.of("yes"), "c", List.of("1", "2"), "seed", List.of("<img src=x onerror=alert(1)>")), ParameterForm.NAMES);
        assertThat(read.leftOut()).containsExactly(
                "“c=2” (c is given twice: the first, “c=1”, is read)",
                "“node=5000” (the lab has no setting called “node”)",
                "“nodes=6” (nodes is given twice: the first, “nodes=5”, is read)",
                "“verbose” (the lab has no setting called “verbose”)",
                "“full=yes” (full is 1, for the full value: win, draw or loss, or 0)");
        assertThat(read.nodes()).isEqualTo("5");
        assertThat(read.full()).isFalse();
        for (String full : new String[] {"1", "true", "TRUE", "0", "false"}) {
            LabAddress right = LabAddress.read(Map.of("full", List.of(full), "position", List.of("4453"), "solvers", List.of("pns"),
                    "seconds", List.of("abc"), "la", List.of("x")), ParameterForm.NAMES);
            assertThat(right.leftOut()).as(full).isEmpty();
            assertThat(right.full()).as(full).isEqualTo(full.equalsIgnoreCase("1") || full.equalsIgnoreCase("true"));
        }
    }

    @Test
    void ranges_are_written_as_people_write_numbers() {
        assertThat(FieldRanges.text(0.000001)).isEqualTo("0.000001");
        assertThat(FieldRanges.text(0.49)).isEqualTo("0.49");
        assertThat(FieldRanges.text(5_000_000)).isEqualTo("5,000,000");
        assertThat(FieldRanges.text(300)).isEqualTo("300");
    }
}
