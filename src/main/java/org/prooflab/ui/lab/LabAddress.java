package org.prooflab.ui.lab;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.ui.AddressNote;

/**
 * What the lab's page address holds besides the game (which is in the path): the position, the
 * chosen solvers and the limits, as in
 * {@code /lab/othello?position=f5d6c3&solvers=pns,ppns&nodes=200000&seconds=10&full=1}.
 * The algorithm parameters that differ from the defaults follow ({@code ParameterForm}).
 * Values are kept as text here; the view's fields say what is wrong with one. What no field can
 * show (a name the lab does not know, a second value for a name, a solver it does not have) is
 * named in {@link #leftOut}, for the page to say.
 *
 * @param position the position in the game's notation; null for the start
 * @param solvers  the solvers named, in the lab's order
 * @param leftOut  what of the address was not read, each with the reason, in the visitor's words
 * @param nodes    the node limit as written, or null for the default
 * @param seconds  the time limit as written, or null for the default
 * @param full     whether the full value (win, draw or loss) is asked for
 */
record LabAddress(String position, Set<Algorithm> solvers, List<String> leftOut, String nodes, String seconds,
                  boolean full) {
    /** The names this record reads; the algorithm parameters' names are the form's. */
    private static final List<String> NAMES = List.of("position", "solvers", "nodes", "seconds", "full");

    LabAddress {
        solvers = solvers.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(solvers));
        leftOut = List.copyOf(leftOut);
    }

    /**
     * Reads the query parameters of a lab address; missing ones stay null or empty.
     *
     * @param parameterNames the other names the lab reads (the algorithm parameters'), which are not left out
     */
    static LabAddress read(Map<String, List<String>> query, Collection<String> parameterNames) {
        List<String> read = new ArrayList<>(NAMES);
        read.addAll(parameterNames);
        List<String> leftOut = AddressNote.unread(query, read, "the lab");
        Set<Algorithm> solvers = EnumSet.noneOf(Algorithm.class);
        String list = first(query, "solvers");
        if (list != null) {
            for (String id : list.split(",")) {
                if (id.isBlank()) {
                    continue;
                }
                Algorithm a = solver(id.trim());
                if (a == null) {
                    leftOut.add("solver “" + id.trim() + "” (the lab's solvers are " + String.join(", ",
                            Algorithm.compared().stream().map(Algorithm::id).toList()) + ")");
                } else {
                    solvers.add(a);
                }
            }
        }
        String full = first(query, "full");
        boolean on = "1".equals(full) || "true".equalsIgnoreCase(full);
        if (full != null && !on && !"0".equals(full) && !"false".equalsIgnoreCase(full)) {
            leftOut.add(AddressNote.written("full", full) + " (full is 1, for the full value: win, draw or loss, or 0)");
        }
        return new LabAddress(first(query, "position"), solvers, leftOut, first(query, "nodes"), first(query, "seconds"), on);
    }

    /** A solver of the lab by its id; null for any other name (the exact reference is not offered in the lab). */
    private static Algorithm solver(String id) {
        try {
            Algorithm a = Algorithm.byId(id);
            return Algorithm.compared().contains(a) ? a : null;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }


    /** The query parameters for this address, in a stable order; the start position and defaults are left out. */
    Map<String, String> toQuery() {
        Map<String, String> q = new LinkedHashMap<>();
        if (position != null && !position.isEmpty()) {
            q.put("position", position);
        }
        if (!solvers.isEmpty()) {
            q.put("solvers", String.join(",", EnumSet.copyOf(solvers).stream().map(Algorithm::id).toList()));
        }
        if (nodes != null) {
            q.put("nodes", nodes);
        }
        if (seconds != null) {
            q.put("seconds", seconds);
        }
        if (full) {
            q.put("full", "1");
        }
        return q;
    }

    private static String first(Map<String, List<String>> query, String name) {
        List<String> values = query.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }
}
