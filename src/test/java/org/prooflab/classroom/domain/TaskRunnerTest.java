package org.prooflab.classroom.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.PatternPriors;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.Solvers;

/**
 * A task's solve: the first of each algorithm on each game in a process follows an untimed warm-up (its cold start took
 * the time of some thirty solves), which changes nothing the solve reports, and teaches product propagation's priors
 * nothing.
 */
class TaskRunnerTest {

    @Test
    void the_first_solve_of_an_algorithm_on_a_game_is_warmed_up_and_reports_what_a_solve_without_one_does() {
        ExperimentDefinition.Compiled c = new ExperimentDefinition("warm", "connect4", ExperimentDefinition.PositionSet.random(14, 2, 3),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pp"), ExperimentDefinition.AlgorithmSpec.of("mcpns")),
                new ExperimentDefinition.LimitSpec(20_000, 30, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
        TaskRunner.forgetWarmUps();
        assertThat(TaskRunner.warmedUp("connect4", Algorithm.PP)).isFalse();
        long warmUps = TaskRunner.warmUpSolves();

        // Product propagation with priors learned from one task to the next: the warm-up runs without them.
        PatternPriors priors = new PatternPriors();
        TaskResult first = TaskRunner.run(c, 0, 0, SearchControl.none(), priors);
        TaskResult second = TaskRunner.run(c, 1, 0, SearchControl.none(), priors);
        assertThat(TaskRunner.warmedUp("connect4", Algorithm.PP)).isTrue();
        assertThat(TaskRunner.warmUpSolves() - warmUps).as("warm-up solves before the first, none before the second")
                .isBetween(1L, (long) TaskRunner.WARM_UP_RUNS);
        assertThat(TaskRunner.warmedUp("connect4", Algorithm.MCPNS)).isFalse();

        PatternPriors alone = new PatternPriors();
        for (TaskResult r : List.of(first, second)) {
            SearchResult direct = Solvers.productPropagation(c.configs().get(0).parameters(), alone)
                    .solve(c.game().parse(c.positions().get(r.positionIndex())), Goal.WIN, c.limits(),
                            new SearchControl(null, 60_000, false, true));
            alone.learn(direct.tree());
            assertThat(List.of(r.outcome(), r.nodes(), r.iterations())).as("position %d", r.positionIndex())
                    .isEqualTo(List.of(direct.outcome().name(), direct.nodes(), direct.iterations()));
        }
        assertThat(priors.size()).isEqualTo(alone.size()).isPositive();

        TaskResult mc = TaskRunner.run(c, 0, 1, SearchControl.none());
        SearchResult direct = Solvers.create(Algorithm.MCPNS, c.configs().get(1).parameters())
                .solve(c.game().parse(c.positions().get(0)), Goal.WIN, c.limits(), SearchControl.none());
        assertThat(List.of(mc.outcome(), mc.nodes(), mc.iterations(), mc.playouts()))
                .isEqualTo(List.of(direct.outcome().name(), direct.nodes(), direct.iterations(), direct.playouts()));
        assertThat(TaskRunner.warmedUp("connect4", Algorithm.MCPNS)).isTrue();
    }

    @Test
    void threads_starting_the_same_algorithm_at_once_warm_it_up_once_and_each_waits_for_it() throws Exception {
        // The command line's --threads: four tasks of one configuration start together.
        ExperimentDefinition.Compiled c = new ExperimentDefinition("together", "othello", ExperimentDefinition.PositionSet.random(48, 4, 5),
                List.of(ExperimentDefinition.AlgorithmSpec.of("ppns")), new ExperimentDefinition.LimitSpec(20_000, 30, 0))
                .compile(ExperimentDefinition.Caps.COMMAND_LINE);
        TaskRunner.forgetWarmUps();
        long warmUps = TaskRunner.warmUpSolves();
        java.util.concurrent.ExecutorService threads = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            java.util.concurrent.CyclicBarrier together = new java.util.concurrent.CyclicBarrier(4);
            List<java.util.concurrent.Future<TaskResult>> results = new java.util.ArrayList<>();
            for (int p = 0; p < 4; p++) {
                int position = p;
                results.add(threads.submit(() -> {
                    together.await();
                    return TaskRunner.run(c, position, 0, SearchControl.none());
                }));
            }
            for (int p = 0; p < 4; p++) {
                TaskResult r = results.get(p).get(60, java.util.concurrent.TimeUnit.SECONDS);
                SearchResult direct = Solvers.create(Algorithm.PPNS, c.configs().get(0).parameters())
                        .solve(c.game().parse(c.positions().get(p)), Goal.WIN, c.limits(), SearchControl.none());
                assertThat(List.of(r.outcome(), r.nodes(), r.iterations())).as("position %d", p)
                        .isEqualTo(List.of(direct.outcome().name(), direct.nodes(), direct.iterations()));
            }
        } finally {
            threads.shutdownNow();
        }
        assertThat(TaskRunner.warmUpSolves() - warmUps).as("one warm-up of at most three solves for the four")
                .isBetween(1L, (long) TaskRunner.WARM_UP_RUNS);
    }
}
