package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AddressRepairTest {
    @Test
    void a_percent_sign_no_two_hex_digits_follow_stands_for_itself() {
        assertThat(AddressRepair.repaired("find=50%")).isEqualTo("find=50%25");
        assertThat(AddressRepair.repaired("%%%")).isEqualTo("%25%25%25");
        assertThat(AddressRepair.repaired("t0=O(%")).isEqualTo("t0=O(%25");
        assertThat(AddressRepair.repaired("find=100%zz&order=name")).isEqualTo("find=100%25zz&order=name");
        assertThat(AddressRepair.repaired("a=%4")).isEqualTo("a=%254");
        // a well-formed escape beside a stray sign is kept
        assertThat(AddressRepair.repaired("find=%C3%A9t%C3%A9%")).isEqualTo("find=%C3%A9t%C3%A9%25");
    }

    @Test
    void escapes_whose_bytes_are_no_utf8_stand_for_themselves_and_a_good_query_is_left_alone() {
        assertThat(AddressRepair.repaired("find=%FF")).isEqualTo("find=%25FF");
        assertThat(AddressRepair.repaired("find=%C3")).isEqualTo("find=%25C3");
        assertThat(AddressRepair.repaired("find=50%25&order=name")).isNull();
        assertThat(AddressRepair.repaired("position=pgame:b=2,d=20,seed=0&solvers=pns,ppns")).isNull();
        assertThat(AddressRepair.repaired("find=%C3%A9%20%E2%80%8B")).isNull();
        assertThat(AddressRepair.repaired("")).isNull();
    }
}
