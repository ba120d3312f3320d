package org.prooflab.engine.game;

/** What the games' move notations share. */
public final class Notation {
    private Notation() {
    }

    /** A space or a comma between the moves of a move list, as people write them: "f5 d6", "4, 4, 5". */
    public static boolean isSeparator(char c) {
        return Character.isWhitespace(c) || c == ',';
    }
}
