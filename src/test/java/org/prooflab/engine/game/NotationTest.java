package org.prooflab.engine.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** The one rule for whole numbers typed by hand, and the decimal numbers beside it. */
class NotationTest {
    @Test
    void a_whole_number_is_plain_digits_perhaps_grouped_in_threes_or_by_underscores() {
        assertThat(Notation.whole("1000000")).isEqualTo(BigInteger.valueOf(1_000_000));
        assertThat(Notation.whole(" 1,000,000 ")).isEqualTo(BigInteger.valueOf(1_000_000));
        assertThat(Notation.whole("1_000_000")).isEqualTo(BigInteger.valueOf(1_000_000));
        assertThat(Notation.whole("007")).isEqualTo(BigInteger.valueOf(7));
        assertThat(Notation.whole("-5")).isEqualTo(BigInteger.valueOf(-5));
        assertThat(Notation.whole("-1,000")).isEqualTo(BigInteger.valueOf(-1000));
        assertThat(Notation.whole("18446744073709551615")).isEqualTo(new BigInteger("18446744073709551615"));
    }

    @Test
    void what_java_would_also_read_is_no_whole_number() {
        // Long.parseLong reads "+5" and other scripts' digits, Double.parseDouble "10.0", "1e3" and "5d".
        for (String no : new String[] {"", " ", "+5", "\u0665", "\uFF15", "10.0", "1e3", "5d", "0x10", "1,2", "1,0000",
                ",100", "100,", "1__0", "_1", "1_", "--5", "- 5", "5-", "1 000", "NaN", "five"}) {
            assertThat(Notation.whole(no)).as("'%s'", no).isNull();
            assertThat(Notation.wholeLong(no)).as("'%s'", no).isNull();
        }
    }

    @Test
    void a_huge_number_is_read_cheaply_as_out_of_every_range_with_its_sign() {
        String digits = "9".repeat(1_000_000);
        assertThat(Notation.whole(digits)).isEqualTo(BigInteger.TEN.pow(40));
        assertThat(Notation.whole("-" + digits)).isEqualTo(BigInteger.TEN.pow(40).negate());
        assertThat(Notation.whole("9".repeat(40))).isEqualTo(new BigInteger("9".repeat(40)));
    }

    @Test
    void long_grouped_text_is_read_without_overflowing_the_stack_and_leading_zeros_do_not_count() {
        // A regular expression with a repeated group recursed once a group: "1_" ten thousand times overflowed it.
        assertThat(Notation.whole("1_".repeat(10_000) + "1")).isEqualTo(BigInteger.TEN.pow(40));
        assertThat(Notation.whole("1_".repeat(10_000))).isNull();
        assertThat(Notation.whole("1" + ",000".repeat(10_000))).isEqualTo(BigInteger.TEN.pow(40));
        assertThat(Notation.whole("0".repeat(50) + "7")).isEqualTo(BigInteger.valueOf(7));
        assertThat(Notation.whole("0".repeat(50))).isEqualTo(BigInteger.ZERO);
        assertThat(Notation.whole("-" + "0".repeat(50))).isEqualTo(BigInteger.ZERO);
        assertThat(Notation.whole("1_000,000")).isNull();
        assertThat(Notation.whole("1234,567")).isNull();
        // A first group of 0 is no thousands but a decimal comma: refused, as decimal() refuses it.
        assertThat(Notation.whole("0,500")).isNull();
        assertThat(Notation.whole("01,000")).isNull();
    }

    @Test
    void a_number_takes_an_when_read_aloud_it_starts_with_a_vowel_s_sound() {
        for (long an : new long[] {8, 11, 18, 80, 85, 89, 800, 8_000, 11_000, 18_500, 80_000_000}) {
            assertThat(Notation.article(an)).as("%d", an).isEqualTo("an");
        }
        for (long a : new long[] {0, 1, 5, 10, 12, 19, 28, 79, 90, 110, 180, 1_100, 1_800, 28_000, -8}) {
            assertThat(Notation.article(a)).as("%d", a).isEqualTo("a");
        }
    }

    @Test
    void a_long_holds_what_wholeLong_returns() {
        assertThat(Notation.wholeLong("9,223,372,036,854,775,807")).isEqualTo(Long.MAX_VALUE);
        assertThat(Notation.wholeLong("-9223372036854775808")).isEqualTo(Long.MIN_VALUE);
        assertThat(Notation.wholeLong("9223372036854775808")).isNull();
        assertThat(Notation.wholeLong("-9223372036854775809")).isNull();
    }

    @Test
    void plain_digits_are_ascii_digits_only() {
        assertThat(Notation.plainInt("05")).isEqualTo(5);
        assertThat(Notation.plainInt("+5")).isNull();
        assertThat(Notation.plainInt("\u0665")).isNull();
        assertThat(Notation.plainInt("2147483648")).isNull();
    }

    @Test
    void a_decimal_is_written_as_people_write_one() {
        assertThat(Notation.decimal("0.001")).isEqualTo(0.001);
        assertThat(Notation.decimal("-.5")).isEqualTo(-0.5);
        assertThat(Notation.decimal("1e9")).isEqualTo(1e9);
        // Too small for a double: the smallest of its sign, so that a positive pr or theta stays positive.
        assertThat(Notation.decimal("1e-400")).isEqualTo(Double.MIN_VALUE);
        assertThat(Notation.decimal("-0.5e-2147483649")).isEqualTo(-Double.MIN_VALUE);
        assertThat(Notation.decimal("0e-400")).isEqualTo(0.0);
        assertThat(Notation.decimal("0.000e5")).isEqualTo(0.0);
        // Grouped in threes as the app writes numbers; any other comma is none of ProofLab's.
        assertThat(Notation.decimal("1,000")).isEqualTo(1000.0);
        assertThat(Notation.decimal("-12,345.5")).isEqualTo(-12345.5);
        for (String no : new String[] {"5d", "0x1p3", "NaN", "Infinity", "1,5", "0,500", "1,00", "1,0000", ",500", "\u0660.\u0665", ""}) {
            assertThat(Notation.decimal(no)).as("'%s'", no).isNull();
        }
    }

    @Test
    void a_limit_is_written_grouped_when_whole_and_plain_otherwise() {
        assertThat(Notation.limit(604_800)).isEqualTo("604,800");
        assertThat(Notation.limit(0.001)).isEqualTo("0.001");
        assertThat(Notation.limit(2.5)).isEqualTo("2.5");
        assertThat(Notation.minutes(35)).isEqualTo("35 s");
        assertThat(Notation.minutes(210)).isEqualTo("3 min 30 s");
        assertThat(Notation.minutes(48_000)).isEqualTo("13 h 20 min");
    }

    @Test
    void a_decimal_comma_is_named_as_what_is_wrong() {
        assertThat(Notation.decimalCommaHint("0,001")).isEqualTo("a comma only groups thousands (1,000); write 0.001");
        assertThat(Notation.decimalCommaHint(" 2,5 ")).isEqualTo("a comma only groups thousands (1,000); write 2.5");
        // A number already, or no number with a point either: nothing to say of the comma.
        for (String other : new String[] {"1,000", "0.5", "abc", "1,2,3", "1,5.5", "", ",", "5d"}) {
            assertThat(Notation.decimalCommaHint(other)).as("'%s'", other).isNull();
        }
    }

    @Test
    void a_decimal_is_written_as_the_boxes_and_flags_read_it_back() {
        assertThat(Notation.plain(600.0)).isEqualTo("600");
        assertThat(Notation.plain(0.05)).isEqualTo("0.05");
        assertThat(Notation.plain(1e-5)).isEqualTo("0.00001");
        assertThat(Notation.plain(3.1536e7)).isEqualTo("31536000");
        assertThat(Notation.plain(1e20)).isEqualTo("100000000000000000000");
        assertThat(Notation.plain(-0.0)).isEqualTo("0");
        assertThat(Notation.plain(-2.5)).isEqualTo("-2.5");
        assertThat(Notation.plain(0.1 + 0.2)).isEqualTo("0.30000000000000004");
        assertThat(Notation.plain(Double.NaN)).isEqualTo("NaN");
        // Far from 1, an exponent rather than hundreds of digits in a message.
        assertThat(Notation.plain(1e300)).isEqualTo("1e300");
        assertThat(Notation.plain(-1.5e-8)).isEqualTo("-1.5e-8");
        assertThat(Notation.plain(1e-7)).isEqualTo("0.0000001");
        for (double x : new double[] {1e-5, 0.05, 600, 3.1536e7, 0.1 + 0.2, 123.456, 1e300, -1.5e-8, 1e21}) {
            assertThat(Notation.decimal(Notation.plain(x))).isEqualTo(x);
        }
    }

    @Test
    void a_control_character_is_found_drawn_and_named() {
        assertThat(Notation.controlCharacter("f5d6")).isEqualTo(-1);
        assertThat(Notation.controlCharacter("f5 d6, \u00A0c3")).as("spaces are no control characters").isEqualTo(-1);
        assertThat(Notation.controlCharacter("f5\td6")).isEqualTo(2);
        assertThat(Notation.controlCharacter("\u0085")).isZero();
        assertThat(Notation.visible("a\u0000\u0007\t\n\u001B\u007F\u0085b")).isEqualTo("a\u2400\u2407\u2409\u240A\u241B\u2421<U+0085>b");
        assertThat(Notation.visible("f5d6")).isEqualTo("f5d6");
        assertThat(Notation.controlCharacterMessage("44\u0001", 2)).isEqualTo("character 3 is a control character (U+0001, shown as \u2401): "
                + "a position holds no control characters; set moves apart with spaces or commas");
    }

    @Test
    void no_notation_reads_a_control_character_not_even_at_an_end_where_trim_took_it() {
        for (GameKind kind : GameKind.values()) {
            for (String text : new String[] {"\u0000", "\u0007", "\n", "\u001B", "\t", "\r\n"}) {
                try {
                    kind.parse(text);
                    throw new AssertionError(kind + " read " + (int) text.charAt(0));
                } catch (NotationException e) {
                    assertThat(e.index()).isZero();
                    assertThat(e.getMessage()).startsWith("at character 1: character 1 is ");
                }
            }
        }
        assertThat(GameKind.CONNECT4.parse(" 4 4 ").notation()).as("spaces are still read as before").isEqualTo("44");
    }

    @Test
    void a_no_break_space_from_a_paste_is_a_space_and_an_invisible_character_is_named() {
        // "4453" and a no-break space was refused as "' ' is not a column", beside help that allows spaces.
        assertThat(GameKind.CONNECT4.parse("4453\u00A0").notation()).isEqualTo("4453");
        assertThat(GameKind.CONNECT4.parse("4\u202F4\u20075\u30003").notation()).isEqualTo("4453");
        assertThat(GameKind.OTHELLO.parse("f5\u00A0d6\u00A0c3").notation()).isEqualTo(GameKind.OTHELLO.parse("f5d6c3").notation());
        String board = ((org.prooflab.engine.game.othello.Othello) GameKind.OTHELLO.parse("")).boardNotation();
        assertThat(GameKind.OTHELLO.parse(board.substring(0, 64) + "\u00A0X").notation()).isEqualTo(GameKind.OTHELLO.parse("").notation());
        // A zero-width space quoted nothing ("'' is not a column"): now it is named and drawn.
        for (GameKind kind : GameKind.values()) {
            for (String text : new String[] {"\u200B", "\uFEFF", "\u00AD", "\u2060"}) {
                try {
                    kind.parse(text);
                    throw new AssertionError(kind + " read " + (int) text.charAt(0));
                } catch (NotationException e) {
                    assertThat(e.index()).isZero();
                    assertThat(e.getMessage()).startsWith("at character 1: character 1 is an invisible ").contains("invisible characters");
                }
            }
        }
        assertThat(Notation.controlCharacterMessage("4453\u200B", 4)).isEqualTo("character 5 is an invisible zero width space "
                + "(U+200B, shown as <U+200B>): a position holds no invisible characters; set moves apart with spaces or commas");
        assertThat(Notation.visible("44\u200B")).isEqualTo("44<U+200B>");
    }

    @Test
    void a_quoted_text_is_whole_up_to_40_characters_and_cut_to_37_and_dots_beyond() {
        String forty = "1234567890".repeat(4);
        assertThat(Notation.abbreviated(forty)).isEqualTo(forty);
        assertThat(Notation.abbreviated(forty + "1")).isEqualTo(forty.substring(0, 37) + "...").hasSize(40);
        assertThat(Notation.abbreviated("")).isEmpty();
    }
}
