package org.prooflab.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.prooflab.classroom.domain.ResultExport;
import org.prooflab.classroom.domain.Words;
import org.prooflab.engine.game.Notation;

/**
 * The command line: {@code solve}, {@code experiment} and {@code bench}, run from the same jar as
 * the web app without starting Spring or a web server. Bad input prints one line on stderr that
 * says what is wrong and what is allowed, and exits with code 2.
 */
public final class Cli {
    public static final Set<String> VERBS = Set.of("solve", "experiment", "bench", "help", "--help", "-h", "version", "--version");

    private Cli() {
    }

    /**
     * Whether {@code args} name a command rather than start the web app. The web app takes only
     * options ({@code --server.port=8090}), so any other first word is a command, and a misspelt one
     * ({@code sovle}) is answered as such instead of starting a server.
     */
    public static boolean isCliInvocation(String[] args) {
        return args.length > 0 && (VERBS.contains(args[0]) || !args[0].startsWith("--"));
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length > 1 && COMMANDS.containsKey(args[0])
                && Arrays.stream(args).skip(1).anyMatch(a -> a.equals("--help") || a.equals("-h"))) {
            // "prooflab solve --help" asks for help, not for an option named help (a value spelt --help or -h, say a
            // file's name, is taken for it too: help rather than an error about such a file).
            out.println(usage(args[0]));
            return 0;
        }
        try {
            return switch (args[0]) {
                case "solve" -> SolveCommand.run(args, out);
                case "experiment" -> ExperimentCommand.run(args, out, err);
                case "bench" -> BenchCommand.run(args, out, err);
                case "help", "--help", "-h" -> {
                    out.println(help(args));
                    yield 0;
                }
                case "version", "--version" -> {
                    nothingAfter(args, 1, "it prints the build, Java and the cores");
                    out.println(version());
                    yield 0;
                }
                default -> throw new UsageException(UNKNOWN_COMMAND);
            };
        } catch (UsageException | IllegalArgumentException e) {
            err.println("prooflab " + args[0] + ": " + e.getMessage());
            return 2;
        } catch (OutOfMemoryError e) {
            err.println("prooflab " + args[0] + ": out of memory; lower --max-nodes or give Java more heap (-Xmx)");
            return 1;
        }
    }

    private static final String UNKNOWN_COMMAND = "unknown command; the commands are solve, experiment, bench, version and help"
            + " (java -jar prooflab.jar with no command, or with --options only, starts the web app)";

    /** {@code help}: every command's usage; {@code help solve}: that command's, as {@code solve --help} shows it. */
    private static String help(String[] args) {
        if (args.length == 1) {
            return usage();
        }
        if (!COMMANDS.containsKey(args[1])) {
            throw new UsageException("there is no command '" + args[1] + "' to help with: the commands are "
                    + Words.all(List.copyOf(COMMANDS.keySet())) + "; help alone shows them all");
        }
        nothingAfter(args, 2, "it shows one command's help");
        return usage(args[1]);
    }

    /**
     * Refuses the words after the first {@code used} of a command that reads no more ({@code why} says what it does):
     * {@code version --json} and {@code help solve more} dropped them without a word.
     */
    private static void nothingAfter(String[] args, int used, String why) {
        if (args.length > used) {
            List<String> rest = Arrays.stream(args).skip(used).map(a -> "'" + a + "'").toList();
            throw new UsageException(String.join(" ", Arrays.copyOf(args, used)) + " takes nothing after it (" + why + "): drop "
                    + Words.all(rest));
        }
    }

    /** The build and the runtime, as the results files record them: "ProofLab 0.1.0, commit 5e6e44f; Java 25.0.3 (Eclipse Adoptium), 2 cores". */
    static String version() {
        Map<String, Object> env = ResultExport.environment();
        return "ProofLab " + env.get("prooflabVersion") + ", commit " + env.get("commit") + "; Java " + env.get("javaVersion")
                + " (" + env.get("javaVendor") + "), " + env.get("cores") + " cores";
    }

    /** Each command's usage, in the order help lists them. */
    private static final Map<String, String> COMMANDS = commands();

    private static Map<String, String> commands() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("solve", """
                  solve       --game pgame|connect4|othello (--position P | --positions FILE)
                              --algorithm pns|mcpns|ppns|pp|uct|mcts|dfpn|dfppns|exact
                              [--max-nodes N] [--max-seconds S]  (without them: %s nodes, %s s)
                              [--max-iterations N] [--seed N] [--value binary|full] [--json] [--learn-priors] [--threads 1]
                              (--value full: a second search, "does the side to move avoid losing?", with the limits
                               again; its nodes and time are added)
                              [--trace [--trace-every N]]  the root's value after every iteration (CSV, or in --json)
                              [--error-trace --max-iterations N]  Song's error rate per iteration (CSV)
                              [--playouts N] [--playout-length LA] [--theta T] [--pr PR] [--prior P] [--c C] [--a A]
                              [--table-bytes B]
                """.formatted(Notation.grouped(SolverOptions.DEFAULT_NODES), Notation.limit(SolverOptions.DEFAULT_SECONDS)));
        m.put("experiment", """
                  experiment  --definition FILE.json | --preset ID [--size classroom|full] | --list-presets
                              | --game G [--random-moves N | --tree BxD] [--count 200] [--seed 1]
                                [--algorithms pns,mcpns,ppns] [--max-nodes N] [--max-seconds S] (defaults as for solve)
                                [--max-iterations N] [--learn-priors] [algorithm parameters as for solve]
                              [--threads N (default: the cores)] [--out results.csv] [--json results.json]
                              [--error-trace N [--error-every M]]  instead: Song's error rate after each of N
                                 PN-equivalent iterations (every M-th), per configuration, averaged over the positions (CSV)
                """);
        m.put("bench", """
                  bench       [--seconds 10] [--sets c4-12ply,othello-26,othello-40]
                              [--algorithms pns,mcpns,ppns,pp,uct,mcts (dfpn, dfppns too)] [--json] [--pin] [--threads 1]
                """);
        m.put("version", """
                  version     the build (version and commit), Java and the cores this JVM may use
                """);
        m.put("help", """
                  help        every command's usage; help COMMAND (or COMMAND --help) one command's
                """);
        return m;
    }

    static String usage() {
        return page(COMMANDS.get("solve") + COMMANDS.get("experiment") + COMMANDS.get("bench") + "\n"
                + COMMANDS.get("version") + COMMANDS.get("help"));
    }

    /** One command's usage, with the notes on positions and answers all of them share. */
    static String usage(String command) {
        return page(COMMANDS.get(command));
    }

    private static String page(String commands) {
        return "ProofLab command line (no web server is started)\n\n" + commands + "\n" + """
                Positions: Connect Four 4453 (columns from 1, 5x4:3321 for another size); Othello f5d6c3
                or 64 characters X/O/- (a1, b1 .. h8), a space and X or O; P-game pgame:b=2,d=20,seed=17.
                Algorithms by id (pns) or by the name the web pages show ("PN-search").
                PROVED means the player to move at the root wins; a draw is not a win.""";
    }
}
