import { messageOf, UserError } from "../errors.js";
import { plural } from "../text/quantities.js";
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
  options.reporter?.note?.(
    "info",
    changesNote(found.functions, `${found.base.slice(0, 12)} (${options.base})`),
  );
  return found.functions;
}

/** How many functions changed since the base, and which: a reader checks the list against the diff. */
export function changesNote(functions: ReadonlySet<string>, since: string, shown = 5): string {
  if (functions.size === 0)
    return `no function changed since ${since} that fix-loop can name: triage goes by coverage and stacks alone`;
  const names = [...functions].sort();
  const listed =
    names.length <= shown
      ? names.join(", ")
      : `${names.slice(0, shown).join(", ")} and ${names.length - shown} more`;
  return `${plural(functions.size, "function")} changed since ${since}: ${listed}; triage blames a failure that ran one on it`;
}
