package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AddressNoteTest {
    @Test
    void what_a_page_does_not_read_is_named_in_name_order_with_the_reason() {
        Map<String, List<String>> query = Map.of("zoom", List.of("2"), "tree", List.of("a", "b"), "debug", List.of(""));
        assertThat(AddressNote.unread(query, List.of("tree", "rules"), "the playground")).containsExactly(
                "“debug” (the playground has no setting called “debug”)",
                "“tree=b” (tree is given twice: the first, “tree=a”, is read)",
                "“zoom=2” (the playground has no setting called “zoom”)");
        assertThat(AddressNote.unread(Map.of("tree", List.of("a")), List.of("tree"), "the playground")).isEmpty();
    }
}
