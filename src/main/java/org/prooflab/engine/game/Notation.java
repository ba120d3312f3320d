package org.prooflab.engine.game;

import java.math.BigDecimal;
import java.util.regex.Pattern;

/**
 * What the games' move notations share, and how they and every other place where a person writes a
 * number (the command line, the lab's fields and addresses) read one.
 */
public final class Notation {
    /** A decimal number in plain digits: a sign, digits perhaps with a point, perhaps an exponent. */
    private static final Pattern DECIMAL = Pattern.compile("[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?");

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

    /**
     * The number {@code text} (trimmed) names when it is a decimal number in plain digits, sign and exponent
     * included ("0.001", "-.5", "1e9"), as people write numbers; null for anything else, which Double.parseDouble
     * or new BigDecimal may read: Java's hexadecimal and suffixed numbers ("0x1p3", "5d"), "NaN", "Infinity", a
     * decimal comma ("1,5") and other scripts' digits ("٠.٥"). An exponent past an int ("1e2147483648") reads
     * as Double.parseDouble reads it, as infinity or zero.
     */
    public static Double decimal(String text) {
        String t = text.trim();
        if (!DECIMAL.matcher(t).matches()) {
            return null;
        }
        try {
            return new BigDecimal(t).doubleValue();
        } catch (NumberFormatException e) {
            return Double.valueOf(t);
        }
    }
}
