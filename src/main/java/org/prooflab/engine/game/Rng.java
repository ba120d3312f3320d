package org.prooflab.engine.game;

import java.math.BigInteger;
import java.util.Locale;

/**
 * A small, fast, seeded random number generator (SplitMix64) whose output is the same on every
 * machine and every Java version, so that a seeded solve or a seeded random position can be
 * repeated to the node anywhere. Not thread-safe: each search owns one.
 */
public final class Rng {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    /**
     * What a seed may be, in the words every seed field, option and notation uses: its 64 bits written as
     * a whole number from 0 to 2^64 - 1, the largest grouped to be read ("... 18,446,744,073,709,551,615").
     */
    public static final String SEED_RANGE = String.format(Locale.ENGLISH, "a whole number from 0 to %,d",
            new BigInteger(Long.toUnsignedString(-1L)));

    private long state;

    public Rng(long seed) {
        this.state = seed;
    }

    /** The SplitMix64 finaliser, also used by the P-game generator. */
    public static long mix(long x) {
        long z = x;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * A seed drawn from {@code seed} and two numbers, for example a node and a playout index: the
     * same three give the same seed on any machine and in any order they are asked for, so that
     * work split between threads draws the same random numbers as on one thread.
     */
    public static long derive(long seed, long a, long b) {
        return member(family(seed, a), b);
    }

    /** The first half of {@link #derive}: what {@code seed} and {@code a} share, computed once for many {@code b}. */
    public static long family(long seed, long a) {
        return mix(seed ^ mix(a + GOLDEN));
    }

    /** The second half of {@link #derive}: {@code derive(seed, a, b) == member(family(seed, a), b)}. */
    public static long member(long family, long b) {
        return mix(family + (b + 1) * GOLDEN);
    }

    /** Starts this generator over from {@code seed}, as {@code new Rng(seed)} would (without a new object). */
    public void reseed(long seed) {
        this.state = seed;
    }

    public long nextLong() {
        state += GOLDEN;
        return mix(state);
    }

    /** A uniform integer in {@code [0, bound)}; {@code bound} must be positive. */
    public int nextInt(int bound) {
        // Lemire's multiply-shift: unbiased enough for bounds far below 2^32 (ours are <= 64).
        return (int) (((nextLong() >>> 32) * bound) >>> 32);
    }

    /** A uniform double in {@code [0, 1)}. */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }
}
