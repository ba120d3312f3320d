package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * The backpropagation rules on hand-built trees, with values computed by hand. The trees of
 * Song et al. 2019, Figures 1-6, are drawn after the paper (its figures are lost in the text):
 * pairs of trees equal under MIN/SUM or averaging, ordered under the probability rule.
 */
class RuleTest {
    private static final double EPS = 1e-12;

    /** An OR or AND root over leaves; {@code values[i]} = {pn, dn} or {log-odds}. */
    private static NodeStore root(double[]... leaves) {
        NodeStore s = new NodeStore(100);
        s.allocate(1);
        int first = s.allocate(leaves.length);
        s.setChildren(0, first, leaves.length);
        for (int i = 0; i < leaves.length; i++) {
            s.set(first + i, leaves[i][0], leaves[i].length > 1 ? leaves[i][1] : 0);
        }
        return s;
    }

    private static double[] p(double probability) {
        double logOdds = LogOdds.of(probability);
        return new double[] {logOdds, LogOdds.remainder(logOdds)};
    }

    private static double ppn(NodeStore s, boolean or) {
        ProbabilityRule.ppns(10, 0.01).update(s, 0, or);
        return LogOdds.probability(s.a(0));
    }

    @Test
    void pns_or_takes_min_pn_and_sum_dn() {
        NodeStore s = root(new double[] {3, 1}, new double[] {2, 4}, new double[] {5, 2});
        ProofNumberRule.pns().update(s, 0, true);
        assertThat(s.a(0)).isEqualTo(2);
        assertThat(s.b(0)).isEqualTo(7);
        assertThat(ProofNumberRule.pns().select(s, 0, true)).isEqualTo(2);
    }

    @Test
    void pns_and_takes_sum_pn_and_min_dn_and_selects_the_smallest_dn() {
        NodeStore s = root(new double[] {3, 1}, new double[] {2, 4}, new double[] {5, 2});
        ProofNumberRule.pns().update(s, 0, false);
        assertThat(s.a(0)).isEqualTo(10);
        assertThat(s.b(0)).isEqualTo(1);
        assertThat(ProofNumberRule.pns().select(s, 0, false)).isEqualTo(1);
    }

    @Test
    void a_proved_child_proves_an_or_node_and_a_disproved_one_disproves_an_and_node() {
        NodeStore s = root(new double[] {0, Double.POSITIVE_INFINITY}, new double[] {2, 4});
        s.setStatus(1, NodeStore.PROVED);
        assertThat(s.combinedStatus(0, true)).isEqualTo(NodeStore.PROVED);
        assertThat(s.combinedStatus(0, false)).isEqualTo(NodeStore.UNKNOWN);
        ProofNumberRule.pns().update(s, 0, true);
        assertThat(s.a(0)).isZero();
        s.setStatus(2, NodeStore.PROVED);
        assertThat(s.combinedStatus(0, false)).isEqualTo(NodeStore.PROVED);
        s.setStatus(2, NodeStore.DISPROVED);
        assertThat(s.combinedStatus(0, false)).isEqualTo(NodeStore.DISPROVED);
    }

    @Test
    void on_a_tie_the_first_child_is_selected_not_the_last_as_in_primanita_s_algorithm_1() {
        // Primanita et al. 2020, Algorithm 1 keeps the last child with the best value (>= in its loop);
        // ProofLab keeps the first, as Allis's PNS is usually written. Three equal children:
        NodeStore pn = root(new double[] {2, 3}, new double[] {2, 3}, new double[] {2, 3});
        assertThat(ProofNumberRule.pns().select(pn, 0, true)).isEqualTo(1);
        assertThat(ProofNumberRule.pns().select(pn, 0, false)).isEqualTo(1);
        NodeStore p = root(p(0.4), p(0.7), p(0.7));
        assertThat(ProbabilityRule.ppns(10, 0.01).select(p, 0, true)).isEqualTo(2);
        NodeStore q = root(p(0.4), p(0.2), p(0.2));
        assertThat(ProbabilityRule.ppns(10, 0.01).select(q, 0, false)).isEqualTo(2);
        assertThat(AndOrRules.preference(Algorithm.PNS, true, 1, 5)).isGreaterThan(AndOrRules.preference(Algorithm.PNS, true, 2, 0));
        assertThat(AndOrRules.preference(Algorithm.PNS, false, 1, 5)).isLessThan(AndOrRules.preference(Algorithm.PNS, false, 0, 2));
        assertThat(AndOrRules.preference(Algorithm.MCTS, false, 0.3, 0)).isGreaterThan(AndOrRules.preference(Algorithm.MCTS, false, 0.6, 0));
    }

    @Test
    void selection_never_enters_a_solved_child() {
        NodeStore s = root(new double[] {0, Double.POSITIVE_INFINITY}, new double[] {2, 4});
        s.setStatus(1, NodeStore.DISPROVED);
        assertThat(ProofNumberRule.pns().select(s, 0, true)).isEqualTo(2);
        NodeStore q = root(new double[] {Double.POSITIVE_INFINITY}, p(0.3));
        q.setStatus(1, NodeStore.PROVED);
        assertThat(ProbabilityRule.ppns(10, 0.01).select(q, 0, true)).isEqualTo(2);
    }

    @Test
    void song_figures_1_and_2_min_cannot_tell_two_or_trees_apart_but_probability_can() {
        // MCPNS leaves: pn is the non-winning rate, dn the winning rate.
        NodeStore a = root(new double[] {0.2, 0.8}, new double[] {0.2, 0.8}, new double[] {0.3, 0.7});
        NodeStore b = root(new double[] {0.2, 0.8}, new double[] {0.8, 0.2}, new double[] {0.8, 0.2});
        ProofNumberRule rule = ProofNumberRule.mcpns(10, 25);
        rule.update(a, 0, true);
        rule.update(b, 0, true);
        assertThat(a.a(0)).isEqualTo(b.a(0)).isEqualTo(0.2);
        // PPNS: OR = 1 - prod(1 - p) with p = 1 - pn.
        double pa = ppn(root(p(0.8), p(0.8), p(0.7)), true);
        double pb = ppn(root(p(0.8), p(0.2), p(0.2)), true);
        assertThat(pa).isCloseTo(1 - 0.2 * 0.2 * 0.3, within(EPS));
        assertThat(pb).isCloseTo(1 - 0.2 * 0.8 * 0.8, within(EPS));
        assertThat(pa).isGreaterThan(pb);
    }

    @Test
    void song_figures_3_and_4_sum_cannot_tell_two_and_trees_apart_but_probability_can() {
        NodeStore a = root(new double[] {0.4, 0.6}, new double[] {0.4, 0.6});
        NodeStore b = root(new double[] {0.8, 0.2});
        ProofNumberRule rule = ProofNumberRule.mcpns(10, 25);
        rule.update(a, 0, false);
        rule.update(b, 0, false);
        assertThat(a.a(0)).isCloseTo(0.8, within(EPS));
        assertThat(b.a(0)).isCloseTo(0.8, within(EPS));
        double pa = ppn(root(p(0.6), p(0.6)), false);
        double pb = ppn(root(p(0.2)), false);
        assertThat(pa).isCloseTo(0.36, within(EPS));
        assertThat(pb).isCloseTo(0.2, within(EPS));
    }

    @Test
    void song_figures_5_and_6_averaging_cannot_tell_two_or_trees_apart_but_probability_can() {
        double meanA = (0.6 + 0.6) / 2;
        double meanB = (0.9 + 0.3) / 2;
        assertThat(meanA).isCloseTo(meanB, within(EPS));
        double pa = ppn(root(p(0.6), p(0.6)), true);
        double pb = ppn(root(p(0.9), p(0.3)), true);
        assertThat(pa).isCloseTo(1 - 0.4 * 0.4, within(EPS));
        assertThat(pb).isCloseTo(1 - 0.1 * 0.7, within(EPS));
        assertThat(pb).isGreaterThan(pa);
    }

    @Test
    void ppns_leaves_use_theta_when_all_playouts_agree() {
        NodeStore s = root(p(0.5));
        ProbabilityRule rule = ProbabilityRule.ppns(10, 0.01);
        rule.setSolved(s, 1, true);
        assertThat(LogOdds.probability(s.a(1))).isEqualTo(1.0);
        rule.setSolved(s, 1, false);
        assertThat(LogOdds.probability(s.a(1))).isEqualTo(0.0);
    }

    @Test
    void product_propagation_in_log_odds_keeps_precision_where_plain_products_fail() {
        // 60 AND children of probability 1e-6: the plain product underflows far below double's range
        // after a few levels; log-odds keep the exact value ln p = 60 ln(1e-6).
        double[][] leaves = new double[60][];
        for (int i = 0; i < 60; i++) {
            leaves[i] = p(1e-6);
        }
        NodeStore s = root(leaves);
        ProbabilityRule.productPropagation(0.5).update(s, 0, false);
        double logP = LogOdds.logSigmoid(s.a(0));
        assertThat(logP).isCloseTo(60 * Math.log(1e-6), within(1e-6));
        // OR of 60 children at 1 - 1e-9: 1 - p = 1e-540 is not a double, its log-odds are.
        for (int i = 0; i < 60; i++) {
            leaves[i] = p(1 - 1e-9);
        }
        NodeStore o = root(leaves);
        ProbabilityRule.productPropagation(0.5).update(o, 0, true);
        assertThat(o.a(0)).isCloseTo(-60 * Math.log(1e-9), within(1e-3));
    }

    @Test
    void log_odds_helpers_are_exact_at_the_ends() {
        assertThat(LogOdds.probability(Double.POSITIVE_INFINITY)).isEqualTo(1.0);
        assertThat(LogOdds.probability(Double.NEGATIVE_INFINITY)).isEqualTo(0.0);
        assertThat(LogOdds.fromLogP(0)).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(LogOdds.fromLogQ(Double.NEGATIVE_INFINITY)).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(LogOdds.of(0.5)).isZero();
        assertThat(LogOdds.probability(LogOdds.of(0.3))).isCloseTo(0.3, within(EPS));
        for (double l : new double[] {-40, -3, -0.1, 0, 0.1, 3, 40}) {
            double r = LogOdds.remainder(l);
            assertThat(LogOdds.logP(l, r)).isCloseTo(LogOdds.logSigmoid(l), within(1e-15));
            assertThat(LogOdds.logQ(l, r)).isCloseTo(LogOdds.logSigmoid(-l), within(1e-15));
        }
        assertThat(LogOdds.logQ(-40, LogOdds.remainder(-40)) / -Math.exp(-40)).isCloseTo(1.0, within(1e-12));
    }
}
