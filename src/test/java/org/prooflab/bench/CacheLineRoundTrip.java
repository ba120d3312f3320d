package org.prooflab.bench;

import java.util.Arrays;

/**
 * What one cache line passing between two cores costs on this machine: two threads hand a counter back and
 * forth, each waiting for the other's write before it writes, so each round trip is two passes of a line.
 * Leaf parallelism hands each expansion's work over in such passes (docs/performance.md, seventh look), so
 * this figure bounds what two threads can gain on one search.
 *
 * <pre>
 * taskset -c 0,1 java -cp target/test-classes org.prooflab.bench.CacheLineRoundTrip
 * </pre>
 */
public final class CacheLineRoundTrip {
    private static final int TRIPS = 1_000_000;
    private static final int ROUNDS = 7;

    private CacheLineRoundTrip() {
    }

    /** The two lines: each thread writes one and reads the other, 128 bytes apart. */
    private static final class Lines {
        volatile long ping;
        @SuppressWarnings("unused")
        long p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13, p14, p15;
        volatile long pong;
    }

    public static void main(String[] args) throws InterruptedException {
        Lines lines = new Lines();
        long total = (long) TRIPS * ROUNDS;
        Thread other = new Thread(() -> {
            for (long i = 1; i <= total; i++) {
                while (lines.ping != i) {
                    Thread.onSpinWait();
                }
                lines.pong = i;
            }
        }, "round-trip-echo");
        other.setDaemon(true);
        other.start();
        double[] nanos = new double[ROUNDS];
        long i = 0;
        for (int r = 0; r < ROUNDS; r++) {
            long t0 = System.nanoTime();
            for (int k = 0; k < TRIPS; k++) {
                i++;
                lines.ping = i;
                while (lines.pong != i) {
                    Thread.onSpinWait();
                }
            }
            nanos[r] = (System.nanoTime() - t0) / (double) TRIPS;
            System.out.printf("round %d: %.0f ns a round trip%n", r, nanos[r]);
        }
        other.join();
        double[] measured = Arrays.copyOfRange(nanos, 1, ROUNDS);
        Arrays.sort(measured);
        double median = measured[measured.length / 2];
        System.out.printf("median of rounds 1 to %d: %.0f ns a round trip, so about %.0f ns a cache line passing between"
                + " the two threads' cores%n", ROUNDS - 1, median, median / 2);
    }
}
