package org.prooflab.ops;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import org.jobrunr.storage.JobStats;
import org.jobrunr.storage.StorageProvider;
import org.prooflab.classroom.ExperimentStore;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * {@code prooflab.experiments.jobs.pending}: classroom experiment jobs not yet done (enqueued,
 * scheduled for a retry, or processing), over every instance sharing the database, read from
 * JobRunr's job statistics; a running experiment has only a few queued at a time (ExperimentQueue),
 * so {@code prooflab.experiments.solves.pending} says what is left: the solves of running experiments
 * not yet finished. Each NaN while the database cannot be read.
 */
@Component
class ExperimentJobMetrics implements MeterBinder {
    private final ObjectProvider<StorageProvider> storage;
    private final ObjectProvider<ExperimentStore> experiments;

    ExperimentJobMetrics(ObjectProvider<StorageProvider> storage, ObjectProvider<ExperimentStore> experiments) {
        this.storage = storage;
        this.experiments = experiments;
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        Gauge.builder("prooflab.experiments.jobs.pending", this, ExperimentJobMetrics::pending)
                .description("Experiment jobs enqueued, scheduled or processing").register(registry);
        Gauge.builder("prooflab.experiments.solves.pending", this, ExperimentJobMetrics::solvesPending)
                .description("Solves of running experiments not yet finished").register(registry);
    }

    double solvesPending() {
        ExperimentStore store = experiments.getIfAvailable();
        if (store == null) {
            return Double.NaN;
        }
        try {
            return store.pendingSolves();
        } catch (RuntimeException databaseUnreachable) {
            return Double.NaN;
        }
    }

    double pending() {
        StorageProvider provider = storage.getIfAvailable();
        if (provider == null) {
            return Double.NaN;
        }
        JobStats stats;
        try {
            stats = provider.getJobStats();
        } catch (RuntimeException databaseUnreachable) {
            // The readiness probe reports the database; a metric read must not fill the log.
            return Double.NaN;
        }
        return orZero(stats.getEnqueued()) + orZero(stats.getScheduled()) + orZero(stats.getProcessing());
    }

    private static long orZero(Long count) {
        return count == null ? 0 : count;
    }
}
