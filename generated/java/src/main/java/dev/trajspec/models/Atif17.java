// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

package dev.trajspec.models;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.JsonNode;
import dev.trajspec.models.jsonmodel.DecodeException;
import dev.trajspec.models.jsonmodel.Decoder;
import dev.trajspec.models.jsonmodel.Encoder;
import dev.trajspec.models.jsonmodel.Fields;
import dev.trajspec.models.jsonmodel.Json;
import dev.trajspec.models.jsonmodel.Opt;
import dev.trajspec.models.jsonmodel.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The models of the atif 1.7 schemas, one nested type per schema type. */
public final class Atif17 {
    private Atif17() {}

    /** The agent system that produced a trajectory. */
    public static final class Agent {
        /** Name of the agent system; may be empty. */
        public String name;

        /** Version of the agent system, as a string (a JSON number is not accepted); may be empty. */
        public String version;

        /** Default model of the agent; a step's own model_name takes precedence for that step. */
        public Opt<String> modelName = Opt.absent();

        /**
         * Tools offered to the model, each as a JSON object (conventionally the OpenAI
         * function-calling form {type, function: {name, description, parameters}}; the form is not
         * checked). Since ATIF v1.5.
         */
        public Opt<List<Map<String, JsonNode>>> toolDefinitions = Opt.absent();

        /** Producer-specific data about the agent; any JSON object. */
        public Opt<Map<String, JsonNode>> extra = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static Agent decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            Agent value = new Agent();
            value.name = fields.required("name", Json::string);
            value.version = fields.required("version", Json::string);
            value.modelName = fields.optional("model_name", Json.nullable(Json::string));
            value.toolDefinitions = fields.optional("tool_definitions", Json.nullable(Json.list(Json.map(Json::any))));
            value.extra = fields.optional("extra", Json.nullable(Json.map(Json::any)));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(Agent value) {
            Writer writer = new Writer();
            writer.put("name", value.name, Json::stringNode);
            writer.put("version", value.version, Json::stringNode);
            writer.putOpt("model_name", value.modelName, Json.nullableNode(Json::stringNode));
            writer.putOpt("tool_definitions", value.toolDefinitions, Json.nullableNode(Json.listNode(Json.mapNode(Json::anyNode))));
            writer.putOpt("extra", value.extra, Json.nullableNode(Json.mapNode(Json::anyNode)));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * One part of a multimodal message or result: a text part carries text, a media part carries a
     * source (rule atif.content_part_fields). Since ATIF v1.6.
     */
    public static final class ContentPart {
        /** Kind of the part. */
        public ContentPartType type;

        /** The text of a text part; may be empty. Absent on media parts. */
        public Opt<String> text = Opt.absent();

        /** The image of an image part (rule atif.content_part_fields). */
        public Opt<ImageSource> source = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static ContentPart decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ContentPart value = new ContentPart();
            value.type = fields.required("type", ContentPartType::decode);
            value.text = fields.optional("text", Json.nullable(Json::string));
            value.source = fields.optional("source", Json.nullable(ImageSource::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ContentPart value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ContentPartType::encode);
            writer.putOpt("text", value.text, Json.nullableNode(Json::stringNode));
            writer.putOpt("source", value.source, Json.nullableNode(ImageSource::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Kind of the part. */
    public static enum ContentPartType {
        /** "text" */
        TEXT("text"),
        /** "image" */
        IMAGE("image");

        private final String json;

        ContentPartType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ContentPartType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ContentPartType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"text\", \"image\"");
        }

        /** Encode. */
        public static JsonNode encode(ContentPartType value) {
            return Json.stringNode(value.json);
        }
    }

    /** Totals over a whole trajectory. Every member is optional. */
    public static final class FinalMetrics {
        /** Sum of prompt_tokens over the steps, cached tokens included (rule atif.final_totals_match). */
        public Opt<Long> totalPromptTokens = Opt.absent();

        /** Sum of completion_tokens over the steps. */
        public Opt<Long> totalCompletionTokens = Opt.absent();

        /** Sum of cached_tokens over the steps (rule atif.final_cached_within_prompt). */
        public Opt<Long> totalCachedTokens = Opt.absent();

        /** Total cost in US dollars, subagent costs included. */
        public Opt<Double> totalCostUsd = Opt.absent();

        /**
         * Number of steps; expected to equal the length of steps unless notes explains the difference
         * (rule atif.total_steps_matches).
         */
        public Opt<Long> totalSteps = Opt.absent();

        /** Producer-specific totals; any JSON object. */
        public Opt<Map<String, JsonNode>> extra = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static FinalMetrics decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            FinalMetrics value = new FinalMetrics();
            value.totalPromptTokens = fields.optional("total_prompt_tokens", Json.nullable(Json::integer));
            value.totalCompletionTokens = fields.optional("total_completion_tokens", Json.nullable(Json::integer));
            value.totalCachedTokens = fields.optional("total_cached_tokens", Json.nullable(Json::integer));
            value.totalCostUsd = fields.optional("total_cost_usd", Json.nullable(Json::number));
            value.totalSteps = fields.optional("total_steps", Json.nullable(Json::integer));
            value.extra = fields.optional("extra", Json.nullable(Json.map(Json::any)));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(FinalMetrics value) {
            Writer writer = new Writer();
            writer.putOpt("total_prompt_tokens", value.totalPromptTokens, Json.nullableNode(Json::integerNode));
            writer.putOpt("total_completion_tokens", value.totalCompletionTokens, Json.nullableNode(Json::integerNode));
            writer.putOpt("total_cached_tokens", value.totalCachedTokens, Json.nullableNode(Json::integerNode));
            writer.putOpt("total_cost_usd", value.totalCostUsd, Json.nullableNode(Json::numberNode));
            writer.putOpt("total_steps", value.totalSteps, Json.nullableNode(Json::integerNode));
            writer.putOpt("extra", value.extra, Json.nullableNode(Json.mapNode(Json::anyNode)));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The conversion profile and its outcome. */
    public static final class GymConversion {
        /** Conversion profile name. */
        public GymConversionProfile profile;

        /** Conversion outcome; only complete conversions are written. */
        public GymConversionStatus status;

        /** Decode strictly. */
        @JsonCreator
        public static GymConversion decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymConversion value = new GymConversion();
            value.profile = fields.required("profile", GymConversionProfile::decode);
            value.status = fields.required("status", GymConversionStatus::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymConversion value) {
            Writer writer = new Writer();
            writer.put("profile", value.profile, GymConversionProfile::encode);
            writer.put("status", value.status, GymConversionStatus::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Conversion profile name. */
    public static enum GymConversionProfile {
        /** "ng-trajectory-to-atif-v1" */
        NG_TRAJECTORY_TO_ATIF_V1("ng-trajectory-to-atif-v1");

        private final String json;

        GymConversionProfile(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static GymConversionProfile decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (GymConversionProfile value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"ng-trajectory-to-atif-v1\"");
        }

        /** Encode. */
        public static JsonNode encode(GymConversionProfile value) {
            return Json.stringNode(value.json);
        }
    }

    /** Conversion outcome; only complete conversions are written. */
    public static enum GymConversionStatus {
        /** "complete" */
        COMPLETE("complete");

        private final String json;

        GymConversionStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static GymConversionStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (GymConversionStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"complete\"");
        }

        /** Encode. */
        public static JsonNode encode(GymConversionStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** The exporting program. */
    public static final class GymExporter {
        /** Program name, nemo-gym. */
        public String name;

        /** Program version. */
        public String version;

        /** Decode strictly. */
        @JsonCreator
        public static GymExporter decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymExporter value = new GymExporter();
            value.name = fields.required("name", Json::string);
            value.version = fields.required("version", Json::string);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymExporter value) {
            Writer writer = new Writer();
            writer.put("name", value.name, Json::stringNode);
            writer.put("version", value.version, Json::stringNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The agent of a Gym export. */
    public static final class GymProfileAgent {
        /** Agent name (the rollout's agent_ref.name or environment server); not blank. */
        public String name;

        /** Agent version given to the export; not blank. */
        public String version;

        /**
         * Written only when every agent step has the same model_name, and then equal to it (rule
         * atif.gym.agent_model_name).
         */
        public Opt<String> modelName = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static GymProfileAgent decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymProfileAgent value = new GymProfileAgent();
            value.name = fields.required("name", Json::string);
            value.version = fields.required("version", Json::string);
            value.modelName = fields.optional("model_name", Json::string);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymProfileAgent value) {
            Writer writer = new Writer();
            writer.put("name", value.name, Json::stringNode);
            writer.put("version", value.version, Json::stringNode);
            writer.putOpt("model_name", value.modelName, Json::stringNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Root extra of a Gym export. */
    public static final class GymProfileExtra {
        /** Export provenance. */
        public GymProvenance nemoGym;

        /** Decode strictly. */
        @JsonCreator
        public static GymProfileExtra decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymProfileExtra value = new GymProfileExtra();
            value.nemoGym = fields.required("nemo_gym", GymProvenance::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymProfileExtra value) {
            Writer writer = new Writer();
            writer.put("nemo_gym", value.nemoGym, GymProvenance::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Totals of a Gym export: each token total is written only when every agent step reports that
     * count (rule atif.gym.final_totals).
     */
    public static final class GymProfileFinalMetrics {
        /** Sum of the steps' prompt_tokens. */
        public Opt<Long> totalPromptTokens = Opt.absent();

        /** Sum of the steps' completion_tokens. */
        public Opt<Long> totalCompletionTokens = Opt.absent();

        /** Sum of the steps' cached_tokens. */
        public Opt<Long> totalCachedTokens = Opt.absent();

        /** Number of steps, input steps included (rule atif.gym.total_steps). */
        public Long totalSteps;

        /** Decode strictly. */
        @JsonCreator
        public static GymProfileFinalMetrics decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymProfileFinalMetrics value = new GymProfileFinalMetrics();
            value.totalPromptTokens = fields.optional("total_prompt_tokens", Json::integer);
            value.totalCompletionTokens = fields.optional("total_completion_tokens", Json::integer);
            value.totalCachedTokens = fields.optional("total_cached_tokens", Json::integer);
            value.totalSteps = fields.required("total_steps", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymProfileFinalMetrics value) {
            Writer writer = new Writer();
            writer.putOpt("total_prompt_tokens", value.totalPromptTokens, Json::integerNode);
            writer.putOpt("total_completion_tokens", value.totalCompletionTokens, Json::integerNode);
            writer.putOpt("total_cached_tokens", value.totalCachedTokens, Json::integerNode);
            writer.put("total_steps", value.totalSteps, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Token counts of one model call; no cost, no token arrays. */
    public static final class GymProfileMetrics {
        /** Input tokens, cached ones included. */
        public Opt<Long> promptTokens = Opt.absent();

        /** Generated tokens. */
        public Opt<Long> completionTokens = Opt.absent();

        /** Cached part of prompt_tokens. */
        public Opt<Long> cachedTokens = Opt.absent();

        /** Reasoning and total token counts when the provider reported them. */
        public Opt<GymProfileMetricsExtra> extra = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static GymProfileMetrics decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymProfileMetrics value = new GymProfileMetrics();
            value.promptTokens = fields.optional("prompt_tokens", Json::integer);
            value.completionTokens = fields.optional("completion_tokens", Json::integer);
            value.cachedTokens = fields.optional("cached_tokens", Json::integer);
            value.extra = fields.optional("extra", GymProfileMetricsExtra::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymProfileMetrics value) {
            Writer writer = new Writer();
            writer.putOpt("prompt_tokens", value.promptTokens, Json::integerNode);
            writer.putOpt("completion_tokens", value.completionTokens, Json::integerNode);
            writer.putOpt("cached_tokens", value.cachedTokens, Json::integerNode);
            writer.putOpt("extra", value.extra, GymProfileMetricsExtra::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The extra token counts of a Gym export step. */
    public static final class GymProfileMetricsExtra {
        /** Part of completion_tokens spent on reasoning. */
        public Opt<Long> reasoningTokens = Opt.absent();

        /** Total tokens as the provider reported them. */
        public Opt<Long> totalTokens = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static GymProfileMetricsExtra decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymProfileMetricsExtra value = new GymProfileMetricsExtra();
            value.reasoningTokens = fields.optional("reasoning_tokens", Json::integer);
            value.totalTokens = fields.optional("total_tokens", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymProfileMetricsExtra value) {
            Writer writer = new Writer();
            writer.putOpt("reasoning_tokens", value.reasoningTokens, Json::integerNode);
            writer.putOpt("total_tokens", value.totalTokens, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The results of a tool step. */
    public static final class GymProfileObservation {
        /** One result per call, in output order. */
        public List<GymProfileObservationResult> results;

        /** Decode strictly. */
        @JsonCreator
        public static GymProfileObservation decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymProfileObservation value = new GymProfileObservation();
            value.results = fields.required("results", Json.list(GymProfileObservationResult::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymProfileObservation value) {
            Writer writer = new Writer();
            writer.put("results", value.results, Json.listNode(GymProfileObservationResult::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The output of one call. */
    public static final class GymProfileObservationResult {
        /** tool_call_id of the call in the same step that this output answers. */
        public String sourceCallId;

        /** The output: a string, or a non-empty array of text parts. */
        public GymProfileObservationResultContent content;

        /** Tool timing and source item id under nemo_gym; any JSON object. */
        public Opt<Map<String, JsonNode>> extra = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static GymProfileObservationResult decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymProfileObservationResult value = new GymProfileObservationResult();
            value.sourceCallId = fields.required("source_call_id", Json::string);
            value.content = fields.required("content", GymProfileObservationResultContent::decode);
            value.extra = fields.optional("extra", Json.map(Json::any));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymProfileObservationResult value) {
            Writer writer = new Writer();
            writer.put("source_call_id", value.sourceCallId, Json::stringNode);
            writer.put("content", value.content, GymProfileObservationResultContent::encode);
            writer.putOpt("extra", value.extra, Json.mapNode(Json::anyNode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The output: a string, or a non-empty array of text parts. */
    public static final class GymProfileObservationResultContent {
        /** The output: a string, or a non-empty array of text parts. */
        public String string;

        /** The output: a string, or a non-empty array of text parts. */
        public List<GymProfileTextPart> array;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static GymProfileObservationResultContent decode(JsonNode node) throws DecodeException {
            GymProfileObservationResultContent value = new GymProfileObservationResultContent();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<List<GymProfileTextPart>> decoder = Json.list(GymProfileTextPart::decode);
                value.array = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(GymProfileObservationResultContent value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.array != null) {
                Encoder<List<GymProfileTextPart>> encoder = Json.listNode(GymProfileTextPart::encode);
                return encoder.encode(value.array);
            }
            throw new IllegalStateException("GymProfileObservationResultContent: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * One step of a Gym export: a system or user input step (step_id, source, message only), or an
     * agent step (a text step with a message, or a tool step with an empty message, tool calls and
     * their results).
     */
    public static final class GymProfileStep {
        /** Position of the step, counting from 1. */
        public Long stepId;

        /** Who produced the step. */
        public GymProfileStepSource source;

        /**
         * A string, or a non-empty array of text parts; the empty string on a tool step (rule
         * atif.gym.text_with_tool_calls).
         */
        public GymProfileStepMessage message;

        /**
         * UTC time of the agent step, seconds precision or exactly six fractional digits, with a Z
         * suffix.
         */
        public Opt<String> timestamp = Opt.absent();

        /** Model that served the step's call, verbatim; not blank. */
        public Opt<String> modelName = Opt.absent();

        /** The step's single reasoning text. */
        public Opt<String> reasoningContent = Opt.absent();

        /** The calls of a tool step, in call order. */
        public Opt<List<GymProfileToolCall>> toolCalls = Opt.absent();

        /** The results of a tool step's calls, one per call (rule atif.gym.tool_results_match_calls). */
        public Opt<GymProfileObservation> observation = Opt.absent();

        /** Token counts of the step's one model call. */
        public Opt<GymProfileMetrics> metrics = Opt.absent();

        /** Always 1 on an agent step, absent elsewhere (rule atif.gym.agent_step_call_count). */
        public Opt<JsonNode> llmCallCount = Opt.absent();

        /** Turn and model-call provenance under nemo_gym; any JSON object. */
        public Opt<Map<String, JsonNode>> extra = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static GymProfileStep decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymProfileStep value = new GymProfileStep();
            value.stepId = fields.required("step_id", Json::integer);
            value.source = fields.required("source", GymProfileStepSource::decode);
            value.message = fields.required("message", GymProfileStepMessage::decode);
            value.timestamp = fields.optional("timestamp", Json::string);
            value.modelName = fields.optional("model_name", Json::string);
            value.reasoningContent = fields.optional("reasoning_content", Json::string);
            value.toolCalls = fields.optional("tool_calls", Json.list(GymProfileToolCall::decode));
            value.observation = fields.optional("observation", GymProfileObservation::decode);
            value.metrics = fields.optional("metrics", GymProfileMetrics::decode);
            value.llmCallCount = fields.optional("llm_call_count", Json.values("1"));
            value.extra = fields.optional("extra", Json.map(Json::any));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymProfileStep value) {
            Writer writer = new Writer();
            writer.put("step_id", value.stepId, Json::integerNode);
            writer.put("source", value.source, GymProfileStepSource::encode);
            writer.put("message", value.message, GymProfileStepMessage::encode);
            writer.putOpt("timestamp", value.timestamp, Json::stringNode);
            writer.putOpt("model_name", value.modelName, Json::stringNode);
            writer.putOpt("reasoning_content", value.reasoningContent, Json::stringNode);
            writer.putOpt("tool_calls", value.toolCalls, Json.listNode(GymProfileToolCall::encode));
            writer.putOpt("observation", value.observation, GymProfileObservation::encode);
            writer.putOpt("metrics", value.metrics, GymProfileMetrics::encode);
            writer.putOpt("llm_call_count", value.llmCallCount, Json::anyNode);
            writer.putOpt("extra", value.extra, Json.mapNode(Json::anyNode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * A string, or a non-empty array of text parts; the empty string on a tool step (rule
     * atif.gym.text_with_tool_calls).
     */
    public static final class GymProfileStepMessage {
        /**
         * A string, or a non-empty array of text parts; the empty string on a tool step (rule
         * atif.gym.text_with_tool_calls).
         */
        public String string;

        /**
         * A string, or a non-empty array of text parts; the empty string on a tool step (rule
         * atif.gym.text_with_tool_calls).
         */
        public List<GymProfileTextPart> array;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static GymProfileStepMessage decode(JsonNode node) throws DecodeException {
            GymProfileStepMessage value = new GymProfileStepMessage();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<List<GymProfileTextPart>> decoder = Json.list(GymProfileTextPart::decode);
                value.array = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(GymProfileStepMessage value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.array != null) {
                Encoder<List<GymProfileTextPart>> encoder = Json.listNode(GymProfileTextPart::encode);
                return encoder.encode(value.array);
            }
            throw new IllegalStateException("GymProfileStepMessage: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Who produced the step. */
    public static enum GymProfileStepSource {
        /** "system" */
        SYSTEM("system"),
        /** "user" */
        USER("user"),
        /** "agent" */
        AGENT("agent");

        private final String json;

        GymProfileStepSource(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static GymProfileStepSource decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (GymProfileStepSource value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"system\", \"user\", \"agent\"");
        }

        /** Encode. */
        public static JsonNode encode(GymProfileStepSource value) {
            return Json.stringNode(value.json);
        }
    }

    /** A text content part. */
    public static final class GymProfileTextPart {
        /** Always text. */
        public GymProfileTextPartType type;

        /** The text; may be empty. */
        public String text;

        /** Decode strictly. */
        @JsonCreator
        public static GymProfileTextPart decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymProfileTextPart value = new GymProfileTextPart();
            value.type = fields.required("type", GymProfileTextPartType::decode);
            value.text = fields.required("text", Json::string);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymProfileTextPart value) {
            Writer writer = new Writer();
            writer.put("type", value.type, GymProfileTextPartType::encode);
            writer.put("text", value.text, Json::stringNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Always text. */
    public static enum GymProfileTextPartType {
        /** "text" */
        TEXT("text");

        private final String json;

        GymProfileTextPartType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static GymProfileTextPartType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (GymProfileTextPartType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"text\"");
        }

        /** Encode. */
        public static JsonNode encode(GymProfileTextPartType value) {
            return Json.stringNode(value.json);
        }
    }

    /** One function call of a tool step. */
    public static final class GymProfileToolCall {
        /** Call id; not blank and unique in the document (rule atif.gym.tool_call_id_repeated). */
        public String toolCallId;

        /** Function name; not blank. */
        public String functionName;

        /** The parsed arguments object. */
        public Map<String, JsonNode> arguments;

        /** Source item id under nemo_gym; any JSON object. */
        public Opt<Map<String, JsonNode>> extra = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static GymProfileToolCall decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymProfileToolCall value = new GymProfileToolCall();
            value.toolCallId = fields.required("tool_call_id", Json::string);
            value.functionName = fields.required("function_name", Json::string);
            value.arguments = fields.required("arguments", Json.map(Json::any));
            value.extra = fields.optional("extra", Json.map(Json::any));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymProfileToolCall value) {
            Writer writer = new Writer();
            writer.put("tool_call_id", value.toolCallId, Json::stringNode);
            writer.put("function_name", value.functionName, Json::stringNode);
            writer.put("arguments", value.arguments, Json.mapNode(Json::anyNode));
            writer.putOpt("extra", value.extra, Json.mapNode(Json::anyNode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * The strict ATIF v1.7 profile of NeMo Gym 0.7.0: the documents its strict export can write and
     * its ATIF reverify accepts. Every such document is also a valid ATIF v1.7 Trajectory; the profile
     * is narrower: text only, one agent, no subagents or continuations, no nulls, no training token
     * arrays, exporter provenance in extra.nemo_gym. Cross-field parts of the profile are the
     * atif.gym.* rules of spec/rules/atif.json; the general atif.* rules apply too.
     */
    public static final class GymProfileTrajectory {
        /** Always ATIF-v1.7. */
        public GymProfileTrajectorySchemaVersion schemaVersion;

        /** The session id given to the export; contains a non-blank character. */
        public String sessionId;

        /**
         * &lt;session_id&gt;:&lt;task_index&gt;:&lt;rollout_index&gt;, the indices being those of
         * extra.nemo_gym.source (rule atif.gym.trajectory_id_matches_source).
         */
        public String trajectoryId;

        /** The agent, named after the rollout's agent. */
        public GymProfileAgent agent;

        /** System and user steps first, then agent steps only (rule atif.gym.step_after_agent_output). */
        public List<GymProfileStep> steps;

        /** Totals; total_steps is always written. */
        public GymProfileFinalMetrics finalMetrics;

        /** Provenance of the export. */
        public GymProfileExtra extra;

        /** Decode strictly. */
        @JsonCreator
        public static GymProfileTrajectory decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymProfileTrajectory value = new GymProfileTrajectory();
            value.schemaVersion = fields.required("schema_version", GymProfileTrajectorySchemaVersion::decode);
            value.sessionId = fields.required("session_id", Json::string);
            value.trajectoryId = fields.required("trajectory_id", Json::string);
            value.agent = fields.required("agent", GymProfileAgent::decode);
            value.steps = fields.required("steps", Json.list(GymProfileStep::decode));
            value.finalMetrics = fields.required("final_metrics", GymProfileFinalMetrics::decode);
            value.extra = fields.required("extra", GymProfileExtra::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymProfileTrajectory value) {
            Writer writer = new Writer();
            writer.put("schema_version", value.schemaVersion, GymProfileTrajectorySchemaVersion::encode);
            writer.put("session_id", value.sessionId, Json::stringNode);
            writer.put("trajectory_id", value.trajectoryId, Json::stringNode);
            writer.put("agent", value.agent, GymProfileAgent::encode);
            writer.put("steps", value.steps, Json.listNode(GymProfileStep::encode));
            writer.put("final_metrics", value.finalMetrics, GymProfileFinalMetrics::encode);
            writer.put("extra", value.extra, GymProfileExtra::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Always ATIF-v1.7. */
    public static enum GymProfileTrajectorySchemaVersion {
        /** "ATIF-v1.7" */
        ATIF_V1_7("ATIF-v1.7");

        private final String json;

        GymProfileTrajectorySchemaVersion(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static GymProfileTrajectorySchemaVersion decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (GymProfileTrajectorySchemaVersion value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"ATIF-v1.7\"");
        }

        /** Encode. */
        public static JsonNode encode(GymProfileTrajectorySchemaVersion value) {
            return Json.stringNode(value.json);
        }
    }

    /** Where a Gym export came from and how it was converted. */
    public static final class GymProvenance {
        /** The exporting program. */
        public GymExporter exporter;

        /** The rollout that was converted. */
        public GymSource source;

        /** The conversion profile and its outcome. */
        public GymConversion conversion;

        /** Captured model calls that no turn selected, in capture order. */
        public Opt<List<Map<String, JsonNode>>> surplusModelCalls = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static GymProvenance decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymProvenance value = new GymProvenance();
            value.exporter = fields.required("exporter", GymExporter::decode);
            value.source = fields.required("source", GymSource::decode);
            value.conversion = fields.required("conversion", GymConversion::decode);
            value.surplusModelCalls = fields.optional("surplus_model_calls", Json.list(Json.map(Json::any)));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymProvenance value) {
            Writer writer = new Writer();
            writer.put("exporter", value.exporter, GymExporter::encode);
            writer.put("source", value.source, GymSource::encode);
            writer.put("conversion", value.conversion, GymConversion::encode);
            writer.putOpt("surplus_model_calls", value.surplusModelCalls, Json.listNode(Json.mapNode(Json::anyNode)));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The converted rollout. */
    public static final class GymSource {
        /** Source record format. */
        public GymSourceFormat format;

        /** Source record version. */
        public GymSourceSchemaVersion schemaVersion;

        /** Task id of the rollout. */
        public String taskId;

        /** Rollout id of the rollout. */
        public String rolloutId;

        /** Task index of the rollout row. */
        public Long taskIndex;

        /** Rollout index of the rollout row. */
        public Long rolloutIndex;

        /** Id of the root agent invocation. */
        public String invocationId;

        /** Status of the invocation; only completed ones are exported. */
        public GymSourceInvocationStatus invocationStatus;

        /** Duration of the invocation in milliseconds, when known. */
        public Opt<Double> invocationDurationMs = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static GymSource decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            GymSource value = new GymSource();
            value.format = fields.required("format", GymSourceFormat::decode);
            value.schemaVersion = fields.required("schema_version", GymSourceSchemaVersion::decode);
            value.taskId = fields.required("task_id", Json::string);
            value.rolloutId = fields.required("rollout_id", Json::string);
            value.taskIndex = fields.required("task_index", Json::integer);
            value.rolloutIndex = fields.required("rollout_index", Json::integer);
            value.invocationId = fields.required("invocation_id", Json::string);
            value.invocationStatus = fields.required("invocation_status", GymSourceInvocationStatus::decode);
            value.invocationDurationMs = fields.optional("invocation_duration_ms", Json::number);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(GymSource value) {
            Writer writer = new Writer();
            writer.put("format", value.format, GymSourceFormat::encode);
            writer.put("schema_version", value.schemaVersion, GymSourceSchemaVersion::encode);
            writer.put("task_id", value.taskId, Json::stringNode);
            writer.put("rollout_id", value.rolloutId, Json::stringNode);
            writer.put("task_index", value.taskIndex, Json::integerNode);
            writer.put("rollout_index", value.rolloutIndex, Json::integerNode);
            writer.put("invocation_id", value.invocationId, Json::stringNode);
            writer.put("invocation_status", value.invocationStatus, GymSourceInvocationStatus::encode);
            writer.putOpt("invocation_duration_ms", value.invocationDurationMs, Json::numberNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Source record format. */
    public static enum GymSourceFormat {
        /** "ng_trajectory" */
        NG_TRAJECTORY("ng_trajectory");

        private final String json;

        GymSourceFormat(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static GymSourceFormat decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (GymSourceFormat value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"ng_trajectory\"");
        }

        /** Encode. */
        public static JsonNode encode(GymSourceFormat value) {
            return Json.stringNode(value.json);
        }
    }

    /** Status of the invocation; only completed ones are exported. */
    public static enum GymSourceInvocationStatus {
        /** "completed" */
        COMPLETED("completed");

        private final String json;

        GymSourceInvocationStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static GymSourceInvocationStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (GymSourceInvocationStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"completed\"");
        }

        /** Encode. */
        public static JsonNode encode(GymSourceInvocationStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Source record version. */
    public static enum GymSourceSchemaVersion {
        /** "1.0" */
        V_1_0("1.0");

        private final String json;

        GymSourceSchemaVersion(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static GymSourceSchemaVersion decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (GymSourceSchemaVersion value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"1.0\"");
        }

        /** Encode. */
        public static JsonNode encode(GymSourceSchemaVersion value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * Where an image is stored: a side file next to the trajectory (conventionally under images/), an
     * absolute path or a URL. Since ATIF v1.6.
     */
    public static final class ImageSource {
        /** MIME type of the image, written exactly (lower case). */
        public ImageSourceMediaType mediaType;

        /** Relative path, absolute path or URL of the image; not checked for form. */
        public String path;

        /** Decode strictly. */
        @JsonCreator
        public static ImageSource decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ImageSource value = new ImageSource();
            value.mediaType = fields.required("media_type", ImageSourceMediaType::decode);
            value.path = fields.required("path", Json::string);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ImageSource value) {
            Writer writer = new Writer();
            writer.put("media_type", value.mediaType, ImageSourceMediaType::encode);
            writer.put("path", value.path, Json::stringNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** MIME type of the image, written exactly (lower case). */
    public static enum ImageSourceMediaType {
        /** "image/jpeg" */
        IMAGE_JPEG("image/jpeg"),
        /** "image/png" */
        IMAGE_PNG("image/png"),
        /** "image/gif" */
        IMAGE_GIF("image/gif"),
        /** "image/webp" */
        IMAGE_WEBP("image/webp");

        private final String json;

        ImageSourceMediaType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ImageSourceMediaType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ImageSourceMediaType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"image/jpeg\", \"image/png\", \"image/gif\", \"image/webp\"");
        }

        /** Encode. */
        public static JsonNode encode(ImageSourceMediaType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * Token and cost figures of the LLM call(s) behind one agent step. Every member is optional.
     * Counts have no lower bound here, as in Harbor; negative values are reported by rule
     * atif.metrics_negative.
     */
    public static final class Metrics {
        /** All input tokens of the call(s), cached ones included. */
        public Opt<Long> promptTokens = Opt.absent();

        /** Generated tokens, reasoning and tool-call tokens included. */
        public Opt<Long> completionTokens = Opt.absent();

        /**
         * The part of prompt_tokens served from a prompt cache (rule
         * atif.metrics_cached_within_prompt).
         */
        public Opt<Long> cachedTokens = Opt.absent();

        /** Cost of the call(s) in US dollars, as computed by the producer. */
        public Opt<Double> costUsd = Opt.absent();

        /**
         * Token ids of the full prompt, history included; as many as prompt_tokens (rule
         * atif.token_arrays_length). Since ATIF v1.4.
         */
        public Opt<List<Long>> promptTokenIds = Opt.absent();

        /** Token ids of the completion; as many as completion_tokens. Since ATIF v1.3. */
        public Opt<List<Long>> completionTokenIds = Opt.absent();

        /** Log probability of each completion token, aligned with completion_token_ids. */
        public Opt<List<Double>> logprobs = Opt.absent();

        /**
         * Provider-specific figures (for example reasoning_tokens, cache_creation_input_tokens); any
         * JSON object. Such figures go here, not beside the standard members.
         */
        public Opt<Map<String, JsonNode>> extra = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static Metrics decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            Metrics value = new Metrics();
            value.promptTokens = fields.optional("prompt_tokens", Json.nullable(Json::integer));
            value.completionTokens = fields.optional("completion_tokens", Json.nullable(Json::integer));
            value.cachedTokens = fields.optional("cached_tokens", Json.nullable(Json::integer));
            value.costUsd = fields.optional("cost_usd", Json.nullable(Json::number));
            value.promptTokenIds = fields.optional("prompt_token_ids", Json.nullable(Json.list(Json::integer)));
            value.completionTokenIds = fields.optional("completion_token_ids", Json.nullable(Json.list(Json::integer)));
            value.logprobs = fields.optional("logprobs", Json.nullable(Json.list(Json::number)));
            value.extra = fields.optional("extra", Json.nullable(Json.map(Json::any)));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(Metrics value) {
            Writer writer = new Writer();
            writer.putOpt("prompt_tokens", value.promptTokens, Json.nullableNode(Json::integerNode));
            writer.putOpt("completion_tokens", value.completionTokens, Json.nullableNode(Json::integerNode));
            writer.putOpt("cached_tokens", value.cachedTokens, Json.nullableNode(Json::integerNode));
            writer.putOpt("cost_usd", value.costUsd, Json.nullableNode(Json::numberNode));
            writer.putOpt("prompt_token_ids", value.promptTokenIds, Json.nullableNode(Json.listNode(Json::integerNode)));
            writer.putOpt("completion_token_ids", value.completionTokenIds, Json.nullableNode(Json.listNode(Json::integerNode)));
            writer.putOpt("logprobs", value.logprobs, Json.nullableNode(Json.listNode(Json::numberNode)));
            writer.putOpt("extra", value.extra, Json.nullableNode(Json.mapNode(Json::anyNode)));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** What a step received back: one result per tool call or operation. */
    public static final class Observation {
        /** The results, in the order received; may be empty. */
        public List<ObservationResult> results;

        /** Decode strictly. */
        @JsonCreator
        public static Observation decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            Observation value = new Observation();
            value.results = fields.required("results", Json.list(ObservationResult::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(Observation value) {
            Writer writer = new Writer();
            writer.put("results", value.results, Json.listNode(ObservationResult::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** One result inside an observation. Every member is optional; an empty object is a valid result. */
    public static final class ObservationResult {
        /**
         * tool_call_id of the call in the same step that this result answers (rule
         * atif.source_call_id_resolves); null or absent for a result that answers no tool call.
         */
        public Opt<String> sourceCallId = Opt.absent();

        /**
         * The result: a string, or (since ATIF v1.6) an array of content parts; may be left out, for
         * example when a subagent reference carries the result.
         */
        public Opt<ObservationResultContent> content = Opt.absent();

        /**
         * References to the trajectories of subagents that produced this result; always an array, even
         * for one subagent.
         */
        public Opt<List<SubagentTrajectoryRef>> subagentTrajectoryRef = Opt.absent();

        /** Producer-specific data about the result; any JSON object. Since ATIF v1.7. */
        public Opt<Map<String, JsonNode>> extra = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static ObservationResult decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ObservationResult value = new ObservationResult();
            value.sourceCallId = fields.optional("source_call_id", Json.nullable(Json::string));
            value.content = fields.optional("content", Json.nullable(ObservationResultContent::decode));
            value.subagentTrajectoryRef = fields.optional("subagent_trajectory_ref", Json.nullable(Json.list(SubagentTrajectoryRef::decode)));
            value.extra = fields.optional("extra", Json.nullable(Json.map(Json::any)));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ObservationResult value) {
            Writer writer = new Writer();
            writer.putOpt("source_call_id", value.sourceCallId, Json.nullableNode(Json::stringNode));
            writer.putOpt("content", value.content, Json.nullableNode(ObservationResultContent::encode));
            writer.putOpt("subagent_trajectory_ref", value.subagentTrajectoryRef, Json.nullableNode(Json.listNode(SubagentTrajectoryRef::encode)));
            writer.putOpt("extra", value.extra, Json.nullableNode(Json.mapNode(Json::anyNode)));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * The result: a string, or (since ATIF v1.6) an array of content parts; may be left out, for
     * example when a subagent reference carries the result.
     */
    public static final class ObservationResultContent {
        /**
         * The result: a string, or (since ATIF v1.6) an array of content parts; may be left out, for
         * example when a subagent reference carries the result.
         */
        public String string;

        /**
         * The result: a string, or (since ATIF v1.6) an array of content parts; may be left out, for
         * example when a subagent reference carries the result.
         */
        public List<ContentPart> array;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static ObservationResultContent decode(JsonNode node) throws DecodeException {
            ObservationResultContent value = new ObservationResultContent();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<List<ContentPart>> decoder = Json.list(ContentPart::decode);
                value.array = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(ObservationResultContent value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.array != null) {
                Encoder<List<ContentPart>> encoder = Json.listNode(ContentPart::encode);
                return encoder.encode(value.array);
            }
            throw new IllegalStateException("ObservationResultContent: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * One step of a trajectory: a system, user or agent turn. model_name, reasoning_effort,
     * reasoning_content, tool_calls and metrics belong to agent steps only (rule
     * atif.agent_only_field).
     */
    public static final class Step {
        /** Position of the step, counting from 1 (rule atif.step_id_sequential). */
        public Long stepId;

        /**
         * When the step happened, as an ISO 8601 text that Python's datetime.fromisoformat accepts
         * once every Z is read as +00:00 (rule atif.timestamp_format; spec/atif/README.md lists the
         * forms).
         */
        public Opt<String> timestamp = Opt.absent();

        /** Who produced the step. */
        public StepSource source;

        /** Model that produced this agent step; overrides agent.model_name. */
        public Opt<String> modelName = Opt.absent();

        /** Reasoning effort requested for this agent step: a label such as low, or a number. */
        public Opt<StepReasoningEffort> reasoningEffort = Opt.absent();

        /**
         * What the step said: a string, or (since ATIF v1.6) an array of content parts. Both may be
         * empty.
         */
        public StepMessage message;

        /** The model's reasoning text for this agent step. */
        public Opt<String> reasoningContent = Opt.absent();

        /**
         * Tool calls the agent made in this step. Presence counts: an empty array on a non-agent step
         * breaks rule atif.agent_only_field.
         */
        public Opt<List<ToolCall>> toolCalls = Opt.absent();

        /**
         * Results the step received: tool outputs, or on system steps the outcome of a system
         * operation (system steps since ATIF v1.2).
         */
        public Opt<Observation> observation = Opt.absent();

        /** Token and cost figures of the LLM call(s) behind this agent step. */
        public Opt<Metrics> metrics = Opt.absent();

        /**
         * Number of LLM calls this step stands for: 1 for one inference, more than 1 when metrics are
         * aggregated, 0 on an agent step for a deterministic dispatch (then metrics and
         * reasoning_content must be absent, rule atif.deterministic_step_fields); null when not
         * tracked. Since ATIF v1.7.
         */
        public Opt<Long> llmCallCount = Opt.absent();

        /**
         * True when the step was copied from an earlier trajectory as context rather than happening in
         * this one; consumers building training data leave such steps out.
         */
        public Opt<Boolean> isCopiedContext = Opt.absent();

        /**
         * Producer-specific data about the step; any JSON object (for example the context_management
         * convention on system steps).
         */
        public Opt<Map<String, JsonNode>> extra = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static Step decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            Step value = new Step();
            value.stepId = fields.required("step_id", Json::integer);
            value.timestamp = fields.optional("timestamp", Json.nullable(Json::string));
            value.source = fields.required("source", StepSource::decode);
            value.modelName = fields.optional("model_name", Json.nullable(Json::string));
            value.reasoningEffort = fields.optional("reasoning_effort", Json.nullable(StepReasoningEffort::decode));
            value.message = fields.required("message", StepMessage::decode);
            value.reasoningContent = fields.optional("reasoning_content", Json.nullable(Json::string));
            value.toolCalls = fields.optional("tool_calls", Json.nullable(Json.list(ToolCall::decode)));
            value.observation = fields.optional("observation", Json.nullable(Observation::decode));
            value.metrics = fields.optional("metrics", Json.nullable(Metrics::decode));
            value.llmCallCount = fields.optional("llm_call_count", Json.nullable(Json::integer));
            value.isCopiedContext = fields.optional("is_copied_context", Json.nullable(Json::bool));
            value.extra = fields.optional("extra", Json.nullable(Json.map(Json::any)));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(Step value) {
            Writer writer = new Writer();
            writer.put("step_id", value.stepId, Json::integerNode);
            writer.putOpt("timestamp", value.timestamp, Json.nullableNode(Json::stringNode));
            writer.put("source", value.source, StepSource::encode);
            writer.putOpt("model_name", value.modelName, Json.nullableNode(Json::stringNode));
            writer.putOpt("reasoning_effort", value.reasoningEffort, Json.nullableNode(StepReasoningEffort::encode));
            writer.put("message", value.message, StepMessage::encode);
            writer.putOpt("reasoning_content", value.reasoningContent, Json.nullableNode(Json::stringNode));
            writer.putOpt("tool_calls", value.toolCalls, Json.nullableNode(Json.listNode(ToolCall::encode)));
            writer.putOpt("observation", value.observation, Json.nullableNode(Observation::encode));
            writer.putOpt("metrics", value.metrics, Json.nullableNode(Metrics::encode));
            writer.putOpt("llm_call_count", value.llmCallCount, Json.nullableNode(Json::integerNode));
            writer.putOpt("is_copied_context", value.isCopiedContext, Json.nullableNode(Json::boolNode));
            writer.putOpt("extra", value.extra, Json.nullableNode(Json.mapNode(Json::anyNode)));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** What the step said: a string, or (since ATIF v1.6) an array of content parts. Both may be empty. */
    public static final class StepMessage {
        /**
         * What the step said: a string, or (since ATIF v1.6) an array of content parts. Both may be
         * empty.
         */
        public String string;

        /**
         * What the step said: a string, or (since ATIF v1.6) an array of content parts. Both may be
         * empty.
         */
        public List<ContentPart> array;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static StepMessage decode(JsonNode node) throws DecodeException {
            StepMessage value = new StepMessage();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<List<ContentPart>> decoder = Json.list(ContentPart::decode);
                value.array = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(StepMessage value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.array != null) {
                Encoder<List<ContentPart>> encoder = Json.listNode(ContentPart::encode);
                return encoder.encode(value.array);
            }
            throw new IllegalStateException("StepMessage: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Reasoning effort requested for this agent step: a label such as low, or a number. */
    public static final class StepReasoningEffort {
        /** Reasoning effort requested for this agent step: a label such as low, or a number. */
        public String string;

        /** Reasoning effort requested for this agent step: a label such as low, or a number. */
        public Double number;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static StepReasoningEffort decode(JsonNode node) throws DecodeException {
            StepReasoningEffort value = new StepReasoningEffort();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Double> decoder = Json::number;
                value.number = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(StepReasoningEffort value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.number != null) {
                Encoder<Double> encoder = Json::numberNode;
                return encoder.encode(value.number);
            }
            throw new IllegalStateException("StepReasoningEffort: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Who produced the step. */
    public static enum StepSource {
        /** "system" */
        SYSTEM("system"),
        /** "user" */
        USER("user"),
        /** "agent" */
        AGENT("agent");

        private final String json;

        StepSource(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static StepSource decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (StepSource value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"system\", \"user\", \"agent\"");
        }

        /** Encode. */
        public static JsonNode encode(StepSource value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * A pointer to a subagent's trajectory: embedded in the same document (trajectory_id) or stored
     * elsewhere (trajectory_path). From ATIF v1.7 at least one of the two is set (rule
     * atif.subagent_ref_resolvable).
     */
    public static final class SubagentTrajectoryRef {
        /**
         * trajectory_id of the subagent's trajectory, the key for finding it among the embedded
         * subagent_trajectories (rule atif.subagent_ref_resolves). Since ATIF v1.7.
         */
        public Opt<String> trajectoryId = Opt.absent();

        /**
         * Where the subagent's trajectory is stored: a file path, a URL or another locator; not
         * checked for form.
         */
        public Opt<String> trajectoryPath = Opt.absent();

        /**
         * Session id of the subagent run, for information only: it is not a key for finding the
         * trajectory. Required in ATIF v1.0 to v1.6, optional from v1.7.
         */
        public Opt<String> sessionId = Opt.absent();

        /** Producer-specific data about the reference; any JSON object. */
        public Opt<Map<String, JsonNode>> extra = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static SubagentTrajectoryRef decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            SubagentTrajectoryRef value = new SubagentTrajectoryRef();
            value.trajectoryId = fields.optional("trajectory_id", Json.nullable(Json::string));
            value.trajectoryPath = fields.optional("trajectory_path", Json.nullable(Json::string));
            value.sessionId = fields.optional("session_id", Json.nullable(Json::string));
            value.extra = fields.optional("extra", Json.nullable(Json.map(Json::any)));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(SubagentTrajectoryRef value) {
            Writer writer = new Writer();
            writer.putOpt("trajectory_id", value.trajectoryId, Json.nullableNode(Json::stringNode));
            writer.putOpt("trajectory_path", value.trajectoryPath, Json.nullableNode(Json::stringNode));
            writer.putOpt("session_id", value.sessionId, Json.nullableNode(Json::stringNode));
            writer.putOpt("extra", value.extra, Json.nullableNode(Json.mapNode(Json::anyNode)));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** One tool (function) call made by an agent step. */
    public static final class ToolCall {
        /**
         * Id of the call; observation results point at it with source_call_id. Meant to be unique
         * within its step (rule atif.tool_call_id_duplicate).
         */
        public String toolCallId;

        /** Name of the tool called; may be empty. */
        public String functionName;

        /**
         * Arguments of the call as a JSON object (not a JSON-encoded string, not an array); may be
         * empty.
         */
        public Map<String, JsonNode> arguments;

        /** Producer-specific data about the call; any JSON object. Since ATIF v1.7. */
        public Opt<Map<String, JsonNode>> extra = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static ToolCall decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ToolCall value = new ToolCall();
            value.toolCallId = fields.required("tool_call_id", Json::string);
            value.functionName = fields.required("function_name", Json::string);
            value.arguments = fields.required("arguments", Json.map(Json::any));
            value.extra = fields.optional("extra", Json.nullable(Json.map(Json::any)));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ToolCall value) {
            Writer writer = new Writer();
            writer.put("tool_call_id", value.toolCallId, Json::stringNode);
            writer.put("function_name", value.functionName, Json::stringNode);
            writer.put("arguments", value.arguments, Json.mapNode(Json::anyNode));
            writer.putOpt("extra", value.extra, Json.nullableNode(Json.mapNode(Json::anyNode)));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * One ATIF v1.7 trajectory document: the agent that ran, its steps in order and, optionally,
     * aggregate metrics and embedded subagent trajectories. Every optional member may also be written
     * as null, which means the same as leaving it out. Cross-field rules (sequential step ids,
     * agent-only fields, tool-call references and more) are in spec/rules/atif.json.
     */
    public static final class Trajectory {
        /**
         * The ATIF version the document follows; this schema is for ATIF-v1.7. Documents declaring
         * ATIF-v1.0 to ATIF-v1.6 are checked against the v1.7 schema plus the version table
         * spec/atif/versions.json.
         */
        public TrajectorySchemaVersion schemaVersion;

        /**
         * Run-scoped id of the agent session. It may repeat across a parent, its subagents and
         * continuations of the same run; it does not identify this document (trajectory_id does).
         * Required in ATIF v1.0 to v1.6, optional from v1.7.
         */
        public Opt<String> sessionId = Opt.absent();

        /**
         * Id of this trajectory document. Optional on a standalone document; required on every
         * embedded subagent and unique among the siblings of one subagent_trajectories array (rules
         * atif.subagent_trajectory_id_required and atif.subagent_trajectory_id_unique). Since ATIF
         * v1.7.
         */
        public Opt<String> trajectoryId = Opt.absent();

        /** The agent that produced the trajectory. */
        public Agent agent;

        /**
         * The steps in the order they happened; at least one. step_id of the i-th step (counting from
         * 0) is i+1 (rule atif.step_id_sequential).
         */
        public List<Step> steps;

        /**
         * Free text for readers, for example an explanation of why final_metrics.total_steps differs
         * from the number of steps.
         */
        public Opt<String> notes = Opt.absent();

        /** Totals over the whole trajectory; null or absent when not reported. */
        public Opt<FinalMetrics> finalMetrics = Opt.absent();

        /**
         * Reference (path, URL or other locator) of the document that continues this trajectory; not
         * checked for form.
         */
        public Opt<String> continuedTrajectoryRef = Opt.absent();

        /** Producer-specific data about the trajectory; any JSON object. Since ATIF v1.1. */
        public Opt<Map<String, JsonNode>> extra = Opt.absent();

        /**
         * Complete trajectories of subagents, embedded in this document. Each element is a full
         * Trajectory of the same schema_version, checked with every rule on its own (its steps count
         * again from 1). Since ATIF v1.7.
         */
        public Opt<List<Trajectory>> subagentTrajectories = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static Trajectory decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            Trajectory value = new Trajectory();
            value.schemaVersion = fields.required("schema_version", TrajectorySchemaVersion::decode);
            value.sessionId = fields.optional("session_id", Json.nullable(Json::string));
            value.trajectoryId = fields.optional("trajectory_id", Json.nullable(Json::string));
            value.agent = fields.required("agent", Agent::decode);
            value.steps = fields.required("steps", Json.list(Step::decode));
            value.notes = fields.optional("notes", Json.nullable(Json::string));
            value.finalMetrics = fields.optional("final_metrics", Json.nullable(FinalMetrics::decode));
            value.continuedTrajectoryRef = fields.optional("continued_trajectory_ref", Json.nullable(Json::string));
            value.extra = fields.optional("extra", Json.nullable(Json.map(Json::any)));
            value.subagentTrajectories = fields.optional("subagent_trajectories", Json.nullable(Json.list(Trajectory::decode)));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(Trajectory value) {
            Writer writer = new Writer();
            writer.put("schema_version", value.schemaVersion, TrajectorySchemaVersion::encode);
            writer.putOpt("session_id", value.sessionId, Json.nullableNode(Json::stringNode));
            writer.putOpt("trajectory_id", value.trajectoryId, Json.nullableNode(Json::stringNode));
            writer.put("agent", value.agent, Agent::encode);
            writer.put("steps", value.steps, Json.listNode(Step::encode));
            writer.putOpt("notes", value.notes, Json.nullableNode(Json::stringNode));
            writer.putOpt("final_metrics", value.finalMetrics, Json.nullableNode(FinalMetrics::encode));
            writer.putOpt("continued_trajectory_ref", value.continuedTrajectoryRef, Json.nullableNode(Json::stringNode));
            writer.putOpt("extra", value.extra, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("subagent_trajectories", value.subagentTrajectories, Json.nullableNode(Json.listNode(Trajectory::encode)));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * The ATIF version the document follows; this schema is for ATIF-v1.7. Documents declaring
     * ATIF-v1.0 to ATIF-v1.6 are checked against the v1.7 schema plus the version table
     * spec/atif/versions.json.
     */
    public static enum TrajectorySchemaVersion {
        /** "ATIF-v1.7" */
        ATIF_V1_7("ATIF-v1.7");

        private final String json;

        TrajectorySchemaVersion(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static TrajectorySchemaVersion decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (TrajectorySchemaVersion value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"ATIF-v1.7\"");
        }

        /** Encode. */
        public static JsonNode encode(TrajectorySchemaVersion value) {
            return Json.stringNode(value.json);
        }
    }
}
