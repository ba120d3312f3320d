/**
 * The command line: {@code solve}, {@code experiment} and {@code bench}, run from the application jar
 * without Spring. Bad input ends with exit code 2 and one line that says what is allowed.
 */
package org.prooflab.cli;
