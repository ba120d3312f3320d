package org.prooflab.ops;

import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;

/** Turns on scheduling for {@link LabMetrics#sample()}, whichever other parts of the app are present. */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
class OpsConfiguration {
}
