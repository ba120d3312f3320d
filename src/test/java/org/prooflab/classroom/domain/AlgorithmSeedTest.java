package org.prooflab.classroom.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition.AlgorithmSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.Caps;
import org.prooflab.classroom.domain.ExperimentDefinition.LimitSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.PositionSet;

/** A configuration's seed: 64 bits, given whole; a fraction or a number out of range is refused, not rounded. */
class AlgorithmSeedTest {
    private static ExperimentDefinition withSeed(Number seed) {
        return new ExperimentDefinition("seeds", "connect4", PositionSet.list(List.of("4453")),
                List.of(AlgorithmSpec.of("ppns").with("seed", seed)), new LimitSpec(1000, 1, 0));
    }

    private static String refused(Number seed) {
        InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class, () -> withSeed(seed).compile(Caps.COMMAND_LINE));
        assertThat(e).as("seed %s refused", seed).isNotNull();
        assertThat(e.problems()).hasSize(1);
        assertThat(e.problems().getFirst().field()).isEqualTo("algorithms[0].seed");
        return e.problems().getFirst().message();
    }

    private static long read(Number seed) {
        return withSeed(seed).compile(Caps.COMMAND_LINE).configs().getFirst().parameters().seed();
    }

    @Test
    void a_fraction_a_negative_number_or_one_past_64_bits_is_refused_in_words() {
        assertThat(refused(1.5)).isEqualTo("seed 1.5 is not allowed: it must be a whole number from 0 to 18,446,744,073,709,551,615");
        assertThat(refused(-1.0)).startsWith("seed -1 is not allowed");
        assertThat(refused(1e23)).startsWith("seed 100000000000000000000000 is not allowed");
        assertThat(refused(BigInteger.ONE.shiftLeft(64))).startsWith("seed 18446744073709551616 is not allowed");
    }

    @Test
    void a_count_past_any_int_names_its_range_written_plainly() {
        ExperimentDefinition d = new ExperimentDefinition("big", "connect4", PositionSet.list(List.of("4453")),
                List.of(AlgorithmSpec.of("ppns").with("playouts", 1e23)), new LimitSpec(1000, 1, 0));
        InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class, () -> d.compile(Caps.COMMAND_LINE));
        assertThat(e.problems().getFirst().message())
                .isEqualTo("playouts 100000000000000000000000 is not allowed: it must be a whole number from 1 to 10,000");
        // Past any double (a form reads "1e400" as infinity): the range, not Java's own words.
        ExperimentDefinition inf = new ExperimentDefinition("big", "connect4", PositionSet.list(List.of("4453")),
                List.of(AlgorithmSpec.of("ppns").with("playouts", Double.POSITIVE_INFINITY).with("seed", Double.NaN)), new LimitSpec(1000, 1, 0));
        InvalidDefinitionException e2 = catchThrowableOfType(InvalidDefinitionException.class, () -> inf.compile(Caps.COMMAND_LINE));
        assertThat(e2.problems()).extracting(Problem::message)
                .containsExactly("playouts Infinity is not allowed: it must be a whole number from 1 to 10,000", "seed NaN is not allowed: it must be a whole number from 0 to 18,446,744,073,709,551,615");
    }

    @Test
    void whole_seeds_are_kept_to_the_bit() {
        assertThat(read(7L)).isEqualTo(7L);
        assertThat(read(1e9)).isEqualTo(1_000_000_000L);
        assertThat(read(BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE))).isEqualTo(-1L);
        assertThat(read(-1L)).as("a long's bits, as a spec holds a seed above 2^63 - 1 (its JSON: 18446744073709551615)").isEqualTo(-1L);
    }
}
