package org.prooflab.ui.classroom;

import org.prooflab.engine.game.Notation;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.HasValue;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.prooflab.classroom.domain.DefinitionReading;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.InvalidDefinitionException;
import org.prooflab.classroom.domain.Problem;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.search.Limits;

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
    /** Adds a configuration; off, with the reason said beside it, once the form holds as many as this server allows. */
    private final Button add = new Button("Add a configuration");
    private final Paragraph addLimit = new Paragraph();
    private final TextField maxNodes = new TextField("Max nodes a solve");
    private final TextField maxSeconds = new TextField("Max seconds a solve");
    private final TextField maxIterations = new TextField("Max iterations a solve (0: no limit)");
    /** The form's own fields where numbers are typed (the algorithm rows have theirs). */
    private final List<TextField> numberFields = List.of(count, seed, plies, branching, depth, maxNodes, maxSeconds, maxIterations);
    private final Div otherErrors = new Div();
    private Runnable onEdit = () -> { };
    /** This server's caps, once {@link #showCaps} gave them: a field's range is then said on leaving it. */
    private ExperimentDefinition.Caps caps;

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
        // A mark says what the last check found; once its field is edited it may no longer be true, so it goes,
        // unless the field's new text cannot be read or is out of its range, which is said at once.
        markOnEdit(name, name);
        numberFields.forEach(f -> markOnEdit(f, f));
        markOnEdit(lines, lines);
        lines.setWidthFull();
        lines.setMinHeight("8rem");
        // It scrolls past about twenty lines: a 5,000-line paste grew it 110,000 px tall, its error far below its label.
        lines.setMaxHeight("28rem");
        numberFields.forEach(f -> f.setWidth("12rem"));
        count.setHelperText("positions or trees to draw");
        seed.setHelperText("the same seed draws the same positions");
        // Their ranges before anything is wrong, as every other field here and the lab's b and d say them.
        branching.setHelperText("children a node, 1 to " + PGame.MAX_BRANCHING);
        depth.setHelperText("moves to a leaf, 1 to " + PGame.MAX_DEPTH);
        FormLayout positions = new FormLayout(count, seed, plies, branching, depth);
        positions.setResponsiveSteps(new FormLayout.ResponsiveStep("0", 1), new FormLayout.ResponsiveStep("30rem", 3));
        rows.setPadding(false);
        algorithmsError.addClassName("field-error");
        add.addClickListener(e -> {
            algorithmsError.setText("");
            // An algorithm the form has not got yet: a second default PPN-search was refused at once as the same as the first.
            Algorithm next = Algorithm.compared().stream().filter(a -> algorithmRows.stream().noneMatch(r -> r.chosen() == a))
                    .findFirst().orElse(Algorithm.PPNS);
            addRow(new ExperimentDefinition.AlgorithmSpec(next.id(), Map.of()));
            edited();
        });
        add.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        addLimit.addClassName("add-limit");
        addLimit.setVisible(false);
        HorizontalLayout addRow = new HorizontalLayout(add, addLimit);
        addRow.setAlignItems(Alignment.BASELINE);
        addRow.setWrap(true);
        FormLayout limits = new FormLayout(maxNodes, maxSeconds, maxIterations);
        limits.setResponsiveSteps(new FormLayout.ResponsiveStep("0", 1), new FormLayout.ResponsiveStep("30rem", 3));
        otherErrors.addClassName("field-error");
        add(name, game, kind, positions, lines,
                new H2("Algorithms"), new Paragraph("Each configuration is one column of the results. The same algorithm may "
                        + "appear twice with other parameters (two identical ones are refused: they could not be told apart); "
                        + "an empty parameter keeps the papers' default."),
                rows, algorithmsError, addRow, new H2("Limits"),
                new Paragraph("Each solve stops at the first limit it reaches. An experiment runs every position with every "
                        + "configuration, one solve after another on the server's job workers, so its limits stay well below "
                        + "a single solve's in the lab."), limits, otherErrors);
    }

    /** A name field takes no more than a name may hold, and says so (the browser stops the typing without a word). */
    static void nameLimit(TextField field) {
        // Not the browser's maxlength: it cut a pasted name at 200 without a word. A longer one is refused beside the
        // field as it is typed or pasted, in the check's words, and kept whole for the visitor to shorten.
        field.setHelperText("at most " + ExperimentDefinition.MAX_NAME_LENGTH + " characters");
        // The page's marks only: Vaadin's own check cleared this one when the field was left.
        field.setManualValidation(true);
        field.setValueChangeMode(com.vaadin.flow.data.value.ValueChangeMode.LAZY);
        boolean[] marked = {false};
        field.addValueChangeListener(e -> {
            // Read as the form and a rename read it: stripped.
            String name = e.getValue() == null ? "" : e.getValue().strip();
            if (ExperimentDefinition.nameLength(name) > ExperimentDefinition.MAX_NAME_LENGTH) {
                field.setErrorMessage(Problem.sentence(ExperimentDefinition.nameProblem(name).message()));
                field.setInvalid(true);
                marked[0] = true;
            } else if (marked[0]) {
                field.setInvalid(false);
                marked[0] = false;
            }
        });
    }

    /** Says under each limit and under How many what this server allows (the checks say it too, once a value is wrong). */
    void showCaps(ExperimentDefinition.Caps caps) {
        this.caps = caps;
        numberRows();
        count.setHelperText(String.format(Locale.ROOT, "positions or trees to draw, 1 to %,d here", caps.maxPositions()));
        maxNodes.setHelperText(String.format(Locale.ROOT, "1 to %,d here", caps.maxNodes()));
        maxSeconds.setHelperText(String.format(Locale.ROOT, "%s to %s here", Notation.plain(Limits.MIN_SECONDS), Notation.plain(caps.maxSeconds())));
        maxIterations.setHelperText("0 or more");
    }

    /** Fills the form from a definition. */
    void set(ExperimentDefinition d) {
        name.setValue(d.name() == null ? "" : d.name());
        GameKind g = Arrays.stream(GameKind.values()).filter(k -> k.id().equals(d.game())).findFirst().orElse(GameKind.CONNECT4);
        game.setValue(g);
        ExperimentDefinition.PositionSet p = d.positions();
        kind.setValue(p.kind());
        count.setValue(p.count() == 0 ? "" : Notation.grouped(p.count()));
        seed.setValue(Long.toUnsignedString(p.seed()));
        plies.setValue(Integer.toString(p.plies()));
        branching.setValue(p.branching() == 0 ? "2" : Integer.toString(p.branching()));
        depth.setValue(p.depth() == 0 ? "20" : Integer.toString(p.depth()));
        lines.setValue(p.lines() == null ? "" : String.join("\n", p.lines()));
        rows.removeAll();
        algorithmRows.clear();
        d.algorithms().forEach(this::addRow);
        // Whole numbers grouped as the helpers and messages write them (5,000,000), which the boxes read back.
        maxNodes.setValue(Notation.grouped(d.limits().maxNodes()));
        maxSeconds.setValue(Notation.plain(d.limits().maxSeconds()));
        maxIterations.setValue(Notation.grouped(d.limits().maxIterations()));
        kindChanged();
    }

    /**
     * When a person edits {@code edited} (on leaving it), the mark on {@code marked} goes, or says at once what is
     * wrong with the new text ({@link #markProblems}), and the form tells it was edited.
     */
    private void markOnEdit(HasValue<?, ?> edited, HasValidation marked) {
        edited.addValueChangeListener(e -> {
            if (e.isFromClient()) {
                fieldEdited(marked);
            }
        });
    }

    /** A person edited {@code marked} (null: no field, as a chosen algorithm or a removed row). */
    private void fieldEdited(HasValidation marked) {
        if (marked != null) {
            marked.setInvalid(false);
            markProblems(marked);
        }
        edited();
    }

    /**
     * Marks {@code marked} with what the checks Check runs find wrong in it, before Check: text that cannot be read
     * as a number ("'+5' is not a whole number") and a number out of its range ("2,000 positions is too many"),
     * against this server's caps once {@link #showCaps} gave them. The name and the pasted positions wait for
     * Check (an emptied name is not a mistake yet while a person is still filling in the form).
     */
    private void markProblems(HasValidation marked) {
        DefinitionReading reading = read();
        List<Problem> problems = reading.unreadable();
        if (caps != null && marked != name && marked != lines) {
            try {
                reading.compile(caps);
                problems = List.of();
            } catch (InvalidDefinitionException e) {
                problems = e.problems();
            }
        }
        List<String> messages = problems.stream().filter(p -> field(p.field()) == marked).map(ExperimentForm::beside).toList();
        if (!messages.isEmpty()) {
            marked.setErrorMessage(Problem.sentence(String.join("; ", messages)));
            marked.setInvalid(true);
        }
        if (caps != null) {
            // A mark on another number field whose problem this edit solved goes too (random moves raised from 0 ends
            // "these 3 draws of 0 random moves give one position only" under How many); no field is newly marked.
            Set<Component> wrong = new HashSet<>();
            problems.forEach(p -> wrong.add(field(p.field())));
            List<TextField> numbers = new ArrayList<>(numberFields);
            algorithmRows.forEach(r -> numbers.addAll(r.numberFields()));
            numbers.stream().filter(f -> f != marked && f.isInvalid() && !wrong.contains(f)).forEach(f -> f.setInvalid(false));
        }
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
        // The range the definition's check holds random moves to, said before anything is wrong.
        plies.setHelperText(game.getValue() == null || pgame ? "" : String.format(Locale.ROOT, "moves from the start, 0 to %d for %s",
                GameKind.mostRandomPlies(game.getValue().start()), game.getValue().displayName()));
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
        AlgorithmRow row = new AlgorithmRow(spec, game::getValue, this::fieldEdited, r -> {
            int at = algorithmRows.indexOf(r);
            algorithmRows.remove(r);
            rows.remove(r);
            numberRows();
            // The focus was on the row's Remove, now gone: it goes to the next row's algorithm, else the button that adds one.
            if (at < algorithmRows.size()) {
                algorithmRows.get(at).focusAlgorithm();
            } else {
                add.focus();
            }
        });
        algorithmRows.add(row);
        rows.add(row);
        numberRows();
    }

    /** Why no configuration can be added: {@code most} allowed here, {@code held} in the form (more when made elsewhere). */
    static String limitText(int most, int held) {
        String cap = count(most, "configuration") + (most == 1 ? " is" : " are") + " the most an experiment holds here";
        return held > most ? cap + "; this one has " + held + ": remove " + (held - most == 1 ? "one" : held - most) + " before Check."
                : cap + "; remove one to add another.";
    }

    /**
     * Each row's number in its fields' names, so that a screen reader tells one "Algorithm" and "Remove" from the next;
     * and whether another row may be added.
     */
    private void numberRows() {
        for (int i = 0; i < algorithmRows.size(); i++) {
            algorithmRows.get(i).number(i + 1);
        }
        // A configuration past the cap would only be refused in red at Check; the reason is said in words beside the
        // button (a disabled button's tooltip is never heard), and goes with the first row removed.
        boolean full = caps != null && algorithmRows.size() >= caps.maxConfigurations();
        add.setEnabled(!full);
        addLimit.setVisible(full);
        addLimit.setText(!full ? "" : limitText(caps.maxConfigurations(), algorithmRows.size()));
    }

    /**
     * Reads the form: a definition (0 where a field could not be read) and the fields that could not be read; its
     * {@link DefinitionReading#compile} checks the rest, and all problems are shown together ({@link #showProblems}).
     */
    DefinitionReading read() {
        List<Problem> problems = new ArrayList<>();
        String k = kind.getValue() == null ? "random" : kind.getValue();
        int n = "list".equals(k) ? 0 : FormReading.wholeInt(count, "positions.count", problems);
        long s = "list".equals(k) ? 0 : FormReading.seedOf(seed, "positions.seed", problems);
        int pl = "random".equals(k) ? FormReading.wholeInt(plies, "positions.plies", problems) : 0;
        int b = "pgame".equals(k) ? FormReading.wholeInt(branching, "positions.branching", problems) : 0;
        int d = "pgame".equals(k) ? FormReading.wholeInt(depth, "positions.depth", problems) : 0;
        List<String> pasted = "list".equals(k) ? List.of(withoutTrailingBlanks(lines.getValue()).split("\\R", -1)) : List.of();
        List<ExperimentDefinition.AlgorithmSpec> specs = new ArrayList<>();
        for (int i = 0; i < algorithmRows.size(); i++) {
            specs.add(algorithmRows.get(i).read("algorithms[" + i + "]", problems));
        }
        long nodes = FormReading.whole(maxNodes, "limits.maxNodes", problems);
        double secs = FormReading.decimal(maxSeconds, "limits.maxSeconds", problems);
        long iterations = FormReading.whole(maxIterations, "limits.maxIterations", problems);
        return new DefinitionReading(new ExperimentDefinition(name.getValue().strip(), game.getValue() == null ? "" : game.getValue().id(),
                new ExperimentDefinition.PositionSet(k, n, s, pl, b, d, pasted), specs,
                new ExperimentDefinition.LimitSpec(nodes, secs, iterations)), problems);
    }

    /**
     * A problem as it reads beside its own field: a parameter's check names the parameter as the command line and the
     * API do ("A 99,999,999,999 is not allowed", "C -3 ..."), which beside "Final move A" or "UCT C" read as an article
     * or a stray letter; there the value comes first.
     */
    static String beside(Problem p) {
        String parameter = ExperimentDefinition.parameterOf(p.field());
        if (parameter != null && p.message().startsWith(parameter + " ")) {
            String rest = p.message().substring(parameter.length() + 1);
            if (rest.matches("[-0-9.,]+(E-?\\d+)? is not allowed: .*")) {
                return rest;
            }
        }
        return p.message();
    }

    /**
     * Shows each problem beside its field, as a sentence; what belongs to no field is shown at the end, after its field's
     * name. Returns the names of the fields marked, in the form's order, and moves the focus to the first of them: on a
     * phone the form's verdict sat three screens below a Name field marked in red, naming nothing.
     */
    List<String> showProblems(List<Problem> problems) {
        clearErrors();
        List<String> unplaced = new ArrayList<>();
        Map<String, List<String>> byField = new LinkedHashMap<>();
        problems.forEach(p -> byField.computeIfAbsent(p.field(), f -> new ArrayList<>()).add(beside(p)));
        // Each field once, in the form's order, the fields of one configuration's row left to right as they stand (the
        // summary named a row's pr before its theta, in the order the checks came).
        List<Marked> marked = new ArrayList<>();
        byField.forEach((field, messages) -> {
            String text = String.join("; ", messages);
            Component target = field(field);
            if (target instanceof HasValidation v) {
                v.setErrorMessage(Problem.sentence(text));
                v.setInvalid(true);
                marked.add(new Marked(place(field), withinRow(field), marked.size(), fieldName(field, target), target));
            } else if ("algorithms".equals(field)) {
                algorithmsError.setText(Problem.sentence(text));
                marked.add(new Marked(place(field), -1, marked.size(), "Algorithms", null));
            } else {
                unplaced.add(field + ": " + text);
            }
        });
        otherErrors.setText(String.join("\n", unplaced));
        marked.sort(java.util.Comparator.comparingInt(Marked::place).thenComparingInt(Marked::within).thenComparingInt(Marked::order));
        marked.stream().map(Marked::target).filter(com.vaadin.flow.component.Focusable.class::isInstance).findFirst()
                .ifPresent(f -> ((com.vaadin.flow.component.Focusable<?>) f).focus());
        return marked.stream().map(Marked::name).distinct().toList();
    }

    /**
     * A field marked in red: where it stands in the form, where in its configuration's row (0 elsewhere), in what order
     * its problem came, its name, the field (if any).
     */
    private record Marked(int place, int within, int order, String name, Component target) {
    }

    /** Where a configuration's field stands in its row ({@link AlgorithmRow#placeOf}); 0 for a field of no row. */
    private int withinRow(String field) {
        if (!field.startsWith("algorithms[")) {
            return 0;
        }
        int close = field.indexOf(']');
        int i = Integer.parseInt(field.substring("algorithms[".length(), close));
        return i < algorithmRows.size() ? algorithmRows.get(i).placeOf(field.length() > close + 2 ? field.substring(close + 2) : "algorithm") : 0;
    }

    /** Where a problem's field stands in the form, top to bottom: the positions, then each configuration's row, then the limits. */
    private static int place(String field) {
        if (field.startsWith("algorithms")) {
            int open = field.indexOf('[');
            return 100 + (open < 0 ? 0 : 1 + Integer.parseInt(field.substring(open + 1, field.indexOf(']'))));
        }
        List<String> order = List.of("name", "game", "positions.kind", "positions.count", "positions.seed", "positions.plies",
                "positions.branching", "positions.depth", "positions.lines", "positions");
        int i = order.indexOf(field);
        return i >= 0 ? i : field.startsWith("limits") ? 1000 + List.of("limits", "limits.maxNodes", "limits.maxSeconds",
                "limits.maxIterations").indexOf(field) : 2000;
    }

    /** A field as the verdict names it: its label, and in a configuration's row which one ("theta of configuration 2"). */
    private static String fieldName(String field, Component target) {
        String label = target instanceof com.vaadin.flow.component.HasLabel l && l.getLabel() != null ? l.getLabel() : field;
        if (field.startsWith("algorithms[")) {
            return label + " of configuration " + (1 + Integer.parseInt(field.substring("algorithms[".length(), field.indexOf(']'))));
        }
        return label;
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

    /**
     * The pasted positions without the spaces and line breaks after the last: a tab there stays, to be named. A loop, not
     * a pattern: a pattern's repeated group overflowed the stack on a spreadsheet column's thousands of empty rows.
     */
    static String withoutTrailingBlanks(String text) {
        int end = text.length();
        while (end > 0 && (text.charAt(end - 1) == ' ' || text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
            end--;
        }
        return text.substring(0, end);
    }

    /** {@code 1 position}, {@code 2,000 positions}. */
    static String count(long n, String noun) {
        return String.format(Locale.ROOT, "%,d %s%s", n, noun, n == 1 ? "" : "s");
    }
}
