package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Response;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Addresses where nothing is: a 404 page inside the app's layout, with its navigation. */
class NotFoundIT extends BrowserTestBase {

    private Response visit(String path) {
        Response response = page.navigate("http://localhost:" + port + path);
        page.waitForSelector(".not-found");
        return response;
    }

    /** The 404 answers are what these tests ask for; the browser's report of them is not an error here. */
    private void expectNotFound() {
        consoleErrors.removeIf(e -> e.startsWith("404 for ") || e.contains("status of 404"));
    }

    @Test
    void an_unknown_game_in_the_lab_is_a_404_with_the_games_there_are_and_the_navigation() {
        Response response = visit("/lab/chess");
        assertThat(response.status()).isEqualTo(404);
        assertThat(page.locator(".not-found h1").textContent()).isEqualTo("Nothing here");
        assertThat(page.locator(".not-found-message").textContent())
                .isEqualTo("The lab has no game called 'chess'. Its games are P-game tree (/lab/pgame), Connect Four (/lab/connect4), "
                        + "Othello (/lab/othello).");
        assertThat(page.locator("vaadin-side-nav-item").count()).isGreaterThanOrEqualTo(3);
        assertThat(page.locator(".not-found-links a").allTextContents()).as("the page's links: every part of the side navigation")
                .isEqualTo(page.locator("vaadin-side-nav-item").allTextContents().stream().map(String::strip).toList())
                .contains("Classroom", "Results");
        assertThat(page.title()).isEqualTo("Not found | ProofLab");
        screenshots(page, "not-found-lab-chess", null);
        page.locator(".not-found-links a", new com.microsoft.playwright.Page.LocatorOptions().setHasText("Solver lab")).click();
        page.waitForSelector(".c4-board");
        expectNotFound();
    }

    @Test
    void a_lesson_that_does_not_exist_and_an_unknown_path_are_404s() {
        assertThat(visit("/lessons/8").status()).isEqualTo(404);
        assertThat(page.locator(".not-found-message").textContent()).startsWith("There is no such lesson");
        // A lesson's number is plain digits: Integer.parseInt read "+1", "١" and "１" as lesson 1.
        for (String number : List.of("+1", "%D9%A1", "%EF%BC%91")) {
            assertThat(visit("/lessons/" + number).status()).as(number).isEqualTo(404);
            assertThat(page.locator(".not-found-message").textContent()).as(number).startsWith("There is no such lesson");
        }
        Response response = visit("/no/such/page?x=<b>bold</b>");
        assertThat(response.status()).isEqualTo(404);
        assertThat(page.locator(".not-found-message").textContent()).isEqualTo("ProofLab has no page at this address.");
        // What the visitor typed is shown as text, never as markup.
        assertThat(page.locator(".not-found b").count()).isZero();
        assertThat(page.locator(".not-found-address").textContent()).contains("<b>bold</b>");
        screenshots(page, "not-found-unknown-path", null);
        expectNotFound();
    }

    @Test
    void a_percent_sign_typed_into_an_address_is_read_as_itself_and_an_unreadable_path_is_prooflabs_own_page() {
        // The server could not decode "50%" and answered a bare whitelabel "Bad Request" page (and logged two errors).
        Response response = page.navigate("http://localhost:" + port + "/classroom?find=50%");
        assertThat(response.status()).isEqualTo(200);
        page.getByLabel("Find an experiment").waitFor();
        page.waitForCondition(() -> "50%".equals(page.getByLabel("Find an experiment").inputValue()));
        assertThat(page.url()).endsWith("/classroom?find=50%25");
        page.navigate("http://localhost:" + port + "/lessons/1?t0=O(%");
        page.waitForSelector("vaadin-app-layout h1");
        assertThat(page.locator("h1").textContent()).isNotBlank();
        // A path the server itself cannot decode never reaches the application: ProofLab's page all the same, not Tomcat's.
        response = page.navigate("http://localhost:" + port + "/classroom/abc%zz");
        assertThat(response.status()).isEqualTo(400);
        assertThat(page.title()).isEqualTo("Address not understood | ProofLab");
        assertThat(page.locator("h1").textContent()).isEqualTo("This address could not be read");
        assertThat(page.content()).doesNotContain("Tomcat").doesNotContain("Whitelabel");
        page.locator("a", new com.microsoft.playwright.Page.LocatorOptions().setHasText("classroom")).click();
        page.getByLabel("Find an experiment").waitFor();
        consoleErrors.removeIf(e -> e.startsWith("400 for ") || e.contains("status of 400"));
    }

    @Test
    void node_names_typed_into_an_address_as_readme_writes_them_open_the_tree() {
        // The browser sends {a} as it is (the query's braces are not escaped), and the server refused it with a 400.
        Response response = page.navigate("http://localhost:" + port + "/playground?tree={a}O({b}A(.5,.5),.3)");
        assertThat(response.status()).isEqualTo(200);
        Locator names = page.locator(".tree-playground text.name");
        page.waitForCondition(() -> names.count() == 2);
        assertThat(names.allTextContents()).containsExactly("a", "b");
        // A lesson's tree in its address too, and what else a browser leaves as typed in a query.
        response = page.navigate("http://localhost:" + port + "/lessons/3?t0={x|y}O(.5,.5)");
        assertThat(response.status()).isEqualTo(200);
        Locator lessonNames = page.locator(".tree-playground").first().locator("text.name");
        page.waitForCondition(() -> lessonNames.count() == 1);
        assertThat(lessonNames.textContent()).isEqualTo("x|y");
    }

    @Test
    void every_page_has_one_h1_its_own_title_and_the_site_name_is_no_heading() {
        // The header's "ProofLab" was the h1 of every page, each page's title an h2: a screen reader's jump to the h1
        // said "ProofLab" everywhere.
        java.util.Map<String, String> titles = new java.util.LinkedHashMap<>();
        titles.put("/", "ProofLab");
        titles.put("/lessons", "Lessons");
        titles.put("/lessons/2", "Proof-number search");
        titles.put("/playground", "Playground");
        titles.put("/lab/connect4", "Solver lab");
        titles.put("/classroom", "Classroom comparisons");
        titles.put("/classroom/new", "New experiment");
        titles.put("/results", "Reproducing the papers");
        for (var e : titles.entrySet()) {
            page.navigate("http://localhost:" + port + e.getKey());
            page.waitForSelector("vaadin-app-layout h1");
            assertThat(page.locator("h1").allTextContents()).as(e.getKey()).containsExactly(e.getValue());
            assertThat(page.locator(".site-name").textContent()).isEqualTo("ProofLab");
            // Sections are h2: no h3 comes before the first h2 (a skip from the h1 to an h3).
            String order = (String) page.evaluate("() => [...document.querySelectorAll('h1, h2, h3')].map(h => h.tagName).join(' ')");
            assertThat(order).as(e.getKey()).startsWith("H1").doesNotContain("H1 H3");
        }
        visit("/nothing-here");
        assertThat(page.locator("h1").allTextContents()).containsExactly("Nothing here");
        expectNotFound();
    }
}
