package org.prooflab.classroom;

/** Whose experiments one of the classroom's lists holds. */
public enum Listing {
    /** Those a visitor made. */
    CREATED,
    /** Others' experiments a visitor opened from a link. */
    OPENED,
    /** Everyone's on this server: a student finds the class's run here without the link. */
    ALL
}
