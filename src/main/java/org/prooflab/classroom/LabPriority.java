package org.prooflab.classroom;

import org.prooflab.lab.SolveService;
import org.springframework.stereotype.Component;

/**
 * Interactive lab solves come first on an instance: an experiment job does not start its solve
 * while lab solves run or wait here. A student clicking Solve thus competes at most with the
 * experiment solves already under way (one per job worker, {@code prooflab.classroom.job-workers}).
 */
@Component
class LabPriority {
    private static final long CHECK_MILLIS = 200;
    private final SolveService lab;

    LabPriority(SolveService lab) {
        this.lab = lab;
    }

    /** Returns once no lab solve runs or waits on this instance: true if it had to wait. */
    boolean awaitTurn() throws InterruptedException {
        boolean waited = false;
        while (labBusy()) {
            waited = true;
            Thread.sleep(CHECK_MILLIS);
        }
        return waited;
    }

    boolean labBusy() {
        return lab.activeCount() > 0;
    }
}
