/* Generated from the trajspec schemas (spec/) by json-schema-to-typescript 16.0.0. Do not edit by hand. */

/**
 * Every type of the atif 1.7 schemas, by schema title: Atif17Types["Agent"] is Agent.
 */
export interface Atif17Types {
  Agent: Agent;
  ContentPart: ContentPart;
  FinalMetrics: FinalMetrics;
  GymProfileTrajectory: GymProfileTrajectory;
  ImageSource: ImageSource;
  Metrics: Metrics;
  Observation: Observation;
  ObservationResult: ObservationResult;
  Step: Step;
  SubagentTrajectoryRef: SubagentTrajectoryRef;
  ToolCall: ToolCall;
  Trajectory: Trajectory;
}
/**
 * The agent system that produced a trajectory.
 */
export interface Agent {
  /**
   * Name of the agent system; may be empty.
   */
  name: string;
  /**
   * Version of the agent system, as a string (a JSON number is not accepted); may be empty.
   */
  version: string;
  /**
   * Default model of the agent; a step's own model_name takes precedence for that step.
   */
  model_name?: string | null;
  /**
   * Tools offered to the model, each as a JSON object (conventionally the OpenAI function-calling form {type, function: {name, description, parameters}}; the form is not checked). Since ATIF v1.5.
   */
  tool_definitions?:
    | {
        [k: string]: unknown;
      }[]
    | null;
  /**
   * Producer-specific data about the agent; any JSON object.
   */
  extra?: {
    [k: string]: unknown;
  } | null;
}
/**
 * One part of a multimodal message or result: a text part carries text, a media part carries a source (rule atif.content_part_fields). Since ATIF v1.6.
 */
export interface ContentPart {
  /**
   * Kind of the part.
   */
  type: "text" | "image";
  /**
   * The text of a text part; may be empty. Absent on media parts.
   */
  text?: string | null;
  /**
   * The image of an image part (rule atif.content_part_fields).
   */
  source?: ImageSource | null;
}
/**
 * Where an image is stored: a side file next to the trajectory (conventionally under images/), an absolute path or a URL. Since ATIF v1.6.
 */
export interface ImageSource {
  /**
   * MIME type of the image, written exactly (lower case).
   */
  media_type: "image/jpeg" | "image/png" | "image/gif" | "image/webp";
  /**
   * Relative path, absolute path or URL of the image; not checked for form.
   */
  path: string;
}
/**
 * Totals over a whole trajectory. Every member is optional.
 */
export interface FinalMetrics {
  /**
   * Sum of prompt_tokens over the steps, cached tokens included (rule atif.final_totals_match).
   */
  total_prompt_tokens?: number | null;
  /**
   * Sum of completion_tokens over the steps.
   */
  total_completion_tokens?: number | null;
  /**
   * Sum of cached_tokens over the steps (rule atif.final_cached_within_prompt).
   */
  total_cached_tokens?: number | null;
  /**
   * Total cost in US dollars, subagent costs included.
   */
  total_cost_usd?: number | null;
  /**
   * Number of steps; expected to equal the length of steps unless notes explains the difference (rule atif.total_steps_matches).
   */
  total_steps?: number | null;
  /**
   * Producer-specific totals; any JSON object.
   */
  extra?: {
    [k: string]: unknown;
  } | null;
}
/**
 * The strict ATIF v1.7 profile of NeMo Gym 0.7.0: the documents its strict export can write and its ATIF reverify accepts. Every such document is also a valid ATIF v1.7 Trajectory; the profile is narrower: text only, one agent, no subagents or continuations, no nulls, no training token arrays, exporter provenance in extra.nemo_gym. Cross-field parts of the profile are the atif.gym.* rules of spec/rules/atif.json; the general atif.* rules apply too.
 */
export interface GymProfileTrajectory {
  /**
   * Always ATIF-v1.7.
   */
  schema_version: "ATIF-v1.7";
  /**
   * The session id given to the export; contains a non-blank character.
   */
  session_id: string;
  /**
   * <session_id>:<task_index>:<rollout_index>, the indices being those of extra.nemo_gym.source (rule atif.gym.trajectory_id_matches_source).
   */
  trajectory_id: string;
  /**
   * The agent, named after the rollout's agent.
   */
  agent: GymProfileAgent;
  /**
   * System and user steps first, then agent steps only (rule atif.gym.step_after_agent_output).
   *
   * @minItems 1
   */
  steps: [GymProfileStep, ...GymProfileStep[]];
  /**
   * Totals; total_steps is always written.
   */
  final_metrics: GymProfileFinalMetrics;
  /**
   * Provenance of the export.
   */
  extra: GymProfileExtra;
}
/**
 * The agent of a Gym export.
 */
export interface GymProfileAgent {
  /**
   * Agent name (the rollout's agent_ref.name or environment server); not blank.
   */
  name: string;
  /**
   * Agent version given to the export; not blank.
   */
  version: string;
  /**
   * Written only when every agent step has the same model_name, and then equal to it (rule atif.gym.agent_model_name).
   */
  model_name?: string;
}
/**
 * One step of a Gym export: a system or user input step (step_id, source, message only), or an agent step (a text step with a message, or a tool step with an empty message, tool calls and their results).
 */
export interface GymProfileStep {
  /**
   * Position of the step, counting from 1.
   */
  step_id: number;
  /**
   * Who produced the step.
   */
  source: "system" | "user" | "agent";
  /**
   * A string, or a non-empty array of text parts; the empty string on a tool step (rule atif.gym.text_with_tool_calls).
   *
   * @minItems 1
   */
  message: string | [GymProfileTextPart, ...GymProfileTextPart[]];
  /**
   * UTC time of the agent step, seconds precision or exactly six fractional digits, with a Z suffix.
   */
  timestamp?: string;
  /**
   * Model that served the step's call, verbatim; not blank.
   */
  model_name?: string;
  /**
   * The step's single reasoning text.
   */
  reasoning_content?: string;
  /**
   * The calls of a tool step, in call order.
   *
   * @minItems 1
   */
  tool_calls?: [GymProfileToolCall, ...GymProfileToolCall[]];
  /**
   * The results of a tool step's calls, one per call (rule atif.gym.tool_results_match_calls).
   */
  observation?: GymProfileObservation;
  /**
   * Token counts of the step's one model call.
   */
  metrics?: GymProfileMetrics;
  /**
   * Always 1 on an agent step, absent elsewhere (rule atif.gym.agent_step_call_count).
   */
  llm_call_count?: 1;
  /**
   * Turn and model-call provenance under nemo_gym; any JSON object.
   */
  extra?: {
    [k: string]: unknown;
  };
}
/**
 * A text content part.
 */
export interface GymProfileTextPart {
  /**
   * Always text.
   */
  type: "text";
  /**
   * The text; may be empty.
   */
  text: string;
}
/**
 * One function call of a tool step.
 */
export interface GymProfileToolCall {
  /**
   * Call id; not blank and unique in the document (rule atif.gym.tool_call_id_repeated).
   */
  tool_call_id: string;
  /**
   * Function name; not blank.
   */
  function_name: string;
  /**
   * The parsed arguments object.
   */
  arguments: {
    [k: string]: unknown;
  };
  /**
   * Source item id under nemo_gym; any JSON object.
   */
  extra?: {
    [k: string]: unknown;
  };
}
/**
 * The results of a tool step.
 */
export interface GymProfileObservation {
  /**
   * One result per call, in output order.
   *
   * @minItems 1
   */
  results: [GymProfileObservationResult, ...GymProfileObservationResult[]];
}
/**
 * The output of one call.
 */
export interface GymProfileObservationResult {
  /**
   * tool_call_id of the call in the same step that this output answers.
   */
  source_call_id: string;
  /**
   * The output: a string, or a non-empty array of text parts.
   *
   * @minItems 1
   */
  content: string | [GymProfileTextPart, ...GymProfileTextPart[]];
  /**
   * Tool timing and source item id under nemo_gym; any JSON object.
   */
  extra?: {
    [k: string]: unknown;
  };
}
/**
 * Token counts of one model call; no cost, no token arrays.
 */
export interface GymProfileMetrics {
  /**
   * Input tokens, cached ones included.
   */
  prompt_tokens?: number;
  /**
   * Generated tokens.
   */
  completion_tokens?: number;
  /**
   * Cached part of prompt_tokens.
   */
  cached_tokens?: number;
  /**
   * Reasoning and total token counts when the provider reported them.
   */
  extra?: GymProfileMetricsExtra;
}
/**
 * The extra token counts of a Gym export step.
 */
export interface GymProfileMetricsExtra {
  /**
   * Part of completion_tokens spent on reasoning.
   */
  reasoning_tokens?: number;
  /**
   * Total tokens as the provider reported them.
   */
  total_tokens?: number;
}
/**
 * Totals of a Gym export: each token total is written only when every agent step reports that count (rule atif.gym.final_totals).
 */
export interface GymProfileFinalMetrics {
  /**
   * Sum of the steps' prompt_tokens.
   */
  total_prompt_tokens?: number;
  /**
   * Sum of the steps' completion_tokens.
   */
  total_completion_tokens?: number;
  /**
   * Sum of the steps' cached_tokens.
   */
  total_cached_tokens?: number;
  /**
   * Number of steps, input steps included (rule atif.gym.total_steps).
   */
  total_steps: number;
}
/**
 * Root extra of a Gym export.
 */
export interface GymProfileExtra {
  /**
   * Export provenance.
   */
  nemo_gym: GymProvenance;
}
/**
 * Where a Gym export came from and how it was converted.
 */
export interface GymProvenance {
  /**
   * The exporting program.
   */
  exporter: GymExporter;
  /**
   * The rollout that was converted.
   */
  source: GymSource;
  /**
   * The conversion profile and its outcome.
   */
  conversion: GymConversion;
  /**
   * Captured model calls that no turn selected, in capture order.
   *
   * Items: One captured model call, as recorded in ng_trajectory.
   */
  surplus_model_calls?: {
    [k: string]: unknown;
  }[];
}
/**
 * The exporting program.
 */
export interface GymExporter {
  /**
   * Program name, nemo-gym.
   */
  name: string;
  /**
   * Program version.
   */
  version: string;
}
/**
 * The converted rollout.
 */
export interface GymSource {
  /**
   * Source record format.
   */
  format: "ng_trajectory";
  /**
   * Source record version.
   */
  schema_version: "1.0";
  /**
   * Task id of the rollout.
   */
  task_id: string;
  /**
   * Rollout id of the rollout.
   */
  rollout_id: string;
  /**
   * Task index of the rollout row.
   */
  task_index: number;
  /**
   * Rollout index of the rollout row.
   */
  rollout_index: number;
  /**
   * Id of the root agent invocation.
   */
  invocation_id: string;
  /**
   * Status of the invocation; only completed ones are exported.
   */
  invocation_status: "completed";
  /**
   * Duration of the invocation in milliseconds, when known.
   */
  invocation_duration_ms?: number;
}
/**
 * The conversion profile and its outcome.
 */
export interface GymConversion {
  /**
   * Conversion profile name.
   */
  profile: "ng-trajectory-to-atif-v1";
  /**
   * Conversion outcome; only complete conversions are written.
   */
  status: "complete";
}
/**
 * Token and cost figures of the LLM call(s) behind one agent step. Every member is optional. Counts have no lower bound here, as in Harbor; negative values are reported by rule atif.metrics_negative.
 */
export interface Metrics {
  /**
   * All input tokens of the call(s), cached ones included.
   */
  prompt_tokens?: number | null;
  /**
   * Generated tokens, reasoning and tool-call tokens included.
   */
  completion_tokens?: number | null;
  /**
   * The part of prompt_tokens served from a prompt cache (rule atif.metrics_cached_within_prompt).
   */
  cached_tokens?: number | null;
  /**
   * Cost of the call(s) in US dollars, as computed by the producer.
   */
  cost_usd?: number | null;
  /**
   * Token ids of the full prompt, history included; as many as prompt_tokens (rule atif.token_arrays_length). Since ATIF v1.4.
   */
  prompt_token_ids?: number[] | null;
  /**
   * Token ids of the completion; as many as completion_tokens. Since ATIF v1.3.
   */
  completion_token_ids?: number[] | null;
  /**
   * Log probability of each completion token, aligned with completion_token_ids.
   */
  logprobs?: number[] | null;
  /**
   * Provider-specific figures (for example reasoning_tokens, cache_creation_input_tokens); any JSON object. Such figures go here, not beside the standard members.
   */
  extra?: {
    [k: string]: unknown;
  } | null;
}
/**
 * What a step received back: one result per tool call or operation.
 */
export interface Observation {
  /**
   * The results, in the order received; may be empty.
   */
  results: ObservationResult[];
}
/**
 * One result inside an observation. Every member is optional; an empty object is a valid result.
 */
export interface ObservationResult {
  /**
   * tool_call_id of the call in the same step that this result answers (rule atif.source_call_id_resolves); null or absent for a result that answers no tool call.
   */
  source_call_id?: string | null;
  /**
   * The result: a string, or (since ATIF v1.6) an array of content parts; may be left out, for example when a subagent reference carries the result.
   */
  content?: string | ContentPart[] | null;
  /**
   * References to the trajectories of subagents that produced this result; always an array, even for one subagent.
   */
  subagent_trajectory_ref?: SubagentTrajectoryRef[] | null;
  /**
   * Producer-specific data about the result; any JSON object. Since ATIF v1.7.
   */
  extra?: {
    [k: string]: unknown;
  } | null;
}
/**
 * A pointer to a subagent's trajectory: embedded in the same document (trajectory_id) or stored elsewhere (trajectory_path). From ATIF v1.7 at least one of the two is set (rule atif.subagent_ref_resolvable).
 */
export interface SubagentTrajectoryRef {
  /**
   * trajectory_id of the subagent's trajectory, the key for finding it among the embedded subagent_trajectories (rule atif.subagent_ref_resolves). Since ATIF v1.7.
   */
  trajectory_id?: string | null;
  /**
   * Where the subagent's trajectory is stored: a file path, a URL or another locator; not checked for form.
   */
  trajectory_path?: string | null;
  /**
   * Session id of the subagent run, for information only: it is not a key for finding the trajectory. Required in ATIF v1.0 to v1.6, optional from v1.7.
   */
  session_id?: string | null;
  /**
   * Producer-specific data about the reference; any JSON object.
   */
  extra?: {
    [k: string]: unknown;
  } | null;
}
/**
 * One step of a trajectory: a system, user or agent turn. model_name, reasoning_effort, reasoning_content, tool_calls and metrics belong to agent steps only (rule atif.agent_only_field).
 */
export interface Step {
  /**
   * Position of the step, counting from 1 (rule atif.step_id_sequential).
   */
  step_id: number;
  /**
   * When the step happened, as an ISO 8601 text that Python's datetime.fromisoformat accepts once every Z is read as +00:00 (rule atif.timestamp_format; spec/atif/README.md lists the forms).
   */
  timestamp?: string | null;
  /**
   * Who produced the step.
   */
  source: "system" | "user" | "agent";
  /**
   * Model that produced this agent step; overrides agent.model_name.
   */
  model_name?: string | null;
  /**
   * Reasoning effort requested for this agent step: a label such as low, or a number.
   */
  reasoning_effort?: string | number | null;
  /**
   * What the step said: a string, or (since ATIF v1.6) an array of content parts. Both may be empty.
   */
  message: string | ContentPart[];
  /**
   * The model's reasoning text for this agent step.
   */
  reasoning_content?: string | null;
  /**
   * Tool calls the agent made in this step. Presence counts: an empty array on a non-agent step breaks rule atif.agent_only_field.
   */
  tool_calls?: ToolCall[] | null;
  /**
   * Results the step received: tool outputs, or on system steps the outcome of a system operation (system steps since ATIF v1.2).
   */
  observation?: Observation | null;
  /**
   * Token and cost figures of the LLM call(s) behind this agent step.
   */
  metrics?: Metrics | null;
  /**
   * Number of LLM calls this step stands for: 1 for one inference, more than 1 when metrics are aggregated, 0 on an agent step for a deterministic dispatch (then metrics and reasoning_content must be absent, rule atif.deterministic_step_fields); null when not tracked. Since ATIF v1.7.
   */
  llm_call_count?: number | null;
  /**
   * True when the step was copied from an earlier trajectory as context rather than happening in this one; consumers building training data leave such steps out.
   */
  is_copied_context?: boolean | null;
  /**
   * Producer-specific data about the step; any JSON object (for example the context_management convention on system steps).
   */
  extra?: {
    [k: string]: unknown;
  } | null;
}
/**
 * One tool (function) call made by an agent step.
 */
export interface ToolCall {
  /**
   * Id of the call; observation results point at it with source_call_id. Meant to be unique within its step (rule atif.tool_call_id_duplicate).
   */
  tool_call_id: string;
  /**
   * Name of the tool called; may be empty.
   */
  function_name: string;
  /**
   * Arguments of the call as a JSON object (not a JSON-encoded string, not an array); may be empty.
   */
  arguments: {
    [k: string]: unknown;
  };
  /**
   * Producer-specific data about the call; any JSON object. Since ATIF v1.7.
   */
  extra?: {
    [k: string]: unknown;
  } | null;
}
/**
 * One ATIF v1.7 trajectory document: the agent that ran, its steps in order and, optionally, aggregate metrics and embedded subagent trajectories. Every optional member may also be written as null, which means the same as leaving it out. Cross-field rules (sequential step ids, agent-only fields, tool-call references and more) are in spec/rules/atif.json.
 */
export interface Trajectory {
  /**
   * The ATIF version the document follows; this schema is for ATIF-v1.7. Documents declaring ATIF-v1.0 to ATIF-v1.6 are checked against the v1.7 schema plus the version table spec/atif/versions.json.
   */
  schema_version: "ATIF-v1.7";
  /**
   * Run-scoped id of the agent session. It may repeat across a parent, its subagents and continuations of the same run; it does not identify this document (trajectory_id does). Required in ATIF v1.0 to v1.6, optional from v1.7.
   */
  session_id?: string | null;
  /**
   * Id of this trajectory document. Optional on a standalone document; required on every embedded subagent and unique among the siblings of one subagent_trajectories array (rules atif.subagent_trajectory_id_required and atif.subagent_trajectory_id_unique). Since ATIF v1.7.
   */
  trajectory_id?: string | null;
  /**
   * The agent that produced the trajectory.
   */
  agent: Agent;
  /**
   * The steps in the order they happened; at least one. step_id of the i-th step (counting from 0) is i+1 (rule atif.step_id_sequential).
   *
   * @minItems 1
   */
  steps: [Step, ...Step[]];
  /**
   * Free text for readers, for example an explanation of why final_metrics.total_steps differs from the number of steps.
   */
  notes?: string | null;
  /**
   * Totals over the whole trajectory; null or absent when not reported.
   */
  final_metrics?: FinalMetrics | null;
  /**
   * Reference (path, URL or other locator) of the document that continues this trajectory; not checked for form.
   */
  continued_trajectory_ref?: string | null;
  /**
   * Producer-specific data about the trajectory; any JSON object. Since ATIF v1.1.
   */
  extra?: {
    [k: string]: unknown;
  } | null;
  /**
   * Complete trajectories of subagents, embedded in this document. Each element is a full Trajectory of the same schema_version, checked with every rule on its own (its steps count again from 1). Since ATIF v1.7.
   */
  subagent_trajectories?: Trajectory[] | null;
}
