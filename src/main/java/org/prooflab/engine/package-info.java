/**
 * The engine: games and solvers in plain Java, without Spring, Vaadin or I/O (an ArchUnit test
 * keeps it so). {@code engine.game} holds the one state API and the games; {@code engine.search}
 * the algorithms, which know only that API. Everything above (command line, lab, lessons, UI)
 * uses the engine and never the other way round, as OpenSpiel keeps its algorithms apart from its
 * games.
 */
package org.prooflab.engine;
