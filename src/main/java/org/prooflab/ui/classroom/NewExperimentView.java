package org.prooflab.ui.classroom;

import static org.prooflab.ui.Headings.pageTitle;

import org.prooflab.engine.game.Notation;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouterLink;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.prooflab.classroom.ClassroomService;
import org.prooflab.classroom.Experiment;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.InvalidDefinitionException;
import org.prooflab.classroom.domain.Problem;
import org.prooflab.classroom.domain.Words;
import org.prooflab.classroom.domain.Preset;
import org.prooflab.classroom.domain.Presets;
import org.prooflab.ui.AddressNote;

/**
 * A new experiment: empty, from a paper's preset ({@code ?preset=ID&size=classroom|full}), or a
 * variant of a shared one ({@code ?from=ID}, "duplicate and edit"); what the address names that
 * cannot be opened is said at the top. Problems are shown beside their fields as soon as the form is
 * checked, before anything runs.
 */
@Route("classroom/new")
@PageTitle("New experiment | ProofLab classroom")
public final class NewExperimentView extends VerticalLayout implements BeforeEnterObserver {
    private final ClassroomService classroom;
    private final ExperimentForm form = new ExperimentForm();
    private final Paragraph verdict = new Paragraph();
    /** What the address named that could not be opened: the form was blank without a word. */
    private final AddressNote addressNote = new AddressNote("Not opened from this address: ");
    private String parentId;

    public NewExperimentView(ClassroomService classroom) {
        this.classroom = classroom;
        addClassName("new-experiment");
        setMaxWidth("60rem");
        form.showCaps(classroom.properties().caps());
        verdict.addClassName("verdict-line");
        // What the last check said is about the form as it was: an edit makes it old news.
        form.onEdit(() -> {
            if (!verdict.getText().isEmpty()) {
                verdict.setText("Changed since the last check: press Check again, or Run it (it checks first).");
            }
        });
        Button check = new Button("Check", e -> check());
        Button run = new Button("Run it", e -> run());
        run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        add(pageTitle("New experiment"), addressNote, new Paragraph(String.format(Locale.ROOT, "This server runs experiments of up to %,d "
                        + "positions and %d configurations, each solve at most %,d nodes and %s s. Every solve is a job on "
                        + "the server; the page of the experiment fills as they finish, for everyone with its address.",
                classroom.properties().getMaxPositions(), classroom.properties().getMaxConfigurations(),
                classroom.properties().getMaxNodes(), Notation.plain(classroom.properties().getMaxSeconds()))),
                form, verdict, new HorizontalLayout(check, run));
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        List<String> notOpened = new ArrayList<>();
        parentId = null;
        ExperimentDefinition start = start(event.getLocation().getQueryParameters().getParameters(), notOpened);
        addressNote.show(notOpened);
        form.set(start != null ? start : blank());
        verdict.setText("");
        if (start != null) {
            check();
        }
    }

    /** What the address asks to start from, or null for a blank form; what it names that cannot be opened goes to {@code notOpened}. */
    private ExperimentDefinition start(Map<String, List<String>> q, List<String> notOpened) {
        String from = first(q, "from");
        String preset = first(q, "preset");
        // Said as the lab and the classroom's lists say what they do not read: ?foo=bar, and a setup beside a
        // duplicate, were dropped without a word.
        notOpened.addAll(AddressNote.unread(q, List.of("from", "preset", "size"), "the form"));
        if (from != null) {
            Optional<Experiment> e = classroom.find(from);
            if (e.isEmpty()) {
                notOpened.add("experiment “" + Notation.abbreviated(from) + "” (there is none on this server to duplicate: it may have "
                        + "been deleted, or the link was cut short; the form is blank)");
                for (String other : List.of("preset", "size")) {
                    if (first(q, other) != null) {
                        notOpened.add(AddressNote.written(other, first(q, other)) + " (not read beside an experiment to duplicate)");
                    }
                }
                return null;
            }
            for (String other : List.of("preset", "size")) {
                if (first(q, other) != null) {
                    notOpened.add(AddressNote.written(other, first(q, other)) + " (the form duplicates the experiment “"
                            + e.get().name() + "” instead)");
                }
            }
            parentId = e.get().id();
            ExperimentDefinition d = e.get().definition();
            return d.withName(ExperimentDefinition.variantName(d.name()));
        }
        if (preset == null) {
            if (first(q, "size") != null) {
                notOpened.add(AddressNote.written("size", first(q, "size")) + " (a size is of a setup, and the address names none)");
            }
            return null;
        }
        Optional<Preset> p = Presets.byId(preset);
        if (p.isEmpty()) {
            notOpened.add("setup “" + Notation.abbreviated(preset) + "” (the papers' setups are "
                    + String.join(", ", Presets.all().stream().map(Preset::id).toList()) + "; the form is blank)");
            if (first(q, "size") != null) {
                notOpened.add(AddressNote.written("size", first(q, "size")) + " (a size of that setup, which there is not)");
            }
            return null;
        }
        String size = first(q, "size");
        if (size != null && !size.equals("classroom") && !size.equals("full")) {
            notOpened.add("size “" + Notation.abbreviated(size) + "” (a setup comes in the classroom or the full size; the classroom "
                    + "size is shown)");
        }
        return "full".equals(size) ? p.get().full() : p.get().classroom();
    }

    private static ExperimentDefinition blank() {
        return new ExperimentDefinition("", "connect4", ExperimentDefinition.PositionSet.random(12, 20, 1),
                List.of(ExperimentDefinition.AlgorithmSpec.of("pns"), ExperimentDefinition.AlgorithmSpec.of("ppns")),
                new ExperimentDefinition.LimitSpec(200_000, 10, 0));
    }

    /** Checks the form: every problem, unreadable fields and the domain's checks together, beside its field. */
    private ExperimentDefinition.Compiled check() {
        ExperimentDefinition.Compiled compiled;
        try {
            compiled = classroom.check(form.read());
        } catch (InvalidDefinitionException e) {
            List<Problem> problems = e.problems();
            verdict.setText(fixText(problems.stream().mapToInt(ExperimentDefinition::count).sum(), form.showProblems(problems)));
            return null;
        }
        form.clearErrors();
        long checks = compiled.prChecks();
        double seconds = compiled.limits().maxMillis() / 1000.0;
        verdict.setText(String.format(Locale.ROOT, "%s x %s = %s%s, each at most %s: %s.",
                ExperimentForm.count(compiled.positions().size(), "position"),
                ExperimentForm.count(compiled.configs().size(), "configuration"), ExperimentForm.count(compiled.taskCount(), "solve"),
                checks == 0 ? "" : " and up to " + ExperimentForm.count(checks, "exact check") + " of pr conclusions",
                ExperimentText.limits(compiled.limits()),
                ExperimentDefinition.worstCase(compiled.taskCount() + checks, seconds)));
        return compiled;
    }

    private void run() {
        ExperimentDefinition.Compiled compiled = check();
        if (compiled == null) {
            return;
        }
        try {
            Experiment e = classroom.create(compiled.definition(), Creator.token(), parentId);
            UI.getCurrent().navigate("classroom/" + e.id());
        } catch (ClassroomService.TooManyActiveException e) {
            // Nothing in the form is wrong: said beside Run it, with the way to the experiments that count.
            verdict.setText(Problem.sentence(e.getMessage()) + ". ");
            RouterLink list = new RouterLink("Your experiments", ClassroomView.class);
            list.addClassName("active-limit-link");
            verdict.add(list);
        } catch (InvalidDefinitionException e) {
            verdict.setText(fixText(e.problems().stream().mapToInt(ExperimentDefinition::count).sum(), form.showProblems(e.problems())));
        }
    }

    /** "Fix the field marked in red: Name.", "Fix the 3 problems marked in red: Name, Max nodes and theta of configuration 2." */
    static String fixText(int problems, List<String> fields) {
        if (problems == 1 || fields.isEmpty() || problems == fields.size()) {
            String which = fields.isEmpty() ? "." : ": " + Words.all(fields) + ".";
            return (problems == 1 ? "Fix the field marked in red" : "Fix the " + problems + " problems marked in red") + which;
        }
        // Several problems in fewer fields (three pasted lines in Positions): "3 problems marked in red: Positions" read as
        // if one field were three problems' list.
        return "Fix the " + problems + " problems marked in red, in " + Words.all(fields) + ".";
    }

    private static String first(Map<String, List<String>> q, String key) {
        List<String> v = q.get(key);
        return v == null || v.isEmpty() ? null : v.get(0);
    }
}
