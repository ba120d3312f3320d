package org.prooflab.lab;

import java.time.Duration;
import org.prooflab.engine.search.Algorithm;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The lab's pool sizes and limits, bound from {@code prooflab.lab.*} (for example
 * {@code prooflab.lab.workers=4}, {@code prooflab.lab.detach-grace=10s}).
 *
 * <p>The lab's solver threads are a bounded pool of their own. Classroom experiment jobs run on
 * JobRunr's workers in the same JVM; the two pools together should not exceed the cores, so when
 * JobRunr runs, give the lab fewer workers than cores (the lab's threads also run one priority step
 * below normal). Memory: a solve's nodes take about 24 bytes each, so the node cap is sized from
 * the heap when it is left at 0.
 */
@ConfigurationProperties(prefix = "prooflab.lab")
public class LabProperties {
    /** Bytes a search node takes in the node store, measured by the benchmark (about 115 MB for 5,000,000 nodes). */
    static final long BYTES_PER_NODE = 24;
    /** The node cap never goes above this, however large the heap. */
    static final long NODE_CEILING = 5_000_000;
    /** The solvers the lab's form offers: the least {@link #getMaxPerVisitor()} may be, and its default. */
    public static final int SOLVERS_OFFERED = Algorithm.compared().size();

    /** Solver threads of the lab (the pool never grows beyond them); 0 means one a core. */
    private int workers;

    /**
     * Threads one solve's new-leaf playouts run on (MCPNS and PPNS: leaf parallelism; the result is
     * the same for every count; the other algorithms use one). A running solve may then keep this
     * many cores busy, so workers times this should not exceed the cores. 1 .. 256.
     */
    private int solveThreads = 1;

    /** Solves one visitor (browser session) may have running at once; the rest of that visitor's solves wait. */
    private int runningPerVisitor = 1;

    /**
     * Solves one visitor may have waiting or running at once; more are refused. Never fewer than
     * the solvers the lab offers, so that one press of Solve can run every one of them.
     */
    private int maxPerVisitor = SOLVERS_OFFERED;

    /**
     * How long the solves of a page that is gone (closed tab, left the lab) keep going so that a
     * reload finds them; then they are cancelled.
     */
    private Duration detachGrace = Duration.ofSeconds(15);

    /**
     * The most nodes any solve may create, whatever the request; 0 means sized from the heap: a
     * third of the maximum heap shared by all workers at 24 bytes a node, at most 5,000,000.
     */
    private long maxNodes;

    /** The most wall time any solve may use, whatever the request. */
    private Duration maxTime = Duration.ofMinutes(5);

    /** The least time between two progress snapshots of one solve (the rate of live updates). */
    private Duration progressInterval = Duration.ofMillis(150);

    /**
     * Nodes of its proof a solve keeps for playing against it (about 20 bytes a node); a game
     * that goes beyond them solves the position reached again.
     */
    private int proofNodes = 50_000;

    /** The defaults, as bound from an empty configuration. */
    public static LabProperties defaults() {
        return new LabProperties();
    }

    /** The worker count in effect: {@link #getWorkers()}, or the number of cores when that is 0. */
    public int effectiveWorkers() {
        return workers > 0 ? workers : Math.max(1, Runtime.getRuntime().availableProcessors());
    }

    /** The node cap in effect: {@link #getMaxNodes()}, or one sized from the heap when that is 0. */
    public long effectiveMaxNodes() {
        if (maxNodes > 0) {
            return maxNodes;
        }
        long share = Runtime.getRuntime().maxMemory() / 3 / effectiveWorkers() / BYTES_PER_NODE;
        return Math.max(10_000, Math.min(NODE_CEILING, share));
    }

    /** Checks the values; Spring calls it once bound, and tests may call it too. */
    void validate() {
        require(workers >= 0, "workers must be 0 (one a core) or more");
        require(solveThreads >= 1 && solveThreads <= org.prooflab.engine.search.Solvers.MAX_THREADS,
                "solve-threads must be from 1 to " + org.prooflab.engine.search.Solvers.MAX_THREADS);
        require(runningPerVisitor >= 1, "running-per-visitor must be 1 or more");
        require(maxPerVisitor >= runningPerVisitor, "max-per-visitor must be at least running-per-visitor");
        require(maxPerVisitor >= SOLVERS_OFFERED, "max-per-visitor must be at least " + SOLVERS_OFFERED
                + ", the solvers the lab offers, so that one press of Solve can run them all");
        require(proofNodes >= 1, "proof-nodes must be at least 1");
        require(maxNodes >= 0, "max-nodes must be 0 (sized from the heap) or more");
        require(detachGrace != null && !detachGrace.isNegative(), "detach-grace must not be negative");
        require(maxTime != null && maxTime.toMillis() >= 1, "max-time must be at least 1 ms");
        require(progressInterval != null && !progressInterval.isNegative(), "progress-interval must not be negative");
    }

    private static void require(boolean ok, String message) {
        if (!ok) {
            throw new IllegalArgumentException("prooflab.lab." + message);
        }
    }

    public int getWorkers() {
        return workers;
    }

    public void setWorkers(int workers) {
        this.workers = workers;
    }

    public int getSolveThreads() {
        return solveThreads;
    }

    public void setSolveThreads(int solveThreads) {
        this.solveThreads = solveThreads;
    }

    public int getRunningPerVisitor() {
        return runningPerVisitor;
    }

    public void setRunningPerVisitor(int runningPerVisitor) {
        this.runningPerVisitor = runningPerVisitor;
    }

    public int getMaxPerVisitor() {
        return maxPerVisitor;
    }

    public void setMaxPerVisitor(int maxPerVisitor) {
        this.maxPerVisitor = maxPerVisitor;
    }

    public Duration getDetachGrace() {
        return detachGrace;
    }

    public void setDetachGrace(Duration detachGrace) {
        this.detachGrace = detachGrace;
    }

    public long getMaxNodes() {
        return maxNodes;
    }

    public void setMaxNodes(long maxNodes) {
        this.maxNodes = maxNodes;
    }

    public Duration getMaxTime() {
        return maxTime;
    }

    public void setMaxTime(Duration maxTime) {
        this.maxTime = maxTime;
    }

    public int getProofNodes() {
        return proofNodes;
    }

    public void setProofNodes(int proofNodes) {
        this.proofNodes = proofNodes;
    }

    public Duration getProgressInterval() {
        return progressInterval;
    }

    public void setProgressInterval(Duration progressInterval) {
        this.progressInterval = progressInterval;
    }
}
