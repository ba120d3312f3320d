package org.prooflab.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import org.prooflab.engine.search.Algorithm;
import org.prooflab.lesson.Lessons;

/** What ProofLab is, and the parts that exist. */
@Route("")
@PageTitle("ProofLab")
@Menu(order = 0, icon = "vaadin:home", title = "Home")
final class HomeView extends Div {

    HomeView() {
        addClassName("home");
        add(new H1("ProofLab"));
        Paragraph lead = new Paragraph("Learn how game positions are solved with AND/OR trees, and run real solvers: "
                + "proof-number search, Monte-Carlo and probability-based proof-number search, product propagation, "
                + "and the UCT and pure MCTS solvers, on P-game trees, Connect Four and Othello.");
        lead.addClassName("lead");
        add(lead);

        Div cards = new Div();
        cards.addClassName("card-row");
        Anchor start = new Anchor("lessons/1", "Start with lesson 1: " + Lessons.get(1).title());
        start.addClassName("start-here");
        // Newcomers start here: the first lesson is the first thing under the title.
        Anchor first = new Anchor("lessons/1", "New here? Start with lesson 1: " + Lessons.get(1).title() + " →");
        first.addClassName("start-here");
        first.addClassName("primary");
        first.addClassName("lead-start");
        add(new Div(first));
        cards.add(part("Lessons", Lessons.all().size() + " short lessons build up from one "
                + "AND/OR tree to the solvers of the papers; every tree in them is live and can be edited.", start));
        // It was only in the menu, which a phone keeps folded.
        cards.add(part("Playground", "Draw your own AND/OR tree, set its leaves, and see every rule set value it side by "
                + "side: proof and disproof numbers, Monte-Carlo numbers, probabilities; share it by its address.",
                new Anchor("playground", "Open the playground")));
        cards.add(part("Solver lab", "Set up a P-game, Connect Four or Othello position, pick one or several solvers, "
                + "and watch the real search run on the server, live, until it proves, disproves or hits a limit.",
                new Anchor("lab", "Open the solver lab")));
        // The two parts a teacher looks for were only in the menu, which a phone keeps folded.
        cards.add(part("Classroom", "Compare solvers over many positions, as the papers do: the experiment runs on the "
                + "server, and everyone with its link watches the tables and charts fill live; CSV and JSON to download.",
                new Anchor("classroom", "Open the classroom")));
        cards.add(part("Results", "The papers' measurements reproduced here: each table with the paper's number beside "
                + "ProofLab's, the figures, and the command that repeats every run.",
                new Anchor("results", "See the results")));
        cards.add(part("Command line", "The same solvers headless, from the same jar: solve positions, run "
                + "experiments over hundreds of seeded random positions, and benchmark.",
                command("java -jar \\\n  target/prooflab.jar \\\n  solve --game connect4 \\\n  --position 4453 \\\n  --algorithm ppns")));
        add(cards);

        add(new H2("The solvers"));
        Div algorithms = new Div();
        algorithms.addClassName("card-row");
        for (Algorithm a : Algorithm.values()) {
            algorithms.add(card(a.displayName(), a.summary(), null));
        }
        add(algorithms);

        add(new H2("What \"proved\" means here"));
        add(new Paragraph("The prover is the player to move at the root. PROVED means that player can force a win "
                + "(a draw is not a win); DISPROVED means they cannot; OUT means a node, time or iteration limit stopped "
                + "the search first. Every solver keeps the exact proof status of its nodes apart from its heuristic "
                + "numbers, so a PPNS stop on the precision rate pr is reported as a conclusion, never as a proof."));
    }

    /** A command line shown whole: it wraps on narrow screens instead of being cut. */
    private static Pre command(String text) {
        Pre pre = new Pre(text);
        pre.addClassName("command");
        return pre;
    }

    /** A part of ProofLab: a section of the page under its title, so its heading is an h2. */
    private static Div part(String title, String text, com.vaadin.flow.component.Component extra) {
        return card(new H2(title), text, extra);
    }

    private static Div card(String title, String text, com.vaadin.flow.component.Component extra) {
        return card(new H3(title), text, extra);
    }

    private static Div card(com.vaadin.flow.component.Component heading, String text, com.vaadin.flow.component.Component extra) {
        Div card = new Div(heading, new Paragraph(text));
        card.addClassName("card");
        if (extra != null) {
            card.add(extra);
        }
        return card;
    }
}
