package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import org.junit.jupiter.api.Test;
import org.prooflab.lesson.Lesson;
import org.prooflab.lesson.Lessons;

/** The lessons in a real browser: every lesson opens, leaves edit live, step mode steps and scrubs, addresses restore trees. */
class LessonIT extends BrowserTestBase {

    private Locator summary(int tree) {
        return page.locator(".tree-playground").nth(tree).locator(".root-summary");
    }

    private void clickNode(int tree, String key) {
        // Click the node's shape, as a person does.
        Locator playground = page.locator(".tree-playground").nth(tree);
        playground.locator("g[data-node='" + key + "']").locator("rect:not(.hit), circle").first().click();
        String label = "Selected: " + (key.isEmpty() ? "the root" : "node " + key) + " (";
        page.waitForCondition(() -> playground.locator(".node-editor").textContent().contains(label));
    }

    private void setRate(int tree, String value) {
        Locator rate = page.locator(".tree-playground").nth(tree).getByLabel("Win rate r", new Locator.GetByLabelOptions().setExact(true));
        rate.fill(value);
        rate.press("Tab");
    }

    private String address() {
        return java.net.URLDecoder.decode(page.url(), java.nio.charset.StandardCharsets.UTF_8);
    }

    @Test
    void every_lesson_opens_with_its_text_trees_and_check() {
        for (Lesson lesson : Lessons.all()) {
            open("/lessons/" + lesson.number());
            page.waitForSelector(".lesson-check");
            assertThat(page.title()).startsWith("Lesson " + lesson.number() + ": " + lesson.title());
            assertThat(page.locator(".tree-playground").count()).isEqualTo(lesson.liveTrees().size());
            assertThat(page.locator(".lesson-check [data-passed]").getAttribute("data-passed")).isEqualTo("false");
            screenshot("lesson-" + lesson.number());
        }
        open("/lessons");
        assertThat(page.locator(".lesson-link").count()).isEqualTo(7);
    }

    @Test
    void editing_a_leaf_moves_the_root_values_and_the_most_proving_path() {
        open("/lessons/2");
        page.waitForSelector(".tree-playground svg");
        String rootBefore = summary(0).getAttribute("data-root");
        assertThat(summary(0).getAttribute("data-mpn")).isEqualTo("0.0");
        assertThat(page.locator(".tree-playground g.mpn[data-node='0.0']").count()).isEqualTo(1);
        // Prove a leaf of the third child: its pn falls to 1, below the others' 2.
        clickNode(0, "2.1");
        page.locator(".tree-playground").nth(0).getByLabel("TRUE (proved)").check();
        page.waitForCondition(() -> !summary(0).getAttribute("data-mpn").equals("0.0"));
        assertThat(summary(0).getAttribute("data-mpn")).startsWith("2.");
        assertThat(summary(0).getAttribute("data-root")).isNotEqualTo(rootBefore);
        assertThat(page.locator(".lesson-check [data-passed]").getAttribute("data-passed")).isEqualTo("true");
        screenshot("lesson-2-edited");
    }

    @Test
    void a_lesson_check_is_passed_by_interacting_and_a_shared_address_restores_the_trees() {
        open("/lessons/5");
        page.waitForSelector(".tree-playground svg");
        clickNode(0, "0");
        setRate(0, "0.65");
        clickNode(0, "1");
        setRate(0, "0.65");
        page.waitForCondition(() -> "v 0.65".equals(summary(0).getAttribute("data-root")));
        page.waitForCondition(() -> "true".equals(page.locator(".lesson-check [data-passed]").getAttribute("data-passed")));
        page.waitForCondition(() -> address().contains("t0=O(.65,.65)"));
        String shared = page.url();
        assertThat(shared).contains("t0=");
        page.navigate(shared);
        page.waitForSelector(".lesson-check [data-passed='true']");
        assertThat(summary(0).getAttribute("data-root")).isEqualTo("v 0.65");
    }

    @Test
    void rule_sets_switch_on_the_same_tree() {
        open("/lessons/3");
        page.waitForSelector(".tree-playground svg");
        assertThat(summary(0).getAttribute("data-root")).isEqualTo("pn 0.25 / dn 2.167");
        page.locator(".tree-playground").nth(0).locator("vaadin-tab[data-rules='PPNS']").click();
        page.waitForCondition(() -> summary(0).getAttribute("data-root").startsWith("p "));
        assertThat(summary(0).getAttribute("data-root")).isEqualTo("p 0.988");
    }

    @Test
    void step_mode_advances_and_scrubs_back() {
        open("/lessons/7");
        Locator counters = page.locator(".stepper-counters");
        counters.waitFor();
        assertThat(counters.getAttribute("data-iteration")).isEqualTo("0");
        Locator stepButton = page.locator(".stepper vaadin-button").filter(new Locator.FilterOptions().setHasText("Step"));
        for (int i = 1; i <= 3; i++) {
            stepButton.click();
            String expected = String.valueOf(i);
            page.waitForCondition(() -> expected.equals(counters.getAttribute("data-iteration")));
        }
        assertThat(page.locator(".stepper .node.fresh").count()).isPositive();
        assertThat(page.locator(".step-description").textContent()).contains("Iteration 3", "Selection", "Backpropagation");
        page.locator(".stepper .timeline").fill("1");
        page.waitForCondition(() -> "1".equals(counters.getAttribute("data-iteration")));
        page.locator(".stepper vaadin-button").filter(new Locator.FilterOptions().setHasText("Run")).click();
        page.waitForCondition(() -> !"UNKNOWN".equals(counters.getAttribute("data-root")) && !"OUT".equals(counters.getAttribute("data-root")),
                new Page.WaitForConditionOptions().setTimeout(60_000));
        page.waitForSelector(".lesson-check [data-passed='true']");
        screenshot("lesson-7-stepped");
    }

    @Test
    void the_playground_keeps_its_tree_in_the_address() {
        open("/playground?tree=O(A(.5,.5),T)");
        page.waitForSelector(".tree-playground svg");
        assertThat(summary(0).getAttribute("data-mpn")).isEqualTo("none");
        clickNode(0, "1");
        page.locator(".tree-playground").nth(0).locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Remove subtree")).click();
        page.waitForCondition(() -> !address().contains(",T"));
        assertThat(address()).contains("tree=O(A(.5,.5))");
        assertThat(summary(0).getAttribute("data-mpn")).isEqualTo("0.0");
        screenshot("playground");
    }

    @Test
    void lessons_fit_a_phone_screen_and_the_colour_scheme_switches_to_dark() {
        page.setViewportSize(390, 844);
        open("/lessons/3");
        page.waitForSelector(".tree-playground svg");
        Object pageWidth = page.evaluate("() => document.documentElement.scrollWidth");
        assertThat(((Number) pageWidth).intValue()).as("no sideways scrolling of the page").isLessThanOrEqualTo(390);
        screenshot("lesson-3-phone");
        page.setViewportSize(1280, 800);
        page.locator("vaadin-select.scheme-select").click();
        page.locator("vaadin-select-item").filter(new Locator.FilterOptions().setHasText("Dark")).click();
        page.waitForCondition(() -> "dark".equals(page.evaluate("() => document.documentElement.getAttribute('theme')")));
        page.waitForTimeout(500); // let the colour transition finish before the picture; the check above is the test
        screenshot("lesson-3-dark");
    }
}
