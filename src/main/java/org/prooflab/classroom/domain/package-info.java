/**
 * Classroom comparisons, in plain Java: the experiment definition and its checks, the task runner
 * (one algorithm configuration on one position), aggregates, statistics and export. The command
 * line uses it without Spring; the classroom service wraps it with the database and JobRunr.
 */
package org.prooflab.classroom.domain;
