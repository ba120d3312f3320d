package org.prooflab.cli;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.ExperimentDefinition.AlgorithmSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.LimitSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.PositionSet;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.Parameter;
import org.prooflab.engine.search.SearchParameters;

/**
 * The flag form of {@code experiment} ({@code --game connect4 --count 200 --algorithms pns,ppns ...})
 * written as an {@link ExperimentDefinition}, so that flags, definition files and presets run
 * through one path. An algorithm parameter flag ({@code --theta}, {@code --playouts}, ...) applies
 * to every algorithm it belongs to; {@code --seed} seeds the positions and the algorithms that draw
 * playouts.
 */
final class FlagDefinition {
    static final Set<String> OPTIONS = SolverOptions.with(Set.of("game", "random-moves", "tree", "count", "algorithms"));

    private FlagDefinition() {
    }

    static ExperimentDefinition of(Options o) {
        GameKind game = SolverOptions.game(o);
        int count = (int) o.getLong("count", 200, 1, 100_000);
        long seed = o.getSeed("seed", 1);
        // Checked here for the flag's own words; the definition checks them again.
        SearchParameters checked = SolverOptions.parameters(o, game);
        SearchParameters defaults = SearchParameters.defaults(game);
        List<AlgorithmSpec> specs = new ArrayList<>();
        List<Algorithm> algorithms = SolverOptions.algorithms(o.get("algorithms", "pns,mcpns,ppns"), Algorithm.compared());
        // A flag none of them reads (--theta for pns alone) is refused, as solve refuses it; --seed also draws the positions.
        SolverOptions.checkRead(o, algorithms, Set.of(Parameter.SEED.id()));
        for (Algorithm a : algorithms) {
            AlgorithmSpec spec = AlgorithmSpec.of(a.id());
            Set<String> relevant = new LinkedHashSet<>(checked.relevantTo(a).keySet());
            if (a.isRandomized()) {
                relevant.add("seed");
            }
            for (String name : ExperimentDefinition.PARAMETER_NAMES) {
                // Only what differs from the papers' defaults, as a definition written by hand would hold.
                if (o.has(name) && relevant.contains(name) && !parameter(checked, name).equals(parameter(defaults, name))) {
                    spec = spec.with(name, number(parameter(checked, name)));
                }
            }
            specs.add(spec);
        }
        long nodes = o.getLong("max-nodes", SolverOptions.DEFAULT_NODES, 1, Limits.MAX_NODES);
        double seconds = SolverOptions.seconds(o, "max-seconds", SolverOptions.DEFAULT_SECONDS);
        // 0 is no iteration limit, as in a definition (and the default)
        long iterations = o.getLong("max-iterations", 0, 0, Long.MAX_VALUE);
        String name = String.format(Locale.ROOT, "%s, %d positions, %s", game.displayName(), count,
                String.join(" / ", specs.stream().map(AlgorithmSpec::algorithm).toList()));
        return new ExperimentDefinition(name, game.id(), positions(o, game, count, seed), specs,
                new LimitSpec(nodes, seconds, iterations));
    }

    /** The flag a definition field came from, so that a problem names what was typed: {@code --max-nodes}. */
    static String flagOf(String field) {
        return switch (field) {
            case "positions.count" -> "--count";
            case "positions.plies" -> "--random-moves";
            case "positions.branching", "positions.depth", "positions.kind" -> "--tree";
            case "limits.maxNodes" -> "--max-nodes";
            case "limits.maxSeconds" -> "--max-seconds";
            case "limits.maxIterations" -> "--max-iterations";
            case "algorithms" -> "--algorithms";
            default -> field.matches("algorithms\\[\\d+](\\.algorithm)?") ? "--algorithms"
                    : field.matches("algorithms\\[\\d+]\\.[a-z-]+") ? "--" + field.substring(field.indexOf("].") + 2) : field;
        };
    }

    private static PositionSet positions(Options o, GameKind game, int count, long seed) {
        if (game == GameKind.PGAME) {
            if (o.has("random-moves")) {
                throw new UsageException("--random-moves is for connect4 and othello; P-game trees take --tree BxD");
            }
            String tree = o.get("tree", "2x20");
            int x = tree.indexOf('x');
            // Plain digits, as the P-game notation writes b and d: not "+2", nor the digits of other scripts.
            Integer b = x < 0 ? null : Notation.plainInt(tree.substring(0, x));
            Integer d = x < 0 ? null : Notation.plainInt(tree.substring(x + 1));
            if (b == null || d == null) {
                throw new UsageException("--tree " + tree + " is not allowed: write BRANCHINGxDEPTH, as in --tree 2x20");
            }
            return PositionSet.pgame(b, d, count, seed);
        }
        if (o.has("tree")) {
            throw new UsageException("--tree is for pgame; Connect Four and Othello positions take --random-moves N");
        }
        // Any whole number goes on to the definition's check, which answers in the game's range ("choose 0 to 41 for
        // Connect Four"); only what is no whole number at all is answered here, with the same range.
        int most = GameKind.mostRandomPlies(game.start());
        long moves = o.getLong("random-moves", game == GameKind.OTHELLO ? 26 : 12, Integer.MIN_VALUE, Integer.MAX_VALUE,
                "a whole number of random moves, 0 to " + most + " for " + game.displayName());
        return PositionSet.random((int) moves, count, seed);
    }

    private static Object parameter(SearchParameters p, String name) {
        return p.get(Parameter.byId(name));
    }

    private static Number number(Object v) {
        return (Number) v;
    }
}
