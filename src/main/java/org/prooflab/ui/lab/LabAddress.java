package org.prooflab.ui.lab;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.prooflab.engine.search.Algorithm;

/**
 * What the lab's page address holds besides the game (which is in the path): the position, the
 * chosen solvers and the limits, as in
 * {@code /lab/othello?position=f5d6c3&solvers=pns,ppns&nodes=200000&seconds=10&full=1}.
 * The algorithm parameters that differ from the defaults follow ({@code ParameterForm}).
 * Values are kept as text here; the view's fields say what is wrong with one.
 *
 * @param position       the position in the game's notation; null for the start
 * @param solvers        the solvers named, in the lab's order
 * @param unknownSolvers names in {@code solvers=} that are not solvers of the lab
 * @param nodes          the node limit as written, or null for the default
 * @param seconds        the time limit as written, or null for the default
 * @param full           whether the full value (win, draw or loss) is asked for
 */
record LabAddress(String position, Set<Algorithm> solvers, List<String> unknownSolvers, String nodes, String seconds,
                  boolean full) {

    LabAddress {
        solvers = solvers.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(solvers));
        unknownSolvers = List.copyOf(unknownSolvers);
    }

    /** Reads the query parameters of a lab address; missing ones stay null or empty. */
    static LabAddress read(Map<String, List<String>> query) {
        Set<Algorithm> solvers = EnumSet.noneOf(Algorithm.class);
        List<String> unknown = new ArrayList<>();
        String list = first(query, "solvers");
        if (list != null) {
            for (String id : list.split(",")) {
                if (id.isBlank()) {
                    continue;
                }
                try {
                    Algorithm a = Algorithm.byId(id.trim());
                    if (a == Algorithm.EXACT) {
                        throw new IllegalArgumentException("not offered in the lab");
                    }
                    solvers.add(a);
                } catch (IllegalArgumentException e) {
                    unknown.add(id.trim());
                }
            }
        }
        String full = first(query, "full");
        return new LabAddress(first(query, "position"), solvers, unknown, first(query, "nodes"), first(query, "seconds"),
                "1".equals(full) || "true".equalsIgnoreCase(full));
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
