package org.prooflab.cli;

import java.util.List;
import java.util.Locale;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.Comparison.ConfigSummary;
import org.prooflab.classroom.domain.Comparison.PairTest;
import org.prooflab.classroom.domain.ExperimentDefinition.Compiled;
import org.prooflab.classroom.domain.TaskResult;

/**
 * The experiment's {@link Comparison} as text. First, per configuration, the shape of Primanita et
 * al. 2020, Table 2 and Figure 4: solved (the player to move wins: proved, or concluded so on the
 * precision rate), unsolved (does not win), out (a limit stopped it) and completion = (solved +
 * unsolved) / finished, with Wilson's 95% interval, the conclusions an exact result contradicts,
 * and the mean cost of a conclusion (Table 1). Then each pair of configurations on the positions
 * both finished: the positions only one concluded with McNemar's exact p, and the ratio of their
 * mean nodes on the positions both concluded with its paired bootstrap 95% interval.
 */
final class Summary {
    private Summary() {
    }

    static String table(Compiled compiled, Comparison comparison, List<TaskResult> results) {
        int width = Math.max(13, compiled.configs().stream().mapToInt(c -> c.label().length()).max().orElse(0));
        StringBuilder sb = new StringBuilder();
        String row = "%-" + width + "s %7s %9s %6s %11s %17s %6s %13s %13s %10s%n";
        sb.append(String.format(Locale.ROOT, row, "configuration", "solved", "unsolved", "out", "completion", "95% interval",
                "false", "mean nodes", "median nodes", "mean ms"));
        for (ConfigSummary s : comparison.configs()) {
            sb.append(String.format(Locale.ROOT, row, s.label(), s.proved(), s.disproved(), s.finished() - s.concluded(),
                    percent(s.concludedRate()), "[" + percent(s.wilsonLow()) + ", " + percent(s.wilsonHigh()) + "]",
                    s.falseConclusions(), whole(s.meanNodes()), whole(s.medianNodes()), whole(s.meanTimeMs())));
        }
        for (ConfigSummary s : comparison.configs()) {
            int unchecked = Comparison.uncheckedConclusions(results, s.configIndex());
            if (unchecked > 0) {
                sb.append(String.format(Locale.ROOT, "%s: %d pr conclusion%s not checked (the exact reference ran out and no "
                        + "configuration proved or disproved the position)%n", s.label(), unchecked, unchecked == 1 ? "" : "s"));
            }
        }
        if (!comparison.pairs().isEmpty()) {
            int pairWidth = Math.max(4, 2 * width + 4);
            String pairRow = "%-" + pairWidth + "s %6s %7s %7s %10s %6s %24s%n";
            sb.append(System.lineSeparator());
            sb.append(String.format(Locale.ROOT, pairRow, "A vs B", "both", "only A", "only B", "McNemar p", "both c",
                    "nodes A/B [95% interval]"));
            for (PairTest p : comparison.pairs()) {
                String names = compiled.configs().get(p.a()).label() + " vs " + compiled.configs().get(p.b()).label();
                sb.append(String.format(Locale.ROOT, pairRow, names, p.bothFinished(), p.onlyA(), p.onlyB(),
                        String.format(Locale.ROOT, "%.4g", p.mcnemarP()), p.bothConcluded(), ratio(p)));
            }
            sb.append("only A / only B: positions one concluded and the other did not; McNemar p: exact two-sided test ")
                    .append("on those; both c: positions both concluded, over which nodes A/B is compared.");
        }
        return sb.toString().stripTrailing();
    }

    private static String percent(double rate) {
        return Double.isNaN(rate) ? "-" : String.format(Locale.ROOT, "%.1f%%", 100 * rate);
    }

    private static String whole(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%,.0f", v);
    }

    private static String ratio(PairTest p) {
        if (Double.isNaN(p.nodeRatio())) {
            return "-";
        }
        return String.format(Locale.ROOT, "%.3g [%.3g, %.3g]", p.nodeRatio(), p.ratioLow(), p.ratioHigh());
    }
}
