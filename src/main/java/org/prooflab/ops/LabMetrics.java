package org.prooflab.ops;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import java.util.List;
import org.prooflab.engine.search.Progress;
import org.prooflab.engine.search.Solvers;
import org.prooflab.lab.SolveJob;
import org.prooflab.lab.SolveService;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * The lab's solves as an operator sees them:
 * <ul>
 *   <li>{@code prooflab.lab.solves{state=running|queued}}: solves on a worker thread, and waiting for one;</li>
 *   <li>{@code prooflab.lab.nodes}: nodes created by lab solves since start (a counter: its rate is
 *       nodes a second); {@code prooflab.lab.nodes.rate}: the running solves' nodes a second now;</li>
 *   <li>{@code prooflab.lab.tree.memory}: heap held by the running solves' search trees, estimated as
 *       their nodes in whole node-store chunks ({@link Solvers#treeBytes}).</li>
 * </ul>
 */
@Component
class LabMetrics implements MeterBinder {
    private final SolveService solves;
    private final NodeTally nodes = new NodeTally();

    LabMetrics(SolveService solves) {
        this.solves = solves;
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        Gauge.builder("prooflab.lab.solves", this, m -> m.count(SolveJob.State.RUNNING))
                .tag("state", "running").description("Lab solves running on a worker thread").register(registry);
        Gauge.builder("prooflab.lab.solves", this, m -> m.count(SolveJob.State.QUEUED))
                .tag("state", "queued").description("Lab solves waiting for a worker thread").register(registry);
        FunctionCounter.builder("prooflab.lab.nodes", this, LabMetrics::sampleNodes)
                .description("Search-tree nodes created by lab solves since start").register(registry);
        Gauge.builder("prooflab.lab.nodes.rate", this, LabMetrics::nodesPerSecond)
                .description("Nodes a second the running lab solves create now").register(registry);
        Gauge.builder("prooflab.lab.tree.memory", this, LabMetrics::treeBytes)
                .baseUnit("bytes").description("Heap held by running lab solves' search trees (nodes x bytes a node)")
                .register(registry);
    }

    /**
     * Reads every solve once a second, so that the node counter also sees the last nodes of
     * solves that finish and are replaced between two scrapes.
     */
    @Scheduled(fixedDelay = 1000)
    void sample() {
        sampleNodes();
    }

    double sampleNodes() {
        return nodes.total(solves.allJobs());
    }

    private double count(SolveJob.State state) {
        return solves.allJobs().stream().filter(j -> j.state() == state).count();
    }

    private double nodesPerSecond() {
        return running().stream().mapToDouble(Progress::nodesPerSecond).sum();
    }

    private double treeBytes() {
        return running().stream().mapToDouble(p -> (double) Solvers.treeBytes(p.nodes())).sum();
    }

    /** The latest progress of every running solve that has reported one. */
    private List<Progress> running() {
        return solves.allJobs().stream()
                .filter(j -> j.state() == SolveJob.State.RUNNING && j.lastProgress() != null)
                .map(SolveJob::lastProgress)
                .toList();
    }
}
