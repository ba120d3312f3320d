package org.prooflab.ops;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.prooflab.lab.SolveJob;

/**
 * Turns the node counts the lab's solves report into one total that never goes down. A solve's
 * count is its final result once finished, else its latest progress. A solve that asks for the
 * full value runs two searches one after the other: when its count drops, the second search has
 * started and the first one's nodes are kept. A solve the lab no longer holds keeps its last count.
 */
final class NodeTally {
    private Map<SolveJob, Long> seen = new IdentityHashMap<>();
    private long retired;

    synchronized long total(List<SolveJob> jobs) {
        Map<SolveJob, Long> now = new IdentityHashMap<>();
        for (SolveJob job : jobs) {
            long previous = seen.getOrDefault(job, 0L);
            long current = nodesOf(job);
            if (current < previous) {
                retired += previous;
            }
            now.put(job, current);
        }
        for (Map.Entry<SolveJob, Long> gone : seen.entrySet()) {
            if (!now.containsKey(gone.getKey())) {
                retired += gone.getValue();
            }
        }
        seen = now;
        return retired + now.values().stream().mapToLong(Long::longValue).sum();
    }

    private static long nodesOf(SolveJob job) {
        if (job.state() == SolveJob.State.FINISHED && job.result() != null && !job.fullValue()) {
            return job.result().nodes();
        }
        return job.lastProgress() == null ? 0 : job.lastProgress().nodes();
    }
}
