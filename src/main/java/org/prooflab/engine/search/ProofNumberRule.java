package org.prooflab.engine.search;

/**
 * Proof and disproof numbers with the MIN/SUM rules (Allis 1994), for PN-search and, with
 * playout-valued leaves, for MCPN-search (Saito et al. 2007). Field {@code a} is pn, {@code b} dn.
 *
 * <ul>
 *   <li>PNS leaf: pn = dn = 1.</li>
 *   <li>MCPNS leaf: N random playouts of at most la plies, N+ of them reach the goal, N- = N - N+ do
 *       not. pn = (N- + 1) / (N + 2), dn = (N+ + 1) / (N + 2): the non-winning and winning rates
 *       (Song et al. 2019's reading of Saito's garbled formula), kept away from 0 by a +1 smoothing
 *       so that no unsolved leaf looks proved or disproved.</li>
 *   <li>Proved: pn = 0, dn = inf. Disproved: pn = inf, dn = 0.</li>
 *   <li>OR: pn = min pn, dn = sum dn. AND: pn = sum pn, dn = min dn.</li>
 *   <li>Select: at OR the unsolved child with the smallest pn, at AND the smallest dn; the first on ties.</li>
 * </ul>
 */
final class ProofNumberRule implements BestFirstRule {
    private final boolean monteCarlo;
    private final int playouts;
    private final int playoutLength;

    private ProofNumberRule(boolean monteCarlo, int playouts, int playoutLength) {
        this.monteCarlo = monteCarlo;
        this.playouts = playouts;
        this.playoutLength = playoutLength;
    }

    static ProofNumberRule pns() {
        return new ProofNumberRule(false, 0, 0);
    }

    static ProofNumberRule mcpns(int playouts, int playoutLength) {
        return new ProofNumberRule(true, playouts, playoutLength);
    }

    @Override
    public void evaluateLeaf(NodeStore store, int node, boolean or, BestFirstSearch search) {
        store.set(node, 1, 1);
    }

    @Override
    public int leafPlayouts() {
        return monteCarlo ? playouts : 0;
    }

    @Override
    public int leafPlayoutLength() {
        return playoutLength;
    }

    @Override
    public void evaluateLeafByPlayouts(NodeStore store, int node, int wins) {
        store.set(node, AndOrRules.mcpnsProofNumber(wins, playouts), AndOrRules.mcpnsDisproofNumber(wins, playouts));
    }

    @Override
    public void setSolved(NodeStore store, int node, boolean proved) {
        store.set(node, proved ? 0 : Double.POSITIVE_INFINITY, proved ? Double.POSITIVE_INFINITY : 0);
    }

    @Override
    public void update(NodeStore store, int node, boolean or) {
        int first = store.firstChild(node);
        int from = NodeStore.slot(first);
        AndOrRules.minSum(or, store.aChunk(first), store.bChunk(first), from, from + store.childCount(node),
                store.aChunk(node), store.bChunk(node), NodeStore.slot(node));
    }

    @Override
    public int selectExcept(NodeStore store, int node, boolean or, int excluded) {
        int first = store.firstChild(node);
        int from = NodeStore.slot(first);
        int end = from + store.childCount(node);
        int skip = excluded < 0 ? -1 : from + (excluded - first);
        double[] a = store.aChunk(first);
        double[] b = store.bChunk(first);
        byte[] status = store.statusChunk(first);
        int best = -1;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int c = from; c < end; c++) {
            double v = AndOrRules.preference(Algorithm.PNS, or, a[c], b[c]);
            if (status[c] == NodeStore.UNKNOWN && c != skip && (best < 0 || v > bestValue)) {
                best = c;
                bestValue = v;
            }
        }
        return best < 0 ? -1 : first + (best - from);
    }

    @Override
    public double rootValue(NodeStore store) {
        return store.a(0);
    }

    @Override
    public double rootSecondary(NodeStore store) {
        return store.b(0);
    }
}
