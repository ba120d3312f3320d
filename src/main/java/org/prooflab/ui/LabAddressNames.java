package org.prooflab.ui;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.prooflab.engine.search.Parameter;

/**
 * The names the lab's page address gives the engine parameters it has a field for, in the order of
 * its form ({@code la} for the playout length). One table, read by the lab and by every page that
 * links to it with a configuration, so that a link never names what the lab cannot show.
 */
public final class LabAddressNames {
    private static final Map<Parameter, String> NAMES = names();

    private LabAddressNames() {
    }

    private static Map<Parameter, String> names() {
        Map<Parameter, String> m = new LinkedHashMap<>();
        m.put(Parameter.PLAYOUTS, "playouts");
        m.put(Parameter.PLAYOUT_LENGTH, "la");
        m.put(Parameter.THETA, "theta");
        m.put(Parameter.PRECISION_RATE, "pr");
        m.put(Parameter.PRIOR, "prior");
        m.put(Parameter.EXPLORATION_C, "c");
        m.put(Parameter.FINAL_MOVE_A, "a");
        m.put(Parameter.SEED, "seed");
        return Collections.unmodifiableMap(m);
    }

    /** Every parameter the lab has a field for, with its name in an address, in the form's order. */
    public static Map<Parameter, String> all() {
        return NAMES;
    }

    /** {@code p}'s name in a lab address, or null when the lab has no field for it (a link leaves it out). */
    public static String of(Parameter p) {
        return NAMES.get(p);
    }
}
