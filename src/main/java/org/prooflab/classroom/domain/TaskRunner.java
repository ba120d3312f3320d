package org.prooflab.classroom.domain;

import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.PatternPriors;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.Solvers;

/**
 * Runs one task of an experiment: one algorithm configuration on one position, "does the player
 * to move win?". The web server's job and the command line both call this, so the same definition
 * and seed give the same outcomes, nodes and iterations wherever it runs.
 */
public final class TaskRunner {
    private TaskRunner() {
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
