package org.prooflab.cli;

import java.util.Map;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * The command line's JSON lines, written by Jackson: one object a line, its fields in the order the map keeps
 * them. A decimal number is written as the rest of ProofLab writes it: a whole one without a fraction
 * ({@code "pnIterations":10}), and NaN or an infinity, which JSON cannot hold, as null.
 */
final class Json {
    private static final JsonMapper MAPPER = JsonMapper.builder()
            .addModule(new SimpleModule("prooflab-cli").addSerializer(Double.class, new Decimal()))
            .build();

    private Json() {
    }

    static String object(Map<String, ?> fields) {
        return MAPPER.writeValueAsString(fields);
    }

    /**
     * A finite double as these lines write it, for the command line's CSV files too: whole ones without a
     * fraction, others as Java writes them (1.0E-300 stays short, and reads back exactly).
     */
    static String number(double d) {
        return isWhole(d) ? Long.toString((long) d) : Double.toString(d);
    }

    private static boolean isWhole(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15;
    }

    /** A double as a JSON number: whole ones as whole numbers; null when it is not finite. */
    private static final class Decimal extends StdSerializer<Double> {
        Decimal() {
            super(Double.class);
        }

        @Override
        public void serialize(Double d, JsonGenerator out, SerializationContext context) {
            if (!Double.isFinite(d)) {
                out.writeNull();
            } else if (isWhole(d)) {
                out.writeNumber((long) d.doubleValue());
            } else {
                out.writeNumber(d);
            }
        }
    }
}
