package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.pgame.PGame;

/**
 * Each leaf rule on its own, where its answer is known without a playout generator: on the
 * spec's check tree {@code pgame:b=2,d=3,seed=17} every leaf is a MAX win, so every playout from
 * the root wins for MAX, and from the position after MAX's first move (MIN to move, MIN the
 * prover) every playout loses. And the probability rules at the extremes, where they used to saturate.
 */
class LeafRuleTest {
    private static final GameState ALL_WIN = new PGame(2, 3, 17);
    private static final GameState ALL_LOSE = PGame.parse("pgame:b=2,d=3,seed=17,path=0");
    private static final Limits ROOT_ONLY = Limits.DEFAULT.withMaxIterations(0);

    private static SearchResult rootOnly(Algorithm a, SearchParameters p, GameState s) {
        return Solvers.create(a, p).solve(s, Goal.WIN, ROOT_ONLY, SearchControl.none());
    }

    private static SearchParameters params() {
        return SearchParameters.defaults(GameKind.PGAME).withPlayouts(7);
    }

    @Test
    void ppns_theta_for_all_win_and_all_lose_playouts() {
        for (double theta : new double[] {0.001, 0.01, 0.2}) {
            SearchParameters p = params().withTheta(theta);
            assertThat(rootOnly(Algorithm.PPNS, p, ALL_WIN).rootValue()).isCloseTo(1 - theta, within(1e-12));
            assertThat(rootOnly(Algorithm.PPNS, p, ALL_LOSE).rootValue()).isCloseTo(theta, within(1e-12));
        }
    }

    @Test
    void mcpns_rates_are_smoothed_by_one_on_each_side() {
        SearchParameters p = params();
        SearchResult win = rootOnly(Algorithm.MCPNS, p, ALL_WIN);
        assertThat(win.rootValue()).as("pn = (N- + 1) / (N + 2)").isCloseTo(1 / 9.0, within(1e-15));
        assertThat(win.rootSecondary()).as("dn = (N+ + 1) / (N + 2)").isCloseTo(8 / 9.0, within(1e-15));
        SearchResult lose = rootOnly(Algorithm.MCPNS, p, ALL_LOSE);
        assertThat(lose.rootValue()).isCloseTo(8 / 9.0, within(1e-15));
        assertThat(lose.rootSecondary()).isCloseTo(1 / 9.0, within(1e-15));
        // A playout cut short by la has not reached the goal: la = 2 on a tree of depth 3.
        SearchResult cut = rootOnly(Algorithm.MCPNS, p.withPlayoutLength(2), ALL_WIN);
        assertThat(cut.rootValue()).isCloseTo(8 / 9.0, within(1e-15));
        assertThat(cut.playouts()).isEqualTo(7);
    }

    @Test
    void pns_leaves_start_at_one_and_pp_leaves_at_the_prior() {
        assertThat(rootOnly(Algorithm.PNS, params(), ALL_WIN).rootValue()).isEqualTo(1.0);
        assertThat(rootOnly(Algorithm.PNS, params(), ALL_WIN).rootSecondary()).isEqualTo(1.0);
        assertThat(rootOnly(Algorithm.PP, params().withPrior(0.27), ALL_WIN).rootValue()).isCloseTo(0.27, within(1e-15));
        assertThat(rootOnly(Algorithm.PP, params().withPrior(0.27), ALL_WIN).playouts()).isZero();
    }

    @Test
    void mcts_solvers_play_n_playouts_a_new_node_and_count_pn_equivalent_iterations() {
        for (Algorithm a : new Algorithm[] {Algorithm.UCT, Algorithm.MCTS}) {
            SearchResult r = Solvers.create(a, params()).solve(new PGame(8, 8, 3), Goal.WIN, Limits.DEFAULT.withMaxIterations(40),
                    SearchControl.none());
            // No new node is a finished game within 40 iterations of a depth-8 tree.
            assertThat(r.playouts()).as(a + ": 7 playouts for each of 40 new nodes").isEqualTo(7 * 40);
            assertThat(r.rootSecondary()).as(a + ": root visits count playouts").isEqualTo(7 * 40.0);
            assertThat(r.pnIterations()).as(a + ": 8 iterations are one PN iteration on an 8-ary tree").isEqualTo(40 / 8.0);
        }
        SearchResult pns = Solvers.create(Algorithm.PNS, params()).solve(new PGame(8, 4, 3), Goal.WIN,
                Limits.DEFAULT.withMaxIterations(40), SearchControl.none());
        assertThat(pns.pnIterations()).isEqualTo(40.0);
    }

    @Test
    void the_default_uct_constant_is_the_square_root_of_two() {
        assertThat(SearchParameters.defaults(GameKind.PGAME).explorationC()).isEqualTo(Math.sqrt(2));
        assertThat(SearchParameters.defaults(GameKind.PGAME).relevantTo(Algorithm.UCT)).containsEntry("playouts", 10);
    }

    /** The log-odds of a uniform tree of {@code levels} levels over leaves of probability p, the root an OR node. */
    private static double uniformTree(int branching, int levels, double leafLogOdds) {
        double l = leafLogOdds;
        double[] kids = new double[branching];
        double[] rem = new double[branching];
        for (int level = levels - 1; level >= 0; level--) {
            java.util.Arrays.fill(kids, l);
            java.util.Arrays.fill(rem, LogOdds.remainder(l));
            l = LogOdds.combine(level % 2 == 0, kids, rem, 0, branching);
        }
        return l;
    }

    @Test
    void log_odds_do_not_saturate_on_an_8_ary_tree_of_winning_playouts() {
        // theta = 0.001 and every playout winning: leaves at 0.999. OR multiplies L by about 8, AND
        // takes about ln 8 off; the old sum of terms reached +infinity by level 6.
        double leaf = LogOdds.of(0.999);
        double previous = leaf;
        for (int levels = 1; levels <= 12; levels++) {
            double l = uniformTree(8, levels, leaf);
            assertThat(l).as(levels + " levels").isFinite().isPositive();
            previous = l;
        }
        assertThat(previous).isGreaterThan(1e6);
        // Siblings whose leaves differ still differ at the top, so selection can tell them apart.
        double a = uniformTree(8, 8, LogOdds.of(0.999));
        double b = uniformTree(8, 8, LogOdds.of(0.998));
        assertThat(a).isFinite().isGreaterThan(b);
        assertThat(b).isFinite();
    }

    @Test
    void large_log_odds_combine_by_the_asymptotic_rules() {
        // OR of 8 children at L: 1 - p = (1 + e^L)^-8, so L_parent = 8 ln(1 + e^L) - ln(1 - (1 + e^L)^-8) = 8 L.
        double[] big = new double[8];
        double[] rem = new double[8];
        java.util.Arrays.fill(big, 5000);
        assertThat(LogOdds.combine(true, big, rem, 0, 8)).isCloseTo(40_000, within(1e-9));
        // AND of 8 children at L: -ln p = 8 e^-L, so L_parent = L - ln 8.
        assertThat(LogOdds.combine(false, big, rem, 0, 8)).isCloseTo(5000 - Math.log(8), within(1e-9));
        java.util.Arrays.fill(big, -5000);
        assertThat(LogOdds.combine(false, big, rem, 0, 8)).isCloseTo(-40_000, within(1e-9));
        assertThat(LogOdds.combine(true, big, rem, 0, 8)).isCloseTo(-5000 + Math.log(8), within(1e-9));
        // Mixed magnitudes: AND of a near-certain child and a coin is the coin.
        double[] mixed = {1e6, 0};
        double[] mixedRem = {0, LogOdds.remainder(0)};
        assertThat(LogOdds.combine(false, mixed, mixedRem, 0, 2)).isCloseTo(0, within(1e-12));
        // OR: 1 - p = e^-1e6 / 2, so L = 1e6 + ln 2.
        assertThat(LogOdds.combine(true, mixed, mixedRem, 0, 2)).isCloseTo(1e6 + Math.log(2), within(1e-6));
        // Solved children decide exactly, whatever the others hold.
        double[] solved = {1e6, Double.NEGATIVE_INFINITY};
        double[] solvedRem = {0, 0};
        assertThat(LogOdds.combine(false, solved, solvedRem, 0, 2)).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat(LogOdds.combine(true, new double[] {-1e6, Double.POSITIVE_INFINITY}, solvedRem, 0, 2))
                .isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(LogOdds.combine(false, new double[] {Double.POSITIVE_INFINITY, 1e6}, solvedRem, 0, 2)).isCloseTo(1e6, within(1e-6));
    }

    @Test
    void the_fast_and_the_overflow_free_paths_agree_where_both_apply() {
        double[] kids = {3, -2, 40, 650};
        double[] rem = new double[kids.length];
        for (int i = 0; i < kids.length; i++) {
            rem[i] = LogOdds.remainder(kids[i]);
        }
        for (boolean or : new boolean[] {true, false}) {
            double fast = LogOdds.combine(or, kids, rem, 0, kids.length);
            double[] withLarge = {3, -2, 40, 650, or ? -1e5 : 1e5};
            double[] withLargeRem = {rem[0], rem[1], rem[2], rem[3], 0};
            // An OR child near 0, or an AND child near 1, hardly changes the parent.
            assertThat(LogOdds.combine(or, withLarge, withLargeRem, 0, 5)).as("or " + or).isCloseTo(fast, within(1e-9 * Math.abs(fast)));
        }
    }

    @Test
    void a_win_rate_strictly_between_0_and_1_is_the_leaf_s_value_even_beyond_theta() {
        // ppn = R when 0 < R < 1 (Song et al.), theta only for R = 0 and 1 - theta for R = 1: never a clamp to
        // [theta, 1 - theta], which theta up to 0.5 and a few playouts would reach.
        assertThat(AndOrRules.ppnsLeaf(0.1, 0.2)).isEqualTo(0.1);
        assertThat(AndOrRules.ppnsLeaf(0.9, 0.2)).isEqualTo(0.9);
        assertThat(AndOrRules.ppnsLeaf(0, 0.2)).isEqualTo(0.2);
        assertThat(AndOrRules.ppnsLeaf(1, 0.2)).isEqualTo(0.8);
        // End to end: roots whose 10 playouts win 1 to 3 times under theta 0.4, counted here from the playout seeds.
        int found = 0;
        for (long seed = 1; seed < 200 && found < 3; seed++) {
            PGame root = new PGame(2, 6, seed);
            int wins = 0;
            org.prooflab.engine.game.Rng rng = new org.prooflab.engine.game.Rng(0);
            for (int i = 0; i < 10; i++) {
                rng.reseed(org.prooflab.engine.game.Rng.derive(seed, 0, i));
                wins += root.randomPlayout(rng, Integer.MAX_VALUE, new int[2]) == 0 ? 1 : 0;
            }
            if (wins == 0 || wins >= 4) {
                continue;
            }
            found++;
            SearchParameters p = SearchParameters.defaults(GameKind.PGAME).withTheta(0.4).withSeed(seed);
            SearchResult r = Solvers.create(Algorithm.PPNS, p).solve(root, Goal.WIN, Limits.DEFAULT.withMaxIterations(0),
                    SearchControl.none());
            assertThat(r.rootValue()).as("seed " + seed).isCloseTo(wins / 10.0, within(1e-12));
        }
        assertThat(found).isPositive();
    }
}
