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
 */
final class NodeStore {
    /** Bytes a node costs: 4 + 1 + 1 + 1 + 8 + 8. */
    static final int BYTES_PER_NODE = 23;
    static final byte UNKNOWN = 0;
    static final byte PROVED = 1;
    static final byte DISPROVED = 2;

    int[] firstChild;
    byte[] childCount;
    byte[] move;
    byte[] status;
    double[] a;
    double[] b;
    private int size;
    private final int maxNodes;

    NodeStore(long maxNodes) {
        this.maxNodes = (int) Math.min(maxNodes, Integer.MAX_VALUE - 8);
        int initial = Math.min(this.maxNodes, 1 << 12);
        firstChild = new int[initial];
        childCount = new byte[initial];
        move = new byte[initial];
        status = new byte[initial];
        a = new double[initial];
        b = new double[initial];
    }

    int size() {
        return size;
    }

    /** True if {@code n} more nodes fit under the node limit. */
    boolean hasRoomFor(int n) {
        return (long) size + n <= maxNodes;
    }

    /** Creates {@code n} consecutive nodes (callers check {@link #hasRoomFor} first); returns the first. */
    int allocate(int n) {
        int first = size;
        int needed = size + n;
        if (needed > firstChild.length) {
            grow(needed);
        }
        Arrays.fill(firstChild, first, needed, -1);
        size = needed;
        return first;
    }

    private void grow(int needed) {
        int capacity = (int) Math.min(maxNodes, Math.max(needed, (long) firstChild.length * 2));
        firstChild = Arrays.copyOf(firstChild, capacity);
        childCount = Arrays.copyOf(childCount, capacity);
        move = Arrays.copyOf(move, capacity);
        status = Arrays.copyOf(status, capacity);
        a = Arrays.copyOf(a, capacity);
        b = Arrays.copyOf(b, capacity);
    }

    boolean isExpanded(int node) {
        return firstChild[node] >= 0;
    }

    int childCount(int node) {
        return childCount[node] & 0xFF;
    }

    int move(int node) {
        return move[node] & 0xFF;
    }

    /**
     * The exact status of {@code node} from its children's: an OR node is proved when a child is,
     * disproved when all are; an AND node the other way round.
     */
    byte combinedStatus(int node, boolean or) {
        int first = firstChild[node];
        return AndOrRules.combineStatus(or, status, first, first + childCount(node));
    }
}
