package org.prooflab.ui;

import com.vaadin.flow.component.UI;

/**
 * A page that shows work running on the server (the lab's solves, a classroom experiment) also asks for news every
 * few seconds while it runs, besides push, so that it still fills when its push connection silently stops. One way
 * it stops: two tabs opened at one instant in a fresh browser get two sessions, the browser keeps one cookie, and
 * the tab that lost it reloads into the other's session; the tab it joined got no push after that, and its solves
 * ran to the end unseen. A poll is one small request when nothing changed.
 */
public final class PushFallback {
    /** How often a page with running work asks for news besides push. */
    public static final int POLL_MILLIS = 3000;

    private PushFallback() {
    }

    /** Polls {@code ui} while {@code running}, and stops when not. */
    public static void pollWhile(UI ui, boolean running) {
        int interval = running ? POLL_MILLIS : -1;
        if (ui.getPollInterval() != interval) {
            ui.setPollInterval(interval);
        }
    }
}
