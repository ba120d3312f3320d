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

    /** A screenshot for the note, also under /tmp/shots-lessons so it can be looked at. */
    private void shot(String name) {
        screenshot(name);
        page.screenshot(new Page.ScreenshotOptions().setPath(java.nio.file.Paths.get("/tmp/shots-lessons", name + ".png")).setFullPage(true));
    }

    private static String query(String tree) {
        return java.net.URLEncoder.encode(tree, java.nio.charset.StandardCharsets.UTF_8);
    }

    private Locator button(Locator in, String text) {
        return in.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText(text)).first();
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
        // Named as the lesson's text names the root's children (a, b and c).
        assertThat(summary(0).textContent()).endsWith("most-proving node: 0.0, below a");
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
        open("/lessons/4");
        page.waitForSelector(".tree-playground svg");
        assertThat(summary(0).getAttribute("data-root")).isEqualTo("p 0.988");
        page.locator(".tree-playground").nth(0).locator("vaadin-tab[data-rules='MCPNS']").click();
        page.waitForCondition(() -> summary(0).getAttribute("data-root").startsWith("pn "));
        assertThat(summary(0).getAttribute("data-root")).isEqualTo("pn 0.25 / dn 2.167");
    }

    @Test
    void step_mode_advances_and_scrubs_back() {
        open("/lessons/7");
        Locator counters = page.locator(".stepper-counters");
        counters.waitFor();
        assertThat(counters.getAttribute("data-iteration")).isEqualTo("0");
        // Lesson 7 has no tree to change: its check asks for steps.
        assertThat(page.locator(".lesson-check [data-passed]").textContent()).isEqualTo("Not yet: step the search above until it holds.");
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
        // A keyboard user in the tree while Run plays keeps the focus there: every step's drawing dropped it to the body.
        page.locator(".stepper .tree-drawing g.node[data-node='']").focus();
        String from = counters.getAttribute("data-iteration");
        page.waitForCondition(() -> Integer.parseInt(counters.getAttribute("data-iteration")) >= Integer.parseInt(from) + 2);
        assertThat((String) page.evaluate("() => { const a = document.activeElement; return a.localName + '|' + a.getAttribute('data-node')"
                + " + '|' + !!a.closest('.stepper'); }")).as("the focus after steps of Run").isEqualTo("g||true");
        page.waitForCondition(() -> !"UNKNOWN".equals(counters.getAttribute("data-root")) && !"OUT".equals(counters.getAttribute("data-root")),
                new Page.WaitForConditionOptions().setTimeout(60_000));
        page.waitForSelector(".lesson-check [data-passed='true']");
        screenshot("lesson-7-stepped");
    }

    @Test
    void every_icon_of_the_legend_says_in_words_what_it_means() {
        open("/playground");
        Locator items = page.locator(".legend .legend-item");
        items.first().waitFor();
        assertThat(items.count()).isGreaterThanOrEqualTo(8);
        for (int i = 0; i < items.count(); i++) {
            Locator item = items.nth(i);
            assertThat(item.locator("svg").count()).as("legend item %d's icon", i).isEqualTo(1);
            assertThat(item.innerText().strip()).as("legend item %d's words", i).hasSizeGreaterThan(5);
        }
        assertThat(page.locator(".legend").innerText()).contains("OR node", "AND node", "proved", "most-proving");
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
        // Reset goes back to the tree the link opened, not to the playground's own example.
        button(page.locator(".tree-playground").nth(0), "Reset").click();
        page.waitForCondition(() -> address().contains(",T"));
        assertThat(address()).contains("tree=O(A(.5,.5),T)");
        assertThat(summary(0).getAttribute("data-mpn")).isEqualTo("none");
    }

    @Test
    void the_keyboard_skips_a_large_tree_to_the_node_editor_in_one_stop() {
        // 200 nodes were 200 Tab stops between the page's title and the editor.
        open("/playground?tree=" + query("O(" + ".5,".repeat(198) + ".5)"));
        page.waitForSelector(".tree-playground svg");
        clickNode(0, "5");
        Locator skip = page.locator(".tree-playground .tree-skip");
        skip.focus();
        assertThat(skip.boundingBox().x).as("in view once it has the focus").isGreaterThanOrEqualTo(0);
        page.keyboard().press("Enter");
        page.waitForCondition(() -> (Boolean) page.evaluate("() => { let a = document.activeElement;"
                + " while (a && a.shadowRoot && a.shadowRoot.activeElement) { a = a.shadowRoot.activeElement; }"
                + " return !!(document.activeElement && document.activeElement.closest('.node-editor')); }"));
        assertThat(page.url()).doesNotEndWith("#");
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

    @Test
    void step_mode_and_the_quiz_run_on_a_playground_tree() {
        open("/playground?tree=" + query("O({a}A(.5,.5),{b}A(.5,O(.5,.5)),{c}A(T,.5,.5))"));
        page.waitForSelector(".tree-playground svg");
        Locator playground = page.locator(".tree-playground").first();
        button(playground, "Step through a search on this tree").click();
        Locator panel = playground.locator(".tree-stepper");
        Locator counters = panel.locator(".stepper-counters");
        counters.waitFor();
        assertThat(counters.getAttribute("data-iteration")).isEqualTo("0");
        button(panel, "Step").click();
        page.waitForCondition(() -> "1".equals(counters.getAttribute("data-iteration")));
        assertThat(panel.locator(".node.fresh").count()).isEqualTo(3);
        assertThat(panel.locator(".step-description").textContent()).contains("Iteration 1", "Selection", "Expansion", "Backpropagation");
        shot("playground-step-mode");
        screenshots(page, "playground-step-mode", panel.locator(".tree-drawing"));

        // The quiz: iteration 1 selects the root, so iteration 1's question is about the root.
        button(panel, "Back").click();
        page.waitForCondition(() -> "0".equals(counters.getAttribute("data-iteration")));
        panel.locator("vaadin-checkbox").filter(new Locator.FilterOptions().setHasText("Quiz")).click();
        Locator prompt = panel.locator(".quiz-prompt");
        page.waitForCondition(() -> prompt.isVisible() && prompt.textContent().contains("Question 1"));
        panel.locator("g[data-node='']").locator("rect:not(.hit)").first().click();
        Locator feedback = panel.locator(".quiz-feedback");
        page.waitForCondition(() -> "true".equals(feedback.getAttribute("data-correct")));
        assertThat(panel.locator(".quiz-score").getAttribute("data-right")).isEqualTo("1");
        // Question 2: the children are tied at pn 1, so the first, a, is the most-proving node; c is wrong.
        button(panel, "Next question").click();
        page.waitForCondition(() -> prompt.isVisible() && prompt.textContent().contains("Question 2"));
        assertThat(panel.locator("g[data-node=''] text.value").allTextContents()).containsExactly("?");
        panel.locator("g[data-node='2']").locator("circle").first().click();
        page.waitForCondition(() -> "false".equals(feedback.getAttribute("data-correct")));
        assertThat(feedback.textContent()).contains("the answer is node a (0)", "pn 1", "the same pn, and the first from the left is taken");
        assertThat(panel.locator(".quiz-score").textContent()).isEqualTo("Score: 1 of 2");
        shot("playground-quiz-wrong-answer");
        screenshots(page, "playground-quiz-wrong-answer", feedback);

        // The UCT solver steps on the same tree.
        panel.locator("vaadin-checkbox").filter(new Locator.FilterOptions().setHasText("Quiz")).click();
        panel.locator("vaadin-select").first().click();
        page.locator("vaadin-select-item:visible").filter(new Locator.FilterOptions().setHasText("UCT solver")).click();
        page.waitForCondition(() -> "0".equals(counters.getAttribute("data-iteration")));
        button(panel, "Step").click();
        page.waitForCondition(() -> "1".equals(counters.getAttribute("data-iteration")));
        assertThat(panel.locator(".step-description").textContent()).contains("playouts", "Backpropagation");
    }

    /** The boxes of the move labels in {@code panel}'s drawing that overlap another or stick out of the drawing. */
    private static final String CLASHING_LABELS = """
            d => { const svg = d.querySelector('svg'); const s = svg.getBoundingClientRect();
              const boxes = [...svg.querySelectorAll('text.edge-label')].map(t => [t.textContent, t.getBoundingClientRect()]);
              const bad = [];
              boxes.forEach(([t, r], i) => {
                if (r.left < s.left - 0.5 || r.right > s.right + 0.5) bad.push(t + ' outside the drawing');
                boxes.slice(i + 1).forEach(([u, q]) => { if (r.left < q.right && q.left < r.right && r.top < q.bottom && q.top < r.bottom) bad.push(t + ' over ' + u); });
              });
              return boxes.length + ':' + bad.join('; '); }
            """;

    @Test
    void the_moves_written_beside_the_nodes_of_a_p_game_step_neither_overlap_nor_leave_the_drawing() {
        open("/playground");
        Locator pgame = page.locator(".stepper").last();
        Locator counters = pgame.locator(".stepper-counters");
        counters.waitFor();
        for (int i = 1; i <= 3; i++) {
            button(pgame, "Step").click();
            String expected = String.valueOf(i);
            page.waitForCondition(() -> expected.equals(counters.getAttribute("data-iteration")));
        }
        // Iteration 3 has expanded both children of the root: four leaves side by side, each with its move and value.
        assertThat((String) pgame.locator(".tree-drawing").evaluate(CLASHING_LABELS)).isEqualTo("6:");
        // The quiz hides the inner nodes' numbers, so the columns are as narrow as the labels allow.
        pgame.locator("vaadin-checkbox").filter(new Locator.FilterOptions().setHasText("Quiz")).click();
        page.waitForCondition(() -> pgame.locator(".quiz-prompt").isVisible());
        assertThat((String) pgame.locator(".tree-drawing").evaluate(CLASHING_LABELS)).isEqualTo("6:");
        screenshots(page, "playground-pgame-quiz-labels", pgame.locator(".tree-drawing"));
    }

    /**
     * The smallest size, in CSS pixels, at which a number, mark or name of the trees on the page is
     * drawn: its font size times the scale the drawing is shown at.
     */
    private static final String SMALLEST_TEXT = """
            () => Math.min(...[...document.querySelectorAll('.tree-drawing svg')].flatMap(s => {
              const scale = s.getBoundingClientRect().width / s.viewBox.baseVal.width;
              return [...s.querySelectorAll('text.value, text.mark, text.name')].map(t => parseFloat(getComputedStyle(t).fontSize) * scale); }))
            """;

    /** For each drawing that is wider than its box: whether the hint that it scrolls sideways is shown. */
    private static final String WIDE_HINTS = """
            () => [...document.querySelectorAll('.tree-canvas')].filter(c => { const d = c.querySelector('.tree-drawing');
              return d.scrollWidth > d.clientWidth + 1; }).map(c => c.querySelector('.wide-hint').checkVisibility())
            """;

    @Test
    void every_lesson_tree_reads_on_a_phone_without_pinching() {
        page.setViewportSize(390, 844);
        int wide = 0;
        for (Lesson lesson : Lessons.all()) {
            open("/lessons/" + lesson.number());
            page.waitForSelector(".tree-drawing svg");
            // Shrunk to the phone's width, lesson 2's and lesson 6's trees of 8 leaves had numbers of 6 px.
            assertThat(((Number) page.evaluate(SMALLEST_TEXT)).doubleValue()).as("lesson %d's smallest tree text", lesson.number())
                    .isGreaterThanOrEqualTo(9.5);
            assertThat(((Number) page.evaluate("() => document.documentElement.scrollWidth")).intValue())
                    .as("lesson %d scrolls sideways as a page", lesson.number()).isLessThanOrEqualTo(390);
            // A tree wider than the phone scrolls inside its box, which stays on the screen, and says so.
            assertThat((java.util.List<?>) page.evaluate("() => [...document.querySelectorAll('.tree-drawing')]"
                    + ".filter(d => d.getBoundingClientRect().right > 390).map(d => d.getBoundingClientRect().right)"))
                    .as("tree boxes past the right edge of lesson %d", lesson.number()).isEmpty();
            page.waitForCondition(() -> !((java.util.List<?>) page.evaluate(WIDE_HINTS)).contains(false));
            int here = ((java.util.List<?>) page.evaluate(WIDE_HINTS)).size();
            if (lesson.number() == 1) {
                // Lesson 1's six leaves carry no numbers: their narrower columns fit a phone, no sideways scrolling.
                assertThat(here).as("lesson 1's trees wider than a phone").isZero();
            }
            wide += here;
        }
        assertThat(wide).as("trees wider than a phone (lessons 2 and 6)").isGreaterThanOrEqualTo(2);
        // The path of lesson 2 is in view: its most-proving node and the root fit side by side.
        open("/lessons/2");
        Locator drawing = page.locator(".tree-playground .tree-drawing").first();
        drawing.locator("g.mpn").waitFor();
        var box = drawing.boundingBox();
        for (String node : new String[] {"g.mpn", "g[data-node='']"}) {
            var n = drawing.locator(node).boundingBox();
            assertThat(n.x).as(node + " in view").isGreaterThanOrEqualTo(box.x - 1);
            assertThat(n.x + n.width).as(node + " in view").isLessThanOrEqualTo(box.x + box.width + 1);
        }
        page.locator(".tree-canvas").first().screenshot(new Locator.ScreenshotOptions()
                .setPath(java.nio.file.Paths.get("/tmp/shots-lessons", "lesson-2-tree-phone-readable.png")));
    }

    @Test
    void the_tree_reads_on_a_phone_and_keeps_the_path_in_view_after_36_steps() {
        page.setViewportSize(390, 844);
        open("/playground");
        page.waitForSelector(".stepper .stepper-counters");
        Locator pgame = page.locator(".stepper").last();
        Locator counters = pgame.locator(".stepper-counters");
        pgame.locator(".timeline").fill("36");
        page.waitForCondition(() -> "36".equals(counters.getAttribute("data-iteration")));
        Object pageWidth = page.evaluate("() => document.documentElement.scrollWidth");
        assertThat(((Number) pageWidth).intValue()).as("no sideways scrolling of the page").isLessThanOrEqualTo(390);
        // The rule sets' tabs scroll inside the playground's card instead of running past its edge.
        var card = page.locator(".tree-playground").first().boundingBox();
        var tabs = page.locator(".tree-playground vaadin-tabs").first().boundingBox();
        assertThat(tabs.x + tabs.width).as("the tabs' right edge").isLessThanOrEqualTo(card.x + card.width);
        // 37 leaves: the tree is far wider than the phone, yet its numbers stay readable; it scrolls in its
        // box, which says so, and the box shows the node the last step expanded.
        assertThat(((Number) page.evaluate(SMALLEST_TEXT)).doubleValue()).isGreaterThanOrEqualTo(9.5);
        assertThat(pgame.locator(".wide-hint").isVisible()).isTrue();
        var mpn = pgame.locator("g.mpn").boundingBox();
        var drawing = pgame.locator(".tree-drawing").boundingBox();
        assertThat(mpn.x).isGreaterThanOrEqualTo(drawing.x - 1);
        assertThat(mpn.x + mpn.width).isLessThanOrEqualTo(drawing.x + drawing.width + 1);
        assertThat(drawing.x + drawing.width).as("the box is not cut at the right").isLessThanOrEqualTo(390);
        pgame.scrollIntoViewIfNeeded();
        shot("playground-phone-36-steps");
        // "Whole tree" shows all of it in the box at once (the overview took eight presses of −), and Fit
        // brings the readable size back.
        Locator tree = pgame.locator(".tree-drawing");
        button(pgame, "Whole tree").click();
        page.waitForCondition(() -> (Boolean) tree.evaluate("d => d.scrollWidth <= d.clientWidth + 1"));
        assertThat(pgame.locator(".wide-hint").isVisible()).as("the sideways hint with the whole tree shown").isFalse();
        button(pgame, "Fit").click();
        page.waitForCondition(() -> (Boolean) tree.evaluate("d => d.scrollWidth > d.clientWidth + 1"));
        assertThat(((Number) page.evaluate(SMALLEST_TEXT)).doubleValue()).isGreaterThanOrEqualTo(9.5);
        open("/lessons/2");
        page.waitForSelector(".tree-playground svg");
        assertThat(((Number) page.evaluate("() => document.documentElement.scrollWidth")).intValue()).isLessThanOrEqualTo(390);
        shot("lesson-2-phone");
        Locator lessonTree = page.locator(".tree-playground").first();
        var box = lessonTree.locator(".tree-drawing").boundingBox();
        assertThat(box.x + box.width).as("the lesson tree's box is not cut at the right").isLessThanOrEqualTo(390);
        lessonTree.screenshot(new Locator.ScreenshotOptions().setPath(java.nio.file.Paths.get("/tmp/shots-lessons", "lesson-2-tree-phone.png")));
        // Lesson 5's tree stepped by the pure MCTS solver (its first tab), on the phone.
        open("/lessons/5");
        page.waitForSelector(".tree-playground svg");
        Locator tree5 = page.locator(".tree-playground").nth(1);
        button(tree5, "Step through a search on this tree").click();
        Locator panel5 = tree5.locator(".tree-stepper");
        Locator counters5 = panel5.locator(".stepper-counters");
        counters5.waitFor();
        for (int i = 1; i <= 3; i++) {
            button(panel5, "Step").click();
            String expected = String.valueOf(i);
            page.waitForCondition(() -> expected.equals(counters5.getAttribute("data-iteration")));
        }
        assertThat(((Number) page.evaluate("() => document.documentElement.scrollWidth")).intValue()).isLessThanOrEqualTo(390);
        panel5.screenshot(new Locator.ScreenshotOptions().setPath(java.nio.file.Paths.get("/tmp/shots-lessons", "lesson-5-mcts-steps-phone.png")));
        open("/");
        Locator command = page.locator("pre.command");
        command.waitFor();
        assertThat(((Number) command.evaluate("e => e.scrollWidth - e.clientWidth")).intValue()).as("the command line is shown whole").isLessThanOrEqualTo(0);
        assertThat(page.locator(".lead-start").getAttribute("href")).isEqualTo("lessons/1");
        shot("home-phone");
        page.setViewportSize(1280, 900);
        open("/");
        page.locator("pre.command").waitFor();
        shot("home");
    }

    @Test
    void a_tree_exports_as_svg_and_png() throws Exception {
        open("/playground");
        page.waitForSelector(".tree-playground svg");
        Locator playground = page.locator(".tree-playground").first();
        var svg = page.waitForDownload(() -> button(playground, "Export SVG").click());
        assertThat(svg.suggestedFilename()).isEqualTo("playground-tree.svg");
        String text = java.nio.file.Files.readString(svg.path());
        assertThat(text).startsWith("<svg").contains("<style>", "data-node=\"0.1\"");
        var png = page.waitForDownload(() -> button(playground, "Export PNG").click());
        assertThat(png.suggestedFilename()).isEqualTo("playground-tree.png");
        byte[] bytes = java.nio.file.Files.readAllBytes(png.path());
        assertThat(bytes.length).isGreaterThan(1000);
        assertThat(new String(bytes, 1, 3, java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo("PNG");
        // A lesson's trees after the lesson and the tree: they were all t0, and each saved over the last.
        open("/lessons/3");
        page.waitForSelector(".tree-playground svg");
        Locator treeB = page.locator(".tree-playground").nth(1);
        assertThat(page.waitForDownload(() -> button(treeB, "Export SVG").click()).suggestedFilename()).isEqualTo("lesson-3-tree-b.svg");
    }

    @Test
    void what_the_playgrounds_address_holds_that_it_does_not_read_is_said_at_the_top_as_text() {
        // An unknown name, a name given twice and a rule set there is none of were dropped without a word.
        String xss = "<img src=x onerror=alert(1)>";
        open("/playground?tree=" + query("O(.5,.5)") + "&tree=" + query("O(T)") + "&rules=xyz&" + query(xss) + "=1");
        page.waitForSelector(".tree-playground svg");
        Locator note = page.locator(".address-note");
        assertThat(note.textContent()).startsWith("Not read from this address: ")
                .contains("“" + xss + "=1” (the playground has no setting called “" + xss + "”)")
                .contains("“tree=O(T)” (tree is given twice: the first, “tree=O(.5,.5)”, is read)")
                .contains("rules “xyz” (the playground's rule sets are pns, mcpns, ppns, mcts, pp)");
        assertThat(page.locator(".address-note img").count()).isZero();
        assertThat(dialogs).isEmpty();
        note.locator("vaadin-button").click();
        page.waitForCondition(() -> !note.isVisible());
    }

    @Test
    void a_node_name_is_shown_as_text_and_a_typed_win_rate_of_0_79_is_taken() {
        String xss = "<img src=x onerror=alert(1)>";
        open("/playground?tree=" + query("O({" + xss + "}.5,.5)"));
        page.waitForSelector(".tree-playground svg");
        Locator playground = page.locator(".tree-playground").first();
        assertThat(playground.locator("text.name").first().textContent()).isEqualTo(xss);
        // Name a node by typing, as a visitor does.
        clickNode(0, "1");
        // A leaf's type follows its parent's: Switch OR/AND is off for it (it did nothing, unsaid).
        assertThat(playground.locator("vaadin-button").filter(new Locator.FilterOptions().setHasText("Switch OR/AND"))
                .getAttribute("disabled")).isNotNull();
        Locator name = playground.getByLabel("Name", new Locator.GetByLabelOptions().setExact(true));
        name.fill(xss + "!");
        name.press("Enter");
        page.waitForCondition(() -> playground.locator("text.name").count() == 2);
        assertThat(playground.locator("text.name").allTextContents()).containsExactly(xss, xss + "!");
        assertThat(page.locator(".tree-drawing img").count()).isZero();
        // The field and the slider take the same values: 0.79 typed is accepted.
        setRate(0, "0.79");
        page.waitForCondition(() -> address().contains(".79)"));
        playground.locator("vaadin-tab[data-rules='PPNS']").click();
        page.waitForCondition(() -> playground.locator("g[data-node='1'] text.value").allTextContents().contains("r 0.79"));
        // The address keeps the rule set shown: a shared link opens on the PPNS tab, with the same tree.
        page.waitForCondition(() -> address().contains("rules=ppns"));
        Page shared = newVisitor();
        shared.navigate(page.url());
        Locator sharedTab = shared.locator(".tree-playground vaadin-tab[data-rules='PPNS']").first();
        shared.waitForCondition(() -> sharedTab.getAttribute("selected") != null);
        assertThat(shared.locator(".tree-playground").first().locator("g[data-node='1'] text.value").allTextContents()).contains("r 0.79");
        assertThat(playground.getByLabel("Win rate r", new Locator.GetByLabelOptions().setExact(true)).getAttribute("invalid")).isNull();
        assertThat(((Number) playground.locator(".rate-slider").evaluate("e => Number(e.value)")).doubleValue()).isEqualTo(0.79);
        // Emptied, the field says so, and the leaf keeps its rate (it stayed blank and silent).
        setRate(0, "");
        Locator rateBox = playground.locator("vaadin-number-field").first();
        page.waitForCondition(() -> rateBox.getAttribute("invalid") != null);
        assertThat(rateBox.locator("[slot='error-message']").textContent())
                .isEqualTo("Type a win rate from 0 to 1, such as 0.79; the leaf keeps its rate until then.");
        assertThat(playground.locator("g[data-node='1'] text.value").allTextContents()).contains("r 0.79");
        assertThat(dialogs).isEmpty();
        shot("playground-names");
    }

    @Test
    void a_tree_address_too_long_for_the_web_servers_default_is_answered_by_the_page_in_its_words() {
        // 40 children of 40 leaves each: 1,641 nodes, about 10 KB encoded, past Tomcat's 8 KB for a request's head.
        String leaves = String.join(",", java.util.Collections.nCopies(40, ".5"));
        String tree = "O(" + String.join(",", java.util.Collections.nCopies(40, "A(" + leaves + ")")) + ")";
        assertThat(query(tree).length()).isGreaterThan(8_192);
        open("/playground?tree=" + query(tree));
        Locator note = page.locator(".error-text").first();
        note.waitFor();
        assertThat(note.textContent()).startsWith("The tree in the address could not be read: more than 200 nodes: at most 200 are allowed")
                .endsWith("T or F). The default tree is shown; the address keeps your text until you edit the tree.");
        page.waitForSelector(".tree-playground svg");
    }

    @Test
    void a_tree_the_address_could_not_read_stays_there_to_be_mended_until_the_tree_is_edited() {
        open("/playground?tree=" + query("O(.5,1.5)"));
        Locator note = page.locator(".error-text").first();
        note.waitFor();
        assertThat(note.textContent()).contains("a win rate must be from 0 to 1, not 1.5")
                .endsWith("The default tree is shown; the address keeps your text until you edit the tree.");
        Locator playground = page.locator(".tree-playground").first();
        // Choosing a rules tab writes the rule set into the address beside the visitor's own text, not the default tree.
        playground.locator("vaadin-tab[data-rules='PPNS']").click();
        page.waitForCondition(() -> address().contains("rules=ppns"));
        assertThat(address()).contains("tree=O(.5,1.5)");
        // Once the visitor edits the tree shown, the address holds that tree.
        clickNode(0, "0.0");
        setRate(0, "0.25");
        page.waitForCondition(() -> address().contains("tree=O(A(.25,.4)"));
        assertThat(address()).doesNotContain("1.5").contains("rules=ppns");
    }

    @Test
    void a_typed_win_rate_is_rounded_to_0_01_first_and_then_held_to_0_to_1_at_both_ends() {
        open("/playground?tree=" + query("O(.5,.5)"));
        page.waitForSelector(".tree-playground svg");
        Locator playground = page.locator(".tree-playground").first();
        Locator rate = playground.getByLabel("Win rate r", new Locator.GetByLabelOptions().setExact(true));
        Locator rateBox = playground.locator("vaadin-number-field").first();
        clickNode(0, "1");
        assertThat(rateBox.locator("[slot='helper']").textContent()).isEqualTo("rounded to 0.01, then 0 to 1");
        setRate(0, "0.555");
        page.waitForCondition(() -> address().contains(",.56)"));
        page.waitForCondition(() -> "0.56".equals(rate.inputValue()));
        // The top: 1.0000001 rounds to 1 and is taken (it was refused while 0.555 was rounded); 1.005 rounds to 1.01.
        setRate(0, "1.0000001");
        page.waitForCondition(() -> address().contains(",1)"));
        assertThat(rateBox.getAttribute("invalid")).isNull();
        setRate(0, "1.005");
        page.waitForCondition(() -> rateBox.getAttribute("invalid") != null);
        assertThat(rateBox.locator("[slot='error-message']").textContent()).isEqualTo("Rounded to 0.01, a win rate is at most 1.");
        assertThat(address()).contains(",1)");
        // The foot alike.
        setRate(0, "-0.004");
        page.waitForCondition(() -> address().contains(",0)"));
        page.waitForCondition(() -> rateBox.getAttribute("invalid") == null);
        setRate(0, "-0.005");
        page.waitForCondition(() -> rateBox.getAttribute("invalid") != null);
        assertThat(rateBox.locator("[slot='error-message']").textContent()).isEqualTo("Rounded to 0.01, a win rate is at least 0.");
        assertThat(address()).contains(",0)");
        // What the box shows is the rate as the page writes it, also when the typed text is the number already held
        // (no value change comes for it, only the browser's change event).
        setRate(0, "0");
        page.waitForCondition(() -> rateBox.getAttribute("invalid") == null);
        setRate(0, "-0");
        page.waitForCondition(() -> "0".equals(rate.inputValue()));
        setRate(0, ".5");
        page.waitForCondition(() -> address().contains(",.5)"));
        page.waitForCondition(() -> "0.5".equals(rate.inputValue()));
        setRate(0, ".5");
        page.waitForCondition(() -> "0.5".equals(rate.inputValue()));
        // The field's arrow keys step as the slider's: without a step the browser's went from 0.3 straight to 1.
        setRate(0, "0.3");
        page.waitForCondition(() -> address().contains(",.3)"));
        rate.press("ArrowUp");
        page.waitForCondition(() -> address().contains(",.31)"));
        assertThat(rate.inputValue()).isEqualTo("0.31");
        rate.press("PageDown");
        page.waitForCondition(() -> address().contains(",.21)"));
        setRate(0, "1");
        page.waitForCondition(() -> address().contains(",1)"));
        rate.press("ArrowUp");
        rate.press("ArrowDown");
        page.waitForCondition(() -> address().contains(",.99)"));
        assertThat(rateBox.getAttribute("invalid")).isNull();
    }

    @Test
    void lesson_1_shows_statuses_only_and_lesson_5_a_proved_root_as_v_1() {
        open("/lessons/1");
        page.waitForSelector(".tree-playground svg");
        assertThat(page.locator(".tree-playground text.value").count()).isZero();
        assertThat(page.locator(".rule-comparison").isVisible()).isFalse();
        assertThat(page.locator(".tree-playground").first().textContent()).doesNotContain("MCPNS", "PPNS", "pn ");
        // Nor does the rest of the page: the legend names no number of a later lesson, the editor no win rate.
        assertThat(page.locator(".legend").innerText()).contains("OR node", "proved")
                .doesNotContain("pn / dn", "probability of a proof", "log-odds", "win rate", "most-proving");
        assertThat(page.getByLabel("Win rate r", new Page.GetByLabelOptions().setExact(true)).isVisible()).isFalse();
        // No search to step through either: it showed pn and dn, and offered every solver.
        assertThat(page.locator(".tree-playground vaadin-button").filter(new Locator.FilterOptions().setHasText("Step through"))
                .isVisible()).isFalse();
        shot("lesson-1");
        open("/lessons/3");
        page.waitForSelector(".tree-playground svg");
        // The menu marks the part a lesson is in (it marked nothing on a lesson's page).
        page.waitForSelector("vaadin-side-nav-item[current]");
        assertThat(page.locator("vaadin-side-nav-item[current]").innerText()).contains("Lessons");
        // Each tree and its controls are named after the tree the text calls it by.
        assertThat(page.locator(".tree-playground").nth(1).getAttribute("aria-label")).isEqualTo("tree (b)");
        assertThat(page.locator(".tree-playground").nth(1).locator("svg.and-or-tree").getAttribute("aria-label")).isEqualTo("tree (b)");
        assertThat(page.locator(".legend").innerText()).contains("pn / dn", "win rate", "most-proving")
                .doesNotContain("probability of a proof", "log-odds");
        assertThat(page.locator(".tree-playground").first().getByLabel("Win rate r", new Locator.GetByLabelOptions().setExact(true))
                .isVisible()).isTrue();
        // Lesson 4 shows probabilities without the log-odds box: lesson 6 is where log-odds are explained.
        open("/lessons/4");
        page.waitForSelector(".tree-playground svg");
        assertThat(page.locator(".legend").innerText()).contains("probability of a proof").doesNotContain("log-odds");
        // None of its playgrounds shows it (the first hidden said nothing of the others).
        assertThat(page.locator(".tree-playground vaadin-checkbox").filter(new Locator.FilterOptions().setHasText("log-odds")).all())
                .noneMatch(Locator::isVisible);
        open("/lessons/5");
        page.waitForSelector(".tree-playground svg");
        clickNode(0, "0");
        page.locator(".tree-playground").nth(0).getByLabel("TRUE (proved)").check();
        page.waitForCondition(() -> "v 1".equals(summary(0).getAttribute("data-root")));
        assertThat(summary(0).textContent()).contains("proved").doesNotContain("0.65");
        shot("lesson-5-proved");
        open("/lessons/6");
        page.waitForSelector(".tree-playground svg");
        assertThat(page.locator(".tree-playground vaadin-checkbox").filter(new Locator.FilterOptions().setHasText("log-odds"))
                .first().isVisible()).as("the box lesson 6 asks to tick").isTrue();
        assertThat(page.locator(".lesson").textContent()).contains("0.99997", "exactly 0").doesNotContain("e+00", "e-05");
        shot("lesson-6");
    }

    @Test
    void the_quiz_runs_in_p_game_step_mode_one_answer_right_and_one_wrong() {
        open("/playground");
        Locator panel = page.locator(".stepper:not(.tree-stepper)").first();
        Locator counters = panel.locator(".stepper-counters");
        counters.waitFor();
        assertThat(panel.getByLabel("P-game tree", new Locator.GetByLabelOptions().setExact(true)).inputValue()).startsWith("pgame:");
        panel.locator("vaadin-checkbox").filter(new Locator.FilterOptions().setHasText("Quiz")).click();
        Locator prompt = panel.locator(".quiz-prompt");
        Locator feedback = panel.locator(".quiz-feedback");
        Locator score = panel.locator(".quiz-score");
        // Question 1: PN-search's first iteration expands the root.
        page.waitForCondition(() -> prompt.isVisible() && prompt.textContent().startsWith("Question 1: click the node iteration 1 selects"));
        panel.locator("g[data-node='']").locator("rect:not(.hit)").first().click();
        page.waitForCondition(() -> "true".equals(feedback.getAttribute("data-correct")));
        assertThat(feedback.textContent()).startsWith("✓ Right: the root.");
        assertThat(score.textContent()).isEqualTo("Score: 1 of 1");
        // The step is then shown as it happened: the root expanded.
        assertThat(counters.getAttribute("data-iteration")).isEqualTo("1");
        assertThat(panel.locator("g.node.mpn").getAttribute("data-node")).isEmpty();
        // Question 2: both children have pn 1; the first from the left is taken, so the second is wrong.
        button(panel, "Next question").click();
        page.waitForCondition(() -> prompt.isVisible() && prompt.textContent().startsWith("Question 2"));
        assertThat(feedback.textContent()).as("the last answer's verdict under the new question").isEmpty();
        assertThat(panel.locator("g[data-node=''] text.value").allTextContents()).containsExactly("?");
        assertThat(panel.locator("g.node.mpn").count()).as("the question does not show the answer").isZero();
        panel.locator("g[data-node='1']").locator("circle").first().click();
        page.waitForCondition(() -> "false".equals(feedback.getAttribute("data-correct")));
        assertThat(feedback.textContent()).startsWith("✗ You chose node 1. Not quite: the answer is node 0.")
                .contains("the child with the smallest pn", "node 0 has pn 1", "node 1 has pn 1", "the same pn, and the first from the left is taken");
        assertThat(score.textContent()).isEqualTo("Score: 1 of 2");
        assertThat(counters.getAttribute("data-iteration")).isEqualTo("2");
        assertThat(panel.locator("g.node.mpn").getAttribute("data-node")).isEqualTo("0");
        assertThat(panel.locator("g.node.selected").getAttribute("data-node")).isEqualTo("1");
        screenshots(page, "playground-pgame-quiz-wrong-answer", feedback);
        panel.screenshot(new Locator.ScreenshotOptions().setPath(java.nio.file.Paths.get("target", "screenshots",
                "playground-pgame-quiz-panel.png")));
    }

    @Test
    void a_p_game_tree_that_cannot_be_read_is_answered_with_an_example_step_mode_draws() {
        open("/playground");
        Locator panel = page.locator(".stepper:not(.tree-stepper)").first();
        panel.locator(".stepper-counters").waitFor();
        // A tree that cannot be read is answered with an example step mode draws (the notation's own was too large
        // for it), and without "at character".
        Locator treeField = panel.getByLabel("P-game tree", new Locator.GetByLabelOptions().setExact(true));
        Locator treeBox = panel.locator("vaadin-text-field").first(); // the panel's one text field
        treeField.fill("foo");
        treeField.press("Tab");
        page.waitForCondition(() -> treeBox.getAttribute("invalid") != null);
        assertThat(treeBox.locator("[slot='error-message']").textContent()).contains("as in pgame:b=2,d=6,seed=7")
                .doesNotContain("at character");
        treeField.fill("");
        treeField.press("Tab");
        page.waitForCondition(() -> treeBox.locator("[slot='error-message']").textContent().equals("Type a P-game tree, as in pgame:b=2,d=6,seed=7"));
    }

    @Test
    void a_link_to_the_last_rules_tab_shows_that_tab_within_a_phone_screen() {
        page.setViewportSize(390, 844);
        open("/playground?rules=pp");
        Locator tab = page.locator(".tree-playground vaadin-tab[data-rules='PP']").first();
        page.waitForCondition(() -> tab.getAttribute("selected") != null);
        // It starts beyond the right edge of the tab strip until the page brings it in.
        page.waitForCondition(() -> {
            com.microsoft.playwright.options.BoundingBox box = tab.boundingBox();
            return box != null && box.x >= 0 && box.x + box.width <= 390;
        });
        shot("playground-pp-390");
    }
}
