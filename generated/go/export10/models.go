// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

// Package export10 holds the models of the export 1.0 schemas.
package export10

import (
	"encoding/json"
	"errors"
	"trajspec.dev/models/jsonmodel"
)

// Why a trajectory was left out. `rejected`: the document failed its checks (ATIF findings; for
// rollout rows the strict ATIF export's); `reward_missing` / `reward_below_min`: --min-reward;
// `unhealthy`: --healthy-only (the health verdict is not healthy); `failed`: --drop-failed (the
// invocation did not complete); `truncated`: --drop-truncated (the conversation does not end with
// an assistant message, or a model response was incomplete); `content_parts`: a message or result
// with a content part that is not text (an image, audio), which text rows cannot hold;
// `no_assistant_message`: nothing to train on; `too_many_messages` / `too_many_chars`:
// --max-messages / --max-chars; `duplicate_conversation`: --dedupe, the same messages and tools as
// an earlier row; `not_sampled`: --sample left it out.
type DropReason string

const (
	DropReasonRejected              DropReason = "rejected"
	DropReasonRewardMissing         DropReason = "reward_missing"
	DropReasonRewardBelowMin        DropReason = "reward_below_min"
	DropReasonUnhealthy             DropReason = "unhealthy"
	DropReasonFailed                DropReason = "failed"
	DropReasonTruncated             DropReason = "truncated"
	DropReasonContentParts          DropReason = "content_parts"
	DropReasonNoAssistantMessage    DropReason = "no_assistant_message"
	DropReasonTooManyMessages       DropReason = "too_many_messages"
	DropReasonTooManyChars          DropReason = "too_many_chars"
	DropReasonDuplicateConversation DropReason = "duplicate_conversation"
	DropReasonNotSampled            DropReason = "not_sampled"
)

func decodeDropReason(raw json.RawMessage) (DropReason, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := DropReason(text); value {
	case DropReasonRejected, DropReasonRewardMissing, DropReasonRewardBelowMin, DropReasonUnhealthy, DropReasonFailed, DropReasonTruncated, DropReasonContentParts, DropReasonNoAssistantMessage, DropReasonTooManyMessages, DropReasonTooManyChars, DropReasonDuplicateConversation, DropReasonNotSampled:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "rejected", "reward_missing", "reward_below_min", "unhealthy", "failed", "truncated", "content_parts", "no_assistant_message", "too_many_messages", "too_many_chars", "duplicate_conversation", "not_sampled")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *DropReason) UnmarshalJSON(raw []byte) error {
	value, err := decodeDropReason(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// DroppedTrajectory is generated from the schemas.
type DroppedTrajectory struct {
	// The trajectory's id; null when unknown (a document that could not be read).
	TrajectoryId *string
	// Why it was left out.
	Reason DropReason
	// For `rejected`: the codes of its findings.
	Codes jsonmodel.Opt[[]string]
	// The input file of the document.
	File jsonmodel.Opt[string]
	// Its line in a JSON Lines input.
	Line jsonmodel.Opt[int64]
}

func decodeDroppedTrajectory(raw json.RawMessage) (DroppedTrajectory, error) {
	var value DroppedTrajectory
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.TrajectoryId = jsonmodel.Required(fields, "trajectory_id", jsonmodel.Nullable(jsonmodel.String))
	value.Reason = jsonmodel.Required(fields, "reason", decodeDropReason)
	value.Codes = jsonmodel.Optional(fields, "codes", jsonmodel.List(jsonmodel.String))
	value.File = jsonmodel.Optional(fields, "file", jsonmodel.String)
	value.Line = jsonmodel.Optional(fields, "line", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *DroppedTrajectory) UnmarshalJSON(raw []byte) error {
	value, err := decodeDroppedTrajectory(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v DroppedTrajectory) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "trajectory_id", v.TrajectoryId)
	jsonmodel.Put(&w, "reason", v.Reason)
	jsonmodel.PutOpt(&w, "codes", v.Codes)
	jsonmodel.PutOpt(&w, "file", v.File)
	jsonmodel.PutOpt(&w, "line", v.Line)
	return w.Bytes()
}

// loss_report.json of `trajspec export --format messages`: every trajectory in, every row out, and
// each trajectory left out with its reason. `trajectories_in` = `rows_out` + the length of
// `dropped`.
type LossReport struct {
	// Every trajectory read: each accepted document's own trajectory and each embedded subagent
	// trajectory, and one for each rejected document.
	TrajectoriesIn int64
	// Rows written, in all shards.
	RowsOut int64
	// Each trajectory left out, in input order; those --sample left out come last (the sample is
	// drawn once every row is known).
	Dropped []DroppedTrajectory
	// How many trajectories each reason left out. Reasons that left nothing out are absent.
	DroppedByReason LossReportDroppedByReason
	// Steps and observation results left out of the rows written, by reason; reasons that left
	// nothing out are absent.
	StepsDropped LossReportStepsDropped
	// The dialect of the rows (--dialect).
	Dialect LossReportDialect
	// The format of the shards (--file-format).
	FileFormat LossReportFileFormat
	// The shards written, in order, with their rows.
	Shards []LossReportShardsItem
}

func decodeLossReport(raw json.RawMessage) (LossReport, error) {
	var value LossReport
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.TrajectoriesIn = jsonmodel.Required(fields, "trajectories_in", jsonmodel.Integer)
	value.RowsOut = jsonmodel.Required(fields, "rows_out", jsonmodel.Integer)
	value.Dropped = jsonmodel.Required(fields, "dropped", jsonmodel.List(decodeDroppedTrajectory))
	value.DroppedByReason = jsonmodel.Required(fields, "dropped_by_reason", decodeLossReportDroppedByReason)
	value.StepsDropped = jsonmodel.Required(fields, "steps_dropped", decodeLossReportStepsDropped)
	value.Dialect = jsonmodel.Required(fields, "dialect", decodeLossReportDialect)
	value.FileFormat = jsonmodel.Required(fields, "file_format", decodeLossReportFileFormat)
	value.Shards = jsonmodel.Required(fields, "shards", jsonmodel.List(decodeLossReportShardsItem))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *LossReport) UnmarshalJSON(raw []byte) error {
	value, err := decodeLossReport(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v LossReport) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "trajectories_in", v.TrajectoriesIn)
	jsonmodel.Put(&w, "rows_out", v.RowsOut)
	jsonmodel.Put(&w, "dropped", v.Dropped)
	jsonmodel.Put(&w, "dropped_by_reason", v.DroppedByReason)
	jsonmodel.Put(&w, "steps_dropped", v.StepsDropped)
	jsonmodel.Put(&w, "dialect", v.Dialect)
	jsonmodel.Put(&w, "file_format", v.FileFormat)
	jsonmodel.Put(&w, "shards", v.Shards)
	return w.Bytes()
}

// The dialect of the rows (--dialect).
type LossReportDialect string

const (
	LossReportDialectTrl    LossReportDialect = "trl"
	LossReportDialectOpenai LossReportDialect = "openai"
)

func decodeLossReportDialect(raw json.RawMessage) (LossReportDialect, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := LossReportDialect(text); value {
	case LossReportDialectTrl, LossReportDialectOpenai:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "trl", "openai")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *LossReportDialect) UnmarshalJSON(raw []byte) error {
	value, err := decodeLossReportDialect(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// How many trajectories each reason left out. Reasons that left nothing out are absent.
type LossReportDroppedByReason struct {
	// Trajectories left out as `rejected`.
	Rejected jsonmodel.Opt[int64]
	// Trajectories left out as `reward_missing`.
	RewardMissing jsonmodel.Opt[int64]
	// Trajectories left out as `reward_below_min`.
	RewardBelowMin jsonmodel.Opt[int64]
	// Trajectories left out as `unhealthy`.
	Unhealthy jsonmodel.Opt[int64]
	// Trajectories left out as `failed`.
	Failed jsonmodel.Opt[int64]
	// Trajectories left out as `truncated`.
	Truncated jsonmodel.Opt[int64]
	// Trajectories left out as `content_parts`.
	ContentParts jsonmodel.Opt[int64]
	// Trajectories left out as `no_assistant_message`.
	NoAssistantMessage jsonmodel.Opt[int64]
	// Trajectories left out as `too_many_messages`.
	TooManyMessages jsonmodel.Opt[int64]
	// Trajectories left out as `too_many_chars`.
	TooManyChars jsonmodel.Opt[int64]
	// Trajectories left out as `duplicate_conversation`.
	DuplicateConversation jsonmodel.Opt[int64]
	// Trajectories left out as `not_sampled`.
	NotSampled jsonmodel.Opt[int64]
}

func decodeLossReportDroppedByReason(raw json.RawMessage) (LossReportDroppedByReason, error) {
	var value LossReportDroppedByReason
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Rejected = jsonmodel.Optional(fields, "rejected", jsonmodel.Integer)
	value.RewardMissing = jsonmodel.Optional(fields, "reward_missing", jsonmodel.Integer)
	value.RewardBelowMin = jsonmodel.Optional(fields, "reward_below_min", jsonmodel.Integer)
	value.Unhealthy = jsonmodel.Optional(fields, "unhealthy", jsonmodel.Integer)
	value.Failed = jsonmodel.Optional(fields, "failed", jsonmodel.Integer)
	value.Truncated = jsonmodel.Optional(fields, "truncated", jsonmodel.Integer)
	value.ContentParts = jsonmodel.Optional(fields, "content_parts", jsonmodel.Integer)
	value.NoAssistantMessage = jsonmodel.Optional(fields, "no_assistant_message", jsonmodel.Integer)
	value.TooManyMessages = jsonmodel.Optional(fields, "too_many_messages", jsonmodel.Integer)
	value.TooManyChars = jsonmodel.Optional(fields, "too_many_chars", jsonmodel.Integer)
	value.DuplicateConversation = jsonmodel.Optional(fields, "duplicate_conversation", jsonmodel.Integer)
	value.NotSampled = jsonmodel.Optional(fields, "not_sampled", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *LossReportDroppedByReason) UnmarshalJSON(raw []byte) error {
	value, err := decodeLossReportDroppedByReason(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v LossReportDroppedByReason) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "rejected", v.Rejected)
	jsonmodel.PutOpt(&w, "reward_missing", v.RewardMissing)
	jsonmodel.PutOpt(&w, "reward_below_min", v.RewardBelowMin)
	jsonmodel.PutOpt(&w, "unhealthy", v.Unhealthy)
	jsonmodel.PutOpt(&w, "failed", v.Failed)
	jsonmodel.PutOpt(&w, "truncated", v.Truncated)
	jsonmodel.PutOpt(&w, "content_parts", v.ContentParts)
	jsonmodel.PutOpt(&w, "no_assistant_message", v.NoAssistantMessage)
	jsonmodel.PutOpt(&w, "too_many_messages", v.TooManyMessages)
	jsonmodel.PutOpt(&w, "too_many_chars", v.TooManyChars)
	jsonmodel.PutOpt(&w, "duplicate_conversation", v.DuplicateConversation)
	jsonmodel.PutOpt(&w, "not_sampled", v.NotSampled)
	return w.Bytes()
}

// The format of the shards (--file-format).
type LossReportFileFormat string

const (
	LossReportFileFormatJsonl   LossReportFileFormat = "jsonl"
	LossReportFileFormatParquet LossReportFileFormat = "parquet"
)

func decodeLossReportFileFormat(raw json.RawMessage) (LossReportFileFormat, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := LossReportFileFormat(text); value {
	case LossReportFileFormatJsonl, LossReportFileFormatParquet:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "jsonl", "parquet")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *LossReportFileFormat) UnmarshalJSON(raw []byte) error {
	value, err := decodeLossReportFileFormat(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// LossReportShardsItem is generated from the schemas.
type LossReportShardsItem struct {
	// The shard's file name, in the output folder.
	File string
	// The rows it holds.
	Rows int64
}

func decodeLossReportShardsItem(raw json.RawMessage) (LossReportShardsItem, error) {
	var value LossReportShardsItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.File = jsonmodel.Required(fields, "file", jsonmodel.String)
	value.Rows = jsonmodel.Required(fields, "rows", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *LossReportShardsItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeLossReportShardsItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v LossReportShardsItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "file", v.File)
	jsonmodel.Put(&w, "rows", v.Rows)
	return w.Bytes()
}

// Steps and observation results left out of the rows written, by reason; reasons that left nothing
// out are absent.
type LossReportStepsDropped struct {
	// Steps with `is_copied_context: true` (ATIF v1.7 RFC: SFT consumers MUST filter them).
	CopiedContext jsonmodel.Opt[int64]
	// Agent steps with `llm_call_count: 0` (ATIF v1.7 RFC: SFT MUST drop them).
	DeterministicDispatch jsonmodel.Opt[int64]
	// Observation results without a `source_call_id`: no chat role holds them.
	ResultWithoutCall jsonmodel.Opt[int64]
}

func decodeLossReportStepsDropped(raw json.RawMessage) (LossReportStepsDropped, error) {
	var value LossReportStepsDropped
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.CopiedContext = jsonmodel.Optional(fields, "copied_context", jsonmodel.Integer)
	value.DeterministicDispatch = jsonmodel.Optional(fields, "deterministic_dispatch", jsonmodel.Integer)
	value.ResultWithoutCall = jsonmodel.Optional(fields, "result_without_call", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *LossReportStepsDropped) UnmarshalJSON(raw []byte) error {
	value, err := decodeLossReportStepsDropped(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v LossReportStepsDropped) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "copied_context", v.CopiedContext)
	jsonmodel.PutOpt(&w, "deterministic_dispatch", v.DeterministicDispatch)
	jsonmodel.PutOpt(&w, "result_without_call", v.ResultWithoutCall)
	return w.Bytes()
}

// One training row of `trajspec export --format messages`: one ATIF trajectory (each embedded
// subagent trajectory its own row) as chat `messages` and `tools`, in the dialect `trl` (tool-call
// arguments as JSON objects, reasoning in `reasoning_content`, row metadata in columns of their
// own) or `openai` (the OpenAI fine-tuning line: arguments as JSON strings, no reasoning, `weight`
// on assistant messages, `parallel_tool_calls`, no other column).
type MessagesRow struct {
	// The TrlRow alternative.
	TrlRow *TrlMessagesRow
	// The OpenAiRow alternative.
	OpenAiRow *OpenAiMessagesRow
}

func decodeMessagesRow(raw json.RawMessage) (MessagesRow, error) {
	var value MessagesRow
	var errs []error
	if branch, err := decodeTrlMessagesRow(raw); err == nil {
		value.TrlRow = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeOpenAiMessagesRow(raw); err == nil {
		value.OpenAiRow = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *MessagesRow) UnmarshalJSON(raw []byte) error {
	value, err := decodeMessagesRow(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v MessagesRow) MarshalJSON() ([]byte, error) {
	if v.TrlRow != nil {
		return json.Marshal(*v.TrlRow)
	}
	if v.OpenAiRow != nil {
		return json.Marshal(*v.OpenAiRow)
	}
	return nil, errors.New("MessagesRow: no alternative is set")
}

// OpenAiMessage is generated from the schemas.
type OpenAiMessage struct {
	// The TextMessage alternative.
	TextMessage *TextMessage
	// The OpenAiAssistantMessage alternative.
	OpenAiAssistantMessage *OpenAiMessageOpenAiAssistantMessage
	// The OpenAiToolMessage alternative.
	OpenAiToolMessage *OpenAiMessageOpenAiToolMessage
}

func decodeOpenAiMessage(raw json.RawMessage) (OpenAiMessage, error) {
	var value OpenAiMessage
	var errs []error
	if branch, err := decodeTextMessage(raw); err == nil {
		value.TextMessage = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeOpenAiMessageOpenAiAssistantMessage(raw); err == nil {
		value.OpenAiAssistantMessage = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeOpenAiMessageOpenAiToolMessage(raw); err == nil {
		value.OpenAiToolMessage = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OpenAiMessage) UnmarshalJSON(raw []byte) error {
	value, err := decodeOpenAiMessage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v OpenAiMessage) MarshalJSON() ([]byte, error) {
	if v.TextMessage != nil {
		return json.Marshal(*v.TextMessage)
	}
	if v.OpenAiAssistantMessage != nil {
		return json.Marshal(*v.OpenAiAssistantMessage)
	}
	if v.OpenAiToolMessage != nil {
		return json.Marshal(*v.OpenAiToolMessage)
	}
	return nil, errors.New("OpenAiMessage: no alternative is set")
}

// OpenAiMessageOpenAiAssistantMessage is generated from the schemas.
type OpenAiMessageOpenAiAssistantMessage struct {
	// Who speaks.
	Role OpenAiMessageOpenAiAssistantMessageRole
	// The text of the step's message or of the observation result.
	Content string
	// 1: trained on; 0: not (the step stands for several model calls, or for another model than the
	// agent's).
	Weight json.RawMessage
	// The step's tool calls, in order.
	ToolCalls jsonmodel.Opt[[]OpenAiMessageOpenAiAssistantMessageToolCallsItem]
}

func decodeOpenAiMessageOpenAiAssistantMessage(raw json.RawMessage) (OpenAiMessageOpenAiAssistantMessage, error) {
	var value OpenAiMessageOpenAiAssistantMessage
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Role = jsonmodel.Required(fields, "role", decodeOpenAiMessageOpenAiAssistantMessageRole)
	value.Content = jsonmodel.Required(fields, "content", jsonmodel.String)
	value.Weight = jsonmodel.Required(fields, "weight", jsonmodel.Values("0", "1"))
	value.ToolCalls = jsonmodel.Optional(fields, "tool_calls", jsonmodel.List(decodeOpenAiMessageOpenAiAssistantMessageToolCallsItem))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OpenAiMessageOpenAiAssistantMessage) UnmarshalJSON(raw []byte) error {
	value, err := decodeOpenAiMessageOpenAiAssistantMessage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v OpenAiMessageOpenAiAssistantMessage) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "role", v.Role)
	jsonmodel.Put(&w, "content", v.Content)
	jsonmodel.Put(&w, "weight", v.Weight)
	jsonmodel.PutOpt(&w, "tool_calls", v.ToolCalls)
	return w.Bytes()
}

// Who speaks.
type OpenAiMessageOpenAiAssistantMessageRole string

const (
	OpenAiMessageOpenAiAssistantMessageRoleAssistant OpenAiMessageOpenAiAssistantMessageRole = "assistant"
)

func decodeOpenAiMessageOpenAiAssistantMessageRole(raw json.RawMessage) (OpenAiMessageOpenAiAssistantMessageRole, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := OpenAiMessageOpenAiAssistantMessageRole(text); value {
	case OpenAiMessageOpenAiAssistantMessageRoleAssistant:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "assistant")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OpenAiMessageOpenAiAssistantMessageRole) UnmarshalJSON(raw []byte) error {
	value, err := decodeOpenAiMessageOpenAiAssistantMessageRole(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// OpenAiMessageOpenAiAssistantMessageToolCallsItem is generated from the schemas.
type OpenAiMessageOpenAiAssistantMessageToolCallsItem struct {
	// The call's `tool_call_id`.
	Id string
	// Always `function`.
	Type OpenAiMessageOpenAiAssistantMessageToolCallsItemType
	// The function called.
	Function OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction
}

func decodeOpenAiMessageOpenAiAssistantMessageToolCallsItem(raw json.RawMessage) (OpenAiMessageOpenAiAssistantMessageToolCallsItem, error) {
	var value OpenAiMessageOpenAiAssistantMessageToolCallsItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.Type = jsonmodel.Required(fields, "type", decodeOpenAiMessageOpenAiAssistantMessageToolCallsItemType)
	value.Function = jsonmodel.Required(fields, "function", decodeOpenAiMessageOpenAiAssistantMessageToolCallsItemFunction)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OpenAiMessageOpenAiAssistantMessageToolCallsItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeOpenAiMessageOpenAiAssistantMessageToolCallsItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v OpenAiMessageOpenAiAssistantMessageToolCallsItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "function", v.Function)
	return w.Bytes()
}

// The function called.
type OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction struct {
	// The call's `function_name`.
	Name string
	// The call's `arguments` as JSON text.
	Arguments string
}

func decodeOpenAiMessageOpenAiAssistantMessageToolCallsItemFunction(raw json.RawMessage) (OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction, error) {
	var value OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Name = jsonmodel.Required(fields, "name", jsonmodel.String)
	value.Arguments = jsonmodel.Required(fields, "arguments", jsonmodel.String)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction) UnmarshalJSON(raw []byte) error {
	value, err := decodeOpenAiMessageOpenAiAssistantMessageToolCallsItemFunction(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v OpenAiMessageOpenAiAssistantMessageToolCallsItemFunction) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "name", v.Name)
	jsonmodel.Put(&w, "arguments", v.Arguments)
	return w.Bytes()
}

// Always `function`.
type OpenAiMessageOpenAiAssistantMessageToolCallsItemType string

const (
	OpenAiMessageOpenAiAssistantMessageToolCallsItemTypeFunction OpenAiMessageOpenAiAssistantMessageToolCallsItemType = "function"
)

func decodeOpenAiMessageOpenAiAssistantMessageToolCallsItemType(raw json.RawMessage) (OpenAiMessageOpenAiAssistantMessageToolCallsItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := OpenAiMessageOpenAiAssistantMessageToolCallsItemType(text); value {
	case OpenAiMessageOpenAiAssistantMessageToolCallsItemTypeFunction:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "function")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OpenAiMessageOpenAiAssistantMessageToolCallsItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeOpenAiMessageOpenAiAssistantMessageToolCallsItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// OpenAiMessageOpenAiToolMessage is generated from the schemas.
type OpenAiMessageOpenAiToolMessage struct {
	// Who speaks.
	Role OpenAiMessageOpenAiToolMessageRole
	// The `source_call_id` of the result: the call it answers.
	ToolCallId string
	// The text of the step's message or of the observation result.
	Content string
}

func decodeOpenAiMessageOpenAiToolMessage(raw json.RawMessage) (OpenAiMessageOpenAiToolMessage, error) {
	var value OpenAiMessageOpenAiToolMessage
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Role = jsonmodel.Required(fields, "role", decodeOpenAiMessageOpenAiToolMessageRole)
	value.ToolCallId = jsonmodel.Required(fields, "tool_call_id", jsonmodel.String)
	value.Content = jsonmodel.Required(fields, "content", jsonmodel.String)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OpenAiMessageOpenAiToolMessage) UnmarshalJSON(raw []byte) error {
	value, err := decodeOpenAiMessageOpenAiToolMessage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v OpenAiMessageOpenAiToolMessage) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "role", v.Role)
	jsonmodel.Put(&w, "tool_call_id", v.ToolCallId)
	jsonmodel.Put(&w, "content", v.Content)
	return w.Bytes()
}

// Who speaks.
type OpenAiMessageOpenAiToolMessageRole string

const (
	OpenAiMessageOpenAiToolMessageRoleTool OpenAiMessageOpenAiToolMessageRole = "tool"
)

func decodeOpenAiMessageOpenAiToolMessageRole(raw json.RawMessage) (OpenAiMessageOpenAiToolMessageRole, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := OpenAiMessageOpenAiToolMessageRole(text); value {
	case OpenAiMessageOpenAiToolMessageRoleTool:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "tool")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OpenAiMessageOpenAiToolMessageRole) UnmarshalJSON(raw []byte) error {
	value, err := decodeOpenAiMessageOpenAiToolMessageRole(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A row in the `openai` dialect: one line of an OpenAI chat fine-tuning file
// (FineTuneChatRequestInput).
type OpenAiMessagesRow struct {
	// The conversation in step order.
	Messages []OpenAiMessage
	// The trajectory's `agent.tool_definitions`, verbatim; empty when it has none.
	Tools ToolDefinitions
	// Whether some assistant message of the row calls more than one tool.
	ParallelToolCalls bool
}

func decodeOpenAiMessagesRow(raw json.RawMessage) (OpenAiMessagesRow, error) {
	var value OpenAiMessagesRow
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Messages = jsonmodel.Required(fields, "messages", jsonmodel.List(decodeOpenAiMessage))
	value.Tools = jsonmodel.Required(fields, "tools", decodeToolDefinitions)
	value.ParallelToolCalls = jsonmodel.Required(fields, "parallel_tool_calls", jsonmodel.Boolean)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *OpenAiMessagesRow) UnmarshalJSON(raw []byte) error {
	value, err := decodeOpenAiMessagesRow(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v OpenAiMessagesRow) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "messages", v.Messages)
	jsonmodel.Put(&w, "tools", v.Tools)
	jsonmodel.Put(&w, "parallel_tool_calls", v.ParallelToolCalls)
	return w.Bytes()
}

// TextMessage is generated from the schemas.
type TextMessage struct {
	// Who speaks.
	Role TextMessageRole
	// The text of the step's message or of the observation result.
	Content string
}

func decodeTextMessage(raw json.RawMessage) (TextMessage, error) {
	var value TextMessage
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Role = jsonmodel.Required(fields, "role", decodeTextMessageRole)
	value.Content = jsonmodel.Required(fields, "content", jsonmodel.String)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TextMessage) UnmarshalJSON(raw []byte) error {
	value, err := decodeTextMessage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v TextMessage) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "role", v.Role)
	jsonmodel.Put(&w, "content", v.Content)
	return w.Bytes()
}

// Who speaks.
type TextMessageRole string

const (
	TextMessageRoleSystem TextMessageRole = "system"
	TextMessageRoleUser   TextMessageRole = "user"
)

func decodeTextMessageRole(raw json.RawMessage) (TextMessageRole, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := TextMessageRole(text); value {
	case TextMessageRoleSystem, TextMessageRoleUser:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "system", "user")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TextMessageRole) UnmarshalJSON(raw []byte) error {
	value, err := decodeTextMessageRole(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The trajectory's `agent.tool_definitions`, verbatim (OpenAI function-calling shaped objects);
// empty when it has none.
type ToolDefinitions = []map[string]json.RawMessage

func decodeToolDefinitions(raw json.RawMessage) (ToolDefinitions, error) {
	return jsonmodel.List(jsonmodel.Map(jsonmodel.Any))(raw)
}

// TrlMessage is generated from the schemas.
type TrlMessage struct {
	// The TextMessage alternative.
	TextMessage *TextMessage
	// The TrlAssistantMessage alternative.
	TrlAssistantMessage *TrlMessageTrlAssistantMessage
	// The TrlToolMessage alternative.
	TrlToolMessage *TrlMessageTrlToolMessage
}

func decodeTrlMessage(raw json.RawMessage) (TrlMessage, error) {
	var value TrlMessage
	var errs []error
	if branch, err := decodeTextMessage(raw); err == nil {
		value.TextMessage = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeTrlMessageTrlAssistantMessage(raw); err == nil {
		value.TrlAssistantMessage = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeTrlMessageTrlToolMessage(raw); err == nil {
		value.TrlToolMessage = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrlMessage) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrlMessage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v TrlMessage) MarshalJSON() ([]byte, error) {
	if v.TextMessage != nil {
		return json.Marshal(*v.TextMessage)
	}
	if v.TrlAssistantMessage != nil {
		return json.Marshal(*v.TrlAssistantMessage)
	}
	if v.TrlToolMessage != nil {
		return json.Marshal(*v.TrlToolMessage)
	}
	return nil, errors.New("TrlMessage: no alternative is set")
}

// TrlMessageTrlAssistantMessage is generated from the schemas.
type TrlMessageTrlAssistantMessage struct {
	// Who speaks.
	Role TrlMessageTrlAssistantMessageRole
	// The text of the step's message or of the observation result.
	Content string
	// The step's `reasoning_content`, when it has one.
	ReasoningContent jsonmodel.Opt[string]
	// The step's tool calls, in order.
	ToolCalls jsonmodel.Opt[[]TrlMessageTrlAssistantMessageToolCallsItem]
}

func decodeTrlMessageTrlAssistantMessage(raw json.RawMessage) (TrlMessageTrlAssistantMessage, error) {
	var value TrlMessageTrlAssistantMessage
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Role = jsonmodel.Required(fields, "role", decodeTrlMessageTrlAssistantMessageRole)
	value.Content = jsonmodel.Required(fields, "content", jsonmodel.String)
	value.ReasoningContent = jsonmodel.Optional(fields, "reasoning_content", jsonmodel.String)
	value.ToolCalls = jsonmodel.Optional(fields, "tool_calls", jsonmodel.List(decodeTrlMessageTrlAssistantMessageToolCallsItem))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrlMessageTrlAssistantMessage) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrlMessageTrlAssistantMessage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v TrlMessageTrlAssistantMessage) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "role", v.Role)
	jsonmodel.Put(&w, "content", v.Content)
	jsonmodel.PutOpt(&w, "reasoning_content", v.ReasoningContent)
	jsonmodel.PutOpt(&w, "tool_calls", v.ToolCalls)
	return w.Bytes()
}

// Who speaks.
type TrlMessageTrlAssistantMessageRole string

const (
	TrlMessageTrlAssistantMessageRoleAssistant TrlMessageTrlAssistantMessageRole = "assistant"
)

func decodeTrlMessageTrlAssistantMessageRole(raw json.RawMessage) (TrlMessageTrlAssistantMessageRole, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := TrlMessageTrlAssistantMessageRole(text); value {
	case TrlMessageTrlAssistantMessageRoleAssistant:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "assistant")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrlMessageTrlAssistantMessageRole) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrlMessageTrlAssistantMessageRole(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// TrlMessageTrlAssistantMessageToolCallsItem is generated from the schemas.
type TrlMessageTrlAssistantMessageToolCallsItem struct {
	// The call's `tool_call_id`.
	Id string
	// Always `function`.
	Type TrlMessageTrlAssistantMessageToolCallsItemType
	// The function called.
	Function TrlMessageTrlAssistantMessageToolCallsItemFunction
}

func decodeTrlMessageTrlAssistantMessageToolCallsItem(raw json.RawMessage) (TrlMessageTrlAssistantMessageToolCallsItem, error) {
	var value TrlMessageTrlAssistantMessageToolCallsItem
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Id = jsonmodel.Required(fields, "id", jsonmodel.String)
	value.Type = jsonmodel.Required(fields, "type", decodeTrlMessageTrlAssistantMessageToolCallsItemType)
	value.Function = jsonmodel.Required(fields, "function", decodeTrlMessageTrlAssistantMessageToolCallsItemFunction)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrlMessageTrlAssistantMessageToolCallsItem) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrlMessageTrlAssistantMessageToolCallsItem(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v TrlMessageTrlAssistantMessageToolCallsItem) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "id", v.Id)
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "function", v.Function)
	return w.Bytes()
}

// The function called.
type TrlMessageTrlAssistantMessageToolCallsItemFunction struct {
	// The call's `function_name`.
	Name string
	// The call's `arguments`, the JSON object itself.
	Arguments map[string]json.RawMessage
}

func decodeTrlMessageTrlAssistantMessageToolCallsItemFunction(raw json.RawMessage) (TrlMessageTrlAssistantMessageToolCallsItemFunction, error) {
	var value TrlMessageTrlAssistantMessageToolCallsItemFunction
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Name = jsonmodel.Required(fields, "name", jsonmodel.String)
	value.Arguments = jsonmodel.Required(fields, "arguments", jsonmodel.Map(jsonmodel.Any))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrlMessageTrlAssistantMessageToolCallsItemFunction) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrlMessageTrlAssistantMessageToolCallsItemFunction(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v TrlMessageTrlAssistantMessageToolCallsItemFunction) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "name", v.Name)
	jsonmodel.Put(&w, "arguments", v.Arguments)
	return w.Bytes()
}

// Always `function`.
type TrlMessageTrlAssistantMessageToolCallsItemType string

const (
	TrlMessageTrlAssistantMessageToolCallsItemTypeFunction TrlMessageTrlAssistantMessageToolCallsItemType = "function"
)

func decodeTrlMessageTrlAssistantMessageToolCallsItemType(raw json.RawMessage) (TrlMessageTrlAssistantMessageToolCallsItemType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := TrlMessageTrlAssistantMessageToolCallsItemType(text); value {
	case TrlMessageTrlAssistantMessageToolCallsItemTypeFunction:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "function")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrlMessageTrlAssistantMessageToolCallsItemType) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrlMessageTrlAssistantMessageToolCallsItemType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// TrlMessageTrlToolMessage is generated from the schemas.
type TrlMessageTrlToolMessage struct {
	// Who speaks.
	Role TrlMessageTrlToolMessageRole
	// The result's `source_call_id`.
	ToolCallId string
	// The `function_name` of the call it answers.
	Name string
	// The text of the step's message or of the observation result.
	Content string
}

func decodeTrlMessageTrlToolMessage(raw json.RawMessage) (TrlMessageTrlToolMessage, error) {
	var value TrlMessageTrlToolMessage
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Role = jsonmodel.Required(fields, "role", decodeTrlMessageTrlToolMessageRole)
	value.ToolCallId = jsonmodel.Required(fields, "tool_call_id", jsonmodel.String)
	value.Name = jsonmodel.Required(fields, "name", jsonmodel.String)
	value.Content = jsonmodel.Required(fields, "content", jsonmodel.String)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrlMessageTrlToolMessage) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrlMessageTrlToolMessage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v TrlMessageTrlToolMessage) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "role", v.Role)
	jsonmodel.Put(&w, "tool_call_id", v.ToolCallId)
	jsonmodel.Put(&w, "name", v.Name)
	jsonmodel.Put(&w, "content", v.Content)
	return w.Bytes()
}

// Who speaks.
type TrlMessageTrlToolMessageRole string

const (
	TrlMessageTrlToolMessageRoleTool TrlMessageTrlToolMessageRole = "tool"
)

func decodeTrlMessageTrlToolMessageRole(raw json.RawMessage) (TrlMessageTrlToolMessageRole, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := TrlMessageTrlToolMessageRole(text); value {
	case TrlMessageTrlToolMessageRoleTool:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "tool")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrlMessageTrlToolMessageRole) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrlMessageTrlToolMessageRole(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A row in the `trl` dialect (Hugging Face TRL SFTTrainer's conversational `messages` + `tools`).
type TrlMessagesRow struct {
	// The conversation in step order: system, user and assistant messages, and a tool message for
	// every observation result that answers a tool call, right after its assistant message.
	Messages []TrlMessage
	// The trajectory's `agent.tool_definitions`, verbatim; empty when it has none.
	Tools ToolDefinitions
	// The trajectory's `trajectory_id` (before ATIF v1.7: its `session_id`); null when it has
	// neither.
	TrajectoryId *string
	// For an embedded subagent trajectory, the `trajectory_id` of the trajectory that embeds it; null
	// for a document's own trajectory.
	ParentTrajectoryId *string
	// The trajectory's `session_id`, null when absent.
	SessionId *string
	// The rollout's `task_id` (rollout rows only; null otherwise and for subagent rows).
	TaskId *string
	// The rollout's reward (rollout rows only; null otherwise and for subagent rows).
	Reward *float64
	// `agent.model_name`, null when absent.
	ModelName *string
	// `final_metrics.total_prompt_tokens`, null when absent.
	PromptTokens *int64
	// `final_metrics.total_completion_tokens`, null when absent.
	CompletionTokens *int64
	// How many of the kept assistant messages stand for several model calls (`llm_call_count` above
	// 1).
	AggregatedSteps int64
}

func decodeTrlMessagesRow(raw json.RawMessage) (TrlMessagesRow, error) {
	var value TrlMessagesRow
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Messages = jsonmodel.Required(fields, "messages", jsonmodel.List(decodeTrlMessage))
	value.Tools = jsonmodel.Required(fields, "tools", decodeToolDefinitions)
	value.TrajectoryId = jsonmodel.Required(fields, "trajectory_id", jsonmodel.Nullable(jsonmodel.String))
	value.ParentTrajectoryId = jsonmodel.Required(fields, "parent_trajectory_id", jsonmodel.Nullable(jsonmodel.String))
	value.SessionId = jsonmodel.Required(fields, "session_id", jsonmodel.Nullable(jsonmodel.String))
	value.TaskId = jsonmodel.Required(fields, "task_id", jsonmodel.Nullable(jsonmodel.String))
	value.Reward = jsonmodel.Required(fields, "reward", jsonmodel.Nullable(jsonmodel.Number))
	value.ModelName = jsonmodel.Required(fields, "model_name", jsonmodel.Nullable(jsonmodel.String))
	value.PromptTokens = jsonmodel.Required(fields, "prompt_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.CompletionTokens = jsonmodel.Required(fields, "completion_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.AggregatedSteps = jsonmodel.Required(fields, "aggregated_steps", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrlMessagesRow) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrlMessagesRow(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v TrlMessagesRow) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "messages", v.Messages)
	jsonmodel.Put(&w, "tools", v.Tools)
	jsonmodel.Put(&w, "trajectory_id", v.TrajectoryId)
	jsonmodel.Put(&w, "parent_trajectory_id", v.ParentTrajectoryId)
	jsonmodel.Put(&w, "session_id", v.SessionId)
	jsonmodel.Put(&w, "task_id", v.TaskId)
	jsonmodel.Put(&w, "reward", v.Reward)
	jsonmodel.Put(&w, "model_name", v.ModelName)
	jsonmodel.Put(&w, "prompt_tokens", v.PromptTokens)
	jsonmodel.Put(&w, "completion_tokens", v.CompletionTokens)
	jsonmodel.Put(&w, "aggregated_steps", v.AggregatedSteps)
	return w.Bytes()
}
