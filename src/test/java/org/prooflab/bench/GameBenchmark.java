package org.prooflab.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.prooflab.cli.BenchSets;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Rng;

/**
 * The game parts a search calls most, on the bench positions (each call takes the next position
 * of the set): move generation, the terminal test, a move played and taken back, one random
 * playout as the solvers make it ({@link GameState#randomPlayout}), and two bare random games to
 * hold it against: random legal moves played to the end and taken back, and on a copy.
 * See README "Speed and memory" for the command.
 */
public class GameBenchmark extends PinnedBenchmark {
    private GameState[] positions;
    private int[] buffer;
    private Rng rng;
    private int next;

    @Setup
    public void setUp() {
        positions = BenchSets.positions(set);
        buffer = new int[positions[0].maxMoves()];
        rng = new Rng(1);
    }

    private GameState position() {
        GameState s = positions[next];
        next = next + 1 == positions.length ? 0 : next + 1;
        return s;
    }

    @Benchmark
    public int moveGeneration() {
        return position().legalMoves(buffer);
    }

    @Benchmark
    public boolean terminalTest() {
        return position().isTerminal();
    }

    @Benchmark
    public long playAndUndo() {
        GameState s = position();
        s.legalMoves(buffer);
        s.play(buffer[0]);
        long h = s.hash();
        s.undo();
        return h;
    }

    /** One playout as every solver makes it: random legal moves to the end, the winner, the moves taken back. */
    @Benchmark
    public int playout() {
        return position().randomPlayout(rng, Integer.MAX_VALUE, buffer);
    }

    /** The bare loop: random legal moves to the end, then taken back; no ply limit, no result kept. */
    @Benchmark
    public int bareRandomGame() {
        GameState s = position();
        int played = 0;
        while (!s.isTerminal()) {
            s.play(buffer[rng.nextInt(s.legalMoves(buffer))]);
            played++;
        }
        for (int i = 0; i < played; i++) {
            s.undo();
        }
        return played;
    }

    /** The bare loop on a copy of the position, thrown away at the end (no moves taken back). */
    @Benchmark
    public int bareRandomGameOnCopy() {
        GameState s = position().copy();
        int played = 0;
        while (!s.isTerminal()) {
            s.play(buffer[rng.nextInt(s.legalMoves(buffer))]);
            played++;
        }
        return played;
    }
}
