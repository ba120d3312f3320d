package org.prooflab.cli;

import java.util.List;
import java.util.Map;
import org.prooflab.engine.search.Algorithm;

/**
 * The experiment summary in the shape of Primanita et al. 2020, Table 2: per algorithm the
 * positions solved (root proved: the player to move wins), unsolved (root disproved), out (a limit
 * stopped it), and completion = (solved + unsolved) / count. PPNS precision-rate conclusions are
 * counted apart: they are not proofs.
 */
final class Summary {
    private Summary() {
    }

    static String table(List<Map<String, Object>> rows, List<Algorithm> algorithms, int count) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%-10s %8s %9s %6s %12s %12s %14s %10s%n", "algorithm", "solved", "unsolved", "out",
                "completion", "pr-concl.", "avg nodes", "avg ms"));
        for (Algorithm a : algorithms) {
            int solved = 0;
            int unsolved = 0;
            int out = 0;
            int pr = 0;
            long nodes = 0;
            long ms = 0;
            for (Map<String, Object> row : rows) {
                if (!row.get("algorithm").equals(a.id())) {
                    continue;
                }
                switch ((String) row.get("outcome")) {
                    case "PROVED" -> solved++;
                    case "DISPROVED" -> unsolved++;
                    default -> out++;
                }
                if (row.get("prConclusion") != null) {
                    pr++;
                }
                nodes += (Long) row.get("nodes");
                ms += (Long) row.get("timeMs");
            }
            sb.append(String.format("%-10s %8d %9d %6d %11.2f%% %12s %,14d %,10d%n", a.id(), solved, unsolved, out,
                    100.0 * (solved + unsolved) / count, a == Algorithm.PPNS ? Integer.toString(pr) : "-",
                    nodes / Math.max(1, count), ms / Math.max(1, count)));
        }
        return sb.toString().stripTrailing();
    }
}
