package org.prooflab.ui;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;
import org.apache.coyote.ActionCode;
import org.prooflab.classroom.ApiProblem;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.stereotype.Component;

/**
 * ProofLab's own pages for an error the application never sees. Spring answers errors inside the application with
 * {@code META-INF/resources/error/4xx.html} or {@code 5xx.html} (its whitelabel page before: a bare "Bad Request"
 * with no way on); the server itself refuses an address whose path it cannot decode ({@code /classroom/abc%zz})
 * before the application is asked, and answered with Tomcat's own page. This puts the same two pages there, through
 * the server's error report. Under {@code /api} it answers in the API's one shape for a refusal, as JSON
 * ({@link #API_ADDRESS}), as README promises of every refusal there.
 */
@Component
public class ErrorPages implements WebServerFactoryCustomizer<TomcatServletWebServerFactory> {

    @Override
    public void customize(TomcatServletWebServerFactory factory) {
        // The context is the host's child by the time its customizers run, and the host makes its valve when it starts.
        factory.addContextCustomizers(context -> {
            if (context.getParent() instanceof StandardHost host) {
                host.setErrorReportValveClass(Valve.class.getName());
            }
        });
    }

    /** One of the two pages, read once from the application's static files. */
    static String page(int status) {
        String name = status >= 500 ? "5xx" : "4xx";
        try (InputStream in = ErrorPages.class.getResourceAsStream("/META-INF/resources/error/" + name + ".html")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What the API says of an address the server could not read, in its shape ({@link ApiProblem}). */
    static final String API_ADDRESS = ApiProblem.json("path", "the server could not read this request: most often its "
            + "address, where a % must begin two hex digits (write a % itself as %25) and a path may not hold an escaped /, "
            + "\\ or NUL (%2F, %5C, %00); else its headers, too large or malformed");
    /** The same of a failure of the server's own. */
    static final String API_SERVER = ApiProblem.json("server", "the server failed before it could answer: try again, and "
            + "if it fails again, tell whoever runs this server");

    /** The server's error report, with ProofLab's pages instead of Tomcat's (no version, no stack trace). */
    public static final class Valve extends ErrorReportValve {
        private static final String ADDRESS = page(400);
        private static final String SERVER = page(500);

        @Override
        protected void report(Request request, Response response, Throwable throwable) {
            int status = response.getStatus();
            if (status < 400 || response.getContentWritten() > 0) {
                return;
            }
            AtomicBoolean writable = new AtomicBoolean(false);
            response.getCoyoteResponse().action(ActionCode.IS_IO_ALLOWED, writable);
            if (!writable.get() || !response.setErrorReported()) {
                return;
            }
            // The address as sent, undecoded: what could not be decoded has no decoded form (none at all for a request
            // whose first line could not be read).
            String sent = request.getCoyoteRequest().requestURI().toString();
            boolean api = sent != null && sent.startsWith("/api/");
            try {
                response.setContentType(api ? "application/json" : "text/html");
                response.setCharacterEncoding("utf-8");
                PrintWriter writer = response.getReporter();
                if (writer != null) {
                    writer.write(api ? (status >= 500 ? API_SERVER : API_ADDRESS) : status >= 500 ? SERVER : ADDRESS);
                    response.finishResponse();
                }
            } catch (IOException | IllegalStateException e) {
                // The connection is gone or the response was already under way: nothing more to tell.
            }
        }
    }
}
