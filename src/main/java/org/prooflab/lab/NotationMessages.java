package org.prooflab.lab;

import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.NotationException;

/**
 * Says where a position string is wrong in the words of the board: "Move 3 (x)" or "Square c1",
 * not "at character 5" of a string the user may never have typed (a random position, an address).
 * The lab's fields and the classroom's pasted positions say it the same way.
 */
public final class NotationMessages {
    private NotationMessages() {
    }

    public static String describe(GameKind kind, String text, IllegalArgumentException e) {
        if (!(e instanceof NotationException n) || n.index() < 0) {
            return capitalised(e.getMessage());
        }
        String prefix = "at character " + (n.index() + 1) + ": ";
        String detail = e.getMessage().startsWith(prefix) ? e.getMessage().substring(prefix.length()) : e.getMessage();
        String t = text.trim();
        int at = Math.min(n.index(), Math.max(0, t.length() - 1));
        String place = switch (kind) {
            case CONNECT4 -> connectFourMove(t, at);
            case OTHELLO -> othelloPlace(t, at);
            case PGAME -> null;
        };
        return place == null ? capitalised(detail) : place + ": " + detail;
    }

    private static String connectFourMove(String t, int at) {
        int colon = t.indexOf(':');
        if (at <= colon || t.isEmpty()) {
            return colon >= 0 ? "Board size (before the colon)" : null;
        }
        return "Move " + (at - colon) + " (" + t.charAt(at) + ")";
    }

    private static String othelloPlace(String t, int at) {
        if (t.length() >= 64 && t.chars().limit(64).allMatch(ch -> ch == 'X' || ch == 'O' || ch == '-' || Character.isLetterOrDigit(ch)
                || ch == '.' || ch == '*')) {
            return at < 64 ? "Square " + (char) ('a' + at % 8) + (at / 8 + 1) : "Side to move";
        }
        int moves = 0;
        int i = 0;
        String lower = t.toLowerCase();
        while (i < at) {
            i += lower.startsWith("pass", i) ? 4 : 2;
            moves++;
        }
        String token = lower.substring(at, Math.min(lower.length(), at + 2));
        return "Move " + (moves + 1) + " (" + token + ")";
    }

    private static String capitalised(String s) {
        return s == null || s.isEmpty() ? "This is not a position" : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
