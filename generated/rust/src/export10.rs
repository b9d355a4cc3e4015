// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

//! The models of the export 1.0 schemas.

use crate::jsonmodel::{self, Decode, Encode, Error};

/// Why a trajectory was left out. `rejected`: the document failed its checks (ATIF findings; for
/// rollout rows the strict ATIF export's); `reward_missing` / `reward_below_min`: --min-reward;
/// `unhealthy`: --healthy-only (the health verdict is not healthy); `failed`: --drop-failed (the
/// invocation did not complete); `truncated`: --drop-truncated (the conversation does not end with
/// an assistant message, or a model response was incomplete); `content_parts`: a message or result
/// as content parts, which text rows cannot hold; `no_assistant_message`: nothing to train on;
/// `too_many_messages` / `too_many_chars`: --max-messages / --max-chars; `duplicate_conversation`:
/// --dedupe, the same messages and tools as an earlier row; `not_sampled`: --sample left it out.
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
    /// Each trajectory left out, in input order.
    pub dropped: Vec<DroppedTrajectory>,
    /// How many trajectories each reason left out.
    pub dropped_by_reason: std::collections::BTreeMap<String, i64>,
    /// Steps and observation results of written rows left out, by reason: `copied_context` (a step
    /// with is_copied_context true; ATIF v1.7 RFC: SFT consumers MUST filter them),
    /// `deterministic_dispatch` (an agent step with llm_call_count 0; ATIF v1.7 RFC: SFT MUST drop
    /// it), `result_without_call` (an observation result with no source_call_id: no chat role holds
    /// it).
    pub steps_dropped: std::collections::BTreeMap<String, i64>,
    pub dialect: LossReportDialect,
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

/// LossReportDialect (generated from the schemas).
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

/// LossReportFileFormat (generated from the schemas).
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
    pub file: String,
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
    pub role: OpenAiMessageOpenAiAssistantMessageRole,
    pub content: String,
    /// 1: trained on; 0: not (the step stands for several model calls, or for another model than
    /// the agent's).
    pub weight: OpenAiMessageOpenAiAssistantMessageWeight,
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

/// OpenAiMessageOpenAiAssistantMessageRole (generated from the schemas).
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
    pub id: String,
    pub r#type: OpenAiMessageOpenAiAssistantMessageToolCallsItemType,
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

/// OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub struct OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction {
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

/// OpenAiMessageOpenAiAssistantMessageToolCallsItemType (generated from the schemas).
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
    pub role: OpenAiMessageOpenAiToolMessageRole,
    pub tool_call_id: String,
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

/// OpenAiMessageOpenAiToolMessageRole (generated from the schemas).
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
    pub messages: Vec<OpenAiMessage>,
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
    pub role: TextMessageRole,
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

/// TextMessageRole (generated from the schemas).
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
    pub role: TrlMessageTrlAssistantMessageRole,
    pub content: String,
    /// The step's `reasoning_content`, when it has one.
    pub reasoning_content: Option<String>,
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

/// TrlMessageTrlAssistantMessageRole (generated from the schemas).
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
    pub r#type: TrlMessageTrlAssistantMessageToolCallsItemType,
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

/// TrlMessageTrlAssistantMessageToolCallsItemFunction (generated from the schemas).
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

/// TrlMessageTrlAssistantMessageToolCallsItemType (generated from the schemas).
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
    pub role: TrlMessageTrlToolMessageRole,
    /// The result's `source_call_id`.
    pub tool_call_id: String,
    /// The `function_name` of the call it answers.
    pub name: String,
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

/// TrlMessageTrlToolMessageRole (generated from the schemas).
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
