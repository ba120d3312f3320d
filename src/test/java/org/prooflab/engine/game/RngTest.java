package org.prooflab.engine.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The playout seeds: derive(seed, node, playout) is what makes a solve the same to the node on any number of
 * threads, and what the naive solvers of the differential tests share with the engine, so they cannot see a change
 * in it. Checked here against the formula written out apart from the engine.
 */
class RngTest {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    /** SplitMix64's finaliser, as pgame-spec.md writes it, kept apart from the engine's (PGameTest scores leaves by it). */
    static long splitMix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Test
    void a_derived_seed_is_the_mix_of_the_seed_s_family_and_the_playout_index() {
        assertThat(Rng.mix(0)).isEqualTo(0L);
        assertThat(Rng.mix(1)).isEqualTo(splitMix(1));
        for (long seed : new long[] {0, 1, 17, -1}) {
            for (long node = 0; node < 5; node++) {
                for (long i = 0; i < 12; i++) {
                    long family = splitMix(seed ^ splitMix(node + GOLDEN));
                    long want = splitMix(family + (i + 1) * GOLDEN);
                    assertThat(Rng.derive(seed, node, i)).as("seed %d node %d playout %d", seed, node, i).isEqualTo(want);
                    assertThat(Rng.member(Rng.family(seed, node), i)).isEqualTo(want);
                }
            }
        }
        // Two different playouts of one node never share a seed here, nor two nodes' first playouts.
        assertThat(Rng.derive(1, 0, 0)).isNotEqualTo(Rng.derive(1, 0, 1)).isNotEqualTo(Rng.derive(1, 1, 0));
    }
}
