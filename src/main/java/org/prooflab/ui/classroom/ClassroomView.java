package org.prooflab.ui.classroom;

import static org.prooflab.ui.Headings.pageTitle;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Predicate;
import com.vaadin.flow.router.QueryParameters;
import org.prooflab.classroom.ClassroomService;
import org.prooflab.classroom.ListOrder;
import org.prooflab.classroom.LiveExperiments;
import org.prooflab.classroom.Listing;
import org.prooflab.classroom.domain.ExperimentDefinition;
import org.prooflab.classroom.domain.InvalidDefinitionException;
import org.prooflab.classroom.domain.Preset;
import org.prooflab.classroom.domain.Presets;
import org.prooflab.classroom.domain.Words;
import org.prooflab.ui.AddressNote;
import org.prooflab.ui.PushFallback;

/**
 * The classroom: the papers' setups ready to run, and this visitor's experiments (made here, or
 * opened from a shared link) with their progress.
 */
@Route("classroom")
@PageTitle("Classroom | ProofLab")
@Menu(order = 4, icon = "vaadin:group", title = "Classroom")
public final class ClassroomView extends VerticalLayout implements BeforeEnterObserver {
    private final ClassroomService classroom;
    private final TextField find = new TextField("Find an experiment");
    private final Select<ListOrder> order = new Select<>();
    private final ExperimentList mine;
    private final ExperimentList opened;
    private final ExperimentList everyone;
    /** What the address held that the lists do not show: an order there is not, a setting the page has not. */
    private final AddressNote addressNote = new AddressNote("Not read from this address: ");

    public ClassroomView(ClassroomService classroom, LiveExperiments live) {
        this.classroom = classroom;
        addClassName("classroom");
        setMaxWidth("70rem");
        Button create = new Button("New experiment", e -> getUI().ifPresent(ui -> ui.navigate(NewExperimentView.class)));
        create.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Predicate<String> onServer = id -> classroom.find(id).isPresent();
        mine = new ExperimentList((search, by, offset, limit) -> classroom.list(Listing.CREATED, Creator.token(), search, by,
                offset, limit), "None yet: start one from a paper's setup below, or make a new one.", onServer, live);
        opened = new ExperimentList((search, by, offset, limit) -> classroom.list(Listing.OPENED, Creator.token(), search, by,
                offset, limit), "None yet: an experiment someone shares with you appears here once you open its link.", onServer, live);
        everyone = new ExperimentList((search, by, offset, limit) -> classroom.list(Listing.ALL, null, search, by, offset, limit),
                "None yet: nobody has run an experiment on this server.", onServer, live);
        mine.addClassName("my-experiments");
        opened.addClassName("opened-experiments");
        everyone.addClassName("recent-experiments");
        find.setHelperText("Part of its name, or its address");
        find.setClearButtonVisible(true);
        find.setValueChangeMode(ValueChangeMode.LAZY);
        find.setMaxLength(200);
        find.addClassName("find-experiment");
        order.setLabel("Order");
        order.setItems(ListOrder.values());
        order.setItemLabelGenerator(ClassroomView::orderWords);
        order.setValue(ListOrder.NEWEST);
        order.addClassName("list-order");
        find.addValueChangeListener(e -> listsChanged());
        order.addValueChangeListener(e -> listsChanged());
        HorizontalLayout finding = new HorizontalLayout(find, order);
        finding.setAlignItems(FlexComponent.Alignment.BASELINE);
        finding.setWrap(true);
        finding.setWidthFull();
        finding.addClassName("list-finding");
        add(pageTitle("Classroom comparisons"), addressNote,
                new Paragraph("Compare solvers over many positions, as the papers do. Every solve runs on the server; the "
                        + "experiment's page fills live for everyone who has its address, and its results are kept and can be "
                        + "downloaded as CSV or JSON."),
                create, finding, new H2("Your experiments"), mine, new H2("Opened from a link"), opened,
                new H2("Everyone's on this server"), everyone,
                new H2("The papers' setups"), new Paragraph("Each setup comes in a classroom size that runs in minutes here, "
                        + "and in the papers' full size."));
        List<ExperimentDefinition.LimitSpec> refused = new ArrayList<>();
        for (Preset p : Presets.all()) {
            String tooBig = exceeds(p.full());
            add(presetCard(p, tooBig));
            if (tooBig != null) {
                refused.add(p.full().limits());
            }
        }
        // How to run the full sizes this server refuses, said once: each card points here.
        if (!refused.isEmpty()) {
            // A card as the setups are: as wide as the page, its long commands scrolling inside it.
            Div section = new Div(new H2("Running the papers' full sizes"), new Paragraph("A full size this server refuses runs "
                    + "from the command line, as each setup shows, or on instances of its own that share a PostgreSQL database: "
                    + "one web instance whose caps admit every full size (set the experiment up there), and any number of "
                    + "worker-only instances (no web server), with about 1 GB of heap for each job worker. The commands, with "
                    + "caps for every setup above:"),
                    new Pre(fullSizeCommands(refused.stream().mapToLong(ExperimentDefinition.LimitSpec::maxNodes).max().orElseThrow(),
                            refused.stream().mapToDouble(ExperimentDefinition.LimitSpec::maxSeconds).max().orElseThrow())));
            section.addClassNames("card", "full-sizes");
            section.setId(FULL_SIZES);
            add(section);
        }
    }

    /** The id of the section that says how to run the full sizes this server refuses. */
    static final String FULL_SIZES = "full-sizes";

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        Map<String, List<String>> q = event.getLocation().getQueryParameters().getParameters();
        String typed = first(q, SEARCH);
        String ordered = first(q, ORDER);
        // Said at the top, as the lab and the form say what they do not read: /classroom?order=bogus showed the newest
        // first without a word.
        List<String> unread = new ArrayList<>();
        if (typed.length() > find.getMaxLength()) {
            unread.add("all of " + AddressNote.written(SEARCH, typed.substring(0, 20) + "…") + " (a search is at most "
                    + find.getMaxLength() + " characters: its first " + find.getMaxLength() + " are searched for)");
        }
        if (!ordered.isBlank() && ListOrder.named(ordered).isEmpty()) {
            unread.add(AddressNote.written(ORDER, ordered) + " (the orders are " + Words.all(java.util.Arrays.stream(ListOrder.values())
                    .map(ListOrder::id).toList()) + "; the newest are shown first)");
        }
        unread.addAll(AddressNote.unread(q, List.of(SEARCH, ORDER), "the list"));
        addressNote.show(unread);
        // Set without the listeners' refresh, then listed once.
        restoring = true;
        find.setValue(typed.length() > find.getMaxLength() ? typed.substring(0, find.getMaxLength()) : typed);
        order.setValue(orderNamed(ordered));
        restoring = false;
        list();
    }

    /** The address's parameters: what the lists are searched for, and their order. */
    static final String SEARCH = "find";
    static final String ORDER = "order";
    private boolean restoring;

    private void listsChanged() {
        if (restoring) {
            return;
        }
        list();
        // The address says what the lists show, so that a reload or a shared link shows the same.
        Map<String, String> q = new LinkedHashMap<>();
        if (!find.getValue().isBlank()) {
            q.put(SEARCH, find.getValue().strip());
        }
        if (order.getValue() != null && order.getValue() != ListOrder.NEWEST) {
            q.put(ORDER, order.getValue().id());
        }
        String query = QueryParameters.simple(q).getQueryString();
        getUI().ifPresent(ui -> ui.getPage().getHistory().replaceState(null, "classroom" + (query.isEmpty() ? "" : "?" + query)));
    }

    private void list() {
        ListOrder by = order.getValue() == null ? ListOrder.NEWEST : order.getValue();
        for (ExperimentList l : List.of(mine, opened, everyone)) {
            l.show(find.getValue(), by);
        }
    }

    /** The poll's listener while the page is shown. */
    private com.vaadin.flow.shared.Registration polled;

    /**
     * While it is shown the page asks for news every few seconds, besides push (its rows' progress when push silently
     * stops), and lists again a list whose number of experiments changed: one made or deleted since, by anyone. An open
     * list said "None yet" for a minute while a class's experiments ran.
     */
    @Override
    protected void onAttach(AttachEvent event) {
        PushFallback.pollWhile(event.getUI(), true);
        polled = event.getUI().addPollListener(e -> {
            for (ExperimentList l : List.of(mine, opened, everyone)) {
                if (l.totalChanged()) {
                    l.reload();
                }
            }
        });
    }

    @Override
    protected void onDetach(DetachEvent event) {
        // The UI outlives the view (the next page is shown in it): its poll ends with the page.
        PushFallback.pollWhile(event.getUI(), false);
        if (polled != null) {
            polled.remove();
            polled = null;
        }
    }

    private static String first(Map<String, List<String>> q, String name) {
        List<String> values = q.get(name);
        return values == null || values.isEmpty() || values.get(0) == null ? "" : values.get(0);
    }

    /** The order an address names ("oldest"), the newest first when it names none or one there is not. */
    static ListOrder orderNamed(String name) {
        return ListOrder.named(name).orElse(ListOrder.NEWEST);
    }

    /** An order as the page words it. */
    static String orderWords(ListOrder o) {
        return switch (o) {
            case NEWEST -> "Newest first";
            case OLDEST -> "Oldest first";
            case NAME -> "By name, A to Z";
            case UNFINISHED -> "Unfinished first";
        };
    }

    /** {@code text} with a no-break space between each number and its unit of time, so a phone never parts "420 s". */
    static String keepUnits(String text) {
        return text.replaceAll("(\\d) (s|ms|min)\\b", "$1\u00a0$2");
    }

    /** A setup's card; {@code tooBig} says why this server refuses its full size, or is null. */
    private Div presetCard(Preset p, String tooBig) {
        Div card = new Div();
        card.addClassNames("card", "preset");
        card.getElement().setAttribute("data-preset", p.id());
        Button small = new Button("Set up the classroom size", e -> open(p, "classroom"));
        small.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        // Each card's buttons say whose they are: ten buttons all named "Set up the classroom size" were one to a
        // screen reader's list of buttons.
        small.setAriaLabel("Set up the classroom size: " + p.title());
        card.add(new H3(p.title()), new Paragraph(p.source()), new Paragraph(p.description()),
                new Paragraph("Classroom size: " + keepUnits(p.scaling())), small);
        if (tooBig == null) {
            Button full = new Button("Set up the papers' full size", e -> open(p, "full"));
            full.setAriaLabel("Set up the papers' full size: " + p.title());
            card.add(full);
        } else {
            Paragraph elsewhere = new Paragraph("The papers' full size " + tooBig + " Run it on a group of machines (see ");
            // The page's own address: the base address Vaadin sets made "#full-sizes" alone the home page's.
            elsewhere.add(new Anchor("classroom#" + FULL_SIZES, "Running the papers' full sizes"),
                    new Text(" below), or from the command line:"));
            card.add(elsewhere, new Pre("java -jar prooflab.jar experiment --preset " + p.id() + " --size full --out " + p.id() + ".csv"));
        }
        return card;
    }

    /** The exact commands of a web instance whose caps admit {@code maxNodes} and {@code maxSeconds}, and of a worker beside it. */
    static String fullSizeCommands(long maxNodes, double maxSeconds) {
        String db = "PROOFLAB_DB_URL=jdbc:postgresql://HOST:5432/prooflab PROOFLAB_DB_USER=prooflab PROOFLAB_DB_PASSWORD=...";
        return "# web instance, experiments only (no jobs of its own)\n"
                + db + " java -jar prooflab.jar --spring.profiles.active=postgres"
                + " --prooflab.classroom.max-nodes=" + maxNodes
                + " --prooflab.classroom.max-seconds=" + (long) Math.ceil(maxSeconds)
                + " --prooflab.classroom.run-jobs=false\n"
                + "# each worker machine, two jobs at once\n"
                + db + " java -Xmx2g -jar prooflab.jar --spring.profiles.active=postgres,worker --prooflab.classroom.job-workers=2";
    }

    /** Why this server refuses {@code full} ("asks for more than ..."), or null when it admits it. */
    private String exceeds(ExperimentDefinition full) {
        try {
            classroom.check(full);
            return null;
        } catch (InvalidDefinitionException e) {
            return "asks for more than this server's maximum (" + e.problems().get(0).message() + ").";
        }
    }

    private void open(Preset p, String size) {
        getUI().ifPresent(ui -> ui.navigate(NewExperimentView.class, QueryParameters.simple(Map.of("preset", p.id(), "size", size))));
    }
}
