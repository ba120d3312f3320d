package org.prooflab.classroom;

import javax.sql.DataSource;
import org.springframework.boot.flyway.autoconfigure.FlywayConfigurationCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Flyway makes every table: ours from {@code db/migration/common}, JobRunr's through its own creator. */
@Configuration(proxyBeanMethods = false)
class PersistenceConfiguration {

    @Bean
    FlywayConfigurationCustomizer jobRunrTables(DataSource dataSource) {
        return configuration -> configuration.javaMigrations(new JobRunrTablesMigration(dataSource));
    }
}
