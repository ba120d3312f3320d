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
 * unfinished experiments a visitor may have, and a link naming what cannot be opened.
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
    void a_browser_keeps_the_token_of_what_it_ran_though_run_it_answers_over_the_push_connection() {
        // No cookie set by the test: the page's own. The token is made at Run it, in a round trip of the page; with
        // @Push's default transport (WEBSOCKET_XHR) that is an XHR, whose answer carries the cookie. Over the push
        // connection alone it would have no answer to carry it: the token would live in the session, and after the
        // session the teacher would lose what they ran. This fails if that ever changes.
        open("/classroom/new?preset=primanita-connect4&size=classroom");
        Locator verdict = page.locator(".verdict-line");
        page.waitForCondition(() -> verdict.textContent().contains("solves"));
        page.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Run it")).click();
        page.waitForCondition(() -> page.url().matches(".*/classroom/[a-z0-9]{8}$"));
        String id = page.url().substring(page.url().lastIndexOf('/') + 1);
        java.util.Optional<Cookie> cookie = page.context().cookies().stream().filter(c -> c.name.equals("prooflab-creator")).findFirst();
        try {
            assertThat(cookie).as("the browser's creator cookie").isPresent();
            assertThat(cookie.get().httpOnly).isTrue();
            assertThat(cookie.get().expires).as("kept past the session").isGreaterThan(System.currentTimeMillis() / 1000.0 + 300 * 24 * 3600);
            assertThat(store.find(id).orElseThrow().creatorHash()).isEqualTo(CreatorTokens.hash(cookie.get().value));
        } finally {
            store.changeStatus(id, org.prooflab.classroom.ExperimentStatus.CANCELLED, org.prooflab.classroom.ExperimentStatus.RUNNING);
            store.delete(id);
        }
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

    @Test
    void an_address_naming_what_cannot_be_opened_says_so_at_the_top_over_a_blank_form() {
        Locator note = page.locator(".address-note");
        Locator name = page.getByLabel("Name", new com.microsoft.playwright.Page.GetByLabelOptions().setExact(true));
        open("/classroom/new?from=nothere1");
        note.waitFor();
        assertThat(note.locator("> span").textContent()).isEqualTo("Not opened from this address: experiment “nothere1” (there "
                + "is none on this server to duplicate: it may have been deleted, or the link was cut short; the form is blank).");
        assertThat(name.inputValue()).isEmpty();

        String hostile = "<img src=x onerror=alert(1)>";
        open("/classroom/new?preset=" + java.net.URLEncoder.encode(hostile, java.nio.charset.StandardCharsets.UTF_8));
        note.waitFor();
        assertThat(note.locator("> span").textContent()).isEqualTo("Not opened from this address: setup “" + hostile
                + "” (the papers' setups are " + String.join(", ", org.prooflab.classroom.domain.Presets.all().stream()
                .map(org.prooflab.classroom.domain.Preset::id).toList()) + "; the form is blank).");
        assertThat(name.inputValue()).isEmpty();
        assertThat(page.locator("img[src='x']").count()).isZero();

        open("/classroom/new?preset=song-2x20&size=huge");
        note.waitFor();
        assertThat(note.locator("> span").textContent()).contains("size “huge” (a setup comes in the classroom or the full size; "
                + "the classroom size is shown)");
        page.waitForCondition(() -> !name.inputValue().isEmpty());
        screenshot("classroom-new-address-note");

        open("/classroom/new?preset=song-2x20&size=full");
        page.waitForCondition(() -> !name.inputValue().isEmpty());
        assertThat(note.isVisible()).as("a note for an address that opens").isFalse();

        // What the form does not read is said, as the lab and the lists say it: these were dropped without a word.
        open("/classroom/new?preset=song-2x20&foo=bar");
        note.waitFor();
        assertThat(note.locator("> span").textContent()).contains("“foo=bar” (the form has no setting called “foo”)");
        String id = CreatorTokens.newExperimentId();
        store.create(id, new ExperimentDefinition("to duplicate", "pgame", ExperimentDefinition.PositionSet.pgame(2, 4, 1, 1),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns")), new ExperimentDefinition.LimitSpec(100, 1, 0))
                .compile(ExperimentDefinition.Caps.COMMAND_LINE), CreatorTokens.hash(CreatorTokens.newToken()), null);
        try {
            open("/classroom/new?from=" + id + "&preset=song-2x20");
            note.waitFor();
            assertThat(note.locator("> span").textContent())
                    .contains("“preset=song-2x20” (the form duplicates the experiment “to duplicate” instead)");
            assertThat(name.inputValue()).isEqualTo("Variant of to duplicate");
            // Its id typed in capitals, from a slide, opens it; "it may have been deleted" was said of it.
            page.navigate("http://localhost:" + port + "/classroom/" + id.toUpperCase(java.util.Locale.ROOT));
            page.waitForCondition(() -> page.url().endsWith("/classroom/" + id));
            page.locator(".experiment-name").waitFor();
            page.navigate("http://localhost:" + port + "/classroom/abc");
            page.waitForCondition(() -> page.locator("body").textContent().contains("an experiment's id is 8 letters and digits"));
            consoleErrors.removeIf(e -> e.startsWith("404 for ") || e.contains("status of 404"));
        } finally {
            store.delete(id);
        }
        assertThat(dialogs).isEmpty();
    }
}
