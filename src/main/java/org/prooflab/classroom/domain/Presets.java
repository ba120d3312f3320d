package org.prooflab.classroom.domain;

import org.prooflab.engine.game.Notation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.prooflab.classroom.domain.ExperimentDefinition.AlgorithmSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.LimitSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.PositionSet;

/**
 * The papers' setups, each in the papers' size and in a classroom size.
 *
 * <ul>
 * <li>Song, Iida and van den Herik 2019, section 4: 200 P-game trees 2 x 20 and 200 trees 8 x 8;
 *     PN-search, MCPN-search, PPN-search, the UCT solver and the pure MCTS solver, 10 playouts a new
 *     leaf for the four Monte-Carlo solvers (ProofLab's P-game default). The paper sets no limit:
 *     every tree was solved. The paper size allows the whole tree's node count, so no solve is cut
 *     by nodes, and 600 s as a guard.</li>
 * <li>Primanita, Khalid and Iida 2020, section 4.1 and Figure 4: 200 Connect Four positions of 12
 *     random plies, 35,000,000 nodes or 420 s; PNS, MCPNS (60-move playouts, the default),
 *     PPNS with theta 0.01 (their section 4.1) and PPNS with theta 0.001 and pr 0.001 (their best).</li>
 * <li>Their Table 1: the seven PPNS rows of theta x pr exactly as printed (theta 0.01 without pr,
 *     and theta 0.01 and 0.001 each with pr 0.001, 0.0001, 0.00001), on the same positions, as one
 *     sweep; and PNS, whose proofs check the pr conclusions (the classroom counts a conclusion that
 *     any proof of the same position contradicts as false).</li>
 * <li>Their Tables 2 and 3: Othello after 18, 22, 26, 32, 36 and 40 random moves, 8,000,000 nodes
 *     or 600 s; PNS, MCPNS and PPNS with theta 0.01 and pr 0.00001 (section 4.3). One preset a stage.</li>
 * </ul>
 *
 * <p>A card names each algorithm as the lab, the form's algorithm menu and the home page do ({@link
 * org.prooflab.engine.search.Algorithm#displayName()}: PN-search, not PNS), whichever paper it follows: the Song
 * cards said "PN-search" and the Primanita cards "PNS" on one page. The experiment's tables label configurations by
 * the short names ({@link AlgorithmConfig#label()}); the ids in a definition, the CSV and the JSON are the
 * algorithms' ids (pns).
 *
 * <p>The classroom sizes keep the positions' kind, the seed (they are the paper size's first
 * positions), the algorithms and their parameters, and scale down the number of positions and
 * the limits of each solve; {@link Preset#scaling()} says exactly how, and the worst case (every
 * solve stopped by its time limit, every pr conclusion checked by an exact solve of the same
 * limits).
 *
 * <p>Measured wall time of the classroom sizes on one thread (2026-11-22, the 2-core development
 * machine shared with other work, Temurin 25, {@code experiment --preset ID --threads 1}, JVM start
 * included): song-2x20 8 s, song-8x8 5 s, primanita-connect4 44 s and primanita-table1 118 s (both 2026-11-29),
 * primanita-othello-18 56 s, -22 58 s, -26 56 s, -32 45 s, -36 48 s, -40 51 s. Minutes, not hours;
 * the paper sizes are 10 to 200 times larger in positions and far larger in limits.
 *
 * <p>The Connect Four presets' classroom sizes are limited by nodes, not time: the first 30 (Table 1) and 20
 * positions of the Results page's Connect Four sweep at its 300,000 nodes, so that they give the shipped numbers to the
 * node, with 10 s a solve as a guard: on one thread of the quiet development machine the slowest solves took 1.35 s
 * (Table 1's) and 2.7 s (figure 4's, an MCPN-search solve), 118 s and 44 s in all, and 3.9 s and 4.2 s while browser
 * tests shared the machine (5 s, tried first, was too near). A server so busy that a solve takes several times as long
 * stops it at the guard, and that solve then differs (the shipped sweep itself, run with 120 s a solve while five
 * engineers shared its machine, has solves of up to 14 s). At 10 positions and 1,000,000 nodes or 3 s Table 1's
 * concluded only the positions won in one move, at the same cost in all eight configurations, and the Monte-Carlo
 * solves of both ended at the time limit, after as many nodes as the machine managed.
 */
public final class Presets {
    /** Nodes of a whole P-game tree b x d: 1 + b + ... + b^d. */
    private static long wholeTree(int b, int d) {
        long n = 0;
        long level = 1;
        for (int i = 0; i <= d; i++) {
            n += level;
            level *= b;
        }
        return n;
    }

    /**
     * The Connect Four presets' classroom limits: the nodes of the Results page's Connect Four sweep, so that their
     * numbers are the shipped ones to the node, and a time limit as a guard (see above).
     */
    private static final LimitSpec SWEEP = new LimitSpec(300_000, 10, 0);
    private static final String EXACT_CHECK = "the exact solver, which runs within the same limits and on Connect Four often runs out";

    /** A Connect Four card's words for its classroom size, the first {@code count} positions of that sweep. */
    private static String sweepStart(int count) {
        return "The classroom size is the first " + count + " positions of the sweep on the Results page, with its "
                + Notation.grouped(SWEEP.maxNodes()) + " nodes a solve: the same numbers, to the node, unless a busy server stops "
                + "a solve at its " + Notation.plain(SWEEP.maxSeconds()) + " s.";
    }

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
        presets.add(preset("song-2x20", "P-game trees 2 x 20", "Song, Iida and van den Herik 2019, section 4, series 1 (Figures 7-9)",
                "PN-search, MCPN-search, PPN-search and the UCT and pure MCTS solvers on 200 random P-game trees of "
                        + "branching 2 and depth 20, 10 playouts a new leaf: average time and iterations to prove or "
                        + "disprove the root. The paper found PPN-search fastest, in time and in iterations; ProofLab's runs "
                        + "put the pure MCTS solver first and PPN-search second (the Results page discusses it).",
                "pgame", PositionSet.pgame(2, 20, 200, 1), 40, song,
                new LimitSpec(wholeTree(2, 20), 600, 0), new LimitSpec(wholeTree(2, 20), 2, 0)));
        presets.add(preset("song-8x8", "P-game trees 8 x 8", "Song, Iida and van den Herik 2019, section 4, series 2 (Figures 10-12)",
                "The same five solvers on 200 trees of branching 8 and depth 8. The paper found PPN-search fastest "
                        + "here too; ProofLab's runs again put the pure MCTS solver first.",
                "pgame", PositionSet.pgame(8, 8, 200, 1), 20, song,
                new LimitSpec(wholeTree(8, 8), 600, 0), new LimitSpec(3_000_000, 2, 0)));
        List<AlgorithmSpec> primanita = List.of(AlgorithmSpec.of("pns"), AlgorithmSpec.of("mcpns"),
                AlgorithmSpec.of("ppns").with("theta", 0.01),
                AlgorithmSpec.of("ppns").with("theta", 0.001).with("pr", 0.001));
        presets.add(preset("primanita-connect4", "Connect Four, 12 random plies",
                "Primanita, Khalid and Iida 2020, sections 4.1-4.2 and Figure 4",
                "PN-search, MCPN-search and PPN-search (theta 0.01), and PPN-search with theta 0.001 and pr 0.001, on "
                        + "positions 12 random plies from the start. The paper concluded 122 (PN-search), 82 (MCPN-search), "
                        + "102 (PPN-search) and 135 (PPN-search with pr) of 200. A pr conclusion is not a proof: each is "
                        + "checked here against every proof of the same position and against " + EXACT_CHECK + ". "
                        + sweepStart(20),
                "connect4", PositionSet.random(12, 200, 1), 20, primanita,
                new LimitSpec(35_000_000, 420, 0), SWEEP));
        List<AlgorithmSpec> grid = new ArrayList<>();
        grid.add(AlgorithmSpec.of("ppns").with("theta", 0.01));
        for (double theta : new double[] {0.01, 0.001}) {
            for (double pr : new double[] {0.001, 0.0001, 0.00001}) {
                grid.add(AlgorithmSpec.of("ppns").with("theta", theta).with("pr", pr));
            }
        }
        // Not in Table 1: PNS's proofs check the pr conclusions on the same positions, where the
        // exact reference, run within the same limits, often runs out on Connect Four.
        grid.add(AlgorithmSpec.of("pns"));
        presets.add(preset("primanita-table1", "PPN-search theta x pr on Connect Four",
                "Primanita, Khalid and Iida 2020, Table 1 and Figure 6",
                "PPN-search in the seven configurations of Table 1: theta 0.01 without pr, and theta 0.01 and 0.001 each "
                        + "with pr 0.001, 0.0001 and 0.00001. The paper found theta 0.001 with pr 0.001 best (135 of 200 "
                        + "concluded, 174.9 s and 1,269,588 nodes on average) and warns that a pr less precise than "
                        + "theta gives false conclusions (in every row of the grid pr is as precise as theta or more, so the "
                        + "warning is about settings outside it). Every pr conclusion is checked here against every proof of the "
                        + "same position (PN-search runs beside them for that) and against " + EXACT_CHECK + ". "
                        + sweepStart(30),
                "connect4", PositionSet.random(12, 200, 1), 30, grid,
                new LimitSpec(35_000_000, 420, 0), SWEEP));
        List<AlgorithmSpec> othello = List.of(AlgorithmSpec.of("pns"), AlgorithmSpec.of("mcpns"),
                AlgorithmSpec.of("ppns").with("theta", 0.01).with("pr", 0.00001));
        for (int stage : new int[] {18, 22, 26, 32, 36, 40}) {
            boolean table2 = stage == 18 || stage == 26 || stage == 32;
            presets.add(preset("primanita-othello-" + stage, "Othello after " + stage + " random moves",
                    "Primanita, Khalid and Iida 2020, " + (table2 ? "Table 2" : "Table 3") + " (" + stage + " moves)",
                    "PN-search, MCPN-search and PPN-search (theta 0.01, pr 0.00001) on Othello positions " + stage
                            + " random moves from the start. "
                            // Table 3 has PPNS alone: the card said nothing, and PNS and MCPNS read as the paper's rows.
                            + (table2 ? "" : "The paper's Table 3 ran PPN-search alone at this stage; PN-search and MCPN-search "
                                    + "run beside it here for comparison. ")
                            + "The paper's Othello figures were measured with faults in its "
                            + "Othello code (passes, playouts); ProofLab plays the real game.",
                    "othello", PositionSet.random(stage, 200, 1), 10, othello,
                    new LimitSpec(8_000_000, 600, 0), new LimitSpec(500_000, 3, 0)));
        }
        return List.copyOf(presets);
    }

    private static Preset preset(String id, String title, String source, String description, String game,
                                 PositionSet full, int classroomCount, List<AlgorithmSpec> algorithms,
                                 LimitSpec fullLimits, LimitSpec smallLimits) {
        PositionSet small = new PositionSet(full.kind(), classroomCount, full.seed(), full.plies(), full.branching(),
                full.depth(), full.lines());
        ExperimentDefinition paper = new ExperimentDefinition(title + " (paper size)", game, full, algorithms, fullLimits);
        ExperimentDefinition classroom = new ExperimentDefinition(title + " (classroom size)", game, small, algorithms, smallLimits);
        return new Preset(id, title, source, description, scaling(small, full, algorithms, smallLimits, fullLimits),
                classroom, paper);
    }

    /**
     * "40 of 200 trees, 200,000 of 2,097,151 nodes and 2 of 600 s a solve: ..." with the worst case on one worker,
     * the exact checks of pr conclusions named, since they count in it.
     */
    static String scaling(PositionSet small, PositionSet full, List<AlgorithmSpec> algorithms, LimitSpec smallLimits,
                          LimitSpec fullLimits) {
        // A pr conclusion is checked by an exact solve within the same limits: up to twice the time.
        long checks = ExperimentDefinition.prChecks(small.count(), algorithms);
        long solves = (long) small.count() * algorithms.size();
        // "the papers' 2,097,151 nodes" when the classroom keeps the node limit ("2,097,151 of 2,097,151 nodes" read oddly)
        String nodes = smallLimits.maxNodes() == fullLimits.maxNodes()
                ? String.format(Locale.ROOT, "the papers' %,d nodes", fullLimits.maxNodes())
                : String.format(Locale.ROOT, "%,d of %,d nodes", smallLimits.maxNodes(), fullLimits.maxNodes());
        return String.format(Locale.ROOT, "%d of %d %s, %s and %s of %s s a solve: %d solves%s, %s",
                small.count(), full.count(), "pgame".equals(full.kind()) ? "trees" : "positions", nodes,
                Notation.plain(smallLimits.maxSeconds()), Notation.plain(fullLimits.maxSeconds()),
                solves, checks == 0 ? "" : " and up to " + checks + " exact checks of their pr conclusions",
                ExperimentDefinition.worstCase(solves + checks, smallLimits.maxSeconds()));
    }
}
