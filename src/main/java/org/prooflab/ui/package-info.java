/**
 * The Vaadin views: the app shell and home page here, the lessons and playground in
 * {@code ui.lesson}, the solver lab in {@code ui.lab}. Views are package-private, routes are
 * declared on them, and the side navigation is built from their {@code @Menu} entries.
 */
package org.prooflab.ui;
