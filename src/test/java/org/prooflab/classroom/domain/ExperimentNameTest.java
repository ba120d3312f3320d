package org.prooflab.classroom.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.classroom.domain.ExperimentDefinition.AlgorithmSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.Caps;
import org.prooflab.classroom.domain.ExperimentDefinition.LimitSpec;
import org.prooflab.classroom.domain.ExperimentDefinition.PositionSet;

/** An experiment's name: any text up to 200 characters, kept as typed; a longer one is refused, never cut. */
class ExperimentNameTest {
    private static ExperimentDefinition named(String name) {
        return new ExperimentDefinition(name, "pgame", PositionSet.pgame(2, 4, 1, 1), List.of(AlgorithmSpec.of("pns")),
                new LimitSpec(100, 1, 0));
    }

    @Test
    void a_name_of_200_characters_is_kept_whole_and_a_longer_one_is_refused_saying_the_limit() {
        String longest = "<script>alert(2)</script>" + "x".repeat(175);
        assertThat(named(longest).compile(Caps.COMMAND_LINE).definition().name()).isEqualTo(longest).hasSize(200);
        InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class,
                () -> named(longest + "x".repeat(1100)).compile(Caps.COMMAND_LINE));
        assertThat(e.problems()).containsExactly(new Problem("name", "the name is 1,300 characters long: at most 200 are allowed"));
        assertThat(ExperimentDefinition.nameProblem(" ")).isEqualTo(new Problem("name", "give the experiment a name"));
        assertThat(ExperimentDefinition.nameProblem(longest)).isNull();
        // Characters as a reader counts them: 150 emoji and " week 1" were "307 characters long".
        String emoji = "\uD83D\uDE00".repeat(150) + " week 1";
        assertThat(ExperimentDefinition.nameProblem(emoji)).isNull();
        assertThat(ExperimentDefinition.nameProblem("\uD83D\uDE00".repeat(200))).isNull();
        assertThat(ExperimentDefinition.nameProblem("\uD83D\uDE00".repeat(201)))
                .isEqualTo(new Problem("name", "the name is 201 characters long: at most 200 are allowed"));
    }

    @Test
    void a_name_with_a_control_character_is_refused_naming_it_and_a_stored_one_still_opens() {
        // PostgreSQL refuses a NUL in text: "week\0 3" was a 500 there and taken on H2.
        assertThat(ExperimentDefinition.nameProblem("week\u00003")).isEqualTo(new Problem("name",
                "character 5 of the name is a control character (U+0000), not text: use letters, digits, spaces and punctuation"));
        assertThat(ExperimentDefinition.nameProblem("week\t3").message()).startsWith("character 5 of the name is a control character (U+0009)");
        // Counted as a reader counts: the emoji before it is one character, not two.
        assertThat(ExperimentDefinition.nameProblem("\uD83D\uDC69\u0000").message()).startsWith("character 2 of the name");
        assertThat(ExperimentDefinition.nameProblem("week 3 \u00e9\u4e00 <b>")).isNull();
        // A right-to-left override showed "\u202Eevil" as "live".
        for (String name : List.of("\u202Eevil", "a\u202Ab", "a\u2066b", "a\u2069")) {
            assertThat(ExperimentDefinition.nameProblem(name).message()).contains("changes the direction");
        }
        // Right-to-left scripts, and the joiners of emoji, are text.
        assertThat(ExperimentDefinition.nameProblem("\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627")).isNull();
        assertThat(ExperimentDefinition.nameProblem("team \uD83D\uDC69\u200D\uD83D\uDCBB")).isNull();
        InvalidDefinitionException e = catchThrowableOfType(InvalidDefinitionException.class,
                () -> named("a\u001bb").compile(Caps.COMMAND_LINE));
        assertThat(e.problems()).extracting(Problem::field).containsExactly("name");
        // A name that shows nothing (a zero-width space, a joiner, a Hangul filler, a no-break space) is no name to click;
        // one of them inside a name that shows is text.
        assertThat(ExperimentDefinition.nameProblem("\u200B")).isEqualTo(new Problem("name",
                "the name shows nothing: its only character, U+200B, is invisible; use letters, digits or punctuation"));
        // selectors that change the character before them, alone, show nothing either
        assertThat(ExperimentDefinition.nameProblem("\uFE0F")).isNotNull();
        assertThat(ExperimentDefinition.nameProblem("\u034F")).isNotNull();
        // an emoji newer than this Java's Unicode tables is taken as one that shows (U+1FAEA was refused)
        assertThat(ExperimentDefinition.nameProblem(new String(Character.toChars(0x1FAEA)))).isNull();
        assertThat(ExperimentDefinition.nameProblem("\u2764\uFE0F")).isNull();
        assertThat(ExperimentDefinition.nameProblem("\u200D\u3164\u00A0\u200D").message())
                .isEqualTo("the name shows nothing: its characters (U+200D, U+3164, U+00A0) are invisible; use letters, digits or punctuation");
        assertThat(ExperimentDefinition.nameProblem("a\u200Bb")).isNull();
        assertThat(ExperimentDefinition.nameProblem("\u00B7")).isNull();
        // Kept by an earlier version, a tab in a name is no reason for its solves to fail.
        assertThat(named("week\t3").compileStored().definition().name()).isEqualTo("week\t3");
    }

    @Test
    void a_variants_name_fits_however_long_the_first_one_is() {
        assertThat(ExperimentDefinition.variantName("Class A")).isEqualTo("Variant of Class A");
        String longest = "W".repeat(200);
        String variant = ExperimentDefinition.variantName(longest);
        assertThat(variant).hasSize(200).startsWith("Variant of WWW").endsWith("W\u2026");
        assertThat(ExperimentDefinition.nameProblem(variant)).isNull();
        // A character outside the BMP (two chars) counts as one, and is not cut in half.
        String emoji = "W".repeat(187) + "\uD83D\uDE00" + "W".repeat(10);
        String cut = ExperimentDefinition.variantName(emoji);
        assertThat(cut).endsWith("W\uD83D\uDE00\u2026").hasSize(201);
        assertThat(ExperimentDefinition.nameLength(cut)).isEqualTo(200);
        assertThat(ExperimentDefinition.variantName("W".repeat(188) + "\uD83D\uDE00")).endsWith("W\uD83D\uDE00").hasSize(201);
        assertThat(ExperimentDefinition.variantName("W".repeat(189) + "\uD83D\uDE00")).endsWith("W\u2026").hasSize(200);
        assertThat(ExperimentDefinition.variantName("x".repeat(189))).isEqualTo("Variant of " + "x".repeat(189));
    }
}
