package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FieldRangesTest {

    @Test
    void a_limit_above_the_servers_maximum_is_lowered_to_it_with_a_plain_note() {
        FieldRanges.Lowered nodes = FieldRanges.lowered("50000000", 1_500_000, "nodes");
        assertThat(nodes.value()).isEqualTo(1_500_000);
        assertThat(nodes.note()).isEqualTo("This server allows at most 1,500,000 nodes a lab solve; set to 1,500,000 nodes.");
        FieldRanges.Lowered seconds = FieldRanges.lowered("600", 300, "s");
        assertThat(seconds.value()).isEqualTo(300);
        assertThat(seconds.note()).isEqualTo("This server allows at most 300 s a lab solve; set to 300 s.");
        // beyond what an int field holds, too: the classroom's limits are longs
        assertThat(FieldRanges.lowered("99999999999", 1_500_000, "nodes").value()).isEqualTo(1_500_000);
    }

    @Test
    void a_limit_within_the_maximum_or_unreadable_is_left_for_the_field_to_judge() {
        assertThat(FieldRanges.lowered("1500000", 1_500_000, "nodes")).isNull();
        assertThat(FieldRanges.lowered("0", 1_500_000, "nodes")).isNull();
        assertThat(FieldRanges.lowered("lots", 1_500_000, "nodes")).isNull();
        assertThat(FieldRanges.lowered(null, 1_500_000, "nodes")).isNull();
    }
}
