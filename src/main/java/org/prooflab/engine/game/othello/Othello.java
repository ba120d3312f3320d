package org.prooflab.engine.game.othello;

import java.util.Locale;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.game.NotationException;
import org.prooflab.engine.game.PositionKey;
import org.prooflab.engine.game.Rng;

/**
 * Othello on an 8 x 8 board, on bitboards.
 *
 * <p>Rules: black (player 0, {@code X}) moves first from the standard start (white on d4 and e5,
 * black on d5 and e4). A move places a disc so that it brackets one or more lines of opponent
 * discs, which are flipped. A side with no such move passes; the game ends when neither side can
 * move, and the side with more discs wins (equal counts are a draw).
 *
 * <p>Bitboard layout: bit {@code row * 8 + col}, with a1 = bit 0, h1 = bit 7, a8 = bit 56:
 * <pre>
 *   8 | 56 57 58 59 60 61 62 63
 *   ...
 *   2 |  8  9 10 11 12 13 14 15
 *   1 |  0  1  2  3  4  5  6  7
 *        a  b  c  d  e  f  g  h
 * </pre>
 * Moves are square indices 0..63, and {@link #PASS} (64) for a side that must pass: a pass is a
 * real move in the search tree, so the AND/OR levels stay right.
 *
 * <p>Notation: moves from the start ({@code f5d6c3}), with each pass written {@code --} (a
 * trailing pass must be written, or the side to move would be wrong), or 64 characters
 * {@code X}, {@code O}, {@code -} for a1, b1 .. h1, a2 .. h8, a space and the side to move.
 * Reading also takes {@code pass} for a pass, and a pass left out before a move, as older
 * move lists have it.
 */
public final class Othello implements GameState {
    public static final int PASS = 64;
    /** A pass in a move list. */
    public static final String PASS_TOKEN = "--";
    private static final long NOT_A_FILE = 0xFEFEFEFEFEFEFEFEL;
    private static final long NOT_H_FILE = 0x7F7F7F7F7F7F7F7FL;
    private static final long START_BLACK = (1L << 28) | (1L << 35);   // e4, d5
    private static final long START_WHITE = (1L << 27) | (1L << 36);   // d4, e5

    private final long[] discs = new long[2];
    private int player;
    private final long[] flipHistory;
    private final int[] moveHistory;
    private int ply;
    private final boolean fromStart;

    /** The standard starting position, black to move. */
    public Othello() {
        this(START_BLACK, START_WHITE, 0, true);
    }

    /** A position given by its two boards and the side to move (0 = black). */
    public Othello(long black, long white, int toMove) {
        this(black, white, toMove, black == START_BLACK && white == START_WHITE && toMove == 0);
    }

    private Othello(long black, long white, int toMove, boolean fromStart) {
        this.discs[0] = black;
        this.discs[1] = white;
        this.player = toMove;
        this.flipHistory = new long[128];
        this.moveHistory = new int[128];
        this.fromStart = fromStart;
    }

    private Othello(Othello o) {
        this.discs[0] = o.discs[0];
        this.discs[1] = o.discs[1];
        this.player = o.player;
        this.flipHistory = o.flipHistory.clone();
        this.moveHistory = o.moveHistory.clone();
        this.ply = o.ply;
        this.fromStart = o.fromStart;
    }

    public long black() {
        return discs[0];
    }

    public long white() {
        return discs[1];
    }

    /** Legal move squares of the side to move, as a bitboard (no pass). */
    public long legalMoveMask() {
        return moveMask(discs[player], discs[player ^ 1]);
    }

    /** Squares where {@code own} may play against {@code opp}: Kogge-Stone style fills in 8 directions. */
    static long moveMask(long own, long opp) {
        long empty = ~(own | opp);
        long inner = opp & 0x7E7E7E7E7E7E7E7EL;
        long moves = 0;
        long t;
        // east (+1) and west (-1)
        t = (own << 1) & inner; t |= (t << 1) & inner; t |= (t << 1) & inner;
        t |= (t << 1) & inner; t |= (t << 1) & inner; t |= (t << 1) & inner;
        moves |= (t << 1) & empty;
        t = (own >>> 1) & inner; t |= (t >>> 1) & inner; t |= (t >>> 1) & inner;
        t |= (t >>> 1) & inner; t |= (t >>> 1) & inner; t |= (t >>> 1) & inner;
        moves |= (t >>> 1) & empty;
        // north (+8) and south (-8)
        t = (own << 8) & opp; t |= (t << 8) & opp; t |= (t << 8) & opp;
        t |= (t << 8) & opp; t |= (t << 8) & opp; t |= (t << 8) & opp;
        moves |= (t << 8) & empty;
        t = (own >>> 8) & opp; t |= (t >>> 8) & opp; t |= (t >>> 8) & opp;
        t |= (t >>> 8) & opp; t |= (t >>> 8) & opp; t |= (t >>> 8) & opp;
        moves |= (t >>> 8) & empty;
        // diagonals: +9 (north-east), -9 (south-west), +7 (north-west), -7 (south-east)
        t = (own << 9) & inner; t |= (t << 9) & inner; t |= (t << 9) & inner;
        t |= (t << 9) & inner; t |= (t << 9) & inner; t |= (t << 9) & inner;
        moves |= (t << 9) & empty;
        t = (own >>> 9) & inner; t |= (t >>> 9) & inner; t |= (t >>> 9) & inner;
        t |= (t >>> 9) & inner; t |= (t >>> 9) & inner; t |= (t >>> 9) & inner;
        moves |= (t >>> 9) & empty;
        t = (own << 7) & inner; t |= (t << 7) & inner; t |= (t << 7) & inner;
        t |= (t << 7) & inner; t |= (t << 7) & inner; t |= (t << 7) & inner;
        moves |= (t << 7) & empty;
        t = (own >>> 7) & inner; t |= (t >>> 7) & inner; t |= (t >>> 7) & inner;
        t |= (t >>> 7) & inner; t |= (t >>> 7) & inner; t |= (t >>> 7) & inner;
        moves |= (t >>> 7) & empty;
        return moves;
    }

    /** The opponent discs that a disc on {@code sq} flips; 0 if the move is illegal. */
    static long flips(long own, long opp, int sq) {
        long flipped = 0;
        flipped |= line(own, opp, sq, 1, NOT_A_FILE);
        flipped |= line(own, opp, sq, -1, NOT_H_FILE);
        flipped |= line(own, opp, sq, 8, -1L);
        flipped |= line(own, opp, sq, -8, -1L);
        flipped |= line(own, opp, sq, 9, NOT_A_FILE);
        flipped |= line(own, opp, sq, -9, NOT_H_FILE);
        flipped |= line(own, opp, sq, 7, NOT_H_FILE);
        flipped |= line(own, opp, sq, -7, NOT_A_FILE);
        return flipped;
    }

    /** Walks from {@code sq} in steps of {@code dir}; {@code landing} masks squares a step may land on without wrapping. */
    private static long line(long own, long opp, int sq, int dir, long landing) {
        long run = 0;
        long bit = 1L << sq;
        while (true) {
            bit = dir > 0 ? bit << dir : bit >>> -dir;
            bit &= landing;
            if ((bit & opp) != 0) {
                run |= bit;
            } else {
                return (bit & own) != 0 ? run : 0;
            }
        }
    }

    /**
     * Discs beyond the starting four: every move but a pass places one and none is ever taken off, so
     * this holds for a position given as a board too (0 for a hand-made board of fewer discs).
     */
    @Override
    public int plies() {
        return Math.max(0, Long.bitCount(discs[0] | discs[1]) - 4);
    }

    @Override
    public int currentPlayer() {
        return player;
    }

    @Override
    public boolean isTerminal() {
        long own = discs[player];
        long opp = discs[player ^ 1];
        return moveMask(own, opp) == 0 && moveMask(opp, own) == 0;
    }

    @Override
    public int winner() {
        int b = Long.bitCount(discs[0]);
        int w = Long.bitCount(discs[1]);
        return b > w ? 0 : w > b ? 1 : DRAW;
    }

    @Override
    public int legalMoves(int[] out) {
        long own = discs[player];
        long opp = discs[player ^ 1];
        long m = moveMask(own, opp);
        if (m == 0) {
            if (moveMask(opp, own) == 0) {
                return 0;
            }
            out[0] = PASS;
            return 1;
        }
        int n = 0;
        while (m != 0) {
            out[n++] = Long.numberOfTrailingZeros(m);
            m &= m - 1;
        }
        return n;
    }

    @Override
    public int maxMoves() {
        return 64;
    }

    @Override
    public void play(int move) {
        long f = 0;
        if (move != PASS) {
            long own = discs[player];
            long opp = discs[player ^ 1];
            f = flips(own, opp, move);
            discs[player] = own | f | (1L << move);
            discs[player ^ 1] = opp ^ f;
        }
        flipHistory[ply] = f;
        moveHistory[ply++] = move;
        player ^= 1;
    }

    @Override
    public void undo() {
        int move = moveHistory[--ply];
        long f = flipHistory[ply];
        player ^= 1;
        if (move != PASS) {
            discs[player] ^= f | (1L << move);
            discs[player ^ 1] ^= f;
        }
    }

    @Override
    public int randomPlayout(Rng rng, int maxPlies, int[] buffer) {
        long own = discs[player];
        long opp = discs[player ^ 1];
        int side = player;
        int plies = 0;
        boolean passed = false;
        while (true) {
            long m = moveMask(own, opp);
            if (m == 0) {
                if (passed) {
                    break;
                }
                passed = true;
            } else {
                if (plies == maxPlies) {
                    return NO_RESULT;
                }
                passed = false;
                for (int k = rng.nextInt(Long.bitCount(m)); k > 0; k--) {
                    m &= m - 1;
                }
                int sq = Long.numberOfTrailingZeros(m);
                long f = flips(own, opp, sq);
                own |= f | (1L << sq);
                opp ^= f;
                plies++;
            }
            long tmp = own;
            own = opp;
            opp = tmp;
            side ^= 1;
        }
        int mine = Long.bitCount(own);
        int theirs = Long.bitCount(opp);
        if (mine == theirs) {
            return DRAW;
        }
        return mine > theirs ? side : side ^ 1;
    }

    /** The 5 x 5 and 3 x 3 neighbourhoods of the last disc placed, two bits a square, seen by its player; a pass has none. */
    @Override
    public long[] lastMovePatterns() {
        if (ply == 0 || moveHistory[ply - 1] == PASS) {
            return NO_PATTERNS;
        }
        int sq = moveHistory[ply - 1];
        int mover = player ^ 1;
        return new long[] {neighbourhood(sq, 2, mover) | 2L << 60, neighbourhood(sq, 1, mover) | 1L << 60};
    }

    private long neighbourhood(int sq, int radius, int mover) {
        long key = 0;
        for (int dr = -radius; dr <= radius; dr++) {
            for (int dc = -radius; dc <= radius; dc++) {
                int r = (sq >>> 3) + dr;
                int c = (sq & 7) + dc;
                int cell;
                if (r < 0 || r > 7 || c < 0 || c > 7) {
                    cell = 3;
                } else {
                    long bit = 1L << (r * 8 + c);
                    cell = (discs[mover] & bit) != 0 ? 1 : (discs[mover ^ 1] & bit) != 0 ? 2 : 0;
                }
                key = key << 2 | cell;
            }
        }
        return key;
    }

    @Override
    public boolean isPass(int move) {
        return move == PASS;
    }

    @Override
    public long hash() {
        return Rng.mix(discs[0] * 0x9E3779B97F4A7C15L ^ Rng.mix(discs[1] + player));
    }

    @Override
    public PositionKey key() {
        return new PositionKey(discs[0], discs[1], player);
    }

    @Override
    public GameState copy() {
        return new Othello(this);
    }

    @Override
    public String formatMove(int move) {
        if (move == PASS) {
            return "pass";
        }
        return "" + (char) ('a' + (move & 7)) + (char) ('1' + (move >>> 3));
    }

    @Override
    public int parseMove(String text) {
        String written = text.trim();
        String m = written.toLowerCase();
        if (m.equals("pass")) {
            if (legalMoveMask() != 0 || isTerminal()) {
                throw new NotationException(0, "a pass is allowed only when the side to move has no legal move");
            }
            return PASS;
        }
        return checkSquare(written, 0);
    }

    /** The square {@code written} names ("f5" or "F5"), legal here; a message quotes it as written ("'XX' is not a square"). */
    private int checkSquare(String written, int index) {
        String m = written.toLowerCase();
        if (m.length() != 2 || m.charAt(0) < 'a' || m.charAt(0) > 'h' || m.charAt(1) < '1' || m.charAt(1) > '8') {
            throw new NotationException(index, "'" + written + "' is not a square: write a column a to h and a row 1 to 8, as in f5");
        }
        int sq = (m.charAt(1) - '1') * 8 + (m.charAt(0) - 'a');
        long legal = legalMoveMask();
        if ((legal & (1L << sq)) == 0) {
            String why = ((discs[0] | discs[1]) & (1L << sq)) != 0 ? "the square is taken" : "it flips no disc";
            throw new NotationException(index, m + " is not legal for " + colour(player).toLowerCase(Locale.ROOT) + " (" + why
                    + "): allowed are " + (legal == 0 ? "none" : describe(legal)));
        }
        return sq;
    }

    private String describe(long mask) {
        StringBuilder sb = new StringBuilder();
        for (long m = mask; m != 0; m &= m - 1) {
            sb.append(sb.isEmpty() ? "" : " ").append(formatMove(Long.numberOfTrailingZeros(m)));
        }
        return sb.toString();
    }

    /**
     * The moves from the start when this position was reached from it, each pass written
     * {@value #PASS_TOKEN}, else the 64-character board form.
     */
    @Override
    public String notation() {
        if (fromStart) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < ply; i++) {
                sb.append(moveHistory[i] == PASS ? PASS_TOKEN : formatMove(moveHistory[i]));
            }
            return sb.toString();
        }
        return boardNotation();
    }

    /** The 64-character board form: a1 .. h8 as X, O or -, a space, and the side to move. */
    public String boardNotation() {
        StringBuilder sb = new StringBuilder(66);
        for (int sq = 0; sq < 64; sq++) {
            long bit = 1L << sq;
            sb.append((discs[0] & bit) != 0 ? 'X' : (discs[1] & bit) != 0 ? 'O' : '-');
        }
        return sb.append(' ').append(player == 0 ? 'X' : 'O').toString();
    }

    @Override
    public GameKind kind() {
        return GameKind.OTHELLO;
    }

    /**
     * The board drawn row 1 at the top, as Othello's diagrams draw it, with {@code X} black, {@code O} white,
     * {@code *} legal moves.
     */
    @Override
    public String toString() {
        long legal = legalMoveMask();
        StringBuilder sb = new StringBuilder("  abcdefgh\n");
        for (int r = 0; r < 8; r++) {
            sb.append(r + 1).append(' ');
            for (int c = 0; c < 8; c++) {
                long bit = 1L << (r * 8 + c);
                sb.append((discs[0] & bit) != 0 ? 'X' : (discs[1] & bit) != 0 ? 'O' : (legal & bit) != 0 ? '*' : '.');
            }
            sb.append('\n');
        }
        return sb.append(colour(player).toLowerCase(Locale.ROOT)).append(" (")
                .append(player == 0 ? 'X' : 'O').append(") to move\n").toString();
    }

    /** The colour of {@code player}'s discs: 0 (who moves first) Black, 1 White. */
    public static String colour(int player) {
        return player == 0 ? "Black" : "White";
    }

    /**
     * Reads moves from the start ({@code f5d6c3}, a pass as {@code --} or {@code pass}; a pass
     * left out before a move is played too) or a board: 64 squares, perhaps set apart ({@link #isBoardSpacing}),
     * a space and the side to move.
     */
    public static Othello parse(String text) {
        String t = text.trim();
        if (isBoardForm(t)) {
            return parseBoard(t);
        }
        Othello game = new Othello();
        // Lowered a character at a time, so that an index into it is one into t (String.toLowerCase made "İ" two).
        StringBuilder lowered = new StringBuilder(t.length());
        t.chars().forEach(ch -> lowered.append(Character.toLowerCase((char) ch)));
        String lower = lowered.toString();
        int i = 0;
        while (i < lower.length()) {
            // Moves may be set apart, as people write them: "f5 d6 c3", "f5, d6".
            if (Notation.isSeparator(lower.charAt(i))) {
                i++;
                continue;
            }
            if (game.isTerminal()) {
                throw new NotationException(i, "the game is over: no more moves are allowed");
            }
            int passLength = lower.startsWith(PASS_TOKEN, i) ? PASS_TOKEN.length() : lower.startsWith("pass", i) ? 4 : 0;
            if (passLength > 0) {
                if (game.legalMoveMask() != 0) {
                    throw new NotationException(i, "a pass is allowed only when the side to move has no legal move; "
                            + colour(game.player).toLowerCase(Locale.ROOT) + " can play " + game.describe(game.legalMoveMask()));
                }
                game.play(PASS);
                i += passLength;
                continue;
            }
            if (i + 2 > lower.length()) {
                throw new NotationException(i, "a move list is pairs of a column a to h and a row 1 to 8 (as in f5d6c3); "
                        + "the last move is incomplete. A board is 64 characters X, O or -, a space and X or O");
            }
            if (game.legalMoveMask() == 0) {
                game.play(PASS);
            }
            game.play(game.checkSquare(t.substring(i, i + 2), i));
            i += 2;
        }
        return game;
    }

    /**
     * Whether {@code t} (trimmed) is written as a board rather than as moves, the one rule the parser and the
     * messages about it follow. Every move but a pass names a row, 1 to 8, so a move list has a digit every two
     * to five characters however its moves are set apart, and a board has none: fewer than one character in
     * eight a digit (a typo or two) is a board. A few characters without one are passes ({@code --}), and a
     * text that says {@code pass} is moves. Before, the first 64 characters decided: a move list of 64 or more
     * was judged as squares ("Square a2: e3 is not legal").
     */
    public static boolean isBoardForm(String t) {
        return t.length() >= 16 && t.chars().filter(ch -> ch >= '0' && ch <= '9').count() * 8 < t.length()
                && !t.toLowerCase(Locale.ROOT).contains("pass");
    }

    /** A square of the 64-character board: 0 black (X, x, *, B, b), 1 white (O, o, W, w), 2 empty (-, .), -1 none. */
    public static int boardSquare(char ch) {
        return switch (ch) {
            case 'X', 'x', '*', 'B', 'b' -> 0;
            case 'O', 'o', 'W', 'w' -> 1;
            case '-', '.' -> 2;
            default -> -1;
        };
    }

    /**
     * What may stand between a board's squares: spaces and line breaks, and '/' between rows, as a board pasted from a
     * book or another program has them ("- - - O X - - -", a row a line). The squares are read in order and the side
     * to move is told apart by the space before it ({@link #boardSquaresEnd}), so that spacing changes nothing of what
     * a board is. A board with spaces in it was read a character a square: "this has 1" of 64 squares set apart.
     */
    public static boolean isBoardSpacing(char ch) {
        return ch == '/' || Notation.isSpace(ch);
    }

    /**
     * Where the squares of a board {@code t} (trimmed) end: at its last character when a space comes before it and it
     * can be a side to move (not a square that is none: '-', '.', '*', B or W), the side; else at its end, no side
     * written. The one split of squares and side the parser and the lab's board messages follow.
     */
    public static int boardSquaresEnd(String t) {
        int last = t.length() - 1;
        if (last < 1 || !Notation.isSpace(t.charAt(last - 1))) {
            return t.length();
        }
        char ch = t.charAt(last);
        boolean side = ch == 'X' || ch == 'x' || ch == 'O' || ch == 'o';
        return side || boardSquare(ch) < 0 ? last : t.length();
    }

    /** How many squares a board {@code t} (trimmed) writes before {@code index}: its characters there but the spacing. */
    public static int boardSquaresBefore(String t, int index) {
        int squares = 0;
        for (int i = 0; i < Math.min(index, t.length()); i++) {
            if (!isBoardSpacing(t.charAt(i))) {
                squares++;
            }
        }
        return squares;
    }

    /**
     * What is wrong with a board {@code t} (trimmed) of {@code squares} squares, fewer than 64, before {@code end}
     * ({@link #boardSquaresEnd}), counted without the spacing: the squares a visitor sees, however they are set apart.
     * With 63 and a side after a space, that side may be meant as the 64th square of a board set apart square by
     * square and no side written: the message says how to write that (before, it only said "this has 63").
     */
    public static String tooFewSquares(String t, int end, int squares) {
        String message = "a board is 64 squares, a1 to h8, then a space and X or O to move; this has " + squares
                + (squares == 1 ? " square" : " squares");
        if (squares == 63 && end < t.length()) {
            char side = t.charAt(end);
            message += " and " + side + " to move; if that " + side + " is square h8, write a space and X or O after it";
        }
        return message;
    }

    private static Othello parseBoard(String t) {
        long black = 0;
        long white = 0;
        int end = boardSquaresEnd(t);
        int sq = 0;
        for (int i = 0; i < end; i++) {
            char ch = t.charAt(i);
            if (isBoardSpacing(ch)) {
                continue;
            }
            if (sq == 64) {
                throw new NotationException(i, "after the 64 squares write a space and the side to move, X or O");
            }
            switch (boardSquare(ch)) {
                case 0 -> black |= 1L << sq;
                case 1 -> white |= 1L << sq;
                case 2 -> { }
                default -> throw new NotationException(i, "'" + ch + "' is not a square: allowed are X (black), O (white), - (empty)");
            }
            sq++;
        }
        if (sq < 64) {
            throw new NotationException(end, tooFewSquares(t, end, sq));
        }
        if (end == t.length()) {
            throw new NotationException(end, "after the 64 squares write a space and the side to move, X or O");
        }
        char side = t.charAt(end);
        if (side != 'X' && side != 'O' && side != 'x' && side != 'o') {
            throw new NotationException(end, "'" + side + "' is not a side to move: allowed are X (black) and O (white)");
        }
        return new Othello(black, white, side == 'X' || side == 'x' ? 0 : 1);
    }
}
