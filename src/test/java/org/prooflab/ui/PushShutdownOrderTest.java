package org.prooflab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpSessionEvent;
import org.atmosphere.cache.UUIDBroadcasterCache;
import org.atmosphere.container.BlockingIOCometSupport;
import org.atmosphere.cpr.ApplicationConfig;
import org.atmosphere.cpr.AtmosphereFramework;
import org.atmosphere.util.VoidAnnotationProcessor;
import org.junit.jupiter.api.Test;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.mock.web.MockServletContext;

/**
 * The order of a stop with push (see {@link PushShutdownOrder}): Atmosphere's own JVM shutdown hook
 * is taken off, and the sessions end once the web server takes no request, before the servlets go.
 * LauncherIT checks the whole stop of the packaged app with a page open.
 */
class PushShutdownOrderTest {

    /**
     * A framework whose init registers a JVM shutdown hook, as Vaadin's does; set up, as Vaadin sets
     * up its own (its message cache, no class-path scan for annotations, no look-up of Atmosphere's
     * newest version), with the plain servlet transport: there is no web server here for WebSockets.
     */
    private static AtmosphereFramework initialized() {
        AtmosphereFramework framework = new AtmosphereFramework() {
            @Override
            protected void analytics() {
                // no look-up
            }
        };
        framework.addInitParameter(ApplicationConfig.ANNOTATION_PROCESSOR, VoidAnnotationProcessor.class.getName());
        framework.addInitParameter(ApplicationConfig.BROADCASTER_CACHE, UUIDBroadcasterCache.class.getName());
        framework.addInitParameter(ApplicationConfig.PROPERTY_COMET_SUPPORT, BlockingIOCometSupport.class.getName());
        framework.init();
        return framework;
    }

    @Test
    void atmospheres_own_shutdown_hook_is_taken_off_the_jvm() {
        AtmosphereFramework framework = initialized();
        try {
            // An Atmosphere without the field this reads fails here, not in a stop's log.
            assertThat(PushShutdownOrder.takeOffShutdownHook(framework)).as("the hook init registered").isTrue();
            assertThat(PushShutdownOrder.takeOffShutdownHook(framework)).as("taken off once").isFalse();
        } finally {
            framework.destroy();
        }
    }

    @Test
    void the_start_finds_the_frameworks_in_the_servlet_context() {
        AtmosphereFramework framework = initialized();
        MockServletContext context = new MockServletContext();
        context.setAttribute("org.atmosphere.example", framework);
        try {
            new PushShutdownOrder(context).start();
            assertThat(PushShutdownOrder.takeOffShutdownHook(framework)).as("already taken off by start").isFalse();
        } finally {
            framework.destroy();
        }
    }

    @Test
    void the_stop_ends_every_live_session_after_the_web_server_stopped() {
        MockServletContext context = new MockServletContext();
        PushShutdownOrder order = new PushShutdownOrder(context);
        order.start();
        MockHttpSession open = new MockHttpSession(context);
        MockHttpSession ended = new MockHttpSession(context);
        order.sessionCreated(new HttpSessionEvent(open));
        order.sessionCreated(new HttpSessionEvent(ended));
        ended.invalidate();
        order.sessionDestroyed(new HttpSessionEvent(ended));
        MockHttpSession endedUnheard = new MockHttpSession(context);
        order.sessionCreated(new HttpSessionEvent(endedUnheard));
        endedUnheard.invalidate();

        order.stop();

        assertThat(open.isInvalid()).isTrue();
        assertThat(order.isRunning()).isFalse();
        // Lifecycle beans stop from the highest phase down: the web server first, then this.
        assertThat(order.getPhase()).isLessThan(WebServerApplicationContext.START_STOP_LIFECYCLE_PHASE);
    }
}
