package org.prooflab.classroom.domain;

import org.prooflab.engine.game.Notation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.Parameter;
import org.prooflab.lab.NotationMessages;

/**
 * What a classroom comparison runs: a game, a set of positions, several algorithm configurations
 * (the same algorithm may appear twice with other parameters) and the limits of every solve. It is
 * what a teacher types, what the JSON file of {@code experiment --definition} holds, and what the
 * database keeps; {@link #compile(Caps)} checks every field at once and turns it into engine values.
 *
 * @param name       shown on the page and in exports; any text (it is always shown as text)
 * @param game       {@code pgame}, {@code connect4} or {@code othello}
 * @param positions  how the positions are chosen
 * @param algorithms one entry per configuration, in the order of the result columns
 * @param limits     the limits of each (position, configuration) solve
 */
public record ExperimentDefinition(String name, String game, PositionSet positions, List<AlgorithmSpec> algorithms,
                                   LimitSpec limits) {

    /** The same definition under another name (an experiment renamed). */
    public ExperimentDefinition withName(String newName) {
        return new ExperimentDefinition(newName, game, positions, algorithms, limits);
    }

    /**
     * The positions of an experiment.
     *
     * @param kind      {@code random}: {@code count} positions of {@code plies} random moves from the start,
     *                  drawn with {@code seed}; {@code pgame}: {@code count} P-game trees of branching
     *                  {@code branching} and depth {@code depth}, drawn with {@code seed}; {@code list}: the
     *                  pasted {@code lines}, one position a line (blank lines and lines starting with # skipped)
     * @param count     positions to draw (random, pgame)
     * @param seed      seed of the draw (random, pgame)
     * @param plies     random moves from the start (random)
     * @param branching P-game branching factor b (pgame)
     * @param depth     P-game depth d (pgame)
     * @param lines     the pasted positions (list)
     */
    public record PositionSet(String kind, int count, long seed, int plies, int branching, int depth, List<String> lines) {
        /** Lines left out (random positions and P-game trees are written without them) are none. */
        public PositionSet {
            lines = lines == null ? List.of() : lines;
        }

        public static PositionSet random(int plies, int count, long seed) {
            return new PositionSet("random", count, seed, plies, 0, 0, List.of());
        }

        public static PositionSet pgame(int branching, int depth, int count, long seed) {
            return new PositionSet("pgame", count, seed, 0, branching, depth, List.of());
        }

        public static PositionSet list(List<String> lines) {
            return new PositionSet("list", 0, 0, 0, 0, 0, List.copyOf(lines));
        }
    }

    /**
     * One algorithm configuration.
     *
     * @param algorithm  the algorithm's id ({@code pns}, {@code mcpns}, {@code ppns}, {@code pp}, {@code uct}, {@code mcts})
     * @param parameters the parameters that differ from the papers' defaults, by their command-line names
     *                   ({@code playouts}, {@code playout-length}, {@code theta}, {@code pr}, {@code prior},
     *                   {@code c}, {@code a}, {@code seed}); may be empty
     */
    public record AlgorithmSpec(String algorithm, Map<String, Number> parameters) {
        public AlgorithmSpec {
            if (parameters != null) {
                parameters.forEach((k, v) -> {
                    if (v == null) {
                        throw new IllegalArgumentException(k + " has no value: give a number or leave " + k + " out");
                    }
                });
            }
            parameters = parameters == null ? Map.of() : normalized(parameters);
        }

        /**
         * In the given order, whole numbers as {@code Long} (up to 64 bits) and the rest as {@code Double}, so that a definition read back
         * from JSON (where 4 reads as an {@code Integer}) equals the one written.
         */
        private static Map<String, Number> normalized(Map<String, Number> parameters) {
            Map<String, Number> m = new LinkedHashMap<>();
            parameters.forEach((k, v) -> m.put(k, switch (v) {
                case Long l -> l;
                case Integer i -> i.longValue();
                case Short s -> s.longValue();
                case Byte b -> b.longValue();
                case java.math.BigInteger b when b.bitLength() < 64 -> b.longValue();
                // a seed above 2^63 - 1 (JSON writes it as read): its 64 bits, as a long holds them
                case java.math.BigInteger b when b.signum() > 0 && b.bitLength() == 64 -> b.longValue();
                // past 64 bits no parameter allows it: kept whole, so that its error names it as written
                case java.math.BigInteger b -> b;
                default -> v.doubleValue();
            }));
            return java.util.Collections.unmodifiableMap(m);
        }

        public static AlgorithmSpec of(String algorithm) {
            return new AlgorithmSpec(algorithm, Map.of());
        }

        public AlgorithmSpec with(String parameter, Number value) {
            Map<String, Number> m = new LinkedHashMap<>(parameters);
            m.put(parameter, value);
            return new AlgorithmSpec(algorithm, m);
        }
    }

    /**
     * The limits of each solve.
     *
     * @param maxNodes      nodes created at most
     * @param maxSeconds    wall time at most, in seconds
     * @param maxIterations iterations at most, 0 for no iteration limit
     */
    public record LimitSpec(long maxNodes, double maxSeconds, long maxIterations) {
    }

    /**
     * The most a definition may ask for: the web server's configured caps, or the command line's.
     *
     * @param maxPositions      positions in one experiment
     * @param maxConfigurations algorithm configurations in one experiment
     * @param maxNodes          node limit of one solve
     * @param maxSeconds        time limit of one solve
     */
    public record Caps(int maxPositions, int maxConfigurations, long maxNodes, double maxSeconds) {
        /** What the command line allows: the engine's own bounds. */
        public static final Caps COMMAND_LINE = new Caps(100_000, 64, Limits.MAX_NODES, 7 * 24 * 3600.0);

        /**
         * What a range is followed by in a message: " here" where a server sets the caps (the classroom, the API),
         * nothing on the command line, whose bounds are the engine's own.
         */
        String here() {
            return this == COMMAND_LINE ? "" : " here";
        }
    }

    /** The parameter names an algorithm spec may carry, in the order forms show them. */
    public static final List<String> PARAMETER_NAMES = Arrays.stream(Parameter.values())
            .map(Parameter::id).toList();

    /**
     * A definition checked and turned into engine values.
     *
     * @param definition the definition it came from
     * @param game       the game
     * @param positions  every position in the game's notation, in order
     * @param configs    every algorithm configuration, in order
     * @param limits     the limits of each solve
     */
    public record Compiled(ExperimentDefinition definition, GameKind game, List<String> positions,
                           List<AlgorithmConfig> configs, Limits limits) {
        public int taskCount() {
            return positions.size() * configs.size();
        }

        /** Exact checks of pr conclusions the experiment may run (its definition's {@link #prChecks}). */
        public long prChecks() {
            return ExperimentDefinition.prChecks(positions.size(), definition.algorithms());
        }
    }

    /**
     * Exact checks of pr conclusions that {@code algorithms} on {@code positions} positions may ask for: one a solve of
     * a configuration with a precision rate above 0, each an exact solve within the same limits.
     */
    public static long prChecks(int positions, List<AlgorithmSpec> algorithms) {
        long checks = 0;
        for (AlgorithmSpec a : algorithms) {
            Number pr = a.parameters().get("pr");
            checks += pr != null && pr.doubleValue() > 0 ? positions : 0;
        }
        return checks;
    }

    /**
     * The longest {@code runs} solves and checks take on one worker, each to its {@code secondsEach}: "at most
     * 6 min 40 s on one worker if every solve ran to its time limit (most end far sooner)".
     */
    public static String worstCase(long runs, double secondsEach) {
        return "at most " + Notation.minutes(Math.round(runs * secondsEach)) + " on one worker if every solve ran to its time limit (most end far sooner)";
    }

    /**
     * The longest name an experiment may have, in characters as a reader counts them: an emoji is one (the database's
     * column holds twice as many UTF-16 units, migration V1_6).
     */
    public static final int MAX_NAME_LENGTH = 200;

    /** A name's length as {@link #MAX_NAME_LENGTH} counts it: "😀" is one character, not two. */
    public static int nameLength(String name) {
        return name.codePointCount(0, name.length());
    }

    /**
     * The name a variant of an experiment called {@code name} starts with: "Variant of ..." as long as a name may be
     * ("Duplicate and edit" of a 200-character name opened a form its own check refused).
     */
    public static String variantName(String name) {
        String variant = "Variant of " + name;
        if (nameLength(variant) <= MAX_NAME_LENGTH) {
            return variant;
        }
        // Cut to fit with an ellipsis, never between the two halves of a character outside the BMP.
        return variant.substring(0, variant.offsetByCodePoints(0, MAX_NAME_LENGTH - 1)) + "\u2026";
    }

    /**
     * What is wrong with {@code name} as an experiment's name, made or renamed, or null: a longer one is
     * refused, never cut, so that what is kept is what was typed.
     */
    public static Problem nameProblem(String name) {
        return nameProblem(name, false);
    }

    /** {@link #nameProblem(String)}; a {@code stored} name may hold control characters, taken before they were refused. */
    private static Problem nameProblem(String name, boolean stored) {
        if (name == null || name.isBlank()) {
            return new Problem("name", "give the experiment a name");
        }
        if (nameLength(name) > MAX_NAME_LENGTH) {
            return new Problem("name", String.format(Locale.ROOT, "the name is %,d characters long: at most %d are allowed",
                    nameLength(name), MAX_NAME_LENGTH));
        }
        // A NUL, which PostgreSQL refuses in text (a 500 there, taken on H2), or another character that is no text: a
        // tab or line break pasted in, or an escape. Places are counted as a reader counts characters: an emoji is one.
        for (int i = 0; i < name.length() && !stored; i++) {
            char c = name.charAt(i);
            if (Character.isISOControl(c)) {
                return new Problem("name", String.format(Locale.ROOT, "character %d of the name is a control character "
                        + "(U+%04X), not text: use letters, digits, spaces and punctuation", name.codePointCount(0, i) + 1, (int) c));
            }
            // An embedding, override or isolate shows the name in another order than it holds: U+202E then "evil" read
            // "live" on every page, and a search for "live" did not find it.
            if (c >= '\u202A' && c <= '\u202E' || c >= '\u2066' && c <= '\u2069') {
                return new Problem("name", String.format(Locale.ROOT, "character %d of the name (U+%04X) changes the direction "
                        + "in which the text after it is shown, so the name would read otherwise than it is: leave it out",
                        name.codePointCount(0, i) + 1, (int) c));
            }
        }
        // A zero-width space alone was taken: a row with nothing to click in the lists, a blank heading and tab title.
        if (!stored && name.codePoints().noneMatch(ExperimentDefinition::shows)) {
            List<String> codes = name.codePoints().distinct().mapToObj(cp -> String.format(Locale.ROOT, "U+%04X", cp)).toList();
            return new Problem("name", "the name shows nothing: " + (codes.size() == 1 ? "its only character, " + codes.getFirst()
                    + ", is invisible" : "its characters (" + String.join(", ", codes) + ") are invisible")
                    + "; use letters, digits or punctuation");
        }
        return null;
    }

    /**
     * Whether a character leaves a mark where it stands: not a space, a format character, a blank filler or a selector
     * that only changes the character before it. A character this Java does not know yet (a newer emoji) is taken as
     * one that shows.
     */
    private static boolean shows(int cp) {
        int type = Character.getType(cp);
        boolean selector = cp >= 0xFE00 && cp <= 0xFE0F || cp >= 0xE0100 && cp <= 0xE01EF || cp >= 0x180B && cp <= 0x180F
                || cp == 0x034F || cp == 0x17B4 || cp == 0x17B5;
        return !Character.isWhitespace(cp) && !Character.isSpaceChar(cp) && type != Character.FORMAT && type != Character.CONTROL
                && !selector && cp != 0x115F && cp != 0x1160 && cp != 0x3164 && cp != 0xFFA0 && cp != 0x2800;
    }

    /** The most unreadable pasted lines named one by one, each with its problem; the others are given by number. */
    static final int MOST_LINES_NAMED = 5;
    /**
     * How many problems {@code p} stands for: the count of "15 more lines cannot be read", else one. A summary counted
     * that problem as one ("Fix the 6 problems" for 20 unreadable lines).
     */
    public static int count(Problem p) {
        java.util.regex.Matcher m = MORE_LINES.matcher(p.message());
        return p.field().equals("positions.lines") && m.lookingAt() ? Integer.parseInt(m.group(1).replace(",", "")) : 1;
    }

    private static final java.util.regex.Pattern MORE_LINES = java.util.regex.Pattern.compile("([0-9][0-9,]{0,12}) more lines? cannot be read");

    /** The most line numbers of unreadable lines past {@link #MOST_LINES_NAMED} given; the rest are counted. */
    static final int MOST_LINE_NUMBERS = 30;

    private static final String REPEATED_DRAWS_ADVICE = "ask for fewer positions, more random moves or another seed";

    /**
     * True of the problem that random draws repeat ({@link #repeatedDraws}): it is about the draws of the
     * random moves and seed given, and means nothing when either could not be read (its 0 stood in).
     */
    static boolean isRepeatedDraws(Problem p) {
        return p.field().equals("positions.count") && p.message().endsWith(REPEATED_DRAWS_ADVICE);
    }

    /** What to say when random draws repeat: which draws repeat which, and what to change. */
    private static String repeatedDraws(List<int[]> repeats, int count, int plies) {
        long different = count - repeats.size();
        String which = repeats.size() == 1
                ? "position " + repeats.getFirst()[0] + " is the same as position " + repeats.getFirst()[1]
                : "positions " + textList(repeats.stream().map(r -> r[0] + " (as " + r[1] + ")").toList()) + " repeat earlier ones";
        return String.format(Locale.ROOT, "%s: these %,d draws of %d random %s give %s, and a repeat would count twice; "
                + REPEATED_DRAWS_ADVICE, which, count, plies, plies == 1 ? "move" : "moves",
                different == 1 ? "one position only" : String.format(Locale.ROOT, "%,d different positions", different));
    }

    /**
     * Checks every field against {@code caps} and the engine's rules, all at once.
     *
     * @throws InvalidDefinitionException listing every problem, each beside its field
     */
    public Compiled compile(Caps caps) {
        return compile(caps, false);
    }

    /**
     * A definition accepted when it was made, compiled again to run or show it: under the command
     * line's caps, and without the rules added since it may have been made (no repeated positions),
     * so that it keeps the very positions, in the very order, its results were recorded for.
     */
    public Compiled compileStored() {
        return compile(Caps.COMMAND_LINE, true);
    }

    private Compiled compile(Caps caps, boolean stored) {
        List<Problem> problems = new ArrayList<>();
        Problem badName = nameProblem(name, stored);
        if (badName != null) {
            problems.add(badName);
        }
        GameKind kind = null;
        if (game == null || game.isBlank()) {
            problems.add(new Problem("game", "choose a game: pgame, connect4 or othello"));
        } else {
            try {
                kind = GameKind.byId(game);
            } catch (IllegalArgumentException e) {
                problems.add(new Problem("game", "'" + game + "' is not a game here: choose pgame, connect4 or othello"));
            }
        }
        if (kind == null) {
            // Positions and algorithms are read for a game; what is missing whatever the game is said now, with the rest.
            positionsMissing(problems);
            algorithmsMissing(problems);
        }
        List<String> notations = kind == null ? List.of() : positions(kind, caps, stored, problems);
        List<AlgorithmConfig> configs = kind == null ? List.of() : configs(kind, caps, stored, problems);
        Limits engineLimits = limits(caps, problems);
        if (!problems.isEmpty()) {
            throw new InvalidDefinitionException(problems);
        }
        return new Compiled(this, kind, notations, configs, engineLimits);
    }

    /** True, with its problem, when the definition does not say how its positions are made. */
    private boolean positionsMissing(List<Problem> problems) {
        if (positions != null && positions.kind() != null) {
            return false;
        }
        problems.add(new Problem("positions", "choose how the positions are made: random, pgame or list"));
        return true;
    }

    /** True, with its problem, when the definition names no algorithm. */
    private boolean algorithmsMissing(List<Problem> problems) {
        if (algorithms != null && !algorithms.isEmpty()) {
            return false;
        }
        problems.add(new Problem("algorithms", "choose at least one algorithm"));
        return true;
    }

    private List<String> positions(GameKind kind, Caps caps, boolean stored, List<Problem> problems) {
        if (positionsMissing(problems)) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        switch (positions.kind().toLowerCase(Locale.ROOT)) {
            case "random" -> {
                if (kind == GameKind.PGAME) {
                    problems.add(new Problem("positions.kind", "P-game positions are trees: choose pgame (b x d) or a pasted list"));
                    return List.of();
                }
                boolean countOk = count(caps, problems);
                int maxPlies = GameKind.mostRandomPlies(kind.start());
                if (positions.plies() < 0 || positions.plies() > maxPlies) {
                    problems.add(new Problem("positions.plies", outside(positions.plies(), "random moves", 0,
                            choose(0, maxPlies, " for " + kind.displayName()))));
                } else if (countOk) {
                    GameState start = kind.start();
                    // Few random moves reach few positions (none but the start for 0): a position drawn twice
                    // would count twice in every table.
                    Map<Object, Integer> firstDraw = new HashMap<>();
                    List<int[]> repeats = new ArrayList<>();
                    for (int i = 0; i < positions.count(); i++) {
                        GameState drawn;
                        try {
                            drawn = GameKind.drawnPosition(start, positions.plies(), positions.seed(), i);
                        } catch (IllegalArgumentException e) {
                            problems.add(new Problem("positions.plies", e.getMessage()));
                            return List.of();
                        }
                        Integer first = firstDraw.putIfAbsent(drawn.identity(), i + 1);
                        if (first != null) {
                            repeats.add(new int[] {i + 1, first});
                        }
                        out.add(drawn.notation());
                    }
                    if (!repeats.isEmpty() && !stored) {
                        problems.add(new Problem("positions.count", repeatedDraws(repeats, positions.count(), positions.plies())));
                    }
                }
            }
            case "pgame" -> {
                if (kind != GameKind.PGAME) {
                    problems.add(new Problem("positions.kind", "P-game trees are only for the game pgame: choose random or list"));
                    return List.of();
                }
                boolean countOk = count(caps, problems);
                // b and d each beside its own field, both at once when both are wrong (PGame's bounds).
                boolean branchingOk = treeSize(positions.branching(), PGame.MAX_BRANCHING, "positions.branching", "branching b", problems);
                boolean depthOk = treeSize(positions.depth(), PGame.MAX_DEPTH, "positions.depth", "depth d", problems);
                if (countOk && branchingOk && depthOk) {
                    for (int i = 0; i < positions.count(); i++) {
                        out.add(new PGame(positions.branching(), positions.depth(), GameKind.positionSeed(positions.seed(), i)).notation());
                    }
                }
            }
            case "list" -> {
                List<String> lines = positions.lines() == null ? List.of() : positions.lines();
                List<Problem> unreadable = new ArrayList<>();
                List<Integer> finished = new ArrayList<>();
                // A position pasted twice (or reached again by another move order) would count twice in every table.
                Map<Object, Integer> firstLine = new HashMap<>();
                List<int[]> repeats = new ArrayList<>();
                List<Integer> more = new ArrayList<>();
                int firstUnreadable = 0;
                for (int i = 0; i < lines.size(); i++) {
                    // A stored one keeps the reading it was made under: a tab at a line's end was stripped then, and its
                    // page, its API answer and its solves must still read it.
                    String line = lines.get(i) == null ? "" : stored ? lines.get(i).strip() : withoutSpaces(lines.get(i));
                    if (line.isEmpty() || line.startsWith("#")) {
                        continue;
                    }
                    try {
                        GameState position = kind.parse(line);
                        if (position.isTerminal()) {
                            // As the lab's Solve is off there: a finished game would count as concluded in one node.
                            finished.add(i + 1);
                        } else {
                            Integer first = firstLine.putIfAbsent(position.identity(), i + 1);
                            // One made before repeated lines were refused keeps them: its results are for every line.
                            if (first == null || stored) {
                                out.add(position.notation());
                            } else {
                                repeats.add(new int[] {i + 1, first});
                            }
                        }
                    } catch (IllegalArgumentException e) {
                        // In the lab's words ("move 7 (4): column 4 is full"), not "at character 7".
                        String where = NotationMessages.describe(kind, line, e);
                        if (unreadable.isEmpty()) {
                            firstUnreadable = i + 1;
                        }
                        if (unreadable.size() < MOST_LINES_NAMED) {
                            unreadable.add(new Problem("positions.lines", "line " + (i + 1) + " ('" + Notation.abbreviated(Notation.visible(line)) + "'): "
                                    + Character.toLowerCase(where.charAt(0)) + where.substring(1)));
                        } else {
                            more.add(i + 1);
                        }
                    }
                }
                if (!more.isEmpty()) {
                    // Each by its number ("6 more lines cannot be read" left them to be found one by one), up to a screenful.
                    List<String> numbers = more.stream().limit(MOST_LINE_NUMBERS).map(String::valueOf).collect(java.util.stream.Collectors.toCollection(ArrayList::new));
                    if (more.size() == MOST_LINE_NUMBERS + 1) {
                        numbers.add(String.valueOf(more.getLast()));
                    } else if (more.size() > MOST_LINE_NUMBERS) {
                        numbers.add(Notation.grouped(more.size() - MOST_LINE_NUMBERS) + " others");
                    }
                    unreadable.add(new Problem("positions.lines", Notation.grouped(more.size()) + (more.size() == 1 ? " more line cannot be read: line "
                            : " more lines cannot be read: lines ") + Words.all(numbers)));
                }
                // Each kind of problem is said once, and the kinds in the order of their first lines: "line 5: the game is
                // over ...; line 4 is the same position as line 1" read backwards.
                java.util.TreeMap<Integer, List<Problem>> byFirstLine = new java.util.TreeMap<>();
                if (!finished.isEmpty()) {
                    byFirstLine.put(finished.getFirst(), List.of(new Problem("positions.lines", (finished.size() == 1 ? "line " + finished.getFirst()
                            + ": the game is over in this position" : "lines " + lineList(finished) + ": the game is over in these positions")
                            + ", so there is nothing to solve; leave " + (finished.size() == 1 ? "it" : "them") + " out")));
                }
                if (repeats.size() == 1) {
                    byFirstLine.put(repeats.getFirst()[0], List.of(new Problem("positions.lines", "line " + repeats.getFirst()[0]
                            + " is the same position as line " + repeats.getFirst()[1] + ", so it would count twice; leave it out")));
                } else if (!repeats.isEmpty()) {
                    byFirstLine.put(repeats.getFirst()[0], List.of(new Problem("positions.lines", "lines "
                            + textList(repeats.stream().map(r -> r[0] + " (as line " + r[1] + ")").toList())
                            + " repeat the positions of earlier lines, so they would count twice; leave them out")));
                }
                if (!unreadable.isEmpty()) {
                    // The format once, after the last unreadable line named (other kinds of problem may follow it, in
                    // the order of their lines): the form joins a field's problems into one message.
                    Problem last = unreadable.removeLast();
                    unreadable.add(new Problem(last.field(), last.message() + "; " + kind.aPosition() + " looks like "
                            + kind.notationHelp()));
                    byFirstLine.put(firstUnreadable, unreadable);
                }
                byFirstLine.values().forEach(problems::addAll);
                if (out.isEmpty() && problems.stream().noneMatch(p -> p.field().equals("positions.lines"))) {
                    problems.add(new Problem("positions.lines", "paste at least one position, one a line; "
                            + kind.aPosition() + " looks like " + kind.notationHelp()));
                } else if (out.size() > caps.maxPositions()) {
                    problems.add(new Problem("positions.lines", String.format(Locale.ROOT, "%,d positions is too many: paste at most %,d%s",
                            out.size(), caps.maxPositions(), caps.here())));
                }
            }
            default -> problems.add(new Problem("positions.kind", "'" + positions.kind()
                    + "' is not a way to choose positions: choose random, pgame or list"));
        }
        return out;
    }

    /**
     * A count out of {@code min..max}, in the classroom's words: "2,000 positions is too many: choose 1 to 400 here";
     * below zero it is no count at all: "-2 is not a number of positions: choose 1 to 400 here". No "here" on the
     * command line ({@link Caps#here}).
     */
    private static String outside(long value, String noun, long min, String allowed) {
        String wrong = value < 0 ? String.format(Locale.ROOT, "%,d is not a number of %s", value, noun)
                : String.format(Locale.ROOT, "%,d %s is %s", value, noun, value < min ? "too few" : "too many");
        return wrong + ": " + allowed;
    }

    /**
     * A pasted line without the spaces around it. A tab or another control character stays, to be named and refused as
     * the lab and the command line refuse it: "4453" and a tab was taken as 4453 without a word.
     */
    static String withoutSpaces(String line) {
        int from = 0;
        int to = line.length();
        while (from < to && isSpace(line.charAt(from))) {
            from++;
        }
        while (to > from && isSpace(line.charAt(to - 1))) {
            to--;
        }
        return line.substring(from, to);
    }

    private static boolean isSpace(char c) {
        return Character.isSpaceChar(c) || Character.isWhitespace(c) && !Character.isISOControl(c);
    }

    /** An algorithm's parameter as a problem names its field: {@code algorithms[1].theta}. */
    private static final java.util.regex.Pattern PARAMETER_FIELD = java.util.regex.Pattern.compile("algorithms\\[\\d+]\\.([\\w-]+)");

    /** The parameter a problem's field names ({@code table-bytes} of {@code algorithms[1].table-bytes}), or null. */
    public static String parameterOf(String field) {
        java.util.regex.Matcher m = PARAMETER_FIELD.matcher(field);
        return m.matches() ? m.group(1) : null;
    }

    private static String choose(long min, long max, String after) {
        return String.format(Locale.ROOT, "choose %,d to %,d%s", min, max, after);
    }

    /**
     * What the whole-number field {@code field} allows under {@code caps}, as its checks say it after a colon: "choose 1
     * to 400 here", "it must be a whole number from 1 to 10,000"; null for a field of no such range (or random moves
     * when the game is not known). Said beside a number that could not even be read ({@link DefinitionReading#compile}):
     * "'99999999999' is far too large" named no range.
     */
    public String allowed(String field, Caps caps) {
        return switch (field) {
            case "positions.count" -> choose(1, caps.maxPositions(), caps.here());
            case "positions.plies" -> {
                try {
                    GameKind kind = GameKind.byId(game);
                    yield kind == GameKind.PGAME ? null : choose(0, GameKind.mostRandomPlies(kind.start()), " for " + kind.displayName());
                } catch (IllegalArgumentException | NullPointerException e) {
                    yield null;
                }
            }
            case "positions.branching" -> choose(1, PGame.MAX_BRANCHING, "");
            case "positions.depth" -> choose(1, PGame.MAX_DEPTH, "");
            case "limits.maxNodes" -> choose(1, caps.maxNodes(), caps.here());
            case "limits.maxSeconds" -> "choose " + Notation.limit(Limits.MIN_SECONDS) + " to " + Notation.limit(caps.maxSeconds()) + caps.here();
            case "limits.maxIterations" -> "choose 0 (no iteration limit) or more, up to 9,223,372,036,854,775,807";
            default -> {
                String parameter = parameterOf(field);
                if (parameter == null) {
                    yield null;
                }
                try {
                    yield Parameter.byId(parameter).allowedBounds();
                } catch (IllegalArgumentException e) {
                    yield null;
                }
            }
        };
    }

    private boolean count(Caps caps, List<Problem> problems) {
        if (positions.count() < 1 || positions.count() > caps.maxPositions()) {
            // A P-game experiment's positions are trees, as its form says ("How many" trees to draw).
            String noun = "pgame".equalsIgnoreCase(positions.kind()) ? "trees" : "positions";
            problems.add(new Problem("positions.count", outside(positions.count(), noun, 1, allowed("positions.count", caps))));
            return false;
        }
        return true;
    }

    /** A P-game tree's branching or depth: 1 to {@code most}, or its problem. */
    private static boolean treeSize(int value, int most, String field, String what, List<Problem> problems) {
        if (value >= 1 && value <= most) {
            return true;
        }
        problems.add(new Problem(field, what + " must be a whole number from 1 to " + most + ", not " + value));
        return false;
    }

    /** The configurations; a new definition's must differ (a stored one keeps what it was made with). */
    private List<AlgorithmConfig> configs(GameKind kind, Caps caps, boolean stored, List<Problem> problems) {
        if (algorithmsMissing(problems)) {
            return List.of();
        }
        // Too many, and each still checked: removing one showed four repeats the first check had not named.
        boolean tooMany = algorithms.size() > caps.maxConfigurations();
        if (tooMany) {
            problems.add(new Problem("algorithms", algorithms.size() + " algorithm configurations is too many: choose at most "
                    + caps.maxConfigurations() + caps.here()));
        }
        List<AlgorithmConfig> out = new ArrayList<>();
        // The number and label of the first configuration of each (algorithm, values it reads): a repeat names it.
        Map<List<Object>, Map.Entry<Integer, String>> first = new HashMap<>();
        // Far too many are not each checked: 50,000 in one request were answered with as many problems.
        int checked = tooMany ? Math.min(algorithms.size(), 2 * caps.maxConfigurations()) : algorithms.size();
        for (int i = 0; i < checked; i++) {
            AlgorithmConfig c = AlgorithmConfig.of(kind, algorithms.get(i), "algorithms[" + i + "]", problems, stored);
            if (c == null) {
                continue;
            }
            // Two configurations that read the same values give the same numbers: every table, chart and pair showed
            // "PPNS" twice, and "PPNS vs PPNS". Compared on what the algorithm reads (PNS with another seed is PNS).
            Map<String, Object> reads = c.parameters().relevantTo(c.algorithm());
            Map.Entry<Integer, String> earlier = first.putIfAbsent(List.of(c.algorithm(), reads), Map.entry(i, c.label()));
            if (earlier != null && !stored) {
                String advice = reads.isEmpty() ? "remove it" : reads.containsKey(Parameter.SEED.id())
                        ? "change one of its parameters, such as its seed, or remove it" : "change one of its parameters or remove it";
                problems.add(new Problem("algorithms[" + i + "]", String.format(Locale.ROOT, "configuration %d is the same as "
                        + "configuration %d (%s): %s", i + 1, earlier.getKey() + 1, earlier.getValue(), advice)));
            }
            out.add(c);
        }
        return tooMany ? List.of() : out;
    }

    private Limits limits(Caps caps, List<Problem> problems) {
        if (limits == null) {
            problems.add(new Problem("limits", "set the node and time limits of each solve"));
            return null;
        }
        boolean ok = true;
        if (limits.maxNodes() < 1 || limits.maxNodes() > caps.maxNodes()) {
            problems.add(new Problem("limits.maxNodes", outside(limits.maxNodes(), "nodes", 1, allowed("limits.maxNodes", caps))));
            ok = false;
        }
        if (!(limits.maxSeconds() >= Limits.MIN_SECONDS && limits.maxSeconds() <= caps.maxSeconds())) {
            // 600 seconds, not "600.0 seconds"; 0.5 stays 0.5.
            double seconds = limits.maxSeconds();
            String what = seconds > caps.maxSeconds() ? "too long" : seconds < Limits.MIN_SECONDS ? "too short" : "not allowed";
            problems.add(new Problem("limits.maxSeconds", Notation.limit(seconds) + " seconds is " + what + ": "
                    + allowed("limits.maxSeconds", caps)));
            ok = false;
        }
        if (limits.maxIterations() < 0) {
            problems.add(new Problem("limits.maxIterations", Notation.grouped(limits.maxIterations())
                    + " is not a number of iterations: " + allowed("limits.maxIterations", caps)));
            ok = false;
        }
        if (!ok) {
            return null;
        }
        return new Limits(limits.maxNodes(), limits.maxIterations() == 0 ? Long.MAX_VALUE : limits.maxIterations(),
                Limits.millisOf(limits.maxSeconds()));
    }

    /** "3, 7 and 9"; past five, "3, 7, 9, 12, 15 and 4 more". */
    private static String lineList(List<Integer> lines) {
        return textList(lines.stream().map(String::valueOf).toList());
    }

    /** "a, b and c", or the first five and "and n more". */
    private static String textList(List<String> items) {
        List<String> named = items.stream().limit(MOST_LINES_NAMED).toList();
        String rest = items.size() > MOST_LINES_NAMED ? (items.size() - MOST_LINES_NAMED) + " more" : named.getLast();
        List<String> head = items.size() > MOST_LINES_NAMED ? named : named.subList(0, named.size() - 1);
        return String.join(", ", head) + " and " + rest;
    }
}
