# syntax=docker/dockerfile:1
# Build: Maven with JDK 21; the Vaadin plugin fetches Node for the frontend bundle.
FROM maven:3.9-eclipse-temurin-21 AS build
WORKDIR /src
COPY pom.xml .
COPY .mvn .mvn
RUN mvn -B -ntp dependency:go-offline -DskipTests || true
COPY src src
COPY frontend frontend
RUN mvn -B -ntp package -DskipTests

# Run: a JRE 21 image, as a user without privileges.
FROM eclipse-temurin:21-jre
RUN groupadd --system prooflab && useradd --system --gid prooflab --home-dir /app prooflab
WORKDIR /app
COPY --from=build /src/target/prooflab.jar /app/prooflab.jar
USER prooflab
EXPOSE 8080
ENV JAVA_TOOL_OPTIONS="-XX:MaxRAMPercentage=75" VAADIN_USAGE_STATS_ENABLED=false
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD bash -c 'exec 3<>/dev/tcp/127.0.0.1/8080 && printf "GET / HTTP/1.0\r\nHost: localhost\r\n\r\n" >&3 && head -n1 <&3 | grep -q " 200 "'
ENTRYPOINT ["java", "-jar", "/app/prooflab.jar"]
