package org.prooflab.ops;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;
import org.springframework.stereotype.Component;

/**
 * A tab closed while the server pushed to it is not the server's error. Vaadin's push handler logged it as one, with
 * some twenty lines of stack trace ("Exception in push connection ... Message will not be sent because the WebSocket
 * session has been closed"), the only ERROR of a student's hour in the app. It becomes one line at DEBUG; every other
 * exception of the push connection is logged as before.
 */
@Component
class ClosedPushLog {
    static final String PUSH_LOGGER = "com.vaadin.flow.server.communication.PushAtmosphereHandler";

    ClosedPushLog() {
        if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context
                && context.getTurboFilterList().stream().noneMatch(f -> f instanceof ClosedTabFilter)) {
            context.addTurboFilter(new ClosedTabFilter());
        }
    }

    /** Drops the push handler's error for a closed WebSocket, saying it in one line at DEBUG instead. */
    static final class ClosedTabFilter extends TurboFilter {
        private static final org.slf4j.Logger SAID = LoggerFactory.getLogger(ClosedPushLog.class);

        @Override
        public FilterReply decide(Marker marker, Logger logger, Level level, String format, Object[] params, Throwable t) {
            if (t instanceof IllegalStateException && level == Level.ERROR && PUSH_LOGGER.equals(logger.getName())
                    && t.getMessage() != null && t.getMessage().contains("WebSocket session has been closed")) {
                SAID.debug("a push to a tab that had closed was dropped: {}", t.getMessage());
                return FilterReply.DENY;
            }
            return FilterReply.NEUTRAL;
        }
    }
}
