// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

//! The models of the atif 1.7 schemas.

use crate::jsonmodel::{self, Decode, Encode, Error};

/// The agent system that produced a trajectory.
#[derive(Debug, Clone, PartialEq)]
pub struct Agent {
    /// Name of the agent system; may be empty.
    pub name: String,
    /// Version of the agent system, as a string (a JSON number is not accepted); may be empty.
    pub version: String,
    /// Default model of the agent; a step's own model_name takes precedence for that step.
    pub model_name: Option<Option<String>>,
    /// Tools offered to the model, each as a JSON object (conventionally the OpenAI
    /// function-calling form {type, function: {name, description, parameters}}; the form is not
    /// checked). Since ATIF v1.5.
    pub tool_definitions:
        Option<Option<Vec<std::collections::BTreeMap<String, serde_json::Value>>>>,
    /// Producer-specific data about the agent; any JSON object.
    pub extra: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
}

impl Decode for Agent {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = Agent {
            name: fields.required("name")?,
            version: fields.required("version")?,
            model_name: fields.optional("model_name")?,
            tool_definitions: fields.optional("tool_definitions")?,
            extra: fields.optional("extra")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for Agent {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("name", &self.name);
        writer.put("version", &self.version);
        writer.put_opt("model_name", &self.model_name);
        writer.put_opt("tool_definitions", &self.tool_definitions);
        writer.put_opt("extra", &self.extra);
        writer.finish()
    }
}

crate::via_value!(Agent);

/// One part of a multimodal message or result: a text part carries text, a media part carries a
/// source (rule atif.content_part_fields). Since ATIF v1.6.
#[derive(Debug, Clone, PartialEq)]
pub struct ContentPart {
    /// Kind of the part.
    pub r#type: ContentPartType,
    /// The text of a text part; may be empty. Absent on media parts.
    pub text: Option<Option<String>>,
    /// The image of an image part (rule atif.content_part_fields).
    pub source: Option<Option<ImageSource>>,
}

impl Decode for ContentPart {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ContentPart {
            r#type: fields.required("type")?,
            text: fields.optional("text")?,
            source: fields.optional("source")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ContentPart {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_opt("text", &self.text);
        writer.put_opt("source", &self.source);
        writer.finish()
    }
}

crate::via_value!(ContentPart);

/// Kind of the part.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ContentPartType {
    /// "text"
    Text,
    /// "image"
    Image,
}

impl ContentPartType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Text => "text",
            Self::Image => "image",
        }
    }
}

impl Decode for ContentPartType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "text" => Ok(Self::Text),
            "image" => Ok(Self::Image),
            other => Err(Error::new(format!(
                "{:?} is not one of \"text\", \"image\"",
                other
            ))),
        }
    }
}

impl Encode for ContentPartType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ContentPartType);

/// Totals over a whole trajectory. Every member is optional.
#[derive(Debug, Clone, PartialEq)]
pub struct FinalMetrics {
    /// Sum of prompt_tokens over the steps, cached tokens included (rule atif.final_totals_match).
    pub total_prompt_tokens: Option<Option<i64>>,
    /// Sum of completion_tokens over the steps.
    pub total_completion_tokens: Option<Option<i64>>,
    /// Sum of cached_tokens over the steps (rule atif.final_cached_within_prompt).
    pub total_cached_tokens: Option<Option<i64>>,
    /// Total cost in US dollars, subagent costs included.
    pub total_cost_usd: Option<Option<f64>>,
    /// Number of steps; expected to equal the length of steps unless notes explains the difference
    /// (rule atif.total_steps_matches).
    pub total_steps: Option<Option<i64>>,
    /// Producer-specific totals; any JSON object.
    pub extra: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
}

impl Decode for FinalMetrics {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = FinalMetrics {
            total_prompt_tokens: fields.optional("total_prompt_tokens")?,
            total_completion_tokens: fields.optional("total_completion_tokens")?,
            total_cached_tokens: fields.optional("total_cached_tokens")?,
            total_cost_usd: fields.optional("total_cost_usd")?,
            total_steps: fields.optional("total_steps")?,
            extra: fields.optional("extra")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for FinalMetrics {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("total_prompt_tokens", &self.total_prompt_tokens);
        writer.put_opt("total_completion_tokens", &self.total_completion_tokens);
        writer.put_opt("total_cached_tokens", &self.total_cached_tokens);
        writer.put_opt("total_cost_usd", &self.total_cost_usd);
        writer.put_opt("total_steps", &self.total_steps);
        writer.put_opt("extra", &self.extra);
        writer.finish()
    }
}

crate::via_value!(FinalMetrics);

/// The conversion profile and its outcome.
#[derive(Debug, Clone, PartialEq)]
pub struct GymConversion {
    /// Conversion profile name.
    pub profile: GymConversionProfile,
    /// Conversion outcome; only complete conversions are written.
    pub status: GymConversionStatus,
}

impl Decode for GymConversion {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymConversion {
            profile: fields.required("profile")?,
            status: fields.required("status")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymConversion {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("profile", &self.profile);
        writer.put("status", &self.status);
        writer.finish()
    }
}

crate::via_value!(GymConversion);

/// Conversion profile name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GymConversionProfile {
    /// "ng-trajectory-to-atif-v1"
    NgTrajectoryToAtifV1,
}

impl GymConversionProfile {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::NgTrajectoryToAtifV1 => "ng-trajectory-to-atif-v1",
        }
    }
}

impl Decode for GymConversionProfile {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "ng-trajectory-to-atif-v1" => Ok(Self::NgTrajectoryToAtifV1),
            other => Err(Error::new(format!(
                "{:?} is not one of \"ng-trajectory-to-atif-v1\"",
                other
            ))),
        }
    }
}

impl Encode for GymConversionProfile {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(GymConversionProfile);

/// Conversion outcome; only complete conversions are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GymConversionStatus {
    /// "complete"
    Complete,
}

impl GymConversionStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Complete => "complete",
        }
    }
}

impl Decode for GymConversionStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "complete" => Ok(Self::Complete),
            other => Err(Error::new(format!(
                "{:?} is not one of \"complete\"",
                other
            ))),
        }
    }
}

impl Encode for GymConversionStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(GymConversionStatus);

/// The exporting program.
#[derive(Debug, Clone, PartialEq)]
pub struct GymExporter {
    /// Program name, nemo-gym.
    pub name: String,
    /// Program version.
    pub version: String,
}

impl Decode for GymExporter {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymExporter {
            name: fields.required("name")?,
            version: fields.required("version")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymExporter {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("name", &self.name);
        writer.put("version", &self.version);
        writer.finish()
    }
}

crate::via_value!(GymExporter);

/// The agent of a Gym export.
#[derive(Debug, Clone, PartialEq)]
pub struct GymProfileAgent {
    /// Agent name (the rollout's agent_ref.name or environment server); not blank.
    pub name: String,
    /// Agent version given to the export; not blank.
    pub version: String,
    /// Written only when every agent step has the same model_name, and then equal to it (rule
    /// atif.gym.agent_model_name).
    pub model_name: Option<String>,
}

impl Decode for GymProfileAgent {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymProfileAgent {
            name: fields.required("name")?,
            version: fields.required("version")?,
            model_name: fields.optional("model_name")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymProfileAgent {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("name", &self.name);
        writer.put("version", &self.version);
        writer.put_opt("model_name", &self.model_name);
        writer.finish()
    }
}

crate::via_value!(GymProfileAgent);

/// Root extra of a Gym export.
#[derive(Debug, Clone, PartialEq)]
pub struct GymProfileExtra {
    /// Export provenance.
    pub nemo_gym: GymProvenance,
}

impl Decode for GymProfileExtra {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymProfileExtra {
            nemo_gym: fields.required("nemo_gym")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymProfileExtra {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("nemo_gym", &self.nemo_gym);
        writer.finish()
    }
}

crate::via_value!(GymProfileExtra);

/// Totals of a Gym export: each token total is written only when every agent step reports that
/// count (rule atif.gym.final_totals).
#[derive(Debug, Clone, PartialEq)]
pub struct GymProfileFinalMetrics {
    /// Sum of the steps' prompt_tokens.
    pub total_prompt_tokens: Option<i64>,
    /// Sum of the steps' completion_tokens.
    pub total_completion_tokens: Option<i64>,
    /// Sum of the steps' cached_tokens.
    pub total_cached_tokens: Option<i64>,
    /// Number of steps, input steps included (rule atif.gym.total_steps).
    pub total_steps: i64,
}

impl Decode for GymProfileFinalMetrics {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymProfileFinalMetrics {
            total_prompt_tokens: fields.optional("total_prompt_tokens")?,
            total_completion_tokens: fields.optional("total_completion_tokens")?,
            total_cached_tokens: fields.optional("total_cached_tokens")?,
            total_steps: fields.required("total_steps")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymProfileFinalMetrics {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("total_prompt_tokens", &self.total_prompt_tokens);
        writer.put_opt("total_completion_tokens", &self.total_completion_tokens);
        writer.put_opt("total_cached_tokens", &self.total_cached_tokens);
        writer.put("total_steps", &self.total_steps);
        writer.finish()
    }
}

crate::via_value!(GymProfileFinalMetrics);

/// Token counts of one model call; no cost, no token arrays.
#[derive(Debug, Clone, PartialEq)]
pub struct GymProfileMetrics {
    /// Input tokens, cached ones included.
    pub prompt_tokens: Option<i64>,
    /// Generated tokens.
    pub completion_tokens: Option<i64>,
    /// Cached part of prompt_tokens.
    pub cached_tokens: Option<i64>,
    /// Reasoning and total token counts when the provider reported them.
    pub extra: Option<GymProfileMetricsExtra>,
}

impl Decode for GymProfileMetrics {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymProfileMetrics {
            prompt_tokens: fields.optional("prompt_tokens")?,
            completion_tokens: fields.optional("completion_tokens")?,
            cached_tokens: fields.optional("cached_tokens")?,
            extra: fields.optional("extra")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymProfileMetrics {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("prompt_tokens", &self.prompt_tokens);
        writer.put_opt("completion_tokens", &self.completion_tokens);
        writer.put_opt("cached_tokens", &self.cached_tokens);
        writer.put_opt("extra", &self.extra);
        writer.finish()
    }
}

crate::via_value!(GymProfileMetrics);

/// The extra token counts of a Gym export step.
#[derive(Debug, Clone, PartialEq)]
pub struct GymProfileMetricsExtra {
    /// Part of completion_tokens spent on reasoning.
    pub reasoning_tokens: Option<i64>,
    /// Total tokens as the provider reported them.
    pub total_tokens: Option<i64>,
}

impl Decode for GymProfileMetricsExtra {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymProfileMetricsExtra {
            reasoning_tokens: fields.optional("reasoning_tokens")?,
            total_tokens: fields.optional("total_tokens")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymProfileMetricsExtra {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("reasoning_tokens", &self.reasoning_tokens);
        writer.put_opt("total_tokens", &self.total_tokens);
        writer.finish()
    }
}

crate::via_value!(GymProfileMetricsExtra);

/// The results of a tool step.
#[derive(Debug, Clone, PartialEq)]
pub struct GymProfileObservation {
    /// One result per call, in output order.
    pub results: Vec<GymProfileObservationResult>,
}

impl Decode for GymProfileObservation {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymProfileObservation {
            results: fields.required("results")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymProfileObservation {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("results", &self.results);
        writer.finish()
    }
}

crate::via_value!(GymProfileObservation);

/// The output of one call.
#[derive(Debug, Clone, PartialEq)]
pub struct GymProfileObservationResult {
    /// tool_call_id of the call in the same step that this output answers.
    pub source_call_id: String,
    /// The output: a string, or a non-empty array of text parts.
    pub content: GymProfileObservationResultContent,
    /// Tool timing and source item id under nemo_gym; any JSON object.
    pub extra: Option<std::collections::BTreeMap<String, serde_json::Value>>,
}

impl Decode for GymProfileObservationResult {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymProfileObservationResult {
            source_call_id: fields.required("source_call_id")?,
            content: fields.required("content")?,
            extra: fields.optional("extra")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymProfileObservationResult {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("source_call_id", &self.source_call_id);
        writer.put("content", &self.content);
        writer.put_opt("extra", &self.extra);
        writer.finish()
    }
}

crate::via_value!(GymProfileObservationResult);

/// The output: a string, or a non-empty array of text parts.
#[derive(Debug, Clone, PartialEq)]
pub enum GymProfileObservationResultContent {
    /// The output: a string, or a non-empty array of text parts.
    String(String),
    /// The output: a string, or a non-empty array of text parts.
    Array(Vec<GymProfileTextPart>),
}

impl Decode for GymProfileObservationResultContent {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <Vec<GymProfileTextPart>>::decode(value) {
            Ok(branch) => return Ok(Self::Array(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for GymProfileObservationResultContent {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Array(branch) => branch.encode(),
        }
    }
}

crate::via_value!(GymProfileObservationResultContent);

/// One step of a Gym export: a system or user input step (step_id, source, message only), or an
/// agent step (a text step with a message, or a tool step with an empty message, tool calls and
/// their results).
#[derive(Debug, Clone, PartialEq)]
pub struct GymProfileStep {
    /// Position of the step, counting from 1.
    pub step_id: i64,
    /// Who produced the step.
    pub source: GymProfileStepSource,
    /// A string, or a non-empty array of text parts; the empty string on a tool step (rule
    /// atif.gym.text_with_tool_calls).
    pub message: GymProfileStepMessage,
    /// UTC time of the agent step, seconds precision or exactly six fractional digits, with a Z
    /// suffix.
    pub timestamp: Option<String>,
    /// Model that served the step's call, verbatim; not blank.
    pub model_name: Option<String>,
    /// The step's single reasoning text.
    pub reasoning_content: Option<String>,
    /// The calls of a tool step, in call order.
    pub tool_calls: Option<Vec<GymProfileToolCall>>,
    /// The results of a tool step's calls, one per call (rule atif.gym.tool_results_match_calls).
    pub observation: Option<GymProfileObservation>,
    /// Token counts of the step's one model call.
    pub metrics: Option<GymProfileMetrics>,
    /// Always 1 on an agent step, absent elsewhere (rule atif.gym.agent_step_call_count).
    pub llm_call_count: Option<GymProfileStepLlmCallCount>,
    /// Turn and model-call provenance under nemo_gym; any JSON object.
    pub extra: Option<std::collections::BTreeMap<String, serde_json::Value>>,
}

impl Decode for GymProfileStep {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymProfileStep {
            step_id: fields.required("step_id")?,
            source: fields.required("source")?,
            message: fields.required("message")?,
            timestamp: fields.optional("timestamp")?,
            model_name: fields.optional("model_name")?,
            reasoning_content: fields.optional("reasoning_content")?,
            tool_calls: fields.optional("tool_calls")?,
            observation: fields.optional("observation")?,
            metrics: fields.optional("metrics")?,
            llm_call_count: fields.optional("llm_call_count")?,
            extra: fields.optional("extra")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymProfileStep {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("step_id", &self.step_id);
        writer.put("source", &self.source);
        writer.put("message", &self.message);
        writer.put_opt("timestamp", &self.timestamp);
        writer.put_opt("model_name", &self.model_name);
        writer.put_opt("reasoning_content", &self.reasoning_content);
        writer.put_opt("tool_calls", &self.tool_calls);
        writer.put_opt("observation", &self.observation);
        writer.put_opt("metrics", &self.metrics);
        writer.put_opt("llm_call_count", &self.llm_call_count);
        writer.put_opt("extra", &self.extra);
        writer.finish()
    }
}

crate::via_value!(GymProfileStep);

/// Always 1 on an agent step, absent elsewhere (rule atif.gym.agent_step_call_count).
#[derive(Debug, Clone, PartialEq)]
pub struct GymProfileStepLlmCallCount(pub serde_json::Value);

impl Decode for GymProfileStepLlmCallCount {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        jsonmodel::one_of(value, &["1"]).map(GymProfileStepLlmCallCount)
    }
}

impl Encode for GymProfileStepLlmCallCount {
    fn encode(&self) -> serde_json::Value {
        self.0.clone()
    }
}

crate::via_value!(GymProfileStepLlmCallCount);

/// A string, or a non-empty array of text parts; the empty string on a tool step (rule
/// atif.gym.text_with_tool_calls).
#[derive(Debug, Clone, PartialEq)]
pub enum GymProfileStepMessage {
    /// A string, or a non-empty array of text parts; the empty string on a tool step (rule
    /// atif.gym.text_with_tool_calls).
    String(String),
    /// A string, or a non-empty array of text parts; the empty string on a tool step (rule
    /// atif.gym.text_with_tool_calls).
    Array(Vec<GymProfileTextPart>),
}

impl Decode for GymProfileStepMessage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <Vec<GymProfileTextPart>>::decode(value) {
            Ok(branch) => return Ok(Self::Array(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for GymProfileStepMessage {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Array(branch) => branch.encode(),
        }
    }
}

crate::via_value!(GymProfileStepMessage);

/// Who produced the step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GymProfileStepSource {
    /// "system"
    System,
    /// "user"
    User,
    /// "agent"
    Agent,
}

impl GymProfileStepSource {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::System => "system",
            Self::User => "user",
            Self::Agent => "agent",
        }
    }
}

impl Decode for GymProfileStepSource {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "system" => Ok(Self::System),
            "user" => Ok(Self::User),
            "agent" => Ok(Self::Agent),
            other => Err(Error::new(format!(
                "{:?} is not one of \"system\", \"user\", \"agent\"",
                other
            ))),
        }
    }
}

impl Encode for GymProfileStepSource {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(GymProfileStepSource);

/// A text content part.
#[derive(Debug, Clone, PartialEq)]
pub struct GymProfileTextPart {
    /// Always text.
    pub r#type: GymProfileTextPartType,
    /// The text; may be empty.
    pub text: String,
}

impl Decode for GymProfileTextPart {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymProfileTextPart {
            r#type: fields.required("type")?,
            text: fields.required("text")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymProfileTextPart {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("text", &self.text);
        writer.finish()
    }
}

crate::via_value!(GymProfileTextPart);

/// Always text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GymProfileTextPartType {
    /// "text"
    Text,
}

impl GymProfileTextPartType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Text => "text",
        }
    }
}

impl Decode for GymProfileTextPartType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "text" => Ok(Self::Text),
            other => Err(Error::new(format!("{:?} is not one of \"text\"", other))),
        }
    }
}

impl Encode for GymProfileTextPartType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(GymProfileTextPartType);

/// One function call of a tool step.
#[derive(Debug, Clone, PartialEq)]
pub struct GymProfileToolCall {
    /// Call id; not blank and unique in the document (rule atif.gym.tool_call_id_repeated).
    pub tool_call_id: String,
    /// Function name; not blank.
    pub function_name: String,
    /// The parsed arguments object.
    pub arguments: std::collections::BTreeMap<String, serde_json::Value>,
    /// Source item id under nemo_gym; any JSON object.
    pub extra: Option<std::collections::BTreeMap<String, serde_json::Value>>,
}

impl Decode for GymProfileToolCall {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymProfileToolCall {
            tool_call_id: fields.required("tool_call_id")?,
            function_name: fields.required("function_name")?,
            arguments: fields.required("arguments")?,
            extra: fields.optional("extra")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymProfileToolCall {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("tool_call_id", &self.tool_call_id);
        writer.put("function_name", &self.function_name);
        writer.put("arguments", &self.arguments);
        writer.put_opt("extra", &self.extra);
        writer.finish()
    }
}

crate::via_value!(GymProfileToolCall);

/// The strict ATIF v1.7 profile of NeMo Gym 0.7.0: the documents its strict export can write and
/// its ATIF reverify accepts. Every such document is also a valid ATIF v1.7 Trajectory; the profile
/// is narrower: text only, one agent, no subagents or continuations, no nulls, no training token
/// arrays, exporter provenance in extra.nemo_gym. Cross-field parts of the profile are the
/// atif.gym.* rules of spec/rules/atif.json; the general atif.* rules apply too.
#[derive(Debug, Clone, PartialEq)]
pub struct GymProfileTrajectory {
    /// Always ATIF-v1.7.
    pub schema_version: GymProfileTrajectorySchemaVersion,
    /// The session id given to the export; contains a non-blank character.
    pub session_id: String,
    /// \<session_id>:\<task_index>:\<rollout_index>, the indices being those of extra.nemo_gym.source
    /// (rule atif.gym.trajectory_id_matches_source).
    pub trajectory_id: String,
    /// The agent, named after the rollout's agent.
    pub agent: GymProfileAgent,
    /// System and user steps first, then agent steps only (rule atif.gym.step_after_agent_output).
    pub steps: Vec<GymProfileStep>,
    /// Totals; total_steps is always written.
    pub final_metrics: GymProfileFinalMetrics,
    /// Provenance of the export.
    pub extra: GymProfileExtra,
}

impl Decode for GymProfileTrajectory {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymProfileTrajectory {
            schema_version: fields.required("schema_version")?,
            session_id: fields.required("session_id")?,
            trajectory_id: fields.required("trajectory_id")?,
            agent: fields.required("agent")?,
            steps: fields.required("steps")?,
            final_metrics: fields.required("final_metrics")?,
            extra: fields.required("extra")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymProfileTrajectory {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("schema_version", &self.schema_version);
        writer.put("session_id", &self.session_id);
        writer.put("trajectory_id", &self.trajectory_id);
        writer.put("agent", &self.agent);
        writer.put("steps", &self.steps);
        writer.put("final_metrics", &self.final_metrics);
        writer.put("extra", &self.extra);
        writer.finish()
    }
}

crate::via_value!(GymProfileTrajectory);

/// Always ATIF-v1.7.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GymProfileTrajectorySchemaVersion {
    /// "ATIF-v1.7"
    ATIFV17,
}

impl GymProfileTrajectorySchemaVersion {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ATIFV17 => "ATIF-v1.7",
        }
    }
}

impl Decode for GymProfileTrajectorySchemaVersion {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "ATIF-v1.7" => Ok(Self::ATIFV17),
            other => Err(Error::new(format!(
                "{:?} is not one of \"ATIF-v1.7\"",
                other
            ))),
        }
    }
}

impl Encode for GymProfileTrajectorySchemaVersion {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(GymProfileTrajectorySchemaVersion);

/// Where a Gym export came from and how it was converted.
#[derive(Debug, Clone, PartialEq)]
pub struct GymProvenance {
    /// The exporting program.
    pub exporter: GymExporter,
    /// The rollout that was converted.
    pub source: GymSource,
    /// The conversion profile and its outcome.
    pub conversion: GymConversion,
    /// Captured model calls that no turn selected, in capture order.
    pub surplus_model_calls: Option<Vec<std::collections::BTreeMap<String, serde_json::Value>>>,
}

impl Decode for GymProvenance {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymProvenance {
            exporter: fields.required("exporter")?,
            source: fields.required("source")?,
            conversion: fields.required("conversion")?,
            surplus_model_calls: fields.optional("surplus_model_calls")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymProvenance {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("exporter", &self.exporter);
        writer.put("source", &self.source);
        writer.put("conversion", &self.conversion);
        writer.put_opt("surplus_model_calls", &self.surplus_model_calls);
        writer.finish()
    }
}

crate::via_value!(GymProvenance);

/// The converted rollout.
#[derive(Debug, Clone, PartialEq)]
pub struct GymSource {
    /// Source record format.
    pub format: GymSourceFormat,
    /// Source record version.
    pub schema_version: GymSourceSchemaVersion,
    /// Task id of the rollout.
    pub task_id: String,
    /// Rollout id of the rollout.
    pub rollout_id: String,
    /// Task index of the rollout row.
    pub task_index: i64,
    /// Rollout index of the rollout row.
    pub rollout_index: i64,
    /// Id of the root agent invocation.
    pub invocation_id: String,
    /// Status of the invocation; only completed ones are exported.
    pub invocation_status: GymSourceInvocationStatus,
    /// Duration of the invocation in milliseconds, when known.
    pub invocation_duration_ms: Option<f64>,
}

impl Decode for GymSource {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = GymSource {
            format: fields.required("format")?,
            schema_version: fields.required("schema_version")?,
            task_id: fields.required("task_id")?,
            rollout_id: fields.required("rollout_id")?,
            task_index: fields.required("task_index")?,
            rollout_index: fields.required("rollout_index")?,
            invocation_id: fields.required("invocation_id")?,
            invocation_status: fields.required("invocation_status")?,
            invocation_duration_ms: fields.optional("invocation_duration_ms")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for GymSource {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("format", &self.format);
        writer.put("schema_version", &self.schema_version);
        writer.put("task_id", &self.task_id);
        writer.put("rollout_id", &self.rollout_id);
        writer.put("task_index", &self.task_index);
        writer.put("rollout_index", &self.rollout_index);
        writer.put("invocation_id", &self.invocation_id);
        writer.put("invocation_status", &self.invocation_status);
        writer.put_opt("invocation_duration_ms", &self.invocation_duration_ms);
        writer.finish()
    }
}

crate::via_value!(GymSource);

/// Source record format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GymSourceFormat {
    /// "ng_trajectory"
    NgTrajectory,
}

impl GymSourceFormat {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::NgTrajectory => "ng_trajectory",
        }
    }
}

impl Decode for GymSourceFormat {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "ng_trajectory" => Ok(Self::NgTrajectory),
            other => Err(Error::new(format!(
                "{:?} is not one of \"ng_trajectory\"",
                other
            ))),
        }
    }
}

impl Encode for GymSourceFormat {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(GymSourceFormat);

/// Status of the invocation; only completed ones are exported.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GymSourceInvocationStatus {
    /// "completed"
    Completed,
}

impl GymSourceInvocationStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Completed => "completed",
        }
    }
}

impl Decode for GymSourceInvocationStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "completed" => Ok(Self::Completed),
            other => Err(Error::new(format!(
                "{:?} is not one of \"completed\"",
                other
            ))),
        }
    }
}

impl Encode for GymSourceInvocationStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(GymSourceInvocationStatus);

/// Source record version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GymSourceSchemaVersion {
    /// "1.0"
    N10,
}

impl GymSourceSchemaVersion {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::N10 => "1.0",
        }
    }
}

impl Decode for GymSourceSchemaVersion {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "1.0" => Ok(Self::N10),
            other => Err(Error::new(format!("{:?} is not one of \"1.0\"", other))),
        }
    }
}

impl Encode for GymSourceSchemaVersion {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(GymSourceSchemaVersion);

/// Where an image is stored: a side file next to the trajectory (conventionally under images/), an
/// absolute path or a URL. Since ATIF v1.6.
#[derive(Debug, Clone, PartialEq)]
pub struct ImageSource {
    /// MIME type of the image, written exactly (lower case).
    pub media_type: ImageSourceMediaType,
    /// Relative path, absolute path or URL of the image; not checked for form.
    pub path: String,
}

impl Decode for ImageSource {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ImageSource {
            media_type: fields.required("media_type")?,
            path: fields.required("path")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ImageSource {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("media_type", &self.media_type);
        writer.put("path", &self.path);
        writer.finish()
    }
}

crate::via_value!(ImageSource);

/// MIME type of the image, written exactly (lower case).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ImageSourceMediaType {
    /// "image/jpeg"
    ImageJpeg,
    /// "image/png"
    ImagePng,
    /// "image/gif"
    ImageGif,
    /// "image/webp"
    ImageWebp,
}

impl ImageSourceMediaType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ImageJpeg => "image/jpeg",
            Self::ImagePng => "image/png",
            Self::ImageGif => "image/gif",
            Self::ImageWebp => "image/webp",
        }
    }
}

impl Decode for ImageSourceMediaType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "image/jpeg" => Ok(Self::ImageJpeg),
            "image/png" => Ok(Self::ImagePng),
            "image/gif" => Ok(Self::ImageGif),
            "image/webp" => Ok(Self::ImageWebp),
            other => Err(Error::new(format!(
                "{:?} is not one of \"image/jpeg\", \"image/png\", \"image/gif\", \"image/webp\"",
                other
            ))),
        }
    }
}

impl Encode for ImageSourceMediaType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ImageSourceMediaType);

/// Token and cost figures of the LLM call(s) behind one agent step. Every member is optional.
/// Counts have no lower bound here, as in Harbor; negative values are reported by rule
/// atif.metrics_negative.
#[derive(Debug, Clone, PartialEq)]
pub struct Metrics {
    /// All input tokens of the call(s), cached ones included.
    pub prompt_tokens: Option<Option<i64>>,
    /// Generated tokens, reasoning and tool-call tokens included.
    pub completion_tokens: Option<Option<i64>>,
    /// The part of prompt_tokens served from a prompt cache (rule
    /// atif.metrics_cached_within_prompt).
    pub cached_tokens: Option<Option<i64>>,
    /// Cost of the call(s) in US dollars, as computed by the producer.
    pub cost_usd: Option<Option<f64>>,
    /// Token ids of the full prompt, history included; as many as prompt_tokens (rule
    /// atif.token_arrays_length). Since ATIF v1.4.
    pub prompt_token_ids: Option<Option<Vec<i64>>>,
    /// Token ids of the completion; as many as completion_tokens. Since ATIF v1.3.
    pub completion_token_ids: Option<Option<Vec<i64>>>,
    /// Log probability of each completion token, aligned with completion_token_ids.
    pub logprobs: Option<Option<Vec<f64>>>,
    /// Provider-specific figures (for example reasoning_tokens, cache_creation_input_tokens); any
    /// JSON object. Such figures go here, not beside the standard members.
    pub extra: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
}

impl Decode for Metrics {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = Metrics {
            prompt_tokens: fields.optional("prompt_tokens")?,
            completion_tokens: fields.optional("completion_tokens")?,
            cached_tokens: fields.optional("cached_tokens")?,
            cost_usd: fields.optional("cost_usd")?,
            prompt_token_ids: fields.optional("prompt_token_ids")?,
            completion_token_ids: fields.optional("completion_token_ids")?,
            logprobs: fields.optional("logprobs")?,
            extra: fields.optional("extra")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for Metrics {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("prompt_tokens", &self.prompt_tokens);
        writer.put_opt("completion_tokens", &self.completion_tokens);
        writer.put_opt("cached_tokens", &self.cached_tokens);
        writer.put_opt("cost_usd", &self.cost_usd);
        writer.put_opt("prompt_token_ids", &self.prompt_token_ids);
        writer.put_opt("completion_token_ids", &self.completion_token_ids);
        writer.put_opt("logprobs", &self.logprobs);
        writer.put_opt("extra", &self.extra);
        writer.finish()
    }
}

crate::via_value!(Metrics);

/// What a step received back: one result per tool call or operation.
#[derive(Debug, Clone, PartialEq)]
pub struct Observation {
    /// The results, in the order received; may be empty.
    pub results: Vec<ObservationResult>,
}

impl Decode for Observation {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = Observation {
            results: fields.required("results")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for Observation {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("results", &self.results);
        writer.finish()
    }
}

crate::via_value!(Observation);

/// One result inside an observation. Every member is optional; an empty object is a valid result.
#[derive(Debug, Clone, PartialEq)]
pub struct ObservationResult {
    /// tool_call_id of the call in the same step that this result answers (rule
    /// atif.source_call_id_resolves); null or absent for a result that answers no tool call.
    pub source_call_id: Option<Option<String>>,
    /// The result: a string, or (since ATIF v1.6) an array of content parts; may be left out, for
    /// example when a subagent reference carries the result.
    pub content: Option<Option<ObservationResultContent>>,
    /// References to the trajectories of subagents that produced this result; always an array, even
    /// for one subagent.
    pub subagent_trajectory_ref: Option<Option<Vec<SubagentTrajectoryRef>>>,
    /// Producer-specific data about the result; any JSON object. Since ATIF v1.7.
    pub extra: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
}

impl Decode for ObservationResult {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ObservationResult {
            source_call_id: fields.optional("source_call_id")?,
            content: fields.optional("content")?,
            subagent_trajectory_ref: fields.optional("subagent_trajectory_ref")?,
            extra: fields.optional("extra")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ObservationResult {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("source_call_id", &self.source_call_id);
        writer.put_opt("content", &self.content);
        writer.put_opt("subagent_trajectory_ref", &self.subagent_trajectory_ref);
        writer.put_opt("extra", &self.extra);
        writer.finish()
    }
}

crate::via_value!(ObservationResult);

/// The result: a string, or (since ATIF v1.6) an array of content parts; may be left out, for
/// example when a subagent reference carries the result.
#[derive(Debug, Clone, PartialEq)]
pub enum ObservationResultContent {
    /// The result: a string, or (since ATIF v1.6) an array of content parts; may be left out, for
    /// example when a subagent reference carries the result.
    String(String),
    /// The result: a string, or (since ATIF v1.6) an array of content parts; may be left out, for
    /// example when a subagent reference carries the result.
    Array(Vec<ContentPart>),
}

impl Decode for ObservationResultContent {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <Vec<ContentPart>>::decode(value) {
            Ok(branch) => return Ok(Self::Array(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for ObservationResultContent {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Array(branch) => branch.encode(),
        }
    }
}

crate::via_value!(ObservationResultContent);

/// One step of a trajectory: a system, user or agent turn. model_name, reasoning_effort,
/// reasoning_content, tool_calls and metrics belong to agent steps only (rule
/// atif.agent_only_field).
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    /// Position of the step, counting from 1 (rule atif.step_id_sequential).
    pub step_id: i64,
    /// When the step happened, as an ISO 8601 text that Python's datetime.fromisoformat accepts
    /// once every Z is read as +00:00 (rule atif.timestamp_format; spec/atif/README.md lists the
    /// forms).
    pub timestamp: Option<Option<String>>,
    /// Who produced the step.
    pub source: StepSource,
    /// Model that produced this agent step; overrides agent.model_name.
    pub model_name: Option<Option<String>>,
    /// Reasoning effort requested for this agent step: a label such as low, or a number.
    pub reasoning_effort: Option<Option<StepReasoningEffort>>,
    /// What the step said: a string, or (since ATIF v1.6) an array of content parts. Both may be
    /// empty.
    pub message: StepMessage,
    /// The model's reasoning text for this agent step.
    pub reasoning_content: Option<Option<String>>,
    /// Tool calls the agent made in this step. Presence counts: an empty array on a non-agent step
    /// breaks rule atif.agent_only_field.
    pub tool_calls: Option<Option<Vec<ToolCall>>>,
    /// Results the step received: tool outputs, or on system steps the outcome of a system
    /// operation (system steps since ATIF v1.2).
    pub observation: Option<Option<Observation>>,
    /// Token and cost figures of the LLM call(s) behind this agent step.
    pub metrics: Option<Option<Metrics>>,
    /// Number of LLM calls this step stands for: 1 for one inference, more than 1 when metrics are
    /// aggregated, 0 on an agent step for a deterministic dispatch (then metrics and
    /// reasoning_content must be absent, rule atif.deterministic_step_fields); null when not
    /// tracked. Since ATIF v1.7.
    pub llm_call_count: Option<Option<i64>>,
    /// True when the step was copied from an earlier trajectory as context rather than happening in
    /// this one; consumers building training data leave such steps out.
    pub is_copied_context: Option<Option<bool>>,
    /// Producer-specific data about the step; any JSON object (for example the context_management
    /// convention on system steps).
    pub extra: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
}

impl Decode for Step {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = Step {
            step_id: fields.required("step_id")?,
            timestamp: fields.optional("timestamp")?,
            source: fields.required("source")?,
            model_name: fields.optional("model_name")?,
            reasoning_effort: fields.optional("reasoning_effort")?,
            message: fields.required("message")?,
            reasoning_content: fields.optional("reasoning_content")?,
            tool_calls: fields.optional("tool_calls")?,
            observation: fields.optional("observation")?,
            metrics: fields.optional("metrics")?,
            llm_call_count: fields.optional("llm_call_count")?,
            is_copied_context: fields.optional("is_copied_context")?,
            extra: fields.optional("extra")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for Step {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("step_id", &self.step_id);
        writer.put_opt("timestamp", &self.timestamp);
        writer.put("source", &self.source);
        writer.put_opt("model_name", &self.model_name);
        writer.put_opt("reasoning_effort", &self.reasoning_effort);
        writer.put("message", &self.message);
        writer.put_opt("reasoning_content", &self.reasoning_content);
        writer.put_opt("tool_calls", &self.tool_calls);
        writer.put_opt("observation", &self.observation);
        writer.put_opt("metrics", &self.metrics);
        writer.put_opt("llm_call_count", &self.llm_call_count);
        writer.put_opt("is_copied_context", &self.is_copied_context);
        writer.put_opt("extra", &self.extra);
        writer.finish()
    }
}

crate::via_value!(Step);

/// What the step said: a string, or (since ATIF v1.6) an array of content parts. Both may be empty.
#[derive(Debug, Clone, PartialEq)]
pub enum StepMessage {
    /// What the step said: a string, or (since ATIF v1.6) an array of content parts. Both may be
    /// empty.
    String(String),
    /// What the step said: a string, or (since ATIF v1.6) an array of content parts. Both may be
    /// empty.
    Array(Vec<ContentPart>),
}

impl Decode for StepMessage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <Vec<ContentPart>>::decode(value) {
            Ok(branch) => return Ok(Self::Array(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for StepMessage {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Array(branch) => branch.encode(),
        }
    }
}

crate::via_value!(StepMessage);

/// Reasoning effort requested for this agent step: a label such as low, or a number.
#[derive(Debug, Clone, PartialEq)]
pub enum StepReasoningEffort {
    /// Reasoning effort requested for this agent step: a label such as low, or a number.
    String(String),
    /// Reasoning effort requested for this agent step: a label such as low, or a number.
    Number(f64),
}

impl Decode for StepReasoningEffort {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <f64>::decode(value) {
            Ok(branch) => return Ok(Self::Number(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for StepReasoningEffort {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Number(branch) => branch.encode(),
        }
    }
}

crate::via_value!(StepReasoningEffort);

/// Who produced the step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StepSource {
    /// "system"
    System,
    /// "user"
    User,
    /// "agent"
    Agent,
}

impl StepSource {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::System => "system",
            Self::User => "user",
            Self::Agent => "agent",
        }
    }
}

impl Decode for StepSource {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "system" => Ok(Self::System),
            "user" => Ok(Self::User),
            "agent" => Ok(Self::Agent),
            other => Err(Error::new(format!(
                "{:?} is not one of \"system\", \"user\", \"agent\"",
                other
            ))),
        }
    }
}

impl Encode for StepSource {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(StepSource);

/// A pointer to a subagent's trajectory: embedded in the same document (trajectory_id) or stored
/// elsewhere (trajectory_path). From ATIF v1.7 at least one of the two is set (rule
/// atif.subagent_ref_resolvable).
#[derive(Debug, Clone, PartialEq)]
pub struct SubagentTrajectoryRef {
    /// trajectory_id of the subagent's trajectory, the key for finding it among the embedded
    /// subagent_trajectories (rule atif.subagent_ref_resolves). Since ATIF v1.7.
    pub trajectory_id: Option<Option<String>>,
    /// Where the subagent's trajectory is stored: a file path, a URL or another locator; not
    /// checked for form.
    pub trajectory_path: Option<Option<String>>,
    /// Session id of the subagent run, for information only: it is not a key for finding the
    /// trajectory. Required in ATIF v1.0 to v1.6, optional from v1.7.
    pub session_id: Option<Option<String>>,
    /// Producer-specific data about the reference; any JSON object.
    pub extra: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
}

impl Decode for SubagentTrajectoryRef {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = SubagentTrajectoryRef {
            trajectory_id: fields.optional("trajectory_id")?,
            trajectory_path: fields.optional("trajectory_path")?,
            session_id: fields.optional("session_id")?,
            extra: fields.optional("extra")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for SubagentTrajectoryRef {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("trajectory_id", &self.trajectory_id);
        writer.put_opt("trajectory_path", &self.trajectory_path);
        writer.put_opt("session_id", &self.session_id);
        writer.put_opt("extra", &self.extra);
        writer.finish()
    }
}

crate::via_value!(SubagentTrajectoryRef);

/// One tool (function) call made by an agent step.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolCall {
    /// Id of the call; observation results point at it with source_call_id. Meant to be unique
    /// within its step (rule atif.tool_call_id_duplicate).
    pub tool_call_id: String,
    /// Name of the tool called; may be empty.
    pub function_name: String,
    /// Arguments of the call as a JSON object (not a JSON-encoded string, not an array); may be
    /// empty.
    pub arguments: std::collections::BTreeMap<String, serde_json::Value>,
    /// Producer-specific data about the call; any JSON object. Since ATIF v1.7.
    pub extra: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
}

impl Decode for ToolCall {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ToolCall {
            tool_call_id: fields.required("tool_call_id")?,
            function_name: fields.required("function_name")?,
            arguments: fields.required("arguments")?,
            extra: fields.optional("extra")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ToolCall {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("tool_call_id", &self.tool_call_id);
        writer.put("function_name", &self.function_name);
        writer.put("arguments", &self.arguments);
        writer.put_opt("extra", &self.extra);
        writer.finish()
    }
}

crate::via_value!(ToolCall);

/// One ATIF v1.7 trajectory document: the agent that ran, its steps in order and, optionally,
/// aggregate metrics and embedded subagent trajectories. Every optional member may also be written
/// as null, which means the same as leaving it out. Cross-field rules (sequential step ids,
/// agent-only fields, tool-call references and more) are in spec/rules/atif.json.
#[derive(Debug, Clone, PartialEq)]
pub struct Trajectory {
    /// The ATIF version the document follows; this schema is for ATIF-v1.7. Documents declaring
    /// ATIF-v1.0 to ATIF-v1.6 are checked against the v1.7 schema plus the version table
    /// spec/atif/versions.json.
    pub schema_version: TrajectorySchemaVersion,
    /// Run-scoped id of the agent session. It may repeat across a parent, its subagents and
    /// continuations of the same run; it does not identify this document (trajectory_id does).
    /// Required in ATIF v1.0 to v1.6, optional from v1.7.
    pub session_id: Option<Option<String>>,
    /// Id of this trajectory document. Optional on a standalone document; required on every
    /// embedded subagent and unique among the siblings of one subagent_trajectories array (rules
    /// atif.subagent_trajectory_id_required and atif.subagent_trajectory_id_unique). Since ATIF
    /// v1.7.
    pub trajectory_id: Option<Option<String>>,
    /// The agent that produced the trajectory.
    pub agent: Agent,
    /// The steps in the order they happened; at least one. step_id of the i-th step (counting from
    /// 0) is i+1 (rule atif.step_id_sequential).
    pub steps: Vec<Step>,
    /// Free text for readers, for example an explanation of why final_metrics.total_steps differs
    /// from the number of steps.
    pub notes: Option<Option<String>>,
    /// Totals over the whole trajectory; null or absent when not reported.
    pub final_metrics: Option<Option<FinalMetrics>>,
    /// Reference (path, URL or other locator) of the document that continues this trajectory; not
    /// checked for form.
    pub continued_trajectory_ref: Option<Option<String>>,
    /// Producer-specific data about the trajectory; any JSON object. Since ATIF v1.1.
    pub extra: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
    /// Complete trajectories of subagents, embedded in this document. Each element is a full
    /// Trajectory of the same schema_version, checked with every rule on its own (its steps count
    /// again from 1). Since ATIF v1.7.
    pub subagent_trajectories: Option<Option<Vec<Box<Trajectory>>>>,
}

impl Decode for Trajectory {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = Trajectory {
            schema_version: fields.required("schema_version")?,
            session_id: fields.optional("session_id")?,
            trajectory_id: fields.optional("trajectory_id")?,
            agent: fields.required("agent")?,
            steps: fields.required("steps")?,
            notes: fields.optional("notes")?,
            final_metrics: fields.optional("final_metrics")?,
            continued_trajectory_ref: fields.optional("continued_trajectory_ref")?,
            extra: fields.optional("extra")?,
            subagent_trajectories: fields.optional("subagent_trajectories")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for Trajectory {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("schema_version", &self.schema_version);
        writer.put_opt("session_id", &self.session_id);
        writer.put_opt("trajectory_id", &self.trajectory_id);
        writer.put("agent", &self.agent);
        writer.put("steps", &self.steps);
        writer.put_opt("notes", &self.notes);
        writer.put_opt("final_metrics", &self.final_metrics);
        writer.put_opt("continued_trajectory_ref", &self.continued_trajectory_ref);
        writer.put_opt("extra", &self.extra);
        writer.put_opt("subagent_trajectories", &self.subagent_trajectories);
        writer.finish()
    }
}

crate::via_value!(Trajectory);

/// The ATIF version the document follows; this schema is for ATIF-v1.7. Documents declaring
/// ATIF-v1.0 to ATIF-v1.6 are checked against the v1.7 schema plus the version table
/// spec/atif/versions.json.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TrajectorySchemaVersion {
    /// "ATIF-v1.7"
    ATIFV17,
}

impl TrajectorySchemaVersion {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ATIFV17 => "ATIF-v1.7",
        }
    }
}

impl Decode for TrajectorySchemaVersion {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "ATIF-v1.7" => Ok(Self::ATIFV17),
            other => Err(Error::new(format!(
                "{:?} is not one of \"ATIF-v1.7\"",
                other
            ))),
        }
    }
}

impl Encode for TrajectorySchemaVersion {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(TrajectorySchemaVersion);
