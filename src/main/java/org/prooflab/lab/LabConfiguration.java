package org.prooflab.lab;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;

/** Registers {@link LabProperties}, bound from {@code prooflab.lab.*}. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(LabProperties.class)
class LabConfiguration {
}
