package org.prooflab.classroom.domain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.prooflab.engine.game.GameKind;

/**
 * The figures the papers draw from an experiment's results, computed once for the web page, the JSON
 * export and the command line's summary. Works on partial results (a running experiment) and counts a
 * task delivered twice once.
 *
 * <ul>
 * <li>{@link #outcomes}: solved / unsolved / out per configuration (Primanita et al. 2020, Figure 4), with the
 *     conclusions the cross-check contradicts and Wilson's 95% interval on the share concluded;</li>
 * <li>{@link #stages}: completion by stage, the plies from the start ({@link org.prooflab.engine.game.GameState#plies()}):
 *     concluded of finished per configuration (their Table 2);</li>
 * <li>{@link #cactus}: per configuration, the nodes and the times of its concluded solves in increasing order, so
 *     "positions concluded within n nodes / t seconds" can be drawn as solver competitions draw it;</li>
 * <li>{@link #song}: average iterations, PN-equivalent iterations and time per configuration over the solves that
 *     proved or disproved the root (Song et al. 2019, Figures 7-8 and 10-11);</li>
 * <li>{@link #crossCheck}: every answer compared between configurations and with the exact checks of precision-rate
 *     conclusions, each disagreement listed.</li>
 * </ul>
 */
public record Aggregates(List<Outcomes> outcomes, List<Stage> stages, List<Cactus> cactus, List<SongAverage> song,
                         CrossCheck crossCheck) {

    /**
     * One configuration's outcomes (Primanita et al. 2020, Figure 4).
     *
     * @param solved       answer "the player to move wins" (a proof or a pr conclusion)
     * @param unsolved     answer "does not win"
     * @param out          stopped by a limit without an answer
     * @param contradicted answers the cross-check contradicts ({@link Check#CONTRADICTED}), counted among the solved and
     *                     unsolved too
     * @param contradictedWins those of them that answered "wins" (counted among the solved)
     * @param wilsonLow    lower end of Wilson's 95% interval on (solved + unsolved) / finished; NaN when none finished
     */
    public record Outcomes(int configIndex, String label, int finished, int solved, int unsolved, int out, int contradicted,
                           int contradictedWins, double wilsonLow, double wilsonHigh) {
        public int concluded() {
            return solved + unsolved;
        }

        /** Wins the cross-check does not contradict: the wins a stacked bar shows apart from the contradicted. */
        public int uncontradictedWins() {
            return solved - contradictedWins;
        }

        /** No wins the cross-check does not contradict. */
        public int uncontradictedNoWins() {
            return unsolved - (contradicted - contradictedWins);
        }

        public double rate() {
            return finished == 0 ? Double.NaN : (double) concluded() / finished;
        }
    }

    /** One stage (plies from the start) and, per configuration in order, its completion. */
    public record Stage(int plies, int positions, List<Completion> completion) {
    }

    /** Concluded of finished for one configuration at one stage, with Wilson's 95% interval. */
    public record Completion(int configIndex, int finished, int concluded, double wilsonLow, double wilsonHigh) {
        public double rate() {
            return finished == 0 ? Double.NaN : (double) concluded / finished;
        }
    }

    /**
     * A configuration's concluded solves, their nodes and times each in increasing order: the i-th
     * smallest is where the curve "positions concluded" steps to i + 1. Times are in milliseconds as measured, to
     * the microsecond as each result holds them (they were rounded to whole milliseconds, so a solve of 20.4 ms
     * counted within a budget of 20 ms, and a file's times said less than its results).
     */
    public record Cactus(int configIndex, String label, long[] nodes, double[] timesMs) {
        /** Positions concluded with at most {@code nodeBudget} nodes. */
        public int withinNodes(long nodeBudget) {
            int i = Arrays.binarySearch(nodes, nodeBudget);
            if (i < 0) {
                return -i - 1;
            }
            while (i + 1 < nodes.length && nodes[i + 1] == nodeBudget) {
                i++;
            }
            return i + 1;
        }

        /** Positions concluded in at most {@code millis} milliseconds. */
        public int withinMillis(double millis) {
            int n = 0;
            while (n < timesMs.length && timesMs[n] <= millis) {
                n++;
            }
            return n;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Cactus c && c.configIndex == configIndex && c.label.equals(label)
                    && Arrays.equals(c.nodes, nodes) && Arrays.equals(c.timesMs, timesMs);
        }

        @Override
        public int hashCode() {
            return 31 * (31 * configIndex + Arrays.hashCode(nodes)) + Arrays.hashCode(timesMs);
        }

        @Override
        public String toString() {
            return "Cactus[" + label + ", nodes=" + Arrays.toString(nodes) + ", timesMs=" + Arrays.toString(timesMs) + "]";
        }
    }

    /**
     * Song et al.'s averages for one configuration, over its solves that proved or disproved the root (a pr
     * conclusion is not a proof): NaN when none did.
     *
     * @param proofs          solves that proved or disproved the root
     * @param pnIterations    mean PN-equivalent iterations; NaN when the results do not carry them
     */
    public record SongAverage(int configIndex, String label, int proofs, double iterations, double pnIterations,
                              double timeMs) {
    }

    /** How the cross-check judges one answer. */
    public enum Check {
        /** Another answer of the same or more weight on the position agrees, and none of that weight disagrees. */
        AGREES("agrees"),
        /** An answer that weighs as much or more (a proof, an exact check) says otherwise. */
        CONTRADICTED("contradicted"),
        /** No answer to compare with (or a limit stopped the solve). */
        UNCHECKED("unchecked");

        private final String word;

        Check(String word) {
            this.word = word;
        }

        /** The word the CSV and the page use. */
        public String word() {
            return word;
        }
    }

    /** One answer given on a position: by a configuration (a proof or a pr conclusion) or by the exact check. */
    public record Claim(int configIndex, String by, String answer, boolean exact) {
    }

    /** A position on which the answers differ, with every answer given on it. */
    public record Disagreement(int positionIndex, String position, List<Claim> claims) {
    }

    /**
     * The cross-check: per result (in the results' order, one per task) its {@link Check}, and the positions
     * on which the answers disagree.
     */
    public record CrossCheck(int compared, int agreeing, int contradicted, List<Disagreement> disagreements) {
        public int count() {
            return disagreements.size();
        }
    }

    /** Aggregates of {@code results} (any order, duplicates allowed) of the experiment {@code compiled}. */
    public static Aggregates of(ExperimentDefinition.Compiled compiled, List<TaskResult> results) {
        // A solve that failed on the server is left out, as Comparison leaves it out: no measure of its solver.
        List<TaskResult> rs = unique(results.stream().filter(r -> !r.failed()).toList());
        Map<Long, Check> checks = checks(rs);
        int configs = compiled.configs().size();
        List<Outcomes> outcomes = new ArrayList<>();
        List<Cactus> cactus = new ArrayList<>();
        List<SongAverage> song = new ArrayList<>();
        for (int c = 0; c < configs; c++) {
            int config = c;
            String label = compiled.configs().get(c).label();
            List<TaskResult> mine = rs.stream().filter(r -> r.configIndex() == config).toList();
            int solved = (int) mine.stream().filter(r -> "PROVED".equals(r.answer())).count();
            int unsolved = (int) mine.stream().filter(r -> "DISPROVED".equals(r.answer())).count();
            List<TaskResult> wrong = mine.stream().filter(r -> checks.get(key(r)) == Check.CONTRADICTED).toList();
            int wrongWins = (int) wrong.stream().filter(r -> "PROVED".equals(r.answer())).count();
            double[] w = mine.isEmpty() ? new double[] {Double.NaN, Double.NaN} : Comparison.wilson(mine.size(), solved + unsolved);
            outcomes.add(new Outcomes(c, label, mine.size(), solved, unsolved, mine.size() - solved - unsolved, wrong.size(),
                    wrongWins, w[0], w[1]));
            List<TaskResult> done = mine.stream().filter(TaskResult::concluded).toList();
            cactus.add(new Cactus(c, label, done.stream().mapToLong(TaskResult::nodes).sorted().toArray(),
                    done.stream().mapToDouble(TaskResult::timeMs).sorted().toArray()));
            List<TaskResult> proofs = mine.stream().filter(r -> !"OUT".equals(r.outcome())).toList();
            song.add(new SongAverage(c, label, proofs.size(), mean(proofs.stream().mapToDouble(TaskResult::iterations).toArray()),
                    mean(proofs.stream().mapToDouble(TaskResult::pnIterations).toArray()),
                    mean(proofs.stream().mapToDouble(TaskResult::timeMs).toArray())));
        }
        return new Aggregates(List.copyOf(outcomes), stages(compiled, rs), List.copyOf(cactus), List.copyOf(song),
                crossCheck(compiled, rs, checks));
    }

    /** Each task's result once (the last delivered), in (position, configuration) order. */
    static List<TaskResult> unique(List<TaskResult> results) {
        Map<Long, TaskResult> byTask = new TreeMap<>();
        for (TaskResult r : results) {
            byTask.put(key(r), r);
        }
        return List.copyOf(byTask.values());
    }

    private static long key(TaskResult r) {
        return ((long) r.positionIndex() << 32) | r.configIndex();
    }

    /** The stage of each position of the experiment: its plies from the start. */
    static int[] plies(ExperimentDefinition.Compiled compiled) {
        GameKind game = compiled.game();
        return compiled.positions().stream().mapToInt(p -> game.parse(p).plies()).toArray();
    }

    private static List<Stage> stages(ExperimentDefinition.Compiled compiled, List<TaskResult> rs) {
        int[] plies = plies(compiled);
        Map<Integer, Integer> positions = new TreeMap<>();
        for (int p : plies) {
            positions.merge(p, 1, Integer::sum);
        }
        List<Stage> stages = new ArrayList<>();
        for (Map.Entry<Integer, Integer> e : positions.entrySet()) {
            int stage = e.getKey();
            List<Completion> completion = new ArrayList<>();
            for (int c = 0; c < compiled.configs().size(); c++) {
                int config = c;
                List<TaskResult> here = rs.stream()
                        .filter(r -> r.configIndex() == config && plies[r.positionIndex()] == stage).toList();
                int concluded = (int) here.stream().filter(TaskResult::concluded).count();
                double[] w = here.isEmpty() ? new double[] {Double.NaN, Double.NaN} : Comparison.wilson(here.size(), concluded);
                completion.add(new Completion(c, here.size(), concluded, w[0], w[1]));
            }
            stages.add(new Stage(stage, e.getValue(), List.copyOf(completion)));
        }
        return List.copyOf(stages);
    }

    /**
     * The cross-check of each result, keyed by task. An answer is weighed: a proof or disproof, and the exact
     * check of a pr conclusion, are exact; a pr conclusion is not. A proof is contradicted by any other exact
     * answer that differs (two proofs that disagree are both contradicted: one solver is wrong). A pr conclusion
     * is contradicted by an exact answer that differs, or, when the position has no exact answer, by another pr
     * conclusion that differs. An answer that is not contradicted agrees when an exact answer other than its own
     * on the position is the same; else it is unchecked, as is every solve a limit stopped. A pr conclusion
     * confirms nothing, as it contradicts no proof: two pr conclusions alike, or a proof and a pr conclusion alike,
     * were said to agree, and a researcher filtering on "agrees" took conclusions nothing exact had checked as
     * checked (the summary beside them said "not checked").
     */
    static Map<Long, Check> checks(List<TaskResult> rs) {
        Map<Integer, List<TaskResult>> byPosition = new TreeMap<>();
        for (TaskResult r : rs) {
            byPosition.computeIfAbsent(r.positionIndex(), k -> new ArrayList<>()).add(r);
        }
        Map<Long, Check> checks = new LinkedHashMap<>();
        for (TaskResult r : rs) {
            checks.put(key(r), check(r, byPosition.get(r.positionIndex())));
        }
        return checks;
    }

    private static Check check(TaskResult r, List<TaskResult> samePosition) {
        if (!r.concluded()) {
            return Check.UNCHECKED;
        }
        String answer = r.answer();
        boolean proof = !"OUT".equals(r.outcome());
        List<Claim> exact = new ArrayList<>();
        List<Claim> pr = new ArrayList<>();
        for (TaskResult o : samePosition) {
            if (o != r && !"OUT".equals(o.outcome())) {
                exact.add(new Claim(o.configIndex(), null, o.outcome(), true));
            }
            if (o != r && o.prConclusion() != null && "OUT".equals(o.outcome())) {
                pr.add(new Claim(o.configIndex(), null, o.prConclusion(), false));
            }
            if (isExact(o.exactOutcome())) {
                exact.add(new Claim(-1, null, o.exactOutcome(), true));
            }
        }
        boolean exactDiffers = exact.stream().anyMatch(c -> !c.answer().equals(answer));
        boolean exactAgrees = exact.stream().anyMatch(c -> c.answer().equals(answer));
        boolean prDiffers = pr.stream().anyMatch(c -> !c.answer().equals(answer));
        if (exactDiffers || (!proof && exact.isEmpty() && prDiffers)) {
            return Check.CONTRADICTED;
        }
        return exactAgrees ? Check.AGREES : Check.UNCHECKED;
    }

    /** True for an answer that is exact: a proof or a disproof (PROVED, DISPROVED), not OUT nor a missing check. */
    static boolean isExact(String outcome) {
        return "PROVED".equals(outcome) || "DISPROVED".equals(outcome);
    }

    private static CrossCheck crossCheck(ExperimentDefinition.Compiled compiled, List<TaskResult> rs, Map<Long, Check> checks) {
        Map<Integer, List<Claim>> claims = new TreeMap<>();
        for (TaskResult r : rs) {
            List<Claim> here = claims.computeIfAbsent(r.positionIndex(), k -> new ArrayList<>());
            String label = compiled.configs().get(r.configIndex()).label();
            if (r.concluded()) {
                boolean proof = !"OUT".equals(r.outcome());
                here.add(new Claim(r.configIndex(), label + (proof ? "" : " (pr conclusion)"), r.answer(), proof));
            }
            if (isExact(r.exactOutcome())) {
                here.add(new Claim(-1, "exact check of " + label, r.exactOutcome(), true));
            }
        }
        List<Disagreement> disagreements = new ArrayList<>();
        for (Map.Entry<Integer, List<Claim>> e : claims.entrySet()) {
            if (e.getValue().stream().map(Claim::answer).distinct().count() > 1) {
                disagreements.add(new Disagreement(e.getKey(), compiled.positions().get(e.getKey()), List.copyOf(e.getValue())));
            }
        }
        int agreeing = (int) checks.values().stream().filter(c -> c == Check.AGREES).count();
        int contradicted = (int) checks.values().stream().filter(c -> c == Check.CONTRADICTED).count();
        return new CrossCheck(agreeing + contradicted, agreeing, contradicted, List.copyOf(disagreements));
    }

    /** The cross-check of each result of {@code results}, in their order: what the CSV's {@code cross_check} column says. */
    public static List<Check> checksOf(List<TaskResult> results) {
        Map<Long, Check> checks = checks(unique(results));
        return results.stream().map(r -> checks.get(key(r))).toList();
    }

    private static double mean(double[] v) {
        double[] known = Arrays.stream(v).filter(Double::isFinite).toArray();
        return known.length == 0 || known.length < v.length ? Double.NaN : Arrays.stream(known).sum() / known.length;
    }
}
