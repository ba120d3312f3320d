package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.connectfour.ConnectFour;
import org.prooflab.engine.game.othello.Othello;
import org.prooflab.engine.game.pgame.PGame;

/**
 * Every solver against the exhaustive reference, on 500 random P-game trees, 300 small Connect
 * Four positions and 200 Othello endgames: a disagreement on a proved value fails here.
 */
class SolverAgreementTest {
    private static final Limits GENEROUS = new Limits(20_000_000, Long.MAX_VALUE, 120_000);
    private static final List<GameState> PGAMES = new ArrayList<>();
    private static final List<GameState> CONNECT_FOUR = new ArrayList<>();
    private static final List<GameState> OTHELLO = new ArrayList<>();
    private static final List<Boolean> PGAME_TRUTH = new ArrayList<>();
    private static final List<Boolean> CONNECT_FOUR_TRUTH = new ArrayList<>();
    private static final List<Boolean> OTHELLO_TRUTH = new ArrayList<>();

    @BeforeAll
    static void positions() {
        int[][] shapes = {{2, 2}, {2, 5}, {2, 8}, {2, 12}, {3, 3}, {3, 7}, {4, 5}, {5, 4}, {1, 4}, {8, 3}};
        for (int i = 0; i < 500; i++) {
            int[] shape = shapes[i % shapes.length];
            PGAMES.add(new PGame(shape[0], shape[1], GameKind.positionSeed(2019, i)));
        }
        for (int i = 0; i < 300; i++) {
            boolean small = i % 2 == 0;
            ConnectFour start = small ? new ConnectFour(4, 4) : new ConnectFour(5, 4);
            int plies = small ? 4 + i % 5 : 7 + i % 4;
            CONNECT_FOUR.add(GameKind.randomPosition(start, plies, GameKind.positionSeed(2020, i)));
        }
        for (int i = 0; i < 200; i++) {
            OTHELLO.add(GameKind.randomPosition(new Othello(), 50 + i % 6, GameKind.positionSeed(2021, i)));
        }
        Solver exact = Solvers.create(Algorithm.EXACT, SearchParameters.defaults(GameKind.PGAME));
        for (var pair : List.of(List.of(PGAMES, PGAME_TRUTH), List.of(CONNECT_FOUR, CONNECT_FOUR_TRUTH),
                List.of(OTHELLO, OTHELLO_TRUTH))) {
            @SuppressWarnings("unchecked") List<GameState> states = (List<GameState>) pair.get(0);
            @SuppressWarnings("unchecked") List<Boolean> truth = (List<Boolean>) pair.get(1);
            for (GameState s : states) {
                SearchResult r = exact.solve(s, Goal.WIN, GENEROUS, SearchControl.none());
                assertThat(r.outcome()).isNotEqualTo(Outcome.OUT);
                truth.add(r.outcome() == Outcome.PROVED);
            }
        }
    }

    @Test
    void the_exact_solver_agrees_with_plain_minimax() {
        for (int i = 0; i < PGAMES.size(); i++) {
            assertThat(Reference.proverReaches(PGAMES.get(i), Goal.WIN)).as(PGAMES.get(i).notation()).isEqualTo(PGAME_TRUTH.get(i));
        }
        for (int i = 0; i < OTHELLO.size(); i += 4) {
            assertThat(Reference.proverReaches(OTHELLO.get(i), Goal.WIN)).as(OTHELLO.get(i).notation()).isEqualTo(OTHELLO_TRUTH.get(i));
        }
        for (int i = 0; i < CONNECT_FOUR.size(); i += 10) {
            GameState s = CONNECT_FOUR.get(i);
            if (s.notation().startsWith("4x4")) {
                assertThat(Reference.proverReaches(s, Goal.WIN)).as(s.notation()).isEqualTo(CONNECT_FOUR_TRUTH.get(i));
            }
        }
    }

    @Test
    void the_position_sets_hold_both_outcomes() {
        for (List<Boolean> truth : List.of(PGAME_TRUTH, CONNECT_FOUR_TRUTH, OTHELLO_TRUTH)) {
            assertThat(truth).contains(true, false);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Algorithm.class, names = "EXACT", mode = EnumSource.Mode.EXCLUDE)
    void agrees_with_the_reference_on_500_p_game_trees(Algorithm algorithm) {
        check(algorithm, GameKind.PGAME, PGAMES, PGAME_TRUTH);
    }

    @ParameterizedTest
    @EnumSource(value = Algorithm.class, names = "EXACT", mode = EnumSource.Mode.EXCLUDE)
    void agrees_with_the_reference_on_300_small_connect_four_positions(Algorithm algorithm) {
        check(algorithm, GameKind.CONNECT4, CONNECT_FOUR, CONNECT_FOUR_TRUTH);
    }

    @ParameterizedTest
    @EnumSource(value = Algorithm.class, names = "EXACT", mode = EnumSource.Mode.EXCLUDE)
    void agrees_with_the_reference_on_200_othello_endgames(Algorithm algorithm) {
        check(algorithm, GameKind.OTHELLO, OTHELLO, OTHELLO_TRUTH);
    }

    private static void check(Algorithm algorithm, GameKind kind, List<GameState> states, List<Boolean> truth) {
        SearchParameters params = SearchParameters.defaults(kind).withPlayouts(kind == GameKind.PGAME ? 10 : 8);
        Solver solver = Solvers.create(algorithm, params);
        for (int i = 0; i < states.size(); i++) {
            GameState s = states.get(i);
            String what = algorithm.id() + " on " + s.notation();
            SearchResult r = solver.solve(s, Goal.WIN, GENEROUS, SearchControl.none());
            assertThat(r.outcome()).as(what).isEqualTo(truth.get(i) ? Outcome.PROVED : Outcome.DISPROVED);
            if (r.outcome() == Outcome.PROVED) {
                assertThat(Reference.isWinningMove(s.copy(), r.bestMove(), Goal.WIN)).as(what + " best move " + r.bestMoveText()).isTrue();
            } else {
                assertThat(r.bestMove()).as(what).isEqualTo(-1);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Algorithm.class)
    void full_values_agree_with_the_reference(Algorithm algorithm) {
        int draws = 0;
        List<GameState> all = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            all.add(CONNECT_FOUR.get(i));
            all.add(OTHELLO.get(i));
        }
        for (GameState s : all) {
            SearchParameters params = SearchParameters.defaults(s.kind()).withPlayouts(8);
            Solvers.FullSolve full = Solvers.solveFull(algorithm, params, s, GENEROUS, SearchControl.none());
            Value truth = Reference.fullValue(s.copy());
            assertThat(full.value()).as(algorithm.id() + " on " + s.notation()).isEqualTo(truth);
            draws += truth == Value.DRAW ? 1 : 0;
        }
        assertThat(draws).as("the sample holds draws").isPositive();
    }
}
