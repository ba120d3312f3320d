/**
 * Games behind one state API, {@link org.prooflab.engine.game.GameState}: the player to move, legal
 * moves, play and undo, terminal and winner, a hash and an exact key, notation in and out. Each game
 * lives in a package of its own and states its rules in its class comment: P-game trees (the exact
 * generator of {@code shared/pgame-spec.md}), Connect Four and Othello on bitboards.
 * {@link org.prooflab.engine.game.GameKind} names the games, reads positions and draws seeded random ones.
 */
package org.prooflab.engine.game;
