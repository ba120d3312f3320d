package org.prooflab.ui.lab;

import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import org.prooflab.engine.game.Notation;

/**
 * The note above a lab page's cards while some of the solves just started wait: a visitor's solves run a few at a time
 * (each visitor's share of the server), so it says why they wait and for how long at most. Eight solvers at 30 s each
 * kept the last card "waiting for a worker" for minutes with no word of why; a solve behind another tab's said
 * "at most 5 s" and waited the other's 30.
 */
final class QueueNote extends Paragraph {
    QueueNote() {
        addClassName("queue-note");
        setVisible(false);
    }

    /**
     * Shows the note for {@code started} solves of {@code millisEach} at most each, behind the visitor's solves
     * {@code elsewhere} (limits in milliseconds, each), of which {@code atOnce} run at a time; hides it when none waits.
     */
    void show(int started, long millisEach, List<Long> elsewhere, int atOnce, boolean full, boolean likelyToLimit) {
        String text = text(started, millisEach, elsewhere, atOnce, full, likelyToLimit);
        if (text != null) {
            setText(text);
        }
        setVisible(text != null);
    }

    /** How long a solve may run at most: its time limit, twice over for a full value (a second search when the first is disproved). */
    static long longestMillis(long maxMillis, boolean fullValue) {
        return fullValue ? 2 * maxMillis : maxMillis;
    }

    /**
     * When the last solve started begins if every solve ahead of it runs to its limit: each, in the order they queue
     * (the other solves, then this page's), takes the place that frees first. Their sum over the places said 33 s
     * where two ran at once, one of 60 s and one of 5 s, and the last of this page's started after 5.
     */
    static long lastStartMillis(int started, long millisEach, List<Long> elsewhere, int atOnce) {
        java.util.PriorityQueue<Long> freeAt = new java.util.PriorityQueue<>();
        for (int i = 0; i < atOnce; i++) {
            freeAt.add(0L);
        }
        List<Long> ahead = new java.util.ArrayList<>(elsewhere);
        for (int i = 1; i < started; i++) {
            ahead.add(millisEach);
        }
        for (long millis : ahead) {
            freeAt.add(freeAt.poll() + millis);
        }
        return freeAt.poll();
    }

    /**
     * The note's text, or null when every solve started runs at once. The wait is rounded up: "at most 0 s" was said of
     * a wait under half a second. Solves elsewhere "come first" rather than "these wait for them": where two run at
     * once, this page's first started beside another tab's one.
     */
    static String text(int started, long millisEach, List<Long> elsewhere, int atOnce) {
        return text(started, millisEach, elsewhere, atOnce, false, false);
    }

    /**
     * As {@link #text(int, long, List, int)}, for solves of a full value ({@code full}: their limit counted twice, which
     * is said) and of a position they will most likely not finish ({@code likelyToLimit}, {@link ReachNote}: "most end
     * far sooner" stood under the note that said they would run to their limit).
     */
    static String text(int started, long millisEach, List<Long> elsewhere, int atOnce, boolean full, boolean likelyToLimit) {
        if (started + elsewhere.size() <= atOnce) {
            return null;
        }
        String wait = Notation.minutes((long) Math.ceil(lastStartMillis(started, millisEach, elsewhere, atOnce) / 1000.0));
        String share = atOnce == 1 ? "one at a time" : atOnce + " at a time";
        int others = elsewhere.size();
        String first = elsewhere.isEmpty() ? (started == 1 ? "This solve" : "These " + started + " solves") + " run " + share
                : (others == 1 ? "Your other solve" : "Your " + others + " other solves") + " still running or waiting (another "
                + "tab of the lab, or a game against a proof) take" + (others == 1 ? "s" : "") + " the same places, as a "
                + "visitor's solves run " + share;
        String last = elsewhere.isEmpty() ? (started == 1 ? "it" : "the last one")
                : started == 1 ? "this page's solve" : "the last of this page's " + started;
        String limits = (elsewhere.isEmpty() ? "this time limit" : "their time limits") + (full ? " (a full value may search twice)" : "");
        String shorten = full ? "fewer solvers, a lower Max seconds or no Full value shorten the wait"
                : "fewer solvers or a lower Max seconds shorten the wait";
        return first + " (each visitor's share of the server, so that a class is served fairly): " + last + " starts after at "
                + "most " + wait + " at " + limits + ", longer when the server is busy. "
                + (likelyToLimit ? Character.toUpperCase(shorten.charAt(0)) + shorten.substring(1) : "Most end far sooner; " + shorten)
                + (elsewhere.isEmpty() ? "." : ", and so does cancelling the others.");
    }
}
