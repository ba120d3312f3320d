package org.prooflab.engine.game;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.regex.Pattern;

/**
 * What the games' move notations share, and how they and every other place where a person writes a
 * number (the command line, the lab's fields and addresses) read one.
 */
public final class Notation {
    /** A decimal number in plain digits: a sign, digits perhaps with a point, perhaps an exponent. */
    private static final Pattern DECIMAL = Pattern.compile("[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?");
    /** A whole number as people type one: a minus perhaps, then plain digits, or digits grouped by commas or underscores. */
    private static final Pattern WHOLE = Pattern.compile("-?([0-9]+|[0-9]{1,3}(,[0-9]{3})+|[0-9]+(_[0-9]+)+)");
    /** Digits past these many name a number no field or flag allows; they are read as 10^40, keeping the sign. */
    private static final int MOST_DIGITS = 40;

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
     * The whole number {@code text} (trimmed) names, read by the one rule for whole numbers typed by hand (the
     * command line's flags, the lab's fields and addresses, the classroom's form, seeds everywhere): plain digits,
     * perhaps after a minus, perhaps grouped in threes by commas (1,000,000) or by underscores (1_000_000); null
     * for anything else, which Long.parseLong and Double.parseDouble may read: "+5", other scripts' digits ("٥"),
     * "10.0", "1e3", "1,2", "1__0". A minus is read so that a caller can say "too small" rather than "not a
     * number". Past forty digits the number is read as 10^40 with its sign: out of every range here, and
     * cheap however long the text.
     */
    public static BigInteger whole(String text) {
        String t = text.strip();
        if (!WHOLE.matcher(t).matches()) {
            return null;
        }
        String digits = t.replace(",", "").replace("_", "");
        boolean negative = digits.startsWith("-");
        int length = digits.length() - (negative ? 1 : 0);
        BigInteger n = length > MOST_DIGITS ? BigInteger.TEN.pow(MOST_DIGITS) : new BigInteger(digits.substring(negative ? 1 : 0));
        return negative ? n.negate() : n;
    }

    /** {@link #whole}, when a long holds it; null otherwise. */
    public static Long wholeLong(String text) {
        BigInteger n = whole(text);
        return n == null || n.bitLength() > 63 ? null : n.longValue();
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
