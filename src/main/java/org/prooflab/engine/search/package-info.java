/**
 * The solvers. {@link org.prooflab.engine.search.Solvers} creates them by
 * {@link org.prooflab.engine.search.Algorithm}; each answers one binary question for the player to
 * move at the root ({@link org.prooflab.engine.search.Goal}) within
 * {@link org.prooflab.engine.search.Limits}, steered by a {@link org.prooflab.engine.search.SearchControl}.
 *
 * <p>The best-first family (PNS, MCPNS, PPNS, PP) shares one loop,
 * {@code BestFirstSearch}, with a {@code BestFirstRule} plugged in; the MCTS solvers are
 * {@code MctsSolver}; {@code ExactSolver} is the reference the tests hold every other solver to.
 * Trees live in {@code NodeStore}, parallel arrays of 23 bytes a node in fixed-size chunks. Every solver keeps each
 * node's exact status (proved, disproved, unknown) apart from its heuristic numbers, so PROVED always
 * means proved, and {@code ValueText} writes a probability as 0 or 1 only for a node so solved.
 */
package org.prooflab.engine.search;
