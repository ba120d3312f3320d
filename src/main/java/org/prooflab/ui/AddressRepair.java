package org.prooflab.ui;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.prooflab.classroom.ApiProblem;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Reads a {@code %} in an address's query as the visitor meant it. A visitor who types {@code /classroom?find=50%}, or
 * pastes a tree with a {@code %} in it, sends a {@code %} that no two hex digits follow; the server could not decode
 * the query, answered a bare "Bad Request" page with nothing to go on from, and logged two errors a visit (anyone
 * could fill the log so). Such a {@code %}, and a run of escapes that is no UTF-8 ({@code %FF}), stands for itself:
 * the visitor is sent to the same address with it written {@code %25}, so the page opens and its fields show the
 * {@code %} that was typed. Requests other than GET and HEAD are refused with a 400 that says what was wrong.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
public class AddressRepair extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String query = request.getQueryString();
        String repaired = query == null ? null : repaired(query);
        if (repaired == null) {
            chain.doFilter(request, response);
            return;
        }
        String method = request.getMethod();
        if ("GET".equals(method) || "HEAD".equals(method)) {
            response.setStatus(HttpServletResponse.SC_FOUND);
            response.setHeader("Location", request.getRequestURI() + "?" + repaired);
            return;
        }
        if (request.getRequestURI().startsWith("/api/")) {
            // In the API's own shape for a problem.
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            response.setContentType("application/json");
            response.setCharacterEncoding("utf-8");
            response.getWriter().write(ApiProblem.json("query", REFUSED));
            return;
        }
        response.sendError(HttpServletResponse.SC_BAD_REQUEST, REFUSED);
    }

    /** What a request other than GET or HEAD with such a query is told: a redirect would lose its body. */
    static final String REFUSED = "the query has a % that is not followed by two hex digits, or escapes that are no UTF-8 text: "
            + "write a % as %25";

    /**
     * {@code query} as sent, with each {@code %} that does not begin a well-formed escape written {@code %25}: one that no
     * two hex digits follow, and each of a run of escapes whose bytes are no UTF-8. Null when every escape is well formed.
     */
    static String repaired(String query) {
        StringBuilder out = new StringBuilder(query.length() + 8);
        boolean changed = false;
        int i = 0;
        while (i < query.length()) {
            if (query.charAt(i) != '%') {
                out.append(query.charAt(i++));
                continue;
            }
            // The run of escapes that starts here: kept when its bytes are UTF-8, else each of its '%' stands for itself.
            int end = i;
            while (end + 2 < query.length() && query.charAt(end) == '%' && hex(query.charAt(end + 1)) && hex(query.charAt(end + 2))) {
                end += 3;
            }
            if (end > i && utf8(query, i, end)) {
                out.append(query, i, end);
            } else {
                end = Math.max(end, i + 1);
                out.append(query.substring(i, end).replace("%", "%25"));
                changed = true;
            }
            i = end;
        }
        return changed ? out.toString() : null;
    }

    private static boolean hex(char ch) {
        return ch < 128 && Character.digit(ch, 16) >= 0;
    }

    /** Whether the escapes {@code s[from, to)} (each %XX) are bytes of UTF-8 text. */
    private static boolean utf8(String s, int from, int to) {
        byte[] bytes = new byte[(to - from) / 3];
        for (int k = 0; k < bytes.length; k++) {
            bytes[k] = (byte) Integer.parseInt(s.substring(from + 3 * k + 1, from + 3 * k + 3), 16);
        }
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }
}
