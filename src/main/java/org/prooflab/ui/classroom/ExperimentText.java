package org.prooflab.ui.classroom;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.prooflab.classroom.Experiment;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.NotationException;
import org.prooflab.engine.game.pgame.PGame;

/**
 * How the classroom's pages word an experiment's state and when it was made (the same on its own
 * page and in the lists on {@code /classroom}), and a position in its table of every solve.
 */
final class ExperimentText {
    /** The server's clock in UTC, said as such: the pages know no visitor's time zone. */
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private ExperimentText() {
    }

    /** Its state and progress as a list shows it: "Finished, 6 of 6 solves". */
    static String progress(Experiment e) {
        return String.format(Locale.ROOT, "%s, %,d of %,d solves", e.stateWord(), e.done(), e.tasks());
    }

    /**
     * A position as the table of every solve shows it in its narrow column: a P-game tree by its seed first, the one
     * thing that tells an experiment's trees apart, then its node's path when it is not the root, and b x d last
     * ("seed 17 (2 x 20)"). Its notation, "pgame:b=2,d=20,seed=17", starts with what every tree shares, and the seed
     * was cut off at the column's edge. Other games' positions are shown as they are written; the table writes each
     * whole in the cell's title and in the solve's details.
     */
    static String position(GameKind game, String position) {
        if (game != GameKind.PGAME) {
            return position;
        }
        try {
            PGame tree = PGame.parse(position);
            return "seed " + Long.toUnsignedString(tree.seed()) + (tree.depth() > 0 ? ", path " + tree.pathText() : "")
                    + " (" + tree.branching() + " x " + tree.depthLimit() + ")";
        } catch (NotationException e) {
            return position;
        }
    }

    /**
     * What every position of an experiment shares when all are P-game trees' roots of one size: "branching 2 and depth
     * 20". The table of every solve then shows a tree by its seed alone ({@link #seed}) under "Tree seed", and the page
     * says the size once: "seed 16490336266968123456 (2 x 8)" was cut to its first 14 digits at 1280 px. Empty otherwise (other
     * games, a node below a root, trees of several sizes, a position that cannot be read).
     */
    static java.util.Optional<String> sharedTreeShape(GameKind game, java.util.List<String> positions) {
        if (game != GameKind.PGAME || positions.isEmpty()) {
            return java.util.Optional.empty();
        }
        String shape = null;
        for (String position : positions) {
            PGame tree;
            try {
                tree = PGame.parse(position);
            } catch (NotationException e) {
                return java.util.Optional.empty();
            }
            String its = "branching " + tree.branching() + " and depth " + tree.depthLimit();
            if (tree.depth() > 0 || (shape != null && !shape.equals(its))) {
                return java.util.Optional.empty();
            }
            shape = its;
        }
        return java.util.Optional.of(shape);
    }

    /** A P-game tree's seed as written ("18446744073709551615"), or the position as it is when it cannot be read. */
    static String seed(String position) {
        try {
            return Long.toUnsignedString(PGame.parse(position).seed());
        } catch (NotationException e) {
            return position;
        }
    }

    /**
     * P-game trees in the order a reader expects: runs of digits (b, d, the seed, a path's steps) by their value, the
     * rest by its characters. As text, the tree of seed 8196980753821780235 sorted after the one of seed
     * 17911839290282890590. (Move lists sort as text: by their first moves, as a game tree branches.)
     */
    static final java.util.Comparator<String> POSITION_ORDER = (a, b) -> {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            char x = a.charAt(i);
            char y = b.charAt(j);
            if (Character.isDigit(x) && Character.isDigit(y)) {
                int ei = i;
                int ej = j;
                while (ei < a.length() && Character.isDigit(a.charAt(ei))) {
                    ei++;
                }
                while (ej < b.length() && Character.isDigit(b.charAt(ej))) {
                    ej++;
                }
                String da = a.substring(i, ei).replaceFirst("^0+(?=.)", "");
                String db = b.substring(j, ej).replaceFirst("^0+(?=.)", "");
                int c = da.length() != db.length() ? Integer.compare(da.length(), db.length()) : da.compareTo(db);
                if (c != 0) {
                    return c;
                }
                i = ei;
                j = ej;
            } else {
                if (x != y) {
                    return Character.compare(x, y);
                }
                i++;
                j++;
            }
        }
        return Integer.compare(a.length() - i, b.length() - j);
    };

    /**
     * A solve's limits in words, each one it has: "200,000 nodes and 0.5 s", with its iteration limit where it has one
     * ("200,000 nodes, 50 iterations and 0.5 s"); the iteration limit was left out where it decided every solve.
     */
    static String limits(org.prooflab.engine.search.Limits limits) {
        String nodes = String.format(Locale.ROOT, "%,d nodes", limits.maxNodes());
        String seconds = org.prooflab.engine.game.Notation.plain(limits.maxMillis() / 1000.0) + " s";
        return limits.maxIterations() == Long.MAX_VALUE ? nodes + " and " + seconds
                : String.format(Locale.ROOT, "%s, %,d iterations and %s", nodes, limits.maxIterations(), seconds);
    }

    /** A moment as the pages write it: "26 Nov 2026, 14:05 UTC". */
    static String when(Instant moment) {
        return WHEN.format(moment);
    }
}
