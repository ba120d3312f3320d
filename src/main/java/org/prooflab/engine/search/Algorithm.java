package org.prooflab.engine.search;

import java.util.Arrays;
import java.util.List;

/** The solvers ProofLab runs, each named as in the papers. */
public enum Algorithm {
    PNS("pns", "PN-search", "Allis 1994: proof and disproof numbers, MIN/SUM", false),
    MCPNS("mcpns", "MCPN-search", "Saito et al. 2007: pn/dn from N random playouts of length la", true),
    PPNS("ppns", "PPN-search", "Song et al. 2019: one probability a node, OR = 1 - prod(1 - p), AND = prod(p)", true),
    PP("pp", "Product propagation", "Stern et al. 2007: PPNS's rules with a prior at the leaves, in log-odds", false),
    UCT("uct", "UCT solver", "Winands et al. 2008: UCT selection, proved values backed up", true),
    MCTS("mcts", "Pure MCTS solver", "Winands et al. 2008: greedy selection on the mean, proved values backed up", true),
    DFPN("dfpn", "df-pn", "Nagai 2002: PN-search depth first, with thresholds and a transposition table", false),
    DFPPNS("dfppns", "df-PPN-search", "PPNS depth first: a window on each node's p instead of a stored tree, a transposition table", true),
    EXACT("exact", "Exact reference", "Depth-first AND/OR search with a transposition table: the answer every other "
            + "solver is checked against, in the tests, the classroom's cross-check and the command line (--algorithm exact); "
            + "not in the lab, where a hard position could keep it busy for hours", false);

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

    /**
     * What tables, charts and the classroom call it, short: the papers' abbreviation (PNS, PPNS, UCT, ...),
     * df-pn and df-PPNS as Nagai writes depth-first search, not the constant's name, and the pure MCTS solver
     * "Pure MCTS": the UCT solver is an MCTS solver too, so "MCTS" alone would not say which.
     */
    public String shortName() {
        return switch (this) {
            case MCTS -> "Pure MCTS";
            case DFPN -> "df-pn";
            case DFPPNS -> "df-PPNS";
            case EXACT -> "Exact";
            default -> name();
        };
    }

    /** True when the algorithm draws random numbers (playouts), so its seed matters. */
    public boolean isRandomized() {
        return randomized;
    }

    /** What the main value is called beside a node: pn, p (probability of a proof) or v (mean result). */
    public String valueName() {
        return switch (this) {
            case PNS, MCPNS, DFPN -> "pn";
            case PPNS, PP, DFPPNS -> "p";
            case UCT, MCTS -> "v";
            case EXACT -> "value";
        };
    }

    /** The second value's name: dn for the proof-number family, n (playouts through the node) for MCTS, else null. */
    public String secondaryName() {
        return switch (this) {
            case PNS, MCPNS, DFPN -> "dn";
            case UCT, MCTS -> "n";
            default -> null;
        };
    }

    /** True when the main value is a probability or a mean in 0..1, false for proof numbers (0..infinity). */
    public boolean valueIsProbability() {
        return !usesProofNumbers();
    }

    /** How the main value reads, in one sentence. */
    public String valueMeaning() {
        return switch (this) {
            case PNS, MCPNS, DFPN -> "pn: the cost of a proof, smaller is closer; dn: the cost of a disproof; 0 and infinity are exact.";
            case PPNS, PP, DFPPNS -> "p: the probability that the node is proved; 1 and 0 are exact.";
            case UCT, MCTS -> "v: the mean playout result for the prover; n: playouts through the node.";
            case EXACT -> "1 proved, 0 disproved.";
        };
    }

    /** Which child selection prefers, in one sentence ({@link AndOrRules#preference} is the rule). */
    public String preferredChild() {
        return switch (this) {
            case PNS, MCPNS -> "At OR the child with the smallest pn, at AND the smallest dn; the first of equals.";
            case DFPN -> "At OR the child with the smallest pn, at AND the smallest dn, the first of equals; "
                    + "searched until it exceeds its thresholds thpn, thdn.";
            case PPNS, PP -> "At OR the child with the largest p, at AND the smallest; the first of equals.";
            case DFPPNS -> "At OR the child with the largest p, at AND the smallest, the first of equals; "
                    + "searched until its p leaves its window.";
            case UCT -> "The largest v + sqrt(C ln n_parent / n_child), v for the player to move; unvisited children first.";
            case MCTS -> "The largest v for the player to move; unvisited children first.";
            case EXACT -> "Depth first, in move order.";
        };
    }

    /** True for the proof-number family, whose root values are pn and dn. */
    public boolean usesProofNumbers() {
        return this == PNS || this == MCPNS || this == DFPN;
    }

    /** True for the depth-first solvers, which keep a transposition table instead of a search tree. */
    public boolean isDepthFirst() {
        return this == DFPN || this == DFPPNS;
    }

    /**
     * The solvers users compare, in the lab and the classroom: every algorithm but the exact reference,
     * which checks their results.
     */
    public static List<Algorithm> compared() {
        return COMPARED;
    }

    private static final List<Algorithm> COMPARED = Arrays.stream(values()).filter(a -> a != EXACT).toList();

    public static Algorithm byId(String id) {
        return byId(id, Arrays.asList(values()));
    }

    /**
     * The algorithm named {@code id} among {@code allowed}; a name outside them is unknown, and the message lists
     * only them (an experiment's listed exact, then refused it).
     */
    public static Algorithm byId(String id, List<Algorithm> allowed) {
        String name = id.trim();
        for (Algorithm a : allowed) {
            // The pages' names are taken too ("PN-search", the tables' "Pure MCTS" as well as mcts): a reader copies
            // what the lab and the classroom show.
            if (a.id.equalsIgnoreCase(name) || a.displayName().equalsIgnoreCase(name) || a.shortName().equalsIgnoreCase(name)) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown algorithm '" + id + "': allowed are "
                + String.join(", ", allowed.stream().map(Algorithm::id).toList()));
    }
}
