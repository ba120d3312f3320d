package org.prooflab.classroom;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.UUID;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcDataSource;

/** The two databases ProofLab runs on, with the application's own migrations applied. */
final class Databases {
    private static EmbeddedPostgres postgres;

    private Databases() {
    }

    static DataSource h2() {
        return migrated(emptyH2());
    }

    /** A fresh H2 database with nothing in it, for a test that migrates it step by step. */
    static DataSource emptyH2() {
        JdbcDataSource ds = new JdbcDataSource();
        ds.setURL("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        ds.setUser("sa");
        return ds;
    }

    private static synchronized EmbeddedPostgres server() {
        if (postgres == null) {
            try {
                postgres = EmbeddedPostgres.builder().start();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    postgres.close();
                } catch (IOException e) {
                    // the JVM is ending; the temporary server goes with it
                }
            }));
        }
        return postgres;
    }

    /** The embedded PostgreSQL server's own database, to make other databases in. */
    static DataSource postgresAdmin() {
        return server().getPostgresDatabase();
    }

    /** A fresh, migrated database on one embedded PostgreSQL server shared by the tests of this JVM. */
    static DataSource postgres() {
        return migrated(emptyPostgres());
    }

    /** A fresh database on the embedded PostgreSQL server with nothing in it. */
    static DataSource emptyPostgres() {
        String name = "t" + UUID.randomUUID().toString().replace("-", "");
        try (var c = postgresAdmin().getConnection(); var s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
        return server().getDatabase("postgres", name);
    }

    /** The JDBC address of database {@code name} on the embedded PostgreSQL server. */
    static String postgresUrl(String name) {
        return server().getJdbcUrl("postgres", name);
    }

    static DataSource migrated(DataSource ds) {
        return migratedTo(ds, "latest");
    }

    /** {@code ds} with the application's migrations applied up to version {@code target} ("latest" for all). */
    static DataSource migratedTo(DataSource ds, String target) {
        Flyway.configure().dataSource(ds).locations("classpath:db/migration/common").target(target)
                .javaMigrations(new JobRunrTablesMigration(ds)).load().migrate();
        return ds;
    }
}
