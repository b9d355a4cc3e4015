package dev.trajspec.models.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.trajspec.models.Registry;
import dev.trajspec.models.jsonmodel.DecodeException;
import dev.trajspec.models.jsonmodel.Json;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The conformance runner's model harness for the Java models: it reads one request per line on
 * standard input, decodes the document strictly into the model of the request's schema, encodes
 * it back and answers on standard output (docs/conformance-runner.md).
 */
public final class ConformanceHarness {
    private ConformanceHarness() {}

    static ObjectNode respond(JsonNode request) {
        ObjectNode answer = Json.NODES.objectNode();
        answer.set("id", request.get("id"));
        String schema = request.path("schema").asText();
        try {
            Optional<JsonNode> encoded = Registry.roundTrip(schema, request.get("document"));
            if (encoded.isEmpty()) {
                answer.put("decoded", false);
                answer.put("error", "no model for the schema " + schema);
            } else {
                answer.put("decoded", true);
                answer.set("document", encoded.get());
            }
        } catch (DecodeException error) {
            answer.put("decoded", false);
            answer.put("error", error.getMessage());
        }
        return answer;
    }

    /** Answer every request of standard input. */
    public static void main(String[] args) throws IOException {
        BufferedReader in =
                new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        BufferedWriter out =
                new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            out.write(Json.MAPPER.writeValueAsString(respond(Json.MAPPER.readTree(line))));
            out.write('\n');
        }
        out.flush();
    }
}
