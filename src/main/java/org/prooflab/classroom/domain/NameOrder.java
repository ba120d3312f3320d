package org.prooflab.classroom.domain;

import java.text.Collator;
import java.util.Comparator;
import java.util.Locale;

/**
 * Names in the order people read them: numbers by their value ("run 2" before "run 10", "week 02" beside "week 2"),
 * the text between them by the rules of {@link Collator} (letter case and accents second: "banana" before
 * "Connect", "école" beside "ecole"). A database's ORDER BY gives neither the numbers (it put "run 10" before
 * "run 2") nor, portably, the letters: PostgreSQL's order depends on the collation it was set up with.
 */
public final class NameOrder implements Comparator<String> {
    /** The one order; safe to share between threads (a JDK collator's compare is). */
    public static final NameOrder INSTANCE = new NameOrder();

    private final Collator letters = Collator.getInstance(Locale.ROOT);

    private NameOrder() {
        letters.setStrength(Collator.SECONDARY);
    }

    @Override
    public int compare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int iEnd = runEnd(a, i);
            int jEnd = runEnd(b, j);
            boolean aDigits = isDigit(a.charAt(i));
            boolean bDigits = isDigit(b.charAt(j));
            int c;
            if (aDigits && bDigits) {
                c = compareNumbers(a.substring(i, iEnd), b.substring(j, jEnd));
            } else if (aDigits || bDigits) {
                // A number before text, as "100%" comes before "banana".
                c = aDigits ? -1 : 1;
            } else {
                c = letters.compare(a.substring(i, iEnd), b.substring(j, jEnd));
            }
            if (c != 0) {
                return c;
            }
            i = iEnd;
            j = jEnd;
        }
        int byLength = Boolean.compare(i < a.length(), j < b.length());
        // Names that read alike ("Run 2", "run 02") keep one order all the same: the one of their characters.
        return byLength != 0 ? byLength : a.compareTo(b);
    }

    /** By value, however many leading zeros, and as long as they come. */
    private static int compareNumbers(String x, String y) {
        String u = stripZeros(x);
        String v = stripZeros(y);
        return u.length() != v.length() ? Integer.compare(u.length(), v.length()) : u.compareTo(v);
    }

    private static String stripZeros(String digits) {
        int k = 0;
        while (k < digits.length() - 1 && digits.charAt(k) == '0') {
            k++;
        }
        return digits.substring(k);
    }

    /** Where the run of digits, or of other characters, that starts at {@code from} ends. */
    private static int runEnd(String s, int from) {
        boolean digits = isDigit(s.charAt(from));
        int k = from + 1;
        while (k < s.length() && isDigit(s.charAt(k)) == digits) {
            k++;
        }
        return k;
    }

    /** ASCII digits only: a name's "²" or Arabic-Indic digits are text here. */
    private static boolean isDigit(char ch) {
        return ch >= '0' && ch <= '9';
    }
}
