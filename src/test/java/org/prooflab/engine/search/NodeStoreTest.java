package org.prooflab.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.GameState;

/** The chunked node store: families in one chunk, nothing copied when it grows, memory by chunks. */
class NodeStoreTest {

    @Test
    void families_never_straddle_two_chunks_and_old_chunks_are_kept_not_copied() {
        NodeStore s = new NodeStore(1_000_000);
        int root = s.allocate(1);
        s.set(root, 3, 4);
        double[] firstChunk = s.aChunk(root);
        int created = 1;
        int previousEnd = 1;
        int skipped = 0;
        for (int family = 0; family < 3_000; family++) {
            int n = 1 + family % 40;
            int first = s.allocate(n);
            created += n;
            assertThat(NodeStore.slot(first) + n).as("family %d ends in its chunk", family).isLessThanOrEqualTo(NodeStore.CHUNK);
            assertThat(first).isGreaterThanOrEqualTo(previousEnd);
            skipped += first - previousEnd;
            previousEnd = first + n;
            for (int c = first; c < first + n; c++) {
                assertThat(s.isExpanded(c)).isFalse();
                assertThat(s.status(c)).isEqualTo(NodeStore.UNKNOWN);
                s.set(c, c, -c);
            }
        }
        assertThat(s.size()).isEqualTo(created);
        assertThat(s.chunks()).isGreaterThan(3).isEqualTo((previousEnd - 1) / NodeStore.CHUNK + 1);
        assertThat(skipped).as("slots skipped at chunk ends").isLessThan(s.chunks() * NodeStore.MAX_CHILDREN);
        assertThat(s.aChunk(root)).as("the first chunk is the same array after growing").isSameAs(firstChunk);
        assertThat(s.a(root)).isEqualTo(3);
        assertThat(s.a(previousEnd - 1)).isEqualTo(previousEnd - 1);
        assertThat(s.b(previousEnd - 1)).isEqualTo(-(previousEnd - 1));
    }

    @Test
    void memory_is_counted_in_whole_chunks_with_room_for_skipped_slots() {
        long chunkBytes = (long) NodeStore.CHUNK * NodeStore.BYTES_PER_NODE;
        assertThat(NodeStore.bytesFor(1)).isEqualTo(chunkBytes);
        assertThat(NodeStore.bytesFor(NodeStore.CHUNK - NodeStore.MAX_CHILDREN + 1)).isEqualTo(chunkBytes);
        assertThat(NodeStore.bytesFor(NodeStore.CHUNK)).isEqualTo(2 * chunkBytes);
        assertThat(NodeStore.bytesFor(10_000_000)).isBetween(10_000_000L * NodeStore.BYTES_PER_NODE,
                (long) (10_000_000L * NodeStore.BYTES_PER_NODE * 1.04));
        assertThat(Solvers.treeBytes(10_000_000)).isEqualTo(NodeStore.bytesFor(10_000_000));
    }

    @Test
    void a_search_over_many_chunks_allocates_only_the_chunks_its_nodes_need() {
        GameState s = GameKind.CONNECT4.parse("3443");
        long[] chunks = {0};
        long[] size = {0};
        BestFirstSearch pns = (BestFirstSearch) Solvers.create(Algorithm.PNS, SearchParameters.defaults(GameKind.CONNECT4));
        pns.observe((iteration, store, selected) -> {
            chunks[0] = store.chunks();
            size[0] = store.size();
        });
        SearchResult r = pns.solve(s, Goal.WIN, Limits.nodes(100_000), SearchControl.none());
        assertThat(r.nodes()).isEqualTo(size[0]).isGreaterThan(5L * NodeStore.CHUNK);
        long least = (size[0] + NodeStore.CHUNK - 1) / NodeStore.CHUNK;
        assertThat(chunks[0]).isBetween(least, NodeStore.bytesFor(size[0]) / ((long) NodeStore.CHUNK * NodeStore.BYTES_PER_NODE));
    }
}
