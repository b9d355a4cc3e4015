/* Generated from the trajspec schemas (spec/) by json-schema-to-typescript 16.0.0. Do not edit by hand. */

/**
 * Every type of the atif 1.8 schemas, by schema title: Atif18Types["Agent"] is Agent.
 */
export interface Atif18Types {
  Agent: Agent;
  AudioSource: AudioSource;
  ContentPart: ContentPart;
  FinalMetrics: FinalMetrics;
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
 * Where an audio clip is stored: a relative path, an absolute path or a URL. Since ATIF v1.8.
 */
export interface AudioSource {
  /**
   * MIME type of the audio, in its canonical lower-case spelling. Harbor also accepts and rewrites aliases such as audio/mp3; trajspec accepts only the canonical names (spec/atif/README.md).
   */
  media_type:
    "audio/wav" | "audio/mpeg" | "audio/mp4" | "audio/aac" | "audio/ogg" | "audio/flac" | "audio/webm" | "audio/aiff";
  /**
   * Relative path, absolute path or URL of the audio; not checked for form.
   */
  path: string;
  /**
   * Length of the clip in seconds.
   */
  duration_sec?: number | null;
}
/**
 * One part of a multimodal message or result: a text part carries text, a media part carries a source (rule atif.content_part_fields). Since ATIF v1.6; audio parts since v1.8.
 */
export interface ContentPart {
  /**
   * Kind of the part; audio since ATIF v1.8.
   */
  type: "text" | "image" | "audio";
  /**
   * The text of a text part; may be empty. Absent on media parts.
   */
  text?: string | null;
  /**
   * The media of an image or audio part (rule atif.content_part_fields); its kind matches the part's type (rule atif.content_part_source_kind).
   */
  source?: ImageSource | AudioSource | null;
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
 * One ATIF v1.8 trajectory document: the agent that ran, its steps in order and, optionally, aggregate metrics and embedded subagent trajectories. Every optional member may also be written as null, which means the same as leaving it out. Cross-field rules (sequential step ids, agent-only fields, tool-call references and more) are in spec/rules/atif.json.
 */
export interface Trajectory {
  /**
   * The ATIF version the document follows; this schema is for ATIF-v1.8. Documents declaring ATIF-v1.0 to ATIF-v1.6 are checked against the v1.7 schema plus the version table spec/atif/versions.json.
   */
  schema_version: "ATIF-v1.8";
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
