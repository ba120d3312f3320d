package org.prooflab.lesson;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.proof.ProofTree;

/**
 * The top of a proof drawn as the lessons draw trees ({@link DisplayNode}, {@link TreeSvg}): why
 * the position reached does not escape. From the position (the strategist to move, a square) the
 * proof's one reply (marked as the path), then every answer the other side has (circles), then
 * the proof's reply to each, a few plies deep. Where the other side has many answers the ones
 * with the largest proofs under them (its longest resistance) are drawn and the rest are counted
 * in one "+N more" node. Each node says how many nodes of the proof lie under it.
 */
public final class ProofSubtree {
    /** Plies drawn below the position: the reply, the answers to it, the replies to those. */
    public static final int PLIES = 3;
    /** Answers drawn at most under one node (the others become "+N more"): the drawing stays readable on a phone. */
    public static final int ANSWERS = 4;

    private ProofSubtree() {
    }

    /**
     * The drawing of the proof under {@code node} of {@code proof}, whose position is {@code position}.
     *
     * @param node a node of the kept proof (not -1)
     */
    public static DisplayNode of(ProofTree proof, int node, GameState position) {
        return draw(proof, node, position.copy(), "", null, 0, true);
    }

    private static DisplayNode draw(ProofTree proof, int node, GameState s, String key, String edge, int depth, boolean onPath) {
        boolean strategistTurn = !s.isTerminal() && s.currentPlayer() == proof.strategist();
        List<String> lines = new ArrayList<>();
        long size = proof.proofSize(node);
        lines.add(String.format("%,d %s", size, size == 1 ? "node" : "nodes"));
        // Short words, so that a column stays narrow and the drawing readable on a phone.
        if (s.isTerminal()) {
            lines.add(s.winner() == GameState.DRAW ? "draw" : s.winner() == proof.strategist() ? "won" : "lost");
        } else if (proof.childCount(node) == 0) {
            lines.add("re-solved"); // the kept proof ends: play from here solves afresh
        }
        List<DisplayNode> kids = new ArrayList<>();
        if (depth < PLIES && proof.childCount(node) > 0) {
            List<Integer> children = new ArrayList<>();
            for (int i = 0; i < proof.childCount(node); i++) {
                children.add(proof.child(node, i));
            }
            // The longest resistance first; a stable sort keeps move order among equals.
            children.sort(Comparator.comparingLong((Integer c) -> proof.proofSize(c)).reversed());
            int shown = children.size() <= ANSWERS + 1 ? children.size() : ANSWERS;
            for (int i = 0; i < shown; i++) {
                int c = children.get(i);
                int m = proof.move(c);
                String move = s.formatMove(m);
                s.play(m);
                String childKey = key.isEmpty() ? "" + i : key + "." + i;
                kids.add(draw(proof, c, s, childKey, move, depth + 1, onPath && strategistTurn));
                s.undo();
            }
            if (shown < children.size()) {
                long rest = 0;
                for (int i = shown; i < children.size(); i++) {
                    rest += proof.proofSize(children.get(i));
                }
                String moreKey = key.isEmpty() ? "" + shown : key + "." + shown;
                kids.add(new DisplayNode(moreKey, !strategistTurn, AndOrTree.Status.TRUE,
                        List.of("+" + (children.size() - shown) + " more", String.format("%,d nodes", rest)), null, false, false,
                        false, true, List.of()));
            }
        }
        return new DisplayNode(key, strategistTurn || s.isTerminal() && depth % 2 == 0, AndOrTree.Status.TRUE, lines, edge,
                onPath && depth <= 1, false, false, kids.isEmpty(), kids);
    }
}
