package org.prooflab.engine.search;

/** The solvers ProofLab runs, each named as in the papers. */
public enum Algorithm {
    PNS("pns", "PN-search", "Allis 1994: proof and disproof numbers, MIN/SUM", false),
    MCPNS("mcpns", "MCPN-search", "Saito et al. 2007: pn/dn from N random playouts of length la", true),
    PPNS("ppns", "PPN-search", "Song et al. 2019: one probability a node, OR = 1 - prod(1 - p), AND = prod(p)", true),
    PP("pp", "Product propagation", "Stern et al. 2007: PPNS's rules with a prior at the leaves, in log-odds", false),
    UCT("uct", "UCT solver", "Winands et al. 2008: UCT selection, proved values backed up", true),
    MCTS("mcts", "Pure MCTS solver", "Winands et al. 2008: greedy selection on the mean, proved values backed up", true),
    EXACT("exact", "Exact reference", "Depth-first AND/OR search with a transposition table", false);

    private final String id;
    private final String displayName;
    private final String summary;
    private final boolean randomized;

    Algorithm(String id, String displayName, String summary, boolean randomized) {
        this.id = id;
        this.displayName = displayName;
        this.summary = summary;
        this.randomized = randomized;
    }

    public String id() {
        return id;
    }

    public String displayName() {
        return displayName;
    }

    public String summary() {
        return summary;
    }

    /** True when the algorithm draws random numbers (playouts), so its seed matters. */
    public boolean isRandomized() {
        return randomized;
    }

    /** True for the proof-number family, whose root values are pn and dn. */
    public boolean usesProofNumbers() {
        return this == PNS || this == MCPNS;
    }

    public static Algorithm byId(String id) {
        for (Algorithm a : values()) {
            if (a.id.equalsIgnoreCase(id.trim())) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown algorithm '" + id + "': allowed are pns, mcpns, ppns, pp, uct, mcts, exact");
    }
}
