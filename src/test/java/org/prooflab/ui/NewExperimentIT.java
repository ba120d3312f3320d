package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.options.Cookie;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.ClassroomService;
import org.prooflab.classroom.CreatorTokens;
import org.prooflab.classroom.ExperimentStore;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The new-experiment page in a browser, where what it says is not about a field: the limit of
 * unfinished experiments a visitor may have.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class NewExperimentIT extends BrowserTestBase {
    @Autowired
    ExperimentStore store;

    @Autowired
    ClassroomService classroom;

    /** This browser's creator token, set as the page's cookie would be, so that the test makes its experiments. */
    private String visitorToken() {
        String token = CreatorTokens.newToken();
        page.context().addCookies(List.of(new Cookie("prooflab-creator", token).setUrl("http://localhost:" + port)));
        return token;
    }

    @Test
    void at_the_limit_of_unfinished_experiments_run_it_says_so_beside_the_button_and_marks_no_field() {
        String token = visitorToken();
        ExperimentDefinition.Compiled small = new ExperimentDefinition("waiting", "pgame",
                ExperimentDefinition.PositionSet.pgame(2, 4, 1, 1), List.of(ExperimentDefinition.AlgorithmSpec.of("pns")),
                new ExperimentDefinition.LimitSpec(100, 1, 0)).compile(ExperimentDefinition.Caps.COMMAND_LINE);
        int most = classroom.properties().getMaxActivePerCreator();
        List<String> made = new ArrayList<>();
        try {
            // kept without jobs: they stay running for as long as the test needs them
            for (int i = 0; i < most; i++) {
                String id = CreatorTokens.newExperimentId();
                store.create(id, small, CreatorTokens.hash(token), null);
                made.add(id);
            }
            open("/classroom/new?preset=primanita-connect4&size=classroom");
            Locator verdict = page.locator(".verdict-line");
            page.waitForCondition(() -> verdict.textContent().contains("solves"));
            page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Run it")).click();
            page.waitForCondition(() -> verdict.textContent().contains("running or paused"));
            assertThat(verdict.textContent()).startsWith("You already have " + most + " experiments running or paused")
                    .contains("cancel or delete one").doesNotContain("marked in red");
            assertThat(page.locator("[invalid]").count()).as("fields marked").isZero();
            assertThat(verdict.locator("a.active-limit-link").getAttribute("href")).isEqualTo("classroom");
            assertThat(page.url()).contains("/classroom/new");
            screenshot("classroom-new-limit");
        } finally {
            made.forEach(store::delete);
        }
    }
}
