import type { SessionState } from "./session-state.js";

/** Counts a failed tool call; returns context for the agent once `limit` failed in a row. */
export function countFailure(state: SessionState, limit: number): string | null {
  state.failures += 1;
  if (state.failures < limit) return null;
  return (
    `${state.failures} tool calls in a row have failed. Stop and step back: re-read the failure ` +
    "evidence, question your assumption about the cause, and try a different approach rather " +
    "than another variation of the same one."
  );
}

export function resetFailures(state: SessionState): void {
  state.failures = 0;
}
