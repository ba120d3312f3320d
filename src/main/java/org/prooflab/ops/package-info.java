/**
 * Operating ProofLab: the metrics an operator watches (lab solves, experiment jobs, search speed,
 * memory held by search trees). It reads the lab and JobRunr; nothing depends on it.
 */
package org.prooflab.ops;
