package org.prooflab.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** Keeps the layer arrows of the README true: the engine is plain Java, free of Spring, Vaadin and I/O. */
class ArchitectureTest {
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.prooflab");

    @Test
    void the_engine_uses_no_spring_no_vaadin_and_no_io() {
        noClasses().that().resideInAPackage("org.prooflab.engine..")
                .should().dependOnClassesThat().resideInAnyPackage("org.springframework..", "com.vaadin..",
                        "java.io..", "java.nio..", "java.net..", "java.sql..")
                .check(CLASSES);
    }

    @Test
    void the_engine_does_not_know_the_layers_above_it() {
        noClasses().that().resideInAPackage("org.prooflab.engine..")
                .should().dependOnClassesThat().resideInAnyPackage("org.prooflab.cli..", "org.prooflab.ui..", "org.prooflab.lab..")
                .check(CLASSES);
    }

    @Test
    void the_games_do_not_know_the_algorithms() {
        noClasses().that().resideInAPackage("org.prooflab.engine.game..")
                .should().dependOnClassesThat().resideInAPackage("org.prooflab.engine.search..")
                .check(CLASSES);
    }

    @Test
    void the_command_line_runs_without_spring_or_vaadin() {
        noClasses().that().resideInAPackage("org.prooflab.cli..")
                .should().dependOnClassesThat().resideInAnyPackage("org.springframework..", "com.vaadin..")
                .check(CLASSES);
    }

    @Test
    void the_lessons_are_plain_java() {
        noClasses().that().resideInAPackage("org.prooflab.lesson..")
                .should().dependOnClassesThat().resideInAnyPackage("org.springframework..", "com.vaadin..", "org.prooflab.ui..",
                        "org.prooflab.lab..")
                .check(CLASSES);
    }

    @Test
    void the_lab_service_knows_no_vaadin_and_no_views() {
        noClasses().that().resideInAPackage("org.prooflab.lab..")
                .should().dependOnClassesThat().resideInAnyPackage("com.vaadin..", "org.prooflab.ui..")
                .check(CLASSES);
    }
}
