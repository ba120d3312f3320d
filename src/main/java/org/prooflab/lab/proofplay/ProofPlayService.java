package org.prooflab.lab.proofplay;

import java.util.function.Consumer;
import org.prooflab.engine.proof.ProofGame;
import org.prooflab.engine.proof.ProofTree;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.StopReason;
import org.prooflab.lab.SolveJob;
import org.prooflab.lab.SolveService;
import org.springframework.stereotype.Service;

/**
 * Games against the proofs of lab solves. Where a game's kept proof ends, the position reached is
 * solved again with the first solve's solver, parameters and limits, as one of the visitor's lab
 * solves: on the same bounded pool, first in line before classroom experiments, cancellable, and
 * cancelled with its page.
 */
@Service
public class ProofPlayService {
    private final SolveService solves;

    public ProofPlayService(SolveService solves) {
        this.solves = solves;
    }

    /** A game against the proof of a finished solve, or null when it proved nothing to play against. */
    public ProofGame start(SolveJob solved) {
        ProofTree proof = solved.proof();
        return proof == null ? null : new ProofGame(proof);
    }

    /**
     * What a fresh solve gave: a proof to {@link ProofGame#resume} with, or why there is none.
     *
     * @param proof   the proof of the position for the game's side, or null
     * @param problem in the user's words, when there is no proof
     */
    public record Resolved(ProofTree proof, String problem) {
    }

    /**
     * Solves the position {@code game} reached, where its kept proof ends; {@code done} hears the
     * answer once, on the worker thread.
     *
     * @param origin the solve whose proof the game started from: its solver, parameters and limits are used
     * @return the solve, to cancel
     * @throws IllegalStateException when the visitor already has the most solves allowed
     */
    public SolveJob resolve(String session, Object page, ProofGame game, SolveJob origin, Consumer<Resolved> done) {
        if (!game.needsSolve()) {
            throw new IllegalStateException("the kept proof still says what to play");
        }
        int side = game.strategist();
        Goal goal = game.goal();
        // "not lose" needs the full value: a win proves it too, a draw needs the second search
        boolean full = goal == Goal.NOT_LOSE;
        java.util.concurrent.atomic.AtomicBoolean answered = new java.util.concurrent.atomic.AtomicBoolean();
        return solves.submit(session, page, game.position(), origin.algorithm(), origin.parameters(), origin.limits(), full,
                update -> {
                    SolveJob job = update.job();
                    if (job.state() != SolveJob.State.FINISHED || !answered.compareAndSet(false, true)) {
                        return;
                    }
                    done.accept(answer(job, side, goal));
                });
    }

    static Resolved answer(SolveJob job, int side, Goal goal) {
        ProofTree proof = job.proof();
        if (job.isCancelled()) {
            return new Resolved(null, "The solve from here was cancelled.");
        }
        if (proof != null && proof.strategist() == side && (goal == Goal.NOT_LOSE || proof.goal() == Goal.WIN)) {
            return new Resolved(proof, null);
        }
        if (job.result() != null && job.result().outcome() == org.prooflab.engine.search.Outcome.OUT) {
            StopReason stop = job.result().stopReason();
            return new Resolved(null, stop.isLimit()
                    ? "The solve from here stopped at its " + stop.phrase() + " before it found the proof again. Raise the limits and "
                            + "start a new game."
                    : "The solve from here ended on its " + stop.phrase() + ", which is no proof: solve with pr 0 and start a new game.");
        }
        // a solver that proves the opposite here contradicts the first proof: say so plainly
        return new Resolved(null, "The solve from here did not confirm the proof (" + (job.value() == null ? "no value" : "value " + job.value())
                + "); the solver's proofs disagree.");
    }
}
