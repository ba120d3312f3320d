package org.prooflab.engine.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.game.pgame.PGameNotation;

class PGameTest {

    private static int valueOfPath(PGame game, String path) {
        for (char c : path.toCharArray()) {
            game.play(c - '0');
        }
        int before = 0;
        game.undo();
        before = game.score();
        game.play(path.charAt(path.length() - 1) - '0');
        return game.score() - before;
    }

    @Test
    void root_key_matches_the_spec() {
        assertThat(Rng.mix(17)).isEqualTo(0x302B8631721C51BEL);
        assertThat(new PGame(2, 3, 17).hash()).isEqualTo(0x302B8631721C51BEL);
    }

    @Test
    void move_values_of_the_spec_check_tree() {
        String[] paths = {"0", "00", "01", "1", "10", "11", "000", "001", "010", "011", "100", "101", "110", "111"};
        int[] values = {25, 0, -101, 125, -69, -47, 43, 94, 92, 112, 62, 16, 70, 81};
        for (int i = 0; i < paths.length; i++) {
            assertThat(valueOfPath(new PGame(2, 3, 17), paths[i])).as("path " + paths[i]).isEqualTo(values[i]);
        }
        // As the spec's table writes them, MIN's 0 as -0.
        String[] written = {"+25", "-0", "-101", "+125", "-69", "-47", "+43", "+94", "+92", "+112", "+62", "+16", "+70", "+81"};
        for (int i = 0; i < paths.length; i++) {
            PGame g = new PGame(2, 3, 17);
            for (char c : paths[i].toCharArray()) {
                g.play(c - '0');
            }
            assertThat(g.lastMoveValueText()).as("path " + paths[i]).isEqualTo(written[i]);
        }
    }

    @Test
    void leaf_scores_of_the_spec_check_tree_are_all_max_wins() {
        String[] leaves = {"000", "001", "010", "011", "100", "101", "110", "111"};
        int[] scores = {68, 119, 16, 36, 118, 72, 148, 159};
        for (int i = 0; i < leaves.length; i++) {
            PGame g = new PGame(2, 3, 17);
            for (char c : leaves[i].toCharArray()) {
                g.play(c - '0');
            }
            assertThat(g.isTerminal()).isTrue();
            assertThat(g.score()).isEqualTo(scores[i]);
            assertThat(g.winner()).isEqualTo(0);
        }
    }

    @Test
    void notation_round_trips_with_a_path() {
        PGame g = PGame.parse("pgame:b=3,d=5,seed=18446744073709551615,path=2.0.1");
        assertThat(g.depth()).isEqualTo(3);
        assertThat(g.seed()).isEqualTo(-1L);
        assertThat(g.currentPlayer()).isEqualTo(1);
        assertThat(g.notation()).isEqualTo("pgame:b=3,d=5,seed=18446744073709551615,path=2.0.1");
        assertThat(PGame.parse(g.notation()).score()).isEqualTo(g.score());
    }

    @Test
    void malformed_positions_name_the_problem_and_what_is_allowed() {
        assertThatThrownBy(() -> PGame.parse("pgame:b=0,d=20,seed=1"))
                .hasMessageContaining("character 9").hasMessageContaining("from 1 to 64");
        assertThatThrownBy(() -> PGame.parse("pgame:b=2,d=20,seed=-4"))
                .hasMessageContaining("seed '-4' is not allowed: it must be a whole number from 0 to 18,446,744,073,709,551,615, "
                        + "in plain digits (a comma here starts the next field)");
        assertThatThrownBy(() -> PGame.parse("pgame:b=2,d=20,seed=18446744073709551616")).hasMessageContaining("seed '18446744073709551616'");
        assertThatThrownBy(() -> PGame.parse("pgame:b=2,d=20,seed=1_000")).hasMessageContaining("seed '1_000' is not allowed");
        assertThatThrownBy(() -> PGame.parse("pgame:b=2,d=20")).hasMessageContaining("needs b, d and seed");
        assertThatThrownBy(() -> PGame.parse("pgame:b=2,x=3,d=2,seed=1")).hasMessageContaining("unknown field 'x'");
        assertThatThrownBy(() -> PGame.parse("tree:b=2")).hasMessageContaining("starts with 'pgame:'");
        assertThatThrownBy(() -> PGame.parse("pgame:b=2,d=2,seed=1,path=0.5"))
                .hasMessage("at character 29: step 2 of the path, 5, is past the last child: a step is a whole number from 0 to 1 (b=2)");
        assertThatThrownBy(() -> PGame.parse("pgame:b=2,d=2,seed=1,path=0.1.0")).hasMessage("at character 31: the path is longer "
                + "than the tree is deep: it has 3 steps, and a tree of depth d=2 allows at most 2");
        // A second value was read over the first: d=4 here.
        assertThatThrownBy(() -> PGame.parse("pgame:b=2,d=3,seed=1,d=4")).hasMessageContaining("d is given twice");
    }

    @Test
    void a_seed_written_in_thousands_groups_is_told_that_commas_separate_the_fields() {
        // The comma of 1,000 ended the seed field, and "000" was answered as a field without a name.
        String seed = "a whole number from 0 to 18,446,744,073,709,551,615, written in plain digits, without commas or underscores";
        assertThatThrownBy(() -> PGame.parse("pgame:b=2,d=20,seed=1,000")).hasMessage("at character 23: expected name=value, "
                + "found '000': commas separate the fields of a P-game, so its seed is " + seed + ": seed=1000, not seed=1,000");
        assertThatThrownBy(() -> PGame.parse("pgame:b=2,d=20,seed=18,446,744,073,709,551,615,path=0")).hasMessageEndingWith(
                ": seed=18446744073709551615, not seed=18,446,744,073,709,551,615");
        assertThatThrownBy(() -> PGame.parse("pgame:seed=1, 000,b=2,d=20")).hasMessageEndingWith(": seed=1000, not seed=1,000");
        // A form that shows the fields one by one gets the seed as written, and the same words for it.
        assertThat(PGameNotation.fieldsAsWritten("pgame:b=2,seed=1, 000,000,d=20")).containsEntry("seed", "1,000,000")
                .containsEntry("d", "20");
        assertThat(PGameNotation.partsNotFields("pgame:b=2,seed=1, 000,000,d=20,seed=2,000")).containsExactly("seed=2,000");
        assertThatThrownBy(() -> PGameNotation.refuseSeedInGroups("pgame:b=2,d=20,seed=1,000"))
                .hasMessage("commas separate the fields of a P-game, so its seed is " + seed + ": seed=1000, not seed=1,000");
        PGameNotation.refuseSeedInGroups("pgame:b=2,d=20,seed=1,x");
        PGameNotation.refuseSeedInGroups("pgame:b=2,000,d=20,seed=1_000");
        // Digits after another field, and other text after the seed, are no part of a seed.
        assertThatThrownBy(() -> PGame.parse("pgame:b=2,000,d=20,seed=1"))
                .hasMessage("at character 11: expected name=value, found '000': allowed names are b, d, seed, path");
        assertThatThrownBy(() -> PGame.parse("pgame:b=2,d=20,seed=1,x"))
                .hasMessage("at character 23: expected name=value, found 'x': allowed names are b, d, seed, path");
    }

    @Test
    void every_number_of_the_notation_is_plain_digits_as_its_messages_say() {
        // Long.parseUnsignedLong and Integer.parseInt also read a '+' and other scripts' digits: "+17" and "١٧" were 17.
        String seedMessage = "is not allowed: it must be a whole number from 0 to 18,446,744,073,709,551,615, "
                + "in plain digits (a comma here starts the next field)";
        for (String n : new String[] {"+17", "\u0661\u0667", "\uFF11\uFF17"}) {
            assertThatThrownBy(() -> PGame.parse("pgame:b=2,d=20,seed=" + n)).as(n)
                    .hasMessage("at character 21: seed '" + n + "' " + seedMessage);
        }
        // A form that shows the seed as written reads it as parse does, with parse's words.
        assertThat(PGameNotation.seed(" 18446744073709551615 ")).isEqualTo(-1L);
        assertThatThrownBy(() -> PGameNotation.seed("1_000")).hasMessage("seed '1_000' " + seedMessage);
        for (String n : new String[] {"+2", "\u0662"}) {
            assertThatThrownBy(() -> PGame.parse("pgame:b=" + n + ",d=20,seed=1")).as(n)
                    .hasMessage("at character 9: branching b '" + n + "' is not allowed: it must be a whole number from 1 to 64");
            assertThatThrownBy(() -> PGame.parse("pgame:b=2,d=" + n + ",seed=1")).as(n)
                    .hasMessage("at character 13: depth d '" + n + "' is not allowed: it must be a whole number from 1 to 64");
            assertThatThrownBy(() -> PGameNotation.path("0." + n, 3, 3)).as(n).hasMessageContaining("step 2 of the path, '" + n + "', is not a child index");
            assertThatThrownBy(() -> new PGame(3, 3, 1).parseMove(n)).as(n).hasMessage("at character 1: '" + n
                    + "' is not a child index: allowed are 0 to 2");
        }
        // Plain digits are read as before, leading zeros too.
        assertThat(PGame.parse("pgame:b=02,d=020,seed=017,path=01").notation()).isEqualTo("pgame:b=2,d=20,seed=17,path=1");
        assertThat(new PGame(3, 3, 1).parseMove(" 2 ")).isEqualTo(2);
    }

    @Test
    void a_path_names_each_wrong_step_and_what_a_step_may_be() {
        assertThat(PGameNotation.path("", 2, 3)).isEmpty();
        // A path is read against a b; only the lab's pathForm checks a form without one.
        assertThatThrownBy(() -> PGameNotation.path("0", 0, 3)).isInstanceOf(IllegalArgumentException.class);
        PGameNotation.pathForm("70.1", 3);
        assertThatThrownBy(() -> PGameNotation.pathForm("x", 3)).hasMessageContaining("a step is a whole number below b (once b is right)");
        assertThat(PGameNotation.path("1.0.1", 2, 3)).containsExactly(1, 0, 1);
        assertThat(PGameNotation.path("63.07", 64, 2)).containsExactly(63, 7);
        assertThatThrownBy(() -> PGameNotation.path("0.x", 2, 3)).hasMessage("at character 3: step 2 of the path, 'x', is not a child index: "
                + "a step is a whole number from 0 to 1 (b=2), and the steps are separated by dots, as in 0.1.1");
        assertThatThrownBy(() -> PGameNotation.path("0,1", 2, 3)).hasMessageContaining("step 1 of the path, '0,1', is not a child index");
        assertThatThrownBy(() -> PGameNotation.path("-1", 2, 3)).hasMessageContaining("'-1', is not a child index");
        assertThatThrownBy(() -> PGameNotation.path("0..1", 2, 3)).hasMessage("at character 3: step 2 of the path is empty: "
                + "the steps are child indices separated by single dots, as in 0.1.1");
        assertThatThrownBy(() -> PGameNotation.path("1", 1, 3)).hasMessage("at character 1: step 1 of the path, 1, is past the last child: "
                + "a step is 0 (b=1: one child)");
        assertThatThrownBy(() -> PGameNotation.path("99999999999", 2, 3)).hasMessageContaining("is past the last child");
        assertThatThrownBy(() -> PGameNotation.path("0.0.0.0", 2, 3)).hasMessageContaining("it has 4 steps, and a tree of depth d=3 allows at most 3");
        PGame leaf = PGame.parse("pgame:b=2,d=3,seed=17,path=1.1.0");
        assertThat(leaf.path()).containsExactly(1, 1, 0);
        assertThat(leaf.pathText()).isEqualTo("1.1.0");
        assertThat(leaf.isTerminal()).isTrue();
        assertThat(leaf.score()).isEqualTo(148);
    }


    @Test
    void playouts_end_at_a_leaf_with_the_leaf_winner() {
        PGame g = new PGame(2, 3, 17);
        Rng rng = new Rng(5);
        for (int i = 0; i < 50; i++) {
            assertThat(g.randomPlayout(rng, 100, new int[2])).isEqualTo(0);
        }
        assertThat(g.randomPlayout(rng, 2, new int[2])).isEqualTo(GameState.NO_RESULT);
    }

    /**
     * The fast playout against the game's public rules: the same random numbers drive {@code play} (one a move, a
     * child's index) to a leaf, whose winner is read from its score as the spec says (MAX wins above 0, MIN below,
     * 0 is a draw). Small trees, so that draws and MIN's wins come up too: the spec's check tree has MAX win every leaf.
     */
    @Test
    void a_playout_ends_as_the_same_random_moves_played_one_by_one_end_draws_and_min_wins_included() {
        int[] seen = new int[4];
        int[] moves = new int[4];
        for (int i = 0; i < 3000; i++) {
            int b = 2 + i % 2;
            int d = 1 + i % 4;
            PGame start = new PGame(b, d, 1000 + i / 8);
            Rng walk = new Rng(i);
            int from = walk.nextInt(d);
            for (int k = 0; k < from; k++) {
                start.play(walk.nextInt(b));
            }
            int maxPlies = i % 5 == 0 ? 1 : Integer.MAX_VALUE;
            int fast = start.randomPlayout(new Rng(i), maxPlies, new int[b]);
            Rng rng = new Rng(i);
            int played = 0;
            while (!start.isTerminal() && played < maxPlies) {
                start.play(moves[rng.nextInt(start.legalMoves(moves))]);
                played++;
            }
            int slow = !start.isTerminal() ? GameState.NO_RESULT : start.score() > 0 ? 0 : start.score() < 0 ? 1 : GameState.DRAW;
            assertThat(fast).as("b=%d d=%d seed %d, %d plies in, seed %d", b, d, 1000 + i / 8, from, i).isEqualTo(slow);
            seen[slow == GameState.NO_RESULT ? 3 : slow == GameState.DRAW ? 2 : slow]++;
        }
        assertThat(java.util.Arrays.stream(seen).min().orElseThrow()).as("the fewest of MAX wins, MIN wins, draws, playouts cut short: " + java.util.Arrays.toString(seen)).isPositive();
    }

    @Test
    void a_refused_tree_names_its_fields_as_written_for_a_form_to_show_one_by_one() {
        assertThatThrownBy(() -> PGame.parse("pgame:b=2,d=0,seed=1")).isInstanceOf(NotationException.class);
        assertThat(PGameNotation.fieldsAsWritten("pgame:b=2,d=0,seed=1")).containsExactlyInAnyOrderEntriesOf(
                java.util.Map.of("b", "2", "d", "0", "seed", "1"));
        assertThat(PGameNotation.fieldsAsWritten(" b = x ,junk,d=3,d=4")).containsExactlyInAnyOrderEntriesOf(java.util.Map.of("b", "x", "d", "3"));
        assertThat(PGameNotation.partsNotFields("pgame: b = x ,junk,d=3,d=4,,x=<img>,path=0.1")).containsExactly("junk", "d=4", "x=<img>");
        assertThat(PGameNotation.partsNotFields("pgame:b=2,d=20,seed=17,path=0.1.1")).isEmpty();
    }

    @Test
    void a_leaf_whose_score_is_0_is_a_draw_and_no_win_for_max() {
        // Every b = 2, d = 2 tree of seeds 0 to 4,999, its leaves scored by the spec's arithmetic written here.
        long golden = 0x9E3779B97F4A7C15L;
        int draws = 0;
        for (long seed = 0; seed < 5_000; seed++) {
            long root = RngTest.splitMix(seed);
            for (int i = 0; i < 2; i++) {
                long c = RngTest.splitMix(root + (i + 1) * golden);
                for (int j = 0; j < 2; j++) {
                    long cc = RngTest.splitMix(c + (j + 1) * golden);
                    int score = (int) (c >>> 57) - (int) (cc >>> 57);
                    PGame p = new PGame(2, 2, seed);
                    p.play(i);
                    p.play(j);
                    int want = score > 0 ? 0 : score < 0 ? 1 : GameState.DRAW;
                    assertThat(p.winner()).as("seed %d path %d%d score %d", seed, i, j, score).isEqualTo(want);
                    draws += score == 0 ? 1 : 0;
                }
            }
        }
        assertThat(draws).as("draws among them").isPositive();
    }
}
