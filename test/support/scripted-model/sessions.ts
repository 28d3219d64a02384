import { type ScriptedReply, say } from "./replies.js";
import type { RecordedRequest } from "./requests.js";
import type { Script } from "./server.js";

/**
 * A script for several agent sessions in a row: `scripts[n]` gives the replies of session n turn
 * by turn. A session is recognised by its first request (no assistant turn yet); each session's
 * requests are pushed to `sessions` as they arrive.
 */
export function sessionScript(
  scripts: readonly (readonly ScriptedReply[])[],
  sessions: RecordedRequest[][] = [],
): Script {
  return (request) => {
    const messages = request.body.messages ?? [];
    const turn = messages.filter((message) => message.role === "assistant").length;
    if (turn === 0) sessions.push([]);
    sessions.at(-1)?.push(request);
    return scripts[sessions.length - 1]?.[turn] ?? say("(the scenario has no more turns)");
  };
}
