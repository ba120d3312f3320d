package org.prooflab.ui.lab;

import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.search.SearchParameters;

/**
 * Every algorithm's parameters, with the papers' defaults. What each does is written under it
 * (phones have no hover), and a wrong value is answered beside the field as soon as it is entered.
 * The parameters that differ from the game's defaults can be written to and read from the page
 * address.
 */
final class ParameterForm extends Details {
    private final IntegerField playouts = new IntegerField("Playouts a leaf");
    private final IntegerField playoutLength = new IntegerField("Playout length la");
    private final NumberField theta = new NumberField("theta");
    private final NumberField pr = new NumberField("pr");
    private final NumberField prior = new NumberField("Prior");
    private final NumberField c = new NumberField("UCT C");
    private final NumberField a = new NumberField("Final move A");
    private final TextField seed = new TextField("Seed");
    private GameKind game = GameKind.CONNECT4;

    ParameterForm() {
        setSummaryText("Algorithm parameters");
        whole(playouts, 1, 1000, "PPNS, MCPNS: random playouts for each new leaf (10 on P-game trees, 60 on boards)");
        whole(playoutLength, 1, 10_000, "MCPNS: plies a playout may last (la); longer counts as no win");
        number(theta, 0.000001, 0.49, "0.000001", "0.49", "PPNS: a leaf whose playouts all win gets 1 - theta, all lose theta");
        number(pr, 0, 0.49, "0", "0.49", "PPNS: stop when the root is within pr of 0 or 1 (a conclusion, not a proof); 0 = off");
        number(prior, 0.000001, 0.999999, "0.000001", "0.999999", "Product propagation: a new leaf's probability (0.5 = nothing known)");
        number(c, 0, 1000, "0", "1,000", "UCT: exploration, v + sqrt(C ln n_parent / n_child); Song 2019 uses 2");
        number(a, 0, 1000, "0", "1,000", "MCTS solvers: the final move maximises v + A / sqrt(n); Winands 2008 uses 1");
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

    private static void whole(IntegerField f, int min, int max, String help) {
        f.setMin(min);
        f.setMax(max);
        f.setHelperText(help);
        String range = String.format("Enter a whole number from %,d to %,d", min, max);
        f.setI18n(new IntegerField.IntegerFieldI18n().setBadInputErrorMessage(range).setRequiredErrorMessage(range)
                .setMinErrorMessage(String.format("Too small: the least is %,d", min))
                .setMaxErrorMessage(String.format("Too large: the most is %,d", max)));
    }

    private static void number(NumberField f, double min, double max, String minText, String maxText, String help) {
        f.setMin(min);
        f.setMax(max);
        f.setHelperText(help);
        String range = "Enter a number from " + minText + " to " + maxText;
        f.setI18n(new NumberField.NumberFieldI18n().setBadInputErrorMessage(range).setRequiredErrorMessage(range)
                .setMinErrorMessage("Too small: the least is " + minText)
                .setMaxErrorMessage("Too large: the most is " + maxText));
    }

    private boolean validateSeed() {
        try {
            Long.parseUnsignedLong(seed.getValue().trim());
            seed.setInvalid(false);
            return true;
        } catch (NumberFormatException e) {
            seed.setErrorMessage("Enter a whole number from 0 to 18,446,744,073,709,551,615");
            seed.setInvalid(true);
            return false;
        }
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

    /** The labels of the fields that are wrong now (each already shows its error); empty when all are right. */
    List<String> invalidFields() {
        List<String> wrong = new ArrayList<>();
        for (IntegerField f : List.of(playouts, playoutLength)) {
            if (f.getValue() == null || f.isInvalid()) {
                markEmpty(f);
                wrong.add(f.getLabel());
            }
        }
        for (NumberField f : List.of(theta, pr, prior, c, a)) {
            if (f.getValue() == null || f.isInvalid()) {
                markEmpty(f);
                wrong.add(f.getLabel());
            }
        }
        if (!validateSeed()) {
            wrong.add(seed.getLabel());
        }
        return wrong;
    }

    private static void markEmpty(com.vaadin.flow.component.HasValidation f) {
        if (f instanceof com.vaadin.flow.component.HasValue<?, ?> v && v.isEmpty()) {
            f.setErrorMessage(f instanceof IntegerField i ? i.getI18n().getRequiredErrorMessage()
                    : ((NumberField) f).getI18n().getRequiredErrorMessage());
        }
        f.setInvalid(true);
    }

    /** The parameters entered; an {@link IllegalArgumentException} names the wrong fields. */
    SearchParameters read() {
        List<String> wrong = invalidFields();
        if (!wrong.isEmpty()) {
            throw new IllegalArgumentException("Fix " + String.join(", ", wrong));
        }
        return new SearchParameters(Long.parseUnsignedLong(seed.getValue().trim()), playouts.getValue(), playoutLength.getValue(),
                theta.getValue(), pr.getValue(), prior.getValue(), c.getValue(), a.getValue());
    }

    /** The parameters that differ from the game's defaults, as query parameters (name to value). */
    Map<String, String> toQuery() {
        Map<String, String> q = new LinkedHashMap<>();
        SearchParameters d = SearchParameters.defaults(game);
        put(q, "playouts", playouts.getValue(), d.playouts());
        put(q, "la", playoutLength.getValue(), d.playoutLength());
        put(q, "theta", theta.getValue(), d.theta());
        put(q, "pr", pr.getValue(), d.precisionRate());
        put(q, "prior", prior.getValue(), d.prior());
        put(q, "c", c.getValue(), d.explorationC());
        put(q, "a", a.getValue(), d.finalMoveA());
        String s = seed.getValue().trim();
        if (!s.equals(Long.toUnsignedString(d.seed())) && !s.isEmpty()) {
            q.put("seed", s);
        }
        return q;
    }

    private static void put(Map<String, String> q, String name, Number value, Number fallback) {
        if (value != null && value.doubleValue() != fallback.doubleValue()) {
            q.put(name, value instanceof Double v && v == Math.rint(v) && Math.abs(v) < 1e15
                    ? String.valueOf(v.longValue()) : String.valueOf(value));
        }
    }

    /** Sets the parameters named in a page address; a value that is not a number is shown in its field as wrong. */
    void apply(Map<String, List<String>> query) {
        boolean any = false;
        any |= setWhole(playouts, query.get("playouts"));
        any |= setWhole(playoutLength, query.get("la"));
        any |= setNumber(theta, query.get("theta"));
        any |= setNumber(pr, query.get("pr"));
        any |= setNumber(prior, query.get("prior"));
        any |= setNumber(c, query.get("c"));
        any |= setNumber(a, query.get("a"));
        List<String> s = query.get("seed");
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

    private static boolean setWhole(IntegerField f, List<String> values) {
        if (values == null || values.isEmpty()) {
            return false;
        }
        try {
            f.setValue(Integer.parseInt(values.get(0).trim()));
        } catch (NumberFormatException e) {
            f.clear();
        }
        return true;
    }

    private static boolean setNumber(NumberField f, List<String> values) {
        if (values == null || values.isEmpty()) {
            return false;
        }
        try {
            f.setValue(Double.parseDouble(values.get(0).trim()));
        } catch (NumberFormatException e) {
            f.clear();
        }
        return true;
    }
}
