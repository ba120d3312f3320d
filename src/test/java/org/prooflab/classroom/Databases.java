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
        JdbcDataSource ds = new JdbcDataSource();
        ds.setURL("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        ds.setUser("sa");
        return migrated(ds);
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
        String name = "t" + UUID.randomUUID().toString().replace("-", "");
        try (var c = postgresAdmin().getConnection(); var s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
        return migrated(server().getDatabase("postgres", name));
    }

    /** The JDBC address of database {@code name} on the embedded PostgreSQL server. */
    static String postgresUrl(String name) {
        return server().getJdbcUrl("postgres", name);
    }

    static DataSource migrated(DataSource ds) {
        Flyway.configure().dataSource(ds).locations("classpath:db/migration/common")
                .javaMigrations(new JobRunrTablesMigration(ds)).load().migrate();
        return ds;
    }
}
