package org.prooflab.engine.search;

import java.util.ArrayList;
import java.util.List;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Rng;

/**
 * Deliberately naive implementations of the papers' rules, for the differential tests: a tree of
 * objects, every value recomputed from scratch by recursion after every iteration, no early stop
 * of backpropagation, no log-odds. They draw their playouts from their own generator with the
 * engine's seed, in the order the papers' loops ask for them (the MCTS solvers), or, for a
 * best-first leaf, playout i of the node created k-th from a generator seeded by
 * {@code Rng.derive(seed, k, i)}, so an engine that follows the same rules makes the same
 * playouts, selects the same node and holds the same numbers.
 */
final class NaiveSolvers {
    static final int UNKNOWN = 0;
    static final int PROVED = 1;
    static final int DISPROVED = 2;

    private NaiveSolvers() {
    }

    /** One node of a naive tree. */
    static final class Node {
        final int move;
        final boolean or;
        /** The node's number in the order of creation, the root 0. */
        long ordinal;
        List<Node> kids;
        /** Exact status of a terminal node (once known), else UNKNOWN. */
        int terminal = UNKNOWN;
        /** Leaf values (best-first): pn and dn, or the probability in {@code a}. */
        double leafA;
        double leafB;
        /** MCTS: the results of this node's own playouts, and their number. */
        double ownWins;
        double ownPlayouts;
        /** Recomputed after every iteration. */
        int status;
        double a;
        double b;

        Node(int move, boolean or) {
            this.move = move;
            this.or = or;
        }
    }

    /** The shared part: the position, the goal, the generator. */
    abstract static class Naive {
        final GameState state;
        final Goal goal;
        final int prover;
        final SearchParameters params;
        final Rng rng;
        final int[] buffer;
        final Node root;
        /** Nodes created so far. */
        long created = 1;

        Naive(GameState root, Goal goal, SearchParameters params) {
            this.state = root.copy();
            this.goal = goal;
            this.prover = root.currentPlayer();
            this.params = params;
            this.rng = new Rng(params.seed());
            this.buffer = new int[root.maxMoves()];
            this.root = new Node(-1, true);
        }

        int wins(int count, int maxPlies) {
            int w = 0;
            for (int i = 0; i < count; i++) {
                int winner = state.randomPlayout(rng, maxPlies, buffer);
                if (winner != GameState.NO_RESULT && goal.reachedBy(winner, prover)) {
                    w++;
                }
            }
            return w;
        }

        /** Best-first leaves: the wins of playout i from the node created k-th drawn with seed derive(seed, k, i). */
        int leafWins(Node n, int count, int maxPlies) {
            Rng own = new Rng(0);
            int w = 0;
            for (int i = 0; i < count; i++) {
                own.reseed(Rng.derive(params.seed(), n.ordinal, i));
                int winner = state.randomPlayout(own, maxPlies, buffer);
                if (winner != GameState.NO_RESULT && goal.reachedBy(winner, prover)) {
                    w++;
                }
            }
            return w;
        }

        List<Node> newKids(boolean parentOr) {
            int[] moves = new int[state.maxMoves()];
            int n = state.legalMoves(moves);
            List<Node> kids = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                Node kid = new Node(moves[i], !parentOr);
                kid.ordinal = created++;
                kids.add(kid);
            }
            return kids;
        }

        int terminalStatus() {
            return goal.reachedBy(state.winner(), prover) ? PROVED : DISPROVED;
        }

        /** Exact status by the AND/OR rule, recomputed over the whole subtree. */
        static int status(Node n) {
            if (n.terminal != UNKNOWN || n.kids == null) {
                return n.terminal;
            }
            int any = n.or ? PROVED : DISPROVED;
            boolean all = true;
            for (Node k : n.kids) {
                int s = status(k);
                if (s == any) {
                    return any;
                }
                all &= s != UNKNOWN;
            }
            return all ? (n.or ? DISPROVED : PROVED) : UNKNOWN;
        }

        /** Walks to {@code path}'s node, playing its moves; returns it. */
        Node walk(List<Integer> path) {
            Node n = root;
            for (int i : path) {
                n = n.kids.get(i);
                state.play(n.move);
            }
            return n;
        }

        void unwalk(List<Integer> path) {
            for (int i = 0; i < path.size(); i++) {
                state.undo();
            }
        }
    }

    /** PN-search, MCPN-search, PPN-search and product propagation, as the papers write them. */
    static final class BestFirst extends Naive {
        final Algorithm algorithm;

        BestFirst(Algorithm algorithm, GameState root, Goal goal, SearchParameters params) {
            super(root, goal, params);
            this.algorithm = algorithm;
            evaluateLeaf(this.root);
            recompute();
        }

        boolean probability() {
            return algorithm == Algorithm.PPNS || algorithm == Algorithm.PP;
        }

        /** The leaf rules: Allis (1, 1); Saito (smoothed rates); Song (R or theta); Stern (the prior). */
        void evaluateLeaf(Node n) {
            switch (algorithm) {
                case PNS -> {
                    n.leafA = 1;
                    n.leafB = 1;
                }
                case MCPNS -> {
                    int total = params.playouts();
                    int won = leafWins(n, total, params.playoutLength());
                    n.leafA = (total - won + 1.0) / (total + 2.0);
                    n.leafB = (won + 1.0) / (total + 2.0);
                }
                case PPNS -> {
                    int total = params.playouts();
                    int won = leafWins(n, total, Integer.MAX_VALUE);
                    double r = won / (double) total;
                    n.leafA = r == 1 ? 1 - params.theta() : r == 0 ? params.theta() : r;
                }
                case PP -> n.leafA = params.prior();
                default -> throw new IllegalArgumentException(algorithm.name());
            }
        }

        /** Every node's status and values from scratch. */
        void recompute() {
            values(root);
        }

        private void values(Node n) {
            n.status = status(n);
            if (n.kids != null) {
                for (Node k : n.kids) {
                    values(k);
                }
            }
            if (n.status != UNKNOWN) {
                boolean proved = n.status == PROVED;
                n.a = probability() ? (proved ? 1 : 0) : (proved ? 0 : Double.POSITIVE_INFINITY);
                n.b = probability() ? Double.NaN : (proved ? Double.POSITIVE_INFINITY : 0);
            } else if (n.kids == null) {
                n.a = n.leafA;
                n.b = n.leafB;
            } else if (probability()) {
                // Song et al. 2019, Eqs. (1) and (2): OR 1 - prod(1 - p), AND prod p.
                double prod = 1;
                for (Node k : n.kids) {
                    prod *= n.or ? 1 - k.a : k.a;
                }
                n.a = n.or ? 1 - prod : prod;
                n.b = Double.NaN;
            } else {
                // Allis 1994: OR pn = min pn, dn = sum dn; AND pn = sum pn, dn = min dn.
                double min = Double.POSITIVE_INFINITY;
                double sum = 0;
                for (Node k : n.kids) {
                    min = Math.min(min, n.or ? k.a : k.b);
                    sum += n.or ? k.b : k.a;
                }
                n.a = n.or ? min : sum;
                n.b = n.or ? sum : min;
            }
        }

        /** A child's merit for selection, larger is better: OR smallest pn / largest p, AND smallest dn / p. */
        double merit(Node parent, Node k) {
            if (probability()) {
                return parent.or ? k.a : -k.a;
            }
            return parent.or ? -k.a : -k.b;
        }

        /** The unsolved child the rules select; the first of equals. */
        Node select(Node n) {
            Node best = null;
            for (Node k : n.kids) {
                if (k.status == UNKNOWN && (best == null || merit(n, k) > merit(n, best))) {
                    best = k;
                }
            }
            return best;
        }

        /**
         * The most-proving node's path by the rules, accepting {@code engine}'s child wherever it ties within rounding
         * (not for PNS, whose whole numbers tie exactly: the first of equal children).
         */
        List<Integer> mostProvingPath(List<Integer> engine) {
            List<Integer> path = new ArrayList<>();
            Node n = root;
            while (n.kids != null) {
                Node best = select(n);
                int pick = n.kids.indexOf(best);
                // PNS's numbers are whole, so exact: its ties go to the first child, as the rule says, with no leeway.
                if (path.size() < engine.size() && algorithm != Algorithm.PNS) {
                    Node theirs = n.kids.get(engine.get(path.size()));
                    double tolerance = 1e-12 * Math.max(1, Math.abs(merit(n, best)));
                    if (theirs.status == UNKNOWN && merit(n, theirs) >= merit(n, best) - tolerance) {
                        pick = engine.get(path.size());
                    }
                }
                path.add(pick);
                n = n.kids.get(pick);
            }
            return path;
        }

        /** One iteration: expand the node at {@code path} (all children), value the new leaves, recompute. */
        void expand(List<Integer> path) {
            Node n = walk(path);
            n.kids = newKids(n.or);
            for (Node k : n.kids) {
                state.play(k.move);
                if (state.isTerminal()) {
                    k.terminal = terminalStatus();
                } else {
                    evaluateLeaf(k);
                }
                state.undo();
            }
            unwalk(path);
            recompute();
        }

        /** The move the solver would play: a proved child, none when disproved, else the selected child. */
        int bestMove() {
            if (root.kids == null || root.status == DISPROVED) {
                return -1;
            }
            if (root.status == PROVED) {
                for (Node k : root.kids) {
                    if (k.status == PROVED) {
                        return k.move;
                    }
                }
            }
            return select(root).move;
        }

        /**
         * {@link #bestMove()}, and every other unsolved root child whose merit ties with its within
         * rounding (the engine computes in log-odds, this class in probabilities): as
         * {@link #mostProvingPath} allows, an engine may take any of them.
         */
        List<Integer> bestMoves() {
            int best = bestMove();
            List<Integer> moves = new ArrayList<>(List.of(best));
            if (best < 0 || root.status != UNKNOWN || algorithm == Algorithm.PNS) {
                return moves;
            }
            Node chosen = select(root);
            double tolerance = 1e-12 * Math.max(1, Math.abs(merit(root, chosen)));
            for (Node k : root.kids) {
                if (k != chosen && k.status == UNKNOWN && merit(root, k) >= merit(root, chosen) - tolerance) {
                    moves.add(k.move);
                }
            }
            return moves;
        }
    }

    /** The UCT solver and the pure MCTS solver (Winands et al. 2008, as Song et al. 2019 use them). */
    static final class Mcts extends Naive {
        final boolean uct;

        Mcts(boolean uct, GameState root, Goal goal, SearchParameters params) {
            super(root, goal, params);
            this.uct = uct;
            recompute();
        }

        /** Status, wins (a) and playouts (b) of every node from scratch: sums over the subtree's own playouts. */
        void recompute() {
            values(root);
        }

        private void values(Node n) {
            n.status = status(n);
            n.a = n.ownWins;
            n.b = n.ownPlayouts;
            if (n.kids != null) {
                for (Node k : n.kids) {
                    values(k);
                    n.a += k.a;
                    n.b += k.b;
                }
            }
        }

        /**
         * The child to descend into: an unvisited unsolved child first, looked for from a random
         * offset; else the largest v (pure MCTS) or v + sqrt(C ln n_p / n_i) (UCT), v the mean
         * result for the player to move at {@code n}.
         */
        int select(Node n) {
            int count = n.kids.size();
            int offset = rng.nextInt(count);
            for (int k = 0; k < count; k++) {
                Node c = n.kids.get((offset + k) % count);
                if (c.b == 0 && c.status == UNKNOWN) {
                    return (offset + k) % count;
                }
            }
            int best = -1;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < count; i++) {
                Node c = n.kids.get(i);
                if (c.status != UNKNOWN) {
                    continue;
                }
                double v = n.or ? c.a / c.b : 1 - c.a / c.b;
                double score = uct ? v + Math.sqrt(params.explorationC() * Math.log(n.b) / c.b) : v;
                if (best < 0 || score > bestScore) {
                    best = i;
                    bestScore = score;
                }
            }
            return best;
        }

        /** One iteration; returns the path of the node it added and evaluated. */
        List<Integer> iterate() {
            List<Integer> path = new ArrayList<>();
            Node n = root;
            while (true) {
                if (n.kids == null) {
                    n.kids = newKids(n.or);
                }
                int i = select(n);
                path.add(i);
                n = n.kids.get(i);
                state.play(n.move);
                if (n.b == 0) {
                    break;
                }
            }
            int playouts = params.playouts();
            if (state.isTerminal()) {
                n.terminal = terminalStatus();
                n.ownWins = n.terminal == PROVED ? playouts : 0;
            } else {
                n.ownWins = wins(playouts, Integer.MAX_VALUE);
            }
            n.ownPlayouts = playouts;
            unwalk(path);
            recompute();
            return path;
        }

        /** Final move: a proved child, else the unsolved visited child maximising v + A / sqrt(n). */
        int bestMove() {
            if (root.kids == null || root.status == DISPROVED) {
                return -1;
            }
            Node best = null;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (Node k : root.kids) {
                if (k.status == PROVED) {
                    return k.move;
                }
                if (k.status == UNKNOWN && k.b > 0) {
                    double score = k.a / k.b + params.finalMoveA() / Math.sqrt(k.b);
                    if (score > bestScore) {
                        best = k;
                        bestScore = score;
                    }
                }
            }
            return best == null ? -1 : best.move;
        }
    }
}
