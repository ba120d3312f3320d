package org.prooflab.ui.classroom;

import org.prooflab.engine.game.Notation;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.Problem;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Parameter;
import org.prooflab.engine.search.SearchParameters;

/**
 * One algorithm configuration of the classroom form: the algorithm, and a field for each parameter it reads, named
 * as the lab names it ({@link Parameter#label}), its default written out ({@link Parameter#defaultText}).
 */
final class AlgorithmRow extends HorizontalLayout {
    private final Select<Algorithm> algorithm = new Select<>();
    private final Button remove;
    private final Map<String, TextField> parameters = new LinkedHashMap<>();
    private final HorizontalLayout fields = new HorizontalLayout();
    private final Supplier<GameKind> game;
    private final Consumer<HasValidation> onEdit;
    /** The row's place among the configurations, from 1 (0 until numbered). */
    private int number;

    /**
     * @param spec     the configuration it starts from
     * @param game     the form's game, whose defaults the parameters show (Connect Four's when none is chosen)
     * @param onEdit   called when a person changes the row, with the parameter field edited (null when the
     *                 algorithm was chosen or the row removed)
     * @param onRemove called when a person removes the row, before {@code onEdit}
     */
    AlgorithmRow(ExperimentDefinition.AlgorithmSpec spec, Supplier<GameKind> game, Consumer<HasValidation> onEdit,
            Consumer<AlgorithmRow> onRemove) {
        this.game = game;
        this.onEdit = onEdit;
        addClassName("algorithm-row");
        setWrap(true);
        setAlignItems(FlexComponent.Alignment.BASELINE);
        algorithm.setLabel("Algorithm");
        algorithm.setItems(Algorithm.compared());
        algorithm.setItemLabelGenerator(Algorithm::displayName);
        algorithm.setWidth("13rem");
        fields.setWrap(true);
        remove = new Button("Remove", e -> {
            onRemove.accept(this);
            onEdit.accept(null);
        });
        remove.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_ERROR);
        add(algorithm, fields, remove);
        algorithm.addValueChangeListener(e -> {
            algorithm.setInvalid(false);
            showParameters(Map.of());
            if (e.isFromClient()) {
                onEdit.accept(null);
            }
        });
        try {
            algorithm.setValue(Algorithm.byId(spec.algorithm()));
        } catch (IllegalArgumentException e) {
            algorithm.setValue(Algorithm.PNS);
        }
        showParameters(spec.parameters());
    }

    /** The row is the {@code n}-th configuration: "Algorithm 2", "Remove configuration 2" to a screen reader. */
    void number(int n) {
        number = n;
        algorithm.setAriaLabel("Algorithm " + n);
        remove.setAriaLabel("Remove configuration " + n);
        parameters.forEach((p, f) -> name(f, Parameter.byId(p)));
    }

    /** "theta, configuration 2" to a screen reader: every configuration's box was "theta". */
    private void name(TextField f, Parameter parameter) {
        f.setAriaLabel(number == 0 ? null : parameter.label() + ", configuration " + number);
    }

    /** Puts the focus on the row's algorithm. */
    void focusAlgorithm() {
        algorithm.focus();
    }

    /** The algorithm chosen in this row, or null. */
    Algorithm chosen() {
        return algorithm.getValue();
    }

    /** A field for each parameter the chosen algorithm reads on the form's game, holding {@code values} or what it held. */
    void showParameters(Map<String, Number> values) {
        Map<String, String> kept = new LinkedHashMap<>();
        parameters.forEach((k, f) -> kept.put(k, f.getValue()));
        parameters.clear();
        fields.removeAll();
        Algorithm chosen = algorithm.getValue();
        GameKind g = game.get() == null ? GameKind.CONNECT4 : game.get();
        Set<String> read = chosen == null ? Set.of() : SearchParameters.defaults(g).relevantTo(chosen).keySet();
        for (String p : read) {
            // Named as the lab names it; the default as a person reads it (√2 ≈ 1.41421, not 1.4142135623730951).
            Parameter parameter = Parameter.byId(p);
            TextField f = new TextField(parameter.label());
            f.addValueChangeListener(e -> {
                if (e.isFromClient()) {
                    onEdit.accept(f);
                }
            });
            f.setWidth("8rem");
            name(f, parameter);
            f.setPlaceholder(parameter.defaultText(g));
            f.setHelperText("default " + parameter.defaultText(g) + parameter.defaultMeaning(g));
            Number v = values.get(p);
            f.setValue(v == null ? kept.getOrDefault(p, "") : written(parameter, v));
            parameters.put(p, f);
            fields.add(f);
        }
    }

    /** The configuration as the fields hold it; what cannot be read goes to {@code problems}, named from {@code prefix} ("algorithms[0]"). */
    ExperimentDefinition.AlgorithmSpec read(String prefix, List<Problem> problems) {
        Map<String, Number> values = new LinkedHashMap<>();
        parameters.forEach((p, f) -> {
            String v = f.getValue().strip();
            if (!v.isEmpty() && "seed".equals(p)) {
                Long seed = FormReading.seedValue(v, prefix + "." + p, problems);
                if (seed != null) {
                    values.put(p, seed);
                }
            } else if (!v.isEmpty()) {
                Number n = FormReading.parameterValue(p, v, prefix + "." + p, problems);
                if (n != null) {
                    values.put(p, n);
                }
            }
        });
        return new ExperimentDefinition.AlgorithmSpec(algorithm.getValue() == null ? "" : algorithm.getValue().id(), values);
    }

    /** The row's field for {@code parameter} (an id, or "algorithm"), where its problem is shown; null for none. */
    Component field(String parameter) {
        return "algorithm".equals(parameter) ? algorithm : parameters.get(parameter);
    }

    /** Where the field of {@code parameter} stands in the row, left to right: the algorithm first, then its parameters. */
    int placeOf(String parameter) {
        if ("algorithm".equals(parameter)) {
            return 0;
        }
        int i = List.copyOf(parameters.keySet()).indexOf(parameter);
        return i < 0 ? Integer.MAX_VALUE : 1 + i;
    }

    /** The row's parameter fields, where numbers are typed. */
    Collection<TextField> numberFields() {
        return parameters.values();
    }

    void clearErrors() {
        algorithm.setInvalid(false);
        parameters.values().forEach(f -> f.setInvalid(false));
    }

    /** A parameter's value as this form writes it and reads it back: whole numbers grouped (67,108,864), else {@link Parameter#text}. */
    private static String written(Parameter parameter, Number v) {
        double d = v.doubleValue();
        // A stored definition's 2.5 playouts stays 2.5, for the form to refuse, rather than becoming 2.
        return parameter.kind() == Parameter.Kind.WHOLE && d == Math.rint(d) ? Notation.grouped(v.longValue()) : parameter.text(v);
    }
}
