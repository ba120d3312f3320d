package org.prooflab.ui.lab;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.Notation;
import org.prooflab.engine.game.NotationException;
import org.prooflab.engine.game.pgame.PGame;
import org.prooflab.engine.game.pgame.PGameNotation;
import org.prooflab.engine.search.Parameter;
import org.prooflab.lab.NotationMessages;
import org.prooflab.ui.ExactIntegerField;

/**
 * The P-game part of the {@link PositionEditor}: the fields of a tree in the notation
 * ({@code pgame:b=2,d=20,seed=17,path=0.1}: b, d, the seed and the path of the node opened), the
 * tree's size and, when it is small, the tree drawn as text. Each field is judged on its own and
 * says beside itself what is wrong. Calls back with the node when every field can be read, else
 * with null.
 */
final class PGameEditor extends Div {
    private final Consumer<PGame> onRead;
    private final ExactIntegerField branching = new ExactIntegerField("Branching b");
    private final ExactIntegerField depth = new ExactIntegerField("Depth d");
    private final TextField seed = new TextField("Tree seed");
    private final TextField path = new TextField("Path");
    private final Span treeInfo = new Span();
    private final Pre treeText = new Pre();
    private boolean updating;
    /** A tree as an address wrote it, while it cannot be read and none of its fields has been changed. */
    private String asWritten;

    PGameEditor(Consumer<PGame> onRead) {
        this.onRead = onRead;
        // Their range and its words are the lab's ("Too small: it must be at least 1"), as typed so from an address.
        // The range under each field, not only once it is passed (it said nothing until a b of 65 was refused).
        FieldRanges.Range branchingRange = new FieldRanges.Range(1, PGame.MAX_BRANCHING, true);
        FieldRanges.Range depthRange = new FieldRanges.Range(1, PGame.MAX_DEPTH, true);
        FieldRanges.apply(branching, branchingRange, "Children a node: " + branchingRange.words());
        FieldRanges.apply(depth, depthRange, "Moves to a leaf: " + depthRange.words());
        for (ExactIntegerField f : new ExactIntegerField[] {branching, depth}) {
            f.setStepButtonsVisible(true);
            f.setWidth("9rem");
            // At each value and each text that is none: a b of 1e12 after an emptied box stayed "b=" in the address.
            f.addShownListener(this::edited);
        }
        seed.setWidth("16rem");
        // The node of the tree the position is (the notation's path=): it was read from an address and dropped.
        path.setWidth("16rem");
        path.setHelperText("The node to solve: child indices from the root, separated by dots, as in 0.1.1; empty for the root");
        for (TextField f : new TextField[] {seed, path}) {
            f.setValueChangeMode(ValueChangeMode.LAZY);
            f.addValueChangeListener(e -> edited());
        }
        treeText.addClassName("board");
        treeInfo.addClassName("tree-info");
        Button randomTree = PositionEditor.button("Random seed",
                () -> seed.setValue(Long.toUnsignedString(ThreadLocalRandom.current().nextLong())));
        add(PositionEditor.row(branching, depth, seed, randomTree), PositionEditor.row(path), treeInfo, treeText);
    }

    /** Sets the fields from {@code notation} and reads them. */
    void show(String notation) {
        PGame p = parseQuietly(notation);
        asWritten = p == null ? notation : null;
        updating = true;
        if (p != null) {
            branching.setValue(p.branching());
            depth.setValue(p.depthLimit());
            seed.setValue(Long.toUnsignedString(p.seed()));
            path.setValue(p.pathText());
        } else {
            // A tree that cannot be read (an address): its fields as far as they can be read, each
            // judged as if typed there (but a seed in thousands groups, see read()), its numbers in
            // plain digits as the notation writes them (b=+2 is none); one it does not name is empty
            // and says what it takes.
            Map<String, String> named = PGameNotation.fieldsAsWritten(notation);
            FieldRanges.fillFromNotation(branching, named.getOrDefault("b", ""));
            FieldRanges.fillFromNotation(depth, named.getOrDefault("d", ""));
            // A control character is drawn (␇), not shown as nothing, and named in the field's error (read()).
            seed.setValue(Notation.visible(named.getOrDefault("seed", "")));
            path.setValue(Notation.visible(named.getOrDefault("path", "")));
        }
        updating = false;
        read();
    }

    /**
     * What of the tree the address gave that no field holds, each with the reason (a name other
     * than b, d, seed and path, a name given twice).
     */
    List<String> leftOut() {
        if (asWritten == null) {
            return List.of();
        }
        return PGameNotation.partsNotFields(asWritten).stream()
                .map(part -> "“" + part + "” in the position (a P-game tree has b, d, seed and path, each once)").toList();
    }

    /**
     * The tree while it cannot be read: as its address wrote it, or as its fields hold it, so that
     * the page address keeps what the visitor wrote.
     */
    String textShown() {
        return asWritten != null ? asWritten
                : "pgame:b=" + shown(branching) + ",d=" + shown(depth) + ",seed=" + seed.getValue().trim()
                + (path.getValue().isBlank() ? "" : ",path=" + path.getValue().trim());
    }

    /** The field as its box shows it: a number, or the text an address gave or the visitor typed that is none. */
    private static String shown(ExactIntegerField f) {
        String text = f.shownText();
        return text != null ? text : String.valueOf(f.getValue());
    }

    /** The visitor changed a field of the tree: the tree is theirs now, read from its fields. */
    private void edited() {
        if (!updating) {
            asWritten = null;
            read();
        }
    }

    private static PGame parseQuietly(String notation) {
        try {
            return (PGame) GameKind.PGAME.parse(notation);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private void read() {
        // A wrong b or d is named beside its own field by the field's own check, in the lab's words for its
        // range (it was written under the seed, as "D '99' ..."), and the size of the last good tree is no
        // longer shown as if it were this one's.
        boolean bRight = right(branching);
        boolean dRight = right(depth);
        // The seed is judged on its own too: it waited for b and d to be right before saying it was wrong. One an
        // address wrote is read as the notation reads it, not as it would be typed here: in thousands groups
        // (seed=1,000) the comma separates the fields (it opened the tree of seed 1 and noted the "000" apart), and
        // joined by underscores (seed=1_000) it is no seed of the notation (it opened the tree of seed 1000), so the
        // field says why in the engine's words until it is edited.
        Map<String, String> written = asWritten == null ? Map.of() : PGameNotation.fieldsAsWritten(asWritten);
        String seedControl = NotationMessages.controlCharacter(written.get("seed"), "seed");
        String refused = seedControl != null ? seedControl : asWritten == null ? null : refusedByNotation(asWritten, seed.getValue());
        Long s = refused == null ? Parameter.seedOf(seed.getValue()) : null;
        seed.setErrorMessage(refused != null ? refused : s == null ? Parameter.seedProblem(seed.getValue()) : null);
        seed.setInvalid(s == null);
        // The path as far as b and d are known: letters and empty steps are wrong in any tree.
        // Spaces around the dots are read past, as the move fields read past theirs: " 0 . 1 " was refused as "'0 '".
        String steps = path.getValue().strip().replaceAll(" *\\. *", ".");
        String pathControl = NotationMessages.controlCharacter(written.get("path"), "path");
        try {
            int d = dRight ? depth.getValue() : PGame.MAX_DEPTH;
            if (bRight) {
                PGameNotation.path(steps, branching.getValue(), d);
            } else {
                PGameNotation.pathForm(steps, d);
            }
            path.setInvalid(pathControl != null);
            path.setErrorMessage(pathControl);
        } catch (IllegalArgumentException e) {
            path.setErrorMessage(pathControl != null ? pathControl : NotationMessages.describe(GameKind.PGAME, "", e));
            path.setInvalid(true);
        }
        if (!bRight || !dRight || s == null || path.isInvalid()) {
            reject();
            return;
        }
        try {
            String notation = "pgame:b=" + branching.getValue() + ",d=" + depth.getValue() + ",seed=" + Long.toUnsignedString(s)
                    + (steps.isEmpty() ? "" : ",path=" + steps);
            PGame p = (PGame) GameKind.PGAME.parse(notation);
            render(p);
            onRead.accept(p);
            seed.setInvalid(false);
        } catch (IllegalArgumentException e) {
            seed.setErrorMessage(NotationMessages.describe(GameKind.PGAME, "", e));
            seed.setInvalid(true);
            reject();
        }
    }

    /**
     * What the engine says of the seed of {@code notation}, {@code written} as its field shows it, when a seed
     * field reads it typed but the notation does not (1,000 or 1_000); null for any other seed, which the field
     * judges as typed.
     */
    private static String refusedByNotation(String notation, String written) {
        try {
            PGameNotation.refuseSeedInGroups(notation);
            if (Parameter.seedOf(written) != null) {
                PGameNotation.seed(written);
            }
            return null;
        } catch (NotationException e) {
            return NotationMessages.describe(GameKind.PGAME, "", e);
        }
    }

    private static boolean right(IntegerField f) {
        Integer v = f.getValue();
        return v != null && !f.isInvalid() && v >= f.getMin() && v <= f.getMax();
    }

    /**
     * "The tree has 255 nodes and 128 leaves; MAX moves first.", counted exactly (b^d leaves, b^0 + ... + b^d nodes): in
     * a double, 7^20 leaves read 79,792,266,297,612,000 instead of ...001. Past 21 digits to two figures ("about 4.0e115").
     */
    static String sizeText(int branching, int depth) {
        BigInteger b = BigInteger.valueOf(branching);
        BigInteger leaves = b.pow(depth);
        BigInteger nodes = branching == 1 ? BigInteger.valueOf(depth + 1L)
                : b.pow(depth + 1).subtract(BigInteger.ONE).divide(b.subtract(BigInteger.ONE));
        return "The tree has " + count(nodes) + (nodes.equals(BigInteger.ONE) ? " node" : " nodes") + " and " + count(leaves) + (leaves.equals(BigInteger.ONE) ? " leaf" : " leaves")
                + "; MAX moves first.";
    }

    private static String count(BigInteger n) {
        String digits = n.toString();
        if (digits.length() <= 21) {
            return String.format(Locale.ROOT, "%,d", n);
        }
        return "about " + new java.math.BigDecimal(n).round(new java.math.MathContext(2)).toString().replace("E+", "e");
    }

    private void reject() {
        treeInfo.setText("");
        treeText.setText("");
        treeText.setVisible(false);
        onRead.accept(null);
    }

    private void render(PGame p) {
        long size = p.treeSize();
        treeInfo.setText(sizeText(p.branching(), p.depthLimit()) + TreeText.where(p));
        treeText.setText(size <= 127 ? TreeText.of(p) : "");
        treeText.setVisible(size <= 127);
    }
}
