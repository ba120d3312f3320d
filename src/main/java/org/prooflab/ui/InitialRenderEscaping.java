package org.prooflab.ui;

import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import org.jsoup.nodes.DataNode;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.springframework.stereotype.Component;

/**
 * Keeps what visitors typed inside the page's first render as data.
 *
 * <p>With {@code vaadin.eagerServerLoad} the first response carries the first render as JSON inside an
 * inline script ({@code window.Vaadin.TypeScript= {...}}). Vaadin 25.3 writes that JSON as it is, and
 * JSON leaves {@code <} and {@code /} alone, so an experiment named {@code </script><img src=x
 * onerror=...>}, or a position in a lab link, ended the script early: the page broke for every visitor
 * and the rest ran as markup. Inside a JSON string {@code <} may be written {@code \u003c}, and
 * outside strings JSON has none, so writing every {@code <} of that script that way reads back the
 * same values and leaves nothing an HTML parser takes for a tag or a comment.
 */
@Component
public class InitialRenderEscaping implements VaadinServiceInitListener {
    /** What starts the script that holds the first render. */
    static final String FIRST_RENDER = "window.Vaadin.TypeScript=";

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.addIndexHtmlRequestListener(response -> escape(response.getDocument()));
    }

    /** Writes each {@code <} of the first render's script as {@code \u003c}. */
    static void escape(Document page) {
        for (Element script : page.select("script")) {
            for (DataNode data : script.dataNodes()) {
                String js = data.getWholeData();
                if (js.contains(FIRST_RENDER)) {
                    data.setWholeData(js.replace("<", "\\u003c"));
                }
            }
        }
    }
}
