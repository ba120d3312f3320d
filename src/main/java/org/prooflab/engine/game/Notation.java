package org.prooflab.engine.game;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What the games' move notations share, and how they and every other place where a person writes a
 * number (the command line, the lab's fields and addresses) read one.
 */
public final class Notation {
    /** A decimal number: a whole part in plain digits or grouped in threes by commas (12,345.5), as {@link #whole} reads one. */
    private static final Pattern DECIMAL = Pattern.compile("[-+]?(([1-9][0-9]{0,2}(,[0-9]{3})+|[0-9]+)(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?");
    /** Digits past these many (leading zeros aside) name a number no field or flag allows; read as 10^40, with the sign. */
    private static final int MOST_DIGITS = 40;

    private Notation() {
    }

    /**
     * A space or a comma between the moves of a move list, as people write them: "f5 d6", "4, 4, 5". A space is any of
     * Unicode's, the no-break space too, which a copy from a web page or a word processor brings ("4453" and a
     * no-break space was refused as "' ' is not a column", looking like the space the field allows).
     */
    public static boolean isSeparator(char c) {
        return isSpace(c) || c == ',';
    }

    /** A space of any kind: what {@link Character#isWhitespace} names and Unicode's other spaces, the no-break ones too. */
    public static boolean isSpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }

    /**
     * Where the first control character of {@code text} is (NUL, a bell, a tab, a line break, an escape, DEL: what
     * {@link Character#isISOControl} names), or -1 when it has none. A position is one line of printed characters; one
     * came with a control character from an address ({@code position=%07}) or a paste, and String.trim took those at
     * its ends away unseen, so that {@code %07} alone read as the start position. The one rule every notation follows
     * ({@link GameKind#parse}), in the words of {@link #controlCharacterMessage}. An invisible character (a zero-width
     * space, a byte-order mark, a soft hyphen: Unicode's format characters), which a paste brings as well, counts too:
     * it was refused as "'' is not a column", quoting nothing.
     */
    public static int controlCharacter(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (isControlOrInvisible(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isControlOrInvisible(char c) {
        return Character.isISOControl(c) || Character.getType(c) == Character.FORMAT;
    }

    /**
     * What to say of the control character at {@code index} of {@code text}, where it is, what it is and what is
     * allowed: "character 3 is a tab (U+0009, shown as ␉): a position holds no control characters; set moves apart
     * with spaces or commas".
     */
    public static String controlCharacterMessage(String text, int index) {
        return controlCharacterMessage(text, index, "position") + "; set moves apart with spaces or commas";
    }

    /**
     * The same of a part of a position ({@code holder}: "seed"), where moves are not the point: "character 2 is a bell
     * (BEL) (U+0007, shown as ␇): a seed holds no control characters".
     */
    public static String controlCharacterMessage(String text, int index, String holder) {
        return controlCharacterNamed(text, index) + ": a " + holder + " holds no "
                + (Character.isISOControl(text.charAt(index)) ? "control" : "invisible") + " characters";
    }

    /** Which control character stands at {@code index} of {@code text}: "character 3 is a tab (U+0009, shown as ␉)". */
    private static String controlCharacterNamed(String text, int index) {
        char c = text.charAt(index);
        return "character " + (index + 1) + " is " + controlName(c) + String.format(Locale.ROOT, " (U+%04X, shown as ", (int) c)
                + visible(String.valueOf(c)) + ")";
    }

    /**
     * {@code text} with each control character drawn as its picture ({@code ␀ ␇ ␉ ␊ ␛ ␡}), or as {@code <U+0085>} for
     * those with none: what a field shows of text it was given, where the character itself shows as nothing (a
     * browser's text box drops a line break and draws NUL as nothing). Other text is left as it is.
     */
    public static String visible(String text) {
        if (controlCharacter(text) < 0) {
            return text;
        }
        StringBuilder shown = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            if (c < 0x20) {
                shown.append((char) (0x2400 + c));
            } else if (c == 0x7F) {
                shown.append('\u2421');
            } else if (isControlOrInvisible(c)) {
                shown.append(String.format(Locale.ROOT, "<U+%04X>", (int) c));
            } else {
                shown.append(c);
            }
        }
        return shown.toString();
    }

    /** How long a quoted piece of typed text may be before {@link #abbreviated} cuts it. */
    public static final int QUOTED_LENGTH = 40;

    /**
     * {@code text} as a message quotes it: whole up to {@value #QUOTED_LENGTH} characters, else its first 37 and
     * "...", so that a pasted page in a one-line field does not become a page of message. The one cut the lab's and
     * the classroom's messages share.
     */
    public static String abbreviated(String text) {
        return text.length() <= QUOTED_LENGTH ? text : text.substring(0, QUOTED_LENGTH - 3) + "...";
    }

    /** A control character as a reader knows it: "a tab", "a line break", "NUL"; the others by their code alone. */
    private static String controlName(char c) {
        return switch (c) {
            case 0 -> "a null character (NUL)";
            case 7 -> "a bell (BEL)";
            case 8 -> "a backspace";
            case '\t' -> "a tab";
            case '\n' -> "a line break";
            case 0x0B -> "a vertical tab";
            case '\f' -> "a form feed";
            case '\r' -> "a carriage return";
            case 0x1B -> "an escape (ESC)";
            case 0x7F -> "a delete (DEL)";
            // Unicode's name of an invisible one: "an invisible zero width space".
            default -> Character.isISOControl(c) ? "a control character"
                    : "an invisible " + Character.getName(c).toLowerCase(Locale.ROOT);
        };
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
        boolean negative = t.startsWith("-");
        String digits = digitsOfGroups(negative ? t.substring(1) : t);
        if (digits == null) {
            return null;
        }
        // Leading zeros say nothing of the size: "007" is 7, and forty-one zeros are 0, not past every range.
        String significant = digits.replaceFirst("^0+(?=.)", "");
        BigInteger n = significant.length() > MOST_DIGITS ? BigInteger.TEN.pow(MOST_DIGITS) : new BigInteger(significant);
        return negative ? n.negate() : n;
    }

    /** {@code x} to {@code figures} significant figures in plain digits, trailing zeros left out: 0.2575 to 3 is 0.258. */
    public static String figures(double x, int figures) {
        return new java.math.BigDecimal(x).round(new java.math.MathContext(figures)).stripTrailingZeros().toPlainString();
    }

    /**
     * A ratio as the classroom and the command line write it: three figures in plain digits (5.52, 15.2, 0.0000312),
     * grouped in threes from 1,000 ("1850" read as a year).
     */
    public static String ratio(double r) {
        String three = figures(r, 3);
        return Math.abs(r) >= 999.5 ? String.format(Locale.ROOT, "%,d", new java.math.BigDecimal(three).toBigIntegerExact()) : three;
    }

    /**
     * A mean count as the classroom and the command line write it: whole, or to a tenth below 100 (a mean of 7.5 nodes
     * read 8), rounded first (99.96 is 100, not 100.0).
     */
    public static String mean(double mean) {
        double tenths = Math.round(mean * 10) / 10.0;
        return tenths >= 100 || tenths == Math.rint(tenths) ? grouped(Math.round(mean)) : String.format(Locale.ROOT, "%.1f", tenths);
    }

    /**
     * A whole number as messages and helper texts write it: grouped in threes by commas (1,000,000), as
     * {@link #whole} and {@link #decimal} read it back. Decimal numbers are written without groups ({@link #plain}).
     */
    public static String grouped(long x) {
        return String.format(Locale.ROOT, "%,d", x);
    }

    /**
     * "a" or "an" before the number {@code x} as it is read aloud: "an 8x8 board", "an 11", "an 18", "an 80", "an 8,000";
     * "a 5x4 board", "a 110", "a 180". Only "eight", "eleven" and "eighteen" start with a vowel's sound, and they lead the
     * spoken number when its first group of three digits starts with 8 or is 11 or 18.
     */
    public static String article(long x) {
        long first = x;
        while (first >= 1000) {
            first /= 1000;
        }
        return first >= 0 && (Long.toString(first).startsWith("8") || first == 11 || first == 18) ? "an" : "a";
    }

    /**
     * A number as boxes, flags and files read it back, without groups: 600 (not 600.0), 0.05, 0.00001 (not
     * 1.0E-5), 31536000 (not 3.1536E7); the shortest decimal that is this double, with an exponent only from
     * 10^21 or below 10^-7 (1e300, 1e-8).
     * NaN and the infinities as Java writes them. The one writer of decimal numbers for people.
     */
    public static String plain(double x) {
        if (!Double.isFinite(x)) {
            return Double.toString(x);
        }
        BigDecimal d = new BigDecimal(Double.toString(x)).stripTrailingZeros();
        // Far from 1 an exponent, as decimal() reads it: 1e300, not three hundred digits in a message.
        boolean far = x != 0 && (Math.abs(x) >= 1e21 || Math.abs(x) < 1e-7);
        return far ? d.toString().replace("E+", "e").replace("E", "e") : d.toPlainString();
    }

    /**
     * A number as files for programs hold it (CSV cells, JSON lines): a whole one below 10^15 without a fraction
     * (222, not 222.0), others as Java writes them, short and read back exactly (0.75, 1.0E-300, Infinity).
     */
    public static String compact(double x) {
        return x == Math.rint(x) && Math.abs(x) < 1e15 ? Long.toString((long) x) : Double.toString(x);
    }

    /**
     * The digits of {@code s} when it is plain digits, or groups of them joined by one kind of separator: commas
     * with a first group of one to three digits and the others of three (1,000,000), or underscores between
     * groups of any length (1_000_000). Null for anything else. Scanned by hand: a regular expression with a
     * repeated group recursed once a group and overflowed the stack on a long enough text ("1_" ten thousand times).
     */
    private static String digitsOfGroups(String s) {
        boolean commas = s.indexOf(',') >= 0;
        boolean underscores = s.indexOf('_') >= 0;
        if (commas && underscores) {
            return null;
        }
        char separator = commas ? ',' : '_';
        StringBuilder digits = new StringBuilder(s.length());
        int group = 0;
        int groups = 0;
        if (commas && s.charAt(0) == '0') {
            // 0,500 is no thousands: a decimal comma, which no whole number has (0,500 was read as 500).
            return null;
        }
        for (int i = 0; i <= s.length(); i++) {
            char c = i < s.length() ? s.charAt(i) : separator;
            if (c >= '0' && c <= '9') {
                digits.append(c);
                group++;
            } else if (c == separator && group > 0 && (!commas || (groups == 0 ? group <= 3 : group == 3))) {
                groups++;
                group = 0;
            } else {
                return null;
            }
        }
        return digits.isEmpty() ? null : digits.toString();
    }

    /** {@link #whole}, when a long holds it; null otherwise. */
    public static Long wholeLong(String text) {
        BigInteger n = whole(text);
        return n == null || n.bitLength() > 63 ? null : n.longValue();
    }

    /**
     * The number {@code text} (trimmed) names when it is a decimal number in plain digits, sign and exponent
     * included ("0.001", "-.5", "1e9"), its whole part perhaps grouped in threes by commas as ProofLab writes
     * numbers ("1,000", "12,345.5"), as people write numbers; null for anything else, which Double.parseDouble
     * or new BigDecimal may read: Java's hexadecimal and suffixed numbers ("0x1p3", "5d"), "NaN", "Infinity", a
     * decimal comma ("1,5", "0,500": no group of three follows a first group) and other scripts' digits ("٠.٥").
     * A number too large for a double reads as infinity; one too small, however far, as the smallest double of its
     * sign (1e-400 is 4.9e-324, not 0).
     */
    public static Double decimal(String text) {
        String t = text.trim();
        if (!DECIMAL.matcher(t).matches()) {
            return null;
        }
        t = t.replace(",", "");
        try {
            return nearestDouble(new BigDecimal(t));
        } catch (NumberFormatException e) {
            // An exponent past an int, which BigDecimal cannot hold: Double reads it as an infinity or as 0, and 0
            // is the smallest double of its sign unless the digits before the exponent are all 0.
            double d = Double.parseDouble(t);
            boolean nonzero = t.split("[eE]")[0].chars().anyMatch(c -> c >= '1' && c <= '9');
            return d == 0 && nonzero ? Math.copySign(Double.MIN_VALUE, t.startsWith("-") ? -1 : 1) : d;
        }
    }

    /**
     * The double nearest to {@code exact}, except that a number nearer 0 than any double is the smallest double
     * of its sign, not 0: a pr of 1e-400 read as 0 switched the precision rate off, and a theta of 1e-400 was
     * refused as "must be above 0". The one rule for decimals typed in boxes, flags and definitions.
     */
    public static double nearestDouble(BigDecimal exact) {
        double d = exact.doubleValue();
        return d == 0 && exact.signum() != 0 ? Math.copySign(Double.MIN_VALUE, exact.signum()) : d;
    }

    /**
     * What to say of {@code text} when it is no number only because a comma stands for a decimal point ("0,001",
     * "2,5"): "a comma only groups thousands (1,000); write 0.001"; null for any other text. Every place that reads
     * a decimal number adds it to its message, so that a reader whose decimal mark is a comma sees what is wrong.
     */
    public static String decimalCommaHint(String text) {
        String t = text == null ? "" : text.strip();
        int comma = t.indexOf(',');
        if (comma < 0 || comma != t.lastIndexOf(',') || t.contains(".") || decimal(t) != null) {
            return null;
        }
        String pointed = t.replace(',', '.');
        return decimal(pointed) == null ? null : "a comma only groups thousands (1,000); write " + pointed;
    }

    /** A span of whole seconds as the pages write a wait or a worst case: "35 s", "3 min 30 s", "13 h 20 min". */
    public static String minutes(long seconds) {
        if (seconds >= 3600) {
            return String.format(Locale.ROOT, "%,d h %02d min", seconds / 3600, seconds % 3600 / 60);
        }
        return seconds >= 60 ? String.format(Locale.ROOT, "%d min %02d s", seconds / 60, seconds % 60) : seconds + " s";
    }

    /** A limit as messages write it: a whole one grouped (604,800), another plain (0.001). */
    public static String limit(double x) {
        return x == Math.rint(x) && Math.abs(x) < 1e15 ? grouped((long) x) : plain(x);
    }
}
