# syntax=docker/dockerfile:1
# ProofLab as a container: the jar is built as ./prooflab builds it, and runs on a JRE as a user
# without privileges, its H2 database on the /data volume.

# Build: Maven and a JDK 21 (Temurin) from the image registry; ./prooflab build runs
# `mvn -q -DskipTests package` and, only if Vaadin must rebuild the committed frontend bundle,
# fetches Node 24 from the npm registry first, exactly as on a developer's machine.
FROM maven:3.9-eclipse-temurin-21 AS build
WORKDIR /src
COPY . .
RUN --mount=type=cache,target=/root/.m2 --mount=type=cache,target=/root/.cache/prooflab \
    ./prooflab build

# Run: a JRE 21; curl only for the health check.
FROM eclipse-temurin:21-jre
RUN apt-get update \
    && apt-get install -y --no-install-recommends curl \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system prooflab \
    && useradd --system --gid prooflab --home-dir /app prooflab \
    && mkdir /data \
    && chown prooflab:prooflab /data
WORKDIR /app
COPY --from=build /src/target/prooflab.jar /app/prooflab.jar
USER prooflab
ENV PROOFLAB_DATA_DIR=/data \
    JAVA_TOOL_OPTIONS="-XX:MaxRAMPercentage=75" \
    VAADIN_USAGE_STATS_ENABLED=false
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD curl -fsS -o /dev/null "http://127.0.0.1:${PORT:-8080}/actuator/health" || exit 1
ENTRYPOINT ["java", "-jar", "/app/prooflab.jar"]
