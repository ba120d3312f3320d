package org.prooflab.engine.proof;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Goal;

/**
 * A game played against a proof: the strategist's moves come from the {@link ProofTree}, the
 * other side's from the user. Where the kept proof ends (an open node, or a solved leaf that is not
 * the end of the game) the game {@link #needsSolve() needs a fresh solve} of the position reached,
 * whose proof {@link #resume resumes} it. Following a proof, the strategist always reaches its goal.
 *
 * <p>Not thread-safe: one game, one owner.
 */
public final class ProofGame {
    /** How many plies {@link Why#line()} follows at most. */
    public static final int LINE_PLIES = 8;
    private final GameState state;
    private final int strategist;
    private final Goal goal;
    private ProofTree proof;
    /** The current position's node in {@link #proof}, or -1 off it. */
    private int node;
    private int solves;

    public ProofGame(ProofTree proof) {
        this(proof.rootState(), proof, proof.root(), proof.strategist(), proof.goal(), 0);
    }

    private ProofGame(GameState state, ProofTree proof, int node, int strategist, Goal goal, int solves) {
        this.state = state;
        this.proof = proof;
        this.node = node;
        this.strategist = strategist;
        this.goal = goal;
        this.solves = solves;
    }

    /** An independent copy (sharing the immutable proofs), for looking ahead. */
    public ProofGame copy() {
        return new ProofGame(state.copy(), proof, node, strategist, goal, solves);
    }

    /** The player the app plays (0 or 1). */
    public int strategist() {
        return strategist;
    }

    /** What the app reaches: a win, or at least a draw ("not lose"). */
    public Goal goal() {
        return goal;
    }

    /** A copy of the position now. */
    public GameState position() {
        return state.copy();
    }

    public boolean isOver() {
        return state.isTerminal();
    }

    /** True when the game is over and the strategist reached its goal. */
    public boolean goalReached() {
        return state.isTerminal() && goal.reachedBy(state.winner(), strategist);
    }

    public boolean strategistToMove() {
        return !state.isTerminal() && state.currentPlayer() == strategist;
    }

    public boolean userToMove() {
        return !state.isTerminal() && state.currentPlayer() != strategist;
    }

    /** The proof the game follows now (the first one, or the last fresh solve's). */
    public ProofTree proof() {
        return proof;
    }

    /** The position now as a node of {@link #proof()}, or -1 off the kept proof. */
    public int proofNode() {
        return node;
    }

    /** Fresh solves this game needed so far. */
    public int solves() {
        return solves;
    }

    /** True when it is the strategist's turn and the kept proof does not say what to play: solve {@link #position()}. */
    public boolean needsSolve() {
        return strategistToMove() && (node < 0 || proof.childCount(node) == 0);
    }

    /**
     * Continues from the proof of a fresh solve of the position now.
     *
     * @throws IllegalArgumentException when it proves something else: another position, another side, a weaker goal
     */
    public void resume(ProofTree fresh) {
        Objects.requireNonNull(fresh, "fresh");
        if (!fresh.rootState().notation().equals(state.notation())) {
            throw new IllegalArgumentException("the proof is for " + fresh.rootState().notation() + ", not " + state.notation());
        }
        if (fresh.strategist() != strategist || (goal == Goal.WIN && fresh.goal() != Goal.WIN)) {
            throw new IllegalArgumentException("the fresh solve proves " + fresh.goal() + " for player " + fresh.strategist()
                    + ", not " + goal + " for player " + strategist);
        }
        proof = fresh;
        node = fresh.root();
        solves++;
    }

    /** The strategist's move now, from the proof. Call when {@link #strategistToMove()} and not {@link #needsSolve()}. */
    public int proofMove() {
        if (!strategistToMove() || needsSolve()) {
            throw new IllegalStateException(needsSolve() ? "the kept proof ends here: solve the position first" : "not the proof's turn");
        }
        return proof.move(proof.child(node, 0));
    }

    /** Plays the proof's move and returns it. */
    public int reply() {
        int m = proofMove();
        state.play(m);
        node = proof.child(node, 0);
        return m;
    }

    /**
     * Plays the user's move.
     *
     * @throws IllegalArgumentException for a move that is not legal here
     * @throws IllegalStateException    when it is not the user's turn
     */
    public void play(int move) {
        if (!userToMove()) {
            throw new IllegalStateException(state.isTerminal() ? "the game is over" : "it is the proof's turn");
        }
        int[] moves = new int[state.maxMoves()];
        int n = state.legalMoves(moves);
        boolean legal = false;
        for (int i = 0; i < n && !legal; i++) {
            legal = moves[i] == move;
        }
        if (!legal) {
            throw new IllegalArgumentException(state.formatMove(move) + " is not a legal move here");
        }
        node = node < 0 ? -1 : proof.childByMove(node, move);
        state.play(move);
    }

    /**
     * Why the position now (the strategist to move, on the kept proof) is still the strategist's:
     * the proof under it, the proof's reply, and a line that follows the reply and then the
     * opponent's longest resistance. Null off the kept proof.
     *
     * @param proofNodes nodes of the proof under the position, as its search held it
     * @param reply      the proof's move now, in the game's notation
     * @param line       up to {@link #LINE_PLIES} moves from here, the reply first
     * @param fresh      true when the proof comes from a fresh solve of this very position
     * @param goesOn     true when the proof's line goes on past {@link #LINE_PLIES} moves: the line is its start
     */
    public record Why(long proofNodes, String reply, List<String> line, boolean fresh, boolean goesOn) {
    }

    public Why why() {
        if (!strategistToMove() || needsSolve()) {
            return null;
        }
        List<String> line = new ArrayList<>();
        GameState s = state.copy();
        int k = node;
        while (line.size() < LINE_PLIES && proof.childCount(k) > 0) {
            int next = proof.child(k, 0);
            for (int i = 1; i < proof.childCount(k); i++) {
                int c = proof.child(k, i);
                if (proof.proofSize(c) > proof.proofSize(next)) {
                    next = c;
                }
            }
            line.add(s.formatMove(proof.move(next)));
            s.play(proof.move(next));
            k = next;
        }
        return new Why(proof.proofSize(node), line.get(0), line, node == proof.root(), proof.childCount(k) > 0);
    }

    /**
     * Plays the proof's move now, solving first with {@code solver} where the kept proof ends (a
     * blocking helper for tests and command lines; the web app solves on its worker pool).
     *
     * @param solver the proof of a position with the strategist to move, for the strategist's goal; null if it ran out
     * @throws IllegalStateException when the solver could not prove the position
     */
    public int reply(Function<GameState, ProofTree> solver) {
        if (needsSolve()) {
            ProofTree fresh = solver.apply(position());
            if (fresh == null) {
                throw new IllegalStateException("the solver did not prove " + state.notation() + " within its limits");
            }
            resume(fresh);
        }
        return reply();
    }
}
