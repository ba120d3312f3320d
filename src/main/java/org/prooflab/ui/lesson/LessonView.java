package org.prooflab.ui.lesson;

import static org.prooflab.ui.Headings.pageTitle;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Location;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.prooflab.engine.game.Notation;
import org.prooflab.lesson.AndOrTree;
import org.prooflab.lesson.Lesson;
import org.prooflab.lesson.Lessons;
import org.prooflab.lesson.TreeCodec;

/**
 * One lesson: its text, its live trees (their state kept in the page address, {@code ?t0=...},
 * so a student can share exactly what they see), and the check at the end, marked as soon as the
 * student's trees do what it asks.
 */
@Route("lessons/:number")
final class LessonView extends Div implements BeforeEnterObserver, HasDynamicTitle {
    private Lesson lesson;
    private final List<TreePlayground> playgrounds = new ArrayList<>();
    private final Span checkStatus = new Span();
    private boolean stepperSolved;

    LessonView() {
        addClassName("lesson");
    }

    @Override
    public String getPageTitle() {
        return lesson == null ? "Lesson | ProofLab" : "Lesson " + lesson.number() + ": " + lesson.title() + " | ProofLab";
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        try {
            // Plain digits, as the lessons' addresses write them: Integer.parseInt also read "+1" and "١" as lesson 1.
            Integer number = Notation.plainInt(event.getRouteParameters().get("number").orElse(""));
            lesson = Lessons.get(number == null ? 0 : number);
        } catch (IllegalArgumentException e) {
            event.rerouteToError(com.vaadin.flow.router.NotFoundException.class,
                    "There is no such lesson: lessons are 1 to " + Lessons.all().size());
            return;
        }
        Map<String, List<String>> params = event.getLocation().getQueryParameters().getParameters();
        build(params);
    }

    private void build(Map<String, List<String>> params) {
        removeAll();
        playgrounds.clear();
        stepperSolved = false;
        add(new Span("Lesson " + lesson.number() + " of " + Lessons.all().size()));
        add(pageTitle(lesson.title()));
        int treeIndex = 0;
        for (Lesson.Block block : lesson.blocks()) {
            switch (block) {
                case Lesson.Text t -> {
                    if (t.heading() != null) {
                        add(new H2(t.heading()));
                    }
                    add(new Paragraph(t.body()));
                }
                case Lesson.LiveTree live -> {
                    String param = "t" + treeIndex++;
                    AndOrTree start = live.tree();
                    String problem = null;
                    List<String> given = params.get(param);
                    if (given != null && !given.isEmpty()) {
                        try {
                            start = TreeCodec.decode(given.get(0));
                        } catch (IllegalArgumentException e) {
                            problem = "The tree in the address could not be read (" + e.getMessage() + "); showing the lesson's tree.";
                        }
                    }
                    H2 name = new H2(capitalize(live.name()));
                    name.addClassName("tree-name");
                    add(name);
                    if (problem != null) {
                        Paragraph p = new Paragraph(problem);
                        p.addClassName("error-text");
                        add(p);
                    }
                    TreePlayground playground = new TreePlayground(exportName(lesson.number(), live.name()), start, live.tree(), live.rules(),
                            Lessons.taughtIn(lesson.number()), t -> changed());
                    playground.nameTree(live.name());
                    playgrounds.add(playground);
                    add(playground);
                }
                case Lesson.Stepper s -> {
                    StepperPanel stepper = new StepperPanel(s.pgame(), solved -> {
                        stepperSolved = solved;
                        updateCheck();
                    });
                    stepper.setExportName("lesson-" + lesson.number() + "-search-step");
                    add(stepper);
                }
                case Lesson.Link l -> {
                    Anchor a = new Anchor(l.href(), l.text());
                    a.addClassName("lesson-lab-link");
                    add(new Div(a));
                }
            }
        }
        add(new Legend(Lessons.taughtIn(lesson.number())));
        Div check = new Div(new H2("Check"), new Paragraph(lesson.check().task()), checkStatus);
        check.addClassName("lesson-check");
        checkStatus.getElement().setAttribute("aria-live", "polite");
        add(check);
        Div nav = new Div();
        nav.addClassName("lesson-nav");
        if (lesson.number() > 1) {
            nav.add(new Anchor("lessons/" + (lesson.number() - 1), "← Lesson " + (lesson.number() - 1)));
        }
        nav.add(new Anchor("lessons", "All lessons"));
        if (lesson.number() < Lessons.all().size()) {
            nav.add(new Anchor("lessons/" + (lesson.number() + 1), "Lesson " + (lesson.number() + 1) + " →"));
        }
        add(nav);
        updateCheck();
    }

    /**
     * The name a lesson tree's exports are saved under, after the lesson and the tree ("lesson-3-tree-a"
     * for lesson 3's "tree (a)"): every export was "t0", so a teacher saving several overwrote them.
     */
    static String exportName(int lesson, String treeName) {
        String slug = treeName.toLowerCase(Locale.ROOT).replaceFirst("^the ", "").replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        return "lesson-" + lesson + "-" + slug;
    }

    private static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private void changed() {
        updateCheck();
        Map<String, String> query = new LinkedHashMap<>();
        for (int i = 0; i < playgrounds.size(); i++) {
            query.put("t" + i, TreeCodec.encode(playgrounds.get(i).tree()));
        }
        UI.getCurrent().getPage().getHistory().replaceState(null,
                new Location("lessons/" + lesson.number(), QueryParameters.simple(query)));
    }

    private void updateCheck() {
        List<AndOrTree> trees = playgrounds.stream().map(TreePlayground::tree).toList();
        boolean passed = lesson.check().passes().test(new Lesson.CheckInput(trees, stepperSolved));
        // Lesson 7 has no tree to change, only a search to step.
        String todo = trees.isEmpty() ? "step the search above" : "change the tree" + (trees.size() > 1 ? "s" : "") + " above";
        checkStatus.setText(passed ? "✓ Done. " + lesson.check().success() : "Not yet: " + todo + " until it holds.");
        checkStatus.getElement().setAttribute("data-passed", String.valueOf(passed));
        checkStatus.getElement().getClassList().set("passed", passed);
    }
}
