package org.prooflab.classroom.domain;

import java.util.List;
import java.util.stream.Collectors;

/** An experiment definition with one or more problems, every one of them listed at once. */
public class InvalidDefinitionException extends IllegalArgumentException {
    private final transient List<Problem> problems;

    public InvalidDefinitionException(List<Problem> problems) {
        super(problems.stream().map(Problem::toString).collect(Collectors.joining("; ")));
        this.problems = List.copyOf(problems);
    }

    public List<Problem> problems() {
        return problems;
    }
}
