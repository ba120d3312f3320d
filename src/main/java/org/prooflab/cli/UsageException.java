package org.prooflab.cli;

/** Bad command-line input: printed as one line on stderr, exit code 2. */
final class UsageException extends RuntimeException {
    UsageException(String message) {
        super(message);
    }
}
