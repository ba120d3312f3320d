package org.prooflab.ui.lab;

import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.AbstractNumberField;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Parameter;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.ui.ExactNumberField;
import org.prooflab.ui.NotedField;
import org.prooflab.ui.ExactIntegerField;
import org.prooflab.ui.LabAddressNames;

/**
 * Every algorithm's parameters, with the papers' defaults. What each does is written under it
 * (phones have no hover), and a wrong value is answered beside the field as soon as it is entered.
 * The parameters that differ from the game's defaults can be written to and read from the page
 * address.
 */
final class ParameterForm extends Details {
    /** The names of the parameters in a page address ({@link LabAddressNames}). */
    static final List<String> NAMES = List.copyOf(LabAddressNames.all().values());
    private final ExactIntegerField playouts = new ExactIntegerField(Parameter.PLAYOUTS.label());
    private final ExactIntegerField playoutLength = new ExactIntegerField(Parameter.PLAYOUT_LENGTH.label());
    private final ExactNumberField theta = new ExactNumberField(Parameter.THETA.label());
    private final ExactNumberField pr = new ExactNumberField(Parameter.PRECISION_RATE.label());
    private final ExactNumberField prior = new ExactNumberField(Parameter.PRIOR.label());
    private final ExactNumberField c = new ExactNumberField(Parameter.EXPLORATION_C.label());
    private final ExactNumberField a = new ExactNumberField(Parameter.FINAL_MOVE_A.label());
    private final TextField seed = new TextField(Parameter.SEED.label());
    private GameKind game = GameKind.CONNECT4;
    /**
     * The number fields by the engine parameter each sets, whole numbers then others, in the form's order,
     * which is the address's ({@link LabAddressNames}); the seed, a text field, is apart.
     */
    private final Map<Parameter, ExactIntegerField> wholes = new LinkedHashMap<>();
    private final Map<Parameter, ExactNumberField> reals = new LinkedHashMap<>();

    ParameterForm() {
        setSummaryText("Algorithm parameters");
        wholes.put(Parameter.PLAYOUTS, playouts);
        wholes.put(Parameter.PLAYOUT_LENGTH, playoutLength);
        reals.put(Parameter.THETA, theta);
        reals.put(Parameter.PRECISION_RATE, pr);
        reals.put(Parameter.PRIOR, prior);
        reals.put(Parameter.EXPLORATION_C, c);
        reals.put(Parameter.FINAL_MOVE_A, a);
        wholes.forEach((p, f) -> FieldRanges.apply(f, FieldRanges.of(LabAddressNames.of(p)), FieldRanges.parameter(LabAddressNames.of(p)).help()));
        reals.forEach((p, f) -> FieldRanges.apply(f, FieldRanges.of(LabAddressNames.of(p)), FieldRanges.parameter(LabAddressNames.of(p)).help()));
        seed.setHelperText("Random playouts: the same seed repeats a solve to the node");
        seed.setManualValidation(true);
        seed.setValueChangeMode(ValueChangeMode.ON_CHANGE);
        seed.addValueChangeListener(e -> validateSeed());
        for (HasSize f : new HasSize[] {playouts, playoutLength, theta, pr, prior, c, a, seed}) {
            f.setWidth("15rem");
        }
        HorizontalLayout row = new HorizontalLayout(playouts, playoutLength, theta, pr, prior, c, a, seed);
        row.setWrap(true);
        add(row);
    }

    private boolean validateSeed() {
        String wrong = Parameter.seedProblem(seed.getValue());
        if (wrong != null) {
            seed.setErrorMessage(wrong);
        }
        seed.setInvalid(wrong != null);
        return wrong == null;
    }

    /** Calls {@code listener} after any parameter changed (by the user or from an address). */
    void addChangeListener(Runnable listener) {
        // A number box at each value and each text that is none (an emptied box then 2.5), as the limits are.
        for (NotedField f : List.<NotedField>of(playouts, playoutLength, theta, pr, prior, c, a)) {
            f.addShownListener(listener);
        }
        seed.addValueChangeListener(e -> listener.run());
    }

    /** Shows the papers' defaults for {@code game}. */
    void reset(GameKind newGame) {
        this.game = newGame;
        SearchParameters d = SearchParameters.defaults(newGame);
        playouts.setValue(d.playouts());
        playoutLength.setValue(d.playoutLength());
        theta.setValue(d.theta());
        pr.setValue(d.precisionRate());
        prior.setValue(d.prior());
        c.setValue(d.explorationC());
        a.setValue(d.finalMoveA());
        seed.setValue(Long.toUnsignedString(d.seed()));
        for (var f : List.of(playouts, playoutLength)) {
            f.setInvalid(false);
        }
        for (var f : List.of(theta, pr, prior, c, a)) {
            f.setInvalid(false);
        }
        seed.setInvalid(false);
    }

    /** The labels of the fields that are wrong now (each then shows its error); empty when all are right. */
    List<String> invalidFields() {
        return invalidFields(EnumSet.allOf(Algorithm.class));
    }

    /**
     * The labels of the wrong fields that one of {@code chosen} reads (each then shows its error): a
     * wrong value that none of them reads (UCT's C for a PN-search solve) keeps its mark but does not
     * hold the solve up.
     */
    List<String> invalidFields(Set<Algorithm> chosen) {
        List<String> wrong = new ArrayList<>();
        wholes.forEach((p, f) -> {
            if (readByAny(p, chosen) && (f.getValue() == null || f.isInvalid())) {
                markEmpty(f);
                wrong.add(f.getLabel());
            }
        });
        reals.forEach((p, f) -> {
            if (readByAny(p, chosen) && (f.getValue() == null || f.isInvalid())) {
                markEmpty(f);
                wrong.add(f.getLabel());
            }
        });
        if (readByAny(Parameter.SEED, chosen) && !validateSeed()) {
            wrong.add(seed.getLabel());
        }
        return wrong;
    }

    private static boolean readByAny(Parameter p, Set<Algorithm> chosen) {
        return chosen.stream().anyMatch(p::isReadBy);
    }

    private static void markEmpty(com.vaadin.flow.component.HasValidation f) {
        // Empty and not marked yet; a field already marked keeps its own words ("Too large: ..." for 2147483648).
        if (f instanceof com.vaadin.flow.component.HasValue<?, ?> v && v.isEmpty() && !f.isInvalid()) {
            f.setErrorMessage(f instanceof IntegerField i ? i.getI18n().getRequiredErrorMessage()
                    : ((NumberField) f).getI18n().getRequiredErrorMessage());
        }
        f.setInvalid(true);
    }

    /**
     * The parameters entered, for a solve by {@code chosen}: a parameter none of them reads is the
     * game's default when its field is wrong. An {@link IllegalArgumentException} names the wrong fields
     * they read.
     */
    SearchParameters read(Set<Algorithm> chosen) {
        List<String> wrong = invalidFields(chosen);
        if (!wrong.isEmpty()) {
            throw new IllegalArgumentException("Fix " + String.join(", ", wrong));
        }
        SearchParameters d = SearchParameters.defaults(game);
        Long seedValue = Parameter.seedOf(seed.getValue());
        return new SearchParameters(seedValue != null ? seedValue : d.seed(), usable(playouts, d.playouts()),
                usable(playoutLength, d.playoutLength()), usable(theta, d.theta()), usable(pr, d.precisionRate()),
                usable(prior, d.prior()), usable(c, d.explorationC()), usable(a, d.finalMoveA()));
    }

    /** The field's value, or {@code fallback} when it holds none that is allowed (only for a field no chosen solver reads). */
    private static <T extends Number> T usable(AbstractNumberField<?, T> f, T fallback) {
        return f.getValue() == null || f.isInvalid() ? fallback : f.getValue();
    }

    /** The parameters that differ from the game's defaults, as query parameters (name to value). */
    Map<String, String> toQuery() {
        Map<String, String> q = new LinkedHashMap<>();
        SearchParameters d = SearchParameters.defaults(game);
        wholes.forEach((p, f) -> put(q, LabAddressNames.of(p), f.shownText(), f.getValue(), (Number) d.get(p)));
        reals.forEach((p, f) -> put(q, LabAddressNames.of(p), f.shownText(), f.getValue(), (Number) d.get(p)));
        // As a seed is written plainly (1,000 is 1000); text that is no seed is kept, to be marked again when reopened.
        String s = seed.getValue().trim();
        Long value = Parameter.seedOf(s);
        if (value != null ? value != d.seed() : !s.isEmpty()) {
            q.put(LabAddressNames.of(Parameter.SEED), value != null ? Long.toUnsignedString(value) : s);
        }
        return q;
    }

    /**
     * A value the address gave that its field could not take, or text typed that is no value ({@code shown}, {@link
     * NotedField#shownText}), is written back as the box shows it: a typed 2.5 playouts was left out, and a reload
     * showed the default in its place.
     */
    private static void put(Map<String, String> q, String name, String shown, Number value, Number fallback) {
        if (shown != null) {
            q.put(name, shown);
        } else if (value != null && Double.isFinite(value.doubleValue()) && value.doubleValue() != fallback.doubleValue()) {
            q.put(name, value instanceof Double ? Notation.plain(value.doubleValue()) : value.toString());
        }
    }

    /** Sets the parameters named in a page address; a value that is not a number is shown in its field as wrong. */
    void apply(Map<String, List<String>> query) {
        boolean any = false;
        for (Map.Entry<Parameter, ExactIntegerField> e : wholes.entrySet()) {
            any |= FieldRanges.fill(e.getValue(), first(query, LabAddressNames.of(e.getKey())));
        }
        for (Map.Entry<Parameter, ExactNumberField> e : reals.entrySet()) {
            any |= FieldRanges.fill(e.getValue(), first(query, LabAddressNames.of(e.getKey())));
        }
        List<String> s = query.get(LabAddressNames.of(Parameter.SEED));
        if (s != null && !s.isEmpty()) {
            seed.setValue(s.get(0));
            validateSeed();
            any = true;
        }
        if (any) {
            setOpened(true);
            invalidFields();
        }
    }

    private static String first(Map<String, List<String>> query, String name) {
        List<String> values = query.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }
}
