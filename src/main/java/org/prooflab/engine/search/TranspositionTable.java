package org.prooflab.engine.search;

import org.prooflab.engine.game.Rng;

/**
 * The transposition table of the depth-first solvers (df-pn, df-PPNS): two values, an exact status
 * and the work spent, a position, within a fixed memory budget.
 *
 * <p>Layout: parallel primitive arrays, {@link #BYTES_PER_ENTRY} bytes an entry, grouped in buckets
 * of two slots picked by a 64-bit mix of the position's key. The table starts small and doubles when it is
 * three quarters full or a new entry's bucket is full, while doubling stays within the budget (for
 * the moment of a doubling the old arrays are held too), so nothing is replaced before the budget
 * is reached. Once it cannot grow, the two-level replacement policy of
 * Breuker et al. (1994) decides: slot 0 keeps the entry with more work (the larger subtree searched
 * below it, as Nagai 2002 keeps large trees; the solver counts a solved position as the most work),
 * slot 1 takes whatever does not go to slot 0. A new
 * entry with at least slot 0's work pushes slot 0's entry down to slot 1.
 *
 * <p>Identity: an entry matches only on the position's exact key ({@link org.prooflab.engine.game.PositionKey}:
 * both words of the board and the side to move), so a hash collision can never lend one position
 * another's value. A game without exact keys (P-game trees, which have no transpositions) is keyed
 * by its 64-bit node key, which pgame-spec.md derives from the path; a false match would need two
 * nodes of one tree with the same 64-bit key.
 */
final class TranspositionTable {
    /** Bytes an entry costs: two key words, two values (8 each), the work (4) and status/side (1). */
    static final int BYTES_PER_ENTRY = 8 + 8 + 8 + 8 + 4 + 1;
    private static final int INITIAL_BUCKETS = 1 << 10;
    private static final byte USED = (byte) 0x80;
    private static final byte PLAYER_ONE = 0x40;
    private static final byte STATUS_MASK = 0x03;

    private final long budgetBytes;
    private long[] first;
    private long[] second;
    private double[] a;
    private double[] b;
    private int[] work;
    private byte[] meta;
    private int bucketMask;
    private int used;

    /** The index of the last {@link #find}: valid until the next {@link #store}. */
    private int found;

    /** A table that never uses more than {@code budgetBytes} (at least one bucket of two entries). */
    TranspositionTable(long budgetBytes) {
        this.budgetBytes = Math.max(budgetBytes, 2L * BYTES_PER_ENTRY);
        int buckets = INITIAL_BUCKETS;
        while (buckets > 1 && bytesFor(buckets) > this.budgetBytes) {
            buckets >>= 1;
        }
        allocate(buckets);
    }

    private static long bytesFor(long buckets) {
        return buckets * 2 * BYTES_PER_ENTRY;
    }

    private void allocate(int buckets) {
        int entries = buckets * 2;
        first = new long[entries];
        second = new long[entries];
        a = new double[entries];
        b = new double[entries];
        work = new int[entries];
        meta = new byte[entries];
        bucketMask = buckets - 1;
        used = 0;
    }

    /** Entries the table can hold now. */
    int capacity() {
        return meta.length;
    }

    /** Entries held. */
    int size() {
        return used;
    }

    /** Bytes the table holds now (never above the budget). */
    long bytes() {
        return (long) meta.length * BYTES_PER_ENTRY;
    }

    private static byte meta(int player, byte status) {
        return (byte) (USED | (player == 1 ? PLAYER_ONE : 0) | status);
    }

    /** True when the position is held; then {@link #a()}, {@link #b()}, {@link #status()} read it. */
    boolean find(long k1, long k2, int player) {
        int slot = bucket(k1, k2, player);
        for (int i = slot; i < slot + 2; i++) {
            if (meta[i] < 0 && first[i] == k1 && second[i] == k2 && ((meta[i] & PLAYER_ONE) != 0) == (player == 1)) {
                found = i;
                return true;
            }
        }
        return false;
    }

    double a() {
        return a[found];
    }

    double b() {
        return b[found];
    }

    byte status() {
        return (byte) (meta[found] & STATUS_MASK);
    }

    /** The first slot of the key's bucket: a 64-bit mix of the whole key, so that any game's keys spread. */
    private int bucket(long k1, long k2, int player) {
        long h = Rng.mix(k1 * 0x9E3779B97F4A7C15L ^ Rng.mix(k2 + player));
        return ((int) (h ^ (h >>> 32)) & bucketMask) << 1;
    }

    /** Stores or updates a position; {@code work} is how much search its values cost (larger is kept first). */
    void store(long k1, long k2, int player, double va, double vb, byte status, long work) {
        int w = (int) Math.min(work, Integer.MAX_VALUE);
        if (find(k1, k2, player)) {
            write(found, k1, k2, player, va, vb, status, Math.max(w, this.work[found]));
            return;
        }
        if (used >= capacity() * 3L / 4 && canGrow()) {
            grow();
        }
        int slot = bucket(k1, k2, player);
        while (meta[slot] != 0 && meta[slot + 1] != 0 && canGrow()) {
            grow();
            slot = bucket(k1, k2, player);
        }
        if (meta[slot] == 0 || w >= this.work[slot]) {
            if (meta[slot] != 0) {
                if (meta[slot + 1] == 0) {
                    used++;
                }
                copy(slot, slot + 1);
            } else {
                used++;
            }
            write(slot, k1, k2, player, va, vb, status, w);
        } else {
            if (meta[slot + 1] == 0) {
                used++;
            }
            write(slot + 1, k1, k2, player, va, vb, status, w);
        }
    }

    private void write(int i, long k1, long k2, int player, double va, double vb, byte status, int w) {
        first[i] = k1;
        second[i] = k2;
        a[i] = va;
        b[i] = vb;
        work[i] = w;
        meta[i] = meta(player, status);
    }

    private void copy(int from, int to) {
        first[to] = first[from];
        second[to] = second[from];
        a[to] = a[from];
        b[to] = b[from];
        work[to] = work[from];
        meta[to] = meta[from];
    }

    private boolean canGrow() {
        return bytesFor((bucketMask + 1) * 2L) <= budgetBytes;
    }

    /** Doubles the buckets and puts every entry back (an old bucket's two entries never fill a new one beyond two). */
    private void grow() {
        long[] oldFirst = first;
        long[] oldSecond = second;
        double[] oldA = a;
        double[] oldB = b;
        int[] oldWork = work;
        byte[] oldMeta = meta;
        allocate((bucketMask + 1) * 2);
        for (int i = 0; i < oldMeta.length; i++) {
            if (oldMeta[i] < 0) {
                store(oldFirst[i], oldSecond[i], (oldMeta[i] & PLAYER_ONE) != 0 ? 1 : 0, oldA[i], oldB[i],
                        (byte) (oldMeta[i] & STATUS_MASK), oldWork[i]);
            }
        }
    }

}
