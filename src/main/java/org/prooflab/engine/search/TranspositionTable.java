package org.prooflab.engine.search;

import org.prooflab.engine.game.Rng;

/**
 * The transposition table of the depth-first solvers (df-pn, df-PPNS): two values, an exact status
 * and the work spent, a position, within a fixed memory budget.
 *
 * <p>Layout: one {@code long[]} of five words an entry (both key words, the two values' bits, and the
 * work with the status and side), {@link #BYTES_PER_ENTRY} bytes, so that a look-up reads one or two
 * cache lines rather than one in each of six arrays; entries are grouped in buckets of two slots
 * picked by a 64-bit mix of the position's key. The table starts small and doubles when it is
 * three quarters full, while doubling stays within the budget (for the moment of a doubling the old
 * arrays are held too). Until then nothing is replaced: a new entry whose bucket is full goes to the
 * next bucket with room, and a look-up follows as far as the farthest such move, stopping at a bucket
 * with room (entries are never removed, so the buckets an entry passed stay full). Doubling whenever
 * a bucket was full, as it once did, grew the table about as its entries' number to the power 1.5:
 * 50,000 entries took 2.5 GB of a large budget. Once it cannot grow, new entries
 * go to their own bucket (a look-up still follows the moves made before), and the two-level replacement policy of
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
    /** Bytes an entry costs: five 8-byte words (two key words, two values, work with status and side). */
    static final int BYTES_PER_ENTRY = 5 * 8;
    private static final int WORDS = 5;
    private static final int INITIAL_BUCKETS = 1 << 10;
    /** The most buckets an array of longs can hold (ten words a bucket): 1,342,177,280 words. */
    private static final int MOST_BUCKETS = 1 << 27;
    private static final long USED = 0x80;
    private static final long PLAYER_ONE = 0x40;
    private static final long STATUS_MASK = 0x03;

    private final long budgetBytes;
    /** Entry i at words [5i, 5i + 5): key 1, key 2, value a, value b, work << 8 | flags. */
    private long[] data;
    private int bucketMask;
    private int used;
    /** The most buckets past its own that an entry went to (look-ups go no further). */
    private int maxShift;
    /** True while a doubling puts the entries back: they are never replaced then, even at the last size. */
    private boolean rehashing;

    /** The first word of the last {@link #find}: valid until the next {@link #store}. */
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
        data = new long[buckets * 2 * WORDS];
        bucketMask = buckets - 1;
        used = 0;
        maxShift = 0;
    }

    /** Entries the table can hold now. */
    int capacity() {
        return data.length / WORDS;
    }

    /** Entries held. */
    int size() {
        return used;
    }

    /** Bytes the table holds now (never above the budget). */
    long bytes() {
        return (long) data.length * 8;
    }

    private static long flags(int player, byte status) {
        return USED | (player == 1 ? PLAYER_ONE : 0) | status;
    }

    private boolean holds(int w, long k1, long k2, int player) {
        long f = data[w + 4];
        return (f & USED) != 0 && data[w] == k1 && data[w + 1] == k2 && ((f & PLAYER_ONE) != 0) == (player == 1);
    }

    /** True when the position is held; then {@link #a()}, {@link #b()}, {@link #status()} read it. */
    boolean find(long k1, long k2, int player) {
        int w = bucket(k1, k2, player);
        for (int shift = 0; shift <= maxShift; shift++) {
            if (holds(w, k1, k2, player)) {
                found = w;
                return true;
            }
            if (holds(w + WORDS, k1, k2, player)) {
                found = w + WORDS;
                return true;
            }
            if (!isUsed(w) || !isUsed(w + WORDS)) {
                return false;
            }
            w = next(w);
        }
        return false;
    }

    private int next(int w) {
        w += 2 * WORDS;
        return w == data.length ? 0 : w;
    }

    double a() {
        return Double.longBitsToDouble(data[found + 2]);
    }

    double b() {
        return Double.longBitsToDouble(data[found + 3]);
    }

    byte status() {
        return (byte) (data[found + 4] & STATUS_MASK);
    }

    /** The work recorded with the position last found (tests: the replacement policy's measure). */
    long work() {
        return work(found);
    }

    /** The first word of the key's bucket: a 64-bit mix of the whole key, so that any game's keys spread. */
    private int bucket(long k1, long k2, int player) {
        long h = Rng.mix(k1 * 0x9E3779B97F4A7C15L ^ Rng.mix(k2 + player));
        return (((int) (h ^ (h >>> 32)) & bucketMask) << 1) * WORDS;
    }

    private boolean isUsed(int w) {
        return (data[w + 4] & USED) != 0;
    }

    private long work(int w) {
        return data[w + 4] >>> 8;
    }

    /** Stores or updates a position; {@code work} is how much search its values cost (larger is kept first). */
    void store(long k1, long k2, int player, double va, double vb, byte status, long work) {
        long w = Math.min(Math.max(work, 0), Long.MAX_VALUE >>> 8);
        if (find(k1, k2, player)) {
            write(found, k1, k2, player, va, vb, status, Math.max(w, work(found)));
            return;
        }
        if (used >= capacity() * 3L / 4 && canGrow()) {
            grow();
        }
        int slot = bucket(k1, k2, player);
        // While the table can grow its load is below three quarters, and while a doubling puts the entries back
        // below three eighths: some bucket has room.
        if (canGrow() || rehashing) {
            int shift = 0;
            while (isUsed(slot) && isUsed(slot + WORDS)) {
                slot = next(slot);
                shift++;
            }
            maxShift = Math.max(maxShift, shift);
        }
        if (!isUsed(slot) || w >= work(slot)) {
            if (isUsed(slot)) {
                if (!isUsed(slot + WORDS)) {
                    used++;
                }
                System.arraycopy(data, slot, data, slot + WORDS, WORDS);
            } else {
                used++;
            }
            write(slot, k1, k2, player, va, vb, status, w);
        } else {
            if (!isUsed(slot + WORDS)) {
                used++;
            }
            write(slot + WORDS, k1, k2, player, va, vb, status, w);
        }
    }

    private void write(int w, long k1, long k2, int player, double va, double vb, byte status, long work) {
        data[w] = k1;
        data[w + 1] = k2;
        data[w + 2] = Double.doubleToRawLongBits(va);
        data[w + 3] = Double.doubleToRawLongBits(vb);
        data[w + 4] = work << 8 | flags(player, status);
    }

    private boolean canGrow() {
        long buckets = (bucketMask + 1) * 2L;
        return buckets <= MOST_BUCKETS && bytesFor(buckets) <= budgetBytes;
    }

    /**
     * Doubles the buckets and puts every entry back, each where a new entry would go, never replacing one: also at the
     * last size, where new entries then replace (put back in their own buckets only, the last doubling lost a
     * sixteenth of the entries moved past full buckets).
     */
    private void grow() {
        long[] old = data;
        allocate((bucketMask + 1) * 2);
        rehashing = true;
        try {
            for (int w = 0; w < old.length; w += WORDS) {
                long f = old[w + 4];
                if ((f & USED) != 0) {
                    store(old[w], old[w + 1], (f & PLAYER_ONE) != 0 ? 1 : 0, Double.longBitsToDouble(old[w + 2]),
                            Double.longBitsToDouble(old[w + 3]), (byte) (f & STATUS_MASK), f >>> 8);
                }
            }
        } finally {
            rehashing = false;
        }
    }
}
