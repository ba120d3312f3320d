package org.prooflab.classroom.domain;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.PatternPriors;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.Solvers;

/**
 * Runs one task of an experiment: one algorithm configuration on one position, "does the player
 * to move win?". The web server's job and the command line both call this, so the same definition
 * and seed give the same outcomes, nodes and iterations wherever it runs. The first solve of each
 * algorithm on each game in a process follows an untimed warm-up ({@link #warmUp}).
 */
public final class TaskRunner {
    private TaskRunner() {
    }

    /**
     * The (game, algorithm) pairs this process has warmed up, or is warming up: their first solve here loads and
     * compiles the code it runs, which one P-game PNS solve measured at 20.7 ms against 0.5 to 0.8 ms for the next, so
     * a mean time of twenty small solves was three times what it was, and a comparison of times was one of cold starts.
     */
    private static final ConcurrentHashMap<String, FutureTask<Void>> WARMED = new ConcurrentHashMap<>();
    /** Warm-up solves this process has run: for a test to see them. */
    private static final java.util.concurrent.atomic.LongAdder WARM_UP_SOLVES = new java.util.concurrent.atomic.LongAdder();
    /** One warm-up solve's limits: a few cheap runs, whatever the experiment's own limits. */
    static final Limits WARM_UP = new Limits(50_000, Long.MAX_VALUE, 100);
    /** How many warm-up solves, at most, and how long all of them may take. */
    static final int WARM_UP_RUNS = 3;
    static final long WARM_UP_NANOS = 200_000_000L;

    /**
     * Before the first timed solve of {@code config}'s algorithm on this game in this process: the same solve, untimed
     * and discarded, cut to {@link #WARM_UP} and repeated at most {@link #WARM_UP_RUNS} times, none started after
     * {@link #WARM_UP_NANOS} (so at most about 0.3 s, and a little more when one iteration is long: 10,000 playouts a
     * leaf on Othello). Product propagation runs without priors here, so nothing it would learn is taught. Another
     * thread starting the same pair meanwhile waits for the warm-up to end; a warm-up that fails is left at that (the
     * timed solve then fails the same way, and says so).
     */
    private static void warmUp(ExperimentDefinition.Compiled experiment, AlgorithmConfig config, String notation) {
        FutureTask<Void> mine = new FutureTask<>(() -> {
            long start = System.nanoTime();
            for (int i = 0; i < WARM_UP_RUNS && System.nanoTime() - start < WARM_UP_NANOS; i++) {
                Solvers.create(config.algorithm(), config.parameters())
                        .solve(experiment.game().parse(notation), Goal.WIN, WARM_UP, SearchControl.none());
                WARM_UP_SOLVES.increment();
            }
        }, null);
        FutureTask<Void> first = WARMED.putIfAbsent(experiment.game().id() + " " + config.algorithm().id(), mine);
        if (first == null) {
            mine.run();
            return;
        }
        try {
            first.get();
        } catch (ExecutionException e) {
            // the timed solve fails the same way
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Forgets every warm-up, for a test that watches one happen. */
    static void forgetWarmUps() {
        WARMED.clear();
    }

    /** How many warm-up solves this process has run. */
    static long warmUpSolves() {
        return WARM_UP_SOLVES.sum();
    }

    /** Whether this process has warmed up (or is warming up) {@code algorithm} on the game of id {@code gameId}. */
    static boolean warmedUp(String gameId, Algorithm algorithm) {
        return WARMED.containsKey(gameId + " " + algorithm.id());
    }

    /**
     * Solves task ({@code positionIndex}, {@code configIndex}) of {@code experiment}. A precision-rate
     * conclusion is checked at once against the exact reference, within the same limits.
     */
    public static TaskResult run(ExperimentDefinition.Compiled experiment, int positionIndex, int configIndex,
                                 SearchControl control) {
        return run(experiment, positionIndex, configIndex, control, null);
    }

    /**
     * As {@link #run(ExperimentDefinition.Compiled, int, int, SearchControl)}, and a product-propagation
     * configuration starts its leaves from {@code priors} learned in earlier searches and teaches them
     * this search's solved nodes (Stern et al. 2007). The result then depends on the order of the
     * tasks: run them one after another. Other algorithms ignore {@code priors}; null means none.
     */
    public static TaskResult run(ExperimentDefinition.Compiled experiment, int positionIndex, int configIndex,
                                 SearchControl control, PatternPriors priors) {
        String notation = experiment.positions().get(positionIndex);
        AlgorithmConfig config = experiment.configs().get(configIndex);
        GameState position = experiment.game().parse(notation);
        warmUp(experiment, config, notation);
        SearchResult r;
        if (priors != null && config.algorithm() == Algorithm.PP) {
            // The learning needs the search's tree after it ends.
            SearchControl keep = new SearchControl(null, 60_000, false, true);
            r = Solvers.productPropagation(config.parameters(), priors).solve(position, Goal.WIN, experiment.limits(), keep);
            priors.learn(r.tree());
        } else {
            r = Solvers.create(config.algorithm(), config.parameters()).solve(position, Goal.WIN, experiment.limits(), control);
        }
        String exact = null;
        if (r.prConclusion() != null && !control.isCancelled()) {
            SearchResult e = Solvers.create(Algorithm.EXACT, SearchParameters.defaults(experiment.game()))
                    .solve(experiment.game().parse(notation), Goal.WIN, experiment.limits(), control);
            exact = e.outcome().name();
        }
        return new TaskResult(positionIndex, configIndex, notation, r.outcome().name(),
                r.prConclusion() == null ? null : r.prConclusion().name(), exact,
                r.outcome() == Outcome.OUT ? r.stopReason().id() : null, r.bestMoveText(),
                r.iterations(), r.nodes(), r.expanded(), r.playouts(), TaskResult.millis(r.elapsedNanos()),
                r.rootValue(), StoredTrace.write(r.trace()), r.pnIterations());
    }
}
