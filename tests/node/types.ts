// Compile-time checks of generated/typescript: `tsc --strict --noEmit` must accept this file.
// Each `@ts-expect-error` line must fail to type-check (tsc reports an unused one), so the
// file shows both what the types allow and what they reject.

import type * as Atif17 from "../../generated/typescript/atif-1.7";
import type * as Atif18 from "../../generated/typescript/atif-1.8";
import type {
  AgentObservationRecord,
  ConversationItem,
  Evidence10Types,
  MessageContentPart,
  RolloutRow,
} from "../../generated/typescript/evidence-1.0";

// Tagged unions stay tagged: the tag narrows to one variant, and the switch is exhaustive.
export function describeItem(item: ConversationItem): string {
  switch (item.type) {
    case undefined: // only a message may leave its type out (the easy input message)
    case "message":
      return item.role; // only MessageItem has a required role
    case "function_call":
      return `${item.name}(${item.arguments})`;
    case "function_call_output":
      return item.call_id;
    default:
      return item.type;
  }
}

export function recordId(record: AgentObservationRecord): string {
  switch (record.kind) {
    case "agent_invocation":
      return record.invocation_id;
    case "tool_call":
    case "context_compaction":
    case "sandbox":
      return record.kind;
    default: {
      const unreachable: never = record; // every kind is handled: the union has no other member
      return unreachable;
    }
  }
}

export const text: MessageContentPart = { type: "input_text", text: "hi" };
// @ts-expect-error: no variant has this tag
export const unknownPart: MessageContentPart = { type: "input_sound", text: "hi" };
// @ts-expect-error: a message needs its role (variants are not merged into all-optional types)
export const roleless: ConversationItem = { type: "message", content: "hi" };

// Null versus absent: reward may be null; ng_trajectory may be absent but never null.
export const row: RolloutRow = { task_id: 3, reward: null };
// @ts-expect-error: ng_trajectory is not nullable
export const nullTrajectory: RolloutRow = { ng_trajectory: null };

// The lookup type names every schema by its title.
export const sameRow: Evidence10Types["RolloutRow"] = row;

// ATIF: at least one step; audio parts only from v1.8.
const step = { step_id: 1, source: "user", message: "hello" } as const;
export const trajectory: Atif17.Trajectory = {
  schema_version: "ATIF-v1.7",
  agent: { name: "a", version: "1" },
  steps: [step],
};
// @ts-expect-error: steps is a non-empty array
export const noSteps: Atif17.Trajectory = { ...trajectory, steps: [] };
export const audio: Atif18.ContentPart = {
  type: "audio",
  source: { media_type: "audio/wav", path: "a.wav" },
};
// @ts-expect-error: v1.7 has no audio parts
export const audio17: Atif17.ContentPart = { type: "audio" };
