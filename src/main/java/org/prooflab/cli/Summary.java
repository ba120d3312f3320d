package org.prooflab.cli;

import java.util.List;
import java.util.Locale;
import org.prooflab.classroom.domain.Aggregates;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.Comparison.ConfigSummary;
import org.prooflab.classroom.domain.Comparison.PairTest;
import org.prooflab.classroom.domain.ExperimentDefinition.Compiled;
import org.prooflab.classroom.domain.TaskResult;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.Notation;

/**
 * The experiment's {@link Comparison} as text. First, per configuration, the shape of Primanita et
 * al. 2020, Table 2 and Figure 4, named as the experiment's page names them: wins (the player to
 * move wins: proved, or concluded so on the precision rate; the paper's solved), no win (a draw or a
 * loss; its unsolved), out (a limit stopped it) and completion = (wins + no wins) / finished, with Wilson's 95% interval, the conclusions an exact result contradicts,
 * the mean cost of a solve over every solve (Table 1's averages) and of a conclusion over the positions each
 * configuration concluded. Then each pair of configurations on the positions
 * both finished: the positions only one concluded with McNemar's exact p, and the ratio of their
 * mean nodes on the positions both concluded with its paired bootstrap 95% interval. Last, from the
 * {@link Aggregates}: completion by stage (or, for P-game trees, Song et al.'s averages) and the cross-check
 * with each disagreement.
 */
final class Summary {
    private Summary() {
    }

    /** The comparison's tables, then the aggregates: completion by stage or Song's averages, and the cross-check. */
    static String table(Compiled compiled, Comparison comparison, List<TaskResult> results) {
        Aggregates aggregates = Aggregates.of(compiled, results);
        StringBuilder sb = new StringBuilder(comparisonTable(compiled, comparison, results))
                .append(System.lineSeparator()).append(System.lineSeparator());
        int width = labelWidth(compiled);
        if (compiled.game() == GameKind.PGAME) {
            String row = "%-" + width + "s %8s %12s %14s %10s%n";
            sb.append("averages over the trees proved or disproved (Song et al. 2019)").append(System.lineSeparator());
            sb.append(String.format(Locale.ROOT, row, "configuration", "proofs", "iterations", "PN-equivalent", "mean ms"));
            for (Aggregates.SongAverage s : aggregates.song()) {
                sb.append(String.format(Locale.ROOT, row, s.label(), s.proofs(), decimal(s.iterations()),
                        decimal(s.pnIterations()), decimal(s.timeMs())));
            }
        } else {
            sb.append("completion by stage, concluded / finished (as Primanita et al. 2020, Table 2, give it for Othello)").append(System.lineSeparator());
            StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-" + width + "s", "configuration"));
            aggregates.stages().forEach(st -> head.append(String.format(Locale.ROOT, " %16s", st.plies() + " moves")));
            sb.append(head.toString().stripTrailing()).append(System.lineSeparator());
            for (int c = 0; c < compiled.configs().size(); c++) {
                StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-" + width + "s", compiled.configs().get(c).label()));
                for (Aggregates.Stage st : aggregates.stages()) {
                    Aggregates.Completion k = st.completion().get(c);
                    line.append(String.format(Locale.ROOT, " %16s", k.concluded() + "/" + k.finished() + " " + percent(k.rate())));
                }
                sb.append(line).append(System.lineSeparator());
            }
        }
        Aggregates.CrossCheck x = aggregates.crossCheck();
        if (x.count() == 0) {
            sb.append("cross-check: no disagreement (").append(x.compared()).append(" answers compared)");
        } else {
            sb.append("cross-check: ").append(x.count()).append(x.count() == 1 ? " disagreement" : " disagreements")
                    .append(", ").append(x.contradicted()).append(x.contradicted() == 1 ? " answer" : " answers").append(" contradicted");
            for (Aggregates.Disagreement d : x.disagreements()) {
                sb.append(System.lineSeparator()).append("  position ").append(d.positionIndex() + 1).append(" (")
                        .append(d.position()).append("): ").append(String.join("; ",
                                d.claims().stream().map(k -> k.by() + " " + k.answer()).toList()));
            }
        }
        return sb.toString().stripTrailing();
    }

    /** The first column's width: the longest configuration label, at least the heading "configuration". */
    private static int labelWidth(Compiled compiled) {
        return Math.max("configuration".length(), compiled.configs().stream().mapToInt(c -> c.label().length()).max().orElse(0));
    }

    private static String decimal(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%,.1f", v);
    }

    private static String comparisonTable(Compiled compiled, Comparison comparison, List<TaskResult> results) {
        int width = labelWidth(compiled);
        StringBuilder sb = new StringBuilder();
        String row = "%-" + width + "s %6s %7s %6s %11s %17s %12s %13s %10s %13s %13s %10s%n";
        sb.append(String.format(Locale.ROOT, row, "configuration", "wins", "no win", "out", "completion", "95% interval",
                "contradicted", "solve nodes", "solve ms", "mean nodes", "median nodes", "mean ms"));
        for (ConfigSummary s : comparison.configs()) {
            sb.append(String.format(Locale.ROOT, row, s.label(), s.proved(), s.disproved(), s.finished() - s.concluded(),
                    percent(s.concludedRate()), "[" + percent(s.wilsonLow()) + ", " + percent(s.wilsonHigh()) + "]",
                    s.falseConclusions(), mean(s.solveMeanNodes()), milliseconds(s.solveMeanTimeMs()),
                    mean(s.meanNodes()), mean(s.medianNodes()), milliseconds(s.meanTimeMs())));
        }
        sb.append("wins: the player to move wins, proved or concluded so on pr (Primanita et al. 2020's solved); no win: a draw "
                + "or a loss (their unsolved); out: a limit stopped it; completion: wins and no wins of those finished; "
                + "contradicted: conclusions the cross-check finds wrong; solve nodes and ms: means over every solve, concluded "
                + "or not, as their Table 1 averages; mean and median nodes, mean ms: over the positions each configuration "
                + "concluded, which differ from one configuration to the next.").append(System.lineSeparator());
        String pr = Comparison.prSentence(results);
        if (pr != null) {
            sb.append(pr).append(System.lineSeparator());
        }
        String unchecked = Comparison.uncheckedSentence(results, compiled.configs().stream().map(c -> c.label()).toList());
        if (unchecked != null) {
            sb.append(unchecked).append(System.lineSeparator());
        }
        if (!comparison.pairs().isEmpty()) {
            int pairWidth = Math.max(4, 2 * width + 4);
            String pairRow = "%-" + pairWidth + "s %8s %7s %7s %10s %9s %24s %10s %10s%n";
            sb.append(System.lineSeparator());
            sb.append(String.format(Locale.ROOT, pairRow, "A vs B", "finished", "only A", "only B", "McNemar p", "concluded",
                    "nodes A/B [95% interval]", "time A/B", "Wilcoxon p"));
            for (PairTest p : comparison.pairs()) {
                String names = compiled.configs().get(p.a()).label() + " vs " + compiled.configs().get(p.b()).label();
                sb.append(String.format(Locale.ROOT, pairRow, names, p.bothFinished(), p.onlyA(), p.onlyB(),
                        String.format(Locale.ROOT, "%.4g", p.mcnemarP()), p.bothConcluded(), ratio(p),
                        Double.isNaN(p.timeRatio()) ? "-" : Double.isInfinite(p.timeRatio()) ? "inf"
                                : Notation.ratio(p.timeRatio()),
                        Double.isNaN(p.timeP()) ? "-" : String.format(Locale.ROOT, "%.4g", p.timeP())));
            }
            sb.append("finished: positions both finished; only A / only B: positions one concluded and the other did not; ")
                    .append("McNemar p: exact two-sided test on those; concluded: positions both concluded, over which nodes A/B ")
                    .append("and time A/B (of the mean times) are compared; Wilcoxon p: signed-rank test that the quicker of the two ")
                    .append("on average is quicker position by position, one-sided in the direction of the means and doubled ")
                    .append("because the means chose it (1 where the positions favour the other; positions of equal times left out).");
        }
        return sb.toString().stripTrailing();
    }

    private static String percent(double rate) {
        return Double.isNaN(rate) ? "-" : String.format(Locale.ROOT, "%.1f%%", 100 * rate);
    }

    /** As the experiment's page writes a mean: "7.5" nodes, not "8" beside the page's 7.5. */
    private static String mean(double v) {
        return Double.isNaN(v) ? "-" : Notation.mean(v);
    }

    /**
     * A mean time: as a mean count from 1 ms, to three figures below it, in plain digits (0.258 and 0.00001, not 0; 0.9996
     * is 1, as the counts from 1 ms are written).
     */
    static String milliseconds(double v) {
        return Double.isNaN(v) ? "-" : v > 0 && v < 1 ? Notation.figures(v, 3) : mean(v);
    }

    private static String ratio(PairTest p) {
        if (Double.isNaN(p.nodeRatio())) {
            return "-";
        }
        // Three figures in plain digits, as the experiment's page writes them ("%.3g" wrote 3.12e-05 and 25.0).
        return Notation.ratio(p.nodeRatio()) + " [" + Notation.ratio(p.ratioLow()) + ", " + Notation.ratio(p.ratioHigh()) + "]";
    }
}
