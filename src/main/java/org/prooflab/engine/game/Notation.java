package org.prooflab.engine.game;

/** What the games' move notations share. */
public final class Notation {
    private Notation() {
    }

    /** A space or a comma between the moves of a move list, as people write them: "f5 d6", "4, 4, 5". */
    public static boolean isSeparator(char c) {
        return Character.isWhitespace(c) || c == ',';
    }

    /**
     * Whether {@code text} is a number in plain digits, the ASCII 0-9 and nothing else, as the notations
     * write their numbers and their messages ask for them. Integer.parseInt and Long.parseUnsignedLong
     * read more: a '+' sign, and the digits of other scripts ("١٧" is 17 to them).
     */
    public static boolean isPlainDigits(String text) {
        return !text.isEmpty() && text.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /**
     * The whole number {@code text} is in plain digits ({@link #isPlainDigits}), leading zeros read ("05" is 5);
     * null when it is not plain digits or no int holds it, for the caller to refuse in its own words.
     */
    public static Integer plainInt(String text) {
        if (isPlainDigits(text)) {
            try {
                return Integer.valueOf(text);
            } catch (NumberFormatException e) {
                // past Integer.MAX_VALUE
            }
        }
        return null;
    }
}
