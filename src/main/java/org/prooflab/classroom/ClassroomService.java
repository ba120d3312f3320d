package org.prooflab.classroom;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.prooflab.classroom.domain.Aggregates;
import org.prooflab.classroom.domain.Comparison;
import org.prooflab.classroom.domain.DefinitionReading;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.InvalidDefinitionException;
import org.prooflab.classroom.domain.Problem;
import org.prooflab.classroom.domain.TaskResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Classroom comparisons: makes experiments, queues one JobRunr job per task, and lets only their
 * creator pause, resume, cancel, rename or delete them. Anyone with the id may read them.
 */
@Service
public class ClassroomService {
    private static final Logger LOG = LoggerFactory.getLogger(ClassroomService.class);

    private final ExperimentStore store;
    private final ExperimentQueue queue;
    private final RunningTasks running;
    private final ClassroomProperties properties;
    private final SharedResults shared;

    public ClassroomService(ExperimentStore store, ExperimentQueue queue, RunningTasks running,
                            ClassroomProperties properties) {
        this.store = store;
        this.queue = queue;
        this.running = running;
        this.properties = properties;
        this.shared = new SharedResults(store::results);
    }

    public ClassroomProperties properties() {
        return properties;
    }

    /** Checks a definition against this server's caps, without keeping it. */
    public ExperimentDefinition.Compiled check(ExperimentDefinition definition) {
        return check(DefinitionReading.of(definition));
    }

    /** Checks what a form or a file held against this server's caps: its unreadable fields and the checks of the rest together. */
    public ExperimentDefinition.Compiled check(DefinitionReading reading) {
        return reading.compile(properties.caps());
    }

    /**
     * Keeps a new experiment and queues its tasks.
     *
     * @param parentId the experiment it duplicates, or null
     * @throws InvalidDefinitionException with every problem beside its field
     * @throws TooManyActiveException when its creator has as many unfinished experiments as this server allows one
     */
    public Experiment create(ExperimentDefinition definition, String creatorToken, String parentId) {
        ExperimentDefinition.Compiled compiled = check(definition);
        String creator = CreatorTokens.hash(creatorToken);
        String id = CreatorTokens.newExperimentId();
        // The count and the insert of one creator one after the other, on every instance sharing the database: parallel
        // requests with one token each passed the count and made more than the limit.
        store.noteCreator(creator);
        if (!store.createIfUnder(properties.getMaxActivePerCreator(), id, compiled, creator,
                parentId == null || store.find(parentId).isEmpty() ? null : parentId)) {
            throw new TooManyActiveException(properties.getMaxActivePerCreator());
        }
        queue.topUp(id, 0);
        LOG.info("experiment={} created game={} positions={} configs={} tasks={}", id, compiled.game().id(),
                compiled.positions().size(), compiled.configs().size(), compiled.taskCount());
        return store.find(id).orElseThrow();
    }

    public Optional<Experiment> find(String id) {
        return id == null || !id.matches("[a-z0-9]{1,16}") ? Optional.empty() : store.find(id);
    }

    public List<TaskResult> results(String id) {
        return store.results(id);
    }

    /**
     * What experiment {@code e}'s page shows of its results: its results, each one's cross-check, the comparison and the
     * aggregates, computed once for each number of finished solves and shared by every page watching it.
     */
    public ResultsView resultsView(Experiment e, ExperimentDefinition.Compiled compiled) {
        SharedResults.View v = shared.of(e, compiled);
        return new ResultsView(v.results(), v.checks(), v.comparison(), v.aggregates());
    }

    /** See {@link #resultsView}; {@code checks} are the results', in their order. */
    public record ResultsView(List<TaskResult> results, List<Aggregates.Check> checks, Comparison comparison, Aggregates aggregates) {
    }

    public int doneCount(String id) {
        return store.doneCount(id);
    }

    public boolean isCreator(Experiment experiment, String token) {
        return CreatorTokens.wellFormed(token) && experiment.creatorHash().equals(CreatorTokens.hash(token));
    }

    /** The most experiments one page of a list holds. */
    public static final int MAX_PAGE = 100;

    /** An experiment's address, or the part of it from "classroom/": what a search takes for its id. */
    private static final Pattern ADDRESS = Pattern.compile("(?:.*/)?classroom/([^/?#\\s]+)[/?#]?.*");

    /**
     * A page of one of the classroom's lists for the visitor holding {@code token} (their own experiments, those
     * they opened from a link, or everyone's): at most {@link #MAX_PAGE} from the {@code offset}-th on, in
     * {@code order}, of those {@code search} finds, and how many it finds in all. {@code search} is what the visitor
     * typed: part of a name (letter case aside), or an experiment's id or its whole address.
     */
    public ListPage list(Listing whose, String token, String search, ListOrder order, int offset, int limit) {
        if (whose != Listing.ALL && !CreatorTokens.wellFormed(token)) {
            return new ListPage(List.of(), 0);
        }
        String person = whose == Listing.ALL ? null : CreatorTokens.hash(token);
        ExperimentStore.Search s = search(search);
        int total = store.count(whose, person, s);
        int size = Math.clamp(limit, 0, MAX_PAGE);
        return new ListPage(offset >= total || size == 0 ? List.of()
                : store.list(whose, person, s, order, Math.max(0, offset), size), total);
    }

    /** A search for what a visitor typed: the text in names, and, when it is an address or may be an id, that id too. */
    static ExperimentStore.Search search(String typed) {
        String text = typed == null ? "" : typed.strip();
        if (text.isEmpty()) {
            return ExperimentStore.Search.ALL;
        }
        return new ExperimentStore.Search(text, searchedId(text).map(SearchedId::id).orElse(null));
    }

    /**
     * The experiment id a visitor's search names, if any: the id of a pasted address ({@code address} true: the text
     * is nothing else), or the text itself when it has an id's shape (eight lower-case letters and digits), which may
     * as well be part of a name. A list that finds nothing says which it was looking for.
     */
    public static Optional<SearchedId> searchedId(String typed) {
        String text = typed == null ? "" : typed.strip();
        Matcher m = ADDRESS.matcher(text);
        if (m.matches()) {
            return Optional.of(new SearchedId(m.group(1), true));
        }
        return CreatorTokens.idShaped(text) ? Optional.of(new SearchedId(text, false)) : Optional.empty();
    }

    /** An id a search names, and whether it came from an address (else it is text that may also be part of a name). */
    public record SearchedId(String id, boolean address) {
    }

    /** One page of a list and how many the whole list holds. */
    public record ListPage(List<Experiment> experiments, int total) {
    }

    public void visited(String token, Experiment experiment) {
        if (CreatorTokens.wellFormed(token) && !isCreator(experiment, token)) {
            store.visit(CreatorTokens.hash(token), experiment.id());
        }
    }

    public boolean pause(Experiment e, String token) {
        requireCreator(e, token);
        boolean changed = store.changeStatus(e.id(), ExperimentStatus.PAUSED, ExperimentStatus.RUNNING);
        running.stop(e.id());
        return changed;
    }

    public boolean resume(Experiment e, String token) {
        requireCreator(e, token);
        if (!store.resume(e.id())) {
            return false;
        }
        queue.topUp(e.id(), store.find(e.id()).orElseThrow().epoch());
        return true;
    }

    public boolean cancel(Experiment e, String token) {
        requireCreator(e, token);
        boolean changed = store.changeStatus(e.id(), ExperimentStatus.CANCELLED, ExperimentStatus.RUNNING, ExperimentStatus.PAUSED);
        running.stop(e.id());
        store.cancelPending(e.id());
        return changed;
    }

    public void rename(Experiment e, String token, String name) {
        requireCreator(e, token);
        String trimmed = name == null ? "" : name.strip();
        Problem problem = ExperimentDefinition.nameProblem(trimmed);
        if (problem != null) {
            throw new InvalidDefinitionException(List.of(problem));
        }
        // The definition carries the name too: the exports and a duplicate read it there (they kept the old one).
        store.rename(e.id(), e.definition().withName(trimmed));
    }

    public void delete(Experiment e, String token) {
        requireCreator(e, token);
        store.changeStatus(e.id(), ExperimentStatus.CANCELLED, ExperimentStatus.RUNNING, ExperimentStatus.PAUSED);
        running.stop(e.id());
        store.delete(e.id());
        LOG.info("experiment={} deleted", e.id());
    }

    private void requireCreator(Experiment e, String token) {
        if (!isCreator(e, token)) {
            throw new NotCreatorException();
        }
    }

    /** Only the browser that made an experiment may change it. */
    public static final class NotCreatorException extends RuntimeException {
        NotCreatorException() {
            super("only the browser that made this experiment may change it");
        }
    }

    /**
     * A creator has as many unfinished experiments as this server allows one person: nothing in the
     * definition is wrong, so it is no field's problem.
     */
    public static final class TooManyActiveException extends RuntimeException {
        TooManyActiveException(int most) {
            super("you already have " + most + (most == 1 ? " experiment" : " experiments") + " running or paused, the most "
                    + "this server allows one person: wait for one to finish, or cancel or delete one (a paused one counts "
                    + "too), then run this one");
        }
    }

    /** Jobs of this instance's experiments solving now. */
    public int runningHere() {
        return running.count();
    }
}
