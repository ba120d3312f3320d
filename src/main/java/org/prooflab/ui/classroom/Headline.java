package org.prooflab.ui.classroom;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import org.prooflab.classroom.ExperimentStatus;
import org.prooflab.classroom.domain.Aggregates;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.Words;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.TaskResult;
import org.prooflab.engine.game.Notation;
import org.prooflab.ui.Durations;

/**
 * An experiment's comparison in a few sentences, above its tables: which configuration concluded the most
 * positions and whether McNemar's test tells it from the next, and which built the smallest trees and was the
 * quickest on the positions every configuration concluded (so that each is compared on the same positions). A
 * student could not say from seven sections of tables who did best.
 */
final class Headline {
    private Headline() {
    }

    /**
     * The sentences for an experiment in {@code status}: what is said of its solves so far while it may go on, in the past
     * once it is over. {@code checks} is the cross-check of each of {@code results}, in their order
     * ({@link Aggregates#checksOf}), computed once for every page watching the experiment.
     */
    static List<String> sentences(ExperimentDefinition.Compiled compiled, Comparison comparison, List<TaskResult> results,
                                  List<Aggregates.Check> checks, ExperimentStatus status) {
        List<Comparison.ConfigSummary> configs = comparison.configs();
        List<String> said = new ArrayList<>();
        if (configs.size() < 2 || configs.stream().allMatch(c -> c.finished() == 0)) {
            return said;
        }
        said.add(mostConcluded(comparison, status));
        // Right after the count it qualifies: "All 4 configurations concluded every position" counts a wrong answer too.
        long contradicted = configs.stream().filter(c -> c.falseConclusions() > 0).count();
        if (contradicted > 0) {
            said.add(configs.stream().filter(c -> c.falseConclusions() > 0)
                    .map(c -> c.label() + " " + times(c.falseConclusions()))
                    .collect(Collectors.joining(", ", "Answers the cross-check contradicts: ", "; see the cross-check below.")));
        }
        String unconfirmed = prAlone(comparison, results, checks, status);
        if (unconfirmed != null) {
            said.add(unconfirmed);
        }
        said.add(cheapest(compiled, comparison, results, checks, status));
        String perSolve = fewestPerSolve(comparison, status);
        if (perSolve != null) {
            said.add(perSolve);
        }
        long failed = results.stream().filter(TaskResult::failed).count();
        if (failed > 0) {
            said.add(failed + (failed == 1 ? " solve" : " solves") + " failed with an error on the server (its log names the "
                    + "cause) and " + (failed == 1 ? "is" : "are") + " left out of these figures, as if not run; "
                    + "Every solve lists " + (failed == 1 ? "it" : "them") + " as OUT (error).");
        }
        return said;
    }

    /**
     * The conclusions that rest on PPNS's precision rate alone, no proof or exact check confirming them, by configuration;
     * null when there are none. "PPNS (theta 0.01, pr 0.00001) concluded the most positions: 3 of 10" was said of three
     * such guesses, one after a single iteration on a position with 46 empty squares.
     */
    private static String prAlone(Comparison comparison, List<TaskResult> results, List<Aggregates.Check> checks,
                                  ExperimentStatus status) {
        java.util.Map<Integer, Integer> alone = new java.util.TreeMap<>();
        for (int i = 0; i < results.size(); i++) {
            TaskResult r = results.get(i);
            if (!r.failed() && "OUT".equals(r.outcome()) && r.prConclusion() != null && checks.get(i) == Aggregates.Check.UNCHECKED) {
                alone.merge(r.configIndex(), 1, Integer::sum);
            }
        }
        if (alone.isEmpty()) {
            return null;
        }
        List<String> each = new ArrayList<>();
        for (Comparison.ConfigSummary c : comparison.configs()) {
            Integer n = alone.get(c.configIndex());
            if (n != null) {
                each.add(n == c.concluded() ? (n == 1 ? "the only conclusion of " : "all " + Notation.grouped(n) + " conclusions of ")
                        + c.label() : Notation.grouped(n) + " of the " + Notation.grouped(c.concluded()) + " conclusions of " + c.label());
            }
        }
        return "Resting on the precision rate pr alone, no proof or exact check confirming them" + (status.finished() ? "" : " so far")
                + ": " + Words.all(each) + "; such a conclusion may be wrong, see the cross-check below.";
    }

    /**
     * Who spent the fewest nodes a solve over every solve, as Primanita et al.'s Table 1 averages ("What a solve cost"):
     * the paper's finding for pr 0.001, which the sentences on the positions all concluded cannot show. Null until every
     * configuration has finished the same positions, when every solve concluded (the sentence before says it) or none
     * did (fewest nodes then says nothing of cost), and when all spent alike.
     */
    static String fewestPerSolve(Comparison comparison, ExperimentStatus status) {
        List<Comparison.ConfigSummary> cs = comparison.configs();
        if (!status.finished() || cs.size() < 2 || cs.stream().map(Comparison.ConfigSummary::finished).distinct().count() > 1
                || cs.getFirst().finished() == 0 || cs.stream().allMatch(c -> c.concluded() == c.finished())
                || cs.stream().allMatch(c -> c.concluded() == 0)) {
            return null;
        }
        String least = Notation.mean(cs.stream().mapToDouble(Comparison.ConfigSummary::solveMeanNodes).min().orElseThrow());
        List<String> who = cs.stream().filter(c -> Notation.mean(c.solveMeanNodes()).equals(least))
                .map(Comparison.ConfigSummary::label).toList();
        if (who.size() == cs.size()) {
            return null;
        }
        return "Over every solve, a stopped one counting what it spent, as Primanita et al. 2020 average in their Table 1, "
                + Words.all(who) + (who.size() == 1 ? " spent" : " each spent") + " the fewest nodes (mean " + least + ").";
    }

    private static String mostConcluded(Comparison comparison, ExperimentStatus status) {
        List<Comparison.ConfigSummary> ranked = comparison.configs().stream()
                .sorted(Comparator.comparingInt(Comparison.ConfigSummary::concluded).reversed()).toList();
        Comparison.ConfigSummary best = ranked.get(0);
        List<Comparison.ConfigSummary> tied = ranked.stream().filter(c -> c.concluded() == best.concluded()).toList();
        String who = Words.all(tied.stream().map(Comparison.ConfigSummary::label).toList());
        if (best.concluded() == 0) {
            return nothingConcluded(status);
        }
        String count = Notation.grouped(best.concluded()) + " of " + Notation.grouped(best.finished());
        String most = who + " concluded the most positions: " + count;
        // While an experiment runs, those tied may have finished different numbers of solves: "All 4 concluded the same
        // number of positions: 1 of 2" was said where three of them had finished 1.
        boolean sameFinished = tied.stream().allMatch(c -> c.finished() == best.finished());
        String eachOf = Notation.grouped(best.concluded()) + " each, of the solves each finished: "
                + Words.all(tied.stream().map(c -> c.label() + " " + Notation.grouped(c.finished())).toList());
        if (tied.size() == ranked.size()) {
            String all = (tied.size() == 2 ? "Both" : "All " + tied.size()) + " configurations concluded ";
            if (!sameFinished) {
                return all + "the same number of positions, " + eachOf + ".";
            }
            boolean every = best.concluded() == best.finished();
            return all + (every ? "every position: " : "the same number of positions: ") + count + ".";
        }
        if (tied.size() > 1) {
            return sameFinished ? most + " each." : who + " concluded the most positions, " + eachOf + ".";
        }
        // The next is the next that ran: "next, PPNS concluded 0, which McNemar's test cannot tell apart from it" was said
        // of a configuration that a cancel stopped before it finished a solve.
        List<Comparison.ConfigSummary> ran = ranked.stream().skip(1).filter(c -> c.finished() > 0).toList();
        if (ran.isEmpty()) {
            List<String> idle = ranked.stream().filter(c -> c.finished() == 0).map(Comparison.ConfigSummary::label).toList();
            return most + "; " + Words.all(idle) + " finished no solve" + (status.finished() ? "." : " yet.");
        }
        Comparison.ConfigSummary next = ran.get(0);
        // All those tied there: "next, PNS concluded 2" left out MCPNS and PPNS, which concluded 2 too.
        List<Comparison.ConfigSummary> nextTied = ran.stream().filter(c -> c.concluded() == next.concluded()).toList();
        String then = "; next, " + Words.all(nextTied.stream().map(Comparison.ConfigSummary::label).toList()) + " concluded "
                + Notation.grouped(next.concluded()) + (nextTied.size() > 1 ? " each" : "");
        List<Double> ps = new ArrayList<>();
        for (Comparison.ConfigSummary c : nextTied) {
            comparison.pairs().stream()
                    .filter(p -> p.a() == best.configIndex() && p.b() == c.configIndex() || p.b() == best.configIndex() && p.a() == c.configIndex())
                    .filter(p -> !Double.isNaN(p.mcnemarP()))
                    .findFirst().ifPresent(p -> ps.add(p.mcnemarP()));
        }
        if (ps.size() < nextTied.size()) {
            return most + then + ".";
        }
        boolean each = nextTied.size() > 1;
        // "p ≥ 1.00" where every pair's p is 1: a bound only where the p differ.
        boolean alike = alike(ps);
        double largest = ps.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double smallest = ps.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        // p as the pairs' table below writes it
        if (largest < 0.05) {
            return most + then + String.format(Locale.ROOT, ", a difference McNemar's test finds unlikely to be chance%s (p %s %.3g).",
                    each ? " for each" : "", each && !alike ? "\u2264" : "=", largest);
        }
        if (smallest >= 0.05) {
            return most + then + String.format(Locale.ROOT, ", which McNemar's test cannot tell apart from it (p %s %.3g).",
                    each && !alike ? "\u2265" : "=", smallest);
        }
        return most + then + "; McNemar's test tells some of them apart from it and not others (Pairs, below).";
    }

    /**
     * Said when every solve that finished was stopped by a limit (at least one finished): "so far" while more may come,
     * which a finished or cancelled experiment's page said for good.
     */
    private static String nothingConcluded(ExperimentStatus status) {
        return switch (status) {
            case RUNNING, PAUSED -> "No configuration has concluded a position: every solve so far was stopped by a limit.";
            case DONE -> "No configuration concluded a position: every solve was stopped by a limit.";
            case CANCELLED -> "No configuration concluded a position: every solve it ran before it was cancelled was stopped by a limit.";
        };
    }

    /**
     * The smallest trees and the quickest solves, on the positions every configuration concluded, less those where the
     * cross-check contradicts an answer: a wrong pr conclusion reached in 50 nodes made its configuration "the smallest".
     */
    private static String cheapest(ExperimentDefinition.Compiled compiled, Comparison comparison, List<TaskResult> results,
                                   List<Aggregates.Check> checks, ExperimentStatus status) {
        int configs = compiled.configs().size();
        TaskResult[][] byPosition = new TaskResult[compiled.positions().size()][configs];
        results.forEach(r -> byPosition[r.positionIndex()][r.configIndex()] = r);
        java.util.Set<TaskResult> wrong = new java.util.HashSet<>();
        for (int i = 0; i < results.size(); i++) {
            if (checks.get(i) == Aggregates.Check.CONTRADICTED) {
                wrong.add(results.get(i));
            }
        }
        List<TaskResult[]> common = new ArrayList<>();
        int leftOut = 0;
        for (TaskResult[] row : byPosition) {
            boolean all = true;
            boolean anyWrong = false;
            for (TaskResult r : row) {
                all &= r != null && r.concluded();
                anyWrong |= r != null && wrong.contains(r);
            }
            if (all && anyWrong) {
                leftOut++;
            } else if (all) {
                common.add(row);
            }
        }
        if (common.isEmpty() && leftOut > 0) {
            return "On every position all configurations concluded, the cross-check contradicts an answer, so their costs are "
                    + "not compared here.";
        }
        if (common.isEmpty()) {
            // "Compared in pairs below" pointed at a table whose every pair had no position both concluded.
            return comparison.pairs().stream().anyMatch(p -> p.bothConcluded() > 0)
                    ? "No position was concluded by every configuration, so their costs are compared in pairs below."
                    : "No position was concluded by two configurations, so their costs cannot be compared"
                    + (status.finished() ? "." : " yet.");
        }
        List<Integer> smallest = leastMean(common, configs, TaskResult::nodes);
        List<Integer> quickest = leastMean(common, configs, TaskResult::timeMs);
        String without = leftOut == 0 ? "" : " (leaving out " + (leftOut == 1 ? "the one" : "the " + Notation.grouped(leftOut))
                + " where the cross-check contradicts an answer)";
        String on = common.size() == 1 ? "On the one position every configuration concluded" + without + ", "
                : "On the " + Notation.grouped(common.size()) + " positions every configuration concluded" + without + ", ";
        // Of two, "the smaller" and "the quicker"; several alike "the same mean" ("trees as small" left the comparison open).
        String nodes = Notation.mean(mean(common, smallest.get(0), TaskResult::nodes)) + " nodes";
        // Some of them alike are still the smallest: "X and Y built trees of the same mean size" left out that no other's
        // were as small.
        String trees = names(compiled, smallest) + (smallest.size() == 1
                ? " built the " + (configs == 2 ? "smaller" : "smallest") + " trees (mean " + nodes + ")"
                : smallest.size() == configs ? " built trees of the same mean size (" + nodes + ")"
                : " built the smallest trees, of the same mean size (" + nodes + ")");
        String meanTime = meanTime(mean(common, quickest.get(0), TaskResult::timeMs));
        String time = (quickest.size() == 1 ? " was the " + (configs == 2 ? "quicker" : "quickest") + " (mean " + meanTime + ")"
                : quickest.size() == configs ? " took the same mean time (" + meanTime + ")"
                : " were the quickest, in the same mean time (" + meanTime + ")") + timesTested(compiled, common, quickest);
        String quick = smallest.equals(quickest) ? " and" + time : "; " + names(compiled, quickest) + time;
        return on + trees + quick + ".";
    }


    /**
     * Whether the quickest's lead is more than chance: Wilcoxon's signed-rank test in the direction of the means, doubled ({@link Comparison#quickerP}), of its times against each
     * other configuration's on the positions all concluded. It was named the quickest on means a few hundredths of a
     * millisecond apart, within a clock's noise. Where several share the least mean, a lead over another is claimed only
     * when each of them has it.
     */
    static String timesTested(ExperimentDefinition.Compiled compiled, List<TaskResult[]> common, List<Integer> quickest) {
        int configs = compiled.configs().size();
        if (quickest.size() == configs) {
            return "";
        }
        String its = quickest.size() == 1 ? "its" : "their";
        if (common.size() < Comparison.FEWEST_TO_TELL) {
            return ", though on fewer than " + Comparison.FEWEST_TO_TELL + " positions Wilcoxon's signed-rank test cannot tell "
                    + its + " times from " + (configs - quickest.size() == 1 ? "the other's" : "the others'");
        }
        List<String> apart = new ArrayList<>();
        List<String> notApart = new ArrayList<>();
        List<Double> notApartP = new ArrayList<>();
        List<Double> apartP = new ArrayList<>();
        for (int k = 0; k < configs; k++) {
            if (quickest.contains(k)) {
                continue;
            }
            double p = 0;
            for (int q : quickest) {
                p = Math.max(p, Comparison.quickerP(times(common, q), times(common, k)));
            }
            if (p < 0.05) {
                apart.add(compiled.configs().get(k).label());
                apartP.add(p);
            } else {
                // NaN (no p could be computed) counts as not told apart.
                notApart.add(compiled.configs().get(k).label());
                notApartP.add(p);
            }
        }
        if (!notApart.isEmpty()) {
            boolean known = notApartP.stream().noneMatch(p -> Double.isNaN(p));
            // The others it does tell apart are said too: PNS's lead over PPNS (5 ms against 90) went unsaid beside
            // "cannot tell its times from those of df-pn".
            return ", though Wilcoxon's signed-rank test cannot tell " + its + " times from those of " + Words.all(notApart)
                    + (known ? " (p " + pText(notApartP, true) + ")" : "")
                    + (apartP.isEmpty() ? "" : "; it finds " + its + " lead over " + Words.all(apart) + " unlikely to be chance (p "
                    + pText(apartP, false) + ")");
        }
        return ", a lead over " + (apart.size() == 1 ? apart.get(0) : "each of the others")
                + " that Wilcoxon's signed-rank test finds unlikely to be chance (p " + pText(apartP, false) + ")";
    }

    private static double[] times(List<TaskResult[]> rows, int config) {
        return rows.stream().mapToDouble(r -> r[config].timeMs()).toArray();
    }

    /**
     * "= 0.250" where every p is alike, else a bound: "\u2265 0.250" with the smallest ({@code atLeast}), "\u2264 0.0100" with
     * the largest; "< 0.001" below that (1.86e-09 it wrote).
     */
    private static String pText(List<Double> ps, boolean atLeast) {
        double p = atLeast ? ps.stream().mapToDouble(Double::doubleValue).min().orElseThrow()
                : ps.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        if (p < 0.001) {
            return "< 0.001";
        }
        return String.format(Locale.ROOT, "%s %.3g", alike(ps) ? "=" : atLeast ? "\u2265" : "\u2264", p);
    }

    /** True when every p reads the same to three figures, as written: 0.149 and 0.14899999 are not a bound "p \u2265 0.149". */
    private static boolean alike(List<Double> ps) {
        return ps.stream().map(p -> String.format(Locale.ROOT, "%.3g", p)).distinct().count() == 1;
    }

    /** Configurations named in a sentence: every one of them said as such ("all 8 configurations"), not eight names. */
    private static String names(ExperimentDefinition.Compiled compiled, List<Integer> configs) {
        int all = compiled.configs().size();
        if (configs.size() == all && all > 1) {
            return all == 2 ? "both configurations" : "all " + all + " configurations";
        }
        return Words.all(configs.stream().map(k -> compiled.configs().get(k).label()).toList());
    }

    /**
     * The quickest's mean time as this sentence writes it: to two figures under a millisecond ("0.068 ms": the tables
     * write every such mean "< 1 ms", which named no quickest), to three up to a second ("7.02 ms": "PPNS was the
     * quickest (mean 7 ms)" stood beside Pure MCTS's 7 ms in the tables), in seconds beyond, as the tables write them.
     */
    static String meanTime(double millis) {
        return millis >= 1 && millis < 999.5 ? Notation.figures(millis, 3) + "\u00a0ms" : Durations.fine(millis);
    }

    /** The configurations of the least mean cost, all of them when several share it (equal times of 0 ms named one). */
    private static List<Integer> leastMean(List<TaskResult[]> rows, int configs, ToDoubleFunction<TaskResult> cost) {
        double least = Double.POSITIVE_INFINITY;
        List<Integer> best = new ArrayList<>();
        for (int k = 0; k < configs; k++) {
            double m = mean(rows, k, cost);
            if (m < least) {
                least = m;
                best.clear();
            }
            if (m == least) {
                best.add(k);
            }
        }
        return best;
    }

    private static double mean(List<TaskResult[]> rows, int config, ToDoubleFunction<TaskResult> cost) {
        return rows.stream().mapToDouble(r -> cost.applyAsDouble(r[config])).average().orElse(Double.NaN);
    }

    private static String times(int n) {
        return n == 1 ? "once" : n == 2 ? "twice" : Notation.grouped(n) + " times";
    }
}
