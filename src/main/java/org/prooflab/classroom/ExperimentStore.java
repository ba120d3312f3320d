package org.prooflab.classroom;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.ExperimentJson;
import org.prooflab.classroom.domain.NameOrder;
import org.prooflab.classroom.domain.TaskResult;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * Experiments and their tasks in the application's database (H2 or PostgreSQL, same SQL). A task's
 * result is written once: a second delivery of the same job (JobRunr delivers at least once) finds
 * the task no longer pending and changes nothing, so nothing is counted twice.
 */
@Repository
public class ExperimentStore {
    private static final String EXPERIMENT_COLUMNS = "e.id, e.name, e.definition, e.creator_hash, e.parent_id, e.status, e.epoch, "
            + "e.positions, e.configs, e.started, e.created_at, "
            + "(SELECT COUNT(*) FROM experiment_task t WHERE t.experiment_id = e.id AND t.state = 'DONE') AS done";

    /** A row's first two columns, as ints: a task's (position, configuration), or a queue's (configs, queued_to). */
    private static final org.springframework.jdbc.core.RowMapper<int[]> TWO_INTS = (rs, n) -> new int[] {rs.getInt(1), rs.getInt(2)};

    private final JdbcClient jdbc;
    private final JdbcTemplate template;

    public ExperimentStore(JdbcClient jdbc, JdbcTemplate template) {
        this.jdbc = jdbc;
        this.template = template;
    }

    /**
     * Keeps a new experiment as {@link #create} does if its creator has fewer than {@code most} experiments running or
     * paused, on whatever instance they were made: the creator's row is locked from the count to the insert.
     *
     * @return false, keeping nothing, when the creator has {@code most} already
     */
    @Transactional
    public boolean createIfUnder(int most, String id, ExperimentDefinition.Compiled compiled, String creatorHash, String parentId) {
        if (jdbc.sql("SELECT creator_hash FROM creator WHERE creator_hash = ? FOR UPDATE").param(creatorHash)
                .query(String.class).optional().isEmpty()) {
            // Nothing locked, the count would be unordered: a caller that did not note the creator first.
            throw new IllegalStateException("creator not noted before createIfUnder: call noteCreator first");
        }
        if (activeCount(creatorHash) >= most) {
            return false;
        }
        create(id, compiled, creatorHash, parentId);
        return true;
    }

    /**
     * Notes a creator before their experiment is counted ({@link #createIfUnder}), in a statement of its own: two first
     * experiments at once may both insert, and the second's duplicate is the first's row (in the transaction, the
     * failed insert would end it on PostgreSQL).
     */
    public void noteCreator(String creatorHash) {
        try {
            jdbc.sql("INSERT INTO creator (creator_hash) SELECT ? "
                    + "WHERE NOT EXISTS (SELECT 1 FROM creator WHERE creator_hash = ?)").params(creatorHash, creatorHash).update();
        } catch (org.springframework.dao.DuplicateKeyException e) {
            // the other request's row: this creator is noted
        }
    }

    /** Keeps a new experiment and one pending task per (position, configuration). */
    @Transactional
    public void create(String id, ExperimentDefinition.Compiled compiled, String creatorHash, String parentId) {
        Timestamp now = Timestamp.from(Instant.now());
        jdbc.sql("INSERT INTO experiment (id, name, definition, creator_hash, parent_id, status, epoch, positions, "
                        + "configs, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)")
                .params(id, compiled.definition().name(), ExperimentJson.write(compiled.definition()), creatorHash, parentId,
                        ExperimentStatus.RUNNING.name(), compiled.positions().size(), compiled.configs().size(), now, now)
                .update();
        List<Object[]> rows = new ArrayList<>(compiled.taskCount());
        for (int p = 0; p < compiled.positions().size(); p++) {
            for (int c = 0; c < compiled.configs().size(); c++) {
                rows.add(new Object[] {id, p, c, "PENDING", compiled.positions().get(p)});
            }
        }
        template.batchUpdate("INSERT INTO experiment_task (experiment_id, position_index, config_index, state, position) "
                + "VALUES (?, ?, ?, ?, ?)", rows);
    }

    public Optional<Experiment> find(String id) {
        return jdbc.sql("SELECT " + EXPERIMENT_COLUMNS + " FROM experiment e WHERE e.id = ?").param(id)
                .query(ExperimentStore::experiment).optional();
    }

    /**
     * A page of one of the classroom's lists: {@code limit} experiments from the {@code offset}-th on, in {@code order},
     * of those {@code whose} names (for a creator's or a viewer's list, the person whose token hashes to
     * {@code personHash}) that {@code search} finds.
     */
    public List<Experiment> list(Listing whose, String personHash, Search search, ListOrder order, int offset, int limit) {
        Selection s = selection(whose, personHash, search);
        if (order == ListOrder.NAME) {
            return byName(s, offset, limit);
        }
        return jdbc.sql("SELECT " + EXPERIMENT_COLUMNS + s.sql() + " ORDER BY " + orderBy(order)
                        + " OFFSET " + Math.max(0, offset) + " ROWS FETCH NEXT " + Math.max(0, limit) + " ROWS ONLY")
                .params(s.params()).query(ExperimentStore::experiment).list();
    }

    private record Named(String id, String name, Timestamp createdAt) {
    }

    /** Same names newest first, then by id, so that no experiment is on two pages or on none. */
    private static final Comparator<Named> BY_NAME = Comparator.comparing(Named::name, NameOrder.INSTANCE)
            .thenComparing(Named::createdAt, Comparator.reverseOrder()).thenComparing(Named::id);

    /**
     * A page of the list by name, as people read names ({@link NameOrder}: "run 2" before "run 10"), which no ORDER BY
     * of both databases gives: every name of the list is read and ordered here (a class's server keeps hundreds or
     * thousands, three short columns each), then the page's experiments are read by id.
     */
    private List<Experiment> byName(Selection s, int offset, int limit) {
        List<String> ids = jdbc.sql("SELECT e.id, e.name, e.created_at" + s.sql()).params(s.params())
                .query((rs, n) -> new Named(rs.getString(1), rs.getString(2), rs.getTimestamp(3))).list().stream()
                .sorted(BY_NAME).skip(Math.max(0, offset)).limit(Math.max(0, limit)).map(Named::id).toList();
        if (ids.isEmpty()) {
            return List.of();
        }
        Map<String, Experiment> read = new HashMap<>();
        jdbc.sql("SELECT " + EXPERIMENT_COLUMNS + " FROM experiment e WHERE e.id IN (" + String.join(", ", Collections.nCopies(ids.size(), "?"))
                        + ")").params(List.<Object>copyOf(ids)).query(ExperimentStore::experiment).list()
                .forEach(e -> read.put(e.id(), e));
        // One deleted between the two reads is left out.
        return ids.stream().map(read::get).filter(Objects::nonNull).toList();
    }

    /** How many experiments the list of {@link #list} holds in all. */
    public int count(Listing whose, String personHash, Search search) {
        Selection s = selection(whose, personHash, search);
        return jdbc.sql("SELECT COUNT(*)" + s.sql()).params(s.params()).query(Integer.class).single();
    }

    /**
     * What a search finds: experiments whose name holds {@code nameHolds} (letter case aside; blank finds every
     * one), and the experiment of id {@code id} whatever its name (null for none).
     */
    public record Search(String nameHolds, String id) {
        public static final Search ALL = new Search("", null);
    }

    private record Selection(String sql, List<Object> params) {
    }

    private static Selection selection(Listing whose, String personHash, Search search) {
        StringBuilder sql = new StringBuilder(" FROM experiment e");
        List<Object> params = new ArrayList<>();
        switch (whose) {
            case CREATED -> {
                sql.append(" WHERE e.creator_hash = ?");
                params.add(personHash);
            }
            // Others' only: a creator who opens their own link finds it among their own.
            case OPENED -> {
                sql.append(" JOIN experiment_visit v ON v.experiment_id = e.id WHERE v.viewer_hash = ? AND e.creator_hash <> ?");
                params.add(personHash);
                params.add(personHash);
            }
            case ALL -> sql.append(" WHERE 1 = 1");
        }
        // Control characters are in no name (ExperimentDefinition#nameProblem), and PostgreSQL refuses a NUL in a
        // parameter: a search for "week\0" was a 500 there.
        String words = search.nameHolds() == null ? "" : search.nameHolds().replaceAll("\\p{Cntrl}", "").strip();
        if (!words.isEmpty()) {
            // '!' escapes LIKE's own '%' and '_' (and itself), so a name holding them is found by them.
            sql.append(" AND (LOWER(e.name) LIKE ? ESCAPE '!'").append(search.id() == null ? ")" : " OR e.id = ?)");
            params.add("%" + words.toLowerCase(Locale.ROOT).replaceAll("[!%_]", "!$0") + "%");
            if (search.id() != null) {
                params.add(search.id());
            }
        }
        return new Selection(sql.toString(), params);
    }

    /** Every order ends on the id, so that no experiment is on two pages or on none. */
    private static String orderBy(ListOrder order) {
        return switch (order) {
            case NEWEST -> "e.created_at DESC, e.id";
            case OLDEST -> "e.created_at, e.id";
            case NAME -> throw new IllegalArgumentException("by name is ordered by NameOrder, not by the database");
            case UNFINISHED -> "CASE WHEN e.status IN ('RUNNING', 'PAUSED') THEN 0 ELSE 1 END, e.created_at DESC, e.id";
        };
    }

    /**
     * Notes that a viewer opened an experiment (kept once per viewer, with the latest time). Not one transaction: two
     * first visits at once (a link opened in two tabs) may both insert, and the second's duplicate is the first's row,
     * already there; in a transaction the failed insert would end it on PostgreSQL, and the page opening with it.
     */
    public void visit(String viewerHash, String experimentId) {
        Timestamp now = Timestamp.from(Instant.now());
        int updated = jdbc.sql("UPDATE experiment_visit SET visited_at = ? WHERE viewer_hash = ? AND experiment_id = ?")
                .params(now, viewerHash, experimentId).update();
        if (updated == 0) {
            try {
                jdbc.sql("INSERT INTO experiment_visit (viewer_hash, experiment_id, visited_at) SELECT ?, ?, ? "
                                + "WHERE NOT EXISTS (SELECT 1 FROM experiment_visit WHERE viewer_hash = ? AND experiment_id = ?)")
                        .params(viewerHash, experimentId, now, viewerHash, experimentId).update();
            } catch (org.springframework.dao.DuplicateKeyException e) {
                // the other visit's row: this one is noted
            }
        }
    }

    /** Solves of running experiments not yet finished, over every experiment. */
    public long pendingSolves() {
        return jdbc.sql("SELECT COUNT(*) FROM experiment_task t JOIN experiment e ON e.id = t.experiment_id "
                + "WHERE e.status = 'RUNNING' AND t.state = 'PENDING'").query(Long.class).single();
    }

    /** Experiments of this creator that are still running or paused. */
    public int activeCount(String creatorHash) {
        return jdbc.sql("SELECT COUNT(*) FROM experiment WHERE creator_hash = ? AND status IN ('RUNNING', 'PAUSED')")
                .param(creatorHash).query(Integer.class).single();
    }

    public ExperimentStatus status(String id) {
        return jdbc.sql("SELECT status FROM experiment WHERE id = ?").param(id).query(String.class).optional()
                .map(ExperimentStatus::valueOf).orElse(ExperimentStatus.CANCELLED);
    }

    /** Changes the status from one of {@code from} to {@code to}; false when it was in none of them. */
    public boolean changeStatus(String id, ExperimentStatus to, ExperimentStatus... from) {
        StringBuilder in = new StringBuilder();
        List<Object> params = new ArrayList<>(List.of(to.name(), Timestamp.from(Instant.now()), id));
        for (ExperimentStatus s : from) {
            in.append(in.isEmpty() ? "?" : ", ?");
            params.add(s.name());
        }
        return jdbc.sql("UPDATE experiment SET status = ?, updated_at = ? WHERE id = ? AND status IN (" + in + ")")
                .params(params).update() == 1;
    }

    /** Resumes a paused experiment under a new epoch, so the jobs queued before the pause do nothing. */
    @Transactional
    public boolean resume(String id) {
        boolean resumed = jdbc.sql("UPDATE experiment SET status = 'RUNNING', epoch = epoch + 1, queued_to = 0, updated_at = ? "
                        + "WHERE id = ? AND status = 'PAUSED'")
                .params(Timestamp.from(Instant.now()), id).update() == 1;
        if (resumed) {
            // Nothing left to solve (every task was recorded before the pause): done, not running with no job to end it.
            markDoneIfNoneLeft(id);
        }
        return resumed;
    }

    private void markDoneIfNoneLeft(String id) {
        jdbc.sql("UPDATE experiment SET status = 'DONE', updated_at = ? WHERE id = ? AND status = 'RUNNING' "
                        + "AND NOT EXISTS (SELECT 1 FROM experiment_task t WHERE t.experiment_id = ? AND t.state = 'PENDING')")
                .params(Timestamp.from(Instant.now()), id, id).update();
    }

    /** The position of the experiment's tasks at {@code positionIndex}, as kept when it was made. */
    public String taskPosition(String id, int positionIndex) {
        return jdbc.sql("SELECT position FROM experiment_task WHERE experiment_id = ? AND position_index = ? AND config_index = 0")
                .params(id, positionIndex).query(String.class).optional().orElse("");
    }

    /** True while the task has no result. */
    public boolean pending(String id, int positionIndex, int configIndex) {
        return jdbc.sql("SELECT COUNT(*) FROM experiment_task WHERE experiment_id = ? AND position_index = ? AND config_index = ? "
                        + "AND state = 'PENDING'").params(id, positionIndex, configIndex).query(Integer.class).single() == 1;
    }

    /** Stores {@code renamed}, the experiment's definition under its new name, and that name in its own column. */
    public void rename(String id, ExperimentDefinition renamed) {
        jdbc.sql("UPDATE experiment SET name = ?, definition = ?, updated_at = ? WHERE id = ?")
                .params(renamed.name(), ExperimentJson.write(renamed), Timestamp.from(Instant.now()), id).update();
    }

    public void delete(String id) {
        jdbc.sql("DELETE FROM experiment WHERE id = ?").param(id).update();
    }

    /** Tasks not yet solved, in (position, configuration) order. */
    public List<int[]> pendingTasks(String id) {
        return jdbc.sql("SELECT position_index, config_index FROM experiment_task WHERE experiment_id = ? AND state = 'PENDING' "
                        + "ORDER BY position_index, config_index")
                .param(id).query(TWO_INTS).list();
    }

    /**
     * Where a running experiment's queue stands in {@code epoch} (see {@link ExperimentQueue}): empty when the experiment
     * is not running in that epoch.
     *
     * @return its number of configurations and the ordinal ({@code position * configs + config}) of the first task
     *         not yet queued in the epoch
     */
    public Optional<int[]> queueState(String id, int epoch) {
        return jdbc.sql("SELECT configs, queued_to FROM experiment WHERE id = ? AND status = 'RUNNING' AND epoch = ? "
                        + "AND queued_to IS NOT NULL")
                .params(id, epoch).query(TWO_INTS).optional();
    }

    /** A running experiment's queue: its epoch, its number of configurations and the ordinal its queue stands at. */
    public record Queue(String id, int epoch, int configs, int queuedTo) {
    }

    /** The queues of every running experiment whose tasks are queued a window at a time (see {@link ExperimentQueue}). */
    public List<Queue> runningQueues() {
        return jdbc.sql("SELECT id, epoch, configs, queued_to FROM experiment WHERE status = 'RUNNING' AND queued_to IS NOT NULL")
                .query((rs, n) -> new Queue(rs.getString(1), rs.getInt(2), rs.getInt(3), rs.getInt(4))).list();
    }

    /** The pending tasks before the ordinal {@code queuedTo}: queued and not yet recorded. */
    public List<int[]> pendingTasksBefore(String id, int configs, int queuedTo) {
        return jdbc.sql("SELECT position_index, config_index FROM experiment_task WHERE experiment_id = ? AND state = 'PENDING' "
                        + "AND (position_index < ? OR (position_index = ? AND config_index < ?)) ORDER BY position_index, config_index")
                .params(id, queuedTo / configs, queuedTo / configs, queuedTo % configs)
                .query(TWO_INTS).list();
    }

    /** Notes that a worker begins a solve of the experiment: its pages then say Running, not Queued. */
    public void markStarted(String id) {
        jdbc.sql("UPDATE experiment SET started = TRUE WHERE id = ? AND started = FALSE").param(id).update();
    }

    /** True while the experiment runs in {@code epoch}. */
    public boolean runningIn(String id, int epoch) {
        return jdbc.sql("SELECT COUNT(*) FROM experiment WHERE id = ? AND status = 'RUNNING' AND epoch = ?")
                .params(id, epoch).query(Integer.class).single() == 1;
    }

    /** At most {@code limit} pending tasks from the ordinal {@code queuedTo} on, in (position, configuration) order. */
    public List<int[]> pendingFrom(String id, int configs, int queuedTo, int limit) {
        return jdbc.sql("SELECT position_index, config_index FROM experiment_task WHERE experiment_id = ? AND state = 'PENDING' "
                        + "AND (position_index > ? OR (position_index = ? AND config_index >= ?)) "
                        + "ORDER BY position_index, config_index FETCH FIRST " + Math.max(0, limit) + " ROWS ONLY")
                .params(id, queuedTo / configs, queuedTo / configs, queuedTo % configs)
                .query(TWO_INTS).list();
    }

    /**
     * Moves the experiment's queue from ordinal {@code from} to {@code to} if it still stands at {@code from} in
     * {@code epoch}; false when another worker moved it first, or a pause or resume came between.
     */
    public boolean advanceQueue(String id, int epoch, int from, int to) {
        return jdbc.sql("UPDATE experiment SET queued_to = ? WHERE id = ? AND epoch = ? AND queued_to = ? AND status = 'RUNNING'")
                .params(to, id, epoch, from).update() == 1;
    }

    /** Marks every pending task cancelled. */
    public void cancelPending(String id) {
        jdbc.sql("UPDATE experiment_task SET state = 'CANCELLED' WHERE experiment_id = ? AND state = 'PENDING'")
                .param(id).update();
    }

    /**
     * Writes a task's result if the task is still pending and its experiment still running.
     *
     * @return true if this call wrote it, false if it had been written already (or the experiment stopped)
     */
    @Transactional
    public boolean record(String id, TaskResult r, String worker) {
        return record(id, -1, r, worker);
    }

    /**
     * As {@link #record(String, TaskResult, String)}, and only while the experiment is in {@code epoch} (-1: in any):
     * for what holds of that epoch's jobs alone, such as a task recorded as failed because its job ended without a
     * result (a pause and a resume in between start the task again under new jobs).
     */
    @Transactional
    public boolean record(String id, int epoch, TaskResult r, String worker) {
        // The experiment's row first, locked until this transaction ends, so that recordings of one experiment follow
        // one another and a pause waits for them: two workers recording its last two tasks at once each saw the
        // other's as still pending, neither marked it DONE, and it showed Running for ever.
        jdbc.sql("SELECT status FROM experiment WHERE id = ? FOR UPDATE").param(id).query(String.class).optional();
        int updated = jdbc.sql("UPDATE experiment_task SET state = 'DONE', outcome = ?, pr_conclusion = ?, exact_outcome = ?, "
                        + "stop_limit = ?, best_move = ?, iterations = ?, nodes = ?, expanded = ?, playouts = ?, time_ms = ?, "
                        + "root_value = ?, trace = ?, pn_iterations = ?, worker = ?, finished_at = ? "
                        + "WHERE experiment_id = ? AND position_index = ? AND config_index = ? AND state = 'PENDING' "
                        + "AND EXISTS (SELECT 1 FROM experiment e WHERE e.id = ? AND e.status = 'RUNNING' AND (? < 0 OR e.epoch = ?))")
                .params(r.outcome(), r.prConclusion(), r.exactOutcome(), r.limit(), clip(r.bestMove(), 64), r.iterations(),
                        r.nodes(), r.expanded(), r.playouts(), r.timeMs(), orNull(r.rootValue()),
                        r.trace(), orNull(r.pnIterations()), clip(worker, 100), Timestamp.from(Instant.now()), id, r.positionIndex(), r.configIndex(), id,
                        epoch, epoch)
                .update();
        if (updated == 1) {
            markDoneIfNoneLeft(id);
        }
        return updated == 1;
    }

    /** Finished tasks, in (position, configuration) order. */
    public List<TaskResult> results(String id) {
        return jdbc.sql("SELECT position_index, config_index, position, outcome, pr_conclusion, exact_outcome, stop_limit, "
                        + "best_move, iterations, nodes, expanded, playouts, time_ms, root_value, trace, pn_iterations FROM "
                        + "experiment_task "
                        + "WHERE experiment_id = ? AND state = 'DONE' ORDER BY position_index, config_index")
                .param(id).query(ExperimentStore::result).list();
    }

    /** How many tasks are finished: a cheap check whether a page must reload its results. */
    public int doneCount(String id) {
        return jdbc.sql("SELECT COUNT(*) FROM experiment_task WHERE experiment_id = ? AND state = 'DONE'")
                .param(id).query(Integer.class).single();
    }

    private static Experiment experiment(ResultSet rs, int row) throws SQLException {
        return new Experiment(rs.getString("id"), rs.getString("name"), ExperimentJson.readStored(rs.getString("definition")),
                rs.getString("creator_hash"), rs.getString("parent_id"), ExperimentStatus.valueOf(rs.getString("status")),
                rs.getInt("epoch"), rs.getInt("positions"), rs.getInt("configs"), rs.getInt("done"), rs.getBoolean("started"),
                rs.getTimestamp("created_at").toInstant());
    }

    private static TaskResult result(ResultSet rs, int row) throws SQLException {
        double root = rs.getDouble("root_value");
        if (rs.wasNull()) {
            root = Double.NaN;
        }
        double pn = rs.getDouble("pn_iterations");
        if (rs.wasNull()) {
            pn = Double.NaN;
        }
        return new TaskResult(rs.getInt("position_index"), rs.getInt("config_index"), rs.getString("position"),
                rs.getString("outcome"), rs.getString("pr_conclusion"), rs.getString("exact_outcome"), rs.getString("stop_limit"),
                rs.getString("best_move"), rs.getLong("iterations"), rs.getLong("nodes"), rs.getLong("expanded"),
                rs.getLong("playouts"), rs.getDouble("time_ms"), root, rs.getString("trace"), pn);
    }

    /**
     * A value as its column keeps it: NaN (none) as NULL; an infinity as itself, which H2's and PostgreSQL's
     * double precision both hold (a disproved PNS root's pn is infinite, and NULL read back as "none").
     */
    private static Double orNull(double x) {
        return Double.isNaN(x) ? null : x;
    }

    private static String clip(String s, int max) {
        return s == null || s.length() <= max ? s : s.substring(0, max);
    }
}
