package org.prooflab.ui.lab;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.progressbar.ProgressBar;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.Progress;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.lab.SolveJob;

/** One running or finished solve: live counters, a bar against the nearest limit, the verdict. */
final class SolvePanel extends Div {
    private final SolveJob job;
    private final ProgressBar bar = new ProgressBar(0, 1);
    private final Span verdict = new Span("waiting for a worker");
    private final Span counters = new Span();
    private final Button cancel = new Button("Cancel");

    SolvePanel(SolveJob job) {
        this.job = job;
        addClassName("solve-panel");
        getElement().setAttribute("data-algorithm", job.algorithm().id());
        Algorithm a = job.algorithm();
        verdict.addClassName("verdict");
        counters.addClassName("counters");
        bar.getElement().setAttribute("aria-label", "progress of " + a.displayName() + " against its nearest limit");
        cancel.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_ERROR);
        cancel.addClickListener(e -> {
            job.cancel();
            cancel.setEnabled(false);
        });
        add(new H3(a.displayName()), verdict, bar, counters, cancel);
        show(job.lastProgress(), job.result());
    }

    SolveJob job() {
        return job;
    }

    /** Shows a snapshot, or the result when there is one. Call on the UI thread. */
    void show(Progress p, SearchResult result) {
        if (result != null) {
            showResult(result);
            return;
        }
        if (job.state() == SolveJob.State.FINISHED) {
            verdict.setText("cancelled before it started");
            cancel.setEnabled(false);
            return;
        }
        if (p == null) {
            return;
        }
        verdict.setText("running");
        verdict.getElement().setAttribute("data-state", "running");
        bar.setValue(p.limitFraction());
        counters.setText(describe(p.iterations(), p.nodes(), p.playouts(), p.elapsedNanos(), p.nodesPerSecond(),
                p.rootValue(), p.rootSecondary(), p.bestMove()));
    }

    void showQueued(int place) {
        if (job.state() == SolveJob.State.QUEUED && place > 0) {
            verdict.setText("waiting for a worker: place " + place + " in the queue");
        }
    }

    private void showResult(SearchResult r) {
        String text = switch (r.outcome()) {
            case PROVED -> "PROVED: the player to move wins" + (r.bestMoveText() == null ? "" : " with " + r.bestMoveText());
            case DISPROVED -> "DISPROVED: the player to move does not win";
            case OUT -> "OUT: the " + r.stopReason().id() + " limit stopped it"
                    + (r.prConclusion() == null ? "" : "; pr concludes " + r.prConclusion() + " (a conclusion, not a proof)");
        };
        verdict.setText(text);
        verdict.removeClassNames("proved", "disproved", "out");
        verdict.addClassName(r.outcome().name().toLowerCase());
        verdict.getElement().setAttribute("data-state", r.outcome().name());
        bar.setValue(r.outcome() == Outcome.OUT ? 1 : bar.getValue());
        counters.setText(describe(r.iterations(), r.nodes(), r.playouts(), r.elapsedNanos(), r.nodesPerSecond(),
                r.rootValue(), r.rootSecondary(), r.bestMoveText()));
        cancel.setEnabled(false);
    }

    private String describe(long iterations, long nodes, long playouts, long nanos, double rate, double value,
                            double secondary, String best) {
        String root = job.algorithm().usesProofNumbers()
                ? "root pn " + number(value) + "  dn " + number(secondary)
                : switch (job.algorithm()) {
                    case PPNS, PP -> String.format("root ppn %.6f", value);
                    case UCT, MCTS -> String.format("root mean %.4f", value);
                    default -> "";
                };
        return String.format("iterations %,d%nnodes %,d  (%,.0f/s)%nplayouts %,d%nelapsed %.1f s%n%s%nmove now %s",
                iterations, nodes, rate, playouts, nanos / 1e9, root, best == null ? "-" : best);
    }

    private static String number(double v) {
        if (Double.isInfinite(v)) {
            return "inf";
        }
        return v == Math.rint(v) ? String.format("%,.0f", v) : String.format("%.3f", v);
    }
}
