package org.prooflab.classroom;

import org.jobrunr.jobs.lambdas.JobRequest;

/**
 * One JobRunr job: solve one (position, algorithm configuration) of an experiment.
 *
 * @param experimentId  the experiment
 * @param epoch         the experiment's epoch when the job was queued; after a pause and resume the
 *                      experiment has a newer epoch and this job does nothing
 * @param positionIndex the position's index
 * @param configIndex   the configuration's index
 */
public record ExperimentTask(String experimentId, int epoch, int positionIndex, int configIndex) implements JobRequest {

    @Override
    public Class<ExperimentTaskHandler> getJobRequestHandler() {
        return ExperimentTaskHandler.class;
    }
}
