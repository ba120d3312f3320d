package org.prooflab.classroom;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The orders the classroom's lists come in. */
public enum ListOrder {
    /** The newest made first. */
    NEWEST,
    /** The oldest made first. */
    OLDEST,
    /** By name as people read names ({@code NameOrder}: "run 2" before "run 10", letter case aside); one name's runs newest first. */
    NAME,
    /** Running, queued and paused ones first, then the rest; newest first within each. */
    UNFINISHED;

    /** The order an address or a query names ("oldest", letter case and spaces around aside), if it names one. */
    public static Optional<ListOrder> named(String name) {
        return Arrays.stream(values()).filter(o -> o.name().equalsIgnoreCase(name.strip())).findFirst();
    }

    /** How an address or a query names this order: "oldest". */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
