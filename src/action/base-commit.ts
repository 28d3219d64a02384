import { hardenedGit } from "../git/hardened-git.js";
import type { ActionContext } from "./run-context.js";

/** The base input as the engine takes it, with what to say about it in the log. */
export interface ResolvedBase {
  base: string | null;
  note: string | null;
}

const NO_BASE: ResolvedBase = { base: null, note: null };

/**
 * The `base` input: none turns triage's change witness off; a ref or commit goes to the engine
 * as given (which refuses one the clone lacks); auto takes the event's base commit, or where
 * the pull request's branch left it when the clone holds both. An event with no base of its own
 * (a `/fix` dispatch on a pull request's branch, a manual run) is measured from where its branch
 * left the default branch. It goes without (saying why) when actions/checkout fetched too little
 * history to have it.
 */
export async function resolveBase(
  input: string,
  cwd: string,
  context: Pick<ActionContext, "baseCommit" | "defaultBranch" | "targetBranch">,
): Promise<ResolvedBase> {
  if (input === "none") return NO_BASE;
  if (input !== "auto") return { base: input, note: null };
  if (context.baseCommit) return fromEventBase(cwd, context.baseCommit);
  return fromDefaultBranch(cwd, context);
}

async function fromEventBase(cwd: string, candidate: string): Promise<ResolvedBase> {
  if (!(await hasCommit(cwd, candidate)))
    return {
      base: null,
      note: `the base commit ${candidate.slice(0, 12)} is not in this clone, so triage does not know what changed: give actions/checkout fetch-depth: 0 to have it`,
    };
  const forkPoint = await mergeBase(cwd, candidate);
  return { base: forkPoint ?? candidate, note: null };
}

/**
 * A branch other than the default one, from its fork point; the default branch itself has no
 * base to compare with. actions/checkout with fetch-depth: 0 keeps every branch as
 * refs/remotes/origin/<name>.
 */
async function fromDefaultBranch(
  cwd: string,
  context: Pick<ActionContext, "defaultBranch" | "targetBranch">,
): Promise<ResolvedBase> {
  const branch = context.defaultBranch;
  if (!branch || !context.targetBranch || context.targetBranch === branch) return NO_BASE;
  const tip = await hardenedGit(cwd, [
    "rev-parse",
    "--verify",
    "--quiet",
    `refs/remotes/origin/${branch}^{commit}`,
  ]).then(
    (out) => out.trim(),
    () => "",
  );
  if (!tip)
    return {
      base: null,
      note: `the default branch ${branch} is not in this clone, so triage does not know what ${context.targetBranch} changed: give actions/checkout fetch-depth: 0 to have it`,
    };
  // Histories with nothing in common: every file would count as changed, which names nothing.
  return { base: await mergeBase(cwd, tip), note: null };
}

async function mergeBase(cwd: string, commit: string): Promise<string | null> {
  const forkPoint = await hardenedGit(cwd, ["merge-base", commit, "HEAD"]).catch(() => "");
  return forkPoint.trim() || null;
}

async function hasCommit(cwd: string, sha: string): Promise<boolean> {
  return hardenedGit(cwd, ["cat-file", "-e", `${sha}^{commit}`]).then(
    () => true,
    () => false,
  );
}
