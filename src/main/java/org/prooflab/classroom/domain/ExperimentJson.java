package org.prooflab.classroom.domain;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import com.fasterxml.jackson.annotation.JsonInclude;
import org.prooflab.engine.search.Parameter;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.exc.InputCoercionException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.annotation.JsonSerialize;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.exc.UnrecognizedPropertyException;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.ser.std.StdSerializer;
import tools.jackson.databind.type.LogicalType;

/**
 * An experiment's definition as JSON: what the database keeps, what {@code experiment --definition}
 * reads and what the HTTP API accepts. A file that cannot be read is refused with the field and
 * what was expected there, in the words a person who typed it would use
 * ({@code limits.maxNodes: must be a whole number, not "abc"}); every such field at once, and with
 * {@link #reading} the checks of the fields that could be read beside them.
 *
 * <p>Reading is strict, so that a typing slip is reported instead of guessed at: unknown fields, a
 * field given twice, {@code 2.5} where a whole number belongs and {@code "100"} or {@code 7} where
 * the other kind of value belongs are all refused.
 *
 * <p>A seed, the positions' or an algorithm's, is written and read as every seed is, a whole number from 0 to
 * 2^64 - 1 ({@link Parameter#seedOf(Number)}), though a long holds it. Before, it was written as that long, the upper
 * half as negative numbers: the database may keep such a seed, so {@link #readStored} still reads one, as the same 64 bits.
 */
public final class ExperimentJson {
    static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            // A number left out is 0 (a pasted list needs no count or seed); an explicit null is refused in read().
            .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .withCoercionConfig(LogicalType.Textual, text -> text.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .enable(SerializationFeature.INDENT_OUTPUT)
            // A definition's missing part is left out, not written as null, which read() refuses.
            .changeDefaultPropertyInclusion(i -> i.withValueInclusion(JsonInclude.Include.NON_NULL))
            .addMixIn(ExperimentDefinition.PositionSet.class, PositionSetJson.class)
            .addMixIn(ExperimentDefinition.AlgorithmSpec.class, AlgorithmSpecJson.class)
            .build();

    /** The most problems one reading reports. */
    static final int MAX_PROBLEMS = 20;

    private ExperimentJson() {
    }

    /** The definition as indented JSON, the shape {@link #read} reads back to an equal definition. */
    public static String write(ExperimentDefinition definition) {
        return MAPPER.writeValueAsString(definition);
    }

    /**
     * Reads a definition given now, strictly: by {@code experiment --definition} and the HTTP API through
     * {@link #reading}, by tests (not yet checked against the rules and caps: {@link ExperimentDefinition#compile} does that).
     *
     * @throws InvalidDefinitionException naming every field that could not be read and what belongs there
     */
    public static ExperimentDefinition read(String json) {
        return whole(read(json, false));
    }

    /**
     * Reads a definition given now as far as it can be read: what {@link DefinitionReading#compile} checks
     * together with the fields that could not be read, so that a file's every problem is reported at once.
     */
    public static DefinitionReading reading(String json) {
        return read(json, false);
    }

    /**
     * Reads a definition the database kept: as {@link #read}, and a seed below 0 too, as written before
     * seeds were written unsigned, so that an experiment made then keeps its very positions
     * ({@link ExperimentDefinition#compileStored} compiles it).
     */
    public static ExperimentDefinition readStored(String json) {
        return whole(read(json, true));
    }

    private static ExperimentDefinition whole(DefinitionReading reading) {
        if (!reading.unreadable().isEmpty()) {
            throw new InvalidDefinitionException(reading.unreadable());
        }
        return reading.definition();
    }

    private static DefinitionReading read(String json, boolean stored) {
        if (json == null || json.isBlank()) {
            return nothing("is empty: expected a JSON object with name, game, positions, algorithms and limits");
        }
        JsonNode tree;
        try {
            tree = nearestDoubles(MAPPER.reader().with(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).readTree(json));
        } catch (StreamReadException e) {
            return nothing(notJson(e));
        } catch (JacksonException e) {
            return nothing("is not valid JSON: " + e.getOriginalMessage());
        }
        if (tree == null || !tree.isObject()) {
            return nothing("must be an object { ... }" + (tree == null ? "" : found(tree, List.of(), false)));
        }
        // Every field that cannot be read is reported, not only the first: each is noted, taken out, and
        // the rest read again (at most MAX_PROBLEMS times).
        List<Problem> problems = new ArrayList<>();
        ObjectNode rest = (ObjectNode) tree.deepCopy();
        boolean listsWhole = nulls("", rest, problems);
        seeds(rest, stored, problems);
        if (!stored) {
            wholeParameters(rest, problems);
        }
        required(tree, problems);
        ExperimentDefinition read = null;
        while (problems.size() < MAX_PROBLEMS) {
            JacksonException failure;
            try {
                read = MAPPER.treeToValue(rest, ExperimentDefinition.class);
                break;
            } catch (UnrecognizedPropertyException e) {
                problems.add(new Problem(path(e), "'" + e.getPropertyName() + "' is not a field here: allowed are "
                        + String.join(", ", e.getKnownPropertyIds().stream().map(Object::toString).sorted().toList())));
                failure = e;
            } catch (MismatchedInputException e) {
                problems.add(new Problem(path(e), "must be " + expected(e.getTargetType()) + found(tree, e.getPath(), whole(e.getTargetType()))));
                failure = e;
            } catch (InputCoercionException e) {
                problems.add(new Problem(path(e), "must be " + expected(e.getTargetType()) + found(tree, e.getPath(), whole(e.getTargetType()))
                        + ", which is too large"));
                failure = e;
            } catch (JacksonException e) {
                Throwable cause = e.getCause() == null ? e : e.getCause();
                problems.add(new Problem(path(e), "cannot be read: " + (e.getCause() == null ? e.getOriginalMessage()
                        : cause.getMessage())));
                failure = e;
            }
            if (!remove(rest, failure.getPath())) {
                break;
            }
        }
        // A list that held a null has one element less than written: its checks would name the wrong ones.
        return new DefinitionReading(listsWhole ? read : null, problems);
    }

    /**
     * The tree with every decimal number as the lab and the command line read one
     * ({@link org.prooflab.engine.game.Notation#nearestDouble}): one nearer 0 than any double is the smallest double
     * of its sign, not 0. The tree is read with exact decimals so that this can be told; every other number reads
     * as Jackson reads it.
     */
    private static JsonNode nearestDoubles(JsonNode node) {
        if (node == null) {
            return null;
        }
        if (node.isBigDecimal()) {
            return tools.jackson.databind.node.DoubleNode.valueOf(org.prooflab.engine.game.Notation.nearestDouble(node.decimalValue()));
        }
        if (node instanceof ObjectNode object) {
            for (String name : List.copyOf(object.propertyNames())) {
                object.set(name, nearestDoubles(object.get(name)));
            }
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                array.set(i, nearestDoubles(array.get(i)));
            }
        }
        return node;
    }

    /** A definition of which nothing could be read. */
    private static DefinitionReading nothing(String message) {
        return new DefinitionReading(null, List.of(new Problem("definition", message)));
    }

    /**
     * The limits and counts that have no default. Left out, a number reads as 0, which none of these
     * allows, and was refused as "0 seconds is too short"; {@code maxIterations} left out is no
     * iteration limit and a seed left out is 0, as the README says.
     */
    private static void required(JsonNode tree, List<Problem> problems) {
        if (tree.get("limits") instanceof ObjectNode limits) {
            missing(limits, "limits.maxNodes", "the most nodes each solve may create", problems);
            missing(limits, "limits.maxSeconds", "the most seconds each solve may take", problems);
        }
        if (tree.get("positions") instanceof ObjectNode positions && positions.get("kind") != null
                && positions.get("kind").isString()) {
            String kind = positions.get("kind").asString().toLowerCase(Locale.ROOT);
            if (kind.equals("random") || kind.equals("pgame")) {
                missing(positions, "positions.count", "how many positions to draw", problems);
            }
            if (kind.equals("random")) {
                // Left out, it read as 0: every position the start, refused as drawn again and again.
                missing(positions, "positions.plies", "how many random moves from the start, 0 or more", problems);
            }
            if (kind.equals("pgame")) {
                missing(positions, "positions.branching", "the trees' branching b", problems);
                missing(positions, "positions.depth", "the trees' depth d", problems);
            }
        }
    }

    private static void missing(ObjectNode holder, String field, String what, List<Problem> problems) {
        if (!holder.has(field.substring(field.indexOf('.') + 1))) {
            problems.add(new Problem(field, "is missing: give " + what));
        }
    }

    /**
     * Refuses a whole-number parameter written with a point or an exponent ("playouts": 10.0 or 6e1), as a limit or a
     * count is refused: they were taken, and written back as 10.0. Noted and taken out, so the rest is read.
     */
    private static void wholeParameters(ObjectNode root, List<Problem> problems) {
        if (!(root.get("algorithms") instanceof ArrayNode algorithms)) {
            return;
        }
        for (int i = 0; i < algorithms.size(); i++) {
            if (!(algorithms.get(i) instanceof ObjectNode algorithm && algorithm.get("parameters") instanceof ObjectNode parameters)) {
                continue;
            }
            List<String> refused = new ArrayList<>();
            for (Map.Entry<String, JsonNode> e : parameters.properties()) {
                JsonNode v = e.getValue();
                if (ExperimentDefinition.PARAMETER_NAMES.contains(e.getKey()) && Parameter.byId(e.getKey()).kind() == Parameter.Kind.WHOLE
                        && (v.isFloatingPointNumber() || v.isBigDecimal())) {
                    problems.add(new Problem("algorithms[" + i + "]." + e.getKey(), "must be a whole number" + found(v, true)));
                    refused.add(e.getKey());
                }
            }
            refused.forEach(parameters::remove);
        }
    }

    /** Puts every seed in {@code root} back as the long that holds its 64 bits ({@link #seed}). */
    private static void seeds(ObjectNode root, boolean stored, List<Problem> problems) {
        if (root.get("positions") instanceof ObjectNode positions) {
            seed(positions, "positions.seed", stored, true, problems);
        }
        if (root.get("algorithms") instanceof ArrayNode algorithms) {
            for (int i = 0; i < algorithms.size(); i++) {
                if (algorithms.get(i) instanceof ObjectNode algorithm && algorithm.get("parameters") instanceof ObjectNode parameters) {
                    // Named as a parameter's other problems are (Problem); a stored seed that is no seed at all (1.5, kept
                    // when it was read as 1) is left as kept, for compileStored to refuse as before.
                    seed(parameters, "algorithms[" + i + "]." + Parameter.SEED.id(), stored, !stored, problems);
                }
            }
        }
    }

    /**
     * Puts the seed in {@code holder} back as the long that holds its 64 bits, or, when {@code refuse}, notes a problem
     * with {@code field} and takes it out. A seed that is no number is left for the reading to refuse as any number is
     * ("not \"abc\"").
     */
    private static void seed(ObjectNode holder, String field, boolean stored, boolean refuse, List<Problem> problems) {
        JsonNode written = holder.get("seed");
        if (written == null || !written.isNumber()) {
            return;
        }
        Long seed = Parameter.seedOf(written.numberValue());
        if (seed == null && stored && written.isIntegralNumber() && written.canConvertToLong()) {
            // kept before seeds were written unsigned: a negative long, the same 64 bits
            seed = written.longValue();
        }
        if (seed != null) {
            holder.put("seed", seed);
        } else if (refuse) {
            problems.add(new Problem(field, "must be " + Parameter.SEED.range() + found(written, true)));
            holder.remove("seed");
        }
    }

    /** Takes the field at {@code path} out of {@code root}; false when it is not an object's field. */
    private static boolean remove(JsonNode root, List<JacksonException.Reference> path) {
        if (path.isEmpty() || path.getLast().getPropertyName() == null) {
            return false;
        }
        JsonNode parent = root;
        for (JacksonException.Reference r : path.subList(0, path.size() - 1)) {
            parent = parent == null ? null : r.getPropertyName() != null ? parent.get(r.getPropertyName()) : parent.get(r.getIndex());
        }
        if (parent instanceof ObjectNode o && o.has(path.getLast().getPropertyName())) {
            o.remove(path.getLast().getPropertyName());
            return true;
        }
        return false;
    }

    private static final Pattern ALGORITHM_PARAMETER = Pattern.compile("^(algorithms\\[\\d+])\\.parameters\\.");

    /**
     * A JSON path as every {@link Problem} names its field: an algorithm's parameter as {@code algorithms[1].theta},
     * the {@code parameters} object that holds it in the JSON left out (the form and the command line's flags know
     * it by that name, and the checks after reading name it so).
     */
    private static String named(String jsonPath) {
        return ALGORITHM_PARAMETER.matcher(jsonPath).replaceFirst("$1.");
    }

    /**
     * Notes every explicit null under {@code node} (a value left empty by mistake, never a default) and takes it
     * out of its object, so that the rest is read and checked; false when a list holds one.
     */
    private static boolean nulls(String path, JsonNode node, List<Problem> problems) {
        boolean listsWhole = true;
        if (node instanceof ObjectNode object) {
            List<String> empty = new ArrayList<>();
            for (var e : object.properties()) {
                String field = (path.isEmpty() ? "" : path + ".") + e.getKey();
                if (e.getValue().isNull()) {
                    problems.add(new Problem(named(field), "is null: give a value or leave " + e.getKey() + " out"));
                    empty.add(e.getKey());
                } else {
                    listsWhole &= nulls(field, e.getValue(), problems);
                }
            }
            empty.forEach(object::remove);
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                String field = path + "[" + i + "]";
                if (node.get(i).isNull()) {
                    problems.add(new Problem(field, "is null: remove it or give a value"));
                    listsWhole = false;
                } else {
                    listsWhole &= nulls(field, node.get(i), problems);
                }
            }
        }
        return listsWhole;
    }

    private static String notJson(StreamReadException e) {
        String where = e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr() + ", column "
                + e.getLocation().getColumnNr();
        String why = e.getOriginalMessage() == null ? "" : e.getOriginalMessage().lines().findFirst().orElse("");
        if (why.startsWith("Duplicate Object property")) {
            return why.substring("Duplicate Object property ".length()) + " is given twice" + where + ": keep one";
        }
        String said = inWords(why);
        return "is not valid JSON" + where + (said.isEmpty() ? "" : ": " + said);
    }

    private static final java.util.regex.Pattern UNEXPECTED = java.util.regex.Pattern.compile(
            "Unexpected character \\('(.+?)' \\((?:CTRL-CHAR, )?code [^)]*\\)\\): (.*)");
    private static final java.util.regex.Pattern QUOTED = java.util.regex.Pattern.compile("'([^']*)'");

    /** A JSON reader's complaint as a person would say it: no character codes, no parser state, what to write instead. */
    static String inWords(String why) {
        java.util.regex.Matcher unexpected = UNEXPECTED.matcher(why);
        if (unexpected.matches()) {
            String c = unexpected.group(1);
            String rest = unexpected.group(2);
            if (c.equals("\u201c") || c.equals("\u201d") || c.equals("\u2018") || c.equals("\u2019")) {
                return c + " is a curly quote (as word processors write them): JSON needs straight double quotes \"";
            }
            String shown = c.codePoints().allMatch(cp -> Character.isWhitespace(cp) || Character.isSpaceChar(cp)
                    || Character.getType(cp) == Character.FORMAT || Character.isISOControl(cp))
                    ? String.format(java.util.Locale.ROOT, "an invisible character (U+%04X)", c.codePointAt(0)) : "'" + c + "'";
            // After a comma, an object's reader wants a name and a list's a value: a } or ] there closes too early.
            boolean afterComma = c.equals("}") && rest.contains("double-quote to start property name")
                    || c.equals("]") && rest.contains("expected a valid value");
            String expected = afterComma ? "a comma may not come just before " + c
                    : rest.contains("double-quote to start property name") ? "a field's name must be in double quotes"
                    : rest.contains("expected a valid value") ? "a value was expected: text in double quotes, a number, a list [ ], "
                    + "an object { }, true, false or null"
                    : rest.contains("a colon") ? "a colon must follow a field's name"
                    : rest.contains("comma to separate Object entries") ? "a comma must come between two fields"
                    : rest.contains("comma to separate Array entries") ? "a comma must come between two values of a list"
                    : rest.contains("ALLOW_COMMENTS") ? "JSON has no comments: take out the // or /* */ part"
                    : rest.contains("LEADING_PLUS") ? "a number may not start with +"
                    : rest.replaceAll("\\s*\\(?[Ee]nable `?[A-Za-z_.]+`?.*$", "").replaceAll(" \\(code [^)]*\\)", "");
            return shown + " was not expected here: " + expected;
        }
        java.util.regex.Matcher quoted = QUOTED.matcher(why);
        String token = quoted.find() ? quoted.group(1) : "";
        if (why.contains("plus sign")) {
            return "a number may not start with +";
        }
        if (why.startsWith("Unexpected end-of-input")) {
            return "the text ends before every quote, { and [ is closed";
        }
        if (why.startsWith("Unrecognized character escape")) {
            return "\\" + token + " is not an escape: after a backslash write \", \\, /, b, f, n, r, t, or u and four hex digits";
        }
        if (why.startsWith("Unrecognized token") || why.startsWith("Non-standard token")) {
            return token + " is not a value: text must be in double quotes, and a number written with digits";
        }
        if (why.startsWith("Unexpected close marker")) {
            return "a " + token + " that closes nothing";
        }
        if (why.contains("Leading zeroes not allowed")) {
            return "a number may not start with 0 (write 7, not 07)";
        }
        if (why.startsWith("Illegal unquoted character")) {
            return "a line break or tab inside quotes must be written \\n or \\t";
        }
        // Anything else without the reader's source and character codes.
        return why.replaceAll(" ?\\(start marker at \\[Source.*$", "").replaceAll(" \\((CTRL-CHAR, )?code [^)]*\\)", "")
                .replaceAll(":? *\\(?[Ee]nable `[^`]*`.*$", "");
    }

    /** The field a problem belongs to ({@link #named}). */
    private static String path(JacksonException e) {
        StringBuilder sb = new StringBuilder();
        for (JacksonException.Reference r : e.getPath()) {
            if (r.getPropertyName() != null) {
                sb.append(sb.isEmpty() ? "" : ".").append(r.getPropertyName());
            } else if (r.getIndex() >= 0) {
                sb.append('[').append(r.getIndex()).append(']');
            }
        }
        return sb.isEmpty() ? "definition" : named(sb.toString());
    }

    private static boolean whole(Class<?> type) {
        return type == int.class || type == long.class || type == Integer.class || type == Long.class;
    }

    private static String expected(Class<?> type) {
        if (type == null) {
            return "another kind of value";
        }
        if (whole(type)) {
            return "a whole number";
        }
        if (type == double.class || type == Double.class || Number.class.isAssignableFrom(type)) {
            return "a number";
        }
        if (type == String.class) {
            return "text in quotes";
        }
        if (List.class.isAssignableFrom(type)) {
            return "a list [ ... ]";
        }
        return "an object { ... }";
    }

    /** {@code , not "abc"}: the value found where the error is, as the user typed it. */
    private static String found(JsonNode root, List<JacksonException.Reference> path, boolean whole) {
        JsonNode node = root;
        for (JacksonException.Reference r : path) {
            if (node == null) {
                return "";
            }
            node = r.getPropertyName() != null ? node.get(r.getPropertyName()) : node.get(r.getIndex());
        }
        return node == null ? "" : found(node, whole);
    }

    /**
     * {@code , not "abc"}: {@code node} as the user typed it; where a whole number belongs ({@code whole}), why 1e9 is
     * refused. The hint followed every value of that look, so a name of 7.0 was told to be written in digits.
     */
    private static String found(JsonNode node, boolean whole) {
        if (node.isObject()) {
            return ", not an object { ... }";
        }
        if (node.isArray()) {
            return ", not a list [ ... ]";
        }
        if (node.isFloatingPointNumber() || node.isBigDecimal()) {
            // As a person writes the number (1000000000, 2.5), not as Java does (1.0E9); and why a whole one is refused:
            // JSON's 1e9 or 1000000000.0 is a decimal, which a count is not.
            double x = node.asDouble();
            String written = org.prooflab.engine.game.Notation.plain(x);
            return ", not " + oneLine(written) + (whole && x == Math.rint(x) && Double.isFinite(x)
                    ? " written with a point or an exponent: write it in digits alone" : "");
        }
        return ", not " + (node.isString() ? "\"" + oneLine(node.asString()) + "\"" : oneLine(node.toString()));
    }

    /** A refused value quoted on one line, cut as every message cuts what it quotes. */
    private static String oneLine(String s) {
        return org.prooflab.engine.game.Notation.abbreviated(s.replace("\n", " "));
    }

    /** How a positions set is written: {@link PositionSetWriter}. */
    @JsonSerialize(using = PositionSetWriter.class)
    private abstract static class PositionSetJson {
    }

    /**
     * A positions set with the fields its kind reads, no others: a pasted list is its lines (it was written with a
     * count, a seed and plies of 0, which a reader took for settings), random positions their count, seed and plies, P-game
     * trees their count, seed, branching and depth; a kind that is none of these with every field. The seed is written
     * as the whole number 0..2^64 - 1 it stands for.
     */
    private static final class PositionSetWriter extends StdSerializer<ExperimentDefinition.PositionSet> {
        private static final UnsignedSeed SEED = new UnsignedSeed();

        PositionSetWriter() {
            super(ExperimentDefinition.PositionSet.class);
        }

        @Override
        public void serialize(ExperimentDefinition.PositionSet set, JsonGenerator out, SerializationContext context) {
            String kind = set.kind() == null ? "" : set.kind().toLowerCase(Locale.ROOT);
            boolean list = kind.equals("list");
            boolean random = kind.equals("random");
            boolean pgame = kind.equals("pgame");
            boolean other = !list && !random && !pgame;
            out.writeStartObject(set);
            if (set.kind() != null) {
                out.writeName("kind");
                out.writeString(set.kind());
            }
            if (!list) {
                out.writeName("count");
                out.writeNumber(set.count());
                out.writeName("seed");
                SEED.serialize(set.seed(), out, context);
            }
            if (random || other) {
                out.writeName("plies");
                out.writeNumber(set.plies());
            }
            if (pgame || other) {
                out.writeName("branching");
                out.writeNumber(set.branching());
                out.writeName("depth");
                out.writeNumber(set.depth());
            }
            if (list || other) {
                out.writeName("lines");
                context.writeValue(out, set.lines());
            }
            out.writeEndObject();
        }
    }

    /** How an algorithm is written: its parameters as they are, its seed as the whole number 0..2^64 - 1 it stands for. */
    private abstract static class AlgorithmSpecJson {
        @JsonSerialize(using = Parameters.class)
        abstract Map<String, Number> parameters();
    }

    /** A seed's 64 bits written as the whole number they stand for: 18446744073709551615, not -1. */
    private static final class UnsignedSeed extends StdSerializer<Long> {
        UnsignedSeed() {
            super(Long.class);
        }

        @Override
        public void serialize(Long seed, JsonGenerator out, SerializationContext context) {
            out.writeNumber(new BigInteger(Long.toUnsignedString(seed)));
        }
    }

    /** An algorithm's parameters in their order, a seed held as a long written by {@link UnsignedSeed}. */
    private static final class Parameters extends StdSerializer<Map<String, Number>> {
        private static final UnsignedSeed SEED = new UnsignedSeed();

        @SuppressWarnings("unchecked")
        Parameters() {
            super((Class<Map<String, Number>>) (Class<?>) Map.class);
        }

        @Override
        public void serialize(Map<String, Number> parameters, JsonGenerator out, SerializationContext context) {
            out.writeStartObject(parameters);
            for (Map.Entry<String, Number> e : parameters.entrySet()) {
                out.writeName(e.getKey());
                if (e.getKey().equals(Parameter.SEED.id()) && e.getValue() instanceof Long seed) {
                    SEED.serialize(seed, out, context);
                } else {
                    context.writeValue(out, e.getValue());
                }
            }
            out.writeEndObject();
        }
    }
}
