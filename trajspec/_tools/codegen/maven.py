"""The Maven module of the Java models (trajspec._tools.codegen.java): Java 17, Jackson 2
pinned, javac with every lint as an error, every plugin the build runs pinned (Maven 3.8's
default compiler plugin ignores ``maven.compiler.release``)."""

from __future__ import annotations

GROUP = "dev.trajspec"
ARTIFACT = "trajspec-models"
JACKSON = "2.18.2"


def render_pom() -> str:
    """The Maven module: Java 17, Jackson pinned, javac with every lint as an error."""
    plugins = (
        ("maven-clean-plugin", "3.4.0"),
        ("maven-resources-plugin", "3.3.1"),
        ("maven-jar-plugin", "3.4.2"),
        ("maven-surefire-plugin", "3.5.2"),
        ("maven-install-plugin", "3.1.3"),
        ("maven-dependency-plugin", "3.8.1"),
    )
    managed = "".join(
        "        <plugin>\n"
        "          <groupId>org.apache.maven.plugins</groupId>\n"
        f"          <artifactId>{artifact}</artifactId>\n"
        f"          <version>{version}</version>\n"
        "        </plugin>\n"
        for artifact, version in plugins
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- Generated from the trajspec schemas (spec/) by trajspec codegen. Do not edit. -->
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>{GROUP}</groupId>
  <artifactId>{ARTIFACT}</artifactId>
  <version>0.1.0</version>
  <packaging>jar</packaging>
  <description>Models of the trajspec schemas, generated from spec/</description>

  <properties>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
    <maven.compiler.release>17</maven.compiler.release>
  </properties>

  <dependencies>
    <dependency>
      <groupId>com.fasterxml.jackson.core</groupId>
      <artifactId>jackson-databind</artifactId>
      <version>{JACKSON}</version>
    </dependency>
  </dependencies>

  <build>
    <pluginManagement>
      <plugins>
{managed}      </plugins>
    </pluginManagement>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-compiler-plugin</artifactId>
        <version>3.13.0</version>
        <configuration>
          <compilerArgs>
            <arg>-Xlint:all</arg>
            <arg>-Werror</arg>
          </compilerArgs>
        </configuration>
      </plugin>
    </plugins>
  </build>
</project>
"""


__all__ = ["ARTIFACT", "GROUP", "JACKSON", "render_pom"]
