// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

// Package atif17 holds the models of the atif 1.7 schemas.
package atif17

import (
	"encoding/json"
	"errors"
	"trajspec.dev/models/jsonmodel"
)

// The agent system that produced a trajectory.
type Agent struct {
	// Name of the agent system; may be empty.
	Name string
	// Version of the agent system, as a string (a JSON number is not accepted); may be empty.
	Version string
	// Default model of the agent; a step's own model_name takes precedence for that step.
	ModelName jsonmodel.Opt[*string]
	// Tools offered to the model, each as a JSON object (conventionally the OpenAI function-calling
	// form {type, function: {name, description, parameters}}; the form is not checked). Since ATIF
	// v1.5.
	ToolDefinitions jsonmodel.Opt[*[]map[string]json.RawMessage]
	// Producer-specific data about the agent; any JSON object.
	Extra jsonmodel.Opt[*map[string]json.RawMessage]
}

func decodeAgent(raw json.RawMessage) (Agent, error) {
	var value Agent
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Name = jsonmodel.Required(fields, "name", jsonmodel.String)
	value.Version = jsonmodel.Required(fields, "version", jsonmodel.String)
	value.ModelName = jsonmodel.Optional(fields, "model_name", jsonmodel.Nullable(jsonmodel.String))
	value.ToolDefinitions = jsonmodel.Optional(fields, "tool_definitions", jsonmodel.Nullable(jsonmodel.List(jsonmodel.Map(jsonmodel.Any))))
	value.Extra = jsonmodel.Optional(fields, "extra", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *Agent) UnmarshalJSON(raw []byte) error {
	value, err := decodeAgent(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v Agent) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "name", v.Name)
	jsonmodel.Put(&w, "version", v.Version)
	jsonmodel.PutOpt(&w, "model_name", v.ModelName)
	jsonmodel.PutOpt(&w, "tool_definitions", v.ToolDefinitions)
	jsonmodel.PutOpt(&w, "extra", v.Extra)
	return w.Bytes()
}

// One part of a multimodal message or result: a text part carries text, a media part carries a
// source (rule atif.content_part_fields). Since ATIF v1.6.
type ContentPart struct {
	// Kind of the part.
	Type ContentPartType
	// The text of a text part; may be empty. Absent on media parts.
	Text jsonmodel.Opt[*string]
	// The image of an image part (rule atif.content_part_fields).
	Source jsonmodel.Opt[*ImageSource]
}

func decodeContentPart(raw json.RawMessage) (ContentPart, error) {
	var value ContentPart
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeContentPartType)
	value.Text = jsonmodel.Optional(fields, "text", jsonmodel.Nullable(jsonmodel.String))
	value.Source = jsonmodel.Optional(fields, "source", jsonmodel.Nullable(decodeImageSource))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ContentPart) UnmarshalJSON(raw []byte) error {
	value, err := decodeContentPart(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ContentPart) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.PutOpt(&w, "text", v.Text)
	jsonmodel.PutOpt(&w, "source", v.Source)
	return w.Bytes()
}

// Kind of the part.
type ContentPartType string

const (
	ContentPartTypeText  ContentPartType = "text"
	ContentPartTypeImage ContentPartType = "image"
)

func decodeContentPartType(raw json.RawMessage) (ContentPartType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ContentPartType(text); value {
	case ContentPartTypeText, ContentPartTypeImage:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "text", "image")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ContentPartType) UnmarshalJSON(raw []byte) error {
	value, err := decodeContentPartType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Totals over a whole trajectory. Every member is optional.
type FinalMetrics struct {
	// Sum of prompt_tokens over the steps, cached tokens included (rule atif.final_totals_match).
	TotalPromptTokens jsonmodel.Opt[*int64]
	// Sum of completion_tokens over the steps.
	TotalCompletionTokens jsonmodel.Opt[*int64]
	// Sum of cached_tokens over the steps (rule atif.final_cached_within_prompt).
	TotalCachedTokens jsonmodel.Opt[*int64]
	// Total cost in US dollars, subagent costs included.
	TotalCostUsd jsonmodel.Opt[*float64]
	// Number of steps; expected to equal the length of steps unless notes explains the difference
	// (rule atif.total_steps_matches).
	TotalSteps jsonmodel.Opt[*int64]
	// Producer-specific totals; any JSON object.
	Extra jsonmodel.Opt[*map[string]json.RawMessage]
}

func decodeFinalMetrics(raw json.RawMessage) (FinalMetrics, error) {
	var value FinalMetrics
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.TotalPromptTokens = jsonmodel.Optional(fields, "total_prompt_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.TotalCompletionTokens = jsonmodel.Optional(fields, "total_completion_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.TotalCachedTokens = jsonmodel.Optional(fields, "total_cached_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.TotalCostUsd = jsonmodel.Optional(fields, "total_cost_usd", jsonmodel.Nullable(jsonmodel.Number))
	value.TotalSteps = jsonmodel.Optional(fields, "total_steps", jsonmodel.Nullable(jsonmodel.Integer))
	value.Extra = jsonmodel.Optional(fields, "extra", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *FinalMetrics) UnmarshalJSON(raw []byte) error {
	value, err := decodeFinalMetrics(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v FinalMetrics) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "total_prompt_tokens", v.TotalPromptTokens)
	jsonmodel.PutOpt(&w, "total_completion_tokens", v.TotalCompletionTokens)
	jsonmodel.PutOpt(&w, "total_cached_tokens", v.TotalCachedTokens)
	jsonmodel.PutOpt(&w, "total_cost_usd", v.TotalCostUsd)
	jsonmodel.PutOpt(&w, "total_steps", v.TotalSteps)
	jsonmodel.PutOpt(&w, "extra", v.Extra)
	return w.Bytes()
}

// The conversion profile and its outcome.
type GymConversion struct {
	// Conversion profile name.
	Profile GymConversionProfile
	// Conversion outcome; only complete conversions are written.
	Status GymConversionStatus
}

func decodeGymConversion(raw json.RawMessage) (GymConversion, error) {
	var value GymConversion
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Profile = jsonmodel.Required(fields, "profile", decodeGymConversionProfile)
	value.Status = jsonmodel.Required(fields, "status", decodeGymConversionStatus)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymConversion) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymConversion(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymConversion) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "profile", v.Profile)
	jsonmodel.Put(&w, "status", v.Status)
	return w.Bytes()
}

// Conversion profile name.
type GymConversionProfile string

const (
	GymConversionProfileNgTrajectoryToAtifV1 GymConversionProfile = "ng-trajectory-to-atif-v1"
)

func decodeGymConversionProfile(raw json.RawMessage) (GymConversionProfile, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := GymConversionProfile(text); value {
	case GymConversionProfileNgTrajectoryToAtifV1:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "ng-trajectory-to-atif-v1")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymConversionProfile) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymConversionProfile(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Conversion outcome; only complete conversions are written.
type GymConversionStatus string

const (
	GymConversionStatusComplete GymConversionStatus = "complete"
)

func decodeGymConversionStatus(raw json.RawMessage) (GymConversionStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := GymConversionStatus(text); value {
	case GymConversionStatusComplete:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "complete")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymConversionStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymConversionStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// The exporting program.
type GymExporter struct {
	// Program name, nemo-gym.
	Name string
	// Program version.
	Version string
}

func decodeGymExporter(raw json.RawMessage) (GymExporter, error) {
	var value GymExporter
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Name = jsonmodel.Required(fields, "name", jsonmodel.String)
	value.Version = jsonmodel.Required(fields, "version", jsonmodel.String)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymExporter) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymExporter(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymExporter) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "name", v.Name)
	jsonmodel.Put(&w, "version", v.Version)
	return w.Bytes()
}

// The agent of a Gym export.
type GymProfileAgent struct {
	// Agent name (the rollout's agent_ref.name or environment server); not blank.
	Name string
	// Agent version given to the export; not blank.
	Version string
	// Written only when every agent step has the same model_name, and then equal to it (rule
	// atif.gym.agent_model_name).
	ModelName jsonmodel.Opt[string]
}

func decodeGymProfileAgent(raw json.RawMessage) (GymProfileAgent, error) {
	var value GymProfileAgent
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Name = jsonmodel.Required(fields, "name", jsonmodel.String)
	value.Version = jsonmodel.Required(fields, "version", jsonmodel.String)
	value.ModelName = jsonmodel.Optional(fields, "model_name", jsonmodel.String)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileAgent) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileAgent(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymProfileAgent) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "name", v.Name)
	jsonmodel.Put(&w, "version", v.Version)
	jsonmodel.PutOpt(&w, "model_name", v.ModelName)
	return w.Bytes()
}

// Root extra of a Gym export.
type GymProfileExtra struct {
	// Export provenance.
	NemoGym GymProvenance
}

func decodeGymProfileExtra(raw json.RawMessage) (GymProfileExtra, error) {
	var value GymProfileExtra
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.NemoGym = jsonmodel.Required(fields, "nemo_gym", decodeGymProvenance)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileExtra) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileExtra(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymProfileExtra) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "nemo_gym", v.NemoGym)
	return w.Bytes()
}

// Totals of a Gym export: each token total is written only when every agent step reports that
// count (rule atif.gym.final_totals).
type GymProfileFinalMetrics struct {
	// Sum of the steps' prompt_tokens.
	TotalPromptTokens jsonmodel.Opt[int64]
	// Sum of the steps' completion_tokens.
	TotalCompletionTokens jsonmodel.Opt[int64]
	// Sum of the steps' cached_tokens.
	TotalCachedTokens jsonmodel.Opt[int64]
	// Number of steps, input steps included (rule atif.gym.total_steps).
	TotalSteps int64
}

func decodeGymProfileFinalMetrics(raw json.RawMessage) (GymProfileFinalMetrics, error) {
	var value GymProfileFinalMetrics
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.TotalPromptTokens = jsonmodel.Optional(fields, "total_prompt_tokens", jsonmodel.Integer)
	value.TotalCompletionTokens = jsonmodel.Optional(fields, "total_completion_tokens", jsonmodel.Integer)
	value.TotalCachedTokens = jsonmodel.Optional(fields, "total_cached_tokens", jsonmodel.Integer)
	value.TotalSteps = jsonmodel.Required(fields, "total_steps", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileFinalMetrics) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileFinalMetrics(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymProfileFinalMetrics) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "total_prompt_tokens", v.TotalPromptTokens)
	jsonmodel.PutOpt(&w, "total_completion_tokens", v.TotalCompletionTokens)
	jsonmodel.PutOpt(&w, "total_cached_tokens", v.TotalCachedTokens)
	jsonmodel.Put(&w, "total_steps", v.TotalSteps)
	return w.Bytes()
}

// Token counts of one model call; no cost, no token arrays.
type GymProfileMetrics struct {
	// Input tokens, cached ones included.
	PromptTokens jsonmodel.Opt[int64]
	// Generated tokens.
	CompletionTokens jsonmodel.Opt[int64]
	// Cached part of prompt_tokens.
	CachedTokens jsonmodel.Opt[int64]
	// Reasoning and total token counts when the provider reported them.
	Extra jsonmodel.Opt[GymProfileMetricsExtra]
}

func decodeGymProfileMetrics(raw json.RawMessage) (GymProfileMetrics, error) {
	var value GymProfileMetrics
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.PromptTokens = jsonmodel.Optional(fields, "prompt_tokens", jsonmodel.Integer)
	value.CompletionTokens = jsonmodel.Optional(fields, "completion_tokens", jsonmodel.Integer)
	value.CachedTokens = jsonmodel.Optional(fields, "cached_tokens", jsonmodel.Integer)
	value.Extra = jsonmodel.Optional(fields, "extra", decodeGymProfileMetricsExtra)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileMetrics) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileMetrics(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymProfileMetrics) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "prompt_tokens", v.PromptTokens)
	jsonmodel.PutOpt(&w, "completion_tokens", v.CompletionTokens)
	jsonmodel.PutOpt(&w, "cached_tokens", v.CachedTokens)
	jsonmodel.PutOpt(&w, "extra", v.Extra)
	return w.Bytes()
}

// The extra token counts of a Gym export step.
type GymProfileMetricsExtra struct {
	// Part of completion_tokens spent on reasoning.
	ReasoningTokens jsonmodel.Opt[int64]
	// Total tokens as the provider reported them.
	TotalTokens jsonmodel.Opt[int64]
}

func decodeGymProfileMetricsExtra(raw json.RawMessage) (GymProfileMetricsExtra, error) {
	var value GymProfileMetricsExtra
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ReasoningTokens = jsonmodel.Optional(fields, "reasoning_tokens", jsonmodel.Integer)
	value.TotalTokens = jsonmodel.Optional(fields, "total_tokens", jsonmodel.Integer)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileMetricsExtra) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileMetricsExtra(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymProfileMetricsExtra) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "reasoning_tokens", v.ReasoningTokens)
	jsonmodel.PutOpt(&w, "total_tokens", v.TotalTokens)
	return w.Bytes()
}

// The results of a tool step.
type GymProfileObservation struct {
	// One result per call, in output order.
	Results []GymProfileObservationResult
}

func decodeGymProfileObservation(raw json.RawMessage) (GymProfileObservation, error) {
	var value GymProfileObservation
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Results = jsonmodel.Required(fields, "results", jsonmodel.List(decodeGymProfileObservationResult))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileObservation) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileObservation(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymProfileObservation) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "results", v.Results)
	return w.Bytes()
}

// The output of one call.
type GymProfileObservationResult struct {
	// tool_call_id of the call in the same step that this output answers.
	SourceCallId string
	// The output: a string, or a non-empty array of text parts.
	Content GymProfileObservationResultContent
	// Tool timing and source item id under nemo_gym; any JSON object.
	Extra jsonmodel.Opt[map[string]json.RawMessage]
}

func decodeGymProfileObservationResult(raw json.RawMessage) (GymProfileObservationResult, error) {
	var value GymProfileObservationResult
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.SourceCallId = jsonmodel.Required(fields, "source_call_id", jsonmodel.String)
	value.Content = jsonmodel.Required(fields, "content", decodeGymProfileObservationResultContent)
	value.Extra = jsonmodel.Optional(fields, "extra", jsonmodel.Map(jsonmodel.Any))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileObservationResult) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileObservationResult(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymProfileObservationResult) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "source_call_id", v.SourceCallId)
	jsonmodel.Put(&w, "content", v.Content)
	jsonmodel.PutOpt(&w, "extra", v.Extra)
	return w.Bytes()
}

// The output: a string, or a non-empty array of text parts.
type GymProfileObservationResultContent struct {
	// The output: a string, or a non-empty array of text parts.
	String *string
	// The output: a string, or a non-empty array of text parts.
	Array *[]GymProfileTextPart
}

func decodeGymProfileObservationResultContent(raw json.RawMessage) (GymProfileObservationResultContent, error) {
	var value GymProfileObservationResultContent
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.List(decodeGymProfileTextPart)(raw); err == nil {
		value.Array = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileObservationResultContent) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileObservationResultContent(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v GymProfileObservationResultContent) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Array != nil {
		return json.Marshal(*v.Array)
	}
	return nil, errors.New("GymProfileObservationResultContent: no alternative is set")
}

// One step of a Gym export: a system or user input step (step_id, source, message only), or an
// agent step (a text step with a message, or a tool step with an empty message, tool calls and
// their results).
type GymProfileStep struct {
	// Position of the step, counting from 1.
	StepId int64
	// Who produced the step.
	Source GymProfileStepSource
	// A string, or a non-empty array of text parts; the empty string on a tool step (rule
	// atif.gym.text_with_tool_calls).
	Message GymProfileStepMessage
	// UTC time of the agent step, seconds precision or exactly six fractional digits, with a Z
	// suffix.
	Timestamp jsonmodel.Opt[string]
	// Model that served the step's call, verbatim; not blank.
	ModelName jsonmodel.Opt[string]
	// The step's single reasoning text.
	ReasoningContent jsonmodel.Opt[string]
	// The calls of a tool step, in call order.
	ToolCalls jsonmodel.Opt[[]GymProfileToolCall]
	// The results of a tool step's calls, one per call (rule atif.gym.tool_results_match_calls).
	Observation jsonmodel.Opt[GymProfileObservation]
	// Token counts of the step's one model call.
	Metrics jsonmodel.Opt[GymProfileMetrics]
	// Always 1 on an agent step, absent elsewhere (rule atif.gym.agent_step_call_count).
	LlmCallCount jsonmodel.Opt[json.RawMessage]
	// Turn and model-call provenance under nemo_gym; any JSON object.
	Extra jsonmodel.Opt[map[string]json.RawMessage]
}

func decodeGymProfileStep(raw json.RawMessage) (GymProfileStep, error) {
	var value GymProfileStep
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.StepId = jsonmodel.Required(fields, "step_id", jsonmodel.Integer)
	value.Source = jsonmodel.Required(fields, "source", decodeGymProfileStepSource)
	value.Message = jsonmodel.Required(fields, "message", decodeGymProfileStepMessage)
	value.Timestamp = jsonmodel.Optional(fields, "timestamp", jsonmodel.String)
	value.ModelName = jsonmodel.Optional(fields, "model_name", jsonmodel.String)
	value.ReasoningContent = jsonmodel.Optional(fields, "reasoning_content", jsonmodel.String)
	value.ToolCalls = jsonmodel.Optional(fields, "tool_calls", jsonmodel.List(decodeGymProfileToolCall))
	value.Observation = jsonmodel.Optional(fields, "observation", decodeGymProfileObservation)
	value.Metrics = jsonmodel.Optional(fields, "metrics", decodeGymProfileMetrics)
	value.LlmCallCount = jsonmodel.Optional(fields, "llm_call_count", jsonmodel.Values("1"))
	value.Extra = jsonmodel.Optional(fields, "extra", jsonmodel.Map(jsonmodel.Any))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileStep) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileStep(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymProfileStep) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "step_id", v.StepId)
	jsonmodel.Put(&w, "source", v.Source)
	jsonmodel.Put(&w, "message", v.Message)
	jsonmodel.PutOpt(&w, "timestamp", v.Timestamp)
	jsonmodel.PutOpt(&w, "model_name", v.ModelName)
	jsonmodel.PutOpt(&w, "reasoning_content", v.ReasoningContent)
	jsonmodel.PutOpt(&w, "tool_calls", v.ToolCalls)
	jsonmodel.PutOpt(&w, "observation", v.Observation)
	jsonmodel.PutOpt(&w, "metrics", v.Metrics)
	jsonmodel.PutOpt(&w, "llm_call_count", v.LlmCallCount)
	jsonmodel.PutOpt(&w, "extra", v.Extra)
	return w.Bytes()
}

// A string, or a non-empty array of text parts; the empty string on a tool step (rule
// atif.gym.text_with_tool_calls).
type GymProfileStepMessage struct {
	// A string, or a non-empty array of text parts; the empty string on a tool step (rule
	// atif.gym.text_with_tool_calls).
	String *string
	// A string, or a non-empty array of text parts; the empty string on a tool step (rule
	// atif.gym.text_with_tool_calls).
	Array *[]GymProfileTextPart
}

func decodeGymProfileStepMessage(raw json.RawMessage) (GymProfileStepMessage, error) {
	var value GymProfileStepMessage
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.List(decodeGymProfileTextPart)(raw); err == nil {
		value.Array = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileStepMessage) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileStepMessage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v GymProfileStepMessage) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Array != nil {
		return json.Marshal(*v.Array)
	}
	return nil, errors.New("GymProfileStepMessage: no alternative is set")
}

// Who produced the step.
type GymProfileStepSource string

const (
	GymProfileStepSourceSystem GymProfileStepSource = "system"
	GymProfileStepSourceUser   GymProfileStepSource = "user"
	GymProfileStepSourceAgent  GymProfileStepSource = "agent"
)

func decodeGymProfileStepSource(raw json.RawMessage) (GymProfileStepSource, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := GymProfileStepSource(text); value {
	case GymProfileStepSourceSystem, GymProfileStepSourceUser, GymProfileStepSourceAgent:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "system", "user", "agent")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileStepSource) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileStepSource(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A text content part.
type GymProfileTextPart struct {
	// Always text.
	Type GymProfileTextPartType
	// The text; may be empty.
	Text string
}

func decodeGymProfileTextPart(raw json.RawMessage) (GymProfileTextPart, error) {
	var value GymProfileTextPart
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeGymProfileTextPartType)
	value.Text = jsonmodel.Required(fields, "text", jsonmodel.String)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileTextPart) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileTextPart(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymProfileTextPart) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "type", v.Type)
	jsonmodel.Put(&w, "text", v.Text)
	return w.Bytes()
}

// Always text.
type GymProfileTextPartType string

const (
	GymProfileTextPartTypeText GymProfileTextPartType = "text"
)

func decodeGymProfileTextPartType(raw json.RawMessage) (GymProfileTextPartType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := GymProfileTextPartType(text); value {
	case GymProfileTextPartTypeText:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "text")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileTextPartType) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileTextPartType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One function call of a tool step.
type GymProfileToolCall struct {
	// Call id; not blank and unique in the document (rule atif.gym.tool_call_id_repeated).
	ToolCallId string
	// Function name; not blank.
	FunctionName string
	// The parsed arguments object.
	Arguments map[string]json.RawMessage
	// Source item id under nemo_gym; any JSON object.
	Extra jsonmodel.Opt[map[string]json.RawMessage]
}

func decodeGymProfileToolCall(raw json.RawMessage) (GymProfileToolCall, error) {
	var value GymProfileToolCall
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ToolCallId = jsonmodel.Required(fields, "tool_call_id", jsonmodel.String)
	value.FunctionName = jsonmodel.Required(fields, "function_name", jsonmodel.String)
	value.Arguments = jsonmodel.Required(fields, "arguments", jsonmodel.Map(jsonmodel.Any))
	value.Extra = jsonmodel.Optional(fields, "extra", jsonmodel.Map(jsonmodel.Any))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileToolCall) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileToolCall(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymProfileToolCall) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "tool_call_id", v.ToolCallId)
	jsonmodel.Put(&w, "function_name", v.FunctionName)
	jsonmodel.Put(&w, "arguments", v.Arguments)
	jsonmodel.PutOpt(&w, "extra", v.Extra)
	return w.Bytes()
}

// The strict ATIF v1.7 profile of NeMo Gym 0.7.0: the documents its strict export can write and
// its ATIF reverify accepts. Every such document is also a valid ATIF v1.7 Trajectory; the profile
// is narrower: text only, one agent, no subagents or continuations, no nulls, no training token
// arrays, exporter provenance in extra.nemo_gym. Cross-field parts of the profile are the
// atif.gym.* rules of spec/rules/atif.json; the general atif.* rules apply too.
type GymProfileTrajectory struct {
	// Always ATIF-v1.7.
	SchemaVersion GymProfileTrajectorySchemaVersion
	// The session id given to the export; contains a non-blank character.
	SessionId string
	// <session_id>:<task_index>:<rollout_index>, the indices being those of extra.nemo_gym.source
	// (rule atif.gym.trajectory_id_matches_source).
	TrajectoryId string
	// The agent, named after the rollout's agent.
	Agent GymProfileAgent
	// System and user steps first, then agent steps only (rule atif.gym.step_after_agent_output).
	Steps []GymProfileStep
	// Totals; total_steps is always written.
	FinalMetrics GymProfileFinalMetrics
	// Provenance of the export.
	Extra GymProfileExtra
}

func decodeGymProfileTrajectory(raw json.RawMessage) (GymProfileTrajectory, error) {
	var value GymProfileTrajectory
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.SchemaVersion = jsonmodel.Required(fields, "schema_version", decodeGymProfileTrajectorySchemaVersion)
	value.SessionId = jsonmodel.Required(fields, "session_id", jsonmodel.String)
	value.TrajectoryId = jsonmodel.Required(fields, "trajectory_id", jsonmodel.String)
	value.Agent = jsonmodel.Required(fields, "agent", decodeGymProfileAgent)
	value.Steps = jsonmodel.Required(fields, "steps", jsonmodel.List(decodeGymProfileStep))
	value.FinalMetrics = jsonmodel.Required(fields, "final_metrics", decodeGymProfileFinalMetrics)
	value.Extra = jsonmodel.Required(fields, "extra", decodeGymProfileExtra)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileTrajectory) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileTrajectory(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymProfileTrajectory) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "schema_version", v.SchemaVersion)
	jsonmodel.Put(&w, "session_id", v.SessionId)
	jsonmodel.Put(&w, "trajectory_id", v.TrajectoryId)
	jsonmodel.Put(&w, "agent", v.Agent)
	jsonmodel.Put(&w, "steps", v.Steps)
	jsonmodel.Put(&w, "final_metrics", v.FinalMetrics)
	jsonmodel.Put(&w, "extra", v.Extra)
	return w.Bytes()
}

// Always ATIF-v1.7.
type GymProfileTrajectorySchemaVersion string

const (
	GymProfileTrajectorySchemaVersionATIFV17 GymProfileTrajectorySchemaVersion = "ATIF-v1.7"
)

func decodeGymProfileTrajectorySchemaVersion(raw json.RawMessage) (GymProfileTrajectorySchemaVersion, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := GymProfileTrajectorySchemaVersion(text); value {
	case GymProfileTrajectorySchemaVersionATIFV17:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "ATIF-v1.7")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProfileTrajectorySchemaVersion) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProfileTrajectorySchemaVersion(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Where a Gym export came from and how it was converted.
type GymProvenance struct {
	// The exporting program.
	Exporter GymExporter
	// The rollout that was converted.
	Source GymSource
	// The conversion profile and its outcome.
	Conversion GymConversion
	// Captured model calls that no turn selected, in capture order.
	SurplusModelCalls jsonmodel.Opt[[]map[string]json.RawMessage]
}

func decodeGymProvenance(raw json.RawMessage) (GymProvenance, error) {
	var value GymProvenance
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Exporter = jsonmodel.Required(fields, "exporter", decodeGymExporter)
	value.Source = jsonmodel.Required(fields, "source", decodeGymSource)
	value.Conversion = jsonmodel.Required(fields, "conversion", decodeGymConversion)
	value.SurplusModelCalls = jsonmodel.Optional(fields, "surplus_model_calls", jsonmodel.List(jsonmodel.Map(jsonmodel.Any)))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymProvenance) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymProvenance(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymProvenance) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "exporter", v.Exporter)
	jsonmodel.Put(&w, "source", v.Source)
	jsonmodel.Put(&w, "conversion", v.Conversion)
	jsonmodel.PutOpt(&w, "surplus_model_calls", v.SurplusModelCalls)
	return w.Bytes()
}

// The converted rollout.
type GymSource struct {
	// Source record format.
	Format GymSourceFormat
	// Source record version.
	SchemaVersion GymSourceSchemaVersion
	// Task id of the rollout.
	TaskId string
	// Rollout id of the rollout.
	RolloutId string
	// Task index of the rollout row.
	TaskIndex int64
	// Rollout index of the rollout row.
	RolloutIndex int64
	// Id of the root agent invocation.
	InvocationId string
	// Status of the invocation; only completed ones are exported.
	InvocationStatus GymSourceInvocationStatus
	// Duration of the invocation in milliseconds, when known.
	InvocationDurationMs jsonmodel.Opt[float64]
}

func decodeGymSource(raw json.RawMessage) (GymSource, error) {
	var value GymSource
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Format = jsonmodel.Required(fields, "format", decodeGymSourceFormat)
	value.SchemaVersion = jsonmodel.Required(fields, "schema_version", decodeGymSourceSchemaVersion)
	value.TaskId = jsonmodel.Required(fields, "task_id", jsonmodel.String)
	value.RolloutId = jsonmodel.Required(fields, "rollout_id", jsonmodel.String)
	value.TaskIndex = jsonmodel.Required(fields, "task_index", jsonmodel.Integer)
	value.RolloutIndex = jsonmodel.Required(fields, "rollout_index", jsonmodel.Integer)
	value.InvocationId = jsonmodel.Required(fields, "invocation_id", jsonmodel.String)
	value.InvocationStatus = jsonmodel.Required(fields, "invocation_status", decodeGymSourceInvocationStatus)
	value.InvocationDurationMs = jsonmodel.Optional(fields, "invocation_duration_ms", jsonmodel.Number)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymSource) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymSource(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v GymSource) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "format", v.Format)
	jsonmodel.Put(&w, "schema_version", v.SchemaVersion)
	jsonmodel.Put(&w, "task_id", v.TaskId)
	jsonmodel.Put(&w, "rollout_id", v.RolloutId)
	jsonmodel.Put(&w, "task_index", v.TaskIndex)
	jsonmodel.Put(&w, "rollout_index", v.RolloutIndex)
	jsonmodel.Put(&w, "invocation_id", v.InvocationId)
	jsonmodel.Put(&w, "invocation_status", v.InvocationStatus)
	jsonmodel.PutOpt(&w, "invocation_duration_ms", v.InvocationDurationMs)
	return w.Bytes()
}

// Source record format.
type GymSourceFormat string

const (
	GymSourceFormatNgTrajectory GymSourceFormat = "ng_trajectory"
)

func decodeGymSourceFormat(raw json.RawMessage) (GymSourceFormat, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := GymSourceFormat(text); value {
	case GymSourceFormatNgTrajectory:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "ng_trajectory")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymSourceFormat) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymSourceFormat(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Status of the invocation; only completed ones are exported.
type GymSourceInvocationStatus string

const (
	GymSourceInvocationStatusCompleted GymSourceInvocationStatus = "completed"
)

func decodeGymSourceInvocationStatus(raw json.RawMessage) (GymSourceInvocationStatus, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := GymSourceInvocationStatus(text); value {
	case GymSourceInvocationStatusCompleted:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "completed")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymSourceInvocationStatus) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymSourceInvocationStatus(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Source record version.
type GymSourceSchemaVersion string

const (
	GymSourceSchemaVersionN10 GymSourceSchemaVersion = "1.0"
)

func decodeGymSourceSchemaVersion(raw json.RawMessage) (GymSourceSchemaVersion, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := GymSourceSchemaVersion(text); value {
	case GymSourceSchemaVersionN10:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "1.0")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *GymSourceSchemaVersion) UnmarshalJSON(raw []byte) error {
	value, err := decodeGymSourceSchemaVersion(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Where an image is stored: a side file next to the trajectory (conventionally under images/), an
// absolute path or a URL. Since ATIF v1.6.
type ImageSource struct {
	// MIME type of the image, written exactly (lower case).
	MediaType ImageSourceMediaType
	// Relative path, absolute path or URL of the image; not checked for form.
	Path string
}

func decodeImageSource(raw json.RawMessage) (ImageSource, error) {
	var value ImageSource
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.MediaType = jsonmodel.Required(fields, "media_type", decodeImageSourceMediaType)
	value.Path = jsonmodel.Required(fields, "path", jsonmodel.String)
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ImageSource) UnmarshalJSON(raw []byte) error {
	value, err := decodeImageSource(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ImageSource) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "media_type", v.MediaType)
	jsonmodel.Put(&w, "path", v.Path)
	return w.Bytes()
}

// MIME type of the image, written exactly (lower case).
type ImageSourceMediaType string

const (
	ImageSourceMediaTypeImageJpeg ImageSourceMediaType = "image/jpeg"
	ImageSourceMediaTypeImagePng  ImageSourceMediaType = "image/png"
	ImageSourceMediaTypeImageGif  ImageSourceMediaType = "image/gif"
	ImageSourceMediaTypeImageWebp ImageSourceMediaType = "image/webp"
)

func decodeImageSourceMediaType(raw json.RawMessage) (ImageSourceMediaType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ImageSourceMediaType(text); value {
	case ImageSourceMediaTypeImageJpeg, ImageSourceMediaTypeImagePng, ImageSourceMediaTypeImageGif, ImageSourceMediaTypeImageWebp:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "image/jpeg", "image/png", "image/gif", "image/webp")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ImageSourceMediaType) UnmarshalJSON(raw []byte) error {
	value, err := decodeImageSourceMediaType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// Token and cost figures of the LLM call(s) behind one agent step. Every member is optional.
// Counts have no lower bound here, as in Harbor; negative values are reported by rule
// atif.metrics_negative.
type Metrics struct {
	// All input tokens of the call(s), cached ones included.
	PromptTokens jsonmodel.Opt[*int64]
	// Generated tokens, reasoning and tool-call tokens included.
	CompletionTokens jsonmodel.Opt[*int64]
	// The part of prompt_tokens served from a prompt cache (rule atif.metrics_cached_within_prompt).
	CachedTokens jsonmodel.Opt[*int64]
	// Cost of the call(s) in US dollars, as computed by the producer.
	CostUsd jsonmodel.Opt[*float64]
	// Token ids of the full prompt, history included; as many as prompt_tokens (rule
	// atif.token_arrays_length). Since ATIF v1.4.
	PromptTokenIds jsonmodel.Opt[*[]int64]
	// Token ids of the completion; as many as completion_tokens. Since ATIF v1.3.
	CompletionTokenIds jsonmodel.Opt[*[]int64]
	// Log probability of each completion token, aligned with completion_token_ids.
	Logprobs jsonmodel.Opt[*[]float64]
	// Provider-specific figures (for example reasoning_tokens, cache_creation_input_tokens); any JSON
	// object. Such figures go here, not beside the standard members.
	Extra jsonmodel.Opt[*map[string]json.RawMessage]
}

func decodeMetrics(raw json.RawMessage) (Metrics, error) {
	var value Metrics
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.PromptTokens = jsonmodel.Optional(fields, "prompt_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.CompletionTokens = jsonmodel.Optional(fields, "completion_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.CachedTokens = jsonmodel.Optional(fields, "cached_tokens", jsonmodel.Nullable(jsonmodel.Integer))
	value.CostUsd = jsonmodel.Optional(fields, "cost_usd", jsonmodel.Nullable(jsonmodel.Number))
	value.PromptTokenIds = jsonmodel.Optional(fields, "prompt_token_ids", jsonmodel.Nullable(jsonmodel.List(jsonmodel.Integer)))
	value.CompletionTokenIds = jsonmodel.Optional(fields, "completion_token_ids", jsonmodel.Nullable(jsonmodel.List(jsonmodel.Integer)))
	value.Logprobs = jsonmodel.Optional(fields, "logprobs", jsonmodel.Nullable(jsonmodel.List(jsonmodel.Number)))
	value.Extra = jsonmodel.Optional(fields, "extra", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *Metrics) UnmarshalJSON(raw []byte) error {
	value, err := decodeMetrics(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v Metrics) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "prompt_tokens", v.PromptTokens)
	jsonmodel.PutOpt(&w, "completion_tokens", v.CompletionTokens)
	jsonmodel.PutOpt(&w, "cached_tokens", v.CachedTokens)
	jsonmodel.PutOpt(&w, "cost_usd", v.CostUsd)
	jsonmodel.PutOpt(&w, "prompt_token_ids", v.PromptTokenIds)
	jsonmodel.PutOpt(&w, "completion_token_ids", v.CompletionTokenIds)
	jsonmodel.PutOpt(&w, "logprobs", v.Logprobs)
	jsonmodel.PutOpt(&w, "extra", v.Extra)
	return w.Bytes()
}

// What a step received back: one result per tool call or operation.
type Observation struct {
	// The results, in the order received; may be empty.
	Results []ObservationResult
}

func decodeObservation(raw json.RawMessage) (Observation, error) {
	var value Observation
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Results = jsonmodel.Required(fields, "results", jsonmodel.List(decodeObservationResult))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *Observation) UnmarshalJSON(raw []byte) error {
	value, err := decodeObservation(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v Observation) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "results", v.Results)
	return w.Bytes()
}

// One result inside an observation. Every member is optional; an empty object is a valid result.
type ObservationResult struct {
	// tool_call_id of the call in the same step that this result answers (rule
	// atif.source_call_id_resolves); null or absent for a result that answers no tool call.
	SourceCallId jsonmodel.Opt[*string]
	// The result: a string, or (since ATIF v1.6) an array of content parts; may be left out, for
	// example when a subagent reference carries the result.
	Content jsonmodel.Opt[*ObservationResultContent]
	// References to the trajectories of subagents that produced this result; always an array, even
	// for one subagent.
	SubagentTrajectoryRef jsonmodel.Opt[*[]SubagentTrajectoryRef]
	// Producer-specific data about the result; any JSON object. Since ATIF v1.7.
	Extra jsonmodel.Opt[*map[string]json.RawMessage]
}

func decodeObservationResult(raw json.RawMessage) (ObservationResult, error) {
	var value ObservationResult
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.SourceCallId = jsonmodel.Optional(fields, "source_call_id", jsonmodel.Nullable(jsonmodel.String))
	value.Content = jsonmodel.Optional(fields, "content", jsonmodel.Nullable(decodeObservationResultContent))
	value.SubagentTrajectoryRef = jsonmodel.Optional(fields, "subagent_trajectory_ref", jsonmodel.Nullable(jsonmodel.List(decodeSubagentTrajectoryRef)))
	value.Extra = jsonmodel.Optional(fields, "extra", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ObservationResult) UnmarshalJSON(raw []byte) error {
	value, err := decodeObservationResult(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ObservationResult) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "source_call_id", v.SourceCallId)
	jsonmodel.PutOpt(&w, "content", v.Content)
	jsonmodel.PutOpt(&w, "subagent_trajectory_ref", v.SubagentTrajectoryRef)
	jsonmodel.PutOpt(&w, "extra", v.Extra)
	return w.Bytes()
}

// The result: a string, or (since ATIF v1.6) an array of content parts; may be left out, for
// example when a subagent reference carries the result.
type ObservationResultContent struct {
	// The result: a string, or (since ATIF v1.6) an array of content parts; may be left out, for
	// example when a subagent reference carries the result.
	String *string
	// The result: a string, or (since ATIF v1.6) an array of content parts; may be left out, for
	// example when a subagent reference carries the result.
	Array *[]ContentPart
}

func decodeObservationResultContent(raw json.RawMessage) (ObservationResultContent, error) {
	var value ObservationResultContent
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.List(decodeContentPart)(raw); err == nil {
		value.Array = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ObservationResultContent) UnmarshalJSON(raw []byte) error {
	value, err := decodeObservationResultContent(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v ObservationResultContent) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Array != nil {
		return json.Marshal(*v.Array)
	}
	return nil, errors.New("ObservationResultContent: no alternative is set")
}

// One step of a trajectory: a system, user or agent turn. model_name, reasoning_effort,
// reasoning_content, tool_calls and metrics belong to agent steps only (rule
// atif.agent_only_field).
type Step struct {
	// Position of the step, counting from 1 (rule atif.step_id_sequential).
	StepId int64
	// When the step happened, as an ISO 8601 text that Python's datetime.fromisoformat accepts once
	// every Z is read as +00:00 (rule atif.timestamp_format; spec/atif/README.md lists the forms).
	Timestamp jsonmodel.Opt[*string]
	// Who produced the step.
	Source StepSource
	// Model that produced this agent step; overrides agent.model_name.
	ModelName jsonmodel.Opt[*string]
	// Reasoning effort requested for this agent step: a label such as low, or a number.
	ReasoningEffort jsonmodel.Opt[*StepReasoningEffort]
	// What the step said: a string, or (since ATIF v1.6) an array of content parts. Both may be
	// empty.
	Message StepMessage
	// The model's reasoning text for this agent step.
	ReasoningContent jsonmodel.Opt[*string]
	// Tool calls the agent made in this step. Presence counts: an empty array on a non-agent step
	// breaks rule atif.agent_only_field.
	ToolCalls jsonmodel.Opt[*[]ToolCall]
	// Results the step received: tool outputs, or on system steps the outcome of a system operation
	// (system steps since ATIF v1.2).
	Observation jsonmodel.Opt[*Observation]
	// Token and cost figures of the LLM call(s) behind this agent step.
	Metrics jsonmodel.Opt[*Metrics]
	// Number of LLM calls this step stands for: 1 for one inference, more than 1 when metrics are
	// aggregated, 0 on an agent step for a deterministic dispatch (then metrics and reasoning_content
	// must be absent, rule atif.deterministic_step_fields); null when not tracked. Since ATIF v1.7.
	LlmCallCount jsonmodel.Opt[*int64]
	// True when the step was copied from an earlier trajectory as context rather than happening in
	// this one; consumers building training data leave such steps out.
	IsCopiedContext jsonmodel.Opt[*bool]
	// Producer-specific data about the step; any JSON object (for example the context_management
	// convention on system steps).
	Extra jsonmodel.Opt[*map[string]json.RawMessage]
}

func decodeStep(raw json.RawMessage) (Step, error) {
	var value Step
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.StepId = jsonmodel.Required(fields, "step_id", jsonmodel.Integer)
	value.Timestamp = jsonmodel.Optional(fields, "timestamp", jsonmodel.Nullable(jsonmodel.String))
	value.Source = jsonmodel.Required(fields, "source", decodeStepSource)
	value.ModelName = jsonmodel.Optional(fields, "model_name", jsonmodel.Nullable(jsonmodel.String))
	value.ReasoningEffort = jsonmodel.Optional(fields, "reasoning_effort", jsonmodel.Nullable(decodeStepReasoningEffort))
	value.Message = jsonmodel.Required(fields, "message", decodeStepMessage)
	value.ReasoningContent = jsonmodel.Optional(fields, "reasoning_content", jsonmodel.Nullable(jsonmodel.String))
	value.ToolCalls = jsonmodel.Optional(fields, "tool_calls", jsonmodel.Nullable(jsonmodel.List(decodeToolCall)))
	value.Observation = jsonmodel.Optional(fields, "observation", jsonmodel.Nullable(decodeObservation))
	value.Metrics = jsonmodel.Optional(fields, "metrics", jsonmodel.Nullable(decodeMetrics))
	value.LlmCallCount = jsonmodel.Optional(fields, "llm_call_count", jsonmodel.Nullable(jsonmodel.Integer))
	value.IsCopiedContext = jsonmodel.Optional(fields, "is_copied_context", jsonmodel.Nullable(jsonmodel.Boolean))
	value.Extra = jsonmodel.Optional(fields, "extra", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *Step) UnmarshalJSON(raw []byte) error {
	value, err := decodeStep(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v Step) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "step_id", v.StepId)
	jsonmodel.PutOpt(&w, "timestamp", v.Timestamp)
	jsonmodel.Put(&w, "source", v.Source)
	jsonmodel.PutOpt(&w, "model_name", v.ModelName)
	jsonmodel.PutOpt(&w, "reasoning_effort", v.ReasoningEffort)
	jsonmodel.Put(&w, "message", v.Message)
	jsonmodel.PutOpt(&w, "reasoning_content", v.ReasoningContent)
	jsonmodel.PutOpt(&w, "tool_calls", v.ToolCalls)
	jsonmodel.PutOpt(&w, "observation", v.Observation)
	jsonmodel.PutOpt(&w, "metrics", v.Metrics)
	jsonmodel.PutOpt(&w, "llm_call_count", v.LlmCallCount)
	jsonmodel.PutOpt(&w, "is_copied_context", v.IsCopiedContext)
	jsonmodel.PutOpt(&w, "extra", v.Extra)
	return w.Bytes()
}

// What the step said: a string, or (since ATIF v1.6) an array of content parts. Both may be empty.
type StepMessage struct {
	// What the step said: a string, or (since ATIF v1.6) an array of content parts. Both may be
	// empty.
	String *string
	// What the step said: a string, or (since ATIF v1.6) an array of content parts. Both may be
	// empty.
	Array *[]ContentPart
}

func decodeStepMessage(raw json.RawMessage) (StepMessage, error) {
	var value StepMessage
	var errs []error
	if branch, err := jsonmodel.String(raw); err == nil {
		value.String = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := jsonmodel.List(decodeContentPart)(raw); err == nil {
		value.Array = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *StepMessage) UnmarshalJSON(raw []byte) error {
	value, err := decodeStepMessage(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v StepMessage) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Array != nil {
		return json.Marshal(*v.Array)
	}
	return nil, errors.New("StepMessage: no alternative is set")
}

// Reasoning effort requested for this agent step: a label such as low, or a number.
type StepReasoningEffort struct {
	// Reasoning effort requested for this agent step: a label such as low, or a number.
	String *string
	// Reasoning effort requested for this agent step: a label such as low, or a number.
	Number *float64
}

func decodeStepReasoningEffort(raw json.RawMessage) (StepReasoningEffort, error) {
	var value StepReasoningEffort
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
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *StepReasoningEffort) UnmarshalJSON(raw []byte) error {
	value, err := decodeStepReasoningEffort(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v StepReasoningEffort) MarshalJSON() ([]byte, error) {
	if v.String != nil {
		return json.Marshal(*v.String)
	}
	if v.Number != nil {
		return json.Marshal(*v.Number)
	}
	return nil, errors.New("StepReasoningEffort: no alternative is set")
}

// Who produced the step.
type StepSource string

const (
	StepSourceSystem StepSource = "system"
	StepSourceUser   StepSource = "user"
	StepSourceAgent  StepSource = "agent"
)

func decodeStepSource(raw json.RawMessage) (StepSource, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := StepSource(text); value {
	case StepSourceSystem, StepSourceUser, StepSourceAgent:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "system", "user", "agent")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *StepSource) UnmarshalJSON(raw []byte) error {
	value, err := decodeStepSource(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// A pointer to a subagent's trajectory: embedded in the same document (trajectory_id) or stored
// elsewhere (trajectory_path). From ATIF v1.7 at least one of the two is set (rule
// atif.subagent_ref_resolvable).
type SubagentTrajectoryRef struct {
	// trajectory_id of the subagent's trajectory, the key for finding it among the embedded
	// subagent_trajectories (rule atif.subagent_ref_resolves). Since ATIF v1.7.
	TrajectoryId jsonmodel.Opt[*string]
	// Where the subagent's trajectory is stored: a file path, a URL or another locator; not checked
	// for form.
	TrajectoryPath jsonmodel.Opt[*string]
	// Session id of the subagent run, for information only: it is not a key for finding the
	// trajectory. Required in ATIF v1.0 to v1.6, optional from v1.7.
	SessionId jsonmodel.Opt[*string]
	// Producer-specific data about the reference; any JSON object.
	Extra jsonmodel.Opt[*map[string]json.RawMessage]
}

func decodeSubagentTrajectoryRef(raw json.RawMessage) (SubagentTrajectoryRef, error) {
	var value SubagentTrajectoryRef
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.TrajectoryId = jsonmodel.Optional(fields, "trajectory_id", jsonmodel.Nullable(jsonmodel.String))
	value.TrajectoryPath = jsonmodel.Optional(fields, "trajectory_path", jsonmodel.Nullable(jsonmodel.String))
	value.SessionId = jsonmodel.Optional(fields, "session_id", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Optional(fields, "extra", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *SubagentTrajectoryRef) UnmarshalJSON(raw []byte) error {
	value, err := decodeSubagentTrajectoryRef(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v SubagentTrajectoryRef) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.PutOpt(&w, "trajectory_id", v.TrajectoryId)
	jsonmodel.PutOpt(&w, "trajectory_path", v.TrajectoryPath)
	jsonmodel.PutOpt(&w, "session_id", v.SessionId)
	jsonmodel.PutOpt(&w, "extra", v.Extra)
	return w.Bytes()
}

// One tool (function) call made by an agent step.
type ToolCall struct {
	// Id of the call; observation results point at it with source_call_id. Meant to be unique within
	// its step (rule atif.tool_call_id_duplicate).
	ToolCallId string
	// Name of the tool called; may be empty.
	FunctionName string
	// Arguments of the call as a JSON object (not a JSON-encoded string, not an array); may be empty.
	Arguments map[string]json.RawMessage
	// Producer-specific data about the call; any JSON object. Since ATIF v1.7.
	Extra jsonmodel.Opt[*map[string]json.RawMessage]
}

func decodeToolCall(raw json.RawMessage) (ToolCall, error) {
	var value ToolCall
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.ToolCallId = jsonmodel.Required(fields, "tool_call_id", jsonmodel.String)
	value.FunctionName = jsonmodel.Required(fields, "function_name", jsonmodel.String)
	value.Arguments = jsonmodel.Required(fields, "arguments", jsonmodel.Map(jsonmodel.Any))
	value.Extra = jsonmodel.Optional(fields, "extra", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ToolCall) UnmarshalJSON(raw []byte) error {
	value, err := decodeToolCall(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v ToolCall) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "tool_call_id", v.ToolCallId)
	jsonmodel.Put(&w, "function_name", v.FunctionName)
	jsonmodel.Put(&w, "arguments", v.Arguments)
	jsonmodel.PutOpt(&w, "extra", v.Extra)
	return w.Bytes()
}

// One ATIF v1.7 trajectory document: the agent that ran, its steps in order and, optionally,
// aggregate metrics and embedded subagent trajectories. Every optional member may also be written
// as null, which means the same as leaving it out. Cross-field rules (sequential step ids,
// agent-only fields, tool-call references and more) are in spec/rules/atif.json.
type Trajectory struct {
	// The ATIF version the document follows; this schema is for ATIF-v1.7. Documents declaring
	// ATIF-v1.0 to ATIF-v1.6 are checked against the v1.7 schema plus the version table
	// spec/atif/versions.json.
	SchemaVersion TrajectorySchemaVersion
	// Run-scoped id of the agent session. It may repeat across a parent, its subagents and
	// continuations of the same run; it does not identify this document (trajectory_id does).
	// Required in ATIF v1.0 to v1.6, optional from v1.7.
	SessionId jsonmodel.Opt[*string]
	// Id of this trajectory document. Optional on a standalone document; required on every embedded
	// subagent and unique among the siblings of one subagent_trajectories array (rules
	// atif.subagent_trajectory_id_required and atif.subagent_trajectory_id_unique). Since ATIF v1.7.
	TrajectoryId jsonmodel.Opt[*string]
	// The agent that produced the trajectory.
	Agent Agent
	// The steps in the order they happened; at least one. step_id of the i-th step (counting from 0)
	// is i+1 (rule atif.step_id_sequential).
	Steps []Step
	// Free text for readers, for example an explanation of why final_metrics.total_steps differs from
	// the number of steps.
	Notes jsonmodel.Opt[*string]
	// Totals over the whole trajectory; null or absent when not reported.
	FinalMetrics jsonmodel.Opt[*FinalMetrics]
	// Reference (path, URL or other locator) of the document that continues this trajectory; not
	// checked for form.
	ContinuedTrajectoryRef jsonmodel.Opt[*string]
	// Producer-specific data about the trajectory; any JSON object. Since ATIF v1.1.
	Extra jsonmodel.Opt[*map[string]json.RawMessage]
	// Complete trajectories of subagents, embedded in this document. Each element is a full
	// Trajectory of the same schema_version, checked with every rule on its own (its steps count
	// again from 1). Since ATIF v1.7.
	SubagentTrajectories jsonmodel.Opt[*[]Trajectory]
}

func decodeTrajectory(raw json.RawMessage) (Trajectory, error) {
	var value Trajectory
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.SchemaVersion = jsonmodel.Required(fields, "schema_version", decodeTrajectorySchemaVersion)
	value.SessionId = jsonmodel.Optional(fields, "session_id", jsonmodel.Nullable(jsonmodel.String))
	value.TrajectoryId = jsonmodel.Optional(fields, "trajectory_id", jsonmodel.Nullable(jsonmodel.String))
	value.Agent = jsonmodel.Required(fields, "agent", decodeAgent)
	value.Steps = jsonmodel.Required(fields, "steps", jsonmodel.List(decodeStep))
	value.Notes = jsonmodel.Optional(fields, "notes", jsonmodel.Nullable(jsonmodel.String))
	value.FinalMetrics = jsonmodel.Optional(fields, "final_metrics", jsonmodel.Nullable(decodeFinalMetrics))
	value.ContinuedTrajectoryRef = jsonmodel.Optional(fields, "continued_trajectory_ref", jsonmodel.Nullable(jsonmodel.String))
	value.Extra = jsonmodel.Optional(fields, "extra", jsonmodel.Nullable(jsonmodel.Map(jsonmodel.Any)))
	value.SubagentTrajectories = jsonmodel.Optional(fields, "subagent_trajectories", jsonmodel.Nullable(jsonmodel.List(decodeTrajectory)))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *Trajectory) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrajectory(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v Trajectory) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "schema_version", v.SchemaVersion)
	jsonmodel.PutOpt(&w, "session_id", v.SessionId)
	jsonmodel.PutOpt(&w, "trajectory_id", v.TrajectoryId)
	jsonmodel.Put(&w, "agent", v.Agent)
	jsonmodel.Put(&w, "steps", v.Steps)
	jsonmodel.PutOpt(&w, "notes", v.Notes)
	jsonmodel.PutOpt(&w, "final_metrics", v.FinalMetrics)
	jsonmodel.PutOpt(&w, "continued_trajectory_ref", v.ContinuedTrajectoryRef)
	jsonmodel.PutOpt(&w, "extra", v.Extra)
	jsonmodel.PutOpt(&w, "subagent_trajectories", v.SubagentTrajectories)
	return w.Bytes()
}

// The ATIF version the document follows; this schema is for ATIF-v1.7. Documents declaring
// ATIF-v1.0 to ATIF-v1.6 are checked against the v1.7 schema plus the version table
// spec/atif/versions.json.
type TrajectorySchemaVersion string

const (
	TrajectorySchemaVersionATIFV17 TrajectorySchemaVersion = "ATIF-v1.7"
)

func decodeTrajectorySchemaVersion(raw json.RawMessage) (TrajectorySchemaVersion, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := TrajectorySchemaVersion(text); value {
	case TrajectorySchemaVersionATIFV17:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "ATIF-v1.7")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *TrajectorySchemaVersion) UnmarshalJSON(raw []byte) error {
	value, err := decodeTrajectorySchemaVersion(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}
