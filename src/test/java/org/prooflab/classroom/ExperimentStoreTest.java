package org.prooflab.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.TaskResult;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;

/** The store's SQL, on H2 and on a real PostgreSQL, with the application's own migrations. */
class ExperimentStoreTest {

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("H2", (java.util.function.Supplier<DataSource>) Databases::h2),
                Arguments.of("PostgreSQL", (java.util.function.Supplier<DataSource>) Databases::postgres));
    }

    private static ExperimentStore store(DataSource ds) {
        return new ExperimentStore(JdbcClient.create(ds), new JdbcTemplate(ds));
    }

    private static ExperimentDefinition.Compiled compiled(String name) {
        return new ExperimentDefinition(name, "pgame", ExperimentDefinition.PositionSet.pgame(2, 6, 3, 5),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("ppns").with("pr", 0.001)),
                new ExperimentDefinition.LimitSpec(10_000, 5, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
    }

    private static TaskResult result(int p, int c, String position, long nodes) {
        return new TaskResult(p, c, position, "PROVED", null, null, null, "1", 10, nodes, nodes / 2, 0, 3, 0.0, "0:1 10:0",
                nodes / 4.0);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void a_name_of_200_characters_outside_the_bmp_is_kept_whole_made_and_renamed(String db, java.util.function.Supplier<DataSource> ds) {
        // 200 emoji are 200 characters to a reader (ExperimentDefinition.nameLength) and 400 UTF-16 units to H2.
        ExperimentStore store = store(ds.get());
        String emoji = "\uD83D\uDE00".repeat(200);
        store.create("emoji001", compiled(emoji), "hash-a", null);
        assertThat(store.find("emoji001").orElseThrow().name()).isEqualTo(emoji);
        String other = "\uD83C\uDFB2".repeat(200);
        store.rename("emoji001", compiled(emoji).definition().withName(other));
        assertThat(store.find("emoji001").orElseThrow().name()).isEqualTo(other);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void an_experiment_is_kept_with_one_pending_task_per_position_and_configuration(String db,
                                                                                  java.util.function.Supplier<DataSource> ds) {
        ExperimentStore store = store(ds.get());
        ExperimentDefinition.Compiled c = compiled("<img src=x onerror=alert(1)> 'quoted'");
        store.create("abc12345", c, "hash-a", null);

        Experiment e = store.find("abc12345").orElseThrow();
        assertThat(e.name()).isEqualTo("<img src=x onerror=alert(1)> 'quoted'");
        assertThat(e.definition()).isEqualTo(c.definition());
        assertThat(e.status()).isEqualTo(ExperimentStatus.RUNNING);
        assertThat(e.tasks()).isEqualTo(6);
        assertThat(e.done()).isZero();
        assertThat(store.pendingTasks("abc12345")).extracting(t -> t[0] + ":" + t[1])
                .containsExactly("0:0", "0:1", "1:0", "1:1", "2:0", "2:1");
        assertThat(store.find("nothere")).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void an_experiment_kept_with_negative_seeds_by_an_older_version_opens_with_the_same_positions_and_seeds(String db,
                                                                                                          java.util.function.Supplier<DataSource> ds) {
        DataSource source = ds.get();
        ExperimentStore store = store(source);
        ExperimentDefinition.Compiled c = new ExperimentDefinition("old seed", "pgame", ExperimentDefinition.PositionSet.pgame(2, 6, 3, -3),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("ppns").with("seed", -1L)),
                new ExperimentDefinition.LimitSpec(10_000, 5, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
        store.create("oldseed1", c, "hash-a", null);
        JdbcClient sql = JdbcClient.create(source);
        String written = sql.sql("SELECT definition FROM experiment WHERE id = ?").param("oldseed1").query(String.class).single();
        assertThat(written).contains("18446744073709551613", "18446744073709551615").doesNotContain("-3", "-1");
        // as a version that wrote the seeds as signed longs kept them
        sql.sql("UPDATE experiment SET definition = ? WHERE id = ?").params(written.replace("18446744073709551613", "-3")
                .replace("18446744073709551615", "-1"), "oldseed1").update();

        Experiment e = store.find("oldseed1").orElseThrow();
        assertThat(e.definition()).isEqualTo(c.definition());
        ExperimentDefinition.Compiled opened = e.definition().compileStored();
        assertThat(opened.positions()).isEqualTo(c.positions());
        assertThat(opened.configs()).isEqualTo(c.configs());
        assertThat(opened.configs().get(1).parameters().seed()).isEqualTo(-1L);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void a_result_delivered_twice_is_counted_once_and_the_last_one_finishes_the_experiment(String db,
                                                                                          java.util.function.Supplier<DataSource> ds) {
        ExperimentStore store = store(ds.get());
        ExperimentDefinition.Compiled c = compiled("twice");
        store.create("twice001", c, "hash-a", null);

        assertThat(store.record("twice001", result(0, 1, c.positions().get(0), 100), "w1")).isTrue();
        assertThat(store.record("twice001", result(0, 1, c.positions().get(0), 999), "w2")).isFalse();
        assertThat(store.results("twice001")).singleElement().satisfies(r -> {
            assertThat(r.nodes()).isEqualTo(100);
            assertThat(r.expanded()).isEqualTo(50);
            assertThat(r.trace()).isEqualTo("0:1 10:0");
            assertThat(r.rootValue()).isZero();
            assertThat(r.pnIterations()).isEqualTo(25.0);
        });
        assertThat(store.pending("twice001", 0, 1)).isFalse();
        assertThat(store.pending("twice001", 0, 0)).isTrue();

        for (int p = 0; p < 3; p++) {
            for (int k = 0; k < 2; k++) {
                store.record("twice001", result(p, k, c.positions().get(p), 10), "w1");
            }
        }
        Experiment done = store.find("twice001").orElseThrow();
        assertThat(done.done()).isEqualTo(6);
        assertThat(done.status()).isEqualTo(ExperimentStatus.DONE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void an_infinite_root_value_is_read_back_as_itself_and_none_as_none(String db, java.util.function.Supplier<DataSource> ds) {
        ExperimentStore store = store(ds.get());
        ExperimentDefinition.Compiled c = compiled("infinite");
        store.create("infin001", c, "hash-a", null);
        double[] values = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN};
        for (int p = 0; p < values.length; p++) {
            TaskResult r = result(p, 0, c.positions().get(p), 10);
            store.record("infin001", new TaskResult(p, 0, r.position(), "DISPROVED", null, null, null, null, 10, 10, 5, 0, 3,
                    values[p], r.trace(), Double.NaN), "w1");
        }
        // A disproved PNS root's pn is infinite: kept as such, not as "none" (the CSV left it empty, the CLI wrote Infinity).
        assertThat(store.results("infin001")).extracting(TaskResult::rootValue)
                .containsExactly(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN);
        assertThat(store.results("infin001")).allSatisfy(r -> assertThat(r.pnIterations()).isNaN());
    }

    /** The store as the application has it: each {@code @Transactional} method one transaction. */
    private static ExperimentStore transactional(DataSource ds) {
        org.springframework.aop.framework.ProxyFactory proxy = new org.springframework.aop.framework.ProxyFactory(store(ds));
        proxy.setProxyTargetClass(true);
        proxy.addAdvice(new org.springframework.transaction.interceptor.TransactionInterceptor(
                (org.springframework.transaction.TransactionManager) new org.springframework.jdbc.datasource.DataSourceTransactionManager(ds),
                new org.springframework.transaction.annotation.AnnotationTransactionAttributeSource()));
        return (ExperimentStore) proxy.getProxy();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void two_workers_recording_the_last_two_tasks_at_once_leave_the_experiment_done(String db,
                                                                                   java.util.function.Supplier<DataSource> ds)
            throws Exception {
        // Each saw the other's task still pending, so neither marked the experiment DONE: it showed Running for ever.
        ExperimentStore store = transactional(ds.get());
        ExperimentDefinition.Compiled c = compiled("race");
        java.util.concurrent.ExecutorService workers = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 30; round++) {
                String id = String.format("race%04d", round);
                store.create(id, c, "hash-a", null);
                for (int p = 0; p < 2; p++) {
                    for (int k = 0; k < 2; k++) {
                        assertThat(store.record(id, result(p, k, c.positions().get(p), 5), "w0")).isTrue();
                    }
                }
                java.util.concurrent.CyclicBarrier together = new java.util.concurrent.CyclicBarrier(2);
                List<java.util.concurrent.Future<Boolean>> last = new java.util.ArrayList<>();
                for (int k = 0; k < 2; k++) {
                    int config = k;
                    last.add(workers.submit(() -> {
                        together.await();
                        return store.record(id, result(2, config, c.positions().get(2), 5), "w" + (config + 1));
                    }));
                }
                for (java.util.concurrent.Future<Boolean> f : last) {
                    assertThat(f.get(30, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
                }
                assertThat(store.pendingTasks(id)).isEmpty();
                assertThat(store.status(id)).as(db + " round " + round).isEqualTo(ExperimentStatus.DONE);
            }
        } finally {
            workers.shutdownNow();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void parallel_creations_of_one_creator_on_two_instances_make_no_more_than_the_limit(String db,
                                                                                      java.util.function.Supplier<DataSource> ds)
            throws Exception {
        // Ordered within one instance only, six requests at once on two instances made more than three experiments.
        DataSource shared = ds.get();
        List<ExperimentStore> instances = List.of(transactional(shared), transactional(shared));
        ExperimentDefinition.Compiled c = compiled("limited");
        java.util.concurrent.ExecutorService requests = java.util.concurrent.Executors.newFixedThreadPool(6);
        try {
            for (int round = 0; round < 10; round++) {
                String creator = "creator-" + round;
                java.util.concurrent.CyclicBarrier together = new java.util.concurrent.CyclicBarrier(6);
                List<java.util.concurrent.Future<Boolean>> made = new java.util.ArrayList<>();
                for (int r = 0; r < 6; r++) {
                    ExperimentStore store = instances.get(r % 2);
                    String id = String.format("lim%02d%03d", round, r);
                    made.add(requests.submit(() -> {
                        together.await();
                        store.noteCreator(creator);
                        return store.createIfUnder(3, id, c, creator, null);
                    }));
                }
                int kept = 0;
                for (java.util.concurrent.Future<Boolean> f : made) {
                    kept += f.get(30, java.util.concurrent.TimeUnit.SECONDS) ? 1 : 0;
                }
                assertThat(kept).as(db + " round " + round).isEqualTo(3);
                assertThat(instances.get(0).activeCount(creator)).isEqualTo(3);
            }
        } finally {
            requests.shutdownNow();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void two_first_visits_of_one_viewer_at_once_are_both_noted_once(String db, java.util.function.Supplier<DataSource> ds)
            throws Exception {
        // A link opened in two tabs at once: both inserted, and one failed on the key, with an error page for its tab.
        ExperimentStore store = transactional(ds.get());
        store.create("visit001", compiled("visited"), "hash-a", null);
        java.util.concurrent.ExecutorService tabs = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 30; round++) {
                String viewer = "viewer-" + round;
                java.util.concurrent.CyclicBarrier together = new java.util.concurrent.CyclicBarrier(2);
                List<java.util.concurrent.Future<?>> both = new java.util.ArrayList<>();
                for (int tab = 0; tab < 2; tab++) {
                    both.add(tabs.submit(() -> {
                        together.await();
                        store.visit(viewer, "visit001");
                        return null;
                    }));
                }
                for (java.util.concurrent.Future<?> f : both) {
                    f.get(30, java.util.concurrent.TimeUnit.SECONDS);
                }
                assertThat(store.count(Listing.OPENED, viewer, ExperimentStore.Search.ALL)).as(db + " round " + round).isEqualTo(1);
            }
        } finally {
            tabs.shutdownNow();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void an_experiment_resumed_with_no_task_left_is_done(String db, java.util.function.Supplier<DataSource> ds) {
        DataSource source = ds.get();
        ExperimentStore store = transactional(source);
        ExperimentDefinition.Compiled c = compiled("all recorded, then paused");
        store.create("resume01", c, "hash-a", null);
        for (int p = 0; p < 3; p++) {
            for (int k = 0; k < 2; k++) {
                store.record("resume01", result(p, k, c.positions().get(p), 5), "w0");
            }
        }
        // As a pause that came between the last recording and its DONE left it, before recordings were serialised.
        new JdbcTemplate(source).update("UPDATE experiment SET status = 'PAUSED' WHERE id = 'resume01'");
        assertThat(store.resume("resume01")).isTrue();
        assertThat(store.status("resume01")).isEqualTo(ExperimentStatus.DONE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void a_paused_experiment_takes_no_results_and_resumes_under_a_new_epoch(String db,
                                                                           java.util.function.Supplier<DataSource> ds) {
        ExperimentStore store = store(ds.get());
        ExperimentDefinition.Compiled c = compiled("paused");
        store.create("pause001", c, "hash-a", null);
        assertThat(store.changeStatus("pause001", ExperimentStatus.PAUSED, ExperimentStatus.RUNNING)).isTrue();
        assertThat(store.changeStatus("pause001", ExperimentStatus.PAUSED, ExperimentStatus.RUNNING)).isFalse();
        assertThat(store.record("pause001", result(0, 0, c.positions().get(0), 5), "w1")).isFalse();

        assertThat(store.resume("pause001")).isTrue();
        assertThat(store.find("pause001").orElseThrow().epoch()).isEqualTo(1);
        assertThat(store.record("pause001", result(0, 0, c.positions().get(0), 5), "w1")).isTrue();

        store.changeStatus("pause001", ExperimentStatus.CANCELLED, ExperimentStatus.RUNNING, ExperimentStatus.PAUSED);
        store.cancelPending("pause001");
        assertThat(store.pendingTasks("pause001")).isEmpty();
        assertThat(store.record("pause001", result(1, 0, c.positions().get(1), 5), "w1")).isFalse();
        assertThat(store.find("pause001").orElseThrow().done()).isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void lists_hold_a_creators_own_the_ones_opened_from_a_link_and_the_newest(String db, java.util.function.Supplier<DataSource> ds) {
        ExperimentStore store = store(ds.get());
        store.create("own00001", compiled("mine"), "hash-a", null);
        store.create("other001", compiled("theirs"), "hash-b", "own00001");
        store.visit("hash-a", "other001");
        store.visit("hash-a", "other001");
        store.visit("hash-a", "own00001");

        assertThat(ids(store, Listing.CREATED, "hash-a", 10)).containsExactly("own00001");
        assertThat(ids(store, Listing.OPENED, "hash-a", 10)).containsExactly("other001");
        assertThat(ids(store, Listing.ALL, null, 10)).containsExactly("other001", "own00001");
        assertThat(ids(store, Listing.ALL, null, 1)).containsExactly("other001");
        assertThat(store.count(Listing.OPENED, "hash-a", ExperimentStore.Search.ALL)).isEqualTo(1);
        assertThat(store.find("other001").orElseThrow().parentId()).isEqualTo("own00001");
        assertThat(store.activeCount("hash-a")).isEqualTo(1);

        store.rename("own00001", store.find("own00001").orElseThrow().definition().withName("renamed"));
        assertThat(store.find("own00001").orElseThrow().name()).isEqualTo("renamed");
        // the stored definition, which the exports and a duplicate read, carries the new name too
        assertThat(store.find("own00001").orElseThrow().definition().name()).isEqualTo("renamed");
        store.delete("other001");
        assertThat(ids(store, Listing.OPENED, "hash-a", 10)).isEmpty();
        assertThat(store.find("other001")).isEmpty();
        assertThat(Map.of("status", store.status("other001"))).containsEntry("status", ExperimentStatus.CANCELLED);
    }

    private static List<String> ids(ExperimentStore store, Listing whose, String person, int limit) {
        return store.list(whose, person, ExperimentStore.Search.ALL, ListOrder.NEWEST, 0, limit).stream().map(Experiment::id).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void a_list_comes_a_page_at_a_time_in_each_order_and_a_search_finds_names_by_their_letters_or_an_id(String db,
            java.util.function.Supplier<DataSource> ds) {
        DataSource source = ds.get();
        ExperimentStore store = store(source);
        // Five of one creator, made a minute apart (exp00000 the oldest); the last two still running.
        String[] names = {"Week 2: PNS", "week 3: ppns", "100% PPNS", "Connect_4", "banana"};
        for (int i = 0; i < names.length; i++) {
            String id = "exp0000" + i;
            store.create(id, compiled(names[i]), "hash-a", null);
            new JdbcTemplate(source).update("UPDATE experiment SET created_at = ?, status = ? WHERE id = ?",
                    java.sql.Timestamp.from(java.time.Instant.parse("2026-11-27T10:00:00Z").plusSeconds(60L * i)),
                    i < 3 ? "DONE" : "RUNNING", id);
        }
        store.create("zzother1", compiled("someone else's week"), "hash-b", null);
        ExperimentStore.Search all = ExperimentStore.Search.ALL;

        assertThat(page(store, all, ListOrder.NEWEST, 0, 2)).containsExactly("exp00004", "exp00003");
        assertThat(page(store, all, ListOrder.NEWEST, 2, 2)).containsExactly("exp00002", "exp00001");
        assertThat(page(store, all, ListOrder.NEWEST, 4, 2)).containsExactly("exp00000");
        assertThat(page(store, all, ListOrder.NEWEST, 6, 2)).isEmpty();
        assertThat(store.count(Listing.CREATED, "hash-a", all)).isEqualTo(5);
        assertThat(page(store, all, ListOrder.OLDEST, 0, 5)).containsExactly("exp00000", "exp00001", "exp00002", "exp00003",
                "exp00004");
        // letter case aside: "100% PPNS", "banana", "Connect_4", "Week 2: PNS", "week 3: ppns"
        assertThat(page(store, all, ListOrder.NAME, 0, 5)).containsExactly("exp00002", "exp00004", "exp00003", "exp00000",
                "exp00001");
        // numbers by their value, a page at a time, the same name's runs newest first
        String[] runs = {"run 10", "run 2", "Run 1", "run 2", "zebra 9"};
        for (int i = 0; i < runs.length; i++) {
            store.create("run0000" + i, compiled(runs[i]), "hash-c", null);
            new JdbcTemplate(source).update("UPDATE experiment SET created_at = ? WHERE id = ?",
                    java.sql.Timestamp.from(java.time.Instant.parse("2026-11-27T10:00:00Z").plusSeconds(60L * i)), "run0000" + i);
        }
        java.util.function.BiFunction<Integer, Integer, List<String>> byName = (offset, limit) -> store.list(Listing.CREATED,
                "hash-c", all, ListOrder.NAME, offset, limit).stream().map(e -> e.name() + " " + e.id()).toList();
        assertThat(byName.apply(0, 3)).containsExactly("Run 1 run00002", "run 2 run00003", "run 2 run00001");
        assertThat(byName.apply(3, 3)).containsExactly("run 10 run00000", "zebra 9 run00004");
        assertThat(byName.apply(5, 3)).isEmpty();
        assertThat(store.list(Listing.CREATED, "hash-c", new ExperimentStore.Search("RUN", null), ListOrder.NAME, 1, 10))
                .extracting(Experiment::id).containsExactly("run00003", "run00001", "run00000");
        // running ones first, newest first within each kind
        assertThat(page(store, all, ListOrder.UNFINISHED, 0, 5)).containsExactly("exp00004", "exp00003", "exp00002",
                "exp00001", "exp00000");

        // a name's letters in any case; another creator's experiment stays out of this creator's list
        ExperimentStore.Search week = new ExperimentStore.Search("WEEK", null);
        assertThat(page(store, week, ListOrder.NEWEST, 0, 10)).containsExactly("exp00001", "exp00000");
        assertThat(store.count(Listing.CREATED, "hash-a", week)).isEqualTo(2);
        assertThat(store.count(Listing.ALL, null, week)).isEqualTo(3);
        // LIKE's own signs are letters here: "%" is not "anything", "_" is not "any one letter"
        assertThat(page(store, new ExperimentStore.Search("0%", null), ListOrder.NEWEST, 0, 10)).containsExactly("exp00002");
        assertThat(page(store, new ExperimentStore.Search("t_4", null), ListOrder.NEWEST, 0, 10)).containsExactly("exp00003");
        assertThat(page(store, new ExperimentStore.Search("%", null), ListOrder.NEWEST, 0, 10)).containsExactly("exp00002");
        assertThat(page(store, new ExperimentStore.Search("n_n", null), ListOrder.NEWEST, 0, 10)).isEmpty();
        assertThat(page(store, new ExperimentStore.Search("!", null), ListOrder.NEWEST, 0, 10)).isEmpty();
        // A control character is in no name: left out of the search (PostgreSQL answered a NUL with an error).
        assertThat(page(store, new ExperimentStore.Search("WEEK\u0000", null), ListOrder.NEWEST, 0, 10)).containsExactly("exp00001", "exp00000");
        // an id finds its experiment whatever the name
        assertThat(page(store, new ExperimentStore.Search("somewhere/classroom/exp00003", "exp00003"), ListOrder.NEWEST, 0, 10))
                .containsExactly("exp00003");
    }

    private static List<String> page(ExperimentStore store, ExperimentStore.Search search, ListOrder order, int offset, int limit) {
        return store.list(Listing.CREATED, "hash-a", search, order, offset, limit).stream().map(Experiment::id).toList();
    }

    static Stream<Arguments> emptyDatabases() {
        return Stream.of(Arguments.of("H2", (java.util.function.Supplier<DataSource>) Databases::emptyH2),
                Arguments.of("PostgreSQL", (java.util.function.Supplier<DataSource>) Databases::emptyPostgres));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("emptyDatabases")
    void a_time_is_kept_to_the_microsecond_and_one_stored_before_in_whole_milliseconds_is_kept_through_the_migration(String db,
            java.util.function.Supplier<DataSource> empty) {
        // A database as the version before kept it: times in whole milliseconds.
        DataSource source = Databases.migratedTo(empty.get(), "1.1");
        ExperimentDefinition.Compiled c = compiled("times");
        store(source).create("times001", c, "hash-a", null);
        new JdbcTemplate(source).update("UPDATE experiment_task SET state = 'DONE', time_ms = 7, outcome = 'PROVED', iterations = 1,"
                + " nodes = 1, expanded = 1, playouts = 0 WHERE experiment_id = 'times001' AND position_index = 0 AND config_index = 0");
        Databases.migrated(source);
        ExperimentStore store = store(source);
        assertThat(store.results("times001")).extracting(TaskResult::timeMs).containsExactly(7.0);
        TaskResult quick = new TaskResult(1, 1, c.positions().get(1), "PROVED", null, null, null, "1", 10, 20, 10, 0,
                TaskResult.millis(412_345), 0.0, "0:1 10:0", 2.5);
        assertThat(store.record("times001", quick, "w1")).isTrue();
        assertThat(store.results("times001")).extracting(TaskResult::timeMs).containsExactly(7.0, 0.412);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void an_experiments_results_counts_and_tasks_are_its_own_and_not_another_experiments(String db,
                                                                                       java.util.function.Supplier<DataSource> ds) {
        ExperimentStore store = store(ds.get());
        ExperimentDefinition.Compiled c = compiled("same positions");
        store.create("exper00a", c, "hash-a", null);
        store.create("exper00b", c, "hash-a", null);
        // the same tasks in both: each experiment takes its own result for (0, 0)
        assertThat(store.record("exper00a", result(0, 0, c.positions().get(0), 100), "w1")).isTrue();
        assertThat(store.record("exper00a", result(1, 1, c.positions().get(1), 200), "w1")).isTrue();
        assertThat(store.record("exper00b", result(0, 0, c.positions().get(0), 300), "w1")).isTrue();

        assertThat(store.results("exper00a")).extracting(r -> r.positionIndex() + ":" + r.configIndex() + " " + r.nodes())
                .containsExactly("0:0 100", "1:1 200");
        assertThat(store.results("exper00b")).extracting(r -> r.positionIndex() + ":" + r.configIndex() + " " + r.nodes())
                .containsExactly("0:0 300");
        assertThat(store.doneCount("exper00a")).isEqualTo(2);
        assertThat(store.doneCount("exper00b")).isEqualTo(1);
        assertThat(store.find("exper00a").orElseThrow().done()).isEqualTo(2);
        assertThat(store.find("exper00b").orElseThrow().done()).isEqualTo(1);
        assertThat(store.pending("exper00a", 1, 1)).isFalse();
        assertThat(store.pending("exper00b", 1, 1)).isTrue();
        assertThat(store.pendingTasks("exper00a")).extracting(t -> t[0] + ":" + t[1]).containsExactly("0:1", "1:0", "2:0", "2:1");
        assertThat(store.pendingTasks("exper00b")).extracting(t -> t[0] + ":" + t[1])
                .containsExactly("0:1", "1:0", "1:1", "2:0", "2:1");

        // stopping, cancelling, renaming and deleting b leaves a as it was
        assertThat(store.changeStatus("exper00b", ExperimentStatus.PAUSED, ExperimentStatus.RUNNING)).isTrue();
        assertThat(store.resume("exper00b")).isTrue();
        assertThat(store.changeStatus("exper00b", ExperimentStatus.CANCELLED, ExperimentStatus.RUNNING)).isTrue();
        store.cancelPending("exper00b");
        store.rename("exper00b", c.definition().withName("renamed"));
        assertThat(store.status("exper00a")).isEqualTo(ExperimentStatus.RUNNING);
        assertThat(store.find("exper00a").orElseThrow().epoch()).isZero();
        assertThat(store.find("exper00a").orElseThrow().name()).isEqualTo("same positions");
        assertThat(store.pendingTasks("exper00a")).hasSize(4);
        assertThat(store.pendingTasks("exper00b")).isEmpty();
        store.delete("exper00b");
        assertThat(store.find("exper00b")).isEmpty();
        assertThat(store.results("exper00a")).hasSize(2);
        assertThat(store.results("exper00b")).isEmpty();
        assertThat(store.doneCount("exper00b")).isZero();

        // a's last results finish a alone
        for (int[] t : store.pendingTasks("exper00a")) {
            store.record("exper00a", result(t[0], t[1], c.positions().get(t[0]), 10), "w1");
        }
        assertThat(store.status("exper00a")).isEqualTo(ExperimentStatus.DONE);
        assertThat(store.doneCount("exper00a")).isEqualTo(6);
    }
}
