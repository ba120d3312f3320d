/**
 * The Vaadin views: the app shell, the home page and the not-found page here, the lessons and
 * playground in {@code ui.lesson}, the solver lab in {@code ui.lab}. Views are package-private
 * (the not-found page is public, as Vaadin's error views must be found), routes are declared on
 * them, and the side navigation is built from their {@code @Menu} entries. A view that finds
 * nothing under its address reroutes to {@link org.prooflab.ui.NotFoundView} with a message, which
 * answers HTTP 404 (the first request renders on the server: {@code vaadin.eagerServerLoad}). Every
 * number field is an {@link org.prooflab.ui.ExactNumberField}, which reads an exponent as written.
 */
package org.prooflab.ui;
