import { callTool, claim, type TurnReply } from "./replies.js";
import { type RecordedRequest, toolResultFor } from "./requests.js";

/** A Bash call whose tool_use id is `id` (and its description, for the transcript). */
export function bash(id: string, command: string): TurnReply {
  return callTool("Bash", { command, description: id }, id);
}

/** The claim of a session that gives up having changed nothing it would stand by. */
export function gaveUp(rootCause = "none"): TurnReply {
  return claim({
    status: "not_fixed",
    root_cause: rootCause,
    files_changed: [],
    tests_run: [],
    reasoning: "gave up",
  });
}

/** What the tool call with this id printed, as the model was told it ("" if never). */
export function toolOutput(
  model: { requests: readonly RecordedRequest[] },
  toolUseId: string,
): string {
  const later = model.requests.find((request) => toolResultFor(request, toolUseId));
  return later ? (toolResultFor(later, toolUseId)?.text ?? "") : "";
}
