package org.prooflab.classroom;

import java.time.Instant;
import org.prooflab.classroom.domain.ExperimentDefinition;

/**
 * A kept experiment: its definition, who made it (as a hash of their browser's token) and its progress.
 *
 * @param id          the short id in its address, {@code /classroom/{id}}
 * @param name        its name (shown as text only)
 * @param definition  what it runs
 * @param creatorHash SHA-256 of the creator's token, hex
 * @param parentId    the experiment it was duplicated from, or null
 * @param status      where it stands
 * @param epoch       raised on every resume; a job of an older epoch does nothing
 * @param positions   positions in it
 * @param configs     algorithm configurations in it
 * @param done        tasks finished
 * @param createdAt   when it was made
 */
public record Experiment(String id, String name, ExperimentDefinition definition, String creatorHash, String parentId,
                         ExperimentStatus status, int epoch, int positions, int configs, int done, Instant createdAt) {

    public int tasks() {
        return positions * configs;
    }

    public double progress() {
        return tasks() == 0 ? 1 : (double) done / tasks();
    }
}
