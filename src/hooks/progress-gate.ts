import type { SessionState } from "./session-state.js";

export const NO_PROGRESS_REASON =
  "You are about to finish, but no file in the working tree has changed since this attempt " +
  "started. If you found the cause, make the fix now. If you are sure no change in this " +
  "project can fix it, finish with the structured claim (status not_fixed) and say why.";

/**
 * The reason to keep the agent going when it stops without changing anything; once per
 * session, and never while Claude Code is already continuing because of a Stop hook (git is
 * only asked when it matters).
 */
export function stopDenial(
  state: SessionState,
  stopHookActive: boolean,
  worktreeChanged: () => boolean | null,
): string | null {
  if (stopHookActive || state.stopBlocked || worktreeChanged() !== false) return null;
  state.stopBlocked = true;
  return NO_PROGRESS_REASON;
}
