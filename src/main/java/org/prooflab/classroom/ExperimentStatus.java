package org.prooflab.classroom;

/** Where an experiment stands. Only {@code RUNNING} experiments have their tasks solved. */
public enum ExperimentStatus {
    RUNNING, PAUSED, CANCELLED, DONE;

    /** True once nothing more will be computed. */
    public boolean finished() {
        return this == CANCELLED || this == DONE;
    }
}
