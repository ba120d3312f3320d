package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.DataNode;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class InitialRenderEscapingTest {
    private static final String HOSTILE = "</script><img src=x onerror=alert(1)><!-- <script>";

    /** A page as Vaadin writes it: the first render's JSON, with {@code name} in a string, in an inline script. */
    private static Document page(String name) {
        Document page = Jsoup.parse("<!doctype html><html><head></head><body><div id=outlet></div></body></html>");
        Element script = page.head().appendElement("script").attr("initial", "");
        script.appendChild(new DataNode("window.Vaadin = window.Vaadin || {};" + InitialRenderEscaping.FIRST_RENDER
                + " {\"changes\":[{\"key\":\"text\",\"value\":\"" + name + "\"}]};"));
        page.head().appendElement("script").appendChild(new DataNode("if (a < b) { run(); }"));
        return page;
    }

    @Test
    void a_typed_end_of_script_stays_inside_the_first_render_as_data() {
        Document page = page(HOSTILE);
        InitialRenderEscaping.escape(page);

        // What a browser parses from the page sent.
        Document received = Jsoup.parse(page.outerHtml());
        assertThat(received.select("img")).as("no markup from the name").isEmpty();
        assertThat(received.head().select("script")).hasSize(2);
        String js = received.head().select("script").first().data();
        assertThat(js).doesNotContain("<").contains("\\u003c/script>\\u003cimg src=x onerror=alert(1)>");
        // The JSON string reads back as typed: \u003c is '<' in a JSON or script string.
        assertThat(js.replace("\\u003c", "<")).contains("\"value\":\"" + HOSTILE + "\"");
    }

    @Test
    void other_scripts_are_left_as_written() {
        Document page = page("plain");
        InitialRenderEscaping.escape(page);
        assertThat(Jsoup.parse(page.outerHtml()).head().select("script").last().data()).isEqualTo("if (a < b) { run(); }");
    }

    @Test
    void without_it_the_name_ends_the_script() {
        // The guard above is needed: as Vaadin writes it, the name becomes markup.
        assertThat(Jsoup.parse(page(HOSTILE).outerHtml()).select("img")).hasSize(1);
    }
}
