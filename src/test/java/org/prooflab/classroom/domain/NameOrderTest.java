package org.prooflab.classroom.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class NameOrderTest {
    private static List<String> sorted(String... names) {
        List<String> list = new ArrayList<>(List.of(names));
        Collections.shuffle(list, new Random(7));
        list.sort(NameOrder.INSTANCE);
        return list;
    }

    @Test
    void numbers_go_by_their_value_and_letters_by_their_letters_whatever_the_case() {
        assertThat(sorted("run 10", "run 2", "Run 1", "run 9b", "run 9a", "run 100"))
                .containsExactly("Run 1", "run 2", "run 9a", "run 9b", "run 10", "run 100");
        assertThat(sorted("week 3: ppns", "Week 2: PNS", "banana", "Connect_4", "100% PPNS"))
                .containsExactly("100% PPNS", "banana", "Connect_4", "Week 2: PNS", "week 3: ppns");
        // accents second to letters, a name that is a start of another first
        assertThat(sorted("ecole b", "école a", "ecole", "Ecole")).containsExactly("Ecole", "ecole", "école a", "ecole b");
        // numbers longer than a long, and leading zeros
        assertThat(sorted("n 99999999999999999999", "n 100000000000000000000", "n 007", "n 7", "n 08"))
                .containsExactly("n 007", "n 7", "n 08", "n 99999999999999999999", "n 100000000000000000000");
    }

    @Test
    void it_is_an_order_every_sort_can_trust() {
        // Antisymmetric and transitive on names made of digits, letters of either case, accents and spaces.
        String alphabet = "0019aAbé ";
        Random random = new Random(11);
        List<String> names = new ArrayList<>();
        for (int n = 0; n < 300; n++) {
            StringBuilder s = new StringBuilder();
            for (int k = random.nextInt(6); k >= 0; k--) {
                s.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            names.add(s.toString());
        }
        for (String a : names) {
            for (String b : names) {
                int ab = Integer.signum(NameOrder.INSTANCE.compare(a, b));
                assertThat(ab).as(a + " / " + b).isEqualTo(-Integer.signum(NameOrder.INSTANCE.compare(b, a)));
                assertThat(ab == 0).as(a + " / " + b).isEqualTo(a.equals(b));
            }
        }
        List<String> once = new ArrayList<>(names);
        once.sort(NameOrder.INSTANCE);
        for (int k = 0; k < 20; k++) {
            List<String> again = new ArrayList<>(names);
            Collections.shuffle(again, new Random(k));
            again.sort(NameOrder.INSTANCE);
            assertThat(again).isEqualTo(once);
        }
        for (int x = 0; x + 2 < once.size(); x++) {
            assertThat(NameOrder.INSTANCE.compare(once.get(x), once.get(x + 2))).isLessThanOrEqualTo(0);
        }
    }
}
