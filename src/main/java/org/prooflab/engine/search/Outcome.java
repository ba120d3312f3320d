package org.prooflab.engine.search;

/** What a search established about the root: exact, or stopped by a limit. */
public enum Outcome {
    /** The prover (player to move at the root) reaches the goal: an exact proof. */
    PROVED,
    /** The prover cannot reach the goal: an exact disproof. */
    DISPROVED,
    /** A limit stopped the search before the root was solved; see {@link StopReason}. */
    OUT
}
