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

/** The models of the evidence 1.0 schemas, one nested type per schema type. */
public final class Evidence10 {
    private Evidence10() {}

    /**
     * Tools made available to the model part-way through the conversation. Open: keys beyond those
     * listed are kept, as the Responses vocabulary grows.
     */
    public static final class AdditionalToolsItem {
        /** Item tag. */
        public AdditionalToolsItemType type;

        /** Author of the item; always developer. */
        public AdditionalToolsItemRole role;

        /** The tools added. */
        public List<Map<String, JsonNode>> tools;

        /** The unique ID of this additional tools item. */
        public Opt<String> id = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static AdditionalToolsItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            AdditionalToolsItem value = new AdditionalToolsItem();
            value.type = fields.required("type", AdditionalToolsItemType::decode);
            value.role = fields.required("role", AdditionalToolsItemRole::decode);
            value.tools = fields.required("tools", Json.list(Json.map(Json::any)));
            value.id = fields.optional("id", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(AdditionalToolsItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, AdditionalToolsItemType::encode);
            writer.put("role", value.role, AdditionalToolsItemRole::encode);
            writer.put("tools", value.tools, Json.listNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("id", value.id, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Author of the item; always developer. */
    public static enum AdditionalToolsItemRole {
        /** "developer" */
        DEVELOPER("developer");

        private final String json;

        AdditionalToolsItemRole(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static AdditionalToolsItemRole decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (AdditionalToolsItemRole value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"developer\"");
        }

        /** Encode. */
        public static JsonNode encode(AdditionalToolsItemRole value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum AdditionalToolsItemType {
        /** "additional_tools" */
        ADDITIONAL_TOOLS("additional_tools");

        private final String json;

        AdditionalToolsItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static AdditionalToolsItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (AdditionalToolsItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"additional_tools\"");
        }

        /** Encode. */
        public static JsonNode encode(AdditionalToolsItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /** The coverage of the rows of one agent. */
    public static final class AgentCoverage {
        /** The rows' agent_ref.name; null for rows without a non-empty string agent_ref.name. */
        public String agent;

        /** Rows of this agent. */
        public Long rows;

        /** Per criterion id, in the order of the criteria. */
        public Map<String, CriterionCoverage> criteria;

        /** Decode strictly. */
        @JsonCreator
        public static AgentCoverage decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            AgentCoverage value = new AgentCoverage();
            value.agent = fields.required("agent", Json.nullable(Json::string));
            value.rows = fields.required("rows", Json::integer);
            value.criteria = fields.required("criteria", Json.map(CriterionCoverage::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(AgentCoverage value) {
            Writer writer = new Writer();
            writer.put("agent", value.agent, Json.nullableNode(Json::stringNode));
            writer.put("rows", value.rows, Json::integerNode);
            writer.put("criteria", value.criteria, Json.mapNode(CriterionCoverage::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * One run of an agent (the root agent or a subagent): its outcome, the model calls it owns and its
     * model-visible conversation.
     */
    public static final class AgentInvocation {
        /** Record tag of an invocation. */
        public AgentInvocationKind kind;

        /** Stable id of the invocation, unique within its bundle or trajectory. */
        public String invocationId;

        /**
         * Invocation that spawned this one; null for a root invocation. It may name an invocation that
         * is not part of the document.
         */
        public Opt<String> parentInvocationId = Opt.absent();

        /** Tool call of the parent invocation that spawned this one, when known. */
        public Opt<String> spawnedByToolCallId = Opt.absent();

        /** Outcome of the invocation; unknown when it was not observed. */
        public Opt<AgentInvocationStatus> status = Opt.absent();

        /** Wall-clock duration of the invocation in milliseconds. */
        public Opt<Double> durationMs = Opt.absent();

        /** Class or category of the error that ended the invocation, if any. */
        public Opt<String> errorType = Opt.absent();

        /** Model calls this invocation made; list order follows the producer. */
        public Opt<List<ModelCallRef>> modelCalls = Opt.absent();

        /**
         * Model-visible history of the invocation as Responses-API items, tool calls and their outputs
         * included.
         */
        public Opt<List<ConversationItem>> conversation = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static AgentInvocation decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            AgentInvocation value = new AgentInvocation();
            value.kind = fields.required("kind", AgentInvocationKind::decode);
            value.invocationId = fields.required("invocation_id", Json::string);
            value.parentInvocationId = fields.optional("parent_invocation_id", Json.nullable(Json::string));
            value.spawnedByToolCallId = fields.optional("spawned_by_tool_call_id", Json.nullable(Json::string));
            value.status = fields.optional("status", AgentInvocationStatus::decode);
            value.durationMs = fields.optional("duration_ms", Json.nullable(Json::number));
            value.errorType = fields.optional("error_type", Json.nullable(Json::string));
            value.modelCalls = fields.optional("model_calls", Json.list(ModelCallRef::decode));
            value.conversation = fields.optional("conversation", Json.list(ConversationItem::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(AgentInvocation value) {
            Writer writer = new Writer();
            writer.put("kind", value.kind, AgentInvocationKind::encode);
            writer.put("invocation_id", value.invocationId, Json::stringNode);
            writer.putOpt("parent_invocation_id", value.parentInvocationId, Json.nullableNode(Json::stringNode));
            writer.putOpt("spawned_by_tool_call_id", value.spawnedByToolCallId, Json.nullableNode(Json::stringNode));
            writer.putOpt("status", value.status, AgentInvocationStatus::encode);
            writer.putOpt("duration_ms", value.durationMs, Json.nullableNode(Json::numberNode));
            writer.putOpt("error_type", value.errorType, Json.nullableNode(Json::stringNode));
            writer.putOpt("model_calls", value.modelCalls, Json.listNode(ModelCallRef::encode));
            writer.putOpt("conversation", value.conversation, Json.listNode(ConversationItem::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Record tag of an invocation. */
    public static enum AgentInvocationKind {
        /** "agent_invocation" */
        AGENT_INVOCATION("agent_invocation");

        private final String json;

        AgentInvocationKind(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static AgentInvocationKind decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (AgentInvocationKind value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"agent_invocation\"");
        }

        /** Encode. */
        public static JsonNode encode(AgentInvocationKind value) {
            return Json.stringNode(value.json);
        }
    }

    /** Outcome of the invocation; unknown when it was not observed. */
    public static enum AgentInvocationStatus {
        /** "completed" */
        COMPLETED("completed"),
        /** "failed" */
        FAILED("failed"),
        /** "incomplete" */
        INCOMPLETE("incomplete"),
        /** "unknown" */
        UNKNOWN("unknown");

        private final String json;

        AgentInvocationStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static AgentInvocationStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (AgentInvocationStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"completed\", \"failed\", \"incomplete\", \"unknown\"");
        }

        /** Encode. */
        public static JsonNode encode(AgentInvocationStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * Everything an agent harness observed about one rollout (ng_agent_observations): invocation,
     * tool, compaction and sandbox records plus gaps for what it could not observe.
     */
    public static final class AgentObservationBundle {
        /** Name of the producer that wrote the bundle, for example claude_code. */
        public String source;

        /** Observation records; their order carries no meaning. */
        public Opt<List<AgentObservationRecord>> records = Opt.absent();

        /** Evidence the producer could not observe. */
        public Opt<List<ObservationGap>> gaps = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static AgentObservationBundle decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            AgentObservationBundle value = new AgentObservationBundle();
            value.source = fields.required("source", Json::string);
            value.records = fields.optional("records", Json.list(AgentObservationRecord::decode));
            value.gaps = fields.optional("gaps", Json.list(ObservationGap::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(AgentObservationBundle value) {
            Writer writer = new Writer();
            writer.put("source", value.source, Json::stringNode);
            writer.putOpt("records", value.records, Json.listNode(AgentObservationRecord::encode));
            writer.putOpt("gaps", value.gaps, Json.listNode(ObservationGap::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** One record of an observation bundle, tagged by kind. */
    public static final class AgentObservationRecord {
        /** The agentInvocation alternative; null when another is set. */
        public AgentInvocation agentInvocation;

        /** The toolCallObservation alternative; null when another is set. */
        public ToolCallObservation toolCallObservation;

        /** The contextCompactionObservation alternative; null when another is set. */
        public ContextCompactionObservation contextCompactionObservation;

        /** The sandboxObservation alternative; null when another is set. */
        public SandboxObservation sandboxObservation;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static AgentObservationRecord decode(JsonNode node) throws DecodeException {
            AgentObservationRecord value = new AgentObservationRecord();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<AgentInvocation> decoder = AgentInvocation::decode;
                value.agentInvocation = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ToolCallObservation> decoder = ToolCallObservation::decode;
                value.toolCallObservation = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ContextCompactionObservation> decoder = ContextCompactionObservation::decode;
                value.contextCompactionObservation = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<SandboxObservation> decoder = SandboxObservation::decode;
                value.sandboxObservation = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(AgentObservationRecord value) {
            if (value.agentInvocation != null) {
                Encoder<AgentInvocation> encoder = AgentInvocation::encode;
                return encoder.encode(value.agentInvocation);
            }
            if (value.toolCallObservation != null) {
                Encoder<ToolCallObservation> encoder = ToolCallObservation::encode;
                return encoder.encode(value.toolCallObservation);
            }
            if (value.contextCompactionObservation != null) {
                Encoder<ContextCompactionObservation> encoder = ContextCompactionObservation::encode;
                return encoder.encode(value.contextCompactionObservation);
            }
            if (value.sandboxObservation != null) {
                Encoder<SandboxObservation> encoder = SandboxObservation::encode;
                return encoder.encode(value.sandboxObservation);
            }
            throw new IllegalStateException("AgentObservationRecord: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Names the agent server that ran a rollout. Open to further keys such as the server type. */
    public static final class AgentRef {
        /** Instance name of the agent server. */
        public String name;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static AgentRef decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            AgentRef value = new AgentRef();
            value.name = fields.required("name", Json::string);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(AgentRef value) {
            Writer writer = new Writer();
            writer.put("name", value.name, Json::stringNode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * A file patch requested by the model. Open: keys beyond those listed are kept, as the Responses
     * vocabulary grows.
     */
    public static final class ApplyPatchCallItem {
        /** Item tag. */
        public ApplyPatchCallItemType type;

        /** Provider id of the item. */
        public String id;

        /** Id that pairs the patch with its output. */
        public String callId;

        /** The patch operation. */
        public ApplyPatchCallItemOperation operation;

        /** Progress of the patch. */
        public ApplyPatchCallItemStatus status;

        /** The ID of the entity that created this tool call. */
        public Opt<String> createdBy = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ApplyPatchCallItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ApplyPatchCallItem value = new ApplyPatchCallItem();
            value.type = fields.required("type", ApplyPatchCallItemType::decode);
            value.id = fields.required("id", Json::string);
            value.callId = fields.required("call_id", Json::string);
            value.operation = fields.required("operation", ApplyPatchCallItemOperation::decode);
            value.status = fields.required("status", ApplyPatchCallItemStatus::decode);
            value.createdBy = fields.optional("created_by", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ApplyPatchCallItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ApplyPatchCallItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.put("call_id", value.callId, Json::stringNode);
            writer.put("operation", value.operation, ApplyPatchCallItemOperation::encode);
            writer.put("status", value.status, ApplyPatchCallItemStatus::encode);
            writer.putOpt("created_by", value.createdBy, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The patch operation. */
    public static final class ApplyPatchCallItemOperation {
        /** The applyPatchCallOperationCreateFile alternative; null when another is set. */
        public ApplyPatchCallOperationCreateFile applyPatchCallOperationCreateFile;

        /** The applyPatchCallOperationDeleteFile alternative; null when another is set. */
        public ApplyPatchCallOperationDeleteFile applyPatchCallOperationDeleteFile;

        /** The applyPatchCallOperationUpdateFile alternative; null when another is set. */
        public ApplyPatchCallOperationUpdateFile applyPatchCallOperationUpdateFile;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static ApplyPatchCallItemOperation decode(JsonNode node) throws DecodeException {
            ApplyPatchCallItemOperation value = new ApplyPatchCallItemOperation();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<ApplyPatchCallOperationCreateFile> decoder = ApplyPatchCallOperationCreateFile::decode;
                value.applyPatchCallOperationCreateFile = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ApplyPatchCallOperationDeleteFile> decoder = ApplyPatchCallOperationDeleteFile::decode;
                value.applyPatchCallOperationDeleteFile = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ApplyPatchCallOperationUpdateFile> decoder = ApplyPatchCallOperationUpdateFile::decode;
                value.applyPatchCallOperationUpdateFile = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(ApplyPatchCallItemOperation value) {
            if (value.applyPatchCallOperationCreateFile != null) {
                Encoder<ApplyPatchCallOperationCreateFile> encoder = ApplyPatchCallOperationCreateFile::encode;
                return encoder.encode(value.applyPatchCallOperationCreateFile);
            }
            if (value.applyPatchCallOperationDeleteFile != null) {
                Encoder<ApplyPatchCallOperationDeleteFile> encoder = ApplyPatchCallOperationDeleteFile::encode;
                return encoder.encode(value.applyPatchCallOperationDeleteFile);
            }
            if (value.applyPatchCallOperationUpdateFile != null) {
                Encoder<ApplyPatchCallOperationUpdateFile> encoder = ApplyPatchCallOperationUpdateFile::encode;
                return encoder.encode(value.applyPatchCallOperationUpdateFile);
            }
            throw new IllegalStateException("ApplyPatchCallItemOperation: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Progress of the patch. */
    public static enum ApplyPatchCallItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "completed" */
        COMPLETED("completed");

        private final String json;

        ApplyPatchCallItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ApplyPatchCallItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ApplyPatchCallItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"completed\"");
        }

        /** Encode. */
        public static JsonNode encode(ApplyPatchCallItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum ApplyPatchCallItemType {
        /** "apply_patch_call" */
        APPLY_PATCH_CALL("apply_patch_call");

        private final String json;

        ApplyPatchCallItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ApplyPatchCallItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ApplyPatchCallItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"apply_patch_call\"");
        }

        /** Encode. */
        public static JsonNode encode(ApplyPatchCallItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /** Instruction describing how to create a file via the apply_patch tool. */
    public static final class ApplyPatchCallOperationCreateFile {
        /** Diff to apply. */
        public String diff;

        /** Path of the file to create. */
        public String path;

        /** Create a new file with the provided diff. */
        public ApplyPatchCallOperationCreateFileType type;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ApplyPatchCallOperationCreateFile decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ApplyPatchCallOperationCreateFile value = new ApplyPatchCallOperationCreateFile();
            value.diff = fields.required("diff", Json::string);
            value.path = fields.required("path", Json::string);
            value.type = fields.required("type", ApplyPatchCallOperationCreateFileType::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ApplyPatchCallOperationCreateFile value) {
            Writer writer = new Writer();
            writer.put("diff", value.diff, Json::stringNode);
            writer.put("path", value.path, Json::stringNode);
            writer.put("type", value.type, ApplyPatchCallOperationCreateFileType::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Create a new file with the provided diff. */
    public static enum ApplyPatchCallOperationCreateFileType {
        /** "create_file" */
        CREATE_FILE("create_file");

        private final String json;

        ApplyPatchCallOperationCreateFileType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ApplyPatchCallOperationCreateFileType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ApplyPatchCallOperationCreateFileType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"create_file\"");
        }

        /** Encode. */
        public static JsonNode encode(ApplyPatchCallOperationCreateFileType value) {
            return Json.stringNode(value.json);
        }
    }

    /** Instruction describing how to delete a file via the apply_patch tool. */
    public static final class ApplyPatchCallOperationDeleteFile {
        /** Path of the file to delete. */
        public String path;

        /** Delete the specified file. */
        public ApplyPatchCallOperationDeleteFileType type;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ApplyPatchCallOperationDeleteFile decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ApplyPatchCallOperationDeleteFile value = new ApplyPatchCallOperationDeleteFile();
            value.path = fields.required("path", Json::string);
            value.type = fields.required("type", ApplyPatchCallOperationDeleteFileType::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ApplyPatchCallOperationDeleteFile value) {
            Writer writer = new Writer();
            writer.put("path", value.path, Json::stringNode);
            writer.put("type", value.type, ApplyPatchCallOperationDeleteFileType::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Delete the specified file. */
    public static enum ApplyPatchCallOperationDeleteFileType {
        /** "delete_file" */
        DELETE_FILE("delete_file");

        private final String json;

        ApplyPatchCallOperationDeleteFileType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ApplyPatchCallOperationDeleteFileType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ApplyPatchCallOperationDeleteFileType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"delete_file\"");
        }

        /** Encode. */
        public static JsonNode encode(ApplyPatchCallOperationDeleteFileType value) {
            return Json.stringNode(value.json);
        }
    }

    /** Instruction describing how to update a file via the apply_patch tool. */
    public static final class ApplyPatchCallOperationUpdateFile {
        /** Diff to apply. */
        public String diff;

        /** Path of the file to update. */
        public String path;

        /** Update an existing file with the provided diff. */
        public ApplyPatchCallOperationUpdateFileType type;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ApplyPatchCallOperationUpdateFile decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ApplyPatchCallOperationUpdateFile value = new ApplyPatchCallOperationUpdateFile();
            value.diff = fields.required("diff", Json::string);
            value.path = fields.required("path", Json::string);
            value.type = fields.required("type", ApplyPatchCallOperationUpdateFileType::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ApplyPatchCallOperationUpdateFile value) {
            Writer writer = new Writer();
            writer.put("diff", value.diff, Json::stringNode);
            writer.put("path", value.path, Json::stringNode);
            writer.put("type", value.type, ApplyPatchCallOperationUpdateFileType::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Update an existing file with the provided diff. */
    public static enum ApplyPatchCallOperationUpdateFileType {
        /** "update_file" */
        UPDATE_FILE("update_file");

        private final String json;

        ApplyPatchCallOperationUpdateFileType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ApplyPatchCallOperationUpdateFileType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ApplyPatchCallOperationUpdateFileType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"update_file\"");
        }

        /** Encode. */
        public static JsonNode encode(ApplyPatchCallOperationUpdateFileType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * The result of applying a patch. Open: keys beyond those listed are kept, as the Responses
     * vocabulary grows.
     */
    public static final class ApplyPatchCallOutputItem {
        /** Item tag. */
        public ApplyPatchCallOutputItemType type;

        /** Provider id of the item. */
        public String id;

        /** Call id of the apply_patch_call this output answers. */
        public String callId;

        /** Whether the patch applied. */
        public ApplyPatchCallOutputItemStatus status;

        /** The ID of the entity that created this tool call output. */
        public Opt<String> createdBy = Opt.absent();

        /** Optional textual output returned by the apply patch tool. */
        public Opt<String> output = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ApplyPatchCallOutputItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ApplyPatchCallOutputItem value = new ApplyPatchCallOutputItem();
            value.type = fields.required("type", ApplyPatchCallOutputItemType::decode);
            value.id = fields.required("id", Json::string);
            value.callId = fields.required("call_id", Json::string);
            value.status = fields.required("status", ApplyPatchCallOutputItemStatus::decode);
            value.createdBy = fields.optional("created_by", Json.nullable(Json::string));
            value.output = fields.optional("output", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ApplyPatchCallOutputItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ApplyPatchCallOutputItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.put("call_id", value.callId, Json::stringNode);
            writer.put("status", value.status, ApplyPatchCallOutputItemStatus::encode);
            writer.putOpt("created_by", value.createdBy, Json.nullableNode(Json::stringNode));
            writer.putOpt("output", value.output, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Whether the patch applied. */
    public static enum ApplyPatchCallOutputItemStatus {
        /** "completed" */
        COMPLETED("completed"),
        /** "failed" */
        FAILED("failed");

        private final String json;

        ApplyPatchCallOutputItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ApplyPatchCallOutputItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ApplyPatchCallOutputItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"completed\", \"failed\"");
        }

        /** Encode. */
        public static JsonNode encode(ApplyPatchCallOutputItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum ApplyPatchCallOutputItemType {
        /** "apply_patch_call_output" */
        APPLY_PATCH_CALL_OUTPUT("apply_patch_call_output");

        private final String json;

        ApplyPatchCallOutputItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ApplyPatchCallOutputItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ApplyPatchCallOutputItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"apply_patch_call_output\"");
        }

        /** Encode. */
        public static JsonNode encode(ApplyPatchCallOutputItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * rollouts-&lt;shard&gt;_batch_status.json: the saved progress of a shard, written in the same
     * commit as its rows. Each try (a pair of task and rollout indices of the materialized inputs)
     * counts once: completed when the shard holds its rollout, else failed when the sidecar holds a
     * failed attempt of it, else omitted when it holds only omitted rows, else missing; completed +
     * failed + omitted + missing = tries.
     */
    public static final class BatchStatus {
        /** Version of the batch-status format. */
        public BatchStatusSchemaVersion schemaVersion;

        /** The shard label. */
        public String shard;

        /** The shard's run id. */
        public String runId;

        /**
         * in_progress: an intermediate commit of a recorder that is still open (or died); closed: the
         * recorder's final commit.
         */
        public BatchStatusState state;

        /** Attempts after which a failed try is not dispatched again. */
        public Long maxAttempts;

        /** Tries the shard is meant to hold (lines of the materialized inputs). */
        public Long tries;

        /** Tries whose rollout the shard holds. */
        public Long completed;

        /** Tries without a rollout that have at least one failed attempt in the sidecar. */
        public Long failed;

        /** Failed tries with a terminal failure: never dispatched again. */
        public Long failedTerminal;

        /** Failed tries, not terminal, whose attempts reached max_attempts. */
        public Long failedExhausted;

        /** Tries with only omitted rows (interrupted or never started). */
        public Long omitted;

        /** Tries with no row at all. */
        public Long missing;

        /**
         * Tries a resume still dispatches: failed but neither terminal nor exhausted, omitted, or
         * missing.
         */
        public Long remaining;

        /** Failed attempts in the sidecar (omitted rows are not attempts). */
        public Long attempts;

        /** Sidecar rows per _ng_failure_class, omitted rows included. */
        public Map<String, Long> failuresByClass;

        /** Decode strictly. */
        @JsonCreator
        public static BatchStatus decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            BatchStatus value = new BatchStatus();
            value.schemaVersion = fields.required("schema_version", BatchStatusSchemaVersion::decode);
            value.shard = fields.required("shard", Json::string);
            value.runId = fields.required("run_id", Json::string);
            value.state = fields.required("state", BatchStatusState::decode);
            value.maxAttempts = fields.required("max_attempts", Json::integer);
            value.tries = fields.required("tries", Json::integer);
            value.completed = fields.required("completed", Json::integer);
            value.failed = fields.required("failed", Json::integer);
            value.failedTerminal = fields.required("failed_terminal", Json::integer);
            value.failedExhausted = fields.required("failed_exhausted", Json::integer);
            value.omitted = fields.required("omitted", Json::integer);
            value.missing = fields.required("missing", Json::integer);
            value.remaining = fields.required("remaining", Json::integer);
            value.attempts = fields.required("attempts", Json::integer);
            value.failuresByClass = fields.required("failures_by_class", Json.map(Json::integer));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(BatchStatus value) {
            Writer writer = new Writer();
            writer.put("schema_version", value.schemaVersion, BatchStatusSchemaVersion::encode);
            writer.put("shard", value.shard, Json::stringNode);
            writer.put("run_id", value.runId, Json::stringNode);
            writer.put("state", value.state, BatchStatusState::encode);
            writer.put("max_attempts", value.maxAttempts, Json::integerNode);
            writer.put("tries", value.tries, Json::integerNode);
            writer.put("completed", value.completed, Json::integerNode);
            writer.put("failed", value.failed, Json::integerNode);
            writer.put("failed_terminal", value.failedTerminal, Json::integerNode);
            writer.put("failed_exhausted", value.failedExhausted, Json::integerNode);
            writer.put("omitted", value.omitted, Json::integerNode);
            writer.put("missing", value.missing, Json::integerNode);
            writer.put("remaining", value.remaining, Json::integerNode);
            writer.put("attempts", value.attempts, Json::integerNode);
            writer.put("failures_by_class", value.failuresByClass, Json.mapNode(Json::integerNode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Version of the batch-status format. */
    public static enum BatchStatusSchemaVersion {
        /** "1.0" */
        V_1_0("1.0");

        private final String json;

        BatchStatusSchemaVersion(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static BatchStatusSchemaVersion decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (BatchStatusSchemaVersion value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"1.0\"");
        }

        /** Encode. */
        public static JsonNode encode(BatchStatusSchemaVersion value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * in_progress: an intermediate commit of a recorder that is still open (or died); closed: the
     * recorder's final commit.
     */
    public static enum BatchStatusState {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "closed" */
        CLOSED("closed");

        private final String json;

        BatchStatusState(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static BatchStatusState decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (BatchStatusState value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"closed\"");
        }

        /** Encode. */
        public static JsonNode encode(BatchStatusState value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * One line of a &lt;rollout_id&gt;.capture.jsonl file: a model call exchange as the model server
     * recorded it.
     */
    public static final class CaptureExchange {
        /** Id the model server assigned to the exchange (a fresh 32-character lowercase hex id in Gym). */
        public String modelCallId;

        /** API dialect of the endpoint called: Responses, Chat Completions or Anthropic Messages. */
        public CaptureExchangeDialect dialect;

        /** Model server that recorded the exchange; null when the server has no name. */
        public ModelServerRef modelRef;

        /** When the request was received, in UTC seconds since the Unix epoch. */
        public Double startedAt;

        /** When the response was complete, in UTC seconds since the Unix epoch. */
        public Double completedAt;

        /** Total latency of the exchange in milliseconds. */
        public Double latencyMs;

        /** Milliseconds to the first non-keepalive byte of the response body; null when none arrived. */
        public Double latencyTtftMs;

        /** HTTP status code returned to the agent; null when no response was produced. */
        public Long statusCode;

        /** Coarse classification of a failed exchange, or null when it succeeded. */
        public String errorCategory;

        /** Request body parsed as a JSON object; null when it was not one. */
        public Map<String, JsonNode> request;

        /**
         * Response body parsed (or reassembled from a stream) as a JSON object; null when that was
         * impossible.
         */
        public Map<String, JsonNode> response;

        /** Session id the agent sent in its session header, when it sent exactly one non-empty value. */
        public Opt<String> clientSessionId = Opt.absent();

        /**
         * Whether the model server forwarded the request upstream; written only by servers that record
         * an execution outcome.
         */
        public Opt<Boolean> upstreamAttempted = Opt.absent();

        /** Whether the response came from upstream or was produced by the model server. */
        public Opt<CaptureExchangeResponseSource> responseSource = Opt.absent();

        /** HTTP status code the upstream provider returned. */
        public Opt<Long> upstreamStatusCode = Opt.absent();

        /** Why the model server answered locally. */
        public Opt<String> localResponseReason = Opt.absent();

        /** Raw request body, written when it was not a JSON object. */
        public Opt<String> requestRaw = Opt.absent();

        /** Raw response body, written for streams and for bodies that could not be parsed as an object. */
        public Opt<String> responseRaw = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static CaptureExchange decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CaptureExchange value = new CaptureExchange();
            value.modelCallId = fields.required("model_call_id", Json::string);
            value.dialect = fields.required("dialect", CaptureExchangeDialect::decode);
            value.modelRef = fields.required("model_ref", Json.nullable(ModelServerRef::decode));
            value.startedAt = fields.required("started_at", Json::number);
            value.completedAt = fields.required("completed_at", Json::number);
            value.latencyMs = fields.required("latency_ms", Json::number);
            value.latencyTtftMs = fields.required("latency_ttft_ms", Json.nullable(Json::number));
            value.statusCode = fields.required("status_code", Json.nullable(Json::integer));
            value.errorCategory = fields.required("error_category", Json.nullable(Json::string));
            value.request = fields.required("request", Json.nullable(Json.map(Json::any)));
            value.response = fields.required("response", Json.nullable(Json.map(Json::any)));
            value.clientSessionId = fields.optional("client_session_id", Json::string);
            value.upstreamAttempted = fields.optional("upstream_attempted", Json.nullable(Json::bool));
            value.responseSource = fields.optional("response_source", Json.nullable(CaptureExchangeResponseSource::decode));
            value.upstreamStatusCode = fields.optional("upstream_status_code", Json.nullable(Json::integer));
            value.localResponseReason = fields.optional("local_response_reason", Json.nullable(Json::string));
            value.requestRaw = fields.optional("request_raw", Json::string);
            value.responseRaw = fields.optional("response_raw", Json::string);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CaptureExchange value) {
            Writer writer = new Writer();
            writer.put("model_call_id", value.modelCallId, Json::stringNode);
            writer.put("dialect", value.dialect, CaptureExchangeDialect::encode);
            writer.put("model_ref", value.modelRef, Json.nullableNode(ModelServerRef::encode));
            writer.put("started_at", value.startedAt, Json::numberNode);
            writer.put("completed_at", value.completedAt, Json::numberNode);
            writer.put("latency_ms", value.latencyMs, Json::numberNode);
            writer.put("latency_ttft_ms", value.latencyTtftMs, Json.nullableNode(Json::numberNode));
            writer.put("status_code", value.statusCode, Json.nullableNode(Json::integerNode));
            writer.put("error_category", value.errorCategory, Json.nullableNode(Json::stringNode));
            writer.put("request", value.request, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.put("response", value.response, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("client_session_id", value.clientSessionId, Json::stringNode);
            writer.putOpt("upstream_attempted", value.upstreamAttempted, Json.nullableNode(Json::boolNode));
            writer.putOpt("response_source", value.responseSource, Json.nullableNode(CaptureExchangeResponseSource::encode));
            writer.putOpt("upstream_status_code", value.upstreamStatusCode, Json.nullableNode(Json::integerNode));
            writer.putOpt("local_response_reason", value.localResponseReason, Json.nullableNode(Json::stringNode));
            writer.putOpt("request_raw", value.requestRaw, Json::stringNode);
            writer.putOpt("response_raw", value.responseRaw, Json::stringNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** API dialect of the endpoint called: Responses, Chat Completions or Anthropic Messages. */
    public static enum CaptureExchangeDialect {
        /** "responses" */
        RESPONSES("responses"),
        /** "chat" */
        CHAT("chat"),
        /** "messages" */
        MESSAGES("messages");

        private final String json;

        CaptureExchangeDialect(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static CaptureExchangeDialect decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (CaptureExchangeDialect value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"responses\", \"chat\", \"messages\"");
        }

        /** Encode. */
        public static JsonNode encode(CaptureExchangeDialect value) {
            return Json.stringNode(value.json);
        }
    }

    /** Whether the response came from upstream or was produced by the model server. */
    public static enum CaptureExchangeResponseSource {
        /** "upstream" */
        UPSTREAM("upstream"),
        /** "local" */
        LOCAL("local");

        private final String json;

        CaptureExchangeResponseSource(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static CaptureExchangeResponseSource decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (CaptureExchangeResponseSource value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"upstream\", \"local\"");
        }

        /** Encode. */
        public static JsonNode encode(CaptureExchangeResponseSource value) {
            return Json.stringNode(value.json);
        }
    }

    /** Totals over the captured calls of one rollout. */
    public static final class CaptureMetrics {
        /** Input tokens. Sum over the calls that reported it; null when none did. */
        public Opt<Long> tokensIn = Opt.absent();

        /** Generated tokens. Sum over the calls that reported it; null when none did. */
        public Opt<Long> tokensOut = Opt.absent();

        /** Reasoning tokens. Sum over the calls that reported it; null when none did. */
        public Opt<Long> tokensReasoning = Opt.absent();

        /** Total tokens. Sum over the calls that reported it; null when none did. */
        public Opt<Long> tokensTotal = Opt.absent();

        /** Cached input tokens. Sum over the calls that reported it; null when none did. */
        public Opt<Long> cachedTokens = Opt.absent();

        /** Call latency in milliseconds. Sum over the calls that reported it; null when none did. */
        public Opt<Double> latencyTotalMs = Opt.absent();

        /** Number of captured calls, failed calls included. */
        public Opt<Long> numCalls = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static CaptureMetrics decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CaptureMetrics value = new CaptureMetrics();
            value.tokensIn = fields.optional("tokens_in", Json.nullable(Json::integer));
            value.tokensOut = fields.optional("tokens_out", Json.nullable(Json::integer));
            value.tokensReasoning = fields.optional("tokens_reasoning", Json.nullable(Json::integer));
            value.tokensTotal = fields.optional("tokens_total", Json.nullable(Json::integer));
            value.cachedTokens = fields.optional("cached_tokens", Json.nullable(Json::integer));
            value.latencyTotalMs = fields.optional("latency_total_ms", Json.nullable(Json::number));
            value.numCalls = fields.optional("num_calls", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CaptureMetrics value) {
            Writer writer = new Writer();
            writer.putOpt("tokens_in", value.tokensIn, Json.nullableNode(Json::integerNode));
            writer.putOpt("tokens_out", value.tokensOut, Json.nullableNode(Json::integerNode));
            writer.putOpt("tokens_reasoning", value.tokensReasoning, Json.nullableNode(Json::integerNode));
            writer.putOpt("tokens_total", value.tokensTotal, Json.nullableNode(Json::integerNode));
            writer.putOpt("cached_tokens", value.cachedTokens, Json.nullableNode(Json::integerNode));
            writer.putOpt("latency_total_ms", value.latencyTotalMs, Json.nullableNode(Json::numberNode));
            writer.putOpt("num_calls", value.numCalls, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** A tool call found in a captured response, normalized across dialects. */
    public static final class CapturedToolCall {
        /** Call id of the tool call (the item id when the response gave no call id). */
        public String callId;

        /** Name of the tool. */
        public String name;

        /** Arguments parsed as a JSON object; text that could not be parsed is kept under the key _raw. */
        public Map<String, JsonNode> arguments;

        /** Decode strictly. */
        @JsonCreator
        public static CapturedToolCall decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CapturedToolCall value = new CapturedToolCall();
            value.callId = fields.required("call_id", Json::string);
            value.name = fields.required("name", Json::string);
            value.arguments = fields.required("arguments", Json.map(Json::any));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CapturedToolCall value) {
            Writer writer = new Writer();
            writer.put("call_id", value.callId, Json::stringNode);
            writer.put("name", value.name, Json::stringNode);
            writer.put("arguments", value.arguments, Json.mapNode(Json::anyNode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * How far one check got: evaluated + unobserved + ignored is the number of records (rollout
     * checks) or tasks (task checks).
     */
    public static final class CheckCoverage {
        /** Records or tasks the check judged. */
        public Long evaluated;

        /** Records or tasks the check could not judge. */
        public Long unobserved;

        /** Records or tasks where the check was ignored. */
        public Long ignored;

        /** Records or tasks with at least one finding of the check. */
        public Long flagged;

        /** Decode strictly. */
        @JsonCreator
        public static CheckCoverage decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CheckCoverage value = new CheckCoverage();
            value.evaluated = fields.required("evaluated", Json::integer);
            value.unobserved = fields.required("unobserved", Json::integer);
            value.ignored = fields.required("ignored", Json::integer);
            value.flagged = fields.required("flagged", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CheckCoverage value) {
            Writer writer = new Writer();
            writer.put("evaluated", value.evaluated, Json::integerNode);
            writer.put("unobserved", value.unobserved, Json::integerNode);
            writer.put("ignored", value.ignored, Json::integerNode);
            writer.put("flagged", value.flagged, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * A hosted code-interpreter run. Open: keys beyond those listed are kept, as the Responses
     * vocabulary grows.
     */
    public static final class CodeInterpreterCallItem {
        /** Item tag. */
        public CodeInterpreterCallItemType type;

        /** Provider id of the item. */
        public String id;

        /** The code to run, or null if not available. */
        public Opt<String> code = Opt.absent();

        /** Container the code ran in. */
        public String containerId;

        /**
         * The outputs generated by the code interpreter, such as logs or images. Can be null if no
         * outputs are available.
         */
        public Opt<List<CodeInterpreterCallItemOutputsItem>> outputs = Opt.absent();

        /** Progress of the run. */
        public CodeInterpreterCallItemStatus status;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static CodeInterpreterCallItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CodeInterpreterCallItem value = new CodeInterpreterCallItem();
            value.type = fields.required("type", CodeInterpreterCallItemType::decode);
            value.id = fields.required("id", Json::string);
            value.code = fields.optional("code", Json.nullable(Json::string));
            value.containerId = fields.required("container_id", Json::string);
            value.outputs = fields.optional("outputs", Json.nullable(Json.list(CodeInterpreterCallItemOutputsItem::decode)));
            value.status = fields.required("status", CodeInterpreterCallItemStatus::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CodeInterpreterCallItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, CodeInterpreterCallItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.putOpt("code", value.code, Json.nullableNode(Json::stringNode));
            writer.put("container_id", value.containerId, Json::stringNode);
            writer.putOpt("outputs", value.outputs, Json.nullableNode(Json.listNode(CodeInterpreterCallItemOutputsItem::encode)));
            writer.put("status", value.status, CodeInterpreterCallItemStatus::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** CodeInterpreterCallItemOutputsItem (generated from the schemas). */
    public static final class CodeInterpreterCallItemOutputsItem {
        /** The codeInterpreterCallOutputLogs alternative; null when another is set. */
        public CodeInterpreterCallOutputLogs codeInterpreterCallOutputLogs;

        /** The codeInterpreterCallOutputImage alternative; null when another is set. */
        public CodeInterpreterCallOutputImage codeInterpreterCallOutputImage;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static CodeInterpreterCallItemOutputsItem decode(JsonNode node) throws DecodeException {
            CodeInterpreterCallItemOutputsItem value = new CodeInterpreterCallItemOutputsItem();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<CodeInterpreterCallOutputLogs> decoder = CodeInterpreterCallOutputLogs::decode;
                value.codeInterpreterCallOutputLogs = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<CodeInterpreterCallOutputImage> decoder = CodeInterpreterCallOutputImage::decode;
                value.codeInterpreterCallOutputImage = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(CodeInterpreterCallItemOutputsItem value) {
            if (value.codeInterpreterCallOutputLogs != null) {
                Encoder<CodeInterpreterCallOutputLogs> encoder = CodeInterpreterCallOutputLogs::encode;
                return encoder.encode(value.codeInterpreterCallOutputLogs);
            }
            if (value.codeInterpreterCallOutputImage != null) {
                Encoder<CodeInterpreterCallOutputImage> encoder = CodeInterpreterCallOutputImage::encode;
                return encoder.encode(value.codeInterpreterCallOutputImage);
            }
            throw new IllegalStateException("CodeInterpreterCallItemOutputsItem: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Progress of the run. */
    public static enum CodeInterpreterCallItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "completed" */
        COMPLETED("completed"),
        /** "incomplete" */
        INCOMPLETE("incomplete"),
        /** "interpreting" */
        INTERPRETING("interpreting"),
        /** "failed" */
        FAILED("failed");

        private final String json;

        CodeInterpreterCallItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static CodeInterpreterCallItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (CodeInterpreterCallItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"completed\", \"incomplete\", \"interpreting\", \"failed\"");
        }

        /** Encode. */
        public static JsonNode encode(CodeInterpreterCallItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum CodeInterpreterCallItemType {
        /** "code_interpreter_call" */
        CODE_INTERPRETER_CALL("code_interpreter_call");

        private final String json;

        CodeInterpreterCallItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static CodeInterpreterCallItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (CodeInterpreterCallItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"code_interpreter_call\"");
        }

        /** Encode. */
        public static JsonNode encode(CodeInterpreterCallItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /** The image output from the code interpreter. */
    public static final class CodeInterpreterCallOutputImage {
        /** The type of the output. Always `image`. */
        public CodeInterpreterCallOutputImageType type;

        /** The URL of the image output from the code interpreter. */
        public String url;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static CodeInterpreterCallOutputImage decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CodeInterpreterCallOutputImage value = new CodeInterpreterCallOutputImage();
            value.type = fields.required("type", CodeInterpreterCallOutputImageType::decode);
            value.url = fields.required("url", Json::string);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CodeInterpreterCallOutputImage value) {
            Writer writer = new Writer();
            writer.put("type", value.type, CodeInterpreterCallOutputImageType::encode);
            writer.put("url", value.url, Json::stringNode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The type of the output. Always `image`. */
    public static enum CodeInterpreterCallOutputImageType {
        /** "image" */
        IMAGE("image");

        private final String json;

        CodeInterpreterCallOutputImageType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static CodeInterpreterCallOutputImageType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (CodeInterpreterCallOutputImageType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"image\"");
        }

        /** Encode. */
        public static JsonNode encode(CodeInterpreterCallOutputImageType value) {
            return Json.stringNode(value.json);
        }
    }

    /** The logs output from the code interpreter. */
    public static final class CodeInterpreterCallOutputLogs {
        /** The logs output from the code interpreter. */
        public String logs;

        /** The type of the output. Always `logs`. */
        public CodeInterpreterCallOutputLogsType type;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static CodeInterpreterCallOutputLogs decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CodeInterpreterCallOutputLogs value = new CodeInterpreterCallOutputLogs();
            value.logs = fields.required("logs", Json::string);
            value.type = fields.required("type", CodeInterpreterCallOutputLogsType::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CodeInterpreterCallOutputLogs value) {
            Writer writer = new Writer();
            writer.put("logs", value.logs, Json::stringNode);
            writer.put("type", value.type, CodeInterpreterCallOutputLogsType::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The type of the output. Always `logs`. */
    public static enum CodeInterpreterCallOutputLogsType {
        /** "logs" */
        LOGS("logs");

        private final String json;

        CodeInterpreterCallOutputLogsType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static CodeInterpreterCallOutputLogsType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (CodeInterpreterCallOutputLogsType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"logs\"");
        }

        /** Encode. */
        public static JsonNode encode(CodeInterpreterCallOutputLogsType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * The global configuration keys that switch evidence collection on. When observability is enabled
     * a capture directory is required (rule collection_config.capture_dir_required).
     */
    public static final class CollectionConfig {
        /**
         * Turns on model-call capture, rollout-prefix propagation, the join and ng_perf; off when
         * absent.
         */
        public Opt<Boolean> observabilityEnabled = Opt.absent();

        /** Absolute path of the capture directory shared by model servers and the collector. */
        public Opt<String> modelCallCaptureDir = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static CollectionConfig decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CollectionConfig value = new CollectionConfig();
            value.observabilityEnabled = fields.optional("observability_enabled", Json::bool);
            value.modelCallCaptureDir = fields.optional("model_call_capture_dir", Json.nullable(Json::string));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CollectionConfig value) {
            Writer writer = new Writer();
            writer.putOpt("observability_enabled", value.observabilityEnabled, Json::boolNode);
            writer.putOpt("model_call_capture_dir", value.modelCallCaptureDir, Json.nullableNode(Json::stringNode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * An opaque compaction item that stands for compacted history. Open: keys beyond those listed are
     * kept, as the Responses vocabulary grows.
     */
    public static final class CompactionItem {
        /** Item tag. */
        public CompactionItemType type;

        /** Provider id of the item. */
        public String id;

        /** Opaque compacted history. */
        public String encryptedContent;

        /** The identifier of the actor that created the item. */
        public Opt<String> createdBy = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static CompactionItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CompactionItem value = new CompactionItem();
            value.type = fields.required("type", CompactionItemType::decode);
            value.id = fields.required("id", Json::string);
            value.encryptedContent = fields.required("encrypted_content", Json::string);
            value.createdBy = fields.optional("created_by", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CompactionItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, CompactionItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.put("encrypted_content", value.encryptedContent, Json::stringNode);
            writer.putOpt("created_by", value.createdBy, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Item tag. */
    public static enum CompactionItemType {
        /** "compaction" */
        COMPACTION("compaction");

        private final String json;

        CompactionItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static CompactionItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (CompactionItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"compaction\"");
        }

        /** Encode. */
        public static JsonNode encode(CompactionItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * A marker that asks the provider to compact the history. Open: keys beyond those listed are kept,
     * as the Responses vocabulary grows.
     */
    public static final class CompactionTriggerItem {
        /** Item tag. */
        public CompactionTriggerItemType type;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static CompactionTriggerItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CompactionTriggerItem value = new CompactionTriggerItem();
            value.type = fields.required("type", CompactionTriggerItemType::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CompactionTriggerItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, CompactionTriggerItemType::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Item tag. */
    public static enum CompactionTriggerItemType {
        /** "compaction_trigger" */
        COMPACTION_TRIGGER("compaction_trigger");

        private final String json;

        CompactionTriggerItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static CompactionTriggerItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (CompactionTriggerItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"compaction_trigger\"");
        }

        /** Encode. */
        public static JsonNode encode(CompactionTriggerItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /** One of the 9 kinds, tagged by type. */
    public static final class ComputerCallAction {
        /** The computerCallActionClick alternative; null when another is set. */
        public ComputerCallActionClick computerCallActionClick;

        /** The computerCallActionDoubleClick alternative; null when another is set. */
        public ComputerCallActionDoubleClick computerCallActionDoubleClick;

        /** The computerCallActionDrag alternative; null when another is set. */
        public ComputerCallActionDrag computerCallActionDrag;

        /** The computerCallActionKeypress alternative; null when another is set. */
        public ComputerCallActionKeypress computerCallActionKeypress;

        /** The computerCallActionMove alternative; null when another is set. */
        public ComputerCallActionMove computerCallActionMove;

        /** The computerCallActionScreenshot alternative; null when another is set. */
        public ComputerCallActionScreenshot computerCallActionScreenshot;

        /** The computerCallActionScroll alternative; null when another is set. */
        public ComputerCallActionScroll computerCallActionScroll;

        /** The computerCallActionType alternative; null when another is set. */
        public ComputerCallActionType computerCallActionType;

        /** The computerCallActionWait alternative; null when another is set. */
        public ComputerCallActionWait computerCallActionWait;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static ComputerCallAction decode(JsonNode node) throws DecodeException {
            ComputerCallAction value = new ComputerCallAction();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<ComputerCallActionClick> decoder = ComputerCallActionClick::decode;
                value.computerCallActionClick = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionDoubleClick> decoder = ComputerCallActionDoubleClick::decode;
                value.computerCallActionDoubleClick = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionDrag> decoder = ComputerCallActionDrag::decode;
                value.computerCallActionDrag = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionKeypress> decoder = ComputerCallActionKeypress::decode;
                value.computerCallActionKeypress = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionMove> decoder = ComputerCallActionMove::decode;
                value.computerCallActionMove = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionScreenshot> decoder = ComputerCallActionScreenshot::decode;
                value.computerCallActionScreenshot = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionScroll> decoder = ComputerCallActionScroll::decode;
                value.computerCallActionScroll = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionType> decoder = ComputerCallActionType::decode;
                value.computerCallActionType = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionWait> decoder = ComputerCallActionWait::decode;
                value.computerCallActionWait = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(ComputerCallAction value) {
            if (value.computerCallActionClick != null) {
                Encoder<ComputerCallActionClick> encoder = ComputerCallActionClick::encode;
                return encoder.encode(value.computerCallActionClick);
            }
            if (value.computerCallActionDoubleClick != null) {
                Encoder<ComputerCallActionDoubleClick> encoder = ComputerCallActionDoubleClick::encode;
                return encoder.encode(value.computerCallActionDoubleClick);
            }
            if (value.computerCallActionDrag != null) {
                Encoder<ComputerCallActionDrag> encoder = ComputerCallActionDrag::encode;
                return encoder.encode(value.computerCallActionDrag);
            }
            if (value.computerCallActionKeypress != null) {
                Encoder<ComputerCallActionKeypress> encoder = ComputerCallActionKeypress::encode;
                return encoder.encode(value.computerCallActionKeypress);
            }
            if (value.computerCallActionMove != null) {
                Encoder<ComputerCallActionMove> encoder = ComputerCallActionMove::encode;
                return encoder.encode(value.computerCallActionMove);
            }
            if (value.computerCallActionScreenshot != null) {
                Encoder<ComputerCallActionScreenshot> encoder = ComputerCallActionScreenshot::encode;
                return encoder.encode(value.computerCallActionScreenshot);
            }
            if (value.computerCallActionScroll != null) {
                Encoder<ComputerCallActionScroll> encoder = ComputerCallActionScroll::encode;
                return encoder.encode(value.computerCallActionScroll);
            }
            if (value.computerCallActionType != null) {
                Encoder<ComputerCallActionType> encoder = ComputerCallActionType::encode;
                return encoder.encode(value.computerCallActionType);
            }
            if (value.computerCallActionWait != null) {
                Encoder<ComputerCallActionWait> encoder = ComputerCallActionWait::encode;
                return encoder.encode(value.computerCallActionWait);
            }
            throw new IllegalStateException("ComputerCallAction: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** A click action. */
    public static final class ComputerCallActionClick {
        /** Indicates which mouse button was pressed during the click. */
        public ComputerCallActionClickButton button;

        /** Specifies the event type. For a click action, this property is always `click`. */
        public ComputerCallActionClickType type;

        /** The x-coordinate where the click occurred. */
        public Long x;

        /** The y-coordinate where the click occurred. */
        public Long y;

        /** The keys being held while clicking. */
        public Opt<List<String>> keys = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionClick decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallActionClick value = new ComputerCallActionClick();
            value.button = fields.required("button", ComputerCallActionClickButton::decode);
            value.type = fields.required("type", ComputerCallActionClickType::decode);
            value.x = fields.required("x", Json::integer);
            value.y = fields.required("y", Json::integer);
            value.keys = fields.optional("keys", Json.nullable(Json.list(Json::string)));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallActionClick value) {
            Writer writer = new Writer();
            writer.put("button", value.button, ComputerCallActionClickButton::encode);
            writer.put("type", value.type, ComputerCallActionClickType::encode);
            writer.put("x", value.x, Json::integerNode);
            writer.put("y", value.y, Json::integerNode);
            writer.putOpt("keys", value.keys, Json.nullableNode(Json.listNode(Json::stringNode)));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Indicates which mouse button was pressed during the click. */
    public static enum ComputerCallActionClickButton {
        /** "left" */
        LEFT("left"),
        /** "right" */
        RIGHT("right"),
        /** "wheel" */
        WHEEL("wheel"),
        /** "back" */
        BACK("back"),
        /** "forward" */
        FORWARD("forward");

        private final String json;

        ComputerCallActionClickButton(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionClickButton decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallActionClickButton value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"left\", \"right\", \"wheel\", \"back\", \"forward\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallActionClickButton value) {
            return Json.stringNode(value.json);
        }
    }

    /** Specifies the event type. For a click action, this property is always `click`. */
    public static enum ComputerCallActionClickType {
        /** "click" */
        CLICK("click");

        private final String json;

        ComputerCallActionClickType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionClickType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallActionClickType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"click\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallActionClickType value) {
            return Json.stringNode(value.json);
        }
    }

    /** A double click action. */
    public static final class ComputerCallActionDoubleClick {
        /** The keys being held while double-clicking. */
        public Opt<List<String>> keys = Opt.absent();

        /** Specifies the event type. */
        public ComputerCallActionDoubleClickType type;

        /** The x-coordinate where the double click occurred. */
        public Long x;

        /** The y-coordinate where the double click occurred. */
        public Long y;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionDoubleClick decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallActionDoubleClick value = new ComputerCallActionDoubleClick();
            value.keys = fields.optional("keys", Json.nullable(Json.list(Json::string)));
            value.type = fields.required("type", ComputerCallActionDoubleClickType::decode);
            value.x = fields.required("x", Json::integer);
            value.y = fields.required("y", Json::integer);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallActionDoubleClick value) {
            Writer writer = new Writer();
            writer.putOpt("keys", value.keys, Json.nullableNode(Json.listNode(Json::stringNode)));
            writer.put("type", value.type, ComputerCallActionDoubleClickType::encode);
            writer.put("x", value.x, Json::integerNode);
            writer.put("y", value.y, Json::integerNode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Specifies the event type. */
    public static enum ComputerCallActionDoubleClickType {
        /** "double_click" */
        DOUBLE_CLICK("double_click");

        private final String json;

        ComputerCallActionDoubleClickType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionDoubleClickType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallActionDoubleClickType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"double_click\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallActionDoubleClickType value) {
            return Json.stringNode(value.json);
        }
    }

    /** A drag action. */
    public static final class ComputerCallActionDrag {
        /** An array of coordinates representing the path of the drag action. */
        public List<ComputerCallActionDragPath> path;

        /** Specifies the event type. */
        public ComputerCallActionDragType type;

        /** The keys being held while dragging the mouse. */
        public Opt<List<String>> keys = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionDrag decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallActionDrag value = new ComputerCallActionDrag();
            value.path = fields.required("path", Json.list(ComputerCallActionDragPath::decode));
            value.type = fields.required("type", ComputerCallActionDragType::decode);
            value.keys = fields.optional("keys", Json.nullable(Json.list(Json::string)));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallActionDrag value) {
            Writer writer = new Writer();
            writer.put("path", value.path, Json.listNode(ComputerCallActionDragPath::encode));
            writer.put("type", value.type, ComputerCallActionDragType::encode);
            writer.putOpt("keys", value.keys, Json.nullableNode(Json.listNode(Json::stringNode)));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** An x/y coordinate pair, e.g. `{ x: 100, y: 200 }`. */
    public static final class ComputerCallActionDragPath {
        /** The x-coordinate. */
        public Long x;

        /** The y-coordinate. */
        public Long y;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionDragPath decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallActionDragPath value = new ComputerCallActionDragPath();
            value.x = fields.required("x", Json::integer);
            value.y = fields.required("y", Json::integer);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallActionDragPath value) {
            Writer writer = new Writer();
            writer.put("x", value.x, Json::integerNode);
            writer.put("y", value.y, Json::integerNode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Specifies the event type. */
    public static enum ComputerCallActionDragType {
        /** "drag" */
        DRAG("drag");

        private final String json;

        ComputerCallActionDragType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionDragType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallActionDragType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"drag\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallActionDragType value) {
            return Json.stringNode(value.json);
        }
    }

    /** A collection of keypresses the model would like to perform. */
    public static final class ComputerCallActionKeypress {
        /** The combination of keys the model is requesting to be pressed. */
        public List<String> keys;

        /** Specifies the event type. */
        public ComputerCallActionKeypressType type;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionKeypress decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallActionKeypress value = new ComputerCallActionKeypress();
            value.keys = fields.required("keys", Json.list(Json::string));
            value.type = fields.required("type", ComputerCallActionKeypressType::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallActionKeypress value) {
            Writer writer = new Writer();
            writer.put("keys", value.keys, Json.listNode(Json::stringNode));
            writer.put("type", value.type, ComputerCallActionKeypressType::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Specifies the event type. */
    public static enum ComputerCallActionKeypressType {
        /** "keypress" */
        KEYPRESS("keypress");

        private final String json;

        ComputerCallActionKeypressType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionKeypressType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallActionKeypressType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"keypress\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallActionKeypressType value) {
            return Json.stringNode(value.json);
        }
    }

    /** A mouse move action. */
    public static final class ComputerCallActionMove {
        /** Specifies the event type. */
        public ComputerCallActionMoveType type;

        /** The x-coordinate to move to. */
        public Long x;

        /** The y-coordinate to move to. */
        public Long y;

        /** The keys being held while moving the mouse. */
        public Opt<List<String>> keys = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionMove decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallActionMove value = new ComputerCallActionMove();
            value.type = fields.required("type", ComputerCallActionMoveType::decode);
            value.x = fields.required("x", Json::integer);
            value.y = fields.required("y", Json::integer);
            value.keys = fields.optional("keys", Json.nullable(Json.list(Json::string)));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallActionMove value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ComputerCallActionMoveType::encode);
            writer.put("x", value.x, Json::integerNode);
            writer.put("y", value.y, Json::integerNode);
            writer.putOpt("keys", value.keys, Json.nullableNode(Json.listNode(Json::stringNode)));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Specifies the event type. */
    public static enum ComputerCallActionMoveType {
        /** "move" */
        MOVE("move");

        private final String json;

        ComputerCallActionMoveType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionMoveType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallActionMoveType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"move\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallActionMoveType value) {
            return Json.stringNode(value.json);
        }
    }

    /** A screenshot action. */
    public static final class ComputerCallActionScreenshot {
        /** Specifies the event type. */
        public ComputerCallActionScreenshotType type;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionScreenshot decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallActionScreenshot value = new ComputerCallActionScreenshot();
            value.type = fields.required("type", ComputerCallActionScreenshotType::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallActionScreenshot value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ComputerCallActionScreenshotType::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Specifies the event type. */
    public static enum ComputerCallActionScreenshotType {
        /** "screenshot" */
        SCREENSHOT("screenshot");

        private final String json;

        ComputerCallActionScreenshotType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionScreenshotType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallActionScreenshotType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"screenshot\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallActionScreenshotType value) {
            return Json.stringNode(value.json);
        }
    }

    /** A scroll action. */
    public static final class ComputerCallActionScroll {
        /** The horizontal scroll distance. */
        public Long scrollX;

        /** The vertical scroll distance. */
        public Long scrollY;

        /** Specifies the event type. */
        public ComputerCallActionScrollType type;

        /** The x-coordinate where the scroll occurred. */
        public Long x;

        /** The y-coordinate where the scroll occurred. */
        public Long y;

        /** The keys being held while scrolling. */
        public Opt<List<String>> keys = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionScroll decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallActionScroll value = new ComputerCallActionScroll();
            value.scrollX = fields.required("scroll_x", Json::integer);
            value.scrollY = fields.required("scroll_y", Json::integer);
            value.type = fields.required("type", ComputerCallActionScrollType::decode);
            value.x = fields.required("x", Json::integer);
            value.y = fields.required("y", Json::integer);
            value.keys = fields.optional("keys", Json.nullable(Json.list(Json::string)));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallActionScroll value) {
            Writer writer = new Writer();
            writer.put("scroll_x", value.scrollX, Json::integerNode);
            writer.put("scroll_y", value.scrollY, Json::integerNode);
            writer.put("type", value.type, ComputerCallActionScrollType::encode);
            writer.put("x", value.x, Json::integerNode);
            writer.put("y", value.y, Json::integerNode);
            writer.putOpt("keys", value.keys, Json.nullableNode(Json.listNode(Json::stringNode)));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Specifies the event type. */
    public static enum ComputerCallActionScrollType {
        /** "scroll" */
        SCROLL("scroll");

        private final String json;

        ComputerCallActionScrollType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionScrollType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallActionScrollType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"scroll\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallActionScrollType value) {
            return Json.stringNode(value.json);
        }
    }

    /** An action to type in text. */
    public static final class ComputerCallActionType {
        /** The text to type. */
        public String text;

        /** Specifies the event type. */
        public ComputerCallActionTypeType type;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionType decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallActionType value = new ComputerCallActionType();
            value.text = fields.required("text", Json::string);
            value.type = fields.required("type", ComputerCallActionTypeType::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallActionType value) {
            Writer writer = new Writer();
            writer.put("text", value.text, Json::stringNode);
            writer.put("type", value.type, ComputerCallActionTypeType::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Specifies the event type. */
    public static enum ComputerCallActionTypeType {
        /** "type" */
        TYPE("type");

        private final String json;

        ComputerCallActionTypeType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionTypeType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallActionTypeType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"type\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallActionTypeType value) {
            return Json.stringNode(value.json);
        }
    }

    /** A wait action. */
    public static final class ComputerCallActionWait {
        /** Specifies the event type. */
        public ComputerCallActionWaitType type;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionWait decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallActionWait value = new ComputerCallActionWait();
            value.type = fields.required("type", ComputerCallActionWaitType::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallActionWait value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ComputerCallActionWaitType::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Specifies the event type. */
    public static enum ComputerCallActionWaitType {
        /** "wait" */
        WAIT("wait");

        private final String json;

        ComputerCallActionWaitType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallActionWaitType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallActionWaitType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"wait\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallActionWaitType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * A computer-use action requested by the model. Open: keys beyond those listed are kept, as the
     * Responses vocabulary grows.
     */
    public static final class ComputerCallItem {
        /** Item tag. */
        public ComputerCallItemType type;

        /** Provider id of the item. */
        public String id;

        /** Id that pairs the action with its output. */
        public String callId;

        /** Safety checks awaiting acknowledgement. */
        public List<ComputerCallPendingSafetyCheck> pendingSafetyChecks;

        /** Progress of the action. */
        public ComputerCallItemStatus status;

        /** A click action. */
        public Opt<ComputerCallAction> action = Opt.absent();

        /** Flattened batched actions for `computer_use`. */
        public Opt<List<ComputerCallItemActionsItem>> actions = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallItem value = new ComputerCallItem();
            value.type = fields.required("type", ComputerCallItemType::decode);
            value.id = fields.required("id", Json::string);
            value.callId = fields.required("call_id", Json::string);
            value.pendingSafetyChecks = fields.required("pending_safety_checks", Json.list(ComputerCallPendingSafetyCheck::decode));
            value.status = fields.required("status", ComputerCallItemStatus::decode);
            value.action = fields.optional("action", Json.nullable(ComputerCallAction::decode));
            value.actions = fields.optional("actions", Json.nullable(Json.list(ComputerCallItemActionsItem::decode)));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ComputerCallItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.put("call_id", value.callId, Json::stringNode);
            writer.put("pending_safety_checks", value.pendingSafetyChecks, Json.listNode(ComputerCallPendingSafetyCheck::encode));
            writer.put("status", value.status, ComputerCallItemStatus::encode);
            writer.putOpt("action", value.action, Json.nullableNode(ComputerCallAction::encode));
            writer.putOpt("actions", value.actions, Json.nullableNode(Json.listNode(ComputerCallItemActionsItem::encode)));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** ComputerCallItemActionsItem (generated from the schemas). */
    public static final class ComputerCallItemActionsItem {
        /** The computerCallActionClick alternative; null when another is set. */
        public ComputerCallActionClick computerCallActionClick;

        /** The computerCallActionDoubleClick alternative; null when another is set. */
        public ComputerCallActionDoubleClick computerCallActionDoubleClick;

        /** The computerCallActionDrag alternative; null when another is set. */
        public ComputerCallActionDrag computerCallActionDrag;

        /** The computerCallActionKeypress alternative; null when another is set. */
        public ComputerCallActionKeypress computerCallActionKeypress;

        /** The computerCallActionMove alternative; null when another is set. */
        public ComputerCallActionMove computerCallActionMove;

        /** The computerCallActionScreenshot alternative; null when another is set. */
        public ComputerCallActionScreenshot computerCallActionScreenshot;

        /** The computerCallActionScroll alternative; null when another is set. */
        public ComputerCallActionScroll computerCallActionScroll;

        /** The computerCallActionType alternative; null when another is set. */
        public ComputerCallActionType computerCallActionType;

        /** The computerCallActionWait alternative; null when another is set. */
        public ComputerCallActionWait computerCallActionWait;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static ComputerCallItemActionsItem decode(JsonNode node) throws DecodeException {
            ComputerCallItemActionsItem value = new ComputerCallItemActionsItem();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<ComputerCallActionClick> decoder = ComputerCallActionClick::decode;
                value.computerCallActionClick = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionDoubleClick> decoder = ComputerCallActionDoubleClick::decode;
                value.computerCallActionDoubleClick = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionDrag> decoder = ComputerCallActionDrag::decode;
                value.computerCallActionDrag = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionKeypress> decoder = ComputerCallActionKeypress::decode;
                value.computerCallActionKeypress = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionMove> decoder = ComputerCallActionMove::decode;
                value.computerCallActionMove = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionScreenshot> decoder = ComputerCallActionScreenshot::decode;
                value.computerCallActionScreenshot = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionScroll> decoder = ComputerCallActionScroll::decode;
                value.computerCallActionScroll = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionType> decoder = ComputerCallActionType::decode;
                value.computerCallActionType = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallActionWait> decoder = ComputerCallActionWait::decode;
                value.computerCallActionWait = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(ComputerCallItemActionsItem value) {
            if (value.computerCallActionClick != null) {
                Encoder<ComputerCallActionClick> encoder = ComputerCallActionClick::encode;
                return encoder.encode(value.computerCallActionClick);
            }
            if (value.computerCallActionDoubleClick != null) {
                Encoder<ComputerCallActionDoubleClick> encoder = ComputerCallActionDoubleClick::encode;
                return encoder.encode(value.computerCallActionDoubleClick);
            }
            if (value.computerCallActionDrag != null) {
                Encoder<ComputerCallActionDrag> encoder = ComputerCallActionDrag::encode;
                return encoder.encode(value.computerCallActionDrag);
            }
            if (value.computerCallActionKeypress != null) {
                Encoder<ComputerCallActionKeypress> encoder = ComputerCallActionKeypress::encode;
                return encoder.encode(value.computerCallActionKeypress);
            }
            if (value.computerCallActionMove != null) {
                Encoder<ComputerCallActionMove> encoder = ComputerCallActionMove::encode;
                return encoder.encode(value.computerCallActionMove);
            }
            if (value.computerCallActionScreenshot != null) {
                Encoder<ComputerCallActionScreenshot> encoder = ComputerCallActionScreenshot::encode;
                return encoder.encode(value.computerCallActionScreenshot);
            }
            if (value.computerCallActionScroll != null) {
                Encoder<ComputerCallActionScroll> encoder = ComputerCallActionScroll::encode;
                return encoder.encode(value.computerCallActionScroll);
            }
            if (value.computerCallActionType != null) {
                Encoder<ComputerCallActionType> encoder = ComputerCallActionType::encode;
                return encoder.encode(value.computerCallActionType);
            }
            if (value.computerCallActionWait != null) {
                Encoder<ComputerCallActionWait> encoder = ComputerCallActionWait::encode;
                return encoder.encode(value.computerCallActionWait);
            }
            throw new IllegalStateException("ComputerCallItemActionsItem: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Progress of the action. */
    public static enum ComputerCallItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "completed" */
        COMPLETED("completed"),
        /** "incomplete" */
        INCOMPLETE("incomplete");

        private final String json;

        ComputerCallItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"completed\", \"incomplete\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum ComputerCallItemType {
        /** "computer_call" */
        COMPUTER_CALL("computer_call");

        private final String json;

        ComputerCallItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"computer_call\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /** A pending safety check for the computer call. */
    public static final class ComputerCallOutputAcknowledgedSafetyCheck {
        /** The ID of the pending safety check. */
        public String id;

        /** The type of the pending safety check. */
        public Opt<String> code = Opt.absent();

        /** Details about the pending safety check. */
        public Opt<String> message = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallOutputAcknowledgedSafetyCheck decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallOutputAcknowledgedSafetyCheck value = new ComputerCallOutputAcknowledgedSafetyCheck();
            value.id = fields.required("id", Json::string);
            value.code = fields.optional("code", Json.nullable(Json::string));
            value.message = fields.optional("message", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallOutputAcknowledgedSafetyCheck value) {
            Writer writer = new Writer();
            writer.put("id", value.id, Json::stringNode);
            writer.putOpt("code", value.code, Json.nullableNode(Json::stringNode));
            writer.putOpt("message", value.message, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * The result of a computer-use action. Open: keys beyond those listed are kept, as the Responses
     * vocabulary grows.
     */
    public static final class ComputerCallOutputItem {
        /** Item tag. */
        public ComputerCallOutputItemType type;

        /** Call id of the computer_call this output answers. */
        public String callId;

        /** Screenshot object returned for the action. */
        public ComputerCallOutputScreenshot output;

        /** The ID of the computer tool call output. */
        public Opt<String> id = Opt.absent();

        /** The safety checks reported by the API that have been acknowledged by the developer. */
        public Opt<List<ComputerCallOutputAcknowledgedSafetyCheck>> acknowledgedSafetyChecks = Opt.absent();

        /** The status of the message input. */
        public Opt<ComputerCallOutputItemStatus> status = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallOutputItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallOutputItem value = new ComputerCallOutputItem();
            value.type = fields.required("type", ComputerCallOutputItemType::decode);
            value.callId = fields.required("call_id", Json::string);
            value.output = fields.required("output", ComputerCallOutputScreenshot::decode);
            value.id = fields.optional("id", Json.nullable(Json::string));
            value.acknowledgedSafetyChecks = fields.optional("acknowledged_safety_checks", Json.nullable(Json.list(ComputerCallOutputAcknowledgedSafetyCheck::decode)));
            value.status = fields.optional("status", Json.nullable(ComputerCallOutputItemStatus::decode));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallOutputItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ComputerCallOutputItemType::encode);
            writer.put("call_id", value.callId, Json::stringNode);
            writer.put("output", value.output, ComputerCallOutputScreenshot::encode);
            writer.putOpt("id", value.id, Json.nullableNode(Json::stringNode));
            writer.putOpt("acknowledged_safety_checks", value.acknowledgedSafetyChecks, Json.nullableNode(Json.listNode(ComputerCallOutputAcknowledgedSafetyCheck::encode)));
            writer.putOpt("status", value.status, Json.nullableNode(ComputerCallOutputItemStatus::encode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The status of the message input. */
    public static enum ComputerCallOutputItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "completed" */
        COMPLETED("completed"),
        /** "incomplete" */
        INCOMPLETE("incomplete");

        private final String json;

        ComputerCallOutputItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallOutputItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallOutputItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"completed\", \"incomplete\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallOutputItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum ComputerCallOutputItemType {
        /** "computer_call_output" */
        COMPUTER_CALL_OUTPUT("computer_call_output");

        private final String json;

        ComputerCallOutputItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallOutputItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallOutputItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"computer_call_output\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallOutputItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /** A computer screenshot image used with the computer use tool. */
    public static final class ComputerCallOutputScreenshot {
        /** Specifies the event type. */
        public ComputerCallOutputScreenshotType type;

        /** The identifier of an uploaded file that contains the screenshot. */
        public Opt<String> fileId = Opt.absent();

        /** The URL of the screenshot image. */
        public Opt<String> imageUrl = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallOutputScreenshot decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallOutputScreenshot value = new ComputerCallOutputScreenshot();
            value.type = fields.required("type", ComputerCallOutputScreenshotType::decode);
            value.fileId = fields.optional("file_id", Json.nullable(Json::string));
            value.imageUrl = fields.optional("image_url", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallOutputScreenshot value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ComputerCallOutputScreenshotType::encode);
            writer.putOpt("file_id", value.fileId, Json.nullableNode(Json::stringNode));
            writer.putOpt("image_url", value.imageUrl, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Specifies the event type. */
    public static enum ComputerCallOutputScreenshotType {
        /** "computer_screenshot" */
        COMPUTER_SCREENSHOT("computer_screenshot");

        private final String json;

        ComputerCallOutputScreenshotType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallOutputScreenshotType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ComputerCallOutputScreenshotType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"computer_screenshot\"");
        }

        /** Encode. */
        public static JsonNode encode(ComputerCallOutputScreenshotType value) {
            return Json.stringNode(value.json);
        }
    }

    /** A pending safety check for the computer call. */
    public static final class ComputerCallPendingSafetyCheck {
        /** The ID of the pending safety check. */
        public String id;

        /** The type of the pending safety check. */
        public Opt<String> code = Opt.absent();

        /** Details about the pending safety check. */
        public Opt<String> message = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ComputerCallPendingSafetyCheck decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ComputerCallPendingSafetyCheck value = new ComputerCallPendingSafetyCheck();
            value.id = fields.required("id", Json::string);
            value.code = fields.optional("code", Json.nullable(Json::string));
            value.message = fields.optional("message", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ComputerCallPendingSafetyCheck value) {
            Writer writer = new Writer();
            writer.put("id", value.id, Json::stringNode);
            writer.putOpt("code", value.code, Json.nullableNode(Json::stringNode));
            writer.putOpt("message", value.message, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * One compaction of an invocation's context: what triggered it, token counts around it and the
     * model calls on either side.
     */
    public static final class ContextCompactionObservation {
        /** Record tag of a compaction observation. */
        public ContextCompactionObservationKind kind;

        /** Invocation whose context was compacted. */
        public String invocationId;

        /** When the compaction was observed, in UTC seconds since the Unix epoch. */
        public Opt<Double> observedAt = Opt.absent();

        /** What started the compaction, for example a token threshold or a user command. */
        public Opt<String> trigger = Opt.absent();

        /** Context size in tokens before compaction. */
        public Opt<Long> tokensBefore = Opt.absent();

        /** Context size in tokens after compaction. */
        public Opt<Long> tokensAfter = Opt.absent();

        /** Outcome of the compaction; unknown when it was not observed. */
        public Opt<ContextCompactionObservationOutcome> outcome = Opt.absent();

        /** Summary text that replaced the compacted history. */
        public Opt<String> summary = Opt.absent();

        /** Id of the first conversation item kept after compaction. */
        public Opt<String> firstKeptItemId = Opt.absent();

        /** Last call of the invocation before the compaction. */
        public Opt<ModelCallRef> beforeModelCall = Opt.absent();

        /** Calls that performed the compaction, for example a summarization request. */
        public Opt<List<ModelCallRef>> modelCalls = Opt.absent();

        /** First call of the invocation after the compaction. */
        public Opt<ModelCallRef> afterModelCall = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static ContextCompactionObservation decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ContextCompactionObservation value = new ContextCompactionObservation();
            value.kind = fields.required("kind", ContextCompactionObservationKind::decode);
            value.invocationId = fields.required("invocation_id", Json::string);
            value.observedAt = fields.optional("observed_at", Json.nullable(Json::number));
            value.trigger = fields.optional("trigger", Json.nullable(Json::string));
            value.tokensBefore = fields.optional("tokens_before", Json.nullable(Json::integer));
            value.tokensAfter = fields.optional("tokens_after", Json.nullable(Json::integer));
            value.outcome = fields.optional("outcome", ContextCompactionObservationOutcome::decode);
            value.summary = fields.optional("summary", Json.nullable(Json::string));
            value.firstKeptItemId = fields.optional("first_kept_item_id", Json.nullable(Json::string));
            value.beforeModelCall = fields.optional("before_model_call", Json.nullable(ModelCallRef::decode));
            value.modelCalls = fields.optional("model_calls", Json.list(ModelCallRef::decode));
            value.afterModelCall = fields.optional("after_model_call", Json.nullable(ModelCallRef::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ContextCompactionObservation value) {
            Writer writer = new Writer();
            writer.put("kind", value.kind, ContextCompactionObservationKind::encode);
            writer.put("invocation_id", value.invocationId, Json::stringNode);
            writer.putOpt("observed_at", value.observedAt, Json.nullableNode(Json::numberNode));
            writer.putOpt("trigger", value.trigger, Json.nullableNode(Json::stringNode));
            writer.putOpt("tokens_before", value.tokensBefore, Json.nullableNode(Json::integerNode));
            writer.putOpt("tokens_after", value.tokensAfter, Json.nullableNode(Json::integerNode));
            writer.putOpt("outcome", value.outcome, ContextCompactionObservationOutcome::encode);
            writer.putOpt("summary", value.summary, Json.nullableNode(Json::stringNode));
            writer.putOpt("first_kept_item_id", value.firstKeptItemId, Json.nullableNode(Json::stringNode));
            writer.putOpt("before_model_call", value.beforeModelCall, Json.nullableNode(ModelCallRef::encode));
            writer.putOpt("model_calls", value.modelCalls, Json.listNode(ModelCallRef::encode));
            writer.putOpt("after_model_call", value.afterModelCall, Json.nullableNode(ModelCallRef::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Record tag of a compaction observation. */
    public static enum ContextCompactionObservationKind {
        /** "context_compaction" */
        CONTEXT_COMPACTION("context_compaction");

        private final String json;

        ContextCompactionObservationKind(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ContextCompactionObservationKind decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ContextCompactionObservationKind value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"context_compaction\"");
        }

        /** Encode. */
        public static JsonNode encode(ContextCompactionObservationKind value) {
            return Json.stringNode(value.json);
        }
    }

    /** Outcome of the compaction; unknown when it was not observed. */
    public static enum ContextCompactionObservationOutcome {
        /** "completed" */
        COMPLETED("completed"),
        /** "failed" */
        FAILED("failed"),
        /** "aborted" */
        ABORTED("aborted"),
        /** "unknown" */
        UNKNOWN("unknown");

        private final String json;

        ContextCompactionObservationOutcome(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ContextCompactionObservationOutcome decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ContextCompactionObservationOutcome value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"completed\", \"failed\", \"aborted\", \"unknown\"");
        }

        /** Encode. */
        public static JsonNode encode(ContextCompactionObservationOutcome value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * One item of an invocation's model-visible conversation, in the vocabulary of the Responses API,
     * tagged by type. The type must name one of the known item types; only a message may leave it out
     * (the Responses API's easy input message), so the union has no discriminator annotation. Each
     * item is open to further keys.
     */
    public static final class ConversationItem {
        /** The messageItem alternative; null when another is set. */
        public MessageItem messageItem;

        /** The functionCallItem alternative; null when another is set. */
        public FunctionCallItem functionCallItem;

        /** The functionCallOutputItem alternative; null when another is set. */
        public FunctionCallOutputItem functionCallOutputItem;

        /** The reasoningItem alternative; null when another is set. */
        public ReasoningItem reasoningItem;

        /** The mcpCallItem alternative; null when another is set. */
        public McpCallItem mcpCallItem;

        /** The mcpListToolsItem alternative; null when another is set. */
        public McpListToolsItem mcpListToolsItem;

        /** The mcpApprovalRequestItem alternative; null when another is set. */
        public McpApprovalRequestItem mcpApprovalRequestItem;

        /** The fileSearchCallItem alternative; null when another is set. */
        public FileSearchCallItem fileSearchCallItem;

        /** The webSearchCallItem alternative; null when another is set. */
        public WebSearchCallItem webSearchCallItem;

        /** The computerCallItem alternative; null when another is set. */
        public ComputerCallItem computerCallItem;

        /** The imageGenerationCallItem alternative; null when another is set. */
        public ImageGenerationCallItem imageGenerationCallItem;

        /** The codeInterpreterCallItem alternative; null when another is set. */
        public CodeInterpreterCallItem codeInterpreterCallItem;

        /** The localShellCallItem alternative; null when another is set. */
        public LocalShellCallItem localShellCallItem;

        /** The customToolCallItem alternative; null when another is set. */
        public CustomToolCallItem customToolCallItem;

        /** The computerCallOutputItem alternative; null when another is set. */
        public ComputerCallOutputItem computerCallOutputItem;

        /** The customToolCallOutputItem alternative; null when another is set. */
        public CustomToolCallOutputItem customToolCallOutputItem;

        /** The localShellCallOutputItem alternative; null when another is set. */
        public LocalShellCallOutputItem localShellCallOutputItem;

        /** The mcpApprovalResponseItem alternative; null when another is set. */
        public McpApprovalResponseItem mcpApprovalResponseItem;

        /** The applyPatchCallItem alternative; null when another is set. */
        public ApplyPatchCallItem applyPatchCallItem;

        /** The applyPatchCallOutputItem alternative; null when another is set. */
        public ApplyPatchCallOutputItem applyPatchCallOutputItem;

        /** The compactionItem alternative; null when another is set. */
        public CompactionItem compactionItem;

        /** The shellCallItem alternative; null when another is set. */
        public ShellCallItem shellCallItem;

        /** The shellCallOutputItem alternative; null when another is set. */
        public ShellCallOutputItem shellCallOutputItem;

        /** The toolSearchCallItem alternative; null when another is set. */
        public ToolSearchCallItem toolSearchCallItem;

        /** The toolSearchOutputItem alternative; null when another is set. */
        public ToolSearchOutputItem toolSearchOutputItem;

        /** The compactionTriggerItem alternative; null when another is set. */
        public CompactionTriggerItem compactionTriggerItem;

        /** The additionalToolsItem alternative; null when another is set. */
        public AdditionalToolsItem additionalToolsItem;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static ConversationItem decode(JsonNode node) throws DecodeException {
            ConversationItem value = new ConversationItem();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<MessageItem> decoder = MessageItem::decode;
                value.messageItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<FunctionCallItem> decoder = FunctionCallItem::decode;
                value.functionCallItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<FunctionCallOutputItem> decoder = FunctionCallOutputItem::decode;
                value.functionCallOutputItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ReasoningItem> decoder = ReasoningItem::decode;
                value.reasoningItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<McpCallItem> decoder = McpCallItem::decode;
                value.mcpCallItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<McpListToolsItem> decoder = McpListToolsItem::decode;
                value.mcpListToolsItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<McpApprovalRequestItem> decoder = McpApprovalRequestItem::decode;
                value.mcpApprovalRequestItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<FileSearchCallItem> decoder = FileSearchCallItem::decode;
                value.fileSearchCallItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<WebSearchCallItem> decoder = WebSearchCallItem::decode;
                value.webSearchCallItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallItem> decoder = ComputerCallItem::decode;
                value.computerCallItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ImageGenerationCallItem> decoder = ImageGenerationCallItem::decode;
                value.imageGenerationCallItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<CodeInterpreterCallItem> decoder = CodeInterpreterCallItem::decode;
                value.codeInterpreterCallItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<LocalShellCallItem> decoder = LocalShellCallItem::decode;
                value.localShellCallItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<CustomToolCallItem> decoder = CustomToolCallItem::decode;
                value.customToolCallItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ComputerCallOutputItem> decoder = ComputerCallOutputItem::decode;
                value.computerCallOutputItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<CustomToolCallOutputItem> decoder = CustomToolCallOutputItem::decode;
                value.customToolCallOutputItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<LocalShellCallOutputItem> decoder = LocalShellCallOutputItem::decode;
                value.localShellCallOutputItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<McpApprovalResponseItem> decoder = McpApprovalResponseItem::decode;
                value.mcpApprovalResponseItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ApplyPatchCallItem> decoder = ApplyPatchCallItem::decode;
                value.applyPatchCallItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ApplyPatchCallOutputItem> decoder = ApplyPatchCallOutputItem::decode;
                value.applyPatchCallOutputItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<CompactionItem> decoder = CompactionItem::decode;
                value.compactionItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ShellCallItem> decoder = ShellCallItem::decode;
                value.shellCallItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ShellCallOutputItem> decoder = ShellCallOutputItem::decode;
                value.shellCallOutputItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ToolSearchCallItem> decoder = ToolSearchCallItem::decode;
                value.toolSearchCallItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ToolSearchOutputItem> decoder = ToolSearchOutputItem::decode;
                value.toolSearchOutputItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<CompactionTriggerItem> decoder = CompactionTriggerItem::decode;
                value.compactionTriggerItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<AdditionalToolsItem> decoder = AdditionalToolsItem::decode;
                value.additionalToolsItem = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(ConversationItem value) {
            if (value.messageItem != null) {
                Encoder<MessageItem> encoder = MessageItem::encode;
                return encoder.encode(value.messageItem);
            }
            if (value.functionCallItem != null) {
                Encoder<FunctionCallItem> encoder = FunctionCallItem::encode;
                return encoder.encode(value.functionCallItem);
            }
            if (value.functionCallOutputItem != null) {
                Encoder<FunctionCallOutputItem> encoder = FunctionCallOutputItem::encode;
                return encoder.encode(value.functionCallOutputItem);
            }
            if (value.reasoningItem != null) {
                Encoder<ReasoningItem> encoder = ReasoningItem::encode;
                return encoder.encode(value.reasoningItem);
            }
            if (value.mcpCallItem != null) {
                Encoder<McpCallItem> encoder = McpCallItem::encode;
                return encoder.encode(value.mcpCallItem);
            }
            if (value.mcpListToolsItem != null) {
                Encoder<McpListToolsItem> encoder = McpListToolsItem::encode;
                return encoder.encode(value.mcpListToolsItem);
            }
            if (value.mcpApprovalRequestItem != null) {
                Encoder<McpApprovalRequestItem> encoder = McpApprovalRequestItem::encode;
                return encoder.encode(value.mcpApprovalRequestItem);
            }
            if (value.fileSearchCallItem != null) {
                Encoder<FileSearchCallItem> encoder = FileSearchCallItem::encode;
                return encoder.encode(value.fileSearchCallItem);
            }
            if (value.webSearchCallItem != null) {
                Encoder<WebSearchCallItem> encoder = WebSearchCallItem::encode;
                return encoder.encode(value.webSearchCallItem);
            }
            if (value.computerCallItem != null) {
                Encoder<ComputerCallItem> encoder = ComputerCallItem::encode;
                return encoder.encode(value.computerCallItem);
            }
            if (value.imageGenerationCallItem != null) {
                Encoder<ImageGenerationCallItem> encoder = ImageGenerationCallItem::encode;
                return encoder.encode(value.imageGenerationCallItem);
            }
            if (value.codeInterpreterCallItem != null) {
                Encoder<CodeInterpreterCallItem> encoder = CodeInterpreterCallItem::encode;
                return encoder.encode(value.codeInterpreterCallItem);
            }
            if (value.localShellCallItem != null) {
                Encoder<LocalShellCallItem> encoder = LocalShellCallItem::encode;
                return encoder.encode(value.localShellCallItem);
            }
            if (value.customToolCallItem != null) {
                Encoder<CustomToolCallItem> encoder = CustomToolCallItem::encode;
                return encoder.encode(value.customToolCallItem);
            }
            if (value.computerCallOutputItem != null) {
                Encoder<ComputerCallOutputItem> encoder = ComputerCallOutputItem::encode;
                return encoder.encode(value.computerCallOutputItem);
            }
            if (value.customToolCallOutputItem != null) {
                Encoder<CustomToolCallOutputItem> encoder = CustomToolCallOutputItem::encode;
                return encoder.encode(value.customToolCallOutputItem);
            }
            if (value.localShellCallOutputItem != null) {
                Encoder<LocalShellCallOutputItem> encoder = LocalShellCallOutputItem::encode;
                return encoder.encode(value.localShellCallOutputItem);
            }
            if (value.mcpApprovalResponseItem != null) {
                Encoder<McpApprovalResponseItem> encoder = McpApprovalResponseItem::encode;
                return encoder.encode(value.mcpApprovalResponseItem);
            }
            if (value.applyPatchCallItem != null) {
                Encoder<ApplyPatchCallItem> encoder = ApplyPatchCallItem::encode;
                return encoder.encode(value.applyPatchCallItem);
            }
            if (value.applyPatchCallOutputItem != null) {
                Encoder<ApplyPatchCallOutputItem> encoder = ApplyPatchCallOutputItem::encode;
                return encoder.encode(value.applyPatchCallOutputItem);
            }
            if (value.compactionItem != null) {
                Encoder<CompactionItem> encoder = CompactionItem::encode;
                return encoder.encode(value.compactionItem);
            }
            if (value.shellCallItem != null) {
                Encoder<ShellCallItem> encoder = ShellCallItem::encode;
                return encoder.encode(value.shellCallItem);
            }
            if (value.shellCallOutputItem != null) {
                Encoder<ShellCallOutputItem> encoder = ShellCallOutputItem::encode;
                return encoder.encode(value.shellCallOutputItem);
            }
            if (value.toolSearchCallItem != null) {
                Encoder<ToolSearchCallItem> encoder = ToolSearchCallItem::encode;
                return encoder.encode(value.toolSearchCallItem);
            }
            if (value.toolSearchOutputItem != null) {
                Encoder<ToolSearchOutputItem> encoder = ToolSearchOutputItem::encode;
                return encoder.encode(value.toolSearchOutputItem);
            }
            if (value.compactionTriggerItem != null) {
                Encoder<CompactionTriggerItem> encoder = CompactionTriggerItem::encode;
                return encoder.encode(value.compactionTriggerItem);
            }
            if (value.additionalToolsItem != null) {
                Encoder<AdditionalToolsItem> encoder = AdditionalToolsItem::encode;
                return encoder.encode(value.additionalToolsItem);
            }
            throw new IllegalStateException("ConversationItem: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Where a row is: its file (- for stdin) and 1-based line. */
    public static final class CoverageExample {
        /** The input file as named on the command line (- for stdin). */
        public String file;

        /** The 1-based line of the row. */
        public Long line;

        /** Decode strictly. */
        @JsonCreator
        public static CoverageExample decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CoverageExample value = new CoverageExample();
            value.file = fields.required("file", Json::string);
            value.line = fields.required("line", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CoverageExample value) {
            Writer writer = new Writer();
            writer.put("file", value.file, Json::stringNode);
            writer.put("line", value.line, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * A trajectory capability matrix measured from rollout rows (trajspec coverage --format json): per
     * agent and per criterion of spec/coverage/criteria.json, the verdict and the counts behind it. A
     * measurement of these rows, not a claim about every configuration.
     */
    public static final class CoverageReport {
        /** Version of the criteria the rows were judged by. */
        public CoverageReportCriteriaVersion criteriaVersion;

        /** Input files read (stdin counts as one). */
        public Long files;

        /**
         * Failure sidecars (*_failures.jsonl) that the inputs named and that were not read: failed
         * attempts say nothing about what an agent path records.
         */
        public Long skippedFiles;

        /** Rows judged (every readable line of the files read). */
        public Long rows;

        /** Lines that were not a readable JSON object; they belong to no agent and are not judged. */
        public Long unreadableLines;

        /** One entry per agent, ordered by name, then the rows without an agent name. */
        public List<AgentCoverage> agents;

        /** Decode strictly. */
        @JsonCreator
        public static CoverageReport decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CoverageReport value = new CoverageReport();
            value.criteriaVersion = fields.required("criteria_version", CoverageReportCriteriaVersion::decode);
            value.files = fields.required("files", Json::integer);
            value.skippedFiles = fields.required("skipped_files", Json::integer);
            value.rows = fields.required("rows", Json::integer);
            value.unreadableLines = fields.required("unreadable_lines", Json::integer);
            value.agents = fields.required("agents", Json.list(AgentCoverage::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CoverageReport value) {
            Writer writer = new Writer();
            writer.put("criteria_version", value.criteriaVersion, CoverageReportCriteriaVersion::encode);
            writer.put("files", value.files, Json::integerNode);
            writer.put("skipped_files", value.skippedFiles, Json::integerNode);
            writer.put("rows", value.rows, Json::integerNode);
            writer.put("unreadable_lines", value.unreadableLines, Json::integerNode);
            writer.put("agents", value.agents, Json.listNode(AgentCoverage::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Version of the criteria the rows were judged by. */
    public static enum CoverageReportCriteriaVersion {
        /** "1.0" */
        V_1_0("1.0");

        private final String json;

        CoverageReportCriteriaVersion(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static CoverageReportCriteriaVersion decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (CoverageReportCriteriaVersion value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"1.0\"");
        }

        /** Encode. */
        public static JsonNode encode(CoverageReportCriteriaVersion value) {
            return Json.stringNode(value.json);
        }
    }

    /** How the rows of one agent met one criterion. */
    public static final class CoverageRowCounts {
        /** Rows the criterion applies to: full + partial + none. */
        public Long applicable;

        /** Applicable rows with every field and no limiting gap. */
        public Long full;

        /** Applicable rows with some of the evidence but not all. */
        public Long partial;

        /** Applicable rows with none of the evidence. */
        public Long none;

        /** Rows the criterion does not apply to (for example rows without tool use). */
        public Long notApplicable;

        /** Partial rows whose fields all hold but which carry a limited_by gap code. */
        public Long limited;

        /** Decode strictly. */
        @JsonCreator
        public static CoverageRowCounts decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CoverageRowCounts value = new CoverageRowCounts();
            value.applicable = fields.required("applicable", Json::integer);
            value.full = fields.required("full", Json::integer);
            value.partial = fields.required("partial", Json::integer);
            value.none = fields.required("none", Json::integer);
            value.notApplicable = fields.required("not_applicable", Json::integer);
            value.limited = fields.required("limited", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CoverageRowCounts value) {
            Writer writer = new Writer();
            writer.put("applicable", value.applicable, Json::integerNode);
            writer.put("full", value.full, Json::integerNode);
            writer.put("partial", value.partial, Json::integerNode);
            writer.put("none", value.none, Json::integerNode);
            writer.put("not_applicable", value.notApplicable, Json::integerNode);
            writer.put("limited", value.limited, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** One agent's coverage of one criterion. */
    public static final class CriterionCoverage {
        /**
         * full: every applicable row is full (and there is one); unavailable: no applicable row has
         * any of the evidence; partial: otherwise.
         */
        public CriterionCoverageVerdict verdict;

        /** The rows behind the verdict. */
        public CoverageRowCounts rows;

        /**
         * Per field of the criterion, in its order: in how many applicable rows it holds and in how
         * many it has some evidence.
         */
        public Map<String, FieldCoverage> fields;

        /**
         * Per gap code of the criterion's explained_by (in that order), the applicable rows that are
         * not full and carry it; codes no such row carries are left out.
         */
        public Map<String, Long> gaps;

        /** Applicable rows that are not full and carry none of the criterion's explained_by codes. */
        public Long unexplained;

        /** The first applicable rows (at most 3, in input order) that are not full. */
        public List<CoverageExample> examples;

        /** Decode strictly. */
        @JsonCreator
        public static CriterionCoverage decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CriterionCoverage value = new CriterionCoverage();
            value.verdict = fields.required("verdict", CriterionCoverageVerdict::decode);
            value.rows = fields.required("rows", CoverageRowCounts::decode);
            value.fields = fields.required("fields", Json.map(FieldCoverage::decode));
            value.gaps = fields.required("gaps", Json.map(Json::integer));
            value.unexplained = fields.required("unexplained", Json::integer);
            value.examples = fields.required("examples", Json.list(CoverageExample::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CriterionCoverage value) {
            Writer writer = new Writer();
            writer.put("verdict", value.verdict, CriterionCoverageVerdict::encode);
            writer.put("rows", value.rows, CoverageRowCounts::encode);
            writer.put("fields", value.fields, Json.mapNode(FieldCoverage::encode));
            writer.put("gaps", value.gaps, Json.mapNode(Json::integerNode));
            writer.put("unexplained", value.unexplained, Json::integerNode);
            writer.put("examples", value.examples, Json.listNode(CoverageExample::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * full: every applicable row is full (and there is one); unavailable: no applicable row has any of
     * the evidence; partial: otherwise.
     */
    public static enum CriterionCoverageVerdict {
        /** "full" */
        FULL("full"),
        /** "partial" */
        PARTIAL("partial"),
        /** "unavailable" */
        UNAVAILABLE("unavailable");

        private final String json;

        CriterionCoverageVerdict(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static CriterionCoverageVerdict decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (CriterionCoverageVerdict value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"full\", \"partial\", \"unavailable\"");
        }

        /** Encode. */
        public static JsonNode encode(CriterionCoverageVerdict value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * A call of a custom (free-form input) tool. Open: keys beyond those listed are kept, as the
     * Responses vocabulary grows.
     */
    public static final class CustomToolCallItem {
        /** Item tag. */
        public CustomToolCallItemType type;

        /** Id that pairs the call with its output. */
        public String callId;

        /** Input the model wrote for the tool. */
        public String input;

        /** Name of the tool. */
        public String name;

        /** The unique ID of the custom tool call in the OpenAI platform. */
        public Opt<String> id = Opt.absent();

        /** The namespace of the custom tool being called. */
        public Opt<String> namespace = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static CustomToolCallItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CustomToolCallItem value = new CustomToolCallItem();
            value.type = fields.required("type", CustomToolCallItemType::decode);
            value.callId = fields.required("call_id", Json::string);
            value.input = fields.required("input", Json::string);
            value.name = fields.required("name", Json::string);
            value.id = fields.optional("id", Json.nullable(Json::string));
            value.namespace = fields.optional("namespace", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CustomToolCallItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, CustomToolCallItemType::encode);
            writer.put("call_id", value.callId, Json::stringNode);
            writer.put("input", value.input, Json::stringNode);
            writer.put("name", value.name, Json::stringNode);
            writer.putOpt("id", value.id, Json.nullableNode(Json::stringNode));
            writer.putOpt("namespace", value.namespace, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Item tag. */
    public static enum CustomToolCallItemType {
        /** "custom_tool_call" */
        CUSTOM_TOOL_CALL("custom_tool_call");

        private final String json;

        CustomToolCallItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static CustomToolCallItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (CustomToolCallItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"custom_tool_call\"");
        }

        /** Encode. */
        public static JsonNode encode(CustomToolCallItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * The result of a custom tool call. Open: keys beyond those listed are kept, as the Responses
     * vocabulary grows.
     */
    public static final class CustomToolCallOutputItem {
        /** Item tag. */
        public CustomToolCallOutputItemType type;

        /** Call id of the custom_tool_call this output answers. */
        public String callId;

        /** Result given to the model. */
        public CustomToolCallOutputItemOutput output;

        /** The unique ID of the custom tool call output in the OpenAI platform. */
        public Opt<String> id = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static CustomToolCallOutputItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            CustomToolCallOutputItem value = new CustomToolCallOutputItem();
            value.type = fields.required("type", CustomToolCallOutputItemType::decode);
            value.callId = fields.required("call_id", Json::string);
            value.output = fields.required("output", CustomToolCallOutputItemOutput::decode);
            value.id = fields.optional("id", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(CustomToolCallOutputItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, CustomToolCallOutputItemType::encode);
            writer.put("call_id", value.callId, Json::stringNode);
            writer.put("output", value.output, CustomToolCallOutputItemOutput::encode);
            writer.putOpt("id", value.id, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Result given to the model. */
    public static final class CustomToolCallOutputItemOutput {
        /** Result given to the model. */
        public String string;

        /** Result given to the model. */
        public List<CustomToolCallOutputItemOutputArrayItem> array;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static CustomToolCallOutputItemOutput decode(JsonNode node) throws DecodeException {
            CustomToolCallOutputItemOutput value = new CustomToolCallOutputItemOutput();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<List<CustomToolCallOutputItemOutputArrayItem>> decoder = Json.list(CustomToolCallOutputItemOutputArrayItem::decode);
                value.array = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(CustomToolCallOutputItemOutput value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.array != null) {
                Encoder<List<CustomToolCallOutputItemOutputArrayItem>> encoder = Json.listNode(CustomToolCallOutputItemOutputArrayItem::encode);
                return encoder.encode(value.array);
            }
            throw new IllegalStateException("CustomToolCallOutputItemOutput: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** CustomToolCallOutputItemOutputArrayItem (generated from the schemas). */
    public static final class CustomToolCallOutputItemOutputArrayItem {
        /** The inputTextPart alternative; null when another is set. */
        public InputTextPart inputTextPart;

        /** The inputImagePart alternative; null when another is set. */
        public InputImagePart inputImagePart;

        /** The inputFilePart alternative; null when another is set. */
        public InputFilePart inputFilePart;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static CustomToolCallOutputItemOutputArrayItem decode(JsonNode node) throws DecodeException {
            CustomToolCallOutputItemOutputArrayItem value = new CustomToolCallOutputItemOutputArrayItem();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<InputTextPart> decoder = InputTextPart::decode;
                value.inputTextPart = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<InputImagePart> decoder = InputImagePart::decode;
                value.inputImagePart = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<InputFilePart> decoder = InputFilePart::decode;
                value.inputFilePart = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(CustomToolCallOutputItemOutputArrayItem value) {
            if (value.inputTextPart != null) {
                Encoder<InputTextPart> encoder = InputTextPart::encode;
                return encoder.encode(value.inputTextPart);
            }
            if (value.inputImagePart != null) {
                Encoder<InputImagePart> encoder = InputImagePart::encode;
                return encoder.encode(value.inputImagePart);
            }
            if (value.inputFilePart != null) {
                Encoder<InputFilePart> encoder = InputFilePart::encode;
                return encoder.encode(value.inputFilePart);
            }
            throw new IllegalStateException("CustomToolCallOutputItemOutputArrayItem: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Item tag. */
    public static enum CustomToolCallOutputItemType {
        /** "custom_tool_call_output" */
        CUSTOM_TOOL_CALL_OUTPUT("custom_tool_call_output");

        private final String json;

        CustomToolCallOutputItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static CustomToolCallOutputItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (CustomToolCallOutputItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"custom_tool_call_output\"");
        }

        /** Encode. */
        public static JsonNode encode(CustomToolCallOutputItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * Calls of one record that share an identity (call:&lt;model_call_id&gt;, else
     * response:&lt;type&gt;:&lt;name&gt;:&lt;response_id&gt;, response::&lt;response_id&gt; without
     * model_ref).
     */
    public static final class DuplicatedCallStats {
        /** Calls beyond the first of each shared identity. */
        public Long replayed;

        /** Records with at least one replayed call. */
        public Long rollouts;

        /** Decode strictly. */
        @JsonCreator
        public static DuplicatedCallStats decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            DuplicatedCallStats value = new DuplicatedCallStats();
            value.replayed = fields.required("replayed", Json::integer);
            value.rollouts = fields.required("rollouts", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(DuplicatedCallStats value) {
            Writer writer = new Writer();
            writer.put("replayed", value.replayed, Json::integerNode);
            writer.put("rollouts", value.rollouts, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** How one field of a criterion was met. */
    public static final class FieldCoverage {
        /** Applicable rows in which the field holds. */
        public Long full;

        /** Applicable rows in which the field has some evidence (it holds, or some subjects pass). */
        public Long some;

        /** Decode strictly. */
        @JsonCreator
        public static FieldCoverage decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            FieldCoverage value = new FieldCoverage();
            value.full = fields.required("full", Json::integer);
            value.some = fields.required("some", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(FieldCoverage value) {
            Writer writer = new Writer();
            writer.put("full", value.full, Json::integerNode);
            writer.put("some", value.some, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * A hosted file search. Open: keys beyond those listed are kept, as the Responses vocabulary
     * grows.
     */
    public static final class FileSearchCallItem {
        /** Item tag. */
        public FileSearchCallItemType type;

        /** Provider id of the item. */
        public String id;

        /** Queries the search ran. */
        public List<String> queries;

        /** Progress of the search. */
        public FileSearchCallItemStatus status;

        /** The results of the file search tool call. */
        public Opt<List<FileSearchCallResult>> results = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static FileSearchCallItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            FileSearchCallItem value = new FileSearchCallItem();
            value.type = fields.required("type", FileSearchCallItemType::decode);
            value.id = fields.required("id", Json::string);
            value.queries = fields.required("queries", Json.list(Json::string));
            value.status = fields.required("status", FileSearchCallItemStatus::decode);
            value.results = fields.optional("results", Json.nullable(Json.list(FileSearchCallResult::decode)));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(FileSearchCallItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, FileSearchCallItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.put("queries", value.queries, Json.listNode(Json::stringNode));
            writer.put("status", value.status, FileSearchCallItemStatus::encode);
            writer.putOpt("results", value.results, Json.nullableNode(Json.listNode(FileSearchCallResult::encode)));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Progress of the search. */
    public static enum FileSearchCallItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "searching" */
        SEARCHING("searching"),
        /** "completed" */
        COMPLETED("completed"),
        /** "incomplete" */
        INCOMPLETE("incomplete"),
        /** "failed" */
        FAILED("failed");

        private final String json;

        FileSearchCallItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static FileSearchCallItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (FileSearchCallItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"searching\", \"completed\", \"incomplete\", \"failed\"");
        }

        /** Encode. */
        public static JsonNode encode(FileSearchCallItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum FileSearchCallItemType {
        /** "file_search_call" */
        FILE_SEARCH_CALL("file_search_call");

        private final String json;

        FileSearchCallItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static FileSearchCallItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (FileSearchCallItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"file_search_call\"");
        }

        /** Encode. */
        public static JsonNode encode(FileSearchCallItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /** FileSearchCallResult */
    public static final class FileSearchCallResult {
        /** Set of 16 key-value pairs that can be attached to an object. */
        public Opt<Map<String, FileSearchCallResultAttributesValue>> attributes = Opt.absent();

        /** The unique ID of the file. */
        public Opt<String> fileId = Opt.absent();

        /** The name of the file. */
        public Opt<String> filename = Opt.absent();

        /** The relevance score of the file - a value between 0 and 1. */
        public Opt<Double> score = Opt.absent();

        /** The text that was retrieved from the file. */
        public Opt<String> text = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static FileSearchCallResult decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            FileSearchCallResult value = new FileSearchCallResult();
            value.attributes = fields.optional("attributes", Json.nullable(Json.map(FileSearchCallResultAttributesValue::decode)));
            value.fileId = fields.optional("file_id", Json.nullable(Json::string));
            value.filename = fields.optional("filename", Json.nullable(Json::string));
            value.score = fields.optional("score", Json.nullable(Json::number));
            value.text = fields.optional("text", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(FileSearchCallResult value) {
            Writer writer = new Writer();
            writer.putOpt("attributes", value.attributes, Json.nullableNode(Json.mapNode(FileSearchCallResultAttributesValue::encode)));
            writer.putOpt("file_id", value.fileId, Json.nullableNode(Json::stringNode));
            writer.putOpt("filename", value.filename, Json.nullableNode(Json::stringNode));
            writer.putOpt("score", value.score, Json.nullableNode(Json::numberNode));
            writer.putOpt("text", value.text, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** FileSearchCallResultAttributesValue (generated from the schemas). */
    public static final class FileSearchCallResultAttributesValue {
        /** The string alternative; null when another is set. */
        public String string;

        /** The number alternative; null when another is set. */
        public Double number;

        /** The boolean_ alternative; null when another is set. */
        public Boolean boolean_;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static FileSearchCallResultAttributesValue decode(JsonNode node) throws DecodeException {
            FileSearchCallResultAttributesValue value = new FileSearchCallResultAttributesValue();
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
            try {
                Decoder<Boolean> decoder = Json::bool;
                value.boolean_ = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(FileSearchCallResultAttributesValue value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.number != null) {
                Encoder<Double> encoder = Json::numberNode;
                return encoder.encode(value.number);
            }
            if (value.boolean_ != null) {
                Encoder<Boolean> encoder = Json::boolNode;
                return encoder.encode(value.boolean_);
            }
            throw new IllegalStateException("FileSearchCallResultAttributesValue: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * A function (tool) call requested by the model. Open: keys beyond those listed are kept, as the
     * Responses vocabulary grows.
     */
    public static final class FunctionCallItem {
        /** Item tag. */
        public FunctionCallItemType type;

        /** Arguments of the call as the model wrote them, normally JSON text. */
        public String arguments;

        /** Id that pairs the call with its function_call_output. */
        public String callId;

        /** Name of the function. */
        public String name;

        /** Provider id of the item. */
        public Opt<String> id = Opt.absent();

        /** Completion state of the item. */
        public Opt<FunctionCallItemStatus> status = Opt.absent();

        /** Namespace that qualifies the function name, when the provider uses one. */
        public Opt<String> namespace = Opt.absent();

        /**
         * Token ids of the prompt that produced this item, for training. Present together with
         * generation_token_ids and generation_log_probs (rule
         * conversation_item.token_metadata_complete).
         */
        public Opt<List<Long>> promptTokenIds = Opt.absent();

        /** Token ids the model generated for this item, for training. */
        public Opt<List<Long>> generationTokenIds = Opt.absent();

        /** Log probability of each generated token, for training. */
        public Opt<List<Double>> generationLogProbs = Opt.absent();

        /**
         * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
         * nested array of expert indices.
         */
        public Opt<FunctionCallItemRoutedExperts> routedExperts = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static FunctionCallItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            FunctionCallItem value = new FunctionCallItem();
            value.type = fields.required("type", FunctionCallItemType::decode);
            value.arguments = fields.required("arguments", Json::string);
            value.callId = fields.required("call_id", Json::string);
            value.name = fields.required("name", Json::string);
            value.id = fields.optional("id", Json.nullable(Json::string));
            value.status = fields.optional("status", Json.nullable(FunctionCallItemStatus::decode));
            value.namespace = fields.optional("namespace", Json.nullable(Json::string));
            value.promptTokenIds = fields.optional("prompt_token_ids", Json.list(Json::integer));
            value.generationTokenIds = fields.optional("generation_token_ids", Json.list(Json::integer));
            value.generationLogProbs = fields.optional("generation_log_probs", Json.list(Json::number));
            value.routedExperts = fields.optional("routed_experts", Json.nullable(FunctionCallItemRoutedExperts::decode));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(FunctionCallItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, FunctionCallItemType::encode);
            writer.put("arguments", value.arguments, Json::stringNode);
            writer.put("call_id", value.callId, Json::stringNode);
            writer.put("name", value.name, Json::stringNode);
            writer.putOpt("id", value.id, Json.nullableNode(Json::stringNode));
            writer.putOpt("status", value.status, Json.nullableNode(FunctionCallItemStatus::encode));
            writer.putOpt("namespace", value.namespace, Json.nullableNode(Json::stringNode));
            writer.putOpt("prompt_token_ids", value.promptTokenIds, Json.listNode(Json::integerNode));
            writer.putOpt("generation_token_ids", value.generationTokenIds, Json.listNode(Json::integerNode));
            writer.putOpt("generation_log_probs", value.generationLogProbs, Json.listNode(Json::numberNode));
            writer.putOpt("routed_experts", value.routedExperts, Json.nullableNode(FunctionCallItemRoutedExperts::encode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
     * array of expert indices.
     */
    public static final class FunctionCallItemRoutedExperts {
        /**
         * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
         * nested array of expert indices.
         */
        public String string;

        /**
         * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
         * nested array of expert indices.
         */
        public List<List<List<Long>>> array;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static FunctionCallItemRoutedExperts decode(JsonNode node) throws DecodeException {
            FunctionCallItemRoutedExperts value = new FunctionCallItemRoutedExperts();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<List<List<List<Long>>>> decoder = Json.list(Json.list(Json.list(Json::integer)));
                value.array = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(FunctionCallItemRoutedExperts value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.array != null) {
                Encoder<List<List<List<Long>>>> encoder = Json.listNode(Json.listNode(Json.listNode(Json::integerNode)));
                return encoder.encode(value.array);
            }
            throw new IllegalStateException("FunctionCallItemRoutedExperts: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Completion state of the item. */
    public static enum FunctionCallItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "completed" */
        COMPLETED("completed"),
        /** "incomplete" */
        INCOMPLETE("incomplete");

        private final String json;

        FunctionCallItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static FunctionCallItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (FunctionCallItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"completed\", \"incomplete\"");
        }

        /** Encode. */
        public static JsonNode encode(FunctionCallItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum FunctionCallItemType {
        /** "function_call" */
        FUNCTION_CALL("function_call");

        private final String json;

        FunctionCallItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static FunctionCallItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (FunctionCallItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"function_call\"");
        }

        /** Encode. */
        public static JsonNode encode(FunctionCallItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /** One content part of a tool result, tagged by type. */
    public static final class FunctionCallOutputContentPart {
        /** The inputTextPart alternative; null when another is set. */
        public InputTextPart inputTextPart;

        /** The inputImagePart alternative; null when another is set. */
        public InputImagePart inputImagePart;

        /** The inputFilePart alternative; null when another is set. */
        public InputFilePart inputFilePart;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static FunctionCallOutputContentPart decode(JsonNode node) throws DecodeException {
            FunctionCallOutputContentPart value = new FunctionCallOutputContentPart();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<InputTextPart> decoder = InputTextPart::decode;
                value.inputTextPart = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<InputImagePart> decoder = InputImagePart::decode;
                value.inputImagePart = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<InputFilePart> decoder = InputFilePart::decode;
                value.inputFilePart = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(FunctionCallOutputContentPart value) {
            if (value.inputTextPart != null) {
                Encoder<InputTextPart> encoder = InputTextPart::encode;
                return encoder.encode(value.inputTextPart);
            }
            if (value.inputImagePart != null) {
                Encoder<InputImagePart> encoder = InputImagePart::encode;
                return encoder.encode(value.inputImagePart);
            }
            if (value.inputFilePart != null) {
                Encoder<InputFilePart> encoder = InputFilePart::encode;
                return encoder.encode(value.inputFilePart);
            }
            throw new IllegalStateException("FunctionCallOutputContentPart: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * The result of a function call as returned to the model. Open: keys beyond those listed are kept,
     * as the Responses vocabulary grows.
     */
    public static final class FunctionCallOutputItem {
        /** Item tag. */
        public FunctionCallOutputItemType type;

        /** Call id of the function_call this output answers. */
        public String callId;

        /** Result given to the model: a string, or a list of content parts. */
        public FunctionCallOutputItemOutput output;

        /** Provider id of the item. */
        public Opt<String> id = Opt.absent();

        /** Completion state of the item. */
        public Opt<FunctionCallOutputItemStatus> status = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static FunctionCallOutputItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            FunctionCallOutputItem value = new FunctionCallOutputItem();
            value.type = fields.required("type", FunctionCallOutputItemType::decode);
            value.callId = fields.required("call_id", Json::string);
            value.output = fields.required("output", FunctionCallOutputItemOutput::decode);
            value.id = fields.optional("id", Json.nullable(Json::string));
            value.status = fields.optional("status", Json.nullable(FunctionCallOutputItemStatus::decode));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(FunctionCallOutputItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, FunctionCallOutputItemType::encode);
            writer.put("call_id", value.callId, Json::stringNode);
            writer.put("output", value.output, FunctionCallOutputItemOutput::encode);
            writer.putOpt("id", value.id, Json.nullableNode(Json::stringNode));
            writer.putOpt("status", value.status, Json.nullableNode(FunctionCallOutputItemStatus::encode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Result given to the model: a string, or a list of content parts. */
    public static final class FunctionCallOutputItemOutput {
        /** Result given to the model: a string, or a list of content parts. */
        public String string;

        /** Result given to the model: a string, or a list of content parts. */
        public List<FunctionCallOutputContentPart> array;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static FunctionCallOutputItemOutput decode(JsonNode node) throws DecodeException {
            FunctionCallOutputItemOutput value = new FunctionCallOutputItemOutput();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<List<FunctionCallOutputContentPart>> decoder = Json.list(FunctionCallOutputContentPart::decode);
                value.array = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(FunctionCallOutputItemOutput value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.array != null) {
                Encoder<List<FunctionCallOutputContentPart>> encoder = Json.listNode(FunctionCallOutputContentPart::encode);
                return encoder.encode(value.array);
            }
            throw new IllegalStateException("FunctionCallOutputItemOutput: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Completion state of the item. */
    public static enum FunctionCallOutputItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "completed" */
        COMPLETED("completed"),
        /** "incomplete" */
        INCOMPLETE("incomplete");

        private final String json;

        FunctionCallOutputItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static FunctionCallOutputItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (FunctionCallOutputItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"completed\", \"incomplete\"");
        }

        /** Encode. */
        public static JsonNode encode(FunctionCallOutputItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum FunctionCallOutputItemType {
        /** "function_call_output" */
        FUNCTION_CALL_OUTPUT("function_call_output");

        private final String json;

        FunctionCallOutputItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static FunctionCallOutputItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (FunctionCallOutputItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"function_call_output\"");
        }

        /** Encode. */
        public static JsonNode encode(FunctionCallOutputItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /** What was read and how far each check got. */
    public static final class HealthArtifacts {
        /** Records read (non-blank lines, unreadable ones included). */
        public Long records;

        /** Records whose valid ng_trajectory has at least one model call. */
        public Long captures;

        /** Per check: rollout checks count records, task checks count tasks. */
        public HealthCoverage coverage;

        /** Decode strictly. */
        @JsonCreator
        public static HealthArtifacts decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            HealthArtifacts value = new HealthArtifacts();
            value.records = fields.required("records", Json::integer);
            value.captures = fields.required("captures", Json::integer);
            value.coverage = fields.required("coverage", HealthCoverage::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(HealthArtifacts value) {
            Writer writer = new Writer();
            writer.put("records", value.records, Json::integerNode);
            writer.put("captures", value.captures, Json::integerNode);
            writer.put("coverage", value.coverage, HealthCoverage::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** How far each check got, by check id. */
    public static final class HealthCoverage {
        /** Coverage of check_execution_error. */
        public CheckCoverage checkExecutionError;

        /** Coverage of record_unreadable. */
        public CheckCoverage recordUnreadable;

        /** Coverage of rollout_duplicate_identity. */
        public CheckCoverage rolloutDuplicateIdentity;

        /** Coverage of rollout_missing_agent_turns. */
        public CheckCoverage rolloutMissingAgentTurns;

        /** Coverage of rollout_ended_on_failed_model_call. */
        public CheckCoverage rolloutEndedOnFailedModelCall;

        /** Coverage of agent_turn_hollow. */
        public CheckCoverage agentTurnHollow;

        /** Coverage of model_call_zero_completion_tokens. */
        public CheckCoverage modelCallZeroCompletionTokens;

        /** Coverage of model_call_missing_token_counts. */
        public CheckCoverage modelCallMissingTokenCounts;

        /** Coverage of trajectory_capture_mismatch. */
        public CheckCoverage trajectoryCaptureMismatch;

        /** Coverage of model_call_failed. */
        public CheckCoverage modelCallFailed;

        /** Coverage of rollout_token_count_mismatch. */
        public CheckCoverage rolloutTokenCountMismatch;

        /** Coverage of model_call_runaway_generation. */
        public CheckCoverage modelCallRunawayGeneration;

        /** Coverage of task_consistently_unhealthy. */
        public CheckCoverage taskConsistentlyUnhealthy;

        /** Coverage of task_no_successful_model_calls. */
        public CheckCoverage taskNoSuccessfulModelCalls;

        /** Decode strictly. */
        @JsonCreator
        public static HealthCoverage decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            HealthCoverage value = new HealthCoverage();
            value.checkExecutionError = fields.required("check_execution_error", CheckCoverage::decode);
            value.recordUnreadable = fields.required("record_unreadable", CheckCoverage::decode);
            value.rolloutDuplicateIdentity = fields.required("rollout_duplicate_identity", CheckCoverage::decode);
            value.rolloutMissingAgentTurns = fields.required("rollout_missing_agent_turns", CheckCoverage::decode);
            value.rolloutEndedOnFailedModelCall = fields.required("rollout_ended_on_failed_model_call", CheckCoverage::decode);
            value.agentTurnHollow = fields.required("agent_turn_hollow", CheckCoverage::decode);
            value.modelCallZeroCompletionTokens = fields.required("model_call_zero_completion_tokens", CheckCoverage::decode);
            value.modelCallMissingTokenCounts = fields.required("model_call_missing_token_counts", CheckCoverage::decode);
            value.trajectoryCaptureMismatch = fields.required("trajectory_capture_mismatch", CheckCoverage::decode);
            value.modelCallFailed = fields.required("model_call_failed", CheckCoverage::decode);
            value.rolloutTokenCountMismatch = fields.required("rollout_token_count_mismatch", CheckCoverage::decode);
            value.modelCallRunawayGeneration = fields.required("model_call_runaway_generation", CheckCoverage::decode);
            value.taskConsistentlyUnhealthy = fields.required("task_consistently_unhealthy", CheckCoverage::decode);
            value.taskNoSuccessfulModelCalls = fields.required("task_no_successful_model_calls", CheckCoverage::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(HealthCoverage value) {
            Writer writer = new Writer();
            writer.put("check_execution_error", value.checkExecutionError, CheckCoverage::encode);
            writer.put("record_unreadable", value.recordUnreadable, CheckCoverage::encode);
            writer.put("rollout_duplicate_identity", value.rolloutDuplicateIdentity, CheckCoverage::encode);
            writer.put("rollout_missing_agent_turns", value.rolloutMissingAgentTurns, CheckCoverage::encode);
            writer.put("rollout_ended_on_failed_model_call", value.rolloutEndedOnFailedModelCall, CheckCoverage::encode);
            writer.put("agent_turn_hollow", value.agentTurnHollow, CheckCoverage::encode);
            writer.put("model_call_zero_completion_tokens", value.modelCallZeroCompletionTokens, CheckCoverage::encode);
            writer.put("model_call_missing_token_counts", value.modelCallMissingTokenCounts, CheckCoverage::encode);
            writer.put("trajectory_capture_mismatch", value.trajectoryCaptureMismatch, CheckCoverage::encode);
            writer.put("model_call_failed", value.modelCallFailed, CheckCoverage::encode);
            writer.put("rollout_token_count_mismatch", value.rolloutTokenCountMismatch, CheckCoverage::encode);
            writer.put("model_call_runaway_generation", value.modelCallRunawayGeneration, CheckCoverage::encode);
            writer.put("task_consistently_unhealthy", value.taskConsistentlyUnhealthy, CheckCoverage::encode);
            writer.put("task_no_successful_model_calls", value.taskNoSuccessfulModelCalls, CheckCoverage::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * The facts of a finding. Each check writes the members spec/health/checks.json lists for it, and
     * only those.
     */
    public static final class HealthDetail {
        /**
         * check_execution_error, record_unreadable, rollout_missing_agent_turns, agent_turn_hollow:
         * one of the fixed texts of the check's reasons.
         */
        public Opt<String> reason = Opt.absent();

        /** check_execution_error: the check that raised. */
        public Opt<HealthDetailFailedCheck> failedCheck = Opt.absent();

        /**
         * check_execution_error: the type of the error raised; record_unreadable: the code of the
         * problem (json.* for a line, the first error finding's code for ng_trajectory).
         */
        public Opt<String> error = Opt.absent();

        /** record_unreadable of an ng_trajectory: JSON Pointer into the row of its first error finding. */
        public Opt<String> path = Opt.absent();

        /** rollout_duplicate_identity: how many records share the identity. */
        public Opt<Long> duplicateCount = Opt.absent();

        /** rollout_missing_agent_turns: how many turns the trajectory has. */
        public Opt<Long> turns = Opt.absent();

        /**
         * rollout_ended_on_failed_model_call: the group's model server as type/name, or null for calls
         * without model_ref.
         */
        public Opt<String> modelRef = Opt.absent();

        /** rollout_ended_on_failed_model_call, model_call_failed: the call's status_code, or null. */
        public Opt<Long> status = Opt.absent();

        /** rollout_ended_on_failed_model_call, model_call_failed: the call's error_category, or null. */
        public Opt<String> errorCategory = Opt.absent();

        /** rollout_ended_on_failed_model_call: calls in the group. */
        public Opt<Long> observedCalls = Opt.absent();

        /** rollout_ended_on_failed_model_call: successful calls in the group. */
        public Opt<Long> successfulCalls = Opt.absent();

        /** model_call_zero_completion_tokens: always 0. */
        public Opt<JsonNode> completionTokens = Opt.absent();

        /** model_call_missing_token_counts: the token counts the call lacks, in this order. */
        public Opt<List<HealthDetailMissingItem>> missing = Opt.absent();

        /** trajectory_capture_mismatch: what contradicts. */
        public Opt<HealthDetailKind> kind = Opt.absent();

        /** trajectory_capture_mismatch of a reference that names several calls: how many. */
        public Opt<Long> count = Opt.absent();

        /** trajectory_capture_mismatch from a gap: the gap's code. */
        public Opt<String> observationGap = Opt.absent();

        /** trajectory_capture_mismatch from a gap: the gap's invocation_id. */
        public Opt<String> invocationId = Opt.absent();

        /** model_call_failed: every owned reference resolves and no owned call comes after this one. */
        public Opt<Boolean> terminal = Opt.absent();

        /** rollout_token_count_mismatch: the prompt count of response.usage. */
        public Opt<Long> transcriptPrompt = Opt.absent();

        /** rollout_token_count_mismatch: the completion count of response.usage. */
        public Opt<Long> transcriptCompletion = Opt.absent();

        /** rollout_token_count_mismatch: prompt_tokens summed over the turn-bound calls that finished. */
        public Opt<Long> capturePrompt = Opt.absent();

        /**
         * rollout_token_count_mismatch: completion_tokens summed over the turn-bound calls that
         * finished.
         */
        public Opt<Long> captureCompletion = Opt.absent();

        /** model_call_runaway_generation: the call's finish_reason. */
        public Opt<HealthDetailFinishReason> finishReason = Opt.absent();

        /** task_consistently_unhealthy: repeats with a healthy or unhealthy verdict. */
        public Opt<Long> computableRepeats = Opt.absent();

        /** task_no_successful_model_calls: repeats of the task. */
        public Opt<Long> repeats = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static HealthDetail decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            HealthDetail value = new HealthDetail();
            value.reason = fields.optional("reason", Json::string);
            value.failedCheck = fields.optional("failed_check", HealthDetailFailedCheck::decode);
            value.error = fields.optional("error", Json::string);
            value.path = fields.optional("path", Json::string);
            value.duplicateCount = fields.optional("duplicate_count", Json::integer);
            value.turns = fields.optional("turns", Json::integer);
            value.modelRef = fields.optional("model_ref", Json.nullable(Json::string));
            value.status = fields.optional("status", Json.nullable(Json::integer));
            value.errorCategory = fields.optional("error_category", Json.nullable(Json::string));
            value.observedCalls = fields.optional("observed_calls", Json::integer);
            value.successfulCalls = fields.optional("successful_calls", Json::integer);
            value.completionTokens = fields.optional("completion_tokens", Json.values("0"));
            value.missing = fields.optional("missing", Json.list(HealthDetailMissingItem::decode));
            value.kind = fields.optional("kind", HealthDetailKind::decode);
            value.count = fields.optional("count", Json::integer);
            value.observationGap = fields.optional("observation_gap", Json::string);
            value.invocationId = fields.optional("invocation_id", Json.nullable(Json::string));
            value.terminal = fields.optional("terminal", Json::bool);
            value.transcriptPrompt = fields.optional("transcript_prompt", Json::integer);
            value.transcriptCompletion = fields.optional("transcript_completion", Json::integer);
            value.capturePrompt = fields.optional("capture_prompt", Json::integer);
            value.captureCompletion = fields.optional("capture_completion", Json::integer);
            value.finishReason = fields.optional("finish_reason", HealthDetailFinishReason::decode);
            value.computableRepeats = fields.optional("computable_repeats", Json::integer);
            value.repeats = fields.optional("repeats", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(HealthDetail value) {
            Writer writer = new Writer();
            writer.putOpt("reason", value.reason, Json::stringNode);
            writer.putOpt("failed_check", value.failedCheck, HealthDetailFailedCheck::encode);
            writer.putOpt("error", value.error, Json::stringNode);
            writer.putOpt("path", value.path, Json::stringNode);
            writer.putOpt("duplicate_count", value.duplicateCount, Json::integerNode);
            writer.putOpt("turns", value.turns, Json::integerNode);
            writer.putOpt("model_ref", value.modelRef, Json.nullableNode(Json::stringNode));
            writer.putOpt("status", value.status, Json.nullableNode(Json::integerNode));
            writer.putOpt("error_category", value.errorCategory, Json.nullableNode(Json::stringNode));
            writer.putOpt("observed_calls", value.observedCalls, Json::integerNode);
            writer.putOpt("successful_calls", value.successfulCalls, Json::integerNode);
            writer.putOpt("completion_tokens", value.completionTokens, Json::anyNode);
            writer.putOpt("missing", value.missing, Json.listNode(HealthDetailMissingItem::encode));
            writer.putOpt("kind", value.kind, HealthDetailKind::encode);
            writer.putOpt("count", value.count, Json::integerNode);
            writer.putOpt("observation_gap", value.observationGap, Json::stringNode);
            writer.putOpt("invocation_id", value.invocationId, Json.nullableNode(Json::stringNode));
            writer.putOpt("terminal", value.terminal, Json::boolNode);
            writer.putOpt("transcript_prompt", value.transcriptPrompt, Json::integerNode);
            writer.putOpt("transcript_completion", value.transcriptCompletion, Json::integerNode);
            writer.putOpt("capture_prompt", value.capturePrompt, Json::integerNode);
            writer.putOpt("capture_completion", value.captureCompletion, Json::integerNode);
            writer.putOpt("finish_reason", value.finishReason, HealthDetailFinishReason::encode);
            writer.putOpt("computable_repeats", value.computableRepeats, Json::integerNode);
            writer.putOpt("repeats", value.repeats, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** check_execution_error: the check that raised. */
    public static enum HealthDetailFailedCheck {
        /** "check_execution_error" */
        CHECK_EXECUTION_ERROR("check_execution_error"),
        /** "record_unreadable" */
        RECORD_UNREADABLE("record_unreadable"),
        /** "rollout_duplicate_identity" */
        ROLLOUT_DUPLICATE_IDENTITY("rollout_duplicate_identity"),
        /** "rollout_missing_agent_turns" */
        ROLLOUT_MISSING_AGENT_TURNS("rollout_missing_agent_turns"),
        /** "rollout_ended_on_failed_model_call" */
        ROLLOUT_ENDED_ON_FAILED_MODEL_CALL("rollout_ended_on_failed_model_call"),
        /** "agent_turn_hollow" */
        AGENT_TURN_HOLLOW("agent_turn_hollow"),
        /** "model_call_zero_completion_tokens" */
        MODEL_CALL_ZERO_COMPLETION_TOKENS("model_call_zero_completion_tokens"),
        /** "model_call_missing_token_counts" */
        MODEL_CALL_MISSING_TOKEN_COUNTS("model_call_missing_token_counts"),
        /** "trajectory_capture_mismatch" */
        TRAJECTORY_CAPTURE_MISMATCH("trajectory_capture_mismatch"),
        /** "model_call_failed" */
        MODEL_CALL_FAILED("model_call_failed"),
        /** "rollout_token_count_mismatch" */
        ROLLOUT_TOKEN_COUNT_MISMATCH("rollout_token_count_mismatch"),
        /** "model_call_runaway_generation" */
        MODEL_CALL_RUNAWAY_GENERATION("model_call_runaway_generation"),
        /** "task_consistently_unhealthy" */
        TASK_CONSISTENTLY_UNHEALTHY("task_consistently_unhealthy"),
        /** "task_no_successful_model_calls" */
        TASK_NO_SUCCESSFUL_MODEL_CALLS("task_no_successful_model_calls");

        private final String json;

        HealthDetailFailedCheck(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static HealthDetailFailedCheck decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (HealthDetailFailedCheck value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"check_execution_error\", \"record_unreadable\", \"rollout_duplicate_identity\", \"rollout_missing_agent_turns\", \"rollout_ended_on_failed_model_call\", \"agent_turn_hollow\", \"model_call_zero_completion_tokens\", \"model_call_missing_token_counts\", \"trajectory_capture_mismatch\", \"model_call_failed\", \"rollout_token_count_mismatch\", \"model_call_runaway_generation\", \"task_consistently_unhealthy\", \"task_no_successful_model_calls\"");
        }

        /** Encode. */
        public static JsonNode encode(HealthDetailFailedCheck value) {
            return Json.stringNode(value.json);
        }
    }

    /** model_call_runaway_generation: the call's finish_reason. */
    public static enum HealthDetailFinishReason {
        /** "length" */
        LENGTH("length"),
        /** "max_output_tokens" */
        MAX_OUTPUT_TOKENS("max_output_tokens"),
        /** "max_tokens" */
        MAX_TOKENS("max_tokens");

        private final String json;

        HealthDetailFinishReason(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static HealthDetailFinishReason decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (HealthDetailFinishReason value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"length\", \"max_output_tokens\", \"max_tokens\"");
        }

        /** Encode. */
        public static JsonNode encode(HealthDetailFinishReason value) {
            return Json.stringNode(value.json);
        }
    }

    /** trajectory_capture_mismatch: what contradicts. */
    public static enum HealthDetailKind {
        /** "missing_captured_call" */
        MISSING_CAPTURED_CALL("missing_captured_call"),
        /** "duplicated_captured_call" */
        DUPLICATED_CAPTURED_CALL("duplicated_captured_call"),
        /** "conflicting_call_ownership" */
        CONFLICTING_CALL_OWNERSHIP("conflicting_call_ownership");

        private final String json;

        HealthDetailKind(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static HealthDetailKind decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (HealthDetailKind value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"missing_captured_call\", \"duplicated_captured_call\", \"conflicting_call_ownership\"");
        }

        /** Encode. */
        public static JsonNode encode(HealthDetailKind value) {
            return Json.stringNode(value.json);
        }
    }

    /** HealthDetailMissingItem (generated from the schemas). */
    public static enum HealthDetailMissingItem {
        /** "prompt_tokens" */
        PROMPT_TOKENS("prompt_tokens"),
        /** "completion_tokens" */
        COMPLETION_TOKENS("completion_tokens");

        private final String json;

        HealthDetailMissingItem(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static HealthDetailMissingItem decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (HealthDetailMissingItem value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"prompt_tokens\", \"completion_tokens\"");
        }

        /** Encode. */
        public static JsonNode encode(HealthDetailMissingItem value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * What one rollout health check found: the check (spec/health/checks.json lists them in registry
     * order), the task or rollout it is about, where, and the check's detail. Health findings judge
     * the integrity of the evidence in ng_trajectory, never task success.
     */
    public static final class HealthFinding {
        /** Id of the check that found it. */
        public HealthFindingCheck check;

        /** The task (task checks) or the rollout (rollout checks) the finding is about. */
        public HealthSubject subject;

        /** Where inside the rollout, or null when the finding is about the whole rollout or task. */
        public HealthLocator locator;

        /** The check's facts; the members depend on the check (spec/health/checks.json). */
        public HealthDetail detail;

        /** Decode strictly. */
        @JsonCreator
        public static HealthFinding decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            HealthFinding value = new HealthFinding();
            value.check = fields.required("check", HealthFindingCheck::decode);
            value.subject = fields.required("subject", HealthSubject::decode);
            value.locator = fields.required("locator", Json.nullable(HealthLocator::decode));
            value.detail = fields.required("detail", HealthDetail::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(HealthFinding value) {
            Writer writer = new Writer();
            writer.put("check", value.check, HealthFindingCheck::encode);
            writer.put("subject", value.subject, HealthSubject::encode);
            writer.put("locator", value.locator, Json.nullableNode(HealthLocator::encode));
            writer.put("detail", value.detail, HealthDetail::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Id of the check that found it. */
    public static enum HealthFindingCheck {
        /** "check_execution_error" */
        CHECK_EXECUTION_ERROR("check_execution_error"),
        /** "record_unreadable" */
        RECORD_UNREADABLE("record_unreadable"),
        /** "rollout_duplicate_identity" */
        ROLLOUT_DUPLICATE_IDENTITY("rollout_duplicate_identity"),
        /** "rollout_missing_agent_turns" */
        ROLLOUT_MISSING_AGENT_TURNS("rollout_missing_agent_turns"),
        /** "rollout_ended_on_failed_model_call" */
        ROLLOUT_ENDED_ON_FAILED_MODEL_CALL("rollout_ended_on_failed_model_call"),
        /** "agent_turn_hollow" */
        AGENT_TURN_HOLLOW("agent_turn_hollow"),
        /** "model_call_zero_completion_tokens" */
        MODEL_CALL_ZERO_COMPLETION_TOKENS("model_call_zero_completion_tokens"),
        /** "model_call_missing_token_counts" */
        MODEL_CALL_MISSING_TOKEN_COUNTS("model_call_missing_token_counts"),
        /** "trajectory_capture_mismatch" */
        TRAJECTORY_CAPTURE_MISMATCH("trajectory_capture_mismatch"),
        /** "model_call_failed" */
        MODEL_CALL_FAILED("model_call_failed"),
        /** "rollout_token_count_mismatch" */
        ROLLOUT_TOKEN_COUNT_MISMATCH("rollout_token_count_mismatch"),
        /** "model_call_runaway_generation" */
        MODEL_CALL_RUNAWAY_GENERATION("model_call_runaway_generation"),
        /** "task_consistently_unhealthy" */
        TASK_CONSISTENTLY_UNHEALTHY("task_consistently_unhealthy"),
        /** "task_no_successful_model_calls" */
        TASK_NO_SUCCESSFUL_MODEL_CALLS("task_no_successful_model_calls");

        private final String json;

        HealthFindingCheck(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static HealthFindingCheck decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (HealthFindingCheck value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"check_execution_error\", \"record_unreadable\", \"rollout_duplicate_identity\", \"rollout_missing_agent_turns\", \"rollout_ended_on_failed_model_call\", \"agent_turn_hollow\", \"model_call_zero_completion_tokens\", \"model_call_missing_token_counts\", \"trajectory_capture_mismatch\", \"model_call_failed\", \"rollout_token_count_mismatch\", \"model_call_runaway_generation\", \"task_consistently_unhealthy\", \"task_no_successful_model_calls\"");
        }

        /** Encode. */
        public static JsonNode encode(HealthFindingCheck value) {
            return Json.stringNode(value.json);
        }
    }

    /** Where a finding is: a line of an input file, a model call, or a turn. */
    public static final class HealthLocator {
        /** record_unreadable: the input file as it was named (absent for rows given in memory). */
        public Opt<String> sourceFile = Opt.absent();

        /** record_unreadable: the line number, from 1 (for rows given in memory: the position, from 1). */
        public Opt<Long> line = Opt.absent();

        /**
         * Model-call checks: the call's model_call_id, else its response_id, else its position in
         * ng_trajectory.model_calls; trajectory_capture_mismatch: the id the reference or gap names.
         */
        public Opt<String> callId = Opt.absent();

        /** agent_turn_hollow: the turn's invocation. */
        public Opt<String> invocationId = Opt.absent();

        /** agent_turn_hollow: the turn's turn_no. */
        public Opt<Long> turn = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static HealthLocator decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            HealthLocator value = new HealthLocator();
            value.sourceFile = fields.optional("source_file", Json::string);
            value.line = fields.optional("line", Json::integer);
            value.callId = fields.optional("call_id", Json::string);
            value.invocationId = fields.optional("invocation_id", Json::string);
            value.turn = fields.optional("turn", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(HealthLocator value) {
            Writer writer = new Writer();
            writer.putOpt("source_file", value.sourceFile, Json::stringNode);
            writer.putOpt("line", value.line, Json::integerNode);
            writer.putOpt("call_id", value.callId, Json::stringNode);
            writer.putOpt("invocation_id", value.invocationId, Json::stringNode);
            writer.putOpt("turn", value.turn, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Figures over every record of the run. */
    public static final class HealthRun {
        /** Checks that were neither run nor counted, sorted. */
        public List<HealthRunIgnoredChecksItem> ignoredChecks;

        /** What was read and how far each check got. */
        public HealthArtifacts artifacts;

        /** Records per verdict. */
        public VerdictCounts verdicts;

        /** Findings per check. */
        public IssueCounts issues;

        /** Figures over the model calls and usage of the records. */
        public HealthStats stats;

        /** Decode strictly. */
        @JsonCreator
        public static HealthRun decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            HealthRun value = new HealthRun();
            value.ignoredChecks = fields.required("ignored_checks", Json.list(HealthRunIgnoredChecksItem::decode));
            value.artifacts = fields.required("artifacts", HealthArtifacts::decode);
            value.verdicts = fields.required("verdicts", VerdictCounts::decode);
            value.issues = fields.required("issues", IssueCounts::decode);
            value.stats = fields.required("stats", HealthStats::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(HealthRun value) {
            Writer writer = new Writer();
            writer.put("ignored_checks", value.ignoredChecks, Json.listNode(HealthRunIgnoredChecksItem::encode));
            writer.put("artifacts", value.artifacts, HealthArtifacts::encode);
            writer.put("verdicts", value.verdicts, VerdictCounts::encode);
            writer.put("issues", value.issues, IssueCounts::encode);
            writer.put("stats", value.stats, HealthStats::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** HealthRunIgnoredChecksItem (generated from the schemas). */
    public static enum HealthRunIgnoredChecksItem {
        /** "check_execution_error" */
        CHECK_EXECUTION_ERROR("check_execution_error"),
        /** "record_unreadable" */
        RECORD_UNREADABLE("record_unreadable"),
        /** "rollout_duplicate_identity" */
        ROLLOUT_DUPLICATE_IDENTITY("rollout_duplicate_identity"),
        /** "rollout_missing_agent_turns" */
        ROLLOUT_MISSING_AGENT_TURNS("rollout_missing_agent_turns"),
        /** "rollout_ended_on_failed_model_call" */
        ROLLOUT_ENDED_ON_FAILED_MODEL_CALL("rollout_ended_on_failed_model_call"),
        /** "agent_turn_hollow" */
        AGENT_TURN_HOLLOW("agent_turn_hollow"),
        /** "model_call_zero_completion_tokens" */
        MODEL_CALL_ZERO_COMPLETION_TOKENS("model_call_zero_completion_tokens"),
        /** "model_call_missing_token_counts" */
        MODEL_CALL_MISSING_TOKEN_COUNTS("model_call_missing_token_counts"),
        /** "trajectory_capture_mismatch" */
        TRAJECTORY_CAPTURE_MISMATCH("trajectory_capture_mismatch"),
        /** "model_call_failed" */
        MODEL_CALL_FAILED("model_call_failed"),
        /** "rollout_token_count_mismatch" */
        ROLLOUT_TOKEN_COUNT_MISMATCH("rollout_token_count_mismatch"),
        /** "model_call_runaway_generation" */
        MODEL_CALL_RUNAWAY_GENERATION("model_call_runaway_generation"),
        /** "task_consistently_unhealthy" */
        TASK_CONSISTENTLY_UNHEALTHY("task_consistently_unhealthy"),
        /** "task_no_successful_model_calls" */
        TASK_NO_SUCCESSFUL_MODEL_CALLS("task_no_successful_model_calls");

        private final String json;

        HealthRunIgnoredChecksItem(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static HealthRunIgnoredChecksItem decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (HealthRunIgnoredChecksItem value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"check_execution_error\", \"record_unreadable\", \"rollout_duplicate_identity\", \"rollout_missing_agent_turns\", \"rollout_ended_on_failed_model_call\", \"agent_turn_hollow\", \"model_call_zero_completion_tokens\", \"model_call_missing_token_counts\", \"trajectory_capture_mismatch\", \"model_call_failed\", \"rollout_token_count_mismatch\", \"model_call_runaway_generation\", \"task_consistently_unhealthy\", \"task_no_successful_model_calls\"");
        }

        /** Encode. */
        public static JsonNode encode(HealthRunIgnoredChecksItem value) {
            return Json.stringNode(value.json);
        }
    }

    /** Figures over the model calls and usage of the records. */
    public static final class HealthStats {
        /** Failed model calls. */
        public ModelCallErrorStats modelCallErrors;

        /** Model calls recorded more than once. */
        public DuplicatedCallStats duplicatedCalls;

        /** Token totals. */
        public HealthTokenTotals tokens;

        /** Decode strictly. */
        @JsonCreator
        public static HealthStats decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            HealthStats value = new HealthStats();
            value.modelCallErrors = fields.required("model_call_errors", ModelCallErrorStats::decode);
            value.duplicatedCalls = fields.required("duplicated_calls", DuplicatedCallStats::decode);
            value.tokens = fields.required("tokens", HealthTokenTotals::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(HealthStats value) {
            Writer writer = new Writer();
            writer.put("model_call_errors", value.modelCallErrors, ModelCallErrorStats::encode);
            writer.put("duplicated_calls", value.duplicatedCalls, DuplicatedCallStats::encode);
            writer.put("tokens", value.tokens, HealthTokenTotals::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** A task, or one rollout of it, by its indices. */
    public static final class HealthSubject {
        /**
         * The record's _ng_task_index; for a record without one, its 0-based position among the
         * non-blank lines of all inputs; for an unreadable line, __unreadable_record__:input-&lt;input
         * number from 0&gt;:line-&lt;line number from 1&gt;.
         */
        public HealthSubjectNgTaskIndex ngTaskIndex;

        /** The record's _ng_rollout_index (0 when it has none); absent for a task finding. */
        public Opt<HealthSubjectNgRolloutIndex> ngRolloutIndex = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static HealthSubject decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            HealthSubject value = new HealthSubject();
            value.ngTaskIndex = fields.required("_ng_task_index", HealthSubjectNgTaskIndex::decode);
            value.ngRolloutIndex = fields.optional("_ng_rollout_index", HealthSubjectNgRolloutIndex::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(HealthSubject value) {
            Writer writer = new Writer();
            writer.put("_ng_task_index", value.ngTaskIndex, HealthSubjectNgTaskIndex::encode);
            writer.putOpt("_ng_rollout_index", value.ngRolloutIndex, HealthSubjectNgRolloutIndex::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The record's _ng_rollout_index (0 when it has none); absent for a task finding. */
    public static final class HealthSubjectNgRolloutIndex {
        /** The record's _ng_rollout_index (0 when it has none); absent for a task finding. */
        public Long integer;

        /** The record's _ng_rollout_index (0 when it has none); absent for a task finding. */
        public String string;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static HealthSubjectNgRolloutIndex decode(JsonNode node) throws DecodeException {
            HealthSubjectNgRolloutIndex value = new HealthSubjectNgRolloutIndex();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(HealthSubjectNgRolloutIndex value) {
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            throw new IllegalStateException("HealthSubjectNgRolloutIndex: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * The record's _ng_task_index; for a record without one, its 0-based position among the non-blank
     * lines of all inputs; for an unreadable line, __unreadable_record__:input-&lt;input number from
     * 0&gt;:line-&lt;line number from 1&gt;.
     */
    public static final class HealthSubjectNgTaskIndex {
        /**
         * The record's _ng_task_index; for a record without one, its 0-based position among the
         * non-blank lines of all inputs; for an unreadable line, __unreadable_record__:input-&lt;input
         * number from 0&gt;:line-&lt;line number from 1&gt;.
         */
        public Long integer;

        /**
         * The record's _ng_task_index; for a record without one, its 0-based position among the
         * non-blank lines of all inputs; for an unreadable line, __unreadable_record__:input-&lt;input
         * number from 0&gt;:line-&lt;line number from 1&gt;.
         */
        public String string;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static HealthSubjectNgTaskIndex decode(JsonNode node) throws DecodeException {
            HealthSubjectNgTaskIndex value = new HealthSubjectNgTaskIndex();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(HealthSubjectNgTaskIndex value) {
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            throw new IllegalStateException("HealthSubjectNgTaskIndex: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Token totals over every record whose counts keep each total in the signed 64-bit range. */
    public static final class HealthTokenTotals {
        /** response.usage prompt counts (0 where absent). */
        public Long prompt;

        /** response.usage completion counts (0 where absent). */
        public Long completion;

        /** prompt_tokens over every model call. */
        public Long capturePrompt;

        /** completion_tokens over every model call. */
        public Long captureCompletion;

        /**
         * Records left out of these four totals, present only when there are any: adding a record's
         * counts would have carried a total past 2**63 - 1, the largest integer every reader of the
         * family holds exactly, so none of its four counts is added (the command names each such
         * record on stderr).
         */
        public Opt<Long> leftOut = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static HealthTokenTotals decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            HealthTokenTotals value = new HealthTokenTotals();
            value.prompt = fields.required("prompt", Json::integer);
            value.completion = fields.required("completion", Json::integer);
            value.capturePrompt = fields.required("capture_prompt", Json::integer);
            value.captureCompletion = fields.required("capture_completion", Json::integer);
            value.leftOut = fields.optional("left_out", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(HealthTokenTotals value) {
            Writer writer = new Writer();
            writer.put("prompt", value.prompt, Json::integerNode);
            writer.put("completion", value.completion, Json::integerNode);
            writer.put("capture_prompt", value.capturePrompt, Json::integerNode);
            writer.put("capture_completion", value.captureCompletion, Json::integerNode);
            writer.putOpt("left_out", value.leftOut, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * A hosted image generation. Open: keys beyond those listed are kept, as the Responses vocabulary
     * grows.
     */
    public static final class ImageGenerationCallItem {
        /** Item tag. */
        public ImageGenerationCallItemType type;

        /** Provider id of the item. */
        public String id;

        /** The generated image encoded in base64. */
        public Opt<String> result = Opt.absent();

        /** Progress of the generation. */
        public ImageGenerationCallItemStatus status;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ImageGenerationCallItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ImageGenerationCallItem value = new ImageGenerationCallItem();
            value.type = fields.required("type", ImageGenerationCallItemType::decode);
            value.id = fields.required("id", Json::string);
            value.result = fields.optional("result", Json.nullable(Json::string));
            value.status = fields.required("status", ImageGenerationCallItemStatus::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ImageGenerationCallItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ImageGenerationCallItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.putOpt("result", value.result, Json.nullableNode(Json::stringNode));
            writer.put("status", value.status, ImageGenerationCallItemStatus::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Progress of the generation. */
    public static enum ImageGenerationCallItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "completed" */
        COMPLETED("completed"),
        /** "generating" */
        GENERATING("generating"),
        /** "failed" */
        FAILED("failed");

        private final String json;

        ImageGenerationCallItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ImageGenerationCallItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ImageGenerationCallItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"completed\", \"generating\", \"failed\"");
        }

        /** Encode. */
        public static JsonNode encode(ImageGenerationCallItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum ImageGenerationCallItemType {
        /** "image_generation_call" */
        IMAGE_GENERATION_CALL("image_generation_call");

        private final String json;

        ImageGenerationCallItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ImageGenerationCallItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ImageGenerationCallItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"image_generation_call\"");
        }

        /** Encode. */
        public static JsonNode encode(ImageGenerationCallItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * A file given to the model, inline or by reference. Open: keys beyond those listed are kept, as
     * the Responses vocabulary grows.
     */
    public static final class InputFilePart {
        /** Content part tag. */
        public InputFilePartType type;

        /** Inline content of the file. */
        public Opt<String> fileData = Opt.absent();

        /** Id of an uploaded file. */
        public Opt<String> fileId = Opt.absent();

        /** URL of the file. */
        public Opt<String> fileUrl = Opt.absent();

        /** Name of the file. */
        public Opt<String> filename = Opt.absent();

        /** Resolution hint for the file's rendering. */
        public Opt<String> detail = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static InputFilePart decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            InputFilePart value = new InputFilePart();
            value.type = fields.required("type", InputFilePartType::decode);
            value.fileData = fields.optional("file_data", Json.nullable(Json::string));
            value.fileId = fields.optional("file_id", Json.nullable(Json::string));
            value.fileUrl = fields.optional("file_url", Json::string);
            value.filename = fields.optional("filename", Json.nullable(Json::string));
            value.detail = fields.optional("detail", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(InputFilePart value) {
            Writer writer = new Writer();
            writer.put("type", value.type, InputFilePartType::encode);
            writer.putOpt("file_data", value.fileData, Json.nullableNode(Json::stringNode));
            writer.putOpt("file_id", value.fileId, Json.nullableNode(Json::stringNode));
            writer.putOpt("file_url", value.fileUrl, Json::stringNode);
            writer.putOpt("filename", value.filename, Json.nullableNode(Json::stringNode));
            writer.putOpt("detail", value.detail, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Content part tag. */
    public static enum InputFilePartType {
        /** "input_file" */
        INPUT_FILE("input_file");

        private final String json;

        InputFilePartType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static InputFilePartType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (InputFilePartType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"input_file\"");
        }

        /** Encode. */
        public static JsonNode encode(InputFilePartType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * An image given to the model, by URL (a data URL allowed) or by uploaded file id. Open: keys
     * beyond those listed are kept, as the Responses vocabulary grows.
     */
    public static final class InputImagePart {
        /** Content part tag. */
        public InputImagePartType type;

        /** Resolution at which the model should look at the image. */
        public InputImagePartDetail detail;

        /** URL or data URL of the image. */
        public Opt<String> imageUrl = Opt.absent();

        /** Id of an uploaded image file. */
        public Opt<String> fileId = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static InputImagePart decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            InputImagePart value = new InputImagePart();
            value.type = fields.required("type", InputImagePartType::decode);
            value.detail = fields.required("detail", InputImagePartDetail::decode);
            value.imageUrl = fields.optional("image_url", Json.nullable(Json::string));
            value.fileId = fields.optional("file_id", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(InputImagePart value) {
            Writer writer = new Writer();
            writer.put("type", value.type, InputImagePartType::encode);
            writer.put("detail", value.detail, InputImagePartDetail::encode);
            writer.putOpt("image_url", value.imageUrl, Json.nullableNode(Json::stringNode));
            writer.putOpt("file_id", value.fileId, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Resolution at which the model should look at the image. */
    public static enum InputImagePartDetail {
        /** "low" */
        LOW("low"),
        /** "high" */
        HIGH("high"),
        /** "auto" */
        AUTO("auto"),
        /** "original" */
        ORIGINAL("original");

        private final String json;

        InputImagePartDetail(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static InputImagePartDetail decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (InputImagePartDetail value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"low\", \"high\", \"auto\", \"original\"");
        }

        /** Encode. */
        public static JsonNode encode(InputImagePartDetail value) {
            return Json.stringNode(value.json);
        }
    }

    /** Content part tag. */
    public static enum InputImagePartType {
        /** "input_image" */
        INPUT_IMAGE("input_image");

        private final String json;

        InputImagePartType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static InputImagePartType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (InputImagePartType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"input_image\"");
        }

        /** Encode. */
        public static JsonNode encode(InputImagePartType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * One task input row of NeMo Gym 0.7.0 (a line of example.jsonl, *_input.jsonl, a benchmark's data
     * file): what a Gym run starts from. The request the agent sends the model
     * (responses_create_params), the agent that runs it (agent_ref) and the task's own fields, which
     * the verifier reads (expected_answer, verifier_metadata, ...). A row without
     * responses_create_params, or without its input, is a raw row that a prompt_config completes.
     * Open: keys not listed here belong to the task and are not checked, as Gym keeps them.
     */
    public static final class InputRow {
        /** The OpenAI Responses create request of the task. */
        public Opt<ResponseCreateParams> responsesCreateParams = Opt.absent();

        /** Agent server that runs the task. */
        public Opt<AgentRef> agentRef = Opt.absent();

        /** Name Gym routes the row by when it has no agent_ref (a resources server or agent name). */
        public Opt<String> taskSource = Opt.absent();

        /** The answer the verifier compares with; any JSON value. */
        public Opt<JsonNode> expectedAnswer = Opt.absent();

        /**
         * Legacy container of task fields for the verifier; Gym splices its members up to the row.
         * Null means none.
         */
        public Opt<Map<String, JsonNode>> verifierMetadata = Opt.absent();

        /**
         * Container of the task's own fields, in the layout after Gym's row-format migration; Gym
         * splices its members up to the row. Null means none.
         */
        public Opt<Map<String, JsonNode>> taskData = Opt.absent();

        /**
         * Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
         * task_id} object of a materialized task row (whose inner task_id is used).
         */
        public Opt<InputRowTaskId> taskId = Opt.absent();

        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public Opt<InputRowProblemId> problemId = Opt.absent();

        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public Opt<InputRowInstanceId> instanceId = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static InputRow decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            InputRow value = new InputRow();
            value.responsesCreateParams = fields.optional("responses_create_params", ResponseCreateParams::decode);
            value.agentRef = fields.optional("agent_ref", AgentRef::decode);
            value.taskSource = fields.optional("task_source", Json::string);
            value.expectedAnswer = fields.optional("expected_answer", Json::any);
            value.verifierMetadata = fields.optional("verifier_metadata", Json.nullable(Json.map(Json::any)));
            value.taskData = fields.optional("task_data", Json.nullable(Json.map(Json::any)));
            value.taskId = fields.optional("task_id", InputRowTaskId::decode);
            value.problemId = fields.optional("problem_id", InputRowProblemId::decode);
            value.instanceId = fields.optional("instance_id", InputRowInstanceId::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(InputRow value) {
            Writer writer = new Writer();
            writer.putOpt("responses_create_params", value.responsesCreateParams, ResponseCreateParams::encode);
            writer.putOpt("agent_ref", value.agentRef, AgentRef::encode);
            writer.putOpt("task_source", value.taskSource, Json::stringNode);
            writer.putOpt("expected_answer", value.expectedAnswer, Json::anyNode);
            writer.putOpt("verifier_metadata", value.verifierMetadata, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("task_data", value.taskData, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("task_id", value.taskId, InputRowTaskId::encode);
            writer.putOpt("problem_id", value.problemId, InputRowProblemId::encode);
            writer.putOpt("instance_id", value.instanceId, InputRowInstanceId::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
     * its decimal text.
     */
    public static final class InputRowInstanceId {
        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public String string;

        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public Long integer;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static InputRowInstanceId decode(JsonNode node) throws DecodeException {
            InputRowInstanceId value = new InputRowInstanceId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(InputRowInstanceId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            throw new IllegalStateException("InputRowInstanceId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
    public static final class InputRowProblemId {
        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public String string;

        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public Long integer;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static InputRowProblemId decode(JsonNode node) throws DecodeException {
            InputRowProblemId value = new InputRowProblemId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(InputRowProblemId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            throw new IllegalStateException("InputRowProblemId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
     * object of a materialized task row (whose inner task_id is used).
     */
    public static final class InputRowTaskId {
        /** The string alternative; null when another is set. */
        public String string;

        /** The integer alternative; null when another is set. */
        public Long integer;

        /** The materializedTaskId alternative; null when another is set. */
        public MaterializedTaskId materializedTaskId;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static InputRowTaskId decode(JsonNode node) throws DecodeException {
            InputRowTaskId value = new InputRowTaskId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<MaterializedTaskId> decoder = MaterializedTaskId::decode;
                value.materializedTaskId = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(InputRowTaskId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            if (value.materializedTaskId != null) {
                Encoder<MaterializedTaskId> encoder = MaterializedTaskId::encode;
                return encoder.encode(value.materializedTaskId);
            }
            throw new IllegalStateException("InputRowTaskId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Plain text given to the model. Open: keys beyond those listed are kept, as the Responses
     * vocabulary grows.
     */
    public static final class InputTextPart {
        /** Content part tag. */
        public InputTextPartType type;

        /** The text. */
        public String text;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static InputTextPart decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            InputTextPart value = new InputTextPart();
            value.type = fields.required("type", InputTextPartType::decode);
            value.text = fields.required("text", Json::string);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(InputTextPart value) {
            Writer writer = new Writer();
            writer.put("type", value.type, InputTextPartType::encode);
            writer.put("text", value.text, Json::stringNode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Content part tag. */
    public static enum InputTextPartType {
        /** "input_text" */
        INPUT_TEXT("input_text");

        private final String json;

        InputTextPartType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static InputTextPartType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (InputTextPartType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"input_text\"");
        }

        /** Encode. */
        public static JsonNode encode(InputTextPartType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * A video given to the model (a Gym extension of the input parts). Exactly one of video_url and
     * video is set (rule content_part.input_video_source). Open: keys beyond those listed are kept, as
     * the Responses vocabulary grows.
     */
    public static final class InputVideoPart {
        /** Content part tag. */
        public InputVideoPartType type;

        /** URL of the video; non-empty when given. */
        public Opt<String> videoUrl = Opt.absent();

        /** Video reference in the form the model server accepts; non-empty when given. */
        public Opt<String> video = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static InputVideoPart decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            InputVideoPart value = new InputVideoPart();
            value.type = fields.required("type", InputVideoPartType::decode);
            value.videoUrl = fields.optional("video_url", Json::string);
            value.video = fields.optional("video", Json::string);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(InputVideoPart value) {
            Writer writer = new Writer();
            writer.put("type", value.type, InputVideoPartType::encode);
            writer.putOpt("video_url", value.videoUrl, Json::stringNode);
            writer.putOpt("video", value.video, Json::stringNode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Content part tag. */
    public static enum InputVideoPartType {
        /** "input_video" */
        INPUT_VIDEO("input_video");

        private final String json;

        InputVideoPartType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static InputVideoPartType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (InputVideoPartType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"input_video\"");
        }

        /** Encode. */
        public static JsonNode encode(InputVideoPartType value) {
            return Json.stringNode(value.json);
        }
    }

    /** Findings per check id. */
    public static final class IssueCounts {
        /** Findings of check_execution_error. */
        public Long checkExecutionError;

        /** Findings of record_unreadable. */
        public Long recordUnreadable;

        /** Findings of rollout_duplicate_identity. */
        public Long rolloutDuplicateIdentity;

        /** Findings of rollout_missing_agent_turns. */
        public Long rolloutMissingAgentTurns;

        /** Findings of rollout_ended_on_failed_model_call. */
        public Long rolloutEndedOnFailedModelCall;

        /** Findings of agent_turn_hollow. */
        public Long agentTurnHollow;

        /** Findings of model_call_zero_completion_tokens. */
        public Long modelCallZeroCompletionTokens;

        /** Findings of model_call_missing_token_counts. */
        public Long modelCallMissingTokenCounts;

        /** Findings of trajectory_capture_mismatch. */
        public Long trajectoryCaptureMismatch;

        /** Findings of model_call_failed. */
        public Long modelCallFailed;

        /** Findings of rollout_token_count_mismatch. */
        public Long rolloutTokenCountMismatch;

        /** Findings of model_call_runaway_generation. */
        public Long modelCallRunawayGeneration;

        /** Findings of task_consistently_unhealthy. */
        public Long taskConsistentlyUnhealthy;

        /** Findings of task_no_successful_model_calls. */
        public Long taskNoSuccessfulModelCalls;

        /** Decode strictly. */
        @JsonCreator
        public static IssueCounts decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            IssueCounts value = new IssueCounts();
            value.checkExecutionError = fields.required("check_execution_error", Json::integer);
            value.recordUnreadable = fields.required("record_unreadable", Json::integer);
            value.rolloutDuplicateIdentity = fields.required("rollout_duplicate_identity", Json::integer);
            value.rolloutMissingAgentTurns = fields.required("rollout_missing_agent_turns", Json::integer);
            value.rolloutEndedOnFailedModelCall = fields.required("rollout_ended_on_failed_model_call", Json::integer);
            value.agentTurnHollow = fields.required("agent_turn_hollow", Json::integer);
            value.modelCallZeroCompletionTokens = fields.required("model_call_zero_completion_tokens", Json::integer);
            value.modelCallMissingTokenCounts = fields.required("model_call_missing_token_counts", Json::integer);
            value.trajectoryCaptureMismatch = fields.required("trajectory_capture_mismatch", Json::integer);
            value.modelCallFailed = fields.required("model_call_failed", Json::integer);
            value.rolloutTokenCountMismatch = fields.required("rollout_token_count_mismatch", Json::integer);
            value.modelCallRunawayGeneration = fields.required("model_call_runaway_generation", Json::integer);
            value.taskConsistentlyUnhealthy = fields.required("task_consistently_unhealthy", Json::integer);
            value.taskNoSuccessfulModelCalls = fields.required("task_no_successful_model_calls", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(IssueCounts value) {
            Writer writer = new Writer();
            writer.put("check_execution_error", value.checkExecutionError, Json::integerNode);
            writer.put("record_unreadable", value.recordUnreadable, Json::integerNode);
            writer.put("rollout_duplicate_identity", value.rolloutDuplicateIdentity, Json::integerNode);
            writer.put("rollout_missing_agent_turns", value.rolloutMissingAgentTurns, Json::integerNode);
            writer.put("rollout_ended_on_failed_model_call", value.rolloutEndedOnFailedModelCall, Json::integerNode);
            writer.put("agent_turn_hollow", value.agentTurnHollow, Json::integerNode);
            writer.put("model_call_zero_completion_tokens", value.modelCallZeroCompletionTokens, Json::integerNode);
            writer.put("model_call_missing_token_counts", value.modelCallMissingTokenCounts, Json::integerNode);
            writer.put("trajectory_capture_mismatch", value.trajectoryCaptureMismatch, Json::integerNode);
            writer.put("model_call_failed", value.modelCallFailed, Json::integerNode);
            writer.put("rollout_token_count_mismatch", value.rolloutTokenCountMismatch, Json::integerNode);
            writer.put("model_call_runaway_generation", value.modelCallRunawayGeneration, Json::integerNode);
            writer.put("task_consistently_unhealthy", value.taskConsistentlyUnhealthy, Json::integerNode);
            writer.put("task_no_successful_model_calls", value.taskNoSuccessfulModelCalls, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Execute a shell command on the server. */
    public static final class LocalShellCallAction {
        /** The command to run. */
        public List<String> command;

        /** Environment variables to set for the command. */
        public Map<String, String> env;

        /** The type of the local shell action. Always `exec`. */
        public LocalShellCallActionType type;

        /** Optional timeout in milliseconds for the command. */
        public Opt<Long> timeoutMs = Opt.absent();

        /** Optional user to run the command as. */
        public Opt<String> user = Opt.absent();

        /** Optional working directory to run the command in. */
        public Opt<String> workingDirectory = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static LocalShellCallAction decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            LocalShellCallAction value = new LocalShellCallAction();
            value.command = fields.required("command", Json.list(Json::string));
            value.env = fields.required("env", Json.map(Json::string));
            value.type = fields.required("type", LocalShellCallActionType::decode);
            value.timeoutMs = fields.optional("timeout_ms", Json.nullable(Json::integer));
            value.user = fields.optional("user", Json.nullable(Json::string));
            value.workingDirectory = fields.optional("working_directory", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(LocalShellCallAction value) {
            Writer writer = new Writer();
            writer.put("command", value.command, Json.listNode(Json::stringNode));
            writer.put("env", value.env, Json.mapNode(Json::stringNode));
            writer.put("type", value.type, LocalShellCallActionType::encode);
            writer.putOpt("timeout_ms", value.timeoutMs, Json.nullableNode(Json::integerNode));
            writer.putOpt("user", value.user, Json.nullableNode(Json::stringNode));
            writer.putOpt("working_directory", value.workingDirectory, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The type of the local shell action. Always `exec`. */
    public static enum LocalShellCallActionType {
        /** "exec" */
        EXEC("exec");

        private final String json;

        LocalShellCallActionType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static LocalShellCallActionType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (LocalShellCallActionType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"exec\"");
        }

        /** Encode. */
        public static JsonNode encode(LocalShellCallActionType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * A local shell command requested by the model. Open: keys beyond those listed are kept, as the
     * Responses vocabulary grows.
     */
    public static final class LocalShellCallItem {
        /** Item tag. */
        public LocalShellCallItemType type;

        /** Provider id of the item. */
        public String id;

        /** The command to run. */
        public LocalShellCallAction action;

        /** Id that pairs the command with its output. */
        public String callId;

        /** Progress of the command. */
        public LocalShellCallItemStatus status;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static LocalShellCallItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            LocalShellCallItem value = new LocalShellCallItem();
            value.type = fields.required("type", LocalShellCallItemType::decode);
            value.id = fields.required("id", Json::string);
            value.action = fields.required("action", LocalShellCallAction::decode);
            value.callId = fields.required("call_id", Json::string);
            value.status = fields.required("status", LocalShellCallItemStatus::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(LocalShellCallItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, LocalShellCallItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.put("action", value.action, LocalShellCallAction::encode);
            writer.put("call_id", value.callId, Json::stringNode);
            writer.put("status", value.status, LocalShellCallItemStatus::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Progress of the command. */
    public static enum LocalShellCallItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "completed" */
        COMPLETED("completed"),
        /** "incomplete" */
        INCOMPLETE("incomplete");

        private final String json;

        LocalShellCallItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static LocalShellCallItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (LocalShellCallItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"completed\", \"incomplete\"");
        }

        /** Encode. */
        public static JsonNode encode(LocalShellCallItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum LocalShellCallItemType {
        /** "local_shell_call" */
        LOCAL_SHELL_CALL("local_shell_call");

        private final String json;

        LocalShellCallItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static LocalShellCallItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (LocalShellCallItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"local_shell_call\"");
        }

        /** Encode. */
        public static JsonNode encode(LocalShellCallItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * The output of a local shell command. Open: keys beyond those listed are kept, as the Responses
     * vocabulary grows.
     */
    public static final class LocalShellCallOutputItem {
        /** Item tag. */
        public LocalShellCallOutputItemType type;

        /** Id of the local_shell_call this output answers. */
        public String id;

        /** Output of the command. */
        public String output;

        /** The status of the item. One of `in_progress`, `completed`, or `incomplete`. */
        public Opt<LocalShellCallOutputItemStatus> status = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static LocalShellCallOutputItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            LocalShellCallOutputItem value = new LocalShellCallOutputItem();
            value.type = fields.required("type", LocalShellCallOutputItemType::decode);
            value.id = fields.required("id", Json::string);
            value.output = fields.required("output", Json::string);
            value.status = fields.optional("status", Json.nullable(LocalShellCallOutputItemStatus::decode));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(LocalShellCallOutputItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, LocalShellCallOutputItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.put("output", value.output, Json::stringNode);
            writer.putOpt("status", value.status, Json.nullableNode(LocalShellCallOutputItemStatus::encode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The status of the item. One of `in_progress`, `completed`, or `incomplete`. */
    public static enum LocalShellCallOutputItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "completed" */
        COMPLETED("completed"),
        /** "incomplete" */
        INCOMPLETE("incomplete");

        private final String json;

        LocalShellCallOutputItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static LocalShellCallOutputItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (LocalShellCallOutputItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"completed\", \"incomplete\"");
        }

        /** Encode. */
        public static JsonNode encode(LocalShellCallOutputItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum LocalShellCallOutputItemType {
        /** "local_shell_call_output" */
        LOCAL_SHELL_CALL_OUTPUT("local_shell_call_output");

        private final String json;

        LocalShellCallOutputItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static LocalShellCallOutputItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (LocalShellCallOutputItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"local_shell_call_output\"");
        }

        /** Encode. */
        public static JsonNode encode(LocalShellCallOutputItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * One line of rollouts-&lt;shard&gt;_materialized_inputs.jsonl: a try the shard is meant to hold,
     * as it is dispatched. It is a task input row (InputRow: the task's own fields, typed where Gym
     * reads them) plus the identity keys, with _ng_rollout_id the shard key
     * &lt;run_id&gt;-&lt;base&gt;; it carries none of a result's keys (response, reward, the ng_*
     * evidence, _ng_failure_*, _ng_no_persist). A shard's own file has no attempt index; the rows a
     * resume still needs (trajspec status --resume-out) carry the attempt they are dispatched as.
     * Open, as an input row is.
     */
    public static final class MaterializedInputRow {
        /** The OpenAI Responses create request of the task. */
        public Opt<ResponseCreateParams> responsesCreateParams = Opt.absent();

        /** Agent server that runs the task. */
        public Opt<AgentRef> agentRef = Opt.absent();

        /** Name Gym routes the row by when it has no agent_ref (a resources server or agent name). */
        public Opt<String> taskSource = Opt.absent();

        /** The answer the verifier compares with; any JSON value. */
        public Opt<JsonNode> expectedAnswer = Opt.absent();

        /**
         * Legacy container of task fields for the verifier; Gym splices its members up to the row.
         * Null means none.
         */
        public Opt<Map<String, JsonNode>> verifierMetadata = Opt.absent();

        /**
         * Container of the task's own fields, in the layout after Gym's row-format migration; Gym
         * splices its members up to the row. Null means none.
         */
        public Opt<Map<String, JsonNode>> taskData = Opt.absent();

        /**
         * Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
         * task_id} object of a materialized task row (whose inner task_id is used).
         */
        public Opt<MaterializedInputRowTaskId> taskId = Opt.absent();

        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public Opt<MaterializedInputRowProblemId> problemId = Opt.absent();

        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public Opt<MaterializedInputRowInstanceId> instanceId = Opt.absent();

        /** Position of the task in the input, counting from 0. */
        public Long ngTaskIndex;

        /** Repeat number of this rollout of the task, counting from 0. */
        public Long ngRolloutIndex;

        /**
         * The key the try is dispatched and captured under (before any attempt suffix):
         * &lt;run_id&gt;-&lt;base&gt; in a trajspec shard.
         */
        public Opt<String> ngRolloutId = Opt.absent();

        /**
         * Only in a resume list: the attempt the try is dispatched as (the number of failed attempts
         * the shard already holds), when positive.
         */
        public Opt<Long> ngAttemptIndex = Opt.absent();

        /**
         * Explicit identity that overrides the derived task and rollout ids when it is a valid
         * TrajectoryIdentity (see RolloutRow).
         */
        public Opt<Map<String, JsonNode>> trajectoryIdentity = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static MaterializedInputRow decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            MaterializedInputRow value = new MaterializedInputRow();
            value.responsesCreateParams = fields.optional("responses_create_params", ResponseCreateParams::decode);
            value.agentRef = fields.optional("agent_ref", AgentRef::decode);
            value.taskSource = fields.optional("task_source", Json::string);
            value.expectedAnswer = fields.optional("expected_answer", Json::any);
            value.verifierMetadata = fields.optional("verifier_metadata", Json.nullable(Json.map(Json::any)));
            value.taskData = fields.optional("task_data", Json.nullable(Json.map(Json::any)));
            value.taskId = fields.optional("task_id", MaterializedInputRowTaskId::decode);
            value.problemId = fields.optional("problem_id", MaterializedInputRowProblemId::decode);
            value.instanceId = fields.optional("instance_id", MaterializedInputRowInstanceId::decode);
            value.ngTaskIndex = fields.required("_ng_task_index", Json::integer);
            value.ngRolloutIndex = fields.required("_ng_rollout_index", Json::integer);
            value.ngRolloutId = fields.optional("_ng_rollout_id", Json::string);
            value.ngAttemptIndex = fields.optional("_ng_attempt_index", Json::integer);
            value.trajectoryIdentity = fields.optional("trajectory_identity", Json.map(Json::any));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(MaterializedInputRow value) {
            Writer writer = new Writer();
            writer.putOpt("responses_create_params", value.responsesCreateParams, ResponseCreateParams::encode);
            writer.putOpt("agent_ref", value.agentRef, AgentRef::encode);
            writer.putOpt("task_source", value.taskSource, Json::stringNode);
            writer.putOpt("expected_answer", value.expectedAnswer, Json::anyNode);
            writer.putOpt("verifier_metadata", value.verifierMetadata, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("task_data", value.taskData, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("task_id", value.taskId, MaterializedInputRowTaskId::encode);
            writer.putOpt("problem_id", value.problemId, MaterializedInputRowProblemId::encode);
            writer.putOpt("instance_id", value.instanceId, MaterializedInputRowInstanceId::encode);
            writer.put("_ng_task_index", value.ngTaskIndex, Json::integerNode);
            writer.put("_ng_rollout_index", value.ngRolloutIndex, Json::integerNode);
            writer.putOpt("_ng_rollout_id", value.ngRolloutId, Json::stringNode);
            writer.putOpt("_ng_attempt_index", value.ngAttemptIndex, Json::integerNode);
            writer.putOpt("trajectory_identity", value.trajectoryIdentity, Json.mapNode(Json::anyNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
     * its decimal text.
     */
    public static final class MaterializedInputRowInstanceId {
        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public String string;

        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public Long integer;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static MaterializedInputRowInstanceId decode(JsonNode node) throws DecodeException {
            MaterializedInputRowInstanceId value = new MaterializedInputRowInstanceId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(MaterializedInputRowInstanceId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            throw new IllegalStateException("MaterializedInputRowInstanceId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
    public static final class MaterializedInputRowProblemId {
        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public String string;

        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public Long integer;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static MaterializedInputRowProblemId decode(JsonNode node) throws DecodeException {
            MaterializedInputRowProblemId value = new MaterializedInputRowProblemId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(MaterializedInputRowProblemId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            throw new IllegalStateException("MaterializedInputRowProblemId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
     * object of a materialized task row (whose inner task_id is used).
     */
    public static final class MaterializedInputRowTaskId {
        /** The string alternative; null when another is set. */
        public String string;

        /** The integer alternative; null when another is set. */
        public Long integer;

        /** The materializedTaskId alternative; null when another is set. */
        public MaterializedTaskId materializedTaskId;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static MaterializedInputRowTaskId decode(JsonNode node) throws DecodeException {
            MaterializedInputRowTaskId value = new MaterializedInputRowTaskId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<MaterializedTaskId> decoder = MaterializedTaskId::decode;
                value.materializedTaskId = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(MaterializedInputRowTaskId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            if (value.materializedTaskId != null) {
                Encoder<MaterializedTaskId> encoder = MaterializedTaskId::encode;
                return encoder.encode(value.materializedTaskId);
            }
            throw new IllegalStateException("MaterializedInputRowTaskId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The task id of a materialized task row: the task set plus the task's own id within it. */
    public static final class MaterializedTaskId {
        /** Name of the task set the task comes from. */
        public String taskset;

        /** Id of the task within its task set; this scalar is the rollout's task id. */
        public String taskId;

        /** Decode strictly. */
        @JsonCreator
        public static MaterializedTaskId decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            MaterializedTaskId value = new MaterializedTaskId();
            value.taskset = fields.required("taskset", Json::string);
            value.taskId = fields.required("task_id", Json::string);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(MaterializedTaskId value) {
            Writer writer = new Writer();
            writer.put("taskset", value.taskset, Json::stringNode);
            writer.put("task_id", value.taskId, Json::stringNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * A request for approval before an MCP tool runs. Open: keys beyond those listed are kept, as the
     * Responses vocabulary grows.
     */
    public static final class McpApprovalRequestItem {
        /** Item tag. */
        public McpApprovalRequestItemType type;

        /** The unique ID of the approval request. */
        public Opt<String> id = Opt.absent();

        /** Arguments of the tool call awaiting approval. */
        public String arguments;

        /** Name of the MCP tool. */
        public String name;

        /** The label of the MCP server making the request. */
        public Opt<String> serverLabel = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static McpApprovalRequestItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            McpApprovalRequestItem value = new McpApprovalRequestItem();
            value.type = fields.required("type", McpApprovalRequestItemType::decode);
            value.id = fields.optional("id", Json.nullable(Json::string));
            value.arguments = fields.required("arguments", Json::string);
            value.name = fields.required("name", Json::string);
            value.serverLabel = fields.optional("server_label", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(McpApprovalRequestItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, McpApprovalRequestItemType::encode);
            writer.putOpt("id", value.id, Json.nullableNode(Json::stringNode));
            writer.put("arguments", value.arguments, Json::stringNode);
            writer.put("name", value.name, Json::stringNode);
            writer.putOpt("server_label", value.serverLabel, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Item tag. */
    public static enum McpApprovalRequestItemType {
        /** "mcp_approval_request" */
        MCP_APPROVAL_REQUEST("mcp_approval_request");

        private final String json;

        McpApprovalRequestItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static McpApprovalRequestItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (McpApprovalRequestItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"mcp_approval_request\"");
        }

        /** Encode. */
        public static JsonNode encode(McpApprovalRequestItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * The answer to an MCP approval request. Open: keys beyond those listed are kept, as the Responses
     * vocabulary grows.
     */
    public static final class McpApprovalResponseItem {
        /** Item tag. */
        public McpApprovalResponseItemType type;

        /** Id of the approval request answered. */
        public String approvalRequestId;

        /** Whether the tool call was approved. */
        public Boolean approve;

        /** The unique ID of the approval response */
        public Opt<String> id = Opt.absent();

        /** Optional reason for the decision. */
        public Opt<String> reason = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static McpApprovalResponseItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            McpApprovalResponseItem value = new McpApprovalResponseItem();
            value.type = fields.required("type", McpApprovalResponseItemType::decode);
            value.approvalRequestId = fields.required("approval_request_id", Json::string);
            value.approve = fields.required("approve", Json::bool);
            value.id = fields.optional("id", Json.nullable(Json::string));
            value.reason = fields.optional("reason", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(McpApprovalResponseItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, McpApprovalResponseItemType::encode);
            writer.put("approval_request_id", value.approvalRequestId, Json::stringNode);
            writer.put("approve", value.approve, Json::boolNode);
            writer.putOpt("id", value.id, Json.nullableNode(Json::stringNode));
            writer.putOpt("reason", value.reason, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Item tag. */
    public static enum McpApprovalResponseItemType {
        /** "mcp_approval_response" */
        MCP_APPROVAL_RESPONSE("mcp_approval_response");

        private final String json;

        McpApprovalResponseItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static McpApprovalResponseItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (McpApprovalResponseItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"mcp_approval_response\"");
        }

        /** Encode. */
        public static JsonNode encode(McpApprovalResponseItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * A call of a tool on an MCP server. Open: keys beyond those listed are kept, as the Responses
     * vocabulary grows.
     */
    public static final class McpCallItem {
        /** Item tag. */
        public McpCallItemType type;

        /** The unique ID of the tool call. */
        public Opt<String> id = Opt.absent();

        /** Arguments of the tool call. */
        public String arguments;

        /** Name of the MCP tool. */
        public String name;

        /** The label of the MCP server running the tool. */
        public Opt<String> serverLabel = Opt.absent();

        /**
         * Unique identifier for the MCP tool call approval request. Include this value in a subsequent
         * `mcp_approval_response` input to approve or reject the corresponding tool call.
         */
        public Opt<String> approvalRequestId = Opt.absent();

        /** The error from the tool call, if any. */
        public Opt<String> error = Opt.absent();

        /** The output from the tool call. */
        public Opt<String> output = Opt.absent();

        /** The status of the tool call. */
        public Opt<String> status = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static McpCallItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            McpCallItem value = new McpCallItem();
            value.type = fields.required("type", McpCallItemType::decode);
            value.id = fields.optional("id", Json.nullable(Json::string));
            value.arguments = fields.required("arguments", Json::string);
            value.name = fields.required("name", Json::string);
            value.serverLabel = fields.optional("server_label", Json.nullable(Json::string));
            value.approvalRequestId = fields.optional("approval_request_id", Json.nullable(Json::string));
            value.error = fields.optional("error", Json.nullable(Json::string));
            value.output = fields.optional("output", Json.nullable(Json::string));
            value.status = fields.optional("status", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(McpCallItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, McpCallItemType::encode);
            writer.putOpt("id", value.id, Json.nullableNode(Json::stringNode));
            writer.put("arguments", value.arguments, Json::stringNode);
            writer.put("name", value.name, Json::stringNode);
            writer.putOpt("server_label", value.serverLabel, Json.nullableNode(Json::stringNode));
            writer.putOpt("approval_request_id", value.approvalRequestId, Json.nullableNode(Json::stringNode));
            writer.putOpt("error", value.error, Json.nullableNode(Json::stringNode));
            writer.putOpt("output", value.output, Json.nullableNode(Json::stringNode));
            writer.putOpt("status", value.status, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Item tag. */
    public static enum McpCallItemType {
        /** "mcp_call" */
        MCP_CALL("mcp_call");

        private final String json;

        McpCallItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static McpCallItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (McpCallItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"mcp_call\"");
        }

        /** Encode. */
        public static JsonNode encode(McpCallItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * A listing of the tools an MCP server offers. Open: keys beyond those listed are kept, as the
     * Responses vocabulary grows.
     */
    public static final class McpListToolsItem {
        /** Item tag. */
        public McpListToolsItemType type;

        /** The unique ID of the list. */
        public Opt<String> id = Opt.absent();

        /** The label of the MCP server. */
        public Opt<String> serverLabel = Opt.absent();

        /** The tools available on the server. */
        public Opt<List<JsonNode>> tools = Opt.absent();

        /** Error message if the server could not list tools. */
        public Opt<String> error = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static McpListToolsItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            McpListToolsItem value = new McpListToolsItem();
            value.type = fields.required("type", McpListToolsItemType::decode);
            value.id = fields.optional("id", Json.nullable(Json::string));
            value.serverLabel = fields.optional("server_label", Json.nullable(Json::string));
            value.tools = fields.optional("tools", Json.list(Json::any));
            value.error = fields.optional("error", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(McpListToolsItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, McpListToolsItemType::encode);
            writer.putOpt("id", value.id, Json.nullableNode(Json::stringNode));
            writer.putOpt("server_label", value.serverLabel, Json.nullableNode(Json::stringNode));
            writer.putOpt("tools", value.tools, Json.listNode(Json::anyNode));
            writer.putOpt("error", value.error, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Item tag. */
    public static enum McpListToolsItemType {
        /** "mcp_list_tools" */
        MCP_LIST_TOOLS("mcp_list_tools");

        private final String json;

        McpListToolsItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static McpListToolsItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (McpListToolsItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"mcp_list_tools\"");
        }

        /** Encode. */
        public static JsonNode encode(McpListToolsItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * One content part of a message, tagged by type: an input part (text, image, file, video) or an
     * output part (text, refusal).
     */
    public static final class MessageContentPart {
        /** The inputTextPart alternative; null when another is set. */
        public InputTextPart inputTextPart;

        /** The inputImagePart alternative; null when another is set. */
        public InputImagePart inputImagePart;

        /** The inputFilePart alternative; null when another is set. */
        public InputFilePart inputFilePart;

        /** The inputVideoPart alternative; null when another is set. */
        public InputVideoPart inputVideoPart;

        /** The outputTextPart alternative; null when another is set. */
        public OutputTextPart outputTextPart;

        /** The refusalPart alternative; null when another is set. */
        public RefusalPart refusalPart;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static MessageContentPart decode(JsonNode node) throws DecodeException {
            MessageContentPart value = new MessageContentPart();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<InputTextPart> decoder = InputTextPart::decode;
                value.inputTextPart = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<InputImagePart> decoder = InputImagePart::decode;
                value.inputImagePart = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<InputFilePart> decoder = InputFilePart::decode;
                value.inputFilePart = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<InputVideoPart> decoder = InputVideoPart::decode;
                value.inputVideoPart = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<OutputTextPart> decoder = OutputTextPart::decode;
                value.outputTextPart = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<RefusalPart> decoder = RefusalPart::decode;
                value.refusalPart = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(MessageContentPart value) {
            if (value.inputTextPart != null) {
                Encoder<InputTextPart> encoder = InputTextPart::encode;
                return encoder.encode(value.inputTextPart);
            }
            if (value.inputImagePart != null) {
                Encoder<InputImagePart> encoder = InputImagePart::encode;
                return encoder.encode(value.inputImagePart);
            }
            if (value.inputFilePart != null) {
                Encoder<InputFilePart> encoder = InputFilePart::encode;
                return encoder.encode(value.inputFilePart);
            }
            if (value.inputVideoPart != null) {
                Encoder<InputVideoPart> encoder = InputVideoPart::encode;
                return encoder.encode(value.inputVideoPart);
            }
            if (value.outputTextPart != null) {
                Encoder<OutputTextPart> encoder = OutputTextPart::encode;
                return encoder.encode(value.outputTextPart);
            }
            if (value.refusalPart != null) {
                Encoder<RefusalPart> encoder = RefusalPart::encode;
                return encoder.encode(value.refusalPart);
            }
            throw new IllegalStateException("MessageContentPart: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * A message of the conversation from a user, the assistant, the system or a developer. Its type
     * may be left out (the Responses API's easy input message, whose type defaults to message). Open:
     * keys beyond those listed are kept, as the Responses vocabulary grows.
     */
    public static final class MessageItem {
        /** Item tag; may be absent, which means message. */
        public Opt<MessageItemType> type = Opt.absent();

        /** Author of the message. */
        public MessageItemRole role;

        /** Content of the message: a string, or a list of content parts. */
        public MessageItemContent content;

        /** Provider id of the message; output messages carry one. */
        public Opt<String> id = Opt.absent();

        /** Completion state of the message. */
        public Opt<MessageItemStatus> status = Opt.absent();

        /**
         * Whether an assistant message is interim commentary or the final answer, when the provider
         * says.
         */
        public Opt<MessageItemPhase> phase = Opt.absent();

        /**
         * Token ids of the prompt that produced this item, for training. Present together with
         * generation_token_ids and generation_log_probs (rule
         * conversation_item.token_metadata_complete).
         */
        public Opt<List<Long>> promptTokenIds = Opt.absent();

        /** Token ids the model generated for this item, for training. */
        public Opt<List<Long>> generationTokenIds = Opt.absent();

        /** Log probability of each generated token, for training. */
        public Opt<List<Double>> generationLogProbs = Opt.absent();

        /**
         * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
         * nested array of expert indices.
         */
        public Opt<MessageItemRoutedExperts> routedExperts = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static MessageItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            MessageItem value = new MessageItem();
            value.type = fields.optional("type", MessageItemType::decode);
            value.role = fields.required("role", MessageItemRole::decode);
            value.content = fields.required("content", MessageItemContent::decode);
            value.id = fields.optional("id", Json::string);
            value.status = fields.optional("status", MessageItemStatus::decode);
            value.phase = fields.optional("phase", Json.nullable(MessageItemPhase::decode));
            value.promptTokenIds = fields.optional("prompt_token_ids", Json.list(Json::integer));
            value.generationTokenIds = fields.optional("generation_token_ids", Json.list(Json::integer));
            value.generationLogProbs = fields.optional("generation_log_probs", Json.list(Json::number));
            value.routedExperts = fields.optional("routed_experts", Json.nullable(MessageItemRoutedExperts::decode));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(MessageItem value) {
            Writer writer = new Writer();
            writer.putOpt("type", value.type, MessageItemType::encode);
            writer.put("role", value.role, MessageItemRole::encode);
            writer.put("content", value.content, MessageItemContent::encode);
            writer.putOpt("id", value.id, Json::stringNode);
            writer.putOpt("status", value.status, MessageItemStatus::encode);
            writer.putOpt("phase", value.phase, Json.nullableNode(MessageItemPhase::encode));
            writer.putOpt("prompt_token_ids", value.promptTokenIds, Json.listNode(Json::integerNode));
            writer.putOpt("generation_token_ids", value.generationTokenIds, Json.listNode(Json::integerNode));
            writer.putOpt("generation_log_probs", value.generationLogProbs, Json.listNode(Json::numberNode));
            writer.putOpt("routed_experts", value.routedExperts, Json.nullableNode(MessageItemRoutedExperts::encode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Content of the message: a string, or a list of content parts. */
    public static final class MessageItemContent {
        /** Content of the message: a string, or a list of content parts. */
        public String string;

        /** Content of the message: a string, or a list of content parts. */
        public List<MessageContentPart> array;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static MessageItemContent decode(JsonNode node) throws DecodeException {
            MessageItemContent value = new MessageItemContent();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<List<MessageContentPart>> decoder = Json.list(MessageContentPart::decode);
                value.array = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(MessageItemContent value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.array != null) {
                Encoder<List<MessageContentPart>> encoder = Json.listNode(MessageContentPart::encode);
                return encoder.encode(value.array);
            }
            throw new IllegalStateException("MessageItemContent: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Whether an assistant message is interim commentary or the final answer, when the provider says. */
    public static enum MessageItemPhase {
        /** "commentary" */
        COMMENTARY("commentary"),
        /** "final_answer" */
        FINAL_ANSWER("final_answer");

        private final String json;

        MessageItemPhase(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static MessageItemPhase decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (MessageItemPhase value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"commentary\", \"final_answer\"");
        }

        /** Encode. */
        public static JsonNode encode(MessageItemPhase value) {
            return Json.stringNode(value.json);
        }
    }

    /** Author of the message. */
    public static enum MessageItemRole {
        /** "user" */
        USER("user"),
        /** "assistant" */
        ASSISTANT("assistant"),
        /** "system" */
        SYSTEM("system"),
        /** "developer" */
        DEVELOPER("developer");

        private final String json;

        MessageItemRole(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static MessageItemRole decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (MessageItemRole value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"user\", \"assistant\", \"system\", \"developer\"");
        }

        /** Encode. */
        public static JsonNode encode(MessageItemRole value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
     * array of expert indices.
     */
    public static final class MessageItemRoutedExperts {
        /**
         * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
         * nested array of expert indices.
         */
        public String string;

        /**
         * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
         * nested array of expert indices.
         */
        public List<List<List<Long>>> array;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static MessageItemRoutedExperts decode(JsonNode node) throws DecodeException {
            MessageItemRoutedExperts value = new MessageItemRoutedExperts();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<List<List<List<Long>>>> decoder = Json.list(Json.list(Json.list(Json::integer)));
                value.array = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(MessageItemRoutedExperts value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.array != null) {
                Encoder<List<List<List<Long>>>> encoder = Json.listNode(Json.listNode(Json.listNode(Json::integerNode)));
                return encoder.encode(value.array);
            }
            throw new IllegalStateException("MessageItemRoutedExperts: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Completion state of the message. */
    public static enum MessageItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "completed" */
        COMPLETED("completed"),
        /** "incomplete" */
        INCOMPLETE("incomplete");

        private final String json;

        MessageItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static MessageItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (MessageItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"completed\", \"incomplete\"");
        }

        /** Encode. */
        public static JsonNode encode(MessageItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag; may be absent, which means message. */
    public static enum MessageItemType {
        /** "message" */
        MESSAGE("message");

        private final String json;

        MessageItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static MessageItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (MessageItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"message\"");
        }

        /** Encode. */
        public static JsonNode encode(MessageItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /** The captured model calls of one rollout as attached to its row (ng_model_call_capture). */
    public static final class ModelCallCapture {
        /** Capture key of the rollout (attempt suffix included) under which the calls were recorded. */
        public String rolloutId;

        /** Totals over the captured calls. */
        public CaptureMetrics metrics;

        /** Captured calls in capture-file order. */
        public List<ModelCallRecord> calls;

        /** Problems met while reading the capture or joining it; absent when there were none. */
        public Opt<List<ObservationGap>> gaps = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static ModelCallCapture decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ModelCallCapture value = new ModelCallCapture();
            value.rolloutId = fields.required("rollout_id", Json::string);
            value.metrics = fields.required("metrics", CaptureMetrics::decode);
            value.calls = fields.required("calls", Json.list(ModelCallRecord::decode));
            value.gaps = fields.optional("gaps", Json.list(ObservationGap::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ModelCallCapture value) {
            Writer writer = new Writer();
            writer.put("rollout_id", value.rolloutId, Json::stringNode);
            writer.put("metrics", value.metrics, CaptureMetrics::encode);
            writer.put("calls", value.calls, Json.listNode(ModelCallRecord::encode));
            writer.putOpt("gaps", value.gaps, Json.listNode(ObservationGap::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Failed model calls (status_code 400 or more, an error_category, or response_status failed, error
     * or cancelled) over every record.
     */
    public static final class ModelCallErrorStats {
        /** Failed calls. */
        public Long total;

        /**
         * Failed calls per status_code (decimal text), or unknown when it is null; keys in numeric
         * order, unknown last.
         */
        public Map<String, Long> byStatus;

        /** Records with at least one failed call. */
        public Long rolloutsAffected;

        /**
         * Records that ended on a failed model call by the rule of rollout_ended_on_failed_model_call
         * (some model's calls ended on a failure), counted even when that check is ignored or
         * unobserved.
         */
        public Long endedOnError;

        /** Decode strictly. */
        @JsonCreator
        public static ModelCallErrorStats decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ModelCallErrorStats value = new ModelCallErrorStats();
            value.total = fields.required("total", Json::integer);
            value.byStatus = fields.required("by_status", Json.map(Json::integer));
            value.rolloutsAffected = fields.required("rollouts_affected", Json::integer);
            value.endedOnError = fields.required("ended_on_error", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ModelCallErrorStats value) {
            Writer writer = new Writer();
            writer.put("total", value.total, Json::integerNode);
            writer.put("by_status", value.byStatus, Json.mapNode(Json::integerNode));
            writer.put("rollouts_affected", value.rolloutsAffected, Json::integerNode);
            writer.put("ended_on_error", value.endedOnError, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * One captured model call as attached to a rollout row (an entry of ng_model_call_capture.calls),
     * derived from a capture line.
     */
    public static final class ModelCallRecord {
        /** Capture id of the call. */
        public Opt<String> modelCallId = Opt.absent();

        /** Provider response id. */
        public Opt<String> responseId = Opt.absent();

        /** Session id the agent sent, if any. */
        public Opt<String> clientSessionId = Opt.absent();

        /**
         * Position of the line in the capture file, counting from 0; it orders durable appends, not
         * causality, and may skip numbers.
         */
        public Opt<Long> callIndex = Opt.absent();

        /** Model server that served the call. */
        public Opt<ModelServerRef> modelRef = Opt.absent();

        /** Model name from the response, else from the request. */
        public Opt<String> model = Opt.absent();

        /** API dialect of the exchange. */
        public Opt<String> dialect = Opt.absent();

        /** HTTP status code returned to the agent. */
        public Opt<Long> statusCode = Opt.absent();

        /** Status field of the response body. */
        public Opt<String> responseStatus = Opt.absent();

        /** Why generation stopped, as reported by the provider. */
        public Opt<String> finishReason = Opt.absent();

        /** Whether the model server forwarded the request upstream. */
        public Opt<Boolean> upstreamAttempted = Opt.absent();

        /** Whether the response came from upstream or was produced by the model server. */
        public Opt<ModelCallRecordResponseSource> responseSource = Opt.absent();

        /** HTTP status code the upstream provider returned. */
        public Opt<Long> upstreamStatusCode = Opt.absent();

        /** Why the model server answered locally. */
        public Opt<String> localResponseReason = Opt.absent();

        /** When the request was received, in UTC seconds since the Unix epoch. */
        public Opt<Double> startedAt = Opt.absent();

        /** When the response was complete, in UTC seconds since the Unix epoch. */
        public Opt<Double> completedAt = Opt.absent();

        /** Input tokens, cache reads and writes included. Null when the response did not report it. */
        public Opt<Long> tokensIn = Opt.absent();

        /** Generated tokens. Null when the response did not report it. */
        public Opt<Long> tokensOut = Opt.absent();

        /** Generated tokens spent on reasoning. Null when the response did not report it. */
        public Opt<Long> tokensReasoning = Opt.absent();

        /** Total tokens, as reported or as input plus output. Null when the response did not report it. */
        public Opt<Long> tokensTotal = Opt.absent();

        /** Request body; omitted or null when payloads are not kept. */
        public Opt<Map<String, JsonNode>> request = Opt.absent();

        /** Response body; omitted or null when payloads are not kept. */
        public Opt<Map<String, JsonNode>> response = Opt.absent();

        /** Raw request text when the body was not a JSON object. */
        public Opt<String> requestRaw = Opt.absent();

        /** Raw response text for streams and unparseable bodies. */
        public Opt<String> responseRaw = Opt.absent();

        /** Tool calls the response requested. */
        public Opt<List<CapturedToolCall>> toolCalls = Opt.absent();

        /** Reasoning text of the response, paragraphs joined by newlines. */
        public Opt<String> reasoningContent = Opt.absent();

        /** Whether part of the prompt was served from cache; null when the cached count is unknown. */
        public Opt<Boolean> cacheHit = Opt.absent();

        /** Input tokens served from the prompt cache. Null when the response did not report it. */
        public Opt<Long> cachedTokens = Opt.absent();

        /**
         * Input tokens written to the prompt cache (Anthropic). Null when the response did not report
         * it.
         */
        public Opt<Long> cacheCreationTokens = Opt.absent();

        /** Coarse classification of a failed call. */
        public Opt<String> errorCategory = Opt.absent();

        /** Total latency of the call in milliseconds. */
        public Opt<Double> latencyTotalMs = Opt.absent();

        /** Milliseconds to the first non-keepalive byte of the response body. */
        public Opt<Double> latencyTtftMs = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static ModelCallRecord decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ModelCallRecord value = new ModelCallRecord();
            value.modelCallId = fields.optional("model_call_id", Json.nullable(Json::string));
            value.responseId = fields.optional("response_id", Json.nullable(Json::string));
            value.clientSessionId = fields.optional("client_session_id", Json.nullable(Json::string));
            value.callIndex = fields.optional("call_index", Json::integer);
            value.modelRef = fields.optional("model_ref", Json.nullable(ModelServerRef::decode));
            value.model = fields.optional("model", Json.nullable(Json::string));
            value.dialect = fields.optional("dialect", Json.nullable(Json::string));
            value.statusCode = fields.optional("status_code", Json.nullable(Json::integer));
            value.responseStatus = fields.optional("response_status", Json.nullable(Json::string));
            value.finishReason = fields.optional("finish_reason", Json.nullable(Json::string));
            value.upstreamAttempted = fields.optional("upstream_attempted", Json.nullable(Json::bool));
            value.responseSource = fields.optional("response_source", Json.nullable(ModelCallRecordResponseSource::decode));
            value.upstreamStatusCode = fields.optional("upstream_status_code", Json.nullable(Json::integer));
            value.localResponseReason = fields.optional("local_response_reason", Json.nullable(Json::string));
            value.startedAt = fields.optional("started_at", Json.nullable(Json::number));
            value.completedAt = fields.optional("completed_at", Json.nullable(Json::number));
            value.tokensIn = fields.optional("tokens_in", Json.nullable(Json::integer));
            value.tokensOut = fields.optional("tokens_out", Json.nullable(Json::integer));
            value.tokensReasoning = fields.optional("tokens_reasoning", Json.nullable(Json::integer));
            value.tokensTotal = fields.optional("tokens_total", Json.nullable(Json::integer));
            value.request = fields.optional("request", Json.nullable(Json.map(Json::any)));
            value.response = fields.optional("response", Json.nullable(Json.map(Json::any)));
            value.requestRaw = fields.optional("request_raw", Json.nullable(Json::string));
            value.responseRaw = fields.optional("response_raw", Json.nullable(Json::string));
            value.toolCalls = fields.optional("tool_calls", Json.list(CapturedToolCall::decode));
            value.reasoningContent = fields.optional("reasoning_content", Json.nullable(Json::string));
            value.cacheHit = fields.optional("cache_hit", Json.nullable(Json::bool));
            value.cachedTokens = fields.optional("cached_tokens", Json.nullable(Json::integer));
            value.cacheCreationTokens = fields.optional("cache_creation_tokens", Json.nullable(Json::integer));
            value.errorCategory = fields.optional("error_category", Json.nullable(Json::string));
            value.latencyTotalMs = fields.optional("latency_total_ms", Json.nullable(Json::number));
            value.latencyTtftMs = fields.optional("latency_ttft_ms", Json.nullable(Json::number));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ModelCallRecord value) {
            Writer writer = new Writer();
            writer.putOpt("model_call_id", value.modelCallId, Json.nullableNode(Json::stringNode));
            writer.putOpt("response_id", value.responseId, Json.nullableNode(Json::stringNode));
            writer.putOpt("client_session_id", value.clientSessionId, Json.nullableNode(Json::stringNode));
            writer.putOpt("call_index", value.callIndex, Json::integerNode);
            writer.putOpt("model_ref", value.modelRef, Json.nullableNode(ModelServerRef::encode));
            writer.putOpt("model", value.model, Json.nullableNode(Json::stringNode));
            writer.putOpt("dialect", value.dialect, Json.nullableNode(Json::stringNode));
            writer.putOpt("status_code", value.statusCode, Json.nullableNode(Json::integerNode));
            writer.putOpt("response_status", value.responseStatus, Json.nullableNode(Json::stringNode));
            writer.putOpt("finish_reason", value.finishReason, Json.nullableNode(Json::stringNode));
            writer.putOpt("upstream_attempted", value.upstreamAttempted, Json.nullableNode(Json::boolNode));
            writer.putOpt("response_source", value.responseSource, Json.nullableNode(ModelCallRecordResponseSource::encode));
            writer.putOpt("upstream_status_code", value.upstreamStatusCode, Json.nullableNode(Json::integerNode));
            writer.putOpt("local_response_reason", value.localResponseReason, Json.nullableNode(Json::stringNode));
            writer.putOpt("started_at", value.startedAt, Json.nullableNode(Json::numberNode));
            writer.putOpt("completed_at", value.completedAt, Json.nullableNode(Json::numberNode));
            writer.putOpt("tokens_in", value.tokensIn, Json.nullableNode(Json::integerNode));
            writer.putOpt("tokens_out", value.tokensOut, Json.nullableNode(Json::integerNode));
            writer.putOpt("tokens_reasoning", value.tokensReasoning, Json.nullableNode(Json::integerNode));
            writer.putOpt("tokens_total", value.tokensTotal, Json.nullableNode(Json::integerNode));
            writer.putOpt("request", value.request, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("response", value.response, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("request_raw", value.requestRaw, Json.nullableNode(Json::stringNode));
            writer.putOpt("response_raw", value.responseRaw, Json.nullableNode(Json::stringNode));
            writer.putOpt("tool_calls", value.toolCalls, Json.listNode(CapturedToolCall::encode));
            writer.putOpt("reasoning_content", value.reasoningContent, Json.nullableNode(Json::stringNode));
            writer.putOpt("cache_hit", value.cacheHit, Json.nullableNode(Json::boolNode));
            writer.putOpt("cached_tokens", value.cachedTokens, Json.nullableNode(Json::integerNode));
            writer.putOpt("cache_creation_tokens", value.cacheCreationTokens, Json.nullableNode(Json::integerNode));
            writer.putOpt("error_category", value.errorCategory, Json.nullableNode(Json::stringNode));
            writer.putOpt("latency_total_ms", value.latencyTotalMs, Json.nullableNode(Json::numberNode));
            writer.putOpt("latency_ttft_ms", value.latencyTtftMs, Json.nullableNode(Json::numberNode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Whether the response came from upstream or was produced by the model server. */
    public static enum ModelCallRecordResponseSource {
        /** "upstream" */
        UPSTREAM("upstream"),
        /** "local" */
        LOCAL("local");

        private final String json;

        ModelCallRecordResponseSource(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ModelCallRecordResponseSource decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ModelCallRecordResponseSource value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"upstream\", \"local\"");
        }

        /** Encode. */
        public static JsonNode encode(ModelCallRecordResponseSource value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * Points at one model call, either by its capture id or by the pair of model server and provider
     * response id. Which combinations are sufficient is the rule model_call_ref.join_key; a ref may
     * carry all three keys once joined.
     */
    public static final class ModelCallRef {
        /**
         * Capture id of the referenced call, as assigned by the model server when it recorded the
         * exchange. An empty string counts as absent.
         */
        public Opt<String> modelCallId = Opt.absent();

        /**
         * Model server that served the call; together with response_id it identifies the call when no
         * model_call_id is known.
         */
        public Opt<ModelServerRef> modelRef = Opt.absent();

        /** Response id returned by the provider for the call. An empty string counts as absent. */
        public Opt<String> responseId = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static ModelCallRef decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ModelCallRef value = new ModelCallRef();
            value.modelCallId = fields.optional("model_call_id", Json.nullable(Json::string));
            value.modelRef = fields.optional("model_ref", Json.nullable(ModelServerRef::decode));
            value.responseId = fields.optional("response_id", Json.nullable(Json::string));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ModelCallRef value) {
            Writer writer = new Writer();
            writer.putOpt("model_call_id", value.modelCallId, Json.nullableNode(Json::stringNode));
            writer.putOpt("model_ref", value.modelRef, Json.nullableNode(ModelServerRef::encode));
            writer.putOpt("response_id", value.responseId, Json.nullableNode(Json::stringNode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Names the Gym model-server instance that served a model call. Two references denote the same
     * server when both type and name are equal.
     */
    public static final class ModelServerRef {
        /**
         * Kind of server referenced; model calls are always served by a Responses-API model server, so
         * this is the only value.
         */
        public ModelServerRefType type;

        /** Instance name of the model server in the run configuration, for example policy_model. */
        public String name;

        /** Decode strictly. */
        @JsonCreator
        public static ModelServerRef decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ModelServerRef value = new ModelServerRef();
            value.type = fields.required("type", ModelServerRefType::decode);
            value.name = fields.required("name", Json::string);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ModelServerRef value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ModelServerRefType::encode);
            writer.put("name", value.name, Json::stringNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Kind of server referenced; model calls are always served by a Responses-API model server, so
     * this is the only value.
     */
    public static enum ModelServerRefType {
        /** "responses_api_models" */
        RESPONSES_API_MODELS("responses_api_models");

        private final String json;

        ModelServerRefType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ModelServerRefType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ModelServerRefType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"responses_api_models\"");
        }

        /** Encode. */
        public static JsonNode encode(ModelServerRefType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * Performance figures of one rollout (ng_perf), computed over the model calls and tool calls owned
     * by its invocations.
     */
    public static final class NgPerf {
        /** Number of turns: per invocation its explicit turns, else its owned model calls, else one. */
        public Long numTurns;

        /** Number of tool calls belonging to an invocation of the trajectory. */
        public Long numToolCalls;

        /** Owned model calls divided by num_turns, capped at 1. */
        public Double tokenObservabilityCoverage;

        /** Sum of the known prompt token counts of owned calls; absent when none is known. */
        public Opt<Long> promptTokens = Opt.absent();

        /** Sum of the known cached token counts of owned calls; absent when none is known. */
        public Opt<Long> cachedPromptTokens = Opt.absent();

        /** Sum of the known completion token counts of owned calls; absent when none is known. */
        public Opt<Long> completionTokens = Opt.absent();

        /** Sum of the known reasoning token counts of owned calls; absent when none is known. */
        public Opt<Long> reasoningTokens = Opt.absent();

        /** Measured wall-clock time of the rollout request in milliseconds; absent when not measured. */
        public Opt<Double> totalLatencyMs = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static NgPerf decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            NgPerf value = new NgPerf();
            value.numTurns = fields.required("num_turns", Json::integer);
            value.numToolCalls = fields.required("num_tool_calls", Json::integer);
            value.tokenObservabilityCoverage = fields.required("token_observability_coverage", Json::number);
            value.promptTokens = fields.optional("prompt_tokens", Json::integer);
            value.cachedPromptTokens = fields.optional("cached_prompt_tokens", Json::integer);
            value.completionTokens = fields.optional("completion_tokens", Json::integer);
            value.reasoningTokens = fields.optional("reasoning_tokens", Json::integer);
            value.totalLatencyMs = fields.optional("total_latency_ms", Json::number);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(NgPerf value) {
            Writer writer = new Writer();
            writer.put("num_turns", value.numTurns, Json::integerNode);
            writer.put("num_tool_calls", value.numToolCalls, Json::integerNode);
            writer.put("token_observability_coverage", value.tokenObservabilityCoverage, Json::numberNode);
            writer.putOpt("prompt_tokens", value.promptTokens, Json::integerNode);
            writer.putOpt("cached_prompt_tokens", value.cachedPromptTokens, Json::integerNode);
            writer.putOpt("completion_tokens", value.completionTokens, Json::integerNode);
            writer.putOpt("reasoning_tokens", value.reasoningTokens, Json::integerNode);
            writer.putOpt("total_latency_ms", value.totalLatencyMs, Json::numberNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Declares a piece of evidence that could not be observed or joined, so that consumers treat the
     * dependent facts as unknown rather than as absent. The code vocabulary is open;
     * spec/gaps/gap_codes.json lists the known codes.
     */
    public static final class ObservationGap {
        /** Stable identifier of the kind of missing evidence, for example turns_unavailable. */
        public String code;

        /** Invocation the gap concerns, or null when it concerns the whole rollout. */
        public Opt<String> invocationId = Opt.absent();

        /** Free-form qualifier such as the affected call id or an exception class name. */
        public Opt<String> detail = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static ObservationGap decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ObservationGap value = new ObservationGap();
            value.code = fields.required("code", Json::string);
            value.invocationId = fields.optional("invocation_id", Json.nullable(Json::string));
            value.detail = fields.optional("detail", Json.nullable(Json::string));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ObservationGap value) {
            Writer writer = new Writer();
            writer.put("code", value.code, Json::stringNode);
            writer.putOpt("invocation_id", value.invocationId, Json.nullableNode(Json::stringNode));
            writer.putOpt("detail", value.detail, Json.nullableNode(Json::stringNode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * A failure record of class omitted, in a shard's failures sidecar: a try the shard was to hold
     * that has no outcome because it was interrupted (dispatched, then cancelled or stopped before a
     * result came back) or never started. Written only when recording with record_omitted_rollouts. It
     * is not an attempt: a resume dispatches the try again without counting it. It holds the
     * dispatched row's identity keys and nothing else, so it is closed.
     */
    public static final class OmittedRollout {
        /** Position of the task in the input, counting from 0. */
        public Long ngTaskIndex;

        /** Repeat number of this rollout of the task, counting from 0. */
        public Long ngRolloutIndex;

        /** The attempt that was omitted, when the try had earlier attempts. */
        public Opt<Long> ngAttemptIndex = Opt.absent();

        /**
         * The shard key the try was (or would have been) dispatched under:
         * &lt;run_id&gt;-&lt;base&gt;.
         */
        public String ngRolloutId;

        /** Always omitted. */
        public OmittedRolloutNgFailureClass ngFailureClass;

        /**
         * interrupted: the try was dispatched and stopped before a result came back; not_started: it
         * was never dispatched.
         */
        public OmittedRolloutNgFailureType ngFailureType;

        /** Why the try has no outcome, in words. */
        public Opt<String> ngFailureMessage = Opt.absent();

        /** Always false: an omitted try is always dispatched again by a resume. */
        public JsonNode ngFailureTerminal;

        /**
         * Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
         * task_id} object of a materialized task row (whose inner task_id is used).
         */
        public Opt<OmittedRolloutTaskId> taskId = Opt.absent();

        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public Opt<OmittedRolloutProblemId> problemId = Opt.absent();

        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public Opt<OmittedRolloutInstanceId> instanceId = Opt.absent();

        /**
         * Explicit identity that overrides the derived task and rollout ids when it is a valid
         * TrajectoryIdentity (see RolloutRow).
         */
        public Opt<Map<String, JsonNode>> trajectoryIdentity = Opt.absent();

        /** Agent server that ran (or was to run) the rollout. */
        public Opt<AgentRef> agentRef = Opt.absent();

        /** The task source the dispatched row named, copied as it was. */
        public Opt<JsonNode> taskSource = Opt.absent();

        /** The skills reference the dispatched row carried, copied as it was. */
        public Opt<JsonNode> skillsRef = Opt.absent();

        /** The environment-server stamp of the dispatched row, copied as it was. */
        public Opt<JsonNode> ngEnvironmentServer = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static OmittedRollout decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            OmittedRollout value = new OmittedRollout();
            value.ngTaskIndex = fields.required("_ng_task_index", Json::integer);
            value.ngRolloutIndex = fields.required("_ng_rollout_index", Json::integer);
            value.ngAttemptIndex = fields.optional("_ng_attempt_index", Json::integer);
            value.ngRolloutId = fields.required("_ng_rollout_id", Json::string);
            value.ngFailureClass = fields.required("_ng_failure_class", OmittedRolloutNgFailureClass::decode);
            value.ngFailureType = fields.required("_ng_failure_type", OmittedRolloutNgFailureType::decode);
            value.ngFailureMessage = fields.optional("_ng_failure_message", Json::string);
            value.ngFailureTerminal = fields.required("_ng_failure_terminal", Json.values("false"));
            value.taskId = fields.optional("task_id", OmittedRolloutTaskId::decode);
            value.problemId = fields.optional("problem_id", OmittedRolloutProblemId::decode);
            value.instanceId = fields.optional("instance_id", OmittedRolloutInstanceId::decode);
            value.trajectoryIdentity = fields.optional("trajectory_identity", Json.map(Json::any));
            value.agentRef = fields.optional("agent_ref", AgentRef::decode);
            value.taskSource = fields.optional("task_source", Json::any);
            value.skillsRef = fields.optional("skills_ref", Json::any);
            value.ngEnvironmentServer = fields.optional("_ng_environment_server", Json::any);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(OmittedRollout value) {
            Writer writer = new Writer();
            writer.put("_ng_task_index", value.ngTaskIndex, Json::integerNode);
            writer.put("_ng_rollout_index", value.ngRolloutIndex, Json::integerNode);
            writer.putOpt("_ng_attempt_index", value.ngAttemptIndex, Json::integerNode);
            writer.put("_ng_rollout_id", value.ngRolloutId, Json::stringNode);
            writer.put("_ng_failure_class", value.ngFailureClass, OmittedRolloutNgFailureClass::encode);
            writer.put("_ng_failure_type", value.ngFailureType, OmittedRolloutNgFailureType::encode);
            writer.putOpt("_ng_failure_message", value.ngFailureMessage, Json::stringNode);
            writer.put("_ng_failure_terminal", value.ngFailureTerminal, Json::anyNode);
            writer.putOpt("task_id", value.taskId, OmittedRolloutTaskId::encode);
            writer.putOpt("problem_id", value.problemId, OmittedRolloutProblemId::encode);
            writer.putOpt("instance_id", value.instanceId, OmittedRolloutInstanceId::encode);
            writer.putOpt("trajectory_identity", value.trajectoryIdentity, Json.mapNode(Json::anyNode));
            writer.putOpt("agent_ref", value.agentRef, AgentRef::encode);
            writer.putOpt("task_source", value.taskSource, Json::anyNode);
            writer.putOpt("skills_ref", value.skillsRef, Json::anyNode);
            writer.putOpt("_ng_environment_server", value.ngEnvironmentServer, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
     * its decimal text.
     */
    public static final class OmittedRolloutInstanceId {
        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public String string;

        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public Long integer;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static OmittedRolloutInstanceId decode(JsonNode node) throws DecodeException {
            OmittedRolloutInstanceId value = new OmittedRolloutInstanceId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(OmittedRolloutInstanceId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            throw new IllegalStateException("OmittedRolloutInstanceId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Always omitted. */
    public static enum OmittedRolloutNgFailureClass {
        /** "omitted" */
        OMITTED("omitted");

        private final String json;

        OmittedRolloutNgFailureClass(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static OmittedRolloutNgFailureClass decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (OmittedRolloutNgFailureClass value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"omitted\"");
        }

        /** Encode. */
        public static JsonNode encode(OmittedRolloutNgFailureClass value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * interrupted: the try was dispatched and stopped before a result came back; not_started: it was
     * never dispatched.
     */
    public static enum OmittedRolloutNgFailureType {
        /** "interrupted" */
        INTERRUPTED("interrupted"),
        /** "not_started" */
        NOT_STARTED("not_started");

        private final String json;

        OmittedRolloutNgFailureType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static OmittedRolloutNgFailureType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (OmittedRolloutNgFailureType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"interrupted\", \"not_started\"");
        }

        /** Encode. */
        public static JsonNode encode(OmittedRolloutNgFailureType value) {
            return Json.stringNode(value.json);
        }
    }

    /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
    public static final class OmittedRolloutProblemId {
        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public String string;

        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public Long integer;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static OmittedRolloutProblemId decode(JsonNode node) throws DecodeException {
            OmittedRolloutProblemId value = new OmittedRolloutProblemId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(OmittedRolloutProblemId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            throw new IllegalStateException("OmittedRolloutProblemId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
     * object of a materialized task row (whose inner task_id is used).
     */
    public static final class OmittedRolloutTaskId {
        /** The string alternative; null when another is set. */
        public String string;

        /** The integer alternative; null when another is set. */
        public Long integer;

        /** The materializedTaskId alternative; null when another is set. */
        public MaterializedTaskId materializedTaskId;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static OmittedRolloutTaskId decode(JsonNode node) throws DecodeException {
            OmittedRolloutTaskId value = new OmittedRolloutTaskId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<MaterializedTaskId> decoder = MaterializedTaskId::decode;
                value.materializedTaskId = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(OmittedRolloutTaskId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            if (value.materializedTaskId != null) {
                Encoder<MaterializedTaskId> encoder = MaterializedTaskId::encode;
                return encoder.encode(value.materializedTaskId);
            }
            throw new IllegalStateException("OmittedRolloutTaskId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Text the model produced. Open: keys beyond those listed are kept, as the Responses vocabulary
     * grows.
     */
    public static final class OutputTextPart {
        /** Content part tag. */
        public OutputTextPartType type;

        /** The generated text. */
        public String text;

        /** Citations and other annotations attached to the text; may be empty. */
        public List<JsonNode> annotations;

        /** Per-token log probabilities, when requested. */
        public Opt<List<JsonNode>> logprobs = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static OutputTextPart decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            OutputTextPart value = new OutputTextPart();
            value.type = fields.required("type", OutputTextPartType::decode);
            value.text = fields.required("text", Json::string);
            value.annotations = fields.required("annotations", Json.list(Json::any));
            value.logprobs = fields.optional("logprobs", Json.nullable(Json.list(Json::any)));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(OutputTextPart value) {
            Writer writer = new Writer();
            writer.put("type", value.type, OutputTextPartType::encode);
            writer.put("text", value.text, Json::stringNode);
            writer.put("annotations", value.annotations, Json.listNode(Json::anyNode));
            writer.putOpt("logprobs", value.logprobs, Json.nullableNode(Json.listNode(Json::anyNode)));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Content part tag. */
    public static enum OutputTextPartType {
        /** "output_text" */
        OUTPUT_TEXT("output_text");

        private final String json;

        OutputTextPartType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static OutputTextPartType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (OutputTextPartType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"output_text\"");
        }

        /** Encode. */
        public static JsonNode encode(OutputTextPartType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * Aggregate performance over the rollouts of one environment server (perf_summary of the aggregate
     * metrics). Statistics of a figure that no rollout reports are absent.
     */
    public static final class PerfSummary {
        /** Share of rollouts that carry ng_perf. */
        public Double overallObservabilityCoverage;

        /** Share of rollouts whose ng_perf token coverage is above zero. */
        public Double tokenObservabilityCoverage;

        /** Mean of prompt tokens over the rollouts whose ng_perf reports them. */
        public Opt<Double> meanPromptTokens = Opt.absent();

        /** Median of prompt tokens over the rollouts whose ng_perf reports them. */
        public Opt<Double> medianPromptTokens = Opt.absent();

        /** Sum of prompt tokens over the rollouts whose ng_perf reports them. */
        public Opt<Double> totalPromptTokens = Opt.absent();

        /** Mean of cached prompt tokens over the rollouts whose ng_perf reports them. */
        public Opt<Double> meanCachedPromptTokens = Opt.absent();

        /** Median of cached prompt tokens over the rollouts whose ng_perf reports them. */
        public Opt<Double> medianCachedPromptTokens = Opt.absent();

        /** Sum of cached prompt tokens over the rollouts whose ng_perf reports them. */
        public Opt<Double> totalCachedPromptTokens = Opt.absent();

        /** Mean of completion tokens over the rollouts whose ng_perf reports them. */
        public Opt<Double> meanCompletionTokens = Opt.absent();

        /** Median of completion tokens over the rollouts whose ng_perf reports them. */
        public Opt<Double> medianCompletionTokens = Opt.absent();

        /** Sum of completion tokens over the rollouts whose ng_perf reports them. */
        public Opt<Double> totalCompletionTokens = Opt.absent();

        /** Mean of reasoning tokens over the rollouts whose ng_perf reports them. */
        public Opt<Double> meanReasoningTokens = Opt.absent();

        /** Median of reasoning tokens over the rollouts whose ng_perf reports them. */
        public Opt<Double> medianReasoningTokens = Opt.absent();

        /** Sum of reasoning tokens over the rollouts whose ng_perf reports them. */
        public Opt<Double> totalReasoningTokens = Opt.absent();

        /** Mean of num_turns over the rollouts with ng_perf. */
        public Double meanNumTurns;

        /** Median of num_turns over the rollouts with ng_perf. */
        public Double medianNumTurns;

        /** Population standard deviation of num_turns over the rollouts with ng_perf. */
        public Double stdNumTurns;

        /** Minimum of num_turns over the rollouts with ng_perf. */
        public Double minNumTurns;

        /** 90th percentile (linear interpolation) of num_turns over the rollouts with ng_perf. */
        public Double p90NumTurns;

        /** Maximum of num_turns over the rollouts with ng_perf. */
        public Double maxNumTurns;

        /** Mean of completion tokens per turn over the rollouts that report completion tokens. */
        public Opt<Double> meanTokensPerTurn = Opt.absent();

        /** Median of completion tokens per turn over the rollouts that report completion tokens. */
        public Opt<Double> medianTokensPerTurn = Opt.absent();

        /** Median of the measured rollout latency in milliseconds. */
        public Opt<Double> totalLatencyP50Ms = Opt.absent();

        /** 90th percentile of the measured rollout latency in milliseconds. */
        public Opt<Double> totalLatencyP90Ms = Opt.absent();

        /** 99th percentile of the measured rollout latency in milliseconds. */
        public Opt<Double> totalLatencyP99Ms = Opt.absent();

        /** Mean of the measured rollout latency in milliseconds. */
        public Opt<Double> totalLatencyMeanMs = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static PerfSummary decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            PerfSummary value = new PerfSummary();
            value.overallObservabilityCoverage = fields.required("overall_observability_coverage", Json::number);
            value.tokenObservabilityCoverage = fields.required("token_observability_coverage", Json::number);
            value.meanPromptTokens = fields.optional("mean_prompt_tokens", Json::number);
            value.medianPromptTokens = fields.optional("median_prompt_tokens", Json::number);
            value.totalPromptTokens = fields.optional("total_prompt_tokens", Json::number);
            value.meanCachedPromptTokens = fields.optional("mean_cached_prompt_tokens", Json::number);
            value.medianCachedPromptTokens = fields.optional("median_cached_prompt_tokens", Json::number);
            value.totalCachedPromptTokens = fields.optional("total_cached_prompt_tokens", Json::number);
            value.meanCompletionTokens = fields.optional("mean_completion_tokens", Json::number);
            value.medianCompletionTokens = fields.optional("median_completion_tokens", Json::number);
            value.totalCompletionTokens = fields.optional("total_completion_tokens", Json::number);
            value.meanReasoningTokens = fields.optional("mean_reasoning_tokens", Json::number);
            value.medianReasoningTokens = fields.optional("median_reasoning_tokens", Json::number);
            value.totalReasoningTokens = fields.optional("total_reasoning_tokens", Json::number);
            value.meanNumTurns = fields.required("mean_num_turns", Json::number);
            value.medianNumTurns = fields.required("median_num_turns", Json::number);
            value.stdNumTurns = fields.required("std_num_turns", Json::number);
            value.minNumTurns = fields.required("min_num_turns", Json::number);
            value.p90NumTurns = fields.required("p90_num_turns", Json::number);
            value.maxNumTurns = fields.required("max_num_turns", Json::number);
            value.meanTokensPerTurn = fields.optional("mean_tokens_per_turn", Json::number);
            value.medianTokensPerTurn = fields.optional("median_tokens_per_turn", Json::number);
            value.totalLatencyP50Ms = fields.optional("total_latency_p50_ms", Json::number);
            value.totalLatencyP90Ms = fields.optional("total_latency_p90_ms", Json::number);
            value.totalLatencyP99Ms = fields.optional("total_latency_p99_ms", Json::number);
            value.totalLatencyMeanMs = fields.optional("total_latency_mean_ms", Json::number);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(PerfSummary value) {
            Writer writer = new Writer();
            writer.put("overall_observability_coverage", value.overallObservabilityCoverage, Json::numberNode);
            writer.put("token_observability_coverage", value.tokenObservabilityCoverage, Json::numberNode);
            writer.putOpt("mean_prompt_tokens", value.meanPromptTokens, Json::numberNode);
            writer.putOpt("median_prompt_tokens", value.medianPromptTokens, Json::numberNode);
            writer.putOpt("total_prompt_tokens", value.totalPromptTokens, Json::numberNode);
            writer.putOpt("mean_cached_prompt_tokens", value.meanCachedPromptTokens, Json::numberNode);
            writer.putOpt("median_cached_prompt_tokens", value.medianCachedPromptTokens, Json::numberNode);
            writer.putOpt("total_cached_prompt_tokens", value.totalCachedPromptTokens, Json::numberNode);
            writer.putOpt("mean_completion_tokens", value.meanCompletionTokens, Json::numberNode);
            writer.putOpt("median_completion_tokens", value.medianCompletionTokens, Json::numberNode);
            writer.putOpt("total_completion_tokens", value.totalCompletionTokens, Json::numberNode);
            writer.putOpt("mean_reasoning_tokens", value.meanReasoningTokens, Json::numberNode);
            writer.putOpt("median_reasoning_tokens", value.medianReasoningTokens, Json::numberNode);
            writer.putOpt("total_reasoning_tokens", value.totalReasoningTokens, Json::numberNode);
            writer.put("mean_num_turns", value.meanNumTurns, Json::numberNode);
            writer.put("median_num_turns", value.medianNumTurns, Json::numberNode);
            writer.put("std_num_turns", value.stdNumTurns, Json::numberNode);
            writer.put("min_num_turns", value.minNumTurns, Json::numberNode);
            writer.put("p90_num_turns", value.p90NumTurns, Json::numberNode);
            writer.put("max_num_turns", value.maxNumTurns, Json::numberNode);
            writer.putOpt("mean_tokens_per_turn", value.meanTokensPerTurn, Json::numberNode);
            writer.putOpt("median_tokens_per_turn", value.medianTokensPerTurn, Json::numberNode);
            writer.putOpt("total_latency_p50_ms", value.totalLatencyP50Ms, Json::numberNode);
            writer.putOpt("total_latency_p90_ms", value.totalLatencyP90Ms, Json::numberNode);
            writer.putOpt("total_latency_p99_ms", value.totalLatencyP99Ms, Json::numberNode);
            writer.putOpt("total_latency_mean_ms", value.totalLatencyMeanMs, Json::numberNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * quality_summary.json: what the rollout health checks found over a run, per check and per task.
     * Stats count every call of every valid trajectory, whatever the gating and the ignored checks.
     */
    public static final class QualitySummary {
        /** Figures over every record. */
        public HealthRun run;

        /**
         * Per task, keyed by the decimal text (or the string) of its _ng_task_index, in index order
         * (integers before strings).
         */
        public Map<String, TaskHealth> tasks;

        /** Decode strictly. */
        @JsonCreator
        public static QualitySummary decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            QualitySummary value = new QualitySummary();
            value.run = fields.required("run", HealthRun::decode);
            value.tasks = fields.required("tasks", Json.map(TaskHealth::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(QualitySummary value) {
            Writer writer = new Writer();
            writer.put("run", value.run, HealthRun::encode);
            writer.put("tasks", value.tasks, Json.mapNode(TaskHealth::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Reasoning the model produced before its visible output. Open: keys beyond those listed are kept,
     * as the Responses vocabulary grows.
     */
    public static final class ReasoningItem {
        /** Item tag. */
        public ReasoningItemType type;

        /** Provider id of the reasoning item. */
        public String id;

        /** Summary of the reasoning, possibly empty. */
        public List<SummaryTextPart> summary;

        /** Opaque encrypted reasoning that can be sent back to the provider. */
        public Opt<String> encryptedContent = Opt.absent();

        /** Raw reasoning text parts, when the provider exposes them. */
        public Opt<List<ReasoningTextPart>> content = Opt.absent();

        /**
         * Token ids of the prompt that produced this item, for training. Present together with
         * generation_token_ids and generation_log_probs (rule
         * conversation_item.token_metadata_complete).
         */
        public Opt<List<Long>> promptTokenIds = Opt.absent();

        /** Token ids the model generated for this item, for training. */
        public Opt<List<Long>> generationTokenIds = Opt.absent();

        /** Log probability of each generated token, for training. */
        public Opt<List<Double>> generationLogProbs = Opt.absent();

        /**
         * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
         * nested array of expert indices.
         */
        public Opt<ReasoningItemRoutedExperts> routedExperts = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ReasoningItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ReasoningItem value = new ReasoningItem();
            value.type = fields.required("type", ReasoningItemType::decode);
            value.id = fields.required("id", Json::string);
            value.summary = fields.required("summary", Json.list(SummaryTextPart::decode));
            value.encryptedContent = fields.optional("encrypted_content", Json.nullable(Json::string));
            value.content = fields.optional("content", Json.nullable(Json.list(ReasoningTextPart::decode)));
            value.promptTokenIds = fields.optional("prompt_token_ids", Json.list(Json::integer));
            value.generationTokenIds = fields.optional("generation_token_ids", Json.list(Json::integer));
            value.generationLogProbs = fields.optional("generation_log_probs", Json.list(Json::number));
            value.routedExperts = fields.optional("routed_experts", Json.nullable(ReasoningItemRoutedExperts::decode));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ReasoningItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ReasoningItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.put("summary", value.summary, Json.listNode(SummaryTextPart::encode));
            writer.putOpt("encrypted_content", value.encryptedContent, Json.nullableNode(Json::stringNode));
            writer.putOpt("content", value.content, Json.nullableNode(Json.listNode(ReasoningTextPart::encode)));
            writer.putOpt("prompt_token_ids", value.promptTokenIds, Json.listNode(Json::integerNode));
            writer.putOpt("generation_token_ids", value.generationTokenIds, Json.listNode(Json::integerNode));
            writer.putOpt("generation_log_probs", value.generationLogProbs, Json.listNode(Json::numberNode));
            writer.putOpt("routed_experts", value.routedExperts, Json.nullableNode(ReasoningItemRoutedExperts::encode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
     * array of expert indices.
     */
    public static final class ReasoningItemRoutedExperts {
        /**
         * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
         * nested array of expert indices.
         */
        public String string;

        /**
         * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
         * nested array of expert indices.
         */
        public List<List<List<Long>>> array;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static ReasoningItemRoutedExperts decode(JsonNode node) throws DecodeException {
            ReasoningItemRoutedExperts value = new ReasoningItemRoutedExperts();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<List<List<List<Long>>>> decoder = Json.list(Json.list(Json.list(Json::integer)));
                value.array = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(ReasoningItemRoutedExperts value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.array != null) {
                Encoder<List<List<List<Long>>>> encoder = Json.listNode(Json.listNode(Json.listNode(Json::integerNode)));
                return encoder.encode(value.array);
            }
            throw new IllegalStateException("ReasoningItemRoutedExperts: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Item tag. */
    public static enum ReasoningItemType {
        /** "reasoning" */
        REASONING("reasoning");

        private final String json;

        ReasoningItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ReasoningItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ReasoningItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"reasoning\"");
        }

        /** Encode. */
        public static JsonNode encode(ReasoningItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * Raw reasoning text of the model. Open: keys beyond those listed are kept, as the Responses
     * vocabulary grows.
     */
    public static final class ReasoningTextPart {
        /** Content part tag. */
        public ReasoningTextPartType type;

        /** The reasoning text. */
        public String text;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ReasoningTextPart decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ReasoningTextPart value = new ReasoningTextPart();
            value.type = fields.required("type", ReasoningTextPartType::decode);
            value.text = fields.required("text", Json::string);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ReasoningTextPart value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ReasoningTextPartType::encode);
            writer.put("text", value.text, Json::stringNode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Content part tag. */
    public static enum ReasoningTextPartType {
        /** "reasoning_text" */
        REASONING_TEXT("reasoning_text");

        private final String json;

        ReasoningTextPartType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ReasoningTextPartType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ReasoningTextPartType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"reasoning_text\"");
        }

        /** Encode. */
        public static JsonNode encode(ReasoningTextPartType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * A refusal produced by the model instead of an answer. Open: keys beyond those listed are kept,
     * as the Responses vocabulary grows.
     */
    public static final class RefusalPart {
        /** Content part tag. */
        public RefusalPartType type;

        /** Text of the refusal. */
        public String refusal;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static RefusalPart decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            RefusalPart value = new RefusalPart();
            value.type = fields.required("type", RefusalPartType::decode);
            value.refusal = fields.required("refusal", Json::string);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(RefusalPart value) {
            Writer writer = new Writer();
            writer.put("type", value.type, RefusalPartType::encode);
            writer.put("refusal", value.refusal, Json::stringNode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Content part tag. */
    public static enum RefusalPartType {
        /** "refusal" */
        REFUSAL("refusal");

        private final String json;

        RefusalPartType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static RefusalPartType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (RefusalPartType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"refusal\"");
        }

        /** Encode. */
        public static JsonNode encode(RefusalPartType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * The OpenAI Responses create request a task input row carries in responses_create_params, as NeMo
     * Gym 0.7.0 reads it (NeMoGymResponseCreateParamsNonStreaming, a copy of the OpenAI SDK's
     * ResponseCreateParamsNonStreaming that forbids unknown members): the model's input, its tools and
     * the sampling parameters. Closed, as in Gym. Every member may be absent; input may be absent when
     * a prompt_config builds it. The nested configuration objects (reasoning, text, prompt, ...) are
     * typed by the OpenAI SDK and kept here as objects.
     */
    public static final class ResponseCreateParams {
        /**
         * What the model is given: a string (one user message), or a list of conversation items
         * (messages with a role the Responses API knows, function calls and their outputs, reasoning,
         * ...). Absent or empty when the agent builds its own prompt, or a prompt_config fills it
         * (rule input.input_empty).
         */
        public Opt<ResponseCreateParamsInput> input = Opt.absent();

        /** A system (or developer) message inserted before the input. */
        public Opt<String> instructions = Opt.absent();

        /** Model name; Gym's model server usually decides it. */
        public Opt<String> model = Opt.absent();

        /**
         * Tools the model may call: OpenAI tool definitions (function, custom, mcp, web_search, ...),
         * each an object with its type; a function or custom tool has a name.
         */
        public Opt<List<Map<String, JsonNode>>> tools = Opt.absent();

        /**
         * How the model picks tools: none, auto or required, or an object that names a tool (function,
         * custom, mcp, allowed_tools, ...); a named tool must be declared in tools (rule
         * input.tool_choice_declared). Defaults to auto.
         */
        public Opt<ResponseCreateParamsToolChoice> toolChoice = Opt.absent();

        /** Whether the model may call several tools at once; defaults to true. */
        public Opt<Boolean> parallelToolCalls = Opt.absent();

        /** Upper bound on the tokens of the response, reasoning included. */
        public Opt<Long> maxOutputTokens = Opt.absent();

        /** Upper bound on the built-in tool calls of the response. */
        public Opt<Long> maxToolCalls = Opt.absent();

        /** Sampling temperature, 0 to 2. */
        public Opt<Double> temperature = Opt.absent();

        /** Nucleus sampling mass, 0 to 1. */
        public Opt<Double> topP = Opt.absent();

        /** Number of most likely tokens to return at each position, 0 to 20. */
        public Opt<Long> topLogprobs = Opt.absent();

        /** Reasoning configuration (effort, summary). */
        public Opt<Map<String, JsonNode>> reasoning = Opt.absent();

        /** Text output configuration (format, verbosity). */
        public Opt<Map<String, JsonNode>> text = Opt.absent();

        /** Up to 16 key-value pairs attached to the request. */
        public Opt<Map<String, JsonNode>> metadata = Opt.absent();

        /** Additional output data to include in the response. */
        public Opt<List<String>> include = Opt.absent();

        /** Whether to run the response in the background. */
        public Opt<Boolean> background = Opt.absent();

        /** Whether the provider stores the response. */
        public Opt<Boolean> store = Opt.absent();

        /** Streaming; a non-streaming request is false or null. */
        public Opt<JsonNode> stream = Opt.absent();

        /** Options for streaming responses. */
        public Opt<Map<String, JsonNode>> streamOptions = Opt.absent();

        /** Id of the response this one continues. */
        public Opt<String> previousResponseId = Opt.absent();

        /** The conversation this response belongs to: its id, or an object with its id. */
        public Opt<ResponseCreateParamsConversation> conversation = Opt.absent();

        /** Context management entries (compaction). */
        public Opt<List<Map<String, JsonNode>>> contextManagement = Opt.absent();

        /** Reference to a stored prompt template and its variables. */
        public Opt<Map<String, JsonNode>> prompt = Opt.absent();

        /** Moderation of the input and output. */
        public Opt<Map<String, JsonNode>> moderation = Opt.absent();

        /** Processing tier of the request. */
        public Opt<ResponseCreateParamsServiceTier> serviceTier = Opt.absent();

        /** Truncation strategy of the input. */
        public Opt<ResponseCreateParamsTruncation> truncation = Opt.absent();

        /** Key for prompt caching. */
        public Opt<String> promptCacheKey = Opt.absent();

        /** Retention of the prompt cache. */
        public Opt<ResponseCreateParamsPromptCacheRetention> promptCacheRetention = Opt.absent();

        /** Stable identifier of the end user, for abuse detection. */
        public Opt<String> safetyIdentifier = Opt.absent();

        /** End-user identifier (superseded by safety_identifier and prompt_cache_key). */
        public Opt<String> user = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static ResponseCreateParams decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ResponseCreateParams value = new ResponseCreateParams();
            value.input = fields.optional("input", ResponseCreateParamsInput::decode);
            value.instructions = fields.optional("instructions", Json.nullable(Json::string));
            value.model = fields.optional("model", Json.nullable(Json::string));
            value.tools = fields.optional("tools", Json.list(Json.map(Json::any)));
            value.toolChoice = fields.optional("tool_choice", ResponseCreateParamsToolChoice::decode);
            value.parallelToolCalls = fields.optional("parallel_tool_calls", Json::bool);
            value.maxOutputTokens = fields.optional("max_output_tokens", Json.nullable(Json::integer));
            value.maxToolCalls = fields.optional("max_tool_calls", Json.nullable(Json::integer));
            value.temperature = fields.optional("temperature", Json.nullable(Json::number));
            value.topP = fields.optional("top_p", Json.nullable(Json::number));
            value.topLogprobs = fields.optional("top_logprobs", Json.nullable(Json::integer));
            value.reasoning = fields.optional("reasoning", Json.nullable(Json.map(Json::any)));
            value.text = fields.optional("text", Json.nullable(Json.map(Json::any)));
            value.metadata = fields.optional("metadata", Json.nullable(Json.map(Json::any)));
            value.include = fields.optional("include", Json.nullable(Json.list(Json::string)));
            value.background = fields.optional("background", Json.nullable(Json::bool));
            value.store = fields.optional("store", Json.nullable(Json::bool));
            value.stream = fields.optional("stream", Json.values("false", "null"));
            value.streamOptions = fields.optional("stream_options", Json.nullable(Json.map(Json::any)));
            value.previousResponseId = fields.optional("previous_response_id", Json.nullable(Json::string));
            value.conversation = fields.optional("conversation", Json.nullable(ResponseCreateParamsConversation::decode));
            value.contextManagement = fields.optional("context_management", Json.nullable(Json.list(Json.map(Json::any))));
            value.prompt = fields.optional("prompt", Json.nullable(Json.map(Json::any)));
            value.moderation = fields.optional("moderation", Json.nullable(Json.map(Json::any)));
            value.serviceTier = fields.optional("service_tier", Json.nullable(ResponseCreateParamsServiceTier::decode));
            value.truncation = fields.optional("truncation", Json.nullable(ResponseCreateParamsTruncation::decode));
            value.promptCacheKey = fields.optional("prompt_cache_key", Json.nullable(Json::string));
            value.promptCacheRetention = fields.optional("prompt_cache_retention", Json.nullable(ResponseCreateParamsPromptCacheRetention::decode));
            value.safetyIdentifier = fields.optional("safety_identifier", Json.nullable(Json::string));
            value.user = fields.optional("user", Json.nullable(Json::string));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ResponseCreateParams value) {
            Writer writer = new Writer();
            writer.putOpt("input", value.input, ResponseCreateParamsInput::encode);
            writer.putOpt("instructions", value.instructions, Json.nullableNode(Json::stringNode));
            writer.putOpt("model", value.model, Json.nullableNode(Json::stringNode));
            writer.putOpt("tools", value.tools, Json.listNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("tool_choice", value.toolChoice, ResponseCreateParamsToolChoice::encode);
            writer.putOpt("parallel_tool_calls", value.parallelToolCalls, Json::boolNode);
            writer.putOpt("max_output_tokens", value.maxOutputTokens, Json.nullableNode(Json::integerNode));
            writer.putOpt("max_tool_calls", value.maxToolCalls, Json.nullableNode(Json::integerNode));
            writer.putOpt("temperature", value.temperature, Json.nullableNode(Json::numberNode));
            writer.putOpt("top_p", value.topP, Json.nullableNode(Json::numberNode));
            writer.putOpt("top_logprobs", value.topLogprobs, Json.nullableNode(Json::integerNode));
            writer.putOpt("reasoning", value.reasoning, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("text", value.text, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("metadata", value.metadata, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("include", value.include, Json.nullableNode(Json.listNode(Json::stringNode)));
            writer.putOpt("background", value.background, Json.nullableNode(Json::boolNode));
            writer.putOpt("store", value.store, Json.nullableNode(Json::boolNode));
            writer.putOpt("stream", value.stream, Json::anyNode);
            writer.putOpt("stream_options", value.streamOptions, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("previous_response_id", value.previousResponseId, Json.nullableNode(Json::stringNode));
            writer.putOpt("conversation", value.conversation, Json.nullableNode(ResponseCreateParamsConversation::encode));
            writer.putOpt("context_management", value.contextManagement, Json.nullableNode(Json.listNode(Json.mapNode(Json::anyNode))));
            writer.putOpt("prompt", value.prompt, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("moderation", value.moderation, Json.nullableNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("service_tier", value.serviceTier, Json.nullableNode(ResponseCreateParamsServiceTier::encode));
            writer.putOpt("truncation", value.truncation, Json.nullableNode(ResponseCreateParamsTruncation::encode));
            writer.putOpt("prompt_cache_key", value.promptCacheKey, Json.nullableNode(Json::stringNode));
            writer.putOpt("prompt_cache_retention", value.promptCacheRetention, Json.nullableNode(ResponseCreateParamsPromptCacheRetention::encode));
            writer.putOpt("safety_identifier", value.safetyIdentifier, Json.nullableNode(Json::stringNode));
            writer.putOpt("user", value.user, Json.nullableNode(Json::stringNode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The conversation this response belongs to: its id, or an object with its id. */
    public static final class ResponseCreateParamsConversation {
        /** The conversation this response belongs to: its id, or an object with its id. */
        public String string;

        /** The conversation this response belongs to: its id, or an object with its id. */
        public Map<String, JsonNode> object;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static ResponseCreateParamsConversation decode(JsonNode node) throws DecodeException {
            ResponseCreateParamsConversation value = new ResponseCreateParamsConversation();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Map<String, JsonNode>> decoder = Json.map(Json::any);
                value.object = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(ResponseCreateParamsConversation value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.object != null) {
                Encoder<Map<String, JsonNode>> encoder = Json.mapNode(Json::anyNode);
                return encoder.encode(value.object);
            }
            throw new IllegalStateException("ResponseCreateParamsConversation: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * What the model is given: a string (one user message), or a list of conversation items (messages
     * with a role the Responses API knows, function calls and their outputs, reasoning, ...). Absent
     * or empty when the agent builds its own prompt, or a prompt_config fills it (rule
     * input.input_empty).
     */
    public static final class ResponseCreateParamsInput {
        /**
         * What the model is given: a string (one user message), or a list of conversation items
         * (messages with a role the Responses API knows, function calls and their outputs, reasoning,
         * ...). Absent or empty when the agent builds its own prompt, or a prompt_config fills it
         * (rule input.input_empty).
         */
        public String string;

        /**
         * What the model is given: a string (one user message), or a list of conversation items
         * (messages with a role the Responses API knows, function calls and their outputs, reasoning,
         * ...). Absent or empty when the agent builds its own prompt, or a prompt_config fills it
         * (rule input.input_empty).
         */
        public List<ConversationItem> array;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static ResponseCreateParamsInput decode(JsonNode node) throws DecodeException {
            ResponseCreateParamsInput value = new ResponseCreateParamsInput();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<List<ConversationItem>> decoder = Json.list(ConversationItem::decode);
                value.array = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(ResponseCreateParamsInput value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.array != null) {
                Encoder<List<ConversationItem>> encoder = Json.listNode(ConversationItem::encode);
                return encoder.encode(value.array);
            }
            throw new IllegalStateException("ResponseCreateParamsInput: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Retention of the prompt cache. */
    public static enum ResponseCreateParamsPromptCacheRetention {
        /** "in_memory" */
        IN_MEMORY("in_memory"),
        /** "24h" */
        V_24H("24h");

        private final String json;

        ResponseCreateParamsPromptCacheRetention(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ResponseCreateParamsPromptCacheRetention decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ResponseCreateParamsPromptCacheRetention value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_memory\", \"24h\"");
        }

        /** Encode. */
        public static JsonNode encode(ResponseCreateParamsPromptCacheRetention value) {
            return Json.stringNode(value.json);
        }
    }

    /** Processing tier of the request. */
    public static enum ResponseCreateParamsServiceTier {
        /** "auto" */
        AUTO("auto"),
        /** "default" */
        DEFAULT("default"),
        /** "flex" */
        FLEX("flex"),
        /** "scale" */
        SCALE("scale"),
        /** "priority" */
        PRIORITY("priority");

        private final String json;

        ResponseCreateParamsServiceTier(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ResponseCreateParamsServiceTier decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ResponseCreateParamsServiceTier value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"auto\", \"default\", \"flex\", \"scale\", \"priority\"");
        }

        /** Encode. */
        public static JsonNode encode(ResponseCreateParamsServiceTier value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * How the model picks tools: none, auto or required, or an object that names a tool (function,
     * custom, mcp, allowed_tools, ...); a named tool must be declared in tools (rule
     * input.tool_choice_declared). Defaults to auto.
     */
    public static final class ResponseCreateParamsToolChoice {
        /** none, auto or required. */
        public ResponseCreateParamsToolChoiceString string;

        /** A tool choice object, tagged by its type. */
        public ResponseCreateParamsToolChoiceToolChoiceObject toolChoiceObject;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static ResponseCreateParamsToolChoice decode(JsonNode node) throws DecodeException {
            ResponseCreateParamsToolChoice value = new ResponseCreateParamsToolChoice();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<ResponseCreateParamsToolChoiceString> decoder = ResponseCreateParamsToolChoiceString::decode;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ResponseCreateParamsToolChoiceToolChoiceObject> decoder = ResponseCreateParamsToolChoiceToolChoiceObject::decode;
                value.toolChoiceObject = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(ResponseCreateParamsToolChoice value) {
            if (value.string != null) {
                Encoder<ResponseCreateParamsToolChoiceString> encoder = ResponseCreateParamsToolChoiceString::encode;
                return encoder.encode(value.string);
            }
            if (value.toolChoiceObject != null) {
                Encoder<ResponseCreateParamsToolChoiceToolChoiceObject> encoder = ResponseCreateParamsToolChoiceToolChoiceObject::encode;
                return encoder.encode(value.toolChoiceObject);
            }
            throw new IllegalStateException("ResponseCreateParamsToolChoice: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** none, auto or required. */
    public static enum ResponseCreateParamsToolChoiceString {
        /** "none" */
        NONE("none"),
        /** "auto" */
        AUTO("auto"),
        /** "required" */
        REQUIRED("required");

        private final String json;

        ResponseCreateParamsToolChoiceString(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ResponseCreateParamsToolChoiceString decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ResponseCreateParamsToolChoiceString value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"none\", \"auto\", \"required\"");
        }

        /** Encode. */
        public static JsonNode encode(ResponseCreateParamsToolChoiceString value) {
            return Json.stringNode(value.json);
        }
    }

    /** A tool choice object, tagged by its type. */
    public static final class ResponseCreateParamsToolChoiceToolChoiceObject {
        /** Kind of tool chosen: function, custom, mcp, allowed_tools, or a hosted tool's type. */
        public String type;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ResponseCreateParamsToolChoiceToolChoiceObject decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ResponseCreateParamsToolChoiceToolChoiceObject value = new ResponseCreateParamsToolChoiceToolChoiceObject();
            value.type = fields.required("type", Json::string);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ResponseCreateParamsToolChoiceToolChoiceObject value) {
            Writer writer = new Writer();
            writer.put("type", value.type, Json::stringNode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Truncation strategy of the input. */
    public static enum ResponseCreateParamsTruncation {
        /** "auto" */
        AUTO("auto"),
        /** "disabled" */
        DISABLED("disabled");

        private final String json;

        ResponseCreateParamsTruncation(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ResponseCreateParamsTruncation decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ResponseCreateParamsTruncation value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"auto\", \"disabled\"");
        }

        /** Encode. */
        public static JsonNode encode(ResponseCreateParamsTruncation value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * One line of a shard's failures sidecar (rollouts-&lt;shard&gt;_failures.jsonl): one attempt of a
     * rollout that did not succeed. It holds the identity keys of the dispatched row, the
     * _ng_failure_* keys that classify the failure and whatever evidence the attempt produced. NeMo
     * Gym 0.7.0 writes its sidecar rows in this shape, so either side reads the other's sidecars. Open
     * like RolloutRow: the task's and the environment's own keys are kept and not checked. A row
     * marked _ng_no_persist is never written, here or anywhere.
     */
    public static final class RolloutFailureRecord {
        /** Position of the task in the input, counting from 0. */
        public Long ngTaskIndex;

        /** Repeat number of this rollout of the task, counting from 0. */
        public Long ngRolloutIndex;

        /**
         * Which attempt of the rollout failed; a positive value adds the suffix -a&lt;n&gt; to the
         * capture key. A shard counts the attempts of each try in its sidecar to stamp the next one.
         */
        public Opt<Long> ngAttemptIndex = Opt.absent();

        /**
         * The key the attempt was dispatched and captured under (before any attempt suffix); a shard
         * writes &lt;run_id&gt;-&lt;base&gt; here.
         */
        public Opt<String> ngRolloutId = Opt.absent();

        /**
         * What kind of failure this is. Open vocabulary: the collector's agent_request_failed (the
         * /run request failed without an HTTP answer, or with 429, 502, 503 or 504), agent_run_error
         * (the agent answered /run with another HTTP error status), environment_server_failed,
         * cancelled; omitted (trajspec: the try was interrupted or never started, see OmittedRollout);
         * and classes an agent stamps on its own result, such as timeout_exceeded or skipped.
         */
        public String ngFailureClass;

        /**
         * The type of the failure: for a failed dispatch the name of the exception raised; for class
         * omitted, interrupted or not_started.
         */
        public Opt<String> ngFailureType = Opt.absent();

        /** What went wrong, in words (the exception's text, or the environment's failure reason). */
        public Opt<String> ngFailureMessage = Opt.absent();

        /** The HTTP status of the failed /run answer; null when no answer came back. */
        public Opt<Long> ngFailureHttpStatus = Opt.absent();

        /**
         * The start of the failed /run answer's body (at most 2000 characters, then an ellipsis); null
         * when there was none.
         */
        public Opt<String> ngFailureResponseBody = Opt.absent();

        /**
         * true when the failure must not be retried: a resume never dispatches this try again. Absent
         * or false: retried until the attempts run out.
         */
        public Opt<Boolean> ngFailureTerminal = Opt.absent();

        /**
         * For an environment-server failure, the stage that failed (for example admission, seed,
         * agent, verification or cleanup).
         */
        public Opt<String> ngFailureStage = Opt.absent();

        /** For an environment-server failure, what the episode had produced before it failed. */
        public Opt<JsonNode> ngFailurePartialResponse = Opt.absent();

        /**
         * Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
         * task_id} object of a materialized task row (whose inner task_id is used).
         */
        public Opt<RolloutFailureRecordTaskId> taskId = Opt.absent();

        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public Opt<RolloutFailureRecordProblemId> problemId = Opt.absent();

        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public Opt<RolloutFailureRecordInstanceId> instanceId = Opt.absent();

        /**
         * Explicit identity that overrides the derived task and rollout ids when it is a valid
         * TrajectoryIdentity (see RolloutRow).
         */
        public Opt<Map<String, JsonNode>> trajectoryIdentity = Opt.absent();

        /** Agent server that ran (or was to run) the rollout. */
        public Opt<AgentRef> agentRef = Opt.absent();

        /** Model calls captured for this attempt, when it produced any. */
        public Opt<ModelCallCapture> ngModelCallCapture = Opt.absent();

        /** What the agent harness observed, when it reported anything; null when it reported nothing. */
        public Opt<AgentObservationBundle> ngAgentObservations = Opt.absent();

        /** Projected trajectory of the attempt, when it has one. */
        public Opt<TrajectoryRecord> ngTrajectory = Opt.absent();

        /** Performance figures of the attempt, when measured. */
        public Opt<NgPerf> ngPerf = Opt.absent();

        /** The agent's response, when an agent-classified failure carries one. */
        public Opt<JsonNode> response = Opt.absent();

        /** Reward assigned to the attempt; null when none was assigned. */
        public Opt<Double> reward = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static RolloutFailureRecord decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            RolloutFailureRecord value = new RolloutFailureRecord();
            value.ngTaskIndex = fields.required("_ng_task_index", Json::integer);
            value.ngRolloutIndex = fields.required("_ng_rollout_index", Json::integer);
            value.ngAttemptIndex = fields.optional("_ng_attempt_index", Json::integer);
            value.ngRolloutId = fields.optional("_ng_rollout_id", Json::string);
            value.ngFailureClass = fields.required("_ng_failure_class", Json::string);
            value.ngFailureType = fields.optional("_ng_failure_type", Json.nullable(Json::string));
            value.ngFailureMessage = fields.optional("_ng_failure_message", Json.nullable(Json::string));
            value.ngFailureHttpStatus = fields.optional("_ng_failure_http_status", Json.nullable(Json::integer));
            value.ngFailureResponseBody = fields.optional("_ng_failure_response_body", Json.nullable(Json::string));
            value.ngFailureTerminal = fields.optional("_ng_failure_terminal", Json::bool);
            value.ngFailureStage = fields.optional("_ng_failure_stage", Json.nullable(Json::string));
            value.ngFailurePartialResponse = fields.optional("_ng_failure_partial_response", Json::any);
            value.taskId = fields.optional("task_id", RolloutFailureRecordTaskId::decode);
            value.problemId = fields.optional("problem_id", RolloutFailureRecordProblemId::decode);
            value.instanceId = fields.optional("instance_id", RolloutFailureRecordInstanceId::decode);
            value.trajectoryIdentity = fields.optional("trajectory_identity", Json.map(Json::any));
            value.agentRef = fields.optional("agent_ref", AgentRef::decode);
            value.ngModelCallCapture = fields.optional("ng_model_call_capture", ModelCallCapture::decode);
            value.ngAgentObservations = fields.optional("ng_agent_observations", Json.nullable(AgentObservationBundle::decode));
            value.ngTrajectory = fields.optional("ng_trajectory", TrajectoryRecord::decode);
            value.ngPerf = fields.optional("ng_perf", NgPerf::decode);
            value.response = fields.optional("response", Json::any);
            value.reward = fields.optional("reward", Json.nullable(Json::number));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(RolloutFailureRecord value) {
            Writer writer = new Writer();
            writer.put("_ng_task_index", value.ngTaskIndex, Json::integerNode);
            writer.put("_ng_rollout_index", value.ngRolloutIndex, Json::integerNode);
            writer.putOpt("_ng_attempt_index", value.ngAttemptIndex, Json::integerNode);
            writer.putOpt("_ng_rollout_id", value.ngRolloutId, Json::stringNode);
            writer.put("_ng_failure_class", value.ngFailureClass, Json::stringNode);
            writer.putOpt("_ng_failure_type", value.ngFailureType, Json.nullableNode(Json::stringNode));
            writer.putOpt("_ng_failure_message", value.ngFailureMessage, Json.nullableNode(Json::stringNode));
            writer.putOpt("_ng_failure_http_status", value.ngFailureHttpStatus, Json.nullableNode(Json::integerNode));
            writer.putOpt("_ng_failure_response_body", value.ngFailureResponseBody, Json.nullableNode(Json::stringNode));
            writer.putOpt("_ng_failure_terminal", value.ngFailureTerminal, Json::boolNode);
            writer.putOpt("_ng_failure_stage", value.ngFailureStage, Json.nullableNode(Json::stringNode));
            writer.putOpt("_ng_failure_partial_response", value.ngFailurePartialResponse, Json::anyNode);
            writer.putOpt("task_id", value.taskId, RolloutFailureRecordTaskId::encode);
            writer.putOpt("problem_id", value.problemId, RolloutFailureRecordProblemId::encode);
            writer.putOpt("instance_id", value.instanceId, RolloutFailureRecordInstanceId::encode);
            writer.putOpt("trajectory_identity", value.trajectoryIdentity, Json.mapNode(Json::anyNode));
            writer.putOpt("agent_ref", value.agentRef, AgentRef::encode);
            writer.putOpt("ng_model_call_capture", value.ngModelCallCapture, ModelCallCapture::encode);
            writer.putOpt("ng_agent_observations", value.ngAgentObservations, Json.nullableNode(AgentObservationBundle::encode));
            writer.putOpt("ng_trajectory", value.ngTrajectory, TrajectoryRecord::encode);
            writer.putOpt("ng_perf", value.ngPerf, NgPerf::encode);
            writer.putOpt("response", value.response, Json::anyNode);
            writer.putOpt("reward", value.reward, Json.nullableNode(Json::numberNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
     * its decimal text.
     */
    public static final class RolloutFailureRecordInstanceId {
        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public String string;

        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public Long integer;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static RolloutFailureRecordInstanceId decode(JsonNode node) throws DecodeException {
            RolloutFailureRecordInstanceId value = new RolloutFailureRecordInstanceId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(RolloutFailureRecordInstanceId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            throw new IllegalStateException("RolloutFailureRecordInstanceId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
    public static final class RolloutFailureRecordProblemId {
        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public String string;

        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public Long integer;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static RolloutFailureRecordProblemId decode(JsonNode node) throws DecodeException {
            RolloutFailureRecordProblemId value = new RolloutFailureRecordProblemId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(RolloutFailureRecordProblemId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            throw new IllegalStateException("RolloutFailureRecordProblemId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
     * object of a materialized task row (whose inner task_id is used).
     */
    public static final class RolloutFailureRecordTaskId {
        /** The string alternative; null when another is set. */
        public String string;

        /** The integer alternative; null when another is set. */
        public Long integer;

        /** The materializedTaskId alternative; null when another is set. */
        public MaterializedTaskId materializedTaskId;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static RolloutFailureRecordTaskId decode(JsonNode node) throws DecodeException {
            RolloutFailureRecordTaskId value = new RolloutFailureRecordTaskId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<MaterializedTaskId> decoder = MaterializedTaskId::decode;
                value.materializedTaskId = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(RolloutFailureRecordTaskId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            if (value.materializedTaskId != null) {
                Encoder<MaterializedTaskId> encoder = MaterializedTaskId::encode;
                return encoder.encode(value.materializedTaskId);
            }
            throw new IllegalStateException("RolloutFailureRecordTaskId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * One row of a rollouts file: the task's own fields, the collector's bookkeeping keys and the
     * evidence attachments. Open: keys not listed here belong to the task or the environment and are
     * not checked.
     */
    public static final class RolloutRow {
        /** Position of the task in the input, counting from 0. */
        public Opt<Long> ngTaskIndex = Opt.absent();

        /** Repeat number of this rollout of the task, counting from 0. */
        public Opt<Long> ngRolloutIndex = Opt.absent();

        /** Retry attempt number; a positive value adds the suffix -a&lt;n&gt; to the rollout id. */
        public Opt<Long> ngAttemptIndex = Opt.absent();

        /** Explicit rollout id (capture key base) that replaces &lt;task&gt;-&lt;rollout&gt;. */
        public Opt<String> ngRolloutId = Opt.absent();

        /**
         * Explicit identity that overrides the derived task and rollout ids when it is a valid
         * TrajectoryIdentity; an invalid one is reported by rule row.trajectory_identity_valid, not
         * here.
         */
        public Opt<Map<String, JsonNode>> trajectoryIdentity = Opt.absent();

        /**
         * Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
         * task_id} object of a materialized task row (whose inner task_id is used).
         */
        public Opt<RolloutRowTaskId> taskId = Opt.absent();

        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public Opt<RolloutRowProblemId> problemId = Opt.absent();

        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public Opt<RolloutRowInstanceId> instanceId = Opt.absent();

        /** Agent server that ran the rollout. */
        public Opt<AgentRef> agentRef = Opt.absent();

        /** Model calls captured for this rollout. */
        public Opt<ModelCallCapture> ngModelCallCapture = Opt.absent();

        /** What the agent harness observed; null when it reported nothing. */
        public Opt<AgentObservationBundle> ngAgentObservations = Opt.absent();

        /** Projected trajectory of the rollout. */
        public Opt<TrajectoryRecord> ngTrajectory = Opt.absent();

        /** Performance figures of the rollout. */
        public Opt<NgPerf> ngPerf = Opt.absent();

        /** The agent's final response; its usage is the sum over the model responses that finished. */
        public Opt<JsonNode> response = Opt.absent();

        /** Reward the verifier assigned; null when none was assigned. */
        public Opt<Double> reward = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static RolloutRow decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            RolloutRow value = new RolloutRow();
            value.ngTaskIndex = fields.optional("_ng_task_index", Json::integer);
            value.ngRolloutIndex = fields.optional("_ng_rollout_index", Json::integer);
            value.ngAttemptIndex = fields.optional("_ng_attempt_index", Json::integer);
            value.ngRolloutId = fields.optional("_ng_rollout_id", Json::string);
            value.trajectoryIdentity = fields.optional("trajectory_identity", Json.map(Json::any));
            value.taskId = fields.optional("task_id", RolloutRowTaskId::decode);
            value.problemId = fields.optional("problem_id", RolloutRowProblemId::decode);
            value.instanceId = fields.optional("instance_id", RolloutRowInstanceId::decode);
            value.agentRef = fields.optional("agent_ref", AgentRef::decode);
            value.ngModelCallCapture = fields.optional("ng_model_call_capture", ModelCallCapture::decode);
            value.ngAgentObservations = fields.optional("ng_agent_observations", Json.nullable(AgentObservationBundle::decode));
            value.ngTrajectory = fields.optional("ng_trajectory", TrajectoryRecord::decode);
            value.ngPerf = fields.optional("ng_perf", NgPerf::decode);
            value.response = fields.optional("response", Json::any);
            value.reward = fields.optional("reward", Json.nullable(Json::number));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(RolloutRow value) {
            Writer writer = new Writer();
            writer.putOpt("_ng_task_index", value.ngTaskIndex, Json::integerNode);
            writer.putOpt("_ng_rollout_index", value.ngRolloutIndex, Json::integerNode);
            writer.putOpt("_ng_attempt_index", value.ngAttemptIndex, Json::integerNode);
            writer.putOpt("_ng_rollout_id", value.ngRolloutId, Json::stringNode);
            writer.putOpt("trajectory_identity", value.trajectoryIdentity, Json.mapNode(Json::anyNode));
            writer.putOpt("task_id", value.taskId, RolloutRowTaskId::encode);
            writer.putOpt("problem_id", value.problemId, RolloutRowProblemId::encode);
            writer.putOpt("instance_id", value.instanceId, RolloutRowInstanceId::encode);
            writer.putOpt("agent_ref", value.agentRef, AgentRef::encode);
            writer.putOpt("ng_model_call_capture", value.ngModelCallCapture, ModelCallCapture::encode);
            writer.putOpt("ng_agent_observations", value.ngAgentObservations, Json.nullableNode(AgentObservationBundle::encode));
            writer.putOpt("ng_trajectory", value.ngTrajectory, TrajectoryRecord::encode);
            writer.putOpt("ng_perf", value.ngPerf, NgPerf::encode);
            writer.putOpt("response", value.response, Json::anyNode);
            writer.putOpt("reward", value.reward, Json.nullableNode(Json::numberNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
     * its decimal text.
     */
    public static final class RolloutRowInstanceId {
        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public String string;

        /**
         * Task id used when the row has neither task_id nor problem_id: a string, or an integer used
         * as its decimal text.
         */
        public Long integer;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static RolloutRowInstanceId decode(JsonNode node) throws DecodeException {
            RolloutRowInstanceId value = new RolloutRowInstanceId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(RolloutRowInstanceId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            throw new IllegalStateException("RolloutRowInstanceId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
    public static final class RolloutRowProblemId {
        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public String string;

        /** Task id used when the row has no task_id: a string, or an integer used as its decimal text. */
        public Long integer;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static RolloutRowProblemId decode(JsonNode node) throws DecodeException {
            RolloutRowProblemId value = new RolloutRowProblemId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(RolloutRowProblemId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            throw new IllegalStateException("RolloutRowProblemId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
     * object of a materialized task row (whose inner task_id is used).
     */
    public static final class RolloutRowTaskId {
        /** The string alternative; null when another is set. */
        public String string;

        /** The integer alternative; null when another is set. */
        public Long integer;

        /** The materializedTaskId alternative; null when another is set. */
        public MaterializedTaskId materializedTaskId;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static RolloutRowTaskId decode(JsonNode node) throws DecodeException {
            RolloutRowTaskId value = new RolloutRowTaskId();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<MaterializedTaskId> decoder = MaterializedTaskId::decode;
                value.materializedTaskId = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(RolloutRowTaskId value) {
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            if (value.materializedTaskId != null) {
                Encoder<MaterializedTaskId> encoder = MaterializedTaskId::encode;
                return encoder.encode(value.materializedTaskId);
            }
            throw new IllegalStateException("RolloutRowTaskId: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * One line of rollout_verdicts.jsonl: the health verdict of one rollout record. unhealthy when a
     * check found something; else unobserved when a check that was not ignored could not be evaluated;
     * else healthy. Lines are sorted by _ng_task_index, _ng_rollout_index and stage_index (integers
     * before strings), then input order.
     */
    public static final class RolloutVerdict {
        /** The task, as in HealthSubject. */
        public RolloutVerdictNgTaskIndex ngTaskIndex;

        /** The repeat, as in HealthSubject. */
        public RolloutVerdictNgRolloutIndex ngRolloutIndex;

        /**
         * The rollout identity of the row (trajectory_identity, else _ng_rollout_id or
         * &lt;task&gt;-&lt;rollout&gt; with the attempt suffix); else ng_trajectory.rollout_id; else
         * &lt;_ng_task_index&gt;-&lt;_ng_rollout_index&gt;.
         */
        public String rolloutId;

        /** healthy, unhealthy or unobserved. */
        public RolloutVerdictVerdict verdict;

        /**
         * The rollout checks' findings in the order the checks made them: registry order, a
         * check_execution_error where its check ran, then rollout_duplicate_identity.
         */
        public List<HealthFinding> findings;

        /**
         * The rollout checks that could not be evaluated (missing evidence, a gap that gates them, an
         * unreadable line, or an error of the check), in registry order; record_unreadable is never
         * unobserved.
         */
        public List<RolloutVerdictUnobservedItem> unobserved;

        /** The record's stage_index, when it has one. */
        public Opt<RolloutVerdictStageIndex> stageIndex = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static RolloutVerdict decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            RolloutVerdict value = new RolloutVerdict();
            value.ngTaskIndex = fields.required("_ng_task_index", RolloutVerdictNgTaskIndex::decode);
            value.ngRolloutIndex = fields.required("_ng_rollout_index", RolloutVerdictNgRolloutIndex::decode);
            value.rolloutId = fields.required("rollout_id", Json::string);
            value.verdict = fields.required("verdict", RolloutVerdictVerdict::decode);
            value.findings = fields.required("findings", Json.list(HealthFinding::decode));
            value.unobserved = fields.required("unobserved", Json.list(RolloutVerdictUnobservedItem::decode));
            value.stageIndex = fields.optional("stage_index", RolloutVerdictStageIndex::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(RolloutVerdict value) {
            Writer writer = new Writer();
            writer.put("_ng_task_index", value.ngTaskIndex, RolloutVerdictNgTaskIndex::encode);
            writer.put("_ng_rollout_index", value.ngRolloutIndex, RolloutVerdictNgRolloutIndex::encode);
            writer.put("rollout_id", value.rolloutId, Json::stringNode);
            writer.put("verdict", value.verdict, RolloutVerdictVerdict::encode);
            writer.put("findings", value.findings, Json.listNode(HealthFinding::encode));
            writer.put("unobserved", value.unobserved, Json.listNode(RolloutVerdictUnobservedItem::encode));
            writer.putOpt("stage_index", value.stageIndex, RolloutVerdictStageIndex::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The repeat, as in HealthSubject. */
    public static final class RolloutVerdictNgRolloutIndex {
        /** The repeat, as in HealthSubject. */
        public Long integer;

        /** The repeat, as in HealthSubject. */
        public String string;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static RolloutVerdictNgRolloutIndex decode(JsonNode node) throws DecodeException {
            RolloutVerdictNgRolloutIndex value = new RolloutVerdictNgRolloutIndex();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(RolloutVerdictNgRolloutIndex value) {
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            throw new IllegalStateException("RolloutVerdictNgRolloutIndex: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The task, as in HealthSubject. */
    public static final class RolloutVerdictNgTaskIndex {
        /** The task, as in HealthSubject. */
        public Long integer;

        /** The task, as in HealthSubject. */
        public String string;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static RolloutVerdictNgTaskIndex decode(JsonNode node) throws DecodeException {
            RolloutVerdictNgTaskIndex value = new RolloutVerdictNgTaskIndex();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(RolloutVerdictNgTaskIndex value) {
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            throw new IllegalStateException("RolloutVerdictNgTaskIndex: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The record's stage_index, when it has one. */
    public static final class RolloutVerdictStageIndex {
        /** The record's stage_index, when it has one. */
        public Long integer;

        /** The record's stage_index, when it has one. */
        public String string;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static RolloutVerdictStageIndex decode(JsonNode node) throws DecodeException {
            RolloutVerdictStageIndex value = new RolloutVerdictStageIndex();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<Long> decoder = Json::integer;
                value.integer = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<String> decoder = Json::string;
                value.string = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(RolloutVerdictStageIndex value) {
            if (value.integer != null) {
                Encoder<Long> encoder = Json::integerNode;
                return encoder.encode(value.integer);
            }
            if (value.string != null) {
                Encoder<String> encoder = Json::stringNode;
                return encoder.encode(value.string);
            }
            throw new IllegalStateException("RolloutVerdictStageIndex: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** RolloutVerdictUnobservedItem (generated from the schemas). */
    public static enum RolloutVerdictUnobservedItem {
        /** "check_execution_error" */
        CHECK_EXECUTION_ERROR("check_execution_error"),
        /** "rollout_duplicate_identity" */
        ROLLOUT_DUPLICATE_IDENTITY("rollout_duplicate_identity"),
        /** "rollout_missing_agent_turns" */
        ROLLOUT_MISSING_AGENT_TURNS("rollout_missing_agent_turns"),
        /** "rollout_ended_on_failed_model_call" */
        ROLLOUT_ENDED_ON_FAILED_MODEL_CALL("rollout_ended_on_failed_model_call"),
        /** "agent_turn_hollow" */
        AGENT_TURN_HOLLOW("agent_turn_hollow"),
        /** "model_call_zero_completion_tokens" */
        MODEL_CALL_ZERO_COMPLETION_TOKENS("model_call_zero_completion_tokens"),
        /** "model_call_missing_token_counts" */
        MODEL_CALL_MISSING_TOKEN_COUNTS("model_call_missing_token_counts"),
        /** "trajectory_capture_mismatch" */
        TRAJECTORY_CAPTURE_MISMATCH("trajectory_capture_mismatch"),
        /** "model_call_failed" */
        MODEL_CALL_FAILED("model_call_failed"),
        /** "rollout_token_count_mismatch" */
        ROLLOUT_TOKEN_COUNT_MISMATCH("rollout_token_count_mismatch"),
        /** "model_call_runaway_generation" */
        MODEL_CALL_RUNAWAY_GENERATION("model_call_runaway_generation");

        private final String json;

        RolloutVerdictUnobservedItem(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static RolloutVerdictUnobservedItem decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (RolloutVerdictUnobservedItem value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"check_execution_error\", \"rollout_duplicate_identity\", \"rollout_missing_agent_turns\", \"rollout_ended_on_failed_model_call\", \"agent_turn_hollow\", \"model_call_zero_completion_tokens\", \"model_call_missing_token_counts\", \"trajectory_capture_mismatch\", \"model_call_failed\", \"rollout_token_count_mismatch\", \"model_call_runaway_generation\"");
        }

        /** Encode. */
        public static JsonNode encode(RolloutVerdictUnobservedItem value) {
            return Json.stringNode(value.json);
        }
    }

    /** healthy, unhealthy or unobserved. */
    public static enum RolloutVerdictVerdict {
        /** "healthy" */
        HEALTHY("healthy"),
        /** "unhealthy" */
        UNHEALTHY("unhealthy"),
        /** "unobserved" */
        UNOBSERVED("unobserved");

        private final String json;

        RolloutVerdictVerdict(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static RolloutVerdictVerdict decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (RolloutVerdictVerdict value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"healthy\", \"unhealthy\", \"unobserved\"");
        }

        /** Encode. */
        public static JsonNode encode(RolloutVerdictVerdict value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * Measured use of one sandbox during the rollout. Values are measurements, never configured
     * limits.
     */
    public static final class SandboxObservation {
        /** Record tag of a sandbox observation. */
        public SandboxObservationKind kind;

        /** What the sandbox was used for. */
        public SandboxObservationRole role;

        /** Sandbox provider or runtime. */
        public Opt<String> provider = Opt.absent();

        /** Id of the sandbox, matching the sandbox_id of tool calls that ran in it. */
        public Opt<String> sandboxId = Opt.absent();

        /** How the sandbox's work ended; unknown when it was not observed. */
        public Opt<SandboxObservationOutcome> outcome = Opt.absent();

        /** Exit code of the sandboxed process. */
        public Opt<Long> exitCode = Opt.absent();

        /** Measured wall-clock time in seconds. */
        public Opt<Double> wallTimeS = Opt.absent();

        /** Measured cumulative CPU time in seconds. */
        public Opt<Double> cpuTimeS = Opt.absent();

        /** Measured peak memory use in MiB. */
        public Opt<Double> peakMemoryMib = Opt.absent();

        /** Where the resource figures were measured. */
        public Opt<String> resourceUsageSource = Opt.absent();

        /** Class or category of the sandbox error, if any. */
        public Opt<String> errorType = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static SandboxObservation decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            SandboxObservation value = new SandboxObservation();
            value.kind = fields.required("kind", SandboxObservationKind::decode);
            value.role = fields.required("role", SandboxObservationRole::decode);
            value.provider = fields.optional("provider", Json.nullable(Json::string));
            value.sandboxId = fields.optional("sandbox_id", Json.nullable(Json::string));
            value.outcome = fields.optional("outcome", SandboxObservationOutcome::decode);
            value.exitCode = fields.optional("exit_code", Json.nullable(Json::integer));
            value.wallTimeS = fields.optional("wall_time_s", Json.nullable(Json::number));
            value.cpuTimeS = fields.optional("cpu_time_s", Json.nullable(Json::number));
            value.peakMemoryMib = fields.optional("peak_memory_mib", Json.nullable(Json::number));
            value.resourceUsageSource = fields.optional("resource_usage_source", Json.nullable(Json::string));
            value.errorType = fields.optional("error_type", Json.nullable(Json::string));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(SandboxObservation value) {
            Writer writer = new Writer();
            writer.put("kind", value.kind, SandboxObservationKind::encode);
            writer.put("role", value.role, SandboxObservationRole::encode);
            writer.putOpt("provider", value.provider, Json.nullableNode(Json::stringNode));
            writer.putOpt("sandbox_id", value.sandboxId, Json.nullableNode(Json::stringNode));
            writer.putOpt("outcome", value.outcome, SandboxObservationOutcome::encode);
            writer.putOpt("exit_code", value.exitCode, Json.nullableNode(Json::integerNode));
            writer.putOpt("wall_time_s", value.wallTimeS, Json.nullableNode(Json::numberNode));
            writer.putOpt("cpu_time_s", value.cpuTimeS, Json.nullableNode(Json::numberNode));
            writer.putOpt("peak_memory_mib", value.peakMemoryMib, Json.nullableNode(Json::numberNode));
            writer.putOpt("resource_usage_source", value.resourceUsageSource, Json.nullableNode(Json::stringNode));
            writer.putOpt("error_type", value.errorType, Json.nullableNode(Json::stringNode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Record tag of a sandbox observation. */
    public static enum SandboxObservationKind {
        /** "sandbox" */
        SANDBOX("sandbox");

        private final String json;

        SandboxObservationKind(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static SandboxObservationKind decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (SandboxObservationKind value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"sandbox\"");
        }

        /** Encode. */
        public static JsonNode encode(SandboxObservationKind value) {
            return Json.stringNode(value.json);
        }
    }

    /** How the sandbox's work ended; unknown when it was not observed. */
    public static enum SandboxObservationOutcome {
        /** "completed" */
        COMPLETED("completed"),
        /** "failed" */
        FAILED("failed"),
        /** "timeout" */
        TIMEOUT("timeout"),
        /** "oom" */
        OOM("oom"),
        /** "sandbox_error" */
        SANDBOX_ERROR("sandbox_error"),
        /** "cancelled" */
        CANCELLED("cancelled"),
        /** "unknown" */
        UNKNOWN("unknown");

        private final String json;

        SandboxObservationOutcome(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static SandboxObservationOutcome decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (SandboxObservationOutcome value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"completed\", \"failed\", \"timeout\", \"oom\", \"sandbox_error\", \"cancelled\", \"unknown\"");
        }

        /** Encode. */
        public static JsonNode encode(SandboxObservationOutcome value) {
            return Json.stringNode(value.json);
        }
    }

    /** What the sandbox was used for. */
    public static enum SandboxObservationRole {
        /** "agent" */
        AGENT("agent"),
        /** "verifier" */
        VERIFIER("verifier"),
        /** "environment" */
        ENVIRONMENT("environment");

        private final String json;

        SandboxObservationRole(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static SandboxObservationRole decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (SandboxObservationRole value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"agent\", \"verifier\", \"environment\"");
        }

        /** Encode. */
        public static JsonNode encode(SandboxObservationRole value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * One data file of a shard as its manifest commits it: the file name and the exact bytes (length
     * and SHA-256) a reader may trust.
     */
    public static final class ShardFile {
        /**
         * The file's name inside the run folder, rollouts-&lt;shard&gt; plus the suffix of its role
         * (.jsonl, _failures.jsonl, _materialized_inputs.jsonl, _batch_status.json).
         */
        public String path;

        /** SHA-256 of the file's bytes, lower-case hex. */
        public String sha256;

        /** Length of the file in bytes. */
        public Long bytes;

        /** Number of JSON Lines the file holds (JSON Lines files only). */
        public Opt<Long> rows = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static ShardFile decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ShardFile value = new ShardFile();
            value.path = fields.required("path", Json::string);
            value.sha256 = fields.required("sha256", Json::string);
            value.bytes = fields.required("bytes", Json::integer);
            value.rows = fields.optional("rows", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ShardFile value) {
            Writer writer = new Writer();
            writer.put("path", value.path, Json::stringNode);
            writer.put("sha256", value.sha256, Json::stringNode);
            writer.put("bytes", value.bytes, Json::integerNode);
            writer.putOpt("rows", value.rows, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * rollouts-&lt;shard&gt;_manifest.json: the commit record of one shard of a run folder. It is
     * written last, by rename, after every data file it names is on disk; a reader trusts exactly the
     * files and bytes it names. A shard with no manifest is absent (files of other tools aside).
     */
    public static final class ShardManifest {
        /** Version of the manifest format. */
        public ShardManifestSchemaVersion schemaVersion;

        /**
         * The shard label the caller chose (for example a training step and worker); it matches the
         * rollout-id pattern and does not end in _failures, _materialized_inputs, _batch_status or
         * _manifest.
         */
        public String shard;

        /**
         * The run id that prefixes every key the shard dispatches (&lt;run_id&gt;-&lt;base&gt;); the
         * shard label unless the recorder was given another.
         */
        public String runId;

        /**
         * Id of this commit, derived from the previous commit and the files' hashes. Until a commit's
         * files are renamed into place they wait as
         * .rollouts-&lt;shard&gt;&lt;suffix&gt;.&lt;commit&gt;.pending beside them, and a reader takes
         * them from there.
         */
        public String commit;

        /** Id of the commit this one replaced; null for the first commit of the shard's files. */
        public Opt<String> previousCommit = Opt.absent();

        /** The committed data files. */
        public ShardManifestFiles files;

        /** Decode strictly. */
        @JsonCreator
        public static ShardManifest decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ShardManifest value = new ShardManifest();
            value.schemaVersion = fields.required("schema_version", ShardManifestSchemaVersion::decode);
            value.shard = fields.required("shard", Json::string);
            value.runId = fields.required("run_id", Json::string);
            value.commit = fields.required("commit", Json::string);
            value.previousCommit = fields.optional("previous_commit", Json.nullable(Json::string));
            value.files = fields.required("files", ShardManifestFiles::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ShardManifest value) {
            Writer writer = new Writer();
            writer.put("schema_version", value.schemaVersion, ShardManifestSchemaVersion::encode);
            writer.put("shard", value.shard, Json::stringNode);
            writer.put("run_id", value.runId, Json::stringNode);
            writer.put("commit", value.commit, Json::stringNode);
            writer.putOpt("previous_commit", value.previousCommit, Json.nullableNode(Json::stringNode));
            writer.put("files", value.files, ShardManifestFiles::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The four data files of a shard, by role. */
    public static final class ShardManifestFiles {
        /** rollouts-&lt;shard&gt;.jsonl: the rollouts that succeeded, one RolloutRow per line. */
        public ShardFile rollouts;

        /**
         * rollouts-&lt;shard&gt;_failures.jsonl: the failures sidecar, one RolloutFailureRecord (or
         * OmittedRollout) per line.
         */
        public ShardFile failures;

        /**
         * rollouts-&lt;shard&gt;_materialized_inputs.jsonl: the tries the shard is meant to hold, one
         * MaterializedInputRow per line.
         */
        public ShardFile materializedInputs;

        /** rollouts-&lt;shard&gt;_batch_status.json: the shard's saved progress, a BatchStatus. */
        public ShardFile batchStatus;

        /** Decode strictly. */
        @JsonCreator
        public static ShardManifestFiles decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ShardManifestFiles value = new ShardManifestFiles();
            value.rollouts = fields.required("rollouts", ShardFile::decode);
            value.failures = fields.required("failures", ShardFile::decode);
            value.materializedInputs = fields.required("materialized_inputs", ShardFile::decode);
            value.batchStatus = fields.required("batch_status", ShardFile::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ShardManifestFiles value) {
            Writer writer = new Writer();
            writer.put("rollouts", value.rollouts, ShardFile::encode);
            writer.put("failures", value.failures, ShardFile::encode);
            writer.put("materialized_inputs", value.materializedInputs, ShardFile::encode);
            writer.put("batch_status", value.batchStatus, ShardFile::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Version of the manifest format. */
    public static enum ShardManifestSchemaVersion {
        /** "1.0" */
        V_1_0("1.0");

        private final String json;

        ShardManifestSchemaVersion(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ShardManifestSchemaVersion decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ShardManifestSchemaVersion value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"1.0\"");
        }

        /** Encode. */
        public static JsonNode encode(ShardManifestSchemaVersion value) {
            return Json.stringNode(value.json);
        }
    }

    /** The shell commands and limits that describe how to run the tool call. */
    public static final class ShellCallAction {
        /** Commands. */
        public List<String> commands;

        /** Optional maximum number of characters to return from each command. */
        public Opt<Long> maxOutputLength = Opt.absent();

        /** Optional timeout in milliseconds for the commands. */
        public Opt<Long> timeoutMs = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallAction decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ShellCallAction value = new ShellCallAction();
            value.commands = fields.required("commands", Json.list(Json::string));
            value.maxOutputLength = fields.optional("max_output_length", Json.nullable(Json::integer));
            value.timeoutMs = fields.optional("timeout_ms", Json.nullable(Json::integer));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ShellCallAction value) {
            Writer writer = new Writer();
            writer.put("commands", value.commands, Json.listNode(Json::stringNode));
            writer.putOpt("max_output_length", value.maxOutputLength, Json.nullableNode(Json::integerNode));
            writer.putOpt("timeout_ms", value.timeoutMs, Json.nullableNode(Json::integerNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Represents a container created with /v1/containers. */
    public static final class ShellCallContainerReference {
        /** Container id. */
        public String containerId;

        /** The environment type. Always `container_reference`. */
        public ShellCallContainerReferenceType type;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallContainerReference decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ShellCallContainerReference value = new ShellCallContainerReference();
            value.containerId = fields.required("container_id", Json::string);
            value.type = fields.required("type", ShellCallContainerReferenceType::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ShellCallContainerReference value) {
            Writer writer = new Writer();
            writer.put("container_id", value.containerId, Json::stringNode);
            writer.put("type", value.type, ShellCallContainerReferenceType::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The environment type. Always `container_reference`. */
    public static enum ShellCallContainerReferenceType {
        /** "container_reference" */
        CONTAINER_REFERENCE("container_reference");

        private final String json;

        ShellCallContainerReferenceType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallContainerReferenceType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ShellCallContainerReferenceType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"container_reference\"");
        }

        /** Encode. */
        public static JsonNode encode(ShellCallContainerReferenceType value) {
            return Json.stringNode(value.json);
        }
    }

    /** One of the 2 kinds, tagged by type. */
    public static final class ShellCallEnvironment {
        /** The shellCallLocalEnvironment alternative; null when another is set. */
        public ShellCallLocalEnvironment shellCallLocalEnvironment;

        /** The shellCallContainerReference alternative; null when another is set. */
        public ShellCallContainerReference shellCallContainerReference;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static ShellCallEnvironment decode(JsonNode node) throws DecodeException {
            ShellCallEnvironment value = new ShellCallEnvironment();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<ShellCallLocalEnvironment> decoder = ShellCallLocalEnvironment::decode;
                value.shellCallLocalEnvironment = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ShellCallContainerReference> decoder = ShellCallContainerReference::decode;
                value.shellCallContainerReference = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(ShellCallEnvironment value) {
            if (value.shellCallLocalEnvironment != null) {
                Encoder<ShellCallLocalEnvironment> encoder = ShellCallLocalEnvironment::encode;
                return encoder.encode(value.shellCallLocalEnvironment);
            }
            if (value.shellCallContainerReference != null) {
                Encoder<ShellCallContainerReference> encoder = ShellCallContainerReference::encode;
                return encoder.encode(value.shellCallContainerReference);
            }
            throw new IllegalStateException("ShellCallEnvironment: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * A shell command requested by the model. Open: keys beyond those listed are kept, as the
     * Responses vocabulary grows.
     */
    public static final class ShellCallItem {
        /** Item tag. */
        public ShellCallItemType type;

        /** Provider id of the item. */
        public String id;

        /** The command to run. */
        public ShellCallAction action;

        /** Id that pairs the command with its output. */
        public String callId;

        /** Represents the use of a local environment to perform shell actions. */
        public Opt<ShellCallEnvironment> environment = Opt.absent();

        /** Progress of the command. */
        public ShellCallItemStatus status;

        /** The ID of the entity that created this tool call. */
        public Opt<String> createdBy = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ShellCallItem value = new ShellCallItem();
            value.type = fields.required("type", ShellCallItemType::decode);
            value.id = fields.required("id", Json::string);
            value.action = fields.required("action", ShellCallAction::decode);
            value.callId = fields.required("call_id", Json::string);
            value.environment = fields.optional("environment", Json.nullable(ShellCallEnvironment::decode));
            value.status = fields.required("status", ShellCallItemStatus::decode);
            value.createdBy = fields.optional("created_by", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ShellCallItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ShellCallItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.put("action", value.action, ShellCallAction::encode);
            writer.put("call_id", value.callId, Json::stringNode);
            writer.putOpt("environment", value.environment, Json.nullableNode(ShellCallEnvironment::encode));
            writer.put("status", value.status, ShellCallItemStatus::encode);
            writer.putOpt("created_by", value.createdBy, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Progress of the command. */
    public static enum ShellCallItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "completed" */
        COMPLETED("completed"),
        /** "incomplete" */
        INCOMPLETE("incomplete");

        private final String json;

        ShellCallItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ShellCallItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"completed\", \"incomplete\"");
        }

        /** Encode. */
        public static JsonNode encode(ShellCallItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum ShellCallItemType {
        /** "shell_call" */
        SHELL_CALL("shell_call");

        private final String json;

        ShellCallItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ShellCallItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"shell_call\"");
        }

        /** Encode. */
        public static JsonNode encode(ShellCallItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /** Represents the use of a local environment to perform shell actions. */
    public static final class ShellCallLocalEnvironment {
        /** The environment type. Always `local`. */
        public ShellCallLocalEnvironmentType type;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallLocalEnvironment decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ShellCallLocalEnvironment value = new ShellCallLocalEnvironment();
            value.type = fields.required("type", ShellCallLocalEnvironmentType::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ShellCallLocalEnvironment value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ShellCallLocalEnvironmentType::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The environment type. Always `local`. */
    public static enum ShellCallLocalEnvironmentType {
        /** "local" */
        LOCAL("local");

        private final String json;

        ShellCallLocalEnvironmentType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallLocalEnvironmentType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ShellCallLocalEnvironmentType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"local\"");
        }

        /** Encode. */
        public static JsonNode encode(ShellCallLocalEnvironmentType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * The output of a shell command. Open: keys beyond those listed are kept, as the Responses
     * vocabulary grows.
     */
    public static final class ShellCallOutputItem {
        /** Item tag. */
        public ShellCallOutputItemType type;

        /** Provider id of the item. */
        public String id;

        /** Call id of the shell_call this output answers. */
        public String callId;

        /** The maximum length of the shell command output. */
        public Opt<Long> maxOutputLength = Opt.absent();

        /** Output chunks of the command. */
        public List<ShellCallOutputOutput> output;

        /** Progress of the command. */
        public ShellCallOutputItemStatus status;

        /** The identifier of the actor that created the item. */
        public Opt<String> createdBy = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallOutputItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ShellCallOutputItem value = new ShellCallOutputItem();
            value.type = fields.required("type", ShellCallOutputItemType::decode);
            value.id = fields.required("id", Json::string);
            value.callId = fields.required("call_id", Json::string);
            value.maxOutputLength = fields.optional("max_output_length", Json.nullable(Json::integer));
            value.output = fields.required("output", Json.list(ShellCallOutputOutput::decode));
            value.status = fields.required("status", ShellCallOutputItemStatus::decode);
            value.createdBy = fields.optional("created_by", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ShellCallOutputItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ShellCallOutputItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.put("call_id", value.callId, Json::stringNode);
            writer.putOpt("max_output_length", value.maxOutputLength, Json.nullableNode(Json::integerNode));
            writer.put("output", value.output, Json.listNode(ShellCallOutputOutput::encode));
            writer.put("status", value.status, ShellCallOutputItemStatus::encode);
            writer.putOpt("created_by", value.createdBy, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Progress of the command. */
    public static enum ShellCallOutputItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "completed" */
        COMPLETED("completed"),
        /** "incomplete" */
        INCOMPLETE("incomplete");

        private final String json;

        ShellCallOutputItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallOutputItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ShellCallOutputItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"completed\", \"incomplete\"");
        }

        /** Encode. */
        public static JsonNode encode(ShellCallOutputItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum ShellCallOutputItemType {
        /** "shell_call_output" */
        SHELL_CALL_OUTPUT("shell_call_output");

        private final String json;

        ShellCallOutputItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallOutputItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ShellCallOutputItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"shell_call_output\"");
        }

        /** Encode. */
        public static JsonNode encode(ShellCallOutputItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /** The content of a shell tool call output that was emitted. */
    public static final class ShellCallOutputOutput {
        /**
         * Represents either an exit outcome (with an exit code) or a timeout outcome for a shell call
         * output chunk.
         */
        public ShellCallOutputOutputOutcome outcome;

        /** The standard error output that was captured. */
        public String stderr;

        /** The standard output that was captured. */
        public String stdout;

        /** The identifier of the actor that created the item. */
        public Opt<String> createdBy = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallOutputOutput decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ShellCallOutputOutput value = new ShellCallOutputOutput();
            value.outcome = fields.required("outcome", ShellCallOutputOutputOutcome::decode);
            value.stderr = fields.required("stderr", Json::string);
            value.stdout = fields.required("stdout", Json::string);
            value.createdBy = fields.optional("created_by", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ShellCallOutputOutput value) {
            Writer writer = new Writer();
            writer.put("outcome", value.outcome, ShellCallOutputOutputOutcome::encode);
            writer.put("stderr", value.stderr, Json::stringNode);
            writer.put("stdout", value.stdout, Json::stringNode);
            writer.putOpt("created_by", value.createdBy, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Represents either an exit outcome (with an exit code) or a timeout outcome for a shell call
     * output chunk.
     */
    public static final class ShellCallOutputOutputOutcome {
        /** The shellCallOutputOutputOutcomeTimeout alternative; null when another is set. */
        public ShellCallOutputOutputOutcomeTimeout shellCallOutputOutputOutcomeTimeout;

        /** The shellCallOutputOutputOutcomeExit alternative; null when another is set. */
        public ShellCallOutputOutputOutcomeExit shellCallOutputOutputOutcomeExit;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static ShellCallOutputOutputOutcome decode(JsonNode node) throws DecodeException {
            ShellCallOutputOutputOutcome value = new ShellCallOutputOutputOutcome();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<ShellCallOutputOutputOutcomeTimeout> decoder = ShellCallOutputOutputOutcomeTimeout::decode;
                value.shellCallOutputOutputOutcomeTimeout = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<ShellCallOutputOutputOutcomeExit> decoder = ShellCallOutputOutputOutcomeExit::decode;
                value.shellCallOutputOutputOutcomeExit = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(ShellCallOutputOutputOutcome value) {
            if (value.shellCallOutputOutputOutcomeTimeout != null) {
                Encoder<ShellCallOutputOutputOutcomeTimeout> encoder = ShellCallOutputOutputOutcomeTimeout::encode;
                return encoder.encode(value.shellCallOutputOutputOutcomeTimeout);
            }
            if (value.shellCallOutputOutputOutcomeExit != null) {
                Encoder<ShellCallOutputOutputOutcomeExit> encoder = ShellCallOutputOutputOutcomeExit::encode;
                return encoder.encode(value.shellCallOutputOutputOutcomeExit);
            }
            throw new IllegalStateException("ShellCallOutputOutputOutcome: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Indicates that the shell commands finished and returned an exit code. */
    public static final class ShellCallOutputOutputOutcomeExit {
        /** Exit code from the shell process. */
        public Long exitCode;

        /** The outcome type. Always `exit`. */
        public ShellCallOutputOutputOutcomeExitType type;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallOutputOutputOutcomeExit decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ShellCallOutputOutputOutcomeExit value = new ShellCallOutputOutputOutcomeExit();
            value.exitCode = fields.required("exit_code", Json::integer);
            value.type = fields.required("type", ShellCallOutputOutputOutcomeExitType::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ShellCallOutputOutputOutcomeExit value) {
            Writer writer = new Writer();
            writer.put("exit_code", value.exitCode, Json::integerNode);
            writer.put("type", value.type, ShellCallOutputOutputOutcomeExitType::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The outcome type. Always `exit`. */
    public static enum ShellCallOutputOutputOutcomeExitType {
        /** "exit" */
        EXIT("exit");

        private final String json;

        ShellCallOutputOutputOutcomeExitType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallOutputOutputOutcomeExitType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ShellCallOutputOutputOutcomeExitType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"exit\"");
        }

        /** Encode. */
        public static JsonNode encode(ShellCallOutputOutputOutcomeExitType value) {
            return Json.stringNode(value.json);
        }
    }

    /** Indicates that the shell call exceeded its configured time limit. */
    public static final class ShellCallOutputOutputOutcomeTimeout {
        /** The outcome type. Always `timeout`. */
        public ShellCallOutputOutputOutcomeTimeoutType type;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallOutputOutputOutcomeTimeout decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ShellCallOutputOutputOutcomeTimeout value = new ShellCallOutputOutputOutcomeTimeout();
            value.type = fields.required("type", ShellCallOutputOutputOutcomeTimeoutType::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ShellCallOutputOutputOutcomeTimeout value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ShellCallOutputOutputOutcomeTimeoutType::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The outcome type. Always `timeout`. */
    public static enum ShellCallOutputOutputOutcomeTimeoutType {
        /** "timeout" */
        TIMEOUT("timeout");

        private final String json;

        ShellCallOutputOutputOutcomeTimeoutType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ShellCallOutputOutputOutcomeTimeoutType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ShellCallOutputOutputOutcomeTimeoutType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"timeout\"");
        }

        /** Encode. */
        public static JsonNode encode(ShellCallOutputOutputOutcomeTimeoutType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * One paragraph of a reasoning summary. Open: keys beyond those listed are kept, as the Responses
     * vocabulary grows.
     */
    public static final class SummaryTextPart {
        /** Content part tag. */
        public SummaryTextPartType type;

        /** The summary text. */
        public String text;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static SummaryTextPart decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            SummaryTextPart value = new SummaryTextPart();
            value.type = fields.required("type", SummaryTextPartType::decode);
            value.text = fields.required("text", Json::string);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(SummaryTextPart value) {
            Writer writer = new Writer();
            writer.put("type", value.type, SummaryTextPartType::encode);
            writer.put("text", value.text, Json::stringNode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Content part tag. */
    public static enum SummaryTextPartType {
        /** "summary_text" */
        SUMMARY_TEXT("summary_text");

        private final String json;

        SummaryTextPartType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static SummaryTextPartType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (SummaryTextPartType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"summary_text\"");
        }

        /** Encode. */
        public static JsonNode encode(SummaryTextPartType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * One task: its repeats by verdict and what the task checks found. Records that share a repeat's
     * identity count as one repeat, with their common verdict, or unobserved when they disagree.
     */
    public static final class TaskHealth {
        /** Repeats (distinct stage_index and _ng_rollout_index) of the task. */
        public Long repeats;

        /** Repeats with verdict healthy. */
        public Long healthy;

        /** Repeats with verdict unhealthy. */
        public Long unhealthy;

        /** Repeats with verdict unobserved. */
        public Long unobserved;

        /** Task checks that found something, in registry order. */
        public List<TaskHealthFlagsItem> flags;

        /** Task checks that could not judge the task, in registry order. */
        public List<TaskHealthUnobservedChecksItem> unobservedChecks;

        /**
         * The task checks' findings (and check_execution_error when a task check raised), in registry
         * order.
         */
        public List<HealthFinding> findings;

        /** Decode strictly. */
        @JsonCreator
        public static TaskHealth decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            TaskHealth value = new TaskHealth();
            value.repeats = fields.required("repeats", Json::integer);
            value.healthy = fields.required("healthy", Json::integer);
            value.unhealthy = fields.required("unhealthy", Json::integer);
            value.unobserved = fields.required("unobserved", Json::integer);
            value.flags = fields.required("flags", Json.list(TaskHealthFlagsItem::decode));
            value.unobservedChecks = fields.required("unobserved_checks", Json.list(TaskHealthUnobservedChecksItem::decode));
            value.findings = fields.required("findings", Json.list(HealthFinding::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(TaskHealth value) {
            Writer writer = new Writer();
            writer.put("repeats", value.repeats, Json::integerNode);
            writer.put("healthy", value.healthy, Json::integerNode);
            writer.put("unhealthy", value.unhealthy, Json::integerNode);
            writer.put("unobserved", value.unobserved, Json::integerNode);
            writer.put("flags", value.flags, Json.listNode(TaskHealthFlagsItem::encode));
            writer.put("unobserved_checks", value.unobservedChecks, Json.listNode(TaskHealthUnobservedChecksItem::encode));
            writer.put("findings", value.findings, Json.listNode(HealthFinding::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** TaskHealthFlagsItem (generated from the schemas). */
    public static enum TaskHealthFlagsItem {
        /** "task_consistently_unhealthy" */
        TASK_CONSISTENTLY_UNHEALTHY("task_consistently_unhealthy"),
        /** "task_no_successful_model_calls" */
        TASK_NO_SUCCESSFUL_MODEL_CALLS("task_no_successful_model_calls");

        private final String json;

        TaskHealthFlagsItem(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static TaskHealthFlagsItem decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (TaskHealthFlagsItem value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"task_consistently_unhealthy\", \"task_no_successful_model_calls\"");
        }

        /** Encode. */
        public static JsonNode encode(TaskHealthFlagsItem value) {
            return Json.stringNode(value.json);
        }
    }

    /** TaskHealthUnobservedChecksItem (generated from the schemas). */
    public static enum TaskHealthUnobservedChecksItem {
        /** "task_consistently_unhealthy" */
        TASK_CONSISTENTLY_UNHEALTHY("task_consistently_unhealthy"),
        /** "task_no_successful_model_calls" */
        TASK_NO_SUCCESSFUL_MODEL_CALLS("task_no_successful_model_calls");

        private final String json;

        TaskHealthUnobservedChecksItem(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static TaskHealthUnobservedChecksItem decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (TaskHealthUnobservedChecksItem value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"task_consistently_unhealthy\", \"task_no_successful_model_calls\"");
        }

        /** Encode. */
        public static JsonNode encode(TaskHealthUnobservedChecksItem value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * The measured execution of one tool call, as observed by the harness. It joins the conversation
     * through (invocation_id, tool_call_id).
     */
    public static final class ToolCallObservation {
        /** Record tag of a tool-call observation. */
        public ToolCallObservationKind kind;

        /** Invocation that issued the tool call. */
        public String invocationId;

        /**
         * Call id of the tool call, as in the conversation's function_call and function_call_output
         * items.
         */
        public String toolCallId;

        /** Sandbox the tool ran in; concurrent calls may share one. */
        public Opt<String> sandboxId = Opt.absent();

        /** Name of the tool. */
        public Opt<String> toolName = Opt.absent();

        /** When execution started, in UTC seconds since the Unix epoch. */
        public Opt<Double> startedAt = Opt.absent();

        /** When execution ended, in UTC seconds since the Unix epoch; not before started_at. */
        public Opt<Double> completedAt = Opt.absent();

        /** Measured execution time in milliseconds. */
        public Opt<Double> durationMs = Opt.absent();

        /**
         * Where the timing was measured: by the tool executor, read from an artifact, or by the
         * harness.
         */
        public Opt<ToolCallObservationTimingSource> timingSource = Opt.absent();

        /** Outcome of the execution; unknown when it was not observed. */
        public Opt<ToolCallObservationStatus> status = Opt.absent();

        /** Class or category of the error, if the tool failed. */
        public Opt<String> errorType = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static ToolCallObservation decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ToolCallObservation value = new ToolCallObservation();
            value.kind = fields.required("kind", ToolCallObservationKind::decode);
            value.invocationId = fields.required("invocation_id", Json::string);
            value.toolCallId = fields.required("tool_call_id", Json::string);
            value.sandboxId = fields.optional("sandbox_id", Json.nullable(Json::string));
            value.toolName = fields.optional("tool_name", Json.nullable(Json::string));
            value.startedAt = fields.optional("started_at", Json.nullable(Json::number));
            value.completedAt = fields.optional("completed_at", Json.nullable(Json::number));
            value.durationMs = fields.optional("duration_ms", Json.nullable(Json::number));
            value.timingSource = fields.optional("timing_source", Json.nullable(ToolCallObservationTimingSource::decode));
            value.status = fields.optional("status", ToolCallObservationStatus::decode);
            value.errorType = fields.optional("error_type", Json.nullable(Json::string));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ToolCallObservation value) {
            Writer writer = new Writer();
            writer.put("kind", value.kind, ToolCallObservationKind::encode);
            writer.put("invocation_id", value.invocationId, Json::stringNode);
            writer.put("tool_call_id", value.toolCallId, Json::stringNode);
            writer.putOpt("sandbox_id", value.sandboxId, Json.nullableNode(Json::stringNode));
            writer.putOpt("tool_name", value.toolName, Json.nullableNode(Json::stringNode));
            writer.putOpt("started_at", value.startedAt, Json.nullableNode(Json::numberNode));
            writer.putOpt("completed_at", value.completedAt, Json.nullableNode(Json::numberNode));
            writer.putOpt("duration_ms", value.durationMs, Json.nullableNode(Json::numberNode));
            writer.putOpt("timing_source", value.timingSource, Json.nullableNode(ToolCallObservationTimingSource::encode));
            writer.putOpt("status", value.status, ToolCallObservationStatus::encode);
            writer.putOpt("error_type", value.errorType, Json.nullableNode(Json::stringNode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Record tag of a tool-call observation. */
    public static enum ToolCallObservationKind {
        /** "tool_call" */
        TOOL_CALL("tool_call");

        private final String json;

        ToolCallObservationKind(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ToolCallObservationKind decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ToolCallObservationKind value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"tool_call\"");
        }

        /** Encode. */
        public static JsonNode encode(ToolCallObservationKind value) {
            return Json.stringNode(value.json);
        }
    }

    /** Outcome of the execution; unknown when it was not observed. */
    public static enum ToolCallObservationStatus {
        /** "completed" */
        COMPLETED("completed"),
        /** "failed" */
        FAILED("failed"),
        /** "timeout" */
        TIMEOUT("timeout"),
        /** "cancelled" */
        CANCELLED("cancelled"),
        /** "incomplete" */
        INCOMPLETE("incomplete"),
        /** "unknown" */
        UNKNOWN("unknown");

        private final String json;

        ToolCallObservationStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ToolCallObservationStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ToolCallObservationStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"completed\", \"failed\", \"timeout\", \"cancelled\", \"incomplete\", \"unknown\"");
        }

        /** Encode. */
        public static JsonNode encode(ToolCallObservationStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Where the timing was measured: by the tool executor, read from an artifact, or by the harness. */
    public static enum ToolCallObservationTimingSource {
        /** "executor" */
        EXECUTOR("executor"),
        /** "artifact" */
        ARTIFACT("artifact"),
        /** "harness" */
        HARNESS("harness");

        private final String json;

        ToolCallObservationTimingSource(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ToolCallObservationTimingSource decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ToolCallObservationTimingSource value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"executor\", \"artifact\", \"harness\"");
        }

        /** Encode. */
        public static JsonNode encode(ToolCallObservationTimingSource value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * A search for tools the model may use. Open: keys beyond those listed are kept, as the Responses
     * vocabulary grows.
     */
    public static final class ToolSearchCallItem {
        /** Item tag. */
        public ToolSearchCallItemType type;

        /** Provider id of the item. */
        public String id;

        /** Arguments of the search. */
        public JsonNode arguments;

        /** The unique ID of the tool search call generated by the model. */
        public Opt<String> callId = Opt.absent();

        /** Where the search is executed. */
        public ToolSearchCallItemExecution execution;

        /** Progress of the search. */
        public ToolSearchCallItemStatus status;

        /** The identifier of the actor that created the item. */
        public Opt<String> createdBy = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ToolSearchCallItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ToolSearchCallItem value = new ToolSearchCallItem();
            value.type = fields.required("type", ToolSearchCallItemType::decode);
            value.id = fields.required("id", Json::string);
            value.arguments = fields.required("arguments", Json::any);
            value.callId = fields.optional("call_id", Json.nullable(Json::string));
            value.execution = fields.required("execution", ToolSearchCallItemExecution::decode);
            value.status = fields.required("status", ToolSearchCallItemStatus::decode);
            value.createdBy = fields.optional("created_by", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ToolSearchCallItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ToolSearchCallItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.put("arguments", value.arguments, Json::anyNode);
            writer.putOpt("call_id", value.callId, Json.nullableNode(Json::stringNode));
            writer.put("execution", value.execution, ToolSearchCallItemExecution::encode);
            writer.put("status", value.status, ToolSearchCallItemStatus::encode);
            writer.putOpt("created_by", value.createdBy, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Where the search is executed. */
    public static enum ToolSearchCallItemExecution {
        /** "server" */
        SERVER("server"),
        /** "client" */
        CLIENT("client");

        private final String json;

        ToolSearchCallItemExecution(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ToolSearchCallItemExecution decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ToolSearchCallItemExecution value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"server\", \"client\"");
        }

        /** Encode. */
        public static JsonNode encode(ToolSearchCallItemExecution value) {
            return Json.stringNode(value.json);
        }
    }

    /** Progress of the search. */
    public static enum ToolSearchCallItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "completed" */
        COMPLETED("completed"),
        /** "incomplete" */
        INCOMPLETE("incomplete");

        private final String json;

        ToolSearchCallItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ToolSearchCallItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ToolSearchCallItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"completed\", \"incomplete\"");
        }

        /** Encode. */
        public static JsonNode encode(ToolSearchCallItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum ToolSearchCallItemType {
        /** "tool_search_call" */
        TOOL_SEARCH_CALL("tool_search_call");

        private final String json;

        ToolSearchCallItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ToolSearchCallItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ToolSearchCallItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"tool_search_call\"");
        }

        /** Encode. */
        public static JsonNode encode(ToolSearchCallItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * The tools a tool search found. Open: keys beyond those listed are kept, as the Responses
     * vocabulary grows.
     */
    public static final class ToolSearchOutputItem {
        /** Item tag. */
        public ToolSearchOutputItemType type;

        /** Provider id of the item. */
        public String id;

        /** The unique ID of the tool search call generated by the model. */
        public Opt<String> callId = Opt.absent();

        /** Where the search was executed. */
        public ToolSearchOutputItemExecution execution;

        /** Progress of the search. */
        public ToolSearchOutputItemStatus status;

        /** Tools found. */
        public List<Map<String, JsonNode>> tools;

        /** The identifier of the actor that created the item. */
        public Opt<String> createdBy = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static ToolSearchOutputItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            ToolSearchOutputItem value = new ToolSearchOutputItem();
            value.type = fields.required("type", ToolSearchOutputItemType::decode);
            value.id = fields.required("id", Json::string);
            value.callId = fields.optional("call_id", Json.nullable(Json::string));
            value.execution = fields.required("execution", ToolSearchOutputItemExecution::decode);
            value.status = fields.required("status", ToolSearchOutputItemStatus::decode);
            value.tools = fields.required("tools", Json.list(Json.map(Json::any)));
            value.createdBy = fields.optional("created_by", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(ToolSearchOutputItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, ToolSearchOutputItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.putOpt("call_id", value.callId, Json.nullableNode(Json::stringNode));
            writer.put("execution", value.execution, ToolSearchOutputItemExecution::encode);
            writer.put("status", value.status, ToolSearchOutputItemStatus::encode);
            writer.put("tools", value.tools, Json.listNode(Json.mapNode(Json::anyNode)));
            writer.putOpt("created_by", value.createdBy, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Where the search was executed. */
    public static enum ToolSearchOutputItemExecution {
        /** "server" */
        SERVER("server"),
        /** "client" */
        CLIENT("client");

        private final String json;

        ToolSearchOutputItemExecution(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ToolSearchOutputItemExecution decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ToolSearchOutputItemExecution value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"server\", \"client\"");
        }

        /** Encode. */
        public static JsonNode encode(ToolSearchOutputItemExecution value) {
            return Json.stringNode(value.json);
        }
    }

    /** Progress of the search. */
    public static enum ToolSearchOutputItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "completed" */
        COMPLETED("completed"),
        /** "incomplete" */
        INCOMPLETE("incomplete");

        private final String json;

        ToolSearchOutputItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ToolSearchOutputItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ToolSearchOutputItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"completed\", \"incomplete\"");
        }

        /** Encode. */
        public static JsonNode encode(ToolSearchOutputItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum ToolSearchOutputItemType {
        /** "tool_search_output" */
        TOOL_SEARCH_OUTPUT("tool_search_output");

        private final String json;

        ToolSearchOutputItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static ToolSearchOutputItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (ToolSearchOutputItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"tool_search_output\"");
        }

        /** Encode. */
        public static JsonNode encode(ToolSearchOutputItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * An explicit identity a row may carry; when valid it overrides the task and rollout ids derived
     * from the row.
     */
    public static final class TrajectoryIdentity {
        /** Task id of the rollout. */
        public String taskId;

        /** Rollout id of the rollout. */
        public String rolloutId;

        /** Decode strictly. */
        @JsonCreator
        public static TrajectoryIdentity decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            TrajectoryIdentity value = new TrajectoryIdentity();
            value.taskId = fields.required("task_id", Json::string);
            value.rolloutId = fields.required("rollout_id", Json::string);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(TrajectoryIdentity value) {
            Writer writer = new Writer();
            writer.put("task_id", value.taskId, Json::stringNode);
            writer.put("rollout_id", value.rolloutId, Json::stringNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * One model call as it appears in ng_trajectory: timing, payloads, outcome metadata and token
     * usage.
     */
    public static final class TrajectoryModelCall {
        /**
         * Capture id of the call. Non-empty ids are unique within a trajectory (rule
         * model_call.id_unique).
         */
        public Opt<String> modelCallId = Opt.absent();

        /** When the request was received, in UTC seconds since the Unix epoch. */
        public Opt<Double> startedAt = Opt.absent();

        /** When the response was complete, in UTC seconds since the Unix epoch. */
        public Opt<Double> completedAt = Opt.absent();

        /** Total latency of the call in milliseconds. */
        public Opt<Double> durationMs = Opt.absent();

        /**
         * Request payload sent by the agent: the parsed body, or its raw text when the body was not a
         * JSON object; null when not kept.
         */
        public Opt<JsonNode> request = Opt.absent();

        /**
         * Response payload returned to the agent: the parsed or reassembled body, or its raw text;
         * null when not kept.
         */
        public Opt<JsonNode> response = Opt.absent();

        /** Outcome and provenance facts of the call. */
        public Opt<TrajectoryResponseMetadata> responseMetadata = Opt.absent();

        /** Normalized token usage of the call. */
        public Opt<TrajectoryTokenStats> tokenStats = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static TrajectoryModelCall decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            TrajectoryModelCall value = new TrajectoryModelCall();
            value.modelCallId = fields.optional("model_call_id", Json.nullable(Json::string));
            value.startedAt = fields.optional("started_at", Json.nullable(Json::number));
            value.completedAt = fields.optional("completed_at", Json.nullable(Json::number));
            value.durationMs = fields.optional("duration_ms", Json.nullable(Json::number));
            value.request = fields.optional("request", Json::any);
            value.response = fields.optional("response", Json::any);
            value.responseMetadata = fields.optional("response_metadata", TrajectoryResponseMetadata::decode);
            value.tokenStats = fields.optional("token_stats", TrajectoryTokenStats::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(TrajectoryModelCall value) {
            Writer writer = new Writer();
            writer.putOpt("model_call_id", value.modelCallId, Json.nullableNode(Json::stringNode));
            writer.putOpt("started_at", value.startedAt, Json.nullableNode(Json::numberNode));
            writer.putOpt("completed_at", value.completedAt, Json.nullableNode(Json::numberNode));
            writer.putOpt("duration_ms", value.durationMs, Json.nullableNode(Json::numberNode));
            writer.putOpt("request", value.request, Json::anyNode);
            writer.putOpt("response", value.response, Json::anyNode);
            writer.putOpt("response_metadata", value.responseMetadata, TrajectoryResponseMetadata::encode);
            writer.putOpt("token_stats", value.tokenStats, TrajectoryTokenStats::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * The projected trajectory of one rollout (ng_trajectory, version 1.0): invocations, semantic
     * turns, model calls, tool calls and gaps, joined from the capture and the agent's observations.
     */
    public static final class TrajectoryRecord {
        /** Version of the trajectory format. */
        public TrajectoryRecordSchemaVersion schemaVersion;

        /** Task id of the rollout. */
        public String taskId;

        /** Rollout id of the rollout. */
        public String rolloutId;

        /** Agent invocations of the rollout. */
        public Opt<List<AgentInvocation>> invocations = Opt.absent();

        /** Semantic turns supplied by the producer; empty when none were observable. */
        public Opt<List<TrajectoryTurn>> turns = Opt.absent();

        /** Model calls of the rollout. */
        public Opt<List<TrajectoryModelCall>> modelCalls = Opt.absent();

        /** Tool calls with timing and output. */
        public Opt<List<TrajectoryToolCall>> toolCalls = Opt.absent();

        /** Evidence that could not be observed or joined. */
        public Opt<List<ObservationGap>> gaps = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static TrajectoryRecord decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            TrajectoryRecord value = new TrajectoryRecord();
            value.schemaVersion = fields.required("schema_version", TrajectoryRecordSchemaVersion::decode);
            value.taskId = fields.required("task_id", Json::string);
            value.rolloutId = fields.required("rollout_id", Json::string);
            value.invocations = fields.optional("invocations", Json.list(AgentInvocation::decode));
            value.turns = fields.optional("turns", Json.list(TrajectoryTurn::decode));
            value.modelCalls = fields.optional("model_calls", Json.list(TrajectoryModelCall::decode));
            value.toolCalls = fields.optional("tool_calls", Json.list(TrajectoryToolCall::decode));
            value.gaps = fields.optional("gaps", Json.list(ObservationGap::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(TrajectoryRecord value) {
            Writer writer = new Writer();
            writer.put("schema_version", value.schemaVersion, TrajectoryRecordSchemaVersion::encode);
            writer.put("task_id", value.taskId, Json::stringNode);
            writer.put("rollout_id", value.rolloutId, Json::stringNode);
            writer.putOpt("invocations", value.invocations, Json.listNode(AgentInvocation::encode));
            writer.putOpt("turns", value.turns, Json.listNode(TrajectoryTurn::encode));
            writer.putOpt("model_calls", value.modelCalls, Json.listNode(TrajectoryModelCall::encode));
            writer.putOpt("tool_calls", value.toolCalls, Json.listNode(TrajectoryToolCall::encode));
            writer.putOpt("gaps", value.gaps, Json.listNode(ObservationGap::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Version of the trajectory format. */
    public static enum TrajectoryRecordSchemaVersion {
        /** "1.0" */
        V_1_0("1.0");

        private final String json;

        TrajectoryRecordSchemaVersion(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static TrajectoryRecordSchemaVersion decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (TrajectoryRecordSchemaVersion value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"1.0\"");
        }

        /** Encode. */
        public static JsonNode encode(TrajectoryRecordSchemaVersion value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * Outcome and provenance facts of one model call, taken from the capture. Every member is optional
     * and null when unknown.
     */
    public static final class TrajectoryResponseMetadata {
        /** Provider response id of the call. */
        public Opt<String> responseId = Opt.absent();

        /** Model server that served the call. */
        public Opt<ModelServerRef> modelRef = Opt.absent();

        /** Model name reported by the response, else the one requested. */
        public Opt<String> model = Opt.absent();

        /**
         * API dialect of the exchange; the values written by the capture are responses, chat and
         * messages.
         */
        public Opt<String> dialect = Opt.absent();

        /** HTTP status code returned to the agent. */
        public Opt<Long> statusCode = Opt.absent();

        /** Status field of the response body, for example completed, incomplete or failed. */
        public Opt<String> responseStatus = Opt.absent();

        /**
         * Why generation stopped, as reported by the provider (stop reason, finish reason or
         * incomplete reason).
         */
        public Opt<String> finishReason = Opt.absent();

        /** Whether the model server forwarded the request to the upstream provider. */
        public Opt<Boolean> upstreamAttempted = Opt.absent();

        /**
         * Whether the response came from the upstream provider or was produced locally by the model
         * server.
         */
        public Opt<TrajectoryResponseMetadataResponseSource> responseSource = Opt.absent();

        /** HTTP status code the upstream provider returned to the model server. */
        public Opt<Long> upstreamStatusCode = Opt.absent();

        /**
         * Why the model server answered locally, for example empty_assistant or
         * context_length_exceeded.
         */
        public Opt<String> localResponseReason = Opt.absent();

        /** Coarse classification of a failed call (timeout, rate_limit, upstream_error, ...). */
        public Opt<String> errorCategory = Opt.absent();

        /** Milliseconds from the request to the first non-keepalive byte of the response body. */
        public Opt<Double> latencyTtftMs = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static TrajectoryResponseMetadata decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            TrajectoryResponseMetadata value = new TrajectoryResponseMetadata();
            value.responseId = fields.optional("response_id", Json.nullable(Json::string));
            value.modelRef = fields.optional("model_ref", Json.nullable(ModelServerRef::decode));
            value.model = fields.optional("model", Json.nullable(Json::string));
            value.dialect = fields.optional("dialect", Json.nullable(Json::string));
            value.statusCode = fields.optional("status_code", Json.nullable(Json::integer));
            value.responseStatus = fields.optional("response_status", Json.nullable(Json::string));
            value.finishReason = fields.optional("finish_reason", Json.nullable(Json::string));
            value.upstreamAttempted = fields.optional("upstream_attempted", Json.nullable(Json::bool));
            value.responseSource = fields.optional("response_source", Json.nullable(TrajectoryResponseMetadataResponseSource::decode));
            value.upstreamStatusCode = fields.optional("upstream_status_code", Json.nullable(Json::integer));
            value.localResponseReason = fields.optional("local_response_reason", Json.nullable(Json::string));
            value.errorCategory = fields.optional("error_category", Json.nullable(Json::string));
            value.latencyTtftMs = fields.optional("latency_ttft_ms", Json.nullable(Json::number));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(TrajectoryResponseMetadata value) {
            Writer writer = new Writer();
            writer.putOpt("response_id", value.responseId, Json.nullableNode(Json::stringNode));
            writer.putOpt("model_ref", value.modelRef, Json.nullableNode(ModelServerRef::encode));
            writer.putOpt("model", value.model, Json.nullableNode(Json::stringNode));
            writer.putOpt("dialect", value.dialect, Json.nullableNode(Json::stringNode));
            writer.putOpt("status_code", value.statusCode, Json.nullableNode(Json::integerNode));
            writer.putOpt("response_status", value.responseStatus, Json.nullableNode(Json::stringNode));
            writer.putOpt("finish_reason", value.finishReason, Json.nullableNode(Json::stringNode));
            writer.putOpt("upstream_attempted", value.upstreamAttempted, Json.nullableNode(Json::boolNode));
            writer.putOpt("response_source", value.responseSource, Json.nullableNode(TrajectoryResponseMetadataResponseSource::encode));
            writer.putOpt("upstream_status_code", value.upstreamStatusCode, Json.nullableNode(Json::integerNode));
            writer.putOpt("local_response_reason", value.localResponseReason, Json.nullableNode(Json::stringNode));
            writer.putOpt("error_category", value.errorCategory, Json.nullableNode(Json::stringNode));
            writer.putOpt("latency_ttft_ms", value.latencyTtftMs, Json.nullableNode(Json::numberNode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Whether the response came from the upstream provider or was produced locally by the model
     * server.
     */
    public static enum TrajectoryResponseMetadataResponseSource {
        /** "upstream" */
        UPSTREAM("upstream"),
        /** "local" */
        LOCAL("local");

        private final String json;

        TrajectoryResponseMetadataResponseSource(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static TrajectoryResponseMetadataResponseSource decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (TrajectoryResponseMetadataResponseSource value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"upstream\", \"local\"");
        }

        /** Encode. */
        public static JsonNode encode(TrajectoryResponseMetadataResponseSource value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * Normalized token usage of one model call. Every member is null when unknown; a known value is a
     * non-negative integer.
     */
    public static final class TrajectoryTokenStats {
        /**
         * Tokens of the input sent to the model, cache reads included. Token count, or null when the
         * provider did not report it.
         */
        public Opt<Long> promptTokens = Opt.absent();

        /** Tokens the model generated. Token count, or null when the provider did not report it. */
        public Opt<Long> completionTokens = Opt.absent();

        /**
         * Part of the generated tokens spent on hidden reasoning. Token count, or null when the
         * provider did not report it.
         */
        public Opt<Long> reasoningTokens = Opt.absent();

        /**
         * Total tokens of the call as reported by the provider. Token count, or null when the provider
         * did not report it.
         */
        public Opt<Long> totalTokens = Opt.absent();

        /**
         * Part of the input tokens served from the provider's prompt cache. Token count, or null when
         * the provider did not report it.
         */
        public Opt<Long> cachedTokens = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static TrajectoryTokenStats decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            TrajectoryTokenStats value = new TrajectoryTokenStats();
            value.promptTokens = fields.optional("prompt_tokens", Json.nullable(Json::integer));
            value.completionTokens = fields.optional("completion_tokens", Json.nullable(Json::integer));
            value.reasoningTokens = fields.optional("reasoning_tokens", Json.nullable(Json::integer));
            value.totalTokens = fields.optional("total_tokens", Json.nullable(Json::integer));
            value.cachedTokens = fields.optional("cached_tokens", Json.nullable(Json::integer));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(TrajectoryTokenStats value) {
            Writer writer = new Writer();
            writer.putOpt("prompt_tokens", value.promptTokens, Json.nullableNode(Json::integerNode));
            writer.putOpt("completion_tokens", value.completionTokens, Json.nullableNode(Json::integerNode));
            writer.putOpt("reasoning_tokens", value.reasoningTokens, Json.nullableNode(Json::integerNode));
            writer.putOpt("total_tokens", value.totalTokens, Json.nullableNode(Json::integerNode));
            writer.putOpt("cached_tokens", value.cachedTokens, Json.nullableNode(Json::integerNode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** A tool call in ng_trajectory: the execution observation plus the output the model saw. */
    public static final class TrajectoryToolCall {
        /** Record tag; a trajectory tool call keeps the tag of the observation it comes from. */
        public TrajectoryToolCallKind kind;

        /** Invocation that issued the tool call. */
        public String invocationId;

        /**
         * Call id of the tool call, as in the conversation's function_call and function_call_output
         * items.
         */
        public String toolCallId;

        /** Sandbox the tool ran in; concurrent calls may share one. */
        public Opt<String> sandboxId = Opt.absent();

        /** Name of the tool. */
        public Opt<String> toolName = Opt.absent();

        /** When execution started, in UTC seconds since the Unix epoch. */
        public Opt<Double> startedAt = Opt.absent();

        /** When execution ended, in UTC seconds since the Unix epoch; not before started_at. */
        public Opt<Double> completedAt = Opt.absent();

        /** Measured execution time in milliseconds. */
        public Opt<Double> durationMs = Opt.absent();

        /**
         * Where the timing was measured: by the tool executor, read from an artifact, or by the
         * harness.
         */
        public Opt<TrajectoryToolCallTimingSource> timingSource = Opt.absent();

        /** Outcome of the execution; unknown when it was not observed. */
        public Opt<TrajectoryToolCallStatus> status = Opt.absent();

        /** Class or category of the error, if the tool failed. */
        public Opt<String> errorType = Opt.absent();

        /**
         * Tool result seen by the model, joined from the invocation's function_call_output item with
         * the same call id.
         */
        public Opt<JsonNode> output = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static TrajectoryToolCall decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            TrajectoryToolCall value = new TrajectoryToolCall();
            value.kind = fields.required("kind", TrajectoryToolCallKind::decode);
            value.invocationId = fields.required("invocation_id", Json::string);
            value.toolCallId = fields.required("tool_call_id", Json::string);
            value.sandboxId = fields.optional("sandbox_id", Json.nullable(Json::string));
            value.toolName = fields.optional("tool_name", Json.nullable(Json::string));
            value.startedAt = fields.optional("started_at", Json.nullable(Json::number));
            value.completedAt = fields.optional("completed_at", Json.nullable(Json::number));
            value.durationMs = fields.optional("duration_ms", Json.nullable(Json::number));
            value.timingSource = fields.optional("timing_source", Json.nullable(TrajectoryToolCallTimingSource::decode));
            value.status = fields.optional("status", TrajectoryToolCallStatus::decode);
            value.errorType = fields.optional("error_type", Json.nullable(Json::string));
            value.output = fields.optional("output", Json::any);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(TrajectoryToolCall value) {
            Writer writer = new Writer();
            writer.put("kind", value.kind, TrajectoryToolCallKind::encode);
            writer.put("invocation_id", value.invocationId, Json::stringNode);
            writer.put("tool_call_id", value.toolCallId, Json::stringNode);
            writer.putOpt("sandbox_id", value.sandboxId, Json.nullableNode(Json::stringNode));
            writer.putOpt("tool_name", value.toolName, Json.nullableNode(Json::stringNode));
            writer.putOpt("started_at", value.startedAt, Json.nullableNode(Json::numberNode));
            writer.putOpt("completed_at", value.completedAt, Json.nullableNode(Json::numberNode));
            writer.putOpt("duration_ms", value.durationMs, Json.nullableNode(Json::numberNode));
            writer.putOpt("timing_source", value.timingSource, Json.nullableNode(TrajectoryToolCallTimingSource::encode));
            writer.putOpt("status", value.status, TrajectoryToolCallStatus::encode);
            writer.putOpt("error_type", value.errorType, Json.nullableNode(Json::stringNode));
            writer.putOpt("output", value.output, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Record tag; a trajectory tool call keeps the tag of the observation it comes from. */
    public static enum TrajectoryToolCallKind {
        /** "tool_call" */
        TOOL_CALL("tool_call");

        private final String json;

        TrajectoryToolCallKind(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static TrajectoryToolCallKind decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (TrajectoryToolCallKind value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"tool_call\"");
        }

        /** Encode. */
        public static JsonNode encode(TrajectoryToolCallKind value) {
            return Json.stringNode(value.json);
        }
    }

    /** Outcome of the execution; unknown when it was not observed. */
    public static enum TrajectoryToolCallStatus {
        /** "completed" */
        COMPLETED("completed"),
        /** "failed" */
        FAILED("failed"),
        /** "timeout" */
        TIMEOUT("timeout"),
        /** "cancelled" */
        CANCELLED("cancelled"),
        /** "incomplete" */
        INCOMPLETE("incomplete"),
        /** "unknown" */
        UNKNOWN("unknown");

        private final String json;

        TrajectoryToolCallStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static TrajectoryToolCallStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (TrajectoryToolCallStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"completed\", \"failed\", \"timeout\", \"cancelled\", \"incomplete\", \"unknown\"");
        }

        /** Encode. */
        public static JsonNode encode(TrajectoryToolCallStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Where the timing was measured: by the tool executor, read from an artifact, or by the harness. */
    public static enum TrajectoryToolCallTimingSource {
        /** "executor" */
        EXECUTOR("executor"),
        /** "artifact" */
        ARTIFACT("artifact"),
        /** "harness" */
        HARNESS("harness");

        private final String json;

        TrajectoryToolCallTimingSource(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static TrajectoryToolCallTimingSource decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (TrajectoryToolCallTimingSource value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"executor\", \"artifact\", \"harness\"");
        }

        /** Encode. */
        public static JsonNode encode(TrajectoryToolCallTimingSource value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * One semantic decision turn of an invocation, supplied by the producer. Turns are never derived
     * from model calls.
     */
    public static final class TrajectoryTurn {
        /** Invocation that took the turn. */
        public String invocationId;

        /** Task id of the rollout; equals the trajectory's task_id. */
        public String taskId;

        /** Rollout id of the rollout; equals the trajectory's rollout_id. */
        public String rolloutId;

        /** Position of the turn within its invocation, counting from 1; unique per invocation. */
        public Long turnNo;

        /** When the turn's decision was observed, in UTC seconds since the Unix epoch. */
        public Double timestamp;

        /** Input the model saw for this decision. */
        public Opt<JsonNode> question = Opt.absent();

        /** Visible output of the decision: messages and tool calls. */
        public Opt<JsonNode> answer = Opt.absent();

        /** Reasoning the model produced for this decision, when observable. */
        public Opt<JsonNode> reasoningContent = Opt.absent();

        /**
         * The producer's claim that the task was resolved at this turn, or null when it makes no
         * claim.
         */
        public Opt<Boolean> resolved = Opt.absent();

        /** Producer-reported number of steps completed by the invocation before this turn. */
        public Long stepCount;

        /** Model calls that produced this decision. */
        public Opt<List<ModelCallRef>> modelCalls = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static TrajectoryTurn decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            TrajectoryTurn value = new TrajectoryTurn();
            value.invocationId = fields.required("invocation_id", Json::string);
            value.taskId = fields.required("task_id", Json::string);
            value.rolloutId = fields.required("rollout_id", Json::string);
            value.turnNo = fields.required("turn_no", Json::integer);
            value.timestamp = fields.required("timestamp", Json::number);
            value.question = fields.optional("question", Json::any);
            value.answer = fields.optional("answer", Json::any);
            value.reasoningContent = fields.optional("reasoning_content", Json::any);
            value.resolved = fields.optional("resolved", Json.nullable(Json::bool));
            value.stepCount = fields.required("step_count", Json::integer);
            value.modelCalls = fields.optional("model_calls", Json.list(ModelCallRef::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(TrajectoryTurn value) {
            Writer writer = new Writer();
            writer.put("invocation_id", value.invocationId, Json::stringNode);
            writer.put("task_id", value.taskId, Json::stringNode);
            writer.put("rollout_id", value.rolloutId, Json::stringNode);
            writer.put("turn_no", value.turnNo, Json::integerNode);
            writer.put("timestamp", value.timestamp, Json::numberNode);
            writer.putOpt("question", value.question, Json::anyNode);
            writer.putOpt("answer", value.answer, Json::anyNode);
            writer.putOpt("reasoning_content", value.reasoningContent, Json::anyNode);
            writer.putOpt("resolved", value.resolved, Json.nullableNode(Json::boolNode));
            writer.put("step_count", value.stepCount, Json::integerNode);
            writer.putOpt("model_calls", value.modelCalls, Json.listNode(ModelCallRef::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Records per verdict. */
    public static final class VerdictCounts {
        /** Records with verdict healthy. */
        public Long healthy;

        /** Records with verdict unhealthy. */
        public Long unhealthy;

        /** Records with verdict unobserved. */
        public Long unobserved;

        /** Decode strictly. */
        @JsonCreator
        public static VerdictCounts decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            VerdictCounts value = new VerdictCounts();
            value.healthy = fields.required("healthy", Json::integer);
            value.unhealthy = fields.required("unhealthy", Json::integer);
            value.unobserved = fields.required("unobserved", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(VerdictCounts value) {
            Writer writer = new Writer();
            writer.put("healthy", value.healthy, Json::integerNode);
            writer.put("unhealthy", value.unhealthy, Json::integerNode);
            writer.put("unobserved", value.unobserved, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Action type "find_in_page": Searches for a pattern within a loaded page. */
    public static final class WebSearchCallActionFind {
        /** The pattern or text to search for within the page. */
        public String pattern;

        /** The action type. */
        public WebSearchCallActionFindType type;

        /** The URL of the page searched for the pattern. */
        public String url;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static WebSearchCallActionFind decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            WebSearchCallActionFind value = new WebSearchCallActionFind();
            value.pattern = fields.required("pattern", Json::string);
            value.type = fields.required("type", WebSearchCallActionFindType::decode);
            value.url = fields.required("url", Json::string);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(WebSearchCallActionFind value) {
            Writer writer = new Writer();
            writer.put("pattern", value.pattern, Json::stringNode);
            writer.put("type", value.type, WebSearchCallActionFindType::encode);
            writer.put("url", value.url, Json::stringNode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The action type. */
    public static enum WebSearchCallActionFindType {
        /** "find_in_page" */
        FIND_IN_PAGE("find_in_page");

        private final String json;

        WebSearchCallActionFindType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static WebSearchCallActionFindType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (WebSearchCallActionFindType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"find_in_page\"");
        }

        /** Encode. */
        public static JsonNode encode(WebSearchCallActionFindType value) {
            return Json.stringNode(value.json);
        }
    }

    /** Action type "open_page" - Opens a specific URL from search results. */
    public static final class WebSearchCallActionOpenPage {
        /** The action type. */
        public WebSearchCallActionOpenPageType type;

        /** The URL opened by the model. */
        public Opt<String> url = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static WebSearchCallActionOpenPage decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            WebSearchCallActionOpenPage value = new WebSearchCallActionOpenPage();
            value.type = fields.required("type", WebSearchCallActionOpenPageType::decode);
            value.url = fields.optional("url", Json.nullable(Json::string));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(WebSearchCallActionOpenPage value) {
            Writer writer = new Writer();
            writer.put("type", value.type, WebSearchCallActionOpenPageType::encode);
            writer.putOpt("url", value.url, Json.nullableNode(Json::stringNode));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The action type. */
    public static enum WebSearchCallActionOpenPageType {
        /** "open_page" */
        OPEN_PAGE("open_page");

        private final String json;

        WebSearchCallActionOpenPageType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static WebSearchCallActionOpenPageType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (WebSearchCallActionOpenPageType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"open_page\"");
        }

        /** Encode. */
        public static JsonNode encode(WebSearchCallActionOpenPageType value) {
            return Json.stringNode(value.json);
        }
    }

    /** Action type "search" - Performs a web search query. */
    public static final class WebSearchCallActionSearch {
        /** The action type. */
        public WebSearchCallActionSearchType type;

        /** The search queries. */
        public Opt<List<String>> queries = Opt.absent();

        /** The search query. */
        public Opt<String> query = Opt.absent();

        /** The sources used in the search. */
        public Opt<List<WebSearchCallActionSearchSource>> sources = Opt.absent();

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static WebSearchCallActionSearch decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            WebSearchCallActionSearch value = new WebSearchCallActionSearch();
            value.type = fields.required("type", WebSearchCallActionSearchType::decode);
            value.queries = fields.optional("queries", Json.nullable(Json.list(Json::string)));
            value.query = fields.optional("query", Json.nullable(Json::string));
            value.sources = fields.optional("sources", Json.nullable(Json.list(WebSearchCallActionSearchSource::decode)));
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(WebSearchCallActionSearch value) {
            Writer writer = new Writer();
            writer.put("type", value.type, WebSearchCallActionSearchType::encode);
            writer.putOpt("queries", value.queries, Json.nullableNode(Json.listNode(Json::stringNode)));
            writer.putOpt("query", value.query, Json.nullableNode(Json::stringNode));
            writer.putOpt("sources", value.sources, Json.nullableNode(Json.listNode(WebSearchCallActionSearchSource::encode)));
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** A source used in the search. */
    public static final class WebSearchCallActionSearchSource {
        /** The type of source. Always `url`. */
        public WebSearchCallActionSearchSourceType type;

        /** The URL of the source. */
        public String url;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static WebSearchCallActionSearchSource decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            WebSearchCallActionSearchSource value = new WebSearchCallActionSearchSource();
            value.type = fields.required("type", WebSearchCallActionSearchSourceType::decode);
            value.url = fields.required("url", Json::string);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(WebSearchCallActionSearchSource value) {
            Writer writer = new Writer();
            writer.put("type", value.type, WebSearchCallActionSearchSourceType::encode);
            writer.put("url", value.url, Json::stringNode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The type of source. Always `url`. */
    public static enum WebSearchCallActionSearchSourceType {
        /** "url" */
        URL("url");

        private final String json;

        WebSearchCallActionSearchSourceType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static WebSearchCallActionSearchSourceType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (WebSearchCallActionSearchSourceType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"url\"");
        }

        /** Encode. */
        public static JsonNode encode(WebSearchCallActionSearchSourceType value) {
            return Json.stringNode(value.json);
        }
    }

    /** The action type. */
    public static enum WebSearchCallActionSearchType {
        /** "search" */
        SEARCH("search");

        private final String json;

        WebSearchCallActionSearchType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static WebSearchCallActionSearchType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (WebSearchCallActionSearchType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"search\"");
        }

        /** Encode. */
        public static JsonNode encode(WebSearchCallActionSearchType value) {
            return Json.stringNode(value.json);
        }
    }

    /** A hosted web search. Open: keys beyond those listed are kept, as the Responses vocabulary grows. */
    public static final class WebSearchCallItem {
        /** Item tag. */
        public WebSearchCallItemType type;

        /** Provider id of the item. */
        public String id;

        /** The search action taken. */
        public WebSearchCallItemAction action;

        /** Progress of the search. */
        public WebSearchCallItemStatus status;

        /** The other members of this open object, kept as they are. */
        public Map<String, JsonNode> extra = new LinkedHashMap<>();

        /** Decode strictly. */
        @JsonCreator
        public static WebSearchCallItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            WebSearchCallItem value = new WebSearchCallItem();
            value.type = fields.required("type", WebSearchCallItemType::decode);
            value.id = fields.required("id", Json::string);
            value.action = fields.required("action", WebSearchCallItemAction::decode);
            value.status = fields.required("status", WebSearchCallItemStatus::decode);
            value.extra = fields.rest(Json::any);
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(WebSearchCallItem value) {
            Writer writer = new Writer();
            writer.put("type", value.type, WebSearchCallItemType::encode);
            writer.put("id", value.id, Json::stringNode);
            writer.put("action", value.action, WebSearchCallItemAction::encode);
            writer.put("status", value.status, WebSearchCallItemStatus::encode);
            writer.putRest(value.extra, Json::anyNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The search action taken. */
    public static final class WebSearchCallItemAction {
        /** The webSearchCallActionSearch alternative; null when another is set. */
        public WebSearchCallActionSearch webSearchCallActionSearch;

        /** The webSearchCallActionOpenPage alternative; null when another is set. */
        public WebSearchCallActionOpenPage webSearchCallActionOpenPage;

        /** The webSearchCallActionFind alternative; null when another is set. */
        public WebSearchCallActionFind webSearchCallActionFind;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static WebSearchCallItemAction decode(JsonNode node) throws DecodeException {
            WebSearchCallItemAction value = new WebSearchCallItemAction();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<WebSearchCallActionSearch> decoder = WebSearchCallActionSearch::decode;
                value.webSearchCallActionSearch = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<WebSearchCallActionOpenPage> decoder = WebSearchCallActionOpenPage::decode;
                value.webSearchCallActionOpenPage = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<WebSearchCallActionFind> decoder = WebSearchCallActionFind::decode;
                value.webSearchCallActionFind = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(WebSearchCallItemAction value) {
            if (value.webSearchCallActionSearch != null) {
                Encoder<WebSearchCallActionSearch> encoder = WebSearchCallActionSearch::encode;
                return encoder.encode(value.webSearchCallActionSearch);
            }
            if (value.webSearchCallActionOpenPage != null) {
                Encoder<WebSearchCallActionOpenPage> encoder = WebSearchCallActionOpenPage::encode;
                return encoder.encode(value.webSearchCallActionOpenPage);
            }
            if (value.webSearchCallActionFind != null) {
                Encoder<WebSearchCallActionFind> encoder = WebSearchCallActionFind::encode;
                return encoder.encode(value.webSearchCallActionFind);
            }
            throw new IllegalStateException("WebSearchCallItemAction: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Progress of the search. */
    public static enum WebSearchCallItemStatus {
        /** "in_progress" */
        IN_PROGRESS("in_progress"),
        /** "searching" */
        SEARCHING("searching"),
        /** "completed" */
        COMPLETED("completed"),
        /** "failed" */
        FAILED("failed");

        private final String json;

        WebSearchCallItemStatus(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static WebSearchCallItemStatus decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (WebSearchCallItemStatus value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"in_progress\", \"searching\", \"completed\", \"failed\"");
        }

        /** Encode. */
        public static JsonNode encode(WebSearchCallItemStatus value) {
            return Json.stringNode(value.json);
        }
    }

    /** Item tag. */
    public static enum WebSearchCallItemType {
        /** "web_search_call" */
        WEB_SEARCH_CALL("web_search_call");

        private final String json;

        WebSearchCallItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static WebSearchCallItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (WebSearchCallItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"web_search_call\"");
        }

        /** Encode. */
        public static JsonNode encode(WebSearchCallItemType value) {
            return Json.stringNode(value.json);
        }
    }
}
