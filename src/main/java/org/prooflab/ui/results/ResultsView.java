package org.prooflab.ui.results;

import static org.prooflab.ui.Headings.pageTitle;

import com.vaadin.flow.component.HasComponents;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.NativeDetails;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.ValueText;
import org.prooflab.ui.classroom.ComparisonChart;

/**
 * The reproduction of the papers' measurements: every table with the paper's number beside
 * ProofLab's in each cell, and the figures, all read from the run CSVs shipped on the classpath
 * ({@link Reproduction}). Every text is set as text, never as HTML.
 */
@Route("results")
@PageTitle("Results | ProofLab")
@Menu(order = 5, icon = "vaadin:table", title = "Results")
public final class ResultsView extends VerticalLayout implements com.vaadin.flow.router.BeforeEnterObserver {
    /** What the address holds that the page does not read: it reads no setting at all ("/results?x=1" said nothing). */
    private final org.prooflab.ui.AddressNote addressNote = new org.prooflab.ui.AddressNote("Not read from this address: ");

    @Override
    public void beforeEnter(com.vaadin.flow.router.BeforeEnterEvent event) {
        addressNote.show(org.prooflab.ui.AddressNote.unread(event.getLocation().getQueryParameters().getParameters(), List.of(),
                "the results page"));
    }

    /** The runs and their notes, loaded once: the shipped files do not change while the server runs. */
    private record Shipped(Reproduction runs, ReproductionNotes.Notes notes) {
    }

    private static volatile Shipped loaded;

    public ResultsView() {
        addClassName("reproduction");
        setMaxWidth("80rem");
        Reproduction r = reproduction();
        add(pageTitle("Reproducing the papers"), addressNote,
                new Paragraph("The papers' setups run by ProofLab, scaled to a shared 2-core machine. In each cell the "
                        + "paper's number or statement stands beside ProofLab's; \"—\" where one side has none, and a side with "
                        + "none in a whole column is left out. Nodes, "
                        + "iterations and counts repeat exactly with the command shown; times are wall times on a busy "
                        + "machine and vary from run to run. Under a table or figure, \"How this compares with the paper\" says "
                        + "where ProofLab's numbers differ from the paper's and why; what differs everywhere ends the page. "
                        + "In the papers' words, \"solved\" counts the positions proved a win for the side to move and "
                        + "\"unsolved\" those proved not a win (both concluded); \"out\" counts those a limit stopped first."));
        ReproductionNotes.Notes notes = shipped().notes();
        for (Reproduction.Table t : r.tables()) {
            add(table(t));
            addNotes(notes.of(t.id()));
        }
        for (Reproduction.Figure f : r.figures()) {
            add(figure(f));
            addNotes(notes.of(f.id()));
        }
        for (ReproductionNotes.Section s : notes.general()) {
            Div section = new Div(new H2(s.heading()));
            section.addClassName("results-general");
            blocks(section, s.blocks());
            add(section);
        }
    }

    /** A section's prose under its table or figure, open: the differences are the point of the page. */
    private void addNotes(ReproductionNotes.Section section) {
        if (section == null) {
            return;
        }
        Div content = new Div();
        blocks(content, section.blocks());
        // The browser's own details element: Vaadin's would need its module in the front-end bundle.
        NativeDetails details = new NativeDetails("How this compares with the paper", content);
        details.setOpen(true);
        details.addClassName("results-notes");
        add(details);
    }

    /** {@code block}'s text in {@code into}, its bold start (if any) in bold. */
    private static <T extends HasComponents> T withLead(T into, ReproductionNotes.Block block) {
        if (!block.lead().isEmpty()) {
            Span lead = new Span(block.lead());
            lead.addClassName("results-lead");
            into.add(lead, new Text(" "));
        }
        into.add(new Text(block.text()));
        return into;
    }

    /** Paragraphs, and each run of list items as one list; every text set as text. */
    private static void blocks(Div into, List<ReproductionNotes.Block> blocks) {
        UnorderedList list = null;
        for (ReproductionNotes.Block b : blocks) {
            if (b.item()) {
                if (list == null) {
                    list = new UnorderedList();
                    into.add(list);
                }
                list.add(withLead(new ListItem(), b));
            } else {
                list = null;
                into.add(withLead(new Paragraph(), b));
            }
        }
    }

    static Reproduction reproduction() {
        return shipped().runs();
    }

    private static Shipped shipped() {
        Shipped s = loaded;
        if (s == null) {
            s = new Shipped(Reproduction.load(), ReproductionNotes.load());
            loaded = s;
        }
        return s;
    }

    private static Div table(Reproduction.Table t) {
        Div box = new Div();
        box.addClassName("results-table");
        box.getElement().setAttribute("data-table", t.id());
        H2 title = new H2(t.title());
        title.setId("table-" + t.id());
        box.add(title, source(t.source()));
        // Explicit roles: on a phone the stylesheet lays the table out as cards (display block and grid), and
        // browsers such as Safari then drop a table's implicit roles; a screen reader would read loose text.
        // Named by its heading, as a screen reader's list of tables shows it.
        Element table = new Element("table").setAttribute("role", "table").setAttribute("aria-labelledby", "table-" + t.id());
        Element head = new Element("thead").setAttribute("role", "rowgroup");
        Element first = new Element("tr").setAttribute("role", "row");
        Element second = new Element("tr").setAttribute("role", "row");
        first.appendChild(th("", 1, 2));
        // A side with no value in a whole column is left out (the error-rate table's paper has a
        // statement a row, no number a checkpoint): nine columns of dashes pushed it past a desktop's width.
        boolean[] paper = new boolean[t.columns().size()];
        boolean[] ours = new boolean[t.columns().size()];
        for (int i = 0; i < paper.length; i++) {
            for (Reproduction.Row row : t.rows()) {
                paper[i] |= Reproduction.hasValue(row.cells().get(i).paper());
                ours[i] |= Reproduction.hasValue(row.cells().get(i).prooflab());
            }
            if (!paper[i] && !ours[i]) {
                paper[i] = ours[i] = true;
            }
            first.appendChild(th(t.columns().get(i), paper[i] && ours[i] ? 2 : 1, 1));
            if (paper[i]) {
                second.appendChild(th("paper", 1, 1).setAttribute("class", "paper"));
            }
            if (ours[i]) {
                second.appendChild(th("ProofLab", 1, 1).setAttribute("class", "prooflab"));
            }
        }
        head.appendChild(first, second);
        Element body = new Element("tbody").setAttribute("role", "rowgroup");
        for (Reproduction.Row row : t.rows()) {
            Element tr = new Element("tr").setAttribute("role", "row");
            tr.setAttribute("data-row", row.label());
            tr.appendChild(new Element("th").setText(row.label()).setAttribute("scope", "row").setAttribute("role", "rowheader"));
            for (int i = 0; i < row.cells().size(); i++) {
                Reproduction.Cell c = row.cells().get(i);
                String column = t.columns().get(i);
                boolean alone = !(paper[i] && ours[i]);
                if (paper[i]) {
                    tr.appendChild(cell(c.paper(), "paper", column, alone));
                }
                if (ours[i]) {
                    tr.appendChild(cell(c.prooflab(), "prooflab", column, alone));
                }
            }
            body.appendChild(tr);
        }
        table.appendChild(head, body);
        Div scroll = new Div();
        scroll.addClassName("results-scroll");
        scroll.getElement().appendChild(table);
        box.add(scroll);
        runs(box, t.runs());
        return box;
    }

    /**
     * A value cell: its side's class, and the column's name for a phone's card. A cell alone in its
     * column holds its text in a span, which the card puts under its side.
     */
    private static Element cell(String text, String side, String column, boolean alone) {
        Element td = new Element("td").setAttribute("role", "cell").setAttribute("class", alone ? side + " alone" : side)
                .setAttribute("data-column", column).setAttribute("data-side", side);
        return alone ? td.appendChild(new Element("span").setText(text)) : td.setText(text);
    }

    private static Element th(String text, int colspan, int rowspan) {
        Element th = new Element("th").setText(text).setAttribute("scope", colspan > 1 ? "colgroup" : "col")
                .setAttribute("role", "columnheader");
        if (colspan > 1) {
            th.setAttribute("colspan", String.valueOf(colspan));
        }
        if (rowspan > 1) {
            th.setAttribute("rowspan", String.valueOf(rowspan));
        }
        return th;
    }

    private static Div figure(Reproduction.Figure f) {
        Div box = new Div();
        box.addClassName("results-figure");
        box.getElement().setAttribute("data-figure", f.id());
        ComparisonChart chart = new ComparisonChart(f.title());
        chart.columns(f.xTitle(), ComparisonChart::number, f.yTitle(), yText(f.yTitle()));
        chart.show(f.xTitle() + (f.xLog() ? " (log scale)" : ""), f.yTitle(), f.xLog(), false, null, null,
                f.curves().stream().map(c -> new ComparisonChart.Series(c.label(), c.points(), c.group())).toList());
        box.add(new H2(f.title()), source(f.source()), chart, chart.table());
        runs(box, f.runs());
        return box;
    }

    /**
     * How a figure's table writes its y values, as this page's tables write them: an error rate and a completion as
     * percentages to one place, a probability of a proof as the lessons do (1 only for a proved root, which a trace
     * does not know), anything else as a plain number.
     */
    static DoubleFunction<String> yText(String yTitle) {
        return switch (yTitle) {
            case "error rate" -> v -> String.format(Locale.ROOT, "%.1f%%", 100 * v);
            case "completion (%)" -> v -> String.format(Locale.ROOT, "%.1f%%", v);
            case "root p" -> v -> ValueText.probability(v, Outcome.OUT);
            default -> ComparisonChart::number;
        };
    }

    private static Paragraph source(String source) {
        Paragraph p = new Paragraph("Source: " + source);
        p.addClassName("results-source");
        return p;
    }

    private static void runs(Div box, List<Reproduction.Run> runs) {
        for (Reproduction.Run run : runs) {
            Div d = new Div();
            d.addClassName("results-run");
            Element code = new Element("code").setText(run.command());
            d.add(download(run.file()), new Span(": "));
            d.getElement().appendChild(code);
            box.add(d);
            List<String[]> companions = companions(run);
            if (!companions.isEmpty()) {
                Paragraph files = new Paragraph("Beside it: ");
                files.addClassName("results-scale");
                for (int i = 0; i < companions.size(); i++) {
                    files.add(download(companions.get(i)[0]), new Span(" (" + companions.get(i)[1] + ")" + (i + 1 < companions.size() ? ", " : ".")));
                }
                box.add(files);
            }
            Paragraph scale = new Paragraph("Scale: " + run.scale());
            scale.addClassName("results-scale");
            box.add(scale);
        }
    }

    /**
     * The shipped files a run's command reads (its definition, its positions) and the summary it printed: the
     * command alone could not be run again without the repository they sit in.
     */
    static List<String[]> companions(Reproduction.Run run) {
        List<String[]> files = new ArrayList<>();
        String[] words = run.command().split("\\s+");
        for (int i = 0; i + 1 < words.length; i++) {
            if (words[i].equals("--definition")) {
                files.add(new String[] {words[i + 1], "the definition it reads"});
            } else if (words[i].equals("--positions")) {
                files.add(new String[] {words[i + 1], "the positions it reads"});
            }
        }
        if (run.file().endsWith(".csv")) {
            files.add(new String[] {run.file().substring(0, run.file().length() - 4) + ".txt", "the summary it printed"});
        }
        files.removeIf(f -> !ReproductionFiles.shipped(f[0]));
        return files;
    }

    private static Anchor download(String name) {
        Anchor a = new Anchor(ReproductionFiles.PATH + name, name);
        a.setRouterIgnore(true);
        a.getElement().setAttribute("download", true);
        return a;
    }
}
