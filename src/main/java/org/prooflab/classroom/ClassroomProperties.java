package org.prooflab.classroom;

import org.prooflab.classroom.domain.ExperimentDefinition;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * What the classroom allows on this server. Every field is a configuration property under
 * {@code prooflab.classroom}; README lists them with their defaults.
 */
@ConfigurationProperties(prefix = "prooflab.classroom")
public class ClassroomProperties {
    /** Most positions in one experiment. */
    private int maxPositions = 400;
    /** Most algorithm configurations in one experiment. */
    private int maxConfigurations = 12;
    /** Largest node limit of one solve. A solve needs about 23 bytes a node (35,000,000 nodes: about 0.8 GB). */
    private long maxNodes = 5_000_000;
    /** Largest time limit of one solve, in seconds. */
    private double maxSeconds = 120;
    /** Experiments one creator may have queued or running at once. */
    private int maxActivePerCreator = 3;
    /** How often a shared experiment page reads new results from the database, in milliseconds. */
    private long refreshMillis = 1000;
    /**
     * Experiment solves this instance runs at once (JobRunr workers). Each is CPU-bound and may hold
     * a solve of {@code max-nodes} nodes in memory; interactive lab solves come first.
     */
    private int jobWorkers = 1;
    /** Whether this instance runs experiment jobs at all (false: it only serves pages and queues jobs). */
    private boolean runJobs = true;
    /**
     * Most tasks one running experiment has queued or running at once, so that experiments take turns on the workers
     * ({@link ExperimentQueue}); 0: one more than the job workers of every instance on the database, at least 2.
     */
    private int queuedPerExperiment = 0;

    public int getQueuedPerExperiment() {
        return queuedPerExperiment;
    }

    public void setQueuedPerExperiment(int queuedPerExperiment) {
        this.queuedPerExperiment = queuedPerExperiment;
    }

    public int getMaxPositions() {
        return maxPositions;
    }

    public void setMaxPositions(int maxPositions) {
        this.maxPositions = maxPositions;
    }

    public int getMaxConfigurations() {
        return maxConfigurations;
    }

    public void setMaxConfigurations(int maxConfigurations) {
        this.maxConfigurations = maxConfigurations;
    }

    public long getMaxNodes() {
        return maxNodes;
    }

    public void setMaxNodes(long maxNodes) {
        this.maxNodes = maxNodes;
    }

    public double getMaxSeconds() {
        return maxSeconds;
    }

    public void setMaxSeconds(double maxSeconds) {
        this.maxSeconds = maxSeconds;
    }

    public int getMaxActivePerCreator() {
        return maxActivePerCreator;
    }

    public void setMaxActivePerCreator(int maxActivePerCreator) {
        this.maxActivePerCreator = maxActivePerCreator;
    }

    public long getRefreshMillis() {
        return refreshMillis;
    }

    public void setRefreshMillis(long refreshMillis) {
        this.refreshMillis = refreshMillis;
    }

    public int getJobWorkers() {
        return jobWorkers;
    }

    public void setJobWorkers(int jobWorkers) {
        this.jobWorkers = jobWorkers;
    }

    public boolean isRunJobs() {
        return runJobs;
    }

    public void setRunJobs(boolean runJobs) {
        this.runJobs = runJobs;
    }

    /** The caps a definition is checked against on this server. */
    public ExperimentDefinition.Caps caps() {
        return new ExperimentDefinition.Caps(maxPositions, maxConfigurations, maxNodes, maxSeconds);
    }
}
