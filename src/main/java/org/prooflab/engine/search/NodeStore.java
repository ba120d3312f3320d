package org.prooflab.engine.search;

import java.util.Arrays;

/**
 * The search tree in parallel primitive arrays, one slot a node, not one object a node: the papers
 * search up to 35,000,000 nodes. The children of a node are created together and sit next to each
 * other, so a node needs only its first child and their count, and a search walks down from the
 * root on a path stack instead of keeping parent links.
 *
 * <p>Per node: first child (int), child count (byte), move (byte), exact status (byte), and two
 * doubles whose meaning each algorithm documents (pn and dn; log-odds; result sum and visits).
 *
 * <p>The arrays come in fixed-size chunks of {@link #CHUNK} slots: the store grows by adding a
 * chunk, never by copying what exists, so a search's memory is what its nodes need (plus at most
 * one partly filled chunk) and the collector has few, long-lived arrays to look at. A node id is
 * its chunk's number times {@link #CHUNK} plus its slot in the chunk. The children of one node
 * always lie in one chunk (a family that does not fit at the end of a chunk starts the next one,
 * leaving unused slots that are never a node), so the rules scan a family in one array.
 */
final class NodeStore {
    /** Bytes a node costs: 4 + 1 + 1 + 1 + 8 + 8. */
    static final int BYTES_PER_NODE = 23;
    /** Slots in a chunk, a power of two; larger than the largest family (255 children). */
    static final int CHUNK = 1 << 13;
    static final int SHIFT = 13;
    static final int MASK = CHUNK - 1;
    /** The largest family a node may have: its child count is one unsigned byte. */
    static final int MAX_CHILDREN = 255;
    static final byte UNKNOWN = 0;
    static final byte PROVED = 1;
    static final byte DISPROVED = 2;

    private int[][] firstChild;
    private byte[][] childCount;
    private byte[][] move;
    private byte[][] status;
    private double[][] a;
    private double[][] b;
    private int chunks;
    /** The next free slot id. */
    private int next;
    /** Nodes created (slots skipped at the end of a chunk are not nodes). */
    private int size;
    private final int maxNodes;

    NodeStore(long maxNodes) {
        this.maxNodes = (int) Math.min(maxNodes, Integer.MAX_VALUE - 8);
        int refs = 4;
        firstChild = new int[refs][];
        childCount = new byte[refs][];
        move = new byte[refs][];
        status = new byte[refs][];
        a = new double[refs][];
        b = new double[refs][];
    }

    /**
     * Bytes the node arrays of a search of at most {@code nodes} nodes may take: whole chunks of
     * {@link #BYTES_PER_NODE} bytes a slot, counting the slots a family may leave at a chunk's end.
     */
    static long bytesFor(long nodes) {
        long perChunk = CHUNK - (MAX_CHILDREN - 1);
        long chunksNeeded = Math.max(1, (nodes + perChunk - 1) / perChunk);
        return chunksNeeded * CHUNK * BYTES_PER_NODE;
    }

    /** Nodes created so far. */
    int size() {
        return size;
    }

    /** One more than the largest node id so far: ids of created nodes lie below it, with gaps at chunk ends. */
    int idBound() {
        return next;
    }

    /** Chunks allocated so far (each {@link #CHUNK} slots). */
    int chunks() {
        return chunks;
    }

    /** True if {@code n} more nodes fit under the node limit. */
    boolean hasRoomFor(int n) {
        return (long) size + n <= maxNodes;
    }

    /**
     * Creates {@code n} consecutive nodes in one chunk (callers check {@link #hasRoomFor} first;
     * {@code n <= }{@link #MAX_CHILDREN}), unexpanded and unknown, with zero values; returns the first.
     */
    int allocate(int n) {
        int first = next;
        if ((first & MASK) + n > CHUNK) {
            first = (first | MASK) + 1;
        }
        int end = first + n;
        if (((end - 1) >>> SHIFT) >= chunks) {
            addChunk();
        }
        next = end;
        size += n;
        return first;
    }

    private void addChunk() {
        if (chunks == firstChild.length) {
            int refs = chunks * 2;
            firstChild = Arrays.copyOf(firstChild, refs);
            childCount = Arrays.copyOf(childCount, refs);
            move = Arrays.copyOf(move, refs);
            status = Arrays.copyOf(status, refs);
            a = Arrays.copyOf(a, refs);
            b = Arrays.copyOf(b, refs);
        }
        // A search whose limit fits in one chunk gets a chunk of its limit's size.
        int length = chunks == 0 && maxNodes <= CHUNK - MAX_CHILDREN ? maxNodes : CHUNK;
        int[] fc = new int[length];
        Arrays.fill(fc, -1);
        firstChild[chunks] = fc;
        childCount[chunks] = new byte[length];
        move[chunks] = new byte[length];
        status[chunks] = new byte[length];
        a[chunks] = new double[length];
        b[chunks] = new double[length];
        chunks++;
    }

    /** The slot of {@code node} in its chunk's arrays. */
    static int slot(int node) {
        return node & MASK;
    }

    boolean isExpanded(int node) {
        return firstChild[node >>> SHIFT][node & MASK] >= 0;
    }

    int firstChild(int node) {
        return firstChild[node >>> SHIFT][node & MASK];
    }

    int childCount(int node) {
        return childCount[node >>> SHIFT][node & MASK] & 0xFF;
    }

    /** Makes {@code count} nodes from {@code first} (one {@link #allocate}) the children of {@code node}. */
    void setChildren(int node, int first, int count) {
        firstChild[node >>> SHIFT][node & MASK] = first;
        childCount[node >>> SHIFT][node & MASK] = (byte) count;
    }

    int move(int node) {
        return move[node >>> SHIFT][node & MASK] & 0xFF;
    }

    void setMove(int node, int m) {
        move[node >>> SHIFT][node & MASK] = (byte) m;
    }

    byte status(int node) {
        return status[node >>> SHIFT][node & MASK];
    }

    void setStatus(int node, byte s) {
        status[node >>> SHIFT][node & MASK] = s;
    }

    double a(int node) {
        return a[node >>> SHIFT][node & MASK];
    }

    double b(int node) {
        return b[node >>> SHIFT][node & MASK];
    }

    void setA(int node, double v) {
        a[node >>> SHIFT][node & MASK] = v;
    }

    void setB(int node, double v) {
        b[node >>> SHIFT][node & MASK] = v;
    }

    void set(int node, double av, double bv) {
        int c = node >>> SHIFT;
        int s = node & MASK;
        a[c][s] = av;
        b[c][s] = bv;
    }

    void add(int node, double av, double bv) {
        int c = node >>> SHIFT;
        int s = node & MASK;
        a[c][s] += av;
        b[c][s] += bv;
    }

    /** The chunk array of field a that holds {@code node} (and its whole family), at {@link #slot}. */
    double[] aChunk(int node) {
        return a[node >>> SHIFT];
    }

    /** The chunk array of field b that holds {@code node}, at {@link #slot}. */
    double[] bChunk(int node) {
        return b[node >>> SHIFT];
    }

    /** The chunk array of the exact status that holds {@code node}, at {@link #slot}. */
    byte[] statusChunk(int node) {
        return status[node >>> SHIFT];
    }

    /**
     * The exact status of {@code node} from its children's: an OR node is proved when a child is,
     * disproved when all are; an AND node the other way round.
     */
    byte combinedStatus(int node, boolean or) {
        int first = firstChild(node);
        int from = slot(first);
        return AndOrRules.combineStatus(or, statusChunk(first), from, from + childCount(node));
    }
}
