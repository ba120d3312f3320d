package org.prooflab.cli;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;

/**
 * The bench position sets, named as in the issue that fixed them: the positions the 2020 authors'
 * C++ code was measured on. {@code bench} and the JMH benchmarks use the same positions.
 */
public final class BenchSets {
    /** Set name to positions; c4-* sets are Connect Four, othello-* sets Othello. */
    public static final Map<String, List<String>> SETS;

    static {
        Map<String, List<String>> sets = new LinkedHashMap<>();
        sets.put("c4-12ply", List.of("577713147446", "721417445771", "367251311165", "326274314756"));
        sets.put("othello-26", List.of(
                "d3e3f2c4c5b5e6f7a5e2f5g1f3d6e7g2g8f6d2c7f1f8h3c1d1e1",
                "e6f6c4d6f5f4g5h6f7e7h5e3f3g8d3h4g7d2c6d7f8g2e2b7b6e1",
                "e6f6c4c5d6e7e8f8g7c3d7g5f7g8h4c6h8g6b3d8c7c8d3c2h6a4",
                "e6f6d3d6f5e3g7c5f3f2e7f4f1h8c4g3b5c6b6a7g5h5b7c7c8e1",
                "c4c5f6c3b6d3b4g7e2a7d6a5h8e7d7f5c6e6b2g5f7e8b7g6d8a1"));
        sets.put("othello-40", List.of(
                "d3c3f5e3d2c5f3d1c4f4g4f6d6d7b5e6f7b6b3g7c1b1h7f8e7g6b7g8h5g2g3b4g1e2a4c2b2g5d8h3",
                "e6d6c7f5c6f4f3b8c8e3d7e7f8e8g5b6g3h6f7g8c5d8a7a5h5f6h7b7g7b5c3c4f2a6b4g6a8d2a3h4",
                "f5f6c4c5e6f4g4f3e2e3d3c2g7f1g3d6b5h3c6g5h2a5g2g1c3h1b1b7a6f2b4e7d2d1e1b2a1a2c1a7",
                "c4c3d3e3f4g5b2d6e2e1f1a1f5b4d7g1a4c5c6d2g3c7b7d8c1b6a7f6b3g4h3a2f7a6c8g2b1g6h4e6",
                "e6f6f5f4g4d6c4h3h4g3g7e3d7c3g2f1b2b4h2c2a4e7f2c6c1d3c5e8c8e2b6g1d8g5f8b7h5a7f3h8"));
        SETS = Collections.unmodifiableMap(sets);
    }

    private BenchSets() {
    }

    /** The game of a set. */
    public static GameKind game(String set) {
        return set.startsWith("c4") ? GameKind.CONNECT4 : GameKind.OTHELLO;
    }

    /** The positions of a set, parsed. */
    public static GameState[] positions(String set) {
        List<String> texts = SETS.get(set);
        if (texts == null) {
            throw new IllegalArgumentException("unknown bench set '" + set + "': allowed are " + String.join(", ", SETS.keySet()));
        }
        return texts.stream().map(game(set)::parse).toArray(GameState[]::new);
    }
}
