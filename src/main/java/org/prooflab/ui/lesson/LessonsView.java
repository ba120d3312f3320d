package org.prooflab.ui.lesson;

import static org.prooflab.ui.Headings.pageTitle;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import org.prooflab.lesson.Lesson;
import org.prooflab.lesson.Lessons;

/** The list of lessons. */
@Route("lessons")
@PageTitle("Lessons | ProofLab")
@Menu(order = 1, icon = "vaadin:academy-cap", title = "Lessons")
final class LessonsView extends Div {

    LessonsView() {
        addClassName("home");
        add(pageTitle("Lessons"));
        add(new Paragraph("Seven short lessons, from what an AND/OR tree is to why probability-based proof-number search "
                + "beats proof-number search on balanced trees. Every tree in them is live: edit it and watch each rule recompute."));
        Div list = new Div();
        list.addClassName("card-row");
        for (Lesson l : Lessons.all()) {
            Div card = new Div();
            card.addClassName("card");
            Anchor link = new Anchor("lessons/" + l.number(), l.number() + ". " + l.title());
            link.addClassName("lesson-link");
            card.add(link, new Paragraph(l.summary()));
            list.add(card);
        }
        add(list);
    }
}
