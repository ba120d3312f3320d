package org.prooflab.classroom.domain;

/**
 * One of the papers' experimental setups, ready to run.
 *
 * @param id          short name for addresses and the command line
 * @param title       what the classroom page calls it
 * @param source      the paper and the part of it reproduced
 * @param description what it compares, and what the paper found
 * @param scaling     how the classroom size was scaled down from the paper's
 * @param classroom   a size that runs in minutes on a 2-core server with one job worker
 * @param full        the paper's own size
 */
public record Preset(String id, String title, String source, String description, String scaling,
                     ExperimentDefinition classroom, ExperimentDefinition full) {
}
