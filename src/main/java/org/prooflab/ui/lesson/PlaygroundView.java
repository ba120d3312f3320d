package org.prooflab.ui.lesson;

import static org.prooflab.ui.Headings.pageTitle;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Location;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.router.Route;
import java.util.List;
import java.util.Map;
import org.prooflab.lesson.AndOrTree;
import org.prooflab.lesson.RuleSet;
import org.prooflab.lesson.TreeCodec;
import org.prooflab.ui.AddressNote;

/** A free AND/OR tree under every rule set (kept in the address as {@code ?tree=...}), and step mode. */
@Route("playground")
@PageTitle("Playground | ProofLab")
@Menu(order = 2, icon = "vaadin:sitemap", title = "Playground")
final class PlaygroundView extends Div implements BeforeEnterObserver {
    static final String DEFAULT_TREE = "O(A(.7,.4),A(.5,O(.6,.3)),A(.9,.2,.5))";

    PlaygroundView() {
        addClassName("lesson");
    }

    private AndOrTree currentTree;
    /**
     * The address's tree text while it could not be read and the visitor has not drawn over the default tree
     * shown instead: choosing a rules tab keeps it in the address, to be mended there, until the tree is edited.
     */
    private String unreadTree;
    private RuleSet shownRules = RuleSet.values()[0];

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        removeAll();
        add(pageTitle("Playground"));
        add(new Paragraph("Draw any AND/OR tree: select a node, add children, switch OR and AND, set leaves to TRUE, FALSE "
                + "or a win rate, and compare how PNS, MCPNS, PPNS, MCTS averaging and product propagation value it. "
                + "The address always holds the tree, so you can share it; Reset goes back to the tree the page opened with."));
        // What the address held that the page does not read, said at the top (it was ignored without a word).
        Map<String, List<String>> query = event.getLocation().getQueryParameters().getParameters();
        List<String> unread = new java.util.ArrayList<>(AddressNote.unread(query, List.of("tree", "rules"), "the playground"));
        query.getOrDefault("rules", List.of()).stream().findFirst().filter(name -> ruleSet(name).isEmpty())
                .ifPresent(name -> unread.add("rules “" + name + "” (the playground's rule sets are " + String.join(", ",
                        java.util.Arrays.stream(RuleSet.values()).map(r -> r.name().toLowerCase(java.util.Locale.ROOT)).toList()) + ")"));
        AddressNote note = new AddressNote("Not read from this address: ");
        note.show(unread);
        add(note);
        AndOrTree start = TreeCodec.decode(DEFAULT_TREE);
        List<String> given = query.getOrDefault("tree", List.of());
        unreadTree = null;
        if (!given.isEmpty()) {
            try {
                start = TreeCodec.decode(given.get(0));
            } catch (IllegalArgumentException e) {
                // The message may end in a bracket of its own ("... T or F)"): said after a colon, not inside another pair.
                Paragraph p = new Paragraph("The tree in the address could not be read: " + e.getMessage()
                        + ". The default tree is shown; the address keeps your text until you edit the tree.");
                unreadTree = given.get(0);
                p.addClassName("error-text");
                add(p);
            }
        }
        // The address holds the tree and the rule set shown (when it is not the first), so a shared link opens both.
        // Reset goes back to the tree the page opened with: a shared link's tree, not the example it replaced.
        TreePlayground playground = new TreePlayground("playground-tree", start, start, List.of(RuleSet.values()), List.of(RuleSet.values()),
                tree -> {
                    unreadTree = null;
                    address(tree, shownRules);
                });
        playground.nameTree("the playground's tree");
        currentTree = start;
        shownRules = RuleSet.values()[0];
        playground.onRulesChange(r -> {
            shownRules = r;
            address(currentTree, r);
        });
        query.getOrDefault("rules", List.of()).stream().findFirst().flatMap(PlaygroundView::ruleSet).ifPresent(playground::showRules);
        add(playground);
        add(new Legend());
        StepperPanel stepper = new StepperPanel(StepperPanel.SMALL_EXAMPLE, solved -> { });
        stepper.setExportName("playground-search-step");
        add(stepper);
    }

    /** Writes the tree (or the text that could not be read) and the rule set shown (left out when it is the first) into the address. */
    private void address(AndOrTree tree, RuleSet rules) {
        currentTree = tree;
        Map<String, String> query = new java.util.LinkedHashMap<>();
        query.put("tree", unreadTree != null ? unreadTree : TreeCodec.encode(tree));
        if (rules != RuleSet.values()[0]) {
            query.put("rules", rules.name().toLowerCase(java.util.Locale.ROOT));
        }
        UI.getCurrent().getPage().getHistory().replaceState(null, new Location("playground", QueryParameters.simple(query)));
    }

    /** The rule set an address names ("ppns"), if any. */
    private static java.util.Optional<RuleSet> ruleSet(String name) {
        return java.util.Arrays.stream(RuleSet.values()).filter(r -> r.name().equalsIgnoreCase(name)).findFirst();
    }
}
