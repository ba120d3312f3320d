package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** How a solver's values read: plain decimals, and 0 or 1 for a probability only once the node is solved. */
class ValueTextTest {

    @Test
    void probabilities_are_written_as_plain_decimals() {
        assertThat(Stream.of(0.99997, 0.00003, 0.988, 0.5, 1 - 1e-15).map(p -> ValueText.probability(p, Outcome.OUT)))
                .containsExactly("0.99997", "0.00003", "0.988", "0.5", "above 0.999999999999");
        // Half up, as by hand: 0.75 x 0.75 is 0.5625, exactly, in binary too.
        assertThat(ValueText.probability(0.75 * 0.75, Outcome.OUT)).isEqualTo("0.563");
        assertThat(ValueText.probability(0.0625, Outcome.OUT)).isEqualTo("0.063");
        for (double p : new double[] {0.99997, 0.00003, 1e-9, 1 - 1e-9, 0.123456}) {
            assertThat(ValueText.probability(p, Outcome.OUT)).doesNotContain("e", "E");
        }
    }

    @Test
    void a_probability_reads_0_or_1_only_for_a_disproved_or_proved_node() {
        // A double reaches 0 or 1 long before the probability does: 0.01^170 underflows, 1 - 0.1^20 rounds up.
        assertThat(ValueText.probability(0, Outcome.OUT)).isEqualTo("below 0.000000000001");
        assertThat(ValueText.probability(1, Outcome.OUT)).isEqualTo("above 0.999999999999");
        assertThat(ValueText.probability(0, Outcome.DISPROVED)).isEqualTo("0");
        assertThat(ValueText.probability(1, Outcome.PROVED)).isEqualTo("1");
        assertThat(ValueText.value(Algorithm.PPNS, 1, Outcome.OUT)).isEqualTo("above 0.999999999999");
        assertThat(ValueText.value(Algorithm.PP, 0, Outcome.OUT)).isEqualTo("below 0.000000000001");
        assertThat(ValueText.value(Algorithm.DFPPNS, 1, Outcome.PROVED)).isEqualTo("1");
        assertThat(ValueText.probability(Double.NaN, Outcome.OUT)).isEqualTo("–");
    }

    @Test
    void a_mean_result_and_proof_numbers_read_as_they_are() {
        // Every playout won: the mean is exactly 1, proved or not.
        assertThat(ValueText.value(Algorithm.MCTS, 1, Outcome.OUT)).isEqualTo("1");
        assertThat(ValueText.value(Algorithm.UCT, 0.65, Outcome.OUT)).isEqualTo("0.65");
        assertThat(ValueText.value(Algorithm.PNS, 0, Outcome.PROVED)).isEqualTo("0");
        assertThat(ValueText.value(Algorithm.MCPNS, 0.25, Outcome.OUT)).isEqualTo("0.25");
        assertThat(ValueText.number(Double.POSITIVE_INFINITY)).isEqualTo("∞");
        assertThat(ValueText.number(Double.NEGATIVE_INFINITY)).isEqualTo("-∞");
    }
}
