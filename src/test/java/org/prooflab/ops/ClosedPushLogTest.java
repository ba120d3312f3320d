package org.prooflab.ops;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** The push handler's error for a tab that closed is one DEBUG line; its other errors are logged as they were. */
class ClosedPushLogTest {
    private final LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
    private final Logger push = context.getLogger(ClosedPushLog.PUSH_LOGGER);
    private final ListAppender<ILoggingEvent> seen = new ListAppender<>();

    @AfterEach
    void detach() {
        push.detachAppender(seen);
        context.getTurboFilterList().removeIf(f -> f instanceof ClosedPushLog.ClosedTabFilter);
    }

    @Test
    void a_push_to_a_closed_tab_is_no_error_and_other_push_failures_still_are() {
        new ClosedPushLog();
        new ClosedPushLog();
        assertThat(context.getTurboFilterList()).filteredOn(f -> f instanceof ClosedPushLog.ClosedTabFilter).hasSize(1);
        seen.start();
        push.addAppender(seen);
        push.error("Exception in push connection",
                new IllegalStateException("Message will not be sent because the WebSocket session has been closed"));
        assertThat(seen.list).isEmpty();
        push.error("Exception in push connection", new IllegalStateException("something else"));
        push.error("Exception in push connection", new java.io.IOException("WebSocket session has been closed"));
        assertThat(seen.list).hasSize(2).allSatisfy(e -> assertThat(e.getLevel()).isEqualTo(ch.qos.logback.classic.Level.ERROR));
    }
}
