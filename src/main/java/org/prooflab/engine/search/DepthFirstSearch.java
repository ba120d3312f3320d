package org.prooflab.engine.search;

import java.util.Arrays;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.PositionKey;

/**
 * Depth-first proof-number search with a transposition table, in two flavours that share one loop:
 *
 * <h2>df-pn (Nagai 2002)</h2>
 * Nagai's MID procedure with thresholds, written for OR and AND nodes as Allis's PNS is (not in the
 * negamax phi/delta form). A node searched with thresholds (thpn, thdn) values its children from the
 * table (a new leaf: pn = dn = 1, a terminal: 0 and infinity), takes its pn and dn by MIN/SUM
 * ({@link AndOrRules#minSum}) and returns as soon as pn &gt;= thpn or dn &gt;= thdn. Otherwise it
 * searches its most-proving child c1 (OR: the smallest pn, AND: the smallest dn, the first of equals)
 * with, at OR, thpn(c1) = min(thpn, pn2 + 1) and thdn(c1) = thdn - dn + dn(c1), and at AND,
 * thdn(c1) = min(thdn, dn2 + 1) and thpn(c1) = thpn - pn + pn(c1), pn2/dn2 being the second smallest
 * child's. The root is searched with infinite thresholds, so the search ends when the root is proved
 * or disproved. It expands the same nodes as best-first PNS would (Nagai's theorem) while keeping only
 * a bounded table. The 1 + epsilon trick (Pawlewicz and Lew 2007: pn2 * (1 + epsilon) instead of
 * pn2 + 1) is NOT used: it trades Nagai's equivalence with PNS, which the differential test checks,
 * for fewer re-searches.
 *
 * <h2>df-PPNS (depth-first PPN-search)</h2>
 * Primanita et al. 2020 name a depth-first PPNS as future work; this is the df-pn scheme on PPNS's
 * values (Song et al. 2019). A node's value is its probability of a proof p (kept as log-odds, as
 * {@link ProbabilityRule} does); a new leaf is valued by random playouts to the end of the game exactly
 * as PPNS values it ({@link AndOrRules#ppnsLeaf}: the win rate, 1 - theta or theta when every playout
 * won or lost); a node's p comes from its children by PPNS's rules ({@link LogOdds#combine}: OR
 * 1 - prod(1 - p), AND prod p). Best-first PPNS walks from the root to the child with the largest p at
 * OR and the smallest at AND; the depth-first version stays below a node while that node is still on
 * this most-proving path, which is a window [lo, hi] on the node's own p:
 * <ul>
 *   <li>the root's window is [pr, 1 - pr] (pr the precision rate; pr = 0: [0, 1], so only a proof or a
 *       disproof ends the search, and leaving [pr, 1 - pr] is the precision-rate stop of Primanita et
 *       al.'s Algorithm 6: a conclusion, not a proof);</li>
 *   <li>at an OR node, 1 - p = (1 - p(c1)) R with R the product of the other children's (1 - p), so
 *       the parent's window maps to a window for c1 by a division (an addition in logs); c1 must also
 *       stay the best child: its lower bound is raised to the second largest p2. At an AND node,
 *       p = p(c1) P with P the product of the others' p, and c1's upper bound is lowered to the
 *       second smallest p2. As PPNS takes the first of equally good children, c1 must stay strictly
 *       ahead of the children before it (the next double beyond theirs) and level with those after.</li>
 * </ul>
 * So df-PPNS expands the nodes best-first PPNS expands, in the same order, drawing the same playouts
 * (a test checks this on P-game trees), but keeps a table of positions instead of a tree.
 * The bounds are the analogues of thpn/thdn: the child returns when its p leaves the window, which is
 * exactly when its parent's value would leave the parent's window or another child would become the
 * most-proving one. Probabilities are real numbers, so no "+1" makes a child's window strictly wider
 * than its value; rounding could make a child return at once, again and again. So a df-PPNS visit
 * that found all its children in the table searches at least one child before it looks at its
 * window: every visit values at least one new leaf, and the search always progresses.
 *
 * <h2>Transpositions, repetition and the graph-history interaction</h2>
 * Values are stored by position in a {@link TranspositionTable} of a fixed size in bytes
 * ({@link Parameter#TABLE_BYTES}); the values of a node's children are also kept on the search stack
 * while the node is being searched, so a child evicted from a small table keeps the values it had,
 * and only positions that are not on the stack are ever valued twice. A Connect Four or Othello
 * position reached by two move orders shares one entry. Repetition cannot arise: every Connect Four
 * move adds a stone and every Othello move adds a disc, except a pass, and two passes in a row end an
 * Othello game, so no position recurs along a path and the game graph is acyclic. The outcome of a
 * position depends only on the position (stones or discs and the side to move, which for Othello
 * records a pass), not on the path that led to it, so there is no graph-history interaction: a value
 * proved through one path is the value through every path. P-game trees are trees: no transpositions.
 *
 * <h2>Counters</h2>
 * An iteration is a visit of a node (one MID call); nodes are the leaves valued (a new child, and
 * again if it was evicted and reached anew); expanded are the visits that generated a node's moves.
 * The node limit therefore bounds the work, and the table's byte budget bounds the memory.
 */
final class DepthFirstSearch extends SearchBase {
    private final Algorithm algorithm;
    private final boolean probability;
    private TranspositionTable table;
    /** Per depth: moves, the children's two values, status and exact keys. */
    private int[][] moves = new int[0][];
    /** The moves from the root to the node being searched and on to the child being valued: {@code pathMoves[d]} is played at depth d. */
    private int[] pathMoves = new int[0];
    private double[][] childA = new double[0][];
    private double[][] childB = new double[0][];
    private byte[][] childStatus = new byte[0][];
    private long[][] childK1 = new long[0][];
    private long[][] childK2 = new long[0][];
    private int[][] childPlayer = new int[0][];
    /** The root's values: as of the last root-level step, or brought up to date from the stack ({@link #refreshLive}). */
    private double rootA;
    private double rootB;
    /** Per depth on the search stack: the node's last values, its child count, side and the child being searched. */
    private double[] liveA = new double[0];
    private double[] liveB = new double[0];
    private int[] liveN = new int[0];
    private int[] liveBest = new int[0];
    private boolean[] liveOr = new boolean[0];
    /** The deepest depth whose values are in live*, or -1 before the root's first step. */
    private int top;
    private long liveAt;
    /** Visits between two recomputations of the root's value from the stack, for progress and the trace. */
    private static final int LIVE_EVERY = 64;
    /** The iteration last handed to the trace, so that each visit is traced once. */
    private long traced;
    private byte rootStatus;
    private int rootBest;
    /** The values the last {@link #mid} left for the node it searched. */
    private double retA;
    private double retB;
    private byte retStatus;
    private Visits visits;
    /** df-PPNS: plays a new leaf's playouts, as best-first PPNS does; null for df-pn. */
    private LeafPlayouts leafPlayouts;
    /** Non-terminal children valued as new leaves so far (table misses). */
    private long newLeaves;

    DepthFirstSearch(Algorithm algorithm, SearchParameters params) {
        super(params);
        if (algorithm != Algorithm.DFPN && algorithm != Algorithm.DFPPNS) {
            throw new IllegalArgumentException(algorithm + " is not depth-first");
        }
        this.algorithm = algorithm;
        this.probability = algorithm == Algorithm.DFPPNS;
    }

    @Override
    public Algorithm algorithm() {
        return algorithm;
    }

    /** Tests only: sees every node the search visits, in order, with its thresholds or window (null for none). */
    interface Visits {
        void visit(GameState state, int depth, double thA, double thB);
    }

    void observeVisits(Visits v) {
        this.visits = v;
    }

    /** Tests only: the table of the last search, to read what it kept. */
    TranspositionTable table() {
        return table;
    }

    /** The byte budget of the table for these limits: the parameter, or the node limit's tree when it is 0. */
    static long tableBudget(SearchParameters params, Limits limits) {
        return params.tableBytes() > 0 ? params.tableBytes() : limits.maxNodes() * NodeStore.BYTES_PER_NODE;
    }

    @Override
    protected StopReason search() {
        leafPlayouts = probability ? new LeafPlayouts(threads, params.seed(), goal, prover, state) : null;
        try {
            return depthFirst();
        } finally {
            if (leafPlayouts != null) {
                leafPlayouts.close();
            }
        }
    }

    private StopReason depthFirst() {
        table = new TranspositionTable(tableBudget(params, limits));
        if (moves.length > 0 && moves[0].length != state.maxMoves() + 1) {
            moves = new int[0][];
        }
        rootStatus = NodeStore.UNKNOWN;
        rootBest = -1;
        top = -1;
        liveAt = 0;
        traced = -1;
        nodes = 1;
        if (state.isTerminal()) {
            rootStatus = goal.reachedBy(state.winner(), prover) ? NodeStore.PROVED : NodeStore.DISPROVED;
            setSolvedRoot();
            return StopReason.SOLVED;
        }
        boolean or = state.currentPlayer() == prover;
        evaluateLeaf(or, 0);
        rootA = retA;
        rootB = retB;
        try {
            if (probability) {
                double pr = params.precisionRate();
                mid(0, pr > 0 ? LogOdds.of(pr) : Double.NEGATIVE_INFINITY, pr > 0 ? -LogOdds.of(pr) : Double.POSITIVE_INFINITY);
            } else {
                mid(0, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY);
            }
        } catch (SearchStop stop) {
            refreshLive(true);
            return stop.reason;
        }
        refreshLive(true);
        return rootStatus != NodeStore.UNKNOWN ? StopReason.SOLVED
                : probability ? StopReason.PRECISION_RATE : StopReason.NODES;
    }

    private void setSolvedRoot() {
        boolean proved = rootStatus == NodeStore.PROVED;
        rootA = solvedA(proved);
        rootB = solvedB(proved);
    }

    private double solvedA(boolean proved) {
        return probability ? (proved ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY)
                : proved ? 0 : Double.POSITIVE_INFINITY;
    }

    private double solvedB(boolean proved) {
        return probability ? 0 : proved ? Double.POSITIVE_INFINITY : 0;
    }

    /** Values a new, non-terminal leaf into ret*: pn = dn = 1, or PPNS's playout value. */
    private void evaluateLeaf(boolean or, int pathLength) {
        retStatus = NodeStore.UNKNOWN;
        if (!probability) {
            retA = 1;
            retB = 1;
            return;
        }
        int n = params.playouts();
        // The k-th node created (the root is node 0, this leaf the last one counted) is valued as
        // best-first PPNS values it: the same playouts, drawn from derive(seed, k, i).
        int wins = leafPlayouts.playNode(state, pathMoves, pathLength, nodes - 1, n, Integer.MAX_VALUE);
        playouts += n;
        retA = LogOdds.of(AndOrRules.ppnsLeaf(wins / (double) n, params.theta()));
        retB = LogOdds.remainder(retA);
    }

    /** Buffers for {@code depth}, sized for this game (a solver may be reused on another game or shape). */
    private void ensureDepth(int depth) {
        if (depth < moves.length) {
            return;
        }
        int size = Math.max(16, depth * 2);
        moves = Arrays.copyOf(moves, size);
        pathMoves = Arrays.copyOf(pathMoves, size + 1);
        liveA = Arrays.copyOf(liveA, size);
        liveB = Arrays.copyOf(liveB, size);
        liveN = Arrays.copyOf(liveN, size);
        liveBest = Arrays.copyOf(liveBest, size);
        liveOr = Arrays.copyOf(liveOr, size);
        childA = Arrays.copyOf(childA, size);
        childB = Arrays.copyOf(childB, size);
        childStatus = Arrays.copyOf(childStatus, size);
        childK1 = Arrays.copyOf(childK1, size);
        childK2 = Arrays.copyOf(childK2, size);
        childPlayer = Arrays.copyOf(childPlayer, size);
        int width = state.maxMoves() + 1;
        for (int d = 0; d < size; d++) {
            if (moves[d] == null) {
                moves[d] = new int[width];
                childA[d] = new double[width];
                childB[d] = new double[width];
                childStatus[d] = new byte[width];
                childK1[d] = new long[width];
                childK2[d] = new long[width];
                childPlayer[d] = new int[width];
            }
        }
    }

    /**
     * Searches the current position until it is solved or leaves its thresholds: df-pn (thpn, thdn),
     * df-PPNS a window [lo, hi] on its log-odds. Leaves its values in ret*.
     */
    private void mid(int depth, double thA, double thB) {
        StopReason stop = checkLimits();
        if (stop != null) {
            throw new SearchStop(stop);
        }
        iterations++;
        if (visits != null) {
            visits.visit(state, depth, thA, thB);
        }
        ensureDepth(depth);
        boolean or = state.currentPlayer() == prover;
        long workBefore = nodes;
        long leavesBefore = newLeaves;
        int n = generate(depth);
        // df-PPNS: a visit that valued no new leaf descends at least once before it looks at its window.
        boolean descended = newLeaves > leavesBefore;
        double[] ca = childA[depth];
        double[] cb = childB[depth];
        byte[] cs = childStatus[depth];
        boolean fresh = true;
        while (true) {
            if (!fresh) {
                refresh(depth, n);
            }
            fresh = false;
            byte status = AndOrRules.combineStatus(or, cs, 0, n);
            double va;
            double vb;
            if (status != NodeStore.UNKNOWN) {
                va = solvedA(status == NodeStore.PROVED);
                vb = solvedB(status == NodeStore.PROVED);
            } else if (probability) {
                va = LogOdds.combine(or, ca, cb, 0, n);
                vb = LogOdds.remainder(va);
            } else {
                AndOrRules.minSum(or, ca, cb, 0, n, n);
                va = ca[n];
                vb = cb[n];
            }
            int best = status == NodeStore.UNKNOWN ? select(or, depth, n) : -1;
            liveA[depth] = va;
            liveB[depth] = vb;
            liveN[depth] = n;
            liveBest[depth] = best;
            liveOr[depth] = or;
            top = depth;
            if (depth == 0) {
                rootStatus = status;
                rootBest = status == NodeStore.PROVED ? provedChild(depth, n)
                        : status == NodeStore.DISPROVED ? -1 : moves[0][best];
            }
            if (iterations != traced) {
                traced = iterations;
                afterIteration();
            }
            retA = va;
            retB = vb;
            retStatus = status;
            if (status != NodeStore.UNKNOWN || (descended || !probability) && outside(depth, va, vb, thA, thB)) {
                break;
            }
            double childThA;
            double childThB;
            if (probability) {
                double[] window = childWindow(or, depth, n, best, thA, thB);
                childThA = window[0];
                childThB = window[1];
            } else {
                double second = secondBest(or, depth, n, best);
                if (or) {
                    childThA = Math.min(thA, second + 1);
                    childThB = thB - vb + cb[best];
                } else {
                    childThB = Math.min(thB, second + 1);
                    childThA = thA - va + ca[best];
                }
            }
            pathMoves[depth] = moves[depth][best];
            state.play(moves[depth][best]);
            mid(depth + 1, childThA, childThB);
            state.undo();
            descended = true;
            ca[best] = retA;
            cb[best] = retB;
            cs[best] = retStatus;
        }
        if (depth > 0) {
            PositionKey key = state.key();
            long k1 = key == null ? state.hash() : key.first();
            long k2 = key == null ? 0 : key.second();
            // A solved position never needs searching again: it counts as the most work.
            long work = retStatus != NodeStore.UNKNOWN ? Long.MAX_VALUE : nodes - workBefore + 1;
            table.store(k1, k2, state.currentPlayer(), retA, retB, retStatus, work);
        }
    }

    /**
     * Brings the root's values up to date while a child deep below is being searched: each node on the
     * stack takes the newest values of the child it searches and is combined again by its rule. Only
     * the stack's copies are touched (a node reads its searched child's entry again when the child
     * returns), so the search itself does not change. Every {@link #LIVE_EVERY} visits, or when forced.
     */
    private void refreshLive(boolean force) {
        if (top < 0) {
            return;
        }
        if (!force && iterations - liveAt < LIVE_EVERY && top > 0) {
            return;
        }
        for (int d = top - 1; d >= 0; d--) {
            int c = liveBest[d];
            if (c < 0) {
                continue;
            }
            int n = liveN[d];
            childA[d][c] = liveA[d + 1];
            childB[d][c] = liveB[d + 1];
            if (probability) {
                liveA[d] = LogOdds.combine(liveOr[d], childA[d], childB[d], 0, n);
                liveB[d] = LogOdds.remainder(liveA[d]);
            } else {
                AndOrRules.minSum(liveOr[d], childA[d], childB[d], 0, n, n);
                liveA[d] = childA[d][n];
                liveB[d] = childB[d][n];
            }
        }
        rootA = liveA[0];
        rootB = liveB[0];
        liveAt = iterations;
    }

    /**
     * df-pn: pn &gt;= thpn or dn &gt;= thdn. df-PPNS: the log-odds left [lo, hi]; at the root, whose
     * window is [pr, 1 - pr], reaching a bound is enough, as PPNS stops at p &lt;= pr or p &gt;= 1 - pr.
     */
    private boolean outside(int depth, double va, double vb, double thA, double thB) {
        if (!probability) {
            return va >= thA || vb >= thB;
        }
        return depth == 0 ? va <= thA || va >= thB : va < thA || va > thB;
    }

    /** Generates the moves at {@code depth} and values every child: exact if terminal, from the table, or as a new leaf. */
    private int generate(int depth) {
        int[] m = moves[depth];
        int n = state.legalMoves(m);
        if (nodes + n > limits.maxNodes()) {
            // As a best-first search does not expand a node whose children would pass the node limit.
            throw new SearchStop(StopReason.NODES);
        }
        expanded++;
        for (int i = 0; i < n; i++) {
            state.play(m[i]);
            PositionKey key = state.key();
            childK1[depth][i] = key == null ? state.hash() : key.first();
            childK2[depth][i] = key == null ? 0 : key.second();
            childPlayer[depth][i] = state.currentPlayer();
            if (state.isTerminal()) {
                boolean proved = goal.reachedBy(state.winner(), prover);
                childStatus[depth][i] = proved ? NodeStore.PROVED : NodeStore.DISPROVED;
                childA[depth][i] = solvedA(proved);
                childB[depth][i] = solvedB(proved);
                nodes++;
            } else if (table.find(childK1[depth][i], childK2[depth][i], childPlayer[depth][i])) {
                childA[depth][i] = table.a();
                childB[depth][i] = table.b();
                childStatus[depth][i] = table.status();
            } else {
                nodes++;
                newLeaves++;
                pathMoves[depth] = m[i];
                evaluateLeaf(state.currentPlayer() == prover, depth + 1);
                childA[depth][i] = retA;
                childB[depth][i] = retB;
                childStatus[depth][i] = NodeStore.UNKNOWN;
                table.store(childK1[depth][i], childK2[depth][i], childPlayer[depth][i], retA, retB, NodeStore.UNKNOWN, 0);
            }
            state.undo();
        }
        return n;
    }

    /**
     * Reads the unsolved children's values again from the table, after a child's search: a transposition
     * below it may have changed a sibling. (Just after {@link #generate} they are fresh.)
     */
    private void refresh(int depth, int n) {
        byte[] cs = childStatus[depth];
        for (int i = 0; i < n; i++) {
            if (cs[i] == NodeStore.UNKNOWN && table.find(childK1[depth][i], childK2[depth][i], childPlayer[depth][i])) {
                childA[depth][i] = table.a();
                childB[depth][i] = table.b();
                cs[i] = table.status();
            }
        }
    }

    /** The most-proving unsolved child: the first of the best by {@link AndOrRules#preference}. */
    private int select(boolean or, int depth, int n) {
        int best = -1;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            if (childStatus[depth][i] != NodeStore.UNKNOWN) {
                continue;
            }
            double v = AndOrRules.preference(algorithm, or, childA[depth][i], childB[depth][i]);
            if (best < 0 || v > bestValue) {
                best = i;
                bestValue = v;
            }
        }
        return best;
    }

    /** The second best child's pn (OR) or dn (AND) for df-pn, infinity when there is none. */
    private double secondBest(boolean or, int depth, int n, int best) {
        double[] v = or ? childA[depth] : childB[depth];
        double second = Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            if (i != best) {
                second = Math.min(second, v[i]);
            }
        }
        return second;
    }

    /**
     * df-PPNS: the window [lo, hi] (log-odds) in which child {@code best} keeps its parent inside the
     * parent's window [lo, hi] and stays the most-proving child.
     */
    private double[] childWindow(boolean or, int depth, int n, int best, double lo, double hi) {
        double[] ca = childA[depth];
        double[] cb = childB[depth];
        double others = 0;
        double second = or ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            if (i == best) {
                continue;
            }
            others += LogOdds.childTerm(or, ca[i], cb[i]);
            // The first of equals is the most-proving child: c1 must stay strictly ahead of the children before it.
            double bound = i > best ? ca[i] : or ? Math.nextUp(ca[i]) : Math.nextDown(ca[i]);
            second = or ? Math.max(second, bound) : Math.min(second, bound);
        }
        double childLo;
        double childHi;
        if (or) {
            // ln(1 - p) = ln(1 - p(c1)) + others; ln(1 - p) falls as p rises.
            childLo = Math.max(second, fromLogQ(logQ(lo) - others));
            childHi = fromLogQ(logQ(hi) - others);
        } else {
            // ln p = ln p(c1) + others.
            childLo = fromLogP(logP(lo) - others);
            childHi = Math.min(second, fromLogP(logP(hi) - others));
        }
        return new double[] {childLo, childHi};
    }

    private static double logQ(double logOdds) {
        return LogOdds.logQ(logOdds, LogOdds.remainder(logOdds));
    }

    private static double logP(double logOdds) {
        return LogOdds.logP(logOdds, LogOdds.remainder(logOdds));
    }

    /** Log-odds from ln(1 - p), for any value: 0 or more is p = 0 at most. */
    private static double fromLogQ(double logQ) {
        return logQ >= 0 ? Double.NEGATIVE_INFINITY : LogOdds.fromLogQ(logQ);
    }

    /** Log-odds from ln p, for any value: 0 or more is p = 1 at least. */
    private static double fromLogP(double logP) {
        return logP >= 0 ? Double.POSITIVE_INFINITY : LogOdds.fromLogP(logP);
    }

    private int provedChild(int depth, int n) {
        for (int i = 0; i < n; i++) {
            if (childStatus[depth][i] == NodeStore.PROVED) {
                return moves[depth][i];
            }
        }
        return -1;
    }

    @Override
    protected byte rootStatus() {
        return rootStatus;
    }

    @Override
    protected double rootValue() {
        refreshLive(false);
        return probability ? LogOdds.probability(rootA) : rootA;
    }

    @Override
    protected double rootSecondary() {
        refreshLive(false);
        return probability ? Double.NaN : rootB;
    }

    @Override
    protected int bestMove() {
        return rootBest;
    }

    @Override
    protected Outcome precisionConclusion() {
        return rootA >= 0 ? Outcome.PROVED : Outcome.DISPROVED;
    }

    /** The table's size in bytes after the last search (for reports), or 0 before any. */
    long tableBytes() {
        return table == null ? 0 : table.bytes();
    }
}
