/**
 * Solves for the web app: a bounded pool of worker threads, jobs that belong to a browser session,
 * server-side maximum limits and a per-session cap. Spring, but no Vaadin: views listen to jobs and
 * move their updates onto the UI thread themselves.
 */
package org.prooflab.lab;
