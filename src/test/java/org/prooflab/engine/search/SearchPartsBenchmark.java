package org.prooflab.engine.search;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.prooflab.bench.PinnedBenchmark;
import org.prooflab.cli.BenchSets;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;

/**
 * The parts of a best-first iteration, by the engine's own code, on the first bench position of
 * a set: expansion of a node (its children created, each tested for the end of the game and
 * valued: pn = dn = 1 for PNS, 60 playouts for PPNS), selection and back-propagation at one level
 * (over the root's children), and one playout as a leaf's value makes it. A selection or
 * back-propagation walks as many levels as the path is deep.
 */
public class SearchPartsBenchmark extends PinnedBenchmark {
    @Param({"pns", "ppns"})
    public String algorithm;

    private BestFirstSearch search;
    private BestFirstRule rule;

    @Setup
    public void setUp() {
        GameState root = BenchSets.positions(set)[0];
        GameKind game = BenchSets.game(set);
        search = (BestFirstSearch) Solvers.create(Algorithm.byId(algorithm), SearchParameters.defaults(game));
        search.begin(root, Goal.WIN, Limits.nodes(Limits.MAX_NODES), SearchControl.none());
        search.newTree();
        search.expand(0);
        rule = algorithm.equals("pns") ? ProofNumberRule.pns()
                : ProbabilityRule.ppns(search.params.playouts(), search.params.theta());
    }

    /** Expands the root again (its previous children are dropped); a new tree now and then bounds the memory. */
    @Benchmark
    public boolean expansion() {
        if (search.store.size() > 2_000_000) {
            search.newTree();
        }
        return search.expand(0);
    }

    @Benchmark
    public int selectionOneLevel() {
        return rule.select(search.store, 0, true);
    }

    @Benchmark
    public byte backPropagationOneLevel() {
        byte status = search.store.combinedStatus(0, true);
        rule.update(search.store, 0, true);
        return status;
    }

    @Benchmark
    public int onePlayout() {
        return search.countWinningPlayouts(1, 1, Integer.MAX_VALUE);
    }
}
