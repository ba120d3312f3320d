package org.prooflab.classroom;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.prooflab.classroom.domain.Aggregates;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.TaskResult;

/**
 * What an experiment's pages show of its results, read and computed once for each number of finished solves and
 * shared by every page watching it. Each page read every result and computed the comparison and the aggregates
 * itself, on the one thread that tells the watchers: thirty students on a large running experiment meant seconds of
 * work at every finished solve, and the refreshes lagged behind.
 */
final class SharedResults {
    /** Experiments kept at most; one a page open, in practice a class's handful. */
    static final int KEPT = 32;

    /**
     * The results and what is computed from them.
     *
     * @param done the finished solves the experiment counted when they were read (the results may hold more)
     */
    record View(int done, List<TaskResult> results, List<Aggregates.Check> checks, Comparison comparison, Aggregates aggregates) {
    }

    private final Function<String, List<TaskResult>> load;
    private final Map<String, View> views = new ConcurrentHashMap<>();
    /** The lock each experiment's view is made under (dropped with its view: at worst a view is made twice). */
    private final Map<String, Object> locks = new ConcurrentHashMap<>();

    SharedResults(Function<String, List<TaskResult>> load) {
        this.load = load;
    }

    /**
     * The view of experiment {@code e}: the one already made when it counted as many finished solves or more, else a new
     * one, made once however many of its pages ask at the same time.
     */
    View of(Experiment e, ExperimentDefinition.Compiled compiled) {
        View known = views.get(e.id());
        if (known != null && known.done() >= e.done()) {
            return known;
        }
        // One experiment's pages wait for one another here, not in the map: made inside ConcurrentHashMap#compute, a
        // view of seconds held the lock of its bin, and the pages of other experiments in that bin waited too.
        synchronized (locks.computeIfAbsent(e.id(), id -> new Object())) {
            View old = views.get(e.id());
            if (old != null && old.done() >= e.done()) {
                return old;
            }
            View view = make(e, compiled);
            views.put(e.id(), view);
            if (views.size() > KEPT) {
                // Any other experiment's: a page still watching it makes its view again at its next change.
                Iterator<String> ids = views.keySet().iterator();
                while (views.size() > KEPT && ids.hasNext()) {
                    String id = ids.next();
                    if (!id.equals(e.id())) {
                        ids.remove();
                        locks.remove(id);
                    }
                }
            }
            return view;
        }
    }

    private View make(Experiment e, ExperimentDefinition.Compiled compiled) {
        List<TaskResult> results = List.copyOf(load.apply(e.id()));
        return new View(e.done(), results, Aggregates.checksOf(results), Comparison.of(compiled, results),
                Aggregates.of(compiled, results));
    }
}
