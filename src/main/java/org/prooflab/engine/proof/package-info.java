/**
 * Playing against a proof: the proof a solver found, cut out of its search tree
 * ({@link org.prooflab.engine.proof.ProofTree}), and a game that answers every move of the losing
 * side from it, falling back to a fresh solve where the kept proof ends
 * ({@link org.prooflab.engine.proof.ProofGame}). Plain Java, like the rest of the engine.
 */
package org.prooflab.engine.proof;
