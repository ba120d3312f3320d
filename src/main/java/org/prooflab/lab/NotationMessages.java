package org.prooflab.lab;

import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.game.NotationException;
import org.prooflab.engine.game.othello.Othello;

/**
 * Says where a position string is wrong in the words of the board: "Move 3 (x)" or "Square c1",
 * not "at character 5" of a string the user may never have typed (a random position, an address).
 * The lab's fields and the classroom's pasted positions say it the same way.
 */
public final class NotationMessages {
    private NotationMessages() {
    }

    public static String describe(GameKind kind, String text, IllegalArgumentException e) {
        // Where it is in the text as given: the notations' own places (a move, a square) count without what trim takes.
        String control = controlCharacter(text);
        if (control != null) {
            return control;
        }
        if (!(e instanceof NotationException n) || n.index() < 0) {
            return capitalised(e.getMessage());
        }
        String prefix = "at character " + (n.index() + 1) + ": ";
        String detail = e.getMessage().startsWith(prefix) ? e.getMessage().substring(prefix.length()) : e.getMessage();
        String t = text.trim();
        int at = Math.min(n.index(), Math.max(0, t.length() - 1));
        String place = switch (kind) {
            case CONNECT4 -> connectFourMove(t, at);
            case OTHELLO -> othelloPlace(t, n.index());
            case PGAME -> null;
        };
        return place == null ? capitalised(detail) : place + ": " + detail;
    }

    /**
     * {@link #describe}, for the Moves field: an Othello text read as a board, as one with almost no row digits is,
     * though it does not start as a board does, is answered as moves, saying how moves and boards are written. "&lt;script&gt;" typed as moves was
     * answered "Square a1: '&lt;' is not a square: allowed are X, O, -", the Board field's words under the Moves field.
     */
    public static String moves(GameKind kind, String text, IllegalArgumentException e) {
        String said = describe(kind, text, e);
        String t = text.trim();
        if (kind == GameKind.OTHELLO && controlCharacter(text) == null && Othello.isBoardForm(t) && Othello.boardSquare(t.charAt(0)) < 0) {
            // Neither, and nothing more precise is true of every such text ("c4 is my first move" starts with a move).
            // "Read as a board, having almost no row digits, and no board either" was said of "<img src=x>".
            return "Neither moves nor a board: moves are squares a1 to h8, as in f5d6, and a pass is --; a board is 64 squares "
                    + "X, O or -, then the side to move";
        }
        return said;
    }

    /**
     * What is wrong with {@code text} as an Othello board (64 squares, a space, the side to move) in the
     * board field, or null when it has a board's shape and the parser may judge the rest. Without
     * this, a short text was read as moves and answered "Move 1 (xx)" under a field that asks for squares.
     */
    public static String othelloBoard(String text) {
        String control = controlCharacter(text);
        if (control != null) {
            return control;
        }
        String t = text.trim();
        String lower = t.toLowerCase(java.util.Locale.ROOT);
        if (lower.matches("([a-h][1-8]|--|pass|[\\s,])+") && lower.matches(".*[a-h][1-8].*")) {
            return "These are moves, not a board: type them in the Moves field";
        }
        // The squares before the side to move, set apart or not, split as the parser splits them (Othello#boardSquaresEnd).
        int end = Othello.boardSquaresEnd(t);
        int squares = 0;
        for (int i = 0; i < end && squares < 64; i++) {
            char c = t.charAt(i);
            if (Othello.isBoardSpacing(c)) {
                continue;
            }
            if (Othello.boardSquare(c) < 0) {
                return "Square " + square(squares) + " ('" + c + "'): a square is X (black), O (white) or - (empty)";
            }
            squares++;
        }
        if (squares < 64) {
            return capitalised(Othello.tooFewSquares(t, end, squares));
        }
        return null;
    }

    private static String connectFourMove(String t, int at) {
        int colon = t.indexOf(':');
        if (at <= colon || t.isEmpty()) {
            return colon >= 0 ? "Board size (before the colon)" : null;
        }
        // the columns before it, spaces between them not counted
        long move = t.substring(colon + 1, at + 1).chars().filter(c -> !Notation.isSeparator((char) c)).count();
        return "Move " + move + " (" + t.charAt(at) + ")";
    }

    /** Where {@code index} is: a square of a board (the first missing one when it ends early), else a move. */
    private static String othelloPlace(String t, int index) {
        if (Othello.isBoardForm(t)) {
            int squares = Othello.boardSquaresBefore(t, index);
            return squares < 64 ? "Square " + square(squares) : "Side to move";
        }
        int at = Math.min(index, Math.max(0, t.length() - 1));
        int moves = 0;
        int i = 0;
        String lower = t.toLowerCase();
        while (i < at) {
            if (Notation.isSeparator(lower.charAt(i))) {
                i++;
                continue;
            }
            i += lower.startsWith("pass", i) ? 4 : 2;
            moves++;
        }
        String token = lower.substring(at, Math.min(lower.length(), at + 2));
        return "Move " + (moves + 1) + " (" + token + ")";
    }

    /** The name of the board's square {@code i}, a1 to h8 row by row: "c2" for 10. */
    private static String square(int i) {
        return "" + (char) ('a' + i % 8) + (i / 8 + 1);
    }

    /** What is wrong with the first control character of {@code text}, where it stands in the text as given; null for none. */
    private static String controlCharacter(String text) {
        int at = Notation.controlCharacter(text);
        return at < 0 ? null : capitalised(Notation.controlCharacterMessage(text, at));
    }

    /**
     * The same of one part of a position, a {@code holder} ("seed"), as an address wrote it ({@code written}, null when
     * it wrote none), which its field shows drawn; null when it holds no control or invisible character.
     */
    public static String controlCharacter(String written, String holder) {
        int at = written == null ? -1 : Notation.controlCharacter(written);
        return at < 0 ? null : capitalised(Notation.controlCharacterMessage(written, at, holder));
    }

    private static String capitalised(String s) {
        return s == null || s.isEmpty() ? "This is not a position" : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
