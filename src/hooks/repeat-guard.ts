import type { SessionState } from "./session-state.js";

/** Tools whose success changes the files, which makes repeating an earlier call reasonable again. */
const FILE_CHANGING_TOOLS = new Set(["Edit", "MultiEdit", "Write", "NotebookEdit"]);

/** The claim arrives as a StructuredOutput call; sending it again is never a loop to stop. */
const NEVER_DENIED = new Set(["StructuredOutput"]);

/**
 * Counts the call and returns the reason to deny it when it is the `limit`-th identical call
 * since the last file edit (limit 3: two runs of the same command are fine, the third is not).
 */
export function repeatDenial(
  state: SessionState,
  key: string,
  tool: string,
  limit: number,
): string | null {
  if (NEVER_DENIED.has(tool)) return null;
  const seen = state.calls[key] ?? 0;
  state.calls[key] = seen + 1;
  if (seen + 1 < limit) return null;
  return (
    `This exact ${tool} call was already made ${seen} time${seen === 1 ? "" : "s"} in this ` +
    "session with no file edited since: repeating it will not give a different result. " +
    "Change something first, or take a different approach."
  );
}

/** A successful edit starts the identical-call counts afresh. */
export function noteToolSuccess(state: SessionState, tool: string): void {
  if (FILE_CHANGING_TOOLS.has(tool)) state.calls = {};
}
