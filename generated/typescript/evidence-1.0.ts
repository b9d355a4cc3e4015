/* Generated from the trajspec schemas (spec/) by json-schema-to-typescript 16.0.0. Do not edit by hand. */

/**
 * One item of an invocation's model-visible conversation, in the vocabulary of the Responses API, tagged by type. The type must name one of the known item types; only a message may leave it out (the Responses API's easy input message), so the union has no discriminator annotation. Each item is open to further keys.
 */
export type ConversationItem =
  | MessageItem
  | FunctionCallItem
  | FunctionCallOutputItem
  | ReasoningItem
  | McpCallItem
  | McpListToolsItem
  | McpApprovalRequestItem
  | FileSearchCallItem
  | WebSearchCallItem
  | ComputerCallItem
  | ImageGenerationCallItem
  | CodeInterpreterCallItem
  | LocalShellCallItem
  | CustomToolCallItem
  | ComputerCallOutputItem
  | CustomToolCallOutputItem
  | LocalShellCallOutputItem
  | McpApprovalResponseItem
  | ApplyPatchCallItem
  | ApplyPatchCallOutputItem
  | CompactionItem
  | ShellCallItem
  | ShellCallOutputItem
  | ToolSearchCallItem
  | ToolSearchOutputItem
  | CompactionTriggerItem
  | AdditionalToolsItem;
/**
 * One content part of a message, tagged by type: an input part (text, image, file, video) or an output part (text, refusal).
 */
export type MessageContentPart =
  InputTextPart | InputImagePart | InputFilePart | InputVideoPart | OutputTextPart | RefusalPart;
/**
 * One content part of a tool result, tagged by type.
 */
export type FunctionCallOutputContentPart = InputTextPart | InputImagePart | InputFilePart;
/**
 * One of the 9 kinds, tagged by type.
 */
export type ComputerCallAction =
  | ComputerCallActionClick
  | ComputerCallActionDoubleClick
  | ComputerCallActionDrag
  | ComputerCallActionKeypress
  | ComputerCallActionMove
  | ComputerCallActionScreenshot
  | ComputerCallActionScroll
  | ComputerCallActionType
  | ComputerCallActionWait;
/**
 * One of the 2 kinds, tagged by type.
 */
export type ShellCallEnvironment = ShellCallLocalEnvironment | ShellCallContainerReference;
/**
 * One record of an observation bundle, tagged by kind.
 */
export type AgentObservationRecord =
  AgentInvocation | ToolCallObservation | ContextCompactionObservation | SandboxObservation;
/**
 * One line of rollouts-<shard>_materialized_inputs.jsonl: a try the shard is meant to hold, as it is dispatched. It is a task input row (InputRow: the task's own fields, typed where Gym reads them) plus the identity keys, with _ng_rollout_id the shard key <run_id>-<base>; it carries none of a result's keys (response, reward, the ng_* evidence, _ng_failure_*, _ng_no_persist). A shard's own file has no attempt index; the rows a resume still needs (trajspec status --resume-out) carry the attempt they are dispatched as. Open, as an input row is.
 */
export type MaterializedInputRow = InputRow & MaterializedInputRow1;

/**
 * Every type of the evidence 1.0 schemas, by schema title: Evidence10Types["AdditionalToolsItem"] is AdditionalToolsItem.
 */
export interface Evidence10Types {
  AdditionalToolsItem: AdditionalToolsItem;
  AgentInvocation: AgentInvocation;
  AgentObservationBundle: AgentObservationBundle;
  AgentObservationRecord: AgentObservationRecord;
  AgentRef: AgentRef;
  ApplyPatchCallItem: ApplyPatchCallItem;
  ApplyPatchCallOutputItem: ApplyPatchCallOutputItem;
  BatchStatus: BatchStatus;
  CaptureExchange: CaptureExchange;
  CaptureMetrics: CaptureMetrics;
  CapturedToolCall: CapturedToolCall;
  CodeInterpreterCallItem: CodeInterpreterCallItem;
  CollectionConfig: CollectionConfig;
  CompactionItem: CompactionItem;
  CompactionTriggerItem: CompactionTriggerItem;
  ComputerCallItem: ComputerCallItem;
  ComputerCallOutputItem: ComputerCallOutputItem;
  ContextCompactionObservation: ContextCompactionObservation;
  ConversationItem: ConversationItem;
  CoverageReport: CoverageReport;
  CustomToolCallItem: CustomToolCallItem;
  CustomToolCallOutputItem: CustomToolCallOutputItem;
  FileSearchCallItem: FileSearchCallItem;
  FunctionCallItem: FunctionCallItem;
  FunctionCallOutputContentPart: FunctionCallOutputContentPart;
  FunctionCallOutputItem: FunctionCallOutputItem;
  HealthFinding: HealthFinding;
  ImageGenerationCallItem: ImageGenerationCallItem;
  InputFilePart: InputFilePart;
  InputImagePart: InputImagePart;
  InputRow: InputRow;
  InputTextPart: InputTextPart;
  InputVideoPart: InputVideoPart;
  LocalShellCallItem: LocalShellCallItem;
  LocalShellCallOutputItem: LocalShellCallOutputItem;
  MaterializedInputRow: MaterializedInputRow;
  MaterializedTaskId: MaterializedTaskId;
  McpApprovalRequestItem: McpApprovalRequestItem;
  McpApprovalResponseItem: McpApprovalResponseItem;
  McpCallItem: McpCallItem;
  McpListToolsItem: McpListToolsItem;
  MessageContentPart: MessageContentPart;
  MessageItem: MessageItem;
  ModelCallCapture: ModelCallCapture;
  ModelCallRecord: ModelCallRecord;
  ModelCallRef: ModelCallRef;
  ModelServerRef: ModelServerRef;
  NgPerf: NgPerf;
  ObservationGap: ObservationGap;
  OmittedRollout: OmittedRollout;
  OutputTextPart: OutputTextPart;
  PerfSummary: PerfSummary;
  QualitySummary: QualitySummary;
  ReasoningItem: ReasoningItem;
  ReasoningTextPart: ReasoningTextPart;
  RefusalPart: RefusalPart;
  ResponseCreateParams: ResponseCreateParams;
  RolloutFailureRecord: RolloutFailureRecord;
  RolloutRow: RolloutRow;
  RolloutVerdict: RolloutVerdict;
  SandboxObservation: SandboxObservation;
  ShardFile: ShardFile;
  ShardManifest: ShardManifest;
  ShardManifestFiles: ShardManifestFiles;
  ShellCallItem: ShellCallItem;
  ShellCallOutputItem: ShellCallOutputItem;
  SummaryTextPart: SummaryTextPart;
  ToolCallObservation: ToolCallObservation;
  ToolSearchCallItem: ToolSearchCallItem;
  ToolSearchOutputItem: ToolSearchOutputItem;
  TrajectoryIdentity: TrajectoryIdentity;
  TrajectoryModelCall: TrajectoryModelCall;
  TrajectoryRecord: TrajectoryRecord;
  TrajectoryResponseMetadata: TrajectoryResponseMetadata;
  TrajectoryTokenStats: TrajectoryTokenStats;
  TrajectoryToolCall: TrajectoryToolCall;
  TrajectoryTurn: TrajectoryTurn;
  WebSearchCallItem: WebSearchCallItem;
}
/**
 * Tools made available to the model part-way through the conversation. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface AdditionalToolsItem {
  /**
   * Item tag.
   */
  type: "additional_tools";
  /**
   * Author of the item; always developer.
   */
  role: "developer";
  /**
   * The tools added.
   */
  tools: {
    [k: string]: unknown;
  }[];
  /**
   * The unique ID of this additional tools item.
   */
  id?: string | null;
  [k: string]: unknown;
}
/**
 * One run of an agent (the root agent or a subagent): its outcome, the model calls it owns and its model-visible conversation.
 */
export interface AgentInvocation {
  /**
   * Record tag of an invocation.
   */
  kind: "agent_invocation";
  /**
   * Stable id of the invocation, unique within its bundle or trajectory.
   */
  invocation_id: string;
  /**
   * Invocation that spawned this one; null for a root invocation. It may name an invocation that is not part of the document.
   */
  parent_invocation_id?: string | null;
  /**
   * Tool call of the parent invocation that spawned this one, when known.
   */
  spawned_by_tool_call_id?: string | null;
  /**
   * Outcome of the invocation; unknown when it was not observed.
   */
  status?: "completed" | "failed" | "incomplete" | "unknown";
  /**
   * Wall-clock duration of the invocation in milliseconds.
   */
  duration_ms?: number | null;
  /**
   * Class or category of the error that ended the invocation, if any.
   */
  error_type?: string | null;
  /**
   * Model calls this invocation made; list order follows the producer.
   */
  model_calls?: ModelCallRef[];
  /**
   * Model-visible history of the invocation as Responses-API items, tool calls and their outputs included.
   */
  conversation?: ConversationItem[];
}
/**
 * Points at one model call, either by its capture id or by the pair of model server and provider response id. Which combinations are sufficient is the rule model_call_ref.join_key; a ref may carry all three keys once joined.
 */
export interface ModelCallRef {
  /**
   * Capture id of the referenced call, as assigned by the model server when it recorded the exchange. An empty string counts as absent.
   */
  model_call_id?: string | null;
  /**
   * Model server that served the call; together with response_id it identifies the call when no model_call_id is known.
   */
  model_ref?: ModelServerRef | null;
  /**
   * Response id returned by the provider for the call. An empty string counts as absent.
   */
  response_id?: string | null;
}
/**
 * Names the Gym model-server instance that served a model call. Two references denote the same server when both type and name are equal.
 */
export interface ModelServerRef {
  /**
   * Kind of server referenced; model calls are always served by a Responses-API model server, so this is the only value.
   */
  type: "responses_api_models";
  /**
   * Instance name of the model server in the run configuration, for example policy_model.
   */
  name: string;
}
/**
 * A message of the conversation from a user, the assistant, the system or a developer. Its type may be left out (the Responses API's easy input message, whose type defaults to message). Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface MessageItem {
  /**
   * Item tag; may be absent, which means message.
   */
  type?: "message";
  /**
   * Author of the message.
   */
  role: "user" | "assistant" | "system" | "developer";
  /**
   * Content of the message: a string, or a list of content parts.
   */
  content: string | MessageContentPart[];
  /**
   * Provider id of the message; output messages carry one.
   */
  id?: string;
  /**
   * Completion state of the message.
   */
  status?: "in_progress" | "completed" | "incomplete";
  /**
   * Whether an assistant message is interim commentary or the final answer, when the provider says.
   */
  phase?: "commentary" | "final_answer" | null;
  /**
   * Token ids of the prompt that produced this item, for training. Present together with generation_token_ids and generation_log_probs (rule conversation_item.token_metadata_complete).
   */
  prompt_token_ids?: number[];
  /**
   * Token ids the model generated for this item, for training.
   */
  generation_token_ids?: number[];
  /**
   * Log probability of each generated token, for training.
   */
  generation_log_probs?: number[];
  /**
   * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested array of expert indices.
   */
  routed_experts?: string | number[][][] | null;
  [k: string]: unknown;
}
/**
 * Plain text given to the model. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface InputTextPart {
  /**
   * Content part tag.
   */
  type: "input_text";
  /**
   * The text.
   */
  text: string;
  [k: string]: unknown;
}
/**
 * An image given to the model, by URL (a data URL allowed) or by uploaded file id. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface InputImagePart {
  /**
   * Content part tag.
   */
  type: "input_image";
  /**
   * Resolution at which the model should look at the image.
   */
  detail: "low" | "high" | "auto" | "original";
  /**
   * URL or data URL of the image.
   */
  image_url?: string | null;
  /**
   * Id of an uploaded image file.
   */
  file_id?: string | null;
  [k: string]: unknown;
}
/**
 * A file given to the model, inline or by reference. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface InputFilePart {
  /**
   * Content part tag.
   */
  type: "input_file";
  /**
   * Inline content of the file.
   */
  file_data?: string | null;
  /**
   * Id of an uploaded file.
   */
  file_id?: string | null;
  /**
   * URL of the file.
   */
  file_url?: string;
  /**
   * Name of the file.
   */
  filename?: string | null;
  /**
   * Resolution hint for the file's rendering.
   */
  detail?: string | null;
  [k: string]: unknown;
}
/**
 * A video given to the model (a Gym extension of the input parts). Exactly one of video_url and video is set (rule content_part.input_video_source). Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface InputVideoPart {
  /**
   * Content part tag.
   */
  type: "input_video";
  /**
   * URL of the video; non-empty when given.
   */
  video_url?: string;
  /**
   * Video reference in the form the model server accepts; non-empty when given.
   */
  video?: string;
  [k: string]: unknown;
}
/**
 * Text the model produced. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface OutputTextPart {
  /**
   * Content part tag.
   */
  type: "output_text";
  /**
   * The generated text.
   */
  text: string;
  /**
   * Citations and other annotations attached to the text; may be empty.
   */
  annotations: unknown[];
  /**
   * Per-token log probabilities, when requested.
   */
  logprobs?: unknown[] | null;
  [k: string]: unknown;
}
/**
 * A refusal produced by the model instead of an answer. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface RefusalPart {
  /**
   * Content part tag.
   */
  type: "refusal";
  /**
   * Text of the refusal.
   */
  refusal: string;
  [k: string]: unknown;
}
/**
 * A function (tool) call requested by the model. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface FunctionCallItem {
  /**
   * Item tag.
   */
  type: "function_call";
  /**
   * Arguments of the call as the model wrote them, normally JSON text.
   */
  arguments: string;
  /**
   * Id that pairs the call with its function_call_output.
   */
  call_id: string;
  /**
   * Name of the function.
   */
  name: string;
  /**
   * Provider id of the item.
   */
  id?: string | null;
  /**
   * Completion state of the item.
   */
  status?: "in_progress" | "completed" | "incomplete" | null;
  /**
   * Namespace that qualifies the function name, when the provider uses one.
   */
  namespace?: string | null;
  /**
   * Token ids of the prompt that produced this item, for training. Present together with generation_token_ids and generation_log_probs (rule conversation_item.token_metadata_complete).
   */
  prompt_token_ids?: number[];
  /**
   * Token ids the model generated for this item, for training.
   */
  generation_token_ids?: number[];
  /**
   * Log probability of each generated token, for training.
   */
  generation_log_probs?: number[];
  /**
   * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested array of expert indices.
   */
  routed_experts?: string | number[][][] | null;
  [k: string]: unknown;
}
/**
 * The result of a function call as returned to the model. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface FunctionCallOutputItem {
  /**
   * Item tag.
   */
  type: "function_call_output";
  /**
   * Call id of the function_call this output answers.
   */
  call_id: string;
  /**
   * Result given to the model: a string, or a list of content parts.
   */
  output: string | FunctionCallOutputContentPart[];
  /**
   * Provider id of the item.
   */
  id?: string | null;
  /**
   * Completion state of the item.
   */
  status?: "in_progress" | "completed" | "incomplete" | null;
  [k: string]: unknown;
}
/**
 * Reasoning the model produced before its visible output. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface ReasoningItem {
  /**
   * Item tag.
   */
  type: "reasoning";
  /**
   * Provider id of the reasoning item.
   */
  id: string;
  /**
   * Summary of the reasoning, possibly empty.
   */
  summary: SummaryTextPart[];
  /**
   * Opaque encrypted reasoning that can be sent back to the provider.
   */
  encrypted_content?: string | null;
  /**
   * Raw reasoning text parts, when the provider exposes them.
   */
  content?: ReasoningTextPart[] | null;
  /**
   * Token ids of the prompt that produced this item, for training. Present together with generation_token_ids and generation_log_probs (rule conversation_item.token_metadata_complete).
   */
  prompt_token_ids?: number[];
  /**
   * Token ids the model generated for this item, for training.
   */
  generation_token_ids?: number[];
  /**
   * Log probability of each generated token, for training.
   */
  generation_log_probs?: number[];
  /**
   * Mixture-of-experts routing of the generated tokens: an encoded string, or a three-level nested array of expert indices.
   */
  routed_experts?: string | number[][][] | null;
  [k: string]: unknown;
}
/**
 * One paragraph of a reasoning summary. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface SummaryTextPart {
  /**
   * Content part tag.
   */
  type: "summary_text";
  /**
   * The summary text.
   */
  text: string;
  [k: string]: unknown;
}
/**
 * Raw reasoning text of the model. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface ReasoningTextPart {
  /**
   * Content part tag.
   */
  type: "reasoning_text";
  /**
   * The reasoning text.
   */
  text: string;
  [k: string]: unknown;
}
/**
 * A call of a tool on an MCP server. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface McpCallItem {
  /**
   * Item tag.
   */
  type: "mcp_call";
  /**
   * The unique ID of the tool call.
   */
  id?: string | null;
  /**
   * Arguments of the tool call.
   */
  arguments: string;
  /**
   * Name of the MCP tool.
   */
  name: string;
  /**
   * The label of the MCP server running the tool.
   */
  server_label?: string | null;
  /**
   * Unique identifier for the MCP tool call approval request. Include this value in a subsequent `mcp_approval_response` input to approve or reject the corresponding tool call.
   */
  approval_request_id?: string | null;
  /**
   * The error from the tool call, if any.
   */
  error?: string | null;
  /**
   * The output from the tool call.
   */
  output?: string | null;
  /**
   * The status of the tool call.
   */
  status?: string | null;
  [k: string]: unknown;
}
/**
 * A listing of the tools an MCP server offers. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface McpListToolsItem {
  /**
   * Item tag.
   */
  type: "mcp_list_tools";
  /**
   * The unique ID of the list.
   */
  id?: string | null;
  /**
   * The label of the MCP server.
   */
  server_label?: string | null;
  /**
   * The tools available on the server.
   */
  tools?: unknown[];
  /**
   * Error message if the server could not list tools.
   */
  error?: string | null;
  [k: string]: unknown;
}
/**
 * A request for approval before an MCP tool runs. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface McpApprovalRequestItem {
  /**
   * Item tag.
   */
  type: "mcp_approval_request";
  /**
   * The unique ID of the approval request.
   */
  id?: string | null;
  /**
   * Arguments of the tool call awaiting approval.
   */
  arguments: string;
  /**
   * Name of the MCP tool.
   */
  name: string;
  /**
   * The label of the MCP server making the request.
   */
  server_label?: string | null;
  [k: string]: unknown;
}
/**
 * A hosted file search. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface FileSearchCallItem {
  /**
   * Item tag.
   */
  type: "file_search_call";
  /**
   * Provider id of the item.
   */
  id: string;
  /**
   * Queries the search ran.
   */
  queries: string[];
  /**
   * Progress of the search.
   */
  status: "in_progress" | "searching" | "completed" | "incomplete" | "failed";
  /**
   * The results of the file search tool call.
   */
  results?: FileSearchCallResult[] | null;
  [k: string]: unknown;
}
/**
 * FileSearchCallResult
 */
export interface FileSearchCallResult {
  /**
   * Set of 16 key-value pairs that can be attached to an object.
   */
  attributes?: {
    [k: string]: string | number | boolean;
  } | null;
  /**
   * The unique ID of the file.
   */
  file_id?: string | null;
  /**
   * The name of the file.
   */
  filename?: string | null;
  /**
   * The relevance score of the file - a value between 0 and 1.
   */
  score?: number | null;
  /**
   * The text that was retrieved from the file.
   */
  text?: string | null;
  [k: string]: unknown;
}
/**
 * A hosted web search. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface WebSearchCallItem {
  /**
   * Item tag.
   */
  type: "web_search_call";
  /**
   * Provider id of the item.
   */
  id: string;
  /**
   * The search action taken.
   */
  action: WebSearchCallActionSearch | WebSearchCallActionOpenPage | WebSearchCallActionFind;
  /**
   * Progress of the search.
   */
  status: "in_progress" | "searching" | "completed" | "failed";
  [k: string]: unknown;
}
/**
 * Action type "search" - Performs a web search query.
 */
export interface WebSearchCallActionSearch {
  /**
   * The action type.
   */
  type: "search";
  /**
   * The search queries.
   */
  queries?: string[] | null;
  /**
   * The search query.
   */
  query?: string | null;
  /**
   * The sources used in the search.
   */
  sources?: WebSearchCallActionSearchSource[] | null;
  [k: string]: unknown;
}
/**
 * A source used in the search.
 */
export interface WebSearchCallActionSearchSource {
  /**
   * The type of source. Always `url`.
   */
  type: "url";
  /**
   * The URL of the source.
   */
  url: string;
  [k: string]: unknown;
}
/**
 * Action type "open_page" - Opens a specific URL from search results.
 */
export interface WebSearchCallActionOpenPage {
  /**
   * The action type.
   */
  type: "open_page";
  /**
   * The URL opened by the model.
   */
  url?: string | null;
  [k: string]: unknown;
}
/**
 * Action type "find_in_page": Searches for a pattern within a loaded page.
 */
export interface WebSearchCallActionFind {
  /**
   * The pattern or text to search for within the page.
   */
  pattern: string;
  /**
   * The action type.
   */
  type: "find_in_page";
  /**
   * The URL of the page searched for the pattern.
   */
  url: string;
  [k: string]: unknown;
}
/**
 * A computer-use action requested by the model. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface ComputerCallItem {
  /**
   * Item tag.
   */
  type: "computer_call";
  /**
   * Provider id of the item.
   */
  id: string;
  /**
   * Id that pairs the action with its output.
   */
  call_id: string;
  /**
   * Safety checks awaiting acknowledgement.
   */
  pending_safety_checks: ComputerCallPendingSafetyCheck[];
  /**
   * Progress of the action.
   */
  status: "in_progress" | "completed" | "incomplete";
  /**
   * A click action.
   */
  action?: ComputerCallAction | null;
  /**
   * Flattened batched actions for `computer_use`.
   */
  actions?:
    | (
        | ComputerCallActionClick
        | ComputerCallActionDoubleClick
        | ComputerCallActionDrag
        | ComputerCallActionKeypress
        | ComputerCallActionMove
        | ComputerCallActionScreenshot
        | ComputerCallActionScroll
        | ComputerCallActionType
        | ComputerCallActionWait
      )[]
    | null;
  [k: string]: unknown;
}
/**
 * A pending safety check for the computer call.
 */
export interface ComputerCallPendingSafetyCheck {
  /**
   * The ID of the pending safety check.
   */
  id: string;
  /**
   * The type of the pending safety check.
   */
  code?: string | null;
  /**
   * Details about the pending safety check.
   */
  message?: string | null;
  [k: string]: unknown;
}
/**
 * A click action.
 */
export interface ComputerCallActionClick {
  /**
   * Indicates which mouse button was pressed during the click.
   */
  button: "left" | "right" | "wheel" | "back" | "forward";
  /**
   * Specifies the event type. For a click action, this property is always `click`.
   */
  type: "click";
  /**
   * The x-coordinate where the click occurred.
   */
  x: number;
  /**
   * The y-coordinate where the click occurred.
   */
  y: number;
  /**
   * The keys being held while clicking.
   */
  keys?: string[] | null;
  [k: string]: unknown;
}
/**
 * A double click action.
 */
export interface ComputerCallActionDoubleClick {
  /**
   * The keys being held while double-clicking.
   */
  keys?: string[] | null;
  /**
   * Specifies the event type.
   */
  type: "double_click";
  /**
   * The x-coordinate where the double click occurred.
   */
  x: number;
  /**
   * The y-coordinate where the double click occurred.
   */
  y: number;
  [k: string]: unknown;
}
/**
 * A drag action.
 */
export interface ComputerCallActionDrag {
  /**
   * An array of coordinates representing the path of the drag action.
   */
  path: ComputerCallActionDragPath[];
  /**
   * Specifies the event type.
   */
  type: "drag";
  /**
   * The keys being held while dragging the mouse.
   */
  keys?: string[] | null;
  [k: string]: unknown;
}
/**
 * An x/y coordinate pair, e.g. `{ x: 100, y: 200 }`.
 */
export interface ComputerCallActionDragPath {
  /**
   * The x-coordinate.
   */
  x: number;
  /**
   * The y-coordinate.
   */
  y: number;
  [k: string]: unknown;
}
/**
 * A collection of keypresses the model would like to perform.
 */
export interface ComputerCallActionKeypress {
  /**
   * The combination of keys the model is requesting to be pressed.
   */
  keys: string[];
  /**
   * Specifies the event type.
   */
  type: "keypress";
  [k: string]: unknown;
}
/**
 * A mouse move action.
 */
export interface ComputerCallActionMove {
  /**
   * Specifies the event type.
   */
  type: "move";
  /**
   * The x-coordinate to move to.
   */
  x: number;
  /**
   * The y-coordinate to move to.
   */
  y: number;
  /**
   * The keys being held while moving the mouse.
   */
  keys?: string[] | null;
  [k: string]: unknown;
}
/**
 * A screenshot action.
 */
export interface ComputerCallActionScreenshot {
  /**
   * Specifies the event type.
   */
  type: "screenshot";
  [k: string]: unknown;
}
/**
 * A scroll action.
 */
export interface ComputerCallActionScroll {
  /**
   * The horizontal scroll distance.
   */
  scroll_x: number;
  /**
   * The vertical scroll distance.
   */
  scroll_y: number;
  /**
   * Specifies the event type.
   */
  type: "scroll";
  /**
   * The x-coordinate where the scroll occurred.
   */
  x: number;
  /**
   * The y-coordinate where the scroll occurred.
   */
  y: number;
  /**
   * The keys being held while scrolling.
   */
  keys?: string[] | null;
  [k: string]: unknown;
}
/**
 * An action to type in text.
 */
export interface ComputerCallActionType {
  /**
   * The text to type.
   */
  text: string;
  /**
   * Specifies the event type.
   */
  type: "type";
  [k: string]: unknown;
}
/**
 * A wait action.
 */
export interface ComputerCallActionWait {
  /**
   * Specifies the event type.
   */
  type: "wait";
  [k: string]: unknown;
}
/**
 * A hosted image generation. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface ImageGenerationCallItem {
  /**
   * Item tag.
   */
  type: "image_generation_call";
  /**
   * Provider id of the item.
   */
  id: string;
  /**
   * The generated image encoded in base64.
   */
  result?: string | null;
  /**
   * Progress of the generation.
   */
  status: "in_progress" | "completed" | "generating" | "failed";
  [k: string]: unknown;
}
/**
 * A hosted code-interpreter run. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface CodeInterpreterCallItem {
  /**
   * Item tag.
   */
  type: "code_interpreter_call";
  /**
   * Provider id of the item.
   */
  id: string;
  /**
   * The code to run, or null if not available.
   */
  code?: string | null;
  /**
   * Container the code ran in.
   */
  container_id: string;
  /**
   * The outputs generated by the code interpreter, such as logs or images. Can be null if no outputs are available.
   */
  outputs?: (CodeInterpreterCallOutputLogs | CodeInterpreterCallOutputImage)[] | null;
  /**
   * Progress of the run.
   */
  status: "in_progress" | "completed" | "incomplete" | "interpreting" | "failed";
  [k: string]: unknown;
}
/**
 * The logs output from the code interpreter.
 */
export interface CodeInterpreterCallOutputLogs {
  /**
   * The logs output from the code interpreter.
   */
  logs: string;
  /**
   * The type of the output. Always `logs`.
   */
  type: "logs";
  [k: string]: unknown;
}
/**
 * The image output from the code interpreter.
 */
export interface CodeInterpreterCallOutputImage {
  /**
   * The type of the output. Always `image`.
   */
  type: "image";
  /**
   * The URL of the image output from the code interpreter.
   */
  url: string;
  [k: string]: unknown;
}
/**
 * A local shell command requested by the model. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface LocalShellCallItem {
  /**
   * Item tag.
   */
  type: "local_shell_call";
  /**
   * Provider id of the item.
   */
  id: string;
  /**
   * The command to run.
   */
  action: LocalShellCallAction;
  /**
   * Id that pairs the command with its output.
   */
  call_id: string;
  /**
   * Progress of the command.
   */
  status: "in_progress" | "completed" | "incomplete";
  [k: string]: unknown;
}
/**
 * Execute a shell command on the server.
 */
export interface LocalShellCallAction {
  /**
   * The command to run.
   */
  command: string[];
  /**
   * Environment variables to set for the command.
   */
  env: {
    [k: string]: string;
  };
  /**
   * The type of the local shell action. Always `exec`.
   */
  type: "exec";
  /**
   * Optional timeout in milliseconds for the command.
   */
  timeout_ms?: number | null;
  /**
   * Optional user to run the command as.
   */
  user?: string | null;
  /**
   * Optional working directory to run the command in.
   */
  working_directory?: string | null;
  [k: string]: unknown;
}
/**
 * A call of a custom (free-form input) tool. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface CustomToolCallItem {
  /**
   * Item tag.
   */
  type: "custom_tool_call";
  /**
   * Id that pairs the call with its output.
   */
  call_id: string;
  /**
   * Input the model wrote for the tool.
   */
  input: string;
  /**
   * Name of the tool.
   */
  name: string;
  /**
   * The unique ID of the custom tool call in the OpenAI platform.
   */
  id?: string | null;
  /**
   * The namespace of the custom tool being called.
   */
  namespace?: string | null;
  [k: string]: unknown;
}
/**
 * The result of a computer-use action. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface ComputerCallOutputItem {
  /**
   * Item tag.
   */
  type: "computer_call_output";
  /**
   * Call id of the computer_call this output answers.
   */
  call_id: string;
  /**
   * Screenshot object returned for the action.
   */
  output: ComputerCallOutputScreenshot;
  /**
   * The ID of the computer tool call output.
   */
  id?: string | null;
  /**
   * The safety checks reported by the API that have been acknowledged by the developer.
   */
  acknowledged_safety_checks?: ComputerCallOutputAcknowledgedSafetyCheck[] | null;
  /**
   * The status of the message input.
   */
  status?: "in_progress" | "completed" | "incomplete" | null;
  [k: string]: unknown;
}
/**
 * A computer screenshot image used with the computer use tool.
 */
export interface ComputerCallOutputScreenshot {
  /**
   * Specifies the event type.
   */
  type: "computer_screenshot";
  /**
   * The identifier of an uploaded file that contains the screenshot.
   */
  file_id?: string | null;
  /**
   * The URL of the screenshot image.
   */
  image_url?: string | null;
  [k: string]: unknown;
}
/**
 * A pending safety check for the computer call.
 */
export interface ComputerCallOutputAcknowledgedSafetyCheck {
  /**
   * The ID of the pending safety check.
   */
  id: string;
  /**
   * The type of the pending safety check.
   */
  code?: string | null;
  /**
   * Details about the pending safety check.
   */
  message?: string | null;
  [k: string]: unknown;
}
/**
 * The result of a custom tool call. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface CustomToolCallOutputItem {
  /**
   * Item tag.
   */
  type: "custom_tool_call_output";
  /**
   * Call id of the custom_tool_call this output answers.
   */
  call_id: string;
  /**
   * Result given to the model.
   */
  output: string | (InputTextPart | InputImagePart | InputFilePart)[];
  /**
   * The unique ID of the custom tool call output in the OpenAI platform.
   */
  id?: string | null;
  [k: string]: unknown;
}
/**
 * The output of a local shell command. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface LocalShellCallOutputItem {
  /**
   * Item tag.
   */
  type: "local_shell_call_output";
  /**
   * Id of the local_shell_call this output answers.
   */
  id: string;
  /**
   * Output of the command.
   */
  output: string;
  /**
   * The status of the item. One of `in_progress`, `completed`, or `incomplete`.
   */
  status?: "in_progress" | "completed" | "incomplete" | null;
  [k: string]: unknown;
}
/**
 * The answer to an MCP approval request. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface McpApprovalResponseItem {
  /**
   * Item tag.
   */
  type: "mcp_approval_response";
  /**
   * Id of the approval request answered.
   */
  approval_request_id: string;
  /**
   * Whether the tool call was approved.
   */
  approve: boolean;
  /**
   * The unique ID of the approval response
   */
  id?: string | null;
  /**
   * Optional reason for the decision.
   */
  reason?: string | null;
  [k: string]: unknown;
}
/**
 * A file patch requested by the model. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface ApplyPatchCallItem {
  /**
   * Item tag.
   */
  type: "apply_patch_call";
  /**
   * Provider id of the item.
   */
  id: string;
  /**
   * Id that pairs the patch with its output.
   */
  call_id: string;
  /**
   * The patch operation.
   */
  operation: ApplyPatchCallOperationCreateFile | ApplyPatchCallOperationDeleteFile | ApplyPatchCallOperationUpdateFile;
  /**
   * Progress of the patch.
   */
  status: "in_progress" | "completed";
  /**
   * The ID of the entity that created this tool call.
   */
  created_by?: string | null;
  [k: string]: unknown;
}
/**
 * Instruction describing how to create a file via the apply_patch tool.
 */
export interface ApplyPatchCallOperationCreateFile {
  /**
   * Diff to apply.
   */
  diff: string;
  /**
   * Path of the file to create.
   */
  path: string;
  /**
   * Create a new file with the provided diff.
   */
  type: "create_file";
  [k: string]: unknown;
}
/**
 * Instruction describing how to delete a file via the apply_patch tool.
 */
export interface ApplyPatchCallOperationDeleteFile {
  /**
   * Path of the file to delete.
   */
  path: string;
  /**
   * Delete the specified file.
   */
  type: "delete_file";
  [k: string]: unknown;
}
/**
 * Instruction describing how to update a file via the apply_patch tool.
 */
export interface ApplyPatchCallOperationUpdateFile {
  /**
   * Diff to apply.
   */
  diff: string;
  /**
   * Path of the file to update.
   */
  path: string;
  /**
   * Update an existing file with the provided diff.
   */
  type: "update_file";
  [k: string]: unknown;
}
/**
 * The result of applying a patch. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface ApplyPatchCallOutputItem {
  /**
   * Item tag.
   */
  type: "apply_patch_call_output";
  /**
   * Provider id of the item.
   */
  id: string;
  /**
   * Call id of the apply_patch_call this output answers.
   */
  call_id: string;
  /**
   * Whether the patch applied.
   */
  status: "completed" | "failed";
  /**
   * The ID of the entity that created this tool call output.
   */
  created_by?: string | null;
  /**
   * Optional textual output returned by the apply patch tool.
   */
  output?: string | null;
  [k: string]: unknown;
}
/**
 * An opaque compaction item that stands for compacted history. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface CompactionItem {
  /**
   * Item tag.
   */
  type: "compaction";
  /**
   * Provider id of the item.
   */
  id: string;
  /**
   * Opaque compacted history.
   */
  encrypted_content: string;
  /**
   * The identifier of the actor that created the item.
   */
  created_by?: string | null;
  [k: string]: unknown;
}
/**
 * A shell command requested by the model. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface ShellCallItem {
  /**
   * Item tag.
   */
  type: "shell_call";
  /**
   * Provider id of the item.
   */
  id: string;
  /**
   * The command to run.
   */
  action: ShellCallAction;
  /**
   * Id that pairs the command with its output.
   */
  call_id: string;
  /**
   * Represents the use of a local environment to perform shell actions.
   */
  environment?: ShellCallEnvironment | null;
  /**
   * Progress of the command.
   */
  status: "in_progress" | "completed" | "incomplete";
  /**
   * The ID of the entity that created this tool call.
   */
  created_by?: string | null;
  [k: string]: unknown;
}
/**
 * The shell commands and limits that describe how to run the tool call.
 */
export interface ShellCallAction {
  /**
   * Commands.
   */
  commands: string[];
  /**
   * Optional maximum number of characters to return from each command.
   */
  max_output_length?: number | null;
  /**
   * Optional timeout in milliseconds for the commands.
   */
  timeout_ms?: number | null;
  [k: string]: unknown;
}
/**
 * Represents the use of a local environment to perform shell actions.
 */
export interface ShellCallLocalEnvironment {
  /**
   * The environment type. Always `local`.
   */
  type: "local";
  [k: string]: unknown;
}
/**
 * Represents a container created with /v1/containers.
 */
export interface ShellCallContainerReference {
  /**
   * Container id.
   */
  container_id: string;
  /**
   * The environment type. Always `container_reference`.
   */
  type: "container_reference";
  [k: string]: unknown;
}
/**
 * The output of a shell command. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface ShellCallOutputItem {
  /**
   * Item tag.
   */
  type: "shell_call_output";
  /**
   * Provider id of the item.
   */
  id: string;
  /**
   * Call id of the shell_call this output answers.
   */
  call_id: string;
  /**
   * The maximum length of the shell command output.
   */
  max_output_length?: number | null;
  /**
   * Output chunks of the command.
   */
  output: ShellCallOutputOutput[];
  /**
   * Progress of the command.
   */
  status: "in_progress" | "completed" | "incomplete";
  /**
   * The identifier of the actor that created the item.
   */
  created_by?: string | null;
  [k: string]: unknown;
}
/**
 * The content of a shell tool call output that was emitted.
 */
export interface ShellCallOutputOutput {
  /**
   * Represents either an exit outcome (with an exit code) or a timeout outcome for a shell call output chunk.
   */
  outcome: ShellCallOutputOutputOutcomeTimeout | ShellCallOutputOutputOutcomeExit;
  /**
   * The standard error output that was captured.
   */
  stderr: string;
  /**
   * The standard output that was captured.
   */
  stdout: string;
  /**
   * The identifier of the actor that created the item.
   */
  created_by?: string | null;
  [k: string]: unknown;
}
/**
 * Indicates that the shell call exceeded its configured time limit.
 */
export interface ShellCallOutputOutputOutcomeTimeout {
  /**
   * The outcome type. Always `timeout`.
   */
  type: "timeout";
  [k: string]: unknown;
}
/**
 * Indicates that the shell commands finished and returned an exit code.
 */
export interface ShellCallOutputOutputOutcomeExit {
  /**
   * Exit code from the shell process.
   */
  exit_code: number;
  /**
   * The outcome type. Always `exit`.
   */
  type: "exit";
  [k: string]: unknown;
}
/**
 * A search for tools the model may use. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface ToolSearchCallItem {
  /**
   * Item tag.
   */
  type: "tool_search_call";
  /**
   * Provider id of the item.
   */
  id: string;
  /**
   * Arguments of the search.
   */
  arguments: unknown;
  /**
   * The unique ID of the tool search call generated by the model.
   */
  call_id?: string | null;
  /**
   * Where the search is executed.
   */
  execution: "server" | "client";
  /**
   * Progress of the search.
   */
  status: "in_progress" | "completed" | "incomplete";
  /**
   * The identifier of the actor that created the item.
   */
  created_by?: string | null;
  [k: string]: unknown;
}
/**
 * The tools a tool search found. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface ToolSearchOutputItem {
  /**
   * Item tag.
   */
  type: "tool_search_output";
  /**
   * Provider id of the item.
   */
  id: string;
  /**
   * The unique ID of the tool search call generated by the model.
   */
  call_id?: string | null;
  /**
   * Where the search was executed.
   */
  execution: "server" | "client";
  /**
   * Progress of the search.
   */
  status: "in_progress" | "completed" | "incomplete";
  /**
   * Tools found.
   */
  tools: {
    [k: string]: unknown;
  }[];
  /**
   * The identifier of the actor that created the item.
   */
  created_by?: string | null;
  [k: string]: unknown;
}
/**
 * A marker that asks the provider to compact the history. Open: keys beyond those listed are kept, as the Responses vocabulary grows.
 */
export interface CompactionTriggerItem {
  /**
   * Item tag.
   */
  type: "compaction_trigger";
  [k: string]: unknown;
}
/**
 * Everything an agent harness observed about one rollout (ng_agent_observations): invocation, tool, compaction and sandbox records plus gaps for what it could not observe.
 */
export interface AgentObservationBundle {
  /**
   * Name of the producer that wrote the bundle, for example claude_code.
   */
  source: string;
  /**
   * Observation records; their order carries no meaning.
   */
  records?: AgentObservationRecord[];
  /**
   * Evidence the producer could not observe.
   */
  gaps?: ObservationGap[];
}
/**
 * The measured execution of one tool call, as observed by the harness. It joins the conversation through (invocation_id, tool_call_id).
 */
export interface ToolCallObservation {
  /**
   * Record tag of a tool-call observation.
   */
  kind: "tool_call";
  /**
   * Invocation that issued the tool call.
   */
  invocation_id: string;
  /**
   * Call id of the tool call, as in the conversation's function_call and function_call_output items.
   */
  tool_call_id: string;
  /**
   * Sandbox the tool ran in; concurrent calls may share one.
   */
  sandbox_id?: string | null;
  /**
   * Name of the tool.
   */
  tool_name?: string | null;
  /**
   * When execution started, in UTC seconds since the Unix epoch.
   */
  started_at?: number | null;
  /**
   * When execution ended, in UTC seconds since the Unix epoch; not before started_at.
   */
  completed_at?: number | null;
  /**
   * Measured execution time in milliseconds.
   */
  duration_ms?: number | null;
  /**
   * Where the timing was measured: by the tool executor, read from an artifact, or by the harness.
   */
  timing_source?: "executor" | "artifact" | "harness" | null;
  /**
   * Outcome of the execution; unknown when it was not observed.
   */
  status?: "completed" | "failed" | "timeout" | "cancelled" | "incomplete" | "unknown";
  /**
   * Class or category of the error, if the tool failed.
   */
  error_type?: string | null;
}
/**
 * One compaction of an invocation's context: what triggered it, token counts around it and the model calls on either side.
 */
export interface ContextCompactionObservation {
  /**
   * Record tag of a compaction observation.
   */
  kind: "context_compaction";
  /**
   * Invocation whose context was compacted.
   */
  invocation_id: string;
  /**
   * When the compaction was observed, in UTC seconds since the Unix epoch.
   */
  observed_at?: number | null;
  /**
   * What started the compaction, for example a token threshold or a user command.
   */
  trigger?: string | null;
  /**
   * Context size in tokens before compaction.
   */
  tokens_before?: number | null;
  /**
   * Context size in tokens after compaction.
   */
  tokens_after?: number | null;
  /**
   * Outcome of the compaction; unknown when it was not observed.
   */
  outcome?: "completed" | "failed" | "aborted" | "unknown";
  /**
   * Summary text that replaced the compacted history.
   */
  summary?: string | null;
  /**
   * Id of the first conversation item kept after compaction.
   */
  first_kept_item_id?: string | null;
  /**
   * Last call of the invocation before the compaction.
   */
  before_model_call?: ModelCallRef | null;
  /**
   * Calls that performed the compaction, for example a summarization request.
   */
  model_calls?: ModelCallRef[];
  /**
   * First call of the invocation after the compaction.
   */
  after_model_call?: ModelCallRef | null;
}
/**
 * Measured use of one sandbox during the rollout. Values are measurements, never configured limits.
 */
export interface SandboxObservation {
  /**
   * Record tag of a sandbox observation.
   */
  kind: "sandbox";
  /**
   * What the sandbox was used for.
   */
  role: "agent" | "verifier" | "environment";
  /**
   * Sandbox provider or runtime.
   */
  provider?: string | null;
  /**
   * Id of the sandbox, matching the sandbox_id of tool calls that ran in it.
   */
  sandbox_id?: string | null;
  /**
   * How the sandbox's work ended; unknown when it was not observed.
   */
  outcome?: "completed" | "failed" | "timeout" | "oom" | "sandbox_error" | "cancelled" | "unknown";
  /**
   * Exit code of the sandboxed process.
   */
  exit_code?: number | null;
  /**
   * Measured wall-clock time in seconds.
   */
  wall_time_s?: number | null;
  /**
   * Measured cumulative CPU time in seconds.
   */
  cpu_time_s?: number | null;
  /**
   * Measured peak memory use in MiB.
   */
  peak_memory_mib?: number | null;
  /**
   * Where the resource figures were measured.
   */
  resource_usage_source?: string | null;
  /**
   * Class or category of the sandbox error, if any.
   */
  error_type?: string | null;
}
/**
 * Declares a piece of evidence that could not be observed or joined, so that consumers treat the dependent facts as unknown rather than as absent. The code vocabulary is open; spec/gaps/gap_codes.json lists the known codes.
 */
export interface ObservationGap {
  /**
   * Stable identifier of the kind of missing evidence, for example turns_unavailable.
   */
  code: string;
  /**
   * Invocation the gap concerns, or null when it concerns the whole rollout.
   */
  invocation_id?: string | null;
  /**
   * Free-form qualifier such as the affected call id or an exception class name.
   */
  detail?: string | null;
}
/**
 * Names the agent server that ran a rollout. Open to further keys such as the server type.
 */
export interface AgentRef {
  /**
   * Instance name of the agent server.
   */
  name: string;
  [k: string]: unknown;
}
/**
 * rollouts-<shard>_batch_status.json: the saved progress of a shard, written in the same commit as its rows. Each try (a pair of task and rollout indices of the materialized inputs) counts once: completed when the shard holds its rollout, else failed when the sidecar holds a failed attempt of it, else omitted when it holds only omitted rows, else missing; completed + failed + omitted + missing = tries.
 */
export interface BatchStatus {
  /**
   * Version of the batch-status format.
   */
  schema_version: "1.0";
  /**
   * The shard label.
   */
  shard: string;
  /**
   * The shard's run id.
   */
  run_id: string;
  /**
   * in_progress: an intermediate commit of a recorder that is still open (or died); closed: the recorder's final commit.
   */
  state: "in_progress" | "closed";
  /**
   * Attempts after which a failed try is not dispatched again.
   */
  max_attempts: number;
  /**
   * Tries the shard is meant to hold (lines of the materialized inputs).
   */
  tries: number;
  /**
   * Tries whose rollout the shard holds.
   */
  completed: number;
  /**
   * Tries without a rollout that have at least one failed attempt in the sidecar.
   */
  failed: number;
  /**
   * Failed tries with a terminal failure: never dispatched again.
   */
  failed_terminal: number;
  /**
   * Failed tries, not terminal, whose attempts reached max_attempts.
   */
  failed_exhausted: number;
  /**
   * Tries with only omitted rows (interrupted or never started).
   */
  omitted: number;
  /**
   * Tries with no row at all.
   */
  missing: number;
  /**
   * Tries a resume still dispatches: failed but neither terminal nor exhausted, omitted, or missing.
   */
  remaining: number;
  /**
   * Failed attempts in the sidecar (omitted rows are not attempts).
   */
  attempts: number;
  /**
   * Sidecar rows per _ng_failure_class, omitted rows included.
   */
  failures_by_class: {
    /**
     * Rows of this class.
     */
    [k: string]: number;
  };
}
/**
 * One line of a <rollout_id>.capture.jsonl file: a model call exchange as the model server recorded it.
 */
export interface CaptureExchange {
  /**
   * Id the model server assigned to the exchange (a fresh 32-character lowercase hex id in Gym).
   */
  model_call_id: string;
  /**
   * API dialect of the endpoint called: Responses, Chat Completions or Anthropic Messages.
   */
  dialect: "responses" | "chat" | "messages";
  /**
   * Model server that recorded the exchange; null when the server has no name.
   */
  model_ref: ModelServerRef | null;
  /**
   * When the request was received, in UTC seconds since the Unix epoch.
   */
  started_at: number;
  /**
   * When the response was complete, in UTC seconds since the Unix epoch.
   */
  completed_at: number;
  /**
   * Total latency of the exchange in milliseconds.
   */
  latency_ms: number;
  /**
   * Milliseconds to the first non-keepalive byte of the response body; null when none arrived.
   */
  latency_ttft_ms: number | null;
  /**
   * HTTP status code returned to the agent; null when no response was produced.
   */
  status_code: number | null;
  /**
   * Coarse classification of a failed exchange, or null when it succeeded.
   */
  error_category: string | null;
  /**
   * Request body parsed as a JSON object; null when it was not one.
   */
  request: {
    [k: string]: unknown;
  } | null;
  /**
   * Response body parsed (or reassembled from a stream) as a JSON object; null when that was impossible.
   */
  response: {
    [k: string]: unknown;
  } | null;
  /**
   * Session id the agent sent in its session header, when it sent exactly one non-empty value.
   */
  client_session_id?: string;
  /**
   * Whether the model server forwarded the request upstream; written only by servers that record an execution outcome.
   */
  upstream_attempted?: boolean | null;
  /**
   * Whether the response came from upstream or was produced by the model server.
   */
  response_source?: "upstream" | "local" | null;
  /**
   * HTTP status code the upstream provider returned.
   */
  upstream_status_code?: number | null;
  /**
   * Why the model server answered locally.
   */
  local_response_reason?: string | null;
  /**
   * Raw request body, written when it was not a JSON object.
   */
  request_raw?: string;
  /**
   * Raw response body, written for streams and for bodies that could not be parsed as an object.
   */
  response_raw?: string;
}
/**
 * Totals over the captured calls of one rollout.
 */
export interface CaptureMetrics {
  /**
   * Input tokens. Sum over the calls that reported it; null when none did.
   */
  tokens_in?: number | null;
  /**
   * Generated tokens. Sum over the calls that reported it; null when none did.
   */
  tokens_out?: number | null;
  /**
   * Reasoning tokens. Sum over the calls that reported it; null when none did.
   */
  tokens_reasoning?: number | null;
  /**
   * Total tokens. Sum over the calls that reported it; null when none did.
   */
  tokens_total?: number | null;
  /**
   * Cached input tokens. Sum over the calls that reported it; null when none did.
   */
  cached_tokens?: number | null;
  /**
   * Call latency in milliseconds. Sum over the calls that reported it; null when none did.
   */
  latency_total_ms?: number | null;
  /**
   * Number of captured calls, failed calls included.
   */
  num_calls?: number;
}
/**
 * A tool call found in a captured response, normalized across dialects.
 */
export interface CapturedToolCall {
  /**
   * Call id of the tool call (the item id when the response gave no call id).
   */
  call_id: string;
  /**
   * Name of the tool.
   */
  name: string;
  /**
   * Arguments parsed as a JSON object; text that could not be parsed is kept under the key _raw.
   */
  arguments: {
    [k: string]: unknown;
  };
}
/**
 * The global configuration keys that switch evidence collection on. When observability is enabled a capture directory is required (rule collection_config.capture_dir_required).
 */
export interface CollectionConfig {
  /**
   * Turns on model-call capture, rollout-prefix propagation, the join and ng_perf; off when absent.
   */
  observability_enabled?: boolean;
  /**
   * Absolute path of the capture directory shared by model servers and the collector.
   */
  model_call_capture_dir?: string | null;
}
/**
 * A trajectory capability matrix measured from rollout rows (trajspec coverage --format json): per agent and per criterion of spec/coverage/criteria.json, the verdict and the counts behind it. A measurement of these rows, not a claim about every configuration.
 */
export interface CoverageReport {
  /**
   * Version of the criteria the rows were judged by.
   */
  criteria_version: "1.0";
  /**
   * Input files read (stdin counts as one).
   */
  files: number;
  /**
   * Failure sidecars (*_failures.jsonl) that the inputs named and that were not read: failed attempts say nothing about what an agent path records.
   */
  skipped_files: number;
  /**
   * Rows judged (every readable line of the files read).
   */
  rows: number;
  /**
   * Lines that were not a readable JSON object; they belong to no agent and are not judged.
   */
  unreadable_lines: number;
  /**
   * One entry per agent, ordered by name, then the rows without an agent name.
   */
  agents: AgentCoverage[];
}
/**
 * The coverage of the rows of one agent.
 */
export interface AgentCoverage {
  /**
   * The rows' agent_ref.name; null for rows without a non-empty string agent_ref.name.
   */
  agent: string | null;
  /**
   * Rows of this agent.
   */
  rows: number;
  /**
   * Per criterion id, in the order of the criteria.
   */
  criteria: {
    [k: string]: CriterionCoverage;
  };
}
/**
 * One agent's coverage of one criterion.
 */
export interface CriterionCoverage {
  /**
   * full: every applicable row is full (and there is one); unavailable: no applicable row has any of the evidence; partial: otherwise.
   */
  verdict: "full" | "partial" | "unavailable";
  /**
   * The rows behind the verdict.
   */
  rows: CoverageRowCounts;
  /**
   * Per field of the criterion, in its order: in how many applicable rows it holds and in how many it has some evidence.
   */
  fields: {
    [k: string]: FieldCoverage;
  };
  /**
   * Per gap code of the criterion's explained_by (in that order), the applicable rows that are not full and carry it; codes no such row carries are left out.
   */
  gaps: {
    [k: string]: number;
  };
  /**
   * Applicable rows that are not full and carry none of the criterion's explained_by codes.
   */
  unexplained: number;
  /**
   * The first applicable rows (at most 3, in input order) that are not full.
   */
  examples: CoverageExample[];
}
/**
 * How the rows of one agent met one criterion.
 */
export interface CoverageRowCounts {
  /**
   * Rows the criterion applies to: full + partial + none.
   */
  applicable: number;
  /**
   * Applicable rows with every field and no limiting gap.
   */
  full: number;
  /**
   * Applicable rows with some of the evidence but not all.
   */
  partial: number;
  /**
   * Applicable rows with none of the evidence.
   */
  none: number;
  /**
   * Rows the criterion does not apply to (for example rows without tool use).
   */
  not_applicable: number;
  /**
   * Partial rows whose fields all hold but which carry a limited_by gap code.
   */
  limited: number;
}
/**
 * How one field of a criterion was met.
 */
export interface FieldCoverage {
  /**
   * Applicable rows in which the field holds.
   */
  full: number;
  /**
   * Applicable rows in which the field has some evidence (it holds, or some subjects pass).
   */
  some: number;
}
/**
 * Where a row is: its file (- for stdin) and 1-based line.
 */
export interface CoverageExample {
  /**
   * The input file as named on the command line (- for stdin).
   */
  file: string;
  /**
   * The 1-based line of the row.
   */
  line: number;
}
/**
 * What one rollout health check found: the check (spec/health/checks.json lists them in registry order), the task or rollout it is about, where, and the check's detail. Health findings judge the integrity of the evidence in ng_trajectory, never task success.
 */
export interface HealthFinding {
  /**
   * Id of the check that found it.
   */
  check:
    | "check_execution_error"
    | "record_unreadable"
    | "rollout_duplicate_identity"
    | "rollout_missing_agent_turns"
    | "rollout_ended_on_failed_model_call"
    | "agent_turn_hollow"
    | "model_call_zero_completion_tokens"
    | "model_call_missing_token_counts"
    | "trajectory_capture_mismatch"
    | "model_call_failed"
    | "rollout_token_count_mismatch"
    | "model_call_runaway_generation"
    | "task_consistently_unhealthy"
    | "task_no_successful_model_calls";
  /**
   * The task (task checks) or the rollout (rollout checks) the finding is about.
   */
  subject: HealthSubject;
  /**
   * Where inside the rollout, or null when the finding is about the whole rollout or task.
   */
  locator: HealthLocator | null;
  /**
   * The check's facts; the members depend on the check (spec/health/checks.json).
   */
  detail: HealthDetail;
}
/**
 * A task, or one rollout of it, by its indices.
 */
export interface HealthSubject {
  /**
   * The record's _ng_task_index; for a record without one, its 0-based position among the non-blank lines of all inputs; for an unreadable line, __unreadable_record__:input-<input number from 0>:line-<line number from 1>.
   */
  _ng_task_index: number | string;
  /**
   * The record's _ng_rollout_index (0 when it has none); absent for a task finding.
   */
  _ng_rollout_index?: number | string;
}
/**
 * Where a finding is: a line of an input file, a model call, or a turn.
 */
export interface HealthLocator {
  /**
   * record_unreadable: the input file as it was named (absent for rows given in memory).
   */
  source_file?: string;
  /**
   * record_unreadable: the line number, from 1 (for rows given in memory: the position, from 1).
   */
  line?: number;
  /**
   * Model-call checks: the call's model_call_id, else its response_id, else its position in ng_trajectory.model_calls; trajectory_capture_mismatch: the id the reference or gap names.
   */
  call_id?: string;
  /**
   * agent_turn_hollow: the turn's invocation.
   */
  invocation_id?: string;
  /**
   * agent_turn_hollow: the turn's turn_no.
   */
  turn?: number;
}
/**
 * The facts of a finding. Each check writes the members spec/health/checks.json lists for it, and only those.
 */
export interface HealthDetail {
  /**
   * check_execution_error, record_unreadable, rollout_missing_agent_turns, agent_turn_hollow: one of the fixed texts of the check's reasons.
   */
  reason?: string;
  /**
   * check_execution_error: the check that raised.
   */
  failed_check?:
    | "check_execution_error"
    | "record_unreadable"
    | "rollout_duplicate_identity"
    | "rollout_missing_agent_turns"
    | "rollout_ended_on_failed_model_call"
    | "agent_turn_hollow"
    | "model_call_zero_completion_tokens"
    | "model_call_missing_token_counts"
    | "trajectory_capture_mismatch"
    | "model_call_failed"
    | "rollout_token_count_mismatch"
    | "model_call_runaway_generation"
    | "task_consistently_unhealthy"
    | "task_no_successful_model_calls";
  /**
   * check_execution_error: the type of the error raised; record_unreadable: the code of the problem (json.* for a line, the first error finding's code for ng_trajectory).
   */
  error?: string;
  /**
   * record_unreadable of an ng_trajectory: JSON Pointer into the row of its first error finding.
   */
  path?: string;
  /**
   * rollout_duplicate_identity: how many records share the identity.
   */
  duplicate_count?: number;
  /**
   * rollout_missing_agent_turns: how many turns the trajectory has.
   */
  turns?: number;
  /**
   * rollout_ended_on_failed_model_call: the group's model server as type/name, or null for calls without model_ref.
   */
  model_ref?: string | null;
  /**
   * rollout_ended_on_failed_model_call, model_call_failed: the call's status_code, or null.
   */
  status?: number | null;
  /**
   * rollout_ended_on_failed_model_call, model_call_failed: the call's error_category, or null.
   */
  error_category?: string | null;
  /**
   * rollout_ended_on_failed_model_call: calls in the group.
   */
  observed_calls?: number;
  /**
   * rollout_ended_on_failed_model_call: successful calls in the group.
   */
  successful_calls?: number;
  /**
   * model_call_zero_completion_tokens: always 0.
   */
  completion_tokens?: 0;
  /**
   * model_call_missing_token_counts: the token counts the call lacks, in this order.
   *
   * @minItems 1
   */
  missing?: ["prompt_tokens" | "completion_tokens", ...("prompt_tokens" | "completion_tokens")[]];
  /**
   * trajectory_capture_mismatch: what contradicts.
   */
  kind?: "missing_captured_call" | "duplicated_captured_call" | "conflicting_call_ownership";
  /**
   * trajectory_capture_mismatch of a reference that names several calls: how many.
   */
  count?: number;
  /**
   * trajectory_capture_mismatch from a gap: the gap's code.
   */
  observation_gap?: string;
  /**
   * trajectory_capture_mismatch from a gap: the gap's invocation_id.
   */
  invocation_id?: string | null;
  /**
   * model_call_failed: every owned reference resolves and no owned call comes after this one.
   */
  terminal?: boolean;
  /**
   * rollout_token_count_mismatch: the prompt count of response.usage.
   */
  transcript_prompt?: number;
  /**
   * rollout_token_count_mismatch: the completion count of response.usage.
   */
  transcript_completion?: number;
  /**
   * rollout_token_count_mismatch: prompt_tokens summed over the turn-bound calls that finished.
   */
  capture_prompt?: number;
  /**
   * rollout_token_count_mismatch: completion_tokens summed over the turn-bound calls that finished.
   */
  capture_completion?: number;
  /**
   * model_call_runaway_generation: the call's finish_reason.
   */
  finish_reason?: "length" | "max_output_tokens" | "max_tokens";
  /**
   * task_consistently_unhealthy: repeats with a healthy or unhealthy verdict.
   */
  computable_repeats?: number;
  /**
   * task_no_successful_model_calls: repeats of the task.
   */
  repeats?: number;
}
/**
 * One task input row of NeMo Gym 0.7.0 (a line of example.jsonl, *_input.jsonl, a benchmark's data file): what a Gym run starts from. The request the agent sends the model (responses_create_params), the agent that runs it (agent_ref) and the task's own fields, which the verifier reads (expected_answer, verifier_metadata, ...). A row without responses_create_params, or without its input, is a raw row that a prompt_config completes. Open: keys not listed here belong to the task and are not checked, as Gym keeps them.
 */
export interface InputRow {
  /**
   * The OpenAI Responses create request of the task.
   */
  responses_create_params?: ResponseCreateParams;
  /**
   * Agent server that runs the task.
   */
  agent_ref?: AgentRef;
  /**
   * Name Gym routes the row by when it has no agent_ref (a resources server or agent name).
   */
  task_source?: string;
  /**
   * The answer the verifier compares with; any JSON value.
   */
  expected_answer?: unknown;
  /**
   * Legacy container of task fields for the verifier; Gym splices its members up to the row. Null means none.
   */
  verifier_metadata?: {
    [k: string]: unknown;
  } | null;
  /**
   * Container of the task's own fields, in the layout after Gym's row-format migration; Gym splices its members up to the row. Null means none.
   */
  task_data?: {
    [k: string]: unknown;
  } | null;
  /**
   * Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id} object of a materialized task row (whose inner task_id is used).
   */
  task_id?: (string | number) | MaterializedTaskId;
  /**
   * Task id used when the row has no task_id: a string, or an integer used as its decimal text.
   */
  problem_id?: string | number;
  /**
   * Task id used when the row has neither task_id nor problem_id: a string, or an integer used as its decimal text.
   */
  instance_id?: string | number;
  [k: string]: unknown;
}
/**
 * The OpenAI Responses create request a task input row carries in responses_create_params, as NeMo Gym 0.7.0 reads it (NeMoGymResponseCreateParamsNonStreaming, a copy of the OpenAI SDK's ResponseCreateParamsNonStreaming that forbids unknown members): the model's input, its tools and the sampling parameters. Closed, as in Gym. Every member may be absent; input may be absent when a prompt_config builds it. The nested configuration objects (reasoning, text, prompt, ...) are typed by the OpenAI SDK and kept here as objects.
 */
export interface ResponseCreateParams {
  /**
   * What the model is given: a string (one user message), or a list of conversation items (messages with a role the Responses API knows, function calls and their outputs, reasoning, ...). Absent or empty when the agent builds its own prompt, or a prompt_config fills it (rule input.input_empty).
   */
  input?: string | ConversationItem[];
  /**
   * A system (or developer) message inserted before the input.
   */
  instructions?: string | null;
  /**
   * Model name; Gym's model server usually decides it.
   */
  model?: string | null;
  /**
   * Tools the model may call: OpenAI tool definitions (function, custom, mcp, web_search, ...), each an object with its type; a function or custom tool has a name.
   *
   * Items: One tool definition, a payload of the OpenAI SDK's tool union.
   */
  tools?: {
    [k: string]: unknown;
  }[];
  /**
   * How the model picks tools: none, auto or required, or an object that names a tool (function, custom, mcp, allowed_tools, ...); a named tool must be declared in tools (rule input.tool_choice_declared). Defaults to auto.
   */
  tool_choice?: ("none" | "auto" | "required") | ToolChoiceObject;
  /**
   * Whether the model may call several tools at once; defaults to true.
   */
  parallel_tool_calls?: boolean;
  /**
   * Upper bound on the tokens of the response, reasoning included.
   */
  max_output_tokens?: number | null;
  /**
   * Upper bound on the built-in tool calls of the response.
   */
  max_tool_calls?: number | null;
  /**
   * Sampling temperature, 0 to 2.
   */
  temperature?: number | null;
  /**
   * Nucleus sampling mass, 0 to 1.
   */
  top_p?: number | null;
  /**
   * Number of most likely tokens to return at each position, 0 to 20.
   */
  top_logprobs?: number | null;
  /**
   * Reasoning configuration (effort, summary).
   */
  reasoning?: {
    [k: string]: unknown;
  } | null;
  /**
   * Text output configuration (format, verbosity).
   */
  text?: {
    [k: string]: unknown;
  } | null;
  /**
   * Up to 16 key-value pairs attached to the request.
   */
  metadata?: {
    [k: string]: unknown;
  } | null;
  /**
   * Additional output data to include in the response.
   */
  include?: string[] | null;
  /**
   * Whether to run the response in the background.
   */
  background?: boolean | null;
  /**
   * Whether the provider stores the response.
   */
  store?: boolean | null;
  /**
   * Streaming; a non-streaming request is false or null.
   */
  stream?: false | null;
  /**
   * Options for streaming responses.
   */
  stream_options?: {
    [k: string]: unknown;
  } | null;
  /**
   * Id of the response this one continues.
   */
  previous_response_id?: string | null;
  /**
   * The conversation this response belongs to: its id, or an object with its id.
   */
  conversation?:
    | string
    | {
        [k: string]: unknown;
      }
    | null;
  /**
   * Context management entries (compaction).
   */
  context_management?:
    | {
        [k: string]: unknown;
      }[]
    | null;
  /**
   * Reference to a stored prompt template and its variables.
   */
  prompt?: {
    [k: string]: unknown;
  } | null;
  /**
   * Moderation of the input and output.
   */
  moderation?: {
    [k: string]: unknown;
  } | null;
  /**
   * Processing tier of the request.
   */
  service_tier?: "auto" | "default" | "flex" | "scale" | "priority" | null;
  /**
   * Truncation strategy of the input.
   */
  truncation?: "auto" | "disabled" | null;
  /**
   * Key for prompt caching.
   */
  prompt_cache_key?: string | null;
  /**
   * Retention of the prompt cache.
   */
  prompt_cache_retention?: "in_memory" | "24h" | null;
  /**
   * Stable identifier of the end user, for abuse detection.
   */
  safety_identifier?: string | null;
  /**
   * End-user identifier (superseded by safety_identifier and prompt_cache_key).
   */
  user?: string | null;
}
/**
 * A tool choice object, tagged by its type.
 */
export interface ToolChoiceObject {
  /**
   * Kind of tool chosen: function, custom, mcp, allowed_tools, or a hosted tool's type.
   */
  type: string;
  [k: string]: unknown;
}
/**
 * The task id of a materialized task row: the task set plus the task's own id within it.
 */
export interface MaterializedTaskId {
  /**
   * Name of the task set the task comes from.
   */
  taskset: string;
  /**
   * Id of the task within its task set; this scalar is the rollout's task id.
   */
  task_id: string;
}
export interface MaterializedInputRow1 {
  /**
   * Position of the task in the input, counting from 0.
   */
  _ng_task_index: number;
  /**
   * Repeat number of this rollout of the task, counting from 0.
   */
  _ng_rollout_index: number;
  /**
   * The key the try is dispatched and captured under (before any attempt suffix): <run_id>-<base> in a trajspec shard.
   */
  _ng_rollout_id?: string;
  /**
   * Only in a resume list: the attempt the try is dispatched as (the number of failed attempts the shard already holds), when positive.
   */
  _ng_attempt_index?: number;
  /**
   * Explicit identity that overrides the derived task and rollout ids when it is a valid TrajectoryIdentity (see RolloutRow).
   */
  trajectory_identity?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * The captured model calls of one rollout as attached to its row (ng_model_call_capture).
 */
export interface ModelCallCapture {
  /**
   * Capture key of the rollout (attempt suffix included) under which the calls were recorded.
   */
  rollout_id: string;
  /**
   * Totals over the captured calls.
   */
  metrics: CaptureMetrics;
  /**
   * Captured calls in capture-file order.
   */
  calls: ModelCallRecord[];
  /**
   * Problems met while reading the capture or joining it; absent when there were none.
   */
  gaps?: ObservationGap[];
}
/**
 * One captured model call as attached to a rollout row (an entry of ng_model_call_capture.calls), derived from a capture line.
 */
export interface ModelCallRecord {
  /**
   * Capture id of the call.
   */
  model_call_id?: string | null;
  /**
   * Provider response id.
   */
  response_id?: string | null;
  /**
   * Session id the agent sent, if any.
   */
  client_session_id?: string | null;
  /**
   * Position of the line in the capture file, counting from 0; it orders durable appends, not causality, and may skip numbers.
   */
  call_index?: number;
  /**
   * Model server that served the call.
   */
  model_ref?: ModelServerRef | null;
  /**
   * Model name from the response, else from the request.
   */
  model?: string | null;
  /**
   * API dialect of the exchange.
   */
  dialect?: string | null;
  /**
   * HTTP status code returned to the agent.
   */
  status_code?: number | null;
  /**
   * Status field of the response body.
   */
  response_status?: string | null;
  /**
   * Why generation stopped, as reported by the provider.
   */
  finish_reason?: string | null;
  /**
   * Whether the model server forwarded the request upstream.
   */
  upstream_attempted?: boolean | null;
  /**
   * Whether the response came from upstream or was produced by the model server.
   */
  response_source?: "upstream" | "local" | null;
  /**
   * HTTP status code the upstream provider returned.
   */
  upstream_status_code?: number | null;
  /**
   * Why the model server answered locally.
   */
  local_response_reason?: string | null;
  /**
   * When the request was received, in UTC seconds since the Unix epoch.
   */
  started_at?: number | null;
  /**
   * When the response was complete, in UTC seconds since the Unix epoch.
   */
  completed_at?: number | null;
  /**
   * Input tokens, cache reads and writes included. Null when the response did not report it.
   */
  tokens_in?: number | null;
  /**
   * Generated tokens. Null when the response did not report it.
   */
  tokens_out?: number | null;
  /**
   * Generated tokens spent on reasoning. Null when the response did not report it.
   */
  tokens_reasoning?: number | null;
  /**
   * Total tokens, as reported or as input plus output. Null when the response did not report it.
   */
  tokens_total?: number | null;
  /**
   * Request body; omitted or null when payloads are not kept.
   */
  request?: {
    [k: string]: unknown;
  } | null;
  /**
   * Response body; omitted or null when payloads are not kept.
   */
  response?: {
    [k: string]: unknown;
  } | null;
  /**
   * Raw request text when the body was not a JSON object.
   */
  request_raw?: string | null;
  /**
   * Raw response text for streams and unparseable bodies.
   */
  response_raw?: string | null;
  /**
   * Tool calls the response requested.
   */
  tool_calls?: CapturedToolCall[];
  /**
   * Reasoning text of the response, paragraphs joined by newlines.
   */
  reasoning_content?: string | null;
  /**
   * Whether part of the prompt was served from cache; null when the cached count is unknown.
   */
  cache_hit?: boolean | null;
  /**
   * Input tokens served from the prompt cache. Null when the response did not report it.
   */
  cached_tokens?: number | null;
  /**
   * Input tokens written to the prompt cache (Anthropic). Null when the response did not report it.
   */
  cache_creation_tokens?: number | null;
  /**
   * Coarse classification of a failed call.
   */
  error_category?: string | null;
  /**
   * Total latency of the call in milliseconds.
   */
  latency_total_ms?: number | null;
  /**
   * Milliseconds to the first non-keepalive byte of the response body.
   */
  latency_ttft_ms?: number | null;
}
/**
 * Performance figures of one rollout (ng_perf), computed over the model calls and tool calls owned by its invocations.
 */
export interface NgPerf {
  /**
   * Number of turns: per invocation its explicit turns, else its owned model calls, else one.
   */
  num_turns: number;
  /**
   * Number of tool calls belonging to an invocation of the trajectory.
   */
  num_tool_calls: number;
  /**
   * Owned model calls divided by num_turns, capped at 1.
   */
  token_observability_coverage: number;
  /**
   * Sum of the known prompt token counts of owned calls; absent when none is known.
   */
  prompt_tokens?: number;
  /**
   * Sum of the known cached token counts of owned calls; absent when none is known.
   */
  cached_prompt_tokens?: number;
  /**
   * Sum of the known completion token counts of owned calls; absent when none is known.
   */
  completion_tokens?: number;
  /**
   * Sum of the known reasoning token counts of owned calls; absent when none is known.
   */
  reasoning_tokens?: number;
  /**
   * Measured wall-clock time of the rollout request in milliseconds; absent when not measured.
   */
  total_latency_ms?: number;
}
/**
 * A failure record of class omitted, in a shard's failures sidecar: a try the shard was to hold that has no outcome because it was interrupted (dispatched, then cancelled or stopped before a result came back) or never started. Written only when recording with record_omitted_rollouts. It is not an attempt: a resume dispatches the try again without counting it. It holds the dispatched row's identity keys and nothing else, so it is closed.
 */
export interface OmittedRollout {
  /**
   * Position of the task in the input, counting from 0.
   */
  _ng_task_index: number;
  /**
   * Repeat number of this rollout of the task, counting from 0.
   */
  _ng_rollout_index: number;
  /**
   * The attempt that was omitted, when the try had earlier attempts.
   */
  _ng_attempt_index?: number;
  /**
   * The shard key the try was (or would have been) dispatched under: <run_id>-<base>.
   */
  _ng_rollout_id: string;
  /**
   * Always omitted.
   */
  _ng_failure_class: "omitted";
  /**
   * interrupted: the try was dispatched and stopped before a result came back; not_started: it was never dispatched.
   */
  _ng_failure_type: "interrupted" | "not_started";
  /**
   * Why the try has no outcome, in words.
   */
  _ng_failure_message?: string;
  /**
   * Always false: an omitted try is always dispatched again by a resume.
   */
  _ng_failure_terminal: false;
  /**
   * Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id} object of a materialized task row (whose inner task_id is used).
   */
  task_id?: (string | number) | MaterializedTaskId;
  /**
   * Task id used when the row has no task_id: a string, or an integer used as its decimal text.
   */
  problem_id?: string | number;
  /**
   * Task id used when the row has neither task_id nor problem_id: a string, or an integer used as its decimal text.
   */
  instance_id?: string | number;
  /**
   * Explicit identity that overrides the derived task and rollout ids when it is a valid TrajectoryIdentity (see RolloutRow).
   */
  trajectory_identity?: {
    [k: string]: unknown;
  };
  /**
   * Agent server that ran (or was to run) the rollout.
   */
  agent_ref?: AgentRef;
  /**
   * The task source the dispatched row named, copied as it was.
   */
  task_source?: unknown;
  /**
   * The skills reference the dispatched row carried, copied as it was.
   */
  skills_ref?: unknown;
  /**
   * The environment-server stamp of the dispatched row, copied as it was.
   */
  _ng_environment_server?: unknown;
}
/**
 * Aggregate performance over the rollouts of one environment server (perf_summary of the aggregate metrics). Statistics of a figure that no rollout reports are absent.
 */
export interface PerfSummary {
  /**
   * Share of rollouts that carry ng_perf.
   */
  overall_observability_coverage: number;
  /**
   * Share of rollouts whose ng_perf token coverage is above zero.
   */
  token_observability_coverage: number;
  /**
   * Mean of prompt tokens over the rollouts whose ng_perf reports them.
   */
  mean_prompt_tokens?: number;
  /**
   * Median of prompt tokens over the rollouts whose ng_perf reports them.
   */
  median_prompt_tokens?: number;
  /**
   * Sum of prompt tokens over the rollouts whose ng_perf reports them.
   */
  total_prompt_tokens?: number;
  /**
   * Mean of cached prompt tokens over the rollouts whose ng_perf reports them.
   */
  mean_cached_prompt_tokens?: number;
  /**
   * Median of cached prompt tokens over the rollouts whose ng_perf reports them.
   */
  median_cached_prompt_tokens?: number;
  /**
   * Sum of cached prompt tokens over the rollouts whose ng_perf reports them.
   */
  total_cached_prompt_tokens?: number;
  /**
   * Mean of completion tokens over the rollouts whose ng_perf reports them.
   */
  mean_completion_tokens?: number;
  /**
   * Median of completion tokens over the rollouts whose ng_perf reports them.
   */
  median_completion_tokens?: number;
  /**
   * Sum of completion tokens over the rollouts whose ng_perf reports them.
   */
  total_completion_tokens?: number;
  /**
   * Mean of reasoning tokens over the rollouts whose ng_perf reports them.
   */
  mean_reasoning_tokens?: number;
  /**
   * Median of reasoning tokens over the rollouts whose ng_perf reports them.
   */
  median_reasoning_tokens?: number;
  /**
   * Sum of reasoning tokens over the rollouts whose ng_perf reports them.
   */
  total_reasoning_tokens?: number;
  /**
   * Mean of num_turns over the rollouts with ng_perf.
   */
  mean_num_turns: number;
  /**
   * Median of num_turns over the rollouts with ng_perf.
   */
  median_num_turns: number;
  /**
   * Population standard deviation of num_turns over the rollouts with ng_perf.
   */
  std_num_turns: number;
  /**
   * Minimum of num_turns over the rollouts with ng_perf.
   */
  min_num_turns: number;
  /**
   * 90th percentile (linear interpolation) of num_turns over the rollouts with ng_perf.
   */
  p90_num_turns: number;
  /**
   * Maximum of num_turns over the rollouts with ng_perf.
   */
  max_num_turns: number;
  /**
   * Mean of completion tokens per turn over the rollouts that report completion tokens.
   */
  mean_tokens_per_turn?: number;
  /**
   * Median of completion tokens per turn over the rollouts that report completion tokens.
   */
  median_tokens_per_turn?: number;
  /**
   * Median of the measured rollout latency in milliseconds.
   */
  total_latency_p50_ms?: number;
  /**
   * 90th percentile of the measured rollout latency in milliseconds.
   */
  total_latency_p90_ms?: number;
  /**
   * 99th percentile of the measured rollout latency in milliseconds.
   */
  total_latency_p99_ms?: number;
  /**
   * Mean of the measured rollout latency in milliseconds.
   */
  total_latency_mean_ms?: number;
}
/**
 * quality_summary.json: what the rollout health checks found over a run, per check and per task. Stats count every call of every valid trajectory, whatever the gating and the ignored checks.
 */
export interface QualitySummary {
  /**
   * Figures over every record.
   */
  run: HealthRun;
  /**
   * Per task, keyed by the decimal text (or the string) of its _ng_task_index, in index order (integers before strings).
   */
  tasks: {
    [k: string]: TaskHealth;
  };
}
/**
 * Figures over every record of the run.
 */
export interface HealthRun {
  /**
   * Checks that were neither run nor counted, sorted.
   */
  ignored_checks: (
    | "check_execution_error"
    | "record_unreadable"
    | "rollout_duplicate_identity"
    | "rollout_missing_agent_turns"
    | "rollout_ended_on_failed_model_call"
    | "agent_turn_hollow"
    | "model_call_zero_completion_tokens"
    | "model_call_missing_token_counts"
    | "trajectory_capture_mismatch"
    | "model_call_failed"
    | "rollout_token_count_mismatch"
    | "model_call_runaway_generation"
    | "task_consistently_unhealthy"
    | "task_no_successful_model_calls"
  )[];
  /**
   * What was read and how far each check got.
   */
  artifacts: HealthArtifacts;
  /**
   * Records per verdict.
   */
  verdicts: VerdictCounts;
  /**
   * Findings per check.
   */
  issues: IssueCounts;
  /**
   * Figures over the model calls and usage of the records.
   */
  stats: HealthStats;
}
/**
 * What was read and how far each check got.
 */
export interface HealthArtifacts {
  /**
   * Records read (non-blank lines, unreadable ones included).
   */
  records: number;
  /**
   * Records whose valid ng_trajectory has at least one model call.
   */
  captures: number;
  /**
   * Per check: rollout checks count records, task checks count tasks.
   */
  coverage: HealthCoverage;
}
/**
 * How far each check got, by check id.
 */
export interface HealthCoverage {
  /**
   * Coverage of check_execution_error.
   */
  check_execution_error: CheckCoverage;
  /**
   * Coverage of record_unreadable.
   */
  record_unreadable: CheckCoverage;
  /**
   * Coverage of rollout_duplicate_identity.
   */
  rollout_duplicate_identity: CheckCoverage;
  /**
   * Coverage of rollout_missing_agent_turns.
   */
  rollout_missing_agent_turns: CheckCoverage;
  /**
   * Coverage of rollout_ended_on_failed_model_call.
   */
  rollout_ended_on_failed_model_call: CheckCoverage;
  /**
   * Coverage of agent_turn_hollow.
   */
  agent_turn_hollow: CheckCoverage;
  /**
   * Coverage of model_call_zero_completion_tokens.
   */
  model_call_zero_completion_tokens: CheckCoverage;
  /**
   * Coverage of model_call_missing_token_counts.
   */
  model_call_missing_token_counts: CheckCoverage;
  /**
   * Coverage of trajectory_capture_mismatch.
   */
  trajectory_capture_mismatch: CheckCoverage;
  /**
   * Coverage of model_call_failed.
   */
  model_call_failed: CheckCoverage;
  /**
   * Coverage of rollout_token_count_mismatch.
   */
  rollout_token_count_mismatch: CheckCoverage;
  /**
   * Coverage of model_call_runaway_generation.
   */
  model_call_runaway_generation: CheckCoverage;
  /**
   * Coverage of task_consistently_unhealthy.
   */
  task_consistently_unhealthy: CheckCoverage;
  /**
   * Coverage of task_no_successful_model_calls.
   */
  task_no_successful_model_calls: CheckCoverage;
}
/**
 * How far one check got: evaluated + unobserved + ignored is the number of records (rollout checks) or tasks (task checks).
 */
export interface CheckCoverage {
  /**
   * Records or tasks the check judged.
   */
  evaluated: number;
  /**
   * Records or tasks the check could not judge.
   */
  unobserved: number;
  /**
   * Records or tasks where the check was ignored.
   */
  ignored: number;
  /**
   * Records or tasks with at least one finding of the check.
   */
  flagged: number;
}
/**
 * Records per verdict.
 */
export interface VerdictCounts {
  /**
   * Records with verdict healthy.
   */
  healthy: number;
  /**
   * Records with verdict unhealthy.
   */
  unhealthy: number;
  /**
   * Records with verdict unobserved.
   */
  unobserved: number;
}
/**
 * Findings per check id.
 */
export interface IssueCounts {
  /**
   * Findings of check_execution_error.
   */
  check_execution_error: number;
  /**
   * Findings of record_unreadable.
   */
  record_unreadable: number;
  /**
   * Findings of rollout_duplicate_identity.
   */
  rollout_duplicate_identity: number;
  /**
   * Findings of rollout_missing_agent_turns.
   */
  rollout_missing_agent_turns: number;
  /**
   * Findings of rollout_ended_on_failed_model_call.
   */
  rollout_ended_on_failed_model_call: number;
  /**
   * Findings of agent_turn_hollow.
   */
  agent_turn_hollow: number;
  /**
   * Findings of model_call_zero_completion_tokens.
   */
  model_call_zero_completion_tokens: number;
  /**
   * Findings of model_call_missing_token_counts.
   */
  model_call_missing_token_counts: number;
  /**
   * Findings of trajectory_capture_mismatch.
   */
  trajectory_capture_mismatch: number;
  /**
   * Findings of model_call_failed.
   */
  model_call_failed: number;
  /**
   * Findings of rollout_token_count_mismatch.
   */
  rollout_token_count_mismatch: number;
  /**
   * Findings of model_call_runaway_generation.
   */
  model_call_runaway_generation: number;
  /**
   * Findings of task_consistently_unhealthy.
   */
  task_consistently_unhealthy: number;
  /**
   * Findings of task_no_successful_model_calls.
   */
  task_no_successful_model_calls: number;
}
/**
 * Figures over the model calls and usage of the records.
 */
export interface HealthStats {
  /**
   * Failed model calls.
   */
  model_call_errors: ModelCallErrorStats;
  /**
   * Model calls recorded more than once.
   */
  duplicated_calls: DuplicatedCallStats;
  /**
   * Token totals.
   */
  tokens: HealthTokenTotals;
}
/**
 * Failed model calls (status_code 400 or more, an error_category, or response_status failed, error or cancelled) over every record.
 */
export interface ModelCallErrorStats {
  /**
   * Failed calls.
   */
  total: number;
  /**
   * Failed calls per status_code (decimal text), or unknown when it is null; keys in numeric order, unknown last.
   */
  by_status: {
    [k: string]: number;
  };
  /**
   * Records with at least one failed call.
   */
  rollouts_affected: number;
  /**
   * Records that ended on a failed model call by the rule of rollout_ended_on_failed_model_call (some model's calls ended on a failure), counted even when that check is ignored or unobserved.
   */
  ended_on_error: number;
}
/**
 * Calls of one record that share an identity (call:<model_call_id>, else response:<type>:<name>:<response_id>, response::<response_id> without model_ref).
 */
export interface DuplicatedCallStats {
  /**
   * Calls beyond the first of each shared identity.
   */
  replayed: number;
  /**
   * Records with at least one replayed call.
   */
  rollouts: number;
}
/**
 * Token totals over every record whose counts keep each total in the signed 64-bit range.
 */
export interface HealthTokenTotals {
  /**
   * response.usage prompt counts (0 where absent).
   */
  prompt: number;
  /**
   * response.usage completion counts (0 where absent).
   */
  completion: number;
  /**
   * prompt_tokens over every model call.
   */
  capture_prompt: number;
  /**
   * completion_tokens over every model call.
   */
  capture_completion: number;
  /**
   * Records left out of these four totals, present only when there are any: adding a record's counts would have carried a total past 2**63 - 1, the largest integer every reader of the family holds exactly, so none of its four counts is added (the command names each such record on stderr).
   */
  left_out?: number;
}
/**
 * One task: its repeats by verdict and what the task checks found. Records that share a repeat's identity count as one repeat, with their common verdict, or unobserved when they disagree.
 */
export interface TaskHealth {
  /**
   * Repeats (distinct stage_index and _ng_rollout_index) of the task.
   */
  repeats: number;
  /**
   * Repeats with verdict healthy.
   */
  healthy: number;
  /**
   * Repeats with verdict unhealthy.
   */
  unhealthy: number;
  /**
   * Repeats with verdict unobserved.
   */
  unobserved: number;
  /**
   * Task checks that found something, in registry order.
   */
  flags: ("task_consistently_unhealthy" | "task_no_successful_model_calls")[];
  /**
   * Task checks that could not judge the task, in registry order.
   */
  unobserved_checks: ("task_consistently_unhealthy" | "task_no_successful_model_calls")[];
  /**
   * The task checks' findings (and check_execution_error when a task check raised), in registry order.
   */
  findings: HealthFinding[];
}
/**
 * One line of a shard's failures sidecar (rollouts-<shard>_failures.jsonl): one attempt of a rollout that did not succeed. It holds the identity keys of the dispatched row, the _ng_failure_* keys that classify the failure and whatever evidence the attempt produced. NeMo Gym 0.7.0 writes its sidecar rows in this shape, so either side reads the other's sidecars. Open like RolloutRow: the task's and the environment's own keys are kept and not checked. A row marked _ng_no_persist is never written, here or anywhere.
 */
export interface RolloutFailureRecord {
  /**
   * Position of the task in the input, counting from 0.
   */
  _ng_task_index: number;
  /**
   * Repeat number of this rollout of the task, counting from 0.
   */
  _ng_rollout_index: number;
  /**
   * Which attempt of the rollout failed; a positive value adds the suffix -a<n> to the capture key. A shard counts the attempts of each try in its sidecar to stamp the next one.
   */
  _ng_attempt_index?: number;
  /**
   * The key the attempt was dispatched and captured under (before any attempt suffix); a shard writes <run_id>-<base> here.
   */
  _ng_rollout_id?: string;
  /**
   * What kind of failure this is. Open vocabulary: the collector's agent_request_failed (the /run request failed without an HTTP answer, or with 429, 502, 503 or 504), agent_run_error (the agent answered /run with another HTTP error status), environment_server_failed, cancelled; omitted (trajspec: the try was interrupted or never started, see OmittedRollout); and classes an agent stamps on its own result, such as timeout_exceeded or skipped.
   */
  _ng_failure_class: string;
  /**
   * The type of the failure: for a failed dispatch the name of the exception raised; for class omitted, interrupted or not_started.
   */
  _ng_failure_type?: string | null;
  /**
   * What went wrong, in words (the exception's text, or the environment's failure reason).
   */
  _ng_failure_message?: string | null;
  /**
   * The HTTP status of the failed /run answer; null when no answer came back.
   */
  _ng_failure_http_status?: number | null;
  /**
   * The start of the failed /run answer's body (at most 2000 characters, then an ellipsis); null when there was none.
   */
  _ng_failure_response_body?: string | null;
  /**
   * true when the failure must not be retried: a resume never dispatches this try again. Absent or false: retried until the attempts run out.
   */
  _ng_failure_terminal?: boolean;
  /**
   * For an environment-server failure, the stage that failed (for example admission, seed, agent, verification or cleanup).
   */
  _ng_failure_stage?: string | null;
  /**
   * For an environment-server failure, what the episode had produced before it failed.
   */
  _ng_failure_partial_response?: unknown;
  /**
   * Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id} object of a materialized task row (whose inner task_id is used).
   */
  task_id?: (string | number) | MaterializedTaskId;
  /**
   * Task id used when the row has no task_id: a string, or an integer used as its decimal text.
   */
  problem_id?: string | number;
  /**
   * Task id used when the row has neither task_id nor problem_id: a string, or an integer used as its decimal text.
   */
  instance_id?: string | number;
  /**
   * Explicit identity that overrides the derived task and rollout ids when it is a valid TrajectoryIdentity (see RolloutRow).
   */
  trajectory_identity?: {
    [k: string]: unknown;
  };
  /**
   * Agent server that ran (or was to run) the rollout.
   */
  agent_ref?: AgentRef;
  /**
   * Model calls captured for this attempt, when it produced any.
   */
  ng_model_call_capture?: ModelCallCapture;
  /**
   * What the agent harness observed, when it reported anything; null when it reported nothing.
   */
  ng_agent_observations?: AgentObservationBundle | null;
  /**
   * Projected trajectory of the attempt, when it has one.
   */
  ng_trajectory?: TrajectoryRecord;
  /**
   * Performance figures of the attempt, when measured.
   */
  ng_perf?: NgPerf;
  /**
   * The agent's response, when an agent-classified failure carries one.
   */
  response?: unknown;
  /**
   * Reward assigned to the attempt; null when none was assigned.
   */
  reward?: number | null;
  [k: string]: unknown;
}
/**
 * The projected trajectory of one rollout (ng_trajectory, version 1.0): invocations, semantic turns, model calls, tool calls and gaps, joined from the capture and the agent's observations.
 */
export interface TrajectoryRecord {
  /**
   * Version of the trajectory format.
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
   * Agent invocations of the rollout.
   */
  invocations?: AgentInvocation[];
  /**
   * Semantic turns supplied by the producer; empty when none were observable.
   */
  turns?: TrajectoryTurn[];
  /**
   * Model calls of the rollout.
   */
  model_calls?: TrajectoryModelCall[];
  /**
   * Tool calls with timing and output.
   */
  tool_calls?: TrajectoryToolCall[];
  /**
   * Evidence that could not be observed or joined.
   */
  gaps?: ObservationGap[];
}
/**
 * One semantic decision turn of an invocation, supplied by the producer. Turns are never derived from model calls.
 */
export interface TrajectoryTurn {
  /**
   * Invocation that took the turn.
   */
  invocation_id: string;
  /**
   * Task id of the rollout; equals the trajectory's task_id.
   */
  task_id: string;
  /**
   * Rollout id of the rollout; equals the trajectory's rollout_id.
   */
  rollout_id: string;
  /**
   * Position of the turn within its invocation, counting from 1; unique per invocation.
   */
  turn_no: number;
  /**
   * When the turn's decision was observed, in UTC seconds since the Unix epoch.
   */
  timestamp: number;
  /**
   * Input the model saw for this decision.
   */
  question?: unknown;
  /**
   * Visible output of the decision: messages and tool calls.
   */
  answer?: unknown;
  /**
   * Reasoning the model produced for this decision, when observable.
   */
  reasoning_content?: unknown;
  /**
   * The producer's claim that the task was resolved at this turn, or null when it makes no claim.
   */
  resolved?: boolean | null;
  /**
   * Producer-reported number of steps completed by the invocation before this turn.
   */
  step_count: number;
  /**
   * Model calls that produced this decision.
   */
  model_calls?: ModelCallRef[];
}
/**
 * One model call as it appears in ng_trajectory: timing, payloads, outcome metadata and token usage.
 */
export interface TrajectoryModelCall {
  /**
   * Capture id of the call. Non-empty ids are unique within a trajectory (rule model_call.id_unique).
   */
  model_call_id?: string | null;
  /**
   * When the request was received, in UTC seconds since the Unix epoch.
   */
  started_at?: number | null;
  /**
   * When the response was complete, in UTC seconds since the Unix epoch.
   */
  completed_at?: number | null;
  /**
   * Total latency of the call in milliseconds.
   */
  duration_ms?: number | null;
  /**
   * Request payload sent by the agent: the parsed body, or its raw text when the body was not a JSON object; null when not kept.
   */
  request?: unknown;
  /**
   * Response payload returned to the agent: the parsed or reassembled body, or its raw text; null when not kept.
   */
  response?: unknown;
  /**
   * Outcome and provenance facts of the call.
   */
  response_metadata?: TrajectoryResponseMetadata;
  /**
   * Normalized token usage of the call.
   */
  token_stats?: TrajectoryTokenStats;
}
/**
 * Outcome and provenance facts of one model call, taken from the capture. Every member is optional and null when unknown.
 */
export interface TrajectoryResponseMetadata {
  /**
   * Provider response id of the call.
   */
  response_id?: string | null;
  /**
   * Model server that served the call.
   */
  model_ref?: ModelServerRef | null;
  /**
   * Model name reported by the response, else the one requested.
   */
  model?: string | null;
  /**
   * API dialect of the exchange; the values written by the capture are responses, chat and messages.
   */
  dialect?: string | null;
  /**
   * HTTP status code returned to the agent.
   */
  status_code?: number | null;
  /**
   * Status field of the response body, for example completed, incomplete or failed.
   */
  response_status?: string | null;
  /**
   * Why generation stopped, as reported by the provider (stop reason, finish reason or incomplete reason).
   */
  finish_reason?: string | null;
  /**
   * Whether the model server forwarded the request to the upstream provider.
   */
  upstream_attempted?: boolean | null;
  /**
   * Whether the response came from the upstream provider or was produced locally by the model server.
   */
  response_source?: "upstream" | "local" | null;
  /**
   * HTTP status code the upstream provider returned to the model server.
   */
  upstream_status_code?: number | null;
  /**
   * Why the model server answered locally, for example empty_assistant or context_length_exceeded.
   */
  local_response_reason?: string | null;
  /**
   * Coarse classification of a failed call (timeout, rate_limit, upstream_error, ...).
   */
  error_category?: string | null;
  /**
   * Milliseconds from the request to the first non-keepalive byte of the response body.
   */
  latency_ttft_ms?: number | null;
}
/**
 * Normalized token usage of one model call. Every member is null when unknown; a known value is a non-negative integer.
 */
export interface TrajectoryTokenStats {
  /**
   * Tokens of the input sent to the model, cache reads included. Token count, or null when the provider did not report it.
   */
  prompt_tokens?: number | null;
  /**
   * Tokens the model generated. Token count, or null when the provider did not report it.
   */
  completion_tokens?: number | null;
  /**
   * Part of the generated tokens spent on hidden reasoning. Token count, or null when the provider did not report it.
   */
  reasoning_tokens?: number | null;
  /**
   * Total tokens of the call as reported by the provider. Token count, or null when the provider did not report it.
   */
  total_tokens?: number | null;
  /**
   * Part of the input tokens served from the provider's prompt cache. Token count, or null when the provider did not report it.
   */
  cached_tokens?: number | null;
}
/**
 * A tool call in ng_trajectory: the execution observation plus the output the model saw.
 */
export interface TrajectoryToolCall {
  /**
   * Record tag; a trajectory tool call keeps the tag of the observation it comes from.
   */
  kind: "tool_call";
  /**
   * Invocation that issued the tool call.
   */
  invocation_id: string;
  /**
   * Call id of the tool call, as in the conversation's function_call and function_call_output items.
   */
  tool_call_id: string;
  /**
   * Sandbox the tool ran in; concurrent calls may share one.
   */
  sandbox_id?: string | null;
  /**
   * Name of the tool.
   */
  tool_name?: string | null;
  /**
   * When execution started, in UTC seconds since the Unix epoch.
   */
  started_at?: number | null;
  /**
   * When execution ended, in UTC seconds since the Unix epoch; not before started_at.
   */
  completed_at?: number | null;
  /**
   * Measured execution time in milliseconds.
   */
  duration_ms?: number | null;
  /**
   * Where the timing was measured: by the tool executor, read from an artifact, or by the harness.
   */
  timing_source?: "executor" | "artifact" | "harness" | null;
  /**
   * Outcome of the execution; unknown when it was not observed.
   */
  status?: "completed" | "failed" | "timeout" | "cancelled" | "incomplete" | "unknown";
  /**
   * Class or category of the error, if the tool failed.
   */
  error_type?: string | null;
  /**
   * Tool result seen by the model, joined from the invocation's function_call_output item with the same call id.
   */
  output?: unknown;
}
/**
 * One row of a rollouts file: the task's own fields, the collector's bookkeeping keys and the evidence attachments. Open: keys not listed here belong to the task or the environment and are not checked.
 */
export interface RolloutRow {
  /**
   * Position of the task in the input, counting from 0.
   */
  _ng_task_index?: number;
  /**
   * Repeat number of this rollout of the task, counting from 0.
   */
  _ng_rollout_index?: number;
  /**
   * Retry attempt number; a positive value adds the suffix -a<n> to the rollout id.
   */
  _ng_attempt_index?: number;
  /**
   * Explicit rollout id (capture key base) that replaces <task>-<rollout>.
   */
  _ng_rollout_id?: string;
  /**
   * Explicit identity that overrides the derived task and rollout ids when it is a valid TrajectoryIdentity; an invalid one is reported by rule row.trajectory_identity_valid, not here.
   */
  trajectory_identity?: {
    [k: string]: unknown;
  };
  /**
   * Task id of the row: a string or an integer (used as its decimal text), or the {taskset, task_id} object of a materialized task row (whose inner task_id is used).
   */
  task_id?: (string | number) | MaterializedTaskId;
  /**
   * Task id used when the row has no task_id: a string, or an integer used as its decimal text.
   */
  problem_id?: string | number;
  /**
   * Task id used when the row has neither task_id nor problem_id: a string, or an integer used as its decimal text.
   */
  instance_id?: string | number;
  /**
   * Agent server that ran the rollout.
   */
  agent_ref?: AgentRef;
  /**
   * Model calls captured for this rollout.
   */
  ng_model_call_capture?: ModelCallCapture;
  /**
   * What the agent harness observed; null when it reported nothing.
   */
  ng_agent_observations?: AgentObservationBundle | null;
  /**
   * Projected trajectory of the rollout.
   */
  ng_trajectory?: TrajectoryRecord;
  /**
   * Performance figures of the rollout.
   */
  ng_perf?: NgPerf;
  /**
   * The agent's final response; its usage is the sum over the model responses that finished.
   */
  response?: unknown;
  /**
   * Reward the verifier assigned; null when none was assigned.
   */
  reward?: number | null;
  [k: string]: unknown;
}
/**
 * One line of rollout_verdicts.jsonl: the health verdict of one rollout record. unhealthy when a check found something; else unobserved when a check that was not ignored could not be evaluated; else healthy. Lines are sorted by _ng_task_index, _ng_rollout_index and stage_index (integers before strings), then input order.
 */
export interface RolloutVerdict {
  /**
   * The task, as in HealthSubject.
   */
  _ng_task_index: number | string;
  /**
   * The repeat, as in HealthSubject.
   */
  _ng_rollout_index: number | string;
  /**
   * The rollout identity of the row (trajectory_identity, else _ng_rollout_id or <task>-<rollout> with the attempt suffix); else ng_trajectory.rollout_id; else <_ng_task_index>-<_ng_rollout_index>.
   */
  rollout_id: string;
  /**
   * healthy, unhealthy or unobserved.
   */
  verdict: "healthy" | "unhealthy" | "unobserved";
  /**
   * The rollout checks' findings in the order the checks made them: registry order, a check_execution_error where its check ran, then rollout_duplicate_identity.
   */
  findings: HealthFinding[];
  /**
   * The rollout checks that could not be evaluated (missing evidence, a gap that gates them, an unreadable line, or an error of the check), in registry order; record_unreadable is never unobserved.
   */
  unobserved: (
    | "check_execution_error"
    | "rollout_duplicate_identity"
    | "rollout_missing_agent_turns"
    | "rollout_ended_on_failed_model_call"
    | "agent_turn_hollow"
    | "model_call_zero_completion_tokens"
    | "model_call_missing_token_counts"
    | "trajectory_capture_mismatch"
    | "model_call_failed"
    | "rollout_token_count_mismatch"
    | "model_call_runaway_generation"
  )[];
  /**
   * The record's stage_index, when it has one.
   */
  stage_index?: number | string;
}
/**
 * One data file of a shard as its manifest commits it: the file name and the exact bytes (length and SHA-256) a reader may trust.
 */
export interface ShardFile {
  /**
   * The file's name inside the run folder, rollouts-<shard> plus the suffix of its role (.jsonl, _failures.jsonl, _materialized_inputs.jsonl, _batch_status.json).
   */
  path: string;
  /**
   * SHA-256 of the file's bytes, lower-case hex.
   */
  sha256: string;
  /**
   * Length of the file in bytes.
   */
  bytes: number;
  /**
   * Number of JSON Lines the file holds (JSON Lines files only).
   */
  rows?: number;
}
/**
 * rollouts-<shard>_manifest.json: the commit record of one shard of a run folder. It is written last, by rename, after every data file it names is on disk; a reader trusts exactly the files and bytes it names. A shard with no manifest is absent (files of other tools aside).
 */
export interface ShardManifest {
  /**
   * Version of the manifest format.
   */
  schema_version: "1.0";
  /**
   * The shard label the caller chose (for example a training step and worker); it matches the rollout-id pattern and does not end in _failures, _materialized_inputs, _batch_status or _manifest.
   */
  shard: string;
  /**
   * The run id that prefixes every key the shard dispatches (<run_id>-<base>); the shard label unless the recorder was given another.
   */
  run_id: string;
  /**
   * Id of this commit, derived from the previous commit and the files' hashes. Until a commit's files are renamed into place they wait as .rollouts-<shard><suffix>.<commit>.pending beside them, and a reader takes them from there.
   */
  commit: string;
  /**
   * Id of the commit this one replaced; null for the first commit of the shard's files.
   */
  previous_commit?: string | null;
  /**
   * The committed data files.
   */
  files: ShardManifestFiles;
}
/**
 * The four data files of a shard, by role.
 */
export interface ShardManifestFiles {
  /**
   * rollouts-<shard>.jsonl: the rollouts that succeeded, one RolloutRow per line.
   */
  rollouts: ShardFile;
  /**
   * rollouts-<shard>_failures.jsonl: the failures sidecar, one RolloutFailureRecord (or OmittedRollout) per line.
   */
  failures: ShardFile;
  /**
   * rollouts-<shard>_materialized_inputs.jsonl: the tries the shard is meant to hold, one MaterializedInputRow per line.
   */
  materialized_inputs: ShardFile;
  /**
   * rollouts-<shard>_batch_status.json: the shard's saved progress, a BatchStatus.
   */
  batch_status: ShardFile;
}
/**
 * An explicit identity a row may carry; when valid it overrides the task and rollout ids derived from the row.
 */
export interface TrajectoryIdentity {
  /**
   * Task id of the rollout.
   */
  task_id: string;
  /**
   * Rollout id of the rollout.
   */
  rollout_id: string;
}
