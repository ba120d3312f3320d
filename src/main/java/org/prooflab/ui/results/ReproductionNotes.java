package org.prooflab.ui.results;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@code docs/reproduction.md} says beside its tables, for the Results page: where ProofLab's numbers differ
 * from the papers' and why. The document is the one place this is written; the page shows its prose under the
 * table or figure each section names ({@code <!-- table id -->} or {@code <!-- figure id -->}), and the sections
 * that name none (what the 2020 authors' code did differently, what differs everywhere) at the end.
 *
 * <p>The prose is read as plain text: paragraphs and list items, with the Markdown marks taken out (bold,
 * italics, code), and shown as text, never as HTML. Tables, headings and comments are not prose.
 */
public final class ReproductionNotes {
    /** On the classpath beside the runs' CSV files (the pom copies it there). */
    static final String RESOURCE = Reproduction.BASE + "reproduction.md";
    private static final Pattern MARKER = Pattern.compile("<!-- (?:table|figure) (\\S+) -->");
    private static final Pattern BOLD = Pattern.compile("\\*\\*(.+?)\\*\\*");
    private static final Pattern ITALIC = Pattern.compile("(?<![\\w*])\\*(\\S(?:.*?\\S)?)\\*(?![\\w*])");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");
    /**
     * A block's title at its start, bold or in italics, as the document writes a paragraph's or an item's:
     * "**One difference.** The ..." or "*Equal nodes, not equal time.* ...".
     */
    private static final Pattern LEAD = Pattern.compile("(?:\\*\\*([^*]+)\\*\\*|\\*([^*\\s][^*]*)\\*)\\s+(.*)", Pattern.DOTALL);

    /**
     * A paragraph, or an item of a list: its words in bold at its start, if any ({@code lead}, else empty),
     * and the rest.
     */
    public record Block(boolean item, String lead, String text) {
        Block(boolean item, String text) {
            this(item, "", text);
        }
    }

    /** A section of the document: its heading and its prose. */
    public record Section(String heading, List<Block> blocks) {
    }

    /**
     * @param byId    the prose of each section that names a table or figure, under that id (the section's last)
     * @param general the sections that name none and are about the comparison, in the document's order
     */
    public record Notes(Map<String, Section> byId, List<Section> general) {
        /** The notes of table or figure {@code id}, or null. */
        public Section of(String id) {
            return byId.get(id);
        }
    }

    private ReproductionNotes() {
    }

    /** The notes of the shipped document; none when it is not on the classpath. */
    static Notes load() {
        try (InputStream in = ReproductionNotes.class.getResourceAsStream(RESOURCE)) {
            return in == null ? new Notes(Map.of(), List.of()) : parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The notes of a document's text. Its first section (before any {@code ##} heading: the introduction) and
     * the sections that only list the runs (no prose beside a table of commands) are left out: the page says
     * those things itself.
     */
    static Notes parse(String markdown) {
        Map<String, Section> byId = new LinkedHashMap<>();
        List<Section> general = new ArrayList<>();
        String heading = null;
        String id = null;
        boolean runs = false;
        List<Block> blocks = new ArrayList<>();
        StringBuilder block = new StringBuilder();
        boolean item = false;
        List<String> lines = new ArrayList<>(markdown.lines().toList());
        lines.add("## end");
        for (String line : lines) {
            boolean prose = !line.isBlank() && !line.startsWith("#") && !line.startsWith("|") && !line.startsWith("<!--");
            if (!prose || line.startsWith("- ")) {
                flush(block, item, blocks);
            }
            Matcher marker = MARKER.matcher(line);
            if (line.startsWith("## ")) {
                if (heading != null && !blocks.isEmpty()) {
                    Section s = new Section(heading, List.copyOf(blocks));
                    if (id != null) {
                        byId.put(id, s);
                    } else if (!runs) {
                        general.add(s);
                    }
                }
                heading = line.substring(3).strip();
                id = null;
                runs = heading.startsWith("The runs");
                blocks.clear();
            } else if (marker.matches()) {
                id = marker.group(1);
            } else if (!prose) {
                continue;
            } else if (block.length() > 0) {
                // A paragraph's next line, or an item's (indented or not).
                block.append(' ').append(line.strip());
            } else {
                item = line.startsWith("- ");
                block.append(item ? line.substring(2).strip() : line.strip());
            }
        }
        return new Notes(byId, general);
    }

    /** Ends the block being read, if any: added to {@code blocks} as plain text, its bold start apart. */
    private static void flush(StringBuilder block, boolean item, List<Block> blocks) {
        if (block.length() > 0) {
            Matcher lead = LEAD.matcher(block);
            blocks.add(lead.matches() ? new Block(item, plain(lead.group(1) != null ? lead.group(1) : lead.group(2)),
                    plain(lead.group(3))) : new Block(item, plain(block.toString())));
            block.setLength(0);
        }
    }

    /** Markdown's marks taken out: **bold**, *italics* and `code` become their words. */
    static String plain(String text) {
        String t = BOLD.matcher(text).replaceAll(m -> Matcher.quoteReplacement(m.group(1)));
        t = ITALIC.matcher(t).replaceAll(m -> Matcher.quoteReplacement(m.group(1)));
        return CODE.matcher(t).replaceAll(m -> Matcher.quoteReplacement(m.group(1)));
    }
}
