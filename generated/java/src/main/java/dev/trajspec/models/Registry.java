// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

package dev.trajspec.models;

import com.fasterxml.jackson.databind.JsonNode;
import dev.trajspec.models.jsonmodel.DecodeException;
import dev.trajspec.models.jsonmodel.Decoder;
import dev.trajspec.models.jsonmodel.Encoder;
import dev.trajspec.models.jsonmodel.Json;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The model of a schema by its name (family/version/name). */
public final class Registry {
    private Registry() {}

    private static final Map<String, Decoder<JsonNode>> ROUND_TRIPS = new HashMap<>();

    private static <T> void put(String name, Decoder<T> decoder, Encoder<T> encoder) {
        ROUND_TRIPS.put(name, node -> encoder.encode(decoder.decode(node)));
    }

    static {
        Registry.<Atif17.Agent>put("atif/1.7/agent", Atif17.Agent::decode, Atif17.Agent::encode);
        Registry.<Atif17.ContentPart>put("atif/1.7/content_part", Atif17.ContentPart::decode, Atif17.ContentPart::encode);
        Registry.<Atif17.FinalMetrics>put("atif/1.7/final_metrics", Atif17.FinalMetrics::decode, Atif17.FinalMetrics::encode);
        Registry.<Atif17.GymProfileTrajectory>put("atif/1.7/gym_profile", Atif17.GymProfileTrajectory::decode, Atif17.GymProfileTrajectory::encode);
        Registry.<Atif17.ImageSource>put("atif/1.7/image_source", Atif17.ImageSource::decode, Atif17.ImageSource::encode);
        Registry.<Atif17.Metrics>put("atif/1.7/metrics", Atif17.Metrics::decode, Atif17.Metrics::encode);
        Registry.<Atif17.Observation>put("atif/1.7/observation", Atif17.Observation::decode, Atif17.Observation::encode);
        Registry.<Atif17.ObservationResult>put("atif/1.7/observation_result", Atif17.ObservationResult::decode, Atif17.ObservationResult::encode);
        Registry.<Atif17.Step>put("atif/1.7/step", Atif17.Step::decode, Atif17.Step::encode);
        Registry.<Atif17.SubagentTrajectoryRef>put("atif/1.7/subagent_trajectory_ref", Atif17.SubagentTrajectoryRef::decode, Atif17.SubagentTrajectoryRef::encode);
        Registry.<Atif17.ToolCall>put("atif/1.7/tool_call", Atif17.ToolCall::decode, Atif17.ToolCall::encode);
        Registry.<Atif17.Trajectory>put("atif/1.7/trajectory", Atif17.Trajectory::decode, Atif17.Trajectory::encode);
        Registry.<Atif18.Agent>put("atif/1.8/agent", Atif18.Agent::decode, Atif18.Agent::encode);
        Registry.<Atif18.AudioSource>put("atif/1.8/audio_source", Atif18.AudioSource::decode, Atif18.AudioSource::encode);
        Registry.<Atif18.ContentPart>put("atif/1.8/content_part", Atif18.ContentPart::decode, Atif18.ContentPart::encode);
        Registry.<Atif18.FinalMetrics>put("atif/1.8/final_metrics", Atif18.FinalMetrics::decode, Atif18.FinalMetrics::encode);
        Registry.<Atif18.ImageSource>put("atif/1.8/image_source", Atif18.ImageSource::decode, Atif18.ImageSource::encode);
        Registry.<Atif18.Metrics>put("atif/1.8/metrics", Atif18.Metrics::decode, Atif18.Metrics::encode);
        Registry.<Atif18.Observation>put("atif/1.8/observation", Atif18.Observation::decode, Atif18.Observation::encode);
        Registry.<Atif18.ObservationResult>put("atif/1.8/observation_result", Atif18.ObservationResult::decode, Atif18.ObservationResult::encode);
        Registry.<Atif18.Step>put("atif/1.8/step", Atif18.Step::decode, Atif18.Step::encode);
        Registry.<Atif18.SubagentTrajectoryRef>put("atif/1.8/subagent_trajectory_ref", Atif18.SubagentTrajectoryRef::decode, Atif18.SubagentTrajectoryRef::encode);
        Registry.<Atif18.ToolCall>put("atif/1.8/tool_call", Atif18.ToolCall::decode, Atif18.ToolCall::encode);
        Registry.<Atif18.Trajectory>put("atif/1.8/trajectory", Atif18.Trajectory::decode, Atif18.Trajectory::encode);
        Registry.<Evidence10.AdditionalToolsItem>put("evidence/1.0/additional_tools_item", Evidence10.AdditionalToolsItem::decode, Evidence10.AdditionalToolsItem::encode);
        Registry.<Evidence10.AgentInvocation>put("evidence/1.0/agent_invocation", Evidence10.AgentInvocation::decode, Evidence10.AgentInvocation::encode);
        Registry.<Evidence10.AgentObservationBundle>put("evidence/1.0/agent_observation_bundle", Evidence10.AgentObservationBundle::decode, Evidence10.AgentObservationBundle::encode);
        Registry.<Evidence10.AgentObservationRecord>put("evidence/1.0/agent_observation_record", Evidence10.AgentObservationRecord::decode, Evidence10.AgentObservationRecord::encode);
        Registry.<Evidence10.AgentRef>put("evidence/1.0/agent_ref", Evidence10.AgentRef::decode, Evidence10.AgentRef::encode);
        Registry.<Evidence10.ApplyPatchCallItem>put("evidence/1.0/apply_patch_call_item", Evidence10.ApplyPatchCallItem::decode, Evidence10.ApplyPatchCallItem::encode);
        Registry.<Evidence10.ApplyPatchCallOutputItem>put("evidence/1.0/apply_patch_call_output_item", Evidence10.ApplyPatchCallOutputItem::decode, Evidence10.ApplyPatchCallOutputItem::encode);
        Registry.<Evidence10.BatchStatus>put("evidence/1.0/batch_status", Evidence10.BatchStatus::decode, Evidence10.BatchStatus::encode);
        Registry.<Evidence10.CaptureExchange>put("evidence/1.0/capture_exchange", Evidence10.CaptureExchange::decode, Evidence10.CaptureExchange::encode);
        Registry.<Evidence10.CaptureMetrics>put("evidence/1.0/capture_metrics", Evidence10.CaptureMetrics::decode, Evidence10.CaptureMetrics::encode);
        Registry.<Evidence10.CapturedToolCall>put("evidence/1.0/captured_tool_call", Evidence10.CapturedToolCall::decode, Evidence10.CapturedToolCall::encode);
        Registry.<Evidence10.CodeInterpreterCallItem>put("evidence/1.0/code_interpreter_call_item", Evidence10.CodeInterpreterCallItem::decode, Evidence10.CodeInterpreterCallItem::encode);
        Registry.<Evidence10.CollectionConfig>put("evidence/1.0/collection_config", Evidence10.CollectionConfig::decode, Evidence10.CollectionConfig::encode);
        Registry.<Evidence10.CompactionItem>put("evidence/1.0/compaction_item", Evidence10.CompactionItem::decode, Evidence10.CompactionItem::encode);
        Registry.<Evidence10.CompactionTriggerItem>put("evidence/1.0/compaction_trigger_item", Evidence10.CompactionTriggerItem::decode, Evidence10.CompactionTriggerItem::encode);
        Registry.<Evidence10.ComputerCallItem>put("evidence/1.0/computer_call_item", Evidence10.ComputerCallItem::decode, Evidence10.ComputerCallItem::encode);
        Registry.<Evidence10.ComputerCallOutputItem>put("evidence/1.0/computer_call_output_item", Evidence10.ComputerCallOutputItem::decode, Evidence10.ComputerCallOutputItem::encode);
        Registry.<Evidence10.ContextCompactionObservation>put("evidence/1.0/context_compaction_observation", Evidence10.ContextCompactionObservation::decode, Evidence10.ContextCompactionObservation::encode);
        Registry.<Evidence10.ConversationItem>put("evidence/1.0/conversation_item", Evidence10.ConversationItem::decode, Evidence10.ConversationItem::encode);
        Registry.<Evidence10.CoverageReport>put("evidence/1.0/coverage_report", Evidence10.CoverageReport::decode, Evidence10.CoverageReport::encode);
        Registry.<Evidence10.CustomToolCallItem>put("evidence/1.0/custom_tool_call_item", Evidence10.CustomToolCallItem::decode, Evidence10.CustomToolCallItem::encode);
        Registry.<Evidence10.CustomToolCallOutputItem>put("evidence/1.0/custom_tool_call_output_item", Evidence10.CustomToolCallOutputItem::decode, Evidence10.CustomToolCallOutputItem::encode);
        Registry.<Evidence10.FileSearchCallItem>put("evidence/1.0/file_search_call_item", Evidence10.FileSearchCallItem::decode, Evidence10.FileSearchCallItem::encode);
        Registry.<Evidence10.FunctionCallItem>put("evidence/1.0/function_call_item", Evidence10.FunctionCallItem::decode, Evidence10.FunctionCallItem::encode);
        Registry.<Evidence10.FunctionCallOutputContentPart>put("evidence/1.0/function_call_output_content_part", Evidence10.FunctionCallOutputContentPart::decode, Evidence10.FunctionCallOutputContentPart::encode);
        Registry.<Evidence10.FunctionCallOutputItem>put("evidence/1.0/function_call_output_item", Evidence10.FunctionCallOutputItem::decode, Evidence10.FunctionCallOutputItem::encode);
        Registry.<Evidence10.HealthFinding>put("evidence/1.0/health_finding", Evidence10.HealthFinding::decode, Evidence10.HealthFinding::encode);
        Registry.<Evidence10.ImageGenerationCallItem>put("evidence/1.0/image_generation_call_item", Evidence10.ImageGenerationCallItem::decode, Evidence10.ImageGenerationCallItem::encode);
        Registry.<Evidence10.InputFilePart>put("evidence/1.0/input_file_part", Evidence10.InputFilePart::decode, Evidence10.InputFilePart::encode);
        Registry.<Evidence10.InputImagePart>put("evidence/1.0/input_image_part", Evidence10.InputImagePart::decode, Evidence10.InputImagePart::encode);
        Registry.<Evidence10.InputRow>put("evidence/1.0/input_row", Evidence10.InputRow::decode, Evidence10.InputRow::encode);
        Registry.<Evidence10.InputTextPart>put("evidence/1.0/input_text_part", Evidence10.InputTextPart::decode, Evidence10.InputTextPart::encode);
        Registry.<Evidence10.InputVideoPart>put("evidence/1.0/input_video_part", Evidence10.InputVideoPart::decode, Evidence10.InputVideoPart::encode);
        Registry.<Evidence10.LocalShellCallItem>put("evidence/1.0/local_shell_call_item", Evidence10.LocalShellCallItem::decode, Evidence10.LocalShellCallItem::encode);
        Registry.<Evidence10.LocalShellCallOutputItem>put("evidence/1.0/local_shell_call_output_item", Evidence10.LocalShellCallOutputItem::decode, Evidence10.LocalShellCallOutputItem::encode);
        Registry.<Evidence10.MaterializedInputRow>put("evidence/1.0/materialized_input_row", Evidence10.MaterializedInputRow::decode, Evidence10.MaterializedInputRow::encode);
        Registry.<Evidence10.MaterializedTaskId>put("evidence/1.0/materialized_task_id", Evidence10.MaterializedTaskId::decode, Evidence10.MaterializedTaskId::encode);
        Registry.<Evidence10.McpApprovalRequestItem>put("evidence/1.0/mcp_approval_request_item", Evidence10.McpApprovalRequestItem::decode, Evidence10.McpApprovalRequestItem::encode);
        Registry.<Evidence10.McpApprovalResponseItem>put("evidence/1.0/mcp_approval_response_item", Evidence10.McpApprovalResponseItem::decode, Evidence10.McpApprovalResponseItem::encode);
        Registry.<Evidence10.McpCallItem>put("evidence/1.0/mcp_call_item", Evidence10.McpCallItem::decode, Evidence10.McpCallItem::encode);
        Registry.<Evidence10.McpListToolsItem>put("evidence/1.0/mcp_list_tools_item", Evidence10.McpListToolsItem::decode, Evidence10.McpListToolsItem::encode);
        Registry.<Evidence10.MessageContentPart>put("evidence/1.0/message_content_part", Evidence10.MessageContentPart::decode, Evidence10.MessageContentPart::encode);
        Registry.<Evidence10.MessageItem>put("evidence/1.0/message_item", Evidence10.MessageItem::decode, Evidence10.MessageItem::encode);
        Registry.<Evidence10.ModelCallCapture>put("evidence/1.0/model_call_capture", Evidence10.ModelCallCapture::decode, Evidence10.ModelCallCapture::encode);
        Registry.<Evidence10.ModelCallRecord>put("evidence/1.0/model_call_record", Evidence10.ModelCallRecord::decode, Evidence10.ModelCallRecord::encode);
        Registry.<Evidence10.ModelCallRef>put("evidence/1.0/model_call_ref", Evidence10.ModelCallRef::decode, Evidence10.ModelCallRef::encode);
        Registry.<Evidence10.ModelServerRef>put("evidence/1.0/model_server_ref", Evidence10.ModelServerRef::decode, Evidence10.ModelServerRef::encode);
        Registry.<Evidence10.NgPerf>put("evidence/1.0/ng_perf", Evidence10.NgPerf::decode, Evidence10.NgPerf::encode);
        Registry.<Evidence10.ObservationGap>put("evidence/1.0/observation_gap", Evidence10.ObservationGap::decode, Evidence10.ObservationGap::encode);
        Registry.<Evidence10.OmittedRollout>put("evidence/1.0/omitted_rollout", Evidence10.OmittedRollout::decode, Evidence10.OmittedRollout::encode);
        Registry.<Evidence10.OutputTextPart>put("evidence/1.0/output_text_part", Evidence10.OutputTextPart::decode, Evidence10.OutputTextPart::encode);
        Registry.<Evidence10.PerfSummary>put("evidence/1.0/perf_summary", Evidence10.PerfSummary::decode, Evidence10.PerfSummary::encode);
        Registry.<Evidence10.QualitySummary>put("evidence/1.0/quality_summary", Evidence10.QualitySummary::decode, Evidence10.QualitySummary::encode);
        Registry.<Evidence10.ReasoningItem>put("evidence/1.0/reasoning_item", Evidence10.ReasoningItem::decode, Evidence10.ReasoningItem::encode);
        Registry.<Evidence10.ReasoningTextPart>put("evidence/1.0/reasoning_text_part", Evidence10.ReasoningTextPart::decode, Evidence10.ReasoningTextPart::encode);
        Registry.<Evidence10.RefusalPart>put("evidence/1.0/refusal_part", Evidence10.RefusalPart::decode, Evidence10.RefusalPart::encode);
        Registry.<Evidence10.ResponseCreateParams>put("evidence/1.0/response_create_params", Evidence10.ResponseCreateParams::decode, Evidence10.ResponseCreateParams::encode);
        Registry.<Evidence10.RolloutFailureRecord>put("evidence/1.0/rollout_failure_record", Evidence10.RolloutFailureRecord::decode, Evidence10.RolloutFailureRecord::encode);
        Registry.<Evidence10.RolloutRow>put("evidence/1.0/rollout_row", Evidence10.RolloutRow::decode, Evidence10.RolloutRow::encode);
        Registry.<Evidence10.RolloutVerdict>put("evidence/1.0/rollout_verdict", Evidence10.RolloutVerdict::decode, Evidence10.RolloutVerdict::encode);
        Registry.<Evidence10.SandboxObservation>put("evidence/1.0/sandbox_observation", Evidence10.SandboxObservation::decode, Evidence10.SandboxObservation::encode);
        Registry.<Evidence10.ShardFile>put("evidence/1.0/shard_file", Evidence10.ShardFile::decode, Evidence10.ShardFile::encode);
        Registry.<Evidence10.ShardManifest>put("evidence/1.0/shard_manifest", Evidence10.ShardManifest::decode, Evidence10.ShardManifest::encode);
        Registry.<Evidence10.ShardManifestFiles>put("evidence/1.0/shard_manifest_files", Evidence10.ShardManifestFiles::decode, Evidence10.ShardManifestFiles::encode);
        Registry.<Evidence10.ShellCallItem>put("evidence/1.0/shell_call_item", Evidence10.ShellCallItem::decode, Evidence10.ShellCallItem::encode);
        Registry.<Evidence10.ShellCallOutputItem>put("evidence/1.0/shell_call_output_item", Evidence10.ShellCallOutputItem::decode, Evidence10.ShellCallOutputItem::encode);
        Registry.<Evidence10.SummaryTextPart>put("evidence/1.0/summary_text_part", Evidence10.SummaryTextPart::decode, Evidence10.SummaryTextPart::encode);
        Registry.<Evidence10.ToolCallObservation>put("evidence/1.0/tool_call_observation", Evidence10.ToolCallObservation::decode, Evidence10.ToolCallObservation::encode);
        Registry.<Evidence10.ToolSearchCallItem>put("evidence/1.0/tool_search_call_item", Evidence10.ToolSearchCallItem::decode, Evidence10.ToolSearchCallItem::encode);
        Registry.<Evidence10.ToolSearchOutputItem>put("evidence/1.0/tool_search_output_item", Evidence10.ToolSearchOutputItem::decode, Evidence10.ToolSearchOutputItem::encode);
        Registry.<Evidence10.TrajectoryIdentity>put("evidence/1.0/trajectory_identity", Evidence10.TrajectoryIdentity::decode, Evidence10.TrajectoryIdentity::encode);
        Registry.<Evidence10.TrajectoryModelCall>put("evidence/1.0/trajectory_model_call", Evidence10.TrajectoryModelCall::decode, Evidence10.TrajectoryModelCall::encode);
        Registry.<Evidence10.TrajectoryRecord>put("evidence/1.0/trajectory_record", Evidence10.TrajectoryRecord::decode, Evidence10.TrajectoryRecord::encode);
        Registry.<Evidence10.TrajectoryResponseMetadata>put("evidence/1.0/trajectory_response_metadata", Evidence10.TrajectoryResponseMetadata::decode, Evidence10.TrajectoryResponseMetadata::encode);
        Registry.<Evidence10.TrajectoryTokenStats>put("evidence/1.0/trajectory_token_stats", Evidence10.TrajectoryTokenStats::decode, Evidence10.TrajectoryTokenStats::encode);
        Registry.<Evidence10.TrajectoryToolCall>put("evidence/1.0/trajectory_tool_call", Evidence10.TrajectoryToolCall::decode, Evidence10.TrajectoryToolCall::encode);
        Registry.<Evidence10.TrajectoryTurn>put("evidence/1.0/trajectory_turn", Evidence10.TrajectoryTurn::decode, Evidence10.TrajectoryTurn::encode);
        Registry.<Evidence10.WebSearchCallItem>put("evidence/1.0/web_search_call_item", Evidence10.WebSearchCallItem::decode, Evidence10.WebSearchCallItem::encode);
        Registry.<Export10.LossReport>put("export/1.0/loss_report", Export10.LossReport::decode, Export10.LossReport::encode);
        Registry.<Export10.MessagesRow>put("export/1.0/messages_row", Export10.MessagesRow::decode, Export10.MessagesRow::encode);
    }

    /**
     * Decode {@code node} strictly into the model of {@code schema} and encode it back;
     * empty when no model has that name.
     */
    public static Optional<JsonNode> roundTrip(String schema, JsonNode node) throws DecodeException {
        Decoder<JsonNode> roundTrip = ROUND_TRIPS.get(schema);
        return roundTrip == null ? Optional.empty() : Optional.of(roundTrip.decode(node));
    }

    /** The names of every schema with a model. */
    public static List<String> names() {
        return ROUND_TRIPS.keySet().stream().sorted().toList();
    }

    static JsonNode unused() {
        return Json.NODES.nullNode();
    }
}
