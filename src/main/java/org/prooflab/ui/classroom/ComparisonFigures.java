package org.prooflab.ui.classroom;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.prooflab.classroom.ExperimentStatus;
import org.prooflab.classroom.domain.Aggregates;
import org.prooflab.classroom.domain.AlgorithmConfig;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.TaskResult;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.game.GameKind;
import org.prooflab.ui.Durations;

/**
 * An experiment's comparison of its configurations, as the papers compare algorithms: outcomes with their
 * intervals, what a conclusion cost, positions concluded within a budget, completion by stage (Connect Four
 * and Othello) or average iterations and time (P-game trees), the cross-check and the paired tests. Shown
 * again, whole, at every finished solve ({@link #show}).
 */
final class ComparisonFigures extends VerticalLayout {
    private final ResultTable outcomes = new ResultTable("summary", "wins, no wins and out per configuration");
    private final ComparisonChart outcomesChart = new ComparisonChart(
            "wins, no wins and out per configuration, stacked bars").countsOnY();
    private final ResultTable solveCosts = new ResultTable("solve-costs", "mean cost of a solve per configuration, every solve");
    private final ResultTable costs = new ResultTable("costs", "mean cost of a conclusion per configuration");
    private final ComparisonChart nodesChart = new ComparisonChart(
            "positions concluded against nodes, one line per configuration").countsOnY();
    private final ResultTable nodesTable = new ResultTable("cactus-nodes", "positions concluded within each node budget");
    private final ComparisonChart timeChart = new ComparisonChart(
            "positions concluded against time, one line per configuration").countsOnY();
    private final ResultTable timeTable = new ResultTable("cactus-time", "positions concluded within each time budget");
    private final Div stageSection = new Div();
    private final ResultTable stageTable = new ResultTable("stages", "completion by stage per configuration");
    private final ComparisonChart stageChart = new ComparisonChart("completion by stage, bars per configuration");
    private final Div songSection = new Div();
    private final ResultTable songTable = new ResultTable("song", "average iterations and time per configuration");
    private final ComparisonChart songIterations = new ComparisonChart("average iterations per configuration, bars");
    private final ComparisonChart songTime = new ComparisonChart("average time per configuration, bars");
    private final Paragraph crossVerdict = new Paragraph();
    /** The precision-rate conclusions nothing exact checked, as the command line's summary says them ({@link Comparison#uncheckedSentence}). */
    private final Paragraph uncheckedNote = new Paragraph();
    /** The precision-rate conclusions counted by how the cross-check judged them ({@link Comparison#prSentence}). */
    private final Paragraph prNote = new Paragraph();
    private final ResultTable disagreements = new ResultTable("disagreements", "positions on which the answers disagree");
    private final Div pairSection = new Div();
    private final ResultTable pairs = new ResultTable("pairs", "paired comparisons of configurations");
    private final Div inShort = new Div();
    /** The cactus plots and their tables, or in their place, while nothing is concluded, the words that say so. */
    private final Div cactusRow;
    private final Paragraph cactusEmpty = new Paragraph();

    ComparisonFigures() {
        setPadding(false);
        setWidthFull();
        addClassName("comparison-figures");
        nodesChart.setPlotHeight("16rem");
        timeChart.setPlotHeight("16rem");
        outcomesChart.setPlotHeight("14rem");
        stageChart.setPlotHeight("14rem");
        songIterations.setPlotHeight("14rem");
        songTime.setPlotHeight("14rem");
        crossVerdict.addClassName("cross-check-verdict");
        uncheckedNote.addClassName("cross-check-unchecked");
        prNote.addClassName("cross-check-pr");
        // full width, so the charts inside shrink with a narrow window
        stageSection.setWidthFull();
        stageSection.addClassName("stage-section");
        songSection.setWidthFull();
        songSection.addClassName("song-section");
        pairSection.setWidthFull();
        // Each chart's table says its numbers as the tables beside it write them: counts grouped, times as Durations
        // writes them, shares as whole percentages.
        outcomesChart.rowsNamed("Configuration");
        nodesChart.rowsNamed("Configuration").columns("nodes", ComparisonChart::number,
                "positions concluded", ComparisonChart::number);
        timeChart.rowsNamed("Configuration").columns("time (under 1 ms counted as 1 ms)", s -> Durations.text(1000 * s),
                "positions concluded", ComparisonChart::number);
        stageChart.rowsNamed("Stage").columns(null, ComparisonChart::number, null, v -> percent(v / 100));
        songIterations.rowsNamed("Configuration").columns(null, ComparisonChart::number, null, ComparisonFigures::decimal);
        songTime.rowsNamed("Configuration").columns(null, ComparisonChart::number, null, Durations::text);

        stageSection.add(new H2("Completion by stage"), new Paragraph("Positions concluded of those finished, per number "
                + "of moves from the start, with Wilson's 95% interval: the shape of Primanita et al. 2020's Table 2, which gives it "
                + "for Othello."),
                row(stageTable, withTable(stageChart)));
        songSection.add(new H2("Average iterations and time"), new Paragraph("Over the trees each solver proved or "
                + "disproved (Song et al. 2019, Figures 7-8 and 10-11). PN-equivalent iterations count b iterations of "
                + "the UCT and MCTS solvers, which expand one child at a time, as one PN-search iteration."),
                songTable, row(withTable(songIterations), withTable(songTime)));
        pairSection.add(new H2("Pairs"), new Paragraph("Two configurations on the same positions. McNemar's exact test looks "
                + "only at the positions one concluded and the other did not: a small p (below 0.05) says so uneven a split is "
                + "unlikely to be chance. The node ratio compares the trees' sizes on the positions both concluded, with a 95% "
                + "interval found by resampling those positions (a paired bootstrap), and their times: the ratio of the mean "
                + "times, and whether the quicker of the two on average is quicker position by position, by Wilcoxon's "
                + "signed-rank test: its one-sided p in the direction of the means, doubled because the means chose that direction, "
                + "so p is 1 where position by position the other is quicker (positions of equal times are left out); In "
                + "short uses the same test on the "
                + "positions every configuration concluded."),
                pairs);

        cactusRow = row(column(nodesChart, nodesChart.table(), nodesTable), column(timeChart, timeChart.table(), timeTable));
        cactusEmpty.addClassName("cactus-empty");
        cactusEmpty.setVisible(false);
        inShort.addClassName("in-short");
        inShort.setWidthFull();
        add(inShort, new H2("Outcomes"), new Paragraph("Wins: the player to move wins. No win: they do not (a draw or a loss). Both are "
                        + "answers: proved, or for PPNS with a precision rate pr, concluded when the root's probability came within "
                        + "pr of 1 or 0, which is not a proof. Out: a limit stopped the solve first. Primanita et al. 2020 "
                        + "(Figure 4) call wins and no wins solved and unsolved. Of them contradicted: the wins and no wins the cross-check "
                        + "below finds wrong (the bars show them apart, in red). The interval (Wilson's 95% score interval) is where the true share concluded most likely lies "
                        + "given this many positions: with few positions it is wide."),
                row(outcomes, withTable(outcomesChart)),
                new H2("What a solve cost"), new Paragraph("Means over every solve of each configuration, concluded or "
                        + "not: a solve a limit stopped counts the nodes and time it spent, most often its whole budget, so a "
                        + "configuration that concludes more positions also tends to cost less here. Primanita et al. 2020 average so "
                        + "in their Table 1, over all their positions, so that once every solve has finished each configuration is "
                        + "measured on the same positions (while solves run, each on those it has finished)."),
                solveCosts,
                new H2("What a conclusion cost"), new Paragraph("Means over the positions each configuration concluded. "
                        + "They are not the same positions from one configuration to the next: one that concludes more, "
                        + "harder positions can look dearer here while it is cheaper above (Pairs, below, compares two "
                        + "configurations on the positions both concluded). Nodes: the nodes created; visited: the nodes "
                        + "expanded (whose children were made; df-pn and df-PPNS count each time they make them again), and "
                        + "for the UCT and MCTS solvers the nodes valued for the first time, one an iteration; iterations: the "
                        + "descents from the root."),
                costs,
                new H2("Positions concluded within a budget"), new Paragraph("One step per concluded position, as solver "
                        + "competitions plot it: the higher and further left a line, the more positions with fewer nodes "
                        + "or less time."),
                cactusEmpty, cactusRow,
                stageSection, songSection,
                new H2("Cross-check"), new Paragraph("Every answer is compared with the other configurations' answers on "
                        + "the same position and with the exact solver's check of each precision-rate conclusion."),
                crossVerdict, prNote, uncheckedNote, disagreements,
                pairSection);
    }

    private static Div row(Component... parts) {
        Div row = new Div(parts);
        row.addClassName("figure-row");
        return row;
    }

    /** A chart with its data's table directly under it, as one part of a row. */
    private static Div withTable(ComparisonChart chart) {
        Div part = new Div(chart, chart.table());
        part.addClassName("chart-with-table");
        return part;
    }

    private static Div column(Component... parts) {
        Div column = new Div(parts);
        column.addClassName("figure-column");
        return column;
    }

    private static final String SOLVED_COLOR = "#2b8a3e";
    private static final String UNSOLVED_COLOR = "#1676f3";
    private static final String OUT_COLOR = "#adb5bd";
    private static final String CONTRADICTED_COLOR = "#c92a2a";
    private static final int BUDGET_COLUMNS = 5;

    /**
     * Every sentence, table and chart anew, from the results so far, their cross-check (one a result, in their order),
     * comparison and aggregates, for an experiment in {@code status}; {@code allIn} when every solve of the experiment
     * has finished. What is said "so far" while solves may still come is said for good once none will: every solve
     * finished, or the experiment cancelled.
     */
    void show(ExperimentDefinition.Compiled compiled, List<TaskResult> results, List<Aggregates.Check> checks,
              Comparison comparison, Aggregates a, ExperimentStatus status, boolean allIn) {
        boolean over = allIn || status.finished();
        List<String> said = Headline.sentences(compiled, comparison, results, checks, status);
        inShort.removeAll();
        inShort.setVisible(!said.isEmpty());
        if (!said.isEmpty()) {
            inShort.add(new H2(over ? "In short" : "In short, so far"));
            said.forEach(s -> inShort.add(new Paragraph(s)));
        }
        List<String> labels = compiled.configs().stream().map(AlgorithmConfig::label).toList();
        List<List<ResultTable.Cell>> rows = new ArrayList<>();
        for (Aggregates.Outcomes o : a.outcomes()) {
            // Of them contradicted beside the wins and no wins it counts from, not after Out; in the bars' order.
            rows.add(List.of(ResultTable.Cell.of(o.label()), ResultTable.Cell.of(o.solved()), ResultTable.Cell.of(o.unsolved()),
                    ResultTable.Cell.marked(o.contradicted(), o.contradicted() > 0 ? "bad" : null), ResultTable.Cell.of(o.out()),
                    ResultTable.Cell.of(o.concluded() + " of " + o.finished() + " (" + percent(o.rate()) + ", "
                            + interval(o.wilsonLow(), o.wilsonHigh()) + ")")));
        }
        // soft hyphens let the long headings break on a phone
        outcomes.show(List.of("Configuration", "Wins", "No win", "Of them contra\u00addicted", "Out",
                "Concluded (95% interval)"), rows);
        // Each solve once in its bar: a contradicted answer is its own red part, not also a win or a no win (the table's
        // wins and no wins count it, and its last column says how many of them the cross-check contradicts).
        // Named apart from the table's Wins and No win, which count the contradicted too.
        boolean anyContradicted = a.outcomes().stream().anyMatch(o -> o.contradicted() > 0);
        String apart = anyContradicted ? " (not contradicted)" : "";
        List<ComparisonChart.Bars> outcomeBars = new ArrayList<>(List.of(
                new ComparisonChart.Bars("wins" + apart, SOLVED_COLOR, a.outcomes().stream().map(o -> (double) o.uncontradictedWins()).toList()),
                new ComparisonChart.Bars("no win" + apart, UNSOLVED_COLOR, a.outcomes().stream().map(o -> (double) o.uncontradictedNoWins()).toList())));
        if (anyContradicted) {
            outcomeBars.add(new ComparisonChart.Bars("contradicted", CONTRADICTED_COLOR,
                    a.outcomes().stream().map(o -> (double) o.contradicted()).toList()));
        }
        outcomeBars.add(new ComparisonChart.Bars("out", OUT_COLOR, a.outcomes().stream().map(o -> (double) o.out()).toList()));
        outcomesChart.showBars("positions", false, true, labels, outcomeBars);

        rows = new ArrayList<>();
        for (Comparison.ConfigSummary s : comparison.configs()) {
            rows.add(List.of(ResultTable.Cell.of(s.label()), ResultTable.Cell.of(String.valueOf(s.finished())),
                    ResultTable.Cell.of(number(s.solveMeanNodes())), ResultTable.Cell.of(Durations.text(s.solveMeanTimeMs()))));
        }
        solveCosts.show(List.of("Configuration", "Solves", "Mean nodes", "Mean time"), rows);

        rows = new ArrayList<>();
        for (Comparison.ConfigSummary s : comparison.configs()) {
            rows.add(List.of(ResultTable.Cell.of(s.label()), ResultTable.Cell.of(number(s.meanNodes())),
                    ResultTable.Cell.of(number(s.medianNodes())), ResultTable.Cell.of(number(s.meanExpanded())),
                    ResultTable.Cell.of(number(s.meanIterations())), ResultTable.Cell.of(Durations.text(s.meanTimeMs()))));
        }
        costs.show(List.of("Configuration", "Mean nodes", "Median nodes", "Mean visited", "Mean iterations", "Mean time"), rows);

        double positions = compiled.positions().size();
        nodesChart.show("nodes (log scale)", "positions concluded", true, true, 0.0, positions, Figures.concludedByNodes(a));
        timeChart.show(Figures.TIME_AXIS, "positions concluded", true, true, 0.0, positions, Figures.concludedByTime(a));
        cactusTable(nodesTable, a, true, compiled.limits().maxNodes());
        cactusTable(timeTable, a, false, compiled.limits().maxMillis());
        // With no step to draw, the charts' axes (1 to 10 nodes, 1 to 10 s) meant nothing and their budgets were all 0:
        // words say so instead, and the charts (drawn all the same, with their tables) come back with the first step.
        String nothing = Figures.nothingToPlot(a, over);
        cactusEmpty.setText(nothing == null ? "" : nothing);
        cactusEmpty.setVisible(nothing != null);
        cactusRow.setVisible(nothing == null);

        boolean pgame = compiled.game() == GameKind.PGAME;
        stageSection.setVisible(!pgame);
        if (!pgame) {
            List<String> headings = new ArrayList<>(List.of("Configuration"));
            a.stages().forEach(st -> headings.add(st.plies() + (st.plies() == 1 ? " move (" : " moves (") + st.positions() + (st.positions() == 1 ? " position)" : " positions)")));
            rows = new ArrayList<>();
            for (int c = 0; c < labels.size(); c++) {
                List<ResultTable.Cell> row = new ArrayList<>(List.of(ResultTable.Cell.of(labels.get(c))));
                for (Aggregates.Stage st : a.stages()) {
                    Aggregates.Completion k = st.completion().get(c);
                    row.add(ResultTable.Cell.of(k.concluded() + " / " + k.finished() + " (" + percent(k.rate()) + ", "
                            + interval(k.wilsonLow(), k.wilsonHigh()) + ")"));
                }
                rows.add(row);
            }
            stageTable.show(headings, rows);
            List<ComparisonChart.Bars> bars = new ArrayList<>();
            for (int c = 0; c < labels.size(); c++) {
                int config = c;
                bars.add(new ComparisonChart.Bars(labels.get(c), null,
                        a.stages().stream().map(st -> 100 * st.completion().get(config).rate()).toList(),
                        a.stages().stream().map(st -> new double[] {100 * st.completion().get(config).wilsonLow(),
                                100 * st.completion().get(config).wilsonHigh()}).toList()));
            }
            // A share: the axis runs 0 to 100 whatever the bars, and each bar carries its Wilson interval.
            stageChart.showBars("% concluded", false, false, 0.0, 100.0,
                    a.stages().stream().map(st -> st.plies() + " moves").toList(), bars);
        }

        songSection.setVisible(pgame);
        if (pgame) {
            rows = new ArrayList<>();
            for (Aggregates.SongAverage s : a.song()) {
                rows.add(List.of(ResultTable.Cell.of(s.label()), ResultTable.Cell.of(s.proofs()),
                        ResultTable.Cell.of(decimal(s.iterations())), ResultTable.Cell.of(decimal(s.pnIterations())),
                        ResultTable.Cell.of(Durations.text(s.timeMs()))));
            }
            songTable.show(List.of("Configuration", "Proved or disproved", "Mean iterations", "Mean PN-equivalent iterations",
                    "Mean time"), rows);
            songIterations.showBars("mean iterations (log scale)", true, false, labels, List.of(
                    new ComparisonChart.Bars("iterations", null, a.song().stream().map(Aggregates.SongAverage::iterations).toList()),
                    new ComparisonChart.Bars("PN-equivalent iterations", null,
                            a.song().stream().map(Aggregates.SongAverage::pnIterations).toList())));
            songTime.showBars("mean time (ms)", false, false, labels, List.of(
                    new ComparisonChart.Bars("time (ms)", "#e8590c", a.song().stream().map(Aggregates.SongAverage::timeMs).toList())));
        }

        Aggregates.CrossCheck x = a.crossCheck();
        // "No disagreement" alone left out what no one checked: a pr conclusion whose position nothing proved or disproved.
        String unchecked = Comparison.uncheckedSentence(results, labels);
        String pr = Comparison.prSentence(results);
        prNote.setText(pr == null ? "" : pr);
        prNote.setVisible(pr != null);
        uncheckedNote.setText(unchecked == null ? "" : unchecked);
        uncheckedNote.setVisible(unchecked != null);
        crossVerdict.removeClassName("bad");
        if (x.count() == 0) {
            crossVerdict.setText(x.compared() == 0 ? (over ? "No disagreement: no position has two answers to compare."
                    : "No disagreement (no two answers to compare yet).")
                    : String.format(Locale.ROOT, "No disagreement: %d answers compared, all agree.", x.compared()));
            disagreements.setVisible(false);
        } else {
            crossVerdict.addClassName("bad");
            crossVerdict.setText(String.format(Locale.ROOT, "%d %s: %d %s contradicted.", x.count(),
                    x.count() == 1 ? "disagreement" : "disagreements", x.contradicted(), x.contradicted() == 1 ? "answer" : "answers"));
            rows = new ArrayList<>();
            for (Aggregates.Disagreement d : x.disagreements()) {
                rows.add(List.of(ResultTable.Cell.marked("#" + (d.positionIndex() + 1), "bad"), ResultTable.Cell.of(d.position()),
                        ResultTable.Cell.marked(String.join("; ", d.claims().stream().map(c -> c.by() + ": " + c.answer()).toList()),
                                "bad")));
            }
            disagreements.show(List.of("#", "Position", "Answers"), rows);
            disagreements.setVisible(true);
        }

        pairSection.setVisible(labels.size() > 1);
        rows = new ArrayList<>();
        for (Comparison.PairTest p : comparison.pairs()) {
            rows.add(List.of(ResultTable.Cell.of(labels.get(p.a()) + " vs " + labels.get(p.b())),
                    // Each test's p beside the numbers it tests, as the times' column has it: five columns fit a phone.
                    ResultTable.Cell.of(p.onlyA() + " / " + p.onlyB()
                            + (Double.isNaN(p.mcnemarP()) ? "" : " (" + pText(p.mcnemarP()) + ")")),
                    ResultTable.Cell.of(p.bothConcluded()),
                    // Three figures, as the command line writes them: two decimals made a lower end of 0.00003 "0.00".
                    ResultTable.Cell.of(Double.isNaN(p.nodeRatio()) ? "–" : Notation.ratio(p.nodeRatio()) + " ("
                            + Notation.ratio(p.ratioLow()) + " – " + Notation.ratio(p.ratioHigh()) + ")"),
                    ResultTable.Cell.of(timeText(p))));
        }
        pairs.show(List.of("A vs B", "Only A / only B concluded (McNemar p)", "Both concluded",
                "Nodes A / B (95% bootstrap)", "Time A / B (Wilcoxon p)"), rows);
    }

    /** "0.42 (p 0.031)": the ratio of the mean times and the signed-rank p of the quicker; "–" where none both concluded. */
    static String timeText(Comparison.PairTest p) {
        if (Double.isNaN(p.timeP())) {
            return "–";
        }
        String ratio = Double.isNaN(p.timeRatio()) ? "–" : Double.isInfinite(p.timeRatio()) ? "∞" : Notation.ratio(p.timeRatio());
        return ratio + " (" + pText(p.timeP()) + ")";
    }

    /** "p 0.0313", "p < 0.001". */
    private static String pText(double p) {
        return p < 0.001 ? "p < 0.001" : String.format(Locale.ROOT, "p %.3g", p);
    }

    /** Positions concluded within each budget, one row per configuration. */
    private static void cactusTable(ResultTable table, Aggregates a, boolean nodes, long limit) {
        List<Long> budgets = Figures.budgets(a, nodes, limit, BUDGET_COLUMNS);
        List<String> headings = new ArrayList<>(List.of("Configuration"));
        budgets.forEach(b -> headings.add(Figures.budget(b, nodes)));
        List<List<ResultTable.Cell>> rows = new ArrayList<>();
        for (Aggregates.Cactus c : a.cactus()) {
            List<ResultTable.Cell> row = new ArrayList<>(List.of(ResultTable.Cell.of(c.label())));
            budgets.forEach(b -> row.add(ResultTable.Cell.of(nodes ? c.withinNodes(b) : c.withinMillis(b))));
            rows.add(row);
        }
        table.show(headings, rows);
    }

    private static String interval(double low, double high) {
        return Double.isNaN(low) ? "–" : percent(low) + " – " + percent(high);
    }

    private static String decimal(double v) {
        return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%,.1f", v);
    }

    private static String percent(double rate) {
        return Double.isNaN(rate) ? "–" : String.format(Locale.ROOT, "%.0f%%", 100 * rate);
    }

    /**
     * A mean or median as In short writes it ({@link Notation#mean}): to a tenth below 100, so that 7.5 and 7.67
     * nodes, both "8" here, read as In short's "7.5" above them.
     */
    private static String number(double v) {
        return Double.isNaN(v) ? "–" : Notation.mean(v);
    }
}
