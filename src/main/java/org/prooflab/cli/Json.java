package org.prooflab.cli;

import java.util.Map;
import org.prooflab.engine.game.Notation;
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

    /** A double as a JSON number written by {@link Notation#compact}; null when it is not finite. */
    private static final class Decimal extends StdSerializer<Double> {
        Decimal() {
            super(Double.class);
        }

        @Override
        public void serialize(Double d, JsonGenerator out, SerializationContext context) {
            if (!Double.isFinite(d)) {
                out.writeNull();
            } else {
                out.writeNumber(Notation.compact(d));
            }
        }
    }
}
