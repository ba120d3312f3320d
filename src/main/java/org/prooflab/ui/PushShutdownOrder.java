package org.prooflab.ui;

import jakarta.servlet.ServletContext;
import jakarta.servlet.http.HttpSession;
import jakarta.servlet.http.HttpSessionEvent;
import jakarta.servlet.http.HttpSessionListener;
import java.lang.reflect.Field;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.atmosphere.cpr.AtmosphereFramework;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * Puts server push's part of a stop in order, so that stopping the server while pages hold a push
 * connection logs nothing from it.
 * <p>
 * Without it, a SIGTERM with a page open logged Atmosphere's WARN "AtmosphereResource ... is not
 * suspended ... Suspend first" once per open page, for two reasons, each enough on its own:
 * <ol>
 * <li>Atmosphere registers a JVM shutdown hook of its own (in {@code AtmosphereFramework.init}), which
 * the JVM runs at the same time as Spring's: it destroyed the push machinery in the first
 * milliseconds of the stop, while Spring was still letting requests finish.</li>
 * <li>Tomcat ends the HTTP sessions only after it has destroyed the servlets (a context stops its
 * servlets, then its session manager), and Vaadin's servlet takes Atmosphere with it; so the UIs of
 * each session were closed after that, and {@code UI.close} pushes a last message.</li>
 * </ol>
 * Either way Vaadin pushed through a destroyed broadcaster; Atmosphere made a new one (with a new
 * thread pool, in the middle of the stop) and warned. So this bean takes Atmosphere's hook off once
 * the web server runs (Vaadin's servlet still destroys Atmosphere, in Spring's order), and ends every
 * HTTP session as soon as the web server has stopped taking requests, before the beans and the
 * servlets go. The pages' detach then runs while what it calls is still there (a lab page hands its
 * solves to {@code SolveService} before that closes). Sessions are not kept across restarts, so they
 * ended at every stop already: only the order changes. The last push of each page finds its
 * connection closed with the web server, which Atmosphere notes at DEBUG.
 */
@Component
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
class PushShutdownOrder implements HttpSessionListener, SmartLifecycle {
    private static final Logger LOG = LoggerFactory.getLogger(PushShutdownOrder.class);

    private final ServletContext servletContext;
    private final Set<HttpSession> sessions = ConcurrentHashMap.newKeySet();
    private volatile boolean running;

    PushShutdownOrder(ServletContext servletContext) {
        this.servletContext = servletContext;
    }

    @Override
    public void sessionCreated(HttpSessionEvent event) {
        sessions.add(event.getSession());
    }

    @Override
    public void sessionDestroyed(HttpSessionEvent event) {
        sessions.remove(event.getSession());
    }

    /** Vaadin has set up Atmosphere by now (when Tomcat started the servlet context, before any lifecycle bean). */
    @Override
    public void start() {
        boolean found = false;
        for (String name : Collections.list(servletContext.getAttributeNames())) {
            if (servletContext.getAttribute(name) instanceof AtmosphereFramework framework) {
                takeOffShutdownHook(framework);
                found = true;
            }
        }
        if (!found) {
            LOG.info("No Atmosphere framework in the servlet context yet: its shutdown hook stays, and a stop with pages open may log push warnings");
        }
        running = true;
    }

    /** Runs once the web server takes no request (it stops in an earlier phase): every session ends now. */
    @Override
    public void stop() {
        running = false;
        for (HttpSession session : List.copyOf(sessions)) {
            try {
                session.invalidate();
            } catch (IllegalStateException alreadyEnded) {
                // it ended meanwhile: nothing left to do
            }
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    /** Stops right after the web server (lifecycle beans stop from the highest phase down). */
    @Override
    public int getPhase() {
        return WebServerApplicationContext.START_STOP_LIFECYCLE_PHASE - 1;
    }

    /**
     * Removes Atmosphere's own JVM shutdown hook: no API offers it, so the protected field that
     * {@code AtmosphereFramework.destroy} itself clears is read. Without the field (another Atmosphere)
     * it says so once; the stop then logs Atmosphere's warnings again, nothing worse.
     *
     * @return whether a hook was taken off
     */
    static boolean takeOffShutdownHook(AtmosphereFramework framework) {
        try {
            Field field = AtmosphereFramework.class.getDeclaredField("shutdownHook");
            field.setAccessible(true);
            if (!(field.get(framework) instanceof Thread hook)) {
                return false;
            }
            boolean removed = Runtime.getRuntime().removeShutdownHook(hook);
            field.set(framework, null);
            return removed;
        } catch (ReflectiveOperationException | RuntimeException e) {
            LOG.warn("Atmosphere's shutdown hook could not be taken off ({}): a stop with pages open may log push warnings", e.toString());
            return false;
        }
    }
}
