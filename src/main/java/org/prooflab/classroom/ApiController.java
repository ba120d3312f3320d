package org.prooflab.classroom;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.web.bind.annotation.RestController;

/**
 * A controller of the JSON API under {@code /api}: a {@link RestController} whose refusals {@code ApiErrors} answers in
 * the API's one shape. The experiments ({@link ExperimentApi}) and the reproduction's files are such controllers.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@RestController
public @interface ApiController {
}
