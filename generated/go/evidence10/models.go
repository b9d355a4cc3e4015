// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

// Package evidence10 holds the models of the evidence 1.0 schemas.
package evidence10

import (
	"encoding/json"
	"errors"
	"trajspec.dev/models/jsonmodel"
)

// Tools made available to the model part-way through the conversation. Open: keys beyond those
// listed are kept, as the Responses vocabulary grows.
type AdditionalToolsItem struct {
	// Item tag.
	Type AdditionalToolsItemType
	// Author of the item; always developer.
	Role AdditionalToolsItemRole
	// The tools added.
	Tools []map[string]json.RawMessage
	// The unique ID of this additional tools item.
	Id jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeAdditionalToolsItem(raw json.RawMessage) (AdditionalToolsItem, error) {
	var value AdditionalToolsItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeAdditionalToolsItemType)
	value.Role = jsonmodel.Required(fields, "role", decodeAdditionalToolsItemRole)
	value.Tools = jsonmodel.Required(fields, "tools", jsonmodel.List(jsonmodel.Map(jsonmodel.Any)))
	value.Id = jsonmodel.Optional(fields, "id", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *AdditionalToolsItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeAdditionalToolsItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v AdditionalToolsItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "role", v.Role)
	jsonmodel.Put(&w, "tools", v.Tools)
	jsonmodel.PutOpt(&w, "id", v.Id)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Author of the item; always developer.
type AdditionalToolsItemRole string

const (
	AdditionalToolsItemRoleDeveloper AdditionalToolsItemRole = "developer"
)

func decodeAdditionalToolsItemRole(raw json.RawMessage) (AdditionalToolsItemRole, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := AdditionalToolsItemRole(text); value {
	case AdditionalToolsItemRoleDeveloper:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "developer")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *AdditionalToolsItemRole) UnmarshalJSON(raw []byte) error {
	value, err := decodeAdditionalToolsItemRole(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type AdditionalToolsItemType string

const (
	AdditionalToolsItemTypeAdditionalTools AdditionalToolsItemType = "additional_tools"
)

func decodeAdditionalToolsItemType(raw json.RawMessage) (AdditionalToolsItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := AdditionalToolsItemType(text); value {
	case AdditionalToolsItemTypeAdditionalTools:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "additional_tools")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *AdditionalToolsItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeAdditionalToolsItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The coverage of the rows of one agent.
type AgentCoverage struct {
	// The rows' agent_ref.name; null for rows without a non-empty string agent_ref.name.
	Agent *string
	// Rows of this agent.
	Rows int64
	// Per criterion id, in the order of the criteria.
	Criteria map[string]CriterionCoverage
}

func decodeAgentCoverage(raw json.RawMessage) (AgentCoverage, error) {
	var value AgentCoverage
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Agent = jsonmodel.Required(fields, "agent", jsonmodel.Nullable(jsonmodel.String))
	value.Rows = jsonmodel.Required(fields, "rows", jsonmodel.Integer)
	value.Criteria = jsonmodel.Required(fields, "criteria", jsonmodel.Map(decodeCriterionCoverage))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *AgentCoverage) UnmarshalJSON(raw []byte) error {
	value, err := decodeAgentCoverage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v AgentCoverage) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "agent", v.Agent)
	jsonmodel.Put(&w, "rows", v.Rows)
	jsonmodel.Put(&w, "criteria", v.Criteria)
	return w.Bytes()
}

// One run of an agent (the root agent or a subagent): its outcome, the model calls it owns and its
// model-visible conversation.
type AgentInvocation struct {
	// Record tag of an invocation.
	Kind AgentInvocationKind
	// Stable id of the invocation, unique within its bundle or trajectory.
	InvocationId string
	// Invocation that spawned this one; null for a root invocation. It may name an invocation that is
	// not part of the document.
	ParentInvocationId jsonmodel.Opt[*string]
	// Tool call of the parent invocation that spawned this one, when known.
	SpawnedByToolCallId jsonmodel.Opt[*string]
	// Outcome of the invocation; unknown when it was not observed.
	Status jsonmodel.Opt[AgentInvocationStatus]
	// Wall-clock duration of the invocation in milliseconds.
	DurationMs jsonmodel.Opt[*float64]
	// Class or category of the error that ended the invocation, if any.
	ErrorType jsonmodel.Opt[*string]
	// Model calls this invocation made; list order follows the producer.
	ModelCalls jsonmodel.Opt[[]ModelCallRef]
	// Model-visible history of the invocation as Responses-API items, tool calls and their outputs
	// included.
	Conversation jsonmodel.Opt[[]ConversationItem]
}

func decodeAgentInvocation(raw json.RawMessage) (AgentInvocation, error) {
	var value AgentInvocation
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Kind = jsonmodel.Required(fields, "kind", decodeAgentInvocationKind)
	value.InvocationId = jsonmodel.Required(fields, "invocation_id", jsonmodel.String)
	value.ParentInvocationId = jsonmodel.Optional(fields, "parent_invocation_id", jsonmodel.Nullable(jsonmodel.String))
	value.SpawnedByToolCallId = jsonmodel.Optional(fields, "spawned_by_tool_call_id", jsonmodel.Nullable(jsonmodel.String))
	value.Status = jsonmodel.Optional(fields, "status", decodeAgentInvocationStatus)
	value.DurationMs = jsonmodel.Optional(fields, "duration_ms", jsonmodel.Nullable(jsonmodel.Number))
	value.ErrorType = jsonmodel.Optional(fields, "error_type", jsonmodel.Nullable(jsonmodel.String))
	value.ModelCalls = jsonmodel.Optional(fields, "model_calls", jsonmodel.List(decodeModelCallRef))
	value.Conversation = jsonmodel.Optional(fields, "conversation", jsonmodel.List(decodeConversationItem))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *AgentInvocation) UnmarshalJSON(raw []byte) error {
	value, err := decodeAgentInvocation(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v AgentInvocation) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "kind", v.Kind)
	jsonmodel.Put(&w, "invocation_id", v.InvocationId)
	jsonmodel.PutOpt(&w, "parent_invocation_id", v.ParentInvocationId)
	jsonmodel.PutOpt(&w, "spawned_by_tool_call_id", v.SpawnedByToolCallId)
	jsonmodel.PutOpt(&w, "status", v.Status)
	jsonmodel.PutOpt(&w, "duration_ms", v.DurationMs)
	jsonmodel.PutOpt(&w, "error_type", v.ErrorType)
	jsonmodel.PutOpt(&w, "model_calls", v.ModelCalls)
	jsonmodel.PutOpt(&w, "conversation", v.Conversation)
	return w.Bytes()
}

// Record tag of an invocation.
type AgentInvocationKind string

const (
	AgentInvocationKindAgentInvocation AgentInvocationKind = "agent_invocation"
)

func decodeAgentInvocationKind(raw json.RawMessage) (AgentInvocationKind, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := AgentInvocationKind(text); value {
	case AgentInvocationKindAgentInvocation:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "agent_invocation")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *AgentInvocationKind) UnmarshalJSON(raw []byte) error {
	value, err := decodeAgentInvocationKind(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Outcome of the invocation; unknown when it was not observed.
type AgentInvocationStatus string

const (
	AgentInvocationStatusCompleted  AgentInvocationStatus = "completed"
	AgentInvocationStatusFailed     AgentInvocationStatus = "failed"
	AgentInvocationStatusIncomplete AgentInvocationStatus = "incomplete"
	AgentInvocationStatusUnknown    AgentInvocationStatus = "unknown"
)

func decodeAgentInvocationStatus(raw json.RawMessage) (AgentInvocationStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := AgentInvocationStatus(text); value {
	case AgentInvocationStatusCompleted, AgentInvocationStatusFailed, AgentInvocationStatusIncomplete, AgentInvocationStatusUnknown:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "completed", "failed", "incomplete", "unknown")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *AgentInvocationStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeAgentInvocationStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Everything an agent harness observed about one rollout (ng_agent_observations): invocation,
// tool, compaction and sandbox records plus gaps for what it could not observe.
type AgentObservationBundle struct {
	// Name of the producer that wrote the bundle, for example claude_code.
	Source string
	// Observation records; their order carries no meaning.
	Records jsonmodel.Opt[[]AgentObservationRecord]
	// Evidence the producer could not observe.
	Gaps jsonmodel.Opt[[]ObservationGap]
}

func decodeAgentObservationBundle(raw json.RawMessage) (AgentObservationBundle, error) {
	var value AgentObservationBundle
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Source = jsonmodel.Required(fields, "source", jsonmodel.String)
	value.Records = jsonmodel.Optional(fields, "records", jsonmodel.List(decodeAgentObservationRecord))
	value.Gaps = jsonmodel.Optional(fields, "gaps", jsonmodel.List(decodeObservationGap))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *AgentObservationBundle) UnmarshalJSON(raw []byte) error {
	value, err := decodeAgentObservationBundle(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v AgentObservationBundle) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "source", v.Source)
	jsonmodel.PutOpt(&w, "records", v.Records)
	jsonmodel.PutOpt(&w, "gaps", v.Gaps)
	return w.Bytes()
}

// One record of an observation bundle, tagged by kind.
type AgentObservationRecord struct {
	// The AgentInvocation alternative.
	AgentInvocation *AgentInvocation
	// The ToolCallObservation alternative.
	ToolCallObservation *ToolCallObservation
	// The ContextCompactionObservation alternative.
	ContextCompactionObservation *ContextCompactionObservation
	// The SandboxObservation alternative.
	SandboxObservation *SandboxObservation
}

func decodeAgentObservationRecord(raw json.RawMessage) (AgentObservationRecord, error) {
	var value AgentObservationRecord
	var errs []error
	if branch, err := decodeAgentInvocation(raw); err == nil {
		value.AgentInvocation = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeToolCallObservation(raw); err == nil {
		value.ToolCallObservation = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeContextCompactionObservation(raw); err == nil {
		value.ContextCompactionObservation = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeSandboxObservation(raw); err == nil {
		value.SandboxObservation = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *AgentObservationRecord) UnmarshalJSON(raw []byte) error {
	value, err := decodeAgentObservationRecord(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v AgentObservationRecord) MarshalJSON() ([]byte, error) {
	if v.AgentInvocation != nil {
		return json.Marshal(*v.AgentInvocation)
	}
	if v.ToolCallObservation != nil {
		return json.Marshal(*v.ToolCallObservation)
	}
	if v.ContextCompactionObservation != nil {
		return json.Marshal(*v.ContextCompactionObservation)
	}
	if v.SandboxObservation != nil {
		return json.Marshal(*v.SandboxObservation)
	}
	return nil, errors.New("AgentObservationRecord: no alternative is set")
}

// Names the agent server that ran a rollout. Open to further keys such as the server type.
type AgentRef struct {
	// Instance name of the agent server.
	Name string
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeAgentRef(raw json.RawMessage) (AgentRef, error) {
	var value AgentRef
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Name = jsonmodel.Required(fields, "name", jsonmodel.String)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *AgentRef) UnmarshalJSON(raw []byte) error {
	value, err := decodeAgentRef(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v AgentRef) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "name", v.Name)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// A file patch requested by the model. Open: keys beyond those listed are kept, as the Responses
// vocabulary grows.
type ApplyPatchCallItem struct {
	// Item tag.
	Type ApplyPatchCallItemType
	// Provider id of the item.
	Id string
	// Id that pairs the patch with its output.
	CallId string
	// The patch operation.
	Operation ApplyPatchCallItemOperation
	// Progress of the patch.
	Status ApplyPatchCallItemStatus
	// The ID of the entity that created this tool call.
	CreatedBy jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeApplyPatchCallItem(raw json.RawMessage) (ApplyPatchCallItem, error) {
	var value ApplyPatchCallItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeApplyPatchCallItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.CallId = jsonmodel.Required(fields, "call_id", jsonmodel.String)
	value.Operation = jsonmodel.Required(fields, "operation", decodeApplyPatchCallItemOperation)
	value.Status = jsonmodel.Required(fields, "status", decodeApplyPatchCallItemStatus)
	value.CreatedBy = jsonmodel.Optional(fields, "created_by", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ApplyPatchCallItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeApplyPatchCallItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ApplyPatchCallItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.Put(&w, "call_id", v.CallId)
	jsonmodel.Put(&w, "operation", v.Operation)
	jsonmodel.Put(&w, "status", v.Status)
	jsonmodel.PutOpt(&w, "created_by", v.CreatedBy)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The patch operation.
type ApplyPatchCallItemOperation struct {
	// The ApplyPatchCallOperationCreateFile alternative.
	ApplyPatchCallOperationCreateFile *ApplyPatchCallOperationCreateFile
	// The ApplyPatchCallOperationDeleteFile alternative.
	ApplyPatchCallOperationDeleteFile *ApplyPatchCallOperationDeleteFile
	// The ApplyPatchCallOperationUpdateFile alternative.
	ApplyPatchCallOperationUpdateFile *ApplyPatchCallOperationUpdateFile
}

func decodeApplyPatchCallItemOperation(raw json.RawMessage) (ApplyPatchCallItemOperation, error) {
	var value ApplyPatchCallItemOperation
	var errs []error
	if branch, err := decodeApplyPatchCallOperationCreateFile(raw); err == nil {
		value.ApplyPatchCallOperationCreateFile = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeApplyPatchCallOperationDeleteFile(raw); err == nil {
		value.ApplyPatchCallOperationDeleteFile = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeApplyPatchCallOperationUpdateFile(raw); err == nil {
		value.ApplyPatchCallOperationUpdateFile = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ApplyPatchCallItemOperation) UnmarshalJSON(raw []byte) error {
	value, err := decodeApplyPatchCallItemOperation(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v ApplyPatchCallItemOperation) MarshalJSON() ([]byte, error) {
	if v.ApplyPatchCallOperationCreateFile != nil {
		return json.Marshal(*v.ApplyPatchCallOperationCreateFile)
	}
	if v.ApplyPatchCallOperationDeleteFile != nil {
		return json.Marshal(*v.ApplyPatchCallOperationDeleteFile)
	}
	if v.ApplyPatchCallOperationUpdateFile != nil {
		return json.Marshal(*v.ApplyPatchCallOperationUpdateFile)
	}
	return nil, errors.New("ApplyPatchCallItemOperation: no alternative is set")
}

// Progress of the patch.
type ApplyPatchCallItemStatus string

const (
	ApplyPatchCallItemStatusInProgress ApplyPatchCallItemStatus = "in_progress"
	ApplyPatchCallItemStatusCompleted  ApplyPatchCallItemStatus = "completed"
)

func decodeApplyPatchCallItemStatus(raw json.RawMessage) (ApplyPatchCallItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ApplyPatchCallItemStatus(text); value {
	case ApplyPatchCallItemStatusInProgress, ApplyPatchCallItemStatusCompleted:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "completed")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ApplyPatchCallItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeApplyPatchCallItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type ApplyPatchCallItemType string

const (
	ApplyPatchCallItemTypeApplyPatchCall ApplyPatchCallItemType = "apply_patch_call"
)

func decodeApplyPatchCallItemType(raw json.RawMessage) (ApplyPatchCallItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ApplyPatchCallItemType(text); value {
	case ApplyPatchCallItemTypeApplyPatchCall:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "apply_patch_call")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ApplyPatchCallItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeApplyPatchCallItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Instruction describing how to create a file via the apply_patch tool.
type ApplyPatchCallOperationCreateFile struct {
	// Diff to apply.
	Diff string
	// Path of the file to create.
	Path string
	// Create a new file with the provided diff.
	Type ApplyPatchCallOperationCreateFileType
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeApplyPatchCallOperationCreateFile(raw json.RawMessage) (ApplyPatchCallOperationCreateFile, error) {
	var value ApplyPatchCallOperationCreateFile
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Diff = jsonmodel.Required(fields, "diff", jsonmodel.String)
	value.Path = jsonmodel.Required(fields, "path", jsonmodel.String)
	value.Type = jsonmodel.Required(fields, "type", decodeApplyPatchCallOperationCreateFileType)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ApplyPatchCallOperationCreateFile) UnmarshalJSON(raw []byte) error {
	value, err := decodeApplyPatchCallOperationCreateFile(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ApplyPatchCallOperationCreateFile) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "diff", v.Diff)
	jsonmodel.Put(&w, "path", v.Path)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Create a new file with the provided diff.
type ApplyPatchCallOperationCreateFileType string

const (
	ApplyPatchCallOperationCreateFileTypeCreateFile ApplyPatchCallOperationCreateFileType = "create_file"
)

func decodeApplyPatchCallOperationCreateFileType(raw json.RawMessage) (ApplyPatchCallOperationCreateFileType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ApplyPatchCallOperationCreateFileType(text); value {
	case ApplyPatchCallOperationCreateFileTypeCreateFile:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "create_file")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ApplyPatchCallOperationCreateFileType) UnmarshalJSON(raw []byte) error {
	value, err := decodeApplyPatchCallOperationCreateFileType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Instruction describing how to delete a file via the apply_patch tool.
type ApplyPatchCallOperationDeleteFile struct {
	// Path of the file to delete.
	Path string
	// Delete the specified file.
	Type ApplyPatchCallOperationDeleteFileType
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeApplyPatchCallOperationDeleteFile(raw json.RawMessage) (ApplyPatchCallOperationDeleteFile, error) {
	var value ApplyPatchCallOperationDeleteFile
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Path = jsonmodel.Required(fields, "path", jsonmodel.String)
	value.Type = jsonmodel.Required(fields, "type", decodeApplyPatchCallOperationDeleteFileType)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ApplyPatchCallOperationDeleteFile) UnmarshalJSON(raw []byte) error {
	value, err := decodeApplyPatchCallOperationDeleteFile(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ApplyPatchCallOperationDeleteFile) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "path", v.Path)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Delete the specified file.
type ApplyPatchCallOperationDeleteFileType string

const (
	ApplyPatchCallOperationDeleteFileTypeDeleteFile ApplyPatchCallOperationDeleteFileType = "delete_file"
)

func decodeApplyPatchCallOperationDeleteFileType(raw json.RawMessage) (ApplyPatchCallOperationDeleteFileType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ApplyPatchCallOperationDeleteFileType(text); value {
	case ApplyPatchCallOperationDeleteFileTypeDeleteFile:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "delete_file")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ApplyPatchCallOperationDeleteFileType) UnmarshalJSON(raw []byte) error {
	value, err := decodeApplyPatchCallOperationDeleteFileType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Instruction describing how to update a file via the apply_patch tool.
type ApplyPatchCallOperationUpdateFile struct {
	// Diff to apply.
	Diff string
	// Path of the file to update.
	Path string
	// Update an existing file with the provided diff.
	Type ApplyPatchCallOperationUpdateFileType
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeApplyPatchCallOperationUpdateFile(raw json.RawMessage) (ApplyPatchCallOperationUpdateFile, error) {
	var value ApplyPatchCallOperationUpdateFile
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Diff = jsonmodel.Required(fields, "diff", jsonmodel.String)
	value.Path = jsonmodel.Required(fields, "path", jsonmodel.String)
	value.Type = jsonmodel.Required(fields, "type", decodeApplyPatchCallOperationUpdateFileType)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ApplyPatchCallOperationUpdateFile) UnmarshalJSON(raw []byte) error {
	value, err := decodeApplyPatchCallOperationUpdateFile(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ApplyPatchCallOperationUpdateFile) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "diff", v.Diff)
	jsonmodel.Put(&w, "path", v.Path)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Update an existing file with the provided diff.
type ApplyPatchCallOperationUpdateFileType string

const (
	ApplyPatchCallOperationUpdateFileTypeUpdateFile ApplyPatchCallOperationUpdateFileType = "update_file"
)

func decodeApplyPatchCallOperationUpdateFileType(raw json.RawMessage) (ApplyPatchCallOperationUpdateFileType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ApplyPatchCallOperationUpdateFileType(text); value {
	case ApplyPatchCallOperationUpdateFileTypeUpdateFile:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "update_file")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ApplyPatchCallOperationUpdateFileType) UnmarshalJSON(raw []byte) error {
	value, err := decodeApplyPatchCallOperationUpdateFileType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The result of applying a patch. Open: keys beyond those listed are kept, as the Responses
// vocabulary grows.
type ApplyPatchCallOutputItem struct {
	// Item tag.
	Type ApplyPatchCallOutputItemType
	// Provider id of the item.
	Id string
	// Call id of the apply_patch_call this output answers.
	CallId string
	// Whether the patch applied.
	Status ApplyPatchCallOutputItemStatus
	// The ID of the entity that created this tool call output.
	CreatedBy jsonmodel.Opt[*string]
	// Optional textual output returned by the apply patch tool.
	Output jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeApplyPatchCallOutputItem(raw json.RawMessage) (ApplyPatchCallOutputItem, error) {
	var value ApplyPatchCallOutputItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeApplyPatchCallOutputItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.CallId = jsonmodel.Required(fields, "call_id", jsonmodel.String)
	value.Status = jsonmodel.Required(fields, "status", decodeApplyPatchCallOutputItemStatus)
	value.CreatedBy = jsonmodel.Optional(fields, "created_by", jsonmodel.Nullable(jsonmodel.String))
	value.Output = jsonmodel.Optional(fields, "output", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ApplyPatchCallOutputItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeApplyPatchCallOutputItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ApplyPatchCallOutputItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.Put(&w, "call_id", v.CallId)
	jsonmodel.Put(&w, "status", v.Status)
	jsonmodel.PutOpt(&w, "created_by", v.CreatedBy)
	jsonmodel.PutOpt(&w, "output", v.Output)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Whether the patch applied.
type ApplyPatchCallOutputItemStatus string

const (
	ApplyPatchCallOutputItemStatusCompleted ApplyPatchCallOutputItemStatus = "completed"
	ApplyPatchCallOutputItemStatusFailed    ApplyPatchCallOutputItemStatus = "failed"
)

func decodeApplyPatchCallOutputItemStatus(raw json.RawMessage) (ApplyPatchCallOutputItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ApplyPatchCallOutputItemStatus(text); value {
	case ApplyPatchCallOutputItemStatusCompleted, ApplyPatchCallOutputItemStatusFailed:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "completed", "failed")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ApplyPatchCallOutputItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeApplyPatchCallOutputItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type ApplyPatchCallOutputItemType string

const (
	ApplyPatchCallOutputItemTypeApplyPatchCallOutput ApplyPatchCallOutputItemType = "apply_patch_call_output"
)

func decodeApplyPatchCallOutputItemType(raw json.RawMessage) (ApplyPatchCallOutputItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ApplyPatchCallOutputItemType(text); value {
	case ApplyPatchCallOutputItemTypeApplyPatchCallOutput:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "apply_patch_call_output")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ApplyPatchCallOutputItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeApplyPatchCallOutputItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// rollouts-<shard>_batch_status.json: the saved progress of a shard, written in the same commit as
// its rows. Each try (a pair of task and rollout indices of the materialized inputs) counts once:
// completed when the shard holds its rollout, else failed when the sidecar holds a failed attempt
// of it, else omitted when it holds only omitted rows, else missing; completed + failed + omitted
// + missing = tries.
type BatchStatus struct {
	// Version of the batch-status format.
	SchemaVersion BatchStatusSchemaVersion
	// The shard label.
	Shard string
	// The shard's run id.
	RunId string
	// in_progress: an intermediate commit of a recorder that is still open (or died); closed: the
	// recorder's final commit.
	State BatchStatusState
	// Attempts after which a failed try is not dispatched again.
	MaxAttempts int64
	// Tries the shard is meant to hold (lines of the materialized inputs).
	Tries int64
	// Tries whose rollout the shard holds.
	Completed int64
	// Tries without a rollout that have at least one failed attempt in the sidecar.
	Failed int64
	// Failed tries with a terminal failure: never dispatched again.
	FailedTerminal int64
	// Failed tries, not terminal, whose attempts reached max_attempts.
	FailedExhausted int64
	// Tries with only omitted rows (interrupted or never started).
	Omitted int64
	// Tries with no row at all.
	Missing int64
	// Tries a resume still dispatches: failed but neither terminal nor exhausted, omitted, or
	// missing.
	Remaining int64
	// Failed attempts in the sidecar (omitted rows are not attempts).
	Attempts int64
	// Sidecar rows per _ng_failure_class, omitted rows included.
	FailuresByClass map[string]int64
}

func decodeBatchStatus(raw json.RawMessage) (BatchStatus, error) {
	var value BatchStatus
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.SchemaVersion = jsonmodel.Required(fields, "schema_version", decodeBatchStatusSchemaVersion)
	value.Shard = jsonmodel.Required(fields, "shard", jsonmodel.String)
	value.RunId = jsonmodel.Required(fields, "run_id", jsonmodel.String)
	value.State = jsonmodel.Required(fields, "state", decodeBatchStatusState)
	value.MaxAttempts = jsonmodel.Required(fields, "max_attempts", jsonmodel.Integer)
	value.Tries = jsonmodel.Required(fields, "tries", jsonmodel.Integer)
	value.Completed = jsonmodel.Required(fields, "completed", jsonmodel.Integer)
	value.Failed = jsonmodel.Required(fields, "failed", jsonmodel.Integer)
	value.FailedTerminal = jsonmodel.Required(fields, "failed_terminal", jsonmodel.Integer)
	value.FailedExhausted = jsonmodel.Required(fields, "failed_exhausted", jsonmodel.Integer)
	value.Omitted = jsonmodel.Required(fields, "omitted", jsonmodel.Integer)
	value.Missing = jsonmodel.Required(fields, "missing", jsonmodel.Integer)
	value.Remaining = jsonmodel.Required(fields, "remaining", jsonmodel.Integer)
	value.Attempts = jsonmodel.Required(fields, "attempts", jsonmodel.Integer)
	value.FailuresByClass = jsonmodel.Required(fields, "failures_by_class", jsonmodel.Map(jsonmodel.Integer))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *BatchStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeBatchStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v BatchStatus) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "schema_version", v.SchemaVersion)
	jsonmodel.Put(&w, "shard", v.Shard)
	jsonmodel.Put(&w, "run_id", v.RunId)
	jsonmodel.Put(&w, "state", v.State)
	jsonmodel.Put(&w, "max_attempts", v.MaxAttempts)
	jsonmodel.Put(&w, "tries", v.Tries)
	jsonmodel.Put(&w, "completed", v.Completed)
	jsonmodel.Put(&w, "failed", v.Failed)
	jsonmodel.Put(&w, "failed_terminal", v.FailedTerminal)
	jsonmodel.Put(&w, "failed_exhausted", v.FailedExhausted)
	jsonmodel.Put(&w, "omitted", v.Omitted)
	jsonmodel.Put(&w, "missing", v.Missing)
	jsonmodel.Put(&w, "remaining", v.Remaining)
	jsonmodel.Put(&w, "attempts", v.Attempts)
	jsonmodel.Put(&w, "failures_by_class", v.FailuresByClass)
	return w.Bytes()
}

// Version of the batch-status format.
type BatchStatusSchemaVersion string

const (
	BatchStatusSchemaVersionN10 BatchStatusSchemaVersion = "1.0"
)

func decodeBatchStatusSchemaVersion(raw json.RawMessage) (BatchStatusSchemaVersion, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := BatchStatusSchemaVersion(text); value {
	case BatchStatusSchemaVersionN10:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "1.0")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *BatchStatusSchemaVersion) UnmarshalJSON(raw []byte) error {
	value, err := decodeBatchStatusSchemaVersion(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// in_progress: an intermediate commit of a recorder that is still open (or died); closed: the
// recorder's final commit.
type BatchStatusState string

const (
	BatchStatusStateInProgress BatchStatusState = "in_progress"
	BatchStatusStateClosed     BatchStatusState = "closed"
)

func decodeBatchStatusState(raw json.RawMessage) (BatchStatusState, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := BatchStatusState(text); value {
	case BatchStatusStateInProgress, BatchStatusStateClosed:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "closed")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *BatchStatusState) UnmarshalJSON(raw []byte) error {
	value, err := decodeBatchStatusState(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One line of a <rollout_id>.capture.jsonl file: a model call exchange as the model server
// recorded it.
type CaptureExchange struct {
	// Id the model server assigned to the exchange (a fresh 32-character lowercase hex id in Gym).
	ModelCallId string
	// API dialect of the endpoint called: Responses, Chat Completions or Anthropic Messages.
	Dialect CaptureExchangeDialect
	// Model server that recorded the exchange; null when the server has no name.
	ModelRef *ModelServerRef
	// When the request was received, in UTC seconds since the Unix epoch.
	StartedAt float64
	// When the response was complete, in UTC seconds since the Unix epoch.
	CompletedAt float64
	// Total latency of the exchange in milliseconds.
	LatencyMs float64
	// Milliseconds to the first non-keepalive byte of the response body; null when none arrived.
	LatencyTtftMs *float64
	// HTTP status code returned to the agent; null when no response was produced.
	StatusCode *int64
	// Coarse classification of a failed exchange, or null when it succeeded.
	ErrorCategory *string
	// Request body parsed as a JSON object; null when it was not one.
	Request *map[string]json.RawMessage
	// Response body parsed (or reassembled from a stream) as a JSON object; null when that was
	// impossible.
	Response *map[string]json.RawMessage
	// Session id the agent sent in its session header, when it sent exactly one non-empty value.
	ClientSessionId jsonmodel.Opt[string]
	// Whether the model server forwarded the request upstream; written only by servers that record an
	// execution outcome.
	UpstreamAttempted jsonmodel.Opt[*bool]
	// Whether the response came from upstream or was produced by the model server.
	ResponseSource jsonmodel.Opt[*CaptureExchangeResponseSource]
	// HTTP status code the upstream provider returned.
	UpstreamStatusCode jsonmodel.Opt[*int64]
	// Why the model server answered locally.
	LocalResponseReason jsonmodel.Opt[*string]
	// Raw request body, written when it was not a JSON object.
	RequestRaw jsonmodel.Opt[string]
	// Raw response body, written for streams and for bodies that could not be parsed as an object.
	ResponseRaw jsonmodel.Opt[string]
}

func decodeCaptureExchange(raw json.RawMessage) (CaptureExchange, error) {
	var value CaptureExchange
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ModelCallId = jsonmodel.Required(fields, "model_call_id", jsonmodel.String)
	value.Dialect = jsonmodel.Required(fields, "dialect", decodeCaptureExchangeDialect)
	value.ModelRef = jsonmodel.Required(fields, "model_ref", jsonmodel.Nullable(decodeModelServerRef))
	value.StartedAt = jsonmodel.Required(fields, "started_at", jsonmodel.Number)
	value.CompletedAt = jsonmodel.Required(fields, "completed_at", jsonmodel.Number)
	value.LatencyMs = jsonmodel.Required(fields, "latency_ms", jsonmodel.Number)
	value.LatencyTtftMs = jsonmodel.Required(fields, "latency_ttft_ms", jsonmodel.Nullable(jsonmodel.Number))
	value.StatusCode = jsonmodel.Required(fields, "status_code", jsonmodel.Nullable(jsonmodel.Integer))
	value.ErrorCategory = jsonmodel.Required(fields, "error_category", jsonmodel.Nullable(jsonmodel.String))
	value.Request = jsonmodel.Required(fields, "request", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.Response = jsonmodel.Required(fields, "response", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.ClientSessionId = jsonmodel.Optional(fields, "client_session_id", jsonmodel.String)
	value.UpstreamAttempted = jsonmodel.Optional(fields, "upstream_attempted", jsonmodel.Nullable(jsonmodel.Boolean))
	value.ResponseSource = jsonmodel.Optional(fields, "response_source", jsonmodel.Nullable(decodeCaptureExchangeResponseSource))
	value.UpstreamStatusCode = jsonmodel.Optional(fields, "upstream_status_code", jsonmodel.Nullable(jsonmodel.Integer))
	value.LocalResponseReason = jsonmodel.Optional(fields, "local_response_reason", jsonmodel.Nullable(jsonmodel.String))
	value.RequestRaw = jsonmodel.Optional(fields, "request_raw", jsonmodel.String)
	value.ResponseRaw = jsonmodel.Optional(fields, "response_raw", jsonmodel.String)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CaptureExchange) UnmarshalJSON(raw []byte) error {
	value, err := decodeCaptureExchange(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CaptureExchange) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "model_call_id", v.ModelCallId)
	jsonmodel.Put(&w, "dialect", v.Dialect)
	jsonmodel.Put(&w, "model_ref", v.ModelRef)
	jsonmodel.Put(&w, "started_at", v.StartedAt)
	jsonmodel.Put(&w, "completed_at", v.CompletedAt)
	jsonmodel.Put(&w, "latency_ms", v.LatencyMs)
	jsonmodel.Put(&w, "latency_ttft_ms", v.LatencyTtftMs)
	jsonmodel.Put(&w, "status_code", v.StatusCode)
	jsonmodel.Put(&w, "error_category", v.ErrorCategory)
	jsonmodel.Put(&w, "request", v.Request)
	jsonmodel.Put(&w, "response", v.Response)
	jsonmodel.PutOpt(&w, "client_session_id", v.ClientSessionId)
	jsonmodel.PutOpt(&w, "upstream_attempted", v.UpstreamAttempted)
	jsonmodel.PutOpt(&w, "response_source", v.ResponseSource)
	jsonmodel.PutOpt(&w, "upstream_status_code", v.UpstreamStatusCode)
	jsonmodel.PutOpt(&w, "local_response_reason", v.LocalResponseReason)
	jsonmodel.PutOpt(&w, "request_raw", v.RequestRaw)
	jsonmodel.PutOpt(&w, "response_raw", v.ResponseRaw)
	return w.Bytes()
}

// API dialect of the endpoint called: Responses, Chat Completions or Anthropic Messages.
type CaptureExchangeDialect string

const (
	CaptureExchangeDialectResponses CaptureExchangeDialect = "responses"
	CaptureExchangeDialectChat      CaptureExchangeDialect = "chat"
	CaptureExchangeDialectMessages  CaptureExchangeDialect = "messages"
)

func decodeCaptureExchangeDialect(raw json.RawMessage) (CaptureExchangeDialect, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := CaptureExchangeDialect(text); value {
	case CaptureExchangeDialectResponses, CaptureExchangeDialectChat, CaptureExchangeDialectMessages:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "responses", "chat", "messages")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CaptureExchangeDialect) UnmarshalJSON(raw []byte) error {
	value, err := decodeCaptureExchangeDialect(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Whether the response came from upstream or was produced by the model server.
type CaptureExchangeResponseSource string

const (
	CaptureExchangeResponseSourceUpstream CaptureExchangeResponseSource = "upstream"
	CaptureExchangeResponseSourceLocal    CaptureExchangeResponseSource = "local"
)

func decodeCaptureExchangeResponseSource(raw json.RawMessage) (CaptureExchangeResponseSource, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := CaptureExchangeResponseSource(text); value {
	case CaptureExchangeResponseSourceUpstream, CaptureExchangeResponseSourceLocal:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "upstream", "local")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CaptureExchangeResponseSource) UnmarshalJSON(raw []byte) error {
	value, err := decodeCaptureExchangeResponseSource(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Totals over the captured calls of one rollout.
type CaptureMetrics struct {
	// Input tokens. Sum over the calls that reported it; null when none did.
	TokensIn jsonmodel.Opt[*int64]
	// Generated tokens. Sum over the calls that reported it; null when none did.
	TokensOut jsonmodel.Opt[*int64]
	// Reasoning tokens. Sum over the calls that reported it; null when none did.
	TokensReasoning jsonmodel.Opt[*int64]
	// Total tokens. Sum over the calls that reported it; null when none did.
	TokensTotal jsonmodel.Opt[*int64]
	// Cached input tokens. Sum over the calls that reported it; null when none did.
	CachedTokens jsonmodel.Opt[*int64]
	// Call latency in milliseconds. Sum over the calls that reported it; null when none did.
	LatencyTotalMs jsonmodel.Opt[*float64]
	// Number of captured calls, failed calls included.
	NumCalls jsonmodel.Opt[int64]
}

func decodeCaptureMetrics(raw json.RawMessage) (CaptureMetrics, error) {
	var value CaptureMetrics
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.TokensIn = jsonmodel.Optional(fields, "tokens_in", jsonmodel.Nullable(jsonmodel.Integer))
	value.TokensOut = jsonmodel.Optional(fields, "tokens_out", jsonmodel.Nullable(jsonmodel.Integer))
	value.TokensReasoning = jsonmodel.Optional(fields, "tokens_reasoning", jsonmodel.Nullable(jsonmodel.Integer))
	value.TokensTotal = jsonmodel.Optional(fields, "tokens_total", jsonmodel.Nullable(jsonmodel.Integer))
	value.CachedTokens = jsonmodel.Optional(fields, "cached_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.LatencyTotalMs = jsonmodel.Optional(fields, "latency_total_ms", jsonmodel.Nullable(jsonmodel.Number))
	value.NumCalls = jsonmodel.Optional(fields, "num_calls", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CaptureMetrics) UnmarshalJSON(raw []byte) error {
	value, err := decodeCaptureMetrics(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CaptureMetrics) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "tokens_in", v.TokensIn)
	jsonmodel.PutOpt(&w, "tokens_out", v.TokensOut)
	jsonmodel.PutOpt(&w, "tokens_reasoning", v.TokensReasoning)
	jsonmodel.PutOpt(&w, "tokens_total", v.TokensTotal)
	jsonmodel.PutOpt(&w, "cached_tokens", v.CachedTokens)
	jsonmodel.PutOpt(&w, "latency_total_ms", v.LatencyTotalMs)
	jsonmodel.PutOpt(&w, "num_calls", v.NumCalls)
	return w.Bytes()
}

// A tool call found in a captured response, normalized across dialects.
type CapturedToolCall struct {
	// Call id of the tool call (the item id when the response gave no call id).
	CallId string
	// Name of the tool.
	Name string
	// Arguments parsed as a JSON object; text that could not be parsed is kept under the key _raw.
	Arguments map[string]json.RawMessage
}

func decodeCapturedToolCall(raw json.RawMessage) (CapturedToolCall, error) {
	var value CapturedToolCall
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.CallId = jsonmodel.Required(fields, "call_id", jsonmodel.String)
	value.Name = jsonmodel.Required(fields, "name", jsonmodel.String)
	value.Arguments = jsonmodel.Required(fields, "arguments", jsonmodel.Map(jsonmodel.Any))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CapturedToolCall) UnmarshalJSON(raw []byte) error {
	value, err := decodeCapturedToolCall(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CapturedToolCall) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "call_id", v.CallId)
	jsonmodel.Put(&w, "name", v.Name)
	jsonmodel.Put(&w, "arguments", v.Arguments)
	return w.Bytes()
}

// How far one check got: evaluated + unobserved + ignored is the number of records (rollout
// checks) or tasks (task checks).
type CheckCoverage struct {
	// Records or tasks the check judged.
	Evaluated int64
	// Records or tasks the check could not judge.
	Unobserved int64
	// Records or tasks where the check was ignored.
	Ignored int64
	// Records or tasks with at least one finding of the check.
	Flagged int64
}

func decodeCheckCoverage(raw json.RawMessage) (CheckCoverage, error) {
	var value CheckCoverage
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Evaluated = jsonmodel.Required(fields, "evaluated", jsonmodel.Integer)
	value.Unobserved = jsonmodel.Required(fields, "unobserved", jsonmodel.Integer)
	value.Ignored = jsonmodel.Required(fields, "ignored", jsonmodel.Integer)
	value.Flagged = jsonmodel.Required(fields, "flagged", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CheckCoverage) UnmarshalJSON(raw []byte) error {
	value, err := decodeCheckCoverage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CheckCoverage) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "evaluated", v.Evaluated)
	jsonmodel.Put(&w, "unobserved", v.Unobserved)
	jsonmodel.Put(&w, "ignored", v.Ignored)
	jsonmodel.Put(&w, "flagged", v.Flagged)
	return w.Bytes()
}

// A hosted code-interpreter run. Open: keys beyond those listed are kept, as the Responses
// vocabulary grows.
type CodeInterpreterCallItem struct {
	// Item tag.
	Type CodeInterpreterCallItemType
	// Provider id of the item.
	Id string
	// The code to run, or null if not available.
	Code jsonmodel.Opt[*string]
	// Container the code ran in.
	ContainerId string
	// The outputs generated by the code interpreter, such as logs or images. Can be null if no
	// outputs are available.
	Outputs jsonmodel.Opt[*[]CodeInterpreterCallItemOutputsItem]
	// Progress of the run.
	Status CodeInterpreterCallItemStatus
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeCodeInterpreterCallItem(raw json.RawMessage) (CodeInterpreterCallItem, error) {
	var value CodeInterpreterCallItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeCodeInterpreterCallItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.Code = jsonmodel.Optional(fields, "code", jsonmodel.Nullable(jsonmodel.String))
	value.ContainerId = jsonmodel.Required(fields, "container_id", jsonmodel.String)
	value.Outputs = jsonmodel.Optional(fields, "outputs", jsonmodel.Nullable(jsonmodel.List(decodeCodeInterpreterCallItemOutputsItem)))
	value.Status = jsonmodel.Required(fields, "status", decodeCodeInterpreterCallItemStatus)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CodeInterpreterCallItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeCodeInterpreterCallItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CodeInterpreterCallItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.PutOpt(&w, "code", v.Code)
	jsonmodel.Put(&w, "container_id", v.ContainerId)
	jsonmodel.PutOpt(&w, "outputs", v.Outputs)
	jsonmodel.Put(&w, "status", v.Status)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// CodeInterpreterCallItemOutputsItem is generated from the schemas.
type CodeInterpreterCallItemOutputsItem struct {
	// The CodeInterpreterCallOutputLogs alternative.
	CodeInterpreterCallOutputLogs *CodeInterpreterCallOutputLogs
	// The CodeInterpreterCallOutputImage alternative.
	CodeInterpreterCallOutputImage *CodeInterpreterCallOutputImage
}

func decodeCodeInterpreterCallItemOutputsItem(raw json.RawMessage) (CodeInterpreterCallItemOutputsItem, error) {
	var value CodeInterpreterCallItemOutputsItem
	var errs []error
	if branch, err := decodeCodeInterpreterCallOutputLogs(raw); err == nil {
		value.CodeInterpreterCallOutputLogs = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeCodeInterpreterCallOutputImage(raw); err == nil {
		value.CodeInterpreterCallOutputImage = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CodeInterpreterCallItemOutputsItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeCodeInterpreterCallItemOutputsItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v CodeInterpreterCallItemOutputsItem) MarshalJSON() ([]byte, error) {
	if v.CodeInterpreterCallOutputLogs != nil {
		return json.Marshal(*v.CodeInterpreterCallOutputLogs)
	}
	if v.CodeInterpreterCallOutputImage != nil {
		return json.Marshal(*v.CodeInterpreterCallOutputImage)
	}
	return nil, errors.New("CodeInterpreterCallItemOutputsItem: no alternative is set")
}

// Progress of the run.
type CodeInterpreterCallItemStatus string

const (
	CodeInterpreterCallItemStatusInProgress   CodeInterpreterCallItemStatus = "in_progress"
	CodeInterpreterCallItemStatusCompleted    CodeInterpreterCallItemStatus = "completed"
	CodeInterpreterCallItemStatusIncomplete   CodeInterpreterCallItemStatus = "incomplete"
	CodeInterpreterCallItemStatusInterpreting CodeInterpreterCallItemStatus = "interpreting"
	CodeInterpreterCallItemStatusFailed       CodeInterpreterCallItemStatus = "failed"
)

func decodeCodeInterpreterCallItemStatus(raw json.RawMessage) (CodeInterpreterCallItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := CodeInterpreterCallItemStatus(text); value {
	case CodeInterpreterCallItemStatusInProgress, CodeInterpreterCallItemStatusCompleted, CodeInterpreterCallItemStatusIncomplete, CodeInterpreterCallItemStatusInterpreting, CodeInterpreterCallItemStatusFailed:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "completed", "incomplete", "interpreting", "failed")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CodeInterpreterCallItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeCodeInterpreterCallItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type CodeInterpreterCallItemType string

const (
	CodeInterpreterCallItemTypeCodeInterpreterCall CodeInterpreterCallItemType = "code_interpreter_call"
)

func decodeCodeInterpreterCallItemType(raw json.RawMessage) (CodeInterpreterCallItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := CodeInterpreterCallItemType(text); value {
	case CodeInterpreterCallItemTypeCodeInterpreterCall:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "code_interpreter_call")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CodeInterpreterCallItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeCodeInterpreterCallItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The image output from the code interpreter.
type CodeInterpreterCallOutputImage struct {
	// The type of the output. Always `image`.
	Type CodeInterpreterCallOutputImageType
	// The URL of the image output from the code interpreter.
	Url string
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeCodeInterpreterCallOutputImage(raw json.RawMessage) (CodeInterpreterCallOutputImage, error) {
	var value CodeInterpreterCallOutputImage
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeCodeInterpreterCallOutputImageType)
	value.Url = jsonmodel.Required(fields, "url", jsonmodel.String)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CodeInterpreterCallOutputImage) UnmarshalJSON(raw []byte) error {
	value, err := decodeCodeInterpreterCallOutputImage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CodeInterpreterCallOutputImage) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "url", v.Url)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The type of the output. Always `image`.
type CodeInterpreterCallOutputImageType string

const (
	CodeInterpreterCallOutputImageTypeImage CodeInterpreterCallOutputImageType = "image"
)

func decodeCodeInterpreterCallOutputImageType(raw json.RawMessage) (CodeInterpreterCallOutputImageType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := CodeInterpreterCallOutputImageType(text); value {
	case CodeInterpreterCallOutputImageTypeImage:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "image")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CodeInterpreterCallOutputImageType) UnmarshalJSON(raw []byte) error {
	value, err := decodeCodeInterpreterCallOutputImageType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The logs output from the code interpreter.
type CodeInterpreterCallOutputLogs struct {
	// The logs output from the code interpreter.
	Logs string
	// The type of the output. Always `logs`.
	Type CodeInterpreterCallOutputLogsType
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeCodeInterpreterCallOutputLogs(raw json.RawMessage) (CodeInterpreterCallOutputLogs, error) {
	var value CodeInterpreterCallOutputLogs
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Logs = jsonmodel.Required(fields, "logs", jsonmodel.String)
	value.Type = jsonmodel.Required(fields, "type", decodeCodeInterpreterCallOutputLogsType)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CodeInterpreterCallOutputLogs) UnmarshalJSON(raw []byte) error {
	value, err := decodeCodeInterpreterCallOutputLogs(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CodeInterpreterCallOutputLogs) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "logs", v.Logs)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The type of the output. Always `logs`.
type CodeInterpreterCallOutputLogsType string

const (
	CodeInterpreterCallOutputLogsTypeLogs CodeInterpreterCallOutputLogsType = "logs"
)

func decodeCodeInterpreterCallOutputLogsType(raw json.RawMessage) (CodeInterpreterCallOutputLogsType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := CodeInterpreterCallOutputLogsType(text); value {
	case CodeInterpreterCallOutputLogsTypeLogs:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "logs")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CodeInterpreterCallOutputLogsType) UnmarshalJSON(raw []byte) error {
	value, err := decodeCodeInterpreterCallOutputLogsType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The global configuration keys that switch evidence collection on. When observability is enabled
// a capture directory is required (rule collection_config.capture_dir_required).
type CollectionConfig struct {
	// Turns on model-call capture, rollout-prefix propagation, the join and ng_perf; off when absent.
	ObservabilityEnabled jsonmodel.Opt[bool]
	// Absolute path of the capture directory shared by model servers and the collector.
	ModelCallCaptureDir jsonmodel.Opt[*string]
}

func decodeCollectionConfig(raw json.RawMessage) (CollectionConfig, error) {
	var value CollectionConfig
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ObservabilityEnabled = jsonmodel.Optional(fields, "observability_enabled", jsonmodel.Boolean)
	value.ModelCallCaptureDir = jsonmodel.Optional(fields, "model_call_capture_dir", jsonmodel.Nullable(jsonmodel.String))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CollectionConfig) UnmarshalJSON(raw []byte) error {
	value, err := decodeCollectionConfig(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CollectionConfig) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "observability_enabled", v.ObservabilityEnabled)
	jsonmodel.PutOpt(&w, "model_call_capture_dir", v.ModelCallCaptureDir)
	return w.Bytes()
}

// An opaque compaction item that stands for compacted history. Open: keys beyond those listed are
// kept, as the Responses vocabulary grows.
type CompactionItem struct {
	// Item tag.
	Type CompactionItemType
	// Provider id of the item.
	Id string
	// Opaque compacted history.
	EncryptedContent string
	// The identifier of the actor that created the item.
	CreatedBy jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeCompactionItem(raw json.RawMessage) (CompactionItem, error) {
	var value CompactionItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeCompactionItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.EncryptedContent = jsonmodel.Required(fields, "encrypted_content", jsonmodel.String)
	value.CreatedBy = jsonmodel.Optional(fields, "created_by", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CompactionItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeCompactionItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CompactionItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.Put(&w, "encrypted_content", v.EncryptedContent)
	jsonmodel.PutOpt(&w, "created_by", v.CreatedBy)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Item tag.
type CompactionItemType string

const (
	CompactionItemTypeCompaction CompactionItemType = "compaction"
)

func decodeCompactionItemType(raw json.RawMessage) (CompactionItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := CompactionItemType(text); value {
	case CompactionItemTypeCompaction:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "compaction")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CompactionItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeCompactionItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A marker that asks the provider to compact the history. Open: keys beyond those listed are kept,
// as the Responses vocabulary grows.
type CompactionTriggerItem struct {
	// Item tag.
	Type CompactionTriggerItemType
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeCompactionTriggerItem(raw json.RawMessage) (CompactionTriggerItem, error) {
	var value CompactionTriggerItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeCompactionTriggerItemType)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CompactionTriggerItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeCompactionTriggerItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CompactionTriggerItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Item tag.
type CompactionTriggerItemType string

const (
	CompactionTriggerItemTypeCompactionTrigger CompactionTriggerItemType = "compaction_trigger"
)

func decodeCompactionTriggerItemType(raw json.RawMessage) (CompactionTriggerItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := CompactionTriggerItemType(text); value {
	case CompactionTriggerItemTypeCompactionTrigger:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "compaction_trigger")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CompactionTriggerItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeCompactionTriggerItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One of the 9 kinds, tagged by type.
type ComputerCallAction struct {
	// The ComputerCallActionClick alternative.
	ComputerCallActionClick *ComputerCallActionClick
	// The ComputerCallActionDoubleClick alternative.
	ComputerCallActionDoubleClick *ComputerCallActionDoubleClick
	// The ComputerCallActionDrag alternative.
	ComputerCallActionDrag *ComputerCallActionDrag
	// The ComputerCallActionKeypress alternative.
	ComputerCallActionKeypress *ComputerCallActionKeypress
	// The ComputerCallActionMove alternative.
	ComputerCallActionMove *ComputerCallActionMove
	// The ComputerCallActionScreenshot alternative.
	ComputerCallActionScreenshot *ComputerCallActionScreenshot
	// The ComputerCallActionScroll alternative.
	ComputerCallActionScroll *ComputerCallActionScroll
	// The ComputerCallActionType alternative.
	ComputerCallActionType *ComputerCallActionType
	// The ComputerCallActionWait alternative.
	ComputerCallActionWait *ComputerCallActionWait
}

func decodeComputerCallAction(raw json.RawMessage) (ComputerCallAction, error) {
	var value ComputerCallAction
	var errs []error
	if branch, err := decodeComputerCallActionClick(raw); err == nil {
		value.ComputerCallActionClick = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionDoubleClick(raw); err == nil {
		value.ComputerCallActionDoubleClick = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionDrag(raw); err == nil {
		value.ComputerCallActionDrag = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionKeypress(raw); err == nil {
		value.ComputerCallActionKeypress = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionMove(raw); err == nil {
		value.ComputerCallActionMove = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionScreenshot(raw); err == nil {
		value.ComputerCallActionScreenshot = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionScroll(raw); err == nil {
		value.ComputerCallActionScroll = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionType(raw); err == nil {
		value.ComputerCallActionType = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionWait(raw); err == nil {
		value.ComputerCallActionWait = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallAction) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallAction(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v ComputerCallAction) MarshalJSON() ([]byte, error) {
	if v.ComputerCallActionClick != nil {
		return json.Marshal(*v.ComputerCallActionClick)
	}
	if v.ComputerCallActionDoubleClick != nil {
		return json.Marshal(*v.ComputerCallActionDoubleClick)
	}
	if v.ComputerCallActionDrag != nil {
		return json.Marshal(*v.ComputerCallActionDrag)
	}
	if v.ComputerCallActionKeypress != nil {
		return json.Marshal(*v.ComputerCallActionKeypress)
	}
	if v.ComputerCallActionMove != nil {
		return json.Marshal(*v.ComputerCallActionMove)
	}
	if v.ComputerCallActionScreenshot != nil {
		return json.Marshal(*v.ComputerCallActionScreenshot)
	}
	if v.ComputerCallActionScroll != nil {
		return json.Marshal(*v.ComputerCallActionScroll)
	}
	if v.ComputerCallActionType != nil {
		return json.Marshal(*v.ComputerCallActionType)
	}
	if v.ComputerCallActionWait != nil {
		return json.Marshal(*v.ComputerCallActionWait)
	}
	return nil, errors.New("ComputerCallAction: no alternative is set")
}

// A click action.
type ComputerCallActionClick struct {
	// Indicates which mouse button was pressed during the click.
	Button ComputerCallActionClickButton
	// Specifies the event type. For a click action, this property is always `click`.
	Type ComputerCallActionClickType
	// The x-coordinate where the click occurred.
	X int64
	// The y-coordinate where the click occurred.
	Y int64
	// The keys being held while clicking.
	Keys jsonmodel.Opt[*[]string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallActionClick(raw json.RawMessage) (ComputerCallActionClick, error) {
	var value ComputerCallActionClick
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Button = jsonmodel.Required(fields, "button", decodeComputerCallActionClickButton)
	value.Type = jsonmodel.Required(fields, "type", decodeComputerCallActionClickType)
	value.X = jsonmodel.Required(fields, "x", jsonmodel.Integer)
	value.Y = jsonmodel.Required(fields, "y", jsonmodel.Integer)
	value.Keys = jsonmodel.Optional(fields, "keys", jsonmodel.Nullable(jsonmodel.List(jsonmodel.String)))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionClick) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionClick(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallActionClick) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "button", v.Button)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "x", v.X)
	jsonmodel.Put(&w, "y", v.Y)
	jsonmodel.PutOpt(&w, "keys", v.Keys)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Indicates which mouse button was pressed during the click.
type ComputerCallActionClickButton string

const (
	ComputerCallActionClickButtonLeft    ComputerCallActionClickButton = "left"
	ComputerCallActionClickButtonRight   ComputerCallActionClickButton = "right"
	ComputerCallActionClickButtonWheel   ComputerCallActionClickButton = "wheel"
	ComputerCallActionClickButtonBack    ComputerCallActionClickButton = "back"
	ComputerCallActionClickButtonForward ComputerCallActionClickButton = "forward"
)

func decodeComputerCallActionClickButton(raw json.RawMessage) (ComputerCallActionClickButton, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallActionClickButton(text); value {
	case ComputerCallActionClickButtonLeft, ComputerCallActionClickButtonRight, ComputerCallActionClickButtonWheel, ComputerCallActionClickButtonBack, ComputerCallActionClickButtonForward:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "left", "right", "wheel", "back", "forward")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionClickButton) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionClickButton(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Specifies the event type. For a click action, this property is always `click`.
type ComputerCallActionClickType string

const (
	ComputerCallActionClickTypeClick ComputerCallActionClickType = "click"
)

func decodeComputerCallActionClickType(raw json.RawMessage) (ComputerCallActionClickType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallActionClickType(text); value {
	case ComputerCallActionClickTypeClick:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "click")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionClickType) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionClickType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A double click action.
type ComputerCallActionDoubleClick struct {
	// The keys being held while double-clicking.
	Keys jsonmodel.Opt[*[]string]
	// Specifies the event type.
	Type ComputerCallActionDoubleClickType
	// The x-coordinate where the double click occurred.
	X int64
	// The y-coordinate where the double click occurred.
	Y int64
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallActionDoubleClick(raw json.RawMessage) (ComputerCallActionDoubleClick, error) {
	var value ComputerCallActionDoubleClick
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Keys = jsonmodel.Optional(fields, "keys", jsonmodel.Nullable(jsonmodel.List(jsonmodel.String)))
	value.Type = jsonmodel.Required(fields, "type", decodeComputerCallActionDoubleClickType)
	value.X = jsonmodel.Required(fields, "x", jsonmodel.Integer)
	value.Y = jsonmodel.Required(fields, "y", jsonmodel.Integer)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionDoubleClick) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionDoubleClick(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallActionDoubleClick) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "keys", v.Keys)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "x", v.X)
	jsonmodel.Put(&w, "y", v.Y)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Specifies the event type.
type ComputerCallActionDoubleClickType string

const (
	ComputerCallActionDoubleClickTypeDoubleClick ComputerCallActionDoubleClickType = "double_click"
)

func decodeComputerCallActionDoubleClickType(raw json.RawMessage) (ComputerCallActionDoubleClickType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallActionDoubleClickType(text); value {
	case ComputerCallActionDoubleClickTypeDoubleClick:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "double_click")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionDoubleClickType) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionDoubleClickType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A drag action.
type ComputerCallActionDrag struct {
	// An array of coordinates representing the path of the drag action.
	Path []ComputerCallActionDragPath
	// Specifies the event type.
	Type ComputerCallActionDragType
	// The keys being held while dragging the mouse.
	Keys jsonmodel.Opt[*[]string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallActionDrag(raw json.RawMessage) (ComputerCallActionDrag, error) {
	var value ComputerCallActionDrag
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Path = jsonmodel.Required(fields, "path", jsonmodel.List(decodeComputerCallActionDragPath))
	value.Type = jsonmodel.Required(fields, "type", decodeComputerCallActionDragType)
	value.Keys = jsonmodel.Optional(fields, "keys", jsonmodel.Nullable(jsonmodel.List(jsonmodel.String)))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionDrag) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionDrag(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallActionDrag) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "path", v.Path)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutOpt(&w, "keys", v.Keys)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// An x/y coordinate pair, e.g. `{ x: 100, y: 200 }`.
type ComputerCallActionDragPath struct {
	// The x-coordinate.
	X int64
	// The y-coordinate.
	Y int64
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallActionDragPath(raw json.RawMessage) (ComputerCallActionDragPath, error) {
	var value ComputerCallActionDragPath
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.X = jsonmodel.Required(fields, "x", jsonmodel.Integer)
	value.Y = jsonmodel.Required(fields, "y", jsonmodel.Integer)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionDragPath) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionDragPath(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallActionDragPath) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "x", v.X)
	jsonmodel.Put(&w, "y", v.Y)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Specifies the event type.
type ComputerCallActionDragType string

const (
	ComputerCallActionDragTypeDrag ComputerCallActionDragType = "drag"
)

func decodeComputerCallActionDragType(raw json.RawMessage) (ComputerCallActionDragType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallActionDragType(text); value {
	case ComputerCallActionDragTypeDrag:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "drag")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionDragType) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionDragType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A collection of keypresses the model would like to perform.
type ComputerCallActionKeypress struct {
	// The combination of keys the model is requesting to be pressed.
	Keys []string
	// Specifies the event type.
	Type ComputerCallActionKeypressType
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallActionKeypress(raw json.RawMessage) (ComputerCallActionKeypress, error) {
	var value ComputerCallActionKeypress
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Keys = jsonmodel.Required(fields, "keys", jsonmodel.List(jsonmodel.String))
	value.Type = jsonmodel.Required(fields, "type", decodeComputerCallActionKeypressType)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionKeypress) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionKeypress(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallActionKeypress) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "keys", v.Keys)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Specifies the event type.
type ComputerCallActionKeypressType string

const (
	ComputerCallActionKeypressTypeKeypress ComputerCallActionKeypressType = "keypress"
)

func decodeComputerCallActionKeypressType(raw json.RawMessage) (ComputerCallActionKeypressType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallActionKeypressType(text); value {
	case ComputerCallActionKeypressTypeKeypress:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "keypress")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionKeypressType) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionKeypressType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A mouse move action.
type ComputerCallActionMove struct {
	// Specifies the event type.
	Type ComputerCallActionMoveType
	// The x-coordinate to move to.
	X int64
	// The y-coordinate to move to.
	Y int64
	// The keys being held while moving the mouse.
	Keys jsonmodel.Opt[*[]string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallActionMove(raw json.RawMessage) (ComputerCallActionMove, error) {
	var value ComputerCallActionMove
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeComputerCallActionMoveType)
	value.X = jsonmodel.Required(fields, "x", jsonmodel.Integer)
	value.Y = jsonmodel.Required(fields, "y", jsonmodel.Integer)
	value.Keys = jsonmodel.Optional(fields, "keys", jsonmodel.Nullable(jsonmodel.List(jsonmodel.String)))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionMove) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionMove(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallActionMove) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "x", v.X)
	jsonmodel.Put(&w, "y", v.Y)
	jsonmodel.PutOpt(&w, "keys", v.Keys)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Specifies the event type.
type ComputerCallActionMoveType string

const (
	ComputerCallActionMoveTypeMove ComputerCallActionMoveType = "move"
)

func decodeComputerCallActionMoveType(raw json.RawMessage) (ComputerCallActionMoveType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallActionMoveType(text); value {
	case ComputerCallActionMoveTypeMove:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "move")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionMoveType) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionMoveType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A screenshot action.
type ComputerCallActionScreenshot struct {
	// Specifies the event type.
	Type ComputerCallActionScreenshotType
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallActionScreenshot(raw json.RawMessage) (ComputerCallActionScreenshot, error) {
	var value ComputerCallActionScreenshot
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeComputerCallActionScreenshotType)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionScreenshot) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionScreenshot(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallActionScreenshot) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Specifies the event type.
type ComputerCallActionScreenshotType string

const (
	ComputerCallActionScreenshotTypeScreenshot ComputerCallActionScreenshotType = "screenshot"
)

func decodeComputerCallActionScreenshotType(raw json.RawMessage) (ComputerCallActionScreenshotType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallActionScreenshotType(text); value {
	case ComputerCallActionScreenshotTypeScreenshot:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "screenshot")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionScreenshotType) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionScreenshotType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A scroll action.
type ComputerCallActionScroll struct {
	// The horizontal scroll distance.
	ScrollX int64
	// The vertical scroll distance.
	ScrollY int64
	// Specifies the event type.
	Type ComputerCallActionScrollType
	// The x-coordinate where the scroll occurred.
	X int64
	// The y-coordinate where the scroll occurred.
	Y int64
	// The keys being held while scrolling.
	Keys jsonmodel.Opt[*[]string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallActionScroll(raw json.RawMessage) (ComputerCallActionScroll, error) {
	var value ComputerCallActionScroll
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ScrollX = jsonmodel.Required(fields, "scroll_x", jsonmodel.Integer)
	value.ScrollY = jsonmodel.Required(fields, "scroll_y", jsonmodel.Integer)
	value.Type = jsonmodel.Required(fields, "type", decodeComputerCallActionScrollType)
	value.X = jsonmodel.Required(fields, "x", jsonmodel.Integer)
	value.Y = jsonmodel.Required(fields, "y", jsonmodel.Integer)
	value.Keys = jsonmodel.Optional(fields, "keys", jsonmodel.Nullable(jsonmodel.List(jsonmodel.String)))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionScroll) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionScroll(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallActionScroll) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "scroll_x", v.ScrollX)
	jsonmodel.Put(&w, "scroll_y", v.ScrollY)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "x", v.X)
	jsonmodel.Put(&w, "y", v.Y)
	jsonmodel.PutOpt(&w, "keys", v.Keys)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Specifies the event type.
type ComputerCallActionScrollType string

const (
	ComputerCallActionScrollTypeScroll ComputerCallActionScrollType = "scroll"
)

func decodeComputerCallActionScrollType(raw json.RawMessage) (ComputerCallActionScrollType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallActionScrollType(text); value {
	case ComputerCallActionScrollTypeScroll:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "scroll")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionScrollType) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionScrollType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// An action to type in text.
type ComputerCallActionType struct {
	// The text to type.
	Text string
	// Specifies the event type.
	Type ComputerCallActionTypeType
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallActionType(raw json.RawMessage) (ComputerCallActionType, error) {
	var value ComputerCallActionType
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Text = jsonmodel.Required(fields, "text", jsonmodel.String)
	value.Type = jsonmodel.Required(fields, "type", decodeComputerCallActionTypeType)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionType) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallActionType) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "text", v.Text)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Specifies the event type.
type ComputerCallActionTypeType string

const (
	ComputerCallActionTypeTypeType ComputerCallActionTypeType = "type"
)

func decodeComputerCallActionTypeType(raw json.RawMessage) (ComputerCallActionTypeType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallActionTypeType(text); value {
	case ComputerCallActionTypeTypeType:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "type")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionTypeType) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionTypeType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A wait action.
type ComputerCallActionWait struct {
	// Specifies the event type.
	Type ComputerCallActionWaitType
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallActionWait(raw json.RawMessage) (ComputerCallActionWait, error) {
	var value ComputerCallActionWait
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeComputerCallActionWaitType)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionWait) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionWait(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallActionWait) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Specifies the event type.
type ComputerCallActionWaitType string

const (
	ComputerCallActionWaitTypeWait ComputerCallActionWaitType = "wait"
)

func decodeComputerCallActionWaitType(raw json.RawMessage) (ComputerCallActionWaitType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallActionWaitType(text); value {
	case ComputerCallActionWaitTypeWait:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "wait")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallActionWaitType) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallActionWaitType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A computer-use action requested by the model. Open: keys beyond those listed are kept, as the
// Responses vocabulary grows.
type ComputerCallItem struct {
	// Item tag.
	Type ComputerCallItemType
	// Provider id of the item.
	Id string
	// Id that pairs the action with its output.
	CallId string
	// Safety checks awaiting acknowledgement.
	PendingSafetyChecks []ComputerCallPendingSafetyCheck
	// Progress of the action.
	Status ComputerCallItemStatus
	// A click action.
	Action jsonmodel.Opt[*ComputerCallAction]
	// Flattened batched actions for `computer_use`.
	Actions jsonmodel.Opt[*[]ComputerCallItemActionsItem]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallItem(raw json.RawMessage) (ComputerCallItem, error) {
	var value ComputerCallItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeComputerCallItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.CallId = jsonmodel.Required(fields, "call_id", jsonmodel.String)
	value.PendingSafetyChecks = jsonmodel.Required(fields, "pending_safety_checks", jsonmodel.List(decodeComputerCallPendingSafetyCheck))
	value.Status = jsonmodel.Required(fields, "status", decodeComputerCallItemStatus)
	value.Action = jsonmodel.Optional(fields, "action", jsonmodel.Nullable(decodeComputerCallAction))
	value.Actions = jsonmodel.Optional(fields, "actions", jsonmodel.Nullable(jsonmodel.List(decodeComputerCallItemActionsItem)))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.Put(&w, "call_id", v.CallId)
	jsonmodel.Put(&w, "pending_safety_checks", v.PendingSafetyChecks)
	jsonmodel.Put(&w, "status", v.Status)
	jsonmodel.PutOpt(&w, "action", v.Action)
	jsonmodel.PutOpt(&w, "actions", v.Actions)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// ComputerCallItemActionsItem is generated from the schemas.
type ComputerCallItemActionsItem struct {
	// The ComputerCallActionClick alternative.
	ComputerCallActionClick *ComputerCallActionClick
	// The ComputerCallActionDoubleClick alternative.
	ComputerCallActionDoubleClick *ComputerCallActionDoubleClick
	// The ComputerCallActionDrag alternative.
	ComputerCallActionDrag *ComputerCallActionDrag
	// The ComputerCallActionKeypress alternative.
	ComputerCallActionKeypress *ComputerCallActionKeypress
	// The ComputerCallActionMove alternative.
	ComputerCallActionMove *ComputerCallActionMove
	// The ComputerCallActionScreenshot alternative.
	ComputerCallActionScreenshot *ComputerCallActionScreenshot
	// The ComputerCallActionScroll alternative.
	ComputerCallActionScroll *ComputerCallActionScroll
	// The ComputerCallActionType alternative.
	ComputerCallActionType *ComputerCallActionType
	// The ComputerCallActionWait alternative.
	ComputerCallActionWait *ComputerCallActionWait
}

func decodeComputerCallItemActionsItem(raw json.RawMessage) (ComputerCallItemActionsItem, error) {
	var value ComputerCallItemActionsItem
	var errs []error
	if branch, err := decodeComputerCallActionClick(raw); err == nil {
		value.ComputerCallActionClick = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionDoubleClick(raw); err == nil {
		value.ComputerCallActionDoubleClick = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionDrag(raw); err == nil {
		value.ComputerCallActionDrag = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionKeypress(raw); err == nil {
		value.ComputerCallActionKeypress = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionMove(raw); err == nil {
		value.ComputerCallActionMove = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionScreenshot(raw); err == nil {
		value.ComputerCallActionScreenshot = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionScroll(raw); err == nil {
		value.ComputerCallActionScroll = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionType(raw); err == nil {
		value.ComputerCallActionType = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallActionWait(raw); err == nil {
		value.ComputerCallActionWait = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallItemActionsItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallItemActionsItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v ComputerCallItemActionsItem) MarshalJSON() ([]byte, error) {
	if v.ComputerCallActionClick != nil {
		return json.Marshal(*v.ComputerCallActionClick)
	}
	if v.ComputerCallActionDoubleClick != nil {
		return json.Marshal(*v.ComputerCallActionDoubleClick)
	}
	if v.ComputerCallActionDrag != nil {
		return json.Marshal(*v.ComputerCallActionDrag)
	}
	if v.ComputerCallActionKeypress != nil {
		return json.Marshal(*v.ComputerCallActionKeypress)
	}
	if v.ComputerCallActionMove != nil {
		return json.Marshal(*v.ComputerCallActionMove)
	}
	if v.ComputerCallActionScreenshot != nil {
		return json.Marshal(*v.ComputerCallActionScreenshot)
	}
	if v.ComputerCallActionScroll != nil {
		return json.Marshal(*v.ComputerCallActionScroll)
	}
	if v.ComputerCallActionType != nil {
		return json.Marshal(*v.ComputerCallActionType)
	}
	if v.ComputerCallActionWait != nil {
		return json.Marshal(*v.ComputerCallActionWait)
	}
	return nil, errors.New("ComputerCallItemActionsItem: no alternative is set")
}

// Progress of the action.
type ComputerCallItemStatus string

const (
	ComputerCallItemStatusInProgress ComputerCallItemStatus = "in_progress"
	ComputerCallItemStatusCompleted  ComputerCallItemStatus = "completed"
	ComputerCallItemStatusIncomplete ComputerCallItemStatus = "incomplete"
)

func decodeComputerCallItemStatus(raw json.RawMessage) (ComputerCallItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallItemStatus(text); value {
	case ComputerCallItemStatusInProgress, ComputerCallItemStatusCompleted, ComputerCallItemStatusIncomplete:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "completed", "incomplete")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type ComputerCallItemType string

const (
	ComputerCallItemTypeComputerCall ComputerCallItemType = "computer_call"
)

func decodeComputerCallItemType(raw json.RawMessage) (ComputerCallItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallItemType(text); value {
	case ComputerCallItemTypeComputerCall:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "computer_call")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A pending safety check for the computer call.
type ComputerCallOutputAcknowledgedSafetyCheck struct {
	// The ID of the pending safety check.
	Id string
	// The type of the pending safety check.
	Code jsonmodel.Opt[*string]
	// Details about the pending safety check.
	Message jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallOutputAcknowledgedSafetyCheck(raw json.RawMessage) (ComputerCallOutputAcknowledgedSafetyCheck, error) {
	var value ComputerCallOutputAcknowledgedSafetyCheck
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.Code = jsonmodel.Optional(fields, "code", jsonmodel.Nullable(jsonmodel.String))
	value.Message = jsonmodel.Optional(fields, "message", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallOutputAcknowledgedSafetyCheck) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallOutputAcknowledgedSafetyCheck(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallOutputAcknowledgedSafetyCheck) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.PutOpt(&w, "code", v.Code)
	jsonmodel.PutOpt(&w, "message", v.Message)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The result of a computer-use action. Open: keys beyond those listed are kept, as the Responses
// vocabulary grows.
type ComputerCallOutputItem struct {
	// Item tag.
	Type ComputerCallOutputItemType
	// Call id of the computer_call this output answers.
	CallId string
	// Screenshot object returned for the action.
	Output ComputerCallOutputScreenshot
	// The ID of the computer tool call output.
	Id jsonmodel.Opt[*string]
	// The safety checks reported by the API that have been acknowledged by the developer.
	AcknowledgedSafetyChecks jsonmodel.Opt[*[]ComputerCallOutputAcknowledgedSafetyCheck]
	// The status of the message input.
	Status jsonmodel.Opt[*ComputerCallOutputItemStatus]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallOutputItem(raw json.RawMessage) (ComputerCallOutputItem, error) {
	var value ComputerCallOutputItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeComputerCallOutputItemType)
	value.CallId = jsonmodel.Required(fields, "call_id", jsonmodel.String)
	value.Output = jsonmodel.Required(fields, "output", decodeComputerCallOutputScreenshot)
	value.Id = jsonmodel.Optional(fields, "id", jsonmodel.Nullable(jsonmodel.String))
	value.AcknowledgedSafetyChecks = jsonmodel.Optional(fields, "acknowledged_safety_checks", jsonmodel.Nullable(jsonmodel.List(decodeComputerCallOutputAcknowledgedSafetyCheck)))
	value.Status = jsonmodel.Optional(fields, "status", jsonmodel.Nullable(decodeComputerCallOutputItemStatus))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallOutputItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallOutputItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallOutputItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "call_id", v.CallId)
	jsonmodel.Put(&w, "output", v.Output)
	jsonmodel.PutOpt(&w, "id", v.Id)
	jsonmodel.PutOpt(&w, "acknowledged_safety_checks", v.AcknowledgedSafetyChecks)
	jsonmodel.PutOpt(&w, "status", v.Status)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The status of the message input.
type ComputerCallOutputItemStatus string

const (
	ComputerCallOutputItemStatusInProgress ComputerCallOutputItemStatus = "in_progress"
	ComputerCallOutputItemStatusCompleted  ComputerCallOutputItemStatus = "completed"
	ComputerCallOutputItemStatusIncomplete ComputerCallOutputItemStatus = "incomplete"
)

func decodeComputerCallOutputItemStatus(raw json.RawMessage) (ComputerCallOutputItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallOutputItemStatus(text); value {
	case ComputerCallOutputItemStatusInProgress, ComputerCallOutputItemStatusCompleted, ComputerCallOutputItemStatusIncomplete:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "completed", "incomplete")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallOutputItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallOutputItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type ComputerCallOutputItemType string

const (
	ComputerCallOutputItemTypeComputerCallOutput ComputerCallOutputItemType = "computer_call_output"
)

func decodeComputerCallOutputItemType(raw json.RawMessage) (ComputerCallOutputItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallOutputItemType(text); value {
	case ComputerCallOutputItemTypeComputerCallOutput:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "computer_call_output")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallOutputItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallOutputItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A computer screenshot image used with the computer use tool.
type ComputerCallOutputScreenshot struct {
	// Specifies the event type.
	Type ComputerCallOutputScreenshotType
	// The identifier of an uploaded file that contains the screenshot.
	FileId jsonmodel.Opt[*string]
	// The URL of the screenshot image.
	ImageUrl jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallOutputScreenshot(raw json.RawMessage) (ComputerCallOutputScreenshot, error) {
	var value ComputerCallOutputScreenshot
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeComputerCallOutputScreenshotType)
	value.FileId = jsonmodel.Optional(fields, "file_id", jsonmodel.Nullable(jsonmodel.String))
	value.ImageUrl = jsonmodel.Optional(fields, "image_url", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallOutputScreenshot) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallOutputScreenshot(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallOutputScreenshot) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutOpt(&w, "file_id", v.FileId)
	jsonmodel.PutOpt(&w, "image_url", v.ImageUrl)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Specifies the event type.
type ComputerCallOutputScreenshotType string

const (
	ComputerCallOutputScreenshotTypeComputerScreenshot ComputerCallOutputScreenshotType = "computer_screenshot"
)

func decodeComputerCallOutputScreenshotType(raw json.RawMessage) (ComputerCallOutputScreenshotType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ComputerCallOutputScreenshotType(text); value {
	case ComputerCallOutputScreenshotTypeComputerScreenshot:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "computer_screenshot")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallOutputScreenshotType) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallOutputScreenshotType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A pending safety check for the computer call.
type ComputerCallPendingSafetyCheck struct {
	// The ID of the pending safety check.
	Id string
	// The type of the pending safety check.
	Code jsonmodel.Opt[*string]
	// Details about the pending safety check.
	Message jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeComputerCallPendingSafetyCheck(raw json.RawMessage) (ComputerCallPendingSafetyCheck, error) {
	var value ComputerCallPendingSafetyCheck
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.Code = jsonmodel.Optional(fields, "code", jsonmodel.Nullable(jsonmodel.String))
	value.Message = jsonmodel.Optional(fields, "message", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ComputerCallPendingSafetyCheck) UnmarshalJSON(raw []byte) error {
	value, err := decodeComputerCallPendingSafetyCheck(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ComputerCallPendingSafetyCheck) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.PutOpt(&w, "code", v.Code)
	jsonmodel.PutOpt(&w, "message", v.Message)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// One compaction of an invocation's context: what triggered it, token counts around it and the
// model calls on either side.
type ContextCompactionObservation struct {
	// Record tag of a compaction observation.
	Kind ContextCompactionObservationKind
	// Invocation whose context was compacted.
	InvocationId string
	// When the compaction was observed, in UTC seconds since the Unix epoch.
	ObservedAt jsonmodel.Opt[*float64]
	// What started the compaction, for example a token threshold or a user command.
	Trigger jsonmodel.Opt[*string]
	// Context size in tokens before compaction.
	TokensBefore jsonmodel.Opt[*int64]
	// Context size in tokens after compaction.
	TokensAfter jsonmodel.Opt[*int64]
	// Outcome of the compaction; unknown when it was not observed.
	Outcome jsonmodel.Opt[ContextCompactionObservationOutcome]
	// Summary text that replaced the compacted history.
	Summary jsonmodel.Opt[*string]
	// Id of the first conversation item kept after compaction.
	FirstKeptItemId jsonmodel.Opt[*string]
	// Last call of the invocation before the compaction.
	BeforeModelCall jsonmodel.Opt[*ModelCallRef]
	// Calls that performed the compaction, for example a summarization request.
	ModelCalls jsonmodel.Opt[[]ModelCallRef]
	// First call of the invocation after the compaction.
	AfterModelCall jsonmodel.Opt[*ModelCallRef]
}

func decodeContextCompactionObservation(raw json.RawMessage) (ContextCompactionObservation, error) {
	var value ContextCompactionObservation
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Kind = jsonmodel.Required(fields, "kind", decodeContextCompactionObservationKind)
	value.InvocationId = jsonmodel.Required(fields, "invocation_id", jsonmodel.String)
	value.ObservedAt = jsonmodel.Optional(fields, "observed_at", jsonmodel.Nullable(jsonmodel.Number))
	value.Trigger = jsonmodel.Optional(fields, "trigger", jsonmodel.Nullable(jsonmodel.String))
	value.TokensBefore = jsonmodel.Optional(fields, "tokens_before", jsonmodel.Nullable(jsonmodel.Integer))
	value.TokensAfter = jsonmodel.Optional(fields, "tokens_after", jsonmodel.Nullable(jsonmodel.Integer))
	value.Outcome = jsonmodel.Optional(fields, "outcome", decodeContextCompactionObservationOutcome)
	value.Summary = jsonmodel.Optional(fields, "summary", jsonmodel.Nullable(jsonmodel.String))
	value.FirstKeptItemId = jsonmodel.Optional(fields, "first_kept_item_id", jsonmodel.Nullable(jsonmodel.String))
	value.BeforeModelCall = jsonmodel.Optional(fields, "before_model_call", jsonmodel.Nullable(decodeModelCallRef))
	value.ModelCalls = jsonmodel.Optional(fields, "model_calls", jsonmodel.List(decodeModelCallRef))
	value.AfterModelCall = jsonmodel.Optional(fields, "after_model_call", jsonmodel.Nullable(decodeModelCallRef))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ContextCompactionObservation) UnmarshalJSON(raw []byte) error {
	value, err := decodeContextCompactionObservation(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ContextCompactionObservation) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "kind", v.Kind)
	jsonmodel.Put(&w, "invocation_id", v.InvocationId)
	jsonmodel.PutOpt(&w, "observed_at", v.ObservedAt)
	jsonmodel.PutOpt(&w, "trigger", v.Trigger)
	jsonmodel.PutOpt(&w, "tokens_before", v.TokensBefore)
	jsonmodel.PutOpt(&w, "tokens_after", v.TokensAfter)
	jsonmodel.PutOpt(&w, "outcome", v.Outcome)
	jsonmodel.PutOpt(&w, "summary", v.Summary)
	jsonmodel.PutOpt(&w, "first_kept_item_id", v.FirstKeptItemId)
	jsonmodel.PutOpt(&w, "before_model_call", v.BeforeModelCall)
	jsonmodel.PutOpt(&w, "model_calls", v.ModelCalls)
	jsonmodel.PutOpt(&w, "after_model_call", v.AfterModelCall)
	return w.Bytes()
}

// Record tag of a compaction observation.
type ContextCompactionObservationKind string

const (
	ContextCompactionObservationKindContextCompaction ContextCompactionObservationKind = "context_compaction"
)

func decodeContextCompactionObservationKind(raw json.RawMessage) (ContextCompactionObservationKind, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ContextCompactionObservationKind(text); value {
	case ContextCompactionObservationKindContextCompaction:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "context_compaction")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ContextCompactionObservationKind) UnmarshalJSON(raw []byte) error {
	value, err := decodeContextCompactionObservationKind(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Outcome of the compaction; unknown when it was not observed.
type ContextCompactionObservationOutcome string

const (
	ContextCompactionObservationOutcomeCompleted ContextCompactionObservationOutcome = "completed"
	ContextCompactionObservationOutcomeFailed    ContextCompactionObservationOutcome = "failed"
	ContextCompactionObservationOutcomeAborted   ContextCompactionObservationOutcome = "aborted"
	ContextCompactionObservationOutcomeUnknown   ContextCompactionObservationOutcome = "unknown"
)

func decodeContextCompactionObservationOutcome(raw json.RawMessage) (ContextCompactionObservationOutcome, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ContextCompactionObservationOutcome(text); value {
	case ContextCompactionObservationOutcomeCompleted, ContextCompactionObservationOutcomeFailed, ContextCompactionObservationOutcomeAborted, ContextCompactionObservationOutcomeUnknown:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "completed", "failed", "aborted", "unknown")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ContextCompactionObservationOutcome) UnmarshalJSON(raw []byte) error {
	value, err := decodeContextCompactionObservationOutcome(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One item of an invocation's model-visible conversation, in the vocabulary of the Responses API,
// tagged by type. The type must name one of the known item types; only a message may leave it out
// (the Responses API's easy input message), so the union has no discriminator annotation. Each
// item is open to further keys.
type ConversationItem struct {
	// The MessageItem alternative.
	MessageItem *MessageItem
	// The FunctionCallItem alternative.
	FunctionCallItem *FunctionCallItem
	// The FunctionCallOutputItem alternative.
	FunctionCallOutputItem *FunctionCallOutputItem
	// The ReasoningItem alternative.
	ReasoningItem *ReasoningItem
	// The McpCallItem alternative.
	McpCallItem *McpCallItem
	// The McpListToolsItem alternative.
	McpListToolsItem *McpListToolsItem
	// The McpApprovalRequestItem alternative.
	McpApprovalRequestItem *McpApprovalRequestItem
	// The FileSearchCallItem alternative.
	FileSearchCallItem *FileSearchCallItem
	// The WebSearchCallItem alternative.
	WebSearchCallItem *WebSearchCallItem
	// The ComputerCallItem alternative.
	ComputerCallItem *ComputerCallItem
	// The ImageGenerationCallItem alternative.
	ImageGenerationCallItem *ImageGenerationCallItem
	// The CodeInterpreterCallItem alternative.
	CodeInterpreterCallItem *CodeInterpreterCallItem
	// The LocalShellCallItem alternative.
	LocalShellCallItem *LocalShellCallItem
	// The CustomToolCallItem alternative.
	CustomToolCallItem *CustomToolCallItem
	// The ComputerCallOutputItem alternative.
	ComputerCallOutputItem *ComputerCallOutputItem
	// The CustomToolCallOutputItem alternative.
	CustomToolCallOutputItem *CustomToolCallOutputItem
	// The LocalShellCallOutputItem alternative.
	LocalShellCallOutputItem *LocalShellCallOutputItem
	// The McpApprovalResponseItem alternative.
	McpApprovalResponseItem *McpApprovalResponseItem
	// The ApplyPatchCallItem alternative.
	ApplyPatchCallItem *ApplyPatchCallItem
	// The ApplyPatchCallOutputItem alternative.
	ApplyPatchCallOutputItem *ApplyPatchCallOutputItem
	// The CompactionItem alternative.
	CompactionItem *CompactionItem
	// The ShellCallItem alternative.
	ShellCallItem *ShellCallItem
	// The ShellCallOutputItem alternative.
	ShellCallOutputItem *ShellCallOutputItem
	// The ToolSearchCallItem alternative.
	ToolSearchCallItem *ToolSearchCallItem
	// The ToolSearchOutputItem alternative.
	ToolSearchOutputItem *ToolSearchOutputItem
	// The CompactionTriggerItem alternative.
	CompactionTriggerItem *CompactionTriggerItem
	// The AdditionalToolsItem alternative.
	AdditionalToolsItem *AdditionalToolsItem
}

func decodeConversationItem(raw json.RawMessage) (ConversationItem, error) {
	var value ConversationItem
	var errs []error
	if branch, err := decodeMessageItem(raw); err == nil {
		value.MessageItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeFunctionCallItem(raw); err == nil {
		value.FunctionCallItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeFunctionCallOutputItem(raw); err == nil {
		value.FunctionCallOutputItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeReasoningItem(raw); err == nil {
		value.ReasoningItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeMcpCallItem(raw); err == nil {
		value.McpCallItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeMcpListToolsItem(raw); err == nil {
		value.McpListToolsItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeMcpApprovalRequestItem(raw); err == nil {
		value.McpApprovalRequestItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeFileSearchCallItem(raw); err == nil {
		value.FileSearchCallItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeWebSearchCallItem(raw); err == nil {
		value.WebSearchCallItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallItem(raw); err == nil {
		value.ComputerCallItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeImageGenerationCallItem(raw); err == nil {
		value.ImageGenerationCallItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeCodeInterpreterCallItem(raw); err == nil {
		value.CodeInterpreterCallItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeLocalShellCallItem(raw); err == nil {
		value.LocalShellCallItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeCustomToolCallItem(raw); err == nil {
		value.CustomToolCallItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeComputerCallOutputItem(raw); err == nil {
		value.ComputerCallOutputItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeCustomToolCallOutputItem(raw); err == nil {
		value.CustomToolCallOutputItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeLocalShellCallOutputItem(raw); err == nil {
		value.LocalShellCallOutputItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeMcpApprovalResponseItem(raw); err == nil {
		value.McpApprovalResponseItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeApplyPatchCallItem(raw); err == nil {
		value.ApplyPatchCallItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeApplyPatchCallOutputItem(raw); err == nil {
		value.ApplyPatchCallOutputItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeCompactionItem(raw); err == nil {
		value.CompactionItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeShellCallItem(raw); err == nil {
		value.ShellCallItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeShellCallOutputItem(raw); err == nil {
		value.ShellCallOutputItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeToolSearchCallItem(raw); err == nil {
		value.ToolSearchCallItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeToolSearchOutputItem(raw); err == nil {
		value.ToolSearchOutputItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeCompactionTriggerItem(raw); err == nil {
		value.CompactionTriggerItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeAdditionalToolsItem(raw); err == nil {
		value.AdditionalToolsItem = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ConversationItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeConversationItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v ConversationItem) MarshalJSON() ([]byte, error) {
	if v.MessageItem != nil {
		return json.Marshal(*v.MessageItem)
	}
	if v.FunctionCallItem != nil {
		return json.Marshal(*v.FunctionCallItem)
	}
	if v.FunctionCallOutputItem != nil {
		return json.Marshal(*v.FunctionCallOutputItem)
	}
	if v.ReasoningItem != nil {
		return json.Marshal(*v.ReasoningItem)
	}
	if v.McpCallItem != nil {
		return json.Marshal(*v.McpCallItem)
	}
	if v.McpListToolsItem != nil {
		return json.Marshal(*v.McpListToolsItem)
	}
	if v.McpApprovalRequestItem != nil {
		return json.Marshal(*v.McpApprovalRequestItem)
	}
	if v.FileSearchCallItem != nil {
		return json.Marshal(*v.FileSearchCallItem)
	}
	if v.WebSearchCallItem != nil {
		return json.Marshal(*v.WebSearchCallItem)
	}
	if v.ComputerCallItem != nil {
		return json.Marshal(*v.ComputerCallItem)
	}
	if v.ImageGenerationCallItem != nil {
		return json.Marshal(*v.ImageGenerationCallItem)
	}
	if v.CodeInterpreterCallItem != nil {
		return json.Marshal(*v.CodeInterpreterCallItem)
	}
	if v.LocalShellCallItem != nil {
		return json.Marshal(*v.LocalShellCallItem)
	}
	if v.CustomToolCallItem != nil {
		return json.Marshal(*v.CustomToolCallItem)
	}
	if v.ComputerCallOutputItem != nil {
		return json.Marshal(*v.ComputerCallOutputItem)
	}
	if v.CustomToolCallOutputItem != nil {
		return json.Marshal(*v.CustomToolCallOutputItem)
	}
	if v.LocalShellCallOutputItem != nil {
		return json.Marshal(*v.LocalShellCallOutputItem)
	}
	if v.McpApprovalResponseItem != nil {
		return json.Marshal(*v.McpApprovalResponseItem)
	}
	if v.ApplyPatchCallItem != nil {
		return json.Marshal(*v.ApplyPatchCallItem)
	}
	if v.ApplyPatchCallOutputItem != nil {
		return json.Marshal(*v.ApplyPatchCallOutputItem)
	}
	if v.CompactionItem != nil {
		return json.Marshal(*v.CompactionItem)
	}
	if v.ShellCallItem != nil {
		return json.Marshal(*v.ShellCallItem)
	}
	if v.ShellCallOutputItem != nil {
		return json.Marshal(*v.ShellCallOutputItem)
	}
	if v.ToolSearchCallItem != nil {
		return json.Marshal(*v.ToolSearchCallItem)
	}
	if v.ToolSearchOutputItem != nil {
		return json.Marshal(*v.ToolSearchOutputItem)
	}
	if v.CompactionTriggerItem != nil {
		return json.Marshal(*v.CompactionTriggerItem)
	}
	if v.AdditionalToolsItem != nil {
		return json.Marshal(*v.AdditionalToolsItem)
	}
	return nil, errors.New("ConversationItem: no alternative is set")
}

// Where a row is: its file (- for stdin) and 1-based line.
type CoverageExample struct {
	// The input file as named on the command line (- for stdin).
	File string
	// The 1-based line of the row.
	Line int64
}

func decodeCoverageExample(raw json.RawMessage) (CoverageExample, error) {
	var value CoverageExample
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.File = jsonmodel.Required(fields, "file", jsonmodel.String)
	value.Line = jsonmodel.Required(fields, "line", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CoverageExample) UnmarshalJSON(raw []byte) error {
	value, err := decodeCoverageExample(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CoverageExample) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "file", v.File)
	jsonmodel.Put(&w, "line", v.Line)
	return w.Bytes()
}

// A trajectory capability matrix measured from rollout rows (trajspec coverage --format json): per
// agent and per criterion of spec/coverage/criteria.json, the verdict and the counts behind it. A
// measurement of these rows, not a claim about every configuration.
type CoverageReport struct {
	// Version of the criteria the rows were judged by.
	CriteriaVersion CoverageReportCriteriaVersion
	// Input files read (stdin counts as one).
	Files int64
	// Failure sidecars (*_failures.jsonl) that the inputs named and that were not read: failed
	// attempts say nothing about what an agent path records.
	SkippedFiles int64
	// Rows judged (every readable line of the files read).
	Rows int64
	// Lines that were not a readable JSON object; they belong to no agent and are not judged.
	UnreadableLines int64
	// One entry per agent, ordered by name, then the rows without an agent name.
	Agents []AgentCoverage
}

func decodeCoverageReport(raw json.RawMessage) (CoverageReport, error) {
	var value CoverageReport
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.CriteriaVersion = jsonmodel.Required(fields, "criteria_version", decodeCoverageReportCriteriaVersion)
	value.Files = jsonmodel.Required(fields, "files", jsonmodel.Integer)
	value.SkippedFiles = jsonmodel.Required(fields, "skipped_files", jsonmodel.Integer)
	value.Rows = jsonmodel.Required(fields, "rows", jsonmodel.Integer)
	value.UnreadableLines = jsonmodel.Required(fields, "unreadable_lines", jsonmodel.Integer)
	value.Agents = jsonmodel.Required(fields, "agents", jsonmodel.List(decodeAgentCoverage))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CoverageReport) UnmarshalJSON(raw []byte) error {
	value, err := decodeCoverageReport(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CoverageReport) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "criteria_version", v.CriteriaVersion)
	jsonmodel.Put(&w, "files", v.Files)
	jsonmodel.Put(&w, "skipped_files", v.SkippedFiles)
	jsonmodel.Put(&w, "rows", v.Rows)
	jsonmodel.Put(&w, "unreadable_lines", v.UnreadableLines)
	jsonmodel.Put(&w, "agents", v.Agents)
	return w.Bytes()
}

// Version of the criteria the rows were judged by.
type CoverageReportCriteriaVersion string

const (
	CoverageReportCriteriaVersionN10 CoverageReportCriteriaVersion = "1.0"
)

func decodeCoverageReportCriteriaVersion(raw json.RawMessage) (CoverageReportCriteriaVersion, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := CoverageReportCriteriaVersion(text); value {
	case CoverageReportCriteriaVersionN10:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "1.0")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CoverageReportCriteriaVersion) UnmarshalJSON(raw []byte) error {
	value, err := decodeCoverageReportCriteriaVersion(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// How the rows of one agent met one criterion.
type CoverageRowCounts struct {
	// Rows the criterion applies to: full + partial + none.
	Applicable int64
	// Applicable rows with every field and no limiting gap.
	Full int64
	// Applicable rows with some of the evidence but not all.
	Partial int64
	// Applicable rows with none of the evidence.
	None int64
	// Rows the criterion does not apply to (for example rows without tool use).
	NotApplicable int64
	// Partial rows whose fields all hold but which carry a limited_by gap code.
	Limited int64
}

func decodeCoverageRowCounts(raw json.RawMessage) (CoverageRowCounts, error) {
	var value CoverageRowCounts
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Applicable = jsonmodel.Required(fields, "applicable", jsonmodel.Integer)
	value.Full = jsonmodel.Required(fields, "full", jsonmodel.Integer)
	value.Partial = jsonmodel.Required(fields, "partial", jsonmodel.Integer)
	value.None = jsonmodel.Required(fields, "none", jsonmodel.Integer)
	value.NotApplicable = jsonmodel.Required(fields, "not_applicable", jsonmodel.Integer)
	value.Limited = jsonmodel.Required(fields, "limited", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CoverageRowCounts) UnmarshalJSON(raw []byte) error {
	value, err := decodeCoverageRowCounts(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CoverageRowCounts) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "applicable", v.Applicable)
	jsonmodel.Put(&w, "full", v.Full)
	jsonmodel.Put(&w, "partial", v.Partial)
	jsonmodel.Put(&w, "none", v.None)
	jsonmodel.Put(&w, "not_applicable", v.NotApplicable)
	jsonmodel.Put(&w, "limited", v.Limited)
	return w.Bytes()
}

// One agent's coverage of one criterion.
type CriterionCoverage struct {
	// full: every applicable row is full (and there is one); unavailable: no applicable row has any
	// of the evidence; partial: otherwise.
	Verdict CriterionCoverageVerdict
	// The rows behind the verdict.
	Rows CoverageRowCounts
	// Per field of the criterion, in its order: in how many applicable rows it holds and in how many
	// it has some evidence.
	Fields map[string]FieldCoverage
	// Per gap code of the criterion's explained_by (in that order), the applicable rows that are not
	// full and carry it; codes no such row carries are left out.
	Gaps map[string]int64
	// Applicable rows that are not full and carry none of the criterion's explained_by codes.
	Unexplained int64
	// The first applicable rows (at most 3, in input order) that are not full.
	Examples []CoverageExample
}

func decodeCriterionCoverage(raw json.RawMessage) (CriterionCoverage, error) {
	var value CriterionCoverage
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Verdict = jsonmodel.Required(fields, "verdict", decodeCriterionCoverageVerdict)
	value.Rows = jsonmodel.Required(fields, "rows", decodeCoverageRowCounts)
	value.Fields = jsonmodel.Required(fields, "fields", jsonmodel.Map(decodeFieldCoverage))
	value.Gaps = jsonmodel.Required(fields, "gaps", jsonmodel.Map(jsonmodel.Integer))
	value.Unexplained = jsonmodel.Required(fields, "unexplained", jsonmodel.Integer)
	value.Examples = jsonmodel.Required(fields, "examples", jsonmodel.List(decodeCoverageExample))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CriterionCoverage) UnmarshalJSON(raw []byte) error {
	value, err := decodeCriterionCoverage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CriterionCoverage) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "verdict", v.Verdict)
	jsonmodel.Put(&w, "rows", v.Rows)
	jsonmodel.Put(&w, "fields", v.Fields)
	jsonmodel.Put(&w, "gaps", v.Gaps)
	jsonmodel.Put(&w, "unexplained", v.Unexplained)
	jsonmodel.Put(&w, "examples", v.Examples)
	return w.Bytes()
}

// full: every applicable row is full (and there is one); unavailable: no applicable row has any of
// the evidence; partial: otherwise.
type CriterionCoverageVerdict string

const (
	CriterionCoverageVerdictFull        CriterionCoverageVerdict = "full"
	CriterionCoverageVerdictPartial     CriterionCoverageVerdict = "partial"
	CriterionCoverageVerdictUnavailable CriterionCoverageVerdict = "unavailable"
)

func decodeCriterionCoverageVerdict(raw json.RawMessage) (CriterionCoverageVerdict, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := CriterionCoverageVerdict(text); value {
	case CriterionCoverageVerdictFull, CriterionCoverageVerdictPartial, CriterionCoverageVerdictUnavailable:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "full", "partial", "unavailable")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CriterionCoverageVerdict) UnmarshalJSON(raw []byte) error {
	value, err := decodeCriterionCoverageVerdict(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A call of a custom (free-form input) tool. Open: keys beyond those listed are kept, as the
// Responses vocabulary grows.
type CustomToolCallItem struct {
	// Item tag.
	Type CustomToolCallItemType
	// Id that pairs the call with its output.
	CallId string
	// Input the model wrote for the tool.
	Input string
	// Name of the tool.
	Name string
	// The unique ID of the custom tool call in the OpenAI platform.
	Id jsonmodel.Opt[*string]
	// The namespace of the custom tool being called.
	Namespace jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeCustomToolCallItem(raw json.RawMessage) (CustomToolCallItem, error) {
	var value CustomToolCallItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeCustomToolCallItemType)
	value.CallId = jsonmodel.Required(fields, "call_id", jsonmodel.String)
	value.Input = jsonmodel.Required(fields, "input", jsonmodel.String)
	value.Name = jsonmodel.Required(fields, "name", jsonmodel.String)
	value.Id = jsonmodel.Optional(fields, "id", jsonmodel.Nullable(jsonmodel.String))
	value.Namespace = jsonmodel.Optional(fields, "namespace", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CustomToolCallItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeCustomToolCallItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CustomToolCallItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "call_id", v.CallId)
	jsonmodel.Put(&w, "input", v.Input)
	jsonmodel.Put(&w, "name", v.Name)
	jsonmodel.PutOpt(&w, "id", v.Id)
	jsonmodel.PutOpt(&w, "namespace", v.Namespace)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Item tag.
type CustomToolCallItemType string

const (
	CustomToolCallItemTypeCustomToolCall CustomToolCallItemType = "custom_tool_call"
)

func decodeCustomToolCallItemType(raw json.RawMessage) (CustomToolCallItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := CustomToolCallItemType(text); value {
	case CustomToolCallItemTypeCustomToolCall:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "custom_tool_call")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CustomToolCallItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeCustomToolCallItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The result of a custom tool call. Open: keys beyond those listed are kept, as the Responses
// vocabulary grows.
type CustomToolCallOutputItem struct {
	// Item tag.
	Type CustomToolCallOutputItemType
	// Call id of the custom_tool_call this output answers.
	CallId string
	// Result given to the model.
	Output CustomToolCallOutputItemOutput
	// The unique ID of the custom tool call output in the OpenAI platform.
	Id jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeCustomToolCallOutputItem(raw json.RawMessage) (CustomToolCallOutputItem, error) {
	var value CustomToolCallOutputItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeCustomToolCallOutputItemType)
	value.CallId = jsonmodel.Required(fields, "call_id", jsonmodel.String)
	value.Output = jsonmodel.Required(fields, "output", decodeCustomToolCallOutputItemOutput)
	value.Id = jsonmodel.Optional(fields, "id", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CustomToolCallOutputItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeCustomToolCallOutputItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v CustomToolCallOutputItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "call_id", v.CallId)
	jsonmodel.Put(&w, "output", v.Output)
	jsonmodel.PutOpt(&w, "id", v.Id)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Result given to the model.
type CustomToolCallOutputItemOutput struct {
	// Result given to the model.
	String *string
	// Result given to the model.
	Array *[]CustomToolCallOutputItemOutputArrayItem
}

func decodeCustomToolCallOutputItemOutput(raw json.RawMessage) (CustomToolCallOutputItemOutput, error) {
	var value CustomToolCallOutputItemOutput
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.List(decodeCustomToolCallOutputItemOutputArrayItem)(raw); err == nil {
		value.Array = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CustomToolCallOutputItemOutput) UnmarshalJSON(raw []byte) error {
	value, err := decodeCustomToolCallOutputItemOutput(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v CustomToolCallOutputItemOutput) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Array != nil {
		return json.Marshal(*v.Array)
	}
	return nil, errors.New("CustomToolCallOutputItemOutput: no alternative is set")
}

// CustomToolCallOutputItemOutputArrayItem is generated from the schemas.
type CustomToolCallOutputItemOutputArrayItem struct {
	// The InputTextPart alternative.
	InputTextPart *InputTextPart
	// The InputImagePart alternative.
	InputImagePart *InputImagePart
	// The InputFilePart alternative.
	InputFilePart *InputFilePart
}

func decodeCustomToolCallOutputItemOutputArrayItem(raw json.RawMessage) (CustomToolCallOutputItemOutputArrayItem, error) {
	var value CustomToolCallOutputItemOutputArrayItem
	var errs []error
	if branch, err := decodeInputTextPart(raw); err == nil {
		value.InputTextPart = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeInputImagePart(raw); err == nil {
		value.InputImagePart = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeInputFilePart(raw); err == nil {
		value.InputFilePart = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CustomToolCallOutputItemOutputArrayItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeCustomToolCallOutputItemOutputArrayItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v CustomToolCallOutputItemOutputArrayItem) MarshalJSON() ([]byte, error) {
	if v.InputTextPart != nil {
		return json.Marshal(*v.InputTextPart)
	}
	if v.InputImagePart != nil {
		return json.Marshal(*v.InputImagePart)
	}
	if v.InputFilePart != nil {
		return json.Marshal(*v.InputFilePart)
	}
	return nil, errors.New("CustomToolCallOutputItemOutputArrayItem: no alternative is set")
}

// Item tag.
type CustomToolCallOutputItemType string

const (
	CustomToolCallOutputItemTypeCustomToolCallOutput CustomToolCallOutputItemType = "custom_tool_call_output"
)

func decodeCustomToolCallOutputItemType(raw json.RawMessage) (CustomToolCallOutputItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := CustomToolCallOutputItemType(text); value {
	case CustomToolCallOutputItemTypeCustomToolCallOutput:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "custom_tool_call_output")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *CustomToolCallOutputItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeCustomToolCallOutputItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Calls of one record that share an identity (call:<model_call_id>, else
// response:<type>:<name>:<response_id>, response::<response_id> without model_ref).
type DuplicatedCallStats struct {
	// Calls beyond the first of each shared identity.
	Replayed int64
	// Records with at least one replayed call.
	Rollouts int64
}

func decodeDuplicatedCallStats(raw json.RawMessage) (DuplicatedCallStats, error) {
	var value DuplicatedCallStats
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Replayed = jsonmodel.Required(fields, "replayed", jsonmodel.Integer)
	value.Rollouts = jsonmodel.Required(fields, "rollouts", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *DuplicatedCallStats) UnmarshalJSON(raw []byte) error {
	value, err := decodeDuplicatedCallStats(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v DuplicatedCallStats) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "replayed", v.Replayed)
	jsonmodel.Put(&w, "rollouts", v.Rollouts)
	return w.Bytes()
}

// How one field of a criterion was met.
type FieldCoverage struct {
	// Applicable rows in which the field holds.
	Full int64
	// Applicable rows in which the field has some evidence (it holds, or some subjects pass).
	Some int64
}

func decodeFieldCoverage(raw json.RawMessage) (FieldCoverage, error) {
	var value FieldCoverage
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Full = jsonmodel.Required(fields, "full", jsonmodel.Integer)
	value.Some = jsonmodel.Required(fields, "some", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FieldCoverage) UnmarshalJSON(raw []byte) error {
	value, err := decodeFieldCoverage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v FieldCoverage) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "full", v.Full)
	jsonmodel.Put(&w, "some", v.Some)
	return w.Bytes()
}

// A hosted file search. Open: keys beyond those listed are kept, as the Responses vocabulary
// grows.
type FileSearchCallItem struct {
	// Item tag.
	Type FileSearchCallItemType
	// Provider id of the item.
	Id string
	// Queries the search ran.
	Queries []string
	// Progress of the search.
	Status FileSearchCallItemStatus
	// The results of the file search tool call.
	Results jsonmodel.Opt[*[]FileSearchCallResult]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeFileSearchCallItem(raw json.RawMessage) (FileSearchCallItem, error) {
	var value FileSearchCallItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeFileSearchCallItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.Queries = jsonmodel.Required(fields, "queries", jsonmodel.List(jsonmodel.String))
	value.Status = jsonmodel.Required(fields, "status", decodeFileSearchCallItemStatus)
	value.Results = jsonmodel.Optional(fields, "results", jsonmodel.Nullable(jsonmodel.List(decodeFileSearchCallResult)))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FileSearchCallItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeFileSearchCallItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v FileSearchCallItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.Put(&w, "queries", v.Queries)
	jsonmodel.Put(&w, "status", v.Status)
	jsonmodel.PutOpt(&w, "results", v.Results)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Progress of the search.
type FileSearchCallItemStatus string

const (
	FileSearchCallItemStatusInProgress FileSearchCallItemStatus = "in_progress"
	FileSearchCallItemStatusSearching  FileSearchCallItemStatus = "searching"
	FileSearchCallItemStatusCompleted  FileSearchCallItemStatus = "completed"
	FileSearchCallItemStatusIncomplete FileSearchCallItemStatus = "incomplete"
	FileSearchCallItemStatusFailed     FileSearchCallItemStatus = "failed"
)

func decodeFileSearchCallItemStatus(raw json.RawMessage) (FileSearchCallItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := FileSearchCallItemStatus(text); value {
	case FileSearchCallItemStatusInProgress, FileSearchCallItemStatusSearching, FileSearchCallItemStatusCompleted, FileSearchCallItemStatusIncomplete, FileSearchCallItemStatusFailed:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "searching", "completed", "incomplete", "failed")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FileSearchCallItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeFileSearchCallItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type FileSearchCallItemType string

const (
	FileSearchCallItemTypeFileSearchCall FileSearchCallItemType = "file_search_call"
)

func decodeFileSearchCallItemType(raw json.RawMessage) (FileSearchCallItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := FileSearchCallItemType(text); value {
	case FileSearchCallItemTypeFileSearchCall:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "file_search_call")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FileSearchCallItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeFileSearchCallItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// FileSearchCallResult
type FileSearchCallResult struct {
	// Set of 16 key-value pairs that can be attached to an object.
	Attributes jsonmodel.Opt[*map[string]FileSearchCallResultAttributesValue]
	// The unique ID of the file.
	FileId jsonmodel.Opt[*string]
	// The name of the file.
	Filename jsonmodel.Opt[*string]
	// The relevance score of the file - a value between 0 and 1.
	Score jsonmodel.Opt[*float64]
	// The text that was retrieved from the file.
	Text jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeFileSearchCallResult(raw json.RawMessage) (FileSearchCallResult, error) {
	var value FileSearchCallResult
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Attributes = jsonmodel.Optional(fields, "attributes", jsonmodel.Nullable(jsonmodel.Map(decodeFileSearchCallResultAttributesValue)))
	value.FileId = jsonmodel.Optional(fields, "file_id", jsonmodel.Nullable(jsonmodel.String))
	value.Filename = jsonmodel.Optional(fields, "filename", jsonmodel.Nullable(jsonmodel.String))
	value.Score = jsonmodel.Optional(fields, "score", jsonmodel.Nullable(jsonmodel.Number))
	value.Text = jsonmodel.Optional(fields, "text", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FileSearchCallResult) UnmarshalJSON(raw []byte) error {
	value, err := decodeFileSearchCallResult(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v FileSearchCallResult) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "attributes", v.Attributes)
	jsonmodel.PutOpt(&w, "file_id", v.FileId)
	jsonmodel.PutOpt(&w, "filename", v.Filename)
	jsonmodel.PutOpt(&w, "score", v.Score)
	jsonmodel.PutOpt(&w, "text", v.Text)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// FileSearchCallResultAttributesValue is generated from the schemas.
type FileSearchCallResultAttributesValue struct {
	// The String alternative.
	String *string
	// The Number alternative.
	Number *float64
	// The Boolean alternative.
	Boolean *bool
}

func decodeFileSearchCallResultAttributesValue(raw json.RawMessage) (FileSearchCallResultAttributesValue, error) {
	var value FileSearchCallResultAttributesValue
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Number(raw); err == nil {
		value.Number = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Boolean(raw); err == nil {
		value.Boolean = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FileSearchCallResultAttributesValue) UnmarshalJSON(raw []byte) error {
	value, err := decodeFileSearchCallResultAttributesValue(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v FileSearchCallResultAttributesValue) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Number != nil {
		return json.Marshal(*v.Number)
	}
	if v.Boolean != nil {
		return json.Marshal(*v.Boolean)
	}
	return nil, errors.New("FileSearchCallResultAttributesValue: no alternative is set")
}

// A function (tool) call requested by the model. Open: keys beyond those listed are kept, as the
// Responses vocabulary grows.
type FunctionCallItem struct {
	// Item tag.
	Type FunctionCallItemType
	// Arguments of the call as the model wrote them, normally JSON text.
	Arguments string
	// Id that pairs the call with its function_call_output.
	CallId string
	// Name of the function.
	Name string
	// Provider id of the item.
	Id jsonmodel.Opt[*string]
	// Completion state of the item.
	Status jsonmodel.Opt[*FunctionCallItemStatus]
	// Namespace that qualifies the function name, when the provider uses one.
	Namespace jsonmodel.Opt[*string]
	// Token ids of the prompt that produced this item, for training. Present together with
	// generation_token_ids and generation_log_probs (rule conversation_item.token_metadata_complete).
	PromptTokenIds jsonmodel.Opt[[]int64]
	// Token ids the model generated for this item, for training.
	GenerationTokenIds jsonmodel.Opt[[]int64]
	// Log probability of each generated token, for training.
	GenerationLogProbs jsonmodel.Opt[[]float64]
	// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
	// array of expert indices.
	RoutedExperts jsonmodel.Opt[*FunctionCallItemRoutedExperts]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeFunctionCallItem(raw json.RawMessage) (FunctionCallItem, error) {
	var value FunctionCallItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeFunctionCallItemType)
	value.Arguments = jsonmodel.Required(fields, "arguments", jsonmodel.String)
	value.CallId = jsonmodel.Required(fields, "call_id", jsonmodel.String)
	value.Name = jsonmodel.Required(fields, "name", jsonmodel.String)
	value.Id = jsonmodel.Optional(fields, "id", jsonmodel.Nullable(jsonmodel.String))
	value.Status = jsonmodel.Optional(fields, "status", jsonmodel.Nullable(decodeFunctionCallItemStatus))
	value.Namespace = jsonmodel.Optional(fields, "namespace", jsonmodel.Nullable(jsonmodel.String))
	value.PromptTokenIds = jsonmodel.Optional(fields, "prompt_token_ids", jsonmodel.List(jsonmodel.Integer))
	value.GenerationTokenIds = jsonmodel.Optional(fields, "generation_token_ids", jsonmodel.List(jsonmodel.Integer))
	value.GenerationLogProbs = jsonmodel.Optional(fields, "generation_log_probs", jsonmodel.List(jsonmodel.Number))
	value.RoutedExperts = jsonmodel.Optional(fields, "routed_experts", jsonmodel.Nullable(decodeFunctionCallItemRoutedExperts))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FunctionCallItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeFunctionCallItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v FunctionCallItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "arguments", v.Arguments)
	jsonmodel.Put(&w, "call_id", v.CallId)
	jsonmodel.Put(&w, "name", v.Name)
	jsonmodel.PutOpt(&w, "id", v.Id)
	jsonmodel.PutOpt(&w, "status", v.Status)
	jsonmodel.PutOpt(&w, "namespace", v.Namespace)
	jsonmodel.PutOpt(&w, "prompt_token_ids", v.PromptTokenIds)
	jsonmodel.PutOpt(&w, "generation_token_ids", v.GenerationTokenIds)
	jsonmodel.PutOpt(&w, "generation_log_probs", v.GenerationLogProbs)
	jsonmodel.PutOpt(&w, "routed_experts", v.RoutedExperts)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
// array of expert indices.
type FunctionCallItemRoutedExperts struct {
	// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
	// array of expert indices.
	String *string
	// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
	// array of expert indices.
	Array *[][][]int64
}

func decodeFunctionCallItemRoutedExperts(raw json.RawMessage) (FunctionCallItemRoutedExperts, error) {
	var value FunctionCallItemRoutedExperts
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.List(jsonmodel.List(jsonmodel.List(jsonmodel.Integer)))(raw); err == nil {
		value.Array = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FunctionCallItemRoutedExperts) UnmarshalJSON(raw []byte) error {
	value, err := decodeFunctionCallItemRoutedExperts(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v FunctionCallItemRoutedExperts) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Array != nil {
		return json.Marshal(*v.Array)
	}
	return nil, errors.New("FunctionCallItemRoutedExperts: no alternative is set")
}

// Completion state of the item.
type FunctionCallItemStatus string

const (
	FunctionCallItemStatusInProgress FunctionCallItemStatus = "in_progress"
	FunctionCallItemStatusCompleted  FunctionCallItemStatus = "completed"
	FunctionCallItemStatusIncomplete FunctionCallItemStatus = "incomplete"
)

func decodeFunctionCallItemStatus(raw json.RawMessage) (FunctionCallItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := FunctionCallItemStatus(text); value {
	case FunctionCallItemStatusInProgress, FunctionCallItemStatusCompleted, FunctionCallItemStatusIncomplete:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "completed", "incomplete")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FunctionCallItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeFunctionCallItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type FunctionCallItemType string

const (
	FunctionCallItemTypeFunctionCall FunctionCallItemType = "function_call"
)

func decodeFunctionCallItemType(raw json.RawMessage) (FunctionCallItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := FunctionCallItemType(text); value {
	case FunctionCallItemTypeFunctionCall:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "function_call")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FunctionCallItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeFunctionCallItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One content part of a tool result, tagged by type.
type FunctionCallOutputContentPart struct {
	// The InputTextPart alternative.
	InputTextPart *InputTextPart
	// The InputImagePart alternative.
	InputImagePart *InputImagePart
	// The InputFilePart alternative.
	InputFilePart *InputFilePart
}

func decodeFunctionCallOutputContentPart(raw json.RawMessage) (FunctionCallOutputContentPart, error) {
	var value FunctionCallOutputContentPart
	var errs []error
	if branch, err := decodeInputTextPart(raw); err == nil {
		value.InputTextPart = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeInputImagePart(raw); err == nil {
		value.InputImagePart = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeInputFilePart(raw); err == nil {
		value.InputFilePart = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FunctionCallOutputContentPart) UnmarshalJSON(raw []byte) error {
	value, err := decodeFunctionCallOutputContentPart(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v FunctionCallOutputContentPart) MarshalJSON() ([]byte, error) {
	if v.InputTextPart != nil {
		return json.Marshal(*v.InputTextPart)
	}
	if v.InputImagePart != nil {
		return json.Marshal(*v.InputImagePart)
	}
	if v.InputFilePart != nil {
		return json.Marshal(*v.InputFilePart)
	}
	return nil, errors.New("FunctionCallOutputContentPart: no alternative is set")
}

// The result of a function call as returned to the model. Open: keys beyond those listed are kept,
// as the Responses vocabulary grows.
type FunctionCallOutputItem struct {
	// Item tag.
	Type FunctionCallOutputItemType
	// Call id of the function_call this output answers.
	CallId string
	// Result given to the model: a string, or a list of content parts.
	Output FunctionCallOutputItemOutput
	// Provider id of the item.
	Id jsonmodel.Opt[*string]
	// Completion state of the item.
	Status jsonmodel.Opt[*FunctionCallOutputItemStatus]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeFunctionCallOutputItem(raw json.RawMessage) (FunctionCallOutputItem, error) {
	var value FunctionCallOutputItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeFunctionCallOutputItemType)
	value.CallId = jsonmodel.Required(fields, "call_id", jsonmodel.String)
	value.Output = jsonmodel.Required(fields, "output", decodeFunctionCallOutputItemOutput)
	value.Id = jsonmodel.Optional(fields, "id", jsonmodel.Nullable(jsonmodel.String))
	value.Status = jsonmodel.Optional(fields, "status", jsonmodel.Nullable(decodeFunctionCallOutputItemStatus))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FunctionCallOutputItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeFunctionCallOutputItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v FunctionCallOutputItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "call_id", v.CallId)
	jsonmodel.Put(&w, "output", v.Output)
	jsonmodel.PutOpt(&w, "id", v.Id)
	jsonmodel.PutOpt(&w, "status", v.Status)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Result given to the model: a string, or a list of content parts.
type FunctionCallOutputItemOutput struct {
	// Result given to the model: a string, or a list of content parts.
	String *string
	// Result given to the model: a string, or a list of content parts.
	Array *[]FunctionCallOutputContentPart
}

func decodeFunctionCallOutputItemOutput(raw json.RawMessage) (FunctionCallOutputItemOutput, error) {
	var value FunctionCallOutputItemOutput
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.List(decodeFunctionCallOutputContentPart)(raw); err == nil {
		value.Array = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FunctionCallOutputItemOutput) UnmarshalJSON(raw []byte) error {
	value, err := decodeFunctionCallOutputItemOutput(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v FunctionCallOutputItemOutput) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Array != nil {
		return json.Marshal(*v.Array)
	}
	return nil, errors.New("FunctionCallOutputItemOutput: no alternative is set")
}

// Completion state of the item.
type FunctionCallOutputItemStatus string

const (
	FunctionCallOutputItemStatusInProgress FunctionCallOutputItemStatus = "in_progress"
	FunctionCallOutputItemStatusCompleted  FunctionCallOutputItemStatus = "completed"
	FunctionCallOutputItemStatusIncomplete FunctionCallOutputItemStatus = "incomplete"
)

func decodeFunctionCallOutputItemStatus(raw json.RawMessage) (FunctionCallOutputItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := FunctionCallOutputItemStatus(text); value {
	case FunctionCallOutputItemStatusInProgress, FunctionCallOutputItemStatusCompleted, FunctionCallOutputItemStatusIncomplete:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "completed", "incomplete")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FunctionCallOutputItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeFunctionCallOutputItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type FunctionCallOutputItemType string

const (
	FunctionCallOutputItemTypeFunctionCallOutput FunctionCallOutputItemType = "function_call_output"
)

func decodeFunctionCallOutputItemType(raw json.RawMessage) (FunctionCallOutputItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := FunctionCallOutputItemType(text); value {
	case FunctionCallOutputItemTypeFunctionCallOutput:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "function_call_output")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FunctionCallOutputItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeFunctionCallOutputItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// What was read and how far each check got.
type HealthArtifacts struct {
	// Records read (non-blank lines, unreadable ones included).
	Records int64
	// Records whose valid ng_trajectory has at least one model call.
	Captures int64
	// Per check: rollout checks count records, task checks count tasks.
	Coverage HealthCoverage
}

func decodeHealthArtifacts(raw json.RawMessage) (HealthArtifacts, error) {
	var value HealthArtifacts
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Records = jsonmodel.Required(fields, "records", jsonmodel.Integer)
	value.Captures = jsonmodel.Required(fields, "captures", jsonmodel.Integer)
	value.Coverage = jsonmodel.Required(fields, "coverage", decodeHealthCoverage)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthArtifacts) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthArtifacts(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v HealthArtifacts) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "records", v.Records)
	jsonmodel.Put(&w, "captures", v.Captures)
	jsonmodel.Put(&w, "coverage", v.Coverage)
	return w.Bytes()
}

// How far each check got, by check id.
type HealthCoverage struct {
	// Coverage of check_execution_error.
	CheckExecutionError CheckCoverage
	// Coverage of record_unreadable.
	RecordUnreadable CheckCoverage
	// Coverage of rollout_duplicate_identity.
	RolloutDuplicateIdentity CheckCoverage
	// Coverage of rollout_missing_agent_turns.
	RolloutMissingAgentTurns CheckCoverage
	// Coverage of rollout_ended_on_failed_model_call.
	RolloutEndedOnFailedModelCall CheckCoverage
	// Coverage of agent_turn_hollow.
	AgentTurnHollow CheckCoverage
	// Coverage of model_call_zero_completion_tokens.
	ModelCallZeroCompletionTokens CheckCoverage
	// Coverage of model_call_missing_token_counts.
	ModelCallMissingTokenCounts CheckCoverage
	// Coverage of trajectory_capture_mismatch.
	TrajectoryCaptureMismatch CheckCoverage
	// Coverage of model_call_failed.
	ModelCallFailed CheckCoverage
	// Coverage of rollout_token_count_mismatch.
	RolloutTokenCountMismatch CheckCoverage
	// Coverage of model_call_runaway_generation.
	ModelCallRunawayGeneration CheckCoverage
	// Coverage of task_consistently_unhealthy.
	TaskConsistentlyUnhealthy CheckCoverage
	// Coverage of task_no_successful_model_calls.
	TaskNoSuccessfulModelCalls CheckCoverage
}

func decodeHealthCoverage(raw json.RawMessage) (HealthCoverage, error) {
	var value HealthCoverage
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.CheckExecutionError = jsonmodel.Required(fields, "check_execution_error", decodeCheckCoverage)
	value.RecordUnreadable = jsonmodel.Required(fields, "record_unreadable", decodeCheckCoverage)
	value.RolloutDuplicateIdentity = jsonmodel.Required(fields, "rollout_duplicate_identity", decodeCheckCoverage)
	value.RolloutMissingAgentTurns = jsonmodel.Required(fields, "rollout_missing_agent_turns", decodeCheckCoverage)
	value.RolloutEndedOnFailedModelCall = jsonmodel.Required(fields, "rollout_ended_on_failed_model_call", decodeCheckCoverage)
	value.AgentTurnHollow = jsonmodel.Required(fields, "agent_turn_hollow", decodeCheckCoverage)
	value.ModelCallZeroCompletionTokens = jsonmodel.Required(fields, "model_call_zero_completion_tokens", decodeCheckCoverage)
	value.ModelCallMissingTokenCounts = jsonmodel.Required(fields, "model_call_missing_token_counts", decodeCheckCoverage)
	value.TrajectoryCaptureMismatch = jsonmodel.Required(fields, "trajectory_capture_mismatch", decodeCheckCoverage)
	value.ModelCallFailed = jsonmodel.Required(fields, "model_call_failed", decodeCheckCoverage)
	value.RolloutTokenCountMismatch = jsonmodel.Required(fields, "rollout_token_count_mismatch", decodeCheckCoverage)
	value.ModelCallRunawayGeneration = jsonmodel.Required(fields, "model_call_runaway_generation", decodeCheckCoverage)
	value.TaskConsistentlyUnhealthy = jsonmodel.Required(fields, "task_consistently_unhealthy", decodeCheckCoverage)
	value.TaskNoSuccessfulModelCalls = jsonmodel.Required(fields, "task_no_successful_model_calls", decodeCheckCoverage)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthCoverage) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthCoverage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v HealthCoverage) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "check_execution_error", v.CheckExecutionError)
	jsonmodel.Put(&w, "record_unreadable", v.RecordUnreadable)
	jsonmodel.Put(&w, "rollout_duplicate_identity", v.RolloutDuplicateIdentity)
	jsonmodel.Put(&w, "rollout_missing_agent_turns", v.RolloutMissingAgentTurns)
	jsonmodel.Put(&w, "rollout_ended_on_failed_model_call", v.RolloutEndedOnFailedModelCall)
	jsonmodel.Put(&w, "agent_turn_hollow", v.AgentTurnHollow)
	jsonmodel.Put(&w, "model_call_zero_completion_tokens", v.ModelCallZeroCompletionTokens)
	jsonmodel.Put(&w, "model_call_missing_token_counts", v.ModelCallMissingTokenCounts)
	jsonmodel.Put(&w, "trajectory_capture_mismatch", v.TrajectoryCaptureMismatch)
	jsonmodel.Put(&w, "model_call_failed", v.ModelCallFailed)
	jsonmodel.Put(&w, "rollout_token_count_mismatch", v.RolloutTokenCountMismatch)
	jsonmodel.Put(&w, "model_call_runaway_generation", v.ModelCallRunawayGeneration)
	jsonmodel.Put(&w, "task_consistently_unhealthy", v.TaskConsistentlyUnhealthy)
	jsonmodel.Put(&w, "task_no_successful_model_calls", v.TaskNoSuccessfulModelCalls)
	return w.Bytes()
}

// The facts of a finding. Each check writes the members spec/health/checks.json lists for it, and
// only those.
type HealthDetail struct {
	// check_execution_error, record_unreadable, rollout_missing_agent_turns, agent_turn_hollow: one
	// of the fixed texts of the check's reasons.
	Reason jsonmodel.Opt[string]
	// check_execution_error: the check that raised.
	FailedCheck jsonmodel.Opt[HealthDetailFailedCheck]
	// check_execution_error: the type of the error raised; record_unreadable: the code of the problem
	// (json.* for a line, the first error finding's code for ng_trajectory).
	Error jsonmodel.Opt[string]
	// record_unreadable of an ng_trajectory: JSON Pointer into the row of its first error finding.
	Path jsonmodel.Opt[string]
	// rollout_duplicate_identity: how many records share the identity.
	DuplicateCount jsonmodel.Opt[int64]
	// rollout_missing_agent_turns: how many turns the trajectory has.
	Turns jsonmodel.Opt[int64]
	// rollout_ended_on_failed_model_call: the group's model server as type/name, or null for calls
	// without model_ref.
	ModelRef jsonmodel.Opt[*string]
	// rollout_ended_on_failed_model_call, model_call_failed: the call's status_code, or null.
	Status jsonmodel.Opt[*int64]
	// rollout_ended_on_failed_model_call, model_call_failed: the call's error_category, or null.
	ErrorCategory jsonmodel.Opt[*string]
	// rollout_ended_on_failed_model_call: calls in the group.
	ObservedCalls jsonmodel.Opt[int64]
	// rollout_ended_on_failed_model_call: successful calls in the group.
	SuccessfulCalls jsonmodel.Opt[int64]
	// model_call_zero_completion_tokens: always 0.
	CompletionTokens jsonmodel.Opt[json.RawMessage]
	// model_call_missing_token_counts: the token counts the call lacks, in this order.
	Missing jsonmodel.Opt[[]HealthDetailMissingItem]
	// trajectory_capture_mismatch: what contradicts.
	Kind jsonmodel.Opt[HealthDetailKind]
	// trajectory_capture_mismatch of a reference that names several calls: how many.
	Count jsonmodel.Opt[int64]
	// trajectory_capture_mismatch from a gap: the gap's code.
	ObservationGap jsonmodel.Opt[string]
	// trajectory_capture_mismatch from a gap: the gap's invocation_id.
	InvocationId jsonmodel.Opt[*string]
	// model_call_failed: every owned reference resolves and no owned call comes after this one.
	Terminal jsonmodel.Opt[bool]
	// rollout_token_count_mismatch: the prompt count of response.usage.
	TranscriptPrompt jsonmodel.Opt[int64]
	// rollout_token_count_mismatch: the completion count of response.usage.
	TranscriptCompletion jsonmodel.Opt[int64]
	// rollout_token_count_mismatch: prompt_tokens summed over the turn-bound calls that finished.
	CapturePrompt jsonmodel.Opt[int64]
	// rollout_token_count_mismatch: completion_tokens summed over the turn-bound calls that finished.
	CaptureCompletion jsonmodel.Opt[int64]
	// model_call_runaway_generation: the call's finish_reason.
	FinishReason jsonmodel.Opt[HealthDetailFinishReason]
	// task_consistently_unhealthy: repeats with a healthy or unhealthy verdict.
	ComputableRepeats jsonmodel.Opt[int64]
	// task_no_successful_model_calls: repeats of the task.
	Repeats jsonmodel.Opt[int64]
}

func decodeHealthDetail(raw json.RawMessage) (HealthDetail, error) {
	var value HealthDetail
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Reason = jsonmodel.Optional(fields, "reason", jsonmodel.String)
	value.FailedCheck = jsonmodel.Optional(fields, "failed_check", decodeHealthDetailFailedCheck)
	value.Error = jsonmodel.Optional(fields, "error", jsonmodel.String)
	value.Path = jsonmodel.Optional(fields, "path", jsonmodel.String)
	value.DuplicateCount = jsonmodel.Optional(fields, "duplicate_count", jsonmodel.Integer)
	value.Turns = jsonmodel.Optional(fields, "turns", jsonmodel.Integer)
	value.ModelRef = jsonmodel.Optional(fields, "model_ref", jsonmodel.Nullable(jsonmodel.String))
	value.Status = jsonmodel.Optional(fields, "status", jsonmodel.Nullable(jsonmodel.Integer))
	value.ErrorCategory = jsonmodel.Optional(fields, "error_category", jsonmodel.Nullable(jsonmodel.String))
	value.ObservedCalls = jsonmodel.Optional(fields, "observed_calls", jsonmodel.Integer)
	value.SuccessfulCalls = jsonmodel.Optional(fields, "successful_calls", jsonmodel.Integer)
	value.CompletionTokens = jsonmodel.Optional(fields, "completion_tokens", jsonmodel.Values("0"))
	value.Missing = jsonmodel.Optional(fields, "missing", jsonmodel.List(decodeHealthDetailMissingItem))
	value.Kind = jsonmodel.Optional(fields, "kind", decodeHealthDetailKind)
	value.Count = jsonmodel.Optional(fields, "count", jsonmodel.Integer)
	value.ObservationGap = jsonmodel.Optional(fields, "observation_gap", jsonmodel.String)
	value.InvocationId = jsonmodel.Optional(fields, "invocation_id", jsonmodel.Nullable(jsonmodel.String))
	value.Terminal = jsonmodel.Optional(fields, "terminal", jsonmodel.Boolean)
	value.TranscriptPrompt = jsonmodel.Optional(fields, "transcript_prompt", jsonmodel.Integer)
	value.TranscriptCompletion = jsonmodel.Optional(fields, "transcript_completion", jsonmodel.Integer)
	value.CapturePrompt = jsonmodel.Optional(fields, "capture_prompt", jsonmodel.Integer)
	value.CaptureCompletion = jsonmodel.Optional(fields, "capture_completion", jsonmodel.Integer)
	value.FinishReason = jsonmodel.Optional(fields, "finish_reason", decodeHealthDetailFinishReason)
	value.ComputableRepeats = jsonmodel.Optional(fields, "computable_repeats", jsonmodel.Integer)
	value.Repeats = jsonmodel.Optional(fields, "repeats", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthDetail) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthDetail(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v HealthDetail) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "reason", v.Reason)
	jsonmodel.PutOpt(&w, "failed_check", v.FailedCheck)
	jsonmodel.PutOpt(&w, "error", v.Error)
	jsonmodel.PutOpt(&w, "path", v.Path)
	jsonmodel.PutOpt(&w, "duplicate_count", v.DuplicateCount)
	jsonmodel.PutOpt(&w, "turns", v.Turns)
	jsonmodel.PutOpt(&w, "model_ref", v.ModelRef)
	jsonmodel.PutOpt(&w, "status", v.Status)
	jsonmodel.PutOpt(&w, "error_category", v.ErrorCategory)
	jsonmodel.PutOpt(&w, "observed_calls", v.ObservedCalls)
	jsonmodel.PutOpt(&w, "successful_calls", v.SuccessfulCalls)
	jsonmodel.PutOpt(&w, "completion_tokens", v.CompletionTokens)
	jsonmodel.PutOpt(&w, "missing", v.Missing)
	jsonmodel.PutOpt(&w, "kind", v.Kind)
	jsonmodel.PutOpt(&w, "count", v.Count)
	jsonmodel.PutOpt(&w, "observation_gap", v.ObservationGap)
	jsonmodel.PutOpt(&w, "invocation_id", v.InvocationId)
	jsonmodel.PutOpt(&w, "terminal", v.Terminal)
	jsonmodel.PutOpt(&w, "transcript_prompt", v.TranscriptPrompt)
	jsonmodel.PutOpt(&w, "transcript_completion", v.TranscriptCompletion)
	jsonmodel.PutOpt(&w, "capture_prompt", v.CapturePrompt)
	jsonmodel.PutOpt(&w, "capture_completion", v.CaptureCompletion)
	jsonmodel.PutOpt(&w, "finish_reason", v.FinishReason)
	jsonmodel.PutOpt(&w, "computable_repeats", v.ComputableRepeats)
	jsonmodel.PutOpt(&w, "repeats", v.Repeats)
	return w.Bytes()
}

// check_execution_error: the check that raised.
type HealthDetailFailedCheck string

const (
	HealthDetailFailedCheckCheckExecutionError           HealthDetailFailedCheck = "check_execution_error"
	HealthDetailFailedCheckRecordUnreadable              HealthDetailFailedCheck = "record_unreadable"
	HealthDetailFailedCheckRolloutDuplicateIdentity      HealthDetailFailedCheck = "rollout_duplicate_identity"
	HealthDetailFailedCheckRolloutMissingAgentTurns      HealthDetailFailedCheck = "rollout_missing_agent_turns"
	HealthDetailFailedCheckRolloutEndedOnFailedModelCall HealthDetailFailedCheck = "rollout_ended_on_failed_model_call"
	HealthDetailFailedCheckAgentTurnHollow               HealthDetailFailedCheck = "agent_turn_hollow"
	HealthDetailFailedCheckModelCallZeroCompletionTokens HealthDetailFailedCheck = "model_call_zero_completion_tokens"
	HealthDetailFailedCheckModelCallMissingTokenCounts   HealthDetailFailedCheck = "model_call_missing_token_counts"
	HealthDetailFailedCheckTrajectoryCaptureMismatch     HealthDetailFailedCheck = "trajectory_capture_mismatch"
	HealthDetailFailedCheckModelCallFailed               HealthDetailFailedCheck = "model_call_failed"
	HealthDetailFailedCheckRolloutTokenCountMismatch     HealthDetailFailedCheck = "rollout_token_count_mismatch"
	HealthDetailFailedCheckModelCallRunawayGeneration    HealthDetailFailedCheck = "model_call_runaway_generation"
	HealthDetailFailedCheckTaskConsistentlyUnhealthy     HealthDetailFailedCheck = "task_consistently_unhealthy"
	HealthDetailFailedCheckTaskNoSuccessfulModelCalls    HealthDetailFailedCheck = "task_no_successful_model_calls"
)

func decodeHealthDetailFailedCheck(raw json.RawMessage) (HealthDetailFailedCheck, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := HealthDetailFailedCheck(text); value {
	case HealthDetailFailedCheckCheckExecutionError, HealthDetailFailedCheckRecordUnreadable, HealthDetailFailedCheckRolloutDuplicateIdentity, HealthDetailFailedCheckRolloutMissingAgentTurns, HealthDetailFailedCheckRolloutEndedOnFailedModelCall, HealthDetailFailedCheckAgentTurnHollow, HealthDetailFailedCheckModelCallZeroCompletionTokens, HealthDetailFailedCheckModelCallMissingTokenCounts, HealthDetailFailedCheckTrajectoryCaptureMismatch, HealthDetailFailedCheckModelCallFailed, HealthDetailFailedCheckRolloutTokenCountMismatch, HealthDetailFailedCheckModelCallRunawayGeneration, HealthDetailFailedCheckTaskConsistentlyUnhealthy, HealthDetailFailedCheckTaskNoSuccessfulModelCalls:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "check_execution_error", "record_unreadable", "rollout_duplicate_identity", "rollout_missing_agent_turns", "rollout_ended_on_failed_model_call", "agent_turn_hollow", "model_call_zero_completion_tokens", "model_call_missing_token_counts", "trajectory_capture_mismatch", "model_call_failed", "rollout_token_count_mismatch", "model_call_runaway_generation", "task_consistently_unhealthy", "task_no_successful_model_calls")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthDetailFailedCheck) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthDetailFailedCheck(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// model_call_runaway_generation: the call's finish_reason.
type HealthDetailFinishReason string

const (
	HealthDetailFinishReasonLength          HealthDetailFinishReason = "length"
	HealthDetailFinishReasonMaxOutputTokens HealthDetailFinishReason = "max_output_tokens"
	HealthDetailFinishReasonMaxTokens       HealthDetailFinishReason = "max_tokens"
)

func decodeHealthDetailFinishReason(raw json.RawMessage) (HealthDetailFinishReason, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := HealthDetailFinishReason(text); value {
	case HealthDetailFinishReasonLength, HealthDetailFinishReasonMaxOutputTokens, HealthDetailFinishReasonMaxTokens:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "length", "max_output_tokens", "max_tokens")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthDetailFinishReason) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthDetailFinishReason(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// trajectory_capture_mismatch: what contradicts.
type HealthDetailKind string

const (
	HealthDetailKindMissingCapturedCall      HealthDetailKind = "missing_captured_call"
	HealthDetailKindDuplicatedCapturedCall   HealthDetailKind = "duplicated_captured_call"
	HealthDetailKindConflictingCallOwnership HealthDetailKind = "conflicting_call_ownership"
)

func decodeHealthDetailKind(raw json.RawMessage) (HealthDetailKind, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := HealthDetailKind(text); value {
	case HealthDetailKindMissingCapturedCall, HealthDetailKindDuplicatedCapturedCall, HealthDetailKindConflictingCallOwnership:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "missing_captured_call", "duplicated_captured_call", "conflicting_call_ownership")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthDetailKind) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthDetailKind(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// HealthDetailMissingItem is generated from the schemas.
type HealthDetailMissingItem string

const (
	HealthDetailMissingItemPromptTokens     HealthDetailMissingItem = "prompt_tokens"
	HealthDetailMissingItemCompletionTokens HealthDetailMissingItem = "completion_tokens"
)

func decodeHealthDetailMissingItem(raw json.RawMessage) (HealthDetailMissingItem, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := HealthDetailMissingItem(text); value {
	case HealthDetailMissingItemPromptTokens, HealthDetailMissingItemCompletionTokens:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "prompt_tokens", "completion_tokens")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthDetailMissingItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthDetailMissingItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// What one rollout health check found: the check (spec/health/checks.json lists them in registry
// order), the task or rollout it is about, where, and the check's detail. Health findings judge
// the integrity of the evidence in ng_trajectory, never task success.
type HealthFinding struct {
	// Id of the check that found it.
	Check HealthFindingCheck
	// The task (task checks) or the rollout (rollout checks) the finding is about.
	Subject HealthSubject
	// Where inside the rollout, or null when the finding is about the whole rollout or task.
	Locator *HealthLocator
	// The check's facts; the members depend on the check (spec/health/checks.json).
	Detail HealthDetail
}

func decodeHealthFinding(raw json.RawMessage) (HealthFinding, error) {
	var value HealthFinding
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Check = jsonmodel.Required(fields, "check", decodeHealthFindingCheck)
	value.Subject = jsonmodel.Required(fields, "subject", decodeHealthSubject)
	value.Locator = jsonmodel.Required(fields, "locator", jsonmodel.Nullable(decodeHealthLocator))
	value.Detail = jsonmodel.Required(fields, "detail", decodeHealthDetail)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthFinding) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthFinding(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v HealthFinding) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "check", v.Check)
	jsonmodel.Put(&w, "subject", v.Subject)
	jsonmodel.Put(&w, "locator", v.Locator)
	jsonmodel.Put(&w, "detail", v.Detail)
	return w.Bytes()
}

// Id of the check that found it.
type HealthFindingCheck string

const (
	HealthFindingCheckCheckExecutionError           HealthFindingCheck = "check_execution_error"
	HealthFindingCheckRecordUnreadable              HealthFindingCheck = "record_unreadable"
	HealthFindingCheckRolloutDuplicateIdentity      HealthFindingCheck = "rollout_duplicate_identity"
	HealthFindingCheckRolloutMissingAgentTurns      HealthFindingCheck = "rollout_missing_agent_turns"
	HealthFindingCheckRolloutEndedOnFailedModelCall HealthFindingCheck = "rollout_ended_on_failed_model_call"
	HealthFindingCheckAgentTurnHollow               HealthFindingCheck = "agent_turn_hollow"
	HealthFindingCheckModelCallZeroCompletionTokens HealthFindingCheck = "model_call_zero_completion_tokens"
	HealthFindingCheckModelCallMissingTokenCounts   HealthFindingCheck = "model_call_missing_token_counts"
	HealthFindingCheckTrajectoryCaptureMismatch     HealthFindingCheck = "trajectory_capture_mismatch"
	HealthFindingCheckModelCallFailed               HealthFindingCheck = "model_call_failed"
	HealthFindingCheckRolloutTokenCountMismatch     HealthFindingCheck = "rollout_token_count_mismatch"
	HealthFindingCheckModelCallRunawayGeneration    HealthFindingCheck = "model_call_runaway_generation"
	HealthFindingCheckTaskConsistentlyUnhealthy     HealthFindingCheck = "task_consistently_unhealthy"
	HealthFindingCheckTaskNoSuccessfulModelCalls    HealthFindingCheck = "task_no_successful_model_calls"
)

func decodeHealthFindingCheck(raw json.RawMessage) (HealthFindingCheck, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := HealthFindingCheck(text); value {
	case HealthFindingCheckCheckExecutionError, HealthFindingCheckRecordUnreadable, HealthFindingCheckRolloutDuplicateIdentity, HealthFindingCheckRolloutMissingAgentTurns, HealthFindingCheckRolloutEndedOnFailedModelCall, HealthFindingCheckAgentTurnHollow, HealthFindingCheckModelCallZeroCompletionTokens, HealthFindingCheckModelCallMissingTokenCounts, HealthFindingCheckTrajectoryCaptureMismatch, HealthFindingCheckModelCallFailed, HealthFindingCheckRolloutTokenCountMismatch, HealthFindingCheckModelCallRunawayGeneration, HealthFindingCheckTaskConsistentlyUnhealthy, HealthFindingCheckTaskNoSuccessfulModelCalls:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "check_execution_error", "record_unreadable", "rollout_duplicate_identity", "rollout_missing_agent_turns", "rollout_ended_on_failed_model_call", "agent_turn_hollow", "model_call_zero_completion_tokens", "model_call_missing_token_counts", "trajectory_capture_mismatch", "model_call_failed", "rollout_token_count_mismatch", "model_call_runaway_generation", "task_consistently_unhealthy", "task_no_successful_model_calls")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthFindingCheck) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthFindingCheck(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Where a finding is: a line of an input file, a model call, or a turn.
type HealthLocator struct {
	// record_unreadable: the input file as it was named (absent for rows given in memory).
	SourceFile jsonmodel.Opt[string]
	// record_unreadable: the line number, from 1 (for rows given in memory: the position, from 1).
	Line jsonmodel.Opt[int64]
	// Model-call checks: the call's model_call_id, else its response_id, else its position in
	// ng_trajectory.model_calls; trajectory_capture_mismatch: the id the reference or gap names.
	CallId jsonmodel.Opt[string]
	// agent_turn_hollow: the turn's invocation.
	InvocationId jsonmodel.Opt[string]
	// agent_turn_hollow: the turn's turn_no.
	Turn jsonmodel.Opt[int64]
}

func decodeHealthLocator(raw json.RawMessage) (HealthLocator, error) {
	var value HealthLocator
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.SourceFile = jsonmodel.Optional(fields, "source_file", jsonmodel.String)
	value.Line = jsonmodel.Optional(fields, "line", jsonmodel.Integer)
	value.CallId = jsonmodel.Optional(fields, "call_id", jsonmodel.String)
	value.InvocationId = jsonmodel.Optional(fields, "invocation_id", jsonmodel.String)
	value.Turn = jsonmodel.Optional(fields, "turn", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthLocator) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthLocator(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v HealthLocator) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "source_file", v.SourceFile)
	jsonmodel.PutOpt(&w, "line", v.Line)
	jsonmodel.PutOpt(&w, "call_id", v.CallId)
	jsonmodel.PutOpt(&w, "invocation_id", v.InvocationId)
	jsonmodel.PutOpt(&w, "turn", v.Turn)
	return w.Bytes()
}

// Figures over every record of the run.
type HealthRun struct {
	// Checks that were neither run nor counted, sorted.
	IgnoredChecks []HealthRunIgnoredChecksItem
	// What was read and how far each check got.
	Artifacts HealthArtifacts
	// Records per verdict.
	Verdicts VerdictCounts
	// Findings per check.
	Issues IssueCounts
	// Figures over the model calls and usage of the records.
	Stats HealthStats
}

func decodeHealthRun(raw json.RawMessage) (HealthRun, error) {
	var value HealthRun
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.IgnoredChecks = jsonmodel.Required(fields, "ignored_checks", jsonmodel.List(decodeHealthRunIgnoredChecksItem))
	value.Artifacts = jsonmodel.Required(fields, "artifacts", decodeHealthArtifacts)
	value.Verdicts = jsonmodel.Required(fields, "verdicts", decodeVerdictCounts)
	value.Issues = jsonmodel.Required(fields, "issues", decodeIssueCounts)
	value.Stats = jsonmodel.Required(fields, "stats", decodeHealthStats)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthRun) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthRun(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v HealthRun) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "ignored_checks", v.IgnoredChecks)
	jsonmodel.Put(&w, "artifacts", v.Artifacts)
	jsonmodel.Put(&w, "verdicts", v.Verdicts)
	jsonmodel.Put(&w, "issues", v.Issues)
	jsonmodel.Put(&w, "stats", v.Stats)
	return w.Bytes()
}

// HealthRunIgnoredChecksItem is generated from the schemas.
type HealthRunIgnoredChecksItem string

const (
	HealthRunIgnoredChecksItemCheckExecutionError           HealthRunIgnoredChecksItem = "check_execution_error"
	HealthRunIgnoredChecksItemRecordUnreadable              HealthRunIgnoredChecksItem = "record_unreadable"
	HealthRunIgnoredChecksItemRolloutDuplicateIdentity      HealthRunIgnoredChecksItem = "rollout_duplicate_identity"
	HealthRunIgnoredChecksItemRolloutMissingAgentTurns      HealthRunIgnoredChecksItem = "rollout_missing_agent_turns"
	HealthRunIgnoredChecksItemRolloutEndedOnFailedModelCall HealthRunIgnoredChecksItem = "rollout_ended_on_failed_model_call"
	HealthRunIgnoredChecksItemAgentTurnHollow               HealthRunIgnoredChecksItem = "agent_turn_hollow"
	HealthRunIgnoredChecksItemModelCallZeroCompletionTokens HealthRunIgnoredChecksItem = "model_call_zero_completion_tokens"
	HealthRunIgnoredChecksItemModelCallMissingTokenCounts   HealthRunIgnoredChecksItem = "model_call_missing_token_counts"
	HealthRunIgnoredChecksItemTrajectoryCaptureMismatch     HealthRunIgnoredChecksItem = "trajectory_capture_mismatch"
	HealthRunIgnoredChecksItemModelCallFailed               HealthRunIgnoredChecksItem = "model_call_failed"
	HealthRunIgnoredChecksItemRolloutTokenCountMismatch     HealthRunIgnoredChecksItem = "rollout_token_count_mismatch"
	HealthRunIgnoredChecksItemModelCallRunawayGeneration    HealthRunIgnoredChecksItem = "model_call_runaway_generation"
	HealthRunIgnoredChecksItemTaskConsistentlyUnhealthy     HealthRunIgnoredChecksItem = "task_consistently_unhealthy"
	HealthRunIgnoredChecksItemTaskNoSuccessfulModelCalls    HealthRunIgnoredChecksItem = "task_no_successful_model_calls"
)

func decodeHealthRunIgnoredChecksItem(raw json.RawMessage) (HealthRunIgnoredChecksItem, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := HealthRunIgnoredChecksItem(text); value {
	case HealthRunIgnoredChecksItemCheckExecutionError, HealthRunIgnoredChecksItemRecordUnreadable, HealthRunIgnoredChecksItemRolloutDuplicateIdentity, HealthRunIgnoredChecksItemRolloutMissingAgentTurns, HealthRunIgnoredChecksItemRolloutEndedOnFailedModelCall, HealthRunIgnoredChecksItemAgentTurnHollow, HealthRunIgnoredChecksItemModelCallZeroCompletionTokens, HealthRunIgnoredChecksItemModelCallMissingTokenCounts, HealthRunIgnoredChecksItemTrajectoryCaptureMismatch, HealthRunIgnoredChecksItemModelCallFailed, HealthRunIgnoredChecksItemRolloutTokenCountMismatch, HealthRunIgnoredChecksItemModelCallRunawayGeneration, HealthRunIgnoredChecksItemTaskConsistentlyUnhealthy, HealthRunIgnoredChecksItemTaskNoSuccessfulModelCalls:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "check_execution_error", "record_unreadable", "rollout_duplicate_identity", "rollout_missing_agent_turns", "rollout_ended_on_failed_model_call", "agent_turn_hollow", "model_call_zero_completion_tokens", "model_call_missing_token_counts", "trajectory_capture_mismatch", "model_call_failed", "rollout_token_count_mismatch", "model_call_runaway_generation", "task_consistently_unhealthy", "task_no_successful_model_calls")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthRunIgnoredChecksItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthRunIgnoredChecksItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Figures over the model calls and usage of the records.
type HealthStats struct {
	// Failed model calls.
	ModelCallErrors ModelCallErrorStats
	// Model calls recorded more than once.
	DuplicatedCalls DuplicatedCallStats
	// Token totals.
	Tokens HealthTokenTotals
}

func decodeHealthStats(raw json.RawMessage) (HealthStats, error) {
	var value HealthStats
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ModelCallErrors = jsonmodel.Required(fields, "model_call_errors", decodeModelCallErrorStats)
	value.DuplicatedCalls = jsonmodel.Required(fields, "duplicated_calls", decodeDuplicatedCallStats)
	value.Tokens = jsonmodel.Required(fields, "tokens", decodeHealthTokenTotals)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthStats) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthStats(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v HealthStats) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "model_call_errors", v.ModelCallErrors)
	jsonmodel.Put(&w, "duplicated_calls", v.DuplicatedCalls)
	jsonmodel.Put(&w, "tokens", v.Tokens)
	return w.Bytes()
}

// A task, or one rollout of it, by its indices.
type HealthSubject struct {
	// The record's _ng_task_index; for a record without one, its 0-based position among the non-blank
	// lines of all inputs; for an unreadable line, __unreadable_record__:input-<input number from
	// 0>:line-<line number from 1>.
	NgTaskIndex HealthSubjectNgTaskIndex
	// The record's _ng_rollout_index (0 when it has none); absent for a task finding.
	NgRolloutIndex jsonmodel.Opt[HealthSubjectNgRolloutIndex]
}

func decodeHealthSubject(raw json.RawMessage) (HealthSubject, error) {
	var value HealthSubject
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.NgTaskIndex = jsonmodel.Required(fields, "_ng_task_index", decodeHealthSubjectNgTaskIndex)
	value.NgRolloutIndex = jsonmodel.Optional(fields, "_ng_rollout_index", decodeHealthSubjectNgRolloutIndex)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthSubject) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthSubject(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v HealthSubject) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "_ng_task_index", v.NgTaskIndex)
	jsonmodel.PutOpt(&w, "_ng_rollout_index", v.NgRolloutIndex)
	return w.Bytes()
}

// The record's _ng_rollout_index (0 when it has none); absent for a task finding.
type HealthSubjectNgRolloutIndex struct {
	// The record's _ng_rollout_index (0 when it has none); absent for a task finding.
	Integer *int64
	// The record's _ng_rollout_index (0 when it has none); absent for a task finding.
	String *string
}

func decodeHealthSubjectNgRolloutIndex(raw json.RawMessage) (HealthSubjectNgRolloutIndex, error) {
	var value HealthSubjectNgRolloutIndex
	var errs []error
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthSubjectNgRolloutIndex) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthSubjectNgRolloutIndex(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v HealthSubjectNgRolloutIndex) MarshalJSON() ([]byte, error) {
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	return nil, errors.New("HealthSubjectNgRolloutIndex: no alternative is set")
}

// The record's _ng_task_index; for a record without one, its 0-based position among the non-blank
// lines of all inputs; for an unreadable line, __unreadable_record__:input-<input number from
// 0>:line-<line number from 1>.
type HealthSubjectNgTaskIndex struct {
	// The record's _ng_task_index; for a record without one, its 0-based position among the non-blank
	// lines of all inputs; for an unreadable line, __unreadable_record__:input-<input number from
	// 0>:line-<line number from 1>.
	Integer *int64
	// The record's _ng_task_index; for a record without one, its 0-based position among the non-blank
	// lines of all inputs; for an unreadable line, __unreadable_record__:input-<input number from
	// 0>:line-<line number from 1>.
	String *string
}

func decodeHealthSubjectNgTaskIndex(raw json.RawMessage) (HealthSubjectNgTaskIndex, error) {
	var value HealthSubjectNgTaskIndex
	var errs []error
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthSubjectNgTaskIndex) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthSubjectNgTaskIndex(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v HealthSubjectNgTaskIndex) MarshalJSON() ([]byte, error) {
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	return nil, errors.New("HealthSubjectNgTaskIndex: no alternative is set")
}

// Token totals over every record whose counts keep each total in the signed 64-bit range.
type HealthTokenTotals struct {
	// response.usage prompt counts (0 where absent).
	Prompt int64
	// response.usage completion counts (0 where absent).
	Completion int64
	// prompt_tokens over every model call.
	CapturePrompt int64
	// completion_tokens over every model call.
	CaptureCompletion int64
	// Records left out of these four totals, present only when there are any: adding a record's
	// counts would have carried a total past 2**63 - 1, the largest integer every reader of the
	// family holds exactly, so none of its four counts is added (the command names each such record
	// on stderr).
	LeftOut jsonmodel.Opt[int64]
}

func decodeHealthTokenTotals(raw json.RawMessage) (HealthTokenTotals, error) {
	var value HealthTokenTotals
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Prompt = jsonmodel.Required(fields, "prompt", jsonmodel.Integer)
	value.Completion = jsonmodel.Required(fields, "completion", jsonmodel.Integer)
	value.CapturePrompt = jsonmodel.Required(fields, "capture_prompt", jsonmodel.Integer)
	value.CaptureCompletion = jsonmodel.Required(fields, "capture_completion", jsonmodel.Integer)
	value.LeftOut = jsonmodel.Optional(fields, "left_out", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *HealthTokenTotals) UnmarshalJSON(raw []byte) error {
	value, err := decodeHealthTokenTotals(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v HealthTokenTotals) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "prompt", v.Prompt)
	jsonmodel.Put(&w, "completion", v.Completion)
	jsonmodel.Put(&w, "capture_prompt", v.CapturePrompt)
	jsonmodel.Put(&w, "capture_completion", v.CaptureCompletion)
	jsonmodel.PutOpt(&w, "left_out", v.LeftOut)
	return w.Bytes()
}

// A hosted image generation. Open: keys beyond those listed are kept, as the Responses vocabulary
// grows.
type ImageGenerationCallItem struct {
	// Item tag.
	Type ImageGenerationCallItemType
	// Provider id of the item.
	Id string
	// The generated image encoded in base64.
	Result jsonmodel.Opt[*string]
	// Progress of the generation.
	Status ImageGenerationCallItemStatus
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeImageGenerationCallItem(raw json.RawMessage) (ImageGenerationCallItem, error) {
	var value ImageGenerationCallItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeImageGenerationCallItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.Result = jsonmodel.Optional(fields, "result", jsonmodel.Nullable(jsonmodel.String))
	value.Status = jsonmodel.Required(fields, "status", decodeImageGenerationCallItemStatus)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ImageGenerationCallItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeImageGenerationCallItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ImageGenerationCallItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.PutOpt(&w, "result", v.Result)
	jsonmodel.Put(&w, "status", v.Status)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Progress of the generation.
type ImageGenerationCallItemStatus string

const (
	ImageGenerationCallItemStatusInProgress ImageGenerationCallItemStatus = "in_progress"
	ImageGenerationCallItemStatusCompleted  ImageGenerationCallItemStatus = "completed"
	ImageGenerationCallItemStatusGenerating ImageGenerationCallItemStatus = "generating"
	ImageGenerationCallItemStatusFailed     ImageGenerationCallItemStatus = "failed"
)

func decodeImageGenerationCallItemStatus(raw json.RawMessage) (ImageGenerationCallItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ImageGenerationCallItemStatus(text); value {
	case ImageGenerationCallItemStatusInProgress, ImageGenerationCallItemStatusCompleted, ImageGenerationCallItemStatusGenerating, ImageGenerationCallItemStatusFailed:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "completed", "generating", "failed")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ImageGenerationCallItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeImageGenerationCallItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type ImageGenerationCallItemType string

const (
	ImageGenerationCallItemTypeImageGenerationCall ImageGenerationCallItemType = "image_generation_call"
)

func decodeImageGenerationCallItemType(raw json.RawMessage) (ImageGenerationCallItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ImageGenerationCallItemType(text); value {
	case ImageGenerationCallItemTypeImageGenerationCall:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "image_generation_call")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ImageGenerationCallItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeImageGenerationCallItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A file given to the model, inline or by reference. Open: keys beyond those listed are kept, as
// the Responses vocabulary grows.
type InputFilePart struct {
	// Content part tag.
	Type InputFilePartType
	// Inline content of the file.
	FileData jsonmodel.Opt[*string]
	// Id of an uploaded file.
	FileId jsonmodel.Opt[*string]
	// URL of the file.
	FileUrl jsonmodel.Opt[string]
	// Name of the file.
	Filename jsonmodel.Opt[*string]
	// Resolution hint for the file's rendering.
	Detail jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeInputFilePart(raw json.RawMessage) (InputFilePart, error) {
	var value InputFilePart
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeInputFilePartType)
	value.FileData = jsonmodel.Optional(fields, "file_data", jsonmodel.Nullable(jsonmodel.String))
	value.FileId = jsonmodel.Optional(fields, "file_id", jsonmodel.Nullable(jsonmodel.String))
	value.FileUrl = jsonmodel.Optional(fields, "file_url", jsonmodel.String)
	value.Filename = jsonmodel.Optional(fields, "filename", jsonmodel.Nullable(jsonmodel.String))
	value.Detail = jsonmodel.Optional(fields, "detail", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *InputFilePart) UnmarshalJSON(raw []byte) error {
	value, err := decodeInputFilePart(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v InputFilePart) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutOpt(&w, "file_data", v.FileData)
	jsonmodel.PutOpt(&w, "file_id", v.FileId)
	jsonmodel.PutOpt(&w, "file_url", v.FileUrl)
	jsonmodel.PutOpt(&w, "filename", v.Filename)
	jsonmodel.PutOpt(&w, "detail", v.Detail)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Content part tag.
type InputFilePartType string

const (
	InputFilePartTypeInputFile InputFilePartType = "input_file"
)

func decodeInputFilePartType(raw json.RawMessage) (InputFilePartType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := InputFilePartType(text); value {
	case InputFilePartTypeInputFile:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "input_file")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *InputFilePartType) UnmarshalJSON(raw []byte) error {
	value, err := decodeInputFilePartType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// An image given to the model, by URL (a data URL allowed) or by uploaded file id. Open: keys
// beyond those listed are kept, as the Responses vocabulary grows.
type InputImagePart struct {
	// Content part tag.
	Type InputImagePartType
	// Resolution at which the model should look at the image.
	Detail InputImagePartDetail
	// URL or data URL of the image.
	ImageUrl jsonmodel.Opt[*string]
	// Id of an uploaded image file.
	FileId jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeInputImagePart(raw json.RawMessage) (InputImagePart, error) {
	var value InputImagePart
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeInputImagePartType)
	value.Detail = jsonmodel.Required(fields, "detail", decodeInputImagePartDetail)
	value.ImageUrl = jsonmodel.Optional(fields, "image_url", jsonmodel.Nullable(jsonmodel.String))
	value.FileId = jsonmodel.Optional(fields, "file_id", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *InputImagePart) UnmarshalJSON(raw []byte) error {
	value, err := decodeInputImagePart(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v InputImagePart) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "detail", v.Detail)
	jsonmodel.PutOpt(&w, "image_url", v.ImageUrl)
	jsonmodel.PutOpt(&w, "file_id", v.FileId)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Resolution at which the model should look at the image.
type InputImagePartDetail string

const (
	InputImagePartDetailLow      InputImagePartDetail = "low"
	InputImagePartDetailHigh     InputImagePartDetail = "high"
	InputImagePartDetailAuto     InputImagePartDetail = "auto"
	InputImagePartDetailOriginal InputImagePartDetail = "original"
)

func decodeInputImagePartDetail(raw json.RawMessage) (InputImagePartDetail, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := InputImagePartDetail(text); value {
	case InputImagePartDetailLow, InputImagePartDetailHigh, InputImagePartDetailAuto, InputImagePartDetailOriginal:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "low", "high", "auto", "original")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *InputImagePartDetail) UnmarshalJSON(raw []byte) error {
	value, err := decodeInputImagePartDetail(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Content part tag.
type InputImagePartType string

const (
	InputImagePartTypeInputImage InputImagePartType = "input_image"
)

func decodeInputImagePartType(raw json.RawMessage) (InputImagePartType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := InputImagePartType(text); value {
	case InputImagePartTypeInputImage:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "input_image")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *InputImagePartType) UnmarshalJSON(raw []byte) error {
	value, err := decodeInputImagePartType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One task input row of NeMo Gym 0.7.0 (a line of example.jsonl, *_input.jsonl, a benchmark's data
// file): what a Gym run starts from. The request the agent sends the model
// (responses_create_params), the agent that runs it (agent_ref) and the task's own fields, which
// the verifier reads (expected_answer, verifier_metadata, ...). A row without
// responses_create_params, or without its input, is a raw row that a prompt_config completes.
// Open: keys not listed here belong to the task and are not checked, as Gym keeps them.
type InputRow struct {
	// The OpenAI Responses create request of the task.
	ResponsesCreateParams jsonmodel.Opt[ResponseCreateParams]
	// Agent server that runs the task.
	AgentRef jsonmodel.Opt[AgentRef]
	// Name Gym routes the row by when it has no agent_ref (a resources server or agent name).
	TaskSource jsonmodel.Opt[string]
	// The answer the verifier compares with; any JSON value.
	ExpectedAnswer jsonmodel.Opt[json.RawMessage]
	// Legacy container of task fields for the verifier; Gym splices its members up to the row. Null
	// means none.
	VerifierMetadata jsonmodel.Opt[*map[string]json.RawMessage]
	// Container of the task's own fields, in the layout after Gym's row-format migration; Gym splices
	// its members up to the row. Null means none.
	TaskData jsonmodel.Opt[*map[string]json.RawMessage]
	// Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
	// task_id} object of a materialized task row (whose inner task_id is used).
	TaskId jsonmodel.Opt[InputRowTaskId]
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	ProblemId jsonmodel.Opt[InputRowProblemId]
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	InstanceId jsonmodel.Opt[InputRowInstanceId]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeInputRow(raw json.RawMessage) (InputRow, error) {
	var value InputRow
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ResponsesCreateParams = jsonmodel.Optional(fields, "responses_create_params", decodeResponseCreateParams)
	value.AgentRef = jsonmodel.Optional(fields, "agent_ref", decodeAgentRef)
	value.TaskSource = jsonmodel.Optional(fields, "task_source", jsonmodel.String)
	value.ExpectedAnswer = jsonmodel.Optional(fields, "expected_answer", jsonmodel.Any)
	value.VerifierMetadata = jsonmodel.Optional(fields, "verifier_metadata", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.TaskData = jsonmodel.Optional(fields, "task_data", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.TaskId = jsonmodel.Optional(fields, "task_id", decodeInputRowTaskId)
	value.ProblemId = jsonmodel.Optional(fields, "problem_id", decodeInputRowProblemId)
	value.InstanceId = jsonmodel.Optional(fields, "instance_id", decodeInputRowInstanceId)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *InputRow) UnmarshalJSON(raw []byte) error {
	value, err := decodeInputRow(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v InputRow) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "responses_create_params", v.ResponsesCreateParams)
	jsonmodel.PutOpt(&w, "agent_ref", v.AgentRef)
	jsonmodel.PutOpt(&w, "task_source", v.TaskSource)
	jsonmodel.PutOpt(&w, "expected_answer", v.ExpectedAnswer)
	jsonmodel.PutOpt(&w, "verifier_metadata", v.VerifierMetadata)
	jsonmodel.PutOpt(&w, "task_data", v.TaskData)
	jsonmodel.PutOpt(&w, "task_id", v.TaskId)
	jsonmodel.PutOpt(&w, "problem_id", v.ProblemId)
	jsonmodel.PutOpt(&w, "instance_id", v.InstanceId)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
// its decimal text.
type InputRowInstanceId struct {
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	String *string
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	Integer *int64
}

func decodeInputRowInstanceId(raw json.RawMessage) (InputRowInstanceId, error) {
	var value InputRowInstanceId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *InputRowInstanceId) UnmarshalJSON(raw []byte) error {
	value, err := decodeInputRowInstanceId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v InputRowInstanceId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	return nil, errors.New("InputRowInstanceId: no alternative is set")
}

// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
type InputRowProblemId struct {
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	String *string
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	Integer *int64
}

func decodeInputRowProblemId(raw json.RawMessage) (InputRowProblemId, error) {
	var value InputRowProblemId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *InputRowProblemId) UnmarshalJSON(raw []byte) error {
	value, err := decodeInputRowProblemId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v InputRowProblemId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	return nil, errors.New("InputRowProblemId: no alternative is set")
}

// Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
// object of a materialized task row (whose inner task_id is used).
type InputRowTaskId struct {
	// The String alternative.
	String *string
	// The Integer alternative.
	Integer *int64
	// The MaterializedTaskId alternative.
	MaterializedTaskId *MaterializedTaskId
}

func decodeInputRowTaskId(raw json.RawMessage) (InputRowTaskId, error) {
	var value InputRowTaskId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeMaterializedTaskId(raw); err == nil {
		value.MaterializedTaskId = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *InputRowTaskId) UnmarshalJSON(raw []byte) error {
	value, err := decodeInputRowTaskId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v InputRowTaskId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	if v.MaterializedTaskId != nil {
		return json.Marshal(*v.MaterializedTaskId)
	}
	return nil, errors.New("InputRowTaskId: no alternative is set")
}

// Plain text given to the model. Open: keys beyond those listed are kept, as the Responses
// vocabulary grows.
type InputTextPart struct {
	// Content part tag.
	Type InputTextPartType
	// The text.
	Text string
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeInputTextPart(raw json.RawMessage) (InputTextPart, error) {
	var value InputTextPart
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeInputTextPartType)
	value.Text = jsonmodel.Required(fields, "text", jsonmodel.String)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *InputTextPart) UnmarshalJSON(raw []byte) error {
	value, err := decodeInputTextPart(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v InputTextPart) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "text", v.Text)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Content part tag.
type InputTextPartType string

const (
	InputTextPartTypeInputText InputTextPartType = "input_text"
)

func decodeInputTextPartType(raw json.RawMessage) (InputTextPartType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := InputTextPartType(text); value {
	case InputTextPartTypeInputText:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "input_text")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *InputTextPartType) UnmarshalJSON(raw []byte) error {
	value, err := decodeInputTextPartType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A video given to the model (a Gym extension of the input parts). Exactly one of video_url and
// video is set (rule content_part.input_video_source). Open: keys beyond those listed are kept, as
// the Responses vocabulary grows.
type InputVideoPart struct {
	// Content part tag.
	Type InputVideoPartType
	// URL of the video; non-empty when given.
	VideoUrl jsonmodel.Opt[string]
	// Video reference in the form the model server accepts; non-empty when given.
	Video jsonmodel.Opt[string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeInputVideoPart(raw json.RawMessage) (InputVideoPart, error) {
	var value InputVideoPart
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeInputVideoPartType)
	value.VideoUrl = jsonmodel.Optional(fields, "video_url", jsonmodel.String)
	value.Video = jsonmodel.Optional(fields, "video", jsonmodel.String)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *InputVideoPart) UnmarshalJSON(raw []byte) error {
	value, err := decodeInputVideoPart(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v InputVideoPart) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutOpt(&w, "video_url", v.VideoUrl)
	jsonmodel.PutOpt(&w, "video", v.Video)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Content part tag.
type InputVideoPartType string

const (
	InputVideoPartTypeInputVideo InputVideoPartType = "input_video"
)

func decodeInputVideoPartType(raw json.RawMessage) (InputVideoPartType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := InputVideoPartType(text); value {
	case InputVideoPartTypeInputVideo:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "input_video")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *InputVideoPartType) UnmarshalJSON(raw []byte) error {
	value, err := decodeInputVideoPartType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Findings per check id.
type IssueCounts struct {
	// Findings of check_execution_error.
	CheckExecutionError int64
	// Findings of record_unreadable.
	RecordUnreadable int64
	// Findings of rollout_duplicate_identity.
	RolloutDuplicateIdentity int64
	// Findings of rollout_missing_agent_turns.
	RolloutMissingAgentTurns int64
	// Findings of rollout_ended_on_failed_model_call.
	RolloutEndedOnFailedModelCall int64
	// Findings of agent_turn_hollow.
	AgentTurnHollow int64
	// Findings of model_call_zero_completion_tokens.
	ModelCallZeroCompletionTokens int64
	// Findings of model_call_missing_token_counts.
	ModelCallMissingTokenCounts int64
	// Findings of trajectory_capture_mismatch.
	TrajectoryCaptureMismatch int64
	// Findings of model_call_failed.
	ModelCallFailed int64
	// Findings of rollout_token_count_mismatch.
	RolloutTokenCountMismatch int64
	// Findings of model_call_runaway_generation.
	ModelCallRunawayGeneration int64
	// Findings of task_consistently_unhealthy.
	TaskConsistentlyUnhealthy int64
	// Findings of task_no_successful_model_calls.
	TaskNoSuccessfulModelCalls int64
}

func decodeIssueCounts(raw json.RawMessage) (IssueCounts, error) {
	var value IssueCounts
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.CheckExecutionError = jsonmodel.Required(fields, "check_execution_error", jsonmodel.Integer)
	value.RecordUnreadable = jsonmodel.Required(fields, "record_unreadable", jsonmodel.Integer)
	value.RolloutDuplicateIdentity = jsonmodel.Required(fields, "rollout_duplicate_identity", jsonmodel.Integer)
	value.RolloutMissingAgentTurns = jsonmodel.Required(fields, "rollout_missing_agent_turns", jsonmodel.Integer)
	value.RolloutEndedOnFailedModelCall = jsonmodel.Required(fields, "rollout_ended_on_failed_model_call", jsonmodel.Integer)
	value.AgentTurnHollow = jsonmodel.Required(fields, "agent_turn_hollow", jsonmodel.Integer)
	value.ModelCallZeroCompletionTokens = jsonmodel.Required(fields, "model_call_zero_completion_tokens", jsonmodel.Integer)
	value.ModelCallMissingTokenCounts = jsonmodel.Required(fields, "model_call_missing_token_counts", jsonmodel.Integer)
	value.TrajectoryCaptureMismatch = jsonmodel.Required(fields, "trajectory_capture_mismatch", jsonmodel.Integer)
	value.ModelCallFailed = jsonmodel.Required(fields, "model_call_failed", jsonmodel.Integer)
	value.RolloutTokenCountMismatch = jsonmodel.Required(fields, "rollout_token_count_mismatch", jsonmodel.Integer)
	value.ModelCallRunawayGeneration = jsonmodel.Required(fields, "model_call_runaway_generation", jsonmodel.Integer)
	value.TaskConsistentlyUnhealthy = jsonmodel.Required(fields, "task_consistently_unhealthy", jsonmodel.Integer)
	value.TaskNoSuccessfulModelCalls = jsonmodel.Required(fields, "task_no_successful_model_calls", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *IssueCounts) UnmarshalJSON(raw []byte) error {
	value, err := decodeIssueCounts(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v IssueCounts) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "check_execution_error", v.CheckExecutionError)
	jsonmodel.Put(&w, "record_unreadable", v.RecordUnreadable)
	jsonmodel.Put(&w, "rollout_duplicate_identity", v.RolloutDuplicateIdentity)
	jsonmodel.Put(&w, "rollout_missing_agent_turns", v.RolloutMissingAgentTurns)
	jsonmodel.Put(&w, "rollout_ended_on_failed_model_call", v.RolloutEndedOnFailedModelCall)
	jsonmodel.Put(&w, "agent_turn_hollow", v.AgentTurnHollow)
	jsonmodel.Put(&w, "model_call_zero_completion_tokens", v.ModelCallZeroCompletionTokens)
	jsonmodel.Put(&w, "model_call_missing_token_counts", v.ModelCallMissingTokenCounts)
	jsonmodel.Put(&w, "trajectory_capture_mismatch", v.TrajectoryCaptureMismatch)
	jsonmodel.Put(&w, "model_call_failed", v.ModelCallFailed)
	jsonmodel.Put(&w, "rollout_token_count_mismatch", v.RolloutTokenCountMismatch)
	jsonmodel.Put(&w, "model_call_runaway_generation", v.ModelCallRunawayGeneration)
	jsonmodel.Put(&w, "task_consistently_unhealthy", v.TaskConsistentlyUnhealthy)
	jsonmodel.Put(&w, "task_no_successful_model_calls", v.TaskNoSuccessfulModelCalls)
	return w.Bytes()
}

// Execute a shell command on the server.
type LocalShellCallAction struct {
	// The command to run.
	Command []string
	// Environment variables to set for the command.
	Env map[string]string
	// The type of the local shell action. Always `exec`.
	Type LocalShellCallActionType
	// Optional timeout in milliseconds for the command.
	TimeoutMs jsonmodel.Opt[*int64]
	// Optional user to run the command as.
	User jsonmodel.Opt[*string]
	// Optional working directory to run the command in.
	WorkingDirectory jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeLocalShellCallAction(raw json.RawMessage) (LocalShellCallAction, error) {
	var value LocalShellCallAction
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Command = jsonmodel.Required(fields, "command", jsonmodel.List(jsonmodel.String))
	value.Env = jsonmodel.Required(fields, "env", jsonmodel.Map(jsonmodel.String))
	value.Type = jsonmodel.Required(fields, "type", decodeLocalShellCallActionType)
	value.TimeoutMs = jsonmodel.Optional(fields, "timeout_ms", jsonmodel.Nullable(jsonmodel.Integer))
	value.User = jsonmodel.Optional(fields, "user", jsonmodel.Nullable(jsonmodel.String))
	value.WorkingDirectory = jsonmodel.Optional(fields, "working_directory", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *LocalShellCallAction) UnmarshalJSON(raw []byte) error {
	value, err := decodeLocalShellCallAction(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v LocalShellCallAction) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "command", v.Command)
	jsonmodel.Put(&w, "env", v.Env)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutOpt(&w, "timeout_ms", v.TimeoutMs)
	jsonmodel.PutOpt(&w, "user", v.User)
	jsonmodel.PutOpt(&w, "working_directory", v.WorkingDirectory)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The type of the local shell action. Always `exec`.
type LocalShellCallActionType string

const (
	LocalShellCallActionTypeExec LocalShellCallActionType = "exec"
)

func decodeLocalShellCallActionType(raw json.RawMessage) (LocalShellCallActionType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := LocalShellCallActionType(text); value {
	case LocalShellCallActionTypeExec:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "exec")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *LocalShellCallActionType) UnmarshalJSON(raw []byte) error {
	value, err := decodeLocalShellCallActionType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A local shell command requested by the model. Open: keys beyond those listed are kept, as the
// Responses vocabulary grows.
type LocalShellCallItem struct {
	// Item tag.
	Type LocalShellCallItemType
	// Provider id of the item.
	Id string
	// The command to run.
	Action LocalShellCallAction
	// Id that pairs the command with its output.
	CallId string
	// Progress of the command.
	Status LocalShellCallItemStatus
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeLocalShellCallItem(raw json.RawMessage) (LocalShellCallItem, error) {
	var value LocalShellCallItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeLocalShellCallItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.Action = jsonmodel.Required(fields, "action", decodeLocalShellCallAction)
	value.CallId = jsonmodel.Required(fields, "call_id", jsonmodel.String)
	value.Status = jsonmodel.Required(fields, "status", decodeLocalShellCallItemStatus)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *LocalShellCallItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeLocalShellCallItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v LocalShellCallItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.Put(&w, "action", v.Action)
	jsonmodel.Put(&w, "call_id", v.CallId)
	jsonmodel.Put(&w, "status", v.Status)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Progress of the command.
type LocalShellCallItemStatus string

const (
	LocalShellCallItemStatusInProgress LocalShellCallItemStatus = "in_progress"
	LocalShellCallItemStatusCompleted  LocalShellCallItemStatus = "completed"
	LocalShellCallItemStatusIncomplete LocalShellCallItemStatus = "incomplete"
)

func decodeLocalShellCallItemStatus(raw json.RawMessage) (LocalShellCallItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := LocalShellCallItemStatus(text); value {
	case LocalShellCallItemStatusInProgress, LocalShellCallItemStatusCompleted, LocalShellCallItemStatusIncomplete:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "completed", "incomplete")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *LocalShellCallItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeLocalShellCallItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type LocalShellCallItemType string

const (
	LocalShellCallItemTypeLocalShellCall LocalShellCallItemType = "local_shell_call"
)

func decodeLocalShellCallItemType(raw json.RawMessage) (LocalShellCallItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := LocalShellCallItemType(text); value {
	case LocalShellCallItemTypeLocalShellCall:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "local_shell_call")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *LocalShellCallItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeLocalShellCallItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The output of a local shell command. Open: keys beyond those listed are kept, as the Responses
// vocabulary grows.
type LocalShellCallOutputItem struct {
	// Item tag.
	Type LocalShellCallOutputItemType
	// Id of the local_shell_call this output answers.
	Id string
	// Output of the command.
	Output string
	// The status of the item. One of `in_progress`, `completed`, or `incomplete`.
	Status jsonmodel.Opt[*LocalShellCallOutputItemStatus]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeLocalShellCallOutputItem(raw json.RawMessage) (LocalShellCallOutputItem, error) {
	var value LocalShellCallOutputItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeLocalShellCallOutputItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.Output = jsonmodel.Required(fields, "output", jsonmodel.String)
	value.Status = jsonmodel.Optional(fields, "status", jsonmodel.Nullable(decodeLocalShellCallOutputItemStatus))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *LocalShellCallOutputItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeLocalShellCallOutputItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v LocalShellCallOutputItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.Put(&w, "output", v.Output)
	jsonmodel.PutOpt(&w, "status", v.Status)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The status of the item. One of `in_progress`, `completed`, or `incomplete`.
type LocalShellCallOutputItemStatus string

const (
	LocalShellCallOutputItemStatusInProgress LocalShellCallOutputItemStatus = "in_progress"
	LocalShellCallOutputItemStatusCompleted  LocalShellCallOutputItemStatus = "completed"
	LocalShellCallOutputItemStatusIncomplete LocalShellCallOutputItemStatus = "incomplete"
)

func decodeLocalShellCallOutputItemStatus(raw json.RawMessage) (LocalShellCallOutputItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := LocalShellCallOutputItemStatus(text); value {
	case LocalShellCallOutputItemStatusInProgress, LocalShellCallOutputItemStatusCompleted, LocalShellCallOutputItemStatusIncomplete:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "completed", "incomplete")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *LocalShellCallOutputItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeLocalShellCallOutputItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type LocalShellCallOutputItemType string

const (
	LocalShellCallOutputItemTypeLocalShellCallOutput LocalShellCallOutputItemType = "local_shell_call_output"
)

func decodeLocalShellCallOutputItemType(raw json.RawMessage) (LocalShellCallOutputItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := LocalShellCallOutputItemType(text); value {
	case LocalShellCallOutputItemTypeLocalShellCallOutput:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "local_shell_call_output")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *LocalShellCallOutputItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeLocalShellCallOutputItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One line of rollouts-<shard>_materialized_inputs.jsonl: a try the shard is meant to hold, as it
// is dispatched. It is a task input row (InputRow: the task's own fields, typed where Gym reads
// them) plus the identity keys, with _ng_rollout_id the shard key <run_id>-<base>; it carries none
// of a result's keys (response, reward, the ng_* evidence, _ng_failure_*, _ng_no_persist). A
// shard's own file has no attempt index; the rows a resume still needs (trajspec status
// --resume-out) carry the attempt they are dispatched as. Open, as an input row is.
type MaterializedInputRow struct {
	// The OpenAI Responses create request of the task.
	ResponsesCreateParams jsonmodel.Opt[ResponseCreateParams]
	// Agent server that runs the task.
	AgentRef jsonmodel.Opt[AgentRef]
	// Name Gym routes the row by when it has no agent_ref (a resources server or agent name).
	TaskSource jsonmodel.Opt[string]
	// The answer the verifier compares with; any JSON value.
	ExpectedAnswer jsonmodel.Opt[json.RawMessage]
	// Legacy container of task fields for the verifier; Gym splices its members up to the row. Null
	// means none.
	VerifierMetadata jsonmodel.Opt[*map[string]json.RawMessage]
	// Container of the task's own fields, in the layout after Gym's row-format migration; Gym splices
	// its members up to the row. Null means none.
	TaskData jsonmodel.Opt[*map[string]json.RawMessage]
	// Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
	// task_id} object of a materialized task row (whose inner task_id is used).
	TaskId jsonmodel.Opt[MaterializedInputRowTaskId]
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	ProblemId jsonmodel.Opt[MaterializedInputRowProblemId]
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	InstanceId jsonmodel.Opt[MaterializedInputRowInstanceId]
	// Position of the task in the input, counting from 0.
	NgTaskIndex int64
	// Repeat number of this rollout of the task, counting from 0.
	NgRolloutIndex int64
	// The key the try is dispatched and captured under (before any attempt suffix): <run_id>-<base>
	// in a trajspec shard.
	NgRolloutId jsonmodel.Opt[string]
	// Only in a resume list: the attempt the try is dispatched as (the number of failed attempts the
	// shard already holds), when positive.
	NgAttemptIndex jsonmodel.Opt[int64]
	// Explicit identity that overrides the derived task and rollout ids when it is a valid
	// TrajectoryIdentity (see RolloutRow).
	TrajectoryIdentity jsonmodel.Opt[map[string]json.RawMessage]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeMaterializedInputRow(raw json.RawMessage) (MaterializedInputRow, error) {
	var value MaterializedInputRow
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ResponsesCreateParams = jsonmodel.Optional(fields, "responses_create_params", decodeResponseCreateParams)
	value.AgentRef = jsonmodel.Optional(fields, "agent_ref", decodeAgentRef)
	value.TaskSource = jsonmodel.Optional(fields, "task_source", jsonmodel.String)
	value.ExpectedAnswer = jsonmodel.Optional(fields, "expected_answer", jsonmodel.Any)
	value.VerifierMetadata = jsonmodel.Optional(fields, "verifier_metadata", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.TaskData = jsonmodel.Optional(fields, "task_data", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.TaskId = jsonmodel.Optional(fields, "task_id", decodeMaterializedInputRowTaskId)
	value.ProblemId = jsonmodel.Optional(fields, "problem_id", decodeMaterializedInputRowProblemId)
	value.InstanceId = jsonmodel.Optional(fields, "instance_id", decodeMaterializedInputRowInstanceId)
	value.NgTaskIndex = jsonmodel.Required(fields, "_ng_task_index", jsonmodel.Integer)
	value.NgRolloutIndex = jsonmodel.Required(fields, "_ng_rollout_index", jsonmodel.Integer)
	value.NgRolloutId = jsonmodel.Optional(fields, "_ng_rollout_id", jsonmodel.String)
	value.NgAttemptIndex = jsonmodel.Optional(fields, "_ng_attempt_index", jsonmodel.Integer)
	value.TrajectoryIdentity = jsonmodel.Optional(fields, "trajectory_identity", jsonmodel.Map(jsonmodel.Any))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *MaterializedInputRow) UnmarshalJSON(raw []byte) error {
	value, err := decodeMaterializedInputRow(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v MaterializedInputRow) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "responses_create_params", v.ResponsesCreateParams)
	jsonmodel.PutOpt(&w, "agent_ref", v.AgentRef)
	jsonmodel.PutOpt(&w, "task_source", v.TaskSource)
	jsonmodel.PutOpt(&w, "expected_answer", v.ExpectedAnswer)
	jsonmodel.PutOpt(&w, "verifier_metadata", v.VerifierMetadata)
	jsonmodel.PutOpt(&w, "task_data", v.TaskData)
	jsonmodel.PutOpt(&w, "task_id", v.TaskId)
	jsonmodel.PutOpt(&w, "problem_id", v.ProblemId)
	jsonmodel.PutOpt(&w, "instance_id", v.InstanceId)
	jsonmodel.Put(&w, "_ng_task_index", v.NgTaskIndex)
	jsonmodel.Put(&w, "_ng_rollout_index", v.NgRolloutIndex)
	jsonmodel.PutOpt(&w, "_ng_rollout_id", v.NgRolloutId)
	jsonmodel.PutOpt(&w, "_ng_attempt_index", v.NgAttemptIndex)
	jsonmodel.PutOpt(&w, "trajectory_identity", v.TrajectoryIdentity)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
// its decimal text.
type MaterializedInputRowInstanceId struct {
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	String *string
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	Integer *int64
}

func decodeMaterializedInputRowInstanceId(raw json.RawMessage) (MaterializedInputRowInstanceId, error) {
	var value MaterializedInputRowInstanceId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *MaterializedInputRowInstanceId) UnmarshalJSON(raw []byte) error {
	value, err := decodeMaterializedInputRowInstanceId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v MaterializedInputRowInstanceId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	return nil, errors.New("MaterializedInputRowInstanceId: no alternative is set")
}

// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
type MaterializedInputRowProblemId struct {
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	String *string
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	Integer *int64
}

func decodeMaterializedInputRowProblemId(raw json.RawMessage) (MaterializedInputRowProblemId, error) {
	var value MaterializedInputRowProblemId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *MaterializedInputRowProblemId) UnmarshalJSON(raw []byte) error {
	value, err := decodeMaterializedInputRowProblemId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v MaterializedInputRowProblemId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	return nil, errors.New("MaterializedInputRowProblemId: no alternative is set")
}

// Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
// object of a materialized task row (whose inner task_id is used).
type MaterializedInputRowTaskId struct {
	// The String alternative.
	String *string
	// The Integer alternative.
	Integer *int64
	// The MaterializedTaskId alternative.
	MaterializedTaskId *MaterializedTaskId
}

func decodeMaterializedInputRowTaskId(raw json.RawMessage) (MaterializedInputRowTaskId, error) {
	var value MaterializedInputRowTaskId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeMaterializedTaskId(raw); err == nil {
		value.MaterializedTaskId = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *MaterializedInputRowTaskId) UnmarshalJSON(raw []byte) error {
	value, err := decodeMaterializedInputRowTaskId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v MaterializedInputRowTaskId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	if v.MaterializedTaskId != nil {
		return json.Marshal(*v.MaterializedTaskId)
	}
	return nil, errors.New("MaterializedInputRowTaskId: no alternative is set")
}

// The task id of a materialized task row: the task set plus the task's own id within it.
type MaterializedTaskId struct {
	// Name of the task set the task comes from.
	Taskset string
	// Id of the task within its task set; this scalar is the rollout's task id.
	TaskId string
}

func decodeMaterializedTaskId(raw json.RawMessage) (MaterializedTaskId, error) {
	var value MaterializedTaskId
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Taskset = jsonmodel.Required(fields, "taskset", jsonmodel.String)
	value.TaskId = jsonmodel.Required(fields, "task_id", jsonmodel.String)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *MaterializedTaskId) UnmarshalJSON(raw []byte) error {
	value, err := decodeMaterializedTaskId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v MaterializedTaskId) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "taskset", v.Taskset)
	jsonmodel.Put(&w, "task_id", v.TaskId)
	return w.Bytes()
}

// A request for approval before an MCP tool runs. Open: keys beyond those listed are kept, as the
// Responses vocabulary grows.
type McpApprovalRequestItem struct {
	// Item tag.
	Type McpApprovalRequestItemType
	// The unique ID of the approval request.
	Id jsonmodel.Opt[*string]
	// Arguments of the tool call awaiting approval.
	Arguments string
	// Name of the MCP tool.
	Name string
	// The label of the MCP server making the request.
	ServerLabel jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeMcpApprovalRequestItem(raw json.RawMessage) (McpApprovalRequestItem, error) {
	var value McpApprovalRequestItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeMcpApprovalRequestItemType)
	value.Id = jsonmodel.Optional(fields, "id", jsonmodel.Nullable(jsonmodel.String))
	value.Arguments = jsonmodel.Required(fields, "arguments", jsonmodel.String)
	value.Name = jsonmodel.Required(fields, "name", jsonmodel.String)
	value.ServerLabel = jsonmodel.Optional(fields, "server_label", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *McpApprovalRequestItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeMcpApprovalRequestItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v McpApprovalRequestItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutOpt(&w, "id", v.Id)
	jsonmodel.Put(&w, "arguments", v.Arguments)
	jsonmodel.Put(&w, "name", v.Name)
	jsonmodel.PutOpt(&w, "server_label", v.ServerLabel)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Item tag.
type McpApprovalRequestItemType string

const (
	McpApprovalRequestItemTypeMcpApprovalRequest McpApprovalRequestItemType = "mcp_approval_request"
)

func decodeMcpApprovalRequestItemType(raw json.RawMessage) (McpApprovalRequestItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := McpApprovalRequestItemType(text); value {
	case McpApprovalRequestItemTypeMcpApprovalRequest:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "mcp_approval_request")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *McpApprovalRequestItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeMcpApprovalRequestItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The answer to an MCP approval request. Open: keys beyond those listed are kept, as the Responses
// vocabulary grows.
type McpApprovalResponseItem struct {
	// Item tag.
	Type McpApprovalResponseItemType
	// Id of the approval request answered.
	ApprovalRequestId string
	// Whether the tool call was approved.
	Approve bool
	// The unique ID of the approval response
	Id jsonmodel.Opt[*string]
	// Optional reason for the decision.
	Reason jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeMcpApprovalResponseItem(raw json.RawMessage) (McpApprovalResponseItem, error) {
	var value McpApprovalResponseItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeMcpApprovalResponseItemType)
	value.ApprovalRequestId = jsonmodel.Required(fields, "approval_request_id", jsonmodel.String)
	value.Approve = jsonmodel.Required(fields, "approve", jsonmodel.Boolean)
	value.Id = jsonmodel.Optional(fields, "id", jsonmodel.Nullable(jsonmodel.String))
	value.Reason = jsonmodel.Optional(fields, "reason", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *McpApprovalResponseItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeMcpApprovalResponseItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v McpApprovalResponseItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "approval_request_id", v.ApprovalRequestId)
	jsonmodel.Put(&w, "approve", v.Approve)
	jsonmodel.PutOpt(&w, "id", v.Id)
	jsonmodel.PutOpt(&w, "reason", v.Reason)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Item tag.
type McpApprovalResponseItemType string

const (
	McpApprovalResponseItemTypeMcpApprovalResponse McpApprovalResponseItemType = "mcp_approval_response"
)

func decodeMcpApprovalResponseItemType(raw json.RawMessage) (McpApprovalResponseItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := McpApprovalResponseItemType(text); value {
	case McpApprovalResponseItemTypeMcpApprovalResponse:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "mcp_approval_response")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *McpApprovalResponseItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeMcpApprovalResponseItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A call of a tool on an MCP server. Open: keys beyond those listed are kept, as the Responses
// vocabulary grows.
type McpCallItem struct {
	// Item tag.
	Type McpCallItemType
	// The unique ID of the tool call.
	Id jsonmodel.Opt[*string]
	// Arguments of the tool call.
	Arguments string
	// Name of the MCP tool.
	Name string
	// The label of the MCP server running the tool.
	ServerLabel jsonmodel.Opt[*string]
	// Unique identifier for the MCP tool call approval request. Include this value in a subsequent
	// `mcp_approval_response` input to approve or reject the corresponding tool call.
	ApprovalRequestId jsonmodel.Opt[*string]
	// The error from the tool call, if any.
	Error jsonmodel.Opt[*string]
	// The output from the tool call.
	Output jsonmodel.Opt[*string]
	// The status of the tool call.
	Status jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeMcpCallItem(raw json.RawMessage) (McpCallItem, error) {
	var value McpCallItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeMcpCallItemType)
	value.Id = jsonmodel.Optional(fields, "id", jsonmodel.Nullable(jsonmodel.String))
	value.Arguments = jsonmodel.Required(fields, "arguments", jsonmodel.String)
	value.Name = jsonmodel.Required(fields, "name", jsonmodel.String)
	value.ServerLabel = jsonmodel.Optional(fields, "server_label", jsonmodel.Nullable(jsonmodel.String))
	value.ApprovalRequestId = jsonmodel.Optional(fields, "approval_request_id", jsonmodel.Nullable(jsonmodel.String))
	value.Error = jsonmodel.Optional(fields, "error", jsonmodel.Nullable(jsonmodel.String))
	value.Output = jsonmodel.Optional(fields, "output", jsonmodel.Nullable(jsonmodel.String))
	value.Status = jsonmodel.Optional(fields, "status", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *McpCallItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeMcpCallItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v McpCallItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutOpt(&w, "id", v.Id)
	jsonmodel.Put(&w, "arguments", v.Arguments)
	jsonmodel.Put(&w, "name", v.Name)
	jsonmodel.PutOpt(&w, "server_label", v.ServerLabel)
	jsonmodel.PutOpt(&w, "approval_request_id", v.ApprovalRequestId)
	jsonmodel.PutOpt(&w, "error", v.Error)
	jsonmodel.PutOpt(&w, "output", v.Output)
	jsonmodel.PutOpt(&w, "status", v.Status)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Item tag.
type McpCallItemType string

const (
	McpCallItemTypeMcpCall McpCallItemType = "mcp_call"
)

func decodeMcpCallItemType(raw json.RawMessage) (McpCallItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := McpCallItemType(text); value {
	case McpCallItemTypeMcpCall:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "mcp_call")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *McpCallItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeMcpCallItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A listing of the tools an MCP server offers. Open: keys beyond those listed are kept, as the
// Responses vocabulary grows.
type McpListToolsItem struct {
	// Item tag.
	Type McpListToolsItemType
	// The unique ID of the list.
	Id jsonmodel.Opt[*string]
	// The label of the MCP server.
	ServerLabel jsonmodel.Opt[*string]
	// The tools available on the server.
	Tools jsonmodel.Opt[[]json.RawMessage]
	// Error message if the server could not list tools.
	Error jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeMcpListToolsItem(raw json.RawMessage) (McpListToolsItem, error) {
	var value McpListToolsItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeMcpListToolsItemType)
	value.Id = jsonmodel.Optional(fields, "id", jsonmodel.Nullable(jsonmodel.String))
	value.ServerLabel = jsonmodel.Optional(fields, "server_label", jsonmodel.Nullable(jsonmodel.String))
	value.Tools = jsonmodel.Optional(fields, "tools", jsonmodel.List(jsonmodel.Any))
	value.Error = jsonmodel.Optional(fields, "error", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *McpListToolsItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeMcpListToolsItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v McpListToolsItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutOpt(&w, "id", v.Id)
	jsonmodel.PutOpt(&w, "server_label", v.ServerLabel)
	jsonmodel.PutOpt(&w, "tools", v.Tools)
	jsonmodel.PutOpt(&w, "error", v.Error)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Item tag.
type McpListToolsItemType string

const (
	McpListToolsItemTypeMcpListTools McpListToolsItemType = "mcp_list_tools"
)

func decodeMcpListToolsItemType(raw json.RawMessage) (McpListToolsItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := McpListToolsItemType(text); value {
	case McpListToolsItemTypeMcpListTools:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "mcp_list_tools")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *McpListToolsItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeMcpListToolsItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One content part of a message, tagged by type: an input part (text, image, file, video) or an
// output part (text, refusal).
type MessageContentPart struct {
	// The InputTextPart alternative.
	InputTextPart *InputTextPart
	// The InputImagePart alternative.
	InputImagePart *InputImagePart
	// The InputFilePart alternative.
	InputFilePart *InputFilePart
	// The InputVideoPart alternative.
	InputVideoPart *InputVideoPart
	// The OutputTextPart alternative.
	OutputTextPart *OutputTextPart
	// The RefusalPart alternative.
	RefusalPart *RefusalPart
}

func decodeMessageContentPart(raw json.RawMessage) (MessageContentPart, error) {
	var value MessageContentPart
	var errs []error
	if branch, err := decodeInputTextPart(raw); err == nil {
		value.InputTextPart = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeInputImagePart(raw); err == nil {
		value.InputImagePart = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeInputFilePart(raw); err == nil {
		value.InputFilePart = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeInputVideoPart(raw); err == nil {
		value.InputVideoPart = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeOutputTextPart(raw); err == nil {
		value.OutputTextPart = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeRefusalPart(raw); err == nil {
		value.RefusalPart = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *MessageContentPart) UnmarshalJSON(raw []byte) error {
	value, err := decodeMessageContentPart(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v MessageContentPart) MarshalJSON() ([]byte, error) {
	if v.InputTextPart != nil {
		return json.Marshal(*v.InputTextPart)
	}
	if v.InputImagePart != nil {
		return json.Marshal(*v.InputImagePart)
	}
	if v.InputFilePart != nil {
		return json.Marshal(*v.InputFilePart)
	}
	if v.InputVideoPart != nil {
		return json.Marshal(*v.InputVideoPart)
	}
	if v.OutputTextPart != nil {
		return json.Marshal(*v.OutputTextPart)
	}
	if v.RefusalPart != nil {
		return json.Marshal(*v.RefusalPart)
	}
	return nil, errors.New("MessageContentPart: no alternative is set")
}

// A message of the conversation from a user, the assistant, the system or a developer. Its type
// may be left out (the Responses API's easy input message, whose type defaults to message). Open:
// keys beyond those listed are kept, as the Responses vocabulary grows.
type MessageItem struct {
	// Item tag; may be absent, which means message.
	Type jsonmodel.Opt[MessageItemType]
	// Author of the message.
	Role MessageItemRole
	// Content of the message: a string, or a list of content parts.
	Content MessageItemContent
	// Provider id of the message; output messages carry one.
	Id jsonmodel.Opt[string]
	// Completion state of the message.
	Status jsonmodel.Opt[MessageItemStatus]
	// Whether an assistant message is interim commentary or the final answer, when the provider says.
	Phase jsonmodel.Opt[*MessageItemPhase]
	// Token ids of the prompt that produced this item, for training. Present together with
	// generation_token_ids and generation_log_probs (rule conversation_item.token_metadata_complete).
	PromptTokenIds jsonmodel.Opt[[]int64]
	// Token ids the model generated for this item, for training.
	GenerationTokenIds jsonmodel.Opt[[]int64]
	// Log probability of each generated token, for training.
	GenerationLogProbs jsonmodel.Opt[[]float64]
	// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
	// array of expert indices.
	RoutedExperts jsonmodel.Opt[*MessageItemRoutedExperts]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeMessageItem(raw json.RawMessage) (MessageItem, error) {
	var value MessageItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Optional(fields, "type", decodeMessageItemType)
	value.Role = jsonmodel.Required(fields, "role", decodeMessageItemRole)
	value.Content = jsonmodel.Required(fields, "content", decodeMessageItemContent)
	value.Id = jsonmodel.Optional(fields, "id", jsonmodel.String)
	value.Status = jsonmodel.Optional(fields, "status", decodeMessageItemStatus)
	value.Phase = jsonmodel.Optional(fields, "phase", jsonmodel.Nullable(decodeMessageItemPhase))
	value.PromptTokenIds = jsonmodel.Optional(fields, "prompt_token_ids", jsonmodel.List(jsonmodel.Integer))
	value.GenerationTokenIds = jsonmodel.Optional(fields, "generation_token_ids", jsonmodel.List(jsonmodel.Integer))
	value.GenerationLogProbs = jsonmodel.Optional(fields, "generation_log_probs", jsonmodel.List(jsonmodel.Number))
	value.RoutedExperts = jsonmodel.Optional(fields, "routed_experts", jsonmodel.Nullable(decodeMessageItemRoutedExperts))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *MessageItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeMessageItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v MessageItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "type", v.Type)
	jsonmodel.Put(&w, "role", v.Role)
	jsonmodel.Put(&w, "content", v.Content)
	jsonmodel.PutOpt(&w, "id", v.Id)
	jsonmodel.PutOpt(&w, "status", v.Status)
	jsonmodel.PutOpt(&w, "phase", v.Phase)
	jsonmodel.PutOpt(&w, "prompt_token_ids", v.PromptTokenIds)
	jsonmodel.PutOpt(&w, "generation_token_ids", v.GenerationTokenIds)
	jsonmodel.PutOpt(&w, "generation_log_probs", v.GenerationLogProbs)
	jsonmodel.PutOpt(&w, "routed_experts", v.RoutedExperts)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Content of the message: a string, or a list of content parts.
type MessageItemContent struct {
	// Content of the message: a string, or a list of content parts.
	String *string
	// Content of the message: a string, or a list of content parts.
	Array *[]MessageContentPart
}

func decodeMessageItemContent(raw json.RawMessage) (MessageItemContent, error) {
	var value MessageItemContent
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.List(decodeMessageContentPart)(raw); err == nil {
		value.Array = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *MessageItemContent) UnmarshalJSON(raw []byte) error {
	value, err := decodeMessageItemContent(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v MessageItemContent) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Array != nil {
		return json.Marshal(*v.Array)
	}
	return nil, errors.New("MessageItemContent: no alternative is set")
}

// Whether an assistant message is interim commentary or the final answer, when the provider says.
type MessageItemPhase string

const (
	MessageItemPhaseCommentary  MessageItemPhase = "commentary"
	MessageItemPhaseFinalAnswer MessageItemPhase = "final_answer"
)

func decodeMessageItemPhase(raw json.RawMessage) (MessageItemPhase, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := MessageItemPhase(text); value {
	case MessageItemPhaseCommentary, MessageItemPhaseFinalAnswer:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "commentary", "final_answer")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *MessageItemPhase) UnmarshalJSON(raw []byte) error {
	value, err := decodeMessageItemPhase(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Author of the message.
type MessageItemRole string

const (
	MessageItemRoleUser      MessageItemRole = "user"
	MessageItemRoleAssistant MessageItemRole = "assistant"
	MessageItemRoleSystem    MessageItemRole = "system"
	MessageItemRoleDeveloper MessageItemRole = "developer"
)

func decodeMessageItemRole(raw json.RawMessage) (MessageItemRole, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := MessageItemRole(text); value {
	case MessageItemRoleUser, MessageItemRoleAssistant, MessageItemRoleSystem, MessageItemRoleDeveloper:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "user", "assistant", "system", "developer")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *MessageItemRole) UnmarshalJSON(raw []byte) error {
	value, err := decodeMessageItemRole(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
// array of expert indices.
type MessageItemRoutedExperts struct {
	// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
	// array of expert indices.
	String *string
	// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
	// array of expert indices.
	Array *[][][]int64
}

func decodeMessageItemRoutedExperts(raw json.RawMessage) (MessageItemRoutedExperts, error) {
	var value MessageItemRoutedExperts
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.List(jsonmodel.List(jsonmodel.List(jsonmodel.Integer)))(raw); err == nil {
		value.Array = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *MessageItemRoutedExperts) UnmarshalJSON(raw []byte) error {
	value, err := decodeMessageItemRoutedExperts(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v MessageItemRoutedExperts) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Array != nil {
		return json.Marshal(*v.Array)
	}
	return nil, errors.New("MessageItemRoutedExperts: no alternative is set")
}

// Completion state of the message.
type MessageItemStatus string

const (
	MessageItemStatusInProgress MessageItemStatus = "in_progress"
	MessageItemStatusCompleted  MessageItemStatus = "completed"
	MessageItemStatusIncomplete MessageItemStatus = "incomplete"
)

func decodeMessageItemStatus(raw json.RawMessage) (MessageItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := MessageItemStatus(text); value {
	case MessageItemStatusInProgress, MessageItemStatusCompleted, MessageItemStatusIncomplete:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "completed", "incomplete")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *MessageItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeMessageItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag; may be absent, which means message.
type MessageItemType string

const (
	MessageItemTypeMessage MessageItemType = "message"
)

func decodeMessageItemType(raw json.RawMessage) (MessageItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := MessageItemType(text); value {
	case MessageItemTypeMessage:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "message")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *MessageItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeMessageItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The captured model calls of one rollout as attached to its row (ng_model_call_capture).
type ModelCallCapture struct {
	// Capture key of the rollout (attempt suffix included) under which the calls were recorded.
	RolloutId string
	// Totals over the captured calls.
	Metrics CaptureMetrics
	// Captured calls in capture-file order.
	Calls []ModelCallRecord
	// Problems met while reading the capture or joining it; absent when there were none.
	Gaps jsonmodel.Opt[[]ObservationGap]
}

func decodeModelCallCapture(raw json.RawMessage) (ModelCallCapture, error) {
	var value ModelCallCapture
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.RolloutId = jsonmodel.Required(fields, "rollout_id", jsonmodel.String)
	value.Metrics = jsonmodel.Required(fields, "metrics", decodeCaptureMetrics)
	value.Calls = jsonmodel.Required(fields, "calls", jsonmodel.List(decodeModelCallRecord))
	value.Gaps = jsonmodel.Optional(fields, "gaps", jsonmodel.List(decodeObservationGap))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ModelCallCapture) UnmarshalJSON(raw []byte) error {
	value, err := decodeModelCallCapture(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ModelCallCapture) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "rollout_id", v.RolloutId)
	jsonmodel.Put(&w, "metrics", v.Metrics)
	jsonmodel.Put(&w, "calls", v.Calls)
	jsonmodel.PutOpt(&w, "gaps", v.Gaps)
	return w.Bytes()
}

// Failed model calls (status_code 400 or more, an error_category, or response_status failed, error
// or cancelled) over every record.
type ModelCallErrorStats struct {
	// Failed calls.
	Total int64
	// Failed calls per status_code (decimal text), or unknown when it is null; keys in numeric order,
	// unknown last.
	ByStatus map[string]int64
	// Records with at least one failed call.
	RolloutsAffected int64
	// Records that ended on a failed model call by the rule of rollout_ended_on_failed_model_call
	// (some model's calls ended on a failure), counted even when that check is ignored or unobserved.
	EndedOnError int64
}

func decodeModelCallErrorStats(raw json.RawMessage) (ModelCallErrorStats, error) {
	var value ModelCallErrorStats
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Total = jsonmodel.Required(fields, "total", jsonmodel.Integer)
	value.ByStatus = jsonmodel.Required(fields, "by_status", jsonmodel.Map(jsonmodel.Integer))
	value.RolloutsAffected = jsonmodel.Required(fields, "rollouts_affected", jsonmodel.Integer)
	value.EndedOnError = jsonmodel.Required(fields, "ended_on_error", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ModelCallErrorStats) UnmarshalJSON(raw []byte) error {
	value, err := decodeModelCallErrorStats(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ModelCallErrorStats) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "total", v.Total)
	jsonmodel.Put(&w, "by_status", v.ByStatus)
	jsonmodel.Put(&w, "rollouts_affected", v.RolloutsAffected)
	jsonmodel.Put(&w, "ended_on_error", v.EndedOnError)
	return w.Bytes()
}

// One captured model call as attached to a rollout row (an entry of ng_model_call_capture.calls),
// derived from a capture line.
type ModelCallRecord struct {
	// Capture id of the call.
	ModelCallId jsonmodel.Opt[*string]
	// Provider response id.
	ResponseId jsonmodel.Opt[*string]
	// Session id the agent sent, if any.
	ClientSessionId jsonmodel.Opt[*string]
	// Position of the line in the capture file, counting from 0; it orders durable appends, not
	// causality, and may skip numbers.
	CallIndex jsonmodel.Opt[int64]
	// Model server that served the call.
	ModelRef jsonmodel.Opt[*ModelServerRef]
	// Model name from the response, else from the request.
	Model jsonmodel.Opt[*string]
	// API dialect of the exchange.
	Dialect jsonmodel.Opt[*string]
	// HTTP status code returned to the agent.
	StatusCode jsonmodel.Opt[*int64]
	// Status field of the response body.
	ResponseStatus jsonmodel.Opt[*string]
	// Why generation stopped, as reported by the provider.
	FinishReason jsonmodel.Opt[*string]
	// Whether the model server forwarded the request upstream.
	UpstreamAttempted jsonmodel.Opt[*bool]
	// Whether the response came from upstream or was produced by the model server.
	ResponseSource jsonmodel.Opt[*ModelCallRecordResponseSource]
	// HTTP status code the upstream provider returned.
	UpstreamStatusCode jsonmodel.Opt[*int64]
	// Why the model server answered locally.
	LocalResponseReason jsonmodel.Opt[*string]
	// When the request was received, in UTC seconds since the Unix epoch.
	StartedAt jsonmodel.Opt[*float64]
	// When the response was complete, in UTC seconds since the Unix epoch.
	CompletedAt jsonmodel.Opt[*float64]
	// Input tokens, cache reads and writes included. Null when the response did not report it.
	TokensIn jsonmodel.Opt[*int64]
	// Generated tokens. Null when the response did not report it.
	TokensOut jsonmodel.Opt[*int64]
	// Generated tokens spent on reasoning. Null when the response did not report it.
	TokensReasoning jsonmodel.Opt[*int64]
	// Total tokens, as reported or as input plus output. Null when the response did not report it.
	TokensTotal jsonmodel.Opt[*int64]
	// Request body; omitted or null when payloads are not kept.
	Request jsonmodel.Opt[*map[string]json.RawMessage]
	// Response body; omitted or null when payloads are not kept.
	Response jsonmodel.Opt[*map[string]json.RawMessage]
	// Raw request text when the body was not a JSON object.
	RequestRaw jsonmodel.Opt[*string]
	// Raw response text for streams and unparseable bodies.
	ResponseRaw jsonmodel.Opt[*string]
	// Tool calls the response requested.
	ToolCalls jsonmodel.Opt[[]CapturedToolCall]
	// Reasoning text of the response, paragraphs joined by newlines.
	ReasoningContent jsonmodel.Opt[*string]
	// Whether part of the prompt was served from cache; null when the cached count is unknown.
	CacheHit jsonmodel.Opt[*bool]
	// Input tokens served from the prompt cache. Null when the response did not report it.
	CachedTokens jsonmodel.Opt[*int64]
	// Input tokens written to the prompt cache (Anthropic). Null when the response did not report it.
	CacheCreationTokens jsonmodel.Opt[*int64]
	// Coarse classification of a failed call.
	ErrorCategory jsonmodel.Opt[*string]
	// Total latency of the call in milliseconds.
	LatencyTotalMs jsonmodel.Opt[*float64]
	// Milliseconds to the first non-keepalive byte of the response body.
	LatencyTtftMs jsonmodel.Opt[*float64]
}

func decodeModelCallRecord(raw json.RawMessage) (ModelCallRecord, error) {
	var value ModelCallRecord
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ModelCallId = jsonmodel.Optional(fields, "model_call_id", jsonmodel.Nullable(jsonmodel.String))
	value.ResponseId = jsonmodel.Optional(fields, "response_id", jsonmodel.Nullable(jsonmodel.String))
	value.ClientSessionId = jsonmodel.Optional(fields, "client_session_id", jsonmodel.Nullable(jsonmodel.String))
	value.CallIndex = jsonmodel.Optional(fields, "call_index", jsonmodel.Integer)
	value.ModelRef = jsonmodel.Optional(fields, "model_ref", jsonmodel.Nullable(decodeModelServerRef))
	value.Model = jsonmodel.Optional(fields, "model", jsonmodel.Nullable(jsonmodel.String))
	value.Dialect = jsonmodel.Optional(fields, "dialect", jsonmodel.Nullable(jsonmodel.String))
	value.StatusCode = jsonmodel.Optional(fields, "status_code", jsonmodel.Nullable(jsonmodel.Integer))
	value.ResponseStatus = jsonmodel.Optional(fields, "response_status", jsonmodel.Nullable(jsonmodel.String))
	value.FinishReason = jsonmodel.Optional(fields, "finish_reason", jsonmodel.Nullable(jsonmodel.String))
	value.UpstreamAttempted = jsonmodel.Optional(fields, "upstream_attempted", jsonmodel.Nullable(jsonmodel.Boolean))
	value.ResponseSource = jsonmodel.Optional(fields, "response_source", jsonmodel.Nullable(decodeModelCallRecordResponseSource))
	value.UpstreamStatusCode = jsonmodel.Optional(fields, "upstream_status_code", jsonmodel.Nullable(jsonmodel.Integer))
	value.LocalResponseReason = jsonmodel.Optional(fields, "local_response_reason", jsonmodel.Nullable(jsonmodel.String))
	value.StartedAt = jsonmodel.Optional(fields, "started_at", jsonmodel.Nullable(jsonmodel.Number))
	value.CompletedAt = jsonmodel.Optional(fields, "completed_at", jsonmodel.Nullable(jsonmodel.Number))
	value.TokensIn = jsonmodel.Optional(fields, "tokens_in", jsonmodel.Nullable(jsonmodel.Integer))
	value.TokensOut = jsonmodel.Optional(fields, "tokens_out", jsonmodel.Nullable(jsonmodel.Integer))
	value.TokensReasoning = jsonmodel.Optional(fields, "tokens_reasoning", jsonmodel.Nullable(jsonmodel.Integer))
	value.TokensTotal = jsonmodel.Optional(fields, "tokens_total", jsonmodel.Nullable(jsonmodel.Integer))
	value.Request = jsonmodel.Optional(fields, "request", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.Response = jsonmodel.Optional(fields, "response", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.RequestRaw = jsonmodel.Optional(fields, "request_raw", jsonmodel.Nullable(jsonmodel.String))
	value.ResponseRaw = jsonmodel.Optional(fields, "response_raw", jsonmodel.Nullable(jsonmodel.String))
	value.ToolCalls = jsonmodel.Optional(fields, "tool_calls", jsonmodel.List(decodeCapturedToolCall))
	value.ReasoningContent = jsonmodel.Optional(fields, "reasoning_content", jsonmodel.Nullable(jsonmodel.String))
	value.CacheHit = jsonmodel.Optional(fields, "cache_hit", jsonmodel.Nullable(jsonmodel.Boolean))
	value.CachedTokens = jsonmodel.Optional(fields, "cached_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.CacheCreationTokens = jsonmodel.Optional(fields, "cache_creation_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.ErrorCategory = jsonmodel.Optional(fields, "error_category", jsonmodel.Nullable(jsonmodel.String))
	value.LatencyTotalMs = jsonmodel.Optional(fields, "latency_total_ms", jsonmodel.Nullable(jsonmodel.Number))
	value.LatencyTtftMs = jsonmodel.Optional(fields, "latency_ttft_ms", jsonmodel.Nullable(jsonmodel.Number))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ModelCallRecord) UnmarshalJSON(raw []byte) error {
	value, err := decodeModelCallRecord(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ModelCallRecord) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "model_call_id", v.ModelCallId)
	jsonmodel.PutOpt(&w, "response_id", v.ResponseId)
	jsonmodel.PutOpt(&w, "client_session_id", v.ClientSessionId)
	jsonmodel.PutOpt(&w, "call_index", v.CallIndex)
	jsonmodel.PutOpt(&w, "model_ref", v.ModelRef)
	jsonmodel.PutOpt(&w, "model", v.Model)
	jsonmodel.PutOpt(&w, "dialect", v.Dialect)
	jsonmodel.PutOpt(&w, "status_code", v.StatusCode)
	jsonmodel.PutOpt(&w, "response_status", v.ResponseStatus)
	jsonmodel.PutOpt(&w, "finish_reason", v.FinishReason)
	jsonmodel.PutOpt(&w, "upstream_attempted", v.UpstreamAttempted)
	jsonmodel.PutOpt(&w, "response_source", v.ResponseSource)
	jsonmodel.PutOpt(&w, "upstream_status_code", v.UpstreamStatusCode)
	jsonmodel.PutOpt(&w, "local_response_reason", v.LocalResponseReason)
	jsonmodel.PutOpt(&w, "started_at", v.StartedAt)
	jsonmodel.PutOpt(&w, "completed_at", v.CompletedAt)
	jsonmodel.PutOpt(&w, "tokens_in", v.TokensIn)
	jsonmodel.PutOpt(&w, "tokens_out", v.TokensOut)
	jsonmodel.PutOpt(&w, "tokens_reasoning", v.TokensReasoning)
	jsonmodel.PutOpt(&w, "tokens_total", v.TokensTotal)
	jsonmodel.PutOpt(&w, "request", v.Request)
	jsonmodel.PutOpt(&w, "response", v.Response)
	jsonmodel.PutOpt(&w, "request_raw", v.RequestRaw)
	jsonmodel.PutOpt(&w, "response_raw", v.ResponseRaw)
	jsonmodel.PutOpt(&w, "tool_calls", v.ToolCalls)
	jsonmodel.PutOpt(&w, "reasoning_content", v.ReasoningContent)
	jsonmodel.PutOpt(&w, "cache_hit", v.CacheHit)
	jsonmodel.PutOpt(&w, "cached_tokens", v.CachedTokens)
	jsonmodel.PutOpt(&w, "cache_creation_tokens", v.CacheCreationTokens)
	jsonmodel.PutOpt(&w, "error_category", v.ErrorCategory)
	jsonmodel.PutOpt(&w, "latency_total_ms", v.LatencyTotalMs)
	jsonmodel.PutOpt(&w, "latency_ttft_ms", v.LatencyTtftMs)
	return w.Bytes()
}

// Whether the response came from upstream or was produced by the model server.
type ModelCallRecordResponseSource string

const (
	ModelCallRecordResponseSourceUpstream ModelCallRecordResponseSource = "upstream"
	ModelCallRecordResponseSourceLocal    ModelCallRecordResponseSource = "local"
)

func decodeModelCallRecordResponseSource(raw json.RawMessage) (ModelCallRecordResponseSource, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ModelCallRecordResponseSource(text); value {
	case ModelCallRecordResponseSourceUpstream, ModelCallRecordResponseSourceLocal:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "upstream", "local")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ModelCallRecordResponseSource) UnmarshalJSON(raw []byte) error {
	value, err := decodeModelCallRecordResponseSource(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Points at one model call, either by its capture id or by the pair of model server and provider
// response id. Which combinations are sufficient is the rule model_call_ref.join_key; a ref may
// carry all three keys once joined.
type ModelCallRef struct {
	// Capture id of the referenced call, as assigned by the model server when it recorded the
	// exchange. An empty string counts as absent.
	ModelCallId jsonmodel.Opt[*string]
	// Model server that served the call; together with response_id it identifies the call when no
	// model_call_id is known.
	ModelRef jsonmodel.Opt[*ModelServerRef]
	// Response id returned by the provider for the call. An empty string counts as absent.
	ResponseId jsonmodel.Opt[*string]
}

func decodeModelCallRef(raw json.RawMessage) (ModelCallRef, error) {
	var value ModelCallRef
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ModelCallId = jsonmodel.Optional(fields, "model_call_id", jsonmodel.Nullable(jsonmodel.String))
	value.ModelRef = jsonmodel.Optional(fields, "model_ref", jsonmodel.Nullable(decodeModelServerRef))
	value.ResponseId = jsonmodel.Optional(fields, "response_id", jsonmodel.Nullable(jsonmodel.String))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ModelCallRef) UnmarshalJSON(raw []byte) error {
	value, err := decodeModelCallRef(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ModelCallRef) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "model_call_id", v.ModelCallId)
	jsonmodel.PutOpt(&w, "model_ref", v.ModelRef)
	jsonmodel.PutOpt(&w, "response_id", v.ResponseId)
	return w.Bytes()
}

// Names the Gym model-server instance that served a model call. Two references denote the same
// server when both type and name are equal.
type ModelServerRef struct {
	// Kind of server referenced; model calls are always served by a Responses-API model server, so
	// this is the only value.
	Type ModelServerRefType
	// Instance name of the model server in the run configuration, for example policy_model.
	Name string
}

func decodeModelServerRef(raw json.RawMessage) (ModelServerRef, error) {
	var value ModelServerRef
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeModelServerRefType)
	value.Name = jsonmodel.Required(fields, "name", jsonmodel.String)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ModelServerRef) UnmarshalJSON(raw []byte) error {
	value, err := decodeModelServerRef(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ModelServerRef) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "name", v.Name)
	return w.Bytes()
}

// Kind of server referenced; model calls are always served by a Responses-API model server, so
// this is the only value.
type ModelServerRefType string

const (
	ModelServerRefTypeResponsesApiModels ModelServerRefType = "responses_api_models"
)

func decodeModelServerRefType(raw json.RawMessage) (ModelServerRefType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ModelServerRefType(text); value {
	case ModelServerRefTypeResponsesApiModels:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "responses_api_models")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ModelServerRefType) UnmarshalJSON(raw []byte) error {
	value, err := decodeModelServerRefType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Performance figures of one rollout (ng_perf), computed over the model calls and tool calls owned
// by its invocations.
type NgPerf struct {
	// Number of turns: per invocation its explicit turns, else its owned model calls, else one.
	NumTurns int64
	// Number of tool calls belonging to an invocation of the trajectory.
	NumToolCalls int64
	// Owned model calls divided by num_turns, capped at 1.
	TokenObservabilityCoverage float64
	// Sum of the known prompt token counts of owned calls; absent when none is known.
	PromptTokens jsonmodel.Opt[int64]
	// Sum of the known cached token counts of owned calls; absent when none is known.
	CachedPromptTokens jsonmodel.Opt[int64]
	// Sum of the known completion token counts of owned calls; absent when none is known.
	CompletionTokens jsonmodel.Opt[int64]
	// Sum of the known reasoning token counts of owned calls; absent when none is known.
	ReasoningTokens jsonmodel.Opt[int64]
	// Measured wall-clock time of the rollout request in milliseconds; absent when not measured.
	TotalLatencyMs jsonmodel.Opt[float64]
}

func decodeNgPerf(raw json.RawMessage) (NgPerf, error) {
	var value NgPerf
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.NumTurns = jsonmodel.Required(fields, "num_turns", jsonmodel.Integer)
	value.NumToolCalls = jsonmodel.Required(fields, "num_tool_calls", jsonmodel.Integer)
	value.TokenObservabilityCoverage = jsonmodel.Required(fields, "token_observability_coverage", jsonmodel.Number)
	value.PromptTokens = jsonmodel.Optional(fields, "prompt_tokens", jsonmodel.Integer)
	value.CachedPromptTokens = jsonmodel.Optional(fields, "cached_prompt_tokens", jsonmodel.Integer)
	value.CompletionTokens = jsonmodel.Optional(fields, "completion_tokens", jsonmodel.Integer)
	value.ReasoningTokens = jsonmodel.Optional(fields, "reasoning_tokens", jsonmodel.Integer)
	value.TotalLatencyMs = jsonmodel.Optional(fields, "total_latency_ms", jsonmodel.Number)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *NgPerf) UnmarshalJSON(raw []byte) error {
	value, err := decodeNgPerf(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v NgPerf) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "num_turns", v.NumTurns)
	jsonmodel.Put(&w, "num_tool_calls", v.NumToolCalls)
	jsonmodel.Put(&w, "token_observability_coverage", v.TokenObservabilityCoverage)
	jsonmodel.PutOpt(&w, "prompt_tokens", v.PromptTokens)
	jsonmodel.PutOpt(&w, "cached_prompt_tokens", v.CachedPromptTokens)
	jsonmodel.PutOpt(&w, "completion_tokens", v.CompletionTokens)
	jsonmodel.PutOpt(&w, "reasoning_tokens", v.ReasoningTokens)
	jsonmodel.PutOpt(&w, "total_latency_ms", v.TotalLatencyMs)
	return w.Bytes()
}

// Declares a piece of evidence that could not be observed or joined, so that consumers treat the
// dependent facts as unknown rather than as absent. The code vocabulary is open;
// spec/gaps/gap_codes.json lists the known codes.
type ObservationGap struct {
	// Stable identifier of the kind of missing evidence, for example turns_unavailable.
	Code string
	// Invocation the gap concerns, or null when it concerns the whole rollout.
	InvocationId jsonmodel.Opt[*string]
	// Free-form qualifier such as the affected call id or an exception class name.
	Detail jsonmodel.Opt[*string]
}

func decodeObservationGap(raw json.RawMessage) (ObservationGap, error) {
	var value ObservationGap
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Code = jsonmodel.Required(fields, "code", jsonmodel.String)
	value.InvocationId = jsonmodel.Optional(fields, "invocation_id", jsonmodel.Nullable(jsonmodel.String))
	value.Detail = jsonmodel.Optional(fields, "detail", jsonmodel.Nullable(jsonmodel.String))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ObservationGap) UnmarshalJSON(raw []byte) error {
	value, err := decodeObservationGap(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ObservationGap) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "code", v.Code)
	jsonmodel.PutOpt(&w, "invocation_id", v.InvocationId)
	jsonmodel.PutOpt(&w, "detail", v.Detail)
	return w.Bytes()
}

// A failure record of class omitted, in a shard's failures sidecar: a try the shard was to hold
// that has no outcome because it was interrupted (dispatched, then cancelled or stopped before a
// result came back) or never started. Written only when recording with record_omitted_rollouts. It
// is not an attempt: a resume dispatches the try again without counting it. It holds the
// dispatched row's identity keys and nothing else, so it is closed.
type OmittedRollout struct {
	// Position of the task in the input, counting from 0.
	NgTaskIndex int64
	// Repeat number of this rollout of the task, counting from 0.
	NgRolloutIndex int64
	// The attempt that was omitted, when the try had earlier attempts.
	NgAttemptIndex jsonmodel.Opt[int64]
	// The shard key the try was (or would have been) dispatched under: <run_id>-<base>.
	NgRolloutId string
	// Always omitted.
	NgFailureClass OmittedRolloutNgFailureClass
	// interrupted: the try was dispatched and stopped before a result came back; not_started: it was
	// never dispatched.
	NgFailureType OmittedRolloutNgFailureType
	// Why the try has no outcome, in words.
	NgFailureMessage jsonmodel.Opt[string]
	// Always false: an omitted try is always dispatched again by a resume.
	NgFailureTerminal json.RawMessage
	// Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
	// task_id} object of a materialized task row (whose inner task_id is used).
	TaskId jsonmodel.Opt[OmittedRolloutTaskId]
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	ProblemId jsonmodel.Opt[OmittedRolloutProblemId]
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	InstanceId jsonmodel.Opt[OmittedRolloutInstanceId]
	// Explicit identity that overrides the derived task and rollout ids when it is a valid
	// TrajectoryIdentity (see RolloutRow).
	TrajectoryIdentity jsonmodel.Opt[map[string]json.RawMessage]
	// Agent server that ran (or was to run) the rollout.
	AgentRef jsonmodel.Opt[AgentRef]
	// The task source the dispatched row named, copied as it was.
	TaskSource jsonmodel.Opt[json.RawMessage]
	// The skills reference the dispatched row carried, copied as it was.
	SkillsRef jsonmodel.Opt[json.RawMessage]
	// The environment-server stamp of the dispatched row, copied as it was.
	NgEnvironmentServer jsonmodel.Opt[json.RawMessage]
}

func decodeOmittedRollout(raw json.RawMessage) (OmittedRollout, error) {
	var value OmittedRollout
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.NgTaskIndex = jsonmodel.Required(fields, "_ng_task_index", jsonmodel.Integer)
	value.NgRolloutIndex = jsonmodel.Required(fields, "_ng_rollout_index", jsonmodel.Integer)
	value.NgAttemptIndex = jsonmodel.Optional(fields, "_ng_attempt_index", jsonmodel.Integer)
	value.NgRolloutId = jsonmodel.Required(fields, "_ng_rollout_id", jsonmodel.String)
	value.NgFailureClass = jsonmodel.Required(fields, "_ng_failure_class", decodeOmittedRolloutNgFailureClass)
	value.NgFailureType = jsonmodel.Required(fields, "_ng_failure_type", decodeOmittedRolloutNgFailureType)
	value.NgFailureMessage = jsonmodel.Optional(fields, "_ng_failure_message", jsonmodel.String)
	value.NgFailureTerminal = jsonmodel.Required(fields, "_ng_failure_terminal", jsonmodel.Values("false"))
	value.TaskId = jsonmodel.Optional(fields, "task_id", decodeOmittedRolloutTaskId)
	value.ProblemId = jsonmodel.Optional(fields, "problem_id", decodeOmittedRolloutProblemId)
	value.InstanceId = jsonmodel.Optional(fields, "instance_id", decodeOmittedRolloutInstanceId)
	value.TrajectoryIdentity = jsonmodel.Optional(fields, "trajectory_identity", jsonmodel.Map(jsonmodel.Any))
	value.AgentRef = jsonmodel.Optional(fields, "agent_ref", decodeAgentRef)
	value.TaskSource = jsonmodel.Optional(fields, "task_source", jsonmodel.Any)
	value.SkillsRef = jsonmodel.Optional(fields, "skills_ref", jsonmodel.Any)
	value.NgEnvironmentServer = jsonmodel.Optional(fields, "_ng_environment_server", jsonmodel.Any)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OmittedRollout) UnmarshalJSON(raw []byte) error {
	value, err := decodeOmittedRollout(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v OmittedRollout) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "_ng_task_index", v.NgTaskIndex)
	jsonmodel.Put(&w, "_ng_rollout_index", v.NgRolloutIndex)
	jsonmodel.PutOpt(&w, "_ng_attempt_index", v.NgAttemptIndex)
	jsonmodel.Put(&w, "_ng_rollout_id", v.NgRolloutId)
	jsonmodel.Put(&w, "_ng_failure_class", v.NgFailureClass)
	jsonmodel.Put(&w, "_ng_failure_type", v.NgFailureType)
	jsonmodel.PutOpt(&w, "_ng_failure_message", v.NgFailureMessage)
	jsonmodel.Put(&w, "_ng_failure_terminal", v.NgFailureTerminal)
	jsonmodel.PutOpt(&w, "task_id", v.TaskId)
	jsonmodel.PutOpt(&w, "problem_id", v.ProblemId)
	jsonmodel.PutOpt(&w, "instance_id", v.InstanceId)
	jsonmodel.PutOpt(&w, "trajectory_identity", v.TrajectoryIdentity)
	jsonmodel.PutOpt(&w, "agent_ref", v.AgentRef)
	jsonmodel.PutOpt(&w, "task_source", v.TaskSource)
	jsonmodel.PutOpt(&w, "skills_ref", v.SkillsRef)
	jsonmodel.PutOpt(&w, "_ng_environment_server", v.NgEnvironmentServer)
	return w.Bytes()
}

// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
// its decimal text.
type OmittedRolloutInstanceId struct {
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	String *string
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	Integer *int64
}

func decodeOmittedRolloutInstanceId(raw json.RawMessage) (OmittedRolloutInstanceId, error) {
	var value OmittedRolloutInstanceId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OmittedRolloutInstanceId) UnmarshalJSON(raw []byte) error {
	value, err := decodeOmittedRolloutInstanceId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v OmittedRolloutInstanceId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	return nil, errors.New("OmittedRolloutInstanceId: no alternative is set")
}

// Always omitted.
type OmittedRolloutNgFailureClass string

const (
	OmittedRolloutNgFailureClassOmitted OmittedRolloutNgFailureClass = "omitted"
)

func decodeOmittedRolloutNgFailureClass(raw json.RawMessage) (OmittedRolloutNgFailureClass, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := OmittedRolloutNgFailureClass(text); value {
	case OmittedRolloutNgFailureClassOmitted:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "omitted")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OmittedRolloutNgFailureClass) UnmarshalJSON(raw []byte) error {
	value, err := decodeOmittedRolloutNgFailureClass(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// interrupted: the try was dispatched and stopped before a result came back; not_started: it was
// never dispatched.
type OmittedRolloutNgFailureType string

const (
	OmittedRolloutNgFailureTypeInterrupted OmittedRolloutNgFailureType = "interrupted"
	OmittedRolloutNgFailureTypeNotStarted  OmittedRolloutNgFailureType = "not_started"
)

func decodeOmittedRolloutNgFailureType(raw json.RawMessage) (OmittedRolloutNgFailureType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := OmittedRolloutNgFailureType(text); value {
	case OmittedRolloutNgFailureTypeInterrupted, OmittedRolloutNgFailureTypeNotStarted:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "interrupted", "not_started")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OmittedRolloutNgFailureType) UnmarshalJSON(raw []byte) error {
	value, err := decodeOmittedRolloutNgFailureType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
type OmittedRolloutProblemId struct {
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	String *string
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	Integer *int64
}

func decodeOmittedRolloutProblemId(raw json.RawMessage) (OmittedRolloutProblemId, error) {
	var value OmittedRolloutProblemId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OmittedRolloutProblemId) UnmarshalJSON(raw []byte) error {
	value, err := decodeOmittedRolloutProblemId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v OmittedRolloutProblemId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	return nil, errors.New("OmittedRolloutProblemId: no alternative is set")
}

// Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
// object of a materialized task row (whose inner task_id is used).
type OmittedRolloutTaskId struct {
	// The String alternative.
	String *string
	// The Integer alternative.
	Integer *int64
	// The MaterializedTaskId alternative.
	MaterializedTaskId *MaterializedTaskId
}

func decodeOmittedRolloutTaskId(raw json.RawMessage) (OmittedRolloutTaskId, error) {
	var value OmittedRolloutTaskId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeMaterializedTaskId(raw); err == nil {
		value.MaterializedTaskId = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OmittedRolloutTaskId) UnmarshalJSON(raw []byte) error {
	value, err := decodeOmittedRolloutTaskId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v OmittedRolloutTaskId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	if v.MaterializedTaskId != nil {
		return json.Marshal(*v.MaterializedTaskId)
	}
	return nil, errors.New("OmittedRolloutTaskId: no alternative is set")
}

// Text the model produced. Open: keys beyond those listed are kept, as the Responses vocabulary
// grows.
type OutputTextPart struct {
	// Content part tag.
	Type OutputTextPartType
	// The generated text.
	Text string
	// Citations and other annotations attached to the text; may be empty.
	Annotations []json.RawMessage
	// Per-token log probabilities, when requested.
	Logprobs jsonmodel.Opt[*[]json.RawMessage]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeOutputTextPart(raw json.RawMessage) (OutputTextPart, error) {
	var value OutputTextPart
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeOutputTextPartType)
	value.Text = jsonmodel.Required(fields, "text", jsonmodel.String)
	value.Annotations = jsonmodel.Required(fields, "annotations", jsonmodel.List(jsonmodel.Any))
	value.Logprobs = jsonmodel.Optional(fields, "logprobs", jsonmodel.Nullable(jsonmodel.List(jsonmodel.Any)))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OutputTextPart) UnmarshalJSON(raw []byte) error {
	value, err := decodeOutputTextPart(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v OutputTextPart) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "text", v.Text)
	jsonmodel.Put(&w, "annotations", v.Annotations)
	jsonmodel.PutOpt(&w, "logprobs", v.Logprobs)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Content part tag.
type OutputTextPartType string

const (
	OutputTextPartTypeOutputText OutputTextPartType = "output_text"
)

func decodeOutputTextPartType(raw json.RawMessage) (OutputTextPartType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := OutputTextPartType(text); value {
	case OutputTextPartTypeOutputText:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "output_text")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OutputTextPartType) UnmarshalJSON(raw []byte) error {
	value, err := decodeOutputTextPartType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Aggregate performance over the rollouts of one environment server (perf_summary of the aggregate
// metrics). Statistics of a figure that no rollout reports are absent.
type PerfSummary struct {
	// Share of rollouts that carry ng_perf.
	OverallObservabilityCoverage float64
	// Share of rollouts whose ng_perf token coverage is above zero.
	TokenObservabilityCoverage float64
	// Mean of prompt tokens over the rollouts whose ng_perf reports them.
	MeanPromptTokens jsonmodel.Opt[float64]
	// Median of prompt tokens over the rollouts whose ng_perf reports them.
	MedianPromptTokens jsonmodel.Opt[float64]
	// Sum of prompt tokens over the rollouts whose ng_perf reports them.
	TotalPromptTokens jsonmodel.Opt[float64]
	// Mean of cached prompt tokens over the rollouts whose ng_perf reports them.
	MeanCachedPromptTokens jsonmodel.Opt[float64]
	// Median of cached prompt tokens over the rollouts whose ng_perf reports them.
	MedianCachedPromptTokens jsonmodel.Opt[float64]
	// Sum of cached prompt tokens over the rollouts whose ng_perf reports them.
	TotalCachedPromptTokens jsonmodel.Opt[float64]
	// Mean of completion tokens over the rollouts whose ng_perf reports them.
	MeanCompletionTokens jsonmodel.Opt[float64]
	// Median of completion tokens over the rollouts whose ng_perf reports them.
	MedianCompletionTokens jsonmodel.Opt[float64]
	// Sum of completion tokens over the rollouts whose ng_perf reports them.
	TotalCompletionTokens jsonmodel.Opt[float64]
	// Mean of reasoning tokens over the rollouts whose ng_perf reports them.
	MeanReasoningTokens jsonmodel.Opt[float64]
	// Median of reasoning tokens over the rollouts whose ng_perf reports them.
	MedianReasoningTokens jsonmodel.Opt[float64]
	// Sum of reasoning tokens over the rollouts whose ng_perf reports them.
	TotalReasoningTokens jsonmodel.Opt[float64]
	// Mean of num_turns over the rollouts with ng_perf.
	MeanNumTurns float64
	// Median of num_turns over the rollouts with ng_perf.
	MedianNumTurns float64
	// Population standard deviation of num_turns over the rollouts with ng_perf.
	StdNumTurns float64
	// Minimum of num_turns over the rollouts with ng_perf.
	MinNumTurns float64
	// 90th percentile (linear interpolation) of num_turns over the rollouts with ng_perf.
	P90NumTurns float64
	// Maximum of num_turns over the rollouts with ng_perf.
	MaxNumTurns float64
	// Mean of completion tokens per turn over the rollouts that report completion tokens.
	MeanTokensPerTurn jsonmodel.Opt[float64]
	// Median of completion tokens per turn over the rollouts that report completion tokens.
	MedianTokensPerTurn jsonmodel.Opt[float64]
	// Median of the measured rollout latency in milliseconds.
	TotalLatencyP50Ms jsonmodel.Opt[float64]
	// 90th percentile of the measured rollout latency in milliseconds.
	TotalLatencyP90Ms jsonmodel.Opt[float64]
	// 99th percentile of the measured rollout latency in milliseconds.
	TotalLatencyP99Ms jsonmodel.Opt[float64]
	// Mean of the measured rollout latency in milliseconds.
	TotalLatencyMeanMs jsonmodel.Opt[float64]
}

func decodePerfSummary(raw json.RawMessage) (PerfSummary, error) {
	var value PerfSummary
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.OverallObservabilityCoverage = jsonmodel.Required(fields, "overall_observability_coverage", jsonmodel.Number)
	value.TokenObservabilityCoverage = jsonmodel.Required(fields, "token_observability_coverage", jsonmodel.Number)
	value.MeanPromptTokens = jsonmodel.Optional(fields, "mean_prompt_tokens", jsonmodel.Number)
	value.MedianPromptTokens = jsonmodel.Optional(fields, "median_prompt_tokens", jsonmodel.Number)
	value.TotalPromptTokens = jsonmodel.Optional(fields, "total_prompt_tokens", jsonmodel.Number)
	value.MeanCachedPromptTokens = jsonmodel.Optional(fields, "mean_cached_prompt_tokens", jsonmodel.Number)
	value.MedianCachedPromptTokens = jsonmodel.Optional(fields, "median_cached_prompt_tokens", jsonmodel.Number)
	value.TotalCachedPromptTokens = jsonmodel.Optional(fields, "total_cached_prompt_tokens", jsonmodel.Number)
	value.MeanCompletionTokens = jsonmodel.Optional(fields, "mean_completion_tokens", jsonmodel.Number)
	value.MedianCompletionTokens = jsonmodel.Optional(fields, "median_completion_tokens", jsonmodel.Number)
	value.TotalCompletionTokens = jsonmodel.Optional(fields, "total_completion_tokens", jsonmodel.Number)
	value.MeanReasoningTokens = jsonmodel.Optional(fields, "mean_reasoning_tokens", jsonmodel.Number)
	value.MedianReasoningTokens = jsonmodel.Optional(fields, "median_reasoning_tokens", jsonmodel.Number)
	value.TotalReasoningTokens = jsonmodel.Optional(fields, "total_reasoning_tokens", jsonmodel.Number)
	value.MeanNumTurns = jsonmodel.Required(fields, "mean_num_turns", jsonmodel.Number)
	value.MedianNumTurns = jsonmodel.Required(fields, "median_num_turns", jsonmodel.Number)
	value.StdNumTurns = jsonmodel.Required(fields, "std_num_turns", jsonmodel.Number)
	value.MinNumTurns = jsonmodel.Required(fields, "min_num_turns", jsonmodel.Number)
	value.P90NumTurns = jsonmodel.Required(fields, "p90_num_turns", jsonmodel.Number)
	value.MaxNumTurns = jsonmodel.Required(fields, "max_num_turns", jsonmodel.Number)
	value.MeanTokensPerTurn = jsonmodel.Optional(fields, "mean_tokens_per_turn", jsonmodel.Number)
	value.MedianTokensPerTurn = jsonmodel.Optional(fields, "median_tokens_per_turn", jsonmodel.Number)
	value.TotalLatencyP50Ms = jsonmodel.Optional(fields, "total_latency_p50_ms", jsonmodel.Number)
	value.TotalLatencyP90Ms = jsonmodel.Optional(fields, "total_latency_p90_ms", jsonmodel.Number)
	value.TotalLatencyP99Ms = jsonmodel.Optional(fields, "total_latency_p99_ms", jsonmodel.Number)
	value.TotalLatencyMeanMs = jsonmodel.Optional(fields, "total_latency_mean_ms", jsonmodel.Number)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *PerfSummary) UnmarshalJSON(raw []byte) error {
	value, err := decodePerfSummary(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v PerfSummary) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "overall_observability_coverage", v.OverallObservabilityCoverage)
	jsonmodel.Put(&w, "token_observability_coverage", v.TokenObservabilityCoverage)
	jsonmodel.PutOpt(&w, "mean_prompt_tokens", v.MeanPromptTokens)
	jsonmodel.PutOpt(&w, "median_prompt_tokens", v.MedianPromptTokens)
	jsonmodel.PutOpt(&w, "total_prompt_tokens", v.TotalPromptTokens)
	jsonmodel.PutOpt(&w, "mean_cached_prompt_tokens", v.MeanCachedPromptTokens)
	jsonmodel.PutOpt(&w, "median_cached_prompt_tokens", v.MedianCachedPromptTokens)
	jsonmodel.PutOpt(&w, "total_cached_prompt_tokens", v.TotalCachedPromptTokens)
	jsonmodel.PutOpt(&w, "mean_completion_tokens", v.MeanCompletionTokens)
	jsonmodel.PutOpt(&w, "median_completion_tokens", v.MedianCompletionTokens)
	jsonmodel.PutOpt(&w, "total_completion_tokens", v.TotalCompletionTokens)
	jsonmodel.PutOpt(&w, "mean_reasoning_tokens", v.MeanReasoningTokens)
	jsonmodel.PutOpt(&w, "median_reasoning_tokens", v.MedianReasoningTokens)
	jsonmodel.PutOpt(&w, "total_reasoning_tokens", v.TotalReasoningTokens)
	jsonmodel.Put(&w, "mean_num_turns", v.MeanNumTurns)
	jsonmodel.Put(&w, "median_num_turns", v.MedianNumTurns)
	jsonmodel.Put(&w, "std_num_turns", v.StdNumTurns)
	jsonmodel.Put(&w, "min_num_turns", v.MinNumTurns)
	jsonmodel.Put(&w, "p90_num_turns", v.P90NumTurns)
	jsonmodel.Put(&w, "max_num_turns", v.MaxNumTurns)
	jsonmodel.PutOpt(&w, "mean_tokens_per_turn", v.MeanTokensPerTurn)
	jsonmodel.PutOpt(&w, "median_tokens_per_turn", v.MedianTokensPerTurn)
	jsonmodel.PutOpt(&w, "total_latency_p50_ms", v.TotalLatencyP50Ms)
	jsonmodel.PutOpt(&w, "total_latency_p90_ms", v.TotalLatencyP90Ms)
	jsonmodel.PutOpt(&w, "total_latency_p99_ms", v.TotalLatencyP99Ms)
	jsonmodel.PutOpt(&w, "total_latency_mean_ms", v.TotalLatencyMeanMs)
	return w.Bytes()
}

// quality_summary.json: what the rollout health checks found over a run, per check and per task.
// Stats count every call of every valid trajectory, whatever the gating and the ignored checks.
type QualitySummary struct {
	// Figures over every record.
	Run HealthRun
	// Per task, keyed by the decimal text (or the string) of its _ng_task_index, in index order
	// (integers before strings).
	Tasks map[string]TaskHealth
}

func decodeQualitySummary(raw json.RawMessage) (QualitySummary, error) {
	var value QualitySummary
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Run = jsonmodel.Required(fields, "run", decodeHealthRun)
	value.Tasks = jsonmodel.Required(fields, "tasks", jsonmodel.Map(decodeTaskHealth))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *QualitySummary) UnmarshalJSON(raw []byte) error {
	value, err := decodeQualitySummary(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v QualitySummary) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "run", v.Run)
	jsonmodel.Put(&w, "tasks", v.Tasks)
	return w.Bytes()
}

// Reasoning the model produced before its visible output. Open: keys beyond those listed are kept,
// as the Responses vocabulary grows.
type ReasoningItem struct {
	// Item tag.
	Type ReasoningItemType
	// Provider id of the reasoning item.
	Id string
	// Summary of the reasoning, possibly empty.
	Summary []SummaryTextPart
	// Opaque encrypted reasoning that can be sent back to the provider.
	EncryptedContent jsonmodel.Opt[*string]
	// Raw reasoning text parts, when the provider exposes them.
	Content jsonmodel.Opt[*[]ReasoningTextPart]
	// Token ids of the prompt that produced this item, for training. Present together with
	// generation_token_ids and generation_log_probs (rule conversation_item.token_metadata_complete).
	PromptTokenIds jsonmodel.Opt[[]int64]
	// Token ids the model generated for this item, for training.
	GenerationTokenIds jsonmodel.Opt[[]int64]
	// Log probability of each generated token, for training.
	GenerationLogProbs jsonmodel.Opt[[]float64]
	// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
	// array of expert indices.
	RoutedExperts jsonmodel.Opt[*ReasoningItemRoutedExperts]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeReasoningItem(raw json.RawMessage) (ReasoningItem, error) {
	var value ReasoningItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeReasoningItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.Summary = jsonmodel.Required(fields, "summary", jsonmodel.List(decodeSummaryTextPart))
	value.EncryptedContent = jsonmodel.Optional(fields, "encrypted_content", jsonmodel.Nullable(jsonmodel.String))
	value.Content = jsonmodel.Optional(fields, "content", jsonmodel.Nullable(jsonmodel.List(decodeReasoningTextPart)))
	value.PromptTokenIds = jsonmodel.Optional(fields, "prompt_token_ids", jsonmodel.List(jsonmodel.Integer))
	value.GenerationTokenIds = jsonmodel.Optional(fields, "generation_token_ids", jsonmodel.List(jsonmodel.Integer))
	value.GenerationLogProbs = jsonmodel.Optional(fields, "generation_log_probs", jsonmodel.List(jsonmodel.Number))
	value.RoutedExperts = jsonmodel.Optional(fields, "routed_experts", jsonmodel.Nullable(decodeReasoningItemRoutedExperts))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ReasoningItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeReasoningItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ReasoningItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.Put(&w, "summary", v.Summary)
	jsonmodel.PutOpt(&w, "encrypted_content", v.EncryptedContent)
	jsonmodel.PutOpt(&w, "content", v.Content)
	jsonmodel.PutOpt(&w, "prompt_token_ids", v.PromptTokenIds)
	jsonmodel.PutOpt(&w, "generation_token_ids", v.GenerationTokenIds)
	jsonmodel.PutOpt(&w, "generation_log_probs", v.GenerationLogProbs)
	jsonmodel.PutOpt(&w, "routed_experts", v.RoutedExperts)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
// array of expert indices.
type ReasoningItemRoutedExperts struct {
	// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
	// array of expert indices.
	String *string
	// Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested
	// array of expert indices.
	Array *[][][]int64
}

func decodeReasoningItemRoutedExperts(raw json.RawMessage) (ReasoningItemRoutedExperts, error) {
	var value ReasoningItemRoutedExperts
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.List(jsonmodel.List(jsonmodel.List(jsonmodel.Integer)))(raw); err == nil {
		value.Array = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ReasoningItemRoutedExperts) UnmarshalJSON(raw []byte) error {
	value, err := decodeReasoningItemRoutedExperts(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v ReasoningItemRoutedExperts) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Array != nil {
		return json.Marshal(*v.Array)
	}
	return nil, errors.New("ReasoningItemRoutedExperts: no alternative is set")
}

// Item tag.
type ReasoningItemType string

const (
	ReasoningItemTypeReasoning ReasoningItemType = "reasoning"
)

func decodeReasoningItemType(raw json.RawMessage) (ReasoningItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ReasoningItemType(text); value {
	case ReasoningItemTypeReasoning:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "reasoning")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ReasoningItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeReasoningItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Raw reasoning text of the model. Open: keys beyond those listed are kept, as the Responses
// vocabulary grows.
type ReasoningTextPart struct {
	// Content part tag.
	Type ReasoningTextPartType
	// The reasoning text.
	Text string
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeReasoningTextPart(raw json.RawMessage) (ReasoningTextPart, error) {
	var value ReasoningTextPart
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeReasoningTextPartType)
	value.Text = jsonmodel.Required(fields, "text", jsonmodel.String)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ReasoningTextPart) UnmarshalJSON(raw []byte) error {
	value, err := decodeReasoningTextPart(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ReasoningTextPart) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "text", v.Text)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Content part tag.
type ReasoningTextPartType string

const (
	ReasoningTextPartTypeReasoningText ReasoningTextPartType = "reasoning_text"
)

func decodeReasoningTextPartType(raw json.RawMessage) (ReasoningTextPartType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ReasoningTextPartType(text); value {
	case ReasoningTextPartTypeReasoningText:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "reasoning_text")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ReasoningTextPartType) UnmarshalJSON(raw []byte) error {
	value, err := decodeReasoningTextPartType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A refusal produced by the model instead of an answer. Open: keys beyond those listed are kept,
// as the Responses vocabulary grows.
type RefusalPart struct {
	// Content part tag.
	Type RefusalPartType
	// Text of the refusal.
	Refusal string
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeRefusalPart(raw json.RawMessage) (RefusalPart, error) {
	var value RefusalPart
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeRefusalPartType)
	value.Refusal = jsonmodel.Required(fields, "refusal", jsonmodel.String)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RefusalPart) UnmarshalJSON(raw []byte) error {
	value, err := decodeRefusalPart(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v RefusalPart) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "refusal", v.Refusal)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Content part tag.
type RefusalPartType string

const (
	RefusalPartTypeRefusal RefusalPartType = "refusal"
)

func decodeRefusalPartType(raw json.RawMessage) (RefusalPartType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := RefusalPartType(text); value {
	case RefusalPartTypeRefusal:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "refusal")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RefusalPartType) UnmarshalJSON(raw []byte) error {
	value, err := decodeRefusalPartType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The OpenAI Responses create request a task input row carries in responses_create_params, as NeMo
// Gym 0.7.0 reads it (NeMoGymResponseCreateParamsNonStreaming, a copy of the OpenAI SDK's
// ResponseCreateParamsNonStreaming that forbids unknown members): the model's input, its tools and
// the sampling parameters. Closed, as in Gym. Every member may be absent; input may be absent when
// a prompt_config builds it. The nested configuration objects (reasoning, text, prompt, ...) are
// typed by the OpenAI SDK and kept here as objects.
type ResponseCreateParams struct {
	// What the model is given: a string (one user message), or a list of conversation items (messages
	// with a role the Responses API knows, function calls and their outputs, reasoning, ...). Absent
	// or empty when the agent builds its own prompt, or a prompt_config fills it (rule
	// input.input_empty).
	Input jsonmodel.Opt[ResponseCreateParamsInput]
	// A system (or developer) message inserted before the input.
	Instructions jsonmodel.Opt[*string]
	// Model name; Gym's model server usually decides it.
	Model jsonmodel.Opt[*string]
	// Tools the model may call: OpenAI tool definitions (function, custom, mcp, web_search, ...),
	// each an object with its type; a function or custom tool has a name.
	Tools jsonmodel.Opt[[]map[string]json.RawMessage]
	// How the model picks tools: none, auto or required, or an object that names a tool (function,
	// custom, mcp, allowed_tools, ...); a named tool must be declared in tools (rule
	// input.tool_choice_declared). Defaults to auto.
	ToolChoice jsonmodel.Opt[ResponseCreateParamsToolChoice]
	// Whether the model may call several tools at once; defaults to true.
	ParallelToolCalls jsonmodel.Opt[bool]
	// Upper bound on the tokens of the response, reasoning included.
	MaxOutputTokens jsonmodel.Opt[*int64]
	// Upper bound on the built-in tool calls of the response.
	MaxToolCalls jsonmodel.Opt[*int64]
	// Sampling temperature, 0 to 2.
	Temperature jsonmodel.Opt[*float64]
	// Nucleus sampling mass, 0 to 1.
	TopP jsonmodel.Opt[*float64]
	// Number of most likely tokens to return at each position, 0 to 20.
	TopLogprobs jsonmodel.Opt[*int64]
	// Reasoning configuration (effort, summary).
	Reasoning jsonmodel.Opt[*map[string]json.RawMessage]
	// Text output configuration (format, verbosity).
	Text jsonmodel.Opt[*map[string]json.RawMessage]
	// Up to 16 key-value pairs attached to the request.
	Metadata jsonmodel.Opt[*map[string]json.RawMessage]
	// Additional output data to include in the response.
	Include jsonmodel.Opt[*[]string]
	// Whether to run the response in the background.
	Background jsonmodel.Opt[*bool]
	// Whether the provider stores the response.
	Store jsonmodel.Opt[*bool]
	// Streaming; a non-streaming request is false or null.
	Stream jsonmodel.Opt[json.RawMessage]
	// Options for streaming responses.
	StreamOptions jsonmodel.Opt[*map[string]json.RawMessage]
	// Id of the response this one continues.
	PreviousResponseId jsonmodel.Opt[*string]
	// The conversation this response belongs to: its id, or an object with its id.
	Conversation jsonmodel.Opt[*ResponseCreateParamsConversation]
	// Context management entries (compaction).
	ContextManagement jsonmodel.Opt[*[]map[string]json.RawMessage]
	// Reference to a stored prompt template and its variables.
	Prompt jsonmodel.Opt[*map[string]json.RawMessage]
	// Moderation of the input and output.
	Moderation jsonmodel.Opt[*map[string]json.RawMessage]
	// Processing tier of the request.
	ServiceTier jsonmodel.Opt[*ResponseCreateParamsServiceTier]
	// Truncation strategy of the input.
	Truncation jsonmodel.Opt[*ResponseCreateParamsTruncation]
	// Key for prompt caching.
	PromptCacheKey jsonmodel.Opt[*string]
	// Retention of the prompt cache.
	PromptCacheRetention jsonmodel.Opt[*ResponseCreateParamsPromptCacheRetention]
	// Stable identifier of the end user, for abuse detection.
	SafetyIdentifier jsonmodel.Opt[*string]
	// End-user identifier (superseded by safety_identifier and prompt_cache_key).
	User jsonmodel.Opt[*string]
}

func decodeResponseCreateParams(raw json.RawMessage) (ResponseCreateParams, error) {
	var value ResponseCreateParams
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Input = jsonmodel.Optional(fields, "input", decodeResponseCreateParamsInput)
	value.Instructions = jsonmodel.Optional(fields, "instructions", jsonmodel.Nullable(jsonmodel.String))
	value.Model = jsonmodel.Optional(fields, "model", jsonmodel.Nullable(jsonmodel.String))
	value.Tools = jsonmodel.Optional(fields, "tools", jsonmodel.List(jsonmodel.Map(jsonmodel.Any)))
	value.ToolChoice = jsonmodel.Optional(fields, "tool_choice", decodeResponseCreateParamsToolChoice)
	value.ParallelToolCalls = jsonmodel.Optional(fields, "parallel_tool_calls", jsonmodel.Boolean)
	value.MaxOutputTokens = jsonmodel.Optional(fields, "max_output_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.MaxToolCalls = jsonmodel.Optional(fields, "max_tool_calls", jsonmodel.Nullable(jsonmodel.Integer))
	value.Temperature = jsonmodel.Optional(fields, "temperature", jsonmodel.Nullable(jsonmodel.Number))
	value.TopP = jsonmodel.Optional(fields, "top_p", jsonmodel.Nullable(jsonmodel.Number))
	value.TopLogprobs = jsonmodel.Optional(fields, "top_logprobs", jsonmodel.Nullable(jsonmodel.Integer))
	value.Reasoning = jsonmodel.Optional(fields, "reasoning", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.Text = jsonmodel.Optional(fields, "text", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.Metadata = jsonmodel.Optional(fields, "metadata", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.Include = jsonmodel.Optional(fields, "include", jsonmodel.Nullable(jsonmodel.List(jsonmodel.String)))
	value.Background = jsonmodel.Optional(fields, "background", jsonmodel.Nullable(jsonmodel.Boolean))
	value.Store = jsonmodel.Optional(fields, "store", jsonmodel.Nullable(jsonmodel.Boolean))
	value.Stream = jsonmodel.Optional(fields, "stream", jsonmodel.Values("false", "null"))
	value.StreamOptions = jsonmodel.Optional(fields, "stream_options", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.PreviousResponseId = jsonmodel.Optional(fields, "previous_response_id", jsonmodel.Nullable(jsonmodel.String))
	value.Conversation = jsonmodel.Optional(fields, "conversation", jsonmodel.Nullable(decodeResponseCreateParamsConversation))
	value.ContextManagement = jsonmodel.Optional(fields, "context_management", jsonmodel.Nullable(jsonmodel.List(jsonmodel.Map(jsonmodel.Any))))
	value.Prompt = jsonmodel.Optional(fields, "prompt", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.Moderation = jsonmodel.Optional(fields, "moderation", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.ServiceTier = jsonmodel.Optional(fields, "service_tier", jsonmodel.Nullable(decodeResponseCreateParamsServiceTier))
	value.Truncation = jsonmodel.Optional(fields, "truncation", jsonmodel.Nullable(decodeResponseCreateParamsTruncation))
	value.PromptCacheKey = jsonmodel.Optional(fields, "prompt_cache_key", jsonmodel.Nullable(jsonmodel.String))
	value.PromptCacheRetention = jsonmodel.Optional(fields, "prompt_cache_retention", jsonmodel.Nullable(decodeResponseCreateParamsPromptCacheRetention))
	value.SafetyIdentifier = jsonmodel.Optional(fields, "safety_identifier", jsonmodel.Nullable(jsonmodel.String))
	value.User = jsonmodel.Optional(fields, "user", jsonmodel.Nullable(jsonmodel.String))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ResponseCreateParams) UnmarshalJSON(raw []byte) error {
	value, err := decodeResponseCreateParams(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ResponseCreateParams) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "input", v.Input)
	jsonmodel.PutOpt(&w, "instructions", v.Instructions)
	jsonmodel.PutOpt(&w, "model", v.Model)
	jsonmodel.PutOpt(&w, "tools", v.Tools)
	jsonmodel.PutOpt(&w, "tool_choice", v.ToolChoice)
	jsonmodel.PutOpt(&w, "parallel_tool_calls", v.ParallelToolCalls)
	jsonmodel.PutOpt(&w, "max_output_tokens", v.MaxOutputTokens)
	jsonmodel.PutOpt(&w, "max_tool_calls", v.MaxToolCalls)
	jsonmodel.PutOpt(&w, "temperature", v.Temperature)
	jsonmodel.PutOpt(&w, "top_p", v.TopP)
	jsonmodel.PutOpt(&w, "top_logprobs", v.TopLogprobs)
	jsonmodel.PutOpt(&w, "reasoning", v.Reasoning)
	jsonmodel.PutOpt(&w, "text", v.Text)
	jsonmodel.PutOpt(&w, "metadata", v.Metadata)
	jsonmodel.PutOpt(&w, "include", v.Include)
	jsonmodel.PutOpt(&w, "background", v.Background)
	jsonmodel.PutOpt(&w, "store", v.Store)
	jsonmodel.PutOpt(&w, "stream", v.Stream)
	jsonmodel.PutOpt(&w, "stream_options", v.StreamOptions)
	jsonmodel.PutOpt(&w, "previous_response_id", v.PreviousResponseId)
	jsonmodel.PutOpt(&w, "conversation", v.Conversation)
	jsonmodel.PutOpt(&w, "context_management", v.ContextManagement)
	jsonmodel.PutOpt(&w, "prompt", v.Prompt)
	jsonmodel.PutOpt(&w, "moderation", v.Moderation)
	jsonmodel.PutOpt(&w, "service_tier", v.ServiceTier)
	jsonmodel.PutOpt(&w, "truncation", v.Truncation)
	jsonmodel.PutOpt(&w, "prompt_cache_key", v.PromptCacheKey)
	jsonmodel.PutOpt(&w, "prompt_cache_retention", v.PromptCacheRetention)
	jsonmodel.PutOpt(&w, "safety_identifier", v.SafetyIdentifier)
	jsonmodel.PutOpt(&w, "user", v.User)
	return w.Bytes()
}

// The conversation this response belongs to: its id, or an object with its id.
type ResponseCreateParamsConversation struct {
	// The conversation this response belongs to: its id, or an object with its id.
	String *string
	// The conversation this response belongs to: its id, or an object with its id.
	Object *map[string]json.RawMessage
}

func decodeResponseCreateParamsConversation(raw json.RawMessage) (ResponseCreateParamsConversation, error) {
	var value ResponseCreateParamsConversation
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Map(jsonmodel.Any)(raw); err == nil {
		value.Object = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ResponseCreateParamsConversation) UnmarshalJSON(raw []byte) error {
	value, err := decodeResponseCreateParamsConversation(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v ResponseCreateParamsConversation) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Object != nil {
		return json.Marshal(*v.Object)
	}
	return nil, errors.New("ResponseCreateParamsConversation: no alternative is set")
}

// What the model is given: a string (one user message), or a list of conversation items (messages
// with a role the Responses API knows, function calls and their outputs, reasoning, ...). Absent
// or empty when the agent builds its own prompt, or a prompt_config fills it (rule
// input.input_empty).
type ResponseCreateParamsInput struct {
	// What the model is given: a string (one user message), or a list of conversation items (messages
	// with a role the Responses API knows, function calls and their outputs, reasoning, ...). Absent
	// or empty when the agent builds its own prompt, or a prompt_config fills it (rule
	// input.input_empty).
	String *string
	// What the model is given: a string (one user message), or a list of conversation items (messages
	// with a role the Responses API knows, function calls and their outputs, reasoning, ...). Absent
	// or empty when the agent builds its own prompt, or a prompt_config fills it (rule
	// input.input_empty).
	Array *[]ConversationItem
}

func decodeResponseCreateParamsInput(raw json.RawMessage) (ResponseCreateParamsInput, error) {
	var value ResponseCreateParamsInput
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.List(decodeConversationItem)(raw); err == nil {
		value.Array = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ResponseCreateParamsInput) UnmarshalJSON(raw []byte) error {
	value, err := decodeResponseCreateParamsInput(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v ResponseCreateParamsInput) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Array != nil {
		return json.Marshal(*v.Array)
	}
	return nil, errors.New("ResponseCreateParamsInput: no alternative is set")
}

// Retention of the prompt cache.
type ResponseCreateParamsPromptCacheRetention string

const (
	ResponseCreateParamsPromptCacheRetentionInMemory ResponseCreateParamsPromptCacheRetention = "in_memory"
	ResponseCreateParamsPromptCacheRetentionN24h     ResponseCreateParamsPromptCacheRetention = "24h"
)

func decodeResponseCreateParamsPromptCacheRetention(raw json.RawMessage) (ResponseCreateParamsPromptCacheRetention, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ResponseCreateParamsPromptCacheRetention(text); value {
	case ResponseCreateParamsPromptCacheRetentionInMemory, ResponseCreateParamsPromptCacheRetentionN24h:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_memory", "24h")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ResponseCreateParamsPromptCacheRetention) UnmarshalJSON(raw []byte) error {
	value, err := decodeResponseCreateParamsPromptCacheRetention(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Processing tier of the request.
type ResponseCreateParamsServiceTier string

const (
	ResponseCreateParamsServiceTierAuto     ResponseCreateParamsServiceTier = "auto"
	ResponseCreateParamsServiceTierDefault  ResponseCreateParamsServiceTier = "default"
	ResponseCreateParamsServiceTierFlex     ResponseCreateParamsServiceTier = "flex"
	ResponseCreateParamsServiceTierScale    ResponseCreateParamsServiceTier = "scale"
	ResponseCreateParamsServiceTierPriority ResponseCreateParamsServiceTier = "priority"
)

func decodeResponseCreateParamsServiceTier(raw json.RawMessage) (ResponseCreateParamsServiceTier, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ResponseCreateParamsServiceTier(text); value {
	case ResponseCreateParamsServiceTierAuto, ResponseCreateParamsServiceTierDefault, ResponseCreateParamsServiceTierFlex, ResponseCreateParamsServiceTierScale, ResponseCreateParamsServiceTierPriority:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "auto", "default", "flex", "scale", "priority")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ResponseCreateParamsServiceTier) UnmarshalJSON(raw []byte) error {
	value, err := decodeResponseCreateParamsServiceTier(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// How the model picks tools: none, auto or required, or an object that names a tool (function,
// custom, mcp, allowed_tools, ...); a named tool must be declared in tools (rule
// input.tool_choice_declared). Defaults to auto.
type ResponseCreateParamsToolChoice struct {
	// none, auto or required.
	String *ResponseCreateParamsToolChoiceString
	// A tool choice object, tagged by its type.
	ToolChoiceObject *ResponseCreateParamsToolChoiceToolChoiceObject
}

func decodeResponseCreateParamsToolChoice(raw json.RawMessage) (ResponseCreateParamsToolChoice, error) {
	var value ResponseCreateParamsToolChoice
	var errs []error
	if branch, err := decodeResponseCreateParamsToolChoiceString(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeResponseCreateParamsToolChoiceToolChoiceObject(raw); err == nil {
		value.ToolChoiceObject = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ResponseCreateParamsToolChoice) UnmarshalJSON(raw []byte) error {
	value, err := decodeResponseCreateParamsToolChoice(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v ResponseCreateParamsToolChoice) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.ToolChoiceObject != nil {
		return json.Marshal(*v.ToolChoiceObject)
	}
	return nil, errors.New("ResponseCreateParamsToolChoice: no alternative is set")
}

// none, auto or required.
type ResponseCreateParamsToolChoiceString string

const (
	ResponseCreateParamsToolChoiceStringNone     ResponseCreateParamsToolChoiceString = "none"
	ResponseCreateParamsToolChoiceStringAuto     ResponseCreateParamsToolChoiceString = "auto"
	ResponseCreateParamsToolChoiceStringRequired ResponseCreateParamsToolChoiceString = "required"
)

func decodeResponseCreateParamsToolChoiceString(raw json.RawMessage) (ResponseCreateParamsToolChoiceString, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ResponseCreateParamsToolChoiceString(text); value {
	case ResponseCreateParamsToolChoiceStringNone, ResponseCreateParamsToolChoiceStringAuto, ResponseCreateParamsToolChoiceStringRequired:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "none", "auto", "required")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ResponseCreateParamsToolChoiceString) UnmarshalJSON(raw []byte) error {
	value, err := decodeResponseCreateParamsToolChoiceString(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A tool choice object, tagged by its type.
type ResponseCreateParamsToolChoiceToolChoiceObject struct {
	// Kind of tool chosen: function, custom, mcp, allowed_tools, or a hosted tool's type.
	Type string
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeResponseCreateParamsToolChoiceToolChoiceObject(raw json.RawMessage) (ResponseCreateParamsToolChoiceToolChoiceObject, error) {
	var value ResponseCreateParamsToolChoiceToolChoiceObject
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", jsonmodel.String)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ResponseCreateParamsToolChoiceToolChoiceObject) UnmarshalJSON(raw []byte) error {
	value, err := decodeResponseCreateParamsToolChoiceToolChoiceObject(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ResponseCreateParamsToolChoiceToolChoiceObject) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Truncation strategy of the input.
type ResponseCreateParamsTruncation string

const (
	ResponseCreateParamsTruncationAuto     ResponseCreateParamsTruncation = "auto"
	ResponseCreateParamsTruncationDisabled ResponseCreateParamsTruncation = "disabled"
)

func decodeResponseCreateParamsTruncation(raw json.RawMessage) (ResponseCreateParamsTruncation, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ResponseCreateParamsTruncation(text); value {
	case ResponseCreateParamsTruncationAuto, ResponseCreateParamsTruncationDisabled:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "auto", "disabled")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ResponseCreateParamsTruncation) UnmarshalJSON(raw []byte) error {
	value, err := decodeResponseCreateParamsTruncation(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One line of a shard's failures sidecar (rollouts-<shard>_failures.jsonl): one attempt of a
// rollout that did not succeed. It holds the identity keys of the dispatched row, the
// _ng_failure_* keys that classify the failure and whatever evidence the attempt produced. NeMo
// Gym 0.7.0 writes its sidecar rows in this shape, so either side reads the other's sidecars. Open
// like RolloutRow: the task's and the environment's own keys are kept and not checked. A row
// marked _ng_no_persist is never written, here or anywhere.
type RolloutFailureRecord struct {
	// Position of the task in the input, counting from 0.
	NgTaskIndex int64
	// Repeat number of this rollout of the task, counting from 0.
	NgRolloutIndex int64
	// Which attempt of the rollout failed; a positive value adds the suffix -a<n> to the capture key.
	// A shard counts the attempts of each try in its sidecar to stamp the next one.
	NgAttemptIndex jsonmodel.Opt[int64]
	// The key the attempt was dispatched and captured under (before any attempt suffix); a shard
	// writes <run_id>-<base> here.
	NgRolloutId jsonmodel.Opt[string]
	// What kind of failure this is. Open vocabulary: the collector's agent_request_failed (the /run
	// request failed without an HTTP answer, or with 429, 502, 503 or 504), agent_run_error (the
	// agent answered /run with another HTTP error status), environment_server_failed, cancelled;
	// omitted (trajspec: the try was interrupted or never started, see OmittedRollout); and classes
	// an agent stamps on its own result, such as timeout_exceeded or skipped.
	NgFailureClass string
	// The type of the failure: for a failed dispatch the name of the exception raised; for class
	// omitted, interrupted or not_started.
	NgFailureType jsonmodel.Opt[*string]
	// What went wrong, in words (the exception's text, or the environment's failure reason).
	NgFailureMessage jsonmodel.Opt[*string]
	// The HTTP status of the failed /run answer; null when no answer came back.
	NgFailureHttpStatus jsonmodel.Opt[*int64]
	// The start of the failed /run answer's body (at most 2000 characters, then an ellipsis); null
	// when there was none.
	NgFailureResponseBody jsonmodel.Opt[*string]
	// true when the failure must not be retried: a resume never dispatches this try again. Absent or
	// false: retried until the attempts run out.
	NgFailureTerminal jsonmodel.Opt[bool]
	// For an environment-server failure, the stage that failed (for example admission, seed, agent,
	// verification or cleanup).
	NgFailureStage jsonmodel.Opt[*string]
	// For an environment-server failure, what the episode had produced before it failed.
	NgFailurePartialResponse jsonmodel.Opt[json.RawMessage]
	// Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
	// task_id} object of a materialized task row (whose inner task_id is used).
	TaskId jsonmodel.Opt[RolloutFailureRecordTaskId]
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	ProblemId jsonmodel.Opt[RolloutFailureRecordProblemId]
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	InstanceId jsonmodel.Opt[RolloutFailureRecordInstanceId]
	// Explicit identity that overrides the derived task and rollout ids when it is a valid
	// TrajectoryIdentity (see RolloutRow).
	TrajectoryIdentity jsonmodel.Opt[map[string]json.RawMessage]
	// Agent server that ran (or was to run) the rollout.
	AgentRef jsonmodel.Opt[AgentRef]
	// Model calls captured for this attempt, when it produced any.
	NgModelCallCapture jsonmodel.Opt[ModelCallCapture]
	// What the agent harness observed, when it reported anything; null when it reported nothing.
	NgAgentObservations jsonmodel.Opt[*AgentObservationBundle]
	// Projected trajectory of the attempt, when it has one.
	NgTrajectory jsonmodel.Opt[TrajectoryRecord]
	// Performance figures of the attempt, when measured.
	NgPerf jsonmodel.Opt[NgPerf]
	// The agent's response, when an agent-classified failure carries one.
	Response jsonmodel.Opt[json.RawMessage]
	// Reward assigned to the attempt; null when none was assigned.
	Reward jsonmodel.Opt[*float64]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeRolloutFailureRecord(raw json.RawMessage) (RolloutFailureRecord, error) {
	var value RolloutFailureRecord
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.NgTaskIndex = jsonmodel.Required(fields, "_ng_task_index", jsonmodel.Integer)
	value.NgRolloutIndex = jsonmodel.Required(fields, "_ng_rollout_index", jsonmodel.Integer)
	value.NgAttemptIndex = jsonmodel.Optional(fields, "_ng_attempt_index", jsonmodel.Integer)
	value.NgRolloutId = jsonmodel.Optional(fields, "_ng_rollout_id", jsonmodel.String)
	value.NgFailureClass = jsonmodel.Required(fields, "_ng_failure_class", jsonmodel.String)
	value.NgFailureType = jsonmodel.Optional(fields, "_ng_failure_type", jsonmodel.Nullable(jsonmodel.String))
	value.NgFailureMessage = jsonmodel.Optional(fields, "_ng_failure_message", jsonmodel.Nullable(jsonmodel.String))
	value.NgFailureHttpStatus = jsonmodel.Optional(fields, "_ng_failure_http_status", jsonmodel.Nullable(jsonmodel.Integer))
	value.NgFailureResponseBody = jsonmodel.Optional(fields, "_ng_failure_response_body", jsonmodel.Nullable(jsonmodel.String))
	value.NgFailureTerminal = jsonmodel.Optional(fields, "_ng_failure_terminal", jsonmodel.Boolean)
	value.NgFailureStage = jsonmodel.Optional(fields, "_ng_failure_stage", jsonmodel.Nullable(jsonmodel.String))
	value.NgFailurePartialResponse = jsonmodel.Optional(fields, "_ng_failure_partial_response", jsonmodel.Any)
	value.TaskId = jsonmodel.Optional(fields, "task_id", decodeRolloutFailureRecordTaskId)
	value.ProblemId = jsonmodel.Optional(fields, "problem_id", decodeRolloutFailureRecordProblemId)
	value.InstanceId = jsonmodel.Optional(fields, "instance_id", decodeRolloutFailureRecordInstanceId)
	value.TrajectoryIdentity = jsonmodel.Optional(fields, "trajectory_identity", jsonmodel.Map(jsonmodel.Any))
	value.AgentRef = jsonmodel.Optional(fields, "agent_ref", decodeAgentRef)
	value.NgModelCallCapture = jsonmodel.Optional(fields, "ng_model_call_capture", decodeModelCallCapture)
	value.NgAgentObservations = jsonmodel.Optional(fields, "ng_agent_observations", jsonmodel.Nullable(decodeAgentObservationBundle))
	value.NgTrajectory = jsonmodel.Optional(fields, "ng_trajectory", decodeTrajectoryRecord)
	value.NgPerf = jsonmodel.Optional(fields, "ng_perf", decodeNgPerf)
	value.Response = jsonmodel.Optional(fields, "response", jsonmodel.Any)
	value.Reward = jsonmodel.Optional(fields, "reward", jsonmodel.Nullable(jsonmodel.Number))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RolloutFailureRecord) UnmarshalJSON(raw []byte) error {
	value, err := decodeRolloutFailureRecord(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v RolloutFailureRecord) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "_ng_task_index", v.NgTaskIndex)
	jsonmodel.Put(&w, "_ng_rollout_index", v.NgRolloutIndex)
	jsonmodel.PutOpt(&w, "_ng_attempt_index", v.NgAttemptIndex)
	jsonmodel.PutOpt(&w, "_ng_rollout_id", v.NgRolloutId)
	jsonmodel.Put(&w, "_ng_failure_class", v.NgFailureClass)
	jsonmodel.PutOpt(&w, "_ng_failure_type", v.NgFailureType)
	jsonmodel.PutOpt(&w, "_ng_failure_message", v.NgFailureMessage)
	jsonmodel.PutOpt(&w, "_ng_failure_http_status", v.NgFailureHttpStatus)
	jsonmodel.PutOpt(&w, "_ng_failure_response_body", v.NgFailureResponseBody)
	jsonmodel.PutOpt(&w, "_ng_failure_terminal", v.NgFailureTerminal)
	jsonmodel.PutOpt(&w, "_ng_failure_stage", v.NgFailureStage)
	jsonmodel.PutOpt(&w, "_ng_failure_partial_response", v.NgFailurePartialResponse)
	jsonmodel.PutOpt(&w, "task_id", v.TaskId)
	jsonmodel.PutOpt(&w, "problem_id", v.ProblemId)
	jsonmodel.PutOpt(&w, "instance_id", v.InstanceId)
	jsonmodel.PutOpt(&w, "trajectory_identity", v.TrajectoryIdentity)
	jsonmodel.PutOpt(&w, "agent_ref", v.AgentRef)
	jsonmodel.PutOpt(&w, "ng_model_call_capture", v.NgModelCallCapture)
	jsonmodel.PutOpt(&w, "ng_agent_observations", v.NgAgentObservations)
	jsonmodel.PutOpt(&w, "ng_trajectory", v.NgTrajectory)
	jsonmodel.PutOpt(&w, "ng_perf", v.NgPerf)
	jsonmodel.PutOpt(&w, "response", v.Response)
	jsonmodel.PutOpt(&w, "reward", v.Reward)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
// its decimal text.
type RolloutFailureRecordInstanceId struct {
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	String *string
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	Integer *int64
}

func decodeRolloutFailureRecordInstanceId(raw json.RawMessage) (RolloutFailureRecordInstanceId, error) {
	var value RolloutFailureRecordInstanceId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RolloutFailureRecordInstanceId) UnmarshalJSON(raw []byte) error {
	value, err := decodeRolloutFailureRecordInstanceId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v RolloutFailureRecordInstanceId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	return nil, errors.New("RolloutFailureRecordInstanceId: no alternative is set")
}

// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
type RolloutFailureRecordProblemId struct {
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	String *string
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	Integer *int64
}

func decodeRolloutFailureRecordProblemId(raw json.RawMessage) (RolloutFailureRecordProblemId, error) {
	var value RolloutFailureRecordProblemId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RolloutFailureRecordProblemId) UnmarshalJSON(raw []byte) error {
	value, err := decodeRolloutFailureRecordProblemId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v RolloutFailureRecordProblemId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	return nil, errors.New("RolloutFailureRecordProblemId: no alternative is set")
}

// Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
// object of a materialized task row (whose inner task_id is used).
type RolloutFailureRecordTaskId struct {
	// The String alternative.
	String *string
	// The Integer alternative.
	Integer *int64
	// The MaterializedTaskId alternative.
	MaterializedTaskId *MaterializedTaskId
}

func decodeRolloutFailureRecordTaskId(raw json.RawMessage) (RolloutFailureRecordTaskId, error) {
	var value RolloutFailureRecordTaskId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeMaterializedTaskId(raw); err == nil {
		value.MaterializedTaskId = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RolloutFailureRecordTaskId) UnmarshalJSON(raw []byte) error {
	value, err := decodeRolloutFailureRecordTaskId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v RolloutFailureRecordTaskId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	if v.MaterializedTaskId != nil {
		return json.Marshal(*v.MaterializedTaskId)
	}
	return nil, errors.New("RolloutFailureRecordTaskId: no alternative is set")
}

// One row of a rollouts file: the task's own fields, the collector's bookkeeping keys and the
// evidence attachments. Open: keys not listed here belong to the task or the environment and are
// not checked.
type RolloutRow struct {
	// Position of the task in the input, counting from 0.
	NgTaskIndex jsonmodel.Opt[int64]
	// Repeat number of this rollout of the task, counting from 0.
	NgRolloutIndex jsonmodel.Opt[int64]
	// Retry attempt number; a positive value adds the suffix -a<n> to the rollout id.
	NgAttemptIndex jsonmodel.Opt[int64]
	// Explicit rollout id (capture key base) that replaces <task>-<rollout>.
	NgRolloutId jsonmodel.Opt[string]
	// Explicit identity that overrides the derived task and rollout ids when it is a valid
	// TrajectoryIdentity; an invalid one is reported by rule row.trajectory_identity_valid, not here.
	TrajectoryIdentity jsonmodel.Opt[map[string]json.RawMessage]
	// Task id of the row: a string or an integer (used as its decimal text), or the {taskset,
	// task_id} object of a materialized task row (whose inner task_id is used).
	TaskId jsonmodel.Opt[RolloutRowTaskId]
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	ProblemId jsonmodel.Opt[RolloutRowProblemId]
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	InstanceId jsonmodel.Opt[RolloutRowInstanceId]
	// Agent server that ran the rollout.
	AgentRef jsonmodel.Opt[AgentRef]
	// Model calls captured for this rollout.
	NgModelCallCapture jsonmodel.Opt[ModelCallCapture]
	// What the agent harness observed; null when it reported nothing.
	NgAgentObservations jsonmodel.Opt[*AgentObservationBundle]
	// Projected trajectory of the rollout.
	NgTrajectory jsonmodel.Opt[TrajectoryRecord]
	// Performance figures of the rollout.
	NgPerf jsonmodel.Opt[NgPerf]
	// The agent's final response; its usage is the sum over the model responses that finished.
	Response jsonmodel.Opt[json.RawMessage]
	// Reward the verifier assigned; null when none was assigned.
	Reward jsonmodel.Opt[*float64]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeRolloutRow(raw json.RawMessage) (RolloutRow, error) {
	var value RolloutRow
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.NgTaskIndex = jsonmodel.Optional(fields, "_ng_task_index", jsonmodel.Integer)
	value.NgRolloutIndex = jsonmodel.Optional(fields, "_ng_rollout_index", jsonmodel.Integer)
	value.NgAttemptIndex = jsonmodel.Optional(fields, "_ng_attempt_index", jsonmodel.Integer)
	value.NgRolloutId = jsonmodel.Optional(fields, "_ng_rollout_id", jsonmodel.String)
	value.TrajectoryIdentity = jsonmodel.Optional(fields, "trajectory_identity", jsonmodel.Map(jsonmodel.Any))
	value.TaskId = jsonmodel.Optional(fields, "task_id", decodeRolloutRowTaskId)
	value.ProblemId = jsonmodel.Optional(fields, "problem_id", decodeRolloutRowProblemId)
	value.InstanceId = jsonmodel.Optional(fields, "instance_id", decodeRolloutRowInstanceId)
	value.AgentRef = jsonmodel.Optional(fields, "agent_ref", decodeAgentRef)
	value.NgModelCallCapture = jsonmodel.Optional(fields, "ng_model_call_capture", decodeModelCallCapture)
	value.NgAgentObservations = jsonmodel.Optional(fields, "ng_agent_observations", jsonmodel.Nullable(decodeAgentObservationBundle))
	value.NgTrajectory = jsonmodel.Optional(fields, "ng_trajectory", decodeTrajectoryRecord)
	value.NgPerf = jsonmodel.Optional(fields, "ng_perf", decodeNgPerf)
	value.Response = jsonmodel.Optional(fields, "response", jsonmodel.Any)
	value.Reward = jsonmodel.Optional(fields, "reward", jsonmodel.Nullable(jsonmodel.Number))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RolloutRow) UnmarshalJSON(raw []byte) error {
	value, err := decodeRolloutRow(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v RolloutRow) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "_ng_task_index", v.NgTaskIndex)
	jsonmodel.PutOpt(&w, "_ng_rollout_index", v.NgRolloutIndex)
	jsonmodel.PutOpt(&w, "_ng_attempt_index", v.NgAttemptIndex)
	jsonmodel.PutOpt(&w, "_ng_rollout_id", v.NgRolloutId)
	jsonmodel.PutOpt(&w, "trajectory_identity", v.TrajectoryIdentity)
	jsonmodel.PutOpt(&w, "task_id", v.TaskId)
	jsonmodel.PutOpt(&w, "problem_id", v.ProblemId)
	jsonmodel.PutOpt(&w, "instance_id", v.InstanceId)
	jsonmodel.PutOpt(&w, "agent_ref", v.AgentRef)
	jsonmodel.PutOpt(&w, "ng_model_call_capture", v.NgModelCallCapture)
	jsonmodel.PutOpt(&w, "ng_agent_observations", v.NgAgentObservations)
	jsonmodel.PutOpt(&w, "ng_trajectory", v.NgTrajectory)
	jsonmodel.PutOpt(&w, "ng_perf", v.NgPerf)
	jsonmodel.PutOpt(&w, "response", v.Response)
	jsonmodel.PutOpt(&w, "reward", v.Reward)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
// its decimal text.
type RolloutRowInstanceId struct {
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	String *string
	// Task id used when the row has neither task_id nor problem_id: a string, or an integer used as
	// its decimal text.
	Integer *int64
}

func decodeRolloutRowInstanceId(raw json.RawMessage) (RolloutRowInstanceId, error) {
	var value RolloutRowInstanceId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RolloutRowInstanceId) UnmarshalJSON(raw []byte) error {
	value, err := decodeRolloutRowInstanceId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v RolloutRowInstanceId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	return nil, errors.New("RolloutRowInstanceId: no alternative is set")
}

// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
type RolloutRowProblemId struct {
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	String *string
	// Task id used when the row has no task_id: a string, or an integer used as its decimal text.
	Integer *int64
}

func decodeRolloutRowProblemId(raw json.RawMessage) (RolloutRowProblemId, error) {
	var value RolloutRowProblemId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RolloutRowProblemId) UnmarshalJSON(raw []byte) error {
	value, err := decodeRolloutRowProblemId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v RolloutRowProblemId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	return nil, errors.New("RolloutRowProblemId: no alternative is set")
}

// Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id}
// object of a materialized task row (whose inner task_id is used).
type RolloutRowTaskId struct {
	// The String alternative.
	String *string
	// The Integer alternative.
	Integer *int64
	// The MaterializedTaskId alternative.
	MaterializedTaskId *MaterializedTaskId
}

func decodeRolloutRowTaskId(raw json.RawMessage) (RolloutRowTaskId, error) {
	var value RolloutRowTaskId
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeMaterializedTaskId(raw); err == nil {
		value.MaterializedTaskId = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RolloutRowTaskId) UnmarshalJSON(raw []byte) error {
	value, err := decodeRolloutRowTaskId(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v RolloutRowTaskId) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	if v.MaterializedTaskId != nil {
		return json.Marshal(*v.MaterializedTaskId)
	}
	return nil, errors.New("RolloutRowTaskId: no alternative is set")
}

// One line of rollout_verdicts.jsonl: the health verdict of one rollout record. unhealthy when a
// check found something; else unobserved when a check that was not ignored could not be evaluated;
// else healthy. Lines are sorted by _ng_task_index, _ng_rollout_index and stage_index (integers
// before strings), then input order.
type RolloutVerdict struct {
	// The task, as in HealthSubject.
	NgTaskIndex RolloutVerdictNgTaskIndex
	// The repeat, as in HealthSubject.
	NgRolloutIndex RolloutVerdictNgRolloutIndex
	// The rollout identity of the row (trajectory_identity, else _ng_rollout_id or <task>-<rollout>
	// with the attempt suffix); else ng_trajectory.rollout_id; else
	// <_ng_task_index>-<_ng_rollout_index>.
	RolloutId string
	// healthy, unhealthy or unobserved.
	Verdict RolloutVerdictVerdict
	// The rollout checks' findings in the order the checks made them: registry order, a
	// check_execution_error where its check ran, then rollout_duplicate_identity.
	Findings []HealthFinding
	// The rollout checks that could not be evaluated (missing evidence, a gap that gates them, an
	// unreadable line, or an error of the check), in registry order; record_unreadable is never
	// unobserved.
	Unobserved []RolloutVerdictUnobservedItem
	// The record's stage_index, when it has one.
	StageIndex jsonmodel.Opt[RolloutVerdictStageIndex]
}

func decodeRolloutVerdict(raw json.RawMessage) (RolloutVerdict, error) {
	var value RolloutVerdict
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.NgTaskIndex = jsonmodel.Required(fields, "_ng_task_index", decodeRolloutVerdictNgTaskIndex)
	value.NgRolloutIndex = jsonmodel.Required(fields, "_ng_rollout_index", decodeRolloutVerdictNgRolloutIndex)
	value.RolloutId = jsonmodel.Required(fields, "rollout_id", jsonmodel.String)
	value.Verdict = jsonmodel.Required(fields, "verdict", decodeRolloutVerdictVerdict)
	value.Findings = jsonmodel.Required(fields, "findings", jsonmodel.List(decodeHealthFinding))
	value.Unobserved = jsonmodel.Required(fields, "unobserved", jsonmodel.List(decodeRolloutVerdictUnobservedItem))
	value.StageIndex = jsonmodel.Optional(fields, "stage_index", decodeRolloutVerdictStageIndex)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RolloutVerdict) UnmarshalJSON(raw []byte) error {
	value, err := decodeRolloutVerdict(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v RolloutVerdict) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "_ng_task_index", v.NgTaskIndex)
	jsonmodel.Put(&w, "_ng_rollout_index", v.NgRolloutIndex)
	jsonmodel.Put(&w, "rollout_id", v.RolloutId)
	jsonmodel.Put(&w, "verdict", v.Verdict)
	jsonmodel.Put(&w, "findings", v.Findings)
	jsonmodel.Put(&w, "unobserved", v.Unobserved)
	jsonmodel.PutOpt(&w, "stage_index", v.StageIndex)
	return w.Bytes()
}

// The repeat, as in HealthSubject.
type RolloutVerdictNgRolloutIndex struct {
	// The repeat, as in HealthSubject.
	Integer *int64
	// The repeat, as in HealthSubject.
	String *string
}

func decodeRolloutVerdictNgRolloutIndex(raw json.RawMessage) (RolloutVerdictNgRolloutIndex, error) {
	var value RolloutVerdictNgRolloutIndex
	var errs []error
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RolloutVerdictNgRolloutIndex) UnmarshalJSON(raw []byte) error {
	value, err := decodeRolloutVerdictNgRolloutIndex(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v RolloutVerdictNgRolloutIndex) MarshalJSON() ([]byte, error) {
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	return nil, errors.New("RolloutVerdictNgRolloutIndex: no alternative is set")
}

// The task, as in HealthSubject.
type RolloutVerdictNgTaskIndex struct {
	// The task, as in HealthSubject.
	Integer *int64
	// The task, as in HealthSubject.
	String *string
}

func decodeRolloutVerdictNgTaskIndex(raw json.RawMessage) (RolloutVerdictNgTaskIndex, error) {
	var value RolloutVerdictNgTaskIndex
	var errs []error
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RolloutVerdictNgTaskIndex) UnmarshalJSON(raw []byte) error {
	value, err := decodeRolloutVerdictNgTaskIndex(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v RolloutVerdictNgTaskIndex) MarshalJSON() ([]byte, error) {
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	return nil, errors.New("RolloutVerdictNgTaskIndex: no alternative is set")
}

// The record's stage_index, when it has one.
type RolloutVerdictStageIndex struct {
	// The record's stage_index, when it has one.
	Integer *int64
	// The record's stage_index, when it has one.
	String *string
}

func decodeRolloutVerdictStageIndex(raw json.RawMessage) (RolloutVerdictStageIndex, error) {
	var value RolloutVerdictStageIndex
	var errs []error
	if branch, err := jsonmodel.Integer(raw); err == nil {
		value.Integer = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RolloutVerdictStageIndex) UnmarshalJSON(raw []byte) error {
	value, err := decodeRolloutVerdictStageIndex(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v RolloutVerdictStageIndex) MarshalJSON() ([]byte, error) {
	if v.Integer != nil {
		return json.Marshal(*v.Integer)
	}
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	return nil, errors.New("RolloutVerdictStageIndex: no alternative is set")
}

// RolloutVerdictUnobservedItem is generated from the schemas.
type RolloutVerdictUnobservedItem string

const (
	RolloutVerdictUnobservedItemCheckExecutionError           RolloutVerdictUnobservedItem = "check_execution_error"
	RolloutVerdictUnobservedItemRolloutDuplicateIdentity      RolloutVerdictUnobservedItem = "rollout_duplicate_identity"
	RolloutVerdictUnobservedItemRolloutMissingAgentTurns      RolloutVerdictUnobservedItem = "rollout_missing_agent_turns"
	RolloutVerdictUnobservedItemRolloutEndedOnFailedModelCall RolloutVerdictUnobservedItem = "rollout_ended_on_failed_model_call"
	RolloutVerdictUnobservedItemAgentTurnHollow               RolloutVerdictUnobservedItem = "agent_turn_hollow"
	RolloutVerdictUnobservedItemModelCallZeroCompletionTokens RolloutVerdictUnobservedItem = "model_call_zero_completion_tokens"
	RolloutVerdictUnobservedItemModelCallMissingTokenCounts   RolloutVerdictUnobservedItem = "model_call_missing_token_counts"
	RolloutVerdictUnobservedItemTrajectoryCaptureMismatch     RolloutVerdictUnobservedItem = "trajectory_capture_mismatch"
	RolloutVerdictUnobservedItemModelCallFailed               RolloutVerdictUnobservedItem = "model_call_failed"
	RolloutVerdictUnobservedItemRolloutTokenCountMismatch     RolloutVerdictUnobservedItem = "rollout_token_count_mismatch"
	RolloutVerdictUnobservedItemModelCallRunawayGeneration    RolloutVerdictUnobservedItem = "model_call_runaway_generation"
)

func decodeRolloutVerdictUnobservedItem(raw json.RawMessage) (RolloutVerdictUnobservedItem, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := RolloutVerdictUnobservedItem(text); value {
	case RolloutVerdictUnobservedItemCheckExecutionError, RolloutVerdictUnobservedItemRolloutDuplicateIdentity, RolloutVerdictUnobservedItemRolloutMissingAgentTurns, RolloutVerdictUnobservedItemRolloutEndedOnFailedModelCall, RolloutVerdictUnobservedItemAgentTurnHollow, RolloutVerdictUnobservedItemModelCallZeroCompletionTokens, RolloutVerdictUnobservedItemModelCallMissingTokenCounts, RolloutVerdictUnobservedItemTrajectoryCaptureMismatch, RolloutVerdictUnobservedItemModelCallFailed, RolloutVerdictUnobservedItemRolloutTokenCountMismatch, RolloutVerdictUnobservedItemModelCallRunawayGeneration:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "check_execution_error", "rollout_duplicate_identity", "rollout_missing_agent_turns", "rollout_ended_on_failed_model_call", "agent_turn_hollow", "model_call_zero_completion_tokens", "model_call_missing_token_counts", "trajectory_capture_mismatch", "model_call_failed", "rollout_token_count_mismatch", "model_call_runaway_generation")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RolloutVerdictUnobservedItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeRolloutVerdictUnobservedItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// healthy, unhealthy or unobserved.
type RolloutVerdictVerdict string

const (
	RolloutVerdictVerdictHealthy    RolloutVerdictVerdict = "healthy"
	RolloutVerdictVerdictUnhealthy  RolloutVerdictVerdict = "unhealthy"
	RolloutVerdictVerdictUnobserved RolloutVerdictVerdict = "unobserved"
)

func decodeRolloutVerdictVerdict(raw json.RawMessage) (RolloutVerdictVerdict, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := RolloutVerdictVerdict(text); value {
	case RolloutVerdictVerdictHealthy, RolloutVerdictVerdictUnhealthy, RolloutVerdictVerdictUnobserved:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "healthy", "unhealthy", "unobserved")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *RolloutVerdictVerdict) UnmarshalJSON(raw []byte) error {
	value, err := decodeRolloutVerdictVerdict(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Measured use of one sandbox during the rollout. Values are measurements, never configured
// limits.
type SandboxObservation struct {
	// Record tag of a sandbox observation.
	Kind SandboxObservationKind
	// What the sandbox was used for.
	Role SandboxObservationRole
	// Sandbox provider or runtime.
	Provider jsonmodel.Opt[*string]
	// Id of the sandbox, matching the sandbox_id of tool calls that ran in it.
	SandboxId jsonmodel.Opt[*string]
	// How the sandbox's work ended; unknown when it was not observed.
	Outcome jsonmodel.Opt[SandboxObservationOutcome]
	// Exit code of the sandboxed process.
	ExitCode jsonmodel.Opt[*int64]
	// Measured wall-clock time in seconds.
	WallTimeS jsonmodel.Opt[*float64]
	// Measured cumulative CPU time in seconds.
	CpuTimeS jsonmodel.Opt[*float64]
	// Measured peak memory use in MiB.
	PeakMemoryMib jsonmodel.Opt[*float64]
	// Where the resource figures were measured.
	ResourceUsageSource jsonmodel.Opt[*string]
	// Class or category of the sandbox error, if any.
	ErrorType jsonmodel.Opt[*string]
}

func decodeSandboxObservation(raw json.RawMessage) (SandboxObservation, error) {
	var value SandboxObservation
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Kind = jsonmodel.Required(fields, "kind", decodeSandboxObservationKind)
	value.Role = jsonmodel.Required(fields, "role", decodeSandboxObservationRole)
	value.Provider = jsonmodel.Optional(fields, "provider", jsonmodel.Nullable(jsonmodel.String))
	value.SandboxId = jsonmodel.Optional(fields, "sandbox_id", jsonmodel.Nullable(jsonmodel.String))
	value.Outcome = jsonmodel.Optional(fields, "outcome", decodeSandboxObservationOutcome)
	value.ExitCode = jsonmodel.Optional(fields, "exit_code", jsonmodel.Nullable(jsonmodel.Integer))
	value.WallTimeS = jsonmodel.Optional(fields, "wall_time_s", jsonmodel.Nullable(jsonmodel.Number))
	value.CpuTimeS = jsonmodel.Optional(fields, "cpu_time_s", jsonmodel.Nullable(jsonmodel.Number))
	value.PeakMemoryMib = jsonmodel.Optional(fields, "peak_memory_mib", jsonmodel.Nullable(jsonmodel.Number))
	value.ResourceUsageSource = jsonmodel.Optional(fields, "resource_usage_source", jsonmodel.Nullable(jsonmodel.String))
	value.ErrorType = jsonmodel.Optional(fields, "error_type", jsonmodel.Nullable(jsonmodel.String))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *SandboxObservation) UnmarshalJSON(raw []byte) error {
	value, err := decodeSandboxObservation(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v SandboxObservation) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "kind", v.Kind)
	jsonmodel.Put(&w, "role", v.Role)
	jsonmodel.PutOpt(&w, "provider", v.Provider)
	jsonmodel.PutOpt(&w, "sandbox_id", v.SandboxId)
	jsonmodel.PutOpt(&w, "outcome", v.Outcome)
	jsonmodel.PutOpt(&w, "exit_code", v.ExitCode)
	jsonmodel.PutOpt(&w, "wall_time_s", v.WallTimeS)
	jsonmodel.PutOpt(&w, "cpu_time_s", v.CpuTimeS)
	jsonmodel.PutOpt(&w, "peak_memory_mib", v.PeakMemoryMib)
	jsonmodel.PutOpt(&w, "resource_usage_source", v.ResourceUsageSource)
	jsonmodel.PutOpt(&w, "error_type", v.ErrorType)
	return w.Bytes()
}

// Record tag of a sandbox observation.
type SandboxObservationKind string

const (
	SandboxObservationKindSandbox SandboxObservationKind = "sandbox"
)

func decodeSandboxObservationKind(raw json.RawMessage) (SandboxObservationKind, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := SandboxObservationKind(text); value {
	case SandboxObservationKindSandbox:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "sandbox")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *SandboxObservationKind) UnmarshalJSON(raw []byte) error {
	value, err := decodeSandboxObservationKind(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// How the sandbox's work ended; unknown when it was not observed.
type SandboxObservationOutcome string

const (
	SandboxObservationOutcomeCompleted    SandboxObservationOutcome = "completed"
	SandboxObservationOutcomeFailed       SandboxObservationOutcome = "failed"
	SandboxObservationOutcomeTimeout      SandboxObservationOutcome = "timeout"
	SandboxObservationOutcomeOom          SandboxObservationOutcome = "oom"
	SandboxObservationOutcomeSandboxError SandboxObservationOutcome = "sandbox_error"
	SandboxObservationOutcomeCancelled    SandboxObservationOutcome = "cancelled"
	SandboxObservationOutcomeUnknown      SandboxObservationOutcome = "unknown"
)

func decodeSandboxObservationOutcome(raw json.RawMessage) (SandboxObservationOutcome, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := SandboxObservationOutcome(text); value {
	case SandboxObservationOutcomeCompleted, SandboxObservationOutcomeFailed, SandboxObservationOutcomeTimeout, SandboxObservationOutcomeOom, SandboxObservationOutcomeSandboxError, SandboxObservationOutcomeCancelled, SandboxObservationOutcomeUnknown:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "completed", "failed", "timeout", "oom", "sandbox_error", "cancelled", "unknown")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *SandboxObservationOutcome) UnmarshalJSON(raw []byte) error {
	value, err := decodeSandboxObservationOutcome(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// What the sandbox was used for.
type SandboxObservationRole string

const (
	SandboxObservationRoleAgent       SandboxObservationRole = "agent"
	SandboxObservationRoleVerifier    SandboxObservationRole = "verifier"
	SandboxObservationRoleEnvironment SandboxObservationRole = "environment"
)

func decodeSandboxObservationRole(raw json.RawMessage) (SandboxObservationRole, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := SandboxObservationRole(text); value {
	case SandboxObservationRoleAgent, SandboxObservationRoleVerifier, SandboxObservationRoleEnvironment:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "agent", "verifier", "environment")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *SandboxObservationRole) UnmarshalJSON(raw []byte) error {
	value, err := decodeSandboxObservationRole(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One data file of a shard as its manifest commits it: the file name and the exact bytes (length
// and SHA-256) a reader may trust.
type ShardFile struct {
	// The file's name inside the run folder, rollouts-<shard> plus the suffix of its role (.jsonl,
	// _failures.jsonl, _materialized_inputs.jsonl, _batch_status.json).
	Path string
	// SHA-256 of the file's bytes, lower-case hex.
	Sha256 string
	// Length of the file in bytes.
	Bytes int64
	// Number of JSON Lines the file holds (JSON Lines files only).
	Rows jsonmodel.Opt[int64]
}

func decodeShardFile(raw json.RawMessage) (ShardFile, error) {
	var value ShardFile
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Path = jsonmodel.Required(fields, "path", jsonmodel.String)
	value.Sha256 = jsonmodel.Required(fields, "sha256", jsonmodel.String)
	value.Bytes = jsonmodel.Required(fields, "bytes", jsonmodel.Integer)
	value.Rows = jsonmodel.Optional(fields, "rows", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShardFile) UnmarshalJSON(raw []byte) error {
	value, err := decodeShardFile(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ShardFile) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "path", v.Path)
	jsonmodel.Put(&w, "sha256", v.Sha256)
	jsonmodel.Put(&w, "bytes", v.Bytes)
	jsonmodel.PutOpt(&w, "rows", v.Rows)
	return w.Bytes()
}

// rollouts-<shard>_manifest.json: the commit record of one shard of a run folder. It is written
// last, by rename, after every data file it names is on disk; a reader trusts exactly the files
// and bytes it names. A shard with no manifest is absent (files of other tools aside).
type ShardManifest struct {
	// Version of the manifest format.
	SchemaVersion ShardManifestSchemaVersion
	// The shard label the caller chose (for example a training step and worker); it matches the
	// rollout-id pattern and does not end in _failures, _materialized_inputs, _batch_status or
	// _manifest.
	Shard string
	// The run id that prefixes every key the shard dispatches (<run_id>-<base>); the shard label
	// unless the recorder was given another.
	RunId string
	// Id of this commit, derived from the previous commit and the files' hashes. Until a commit's
	// files are renamed into place they wait as .rollouts-<shard><suffix>.<commit>.pending beside
	// them, and a reader takes them from there.
	Commit string
	// Id of the commit this one replaced; null for the first commit of the shard's files.
	PreviousCommit jsonmodel.Opt[*string]
	// The committed data files.
	Files ShardManifestFiles
}

func decodeShardManifest(raw json.RawMessage) (ShardManifest, error) {
	var value ShardManifest
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.SchemaVersion = jsonmodel.Required(fields, "schema_version", decodeShardManifestSchemaVersion)
	value.Shard = jsonmodel.Required(fields, "shard", jsonmodel.String)
	value.RunId = jsonmodel.Required(fields, "run_id", jsonmodel.String)
	value.Commit = jsonmodel.Required(fields, "commit", jsonmodel.String)
	value.PreviousCommit = jsonmodel.Optional(fields, "previous_commit", jsonmodel.Nullable(jsonmodel.String))
	value.Files = jsonmodel.Required(fields, "files", decodeShardManifestFiles)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShardManifest) UnmarshalJSON(raw []byte) error {
	value, err := decodeShardManifest(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ShardManifest) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "schema_version", v.SchemaVersion)
	jsonmodel.Put(&w, "shard", v.Shard)
	jsonmodel.Put(&w, "run_id", v.RunId)
	jsonmodel.Put(&w, "commit", v.Commit)
	jsonmodel.PutOpt(&w, "previous_commit", v.PreviousCommit)
	jsonmodel.Put(&w, "files", v.Files)
	return w.Bytes()
}

// The four data files of a shard, by role.
type ShardManifestFiles struct {
	// rollouts-<shard>.jsonl: the rollouts that succeeded, one RolloutRow per line.
	Rollouts ShardFile
	// rollouts-<shard>_failures.jsonl: the failures sidecar, one RolloutFailureRecord (or
	// OmittedRollout) per line.
	Failures ShardFile
	// rollouts-<shard>_materialized_inputs.jsonl: the tries the shard is meant to hold, one
	// MaterializedInputRow per line.
	MaterializedInputs ShardFile
	// rollouts-<shard>_batch_status.json: the shard's saved progress, a BatchStatus.
	BatchStatus ShardFile
}

func decodeShardManifestFiles(raw json.RawMessage) (ShardManifestFiles, error) {
	var value ShardManifestFiles
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Rollouts = jsonmodel.Required(fields, "rollouts", decodeShardFile)
	value.Failures = jsonmodel.Required(fields, "failures", decodeShardFile)
	value.MaterializedInputs = jsonmodel.Required(fields, "materialized_inputs", decodeShardFile)
	value.BatchStatus = jsonmodel.Required(fields, "batch_status", decodeShardFile)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShardManifestFiles) UnmarshalJSON(raw []byte) error {
	value, err := decodeShardManifestFiles(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ShardManifestFiles) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "rollouts", v.Rollouts)
	jsonmodel.Put(&w, "failures", v.Failures)
	jsonmodel.Put(&w, "materialized_inputs", v.MaterializedInputs)
	jsonmodel.Put(&w, "batch_status", v.BatchStatus)
	return w.Bytes()
}

// Version of the manifest format.
type ShardManifestSchemaVersion string

const (
	ShardManifestSchemaVersionN10 ShardManifestSchemaVersion = "1.0"
)

func decodeShardManifestSchemaVersion(raw json.RawMessage) (ShardManifestSchemaVersion, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ShardManifestSchemaVersion(text); value {
	case ShardManifestSchemaVersionN10:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "1.0")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShardManifestSchemaVersion) UnmarshalJSON(raw []byte) error {
	value, err := decodeShardManifestSchemaVersion(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The shell commands and limits that describe how to run the tool call.
type ShellCallAction struct {
	// Commands.
	Commands []string
	// Optional maximum number of characters to return from each command.
	MaxOutputLength jsonmodel.Opt[*int64]
	// Optional timeout in milliseconds for the commands.
	TimeoutMs jsonmodel.Opt[*int64]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeShellCallAction(raw json.RawMessage) (ShellCallAction, error) {
	var value ShellCallAction
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Commands = jsonmodel.Required(fields, "commands", jsonmodel.List(jsonmodel.String))
	value.MaxOutputLength = jsonmodel.Optional(fields, "max_output_length", jsonmodel.Nullable(jsonmodel.Integer))
	value.TimeoutMs = jsonmodel.Optional(fields, "timeout_ms", jsonmodel.Nullable(jsonmodel.Integer))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallAction) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallAction(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ShellCallAction) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "commands", v.Commands)
	jsonmodel.PutOpt(&w, "max_output_length", v.MaxOutputLength)
	jsonmodel.PutOpt(&w, "timeout_ms", v.TimeoutMs)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Represents a container created with /v1/containers.
type ShellCallContainerReference struct {
	// Container id.
	ContainerId string
	// The environment type. Always `container_reference`.
	Type ShellCallContainerReferenceType
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeShellCallContainerReference(raw json.RawMessage) (ShellCallContainerReference, error) {
	var value ShellCallContainerReference
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ContainerId = jsonmodel.Required(fields, "container_id", jsonmodel.String)
	value.Type = jsonmodel.Required(fields, "type", decodeShellCallContainerReferenceType)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallContainerReference) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallContainerReference(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ShellCallContainerReference) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "container_id", v.ContainerId)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The environment type. Always `container_reference`.
type ShellCallContainerReferenceType string

const (
	ShellCallContainerReferenceTypeContainerReference ShellCallContainerReferenceType = "container_reference"
)

func decodeShellCallContainerReferenceType(raw json.RawMessage) (ShellCallContainerReferenceType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ShellCallContainerReferenceType(text); value {
	case ShellCallContainerReferenceTypeContainerReference:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "container_reference")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallContainerReferenceType) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallContainerReferenceType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One of the 2 kinds, tagged by type.
type ShellCallEnvironment struct {
	// The ShellCallLocalEnvironment alternative.
	ShellCallLocalEnvironment *ShellCallLocalEnvironment
	// The ShellCallContainerReference alternative.
	ShellCallContainerReference *ShellCallContainerReference
}

func decodeShellCallEnvironment(raw json.RawMessage) (ShellCallEnvironment, error) {
	var value ShellCallEnvironment
	var errs []error
	if branch, err := decodeShellCallLocalEnvironment(raw); err == nil {
		value.ShellCallLocalEnvironment = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeShellCallContainerReference(raw); err == nil {
		value.ShellCallContainerReference = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallEnvironment) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallEnvironment(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v ShellCallEnvironment) MarshalJSON() ([]byte, error) {
	if v.ShellCallLocalEnvironment != nil {
		return json.Marshal(*v.ShellCallLocalEnvironment)
	}
	if v.ShellCallContainerReference != nil {
		return json.Marshal(*v.ShellCallContainerReference)
	}
	return nil, errors.New("ShellCallEnvironment: no alternative is set")
}

// A shell command requested by the model. Open: keys beyond those listed are kept, as the
// Responses vocabulary grows.
type ShellCallItem struct {
	// Item tag.
	Type ShellCallItemType
	// Provider id of the item.
	Id string
	// The command to run.
	Action ShellCallAction
	// Id that pairs the command with its output.
	CallId string
	// Represents the use of a local environment to perform shell actions.
	Environment jsonmodel.Opt[*ShellCallEnvironment]
	// Progress of the command.
	Status ShellCallItemStatus
	// The ID of the entity that created this tool call.
	CreatedBy jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeShellCallItem(raw json.RawMessage) (ShellCallItem, error) {
	var value ShellCallItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeShellCallItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.Action = jsonmodel.Required(fields, "action", decodeShellCallAction)
	value.CallId = jsonmodel.Required(fields, "call_id", jsonmodel.String)
	value.Environment = jsonmodel.Optional(fields, "environment", jsonmodel.Nullable(decodeShellCallEnvironment))
	value.Status = jsonmodel.Required(fields, "status", decodeShellCallItemStatus)
	value.CreatedBy = jsonmodel.Optional(fields, "created_by", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ShellCallItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.Put(&w, "action", v.Action)
	jsonmodel.Put(&w, "call_id", v.CallId)
	jsonmodel.PutOpt(&w, "environment", v.Environment)
	jsonmodel.Put(&w, "status", v.Status)
	jsonmodel.PutOpt(&w, "created_by", v.CreatedBy)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Progress of the command.
type ShellCallItemStatus string

const (
	ShellCallItemStatusInProgress ShellCallItemStatus = "in_progress"
	ShellCallItemStatusCompleted  ShellCallItemStatus = "completed"
	ShellCallItemStatusIncomplete ShellCallItemStatus = "incomplete"
)

func decodeShellCallItemStatus(raw json.RawMessage) (ShellCallItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ShellCallItemStatus(text); value {
	case ShellCallItemStatusInProgress, ShellCallItemStatusCompleted, ShellCallItemStatusIncomplete:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "completed", "incomplete")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type ShellCallItemType string

const (
	ShellCallItemTypeShellCall ShellCallItemType = "shell_call"
)

func decodeShellCallItemType(raw json.RawMessage) (ShellCallItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ShellCallItemType(text); value {
	case ShellCallItemTypeShellCall:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "shell_call")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Represents the use of a local environment to perform shell actions.
type ShellCallLocalEnvironment struct {
	// The environment type. Always `local`.
	Type ShellCallLocalEnvironmentType
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeShellCallLocalEnvironment(raw json.RawMessage) (ShellCallLocalEnvironment, error) {
	var value ShellCallLocalEnvironment
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeShellCallLocalEnvironmentType)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallLocalEnvironment) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallLocalEnvironment(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ShellCallLocalEnvironment) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The environment type. Always `local`.
type ShellCallLocalEnvironmentType string

const (
	ShellCallLocalEnvironmentTypeLocal ShellCallLocalEnvironmentType = "local"
)

func decodeShellCallLocalEnvironmentType(raw json.RawMessage) (ShellCallLocalEnvironmentType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ShellCallLocalEnvironmentType(text); value {
	case ShellCallLocalEnvironmentTypeLocal:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "local")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallLocalEnvironmentType) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallLocalEnvironmentType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The output of a shell command. Open: keys beyond those listed are kept, as the Responses
// vocabulary grows.
type ShellCallOutputItem struct {
	// Item tag.
	Type ShellCallOutputItemType
	// Provider id of the item.
	Id string
	// Call id of the shell_call this output answers.
	CallId string
	// The maximum length of the shell command output.
	MaxOutputLength jsonmodel.Opt[*int64]
	// Output chunks of the command.
	Output []ShellCallOutputOutput
	// Progress of the command.
	Status ShellCallOutputItemStatus
	// The identifier of the actor that created the item.
	CreatedBy jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeShellCallOutputItem(raw json.RawMessage) (ShellCallOutputItem, error) {
	var value ShellCallOutputItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeShellCallOutputItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.CallId = jsonmodel.Required(fields, "call_id", jsonmodel.String)
	value.MaxOutputLength = jsonmodel.Optional(fields, "max_output_length", jsonmodel.Nullable(jsonmodel.Integer))
	value.Output = jsonmodel.Required(fields, "output", jsonmodel.List(decodeShellCallOutputOutput))
	value.Status = jsonmodel.Required(fields, "status", decodeShellCallOutputItemStatus)
	value.CreatedBy = jsonmodel.Optional(fields, "created_by", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallOutputItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallOutputItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ShellCallOutputItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.Put(&w, "call_id", v.CallId)
	jsonmodel.PutOpt(&w, "max_output_length", v.MaxOutputLength)
	jsonmodel.Put(&w, "output", v.Output)
	jsonmodel.Put(&w, "status", v.Status)
	jsonmodel.PutOpt(&w, "created_by", v.CreatedBy)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Progress of the command.
type ShellCallOutputItemStatus string

const (
	ShellCallOutputItemStatusInProgress ShellCallOutputItemStatus = "in_progress"
	ShellCallOutputItemStatusCompleted  ShellCallOutputItemStatus = "completed"
	ShellCallOutputItemStatusIncomplete ShellCallOutputItemStatus = "incomplete"
)

func decodeShellCallOutputItemStatus(raw json.RawMessage) (ShellCallOutputItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ShellCallOutputItemStatus(text); value {
	case ShellCallOutputItemStatusInProgress, ShellCallOutputItemStatusCompleted, ShellCallOutputItemStatusIncomplete:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "completed", "incomplete")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallOutputItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallOutputItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type ShellCallOutputItemType string

const (
	ShellCallOutputItemTypeShellCallOutput ShellCallOutputItemType = "shell_call_output"
)

func decodeShellCallOutputItemType(raw json.RawMessage) (ShellCallOutputItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ShellCallOutputItemType(text); value {
	case ShellCallOutputItemTypeShellCallOutput:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "shell_call_output")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallOutputItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallOutputItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The content of a shell tool call output that was emitted.
type ShellCallOutputOutput struct {
	// Represents either an exit outcome (with an exit code) or a timeout outcome for a shell call
	// output chunk.
	Outcome ShellCallOutputOutputOutcome
	// The standard error output that was captured.
	Stderr string
	// The standard output that was captured.
	Stdout string
	// The identifier of the actor that created the item.
	CreatedBy jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeShellCallOutputOutput(raw json.RawMessage) (ShellCallOutputOutput, error) {
	var value ShellCallOutputOutput
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Outcome = jsonmodel.Required(fields, "outcome", decodeShellCallOutputOutputOutcome)
	value.Stderr = jsonmodel.Required(fields, "stderr", jsonmodel.String)
	value.Stdout = jsonmodel.Required(fields, "stdout", jsonmodel.String)
	value.CreatedBy = jsonmodel.Optional(fields, "created_by", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallOutputOutput) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallOutputOutput(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ShellCallOutputOutput) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "outcome", v.Outcome)
	jsonmodel.Put(&w, "stderr", v.Stderr)
	jsonmodel.Put(&w, "stdout", v.Stdout)
	jsonmodel.PutOpt(&w, "created_by", v.CreatedBy)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Represents either an exit outcome (with an exit code) or a timeout outcome for a shell call
// output chunk.
type ShellCallOutputOutputOutcome struct {
	// The ShellCallOutputOutputOutcomeTimeout alternative.
	ShellCallOutputOutputOutcomeTimeout *ShellCallOutputOutputOutcomeTimeout
	// The ShellCallOutputOutputOutcomeExit alternative.
	ShellCallOutputOutputOutcomeExit *ShellCallOutputOutputOutcomeExit
}

func decodeShellCallOutputOutputOutcome(raw json.RawMessage) (ShellCallOutputOutputOutcome, error) {
	var value ShellCallOutputOutputOutcome
	var errs []error
	if branch, err := decodeShellCallOutputOutputOutcomeTimeout(raw); err == nil {
		value.ShellCallOutputOutputOutcomeTimeout = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeShellCallOutputOutputOutcomeExit(raw); err == nil {
		value.ShellCallOutputOutputOutcomeExit = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallOutputOutputOutcome) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallOutputOutputOutcome(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v ShellCallOutputOutputOutcome) MarshalJSON() ([]byte, error) {
	if v.ShellCallOutputOutputOutcomeTimeout != nil {
		return json.Marshal(*v.ShellCallOutputOutputOutcomeTimeout)
	}
	if v.ShellCallOutputOutputOutcomeExit != nil {
		return json.Marshal(*v.ShellCallOutputOutputOutcomeExit)
	}
	return nil, errors.New("ShellCallOutputOutputOutcome: no alternative is set")
}

// Indicates that the shell commands finished and returned an exit code.
type ShellCallOutputOutputOutcomeExit struct {
	// Exit code from the shell process.
	ExitCode int64
	// The outcome type. Always `exit`.
	Type ShellCallOutputOutputOutcomeExitType
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeShellCallOutputOutputOutcomeExit(raw json.RawMessage) (ShellCallOutputOutputOutcomeExit, error) {
	var value ShellCallOutputOutputOutcomeExit
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ExitCode = jsonmodel.Required(fields, "exit_code", jsonmodel.Integer)
	value.Type = jsonmodel.Required(fields, "type", decodeShellCallOutputOutputOutcomeExitType)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallOutputOutputOutcomeExit) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallOutputOutputOutcomeExit(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ShellCallOutputOutputOutcomeExit) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "exit_code", v.ExitCode)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The outcome type. Always `exit`.
type ShellCallOutputOutputOutcomeExitType string

const (
	ShellCallOutputOutputOutcomeExitTypeExit ShellCallOutputOutputOutcomeExitType = "exit"
)

func decodeShellCallOutputOutputOutcomeExitType(raw json.RawMessage) (ShellCallOutputOutputOutcomeExitType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ShellCallOutputOutputOutcomeExitType(text); value {
	case ShellCallOutputOutputOutcomeExitTypeExit:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "exit")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallOutputOutputOutcomeExitType) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallOutputOutputOutcomeExitType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Indicates that the shell call exceeded its configured time limit.
type ShellCallOutputOutputOutcomeTimeout struct {
	// The outcome type. Always `timeout`.
	Type ShellCallOutputOutputOutcomeTimeoutType
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeShellCallOutputOutputOutcomeTimeout(raw json.RawMessage) (ShellCallOutputOutputOutcomeTimeout, error) {
	var value ShellCallOutputOutputOutcomeTimeout
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeShellCallOutputOutputOutcomeTimeoutType)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallOutputOutputOutcomeTimeout) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallOutputOutputOutcomeTimeout(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ShellCallOutputOutputOutcomeTimeout) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The outcome type. Always `timeout`.
type ShellCallOutputOutputOutcomeTimeoutType string

const (
	ShellCallOutputOutputOutcomeTimeoutTypeTimeout ShellCallOutputOutputOutcomeTimeoutType = "timeout"
)

func decodeShellCallOutputOutputOutcomeTimeoutType(raw json.RawMessage) (ShellCallOutputOutputOutcomeTimeoutType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ShellCallOutputOutputOutcomeTimeoutType(text); value {
	case ShellCallOutputOutputOutcomeTimeoutTypeTimeout:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "timeout")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ShellCallOutputOutputOutcomeTimeoutType) UnmarshalJSON(raw []byte) error {
	value, err := decodeShellCallOutputOutputOutcomeTimeoutType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One paragraph of a reasoning summary. Open: keys beyond those listed are kept, as the Responses
// vocabulary grows.
type SummaryTextPart struct {
	// Content part tag.
	Type SummaryTextPartType
	// The summary text.
	Text string
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeSummaryTextPart(raw json.RawMessage) (SummaryTextPart, error) {
	var value SummaryTextPart
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeSummaryTextPartType)
	value.Text = jsonmodel.Required(fields, "text", jsonmodel.String)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *SummaryTextPart) UnmarshalJSON(raw []byte) error {
	value, err := decodeSummaryTextPart(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v SummaryTextPart) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "text", v.Text)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Content part tag.
type SummaryTextPartType string

const (
	SummaryTextPartTypeSummaryText SummaryTextPartType = "summary_text"
)

func decodeSummaryTextPartType(raw json.RawMessage) (SummaryTextPartType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := SummaryTextPartType(text); value {
	case SummaryTextPartTypeSummaryText:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "summary_text")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *SummaryTextPartType) UnmarshalJSON(raw []byte) error {
	value, err := decodeSummaryTextPartType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One task: its repeats by verdict and what the task checks found. Records that share a repeat's
// identity count as one repeat, with their common verdict, or unobserved when they disagree.
type TaskHealth struct {
	// Repeats (distinct stage_index and _ng_rollout_index) of the task.
	Repeats int64
	// Repeats with verdict healthy.
	Healthy int64
	// Repeats with verdict unhealthy.
	Unhealthy int64
	// Repeats with verdict unobserved.
	Unobserved int64
	// Task checks that found something, in registry order.
	Flags []TaskHealthFlagsItem
	// Task checks that could not judge the task, in registry order.
	UnobservedChecks []TaskHealthUnobservedChecksItem
	// The task checks' findings (and check_execution_error when a task check raised), in registry
	// order.
	Findings []HealthFinding
}

func decodeTaskHealth(raw json.RawMessage) (TaskHealth, error) {
	var value TaskHealth
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Repeats = jsonmodel.Required(fields, "repeats", jsonmodel.Integer)
	value.Healthy = jsonmodel.Required(fields, "healthy", jsonmodel.Integer)
	value.Unhealthy = jsonmodel.Required(fields, "unhealthy", jsonmodel.Integer)
	value.Unobserved = jsonmodel.Required(fields, "unobserved", jsonmodel.Integer)
	value.Flags = jsonmodel.Required(fields, "flags", jsonmodel.List(decodeTaskHealthFlagsItem))
	value.UnobservedChecks = jsonmodel.Required(fields, "unobserved_checks", jsonmodel.List(decodeTaskHealthUnobservedChecksItem))
	value.Findings = jsonmodel.Required(fields, "findings", jsonmodel.List(decodeHealthFinding))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TaskHealth) UnmarshalJSON(raw []byte) error {
	value, err := decodeTaskHealth(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v TaskHealth) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "repeats", v.Repeats)
	jsonmodel.Put(&w, "healthy", v.Healthy)
	jsonmodel.Put(&w, "unhealthy", v.Unhealthy)
	jsonmodel.Put(&w, "unobserved", v.Unobserved)
	jsonmodel.Put(&w, "flags", v.Flags)
	jsonmodel.Put(&w, "unobserved_checks", v.UnobservedChecks)
	jsonmodel.Put(&w, "findings", v.Findings)
	return w.Bytes()
}

// TaskHealthFlagsItem is generated from the schemas.
type TaskHealthFlagsItem string

const (
	TaskHealthFlagsItemTaskConsistentlyUnhealthy  TaskHealthFlagsItem = "task_consistently_unhealthy"
	TaskHealthFlagsItemTaskNoSuccessfulModelCalls TaskHealthFlagsItem = "task_no_successful_model_calls"
)

func decodeTaskHealthFlagsItem(raw json.RawMessage) (TaskHealthFlagsItem, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := TaskHealthFlagsItem(text); value {
	case TaskHealthFlagsItemTaskConsistentlyUnhealthy, TaskHealthFlagsItemTaskNoSuccessfulModelCalls:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "task_consistently_unhealthy", "task_no_successful_model_calls")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TaskHealthFlagsItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeTaskHealthFlagsItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// TaskHealthUnobservedChecksItem is generated from the schemas.
type TaskHealthUnobservedChecksItem string

const (
	TaskHealthUnobservedChecksItemTaskConsistentlyUnhealthy  TaskHealthUnobservedChecksItem = "task_consistently_unhealthy"
	TaskHealthUnobservedChecksItemTaskNoSuccessfulModelCalls TaskHealthUnobservedChecksItem = "task_no_successful_model_calls"
)

func decodeTaskHealthUnobservedChecksItem(raw json.RawMessage) (TaskHealthUnobservedChecksItem, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := TaskHealthUnobservedChecksItem(text); value {
	case TaskHealthUnobservedChecksItemTaskConsistentlyUnhealthy, TaskHealthUnobservedChecksItemTaskNoSuccessfulModelCalls:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "task_consistently_unhealthy", "task_no_successful_model_calls")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TaskHealthUnobservedChecksItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeTaskHealthUnobservedChecksItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The measured execution of one tool call, as observed by the harness. It joins the conversation
// through (invocation_id, tool_call_id).
type ToolCallObservation struct {
	// Record tag of a tool-call observation.
	Kind ToolCallObservationKind
	// Invocation that issued the tool call.
	InvocationId string
	// Call id of the tool call, as in the conversation's function_call and function_call_output
	// items.
	ToolCallId string
	// Sandbox the tool ran in; concurrent calls may share one.
	SandboxId jsonmodel.Opt[*string]
	// Name of the tool.
	ToolName jsonmodel.Opt[*string]
	// When execution started, in UTC seconds since the Unix epoch.
	StartedAt jsonmodel.Opt[*float64]
	// When execution ended, in UTC seconds since the Unix epoch; not before started_at.
	CompletedAt jsonmodel.Opt[*float64]
	// Measured execution time in milliseconds.
	DurationMs jsonmodel.Opt[*float64]
	// Where the timing was measured: by the tool executor, read from an artifact, or by the harness.
	TimingSource jsonmodel.Opt[*ToolCallObservationTimingSource]
	// Outcome of the execution; unknown when it was not observed.
	Status jsonmodel.Opt[ToolCallObservationStatus]
	// Class or category of the error, if the tool failed.
	ErrorType jsonmodel.Opt[*string]
}

func decodeToolCallObservation(raw json.RawMessage) (ToolCallObservation, error) {
	var value ToolCallObservation
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Kind = jsonmodel.Required(fields, "kind", decodeToolCallObservationKind)
	value.InvocationId = jsonmodel.Required(fields, "invocation_id", jsonmodel.String)
	value.ToolCallId = jsonmodel.Required(fields, "tool_call_id", jsonmodel.String)
	value.SandboxId = jsonmodel.Optional(fields, "sandbox_id", jsonmodel.Nullable(jsonmodel.String))
	value.ToolName = jsonmodel.Optional(fields, "tool_name", jsonmodel.Nullable(jsonmodel.String))
	value.StartedAt = jsonmodel.Optional(fields, "started_at", jsonmodel.Nullable(jsonmodel.Number))
	value.CompletedAt = jsonmodel.Optional(fields, "completed_at", jsonmodel.Nullable(jsonmodel.Number))
	value.DurationMs = jsonmodel.Optional(fields, "duration_ms", jsonmodel.Nullable(jsonmodel.Number))
	value.TimingSource = jsonmodel.Optional(fields, "timing_source", jsonmodel.Nullable(decodeToolCallObservationTimingSource))
	value.Status = jsonmodel.Optional(fields, "status", decodeToolCallObservationStatus)
	value.ErrorType = jsonmodel.Optional(fields, "error_type", jsonmodel.Nullable(jsonmodel.String))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ToolCallObservation) UnmarshalJSON(raw []byte) error {
	value, err := decodeToolCallObservation(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ToolCallObservation) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "kind", v.Kind)
	jsonmodel.Put(&w, "invocation_id", v.InvocationId)
	jsonmodel.Put(&w, "tool_call_id", v.ToolCallId)
	jsonmodel.PutOpt(&w, "sandbox_id", v.SandboxId)
	jsonmodel.PutOpt(&w, "tool_name", v.ToolName)
	jsonmodel.PutOpt(&w, "started_at", v.StartedAt)
	jsonmodel.PutOpt(&w, "completed_at", v.CompletedAt)
	jsonmodel.PutOpt(&w, "duration_ms", v.DurationMs)
	jsonmodel.PutOpt(&w, "timing_source", v.TimingSource)
	jsonmodel.PutOpt(&w, "status", v.Status)
	jsonmodel.PutOpt(&w, "error_type", v.ErrorType)
	return w.Bytes()
}

// Record tag of a tool-call observation.
type ToolCallObservationKind string

const (
	ToolCallObservationKindToolCall ToolCallObservationKind = "tool_call"
)

func decodeToolCallObservationKind(raw json.RawMessage) (ToolCallObservationKind, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ToolCallObservationKind(text); value {
	case ToolCallObservationKindToolCall:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "tool_call")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ToolCallObservationKind) UnmarshalJSON(raw []byte) error {
	value, err := decodeToolCallObservationKind(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Outcome of the execution; unknown when it was not observed.
type ToolCallObservationStatus string

const (
	ToolCallObservationStatusCompleted  ToolCallObservationStatus = "completed"
	ToolCallObservationStatusFailed     ToolCallObservationStatus = "failed"
	ToolCallObservationStatusTimeout    ToolCallObservationStatus = "timeout"
	ToolCallObservationStatusCancelled  ToolCallObservationStatus = "cancelled"
	ToolCallObservationStatusIncomplete ToolCallObservationStatus = "incomplete"
	ToolCallObservationStatusUnknown    ToolCallObservationStatus = "unknown"
)

func decodeToolCallObservationStatus(raw json.RawMessage) (ToolCallObservationStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ToolCallObservationStatus(text); value {
	case ToolCallObservationStatusCompleted, ToolCallObservationStatusFailed, ToolCallObservationStatusTimeout, ToolCallObservationStatusCancelled, ToolCallObservationStatusIncomplete, ToolCallObservationStatusUnknown:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "completed", "failed", "timeout", "cancelled", "incomplete", "unknown")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ToolCallObservationStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeToolCallObservationStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Where the timing was measured: by the tool executor, read from an artifact, or by the harness.
type ToolCallObservationTimingSource string

const (
	ToolCallObservationTimingSourceExecutor ToolCallObservationTimingSource = "executor"
	ToolCallObservationTimingSourceArtifact ToolCallObservationTimingSource = "artifact"
	ToolCallObservationTimingSourceHarness  ToolCallObservationTimingSource = "harness"
)

func decodeToolCallObservationTimingSource(raw json.RawMessage) (ToolCallObservationTimingSource, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ToolCallObservationTimingSource(text); value {
	case ToolCallObservationTimingSourceExecutor, ToolCallObservationTimingSourceArtifact, ToolCallObservationTimingSourceHarness:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "executor", "artifact", "harness")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ToolCallObservationTimingSource) UnmarshalJSON(raw []byte) error {
	value, err := decodeToolCallObservationTimingSource(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A search for tools the model may use. Open: keys beyond those listed are kept, as the Responses
// vocabulary grows.
type ToolSearchCallItem struct {
	// Item tag.
	Type ToolSearchCallItemType
	// Provider id of the item.
	Id string
	// Arguments of the search.
	Arguments json.RawMessage
	// The unique ID of the tool search call generated by the model.
	CallId jsonmodel.Opt[*string]
	// Where the search is executed.
	Execution ToolSearchCallItemExecution
	// Progress of the search.
	Status ToolSearchCallItemStatus
	// The identifier of the actor that created the item.
	CreatedBy jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeToolSearchCallItem(raw json.RawMessage) (ToolSearchCallItem, error) {
	var value ToolSearchCallItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeToolSearchCallItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.Arguments = jsonmodel.Required(fields, "arguments", jsonmodel.Any)
	value.CallId = jsonmodel.Optional(fields, "call_id", jsonmodel.Nullable(jsonmodel.String))
	value.Execution = jsonmodel.Required(fields, "execution", decodeToolSearchCallItemExecution)
	value.Status = jsonmodel.Required(fields, "status", decodeToolSearchCallItemStatus)
	value.CreatedBy = jsonmodel.Optional(fields, "created_by", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ToolSearchCallItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeToolSearchCallItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ToolSearchCallItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.Put(&w, "arguments", v.Arguments)
	jsonmodel.PutOpt(&w, "call_id", v.CallId)
	jsonmodel.Put(&w, "execution", v.Execution)
	jsonmodel.Put(&w, "status", v.Status)
	jsonmodel.PutOpt(&w, "created_by", v.CreatedBy)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Where the search is executed.
type ToolSearchCallItemExecution string

const (
	ToolSearchCallItemExecutionServer ToolSearchCallItemExecution = "server"
	ToolSearchCallItemExecutionClient ToolSearchCallItemExecution = "client"
)

func decodeToolSearchCallItemExecution(raw json.RawMessage) (ToolSearchCallItemExecution, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ToolSearchCallItemExecution(text); value {
	case ToolSearchCallItemExecutionServer, ToolSearchCallItemExecutionClient:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "server", "client")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ToolSearchCallItemExecution) UnmarshalJSON(raw []byte) error {
	value, err := decodeToolSearchCallItemExecution(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Progress of the search.
type ToolSearchCallItemStatus string

const (
	ToolSearchCallItemStatusInProgress ToolSearchCallItemStatus = "in_progress"
	ToolSearchCallItemStatusCompleted  ToolSearchCallItemStatus = "completed"
	ToolSearchCallItemStatusIncomplete ToolSearchCallItemStatus = "incomplete"
)

func decodeToolSearchCallItemStatus(raw json.RawMessage) (ToolSearchCallItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ToolSearchCallItemStatus(text); value {
	case ToolSearchCallItemStatusInProgress, ToolSearchCallItemStatusCompleted, ToolSearchCallItemStatusIncomplete:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "completed", "incomplete")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ToolSearchCallItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeToolSearchCallItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type ToolSearchCallItemType string

const (
	ToolSearchCallItemTypeToolSearchCall ToolSearchCallItemType = "tool_search_call"
)

func decodeToolSearchCallItemType(raw json.RawMessage) (ToolSearchCallItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ToolSearchCallItemType(text); value {
	case ToolSearchCallItemTypeToolSearchCall:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "tool_search_call")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ToolSearchCallItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeToolSearchCallItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The tools a tool search found. Open: keys beyond those listed are kept, as the Responses
// vocabulary grows.
type ToolSearchOutputItem struct {
	// Item tag.
	Type ToolSearchOutputItemType
	// Provider id of the item.
	Id string
	// The unique ID of the tool search call generated by the model.
	CallId jsonmodel.Opt[*string]
	// Where the search was executed.
	Execution ToolSearchOutputItemExecution
	// Progress of the search.
	Status ToolSearchOutputItemStatus
	// Tools found.
	Tools []map[string]json.RawMessage
	// The identifier of the actor that created the item.
	CreatedBy jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeToolSearchOutputItem(raw json.RawMessage) (ToolSearchOutputItem, error) {
	var value ToolSearchOutputItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeToolSearchOutputItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.CallId = jsonmodel.Optional(fields, "call_id", jsonmodel.Nullable(jsonmodel.String))
	value.Execution = jsonmodel.Required(fields, "execution", decodeToolSearchOutputItemExecution)
	value.Status = jsonmodel.Required(fields, "status", decodeToolSearchOutputItemStatus)
	value.Tools = jsonmodel.Required(fields, "tools", jsonmodel.List(jsonmodel.Map(jsonmodel.Any)))
	value.CreatedBy = jsonmodel.Optional(fields, "created_by", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ToolSearchOutputItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeToolSearchOutputItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ToolSearchOutputItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.PutOpt(&w, "call_id", v.CallId)
	jsonmodel.Put(&w, "execution", v.Execution)
	jsonmodel.Put(&w, "status", v.Status)
	jsonmodel.Put(&w, "tools", v.Tools)
	jsonmodel.PutOpt(&w, "created_by", v.CreatedBy)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// Where the search was executed.
type ToolSearchOutputItemExecution string

const (
	ToolSearchOutputItemExecutionServer ToolSearchOutputItemExecution = "server"
	ToolSearchOutputItemExecutionClient ToolSearchOutputItemExecution = "client"
)

func decodeToolSearchOutputItemExecution(raw json.RawMessage) (ToolSearchOutputItemExecution, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ToolSearchOutputItemExecution(text); value {
	case ToolSearchOutputItemExecutionServer, ToolSearchOutputItemExecutionClient:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "server", "client")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ToolSearchOutputItemExecution) UnmarshalJSON(raw []byte) error {
	value, err := decodeToolSearchOutputItemExecution(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Progress of the search.
type ToolSearchOutputItemStatus string

const (
	ToolSearchOutputItemStatusInProgress ToolSearchOutputItemStatus = "in_progress"
	ToolSearchOutputItemStatusCompleted  ToolSearchOutputItemStatus = "completed"
	ToolSearchOutputItemStatusIncomplete ToolSearchOutputItemStatus = "incomplete"
)

func decodeToolSearchOutputItemStatus(raw json.RawMessage) (ToolSearchOutputItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ToolSearchOutputItemStatus(text); value {
	case ToolSearchOutputItemStatusInProgress, ToolSearchOutputItemStatusCompleted, ToolSearchOutputItemStatusIncomplete:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "completed", "incomplete")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ToolSearchOutputItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeToolSearchOutputItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type ToolSearchOutputItemType string

const (
	ToolSearchOutputItemTypeToolSearchOutput ToolSearchOutputItemType = "tool_search_output"
)

func decodeToolSearchOutputItemType(raw json.RawMessage) (ToolSearchOutputItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ToolSearchOutputItemType(text); value {
	case ToolSearchOutputItemTypeToolSearchOutput:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "tool_search_output")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ToolSearchOutputItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeToolSearchOutputItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// An explicit identity a row may carry; when valid it overrides the task and rollout ids derived
// from the row.
type TrajectoryIdentity struct {
	// Task id of the rollout.
	TaskId string
	// Rollout id of the rollout.
	RolloutId string
}

func decodeTrajectoryIdentity(raw json.RawMessage) (TrajectoryIdentity, error) {
	var value TrajectoryIdentity
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.TaskId = jsonmodel.Required(fields, "task_id", jsonmodel.String)
	value.RolloutId = jsonmodel.Required(fields, "rollout_id", jsonmodel.String)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrajectoryIdentity) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrajectoryIdentity(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v TrajectoryIdentity) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "task_id", v.TaskId)
	jsonmodel.Put(&w, "rollout_id", v.RolloutId)
	return w.Bytes()
}

// One model call as it appears in ng_trajectory: timing, payloads, outcome metadata and token
// usage.
type TrajectoryModelCall struct {
	// Capture id of the call. Non-empty ids are unique within a trajectory (rule
	// model_call.id_unique).
	ModelCallId jsonmodel.Opt[*string]
	// When the request was received, in UTC seconds since the Unix epoch.
	StartedAt jsonmodel.Opt[*float64]
	// When the response was complete, in UTC seconds since the Unix epoch.
	CompletedAt jsonmodel.Opt[*float64]
	// Total latency of the call in milliseconds.
	DurationMs jsonmodel.Opt[*float64]
	// Request payload sent by the agent: the parsed body, or its raw text when the body was not a
	// JSON object; null when not kept.
	Request jsonmodel.Opt[json.RawMessage]
	// Response payload returned to the agent: the parsed or reassembled body, or its raw text; null
	// when not kept.
	Response jsonmodel.Opt[json.RawMessage]
	// Outcome and provenance facts of the call.
	ResponseMetadata jsonmodel.Opt[TrajectoryResponseMetadata]
	// Normalized token usage of the call.
	TokenStats jsonmodel.Opt[TrajectoryTokenStats]
}

func decodeTrajectoryModelCall(raw json.RawMessage) (TrajectoryModelCall, error) {
	var value TrajectoryModelCall
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ModelCallId = jsonmodel.Optional(fields, "model_call_id", jsonmodel.Nullable(jsonmodel.String))
	value.StartedAt = jsonmodel.Optional(fields, "started_at", jsonmodel.Nullable(jsonmodel.Number))
	value.CompletedAt = jsonmodel.Optional(fields, "completed_at", jsonmodel.Nullable(jsonmodel.Number))
	value.DurationMs = jsonmodel.Optional(fields, "duration_ms", jsonmodel.Nullable(jsonmodel.Number))
	value.Request = jsonmodel.Optional(fields, "request", jsonmodel.Any)
	value.Response = jsonmodel.Optional(fields, "response", jsonmodel.Any)
	value.ResponseMetadata = jsonmodel.Optional(fields, "response_metadata", decodeTrajectoryResponseMetadata)
	value.TokenStats = jsonmodel.Optional(fields, "token_stats", decodeTrajectoryTokenStats)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrajectoryModelCall) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrajectoryModelCall(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v TrajectoryModelCall) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "model_call_id", v.ModelCallId)
	jsonmodel.PutOpt(&w, "started_at", v.StartedAt)
	jsonmodel.PutOpt(&w, "completed_at", v.CompletedAt)
	jsonmodel.PutOpt(&w, "duration_ms", v.DurationMs)
	jsonmodel.PutOpt(&w, "request", v.Request)
	jsonmodel.PutOpt(&w, "response", v.Response)
	jsonmodel.PutOpt(&w, "response_metadata", v.ResponseMetadata)
	jsonmodel.PutOpt(&w, "token_stats", v.TokenStats)
	return w.Bytes()
}

// The projected trajectory of one rollout (ng_trajectory, version 1.0): invocations, semantic
// turns, model calls, tool calls and gaps, joined from the capture and the agent's observations.
type TrajectoryRecord struct {
	// Version of the trajectory format.
	SchemaVersion TrajectoryRecordSchemaVersion
	// Task id of the rollout.
	TaskId string
	// Rollout id of the rollout.
	RolloutId string
	// Agent invocations of the rollout.
	Invocations jsonmodel.Opt[[]AgentInvocation]
	// Semantic turns supplied by the producer; empty when none were observable.
	Turns jsonmodel.Opt[[]TrajectoryTurn]
	// Model calls of the rollout.
	ModelCalls jsonmodel.Opt[[]TrajectoryModelCall]
	// Tool calls with timing and output.
	ToolCalls jsonmodel.Opt[[]TrajectoryToolCall]
	// Evidence that could not be observed or joined.
	Gaps jsonmodel.Opt[[]ObservationGap]
}

func decodeTrajectoryRecord(raw json.RawMessage) (TrajectoryRecord, error) {
	var value TrajectoryRecord
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.SchemaVersion = jsonmodel.Required(fields, "schema_version", decodeTrajectoryRecordSchemaVersion)
	value.TaskId = jsonmodel.Required(fields, "task_id", jsonmodel.String)
	value.RolloutId = jsonmodel.Required(fields, "rollout_id", jsonmodel.String)
	value.Invocations = jsonmodel.Optional(fields, "invocations", jsonmodel.List(decodeAgentInvocation))
	value.Turns = jsonmodel.Optional(fields, "turns", jsonmodel.List(decodeTrajectoryTurn))
	value.ModelCalls = jsonmodel.Optional(fields, "model_calls", jsonmodel.List(decodeTrajectoryModelCall))
	value.ToolCalls = jsonmodel.Optional(fields, "tool_calls", jsonmodel.List(decodeTrajectoryToolCall))
	value.Gaps = jsonmodel.Optional(fields, "gaps", jsonmodel.List(decodeObservationGap))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrajectoryRecord) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrajectoryRecord(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v TrajectoryRecord) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "schema_version", v.SchemaVersion)
	jsonmodel.Put(&w, "task_id", v.TaskId)
	jsonmodel.Put(&w, "rollout_id", v.RolloutId)
	jsonmodel.PutOpt(&w, "invocations", v.Invocations)
	jsonmodel.PutOpt(&w, "turns", v.Turns)
	jsonmodel.PutOpt(&w, "model_calls", v.ModelCalls)
	jsonmodel.PutOpt(&w, "tool_calls", v.ToolCalls)
	jsonmodel.PutOpt(&w, "gaps", v.Gaps)
	return w.Bytes()
}

// Version of the trajectory format.
type TrajectoryRecordSchemaVersion string

const (
	TrajectoryRecordSchemaVersionN10 TrajectoryRecordSchemaVersion = "1.0"
)

func decodeTrajectoryRecordSchemaVersion(raw json.RawMessage) (TrajectoryRecordSchemaVersion, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := TrajectoryRecordSchemaVersion(text); value {
	case TrajectoryRecordSchemaVersionN10:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "1.0")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrajectoryRecordSchemaVersion) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrajectoryRecordSchemaVersion(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Outcome and provenance facts of one model call, taken from the capture. Every member is optional
// and null when unknown.
type TrajectoryResponseMetadata struct {
	// Provider response id of the call.
	ResponseId jsonmodel.Opt[*string]
	// Model server that served the call.
	ModelRef jsonmodel.Opt[*ModelServerRef]
	// Model name reported by the response, else the one requested.
	Model jsonmodel.Opt[*string]
	// API dialect of the exchange; the values written by the capture are responses, chat and
	// messages.
	Dialect jsonmodel.Opt[*string]
	// HTTP status code returned to the agent.
	StatusCode jsonmodel.Opt[*int64]
	// Status field of the response body, for example completed, incomplete or failed.
	ResponseStatus jsonmodel.Opt[*string]
	// Why generation stopped, as reported by the provider (stop reason, finish reason or incomplete
	// reason).
	FinishReason jsonmodel.Opt[*string]
	// Whether the model server forwarded the request to the upstream provider.
	UpstreamAttempted jsonmodel.Opt[*bool]
	// Whether the response came from the upstream provider or was produced locally by the model
	// server.
	ResponseSource jsonmodel.Opt[*TrajectoryResponseMetadataResponseSource]
	// HTTP status code the upstream provider returned to the model server.
	UpstreamStatusCode jsonmodel.Opt[*int64]
	// Why the model server answered locally, for example empty_assistant or context_length_exceeded.
	LocalResponseReason jsonmodel.Opt[*string]
	// Coarse classification of a failed call (timeout, rate_limit, upstream_error, ...).
	ErrorCategory jsonmodel.Opt[*string]
	// Milliseconds from the request to the first non-keepalive byte of the response body.
	LatencyTtftMs jsonmodel.Opt[*float64]
}

func decodeTrajectoryResponseMetadata(raw json.RawMessage) (TrajectoryResponseMetadata, error) {
	var value TrajectoryResponseMetadata
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ResponseId = jsonmodel.Optional(fields, "response_id", jsonmodel.Nullable(jsonmodel.String))
	value.ModelRef = jsonmodel.Optional(fields, "model_ref", jsonmodel.Nullable(decodeModelServerRef))
	value.Model = jsonmodel.Optional(fields, "model", jsonmodel.Nullable(jsonmodel.String))
	value.Dialect = jsonmodel.Optional(fields, "dialect", jsonmodel.Nullable(jsonmodel.String))
	value.StatusCode = jsonmodel.Optional(fields, "status_code", jsonmodel.Nullable(jsonmodel.Integer))
	value.ResponseStatus = jsonmodel.Optional(fields, "response_status", jsonmodel.Nullable(jsonmodel.String))
	value.FinishReason = jsonmodel.Optional(fields, "finish_reason", jsonmodel.Nullable(jsonmodel.String))
	value.UpstreamAttempted = jsonmodel.Optional(fields, "upstream_attempted", jsonmodel.Nullable(jsonmodel.Boolean))
	value.ResponseSource = jsonmodel.Optional(fields, "response_source", jsonmodel.Nullable(decodeTrajectoryResponseMetadataResponseSource))
	value.UpstreamStatusCode = jsonmodel.Optional(fields, "upstream_status_code", jsonmodel.Nullable(jsonmodel.Integer))
	value.LocalResponseReason = jsonmodel.Optional(fields, "local_response_reason", jsonmodel.Nullable(jsonmodel.String))
	value.ErrorCategory = jsonmodel.Optional(fields, "error_category", jsonmodel.Nullable(jsonmodel.String))
	value.LatencyTtftMs = jsonmodel.Optional(fields, "latency_ttft_ms", jsonmodel.Nullable(jsonmodel.Number))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrajectoryResponseMetadata) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrajectoryResponseMetadata(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v TrajectoryResponseMetadata) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "response_id", v.ResponseId)
	jsonmodel.PutOpt(&w, "model_ref", v.ModelRef)
	jsonmodel.PutOpt(&w, "model", v.Model)
	jsonmodel.PutOpt(&w, "dialect", v.Dialect)
	jsonmodel.PutOpt(&w, "status_code", v.StatusCode)
	jsonmodel.PutOpt(&w, "response_status", v.ResponseStatus)
	jsonmodel.PutOpt(&w, "finish_reason", v.FinishReason)
	jsonmodel.PutOpt(&w, "upstream_attempted", v.UpstreamAttempted)
	jsonmodel.PutOpt(&w, "response_source", v.ResponseSource)
	jsonmodel.PutOpt(&w, "upstream_status_code", v.UpstreamStatusCode)
	jsonmodel.PutOpt(&w, "local_response_reason", v.LocalResponseReason)
	jsonmodel.PutOpt(&w, "error_category", v.ErrorCategory)
	jsonmodel.PutOpt(&w, "latency_ttft_ms", v.LatencyTtftMs)
	return w.Bytes()
}

// Whether the response came from the upstream provider or was produced locally by the model
// server.
type TrajectoryResponseMetadataResponseSource string

const (
	TrajectoryResponseMetadataResponseSourceUpstream TrajectoryResponseMetadataResponseSource = "upstream"
	TrajectoryResponseMetadataResponseSourceLocal    TrajectoryResponseMetadataResponseSource = "local"
)

func decodeTrajectoryResponseMetadataResponseSource(raw json.RawMessage) (TrajectoryResponseMetadataResponseSource, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := TrajectoryResponseMetadataResponseSource(text); value {
	case TrajectoryResponseMetadataResponseSourceUpstream, TrajectoryResponseMetadataResponseSourceLocal:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "upstream", "local")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrajectoryResponseMetadataResponseSource) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrajectoryResponseMetadataResponseSource(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Normalized token usage of one model call. Every member is null when unknown; a known value is a
// non-negative integer.
type TrajectoryTokenStats struct {
	// Tokens of the input sent to the model, cache reads included. Token count, or null when the
	// provider did not report it.
	PromptTokens jsonmodel.Opt[*int64]
	// Tokens the model generated. Token count, or null when the provider did not report it.
	CompletionTokens jsonmodel.Opt[*int64]
	// Part of the generated tokens spent on hidden reasoning. Token count, or null when the provider
	// did not report it.
	ReasoningTokens jsonmodel.Opt[*int64]
	// Total tokens of the call as reported by the provider. Token count, or null when the provider
	// did not report it.
	TotalTokens jsonmodel.Opt[*int64]
	// Part of the input tokens served from the provider's prompt cache. Token count, or null when the
	// provider did not report it.
	CachedTokens jsonmodel.Opt[*int64]
}

func decodeTrajectoryTokenStats(raw json.RawMessage) (TrajectoryTokenStats, error) {
	var value TrajectoryTokenStats
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.PromptTokens = jsonmodel.Optional(fields, "prompt_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.CompletionTokens = jsonmodel.Optional(fields, "completion_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.ReasoningTokens = jsonmodel.Optional(fields, "reasoning_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.TotalTokens = jsonmodel.Optional(fields, "total_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.CachedTokens = jsonmodel.Optional(fields, "cached_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrajectoryTokenStats) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrajectoryTokenStats(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v TrajectoryTokenStats) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "prompt_tokens", v.PromptTokens)
	jsonmodel.PutOpt(&w, "completion_tokens", v.CompletionTokens)
	jsonmodel.PutOpt(&w, "reasoning_tokens", v.ReasoningTokens)
	jsonmodel.PutOpt(&w, "total_tokens", v.TotalTokens)
	jsonmodel.PutOpt(&w, "cached_tokens", v.CachedTokens)
	return w.Bytes()
}

// A tool call in ng_trajectory: the execution observation plus the output the model saw.
type TrajectoryToolCall struct {
	// Record tag; a trajectory tool call keeps the tag of the observation it comes from.
	Kind TrajectoryToolCallKind
	// Invocation that issued the tool call.
	InvocationId string
	// Call id of the tool call, as in the conversation's function_call and function_call_output
	// items.
	ToolCallId string
	// Sandbox the tool ran in; concurrent calls may share one.
	SandboxId jsonmodel.Opt[*string]
	// Name of the tool.
	ToolName jsonmodel.Opt[*string]
	// When execution started, in UTC seconds since the Unix epoch.
	StartedAt jsonmodel.Opt[*float64]
	// When execution ended, in UTC seconds since the Unix epoch; not before started_at.
	CompletedAt jsonmodel.Opt[*float64]
	// Measured execution time in milliseconds.
	DurationMs jsonmodel.Opt[*float64]
	// Where the timing was measured: by the tool executor, read from an artifact, or by the harness.
	TimingSource jsonmodel.Opt[*TrajectoryToolCallTimingSource]
	// Outcome of the execution; unknown when it was not observed.
	Status jsonmodel.Opt[TrajectoryToolCallStatus]
	// Class or category of the error, if the tool failed.
	ErrorType jsonmodel.Opt[*string]
	// Tool result seen by the model, joined from the invocation's function_call_output item with the
	// same call id.
	Output jsonmodel.Opt[json.RawMessage]
}

func decodeTrajectoryToolCall(raw json.RawMessage) (TrajectoryToolCall, error) {
	var value TrajectoryToolCall
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Kind = jsonmodel.Required(fields, "kind", decodeTrajectoryToolCallKind)
	value.InvocationId = jsonmodel.Required(fields, "invocation_id", jsonmodel.String)
	value.ToolCallId = jsonmodel.Required(fields, "tool_call_id", jsonmodel.String)
	value.SandboxId = jsonmodel.Optional(fields, "sandbox_id", jsonmodel.Nullable(jsonmodel.String))
	value.ToolName = jsonmodel.Optional(fields, "tool_name", jsonmodel.Nullable(jsonmodel.String))
	value.StartedAt = jsonmodel.Optional(fields, "started_at", jsonmodel.Nullable(jsonmodel.Number))
	value.CompletedAt = jsonmodel.Optional(fields, "completed_at", jsonmodel.Nullable(jsonmodel.Number))
	value.DurationMs = jsonmodel.Optional(fields, "duration_ms", jsonmodel.Nullable(jsonmodel.Number))
	value.TimingSource = jsonmodel.Optional(fields, "timing_source", jsonmodel.Nullable(decodeTrajectoryToolCallTimingSource))
	value.Status = jsonmodel.Optional(fields, "status", decodeTrajectoryToolCallStatus)
	value.ErrorType = jsonmodel.Optional(fields, "error_type", jsonmodel.Nullable(jsonmodel.String))
	value.Output = jsonmodel.Optional(fields, "output", jsonmodel.Any)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrajectoryToolCall) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrajectoryToolCall(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v TrajectoryToolCall) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "kind", v.Kind)
	jsonmodel.Put(&w, "invocation_id", v.InvocationId)
	jsonmodel.Put(&w, "tool_call_id", v.ToolCallId)
	jsonmodel.PutOpt(&w, "sandbox_id", v.SandboxId)
	jsonmodel.PutOpt(&w, "tool_name", v.ToolName)
	jsonmodel.PutOpt(&w, "started_at", v.StartedAt)
	jsonmodel.PutOpt(&w, "completed_at", v.CompletedAt)
	jsonmodel.PutOpt(&w, "duration_ms", v.DurationMs)
	jsonmodel.PutOpt(&w, "timing_source", v.TimingSource)
	jsonmodel.PutOpt(&w, "status", v.Status)
	jsonmodel.PutOpt(&w, "error_type", v.ErrorType)
	jsonmodel.PutOpt(&w, "output", v.Output)
	return w.Bytes()
}

// Record tag; a trajectory tool call keeps the tag of the observation it comes from.
type TrajectoryToolCallKind string

const (
	TrajectoryToolCallKindToolCall TrajectoryToolCallKind = "tool_call"
)

func decodeTrajectoryToolCallKind(raw json.RawMessage) (TrajectoryToolCallKind, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := TrajectoryToolCallKind(text); value {
	case TrajectoryToolCallKindToolCall:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "tool_call")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrajectoryToolCallKind) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrajectoryToolCallKind(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Outcome of the execution; unknown when it was not observed.
type TrajectoryToolCallStatus string

const (
	TrajectoryToolCallStatusCompleted  TrajectoryToolCallStatus = "completed"
	TrajectoryToolCallStatusFailed     TrajectoryToolCallStatus = "failed"
	TrajectoryToolCallStatusTimeout    TrajectoryToolCallStatus = "timeout"
	TrajectoryToolCallStatusCancelled  TrajectoryToolCallStatus = "cancelled"
	TrajectoryToolCallStatusIncomplete TrajectoryToolCallStatus = "incomplete"
	TrajectoryToolCallStatusUnknown    TrajectoryToolCallStatus = "unknown"
)

func decodeTrajectoryToolCallStatus(raw json.RawMessage) (TrajectoryToolCallStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := TrajectoryToolCallStatus(text); value {
	case TrajectoryToolCallStatusCompleted, TrajectoryToolCallStatusFailed, TrajectoryToolCallStatusTimeout, TrajectoryToolCallStatusCancelled, TrajectoryToolCallStatusIncomplete, TrajectoryToolCallStatusUnknown:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "completed", "failed", "timeout", "cancelled", "incomplete", "unknown")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrajectoryToolCallStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrajectoryToolCallStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Where the timing was measured: by the tool executor, read from an artifact, or by the harness.
type TrajectoryToolCallTimingSource string

const (
	TrajectoryToolCallTimingSourceExecutor TrajectoryToolCallTimingSource = "executor"
	TrajectoryToolCallTimingSourceArtifact TrajectoryToolCallTimingSource = "artifact"
	TrajectoryToolCallTimingSourceHarness  TrajectoryToolCallTimingSource = "harness"
)

func decodeTrajectoryToolCallTimingSource(raw json.RawMessage) (TrajectoryToolCallTimingSource, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := TrajectoryToolCallTimingSource(text); value {
	case TrajectoryToolCallTimingSourceExecutor, TrajectoryToolCallTimingSourceArtifact, TrajectoryToolCallTimingSourceHarness:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "executor", "artifact", "harness")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrajectoryToolCallTimingSource) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrajectoryToolCallTimingSource(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One semantic decision turn of an invocation, supplied by the producer. Turns are never derived
// from model calls.
type TrajectoryTurn struct {
	// Invocation that took the turn.
	InvocationId string
	// Task id of the rollout; equals the trajectory's task_id.
	TaskId string
	// Rollout id of the rollout; equals the trajectory's rollout_id.
	RolloutId string
	// Position of the turn within its invocation, counting from 1; unique per invocation.
	TurnNo int64
	// When the turn's decision was observed, in UTC seconds since the Unix epoch.
	Timestamp float64
	// Input the model saw for this decision.
	Question jsonmodel.Opt[json.RawMessage]
	// Visible output of the decision: messages and tool calls.
	Answer jsonmodel.Opt[json.RawMessage]
	// Reasoning the model produced for this decision, when observable.
	ReasoningContent jsonmodel.Opt[json.RawMessage]
	// The producer's claim that the task was resolved at this turn, or null when it makes no claim.
	Resolved jsonmodel.Opt[*bool]
	// Producer-reported number of steps completed by the invocation before this turn.
	StepCount int64
	// Model calls that produced this decision.
	ModelCalls jsonmodel.Opt[[]ModelCallRef]
}

func decodeTrajectoryTurn(raw json.RawMessage) (TrajectoryTurn, error) {
	var value TrajectoryTurn
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.InvocationId = jsonmodel.Required(fields, "invocation_id", jsonmodel.String)
	value.TaskId = jsonmodel.Required(fields, "task_id", jsonmodel.String)
	value.RolloutId = jsonmodel.Required(fields, "rollout_id", jsonmodel.String)
	value.TurnNo = jsonmodel.Required(fields, "turn_no", jsonmodel.Integer)
	value.Timestamp = jsonmodel.Required(fields, "timestamp", jsonmodel.Number)
	value.Question = jsonmodel.Optional(fields, "question", jsonmodel.Any)
	value.Answer = jsonmodel.Optional(fields, "answer", jsonmodel.Any)
	value.ReasoningContent = jsonmodel.Optional(fields, "reasoning_content", jsonmodel.Any)
	value.Resolved = jsonmodel.Optional(fields, "resolved", jsonmodel.Nullable(jsonmodel.Boolean))
	value.StepCount = jsonmodel.Required(fields, "step_count", jsonmodel.Integer)
	value.ModelCalls = jsonmodel.Optional(fields, "model_calls", jsonmodel.List(decodeModelCallRef))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrajectoryTurn) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrajectoryTurn(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v TrajectoryTurn) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "invocation_id", v.InvocationId)
	jsonmodel.Put(&w, "task_id", v.TaskId)
	jsonmodel.Put(&w, "rollout_id", v.RolloutId)
	jsonmodel.Put(&w, "turn_no", v.TurnNo)
	jsonmodel.Put(&w, "timestamp", v.Timestamp)
	jsonmodel.PutOpt(&w, "question", v.Question)
	jsonmodel.PutOpt(&w, "answer", v.Answer)
	jsonmodel.PutOpt(&w, "reasoning_content", v.ReasoningContent)
	jsonmodel.PutOpt(&w, "resolved", v.Resolved)
	jsonmodel.Put(&w, "step_count", v.StepCount)
	jsonmodel.PutOpt(&w, "model_calls", v.ModelCalls)
	return w.Bytes()
}

// Records per verdict.
type VerdictCounts struct {
	// Records with verdict healthy.
	Healthy int64
	// Records with verdict unhealthy.
	Unhealthy int64
	// Records with verdict unobserved.
	Unobserved int64
}

func decodeVerdictCounts(raw json.RawMessage) (VerdictCounts, error) {
	var value VerdictCounts
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Healthy = jsonmodel.Required(fields, "healthy", jsonmodel.Integer)
	value.Unhealthy = jsonmodel.Required(fields, "unhealthy", jsonmodel.Integer)
	value.Unobserved = jsonmodel.Required(fields, "unobserved", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *VerdictCounts) UnmarshalJSON(raw []byte) error {
	value, err := decodeVerdictCounts(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v VerdictCounts) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "healthy", v.Healthy)
	jsonmodel.Put(&w, "unhealthy", v.Unhealthy)
	jsonmodel.Put(&w, "unobserved", v.Unobserved)
	return w.Bytes()
}

// Action type "find_in_page": Searches for a pattern within a loaded page.
type WebSearchCallActionFind struct {
	// The pattern or text to search for within the page.
	Pattern string
	// The action type.
	Type WebSearchCallActionFindType
	// The URL of the page searched for the pattern.
	Url string
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeWebSearchCallActionFind(raw json.RawMessage) (WebSearchCallActionFind, error) {
	var value WebSearchCallActionFind
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Pattern = jsonmodel.Required(fields, "pattern", jsonmodel.String)
	value.Type = jsonmodel.Required(fields, "type", decodeWebSearchCallActionFindType)
	value.Url = jsonmodel.Required(fields, "url", jsonmodel.String)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *WebSearchCallActionFind) UnmarshalJSON(raw []byte) error {
	value, err := decodeWebSearchCallActionFind(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v WebSearchCallActionFind) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "pattern", v.Pattern)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "url", v.Url)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The action type.
type WebSearchCallActionFindType string

const (
	WebSearchCallActionFindTypeFindInPage WebSearchCallActionFindType = "find_in_page"
)

func decodeWebSearchCallActionFindType(raw json.RawMessage) (WebSearchCallActionFindType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := WebSearchCallActionFindType(text); value {
	case WebSearchCallActionFindTypeFindInPage:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "find_in_page")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *WebSearchCallActionFindType) UnmarshalJSON(raw []byte) error {
	value, err := decodeWebSearchCallActionFindType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Action type "open_page" - Opens a specific URL from search results.
type WebSearchCallActionOpenPage struct {
	// The action type.
	Type WebSearchCallActionOpenPageType
	// The URL opened by the model.
	Url jsonmodel.Opt[*string]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeWebSearchCallActionOpenPage(raw json.RawMessage) (WebSearchCallActionOpenPage, error) {
	var value WebSearchCallActionOpenPage
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeWebSearchCallActionOpenPageType)
	value.Url = jsonmodel.Optional(fields, "url", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *WebSearchCallActionOpenPage) UnmarshalJSON(raw []byte) error {
	value, err := decodeWebSearchCallActionOpenPage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v WebSearchCallActionOpenPage) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutOpt(&w, "url", v.Url)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The action type.
type WebSearchCallActionOpenPageType string

const (
	WebSearchCallActionOpenPageTypeOpenPage WebSearchCallActionOpenPageType = "open_page"
)

func decodeWebSearchCallActionOpenPageType(raw json.RawMessage) (WebSearchCallActionOpenPageType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := WebSearchCallActionOpenPageType(text); value {
	case WebSearchCallActionOpenPageTypeOpenPage:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "open_page")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *WebSearchCallActionOpenPageType) UnmarshalJSON(raw []byte) error {
	value, err := decodeWebSearchCallActionOpenPageType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Action type "search" - Performs a web search query.
type WebSearchCallActionSearch struct {
	// The action type.
	Type WebSearchCallActionSearchType
	// The search queries.
	Queries jsonmodel.Opt[*[]string]
	// The search query.
	Query jsonmodel.Opt[*string]
	// The sources used in the search.
	Sources jsonmodel.Opt[*[]WebSearchCallActionSearchSource]
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeWebSearchCallActionSearch(raw json.RawMessage) (WebSearchCallActionSearch, error) {
	var value WebSearchCallActionSearch
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeWebSearchCallActionSearchType)
	value.Queries = jsonmodel.Optional(fields, "queries", jsonmodel.Nullable(jsonmodel.List(jsonmodel.String)))
	value.Query = jsonmodel.Optional(fields, "query", jsonmodel.Nullable(jsonmodel.String))
	value.Sources = jsonmodel.Optional(fields, "sources", jsonmodel.Nullable(jsonmodel.List(decodeWebSearchCallActionSearchSource)))
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *WebSearchCallActionSearch) UnmarshalJSON(raw []byte) error {
	value, err := decodeWebSearchCallActionSearch(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v WebSearchCallActionSearch) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutOpt(&w, "queries", v.Queries)
	jsonmodel.PutOpt(&w, "query", v.Query)
	jsonmodel.PutOpt(&w, "sources", v.Sources)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// A source used in the search.
type WebSearchCallActionSearchSource struct {
	// The type of source. Always `url`.
	Type WebSearchCallActionSearchSourceType
	// The URL of the source.
	Url string
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeWebSearchCallActionSearchSource(raw json.RawMessage) (WebSearchCallActionSearchSource, error) {
	var value WebSearchCallActionSearchSource
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeWebSearchCallActionSearchSourceType)
	value.Url = jsonmodel.Required(fields, "url", jsonmodel.String)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *WebSearchCallActionSearchSource) UnmarshalJSON(raw []byte) error {
	value, err := decodeWebSearchCallActionSearchSource(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v WebSearchCallActionSearchSource) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "url", v.Url)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The type of source. Always `url`.
type WebSearchCallActionSearchSourceType string

const (
	WebSearchCallActionSearchSourceTypeUrl WebSearchCallActionSearchSourceType = "url"
)

func decodeWebSearchCallActionSearchSourceType(raw json.RawMessage) (WebSearchCallActionSearchSourceType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := WebSearchCallActionSearchSourceType(text); value {
	case WebSearchCallActionSearchSourceTypeUrl:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "url")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *WebSearchCallActionSearchSourceType) UnmarshalJSON(raw []byte) error {
	value, err := decodeWebSearchCallActionSearchSourceType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The action type.
type WebSearchCallActionSearchType string

const (
	WebSearchCallActionSearchTypeSearch WebSearchCallActionSearchType = "search"
)

func decodeWebSearchCallActionSearchType(raw json.RawMessage) (WebSearchCallActionSearchType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := WebSearchCallActionSearchType(text); value {
	case WebSearchCallActionSearchTypeSearch:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "search")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *WebSearchCallActionSearchType) UnmarshalJSON(raw []byte) error {
	value, err := decodeWebSearchCallActionSearchType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A hosted web search. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
type WebSearchCallItem struct {
	// Item tag.
	Type WebSearchCallItemType
	// Provider id of the item.
	Id string
	// The search action taken.
	Action WebSearchCallItemAction
	// Progress of the search.
	Status WebSearchCallItemStatus
	// The other members of this open object, kept as they are.
	Extra map[string]json.RawMessage
}

func decodeWebSearchCallItem(raw json.RawMessage) (WebSearchCallItem, error) {
	var value WebSearchCallItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeWebSearchCallItemType)
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.Action = jsonmodel.Required(fields, "action", decodeWebSearchCallItemAction)
	value.Status = jsonmodel.Required(fields, "status", decodeWebSearchCallItemStatus)
	value.Extra = jsonmodel.Rest(fields, jsonmodel.Any)
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *WebSearchCallItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeWebSearchCallItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v WebSearchCallItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.Put(&w, "action", v.Action)
	jsonmodel.Put(&w, "status", v.Status)
	jsonmodel.PutRest(&w, v.Extra)
	return w.Bytes()
}

// The search action taken.
type WebSearchCallItemAction struct {
	// The WebSearchCallActionSearch alternative.
	WebSearchCallActionSearch *WebSearchCallActionSearch
	// The WebSearchCallActionOpenPage alternative.
	WebSearchCallActionOpenPage *WebSearchCallActionOpenPage
	// The WebSearchCallActionFind alternative.
	WebSearchCallActionFind *WebSearchCallActionFind
}

func decodeWebSearchCallItemAction(raw json.RawMessage) (WebSearchCallItemAction, error) {
	var value WebSearchCallItemAction
	var errs []error
	if branch, err := decodeWebSearchCallActionSearch(raw); err == nil {
		value.WebSearchCallActionSearch = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeWebSearchCallActionOpenPage(raw); err == nil {
		value.WebSearchCallActionOpenPage = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeWebSearchCallActionFind(raw); err == nil {
		value.WebSearchCallActionFind = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *WebSearchCallItemAction) UnmarshalJSON(raw []byte) error {
	value, err := decodeWebSearchCallItemAction(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v WebSearchCallItemAction) MarshalJSON() ([]byte, error) {
	if v.WebSearchCallActionSearch != nil {
		return json.Marshal(*v.WebSearchCallActionSearch)
	}
	if v.WebSearchCallActionOpenPage != nil {
		return json.Marshal(*v.WebSearchCallActionOpenPage)
	}
	if v.WebSearchCallActionFind != nil {
		return json.Marshal(*v.WebSearchCallActionFind)
	}
	return nil, errors.New("WebSearchCallItemAction: no alternative is set")
}

// Progress of the search.
type WebSearchCallItemStatus string

const (
	WebSearchCallItemStatusInProgress WebSearchCallItemStatus = "in_progress"
	WebSearchCallItemStatusSearching  WebSearchCallItemStatus = "searching"
	WebSearchCallItemStatusCompleted  WebSearchCallItemStatus = "completed"
	WebSearchCallItemStatusFailed     WebSearchCallItemStatus = "failed"
)

func decodeWebSearchCallItemStatus(raw json.RawMessage) (WebSearchCallItemStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := WebSearchCallItemStatus(text); value {
	case WebSearchCallItemStatusInProgress, WebSearchCallItemStatusSearching, WebSearchCallItemStatusCompleted, WebSearchCallItemStatusFailed:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "in_progress", "searching", "completed", "failed")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *WebSearchCallItemStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeWebSearchCallItemStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Item tag.
type WebSearchCallItemType string

const (
	WebSearchCallItemTypeWebSearchCall WebSearchCallItemType = "web_search_call"
)

func decodeWebSearchCallItemType(raw json.RawMessage) (WebSearchCallItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := WebSearchCallItemType(text); value {
	case WebSearchCallItemTypeWebSearchCall:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "web_search_call")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *WebSearchCallItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeWebSearchCallItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}
