package org.prooflab.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
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
        // Figure 3's point: SUM gives both AND nodes the same pn (6/12 + 6/12 against 2.4/12 + 9.6/12), though (b) has a
        // leaf very likely disproved; the lesson's first trees made SUM prefer one, which is not the paper's point.
        assertThat(eval("A(.5,.5)", RuleSet.MCPNS).root().a()).isCloseTo(1.0, within(EPS));
        assertThat(eval("A(.86,.14)", RuleSet.MCPNS).root().a()).isCloseTo(1.0, within(EPS));
        assertThat(eval("A(.86,.14)", RuleSet.MCPNS).at("1").a()).isCloseTo(0.8, within(EPS));
        // Figure 4: the AND rule tells them apart.
        assertThat(eval("A(.5,.5)", RuleSet.PPNS).root().a()).isCloseTo(0.25, within(EPS));
        assertThat(eval("A(.86,.14)", RuleSet.PPNS).root().a()).isCloseTo(0.86 * 0.14, within(EPS));
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
        assertThatThrownBy(() -> TreeCodec.decode("O(.5,1.5)")).hasMessageContaining("at \"1.5)\"").hasMessageContaining("from 0 to 1")
                .hasMessageNotContaining("character");
        assertThatThrownBy(() -> TreeCodec.decode("O(.5,")).hasMessageContaining("the tree ends too early, after \"O(.5,\"");
        assertThatThrownBy(() -> TreeCodec.decode("O(.5")).hasMessageContaining("expected ')'");
        assertThatThrownBy(() -> TreeCodec.decode("X(.5)")).hasMessageContaining("expected a node, found 'X'");
        assertThatThrownBy(() -> TreeCodec.decode("O(-1,.5)")).hasMessageContaining("at \"-1,.5)\"")
                .hasMessageContaining("a win rate must be from 0 to 1, not -1");
        assertThatThrownBy(() -> TreeCodec.decode("O(-0,.5)")).hasMessageContaining("without a sign, not -0");
        assertThatThrownBy(() -> TreeCodec.decode("O(+.5)")).hasMessageContaining("without a sign, not +.5");
        assertThatThrownBy(() -> TreeCodec.decode("O(-)")).hasMessageContaining("expected a node");
        assertThatThrownBy(() -> TreeCodec.decode("O(-.,.5,.5)")).hasMessageStartingWith("'-.' is not a number, at \"-.,.5,.5)\"");
        assertThatThrownBy(() -> TreeCodec.decode("O(" + ".5,".repeat(300) + ".5)")).hasMessageContaining("at most 200");
        // An empty tree= in an address, and a brace inside a name, said as such and where.
        assertThatThrownBy(() -> TreeCodec.decode("  ")).hasMessageStartingWith("the tree is empty (write O(...)");
        assertThatThrownBy(() -> TreeCodec.decode("O({a{b}.5)")).hasMessageStartingWith("a node name cannot contain { or }, at \"{b}.5)\"");
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
    void a_tree_reopens_from_its_address_exactly_as_it_was() {
        // Four places made .00001 a 0: the reloaded tree's values were all different.
        for (String text : new String[] {"O(.00001,.5,A(.5,.5))", "O(.123456789,A(.3333333333333333,T))", "a:.99999"}) {
            AndOrTree t = TreeCodec.decode(text);
            assertThat(TreeCodec.decode(TreeCodec.encode(t))).isEqualTo(t);
            assertThat(TreeCodec.encode(t)).isEqualTo(text);
        }
        // An AND node whose children are all removed becomes a leaf of the other type than its AND parent, as its address
        // reads it: it stayed AND, and reloading the address made it OR.
        AndOrTree t = TreeCodec.decode("A(A(.7,.4),.5)");
        AndOrTree bare = t.replace(List.of(0), t.at(List.of(0)).withoutChild(0).withoutChild(0));
        assertThat(bare.children().get(0).isLeaf()).isTrue();
        assertThat(bare.children().get(0).isOr()).isTrue();
        assertThat(TreeCodec.decode(TreeCodec.encode(bare)).children().get(0).isOr()).isTrue();
    }

    @Test
    void a_search_s_drawing_shows_an_unexpanded_node_of_its_parent_s_type_as_that_type() {
        // An OR node under the OR root (the address and Switch OR/AND allow it), drawn as a leaf until PNS expands it: it
        // was drawn AND, and named AND to a screen reader, until then.
        AndOrTree t = TreeCodec.decode("O(O(.5,.5),A(.5,.5))");
        TreeStepper stepper = new TreeStepper(t, org.prooflab.engine.search.Algorithm.PNS);
        DisplayNode first = stepper.plainTree(1);
        assertThat(first.children().get(0).children()).as("not expanded yet").isEmpty();
        assertThat(first.children().get(0).or()).isTrue();
    }

    @Test
    void every_lesson_check_fails_as_given_and_passes_once_solved() {
        String[][] solutions = {
            {"O(A(T,T),A(F,T),A(.5,.5))"},
            {"O(A(.5,.5),A(.5,O(.5,.5)),A(T,T,.5))"},
            {"O(.8,.8,.7)", "O(.9,.2,.2)"},
            {"O(.8,.8,.7)", "O(.8,.2,.2)", "A(.95,.95,.95)", "A(.86,.14)"},
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
        // Lesson 4 has two AND trees, and its task says "one of": the second one solved passes too, the first not alone.
        Lesson four = Lessons.get(4);
        assertThat(four.check().passes().test(new Lesson.CheckInput(java.util.stream.Stream.of("O(.8,.8,.7)", "O(.8,.2,.2)", "A(.5,.5)",
                "A(.9,.9,.9)").map(TreeCodec::decode).toList(), false))).as("lesson 4, AND tree (b) solved").isTrue();
        assertThat(four.check().passes().test(new Lesson.CheckInput(java.util.stream.Stream.of("O(.8,.8,.7)", "O(.8,.2,.2)", "A(.5,.5,.5)",
                "A(.86,.14)").map(TreeCodec::decode).toList(), false))).as("lesson 4, three children but p 0.125").isFalse();
    }

    @Test
    void a_solved_leaf_set_unknown_again_has_its_rate_again() {
        AndOrTree leaf = AndOrTree.leaf(false, 0.8);
        AndOrTree proved = leaf.withLeaf(AndOrTree.Status.TRUE, leaf.winRate());
        AndOrTree disproved = leaf.withLeaf(AndOrTree.Status.FALSE, leaf.winRate());
        assertThat(proved.withLeaf(AndOrTree.Status.UNKNOWN, proved.winRate()).winRate()).isEqualTo(0.8);
        assertThat(disproved.withLeaf(AndOrTree.Status.UNKNOWN, disproved.winRate()).winRate()).isEqualTo(0.8);
        // The kept rate is read by no rule: a TRUE leaf is p 1 and pn 0 whatever it keeps.
        for (RuleSet r : RuleSet.values()) {
            assertThat(r.evaluate(proved).root().exact()).isEqualTo(AndOrTree.Status.TRUE);
            assertThat(r.evaluate(proved).root().a()).isEqualTo(r.proofNumbers() ? 0 : 1);
        }
    }

    @Test
    void a_product_propagation_prior_is_never_0_or_1() {
        // The engine refuses a prior of 0 or 1 (Parameter.PRIOR); the lesson reads the slider's ends as 0.01 and 0.99.
        Evaluation e = RuleSet.PP.evaluate(TreeCodec.decode("O(0,0)"));
        assertThat(e.root().a()).isCloseTo(1 - 0.99 * 0.99, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(e.root().b()).isFinite();
        Evaluation high = RuleSet.PP.evaluate(TreeCodec.decode("A(1,1)"));
        assertThat(high.root().a()).isCloseTo(0.99 * 0.99, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(high.root().exact()).isEqualTo(AndOrTree.Status.UNKNOWN);
        assertThat(RuleSet.PP.evaluate(TreeCodec.decode("O(.3,.2)")).root().a()).isCloseTo(1 - 0.7 * 0.8, org.assertj.core.data.Offset.offset(1e-12));
    }

    @Test
    void switching_a_node_switches_its_leaves_with_it_as_the_address_does() {
        AndOrTree t = TreeCodec.decode("O(A(.8,.3),.5)");
        AndOrTree switched = t.replace(List.of(0), t.at(List.of(0)).toggled());
        assertThat(switched.toString()).isEqualTo("O(O(.8,.3),.5)");
        // Below the new OR node its leaves are AND (the defender's turn), not OR under OR.
        assertThat(switched.at(List.of(0, 0)).isOr()).isFalse();
        assertThat(switched.at(List.of(0, 1)).isOr()).isFalse();
        // What the address reads back is the tree on the page, types and all.
        for (RuleSet r : RuleSet.values()) {
            assertThat(DisplayNode.of(TreeCodec.decode(switched.toString()), r.evaluate(TreeCodec.decode(switched.toString())), false))
                    .isEqualTo(DisplayNode.of(switched, r.evaluate(switched), false));
        }
        AndOrTree root = t.toggled();
        assertThat(root.at(List.of(1)).isOr()).isTrue();
        assertThat(root.at(List.of(0)).isOr()).isFalse();
        assertThat(root.at(List.of(0, 0)).isOr()).isTrue();
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

    // ---- step mode on a drawn tree, the quiz, and how numbers are written ----

    @Test
    void pns_steps_on_the_lesson_2_tree_reveal_children_and_stop_at_a_drawn_leaf() {
        AndOrTree t = Lessons.get(2).liveTrees().get(0).tree();
        TreeStepper s = new TreeStepper(t, Algorithm.PNS);
        assertThat(s.at(0).tree().children()).isEmpty();
        assertThat(s.at(0).tree().lines()).containsExactly("pn 1", "dn 1");
        SearchStepper.Step one = s.at(1);
        assertThat(one.tree().children()).hasSize(3);
        assertThat(one.tree().children()).allMatch(DisplayNode::fresh);
        assertThat(one.description()).contains("Iteration 1", "Selection", "Expansion", "Evaluation", "Backpropagation");
        assertThat(s.at(2).description()).contains("(At OR the child with the smallest pn, at AND the smallest dn; the first of equals). Expansion")
                .doesNotContain(".).");
        // Ties go to the first child: a, then b (pn 1 against a's 2 once a is expanded), then c.
        assertThat(s.answer(1)).isEqualTo("0");
        assertThat(s.answer(2)).isEqualTo("1");
        assertThat(s.answer(3)).isEqualTo("2");
        // With every inner node of the drawn tree but b's OR child expanded, the most-proving node is the drawn leaf a.0.
        assertThat(s.lastIteration()).isEqualTo(4);
        assertThat(s.ending()).contains("next most-proving node would be node 0.0", "neither TRUE nor FALSE");
        // The search's tree at the end holds the root's values the static evaluation gives.
        assertThat(s.at(4).tree().lines()).startsWith("pn 2", "dn 3");
        assertThat(s.at(2).description()).contains("node a (0): pn 1 / dn 1 → pn 2 / dn 1").doesNotContain("the root:");
        assertThat(s.at(4).description()).contains("the root: pn 1 / dn 3 → pn 2 / dn 3");
    }

    @Test
    void a_drawn_tree_that_is_solved_is_proved_by_step_mode_under_every_solver() {
        AndOrTree t = TreeCodec.decode("O(A(T,T),A(F,.5),.4)");
        for (Algorithm a : List.of(Algorithm.PNS, Algorithm.MCPNS, Algorithm.PPNS, Algorithm.PP, Algorithm.UCT, Algorithm.MCTS)) {
            TreeStepper s = new TreeStepper(t, a);
            assertThat(s.at(s.lastIteration()).root()).as(a.name()).isEqualTo(Outcome.PROVED);
            assertThat(s.at(s.lastIteration()).description()).as(a.name()).contains("The root is proved");
            assertThat(s.at(0).root()).isEqualTo(Outcome.OUT);
        }
        assertThatThrownBy(() -> new TreeStepper(t, Algorithm.EXACT)).hasMessageContaining("step mode runs");
    }

    @Test
    void mcts_steps_visit_unvisited_children_first_then_the_best_mean_and_uct_explores() {
        AndOrTree t = Lessons.get(5).liveTrees().get(1).tree(); // O({g}.9,.3)
        TreeStepper mcts = new TreeStepper(t, Algorithm.MCTS);
        assertThat(mcts.answer(0)).isEqualTo("0");
        assertThat(mcts.answer(1)).isEqualTo("1");
        assertThat(mcts.at(2).tree().children().get(0).lines()).containsExactly("v 0.9", "n 10", "r 0.9");
        assertThat(mcts.at(2).tree().lines()).containsExactly("v 0.6", "n 20", "was v 0.9 n 10");
        // Greedy on the mean: the pure MCTS solver never goes back to the poor child.
        for (int k = 2; k < 30; k++) {
            assertThat(mcts.answer(k)).isEqualTo("0");
        }
        // UCT's exploration term brings it back to the poor child now and then.
        TreeStepper uct = new TreeStepper(t, Algorithm.UCT);
        long poor = java.util.stream.IntStream.range(2, 30).filter(k -> "1".equals(uct.answer(k))).count();
        assertThat(poor).isPositive();
        assertThat(uct.at(3).description()).contains("Selection", "playouts", "Backpropagation", "the root: v 0.6 / n 20 → v 0.7 / n 30");
    }

    @Test
    void the_quiz_scores_the_right_node_and_explains_a_wrong_one_with_the_numbers() {
        StepQuiz s = new StepQuiz(new TreeStepper(Lessons.get(2).liveTrees().get(0).tree(), Algorithm.PNS));
        assertThat(s.explain(2, "1")).startsWith("Right");
        assertThat(s.check(2, "1")).isEqualTo(new StepQuiz.Verdict(true, "✓ " + s.explain(2, "1")));
        String wrong = s.explain(2, "0");
        assertThat(wrong).contains("the answer is node b (1)", "smallest pn", "node b (1) has pn 1", "node a (0) has pn 2");
        assertThat(s.check(2, "0").right()).isFalse();
        assertThat(s.check(2, "0").explanation()).startsWith("✗ You chose node a (0). Not quite");
        assertThat(s.explain(1, "2")).contains("the same pn, and the first from the left is taken");
        assertThat(s.explain(2, "")).contains("on the way");
        // The quiz hides the backed-up numbers of inner nodes, not the leaves' own.
        DisplayNode q = s.question(2);
        assertThat(q.lines()).containsExactly("?");
        assertThat(q.children().get(1).lines()).containsExactly("pn 1", "dn 1");
        assertThat(q.onPath()).isFalse();
        StepQuiz m = new StepQuiz(new TreeStepper(TreeCodec.decode("O(.9,.3)"), Algorithm.MCTS));
        assertThat(m.explain(2, "1")).contains("the answer is node 0", "node 0 has v 0.9, n 10", "node 1 has v 0.3, n 10");
        // The drawn tree's MCTS takes the first unvisited child from the left: after node 0, node 2 is wrong.
        StepQuiz three = new StepQuiz(new TreeStepper(TreeCodec.decode("O(.9,.3,.5)"), Algorithm.MCTS));
        assertThat(three.isRight(1, "2")).isFalse();
        assertThat(three.explain(1, "2")).contains("has not been visited yet", "the first from the left");
        // The root's first values are a change too: "no value changed above" hid them.
        assertThat(new TreeStepper(TreeCodec.decode("O(.9,.3)"), Algorithm.MCTS).at(1).description())
                .contains("Backpropagation: the root: v – / n 0 → v 0.9 / n 10.");
        StepQuiz u = new StepQuiz(new TreeStepper(TreeCodec.decode("O(.9,.3)"), Algorithm.UCT));
        assertThat(u.explain(2, "1")).contains("score 0.9 + 0.651 = 1.551");
    }

    @Test
    void the_quiz_on_a_p_game_tree_asks_for_the_node_the_engines_search_expands_next() {
        SearchStepper pns = new SearchStepper(new PGame(2, 4, 7), Algorithm.PNS);
        StepQuiz quiz = new StepQuiz(pns);
        // Iteration 1 expands the root; iteration 2 the first child (both at pn 1: the first from the left).
        assertThat(pns.answer(0)).isEmpty();
        assertThat(quiz.check(0, "").right()).isTrue();
        assertThat(pns.answer(1)).isEqualTo("0");
        assertThat(quiz.check(1, "1").right()).isFalse();
        assertThat(quiz.explain(1, "1")).contains("the answer is node 0", "smallest pn", "node 0 has pn 1", "node 1 has pn 1",
                "the same pn, and the first from the left is taken");
        // The selection names each node on the way as the quiz does: "root → 0 → 0.1", not by its move alone ("root → 0 → 1").
        String deep = java.util.stream.IntStream.range(0, pns.lastIteration()).mapToObj(pns::answer).filter(a -> a.chars().filter(c -> c == '.').count() == 1)
                .findFirst().orElseThrow();
        int at = java.util.stream.IntStream.range(0, pns.lastIteration()).filter(k -> deep.equals(pns.answer(k))).findFirst().orElseThrow();
        assertThat(pns.at(at + 1).description()).contains("root → " + deep.substring(0, deep.indexOf('.')) + " → " + deep + ". ");
        // A tie in pn is a tie whatever the dn: selection at an OR node compares pn alone.
        StepQuiz tie = new StepQuiz(new SearchStepper(new PGame(2, 6, 1), Algorithm.PNS));
        assertThat(tie.explain(5, "1")).contains("node 0 has pn 2, dn 2; node 1 has pn 2, dn 1: the same pn, and the first from the left is taken.");
        // Every answer is the node the next step shows expanded, and the question hides the inner numbers.
        for (int k = 0; k < pns.lastIteration(); k++) {
            String answer = pns.answer(k);
            assertThat(pns.at(k + 1).tree().find(answer).mostProving()).as("iteration %d", k + 1).isTrue();
            assertThat(quiz.isRight(k, answer)).isTrue();
            DisplayNode question = quiz.question(k);
            assertThat(question.onPath()).isFalse();
            if (!question.children().isEmpty()) {
                assertThat(question.lines()).containsExactly("?");
            }
        }
        assertThat(quiz.asks(pns.lastIteration())).isFalse();
        assertThat(quiz.explain(pns.lastIteration(), "")).startsWith("The search is over: The root is");
    }

    @Test
    void the_quiz_on_a_p_game_tree_takes_any_unvisited_child_where_the_engines_mcts_draws_at_random() {
        SearchStepper mcts = new SearchStepper(new PGame(3, 4, 7), Algorithm.MCTS);
        StepQuiz quiz = new StepQuiz(mcts);
        // Iteration 0 shows the root alone, and iteration 1 values a child it does not show: selection stops at the root.
        assertThat(quiz.isRight(0, "")).isTrue();
        // After iteration 1 one of the root's three children is visited; the engine draws the next among the other two.
        List<String> unvisited = List.of("0", "1", "2").stream().filter(c -> mcts.values(1, c).b() == 0).toList();
        assertThat(unvisited).hasSize(2);
        String visited = List.of("0", "1", "2").stream().filter(c -> !unvisited.contains(c)).findFirst().orElseThrow();
        String drawn = mcts.answer(1);
        assertThat(unvisited).contains(drawn);
        for (String child : unvisited) {
            assertThat(quiz.isRight(1, child)).as(child).isTrue();
        }
        assertThat(quiz.isRight(1, visited)).isFalse();
        assertThat(quiz.explain(1, visited)).contains("has not been visited yet", "at random");
        String other = unvisited.get(0).equals(drawn) ? unvisited.get(1) : unvisited.get(0);
        assertThat(quiz.explain(1, other)).startsWith("Right: node " + other + ".").contains("unvisited children come first",
                "at random", "the engine drew node " + drawn);
        assertThat(quiz.isRight(1, "")).isFalse();
        assertThat(quiz.question(1).lines()).as("the MCTS quiz keeps the numbers it selects by").isNotEqualTo(List.of("?"));
    }

    @Test
    void the_p_game_stepper_runs_the_uct_and_mcts_solvers_too() {
        for (Algorithm a : List.of(Algorithm.UCT, Algorithm.MCTS)) {
            SearchStepper s = new SearchStepper(new PGame(2, 4, 7), a);
            SearchStepper.Step one = s.at(1);
            assertThat(one.tree().children()).hasSize(2);
            assertThat(one.tree().children().stream().filter(DisplayNode::mostProving).count()).isEqualTo(1);
            assertThat(one.description()).contains("random playouts", "Backpropagation");
            assertThat(s.at(s.lastIteration()).root()).isNotEqualTo(Outcome.OUT);
        }
    }

    @Test
    void a_proved_node_under_mcts_is_worth_a_win_not_the_average() {
        Evaluation e = eval("O(T,.3)", RuleSet.MCTS);
        assertThat(e.root().exact()).isEqualTo(AndOrTree.Status.TRUE);
        assertThat(e.label("")).isEqualTo("v 1");
        assertThat(eval("A(F,.3)", RuleSet.MCTS).label("")).isEqualTo("v 0");
        assertThat(eval("O(.6,.7)", RuleSet.MCTS).label("")).isEqualTo("v 0.65");
    }

    @Test
    void lesson_6_shows_a_real_underflow_and_what_log_odds_keep() {
        double[] x = Lessons.precisionNumbers();
        assertThat(x[0]).as("170 plain products of 0.01").isZero();
        assertThat(x[1]).as("their log-odds").isLessThan(-700).isFinite();
        assertThat(x[2]).as("1 - 0.1^20 plainly").isEqualTo(1.0);
        assertThat(x[3]).as("its log-odds").isCloseTo(20 * Math.log(10), within(0.01));
        String text = Lessons.get(6).blocks().stream().filter(b -> b instanceof Lesson.Text t && "A real underflow".equals(t.heading()))
                .map(b -> ((Lesson.Text) b).body()).findFirst().orElseThrow();
        assertThat(text).contains("exactly 0", "exactly 1", "0.99997", "L = 46.05").doesNotContainPattern("\\d[eE][-+]?\\d");
    }

    @Test
    void each_lesson_shows_only_the_rules_taught_so_far() {
        assertThat(Lessons.taughtIn(1)).isEmpty();
        assertThat(Lessons.taughtIn(2)).containsExactly(RuleSet.PNS);
        assertThat(Lessons.taughtIn(7)).containsExactlyInAnyOrder(RuleSet.values());
        for (Lesson l : Lessons.all()) {
            for (Lesson.LiveTree t : l.liveTrees()) {
                if (l.number() > 1) {
                    assertThat(Lessons.taughtIn(l.number())).as("lesson " + l.number() + " " + t.name()).containsAll(t.rules());
                }
            }
        }
    }

    @Test
    void every_tree_a_lesson_text_names_is_on_its_page() {
        for (Lesson l : Lessons.all()) {
            String text = l.blocks().stream().filter(Lesson.Text.class::isInstance).map(b -> ((Lesson.Text) b).body())
                    .reduce("", String::concat);
            List<String> names = l.liveTrees().stream().map(Lesson.LiveTree::name).toList();
            for (String named : List.of("tree (a)", "tree (b)")) {
                if (text.contains(named)) {
                    assertThat(names).as("lesson " + l.number() + " refers to " + named).contains(named);
                }
            }
        }
        assertThat(Lessons.get(3).liveTrees()).hasSize(4);
        assertThat(Lessons.get(4).liveTrees()).extracting(Lesson.LiveTree::name).contains("tree (a)", "tree (b)", "the AND tree (a) (Figure 4)");
    }

    @Test
    void node_names_round_trip_and_are_drawn_as_text() {
        String code = "O({a}A(.5,{b}T),{<img src=x onerror=alert(1)>}.3)";
        AndOrTree t = TreeCodec.decode(code);
        assertThat(TreeCodec.encode(t)).isEqualTo(code);
        assertThat(t.at(List.of(1)).name()).isEqualTo("<img src=x onerror=alert(1)>");
        String svg = TreeSvg.render(DisplayNode.of(t, RuleSet.PNS.evaluate(t), false), null);
        assertThat(svg).contains("class=\"name\"", "&lt;img src=x onerror=alert(1)&gt;").doesNotContain("<img");
        assertThatThrownBy(() -> TreeCodec.decode("O({a.5)")).hasMessageContaining("not closed");
        assertThatThrownBy(() -> t.withName("x".repeat(50))).hasMessageContaining("at most 40");
    }

    /** Each node's clickable box in a drawing, by row: x from and to, from the hit rectangles. */
    private static Map<Double, List<double[]>> boxesByRow(String svg) {
        Map<Double, List<double[]>> rows = new java.util.TreeMap<>();
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("<rect class=\"hit\" x=\"([-0-9.]+)\" y=\"([-0-9.]+)\" width=\"([0-9.]+)\"").matcher(svg);
        while (m.find()) {
            double x = Double.parseDouble(m.group(1));
            rows.computeIfAbsent(Double.parseDouble(m.group(2)), k -> new java.util.ArrayList<>()).add(new double[] {x, x + Double.parseDouble(m.group(3))});
        }
        return rows;
    }

    @Test
    void a_long_name_widens_its_own_column_only_and_no_two_nodes_of_a_row_overlap() {
        String name = "a name of forty characters, all of them!";
        AndOrTree plain = TreeCodec.decode("O(A(.5,.5,.5),A(.5,.5),.5)");
        for (String code : List.of("O(A({" + name + "}.5,.5,.5),A(.5,.5),.5)", "O({" + name + "}A(.5,.5,.5),A(.5,.5),.5)",
                "O(A(.5,.5,.5),{" + name + "}A(.5,.5),.5)", "{" + name + "}O(.5,.5)", "O({" + name + "}.5,{" + name + "}.5)",
                // children of unequal widths: the middle over them would put the name past its span
                "O({" + name + "}A(A(.5,.5,.5,.5),.5),.5)")) {
            AndOrTree t = TreeCodec.decode(code);
            DisplayNode d = DisplayNode.of(t, RuleSet.PNS.evaluate(t), false);
            DisplayNode bare = DisplayNode.of(plain, RuleSet.PNS.evaluate(plain), false);
            double column = TreeSvg.columnOf(bare);
            assertThat(TreeSvg.columnOf(d)).as(code + ": the common column is the values' width").isEqualTo(column);
            String svg = TreeSvg.render(d, null);
            assertThat(svg).contains(name);
            // Wider by the name's extra width at most (two names side by side: twice), not a name's width a leaf.
            int leaves = svg.split("leaf[ \"]", -1).length - 1;
            assertThat(leaves).isIn(2, 6);
            assertThat(TreeSvg.width(d, java.util.Set.of())).as(code).isLessThan(leaves * column + 2 * name.length() * 7.2 + 28);
            for (Map.Entry<Double, List<double[]>> row : boxesByRow(svg).entrySet()) {
                List<double[]> boxes = row.getValue().stream().sorted(java.util.Comparator.comparingDouble(b -> b[0])).toList();
                assertThat(boxes.getFirst()[0]).as(code + " inside the drawing").isGreaterThanOrEqualTo(0);
                assertThat(boxes.getLast()[1]).as(code + " inside the drawing").isLessThanOrEqualTo(TreeSvg.width(d, java.util.Set.of()));
                for (int i = 1; i < boxes.size(); i++) {
                    assertThat(boxes.get(i)[0]).as(code + ": row " + row.getKey() + " box " + i).isGreaterThanOrEqualTo(boxes.get(i - 1)[1]);
                }
            }
        }
        String longLeaf = TreeSvg.render(DisplayNode.of(TreeCodec.decode("O({" + name + "}.5,.5,.5,.5)"),
                RuleSet.PNS.evaluate(TreeCodec.decode("O({" + name + "}.5,.5,.5,.5)")), false), null);
        List<double[]> leaves = boxesByRow(longLeaf).values().stream().skip(1).findFirst().orElseThrow();
        assertThat(leaves.get(1)[1] - leaves.get(1)[0]).as("the other leaves keep the common column")
                .isEqualTo(leaves.get(2)[1] - leaves.get(2)[0]).isLessThan(leaves.get(0)[1] - leaves.get(0)[0]);
    }

    @Test
    void folded_subtrees_are_not_drawn_and_move_labels_stay_off_the_edges() {
        AndOrTree t = TreeCodec.decode("O(A(.5,.5),A(.5,.5))");
        DisplayNode d = DisplayNode.of(t, RuleSet.PNS.evaluate(t), false);
        String open = TreeSvg.render(d, null, java.util.Set.of(), false);
        String folded = TreeSvg.render(d, null, java.util.Set.of("0"), false);
        assertThat(open).contains("data-node=\"0.1\"", "data-toggle=\"0\"");
        assertThat(folded).doesNotContain("data-node=\"0.1\"").contains("+2 hidden", "show the subtree of node 0");
        assertThat(TreeSvg.standalone(d)).contains("<style>").doesNotContain("var(--");
        // The width the page keeps a tree readable by is the drawing's own: 4 leaves open, 3 columns with 0 folded.
        assertThat(open).contains("viewBox=\"0 0 " + Math.round(TreeSvg.width(d, java.util.Set.of())) + " ");
        assertThat(folded).contains("viewBox=\"0 0 " + Math.round(TreeSvg.width(d, java.util.Set.of("0"))) + " ");
        assertThat(TreeSvg.width(d, java.util.Set.of())).isEqualTo(4 * TreeSvg.columnOf(d));
        assertThat(TreeSvg.width(d, java.util.Set.of("0"))).isEqualTo(3 * TreeSvg.columnOf(d));
        SearchStepper.Step step = new SearchStepper(new PGame(2, 3, 7), Algorithm.PNS).at(1);
        String svg = TreeSvg.render(step.tree(), null);
        assertThat(svg).contains("class=\"edge-label\" text-anchor=\"end\"", "class=\"edge-label\" text-anchor=\"start\"");
    }

    @Test
    void lesson_7_positions_are_solved_by_the_solvers_their_links_name_within_the_lab_s_limits() {
        List<Lesson.Link> links = Lessons.get(7).blocks().stream().filter(Lesson.Link.class::isInstance).map(Lesson.Link.class::cast).toList();
        assertThat(links).hasSize(3);
        for (Lesson.Link link : links) {
            java.net.URI uri = java.net.URI.create(link.href());
            var game = org.prooflab.engine.game.GameKind.byId(uri.getPath().substring("lab/".length()));
            java.util.Map<String, String> query = new java.util.HashMap<>();
            for (String part : uri.getQuery().split("&")) {
                query.put(part.substring(0, part.indexOf('=')), part.substring(part.indexOf('=') + 1));
            }
            String[] solvers = query.get("solvers").split(",");
            assertThat(solvers).hasSizeGreaterThanOrEqualTo(1);
            for (String id : solvers) {
                Algorithm a = Algorithm.byId(id);
                assertThat(link.text()).as("the link names the solver it selects").contains(a.displayName());
                var result = org.prooflab.engine.search.Solvers.create(a, org.prooflab.engine.search.SearchParameters.defaults(game))
                        .solve(game.parse(query.get("position")), org.prooflab.engine.search.Goal.WIN,
                                new org.prooflab.engine.search.Limits(1_000_000, Long.MAX_VALUE, 30_000),
                                org.prooflab.engine.search.SearchControl.none());
                assertThat(result.outcome()).as(link.text() + " with " + a.displayName()).isNotEqualTo(Outcome.OUT);
            }
        }
    }
}
