package org.prooflab.engine.proof;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Rng;
import org.prooflab.engine.game.connectfour.ConnectFour;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.Solver;
import org.prooflab.engine.search.Solvers;

/**
 * The proof's strategy never loses: on small P-game trees and small Connect Four positions it is
 * played against every line the other side can choose, and every position where the proof moves
 * is checked with the exact solver.
 */
class ProofGameTest {
    private static final Limits GENEROUS = new Limits(2_000_000, Long.MAX_VALUE, 60_000);
    private static final SearchControl KEEP = new SearchControl(null, 1000, false, true);

    /** Lines played and fresh solves needed, over one exhaustive check. */
    private static final class Tally {
        long lines;
        long solves;
        long checked;
        long passes;
    }

    private static SearchResult solve(Algorithm a, GameState s, Goal goal) {
        Solver solver = Solvers.create(a, SearchParameters.defaults(s.kind()).withPlayouts(8));
        return solver.solve(s, goal, GENEROUS, KEEP);
    }

    private static boolean exactlyReaches(GameState s, Goal goal) {
        Solver exact = Solvers.create(Algorithm.EXACT, SearchParameters.defaults(s.kind()));
        return exact.solve(s, goal, GENEROUS, SearchControl.none()).outcome() == Outcome.PROVED;
    }

    /** Plays every line of the user against the proof; the proof must reach its goal in each. */
    private static void everyLine(ProofGame game, Function<GameState, ProofTree> resolver, Tally tally) {
        if (game.isOver()) {
            tally.lines++;
            assertTrue(game.goalReached(), () -> "the proof did not reach " + game.goal() + " for player "
                    + game.strategist() + " in " + game.position().notation());
            return;
        }
        if (game.strategistToMove()) {
            GameState here = game.position();
            assertTrue(exactlyReaches(here, game.goal()), () -> "the exact solver says " + here.notation()
                    + " does not reach " + game.goal() + " for the proof's side");
            tally.checked++;
            int before = game.solves();
            int m = game.reply(resolver);
            if (here.isPass(m)) {
                tally.passes++;
            }
            tally.solves += game.solves() - before;
            GameState after = game.position();
            if (!after.isTerminal()) {
                // after the proof's move the other side must not reach the opposite goal
                Goal opposite = game.goal() == Goal.WIN ? Goal.NOT_LOSE : Goal.WIN;
                assertTrue(!exactlyReaches(after, opposite), () -> "the proof's move " + here.formatMove(m) + " in "
                        + here.notation() + " lets the other side escape");
            }
            everyLine(game, resolver, tally);
            return;
        }
        GameState s = game.position();
        int[] moves = new int[s.maxMoves()];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            if (s.isPass(moves[i])) {
                tally.passes++;
            }
            ProofGame branch = game.copy();
            branch.play(moves[i]);
            everyLine(branch, resolver, tally);
        }
    }

    private static Function<GameState, ProofTree> resolver(Algorithm a, Goal goal, int cap) {
        return s -> ProofTree.of(solve(a, s, goal), cap);
    }

    private static Tally check(Algorithm a, GameState start, Goal goal, int cap) {
        SearchResult r = solve(a, start, goal);
        Tally tally = new Tally();
        if (r.outcome() == Outcome.OUT) {
            return tally;
        }
        ProofTree proof = ProofTree.of(r, cap);
        assertNotNull(proof);
        boolean proved = r.outcome() == Outcome.PROVED;
        assertEquals(proved ? start.currentPlayer() : 1 - start.currentPlayer(), proof.strategist());
        everyLine(new ProofGame(proof), resolver(a, proof.goal(), cap), tally);
        assertTrue(tally.lines > 0);
        return tally;
    }

    @ParameterizedTest
    @EnumSource(value = Algorithm.class, names = {"PNS", "MCPNS", "PPNS", "PP", "UCT", "MCTS"})
    void the_proof_never_loses_on_random_small_pgame_trees(Algorithm a) {
        long lines = 0;
        long solves = 0;
        for (long seed = 1; seed <= 12; seed++) {
            int b = 2 + (int) (seed % 2);
            int d = b == 2 ? 6 + (int) (seed % 3) : 4 + (int) (seed % 2);
            // a generous cap keeps whole proofs; a tiny one makes the game re-solve where the copy ends
            for (int cap : new int[] {1_000_000, 3}) {
                Tally t = check(a, new PGame(b, d, seed), Goal.WIN, cap);
                lines += t.lines;
                solves += t.solves;
                if (cap == 1_000_000) {
                    assertEquals(0, t.solves, "a whole proof needs no fresh solve");
                }
            }
        }
        assertTrue(lines > 100, "lines played: " + lines);
        assertTrue(solves > 0, "the tiny cap never made the game re-solve");
    }

    @Test
    void the_proof_never_loses_on_small_connect_four_positions_won_or_drawn() {
        int wins = 0;
        int draws = 0;
        Rng rng = new Rng(7);
        for (int round = 0; round < 10; round++) {
            GameState s = GameKind.randomPosition(new ConnectFour(5, 4), 6 + round % 3, rng.nextLong());
            if (s.isTerminal()) {
                continue;
            }
            Tally t = check(Algorithm.PNS, s, Goal.WIN, round % 2 == 0 ? 1_000_000 : 20);
            if (solve(Algorithm.PNS, s, Goal.WIN).outcome() == Outcome.PROVED) {
                wins++;
            } else if (solve(Algorithm.PNS, s, Goal.NOT_LOSE).outcome() == Outcome.PROVED) {
                check(Algorithm.PNS, s, Goal.NOT_LOSE, 1_000_000);
                draws++;
            }
            assertTrue(t.lines > 0);
        }
        // the empty 4x4 board is a draw: the first player plays "not lose" against every line
        Tally draw = check(Algorithm.PNS, new ConnectFour(4, 4), Goal.NOT_LOSE, 1_000_000);
        assertTrue(draw.lines > 300, "lines: " + draw.lines);
        assertTrue(wins > 0 && wins + draws >= 5, "wins " + wins + ", draws " + draws);
    }

    @Test
    void the_proof_never_loses_near_the_end_of_othello_games() {
        int played = 0;
        long lines = 0;
        long passes = 0;
        for (long seed = 1; seed <= 8; seed++) {
            GameState s = GameKind.randomPosition(GameKind.OTHELLO.start(), 52, seed);
            if (s.isTerminal()) {
                continue;
            }
            Goal goal = solve(Algorithm.PNS, s, Goal.WIN).outcome() == Outcome.PROVED ? Goal.WIN : Goal.NOT_LOSE;
            Tally t = check(Algorithm.PNS, s, goal, seed % 2 == 0 ? 1_000_000 : 10);
            lines += t.lines;
            passes += t.passes;
            played += t.lines > 0 ? 1 : 0;
        }
        assertTrue(played >= 4 && lines > 100, "positions " + played + ", lines " + lines);
        assertTrue(passes > 0, "no line had a pass");
    }

    @Test
    void a_disproof_is_a_strategy_for_the_other_side_with_the_opposite_goal() {
        ConnectFour empty = new ConnectFour(4, 4);
        SearchResult r = solve(Algorithm.PNS, empty, Goal.WIN);
        assertEquals(Outcome.DISPROVED, r.outcome());
        ProofTree proof = ProofTree.of(r, 1_000_000);
        assertEquals(1, proof.strategist());
        assertEquals(Goal.NOT_LOSE, proof.goal());
        Tally t = new Tally();
        everyLine(new ProofGame(proof), resolver(Algorithm.PNS, Goal.NOT_LOSE, 1_000_000), t);
        assertTrue(t.lines > 300);
    }

    @Test
    void the_proof_keeps_one_move_for_its_side_and_every_move_for_the_other() {
        PGame tree = new PGame(3, 5, 4);
        SearchResult r = solve(Algorithm.PNS, tree, Goal.WIN);
        ProofTree proof = ProofTree.of(r, 1_000_000);
        long counted = countAndCheck(proof, proof.root(), tree.copy());
        assertEquals(counted, proof.keptNodes());
        assertEquals(proof.keptNodes(), proof.proofSize(proof.root()), "a whole proof's size is the nodes kept");
        ProofTree small = ProofTree.of(r, 4);
        assertTrue(small.keptNodes() <= 4);
        assertEquals(proof.proofSize(0), small.proofSize(0), "the size is the search's proof, not the copy's");
    }

    private static long countAndCheck(ProofTree proof, int node, GameState s) {
        if (s.isTerminal()) {
            assertEquals(0, proof.childCount(node));
            return 1;
        }
        int[] moves = new int[s.maxMoves()];
        int n = s.legalMoves(moves);
        assertEquals(s.currentPlayer() == proof.strategist() ? 1 : n, proof.childCount(node));
        long total = 1;
        for (int i = 0; i < proof.childCount(node); i++) {
            int c = proof.child(node, i);
            s.play(proof.move(c));
            total += countAndCheck(proof, c, s);
            s.undo();
        }
        return total;
    }

    @Test
    void the_line_the_proof_covers_says_when_it_goes_on_past_its_first_moves() {
        // Every line of a P-game tree of depth 12 is 12 plies: the page showed 8 of them as if that were all.
        ProofGame deep = provedGame(12);
        ProofGame.Why why = deep.why();
        assertThat(why.line()).hasSize(ProofGame.LINE_PLIES);
        assertThat(why.goesOn()).isTrue();
        // Depth 6: the whole line fits.
        ProofGame shallow = provedGame(6);
        assertThat(shallow.why().line()).hasSize(6);
        assertThat(shallow.why().goesOn()).isFalse();
    }

    /** The proof of the first P-game tree of branching 2 and this depth, seeds from 0, that PNS proves a win in. */
    private static ProofGame provedGame(int depth) {
        for (long seed = 0; ; seed++) {
            SearchResult r = solve(Algorithm.PNS, new PGame(2, depth, seed), Goal.WIN);
            if (r.outcome() == Outcome.PROVED) {
                return new ProofGame(ProofTree.of(r, 1_000_000));
            }
        }
    }

    @Test
    void a_move_that_is_not_legal_or_not_the_users_turn_is_refused() {
        PGame tree = new PGame(2, 6, 3);
        SearchResult r = solve(Algorithm.PNS, tree, Goal.WIN);
        ProofGame game = new ProofGame(ProofTree.of(r, 1000));
        if (game.strategistToMove()) {
            assertThrows(IllegalStateException.class, () -> game.play(0));
            game.reply();
        }
        assertThrows(IllegalArgumentException.class, () -> game.play(5));
    }
}
