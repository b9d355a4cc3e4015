// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

//! The model of a schema by its name (family/version/name).

use crate::atif17;
use crate::atif18;
use crate::evidence10;
use crate::export10;
use crate::jsonmodel::{Decode, Encode, Error};

fn round_trip<T: Decode + Encode>(value: &serde_json::Value) -> Result<serde_json::Value, Error> {
    T::decode(value).map(|decoded| decoded.encode())
}

/// Decode `value` strictly into the model of `schema` and encode it back; None when no
/// model has that name.
pub fn decode_encode(
    schema: &str,
    value: &serde_json::Value,
) -> Option<Result<serde_json::Value, Error>> {
    Some(match schema {
        "atif/1.7/agent" => round_trip::<atif17::Agent>(value),
        "atif/1.7/content_part" => round_trip::<atif17::ContentPart>(value),
        "atif/1.7/final_metrics" => round_trip::<atif17::FinalMetrics>(value),
        "atif/1.7/gym_profile" => round_trip::<atif17::GymProfileTrajectory>(value),
        "atif/1.7/image_source" => round_trip::<atif17::ImageSource>(value),
        "atif/1.7/metrics" => round_trip::<atif17::Metrics>(value),
        "atif/1.7/observation" => round_trip::<atif17::Observation>(value),
        "atif/1.7/observation_result" => round_trip::<atif17::ObservationResult>(value),
        "atif/1.7/step" => round_trip::<atif17::Step>(value),
        "atif/1.7/subagent_trajectory_ref" => round_trip::<atif17::SubagentTrajectoryRef>(value),
        "atif/1.7/tool_call" => round_trip::<atif17::ToolCall>(value),
        "atif/1.7/trajectory" => round_trip::<atif17::Trajectory>(value),
        "atif/1.8/agent" => round_trip::<atif18::Agent>(value),
        "atif/1.8/audio_source" => round_trip::<atif18::AudioSource>(value),
        "atif/1.8/content_part" => round_trip::<atif18::ContentPart>(value),
        "atif/1.8/final_metrics" => round_trip::<atif18::FinalMetrics>(value),
        "atif/1.8/image_source" => round_trip::<atif18::ImageSource>(value),
        "atif/1.8/metrics" => round_trip::<atif18::Metrics>(value),
        "atif/1.8/observation" => round_trip::<atif18::Observation>(value),
        "atif/1.8/observation_result" => round_trip::<atif18::ObservationResult>(value),
        "atif/1.8/step" => round_trip::<atif18::Step>(value),
        "atif/1.8/subagent_trajectory_ref" => round_trip::<atif18::SubagentTrajectoryRef>(value),
        "atif/1.8/tool_call" => round_trip::<atif18::ToolCall>(value),
        "atif/1.8/trajectory" => round_trip::<atif18::Trajectory>(value),
        "evidence/1.0/additional_tools_item" => {
            round_trip::<evidence10::AdditionalToolsItem>(value)
        }
        "evidence/1.0/agent_invocation" => round_trip::<evidence10::AgentInvocation>(value),
        "evidence/1.0/agent_observation_bundle" => {
            round_trip::<evidence10::AgentObservationBundle>(value)
        }
        "evidence/1.0/agent_observation_record" => {
            round_trip::<evidence10::AgentObservationRecord>(value)
        }
        "evidence/1.0/agent_ref" => round_trip::<evidence10::AgentRef>(value),
        "evidence/1.0/apply_patch_call_item" => round_trip::<evidence10::ApplyPatchCallItem>(value),
        "evidence/1.0/apply_patch_call_output_item" => {
            round_trip::<evidence10::ApplyPatchCallOutputItem>(value)
        }
        "evidence/1.0/batch_status" => round_trip::<evidence10::BatchStatus>(value),
        "evidence/1.0/capture_exchange" => round_trip::<evidence10::CaptureExchange>(value),
        "evidence/1.0/capture_metrics" => round_trip::<evidence10::CaptureMetrics>(value),
        "evidence/1.0/captured_tool_call" => round_trip::<evidence10::CapturedToolCall>(value),
        "evidence/1.0/code_interpreter_call_item" => {
            round_trip::<evidence10::CodeInterpreterCallItem>(value)
        }
        "evidence/1.0/collection_config" => round_trip::<evidence10::CollectionConfig>(value),
        "evidence/1.0/compaction_item" => round_trip::<evidence10::CompactionItem>(value),
        "evidence/1.0/compaction_trigger_item" => {
            round_trip::<evidence10::CompactionTriggerItem>(value)
        }
        "evidence/1.0/computer_call_item" => round_trip::<evidence10::ComputerCallItem>(value),
        "evidence/1.0/computer_call_output_item" => {
            round_trip::<evidence10::ComputerCallOutputItem>(value)
        }
        "evidence/1.0/context_compaction_observation" => {
            round_trip::<evidence10::ContextCompactionObservation>(value)
        }
        "evidence/1.0/conversation_item" => round_trip::<evidence10::ConversationItem>(value),
        "evidence/1.0/coverage_report" => round_trip::<evidence10::CoverageReport>(value),
        "evidence/1.0/custom_tool_call_item" => round_trip::<evidence10::CustomToolCallItem>(value),
        "evidence/1.0/custom_tool_call_output_item" => {
            round_trip::<evidence10::CustomToolCallOutputItem>(value)
        }
        "evidence/1.0/file_search_call_item" => round_trip::<evidence10::FileSearchCallItem>(value),
        "evidence/1.0/function_call_item" => round_trip::<evidence10::FunctionCallItem>(value),
        "evidence/1.0/function_call_output_content_part" => {
            round_trip::<evidence10::FunctionCallOutputContentPart>(value)
        }
        "evidence/1.0/function_call_output_item" => {
            round_trip::<evidence10::FunctionCallOutputItem>(value)
        }
        "evidence/1.0/health_finding" => round_trip::<evidence10::HealthFinding>(value),
        "evidence/1.0/image_generation_call_item" => {
            round_trip::<evidence10::ImageGenerationCallItem>(value)
        }
        "evidence/1.0/input_file_part" => round_trip::<evidence10::InputFilePart>(value),
        "evidence/1.0/input_image_part" => round_trip::<evidence10::InputImagePart>(value),
        "evidence/1.0/input_row" => round_trip::<evidence10::InputRow>(value),
        "evidence/1.0/input_text_part" => round_trip::<evidence10::InputTextPart>(value),
        "evidence/1.0/input_video_part" => round_trip::<evidence10::InputVideoPart>(value),
        "evidence/1.0/local_shell_call_item" => round_trip::<evidence10::LocalShellCallItem>(value),
        "evidence/1.0/local_shell_call_output_item" => {
            round_trip::<evidence10::LocalShellCallOutputItem>(value)
        }
        "evidence/1.0/materialized_input_row" => {
            round_trip::<evidence10::MaterializedInputRow>(value)
        }
        "evidence/1.0/materialized_task_id" => round_trip::<evidence10::MaterializedTaskId>(value),
        "evidence/1.0/mcp_approval_request_item" => {
            round_trip::<evidence10::McpApprovalRequestItem>(value)
        }
        "evidence/1.0/mcp_approval_response_item" => {
            round_trip::<evidence10::McpApprovalResponseItem>(value)
        }
        "evidence/1.0/mcp_call_item" => round_trip::<evidence10::McpCallItem>(value),
        "evidence/1.0/mcp_list_tools_item" => round_trip::<evidence10::McpListToolsItem>(value),
        "evidence/1.0/message_content_part" => round_trip::<evidence10::MessageContentPart>(value),
        "evidence/1.0/message_item" => round_trip::<evidence10::MessageItem>(value),
        "evidence/1.0/model_call_capture" => round_trip::<evidence10::ModelCallCapture>(value),
        "evidence/1.0/model_call_record" => round_trip::<evidence10::ModelCallRecord>(value),
        "evidence/1.0/model_call_ref" => round_trip::<evidence10::ModelCallRef>(value),
        "evidence/1.0/model_server_ref" => round_trip::<evidence10::ModelServerRef>(value),
        "evidence/1.0/ng_perf" => round_trip::<evidence10::NgPerf>(value),
        "evidence/1.0/observation_gap" => round_trip::<evidence10::ObservationGap>(value),
        "evidence/1.0/omitted_rollout" => round_trip::<evidence10::OmittedRollout>(value),
        "evidence/1.0/output_text_part" => round_trip::<evidence10::OutputTextPart>(value),
        "evidence/1.0/perf_summary" => round_trip::<evidence10::PerfSummary>(value),
        "evidence/1.0/quality_summary" => round_trip::<evidence10::QualitySummary>(value),
        "evidence/1.0/reasoning_item" => round_trip::<evidence10::ReasoningItem>(value),
        "evidence/1.0/reasoning_text_part" => round_trip::<evidence10::ReasoningTextPart>(value),
        "evidence/1.0/refusal_part" => round_trip::<evidence10::RefusalPart>(value),
        "evidence/1.0/response_create_params" => {
            round_trip::<evidence10::ResponseCreateParams>(value)
        }
        "evidence/1.0/rollout_failure_record" => {
            round_trip::<evidence10::RolloutFailureRecord>(value)
        }
        "evidence/1.0/rollout_row" => round_trip::<evidence10::RolloutRow>(value),
        "evidence/1.0/rollout_verdict" => round_trip::<evidence10::RolloutVerdict>(value),
        "evidence/1.0/sandbox_observation" => round_trip::<evidence10::SandboxObservation>(value),
        "evidence/1.0/shard_file" => round_trip::<evidence10::ShardFile>(value),
        "evidence/1.0/shard_manifest" => round_trip::<evidence10::ShardManifest>(value),
        "evidence/1.0/shard_manifest_files" => round_trip::<evidence10::ShardManifestFiles>(value),
        "evidence/1.0/shell_call_item" => round_trip::<evidence10::ShellCallItem>(value),
        "evidence/1.0/shell_call_output_item" => {
            round_trip::<evidence10::ShellCallOutputItem>(value)
        }
        "evidence/1.0/summary_text_part" => round_trip::<evidence10::SummaryTextPart>(value),
        "evidence/1.0/tool_call_observation" => {
            round_trip::<evidence10::ToolCallObservation>(value)
        }
        "evidence/1.0/tool_search_call_item" => round_trip::<evidence10::ToolSearchCallItem>(value),
        "evidence/1.0/tool_search_output_item" => {
            round_trip::<evidence10::ToolSearchOutputItem>(value)
        }
        "evidence/1.0/trajectory_identity" => round_trip::<evidence10::TrajectoryIdentity>(value),
        "evidence/1.0/trajectory_model_call" => {
            round_trip::<evidence10::TrajectoryModelCall>(value)
        }
        "evidence/1.0/trajectory_record" => round_trip::<evidence10::TrajectoryRecord>(value),
        "evidence/1.0/trajectory_response_metadata" => {
            round_trip::<evidence10::TrajectoryResponseMetadata>(value)
        }
        "evidence/1.0/trajectory_token_stats" => {
            round_trip::<evidence10::TrajectoryTokenStats>(value)
        }
        "evidence/1.0/trajectory_tool_call" => round_trip::<evidence10::TrajectoryToolCall>(value),
        "evidence/1.0/trajectory_turn" => round_trip::<evidence10::TrajectoryTurn>(value),
        "evidence/1.0/web_search_call_item" => round_trip::<evidence10::WebSearchCallItem>(value),
        "export/1.0/loss_report" => round_trip::<export10::LossReport>(value),
        "export/1.0/messages_row" => round_trip::<export10::MessagesRow>(value),
        _ => return None,
    })
}
