package org.prooflab.classroom;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Pages watching an experiment. Once a second (configurable) this instance reads, for each watched
 * experiment, its status and number of finished tasks from the database, whichever instance
 * computed them, and tells the watchers when either changed. Thirty students on one experiment
 * cost one small query a second, not thirty, and at each change one reading of its results and
 * one computation of its figures, shared by their pages ({@link SharedResults}).
 */
@Component
public class LiveExperiments {
    private static final Logger LOG = LoggerFactory.getLogger(LiveExperiments.class);

    /** What a watcher is told: the experiment now (empty once it is deleted). */
    public interface Watcher extends Consumer<Optional<Experiment>> {
    }

    private record Seen(ExperimentStatus status, boolean started, int done, String name) {
    }

    /** What is seen of a deleted experiment. */
    private static final Seen GONE = new Seen(null, false, -1, null);

    private final ExperimentStore store;
    private final Map<String, Set<Watcher>> watchers = new ConcurrentHashMap<>();
    private final Map<String, Seen> seen = new ConcurrentHashMap<>();

    LiveExperiments(ExperimentStore store) {
        this.store = store;
    }

    /** Starts telling {@code watcher} about changes; returns what stops it. */
    public Runnable watch(String experimentId, Watcher watcher) {
        watchers.computeIfAbsent(experimentId, k -> ConcurrentHashMap.newKeySet()).add(watcher);
        return () -> watchers.computeIfPresent(experimentId, (k, set) -> {
            set.remove(watcher);
            if (set.isEmpty()) {
                seen.remove(experimentId);
                return null;
            }
            return set;
        });
    }

    int watched() {
        return watchers.size();
    }

    @Scheduled(fixedDelayString = "${prooflab.classroom.refresh-millis:1000}")
    void poll() {
        for (Map.Entry<String, Set<Watcher>> entry : watchers.entrySet()) {
            String id = entry.getKey();
            try {
                Optional<Experiment> now = store.find(id);
                // Gone is a state seen too: one deleted before this instance first read it was never told to its pages.
                Seen current = now.map(e -> new Seen(e.status(), e.started(), e.done(), e.name())).orElse(GONE);
                boolean changed = !current.equals(seen.put(id, current));
                if (changed) {
                    // Each watcher apart: a tab whose session ended meanwhile (its UI detached) threw, and the tabs after
                    // it in the set never heard of the change.
                    for (Watcher w : List.copyOf(entry.getValue())) {
                        try {
                            w.accept(now);
                        } catch (RuntimeException e) {
                            LOG.debug("experiment={} a watcher could not be told: {}", id, e.toString());
                        }
                    }
                }
            } catch (RuntimeException e) {
                LOG.warn("experiment={} could not be read for its watchers: {}", id, e.toString());
            }
        }
    }
}
