package org.prooflab.ui.classroom;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.HasValue;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.prooflab.classroom.domain.DefinitionReading;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.Problem;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.Parameter;
import org.prooflab.engine.search.SearchParameters;

/**
 * The form of an experiment's definition. Every field is plain text in the user's own words; what
 * is wrong is said beside the field, all at once, from the same checks the server and the command
 * line make ({@link ExperimentDefinition#compile}).
 */
final class ExperimentForm extends VerticalLayout {

    private final TextField name = new TextField("Name");
    private final Select<GameKind> game = new Select<>();
    private final RadioButtonGroup<String> kind = new RadioButtonGroup<>("Positions");
    private final TextField count = new TextField("How many");
    private final TextField seed = new TextField("Seed");
    private final TextField plies = new TextField("Random moves");
    private final TextField branching = new TextField("Branching b");
    private final TextField depth = new TextField("Depth d");
    private final TextArea lines = new TextArea("Positions, one a line");
    private final VerticalLayout rows = new VerticalLayout();
    private final List<AlgorithmRow> algorithmRows = new ArrayList<>();
    private final Div algorithmsError = new Div();
    private final TextField maxNodes = new TextField("Max nodes a solve");
    private final TextField maxSeconds = new TextField("Max seconds a solve");
    private final TextField maxIterations = new TextField("Max iterations a solve (0: no limit)");
    private final Div otherErrors = new Div();
    private Runnable onEdit = () -> { };

    ExperimentForm() {
        setPadding(false);
        nameLimit(name);
        name.setWidthFull();
        game.setLabel("Game");
        game.addClassName("game-select");
        game.setItems(GameKind.values());
        game.setItemLabelGenerator(GameKind::displayName);
        kind.setItems("random", "list", "pgame");
        kind.setItemLabelGenerator(k -> switch (k) {
            case "random" -> "Random positions";
            case "list" -> "Pasted positions";
            default -> "P-game trees";
        });
        game.addValueChangeListener(e -> {
            gameChanged();
            if (e.isFromClient()) {
                edited();
            }
        });
        kind.addValueChangeListener(e -> {
            kindChanged();
            if (e.isFromClient()) {
                edited();
            }
        });
        // A mark says what the last check found; once its field is edited it may no longer be true, so it goes
        // until the next check.
        for (TextField f : List.of(name, count, seed, plies, branching, depth, maxNodes, maxSeconds, maxIterations)) {
            clearOnEdit(f, f);
        }
        clearOnEdit(lines, lines);
        lines.setWidthFull();
        lines.setMinHeight("8rem");
        for (TextField f : List.of(count, seed, plies, branching, depth, maxNodes, maxSeconds, maxIterations)) {
            f.setWidth("12rem");
        }
        count.setHelperText("positions or trees to draw");
        seed.setHelperText("the same seed draws the same positions");
        FormLayout positions = new FormLayout(count, seed, plies, branching, depth);
        positions.setResponsiveSteps(new FormLayout.ResponsiveStep("0", 1), new FormLayout.ResponsiveStep("30rem", 3));
        rows.setPadding(false);
        algorithmsError.addClassName("field-error");
        Button add = new Button("Add a configuration", e -> {
            algorithmsError.setText("");
            addRow(new ExperimentDefinition.AlgorithmSpec("ppns", Map.of()));
            edited();
        });
        add.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        FormLayout limits = new FormLayout(maxNodes, maxSeconds, maxIterations);
        limits.setResponsiveSteps(new FormLayout.ResponsiveStep("0", 1), new FormLayout.ResponsiveStep("30rem", 3));
        otherErrors.addClassName("field-error");
        add(name, game, kind, positions, lines,
                new H3("Algorithms"), new Paragraph("Each configuration is one column of the results. The same algorithm may "
                        + "appear twice with other parameters; an empty parameter keeps the papers' default."),
                rows, algorithmsError, add, new H3("Limits"), limits, otherErrors);
    }

    /** A name field takes no more than a name may hold, and says so (the browser stops the typing without a word). */
    static void nameLimit(TextField field) {
        field.setMaxLength(ExperimentDefinition.MAX_NAME_LENGTH);
        field.setHelperText("at most " + ExperimentDefinition.MAX_NAME_LENGTH + " characters");
    }

    /** Says under each limit and under How many what this server allows (the checks say it too, once a value is wrong). */
    void showCaps(ExperimentDefinition.Caps caps) {
        count.setHelperText(String.format(Locale.ROOT, "positions or trees to draw, 1 to %,d here", caps.maxPositions()));
        maxNodes.setHelperText(String.format(Locale.ROOT, "1 to %,d here", caps.maxNodes()));
        maxSeconds.setHelperText(String.format(Locale.ROOT, "%s to %s here", plain(Limits.MIN_SECONDS), plain(caps.maxSeconds())));
        maxIterations.setHelperText("0 or more");
    }

    /** Fills the form from a definition. */
    void set(ExperimentDefinition d) {
        name.setValue(d.name() == null ? "" : d.name());
        GameKind g = Arrays.stream(GameKind.values()).filter(k -> k.id().equals(d.game())).findFirst().orElse(GameKind.CONNECT4);
        game.setValue(g);
        ExperimentDefinition.PositionSet p = d.positions();
        kind.setValue(p.kind());
        count.setValue(p.count() == 0 ? "" : Integer.toString(p.count()));
        seed.setValue(Long.toUnsignedString(p.seed()));
        plies.setValue(Integer.toString(p.plies()));
        branching.setValue(p.branching() == 0 ? "2" : Integer.toString(p.branching()));
        depth.setValue(p.depth() == 0 ? "20" : Integer.toString(p.depth()));
        lines.setValue(p.lines() == null ? "" : String.join("\n", p.lines()));
        rows.removeAll();
        algorithmRows.clear();
        d.algorithms().forEach(this::addRow);
        maxNodes.setValue(Long.toString(d.limits().maxNodes()));
        maxSeconds.setValue(plain(d.limits().maxSeconds()));
        maxIterations.setValue(Long.toString(d.limits().maxIterations()));
        kindChanged();
    }

    /** When a person edits {@code edited}, the mark on {@code marked} goes, and the form tells it was edited. */
    private void clearOnEdit(HasValue<?, ?> edited, HasValidation marked) {
        edited.addValueChangeListener(e -> {
            if (e.isFromClient()) {
                marked.setInvalid(false);
                edited();
            }
        });
    }

    /** {@code r} runs whenever a person changes the form, after the form's own marks are brought up to date. */
    void onEdit(Runnable r) {
        this.onEdit = r;
    }

    private void edited() {
        onEdit.run();
    }

    private void gameChanged() {
        // Pasted positions were read as the other game's.
        lines.setInvalid(false);
        boolean pgame = game.getValue() == GameKind.PGAME;
        String current = kind.getValue();
        kind.setItemEnabledProvider(k -> pgame ? !"random".equals(k) : !"pgame".equals(k));
        if (current == null || (pgame && "random".equals(current)) || (!pgame && "pgame".equals(current))) {
            kind.setValue(pgame ? "pgame" : "random");
        }
        lines.setHelperText(game.getValue() == null ? "" : "for example " + game.getValue().notationHelp());
        algorithmRows.forEach(r -> r.showParameters(Map.of()));
    }

    private void kindChanged() {
        String k = kind.getValue() == null ? "random" : kind.getValue();
        count.setVisible(!"list".equals(k));
        seed.setVisible(!"list".equals(k));
        plies.setVisible("random".equals(k));
        branching.setVisible("pgame".equals(k));
        depth.setVisible("pgame".equals(k));
        lines.setVisible("list".equals(k));
        // A hidden field is no part of the experiment: its mark would only come back, stale, with the field.
        for (Component f : List.of(count, seed, plies, branching, depth, lines)) {
            if (!f.isVisible()) {
                ((HasValidation) f).setInvalid(false);
            }
        }
    }

    private void addRow(ExperimentDefinition.AlgorithmSpec spec) {
        AlgorithmRow row = new AlgorithmRow(spec);
        algorithmRows.add(row);
        rows.add(row);
    }

    /**
     * Reads the form: a definition (0 where a field could not be read) and the fields that could not be read; its
     * {@link DefinitionReading#compile} checks the rest, and all problems are shown together ({@link #showProblems}).
     */
    DefinitionReading read() {
        List<Problem> problems = new ArrayList<>();
        String k = kind.getValue() == null ? "random" : kind.getValue();
        int n = "list".equals(k) ? 0 : wholeInt(count, "positions.count", problems);
        long s = "list".equals(k) ? 0 : seedOf(seed, "positions.seed", problems);
        int pl = "random".equals(k) ? wholeInt(plies, "positions.plies", problems) : 0;
        int b = "pgame".equals(k) ? wholeInt(branching, "positions.branching", problems) : 0;
        int d = "pgame".equals(k) ? wholeInt(depth, "positions.depth", problems) : 0;
        List<String> pasted = "list".equals(k) ? List.of(lines.getValue().split("\\R", -1)) : List.of();
        List<ExperimentDefinition.AlgorithmSpec> specs = new ArrayList<>();
        for (int i = 0; i < algorithmRows.size(); i++) {
            specs.add(algorithmRows.get(i).read("algorithms[" + i + "]", problems));
        }
        long nodes = whole(maxNodes, "limits.maxNodes", problems);
        double secs = decimal(maxSeconds, "limits.maxSeconds", problems);
        long iterations = whole(maxIterations, "limits.maxIterations", problems);
        return new DefinitionReading(new ExperimentDefinition(name.getValue().strip(), game.getValue() == null ? "" : game.getValue().id(),
                new ExperimentDefinition.PositionSet(k, n, s, pl, b, d, pasted), specs,
                new ExperimentDefinition.LimitSpec(nodes, secs, iterations)), problems);
    }

    /** Shows each problem beside its field, as a sentence; what belongs to no field is shown at the end, after its field's name. */
    void showProblems(List<Problem> problems) {
        clearErrors();
        List<String> unplaced = new ArrayList<>();
        Map<String, List<String>> byField = new LinkedHashMap<>();
        problems.forEach(p -> byField.computeIfAbsent(p.field(), f -> new ArrayList<>()).add(p.message()));
        byField.forEach((field, messages) -> {
            String text = String.join("; ", messages);
            Component target = field(field);
            if (target instanceof HasValidation v) {
                v.setErrorMessage(Problem.sentence(text));
                v.setInvalid(true);
            } else if ("algorithms".equals(field)) {
                algorithmsError.setText(Problem.sentence(text));
            } else {
                unplaced.add(field + ": " + text);
            }
        });
        otherErrors.setText(String.join("\n", unplaced));
    }

    private Component field(String field) {
        if (field.startsWith("algorithms[")) {
            int close = field.indexOf(']');
            int i = Integer.parseInt(field.substring("algorithms[".length(), close));
            String rest = field.length() > close + 2 ? field.substring(close + 2) : "algorithm";
            return i < algorithmRows.size() ? algorithmRows.get(i).field(rest) : null;
        }
        return switch (field) {
            case "name" -> name;
            case "game" -> game;
            case "positions.kind" -> kind;
            case "positions.count" -> count;
            case "positions.seed" -> seed;
            case "positions.plies" -> plies;
            case "positions.branching" -> branching;
            case "positions.depth" -> depth;
            case "positions.lines", "positions" -> lines;
            case "limits.maxNodes", "limits" -> maxNodes;
            case "limits.maxSeconds" -> maxSeconds;
            case "limits.maxIterations" -> maxIterations;
            default -> null;
        };
    }

    void clearErrors() {
        for (HasValidation v : List.of(name, game, kind, count, seed, plies, branching, depth, lines, maxNodes, maxSeconds,
                maxIterations)) {
            v.setInvalid(false);
        }
        algorithmRows.forEach(AlgorithmRow::clearErrors);
        algorithmsError.setText("");
        otherErrors.setText("");
    }

    /** {@link #whole}, for a field the definition holds as an int: past it is far too large, not wrapped (4294967297 was 1). */
    private static int wholeInt(TextField f, String field, List<Problem> problems) {
        long v = whole(f, field, problems);
        if (v != (int) v) {
            problems.add(new Problem(field, "'" + f.getValue().strip() + "' is far too " + (v < 0 ? "small" : "large")));
            return 0;
        }
        return (int) v;
    }

    /** A seed field: its seed, or 0 and a problem when it is empty or not a seed. */
    private static long seedOf(TextField f, String field, List<Problem> problems) {
        Long seed = seedValue(f.getValue(), field, problems);
        return seed == null ? 0 : seed;
    }

    /** A seed as written, read as the lab and the command line read it ({@link Parameter#seedOf}); null and its problem when it is none. */
    private static Long seedValue(String written, String field, List<Problem> problems) {
        Long seed = Parameter.seedOf(written);
        if (seed == null) {
            problems.add(new Problem(field, Parameter.SEED_MESSAGE));
        }
        return seed;
    }

    /**
     * A whole-number field, read by the rule for every whole number typed by hand ({@link Notation#whole}: 1000000,
     * 1,000,000 or 1_000_000); 0 and a problem when it is empty, no whole number ("+5", "10.0", "1e3") or past
     * what any field here allows.
     */
    private static long whole(TextField f, String field, List<Problem> problems) {
        String v = f.getValue().strip();
        if (v.isEmpty()) {
            problems.add(new Problem(field, "enter a whole number"));
            return 0;
        }
        Long n = whole(v, field, problems);
        return n == null ? 0 : n;
    }

    /** {@code written} (not empty) by the rule for whole numbers; null and a problem when it is none or past a long. */
    private static Long whole(String written, String field, List<Problem> problems) {
        BigInteger n = Notation.whole(written);
        if (n == null || n.bitLength() > 63) {
            problems.add(new Problem(field, n == null ? "'" + written + "' is not a whole number"
                    : "'" + written + "' is far too " + (n.signum() < 0 ? "small" : "large")));
            return null;
        }
        return n.longValue();
    }

    /** A decimal field, read as the lab and the command line read one ({@link Notation#decimal}): not 5d, 0x1p3 or NaN. */
    private static double decimal(TextField f, String field, List<Problem> problems) {
        String v = f.getValue().strip();
        Double d = Notation.decimal(v);
        if (d == null || !Double.isFinite(d)) {
            problems.add(new Problem(field, v.isEmpty() ? "enter a number" : "'" + v + "' is not a number"));
            return 0;
        }
        return d;
    }

    /**
     * A parameter's value as written: a whole number by the rule for whole numbers ({@link Notation#whole}) for a
     * whole-number parameter (playouts, table-bytes), a decimal number ({@link Notation#decimal}) for the others;
     * null and a problem when it is no such number. Its range is the definition's to check.
     */
    private static Number parameterValue(String id, String written, String field, List<Problem> problems) {
        boolean whole = Arrays.stream(Parameter.values()).anyMatch(p -> p.id().equals(id) && p.kind() == Parameter.Kind.WHOLE);
        if (whole) {
            return whole(written, field, problems);
        }
        Double d = Notation.decimal(written);
        if (d == null || !Double.isFinite(d)) {
            problems.add(new Problem(field, "'" + written + "' is not a number"));
            return null;
        }
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? (Number) (long) (double) d : (Number) d;
    }

    /** {@code 1 position}, {@code 2,000 positions}. */
    static String count(long n, String noun) {
        return String.format(Locale.ROOT, "%,d %s%s", n, noun, n == 1 ? "" : "s");
    }

    static String plain(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : String.format(Locale.ROOT, "%s", d);
    }

    /** One algorithm configuration: the algorithm and the parameters it reads. */
    private final class AlgorithmRow extends HorizontalLayout {
        private final Select<Algorithm> algorithm = new Select<>();
        private final Map<String, TextField> parameters = new LinkedHashMap<>();
        private final HorizontalLayout fields = new HorizontalLayout();

        AlgorithmRow(ExperimentDefinition.AlgorithmSpec spec) {
            addClassName("algorithm-row");
            setWrap(true);
            setAlignItems(FlexComponent.Alignment.BASELINE);
            algorithm.setLabel("Algorithm");
            algorithm.setItems(Algorithm.compared());
            algorithm.setItemLabelGenerator(Algorithm::displayName);
            algorithm.setWidth("13rem");
            fields.setWrap(true);
            Button remove = new Button("Remove", e -> {
                algorithmRows.remove(this);
                rows.remove(this);
                edited();
            });
            remove.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_ERROR);
            add(algorithm, fields, remove);
            algorithm.addValueChangeListener(e -> {
                algorithm.setInvalid(false);
                showParameters(Map.of());
                if (e.isFromClient()) {
                    edited();
                }
            });
            try {
                algorithm.setValue(Algorithm.byId(spec.algorithm()));
            } catch (IllegalArgumentException e) {
                algorithm.setValue(Algorithm.PNS);
            }
            showParameters(spec.parameters());
        }

        private void showParameters(Map<String, Number> values) {
            Map<String, String> kept = new LinkedHashMap<>();
            parameters.forEach((k, f) -> kept.put(k, f.getValue()));
            parameters.clear();
            fields.removeAll();
            Algorithm chosen = algorithm.getValue();
            GameKind g = game.getValue() == null ? GameKind.CONNECT4 : game.getValue();
            Map<String, Object> defaults = chosen == null ? Map.of() : new LinkedHashMap<>(SearchParameters.defaults(g).relevantTo(chosen));
            for (String p : defaults.keySet()) {
                // Named as the lab names it; the default as the lab shows it (√2, not 1.4142135623730951).
                Parameter parameter = Parameter.byId(p);
                TextField f = new TextField(parameter.label());
                clearOnEdit(f, f);
                f.setWidth("8rem");
                f.setPlaceholder(parameter.defaultText(g));
                f.setHelperText("default " + parameter.defaultText(g));
                Number v = values.get(p);
                f.setValue(v == null ? kept.getOrDefault(p, "") : "seed".equals(p) ? Long.toUnsignedString(v.longValue()) : plain(v.doubleValue()));
                parameters.put(p, f);
                fields.add(f);
            }
        }

        ExperimentDefinition.AlgorithmSpec read(String prefix, List<Problem> problems) {
            Map<String, Number> values = new LinkedHashMap<>();
            parameters.forEach((p, f) -> {
                String v = f.getValue().strip();
                if (!v.isEmpty() && "seed".equals(p)) {
                    Long seed = seedValue(v, prefix + "." + p, problems);
                    if (seed != null) {
                        values.put(p, seed);
                    }
                } else if (!v.isEmpty()) {
                    Number n = parameterValue(p, v, prefix + "." + p, problems);
                    if (n != null) {
                        values.put(p, n);
                    }
                }
            });
            return new ExperimentDefinition.AlgorithmSpec(algorithm.getValue() == null ? "" : algorithm.getValue().id(), values);
        }

        Component field(String parameter) {
            return "algorithm".equals(parameter) ? algorithm : parameters.get(parameter);
        }

        void clearErrors() {
            algorithm.setInvalid(false);
            parameters.values().forEach(f -> f.setInvalid(false));
        }
    }
}
