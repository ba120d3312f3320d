package org.prooflab.lesson;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.prooflab.engine.search.Outcome;

/**
 * An explicit, editable AND/OR tree for the lessons: OR nodes (the attacker to move: one good
 * move suffices) and AND nodes (the defender to move: every reply must be answered). A leaf holds
 * what is known about it: TRUE, FALSE or UNKNOWN, and for an unknown leaf the win rate of its
 * playouts (the probability that it is proved, read as each rule set needs it).
 *
 * <p>Nodes are addressed by their path of child indices from the root, written {@code 0.2.1}
 * ({@code ""} is the root). The tree is immutable: every edit returns a new tree, so undo and
 * redo are lists of trees, and a tree is written into the page address with {@link TreeCodec}.
 */
public final class AndOrTree {
    /** What is known about a leaf (Stern et al. 2007: TRUE, FALSE, UNKNOWN). */
    public enum Status {
        TRUE, FALSE, UNKNOWN;

        /** The engine's word for this status: proved, disproved, or not known (OUT). */
        public Outcome outcome() {
            return switch (this) {
                case TRUE -> Outcome.PROVED;
                case FALSE -> Outcome.DISPROVED;
                case UNKNOWN -> Outcome.OUT;
            };
        }
    }

    /** Most nodes a lesson tree may have, so that it stays readable and cheap to redraw. */
    public static final int MAX_NODES = 200;

    private final boolean or;
    private final Status status;
    private final double winRate;
    private final List<AndOrTree> children;
    /** The node's name as texts refer to it ("a", "b"), drawn beside it; null when it has none. */
    private final String name;

    /** Longest node name, so that names stay labels and not paragraphs. */
    public static final int MAX_NAME = 40;

    private AndOrTree(boolean or, Status status, double winRate, List<AndOrTree> children) {
        this(or, status, winRate, children, null);
    }

    private AndOrTree(boolean or, Status status, double winRate, List<AndOrTree> children, String name) {
        this.or = or;
        this.status = status;
        this.winRate = winRate;
        this.children = Collections.unmodifiableList(children);
        this.name = name;
    }



    /**
     * This node with a name (any text up to {@link #MAX_NAME} characters without braces), or
     * without one when {@code newName} is blank.
     */
    public AndOrTree withName(String newName) {
        String n = newName == null ? "" : newName.strip();
        if (n.length() > MAX_NAME) {
            throw new IllegalArgumentException("a node name has at most " + MAX_NAME + " characters; this one has " + n.length());
        }
        if (n.indexOf('{') >= 0 || n.indexOf('}') >= 0) {
            throw new IllegalArgumentException("a node name cannot contain { or }");
        }
        return new AndOrTree(or, status, winRate, new ArrayList<>(children), n.isEmpty() ? null : n);
    }

    /** The node's name, or null. */
    public String name() {
        return name;
    }

    /** An unknown leaf whose playouts win at {@code winRate} (0..1). */
    public static AndOrTree leaf(boolean or, double winRate) {
        checkRate(winRate);
        return new AndOrTree(or, Status.UNKNOWN, winRate, List.of());
    }

    /** A solved leaf: TRUE (the attacker wins) or FALSE. */
    public static AndOrTree solved(boolean or, boolean value) {
        return new AndOrTree(or, value ? Status.TRUE : Status.FALSE, value ? 1 : 0, List.of());
    }

    /** An inner node; its children alternate to the other type as the players alternate. */
    public static AndOrTree node(boolean or, AndOrTree... children) {
        return node(or, List.of(children));
    }

    public static AndOrTree node(boolean or, List<AndOrTree> children) {
        if (children.isEmpty()) {
            throw new IllegalArgumentException("an inner node needs at least one child");
        }
        return new AndOrTree(or, Status.UNKNOWN, 0.5, new ArrayList<>(children));
    }

    private static void checkRate(double r) {
        if (!(r >= 0 && r <= 1)) {
            throw new IllegalArgumentException("a win rate must be a number from 0 to 1, not " + r);
        }
    }

    public boolean isOr() {
        return or;
    }

    public boolean isLeaf() {
        return children.isEmpty();
    }

    public Status status() {
        return status;
    }

    public double winRate() {
        return winRate;
    }

    public List<AndOrTree> children() {
        return children;
    }

    public int size() {
        int n = 1;
        for (AndOrTree c : children) {
            n += c.size();
        }
        return n;
    }

    /** The node at {@code path} (child indices from the root). */
    public AndOrTree at(List<Integer> path) {
        AndOrTree t = this;
        for (int i : path) {
            if (i < 0 || i >= t.children.size()) {
                throw new IllegalArgumentException("no node at path " + path);
            }
            t = t.children.get(i);
        }
        return t;
    }

    /** A copy with the node at {@code path} replaced by {@code replacement}. */
    public AndOrTree replace(List<Integer> path, AndOrTree replacement) {
        if (path.isEmpty()) {
            return replacement;
        }
        List<AndOrTree> kids = new ArrayList<>(children);
        int i = path.get(0);
        AndOrTree c = kids.get(i).replace(path.subList(1, path.size()), replacement);
        // An edited child that is a leaf is of the other type than this node, as the address writes it (a leaf's type is
        // not written): an AND node stripped of its children stayed an AND leaf under an AND parent, and reloaded as OR.
        // Only edits: a search's drawing may show an unexpanded node of its parent's type as a leaf of that type.
        kids.set(i, c.isLeaf() && c.or == or ? new AndOrTree(!or, c.status, c.winRate, List.of(), c.name) : c);
        return new AndOrTree(or, status, winRate, kids, name);
    }

    /**
     * This leaf with another status or win rate (an inner node's status follows its children). A TRUE or FALSE leaf
     * keeps {@code newRate} unread, so that set back to UNKNOWN with its {@link #winRate()} it has its rate again
     * (it came back at 1 or 0, and a student's 0.8 was lost).
     */
    public AndOrTree withLeaf(Status newStatus, double newRate) {
        checkRate(newRate);
        if (!isLeaf()) {
            throw new IllegalArgumentException("only a leaf has its own value; an inner node's follows from its children");
        }
        return new AndOrTree(or, newStatus, newRate, List.of(), name);
    }

    /** This node with one more child, an unknown leaf at win rate 0.5 of the other type. */
    public AndOrTree withNewChild() {
        List<AndOrTree> kids = new ArrayList<>(children);
        kids.add(leaf(!or, 0.5));
        return new AndOrTree(or, Status.UNKNOWN, 0.5, kids, name);
    }

    /** This node without its child {@code index}; a node left with no child becomes a leaf. */
    public AndOrTree withoutChild(int index) {
        List<AndOrTree> kids = new ArrayList<>(children);
        kids.remove(index);
        return new AndOrTree(or, Status.UNKNOWN, 0.5, kids, name);
    }

    /**
     * This node switched between OR and AND. Its leaf children switch with it, since a leaf's type is its parent's
     * other one (the address writes no leaf's type: they stayed, two ANDs in a row, until a reload switched them);
     * its inner children keep their own types.
     */
    public AndOrTree toggled() {
        List<AndOrTree> kids = new ArrayList<>(children.size());
        for (AndOrTree c : children) {
            kids.add(c.isLeaf() ? new AndOrTree(or, c.status, c.winRate, List.of(), c.name) : c);
        }
        return new AndOrTree(!or, status, winRate, kids, name);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AndOrTree t && TreeCodec.encode(this).equals(TreeCodec.encode(t));
    }

    @Override
    public int hashCode() {
        return TreeCodec.encode(this).hashCode();
    }

    @Override
    public String toString() {
        return TreeCodec.encode(this);
    }
}
