package org.prooflab.cli;

import org.prooflab.engine.game.Notation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.commons.csv.CSVPrinter;
import org.prooflab.classroom.domain.AlgorithmConfig;
import org.prooflab.classroom.domain.ExperimentDefinition.Compiled;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.ErrorRate;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Limits;

/**
 * {@code experiment --error-trace N}: Song et al. 2019's error rate of the selected move after
 * each iteration (Figures 9 and 12), averaged over an experiment's positions, for every
 * configuration; computed by the engine's {@link ErrorRate} against the exact solver.
 *
 * <p>Song et al. count b iterations of the UCT and pure MCTS solvers, which add one node an
 * iteration, as one PN iteration, which adds b. So that every curve spans the same N PN-equivalent
 * iterations, the MCTS solvers run N x b iterations, b the number of moves at the first position's
 * root (exactly the branching on a P-game tree); the {@code pn_iteration} column gives the PN
 * equivalent of each row. The exact analysis of the positions (the correct moves) is done once
 * for all configurations. With {@code every} > 1 only the first iteration and every
 * {@code every}-th PN-equivalent iteration are written, to keep long curves small.
 */
final class ErrorCurves {
    static final List<String> COLUMNS = List.of("config", "algorithm", "iteration", "pn_iteration", "error_rate");

    private ErrorCurves() {
    }

    /**
     * Writes one CSV row a configuration and iteration ({@link #COLUMNS}) to {@code out}; {@code raiseTime} names what
     * raises the experiment's time limit, for an exact solve that runs out of it.
     */
    static void write(Compiled c, long n, long every, Appendable out, java.io.PrintStream progress, String raiseTime) {
        List<GameState> positions = c.positions().stream().map(c.game()::parse).toList();
        GameState first = positions.get(0).copy();
        int branching = first.legalMoves(new int[first.maxMoves()]);
        Limits exactLimits = new Limits(Limits.MAX_NODES, Long.MAX_VALUE, c.limits().maxMillis());
        List<boolean[]> correct;
        try {
            correct = ErrorRate.correctMoves(positions, Goal.WIN, exactLimits);
        } catch (ErrorRate.ExactRanOut e) {
            throw exactRanOut(e, exactLimits.maxMillis(), raiseTime);
        }
        ProgressBar bar = ProgressBar.on(progress, c.configs().size(), "configurations");
        try (CSVPrinter printer = RootTrace.FORMAT.builder().setHeader(COLUMNS.toArray(String[]::new)).get().print(out)) {
            for (int k = 0; k < c.configs().size(); k++) {
                AlgorithmConfig config = c.configs().get(k);
                boolean oneNode = config.algorithm() == Algorithm.UCT || config.algorithm() == Algorithm.MCTS;
                long raw = oneNode ? n * Math.max(1, branching) : n;
                Limits limits = new Limits(c.limits().maxNodes(), raw, c.limits().maxMillis());
                ErrorRate.Curve curve = ErrorRate.perIteration(config.algorithm(), config.parameters(), positions, correct,
                        Goal.WIN, limits);
                // every 1 keeps every raw iteration; else every {@code every}-th PN-equivalent one.
                long stride = every == 1 ? 1 : every * (raw / n);
                for (int i = 1; i <= curve.rate().length; i++) {
                    if (i > 1 && i % stride != 0) {
                        continue;
                    }
                    printer.printRecord(config.label(), config.algorithm().id(), i, Notation.compact(i * curve.pnRatio()),
                            Notation.compact(curve.rate()[i - 1]));
                }
                bar.show(k + 1);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        bar.finish();
    }

    /**
     * An exact solve that ran out, in words: the position in its notation, the limit that stopped it and what raises
     * that limit ({@code raiseTime}: "--max-seconds"). It read "the exact solver ran out on 371626522257".
     */
    static UsageException exactRanOut(ErrorRate.ExactRanOut ranOut, long maxMillis, String raiseTime) {
        ErrorRate.ExactRanOut.Where e = ranOut.where();
        GameState p = e.position();
        String position = p.notation().isEmpty() ? "the start of " + p.kind().displayName()
                : p.kind().displayName() + " " + p.notation();
        String stopped = switch (e.reason()) {
            case TIME -> "ran out of time (its limit, " + Notation.limit(maxMillis / 1000.0) + " s): raise " + raiseTime;
            case NODES -> "reached its node limit, " + Notation.grouped(Limits.MAX_NODES) + ", the most a solve may take: choose"
                    + " positions nearer the end of the game";
            case MEMORY -> "ran out of memory: give Java more heap (java -Xmx...)";
            default -> "stopped (" + e.reason().phrase() + ")";
        };
        return new UsageException("the error rate needs the exact answer " + (e.ofChild() ? "after each move of " : "of ")
                + position + ", but the exact solver " + stopped);
    }
}
