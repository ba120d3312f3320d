package org.prooflab.cli;

import org.prooflab.engine.game.Notation;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.IterationObserver;

/**
 * {@code solve --trace}: the root's numbers after every iteration (Primanita et al. 2020, Figure 5:
 * the root's probability of a proof against the iterations), from the engine's
 * {@link IterationObserver}, so the search loop is the engine's own. As CSV, streamed a line an
 * iteration, or gathered into the {@code trace} field of the {@code --json} line. Every
 * {@code every}-th iteration is kept, and always the last.
 */
final class RootTrace implements IterationObserver {
    private final Algorithm algorithm;
    private final GameState position;
    private final long every;
    /** CSV records go here at once; null when gathering for JSON. */
    private final CSVPrinter csv;
    static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get();
    private final List<Long> iterations = new ArrayList<>();
    private final List<Long> nodes = new ArrayList<>();
    private final List<Double> values = new ArrayList<>();
    private final List<Double> secondaries = new ArrayList<>();
    private final List<String> moves = new ArrayList<>();
    private long lastIteration = -1;
    private long pendingIteration = -1;
    private long pendingNodes;
    private double pendingValue;
    private double pendingSecondary;
    private int pendingMove;

    private RootTrace(Algorithm algorithm, GameState position, long every, PrintStream csv) {
        this.algorithm = algorithm;
        this.position = position.copy();
        this.every = every;
        try {
            this.csv = csv == null ? null : new CSVPrinter(csv, FORMAT);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A trace that prints each kept iteration as a CSV line on {@code out}. */
    static RootTrace csv(Algorithm algorithm, GameState position, long every, PrintStream out) {
        return new RootTrace(algorithm, position, every, out);
    }

    /** A trace that gathers the kept iterations for {@link #json()}. */
    static RootTrace gathering(Algorithm algorithm, GameState position, long every) {
        return new RootTrace(algorithm, position, every, null);
    }

    /** The CSV header: the value columns are named as the algorithm names its values (pn, dn; p; v, n). */
    static List<String> csvHeader(Algorithm algorithm) {
        List<String> h = new ArrayList<>(List.of("position", "iteration", "nodes", algorithm.valueName()));
        if (algorithm.secondaryName() != null) {
            h.add(algorithm.secondaryName());
        }
        h.add("best_move");
        return h;
    }

    @Override
    public void afterIteration(long iteration, long nodeCount, double rootValue, double rootSecondary, int bestMove) {
        if (iteration % every == 0) {
            keep(iteration, nodeCount, rootValue, rootSecondary, bestMove);
            pendingIteration = -1;
        } else {
            pendingIteration = iteration;
            pendingNodes = nodeCount;
            pendingValue = rootValue;
            pendingSecondary = rootSecondary;
            pendingMove = bestMove;
        }
    }

    /** Call when the search has ended: keeps its last iteration if {@code every} skipped it. */
    void finish() {
        if (pendingIteration > lastIteration) {
            keep(pendingIteration, pendingNodes, pendingValue, pendingSecondary, pendingMove);
        }
        if (csv != null) {
            try {
                csv.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private void keep(long iteration, long nodeCount, double value, double secondary, int move) {
        lastIteration = iteration;
        String moveText = move < 0 ? null : position.formatMove(move);
        if (csv != null) {
            List<Object> record = new ArrayList<>(List.of(position.notation(), iteration, nodeCount, Notation.compact(value)));
            if (algorithm.secondaryName() != null) {
                record.add(Notation.compact(secondary));
            }
            record.add(moveText == null ? "" : moveText);
            try {
                csv.printRecord(record);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return;
        }
        iterations.add(iteration);
        nodes.add(nodeCount);
        values.add(value);
        secondaries.add(secondary);
        moves.add(moveText);
    }

    /** The gathered trace as JSON columns: iteration, nodes, the value names and bestMove, one list each. */
    Map<String, Object> json() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("iteration", iterations);
        m.put("nodes", nodes);
        m.put(algorithm.valueName(), values);
        if (algorithm.secondaryName() != null) {
            m.put(algorithm.secondaryName(), secondaries);
        }
        m.put("bestMove", moves);
        return m;
    }
}
