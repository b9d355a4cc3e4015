// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

// Package atif18 holds the models of the atif 1.8 schemas.
package atif18

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

// Where an audio clip is stored: a relative path, an absolute path or a URL. Since ATIF v1.8.
type AudioSource struct {
	// MIME type of the audio, in its canonical lower-case spelling. Harbor also accepts and rewrites
	// aliases such as audio/mp3; trajspec accepts only the canonical names (spec/atif/README.md).
	MediaType AudioSourceMediaType
	// Relative path, absolute path or URL of the audio; not checked for form.
	Path string
	// Length of the clip in seconds.
	DurationSec jsonmodel.Opt[*float64]
}

func decodeAudioSource(raw json.RawMessage) (AudioSource, error) {
	var value AudioSource
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.MediaType = jsonmodel.Required(fields, "media_type", decodeAudioSourceMediaType)
	value.Path = jsonmodel.Required(fields, "path", jsonmodel.String)
	value.DurationSec = jsonmodel.Optional(fields, "duration_sec", jsonmodel.Nullable(jsonmodel.Number))
	fields.Closed()
	return value, fields.Err()
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *AudioSource) UnmarshalJSON(raw []byte) error {
	value, err := decodeAudioSource(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the members that are present.
func (v AudioSource) MarshalJSON() ([]byte, error) {
	var w jsonmodel.Writer
	jsonmodel.Put(&w, "media_type", v.MediaType)
	jsonmodel.Put(&w, "path", v.Path)
	jsonmodel.PutOpt(&w, "duration_sec", v.DurationSec)
	return w.Bytes()
}

// MIME type of the audio, in its canonical lower-case spelling. Harbor also accepts and rewrites
// aliases such as audio/mp3; trajspec accepts only the canonical names (spec/atif/README.md).
type AudioSourceMediaType string

const (
	AudioSourceMediaTypeAudioWav  AudioSourceMediaType = "audio/wav"
	AudioSourceMediaTypeAudioMpeg AudioSourceMediaType = "audio/mpeg"
	AudioSourceMediaTypeAudioMp4  AudioSourceMediaType = "audio/mp4"
	AudioSourceMediaTypeAudioAac  AudioSourceMediaType = "audio/aac"
	AudioSourceMediaTypeAudioOgg  AudioSourceMediaType = "audio/ogg"
	AudioSourceMediaTypeAudioFlac AudioSourceMediaType = "audio/flac"
	AudioSourceMediaTypeAudioWebm AudioSourceMediaType = "audio/webm"
	AudioSourceMediaTypeAudioAiff AudioSourceMediaType = "audio/aiff"
)

func decodeAudioSourceMediaType(raw json.RawMessage) (AudioSourceMediaType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := AudioSourceMediaType(text); value {
	case AudioSourceMediaTypeAudioWav, AudioSourceMediaTypeAudioMpeg, AudioSourceMediaTypeAudioMp4, AudioSourceMediaTypeAudioAac, AudioSourceMediaTypeAudioOgg, AudioSourceMediaTypeAudioFlac, AudioSourceMediaTypeAudioWebm, AudioSourceMediaTypeAudioAiff:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "audio/wav", "audio/mpeg", "audio/mp4", "audio/aac", "audio/ogg", "audio/flac", "audio/webm", "audio/aiff")
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *AudioSourceMediaType) UnmarshalJSON(raw []byte) error {
	value, err := decodeAudioSourceMediaType(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// One part of a multimodal message or result: a text part carries text, a media part carries a
// source (rule atif.content_part_fields). Since ATIF v1.6; audio parts since v1.8.
type ContentPart struct {
	// Kind of the part; audio since ATIF v1.8.
	Type ContentPartType
	// The text of a text part; may be empty. Absent on media parts.
	Text jsonmodel.Opt[*string]
	// The media of an image or audio part (rule atif.content_part_fields); its kind matches the
	// part's type (rule atif.content_part_source_kind).
	Source jsonmodel.Opt[*ContentPartSource]
}

func decodeContentPart(raw json.RawMessage) (ContentPart, error) {
	var value ContentPart
	fields, err := jsonmodel.NewFields(raw)
	if err != nil {
		return value, err
	}
	value.Type = jsonmodel.Required(fields, "type", decodeContentPartType)
	value.Text = jsonmodel.Optional(fields, "text", jsonmodel.Nullable(jsonmodel.String))
	value.Source = jsonmodel.Optional(fields, "source", jsonmodel.Nullable(decodeContentPartSource))
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

// The media of an image or audio part (rule atif.content_part_fields); its kind matches the part's
// type (rule atif.content_part_source_kind).
type ContentPartSource struct {
	// The ImageSource alternative.
	ImageSource *ImageSource
	// The AudioSource alternative.
	AudioSource *AudioSource
}

func decodeContentPartSource(raw json.RawMessage) (ContentPartSource, error) {
	var value ContentPartSource
	var errs []error
	if branch, err := decodeImageSource(raw); err == nil {
		value.ImageSource = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	if branch, err := decodeAudioSource(raw); err == nil {
		value.AudioSource = &branch
		return value, nil
	} else {
		errs = append(errs, err)
	}
	return value, jsonmodel.NoBranch(raw, errs)
}

// UnmarshalJSON decodes strictly (see package jsonmodel).
func (v *ContentPartSource) UnmarshalJSON(raw []byte) error {
	value, err := decodeContentPartSource(raw)
	if err != nil {
		return err
	}
	*v = value
	return nil
}

// MarshalJSON writes the alternative that is set.
func (v ContentPartSource) MarshalJSON() ([]byte, error) {
	if v.ImageSource != nil {
		return json.Marshal(*v.ImageSource)
	}
	if v.AudioSource != nil {
		return json.Marshal(*v.AudioSource)
	}
	return nil, errors.New("ContentPartSource: no alternative is set")
}

// Kind of the part; audio since ATIF v1.8.
type ContentPartType string

const (
	ContentPartTypeText  ContentPartType = "text"
	ContentPartTypeImage ContentPartType = "image"
	ContentPartTypeAudio ContentPartType = "audio"
)

func decodeContentPartType(raw json.RawMessage) (ContentPartType, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := ContentPartType(text); value {
	case ContentPartTypeText, ContentPartTypeImage, ContentPartTypeAudio:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "text", "image", "audio")
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

// One ATIF v1.8 trajectory document: the agent that ran, its steps in order and, optionally,
// aggregate metrics and embedded subagent trajectories. Every optional member may also be written
// as null, which means the same as leaving it out. Cross-field rules (sequential step ids,
// agent-only fields, tool-call references and more) are in spec/rules/atif.json.
type Trajectory struct {
	// The ATIF version the document follows; this schema is for ATIF-v1.8. Documents declaring
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

// The ATIF version the document follows; this schema is for ATIF-v1.8. Documents declaring
// ATIF-v1.0 to ATIF-v1.6 are checked against the v1.7 schema plus the version table
// spec/atif/versions.json.
type TrajectorySchemaVersion string

const (
	TrajectorySchemaVersionATIFV18 TrajectorySchemaVersion = "ATIF-v1.8"
)

func decodeTrajectorySchemaVersion(raw json.RawMessage) (TrajectorySchemaVersion, error) {
	text, err := jsonmodel.String(raw)
	if err != nil {
		return "", err
	}
	switch value := TrajectorySchemaVersion(text); value {
	case TrajectorySchemaVersionATIFV18:
		return value, nil
	}
	return "", jsonmodel.NotOneOf(text, "ATIF-v1.8")
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
