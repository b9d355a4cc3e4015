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

/** The models of the export 1.0 schemas, one nested type per schema type. */
public final class Export10 {
    private Export10() {}

    /**
     * Why a trajectory was left out. `rejected`: the document failed its checks (ATIF findings; for
     * rollout rows the strict ATIF export's); `reward_missing` / `reward_below_min`: --min-reward;
     * `unhealthy`: --healthy-only (the health verdict is not healthy); `failed`: --drop-failed (the
     * invocation did not complete); `truncated`: --drop-truncated (the conversation does not end with
     * an assistant message, or a model response was incomplete); `content_parts`: a message or result
     * with a content part that is not text (an image, audio), which text rows cannot hold;
     * `no_assistant_message`: nothing to train on; `too_many_messages` / `too_many_chars`:
     * --max-messages / --max-chars; `duplicate_conversation`: --dedupe, the same messages and tools as
     * an earlier row; `not_sampled`: --sample left it out.
     */
    public static enum DropReason {
        /** "rejected" */
        REJECTED("rejected"),
        /** "reward_missing" */
        REWARD_MISSING("reward_missing"),
        /** "reward_below_min" */
        REWARD_BELOW_MIN("reward_below_min"),
        /** "unhealthy" */
        UNHEALTHY("unhealthy"),
        /** "failed" */
        FAILED("failed"),
        /** "truncated" */
        TRUNCATED("truncated"),
        /** "content_parts" */
        CONTENT_PARTS("content_parts"),
        /** "no_assistant_message" */
        NO_ASSISTANT_MESSAGE("no_assistant_message"),
        /** "too_many_messages" */
        TOO_MANY_MESSAGES("too_many_messages"),
        /** "too_many_chars" */
        TOO_MANY_CHARS("too_many_chars"),
        /** "duplicate_conversation" */
        DUPLICATE_CONVERSATION("duplicate_conversation"),
        /** "not_sampled" */
        NOT_SAMPLED("not_sampled");

        private final String json;

        DropReason(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static DropReason decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (DropReason value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"rejected\", \"reward_missing\", \"reward_below_min\", \"unhealthy\", \"failed\", \"truncated\", \"content_parts\", \"no_assistant_message\", \"too_many_messages\", \"too_many_chars\", \"duplicate_conversation\", \"not_sampled\"");
        }

        /** Encode. */
        public static JsonNode encode(DropReason value) {
            return Json.stringNode(value.json);
        }
    }

    /** DroppedTrajectory (generated from the schemas). */
    public static final class DroppedTrajectory {
        /** The trajectory's id; null when unknown (a document that could not be read). */
        public String trajectoryId;

        /** Why it was left out. */
        public DropReason reason;

        /** For `rejected`: the codes of its findings. */
        public Opt<List<String>> codes = Opt.absent();

        /** The input file of the document. */
        public Opt<String> file = Opt.absent();

        /** Its line in a JSON Lines input. */
        public Opt<Long> line = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static DroppedTrajectory decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            DroppedTrajectory value = new DroppedTrajectory();
            value.trajectoryId = fields.required("trajectory_id", Json.nullable(Json::string));
            value.reason = fields.required("reason", DropReason::decode);
            value.codes = fields.optional("codes", Json.list(Json::string));
            value.file = fields.optional("file", Json::string);
            value.line = fields.optional("line", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(DroppedTrajectory value) {
            Writer writer = new Writer();
            writer.put("trajectory_id", value.trajectoryId, Json.nullableNode(Json::stringNode));
            writer.put("reason", value.reason, DropReason::encode);
            writer.putOpt("codes", value.codes, Json.listNode(Json::stringNode));
            writer.putOpt("file", value.file, Json::stringNode);
            writer.putOpt("line", value.line, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * loss_report.json of `trajspec export --format messages`: every trajectory in, every row out, and
     * each trajectory left out with its reason. `trajectories_in` = `rows_out` + the length of
     * `dropped`.
     */
    public static final class LossReport {
        /**
         * Every trajectory read: each accepted document's own trajectory and each embedded subagent
         * trajectory, and one for each rejected document.
         */
        public Long trajectoriesIn;

        /** Rows written, in all shards. */
        public Long rowsOut;

        /**
         * Each trajectory left out, in input order; those --sample left out come last (the sample is
         * drawn once every row is known).
         */
        public List<DroppedTrajectory> dropped;

        /** How many trajectories each reason left out. Reasons that left nothing out are absent. */
        public LossReportDroppedByReason droppedByReason;

        /**
         * Steps and observation results left out of the rows written, by reason; reasons that left
         * nothing out are absent.
         */
        public LossReportStepsDropped stepsDropped;

        /** The dialect of the rows (--dialect). */
        public LossReportDialect dialect;

        /** The format of the shards (--file-format). */
        public LossReportFileFormat fileFormat;

        /** The shards written, in order, with their rows. */
        public List<LossReportShardsItem> shards;

        /** Decode strictly. */
        @JsonCreator
        public static LossReport decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            LossReport value = new LossReport();
            value.trajectoriesIn = fields.required("trajectories_in", Json::integer);
            value.rowsOut = fields.required("rows_out", Json::integer);
            value.dropped = fields.required("dropped", Json.list(DroppedTrajectory::decode));
            value.droppedByReason = fields.required("dropped_by_reason", LossReportDroppedByReason::decode);
            value.stepsDropped = fields.required("steps_dropped", LossReportStepsDropped::decode);
            value.dialect = fields.required("dialect", LossReportDialect::decode);
            value.fileFormat = fields.required("file_format", LossReportFileFormat::decode);
            value.shards = fields.required("shards", Json.list(LossReportShardsItem::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(LossReport value) {
            Writer writer = new Writer();
            writer.put("trajectories_in", value.trajectoriesIn, Json::integerNode);
            writer.put("rows_out", value.rowsOut, Json::integerNode);
            writer.put("dropped", value.dropped, Json.listNode(DroppedTrajectory::encode));
            writer.put("dropped_by_reason", value.droppedByReason, LossReportDroppedByReason::encode);
            writer.put("steps_dropped", value.stepsDropped, LossReportStepsDropped::encode);
            writer.put("dialect", value.dialect, LossReportDialect::encode);
            writer.put("file_format", value.fileFormat, LossReportFileFormat::encode);
            writer.put("shards", value.shards, Json.listNode(LossReportShardsItem::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The dialect of the rows (--dialect). */
    public static enum LossReportDialect {
        /** "trl" */
        TRL("trl"),
        /** "openai" */
        OPENAI("openai");

        private final String json;

        LossReportDialect(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static LossReportDialect decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (LossReportDialect value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"trl\", \"openai\"");
        }

        /** Encode. */
        public static JsonNode encode(LossReportDialect value) {
            return Json.stringNode(value.json);
        }
    }

    /** How many trajectories each reason left out. Reasons that left nothing out are absent. */
    public static final class LossReportDroppedByReason {
        /** Trajectories left out as `rejected`. */
        public Opt<Long> rejected = Opt.absent();

        /** Trajectories left out as `reward_missing`. */
        public Opt<Long> rewardMissing = Opt.absent();

        /** Trajectories left out as `reward_below_min`. */
        public Opt<Long> rewardBelowMin = Opt.absent();

        /** Trajectories left out as `unhealthy`. */
        public Opt<Long> unhealthy = Opt.absent();

        /** Trajectories left out as `failed`. */
        public Opt<Long> failed = Opt.absent();

        /** Trajectories left out as `truncated`. */
        public Opt<Long> truncated = Opt.absent();

        /** Trajectories left out as `content_parts`. */
        public Opt<Long> contentParts = Opt.absent();

        /** Trajectories left out as `no_assistant_message`. */
        public Opt<Long> noAssistantMessage = Opt.absent();

        /** Trajectories left out as `too_many_messages`. */
        public Opt<Long> tooManyMessages = Opt.absent();

        /** Trajectories left out as `too_many_chars`. */
        public Opt<Long> tooManyChars = Opt.absent();

        /** Trajectories left out as `duplicate_conversation`. */
        public Opt<Long> duplicateConversation = Opt.absent();

        /** Trajectories left out as `not_sampled`. */
        public Opt<Long> notSampled = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static LossReportDroppedByReason decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            LossReportDroppedByReason value = new LossReportDroppedByReason();
            value.rejected = fields.optional("rejected", Json::integer);
            value.rewardMissing = fields.optional("reward_missing", Json::integer);
            value.rewardBelowMin = fields.optional("reward_below_min", Json::integer);
            value.unhealthy = fields.optional("unhealthy", Json::integer);
            value.failed = fields.optional("failed", Json::integer);
            value.truncated = fields.optional("truncated", Json::integer);
            value.contentParts = fields.optional("content_parts", Json::integer);
            value.noAssistantMessage = fields.optional("no_assistant_message", Json::integer);
            value.tooManyMessages = fields.optional("too_many_messages", Json::integer);
            value.tooManyChars = fields.optional("too_many_chars", Json::integer);
            value.duplicateConversation = fields.optional("duplicate_conversation", Json::integer);
            value.notSampled = fields.optional("not_sampled", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(LossReportDroppedByReason value) {
            Writer writer = new Writer();
            writer.putOpt("rejected", value.rejected, Json::integerNode);
            writer.putOpt("reward_missing", value.rewardMissing, Json::integerNode);
            writer.putOpt("reward_below_min", value.rewardBelowMin, Json::integerNode);
            writer.putOpt("unhealthy", value.unhealthy, Json::integerNode);
            writer.putOpt("failed", value.failed, Json::integerNode);
            writer.putOpt("truncated", value.truncated, Json::integerNode);
            writer.putOpt("content_parts", value.contentParts, Json::integerNode);
            writer.putOpt("no_assistant_message", value.noAssistantMessage, Json::integerNode);
            writer.putOpt("too_many_messages", value.tooManyMessages, Json::integerNode);
            writer.putOpt("too_many_chars", value.tooManyChars, Json::integerNode);
            writer.putOpt("duplicate_conversation", value.duplicateConversation, Json::integerNode);
            writer.putOpt("not_sampled", value.notSampled, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The format of the shards (--file-format). */
    public static enum LossReportFileFormat {
        /** "jsonl" */
        JSONL("jsonl"),
        /** "parquet" */
        PARQUET("parquet");

        private final String json;

        LossReportFileFormat(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static LossReportFileFormat decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (LossReportFileFormat value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"jsonl\", \"parquet\"");
        }

        /** Encode. */
        public static JsonNode encode(LossReportFileFormat value) {
            return Json.stringNode(value.json);
        }
    }

    /** LossReportShardsItem (generated from the schemas). */
    public static final class LossReportShardsItem {
        /** The shard's file name, in the output folder. */
        public String file;

        /** The rows it holds. */
        public Long rows;

        /** Decode strictly. */
        @JsonCreator
        public static LossReportShardsItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            LossReportShardsItem value = new LossReportShardsItem();
            value.file = fields.required("file", Json::string);
            value.rows = fields.required("rows", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(LossReportShardsItem value) {
            Writer writer = new Writer();
            writer.put("file", value.file, Json::stringNode);
            writer.put("rows", value.rows, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * Steps and observation results left out of the rows written, by reason; reasons that left nothing
     * out are absent.
     */
    public static final class LossReportStepsDropped {
        /** Steps with `is_copied_context: true` (ATIF v1.7 RFC: SFT consumers MUST filter them). */
        public Opt<Long> copiedContext = Opt.absent();

        /** Agent steps with `llm_call_count: 0` (ATIF v1.7 RFC: SFT MUST drop them). */
        public Opt<Long> deterministicDispatch = Opt.absent();

        /** Observation results without a `source_call_id`: no chat role holds them. */
        public Opt<Long> resultWithoutCall = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static LossReportStepsDropped decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            LossReportStepsDropped value = new LossReportStepsDropped();
            value.copiedContext = fields.optional("copied_context", Json::integer);
            value.deterministicDispatch = fields.optional("deterministic_dispatch", Json::integer);
            value.resultWithoutCall = fields.optional("result_without_call", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(LossReportStepsDropped value) {
            Writer writer = new Writer();
            writer.putOpt("copied_context", value.copiedContext, Json::integerNode);
            writer.putOpt("deterministic_dispatch", value.deterministicDispatch, Json::integerNode);
            writer.putOpt("result_without_call", value.resultWithoutCall, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /**
     * One training row of `trajspec export --format messages`: one ATIF trajectory (each embedded
     * subagent trajectory its own row) as chat `messages` and `tools`, in the dialect `trl` (tool-call
     * arguments as JSON objects, reasoning in `reasoning_content`, row metadata in columns of their
     * own) or `openai` (the OpenAI fine-tuning line: arguments as JSON strings, no reasoning, `weight`
     * on assistant messages, `parallel_tool_calls`, no other column).
     */
    public static final class MessagesRow {
        /** The trlRow alternative; null when another is set. */
        public TrlMessagesRow trlRow;

        /** The openAiRow alternative; null when another is set. */
        public OpenAiMessagesRow openAiRow;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static MessagesRow decode(JsonNode node) throws DecodeException {
            MessagesRow value = new MessagesRow();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<TrlMessagesRow> decoder = TrlMessagesRow::decode;
                value.trlRow = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<OpenAiMessagesRow> decoder = OpenAiMessagesRow::decode;
                value.openAiRow = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(MessagesRow value) {
            if (value.trlRow != null) {
                Encoder<TrlMessagesRow> encoder = TrlMessagesRow::encode;
                return encoder.encode(value.trlRow);
            }
            if (value.openAiRow != null) {
                Encoder<OpenAiMessagesRow> encoder = OpenAiMessagesRow::encode;
                return encoder.encode(value.openAiRow);
            }
            throw new IllegalStateException("MessagesRow: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** OpenAiMessage (generated from the schemas). */
    public static final class OpenAiMessage {
        /** The textMessage alternative; null when another is set. */
        public TextMessage textMessage;

        /** The openAiAssistantMessage alternative; null when another is set. */
        public OpenAiMessageOpenAiAssistantMessage openAiAssistantMessage;

        /** The openAiToolMessage alternative; null when another is set. */
        public OpenAiMessageOpenAiToolMessage openAiToolMessage;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static OpenAiMessage decode(JsonNode node) throws DecodeException {
            OpenAiMessage value = new OpenAiMessage();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<TextMessage> decoder = TextMessage::decode;
                value.textMessage = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<OpenAiMessageOpenAiAssistantMessage> decoder = OpenAiMessageOpenAiAssistantMessage::decode;
                value.openAiAssistantMessage = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<OpenAiMessageOpenAiToolMessage> decoder = OpenAiMessageOpenAiToolMessage::decode;
                value.openAiToolMessage = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(OpenAiMessage value) {
            if (value.textMessage != null) {
                Encoder<TextMessage> encoder = TextMessage::encode;
                return encoder.encode(value.textMessage);
            }
            if (value.openAiAssistantMessage != null) {
                Encoder<OpenAiMessageOpenAiAssistantMessage> encoder = OpenAiMessageOpenAiAssistantMessage::encode;
                return encoder.encode(value.openAiAssistantMessage);
            }
            if (value.openAiToolMessage != null) {
                Encoder<OpenAiMessageOpenAiToolMessage> encoder = OpenAiMessageOpenAiToolMessage::encode;
                return encoder.encode(value.openAiToolMessage);
            }
            throw new IllegalStateException("OpenAiMessage: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** OpenAiMessageOpenAiAssistantMessage (generated from the schemas). */
    public static final class OpenAiMessageOpenAiAssistantMessage {
        /** Who speaks. */
        public OpenAiMessageOpenAiAssistantMessageRole role;

        /** The text of the step's message or of the observation result. */
        public String content;

        /**
         * 1: trained on; 0: not (the step stands for several model calls, or for another model than
         * the agent's).
         */
        public JsonNode weight;

        /** The step's tool calls, in order. */
        public Opt<List<OpenAiMessageOpenAiAssistantMessageToolCallsItem>> toolCalls = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static OpenAiMessageOpenAiAssistantMessage decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            OpenAiMessageOpenAiAssistantMessage value = new OpenAiMessageOpenAiAssistantMessage();
            value.role = fields.required("role", OpenAiMessageOpenAiAssistantMessageRole::decode);
            value.content = fields.required("content", Json::string);
            value.weight = fields.required("weight", Json.values("0", "1"));
            value.toolCalls = fields.optional("tool_calls", Json.list(OpenAiMessageOpenAiAssistantMessageToolCallsItem::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(OpenAiMessageOpenAiAssistantMessage value) {
            Writer writer = new Writer();
            writer.put("role", value.role, OpenAiMessageOpenAiAssistantMessageRole::encode);
            writer.put("content", value.content, Json::stringNode);
            writer.put("weight", value.weight, Json::anyNode);
            writer.putOpt("tool_calls", value.toolCalls, Json.listNode(OpenAiMessageOpenAiAssistantMessageToolCallsItem::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Who speaks. */
    public static enum OpenAiMessageOpenAiAssistantMessageRole {
        /** "assistant" */
        ASSISTANT("assistant");

        private final String json;

        OpenAiMessageOpenAiAssistantMessageRole(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static OpenAiMessageOpenAiAssistantMessageRole decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (OpenAiMessageOpenAiAssistantMessageRole value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"assistant\"");
        }

        /** Encode. */
        public static JsonNode encode(OpenAiMessageOpenAiAssistantMessageRole value) {
            return Json.stringNode(value.json);
        }
    }

    /** OpenAiMessageOpenAiAssistantMessageToolCallsItem (generated from the schemas). */
    public static final class OpenAiMessageOpenAiAssistantMessageToolCallsItem {
        /** The call's `tool_call_id`. */
        public String id;

        /** Always `function`. */
        public OpenAiMessageOpenAiAssistantMessageToolCallsItemType type;

        /** The function called. */
        public OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction function;

        /** Decode strictly. */
        @JsonCreator
        public static OpenAiMessageOpenAiAssistantMessageToolCallsItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            OpenAiMessageOpenAiAssistantMessageToolCallsItem value = new OpenAiMessageOpenAiAssistantMessageToolCallsItem();
            value.id = fields.required("id", Json::string);
            value.type = fields.required("type", OpenAiMessageOpenAiAssistantMessageToolCallsItemType::decode);
            value.function = fields.required("function", OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(OpenAiMessageOpenAiAssistantMessageToolCallsItem value) {
            Writer writer = new Writer();
            writer.put("id", value.id, Json::stringNode);
            writer.put("type", value.type, OpenAiMessageOpenAiAssistantMessageToolCallsItemType::encode);
            writer.put("function", value.function, OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The function called. */
    public static final class OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction {
        /** The call's `function_name`. */
        public String name;

        /** The call's `arguments` as JSON text. */
        public String arguments;

        /** Decode strictly. */
        @JsonCreator
        public static OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction value = new OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction();
            value.name = fields.required("name", Json::string);
            value.arguments = fields.required("arguments", Json::string);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction value) {
            Writer writer = new Writer();
            writer.put("name", value.name, Json::stringNode);
            writer.put("arguments", value.arguments, Json::stringNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Always `function`. */
    public static enum OpenAiMessageOpenAiAssistantMessageToolCallsItemType {
        /** "function" */
        FUNCTION("function");

        private final String json;

        OpenAiMessageOpenAiAssistantMessageToolCallsItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static OpenAiMessageOpenAiAssistantMessageToolCallsItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (OpenAiMessageOpenAiAssistantMessageToolCallsItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"function\"");
        }

        /** Encode. */
        public static JsonNode encode(OpenAiMessageOpenAiAssistantMessageToolCallsItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /** OpenAiMessageOpenAiToolMessage (generated from the schemas). */
    public static final class OpenAiMessageOpenAiToolMessage {
        /** Who speaks. */
        public OpenAiMessageOpenAiToolMessageRole role;

        /** The `source_call_id` of the result: the call it answers. */
        public String toolCallId;

        /** The text of the step's message or of the observation result. */
        public String content;

        /** Decode strictly. */
        @JsonCreator
        public static OpenAiMessageOpenAiToolMessage decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            OpenAiMessageOpenAiToolMessage value = new OpenAiMessageOpenAiToolMessage();
            value.role = fields.required("role", OpenAiMessageOpenAiToolMessageRole::decode);
            value.toolCallId = fields.required("tool_call_id", Json::string);
            value.content = fields.required("content", Json::string);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(OpenAiMessageOpenAiToolMessage value) {
            Writer writer = new Writer();
            writer.put("role", value.role, OpenAiMessageOpenAiToolMessageRole::encode);
            writer.put("tool_call_id", value.toolCallId, Json::stringNode);
            writer.put("content", value.content, Json::stringNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Who speaks. */
    public static enum OpenAiMessageOpenAiToolMessageRole {
        /** "tool" */
        TOOL("tool");

        private final String json;

        OpenAiMessageOpenAiToolMessageRole(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static OpenAiMessageOpenAiToolMessageRole decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (OpenAiMessageOpenAiToolMessageRole value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"tool\"");
        }

        /** Encode. */
        public static JsonNode encode(OpenAiMessageOpenAiToolMessageRole value) {
            return Json.stringNode(value.json);
        }
    }

    /**
     * A row in the `openai` dialect: one line of an OpenAI chat fine-tuning file
     * (FineTuneChatRequestInput).
     */
    public static final class OpenAiMessagesRow {
        /** The conversation in step order. */
        public List<OpenAiMessage> messages;

        /** The trajectory's `agent.tool_definitions`, verbatim; empty when it has none. */
        public List<Map<String, JsonNode>> tools;

        /** Whether some assistant message of the row calls more than one tool. */
        public Boolean parallelToolCalls;

        /** Decode strictly. */
        @JsonCreator
        public static OpenAiMessagesRow decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            OpenAiMessagesRow value = new OpenAiMessagesRow();
            value.messages = fields.required("messages", Json.list(OpenAiMessage::decode));
            value.tools = fields.required("tools", Json.list(Json.map(Json::any)));
            value.parallelToolCalls = fields.required("parallel_tool_calls", Json::bool);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(OpenAiMessagesRow value) {
            Writer writer = new Writer();
            writer.put("messages", value.messages, Json.listNode(OpenAiMessage::encode));
            writer.put("tools", value.tools, Json.listNode(Json.mapNode(Json::anyNode)));
            writer.put("parallel_tool_calls", value.parallelToolCalls, Json::boolNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** TextMessage (generated from the schemas). */
    public static final class TextMessage {
        /** Who speaks. */
        public TextMessageRole role;

        /** The text of the step's message or of the observation result. */
        public String content;

        /** Decode strictly. */
        @JsonCreator
        public static TextMessage decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            TextMessage value = new TextMessage();
            value.role = fields.required("role", TextMessageRole::decode);
            value.content = fields.required("content", Json::string);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(TextMessage value) {
            Writer writer = new Writer();
            writer.put("role", value.role, TextMessageRole::encode);
            writer.put("content", value.content, Json::stringNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Who speaks. */
    public static enum TextMessageRole {
        /** "system" */
        SYSTEM("system"),
        /** "user" */
        USER("user");

        private final String json;

        TextMessageRole(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static TextMessageRole decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (TextMessageRole value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"system\", \"user\"");
        }

        /** Encode. */
        public static JsonNode encode(TextMessageRole value) {
            return Json.stringNode(value.json);
        }
    }

    /** TrlMessage (generated from the schemas). */
    public static final class TrlMessage {
        /** The textMessage alternative; null when another is set. */
        public TextMessage textMessage;

        /** The trlAssistantMessage alternative; null when another is set. */
        public TrlMessageTrlAssistantMessage trlAssistantMessage;

        /** The trlToolMessage alternative; null when another is set. */
        public TrlMessageTrlToolMessage trlToolMessage;

        /** Decode strictly: the first alternative that decodes. */
        @JsonCreator
        public static TrlMessage decode(JsonNode node) throws DecodeException {
            TrlMessage value = new TrlMessage();
            List<DecodeException> errors = new ArrayList<>();
            try {
                Decoder<TextMessage> decoder = TextMessage::decode;
                value.textMessage = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<TrlMessageTrlAssistantMessage> decoder = TrlMessageTrlAssistantMessage::decode;
                value.trlAssistantMessage = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            try {
                Decoder<TrlMessageTrlToolMessage> decoder = TrlMessageTrlToolMessage::decode;
                value.trlToolMessage = decoder.decode(node);
                return value;
            } catch (DecodeException error) {
                errors.add(error);
            }
            throw Json.noAlternative(node, errors);
        }

        /** Encode the alternative that is set. */
        public static JsonNode encode(TrlMessage value) {
            if (value.textMessage != null) {
                Encoder<TextMessage> encoder = TextMessage::encode;
                return encoder.encode(value.textMessage);
            }
            if (value.trlAssistantMessage != null) {
                Encoder<TrlMessageTrlAssistantMessage> encoder = TrlMessageTrlAssistantMessage::encode;
                return encoder.encode(value.trlAssistantMessage);
            }
            if (value.trlToolMessage != null) {
                Encoder<TrlMessageTrlToolMessage> encoder = TrlMessageTrlToolMessage::encode;
                return encoder.encode(value.trlToolMessage);
            }
            throw new IllegalStateException("TrlMessage: no alternative is set");
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** TrlMessageTrlAssistantMessage (generated from the schemas). */
    public static final class TrlMessageTrlAssistantMessage {
        /** Who speaks. */
        public TrlMessageTrlAssistantMessageRole role;

        /** The text of the step's message or of the observation result. */
        public String content;

        /** The step's `reasoning_content`, when it has one. */
        public Opt<String> reasoningContent = Opt.absent();

        /** The step's tool calls, in order. */
        public Opt<List<TrlMessageTrlAssistantMessageToolCallsItem>> toolCalls = Opt.absent();

        /** Decode strictly. */
        @JsonCreator
        public static TrlMessageTrlAssistantMessage decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            TrlMessageTrlAssistantMessage value = new TrlMessageTrlAssistantMessage();
            value.role = fields.required("role", TrlMessageTrlAssistantMessageRole::decode);
            value.content = fields.required("content", Json::string);
            value.reasoningContent = fields.optional("reasoning_content", Json::string);
            value.toolCalls = fields.optional("tool_calls", Json.list(TrlMessageTrlAssistantMessageToolCallsItem::decode));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(TrlMessageTrlAssistantMessage value) {
            Writer writer = new Writer();
            writer.put("role", value.role, TrlMessageTrlAssistantMessageRole::encode);
            writer.put("content", value.content, Json::stringNode);
            writer.putOpt("reasoning_content", value.reasoningContent, Json::stringNode);
            writer.putOpt("tool_calls", value.toolCalls, Json.listNode(TrlMessageTrlAssistantMessageToolCallsItem::encode));
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Who speaks. */
    public static enum TrlMessageTrlAssistantMessageRole {
        /** "assistant" */
        ASSISTANT("assistant");

        private final String json;

        TrlMessageTrlAssistantMessageRole(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static TrlMessageTrlAssistantMessageRole decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (TrlMessageTrlAssistantMessageRole value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"assistant\"");
        }

        /** Encode. */
        public static JsonNode encode(TrlMessageTrlAssistantMessageRole value) {
            return Json.stringNode(value.json);
        }
    }

    /** TrlMessageTrlAssistantMessageToolCallsItem (generated from the schemas). */
    public static final class TrlMessageTrlAssistantMessageToolCallsItem {
        /** The call's `tool_call_id`. */
        public String id;

        /** Always `function`. */
        public TrlMessageTrlAssistantMessageToolCallsItemType type;

        /** The function called. */
        public TrlMessageTrlAssistantMessageToolCallsItemFunction function;

        /** Decode strictly. */
        @JsonCreator
        public static TrlMessageTrlAssistantMessageToolCallsItem decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            TrlMessageTrlAssistantMessageToolCallsItem value = new TrlMessageTrlAssistantMessageToolCallsItem();
            value.id = fields.required("id", Json::string);
            value.type = fields.required("type", TrlMessageTrlAssistantMessageToolCallsItemType::decode);
            value.function = fields.required("function", TrlMessageTrlAssistantMessageToolCallsItemFunction::decode);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(TrlMessageTrlAssistantMessageToolCallsItem value) {
            Writer writer = new Writer();
            writer.put("id", value.id, Json::stringNode);
            writer.put("type", value.type, TrlMessageTrlAssistantMessageToolCallsItemType::encode);
            writer.put("function", value.function, TrlMessageTrlAssistantMessageToolCallsItemFunction::encode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** The function called. */
    public static final class TrlMessageTrlAssistantMessageToolCallsItemFunction {
        /** The call's `function_name`. */
        public String name;

        /** The call's `arguments`, the JSON object itself. */
        public Map<String, JsonNode> arguments;

        /** Decode strictly. */
        @JsonCreator
        public static TrlMessageTrlAssistantMessageToolCallsItemFunction decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            TrlMessageTrlAssistantMessageToolCallsItemFunction value = new TrlMessageTrlAssistantMessageToolCallsItemFunction();
            value.name = fields.required("name", Json::string);
            value.arguments = fields.required("arguments", Json.map(Json::any));
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(TrlMessageTrlAssistantMessageToolCallsItemFunction value) {
            Writer writer = new Writer();
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

    /** Always `function`. */
    public static enum TrlMessageTrlAssistantMessageToolCallsItemType {
        /** "function" */
        FUNCTION("function");

        private final String json;

        TrlMessageTrlAssistantMessageToolCallsItemType(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static TrlMessageTrlAssistantMessageToolCallsItemType decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (TrlMessageTrlAssistantMessageToolCallsItemType value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"function\"");
        }

        /** Encode. */
        public static JsonNode encode(TrlMessageTrlAssistantMessageToolCallsItemType value) {
            return Json.stringNode(value.json);
        }
    }

    /** TrlMessageTrlToolMessage (generated from the schemas). */
    public static final class TrlMessageTrlToolMessage {
        /** Who speaks. */
        public TrlMessageTrlToolMessageRole role;

        /** The result's `source_call_id`. */
        public String toolCallId;

        /** The `function_name` of the call it answers. */
        public String name;

        /** The text of the step's message or of the observation result. */
        public String content;

        /** Decode strictly. */
        @JsonCreator
        public static TrlMessageTrlToolMessage decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            TrlMessageTrlToolMessage value = new TrlMessageTrlToolMessage();
            value.role = fields.required("role", TrlMessageTrlToolMessageRole::decode);
            value.toolCallId = fields.required("tool_call_id", Json::string);
            value.name = fields.required("name", Json::string);
            value.content = fields.required("content", Json::string);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(TrlMessageTrlToolMessage value) {
            Writer writer = new Writer();
            writer.put("role", value.role, TrlMessageTrlToolMessageRole::encode);
            writer.put("tool_call_id", value.toolCallId, Json::stringNode);
            writer.put("name", value.name, Json::stringNode);
            writer.put("content", value.content, Json::stringNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }

    /** Who speaks. */
    public static enum TrlMessageTrlToolMessageRole {
        /** "tool" */
        TOOL("tool");

        private final String json;

        TrlMessageTrlToolMessageRole(String json) {
            this.json = json;
        }

        /** The JSON string of the value. */
        @JsonValue
        public String json() {
            return json;
        }

        /** Decode strictly. */
        @JsonCreator
        public static TrlMessageTrlToolMessageRole decode(JsonNode node) throws DecodeException {
            String text = Json.string(node);
            for (TrlMessageTrlToolMessageRole value : values()) {
                if (value.json.equals(text)) {
                    return value;
                }
            }
            throw Json.notOneOf(text, "\"tool\"");
        }

        /** Encode. */
        public static JsonNode encode(TrlMessageTrlToolMessageRole value) {
            return Json.stringNode(value.json);
        }
    }

    /** A row in the `trl` dialect (Hugging Face TRL SFTTrainer's conversational `messages` + `tools`). */
    public static final class TrlMessagesRow {
        /**
         * The conversation in step order: system, user and assistant messages, and a tool message for
         * every observation result that answers a tool call, right after its assistant message.
         */
        public List<TrlMessage> messages;

        /** The trajectory's `agent.tool_definitions`, verbatim; empty when it has none. */
        public List<Map<String, JsonNode>> tools;

        /**
         * The trajectory's `trajectory_id` (before ATIF v1.7: its `session_id`); null when it has
         * neither.
         */
        public String trajectoryId;

        /**
         * For an embedded subagent trajectory, the `trajectory_id` of the trajectory that embeds it;
         * null for a document's own trajectory.
         */
        public String parentTrajectoryId;

        /** The trajectory's `session_id`, null when absent. */
        public String sessionId;

        /** The rollout's `task_id` (rollout rows only; null otherwise and for subagent rows). */
        public String taskId;

        /** The rollout's reward (rollout rows only; null otherwise and for subagent rows). */
        public Double reward;

        /** `agent.model_name`, null when absent. */
        public String modelName;

        /** `final_metrics.total_prompt_tokens`, null when absent. */
        public Long promptTokens;

        /** `final_metrics.total_completion_tokens`, null when absent. */
        public Long completionTokens;

        /**
         * How many of the kept assistant messages stand for several model calls (`llm_call_count`
         * above 1).
         */
        public Long aggregatedSteps;

        /** Decode strictly. */
        @JsonCreator
        public static TrlMessagesRow decode(JsonNode node) throws DecodeException {
            Fields fields = new Fields(node);
            TrlMessagesRow value = new TrlMessagesRow();
            value.messages = fields.required("messages", Json.list(TrlMessage::decode));
            value.tools = fields.required("tools", Json.list(Json.map(Json::any)));
            value.trajectoryId = fields.required("trajectory_id", Json.nullable(Json::string));
            value.parentTrajectoryId = fields.required("parent_trajectory_id", Json.nullable(Json::string));
            value.sessionId = fields.required("session_id", Json.nullable(Json::string));
            value.taskId = fields.required("task_id", Json.nullable(Json::string));
            value.reward = fields.required("reward", Json.nullable(Json::number));
            value.modelName = fields.required("model_name", Json.nullable(Json::string));
            value.promptTokens = fields.required("prompt_tokens", Json.nullable(Json::integer));
            value.completionTokens = fields.required("completion_tokens", Json.nullable(Json::integer));
            value.aggregatedSteps = fields.required("aggregated_steps", Json::integer);
            fields.closed();
            return value;
        }

        /** Encode the members that are present. */
        public static JsonNode encode(TrlMessagesRow value) {
            Writer writer = new Writer();
            writer.put("messages", value.messages, Json.listNode(TrlMessage::encode));
            writer.put("tools", value.tools, Json.listNode(Json.mapNode(Json::anyNode)));
            writer.put("trajectory_id", value.trajectoryId, Json.nullableNode(Json::stringNode));
            writer.put("parent_trajectory_id", value.parentTrajectoryId, Json.nullableNode(Json::stringNode));
            writer.put("session_id", value.sessionId, Json.nullableNode(Json::stringNode));
            writer.put("task_id", value.taskId, Json.nullableNode(Json::stringNode));
            writer.put("reward", value.reward, Json.nullableNode(Json::numberNode));
            writer.put("model_name", value.modelName, Json.nullableNode(Json::stringNode));
            writer.put("prompt_tokens", value.promptTokens, Json.nullableNode(Json::integerNode));
            writer.put("completion_tokens", value.completionTokens, Json.nullableNode(Json::integerNode));
            writer.put("aggregated_steps", value.aggregatedSteps, Json::integerNode);
            return writer.finish();
        }

        /** The JSON value. */
        @JsonValue
        public JsonNode toJson() {
            return encode(this);
        }
    }
}
