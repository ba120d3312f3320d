package org.prooflab.classroom.domain;

import java.util.List;

/** A list of names as a sentence says it: "A", "A or B", "A, B or C" (and the same with "and"). */
public final class Words {
    private Words() {
    }

    /** "A, B or C": one of them. */
    public static String either(List<String> names) {
        return joined(names, " or ");
    }

    /** "A, B and C": all of them. */
    public static String all(List<String> names) {
        return joined(names, " and ");
    }

    private static String joined(List<String> names, String last) {
        return names.size() < 2 ? String.join("", names) : String.join(", ", names.subList(0, names.size() - 1)) + last + names.getLast();
    }
}
