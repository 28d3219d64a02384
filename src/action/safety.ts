import { UserError } from "../errors.js";
import type { ActionInputs } from "./inputs.js";
import type { ModeName, ModeNeeds } from "./modes/mode-needs.js";
import type { ActionContext } from "./run-context.js";

/** A reason the Action refuses to run as asked; shown as is, never with a stack trace. */
export class RefusalError extends UserError {
  override name = "RefusalError";
}

/**
 * The `/fix` command approves one commit; running on any other would fix code nobody approved.
 * `sha` is the full 40-character id (the inputs refuse an abbreviation).
 */
export function assertPinnedCommit(pinned: string | null, head: string | null): void {
  if (pinned === null) return;
  if (head === null) {
    throw new RefusalError(
      `the sha input pins commit ${pinned}, but the working directory is not a git checkout; run actions/checkout first`,
    );
  }
  if (!head.toLowerCase().startsWith(pinned)) {
    throw new RefusalError(
      `refusing to run: HEAD is ${head} but the sha input pins ${pinned}. The branch moved after the run was ` +
        `approved; check out ${pinned} (actions/checkout with ref: ${pinned}) or approve the new commit.`,
    );
  }
}

export interface ModeDecision {
  mode: ModeName;
  /** Why the requested mode was changed, for the log and the summary. */
  note: string | null;
}

/**
 * A mode that runs the agent never runs for a pull request from a fork: its code is untrusted
 * and must not meet the secrets. Such a run is verified only.
 */
export function decideMode(
  inputs: ActionInputs,
  context: ActionContext,
  modes: Readonly<Record<ModeName, ModeNeeds>>,
): ModeDecision {
  const pr = context.pullRequest;
  if (modes[inputs.mode].agent && pr?.fromFork) {
    const from = pr.headRepository ?? "a deleted fork";
    return {
      mode: "verify",
      note:
        `${inputs.mode} mode refused: pull request #${pr.number} comes from ${from}, a fork of ${pr.baseRepository ?? "this repository"}. ` +
        "Its code is untrusted and must not run next to the API key and the GitHub token, so fix-loop ran verify only.",
    };
  }
  return { mode: inputs.mode, note: null };
}
