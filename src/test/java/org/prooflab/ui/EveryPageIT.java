package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.CreatorTokens;
import org.prooflab.classroom.ExperimentStore;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Every page's components exist in the production bundle. Vaadin loads a page's web components with its route's
 * chunk, and its check of a committed bundle does not see a component that a route starts to use from Java alone:
 * the page then draws nothing where the component should be (the classroom's search field, once).
 */
class EveryPageIT extends BrowserTestBase {
    /**
     * The page's elements of web components that are not defined, by tag name. Two kinds of tag never are: Flow's
     * placeholder for the view ({@code flow-container-root-N}) and the grid's cell wrapper
     * ({@code vaadin-grid-cell-content}, a plain element the grid styles).
     */
    private static final String UNDEFINED = "() => [...new Set([...document.querySelectorAll(':not(:defined)')]"
            + ".map(e => e.localName).filter(n => n.includes('-') && !n.startsWith('flow-container-')"
            + " && n !== 'vaadin-grid-cell-content'))]";

    @Autowired
    ExperimentStore store;

    @Test
    void every_page_draws_every_component_it_holds() {
        String id = CreatorTokens.newExperimentId();
        store.create(id, new ExperimentDefinition("every page", "pgame", ExperimentDefinition.PositionSet.pgame(2, 4, 1, 1),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns")), new ExperimentDefinition.LimitSpec(100, 1, 0))
                .compile(ExperimentDefinition.Caps.COMMAND_LINE), CreatorTokens.hash(CreatorTokens.newToken()), null);
        try {
            List<String> paths = new ArrayList<>(List.of("/", "/playground", "/lab/connect4", "/lab/othello", "/lab/pgame",
                    "/classroom", "/classroom/new", "/classroom/" + id, "/results", "/lessons"));
            open("/lessons");
            page.waitForSelector("a[href^='lessons/']");
            for (Object href : (List<?>) page.evaluate("() => [...document.querySelectorAll(\"a[href^='lessons/']\")].map(a => a.getAttribute('href'))")) {
                paths.add("/" + href);
            }
            assertThat(paths).as("the lessons found").hasSizeGreaterThan(11);
            List<String> missing = new ArrayList<>();
            for (String path : paths) {
                open(path);
                page.waitForSelector("h1");
                try {
                    page.waitForFunction(UNDEFINED + ".length === 0", null, new Page.WaitForFunctionOptions().setTimeout(10_000));
                } catch (PlaywrightException e) {
                    missing.add(path + ": " + page.evaluate(UNDEFINED));
                }
            }
            assertThat(missing).as("pages with components the bundle does not define").isEmpty();
        } finally {
            store.delete(id);
        }
    }
}
