/* Generated from the trajspec schemas (spec/) by json-schema-to-typescript 16.0.0. Do not edit by hand. */

/**
 * Why a trajectory was left out. `rejected`: the document failed its checks (ATIF findings; for rollout rows the strict ATIF export's); `reward_missing` / `reward_below_min`: --min-reward; `unhealthy`: --healthy-only (the health verdict is not healthy); `failed`: --drop-failed (the invocation did not complete); `truncated`: --drop-truncated (the conversation does not end with an assistant message, or a model response was incomplete); `content_parts`: a message or result with a content part that is not text (an image, audio), which text rows cannot hold; `no_assistant_message`: nothing to train on; `too_many_messages` / `too_many_chars`: --max-messages / --max-chars; `duplicate_conversation`: --dedupe, the same messages and tools as an earlier row; `not_sampled`: --sample left it out.
 */
export type DropReason =
  | "rejected"
  | "reward_missing"
  | "reward_below_min"
  | "unhealthy"
  | "failed"
  | "truncated"
  | "content_parts"
  | "no_assistant_message"
  | "too_many_messages"
  | "too_many_chars"
  | "duplicate_conversation"
  | "not_sampled";
/**
 * One training row of `trajspec export --format messages`: one ATIF trajectory (each embedded subagent trajectory its own row) as chat `messages` and `tools`, in the dialect `trl` (tool-call arguments as JSON objects, reasoning in `reasoning_content`, row metadata in columns of their own) or `openai` (the OpenAI fine-tuning line: arguments as JSON strings, no reasoning, `weight` on assistant messages, `parallel_tool_calls`, no other column).
 */
export type MessagesRow = TrlMessagesRow | OpenAiMessagesRow;
export type TrlMessage = TextMessage | TrlAssistantMessage | TrlToolMessage;
/**
 * The trajectory's `agent.tool_definitions`, verbatim (OpenAI function-calling shaped objects); empty when it has none.
 *
 * Items: One tool definition, as the agent declared it.
 */
export type ToolDefinitions = {
  [k: string]: unknown;
}[];
export type OpenAiMessage = TextMessage | OpenAiAssistantMessage | OpenAiToolMessage;

/**
 * Every type of the export 1.0 schemas, by schema title: Export10Types["LossReport"] is LossReport.
 */
export interface Export10Types {
  LossReport: LossReport;
  MessagesRow: MessagesRow;
}
/**
 * loss_report.json of `trajspec export --format messages`: every trajectory in, every row out, and each trajectory left out with its reason. `trajectories_in` = `rows_out` + the length of `dropped`.
 */
export interface LossReport {
  /**
   * Every trajectory read: each accepted document's own trajectory and each embedded subagent trajectory, and one for each rejected document.
   */
  trajectories_in: number;
  /**
   * Rows written, in all shards.
   */
  rows_out: number;
  /**
   * Each trajectory left out, in input order; those --sample left out come last (the sample is drawn once every row is known).
   */
  dropped: DroppedTrajectory[];
  /**
   * How many trajectories each reason left out. Reasons that left nothing out are absent.
   */
  dropped_by_reason: {
    /**
     * Trajectories left out as `rejected`.
     */
    rejected?: number;
    /**
     * Trajectories left out as `reward_missing`.
     */
    reward_missing?: number;
    /**
     * Trajectories left out as `reward_below_min`.
     */
    reward_below_min?: number;
    /**
     * Trajectories left out as `unhealthy`.
     */
    unhealthy?: number;
    /**
     * Trajectories left out as `failed`.
     */
    failed?: number;
    /**
     * Trajectories left out as `truncated`.
     */
    truncated?: number;
    /**
     * Trajectories left out as `content_parts`.
     */
    content_parts?: number;
    /**
     * Trajectories left out as `no_assistant_message`.
     */
    no_assistant_message?: number;
    /**
     * Trajectories left out as `too_many_messages`.
     */
    too_many_messages?: number;
    /**
     * Trajectories left out as `too_many_chars`.
     */
    too_many_chars?: number;
    /**
     * Trajectories left out as `duplicate_conversation`.
     */
    duplicate_conversation?: number;
    /**
     * Trajectories left out as `not_sampled`.
     */
    not_sampled?: number;
  };
  /**
   * Steps and observation results left out of the rows written, by reason; reasons that left nothing out are absent.
   */
  steps_dropped: {
    /**
     * Steps with `is_copied_context: true` (ATIF v1.7 RFC: SFT consumers MUST filter them).
     */
    copied_context?: number;
    /**
     * Agent steps with `llm_call_count: 0` (ATIF v1.7 RFC: SFT MUST drop them).
     */
    deterministic_dispatch?: number;
    /**
     * Observation results without a `source_call_id`: no chat role holds them.
     */
    result_without_call?: number;
  };
  /**
   * The dialect of the rows (--dialect).
   */
  dialect: "trl" | "openai";
  /**
   * The format of the shards (--file-format).
   */
  file_format: "jsonl" | "parquet";
  /**
   * The shards written, in order, with their rows.
   */
  shards: Shard[];
}
export interface DroppedTrajectory {
  /**
   * The trajectory's id; null when unknown (a document that could not be read).
   */
  trajectory_id: string | null;
  /**
   * Why it was left out.
   */
  reason: DropReason;
  /**
   * For `rejected`: the codes of its findings.
   *
   * @minItems 1
   */
  codes?: [string, ...string[]];
  /**
   * The input file of the document.
   */
  file?: string;
  /**
   * Its line in a JSON Lines input.
   */
  line?: number;
}
export interface Shard {
  /**
   * The shard's file name, in the output folder.
   */
  file: string;
  /**
   * The rows it holds.
   */
  rows: number;
}
/**
 * A row in the `trl` dialect (Hugging Face TRL SFTTrainer's conversational `messages` + `tools`).
 */
export interface TrlMessagesRow {
  /**
   * The conversation in step order: system, user and assistant messages, and a tool message for every observation result that answers a tool call, right after its assistant message.
   *
   * @minItems 1
   */
  messages: [TrlMessage, ...TrlMessage[]];
  /**
   * The trajectory's `agent.tool_definitions`, verbatim; empty when it has none.
   */
  tools: ToolDefinitions;
  /**
   * The trajectory's `trajectory_id` (before ATIF v1.7: its `session_id`); null when it has neither.
   */
  trajectory_id: string | null;
  /**
   * For an embedded subagent trajectory, the `trajectory_id` of the trajectory that embeds it; null for a document's own trajectory.
   */
  parent_trajectory_id: string | null;
  /**
   * The trajectory's `session_id`, null when absent.
   */
  session_id: string | null;
  /**
   * The rollout's `task_id` (rollout rows only; null otherwise and for subagent rows).
   */
  task_id: string | null;
  /**
   * The rollout's reward (rollout rows only; null otherwise and for subagent rows).
   */
  reward: number | null;
  /**
   * `agent.model_name`, null when absent.
   */
  model_name: string | null;
  /**
   * `final_metrics.total_prompt_tokens`, null when absent.
   */
  prompt_tokens: number | null;
  /**
   * `final_metrics.total_completion_tokens`, null when absent.
   */
  completion_tokens: number | null;
  /**
   * How many of the kept assistant messages stand for several model calls (`llm_call_count` above 1).
   */
  aggregated_steps: number;
}
export interface TextMessage {
  /**
   * Who speaks.
   */
  role: "system" | "user";
  /**
   * The text of the step's message or of the observation result.
   */
  content: string;
}
export interface TrlAssistantMessage {
  /**
   * Who speaks.
   */
  role: "assistant";
  /**
   * The text of the step's message or of the observation result.
   */
  content: string;
  /**
   * The step's `reasoning_content`, when it has one.
   */
  reasoning_content?: string;
  /**
   * The step's tool calls, in order.
   *
   * @minItems 1
   */
  tool_calls?: [
    {
      /**
       * The call's `tool_call_id`.
       */
      id: string;
      /**
       * Always `function`.
       */
      type: "function";
      /**
       * The function called.
       */
      function: {
        /**
         * The call's `function_name`.
         */
        name: string;
        /**
         * The call's `arguments`, the JSON object itself.
         */
        arguments: {
          [k: string]: unknown;
        };
      };
    },
    ...{
      /**
       * The call's `tool_call_id`.
       */
      id: string;
      /**
       * Always `function`.
       */
      type: "function";
      /**
       * The function called.
       */
      function: {
        /**
         * The call's `function_name`.
         */
        name: string;
        /**
         * The call's `arguments`, the JSON object itself.
         */
        arguments: {
          [k: string]: unknown;
        };
      };
    }[]
  ];
}
export interface TrlToolMessage {
  /**
   * Who speaks.
   */
  role: "tool";
  /**
   * The result's `source_call_id`.
   */
  tool_call_id: string;
  /**
   * The `function_name` of the call it answers.
   */
  name: string;
  /**
   * The text of the step's message or of the observation result.
   */
  content: string;
}
/**
 * A row in the `openai` dialect: one line of an OpenAI chat fine-tuning file (FineTuneChatRequestInput).
 */
export interface OpenAiMessagesRow {
  /**
   * The conversation in step order.
   *
   * @minItems 1
   */
  messages: [OpenAiMessage, ...OpenAiMessage[]];
  /**
   * The trajectory's `agent.tool_definitions`, verbatim; empty when it has none.
   */
  tools: ToolDefinitions;
  /**
   * Whether some assistant message of the row calls more than one tool.
   */
  parallel_tool_calls: boolean;
}
export interface OpenAiAssistantMessage {
  /**
   * Who speaks.
   */
  role: "assistant";
  /**
   * The text of the step's message or of the observation result.
   */
  content: string;
  /**
   * 1: trained on; 0: not (the step stands for several model calls, or for another model than the agent's).
   */
  weight: 0 | 1;
  /**
   * The step's tool calls, in order.
   *
   * @minItems 1
   */
  tool_calls?: [
    {
      /**
       * The call's `tool_call_id`.
       */
      id: string;
      /**
       * Always `function`.
       */
      type: "function";
      /**
       * The function called.
       */
      function: {
        /**
         * The call's `function_name`.
         */
        name: string;
        /**
         * The call's `arguments` as JSON text.
         */
        arguments: string;
      };
    },
    ...{
      /**
       * The call's `tool_call_id`.
       */
      id: string;
      /**
       * Always `function`.
       */
      type: "function";
      /**
       * The function called.
       */
      function: {
        /**
         * The call's `function_name`.
         */
        name: string;
        /**
         * The call's `arguments` as JSON text.
         */
        arguments: string;
      };
    }[]
  ];
}
export interface OpenAiToolMessage {
  /**
   * Who speaks.
   */
  role: "tool";
  /**
   * The `source_call_id` of the result: the call it answers.
   */
  tool_call_id: string;
  /**
   * The text of the step's message or of the observation result.
   */
  content: string;
}
