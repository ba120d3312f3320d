package org.prooflab.classroom;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import javax.sql.DataSource;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.JavaMigration;
import org.flywaydb.core.api.migration.Context;
import org.jobrunr.storage.sql.SqlStorageProvider;
import org.jobrunr.storage.sql.common.DatabaseCreator;
import org.jobrunr.storage.sql.h2.H2StorageProvider;
import org.jobrunr.storage.sql.postgres.PostgresStorageProvider;

/**
 * Creates and upgrades JobRunr's tables inside our Flyway run. Two instances starting together on
 * an empty PostgreSQL would otherwise race to create them (one fails with "relation already
 * exists"); Flyway holds its lock for the whole migration, so here only one instance creates them.
 * Repeatable: its checksum is JobRunr's version, so a JobRunr upgrade runs JobRunr's new migrations.
 */
final class JobRunrTablesMigration implements JavaMigration {
    private final DataSource dataSource;

    JobRunrTablesMigration(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public MigrationVersion getVersion() {
        return null;
    }

    @Override
    public String getDescription() {
        return "JobRunr tables";
    }

    @Override
    public Integer getChecksum() {
        String version = DatabaseCreator.class.getPackage().getImplementationVersion();
        return (version == null ? "unknown" : version).hashCode();
    }

    @Override
    public boolean canExecuteInTransaction() {
        return false;
    }

    @Override
    public void migrate(Context context) throws SQLException {
        new DatabaseCreator(dataSource, storageProvider(context.getConnection())).runMigrations();
    }

    private static Class<? extends SqlStorageProvider> storageProvider(Connection connection) throws SQLException {
        String product = connection.getMetaData().getDatabaseProductName().toLowerCase(Locale.ROOT);
        if (product.contains("postgres")) {
            return PostgresStorageProvider.class;
        }
        if (product.contains("h2")) {
            return H2StorageProvider.class;
        }
        throw new IllegalStateException("ProofLab keeps its jobs in H2 or PostgreSQL, not in " + product);
    }
}
