package org.prooflab.engine.game;

/**
 * The one state API every game implements and every algorithm relies on (compare OpenSpiel's
 * {@code State}). A state is mutable: {@link #play(int)} makes a move, {@link #undo()} takes
 * the last one back, so a search walks a tree without copying boards.
 *
 * <p>Players are 0 (who moves first: MAX, Connect Four's first player, Othello's black) and 1.
 * Moves are small non-negative integers whose meaning each game documents.
 */
public interface GameState {
    /** {@link #winner()} of a terminal state that is a draw. */
    int DRAW = -1;

    /** The player to move, 0 or 1. */
    int currentPlayer();

    /** True when the game is over: the rules decide the winner, nobody moves any more. */
    boolean isTerminal();

    /** For a terminal state: 0, 1, or {@link #DRAW}. Undefined for a state that is not terminal. */
    int winner();

    /**
     * Writes the legal moves into {@code moves} (at least {@link #maxMoves()} long) and returns
     * how many there are. A terminal state has none. A side that must pass has exactly one move,
     * the game's pass move, so that every non-terminal state has at least one.
     */
    int legalMoves(int[] moves);

    /** An upper bound on the number of legal moves in any state of this game. */
    int maxMoves();

    /** Plays a legal move. Playing an illegal move is a programming error and is not checked here. */
    void play(int move);

    /** Takes back the last move played with {@link #play(int)}. */
    void undo();

    /**
     * Plays uniformly random legal moves until the game ends or {@code maxPlies} moves were played,
     * then takes them all back. Returns the winner if the game ended (0, 1 or {@link #DRAW}), or
     * {@link #NO_RESULT} if it was cut short. Games override this with faster move pickers.
     */
    default int randomPlayout(Rng rng, int maxPlies, int[] buffer) {
        int played = 0;
        while (!isTerminal() && played < maxPlies) {
            int n = legalMoves(buffer);
            play(buffer[rng.nextInt(n)]);
            played++;
        }
        int result = isTerminal() ? winner() : NO_RESULT;
        for (int i = 0; i < played; i++) {
            undo();
        }
        return result;
    }

    /** {@link #randomPlayout} result of a playout that stopped before the game ended. */
    int NO_RESULT = -2;

    /** True for a game's pass move (a forced move that places nothing); such moves are not counted as plies. */
    default boolean isPass(int move) {
        return false;
    }

    /** {@link #lastMovePatterns()} of a game that has none. */
    long[] NO_PATTERNS = new long[0];

    /**
     * Patterns of the last move played, largest first: the surroundings of the move as the player
     * who made it sees them (own, opponent's, empty, off the board). Product propagation learns
     * a prior for each pattern from earlier searches (Stern et al. 2007). None by default.
     */
    default long[] lastMovePatterns() {
        return NO_PATTERNS;
    }

    /**
     * Plies played to reach this position from the game's start, passes not counted: the number of
     * random moves that made a position of an experiment (Primanita et al. 2020 group Othello by it,
     * their "stage"). Connect Four: discs on the board; Othello: discs beyond the four of the start;
     * P-game: the depth of the node.
     */
    int plies();

    /** A 64-bit hash of the position (board and side to move). */
    long hash();

    /**
     * An exact identity of the position for transposition tables, or null when the game has no
     * transpositions worth caching (P-game trees are trees).
     */
    PositionKey key();

    /** A copy that can be played on independently. */
    GameState copy();

    /** The move in the game's notation ({@code 4} for Connect Four, {@code f5} for Othello). */
    String formatMove(int move);

    /** Reads one move in the game's notation; throws {@link NotationException} if not legal here. */
    int parseMove(String move);

    /** The position in the game's notation, readable back by its {@link GameKind}. */
    String notation();

    /** Which game this is. */
    GameKind kind();

    /**
     * What tells this position from every other of its game, however it was reached or written: equal for Connect
     * Four's 4453 and 5344, and for Othello's moves and the board they lead to. The {@link #key} by default, the
     * notation for a game without one (P-game trees, where each position is reached one way).
     */
    default Object identity() {
        PositionKey key = key();
        return key != null ? key : notation();
    }

    /** True when {@code other} is this very position ({@link #identity}), of the same game. */
    default boolean samePosition(GameState other) {
        return other != null && other.kind() == kind() && identity().equals(other.identity());
    }
}
