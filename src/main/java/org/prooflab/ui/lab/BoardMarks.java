package org.prooflab.ui.lab;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.SearchResult;
import org.prooflab.engine.search.StopReason;
import org.prooflab.lab.SolveJob;

/**
 * The moves the lab's board marks for the position it shows, each solver's name to its move in the game's
 * notation: {@code now} of the running solves, {@code stopped} of those a limit stopped, {@code cancelled} of
 * those the visitor cancelled, and a proof's winning move ({@link PositionEditor#showBestMove}, -1 for none).
 * Only solves of the position shown count: a card's move of another position could be legal on the board shown
 * and read as advice for it.
 */
record BoardMarks(Map<String, String> now, Map<String, String> stopped, Map<String, String> cancelled, int provedMove) {

    /** The marks of {@code jobs} on {@code shown}, null while the fields hold no position that can be read. */
    static BoardMarks of(List<SolveJob> jobs, GameState shown) {
        Map<String, String> now = new LinkedHashMap<>();
        Map<String, String> stopped = new LinkedHashMap<>();
        Map<String, String> cancelled = new LinkedHashMap<>();
        int proved = -1;
        for (SolveJob job : jobs) {
            if (!isOf(job, shown)) {
                continue;
            }
            SearchResult result = job.state() == SolveJob.State.FINISHED ? job.result() : null;
            String name = job.algorithm().displayName();
            if (job.state() == SolveJob.State.RUNNING && job.lastProgress() != null && job.lastProgress().bestMove() != null) {
                now.put(name, job.lastProgress().bestMove());
            } else if (result != null && result.outcome() == Outcome.OUT && result.bestMoveText() != null) {
                // Cancelled, the card names its move "move when cancelled": the board marks it too, named as such (it
                // marked none, while its line named only the solves a limit stopped).
                (result.stopReason() == StopReason.CANCELLED ? cancelled : stopped).put(name, result.bestMoveText());
            } else if (result != null && result.outcome() == Outcome.PROVED && proved < 0) {
                proved = result.bestMove();
            }
        }
        return new BoardMarks(now, stopped, cancelled, proved);
    }

    /** True when {@code job} solves {@code shown}: the same position, by whatever moves or board it was written. */
    static boolean isOf(SolveJob job, GameState shown) {
        return shown != null && shown.samePosition(job.position());
    }
}
