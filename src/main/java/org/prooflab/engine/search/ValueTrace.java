package org.prooflab.engine.search;

import java.util.Arrays;

/**
 * The root value over iterations, down-sampled to at most {@link #CAPACITY} points (the curve of
 * Primanita et al. 2020, Figure 5): a point every {@code stride} iterations, and when the buffer
 * fills, every other point is dropped and the stride doubles.
 */
public final class ValueTrace {
    public static final int CAPACITY = 512;
    private final long[] iterations = new long[CAPACITY];
    private final double[] values = new double[CAPACITY];
    private final double[] secondary = new double[CAPACITY];
    private int size;
    private long stride = 1;

    void offer(long iteration, double value, double second) {
        if (iteration % stride != 0) {
            return;
        }
        if (size == CAPACITY) {
            for (int i = 0; i < CAPACITY / 2; i++) {
                iterations[i] = iterations[2 * i];
                values[i] = values[2 * i];
                secondary[i] = secondary[2 * i];
            }
            size = CAPACITY / 2;
            stride *= 2;
            if (iteration % stride != 0) {
                return;
            }
        }
        iterations[size] = iteration;
        values[size] = value;
        secondary[size] = second;
        size++;
    }

    /** The last point of a search, kept whatever the stride (it replaces the last point if full). */
    void offerFinal(long iteration, double value, double second) {
        if (size > 0 && iterations[size - 1] == iteration) {
            return;
        }
        if (size == CAPACITY) {
            size--;
        }
        iterations[size] = iteration;
        values[size] = value;
        secondary[size] = second;
        size++;
    }

    public int size() {
        return size;
    }

    public long[] iterations() {
        return Arrays.copyOf(iterations, size);
    }

    public double[] values() {
        return Arrays.copyOf(values, size);
    }

    /** dn for the proof-number family, NaN otherwise. */
    public double[] secondary() {
        return Arrays.copyOf(secondary, size);
    }
}
