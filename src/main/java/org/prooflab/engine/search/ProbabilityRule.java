package org.prooflab.engine.search;

/**
 * One probability a node, the probability that it is proved: PPN-search (Song et al. 2019) with
 * playout-valued leaves, and product propagation (Stern et al. 2007) with a prior at the leaves.
 * Field {@code a} holds the value as log-odds L ({@link LogOdds}), so deep products keep their
 * precision; {@code b} holds {@link LogOdds#remainder}(L), from which ln p and ln(1 - p) follow by
 * additions: a node's update then costs two logarithms, not two for every child.
 *
 * <ul>
 *   <li>PPNS leaf: R = the win rate of its random playouts played to the end of the game;
 *       ppn = R if 0 &lt; R &lt; 1, 1 - theta if R = 1, theta if R = 0.</li>
 *   <li>PP leaf: ppn = prior (0.5 when nothing is known), or the prior learned for the pattern of
 *       the move that made it ({@link PatternPriors}).</li>
 *   <li>Proved: 1. Disproved: 0.</li>
 *   <li>OR: ppn = 1 - prod(1 - child.ppn). AND: ppn = prod(child.ppn).</li>
 *   <li>Select: at OR the unsolved child with the largest ppn, at AND the smallest; the first on ties.</li>
 * </ul>
 */
final class ProbabilityRule implements BestFirstRule {
    private final boolean playoutLeaves;
    private final int playouts;
    private final double theta;
    private final double prior;
    private final double priorLogOdds;
    private final PatternPriors learned;

    private ProbabilityRule(boolean playoutLeaves, int playouts, double theta, double prior, PatternPriors learned) {
        this.playoutLeaves = playoutLeaves;
        this.playouts = playouts;
        this.theta = theta;
        this.prior = prior;
        this.priorLogOdds = LogOdds.of(prior);
        this.learned = learned;
    }

    static ProbabilityRule ppns(int playouts, double theta) {
        return new ProbabilityRule(true, playouts, theta, 0.5, null);
    }

    static ProbabilityRule productPropagation(double prior) {
        return new ProbabilityRule(false, 0, 0.5, prior, null);
    }

    /** Product propagation whose leaves take priors learned from earlier searches, {@code prior} where none is known. */
    static ProbabilityRule productPropagation(double prior, PatternPriors learned) {
        return new ProbabilityRule(false, 0, 0.5, prior, learned);
    }

    @Override
    public void evaluateLeaf(NodeStore store, int node, boolean or, BestFirstSearch search) {
        // The node was reached by a move of the other side: the prover moved into an AND node.
        double logOdds = learned == null ? priorLogOdds : LogOdds.of(learned.prior(search.state, !or, prior));
        store.set(node, logOdds, LogOdds.remainder(logOdds));
    }

    @Override
    public int leafPlayouts() {
        return playoutLeaves ? playouts : 0;
    }

    @Override
    public void evaluateLeafByPlayouts(NodeStore store, int node, int wins) {
        double logOdds = LogOdds.of(AndOrRules.ppnsLeaf(wins / (double) playouts, theta));
        store.set(node, logOdds, LogOdds.remainder(logOdds));
    }

    @Override
    public void setSolved(NodeStore store, int node, boolean proved) {
        store.set(node, proved ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY, 0);
    }

    @Override
    public void update(NodeStore store, int node, boolean or) {
        int first = store.firstChild(node);
        int from = NodeStore.slot(first);
        LogOdds.combineInto(or, store.aChunk(first), store.bChunk(first), from, from + store.childCount(node),
                store.aChunk(node), store.bChunk(node), NodeStore.slot(node));
    }

    @Override
    public int selectExcept(NodeStore store, int node, boolean or, int excluded) {
        int first = store.firstChild(node);
        int from = NodeStore.slot(first);
        int end = from + store.childCount(node);
        int skip = excluded < 0 ? -1 : from + (excluded - first);
        double[] a = store.aChunk(first);
        byte[] status = store.statusChunk(first);
        int best = -1;
        double bestValue = 0;
        for (int c = from; c < end; c++) {
            if (status[c] != NodeStore.UNKNOWN || c == skip) {
                continue;
            }
            double v = AndOrRules.preference(Algorithm.PPNS, or, a[c], 0);
            if (best < 0 || v > bestValue) {
                best = c;
                bestValue = v;
            }
        }
        return best < 0 ? -1 : first + (best - from);
    }

    @Override
    public double rootValue(NodeStore store) {
        return LogOdds.probability(store.a(0));
    }

    @Override
    public double rootSecondary(NodeStore store) {
        return Double.NaN;
    }
}
