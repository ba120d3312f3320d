package org.prooflab.engine.game;

/**
 * A position or move string that cannot be read. The message names where in the string the
 * problem is, what is wrong and what is allowed, so that a user can fix it without a manual.
 */
public final class NotationException extends IllegalArgumentException {
    private final int index;

    public NotationException(int index, String message) {
        super(index >= 0 ? "at character " + (index + 1) + ": " + message : message);
        this.index = index;
    }

    /** Zero-based index of the offending character, or -1 when the problem is the whole string. */
    public int index() {
        return index;
    }
}
