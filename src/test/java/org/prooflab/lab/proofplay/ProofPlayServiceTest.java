package org.prooflab.lab.proofplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.Rng;
import org.prooflab.engine.game.connectfour.ConnectFour;
import org.prooflab.engine.proof.ProofGame;
import org.prooflab.engine.proof.ProofTree;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Goal;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.SearchControl;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.Solvers;
import org.prooflab.lab.LabProperties;
import org.prooflab.lab.SolveJob;
import org.prooflab.lab.SolveService;

/** Games against the proofs of lab solves, with the fresh solves on the lab's real worker pool. */
class ProofPlayServiceTest {
    private static final Limits LIMITS = new Limits(1_000_000, Long.MAX_VALUE, 30_000);
    private SolveService solves;

    @AfterEach
    void stop() throws Exception {
        if (solves != null) {
            for (SolveJob j : solves.allJobs()) {
                j.cancel();
            }
        }
    }

    private ProofPlayService service() {
        LabProperties p = LabProperties.defaults();
        p.setWorkers(1);
        p.setDetachGrace(Duration.ofSeconds(30));
        solves = new SolveService(p);
        return new ProofPlayService(solves);
    }

    private SolveJob solve(GameState s, Limits limits, boolean full) throws Exception {
        CompletableFuture<SolveJob> done = new CompletableFuture<>();
        solves.submit("visitor", null, s, Algorithm.PNS, SearchParameters.defaults(s.kind()), limits, full, u -> {
            if (u.result() != null || u.job().state() == SolveJob.State.FINISHED) {
                done.complete(u.job());
            }
        });
        return done.get(60, TimeUnit.SECONDS);
    }

    private static ProofPlayService.Resolved resolve(ProofPlayService service, ProofGame game, SolveJob origin) throws Exception {
        CompletableFuture<ProofPlayService.Resolved> answer = new CompletableFuture<>();
        service.resolve("visitor", null, game, origin, answer::complete);
        return answer.get(60, TimeUnit.SECONDS);
    }

    /** A proof cut to a few nodes, so that the game must re-solve through the service again and again. */
    private static ProofGame tinyProofGame(GameState s, Goal goal) {
        var r = Solvers.create(Algorithm.PNS, SearchParameters.defaults(s.kind())).solve(s, goal, LIMITS,
                new SearchControl(null, 1000, false, true));
        assertEquals(Outcome.PROVED, r.outcome());
        return new ProofGame(ProofTree.of(r, 2));
    }

    private static void playOut(ProofPlayService service, ProofGame game, SolveJob origin, long seed) throws Exception {
        Rng rng = new Rng(seed);
        while (!game.isOver()) {
            if (game.userToMove()) {
                GameState s = game.position();
                int[] moves = new int[s.maxMoves()];
                game.play(moves[rng.nextInt(s.legalMoves(moves))]);
            } else {
                if (game.needsSolve()) {
                    ProofPlayService.Resolved answer = resolve(service, game, origin);
                    assertNotNull(answer.proof(), answer.problem());
                    game.resume(answer.proof());
                }
                game.reply();
            }
        }
        assertTrue(game.goalReached());
    }

    @Test
    void a_won_position_is_played_out_with_fresh_solves_on_the_pool_and_the_proof_wins() throws Exception {
        ProofPlayService service = service();
        GameState won = ConnectFour.parse("1713734274537146512747");
        SolveJob origin = solve(won, LIMITS, false);
        ProofGame fromJob = service.start(origin);
        assertNotNull(fromJob, "a proved win can be played against");
        assertEquals(0, fromJob.strategist());
        for (long seed = 1; seed <= 5; seed++) {
            ProofGame game = tinyProofGame(won, Goal.WIN);
            playOut(service, game, origin, seed);
            assertTrue(game.solves() > 0, "the tiny proof made the game solve again");
        }
    }

    @Test
    void a_draw_proved_by_the_full_value_plays_for_not_losing() throws Exception {
        ProofPlayService service = service();
        ConnectFour empty = new ConnectFour(4, 4);
        SolveJob origin = solve(empty, LIMITS, true);
        assertEquals(org.prooflab.engine.search.Value.DRAW, origin.value());
        ProofGame game = service.start(origin);
        assertEquals(Goal.NOT_LOSE, game.goal());
        assertEquals(0, game.strategist());
        playOut(service, game, origin, 3);
        for (long seed = 1; seed <= 3; seed++) {
            ProofGame tiny = tinyProofGame(empty, Goal.NOT_LOSE);
            playOut(service, tiny, origin, seed);
            assertTrue(tiny.solves() > 0);
        }
    }

    @Test
    void a_disproved_win_is_played_with_the_proof_on_the_other_side_not_losing() throws Exception {
        ProofPlayService service = service();
        // On 4 x 4 the side to move cannot force four in a row: a draw, so its win is disproved.
        ConnectFour empty = new ConnectFour(4, 4);
        SolveJob origin = solve(empty, LIMITS, false);
        assertEquals(Outcome.DISPROVED, origin.result().outcome());
        ProofGame game = service.start(origin);
        assertNotNull(game, "a disproof can be played against");
        assertEquals(1, game.strategist(), "the side not to move holds the disproof");
        assertEquals(Goal.NOT_LOSE, game.goal());
        assertTrue(game.userToMove(), "the user, on the side to move, starts");
        playOut(service, game, origin, 4);
        for (long seed = 1; seed <= 3; seed++) {
            // A disproof cut to two nodes: every reply past the first needs a fresh (full-value) solve on the pool.
            var r = Solvers.create(Algorithm.PNS, SearchParameters.defaults(empty.kind())).solve(empty, Goal.WIN, LIMITS,
                    new SearchControl(null, 1000, false, true));
            ProofGame tiny = new ProofGame(ProofTree.of(r, 2));
            playOut(service, tiny, origin, seed);
            assertTrue(tiny.solves() > 0);
        }
    }

    @Test
    void a_solve_that_stops_at_a_limit_or_is_not_proved_says_so() throws Exception {
        ProofPlayService service = service();
        GameState won = ConnectFour.parse("1713734274537146512747");
        SolveJob cramped = solve(won, new Limits(3, Long.MAX_VALUE, 30_000), false);
        assertNull(service.start(cramped), "an unproved solve has nothing to play against");
        ProofGame game = tinyProofGame(won, Goal.WIN);
        game.reply();
        GameState s = game.position();
        int[] moves = new int[s.maxMoves()];
        s.legalMoves(moves);
        game.play(moves[0]);
        assertTrue(game.needsSolve(), "the tiny proof ends after one move");
        ProofPlayService.Resolved answer = resolve(service, game, cramped);
        assertNull(answer.proof());
        assertEquals("The solve from here stopped at its node limit before it found the proof again. "
                + "Raise the limits and start a new game.", answer.problem());
    }
}
