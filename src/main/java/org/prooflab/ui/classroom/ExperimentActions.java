package org.prooflab.ui.classroom;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.QueryParameters;
import java.util.function.Consumer;
import org.prooflab.classroom.ClassroomService;
import org.prooflab.classroom.Experiment;
import org.prooflab.classroom.ExperimentStatus;
import org.prooflab.classroom.domain.InvalidDefinitionException;
import org.prooflab.classroom.domain.Problem;

/**
 * What can be done with an experiment, under its title: its creator's Pause, Resume, Cancel, rename field and Delete,
 * and everyone's Copy link and Duplicate and edit. Made for one experiment; the page makes another for the next.
 */
final class ExperimentActions extends HorizontalLayout {
    private final ClassroomService classroom;
    private final String token;
    /** Shows the experiment on the whole page as it stands after an action. */
    private final Consumer<Experiment> showPage;
    private Experiment experiment;
    /** The state the buttons were made for. */
    private ExperimentStatus shownState;
    /** The rename field and its button, made once: made again with the buttons, it lost what the creator was typing. */
    private HorizontalLayout renameRow;
    private TextField renameName;

    ExperimentActions(ClassroomService classroom, String token, Experiment experiment, Consumer<Experiment> showPage) {
        this.classroom = classroom;
        this.token = token;
        this.experiment = experiment;
        this.showPage = showPage;
        setWrap(true);
        setAlignItems(FlexComponent.Alignment.BASELINE);
    }

    /**
     * Follows the experiment as it now stands: the buttons are made again only when its state changed (a run pushes a
     * new state at every finished solve, and buttons made anew at each lost a click that landed while they were
     * replaced); renamed in another tab, the rename field follows, unless the creator has begun typing a name here.
     */
    void show(Experiment e) {
        if (renameName != null && !e.name().equals(experiment.name()) && renameName.getValue().equals(experiment.name())) {
            renameName.setValue(e.name());
        }
        experiment = e;
        if (e.status() != shownState) {
            shownState = e.status();
            build(e);
        }
    }

    private void build(Experiment e) {
        removeAll();
        if (classroom.isCreator(e, token)) {
            if (e.status() == ExperimentStatus.RUNNING) {
                add(button("Pause", () -> classroom.pause(experiment, token)));
            }
            if (e.status() == ExperimentStatus.PAUSED) {
                add(button("Resume", () -> classroom.resume(experiment, token)));
            }
            if (!e.status().finished()) {
                Button cancel = new Button("Cancel", ev -> confirmCancel());
                cancel.addThemeVariants(ButtonVariant.LUMO_ERROR);
                add(cancel);
            }
            add(renameField());
            Button delete = new Button("Delete", ev -> confirmDelete());
            delete.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_TERTIARY);
            add(delete);
        }
        Button duplicate = new Button("Duplicate and edit", ev -> UI.getCurrent().navigate(NewExperimentView.class,
                QueryParameters.of("from", e.id())));
        add(copyLink(e), duplicate);
    }

    /**
     * Copies the experiment's address for sharing with a class. The clipboard is only there on https or localhost;
     * elsewhere the address is shown to copy by hand.
     */
    private Button copyLink(Experiment e) {
        Button copy = new Button("Copy link");
        copy.addClickListener(ev -> copy.getElement().executeJs("const url = location.origin + '/classroom/' + $0;"
                        + "if (!navigator.clipboard || !window.isSecureContext) { return url; }"
                        + "return navigator.clipboard.writeText(url).then(() => '', () => url);", e.id())
                .then(String.class, notCopied -> Notification.show(notCopied.isEmpty() ? "Link copied: share it with the class"
                        : "Copy this link to share it: " + notCopied, 8_000, Notification.Position.BOTTOM_START)));
        return copy;
    }

    /** The rename field and its button, made at the first {@link #build} and kept (see {@link #renameRow}). */
    private HorizontalLayout renameField() {
        if (renameRow != null) {
            return renameRow;
        }
        TextField name = new TextField("Name");
        name.setValue(experiment.name());
        ExperimentForm.nameLimit(name);
        // Wide enough for a preset's name ("Othello after 18 random moves (classroom size)" was cut at "(c" in 16rem);
        // never wider than a phone, where the bar wraps.
        name.setWidth("30rem");
        name.setMaxWidth("100%");
        renameName = name;
        Button save = new Button("Rename", ev -> {
            try {
                classroom.rename(experiment, token, name.getValue());
                name.setInvalid(false);
                ev.getSource().getElement().executeJs(ExperimentView.CLEAR_ANNOUNCEMENT);
                showPage.accept(classroom.find(experiment.id()).orElse(experiment));
            } catch (InvalidDefinitionException ex) {
                name.setErrorMessage(Problem.sentence(ex.problems().get(0).message()));
                name.setInvalid(true);
            }
        });
        renameRow = new HorizontalLayout(name, save);
        // The button on the field's line, not its label's (it sat higher than the box and the buttons beside it).
        renameRow.setAlignItems(FlexComponent.Alignment.BASELINE);
        renameRow.setSpacing(false);
        renameRow.getStyle().set("gap", "var(--lumo-space-xs)");
        // On a phone the button goes under the field: on one line it ran off the screen's edge, out of reach.
        renameRow.setWrap(true);
        renameRow.setMaxWidth("100%");
        return renameRow;
    }

    /** A class may be watching: cancelling stops everyone's run for good, so it asks first, as Delete does. */
    private void confirmCancel() {
        // Said of a queued or paused experiment too: "Keep it running" was wrong there.
        ask("Cancel this experiment?", "The solves not yet finished are dropped for everyone who has the link; the finished "
                + "ones are kept. A cancelled experiment cannot be resumed (Pause can).", "Cancel the experiment",
                () -> act(() -> classroom.cancel(experiment, token)));
    }

    private void confirmDelete() {
        ask("Delete this experiment?", "Its results are deleted for everyone who has the link. This cannot be undone.", "Delete",
                () -> {
                    classroom.delete(experiment, token);
                    UI.getCurrent().navigate("classroom");
                });
    }

    /**
     * Asks before {@code action}, whose button says {@code doIt}; the way back, "Keep the experiment" (not "Cancel":
     * on this page Cancel stops the experiment), has the focus, so that Enter pressed at once does no harm. The
     * dialog focuses its confirm button when it opens, so the way back is that button and the action its reject
     * button (with Delete focused, Enter deleted the experiment).
     */
    private static void ask(String header, String text, String doIt, Runnable action) {
        ConfirmDialog dialog = new ConfirmDialog();
        dialog.setHeader(header);
        dialog.setText(text);
        dialog.setConfirmText("Keep the experiment");
        dialog.setConfirmButtonTheme("tertiary");
        dialog.setRejectable(true);
        dialog.setRejectText(doIt);
        dialog.setRejectButtonTheme("error primary");
        dialog.addRejectListener(e -> action.run());
        dialog.open();
    }

    private Button button(String text, Runnable action) {
        return new Button(text, ev -> act(action));
    }

    /** Runs a creator's action, says so when this browser did not create the experiment, and shows where it stands. */
    private void act(Runnable action) {
        try {
            action.run();
        } catch (ClassroomService.NotCreatorException ex) {
            Notification.show(ex.getMessage()).addThemeVariants(NotificationVariant.LUMO_ERROR);
        }
        classroom.find(experiment.id()).ifPresent(showPage);
    }
}
