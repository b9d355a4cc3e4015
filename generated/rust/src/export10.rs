// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

//! The models of the export 1.0 schemas.

use crate::jsonmodel::{self, Decode, Encode, Error};

/// Why a trajectory was left out. `rejected`: the document failed its checks (ATIF findings; for
/// rollout rows the strict ATIF export's); `reward_missing` / `reward_below_min`: --min-reward;
/// `unhealthy`: --healthy-only (the health verdict is not healthy); `failed`: --drop-failed (the
/// invocation did not complete); `truncated`: --drop-truncated (the conversation does not end with
/// an assistant message, or a model response was incomplete); `content_parts`: a message or result
/// with a content part that is not text (an image, audio), which text rows cannot hold;
/// `no_assistant_message`: nothing to train on; `too_many_messages` / `too_many_chars`:
/// --max-messages / --max-chars; `duplicate_conversation`: --dedupe, the same messages and tools as
/// an earlier row; `not_sampled`: --sample left it out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DropReason {
    /// "rejected"
    Rejected,
    /// "reward_missing"
    RewardMissing,
    /// "reward_below_min"
    RewardBelowMin,
    /// "unhealthy"
    Unhealthy,
    /// "failed"
    Failed,
    /// "truncated"
    Truncated,
    /// "content_parts"
    ContentParts,
    /// "no_assistant_message"
    NoAssistantMessage,
    /// "too_many_messages"
    TooManyMessages,
    /// "too_many_chars"
    TooManyChars,
    /// "duplicate_conversation"
    DuplicateConversation,
    /// "not_sampled"
    NotSampled,
}

impl DropReason {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Rejected => "rejected",
            Self::RewardMissing => "reward_missing",
            Self::RewardBelowMin => "reward_below_min",
            Self::Unhealthy => "unhealthy",
            Self::Failed => "failed",
            Self::Truncated => "truncated",
            Self::ContentParts => "content_parts",
            Self::NoAssistantMessage => "no_assistant_message",
            Self::TooManyMessages => "too_many_messages",
            Self::TooManyChars => "too_many_chars",
            Self::DuplicateConversation => "duplicate_conversation",
            Self::NotSampled => "not_sampled",
        }
    }
}

impl Decode for DropReason {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "rejected" => Ok(Self::Rejected),
            "reward_missing" => Ok(Self::RewardMissing),
            "reward_below_min" => Ok(Self::RewardBelowMin),
            "unhealthy" => Ok(Self::Unhealthy),
            "failed" => Ok(Self::Failed),
            "truncated" => Ok(Self::Truncated),
            "content_parts" => Ok(Self::ContentParts),
            "no_assistant_message" => Ok(Self::NoAssistantMessage),
            "too_many_messages" => Ok(Self::TooManyMessages),
            "too_many_chars" => Ok(Self::TooManyChars),
            "duplicate_conversation" => Ok(Self::DuplicateConversation),
            "not_sampled" => Ok(Self::NotSampled),
            other => Err(Error::new(format!("{:?} is not one of \"rejected\", \"reward_missing\", \"reward_below_min\", \"unhealthy\", \"failed\", \"truncated\", \"content_parts\", \"no_assistant_message\", \"too_many_messages\", \"too_many_chars\", \"duplicate_conversation\", \"not_sampled\"", other))),
        }
    }
}

impl Encode for DropReason {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(DropReason);

/// DroppedTrajectory (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub struct DroppedTrajectory {
    /// The trajectory's id; null when unknown (a document that could not be read).
    pub trajectory_id: Option<String>,
    /// Why it was left out.
    pub reason: DropReason,
    /// For `rejected`: the codes of its findings.
    pub codes: Option<Vec<String>>,
    /// The input file of the document.
    pub file: Option<String>,
    /// Its line in a JSON Lines input.
    pub line: Option<i64>,
}

impl Decode for DroppedTrajectory {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = DroppedTrajectory {
            trajectory_id: fields.required("trajectory_id")?,
            reason: fields.required("reason")?,
            codes: fields.optional("codes")?,
            file: fields.optional("file")?,
            line: fields.optional("line")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for DroppedTrajectory {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("trajectory_id", &self.trajectory_id);
        writer.put("reason", &self.reason);
        writer.put_opt("codes", &self.codes);
        writer.put_opt("file", &self.file);
        writer.put_opt("line", &self.line);
        writer.finish()
    }
}

crate::via_value!(DroppedTrajectory);

/// loss_report.json of `trajspec export --format messages`: every trajectory in, every row out, and
/// each trajectory left out with its reason. `trajectories_in` = `rows_out` + the length of
/// `dropped`.
#[derive(Debug, Clone, PartialEq)]
pub struct LossReport {
    /// Every trajectory read: each accepted document's own trajectory and each embedded subagent
    /// trajectory, and one for each rejected document.
    pub trajectories_in: i64,
    /// Rows written, in all shards.
    pub rows_out: i64,
    /// Each trajectory left out, in input order; those --sample left out come last (the sample is
    /// drawn once every row is known).
    pub dropped: Vec<DroppedTrajectory>,
    /// How many trajectories each reason left out. Reasons that left nothing out are absent.
    pub dropped_by_reason: LossReportDroppedByReason,
    /// Steps and observation results left out of the rows written, by reason; reasons that left
    /// nothing out are absent.
    pub steps_dropped: LossReportStepsDropped,
    /// The dialect of the rows (--dialect).
    pub dialect: LossReportDialect,
    /// The format of the shards (--file-format).
    pub file_format: LossReportFileFormat,
    /// The shards written, in order, with their rows.
    pub shards: Vec<LossReportShardsItem>,
}

impl Decode for LossReport {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = LossReport {
            trajectories_in: fields.required("trajectories_in")?,
            rows_out: fields.required("rows_out")?,
            dropped: fields.required("dropped")?,
            dropped_by_reason: fields.required("dropped_by_reason")?,
            steps_dropped: fields.required("steps_dropped")?,
            dialect: fields.required("dialect")?,
            file_format: fields.required("file_format")?,
            shards: fields.required("shards")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for LossReport {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("trajectories_in", &self.trajectories_in);
        writer.put("rows_out", &self.rows_out);
        writer.put("dropped", &self.dropped);
        writer.put("dropped_by_reason", &self.dropped_by_reason);
        writer.put("steps_dropped", &self.steps_dropped);
        writer.put("dialect", &self.dialect);
        writer.put("file_format", &self.file_format);
        writer.put("shards", &self.shards);
        writer.finish()
    }
}

crate::via_value!(LossReport);

/// The dialect of the rows (--dialect).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LossReportDialect {
    /// "trl"
    Trl,
    /// "openai"
    Openai,
}

impl LossReportDialect {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Trl => "trl",
            Self::Openai => "openai",
        }
    }
}

impl Decode for LossReportDialect {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "trl" => Ok(Self::Trl),
            "openai" => Ok(Self::Openai),
            other => Err(Error::new(format!(
                "{:?} is not one of \"trl\", \"openai\"",
                other
            ))),
        }
    }
}

impl Encode for LossReportDialect {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(LossReportDialect);

/// How many trajectories each reason left out. Reasons that left nothing out are absent.
#[derive(Debug, Clone, PartialEq)]
pub struct LossReportDroppedByReason {
    /// Trajectories left out as `rejected`.
    pub rejected: Option<i64>,
    /// Trajectories left out as `reward_missing`.
    pub reward_missing: Option<i64>,
    /// Trajectories left out as `reward_below_min`.
    pub reward_below_min: Option<i64>,
    /// Trajectories left out as `unhealthy`.
    pub unhealthy: Option<i64>,
    /// Trajectories left out as `failed`.
    pub failed: Option<i64>,
    /// Trajectories left out as `truncated`.
    pub truncated: Option<i64>,
    /// Trajectories left out as `content_parts`.
    pub content_parts: Option<i64>,
    /// Trajectories left out as `no_assistant_message`.
    pub no_assistant_message: Option<i64>,
    /// Trajectories left out as `too_many_messages`.
    pub too_many_messages: Option<i64>,
    /// Trajectories left out as `too_many_chars`.
    pub too_many_chars: Option<i64>,
    /// Trajectories left out as `duplicate_conversation`.
    pub duplicate_conversation: Option<i64>,
    /// Trajectories left out as `not_sampled`.
    pub not_sampled: Option<i64>,
}

impl Decode for LossReportDroppedByReason {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = LossReportDroppedByReason {
            rejected: fields.optional("rejected")?,
            reward_missing: fields.optional("reward_missing")?,
            reward_below_min: fields.optional("reward_below_min")?,
            unhealthy: fields.optional("unhealthy")?,
            failed: fields.optional("failed")?,
            truncated: fields.optional("truncated")?,
            content_parts: fields.optional("content_parts")?,
            no_assistant_message: fields.optional("no_assistant_message")?,
            too_many_messages: fields.optional("too_many_messages")?,
            too_many_chars: fields.optional("too_many_chars")?,
            duplicate_conversation: fields.optional("duplicate_conversation")?,
            not_sampled: fields.optional("not_sampled")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for LossReportDroppedByReason {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("rejected", &self.rejected);
        writer.put_opt("reward_missing", &self.reward_missing);
        writer.put_opt("reward_below_min", &self.reward_below_min);
        writer.put_opt("unhealthy", &self.unhealthy);
        writer.put_opt("failed", &self.failed);
        writer.put_opt("truncated", &self.truncated);
        writer.put_opt("content_parts", &self.content_parts);
        writer.put_opt("no_assistant_message", &self.no_assistant_message);
        writer.put_opt("too_many_messages", &self.too_many_messages);
        writer.put_opt("too_many_chars", &self.too_many_chars);
        writer.put_opt("duplicate_conversation", &self.duplicate_conversation);
        writer.put_opt("not_sampled", &self.not_sampled);
        writer.finish()
    }
}

crate::via_value!(LossReportDroppedByReason);

/// The format of the shards (--file-format).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LossReportFileFormat {
    /// "jsonl"
    Jsonl,
    /// "parquet"
    Parquet,
}

impl LossReportFileFormat {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Jsonl => "jsonl",
            Self::Parquet => "parquet",
        }
    }
}

impl Decode for LossReportFileFormat {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "jsonl" => Ok(Self::Jsonl),
            "parquet" => Ok(Self::Parquet),
            other => Err(Error::new(format!(
                "{:?} is not one of \"jsonl\", \"parquet\"",
                other
            ))),
        }
    }
}

impl Encode for LossReportFileFormat {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(LossReportFileFormat);

/// LossReportShardsItem (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub struct LossReportShardsItem {
    /// The shard's file name, in the output folder.
    pub file: String,
    /// The rows it holds.
    pub rows: i64,
}

impl Decode for LossReportShardsItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = LossReportShardsItem {
            file: fields.required("file")?,
            rows: fields.required("rows")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for LossReportShardsItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("file", &self.file);
        writer.put("rows", &self.rows);
        writer.finish()
    }
}

crate::via_value!(LossReportShardsItem);

/// Steps and observation results left out of the rows written, by reason; reasons that left nothing
/// out are absent.
#[derive(Debug, Clone, PartialEq)]
pub struct LossReportStepsDropped {
    /// Steps with `is_copied_context: true` (ATIF v1.7 RFC: SFT consumers MUST filter them).
    pub copied_context: Option<i64>,
    /// Agent steps with `llm_call_count: 0` (ATIF v1.7 RFC: SFT MUST drop them).
    pub deterministic_dispatch: Option<i64>,
    /// Observation results without a `source_call_id`: no chat role holds them.
    pub result_without_call: Option<i64>,
}

impl Decode for LossReportStepsDropped {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = LossReportStepsDropped {
            copied_context: fields.optional("copied_context")?,
            deterministic_dispatch: fields.optional("deterministic_dispatch")?,
            result_without_call: fields.optional("result_without_call")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for LossReportStepsDropped {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("copied_context", &self.copied_context);
        writer.put_opt("deterministic_dispatch", &self.deterministic_dispatch);
        writer.put_opt("result_without_call", &self.result_without_call);
        writer.finish()
    }
}

crate::via_value!(LossReportStepsDropped);

/// One training row of `trajspec export --format messages`: one ATIF trajectory (each embedded
/// subagent trajectory its own row) as chat `messages` and `tools`, in the dialect `trl` (tool-call
/// arguments as JSON objects, reasoning in `reasoning_content`, row metadata in columns of their
/// own) or `openai` (the OpenAI fine-tuning line: arguments as JSON strings, no reasoning, `weight`
/// on assistant messages, `parallel_tool_calls`, no other column).
#[derive(Debug, Clone, PartialEq)]
pub enum MessagesRow {
    /// The TrlRow alternative.
    TrlRow(TrlMessagesRow),
    /// The OpenAiRow alternative.
    OpenAiRow(OpenAiMessagesRow),
}

impl Decode for MessagesRow {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <TrlMessagesRow>::decode(value) {
            Ok(branch) => return Ok(Self::TrlRow(branch)),
            Err(error) => errors.push(error),
        }
        match <OpenAiMessagesRow>::decode(value) {
            Ok(branch) => return Ok(Self::OpenAiRow(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for MessagesRow {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::TrlRow(branch) => branch.encode(),
            Self::OpenAiRow(branch) => branch.encode(),
        }
    }
}

crate::via_value!(MessagesRow);

/// OpenAiMessage (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub enum OpenAiMessage {
    /// The TextMessage alternative.
    TextMessage(TextMessage),
    /// The OpenAiAssistantMessage alternative.
    OpenAiAssistantMessage(OpenAiMessageOpenAiAssistantMessage),
    /// The OpenAiToolMessage alternative.
    OpenAiToolMessage(OpenAiMessageOpenAiToolMessage),
}

impl Decode for OpenAiMessage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <TextMessage>::decode(value) {
            Ok(branch) => return Ok(Self::TextMessage(branch)),
            Err(error) => errors.push(error),
        }
        match <OpenAiMessageOpenAiAssistantMessage>::decode(value) {
            Ok(branch) => return Ok(Self::OpenAiAssistantMessage(branch)),
            Err(error) => errors.push(error),
        }
        match <OpenAiMessageOpenAiToolMessage>::decode(value) {
            Ok(branch) => return Ok(Self::OpenAiToolMessage(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for OpenAiMessage {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::TextMessage(branch) => branch.encode(),
            Self::OpenAiAssistantMessage(branch) => branch.encode(),
            Self::OpenAiToolMessage(branch) => branch.encode(),
        }
    }
}

crate::via_value!(OpenAiMessage);

/// OpenAiMessageOpenAiAssistantMessage (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub struct OpenAiMessageOpenAiAssistantMessage {
    /// Who speaks.
    pub role: OpenAiMessageOpenAiAssistantMessageRole,
    /// The text of the step's message or of the observation result.
    pub content: String,
    /// 1: trained on; 0: not (the step stands for several model calls, or for another model than
    /// the agent's).
    pub weight: OpenAiMessageOpenAiAssistantMessageWeight,
    /// The step's tool calls, in order.
    pub tool_calls: Option<Vec<OpenAiMessageOpenAiAssistantMessageToolCallsItem>>,
}

impl Decode for OpenAiMessageOpenAiAssistantMessage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = OpenAiMessageOpenAiAssistantMessage {
            role: fields.required("role")?,
            content: fields.required("content")?,
            weight: fields.required("weight")?,
            tool_calls: fields.optional("tool_calls")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for OpenAiMessageOpenAiAssistantMessage {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("role", &self.role);
        writer.put("content", &self.content);
        writer.put("weight", &self.weight);
        writer.put_opt("tool_calls", &self.tool_calls);
        writer.finish()
    }
}

crate::via_value!(OpenAiMessageOpenAiAssistantMessage);

/// Who speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OpenAiMessageOpenAiAssistantMessageRole {
    /// "assistant"
    Assistant,
}

impl OpenAiMessageOpenAiAssistantMessageRole {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Assistant => "assistant",
        }
    }
}

impl Decode for OpenAiMessageOpenAiAssistantMessageRole {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "assistant" => Ok(Self::Assistant),
            other => Err(Error::new(format!(
                "{:?} is not one of \"assistant\"",
                other
            ))),
        }
    }
}

impl Encode for OpenAiMessageOpenAiAssistantMessageRole {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(OpenAiMessageOpenAiAssistantMessageRole);

/// OpenAiMessageOpenAiAssistantMessageToolCallsItem (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub struct OpenAiMessageOpenAiAssistantMessageToolCallsItem {
    /// The call's `tool_call_id`.
    pub id: String,
    /// Always `function`.
    pub r#type: OpenAiMessageOpenAiAssistantMessageToolCallsItemType,
    /// The function called.
    pub function: OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction,
}

impl Decode for OpenAiMessageOpenAiAssistantMessageToolCallsItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = OpenAiMessageOpenAiAssistantMessageToolCallsItem {
            id: fields.required("id")?,
            r#type: fields.required("type")?,
            function: fields.required("function")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for OpenAiMessageOpenAiAssistantMessageToolCallsItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("id", &self.id);
        writer.put("type", &self.r#type);
        writer.put("function", &self.function);
        writer.finish()
    }
}

crate::via_value!(OpenAiMessageOpenAiAssistantMessageToolCallsItem);

/// The function called.
#[derive(Debug, Clone, PartialEq)]
pub struct OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction {
    /// The call's `function_name`.
    pub name: String,
    /// The call's `arguments` as JSON text.
    pub arguments: String,
}

impl Decode for OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction {
            name: fields.required("name")?,
            arguments: fields.required("arguments")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("name", &self.name);
        writer.put("arguments", &self.arguments);
        writer.finish()
    }
}

crate::via_value!(OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction);

/// Always `function`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OpenAiMessageOpenAiAssistantMessageToolCallsItemType {
    /// "function"
    Function,
}

impl OpenAiMessageOpenAiAssistantMessageToolCallsItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Function => "function",
        }
    }
}

impl Decode for OpenAiMessageOpenAiAssistantMessageToolCallsItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "function" => Ok(Self::Function),
            other => Err(Error::new(format!(
                "{:?} is not one of \"function\"",
                other
            ))),
        }
    }
}

impl Encode for OpenAiMessageOpenAiAssistantMessageToolCallsItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(OpenAiMessageOpenAiAssistantMessageToolCallsItemType);

/// 1: trained on; 0: not (the step stands for several model calls, or for another model than the
/// agent's).
#[derive(Debug, Clone, PartialEq)]
pub struct OpenAiMessageOpenAiAssistantMessageWeight(pub serde_json::Value);

impl Decode for OpenAiMessageOpenAiAssistantMessageWeight {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        jsonmodel::one_of(value, &["0", "1"]).map(OpenAiMessageOpenAiAssistantMessageWeight)
    }
}

impl Encode for OpenAiMessageOpenAiAssistantMessageWeight {
    fn encode(&self) -> serde_json::Value {
        self.0.clone()
    }
}

crate::via_value!(OpenAiMessageOpenAiAssistantMessageWeight);

/// OpenAiMessageOpenAiToolMessage (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub struct OpenAiMessageOpenAiToolMessage {
    /// Who speaks.
    pub role: OpenAiMessageOpenAiToolMessageRole,
    /// The `source_call_id` of the result: the call it answers.
    pub tool_call_id: String,
    /// The text of the step's message or of the observation result.
    pub content: String,
}

impl Decode for OpenAiMessageOpenAiToolMessage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = OpenAiMessageOpenAiToolMessage {
            role: fields.required("role")?,
            tool_call_id: fields.required("tool_call_id")?,
            content: fields.required("content")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for OpenAiMessageOpenAiToolMessage {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("role", &self.role);
        writer.put("tool_call_id", &self.tool_call_id);
        writer.put("content", &self.content);
        writer.finish()
    }
}

crate::via_value!(OpenAiMessageOpenAiToolMessage);

/// Who speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OpenAiMessageOpenAiToolMessageRole {
    /// "tool"
    Tool,
}

impl OpenAiMessageOpenAiToolMessageRole {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Tool => "tool",
        }
    }
}

impl Decode for OpenAiMessageOpenAiToolMessageRole {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "tool" => Ok(Self::Tool),
            other => Err(Error::new(format!("{:?} is not one of \"tool\"", other))),
        }
    }
}

impl Encode for OpenAiMessageOpenAiToolMessageRole {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(OpenAiMessageOpenAiToolMessageRole);

/// A row in the `openai` dialect: one line of an OpenAI chat fine-tuning file
/// (FineTuneChatRequestInput).
#[derive(Debug, Clone, PartialEq)]
pub struct OpenAiMessagesRow {
    /// The conversation in step order.
    pub messages: Vec<OpenAiMessage>,
    /// The trajectory's `agent.tool_definitions`, verbatim; empty when it has none.
    pub tools: ToolDefinitions,
    /// Whether some assistant message of the row calls more than one tool.
    pub parallel_tool_calls: bool,
}

impl Decode for OpenAiMessagesRow {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = OpenAiMessagesRow {
            messages: fields.required("messages")?,
            tools: fields.required("tools")?,
            parallel_tool_calls: fields.required("parallel_tool_calls")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for OpenAiMessagesRow {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("messages", &self.messages);
        writer.put("tools", &self.tools);
        writer.put("parallel_tool_calls", &self.parallel_tool_calls);
        writer.finish()
    }
}

crate::via_value!(OpenAiMessagesRow);

/// TextMessage (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub struct TextMessage {
    /// Who speaks.
    pub role: TextMessageRole,
    /// The text of the step's message or of the observation result.
    pub content: String,
}

impl Decode for TextMessage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = TextMessage {
            role: fields.required("role")?,
            content: fields.required("content")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for TextMessage {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("role", &self.role);
        writer.put("content", &self.content);
        writer.finish()
    }
}

crate::via_value!(TextMessage);

/// Who speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TextMessageRole {
    /// "system"
    System,
    /// "user"
    User,
}

impl TextMessageRole {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::System => "system",
            Self::User => "user",
        }
    }
}

impl Decode for TextMessageRole {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "system" => Ok(Self::System),
            "user" => Ok(Self::User),
            other => Err(Error::new(format!(
                "{:?} is not one of \"system\", \"user\"",
                other
            ))),
        }
    }
}

impl Encode for TextMessageRole {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(TextMessageRole);

/// The trajectory's `agent.tool_definitions`, verbatim (OpenAI function-calling shaped objects);
/// empty when it has none.
pub type ToolDefinitions = Vec<std::collections::BTreeMap<String, serde_json::Value>>;

/// TrlMessage (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub enum TrlMessage {
    /// The TextMessage alternative.
    TextMessage(TextMessage),
    /// The TrlAssistantMessage alternative.
    TrlAssistantMessage(TrlMessageTrlAssistantMessage),
    /// The TrlToolMessage alternative.
    TrlToolMessage(TrlMessageTrlToolMessage),
}

impl Decode for TrlMessage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <TextMessage>::decode(value) {
            Ok(branch) => return Ok(Self::TextMessage(branch)),
            Err(error) => errors.push(error),
        }
        match <TrlMessageTrlAssistantMessage>::decode(value) {
            Ok(branch) => return Ok(Self::TrlAssistantMessage(branch)),
            Err(error) => errors.push(error),
        }
        match <TrlMessageTrlToolMessage>::decode(value) {
            Ok(branch) => return Ok(Self::TrlToolMessage(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for TrlMessage {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::TextMessage(branch) => branch.encode(),
            Self::TrlAssistantMessage(branch) => branch.encode(),
            Self::TrlToolMessage(branch) => branch.encode(),
        }
    }
}

crate::via_value!(TrlMessage);

/// TrlMessageTrlAssistantMessage (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub struct TrlMessageTrlAssistantMessage {
    /// Who speaks.
    pub role: TrlMessageTrlAssistantMessageRole,
    /// The text of the step's message or of the observation result.
    pub content: String,
    /// The step's `reasoning_content`, when it has one.
    pub reasoning_content: Option<String>,
    /// The step's tool calls, in order.
    pub tool_calls: Option<Vec<TrlMessageTrlAssistantMessageToolCallsItem>>,
}

impl Decode for TrlMessageTrlAssistantMessage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = TrlMessageTrlAssistantMessage {
            role: fields.required("role")?,
            content: fields.required("content")?,
            reasoning_content: fields.optional("reasoning_content")?,
            tool_calls: fields.optional("tool_calls")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for TrlMessageTrlAssistantMessage {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("role", &self.role);
        writer.put("content", &self.content);
        writer.put_opt("reasoning_content", &self.reasoning_content);
        writer.put_opt("tool_calls", &self.tool_calls);
        writer.finish()
    }
}

crate::via_value!(TrlMessageTrlAssistantMessage);

/// Who speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TrlMessageTrlAssistantMessageRole {
    /// "assistant"
    Assistant,
}

impl TrlMessageTrlAssistantMessageRole {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Assistant => "assistant",
        }
    }
}

impl Decode for TrlMessageTrlAssistantMessageRole {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "assistant" => Ok(Self::Assistant),
            other => Err(Error::new(format!(
                "{:?} is not one of \"assistant\"",
                other
            ))),
        }
    }
}

impl Encode for TrlMessageTrlAssistantMessageRole {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(TrlMessageTrlAssistantMessageRole);

/// TrlMessageTrlAssistantMessageToolCallsItem (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub struct TrlMessageTrlAssistantMessageToolCallsItem {
    /// The call's `tool_call_id`.
    pub id: String,
    /// Always `function`.
    pub r#type: TrlMessageTrlAssistantMessageToolCallsItemType,
    /// The function called.
    pub function: TrlMessageTrlAssistantMessageToolCallsItemFunction,
}

impl Decode for TrlMessageTrlAssistantMessageToolCallsItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = TrlMessageTrlAssistantMessageToolCallsItem {
            id: fields.required("id")?,
            r#type: fields.required("type")?,
            function: fields.required("function")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for TrlMessageTrlAssistantMessageToolCallsItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("id", &self.id);
        writer.put("type", &self.r#type);
        writer.put("function", &self.function);
        writer.finish()
    }
}

crate::via_value!(TrlMessageTrlAssistantMessageToolCallsItem);

/// The function called.
#[derive(Debug, Clone, PartialEq)]
pub struct TrlMessageTrlAssistantMessageToolCallsItemFunction {
    /// The call's `function_name`.
    pub name: String,
    /// The call's `arguments`, the JSON object itself.
    pub arguments: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for TrlMessageTrlAssistantMessageToolCallsItemFunction {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = TrlMessageTrlAssistantMessageToolCallsItemFunction {
            name: fields.required("name")?,
            arguments: fields.required("arguments")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for TrlMessageTrlAssistantMessageToolCallsItemFunction {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("name", &self.name);
        writer.put("arguments", &self.arguments);
        writer.finish()
    }
}

crate::via_value!(TrlMessageTrlAssistantMessageToolCallsItemFunction);

/// Always `function`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TrlMessageTrlAssistantMessageToolCallsItemType {
    /// "function"
    Function,
}

impl TrlMessageTrlAssistantMessageToolCallsItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Function => "function",
        }
    }
}

impl Decode for TrlMessageTrlAssistantMessageToolCallsItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "function" => Ok(Self::Function),
            other => Err(Error::new(format!(
                "{:?} is not one of \"function\"",
                other
            ))),
        }
    }
}

impl Encode for TrlMessageTrlAssistantMessageToolCallsItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(TrlMessageTrlAssistantMessageToolCallsItemType);

/// TrlMessageTrlToolMessage (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub struct TrlMessageTrlToolMessage {
    /// Who speaks.
    pub role: TrlMessageTrlToolMessageRole,
    /// The result's `source_call_id`.
    pub tool_call_id: String,
    /// The `function_name` of the call it answers.
    pub name: String,
    /// The text of the step's message or of the observation result.
    pub content: String,
}

impl Decode for TrlMessageTrlToolMessage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = TrlMessageTrlToolMessage {
            role: fields.required("role")?,
            tool_call_id: fields.required("tool_call_id")?,
            name: fields.required("name")?,
            content: fields.required("content")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for TrlMessageTrlToolMessage {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("role", &self.role);
        writer.put("tool_call_id", &self.tool_call_id);
        writer.put("name", &self.name);
        writer.put("content", &self.content);
        writer.finish()
    }
}

crate::via_value!(TrlMessageTrlToolMessage);

/// Who speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TrlMessageTrlToolMessageRole {
    /// "tool"
    Tool,
}

impl TrlMessageTrlToolMessageRole {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Tool => "tool",
        }
    }
}

impl Decode for TrlMessageTrlToolMessageRole {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "tool" => Ok(Self::Tool),
            other => Err(Error::new(format!("{:?} is not one of \"tool\"", other))),
        }
    }
}

impl Encode for TrlMessageTrlToolMessageRole {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(TrlMessageTrlToolMessageRole);

/// A row in the `trl` dialect (Hugging Face TRL SFTTrainer's conversational `messages` + `tools`).
#[derive(Debug, Clone, PartialEq)]
pub struct TrlMessagesRow {
    /// The conversation in step order: system, user and assistant messages, and a tool message for
    /// every observation result that answers a tool call, right after its assistant message.
    pub messages: Vec<TrlMessage>,
    /// The trajectory's `agent.tool_definitions`, verbatim; empty when it has none.
    pub tools: ToolDefinitions,
    /// The trajectory's `trajectory_id` (before ATIF v1.7: its `session_id`); null when it has
    /// neither.
    pub trajectory_id: Option<String>,
    /// For an embedded subagent trajectory, the `trajectory_id` of the trajectory that embeds it;
    /// null for a document's own trajectory.
    pub parent_trajectory_id: Option<String>,
    /// The trajectory's `session_id`, null when absent.
    pub session_id: Option<String>,
    /// The rollout's `task_id` (rollout rows only; null otherwise and for subagent rows).
    pub task_id: Option<String>,
    /// The rollout's reward (rollout rows only; null otherwise and for subagent rows).
    pub reward: Option<f64>,
    /// `agent.model_name`, null when absent.
    pub model_name: Option<String>,
    /// `final_metrics.total_prompt_tokens`, null when absent.
    pub prompt_tokens: Option<i64>,
    /// `final_metrics.total_completion_tokens`, null when absent.
    pub completion_tokens: Option<i64>,
    /// How many of the kept assistant messages stand for several model calls (`llm_call_count`
    /// above 1).
    pub aggregated_steps: i64,
}

impl Decode for TrlMessagesRow {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = TrlMessagesRow {
            messages: fields.required("messages")?,
            tools: fields.required("tools")?,
            trajectory_id: fields.required("trajectory_id")?,
            parent_trajectory_id: fields.required("parent_trajectory_id")?,
            session_id: fields.required("session_id")?,
            task_id: fields.required("task_id")?,
            reward: fields.required("reward")?,
            model_name: fields.required("model_name")?,
            prompt_tokens: fields.required("prompt_tokens")?,
            completion_tokens: fields.required("completion_tokens")?,
            aggregated_steps: fields.required("aggregated_steps")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for TrlMessagesRow {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("messages", &self.messages);
        writer.put("tools", &self.tools);
        writer.put("trajectory_id", &self.trajectory_id);
        writer.put("parent_trajectory_id", &self.parent_trajectory_id);
        writer.put("session_id", &self.session_id);
        writer.put("task_id", &self.task_id);
        writer.put("reward", &self.reward);
        writer.put("model_name", &self.model_name);
        writer.put("prompt_tokens", &self.prompt_tokens);
        writer.put("completion_tokens", &self.completion_tokens);
        writer.put("aggregated_steps", &self.aggregated_steps);
        writer.finish()
    }
}

crate::via_value!(TrlMessagesRow);
