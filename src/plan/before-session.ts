import type { Config } from "../config/schema.js";
import type { FrameworkTier } from "./entry-framework.js";
import { type PlanEntry, PlanError } from "./parse-plan.js";
import { namesInEntry, ProjectSource } from "./project-functions.js";
import { type TierTarget, tierTarget } from "./tier-folder.js";

/**
 * Checks that need no model, made before a session is paid for (a PlanError, exit 2, naming the
 * entry's line and what to change): each script's tier has a folder a session may write in,
 * and each test will have something to fail against, since fix-loop keeps a generated test only
 * once it fails with the services it requires stopped, or, a framework test requiring none, once
 * it fails against a mutant of a function it exercises: such an entry must name a function the
 * project's source defines.
 */
export async function checkBeforeSession(
  entries: readonly PlanEntry[],
  frameworks: ReadonlyMap<PlanEntry, FrameworkTier | null>,
  config: Config,
  file: string,
  cwd: string,
): Promise<void> {
  const scripts = entries.filter((entry) => !frameworks.get(entry));
  for (const target of scriptTargets(scripts, config)) {
    const why = unwritable(target.glob);
    if (why)
      throw new PlanError(
        `tier ${target.tier}'s tests: glob ${target.glob} ${why}, so a plan session cannot write its scripts there: give the tier a glob inside the project, such as .fix-loop/tests/${target.tier}/*.sh`,
      );
  }
  const stoppable = Object.entries(config.services)
    .filter(([, service]) => Boolean(service.start))
    .map(([name]) => name);
  const [firstScript] = scripts;
  if (firstScript && stoppable.length === 0)
    throw new PlanError(
      `${file}:${firstScript.line}: ${firstScript.id} would be a script with nothing to check it against: fix-loop keeps a generated script only once it fails with its service stopped, and the config declares no service with a start: command`,
    );
  let source: ProjectSource | null = null;
  for (const entry of entries) {
    const tier = frameworks.get(entry);
    if (!tier) continue;
    const requires = entry.requires ?? tier.requires;
    const cannot = requires.filter((name) => !stoppable.includes(name));
    if (cannot.length > 0)
      throw new PlanError(
        `${file}:${entry.line}: ${entry.id} requires ${cannot.join(", ")}, which fix-loop cannot stop (no start: command), so its ${tier.framework} test could not be checked to fail against a dead one: add "Requires: <service>" naming a service with a start: command`,
      );
    if (requires.length > 0) continue;
    source ??= await ProjectSource.of(cwd);
    const named = namesInEntry(entry);
    if ((await source.find(named)).length === 0)
      throw new PlanError(
        `${file}:${entry.line}: ${entry.id} requires no service and names no function of the project's source (${named.length === 0 ? "it names none" : `${named.join(", ")}: defined in no source file`}), so its ${tier.framework} test could be checked neither against a dead service nor against a mutant: add "Function: <name>" naming the function it exercises, or "Requires: <service>"`,
      );
  }
}

/** The script globs the entries' sessions write under: an entry's tier's, or every tier's for one naming none. */
export function scriptTargets(entries: readonly PlanEntry[], config: Config): TierTarget[] {
  const tiers = new Set(
    entries.some((entry) => entry.tier === null)
      ? config.tiers.map((tier) => tier.name)
      : entries.map((entry) => entry.tier as string),
  );
  return [...tiers]
    .map((tier) => tierTarget(config, tier))
    .filter((target): target is TierTarget => target !== null);
}

/** Why no session may write under the glob, or null when it may. */
function unwritable(glob: string): string | null {
  if (glob.startsWith("/")) return "is absolute";
  const parts = glob.split("/");
  if (parts.includes("..")) return "reaches outside the project";
  if (parts[0] === ".github")
    return "is under .github/, which no session may write (workflows run with the repository's secrets)";
  if (parts[0] === ".git") return "is under .git/, which no session may write";
  return null;
}
