package org.prooflab.classroom;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.prooflab.engine.search.SearchControl;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * The experiment solves running in this instance. A pause or cancel made here stops them at once;
 * one made on another instance is seen within a second, when this instance reads the statuses.
 */
@Component
class RunningTasks {
    private final Map<String, Set<SearchControl>> byExperiment = new ConcurrentHashMap<>();
    private final ExperimentStore store;

    RunningTasks(ExperimentStore store) {
        this.store = store;
    }

    void add(String experimentId, SearchControl control) {
        byExperiment.computeIfAbsent(experimentId, k -> ConcurrentHashMap.newKeySet()).add(control);
    }

    void remove(String experimentId, SearchControl control) {
        byExperiment.computeIfPresent(experimentId, (k, set) -> {
            set.remove(control);
            return set.isEmpty() ? null : set;
        });
    }

    int count() {
        return byExperiment.values().stream().mapToInt(Set::size).sum();
    }

    /** Stops this instance's solves of an experiment. */
    void stop(String experimentId) {
        Set<SearchControl> set = byExperiment.get(experimentId);
        if (set != null) {
            set.forEach(SearchControl::cancel);
        }
    }

    @Scheduled(fixedDelay = 1000)
    void stopWhatOthersStopped() {
        for (String id : byExperiment.keySet()) {
            if (store.status(id) != ExperimentStatus.RUNNING) {
                stop(id);
            }
        }
    }
}
