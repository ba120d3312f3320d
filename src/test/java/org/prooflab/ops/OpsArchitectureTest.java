package org.prooflab.ops;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The operators' package only reads the rest of the app: removing it changes nothing else. */
class OpsArchitectureTest {

    @Test
    void nothing_outside_ops_depends_on_it() {
        noClasses().that().resideOutsideOfPackage("org.prooflab.ops..")
                .should().dependOnClassesThat().resideInAPackage("org.prooflab.ops..")
                .check(new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("org.prooflab"));
    }
}
