package org.prooflab.engine.game.connectfour;

import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.game.NotationException;
import org.prooflab.engine.game.PositionKey;
import org.prooflab.engine.game.Rng;

/**
 * Connect Four on a {@code width x height} board (7 x 6 by default), on bitboards.
 *
 * <p>Rules: players drop a disc into a column that is not full; it falls to the lowest empty
 * cell. Whoever first has four discs in a row (horizontal, vertical or diagonal) wins at once;
 * a full board without four in a row is a draw. Player 0 moves first.
 *
 * <p>Bitboard layout, one bit a cell, column by column, each column with one empty sentinel bit on
 * top so that shifted lines never wrap into the next column (7 x 6 shown):
 * <pre>
 *   6 13 20 27 34 41 48   sentinel row, always empty
 *   5 12 19 26 33 40 47
 *   4 11 18 25 32 39 46
 *   3 10 17 24 31 38 45
 *   2  9 16 23 30 37 44
 *   1  8 15 22 29 36 43
 *   0  7 14 21 28 35 42   bottom row
 * </pre>
 * so {@code (height + 1) * width <= 64}. Lines run in steps of 1 (vertical), {@code height + 1}
 * (horizontal), {@code height} and {@code height + 2} (the two diagonals).
 *
 * <p>Moves are columns {@code 0 .. width-1}; the notation writes them from 1 ({@code 4453}), with
 * letters {@code a, b, ..} for columns 10 and up. A board other than 7 x 6 is written with a size
 * prefix: {@code 5x4:3321}.
 */
public final class ConnectFour implements GameState {
    public static final int DEFAULT_WIDTH = 7;
    public static final int DEFAULT_HEIGHT = 6;

    private final int width;
    private final int height;
    private final long bottom;
    private final long board;
    private final long[] stones = new long[2];
    private long mask;
    private int moves;
    private boolean won;
    private final int[] history;

    public ConnectFour() {
        this(DEFAULT_WIDTH, DEFAULT_HEIGHT);
    }

    public ConnectFour(int width, int height) {
        if (width < 1 || height < 1 || (long) (height + 1) * width > 64) {
            throw new NotationException(-1, Notation.article(width) + " " + width + "x" + height
                    + " board is not allowed: width and height must be at least 1 and (height + 1) * width at most 64");
        }
        this.width = width;
        this.height = height;
        long b = 0;
        for (int c = 0; c < width; c++) {
            b |= 1L << (c * (height + 1));
        }
        this.bottom = b;
        this.board = b * ((1L << height) - 1);
        this.history = new int[width * height];
    }

    private ConnectFour(ConnectFour o) {
        this.width = o.width;
        this.height = o.height;
        this.bottom = o.bottom;
        this.board = o.board;
        this.stones[0] = o.stones[0];
        this.stones[1] = o.stones[1];
        this.mask = o.mask;
        this.moves = o.moves;
        this.won = o.won;
        this.history = o.history.clone();
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** Number of discs on the board. */
    public int discCount() {
        return moves;
    }

    /** True when column {@code col} (0-based) has room for another disc. */
    public boolean canPlay(int col) {
        return (mask & topCell(col)) == 0;
    }

    /** The player (0 or 1) whose disc is at column {@code col}, row {@code row} (0 = bottom), or -1. */
    public int discAt(int col, int row) {
        long bit = 1L << (col * (height + 1) + row);
        return (stones[0] & bit) != 0 ? 0 : (stones[1] & bit) != 0 ? 1 : -1;
    }

    private long topCell(int col) {
        return 1L << (col * (height + 1) + height - 1);
    }

    private long columnMask(int col) {
        return ((1L << height) - 1) << (col * (height + 1));
    }

    /** True if {@code pos} holds four in a row in any direction. */
    static boolean hasFour(long pos, int height) {
        return hasLine(pos, height + 1) || hasLine(pos, height) || hasLine(pos, height + 2) || hasLine(pos, 1);
    }

    /**
     * True if {@code pos} holds four cells {@code step} bits apart. Four such cells span 3 steps, so a step above 21
     * holds none in 64 bits: such steps come only on boards too narrow for the line (1x62, 2x30), and shifting by
     * them would go wrong, since Java takes a shift distance mod 64 (2 * 32 shifted by 0, and found four everywhere).
     */
    private static boolean hasLine(long pos, int step) {
        if (3 * step > 63) {
            return false;
        }
        long m = pos & (pos >>> step);
        return (m & (m >>> (2 * step))) != 0;
    }

    @Override
    public int plies() {
        return moves;
    }

    @Override
    public int currentPlayer() {
        return moves & 1;
    }

    @Override
    public boolean isTerminal() {
        return won || mask == board;
    }

    @Override
    public int winner() {
        return won ? (moves - 1) & 1 : DRAW;
    }

    @Override
    public int legalMoves(int[] out) {
        if (won) {
            return 0;
        }
        int n = 0;
        for (int c = 0; c < width; c++) {
            if ((mask & topCell(c)) == 0) {
                out[n++] = c;
            }
        }
        return n;
    }

    @Override
    public int maxMoves() {
        return width;
    }

    @Override
    public void play(int col) {
        long cell = (mask + (bottom & columnMask(col))) & columnMask(col);
        int p = moves & 1;
        mask |= cell;
        stones[p] |= cell;
        history[moves++] = col;
        won = hasFour(stones[p], height);
    }

    @Override
    public void undo() {
        int col = history[--moves];
        long next = (mask + (bottom & columnMask(col))) & (columnMask(col) | (1L << (col * (height + 1) + height)));
        long cell = next >>> 1;
        mask ^= cell;
        stones[moves & 1] ^= cell;
        won = false;
    }

    @Override
    public int randomPlayout(Rng rng, int maxPlies, int[] buffer) {
        // The mover's and the other side's discs in two locals (an array indexed by the side would
        // be allocated for every playout: the JIT cannot keep it in registers).
        long toMove = stones[moves & 1];
        long other = stones[(moves + 1) & 1];
        long m = mask;
        int played = moves;
        if (won) {
            return (moves - 1) & 1;
        }
        int limit = maxPlies;
        while (m != board && limit-- > 0) {
            long free = (m + bottom) & board;
            int count = Long.bitCount(free);
            long bit = free;
            for (int k = rng.nextInt(count); k > 0; k--) {
                bit &= bit - 1;
            }
            bit &= -bit;
            toMove |= bit;
            m |= bit;
            if (hasFour(toMove, height)) {
                return played & 1;
            }
            played++;
            long t = toMove;
            toMove = other;
            other = t;
        }
        return m == board ? DRAW : NO_RESULT;
    }

    /** The 5 x 5 and 3 x 3 neighbourhoods of the last disc, two bits a cell, seen by the player who dropped it. */
    @Override
    public long[] lastMovePatterns() {
        if (moves == 0) {
            return NO_PATTERNS;
        }
        int col = history[moves - 1];
        int row = Long.bitCount(mask & columnMask(col)) - 1;
        int mover = (moves - 1) & 1;
        return new long[] {neighbourhood(col, row, 2, mover) | 2L << 60, neighbourhood(col, row, 1, mover) | 1L << 60};
    }

    private long neighbourhood(int col, int row, int radius, int mover) {
        long key = 0;
        for (int dc = -radius; dc <= radius; dc++) {
            for (int dr = -radius; dr <= radius; dr++) {
                int c = col + dc;
                int r = row + dr;
                int cell = c < 0 || c >= width || r < 0 || r >= height ? 3 : discAt(c, r) < 0 ? 0 : discAt(c, r) == mover ? 1 : 2;
                key = key << 2 | cell;
            }
        }
        return key;
    }

    @Override
    public long hash() {
        return Rng.mix(stones[0] * 0x9E3779B97F4A7C15L ^ Rng.mix(stones[1]));
    }

    @Override
    public PositionKey key() {
        return new PositionKey(stones[0], stones[1], moves & 1);
    }

    /** The board's size and its key: the empty 7 x 6 and 5 x 4 boards have the same key. */
    @Override
    public Object identity() {
        return java.util.List.of(width(), height(), key());
    }

    @Override
    public GameState copy() {
        return new ConnectFour(this);
    }

    @Override
    public String formatMove(int col) {
        return col < 9 ? Integer.toString(col + 1) : Character.toString('a' + col - 9);
    }

    @Override
    public int parseMove(String move) {
        String m = move.trim();
        if (m.length() != 1) {
            throw new NotationException(0, "'" + move + "' is not one column: write a column as 1 to " + formatMove(width - 1));
        }
        return checkMove(m.charAt(0), 0);
    }

    /** The colour of {@code player}'s discs, as boards and texts name the sides: 0 (who moves first) Red, 1 Yellow. */
    public static String colour(int player) {
        return player == 0 ? "Red" : "Yellow";
    }

    /** The 0-based column a notation character names ({@code '1'} is 0, {@code 'a'} is 9), or -1. */
    public static int parseColumn(char ch) {
        return ch >= '1' && ch <= '9' ? ch - '1' : ch >= 'a' && ch <= 'z' ? ch - 'a' + 9 : -1;
    }

    private int checkMove(char ch, int index) {
        int col = parseColumn(ch);
        if (col < 0 || col >= width) {
            throw new NotationException(index, "'" + ch + "' is not a column of a " + width + "x" + height
                    + " board: allowed are 1 to " + formatMove(width - 1));
        }
        if (won) {
            // By the colours the boards show (the lab's "Red has won"), with the order of play for a board drawn X and O.
            throw new NotationException(index, "the game is already over (" + colour((moves - 1) & 1) + ", the "
                    + (((moves - 1) & 1) == 0 ? "first" : "second") + " player, has four in a row): no more moves are allowed");
        }
        if (!canPlay(col)) {
            throw new NotationException(index, "column " + ch + " is full: allowed are the columns with room");
        }
        return col;
    }

    @Override
    public String notation() {
        StringBuilder sb = new StringBuilder();
        if (width != DEFAULT_WIDTH || height != DEFAULT_HEIGHT) {
            sb.append(width).append('x').append(height).append(':');
        }
        for (int i = 0; i < moves; i++) {
            sb.append(formatMove(history[i]));
        }
        return sb.toString();
    }

    @Override
    public GameKind kind() {
        return GameKind.CONNECT4;
    }

    /** The board drawn with {@code X} (first player), {@code O} and {@code .}, top row first. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int r = height - 1; r >= 0; r--) {
            for (int c = 0; c < width; c++) {
                int d = discAt(c, r);
                sb.append(d == 0 ? 'X' : d == 1 ? 'O' : '.');
            }
            sb.append('\n');
        }
        for (int c = 0; c < width; c++) {
            sb.append(formatMove(c));
        }
        return sb.append('\n').toString();
    }

    /**
     * Reads a move string such as {@code 4453}, optionally with a size prefix ({@code 5x4:3321});
     * an empty string is the empty board.
     */
    public static ConnectFour parse(String text) {
        Integer w = DEFAULT_WIDTH;
        Integer h = DEFAULT_HEIGHT;
        String moves = text.trim();
        int offset = 0;
        while (offset < text.length() && Character.isWhitespace(text.charAt(offset))) {
            offset++;
        }
        int colon = moves.indexOf(':');
        if (colon >= 0) {
            String size = moves.substring(0, colon);
            int x = size.indexOf('x');
            // Plain digits, as the message asks: not "+5", nor the digits of other scripts.
            w = x < 0 ? null : Notation.plainInt(size.substring(0, x));
            h = x < 0 ? null : Notation.plainInt(size.substring(x + 1));
            if (w == null || h == null) {
                throw new NotationException(offset, "'" + size + "' is not a board size: write WIDTHxHEIGHT before ':', as in 5x4:3321");
            }
            moves = moves.substring(colon + 1);
            offset += colon + 1;
        }
        ConnectFour game = new ConnectFour(w, h);
        for (int i = 0; i < moves.length(); i++) {
            // Columns may be set apart, as people write them: "4 4 5 3".
            if (!Notation.isSeparator(moves.charAt(i))) {
                game.play(game.checkMove(moves.charAt(i), offset + i));
            }
        }
        return game;
    }
}
