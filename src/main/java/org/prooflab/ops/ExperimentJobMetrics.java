package org.prooflab.ops;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import org.jobrunr.storage.JobStats;
import org.jobrunr.storage.StorageProvider;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * {@code prooflab.experiments.jobs.pending}: classroom experiment jobs not yet done (enqueued,
 * scheduled for a retry, or processing), over every instance sharing the database. Read from
 * JobRunr's job statistics; NaN while the database cannot be read.
 */
@Component
class ExperimentJobMetrics implements MeterBinder {
    private final ObjectProvider<StorageProvider> storage;

    ExperimentJobMetrics(ObjectProvider<StorageProvider> storage) {
        this.storage = storage;
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        Gauge.builder("prooflab.experiments.jobs.pending", this, ExperimentJobMetrics::pending)
                .description("Experiment jobs enqueued, scheduled or processing").register(registry);
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
