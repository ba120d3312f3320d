package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.engine.search.Limits;
import org.prooflab.engine.search.Outcome;
import org.prooflab.engine.search.SearchParameters;
import org.prooflab.engine.search.StopReason;
import org.prooflab.lab.LabProperties;
import org.prooflab.lab.SolveJob;
import org.prooflab.lab.SolveService;

/** Which solves' moves the lab's board marks, from real solves: a proved, a limit-stopped and a cancelled one. */
class BoardMarksTest {
    /** Its workers are daemon threads, idle once the solves below have ended (its shutdown is the container's). */
    private final SolveService service = new SolveService(LabProperties.defaults());

    /** A solve of {@code position} by {@code algorithm} within {@code maxNodes}, run to its end. */
    static SolveJob finished(SolveService service, String owner, GameState position, Algorithm algorithm, long maxNodes)
            throws InterruptedException {
        SolveJob job = service.submit(owner, position, algorithm, SearchParameters.defaults(position.kind()),
                new Limits(maxNodes, Long.MAX_VALUE, 60_000), null);
        awaitEnd(job);
        return job;
    }

    private static void awaitEnd(SolveJob job) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 60_000;
        while (job.state() != SolveJob.State.FINISHED && System.currentTimeMillis() < deadline) {
            Thread.sleep(5);
        }
        assertThat(job.state()).isEqualTo(SolveJob.State.FINISHED);
    }

    /** PPN-search from Othello's start (minutes to solve), cancelled once it has named a move. */
    private SolveJob cancelled() throws InterruptedException {
        GameState start = GameKind.OTHELLO.parse("");
        SolveJob job = service.submit("canceller", start, Algorithm.PPNS, SearchParameters.defaults(GameKind.OTHELLO),
                new Limits(5_000_000, Long.MAX_VALUE, 60_000), null);
        long deadline = System.currentTimeMillis() + 30_000;
        while ((job.lastProgress() == null || job.lastProgress().bestMove() == null) && System.currentTimeMillis() < deadline) {
            Thread.sleep(5);
        }
        job.cancel();
        awaitEnd(job);
        return job;
    }

    @Test
    void a_cancelled_solve_s_move_is_marked_as_cancelled_and_no_card_marks_a_position_other_than_its_own() throws InterruptedException {
        SolveJob proved = finished(service, "prover", GameKind.CONNECT4.parse("414141"), Algorithm.PNS, 1_000_000);
        SolveJob stopped = finished(service, "stopper", GameKind.CONNECT4.parse("4453"), Algorithm.MCPNS, 2_000);
        SolveJob cancelled = cancelled();
        assertThat(proved.result().outcome()).isEqualTo(Outcome.PROVED);
        assertThat(stopped.result().stopReason()).isEqualTo(StopReason.NODES);
        assertThat(cancelled.result().stopReason()).isEqualTo(StopReason.CANCELLED);
        String cancelledMove = cancelled.result().bestMoveText();
        assertThat(cancelledMove).isNotNull();
        List<SolveJob> jobs = List.of(proved, stopped, cancelled);

        // The board showed the moves of running and limit-stopped solves; a cancelled one's, named on its card, was left out.
        BoardMarks othello = BoardMarks.of(jobs, GameKind.OTHELLO.parse(""));
        assertThat(othello.cancelled()).containsExactly(java.util.Map.entry("PPN-search", cancelledMove));
        assertThat(othello.now()).isEmpty();
        assertThat(othello.stopped()).isEmpty();
        assertThat(othello.provedMove()).isEqualTo(-1);

        BoardMarks limited = BoardMarks.of(jobs, GameKind.CONNECT4.parse("4453"));
        assertThat(limited.stopped()).containsExactly(java.util.Map.entry("MCPN-search", stopped.result().bestMoveText()));
        assertThat(limited.cancelled()).isEmpty();
        // The same board reached by its moves in another order is the same position: its marks are the same.
        assertThat(BoardMarks.of(jobs, GameKind.CONNECT4.parse("5344"))).isEqualTo(limited);

        // Back at a proved position (Undo after a line played from the explorer), its winning move is marked again.
        BoardMarks won = BoardMarks.of(jobs, GameKind.CONNECT4.parse("414141"));
        assertThat(won.provedMove()).isEqualTo(proved.result().bestMove());
        assertThat(won.stopped()).isEmpty();

        // A position none of them solved: nothing marked, none named.
        BoardMarks other = BoardMarks.of(jobs, GameKind.CONNECT4.parse("44535"));
        assertThat(other.now()).isEmpty();
        assertThat(other.stopped()).isEmpty();
        assertThat(other.cancelled()).isEmpty();
        assertThat(other.provedMove()).isEqualTo(-1);
        assertThat(BoardMarks.of(jobs, null).provedMove()).as("a position that cannot be read").isEqualTo(-1);
    }
}
