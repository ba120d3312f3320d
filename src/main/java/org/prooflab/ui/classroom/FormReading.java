package org.prooflab.ui.classroom;

import com.vaadin.flow.component.textfield.TextField;
import java.math.BigInteger;
import java.util.List;
import org.prooflab.classroom.domain.Problem;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.search.Parameter;

/**
 * How the classroom form reads the numbers typed into it: by the rules the lab and the command line read them
 * with ({@link Notation#whole}, {@link Notation#decimal}, {@link Parameter#seedOf}), each problem named after the
 * field it is in, for the form to show beside it.
 */
final class FormReading {
    private FormReading() {
    }

    /** {@link #whole(TextField, String, List)}, for a field the definition holds as an int: past it is far too large, not wrapped (4294967297 was 1). */
    static int wholeInt(TextField f, String field, List<Problem> problems) {
        long v = whole(f, field, problems);
        if (v != (int) v) {
            problems.add(new Problem(field, "'" + f.getValue().strip() + "' is far too " + (v < 0 ? "small" : "large")));
            return 0;
        }
        return (int) v;
    }

    /** A seed field: its seed, or 0 and a problem when it is empty or not a seed. */
    static long seedOf(TextField f, String field, List<Problem> problems) {
        Long seed = seedValue(f.getValue(), field, problems);
        return seed == null ? 0 : seed;
    }

    /** A seed as written, read as the lab and the command line read it ({@link Parameter#seedOf}); null and its problem when it is none. */
    static Long seedValue(String written, String field, List<Problem> problems) {
        Long seed = Parameter.seedOf(written);
        if (seed == null) {
            problems.add(new Problem(field, Parameter.seedProblem(written)));
        }
        return seed;
    }

    /**
     * A whole-number field, read by the rule for every whole number typed by hand ({@link Notation#whole}: 1000000,
     * 1,000,000 or 1_000_000); 0 and a problem when it is empty, no whole number ("+5", "10.0", "1e3") or past
     * what any field here allows.
     */
    static long whole(TextField f, String field, List<Problem> problems) {
        String v = f.getValue().strip();
        if (v.isEmpty()) {
            problems.add(new Problem(field, "enter a whole number"));
            return 0;
        }
        Long n = whole(v, field, problems);
        return n == null ? 0 : n;
    }

    /** {@code written} (not empty) by the rule for whole numbers; null and a problem when it is none or past a long. */
    static Long whole(String written, String field, List<Problem> problems) {
        BigInteger n = Notation.whole(written);
        if (n == null || n.bitLength() > 63) {
            problems.add(new Problem(field, n == null ? "'" + written + "' is not a whole number"
                    : "'" + written + "' is far too " + (n.signum() < 0 ? "small" : "large")));
            return null;
        }
        return n.longValue();
    }

    /** A decimal field, read as the lab and the command line read one ({@link Notation#decimal}): not 5d, 0x1p3 or NaN. */
    static double decimal(TextField f, String field, List<Problem> problems) {
        String v = f.getValue().strip();
        Double d = Notation.decimal(v);
        if (d == null || !Double.isFinite(d)) {
            problems.add(new Problem(field, v.isEmpty() ? "enter a number" : notANumber(v)));
            return 0;
        }
        return d;
    }

    /** "'0,5' is not a number: a comma only groups thousands (1,000); write 0.5", or "'abc' is not a number". */
    private static String notANumber(String written) {
        String comma = Notation.decimalCommaHint(written);
        return "'" + written + "' is not a number" + (comma == null ? "" : ": " + comma);
    }

    /**
     * A parameter's value as written: a whole number by the rule for whole numbers ({@link Notation#whole}) for a
     * whole-number parameter (playouts, table-bytes), a decimal number ({@link Notation#decimal}) for the others;
     * null and a problem when it is no such number. Its range is the definition's to check.
     */
    static Number parameterValue(String id, String written, String field, List<Problem> problems) {
        if (Parameter.byId(id).kind() == Parameter.Kind.WHOLE) {
            return whole(written, field, problems);
        }
        Double d = Notation.decimal(written);
        if (d == null || !Double.isFinite(d)) {
            problems.add(new Problem(field, notANumber(written)));
            return null;
        }
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? (Number) (long) (double) d : (Number) d;
    }
}
