import { hardenedGit } from "../git/hardened-git.js";
import type { ActionContext } from "./run-context.js";

/** The base input as the engine takes it, with what to say about it in the log. */
export interface ResolvedBase {
  base: string | null;
  note: string | null;
}

/**
 * The `base` input: none turns triage's change witness off; a ref or commit goes to the engine
 * as given (which refuses one the clone lacks); auto takes the event's base commit, or where
 * the pull request's branch left it when the clone holds both, and goes without (saying why)
 * when actions/checkout fetched too little history to have it.
 */
export async function resolveBase(
  input: string,
  cwd: string,
  context: Pick<ActionContext, "baseCommit">,
): Promise<ResolvedBase> {
  if (input === "none") return { base: null, note: null };
  if (input !== "auto") return { base: input, note: null };
  const candidate = context.baseCommit;
  if (!candidate) return { base: null, note: null };
  if (!(await hasCommit(cwd, candidate)))
    return {
      base: null,
      note: `the base commit ${candidate.slice(0, 12)} is not in this clone, so triage does not know what changed: give actions/checkout fetch-depth: 0 to have it`,
    };
  const forkPoint = await hardenedGit(cwd, ["merge-base", candidate, "HEAD"]).catch(() => "");
  return { base: forkPoint.trim() || candidate, note: null };
}

async function hasCommit(cwd: string, sha: string): Promise<boolean> {
  return hardenedGit(cwd, ["cat-file", "-e", `${sha}^{commit}`]).then(
    () => true,
    () => false,
  );
}
