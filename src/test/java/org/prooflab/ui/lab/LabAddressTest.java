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
                "nodes", List.of("200000"), "seconds", List.of("12.5"), "full", List.of("1")));
        assertThat(read).isEqualTo(written);
    }

    @Test
    void unknown_solvers_are_named_and_left_out_and_defaults_are_not_written() {
        LabAddress read = LabAddress.read(Map.of("solvers", List.of("uct,chess,,exact")));
        assertThat(read.solvers()).containsExactly(Algorithm.UCT);
        assertThat(read.unknownSolvers()).containsExactly("chess", "exact");
        assertThat(read.position()).isNull();
        assertThat(read.full()).isFalse();
        assertThat(new LabAddress("", Set.of(), List.of(), null, null, false).toQuery()).isEmpty();
    }

    @Test
    void ranges_are_written_as_people_write_numbers() {
        assertThat(FieldRanges.text(0.000001)).isEqualTo("0.000001");
        assertThat(FieldRanges.text(0.49)).isEqualTo("0.49");
        assertThat(FieldRanges.text(5_000_000)).isEqualTo("5,000,000");
        assertThat(FieldRanges.text(300)).isEqualTo("300");
    }
}
