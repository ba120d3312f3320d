package org.prooflab.classroom;

/** The orders the classroom's lists come in. */
public enum ListOrder {
    /** The newest made first. */
    NEWEST,
    /** The oldest made first. */
    OLDEST,
    /** By name, letter case aside; one name's runs newest first. */
    NAME,
    /** Running, queued and paused ones first, then the rest; newest first within each. */
    UNFINISHED
}
