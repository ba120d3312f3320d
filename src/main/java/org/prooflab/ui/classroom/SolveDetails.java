package org.prooflab.ui.classroom;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import java.util.Locale;
import org.prooflab.classroom.domain.Aggregates;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.StoredTrace;
import org.prooflab.classroom.domain.TaskResult;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.NotationException;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.StopReason;
import org.prooflab.engine.search.ValueText;
import org.prooflab.ui.Durations;

/**
 * One solve's details, shown under an experiment's results grid when a row is chosen: every column's
 * value in words (on a phone the grid hides all but three of them), the root value's curve over the
 * solve and a link that opens the position in the lab with the solve's configuration.
 */
final class SolveDetails {
    private SolveDetails() {
    }

    /** The details of {@code r}, solved with configuration {@code r.configIndex()} of {@code compiled}. */
    static Div of(ExperimentDefinition.Compiled compiled, TaskResult r, Aggregates.Check check) {
        Div box = new Div();
        box.addClassName("solve-details");
        String label = compiled.configs().get(r.configIndex()).label();
        Algorithm algorithm = compiled.configs().get(r.configIndex()).algorithm();
        ComparisonChart trace = new ComparisonChart("root value over iterations of this solve").iterationsOnX();
        trace.setHeight("12rem");
        // The table writes the root's value as the facts above do: a proof number whole, a probability 1 or 0 only when
        // the solve proved or disproved it.
        trace.rowsNamed("Configuration").columns("iteration", ComparisonChart::number, "root " + algorithm.valueName(),
                v -> algorithm.usesProofNumbers() ? ComparisonChart.number(v) : ValueText.value(algorithm, v, outcome(r)));
        trace.show("iterations", "root value", false, false, null, null,
                List.of(new ComparisonChart.Series(label, StoredTrace.points(r.trace()))));
        Anchor lab = new Anchor(Figures.labAddress(compiled, r.configIndex(), r.position()),
                "Open this position in the lab with " + label);
        box.add(new Paragraph(facts(compiled, r, check)), trace, trace.table(), lab);
        return box;
    }

    /** Every column's value of {@code r} in one paragraph, with the root's value at the end of the solve. */
    static String facts(ExperimentDefinition.Compiled compiled, TaskResult r, Aggregates.Check check) {
        Algorithm algorithm = compiled.configs().get(r.configIndex()).algorithm();
        return String.format(Locale.ROOT, "Position %d: %s. The root's %s at the end: %s. %sCross-check: %s. "
                        + "Nodes %,d, visited %,d, iterations %,d, playouts %,d, time %s%s%s. "
                        + "The curve is the trace kept with the result (down-sampled as the solve ran).", r.positionIndex() + 1,
                position(compiled.game(), r.position()),
                algorithm.valueName(), rootValue(algorithm, r),
                exactCheck(r), !r.concluded() ? "nothing to check, the solve gave no answer"
                        : loneProof(r, check) ? "only proof, no other exact answer on this position to compare it with" : check.word(),
                r.nodes(), r.expanded(), r.iterations(), r.playouts(), Durations.text(r.timeMs()),
                r.limit() == null ? "" : r.limit().equals(StopReason.CANCELLED.id()) ? ", cancelled"
                        : r.limit().equals(TaskResult.FAILED) ? ", failed with an error on the server (its log names it)"
                        : ", stopped by the " + StopReason.phraseOf(r.limit()), r.bestMove() == null ? "" : ", best move " + r.bestMove());
    }

    /**
     * The Cross-check column's word for {@code r}: a dash for a solve that gave no answer, which has nothing to check
     * ("unchecked" on every such row hid the conclusions that are), and "only proof" for a proof or disproof no other
     * exact answer repeats ("unchecked" read as doubt about a proof that confirmed six pr conclusions); else the
     * cross-check's word, as the CSV writes it.
     */
    static String checkWord(TaskResult r, Aggregates.Check check) {
        return !r.concluded() ? "–" : loneProof(r, check) ? "only proof" : check.word();
    }

    /** The Cross-check cell's class: check-none, check-proof, or the cross-check's (check-agrees, ...). */
    static String checkClass(TaskResult r, Aggregates.Check check) {
        return !r.concluded() ? "check-none" : loneProof(r, check) ? "check-proof"
                : "check-" + check.name().toLowerCase(java.util.Locale.ROOT);
    }

    private static boolean loneProof(TaskResult r, Aggregates.Check check) {
        return check == Aggregates.Check.UNCHECKED && !"OUT".equals(r.outcome());
    }

    /**
     * What the exact solver that checks a pr conclusion found, in words: "Exact solver: OUT." said nothing of why. Another
     * configuration's proof may still confirm the conclusion (the cross-check after it then says "agrees").
     */
    static String exactCheck(TaskResult r) {
        if (r.exactOutcome() == null) {
            return "";
        }
        return "OUT".equals(r.exactOutcome()) ? "The exact solver that checks the pr conclusion ran out of its limits, so it did not check it. "
                : "The exact solver that checks the pr conclusion found: " + r.exactOutcome() + ". ";
    }

    /**
     * A position as the details name it: a P-game tree in words as the lab does, with its notation after it, whole, to
     * copy ("node 0.1 of the tree with b = 2, d = 12 and seed 7 (pgame:b=2,d=12,seed=7,path=0.1)"); others as written.
     */
    static String position(GameKind game, String position) {
        if (game != GameKind.PGAME) {
            return position;
        }
        try {
            return PGame.parse(position).inWords() + " (" + position + ")";
        } catch (NotationException e) {
            return position;
        }
    }

    /**
     * The root's value at the end of {@code r}: a proof number as the whole number it is (or ∞), "pn 66"
     * rather than "66.0000"; a probability or mean as the lab and the lessons write it ({@link ValueText}),
     * with the solve's exact outcome, so a p reads 1 or 0 only on a proved or disproved root. A precision-rate
     * conclusion is no proof: its p of 0.9999996 read "1.00000" with "%.6g".
     */
    static String rootValue(Algorithm a, TaskResult r) {
        double v = r.rootValue();
        if (Double.isNaN(v)) {
            return "none";
        }
        if (a.usesProofNumbers()) {
            if (Double.isInfinite(v)) {
                return "∞";
            }
            return v == Math.rint(v) ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.6g", v);
        }
        return ValueText.value(a, v, outcome(r));
    }

    /** The solve's exact outcome: a pr conclusion is {@code OUT}, as is anything not read as proved or disproved. */
    private static Outcome outcome(TaskResult r) {
        return switch (r.outcome()) {
            case "PROVED" -> Outcome.PROVED;
            case "DISPROVED" -> Outcome.DISPROVED;
            case null, default -> Outcome.OUT;
        };
    }
}
