package org.prooflab.ui.classroom;

import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinResponse;
import com.vaadin.flow.server.VaadinSession;
import jakarta.servlet.http.Cookie;
import org.prooflab.classroom.CreatorTokens;

/**
 * The visitor's creator token, kept by the browser in a cookie for a year (HttpOnly, SameSite=Lax).
 * Whoever holds the token that made an experiment may change it; the server keeps only its hash.
 */
final class Creator {
    static final String COOKIE = "prooflab-creator";
    private static final String SESSION_KEY = Creator.class.getName();

    private Creator() {
    }

    /** This visitor's token, made and sent to the browser on first use. */
    static String token() {
        VaadinSession session = VaadinSession.getCurrent();
        String token = (String) session.getAttribute(SESSION_KEY);
        if (CreatorTokens.wellFormed(token)) {
            return token;
        }
        VaadinRequest request = VaadinRequest.getCurrent();
        if (request != null && request.getCookies() != null) {
            for (Cookie c : request.getCookies()) {
                if (COOKIE.equals(c.getName()) && CreatorTokens.wellFormed(c.getValue())) {
                    token = c.getValue();
                }
            }
        }
        if (!CreatorTokens.wellFormed(token)) {
            token = CreatorTokens.newToken();
            VaadinResponse response = VaadinResponse.getCurrent();
            if (response != null) {
                Cookie cookie = new Cookie(COOKIE, token);
                cookie.setPath("/");
                cookie.setMaxAge(365 * 24 * 3600);
                cookie.setHttpOnly(true);
                cookie.setAttribute("SameSite", "Lax");
                response.addCookie(cookie);
            }
        }
        session.setAttribute(SESSION_KEY, token);
        return token;
    }
}
