package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.connectfour.ConnectFour;
import org.prooflab.engine.game.othello.Othello;
import org.prooflab.engine.game.pgame.PGame;

/**
 * Each algorithm against {@link NaiveSolvers}, the paper's rules written plainly, on random small
 * P-game trees, 4x4 Connect Four positions and Othello endgames: after every iteration both must
 * have selected the same node, and every node of the engine's tree must hold the naive tree's
 * status and numbers. The parameters are chosen so that each rule matters (few playouts, so that
 * theta and the smoothing are used; a short MCPNS playout length; a prior other than 0.5; a UCT C
 * other than 1).
 */
class DifferentialTest {
    private static final Limits LIMITS = new Limits(50_000, 250, 600_000);

    static List<GameState> positions() {
        List<GameState> all = new ArrayList<>();
        int[][] shapes = {{2, 4}, {3, 3}, {2, 6}, {4, 3}, {3, 5}, {2, 7}};
        for (int i = 0; i < 36; i++) {
            int[] shape = shapes[i % shapes.length];
            all.add(new PGame(shape[0], shape[1], GameKind.positionSeed(909, i)));
        }
        for (int i = 0; i < 10; i++) {
            all.add(GameKind.randomPosition(new ConnectFour(4, 4), 4 + i % 4, GameKind.positionSeed(910, i)));
        }
        for (int i = 0; i < 6; i++) {
            all.add(GameKind.randomPosition(new Othello(), 54 + i % 3, GameKind.positionSeed(911, i)));
        }
        return all;
    }

    static SearchParameters parameters(Algorithm algorithm, GameState s) {
        SearchParameters p = SearchParameters.defaults(s.kind()).withSeed(s.hash() ^ 77).withPlayouts(3)
                .withPlayoutLength(s.kind() == GameKind.PGAME ? 3 : 8).withTheta(0.05).withPrior(0.3)
                .withExplorationC(0.7).withFinalMoveA(0.5);
        // Half of the PPNS runs stop at a precision rate (Primanita et al. 2020, Algorithm 6).
        return algorithm == Algorithm.PPNS && (s.hash() & 1) == 0 ? p.withPrecisionRate(0.002) : p;
    }

    @ParameterizedTest
    @EnumSource(value = Algorithm.class, names = {"PNS", "MCPNS", "PPNS", "PP"})
    void a_best_first_solver_follows_its_paper_s_rules_at_every_iteration(Algorithm algorithm) {
        int iterationsChecked = 0;
        for (GameState s : positions()) {
            SearchParameters params = parameters(algorithm, s);
            NaiveSolvers.BestFirst naive = new NaiveSolvers.BestFirst(algorithm, s, Goal.WIN, params);
            BestFirstSearch engine = (BestFirstSearch) Solvers.create(algorithm, params);
            List<List<Integer>> naiveMoves = new ArrayList<>();
            long[] prStop = {-1};
            String what = algorithm.id() + " on " + s.notation();
                        engine.observe((iteration, store, selected) -> {
                List<Integer> enginePath = pathTo(store, selected);
                List<Integer> expected = naive.mostProvingPath(enginePath);
                assertThat(enginePath).as(what + " iteration " + iteration + ": the most-proving node").isEqualTo(expected);
                naive.expand(expected);
                compare(naive.root, algorithm, store, what + " iteration " + iteration);
                naiveMoves.add(naive.bestMoves());
                double pr = params.precisionRate();
                if (algorithm == Algorithm.PPNS && pr > 0 && prStop[0] < 0 && naive.root.status == NaiveSolvers.UNKNOWN
                        && (naive.root.a <= pr || naive.root.a >= 1 - pr)) {
                    prStop[0] = iteration;
                }
            });
            SearchResult r = engine.solve(s, Goal.WIN, LIMITS, new SearchControl(null, 60_000, true, false));
            for (int i = 1; i <= r.iterations(); i++) {
                assertThat(naiveMoves.get(i - 1)).as(what + " root move after iteration " + i).contains(r.rootMoves().moveAfter(i));
            }
            if (prStop[0] >= 0) {
                assertThat(r.stopReason()).as(what + " stops at the precision rate").isEqualTo(StopReason.PRECISION_RATE);
                assertThat(r.iterations()).as(what + " iteration of the pr stop").isEqualTo(prStop[0]);
            } else {
                assertThat(r.stopReason()).as(what).isNotEqualTo(StopReason.PRECISION_RATE);
            }
            iterationsChecked += (int) r.iterations();
        }
        assertThat(iterationsChecked).as("iterations compared").isGreaterThan(1_500);
    }

    @ParameterizedTest
    @EnumSource(value = Algorithm.class, names = {"UCT", "MCTS"})
    void an_mcts_solver_follows_winands_rules_at_every_iteration(Algorithm algorithm) {
        int iterationsChecked = 0;
        for (GameState s : positions()) {
            SearchParameters params = parameters(algorithm, s);
            NaiveSolvers.Mcts naive = new NaiveSolvers.Mcts(algorithm == Algorithm.UCT, s, Goal.WIN, params);
            MctsSolver engine = (MctsSolver) Solvers.create(algorithm, params);
            List<Integer> naiveMoves = new ArrayList<>();
            String what = algorithm.id() + " on " + s.notation();
            engine.observe((iteration, store, selected) -> {
                List<Integer> expected = naive.iterate();
                assertThat(pathTo(store, selected)).as(what + " iteration " + iteration + ": the new node").isEqualTo(expected);
                compare(naive.root, algorithm, store, what + " iteration " + iteration);
                naiveMoves.add(naive.bestMove());
            });
            SearchResult r = engine.solve(s, Goal.WIN, LIMITS, new SearchControl(null, 60_000, true, false));
            for (int i = 1; i <= r.iterations(); i++) {
                assertThat(r.rootMoves().moveAfter(i)).as(what + " final move after iteration " + i).isEqualTo(naiveMoves.get(i - 1));
            }
            iterationsChecked += (int) r.iterations();
        }
        assertThat(iterationsChecked).as("iterations compared").isGreaterThan(1_500);
    }

    /** Child indices from the root to {@code node}. */
    static List<Integer> pathTo(NodeStore store, int node) {
        List<Integer> path = new ArrayList<>();
        if (!find(store, 0, node, path)) {
            fail("node " + node + " is not in the tree");
        }
        return path;
    }

    private static boolean find(NodeStore store, int at, int node, List<Integer> path) {
        if (at == node) {
            return true;
        }
        if (!store.isExpanded(at)) {
            return false;
        }
        for (int i = 0; i < store.childCount(at); i++) {
            path.add(i);
            if (find(store, store.firstChild(at) + i, node, path)) {
                return true;
            }
            path.remove(path.size() - 1);
        }
        return false;
    }

    private static void compare(NaiveSolvers.Node naive, Algorithm algorithm, NodeStore store, String what) {
        compareNode(naive, algorithm, store, 0, what, "root");
    }

    private static void compareNode(NaiveSolvers.Node n, Algorithm algorithm, NodeStore store, int node, String what,
                                    String where) {
        String at = what + " at " + where;
        assertThat(store.status(node)).as(at + " status").isEqualTo((byte) n.status);
        assertThat(store.isExpanded(node)).as(at + " expanded").isEqualTo(n.kids != null);
        boolean probability = algorithm == Algorithm.PPNS || algorithm == Algorithm.PP;
        // PNS, MCPNS: a = pn, b = dn. PPNS, PP: a = log-odds of the probability. MCTS: a = wins, b = playouts.
        checkValue(probability ? LogOdds.probability(store.a(node)) : store.a(node), n.a, at + " value");
        if (!probability) {
            checkValue(store.b(node), n.b, at + " second value");
        }
        if (n.kids == null) {
            return;
        }
        assertThat(store.childCount(node)).as(at + " children").isEqualTo(n.kids.size());
        for (int i = 0; i < n.kids.size(); i++) {
            int c = store.firstChild(node) + i;
            assertThat(store.move(c)).as(at + " move of child " + i).isEqualTo(n.kids.get(i).move);
            compareNode(n.kids.get(i), algorithm, store, c, what, where + "." + i);
        }
    }

    private static void checkValue(double engine, double naive, String what) {
        if (Double.isInfinite(naive)) {
            assertThat(engine).as(what).isEqualTo(naive);
            return;
        }
        double tolerance = 1e-9 * Math.max(1, Math.abs(naive));
        if (Math.abs(engine - naive) > tolerance) {
            fail(what + ": engine " + engine + ", the paper's rule " + naive);
        }
    }
}
