// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

//! The models of the evidence 1.0 schemas.

use crate::jsonmodel::{self, Decode, Encode, Error};

/// Tools made available to the model part-way through the conversation. Open: keys beyond those
/// listed are kept, as the Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct AdditionalToolsItem {
    /// Item tag.
    pub r#type: AdditionalToolsItemType,
    /// Author of the item; always developer.
    pub role: AdditionalToolsItemRole,
    /// The tools added.
    pub tools: Vec<std::collections::BTreeMap<String, serde_json::Value>>,
    /// The unique ID of this additional tools item.
    pub id: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for AdditionalToolsItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = AdditionalToolsItem {
            r#type: fields.required("type")?,
            role: fields.required("role")?,
            tools: fields.required("tools")?,
            id: fields.optional("id")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for AdditionalToolsItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("role", &self.role);
        writer.put("tools", &self.tools);
        writer.put_opt("id", &self.id);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(AdditionalToolsItem);

/// Author of the item; always developer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AdditionalToolsItemRole {
    /// "developer"
    Developer,
}

impl AdditionalToolsItemRole {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Developer => "developer",
        }
    }
}

impl Decode for AdditionalToolsItemRole {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "developer" => Ok(Self::Developer),
            other => Err(Error::new(format!(
                "{:?} is not one of \"developer\"",
                other
            ))),
        }
    }
}

impl Encode for AdditionalToolsItemRole {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(AdditionalToolsItemRole);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AdditionalToolsItemType {
    /// "additional_tools"
    AdditionalTools,
}

impl AdditionalToolsItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::AdditionalTools => "additional_tools",
        }
    }
}

impl Decode for AdditionalToolsItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "additional_tools" => Ok(Self::AdditionalTools),
            other => Err(Error::new(format!(
                "{:?} is not one of \"additional_tools\"",
                other
            ))),
        }
    }
}

impl Encode for AdditionalToolsItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(AdditionalToolsItemType);

/// The coverage of the rows of one agent.
#[derive(Debug, Clone, PartialEq)]
pub struct AgentCoverage {
    /// The rows' agent_ref.name; null for rows without a non-empty string agent_ref.name.
    pub agent: Option<String>,
    /// Rows of this agent.
    pub rows: i64,
    /// Per criterion id, in the order of the criteria.
    pub criteria: std::collections::BTreeMap<String, CriterionCoverage>,
}

impl Decode for AgentCoverage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = AgentCoverage {
            agent: fields.required("agent")?,
            rows: fields.required("rows")?,
            criteria: fields.required("criteria")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for AgentCoverage {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("agent", &self.agent);
        writer.put("rows", &self.rows);
        writer.put("criteria", &self.criteria);
        writer.finish()
    }
}

crate::via_value!(AgentCoverage);

/// One run of an agent (the root agent or a subagent): its outcome, the model calls it owns and its
/// model-visible conversation.
#[derive(Debug, Clone, PartialEq)]
pub struct AgentInvocation {
    /// Record tag of an invocation.
    pub kind: AgentInvocationKind,
    /// Stable id of the invocation, unique within its bundle or trajectory.
    pub invocation_id: String,
    /// Invocation that spawned this one; null for a root invocation. It may name an invocation that
    /// is not part of the document.
    pub parent_invocation_id: Option<Option<String>>,
    /// Tool call of the parent invocation that spawned this one, when known.
    pub spawned_by_tool_call_id: Option<Option<String>>,
    /// Outcome of the invocation; unknown when it was not observed.
    pub status: Option<AgentInvocationStatus>,
    /// Wall-clock duration of the invocation in milliseconds.
    pub duration_ms: Option<Option<f64>>,
    /// Class or category of the error that ended the invocation, if any.
    pub error_type: Option<Option<String>>,
    /// Model calls this invocation made; list order follows the producer.
    pub model_calls: Option<Vec<ModelCallRef>>,
    /// Model-visible history of the invocation as Responses-API items, tool calls and their outputs
    /// included.
    pub conversation: Option<Vec<ConversationItem>>,
}

impl Decode for AgentInvocation {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = AgentInvocation {
            kind: fields.required("kind")?,
            invocation_id: fields.required("invocation_id")?,
            parent_invocation_id: fields.optional("parent_invocation_id")?,
            spawned_by_tool_call_id: fields.optional("spawned_by_tool_call_id")?,
            status: fields.optional("status")?,
            duration_ms: fields.optional("duration_ms")?,
            error_type: fields.optional("error_type")?,
            model_calls: fields.optional("model_calls")?,
            conversation: fields.optional("conversation")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for AgentInvocation {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("kind", &self.kind);
        writer.put("invocation_id", &self.invocation_id);
        writer.put_opt("parent_invocation_id", &self.parent_invocation_id);
        writer.put_opt("spawned_by_tool_call_id", &self.spawned_by_tool_call_id);
        writer.put_opt("status", &self.status);
        writer.put_opt("duration_ms", &self.duration_ms);
        writer.put_opt("error_type", &self.error_type);
        writer.put_opt("model_calls", &self.model_calls);
        writer.put_opt("conversation", &self.conversation);
        writer.finish()
    }
}

crate::via_value!(AgentInvocation);

/// Record tag of an invocation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AgentInvocationKind {
    /// "agent_invocation"
    AgentInvocation,
}

impl AgentInvocationKind {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::AgentInvocation => "agent_invocation",
        }
    }
}

impl Decode for AgentInvocationKind {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "agent_invocation" => Ok(Self::AgentInvocation),
            other => Err(Error::new(format!(
                "{:?} is not one of \"agent_invocation\"",
                other
            ))),
        }
    }
}

impl Encode for AgentInvocationKind {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(AgentInvocationKind);

/// Outcome of the invocation; unknown when it was not observed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AgentInvocationStatus {
    /// "completed"
    Completed,
    /// "failed"
    Failed,
    /// "incomplete"
    Incomplete,
    /// "unknown"
    Unknown,
}

impl AgentInvocationStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Completed => "completed",
            Self::Failed => "failed",
            Self::Incomplete => "incomplete",
            Self::Unknown => "unknown",
        }
    }
}

impl Decode for AgentInvocationStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "completed" => Ok(Self::Completed),
            "failed" => Ok(Self::Failed),
            "incomplete" => Ok(Self::Incomplete),
            "unknown" => Ok(Self::Unknown),
            other => Err(Error::new(format!(
                "{:?} is not one of \"completed\", \"failed\", \"incomplete\", \"unknown\"",
                other
            ))),
        }
    }
}

impl Encode for AgentInvocationStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(AgentInvocationStatus);

/// Everything an agent harness observed about one rollout (ng_agent_observations): invocation,
/// tool, compaction and sandbox records plus gaps for what it could not observe.
#[derive(Debug, Clone, PartialEq)]
pub struct AgentObservationBundle {
    /// Name of the producer that wrote the bundle, for example claude_code.
    pub source: String,
    /// Observation records; their order carries no meaning.
    pub records: Option<Vec<AgentObservationRecord>>,
    /// Evidence the producer could not observe.
    pub gaps: Option<Vec<ObservationGap>>,
}

impl Decode for AgentObservationBundle {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = AgentObservationBundle {
            source: fields.required("source")?,
            records: fields.optional("records")?,
            gaps: fields.optional("gaps")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for AgentObservationBundle {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("source", &self.source);
        writer.put_opt("records", &self.records);
        writer.put_opt("gaps", &self.gaps);
        writer.finish()
    }
}

crate::via_value!(AgentObservationBundle);

/// One record of an observation bundle, tagged by kind.
#[derive(Debug, Clone, PartialEq)]
pub enum AgentObservationRecord {
    /// The AgentInvocation alternative.
    AgentInvocation(AgentInvocation),
    /// The ToolCallObservation alternative.
    ToolCallObservation(ToolCallObservation),
    /// The ContextCompactionObservation alternative.
    ContextCompactionObservation(ContextCompactionObservation),
    /// The SandboxObservation alternative.
    SandboxObservation(SandboxObservation),
}

impl Decode for AgentObservationRecord {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <AgentInvocation>::decode(value) {
            Ok(branch) => return Ok(Self::AgentInvocation(branch)),
            Err(error) => errors.push(error),
        }
        match <ToolCallObservation>::decode(value) {
            Ok(branch) => return Ok(Self::ToolCallObservation(branch)),
            Err(error) => errors.push(error),
        }
        match <ContextCompactionObservation>::decode(value) {
            Ok(branch) => return Ok(Self::ContextCompactionObservation(branch)),
            Err(error) => errors.push(error),
        }
        match <SandboxObservation>::decode(value) {
            Ok(branch) => return Ok(Self::SandboxObservation(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for AgentObservationRecord {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::AgentInvocation(branch) => branch.encode(),
            Self::ToolCallObservation(branch) => branch.encode(),
            Self::ContextCompactionObservation(branch) => branch.encode(),
            Self::SandboxObservation(branch) => branch.encode(),
        }
    }
}

crate::via_value!(AgentObservationRecord);

/// Names the agent server that ran a rollout. Open to further keys such as the server type.
#[derive(Debug, Clone, PartialEq)]
pub struct AgentRef {
    /// Instance name of the agent server.
    pub name: String,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for AgentRef {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = AgentRef {
            name: fields.required("name")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for AgentRef {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("name", &self.name);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(AgentRef);

/// A file patch requested by the model. Open: keys beyond those listed are kept, as the Responses
/// vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct ApplyPatchCallItem {
    /// Item tag.
    pub r#type: ApplyPatchCallItemType,
    /// Provider id of the item.
    pub id: String,
    /// Id that pairs the patch with its output.
    pub call_id: String,
    /// The patch operation.
    pub operation: ApplyPatchCallItemOperation,
    /// Progress of the patch.
    pub status: ApplyPatchCallItemStatus,
    /// The ID of the entity that created this tool call.
    pub created_by: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ApplyPatchCallItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ApplyPatchCallItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            call_id: fields.required("call_id")?,
            operation: fields.required("operation")?,
            status: fields.required("status")?,
            created_by: fields.optional("created_by")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ApplyPatchCallItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put("call_id", &self.call_id);
        writer.put("operation", &self.operation);
        writer.put("status", &self.status);
        writer.put_opt("created_by", &self.created_by);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ApplyPatchCallItem);

/// The patch operation.
#[derive(Debug, Clone, PartialEq)]
pub enum ApplyPatchCallItemOperation {
    /// The ApplyPatchCallOperationCreateFile alternative.
    ApplyPatchCallOperationCreateFile(ApplyPatchCallOperationCreateFile),
    /// The ApplyPatchCallOperationDeleteFile alternative.
    ApplyPatchCallOperationDeleteFile(ApplyPatchCallOperationDeleteFile),
    /// The ApplyPatchCallOperationUpdateFile alternative.
    ApplyPatchCallOperationUpdateFile(ApplyPatchCallOperationUpdateFile),
}

impl Decode for ApplyPatchCallItemOperation {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <ApplyPatchCallOperationCreateFile>::decode(value) {
            Ok(branch) => return Ok(Self::ApplyPatchCallOperationCreateFile(branch)),
            Err(error) => errors.push(error),
        }
        match <ApplyPatchCallOperationDeleteFile>::decode(value) {
            Ok(branch) => return Ok(Self::ApplyPatchCallOperationDeleteFile(branch)),
            Err(error) => errors.push(error),
        }
        match <ApplyPatchCallOperationUpdateFile>::decode(value) {
            Ok(branch) => return Ok(Self::ApplyPatchCallOperationUpdateFile(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for ApplyPatchCallItemOperation {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::ApplyPatchCallOperationCreateFile(branch) => branch.encode(),
            Self::ApplyPatchCallOperationDeleteFile(branch) => branch.encode(),
            Self::ApplyPatchCallOperationUpdateFile(branch) => branch.encode(),
        }
    }
}

crate::via_value!(ApplyPatchCallItemOperation);

/// Progress of the patch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ApplyPatchCallItemStatus {
    /// "in_progress"
    InProgress,
    /// "completed"
    Completed,
}

impl ApplyPatchCallItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
        }
    }
}

impl Decode for ApplyPatchCallItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "completed" => Ok(Self::Completed),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"completed\"",
                other
            ))),
        }
    }
}

impl Encode for ApplyPatchCallItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ApplyPatchCallItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ApplyPatchCallItemType {
    /// "apply_patch_call"
    ApplyPatchCall,
}

impl ApplyPatchCallItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ApplyPatchCall => "apply_patch_call",
        }
    }
}

impl Decode for ApplyPatchCallItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "apply_patch_call" => Ok(Self::ApplyPatchCall),
            other => Err(Error::new(format!(
                "{:?} is not one of \"apply_patch_call\"",
                other
            ))),
        }
    }
}

impl Encode for ApplyPatchCallItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ApplyPatchCallItemType);

/// Instruction describing how to create a file via the apply_patch tool.
#[derive(Debug, Clone, PartialEq)]
pub struct ApplyPatchCallOperationCreateFile {
    /// Diff to apply.
    pub diff: String,
    /// Path of the file to create.
    pub path: String,
    /// Create a new file with the provided diff.
    pub r#type: ApplyPatchCallOperationCreateFileType,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ApplyPatchCallOperationCreateFile {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ApplyPatchCallOperationCreateFile {
            diff: fields.required("diff")?,
            path: fields.required("path")?,
            r#type: fields.required("type")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ApplyPatchCallOperationCreateFile {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("diff", &self.diff);
        writer.put("path", &self.path);
        writer.put("type", &self.r#type);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ApplyPatchCallOperationCreateFile);

/// Create a new file with the provided diff.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ApplyPatchCallOperationCreateFileType {
    /// "create_file"
    CreateFile,
}

impl ApplyPatchCallOperationCreateFileType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::CreateFile => "create_file",
        }
    }
}

impl Decode for ApplyPatchCallOperationCreateFileType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "create_file" => Ok(Self::CreateFile),
            other => Err(Error::new(format!(
                "{:?} is not one of \"create_file\"",
                other
            ))),
        }
    }
}

impl Encode for ApplyPatchCallOperationCreateFileType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ApplyPatchCallOperationCreateFileType);

/// Instruction describing how to delete a file via the apply_patch tool.
#[derive(Debug, Clone, PartialEq)]
pub struct ApplyPatchCallOperationDeleteFile {
    /// Path of the file to delete.
    pub path: String,
    /// Delete the specified file.
    pub r#type: ApplyPatchCallOperationDeleteFileType,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ApplyPatchCallOperationDeleteFile {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ApplyPatchCallOperationDeleteFile {
            path: fields.required("path")?,
            r#type: fields.required("type")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ApplyPatchCallOperationDeleteFile {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("path", &self.path);
        writer.put("type", &self.r#type);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ApplyPatchCallOperationDeleteFile);

/// Delete the specified file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ApplyPatchCallOperationDeleteFileType {
    /// "delete_file"
    DeleteFile,
}

impl ApplyPatchCallOperationDeleteFileType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::DeleteFile => "delete_file",
        }
    }
}

impl Decode for ApplyPatchCallOperationDeleteFileType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "delete_file" => Ok(Self::DeleteFile),
            other => Err(Error::new(format!(
                "{:?} is not one of \"delete_file\"",
                other
            ))),
        }
    }
}

impl Encode for ApplyPatchCallOperationDeleteFileType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ApplyPatchCallOperationDeleteFileType);

/// Instruction describing how to update a file via the apply_patch tool.
#[derive(Debug, Clone, PartialEq)]
pub struct ApplyPatchCallOperationUpdateFile {
    /// Diff to apply.
    pub diff: String,
    /// Path of the file to update.
    pub path: String,
    /// Update an existing file with the provided diff.
    pub r#type: ApplyPatchCallOperationUpdateFileType,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ApplyPatchCallOperationUpdateFile {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ApplyPatchCallOperationUpdateFile {
            diff: fields.required("diff")?,
            path: fields.required("path")?,
            r#type: fields.required("type")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ApplyPatchCallOperationUpdateFile {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("diff", &self.diff);
        writer.put("path", &self.path);
        writer.put("type", &self.r#type);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ApplyPatchCallOperationUpdateFile);

/// Update an existing file with the provided diff.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ApplyPatchCallOperationUpdateFileType {
    /// "update_file"
    UpdateFile,
}

impl ApplyPatchCallOperationUpdateFileType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::UpdateFile => "update_file",
        }
    }
}

impl Decode for ApplyPatchCallOperationUpdateFileType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "update_file" => Ok(Self::UpdateFile),
            other => Err(Error::new(format!(
                "{:?} is not one of \"update_file\"",
                other
            ))),
        }
    }
}

impl Encode for ApplyPatchCallOperationUpdateFileType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ApplyPatchCallOperationUpdateFileType);

/// The result of applying a patch. Open: keys beyond those listed are kept, as the Responses
/// vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct ApplyPatchCallOutputItem {
    /// Item tag.
    pub r#type: ApplyPatchCallOutputItemType,
    /// Provider id of the item.
    pub id: String,
    /// Call id of the apply_patch_call this output answers.
    pub call_id: String,
    /// Whether the patch applied.
    pub status: ApplyPatchCallOutputItemStatus,
    /// The ID of the entity that created this tool call output.
    pub created_by: Option<Option<String>>,
    /// Optional textual output returned by the apply patch tool.
    pub output: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ApplyPatchCallOutputItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ApplyPatchCallOutputItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            call_id: fields.required("call_id")?,
            status: fields.required("status")?,
            created_by: fields.optional("created_by")?,
            output: fields.optional("output")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ApplyPatchCallOutputItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put("call_id", &self.call_id);
        writer.put("status", &self.status);
        writer.put_opt("created_by", &self.created_by);
        writer.put_opt("output", &self.output);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ApplyPatchCallOutputItem);

/// Whether the patch applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ApplyPatchCallOutputItemStatus {
    /// "completed"
    Completed,
    /// "failed"
    Failed,
}

impl ApplyPatchCallOutputItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Completed => "completed",
            Self::Failed => "failed",
        }
    }
}

impl Decode for ApplyPatchCallOutputItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "completed" => Ok(Self::Completed),
            "failed" => Ok(Self::Failed),
            other => Err(Error::new(format!(
                "{:?} is not one of \"completed\", \"failed\"",
                other
            ))),
        }
    }
}

impl Encode for ApplyPatchCallOutputItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ApplyPatchCallOutputItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ApplyPatchCallOutputItemType {
    /// "apply_patch_call_output"
    ApplyPatchCallOutput,
}

impl ApplyPatchCallOutputItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ApplyPatchCallOutput => "apply_patch_call_output",
        }
    }
}

impl Decode for ApplyPatchCallOutputItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "apply_patch_call_output" => Ok(Self::ApplyPatchCallOutput),
            other => Err(Error::new(format!(
                "{:?} is not one of \"apply_patch_call_output\"",
                other
            ))),
        }
    }
}

impl Encode for ApplyPatchCallOutputItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ApplyPatchCallOutputItemType);

/// rollouts-\<shard>_batch_status.json: the saved progress of a shard, written in the same commit as
/// its rows. Each try (a pair of task and rollout indices of the materialized inputs) counts once:
/// completed when the shard holds its rollout, else failed when the sidecar holds a failed attempt
/// of it, else omitted when it holds only omitted rows, else missing; completed + failed + omitted
/// + missing = tries.
#[derive(Debug, Clone, PartialEq)]
pub struct BatchStatus {
    /// Version of the batch-status format.
    pub schema_version: BatchStatusSchemaVersion,
    /// The shard label.
    pub shard: String,
    /// The shard's run id.
    pub run_id: String,
    /// in_progress: an intermediate commit of a recorder that is still open (or died); closed: the
    /// recorder's final commit.
    pub state: BatchStatusState,
    /// Attempts after which a failed try is not dispatched again.
    pub max_attempts: i64,
    /// Tries the shard is meant to hold (lines of the materialized inputs).
    pub tries: i64,
    /// Tries whose rollout the shard holds.
    pub completed: i64,
    /// Tries without a rollout that have at least one failed attempt in the sidecar.
    pub failed: i64,
    /// Failed tries with a terminal failure: never dispatched again.
    pub failed_terminal: i64,
    /// Failed tries, not terminal, whose attempts reached max_attempts.
    pub failed_exhausted: i64,
    /// Tries with only omitted rows (interrupted or never started).
    pub omitted: i64,
    /// Tries with no row at all.
    pub missing: i64,
    /// Tries a resume still dispatches: failed but neither terminal nor exhausted, omitted, or
    /// missing.
    pub remaining: i64,
    /// Failed attempts in the sidecar (omitted rows are not attempts).
    pub attempts: i64,
    /// Sidecar rows per _ng_failure_class, omitted rows included.
    pub failures_by_class: std::collections::BTreeMap<String, i64>,
}

impl Decode for BatchStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = BatchStatus {
            schema_version: fields.required("schema_version")?,
            shard: fields.required("shard")?,
            run_id: fields.required("run_id")?,
            state: fields.required("state")?,
            max_attempts: fields.required("max_attempts")?,
            tries: fields.required("tries")?,
            completed: fields.required("completed")?,
            failed: fields.required("failed")?,
            failed_terminal: fields.required("failed_terminal")?,
            failed_exhausted: fields.required("failed_exhausted")?,
            omitted: fields.required("omitted")?,
            missing: fields.required("missing")?,
            remaining: fields.required("remaining")?,
            attempts: fields.required("attempts")?,
            failures_by_class: fields.required("failures_by_class")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for BatchStatus {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("schema_version", &self.schema_version);
        writer.put("shard", &self.shard);
        writer.put("run_id", &self.run_id);
        writer.put("state", &self.state);
        writer.put("max_attempts", &self.max_attempts);
        writer.put("tries", &self.tries);
        writer.put("completed", &self.completed);
        writer.put("failed", &self.failed);
        writer.put("failed_terminal", &self.failed_terminal);
        writer.put("failed_exhausted", &self.failed_exhausted);
        writer.put("omitted", &self.omitted);
        writer.put("missing", &self.missing);
        writer.put("remaining", &self.remaining);
        writer.put("attempts", &self.attempts);
        writer.put("failures_by_class", &self.failures_by_class);
        writer.finish()
    }
}

crate::via_value!(BatchStatus);

/// Version of the batch-status format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BatchStatusSchemaVersion {
    /// "1.0"
    N10,
}

impl BatchStatusSchemaVersion {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::N10 => "1.0",
        }
    }
}

impl Decode for BatchStatusSchemaVersion {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "1.0" => Ok(Self::N10),
            other => Err(Error::new(format!("{:?} is not one of \"1.0\"", other))),
        }
    }
}

impl Encode for BatchStatusSchemaVersion {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(BatchStatusSchemaVersion);

/// in_progress: an intermediate commit of a recorder that is still open (or died); closed: the
/// recorder's final commit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BatchStatusState {
    /// "in_progress"
    InProgress,
    /// "closed"
    Closed,
}

impl BatchStatusState {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Closed => "closed",
        }
    }
}

impl Decode for BatchStatusState {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "closed" => Ok(Self::Closed),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"closed\"",
                other
            ))),
        }
    }
}

impl Encode for BatchStatusState {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(BatchStatusState);

/// One line of a \<rollout_id>.capture.jsonl file: a model call exchange as the model server
/// recorded it.
#[derive(Debug, Clone, PartialEq)]
pub struct CaptureExchange {
    /// Id the model server assigned to the exchange (a fresh 32-character lowercase hex id in Gym).
    pub model_call_id: String,
    /// API dialect of the endpoint called: Responses, Chat Completions or Anthropic Messages.
    pub dialect: CaptureExchangeDialect,
    /// Model server that recorded the exchange; null when the server has no name.
    pub model_ref: Option<ModelServerRef>,
    /// When the request was received, in UTC seconds since the Unix epoch.
    pub started_at: f64,
    /// When the response was complete, in UTC seconds since the Unix epoch.
    pub completed_at: f64,
    /// Total latency of the exchange in milliseconds.
    pub latency_ms: f64,
    /// Milliseconds to the first non-keepalive byte of the response body; null when none arrived.
    pub latency_ttft_ms: Option<f64>,
    /// HTTP status code returned to the agent; null when no response was produced.
    pub status_code: Option<i64>,
    /// Coarse classification of a failed exchange, or null when it succeeded.
    pub error_category: Option<String>,
    /// Request body parsed as a JSON object; null when it was not one.
    pub request: Option<std::collections::BTreeMap<String, serde_json::Value>>,
    /// Response body parsed (or reassembled from a stream) as a JSON object; null when that was
    /// impossible.
    pub response: Option<std::collections::BTreeMap<String, serde_json::Value>>,
    /// Session id the agent sent in its session header, when it sent exactly one non-empty value.
    pub client_session_id: Option<String>,
    /// Whether the model server forwarded the request upstream; written only by servers that record
    /// an execution outcome.
    pub upstream_attempted: Option<Option<bool>>,
    /// Whether the response came from upstream or was produced by the model server.
    pub response_source: Option<Option<CaptureExchangeResponseSource>>,
    /// HTTP status code the upstream provider returned.
    pub upstream_status_code: Option<Option<i64>>,
    /// Why the model server answered locally.
    pub local_response_reason: Option<Option<String>>,
    /// Raw request body, written when it was not a JSON object.
    pub request_raw: Option<String>,
    /// Raw response body, written for streams and for bodies that could not be parsed as an object.
    pub response_raw: Option<String>,
}

impl Decode for CaptureExchange {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CaptureExchange {
            model_call_id: fields.required("model_call_id")?,
            dialect: fields.required("dialect")?,
            model_ref: fields.required("model_ref")?,
            started_at: fields.required("started_at")?,
            completed_at: fields.required("completed_at")?,
            latency_ms: fields.required("latency_ms")?,
            latency_ttft_ms: fields.required("latency_ttft_ms")?,
            status_code: fields.required("status_code")?,
            error_category: fields.required("error_category")?,
            request: fields.required("request")?,
            response: fields.required("response")?,
            client_session_id: fields.optional("client_session_id")?,
            upstream_attempted: fields.optional("upstream_attempted")?,
            response_source: fields.optional("response_source")?,
            upstream_status_code: fields.optional("upstream_status_code")?,
            local_response_reason: fields.optional("local_response_reason")?,
            request_raw: fields.optional("request_raw")?,
            response_raw: fields.optional("response_raw")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for CaptureExchange {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("model_call_id", &self.model_call_id);
        writer.put("dialect", &self.dialect);
        writer.put("model_ref", &self.model_ref);
        writer.put("started_at", &self.started_at);
        writer.put("completed_at", &self.completed_at);
        writer.put("latency_ms", &self.latency_ms);
        writer.put("latency_ttft_ms", &self.latency_ttft_ms);
        writer.put("status_code", &self.status_code);
        writer.put("error_category", &self.error_category);
        writer.put("request", &self.request);
        writer.put("response", &self.response);
        writer.put_opt("client_session_id", &self.client_session_id);
        writer.put_opt("upstream_attempted", &self.upstream_attempted);
        writer.put_opt("response_source", &self.response_source);
        writer.put_opt("upstream_status_code", &self.upstream_status_code);
        writer.put_opt("local_response_reason", &self.local_response_reason);
        writer.put_opt("request_raw", &self.request_raw);
        writer.put_opt("response_raw", &self.response_raw);
        writer.finish()
    }
}

crate::via_value!(CaptureExchange);

/// API dialect of the endpoint called: Responses, Chat Completions or Anthropic Messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CaptureExchangeDialect {
    /// "responses"
    Responses,
    /// "chat"
    Chat,
    /// "messages"
    Messages,
}

impl CaptureExchangeDialect {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Responses => "responses",
            Self::Chat => "chat",
            Self::Messages => "messages",
        }
    }
}

impl Decode for CaptureExchangeDialect {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "responses" => Ok(Self::Responses),
            "chat" => Ok(Self::Chat),
            "messages" => Ok(Self::Messages),
            other => Err(Error::new(format!(
                "{:?} is not one of \"responses\", \"chat\", \"messages\"",
                other
            ))),
        }
    }
}

impl Encode for CaptureExchangeDialect {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(CaptureExchangeDialect);

/// Whether the response came from upstream or was produced by the model server.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CaptureExchangeResponseSource {
    /// "upstream"
    Upstream,
    /// "local"
    Local,
}

impl CaptureExchangeResponseSource {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Upstream => "upstream",
            Self::Local => "local",
        }
    }
}

impl Decode for CaptureExchangeResponseSource {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "upstream" => Ok(Self::Upstream),
            "local" => Ok(Self::Local),
            other => Err(Error::new(format!(
                "{:?} is not one of \"upstream\", \"local\"",
                other
            ))),
        }
    }
}

impl Encode for CaptureExchangeResponseSource {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(CaptureExchangeResponseSource);

/// Totals over the captured calls of one rollout.
#[derive(Debug, Clone, PartialEq)]
pub struct CaptureMetrics {
    /// Input tokens. Sum over the calls that reported it; null when none did.
    pub tokens_in: Option<Option<i64>>,
    /// Generated tokens. Sum over the calls that reported it; null when none did.
    pub tokens_out: Option<Option<i64>>,
    /// Reasoning tokens. Sum over the calls that reported it; null when none did.
    pub tokens_reasoning: Option<Option<i64>>,
    /// Total tokens. Sum over the calls that reported it; null when none did.
    pub tokens_total: Option<Option<i64>>,
    /// Cached input tokens. Sum over the calls that reported it; null when none did.
    pub cached_tokens: Option<Option<i64>>,
    /// Call latency in milliseconds. Sum over the calls that reported it; null when none did.
    pub latency_total_ms: Option<Option<f64>>,
    /// Number of captured calls, failed calls included.
    pub num_calls: Option<i64>,
}

impl Decode for CaptureMetrics {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CaptureMetrics {
            tokens_in: fields.optional("tokens_in")?,
            tokens_out: fields.optional("tokens_out")?,
            tokens_reasoning: fields.optional("tokens_reasoning")?,
            tokens_total: fields.optional("tokens_total")?,
            cached_tokens: fields.optional("cached_tokens")?,
            latency_total_ms: fields.optional("latency_total_ms")?,
            num_calls: fields.optional("num_calls")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for CaptureMetrics {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("tokens_in", &self.tokens_in);
        writer.put_opt("tokens_out", &self.tokens_out);
        writer.put_opt("tokens_reasoning", &self.tokens_reasoning);
        writer.put_opt("tokens_total", &self.tokens_total);
        writer.put_opt("cached_tokens", &self.cached_tokens);
        writer.put_opt("latency_total_ms", &self.latency_total_ms);
        writer.put_opt("num_calls", &self.num_calls);
        writer.finish()
    }
}

crate::via_value!(CaptureMetrics);

/// A tool call found in a captured response, normalized across dialects.
#[derive(Debug, Clone, PartialEq)]
pub struct CapturedToolCall {
    /// Call id of the tool call (the item id when the response gave no call id).
    pub call_id: String,
    /// Name of the tool.
    pub name: String,
    /// Arguments parsed as a JSON object; text that could not be parsed is kept under the key _raw.
    pub arguments: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for CapturedToolCall {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CapturedToolCall {
            call_id: fields.required("call_id")?,
            name: fields.required("name")?,
            arguments: fields.required("arguments")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for CapturedToolCall {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("call_id", &self.call_id);
        writer.put("name", &self.name);
        writer.put("arguments", &self.arguments);
        writer.finish()
    }
}

crate::via_value!(CapturedToolCall);

/// How far one check got: evaluated + unobserved + ignored is the number of records (rollout
/// checks) or tasks (task checks).
#[derive(Debug, Clone, PartialEq)]
pub struct CheckCoverage {
    /// Records or tasks the check judged.
    pub evaluated: i64,
    /// Records or tasks the check could not judge.
    pub unobserved: i64,
    /// Records or tasks where the check was ignored.
    pub ignored: i64,
    /// Records or tasks with at least one finding of the check.
    pub flagged: i64,
}

impl Decode for CheckCoverage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CheckCoverage {
            evaluated: fields.required("evaluated")?,
            unobserved: fields.required("unobserved")?,
            ignored: fields.required("ignored")?,
            flagged: fields.required("flagged")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for CheckCoverage {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("evaluated", &self.evaluated);
        writer.put("unobserved", &self.unobserved);
        writer.put("ignored", &self.ignored);
        writer.put("flagged", &self.flagged);
        writer.finish()
    }
}

crate::via_value!(CheckCoverage);

/// A hosted code-interpreter run. Open: keys beyond those listed are kept, as the Responses
/// vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct CodeInterpreterCallItem {
    /// Item tag.
    pub r#type: CodeInterpreterCallItemType,
    /// Provider id of the item.
    pub id: String,
    /// The code to run, or null if not available.
    pub code: Option<Option<String>>,
    /// Container the code ran in.
    pub container_id: String,
    /// The outputs generated by the code interpreter, such as logs or images. Can be null if no
    /// outputs are available.
    pub outputs: Option<Option<Vec<CodeInterpreterCallItemOutputsItem>>>,
    /// Progress of the run.
    pub status: CodeInterpreterCallItemStatus,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for CodeInterpreterCallItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CodeInterpreterCallItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            code: fields.optional("code")?,
            container_id: fields.required("container_id")?,
            outputs: fields.optional("outputs")?,
            status: fields.required("status")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for CodeInterpreterCallItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put_opt("code", &self.code);
        writer.put("container_id", &self.container_id);
        writer.put_opt("outputs", &self.outputs);
        writer.put("status", &self.status);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(CodeInterpreterCallItem);

/// CodeInterpreterCallItemOutputsItem (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub enum CodeInterpreterCallItemOutputsItem {
    /// The CodeInterpreterCallOutputLogs alternative.
    CodeInterpreterCallOutputLogs(CodeInterpreterCallOutputLogs),
    /// The CodeInterpreterCallOutputImage alternative.
    CodeInterpreterCallOutputImage(CodeInterpreterCallOutputImage),
}

impl Decode for CodeInterpreterCallItemOutputsItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <CodeInterpreterCallOutputLogs>::decode(value) {
            Ok(branch) => return Ok(Self::CodeInterpreterCallOutputLogs(branch)),
            Err(error) => errors.push(error),
        }
        match <CodeInterpreterCallOutputImage>::decode(value) {
            Ok(branch) => return Ok(Self::CodeInterpreterCallOutputImage(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for CodeInterpreterCallItemOutputsItem {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::CodeInterpreterCallOutputLogs(branch) => branch.encode(),
            Self::CodeInterpreterCallOutputImage(branch) => branch.encode(),
        }
    }
}

crate::via_value!(CodeInterpreterCallItemOutputsItem);

/// Progress of the run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CodeInterpreterCallItemStatus {
    /// "in_progress"
    InProgress,
    /// "completed"
    Completed,
    /// "incomplete"
    Incomplete,
    /// "interpreting"
    Interpreting,
    /// "failed"
    Failed,
}

impl CodeInterpreterCallItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Incomplete => "incomplete",
            Self::Interpreting => "interpreting",
            Self::Failed => "failed",
        }
    }
}

impl Decode for CodeInterpreterCallItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "completed" => Ok(Self::Completed),
            "incomplete" => Ok(Self::Incomplete),
            "interpreting" => Ok(Self::Interpreting),
            "failed" => Ok(Self::Failed),
            other => Err(Error::new(format!("{:?} is not one of \"in_progress\", \"completed\", \"incomplete\", \"interpreting\", \"failed\"", other))),
        }
    }
}

impl Encode for CodeInterpreterCallItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(CodeInterpreterCallItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CodeInterpreterCallItemType {
    /// "code_interpreter_call"
    CodeInterpreterCall,
}

impl CodeInterpreterCallItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::CodeInterpreterCall => "code_interpreter_call",
        }
    }
}

impl Decode for CodeInterpreterCallItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "code_interpreter_call" => Ok(Self::CodeInterpreterCall),
            other => Err(Error::new(format!(
                "{:?} is not one of \"code_interpreter_call\"",
                other
            ))),
        }
    }
}

impl Encode for CodeInterpreterCallItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(CodeInterpreterCallItemType);

/// The image output from the code interpreter.
#[derive(Debug, Clone, PartialEq)]
pub struct CodeInterpreterCallOutputImage {
    /// The type of the output. Always `image`.
    pub r#type: CodeInterpreterCallOutputImageType,
    /// The URL of the image output from the code interpreter.
    pub url: String,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for CodeInterpreterCallOutputImage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CodeInterpreterCallOutputImage {
            r#type: fields.required("type")?,
            url: fields.required("url")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for CodeInterpreterCallOutputImage {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("url", &self.url);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(CodeInterpreterCallOutputImage);

/// The type of the output. Always `image`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CodeInterpreterCallOutputImageType {
    /// "image"
    Image,
}

impl CodeInterpreterCallOutputImageType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Image => "image",
        }
    }
}

impl Decode for CodeInterpreterCallOutputImageType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "image" => Ok(Self::Image),
            other => Err(Error::new(format!("{:?} is not one of \"image\"", other))),
        }
    }
}

impl Encode for CodeInterpreterCallOutputImageType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(CodeInterpreterCallOutputImageType);

/// The logs output from the code interpreter.
#[derive(Debug, Clone, PartialEq)]
pub struct CodeInterpreterCallOutputLogs {
    /// The logs output from the code interpreter.
    pub logs: String,
    /// The type of the output. Always `logs`.
    pub r#type: CodeInterpreterCallOutputLogsType,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for CodeInterpreterCallOutputLogs {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CodeInterpreterCallOutputLogs {
            logs: fields.required("logs")?,
            r#type: fields.required("type")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for CodeInterpreterCallOutputLogs {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("logs", &self.logs);
        writer.put("type", &self.r#type);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(CodeInterpreterCallOutputLogs);

/// The type of the output. Always `logs`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CodeInterpreterCallOutputLogsType {
    /// "logs"
    Logs,
}

impl CodeInterpreterCallOutputLogsType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Logs => "logs",
        }
    }
}

impl Decode for CodeInterpreterCallOutputLogsType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "logs" => Ok(Self::Logs),
            other => Err(Error::new(format!("{:?} is not one of \"logs\"", other))),
        }
    }
}

impl Encode for CodeInterpreterCallOutputLogsType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(CodeInterpreterCallOutputLogsType);

/// The global configuration keys that switch evidence collection on. When observability is enabled
/// a capture directory is required (rule collection_config.capture_dir_required).
#[derive(Debug, Clone, PartialEq)]
pub struct CollectionConfig {
    /// Turns on model-call capture, rollout-prefix propagation, the join and ng_perf; off when
    /// absent.
    pub observability_enabled: Option<bool>,
    /// Absolute path of the capture directory shared by model servers and the collector.
    pub model_call_capture_dir: Option<Option<String>>,
}

impl Decode for CollectionConfig {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CollectionConfig {
            observability_enabled: fields.optional("observability_enabled")?,
            model_call_capture_dir: fields.optional("model_call_capture_dir")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for CollectionConfig {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("observability_enabled", &self.observability_enabled);
        writer.put_opt("model_call_capture_dir", &self.model_call_capture_dir);
        writer.finish()
    }
}

crate::via_value!(CollectionConfig);

/// An opaque compaction item that stands for compacted history. Open: keys beyond those listed are
/// kept, as the Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct CompactionItem {
    /// Item tag.
    pub r#type: CompactionItemType,
    /// Provider id of the item.
    pub id: String,
    /// Opaque compacted history.
    pub encrypted_content: String,
    /// The identifier of the actor that created the item.
    pub created_by: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for CompactionItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CompactionItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            encrypted_content: fields.required("encrypted_content")?,
            created_by: fields.optional("created_by")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for CompactionItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put("encrypted_content", &self.encrypted_content);
        writer.put_opt("created_by", &self.created_by);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(CompactionItem);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CompactionItemType {
    /// "compaction"
    Compaction,
}

impl CompactionItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Compaction => "compaction",
        }
    }
}

impl Decode for CompactionItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "compaction" => Ok(Self::Compaction),
            other => Err(Error::new(format!(
                "{:?} is not one of \"compaction\"",
                other
            ))),
        }
    }
}

impl Encode for CompactionItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(CompactionItemType);

/// A marker that asks the provider to compact the history. Open: keys beyond those listed are kept,
/// as the Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct CompactionTriggerItem {
    /// Item tag.
    pub r#type: CompactionTriggerItemType,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for CompactionTriggerItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CompactionTriggerItem {
            r#type: fields.required("type")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for CompactionTriggerItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(CompactionTriggerItem);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CompactionTriggerItemType {
    /// "compaction_trigger"
    CompactionTrigger,
}

impl CompactionTriggerItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::CompactionTrigger => "compaction_trigger",
        }
    }
}

impl Decode for CompactionTriggerItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "compaction_trigger" => Ok(Self::CompactionTrigger),
            other => Err(Error::new(format!(
                "{:?} is not one of \"compaction_trigger\"",
                other
            ))),
        }
    }
}

impl Encode for CompactionTriggerItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(CompactionTriggerItemType);

/// One of the 9 kinds, tagged by type.
#[derive(Debug, Clone, PartialEq)]
pub enum ComputerCallAction {
    /// The ComputerCallActionClick alternative.
    ComputerCallActionClick(ComputerCallActionClick),
    /// The ComputerCallActionDoubleClick alternative.
    ComputerCallActionDoubleClick(ComputerCallActionDoubleClick),
    /// The ComputerCallActionDrag alternative.
    ComputerCallActionDrag(ComputerCallActionDrag),
    /// The ComputerCallActionKeypress alternative.
    ComputerCallActionKeypress(ComputerCallActionKeypress),
    /// The ComputerCallActionMove alternative.
    ComputerCallActionMove(ComputerCallActionMove),
    /// The ComputerCallActionScreenshot alternative.
    ComputerCallActionScreenshot(ComputerCallActionScreenshot),
    /// The ComputerCallActionScroll alternative.
    ComputerCallActionScroll(ComputerCallActionScroll),
    /// The ComputerCallActionType alternative.
    ComputerCallActionType(ComputerCallActionType),
    /// The ComputerCallActionWait alternative.
    ComputerCallActionWait(ComputerCallActionWait),
}

impl Decode for ComputerCallAction {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <ComputerCallActionClick>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionClick(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionDoubleClick>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionDoubleClick(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionDrag>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionDrag(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionKeypress>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionKeypress(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionMove>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionMove(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionScreenshot>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionScreenshot(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionScroll>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionScroll(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionType>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionType(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionWait>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionWait(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for ComputerCallAction {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::ComputerCallActionClick(branch) => branch.encode(),
            Self::ComputerCallActionDoubleClick(branch) => branch.encode(),
            Self::ComputerCallActionDrag(branch) => branch.encode(),
            Self::ComputerCallActionKeypress(branch) => branch.encode(),
            Self::ComputerCallActionMove(branch) => branch.encode(),
            Self::ComputerCallActionScreenshot(branch) => branch.encode(),
            Self::ComputerCallActionScroll(branch) => branch.encode(),
            Self::ComputerCallActionType(branch) => branch.encode(),
            Self::ComputerCallActionWait(branch) => branch.encode(),
        }
    }
}

crate::via_value!(ComputerCallAction);

/// A click action.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallActionClick {
    /// Indicates which mouse button was pressed during the click.
    pub button: ComputerCallActionClickButton,
    /// Specifies the event type. For a click action, this property is always `click`.
    pub r#type: ComputerCallActionClickType,
    /// The x-coordinate where the click occurred.
    pub x: i64,
    /// The y-coordinate where the click occurred.
    pub y: i64,
    /// The keys being held while clicking.
    pub keys: Option<Option<Vec<String>>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallActionClick {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallActionClick {
            button: fields.required("button")?,
            r#type: fields.required("type")?,
            x: fields.required("x")?,
            y: fields.required("y")?,
            keys: fields.optional("keys")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallActionClick {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("button", &self.button);
        writer.put("type", &self.r#type);
        writer.put("x", &self.x);
        writer.put("y", &self.y);
        writer.put_opt("keys", &self.keys);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallActionClick);

/// Indicates which mouse button was pressed during the click.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallActionClickButton {
    /// "left"
    Left,
    /// "right"
    Right,
    /// "wheel"
    Wheel,
    /// "back"
    Back,
    /// "forward"
    Forward,
}

impl ComputerCallActionClickButton {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Left => "left",
            Self::Right => "right",
            Self::Wheel => "wheel",
            Self::Back => "back",
            Self::Forward => "forward",
        }
    }
}

impl Decode for ComputerCallActionClickButton {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "left" => Ok(Self::Left),
            "right" => Ok(Self::Right),
            "wheel" => Ok(Self::Wheel),
            "back" => Ok(Self::Back),
            "forward" => Ok(Self::Forward),
            other => Err(Error::new(format!(
                "{:?} is not one of \"left\", \"right\", \"wheel\", \"back\", \"forward\"",
                other
            ))),
        }
    }
}

impl Encode for ComputerCallActionClickButton {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallActionClickButton);

/// Specifies the event type. For a click action, this property is always `click`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallActionClickType {
    /// "click"
    Click,
}

impl ComputerCallActionClickType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Click => "click",
        }
    }
}

impl Decode for ComputerCallActionClickType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "click" => Ok(Self::Click),
            other => Err(Error::new(format!("{:?} is not one of \"click\"", other))),
        }
    }
}

impl Encode for ComputerCallActionClickType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallActionClickType);

/// A double click action.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallActionDoubleClick {
    /// The keys being held while double-clicking.
    pub keys: Option<Option<Vec<String>>>,
    /// Specifies the event type.
    pub r#type: ComputerCallActionDoubleClickType,
    /// The x-coordinate where the double click occurred.
    pub x: i64,
    /// The y-coordinate where the double click occurred.
    pub y: i64,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallActionDoubleClick {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallActionDoubleClick {
            keys: fields.optional("keys")?,
            r#type: fields.required("type")?,
            x: fields.required("x")?,
            y: fields.required("y")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallActionDoubleClick {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("keys", &self.keys);
        writer.put("type", &self.r#type);
        writer.put("x", &self.x);
        writer.put("y", &self.y);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallActionDoubleClick);

/// Specifies the event type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallActionDoubleClickType {
    /// "double_click"
    DoubleClick,
}

impl ComputerCallActionDoubleClickType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::DoubleClick => "double_click",
        }
    }
}

impl Decode for ComputerCallActionDoubleClickType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "double_click" => Ok(Self::DoubleClick),
            other => Err(Error::new(format!(
                "{:?} is not one of \"double_click\"",
                other
            ))),
        }
    }
}

impl Encode for ComputerCallActionDoubleClickType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallActionDoubleClickType);

/// A drag action.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallActionDrag {
    /// An array of coordinates representing the path of the drag action.
    pub path: Vec<ComputerCallActionDragPath>,
    /// Specifies the event type.
    pub r#type: ComputerCallActionDragType,
    /// The keys being held while dragging the mouse.
    pub keys: Option<Option<Vec<String>>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallActionDrag {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallActionDrag {
            path: fields.required("path")?,
            r#type: fields.required("type")?,
            keys: fields.optional("keys")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallActionDrag {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("path", &self.path);
        writer.put("type", &self.r#type);
        writer.put_opt("keys", &self.keys);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallActionDrag);

/// An x/y coordinate pair, e.g. `{ x: 100, y: 200 }`.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallActionDragPath {
    /// The x-coordinate.
    pub x: i64,
    /// The y-coordinate.
    pub y: i64,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallActionDragPath {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallActionDragPath {
            x: fields.required("x")?,
            y: fields.required("y")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallActionDragPath {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("x", &self.x);
        writer.put("y", &self.y);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallActionDragPath);

/// Specifies the event type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallActionDragType {
    /// "drag"
    Drag,
}

impl ComputerCallActionDragType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Drag => "drag",
        }
    }
}

impl Decode for ComputerCallActionDragType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "drag" => Ok(Self::Drag),
            other => Err(Error::new(format!("{:?} is not one of \"drag\"", other))),
        }
    }
}

impl Encode for ComputerCallActionDragType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallActionDragType);

/// A collection of keypresses the model would like to perform.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallActionKeypress {
    /// The combination of keys the model is requesting to be pressed.
    pub keys: Vec<String>,
    /// Specifies the event type.
    pub r#type: ComputerCallActionKeypressType,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallActionKeypress {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallActionKeypress {
            keys: fields.required("keys")?,
            r#type: fields.required("type")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallActionKeypress {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("keys", &self.keys);
        writer.put("type", &self.r#type);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallActionKeypress);

/// Specifies the event type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallActionKeypressType {
    /// "keypress"
    Keypress,
}

impl ComputerCallActionKeypressType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Keypress => "keypress",
        }
    }
}

impl Decode for ComputerCallActionKeypressType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "keypress" => Ok(Self::Keypress),
            other => Err(Error::new(format!(
                "{:?} is not one of \"keypress\"",
                other
            ))),
        }
    }
}

impl Encode for ComputerCallActionKeypressType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallActionKeypressType);

/// A mouse move action.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallActionMove {
    /// Specifies the event type.
    pub r#type: ComputerCallActionMoveType,
    /// The x-coordinate to move to.
    pub x: i64,
    /// The y-coordinate to move to.
    pub y: i64,
    /// The keys being held while moving the mouse.
    pub keys: Option<Option<Vec<String>>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallActionMove {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallActionMove {
            r#type: fields.required("type")?,
            x: fields.required("x")?,
            y: fields.required("y")?,
            keys: fields.optional("keys")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallActionMove {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("x", &self.x);
        writer.put("y", &self.y);
        writer.put_opt("keys", &self.keys);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallActionMove);

/// Specifies the event type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallActionMoveType {
    /// "move"
    Move,
}

impl ComputerCallActionMoveType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Move => "move",
        }
    }
}

impl Decode for ComputerCallActionMoveType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "move" => Ok(Self::Move),
            other => Err(Error::new(format!("{:?} is not one of \"move\"", other))),
        }
    }
}

impl Encode for ComputerCallActionMoveType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallActionMoveType);

/// A screenshot action.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallActionScreenshot {
    /// Specifies the event type.
    pub r#type: ComputerCallActionScreenshotType,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallActionScreenshot {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallActionScreenshot {
            r#type: fields.required("type")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallActionScreenshot {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallActionScreenshot);

/// Specifies the event type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallActionScreenshotType {
    /// "screenshot"
    Screenshot,
}

impl ComputerCallActionScreenshotType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Screenshot => "screenshot",
        }
    }
}

impl Decode for ComputerCallActionScreenshotType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "screenshot" => Ok(Self::Screenshot),
            other => Err(Error::new(format!(
                "{:?} is not one of \"screenshot\"",
                other
            ))),
        }
    }
}

impl Encode for ComputerCallActionScreenshotType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallActionScreenshotType);

/// A scroll action.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallActionScroll {
    /// The horizontal scroll distance.
    pub scroll_x: i64,
    /// The vertical scroll distance.
    pub scroll_y: i64,
    /// Specifies the event type.
    pub r#type: ComputerCallActionScrollType,
    /// The x-coordinate where the scroll occurred.
    pub x: i64,
    /// The y-coordinate where the scroll occurred.
    pub y: i64,
    /// The keys being held while scrolling.
    pub keys: Option<Option<Vec<String>>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallActionScroll {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallActionScroll {
            scroll_x: fields.required("scroll_x")?,
            scroll_y: fields.required("scroll_y")?,
            r#type: fields.required("type")?,
            x: fields.required("x")?,
            y: fields.required("y")?,
            keys: fields.optional("keys")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallActionScroll {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("scroll_x", &self.scroll_x);
        writer.put("scroll_y", &self.scroll_y);
        writer.put("type", &self.r#type);
        writer.put("x", &self.x);
        writer.put("y", &self.y);
        writer.put_opt("keys", &self.keys);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallActionScroll);

/// Specifies the event type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallActionScrollType {
    /// "scroll"
    Scroll,
}

impl ComputerCallActionScrollType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Scroll => "scroll",
        }
    }
}

impl Decode for ComputerCallActionScrollType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "scroll" => Ok(Self::Scroll),
            other => Err(Error::new(format!("{:?} is not one of \"scroll\"", other))),
        }
    }
}

impl Encode for ComputerCallActionScrollType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallActionScrollType);

/// An action to type in text.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallActionType {
    /// The text to type.
    pub text: String,
    /// Specifies the event type.
    pub r#type: ComputerCallActionTypeType,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallActionType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallActionType {
            text: fields.required("text")?,
            r#type: fields.required("type")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallActionType {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("text", &self.text);
        writer.put("type", &self.r#type);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallActionType);

/// Specifies the event type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallActionTypeType {
    /// "type"
    Type,
}

impl ComputerCallActionTypeType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Type => "type",
        }
    }
}

impl Decode for ComputerCallActionTypeType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "type" => Ok(Self::Type),
            other => Err(Error::new(format!("{:?} is not one of \"type\"", other))),
        }
    }
}

impl Encode for ComputerCallActionTypeType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallActionTypeType);

/// A wait action.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallActionWait {
    /// Specifies the event type.
    pub r#type: ComputerCallActionWaitType,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallActionWait {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallActionWait {
            r#type: fields.required("type")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallActionWait {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallActionWait);

/// Specifies the event type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallActionWaitType {
    /// "wait"
    Wait,
}

impl ComputerCallActionWaitType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Wait => "wait",
        }
    }
}

impl Decode for ComputerCallActionWaitType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "wait" => Ok(Self::Wait),
            other => Err(Error::new(format!("{:?} is not one of \"wait\"", other))),
        }
    }
}

impl Encode for ComputerCallActionWaitType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallActionWaitType);

/// A computer-use action requested by the model. Open: keys beyond those listed are kept, as the
/// Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallItem {
    /// Item tag.
    pub r#type: ComputerCallItemType,
    /// Provider id of the item.
    pub id: String,
    /// Id that pairs the action with its output.
    pub call_id: String,
    /// Safety checks awaiting acknowledgement.
    pub pending_safety_checks: Vec<ComputerCallPendingSafetyCheck>,
    /// Progress of the action.
    pub status: ComputerCallItemStatus,
    /// A click action.
    pub action: Option<Option<ComputerCallAction>>,
    /// Flattened batched actions for `computer_use`.
    pub actions: Option<Option<Vec<ComputerCallItemActionsItem>>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            call_id: fields.required("call_id")?,
            pending_safety_checks: fields.required("pending_safety_checks")?,
            status: fields.required("status")?,
            action: fields.optional("action")?,
            actions: fields.optional("actions")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put("call_id", &self.call_id);
        writer.put("pending_safety_checks", &self.pending_safety_checks);
        writer.put("status", &self.status);
        writer.put_opt("action", &self.action);
        writer.put_opt("actions", &self.actions);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallItem);

/// ComputerCallItemActionsItem (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub enum ComputerCallItemActionsItem {
    /// The ComputerCallActionClick alternative.
    ComputerCallActionClick(ComputerCallActionClick),
    /// The ComputerCallActionDoubleClick alternative.
    ComputerCallActionDoubleClick(ComputerCallActionDoubleClick),
    /// The ComputerCallActionDrag alternative.
    ComputerCallActionDrag(ComputerCallActionDrag),
    /// The ComputerCallActionKeypress alternative.
    ComputerCallActionKeypress(ComputerCallActionKeypress),
    /// The ComputerCallActionMove alternative.
    ComputerCallActionMove(ComputerCallActionMove),
    /// The ComputerCallActionScreenshot alternative.
    ComputerCallActionScreenshot(ComputerCallActionScreenshot),
    /// The ComputerCallActionScroll alternative.
    ComputerCallActionScroll(ComputerCallActionScroll),
    /// The ComputerCallActionType alternative.
    ComputerCallActionType(ComputerCallActionType),
    /// The ComputerCallActionWait alternative.
    ComputerCallActionWait(ComputerCallActionWait),
}

impl Decode for ComputerCallItemActionsItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <ComputerCallActionClick>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionClick(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionDoubleClick>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionDoubleClick(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionDrag>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionDrag(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionKeypress>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionKeypress(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionMove>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionMove(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionScreenshot>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionScreenshot(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionScroll>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionScroll(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionType>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionType(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallActionWait>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallActionWait(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for ComputerCallItemActionsItem {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::ComputerCallActionClick(branch) => branch.encode(),
            Self::ComputerCallActionDoubleClick(branch) => branch.encode(),
            Self::ComputerCallActionDrag(branch) => branch.encode(),
            Self::ComputerCallActionKeypress(branch) => branch.encode(),
            Self::ComputerCallActionMove(branch) => branch.encode(),
            Self::ComputerCallActionScreenshot(branch) => branch.encode(),
            Self::ComputerCallActionScroll(branch) => branch.encode(),
            Self::ComputerCallActionType(branch) => branch.encode(),
            Self::ComputerCallActionWait(branch) => branch.encode(),
        }
    }
}

crate::via_value!(ComputerCallItemActionsItem);

/// Progress of the action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallItemStatus {
    /// "in_progress"
    InProgress,
    /// "completed"
    Completed,
    /// "incomplete"
    Incomplete,
}

impl ComputerCallItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Incomplete => "incomplete",
        }
    }
}

impl Decode for ComputerCallItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "completed" => Ok(Self::Completed),
            "incomplete" => Ok(Self::Incomplete),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"completed\", \"incomplete\"",
                other
            ))),
        }
    }
}

impl Encode for ComputerCallItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallItemType {
    /// "computer_call"
    ComputerCall,
}

impl ComputerCallItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ComputerCall => "computer_call",
        }
    }
}

impl Decode for ComputerCallItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "computer_call" => Ok(Self::ComputerCall),
            other => Err(Error::new(format!(
                "{:?} is not one of \"computer_call\"",
                other
            ))),
        }
    }
}

impl Encode for ComputerCallItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallItemType);

/// A pending safety check for the computer call.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallOutputAcknowledgedSafetyCheck {
    /// The ID of the pending safety check.
    pub id: String,
    /// The type of the pending safety check.
    pub code: Option<Option<String>>,
    /// Details about the pending safety check.
    pub message: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallOutputAcknowledgedSafetyCheck {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallOutputAcknowledgedSafetyCheck {
            id: fields.required("id")?,
            code: fields.optional("code")?,
            message: fields.optional("message")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallOutputAcknowledgedSafetyCheck {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("id", &self.id);
        writer.put_opt("code", &self.code);
        writer.put_opt("message", &self.message);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallOutputAcknowledgedSafetyCheck);

/// The result of a computer-use action. Open: keys beyond those listed are kept, as the Responses
/// vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallOutputItem {
    /// Item tag.
    pub r#type: ComputerCallOutputItemType,
    /// Call id of the computer_call this output answers.
    pub call_id: String,
    /// Screenshot object returned for the action.
    pub output: ComputerCallOutputScreenshot,
    /// The ID of the computer tool call output.
    pub id: Option<Option<String>>,
    /// The safety checks reported by the API that have been acknowledged by the developer.
    pub acknowledged_safety_checks: Option<Option<Vec<ComputerCallOutputAcknowledgedSafetyCheck>>>,
    /// The status of the message input.
    pub status: Option<Option<ComputerCallOutputItemStatus>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallOutputItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallOutputItem {
            r#type: fields.required("type")?,
            call_id: fields.required("call_id")?,
            output: fields.required("output")?,
            id: fields.optional("id")?,
            acknowledged_safety_checks: fields.optional("acknowledged_safety_checks")?,
            status: fields.optional("status")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallOutputItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("call_id", &self.call_id);
        writer.put("output", &self.output);
        writer.put_opt("id", &self.id);
        writer.put_opt(
            "acknowledged_safety_checks",
            &self.acknowledged_safety_checks,
        );
        writer.put_opt("status", &self.status);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallOutputItem);

/// The status of the message input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallOutputItemStatus {
    /// "in_progress"
    InProgress,
    /// "completed"
    Completed,
    /// "incomplete"
    Incomplete,
}

impl ComputerCallOutputItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Incomplete => "incomplete",
        }
    }
}

impl Decode for ComputerCallOutputItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "completed" => Ok(Self::Completed),
            "incomplete" => Ok(Self::Incomplete),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"completed\", \"incomplete\"",
                other
            ))),
        }
    }
}

impl Encode for ComputerCallOutputItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallOutputItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallOutputItemType {
    /// "computer_call_output"
    ComputerCallOutput,
}

impl ComputerCallOutputItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ComputerCallOutput => "computer_call_output",
        }
    }
}

impl Decode for ComputerCallOutputItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "computer_call_output" => Ok(Self::ComputerCallOutput),
            other => Err(Error::new(format!(
                "{:?} is not one of \"computer_call_output\"",
                other
            ))),
        }
    }
}

impl Encode for ComputerCallOutputItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallOutputItemType);

/// A computer screenshot image used with the computer use tool.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallOutputScreenshot {
    /// Specifies the event type.
    pub r#type: ComputerCallOutputScreenshotType,
    /// The identifier of an uploaded file that contains the screenshot.
    pub file_id: Option<Option<String>>,
    /// The URL of the screenshot image.
    pub image_url: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallOutputScreenshot {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallOutputScreenshot {
            r#type: fields.required("type")?,
            file_id: fields.optional("file_id")?,
            image_url: fields.optional("image_url")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallOutputScreenshot {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_opt("file_id", &self.file_id);
        writer.put_opt("image_url", &self.image_url);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallOutputScreenshot);

/// Specifies the event type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputerCallOutputScreenshotType {
    /// "computer_screenshot"
    ComputerScreenshot,
}

impl ComputerCallOutputScreenshotType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ComputerScreenshot => "computer_screenshot",
        }
    }
}

impl Decode for ComputerCallOutputScreenshotType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "computer_screenshot" => Ok(Self::ComputerScreenshot),
            other => Err(Error::new(format!(
                "{:?} is not one of \"computer_screenshot\"",
                other
            ))),
        }
    }
}

impl Encode for ComputerCallOutputScreenshotType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ComputerCallOutputScreenshotType);

/// A pending safety check for the computer call.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerCallPendingSafetyCheck {
    /// The ID of the pending safety check.
    pub id: String,
    /// The type of the pending safety check.
    pub code: Option<Option<String>>,
    /// Details about the pending safety check.
    pub message: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ComputerCallPendingSafetyCheck {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ComputerCallPendingSafetyCheck {
            id: fields.required("id")?,
            code: fields.optional("code")?,
            message: fields.optional("message")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ComputerCallPendingSafetyCheck {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("id", &self.id);
        writer.put_opt("code", &self.code);
        writer.put_opt("message", &self.message);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ComputerCallPendingSafetyCheck);

/// One compaction of an invocation's context: what triggered it, token counts around it and the
/// model calls on either side.
#[derive(Debug, Clone, PartialEq)]
pub struct ContextCompactionObservation {
    /// Record tag of a compaction observation.
    pub kind: ContextCompactionObservationKind,
    /// Invocation whose context was compacted.
    pub invocation_id: String,
    /// When the compaction was observed, in UTC seconds since the Unix epoch.
    pub observed_at: Option<Option<f64>>,
    /// What started the compaction, for example a token threshold or a user command.
    pub trigger: Option<Option<String>>,
    /// Context size in tokens before compaction.
    pub tokens_before: Option<Option<i64>>,
    /// Context size in tokens after compaction.
    pub tokens_after: Option<Option<i64>>,
    /// Outcome of the compaction; unknown when it was not observed.
    pub outcome: Option<ContextCompactionObservationOutcome>,
    /// Summary text that replaced the compacted history.
    pub summary: Option<Option<String>>,
    /// Id of the first conversation item kept after compaction.
    pub first_kept_item_id: Option<Option<String>>,
    /// Last call of the invocation before the compaction.
    pub before_model_call: Option<Option<ModelCallRef>>,
    /// Calls that performed the compaction, for example a summarization request.
    pub model_calls: Option<Vec<ModelCallRef>>,
    /// First call of the invocation after the compaction.
    pub after_model_call: Option<Option<ModelCallRef>>,
}

impl Decode for ContextCompactionObservation {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ContextCompactionObservation {
            kind: fields.required("kind")?,
            invocation_id: fields.required("invocation_id")?,
            observed_at: fields.optional("observed_at")?,
            trigger: fields.optional("trigger")?,
            tokens_before: fields.optional("tokens_before")?,
            tokens_after: fields.optional("tokens_after")?,
            outcome: fields.optional("outcome")?,
            summary: fields.optional("summary")?,
            first_kept_item_id: fields.optional("first_kept_item_id")?,
            before_model_call: fields.optional("before_model_call")?,
            model_calls: fields.optional("model_calls")?,
            after_model_call: fields.optional("after_model_call")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ContextCompactionObservation {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("kind", &self.kind);
        writer.put("invocation_id", &self.invocation_id);
        writer.put_opt("observed_at", &self.observed_at);
        writer.put_opt("trigger", &self.trigger);
        writer.put_opt("tokens_before", &self.tokens_before);
        writer.put_opt("tokens_after", &self.tokens_after);
        writer.put_opt("outcome", &self.outcome);
        writer.put_opt("summary", &self.summary);
        writer.put_opt("first_kept_item_id", &self.first_kept_item_id);
        writer.put_opt("before_model_call", &self.before_model_call);
        writer.put_opt("model_calls", &self.model_calls);
        writer.put_opt("after_model_call", &self.after_model_call);
        writer.finish()
    }
}

crate::via_value!(ContextCompactionObservation);

/// Record tag of a compaction observation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ContextCompactionObservationKind {
    /// "context_compaction"
    ContextCompaction,
}

impl ContextCompactionObservationKind {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ContextCompaction => "context_compaction",
        }
    }
}

impl Decode for ContextCompactionObservationKind {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "context_compaction" => Ok(Self::ContextCompaction),
            other => Err(Error::new(format!(
                "{:?} is not one of \"context_compaction\"",
                other
            ))),
        }
    }
}

impl Encode for ContextCompactionObservationKind {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ContextCompactionObservationKind);

/// Outcome of the compaction; unknown when it was not observed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ContextCompactionObservationOutcome {
    /// "completed"
    Completed,
    /// "failed"
    Failed,
    /// "aborted"
    Aborted,
    /// "unknown"
    Unknown,
}

impl ContextCompactionObservationOutcome {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Completed => "completed",
            Self::Failed => "failed",
            Self::Aborted => "aborted",
            Self::Unknown => "unknown",
        }
    }
}

impl Decode for ContextCompactionObservationOutcome {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "completed" => Ok(Self::Completed),
            "failed" => Ok(Self::Failed),
            "aborted" => Ok(Self::Aborted),
            "unknown" => Ok(Self::Unknown),
            other => Err(Error::new(format!(
                "{:?} is not one of \"completed\", \"failed\", \"aborted\", \"unknown\"",
                other
            ))),
        }
    }
}

impl Encode for ContextCompactionObservationOutcome {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ContextCompactionObservationOutcome);

/// One item of an invocation's model-visible conversation, in the vocabulary of the Responses API,
/// tagged by type. The type must name one of the known item types; only a message may leave it out
/// (the Responses API's easy input message), so the union has no discriminator annotation. Each
/// item is open to further keys.
#[derive(Debug, Clone, PartialEq)]
pub enum ConversationItem {
    /// The MessageItem alternative.
    MessageItem(MessageItem),
    /// The FunctionCallItem alternative.
    FunctionCallItem(FunctionCallItem),
    /// The FunctionCallOutputItem alternative.
    FunctionCallOutputItem(FunctionCallOutputItem),
    /// The ReasoningItem alternative.
    ReasoningItem(ReasoningItem),
    /// The McpCallItem alternative.
    McpCallItem(McpCallItem),
    /// The McpListToolsItem alternative.
    McpListToolsItem(McpListToolsItem),
    /// The McpApprovalRequestItem alternative.
    McpApprovalRequestItem(McpApprovalRequestItem),
    /// The FileSearchCallItem alternative.
    FileSearchCallItem(FileSearchCallItem),
    /// The WebSearchCallItem alternative.
    WebSearchCallItem(WebSearchCallItem),
    /// The ComputerCallItem alternative.
    ComputerCallItem(ComputerCallItem),
    /// The ImageGenerationCallItem alternative.
    ImageGenerationCallItem(ImageGenerationCallItem),
    /// The CodeInterpreterCallItem alternative.
    CodeInterpreterCallItem(CodeInterpreterCallItem),
    /// The LocalShellCallItem alternative.
    LocalShellCallItem(LocalShellCallItem),
    /// The CustomToolCallItem alternative.
    CustomToolCallItem(CustomToolCallItem),
    /// The ComputerCallOutputItem alternative.
    ComputerCallOutputItem(ComputerCallOutputItem),
    /// The CustomToolCallOutputItem alternative.
    CustomToolCallOutputItem(CustomToolCallOutputItem),
    /// The LocalShellCallOutputItem alternative.
    LocalShellCallOutputItem(LocalShellCallOutputItem),
    /// The McpApprovalResponseItem alternative.
    McpApprovalResponseItem(McpApprovalResponseItem),
    /// The ApplyPatchCallItem alternative.
    ApplyPatchCallItem(ApplyPatchCallItem),
    /// The ApplyPatchCallOutputItem alternative.
    ApplyPatchCallOutputItem(ApplyPatchCallOutputItem),
    /// The CompactionItem alternative.
    CompactionItem(CompactionItem),
    /// The ShellCallItem alternative.
    ShellCallItem(ShellCallItem),
    /// The ShellCallOutputItem alternative.
    ShellCallOutputItem(ShellCallOutputItem),
    /// The ToolSearchCallItem alternative.
    ToolSearchCallItem(ToolSearchCallItem),
    /// The ToolSearchOutputItem alternative.
    ToolSearchOutputItem(ToolSearchOutputItem),
    /// The CompactionTriggerItem alternative.
    CompactionTriggerItem(CompactionTriggerItem),
    /// The AdditionalToolsItem alternative.
    AdditionalToolsItem(AdditionalToolsItem),
}

impl Decode for ConversationItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <MessageItem>::decode(value) {
            Ok(branch) => return Ok(Self::MessageItem(branch)),
            Err(error) => errors.push(error),
        }
        match <FunctionCallItem>::decode(value) {
            Ok(branch) => return Ok(Self::FunctionCallItem(branch)),
            Err(error) => errors.push(error),
        }
        match <FunctionCallOutputItem>::decode(value) {
            Ok(branch) => return Ok(Self::FunctionCallOutputItem(branch)),
            Err(error) => errors.push(error),
        }
        match <ReasoningItem>::decode(value) {
            Ok(branch) => return Ok(Self::ReasoningItem(branch)),
            Err(error) => errors.push(error),
        }
        match <McpCallItem>::decode(value) {
            Ok(branch) => return Ok(Self::McpCallItem(branch)),
            Err(error) => errors.push(error),
        }
        match <McpListToolsItem>::decode(value) {
            Ok(branch) => return Ok(Self::McpListToolsItem(branch)),
            Err(error) => errors.push(error),
        }
        match <McpApprovalRequestItem>::decode(value) {
            Ok(branch) => return Ok(Self::McpApprovalRequestItem(branch)),
            Err(error) => errors.push(error),
        }
        match <FileSearchCallItem>::decode(value) {
            Ok(branch) => return Ok(Self::FileSearchCallItem(branch)),
            Err(error) => errors.push(error),
        }
        match <WebSearchCallItem>::decode(value) {
            Ok(branch) => return Ok(Self::WebSearchCallItem(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallItem>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallItem(branch)),
            Err(error) => errors.push(error),
        }
        match <ImageGenerationCallItem>::decode(value) {
            Ok(branch) => return Ok(Self::ImageGenerationCallItem(branch)),
            Err(error) => errors.push(error),
        }
        match <CodeInterpreterCallItem>::decode(value) {
            Ok(branch) => return Ok(Self::CodeInterpreterCallItem(branch)),
            Err(error) => errors.push(error),
        }
        match <LocalShellCallItem>::decode(value) {
            Ok(branch) => return Ok(Self::LocalShellCallItem(branch)),
            Err(error) => errors.push(error),
        }
        match <CustomToolCallItem>::decode(value) {
            Ok(branch) => return Ok(Self::CustomToolCallItem(branch)),
            Err(error) => errors.push(error),
        }
        match <ComputerCallOutputItem>::decode(value) {
            Ok(branch) => return Ok(Self::ComputerCallOutputItem(branch)),
            Err(error) => errors.push(error),
        }
        match <CustomToolCallOutputItem>::decode(value) {
            Ok(branch) => return Ok(Self::CustomToolCallOutputItem(branch)),
            Err(error) => errors.push(error),
        }
        match <LocalShellCallOutputItem>::decode(value) {
            Ok(branch) => return Ok(Self::LocalShellCallOutputItem(branch)),
            Err(error) => errors.push(error),
        }
        match <McpApprovalResponseItem>::decode(value) {
            Ok(branch) => return Ok(Self::McpApprovalResponseItem(branch)),
            Err(error) => errors.push(error),
        }
        match <ApplyPatchCallItem>::decode(value) {
            Ok(branch) => return Ok(Self::ApplyPatchCallItem(branch)),
            Err(error) => errors.push(error),
        }
        match <ApplyPatchCallOutputItem>::decode(value) {
            Ok(branch) => return Ok(Self::ApplyPatchCallOutputItem(branch)),
            Err(error) => errors.push(error),
        }
        match <CompactionItem>::decode(value) {
            Ok(branch) => return Ok(Self::CompactionItem(branch)),
            Err(error) => errors.push(error),
        }
        match <ShellCallItem>::decode(value) {
            Ok(branch) => return Ok(Self::ShellCallItem(branch)),
            Err(error) => errors.push(error),
        }
        match <ShellCallOutputItem>::decode(value) {
            Ok(branch) => return Ok(Self::ShellCallOutputItem(branch)),
            Err(error) => errors.push(error),
        }
        match <ToolSearchCallItem>::decode(value) {
            Ok(branch) => return Ok(Self::ToolSearchCallItem(branch)),
            Err(error) => errors.push(error),
        }
        match <ToolSearchOutputItem>::decode(value) {
            Ok(branch) => return Ok(Self::ToolSearchOutputItem(branch)),
            Err(error) => errors.push(error),
        }
        match <CompactionTriggerItem>::decode(value) {
            Ok(branch) => return Ok(Self::CompactionTriggerItem(branch)),
            Err(error) => errors.push(error),
        }
        match <AdditionalToolsItem>::decode(value) {
            Ok(branch) => return Ok(Self::AdditionalToolsItem(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for ConversationItem {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::MessageItem(branch) => branch.encode(),
            Self::FunctionCallItem(branch) => branch.encode(),
            Self::FunctionCallOutputItem(branch) => branch.encode(),
            Self::ReasoningItem(branch) => branch.encode(),
            Self::McpCallItem(branch) => branch.encode(),
            Self::McpListToolsItem(branch) => branch.encode(),
            Self::McpApprovalRequestItem(branch) => branch.encode(),
            Self::FileSearchCallItem(branch) => branch.encode(),
            Self::WebSearchCallItem(branch) => branch.encode(),
            Self::ComputerCallItem(branch) => branch.encode(),
            Self::ImageGenerationCallItem(branch) => branch.encode(),
            Self::CodeInterpreterCallItem(branch) => branch.encode(),
            Self::LocalShellCallItem(branch) => branch.encode(),
            Self::CustomToolCallItem(branch) => branch.encode(),
            Self::ComputerCallOutputItem(branch) => branch.encode(),
            Self::CustomToolCallOutputItem(branch) => branch.encode(),
            Self::LocalShellCallOutputItem(branch) => branch.encode(),
            Self::McpApprovalResponseItem(branch) => branch.encode(),
            Self::ApplyPatchCallItem(branch) => branch.encode(),
            Self::ApplyPatchCallOutputItem(branch) => branch.encode(),
            Self::CompactionItem(branch) => branch.encode(),
            Self::ShellCallItem(branch) => branch.encode(),
            Self::ShellCallOutputItem(branch) => branch.encode(),
            Self::ToolSearchCallItem(branch) => branch.encode(),
            Self::ToolSearchOutputItem(branch) => branch.encode(),
            Self::CompactionTriggerItem(branch) => branch.encode(),
            Self::AdditionalToolsItem(branch) => branch.encode(),
        }
    }
}

crate::via_value!(ConversationItem);

/// Where a row is: its file (- for stdin) and 1-based line.
#[derive(Debug, Clone, PartialEq)]
pub struct CoverageExample {
    /// The input file as named on the command line (- for stdin).
    pub file: String,
    /// The 1-based line of the row.
    pub line: i64,
}

impl Decode for CoverageExample {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CoverageExample {
            file: fields.required("file")?,
            line: fields.required("line")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for CoverageExample {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("file", &self.file);
        writer.put("line", &self.line);
        writer.finish()
    }
}

crate::via_value!(CoverageExample);

/// A trajectory capability matrix measured from rollout rows (trajspec coverage --format json): per
/// agent and per criterion of spec/coverage/criteria.json, the verdict and the counts behind it. A
/// measurement of these rows, not a claim about every configuration.
#[derive(Debug, Clone, PartialEq)]
pub struct CoverageReport {
    /// Version of the criteria the rows were judged by.
    pub criteria_version: CoverageReportCriteriaVersion,
    /// Input files read (stdin counts as one).
    pub files: i64,
    /// Failure sidecars (*_failures.jsonl) that the inputs named and that were not read: failed
    /// attempts say nothing about what an agent path records.
    pub skipped_files: i64,
    /// Rows judged (every readable line of the files read).
    pub rows: i64,
    /// Lines that were not a readable JSON object; they belong to no agent and are not judged.
    pub unreadable_lines: i64,
    /// One entry per agent, ordered by name, then the rows without an agent name.
    pub agents: Vec<AgentCoverage>,
}

impl Decode for CoverageReport {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CoverageReport {
            criteria_version: fields.required("criteria_version")?,
            files: fields.required("files")?,
            skipped_files: fields.required("skipped_files")?,
            rows: fields.required("rows")?,
            unreadable_lines: fields.required("unreadable_lines")?,
            agents: fields.required("agents")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for CoverageReport {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("criteria_version", &self.criteria_version);
        writer.put("files", &self.files);
        writer.put("skipped_files", &self.skipped_files);
        writer.put("rows", &self.rows);
        writer.put("unreadable_lines", &self.unreadable_lines);
        writer.put("agents", &self.agents);
        writer.finish()
    }
}

crate::via_value!(CoverageReport);

/// Version of the criteria the rows were judged by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CoverageReportCriteriaVersion {
    /// "1.0"
    N10,
}

impl CoverageReportCriteriaVersion {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::N10 => "1.0",
        }
    }
}

impl Decode for CoverageReportCriteriaVersion {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "1.0" => Ok(Self::N10),
            other => Err(Error::new(format!("{:?} is not one of \"1.0\"", other))),
        }
    }
}

impl Encode for CoverageReportCriteriaVersion {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(CoverageReportCriteriaVersion);

/// How the rows of one agent met one criterion.
#[derive(Debug, Clone, PartialEq)]
pub struct CoverageRowCounts {
    /// Rows the criterion applies to: full + partial + none.
    pub applicable: i64,
    /// Applicable rows with every field and no limiting gap.
    pub full: i64,
    /// Applicable rows with some of the evidence but not all.
    pub partial: i64,
    /// Applicable rows with none of the evidence.
    pub none: i64,
    /// Rows the criterion does not apply to (for example rows without tool use).
    pub not_applicable: i64,
    /// Partial rows whose fields all hold but which carry a limited_by gap code.
    pub limited: i64,
}

impl Decode for CoverageRowCounts {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CoverageRowCounts {
            applicable: fields.required("applicable")?,
            full: fields.required("full")?,
            partial: fields.required("partial")?,
            none: fields.required("none")?,
            not_applicable: fields.required("not_applicable")?,
            limited: fields.required("limited")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for CoverageRowCounts {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("applicable", &self.applicable);
        writer.put("full", &self.full);
        writer.put("partial", &self.partial);
        writer.put("none", &self.none);
        writer.put("not_applicable", &self.not_applicable);
        writer.put("limited", &self.limited);
        writer.finish()
    }
}

crate::via_value!(CoverageRowCounts);

/// One agent's coverage of one criterion.
#[derive(Debug, Clone, PartialEq)]
pub struct CriterionCoverage {
    /// full: every applicable row is full (and there is one); unavailable: no applicable row has
    /// any of the evidence; partial: otherwise.
    pub verdict: CriterionCoverageVerdict,
    /// The rows behind the verdict.
    pub rows: CoverageRowCounts,
    /// Per field of the criterion, in its order: in how many applicable rows it holds and in how
    /// many it has some evidence.
    pub fields: std::collections::BTreeMap<String, FieldCoverage>,
    /// Per gap code of the criterion's explained_by (in that order), the applicable rows that are
    /// not full and carry it; codes no such row carries are left out.
    pub gaps: std::collections::BTreeMap<String, i64>,
    /// Applicable rows that are not full and carry none of the criterion's explained_by codes.
    pub unexplained: i64,
    /// The first applicable rows (at most 3, in input order) that are not full.
    pub examples: Vec<CoverageExample>,
}

impl Decode for CriterionCoverage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CriterionCoverage {
            verdict: fields.required("verdict")?,
            rows: fields.required("rows")?,
            fields: fields.required("fields")?,
            gaps: fields.required("gaps")?,
            unexplained: fields.required("unexplained")?,
            examples: fields.required("examples")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for CriterionCoverage {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("verdict", &self.verdict);
        writer.put("rows", &self.rows);
        writer.put("fields", &self.fields);
        writer.put("gaps", &self.gaps);
        writer.put("unexplained", &self.unexplained);
        writer.put("examples", &self.examples);
        writer.finish()
    }
}

crate::via_value!(CriterionCoverage);

/// full: every applicable row is full (and there is one); unavailable: no applicable row has any of
/// the evidence; partial: otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CriterionCoverageVerdict {
    /// "full"
    Full,
    /// "partial"
    Partial,
    /// "unavailable"
    Unavailable,
}

impl CriterionCoverageVerdict {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Full => "full",
            Self::Partial => "partial",
            Self::Unavailable => "unavailable",
        }
    }
}

impl Decode for CriterionCoverageVerdict {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "full" => Ok(Self::Full),
            "partial" => Ok(Self::Partial),
            "unavailable" => Ok(Self::Unavailable),
            other => Err(Error::new(format!(
                "{:?} is not one of \"full\", \"partial\", \"unavailable\"",
                other
            ))),
        }
    }
}

impl Encode for CriterionCoverageVerdict {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(CriterionCoverageVerdict);

/// A call of a custom (free-form input) tool. Open: keys beyond those listed are kept, as the
/// Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct CustomToolCallItem {
    /// Item tag.
    pub r#type: CustomToolCallItemType,
    /// Id that pairs the call with its output.
    pub call_id: String,
    /// Input the model wrote for the tool.
    pub input: String,
    /// Name of the tool.
    pub name: String,
    /// The unique ID of the custom tool call in the OpenAI platform.
    pub id: Option<Option<String>>,
    /// The namespace of the custom tool being called.
    pub namespace: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for CustomToolCallItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CustomToolCallItem {
            r#type: fields.required("type")?,
            call_id: fields.required("call_id")?,
            input: fields.required("input")?,
            name: fields.required("name")?,
            id: fields.optional("id")?,
            namespace: fields.optional("namespace")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for CustomToolCallItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("call_id", &self.call_id);
        writer.put("input", &self.input);
        writer.put("name", &self.name);
        writer.put_opt("id", &self.id);
        writer.put_opt("namespace", &self.namespace);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(CustomToolCallItem);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CustomToolCallItemType {
    /// "custom_tool_call"
    CustomToolCall,
}

impl CustomToolCallItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::CustomToolCall => "custom_tool_call",
        }
    }
}

impl Decode for CustomToolCallItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "custom_tool_call" => Ok(Self::CustomToolCall),
            other => Err(Error::new(format!(
                "{:?} is not one of \"custom_tool_call\"",
                other
            ))),
        }
    }
}

impl Encode for CustomToolCallItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(CustomToolCallItemType);

/// The result of a custom tool call. Open: keys beyond those listed are kept, as the Responses
/// vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct CustomToolCallOutputItem {
    /// Item tag.
    pub r#type: CustomToolCallOutputItemType,
    /// Call id of the custom_tool_call this output answers.
    pub call_id: String,
    /// Result given to the model.
    pub output: CustomToolCallOutputItemOutput,
    /// The unique ID of the custom tool call output in the OpenAI platform.
    pub id: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for CustomToolCallOutputItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = CustomToolCallOutputItem {
            r#type: fields.required("type")?,
            call_id: fields.required("call_id")?,
            output: fields.required("output")?,
            id: fields.optional("id")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for CustomToolCallOutputItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("call_id", &self.call_id);
        writer.put("output", &self.output);
        writer.put_opt("id", &self.id);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(CustomToolCallOutputItem);

/// Result given to the model.
#[derive(Debug, Clone, PartialEq)]
pub enum CustomToolCallOutputItemOutput {
    /// Result given to the model.
    String(String),
    /// Result given to the model.
    Array(Vec<CustomToolCallOutputItemOutputArrayItem>),
}

impl Decode for CustomToolCallOutputItemOutput {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <Vec<CustomToolCallOutputItemOutputArrayItem>>::decode(value) {
            Ok(branch) => return Ok(Self::Array(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for CustomToolCallOutputItemOutput {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Array(branch) => branch.encode(),
        }
    }
}

crate::via_value!(CustomToolCallOutputItemOutput);

/// CustomToolCallOutputItemOutputArrayItem (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub enum CustomToolCallOutputItemOutputArrayItem {
    /// The InputTextPart alternative.
    InputTextPart(InputTextPart),
    /// The InputImagePart alternative.
    InputImagePart(InputImagePart),
    /// The InputFilePart alternative.
    InputFilePart(InputFilePart),
}

impl Decode for CustomToolCallOutputItemOutputArrayItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <InputTextPart>::decode(value) {
            Ok(branch) => return Ok(Self::InputTextPart(branch)),
            Err(error) => errors.push(error),
        }
        match <InputImagePart>::decode(value) {
            Ok(branch) => return Ok(Self::InputImagePart(branch)),
            Err(error) => errors.push(error),
        }
        match <InputFilePart>::decode(value) {
            Ok(branch) => return Ok(Self::InputFilePart(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for CustomToolCallOutputItemOutputArrayItem {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::InputTextPart(branch) => branch.encode(),
            Self::InputImagePart(branch) => branch.encode(),
            Self::InputFilePart(branch) => branch.encode(),
        }
    }
}

crate::via_value!(CustomToolCallOutputItemOutputArrayItem);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CustomToolCallOutputItemType {
    /// "custom_tool_call_output"
    CustomToolCallOutput,
}

impl CustomToolCallOutputItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::CustomToolCallOutput => "custom_tool_call_output",
        }
    }
}

impl Decode for CustomToolCallOutputItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "custom_tool_call_output" => Ok(Self::CustomToolCallOutput),
            other => Err(Error::new(format!(
                "{:?} is not one of \"custom_tool_call_output\"",
                other
            ))),
        }
    }
}

impl Encode for CustomToolCallOutputItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(CustomToolCallOutputItemType);

/// Calls of one record that share an identity (call:\<model_call_id>, else
/// response:\<type>:\<name>:\<response_id>, response::\<response_id> without model_ref).
#[derive(Debug, Clone, PartialEq)]
pub struct DuplicatedCallStats {
    /// Calls beyond the first of each shared identity.
    pub replayed: i64,
    /// Records with at least one replayed call.
    pub rollouts: i64,
}

impl Decode for DuplicatedCallStats {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = DuplicatedCallStats {
            replayed: fields.required("replayed")?,
            rollouts: fields.required("rollouts")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for DuplicatedCallStats {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("replayed", &self.replayed);
        writer.put("rollouts", &self.rollouts);
        writer.finish()
    }
}

crate::via_value!(DuplicatedCallStats);

/// How one field of a criterion was met.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldCoverage {
    /// Applicable rows in which the field holds.
    pub full: i64,
    /// Applicable rows in which the field has some evidence (it holds, or some subjects pass).
    pub some: i64,
}

impl Decode for FieldCoverage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = FieldCoverage {
            full: fields.required("full")?,
            some: fields.required("some")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for FieldCoverage {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("full", &self.full);
        writer.put("some", &self.some);
        writer.finish()
    }
}

crate::via_value!(FieldCoverage);

/// A hosted file search. Open: keys beyond those listed are kept, as the Responses vocabulary
/// grows.
#[derive(Debug, Clone, PartialEq)]
pub struct FileSearchCallItem {
    /// Item tag.
    pub r#type: FileSearchCallItemType,
    /// Provider id of the item.
    pub id: String,
    /// Queries the search ran.
    pub queries: Vec<String>,
    /// Progress of the search.
    pub status: FileSearchCallItemStatus,
    /// The results of the file search tool call.
    pub results: Option<Option<Vec<FileSearchCallResult>>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for FileSearchCallItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = FileSearchCallItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            queries: fields.required("queries")?,
            status: fields.required("status")?,
            results: fields.optional("results")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for FileSearchCallItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put("queries", &self.queries);
        writer.put("status", &self.status);
        writer.put_opt("results", &self.results);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(FileSearchCallItem);

/// Progress of the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FileSearchCallItemStatus {
    /// "in_progress"
    InProgress,
    /// "searching"
    Searching,
    /// "completed"
    Completed,
    /// "incomplete"
    Incomplete,
    /// "failed"
    Failed,
}

impl FileSearchCallItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Searching => "searching",
            Self::Completed => "completed",
            Self::Incomplete => "incomplete",
            Self::Failed => "failed",
        }
    }
}

impl Decode for FileSearchCallItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "searching" => Ok(Self::Searching),
            "completed" => Ok(Self::Completed),
            "incomplete" => Ok(Self::Incomplete),
            "failed" => Ok(Self::Failed),
            other => Err(Error::new(format!("{:?} is not one of \"in_progress\", \"searching\", \"completed\", \"incomplete\", \"failed\"", other))),
        }
    }
}

impl Encode for FileSearchCallItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(FileSearchCallItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FileSearchCallItemType {
    /// "file_search_call"
    FileSearchCall,
}

impl FileSearchCallItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::FileSearchCall => "file_search_call",
        }
    }
}

impl Decode for FileSearchCallItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "file_search_call" => Ok(Self::FileSearchCall),
            other => Err(Error::new(format!(
                "{:?} is not one of \"file_search_call\"",
                other
            ))),
        }
    }
}

impl Encode for FileSearchCallItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(FileSearchCallItemType);

/// FileSearchCallResult
#[derive(Debug, Clone, PartialEq)]
pub struct FileSearchCallResult {
    /// Set of 16 key-value pairs that can be attached to an object.
    pub attributes:
        Option<Option<std::collections::BTreeMap<String, FileSearchCallResultAttributesValue>>>,
    /// The unique ID of the file.
    pub file_id: Option<Option<String>>,
    /// The name of the file.
    pub filename: Option<Option<String>>,
    /// The relevance score of the file - a value between 0 and 1.
    pub score: Option<Option<f64>>,
    /// The text that was retrieved from the file.
    pub text: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for FileSearchCallResult {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = FileSearchCallResult {
            attributes: fields.optional("attributes")?,
            file_id: fields.optional("file_id")?,
            filename: fields.optional("filename")?,
            score: fields.optional("score")?,
            text: fields.optional("text")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for FileSearchCallResult {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("attributes", &self.attributes);
        writer.put_opt("file_id", &self.file_id);
        writer.put_opt("filename", &self.filename);
        writer.put_opt("score", &self.score);
        writer.put_opt("text", &self.text);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(FileSearchCallResult);

/// FileSearchCallResultAttributesValue (generated from the schemas).
#[derive(Debug, Clone, PartialEq)]
pub enum FileSearchCallResultAttributesValue {
    /// The String alternative.
    String(String),
    /// The Number alternative.
    Number(f64),
    /// The Boolean alternative.
    Boolean(bool),
}

impl Decode for FileSearchCallResultAttributesValue {
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
        match <bool>::decode(value) {
            Ok(branch) => return Ok(Self::Boolean(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for FileSearchCallResultAttributesValue {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Number(branch) => branch.encode(),
            Self::Boolean(branch) => branch.encode(),
        }
    }
}

crate::via_value!(FileSearchCallResultAttributesValue);

/// A function (tool) call requested by the model. Open: keys beyond those listed are kept, as the
/// Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct FunctionCallItem {
    /// Item tag.
    pub r#type: FunctionCallItemType,
    /// Arguments of the call as the model wrote them, normally JSON text.
    pub arguments: String,
    /// Id that pairs the call with its function_call_output.
    pub call_id: String,
    /// Name of the function.
    pub name: String,
    /// Provider id of the item.
    pub id: Option<Option<String>>,
    /// Completion state of the item.
    pub status: Option<Option<FunctionCallItemStatus>>,
    /// Namespace that qualifies the function name, when the provider uses one.
    pub namespace: Option<Option<String>>,
    /// Token ids of the prompt that produced this item, for training. Present together with
    /// generation_token_ids and generation_log_probs (rule
    /// conversation_item.token_metadata_complete).
    pub prompt_token_ids: Option<Vec<i64>>,
    /// Token ids the model generated for this item, for training.
    pub generation_token_ids: Option<Vec<i64>>,
    /// Log probability of each generated token, for training.
    pub generation_log_probs: Option<Vec<f64>>,
    /// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
    /// nested array of expert indices.
    pub routed_experts: Option<Option<FunctionCallItemRoutedExperts>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for FunctionCallItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = FunctionCallItem {
            r#type: fields.required("type")?,
            arguments: fields.required("arguments")?,
            call_id: fields.required("call_id")?,
            name: fields.required("name")?,
            id: fields.optional("id")?,
            status: fields.optional("status")?,
            namespace: fields.optional("namespace")?,
            prompt_token_ids: fields.optional("prompt_token_ids")?,
            generation_token_ids: fields.optional("generation_token_ids")?,
            generation_log_probs: fields.optional("generation_log_probs")?,
            routed_experts: fields.optional("routed_experts")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for FunctionCallItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("arguments", &self.arguments);
        writer.put("call_id", &self.call_id);
        writer.put("name", &self.name);
        writer.put_opt("id", &self.id);
        writer.put_opt("status", &self.status);
        writer.put_opt("namespace", &self.namespace);
        writer.put_opt("prompt_token_ids", &self.prompt_token_ids);
        writer.put_opt("generation_token_ids", &self.generation_token_ids);
        writer.put_opt("generation_log_probs", &self.generation_log_probs);
        writer.put_opt("routed_experts", &self.routed_experts);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(FunctionCallItem);

/// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
/// array of expert indices.
#[derive(Debug, Clone, PartialEq)]
pub enum FunctionCallItemRoutedExperts {
    /// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
    /// nested array of expert indices.
    String(String),
    /// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
    /// nested array of expert indices.
    Array(Vec<Vec<Vec<i64>>>),
}

impl Decode for FunctionCallItemRoutedExperts {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <Vec<Vec<Vec<i64>>>>::decode(value) {
            Ok(branch) => return Ok(Self::Array(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for FunctionCallItemRoutedExperts {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Array(branch) => branch.encode(),
        }
    }
}

crate::via_value!(FunctionCallItemRoutedExperts);

/// Completion state of the item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FunctionCallItemStatus {
    /// "in_progress"
    InProgress,
    /// "completed"
    Completed,
    /// "incomplete"
    Incomplete,
}

impl FunctionCallItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Incomplete => "incomplete",
        }
    }
}

impl Decode for FunctionCallItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "completed" => Ok(Self::Completed),
            "incomplete" => Ok(Self::Incomplete),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"completed\", \"incomplete\"",
                other
            ))),
        }
    }
}

impl Encode for FunctionCallItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(FunctionCallItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FunctionCallItemType {
    /// "function_call"
    FunctionCall,
}

impl FunctionCallItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::FunctionCall => "function_call",
        }
    }
}

impl Decode for FunctionCallItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "function_call" => Ok(Self::FunctionCall),
            other => Err(Error::new(format!(
                "{:?} is not one of \"function_call\"",
                other
            ))),
        }
    }
}

impl Encode for FunctionCallItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(FunctionCallItemType);

/// One content part of a tool result, tagged by type.
#[derive(Debug, Clone, PartialEq)]
pub enum FunctionCallOutputContentPart {
    /// The InputTextPart alternative.
    InputTextPart(InputTextPart),
    /// The InputImagePart alternative.
    InputImagePart(InputImagePart),
    /// The InputFilePart alternative.
    InputFilePart(InputFilePart),
}

impl Decode for FunctionCallOutputContentPart {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <InputTextPart>::decode(value) {
            Ok(branch) => return Ok(Self::InputTextPart(branch)),
            Err(error) => errors.push(error),
        }
        match <InputImagePart>::decode(value) {
            Ok(branch) => return Ok(Self::InputImagePart(branch)),
            Err(error) => errors.push(error),
        }
        match <InputFilePart>::decode(value) {
            Ok(branch) => return Ok(Self::InputFilePart(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for FunctionCallOutputContentPart {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::InputTextPart(branch) => branch.encode(),
            Self::InputImagePart(branch) => branch.encode(),
            Self::InputFilePart(branch) => branch.encode(),
        }
    }
}

crate::via_value!(FunctionCallOutputContentPart);

/// The result of a function call as returned to the model. Open: keys beyond those listed are kept,
/// as the Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct FunctionCallOutputItem {
    /// Item tag.
    pub r#type: FunctionCallOutputItemType,
    /// Call id of the function_call this output answers.
    pub call_id: String,
    /// Result given to the model: a string, or a list of content parts.
    pub output: FunctionCallOutputItemOutput,
    /// Provider id of the item.
    pub id: Option<Option<String>>,
    /// Completion state of the item.
    pub status: Option<Option<FunctionCallOutputItemStatus>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for FunctionCallOutputItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = FunctionCallOutputItem {
            r#type: fields.required("type")?,
            call_id: fields.required("call_id")?,
            output: fields.required("output")?,
            id: fields.optional("id")?,
            status: fields.optional("status")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for FunctionCallOutputItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("call_id", &self.call_id);
        writer.put("output", &self.output);
        writer.put_opt("id", &self.id);
        writer.put_opt("status", &self.status);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(FunctionCallOutputItem);

/// Result given to the model: a string, or a list of content parts.
#[derive(Debug, Clone, PartialEq)]
pub enum FunctionCallOutputItemOutput {
    /// Result given to the model: a string, or a list of content parts.
    String(String),
    /// Result given to the model: a string, or a list of content parts.
    Array(Vec<FunctionCallOutputContentPart>),
}

impl Decode for FunctionCallOutputItemOutput {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <Vec<FunctionCallOutputContentPart>>::decode(value) {
            Ok(branch) => return Ok(Self::Array(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for FunctionCallOutputItemOutput {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Array(branch) => branch.encode(),
        }
    }
}

crate::via_value!(FunctionCallOutputItemOutput);

/// Completion state of the item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FunctionCallOutputItemStatus {
    /// "in_progress"
    InProgress,
    /// "completed"
    Completed,
    /// "incomplete"
    Incomplete,
}

impl FunctionCallOutputItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Incomplete => "incomplete",
        }
    }
}

impl Decode for FunctionCallOutputItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "completed" => Ok(Self::Completed),
            "incomplete" => Ok(Self::Incomplete),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"completed\", \"incomplete\"",
                other
            ))),
        }
    }
}

impl Encode for FunctionCallOutputItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(FunctionCallOutputItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FunctionCallOutputItemType {
    /// "function_call_output"
    FunctionCallOutput,
}

impl FunctionCallOutputItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::FunctionCallOutput => "function_call_output",
        }
    }
}

impl Decode for FunctionCallOutputItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "function_call_output" => Ok(Self::FunctionCallOutput),
            other => Err(Error::new(format!(
                "{:?} is not one of \"function_call_output\"",
                other
            ))),
        }
    }
}

impl Encode for FunctionCallOutputItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(FunctionCallOutputItemType);

/// What was read and how far each check got.
#[derive(Debug, Clone, PartialEq)]
pub struct HealthArtifacts {
    /// Records read (non-blank lines, unreadable ones included).
    pub records: i64,
    /// Records whose valid ng_trajectory has at least one model call.
    pub captures: i64,
    /// Per check: rollout checks count records, task checks count tasks.
    pub coverage: HealthCoverage,
}

impl Decode for HealthArtifacts {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = HealthArtifacts {
            records: fields.required("records")?,
            captures: fields.required("captures")?,
            coverage: fields.required("coverage")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for HealthArtifacts {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("records", &self.records);
        writer.put("captures", &self.captures);
        writer.put("coverage", &self.coverage);
        writer.finish()
    }
}

crate::via_value!(HealthArtifacts);

/// How far each check got, by check id.
#[derive(Debug, Clone, PartialEq)]
pub struct HealthCoverage {
    /// Coverage of check_execution_error.
    pub check_execution_error: CheckCoverage,
    /// Coverage of record_unreadable.
    pub record_unreadable: CheckCoverage,
    /// Coverage of rollout_duplicate_identity.
    pub rollout_duplicate_identity: CheckCoverage,
    /// Coverage of rollout_missing_agent_turns.
    pub rollout_missing_agent_turns: CheckCoverage,
    /// Coverage of rollout_ended_on_failed_model_call.
    pub rollout_ended_on_failed_model_call: CheckCoverage,
    /// Coverage of agent_turn_hollow.
    pub agent_turn_hollow: CheckCoverage,
    /// Coverage of model_call_zero_completion_tokens.
    pub model_call_zero_completion_tokens: CheckCoverage,
    /// Coverage of model_call_missing_token_counts.
    pub model_call_missing_token_counts: CheckCoverage,
    /// Coverage of trajectory_capture_mismatch.
    pub trajectory_capture_mismatch: CheckCoverage,
    /// Coverage of model_call_failed.
    pub model_call_failed: CheckCoverage,
    /// Coverage of rollout_token_count_mismatch.
    pub rollout_token_count_mismatch: CheckCoverage,
    /// Coverage of model_call_runaway_generation.
    pub model_call_runaway_generation: CheckCoverage,
    /// Coverage of task_consistently_unhealthy.
    pub task_consistently_unhealthy: CheckCoverage,
    /// Coverage of task_no_successful_model_calls.
    pub task_no_successful_model_calls: CheckCoverage,
}

impl Decode for HealthCoverage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = HealthCoverage {
            check_execution_error: fields.required("check_execution_error")?,
            record_unreadable: fields.required("record_unreadable")?,
            rollout_duplicate_identity: fields.required("rollout_duplicate_identity")?,
            rollout_missing_agent_turns: fields.required("rollout_missing_agent_turns")?,
            rollout_ended_on_failed_model_call: fields
                .required("rollout_ended_on_failed_model_call")?,
            agent_turn_hollow: fields.required("agent_turn_hollow")?,
            model_call_zero_completion_tokens: fields
                .required("model_call_zero_completion_tokens")?,
            model_call_missing_token_counts: fields.required("model_call_missing_token_counts")?,
            trajectory_capture_mismatch: fields.required("trajectory_capture_mismatch")?,
            model_call_failed: fields.required("model_call_failed")?,
            rollout_token_count_mismatch: fields.required("rollout_token_count_mismatch")?,
            model_call_runaway_generation: fields.required("model_call_runaway_generation")?,
            task_consistently_unhealthy: fields.required("task_consistently_unhealthy")?,
            task_no_successful_model_calls: fields.required("task_no_successful_model_calls")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for HealthCoverage {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("check_execution_error", &self.check_execution_error);
        writer.put("record_unreadable", &self.record_unreadable);
        writer.put(
            "rollout_duplicate_identity",
            &self.rollout_duplicate_identity,
        );
        writer.put(
            "rollout_missing_agent_turns",
            &self.rollout_missing_agent_turns,
        );
        writer.put(
            "rollout_ended_on_failed_model_call",
            &self.rollout_ended_on_failed_model_call,
        );
        writer.put("agent_turn_hollow", &self.agent_turn_hollow);
        writer.put(
            "model_call_zero_completion_tokens",
            &self.model_call_zero_completion_tokens,
        );
        writer.put(
            "model_call_missing_token_counts",
            &self.model_call_missing_token_counts,
        );
        writer.put(
            "trajectory_capture_mismatch",
            &self.trajectory_capture_mismatch,
        );
        writer.put("model_call_failed", &self.model_call_failed);
        writer.put(
            "rollout_token_count_mismatch",
            &self.rollout_token_count_mismatch,
        );
        writer.put(
            "model_call_runaway_generation",
            &self.model_call_runaway_generation,
        );
        writer.put(
            "task_consistently_unhealthy",
            &self.task_consistently_unhealthy,
        );
        writer.put(
            "task_no_successful_model_calls",
            &self.task_no_successful_model_calls,
        );
        writer.finish()
    }
}

crate::via_value!(HealthCoverage);

/// The facts of a finding. Each check writes the members spec/health/checks.json lists for it, and
/// only those.
#[derive(Debug, Clone, PartialEq)]
pub struct HealthDetail {
    /// check_execution_error, record_unreadable, rollout_missing_agent_turns, agent_turn_hollow:
    /// one of the fixed texts of the check's reasons.
    pub reason: Option<String>,
    /// check_execution_error: the check that raised.
    pub failed_check: Option<HealthDetailFailedCheck>,
    /// check_execution_error: the type of the error raised; record_unreadable: the code of the
    /// problem (json.* for a line, the first error finding's code for ng_trajectory).
    pub error: Option<String>,
    /// record_unreadable of an ng_trajectory: JSON Pointer into the row of its first error finding.
    pub path: Option<String>,
    /// rollout_duplicate_identity: how many records share the identity.
    pub duplicate_count: Option<i64>,
    /// rollout_missing_agent_turns: how many turns the trajectory has.
    pub turns: Option<i64>,
    /// rollout_ended_on_failed_model_call: the group's model server as type/name, or null for calls
    /// without model_ref.
    pub model_ref: Option<Option<String>>,
    /// rollout_ended_on_failed_model_call, model_call_failed: the call's status_code, or null.
    pub status: Option<Option<i64>>,
    /// rollout_ended_on_failed_model_call, model_call_failed: the call's error_category, or null.
    pub error_category: Option<Option<String>>,
    /// rollout_ended_on_failed_model_call: calls in the group.
    pub observed_calls: Option<i64>,
    /// rollout_ended_on_failed_model_call: successful calls in the group.
    pub successful_calls: Option<i64>,
    /// model_call_zero_completion_tokens: always 0.
    pub completion_tokens: Option<HealthDetailCompletionTokens>,
    /// model_call_missing_token_counts: the token counts the call lacks, in this order.
    pub missing: Option<Vec<HealthDetailMissingItem>>,
    /// trajectory_capture_mismatch: what contradicts.
    pub kind: Option<HealthDetailKind>,
    /// trajectory_capture_mismatch of a reference that names several calls: how many.
    pub count: Option<i64>,
    /// trajectory_capture_mismatch from a gap: the gap's code.
    pub observation_gap: Option<String>,
    /// trajectory_capture_mismatch from a gap: the gap's invocation_id.
    pub invocation_id: Option<Option<String>>,
    /// model_call_failed: every owned reference resolves and no owned call comes after this one.
    pub terminal: Option<bool>,
    /// rollout_token_count_mismatch: the prompt count of response.usage.
    pub transcript_prompt: Option<i64>,
    /// rollout_token_count_mismatch: the completion count of response.usage.
    pub transcript_completion: Option<i64>,
    /// rollout_token_count_mismatch: prompt_tokens summed over the turn-bound calls that finished.
    pub capture_prompt: Option<i64>,
    /// rollout_token_count_mismatch: completion_tokens summed over the turn-bound calls that
    /// finished.
    pub capture_completion: Option<i64>,
    /// model_call_runaway_generation: the call's finish_reason.
    pub finish_reason: Option<HealthDetailFinishReason>,
    /// task_consistently_unhealthy: repeats with a healthy or unhealthy verdict.
    pub computable_repeats: Option<i64>,
    /// task_no_successful_model_calls: repeats of the task.
    pub repeats: Option<i64>,
}

impl Decode for HealthDetail {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = HealthDetail {
            reason: fields.optional("reason")?,
            failed_check: fields.optional("failed_check")?,
            error: fields.optional("error")?,
            path: fields.optional("path")?,
            duplicate_count: fields.optional("duplicate_count")?,
            turns: fields.optional("turns")?,
            model_ref: fields.optional("model_ref")?,
            status: fields.optional("status")?,
            error_category: fields.optional("error_category")?,
            observed_calls: fields.optional("observed_calls")?,
            successful_calls: fields.optional("successful_calls")?,
            completion_tokens: fields.optional("completion_tokens")?,
            missing: fields.optional("missing")?,
            kind: fields.optional("kind")?,
            count: fields.optional("count")?,
            observation_gap: fields.optional("observation_gap")?,
            invocation_id: fields.optional("invocation_id")?,
            terminal: fields.optional("terminal")?,
            transcript_prompt: fields.optional("transcript_prompt")?,
            transcript_completion: fields.optional("transcript_completion")?,
            capture_prompt: fields.optional("capture_prompt")?,
            capture_completion: fields.optional("capture_completion")?,
            finish_reason: fields.optional("finish_reason")?,
            computable_repeats: fields.optional("computable_repeats")?,
            repeats: fields.optional("repeats")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for HealthDetail {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("reason", &self.reason);
        writer.put_opt("failed_check", &self.failed_check);
        writer.put_opt("error", &self.error);
        writer.put_opt("path", &self.path);
        writer.put_opt("duplicate_count", &self.duplicate_count);
        writer.put_opt("turns", &self.turns);
        writer.put_opt("model_ref", &self.model_ref);
        writer.put_opt("status", &self.status);
        writer.put_opt("error_category", &self.error_category);
        writer.put_opt("observed_calls", &self.observed_calls);
        writer.put_opt("successful_calls", &self.successful_calls);
        writer.put_opt("completion_tokens", &self.completion_tokens);
        writer.put_opt("missing", &self.missing);
        writer.put_opt("kind", &self.kind);
        writer.put_opt("count", &self.count);
        writer.put_opt("observation_gap", &self.observation_gap);
        writer.put_opt("invocation_id", &self.invocation_id);
        writer.put_opt("terminal", &self.terminal);
        writer.put_opt("transcript_prompt", &self.transcript_prompt);
        writer.put_opt("transcript_completion", &self.transcript_completion);
        writer.put_opt("capture_prompt", &self.capture_prompt);
        writer.put_opt("capture_completion", &self.capture_completion);
        writer.put_opt("finish_reason", &self.finish_reason);
        writer.put_opt("computable_repeats", &self.computable_repeats);
        writer.put_opt("repeats", &self.repeats);
        writer.finish()
    }
}

crate::via_value!(HealthDetail);

/// model_call_zero_completion_tokens: always 0.
#[derive(Debug, Clone, PartialEq)]
pub struct HealthDetailCompletionTokens(pub serde_json::Value);

impl Decode for HealthDetailCompletionTokens {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        jsonmodel::one_of(value, &["0"]).map(HealthDetailCompletionTokens)
    }
}

impl Encode for HealthDetailCompletionTokens {
    fn encode(&self) -> serde_json::Value {
        self.0.clone()
    }
}

crate::via_value!(HealthDetailCompletionTokens);

/// check_execution_error: the check that raised.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HealthDetailFailedCheck {
    /// "check_execution_error"
    CheckExecutionError,
    /// "record_unreadable"
    RecordUnreadable,
    /// "rollout_duplicate_identity"
    RolloutDuplicateIdentity,
    /// "rollout_missing_agent_turns"
    RolloutMissingAgentTurns,
    /// "rollout_ended_on_failed_model_call"
    RolloutEndedOnFailedModelCall,
    /// "agent_turn_hollow"
    AgentTurnHollow,
    /// "model_call_zero_completion_tokens"
    ModelCallZeroCompletionTokens,
    /// "model_call_missing_token_counts"
    ModelCallMissingTokenCounts,
    /// "trajectory_capture_mismatch"
    TrajectoryCaptureMismatch,
    /// "model_call_failed"
    ModelCallFailed,
    /// "rollout_token_count_mismatch"
    RolloutTokenCountMismatch,
    /// "model_call_runaway_generation"
    ModelCallRunawayGeneration,
    /// "task_consistently_unhealthy"
    TaskConsistentlyUnhealthy,
    /// "task_no_successful_model_calls"
    TaskNoSuccessfulModelCalls,
}

impl HealthDetailFailedCheck {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::CheckExecutionError => "check_execution_error",
            Self::RecordUnreadable => "record_unreadable",
            Self::RolloutDuplicateIdentity => "rollout_duplicate_identity",
            Self::RolloutMissingAgentTurns => "rollout_missing_agent_turns",
            Self::RolloutEndedOnFailedModelCall => "rollout_ended_on_failed_model_call",
            Self::AgentTurnHollow => "agent_turn_hollow",
            Self::ModelCallZeroCompletionTokens => "model_call_zero_completion_tokens",
            Self::ModelCallMissingTokenCounts => "model_call_missing_token_counts",
            Self::TrajectoryCaptureMismatch => "trajectory_capture_mismatch",
            Self::ModelCallFailed => "model_call_failed",
            Self::RolloutTokenCountMismatch => "rollout_token_count_mismatch",
            Self::ModelCallRunawayGeneration => "model_call_runaway_generation",
            Self::TaskConsistentlyUnhealthy => "task_consistently_unhealthy",
            Self::TaskNoSuccessfulModelCalls => "task_no_successful_model_calls",
        }
    }
}

impl Decode for HealthDetailFailedCheck {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "check_execution_error" => Ok(Self::CheckExecutionError),
            "record_unreadable" => Ok(Self::RecordUnreadable),
            "rollout_duplicate_identity" => Ok(Self::RolloutDuplicateIdentity),
            "rollout_missing_agent_turns" => Ok(Self::RolloutMissingAgentTurns),
            "rollout_ended_on_failed_model_call" => Ok(Self::RolloutEndedOnFailedModelCall),
            "agent_turn_hollow" => Ok(Self::AgentTurnHollow),
            "model_call_zero_completion_tokens" => Ok(Self::ModelCallZeroCompletionTokens),
            "model_call_missing_token_counts" => Ok(Self::ModelCallMissingTokenCounts),
            "trajectory_capture_mismatch" => Ok(Self::TrajectoryCaptureMismatch),
            "model_call_failed" => Ok(Self::ModelCallFailed),
            "rollout_token_count_mismatch" => Ok(Self::RolloutTokenCountMismatch),
            "model_call_runaway_generation" => Ok(Self::ModelCallRunawayGeneration),
            "task_consistently_unhealthy" => Ok(Self::TaskConsistentlyUnhealthy),
            "task_no_successful_model_calls" => Ok(Self::TaskNoSuccessfulModelCalls),
            other => Err(Error::new(format!("{:?} is not one of \"check_execution_error\", \"record_unreadable\", \"rollout_duplicate_identity\", \"rollout_missing_agent_turns\", \"rollout_ended_on_failed_model_call\", \"agent_turn_hollow\", \"model_call_zero_completion_tokens\", \"model_call_missing_token_counts\", \"trajectory_capture_mismatch\", \"model_call_failed\", \"rollout_token_count_mismatch\", \"model_call_runaway_generation\", \"task_consistently_unhealthy\", \"task_no_successful_model_calls\"", other))),
        }
    }
}

impl Encode for HealthDetailFailedCheck {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(HealthDetailFailedCheck);

/// model_call_runaway_generation: the call's finish_reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HealthDetailFinishReason {
    /// "length"
    Length,
    /// "max_output_tokens"
    MaxOutputTokens,
    /// "max_tokens"
    MaxTokens,
}

impl HealthDetailFinishReason {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Length => "length",
            Self::MaxOutputTokens => "max_output_tokens",
            Self::MaxTokens => "max_tokens",
        }
    }
}

impl Decode for HealthDetailFinishReason {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "length" => Ok(Self::Length),
            "max_output_tokens" => Ok(Self::MaxOutputTokens),
            "max_tokens" => Ok(Self::MaxTokens),
            other => Err(Error::new(format!(
                "{:?} is not one of \"length\", \"max_output_tokens\", \"max_tokens\"",
                other
            ))),
        }
    }
}

impl Encode for HealthDetailFinishReason {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(HealthDetailFinishReason);

/// trajectory_capture_mismatch: what contradicts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HealthDetailKind {
    /// "missing_captured_call"
    MissingCapturedCall,
    /// "duplicated_captured_call"
    DuplicatedCapturedCall,
    /// "conflicting_call_ownership"
    ConflictingCallOwnership,
}

impl HealthDetailKind {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::MissingCapturedCall => "missing_captured_call",
            Self::DuplicatedCapturedCall => "duplicated_captured_call",
            Self::ConflictingCallOwnership => "conflicting_call_ownership",
        }
    }
}

impl Decode for HealthDetailKind {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "missing_captured_call" => Ok(Self::MissingCapturedCall),
            "duplicated_captured_call" => Ok(Self::DuplicatedCapturedCall),
            "conflicting_call_ownership" => Ok(Self::ConflictingCallOwnership),
            other => Err(Error::new(format!("{:?} is not one of \"missing_captured_call\", \"duplicated_captured_call\", \"conflicting_call_ownership\"", other))),
        }
    }
}

impl Encode for HealthDetailKind {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(HealthDetailKind);

/// HealthDetailMissingItem (generated from the schemas).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HealthDetailMissingItem {
    /// "prompt_tokens"
    PromptTokens,
    /// "completion_tokens"
    CompletionTokens,
}

impl HealthDetailMissingItem {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::PromptTokens => "prompt_tokens",
            Self::CompletionTokens => "completion_tokens",
        }
    }
}

impl Decode for HealthDetailMissingItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "prompt_tokens" => Ok(Self::PromptTokens),
            "completion_tokens" => Ok(Self::CompletionTokens),
            other => Err(Error::new(format!(
                "{:?} is not one of \"prompt_tokens\", \"completion_tokens\"",
                other
            ))),
        }
    }
}

impl Encode for HealthDetailMissingItem {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(HealthDetailMissingItem);

/// What one rollout health check found: the check (spec/health/checks.json lists them in registry
/// order), the task or rollout it is about, where, and the check's detail. Health findings judge
/// the integrity of the evidence in ng_trajectory, never task success.
#[derive(Debug, Clone, PartialEq)]
pub struct HealthFinding {
    /// Id of the check that found it.
    pub check: HealthFindingCheck,
    /// The task (task checks) or the rollout (rollout checks) the finding is about.
    pub subject: HealthSubject,
    /// Where inside the rollout, or null when the finding is about the whole rollout or task.
    pub locator: Option<HealthLocator>,
    /// The check's facts; the members depend on the check (spec/health/checks.json).
    pub detail: HealthDetail,
}

impl Decode for HealthFinding {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = HealthFinding {
            check: fields.required("check")?,
            subject: fields.required("subject")?,
            locator: fields.required("locator")?,
            detail: fields.required("detail")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for HealthFinding {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("check", &self.check);
        writer.put("subject", &self.subject);
        writer.put("locator", &self.locator);
        writer.put("detail", &self.detail);
        writer.finish()
    }
}

crate::via_value!(HealthFinding);

/// Id of the check that found it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HealthFindingCheck {
    /// "check_execution_error"
    CheckExecutionError,
    /// "record_unreadable"
    RecordUnreadable,
    /// "rollout_duplicate_identity"
    RolloutDuplicateIdentity,
    /// "rollout_missing_agent_turns"
    RolloutMissingAgentTurns,
    /// "rollout_ended_on_failed_model_call"
    RolloutEndedOnFailedModelCall,
    /// "agent_turn_hollow"
    AgentTurnHollow,
    /// "model_call_zero_completion_tokens"
    ModelCallZeroCompletionTokens,
    /// "model_call_missing_token_counts"
    ModelCallMissingTokenCounts,
    /// "trajectory_capture_mismatch"
    TrajectoryCaptureMismatch,
    /// "model_call_failed"
    ModelCallFailed,
    /// "rollout_token_count_mismatch"
    RolloutTokenCountMismatch,
    /// "model_call_runaway_generation"
    ModelCallRunawayGeneration,
    /// "task_consistently_unhealthy"
    TaskConsistentlyUnhealthy,
    /// "task_no_successful_model_calls"
    TaskNoSuccessfulModelCalls,
}

impl HealthFindingCheck {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::CheckExecutionError => "check_execution_error",
            Self::RecordUnreadable => "record_unreadable",
            Self::RolloutDuplicateIdentity => "rollout_duplicate_identity",
            Self::RolloutMissingAgentTurns => "rollout_missing_agent_turns",
            Self::RolloutEndedOnFailedModelCall => "rollout_ended_on_failed_model_call",
            Self::AgentTurnHollow => "agent_turn_hollow",
            Self::ModelCallZeroCompletionTokens => "model_call_zero_completion_tokens",
            Self::ModelCallMissingTokenCounts => "model_call_missing_token_counts",
            Self::TrajectoryCaptureMismatch => "trajectory_capture_mismatch",
            Self::ModelCallFailed => "model_call_failed",
            Self::RolloutTokenCountMismatch => "rollout_token_count_mismatch",
            Self::ModelCallRunawayGeneration => "model_call_runaway_generation",
            Self::TaskConsistentlyUnhealthy => "task_consistently_unhealthy",
            Self::TaskNoSuccessfulModelCalls => "task_no_successful_model_calls",
        }
    }
}

impl Decode for HealthFindingCheck {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "check_execution_error" => Ok(Self::CheckExecutionError),
            "record_unreadable" => Ok(Self::RecordUnreadable),
            "rollout_duplicate_identity" => Ok(Self::RolloutDuplicateIdentity),
            "rollout_missing_agent_turns" => Ok(Self::RolloutMissingAgentTurns),
            "rollout_ended_on_failed_model_call" => Ok(Self::RolloutEndedOnFailedModelCall),
            "agent_turn_hollow" => Ok(Self::AgentTurnHollow),
            "model_call_zero_completion_tokens" => Ok(Self::ModelCallZeroCompletionTokens),
            "model_call_missing_token_counts" => Ok(Self::ModelCallMissingTokenCounts),
            "trajectory_capture_mismatch" => Ok(Self::TrajectoryCaptureMismatch),
            "model_call_failed" => Ok(Self::ModelCallFailed),
            "rollout_token_count_mismatch" => Ok(Self::RolloutTokenCountMismatch),
            "model_call_runaway_generation" => Ok(Self::ModelCallRunawayGeneration),
            "task_consistently_unhealthy" => Ok(Self::TaskConsistentlyUnhealthy),
            "task_no_successful_model_calls" => Ok(Self::TaskNoSuccessfulModelCalls),
            other => Err(Error::new(format!("{:?} is not one of \"check_execution_error\", \"record_unreadable\", \"rollout_duplicate_identity\", \"rollout_missing_agent_turns\", \"rollout_ended_on_failed_model_call\", \"agent_turn_hollow\", \"model_call_zero_completion_tokens\", \"model_call_missing_token_counts\", \"trajectory_capture_mismatch\", \"model_call_failed\", \"rollout_token_count_mismatch\", \"model_call_runaway_generation\", \"task_consistently_unhealthy\", \"task_no_successful_model_calls\"", other))),
        }
    }
}

impl Encode for HealthFindingCheck {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(HealthFindingCheck);

/// Where a finding is: a line of an input file, a model call, or a turn.
#[derive(Debug, Clone, PartialEq)]
pub struct HealthLocator {
    /// record_unreadable: the input file as it was named (absent for rows given in memory).
    pub source_file: Option<String>,
    /// record_unreadable: the line number, from 1 (for rows given in memory: the position, from 1).
    pub line: Option<i64>,
    /// Model-call checks: the call's model_call_id, else its response_id, else its position in
    /// ng_trajectory.model_calls; trajectory_capture_mismatch: the id the reference or gap names.
    pub call_id: Option<String>,
    /// agent_turn_hollow: the turn's invocation.
    pub invocation_id: Option<String>,
    /// agent_turn_hollow: the turn's turn_no.
    pub turn: Option<i64>,
}

impl Decode for HealthLocator {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = HealthLocator {
            source_file: fields.optional("source_file")?,
            line: fields.optional("line")?,
            call_id: fields.optional("call_id")?,
            invocation_id: fields.optional("invocation_id")?,
            turn: fields.optional("turn")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for HealthLocator {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("source_file", &self.source_file);
        writer.put_opt("line", &self.line);
        writer.put_opt("call_id", &self.call_id);
        writer.put_opt("invocation_id", &self.invocation_id);
        writer.put_opt("turn", &self.turn);
        writer.finish()
    }
}

crate::via_value!(HealthLocator);

/// Figures over every record of the run.
#[derive(Debug, Clone, PartialEq)]
pub struct HealthRun {
    /// Checks that were neither run nor counted, sorted.
    pub ignored_checks: Vec<HealthRunIgnoredChecksItem>,
    /// What was read and how far each check got.
    pub artifacts: HealthArtifacts,
    /// Records per verdict.
    pub verdicts: VerdictCounts,
    /// Findings per check.
    pub issues: IssueCounts,
    /// Figures over the model calls and usage of the records.
    pub stats: HealthStats,
}

impl Decode for HealthRun {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = HealthRun {
            ignored_checks: fields.required("ignored_checks")?,
            artifacts: fields.required("artifacts")?,
            verdicts: fields.required("verdicts")?,
            issues: fields.required("issues")?,
            stats: fields.required("stats")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for HealthRun {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("ignored_checks", &self.ignored_checks);
        writer.put("artifacts", &self.artifacts);
        writer.put("verdicts", &self.verdicts);
        writer.put("issues", &self.issues);
        writer.put("stats", &self.stats);
        writer.finish()
    }
}

crate::via_value!(HealthRun);

/// HealthRunIgnoredChecksItem (generated from the schemas).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HealthRunIgnoredChecksItem {
    /// "check_execution_error"
    CheckExecutionError,
    /// "record_unreadable"
    RecordUnreadable,
    /// "rollout_duplicate_identity"
    RolloutDuplicateIdentity,
    /// "rollout_missing_agent_turns"
    RolloutMissingAgentTurns,
    /// "rollout_ended_on_failed_model_call"
    RolloutEndedOnFailedModelCall,
    /// "agent_turn_hollow"
    AgentTurnHollow,
    /// "model_call_zero_completion_tokens"
    ModelCallZeroCompletionTokens,
    /// "model_call_missing_token_counts"
    ModelCallMissingTokenCounts,
    /// "trajectory_capture_mismatch"
    TrajectoryCaptureMismatch,
    /// "model_call_failed"
    ModelCallFailed,
    /// "rollout_token_count_mismatch"
    RolloutTokenCountMismatch,
    /// "model_call_runaway_generation"
    ModelCallRunawayGeneration,
    /// "task_consistently_unhealthy"
    TaskConsistentlyUnhealthy,
    /// "task_no_successful_model_calls"
    TaskNoSuccessfulModelCalls,
}

impl HealthRunIgnoredChecksItem {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::CheckExecutionError => "check_execution_error",
            Self::RecordUnreadable => "record_unreadable",
            Self::RolloutDuplicateIdentity => "rollout_duplicate_identity",
            Self::RolloutMissingAgentTurns => "rollout_missing_agent_turns",
            Self::RolloutEndedOnFailedModelCall => "rollout_ended_on_failed_model_call",
            Self::AgentTurnHollow => "agent_turn_hollow",
            Self::ModelCallZeroCompletionTokens => "model_call_zero_completion_tokens",
            Self::ModelCallMissingTokenCounts => "model_call_missing_token_counts",
            Self::TrajectoryCaptureMismatch => "trajectory_capture_mismatch",
            Self::ModelCallFailed => "model_call_failed",
            Self::RolloutTokenCountMismatch => "rollout_token_count_mismatch",
            Self::ModelCallRunawayGeneration => "model_call_runaway_generation",
            Self::TaskConsistentlyUnhealthy => "task_consistently_unhealthy",
            Self::TaskNoSuccessfulModelCalls => "task_no_successful_model_calls",
        }
    }
}

impl Decode for HealthRunIgnoredChecksItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "check_execution_error" => Ok(Self::CheckExecutionError),
            "record_unreadable" => Ok(Self::RecordUnreadable),
            "rollout_duplicate_identity" => Ok(Self::RolloutDuplicateIdentity),
            "rollout_missing_agent_turns" => Ok(Self::RolloutMissingAgentTurns),
            "rollout_ended_on_failed_model_call" => Ok(Self::RolloutEndedOnFailedModelCall),
            "agent_turn_hollow" => Ok(Self::AgentTurnHollow),
            "model_call_zero_completion_tokens" => Ok(Self::ModelCallZeroCompletionTokens),
            "model_call_missing_token_counts" => Ok(Self::ModelCallMissingTokenCounts),
            "trajectory_capture_mismatch" => Ok(Self::TrajectoryCaptureMismatch),
            "model_call_failed" => Ok(Self::ModelCallFailed),
            "rollout_token_count_mismatch" => Ok(Self::RolloutTokenCountMismatch),
            "model_call_runaway_generation" => Ok(Self::ModelCallRunawayGeneration),
            "task_consistently_unhealthy" => Ok(Self::TaskConsistentlyUnhealthy),
            "task_no_successful_model_calls" => Ok(Self::TaskNoSuccessfulModelCalls),
            other => Err(Error::new(format!("{:?} is not one of \"check_execution_error\", \"record_unreadable\", \"rollout_duplicate_identity\", \"rollout_missing_agent_turns\", \"rollout_ended_on_failed_model_call\", \"agent_turn_hollow\", \"model_call_zero_completion_tokens\", \"model_call_missing_token_counts\", \"trajectory_capture_mismatch\", \"model_call_failed\", \"rollout_token_count_mismatch\", \"model_call_runaway_generation\", \"task_consistently_unhealthy\", \"task_no_successful_model_calls\"", other))),
        }
    }
}

impl Encode for HealthRunIgnoredChecksItem {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(HealthRunIgnoredChecksItem);

/// Figures over the model calls and usage of the records.
#[derive(Debug, Clone, PartialEq)]
pub struct HealthStats {
    /// Failed model calls.
    pub model_call_errors: ModelCallErrorStats,
    /// Model calls recorded more than once.
    pub duplicated_calls: DuplicatedCallStats,
    /// Token totals.
    pub tokens: HealthTokenTotals,
}

impl Decode for HealthStats {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = HealthStats {
            model_call_errors: fields.required("model_call_errors")?,
            duplicated_calls: fields.required("duplicated_calls")?,
            tokens: fields.required("tokens")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for HealthStats {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("model_call_errors", &self.model_call_errors);
        writer.put("duplicated_calls", &self.duplicated_calls);
        writer.put("tokens", &self.tokens);
        writer.finish()
    }
}

crate::via_value!(HealthStats);

/// A task, or one rollout of it, by its indices.
#[derive(Debug, Clone, PartialEq)]
pub struct HealthSubject {
    /// The record's _ng_task_index; for a record without one, its 0-based position among the
    /// non-blank lines of all inputs; for an unreadable line, __unreadable_record__:input-\<input
    /// number from 0>:line-\<line number from 1>.
    pub ng_task_index: HealthSubjectNgTaskIndex,
    /// The record's _ng_rollout_index (0 when it has none); absent for a task finding.
    pub ng_rollout_index: Option<HealthSubjectNgRolloutIndex>,
}

impl Decode for HealthSubject {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = HealthSubject {
            ng_task_index: fields.required("_ng_task_index")?,
            ng_rollout_index: fields.optional("_ng_rollout_index")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for HealthSubject {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("_ng_task_index", &self.ng_task_index);
        writer.put_opt("_ng_rollout_index", &self.ng_rollout_index);
        writer.finish()
    }
}

crate::via_value!(HealthSubject);

/// The record's _ng_rollout_index (0 when it has none); absent for a task finding.
#[derive(Debug, Clone, PartialEq)]
pub enum HealthSubjectNgRolloutIndex {
    /// The record's _ng_rollout_index (0 when it has none); absent for a task finding.
    Integer(i64),
    /// The record's _ng_rollout_index (0 when it has none); absent for a task finding.
    String(String),
}

impl Decode for HealthSubjectNgRolloutIndex {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for HealthSubjectNgRolloutIndex {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::Integer(branch) => branch.encode(),
            Self::String(branch) => branch.encode(),
        }
    }
}

crate::via_value!(HealthSubjectNgRolloutIndex);

/// The record's _ng_task_index; for a record without one, its 0-based position among the non-blank
/// lines of all inputs; for an unreadable line, __unreadable_record__:input-\<input number from
/// 0>:line-\<line number from 1>.
#[derive(Debug, Clone, PartialEq)]
pub enum HealthSubjectNgTaskIndex {
    /// The record's _ng_task_index; for a record without one, its 0-based position among the
    /// non-blank lines of all inputs; for an unreadable line, __unreadable_record__:input-\<input
    /// number from 0>:line-\<line number from 1>.
    Integer(i64),
    /// The record's _ng_task_index; for a record without one, its 0-based position among the
    /// non-blank lines of all inputs; for an unreadable line, __unreadable_record__:input-\<input
    /// number from 0>:line-\<line number from 1>.
    String(String),
}

impl Decode for HealthSubjectNgTaskIndex {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for HealthSubjectNgTaskIndex {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::Integer(branch) => branch.encode(),
            Self::String(branch) => branch.encode(),
        }
    }
}

crate::via_value!(HealthSubjectNgTaskIndex);

/// Token totals over every record whose counts keep each total in the signed 64-bit range.
#[derive(Debug, Clone, PartialEq)]
pub struct HealthTokenTotals {
    /// response.usage prompt counts (0 where absent).
    pub prompt: i64,
    /// response.usage completion counts (0 where absent).
    pub completion: i64,
    /// prompt_tokens over every model call.
    pub capture_prompt: i64,
    /// completion_tokens over every model call.
    pub capture_completion: i64,
    /// Records left out of these four totals, present only when there are any: adding a record's
    /// counts would have carried a total past 2**63 - 1, the largest integer every reader of the
    /// family holds exactly, so none of its four counts is added (the command names each such
    /// record on stderr).
    pub left_out: Option<i64>,
}

impl Decode for HealthTokenTotals {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = HealthTokenTotals {
            prompt: fields.required("prompt")?,
            completion: fields.required("completion")?,
            capture_prompt: fields.required("capture_prompt")?,
            capture_completion: fields.required("capture_completion")?,
            left_out: fields.optional("left_out")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for HealthTokenTotals {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("prompt", &self.prompt);
        writer.put("completion", &self.completion);
        writer.put("capture_prompt", &self.capture_prompt);
        writer.put("capture_completion", &self.capture_completion);
        writer.put_opt("left_out", &self.left_out);
        writer.finish()
    }
}

crate::via_value!(HealthTokenTotals);

/// A hosted image generation. Open: keys beyond those listed are kept, as the Responses vocabulary
/// grows.
#[derive(Debug, Clone, PartialEq)]
pub struct ImageGenerationCallItem {
    /// Item tag.
    pub r#type: ImageGenerationCallItemType,
    /// Provider id of the item.
    pub id: String,
    /// The generated image encoded in base64.
    pub result: Option<Option<String>>,
    /// Progress of the generation.
    pub status: ImageGenerationCallItemStatus,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ImageGenerationCallItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ImageGenerationCallItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            result: fields.optional("result")?,
            status: fields.required("status")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ImageGenerationCallItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put_opt("result", &self.result);
        writer.put("status", &self.status);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ImageGenerationCallItem);

/// Progress of the generation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ImageGenerationCallItemStatus {
    /// "in_progress"
    InProgress,
    /// "completed"
    Completed,
    /// "generating"
    Generating,
    /// "failed"
    Failed,
}

impl ImageGenerationCallItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Generating => "generating",
            Self::Failed => "failed",
        }
    }
}

impl Decode for ImageGenerationCallItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "completed" => Ok(Self::Completed),
            "generating" => Ok(Self::Generating),
            "failed" => Ok(Self::Failed),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"completed\", \"generating\", \"failed\"",
                other
            ))),
        }
    }
}

impl Encode for ImageGenerationCallItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ImageGenerationCallItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ImageGenerationCallItemType {
    /// "image_generation_call"
    ImageGenerationCall,
}

impl ImageGenerationCallItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ImageGenerationCall => "image_generation_call",
        }
    }
}

impl Decode for ImageGenerationCallItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "image_generation_call" => Ok(Self::ImageGenerationCall),
            other => Err(Error::new(format!(
                "{:?} is not one of \"image_generation_call\"",
                other
            ))),
        }
    }
}

impl Encode for ImageGenerationCallItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ImageGenerationCallItemType);

/// A file given to the model, inline or by reference. Open: keys beyond those listed are kept, as
/// the Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct InputFilePart {
    /// Content part tag.
    pub r#type: InputFilePartType,
    /// Inline content of the file.
    pub file_data: Option<Option<String>>,
    /// Id of an uploaded file.
    pub file_id: Option<Option<String>>,
    /// URL of the file.
    pub file_url: Option<String>,
    /// Name of the file.
    pub filename: Option<Option<String>>,
    /// Resolution hint for the file's rendering.
    pub detail: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for InputFilePart {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = InputFilePart {
            r#type: fields.required("type")?,
            file_data: fields.optional("file_data")?,
            file_id: fields.optional("file_id")?,
            file_url: fields.optional("file_url")?,
            filename: fields.optional("filename")?,
            detail: fields.optional("detail")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for InputFilePart {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_opt("file_data", &self.file_data);
        writer.put_opt("file_id", &self.file_id);
        writer.put_opt("file_url", &self.file_url);
        writer.put_opt("filename", &self.filename);
        writer.put_opt("detail", &self.detail);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(InputFilePart);

/// Content part tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InputFilePartType {
    /// "input_file"
    InputFile,
}

impl InputFilePartType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InputFile => "input_file",
        }
    }
}

impl Decode for InputFilePartType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "input_file" => Ok(Self::InputFile),
            other => Err(Error::new(format!(
                "{:?} is not one of \"input_file\"",
                other
            ))),
        }
    }
}

impl Encode for InputFilePartType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(InputFilePartType);

/// An image given to the model, by URL (a data URL allowed) or by uploaded file id. Open: keys
/// beyond those listed are kept, as the Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct InputImagePart {
    /// Content part tag.
    pub r#type: InputImagePartType,
    /// Resolution at which the model should look at the image.
    pub detail: InputImagePartDetail,
    /// URL or data URL of the image.
    pub image_url: Option<Option<String>>,
    /// Id of an uploaded image file.
    pub file_id: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for InputImagePart {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = InputImagePart {
            r#type: fields.required("type")?,
            detail: fields.required("detail")?,
            image_url: fields.optional("image_url")?,
            file_id: fields.optional("file_id")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for InputImagePart {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("detail", &self.detail);
        writer.put_opt("image_url", &self.image_url);
        writer.put_opt("file_id", &self.file_id);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(InputImagePart);

/// Resolution at which the model should look at the image.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InputImagePartDetail {
    /// "low"
    Low,
    /// "high"
    High,
    /// "auto"
    Auto,
    /// "original"
    Original,
}

impl InputImagePartDetail {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Low => "low",
            Self::High => "high",
            Self::Auto => "auto",
            Self::Original => "original",
        }
    }
}

impl Decode for InputImagePartDetail {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "low" => Ok(Self::Low),
            "high" => Ok(Self::High),
            "auto" => Ok(Self::Auto),
            "original" => Ok(Self::Original),
            other => Err(Error::new(format!(
                "{:?} is not one of \"low\", \"high\", \"auto\", \"original\"",
                other
            ))),
        }
    }
}

impl Encode for InputImagePartDetail {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(InputImagePartDetail);

/// Content part tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InputImagePartType {
    /// "input_image"
    InputImage,
}

impl InputImagePartType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InputImage => "input_image",
        }
    }
}

impl Decode for InputImagePartType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "input_image" => Ok(Self::InputImage),
            other => Err(Error::new(format!(
                "{:?} is not one of \"input_image\"",
                other
            ))),
        }
    }
}

impl Encode for InputImagePartType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(InputImagePartType);

/// One task input row of NeMo Gym 0.7.0 (a line of example.jsonl, *_input.jsonl, a benchmark's data
/// file): what a Gym run starts from. The request the agent sends the model
/// (responses_create_params), the agent that runs it (agent_ref) and the task's own fields, which
/// the verifier reads (expected_answer, verifier_metadata, ...). A row without
/// responses_create_params, or without its input, is a raw row that a prompt_config completes.
/// Open: keys not listed here belong to the task and are not checked, as Gym keeps them.
#[derive(Debug, Clone, PartialEq)]
pub struct InputRow {
    /// The OpenAI Responses create request of the task.
    pub responses_create_params: Option<ResponseCreateParams>,
    /// Agent server that runs the task.
    pub agent_ref: Option<AgentRef>,
    /// Name Gym routes the row by when it has no agent_ref (a resources server or agent name).
    pub task_source: Option<String>,
    /// The answer the verifier compares with; any JSON value.
    pub expected_answer: Option<serde_json::Value>,
    /// Legacy container of task fields for the verifier; Gym splices its members up to the row.
    /// Null means none.
    pub verifier_metadata: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
    /// Container of the task's own fields, in the layout after Gym's row-format migration; Gym
    /// splices its members up to the row. Null means none.
    pub task_data: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
    /// Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
    /// task_id} object of a materialized task row (whose inner task_id is used).
    pub task_id: Option<InputRowTaskId>,
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    pub problem_id: Option<InputRowProblemId>,
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    pub instance_id: Option<InputRowInstanceId>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for InputRow {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = InputRow {
            responses_create_params: fields.optional("responses_create_params")?,
            agent_ref: fields.optional("agent_ref")?,
            task_source: fields.optional("task_source")?,
            expected_answer: fields.optional("expected_answer")?,
            verifier_metadata: fields.optional("verifier_metadata")?,
            task_data: fields.optional("task_data")?,
            task_id: fields.optional("task_id")?,
            problem_id: fields.optional("problem_id")?,
            instance_id: fields.optional("instance_id")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for InputRow {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("responses_create_params", &self.responses_create_params);
        writer.put_opt("agent_ref", &self.agent_ref);
        writer.put_opt("task_source", &self.task_source);
        writer.put_opt("expected_answer", &self.expected_answer);
        writer.put_opt("verifier_metadata", &self.verifier_metadata);
        writer.put_opt("task_data", &self.task_data);
        writer.put_opt("task_id", &self.task_id);
        writer.put_opt("problem_id", &self.problem_id);
        writer.put_opt("instance_id", &self.instance_id);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(InputRow);

/// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
/// its decimal text.
#[derive(Debug, Clone, PartialEq)]
pub enum InputRowInstanceId {
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    String(String),
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    Integer(i64),
}

impl Decode for InputRowInstanceId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for InputRowInstanceId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
        }
    }
}

crate::via_value!(InputRowInstanceId);

/// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
#[derive(Debug, Clone, PartialEq)]
pub enum InputRowProblemId {
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    String(String),
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    Integer(i64),
}

impl Decode for InputRowProblemId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for InputRowProblemId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
        }
    }
}

crate::via_value!(InputRowProblemId);

/// Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
/// object of a materialized task row (whose inner task_id is used).
#[derive(Debug, Clone, PartialEq)]
pub enum InputRowTaskId {
    /// The String alternative.
    String(String),
    /// The Integer alternative.
    Integer(i64),
    /// The MaterializedTaskId alternative.
    MaterializedTaskId(MaterializedTaskId),
}

impl Decode for InputRowTaskId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        match <MaterializedTaskId>::decode(value) {
            Ok(branch) => return Ok(Self::MaterializedTaskId(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for InputRowTaskId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
            Self::MaterializedTaskId(branch) => branch.encode(),
        }
    }
}

crate::via_value!(InputRowTaskId);

/// Plain text given to the model. Open: keys beyond those listed are kept, as the Responses
/// vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct InputTextPart {
    /// Content part tag.
    pub r#type: InputTextPartType,
    /// The text.
    pub text: String,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for InputTextPart {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = InputTextPart {
            r#type: fields.required("type")?,
            text: fields.required("text")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for InputTextPart {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("text", &self.text);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(InputTextPart);

/// Content part tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InputTextPartType {
    /// "input_text"
    InputText,
}

impl InputTextPartType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InputText => "input_text",
        }
    }
}

impl Decode for InputTextPartType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "input_text" => Ok(Self::InputText),
            other => Err(Error::new(format!(
                "{:?} is not one of \"input_text\"",
                other
            ))),
        }
    }
}

impl Encode for InputTextPartType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(InputTextPartType);

/// A video given to the model (a Gym extension of the input parts). Exactly one of video_url and
/// video is set (rule content_part.input_video_source). Open: keys beyond those listed are kept, as
/// the Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct InputVideoPart {
    /// Content part tag.
    pub r#type: InputVideoPartType,
    /// URL of the video; non-empty when given.
    pub video_url: Option<String>,
    /// Video reference in the form the model server accepts; non-empty when given.
    pub video: Option<String>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for InputVideoPart {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = InputVideoPart {
            r#type: fields.required("type")?,
            video_url: fields.optional("video_url")?,
            video: fields.optional("video")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for InputVideoPart {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_opt("video_url", &self.video_url);
        writer.put_opt("video", &self.video);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(InputVideoPart);

/// Content part tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InputVideoPartType {
    /// "input_video"
    InputVideo,
}

impl InputVideoPartType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InputVideo => "input_video",
        }
    }
}

impl Decode for InputVideoPartType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "input_video" => Ok(Self::InputVideo),
            other => Err(Error::new(format!(
                "{:?} is not one of \"input_video\"",
                other
            ))),
        }
    }
}

impl Encode for InputVideoPartType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(InputVideoPartType);

/// Findings per check id.
#[derive(Debug, Clone, PartialEq)]
pub struct IssueCounts {
    /// Findings of check_execution_error.
    pub check_execution_error: i64,
    /// Findings of record_unreadable.
    pub record_unreadable: i64,
    /// Findings of rollout_duplicate_identity.
    pub rollout_duplicate_identity: i64,
    /// Findings of rollout_missing_agent_turns.
    pub rollout_missing_agent_turns: i64,
    /// Findings of rollout_ended_on_failed_model_call.
    pub rollout_ended_on_failed_model_call: i64,
    /// Findings of agent_turn_hollow.
    pub agent_turn_hollow: i64,
    /// Findings of model_call_zero_completion_tokens.
    pub model_call_zero_completion_tokens: i64,
    /// Findings of model_call_missing_token_counts.
    pub model_call_missing_token_counts: i64,
    /// Findings of trajectory_capture_mismatch.
    pub trajectory_capture_mismatch: i64,
    /// Findings of model_call_failed.
    pub model_call_failed: i64,
    /// Findings of rollout_token_count_mismatch.
    pub rollout_token_count_mismatch: i64,
    /// Findings of model_call_runaway_generation.
    pub model_call_runaway_generation: i64,
    /// Findings of task_consistently_unhealthy.
    pub task_consistently_unhealthy: i64,
    /// Findings of task_no_successful_model_calls.
    pub task_no_successful_model_calls: i64,
}

impl Decode for IssueCounts {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = IssueCounts {
            check_execution_error: fields.required("check_execution_error")?,
            record_unreadable: fields.required("record_unreadable")?,
            rollout_duplicate_identity: fields.required("rollout_duplicate_identity")?,
            rollout_missing_agent_turns: fields.required("rollout_missing_agent_turns")?,
            rollout_ended_on_failed_model_call: fields
                .required("rollout_ended_on_failed_model_call")?,
            agent_turn_hollow: fields.required("agent_turn_hollow")?,
            model_call_zero_completion_tokens: fields
                .required("model_call_zero_completion_tokens")?,
            model_call_missing_token_counts: fields.required("model_call_missing_token_counts")?,
            trajectory_capture_mismatch: fields.required("trajectory_capture_mismatch")?,
            model_call_failed: fields.required("model_call_failed")?,
            rollout_token_count_mismatch: fields.required("rollout_token_count_mismatch")?,
            model_call_runaway_generation: fields.required("model_call_runaway_generation")?,
            task_consistently_unhealthy: fields.required("task_consistently_unhealthy")?,
            task_no_successful_model_calls: fields.required("task_no_successful_model_calls")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for IssueCounts {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("check_execution_error", &self.check_execution_error);
        writer.put("record_unreadable", &self.record_unreadable);
        writer.put(
            "rollout_duplicate_identity",
            &self.rollout_duplicate_identity,
        );
        writer.put(
            "rollout_missing_agent_turns",
            &self.rollout_missing_agent_turns,
        );
        writer.put(
            "rollout_ended_on_failed_model_call",
            &self.rollout_ended_on_failed_model_call,
        );
        writer.put("agent_turn_hollow", &self.agent_turn_hollow);
        writer.put(
            "model_call_zero_completion_tokens",
            &self.model_call_zero_completion_tokens,
        );
        writer.put(
            "model_call_missing_token_counts",
            &self.model_call_missing_token_counts,
        );
        writer.put(
            "trajectory_capture_mismatch",
            &self.trajectory_capture_mismatch,
        );
        writer.put("model_call_failed", &self.model_call_failed);
        writer.put(
            "rollout_token_count_mismatch",
            &self.rollout_token_count_mismatch,
        );
        writer.put(
            "model_call_runaway_generation",
            &self.model_call_runaway_generation,
        );
        writer.put(
            "task_consistently_unhealthy",
            &self.task_consistently_unhealthy,
        );
        writer.put(
            "task_no_successful_model_calls",
            &self.task_no_successful_model_calls,
        );
        writer.finish()
    }
}

crate::via_value!(IssueCounts);

/// Execute a shell command on the server.
#[derive(Debug, Clone, PartialEq)]
pub struct LocalShellCallAction {
    /// The command to run.
    pub command: Vec<String>,
    /// Environment variables to set for the command.
    pub env: std::collections::BTreeMap<String, String>,
    /// The type of the local shell action. Always `exec`.
    pub r#type: LocalShellCallActionType,
    /// Optional timeout in milliseconds for the command.
    pub timeout_ms: Option<Option<i64>>,
    /// Optional user to run the command as.
    pub user: Option<Option<String>>,
    /// Optional working directory to run the command in.
    pub working_directory: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for LocalShellCallAction {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = LocalShellCallAction {
            command: fields.required("command")?,
            env: fields.required("env")?,
            r#type: fields.required("type")?,
            timeout_ms: fields.optional("timeout_ms")?,
            user: fields.optional("user")?,
            working_directory: fields.optional("working_directory")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for LocalShellCallAction {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("command", &self.command);
        writer.put("env", &self.env);
        writer.put("type", &self.r#type);
        writer.put_opt("timeout_ms", &self.timeout_ms);
        writer.put_opt("user", &self.user);
        writer.put_opt("working_directory", &self.working_directory);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(LocalShellCallAction);

/// The type of the local shell action. Always `exec`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LocalShellCallActionType {
    /// "exec"
    Exec,
}

impl LocalShellCallActionType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Exec => "exec",
        }
    }
}

impl Decode for LocalShellCallActionType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "exec" => Ok(Self::Exec),
            other => Err(Error::new(format!("{:?} is not one of \"exec\"", other))),
        }
    }
}

impl Encode for LocalShellCallActionType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(LocalShellCallActionType);

/// A local shell command requested by the model. Open: keys beyond those listed are kept, as the
/// Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct LocalShellCallItem {
    /// Item tag.
    pub r#type: LocalShellCallItemType,
    /// Provider id of the item.
    pub id: String,
    /// The command to run.
    pub action: LocalShellCallAction,
    /// Id that pairs the command with its output.
    pub call_id: String,
    /// Progress of the command.
    pub status: LocalShellCallItemStatus,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for LocalShellCallItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = LocalShellCallItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            action: fields.required("action")?,
            call_id: fields.required("call_id")?,
            status: fields.required("status")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for LocalShellCallItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put("action", &self.action);
        writer.put("call_id", &self.call_id);
        writer.put("status", &self.status);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(LocalShellCallItem);

/// Progress of the command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LocalShellCallItemStatus {
    /// "in_progress"
    InProgress,
    /// "completed"
    Completed,
    /// "incomplete"
    Incomplete,
}

impl LocalShellCallItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Incomplete => "incomplete",
        }
    }
}

impl Decode for LocalShellCallItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "completed" => Ok(Self::Completed),
            "incomplete" => Ok(Self::Incomplete),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"completed\", \"incomplete\"",
                other
            ))),
        }
    }
}

impl Encode for LocalShellCallItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(LocalShellCallItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LocalShellCallItemType {
    /// "local_shell_call"
    LocalShellCall,
}

impl LocalShellCallItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::LocalShellCall => "local_shell_call",
        }
    }
}

impl Decode for LocalShellCallItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "local_shell_call" => Ok(Self::LocalShellCall),
            other => Err(Error::new(format!(
                "{:?} is not one of \"local_shell_call\"",
                other
            ))),
        }
    }
}

impl Encode for LocalShellCallItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(LocalShellCallItemType);

/// The output of a local shell command. Open: keys beyond those listed are kept, as the Responses
/// vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct LocalShellCallOutputItem {
    /// Item tag.
    pub r#type: LocalShellCallOutputItemType,
    /// Id of the local_shell_call this output answers.
    pub id: String,
    /// Output of the command.
    pub output: String,
    /// The status of the item. One of `in_progress`, `completed`, or `incomplete`.
    pub status: Option<Option<LocalShellCallOutputItemStatus>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for LocalShellCallOutputItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = LocalShellCallOutputItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            output: fields.required("output")?,
            status: fields.optional("status")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for LocalShellCallOutputItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put("output", &self.output);
        writer.put_opt("status", &self.status);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(LocalShellCallOutputItem);

/// The status of the item. One of `in_progress`, `completed`, or `incomplete`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LocalShellCallOutputItemStatus {
    /// "in_progress"
    InProgress,
    /// "completed"
    Completed,
    /// "incomplete"
    Incomplete,
}

impl LocalShellCallOutputItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Incomplete => "incomplete",
        }
    }
}

impl Decode for LocalShellCallOutputItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "completed" => Ok(Self::Completed),
            "incomplete" => Ok(Self::Incomplete),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"completed\", \"incomplete\"",
                other
            ))),
        }
    }
}

impl Encode for LocalShellCallOutputItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(LocalShellCallOutputItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LocalShellCallOutputItemType {
    /// "local_shell_call_output"
    LocalShellCallOutput,
}

impl LocalShellCallOutputItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::LocalShellCallOutput => "local_shell_call_output",
        }
    }
}

impl Decode for LocalShellCallOutputItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "local_shell_call_output" => Ok(Self::LocalShellCallOutput),
            other => Err(Error::new(format!(
                "{:?} is not one of \"local_shell_call_output\"",
                other
            ))),
        }
    }
}

impl Encode for LocalShellCallOutputItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(LocalShellCallOutputItemType);

/// One line of rollouts-\<shard>_materialized_inputs.jsonl: a try the shard is meant to hold, as it
/// is dispatched. It is a task input row (InputRow: the task's own fields, typed where Gym reads
/// them) plus the identity keys, with _ng_rollout_id the shard key \<run_id>-\<base>; it carries none
/// of a result's keys (response, reward, the ng_* evidence, _ng_failure_*, _ng_no_persist). A
/// shard's own file has no attempt index; the rows a resume still needs (trajspec status
/// --resume-out) carry the attempt they are dispatched as. Open, as an input row is.
#[derive(Debug, Clone, PartialEq)]
pub struct MaterializedInputRow {
    /// The OpenAI Responses create request of the task.
    pub responses_create_params: Option<ResponseCreateParams>,
    /// Agent server that runs the task.
    pub agent_ref: Option<AgentRef>,
    /// Name Gym routes the row by when it has no agent_ref (a resources server or agent name).
    pub task_source: Option<String>,
    /// The answer the verifier compares with; any JSON value.
    pub expected_answer: Option<serde_json::Value>,
    /// Legacy container of task fields for the verifier; Gym splices its members up to the row.
    /// Null means none.
    pub verifier_metadata: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
    /// Container of the task's own fields, in the layout after Gym's row-format migration; Gym
    /// splices its members up to the row. Null means none.
    pub task_data: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
    /// Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
    /// task_id} object of a materialized task row (whose inner task_id is used).
    pub task_id: Option<MaterializedInputRowTaskId>,
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    pub problem_id: Option<MaterializedInputRowProblemId>,
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    pub instance_id: Option<MaterializedInputRowInstanceId>,
    /// Position of the task in the input, counting from 0.
    pub ng_task_index: i64,
    /// Repeat number of this rollout of the task, counting from 0.
    pub ng_rollout_index: i64,
    /// The key the try is dispatched and captured under (before any attempt suffix):
    /// \<run_id>-\<base> in a trajspec shard.
    pub ng_rollout_id: Option<String>,
    /// Only in a resume list: the attempt the try is dispatched as (the number of failed attempts
    /// the shard already holds), when positive.
    pub ng_attempt_index: Option<i64>,
    /// Explicit identity that overrides the derived task and rollout ids when it is a valid
    /// TrajectoryIdentity (see RolloutRow).
    pub trajectory_identity: Option<std::collections::BTreeMap<String, serde_json::Value>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for MaterializedInputRow {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = MaterializedInputRow {
            responses_create_params: fields.optional("responses_create_params")?,
            agent_ref: fields.optional("agent_ref")?,
            task_source: fields.optional("task_source")?,
            expected_answer: fields.optional("expected_answer")?,
            verifier_metadata: fields.optional("verifier_metadata")?,
            task_data: fields.optional("task_data")?,
            task_id: fields.optional("task_id")?,
            problem_id: fields.optional("problem_id")?,
            instance_id: fields.optional("instance_id")?,
            ng_task_index: fields.required("_ng_task_index")?,
            ng_rollout_index: fields.required("_ng_rollout_index")?,
            ng_rollout_id: fields.optional("_ng_rollout_id")?,
            ng_attempt_index: fields.optional("_ng_attempt_index")?,
            trajectory_identity: fields.optional("trajectory_identity")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for MaterializedInputRow {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("responses_create_params", &self.responses_create_params);
        writer.put_opt("agent_ref", &self.agent_ref);
        writer.put_opt("task_source", &self.task_source);
        writer.put_opt("expected_answer", &self.expected_answer);
        writer.put_opt("verifier_metadata", &self.verifier_metadata);
        writer.put_opt("task_data", &self.task_data);
        writer.put_opt("task_id", &self.task_id);
        writer.put_opt("problem_id", &self.problem_id);
        writer.put_opt("instance_id", &self.instance_id);
        writer.put("_ng_task_index", &self.ng_task_index);
        writer.put("_ng_rollout_index", &self.ng_rollout_index);
        writer.put_opt("_ng_rollout_id", &self.ng_rollout_id);
        writer.put_opt("_ng_attempt_index", &self.ng_attempt_index);
        writer.put_opt("trajectory_identity", &self.trajectory_identity);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(MaterializedInputRow);

/// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
/// its decimal text.
#[derive(Debug, Clone, PartialEq)]
pub enum MaterializedInputRowInstanceId {
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    String(String),
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    Integer(i64),
}

impl Decode for MaterializedInputRowInstanceId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for MaterializedInputRowInstanceId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
        }
    }
}

crate::via_value!(MaterializedInputRowInstanceId);

/// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
#[derive(Debug, Clone, PartialEq)]
pub enum MaterializedInputRowProblemId {
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    String(String),
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    Integer(i64),
}

impl Decode for MaterializedInputRowProblemId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for MaterializedInputRowProblemId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
        }
    }
}

crate::via_value!(MaterializedInputRowProblemId);

/// Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
/// object of a materialized task row (whose inner task_id is used).
#[derive(Debug, Clone, PartialEq)]
pub enum MaterializedInputRowTaskId {
    /// The String alternative.
    String(String),
    /// The Integer alternative.
    Integer(i64),
    /// The MaterializedTaskId alternative.
    MaterializedTaskId(MaterializedTaskId),
}

impl Decode for MaterializedInputRowTaskId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        match <MaterializedTaskId>::decode(value) {
            Ok(branch) => return Ok(Self::MaterializedTaskId(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for MaterializedInputRowTaskId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
            Self::MaterializedTaskId(branch) => branch.encode(),
        }
    }
}

crate::via_value!(MaterializedInputRowTaskId);

/// The task id of a materialized task row: the task set plus the task's own id within it.
#[derive(Debug, Clone, PartialEq)]
pub struct MaterializedTaskId {
    /// Name of the task set the task comes from.
    pub taskset: String,
    /// Id of the task within its task set; this scalar is the rollout's task id.
    pub task_id: String,
}

impl Decode for MaterializedTaskId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = MaterializedTaskId {
            taskset: fields.required("taskset")?,
            task_id: fields.required("task_id")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for MaterializedTaskId {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("taskset", &self.taskset);
        writer.put("task_id", &self.task_id);
        writer.finish()
    }
}

crate::via_value!(MaterializedTaskId);

/// A request for approval before an MCP tool runs. Open: keys beyond those listed are kept, as the
/// Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct McpApprovalRequestItem {
    /// Item tag.
    pub r#type: McpApprovalRequestItemType,
    /// The unique ID of the approval request.
    pub id: Option<Option<String>>,
    /// Arguments of the tool call awaiting approval.
    pub arguments: String,
    /// Name of the MCP tool.
    pub name: String,
    /// The label of the MCP server making the request.
    pub server_label: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for McpApprovalRequestItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = McpApprovalRequestItem {
            r#type: fields.required("type")?,
            id: fields.optional("id")?,
            arguments: fields.required("arguments")?,
            name: fields.required("name")?,
            server_label: fields.optional("server_label")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for McpApprovalRequestItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_opt("id", &self.id);
        writer.put("arguments", &self.arguments);
        writer.put("name", &self.name);
        writer.put_opt("server_label", &self.server_label);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(McpApprovalRequestItem);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum McpApprovalRequestItemType {
    /// "mcp_approval_request"
    McpApprovalRequest,
}

impl McpApprovalRequestItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::McpApprovalRequest => "mcp_approval_request",
        }
    }
}

impl Decode for McpApprovalRequestItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "mcp_approval_request" => Ok(Self::McpApprovalRequest),
            other => Err(Error::new(format!(
                "{:?} is not one of \"mcp_approval_request\"",
                other
            ))),
        }
    }
}

impl Encode for McpApprovalRequestItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(McpApprovalRequestItemType);

/// The answer to an MCP approval request. Open: keys beyond those listed are kept, as the Responses
/// vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct McpApprovalResponseItem {
    /// Item tag.
    pub r#type: McpApprovalResponseItemType,
    /// Id of the approval request answered.
    pub approval_request_id: String,
    /// Whether the tool call was approved.
    pub approve: bool,
    /// The unique ID of the approval response
    pub id: Option<Option<String>>,
    /// Optional reason for the decision.
    pub reason: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for McpApprovalResponseItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = McpApprovalResponseItem {
            r#type: fields.required("type")?,
            approval_request_id: fields.required("approval_request_id")?,
            approve: fields.required("approve")?,
            id: fields.optional("id")?,
            reason: fields.optional("reason")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for McpApprovalResponseItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("approval_request_id", &self.approval_request_id);
        writer.put("approve", &self.approve);
        writer.put_opt("id", &self.id);
        writer.put_opt("reason", &self.reason);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(McpApprovalResponseItem);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum McpApprovalResponseItemType {
    /// "mcp_approval_response"
    McpApprovalResponse,
}

impl McpApprovalResponseItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::McpApprovalResponse => "mcp_approval_response",
        }
    }
}

impl Decode for McpApprovalResponseItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "mcp_approval_response" => Ok(Self::McpApprovalResponse),
            other => Err(Error::new(format!(
                "{:?} is not one of \"mcp_approval_response\"",
                other
            ))),
        }
    }
}

impl Encode for McpApprovalResponseItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(McpApprovalResponseItemType);

/// A call of a tool on an MCP server. Open: keys beyond those listed are kept, as the Responses
/// vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct McpCallItem {
    /// Item tag.
    pub r#type: McpCallItemType,
    /// The unique ID of the tool call.
    pub id: Option<Option<String>>,
    /// Arguments of the tool call.
    pub arguments: String,
    /// Name of the MCP tool.
    pub name: String,
    /// The label of the MCP server running the tool.
    pub server_label: Option<Option<String>>,
    /// Unique identifier for the MCP tool call approval request. Include this value in a subsequent
    /// `mcp_approval_response` input to approve or reject the corresponding tool call.
    pub approval_request_id: Option<Option<String>>,
    /// The error from the tool call, if any.
    pub error: Option<Option<String>>,
    /// The output from the tool call.
    pub output: Option<Option<String>>,
    /// The status of the tool call.
    pub status: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for McpCallItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = McpCallItem {
            r#type: fields.required("type")?,
            id: fields.optional("id")?,
            arguments: fields.required("arguments")?,
            name: fields.required("name")?,
            server_label: fields.optional("server_label")?,
            approval_request_id: fields.optional("approval_request_id")?,
            error: fields.optional("error")?,
            output: fields.optional("output")?,
            status: fields.optional("status")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for McpCallItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_opt("id", &self.id);
        writer.put("arguments", &self.arguments);
        writer.put("name", &self.name);
        writer.put_opt("server_label", &self.server_label);
        writer.put_opt("approval_request_id", &self.approval_request_id);
        writer.put_opt("error", &self.error);
        writer.put_opt("output", &self.output);
        writer.put_opt("status", &self.status);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(McpCallItem);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum McpCallItemType {
    /// "mcp_call"
    McpCall,
}

impl McpCallItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::McpCall => "mcp_call",
        }
    }
}

impl Decode for McpCallItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "mcp_call" => Ok(Self::McpCall),
            other => Err(Error::new(format!(
                "{:?} is not one of \"mcp_call\"",
                other
            ))),
        }
    }
}

impl Encode for McpCallItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(McpCallItemType);

/// A listing of the tools an MCP server offers. Open: keys beyond those listed are kept, as the
/// Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct McpListToolsItem {
    /// Item tag.
    pub r#type: McpListToolsItemType,
    /// The unique ID of the list.
    pub id: Option<Option<String>>,
    /// The label of the MCP server.
    pub server_label: Option<Option<String>>,
    /// The tools available on the server.
    pub tools: Option<Vec<serde_json::Value>>,
    /// Error message if the server could not list tools.
    pub error: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for McpListToolsItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = McpListToolsItem {
            r#type: fields.required("type")?,
            id: fields.optional("id")?,
            server_label: fields.optional("server_label")?,
            tools: fields.optional("tools")?,
            error: fields.optional("error")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for McpListToolsItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_opt("id", &self.id);
        writer.put_opt("server_label", &self.server_label);
        writer.put_opt("tools", &self.tools);
        writer.put_opt("error", &self.error);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(McpListToolsItem);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum McpListToolsItemType {
    /// "mcp_list_tools"
    McpListTools,
}

impl McpListToolsItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::McpListTools => "mcp_list_tools",
        }
    }
}

impl Decode for McpListToolsItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "mcp_list_tools" => Ok(Self::McpListTools),
            other => Err(Error::new(format!(
                "{:?} is not one of \"mcp_list_tools\"",
                other
            ))),
        }
    }
}

impl Encode for McpListToolsItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(McpListToolsItemType);

/// One content part of a message, tagged by type: an input part (text, image, file, video) or an
/// output part (text, refusal).
#[derive(Debug, Clone, PartialEq)]
pub enum MessageContentPart {
    /// The InputTextPart alternative.
    InputTextPart(InputTextPart),
    /// The InputImagePart alternative.
    InputImagePart(InputImagePart),
    /// The InputFilePart alternative.
    InputFilePart(InputFilePart),
    /// The InputVideoPart alternative.
    InputVideoPart(InputVideoPart),
    /// The OutputTextPart alternative.
    OutputTextPart(OutputTextPart),
    /// The RefusalPart alternative.
    RefusalPart(RefusalPart),
}

impl Decode for MessageContentPart {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <InputTextPart>::decode(value) {
            Ok(branch) => return Ok(Self::InputTextPart(branch)),
            Err(error) => errors.push(error),
        }
        match <InputImagePart>::decode(value) {
            Ok(branch) => return Ok(Self::InputImagePart(branch)),
            Err(error) => errors.push(error),
        }
        match <InputFilePart>::decode(value) {
            Ok(branch) => return Ok(Self::InputFilePart(branch)),
            Err(error) => errors.push(error),
        }
        match <InputVideoPart>::decode(value) {
            Ok(branch) => return Ok(Self::InputVideoPart(branch)),
            Err(error) => errors.push(error),
        }
        match <OutputTextPart>::decode(value) {
            Ok(branch) => return Ok(Self::OutputTextPart(branch)),
            Err(error) => errors.push(error),
        }
        match <RefusalPart>::decode(value) {
            Ok(branch) => return Ok(Self::RefusalPart(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for MessageContentPart {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::InputTextPart(branch) => branch.encode(),
            Self::InputImagePart(branch) => branch.encode(),
            Self::InputFilePart(branch) => branch.encode(),
            Self::InputVideoPart(branch) => branch.encode(),
            Self::OutputTextPart(branch) => branch.encode(),
            Self::RefusalPart(branch) => branch.encode(),
        }
    }
}

crate::via_value!(MessageContentPart);

/// A message of the conversation from a user, the assistant, the system or a developer. Its type
/// may be left out (the Responses API's easy input message, whose type defaults to message). Open:
/// keys beyond those listed are kept, as the Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct MessageItem {
    /// Item tag; may be absent, which means message.
    pub r#type: Option<MessageItemType>,
    /// Author of the message.
    pub role: MessageItemRole,
    /// Content of the message: a string, or a list of content parts.
    pub content: MessageItemContent,
    /// Provider id of the message; output messages carry one.
    pub id: Option<String>,
    /// Completion state of the message.
    pub status: Option<MessageItemStatus>,
    /// Whether an assistant message is interim commentary or the final answer, when the provider
    /// says.
    pub phase: Option<Option<MessageItemPhase>>,
    /// Token ids of the prompt that produced this item, for training. Present together with
    /// generation_token_ids and generation_log_probs (rule
    /// conversation_item.token_metadata_complete).
    pub prompt_token_ids: Option<Vec<i64>>,
    /// Token ids the model generated for this item, for training.
    pub generation_token_ids: Option<Vec<i64>>,
    /// Log probability of each generated token, for training.
    pub generation_log_probs: Option<Vec<f64>>,
    /// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
    /// nested array of expert indices.
    pub routed_experts: Option<Option<MessageItemRoutedExperts>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for MessageItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = MessageItem {
            r#type: fields.optional("type")?,
            role: fields.required("role")?,
            content: fields.required("content")?,
            id: fields.optional("id")?,
            status: fields.optional("status")?,
            phase: fields.optional("phase")?,
            prompt_token_ids: fields.optional("prompt_token_ids")?,
            generation_token_ids: fields.optional("generation_token_ids")?,
            generation_log_probs: fields.optional("generation_log_probs")?,
            routed_experts: fields.optional("routed_experts")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for MessageItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("type", &self.r#type);
        writer.put("role", &self.role);
        writer.put("content", &self.content);
        writer.put_opt("id", &self.id);
        writer.put_opt("status", &self.status);
        writer.put_opt("phase", &self.phase);
        writer.put_opt("prompt_token_ids", &self.prompt_token_ids);
        writer.put_opt("generation_token_ids", &self.generation_token_ids);
        writer.put_opt("generation_log_probs", &self.generation_log_probs);
        writer.put_opt("routed_experts", &self.routed_experts);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(MessageItem);

/// Content of the message: a string, or a list of content parts.
#[derive(Debug, Clone, PartialEq)]
pub enum MessageItemContent {
    /// Content of the message: a string, or a list of content parts.
    String(String),
    /// Content of the message: a string, or a list of content parts.
    Array(Vec<MessageContentPart>),
}

impl Decode for MessageItemContent {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <Vec<MessageContentPart>>::decode(value) {
            Ok(branch) => return Ok(Self::Array(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for MessageItemContent {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Array(branch) => branch.encode(),
        }
    }
}

crate::via_value!(MessageItemContent);

/// Whether an assistant message is interim commentary or the final answer, when the provider says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MessageItemPhase {
    /// "commentary"
    Commentary,
    /// "final_answer"
    FinalAnswer,
}

impl MessageItemPhase {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Commentary => "commentary",
            Self::FinalAnswer => "final_answer",
        }
    }
}

impl Decode for MessageItemPhase {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "commentary" => Ok(Self::Commentary),
            "final_answer" => Ok(Self::FinalAnswer),
            other => Err(Error::new(format!(
                "{:?} is not one of \"commentary\", \"final_answer\"",
                other
            ))),
        }
    }
}

impl Encode for MessageItemPhase {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(MessageItemPhase);

/// Author of the message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MessageItemRole {
    /// "user"
    User,
    /// "assistant"
    Assistant,
    /// "system"
    System,
    /// "developer"
    Developer,
}

impl MessageItemRole {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::User => "user",
            Self::Assistant => "assistant",
            Self::System => "system",
            Self::Developer => "developer",
        }
    }
}

impl Decode for MessageItemRole {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "user" => Ok(Self::User),
            "assistant" => Ok(Self::Assistant),
            "system" => Ok(Self::System),
            "developer" => Ok(Self::Developer),
            other => Err(Error::new(format!(
                "{:?} is not one of \"user\", \"assistant\", \"system\", \"developer\"",
                other
            ))),
        }
    }
}

impl Encode for MessageItemRole {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(MessageItemRole);

/// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
/// array of expert indices.
#[derive(Debug, Clone, PartialEq)]
pub enum MessageItemRoutedExperts {
    /// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
    /// nested array of expert indices.
    String(String),
    /// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
    /// nested array of expert indices.
    Array(Vec<Vec<Vec<i64>>>),
}

impl Decode for MessageItemRoutedExperts {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <Vec<Vec<Vec<i64>>>>::decode(value) {
            Ok(branch) => return Ok(Self::Array(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for MessageItemRoutedExperts {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Array(branch) => branch.encode(),
        }
    }
}

crate::via_value!(MessageItemRoutedExperts);

/// Completion state of the message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MessageItemStatus {
    /// "in_progress"
    InProgress,
    /// "completed"
    Completed,
    /// "incomplete"
    Incomplete,
}

impl MessageItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Incomplete => "incomplete",
        }
    }
}

impl Decode for MessageItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "completed" => Ok(Self::Completed),
            "incomplete" => Ok(Self::Incomplete),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"completed\", \"incomplete\"",
                other
            ))),
        }
    }
}

impl Encode for MessageItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(MessageItemStatus);

/// Item tag; may be absent, which means message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MessageItemType {
    /// "message"
    Message,
}

impl MessageItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Message => "message",
        }
    }
}

impl Decode for MessageItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "message" => Ok(Self::Message),
            other => Err(Error::new(format!("{:?} is not one of \"message\"", other))),
        }
    }
}

impl Encode for MessageItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(MessageItemType);

/// The captured model calls of one rollout as attached to its row (ng_model_call_capture).
#[derive(Debug, Clone, PartialEq)]
pub struct ModelCallCapture {
    /// Capture key of the rollout (attempt suffix included) under which the calls were recorded.
    pub rollout_id: String,
    /// Totals over the captured calls.
    pub metrics: CaptureMetrics,
    /// Captured calls in capture-file order.
    pub calls: Vec<ModelCallRecord>,
    /// Problems met while reading the capture or joining it; absent when there were none.
    pub gaps: Option<Vec<ObservationGap>>,
}

impl Decode for ModelCallCapture {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ModelCallCapture {
            rollout_id: fields.required("rollout_id")?,
            metrics: fields.required("metrics")?,
            calls: fields.required("calls")?,
            gaps: fields.optional("gaps")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ModelCallCapture {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("rollout_id", &self.rollout_id);
        writer.put("metrics", &self.metrics);
        writer.put("calls", &self.calls);
        writer.put_opt("gaps", &self.gaps);
        writer.finish()
    }
}

crate::via_value!(ModelCallCapture);

/// Failed model calls (status_code 400 or more, an error_category, or response_status failed, error
/// or cancelled) over every record.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelCallErrorStats {
    /// Failed calls.
    pub total: i64,
    /// Failed calls per status_code (decimal text), or unknown when it is null; keys in numeric
    /// order, unknown last.
    pub by_status: std::collections::BTreeMap<String, i64>,
    /// Records with at least one failed call.
    pub rollouts_affected: i64,
    /// Records that ended on a failed model call by the rule of rollout_ended_on_failed_model_call
    /// (some model's calls ended on a failure), counted even when that check is ignored or
    /// unobserved.
    pub ended_on_error: i64,
}

impl Decode for ModelCallErrorStats {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ModelCallErrorStats {
            total: fields.required("total")?,
            by_status: fields.required("by_status")?,
            rollouts_affected: fields.required("rollouts_affected")?,
            ended_on_error: fields.required("ended_on_error")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ModelCallErrorStats {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("total", &self.total);
        writer.put("by_status", &self.by_status);
        writer.put("rollouts_affected", &self.rollouts_affected);
        writer.put("ended_on_error", &self.ended_on_error);
        writer.finish()
    }
}

crate::via_value!(ModelCallErrorStats);

/// One captured model call as attached to a rollout row (an entry of ng_model_call_capture.calls),
/// derived from a capture line.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelCallRecord {
    /// Capture id of the call.
    pub model_call_id: Option<Option<String>>,
    /// Provider response id.
    pub response_id: Option<Option<String>>,
    /// Session id the agent sent, if any.
    pub client_session_id: Option<Option<String>>,
    /// Position of the line in the capture file, counting from 0; it orders durable appends, not
    /// causality, and may skip numbers.
    pub call_index: Option<i64>,
    /// Model server that served the call.
    pub model_ref: Option<Option<ModelServerRef>>,
    /// Model name from the response, else from the request.
    pub model: Option<Option<String>>,
    /// API dialect of the exchange.
    pub dialect: Option<Option<String>>,
    /// HTTP status code returned to the agent.
    pub status_code: Option<Option<i64>>,
    /// Status field of the response body.
    pub response_status: Option<Option<String>>,
    /// Why generation stopped, as reported by the provider.
    pub finish_reason: Option<Option<String>>,
    /// Whether the model server forwarded the request upstream.
    pub upstream_attempted: Option<Option<bool>>,
    /// Whether the response came from upstream or was produced by the model server.
    pub response_source: Option<Option<ModelCallRecordResponseSource>>,
    /// HTTP status code the upstream provider returned.
    pub upstream_status_code: Option<Option<i64>>,
    /// Why the model server answered locally.
    pub local_response_reason: Option<Option<String>>,
    /// When the request was received, in UTC seconds since the Unix epoch.
    pub started_at: Option<Option<f64>>,
    /// When the response was complete, in UTC seconds since the Unix epoch.
    pub completed_at: Option<Option<f64>>,
    /// Input tokens, cache reads and writes included. Null when the response did not report it.
    pub tokens_in: Option<Option<i64>>,
    /// Generated tokens. Null when the response did not report it.
    pub tokens_out: Option<Option<i64>>,
    /// Generated tokens spent on reasoning. Null when the response did not report it.
    pub tokens_reasoning: Option<Option<i64>>,
    /// Total tokens, as reported or as input plus output. Null when the response did not report it.
    pub tokens_total: Option<Option<i64>>,
    /// Request body; omitted or null when payloads are not kept.
    pub request: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
    /// Response body; omitted or null when payloads are not kept.
    pub response: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
    /// Raw request text when the body was not a JSON object.
    pub request_raw: Option<Option<String>>,
    /// Raw response text for streams and unparseable bodies.
    pub response_raw: Option<Option<String>>,
    /// Tool calls the response requested.
    pub tool_calls: Option<Vec<CapturedToolCall>>,
    /// Reasoning text of the response, paragraphs joined by newlines.
    pub reasoning_content: Option<Option<String>>,
    /// Whether part of the prompt was served from cache; null when the cached count is unknown.
    pub cache_hit: Option<Option<bool>>,
    /// Input tokens served from the prompt cache. Null when the response did not report it.
    pub cached_tokens: Option<Option<i64>>,
    /// Input tokens written to the prompt cache (Anthropic). Null when the response did not report
    /// it.
    pub cache_creation_tokens: Option<Option<i64>>,
    /// Coarse classification of a failed call.
    pub error_category: Option<Option<String>>,
    /// Total latency of the call in milliseconds.
    pub latency_total_ms: Option<Option<f64>>,
    /// Milliseconds to the first non-keepalive byte of the response body.
    pub latency_ttft_ms: Option<Option<f64>>,
}

impl Decode for ModelCallRecord {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ModelCallRecord {
            model_call_id: fields.optional("model_call_id")?,
            response_id: fields.optional("response_id")?,
            client_session_id: fields.optional("client_session_id")?,
            call_index: fields.optional("call_index")?,
            model_ref: fields.optional("model_ref")?,
            model: fields.optional("model")?,
            dialect: fields.optional("dialect")?,
            status_code: fields.optional("status_code")?,
            response_status: fields.optional("response_status")?,
            finish_reason: fields.optional("finish_reason")?,
            upstream_attempted: fields.optional("upstream_attempted")?,
            response_source: fields.optional("response_source")?,
            upstream_status_code: fields.optional("upstream_status_code")?,
            local_response_reason: fields.optional("local_response_reason")?,
            started_at: fields.optional("started_at")?,
            completed_at: fields.optional("completed_at")?,
            tokens_in: fields.optional("tokens_in")?,
            tokens_out: fields.optional("tokens_out")?,
            tokens_reasoning: fields.optional("tokens_reasoning")?,
            tokens_total: fields.optional("tokens_total")?,
            request: fields.optional("request")?,
            response: fields.optional("response")?,
            request_raw: fields.optional("request_raw")?,
            response_raw: fields.optional("response_raw")?,
            tool_calls: fields.optional("tool_calls")?,
            reasoning_content: fields.optional("reasoning_content")?,
            cache_hit: fields.optional("cache_hit")?,
            cached_tokens: fields.optional("cached_tokens")?,
            cache_creation_tokens: fields.optional("cache_creation_tokens")?,
            error_category: fields.optional("error_category")?,
            latency_total_ms: fields.optional("latency_total_ms")?,
            latency_ttft_ms: fields.optional("latency_ttft_ms")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ModelCallRecord {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("model_call_id", &self.model_call_id);
        writer.put_opt("response_id", &self.response_id);
        writer.put_opt("client_session_id", &self.client_session_id);
        writer.put_opt("call_index", &self.call_index);
        writer.put_opt("model_ref", &self.model_ref);
        writer.put_opt("model", &self.model);
        writer.put_opt("dialect", &self.dialect);
        writer.put_opt("status_code", &self.status_code);
        writer.put_opt("response_status", &self.response_status);
        writer.put_opt("finish_reason", &self.finish_reason);
        writer.put_opt("upstream_attempted", &self.upstream_attempted);
        writer.put_opt("response_source", &self.response_source);
        writer.put_opt("upstream_status_code", &self.upstream_status_code);
        writer.put_opt("local_response_reason", &self.local_response_reason);
        writer.put_opt("started_at", &self.started_at);
        writer.put_opt("completed_at", &self.completed_at);
        writer.put_opt("tokens_in", &self.tokens_in);
        writer.put_opt("tokens_out", &self.tokens_out);
        writer.put_opt("tokens_reasoning", &self.tokens_reasoning);
        writer.put_opt("tokens_total", &self.tokens_total);
        writer.put_opt("request", &self.request);
        writer.put_opt("response", &self.response);
        writer.put_opt("request_raw", &self.request_raw);
        writer.put_opt("response_raw", &self.response_raw);
        writer.put_opt("tool_calls", &self.tool_calls);
        writer.put_opt("reasoning_content", &self.reasoning_content);
        writer.put_opt("cache_hit", &self.cache_hit);
        writer.put_opt("cached_tokens", &self.cached_tokens);
        writer.put_opt("cache_creation_tokens", &self.cache_creation_tokens);
        writer.put_opt("error_category", &self.error_category);
        writer.put_opt("latency_total_ms", &self.latency_total_ms);
        writer.put_opt("latency_ttft_ms", &self.latency_ttft_ms);
        writer.finish()
    }
}

crate::via_value!(ModelCallRecord);

/// Whether the response came from upstream or was produced by the model server.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ModelCallRecordResponseSource {
    /// "upstream"
    Upstream,
    /// "local"
    Local,
}

impl ModelCallRecordResponseSource {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Upstream => "upstream",
            Self::Local => "local",
        }
    }
}

impl Decode for ModelCallRecordResponseSource {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "upstream" => Ok(Self::Upstream),
            "local" => Ok(Self::Local),
            other => Err(Error::new(format!(
                "{:?} is not one of \"upstream\", \"local\"",
                other
            ))),
        }
    }
}

impl Encode for ModelCallRecordResponseSource {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ModelCallRecordResponseSource);

/// Points at one model call, either by its capture id or by the pair of model server and provider
/// response id. Which combinations are sufficient is the rule model_call_ref.join_key; a ref may
/// carry all three keys once joined.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelCallRef {
    /// Capture id of the referenced call, as assigned by the model server when it recorded the
    /// exchange. An empty string counts as absent.
    pub model_call_id: Option<Option<String>>,
    /// Model server that served the call; together with response_id it identifies the call when no
    /// model_call_id is known.
    pub model_ref: Option<Option<ModelServerRef>>,
    /// Response id returned by the provider for the call. An empty string counts as absent.
    pub response_id: Option<Option<String>>,
}

impl Decode for ModelCallRef {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ModelCallRef {
            model_call_id: fields.optional("model_call_id")?,
            model_ref: fields.optional("model_ref")?,
            response_id: fields.optional("response_id")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ModelCallRef {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("model_call_id", &self.model_call_id);
        writer.put_opt("model_ref", &self.model_ref);
        writer.put_opt("response_id", &self.response_id);
        writer.finish()
    }
}

crate::via_value!(ModelCallRef);

/// Names the Gym model-server instance that served a model call. Two references denote the same
/// server when both type and name are equal.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelServerRef {
    /// Kind of server referenced; model calls are always served by a Responses-API model server, so
    /// this is the only value.
    pub r#type: ModelServerRefType,
    /// Instance name of the model server in the run configuration, for example policy_model.
    pub name: String,
}

impl Decode for ModelServerRef {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ModelServerRef {
            r#type: fields.required("type")?,
            name: fields.required("name")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ModelServerRef {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("name", &self.name);
        writer.finish()
    }
}

crate::via_value!(ModelServerRef);

/// Kind of server referenced; model calls are always served by a Responses-API model server, so
/// this is the only value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ModelServerRefType {
    /// "responses_api_models"
    ResponsesApiModels,
}

impl ModelServerRefType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ResponsesApiModels => "responses_api_models",
        }
    }
}

impl Decode for ModelServerRefType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "responses_api_models" => Ok(Self::ResponsesApiModels),
            other => Err(Error::new(format!(
                "{:?} is not one of \"responses_api_models\"",
                other
            ))),
        }
    }
}

impl Encode for ModelServerRefType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ModelServerRefType);

/// Performance figures of one rollout (ng_perf), computed over the model calls and tool calls owned
/// by its invocations.
#[derive(Debug, Clone, PartialEq)]
pub struct NgPerf {
    /// Number of turns: per invocation its explicit turns, else its owned model calls, else one.
    pub num_turns: i64,
    /// Number of tool calls belonging to an invocation of the trajectory.
    pub num_tool_calls: i64,
    /// Owned model calls divided by num_turns, capped at 1.
    pub token_observability_coverage: f64,
    /// Sum of the known prompt token counts of owned calls; absent when none is known.
    pub prompt_tokens: Option<i64>,
    /// Sum of the known cached token counts of owned calls; absent when none is known.
    pub cached_prompt_tokens: Option<i64>,
    /// Sum of the known completion token counts of owned calls; absent when none is known.
    pub completion_tokens: Option<i64>,
    /// Sum of the known reasoning token counts of owned calls; absent when none is known.
    pub reasoning_tokens: Option<i64>,
    /// Measured wall-clock time of the rollout request in milliseconds; absent when not measured.
    pub total_latency_ms: Option<f64>,
}

impl Decode for NgPerf {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = NgPerf {
            num_turns: fields.required("num_turns")?,
            num_tool_calls: fields.required("num_tool_calls")?,
            token_observability_coverage: fields.required("token_observability_coverage")?,
            prompt_tokens: fields.optional("prompt_tokens")?,
            cached_prompt_tokens: fields.optional("cached_prompt_tokens")?,
            completion_tokens: fields.optional("completion_tokens")?,
            reasoning_tokens: fields.optional("reasoning_tokens")?,
            total_latency_ms: fields.optional("total_latency_ms")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for NgPerf {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("num_turns", &self.num_turns);
        writer.put("num_tool_calls", &self.num_tool_calls);
        writer.put(
            "token_observability_coverage",
            &self.token_observability_coverage,
        );
        writer.put_opt("prompt_tokens", &self.prompt_tokens);
        writer.put_opt("cached_prompt_tokens", &self.cached_prompt_tokens);
        writer.put_opt("completion_tokens", &self.completion_tokens);
        writer.put_opt("reasoning_tokens", &self.reasoning_tokens);
        writer.put_opt("total_latency_ms", &self.total_latency_ms);
        writer.finish()
    }
}

crate::via_value!(NgPerf);

/// Declares a piece of evidence that could not be observed or joined, so that consumers treat the
/// dependent facts as unknown rather than as absent. The code vocabulary is open;
/// spec/gaps/gap_codes.json lists the known codes.
#[derive(Debug, Clone, PartialEq)]
pub struct ObservationGap {
    /// Stable identifier of the kind of missing evidence, for example turns_unavailable.
    pub code: String,
    /// Invocation the gap concerns, or null when it concerns the whole rollout.
    pub invocation_id: Option<Option<String>>,
    /// Free-form qualifier such as the affected call id or an exception class name.
    pub detail: Option<Option<String>>,
}

impl Decode for ObservationGap {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ObservationGap {
            code: fields.required("code")?,
            invocation_id: fields.optional("invocation_id")?,
            detail: fields.optional("detail")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ObservationGap {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("code", &self.code);
        writer.put_opt("invocation_id", &self.invocation_id);
        writer.put_opt("detail", &self.detail);
        writer.finish()
    }
}

crate::via_value!(ObservationGap);

/// A failure record of class omitted, in a shard's failures sidecar: a try the shard was to hold
/// that has no outcome because it was interrupted (dispatched, then cancelled or stopped before a
/// result came back) or never started. Written only when recording with record_omitted_rollouts. It
/// is not an attempt: a resume dispatches the try again without counting it. It holds the
/// dispatched row's identity keys and nothing else, so it is closed.
#[derive(Debug, Clone, PartialEq)]
pub struct OmittedRollout {
    /// Position of the task in the input, counting from 0.
    pub ng_task_index: i64,
    /// Repeat number of this rollout of the task, counting from 0.
    pub ng_rollout_index: i64,
    /// The attempt that was omitted, when the try had earlier attempts.
    pub ng_attempt_index: Option<i64>,
    /// The shard key the try was (or would have been) dispatched under: \<run_id>-\<base>.
    pub ng_rollout_id: String,
    /// Always omitted.
    pub ng_failure_class: OmittedRolloutNgFailureClass,
    /// interrupted: the try was dispatched and stopped before a result came back; not_started: it
    /// was never dispatched.
    pub ng_failure_type: OmittedRolloutNgFailureType,
    /// Why the try has no outcome, in words.
    pub ng_failure_message: Option<String>,
    /// Always false: an omitted try is always dispatched again by a resume.
    pub ng_failure_terminal: OmittedRolloutNgFailureTerminal,
    /// Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
    /// task_id} object of a materialized task row (whose inner task_id is used).
    pub task_id: Option<OmittedRolloutTaskId>,
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    pub problem_id: Option<OmittedRolloutProblemId>,
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    pub instance_id: Option<OmittedRolloutInstanceId>,
    /// Explicit identity that overrides the derived task and rollout ids when it is a valid
    /// TrajectoryIdentity (see RolloutRow).
    pub trajectory_identity: Option<std::collections::BTreeMap<String, serde_json::Value>>,
    /// Agent server that ran (or was to run) the rollout.
    pub agent_ref: Option<AgentRef>,
    /// The task source the dispatched row named, copied as it was.
    pub task_source: Option<serde_json::Value>,
    /// The skills reference the dispatched row carried, copied as it was.
    pub skills_ref: Option<serde_json::Value>,
    /// The environment-server stamp of the dispatched row, copied as it was.
    pub ng_environment_server: Option<serde_json::Value>,
}

impl Decode for OmittedRollout {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = OmittedRollout {
            ng_task_index: fields.required("_ng_task_index")?,
            ng_rollout_index: fields.required("_ng_rollout_index")?,
            ng_attempt_index: fields.optional("_ng_attempt_index")?,
            ng_rollout_id: fields.required("_ng_rollout_id")?,
            ng_failure_class: fields.required("_ng_failure_class")?,
            ng_failure_type: fields.required("_ng_failure_type")?,
            ng_failure_message: fields.optional("_ng_failure_message")?,
            ng_failure_terminal: fields.required("_ng_failure_terminal")?,
            task_id: fields.optional("task_id")?,
            problem_id: fields.optional("problem_id")?,
            instance_id: fields.optional("instance_id")?,
            trajectory_identity: fields.optional("trajectory_identity")?,
            agent_ref: fields.optional("agent_ref")?,
            task_source: fields.optional("task_source")?,
            skills_ref: fields.optional("skills_ref")?,
            ng_environment_server: fields.optional("_ng_environment_server")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for OmittedRollout {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("_ng_task_index", &self.ng_task_index);
        writer.put("_ng_rollout_index", &self.ng_rollout_index);
        writer.put_opt("_ng_attempt_index", &self.ng_attempt_index);
        writer.put("_ng_rollout_id", &self.ng_rollout_id);
        writer.put("_ng_failure_class", &self.ng_failure_class);
        writer.put("_ng_failure_type", &self.ng_failure_type);
        writer.put_opt("_ng_failure_message", &self.ng_failure_message);
        writer.put("_ng_failure_terminal", &self.ng_failure_terminal);
        writer.put_opt("task_id", &self.task_id);
        writer.put_opt("problem_id", &self.problem_id);
        writer.put_opt("instance_id", &self.instance_id);
        writer.put_opt("trajectory_identity", &self.trajectory_identity);
        writer.put_opt("agent_ref", &self.agent_ref);
        writer.put_opt("task_source", &self.task_source);
        writer.put_opt("skills_ref", &self.skills_ref);
        writer.put_opt("_ng_environment_server", &self.ng_environment_server);
        writer.finish()
    }
}

crate::via_value!(OmittedRollout);

/// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
/// its decimal text.
#[derive(Debug, Clone, PartialEq)]
pub enum OmittedRolloutInstanceId {
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    String(String),
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    Integer(i64),
}

impl Decode for OmittedRolloutInstanceId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for OmittedRolloutInstanceId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
        }
    }
}

crate::via_value!(OmittedRolloutInstanceId);

/// Always omitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OmittedRolloutNgFailureClass {
    /// "omitted"
    Omitted,
}

impl OmittedRolloutNgFailureClass {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Omitted => "omitted",
        }
    }
}

impl Decode for OmittedRolloutNgFailureClass {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "omitted" => Ok(Self::Omitted),
            other => Err(Error::new(format!("{:?} is not one of \"omitted\"", other))),
        }
    }
}

impl Encode for OmittedRolloutNgFailureClass {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(OmittedRolloutNgFailureClass);

/// Always false: an omitted try is always dispatched again by a resume.
#[derive(Debug, Clone, PartialEq)]
pub struct OmittedRolloutNgFailureTerminal(pub serde_json::Value);

impl Decode for OmittedRolloutNgFailureTerminal {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        jsonmodel::one_of(value, &["false"]).map(OmittedRolloutNgFailureTerminal)
    }
}

impl Encode for OmittedRolloutNgFailureTerminal {
    fn encode(&self) -> serde_json::Value {
        self.0.clone()
    }
}

crate::via_value!(OmittedRolloutNgFailureTerminal);

/// interrupted: the try was dispatched and stopped before a result came back; not_started: it was
/// never dispatched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OmittedRolloutNgFailureType {
    /// "interrupted"
    Interrupted,
    /// "not_started"
    NotStarted,
}

impl OmittedRolloutNgFailureType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Interrupted => "interrupted",
            Self::NotStarted => "not_started",
        }
    }
}

impl Decode for OmittedRolloutNgFailureType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "interrupted" => Ok(Self::Interrupted),
            "not_started" => Ok(Self::NotStarted),
            other => Err(Error::new(format!(
                "{:?} is not one of \"interrupted\", \"not_started\"",
                other
            ))),
        }
    }
}

impl Encode for OmittedRolloutNgFailureType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(OmittedRolloutNgFailureType);

/// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
#[derive(Debug, Clone, PartialEq)]
pub enum OmittedRolloutProblemId {
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    String(String),
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    Integer(i64),
}

impl Decode for OmittedRolloutProblemId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for OmittedRolloutProblemId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
        }
    }
}

crate::via_value!(OmittedRolloutProblemId);

/// Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
/// object of a materialized task row (whose inner task_id is used).
#[derive(Debug, Clone, PartialEq)]
pub enum OmittedRolloutTaskId {
    /// The String alternative.
    String(String),
    /// The Integer alternative.
    Integer(i64),
    /// The MaterializedTaskId alternative.
    MaterializedTaskId(MaterializedTaskId),
}

impl Decode for OmittedRolloutTaskId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        match <MaterializedTaskId>::decode(value) {
            Ok(branch) => return Ok(Self::MaterializedTaskId(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for OmittedRolloutTaskId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
            Self::MaterializedTaskId(branch) => branch.encode(),
        }
    }
}

crate::via_value!(OmittedRolloutTaskId);

/// Text the model produced. Open: keys beyond those listed are kept, as the Responses vocabulary
/// grows.
#[derive(Debug, Clone, PartialEq)]
pub struct OutputTextPart {
    /// Content part tag.
    pub r#type: OutputTextPartType,
    /// The generated text.
    pub text: String,
    /// Citations and other annotations attached to the text; may be empty.
    pub annotations: Vec<serde_json::Value>,
    /// Per-token log probabilities, when requested.
    pub logprobs: Option<Option<Vec<serde_json::Value>>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for OutputTextPart {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = OutputTextPart {
            r#type: fields.required("type")?,
            text: fields.required("text")?,
            annotations: fields.required("annotations")?,
            logprobs: fields.optional("logprobs")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for OutputTextPart {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("text", &self.text);
        writer.put("annotations", &self.annotations);
        writer.put_opt("logprobs", &self.logprobs);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(OutputTextPart);

/// Content part tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OutputTextPartType {
    /// "output_text"
    OutputText,
}

impl OutputTextPartType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::OutputText => "output_text",
        }
    }
}

impl Decode for OutputTextPartType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "output_text" => Ok(Self::OutputText),
            other => Err(Error::new(format!(
                "{:?} is not one of \"output_text\"",
                other
            ))),
        }
    }
}

impl Encode for OutputTextPartType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(OutputTextPartType);

/// Aggregate performance over the rollouts of one environment server (perf_summary of the aggregate
/// metrics). Statistics of a figure that no rollout reports are absent.
#[derive(Debug, Clone, PartialEq)]
pub struct PerfSummary {
    /// Share of rollouts that carry ng_perf.
    pub overall_observability_coverage: f64,
    /// Share of rollouts whose ng_perf token coverage is above zero.
    pub token_observability_coverage: f64,
    /// Mean of prompt tokens over the rollouts whose ng_perf reports them.
    pub mean_prompt_tokens: Option<f64>,
    /// Median of prompt tokens over the rollouts whose ng_perf reports them.
    pub median_prompt_tokens: Option<f64>,
    /// Sum of prompt tokens over the rollouts whose ng_perf reports them.
    pub total_prompt_tokens: Option<f64>,
    /// Mean of cached prompt tokens over the rollouts whose ng_perf reports them.
    pub mean_cached_prompt_tokens: Option<f64>,
    /// Median of cached prompt tokens over the rollouts whose ng_perf reports them.
    pub median_cached_prompt_tokens: Option<f64>,
    /// Sum of cached prompt tokens over the rollouts whose ng_perf reports them.
    pub total_cached_prompt_tokens: Option<f64>,
    /// Mean of completion tokens over the rollouts whose ng_perf reports them.
    pub mean_completion_tokens: Option<f64>,
    /// Median of completion tokens over the rollouts whose ng_perf reports them.
    pub median_completion_tokens: Option<f64>,
    /// Sum of completion tokens over the rollouts whose ng_perf reports them.
    pub total_completion_tokens: Option<f64>,
    /// Mean of reasoning tokens over the rollouts whose ng_perf reports them.
    pub mean_reasoning_tokens: Option<f64>,
    /// Median of reasoning tokens over the rollouts whose ng_perf reports them.
    pub median_reasoning_tokens: Option<f64>,
    /// Sum of reasoning tokens over the rollouts whose ng_perf reports them.
    pub total_reasoning_tokens: Option<f64>,
    /// Mean of num_turns over the rollouts with ng_perf.
    pub mean_num_turns: f64,
    /// Median of num_turns over the rollouts with ng_perf.
    pub median_num_turns: f64,
    /// Population standard deviation of num_turns over the rollouts with ng_perf.
    pub std_num_turns: f64,
    /// Minimum of num_turns over the rollouts with ng_perf.
    pub min_num_turns: f64,
    /// 90th percentile (linear interpolation) of num_turns over the rollouts with ng_perf.
    pub p90_num_turns: f64,
    /// Maximum of num_turns over the rollouts with ng_perf.
    pub max_num_turns: f64,
    /// Mean of completion tokens per turn over the rollouts that report completion tokens.
    pub mean_tokens_per_turn: Option<f64>,
    /// Median of completion tokens per turn over the rollouts that report completion tokens.
    pub median_tokens_per_turn: Option<f64>,
    /// Median of the measured rollout latency in milliseconds.
    pub total_latency_p50_ms: Option<f64>,
    /// 90th percentile of the measured rollout latency in milliseconds.
    pub total_latency_p90_ms: Option<f64>,
    /// 99th percentile of the measured rollout latency in milliseconds.
    pub total_latency_p99_ms: Option<f64>,
    /// Mean of the measured rollout latency in milliseconds.
    pub total_latency_mean_ms: Option<f64>,
}

impl Decode for PerfSummary {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = PerfSummary {
            overall_observability_coverage: fields.required("overall_observability_coverage")?,
            token_observability_coverage: fields.required("token_observability_coverage")?,
            mean_prompt_tokens: fields.optional("mean_prompt_tokens")?,
            median_prompt_tokens: fields.optional("median_prompt_tokens")?,
            total_prompt_tokens: fields.optional("total_prompt_tokens")?,
            mean_cached_prompt_tokens: fields.optional("mean_cached_prompt_tokens")?,
            median_cached_prompt_tokens: fields.optional("median_cached_prompt_tokens")?,
            total_cached_prompt_tokens: fields.optional("total_cached_prompt_tokens")?,
            mean_completion_tokens: fields.optional("mean_completion_tokens")?,
            median_completion_tokens: fields.optional("median_completion_tokens")?,
            total_completion_tokens: fields.optional("total_completion_tokens")?,
            mean_reasoning_tokens: fields.optional("mean_reasoning_tokens")?,
            median_reasoning_tokens: fields.optional("median_reasoning_tokens")?,
            total_reasoning_tokens: fields.optional("total_reasoning_tokens")?,
            mean_num_turns: fields.required("mean_num_turns")?,
            median_num_turns: fields.required("median_num_turns")?,
            std_num_turns: fields.required("std_num_turns")?,
            min_num_turns: fields.required("min_num_turns")?,
            p90_num_turns: fields.required("p90_num_turns")?,
            max_num_turns: fields.required("max_num_turns")?,
            mean_tokens_per_turn: fields.optional("mean_tokens_per_turn")?,
            median_tokens_per_turn: fields.optional("median_tokens_per_turn")?,
            total_latency_p50_ms: fields.optional("total_latency_p50_ms")?,
            total_latency_p90_ms: fields.optional("total_latency_p90_ms")?,
            total_latency_p99_ms: fields.optional("total_latency_p99_ms")?,
            total_latency_mean_ms: fields.optional("total_latency_mean_ms")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for PerfSummary {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put(
            "overall_observability_coverage",
            &self.overall_observability_coverage,
        );
        writer.put(
            "token_observability_coverage",
            &self.token_observability_coverage,
        );
        writer.put_opt("mean_prompt_tokens", &self.mean_prompt_tokens);
        writer.put_opt("median_prompt_tokens", &self.median_prompt_tokens);
        writer.put_opt("total_prompt_tokens", &self.total_prompt_tokens);
        writer.put_opt("mean_cached_prompt_tokens", &self.mean_cached_prompt_tokens);
        writer.put_opt(
            "median_cached_prompt_tokens",
            &self.median_cached_prompt_tokens,
        );
        writer.put_opt(
            "total_cached_prompt_tokens",
            &self.total_cached_prompt_tokens,
        );
        writer.put_opt("mean_completion_tokens", &self.mean_completion_tokens);
        writer.put_opt("median_completion_tokens", &self.median_completion_tokens);
        writer.put_opt("total_completion_tokens", &self.total_completion_tokens);
        writer.put_opt("mean_reasoning_tokens", &self.mean_reasoning_tokens);
        writer.put_opt("median_reasoning_tokens", &self.median_reasoning_tokens);
        writer.put_opt("total_reasoning_tokens", &self.total_reasoning_tokens);
        writer.put("mean_num_turns", &self.mean_num_turns);
        writer.put("median_num_turns", &self.median_num_turns);
        writer.put("std_num_turns", &self.std_num_turns);
        writer.put("min_num_turns", &self.min_num_turns);
        writer.put("p90_num_turns", &self.p90_num_turns);
        writer.put("max_num_turns", &self.max_num_turns);
        writer.put_opt("mean_tokens_per_turn", &self.mean_tokens_per_turn);
        writer.put_opt("median_tokens_per_turn", &self.median_tokens_per_turn);
        writer.put_opt("total_latency_p50_ms", &self.total_latency_p50_ms);
        writer.put_opt("total_latency_p90_ms", &self.total_latency_p90_ms);
        writer.put_opt("total_latency_p99_ms", &self.total_latency_p99_ms);
        writer.put_opt("total_latency_mean_ms", &self.total_latency_mean_ms);
        writer.finish()
    }
}

crate::via_value!(PerfSummary);

/// quality_summary.json: what the rollout health checks found over a run, per check and per task.
/// Stats count every call of every valid trajectory, whatever the gating and the ignored checks.
#[derive(Debug, Clone, PartialEq)]
pub struct QualitySummary {
    /// Figures over every record.
    pub run: HealthRun,
    /// Per task, keyed by the decimal text (or the string) of its _ng_task_index, in index order
    /// (integers before strings).
    pub tasks: std::collections::BTreeMap<String, TaskHealth>,
}

impl Decode for QualitySummary {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = QualitySummary {
            run: fields.required("run")?,
            tasks: fields.required("tasks")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for QualitySummary {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("run", &self.run);
        writer.put("tasks", &self.tasks);
        writer.finish()
    }
}

crate::via_value!(QualitySummary);

/// Reasoning the model produced before its visible output. Open: keys beyond those listed are kept,
/// as the Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct ReasoningItem {
    /// Item tag.
    pub r#type: ReasoningItemType,
    /// Provider id of the reasoning item.
    pub id: String,
    /// Summary of the reasoning, possibly empty.
    pub summary: Vec<SummaryTextPart>,
    /// Opaque encrypted reasoning that can be sent back to the provider.
    pub encrypted_content: Option<Option<String>>,
    /// Raw reasoning text parts, when the provider exposes them.
    pub content: Option<Option<Vec<ReasoningTextPart>>>,
    /// Token ids of the prompt that produced this item, for training. Present together with
    /// generation_token_ids and generation_log_probs (rule
    /// conversation_item.token_metadata_complete).
    pub prompt_token_ids: Option<Vec<i64>>,
    /// Token ids the model generated for this item, for training.
    pub generation_token_ids: Option<Vec<i64>>,
    /// Log probability of each generated token, for training.
    pub generation_log_probs: Option<Vec<f64>>,
    /// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
    /// nested array of expert indices.
    pub routed_experts: Option<Option<ReasoningItemRoutedExperts>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ReasoningItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ReasoningItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            summary: fields.required("summary")?,
            encrypted_content: fields.optional("encrypted_content")?,
            content: fields.optional("content")?,
            prompt_token_ids: fields.optional("prompt_token_ids")?,
            generation_token_ids: fields.optional("generation_token_ids")?,
            generation_log_probs: fields.optional("generation_log_probs")?,
            routed_experts: fields.optional("routed_experts")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ReasoningItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put("summary", &self.summary);
        writer.put_opt("encrypted_content", &self.encrypted_content);
        writer.put_opt("content", &self.content);
        writer.put_opt("prompt_token_ids", &self.prompt_token_ids);
        writer.put_opt("generation_token_ids", &self.generation_token_ids);
        writer.put_opt("generation_log_probs", &self.generation_log_probs);
        writer.put_opt("routed_experts", &self.routed_experts);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ReasoningItem);

/// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
/// array of expert indices.
#[derive(Debug, Clone, PartialEq)]
pub enum ReasoningItemRoutedExperts {
    /// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
    /// nested array of expert indices.
    String(String),
    /// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level
    /// nested array of expert indices.
    Array(Vec<Vec<Vec<i64>>>),
}

impl Decode for ReasoningItemRoutedExperts {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <Vec<Vec<Vec<i64>>>>::decode(value) {
            Ok(branch) => return Ok(Self::Array(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for ReasoningItemRoutedExperts {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Array(branch) => branch.encode(),
        }
    }
}

crate::via_value!(ReasoningItemRoutedExperts);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReasoningItemType {
    /// "reasoning"
    Reasoning,
}

impl ReasoningItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Reasoning => "reasoning",
        }
    }
}

impl Decode for ReasoningItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "reasoning" => Ok(Self::Reasoning),
            other => Err(Error::new(format!(
                "{:?} is not one of \"reasoning\"",
                other
            ))),
        }
    }
}

impl Encode for ReasoningItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ReasoningItemType);

/// Raw reasoning text of the model. Open: keys beyond those listed are kept, as the Responses
/// vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct ReasoningTextPart {
    /// Content part tag.
    pub r#type: ReasoningTextPartType,
    /// The reasoning text.
    pub text: String,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ReasoningTextPart {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ReasoningTextPart {
            r#type: fields.required("type")?,
            text: fields.required("text")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ReasoningTextPart {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("text", &self.text);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ReasoningTextPart);

/// Content part tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReasoningTextPartType {
    /// "reasoning_text"
    ReasoningText,
}

impl ReasoningTextPartType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ReasoningText => "reasoning_text",
        }
    }
}

impl Decode for ReasoningTextPartType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "reasoning_text" => Ok(Self::ReasoningText),
            other => Err(Error::new(format!(
                "{:?} is not one of \"reasoning_text\"",
                other
            ))),
        }
    }
}

impl Encode for ReasoningTextPartType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ReasoningTextPartType);

/// A refusal produced by the model instead of an answer. Open: keys beyond those listed are kept,
/// as the Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct RefusalPart {
    /// Content part tag.
    pub r#type: RefusalPartType,
    /// Text of the refusal.
    pub refusal: String,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for RefusalPart {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = RefusalPart {
            r#type: fields.required("type")?,
            refusal: fields.required("refusal")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for RefusalPart {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("refusal", &self.refusal);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(RefusalPart);

/// Content part tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RefusalPartType {
    /// "refusal"
    Refusal,
}

impl RefusalPartType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Refusal => "refusal",
        }
    }
}

impl Decode for RefusalPartType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "refusal" => Ok(Self::Refusal),
            other => Err(Error::new(format!("{:?} is not one of \"refusal\"", other))),
        }
    }
}

impl Encode for RefusalPartType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(RefusalPartType);

/// The OpenAI Responses create request a task input row carries in responses_create_params, as NeMo
/// Gym 0.7.0 reads it (NeMoGymResponseCreateParamsNonStreaming, a copy of the OpenAI SDK's
/// ResponseCreateParamsNonStreaming that forbids unknown members): the model's input, its tools and
/// the sampling parameters. Closed, as in Gym. Every member may be absent; input may be absent when
/// a prompt_config builds it. The nested configuration objects (reasoning, text, prompt, ...) are
/// typed by the OpenAI SDK and kept here as objects.
#[derive(Debug, Clone, PartialEq)]
pub struct ResponseCreateParams {
    /// What the model is given: a string (one user message), or a list of conversation items
    /// (messages with a role the Responses API knows, function calls and their outputs, reasoning,
    /// ...). Absent or empty when the agent builds its own prompt, or a prompt_config fills it
    /// (rule input.input_empty).
    pub input: Option<ResponseCreateParamsInput>,
    /// A system (or developer) message inserted before the input.
    pub instructions: Option<Option<String>>,
    /// Model name; Gym's model server usually decides it.
    pub model: Option<Option<String>>,
    /// Tools the model may call: OpenAI tool definitions (function, custom, mcp, web_search, ...),
    /// each an object with its type; a function or custom tool has a name.
    pub tools: Option<Vec<std::collections::BTreeMap<String, serde_json::Value>>>,
    /// How the model picks tools: none, auto or required, or an object that names a tool (function,
    /// custom, mcp, allowed_tools, ...); a named tool must be declared in tools (rule
    /// input.tool_choice_declared). Defaults to auto.
    pub tool_choice: Option<ResponseCreateParamsToolChoice>,
    /// Whether the model may call several tools at once; defaults to true.
    pub parallel_tool_calls: Option<bool>,
    /// Upper bound on the tokens of the response, reasoning included.
    pub max_output_tokens: Option<Option<i64>>,
    /// Upper bound on the built-in tool calls of the response.
    pub max_tool_calls: Option<Option<i64>>,
    /// Sampling temperature, 0 to 2.
    pub temperature: Option<Option<f64>>,
    /// Nucleus sampling mass, 0 to 1.
    pub top_p: Option<Option<f64>>,
    /// Number of most likely tokens to return at each position, 0 to 20.
    pub top_logprobs: Option<Option<i64>>,
    /// Reasoning configuration (effort, summary).
    pub reasoning: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
    /// Text output configuration (format, verbosity).
    pub text: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
    /// Up to 16 key-value pairs attached to the request.
    pub metadata: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
    /// Additional output data to include in the response.
    pub include: Option<Option<Vec<String>>>,
    /// Whether to run the response in the background.
    pub background: Option<Option<bool>>,
    /// Whether the provider stores the response.
    pub store: Option<Option<bool>>,
    /// Streaming; a non-streaming request is false or null.
    pub stream: Option<ResponseCreateParamsStream>,
    /// Options for streaming responses.
    pub stream_options: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
    /// Id of the response this one continues.
    pub previous_response_id: Option<Option<String>>,
    /// The conversation this response belongs to: its id, or an object with its id.
    pub conversation: Option<Option<ResponseCreateParamsConversation>>,
    /// Context management entries (compaction).
    pub context_management:
        Option<Option<Vec<std::collections::BTreeMap<String, serde_json::Value>>>>,
    /// Reference to a stored prompt template and its variables.
    pub prompt: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
    /// Moderation of the input and output.
    pub moderation: Option<Option<std::collections::BTreeMap<String, serde_json::Value>>>,
    /// Processing tier of the request.
    pub service_tier: Option<Option<ResponseCreateParamsServiceTier>>,
    /// Truncation strategy of the input.
    pub truncation: Option<Option<ResponseCreateParamsTruncation>>,
    /// Key for prompt caching.
    pub prompt_cache_key: Option<Option<String>>,
    /// Retention of the prompt cache.
    pub prompt_cache_retention: Option<Option<ResponseCreateParamsPromptCacheRetention>>,
    /// Stable identifier of the end user, for abuse detection.
    pub safety_identifier: Option<Option<String>>,
    /// End-user identifier (superseded by safety_identifier and prompt_cache_key).
    pub user: Option<Option<String>>,
}

impl Decode for ResponseCreateParams {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ResponseCreateParams {
            input: fields.optional("input")?,
            instructions: fields.optional("instructions")?,
            model: fields.optional("model")?,
            tools: fields.optional("tools")?,
            tool_choice: fields.optional("tool_choice")?,
            parallel_tool_calls: fields.optional("parallel_tool_calls")?,
            max_output_tokens: fields.optional("max_output_tokens")?,
            max_tool_calls: fields.optional("max_tool_calls")?,
            temperature: fields.optional("temperature")?,
            top_p: fields.optional("top_p")?,
            top_logprobs: fields.optional("top_logprobs")?,
            reasoning: fields.optional("reasoning")?,
            text: fields.optional("text")?,
            metadata: fields.optional("metadata")?,
            include: fields.optional("include")?,
            background: fields.optional("background")?,
            store: fields.optional("store")?,
            stream: fields.optional("stream")?,
            stream_options: fields.optional("stream_options")?,
            previous_response_id: fields.optional("previous_response_id")?,
            conversation: fields.optional("conversation")?,
            context_management: fields.optional("context_management")?,
            prompt: fields.optional("prompt")?,
            moderation: fields.optional("moderation")?,
            service_tier: fields.optional("service_tier")?,
            truncation: fields.optional("truncation")?,
            prompt_cache_key: fields.optional("prompt_cache_key")?,
            prompt_cache_retention: fields.optional("prompt_cache_retention")?,
            safety_identifier: fields.optional("safety_identifier")?,
            user: fields.optional("user")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ResponseCreateParams {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("input", &self.input);
        writer.put_opt("instructions", &self.instructions);
        writer.put_opt("model", &self.model);
        writer.put_opt("tools", &self.tools);
        writer.put_opt("tool_choice", &self.tool_choice);
        writer.put_opt("parallel_tool_calls", &self.parallel_tool_calls);
        writer.put_opt("max_output_tokens", &self.max_output_tokens);
        writer.put_opt("max_tool_calls", &self.max_tool_calls);
        writer.put_opt("temperature", &self.temperature);
        writer.put_opt("top_p", &self.top_p);
        writer.put_opt("top_logprobs", &self.top_logprobs);
        writer.put_opt("reasoning", &self.reasoning);
        writer.put_opt("text", &self.text);
        writer.put_opt("metadata", &self.metadata);
        writer.put_opt("include", &self.include);
        writer.put_opt("background", &self.background);
        writer.put_opt("store", &self.store);
        writer.put_opt("stream", &self.stream);
        writer.put_opt("stream_options", &self.stream_options);
        writer.put_opt("previous_response_id", &self.previous_response_id);
        writer.put_opt("conversation", &self.conversation);
        writer.put_opt("context_management", &self.context_management);
        writer.put_opt("prompt", &self.prompt);
        writer.put_opt("moderation", &self.moderation);
        writer.put_opt("service_tier", &self.service_tier);
        writer.put_opt("truncation", &self.truncation);
        writer.put_opt("prompt_cache_key", &self.prompt_cache_key);
        writer.put_opt("prompt_cache_retention", &self.prompt_cache_retention);
        writer.put_opt("safety_identifier", &self.safety_identifier);
        writer.put_opt("user", &self.user);
        writer.finish()
    }
}

crate::via_value!(ResponseCreateParams);

/// The conversation this response belongs to: its id, or an object with its id.
#[derive(Debug, Clone, PartialEq)]
pub enum ResponseCreateParamsConversation {
    /// The conversation this response belongs to: its id, or an object with its id.
    String(String),
    /// The conversation this response belongs to: its id, or an object with its id.
    Object(std::collections::BTreeMap<String, serde_json::Value>),
}

impl Decode for ResponseCreateParamsConversation {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <std::collections::BTreeMap<String, serde_json::Value>>::decode(value) {
            Ok(branch) => return Ok(Self::Object(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for ResponseCreateParamsConversation {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Object(branch) => branch.encode(),
        }
    }
}

crate::via_value!(ResponseCreateParamsConversation);

/// What the model is given: a string (one user message), or a list of conversation items (messages
/// with a role the Responses API knows, function calls and their outputs, reasoning, ...). Absent
/// or empty when the agent builds its own prompt, or a prompt_config fills it (rule
/// input.input_empty).
#[derive(Debug, Clone, PartialEq)]
pub enum ResponseCreateParamsInput {
    /// What the model is given: a string (one user message), or a list of conversation items
    /// (messages with a role the Responses API knows, function calls and their outputs, reasoning,
    /// ...). Absent or empty when the agent builds its own prompt, or a prompt_config fills it
    /// (rule input.input_empty).
    String(String),
    /// What the model is given: a string (one user message), or a list of conversation items
    /// (messages with a role the Responses API knows, function calls and their outputs, reasoning,
    /// ...). Absent or empty when the agent builds its own prompt, or a prompt_config fills it
    /// (rule input.input_empty).
    Array(Vec<ConversationItem>),
}

impl Decode for ResponseCreateParamsInput {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <Vec<ConversationItem>>::decode(value) {
            Ok(branch) => return Ok(Self::Array(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for ResponseCreateParamsInput {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Array(branch) => branch.encode(),
        }
    }
}

crate::via_value!(ResponseCreateParamsInput);

/// Retention of the prompt cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResponseCreateParamsPromptCacheRetention {
    /// "in_memory"
    InMemory,
    /// "24h"
    N24h,
}

impl ResponseCreateParamsPromptCacheRetention {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InMemory => "in_memory",
            Self::N24h => "24h",
        }
    }
}

impl Decode for ResponseCreateParamsPromptCacheRetention {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_memory" => Ok(Self::InMemory),
            "24h" => Ok(Self::N24h),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_memory\", \"24h\"",
                other
            ))),
        }
    }
}

impl Encode for ResponseCreateParamsPromptCacheRetention {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ResponseCreateParamsPromptCacheRetention);

/// Processing tier of the request.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResponseCreateParamsServiceTier {
    /// "auto"
    Auto,
    /// "default"
    Default,
    /// "flex"
    Flex,
    /// "scale"
    Scale,
    /// "priority"
    Priority,
}

impl ResponseCreateParamsServiceTier {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Auto => "auto",
            Self::Default => "default",
            Self::Flex => "flex",
            Self::Scale => "scale",
            Self::Priority => "priority",
        }
    }
}

impl Decode for ResponseCreateParamsServiceTier {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "auto" => Ok(Self::Auto),
            "default" => Ok(Self::Default),
            "flex" => Ok(Self::Flex),
            "scale" => Ok(Self::Scale),
            "priority" => Ok(Self::Priority),
            other => Err(Error::new(format!(
                "{:?} is not one of \"auto\", \"default\", \"flex\", \"scale\", \"priority\"",
                other
            ))),
        }
    }
}

impl Encode for ResponseCreateParamsServiceTier {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ResponseCreateParamsServiceTier);

/// Streaming; a non-streaming request is false or null.
#[derive(Debug, Clone, PartialEq)]
pub struct ResponseCreateParamsStream(pub serde_json::Value);

impl Decode for ResponseCreateParamsStream {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        jsonmodel::one_of(value, &["false", "null"]).map(ResponseCreateParamsStream)
    }
}

impl Encode for ResponseCreateParamsStream {
    fn encode(&self) -> serde_json::Value {
        self.0.clone()
    }
}

crate::via_value!(ResponseCreateParamsStream);

/// How the model picks tools: none, auto or required, or an object that names a tool (function,
/// custom, mcp, allowed_tools, ...); a named tool must be declared in tools (rule
/// input.tool_choice_declared). Defaults to auto.
#[derive(Debug, Clone, PartialEq)]
pub enum ResponseCreateParamsToolChoice {
    /// none, auto or required.
    String(ResponseCreateParamsToolChoiceString),
    /// A tool choice object, tagged by its type.
    ToolChoiceObject(ResponseCreateParamsToolChoiceToolChoiceObject),
}

impl Decode for ResponseCreateParamsToolChoice {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <ResponseCreateParamsToolChoiceString>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <ResponseCreateParamsToolChoiceToolChoiceObject>::decode(value) {
            Ok(branch) => return Ok(Self::ToolChoiceObject(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for ResponseCreateParamsToolChoice {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::ToolChoiceObject(branch) => branch.encode(),
        }
    }
}

crate::via_value!(ResponseCreateParamsToolChoice);

/// none, auto or required.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResponseCreateParamsToolChoiceString {
    /// "none"
    None,
    /// "auto"
    Auto,
    /// "required"
    Required,
}

impl ResponseCreateParamsToolChoiceString {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Auto => "auto",
            Self::Required => "required",
        }
    }
}

impl Decode for ResponseCreateParamsToolChoiceString {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "none" => Ok(Self::None),
            "auto" => Ok(Self::Auto),
            "required" => Ok(Self::Required),
            other => Err(Error::new(format!(
                "{:?} is not one of \"none\", \"auto\", \"required\"",
                other
            ))),
        }
    }
}

impl Encode for ResponseCreateParamsToolChoiceString {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ResponseCreateParamsToolChoiceString);

/// A tool choice object, tagged by its type.
#[derive(Debug, Clone, PartialEq)]
pub struct ResponseCreateParamsToolChoiceToolChoiceObject {
    /// Kind of tool chosen: function, custom, mcp, allowed_tools, or a hosted tool's type.
    pub r#type: String,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ResponseCreateParamsToolChoiceToolChoiceObject {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ResponseCreateParamsToolChoiceToolChoiceObject {
            r#type: fields.required("type")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ResponseCreateParamsToolChoiceToolChoiceObject {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ResponseCreateParamsToolChoiceToolChoiceObject);

/// Truncation strategy of the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResponseCreateParamsTruncation {
    /// "auto"
    Auto,
    /// "disabled"
    Disabled,
}

impl ResponseCreateParamsTruncation {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Auto => "auto",
            Self::Disabled => "disabled",
        }
    }
}

impl Decode for ResponseCreateParamsTruncation {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "auto" => Ok(Self::Auto),
            "disabled" => Ok(Self::Disabled),
            other => Err(Error::new(format!(
                "{:?} is not one of \"auto\", \"disabled\"",
                other
            ))),
        }
    }
}

impl Encode for ResponseCreateParamsTruncation {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ResponseCreateParamsTruncation);

/// One line of a shard's failures sidecar (rollouts-\<shard>_failures.jsonl): one attempt of a
/// rollout that did not succeed. It holds the identity keys of the dispatched row, the
/// _ng_failure_* keys that classify the failure and whatever evidence the attempt produced. NeMo
/// Gym 0.7.0 writes its sidecar rows in this shape, so either side reads the other's sidecars. Open
/// like RolloutRow: the task's and the environment's own keys are kept and not checked. A row
/// marked _ng_no_persist is never written, here or anywhere.
#[derive(Debug, Clone, PartialEq)]
pub struct RolloutFailureRecord {
    /// Position of the task in the input, counting from 0.
    pub ng_task_index: i64,
    /// Repeat number of this rollout of the task, counting from 0.
    pub ng_rollout_index: i64,
    /// Which attempt of the rollout failed; a positive value adds the suffix -a\<n> to the capture
    /// key. A shard counts the attempts of each try in its sidecar to stamp the next one.
    pub ng_attempt_index: Option<i64>,
    /// The key the attempt was dispatched and captured under (before any attempt suffix); a shard
    /// writes \<run_id>-\<base> here.
    pub ng_rollout_id: Option<String>,
    /// What kind of failure this is. Open vocabulary: the collector's agent_request_failed (the
    /// /run request failed without an HTTP answer, or with 429, 502, 503 or 504), agent_run_error
    /// (the agent answered /run with another HTTP error status), environment_server_failed,
    /// cancelled; omitted (trajspec: the try was interrupted or never started, see OmittedRollout);
    /// and classes an agent stamps on its own result, such as timeout_exceeded or skipped.
    pub ng_failure_class: String,
    /// The type of the failure: for a failed dispatch the name of the exception raised; for class
    /// omitted, interrupted or not_started.
    pub ng_failure_type: Option<Option<String>>,
    /// What went wrong, in words (the exception's text, or the environment's failure reason).
    pub ng_failure_message: Option<Option<String>>,
    /// The HTTP status of the failed /run answer; null when no answer came back.
    pub ng_failure_http_status: Option<Option<i64>>,
    /// The start of the failed /run answer's body (at most 2000 characters, then an ellipsis); null
    /// when there was none.
    pub ng_failure_response_body: Option<Option<String>>,
    /// true when the failure must not be retried: a resume never dispatches this try again. Absent
    /// or false: retried until the attempts run out.
    pub ng_failure_terminal: Option<bool>,
    /// For an environment-server failure, the stage that failed (for example admission, seed,
    /// agent, verification or cleanup).
    pub ng_failure_stage: Option<Option<String>>,
    /// For an environment-server failure, what the episode had produced before it failed.
    pub ng_failure_partial_response: Option<serde_json::Value>,
    /// Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
    /// task_id} object of a materialized task row (whose inner task_id is used).
    pub task_id: Option<RolloutFailureRecordTaskId>,
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    pub problem_id: Option<RolloutFailureRecordProblemId>,
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    pub instance_id: Option<RolloutFailureRecordInstanceId>,
    /// Explicit identity that overrides the derived task and rollout ids when it is a valid
    /// TrajectoryIdentity (see RolloutRow).
    pub trajectory_identity: Option<std::collections::BTreeMap<String, serde_json::Value>>,
    /// Agent server that ran (or was to run) the rollout.
    pub agent_ref: Option<AgentRef>,
    /// Model calls captured for this attempt, when it produced any.
    pub ng_model_call_capture: Option<ModelCallCapture>,
    /// What the agent harness observed, when it reported anything; null when it reported nothing.
    pub ng_agent_observations: Option<Option<AgentObservationBundle>>,
    /// Projected trajectory of the attempt, when it has one.
    pub ng_trajectory: Option<TrajectoryRecord>,
    /// Performance figures of the attempt, when measured.
    pub ng_perf: Option<NgPerf>,
    /// The agent's response, when an agent-classified failure carries one.
    pub response: Option<serde_json::Value>,
    /// Reward assigned to the attempt; null when none was assigned.
    pub reward: Option<Option<f64>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for RolloutFailureRecord {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = RolloutFailureRecord {
            ng_task_index: fields.required("_ng_task_index")?,
            ng_rollout_index: fields.required("_ng_rollout_index")?,
            ng_attempt_index: fields.optional("_ng_attempt_index")?,
            ng_rollout_id: fields.optional("_ng_rollout_id")?,
            ng_failure_class: fields.required("_ng_failure_class")?,
            ng_failure_type: fields.optional("_ng_failure_type")?,
            ng_failure_message: fields.optional("_ng_failure_message")?,
            ng_failure_http_status: fields.optional("_ng_failure_http_status")?,
            ng_failure_response_body: fields.optional("_ng_failure_response_body")?,
            ng_failure_terminal: fields.optional("_ng_failure_terminal")?,
            ng_failure_stage: fields.optional("_ng_failure_stage")?,
            ng_failure_partial_response: fields.optional("_ng_failure_partial_response")?,
            task_id: fields.optional("task_id")?,
            problem_id: fields.optional("problem_id")?,
            instance_id: fields.optional("instance_id")?,
            trajectory_identity: fields.optional("trajectory_identity")?,
            agent_ref: fields.optional("agent_ref")?,
            ng_model_call_capture: fields.optional("ng_model_call_capture")?,
            ng_agent_observations: fields.optional("ng_agent_observations")?,
            ng_trajectory: fields.optional("ng_trajectory")?,
            ng_perf: fields.optional("ng_perf")?,
            response: fields.optional("response")?,
            reward: fields.optional("reward")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for RolloutFailureRecord {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("_ng_task_index", &self.ng_task_index);
        writer.put("_ng_rollout_index", &self.ng_rollout_index);
        writer.put_opt("_ng_attempt_index", &self.ng_attempt_index);
        writer.put_opt("_ng_rollout_id", &self.ng_rollout_id);
        writer.put("_ng_failure_class", &self.ng_failure_class);
        writer.put_opt("_ng_failure_type", &self.ng_failure_type);
        writer.put_opt("_ng_failure_message", &self.ng_failure_message);
        writer.put_opt("_ng_failure_http_status", &self.ng_failure_http_status);
        writer.put_opt("_ng_failure_response_body", &self.ng_failure_response_body);
        writer.put_opt("_ng_failure_terminal", &self.ng_failure_terminal);
        writer.put_opt("_ng_failure_stage", &self.ng_failure_stage);
        writer.put_opt(
            "_ng_failure_partial_response",
            &self.ng_failure_partial_response,
        );
        writer.put_opt("task_id", &self.task_id);
        writer.put_opt("problem_id", &self.problem_id);
        writer.put_opt("instance_id", &self.instance_id);
        writer.put_opt("trajectory_identity", &self.trajectory_identity);
        writer.put_opt("agent_ref", &self.agent_ref);
        writer.put_opt("ng_model_call_capture", &self.ng_model_call_capture);
        writer.put_opt("ng_agent_observations", &self.ng_agent_observations);
        writer.put_opt("ng_trajectory", &self.ng_trajectory);
        writer.put_opt("ng_perf", &self.ng_perf);
        writer.put_opt("response", &self.response);
        writer.put_opt("reward", &self.reward);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(RolloutFailureRecord);

/// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
/// its decimal text.
#[derive(Debug, Clone, PartialEq)]
pub enum RolloutFailureRecordInstanceId {
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    String(String),
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    Integer(i64),
}

impl Decode for RolloutFailureRecordInstanceId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for RolloutFailureRecordInstanceId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
        }
    }
}

crate::via_value!(RolloutFailureRecordInstanceId);

/// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
#[derive(Debug, Clone, PartialEq)]
pub enum RolloutFailureRecordProblemId {
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    String(String),
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    Integer(i64),
}

impl Decode for RolloutFailureRecordProblemId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for RolloutFailureRecordProblemId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
        }
    }
}

crate::via_value!(RolloutFailureRecordProblemId);

/// Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
/// object of a materialized task row (whose inner task_id is used).
#[derive(Debug, Clone, PartialEq)]
pub enum RolloutFailureRecordTaskId {
    /// The String alternative.
    String(String),
    /// The Integer alternative.
    Integer(i64),
    /// The MaterializedTaskId alternative.
    MaterializedTaskId(MaterializedTaskId),
}

impl Decode for RolloutFailureRecordTaskId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        match <MaterializedTaskId>::decode(value) {
            Ok(branch) => return Ok(Self::MaterializedTaskId(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for RolloutFailureRecordTaskId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
            Self::MaterializedTaskId(branch) => branch.encode(),
        }
    }
}

crate::via_value!(RolloutFailureRecordTaskId);

/// One row of a rollouts file: the task's own fields, the collector's bookkeeping keys and the
/// evidence attachments. Open: keys not listed here belong to the task or the environment and are
/// not checked.
#[derive(Debug, Clone, PartialEq)]
pub struct RolloutRow {
    /// Position of the task in the input, counting from 0.
    pub ng_task_index: Option<i64>,
    /// Repeat number of this rollout of the task, counting from 0.
    pub ng_rollout_index: Option<i64>,
    /// Retry attempt number; a positive value adds the suffix -a\<n> to the rollout id.
    pub ng_attempt_index: Option<i64>,
    /// Explicit rollout id (capture key base) that replaces \<task>-\<rollout>.
    pub ng_rollout_id: Option<String>,
    /// Explicit identity that overrides the derived task and rollout ids when it is a valid
    /// TrajectoryIdentity; an invalid one is reported by rule row.trajectory_identity_valid, not
    /// here.
    pub trajectory_identity: Option<std::collections::BTreeMap<String, serde_json::Value>>,
    /// Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
    /// task_id} object of a materialized task row (whose inner task_id is used).
    pub task_id: Option<RolloutRowTaskId>,
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    pub problem_id: Option<RolloutRowProblemId>,
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    pub instance_id: Option<RolloutRowInstanceId>,
    /// Agent server that ran the rollout.
    pub agent_ref: Option<AgentRef>,
    /// Model calls captured for this rollout.
    pub ng_model_call_capture: Option<ModelCallCapture>,
    /// What the agent harness observed; null when it reported nothing.
    pub ng_agent_observations: Option<Option<AgentObservationBundle>>,
    /// Projected trajectory of the rollout.
    pub ng_trajectory: Option<TrajectoryRecord>,
    /// Performance figures of the rollout.
    pub ng_perf: Option<NgPerf>,
    /// The agent's final response; its usage is the sum over the model responses that finished.
    pub response: Option<serde_json::Value>,
    /// Reward the verifier assigned; null when none was assigned.
    pub reward: Option<Option<f64>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for RolloutRow {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = RolloutRow {
            ng_task_index: fields.optional("_ng_task_index")?,
            ng_rollout_index: fields.optional("_ng_rollout_index")?,
            ng_attempt_index: fields.optional("_ng_attempt_index")?,
            ng_rollout_id: fields.optional("_ng_rollout_id")?,
            trajectory_identity: fields.optional("trajectory_identity")?,
            task_id: fields.optional("task_id")?,
            problem_id: fields.optional("problem_id")?,
            instance_id: fields.optional("instance_id")?,
            agent_ref: fields.optional("agent_ref")?,
            ng_model_call_capture: fields.optional("ng_model_call_capture")?,
            ng_agent_observations: fields.optional("ng_agent_observations")?,
            ng_trajectory: fields.optional("ng_trajectory")?,
            ng_perf: fields.optional("ng_perf")?,
            response: fields.optional("response")?,
            reward: fields.optional("reward")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for RolloutRow {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("_ng_task_index", &self.ng_task_index);
        writer.put_opt("_ng_rollout_index", &self.ng_rollout_index);
        writer.put_opt("_ng_attempt_index", &self.ng_attempt_index);
        writer.put_opt("_ng_rollout_id", &self.ng_rollout_id);
        writer.put_opt("trajectory_identity", &self.trajectory_identity);
        writer.put_opt("task_id", &self.task_id);
        writer.put_opt("problem_id", &self.problem_id);
        writer.put_opt("instance_id", &self.instance_id);
        writer.put_opt("agent_ref", &self.agent_ref);
        writer.put_opt("ng_model_call_capture", &self.ng_model_call_capture);
        writer.put_opt("ng_agent_observations", &self.ng_agent_observations);
        writer.put_opt("ng_trajectory", &self.ng_trajectory);
        writer.put_opt("ng_perf", &self.ng_perf);
        writer.put_opt("response", &self.response);
        writer.put_opt("reward", &self.reward);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(RolloutRow);

/// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
/// its decimal text.
#[derive(Debug, Clone, PartialEq)]
pub enum RolloutRowInstanceId {
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    String(String),
    /// Task id used when the row has neither task_id nor problem_id: a string, or an integer used
    /// as its decimal text.
    Integer(i64),
}

impl Decode for RolloutRowInstanceId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for RolloutRowInstanceId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
        }
    }
}

crate::via_value!(RolloutRowInstanceId);

/// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
#[derive(Debug, Clone, PartialEq)]
pub enum RolloutRowProblemId {
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    String(String),
    /// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
    Integer(i64),
}

impl Decode for RolloutRowProblemId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for RolloutRowProblemId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
        }
    }
}

crate::via_value!(RolloutRowProblemId);

/// Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
/// object of a materialized task row (whose inner task_id is used).
#[derive(Debug, Clone, PartialEq)]
pub enum RolloutRowTaskId {
    /// The String alternative.
    String(String),
    /// The Integer alternative.
    Integer(i64),
    /// The MaterializedTaskId alternative.
    MaterializedTaskId(MaterializedTaskId),
}

impl Decode for RolloutRowTaskId {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        match <MaterializedTaskId>::decode(value) {
            Ok(branch) => return Ok(Self::MaterializedTaskId(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for RolloutRowTaskId {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::String(branch) => branch.encode(),
            Self::Integer(branch) => branch.encode(),
            Self::MaterializedTaskId(branch) => branch.encode(),
        }
    }
}

crate::via_value!(RolloutRowTaskId);

/// One line of rollout_verdicts.jsonl: the health verdict of one rollout record. unhealthy when a
/// check found something; else unobserved when a check that was not ignored could not be evaluated;
/// else healthy. Lines are sorted by _ng_task_index, _ng_rollout_index and stage_index (integers
/// before strings), then input order.
#[derive(Debug, Clone, PartialEq)]
pub struct RolloutVerdict {
    /// The task, as in HealthSubject.
    pub ng_task_index: RolloutVerdictNgTaskIndex,
    /// The repeat, as in HealthSubject.
    pub ng_rollout_index: RolloutVerdictNgRolloutIndex,
    /// The rollout identity of the row (trajectory_identity, else _ng_rollout_id or
    /// \<task>-\<rollout> with the attempt suffix); else ng_trajectory.rollout_id; else
    /// \<_ng_task_index>-\<_ng_rollout_index>.
    pub rollout_id: String,
    /// healthy, unhealthy or unobserved.
    pub verdict: RolloutVerdictVerdict,
    /// The rollout checks' findings in the order the checks made them: registry order, a
    /// check_execution_error where its check ran, then rollout_duplicate_identity.
    pub findings: Vec<HealthFinding>,
    /// The rollout checks that could not be evaluated (missing evidence, a gap that gates them, an
    /// unreadable line, or an error of the check), in registry order; record_unreadable is never
    /// unobserved.
    pub unobserved: Vec<RolloutVerdictUnobservedItem>,
    /// The record's stage_index, when it has one.
    pub stage_index: Option<RolloutVerdictStageIndex>,
}

impl Decode for RolloutVerdict {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = RolloutVerdict {
            ng_task_index: fields.required("_ng_task_index")?,
            ng_rollout_index: fields.required("_ng_rollout_index")?,
            rollout_id: fields.required("rollout_id")?,
            verdict: fields.required("verdict")?,
            findings: fields.required("findings")?,
            unobserved: fields.required("unobserved")?,
            stage_index: fields.optional("stage_index")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for RolloutVerdict {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("_ng_task_index", &self.ng_task_index);
        writer.put("_ng_rollout_index", &self.ng_rollout_index);
        writer.put("rollout_id", &self.rollout_id);
        writer.put("verdict", &self.verdict);
        writer.put("findings", &self.findings);
        writer.put("unobserved", &self.unobserved);
        writer.put_opt("stage_index", &self.stage_index);
        writer.finish()
    }
}

crate::via_value!(RolloutVerdict);

/// The repeat, as in HealthSubject.
#[derive(Debug, Clone, PartialEq)]
pub enum RolloutVerdictNgRolloutIndex {
    /// The repeat, as in HealthSubject.
    Integer(i64),
    /// The repeat, as in HealthSubject.
    String(String),
}

impl Decode for RolloutVerdictNgRolloutIndex {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for RolloutVerdictNgRolloutIndex {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::Integer(branch) => branch.encode(),
            Self::String(branch) => branch.encode(),
        }
    }
}

crate::via_value!(RolloutVerdictNgRolloutIndex);

/// The task, as in HealthSubject.
#[derive(Debug, Clone, PartialEq)]
pub enum RolloutVerdictNgTaskIndex {
    /// The task, as in HealthSubject.
    Integer(i64),
    /// The task, as in HealthSubject.
    String(String),
}

impl Decode for RolloutVerdictNgTaskIndex {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for RolloutVerdictNgTaskIndex {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::Integer(branch) => branch.encode(),
            Self::String(branch) => branch.encode(),
        }
    }
}

crate::via_value!(RolloutVerdictNgTaskIndex);

/// The record's stage_index, when it has one.
#[derive(Debug, Clone, PartialEq)]
pub enum RolloutVerdictStageIndex {
    /// The record's stage_index, when it has one.
    Integer(i64),
    /// The record's stage_index, when it has one.
    String(String),
}

impl Decode for RolloutVerdictStageIndex {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <i64>::decode(value) {
            Ok(branch) => return Ok(Self::Integer(branch)),
            Err(error) => errors.push(error),
        }
        match <String>::decode(value) {
            Ok(branch) => return Ok(Self::String(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for RolloutVerdictStageIndex {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::Integer(branch) => branch.encode(),
            Self::String(branch) => branch.encode(),
        }
    }
}

crate::via_value!(RolloutVerdictStageIndex);

/// RolloutVerdictUnobservedItem (generated from the schemas).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RolloutVerdictUnobservedItem {
    /// "check_execution_error"
    CheckExecutionError,
    /// "rollout_duplicate_identity"
    RolloutDuplicateIdentity,
    /// "rollout_missing_agent_turns"
    RolloutMissingAgentTurns,
    /// "rollout_ended_on_failed_model_call"
    RolloutEndedOnFailedModelCall,
    /// "agent_turn_hollow"
    AgentTurnHollow,
    /// "model_call_zero_completion_tokens"
    ModelCallZeroCompletionTokens,
    /// "model_call_missing_token_counts"
    ModelCallMissingTokenCounts,
    /// "trajectory_capture_mismatch"
    TrajectoryCaptureMismatch,
    /// "model_call_failed"
    ModelCallFailed,
    /// "rollout_token_count_mismatch"
    RolloutTokenCountMismatch,
    /// "model_call_runaway_generation"
    ModelCallRunawayGeneration,
}

impl RolloutVerdictUnobservedItem {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::CheckExecutionError => "check_execution_error",
            Self::RolloutDuplicateIdentity => "rollout_duplicate_identity",
            Self::RolloutMissingAgentTurns => "rollout_missing_agent_turns",
            Self::RolloutEndedOnFailedModelCall => "rollout_ended_on_failed_model_call",
            Self::AgentTurnHollow => "agent_turn_hollow",
            Self::ModelCallZeroCompletionTokens => "model_call_zero_completion_tokens",
            Self::ModelCallMissingTokenCounts => "model_call_missing_token_counts",
            Self::TrajectoryCaptureMismatch => "trajectory_capture_mismatch",
            Self::ModelCallFailed => "model_call_failed",
            Self::RolloutTokenCountMismatch => "rollout_token_count_mismatch",
            Self::ModelCallRunawayGeneration => "model_call_runaway_generation",
        }
    }
}

impl Decode for RolloutVerdictUnobservedItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "check_execution_error" => Ok(Self::CheckExecutionError),
            "rollout_duplicate_identity" => Ok(Self::RolloutDuplicateIdentity),
            "rollout_missing_agent_turns" => Ok(Self::RolloutMissingAgentTurns),
            "rollout_ended_on_failed_model_call" => Ok(Self::RolloutEndedOnFailedModelCall),
            "agent_turn_hollow" => Ok(Self::AgentTurnHollow),
            "model_call_zero_completion_tokens" => Ok(Self::ModelCallZeroCompletionTokens),
            "model_call_missing_token_counts" => Ok(Self::ModelCallMissingTokenCounts),
            "trajectory_capture_mismatch" => Ok(Self::TrajectoryCaptureMismatch),
            "model_call_failed" => Ok(Self::ModelCallFailed),
            "rollout_token_count_mismatch" => Ok(Self::RolloutTokenCountMismatch),
            "model_call_runaway_generation" => Ok(Self::ModelCallRunawayGeneration),
            other => Err(Error::new(format!("{:?} is not one of \"check_execution_error\", \"rollout_duplicate_identity\", \"rollout_missing_agent_turns\", \"rollout_ended_on_failed_model_call\", \"agent_turn_hollow\", \"model_call_zero_completion_tokens\", \"model_call_missing_token_counts\", \"trajectory_capture_mismatch\", \"model_call_failed\", \"rollout_token_count_mismatch\", \"model_call_runaway_generation\"", other))),
        }
    }
}

impl Encode for RolloutVerdictUnobservedItem {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(RolloutVerdictUnobservedItem);

/// healthy, unhealthy or unobserved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RolloutVerdictVerdict {
    /// "healthy"
    Healthy,
    /// "unhealthy"
    Unhealthy,
    /// "unobserved"
    Unobserved,
}

impl RolloutVerdictVerdict {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Healthy => "healthy",
            Self::Unhealthy => "unhealthy",
            Self::Unobserved => "unobserved",
        }
    }
}

impl Decode for RolloutVerdictVerdict {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "healthy" => Ok(Self::Healthy),
            "unhealthy" => Ok(Self::Unhealthy),
            "unobserved" => Ok(Self::Unobserved),
            other => Err(Error::new(format!(
                "{:?} is not one of \"healthy\", \"unhealthy\", \"unobserved\"",
                other
            ))),
        }
    }
}

impl Encode for RolloutVerdictVerdict {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(RolloutVerdictVerdict);

/// Measured use of one sandbox during the rollout. Values are measurements, never configured
/// limits.
#[derive(Debug, Clone, PartialEq)]
pub struct SandboxObservation {
    /// Record tag of a sandbox observation.
    pub kind: SandboxObservationKind,
    /// What the sandbox was used for.
    pub role: SandboxObservationRole,
    /// Sandbox provider or runtime.
    pub provider: Option<Option<String>>,
    /// Id of the sandbox, matching the sandbox_id of tool calls that ran in it.
    pub sandbox_id: Option<Option<String>>,
    /// How the sandbox's work ended; unknown when it was not observed.
    pub outcome: Option<SandboxObservationOutcome>,
    /// Exit code of the sandboxed process.
    pub exit_code: Option<Option<i64>>,
    /// Measured wall-clock time in seconds.
    pub wall_time_s: Option<Option<f64>>,
    /// Measured cumulative CPU time in seconds.
    pub cpu_time_s: Option<Option<f64>>,
    /// Measured peak memory use in MiB.
    pub peak_memory_mib: Option<Option<f64>>,
    /// Where the resource figures were measured.
    pub resource_usage_source: Option<Option<String>>,
    /// Class or category of the sandbox error, if any.
    pub error_type: Option<Option<String>>,
}

impl Decode for SandboxObservation {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = SandboxObservation {
            kind: fields.required("kind")?,
            role: fields.required("role")?,
            provider: fields.optional("provider")?,
            sandbox_id: fields.optional("sandbox_id")?,
            outcome: fields.optional("outcome")?,
            exit_code: fields.optional("exit_code")?,
            wall_time_s: fields.optional("wall_time_s")?,
            cpu_time_s: fields.optional("cpu_time_s")?,
            peak_memory_mib: fields.optional("peak_memory_mib")?,
            resource_usage_source: fields.optional("resource_usage_source")?,
            error_type: fields.optional("error_type")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for SandboxObservation {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("kind", &self.kind);
        writer.put("role", &self.role);
        writer.put_opt("provider", &self.provider);
        writer.put_opt("sandbox_id", &self.sandbox_id);
        writer.put_opt("outcome", &self.outcome);
        writer.put_opt("exit_code", &self.exit_code);
        writer.put_opt("wall_time_s", &self.wall_time_s);
        writer.put_opt("cpu_time_s", &self.cpu_time_s);
        writer.put_opt("peak_memory_mib", &self.peak_memory_mib);
        writer.put_opt("resource_usage_source", &self.resource_usage_source);
        writer.put_opt("error_type", &self.error_type);
        writer.finish()
    }
}

crate::via_value!(SandboxObservation);

/// Record tag of a sandbox observation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SandboxObservationKind {
    /// "sandbox"
    Sandbox,
}

impl SandboxObservationKind {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Sandbox => "sandbox",
        }
    }
}

impl Decode for SandboxObservationKind {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "sandbox" => Ok(Self::Sandbox),
            other => Err(Error::new(format!("{:?} is not one of \"sandbox\"", other))),
        }
    }
}

impl Encode for SandboxObservationKind {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(SandboxObservationKind);

/// How the sandbox's work ended; unknown when it was not observed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SandboxObservationOutcome {
    /// "completed"
    Completed,
    /// "failed"
    Failed,
    /// "timeout"
    Timeout,
    /// "oom"
    Oom,
    /// "sandbox_error"
    SandboxError,
    /// "cancelled"
    Cancelled,
    /// "unknown"
    Unknown,
}

impl SandboxObservationOutcome {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Completed => "completed",
            Self::Failed => "failed",
            Self::Timeout => "timeout",
            Self::Oom => "oom",
            Self::SandboxError => "sandbox_error",
            Self::Cancelled => "cancelled",
            Self::Unknown => "unknown",
        }
    }
}

impl Decode for SandboxObservationOutcome {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "completed" => Ok(Self::Completed),
            "failed" => Ok(Self::Failed),
            "timeout" => Ok(Self::Timeout),
            "oom" => Ok(Self::Oom),
            "sandbox_error" => Ok(Self::SandboxError),
            "cancelled" => Ok(Self::Cancelled),
            "unknown" => Ok(Self::Unknown),
            other => Err(Error::new(format!("{:?} is not one of \"completed\", \"failed\", \"timeout\", \"oom\", \"sandbox_error\", \"cancelled\", \"unknown\"", other))),
        }
    }
}

impl Encode for SandboxObservationOutcome {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(SandboxObservationOutcome);

/// What the sandbox was used for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SandboxObservationRole {
    /// "agent"
    Agent,
    /// "verifier"
    Verifier,
    /// "environment"
    Environment,
}

impl SandboxObservationRole {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Agent => "agent",
            Self::Verifier => "verifier",
            Self::Environment => "environment",
        }
    }
}

impl Decode for SandboxObservationRole {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "agent" => Ok(Self::Agent),
            "verifier" => Ok(Self::Verifier),
            "environment" => Ok(Self::Environment),
            other => Err(Error::new(format!(
                "{:?} is not one of \"agent\", \"verifier\", \"environment\"",
                other
            ))),
        }
    }
}

impl Encode for SandboxObservationRole {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(SandboxObservationRole);

/// One data file of a shard as its manifest commits it: the file name and the exact bytes (length
/// and SHA-256) a reader may trust.
#[derive(Debug, Clone, PartialEq)]
pub struct ShardFile {
    /// The file's name inside the run folder, rollouts-\<shard> plus the suffix of its role (.jsonl,
    /// _failures.jsonl, _materialized_inputs.jsonl, _batch_status.json).
    pub path: String,
    /// SHA-256 of the file's bytes, lower-case hex.
    pub sha256: String,
    /// Length of the file in bytes.
    pub bytes: i64,
    /// Number of JSON Lines the file holds (JSON Lines files only).
    pub rows: Option<i64>,
}

impl Decode for ShardFile {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ShardFile {
            path: fields.required("path")?,
            sha256: fields.required("sha256")?,
            bytes: fields.required("bytes")?,
            rows: fields.optional("rows")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ShardFile {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("path", &self.path);
        writer.put("sha256", &self.sha256);
        writer.put("bytes", &self.bytes);
        writer.put_opt("rows", &self.rows);
        writer.finish()
    }
}

crate::via_value!(ShardFile);

/// rollouts-\<shard>_manifest.json: the commit record of one shard of a run folder. It is written
/// last, by rename, after every data file it names is on disk; a reader trusts exactly the files
/// and bytes it names. A shard with no manifest is absent (files of other tools aside).
#[derive(Debug, Clone, PartialEq)]
pub struct ShardManifest {
    /// Version of the manifest format.
    pub schema_version: ShardManifestSchemaVersion,
    /// The shard label the caller chose (for example a training step and worker); it matches the
    /// rollout-id pattern and does not end in _failures, _materialized_inputs, _batch_status or
    /// _manifest.
    pub shard: String,
    /// The run id that prefixes every key the shard dispatches (\<run_id>-\<base>); the shard label
    /// unless the recorder was given another.
    pub run_id: String,
    /// Id of this commit, derived from the previous commit and the files' hashes. Until a commit's
    /// files are renamed into place they wait as .rollouts-\<shard>\<suffix>.\<commit>.pending beside
    /// them, and a reader takes them from there.
    pub commit: String,
    /// Id of the commit this one replaced; null for the first commit of the shard's files.
    pub previous_commit: Option<Option<String>>,
    /// The committed data files.
    pub files: ShardManifestFiles,
}

impl Decode for ShardManifest {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ShardManifest {
            schema_version: fields.required("schema_version")?,
            shard: fields.required("shard")?,
            run_id: fields.required("run_id")?,
            commit: fields.required("commit")?,
            previous_commit: fields.optional("previous_commit")?,
            files: fields.required("files")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ShardManifest {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("schema_version", &self.schema_version);
        writer.put("shard", &self.shard);
        writer.put("run_id", &self.run_id);
        writer.put("commit", &self.commit);
        writer.put_opt("previous_commit", &self.previous_commit);
        writer.put("files", &self.files);
        writer.finish()
    }
}

crate::via_value!(ShardManifest);

/// The four data files of a shard, by role.
#[derive(Debug, Clone, PartialEq)]
pub struct ShardManifestFiles {
    /// rollouts-\<shard>.jsonl: the rollouts that succeeded, one RolloutRow per line.
    pub rollouts: ShardFile,
    /// rollouts-\<shard>_failures.jsonl: the failures sidecar, one RolloutFailureRecord (or
    /// OmittedRollout) per line.
    pub failures: ShardFile,
    /// rollouts-\<shard>_materialized_inputs.jsonl: the tries the shard is meant to hold, one
    /// MaterializedInputRow per line.
    pub materialized_inputs: ShardFile,
    /// rollouts-\<shard>_batch_status.json: the shard's saved progress, a BatchStatus.
    pub batch_status: ShardFile,
}

impl Decode for ShardManifestFiles {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ShardManifestFiles {
            rollouts: fields.required("rollouts")?,
            failures: fields.required("failures")?,
            materialized_inputs: fields.required("materialized_inputs")?,
            batch_status: fields.required("batch_status")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ShardManifestFiles {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("rollouts", &self.rollouts);
        writer.put("failures", &self.failures);
        writer.put("materialized_inputs", &self.materialized_inputs);
        writer.put("batch_status", &self.batch_status);
        writer.finish()
    }
}

crate::via_value!(ShardManifestFiles);

/// Version of the manifest format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShardManifestSchemaVersion {
    /// "1.0"
    N10,
}

impl ShardManifestSchemaVersion {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::N10 => "1.0",
        }
    }
}

impl Decode for ShardManifestSchemaVersion {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "1.0" => Ok(Self::N10),
            other => Err(Error::new(format!("{:?} is not one of \"1.0\"", other))),
        }
    }
}

impl Encode for ShardManifestSchemaVersion {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ShardManifestSchemaVersion);

/// The shell commands and limits that describe how to run the tool call.
#[derive(Debug, Clone, PartialEq)]
pub struct ShellCallAction {
    /// Commands.
    pub commands: Vec<String>,
    /// Optional maximum number of characters to return from each command.
    pub max_output_length: Option<Option<i64>>,
    /// Optional timeout in milliseconds for the commands.
    pub timeout_ms: Option<Option<i64>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ShellCallAction {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ShellCallAction {
            commands: fields.required("commands")?,
            max_output_length: fields.optional("max_output_length")?,
            timeout_ms: fields.optional("timeout_ms")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ShellCallAction {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("commands", &self.commands);
        writer.put_opt("max_output_length", &self.max_output_length);
        writer.put_opt("timeout_ms", &self.timeout_ms);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ShellCallAction);

/// Represents a container created with /v1/containers.
#[derive(Debug, Clone, PartialEq)]
pub struct ShellCallContainerReference {
    /// Container id.
    pub container_id: String,
    /// The environment type. Always `container_reference`.
    pub r#type: ShellCallContainerReferenceType,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ShellCallContainerReference {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ShellCallContainerReference {
            container_id: fields.required("container_id")?,
            r#type: fields.required("type")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ShellCallContainerReference {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("container_id", &self.container_id);
        writer.put("type", &self.r#type);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ShellCallContainerReference);

/// The environment type. Always `container_reference`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShellCallContainerReferenceType {
    /// "container_reference"
    ContainerReference,
}

impl ShellCallContainerReferenceType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ContainerReference => "container_reference",
        }
    }
}

impl Decode for ShellCallContainerReferenceType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "container_reference" => Ok(Self::ContainerReference),
            other => Err(Error::new(format!(
                "{:?} is not one of \"container_reference\"",
                other
            ))),
        }
    }
}

impl Encode for ShellCallContainerReferenceType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ShellCallContainerReferenceType);

/// One of the 2 kinds, tagged by type.
#[derive(Debug, Clone, PartialEq)]
pub enum ShellCallEnvironment {
    /// The ShellCallLocalEnvironment alternative.
    ShellCallLocalEnvironment(ShellCallLocalEnvironment),
    /// The ShellCallContainerReference alternative.
    ShellCallContainerReference(ShellCallContainerReference),
}

impl Decode for ShellCallEnvironment {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <ShellCallLocalEnvironment>::decode(value) {
            Ok(branch) => return Ok(Self::ShellCallLocalEnvironment(branch)),
            Err(error) => errors.push(error),
        }
        match <ShellCallContainerReference>::decode(value) {
            Ok(branch) => return Ok(Self::ShellCallContainerReference(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for ShellCallEnvironment {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::ShellCallLocalEnvironment(branch) => branch.encode(),
            Self::ShellCallContainerReference(branch) => branch.encode(),
        }
    }
}

crate::via_value!(ShellCallEnvironment);

/// A shell command requested by the model. Open: keys beyond those listed are kept, as the
/// Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct ShellCallItem {
    /// Item tag.
    pub r#type: ShellCallItemType,
    /// Provider id of the item.
    pub id: String,
    /// The command to run.
    pub action: ShellCallAction,
    /// Id that pairs the command with its output.
    pub call_id: String,
    /// Represents the use of a local environment to perform shell actions.
    pub environment: Option<Option<ShellCallEnvironment>>,
    /// Progress of the command.
    pub status: ShellCallItemStatus,
    /// The ID of the entity that created this tool call.
    pub created_by: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ShellCallItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ShellCallItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            action: fields.required("action")?,
            call_id: fields.required("call_id")?,
            environment: fields.optional("environment")?,
            status: fields.required("status")?,
            created_by: fields.optional("created_by")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ShellCallItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put("action", &self.action);
        writer.put("call_id", &self.call_id);
        writer.put_opt("environment", &self.environment);
        writer.put("status", &self.status);
        writer.put_opt("created_by", &self.created_by);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ShellCallItem);

/// Progress of the command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShellCallItemStatus {
    /// "in_progress"
    InProgress,
    /// "completed"
    Completed,
    /// "incomplete"
    Incomplete,
}

impl ShellCallItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Incomplete => "incomplete",
        }
    }
}

impl Decode for ShellCallItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "completed" => Ok(Self::Completed),
            "incomplete" => Ok(Self::Incomplete),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"completed\", \"incomplete\"",
                other
            ))),
        }
    }
}

impl Encode for ShellCallItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ShellCallItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShellCallItemType {
    /// "shell_call"
    ShellCall,
}

impl ShellCallItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ShellCall => "shell_call",
        }
    }
}

impl Decode for ShellCallItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "shell_call" => Ok(Self::ShellCall),
            other => Err(Error::new(format!(
                "{:?} is not one of \"shell_call\"",
                other
            ))),
        }
    }
}

impl Encode for ShellCallItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ShellCallItemType);

/// Represents the use of a local environment to perform shell actions.
#[derive(Debug, Clone, PartialEq)]
pub struct ShellCallLocalEnvironment {
    /// The environment type. Always `local`.
    pub r#type: ShellCallLocalEnvironmentType,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ShellCallLocalEnvironment {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ShellCallLocalEnvironment {
            r#type: fields.required("type")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ShellCallLocalEnvironment {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ShellCallLocalEnvironment);

/// The environment type. Always `local`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShellCallLocalEnvironmentType {
    /// "local"
    Local,
}

impl ShellCallLocalEnvironmentType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Local => "local",
        }
    }
}

impl Decode for ShellCallLocalEnvironmentType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "local" => Ok(Self::Local),
            other => Err(Error::new(format!("{:?} is not one of \"local\"", other))),
        }
    }
}

impl Encode for ShellCallLocalEnvironmentType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ShellCallLocalEnvironmentType);

/// The output of a shell command. Open: keys beyond those listed are kept, as the Responses
/// vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct ShellCallOutputItem {
    /// Item tag.
    pub r#type: ShellCallOutputItemType,
    /// Provider id of the item.
    pub id: String,
    /// Call id of the shell_call this output answers.
    pub call_id: String,
    /// The maximum length of the shell command output.
    pub max_output_length: Option<Option<i64>>,
    /// Output chunks of the command.
    pub output: Vec<ShellCallOutputOutput>,
    /// Progress of the command.
    pub status: ShellCallOutputItemStatus,
    /// The identifier of the actor that created the item.
    pub created_by: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ShellCallOutputItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ShellCallOutputItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            call_id: fields.required("call_id")?,
            max_output_length: fields.optional("max_output_length")?,
            output: fields.required("output")?,
            status: fields.required("status")?,
            created_by: fields.optional("created_by")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ShellCallOutputItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put("call_id", &self.call_id);
        writer.put_opt("max_output_length", &self.max_output_length);
        writer.put("output", &self.output);
        writer.put("status", &self.status);
        writer.put_opt("created_by", &self.created_by);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ShellCallOutputItem);

/// Progress of the command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShellCallOutputItemStatus {
    /// "in_progress"
    InProgress,
    /// "completed"
    Completed,
    /// "incomplete"
    Incomplete,
}

impl ShellCallOutputItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Incomplete => "incomplete",
        }
    }
}

impl Decode for ShellCallOutputItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "completed" => Ok(Self::Completed),
            "incomplete" => Ok(Self::Incomplete),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"completed\", \"incomplete\"",
                other
            ))),
        }
    }
}

impl Encode for ShellCallOutputItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ShellCallOutputItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShellCallOutputItemType {
    /// "shell_call_output"
    ShellCallOutput,
}

impl ShellCallOutputItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ShellCallOutput => "shell_call_output",
        }
    }
}

impl Decode for ShellCallOutputItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "shell_call_output" => Ok(Self::ShellCallOutput),
            other => Err(Error::new(format!(
                "{:?} is not one of \"shell_call_output\"",
                other
            ))),
        }
    }
}

impl Encode for ShellCallOutputItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ShellCallOutputItemType);

/// The content of a shell tool call output that was emitted.
#[derive(Debug, Clone, PartialEq)]
pub struct ShellCallOutputOutput {
    /// Represents either an exit outcome (with an exit code) or a timeout outcome for a shell call
    /// output chunk.
    pub outcome: ShellCallOutputOutputOutcome,
    /// The standard error output that was captured.
    pub stderr: String,
    /// The standard output that was captured.
    pub stdout: String,
    /// The identifier of the actor that created the item.
    pub created_by: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ShellCallOutputOutput {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ShellCallOutputOutput {
            outcome: fields.required("outcome")?,
            stderr: fields.required("stderr")?,
            stdout: fields.required("stdout")?,
            created_by: fields.optional("created_by")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ShellCallOutputOutput {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("outcome", &self.outcome);
        writer.put("stderr", &self.stderr);
        writer.put("stdout", &self.stdout);
        writer.put_opt("created_by", &self.created_by);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ShellCallOutputOutput);

/// Represents either an exit outcome (with an exit code) or a timeout outcome for a shell call
/// output chunk.
#[derive(Debug, Clone, PartialEq)]
pub enum ShellCallOutputOutputOutcome {
    /// The ShellCallOutputOutputOutcomeTimeout alternative.
    ShellCallOutputOutputOutcomeTimeout(ShellCallOutputOutputOutcomeTimeout),
    /// The ShellCallOutputOutputOutcomeExit alternative.
    ShellCallOutputOutputOutcomeExit(ShellCallOutputOutputOutcomeExit),
}

impl Decode for ShellCallOutputOutputOutcome {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <ShellCallOutputOutputOutcomeTimeout>::decode(value) {
            Ok(branch) => return Ok(Self::ShellCallOutputOutputOutcomeTimeout(branch)),
            Err(error) => errors.push(error),
        }
        match <ShellCallOutputOutputOutcomeExit>::decode(value) {
            Ok(branch) => return Ok(Self::ShellCallOutputOutputOutcomeExit(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for ShellCallOutputOutputOutcome {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::ShellCallOutputOutputOutcomeTimeout(branch) => branch.encode(),
            Self::ShellCallOutputOutputOutcomeExit(branch) => branch.encode(),
        }
    }
}

crate::via_value!(ShellCallOutputOutputOutcome);

/// Indicates that the shell commands finished and returned an exit code.
#[derive(Debug, Clone, PartialEq)]
pub struct ShellCallOutputOutputOutcomeExit {
    /// Exit code from the shell process.
    pub exit_code: i64,
    /// The outcome type. Always `exit`.
    pub r#type: ShellCallOutputOutputOutcomeExitType,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ShellCallOutputOutputOutcomeExit {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ShellCallOutputOutputOutcomeExit {
            exit_code: fields.required("exit_code")?,
            r#type: fields.required("type")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ShellCallOutputOutputOutcomeExit {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("exit_code", &self.exit_code);
        writer.put("type", &self.r#type);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ShellCallOutputOutputOutcomeExit);

/// The outcome type. Always `exit`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShellCallOutputOutputOutcomeExitType {
    /// "exit"
    Exit,
}

impl ShellCallOutputOutputOutcomeExitType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Exit => "exit",
        }
    }
}

impl Decode for ShellCallOutputOutputOutcomeExitType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "exit" => Ok(Self::Exit),
            other => Err(Error::new(format!("{:?} is not one of \"exit\"", other))),
        }
    }
}

impl Encode for ShellCallOutputOutputOutcomeExitType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ShellCallOutputOutputOutcomeExitType);

/// Indicates that the shell call exceeded its configured time limit.
#[derive(Debug, Clone, PartialEq)]
pub struct ShellCallOutputOutputOutcomeTimeout {
    /// The outcome type. Always `timeout`.
    pub r#type: ShellCallOutputOutputOutcomeTimeoutType,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ShellCallOutputOutputOutcomeTimeout {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ShellCallOutputOutputOutcomeTimeout {
            r#type: fields.required("type")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ShellCallOutputOutputOutcomeTimeout {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ShellCallOutputOutputOutcomeTimeout);

/// The outcome type. Always `timeout`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShellCallOutputOutputOutcomeTimeoutType {
    /// "timeout"
    Timeout,
}

impl ShellCallOutputOutputOutcomeTimeoutType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Timeout => "timeout",
        }
    }
}

impl Decode for ShellCallOutputOutputOutcomeTimeoutType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "timeout" => Ok(Self::Timeout),
            other => Err(Error::new(format!("{:?} is not one of \"timeout\"", other))),
        }
    }
}

impl Encode for ShellCallOutputOutputOutcomeTimeoutType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ShellCallOutputOutputOutcomeTimeoutType);

/// One paragraph of a reasoning summary. Open: keys beyond those listed are kept, as the Responses
/// vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct SummaryTextPart {
    /// Content part tag.
    pub r#type: SummaryTextPartType,
    /// The summary text.
    pub text: String,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for SummaryTextPart {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = SummaryTextPart {
            r#type: fields.required("type")?,
            text: fields.required("text")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for SummaryTextPart {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("text", &self.text);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(SummaryTextPart);

/// Content part tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SummaryTextPartType {
    /// "summary_text"
    SummaryText,
}

impl SummaryTextPartType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::SummaryText => "summary_text",
        }
    }
}

impl Decode for SummaryTextPartType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "summary_text" => Ok(Self::SummaryText),
            other => Err(Error::new(format!(
                "{:?} is not one of \"summary_text\"",
                other
            ))),
        }
    }
}

impl Encode for SummaryTextPartType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(SummaryTextPartType);

/// One task: its repeats by verdict and what the task checks found. Records that share a repeat's
/// identity count as one repeat, with their common verdict, or unobserved when they disagree.
#[derive(Debug, Clone, PartialEq)]
pub struct TaskHealth {
    /// Repeats (distinct stage_index and _ng_rollout_index) of the task.
    pub repeats: i64,
    /// Repeats with verdict healthy.
    pub healthy: i64,
    /// Repeats with verdict unhealthy.
    pub unhealthy: i64,
    /// Repeats with verdict unobserved.
    pub unobserved: i64,
    /// Task checks that found something, in registry order.
    pub flags: Vec<TaskHealthFlagsItem>,
    /// Task checks that could not judge the task, in registry order.
    pub unobserved_checks: Vec<TaskHealthUnobservedChecksItem>,
    /// The task checks' findings (and check_execution_error when a task check raised), in registry
    /// order.
    pub findings: Vec<HealthFinding>,
}

impl Decode for TaskHealth {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = TaskHealth {
            repeats: fields.required("repeats")?,
            healthy: fields.required("healthy")?,
            unhealthy: fields.required("unhealthy")?,
            unobserved: fields.required("unobserved")?,
            flags: fields.required("flags")?,
            unobserved_checks: fields.required("unobserved_checks")?,
            findings: fields.required("findings")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for TaskHealth {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("repeats", &self.repeats);
        writer.put("healthy", &self.healthy);
        writer.put("unhealthy", &self.unhealthy);
        writer.put("unobserved", &self.unobserved);
        writer.put("flags", &self.flags);
        writer.put("unobserved_checks", &self.unobserved_checks);
        writer.put("findings", &self.findings);
        writer.finish()
    }
}

crate::via_value!(TaskHealth);

/// TaskHealthFlagsItem (generated from the schemas).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TaskHealthFlagsItem {
    /// "task_consistently_unhealthy"
    TaskConsistentlyUnhealthy,
    /// "task_no_successful_model_calls"
    TaskNoSuccessfulModelCalls,
}

impl TaskHealthFlagsItem {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::TaskConsistentlyUnhealthy => "task_consistently_unhealthy",
            Self::TaskNoSuccessfulModelCalls => "task_no_successful_model_calls",
        }
    }
}

impl Decode for TaskHealthFlagsItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "task_consistently_unhealthy" => Ok(Self::TaskConsistentlyUnhealthy),
            "task_no_successful_model_calls" => Ok(Self::TaskNoSuccessfulModelCalls),
            other => Err(Error::new(format!("{:?} is not one of \"task_consistently_unhealthy\", \"task_no_successful_model_calls\"", other))),
        }
    }
}

impl Encode for TaskHealthFlagsItem {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(TaskHealthFlagsItem);

/// TaskHealthUnobservedChecksItem (generated from the schemas).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TaskHealthUnobservedChecksItem {
    /// "task_consistently_unhealthy"
    TaskConsistentlyUnhealthy,
    /// "task_no_successful_model_calls"
    TaskNoSuccessfulModelCalls,
}

impl TaskHealthUnobservedChecksItem {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::TaskConsistentlyUnhealthy => "task_consistently_unhealthy",
            Self::TaskNoSuccessfulModelCalls => "task_no_successful_model_calls",
        }
    }
}

impl Decode for TaskHealthUnobservedChecksItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "task_consistently_unhealthy" => Ok(Self::TaskConsistentlyUnhealthy),
            "task_no_successful_model_calls" => Ok(Self::TaskNoSuccessfulModelCalls),
            other => Err(Error::new(format!("{:?} is not one of \"task_consistently_unhealthy\", \"task_no_successful_model_calls\"", other))),
        }
    }
}

impl Encode for TaskHealthUnobservedChecksItem {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(TaskHealthUnobservedChecksItem);

/// The measured execution of one tool call, as observed by the harness. It joins the conversation
/// through (invocation_id, tool_call_id).
#[derive(Debug, Clone, PartialEq)]
pub struct ToolCallObservation {
    /// Record tag of a tool-call observation.
    pub kind: ToolCallObservationKind,
    /// Invocation that issued the tool call.
    pub invocation_id: String,
    /// Call id of the tool call, as in the conversation's function_call and function_call_output
    /// items.
    pub tool_call_id: String,
    /// Sandbox the tool ran in; concurrent calls may share one.
    pub sandbox_id: Option<Option<String>>,
    /// Name of the tool.
    pub tool_name: Option<Option<String>>,
    /// When execution started, in UTC seconds since the Unix epoch.
    pub started_at: Option<Option<f64>>,
    /// When execution ended, in UTC seconds since the Unix epoch; not before started_at.
    pub completed_at: Option<Option<f64>>,
    /// Measured execution time in milliseconds.
    pub duration_ms: Option<Option<f64>>,
    /// Where the timing was measured: by the tool executor, read from an artifact, or by the
    /// harness.
    pub timing_source: Option<Option<ToolCallObservationTimingSource>>,
    /// Outcome of the execution; unknown when it was not observed.
    pub status: Option<ToolCallObservationStatus>,
    /// Class or category of the error, if the tool failed.
    pub error_type: Option<Option<String>>,
}

impl Decode for ToolCallObservation {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ToolCallObservation {
            kind: fields.required("kind")?,
            invocation_id: fields.required("invocation_id")?,
            tool_call_id: fields.required("tool_call_id")?,
            sandbox_id: fields.optional("sandbox_id")?,
            tool_name: fields.optional("tool_name")?,
            started_at: fields.optional("started_at")?,
            completed_at: fields.optional("completed_at")?,
            duration_ms: fields.optional("duration_ms")?,
            timing_source: fields.optional("timing_source")?,
            status: fields.optional("status")?,
            error_type: fields.optional("error_type")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for ToolCallObservation {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("kind", &self.kind);
        writer.put("invocation_id", &self.invocation_id);
        writer.put("tool_call_id", &self.tool_call_id);
        writer.put_opt("sandbox_id", &self.sandbox_id);
        writer.put_opt("tool_name", &self.tool_name);
        writer.put_opt("started_at", &self.started_at);
        writer.put_opt("completed_at", &self.completed_at);
        writer.put_opt("duration_ms", &self.duration_ms);
        writer.put_opt("timing_source", &self.timing_source);
        writer.put_opt("status", &self.status);
        writer.put_opt("error_type", &self.error_type);
        writer.finish()
    }
}

crate::via_value!(ToolCallObservation);

/// Record tag of a tool-call observation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ToolCallObservationKind {
    /// "tool_call"
    ToolCall,
}

impl ToolCallObservationKind {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ToolCall => "tool_call",
        }
    }
}

impl Decode for ToolCallObservationKind {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "tool_call" => Ok(Self::ToolCall),
            other => Err(Error::new(format!(
                "{:?} is not one of \"tool_call\"",
                other
            ))),
        }
    }
}

impl Encode for ToolCallObservationKind {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ToolCallObservationKind);

/// Outcome of the execution; unknown when it was not observed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ToolCallObservationStatus {
    /// "completed"
    Completed,
    /// "failed"
    Failed,
    /// "timeout"
    Timeout,
    /// "cancelled"
    Cancelled,
    /// "incomplete"
    Incomplete,
    /// "unknown"
    Unknown,
}

impl ToolCallObservationStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Completed => "completed",
            Self::Failed => "failed",
            Self::Timeout => "timeout",
            Self::Cancelled => "cancelled",
            Self::Incomplete => "incomplete",
            Self::Unknown => "unknown",
        }
    }
}

impl Decode for ToolCallObservationStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "completed" => Ok(Self::Completed),
            "failed" => Ok(Self::Failed),
            "timeout" => Ok(Self::Timeout),
            "cancelled" => Ok(Self::Cancelled),
            "incomplete" => Ok(Self::Incomplete),
            "unknown" => Ok(Self::Unknown),
            other => Err(Error::new(format!("{:?} is not one of \"completed\", \"failed\", \"timeout\", \"cancelled\", \"incomplete\", \"unknown\"", other))),
        }
    }
}

impl Encode for ToolCallObservationStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ToolCallObservationStatus);

/// Where the timing was measured: by the tool executor, read from an artifact, or by the harness.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ToolCallObservationTimingSource {
    /// "executor"
    Executor,
    /// "artifact"
    Artifact,
    /// "harness"
    Harness,
}

impl ToolCallObservationTimingSource {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Executor => "executor",
            Self::Artifact => "artifact",
            Self::Harness => "harness",
        }
    }
}

impl Decode for ToolCallObservationTimingSource {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "executor" => Ok(Self::Executor),
            "artifact" => Ok(Self::Artifact),
            "harness" => Ok(Self::Harness),
            other => Err(Error::new(format!(
                "{:?} is not one of \"executor\", \"artifact\", \"harness\"",
                other
            ))),
        }
    }
}

impl Encode for ToolCallObservationTimingSource {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ToolCallObservationTimingSource);

/// A search for tools the model may use. Open: keys beyond those listed are kept, as the Responses
/// vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolSearchCallItem {
    /// Item tag.
    pub r#type: ToolSearchCallItemType,
    /// Provider id of the item.
    pub id: String,
    /// Arguments of the search.
    pub arguments: serde_json::Value,
    /// The unique ID of the tool search call generated by the model.
    pub call_id: Option<Option<String>>,
    /// Where the search is executed.
    pub execution: ToolSearchCallItemExecution,
    /// Progress of the search.
    pub status: ToolSearchCallItemStatus,
    /// The identifier of the actor that created the item.
    pub created_by: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ToolSearchCallItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ToolSearchCallItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            arguments: fields.required("arguments")?,
            call_id: fields.optional("call_id")?,
            execution: fields.required("execution")?,
            status: fields.required("status")?,
            created_by: fields.optional("created_by")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ToolSearchCallItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put("arguments", &self.arguments);
        writer.put_opt("call_id", &self.call_id);
        writer.put("execution", &self.execution);
        writer.put("status", &self.status);
        writer.put_opt("created_by", &self.created_by);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ToolSearchCallItem);

/// Where the search is executed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ToolSearchCallItemExecution {
    /// "server"
    Server,
    /// "client"
    Client,
}

impl ToolSearchCallItemExecution {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Server => "server",
            Self::Client => "client",
        }
    }
}

impl Decode for ToolSearchCallItemExecution {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "server" => Ok(Self::Server),
            "client" => Ok(Self::Client),
            other => Err(Error::new(format!(
                "{:?} is not one of \"server\", \"client\"",
                other
            ))),
        }
    }
}

impl Encode for ToolSearchCallItemExecution {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ToolSearchCallItemExecution);

/// Progress of the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ToolSearchCallItemStatus {
    /// "in_progress"
    InProgress,
    /// "completed"
    Completed,
    /// "incomplete"
    Incomplete,
}

impl ToolSearchCallItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Incomplete => "incomplete",
        }
    }
}

impl Decode for ToolSearchCallItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "completed" => Ok(Self::Completed),
            "incomplete" => Ok(Self::Incomplete),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"completed\", \"incomplete\"",
                other
            ))),
        }
    }
}

impl Encode for ToolSearchCallItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ToolSearchCallItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ToolSearchCallItemType {
    /// "tool_search_call"
    ToolSearchCall,
}

impl ToolSearchCallItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ToolSearchCall => "tool_search_call",
        }
    }
}

impl Decode for ToolSearchCallItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "tool_search_call" => Ok(Self::ToolSearchCall),
            other => Err(Error::new(format!(
                "{:?} is not one of \"tool_search_call\"",
                other
            ))),
        }
    }
}

impl Encode for ToolSearchCallItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ToolSearchCallItemType);

/// The tools a tool search found. Open: keys beyond those listed are kept, as the Responses
/// vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolSearchOutputItem {
    /// Item tag.
    pub r#type: ToolSearchOutputItemType,
    /// Provider id of the item.
    pub id: String,
    /// The unique ID of the tool search call generated by the model.
    pub call_id: Option<Option<String>>,
    /// Where the search was executed.
    pub execution: ToolSearchOutputItemExecution,
    /// Progress of the search.
    pub status: ToolSearchOutputItemStatus,
    /// Tools found.
    pub tools: Vec<std::collections::BTreeMap<String, serde_json::Value>>,
    /// The identifier of the actor that created the item.
    pub created_by: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for ToolSearchOutputItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = ToolSearchOutputItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            call_id: fields.optional("call_id")?,
            execution: fields.required("execution")?,
            status: fields.required("status")?,
            tools: fields.required("tools")?,
            created_by: fields.optional("created_by")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for ToolSearchOutputItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put_opt("call_id", &self.call_id);
        writer.put("execution", &self.execution);
        writer.put("status", &self.status);
        writer.put("tools", &self.tools);
        writer.put_opt("created_by", &self.created_by);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(ToolSearchOutputItem);

/// Where the search was executed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ToolSearchOutputItemExecution {
    /// "server"
    Server,
    /// "client"
    Client,
}

impl ToolSearchOutputItemExecution {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Server => "server",
            Self::Client => "client",
        }
    }
}

impl Decode for ToolSearchOutputItemExecution {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "server" => Ok(Self::Server),
            "client" => Ok(Self::Client),
            other => Err(Error::new(format!(
                "{:?} is not one of \"server\", \"client\"",
                other
            ))),
        }
    }
}

impl Encode for ToolSearchOutputItemExecution {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ToolSearchOutputItemExecution);

/// Progress of the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ToolSearchOutputItemStatus {
    /// "in_progress"
    InProgress,
    /// "completed"
    Completed,
    /// "incomplete"
    Incomplete,
}

impl ToolSearchOutputItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Incomplete => "incomplete",
        }
    }
}

impl Decode for ToolSearchOutputItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "completed" => Ok(Self::Completed),
            "incomplete" => Ok(Self::Incomplete),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"completed\", \"incomplete\"",
                other
            ))),
        }
    }
}

impl Encode for ToolSearchOutputItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ToolSearchOutputItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ToolSearchOutputItemType {
    /// "tool_search_output"
    ToolSearchOutput,
}

impl ToolSearchOutputItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ToolSearchOutput => "tool_search_output",
        }
    }
}

impl Decode for ToolSearchOutputItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "tool_search_output" => Ok(Self::ToolSearchOutput),
            other => Err(Error::new(format!(
                "{:?} is not one of \"tool_search_output\"",
                other
            ))),
        }
    }
}

impl Encode for ToolSearchOutputItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(ToolSearchOutputItemType);

/// An explicit identity a row may carry; when valid it overrides the task and rollout ids derived
/// from the row.
#[derive(Debug, Clone, PartialEq)]
pub struct TrajectoryIdentity {
    /// Task id of the rollout.
    pub task_id: String,
    /// Rollout id of the rollout.
    pub rollout_id: String,
}

impl Decode for TrajectoryIdentity {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = TrajectoryIdentity {
            task_id: fields.required("task_id")?,
            rollout_id: fields.required("rollout_id")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for TrajectoryIdentity {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("task_id", &self.task_id);
        writer.put("rollout_id", &self.rollout_id);
        writer.finish()
    }
}

crate::via_value!(TrajectoryIdentity);

/// One model call as it appears in ng_trajectory: timing, payloads, outcome metadata and token
/// usage.
#[derive(Debug, Clone, PartialEq)]
pub struct TrajectoryModelCall {
    /// Capture id of the call. Non-empty ids are unique within a trajectory (rule
    /// model_call.id_unique).
    pub model_call_id: Option<Option<String>>,
    /// When the request was received, in UTC seconds since the Unix epoch.
    pub started_at: Option<Option<f64>>,
    /// When the response was complete, in UTC seconds since the Unix epoch.
    pub completed_at: Option<Option<f64>>,
    /// Total latency of the call in milliseconds.
    pub duration_ms: Option<Option<f64>>,
    /// Request payload sent by the agent: the parsed body, or its raw text when the body was not a
    /// JSON object; null when not kept.
    pub request: Option<serde_json::Value>,
    /// Response payload returned to the agent: the parsed or reassembled body, or its raw text;
    /// null when not kept.
    pub response: Option<serde_json::Value>,
    /// Outcome and provenance facts of the call.
    pub response_metadata: Option<TrajectoryResponseMetadata>,
    /// Normalized token usage of the call.
    pub token_stats: Option<TrajectoryTokenStats>,
}

impl Decode for TrajectoryModelCall {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = TrajectoryModelCall {
            model_call_id: fields.optional("model_call_id")?,
            started_at: fields.optional("started_at")?,
            completed_at: fields.optional("completed_at")?,
            duration_ms: fields.optional("duration_ms")?,
            request: fields.optional("request")?,
            response: fields.optional("response")?,
            response_metadata: fields.optional("response_metadata")?,
            token_stats: fields.optional("token_stats")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for TrajectoryModelCall {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("model_call_id", &self.model_call_id);
        writer.put_opt("started_at", &self.started_at);
        writer.put_opt("completed_at", &self.completed_at);
        writer.put_opt("duration_ms", &self.duration_ms);
        writer.put_opt("request", &self.request);
        writer.put_opt("response", &self.response);
        writer.put_opt("response_metadata", &self.response_metadata);
        writer.put_opt("token_stats", &self.token_stats);
        writer.finish()
    }
}

crate::via_value!(TrajectoryModelCall);

/// The projected trajectory of one rollout (ng_trajectory, version 1.0): invocations, semantic
/// turns, model calls, tool calls and gaps, joined from the capture and the agent's observations.
#[derive(Debug, Clone, PartialEq)]
pub struct TrajectoryRecord {
    /// Version of the trajectory format.
    pub schema_version: TrajectoryRecordSchemaVersion,
    /// Task id of the rollout.
    pub task_id: String,
    /// Rollout id of the rollout.
    pub rollout_id: String,
    /// Agent invocations of the rollout.
    pub invocations: Option<Vec<AgentInvocation>>,
    /// Semantic turns supplied by the producer; empty when none were observable.
    pub turns: Option<Vec<TrajectoryTurn>>,
    /// Model calls of the rollout.
    pub model_calls: Option<Vec<TrajectoryModelCall>>,
    /// Tool calls with timing and output.
    pub tool_calls: Option<Vec<TrajectoryToolCall>>,
    /// Evidence that could not be observed or joined.
    pub gaps: Option<Vec<ObservationGap>>,
}

impl Decode for TrajectoryRecord {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = TrajectoryRecord {
            schema_version: fields.required("schema_version")?,
            task_id: fields.required("task_id")?,
            rollout_id: fields.required("rollout_id")?,
            invocations: fields.optional("invocations")?,
            turns: fields.optional("turns")?,
            model_calls: fields.optional("model_calls")?,
            tool_calls: fields.optional("tool_calls")?,
            gaps: fields.optional("gaps")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for TrajectoryRecord {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("schema_version", &self.schema_version);
        writer.put("task_id", &self.task_id);
        writer.put("rollout_id", &self.rollout_id);
        writer.put_opt("invocations", &self.invocations);
        writer.put_opt("turns", &self.turns);
        writer.put_opt("model_calls", &self.model_calls);
        writer.put_opt("tool_calls", &self.tool_calls);
        writer.put_opt("gaps", &self.gaps);
        writer.finish()
    }
}

crate::via_value!(TrajectoryRecord);

/// Version of the trajectory format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TrajectoryRecordSchemaVersion {
    /// "1.0"
    N10,
}

impl TrajectoryRecordSchemaVersion {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::N10 => "1.0",
        }
    }
}

impl Decode for TrajectoryRecordSchemaVersion {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "1.0" => Ok(Self::N10),
            other => Err(Error::new(format!("{:?} is not one of \"1.0\"", other))),
        }
    }
}

impl Encode for TrajectoryRecordSchemaVersion {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(TrajectoryRecordSchemaVersion);

/// Outcome and provenance facts of one model call, taken from the capture. Every member is optional
/// and null when unknown.
#[derive(Debug, Clone, PartialEq)]
pub struct TrajectoryResponseMetadata {
    /// Provider response id of the call.
    pub response_id: Option<Option<String>>,
    /// Model server that served the call.
    pub model_ref: Option<Option<ModelServerRef>>,
    /// Model name reported by the response, else the one requested.
    pub model: Option<Option<String>>,
    /// API dialect of the exchange; the values written by the capture are responses, chat and
    /// messages.
    pub dialect: Option<Option<String>>,
    /// HTTP status code returned to the agent.
    pub status_code: Option<Option<i64>>,
    /// Status field of the response body, for example completed, incomplete or failed.
    pub response_status: Option<Option<String>>,
    /// Why generation stopped, as reported by the provider (stop reason, finish reason or
    /// incomplete reason).
    pub finish_reason: Option<Option<String>>,
    /// Whether the model server forwarded the request to the upstream provider.
    pub upstream_attempted: Option<Option<bool>>,
    /// Whether the response came from the upstream provider or was produced locally by the model
    /// server.
    pub response_source: Option<Option<TrajectoryResponseMetadataResponseSource>>,
    /// HTTP status code the upstream provider returned to the model server.
    pub upstream_status_code: Option<Option<i64>>,
    /// Why the model server answered locally, for example empty_assistant or
    /// context_length_exceeded.
    pub local_response_reason: Option<Option<String>>,
    /// Coarse classification of a failed call (timeout, rate_limit, upstream_error, ...).
    pub error_category: Option<Option<String>>,
    /// Milliseconds from the request to the first non-keepalive byte of the response body.
    pub latency_ttft_ms: Option<Option<f64>>,
}

impl Decode for TrajectoryResponseMetadata {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = TrajectoryResponseMetadata {
            response_id: fields.optional("response_id")?,
            model_ref: fields.optional("model_ref")?,
            model: fields.optional("model")?,
            dialect: fields.optional("dialect")?,
            status_code: fields.optional("status_code")?,
            response_status: fields.optional("response_status")?,
            finish_reason: fields.optional("finish_reason")?,
            upstream_attempted: fields.optional("upstream_attempted")?,
            response_source: fields.optional("response_source")?,
            upstream_status_code: fields.optional("upstream_status_code")?,
            local_response_reason: fields.optional("local_response_reason")?,
            error_category: fields.optional("error_category")?,
            latency_ttft_ms: fields.optional("latency_ttft_ms")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for TrajectoryResponseMetadata {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("response_id", &self.response_id);
        writer.put_opt("model_ref", &self.model_ref);
        writer.put_opt("model", &self.model);
        writer.put_opt("dialect", &self.dialect);
        writer.put_opt("status_code", &self.status_code);
        writer.put_opt("response_status", &self.response_status);
        writer.put_opt("finish_reason", &self.finish_reason);
        writer.put_opt("upstream_attempted", &self.upstream_attempted);
        writer.put_opt("response_source", &self.response_source);
        writer.put_opt("upstream_status_code", &self.upstream_status_code);
        writer.put_opt("local_response_reason", &self.local_response_reason);
        writer.put_opt("error_category", &self.error_category);
        writer.put_opt("latency_ttft_ms", &self.latency_ttft_ms);
        writer.finish()
    }
}

crate::via_value!(TrajectoryResponseMetadata);

/// Whether the response came from the upstream provider or was produced locally by the model
/// server.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TrajectoryResponseMetadataResponseSource {
    /// "upstream"
    Upstream,
    /// "local"
    Local,
}

impl TrajectoryResponseMetadataResponseSource {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Upstream => "upstream",
            Self::Local => "local",
        }
    }
}

impl Decode for TrajectoryResponseMetadataResponseSource {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "upstream" => Ok(Self::Upstream),
            "local" => Ok(Self::Local),
            other => Err(Error::new(format!(
                "{:?} is not one of \"upstream\", \"local\"",
                other
            ))),
        }
    }
}

impl Encode for TrajectoryResponseMetadataResponseSource {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(TrajectoryResponseMetadataResponseSource);

/// Normalized token usage of one model call. Every member is null when unknown; a known value is a
/// non-negative integer.
#[derive(Debug, Clone, PartialEq)]
pub struct TrajectoryTokenStats {
    /// Tokens of the input sent to the model, cache reads included. Token count, or null when the
    /// provider did not report it.
    pub prompt_tokens: Option<Option<i64>>,
    /// Tokens the model generated. Token count, or null when the provider did not report it.
    pub completion_tokens: Option<Option<i64>>,
    /// Part of the generated tokens spent on hidden reasoning. Token count, or null when the
    /// provider did not report it.
    pub reasoning_tokens: Option<Option<i64>>,
    /// Total tokens of the call as reported by the provider. Token count, or null when the provider
    /// did not report it.
    pub total_tokens: Option<Option<i64>>,
    /// Part of the input tokens served from the provider's prompt cache. Token count, or null when
    /// the provider did not report it.
    pub cached_tokens: Option<Option<i64>>,
}

impl Decode for TrajectoryTokenStats {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = TrajectoryTokenStats {
            prompt_tokens: fields.optional("prompt_tokens")?,
            completion_tokens: fields.optional("completion_tokens")?,
            reasoning_tokens: fields.optional("reasoning_tokens")?,
            total_tokens: fields.optional("total_tokens")?,
            cached_tokens: fields.optional("cached_tokens")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for TrajectoryTokenStats {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put_opt("prompt_tokens", &self.prompt_tokens);
        writer.put_opt("completion_tokens", &self.completion_tokens);
        writer.put_opt("reasoning_tokens", &self.reasoning_tokens);
        writer.put_opt("total_tokens", &self.total_tokens);
        writer.put_opt("cached_tokens", &self.cached_tokens);
        writer.finish()
    }
}

crate::via_value!(TrajectoryTokenStats);

/// A tool call in ng_trajectory: the execution observation plus the output the model saw.
#[derive(Debug, Clone, PartialEq)]
pub struct TrajectoryToolCall {
    /// Record tag; a trajectory tool call keeps the tag of the observation it comes from.
    pub kind: TrajectoryToolCallKind,
    /// Invocation that issued the tool call.
    pub invocation_id: String,
    /// Call id of the tool call, as in the conversation's function_call and function_call_output
    /// items.
    pub tool_call_id: String,
    /// Sandbox the tool ran in; concurrent calls may share one.
    pub sandbox_id: Option<Option<String>>,
    /// Name of the tool.
    pub tool_name: Option<Option<String>>,
    /// When execution started, in UTC seconds since the Unix epoch.
    pub started_at: Option<Option<f64>>,
    /// When execution ended, in UTC seconds since the Unix epoch; not before started_at.
    pub completed_at: Option<Option<f64>>,
    /// Measured execution time in milliseconds.
    pub duration_ms: Option<Option<f64>>,
    /// Where the timing was measured: by the tool executor, read from an artifact, or by the
    /// harness.
    pub timing_source: Option<Option<TrajectoryToolCallTimingSource>>,
    /// Outcome of the execution; unknown when it was not observed.
    pub status: Option<TrajectoryToolCallStatus>,
    /// Class or category of the error, if the tool failed.
    pub error_type: Option<Option<String>>,
    /// Tool result seen by the model, joined from the invocation's function_call_output item with
    /// the same call id.
    pub output: Option<serde_json::Value>,
}

impl Decode for TrajectoryToolCall {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = TrajectoryToolCall {
            kind: fields.required("kind")?,
            invocation_id: fields.required("invocation_id")?,
            tool_call_id: fields.required("tool_call_id")?,
            sandbox_id: fields.optional("sandbox_id")?,
            tool_name: fields.optional("tool_name")?,
            started_at: fields.optional("started_at")?,
            completed_at: fields.optional("completed_at")?,
            duration_ms: fields.optional("duration_ms")?,
            timing_source: fields.optional("timing_source")?,
            status: fields.optional("status")?,
            error_type: fields.optional("error_type")?,
            output: fields.optional("output")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for TrajectoryToolCall {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("kind", &self.kind);
        writer.put("invocation_id", &self.invocation_id);
        writer.put("tool_call_id", &self.tool_call_id);
        writer.put_opt("sandbox_id", &self.sandbox_id);
        writer.put_opt("tool_name", &self.tool_name);
        writer.put_opt("started_at", &self.started_at);
        writer.put_opt("completed_at", &self.completed_at);
        writer.put_opt("duration_ms", &self.duration_ms);
        writer.put_opt("timing_source", &self.timing_source);
        writer.put_opt("status", &self.status);
        writer.put_opt("error_type", &self.error_type);
        writer.put_opt("output", &self.output);
        writer.finish()
    }
}

crate::via_value!(TrajectoryToolCall);

/// Record tag; a trajectory tool call keeps the tag of the observation it comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TrajectoryToolCallKind {
    /// "tool_call"
    ToolCall,
}

impl TrajectoryToolCallKind {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::ToolCall => "tool_call",
        }
    }
}

impl Decode for TrajectoryToolCallKind {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "tool_call" => Ok(Self::ToolCall),
            other => Err(Error::new(format!(
                "{:?} is not one of \"tool_call\"",
                other
            ))),
        }
    }
}

impl Encode for TrajectoryToolCallKind {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(TrajectoryToolCallKind);

/// Outcome of the execution; unknown when it was not observed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TrajectoryToolCallStatus {
    /// "completed"
    Completed,
    /// "failed"
    Failed,
    /// "timeout"
    Timeout,
    /// "cancelled"
    Cancelled,
    /// "incomplete"
    Incomplete,
    /// "unknown"
    Unknown,
}

impl TrajectoryToolCallStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Completed => "completed",
            Self::Failed => "failed",
            Self::Timeout => "timeout",
            Self::Cancelled => "cancelled",
            Self::Incomplete => "incomplete",
            Self::Unknown => "unknown",
        }
    }
}

impl Decode for TrajectoryToolCallStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "completed" => Ok(Self::Completed),
            "failed" => Ok(Self::Failed),
            "timeout" => Ok(Self::Timeout),
            "cancelled" => Ok(Self::Cancelled),
            "incomplete" => Ok(Self::Incomplete),
            "unknown" => Ok(Self::Unknown),
            other => Err(Error::new(format!("{:?} is not one of \"completed\", \"failed\", \"timeout\", \"cancelled\", \"incomplete\", \"unknown\"", other))),
        }
    }
}

impl Encode for TrajectoryToolCallStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(TrajectoryToolCallStatus);

/// Where the timing was measured: by the tool executor, read from an artifact, or by the harness.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TrajectoryToolCallTimingSource {
    /// "executor"
    Executor,
    /// "artifact"
    Artifact,
    /// "harness"
    Harness,
}

impl TrajectoryToolCallTimingSource {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Executor => "executor",
            Self::Artifact => "artifact",
            Self::Harness => "harness",
        }
    }
}

impl Decode for TrajectoryToolCallTimingSource {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "executor" => Ok(Self::Executor),
            "artifact" => Ok(Self::Artifact),
            "harness" => Ok(Self::Harness),
            other => Err(Error::new(format!(
                "{:?} is not one of \"executor\", \"artifact\", \"harness\"",
                other
            ))),
        }
    }
}

impl Encode for TrajectoryToolCallTimingSource {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(TrajectoryToolCallTimingSource);

/// One semantic decision turn of an invocation, supplied by the producer. Turns are never derived
/// from model calls.
#[derive(Debug, Clone, PartialEq)]
pub struct TrajectoryTurn {
    /// Invocation that took the turn.
    pub invocation_id: String,
    /// Task id of the rollout; equals the trajectory's task_id.
    pub task_id: String,
    /// Rollout id of the rollout; equals the trajectory's rollout_id.
    pub rollout_id: String,
    /// Position of the turn within its invocation, counting from 1; unique per invocation.
    pub turn_no: i64,
    /// When the turn's decision was observed, in UTC seconds since the Unix epoch.
    pub timestamp: f64,
    /// Input the model saw for this decision.
    pub question: Option<serde_json::Value>,
    /// Visible output of the decision: messages and tool calls.
    pub answer: Option<serde_json::Value>,
    /// Reasoning the model produced for this decision, when observable.
    pub reasoning_content: Option<serde_json::Value>,
    /// The producer's claim that the task was resolved at this turn, or null when it makes no
    /// claim.
    pub resolved: Option<Option<bool>>,
    /// Producer-reported number of steps completed by the invocation before this turn.
    pub step_count: i64,
    /// Model calls that produced this decision.
    pub model_calls: Option<Vec<ModelCallRef>>,
}

impl Decode for TrajectoryTurn {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = TrajectoryTurn {
            invocation_id: fields.required("invocation_id")?,
            task_id: fields.required("task_id")?,
            rollout_id: fields.required("rollout_id")?,
            turn_no: fields.required("turn_no")?,
            timestamp: fields.required("timestamp")?,
            question: fields.optional("question")?,
            answer: fields.optional("answer")?,
            reasoning_content: fields.optional("reasoning_content")?,
            resolved: fields.optional("resolved")?,
            step_count: fields.required("step_count")?,
            model_calls: fields.optional("model_calls")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for TrajectoryTurn {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("invocation_id", &self.invocation_id);
        writer.put("task_id", &self.task_id);
        writer.put("rollout_id", &self.rollout_id);
        writer.put("turn_no", &self.turn_no);
        writer.put("timestamp", &self.timestamp);
        writer.put_opt("question", &self.question);
        writer.put_opt("answer", &self.answer);
        writer.put_opt("reasoning_content", &self.reasoning_content);
        writer.put_opt("resolved", &self.resolved);
        writer.put("step_count", &self.step_count);
        writer.put_opt("model_calls", &self.model_calls);
        writer.finish()
    }
}

crate::via_value!(TrajectoryTurn);

/// Records per verdict.
#[derive(Debug, Clone, PartialEq)]
pub struct VerdictCounts {
    /// Records with verdict healthy.
    pub healthy: i64,
    /// Records with verdict unhealthy.
    pub unhealthy: i64,
    /// Records with verdict unobserved.
    pub unobserved: i64,
}

impl Decode for VerdictCounts {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = VerdictCounts {
            healthy: fields.required("healthy")?,
            unhealthy: fields.required("unhealthy")?,
            unobserved: fields.required("unobserved")?,
        };
        fields.closed()?;
        Ok(decoded)
    }
}

impl Encode for VerdictCounts {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("healthy", &self.healthy);
        writer.put("unhealthy", &self.unhealthy);
        writer.put("unobserved", &self.unobserved);
        writer.finish()
    }
}

crate::via_value!(VerdictCounts);

/// Action type "find_in_page": Searches for a pattern within a loaded page.
#[derive(Debug, Clone, PartialEq)]
pub struct WebSearchCallActionFind {
    /// The pattern or text to search for within the page.
    pub pattern: String,
    /// The action type.
    pub r#type: WebSearchCallActionFindType,
    /// The URL of the page searched for the pattern.
    pub url: String,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for WebSearchCallActionFind {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = WebSearchCallActionFind {
            pattern: fields.required("pattern")?,
            r#type: fields.required("type")?,
            url: fields.required("url")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for WebSearchCallActionFind {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("pattern", &self.pattern);
        writer.put("type", &self.r#type);
        writer.put("url", &self.url);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(WebSearchCallActionFind);

/// The action type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WebSearchCallActionFindType {
    /// "find_in_page"
    FindInPage,
}

impl WebSearchCallActionFindType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::FindInPage => "find_in_page",
        }
    }
}

impl Decode for WebSearchCallActionFindType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "find_in_page" => Ok(Self::FindInPage),
            other => Err(Error::new(format!(
                "{:?} is not one of \"find_in_page\"",
                other
            ))),
        }
    }
}

impl Encode for WebSearchCallActionFindType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(WebSearchCallActionFindType);

/// Action type "open_page" - Opens a specific URL from search results.
#[derive(Debug, Clone, PartialEq)]
pub struct WebSearchCallActionOpenPage {
    /// The action type.
    pub r#type: WebSearchCallActionOpenPageType,
    /// The URL opened by the model.
    pub url: Option<Option<String>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for WebSearchCallActionOpenPage {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = WebSearchCallActionOpenPage {
            r#type: fields.required("type")?,
            url: fields.optional("url")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for WebSearchCallActionOpenPage {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_opt("url", &self.url);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(WebSearchCallActionOpenPage);

/// The action type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WebSearchCallActionOpenPageType {
    /// "open_page"
    OpenPage,
}

impl WebSearchCallActionOpenPageType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::OpenPage => "open_page",
        }
    }
}

impl Decode for WebSearchCallActionOpenPageType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "open_page" => Ok(Self::OpenPage),
            other => Err(Error::new(format!(
                "{:?} is not one of \"open_page\"",
                other
            ))),
        }
    }
}

impl Encode for WebSearchCallActionOpenPageType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(WebSearchCallActionOpenPageType);

/// Action type "search" - Performs a web search query.
#[derive(Debug, Clone, PartialEq)]
pub struct WebSearchCallActionSearch {
    /// The action type.
    pub r#type: WebSearchCallActionSearchType,
    /// The search queries.
    pub queries: Option<Option<Vec<String>>>,
    /// The search query.
    pub query: Option<Option<String>>,
    /// The sources used in the search.
    pub sources: Option<Option<Vec<WebSearchCallActionSearchSource>>>,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for WebSearchCallActionSearch {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = WebSearchCallActionSearch {
            r#type: fields.required("type")?,
            queries: fields.optional("queries")?,
            query: fields.optional("query")?,
            sources: fields.optional("sources")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for WebSearchCallActionSearch {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put_opt("queries", &self.queries);
        writer.put_opt("query", &self.query);
        writer.put_opt("sources", &self.sources);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(WebSearchCallActionSearch);

/// A source used in the search.
#[derive(Debug, Clone, PartialEq)]
pub struct WebSearchCallActionSearchSource {
    /// The type of source. Always `url`.
    pub r#type: WebSearchCallActionSearchSourceType,
    /// The URL of the source.
    pub url: String,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for WebSearchCallActionSearchSource {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = WebSearchCallActionSearchSource {
            r#type: fields.required("type")?,
            url: fields.required("url")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for WebSearchCallActionSearchSource {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("url", &self.url);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(WebSearchCallActionSearchSource);

/// The type of source. Always `url`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WebSearchCallActionSearchSourceType {
    /// "url"
    Url,
}

impl WebSearchCallActionSearchSourceType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Url => "url",
        }
    }
}

impl Decode for WebSearchCallActionSearchSourceType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "url" => Ok(Self::Url),
            other => Err(Error::new(format!("{:?} is not one of \"url\"", other))),
        }
    }
}

impl Encode for WebSearchCallActionSearchSourceType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(WebSearchCallActionSearchSourceType);

/// The action type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WebSearchCallActionSearchType {
    /// "search"
    Search,
}

impl WebSearchCallActionSearchType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Search => "search",
        }
    }
}

impl Decode for WebSearchCallActionSearchType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "search" => Ok(Self::Search),
            other => Err(Error::new(format!("{:?} is not one of \"search\"", other))),
        }
    }
}

impl Encode for WebSearchCallActionSearchType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(WebSearchCallActionSearchType);

/// A hosted web search. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
#[derive(Debug, Clone, PartialEq)]
pub struct WebSearchCallItem {
    /// Item tag.
    pub r#type: WebSearchCallItemType,
    /// Provider id of the item.
    pub id: String,
    /// The search action taken.
    pub action: WebSearchCallItemAction,
    /// Progress of the search.
    pub status: WebSearchCallItemStatus,
    /// The other members of this open object, kept as they are.
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Decode for WebSearchCallItem {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut fields = jsonmodel::Fields::new(value)?;
        let decoded = WebSearchCallItem {
            r#type: fields.required("type")?,
            id: fields.required("id")?,
            action: fields.required("action")?,
            status: fields.required("status")?,
            extra: fields.rest()?,
        };
        Ok(decoded)
    }
}

impl Encode for WebSearchCallItem {
    fn encode(&self) -> serde_json::Value {
        let mut writer = jsonmodel::Writer::default();
        writer.put("type", &self.r#type);
        writer.put("id", &self.id);
        writer.put("action", &self.action);
        writer.put("status", &self.status);
        writer.put_rest(&self.extra);
        writer.finish()
    }
}

crate::via_value!(WebSearchCallItem);

/// The search action taken.
#[derive(Debug, Clone, PartialEq)]
pub enum WebSearchCallItemAction {
    /// The WebSearchCallActionSearch alternative.
    WebSearchCallActionSearch(WebSearchCallActionSearch),
    /// The WebSearchCallActionOpenPage alternative.
    WebSearchCallActionOpenPage(WebSearchCallActionOpenPage),
    /// The WebSearchCallActionFind alternative.
    WebSearchCallActionFind(WebSearchCallActionFind),
}

impl Decode for WebSearchCallItemAction {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        let mut errors = Vec::new();
        match <WebSearchCallActionSearch>::decode(value) {
            Ok(branch) => return Ok(Self::WebSearchCallActionSearch(branch)),
            Err(error) => errors.push(error),
        }
        match <WebSearchCallActionOpenPage>::decode(value) {
            Ok(branch) => return Ok(Self::WebSearchCallActionOpenPage(branch)),
            Err(error) => errors.push(error),
        }
        match <WebSearchCallActionFind>::decode(value) {
            Ok(branch) => return Ok(Self::WebSearchCallActionFind(branch)),
            Err(error) => errors.push(error),
        }
        Err(jsonmodel::no_alternative(value, errors))
    }
}

impl Encode for WebSearchCallItemAction {
    fn encode(&self) -> serde_json::Value {
        match self {
            Self::WebSearchCallActionSearch(branch) => branch.encode(),
            Self::WebSearchCallActionOpenPage(branch) => branch.encode(),
            Self::WebSearchCallActionFind(branch) => branch.encode(),
        }
    }
}

crate::via_value!(WebSearchCallItemAction);

/// Progress of the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WebSearchCallItemStatus {
    /// "in_progress"
    InProgress,
    /// "searching"
    Searching,
    /// "completed"
    Completed,
    /// "failed"
    Failed,
}

impl WebSearchCallItemStatus {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::InProgress => "in_progress",
            Self::Searching => "searching",
            Self::Completed => "completed",
            Self::Failed => "failed",
        }
    }
}

impl Decode for WebSearchCallItemStatus {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "in_progress" => Ok(Self::InProgress),
            "searching" => Ok(Self::Searching),
            "completed" => Ok(Self::Completed),
            "failed" => Ok(Self::Failed),
            other => Err(Error::new(format!(
                "{:?} is not one of \"in_progress\", \"searching\", \"completed\", \"failed\"",
                other
            ))),
        }
    }
}

impl Encode for WebSearchCallItemStatus {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(WebSearchCallItemStatus);

/// Item tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WebSearchCallItemType {
    /// "web_search_call"
    WebSearchCall,
}

impl WebSearchCallItemType {
    /// The JSON string of the value.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::WebSearchCall => "web_search_call",
        }
    }
}

impl Decode for WebSearchCallItemType {
    fn decode(value: &serde_json::Value) -> Result<Self, Error> {
        match String::decode(value)?.as_str() {
            "web_search_call" => Ok(Self::WebSearchCall),
            other => Err(Error::new(format!(
                "{:?} is not one of \"web_search_call\"",
                other
            ))),
        }
    }
}

impl Encode for WebSearchCallItemType {
    fn encode(&self) -> serde_json::Value {
        serde_json::Value::String(self.as_str().to_string())
    }
}

crate::via_value!(WebSearchCallItemType);
