/**
 * Playing against a proof in the lab: the fresh solves a game needs where the kept proof ends run
 * on the lab's worker pool ({@link org.prooflab.lab.SolveService}), under the visitor's limits.
 */
package org.prooflab.lab.proofplay;
