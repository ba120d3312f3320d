package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;

/** One description a parameter: the engine's validation, defaults and reports all follow it. */
class ParameterTest {

    @Test
    void a_seed_that_is_none_is_quoted_and_an_empty_one_asked_for() {
        assertThat(Parameter.seedProblem("17")).isNull();
        assertThat(Parameter.seedProblem("18,446,744,073,709,551,615")).isNull();
        assertThat(Parameter.seedProblem(" ")).isEqualTo(Parameter.SEED_MESSAGE);
        assertThat(Parameter.seedProblem(" -5 ")).isEqualTo("'-5' is not a seed: it must be " + Parameter.SEED.range());
        // A control character drawn, a long paste cut.
        assertThat(Parameter.seedProblem("1\u0007")).startsWith("'1\u2407' is not a seed");
        assertThat(Parameter.seedProblem("9".repeat(500))).startsWith("'" + "9".repeat(37) + "...' is not a seed");
    }

    @Test
    void a_value_refused_is_written_as_its_range_is_grouped_when_whole() {
        // "theta 1000000000 is not allowed" beside "1,000,000,000 seconds" elsewhere on the form.
        assertThatThrownBy(() -> Parameter.THETA.check(1e9)).hasMessage("theta 1,000,000,000 is not allowed: it must be "
                + Parameter.THETA.range());
        assertThatThrownBy(() -> Parameter.THETA.check(0.75)).hasMessageStartingWith("theta 0.75 is not allowed");
        assertThatThrownBy(() -> Parameter.THETA.check(1e300)).hasMessageStartingWith("theta 1e300 is not allowed");
    }

    @Test
    void the_engine_accepts_exactly_what_each_description_allows() {
        SearchParameters d = SearchParameters.defaults(GameKind.PGAME);
        double[][] probes = {
            {0, 1, 10_000, 10_001},
            {0, 1, 10_000, 10_001},
            {0, 1e-9, 0.499, 0.5, -0.1},
            {0, 0.01, 0.4999, 0.5},
            {0, 1e-9, 0.999, 1},
            {-1e-9, 0, 1e6, 1e6 + 1},
            {-1, 0, 1e6, 2e6},
            {-1, 0, 0.5, 1 << 20, 1L << 36, (1L << 36) + 1},
        };
        Parameter[] checked = {Parameter.PLAYOUTS, Parameter.PLAYOUT_LENGTH, Parameter.THETA, Parameter.PRECISION_RATE,
            Parameter.PRIOR, Parameter.EXPLORATION_C, Parameter.FINAL_MOVE_A, Parameter.TABLE_BYTES};
        int refused = 0;
        for (int i = 0; i < checked.length; i++) {
            Parameter p = checked[i];
            for (double v : probes[i]) {
                boolean engineAccepts;
                try {
                    with(d, p, v);
                    engineAccepts = true;
                } catch (IllegalArgumentException e) {
                    engineAccepts = false;
                    refused++;
                    assertThat(e.getMessage()).startsWith(p.id() + " ").contains(p.range());
                }
                assertThat(engineAccepts).as(p.id() + " " + v).isEqualTo(p.allows(v));
            }
        }
        assertThat(refused).isGreaterThanOrEqualTo(checked.length);
    }

    private static SearchParameters with(SearchParameters d, Parameter p, double v) {
        return switch (p) {
            case PLAYOUTS -> new SearchParameters(d.seed(), (int) v, d.playoutLength(), d.theta(), d.precisionRate(), d.prior(),
                    d.explorationC(), d.finalMoveA());
            case PLAYOUT_LENGTH -> d.withPlayoutLength((int) v);
            case THETA -> d.withTheta(v);
            case PRECISION_RATE -> d.withPrecisionRate(v);
            case PRIOR -> d.withPrior(v);
            case EXPLORATION_C -> d.withExplorationC(v);
            case FINAL_MOVE_A -> d.withFinalMoveA(v);
            case TABLE_BYTES -> v == Math.rint(v) ? d.withTableBytes((long) v) : fractionRefused(p, v);
            case SEED -> d.withSeed((long) v);
        };
    }

    /** A byte count is a long, so a fraction cannot reach the engine: refused here as the form and command line do. */
    private static SearchParameters fractionRefused(Parameter p, double v) {
        p.check(v);
        throw new AssertionError(p.id() + " allowed the fraction " + v);
    }

    @Test
    void defaults_and_reports_come_from_the_descriptions() {
        for (GameKind game : GameKind.values()) {
            SearchParameters d = SearchParameters.defaults(game);
            for (Parameter p : Parameter.values()) {
                assertThat(((Number) d.get(p)).doubleValue()).as(game + " " + p).isEqualTo(p.defaultFor(game));
            }
        }
        assertThat(SearchParameters.defaults(GameKind.PGAME).playouts()).isEqualTo(10);
        assertThat(SearchParameters.defaults(GameKind.OTHELLO).playouts()).isEqualTo(60);
        assertThat(SearchParameters.defaults(GameKind.PGAME).relevantTo(Algorithm.PPNS).keySet())
                .containsExactly("playouts", "theta", "pr", "seed");
        assertThat(SearchParameters.defaults(GameKind.PGAME).relevantTo(Algorithm.PNS)).isEmpty();
        // reports (results.json, solve --json) write a seed as it is written everywhere, 0 to 2^64 - 1
        assertThat(SearchParameters.defaults(GameKind.PGAME).withSeed(-1L).relevantTo(Algorithm.PPNS).get("seed").toString())
                .isEqualTo("18446744073709551615");
        assertThat(SearchParameters.defaults(GameKind.PGAME).withSeed(17).relevantTo(Algorithm.PPNS)).containsEntry("seed", 17L);
        assertThat(SearchParameters.defaults(GameKind.PGAME).relevantTo(Algorithm.DFPN).keySet()).containsExactly("table-bytes");
        assertThat(SearchParameters.defaults(GameKind.PGAME).relevantTo(Algorithm.DFPPNS).keySet())
                .containsExactly("playouts", "theta", "pr", "table-bytes", "seed");
        assertThat(Parameter.THETA.range()).isEqualTo("a number above 0 and below 0.5");
        assertThat(Parameter.PLAYOUTS.range()).isEqualTo("a whole number from 1 to 10,000");
        // A decimal's whole bound is grouped as every other range's: --c's read "0 to 1000000".
        assertThat(Parameter.EXPLORATION_C.range()).isEqualTo("a number from 0 to 1,000,000");
        assertThatThrownBy(() -> SearchParameters.defaults(GameKind.PGAME).withTheta(0.5)).hasMessageContaining("theta 0.5");
        for (Parameter p : Parameter.values()) {
            assertThat(p.help()).as(p.id()).endsWith(".");
            assertThat(Parameter.byId(p.id())).isEqualTo(p);
        }
    }

    @Test
    void a_seed_is_read_one_way_and_its_message_writes_the_largest_as_it_is_read() {
        assertThat(Parameter.seedOf("0")).isZero();
        assertThat(Parameter.seedOf(" 17 ")).isEqualTo(17);
        assertThat(Parameter.seedOf("1,000")).isEqualTo(1000);
        assertThat(Parameter.seedOf("1_000")).isEqualTo(1000);
        // 2^64 - 1, as the message writes it: its upper half held as a negative long
        assertThat(Parameter.seedOf("18,446,744,073,709,551,615")).isEqualTo(-1L);
        for (String no : new String[] {"", " ", "x1", "-1", "1.5", "1e3", "18446744073709551616", "1,2", ",,5", "1,0000", "+5", "1__0", "_1", "\u0661\u0662"}) {
            assertThat(Parameter.seedOf(no)).as("'" + no + "'").isNull();
        }
        assertThat(Parameter.SEED_MESSAGE).isEqualTo("Enter a whole number from 0 to 18,446,744,073,709,551,615");
        assertThat(Parameter.SEED.range()).isEqualTo("a whole number from 0 to 18,446,744,073,709,551,615");
    }

    @Test
    void a_seed_given_as_a_number_follows_the_same_rule() {
        assertThat(Parameter.seedOf(0)).isZero();
        assertThat(Parameter.seedOf(17L)).isEqualTo(17);
        assertThat(Parameter.seedOf(1e9)).isEqualTo(1_000_000_000L);
        assertThat(Parameter.seedOf(new java.math.BigDecimal("7.000"))).isEqualTo(7);
        assertThat(Parameter.seedOf(java.math.BigInteger.ONE.shiftLeft(64).subtract(java.math.BigInteger.ONE))).isEqualTo(-1L);
        for (Number no : new Number[] {-1, -1L, Long.MIN_VALUE, 1.5, -0.5, 1e23, Double.NaN, Double.POSITIVE_INFINITY,
                java.math.BigInteger.ONE.shiftLeft(64), new java.math.BigDecimal("1e999999999")}) {
            assertThat(Parameter.seedOf(no)).as("%s", no).isNull();
        }
    }
}
