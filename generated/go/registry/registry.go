// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

// Package registry finds the model of a schema by its name (family/version/name).
package registry

import (
	"encoding/json"

	"trajspec.dev/models/atif17"
	"trajspec.dev/models/atif18"
	"trajspec.dev/models/evidence10"
	"trajspec.dev/models/export10"
)

// Decode decodes raw strictly into the model of a schema, by family/version/name.
func Decode(schema string, raw []byte) (any, bool, error) {
	decoder, ok := decoders[schema]
	if !ok {
		return nil, false, nil
	}
	value, err := decoder(raw)
	return value, true, err
}

func decode[T any](raw []byte) (any, error) {
	value := new(T)
	if err := json.Unmarshal(raw, value); err != nil {
		return nil, err
	}
	return value, nil
}

var decoders = map[string]func([]byte) (any, error){
	"atif/1.7/agent":                                 decode[atif17.Agent],
	"atif/1.7/content_part":                          decode[atif17.ContentPart],
	"atif/1.7/final_metrics":                         decode[atif17.FinalMetrics],
	"atif/1.7/gym_profile":                           decode[atif17.GymProfileTrajectory],
	"atif/1.7/image_source":                          decode[atif17.ImageSource],
	"atif/1.7/metrics":                               decode[atif17.Metrics],
	"atif/1.7/observation":                           decode[atif17.Observation],
	"atif/1.7/observation_result":                    decode[atif17.ObservationResult],
	"atif/1.7/step":                                  decode[atif17.Step],
	"atif/1.7/subagent_trajectory_ref":               decode[atif17.SubagentTrajectoryRef],
	"atif/1.7/tool_call":                             decode[atif17.ToolCall],
	"atif/1.7/trajectory":                            decode[atif17.Trajectory],
	"atif/1.8/agent":                                 decode[atif18.Agent],
	"atif/1.8/audio_source":                          decode[atif18.AudioSource],
	"atif/1.8/content_part":                          decode[atif18.ContentPart],
	"atif/1.8/final_metrics":                         decode[atif18.FinalMetrics],
	"atif/1.8/image_source":                          decode[atif18.ImageSource],
	"atif/1.8/metrics":                               decode[atif18.Metrics],
	"atif/1.8/observation":                           decode[atif18.Observation],
	"atif/1.8/observation_result":                    decode[atif18.ObservationResult],
	"atif/1.8/step":                                  decode[atif18.Step],
	"atif/1.8/subagent_trajectory_ref":               decode[atif18.SubagentTrajectoryRef],
	"atif/1.8/tool_call":                             decode[atif18.ToolCall],
	"atif/1.8/trajectory":                            decode[atif18.Trajectory],
	"evidence/1.0/additional_tools_item":             decode[evidence10.AdditionalToolsItem],
	"evidence/1.0/agent_invocation":                  decode[evidence10.AgentInvocation],
	"evidence/1.0/agent_observation_bundle":          decode[evidence10.AgentObservationBundle],
	"evidence/1.0/agent_observation_record":          decode[evidence10.AgentObservationRecord],
	"evidence/1.0/agent_ref":                         decode[evidence10.AgentRef],
	"evidence/1.0/apply_patch_call_item":             decode[evidence10.ApplyPatchCallItem],
	"evidence/1.0/apply_patch_call_output_item":      decode[evidence10.ApplyPatchCallOutputItem],
	"evidence/1.0/batch_status":                      decode[evidence10.BatchStatus],
	"evidence/1.0/capture_exchange":                  decode[evidence10.CaptureExchange],
	"evidence/1.0/capture_metrics":                   decode[evidence10.CaptureMetrics],
	"evidence/1.0/captured_tool_call":                decode[evidence10.CapturedToolCall],
	"evidence/1.0/code_interpreter_call_item":        decode[evidence10.CodeInterpreterCallItem],
	"evidence/1.0/collection_config":                 decode[evidence10.CollectionConfig],
	"evidence/1.0/compaction_item":                   decode[evidence10.CompactionItem],
	"evidence/1.0/compaction_trigger_item":           decode[evidence10.CompactionTriggerItem],
	"evidence/1.0/computer_call_item":                decode[evidence10.ComputerCallItem],
	"evidence/1.0/computer_call_output_item":         decode[evidence10.ComputerCallOutputItem],
	"evidence/1.0/context_compaction_observation":    decode[evidence10.ContextCompactionObservation],
	"evidence/1.0/conversation_item":                 decode[evidence10.ConversationItem],
	"evidence/1.0/coverage_report":                   decode[evidence10.CoverageReport],
	"evidence/1.0/custom_tool_call_item":             decode[evidence10.CustomToolCallItem],
	"evidence/1.0/custom_tool_call_output_item":      decode[evidence10.CustomToolCallOutputItem],
	"evidence/1.0/file_search_call_item":             decode[evidence10.FileSearchCallItem],
	"evidence/1.0/function_call_item":                decode[evidence10.FunctionCallItem],
	"evidence/1.0/function_call_output_content_part": decode[evidence10.FunctionCallOutputContentPart],
	"evidence/1.0/function_call_output_item":         decode[evidence10.FunctionCallOutputItem],
	"evidence/1.0/health_finding":                    decode[evidence10.HealthFinding],
	"evidence/1.0/image_generation_call_item":        decode[evidence10.ImageGenerationCallItem],
	"evidence/1.0/input_file_part":                   decode[evidence10.InputFilePart],
	"evidence/1.0/input_image_part":                  decode[evidence10.InputImagePart],
	"evidence/1.0/input_row":                         decode[evidence10.InputRow],
	"evidence/1.0/input_text_part":                   decode[evidence10.InputTextPart],
	"evidence/1.0/input_video_part":                  decode[evidence10.InputVideoPart],
	"evidence/1.0/local_shell_call_item":             decode[evidence10.LocalShellCallItem],
	"evidence/1.0/local_shell_call_output_item":      decode[evidence10.LocalShellCallOutputItem],
	"evidence/1.0/materialized_input_row":            decode[evidence10.MaterializedInputRow],
	"evidence/1.0/materialized_task_id":              decode[evidence10.MaterializedTaskId],
	"evidence/1.0/mcp_approval_request_item":         decode[evidence10.McpApprovalRequestItem],
	"evidence/1.0/mcp_approval_response_item":        decode[evidence10.McpApprovalResponseItem],
	"evidence/1.0/mcp_call_item":                     decode[evidence10.McpCallItem],
	"evidence/1.0/mcp_list_tools_item":               decode[evidence10.McpListToolsItem],
	"evidence/1.0/message_content_part":              decode[evidence10.MessageContentPart],
	"evidence/1.0/message_item":                      decode[evidence10.MessageItem],
	"evidence/1.0/model_call_capture":                decode[evidence10.ModelCallCapture],
	"evidence/1.0/model_call_record":                 decode[evidence10.ModelCallRecord],
	"evidence/1.0/model_call_ref":                    decode[evidence10.ModelCallRef],
	"evidence/1.0/model_server_ref":                  decode[evidence10.ModelServerRef],
	"evidence/1.0/ng_perf":                           decode[evidence10.NgPerf],
	"evidence/1.0/observation_gap":                   decode[evidence10.ObservationGap],
	"evidence/1.0/omitted_rollout":                   decode[evidence10.OmittedRollout],
	"evidence/1.0/output_text_part":                  decode[evidence10.OutputTextPart],
	"evidence/1.0/perf_summary":                      decode[evidence10.PerfSummary],
	"evidence/1.0/quality_summary":                   decode[evidence10.QualitySummary],
	"evidence/1.0/reasoning_item":                    decode[evidence10.ReasoningItem],
	"evidence/1.0/reasoning_text_part":               decode[evidence10.ReasoningTextPart],
	"evidence/1.0/refusal_part":                      decode[evidence10.RefusalPart],
	"evidence/1.0/response_create_params":            decode[evidence10.ResponseCreateParams],
	"evidence/1.0/rollout_failure_record":            decode[evidence10.RolloutFailureRecord],
	"evidence/1.0/rollout_row":                       decode[evidence10.RolloutRow],
	"evidence/1.0/rollout_verdict":                   decode[evidence10.RolloutVerdict],
	"evidence/1.0/sandbox_observation":               decode[evidence10.SandboxObservation],
	"evidence/1.0/shard_file":                        decode[evidence10.ShardFile],
	"evidence/1.0/shard_manifest":                    decode[evidence10.ShardManifest],
	"evidence/1.0/shard_manifest_files":              decode[evidence10.ShardManifestFiles],
	"evidence/1.0/shell_call_item":                   decode[evidence10.ShellCallItem],
	"evidence/1.0/shell_call_output_item":            decode[evidence10.ShellCallOutputItem],
	"evidence/1.0/summary_text_part":                 decode[evidence10.SummaryTextPart],
	"evidence/1.0/tool_call_observation":             decode[evidence10.ToolCallObservation],
	"evidence/1.0/tool_search_call_item":             decode[evidence10.ToolSearchCallItem],
	"evidence/1.0/tool_search_output_item":           decode[evidence10.ToolSearchOutputItem],
	"evidence/1.0/trajectory_identity":               decode[evidence10.TrajectoryIdentity],
	"evidence/1.0/trajectory_model_call":             decode[evidence10.TrajectoryModelCall],
	"evidence/1.0/trajectory_record":                 decode[evidence10.TrajectoryRecord],
	"evidence/1.0/trajectory_response_metadata":      decode[evidence10.TrajectoryResponseMetadata],
	"evidence/1.0/trajectory_token_stats":            decode[evidence10.TrajectoryTokenStats],
	"evidence/1.0/trajectory_tool_call":              decode[evidence10.TrajectoryToolCall],
	"evidence/1.0/trajectory_turn":                   decode[evidence10.TrajectoryTurn],
	"evidence/1.0/web_search_call_item":              decode[evidence10.WebSearchCallItem],
	"export/1.0/loss_report":                         decode[export10.LossReport],
	"export/1.0/messages_row":                        decode[export10.MessagesRow],
}
