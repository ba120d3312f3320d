package org.prooflab.ui.lab;

import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import com.vaadin.flow.component.textfield.TextField;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.search.SearchParameters;

/** Every algorithm's parameters, with the papers' defaults and a tooltip saying what each does. */
final class ParameterForm extends Details {
    private final IntegerField playouts = new IntegerField("Playouts a leaf");
    private final IntegerField playoutLength = new IntegerField("Playout length la");
    private final NumberField theta = new NumberField("theta");
    private final NumberField pr = new NumberField("pr");
    private final NumberField prior = new NumberField("Prior");
    private final NumberField c = new NumberField("UCT C");
    private final NumberField a = new NumberField("Final move A");
    private final TextField seed = new TextField("Seed");

    ParameterForm() {
        setSummaryText("Algorithm parameters");
        playouts.setMin(1);
        playouts.setMax(1000);
        playouts.setTooltipText("PPNS and MCPNS: random playouts for every new leaf (Song 2019: 10 on P-game trees; 60 on Connect Four and Othello)");
        playoutLength.setMin(1);
        playoutLength.setMax(10_000);
        playoutLength.setTooltipText("MCPNS: plies a playout may last (Saito 2007: la); a playout still going then counts as not reaching the goal");
        theta.setMin(0.000001);
        theta.setMax(0.49);
        theta.setTooltipText("PPNS: a leaf whose playouts all win gets 1 - theta, all lose theta");
        pr.setMin(0);
        pr.setMax(0.49);
        pr.setTooltipText("PPNS precision rate (Primanita 2020): stop when the root probability is within pr of 0 or 1; 0 = off. Such a stop is a conclusion, not a proof");
        prior.setMin(0.000001);
        prior.setMax(0.999999);
        prior.setTooltipText("Product propagation: the probability a new leaf starts with (0.5 when nothing is known)");
        c.setMin(0);
        c.setMax(1000);
        c.setTooltipText("UCT solver: a child's value v + sqrt(C ln n_parent / n_child); Song 2019 uses C = 2");
        a.setMin(0);
        a.setMax(1000);
        a.setTooltipText("MCTS solvers: the final move maximises v + A / sqrt(n) (Winands 2008: A = 1)");
        seed.setTooltipText("Seed of the random playouts: the same seed repeats a solve to the node");
        for (var f : new com.vaadin.flow.component.HasSize[] {playouts, playoutLength, theta, pr, prior, c, a, seed}) {
            f.setWidth("9rem");
        }
        HorizontalLayout row = new HorizontalLayout(playouts, playoutLength, theta, pr, prior, c, a, seed);
        row.setWrap(true);
        add(row);
    }

    /** Shows the papers' defaults for {@code game}. */
    void reset(GameKind game) {
        SearchParameters d = SearchParameters.defaults(game);
        playouts.setValue(d.playouts());
        playoutLength.setValue(d.playoutLength());
        theta.setValue(d.theta());
        pr.setValue(d.precisionRate());
        prior.setValue(d.prior());
        c.setValue(d.explorationC());
        a.setValue(d.finalMoveA());
        seed.setValue(Long.toUnsignedString(d.seed()));
    }

    /** The parameters entered; an {@link IllegalArgumentException} says which is wrong and what is allowed. */
    SearchParameters read() {
        long s;
        try {
            s = Long.parseUnsignedLong(seed.getValue().trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the seed must be an unsigned 64-bit whole number");
        }
        return new SearchParameters(s, whole(playouts), whole(playoutLength), number(theta), number(pr), number(prior),
                number(c), number(a));
    }

    private static int whole(IntegerField f) {
        if (f.getValue() == null || f.isInvalid()) {
            throw new IllegalArgumentException(f.getLabel() + " must be a whole number " + f.getMin() + ".." + f.getMax());
        }
        return f.getValue();
    }

    private static double number(NumberField f) {
        if (f.getValue() == null || f.isInvalid()) {
            throw new IllegalArgumentException(f.getLabel() + " must be a number " + f.getMin() + ".." + f.getMax());
        }
        return f.getValue();
    }
}
