package org.prooflab.lab;

import jakarta.servlet.http.HttpSessionEvent;
import jakarta.servlet.http.HttpSessionListener;
import org.springframework.stereotype.Component;

/** When a browser session ends, its solves are cancelled. */
@Component
class SessionCleanup implements HttpSessionListener {
    private final SolveService solves;

    SessionCleanup(SolveService solves) {
        this.solves = solves;
    }

    @Override
    public void sessionDestroyed(HttpSessionEvent event) {
        solves.endSession(event.getSession().getId());
    }
}
