package org.prooflab.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Outcome;

/** The lesson trees' values, computed by hand, and the checks: each fails as given and passes when solved. */
class LessonRulesTest {
    private static final double EPS = 1e-9;

    private static Evaluation eval(String tree, RuleSet rules) {
        return rules.evaluate(TreeCodec.decode(tree));
    }

    @Test
    void pns_on_the_lesson_2_tree() {
        Evaluation e = eval("O(A(.5,.5),A(.5,O(.5,.5)),A(T,.5,.5))", RuleSet.PNS);
        assertThat(e.root().a()).isEqualTo(2);
        assertThat(e.root().b()).isEqualTo(3);
        assertThat(e.at("1").a()).isEqualTo(2);
        assertThat(e.at("1.1").b()).isEqualTo(2);
        assertThat(e.at("2").b()).isEqualTo(1);
        assertThat(e.mostProvingPath()).containsExactly(0, 0);
        assertThat(e.label("")).isEqualTo("pn 2 / dn 3");
    }

    @Test
    void mcpns_and_ppns_on_song_figures_1_and_2() {
        Evaluation a = eval("O(.8,.8,.7)", RuleSet.MCPNS);
        Evaluation b = eval("O(.8,.2,.2)", RuleSet.MCPNS);
        // The engine's smoothed MCPNS leaf with N = 10: pn = (10 (1 - r) + 1) / 12, dn = (10 r + 1) / 12.
        assertThat(a.at("0").a()).isCloseTo(3 / 12.0, within(EPS));
        assertThat(a.at("2").a()).isCloseTo(4 / 12.0, within(EPS));
        assertThat(a.root().a()).isCloseTo(3 / 12.0, within(EPS));
        assertThat(b.root().a()).isCloseTo(3 / 12.0, within(EPS));
        assertThat(a.root().b()).isCloseTo((9 + 9 + 8) / 12.0, within(EPS));
        assertThat(eval("O(.8,.8,.7)", RuleSet.PPNS).root().a()).isCloseTo(1 - 0.2 * 0.2 * 0.3, within(EPS));
        assertThat(eval("O(.8,.2,.2)", RuleSet.PPNS).root().a()).isCloseTo(1 - 0.2 * 0.8 * 0.8, within(EPS));
    }

    @Test
    void song_figures_3_and_4_at_and_nodes() {
        // SUM of smoothed pn: two leaves of 5/12 against one of 9/12; SUM prefers the single leaf.
        assertThat(eval("A(.6,.6)", RuleSet.MCPNS).root().a()).isCloseTo(10 / 12.0, within(EPS));
        assertThat(eval("A(.2)", RuleSet.MCPNS).root().a()).isCloseTo(9 / 12.0, within(EPS));
        assertThat(eval("A(.6,.6)", RuleSet.PPNS).root().a()).isCloseTo(0.36, within(EPS));
        assertThat(eval("A(.2)", RuleSet.PPNS).root().a()).isCloseTo(0.2, within(EPS));
    }

    @Test
    void song_figures_5_and_6_averaging_against_probability() {
        assertThat(eval("O(.6,.6)", RuleSet.MCTS).root().a()).isCloseTo(0.6, within(EPS));
        assertThat(eval("O(.9,.3)", RuleSet.MCTS).root().a()).isCloseTo(0.6, within(EPS));
        assertThat(eval("O(.6,.6)", RuleSet.PPNS).root().a()).isCloseTo(0.84, within(EPS));
        assertThat(eval("O(.9,.3)", RuleSet.PPNS).root().a()).isCloseTo(0.93, within(EPS));
        assertThat(eval("O(.9,.3)", RuleSet.PPNS).mostProvingPath()).containsExactly(0);
        assertThat(eval("A(.9,.3)", RuleSet.PPNS).mostProvingPath()).containsExactly(1);
    }

    @Test
    void lesson_leaves_are_valued_by_the_engine_s_rules() {
        // pgame:b=2,d=3,seed=17: every playout wins for MAX, so the engine's root leaf has r = 1 after N playouts.
        var params = org.prooflab.engine.search.SearchParameters.defaults(org.prooflab.engine.game.GameKind.PGAME)
                .withPlayouts(RuleSet.PLAYOUTS).withTheta(RuleSet.THETA);
        var limits = org.prooflab.engine.search.Limits.DEFAULT.withMaxIterations(0);
        var none = org.prooflab.engine.search.SearchControl.none();
        var win = org.prooflab.engine.search.Goal.WIN;
        var mcpns = org.prooflab.engine.search.Solvers.create(Algorithm.MCPNS, params).solve(new PGame(2, 3, 17), win, limits, none);
        var ppns = org.prooflab.engine.search.Solvers.create(Algorithm.PPNS, params).solve(new PGame(2, 3, 17), win, limits, none);
        Evaluation lesson = eval("O(1,.5)", RuleSet.MCPNS);
        assertThat(lesson.at("0").a()).isCloseTo(mcpns.rootValue(), within(EPS));
        assertThat(lesson.at("0").b()).isCloseTo(mcpns.rootSecondary(), within(EPS));
        assertThat(eval("O(1,.5)", RuleSet.PPNS).at("0").a()).isCloseTo(ppns.rootValue(), within(EPS));
        for (RuleSet r : RuleSet.values()) {
            assertThat(r.algorithm().displayName()).isNotBlank();
        }
    }

    @Test
    void theta_keeps_unanimous_playouts_away_from_proof() {
        assertThat(eval("O(1,0)", RuleSet.PPNS).at("0").a()).isCloseTo(0.99, within(EPS));
        assertThat(eval("O(1,0)", RuleSet.PPNS).at("1").a()).isCloseTo(0.01, within(EPS));
        assertThat(eval("O(1,0)", RuleSet.PPNS).root().exact()).isEqualTo(AndOrTree.Status.UNKNOWN);
    }

    @Test
    void product_propagation_in_log_odds_on_the_lesson_6_tree() {
        Evaluation e = eval("O(A(O(.5,.5),O(.5,.5)),A(O(.5,.5),O(.5,.5)))", RuleSet.PP);
        double or2 = 0.75;
        double and2 = or2 * or2;
        assertThat(e.root().a()).isCloseTo(1 - (1 - and2) * (1 - and2), within(EPS));
        assertThat(e.root().b()).isCloseTo(Math.log(e.root().a() / (1 - e.root().a())), within(1e-9));
    }

    @Test
    void exact_status_follows_and_or_rules_and_stops_selection() {
        Evaluation e = eval("O(A(T,.6),A(F,T),A(.5,.5))", RuleSet.PNS);
        assertThat(e.at("1").exact()).isEqualTo(AndOrTree.Status.FALSE);
        assertThat(e.root().exact()).isEqualTo(AndOrTree.Status.UNKNOWN);
        assertThat(e.mostProvingPath().get(0)).isNotEqualTo(1);
        Evaluation solved = eval("O(A(T,T),A(F,T))", RuleSet.PNS);
        assertThat(solved.root().exact()).isEqualTo(AndOrTree.Status.TRUE);
        assertThat(solved.mostProvingNode()).isNull();
        assertThat(solved.root().a()).isZero();
    }

    @Test
    void trees_round_trip_through_the_page_address_and_bad_ones_are_explained() {
        String code = "O(A(.8,.3),A(T,.5),F)";
        assertThat(TreeCodec.encode(TreeCodec.decode(code))).isEqualTo(code);
        assertThat(TreeCodec.encode(AndOrTree.leaf(false, 0.25))).isEqualTo("a:.25");
        assertThat(TreeCodec.decode("a:.25").isOr()).isFalse();
        assertThatThrownBy(() -> TreeCodec.decode("O(.5,1.5)")).hasMessageContaining("character 6").hasMessageContaining("0..1");
        assertThatThrownBy(() -> TreeCodec.decode("O(.5")).hasMessageContaining("expected ')'");
        assertThatThrownBy(() -> TreeCodec.decode("X(.5)")).hasMessageContaining("expected a node");
        assertThatThrownBy(() -> TreeCodec.decode("O(" + ".5,".repeat(300) + ".5)")).hasMessageContaining("at most 200");
    }

    @Test
    void edits_make_new_trees() {
        AndOrTree t = TreeCodec.decode("O(A(.8,.3),.5)");
        AndOrTree edited = t.replace(List.of(0, 1), t.at(List.of(0, 1)).withLeaf(AndOrTree.Status.TRUE, 0.3));
        assertThat(edited.toString()).isEqualTo("O(A(.8,T),.5)");
        assertThat(t.toString()).isEqualTo("O(A(.8,.3),.5)");
        assertThat(t.replace(List.of(1), t.at(List.of(1)).withNewChild()).toString()).isEqualTo("O(A(.8,.3),A(.5))");
        assertThat(t.replace(List.of(0), t.at(List.of(0)).withoutChild(0)).toString()).isEqualTo("O(A(.3),.5)");
        assertThat(t.toggled().toString()).isEqualTo("A(A(.8,.3),.5)");
    }

    @Test
    void every_lesson_check_fails_as_given_and_passes_once_solved() {
        String[][] solutions = {
            {"O(A(T,T),A(F,T),A(.5,.5))"},
            {"O(A(.5,.5),A(.5,O(.5,.5)),A(T,T,.5))"},
            {"O(.8,.8,.7)", "O(.8,.8,.8,.8)"},
            {"A(.95,.95,.95)"},
            {"O(.65,.65)", "O(.9,.3)"},
            {"O(A(O(.95,.95),O(.95,.95)),A(O(.95,.95),O(.95,.95)))"},
        };
        for (Lesson lesson : Lessons.all()) {
            List<AndOrTree> given = lesson.liveTrees().stream().map(Lesson.LiveTree::tree).toList();
            assertThat(lesson.check().passes().test(new Lesson.CheckInput(given, false)))
                    .as("lesson " + lesson.number() + " as given").isFalse();
            if (lesson.number() <= solutions.length) {
                List<AndOrTree> solved = java.util.Arrays.stream(solutions[lesson.number() - 1]).map(TreeCodec::decode).toList();
                assertThat(lesson.check().passes().test(new Lesson.CheckInput(solved, false)))
                        .as("lesson " + lesson.number() + " solved").isTrue();
            } else {
                assertThat(lesson.check().passes().test(new Lesson.CheckInput(given, true))).isTrue();
            }
        }
        assertThat(Lessons.all()).hasSize(7);
    }

    @Test
    void the_stepper_replays_a_search_iteration_by_iteration() {
        SearchStepper stepper = new SearchStepper(new PGame(2, 4, 7), Algorithm.PNS);
        SearchStepper.Step zero = stepper.at(0);
        assertThat(zero.nodes()).isEqualTo(1);
        assertThat(zero.tree().children()).isEmpty();
        SearchStepper.Step one = stepper.at(1);
        assertThat(one.tree().children()).hasSize(2);
        assertThat(one.tree().children().get(0).fresh()).isTrue();
        assertThat(one.description()).contains("Iteration 1", "Selection", "Expansion", "Evaluation", "Backpropagation");
        SearchStepper.Step last = stepper.at(stepper.lastIteration());
        assertThat(last.root()).isNotEqualTo(Outcome.OUT);
        assertThat(stepper.at(3).tree()).isEqualTo(stepper.at(3).tree());
        assertThatThrownBy(() -> new SearchStepper(new PGame(2, 20, 1), Algorithm.PNS)).hasMessageContaining("at most");
    }

    @Test
    void the_svg_draws_or_as_squares_and_and_as_circles_with_the_path() {
        Evaluation e = eval("O(A(.5,.5),.5)", RuleSet.PNS);
        String svg = TreeSvg.render(DisplayNode.of(TreeCodec.decode("O(A(.5,.5),.5)"), e, false), "1");
        assertThat(svg).startsWith("<svg").endsWith("</svg>");
        // The root is OR, its children AND, their children OR again.
        assertThat(svg.split("<rect x", -1)).hasSize(1 + 3);
        assertThat(svg.split("<rect class=\"hit\"", -1)).hasSize(1 + 5);
        assertThat(svg.split("<circle", -1)).hasSize(1 + 2);
        assertThat(svg).contains("data-node=\"1\"", "selected", "mpn", "class=\"edge path\"");
    }
}
