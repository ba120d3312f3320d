package org.prooflab.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.jobrunr.storage.JobStats;
import org.jobrunr.storage.StorageProvider;
import org.prooflab.classroom.ExperimentStore;
import org.jobrunr.storage.StorageException;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.DefaultListableBeanFactory;

class ExperimentJobMetricsTest {
    private final StorageProvider storage = mock(StorageProvider.class);
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

    @Test
    void pending_jobs_are_the_enqueued_scheduled_and_processing_ones() {
        JobStats stats = mock(JobStats.class);
        when(stats.getEnqueued()).thenReturn(3L);
        when(stats.getScheduled()).thenReturn(2L);
        when(stats.getProcessing()).thenReturn(1L);
        when(stats.getSucceeded()).thenReturn(40L);
        when(stats.getFailed()).thenReturn(5L);
        when(stats.getDeleted()).thenReturn(7L);
        when(storage.getJobStats()).thenReturn(stats);
        bind(withStorage());

        assertThat(pending()).isEqualTo(6);
    }

    @Test
    void a_count_the_statistics_leave_out_counts_as_none() {
        JobStats stats = mock(JobStats.class);
        when(stats.getEnqueued()).thenReturn(4L);
        when(storage.getJobStats()).thenReturn(stats);
        bind(withStorage());

        assertThat(pending()).isEqualTo(4);
    }

    @Test
    void an_unreadable_database_gives_no_number_rather_than_an_error() {
        when(storage.getJobStats()).thenThrow(new StorageException("connection refused"));
        bind(withStorage());

        assertThat(pending()).isNaN();
    }

    @Test
    void without_jobrunr_there_is_no_number() {
        bind(new DefaultListableBeanFactory());

        assertThat(pending()).isNaN();
        assertThat(registry.get("prooflab.experiments.solves.pending").gauge().value()).isNaN();
    }

    @Test
    void pending_solves_are_those_of_running_experiments_from_the_store() {
        ExperimentStore store = mock(ExperimentStore.class);
        when(store.pendingSolves()).thenReturn(1234L);
        DefaultListableBeanFactory beans = withStorage();
        beans.registerSingleton("experimentStore", store);
        bind(beans);

        assertThat(registry.get("prooflab.experiments.solves.pending").gauge().value()).isEqualTo(1234);
        when(store.pendingSolves()).thenThrow(new org.springframework.dao.DataAccessResourceFailureException("connection refused"));
        assertThat(registry.get("prooflab.experiments.solves.pending").gauge().value()).isNaN();
    }

    private DefaultListableBeanFactory withStorage() {
        DefaultListableBeanFactory beans = new DefaultListableBeanFactory();
        beans.registerSingleton("storageProvider", storage);
        return beans;
    }

    private void bind(DefaultListableBeanFactory beans) {
        new ExperimentJobMetrics(beans.getBeanProvider(StorageProvider.class), beans.getBeanProvider(ExperimentStore.class)).bindTo(registry);
    }

    private double pending() {
        return registry.get("prooflab.experiments.jobs.pending").gauge().value();
    }
}
