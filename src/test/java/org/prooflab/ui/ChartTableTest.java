package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.dom.Element;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** A chart's data as a table, without a browser: what it renders, when it builds, and how a long series is thinned. */
public class ChartTableTest {
    private static final String HOSTILE = "<img src=x onerror=alert(1)>";

    /** The rendered table of {@code t}: its caption, then each row's cells (heading cells too) joined by " | ". */
    public static List<String> rendered(ChartTable t) {
        Element box = t.getContent().findFirst().orElseThrow().getElement();
        List<String> lines = new ArrayList<>();
        if (box.getChildCount() == 0) {
            return lines;
        }
        Element table = box.getChild(0);
        lines.add(table.getChild(0).getText());
        for (int part = 1; part < table.getChildCount(); part++) {
            table.getChild(part).getChildren().forEach(tr -> lines.add(String.join(" | ",
                    tr.getChildren().map(Element::getText).toList())));
        }
        return lines;
    }

    /** Every element under {@code e}, itself included (text nodes are no elements). */
    public static Stream<Element> all(Element e) {
        return Stream.concat(Stream.of(e), e.getChildren().filter(c -> !c.isTextNode()).flatMap(ChartTableTest::all));
    }

    @Test
    void the_table_is_built_when_opened_with_a_caption_column_and_row_headings_and_names_as_text() {
        AtomicInteger builds = new AtomicInteger();
        ChartTable t = new ChartTable(() -> {
            builds.incrementAndGet();
            return new ChartTable.Data("Positions concluded", List.of("Configuration", "nodes", "positions concluded"),
                    List.of(new ChartTable.Row(HOSTILE, List.of("120", "2"))));
        });
        assertThat(t.getSummaryText()).isEqualTo("The chart's data as a table");
        assertThat(t.isOpened()).isFalse();
        t.refreshNow();
        assertThat(builds).hasValue(0);
        assertThat(rendered(t)).isEmpty();

        t.setOpened(true);
        assertThat(builds).hasValue(1);
        assertThat(rendered(t)).containsExactly("Positions concluded", "Configuration | nodes | positions concluded",
                HOSTILE + " | 120 | 2");
        Element table = t.getContent().findFirst().orElseThrow().getElement().getChild(0);
        assertThat(table.getTag()).isEqualTo("table");
        assertThat(table.getChild(0).getTag()).isEqualTo("caption");
        assertThat(all(table).filter(e -> e.getTag().equals("th")).map(e -> e.getAttribute("scope")).toList())
                .containsExactly("col", "col", "col", "row");
        // the name is a text node: no element of its own
        assertThat(all(table).map(Element::getTag)).doesNotContain("img");
    }

    @Test
    void an_open_throttled_table_is_built_at_most_once_an_interval_but_at_once_at_the_end() {
        AtomicInteger builds = new AtomicInteger();
        AtomicLong now = new AtomicLong();
        ChartTable t = new ChartTable(() -> {
            builds.incrementAndGet();
            return ChartTable.Data.EMPTY;
        }).throttled(1000);
        t.clock(now::get);
        for (int i = 0; i < 10; i++) {
            t.refresh();
        }
        assertThat(builds).as("closed: never built").hasValue(0);
        t.setOpened(true);
        assertThat(builds).hasValue(1);
        now.addAndGet(400_000_000L);
        t.refresh();
        t.refresh();
        assertThat(builds).as("within the second").hasValue(1);
        now.addAndGet(600_000_000L);
        t.refresh();
        assertThat(builds).as("a second after the last build").hasValue(2);
        t.refreshNow();
        assertThat(builds).as("the end").hasValue(3);
        t.setOpened(false);
        t.refresh();
        t.setOpened(true);
        assertThat(builds).as("opened again").hasValue(4);
    }

    @Test
    void a_long_series_is_thinned_evenly_keeping_its_first_and_last_point() {
        assertThat(ChartTable.thin(3, 500)).containsExactly(0, 1, 2);
        List<Integer> kept = ChartTable.thin(1722, 500);
        assertThat(kept).hasSize(500).startsWith(0).endsWith(1721).doesNotHaveDuplicates().isSorted();
        assertThat(ChartTable.thinned(500, 1722)).isEqualTo("; 500 of its 1,722 points, evenly spaced with the first and last");
        assertThat(ChartTable.thinned(12, 12)).isEmpty();
    }

    @Test
    void each_disclosure_is_named_after_its_chart_for_a_screen_reader_and_shows_the_same_words() {
        ChartTable t = new ChartTable(() -> ChartTable.Data.EMPTY).named("wins, no wins and out by configuration");
        assertThat(t.getSummaryText()).isEqualTo("The chart's data as a table");
        assertThat(t.getElement().getChildren().filter(e -> "summary".equals(e.getAttribute("slot"))).map(e -> e.getAttribute("aria-label")))
                .containsExactly("The chart's data as a table: wins, no wins and out by configuration");
    }
}
