package org.prooflab.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * Every ProofLab setting (each {@code @ConfigurationProperties} field and each documented extra
 * property, as the configuration processor lists them) has a row in README's configuration table
 * with its default.
 */
class ConfigurationDocumentedTest {

    @Test
    void every_prooflab_property_is_in_the_readme_table_with_its_default() throws IOException {
        List<String> readme = Files.readAllLines(Path.of("README.md"));
        List<JsonNode> properties;
        try (InputStream in = getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
            assertThat(in).as("configuration metadata (spring-boot-configuration-processor)").isNotNull();
            properties = new ObjectMapper().readTree(in).path("properties").valueStream()
                    .filter(p -> p.path("name").asString().startsWith("prooflab."))
                    .toList();
        }
        assertThat(properties).isNotEmpty();
        for (JsonNode property : properties) {
            String name = property.path("name").asString();
            Optional<String> row = readme.stream().filter(line -> line.startsWith("| `" + name + "`")).findFirst();
            assertThat(row).as("README row for %s", name).isPresent();
            if (property.has("defaultValue")) {
                String value = property.path("defaultValue").asString().toLowerCase();
                assertThat(row.get()).as("default of %s", name).contains("`" + value + "`");
            }
        }
    }
}
