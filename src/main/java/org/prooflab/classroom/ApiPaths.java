package org.prooflab.classroom;

import jakarta.servlet.http.HttpServletRequest;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.prooflab.classroom.domain.Words;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * Every request under /api that no mapping of the API takes in full. Without it an unknown address fell through to
 * Vaadin, whose servlet is mapped to "/**" after Spring's request mappings, and got its HTML not-found page; and a method,
 * body type or Accept header an address does not take was refused by Spring before any controller, outside
 * {@link ApiErrors}. Spring takes this mapping only when no other matches, so it says why, in Spring's own order: no such
 * address (404), a method the address does not take (405), a body it does not read (415), an answer the client does not
 * accept (406). OPTIONS is not taken here: Spring answers it at an API address with its Allow header (at an address
 * the API does not have, Vaadin still answers it).
 */
@ApiController
// A worker-only instance runs no web server and has no request mappings to read (it failed to start).
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
class ApiPaths {
    /**
     * What the API offers, for an address where it offers nothing: read from the API's own mappings (it was a sentence
     * written beside them), each address once with its methods, in address order.
     */
    String offered() {
        Map<String, Set<String>> byPath = new TreeMap<>();
        mappings.getHandlerMethods().forEach((info, method) -> {
            if (method.getBeanType() != ApiPaths.class && info.getPathPatternsCondition() != null) {
                for (String pattern : info.getPathPatternsCondition().getPatternValues()) {
                    if (pattern.startsWith("/api/")) {
                        // {action:pause|resume|cancel} as the choice it is: {pause|resume|cancel}
                        String shown = pattern.replaceAll("\\{[a-z]+:([^}]+)}", "{$1}");
                        info.getMethodsCondition().getMethods().forEach(m -> byPath.computeIfAbsent(shown, k -> new TreeSet<>()).add(m.name()));
                    }
                }
            }
        });
        return "the API answers " + byPath.entrySet().stream().map(e -> Words.all(List.copyOf(e.getValue())) + " " + e.getKey())
                .collect(Collectors.joining(", ")) + " (the API section of ProofLab's README says more)";
    }

    private final RequestMappingHandlerMapping mappings;

    ApiPaths(@Qualifier("requestMappingHandlerMapping") RequestMappingHandlerMapping mappings) {
        this.mappings = mappings;
    }

    @RequestMapping("/api/**")
    void refuse(HttpServletRequest request) throws Exception {
        boolean known = false;
        // In alphabetical order, so that the Allow header and the sentence read the same every time.
        Set<String> methods = new TreeSet<>();
        Set<MediaType> read = new LinkedHashSet<>();
        Set<MediaType> answered = new LinkedHashSet<>();
        for (Map.Entry<RequestMappingInfo, HandlerMethod> m : mappings.getHandlerMethods().entrySet()) {
            RequestMappingInfo info = m.getKey();
            if (m.getValue().getBeanType() == ApiPaths.class || info.getPathPatternsCondition() == null
                    || info.getPathPatternsCondition().getMatchingCondition(request) == null) {
                continue;
            }
            known = true;
            info.getMethodsCondition().getMethods().forEach(method -> methods.add(method.name()));
            if (info.getMethodsCondition().getMatchingCondition(request) == null) {
                continue;
            }
            if (info.getConsumesCondition().getMatchingCondition(request) == null) {
                read.addAll(info.getConsumesCondition().getConsumableMediaTypes());
            } else if (info.getProducesCondition().getMatchingCondition(request) == null) {
                answered.addAll(info.getProducesCondition().getProducibleMediaTypes());
            }
        }
        if (!known) {
            throw new ApiProblem(HttpStatus.NOT_FOUND, "path", "there is nothing at " + request.getRequestURI() + ": " + offered());
        }
        if (read.isEmpty() && answered.isEmpty()) {
            throw new HttpRequestMethodNotSupportedException(request.getMethod(), methods);
        }
        if (!read.isEmpty()) {
            throw new HttpMediaTypeNotSupportedException(null, List.copyOf(read), HttpMethod.valueOf(request.getMethod()));
        }
        throw new HttpMediaTypeNotAcceptableException(List.copyOf(answered));
    }
}
