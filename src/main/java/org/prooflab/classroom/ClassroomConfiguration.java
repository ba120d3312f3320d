package org.prooflab.classroom;

import javax.sql.DataSource;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.flyway.autoconfigure.FlywayConfigurationCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;

/**
 * The classroom's wiring. Flyway makes every table: ours from {@code db/migration/common},
 * JobRunr's through its own creator ({@link JobRunrTablesMigration}).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ClassroomProperties.class)
@EnableScheduling
class ClassroomConfiguration {

    @Bean
    FlywayConfigurationCustomizer jobRunrTables(DataSource dataSource) {
        return configuration -> configuration.javaMigrations(new JobRunrTablesMigration(dataSource));
    }
}
