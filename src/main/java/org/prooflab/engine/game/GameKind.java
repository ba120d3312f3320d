package org.prooflab.engine.game;

import org.prooflab.engine.game.connectfour.ConnectFour;
import org.prooflab.engine.game.othello.Othello;
import org.prooflab.engine.game.pgame.PGame;

/** The games ProofLab knows, each with its id, its position notation and its random positions. */
public enum GameKind {
    PGAME("pgame", "P-game tree", "pgame:b=2,d=20,seed=17"),
    CONNECT4("connect4", "Connect Four", "4453, columns from 1, or 5x4:3321 for another board size"),
    OTHELLO("othello", "Othello", "f5d6c3, or 64 characters X/O/- for a1 to h8, a space and X or O");

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;
    private final String id;
    private final String displayName;
    private final String notationHelp;

    GameKind(String id, String displayName, String notationHelp) {
        this.id = id;
        this.displayName = displayName;
        this.notationHelp = notationHelp;
    }

    public String id() {
        return id;
    }

    public String displayName() {
        return displayName;
    }

    /** "a position of this game", in a sentence: "a Connect Four position", "an Othello position". */
    public String aPosition() {
        return ("AEIOU".indexOf(displayName.charAt(0)) >= 0 ? "an " : "a ") + displayName + " position";
    }

    /** An example of the notation, for help texts and error messages. */
    public String notationHelp() {
        return notationHelp;
    }

    /** The game with this id ({@code pgame}, {@code connect4}, {@code othello}). */
    public static GameKind byId(String id) {
        for (GameKind k : values()) {
            if (k.id.equalsIgnoreCase(id.trim())) {
                return k;
            }
        }
        throw new NotationException(-1, "unknown game '" + id + "': allowed are pgame, connect4, othello");
    }

    /**
     * Reads a position in this game's notation; a malformed or illegal one throws {@link NotationException}, and so
     * does one holding a control character ({@link Notation#controlCharacter}), before the notations trim it away.
     */
    public GameState parse(String position) {
        int control = Notation.controlCharacter(position);
        if (control >= 0) {
            throw new NotationException(control, Notation.controlCharacterMessage(position, control));
        }
        return switch (this) {
            case PGAME -> PGame.parse(position.trim());
            case CONNECT4 -> ConnectFour.parse(position);
            case OTHELLO -> Othello.parse(position);
        };
    }

    /** The starting position of this game at its default size (P-game: the 2 x 20 tree of seed 0). */
    public GameState start() {
        return switch (this) {
            case PGAME -> new PGame(2, 20, 0);
            case CONNECT4 -> new ConnectFour();
            case OTHELLO -> new Othello();
        };
    }

    /**
     * A position after {@code plies} uniformly random moves from {@code start}, never a finished
     * game: a walk that ends the game early is thrown away and drawn again from the same generator,
     * so the same start, plies and seed give the same position on every machine. Othello passes are
     * forced and not counted as moves.
     */
    public static GameState randomPosition(GameState start, int plies, long seed) {
        Rng rng = new Rng(seed);
        int[] moves = new int[start.maxMoves()];
        for (int attempt = 0; attempt < 10_000; attempt++) {
            GameState s = start.copy();
            int played = 0;
            while (played < plies && !s.isTerminal()) {
                int n = s.legalMoves(moves);
                int move = moves[rng.nextInt(n)];
                s.play(move);
                if (!s.isPass(move)) {
                    played++;
                }
            }
            if (played == plies && !s.isTerminal()) {
                return s;
            }
        }
        throw new IllegalArgumentException("no unfinished position is reached by " + plies + " random moves from this start");
    }

    /**
     * The most random moves {@link #randomPosition} may be asked for from {@code start}, the start of
     * a board game: one fewer than fill the board, so that the game can still be unfinished (41 on
     * Connect Four's 7 x 6, 59 in Othello). The lab's random-position field and the classroom's
     * definitions both take their range from here.
     */
    public static int mostRandomPlies(GameState start) {
        if (start instanceof ConnectFour c) {
            return c.width() * c.height() - 1;
        }
        if (start instanceof Othello) {
            return 64 - 4 - 1;
        }
        throw new IllegalArgumentException("random positions are drawn for Connect Four and Othello only");
    }

    /**
     * Position {@code index} (from 0) of a set of positions {@code plies} random moves from {@code start},
     * drawn with {@code seed}: each position from a stream of its own. A classroom experiment draws its
     * random positions so, and the lab's random position is position 0, so that a seed and a number of
     * moves name the same position in both.
     *
     * @throws IllegalArgumentException when every random game from {@code start} ends before {@code plies} moves
     */
    public static GameState drawnPosition(GameState start, int plies, long seed, int index) {
        return randomPosition(start, plies, positionSeed(seed, index));
    }

    /** Seed of the {@code index}-th position of a set drawn with {@code seed}: independent streams. */
    public static long positionSeed(long seed, int index) {
        return Rng.mix(seed + GOLDEN * (index + 1L));
    }
}
