package org.prooflab.classroom.domain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.prooflab.classroom.domain.ExperimentDefinition.AlgorithmSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.LimitSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.PositionSet;

/**
 * The papers' setups (Song et al. 2019 on P-game trees; Primanita et al. 2020 on Connect Four and
 * Othello), each in the papers' size and in a classroom size. The classroom sizes keep the papers'
 * positions kind, algorithms and parameters and scale down the number of positions and the limits
 * of each solve, so that the worst case (every solve stopped by its time limit) takes a few
 * minutes on one job worker; the scaling is said on screen.
 */
public final class Presets {
    private static final List<Preset> ALL = build();

    private Presets() {
    }

    public static List<Preset> all() {
        return ALL;
    }

    public static Optional<Preset> byId(String id) {
        return ALL.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    private static List<Preset> build() {
        List<Preset> presets = new ArrayList<>();
        List<AlgorithmSpec> song = List.of(AlgorithmSpec.of("pns"), AlgorithmSpec.of("mcpns"), AlgorithmSpec.of("ppns"),
                AlgorithmSpec.of("uct"), AlgorithmSpec.of("mcts"));
        presets.add(preset("song-2x20", "P-game trees 2 x 20", "Song, Iida and van den Herik 2019, section 4 (P-game 2 x 20)",
                "PN-search, MCPN-search, PPN-search and the UCT and pure MCTS solvers on binary trees of depth 20: "
                        + "average time and iterations to prove the root.",
                "pgame", PositionSet.pgame(2, 20, 200, 1), PositionSet.pgame(2, 20, 40, 1), song,
                new LimitSpec(10_000_000, 600, 0), new LimitSpec(200_000, 2, 0)));
        presets.add(preset("song-8x8", "P-game trees 8 x 8", "Song, Iida and van den Herik 2019, section 4 (P-game 8 x 8)",
                "The same five solvers on trees of branching 8 and depth 8, where PPN-search's advantage is largest.",
                "pgame", PositionSet.pgame(8, 8, 200, 1), PositionSet.pgame(8, 8, 20, 1), song,
                new LimitSpec(10_000_000, 600, 0), new LimitSpec(200_000, 2, 0)));
        List<AlgorithmSpec> primanita = List.of(AlgorithmSpec.of("pns"), AlgorithmSpec.of("mcpns"), AlgorithmSpec.of("ppns"),
                AlgorithmSpec.of("ppns").with("theta", 0.001).with("pr", 0.001));
        presets.add(preset("primanita-connect4", "Connect Four, 12 random plies",
                "Primanita, Khalid and Iida 2020, section 4.2 and Figure 4",
                "PNS, MCPNS and PPNS, and PPNS with theta 0.001 and pr 0.001, on positions 12 random plies from the start. "
                        + "The paper concluded 122 (PNS), 82 (MCPNS), 102 (PPNS) and 135 (PPNS with pr) of 200.",
                "connect4", PositionSet.random(12, 200, 1), PositionSet.random(12, 20, 1), primanita,
                new LimitSpec(35_000_000, 420, 0), new LimitSpec(1_000_000, 3, 0)));
        List<AlgorithmSpec> grid = new ArrayList<>();
        for (double theta : new double[] {0.01, 0.001}) {
            for (double pr : new double[] {0, 0.001, 0.0001, 0.00001}) {
                AlgorithmSpec s = AlgorithmSpec.of("ppns").with("theta", theta);
                grid.add(pr == 0 ? s : s.with("pr", pr));
            }
        }
        presets.add(preset("primanita-table1", "PPNS theta x pr grid on Connect Four",
                "Primanita, Khalid and Iida 2020, Table 1",
                "PPNS with theta 0.01 and 0.001 and pr off, 0.001, 0.0001 and 0.00001: how the precision rate trades "
                        + "conclusions against time, and when it concludes wrongly (every pr conclusion is checked here "
                        + "against the exact solver).",
                "connect4", PositionSet.random(12, 200, 1), PositionSet.random(12, 10, 1), grid,
                new LimitSpec(35_000_000, 420, 0), new LimitSpec(1_000_000, 3, 0)));
        List<AlgorithmSpec> othello = List.of(AlgorithmSpec.of("pns"), AlgorithmSpec.of("mcpns"),
                AlgorithmSpec.of("ppns").with("pr", 0.00001));
        for (int stage : new int[] {18, 22, 26, 32, 36, 40}) {
            presets.add(preset("primanita-othello-" + stage, "Othello after " + stage + " random moves",
                    "Primanita, Khalid and Iida 2020, Table 2 (stage " + stage + ")",
                    "PNS, MCPNS and PPNS with pr 0.00001 on Othello positions " + stage + " random moves from the start.",
                    "othello", PositionSet.random(stage, 200, 1), PositionSet.random(stage, 10, 1), othello,
                    new LimitSpec(8_000_000, 600, 0), new LimitSpec(500_000, 3, 0)));
        }
        return List.copyOf(presets);
    }

    private static Preset preset(String id, String title, String source, String description, String game,
                                 PositionSet full, PositionSet small, List<AlgorithmSpec> algorithms,
                                 LimitSpec fullLimits, LimitSpec smallLimits) {
        ExperimentDefinition paper = new ExperimentDefinition(title + " (paper size)", game, full, algorithms, fullLimits);
        ExperimentDefinition classroom = new ExperimentDefinition(title + " (classroom size)", game, small, algorithms, smallLimits);
        long worstSeconds = Math.round(small.count() * algorithms.size() * smallLimits.maxSeconds());
        String scaling = String.format(Locale.ROOT, "%d of %d positions, at most %,d of %,d nodes and %s of %s s a solve: "
                        + "%d solves, at most %d min %02d s on one worker (usually far less, as most solves end early)",
                small.count(), full.count(), smallLimits.maxNodes(), fullLimits.maxNodes(), plain(smallLimits.maxSeconds()),
                plain(fullLimits.maxSeconds()), small.count() * algorithms.size(), worstSeconds / 60, worstSeconds % 60);
        return new Preset(id, title, source, description, scaling, classroom, paper);
    }

    private static String plain(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
