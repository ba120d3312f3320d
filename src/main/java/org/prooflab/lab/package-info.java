/**
 * Solves for the web app: a bounded pool of worker threads shared fairly between visitors (a
 * running cap a visitor, a waiting queue served round-robin by visitor, solves of pages that are
 * gone cancelled after a grace), server-side maximum limits, all sized by {@link
 * org.prooflab.lab.LabProperties}. Spring, but no Vaadin: views listen to jobs and move their
 * updates onto the UI thread themselves, and are known to this package only as opaque page tokens.
 */
package org.prooflab.lab;
