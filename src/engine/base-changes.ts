import { messageOf, UserError } from "../errors.js";
import { changesSince } from "../triage/changes/changes-since.js";
import type { EngineOptions } from "./types.js";

/** A base commit (`--base`, the Action's `base`) git cannot resolve here. */
export class BaseCommitError extends UserError {
  override name = "BaseCommitError";
}

/**
 * The functions changed since the run's base commit, read once before any test runs (the tree
 * is the one under test then, and no agent has touched it); undefined with no base.
 */
export async function changedSinceBase(
  options: Pick<EngineOptions, "cwd" | "base" | "reporter">,
): Promise<ReadonlySet<string> | undefined> {
  if (!options.base) return undefined;
  let found: Awaited<ReturnType<typeof changesSince>>;
  try {
    found = await changesSince(options.cwd, options.base);
  } catch (error) {
    throw new BaseCommitError(messageOf(error), { cause: error });
  }
  const count = found.functions.size;
  options.reporter?.note?.(
    "info",
    `${count} function${count === 1 ? "" : "s"} changed since ${found.base.slice(0, 12)} (${options.base}): triage blames a failure that ran one on it`,
  );
  return found.functions;
}
