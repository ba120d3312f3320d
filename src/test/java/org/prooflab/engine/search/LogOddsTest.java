package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** LogOdds' own log1p and expm1 against the JDK's software routines, over every magnitude they meet. */
class LogOddsTest {
    private static final int SAMPLES = 200_000;

    private static void assertWithinUlps(double actual, double expected, int ulps, double x) {
        assertThat(Math.abs(actual - expected))
                .as("at x = %s: %s against %s", x, actual, expected)
                .isLessThanOrEqualTo(ulps * Math.ulp(expected));
    }

    @Test
    void log1p_is_within_a_few_ulps_from_minus_one_to_large_arguments() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < SAMPLES; i++) {
            // |x| log-uniform from 1e-300 to 1e3; negative ones stay above -1.
            double magnitude = Math.pow(10, random.nextDouble(-300, 3));
            double x = random.nextBoolean() ? magnitude : -Math.min(magnitude, 1 - 1e-16 * random.nextDouble(1, 1e6));
            assertWithinUlps(LogOdds.log1p(x), StrictMath.log1p(x), 3, x);
        }
        for (double x : new double[] {0.0, -0.0, -0.5, -0.75, 0.75, 1.0, -1.0 + Math.ulp(1.0), 1e-17, -1e-17}) {
            assertWithinUlps(LogOdds.log1p(x), StrictMath.log1p(x), 3, x);
        }
        assertThat(LogOdds.log1p(-1.0)).isEqualTo(Double.NEGATIVE_INFINITY);
    }

    @Test
    void expm1_is_within_a_few_ulps_for_every_non_positive_argument() {
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < SAMPLES; i++) {
            double x = -Math.pow(10, random.nextDouble(-300, 3));
            assertWithinUlps(LogOdds.expm1(x), StrictMath.expm1(x), 3, x);
        }
        assertThat(LogOdds.expm1(0.0)).isZero();
        assertThat(LogOdds.expm1(Double.NEGATIVE_INFINITY)).isEqualTo(-1.0);
    }

    @Test
    void log1m_exp_keeps_its_precision_on_both_sides_of_minus_ln_2() {
        SplittableRandom random = new SplittableRandom(13);
        for (int i = 0; i < SAMPLES; i++) {
            double a = -Math.pow(10, random.nextDouble(-300, 3));
            double expected = a > -Math.log(2) ? StrictMath.log(-StrictMath.expm1(a)) : StrictMath.log1p(-StrictMath.exp(a));
            assertWithinUlps(LogOdds.log1mExp(a), expected, 4, a);
        }
    }

    @Test
    void combine_into_gives_combine_s_log_odds_and_their_remainder() {
        SplittableRandom random = new SplittableRandom(17);
        double[] choices = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0, 800, -800, 40, -40, 1e-9};
        for (int i = 0; i < 50_000; i++) {
            int n = random.nextInt(1, 8);
            double[] a = new double[n];
            double[] r = new double[n];
            for (int c = 0; c < n; c++) {
                a[c] = random.nextInt(4) == 0 ? choices[random.nextInt(choices.length)] : random.nextDouble(-60, 60);
                r[c] = LogOdds.remainder(a[c]);
            }
            boolean or = random.nextBoolean();
            double[] out = new double[2];
            double[] outR = new double[2];
            LogOdds.combineInto(or, a, r, 0, n, out, outR, 1);
            double expected = LogOdds.combine(or, a, r, 0, n);
            assertThat(out[1]).as("log-odds").isEqualTo(expected);
            if (Double.isInfinite(expected)) {
                assertThat(outR[1]).isEqualTo(0.0);
            } else {
                // remainder(L) inherits L's rounding (dr/dL = -r p(1-p)/max(p,1-p)); combineInto does not.
                double r1 = LogOdds.remainder(expected);
                assertThat(Math.abs(outR[1] - r1)).as("remainder at L = %s", expected)
                        .isLessThanOrEqualTo(4 * Math.ulp(r1) + 4 * r1 * Math.ulp(Math.abs(expected)));
            }
        }
    }
}
